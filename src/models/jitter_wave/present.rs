//! The wave as the lesson prints it (`sarsinti.mjs`'s table), its CSV tables and chart.


use crate::report::glossary::Lang;
use crate::args;
use crate::report::words::Words;
use super::simulate::Wave;
use super::{Curve, Params, RngKind};
use crate::jitter::Schedule;
use crate::report::figure::{Axis, Panel, Plot, Regime, Series, Style, Unit, bucket_steps};
use crate::report::units::{count, human_ms};
use crate::report::{Fact, Figure, Head, Layout, Report};

/// The lesson's summary: padEnd(20), then padStart 12 / 17 / 11 / 10.
fn waves(p: &Params, w: &'static Words) -> Layout<'static, Wave> {
    let bucket = p.bucket_ms.to_string();
    let head = |column: &str| w.get("jitter-wave-column", &args!(column = column, bucket = bucket.as_str()));
    Layout::new("waves")
        .column("schedule", Head::left(head("schedule"), 20), |w: &Wave| w.schedule.name().into())
        .shown(move |r| r.schedule.label(w))
        .column("total_requests", Head::right(head("total"), 12), |w| w.total_requests.into())
        .column("peak_bucket_requests", Head::right(head("peak"), 17), |w| w.peak_bucket_requests().into())
        .column("busy_buckets", Head::right(head("busy"), 11), |w| w.busy_buckets().into())
        .column("last_bucket", Head::right(head("last"), 10), |w| w.last_bucket().into())
}

/// One row per non-empty bucket of one schedule.
struct Bucket<'w> {
    wave: &'w Wave,
    bucket: u64,
    requests: u64,
}

fn buckets<'w>(p: &Params) -> Layout<'_, Bucket<'w>> {
    Layout::new("buckets")
        .csv("schedule", |b: &Bucket| b.wave.schedule.name().into())
        .csv("bucket", |b| b.bucket.into())
        .csv("bucket_start_ms", move |b| (b.bucket * p.bucket_ms).into())
        .csv("requests", |b| b.requests.into())
}

pub fn present(p: &Params, outcome: &[Wave], w: &'static Words) -> Report {
    let summary = waves(p, w);
    let rows: Vec<Bucket> = outcome
        .iter()
        .flat_map(|w| w.buckets.iter().map(move |(&bucket, &requests)| Bucket { wave: w, bucket, requests }))
        .collect();
    // The lesson program's output (its extensions keep the lesson's layout): Turkish in
    // both editions.
    let tr = Words::of(Lang::Tr);
    let text = waves(p, tr).text(outcome, Lang::Tr);
    Report { text, tables: vec![summary.table(outcome), buckets(p).table(&rows)], ..Report::default() }
}

/// The concept (colour, Turkish name) of a schedule in every chart.
fn key(c: Curve) -> crate::report::figure::Key {
    c.key()
}

/// Whether every consumer under `c` waits the same (no draws).
fn deterministic(p: &Params, c: Curve) -> bool {
    match c {
        Curve::Jitter(s) => s == Schedule::None,
        Curve::Named(s) => !p.named.get(s).draws(),
    }
}

