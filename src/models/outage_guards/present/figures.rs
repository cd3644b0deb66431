//! The outcome bars and the calls per second, with their captions and labels.

use super::super::Params;
use super::super::simulate::GuardRun;
use super::super::spec::{BreakerKind, BudgetKind};
use super::titles::{calls_title, title};
use super::{Recovery, name, named, recovery, row_key};
use crate::models::kit::outage::MAX_BINS;
use crate::report::figure::{Axis, BarSeries, Key, Mark, Panel, Plot, Series, Style, Unit, bucket_steps, hold_end};
use crate::report::statement::Commas;
use crate::report::units::count;
use crate::report::words::Words;
use crate::report::{Figure, Spoken};
use crate::word;

/// Messages that arrive while the dependency is down.
fn arrivals_in_outage(p: &Params) -> u64 {
    let arrivals = u64::from(p.outage.messages);
    let before = |t: u64| {
        if p.outage.arrival_every_ms == 0 {
            if t > 0 { arrivals } else { 0 }
        } else {
            t.div_ceil(p.outage.arrival_every_ms).min(arrivals)
        }
    };
    before(p.outage.outage_until_ms) - before(p.outage.outage_from_ms)
}

crate::regime! {
    /// A row's recovery: no message waiting when the outage ends, or how long.
    pub(crate) enum Waiting { None = "none", Time = "time" }
}

impl Waiting {
    fn of(r: &GuardRun) -> Waiting {
        if r.run.backlog_at_recovery == 0 { Waiting::None } else { Waiting::Time }
    }
}

crate::statement! {
    /// The outage and the messages that arrive in it.
    struct OutcomeCaption = "outage-guards-outcome-caption" {
        input ms from: u64,
        input ms until: u64,
        claim count arrivals: u64,
        input count consumers: u32,
        input count receives: u32,
    }
}
crate::statement! {
    /// A budget row's refused retries.
    struct RefusedRow = "outage-guards-refused-row" { input text name: String, claim count n: u64 }
}
crate::statement! {
    /// What the budgets are, and the retries each refused.
    struct Refused = "outage-guards-refused" { say list: Commas<RefusedRow> }
}
crate::statement! {
    /// A row's messages given up by its named policy.
    struct GivenUpRow = "outage-guards-given-up-row" { input text name: String, claim count n: u32 }
}
crate::statement! {
    /// The named systems' own limits, and the messages each row gave up.
    struct GivenUp = "outage-guards-given-up" { say list: Commas<GivenUpRow> }
}
crate::statement! {
    /// How often a row's breaker opened.
    struct OpenedTimes = "outage-guards-opened-times" { input text name: String, claim count times: u32 }
}
crate::statement! {
    /// What an open breaker does, and how often each opened.
    struct Opened = "outage-guards-opened" { claim select untouched: bool, say list: Commas<OpenedTimes> }
}
crate::statement! {
    /// A row's recovery.
    struct RecoveryRow = "outage-guards-recovery-row" { input text name: String, claim shown recovery: Recovery }
}
crate::statement! {
    /// The recoveries of the rows with messages waiting when the outage ends.
    struct Recoveries = "outage-guards-recoveries" { say list: Commas<RecoveryRow> }
}
crate::statement! {
    /// Under a row's name on the outcome chart: its recovery.
    struct OutcomeRecovery = "outage-guards-outcome-recovery" { claim select regime: Waiting, claim shown recovery: Recovery }
}

/// The outcome chart's caption: the outage, the budgets' refusals, the named policies'
/// give-ups, the breakers' openings and the recoveries.
fn outcome_caption(p: &Params, runs: &[GuardRun], said: &mut Spoken, w: &'static Words) -> String {
    let o = &p.outage;
    let mut caption = said.say(&OutcomeCaption {
        from: o.outage_from_ms,
        until: o.outage_until_ms,
        arrivals: arrivals_in_outage(p),
        consumers: o.consumers,
        receives: o.max_receives,
    });
    let mut add = |text: String| {
        caption.push(' ');
        caption.push_str(&text);
    };
    let budgets: Vec<RefusedRow> = runs
        .iter()
        .filter(|r| r.budget != BudgetKind::None)
        .map(|r| RefusedRow { name: name(p, r, w), n: r.run.retries_refused })
        .collect();
    if !budgets.is_empty() {
        add(said.say(&Refused { list: Commas(budgets) }));
    }
    if named(p) {
        let given_up = runs.iter().map(|r| GivenUpRow { name: name(p, r, w), n: r.run.given_up }).collect();
        add(said.say(&GivenUp { list: Commas(given_up) }));
    }
    let breakers: Vec<&GuardRun> = runs.iter().filter(|r| r.breaker != BreakerKind::None).collect();
    if !breakers.is_empty() {
        let untouched = breakers.iter().all(|r| r.run.dead_lettered == 0);
        let list = breakers.iter().map(|r| OpenedTimes { name: name(p, r, w), times: r.run.times_opened }).collect();
        add(said.say(&Opened { untouched, list: Commas(list) }));
    }
    // The recovery the calls chart's panels give, in the same one unit.
    let rec = recovery(runs);
    let recoveries: Vec<RecoveryRow> = runs
        .iter()
        .filter(|r| r.run.backlog_at_recovery > 0)
        .map(|r| RecoveryRow { name: name(p, r, w), recovery: rec(r.run.recovery_ms) })
        .collect();
    if !recoveries.is_empty() {
        add(said.say(&Recoveries { list: Commas(recoveries) }));
    }
    caption
}

