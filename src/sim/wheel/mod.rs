//! The timing wheel under the event queue: one slot per millisecond of a window that
//! starts at the current millisecond, and an overflow calendar for later events.
//!
//! ```text
//!   current ms                               current + window
//!      │ slot  slot  slot         slot             │
//!      ▼ ┌────┬────┬────┬── … ──┬────┐            ▼
//!        │ ▣▣ │    │ ▣  │       │▣▣▣ │  far: BTreeMap<ms, Vec>  (ms ≥ current + window):
//!        └────┴────┴────┴── … ──┴────┘  a whole millisecond enters its slot as soon as
//!   busy:  1    0    1            1     the window reaches it, before any push can
//!          │                            land in that slot directly
//!          ▼
//!   run: the current millisecond's entries, popped in order
//! ```
//!
//! A slot holds a vector of its millisecond's entries in push order, preceded by full
//! chunks of [`CHUNK_BYTES`] when the millisecond holds more (a vector that fills moves to
//! the chunks instead of being copied into a bigger one). When the millisecond comes, its
//! chunks and then its vector become the *run*, one at a time (reversed once, popped from
//! the end); each is given back as soon as it is drained, so a big millisecond (a million
//! requests at t=0) frees its memory while it is processed and memory follows what is
//! pending. Drained vectors are kept for reuse, a bounded number of each size, so a steady
//! run allocates little. A bitmap of busy slots (two levels) finds the next pending
//! millisecond in a few word operations. Time and sequence number are not stored: the
//! time is the slot's, the order is the position in it.
//!
//! The window starts [`MIN_WINDOW_MS`] wide, so a small run costs about what an ordered
//! map of milliseconds would, and widens to [`MAX_WINDOW_MS`] (16 s, 512 KiB of slots)
//! once a run keeps pushing events it would take.
//!
//! **Order.** Within a millisecond, entries pop in push order: run, chunks, vector. Every
//! entry in the wheel is due within `[current, current + window)` and every far entry at
//! or after `current + window`, so the earliest busy slot holds the earliest events. A
//! far millisecond enters its slot before the window reaches it, so its entries (pushed
//! earlier) stay ahead of every later push to the same millisecond.

mod busy;

use std::collections::{BTreeMap, VecDeque};

use busy::Busy;

/// The widest window, in milliseconds from the current one (a power of two): the anchors'
/// backoffs (up to 8 s) fit; later events wait in the overflow calendar.
pub(super) const MAX_WINDOW_MS: u64 = 1 << 14;
/// The window a wheel starts with; it widens to [`MAX_WINDOW_MS`] once [`WIDEN_AFTER`]
/// pushes have gone past it that the widest window would have taken.
const MIN_WINDOW_MS: u64 = 1 << 4;
const WIDEN_AFTER: u32 = 256;
/// Bytes of a full chunk: a millisecond's vector grows to this size, then chains.
const CHUNK_BYTES: usize = 4096;
/// Drained vectors up to this size are kept for reuse as small ones.
const SMALL_BYTES: usize = 1024;
/// Drained vectors kept, of each size class.
const SPARES: usize = 64;

/// One millisecond of the window.
struct Slot<T> {
    /// Its latest entries, in push order (no capacity while the slot is empty).
    items: Vec<T>,
    /// Entries of this millisecond before `items` (in full chunks, in runs, popped): the
    /// position of `items[0]`.
    base: u32,
}

impl<T> Default for Slot<T> {
    fn default() -> Self {
        Slot { items: Vec::new(), base: 0 }
    }
}

/// A priority queue of `T` by integer millisecond, first in first out within one.
pub(super) struct Wheel<T> {
    /// The millisecond of the last pop (0 before the first): nothing pending is earlier.
    current: u64,
    /// The current millisecond's entries being popped, in reverse order.
    run: Vec<T>,
    /// The position after the run's last entry: `run_end - run.len()` entries of the
    /// current millisecond have been popped.
    run_end: u32,
    /// Milliseconds covered from `current`: the number of slots (a power of two).
    window: u64,
    /// Pushes past the narrow window that the widest window would take.
    far_pushes: u32,
    /// `window` slots, allocated at the first push into one.
    slots: Vec<Slot<T>>,
    /// Per slot, its millisecond's full chunks ahead of its vector (allocated at the
    /// first chunk).
    full: Vec<VecDeque<Vec<T>>>,
    busy: Busy,
    /// Drained vectors of a chunk's capacity, and small ones, for reuse.
    chunks: Vec<Vec<T>>,
    small: Vec<Vec<T>>,
    /// Events due at or after `current + window`, by millisecond, in push order.
    far: BTreeMap<u64, Vec<T>>,
    len: usize,
}

impl<T> Wheel<T> {
    /// Entries in a full chunk.
    const CHUNK: usize = per_bytes::<T>(CHUNK_BYTES);
    const SMALL: usize = per_bytes::<T>(SMALL_BYTES);

