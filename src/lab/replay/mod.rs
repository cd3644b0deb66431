//! The lab's event replay (issue 21): a scenario's run replayed from the engine's own trace
//! (the rows `jobsim run --trace` writes), paged, with the state at every step reduced from
//! the rows in the scenario's own terms — never a separate re-animation.
//!
//! ```text
//! GET /replay/004/poison-counter?…&from=K&n=M   rows K..K+M and the states after rows K..=K+M
//! GET /replay/004/poison-counter?…&t=MS&n=M     the page around the instant MS (`at` = rows up to MS)
//! ```
//!
//! The answer is JSON: the total row count, the virtual-time range, the page's rows, and
//! `states[j]`, the reduced state after `from + j` rows, so the page steps inside a page
//! without asking again. One reducer per scenario family ([`queue`], [`lease`], [`job`],
//! [`breaker`], [`wave`], [`pool`]); a scenario without one gets the rows only.

pub mod breaker;
pub mod job;
pub mod lease;
pub mod pool;
pub mod queue;
pub mod wave;

use crate::report::words::Words;
use std::sync::{Arc, Mutex, PoisonError};

use serde_json::{Map, Value, json};

use super::{Answer, Known, lab_sized, page, query};
use crate::models::{self, Entry};
use crate::sim::{TraceEvent, TraceRow, TraceSink, Tracer};

/// The reducers' state keys and the catalog messages that name them on the page (the key
/// itself stays the `dt`'s title, as the trace and the JSON have it).
const STATE_WORDS: &[(&str, &str)] = &[
    ("arrived", "lab-state-arrived"),
    ("at", "lab-state-at"),
    ("believe_they_hold", "lab-state-believe-they-hold"),
    ("believe_they_hold_max", "lab-state-believe-they-hold-max"),
    ("breaker", "lab-state-breaker"),
    ("cancel_signals", "lab-state-cancel-signals"),
    ("cancelled", "lab-state-cancelled"),
    ("chunks", "lab-state-chunks"),
    ("closed", "lab-state-closed"),
    ("crashed", "lab-state-crashed"),
    ("crashes", "lab-state-crashes"),
    ("dead_letters", "lab-state-dead-letters"),
    ("expires_at_ms", "lab-state-expires-at-ms"),
    ("failed_calls", "lab-state-failed-calls"),
    ("finished", "lab-state-finished"),
    ("first_failures", "lab-state-first-failures"),
    ("holder", "lab-state-holder"),
    ("holding", "lab-state-holding"),
    ("id", "lab-state-id"),
    ("lease_expired", "lab-state-lease-expired"),
    ("open_until_ms", "lab-state-open-until-ms"),
    ("opened", "lab-state-opened"),
    ("outcome", "lab-state-outcome"),
    ("paused", "lab-state-paused"),
    ("percent", "lab-state-percent"),
    ("probes", "lab-state-probes"),
    ("processed", "lab-state-processed"),
    ("queue_length", "lab-state-queue-length"),
    ("queue_length_max", "lab-state-queue-length-max"),
    ("receives", "lab-state-receives"),
    ("refused_polls", "lab-state-refused-polls"),
    ("retries_in_last_second", "lab-state-retries-in-last-second"),
    ("retries_rejected", "lab-state-retries-rejected"),
    ("retries_scheduled", "lab-state-retries-scheduled"),
    ("retries_waiting", "lab-state-retries-waiting"),
    ("running", "lab-state-running"),
    ("running_max", "lab-state-running-max"),
    ("runs", "lab-state-runs"),
    ("sigterm", "lab-state-sigterm"),
    ("skipped", "lab-state-skipped"),
    ("stale_writes_accepted", "lab-state-stale-writes-accepted"),
    ("stale_writes_rejected", "lab-state-stale-writes-rejected"),
    ("starts", "lab-state-starts"),
    ("stored_status", "lab-state-stored-status"),
    ("stuck", "lab-state-stuck"),
    ("token", "lab-state-token"),
    ("workers", "lab-state-workers"),
];

/// The state keys' names in `w`'s edition, for the page's state panel.
fn state_words(w: &Words) -> Map<String, Value> {
    STATE_WORDS.iter().map(|(k, id)| (k.to_string(), Value::String(w.text(id)))).collect()
}

