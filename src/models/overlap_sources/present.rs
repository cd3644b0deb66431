//! The sources table and two timelines: the 06:00 notification (instances, redeploy) and
//! the hourly long run.

use std::ops::Range;

use super::Params;
use super::said::{
    DeployCaption, DeployTitle, DeployX, Group, LockedGroup, LongCaption, LongTitle, More, Outcome, PeakGroup, Role,
    RoleLane, SourceChart, SourceLabel,
};
use super::simulate::{Source, SourceRun, spec};
use crate::models::kit::fleet::{LaneStyle, LockMode, SkipLabel, instance_lane, overlap_lanes};
use crate::report::figure::{Axis, Key, Lane, Plot, Unit};
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::schedule::tr;
use crate::word;

fn sources(w: &'static Words) -> Layout<'static, SourceRun> {
    macro_rules! head {
        ($key:literal) => {
            word!(w, "overlap-sources-column", column = $key)
        };
    }
    Layout::new("sources")
        .column("source", Head::left(head!("source"), 17), |r: &SourceRun| r.source.name().into())
        .shown(move |r| w.say(&SourceLabel { source: r.source }))
        .column("mode", Head::left(head!("mode"), 10), |r| r.mode.name().into())
        .shown(|r| r.mode.label(w))
        .csv("instances", |r| r.instances.len().into())
        .column("runs", Head::right(head!("runs"), 6), |r| r.fleet.runs_started().into())
        .column("skipped", Head::right(head!("skipped"), 9), |r| r.fleet.skipped().into())
        .column("peak_concurrent_runs", Head::right(head!("peak"), 7), |r| r.fleet.peak.into())
}

pub fn present(runs: &[SourceRun], w: &'static Words) -> Report {
    let layout = sources(w);
    Report { text: layout.text(runs, w.lang()), tables: vec![layout.table(runs)], ..Report::default() }
}


/// Most instance lanes one group shows.
const MAX_SHOWN: usize = 8;
/// Most lanes the long run's overlapping runs get; later overlaps share the last.
const MAX_LANES: usize = 6;

/// The 06:00 notification (instances, redeploy) and the long run, each unlocked and
/// locked, as timelines.
pub fn figures(p: &Params, runs: &[SourceRun], w: &'static Words) -> Vec<Figure> {
    let of = |source: Source, mode: LockMode| runs.iter().find(|r| r.source == source && r.mode == mode);
    let mut out = Vec::new();
    if let Some(f) = deploy(p, &of, w) {
        out.push(f);
    }
    if let (Some(free), Some(locked)) = (of(Source::LongRun, LockMode::Unlocked), of(Source::LongRun, LockMode::Locked)) {
        out.push(long_run(p, free, locked, w));
    }
    out
}

/// Where the last span or event of the lanes ends.
fn end_ms(lanes: &[Lane]) -> f64 {
    let spans = lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.end));
    let events = lanes.iter().flat_map(|l| l.events.iter().map(|e| e.at));
    spans.chain(events).fold(1.0, f64::max)
}

/// The share of the data's length the deploy chart's x axis runs past its last bar, so the
/// longest bar ends inside the plot, clear of its right edge (issue 38).
const DEPLOY_ROOM: f64 = 0.05;

