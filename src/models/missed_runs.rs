//! **missed-runs** (lesson 000.7): the service is down for `outage_ms`; what happens to the
//! runs its scheduler should have made, for a "latest state" job (every 15 minutes) and a
//! monthly report, under three policies, and when does someone get alerted.
//!
//! ```text
//! planned   │ │ │ │ │ │ │ │ │ │ │ │ │ │ │
//! outage        ╞═══════════════╡ recovery
//! none          ·  ·  ·  ·  ·  ·│ │ │ │        missed runs forgotten (logged)
//! catch_up                      ████████ │ │  one run per missed slot, all at once
//! capped                        ██ │ │ │      only the last `cap_intervals`, rest logged
//! ```
//!
//! On the engine: the scheduler is a process that sets a timer for its next planned run
//! (from [`crate::schedule::next_run`]); the outage crashes it, so its timer dies with it
//! and a run in progress is killed (traced `RunKilled`, it no longer counts as running).
//! The last planned slot it handled is kept in its durable store; at restart it lists the
//! slots it missed (every slot after that one up to and including the restart instant)
//! and applies the policy. Catch-up runs all start at the restart instant — the burst the
//! lesson warns about. A separate monitor (a world component that stays up) checks each
//! planned slot 1 ms after it: a slot with no run extends the job's miss streak, a run
//! resets it; the staleness alert fires once per streak when the streak reaches
//! `alert_after_missed`. Monthly rules use the `clamp` month-end policy. A single skipped run (the "single skip" case: the lock was held
//! elsewhere) is logged and never alerts.

use serde::Deserialize;

use super::RunOptions;
use super::recurrence::{NamedRule, RawRule, instant, rule};
use crate::js::{pad_end, pad_start};
use crate::report::{Chart, ChartKind, Report, Table};
use crate::scenario::{Check, ScenarioError, from_toml};
use crate::schedule::{MonthEnd, next_run};
use crate::sim::{Millis, Sim, TraceRow};

/// What happens to missed runs after recovery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Forget them (`telafisiz`): right for "latest state" jobs.
    None,
    /// One run per missed slot (`telafili`): right for monthly reports.
    CatchUp,
    /// At most the last `cap_intervals` slots; the rest are logged as dropped.
    Capped,
}

impl Policy {
    pub const NAMES: [&'static str; 3] = ["none", "catch_up", "capped"];
    pub const ALL: [Policy; 3] = [Policy::None, Policy::CatchUp, Policy::Capped];
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }
    pub fn label(self) -> &'static str {
        ["telafisiz", "telafili", "sinirli"][self as usize]
    }
    /// The chart's label (Turkish with diacritics).
    pub fn chart_label(self) -> &'static str {
        ["telafisiz", "telafili", "sınırlı"][self as usize]
    }
}

/// Validated parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Engine time 0, as a UTC instant.
    pub start: i64,
    pub end: i64,
    pub jobs: Vec<NamedRule>,
    pub outage_start: i64,
    pub outage_ms: u64,
    pub skip_at: i64,
    pub policies: Vec<Policy>,
    pub cap_intervals: u32,
    pub alert_after_missed: u32,
    pub run_ms: u64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    start: String,
    end: String,
    jobs: Vec<RawRule>,
    outage_start: String,
    outage_ms: i64,
    skip_at: String,
    #[serde(default = "default_policies")]
    policies: Vec<String>,
    cap_intervals: i64,
    alert_after_missed: i64,
    run_ms: i64,
}

