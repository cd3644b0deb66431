//! The wave as the lesson prints it (`sarsinti.mjs`'s table), its CSV tables and chart.


use crate::report::glossary::Lang;
use crate::report::lang::{self, pick};
use crate::say;
use super::simulate::Wave;
use super::{Curve, Params, RngKind};
use crate::jitter::Schedule;
use crate::report::figure::{Axis, Panel, Plot, Series, Style, Unit, bucket_steps};
use crate::report::units::{capitalize, count, human_ms};
use crate::report::{Figure, Head, Layout, Report};

/// The lesson's summary: padEnd(20), then padStart 12 / 17 / 11 / 10.
fn waves(p: &Params) -> Layout<'static, Wave> {
    Layout::new("waves")
        .column("schedule", Head::left(pick("cizelge", "schedule"), 20), |w: &Wave| w.schedule.name().into())
        .shown(|w| w.schedule.label().into())
        .column("total_requests", Head::right(pick("toplam istek", "total requests"), 12), |w| w.total_requests.into())
        .column("peak_bucket_requests", Head::right(say!("en yogun {} ms", "busiest {} ms", p.bucket_ms), 17), |w| {
            w.peak_bucket_requests().into()
        })
        .column("busy_buckets", Head::right(pick("dolu kova", "busy buckets"), 11), |w| w.busy_buckets().into())
        .column("last_bucket", Head::right(pick("son kova", "last bucket"), 10), |w| w.last_bucket().into())
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

pub fn present(p: &Params, outcome: &[Wave]) -> Report {
    let summary = waves(p);
    let rows: Vec<Bucket> = outcome
        .iter()
        .flat_map(|w| w.buckets.iter().map(move |(&bucket, &requests)| Bucket { wave: w, bucket, requests }))
        .collect();
    // The lesson program's output (its extensions keep the lesson's layout): Turkish in
    // both editions.
    let text = lang::with(Lang::Tr, || waves(p).text(outcome));
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

/// `A`, `A ve B`, `A, B ve C`.
fn and_list(names: &[String]) -> String {
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => say!("{} ve {last}", "{} and {last}", rest.join(", ")),
    }
}

/// The title of a wave with real systems' named policies: the schedules without jitter
/// pile every consumer's retry into one bucket.
fn named_title(p: &Params, outcome: &[Wave], most: &Wave, least: &Wave) -> String {
    let fixed: Vec<&Wave> = outcome.iter().filter(|w| deterministic(p, w.schedule)).collect();
    let names: Vec<String> = fixed
        .iter()
        .map(|w| match w.schedule {
            Curve::Jitter(_) => pick("ders çizelgesi", "the lesson's schedule").to_string(),
            Curve::Named(_) => key(w.schedule).name().to_string(),
        })
        .collect();
    let fixed_peak = fixed.iter().map(|w| w.peak_bucket_requests()).max().unwrap_or(0);
    if fixed.is_empty() {
        say!(
            "{} tüketici, gerçek sistemlerin politikalarıyla: en yoğun {} ms {} ile {} istek, {} ile {} istek", "{} consumers with real systems' policies: the busiest {} ms has {3} requests with {2}, {5} with {4}",
            count(p.consumers),
            count(p.bucket_ms),
            key(most.schedule).name(),
            count(most.peak_bucket_requests()),
            key(least.schedule).name(),
            count(least.peak_bucket_requests())
        )
    } else {
        say!(
            "{} tüketici: sarsıntısız {} her turda {} isteği aynı {} ms'ye yığıyor, {} ile en yoğun kova {} istek", "{} consumers: without jitter {} pile {} requests into the same {} ms every round; with {} the busiest bucket has {}",
            count(p.consumers),
            and_list(&names),
            count(fixed_peak),
            count(p.bucket_ms),
            key(least.schedule).name(),
            count(least.peak_bucket_requests())
        )
    }
}

