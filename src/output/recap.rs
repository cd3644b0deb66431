//! A lesson's own summary (its "Özet"): the lesson's closing points in its own words
//! (`recap-<code>-<n>` in `locales/*/book.ftl`), in its order, closing its page, its
//! handout and its deck. Where a point states the lesson's measured numbers, they are read
//! from the rendered scenarios' result tables (and, for a setting, the scenario file), not
//! written in the catalog; a point whose numbers are missing (its scenario not rendered) or
//! no longer say what its words say (the peak did not drop) is left out, so the summary
//! never states what the run does not show. A lesson without text (005) has no summary.

use super::book::Chapter;
use crate::report::words::{Args, Words, value};
use crate::report::{Cell, Table};
use crate::scenario::builtin;

/// The rendered scenarios' result tables, by stem.
pub(super) type Runs<'a> = [(&'a str, &'a [Table])];

/// `stem`'s table `table`.
fn table<'a>(runs: &'a Runs<'_>, stem: &str, name: &str) -> Option<&'a Table> {
    runs.iter().find(|(s, _)| *s == stem)?.1.iter().find(|t| t.name == name)
}

/// A cell of `stem`'s table `table`, in the row whose first column is `key`, as a number.
fn cell(runs: &Runs<'_>, stem: &str, name: &str, key: &str, column: &str) -> Option<f64> {
    let t = table(runs, stem, name)?;
    let col = t.columns.iter().position(|c| c == column)?;
    let row = t.rows.iter().find(|r| matches!(r.first(), Some(Cell::Text(k)) if k == key))?;
    row.get(col)?.finite_number()
}

/// A setting of the built-in scenario `stem` (its `[params]` table), as a number.
fn setting(stem: &str, key: &str) -> Option<f64> {
    let (_, text) = builtin::find(stem)?;
    let file: toml::Value = toml::from_str(text).ok()?;
    let v = file.get("params")?.get(key)?;
    v.as_integer().map(|i| i as f64).or_else(|| v.as_float())
}

/// The number of rows of `stem`'s table `table`.
fn rows(runs: &Runs<'_>, stem: &str, name: &str) -> Option<f64> {
    Some(table(runs, stem, name)?.rows.len() as f64)
}

/// A point's message arguments, or `None` when the point is left out.
type Numbers = Option<Vec<(&'static str, f64)>>;

/// 000's last point: the lease lock takes the concurrent-run peak from `unlocked` to `locked`.
fn lease_peak(runs: &Runs<'_>) -> Numbers {
    let peak = |mode| cell(runs, "000-lease-lock", "modes", mode, "peak_concurrent_runs");
    let (unlocked, locked) = (peak("unlocked")?, peak("locked")?);
    (locked < unlocked).then(|| vec![("unlocked", unlocked), ("locked", locked)])
}

/// 004's poison counter: counted on catch, every start ends in a crash and messages stay;
/// counted on delivery, the poison message is isolated at its n-th delivery and the queue
/// empties.
fn poison(runs: &Runs<'_>) -> Numbers {
    let at = |position, column| cell(runs, "004-poison-counter", "positions", position, column);
    let (starts, crashes) = (at("on_catch", "starts")?, at("on_catch", "crashes")?);
    let (processed, remaining) = (at("on_catch", "processed")?, at("on_catch", "remaining")?);
    let (starts2, crashes2) = (at("on_delivery", "starts")?, at("on_delivery", "crashes")?);
    let (dead, left) = (at("on_delivery", "dead_lettered")?, at("on_delivery", "remaining")?);
    // One poison message: each of its deliveries ended in a crash, but the last, which
    // dead-lettered it.
    let holds = crashes == starts && remaining > 0.0 && dead == 1.0 && left == 0.0;
    holds.then(|| {
        vec![
            ("starts", starts),
            ("crashes", crashes),
            ("processed", processed),
            ("remaining", remaining),
            ("starts_delivery", starts2),
            ("delivery", crashes2 + dead),
        ]
    })
}

/// 004's backoff: over the first rows' attempts the cap cuts the total wait, and fits more
/// attempts into the time budget.
fn backoff(runs: &Runs<'_>) -> Numbers {
    let at = |schedule, column| cell(runs, "004-backoff-schedules", "budget", schedule, column);
    let (exp_wait, capped_wait) = (at("exponential", "total_wait_ms")?, at("capped", "total_wait_ms")?);
    let (exp_in, capped_in) = (at("exponential", "retries_in_budget")?, at("capped", "retries_in_budget")?);
    let attempts = rows(runs, "004-backoff-schedules", "waits")?;
    let budget = setting("004-backoff-schedules", "budget_ms")?;
    let holds = capped_wait < exp_wait && capped_in > exp_in && budget % 60_000.0 == 0.0;
    holds.then(|| {
        vec![
            ("attempts", attempts),
            ("exponential_s", exp_wait / 1000.0),
            ("capped_s", capped_wait / 1000.0),
            ("budget_min", budget / 60_000.0),
            ("exponential_n", exp_in),
            ("capped_n", capped_in),
        ]
    })
}

/// 004's jitter wave: without jitter the retries pile into a few buckets; full jitter and
/// decorrelated jitter lower the peak, decorrelated spreads it longest.
fn jitter(runs: &Runs<'_>) -> Numbers {
    let at = |schedule, column| cell(runs, "004-jitter-wave", "waves", schedule, column);
    let (requests, buckets, peak) =
        (at("none", "total_requests")?, at("none", "busy_buckets")?, at("none", "peak_bucket_requests")?);
    let (full, decorrelated) = (at("full", "peak_bucket_requests")?, at("decorrelated", "peak_bucket_requests")?);
    let last = at("decorrelated", "last_bucket")?;
    let (consumers, bucket_ms) = (setting("004-jitter-wave", "consumers")?, setting("004-jitter-wave", "bucket_ms")?);
    // The spread: the end of the last busy bucket, in whole seconds as the lesson says it.
    let spread = ((last + 1.0) * bucket_ms / 1000.0).round();
    let holds = decorrelated < full && full < peak && spread > 0.0;
    holds.then(|| {
        vec![
            ("consumers", consumers),
            ("requests", requests),
            ("buckets", buckets),
            ("peak", peak),
            ("full", full),
            ("decorrelated", decorrelated),
            ("spread_s", spread),
        ]
    })
}

/// A point of a lesson's summary: its message and how its numbers are read (`None`: it
/// states none).
type Point = (&'static str, Option<fn(&Runs<'_>) -> Numbers>);

