//! The one course style: canvas size, type sizes, the colour-blind-safe palette
//! (Okabe–Ito) and the table that gives every concept one colour and marker in every chart.

use std::sync::OnceLock;

use crate::report::figure::Key;

/// The canvas in SVG units (16:9). PNGs are rasterised at 2× (1920×1080) for slides.
pub const WIDTH: f64 = 960.0;
pub const HEIGHT: f64 = 540.0;

/// Type sizes in SVG units (×2 in the 1920×1080 PNG: tick labels are 32 px there, above
/// 14 pt on a full-screen 16:9 slide).
pub const TITLE_PX: f64 = 24.0;
pub const AXIS_PX: f64 = 17.0;
pub const TICK_PX: f64 = 16.0;
pub const LEGEND_PX: f64 = 16.0;
pub const NOTE_PX: f64 = 14.0;

/// The font family every text names; the renderer loads Noto Sans from the binary.
pub const FONT_FAMILY: &str = "Noto Sans";

/// Okabe & Ito's palette, distinguishable with every common colour-vision deficiency.
pub mod palette {
    pub const BLACK: &str = "#000000";
    pub const ORANGE: &str = "#E69F00";
    pub const SKY: &str = "#56B4E9";
    pub const GREEN: &str = "#009E73";
    pub const YELLOW: &str = "#F0E442";
    pub const BLUE: &str = "#0072B2";
    pub const VERMILLION: &str = "#D55E00";
    pub const PURPLE: &str = "#CC79A7";
    pub const GREY: &str = "#999999";
    /// Text, axes and grid.
    pub const INK: &str = "#222222";
    pub const MUTED: &str = "#555555";
    pub const GRID: &str = "#DDDDDD";
    pub const SHADE: &str = "#EEEEEE";
}

/// How a concept is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    Circle,
    Square,
    Triangle,
    Diamond,
    Cross,
}

use Marker::*;
use palette::*;

/// Every concept a chart may colour: key, colour, marker and its Turkish name (for
/// legends). One concept, one look, in every chart of the course.
pub const CONCEPTS: &[(&str, &str, Marker, &str)] = &[
    // Jitter schedules (004.3).
    ("jitter.none", VERMILLION, Circle, "sarsıntısız"),
    ("jitter.full", BLUE, Square, "tam sarsıntı"),
    ("jitter.equal", GREEN, Diamond, "eşit sarsıntı"),
    ("jitter.decorrelated", PURPLE, Triangle, "ilişkisiz sarsıntı"),
    // Backoff schedules (004.2).
    ("backoff.immediate", VERMILLION, Cross, "anında"),
    ("backoff.fixed", ORANGE, Square, "sabit"),
    ("backoff.exponential", SKY, Triangle, "üstel"),
    ("backoff.capped", BLUE, Circle, "üstel + tavan"),
    // Budgets (004.4).
    ("budget.count", BLUE, Square, "deneme sınırı"),
    ("budget.time", ORANGE, Triangle, "süre sınırı"),
    ("budget.both", GREEN, Circle, "ikisi birden"),
    // Lock modes (000.5, 000.6).
    ("lock.none", VERMILLION, Circle, "kilitsiz"),
    ("lock.atomic", BLUE, Square, "atomik kira"),
    ("lock.racy", ORANGE, Triangle, "atomik olmayan"),
    // Fixed rate vs fixed delay (000.4).
    ("mode.rate", BLUE, Circle, "sabit hız"),
    ("mode.delay", ORANGE, Square, "sabit gecikme"),
    // Month-end policies (000.2).
    ("monthend.overflow", VERMILLION, Triangle, "taşma"),
    ("monthend.skip", GREY, Cross, "atla"),
    ("monthend.clamp", BLUE, Circle, "ay sonuna çek"),
    // Time-zone strategies (000.3).
    ("tz.naive", VERMILLION, Cross, "saf eşleştirici"),
    ("tz.compatible", BLUE, Circle, "uyumlu"),
    ("tz.earlier", SKY, Triangle, "önceki"),
    ("tz.later", PURPLE, Diamond, "sonraki"),
    ("tz.reject", GREY, Square, "reddet"),
    ("tz.utc", BLACK, Circle, "UTC"),
    // Catch-up policies (000.7).
    ("catchup.none", GREY, Cross, "telafisiz"),
    ("catchup.all", VERMILLION, Triangle, "hepsini telafi"),
    ("catchup.capped", BLUE, Circle, "sınırlı telafi"),
    // Crash-point outcomes (001).
    ("outcome.exact", BLUE, Circle, "doğru"),
    ("outcome.duplicate", ORANGE, Triangle, "çift sayım"),
    ("outcome.lost", VERMILLION, Cross, "kayıp"),
    // Cancel sources (001).
    ("cancel.user", BLUE, Circle, "kullanıcı"),
    ("cancel.timeout", ORANGE, Square, "süre sınırı"),
    ("cancel.shutdown", PURPLE, Diamond, "kapanma"),
    ("cancel.lease", VERMILLION, Triangle, "kira bitimi"),
    ("cancel.ignored", GREY, Cross, "yok sayıldı"),
    // Yielding (001).
    ("yield.yes", BLUE, Circle, "döngüye dönen iş"),
    ("yield.no", VERMILLION, Cross, "hiç dönmeyen döngü"),
    // Counter positions and validation (004.1, 004.4).
    ("counter.on_catch", VERMILLION, Cross, "hata yakalanınca"),
    ("counter.on_delivery", BLUE, Circle, "teslim anında"),
    ("counter.validated", GREEN, Square, "doğrulama ile"),
    // Where the backoff waits (004.4).
    ("placement.hold", VERMILLION, Triangle, "tüketicide bekle"),
    ("placement.requeue", BLUE, Circle, "kuyrukta bekle"),
    // Circuit breaker (004.4).
    ("breaker.off", VERMILLION, Triangle, "kesicisiz"),
    ("breaker.on", BLUE, Circle, "devre kesici"),
    // Timeline roles: what a span or a marker is.
    ("run", BLUE, Square, "koşum"),
    ("run.late", ORANGE, Square, "gecikmeli koşum"),
    ("run.failed", VERMILLION, Square, "hata veren koşum"),
    ("run.catchup", PURPLE, Square, "telafi koşumu"),
    ("lease", SKY, Square, "kira"),
    ("pause", YELLOW, Square, "duraklama"),
    ("wait", GREY, Square, "bekleme"),
    ("work", BLUE, Square, "iş"),
    ("work.duplicate", ORANGE, Square, "ikinci kopya"),
    ("event.skipped", GREY, Cross, "atlandı"),
    ("event.crashed", VERMILLION, Cross, "çöktü"),
    ("event.expired", ORANGE, Diamond, "kira bitti"),
    ("event.takeover", PURPLE, Triangle, "devralma"),
    ("event.accepted", VERMILLION, Circle, "bayat yazma kabul"),
    ("event.rejected", GREEN, Square, "bayat yazma ret"),
    ("event.done", BLUE, Circle, "bitti"),
    ("event.dead", BLACK, Cross, "ölü mektup"),
    ("event.cancel", ORANGE, Triangle, "iptal sinyali"),
    ("event.alert", VERMILLION, Diamond, "uyarı"),
    // Marks on the plot area.
    ("mark.outage", GREY, Square, "kesinti"),
    ("mark.limit", MUTED, Square, "sınır"),
    ("mark.event", INK, Square, "olay"),
    // One plain series.
    ("plain", BLUE, Circle, ""),
];

