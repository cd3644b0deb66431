//! The timing wheel under the event queue: one slot per millisecond of a window that
//! starts at the current millisecond, and an overflow calendar for later events.
//!
//! ```text
//!   current ms                                 current + WINDOW_MS
//!      │ slot  slot  slot         slot              │
//!      ▼ ┌────┬────┬────┬── … ──┬────┐             ▼
//!        │ ▣▣ │    │ ▣  │       │▣▣▣ │  far: BTreeMap<ms, Vec>  (ms ≥ current + WINDOW_MS):
//!        └────┴────┴────┴── … ──┴────┘  a whole millisecond enters its slot as soon as
//!   busy:  1    0    1            1     the window reaches it, before any push can
//!          │                            land in that slot directly
//!          ▼
//!   run: the current millisecond's entries, popped in order
//! ```
//!
//! A slot is a `Vec` of one millisecond's entries in push order. When its millisecond
//! comes, the vector becomes the *run* and is popped front to back; its memory goes back
//! to the allocator when the run ends. A slot that fills its vector does not copy it into
//! a bigger one: the full vector moves to `full` (chunks of the same millisecond, in
//! order) and a new one, twice as big up to [`CHUNK_MAX`] entries, takes the pushes. So a
//! big millisecond (a million requests at t=0) is popped chunk by chunk, each chunk freed
//! as soon as it is done, and memory follows what is pending. A bitmap of busy slots (two
//! levels) finds the next pending millisecond in a few word operations. Time and sequence
//! number are not stored: the time is the slot's, the order is the position in it.
//!
//! **Order.** Within a millisecond, entries pop in push order: run, full chunks, slot.
//! Every entry in the wheel is due within `[current, current + WINDOW_MS)` and every far
//! entry at or after `current + WINDOW_MS`, so the earliest busy slot holds the earliest
//! events. A far millisecond enters its slot before the window reaches it, so its entries
//! (pushed earlier) stay ahead of every later push to the same millisecond.

use std::collections::{BTreeMap, VecDeque};

/// Milliseconds the wheel covers from the current one (a power of two). The anchors'
/// backoffs (up to 8 s) fit; later events wait in the overflow calendar.
pub(super) const WINDOW_MS: u64 = 1 << 14;
const SLOTS: usize = WINDOW_MS as usize;
const MASK: u64 = WINDOW_MS - 1;
const WORDS: usize = SLOTS / 64;
/// A slot's vector this long or longer is chained when full instead of grown.
const CHUNK_MIN: usize = 64;
/// The longest vector a slot starts when it chains.
const CHUNK_MAX: usize = 1 << 14;

/// Which slots hold entries: one bit per slot, and one summary bit per word.
struct Busy {
    words: Vec<u64>,
    summary: [u64; WORDS / 64],
}

impl Busy {
    fn new() -> Self {
        Busy { words: vec![0; WORDS], summary: [0; WORDS / 64] }
    }

    fn set(&mut self, i: usize) {
        self.words[i >> 6] |= 1 << (i & 63);
        self.summary[i >> 12] |= 1 << ((i >> 6) & 63);
    }

    fn clear(&mut self, i: usize) {
        let w = i >> 6;
        self.words[w] &= !(1 << (i & 63));
        if self.words[w] == 0 {
            self.summary[w >> 6] &= !(1 << (w & 63));
        }
    }

    /// The first busy slot at or after `i` (no wrap-around).
    fn at_or_after(&self, i: usize) -> Option<usize> {
        let w = i >> 6;
        let bits = self.words[w] & (!0u64 << (i & 63));
        if bits != 0 {
            return Some(w << 6 | bits.trailing_zeros() as usize);
        }
        let w = w + 1;
        for s in (w >> 6)..self.summary.len() {
            let mut sbits = self.summary[s];
            if s == w >> 6 {
                sbits &= !0u64 << (w & 63);
            }
            if sbits != 0 {
                let word = s << 6 | sbits.trailing_zeros() as usize;
                return Some(word << 6 | self.words[word].trailing_zeros() as usize);
            }
        }
        None
    }

    /// The first busy slot at or after `i`, wrapping around the wheel.
    fn next_from(&self, i: usize) -> Option<usize> {
        self.at_or_after(i).or_else(|| if i > 0 { self.at_or_after(0) } else { None })
    }
}

/// One millisecond's latest entries.
struct Slot<T> {
    items: Vec<T>,
    /// Entries of this millisecond before `items` (in full chunks, the run, or popped):
    /// the position of `items[0]`.
    base: u32,
}

