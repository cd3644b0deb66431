//! The concepts charts colour, and how each looks: one colour (Okabe–Ito, safe with
//! every common colour-vision deficiency), one marker and one Turkish name per concept, in
//! every chart of the course. A model names a concept with a [`Key`]; it never picks a
//! colour.

use super::figure::Key;

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
    ("store.acquire", PURPLE, Square, "atomik alma"),
    ("store.read", GREY, Square, "kirayı okuma"),
    ("store.write", SKY, Square, "kirayı yazma"),
    // Fixed rate vs fixed delay (000.4).
    ("mode.rate", BLUE, Circle, "sabit hız"),
    ("mode.delay", ORANGE, Square, "sabit gecikme"),
    ("event.overlap", VERMILLION, Triangle, "öncekisi sürerken başladı"),
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
    ("tz.cronie", GREEN, Triangle, "cronie (Linux cron)"),
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
    ("job.first", SKY, Square, "ilk koşum"),
    ("job.resumed", GREEN, Square, "sürdürülen koşum"),
    ("cancel.latency", YELLOW, Square, "sinyal görülene kadar"),
    ("cancel.killed", BLACK, Cross, "öldürüldü"),
    ("lease.overrun", VERMILLION, Square, "kira bittikten sonra çalışma"),
    // Yielding (001).
    ("yield.yes", BLUE, Circle, "döngüye dönen iş"),
    ("yield.no", VERMILLION, Cross, "hiç dönmeyen döngü"),
    // Counter positions and validation (004.1, 004.4).
    ("counter.on_catch", VERMILLION, Cross, "hata yakalanınca"),
    ("counter.on_delivery", BLUE, Circle, "teslim anında"),
    ("counter.validated", GREEN, Square, "doğrulama ile"),
    ("life.crashed", VERMILLION, Square, "çöken süreç"),
    ("life.exited", BLUE, Square, "temiz çıkan süreç"),
    ("event.stuck", GREY, Diamond, "takılı kalan mesajlar"),
    // Where the backoff waits (004.4).
    ("placement.hold", VERMILLION, Triangle, "tüketicide bekle"),
    ("placement.requeue", BLUE, Circle, "kuyrukta bekle"),
    ("copy.first", BLUE, Square, "tüketicide: ilk kopya"),
    ("copy.second", ORANGE, Square, "tüketicide: ikinci kopya"),
    ("copy.queued", GREY, Square, "kuyrukta bekliyor"),
    // Circuit breaker (004.4).
    ("breaker.off", VERMILLION, Triangle, "kesicisiz"),
    ("breaker.on", BLUE, Circle, "devre kesici"),
    // Brooker's contention experiment (004.3 what-if): the schedule without any wait.
    ("backoff.none", BLACK, Cross, "geri çekilmesiz"),
    // Worker pools (005).
    ("pool.mean", BLUE, Circle, "ortalama bekleme"),
    ("pool.p95", ORANGE, Square, "p95 bekleme"),
    ("pool.ccdf", BLUE, Circle, "bekleyen payı"),
    ("pool.queue", BLUE, Square, "kuyruktaki ileti"),
    ("pool.theory", GREY, Cross, "kuram"),
    ("service.deterministic", GREEN, Diamond, "sabit süre"),
    ("service.exponential", BLUE, Circle, "üstel süre"),
    ("service.lognormal", VERMILLION, Triangle, "ağır kuyruklu süre"),
    // Retry budgets and breaker variants in an outage (issue 13).
    ("guard.retries", ORANGE, Triangle, "kesintiye giden tekrar"),
    ("guard.failed", VERMILLION, Cross, "başarısız istek"),
    ("guard.calls", BLUE, Circle, "bağımlılığa giden çağrı"),
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
    // Series of a sweep chart with no concept of their own, in palette order.
    ("series.1", BLUE, Circle, ""),
    ("series.2", ORANGE, Square, ""),
    ("series.3", GREEN, Diamond, ""),
    ("series.4", PURPLE, Triangle, ""),
    ("series.5", VERMILLION, Cross, ""),
    ("series.6", SKY, Circle, ""),
    ("series.7", BLACK, Square, ""),
    ("series.8", YELLOW, Diamond, ""),
    // One plain series.
    ("plain", BLUE, Circle, ""),
    // Named retry policies of real systems (004-frameworks): system names stay as they are.
    ("system.sidekiq", VERMILLION, Circle, "Sidekiq"),
    ("system.oban", PURPLE, Diamond, "Oban"),
    ("system.temporal", BLUE, Square, "Temporal"),
    ("system.bullmq", ORANGE, Triangle, "BullMQ"),
    ("system.celery", GREEN, Square, "Celery"),
    ("system.aws-standard", YELLOW, Diamond, "AWS standard"),
    ("system.grpc-connect", SKY, Triangle, "gRPC connect"),
    ("system.gcs", GREY, Cross, "GCS"),
    ("system.river", BLACK, Triangle, "River"),
    // Worker pools whose jobs fail and are retried (005 + issue 13).
    ("pool.retries", PURPLE, Triangle, "ek deneme"),
    ("pool.dead", BLACK, Cross, "ölü iş"),
    ("pool.sojourn_mean", SKY, Diamond, "ortalama sistemde"),
    ("pool.sojourn_p95", VERMILLION, Triangle, "p95 sistemde"),
];

/// Whether a concept is a real system's (`system.*`). Where a system's line shares its
/// colour with a lesson concept's series in the same chart (Temporal and full jitter are
/// both blue, Sidekiq and no jitter both vermillion), the system's line is drawn dashed.
pub fn is_system(key: Key) -> bool {
    key.0.starts_with("system.")
}

/// The colour and marker of a concept; an unknown key is drawn black (and a test keeps
/// every key of every course chart in [`CONCEPTS`]).
pub fn look(key: Key) -> (&'static str, Marker) {
    CONCEPTS.iter().find(|c| c.0 == key.0).map(|c| (c.1, c.2)).unwrap_or((BLACK, Circle))
}

/// Whether text on this colour reads better white than dark.
pub fn dark(color: &str) -> bool {
    matches!(color, palette::BLUE | palette::VERMILLION | palette::PURPLE | palette::BLACK | palette::GREEN)
}

/// Whether the key is in [`CONCEPTS`].
pub fn known(key: Key) -> bool {
    CONCEPTS.iter().any(|c| c.0 == key.0)
}

impl Key {
    /// The Turkish name of the concept (legends, series names), or the key itself when
    /// the concept is unknown.
    ///
    /// # Example
    /// ```
    /// use jobsim::report::figure::Key;
    /// assert_eq!(Key("jitter.none").name(), "sarsıntısız");
    /// ```
    pub fn name(self) -> &'static str {
        CONCEPTS.iter().find(|c| c.0 == self.0).map(|c| c.3).unwrap_or(self.0)
    }
}
