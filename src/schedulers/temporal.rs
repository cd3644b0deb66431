//! Temporal Schedules: what happens to a start that comes while an earlier run of the
//! schedule is still running (the overlap policy), and which missed starts are made up
//! after an outage (the catch-up window).
//!
//! Sources: temporalio/api `temporal/api/enums/v1/schedule.proto` (the
//! policies' meaning), temporalio/temporal `service/worker/scheduler/buffer.go`
//! (`processBuffer`, read at commit 4f7435f9), `service/worker/scheduler/workflow.go`
//! (`DefaultCatchupWindow`, `MinCatchupWindow`, `processTimeRange`, `MaxBufferSize`),
//! temporalio/api `temporal/api/schedule/v1/message.proto` @f53963d4 (the catch-up
//! window "defaults to one year, and can't be less than 10 seconds"; older copies of the
//! proto say 60 seconds; the server changed in commit aca0d911, #4332, 2023-05-12).
//!
//! The scheduler adds every due start to its buffer, then processes the buffer: the
//! first start it may run with nothing running is started; the others follow the
//! policy. It processes the buffer again whenever a run it started closes, so a
//! buffered start begins the instant the run before it ends.
//!
//! ```
//! use jobsim::schedulers::temporal::{Overlap, process_buffer};
//! // Nothing running: the first start goes, SKIP drops the rest, BUFFER_ONE keeps one.
//! let skip = process_buffer(&[1, 2, 3], false, Overlap::Skip);
//! assert_eq!((skip.start, skip.buffer.len(), skip.overlap_skipped), (Some(1), 0, 2));
//! let one = process_buffer(&[1, 2, 3], false, Overlap::BufferOne);
//! assert_eq!((one.start, one.buffer, one.overlap_skipped), (Some(1), vec![2], 1));
//! ```

/// One day, in ms.
const DAY_MS: i64 = 86_400_000;

/// The catch-up window when the schedule sets none: one year (server
/// `DefaultCatchupWindow: 365 * 24 * time.Hour`).
pub const DEFAULT_CATCHUP_WINDOW_MS: i64 = 365 * DAY_MS;

/// The smallest catch-up window the server accepts (`MinCatchupWindow: 10 * time.Second`).
pub const MIN_CATCHUP_WINDOW_MS: i64 = 10_000;

/// The most starts the buffer holds (`MaxBufferSize = 1000`): a start added to a full
/// buffer is dropped (a buffer overrun).
pub const MAX_BUFFER_SIZE: usize = 1000;

/// The overlap policy (`ScheduleOverlapPolicy`; the enum value in the comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlap {
    /// 1, the default: "don't start anything"; the next scheduled start after the run
    /// completes is considered.
    Skip,
    /// 2: start again as soon as the current run completes, but buffer only one start.
    BufferOne,
    /// 3: buffer any number of starts, run one after the other.
    BufferAll,
    /// 4: cancel the running one, start the new one once the cancellation completes.
    CancelOther,
    /// 5: terminate the running one, start the new one at once.
    TerminateOther,
    /// 6: start any number of concurrent runs.
    AllowAll,
}

impl Overlap {
    pub const ALL: [Overlap; 6] = [
        Overlap::Skip,
        Overlap::BufferOne,
        Overlap::BufferAll,
        Overlap::CancelOther,
        Overlap::TerminateOther,
        Overlap::AllowAll,
    ];
    /// The enum's name without its prefix (`SKIP`).
    pub fn name(self) -> &'static str {
        ["SKIP", "BUFFER_ONE", "BUFFER_ALL", "CANCEL_OTHER", "TERMINATE_OTHER", "ALLOW_ALL"][self as usize]
    }
}

/// What one pass over the buffer decides.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Processed<T> {
    /// `ALLOW_ALL` starts: all started now, untracked as "running".
    pub overlapping: Vec<T>,
    /// The one start that may run now (nothing of the schedule's is running).
    pub start: Option<T>,
    /// What stays in the buffer.
    pub buffer: Vec<T>,
    /// Cancel (or terminate) the running run.
    pub need_cancel: bool,
    pub need_terminate: bool,
    /// Starts dropped by `SKIP` and by `BUFFER_ONE` past its one (Temporal's
    /// `OverlapSkipped`).
    pub overlap_skipped: u32,
    /// Starts dropped without a count: with nothing running, a later `CANCEL_OTHER` or
    /// `TERMINATE_OTHER` start replaces the one chosen to run in the same pass.
    pub replaced: Vec<T>,
}