/// The reducers' values that are words (a breaker's state, a job's stored status as the
/// lesson's table writes it, its outcome and cancel sources, `true` and `false`) and the
/// catalog messages that word them on the page; the JSON keeps the values themselves.
const VALUE_WORDS: &[(&str, &str)] = &[
    ("closed", "lab-value-closed"),
    ("open", "lab-value-open"),
    ("half-open", "lab-value-half-open"),
    ("true", "lab-value-true"),
    ("false", "lab-value-false"),
    ("completed", "lab-value-completed"),
    ("cancelled", "lab-value-cancelled"),
    ("calisiyor", "lab-value-running"),
    ("bitti", "lab-value-done"),
    ("iptal", "lab-value-cancelled"),
    ("user", "term-cancel-user"),
    ("timeout", "term-cancel-timeout"),
    ("shutdown", "term-cancel-shutdown"),
    ("lease_expiry", "term-cancel-lease"),
];

/// The values' words in `w`'s edition, for the page's state panel.
pub fn value_words(w: &Words) -> Map<String, Value> {
    VALUE_WORDS.iter().map(|(v, id)| (v.to_string(), Value::String(w.text(id)))).collect()
}

/// Most rows one answer carries.
pub const MAX_PAGE: usize = 200;

/// One traced row split for a reducer: the sub-run's scope and who it happened to.
#[derive(Clone, Copy, Debug)]
pub struct Row<'a> {
    pub time_ms: u64,
    pub who: &'a str,
    pub event: &'a str,
    pub details: &'a str,
}

impl Row<'_> {
    /// The value of `key=` in the details.
    pub fn field(&self, key: &str) -> Option<&str> {
        self.details.split(' ').find_map(|kv| kv.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
    }
    /// `key=` as a number.
    pub fn num(&self, key: &str) -> Option<u64> {
        self.field(key).and_then(|v| v.parse().ok())
    }
}

/// A scenario family's state, folded from its rows one at a time.
pub trait Reducer: Default {
    fn apply(&mut self, row: &Row<'_>);
    /// The state at virtual time `now_ms`, as the page shows it.
    fn state(&self, now_ms: u64) -> Value;
}

/// `scope:who` → (`scope`, `who`); a row without a scope has the scope `""`.
fn split(component: &str) -> (&str, &str) {
    component.rsplit_once(':').unwrap_or(("", component))
}

/// One reducer per sub-run, in the order the sub-runs first appear.
struct Scoped<R>(Vec<(String, R)>);

impl<R: Reducer> Scoped<R> {
    fn apply(&mut self, r: &TraceRow) {
        let (scope, who) = split(&r.component);
        let row = Row { time_ms: r.time_ms, who, event: &r.event, details: &r.details };
        match self.0.iter_mut().find(|(s, _)| s == scope) {
            Some((_, state)) => state.apply(&row),
            None => {
                let mut state = R::default();
                state.apply(&row);
                self.0.push((scope.to_string(), state));
            }
        }
    }
    fn state(&self, now_ms: u64) -> Value {
        Value::Object(self.0.iter().map(|(s, r)| (s.clone(), r.state(now_ms))).collect::<Map<_, _>>())
    }
}

/// The reducer family of a scenario, by its stem.
pub fn family(stem: &str) -> Option<&'static str> {
    Some(match stem {
        "004-poison-counter" | "004-validation" | "004-visibility-backoff" => "queue",
        "000-lease-lock" | "000-lease-faults" | "000-overlap-sources" => "lease",
        "001-long-job" | "001-cancel-sources" => "job",
        "004-circuit-breaker" => "breaker",
        "004-jitter-wave" => "wave",
        "005-worker-pool" => "pool",
        _ => return None,
    })
}

/// A fold of one sub-run's rows into its family's state.
trait Fold: Send {
    fn apply(&mut self, r: &TraceRow);
    fn state(&self, now_ms: u64) -> Value;
}

impl<R: Reducer + Send> Fold for Scoped<R> {
    fn apply(&mut self, r: &TraceRow) {
        Scoped::apply(self, r);
    }
    fn state(&self, now_ms: u64) -> Value {
        Scoped::state(self, now_ms)
    }
}

