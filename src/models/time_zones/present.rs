//! The zone × strategy table, the transition days and the run hours through the year.

use super::Params;
use super::Strategy;
use super::simulate::{StrategyRuns, ZoneRuns};
use crate::report::figure::{Axis, Key, Plot, Regime, Series, Style, Unit};
use crate::report::{Fact, Figure, Head, Layout, Report};
use crate::models::kit::calendar::dates;
use crate::args;
use crate::report::words::Words;
use crate::schedule::{DAY_MS, days_from_civil, format_minute, tr};

/// One zone × strategy row.
struct Row<'a> {
    zone: &'a ZoneRuns,
    runs: &'a StrategyRuns,
}

/// The runs on a transition day as `HH:MMZ …` (`HH:MM:SSZ` where the seconds are not
/// zero); `none` when it had none, `-` when the zone has no such day. The CSV writes
/// `none` in every edition (its names are English); the text shows the edition's word.
fn day_runs(r: &Row, day: Option<usize>) -> String {
    let Some(day) = day else { return "-".into() };
    let list: Vec<String> = r.runs.on_day(day).map(|t| format!("{}Z", tr::clock_seconds(t))).collect();
    if list.is_empty() { "none".into() } else { list.join(" ") }
}

/// [`day_runs`] as the text shows it.
fn day_runs_shown(r: &Row, day: Option<usize>, w: &'static Words) -> String {
    let runs = day_runs(r, day);
    if runs == "none" { w.text("time-zones-none") } else { runs }
}

/// Two spaces between the text's last columns.
fn gap<R>(layout: Layout<'static, R>) -> Layout<'static, R> {
    layout.text_only(Head::left("", 2), |_| String::new())
}

/// The zone column is 18 wide, wider only for longer zone names.
fn zone_head(w: &'static Words) -> Head {
    Head::left(head("zone", w), 18).fit(2)
}

/// A heading of the text's tables (the lesson's ASCII).
fn head(column: &str, w: &'static Words) -> String {
    w.get("time-zones-column", &args!(column = column))
}

fn zones<'a>(w: &'static Words) -> Layout<'static, Row<'a>> {
    let l = Layout::new("zones")
        .column("zone", zone_head(w), |r: &Row| r.zone.zone.as_str().into())
        .column("strategy", Head::left(head("strategy", w), 11), |r| r.runs.strategy.name().into())
        .column("runs", Head::right(head("runs", w), 6), |r| r.runs.runs.len().into())
        .column("days_without_run", Head::right(head("without", w), 14), |r| r.runs.days_without_run.into())
        .column("days_with_two_runs", Head::right(head("two", w), 16), |r| r.runs.days_with_two_runs.into());
    let l = gap(l).column("spring_day_runs_utc", Head::left(head("spring-day", w), 16), |r| {
        day_runs(r, r.zone.spring_day).into()
    })
    .shown(move |r| day_runs_shown(r, r.zone.spring_day, w));
    gap(l)
        .column("fall_day_runs_utc", Head::left(head("fall-day", w), 0), |r| day_runs(r, r.zone.fall_day).into())
        .shown(move |r| day_runs_shown(r, r.zone.fall_day, w))
}

fn transitions<'a>(p: &'a Params, w: &'static Words) -> Layout<'a, ZoneRuns> {
    let date = move |day: Option<usize>| match day {
        Some(d) => format_minute((days_from_civil(i64::from(p.year), 1, 1) + d as i64) * DAY_MS)[..10].to_string(),
        None => "-".into(),
    };
    Layout::new("transitions")
        .column("zone", zone_head(w), |z: &ZoneRuns| z.zone.as_str().into())
        .column("spring_forward_date", Head::left(head("spring-forward", w), 12), move |z| date(z.spring_day).into())
        .column("fall_back_date", Head::left(head("fall-back", w), 0), move |z| date(z.fall_day).into())
}

pub fn present(p: &Params, zones_run: &[ZoneRuns], w: &'static Words) -> Report {
    let rows: Vec<Row> =
        zones_run.iter().flat_map(|zone| zone.strategies.iter().map(move |runs| Row { zone, runs })).collect();
    let (table, dates) = (zones(w), transitions(p, w));
    let text = format!("{}\n{}", table.text(&rows, w.lang()), dates.text(zones_run, w.lang()));
    Report { text, tables: vec![table.table(&rows), dates.table(zones_run)], ..Report::default() }
}

