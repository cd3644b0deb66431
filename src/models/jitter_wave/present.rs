//! The wave as the lesson prints it (`sarsinti.mjs`'s table), its CSV tables and chart.

use std::collections::BTreeMap;

use super::simulate::Wave;
use super::{Params, RngKind};
use crate::jitter::Schedule;
use crate::report::figure::{Axis, Key, Panel, Plot, Series, Style, Unit, bucket_steps};
use crate::report::units::{capitalize, human_ms};
use crate::report::{Figure, Head, Layout, Report};

/// The lesson's summary: padEnd(20), then padStart 12 / 17 / 11 / 10.
fn waves(p: &Params) -> Layout<'static, Wave> {
    Layout::new("waves")
        .column("schedule", Head::left("cizelge", 20), |w: &Wave| w.schedule.name().into())
        .shown(|w| w.schedule.label().into())
        .column("total_requests", Head::right("toplam istek", 12), |w| w.total_requests.into())
        .column("peak_bucket_requests", Head::right(format!("en yogun {} ms", p.bucket_ms), 17), |w| {
            w.peak_bucket_requests().into()
        })
        .column("busy_buckets", Head::right("dolu kova", 11), |w| w.busy_buckets().into())
        .column("last_bucket", Head::right("son kova", 10), |w| w.last_bucket().into())
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
    Report { text: summary.text(outcome), tables: vec![summary.table(outcome), buckets(p).table(&rows)], ..Report::default() }
}

/// The concept (colour, Turkish name) of a schedule in every chart.
pub(super) fn key(s: Schedule) -> Key {
    match s {
        Schedule::None => Key("jitter.none"),
        Schedule::Full => Key("jitter.full"),
        Schedule::Equal => Key("jitter.equal"),
        Schedule::Decorrelated => Key("jitter.decorrelated"),
    }
}

/// The time by which `share` of all requests of every schedule have been sent.
fn quantile_ms(p: &Params, outcome: &[Wave], share: f64) -> u64 {
    let mut all: BTreeMap<u64, u64> = BTreeMap::new();
    for w in outcome {
        for (&b, &n) in &w.buckets {
            *all.entry(b).or_insert(0) += n;
        }
    }
    let total: u64 = all.values().sum();
    let mut seen = 0;
    for (&b, &n) in &all {
        seen += n;
        if seen as f64 >= share * total as f64 {
            return (b + 1) * p.bucket_ms;
        }
    }
    0
}

pub fn figures(p: &Params, outcome: &[Wave]) -> Vec<Figure> {
    let by = |s: Schedule| outcome.iter().find(|w| w.schedule == s);
    let most = outcome.iter().max_by_key(|w| (w.peak_bucket_requests(), std::cmp::Reverse(w.schedule as u8)));
    let least = outcome.iter().min_by_key(|w| (w.peak_bucket_requests(), w.schedule as u8));
    let (Some(most), Some(least)) = (most, least) else { return Vec::new() };
    // The x axis ends where 99 % of all requests have been sent; a schedule whose tail
    // runs on says so in its panel title.
    let end_ms = quantile_ms(p, outcome, 0.99).max(p.bucket_ms);
    let panels = outcome
        .iter()
        .map(|w| {
            let last_ms = (w.last_bucket() + 1) * p.bucket_ms;
            let tail = if last_ms > end_ms { format!(", son istek {}", human_ms(last_ms as f64)) } else { String::new() };
            Panel {
                title: format!("{}: en yoğun kova {} istek{tail}", key(w.schedule).name(), w.peak_bucket_requests()),
                series: vec![Series::new(
                    key(w.schedule).name(),
                    key(w.schedule),
                    Style::Step,
                    bucket_steps(&w.buckets, p.bucket_ms, 2000),
                )],
            }
        })
        .collect();
    let source = match p.rng {
        RngKind::ChaCha8 => "ChaCha8 akışlarıyla ",
        RngKind::LessonLcg => "",
    };
    let title = match by(Schedule::Equal) {
        Some(eq) if source.is_empty() => format!(
            "Eşit sarsıntı, tam ile ilişkisiz arasında: en yoğun {} ms'de {} istek",
            p.bucket_ms,
            eq.peak_bucket_requests()
        ),
        _ => format!(
            "{source}{} tüketici: sarsıntı en yoğun {} ms'yi {} istekten {} isteğe indiriyor",
            p.consumers,
            p.bucket_ms,
            most.peak_bucket_requests(),
            least.peak_bucket_requests()
        ),
    };
    let mut caption = format!(
        "{} tüketici aynı anda hata alıp {} kez yeniden deniyor. {} çizelgede istekler {} kovaya yığılıyor (en yoğunu {} istek); {} ile en yoğun kova {} istek.",
        p.consumers,
        p.attempts,
        capitalize(key(most.schedule).name()),
        most.busy_buckets(),
        most.peak_bucket_requests(),
        key(least.schedule).name(),
        least.peak_bucket_requests()
    );
    if let Some(d) = by(Schedule::Decorrelated) {
        caption.push_str(&format!(
            " İlişkisiz sarsıntının son isteği {} sonra gidiyor.",
            human_ms(((d.last_bucket() + 1) * p.bucket_ms) as f64)
        ));
    }
    vec![Figure {
        name: "wave".into(),
        title,
        caption,
        x: Axis::new("zaman", Unit::Millis).range(0.0, end_ms as f64),
        y: Axis::new(format!("{} ms kovasındaki istek", p.bucket_ms), Unit::Count),
        plot: Plot::Panels(panels),
        marks: Vec::new(),
    }]
}