/// The fold of `family` for the sub-run `scope` (none for a scenario without a reducer).
fn fold(family: Option<&str>, scope: &str) -> Option<Box<dyn Fold>> {
    fn of<R: Reducer + Send + 'static>(scope: &str) -> Box<dyn Fold> {
        Box::new(Scoped::<R>(vec![(scope.to_string(), R::default())]))
    }
    Some(match family? {
        "queue" => of::<queue::Queue>(scope),
        "lease" => of::<lease::Lease>(scope),
        "job" => of::<job::Job>(scope),
        "breaker" => of::<breaker::Breaker>(scope),
        "wave" => of::<wave::Wave>(scope),
        "pool" => of::<pool::Pool>(scope),
        _ => return None,
    })
}

/// The first pass over a run's trace: its sub-runs in order of appearance and, for the one
/// replayed (the one asked for, else the first), its row count, time range and how many of
/// its rows have happened by the instant `t`. Nothing is kept but counts, so a run of any
/// length replays.
#[derive(Default)]
struct Survey {
    asked: Option<String>,
    t: Option<u64>,
    scopes: Vec<String>,
    total: usize,
    first_ms: Option<u64>,
    last_ms: u64,
    at: usize,
}

impl Survey {
    fn replayed(&self) -> Option<&str> {
        self.asked.as_deref().or(self.scopes.first().map(String::as_str))
    }
}

impl TraceSink for Survey {
    fn record(&mut self, row: &TraceEvent<'_>) {
        let row = row.to_row();
        let scope = split(&row.component).0;
        if !self.scopes.iter().any(|s| s == scope) {
            self.scopes.push(scope.to_string());
        }
        if self.replayed() == Some(scope) {
            self.total += 1;
            self.first_ms.get_or_insert(row.time_ms);
            self.last_ms = row.time_ms;
            if self.t.is_some_and(|t| row.time_ms <= t) {
                self.at += 1;
            }
        }
    }
}

/// The second pass: the replayed sub-run's rows `from..to` and the states after `from`,
/// `from + 1`, …, `to` rows, folded as the rows go by.
struct Window {
    scope: String,
    from: usize,
    to: usize,
    seen: usize,
    last_ms: u64,
    fold: Option<Box<dyn Fold>>,
    rows: Vec<TraceRow>,
    states: Vec<Value>,
}

impl Window {
    fn state(&mut self) {
        if let Some(f) = &self.fold {
            self.states.push(f.state(self.last_ms));
        }
    }
}

impl TraceSink for Window {
    fn record(&mut self, row: &TraceEvent<'_>) {
        if self.seen >= self.to {
            return;
        }
        let row = row.to_row();
        if split(&row.component).0 != self.scope {
            return;
        }
        if self.seen == self.from {
            self.state();
        }
        if let Some(f) = &mut self.fold {
            f.apply(&row);
        }
        self.last_ms = row.time_ms;
        self.seen += 1;
        if self.seen > self.from {
            self.rows.push(row);
            self.state();
        }
    }
}

/// The replay's sizes of `stem` that the request does not set: the small sizes a replay
/// proposes where the course run is too large to watch (`[course] replay` in its file; the
/// request may set them, the page states them).
fn replay_sized(stem: &str, pairs: &[(String, String)]) -> Vec<(String, String)> {
    super::unset(&super::course_of(stem).replay, pairs)
}

/// Runs the scenario of the request (the paging keys left out) with its trace going to
/// `sink`; the sink back.
fn traced<S: TraceSink + 'static>(
    k: &Known,
    entry: &dyn Entry,
    pairs: &[(String, String)],
    job: &super::Job,
    sink: S,
    w: &'static Words,
) -> Result<S, (u16, String)> {
    let mut all = replay_sized(k.stem, pairs);
    all.extend(pairs.iter().cloned());
    let mut sized = lab_sized(k.stem, &all);
    sized.extend(all);
    let sets = query::overrides(&sized, entry.params()).map_err(|e| (400, e.in_words(w)))?;
    let scenario = models::parse(k.file, k.text, &sets).map_err(|e| (400, e.in_words(w)))?;
    let sink = Arc::new(Mutex::new(sink));
    let options = crate::RunOptions { tracer: Tracer::shared(sink.clone()), ..job.options() };
    crate::run(&scenario, &options).map_err(|e| match e.cause.limit {
        crate::sim::Limit::Stopped => (503, job.stopped(&super::command(k.stem, &sets, w))),
        _ => (422, e.in_words(w)),
    })?;
    drop(options);
    let sink = Arc::try_unwrap(sink).map_err(|_| (500, "replay: the trace is still shared".to_string()))?;
    Ok(sink.into_inner().unwrap_or_else(PoisonError::into_inner))
}

