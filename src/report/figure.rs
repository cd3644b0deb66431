//! What a chart shows, as data: the course's chart vocabulary. Models build [`Figure`]s
//! from their outcomes; `output` draws them in the one course style. Everything a chart
//! shows is here, so [`Figure::dump`] pins it in the snapshots as text.
//!
//! Data is in the model's own units (time in milliseconds, dates as UTC epoch
//! milliseconds); the [`Unit`] of an axis tells the renderer how to show it (`s`, `dk`,
//! `sa`, `gün`, month names, `HH:MM`), so a chart never shows `46087 dk` for 32 days.
//! Colours are never chosen by a model: a [`Key`] names a concept (`jitter.full`,
//! `outcome.lost`) and the style gives every concept one colour and marker in every chart.

use crate::report::words::Words;
use std::fmt::Write;

pub use super::fact::{Count, Fact, Regime};

/// A concept a colour stands for, the same in every chart (see `output`'s style table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Key(pub &'static str);

/// How values on an axis are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Plain numbers.
    Plain,
    /// Whole counts: integer ticks only.
    Count,
    /// A duration or instant in milliseconds, shown in ms, s, dk, sa or gün by range.
    Millis,
    /// UTC epoch milliseconds, shown as dates (month ticks).
    Date,
    /// Minutes after midnight, shown as `HH:MM`.
    ClockMinutes,
    /// A fraction shown as a percentage.
    Percent,
}

/// Linear or logarithmic axis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    Linear,
    /// Base-10 logarithmic: for values that span decades. Zero and negative values are
    /// drawn at the axis floor and labelled with their value.
    Log,
}

/// One axis: its label (Turkish, without the unit: the renderer adds it), unit and scale.
#[derive(Clone, Debug, PartialEq)]
pub struct Axis {
    pub label: String,
    pub unit: Unit,
    pub scale: Scale,
    /// Fixed range in data units; `None` fits the data (a count axis starts at zero).
    pub range: Option<(f64, f64)>,
    /// The run's virtual clock (milliseconds since the run began, the `time_ms` of its
    /// trace): the lab's replay marks the scrubbed instant on such an axis. Drawing ignores it.
    pub clock: bool,
    /// A tick every `step` data units on a linear axis (a trigger period), instead of a
    /// round step the drawing picks; `None` leaves the choice to the drawing.
    pub step: Option<f64>,
    /// A timeline's y axis: its title is drawn left of the lane names (a timeline draws
    /// none by default, its lane names saying what a row is).
    pub lanes_titled: bool,
    /// A timeline's y axis: the lanes share the plot's whole height (taller lanes and
    /// bars), where by default a timeline of a few lanes keeps its lanes short and is
    /// centred in the room left.
    pub lanes_fill: bool,
    /// Small multiples side by side in one row: each panel fits this x axis to its own
    /// series (a fixed range keeping its margins around each panel's points), where by
    /// default all panels share one. Stacked panels always share the axis drawn under the
    /// last, which a panel above it could not read on its own.
    pub per_panel: bool,
}