/// The colour and marker of a concept; an unknown key is drawn black (and a test keeps
/// every key of every course chart in [`CONCEPTS`]).
pub fn look(key: Key) -> (&'static str, Marker) {
    CONCEPTS.iter().find(|c| c.0 == key.0).map(|c| (c.1, c.2)).unwrap_or((BLACK, Circle))
}

/// The Turkish name of a concept (legends of timelines), or the key itself.
pub fn concept_name(key: Key) -> &'static str {
    CONCEPTS.iter().find(|c| c.0 == key.0).map(|c| c.3).unwrap_or(key.0)
}

/// Whether text on this colour reads better white than dark.
pub fn dark(color: &str) -> bool {
    matches!(color, palette::BLUE | palette::VERMILLION | palette::PURPLE | palette::BLACK | palette::GREEN)
}

/// Whether the key is in [`CONCEPTS`].
pub fn known(key: Key) -> bool {
    CONCEPTS.iter().any(|c| c.0 == key.0)
}

struct Metrics {
    face: ttf_parser::Face<'static>,
    upem: f64,
}

fn metrics() -> &'static Metrics {
    static M: OnceLock<Metrics> = OnceLock::new();
    M.get_or_init(|| {
        // The font is a constant inside the binary: parsing it cannot fail.
        let face = ttf_parser::Face::parse(ttf_noto_sans::REGULAR, 0).unwrap_or_else(|_| unreachable!());
        let upem = f64::from(face.units_per_em());
        Metrics { face, upem }
    })
}

/// The advance width of `text` at `size` in Noto Sans (for layout: labels, legends).
pub fn text_width(text: &str, size: f64) -> f64 {
    let m = metrics();
    let units: f64 = text
        .chars()
        .map(|c| m.face.glyph_index(c).and_then(|g| m.face.glyph_hor_advance(g)).map(f64::from).unwrap_or(m.upem * 0.5))
        .sum();
    units / m.upem * size
}