/// The title of a wave with real systems' named policies: the schedules without jitter
/// pile every consumer's retry into one bucket.
fn named_title(p: &Params, outcome: &[Wave], most: &Wave, least: &Wave, w: &'static Words, facts: &mut Vec<Fact>) -> String {
    // A policy that never retries (BullMQ's one attempt) piles nothing up.
    let fixed: Vec<&Wave> = outcome.iter().filter(|w| deterministic(p, w.schedule) && w.total_requests > 0).collect();
    let names: Vec<String> = fixed
        .iter()
        .map(|wave| match wave.schedule {
            Curve::Jitter(_) => w.text("jitter-wave-lesson-schedule"),
            Curve::Named(_) => key(wave.schedule).name(w.lang()).to_string(),
        })
        .collect();
    let fixed_peak = fixed.iter().map(|w| w.peak_bucket_requests()).max().unwrap_or(0);
    let (consumers, bucket) = (count(p.consumers, w.lang()), human_ms(p.bucket_ms as f64, w.lang()));
    let least_exact = least.peak_bucket_requests() as f64;
    let (least, least_peak) = (key(least.schedule).name(w.lang()), count(least.peak_bucket_requests(), w.lang()));
    if fixed.is_empty() {
        facts.push(
            Fact::said("jitter-wave-named-title")
                .with("most_peak", most.peak_bucket_requests() as f64)
                .with("least_peak", least_exact),
        );
        let (most, most_peak) = (key(most.schedule).name(w.lang()), count(most.peak_bucket_requests(), w.lang()));
        w.get(
            "jitter-wave-named-title",
            &args!(consumers = consumers, bucket = bucket, most = most, most_peak = most_peak, least = least, least_peak = least_peak),
        )
    } else {
        // More requests in one bucket than consumers: several rounds landed in it (waits
        // shorter than a bucket), so it is not "every round".
        let rounds = Rounds::of(fixed_peak, p.consumers);
        facts.push(
            Fact::on("jitter-wave-fixed-title", "rounds", rounds)
                .with("fixed_peak", fixed_peak as f64)
                .with("least_peak", least_exact),
        );
        // Three schedules or more without jitter: how many (the legend names them), so the
        // title keeps to two lines.
        let names = match names.len() {
            0..=2 => w.and_list(&names),
            n => w.get("jitter-wave-names-more", &args!(count = n)),
        };
        let fixed_peak = count(fixed_peak, w.lang());
        let args = args!(
            consumers = consumers,
            names = names,
            rounds = rounds.key(),
            fixed_peak = fixed_peak,
            bucket = bucket,
            least = least,
            least_peak = least_peak
        );
        w.get("jitter-wave-fixed-title", &args)
    }
}

crate::regime! {
    /// Whether the unjittered schedules' highest bucket holds all the rounds or every
    /// round's requests.
    pub(crate) enum Rounds { All = "all", Every = "every" }
}

impl Rounds {
    /// More requests in one bucket than consumers: several rounds landed in it (waits
    /// shorter than a bucket), so it is not "every round".
    fn of(fixed_peak: u64, consumers: u32) -> Self {
        if fixed_peak > u64::from(consumers) { Rounds::All } else { Rounds::Every }
    }
}

crate::regime! {
    /// Where equal jitter's peak lies beside full and decorrelated jitter's.
    pub(crate) enum EqualPeak { Between = "between", Beside = "beside", Alone = "alone" }
}

impl EqualPeak {
    /// `equal`: equal jitter's peak; `neighbours`: full and decorrelated jitter's, when
    /// both run.
    fn of(equal: u64, neighbours: Option<(u64, u64)>) -> Self {
        match neighbours {
            Some((f, d)) if f.min(d) <= equal && equal <= f.max(d) => EqualPeak::Between,
            Some(_) => EqualPeak::Beside,
            None => EqualPeak::Alone,
        }
    }
}

crate::regime! {
    /// The real-systems sentence's `early`: no policy gives up early, or the list ends in
    /// one retry or several.
    pub(crate) enum Early { No = "no", One = "one", Other = "other" }
}

impl Early {
    /// `last`: the retries of the last policy listed as giving up early.
    fn of(last: Option<u32>) -> Self {
        match last {
            None => Early::No,
            Some(1) => Early::One,
            Some(_) => Early::Other,
        }
    }
}

crate::regime! {
    /// What jitter does to the wave's peak in the title.
    pub(crate) enum WaveTitle { Same = "same", Two = "two", Lowers = "lowers" }
}

impl WaveTitle {
    /// `most`: the schedule with the highest peak.
    fn of(most_peak: u64, least_peak: u64, most: Curve) -> Self {
        if most_peak == least_peak {
            WaveTitle::Same
        } else if most != Curve::Jitter(Schedule::None) {
            WaveTitle::Two
        } else {
            WaveTitle::Lowers
        }
    }
}