impl Axis {
    pub fn new(label: impl Into<String>, unit: Unit) -> Axis {
        Axis {
            label: label.into(),
            unit,
            scale: Scale::Linear,
            range: None,
            clock: false,
            step: None,
            lanes_titled: false,
            lanes_fill: false,
            per_panel: false,
        }
    }
    /// The same axis ticked every `step` data units (see [`Axis::step`](Axis#structfield.step)).
    pub fn step(mut self, step: f64) -> Axis {
        self.step = Some(step).filter(|s| *s > 0.0);
        self
    }
    /// A timeline's y axis with its title drawn (see [`Axis::lanes_titled`](Axis#structfield.lanes_titled)).
    pub fn lanes_titled(mut self) -> Axis {
        self.lanes_titled = true;
        self
    }
    /// A timeline's y axis whose lanes fill the plot's height (see [`Axis::lanes_fill`](Axis#structfield.lanes_fill)).
    pub fn lanes_fill(mut self) -> Axis {
        self.lanes_fill = true;
        self
    }
    /// An x axis each panel side by side fits on its own (see [`Axis::per_panel`](Axis#structfield.per_panel)).
    pub fn per_panel(mut self) -> Axis {
        self.per_panel = true;
        self
    }
    /// The same axis on a log scale.
    pub fn log(mut self) -> Axis {
        self.scale = Scale::Log;
        self
    }
    /// The same axis, marked as the run's virtual clock (see [`Axis::clock`](Axis#structfield.clock)).
    pub fn clock(mut self) -> Axis {
        self.clock = true;
        self
    }
    /// The same axis with a fixed range.
    pub fn range(mut self, lo: f64, hi: f64) -> Axis {
        self.range = Some((lo, hi));
        self
    }
}

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Line,
    /// Each value holds until the next point (counts per bucket, queue lengths).
    Step,
    /// A line with a marker on each point.
    LinePoints,
    /// Markers only.
    Points,
}

/// One named series of `(x, y)` points.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    pub name: String,
    pub key: Key,
    pub style: Style,
    pub points: Vec<(f64, f64)>,
    /// Labels written next to some points: `(point index, text)`.
    pub labels: Vec<(usize, String)>,
    /// Drawn dashed (line and legend swatch): a line that runs on top of another one, so
    /// the one beneath shows through its gaps.
    pub dashed: bool,
}

impl Series {
    pub fn new(name: impl Into<String>, key: Key, style: Style, points: Vec<(f64, f64)>) -> Series {
        Series { name: name.into(), key, style, points, labels: Vec::new(), dashed: false }
    }
    /// The same series drawn dashed (see [`Series::dashed`](Series#structfield.dashed)).
    pub fn dashed(mut self) -> Series {
        self.dashed = true;
        self
    }
    /// The same series with labels at some points.
    pub fn labelled(mut self, labels: Vec<(usize, String)>) -> Series {
        self.labels = labels;
        self
    }
}

/// One bar series of a grouped bar chart: one value per category (`None`: no bar).
#[derive(Clone, Debug, PartialEq)]
pub struct BarSeries {
    pub name: String,
    pub key: Key,
    pub values: Vec<Option<f64>>,
    /// The label above each bar; empty strings for none.
    pub labels: Vec<String>,
}

/// An interval on a timeline lane: `[start, end)` coloured by what it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Span {
    pub start: f64,
    pub end: f64,
    pub key: Key,
    pub label: String,
}

/// An instant on a timeline lane (a crash, a takeover, a stale write), drawn as a marker.
#[derive(Clone, Debug, PartialEq)]
pub struct Event {
    pub at: f64,
    pub key: Key,
    pub label: String,
}

/// One row of a timeline.
#[derive(Clone, Debug, PartialEq)]
pub struct Lane {
    pub name: String,
    /// Lanes with the same group are drawn together, groups apart with their name.
    pub group: String,
    pub spans: Vec<Span>,
    pub events: Vec<Event>,
    /// A date strip of bare events (a rule's runs): markers closer than a marker's width
    /// are drawn narrower so each stays apart, and its labels keep a gap from every other
    /// label so that two never read as one phrase.
    pub strip: bool,
}

impl Lane {
    pub fn new(name: impl Into<String>) -> Lane {
        Lane { name: name.into(), group: String::new(), spans: Vec::new(), events: Vec::new(), strip: false }
    }
    /// The same lane drawn as a date strip (see [`Lane::strip`](Lane#structfield.strip)).
    pub fn strip(mut self) -> Lane {
        self.strip = true;
        self
    }
    pub fn in_group(mut self, group: impl Into<String>) -> Lane {
        self.group = group.into();
        self
    }
    pub fn span(mut self, start: f64, end: f64, key: Key, label: impl Into<String>) -> Lane {
        self.spans.push(Span { start, end, key, label: label.into() });
        self
    }
    pub fn event(mut self, at: f64, key: Key, label: impl Into<String>) -> Lane {
        self.events.push(Event { at, key, label: label.into() });
        self
    }
}