/// A paging key's number, or the one-line message naming it and its range.
fn number(pairs: &[(String, String)], key: &str, max: u64, w: &Words) -> Result<Option<u64>, String> {
    match pairs.iter().find(|(k, _)| k == key) {
        None => Ok(None),
        Some((_, v)) => match v.parse::<u64>() {
            Ok(n) if n <= max => Ok(Some(n)),
            _ => Err(w.get("lab-replay-bad-key", &crate::args!(key = key, max = max.to_string(), got = v.as_str()))),
        },
    }
}

/// Most bytes of rows and states one replay page answers with.
pub const MAX_BYTES: usize = 1 << 20;

/// How many of `rows` (at least one) fit in `max` bytes with the states after them
/// (`states[0]` is the state before the first row).
fn kept_within(rows: &[Value], states: &[Value], max: usize) -> usize {
    let size = |v: &Value| serde_json::to_string(v).map_or(0, |s| s.len() + 1);
    let mut used = states.first().map_or(0, size);
    for (j, row) in rows.iter().enumerate() {
        used += size(row) + states.get(j + 1).map_or(0, size);
        if used > max {
            return j.max(1);
        }
    }
    rows.len()
}

fn refused(status: u16, message: &str) -> Answer {
    Answer::new(status, "application/json", json!({ "error": message }).to_string())
}

