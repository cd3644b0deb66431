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
//! A busy slot points to its millisecond's buffer: a vector of entries in push order,
//! preceded by full chunks of [`CHUNK_BYTES`] when the millisecond holds more (a vector
//! that fills moves to the chunks instead of being copied into a bigger one). When the
//! millisecond comes, its chunks and then its vector become the *run*, one at a time, and
//! are popped front to back; each is given back as soon as it is drained, so a big
//! millisecond (a million requests at t=0) frees its memory while it is processed and
//! memory follows what is pending. Drained vectors are kept for reuse, a bounded number
//! of each size, so a steady run allocates nothing. A bitmap of busy slots (two levels)
//! finds the next pending millisecond in a few word operations. Time and sequence number
//! are not stored: the time is the slot's, the order is the position in it.
//!
//! **Order.** Within a millisecond, entries pop in push order: run, chunks, vector. Every
//! entry in the wheel is due within `[current, current + WINDOW_MS)` and every far entry
//! at or after `current + WINDOW_MS`, so the earliest busy slot holds the earliest events.
//! A far millisecond enters its slot before the window reaches it, so its entries (pushed
//! earlier) stay ahead of every later push to the same millisecond.

mod busy;

use std::collections::{BTreeMap, VecDeque};

use busy::Busy;

/// The most milliseconds the wheel covers from the current one (a power of two): the
/// anchors' backoffs (up to 8 s) fit; later events wait in the overflow calendar.
pub(super) const MAX_WINDOW_MS: u64 = 1 << 14;
/// The window a wheel starts with, so a small run allocates little: it widens to
/// [`MAX_WINDOW_MS`] once [`WIDEN_AFTER`] pushes have gone past it that the widest window
/// would have taken.
const MIN_WINDOW_MS: u64 = 1 << 8;
const WIDEN_AFTER: u32 = 256;
/// Bytes of a full chunk: a millisecond's vector grows to this size, then chains.
const CHUNK_BYTES: usize = 4096;
/// Drained vectors up to this size are kept for reuse as small ones.
const SMALL_BYTES: usize = 1024;
/// Drained vectors kept, of each size class.
const SPARES: usize = 64;

/// One pending millisecond: its entries in push order, the chunks then the vector.
struct Buf<T> {
    /// Entries of this millisecond before `items` (in `full`, in runs, popped): the
    /// position of `items[0]`.
    base: u32,
    full: VecDeque<Vec<T>>,
    items: Vec<T>,
}

