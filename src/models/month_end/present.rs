//! The first runs per policy, the runs of every month side by side, the CSVs and the
//! bars of runs per month.

use super::Params;
use super::simulate::{PolicyRuns, month};
use crate::models::kit::calendar::dates;
use crate::report::figure::{Axis, BarSeries, Key, Plot, Unit};
use crate::report::lang::Lang;
use crate::report::statement::{Commas, Listed, Shown};
use crate::report::units::capitalize;
use crate::report::words::Words;
use crate::report::{Figure, Head, Layout, Report, Spoken};
use crate::schedule::{DAY_MS, MonthEnd, civil_from_days, format_minute, tr};
use crate::word;

crate::regime! {
    /// A month-end policy by its parameter key (`month-end-policy-name`).
    pub(crate) enum Policy { Overflow = "overflow", Skip = "skip", Clamp = "clamp" }
}

impl Policy {
    fn of(policy: MonthEnd) -> Policy {
        match policy {
            MonthEnd::Overflow => Policy::Overflow,
            MonthEnd::Skip => Policy::Skip,
            MonthEnd::Clamp => Policy::Clamp,
        }
    }
}

/// The rule's day as the title writes it (`31st`, `31.`); exact: the day.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Ordinal(pub u8);

impl Shown for Ordinal {
    fn exact(&self) -> f64 {
        f64::from(self.0)
    }
    fn show(&self, lang: Lang) -> String {
        dates::ordinal(self.0.into(), Words::of(lang))
    }
}

/// A day of a month (`3 March`, `3 Mart`); exact: `month * 100 + day` (`303`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct DayMonth {
    pub day: u32,
    pub month: u32,
}

impl Shown for DayMonth {
    fn exact(&self) -> f64 {
        f64::from(self.month * 100 + self.day)
    }
    fn show(&self, lang: Lang) -> String {
        dates::day_month(self.day, self.month, Words::of(lang))
    }
}

crate::statement! {
    /// The first runs' heading (`first 3 runs`).
    struct FirstRuns = "month-end-first-runs" { input count n: u32 }
}
crate::statement! {
    /// A policy's name in the text, in the lesson's words (`tasma`, `atla`, `kelepcele`).
    struct PolicyName = "month-end-policy-name" { input select policy: Policy }
}
crate::statement! {
    /// A policy's months: with two runs, with none (`clamp once every month`).
    struct Spread = "month-end-spread" { input text name: String, claim count twice: usize, claim count none: usize }
}
crate::statement! {
    /// The title: the rule's day, and whether every policy runs once a month, else each
    /// policy's spread (the spreads are stated only then).
    struct Title = "month-end-title" {
        input shown day: Ordinal,
        claim select once: bool,
        say parts: Listed<Spread>,
    }
}
crate::statement! {
    /// A policy's runs in the window (`overflow 13`).
    struct Total = "month-end-caption-total" { input text name: String, claim count runs: u32 }
}
crate::statement! {
    /// Where overflow put the first run of a month without the day.
    struct Moved = "month-end-moved" {
        input text policy: String,
        claim shown missing: DayMonth,
        claim shown moved: DayMonth,
    }
}
crate::statement! {
    /// The caption: the run's time, the months, each policy's total, and overflow's move.
    struct Caption = "month-end-caption" {
        input text time: String,
        input text from: String,
        input text to: String,
        say totals: Commas<Total>,
        say moved: Option<Moved>,
    }
}

/// `YYYY-MM` of month `index` of the window.
fn month_label(p: &Params, index: usize) -> String {
    let (y, m) = month(p, index);
    format!("{y:04}-{:02}", m + 1)
}

/// A policy's name in the text, in the lesson's words (`tasma`, `atla`, `kelepcele`: the
/// chart's legend, in the text's ASCII), not its parameter key.
fn policy_name(policy: MonthEnd, w: &'static Words) -> String {
    w.say(&PolicyName { policy: Policy::of(policy) })
}

/// Each policy's first runs on one line.
fn first_runs(p: &Params, w: &'static Words) -> Layout<'static, PolicyRuns> {
    let first = w.say(&FirstRuns { n: p.first_runs });
    Layout::new("first_runs")
        .text_only(Head::left(word!(w, "month-end-policy"), 10), move |r: &PolicyRuns| policy_name(r.policy, w))
        .text_only(Head::left(first, 0), |r| {
            r.first_runs.iter().map(|&t| format_minute(t)).collect::<Vec<_>>().join("  ")
        })
}

/// A line of the month table: one month of the window, or the totals.
#[derive(Clone, Copy)]
enum MonthLine {
    Month(usize),
    Total,
}

/// One row per month (then the totals), one column per policy.
fn months_side_by_side<'a>(p: &'a Params, runs: &'a [PolicyRuns], w: &'static Words) -> Layout<'a, MonthLine> {
    let label = move |l: &MonthLine| match *l {
        MonthLine::Month(i) => month_label(p, i),
        MonthLine::Total => word!(w, "month-end-total"),
    };
    let head = word!(w, "month-end-month");
    runs.iter().fold(Layout::new("months").text_only(Head::left(head, 8), label), |layout, r| {
        layout.text_only(Head::right(policy_name(r.policy, w), 10), move |l| match *l {
            MonthLine::Month(i) => r.per_month[i].to_string(),
            MonthLine::Total => r.per_month.iter().sum::<u32>().to_string(),
        })
    })
}

/// One row per month and policy.
struct MonthRuns<'r> {
    month: usize,
    runs: &'r PolicyRuns,
}