/// Each written lesson's summary points, in its order.
fn points(code: &str) -> &'static [Point] {
    match code {
        "000" => &[
            ("recap-000-1", None),
            ("recap-000-2", None),
            ("recap-000-3", None),
            ("recap-000-4", None),
            ("recap-000-5", Some(lease_peak)),
        ],
        "001" => &[
            ("recap-001-1", None),
            ("recap-001-2", None),
            ("recap-001-3", None),
            ("recap-001-4", None),
            ("recap-001-5", None),
        ],
        "004" => &[
            ("recap-004-1", None),
            ("recap-004-2", Some(poison)),
            ("recap-004-3", Some(backoff)),
            ("recap-004-4", Some(jitter)),
            ("recap-004-5", None),
        ],
        _ => &[],
    }
}

/// The lesson's summary, point by point (empty for a lesson without text).
pub(super) fn recap(c: &Chapter, runs: &Runs<'_>, w: &'static Words) -> Vec<String> {
    if !c.written {
        return Vec::new();
    }
    points(c.code)
        .iter()
        .filter_map(|(id, numbers)| {
            let mut args = Args::new();
            if let Some(read) = numbers {
                for (name, v) in read(runs)? {
                    args.set(name, value(v));
                }
            }
            Some(w.get(id, &args))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::book::CHAPTERS;
    use crate::report::lang::Lang;

    /// 000-lease-lock's modes table with these peaks.
    fn modes(unlocked: i64, locked: i64) -> Vec<Table> {
        let mut modes = Table::new("modes", &["mode", "peak_concurrent_runs"]);
        modes.push(vec!["unlocked".into(), Cell::Int(unlocked)]);
        modes.push(vec!["locked".into(), Cell::Int(locked)]);
        vec![modes]
    }

    #[test]
    fn a_point_states_its_numbers_only_when_the_run_shows_what_its_words_say() {
        let (c, w) = (&CHAPTERS[0], Words::of(Lang::Tr));
        let points = recap(c, &[("000-lease-lock", modes(3, 1).as_slice())], w);
        assert_eq!(points.len(), 5);
        assert!(points[4].contains(" 3'ten 1'e "), "{}", points[4]);
        let en = recap(c, &[("000-lease-lock", modes(2, 1).as_slice())], Words::of(Lang::En));
        assert!(en[4].ends_with("from 2 to 1."), "{}", en[4]);
        // The lock did not lower the peak, or the lease lock was not run: no such claim.
        assert_eq!(recap(c, &[("000-lease-lock", modes(1, 1).as_slice())], w).len(), 4);
        assert_eq!(recap(c, &[], w).len(), 4);
        // A lesson without text has no summary of its own.
        let unwritten = CHAPTERS.iter().find(|c| !c.written).expect("lesson 005");
        assert!(recap(unwritten, &[("000-lease-lock", modes(2, 1).as_slice())], w).is_empty());
    }
}
