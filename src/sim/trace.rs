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
//!
//! Rows go to a [`Tracer`] as they happen, so a long trace streams to its destination
//! (the CLI writes it to a temporary file) instead of piling up in memory. A model that
//! runs several sub-simulations scopes the tracer (`full:consumer/3`).

use std::sync::{Arc, Mutex, PoisonError};

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

/// One traced event as a sink receives it: borrowed, so a sink that writes rows out
/// allocates nothing per row. The component is `scope` followed by `component`.
#[derive(Clone, Copy, Debug)]
pub struct TraceEvent<'a> {
    pub time_ms: u64,
    pub scope: &'a str,
    pub component: &'a str,
    pub event: &'a str,
    pub details: &'a str,
}

impl TraceEvent<'_> {
    /// The owned row.
    pub fn to_row(&self) -> TraceRow {
        TraceRow {
            time_ms: self.time_ms,
            component: format!("{}{}", self.scope, self.component),
            event: self.event.to_string(),
            details: self.details.to_string(),
        }
    }
}

/// Where trace rows go.
pub trait TraceSink: Send {
    fn record(&mut self, row: &TraceEvent<'_>);
}

impl TraceSink for Vec<TraceRow> {
    fn record(&mut self, row: &TraceEvent<'_>) {
        self.push(row.to_row());
    }
}

type SharedSink = Arc<Mutex<dyn TraceSink>>;

/// A handle on the run's trace: off, or a shared sink plus a component prefix.
///
/// # Example
/// ```
/// use jobsim::sim::Tracer;
/// let (tracer, rows) = Tracer::collect();
/// tracer.scoped("full").record(5, "consumer/0", "RetrySent", "attempt=1".into());
/// assert_eq!(rows.take()[0].component, "full:consumer/0");
/// assert!(!Tracer::off().is_on());
/// ```
#[derive(Clone, Default)]
pub struct Tracer {
    sink: Option<SharedSink>,
    scope: String,
}

impl std::fmt::Debug for Tracer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tracer").field("on", &self.sink.is_some()).field("scope", &self.scope).finish()
    }
}

impl Tracer {
    /// No trace: recording does nothing and details are never built.
    pub fn off() -> Self {
        Tracer::default()
    }

    /// Rows go to `sink`.
    pub fn to(sink: impl TraceSink + 'static) -> Self {
        Tracer { sink: Some(Arc::new(Mutex::new(sink))), scope: String::new() }
    }

    /// Rows go to a sink the caller keeps a handle on (to flush or inspect it after the run).
    pub fn shared<S: TraceSink + 'static>(sink: Arc<Mutex<S>>) -> Self {
        let sink: SharedSink = sink;
        Tracer { sink: Some(sink), scope: String::new() }
    }

    /// Rows are kept in memory; the returned buffer hands them out.
    pub fn collect() -> (Tracer, TraceBuffer) {
        let rows: Arc<Mutex<Vec<TraceRow>>> = Arc::new(Mutex::new(Vec::new()));
        let sink: SharedSink = rows.clone();
        (Tracer { sink: Some(sink), scope: String::new() }, TraceBuffer { rows })
    }

    /// The same sink, with `prefix:` in front of every component.
    pub fn scoped(&self, prefix: &str) -> Tracer {
        if self.sink.is_none() {
            return Tracer::off();
        }
        Tracer { sink: self.sink.clone(), scope: format!("{}{prefix}:", self.scope) }
    }

    /// Whether rows are recorded (check it before building expensive details).
    pub fn is_on(&self) -> bool {
        self.sink.is_some()
    }

    /// Records one row.
    pub fn record(&self, time_ms: u64, component: &str, event: &str, details: String) {
        if let Some(sink) = &self.sink {
            let row = TraceEvent { time_ms, scope: &self.scope, component, event, details: &details };
            sink.lock().unwrap_or_else(PoisonError::into_inner).record(&row);
        }
    }

    /// Records rows collected elsewhere (a sub-run traced into a buffer), in order.
    pub fn replay(&self, rows: Vec<TraceRow>) {
        for r in rows {
            self.record(r.time_ms, &r.component, &r.event, r.details);
        }
    }
}

/// The rows of a [`Tracer::collect`] trace.
#[derive(Clone, Debug)]
pub struct TraceBuffer {
    rows: Arc<Mutex<Vec<TraceRow>>>,
}

impl TraceBuffer {
    /// Takes every row recorded so far.
    pub fn take(&self) -> Vec<TraceRow> {
        std::mem::take(&mut *self.rows.lock().unwrap_or_else(PoisonError::into_inner))
    }
}