/// One panel of small multiples: its own title and series, all panels on one x axis
/// (unless [`Axis::per_panel`](Axis#structfield.per_panel) and side by side) and one y
/// scale so they compare at a glance.
#[derive(Clone, Debug, PartialEq)]
pub struct Panel {
    pub title: String,
    pub series: Vec<Series>,
}

/// What is plotted.
#[derive(Clone, Debug, PartialEq)]
pub enum Plot {
    Lines(Vec<Series>),
    /// Grouped vertical bars: one group per category, one bar per series.
    Bars {
        categories: Vec<String>,
        series: Vec<BarSeries>,
    },
    /// A timeline: lanes top to bottom, spans and event markers.
    Timeline(Vec<Lane>),
    /// Small multiples stacked top to bottom.
    Panels(Vec<Panel>),
}

/// Something marked on the plot area itself.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    /// A vertical line at `x` with a label (an event that matters: "breaker opened").
    VLine { x: f64, key: Key, label: String },
    /// A horizontal line at `y` with a label (a capacity, a budget).
    HLine { y: f64, key: Key, label: String },
    /// A shaded x range with a label (an outage window).
    Band { from: f64, to: f64, key: Key, label: String },
    /// The spread of a series: `(x, low, high)` points drawn as a translucent band in the
    /// series' colour on a line chart, or as whiskers on bars (`x` is then the category
    /// index). The label says what the spread is ("p5–p95").
    Range { key: Key, points: Vec<(f64, f64, f64)>, label: String },
}

/// A chart: its takeaway title, a caption saying what to see, axes, the plot and marks.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// File-name-safe name (`wave`): the file is `<scenario>.<name>.svg`.
    pub name: String,
    /// The takeaway, in Turkish ("Sarsıntısız denemeler 200'lük dalgalara yığılıyor").
    pub title: String,
    /// One or two Turkish sentences saying what to see, written from the numbers.
    pub caption: String,
    pub x: Axis,
    pub y: Axis,
    pub plot: Plot,
    pub marks: Vec<Mark>,
    /// The statements the title and caption make, as the typed facts that chose their
    /// words; both editions carry the same facts.
    pub facts: Vec<Fact>,
}

fn num(v: f64) -> String {
    if v == v.trunc() && v.abs() < 1e15 { format!("{}", v as i64) } else { format!("{v}") }
}

fn points(out: &mut String, pts: &[(f64, f64)]) {
    for chunk in pts.chunks(8) {
        let line: Vec<String> = chunk.iter().map(|&(x, y)| format!("({},{})", num(x), num(y))).collect();
        let _ = writeln!(out, "    {}", line.join(" "));
    }
}

impl Figure {
    /// How many things drawing it places: points, bars, spans, events and marks. The cost of
    /// drawing grows with it (the lab refuses to draw a chart past its limit).
    pub fn size(&self) -> usize {
        let points = |series: &[Series]| series.iter().map(|s| s.points.len()).sum::<usize>();
        let plotted = match &self.plot {
            Plot::Lines(series) => points(series),
            Plot::Bars { categories, series } => categories.len() * series.len(),
            Plot::Timeline(lanes) => lanes.iter().map(|l| l.spans.len() + l.events.len()).sum(),
            Plot::Panels(panels) => panels.iter().map(|p| points(&p.series)).sum(),
        };
        plotted + self.marks.len()
    }

    /// Every concept the chart colours (series, bars, spans, events, marks), in drawing
    /// order with repeats: a test holds each to a known concept.
    pub fn keys(&self) -> Vec<Key> {
        let mut keys: Vec<Key> = match &self.plot {
            Plot::Lines(series) => series.iter().map(|s| s.key).collect(),
            Plot::Bars { series, .. } => series.iter().map(|s| s.key).collect(),
            Plot::Timeline(lanes) => {
                lanes.iter().flat_map(|l| l.spans.iter().map(|s| s.key).chain(l.events.iter().map(|e| e.key))).collect()
            }
            Plot::Panels(panels) => panels.iter().flat_map(|p| p.series.iter().map(|s| s.key)).collect(),
        };
        keys.extend(self.marks.iter().map(|m| match m {
            Mark::VLine { key, .. } | Mark::HLine { key, .. } | Mark::Band { key, .. } | Mark::Range { key, .. } => {
                *key
            }
        }));
        keys
    }