/// The concept (colour, Turkish name) of a strategy in every chart.
fn key(s: Strategy) -> Key {
    match s {
        Strategy::Naive => Key("tz.naive"),
        Strategy::Compatible => Key("tz.compatible"),
        Strategy::Earlier => Key("tz.earlier"),
        Strategy::Later => Key("tz.later"),
        Strategy::Reject => Key("tz.reject"),
        Strategy::Utc => Key("tz.utc"),
        Strategy::Cronie => Key("tz.cronie"),
    }
}

/// What the naive matcher got wrong on one local day.
enum Slip {
    /// No run; `at` is where the tz-aware run was (UTC minute of the local day).
    Missed { day: usize, at: Option<f64> },
    /// Two or more runs, at these minutes.
    Doubled { day: usize, at: Vec<f64> },
}

/// The year on the chart's x axis, and a run's place on the y axis.
#[derive(Clone, Copy)]
struct Year {
    first_day: i64,
    days: usize,
}

impl Year {
    fn new(year: i16) -> Year {
        let first_day = days_from_civil(i64::from(year), 1, 1);
        Year { first_day, days: (days_from_civil(i64::from(year) + 1, 1, 1) - first_day) as usize }
    }
    /// Local day `d`'s date (UTC midnight, ms).
    fn date_ms(self, d: usize) -> f64 {
        ((self.first_day + d as i64) * DAY_MS) as f64
    }
    /// Minutes from the local date's 00:00 UTC: 23:30 the day before is -30 (shown 23:30).
    fn minute(self, d: usize, t: i64) -> f64 {
        (t - (self.first_day + d as i64) * DAY_MS) as f64 / 60_000.0
    }
    /// `d`'s short date (`29 Mar`).
    fn day(self, d: usize, w: &'static Words) -> String {
        dates::day_short(self.date_ms(d) as i64, w)
    }
}

/// A chart minute as a clock (`03:14`, `03:14:30`).
fn clock(minute: f64) -> String {
    tr::clock_seconds((minute * 60_000.0).round() as i64)
}

/// The line's first run of each day, and its step line: one point where it changes, the
/// zone named at its end.
fn base_series(z: &ZoneRuns, base: Strategy, line: &StrategyRuns, year: Year, w: &'static Words) -> (Series, Vec<Option<f64>>) {
    let mut by_day: Vec<Option<f64>> = vec![None; year.days];
    for &(d, t) in &line.runs {
        by_day[d].get_or_insert(year.minute(d, t));
    }
    let mut points: Vec<(f64, f64)> = Vec::new();
    for (d, m) in by_day.iter().enumerate() {
        if let Some(m) = *m
            && points.last().is_none_or(|l| l.1 != m)
        {
            points.push((year.date_ms(d), m));
        }
    }
    if let Some(&(_, m)) = points.last() {
        points.push((year.date_ms(year.days), m));
    }
    let last = points.len().saturating_sub(1);
    let no_dst = z.spring_day.is_none() && z.fall_day.is_none();
    let before = points.iter().any(|&(_, m)| m < 0.0);
    let yes = |b: bool| if b { "yes" } else { "no" };
    let name = w
        .get("time-zones-line", &args!(zone = z.zone.as_str(), no_dst = yes(no_dst), before = yes(before)));
    (Series::new(key(base).name(w.lang()), key(base), Style::Step, points).labelled(vec![(last, name)]), by_day)
}

/// The days the naive matcher ran other than once (`by_day`: the line's run that day).
fn naive_slips(naive: &StrategyRuns, year: Year, by_day: &[Option<f64>]) -> Vec<Slip> {
    let mut per_day: Vec<Vec<f64>> = vec![Vec::new(); year.days];
    for &(d, t) in &naive.runs {
        per_day[d].push(year.minute(d, t));
    }
    let mut slips = Vec::new();
    for (d, at) in per_day.into_iter().enumerate() {
        match at.len() {
            0 => slips.push(Slip::Missed { day: d, at: by_day[d] }),
            1 => {}
            _ => slips.push(Slip::Doubled { day: d, at }),
        }
    }
    slips
}

