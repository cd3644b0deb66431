//! The wheel against a sorted reference: positions, pending entries, the widening.

use super::*;

#[test]
fn positions_count_per_millisecond_and_find_pending_entries() {
    let mut w = Wheel::new();
    let pos: Vec<u32> = (0..2500).map(|i| w.push(i % 2, i)).collect();
    assert_eq!(&pos[..4], &[0, 0, 1, 1]);
    assert_eq!(pos[2499], 1249);
    assert!(!w.full[0].is_empty() && !w.full[1].is_empty(), "both milliseconds chained chunks");
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
    let popped: Vec<(u64, u32, u64)> = std::iter::from_fn(|| w.pop().map(|e| (w.current, w.last_pos(), e))).collect();
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
    assert!(w.full.iter().all(VecDeque::is_empty) && w.slots.iter().all(|s| s.items.is_empty()));
    assert!(w.chunks.len() + w.small.len() > 0, "drained vectors are kept for reuse");
}

/// Pushes near, far and at the window's edges, with pops in between, long enough
/// that the window widens while slots, chunks and far milliseconds hold entries.
#[test]
fn pops_match_a_sorted_reference_across_the_widening() {
    let mut w = Wheel::new();
    let mut reference = std::collections::BTreeSet::new();
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut widened_with_pending = false;
    for n in 0..20_000u64 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if x % 5 < 2 && !reference.is_empty() {
            let item = w.pop().unwrap();
            let (at, pos, want) = reference.pop_first().unwrap();
            assert_eq!((w.current, w.last_pos(), item), (at, pos, want));
        } else {
            let delay = match x % 7 {
                0 => 0,
                1..=3 => (x >> 8) % 40,
                4 => 15 + (x >> 8) % 3,
                5 => (x >> 8) % 20_000,
                _ => 2_000 * ((x >> 8) % 4),
            };
            let at = w.current + delay;
            let before = w.window;
            let pos = w.push(at, n);
            widened_with_pending |= before < w.window && w.len > 1;
            reference.insert((at, pos, n));
        }
        assert_eq!(w.len(), reference.len());
    }
    while let Some((at, pos, want)) = reference.pop_first() {
        assert_eq!((w.pop(), w.current, w.last_pos()), (Some(want), at, pos));
    }
    assert!(widened_with_pending && w.window == MAX_WINDOW_MS);
    assert_eq!(w.pop(), None);
}
