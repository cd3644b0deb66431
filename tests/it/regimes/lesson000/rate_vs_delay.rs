//! rate-vs-delay's checker and coincidences.

use super::super::claims::{Claims, Run, at, col};
use super::super::facts;

/// A day, in milliseconds.
const DAY_MS: f64 = 86_400_000.0;

/// `HH:MM` of an instant within the first day on the minute.
fn clock(ms: f64) -> Option<String> {
    (ms < DAY_MS && ms % 60_000.0 == 0.0)
        .then(|| format!("{:02}:{:02}", (ms / 3_600_000.0) as u64, (ms % 3_600_000.0 / 60_000.0) as u64))
}

/// The timeline's title and caption, from their facts: whether each mode overlaps and its
/// peak, or each mode's runs a day and fixed delay's first starts on the clock; the
/// caption's story per mode (fixed rate's runs a day on the calendar, fixed delay's runs a
/// day and its drift), re-derived from the `summary` table and the parameters (fixed
/// delay starts a run plus a period after the last one began).
pub fn rate_vs_delay(r: &Run, c: &mut Claims) {
    let t = r.table("summary");
    let (period, run) = (r.int("period_ms") as f64, r.int("run_ms") as f64);
    let modes: Vec<String> = col(t, "mode").iter().map(|x| x.to_csv()).collect();
    let n = |mode: &str, column: &str| at(t, "mode", mode, column).unwrap();
    let daily = |mode: &str| (n(mode, "runs_per_day_steady") * 10.0).round() / 10.0;
    let yes = |b: bool| if b { "yes" } else { "no" };
    for f in &r.report.figures {
        let stated = |id: &str| facts::every(f).into_iter().filter(|x| x.statement == id).count();
        if f.name == "overlap" {
            for (i, m) in modes.iter().enumerate() {
                let peak = n(m, "peak_concurrent_runs");
                facts::expect(f, "rate-vs-delay-overlaps")
                    .is("overlaps", yes(peak > 1.0))
                    .num("peak", peak)
                    .holds_nth(i, c);
            }
            c.hold(stated("rate-vs-delay-overlaps") == modes.len(), &f.title, "a mode's overlap per mode");
        } else {
            for (i, m) in modes.iter().enumerate() {
                facts::expect(f, "rate-vs-delay-daily").num("daily", daily(m)).holds_nth(i, c);
                // The steady rate is what the runs show: a day's runs differ from it by less than one.
                let mean = n(m, "runs_per_day_mean");
                c.hold((mean - n(m, "runs_per_day_steady")).abs() < 1.0, &f.title, format!("{m}: runs a day {mean}"));
            }
            // Fixed delay's first three starts, a run plus a period apart, on the first day's clock.
            let delayed = modes.iter().any(|m| m == "fixed_delay") && n("fixed_delay", "runs") >= 3.0;
            let clocks: Option<Vec<String>> = (0..3).map(|k| clock(k as f64 * (period + run))).collect();
            match clocks.filter(|_| delayed) {
                Some(clocks) => facts::expect(f, "rate-vs-delay-starts")
                    .is("drift", yes(run > 0.0))
                    .text("starts", clocks.join(" → "))
                    .holds(c),
                None => {
                    c.hold(stated("rate-vs-delay-starts") == 0, &f.title, "fixed delay's starts said off the clock")
                }
            }
        }
        let (mut overlaps, mut calendar, mut delay) = (0, 0, 0);
        for m in &modes {
            match m.as_str() {
                "fixed_rate" if n(m, "peak_concurrent_runs") > 1.0 => overlaps += 1,
                "fixed_rate" => {
                    facts::expect(f, "rate-vs-delay-rate-calendar").num("daily", daily(m)).holds_nth(calendar, c);
                    calendar += 1;
                }
                _ => {
                    let drift = (n(m, "runs") - 1.0) * run;
                    facts::expect(f, "rate-vs-delay-delay")
                        .num("daily", daily(m))
                        .num("drift", drift)
                        .holds_nth(delay, c);
                    delay += 1;
                }
            }
        }
        for (id, want) in [
            ("rate-vs-delay-rate-overlaps", overlaps),
            ("rate-vs-delay-rate-calendar", calendar),
            ("rate-vs-delay-delay", delay),
        ] {
            c.hold(
                stated(id) == want,
                &f.title,
                format!("the caption tells `{id}` {} times, the tables {want}", stated(id)),
            );
        }
    }
}

/// Where the sentences might break: a run exactly as long as the period (fixed rate on the
/// edge of overlapping), one past it, a period of a whole day (the second start off the
/// first day's clock), one mode alone each way round, and fixed delay first.
pub fn rate_vs_delay_coincide(r: &Run) -> Vec<Vec<String>> {
    let period = r.int("period_ms");
    vec![
        vec![format!("run_ms={period}")],
        vec![format!("run_ms={}", period + 1)],
        vec!["period_ms=1d".into()],
        vec!["modes=[\"fixed_rate\"]".into()],
        vec!["modes=[\"fixed_delay\"]".into()],
        vec!["modes=[\"fixed_delay\",\"fixed_rate\"]".into()],
    ]
}