crate::regime! {
    /// Whether the caption's highest peak is a lesson schedule's or a named policy's.
    pub(crate) enum WaveKind { Jitter = "jitter", Named = "named" }
}

impl WaveKind {
    fn of(most: Curve) -> Self {
        if matches!(most, Curve::Jitter(_)) { WaveKind::Jitter } else { WaveKind::Named }
    }
}

/// Equal jitter's takeaway: "between full and decorrelated" only where its peak lies
/// between theirs, otherwise the three peaks side by side.
fn equal_title(
    p: &Params,
    eq: &Wave,
    (full, decorrelated): (Option<&Wave>, Option<&Wave>),
    w: &'static Words,
    facts: &mut Vec<Fact>,
) -> String {
    let e = eq.peak_bucket_requests();
    let (shown, bucket) = (count(e, w.lang()), human_ms(p.bucket_ms as f64, w.lang()));
    let neighbours = full.zip(decorrelated).map(|(f, d)| (f.peak_bucket_requests(), d.peak_bucket_requests()));
    let regime = EqualPeak::of(e, neighbours);
    let mut fact = Fact::new("jitter-wave-equal-title", regime).with("shown", e as f64);
    if let Some((f, d)) = neighbours {
        fact = fact.with("full", f as f64).with("decorrelated", d as f64);
    }
    facts.push(fact);
    let (full, decorrelated) = match (regime, neighbours) {
        (EqualPeak::Beside, Some((f, d))) => (count(f, w.lang()), count(d, w.lang())),
        _ => (String::new(), String::new()),
    };
    w.get(
        "jitter-wave-equal-title",
        &args!(regime = regime.key(), shown = shown, bucket = bucket, full = full, decorrelated = decorrelated),
    )
}

/// Which named policies give up before `attempts` retries, as a caption sentence.
fn gives_up(p: &Params, outcome: &[Wave], w: &'static Words, facts: &mut Vec<Fact>) -> String {
    let words = w;
    let giving_up: Vec<&Wave> = outcome
        .iter()
        .filter(|w| matches!(w.schedule, Curve::Named(_)) && p.retries(w.schedule) < p.attempts)
        .collect();
    let early: Vec<String> = giving_up
        .iter()
        .map(|w| {
            let (name, retries) = (key(w.schedule).name(words.lang()), p.retries(w.schedule).to_string());
            words.get("jitter-wave-gives-up-after", &args!(name = name, retries = retries))
        })
        .collect();
    // The list ends in its last policy's count: "…after 2 retries", "…after 1 retry".
    let early_text = Early::of(giving_up.last().map(|last| p.retries(last.schedule)));
    facts.push(Fact::on("jitter-wave-real-systems", "early", early_text).with("early", giving_up.len() as f64));
    words.get("jitter-wave-real-systems", &args!(early = early_text.key(), list = w.and_list(&early)))
}

pub fn figures(p: &Params, outcome: &[Wave], w: &'static Words) -> Vec<Figure> {
    // A policy that never retries (BullMQ's one attempt) sends nothing: the peaks compared
    // are those of the waves that reach the dependency.
    let heard = || outcome.iter().filter(|w| w.total_requests > 0);
    let most = heard().max_by_key(|w| (w.peak_bucket_requests(), std::cmp::Reverse(w.schedule.index())));
    let least = heard().min_by_key(|w| (w.peak_bucket_requests(), w.schedule.index()));
    let words = w;
    let named = outcome.iter().any(|w| matches!(w.schedule, Curve::Named(_)));
    let (panels, start_ms, end_ms) = panels(words, p, outcome, named);
    let mut facts = Vec::new();
    let (title, caption, top) = match (most, least) {
        (Some(most), Some(least)) => (
            title(words, p, outcome, (most, least), named, &mut facts),
            caption(words, p, outcome, (most, least), named, &mut facts),
            most.peak_bucket_requests() as f64,
        ),
        _ if outcome.is_empty() => return Vec::new(),
        _ => {
            let (title, caption) = silent(p, outcome, words, &mut facts);
            (title, caption, 1.0)
        }
    };
    vec![Figure {
        name: "wave".into(),
        title,
        caption,
        x: match named {
            true => Axis::new(words.get("wave-x", &args!(log = "yes")), Unit::Millis).log().range(start_ms, end_ms),
            false => Axis::new(words.get("wave-x", &args!(log = "no")), Unit::Millis).clock().range(0.0, end_ms),
        },
        // Linear even with the named systems: on a log count axis 114 and 1000 requests
        // look alike, which hides the pile-up the chart is about.
        // It ends just above the highest peak (not at the next round 300 for 200), so
        // the low jittered waves and their tails leave the axis.
        y: Axis::new(words.get("wave-y", &args!(bucket = human_ms(p.bucket_ms as f64, words.lang()))), Unit::Count)
            .range(0.0, top * 1.04),
        plot: Plot::Panels(panels),
        marks: Vec::new(),
        facts,
    }]
}

