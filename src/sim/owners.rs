//! Who owns a queued event, in four bytes: the world, nobody (cancelled), or one
//! incarnation of a process.
//!
//! A process event must know the incarnation that scheduled it, so that a crash drops it.
//! Storing `(process, incarnation)` in every entry would cost 8 bytes an event; instead the
//! entry holds a *tag*, the index of a record `(process, incarnation, pending)` shared by
//! every pending event of that incarnation. A record is opened at the first event an
//! incarnation sends and freed for reuse once the incarnation has ended and its last event
//! has left the queue, so the table follows what is pending, not history.

use super::ProcessId;

/// The tag of a world event.
pub(super) const WORLD: u32 = 0;
/// The tag of a cancelled event, whoever scheduled it.
pub(super) const CANCELLED: u32 = u32::MAX;

struct Record {
    pid: ProcessId,
    incarnation: u32,
    /// Its events still in the queue.
    pending: u32,
}

/// The records of incarnations that have events in the queue (or may send some).
#[derive(Default)]
pub(super) struct Owners {
    records: Vec<Record>,
    free: Vec<u32>,
}

impl Owners {
    /// The tag of one more event of `pid`'s incarnation `incarnation`; `current` is that
    /// incarnation's record (0 until its first event, then kept by the process).
    #[inline]
    pub(super) fn tag(&mut self, pid: ProcessId, incarnation: u32, current: &mut u32) -> u32 {
        if *current == 0 {
            *current = self.open(Record { pid, incarnation, pending: 0 });
        }
        let record = &mut self.records[*current as usize - 1];
        record.pending = record.pending.checked_add(1).expect("over 2^32 pending events of one incarnation");
        *current
    }

    #[cold]
    fn open(&mut self, record: Record) -> u32 {
        match self.free.pop() {
            Some(tag) => {
                self.records[tag as usize - 1] = record;
                tag
            }
            None => {
                self.records.push(record);
                u32::try_from(self.records.len()).ok().filter(|&t| t != CANCELLED).expect("too many incarnations")
            }
        }
    }

    /// The process of a tag.
    #[inline]
    pub(super) fn pid(&self, tag: u32) -> ProcessId {
        self.records[tag as usize - 1].pid
    }

    /// An event with `tag` left the queue (popped or cancelled); `current` is its process's
    /// current record. Returns the incarnation that sent it.
    #[inline]
    pub(super) fn settle(&mut self, tag: u32, current: u32) -> u32 {
        let record = &mut self.records[tag as usize - 1];
        record.pending -= 1;
        let incarnation = record.incarnation;
        if record.pending == 0 && tag != current {
            self.free.push(tag);
        }
        incarnation
    }

    /// The incarnation of `record` (0: it sent nothing) ended.
    pub(super) fn ended(&mut self, record: u32) {
        if record != 0 && self.records[record as usize - 1].pending == 0 {
            self.free.push(record);
        }
    }

    /// Records in use.
    #[cfg(test)]
    fn live(&self) -> usize {
        self.records.len() - self.free.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_follow_pending_events_not_history() {
        let mut owners = Owners::default();
        let pid = ProcessId(7);
        let mut current = 0;
        // An incarnation with two events; it crashes; one event leaves, then the other.
        let a = owners.tag(pid, 0, &mut current);
        assert_eq!(owners.tag(pid, 0, &mut current), a);
        owners.ended(std::mem::take(&mut current));
        assert_eq!(owners.settle(a, current), 0);
        assert_eq!(owners.live(), 1, "one event of the ended incarnation is still queued");
        assert_eq!(owners.settle(a, current), 0);
        assert_eq!(owners.live(), 0);
        // A thousand restarts, each with an event that leaves before the next crash.
        for incarnation in 1..=1000 {
            let t = owners.tag(pid, incarnation, &mut current);
            assert_eq!(owners.settle(t, current), incarnation);
            owners.ended(std::mem::take(&mut current));
        }
        assert_eq!((owners.live(), owners.records.len()), (0, 1), "one record, reused");
        assert_ne!(owners.tag(pid, 1001, &mut current), WORLD);
    }
}