/// Equal jitter's takeaway: "between full and decorrelated" only where its peak lies
/// between theirs, otherwise the three peaks side by side.
fn equal_title(p: &Params, eq: &Wave, full: Option<&Wave>, decorrelated: Option<&Wave>) -> String {
    let e = eq.peak_bucket_requests();
    let shown = count(e);
    match (full, decorrelated) {
        (Some(f), Some(d))
            if f.peak_bucket_requests().min(d.peak_bucket_requests()) <= e
                && e <= f.peak_bucket_requests().max(d.peak_bucket_requests()) =>
        {
            say!("Eşit sarsıntı, tam ile ilişkisiz arasında: en yoğun {} ms'de {shown} istek", "Equal jitter, between full and decorrelated: {shown} requests in the busiest {} ms", count(p.bucket_ms))
        }
        (Some(f), Some(d)) => say!(
            "Eşit sarsıntı en yoğun {} ms'de {shown} istek: tam sarsıntıda {}, ilişkisiz sarsıntıda {}", "Equal jitter has {shown} requests in the busiest {} ms: full jitter {}, decorrelated jitter {}",
            count(p.bucket_ms),
            count(f.peak_bucket_requests()),
            count(d.peak_bucket_requests())
        ),
        _ => say!("Eşit sarsıntı: en yoğun {} ms'de {shown} istek", "Equal jitter: {shown} requests in the busiest {} ms", count(p.bucket_ms)),
    }
}

/// Which named policies give up before `attempts` retries, as a caption sentence.
fn gives_up(p: &Params, outcome: &[Wave]) -> String {
    let early: Vec<String> = outcome
        .iter()
        .filter(|w| matches!(w.schedule, Curve::Named(_)) && p.retries(w.schedule) < p.attempts)
        .map(|w| say!("{} {}", "{} after {}", key(w.schedule).name(), p.retries(w.schedule)))
        .collect();
    let mut text = pick(" Gerçek sistemlerin tüketicileri o sistemin bekleme formülü ve sarsıntısıyla bekliyor", " Real systems' consumers wait with that system's backoff formula and jitter").to_string();
    if early.is_empty() {
        text.push('.');
    } else {
        text.push_str(&say!("; {} yeniden denemeden sonra vazgeçiyor.", "; these give up early: {} retries.", and_list(&early)));
    }
    text
}

