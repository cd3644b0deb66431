//! Which slots of the wheel hold a millisecond: one bit per slot and one summary bit per
//! word, so the next busy slot is found in a few word operations even on a wide wheel.

/// Most slots a bitmap covers (64 summary bits of 64 words each, per summary word).
const MAX_SLOTS: usize = 1 << 14;

pub(super) struct Busy {
    /// Busy slots (so an empty wheel is known without a search).
    count: usize,
    words: Vec<u64>,
    summary: [u64; MAX_SLOTS / 64 / 64],
}

impl Busy {
    /// A bitmap of `slots` slots (a power of two, at most `MAX_SLOTS`).
    pub(super) fn new(slots: usize) -> Self {
        assert!(slots.is_power_of_two() && slots <= MAX_SLOTS, "bitmap size");
        Busy { count: 0, words: vec![0; slots.div_ceil(64)], summary: [0; MAX_SLOTS / 64 / 64] }
    }

    pub(super) fn set(&mut self, i: usize) {
        let word = &mut self.words[i >> 6];
        self.count += usize::from(*word & (1 << (i & 63)) == 0);
        *word |= 1 << (i & 63);
        self.summary[i >> 12] |= 1 << ((i >> 6) & 63);
    }

    pub(super) fn clear(&mut self, i: usize) {
        let w = i >> 6;
        self.count -= usize::from(self.words[w] & (1 << (i & 63)) != 0);
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
        for s in (w >> 6)..self.words.len().div_ceil(64) {
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
    pub(super) fn next_from(&self, i: usize) -> Option<usize> {
        if self.count == 0 {
            return None;
        }
        self.at_or_after(i).or_else(|| if i > 0 { self.at_or_after(0) } else { None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_busy_bitmap_finds_the_next_slot_and_wraps_around() {
        let mut b = Busy::new(MAX_SLOTS);
        assert_eq!(b.next_from(0), None);
        for i in [3, 64, 4095, 4096, MAX_SLOTS - 1] {
            b.set(i);
        }
        assert_eq!(b.next_from(0), Some(3));
        assert_eq!(b.next_from(4), Some(64));
        assert_eq!(b.next_from(65), Some(4095));
        assert_eq!(b.next_from(4096), Some(4096));
        assert_eq!(b.next_from(4097), Some(MAX_SLOTS - 1));
        b.clear(MAX_SLOTS - 1);
        assert_eq!(b.next_from(4097), Some(3));
        b.clear(4095);
        b.clear(4096);
        assert_eq!(b.next_from(65), Some(3));
    }

    #[test]
    fn a_tiny_bitmap_finds_its_slots() {
        let mut b = Busy::new(16);
        b.set(3);
        b.set(12);
        assert_eq!(b.next_from(4), Some(12));
        assert_eq!(b.next_from(13), Some(3));
        b.clear(3);
        assert_eq!(b.next_from(13), Some(12), "wraps all the way round");
    }

    #[test]
    fn a_small_bitmap_wraps_at_its_own_size() {
        let mut b = Busy::new(256);
        b.set(10);
        b.set(200);
        assert_eq!(b.next_from(201), Some(10));
        assert_eq!(b.next_from(11), Some(200));
        b.set(10);
        b.clear(10);
        b.clear(10);
        b.clear(200);
        assert_eq!(b.count, 0);
        assert_eq!(b.next_from(0), None);
        assert_eq!(b.next_from(255), None);
    }
}