    /// Everything the chart is drawn from, as text (for snapshots): a chart that silently
    /// loses a series, a bar or a marker changes its dump.
    pub fn dump(&self) -> String {
        let mut o = String::new();
        let _ = writeln!(o, "chart {}: {}", self.name, self.title);
        let _ = writeln!(o, "  caption: {}", self.caption);
        for (n, a) in [("x", &self.x), ("y", &self.y)] {
            let _ = writeln!(
                o,
                "  {n}: {} [{:?}, {:?}{}]",
                a.label,
                a.unit,
                a.scale,
                match a.range {
                    Some((lo, hi)) => format!(", {}..{}", num(lo), num(hi)),
                    None => String::new(),
                }
            );
            // Printed only when set, so the other charts' dumps stay as they were.
            if a.lanes_titled || a.lanes_fill {
                let _ = writeln!(o, "    lanes: titled {}, fill {}", a.lanes_titled, a.lanes_fill);
            }
            if a.per_panel {
                let _ = writeln!(o, "    per panel");
            }
        }
        let series = |o: &mut String, s: &Series| {
            let _ = writeln!(o, "  series {} ({}, {:?}): {} points", s.name, s.key.0, s.style, s.points.len());
            points(o, &s.points);
            for (i, l) in &s.labels {
                let _ = writeln!(o, "    label #{i}: {l}");
            }
        };
        match &self.plot {
            Plot::Lines(ss) => ss.iter().for_each(|s| series(&mut o, s)),
            Plot::Panels(ps) => {
                for p in ps {
                    let _ = writeln!(o, "  panel {}", p.title);
                    p.series.iter().for_each(|s| series(&mut o, s));
                }
            }
            Plot::Bars { categories, series } => {
                let one_line: Vec<String> = categories.iter().map(|c| c.replace('\n', " / ")).collect();
                let _ = writeln!(o, "  categories: {}", one_line.join(" | "));
                for s in series {
                    let vals: Vec<String> = s
                        .values
                        .iter()
                        .zip(&s.labels)
                        .map(|(v, l)| {
                            format!(
                                "{}{}",
                                v.map(num).unwrap_or("-".into()),
                                if l.is_empty() { String::new() } else { format!(" \"{l}\"") }
                            )
                        })
                        .collect();
                    let _ = writeln!(o, "  bars {} ({}): {}", s.name, s.key.0, vals.join(", "));
                }
            }
            Plot::Timeline(lanes) => {
                for l in lanes {
                    let group = if l.group.is_empty() { String::new() } else { format!(" [{}]", l.group) };
                    let _ = writeln!(o, "  lane {}{group}", l.name);
                    for s in &l.spans {
                        let _ = writeln!(o, "    span {}..{} {} {}", num(s.start), num(s.end), s.key.0, s.label);
                    }
                    for e in &l.events {
                        let _ = writeln!(o, "    event {} {} {}", num(e.at), e.key.0, e.label);
                    }
                }
            }
        }
        for m in &self.marks {
            let _ = match m {
                Mark::VLine { x, key, label } => writeln!(o, "  mark x={} {} {label}", num(*x), key.0),
                Mark::HLine { y, key, label } => writeln!(o, "  mark y={} {} {label}", num(*y), key.0),
                Mark::Band { from, to, key, label } => {
                    writeln!(o, "  mark x={}..{} {} {label}", num(*from), num(*to), key.0)
                }
                Mark::Range { key, points, label } => {
                    let pts: Vec<String> =
                        points.iter().map(|(x, lo, hi)| format!("({},{}..{})", num(*x), num(*lo), num(*hi))).collect();
                    writeln!(o, "  range {} {label}: {}", key.0, pts.join(" "))
                }
            };
        }
        o
    }
}

