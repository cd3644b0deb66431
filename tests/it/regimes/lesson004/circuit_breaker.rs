//! circuit-breaker's checker and coincidences.

use super::super::claims::{Claims, Run, at, cell, max, num, nums, row_where};
use super::super::facts;
use super::{field, stated, yes};

/// The calls chart's title (calls in the outage with and without the breaker, the dead
/// letters it saves) and caption (the unguarded row's retries, calls and dead letters, the
/// breaker's opening, the drain after the outage, the named policy's give-ups, the steps'
/// width) and labels, from their facts, re-derived from the `breakers` table.
pub fn circuit_breaker(r: &Run, c: &mut Claims) {
    let t = r.table("breakers");
    let f = r.figure("calls").unwrap();
    let n = |b: &str, column: &str| at(t, "breaker", b, column);
    let (calls, dead) = ("calls_during_outage", "dead_lettered");
    match (n("off", calls), n("on", calls)) {
        (Some(off), Some(on)) if off > on => {
            facts::expect(f, "circuit-breaker-title-fewer").num("off", off).num("on", on).holds(c);
            let opened = n("on", "times_opened").is_some_and(|o| o > 0.0);
            c.hold(opened, &f.title, "the breaker opened (it is what cuts the calls)");
            let (off_dead, on_dead) = (n("off", dead).unwrap_or(0.0), n("on", dead).unwrap_or(0.0));
            let regime = match (off_dead > 0.0 && on_dead == 0.0, off_dead > on_dead) {
                (true, _) => Some("none"),
                (false, true) => Some("fewer"),
                _ => None,
            };
            match regime {
                Some(regime) => facts::expect(f, "circuit-breaker-title-dead")
                    .is("dead", regime)
                    .num("off", off_dead)
                    .num("on", on_dead)
                    .holds(c),
                None => c.hold(stated(f, "circuit-breaker-title-dead") == 0, &f.title, "dead letters saved"),
            }
        }
        (Some(off), Some(on)) => facts::expect(f, "circuit-breaker-title-calls").num("off", off).num("on", on).holds(c),
        _ => {
            let row = &t.rows[0];
            facts::expect(f, "circuit-breaker-title-one")
                .num("calls", field(t, row, calls))
                .num("dead", field(t, row, dead))
                .holds(c);
        }
    }
    let named_column = t.columns.iter().any(|c| c == "given_up");
    let given_up = |b: &str| if named_column { n(b, "given_up").unwrap_or(0.0) } else { 0.0 };
    match (n("off", "calls"), n("off", calls), n("off", dead)) {
        (Some(all), Some(calls), Some(dead)) => facts::expect(f, "circuit-breaker-caption-off")
            .is("retried", yes(all > r.int("messages") as f64))
            .num("calls", calls)
            .num("dead", dead - given_up("off"))
            .num("receives", r.int("max_receives") as f64)
            .holds(c),
        _ => c.hold(stated(f, "circuit-breaker-caption-off") == 0, &f.caption, "a row without a breaker"),
    }
    if let Some(on) = row_where(t, "breaker", "on") {
        breaker_row(r, f, on, c);
    }
    let named = r.value("backoff").and_then(|v| v.as_str().map(String::from)).is_some_and(|b| b != "capped");
    c.hold(named == (stated(f, "circuit-breaker-caption-backoff") == 1), &f.caption, "the named policy's note");
    for (i, x) in t.rows.iter().enumerate().filter(|_| named) {
        facts::expect(f, "circuit-breaker-given-up").num("n", field(t, x, "given_up")).holds_nth(i, c);
    }
    let step = max(&nums(t, "calls_step_s"));
    match step > 1.0 {
        true => facts::expect(f, "circuit-breaker-caption-width").num("width", step * 1000.0).holds(c),
        false => c.hold(stated(f, "circuit-breaker-caption-width") == 0, &f.caption, "steps of a second"),
    }
    let dead_rows: Vec<f64> = nums(t, dead).into_iter().filter(|&d| d > 0.0).collect();
    c.hold(stated(f, "circuit-breaker-dead-series") == dead_rows.len(), &f.title, "a dead-letter series per row");
    for (i, d) in dead_rows.into_iter().enumerate() {
        facts::expect(f, "circuit-breaker-dead-series").num("n", d).holds_nth(i, c);
    }
}