/// The naive matcher's slips as marked, labelled points (the first six labelled): a day
/// without a run (a ✕ where the tz-aware run is) and a day with two (a ◆ at each), apart.
fn slip_series(slips: &[Slip], year: Year, w: &'static Words) -> Vec<Series> {
    let (mut missed, mut missed_labels) = (Vec::new(), Vec::new());
    let (mut doubled, mut doubled_labels) = (Vec::new(), Vec::new());
    for slip in slips {
        match slip {
            Slip::Missed { day, at } => {
                missed_labels.push((missed.len(), w.get("time-zones-missed", &args!(day = year.day(*day, w)))));
                missed.push((year.date_ms(*day), at.unwrap_or(0.0)));
            }
            Slip::Doubled { day, at } => {
                let clocks: Vec<String> = at.iter().map(|&m| clock(m)).collect();
                let args = args!(day = year.day(*day, w), n = at.len().to_string(), at = clocks.join(", "));
                doubled_labels.push((doubled.len(), w.get("time-zones-doubled", &args)));
                doubled.extend(at.iter().map(|&m| (year.date_ms(*day), m)));
            }
        }
    }
    missed_labels.truncate(6);
    doubled_labels.truncate(6);
    let mut out = Vec::new();
    if !missed.is_empty() {
        out.push(Series::new(Key("tz.missed").name(w.lang()), Key("tz.missed"), Style::Points, missed).labelled(missed_labels));
    }
    if !doubled.is_empty() {
        out.push(Series::new(Key("tz.doubled").name(w.lang()), Key("tz.doubled"), Style::Points, doubled).labelled(doubled_labels));
    }
    out
}

/// cronie's runs on the transition days where they differ from the line.
fn cronie_series(z: &ZoneRuns, cronie: &StrategyRuns, year: Year, by_day: &[Option<f64>], w: &'static Words) -> Option<Series> {
    let mut points = Vec::new();
    let mut labels = Vec::new();
    for d in [z.spring_day, z.fall_day].into_iter().flatten() {
        for t in cronie.on_day(d) {
            let m = year.minute(d, t);
            if by_day[d] != Some(m) {
                labels.push((points.len(), format!("{}: cronie {}", year.day(d, w), clock(m))));
                points.push((year.date_ms(d), m));
            }
        }
    }
    (!points.is_empty()).then(|| {
        Series::new(key(Strategy::Cronie).name(w.lang()), key(Strategy::Cronie), Style::Points, points).labelled(labels)
    })
}

/// What the chart found, for its title and caption.
struct Found {
    missing_zones: usize,
    doubling_zones: usize,
    /// The line runs exactly once a day in every zone.
    regular: bool,
    cronie_moves: usize,
}

/// The title and caption, with the facts they state.
fn title_caption(p: &Params, base: Strategy, f: &Found, w: &'static Words) -> (String, String, Vec<Fact>) {
    let local = format!("{:02}:{:02}", p.hour, p.minute);
    let slipped = f.missing_zones + f.doubling_zones > 0;
    let naive = key(Strategy::Naive).name(w.lang());
    let which = Which::of(f.missing_zones, f.doubling_zones);
    let title = if slipped {
        w.get(
            "time-zones-title-slipped",
            &args!(
                local = local.as_str(),
                naive = naive,
                missing = f.missing_zones,
                doubling = f.doubling_zones,
                which = which.key()
            ),
        )
    } else {
        w.get("time-zones-title", &args!(local = local.as_str(), year = p.year.to_string()))
    };
    let mut caption = w.get(
        "time-zones-caption",
        &args!(
            local = local.as_str(),
            year = p.year.to_string(),
            base = key(base).name(w.lang()),
            naive = naive,
            slipped = slipped.key(),
            which = which.key(),
            regular = f.regular.key(),
        ),
    );
    if f.cronie_moves > 0 {
        caption.push_str(&w.text("time-zones-cronie"));
    }
    let mut facts = vec![if slipped {
        Fact::on("time-zones-title-slipped", "which", which)
            .with("missing", f.missing_zones as f64)
            .with("doubling", f.doubling_zones as f64)
    } else {
        Fact::said("time-zones-title")
    }];
    facts.push(Fact::on("time-zones-caption", "slipped", slipped));
    if slipped {
        facts.push(Fact::on("time-zones-caption", "regular", f.regular));
    }
    (title, caption, facts)
}