fn deploy<'a>(p: &Params, of: &dyn Fn(Source, LockMode) -> Option<&'a SourceRun>, w: &'static Words) -> Option<Figure> {
    let mut lanes = Vec::new();
    let mut said = Spoken::new(w);
    for source in [Source::Instances, Source::Redeploy] {
        for mode in [LockMode::Unlocked, LockMode::Locked] {
            let Some(r) = of(source, mode) else { continue };
            let fleet = spec(p, source, mode);
            let shown = r.instances.len().min(MAX_SHOWN);
            let group = said.say(&Group {
                source: SourceChart { source },
                mode: mode.key().name(w.lang()),
                outcome: Outcome { runs: r.fleet.runs_started(), skipped: r.fleet.skipped() },
                more: (r.instances.len() > shown).then_some(More { shown }),
            });
            for (i, name) in r.instances.iter().enumerate().take(shown) {
                // The redeploy's instances by their role, in the page's language, with the
                // clock time each is up from or until: their lifetimes overlap around the
                // trigger, far outside this chart's window of one run.
                let name = match name.as_str() {
                    "eski" => w.say(&RoleLane { role: Role::Old, at: tr::clock(p.old_down_ms as i64) }),
                    "yeni" => w.say(&RoleLane { role: Role::New, at: tr::clock(p.new_up_ms as i64) }),
                    other => other.to_string(),
                };
                lanes.push(
                    instance_lane(&r.fleet, &fleet, i, &name, p.fire_at_ms, LaneStyle { trips: true, skip_label: SkipLabel::None }, w)
                        .in_group(group.clone()),
                );
            }
        }
    }
    let free = of(Source::Instances, LockMode::Unlocked)?;
    let redeploy = of(Source::Redeploy, LockMode::Unlocked)?;
    let locked: Vec<String> = [Source::Instances, Source::Redeploy]
        .into_iter()
        .filter_map(|s| of(s, LockMode::Locked).map(|r| r.fleet.runs_started()))
        .map(|n| n.to_string())
        .collect();
    let clock = tr::clock(p.fire_at_ms as i64);
    let title = said.say(&DeployTitle {
        clock: clock.clone(),
        instances: free.instances.len(),
        free: free.fleet.runs_started(),
        redeploy: redeploy.fleet.runs_started(),
        locked_one: locked.iter().all(|n| n == "1"),
        locked: locked.join(" / "),
    });
    let caption = said.say(&DeployCaption {
        clock: clock.clone(),
        new_up: tr::clock(p.new_up_ms as i64),
        old_down: tr::clock(p.old_down_ms as i64),
        both: redeploy.fleet.runs_started() == 2,
        store: p.store_op_ms,
    });
    Some(Figure {
        name: "deploy".into(),
        title,
        caption,
        x: Axis::new(w.say(&DeployX { clock }), Unit::Millis).range(0.0, end_ms(&lanes) * (1.0 + DEPLOY_ROOM)),
        y: Axis::new(word!(w, "ovs-deploy-y"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: said.facts(),
    })
}

/// The long run's time axis: up to the next whole trigger period, so the last bar ends
/// inside the plot, ticked at every trigger (the skipped ones fall on ticks) while there
/// are at most 12 of them.
fn long_run_x(p: &Params, lanes: &[Lane], w: &'static Words) -> Axis {
    let period = p.period_ms as f64;
    let periods = (end_ms(lanes) / period + 0.05).ceil();
    let x = Axis::new(word!(w, "ovs-long-x"), Unit::Millis).clock().range(0.0, periods * period);
    if periods <= 12.0 { x.step(period) } else { x }
}

fn long_run(p: &Params, free: &SourceRun, locked: &SourceRun, w: &'static Words) -> Figure {
    let mut lanes = Vec::new();
    let mut said = Spoken::new(w);
    let group = said.say(&PeakGroup { mode: LockMode::Unlocked.key().name(w.lang()), peak: free.fleet.peak });
    let intervals: Vec<Range<u64>> = free.fleet.runs.iter().map(|r| r.start_ms..r.end_ms).collect();
    // One instance runs the long job: its lanes are named by the job, not by a letter that
    // stands for nothing without a second instance.
    let job = |r: &SourceRun| match r.instances.len() {
        1 => word!(w, "ovs-job"),
        _ => r.instances[0].clone(),
    };
    let free_lanes = overlap_lanes(&job(free), &intervals, Key("run"), MAX_LANES, |_| String::new(), w);
    lanes.extend(free_lanes.into_iter().map(|l| l.in_group(group.clone())));
    let fleet = spec(p, Source::LongRun, LockMode::Locked);
    let group = said.say(&LockedGroup {
        mode: LockMode::Locked.key().name(w.lang()),
        runs: locked.fleet.runs_started(),
        skipped: locked.fleet.skipped(),
    });
    let style = LaneStyle { trips: false, skip_label: SkipLabel::Message("ovs-skip-label") };
    lanes.push(instance_lane(&locked.fleet, &fleet, 0, &job(locked), 0, style, w).in_group(group));
    // Per regime: unlocked runs overlap or not; the lock skips some ticks or none.
    let overlap = free.fleet.peak > 1;
    let (run, period) = (p.long_run_ms, p.period_ms);
    let title = said.say(&LongTitle { run, period, overlap, peak: free.fleet.peak, skipped: locked.fleet.skipped() });
    let caption = said.say(&LongCaption {
        ticks: p.ticks,
        period,
        run,
        lease: p.lease_ms,
        overlap,
        runs: locked.fleet.runs_started(),
    });
    Figure {
        name: "long_run".into(),
        title,
        caption,
        // Up to the next whole trigger period, so the last bar ends inside the plot.
        x: long_run_x(p, &lanes, w),
        y: Axis::new(word!(w, "ovs-long-y"), Unit::Plain),
        plot: Plot::Timeline(lanes),
        marks: Vec::new(),
        facts: said.facts(),
    }
}