/// The breaker row's sentences: whether and when it opens, whether the messages wait
/// untouched, and the drain after the outage (when, how many, how fast).
fn breaker_row(r: &Run, f: &jobsim::report::Figure, on: &[jobsim::report::Cell], c: &mut Claims) {
    let t = r.table("breakers");
    let v = |column: &str| num(cell(t, on, column));
    let opened = v("times_opened").unwrap_or(0.0) > 0.0;
    let dead = v("dead_lettered").unwrap_or(0.0);
    facts::expect(f, "circuit-breaker-caption-opens")
        .is("opens", yes(opened))
        .num("threshold", r.int("failure_threshold") as f64)
        .num("opened", v("first_opened_ms").unwrap_or(0.0))
        .is("untouched", yes(dead == 0.0))
        .num("dead", dead)
        .holds(c);
    c.hold(opened == v("first_opened_ms").is_some(), &f.caption, "the breaker's first opening");
    // The drain: after the breaker opened and closed again, of the messages left then.
    let until = r.int("outage_until_ms") as f64;
    let closed = v("last_closed_ms").filter(|_| opened);
    let backlog = v("backlog_at_drain").unwrap_or(0.0);
    let drains = closed.is_some() && backlog > 0.0;
    c.hold(drains == (stated(f, "circuit-breaker-caption-drain") == 1), &f.caption, "the drain after the outage");
    c.hold(drains || stated(f, "circuit-breaker-drain") == 0, &f.caption, "the drain's label");
    let Some(closed) = closed.filter(|_| drains) else { return };
    let late = closed >= until + 1000.0;
    let from = if late { closed } else { until };
    c.hold(v("drain_from_ms") == Some(from), &f.caption, "the drain starts as the outage ends or the breaker closes");
    let consumers = r.int("consumers") as f64;
    let peak = v("drain_peak_per_s").unwrap_or(f64::NAN);
    // No second holds more calls than every consumer working back to back.
    let most = consumers * (1000.0 / r.int("work_ms") as f64).ceil();
    c.hold(peak <= most, &f.caption, format!("at most {most} calls a second"));
    facts::expect(f, "circuit-breaker-caption-drain")
        .is("when", if late { "closed" } else { "ended" })
        .num("closed", from)
        .num("after", from - until)
        .num("backlog", backlog)
        .is("speed", if backlog >= consumers { "full" } else { "once" })
        .num("consumers", consumers)
        .num("peak", peak)
        .holds(c);
    if stated(f, "circuit-breaker-drain") == 1 {
        facts::expect(f, "circuit-breaker-drain").num("n", backlog).holds(c);
    }
}

/// circuit-breaker's coincidences: an open period as long as the outage and twice it
/// (the case with one consumer), an empty outage, arrivals at the consumers'
/// capacity, as many consumers as messages queued at the outage's end (and one more), a
/// threshold of one failure per consumer, the outage ending with the last arrival, and a
/// visibility timeout one millisecond over a call.
pub fn circuit_breaker_coincide(r: &Run) -> Vec<Vec<String>> {
    let (from, until) = (r.int("outage_from_ms"), r.int("outage_until_ms"));
    let (consumers, work) = (r.int("consumers"), r.int("work_ms"));
    let t = r.table("breakers");
    let queued = at(t, "breaker", "on", "backlog_at_drain").unwrap_or(1.0).max(1.0) as i64;
    vec![
        vec![format!("open_ms={}", (until - from).max(1))],
        vec![format!("open_ms={}", (2 * (until - from)).max(1))],
        vec!["consumers=1".into(), format!("open_ms={}", (2 * (until - from)).max(1))],
        vec![format!("outage_until_ms={from}")],
        vec![format!("arrival_every_ms={}", work / consumers)],
        vec![format!("consumers={}", queued.min(1000))],
        vec![format!("consumers={}", (queued + 1).min(1000))],
        vec![format!("failure_threshold={consumers}")],
        vec![format!("outage_until_ms={}", r.int("messages") * r.int("arrival_every_ms"))],
        vec![format!("visibility_timeout_ms={}", work + 1)],
        vec!["backoff=\"bullmq\"".into(), "breakers=[\"on\"]".into()],
    ]
}