/// A priority queue of `T` by integer millisecond, first in first out within one.
pub(super) struct Wheel<T> {
    /// The millisecond of the last pop (0 before the first): nothing pending is earlier.
    current: u64,
    /// The current millisecond's entries being popped, in order.
    run: std::vec::IntoIter<T>,
    /// The position after the run's last entry: `run_end - run.len()` entries of the
    /// current millisecond have been popped.
    run_end: u32,
    /// One per millisecond of the window (allocated at the first push).
    slots: Vec<Slot<T>>,
    busy: Busy,
    /// Full vectors of a millisecond that did not fit one, in order, ahead of its slot.
    full: BTreeMap<u64, VecDeque<Vec<T>>>,
    /// Events due at or after `current + WINDOW_MS`, by millisecond, in push order.
    far: BTreeMap<u64, Vec<T>>,
    len: usize,
}

impl<T> Wheel<T> {
    pub(super) fn new() -> Self {
        Wheel {
            current: 0,
            run: Vec::new().into_iter(),
            run_end: 0,
            slots: Vec::new(),
            busy: Busy::new(),
            full: BTreeMap::new(),
            far: BTreeMap::new(),
            len: 0,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// Queues `item` at millisecond `at` (the caller checks that it is not before the
    /// last pop); returns its position among the events of that millisecond.
    #[inline(always)]
    pub(super) fn push(&mut self, at: u64, item: T) -> u32 {
        debug_assert!(at >= self.current, "pushed into the past");
        self.len += 1;
        // The slow paths do not take `item`, so the hot path writes it straight into place.
        let (items, base) = if at - self.current < WINDOW_MS {
            let i = (at & MASK) as usize;
            if self.slots.get(i).is_none_or(|s| s.items.len() == s.items.capacity()) {
                self.make_room(at);
            }
            let slot = &mut self.slots[i];
            (&mut slot.items, slot.base)
        } else {
            (self.far_items(at), 0)
        };
        items.push(item);
        base + (items.len() - 1) as u32
    }

    /// Room for one more entry in the slot of `at`, whose vector is full (or absent): a
    /// vector of [`CHUNK_MIN`] or more moves to `full` and a bigger one takes its place.
    #[cold]
    fn make_room(&mut self, at: u64) {
        if self.slots.is_empty() {
            self.slots.resize_with(SLOTS, || Slot { items: Vec::new(), base: 0 });
        }
        let i = (at & MASK) as usize;
        let slot = &mut self.slots[i];
        if slot.items.is_empty() {
            self.busy.set(i);
        }
        let len = slot.items.len();
        if len >= CHUNK_MIN {
            let chunk = std::mem::replace(&mut slot.items, Vec::with_capacity((2 * len).min(CHUNK_MAX)));
            slot.base = slot.base.checked_add(len as u32).expect("over 2^32 events at one millisecond");
            self.full.entry(at).or_default().push_back(chunk);
        } else {
            slot.items.reserve(len.max(4));
        }
        assert!(u32::try_from(slot.base as usize + slot.items.len()).is_ok(), "over 2^32 events at one millisecond");
    }

    #[cold]
    fn far_items(&mut self, at: u64) -> &mut Vec<T> {
        let items = self.far.entry(at).or_default();
        assert!(u32::try_from(items.len()).is_ok(), "over 2^32 events at one millisecond");
        items
    }

    /// The millisecond of the last pop.
    #[inline]
    pub(super) fn current(&self) -> u64 {
        self.current
    }

    /// Removes the earliest entry; [`Wheel::current`] is then its millisecond and
    /// [`Wheel::last_pos`] its position there.
    #[inline(always)]
    pub(super) fn pop(&mut self) -> Option<T> {
        loop {
            // The slow path only refills the run, so the entry goes from the run to the
            // caller in registers.
            if let Some(item) = self.run.next() {
                self.len -= 1;
                return Some(item);
            }
            if !self.next_run() {
                return None;
            }
        }
    }

    /// The position of the last entry popped among the events of its millisecond.
    pub(super) fn last_pos(&self) -> u32 {
        self.run_end - self.run.len() as u32 - 1
    }

    /// Starts the next run: the current millisecond's next chunk or slot if it has more,
    /// else the next busy millisecond's; false when nothing is pending.
    #[cold]
    fn next_run(&mut self) -> bool {
        if self.len == 0 {
            return false;
        }
        let mut i = (self.current & MASK) as usize;
        let here = self.full.first_key_value().is_some_and(|(&at, _)| at == self.current)
            || self.slots.get(i).is_some_and(|s| !s.items.is_empty());
        if !here {
            if let Some(slot) = self.slots.get_mut(i) {
                slot.base = 0;
            }
            match self.busy.next_from((i + 1) % SLOTS) {
                Some(j) => self.current += (j as u64).wrapping_sub(i as u64) & MASK,
                None => self.current = *self.far.keys().next().expect("a non-empty queue has a next event"),
            }
            self.migrate();
            i = (self.current & MASK) as usize;
        }
        let run = match self.full.first_entry() {
            Some(mut chunks) if *chunks.key() == self.current => {
                let run = chunks.get_mut().pop_front().expect("no empty chunk lists are kept");
                if chunks.get().is_empty() {
                    chunks.remove();
                }
                run
            }
            _ => {
                self.busy.clear(i);
                let slot = &mut self.slots[i];
                slot.base += slot.items.len() as u32;
                std::mem::take(&mut slot.items)
            }
        };
        // The run's first position: after every earlier run of this millisecond.
        let first = if here { self.run_end } else { 0 };
        self.run_end = first + run.len() as u32;
        self.run = run.into_iter();
        true
    }

    /// Moves every far millisecond the window now reaches into its (empty) slot.
    fn migrate(&mut self) {
        let end = self.current.saturating_add(WINDOW_MS);
        while let Some(entry) = self.far.first_entry() {
            if *entry.key() >= end {
                break;
            }
            let (at, items) = entry.remove_entry();
            if self.slots.is_empty() {
                self.slots.resize_with(SLOTS, || Slot { items: Vec::new(), base: 0 });
            }
            let i = (at & MASK) as usize;
            debug_assert!(self.slots[i].items.is_empty() && self.slots[i].base == 0, "far enters an empty slot");
            self.slots[i].items = items;
            self.busy.set(i);
        }
    }

    /// The entry at position `pos` of millisecond `at`, if it is still pending.
    pub(super) fn get_mut(&mut self, at: u64, pos: u32) -> Option<&mut T> {
        if at < self.current {
            return None;
        }
        let mut k = pos as usize;
        if at - self.current >= WINDOW_MS {
            return self.far.get_mut(&at)?.get_mut(k);
        }
        if at == self.current {
            k = k.checked_sub((self.run_end as usize) - self.run.len())?;
            let run = self.run.as_mut_slice();
            if k < run.len() {
                return run.get_mut(k);
            }
            k -= run.len();
        }
        if let Some(chunks) = self.full.get_mut(&at) {
            for chunk in chunks {
                if k < chunk.len() {
                    return chunk.get_mut(k);
                }
                k -= chunk.len();
            }
        }
        self.slots.get_mut((at & MASK) as usize)?.items.get_mut(k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_busy_bitmap_finds_the_next_slot_and_wraps_around() {
        let mut b = Busy::new();
        assert_eq!(b.next_from(0), None);
        for i in [3, 64, 4095, 4096, SLOTS - 1] {
            b.set(i);
        }
        assert_eq!(b.next_from(0), Some(3));
        assert_eq!(b.next_from(4), Some(64));
        assert_eq!(b.next_from(65), Some(4095));
        assert_eq!(b.next_from(4096), Some(4096));
        assert_eq!(b.next_from(4097), Some(SLOTS - 1));
        b.clear(SLOTS - 1);
        assert_eq!(b.next_from(4097), Some(3));
        b.clear(4095);
        b.clear(4096);
        assert_eq!(b.next_from(65), Some(3));
    }

    #[test]
    fn positions_count_per_millisecond_and_find_pending_entries() {
        let mut w = Wheel::new();
        let pos: Vec<u32> = (0..1000).map(|i| w.push(i % 2, i)).collect();
        assert_eq!(&pos[..4], &[0, 0, 1, 1]);
        assert_eq!(pos[999], 499);
        assert!(w.full.len() == 2, "both milliseconds chained chunks");
        assert_eq!(w.push(WINDOW_MS + 7, 1000), 0);
        assert_eq!(w.push(WINDOW_MS + 7, 1001), 1);
        *w.get_mut(1, 3).unwrap() += 10_000; // the 4th event at 1 ms is 7
        *w.get_mut(1, 400).unwrap() += 10_000; // 801, in a later chunk
        assert_eq!(w.pop(), Some(0));
        assert_eq!((w.current, w.last_pos()), (0, 0));
        assert_eq!(w.push(0, 2000), 500, "a push for the current millisecond runs after the rest");
        assert!(w.get_mut(0, 0).is_none(), "popped");
        *w.get_mut(0, 2).unwrap() += 10_000;
        *w.get_mut(0, 300).unwrap() += 10_000;
        *w.get_mut(0, 500).unwrap() += 10_000;
        let popped: Vec<(u64, u32, u64)> =
            std::iter::from_fn(|| w.pop().map(|e| (w.current, w.last_pos(), e))).collect();
        assert_eq!(popped[0], (0, 1, 2));
        assert_eq!(popped[1], (0, 2, 10_004));
        assert_eq!(popped[299], (0, 300, 10_600));
        assert_eq!(popped[499], (0, 500, 12_000));
        assert_eq!(popped[503], (1, 3, 10_007));
        assert_eq!(popped[900], (1, 400, 10_801));
        assert_eq!(popped[1000], (WINDOW_MS + 7, 0, 1000));
        assert_eq!(popped[1001], (WINDOW_MS + 7, 1, 1001));
        assert_eq!(w.len(), 0);
        assert_eq!(w.pop(), None);
        assert!(w.get_mut(1, 3).is_none());
        assert!(w.full.is_empty());
    }
}