/// The title and caption when no listed policy retries at all (BullMQ's default single
/// attempt): no request reaches the dependency, so nothing piles up.
fn silent(p: &Params, outcome: &[Wave], w: &'static Words, facts: &mut Vec<Fact>) -> (String, String) {
    let names: Vec<String> = outcome.iter().map(|o| key(o.schedule).name(w.lang()).to_string()).collect();
    let names = match names.len() {
        0..=2 => w.and_list(&names),
        n => w.get("jitter-wave-names-more", &args!(count = n)),
    };
    facts.push(Fact::said("jitter-wave-silent-title"));
    facts.push(Fact::said("jitter-wave-silent-caption"));
    let consumers = count(p.consumers, w.lang());
    (
        w.get("jitter-wave-silent-title", &args!(consumers = consumers.as_str(), names = names.as_str())),
        w.get("jitter-wave-silent-caption", &args!(consumers = p.consumers, names = names.as_str())),
    )
}

/// A panel per schedule, and the time axis' range: to the last request of any schedule
/// (a long tail, decorrelated jitter's, the trade-off lesson 004.3 names, is drawn, never
/// cut off). With real systems' policies the waits span 100 ms to hours: a log time axis
/// from one bucket to the next marked time past the last request.
fn panels(words: &'static Words, p: &Params, outcome: &[Wave], named: bool) -> (Vec<Panel>, f64, f64) {
    let last_ms = |w: &Wave| (w.last_bucket() + 1) * p.bucket_ms;
    let last_of_all = outcome.iter().map(last_ms).max().unwrap_or(0);
    const LOG_MARKS_MS: [u64; 9] = [100, 1_000, 10_000, 60_000, 600_000, 3_600_000, 36_000_000, 86_400_000, 864_000_000];
    let end_ms = match named {
        true => {
            let end = last_of_all.max(2 * p.bucket_ms);
            LOG_MARKS_MS.into_iter().find(|&m| m >= end).unwrap_or(end)
        }
        false => last_of_all.max(p.bucket_ms),
    };
    let start_ms = if named { p.bucket_ms as f64 } else { 0.0 };
    let panels = outcome
        .iter()
        .map(|w| {
            let last = last_ms(w);
            // The schedule whose tail sets the axis says where its last request went.
            let has_last = named || (last == last_of_all && outcome.len() > 1);
            Panel {
                title: words.get(
                    "wave-panel",
                    &args!(
                        schedule = key(w.schedule).name(words.lang()),
                        peak = w.peak_bucket_requests(),
                        has_last = if has_last { "yes" } else { "no" },
                        last = human_ms(last as f64, words.lang()),
                    ),
                ),
                series: vec![Series::new(
                    key(w.schedule).name(words.lang()),
                    key(w.schedule),
                    Style::Step,
                    bucket_steps(&w.buckets, p.bucket_ms, 2000).into_iter().map(|(x, y)| (x.max(start_ms), y)).collect(),
                )],
            }
        })
        .collect();
    (panels, start_ms, end_ms as f64)
}

