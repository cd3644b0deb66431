//! The sources table and two timelines: the 06:00 notification (instances, redeploy) and
//! the hourly long run.

use std::ops::Range;

use super::Params;
use super::simulate::{Source, SourceRun, spec};
use crate::models::kit::fleet::{LaneStyle, LockMode, count, instance_lane, overlap_lanes};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::lang::pick;
use crate::report::units::human_ms;
use crate::report::{Figure, Head, Layout, Report};
use crate::say;
use crate::schedule::tr;

fn sources() -> Layout<'static, SourceRun> {
    Layout::new("sources")
        .column("source", Head::left(pick("kaynak", "source"), 17), |r: &SourceRun| r.source.name().into())
        .shown(|r| r.source.label().into())
        .column("mode", Head::left(pick("kip", "mode"), 10), |r| r.mode.name().into())
        .shown(|r| r.mode.label().into())
        .csv("instances", |r| r.instances.len().into())
        .column("runs", Head::right(pick("kosum", "runs"), 6), |r| r.fleet.runs_started().into())
        .column("skipped", Head::right(pick("atlanan", "skipped"), 9), |r| r.fleet.skipped().into())
        .column("peak_concurrent_runs", Head::right(pick("zirve", "peak"), 7), |r| r.fleet.peak.into())
}

pub fn present(runs: &[SourceRun]) -> Report {
    let layout = sources();
    Report { text: layout.text(runs), tables: vec![layout.table(runs)], ..Report::default() }
}


/// Most instance lanes one group shows.
const MAX_SHOWN: usize = 8;
/// Most lanes the long run's overlapping runs get; later overlaps share the last.
const MAX_LANES: usize = 6;

/// The 06:00 notification (instances, redeploy) and the long run, each unlocked and
/// locked, as timelines.
pub fn figures(p: &Params, runs: &[SourceRun]) -> Vec<Figure> {
    let of = |source: Source, mode: LockMode| runs.iter().find(|r| r.source == source && r.mode == mode);
    let mut out = Vec::new();
    if let Some(f) = deploy(p, runs, &of) {
        out.push(f);
    }
    if let (Some(free), Some(locked)) = (of(Source::LongRun, LockMode::Unlocked), of(Source::LongRun, LockMode::Locked)) {
        out.push(long_run(p, free, locked));
    }
    out
}

/// Where the last span or event of the lanes ends.
fn end_ms(lanes: &[Lane]) -> f64 {
    let spans = lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.end));
    let events = lanes.iter().flat_map(|l| l.events.iter().map(|e| e.at));
    spans.chain(events).fold(1.0, f64::max)
}

/// `3 bildirim, 2 atlandı`.
fn outcome(r: &SourceRun) -> String {
    let n = r.fleet.runs_started();
    let runs = pick(format!("{n} bildirim"), count(n, "notification"));
    match r.fleet.skipped() {
        0 => runs,
        n => say!("{runs}, {n} atlandı", "{runs}, {n} skipped"),
    }
}

