//! The zone × strategy table, the transition days and the chart of run hours.

use super::Params;
use super::simulate::{StrategyRuns, ZoneRuns};
use super::Strategy;
use crate::report::{Chart, ChartKind, Head, Layout, Report, Series, SeriesStyle};
use crate::schedule::{DAY_MS, days_from_civil, format_minute};

/// One zone × strategy row.
struct Row<'a> {
    zone: &'a ZoneRuns,
    runs: &'a StrategyRuns,
}

/// The runs on a transition day as `HH:MMZ …`; `yok` (none) when it had none, `-` when
/// the zone has no such day.
fn day_runs(r: &Row, day: Option<usize>) -> String {
    let Some(day) = day else { return "-".into() };
    let list: Vec<String> = r.runs.on_day(day).map(|t| format!("{}Z", &format_minute(t)[11..])).collect();
    if list.is_empty() { "yok".into() } else { list.join(" ") }
}

/// Two spaces between the text's last columns.
fn gap<R>(layout: Layout<'static, R>) -> Layout<'static, R> {
    layout.text_only(Head::left("", 2), |_| String::new())
}

/// The zone column is 18 wide, wider only for longer zone names.
fn zone_head() -> Head {
    Head::left("dilim", 18).fit(2)
}

fn zones<'a>() -> Layout<'static, Row<'a>> {
    let l = Layout::new("zones")
        .column("zone", zone_head(), |r: &Row| r.zone.zone.as_str().into())
        .column("strategy", Head::left("strateji", 11), |r| r.runs.strategy.name().into())
        .column("runs", Head::right("kosum", 6), |r| r.runs.runs.len().into())
        .column("days_without_run", Head::right("kosumsuz gun", 14), |r| r.runs.days_without_run.into())
        .column("days_with_two_runs", Head::right("cift kosum gun", 16), |r| r.runs.days_with_two_runs.into());
    let l = gap(l).column("spring_day_runs_utc", Head::left("ileri gun (UTC)", 16), |r| {
        day_runs(r, r.zone.spring_day).into()
    });
    gap(l).column("fall_day_runs_utc", Head::left("geri gun (UTC)", 0), |r| day_runs(r, r.zone.fall_day).into())
}

fn transitions(p: &Params) -> Layout<'_, ZoneRuns> {
    let date = move |day: Option<usize>| match day {
        Some(d) => format_minute((days_from_civil(i64::from(p.year), 1, 1) + d as i64) * DAY_MS)[..10].to_string(),
        None => "-".into(),
    };
    Layout::new("transitions")
        .column("zone", zone_head(), |z: &ZoneRuns| z.zone.as_str().into())
        .column("spring_forward_date", Head::left("ileri alma", 12), move |z| date(z.spring_day).into())
        .column("fall_back_date", Head::left("geri alma", 0), move |z| date(z.fall_day).into())
}

pub fn present(p: &Params, zones_run: &[ZoneRuns]) -> Report {
    let rows: Vec<Row> =
        zones_run.iter().flat_map(|zone| zone.strategies.iter().map(move |runs| Row { zone, runs })).collect();
    let (table, dates) = (zones(), transitions(p));
    let text = format!("{}\n{}", table.text(&rows), dates.text(zones_run));
    Report { text, tables: vec![table.table(&rows), dates.table(zones_run)], ..Report::default() }
}

/// Each zone's run hours (UTC) through the year: `compatible`, or `naive` without it.
pub fn charts(p: &Params, zones_run: &[ZoneRuns]) -> Vec<Chart> {
    let shown = |s: Strategy| {
        s == Strategy::Compatible || (s == Strategy::Naive && !p.strategies.contains(&Strategy::Compatible))
    };
    let series = zones_run
        .iter()
        .flat_map(|z| z.strategies.iter().filter(|r| shown(r.strategy)).map(move |r| (z, r)))
        .map(|(z, r)| {
            let points =
                r.runs.iter().map(|&(d, t)| ((d + 1) as f64, t.rem_euclid(DAY_MS) as f64 / 3_600_000.0)).collect();
            Series { name: format!("{} ({})", z.zone, r.strategy.name()), points, style: SeriesStyle::Line }
        })
        .collect();
    vec![Chart {
        name: "utc_hours".into(),
        title: format!("Yerel {:02}:{:02} koşumunun UTC saati, {} boyunca", p.hour, p.minute, p.year),
        x_label: "yılın günü".into(),
        y_label: "koşumun UTC saati".into(),
        kind: ChartKind::Lines { series, log_y: false },
    }]
}