/// The title: the lesson's own wave keeps its title; otherwise, per regime, one peak for
/// all (nothing to lower), a jittered schedule against another (no unjittered wave to
/// lower), or jitter lowering the unjittered peak.
fn title(
    words: &'static Words,
    p: &Params,
    outcome: &[Wave],
    (most, least): (&Wave, &Wave),
    named: bool,
    facts: &mut Vec<Fact>,
) -> String {
    let by = |s: Schedule| outcome.iter().find(|w| w.schedule == Curve::Jitter(s));
    match by(Schedule::Equal) {
        _ if named => return named_title(p, outcome, most, least, words, facts),
        Some(eq) if p.rng == RngKind::LessonLcg => {
            return equal_title(p, eq, (by(Schedule::Full), by(Schedule::Decorrelated)), words, facts);
        }
        _ => {}
    }
    // Which generator draws is an implementation detail; the slide names the setup:
    // how many consumers retry how often.
    let rng = if p.rng == RngKind::ChaCha8 { "chacha" } else { "lesson" };
    let source = words.get("wave-source", &args!(rng = rng, consumers = p.consumers, attempts = p.attempts));
    let regime = WaveTitle::of(most.peak_bucket_requests(), least.peak_bucket_requests(), most.schedule);
    // The schedule that lowers the peak most is named, the other jittered ones beside it:
    // "sarsıntı" in general would credit full jitter (69) with decorrelated's 28.
    let others: Vec<String> = outcome
        .iter()
        .filter(|o| o.schedule != least.schedule && o.schedule != most.schedule)
        .map(|o| words.get("wave-other", &args!(schedule = key(o.schedule).name(words.lang()), peak = o.peak_bucket_requests())))
        .collect();
    let others = if others.is_empty() { String::new() } else { format!(" ({})", others.join(", ")) };
    facts.push(
        Fact::new("wave-title", regime)
            .with("most_peak", most.peak_bucket_requests() as f64)
            .with("least_peak", least.peak_bucket_requests() as f64)
            .with("bucket_ms", p.bucket_ms as f64),
    );
    words.get(
        "wave-title",
        &args!(
            regime = regime.key(),
            others = others,
            source = source,
            bucket = human_ms(p.bucket_ms as f64, words.lang()),
            most = key(most.schedule).name(words.lang()),
            most_peak = most.peak_bucket_requests(),
            least = key(least.schedule).name(words.lang()),
            least_peak = least.peak_bucket_requests(),
        ),
    )
}