pub fn figures(p: &Params, outcome: &[Wave]) -> Vec<Figure> {
    let by = |s: Schedule| outcome.iter().find(|w| w.schedule == Curve::Jitter(s));
    let named = outcome.iter().any(|w| matches!(w.schedule, Curve::Named(_)));
    let most = outcome.iter().max_by_key(|w| (w.peak_bucket_requests(), std::cmp::Reverse(w.schedule.index())));
    let least = outcome.iter().min_by_key(|w| (w.peak_bucket_requests(), w.schedule.index()));
    let (Some(most), Some(least)) = (most, least) else { return Vec::new() };
    // The x axis runs to the last request of any schedule: a long tail (decorrelated
    // jitter's, the trade-off lesson 004.3 names) is drawn, never cut off.
    // With real systems' policies the waits span 100 ms to hours: a log time axis from one
    // bucket to the last request (earlier points sit at its left edge), and a log count axis.
    let last_ms = |w: &Wave| (w.last_bucket() + 1) * p.bucket_ms;
    let last_of_all = outcome.iter().map(last_ms).max().unwrap_or(0);
    // On the log axis the range ends at the next marked time (10 s, 1 min, 10 min, 1 h…),
    // so the last spikes have a tick beyond them.
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
            let tail = match named || (last == last_of_all && outcome.len() > 1) {
                true => say!(", son istek {}", ", last request {}", human_ms(last as f64)),
                false => String::new(),
            };
            Panel {
                title: say!("{}: en yoğun kova {} istek{tail}", "{}: busiest bucket {} requests{tail}", key(w.schedule).name(), count(w.peak_bucket_requests())),
                series: vec![Series::new(
                    key(w.schedule).name(),
                    key(w.schedule),
                    Style::Step,
                    bucket_steps(&w.buckets, p.bucket_ms, 2000).into_iter().map(|(x, y)| (x.max(start_ms), y)).collect(),
                )],
            }
        })
        .collect();
    // Which generator draws is an implementation detail; the slide names the setup:
    // how many consumers retry how often (the lesson's own wave keeps its title).
    let source = match p.rng {
        RngKind::ChaCha8 => say!("{} tüketici × {} deneme", "{} consumers × {} attempts", count(p.consumers), count(p.attempts)),
        RngKind::LessonLcg => say!("{} tüketici", "{} consumers", count(p.consumers)),
    };
    let lesson_rng = p.rng == RngKind::LessonLcg;
    let title = match by(Schedule::Equal) {
        _ if named => named_title(p, outcome, most, least),
        Some(eq) if lesson_rng => equal_title(p, eq, by(Schedule::Full), by(Schedule::Decorrelated)),
        // Per regime: one peak for all (nothing to lower), a jittered schedule against
        // another (no unjittered wave to lower), or jitter lowering the unjittered peak.
        _ if most.peak_bucket_requests() == least.peak_bucket_requests() => say!(
            "{source}: her çizelgede en yoğun {} ms'de {} istek", "{source}: {1} requests in the busiest {0} ms with every schedule",
            count(p.bucket_ms),
            count(most.peak_bucket_requests())
        ),
        _ if most.schedule != Curve::Jitter(Schedule::None) => say!(
            "{source}: en yoğun {} ms {} ile {} istek, {} ile {} istek", "{source}: the busiest {} ms has {2} requests with {1}, {4} with {3}",
            count(p.bucket_ms),
            key(most.schedule).name(),
            count(most.peak_bucket_requests()),
            key(least.schedule).name(),
            count(least.peak_bucket_requests())
        ),
        _ => say!(
            "{source}: sarsıntı en yoğun {} ms'yi {} istekten {} isteğe indiriyor", "{source}: jitter lowers the busiest {} ms from {} to {} requests",
            count(p.bucket_ms),
            count(most.peak_bucket_requests()),
            count(least.peak_bucket_requests())
        ),
    };
    let most_name = match most.schedule {
        Curve::Jitter(_) => say!("{} çizelgede", "With {}", pick(capitalize(key(most.schedule).name()), key(most.schedule).name().to_string())),
        Curve::Named(_) => say!("{} ile", "With {}", key(most.schedule).name()),
    };
    let mut caption = say!(
        "{} tüketici aynı anda hata alıp {} kez yeniden deniyor. {most_name} istekler {} kovaya yığılıyor (en yoğunu {} istek); {} ile en yoğun kova {} istek.", "{} consumers fail at once and retry {} times. {most_name} the requests pile into {} buckets (the busiest {} requests); with {} the busiest bucket has {} requests.",
        count(p.consumers),
        count(p.attempts),
        count(most.busy_buckets()),
        count(most.peak_bucket_requests()),
        key(least.schedule).name(),
        count(least.peak_bucket_requests())
    );
    if named {
        caption.push_str(&gives_up(p, outcome));
        caption.push_str(&say!(
            " Zaman ekseni log ölçekli (istek ekseni doğrusal: bir tepenin boyu istek sayısı); ilk {} ms'deki istekler sol kenarda.", " The time axis is logarithmic (the request axis is linear: a spike's height is its count); the requests of the first {} ms sit at the left edge.",
            count(p.bucket_ms)
        ));
    }
    // Equal jitter's own numbers, beside its two neighbours, when it is drawn.
    if let Some(eq) = by(Schedule::Equal) {
        caption.push_str(&say!(
            " Eşit sarsıntı beklemenin yarısını sabit tutuyor: istekler {} kovaya yayılıyor, en yoğunu {} istek", " Equal jitter keeps half of the wait fixed: the requests spread over {} buckets, the busiest {} requests",
            count(eq.busy_buckets()),
            count(eq.peak_bucket_requests())
        ));
        let beside: Vec<String> = [Schedule::Full, Schedule::Decorrelated]
            .into_iter()
            .filter_map(by)
            .map(|w| say!("{} {} kova, en yoğunu {}", "{} {} buckets, the busiest {}", key(w.schedule).name(), count(w.busy_buckets()), count(w.peak_bucket_requests())))
            .collect();
        caption.push_str(&match beside.is_empty() {
            true => ".".to_string(),
            false => format!(" ({}).", beside.join("; ")),
        });
    }
    if let Some(d) = by(Schedule::Decorrelated) {
        caption.push_str(&say!(
            " İlişkisiz sarsıntının son isteği {} sonra gidiyor.", " Decorrelated jitter's last request goes out after {}.",
            human_ms(((d.last_bucket() + 1) * p.bucket_ms) as f64)
        ));
    }
    vec![Figure {
        name: "wave".into(),
        title,
        caption,
        x: match named {
            true => Axis::new(pick("zaman (log)", "time (log)"), Unit::Millis).log().range(start_ms, end_ms as f64),
            false => Axis::new(pick("zaman", "time"), Unit::Millis).clock().range(0.0, end_ms as f64),
        },
        // Linear even with the named systems: on a log count axis 114 and 1000 requests
        // look alike, which hides the pile-up the chart is about.
        y: Axis::new(say!("{} ms kovasındaki istek", "requests per {} ms bucket", p.bucket_ms), Unit::Count),
        plot: Plot::Panels(panels),
        marks: Vec::new(),
    }]
}