/// A priority queue of `T` by integer millisecond, first in first out within one.
pub(super) struct Wheel<T> {
    /// The millisecond of the last pop (0 before the first): nothing pending is earlier.
    current: u64,
    /// The current millisecond's entries being popped, in order.
    run: VecDeque<T>,
    /// The position after the run's last entry: `run_end - run.len()` entries of the
    /// current millisecond have been popped.
    run_end: u32,
    /// Milliseconds covered from `current`: the number of slots (a power of two).
    window: u64,
    /// Pushes past the window while it is narrow, that the widest window would take.
    far_pushes: u32,
    /// Per slot, 1 + the index of its millisecond's buffer, or 0 (allocated at first use;
    /// a buffer per busy slot, so at most [`MAX_WINDOW_MS`] of them).
    slots: Vec<u16>,
    busy: Busy,
    bufs: Vec<Buf<T>>,
    free_bufs: Vec<u32>,
    /// Drained vectors of a chunk's capacity, and small ones, for reuse.
    chunks: Vec<Vec<T>>,
    small: Vec<Vec<T>>,
    /// Events due at or after `current + WINDOW_MS`, by millisecond, in push order.
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
            run: VecDeque::new(),
            run_end: 0,
            window: MIN_WINDOW_MS,
            far_pushes: 0,
            slots: Vec::new(),
            busy: Busy::new(MIN_WINDOW_MS as usize),
            bufs: Vec::new(),
            free_bufs: Vec::new(),
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
        let b = match self.slots.get(i) {
            Some(&b) if b != 0 => b as usize - 1,
            _ => self.open(i),
        };
        if self.bufs[b].items.len() == self.bufs[b].items.capacity() {
            self.make_room(b);
        }
        let buf = &mut self.bufs[b];
        (&mut buf.items, buf.base)
    }

    /// Gives slot `i` a buffer; returns its index.
    #[cold]
    fn open(&mut self, i: usize) -> usize {
        if self.slots.is_empty() {
            self.slots = vec![0; self.window as usize];
        }
        let b = match self.free_bufs.pop() {
            Some(b) => b as usize,
            None => {
                self.bufs.push(Buf { base: 0, full: VecDeque::new(), items: Vec::new() });
                self.bufs.len() - 1
            }
        };
        // A run of the current millisecond without a slot (it came from `far`) is ahead.
        if i == (self.current & (self.window - 1)) as usize {
            self.bufs[b].base = self.run_end;
        }
        self.slots[i] = u16::try_from(b + 1).expect("no more buffers than slots");
        self.busy.set(i);
        b
    }

    /// Room for one more entry in buffer `b`, whose vector is full (or has no capacity):
    /// a reused vector, a vector twice as big below a chunk, or a new chunk.
    #[cold]
    fn make_room(&mut self, b: usize) {
        let buf = &mut self.bufs[b];
        let len = buf.items.len();
        if len >= Self::CHUNK {
            let next = self.chunks.pop().unwrap_or_else(|| Vec::with_capacity(Self::CHUNK));
            let chunk = std::mem::replace(&mut buf.items, next);
            buf.base = buf.base.checked_add(len as u32).expect("over 2^32 events at one millisecond");
            buf.full.push_back(chunk);
        } else if let Some(spare) = self.small.pop().filter(|_| len == 0) {
            buf.items = spare;
        } else {
            buf.items.reserve_exact(len.clamp(4, Self::CHUNK - len));
        }
        assert!(buf.base.checked_add(buf.items.len() as u32 + 1).is_some(), "over 2^32 events at one millisecond");
    }

    /// The vector of a push past the window (and its base position): a far
    /// millisecond's, or, if that push widens the window to reach it, its slot's.
    #[cold]
    fn far_items(&mut self, at: u64) -> (&mut Vec<T>, u32) {
        if self.window < MAX_WINDOW_MS && at - self.current < MAX_WINDOW_MS {
            self.far_pushes += 1;
            if self.far_pushes >= WIDEN_AFTER {
                self.widen();
                if at - self.current < self.window {
                    return self.slot_items(at);
                }
            }
        }
        let small = &mut self.small;
        let items = self.far.entry(at).or_insert_with(|| small.pop().unwrap_or_default());
        assert!(u32::try_from(items.len()).is_ok(), "over 2^32 events at one millisecond");
        (items, 0)
    }

    /// The window grows to [`MAX_WINDOW_MS`]: busy slots move to their new index, and
    /// far milliseconds it now reaches enter their slots.
    fn widen(&mut self) {
        let (old_mask, window) = (self.window - 1, MAX_WINDOW_MS);
        let mut busy = Busy::new(window as usize);
        if !self.slots.is_empty() {
            let mut slots = vec![0; window as usize];
            for (i, &b) in self.slots.iter().enumerate().filter(|(_, b)| **b != 0) {
                let at = self.current + ((i as u64).wrapping_sub(self.current) & old_mask);
                let j = (at & (window - 1)) as usize;
                slots[j] = b;
                busy.set(j);
            }
            self.slots = slots;
        }
        (self.window, self.busy) = (window, busy);
        self.migrate();
    }

    /// Keeps a drained vector for reuse (a bounded number of each size).
    fn recycle(&mut self, v: Vec<T>) {
        debug_assert!(v.is_empty());
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
            if let Some(item) = self.run.pop_front() {
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
        let mut b = self.slots.get(i).map_or(0, |&b| b as usize);
        let here = b != 0 && (!self.bufs[b - 1].full.is_empty() || !self.bufs[b - 1].items.is_empty());
        if !here {
            if b != 0 {
                self.release(i, b - 1);
            }
            self.run_end = 0;
            // Every buffer free: no busy slot, no need to search the bitmap.
            let busy = self.free_bufs.len() < self.bufs.len();
            let Some(j) = (if busy { self.busy.next_from((i + 1) & mask as usize) } else { None }) else {
                // The wheel is empty: the next far millisecond is the run as it is.
                let (at, items) = self.far.pop_first().expect("a non-empty queue has a next event");
                self.current = at;
                self.migrate();
                self.start_run(items);
                return true;
            };
            self.current += (j as u64).wrapping_sub(i as u64) & mask;
            self.migrate();
            i = (self.current & mask) as usize;
            b = self.slots[i] as usize;
        }
        let buf = &mut self.bufs[b - 1];
        let next = match buf.full.pop_front() {
            Some(chunk) => chunk,
            None => {
                buf.base += buf.items.len() as u32;
                std::mem::take(&mut buf.items)
            }
        };
        self.start_run(next);
        true
    }

    /// The current millisecond's next entries become the run.
    fn start_run(&mut self, next: Vec<T>) {
        self.run_end += next.len() as u32;
        let drained = std::mem::replace(&mut self.run, VecDeque::from(next));
        self.recycle(Vec::from(drained));
    }

    /// Slot `i`'s millisecond is over: its buffer `b` goes back to the pool.
    fn release(&mut self, i: usize, b: usize) {
        self.slots[i] = 0;
        self.busy.clear(i);
        let buf = &mut self.bufs[b];
        debug_assert!(buf.full.is_empty() && buf.items.is_empty());
        buf.base = 0;
        if buf.full.capacity() > 64 {
            buf.full = VecDeque::new();
        }
        let items = std::mem::take(&mut buf.items);
        self.recycle(items);
        self.free_bufs.push(b as u32);
    }

    /// Moves every far millisecond the window now reaches into its (empty) slot.
    fn migrate(&mut self) {
        let end = self.current.saturating_add(self.window);
        while let Some(entry) = self.far.first_entry() {
            if *entry.key() >= end {
                break;
            }
            let (at, items) = entry.remove_entry();
            let i = (at & (self.window - 1)) as usize;
            debug_assert!(self.slots.get(i).is_none_or(|&b| b == 0), "a far millisecond enters an empty slot");
            let b = self.open(i);
            self.bufs[b].items = items;
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
                return self.run.get_mut(k);
            }
            k -= self.run.len();
        }
        let b = *self.slots.get((at & (self.window - 1)) as usize)? as usize;
        let buf = self.bufs.get_mut(b.checked_sub(1)?)?;
        for chunk in &mut buf.full {
            if k < chunk.len() {
                return chunk.get_mut(k);
            }
            k -= chunk.len();
        }
        buf.items.get_mut(k)
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
mod tests {
    use super::*;

    #[test]
    fn positions_count_per_millisecond_and_find_pending_entries() {
        let mut w = Wheel::new();
        let pos: Vec<u32> = (0..2500).map(|i| w.push(i % 2, i)).collect();
        assert_eq!(&pos[..4], &[0, 0, 1, 1]);
        assert_eq!(pos[2499], 1249);
        assert!(w.bufs.iter().all(|b| !b.full.is_empty()), "both milliseconds chained chunks");
        assert_eq!(w.push(MAX_WINDOW_MS + 7, 5000), 0);
        assert_eq!(w.push(MAX_WINDOW_MS + 7, 5001), 1);
        *w.get_mut(1, 3).unwrap() += 10_000; // the 4th event at 1 ms is 7
        *w.get_mut(1, 1000).unwrap() += 10_000; // 2001, in a later chunk
        assert_eq!(w.pop(), Some(0));
        assert_eq!((w.current, w.last_pos()), (0, 0));
        assert_eq!(w.push(0, 9000), 1250, "a push for the current millisecond runs after the rest");
        assert!(w.get_mut(0, 0).is_none(), "popped");
        *w.get_mut(0, 2).unwrap() += 10_000;
        *w.get_mut(0, 600).unwrap() += 10_000;
        *w.get_mut(0, 1250).unwrap() += 10_000;
        let popped: Vec<(u64, u32, u64)> =
            std::iter::from_fn(|| w.pop().map(|e| (w.current, w.last_pos(), e))).collect();
        assert_eq!(popped[0], (0, 1, 2));
        assert_eq!(popped[1], (0, 2, 10_004));
        assert_eq!(popped[599], (0, 600, 11_200));
        assert_eq!(popped[1249], (0, 1250, 19_000));
        assert_eq!(popped[1253], (1, 3, 10_007));
        assert_eq!(popped[2250], (1, 1000, 12_001));
        assert_eq!(popped[2500], (MAX_WINDOW_MS + 7, 0, 5000));
        assert_eq!(popped[2501], (MAX_WINDOW_MS + 7, 1, 5001));
        assert_eq!(w.len(), 0);
        assert_eq!(w.pop(), None);
        assert!(w.get_mut(1, 3).is_none());
        assert!(w.bufs.iter().all(|b| b.full.is_empty() && b.items.is_empty()));
        assert!(w.chunks.len() + w.small.len() > 0, "drained vectors are kept for reuse");
    }
}