/// The caption: the setup, where the requests pile up, the log axis with real systems,
/// equal jitter beside its neighbours, decorrelated jitter's tail.
fn caption(
    words: &'static Words,
    p: &Params,
    outcome: &[Wave],
    (most, least): (&Wave, &Wave),
    named: bool,
    facts: &mut Vec<Fact>,
) -> String {
    let by = |s: Schedule| outcome.iter().find(|w| w.schedule == Curve::Jitter(s));
    let kind = WaveKind::of(most.schedule);
    facts.push(
        Fact::on("wave-caption", "kind", kind)
            .with("buckets", most.busy_buckets() as f64)
            .with("most_peak", most.peak_bucket_requests() as f64)
            .with("least_peak", least.peak_bucket_requests() as f64),
    );
    let mut caption = words.get(
        "wave-caption",
        &args!(
            consumers = p.consumers,
            attempts = p.attempts,
            kind = kind.key(),
            most = key(most.schedule).name(words.lang()),
            buckets = most.busy_buckets(),
            most_peak = most.peak_bucket_requests(),
            least = key(least.schedule).name(words.lang()),
            least_peak = least.peak_bucket_requests(),
        ),
    );
    if named {
        caption.push_str(&gives_up(p, outcome, words, facts));
        caption.push(' ');
        caption.push_str(&words.get("wave-log-axis", &args!(bucket = human_ms(p.bucket_ms as f64, words.lang()))));
    }
    // Equal jitter's own numbers, beside its two neighbours, when it is drawn.
    if let Some(eq) = by(Schedule::Equal) {
        facts.push(
            Fact::said("wave-equal")
                .with("buckets", eq.busy_buckets() as f64)
                .with("peak", eq.peak_bucket_requests() as f64),
        );
        caption.push(' ');
        caption.push_str(
            &words.get("wave-equal", &args!(buckets = eq.busy_buckets(), peak = eq.peak_bucket_requests())),
        );
        let beside: Vec<String> = [Schedule::Full, Schedule::Decorrelated]
            .into_iter()
            .filter_map(by)
            .map(|w| {
                words.get(
                    "wave-beside",
                    &args!(schedule = key(w.schedule).name(words.lang()), buckets = w.busy_buckets(), peak = w.peak_bucket_requests()),
                )
            })
            .collect();
        caption.push_str(&match beside.is_empty() {
            true => ".".to_string(),
            false => format!(" ({}).", beside.join("; ")),
        });
    }
    if let Some(d) = by(Schedule::Decorrelated) {
        facts.push(Fact::said("wave-decorrelated").with("last_ms", ((d.last_bucket() + 1) * p.bucket_ms) as f64));
        caption.push(' ');
        caption.push_str(
            &words.get("wave-decorrelated", &args!(last = human_ms(((d.last_bucket() + 1) * p.bucket_ms) as f64, words.lang()))),
        );
    }
    caption
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_against_consumers() {
        assert_eq!(Rounds::of(11, 10), Rounds::All);
        assert_eq!(Rounds::of(10, 10), Rounds::Every);
        assert_eq!(Rounds::of(0, 0), Rounds::Every);
        assert_eq!(Rounds::of(1, 0), Rounds::All);
        assert_eq!(Rounds::of(2, 1).key(), "all");
    }

    #[test]
    fn equal_peak_between_its_neighbours() {
        assert_eq!(EqualPeak::of(5, Some((3, 7))), EqualPeak::Between);
        assert_eq!(EqualPeak::of(5, Some((7, 3))), EqualPeak::Between);
        assert_eq!(EqualPeak::of(3, Some((3, 7))), EqualPeak::Between);
        assert_eq!(EqualPeak::of(7, Some((3, 7))), EqualPeak::Between);
        assert_eq!(EqualPeak::of(5, Some((5, 5))), EqualPeak::Between);
        assert_eq!(EqualPeak::of(8, Some((3, 7))), EqualPeak::Beside);
        assert_eq!(EqualPeak::of(0, Some((1, 7))), EqualPeak::Beside);
        assert_eq!(EqualPeak::of(5, None), EqualPeak::Alone);
        assert_eq!(EqualPeak::of(5, None).key(), "alone");
    }

    #[test]
    fn early_by_last_retries() {
        assert_eq!(Early::of(None), Early::No);
        assert_eq!(Early::of(Some(1)), Early::One);
        assert_eq!(Early::of(Some(0)), Early::Other);
        assert_eq!(Early::of(Some(2)), Early::Other);
        assert_eq!(Early::of(Some(1)).key(), "one");
    }

    #[test]
    fn wave_title_and_kind() {
        let bare = Curve::Jitter(Schedule::None);
        let full = Curve::Jitter(Schedule::Full);
        assert_eq!(WaveTitle::of(9, 9, bare), WaveTitle::Same);
        assert_eq!(WaveTitle::of(0, 0, full), WaveTitle::Same);
        assert_eq!(WaveTitle::of(9, 3, full), WaveTitle::Two);
        assert_eq!(WaveTitle::of(9, 3, bare), WaveTitle::Lowers);
        assert_eq!(WaveTitle::of(1, 0, bare).key(), "lowers");
        assert_eq!(WaveKind::of(bare), WaveKind::Jitter);
        assert_eq!(WaveKind::of(full), WaveKind::Jitter);
        assert_eq!(WaveKind::of(Curve::Named(crate::backoff::named::System::Sidekiq)), WaveKind::Named);
        assert_eq!(WaveKind::of(full).key(), "jitter");
    }
}