/// `GET /replay/<lesson>/<name>?…`: a page of the run's trace and the states along it.
pub(super) fn answer(
    k: &Known,
    entry: &dyn Entry,
    pairs: &[(String, String)],
    job: &super::Job,
    w: &'static Words,
) -> Answer {
    let paging = ["from", "n", "t", "scope"];
    let params: Vec<(String, String)> =
        pairs.iter().filter(|(key, _)| !paging.contains(&key.as_str())).cloned().collect();
    let keys =
        (number(pairs, "from", u64::MAX, w), number(pairs, "n", MAX_PAGE as u64, w), number(pairs, "t", u64::MAX, w));
    let (from, n, t) = match keys {
        (Ok(f), Ok(n), Ok(t)) => (f, n.unwrap_or(50) as usize, t),
        (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => return refused(400, &e),
    };
    // The run is deterministic: a first pass counts, a second keeps only the page asked for
    // and folds the state up to it, so no run is too long to replay.
    let asked = pairs.iter().find(|(key, _)| key == "scope").map(|(_, v)| v.to_string());
    let survey = match traced(k, entry, &params, job, Survey { asked: asked.clone(), t, ..Default::default() }, w) {
        Ok(s) => s,
        Err((status, message)) => return refused(status, &message),
    };
    // Each sub-run has its own clock from 0: the replay follows one of them.
    let scope = match asked {
        None => survey.scopes.first().cloned().unwrap_or_default(),
        Some(s) if survey.scopes.contains(&s) => s,
        Some(s) => {
            let scopes = survey.scopes.join(", ");
            return refused(400, &w.get("lab-replay-no-scope", &crate::args!(scope = s, scopes = scopes)));
        }
    };
    let total = survey.total;
    // `at`: how many rows have happened at the instant asked for.
    let at = t.map(|_| survey.at);
    let from = match (from, at) {
        (Some(f), _) => (f as usize).min(total),
        (None, Some(at)) => at.saturating_sub(n / 2),
        (None, None) => 0,
    };
    let to = (from + n).min(total);
    let family = family(k.stem);
    let window = Window {
        scope: scope.clone(),
        from,
        to,
        seen: 0,
        last_ms: 0,
        fold: fold(family, &scope),
        rows: Vec::new(),
        states: Vec::new(),
    };
    let mut window = match traced(k, entry, &params, job, window, w) {
        Ok(w) => w,
        Err((status, message)) => return refused(status, &message),
    };
    if window.seen == from && window.states.is_empty() {
        window.state(); // an empty page: the state after `from` rows
    }
    let mut page: Vec<Value> = window
        .rows
        .iter()
        .enumerate()
        .map(|(j, r)| json!({"i": from + j, "time_ms": r.time_ms, "component": r.component, "event": r.event, "details": r.details}))
        .collect();
    // A page is cut where its rows and states pass MAX_BYTES (a pool of 10,000 workers
    // states 90 KB a row): the script pages on from the rows it got.
    let kept = kept_within(&page, &window.states, MAX_BYTES);
    page.truncate(kept);
    window.states.truncate(kept + 1);
    let to = from + page.len();
    let at = at.map(|a| a.min(to));
    let body = json!({
        "scenario": k.stem,
        "family": family,
        "scopes": survey.scopes,
        "scope": scope,
        "total": total,
        "time_ms_min": survey.first_ms.unwrap_or(0),
        "time_ms_max": survey.last_ms,
        "from": from,
        "at": at.unwrap_or(to),
        "rows": page,
        "states": window.fold.is_some().then_some(window.states),
        "labels": family.map(|_| state_words(w)),
        "values": family.map(|_| value_words(w)),
    });
    Answer::new(200, "application/json", body.to_string())
}

/// The panels appended to a scenario page (the replay, then the sweep): their scripts
/// fill them in.
pub fn panel(stem: &str, path: &str, entry: &dyn Entry, w: &'static Words) -> String {
    panel_in(stem, path, entry, page::Host::Lab, w)
}

/// [`panel`], on a page read at `host`.
pub fn panel_in(stem: &str, path: &str, entry: &dyn Entry, host: page::Host, w: &'static Words) -> String {
    format!("{}{}", replay_panel(stem, path, host, w), super::sweep::panel(path, entry, host, w))
}

fn replay_panel(stem: &str, path: &str, host: page::Host, w: &'static Words) -> String {
    let sized = &super::course_of(stem).replay;
    let note = if sized.is_empty() {
        String::new()
    } else {
        let list: Vec<String> = sized.iter().map(|(k, v)| format!("<code>{k}={v}</code>")).collect();
        let note = w.get("lab-replay-small", &crate::args!(list = list.join(", ")));
        format!("<p class=\"note\">{note}</p>")
    };
    let query: String = sized.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&");
    format!(
        "<section id=\"replay\" class=\"panel\" data-path=\"{p}\" data-family=\"{f}\" data-sized=\"{q}\" tabindex=\"0\" \
         aria-label=\"{aria}\">\n<h2>{title}</h2>\n{note}\n\
         <div class=\"replay-bar\"><button type=\"button\" data-act=\"back\" aria-label=\"{back}\">◀</button>\
         <button type=\"button\" data-act=\"play\" aria-label=\"{play}\">▶</button>\
         <button type=\"button\" data-act=\"step\" aria-label=\"{step}\">▶|</button>\
         <label>{run} <select data-act=\"scope\"></select></label> <label>{speed} <select data-act=\"speed\"><option value=\"1\">1×</option><option value=\"4\" selected>4×</option>\
         <option value=\"16\">16×</option><option value=\"64\">64×</option></select></label>\
         <output class=\"replay-clock\">0 ms</output></div>\n\
         <input type=\"range\" class=\"replay-scrub\" min=\"0\" max=\"0\" value=\"0\" aria-label=\"{clock}\">\n\
         <div class=\"replay-body\"><div class=\"replay-state\" aria-live=\"polite\"></div>\
         <ol class=\"replay-rows\"></ol></div>\n\
         <p class=\"replay-help\">{help}</p>\n\
         </section>\n<link rel=\"stylesheet\" href=\"{css}\">\n<script src=\"{js}\" defer></script>\n",
        css = host.asset("panels.css"),
        js = host.asset("replay.js"),
        p = page::esc(path),
        f = family(stem).unwrap_or(""),
        q = page::esc(&query),
        aria = w.text("lab-replay-aria"),
        title = w.text("lab-replay-title"),
        back = w.text("lab-replay-back"),
        play = w.text("lab-replay-play"),
        step = w.text("lab-replay-step"),
        run = w.text("lab-replay-run"),
        speed = w.text("lab-replay-speed"),
        clock = w.text("lab-replay-clock"),
        help = w.get("lab-replay-help", &crate::args!(trace = "<code>jobsim run --trace</code>")),
    )
}