    pub(super) fn new() -> Self {
        Wheel {
            current: 0,
            run: Vec::new(),
            run_end: 0,
            window: MIN_WINDOW_MS,
            far_pushes: 0,
            slots: Vec::new(),
            full: Vec::new(),
            busy: Busy::new(MIN_WINDOW_MS as usize),
            chunks: Vec::new(),
            small: Vec::new(),
            far: BTreeMap::new(),
            len: 0,
        }
    }

    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The millisecond of the last pop.
    #[inline]
    pub(super) fn current(&self) -> u64 {
        self.current
    }

    /// Queues `item` at millisecond `at` (the caller checks that it is not before the
    /// last pop); returns its position among the events of that millisecond.
    #[inline(always)]
    pub(super) fn push(&mut self, at: u64, item: T) -> u32 {
        debug_assert!(at >= self.current, "pushed into the past");
        self.len += 1;
        // The slow paths do not take `item`, so the hot path writes it straight into place.
        let (items, base) = if at - self.current < self.window { self.slot_items(at) } else { self.far_items(at) };
        items.push(item);
        base + (items.len() - 1) as u32
    }

    /// The vector of `at`'s slot, with room for one more entry, and its base position.
    #[inline(always)]
    fn slot_items(&mut self, at: u64) -> (&mut Vec<T>, u32) {
        let i = (at & (self.window - 1)) as usize;
        if self.slots.get(i).is_none_or(|s| s.items.len() == s.items.capacity()) {
            self.make_room(i);
        }
        let slot = &mut self.slots[i];
        (&mut slot.items, slot.base)
    }

    /// Room for one more entry in slot `i`, whose vector is full or has no capacity: a
    /// reused vector, a vector twice as big below a chunk, or a new chunk.
    #[cold]
    fn make_room(&mut self, i: usize) {
        if self.slots.is_empty() {
            self.slots.resize_with(self.window as usize, Slot::default);
            // A run of the current millisecond that came from `far` is ahead of its slot.
            self.slots[(self.current & (self.window - 1)) as usize].base = self.run_end;
        }
        let slot = &mut self.slots[i];
        let len = slot.items.len();
        if len == 0 {
            self.busy.set(i);
            slot.items = self.small.pop().unwrap_or_default();
            slot.items.reserve(4);
        } else if len >= Self::CHUNK {
            if self.full.is_empty() {
                self.full.resize_with(self.window as usize, VecDeque::new);
            }
            let next = self.chunks.pop().unwrap_or_else(|| Vec::with_capacity(Self::CHUNK));
            let chunk = std::mem::replace(&mut slot.items, next);
            slot.base = slot.base.checked_add(len as u32).expect("over 2^32 events at one millisecond");
            self.full[i].push_back(chunk);
        } else {
            slot.items.reserve_exact(len.min(Self::CHUNK - len));
        }
        assert!(slot.base.checked_add(len as u32 + 1).is_some(), "over 2^32 events at one millisecond");
    }

    /// The vector of a push past the window (and its base position): a far
    /// millisecond's, or, if that push widens the window to reach it, its slot's.
    #[cold]
    fn far_items(&mut self, at: u64) -> (&mut Vec<T>, u32) {
        if self.window < MAX_WINDOW_MS && at - self.current < MAX_WINDOW_MS {
            self.far_pushes += 1;
            if self.far_pushes >= WIDEN_AFTER {
                self.widen();
                return self.slot_items(at);
            }
        }
        let small = &mut self.small;
        let items = self.far.entry(at).or_insert_with(|| small.pop().unwrap_or_default());
        assert!(u32::try_from(items.len()).is_ok(), "over 2^32 events at one millisecond");
        (items, 0)
    }

    /// The window grows to [`MAX_WINDOW_MS`]: slots move to their new index, and far
    /// milliseconds it now reaches enter their slots.
    #[cold]
    fn widen(&mut self) {
        let (old_mask, window) = (self.window - 1, MAX_WINDOW_MS);
        let mut busy = Busy::new(window as usize);
        let (old_slots, mut old_full) = (std::mem::take(&mut self.slots), std::mem::take(&mut self.full));
        if !old_slots.is_empty() {
            self.slots.resize_with(window as usize, Slot::default);
            for (i, slot) in old_slots.into_iter().enumerate() {
                let at = self.current + ((i as u64).wrapping_sub(self.current) & old_mask);
                let j = (at & (window - 1)) as usize;
                let chunks = old_full.get_mut(i).map(std::mem::take).unwrap_or_default();
                if !slot.items.is_empty() || !chunks.is_empty() {
                    busy.set(j);
                }
                if !chunks.is_empty() {
                    if self.full.is_empty() {
                        self.full.resize_with(window as usize, VecDeque::new);
                    }
                    self.full[j] = chunks;
                }
                self.slots[j] = slot;
            }
        }
        (self.window, self.busy) = (window, busy);
        self.migrate();
    }