/// Each zone's run time in UTC through the year (a step line: one point where it
/// changes, the zone named at its end), with the naive matcher's missed and doubled runs
/// marked and labelled on it.
pub fn figures<'a>(p: &Params, zones_run: &'a [ZoneRuns], w: &'static Words) -> Vec<Figure> {
    let year = Year::new(p.year);
    // The line: the first tz-aware strategy listed, or naive if it is alone.
    let base = [
        Strategy::Compatible,
        Strategy::Later,
        Strategy::Earlier,
        Strategy::Reject,
        Strategy::Utc,
        Strategy::Cronie,
        Strategy::Naive,
    ]
    .into_iter()
    .find(|s| p.strategies.contains(s));
    let Some(base) = base else { return Vec::new() };
    let mut found = Found { missing_zones: 0, doubling_zones: 0, regular: true, cronie_moves: 0 };
    let mut series = Vec::new();
    let strategy = |z: &'a ZoneRuns, s: Strategy| z.strategies.iter().find(|r| r.strategy == s);
    for z in zones_run {
        let Some(line) = strategy(z, base) else { continue };
        found.regular &= line.days_without_run == 0 && line.days_with_two_runs == 0;
        let (line_series, by_day) = base_series(z, base, line, year, w);
        series.push(line_series);
        let slips = match strategy(z, Strategy::Naive) {
            Some(naive) if base != Strategy::Naive => naive_slips(naive, year, &by_day),
            _ => Vec::new(),
        };
        series.extend(slip_series(&slips, year, w));
        if base != Strategy::Cronie
            && let Some(cronie) = strategy(z, Strategy::Cronie)
            && let Some(s) = cronie_series(z, cronie, year, &by_day, w)
        {
            found.cronie_moves += 1;
            series.push(s);
        }
        found.missing_zones += usize::from(slips.iter().any(|s| matches!(s, Slip::Missed { .. })));
        found.doubling_zones += usize::from(slips.iter().any(|s| matches!(s, Slip::Doubled { .. })));
    }
    // The lesson's advice taken literally: the trigger stored in UTC, one line for every
    // zone (its UTC time is the same everywhere; its local time moves with the shifts).
    let utc = zones_run.iter().find_map(|z| strategy(z, Strategy::Utc)).filter(|_| base != Strategy::Utc);
    if let Some(m) = utc.and_then(|u| u.runs.first().map(|&(d, t)| year.minute(d, t))) {
        let points = vec![(year.date_ms(0), m), (year.date_ms(year.days), m)];
        let label = w.get("time-zones-utc-line", &args!(at = clock(m)));
        series.push(Series::new(key(Strategy::Utc).name(w.lang()), key(Strategy::Utc), Style::Line, points).labelled(vec![(1, label)]));
    }
    let (title, mut caption, facts) = title_caption(p, base, &found, w);
    let before_midnight = series.iter().any(|s| s.points.iter().any(|&(_, m)| m < 0.0));
    if before_midnight {
        caption.push_str(&w.text("time-zones-before-midnight"));
    }
    if utc.is_some() {
        caption.push_str(&w.text("time-zones-advice"));
    }
    vec![Figure {
        name: "utc_hours".into(),
        title,
        caption,
        x: Axis::new(w.text("time-zones-x"), Unit::Date),
        y: Axis::new(w.text("time-zones-y"), Unit::ClockMinutes),
        plot: Plot::Lines(series),
        marks: Vec::new(), facts 
    }]
}

crate::regime! {
    /// Which kind of slip the naive matcher makes: runs missing on spring-forward days,
    /// runs doubling on fall-back days, or both (the title names only the kinds that happen).
    enum Which { Missing = "missing", Doubling = "doubling", Both = "both" }
}

impl Which {
    /// From the zones where a run goes missing and where one runs twice; `Both` also
    /// when neither happens (the title then makes no slip statement).
    fn of(missing_zones: usize, doubling_zones: usize) -> Self {
        match (missing_zones > 0, doubling_zones > 0) {
            (true, false) => Which::Missing,
            (false, true) => Which::Doubling,
            _ => Which::Both,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn which_slips_the_title_names() {
        assert_eq!(Which::of(2, 0), Which::Missing);
        assert_eq!(Which::of(0, 1), Which::Doubling);
        assert_eq!(Which::of(1, 1).key(), "both");
    }
}