fn default_policies() -> Vec<String> {
    Policy::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Longest simulated span: 400 days (a limit on everything).
pub const MAX_SPAN_MS: i64 = 400 * 86_400_000;

/// Validates `[params]`.
pub fn parse(check: Check<'_>, table: toml::Table) -> Result<Params, ScenarioError> {
    let raw: Raw = from_toml(check, toml::Value::Table(table), "")?;
    let start = instant(check, "start", &raw.start)?;
    let end = instant(check, "end", &raw.end)?;
    if end <= start || end - start > MAX_SPAN_MS {
        return Err(check.error(format_args!(
            "`end` must be after `start` by at most 400 days (got \"{}\" .. \"{}\")",
            raw.start, raw.end
        )));
    }
    if raw.jobs.is_empty() || raw.jobs.len() > 8 {
        return Err(check.error(format_args!("`jobs` must list 1..=8 jobs (got {})", raw.jobs.len())));
    }
    let jobs: Vec<NamedRule> =
        raw.jobs.iter().enumerate().map(|(i, r)| rule(check, &format!("jobs[{i}]"), r)).collect::<Result<_, _>>()?;
    for (i, j) in jobs.iter().enumerate() {
        if let crate::schedule::Rule::Interval { minutes } = j.rule
            && minutes < 5
        {
            return Err(check.error(format_args!("`jobs[{i}].minutes` must be at least 5 here (got {minutes})")));
        }
    }
    let outage_start = instant(check, "outage_start", &raw.outage_start)?;
    if !(start..end).contains(&outage_start) {
        return Err(
            check.error(format_args!("`outage_start` must be in [`start`, `end`) (got \"{}\")", raw.outage_start))
        );
    }
    let outage_ms = check.uint("outage_ms", raw.outage_ms, 1..=(end - outage_start) as u64)?;
    let skip_at = instant(check, "skip_at", &raw.skip_at)?;
    if !(start..end).contains(&skip_at) {
        return Err(check.error(format_args!("`skip_at` must be in [`start`, `end`) (got \"{}\")", raw.skip_at)));
    }
    Ok(Params {
        start,
        end,
        jobs,
        outage_start,
        outage_ms,
        skip_at,
        policies: check
            .list_of("policies", &raw.policies, &Policy::NAMES)?
            .into_iter()
            .map(|i| Policy::ALL[i])
            .collect(),
        cap_intervals: check.uint32("cap_intervals", raw.cap_intervals, 1..=10_000)?,
        alert_after_missed: check.uint32("alert_after_missed", raw.alert_after_missed, 1..=10_000)?,
        run_ms: check.uint("run_ms", raw.run_ms, 1..=86_400_000)?,
    })
}

/// The two situations compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// The service is down for `outage_ms`.
    Outage(Policy),
    /// One planned run (the first at or after `skip_at`) is skipped: the lock was elsewhere.
    SingleSkip,
}

#[derive(Clone, Copy, Debug)]
enum Event {
    /// The scheduler's timer for a planned slot (UTC instant) fired.
    TimerFired {
        slot: i64,
    },
    /// A run (regular or catch-up) ended.
    RunFinished,
    ServiceCrashed,
    ServiceRestarted,
    /// The monitor checks whether the slot got its run.
    SlotChecked {
        slot: i64,
    },
}

/// What one job did in one case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub missed: u32,
    pub runs_after_recovery: u32,
    pub dropped_logged: u32,
    pub peak: u32,
    pub alerts: u32,
    pub runs: u32,
}