fn deploy<'a>(p: &Params, runs: &[SourceRun], of: &dyn Fn(Source, LockMode) -> Option<&'a SourceRun>) -> Option<Figure> {
    let _ = runs;
    let mut lanes = Vec::new();
    for source in [Source::Instances, Source::Redeploy] {
        for mode in [LockMode::Unlocked, LockMode::Locked] {
            let Some(r) = of(source, mode) else { continue };
            let fleet = spec(p, source, mode);
            let shown = r.instances.len().min(MAX_SHOWN);
            let more = if r.instances.len() > shown { say!(" (ilk {shown} örnek)", " (first {shown} instances)") } else { String::new() };
            let group = format!("{}, {}: {}{more}", source.chart_label(), mode.key().name(), outcome(r));
            for (i, name) in r.instances.iter().enumerate().take(shown) {
                // The redeploy's instances by their role, in the page's language, with the
                // clock time each is up from or until: their lifetimes overlap around the
                // trigger, far outside this chart's window of one run.
                let role;
                let name = match name.as_str() {
                    "eski" => {
                        role = say!("eski · kapanış {}", "old · stops {}", tr::clock(p.old_down_ms as i64));
                        role.as_str()
                    }
                    "yeni" => {
                        role = say!("yeni · açılış {}", "new · up {}", tr::clock(p.new_up_ms as i64));
                        role.as_str()
                    }
                    other => other,
                };
                lanes.push(
                    instance_lane(&r.fleet, &fleet, i, name, p.fire_at_ms, LaneStyle { trips: true, skip_labels: false })
                        .in_group(group.clone()),
                );
            }
        }
    }
    let free = of(Source::Instances, LockMode::Unlocked)?;
    let redeploy = of(Source::Redeploy, LockMode::Unlocked)?;
    let locked: Vec<usize> = [Source::Instances, Source::Redeploy]
        .iter()
        .filter_map(|&s| of(s, LockMode::Locked))
        .map(|r| r.fleet.runs_started())
        .collect();
    let clock = tr::clock(p.fire_at_ms as i64);
    let title = say!(
        "{clock} bildirimi: kilitsiz {} örnek {} kez, yeniden dağıtım {} kez gönderiyor; kira kilidiyle {} kez",
        "The {clock} notification: unlocked, {} send it {}, a redeploy {}; with the lease lock {}",
        pick(free.instances.len().to_string(), count(free.instances.len(), "instance")),
        pick(free.fleet.runs_started().to_string(), times(free.fleet.runs_started())),
        pick(redeploy.fleet.runs_started().to_string(), times(redeploy.fleet.runs_started())),
        if locked.iter().all(|&n| n == 1) {
            pick("1".to_string(), times(1))
        } else {
            let joined = locked.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" / ");
            say!("{joined}", "{joined} times")
        }
    );
    let caption = say!(
        "Her örneğin zamanlayıcısı saat {clock} olunca tetikleniyor. Yeniden dağıtımda yeni örnek saat {} itibarıyla açık, eski örnek saat {} itibarıyla kapanıyor: ikisi de tetikleniyor. Kilitli kipte her tetik önce mağazaya gidip geliyor ({}); kirayı alamayan atlanıyor.",
        "Each instance's timer fires at {clock}. In the redeploy the new instance is up from {} and the old one shuts down at {}: both fire. In locked mode each trigger first makes a round trip to the store ({}); an instance that cannot get the lease skips.",
        tr::clock(p.new_up_ms as i64),
        tr::clock(p.old_down_ms as i64),
        human_ms(p.store_op_ms as f64)
    );
    Some(Figure {
        name: "deploy".into(),
        title,
        caption,
        x: Axis::new(say!("saat {clock} tetiğinden sonra", "after the {clock} trigger"), Unit::Millis).range(0.0, end_ms(&lanes)),
        y: Axis::new(pick("örnek", "instance"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    })
}

fn long_run(p: &Params, free: &SourceRun, locked: &SourceRun) -> Figure {
    let mut lanes = Vec::new();
    let group = say!("{}: zirve {}", "{}: peak {}", LockMode::Unlocked.key().name(), free.fleet.peak);
    let intervals: Vec<Range<u64>> = free.fleet.runs.iter().map(|r| r.start_ms..r.end_ms).collect();
    // One instance runs the long job: its lanes are named by the job, not by a letter that
    // stands for nothing without a second instance.
    let job = |r: &SourceRun| match r.instances.len() {
        1 => pick("iş", "job").to_string(),
        _ => r.instances[0].clone(),
    };
    let free_lanes = overlap_lanes(&job(free), &intervals, Key("run"), MAX_LANES, |_| String::new());
    let free_lanes: Vec<Lane> = free_lanes.into_iter().map(|l| l.in_group(group.clone())).collect();
    lanes.extend(free_lanes);
    let fleet = spec(p, Source::LongRun, LockMode::Locked);
    let group = say!(
        "{}: {} koşum, {} tetik atlandı",
        "{}: {}, {} skipped",
        LockMode::Locked.key().name(),
        pick(locked.fleet.runs_started().to_string(), count(locked.fleet.runs_started(), "run")),
        pick(locked.fleet.skipped().to_string(), count(locked.fleet.skipped() as usize, "trigger"))
    );
    let style = LaneStyle { trips: false, skip_labels: true };
    lanes.push(instance_lane(&locked.fleet, &fleet, 0, &job(locked), 0, style).in_group(group));
    // Per regime: unlocked runs overlap or not; the lock skips some ticks or none.
    let head = say!(
        "Koşum {}, tetik her {}",
        "A {} run, triggered every {}",
        human_ms(p.long_run_ms as f64),
        human_ms(p.period_ms as f64)
    );
    let skips = match locked.fleet.skipped() {
        0 => pick("kilit hiçbir tetiği atlamıyor", "the lock skips no trigger").to_string(),
        n => pick(format!("kilit {n} tetiği atlıyor"), format!("the lock skips {}", count(n as usize, "trigger"))),
    };
    let title = if free.fleet.peak > 1 {
        say!(
            "{head}: kilitsiz koşumlar üst üste biniyor (zirve {}), {skips}",
            "{head}: unlocked runs overlap (peak {}), {skips}",
            free.fleet.peak
        )
    } else {
        say!("{head}: kilitsiz koşumlar üst üste binmiyor, {skips}", "{head}: unlocked runs do not overlap, {skips}")
    };
    let locked_words = pick(
        "kilitli kipte A kendi kirası sürerken gelen tetiği atlıyor",
        "in locked mode A skips a trigger that comes while its own lease lasts",
    );
    let unlocked = if free.fleet.peak > 1 {
        pick(
            "Kilitsiz kipte sonraki tetik önceki koşum bitmeden geliyor",
            "Unlocked, the next trigger comes before the previous run ends",
        )
    } else {
        pick("Kilitsiz kipte her koşum sonraki tetikten önce bitiyor", "Unlocked, each run ends before the next trigger")
    };
    let caption = say!(
        "{} tetik, her {}; koşum {}, kira {}. {unlocked}; {locked_words}: {} koşum.",
        "{}, one every {}; the run takes {}, the lease {}. {unlocked}; {locked_words}: {}.",
        pick(p.ticks.to_string(), count(p.ticks as usize, "trigger")),
        human_ms(p.period_ms as f64),
        human_ms(p.long_run_ms as f64),
        human_ms(p.lease_ms as f64),
        pick(locked.fleet.runs_started().to_string(), count(locked.fleet.runs_started(), "run"))
    );
    Figure {
        name: "long_run".into(),
        title,
        caption,
        // Up to the next whole trigger period, so the last bar ends inside the plot.
        x: Axis::new(pick("zaman", "time"), Unit::Millis)
            .clock()
            .range(0.0, (end_ms(&lanes) / p.period_ms as f64 + 0.05).ceil() * p.period_ms as f64),
        y: Axis::new(pick("kip", "mode"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
    }
}

/// How many times, in English (`once`, `twice`, `3 times`).
fn times(n: usize) -> String {
    match n {
        1 => "once".into(),
        2 => "twice".into(),
        n => format!("{n} times"),
    }
}