/// One pass over the buffer (`processBuffer` of `buffer.go`), for a schedule whose starts
/// all have the one policy `policy`. `is_running`: a run this schedule started (and
/// tracks: not an `ALLOW_ALL` one) has not closed yet.
pub fn process_buffer<T: Copy + PartialEq>(buffer: &[T], is_running: bool, policy: Overlap) -> Processed<T> {
    let mut out = Processed {
        overlapping: Vec::new(),
        start: None,
        buffer: Vec::new(),
        need_cancel: false,
        need_terminate: false,
        overlap_skipped: 0,
        replaced: Vec::new(),
    };
    for &start in buffer {
        if policy == Overlap::AllowAll {
            out.overlapping.push(start);
            continue;
        }
        if !is_running && out.start.is_none() {
            out.start = Some(start);
            continue;
        }
        match policy {
            Overlap::Skip => out.overlap_skipped += 1,
            Overlap::BufferOne if out.buffer.is_empty() => out.buffer.push(start),
            Overlap::BufferOne => out.overlap_skipped += 1,
            Overlap::BufferAll => out.buffer.push(start),
            Overlap::CancelOther | Overlap::TerminateOther if is_running => {
                if policy == Overlap::CancelOther {
                    out.need_cancel = true;
                } else {
                    out.need_terminate = true;
                }
                out.buffer.push(start);
            }
            Overlap::CancelOther | Overlap::TerminateOther => {
                out.replaced.extend(out.start.replace(start));
            }
            Overlap::AllowAll => unreachable!("handled above"),
        }
    }
    if out.need_cancel || out.need_terminate {
        // A pending cancel or terminate would hit the overlapping starts too.
        out.overlapping.clear();
    }
    out
}

/// Adds a due start to the buffer (`addStart`): false when the buffer already holds
/// [`MAX_BUFFER_SIZE`] starts and this one is dropped.
pub fn add_start<T>(buffer: &mut Vec<T>, start: T) -> bool {
    if buffer.len() >= MAX_BUFFER_SIZE {
        return false;
    }
    buffer.push(start);
    true
}

/// Whether a start due at `nominal` is still made up when the scheduler processes it at
/// `now` (`processTimeRange`): it is skipped, and counted in `MissedCatchupWindow`, when
/// `now − nominal > window`.
///
/// ```
/// use jobsim::schedulers::temporal::{DEFAULT_CATCHUP_WINDOW_MS, within_catchup_window};
/// assert!(within_catchup_window(0, 60_000, 60_000));
/// assert!(!within_catchup_window(0, 60_001, 60_000));
/// assert!(within_catchup_window(0, 32 * 86_400_000, DEFAULT_CATCHUP_WINDOW_MS));
/// ```
pub fn within_catchup_window(nominal: i64, now: i64, window_ms: i64) -> bool {
    now - nominal <= window_ms
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_running_run_makes_every_policy_but_allow_all_wait_or_drop() {
        let skip = process_buffer(&[7], true, Overlap::Skip);
        assert_eq!((skip.start, skip.overlap_skipped, skip.buffer.len()), (None, 1, 0));
        let all = process_buffer(&[7, 8, 9], true, Overlap::BufferAll);
        assert_eq!(all.buffer, vec![7, 8, 9]);
        let cancel = process_buffer(&[7], true, Overlap::CancelOther);
        assert!(cancel.need_cancel && !cancel.need_terminate && cancel.buffer == vec![7]);
        let terminate = process_buffer(&[7], true, Overlap::TerminateOther);
        assert!(terminate.need_terminate && terminate.buffer == vec![7]);
        let allow = process_buffer(&[7, 8], true, Overlap::AllowAll);
        assert_eq!((allow.overlapping, allow.start), (vec![7, 8], None));
    }

    #[test]
    fn with_nothing_running_a_later_cancel_start_replaces_the_chosen_one() {
        let p = process_buffer(&[1, 2, 3], false, Overlap::CancelOther);
        assert_eq!((p.start, p.replaced, p.buffer.len()), (Some(3), vec![1, 2], 0));
    }

    #[test]
    fn a_full_buffer_drops_the_start() {
        let mut b: Vec<u32> = (0..1000).collect();
        assert!(!add_start(&mut b, 1000));
        b.pop();
        assert!(add_start(&mut b, 1000));
    }
}