fn outcome(p: &Params, runs: &[GuardRun], w: &'static Words) -> Figure {
    let bars = |label: &str, key: &'static str, f: &dyn Fn(&GuardRun) -> u64| BarSeries {
        name: label.into(),
        key: Key(key),
        values: runs.iter().map(|r| Some(f(r) as f64)).collect(),
        // Counts as the axis prints them (a thousands comma in English).
        labels: runs.iter().map(|r| count(f(r), w.lang())).collect(),
    };
    let series = vec![
        bars(Key("guard.retries").name(w.lang()), "guard.retries", &|r| r.run.retries_during_outage),
        bars(Key("guard.failed").name(w.lang()), "guard.failed", &|r| u64::from(r.run.dead_lettered)),
    ];
    let mut said = Spoken::new(w);
    let caption = outcome_caption(p, runs, &mut said, w);
    let title = title(p, runs, &mut said, w);
    // Each row's recovery, the calls chart's headline, under its name.
    let rec = recovery(runs);
    let categories = runs
        .iter()
        .map(|r| {
            let under = said.say(&OutcomeRecovery { regime: Waiting::of(r), recovery: rec(r.run.recovery_ms) });
            format!("{}\n{under}", name(p, r, w))
        })
        .collect();
    Figure {
        name: "outcome".into(),
        title,
        caption,
        x: Axis::new(word!(w, "outage-guards-outcome-x"), Unit::Plain),
        // Linear, whatever the spread: a bar's length is its count (a log bar's is not).
        y: Axis::new(word!(w, "outage-guards-outcome-y"), Unit::Count),
        plot: Plot::Bars { categories, series },
        marks: Vec::new(),
        facts: said.facts(),
    }
}

crate::statement! {
    /// A panel's tail: no message waiting, or the recovery.
    struct Tail = "outage-guards-tail" { claim select regime: Waiting, claim shown recovery: Recovery }
}
crate::statement! {
    /// A panel's title: the row, its retries into the outage and its dead letters.
    struct PanelTitle = "outage-guards-panel" {
        input text row: String,
        claim count retries_n: u64,
        claim count failed_n: u64,
        say tail: Tail,
    }
}
crate::statement! {
    /// What the panels show, and the outage's end.
    struct CallsCaption = "outage-guards-calls-caption" { input ms until: u64 }
}
crate::statement! {
    /// Some rows end before the axis does.
    struct CallsEnds = "outage-guards-calls-ends" {}
}

fn calls(p: &Params, runs: &[GuardRun], w: &'static Words) -> Figure {
    let rec = recovery(runs);
    let end = runs.iter().map(|r| r.run.drained_ms).max().unwrap_or(0).max(p.outage.outage_until_ms) + 1000;
    let mut said = Spoken::new(w);
    let panels = runs
        .iter()
        .map(|r| {
            let rate = &r.run.calls_per_s;
            // The line stops where the row's run ends (the caption says so once, rather
            // than a label over nothing at the end of every line).
            let points = hold_end(bucket_steps(&rate.peaks(), rate.width_s() * 1000, MAX_BINS));
            let title = said.say(&PanelTitle {
                row: name(p, r, w),
                retries_n: r.run.retries_during_outage,
                failed_n: u64::from(r.run.dead_lettered),
                tail: Tail { regime: Waiting::of(r), recovery: rec(r.run.recovery_ms) },
            });
            Panel { title, series: vec![Series::new(Key("guard.calls").name(w.lang()), row_key(p, r), Style::Step, points)] }
        })
        .collect();
    let title = calls_title(p, runs, &mut said, w);
    let mut caption = said.say(&CallsCaption { until: p.outage.outage_until_ms });
    if runs.iter().any(|r| r.run.drained_ms + 1000 < end) {
        caption.push(' ');
        caption.push_str(&said.say(&CallsEnds {}));
    }
    let mut marks = Vec::new();
    if p.outage.outage_until_ms > p.outage.outage_from_ms {
        marks.push(Mark::Band {
            from: p.outage.outage_from_ms as f64,
            to: p.outage.outage_until_ms as f64,
            key: Key("mark.outage"),
            // Named where the band is wide enough to hold the word.
            label: if (p.outage.outage_until_ms - p.outage.outage_from_ms) * 20 >= end {
                Key("mark.outage").name(w.lang()).into()
            } else {
                String::new()
            },
        });
    }
    Figure {
        name: "calls".into(),
        title,
        caption,
        x: Axis::new(word!(w, "outage-guards-time-x"), Unit::Millis).range(0.0, end as f64),
        y: Axis::new(word!(w, "outage-guards-calls-y"), Unit::Count),
        plot: Plot::Panels(panels),
        marks,
        facts: said.facts(),
    }
}

pub fn figures(p: &Params, runs: &[GuardRun], w: &'static Words) -> Vec<Figure> {
    if runs.is_empty() {
        return Vec::new();
    }
    vec![outcome(p, runs, w), calls(p, runs, w)]
}
