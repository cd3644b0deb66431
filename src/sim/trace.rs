//! The per-run trace: one row per event, so a reader can follow a run step by step.
//!
//! Columns (also the CSV header written by `jobsim run --trace FILE`):
//!
//! | column      | meaning                                                        |
//! |-------------|----------------------------------------------------------------|
//! | `time_ms`   | virtual time of the event, in milliseconds since the run began |
//! | `component` | who it happened to: `consumer/3`, `dependency`, `supervisor`…  |
//! | `event`     | a past-tense fact: `RetrySent`, `ConsumerCrashed`…             |
//! | `details`   | `key=value` pairs, space separated                             |

use serde::Serialize;

/// One traced event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TraceRow {
    pub time_ms: u64,
    pub component: String,
    pub event: String,
    pub details: String,
}

/// The trace header, in column order.
pub const TRACE_COLUMNS: [&str; 4] = ["time_ms", "component", "event", "details"];