fn per_month<'r>(p: &Params) -> Layout<'_, MonthRuns<'r>> {
    Layout::new("per_month")
        .csv("month", move |r: &MonthRuns| month_label(p, r.month).into())
        .csv("policy", |r| r.runs.policy.name().into())
        .csv("runs", |r| r.runs.per_month[r.month].into())
}

/// One row per run in the window.
struct Run<'r> {
    runs: &'r PolicyRuns,
    at: i64,
}

fn run_table<'r>() -> Layout<'static, Run<'r>> {
    let civil = |r: &Run| civil_from_days(r.at.div_euclid(DAY_MS));
    Layout::new("runs")
        .csv("policy", |r: &Run| r.runs.policy.name().into())
        .csv("run_at_utc", |r| format_minute(r.at).into())
        .csv("month", move |r| {
            let (y, m, _) = civil(r);
            format!("{y:04}-{m:02}").into()
        })
        .csv("day_of_month", move |r| civil(r).2.into())
}

pub fn present(p: &Params, runs: &[PolicyRuns], w: &'static Words) -> Report {
    let mut lines: Vec<MonthLine> = (0..p.months as usize).map(MonthLine::Month).collect();
    lines.push(MonthLine::Total);
    let text = format!("{}\n{}", first_runs(p, w).text(runs, w.lang()), months_side_by_side(p, runs, w).text(&lines, w.lang()));
    let month_rows: Vec<MonthRuns> =
        (0..p.months as usize).flat_map(|month| runs.iter().map(move |runs| MonthRuns { month, runs })).collect();
    let run_rows: Vec<Run> = runs.iter().flat_map(|r| r.runs.iter().map(move |&at| Run { runs: r, at })).collect();
    Report { text, tables: vec![per_month(p).table(&month_rows), run_table().table(&run_rows)], ..Report::default() }
}

/// The concept (colour, Turkish name) of a policy in every chart.
fn key(policy: MonthEnd) -> Key {
    match policy {
        MonthEnd::Overflow => Key("monthend.overflow"),
        MonthEnd::Skip => Key("monthend.skip"),
        MonthEnd::Clamp => Key("monthend.clamp"),
    }
}

/// How a policy spread its runs: months with two or more, months with none (over the
/// months from the first run of any policy to the last).
fn spread(r: &PolicyRuns, months: std::ops::Range<usize>) -> (usize, usize) {
    let counts = &r.per_month[months];
    (counts.iter().filter(|&&n| n >= 2).count(), counts.iter().filter(|&&n| n == 0).count())
}

/// Runs per calendar month, one bar per policy, each bar labelled with its count; the
/// months before any policy's first run (the start's month, when its day has passed) are
/// left out, so no empty group reads as a missed month.
pub fn figures(p: &Params, runs: &[PolicyRuns], w: &'static Words) -> Vec<Figure> {
    let n = p.months as usize;
    let busy = |i: &usize| runs.iter().any(|r| r.per_month[*i] > 0);
    let first = (0..n).find(busy).unwrap_or(0);
    let last = (0..n).rev().find(busy).map_or(n, |l| l + 1);
    let categories = (first..n)
        .map(|i| {
            let (y, m) = month(p, i);
            let short = dates::month_short(m as u32 + 1, w);
            if i == first || m == 0 { format!("{short} {y}") } else { short }
        })
        .collect();
    let series = runs
        .iter()
        .map(|r| BarSeries {
            name: key(r.policy).name(w.lang()).into(),
            key: key(r.policy),
            values: r.per_month[first..].iter().map(|&v| Some(f64::from(v))).collect(),
            labels: r.per_month[first..].iter().map(|v| v.to_string()).collect(),
        })
        .collect();
    let spreads: Vec<Spread> = runs
        .iter()
        .map(|r| {
            let (twice, none) = spread(r, first..last);
            Spread { name: key(r.policy).name(w.lang()).into(), twice, none }
        })
        .collect();
    let once = spreads.iter().all(|s| (s.twice, s.none) == (0, 0));
    let mut said = Spoken::new(w);
    let parts = Listed { items: if once { Vec::new() } else { spreads }, sep: "; ", elided: false };
    let title = said.say(&Title { day: Ordinal(p.day), once, parts });
    let ((y0, m0), (y1, m1)) = (month(p, first), month(p, n - 1));
    let totals = runs
        .iter()
        .map(|r| Total { name: key(r.policy).name(w.lang()).into(), runs: r.per_month.iter().sum() })
        .collect();
    let moved = runs.iter().filter(|r| r.policy == MonthEnd::Overflow).flat_map(|r| &r.runs).find(|&&t| tr::civil(t).2 != u32::from(p.day));
    let moved = moved.map(|&t| {
        let (_, m, d) = tr::civil(t);
        Moved {
            policy: capitalize(key(MonthEnd::Overflow).name(w.lang()), w.lang()),
            missing: DayMonth { day: u32::from(p.day), month: if m == 1 { 12 } else { m - 1 } },
            moved: DayMonth { day: d, month: m },
        }
    });
    let caption = said.say(&Caption {
        time: format!("{:02}:{:02}", p.hour, p.minute),
        from: dates::month_year(y0, m0 as u32 + 1, w),
        to: dates::month_year(y1, m1 as u32 + 1, w),
        totals: Commas(totals),
        moved,
    });
    vec![Figure {
        name: "months".into(),
        title,
        caption,
        x: Axis::new(word!(w, "month-end-x"), Unit::Plain),
        y: Axis::new(word!(w, "month-end-y"), Unit::Count),
        plot: Plot::Bars { categories, series },
        marks: Vec::new(),
        facts: said.facts(),
    }]
}