/// Runs one job in one case on the engine.
pub fn simulate(p: &Params, job: &NamedRule, case: Case, trace: bool) -> (Outcome, Vec<TraceRow>) {
    let mut sim: Sim<Event> = Sim::legacy(trace);
    let scheduler = sim.spawn("scheduler");
    let at = |instant: i64| Millis((instant - p.start) as u64);
    let next = |t: i64| next_run(job.rule, MonthEnd::Clamp, t);
    let mut out = Outcome { missed: 0, runs_after_recovery: 0, dropped_logged: 0, peak: 0, alerts: 0, runs: 0 };
    // Durable store of the scheduler: the last slot it handled.
    let mut last_handled = p.start;
    // Monitor state: slots that got a run (recent ones), the current miss streak.
    let mut ran_slots: Vec<i64> = Vec::new();
    let mut streak = 0u32;
    let mut running = 0u32;
    let mut skip_slot = None;
    if case == Case::SingleSkip {
        skip_slot = Some(next(p.skip_at - 1));
    }
    if let Case::Outage(_) = case {
        sim.schedule_at(at(p.outage_start), Event::ServiceCrashed);
        let back = p.outage_start + p.outage_ms as i64;
        if back < p.end {
            sim.schedule_at(at(back), Event::ServiceRestarted);
        }
    }
    let first = next(p.start);
    if first < p.end {
        sim.send_at(scheduler, at(first), Event::TimerFired { slot: first });
    }
    let mut s = first;
    while s < p.end {
        sim.schedule_at(at(s) + 1, Event::SlotChecked { slot: s });
        s = next(s);
    }
    let name = job.name.as_str();
    while let Some(event) = sim.next_legacy() {
        let now = p.start + sim.now().as_ms() as i64;
        // Runs to start now, for these slots.
        let mut start: Vec<i64> = Vec::new();
        match event {
            Event::TimerFired { slot } => {
                last_handled = slot;
                if Some(slot) == skip_slot {
                    out.missed += 1;
                    out.dropped_logged += 1;
                    sim.trace(name, "RunSkipped", || "reason=lease_held_elsewhere (logged, not an error)".into());
                } else {
                    start.push(slot);
                }
                let n = next(slot);
                if n < p.end {
                    sim.send_at(scheduler, at(n), Event::TimerFired { slot: n });
                }
            }
            Event::ServiceCrashed => {
                sim.crash(scheduler);
                sim.trace("service", "ServiceCrashed", || format!("runs_killed={running}"));
                // Runs in progress die with the service: their `RunFinished` was owned by the
                // crashed incarnation and is dropped, so they end here.
                for _ in 0..running {
                    sim.trace(name, "RunKilled", || "reason=service_crashed".into());
                }
                running = 0;
            }
            Event::ServiceRestarted => {
                sim.restart(scheduler);
                let mut missed = Vec::new();
                let mut s = next(last_handled);
                while s <= now {
                    missed.push(s);
                    s = next(s);
                }
                let policy = match case {
                    Case::Outage(policy) => policy,
                    Case::SingleSkip => unreachable!("no restart without an outage"),
                };
                let keep = match policy {
                    Policy::None => 0,
                    Policy::CatchUp => missed.len(),
                    Policy::Capped => missed.len().min(p.cap_intervals as usize),
                };
                let dropped = missed.len() - keep;
                out.missed += missed.len() as u32;
                out.dropped_logged += dropped as u32;
                out.runs_after_recovery += keep as u32;
                let n = missed.len();
                sim.trace("service", "ServiceRestarted", || {
                    format!("missed={n} catch_up={keep} dropped_logged={dropped} policy={}", policy.name())
                });
                start.extend_from_slice(&missed[n - keep..]);
                if let Some(&last) = missed.last() {
                    last_handled = last;
                }
                let n = next(last_handled.max(now));
                if n < p.end {
                    sim.send_at(scheduler, at(n), Event::TimerFired { slot: n });
                }
            }
            Event::RunFinished => running -= 1,
            Event::SlotChecked { slot } => {
                if let Some(i) = ran_slots.iter().position(|&s| s == slot) {
                    ran_slots.swap_remove(i);
                    streak = 0;
                } else {
                    streak += 1;
                    if streak == p.alert_after_missed {
                        out.alerts += 1;
                        sim.trace("monitor", "StalenessAlertRaised", || format!("missed_in_a_row={streak}"));
                    }
                }
            }
        }
        for slot in start {
            out.runs += 1;
            running += 1;
            out.peak = out.peak.max(running);
            // A catch-up run of a slot whose check already happened resets the streak.
            if slot < now {
                streak = 0;
            } else {
                ran_slots.push(slot);
            }
            sim.trace(name, "RunStarted", || format!("slot_ms={slot} running={running}"));
            sim.send_in(scheduler, p.run_ms, Event::RunFinished);
        }
    }
    (out, sim.take_trace())
}

