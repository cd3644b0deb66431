//! The visible messages of a queue, in the queue's [`Order`].

use std::collections::{BTreeSet, VecDeque};
use std::ops::Range;

use super::Order;

/// Visible message ids: a FIFO, or a set taken lowest id first.
#[derive(Clone, Debug)]
pub(super) enum Visible {
    /// The FIFO is the ids of `fresh`, in order, then those of `back`. A queue starts with
    /// its messages in id order, so a million of them take a range, not a million entries.
    Fifo {
        fresh: Range<u32>,
        back: VecDeque<u32>,
    },
    ById(BTreeSet<u32>),
}

impl Visible {
    /// Ids `0..count`, all visible.
    pub(super) fn all(order: Order, count: u32) -> Visible {
        match order {
            Order::Fifo => Visible::Fifo { fresh: 0..count, back: VecDeque::new() },
            Order::ById => Visible::ById((0..count).collect()),
        }
    }

    /// The same ids in `order` (a FIFO's order is its ids' order before any receive).
    pub(super) fn reordered(self, order: Order) -> Visible {
        match (self, order) {
            (Visible::Fifo { fresh, back }, Order::ById) => Visible::ById(fresh.chain(back).collect()),
            (Visible::ById(ids), Order::Fifo) => Visible::Fifo { fresh: 0..0, back: ids.into_iter().collect() },
            (same, _) => same,
        }
    }

    pub(super) fn len(&self) -> usize {
        match self {
            Visible::Fifo { fresh, back } => fresh.len() + back.len(),
            Visible::ById(ids) => ids.len(),
        }
    }

    /// Makes `id` visible: at the back of a FIFO, in its place by id.
    pub(super) fn push(&mut self, id: u32) {
        match self {
            Visible::Fifo { fresh, back } if back.is_empty() && (fresh.start == fresh.end || fresh.end == id) => {
                if fresh.start == fresh.end {
                    *fresh = id..id;
                }
                fresh.end = id + 1;
            }
            Visible::Fifo { back, .. } => back.push_back(id),
            Visible::ById(ids) => {
                ids.insert(id);
            }
        }
    }

    /// Takes the next id to receive.
    pub(super) fn pop(&mut self) -> Option<u32> {
        match self {
            Visible::Fifo { fresh, back } => fresh.next().or_else(|| back.pop_front()),
            Visible::ById(ids) => ids.pop_first(),
        }
    }

    /// Removes a visible `id` (deleted without being received).
    pub(super) fn remove(&mut self, id: u32) {
        match self {
            Visible::Fifo { fresh, back } if fresh.contains(&id) => {
                let rest: VecDeque<u32> = fresh.clone().filter(|&v| v != id).chain(back.drain(..)).collect();
                (*fresh, *back) = (0..0, rest);
            }
            Visible::Fifo { back, .. } => back.retain(|&v| v != id),
            Visible::ById(ids) => {
                ids.remove(&id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drain(v: &mut Visible) -> Vec<u32> {
        std::iter::from_fn(|| v.pop()).collect()
    }

    #[test]
    fn the_fifo_keeps_its_order_across_the_fresh_range_and_the_back() {
        let mut v = Visible::all(Order::Fifo, 4);
        assert_eq!(v.pop(), Some(0));
        v.push(0); // comes back: behind 1, 2, 3
        v.push(4); // a new message: behind 0
        v.remove(2);
        assert_eq!(v.len(), 4);
        assert_eq!(drain(&mut v), [1, 3, 0, 4]);
        v.push(7);
        v.push(8);
        v.push(5);
        assert_eq!(drain(&mut v), [7, 8, 5]);
    }
}