    /// Keeps a drained vector for reuse (a bounded number of each size).
    fn recycle(&mut self, mut v: Vec<T>) {
        v.clear();
        let cap = v.capacity();
        if cap == Self::CHUNK && self.chunks.len() < SPARES {
            self.chunks.push(v);
        } else if cap > 0 && cap <= Self::SMALL && self.small.len() < SPARES {
            self.small.push(v);
        }
    }

    /// Removes the earliest entry; [`Wheel::current`] is then its millisecond and
    /// [`Wheel::last_pos`] its position there.
    #[inline(always)]
    pub(super) fn pop(&mut self) -> Option<T> {
        loop {
            // The slow path only refills the run, so the entry goes from the run to the
            // caller in registers.
            if let Some(item) = self.run.pop() {
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

    /// Starts the next run: the current millisecond's next chunk or vector if it has
    /// more, else the next busy millisecond's first; false when nothing is pending.
    #[cold]
    fn next_run(&mut self) -> bool {
        if self.len == 0 {
            return false;
        }
        let mask = self.window - 1;
        let mut i = (self.current & mask) as usize;
        let chunked = |full: &Vec<VecDeque<Vec<T>>>, i: usize| full.get(i).is_some_and(|f| !f.is_empty());
        if !chunked(&self.full, i) && self.slots.get(i).is_none_or(|s| s.items.is_empty()) {
            // The current millisecond is done.
            if let Some(slot) = self.slots.get_mut(i) {
                slot.base = 0;
            }
            self.run_end = 0;
            let Some(j) = self.busy.next_from((i + 1) & mask as usize) else {
                // The wheel is empty: the next far millisecond is the run as it is.
                let (at, items) = self.far.pop_first().expect("a non-empty queue has a next event");
                self.current = at;
                self.migrate();
                self.start_run(items);
                if let Some(slot) = self.slots.get_mut((at & mask) as usize) {
                    slot.base = self.run_end;
                }
                return true;
            };
            self.current += (j as u64).wrapping_sub(i as u64) & mask;
            self.migrate();
            i = j;
        }
        let next = match self.full.get_mut(i).and_then(VecDeque::pop_front) {
            Some(chunk) => chunk,
            None => {
                let slot = &mut self.slots[i];
                slot.base += slot.items.len() as u32;
                std::mem::take(&mut slot.items)
            }
        };
        if !chunked(&self.full, i) && self.slots[i].items.is_empty() {
            self.busy.clear(i);
        }
        self.start_run(next);
        true
    }

    /// The current millisecond's next entries become the run.
    fn start_run(&mut self, mut next: Vec<T>) {
        self.run_end += next.len() as u32;
        next.reverse();
        let drained = std::mem::replace(&mut self.run, next);
        self.recycle(drained);
    }

    /// Moves every far millisecond the window now reaches into its (empty) slot.
    fn migrate(&mut self) {
        let end = self.current.saturating_add(self.window);
        while let Some(entry) = self.far.first_entry() {
            if *entry.key() >= end {
                break;
            }
            let (at, items) = entry.remove_entry();
            if self.slots.is_empty() {
                self.slots.resize_with(self.window as usize, Slot::default);
            }
            let i = (at & (self.window - 1)) as usize;
            let slot = &mut self.slots[i];
            debug_assert!(slot.items.is_empty() && slot.base == 0, "a far millisecond enters an empty slot");
            let spare = std::mem::replace(&mut slot.items, items);
            self.recycle(spare);
            self.busy.set(i);
        }
    }

    /// The entry at position `pos` of millisecond `at`, if it is still pending.
    pub(super) fn get_mut(&mut self, at: u64, pos: u32) -> Option<&mut T> {
        if at < self.current {
            return None;
        }
        let mut k = pos as usize;
        if at - self.current >= self.window {
            return self.far.get_mut(&at)?.get_mut(k);
        }
        if at == self.current {
            k = k.checked_sub(self.run_end as usize - self.run.len())?;
            if k < self.run.len() {
                let last = self.run.len() - 1;
                return self.run.get_mut(last - k);
            }
            k -= self.run.len();
        }
        let i = (at & (self.window - 1)) as usize;
        if let Some(chunks) = self.full.get_mut(i) {
            for chunk in chunks {
                if k < chunk.len() {
                    return chunk.get_mut(k);
                }
                k -= chunk.len();
            }
        }
        self.slots.get_mut(i)?.items.get_mut(k)
    }
}

/// How many `T` fit in `bytes` (at least 16).
const fn per_bytes<T>(bytes: usize) -> usize {
    match bytes.checked_div(std::mem::size_of::<T>()) {
        Some(n) if n >= 16 => n,
        Some(_) => 16,
        None => bytes,
    }
}

#[cfg(test)]
mod tests;