/// A step series of counts per bucket (bucket index → count), sparse: a point where a
/// non-empty bucket starts and a zero where it is followed by an empty one, so a run of
/// a million empty buckets costs nothing. When there are more than `max_bins` non-empty
/// buckets, neighbouring buckets are merged into bins of equal width and each bin shows
/// its busiest bucket (a peak stays a peak). `x` is in milliseconds.
///
/// # Example
/// ```
/// use std::collections::BTreeMap;
/// use jobsim::report::figure::bucket_steps;
/// let counts = BTreeMap::from([(5u64, 200u64), (15, 200)]);
/// assert_eq!(bucket_steps(&counts, 100, 1000), vec![(0.0, 0.0), (500.0, 200.0), (600.0, 0.0), (1500.0, 200.0), (1600.0, 0.0)]);
/// ```
pub fn bucket_steps(counts: &std::collections::BTreeMap<u64, u64>, bucket_ms: u64, max_bins: usize) -> Vec<(f64, f64)> {
    let (Some(&first), Some(&last)) = (counts.keys().next(), counts.keys().next_back()) else {
        return vec![(0.0, 0.0)];
    };
    // Merge `k` buckets per bin when there are too many non-empty ones.
    let k = if counts.len() > max_bins.max(1) { (last - first) / max_bins.max(1) as u64 + 1 } else { 1 };
    let mut bins: Vec<(u64, u64)> = Vec::new();
    for (&b, &n) in counts {
        let bin = b / k;
        match bins.last_mut() {
            Some((last_bin, peak)) if *last_bin == bin => *peak = (*peak).max(n),
            _ => bins.push((bin, n)),
        }
    }
    let width = (k * bucket_ms) as f64;
    let mut out = Vec::with_capacity(bins.len() * 2 + 1);
    if bins[0].0 > 0 {
        out.push((0.0, 0.0));
    }
    for (i, &(bin, n)) in bins.iter().enumerate() {
        out.push((bin as f64 * width, n as f64));
        if bins.get(i + 1).is_none_or(|next| next.0 > bin + 1) {
            out.push(((bin + 1) as f64 * width, 0.0));
        }
    }
    out
}

/// The label of the instant a run stops: where its line ends, rather than a drop to zero
/// that reads as traffic collapsing. Turkish; [`run_end`] is the current language's.
pub const RUN_END: &str = "benzetim sonu";

/// The label of the instant a run stops, in the edition of `w` (the glossary's `run_end`).
///
/// # Example
/// ```
/// use jobsim::report::figure::run_end;
/// use jobsim::report::lang::Lang;
/// use jobsim::report::words::Words;
/// assert_eq!(run_end(Words::of(Lang::Tr)), "benzetim sonu");
/// assert_eq!(run_end(Words::of(Lang::En)), "end of simulation");
/// ```
pub fn run_end(w: &'static Words) -> &'static str {
    super::glossary::word("run_end", w.lang())
}

/// A step series that ends where the run ends: the drop to zero after its last bucket
/// ([`bucket_steps`] closes every run of buckets with one) becomes the last bucket's level,
/// so the line stops instead of falling. Its last point is where a [`RUN_END`] label goes.
///
/// # Example
/// ```
/// use jobsim::report::figure::hold_end;
/// assert_eq!(hold_end(vec![(0.0, 0.0), (500.0, 200.0), (600.0, 0.0)]), vec![(0.0, 0.0), (500.0, 200.0), (600.0, 200.0)]);
/// ```
pub fn hold_end(mut points: Vec<(f64, f64)>) -> Vec<(f64, f64)> {
    if let [.., prev, last] = points.as_mut_slice()
        && last.1 == 0.0
    {
        last.1 = prev.1;
    }
    points
}