/// Runs every job in every case and builds the report.
pub fn run(p: &Params, options: &RunOptions) -> Report {
    let mut text = format!(
        "{}{}{}{}{}{}{}{}\n",
        pad_end("gorev", 14),
        pad_end("durum", 12),
        pad_end("politika", 11),
        pad_start("kacan", 7),
        pad_start("telafi", 8),
        pad_start("kutuge", 8),
        pad_start("zirve", 7),
        pad_start("uyari", 7)
    );
    let mut table = Table::new(
        "cases",
        &[
            "job",
            "case",
            "policy",
            "missed",
            "runs_after_recovery",
            "dropped_logged",
            "peak_concurrent_runs",
            "alerts",
            "runs",
        ],
    );
    let mut charts = Vec::new();
    let mut trace = Vec::new();
    for job in &p.jobs {
        // One chart per job: a monthly report's handful of runs would vanish next to the
        // thousands of a 15-minute job on a shared axis.
        let mut categories = Vec::new();
        let mut catch = Vec::new();
        let mut dropped = Vec::new();
        let cases = p.policies.iter().map(|&policy| Case::Outage(policy)).chain([Case::SingleSkip]);
        for case in cases {
            let (o, rows) = simulate(p, job, case, options.tracer.is_on());
            let (case_name, case_label, policy) = match case {
                Case::Outage(policy) => ("outage", "kesinti", policy),
                Case::SingleSkip => ("single_skip", "tek atlama", Policy::None),
            };
            text.push_str(&format!(
                "{}{}{}{}{}{}{}{}\n",
                pad_end(&job.name, 14),
                pad_end(case_label, 12),
                pad_end(policy.label(), 11),
                pad_start(&o.missed.to_string(), 7),
                pad_start(&o.runs_after_recovery.to_string(), 8),
                pad_start(&o.dropped_logged.to_string(), 8),
                pad_start(&o.peak.to_string(), 7),
                pad_start(&o.alerts.to_string(), 7)
            ));
            table.push(vec![
                job.name.as_str().into(),
                case_name.into(),
                policy.name().into(),
                o.missed.into(),
                o.runs_after_recovery.into(),
                o.dropped_logged.into(),
                o.peak.into(),
                o.alerts.into(),
                o.runs.into(),
            ]);
            if let Case::Outage(policy) = case {
                categories.push(policy.chart_label().to_string());
                catch.push(f64::from(o.runs_after_recovery));
                dropped.push(f64::from(o.dropped_logged));
            }
            trace.extend(rows.into_iter().map(|mut r| {
                r.component = format!("{}:{}:{}:{}", job.name, case_name, policy.name(), r.component);
                r
            }));
        }
        let mut name = format!("recovery-{}", file_safe(&job.name));
        if charts.iter().any(|c: &Chart| c.name == name) {
            name = format!("{name}-{}", charts.len() + 1);
        }
        charts.push(Chart {
            name,
            title: format!(
                "{}: kesinti sonrası ({} dk) telafi koşumları ve kütüğe düşenler",
                job.name,
                p.outage_ms / 60_000
            ),
            x_label: "politika".into(),
            y_label: "koşum sayısı".into(),
            kind: ChartKind::Bars {
                categories,
                series: vec![("telafi koşumu".into(), catch), ("kütüğe düşen".into(), dropped)],
            },
        });
    }
    Report { text, tables: vec![table], charts, trace }
}

/// A job name as a file-name part: ASCII letters, digits, `-` and `_` kept, the rest `_`.
fn file_safe(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

super::legacy_model!(MissedRuns, "missed-runs", super::Unseeded, |p, _s, o| run(p, o));
