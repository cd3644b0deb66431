//! The course's glossary: one declaration of every user-facing term. Each [`Term`] names
//! a concept by a key and gives its Turkish word (taken from the lessons' own words:
//! `ileti`, `zehirli mesaj`, `kelepçelemek`, `kira kilidi`, `çit jetonu`, `tüketici`,
//! `sarsıntı`, `yeniden işleme`, …) and, where a chart draws it, its colour and marker.
//! Charts, captions, table headers and the lesson pages take their words from here.
//!
//! The language is a column: [`Term::word`] takes a [`Lang`], and an English column is
//! one more field per term and one more `Lang` variant (issue 22).
//!
//! [`SYNONYMS`] lists the words the course used before it had one glossary (`mesaj` for
//! `ileti` in lesson 004, `ay sonuna çek` for `kelepçele`, the lease lock's four names, …);
//! [`off_glossary`] finds them in rendered text, and a test scans every rendered chart and
//! page with it. The lessons' printed program output is not scanned: it stays byte-exact.

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
    /// The named systems' colours (Paul Tol's muted scheme, also safe with common
    /// colour-vision deficiencies), apart from the lesson concepts' Okabe–Ito colours so
    /// that a system never looks like a jitter schedule drawn beside it.
    pub const WINE: &str = "#882255";
    pub const ROSE: &str = "#CC6677";
    pub const INDIGO: &str = "#332288";
    pub const TEAL: &str = "#44AA99";
    pub const OLIVE: &str = "#7F7F1A";
    pub const CYAN: &str = "#3A8FB7";
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

/// A language of the course's words. Only Turkish so far; English is issue 22.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    Tr,
}

/// One user-facing term: its key, its Turkish word, and how a chart draws it (charted
/// concepts only; a plain word has neither colour nor marker).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub key: &'static str,
    pub tr: &'static str,
    pub colour: Option<&'static str>,
    pub marker: Option<Marker>,
}

impl Term {
    /// The term's word in `lang`.
    pub fn word(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Tr => self.tr,
        }
    }
}

/// A charted concept.
const fn c(key: &'static str, colour: &'static str, marker: Marker, tr: &'static str) -> Term {
    Term { key, tr, colour: Some(colour), marker: Some(marker) }
}

/// A plain word (pages, captions, table headers).
const fn w(key: &'static str, tr: &'static str) -> Term {
    Term { key, tr, colour: None, marker: None }
}

/// Every term of the course. Charted concepts first (their order is the order a sweep's
/// series look a concept up in), then the plain words.
pub const TERMS: &[Term] = &[
    // Jitter schedules (004.3).
    c("jitter.none", VERMILLION, Circle, "sarsıntısız"),
    c("jitter.full", BLUE, Square, "tam sarsıntı"),
    c("jitter.equal", GREEN, Diamond, "eşit sarsıntı"),
    c("jitter.decorrelated", PURPLE, Triangle, "ilişkisiz sarsıntı"),
    // Backoff schedules (004.2).
    c("backoff.immediate", VERMILLION, Cross, "anında"),
    c("backoff.fixed", ORANGE, Square, "sabit"),
    c("backoff.exponential", SKY, Triangle, "üstel"),
    c("backoff.capped", BLUE, Circle, "üstel + tavan"),
    // Budgets (004.4).
    c("budget.count", BLUE, Square, "deneme sınırı"),
    c("budget.time", ORANGE, Triangle, "süre sınırı"),
    c("budget.both", GREEN, Circle, "ikisi birden"),
    // Lock modes (000.5, 000.6).
    c("lock.none", VERMILLION, Circle, "kilitsiz"),
    c("lock.atomic", BLUE, Square, "kira kilidi"),
    c("lock.racy", ORANGE, Triangle, "atomik olmayan"),
    c("store.acquire", PURPLE, Square, "kirayı tek adımda alma"),
    c("store.read", GREY, Square, "kirayı okuma"),
    // Green, apart from the run's blue it precedes.
    c("store.write", GREEN, Square, "kirayı yazma"),
    // Fixed rate vs fixed delay (000.4).
    c("mode.rate", BLUE, Circle, "sabit hız"),
    c("mode.delay", ORANGE, Square, "sabit gecikme"),
    c("event.overlap", VERMILLION, Triangle, "öncekisi sürerken başladı"),
    // Month-end policies (000.2).
    c("monthend.overflow", VERMILLION, Triangle, "taşma"),
    c("monthend.skip", GREY, Cross, "atla"),
    c("monthend.clamp", BLUE, Circle, "kelepçele"),
    // Time-zone strategies (000.3).
    c("tz.naive", VERMILLION, Cross, "saf eşleştirici"),
    c("tz.compatible", BLUE, Circle, "uyumlu"),
    c("tz.earlier", SKY, Triangle, "önceki"),
    c("tz.later", PURPLE, Diamond, "sonraki"),
    c("tz.reject", GREY, Square, "reddet"),
    c("tz.utc", BLACK, Circle, "UTC"),
    c("tz.cronie", GREEN, Triangle, "cronie (Linux cron)"),
    // Catch-up policies (000.7).
    c("catchup.none", GREY, Cross, "telafisiz"),
    c("catchup.all", VERMILLION, Triangle, "hepsini telafi"),
    c("catchup.capped", BLUE, Circle, "sınırlı telafi"),
    // Crash-point outcomes (001).
    c("outcome.exact", BLUE, Circle, "doğru"),
    c("outcome.duplicate", ORANGE, Triangle, "yeniden işleme"),
    c("outcome.lost", VERMILLION, Cross, "kayıp"),
    // Cancel sources (001).
    c("cancel.user", BLUE, Circle, "kullanıcı"),
    // Black, not orange: the lease's end (`event.expired`) is the orange marker of these charts.
    c("cancel.timeout", BLACK, Square, "süre sınırı"),
    c("cancel.shutdown", PURPLE, Diamond, "kapanma"),
    c("cancel.lease", VERMILLION, Triangle, "kira bitimi"),
    c("cancel.ignored", GREY, Cross, "yok sayıldı"),
    c("job.first", SKY, Square, "ilk koşum"),
    c("job.resumed", GREEN, Square, "sürdürülen koşum"),
    c("cancel.latency", YELLOW, Square, "sinyal görülene kadar"),
    c("cancel.killed", BLACK, Cross, "öldürüldü"),
    c("lease.overrun", VERMILLION, Square, "kira bittikten sonra çalışma"),
    // Yielding (001).
    c("yield.yes", BLUE, Circle, "döngüye dönen iş"),
    c("yield.no", VERMILLION, Cross, "hiç dönmeyen döngü"),
    // Counter positions and validation (004.1, 004.4).
    c("counter.on_catch", VERMILLION, Cross, "hata yakalanınca"),
    c("counter.on_delivery", BLUE, Circle, "teslim anında"),
    c("counter.validated", GREEN, Square, "doğrulama ile"),
    c("life.crashed", VERMILLION, Square, "çöken süreç"),
    c("life.exited", BLUE, Square, "temiz çıkan süreç"),
    c("event.stuck", GREY, Diamond, "takılı kalan iletiler"),
    c("delivery.processed", BLUE, Square, "işlendi"),
    c("delivery.crashed", VERMILLION, Square, "süreç ölümü"),
    c("delivery.dead", BLACK, Square, "ölü mektup"),
    c("delivery.rejected", GREEN, Square, "doğrulamada ölü mektup"),
    // Where the backoff waits (004.4).
    c("placement.hold", VERMILLION, Triangle, "tüketicide bekle"),
    c("placement.requeue", BLUE, Circle, "kuyrukta bekle"),
    c("copy.first", BLUE, Square, "tüketicide: ilk kopya"),
    c("copy.second", ORANGE, Square, "tüketicide: ikinci kopya"),
    c("copy.queued", GREY, Square, "kuyrukta bekliyor"),
    // Circuit breaker (004.4).
    c("breaker.off", VERMILLION, Triangle, "kesicisiz"),
    c("breaker.on", BLUE, Circle, "devre kesici"),
    c("breaker.polly", GREEN, Diamond, "Polly v8"),
    c("breaker.resilience4j", PURPLE, Square, "resilience4j"),
    // Brooker's contention experiment (004.3 what-if): the schedule without any wait.
    c("backoff.none", BLACK, Cross, "geri çekilmesiz"),
    // Worker pools (005).
    c("pool.mean", BLUE, Circle, "ortalama bekleme"),
    c("pool.p95", ORANGE, Square, "p95 bekleme"),
    c("pool.ccdf", BLUE, Circle, "bekleyen payı"),
    c("pool.queue", BLUE, Square, "kuyruktaki ileti"),
    c("pool.theory", GREY, Cross, "kuram"),
    c("service.deterministic", GREEN, Diamond, "sabit süre"),
    c("service.exponential", BLUE, Circle, "üstel süre"),
    c("service.lognormal", VERMILLION, Triangle, "ağır kuyruklu süre"),
    // Retry budgets and breaker variants in an outage (issue 13).
    c("guard.retries", ORANGE, Triangle, "kesintiye giden tekrar"),
    c("guard.failed", VERMILLION, Cross, "başarısız istek"),
    c("guard.calls", BLUE, Circle, "bağımlılığa giden çağrı"),
    // Timeline roles: what a span or a marker is.
    c("run", BLUE, Square, "koşum"),
    c("run.late", ORANGE, Square, "gecikmeli koşum"),
    c("run.failed", VERMILLION, Square, "hata veren koşum"),
    c("run.catchup", PURPLE, Square, "telafi koşumu"),
    c("lease", SKY, Square, "kira"),
    c("pause", GREY, Square, "duraklama"),
    c("wait", GREY, Square, "bekleme"),
    c("work", BLUE, Square, "iş"),
    c("work.duplicate", ORANGE, Square, "ikinci kopya"),
    c("event.skipped", GREY, Cross, "atlandı"),
    c("event.crashed", VERMILLION, Cross, "çöktü"),
    c("event.expired", ORANGE, Diamond, "kira bitti"),
    c("event.takeover", PURPLE, Triangle, "devralma"),
    c("event.accepted", VERMILLION, Circle, "bayat yazma kabul"),
    c("event.rejected", GREEN, Square, "bayat yazma ret"),
    c("event.done", BLUE, Circle, "bitti"),
    c("event.dead", BLACK, Cross, "ölü mektup"),
    // A black circle: apart from "öncekisi sürerken başladı"'s triangle and the late runs' orange.
    c("event.cancel", BLACK, Circle, "iptal sinyali"),
    c("event.alert", VERMILLION, Diamond, "uyarı"),
    // Black: the lease given back in `finally` (000.6), apart from its expiry's orange.
    c("event.released", BLACK, Diamond, "kira bırakıldı"),
    // A third (or later) copy of one run: more than the second.
    c("work.extra", VERMILLION, Square, "fazladan kopya"),
    // Marks on the plot area.
    c("mark.outage", GREY, Square, "kesinti"),
    c("mark.limit", MUTED, Square, "sınır"),
    c("mark.event", INK, Square, "olay"),
    c("mark.two_holders", VERMILLION, Square, "iki sahip"),
    // Series of a sweep chart with no concept of their own, in palette order.
    c("series.1", BLUE, Circle, ""),
    c("series.2", ORANGE, Square, ""),
    c("series.3", GREEN, Diamond, ""),
    c("series.4", PURPLE, Triangle, ""),
    c("series.5", VERMILLION, Cross, ""),
    c("series.6", SKY, Circle, ""),
    c("series.7", BLACK, Square, ""),
    c("series.8", YELLOW, Diamond, ""),
    // One plain series.
    c("plain", BLUE, Circle, ""),
    // Named retry policies of real systems (004-frameworks): system names stay as they are.
    c("system.sidekiq", WINE, Circle, "Sidekiq"),
    c("system.oban", ROSE, Diamond, "Oban"),
    c("system.temporal", INDIGO, Square, "Temporal"),
    c("system.bullmq", ORANGE, Triangle, "BullMQ"),
    c("system.celery", TEAL, Square, "Celery"),
    c("system.aws-standard", OLIVE, Diamond, "AWS standard"),
    c("system.grpc-connect", CYAN, Triangle, "gRPC connect"),
    c("system.gcs", GREY, Cross, "GCS"),
    c("system.river", BLACK, Triangle, "River"),
    // Worker pools whose jobs fail and are retried (005 + issue 13).
    c("pool.retries", ORANGE, Triangle, "ek deneme"),
    c("pool.dead", BLACK, Cross, "ölü iş"),
    // Retry budgets between a failed call and its retry (issue 13).
    c("budget.none", VERMILLION, Triangle, "bütçe yok"),
    c("budget.aws", OLIVE, Diamond, "AWS tekrar kotası"),
    c("budget.grpc", CYAN, Triangle, "gRPC kısma"),
    c("budget.envoy", INDIGO, Square, "Envoy"),
    c("budget.finagle", TEAL, Circle, "Finagle"),
    c("budget.token_bucket", WINE, Cross, "jeton kovası"),
    c("pool.sojourn_mean", SKY, Diamond, "sistemde kalma, ort."),
    c("pool.sojourn_p95", VERMILLION, Triangle, "sistemde kalma, p95"),
    // Plain words: the lessons' own.
    w("message", "ileti"),
    w("poison_message", "zehirli mesaj"),
    w("consumer", "tüketici"),
    w("dead_letter", "ölü mektup"),
    w("dead_letter_queue", "ölü mektup kuyruğu"),
    w("visibility_timeout", "görünmezlik süresi"),
    w("delivery", "teslim"),
    w("clamp", "kelepçelemek"),
    w("lease_lock", "kira kilidi"),
    w("fencing_token", "çit jetonu"),
    w("token", "jeton"),
    w("token_bucket", "jeton kovası"),
    w("jitter", "sarsıntı"),
    w("reprocessing", "yeniden işleme"),
    w("retry", "yeniden deneme"),
    w("backoff", "bekleme süresi"),
    w("retry_budget", "deneme bütçesi"),
    w("circuit_breaker", "devre kesici"),
    w("chunk", "parça"),
    w("word.run", "koşum"),
    w("missed_run", "kaçırılan koşum"),
    w("worker", "işçi"),
    w("run_end", "benzetim sonu"),
    // Page words.
    w("page.experiment", "dersin deneyi"),
    w("page.what_if", "ya olsaydı"),
    w("page.real_systems", "gerçek sistemler"),
    w("page.extension", "ek"),
    w("page.core", "ders şekli"),
    w("page.reference", "başvuru"),
    w("page.program_output", "programın çıktısı"),
    w("page.table", "tablo"),
    w("page.data", "veri"),
    w("page.reproduce", "yeniden üret"),
    w("page.lessons", "dersler"),
    w("page.contents", "içindekiler"),
    w("page.others", "diğerleri"),
    w("page.yes", "evet"),
    w("page.no", "hayır"),
];

/// The term of `key`, if it is in the glossary.
pub fn term(key: &str) -> Option<&'static Term> {
    TERMS.iter().find(|t| t.key == key)
}

/// The Turkish word of `key`; a key not in the glossary is a bug (a test holds every
/// key the pages use to [`TERMS`]).
pub fn tr(key: &str) -> &'static str {
    term(key).map_or("", |t| t.tr)
}

/// A word the course no longer uses, the glossary term that replaces it, and where the
/// rule holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Synonym {
    /// The off-glossary word, lower case; matched at the start of a word, so its
    /// inflections (`mesajdan`, `mesajı`) are found too.
    pub wrong: &'static str,
    /// The key of the term to use instead.
    pub instead: &'static str,
    /// Lesson codes the rule holds in (`004`); empty: everywhere.
    pub lessons: &'static [&'static str],
    /// Longer phrases containing `wrong` that are the glossary's own (`zehirli mesaj`).
    pub except: &'static [&'static str],
}

/// The known off-glossary synonyms.
pub const SYNONYMS: &[Synonym] = &[
    Synonym { wrong: "mesaj", instead: "message", lessons: &["004", "005"], except: &["zehirli mesaj"] },
    Synonym { wrong: "ay sonuna çek", instead: "clamp", lessons: &[], except: &[] },
    Synonym { wrong: "atomik kira", instead: "lease_lock", lessons: &[], except: &[] },
    Synonym { wrong: "atomik alma", instead: "lease_lock", lessons: &[], except: &[] },
    Synonym { wrong: "kira uyarısı", instead: "cancel.lease", lessons: &[], except: &[] },
    Synonym { wrong: "çift sayım", instead: "reprocessing", lessons: &[], except: &[] },
    Synonym { wrong: "token kovası", instead: "token_bucket", lessons: &[], except: &[] },
    Synonym { wrong: "kesici yok", instead: "breaker.off", lessons: &[], except: &[] },
    Synonym { wrong: "görünürlük süresi", instead: "visibility_timeout", lessons: &[], except: &[] },
    Synonym { wrong: "öbürleri", instead: "page.others", lessons: &[], except: &[] },
];

/// Lower case, Turkish dotted and dotless I kept apart (`İ` → `i`, `I` → `ı`).
fn lower(text: &str) -> String {
    text.chars()
        .map(|ch| match ch {
            'İ' => 'i',
            'I' => 'ı',
            other => other.to_lowercase().next().unwrap_or(other),
        })
        .collect()
}

/// The off-glossary words in `text`, rendered for lesson `lesson` (`004.3`, `anchor`):
/// each as `wrong → right`, in [`SYNONYMS`] order, once per synonym.
///
/// # Example
/// ```
/// use jobsim::report::glossary::off_glossary;
/// assert_eq!(off_glossary("Zehirli mesaj ölü mektupta", "004"), Vec::<String>::new());
/// assert_eq!(off_glossary("mesaj 3 ölü mektupta", "004.1"), ["mesaj → ileti"]);
/// assert_eq!(off_glossary("mesaj 3", "anchor"), Vec::<String>::new());
/// ```
pub fn off_glossary(text: &str, lesson: &str) -> Vec<String> {
    let text = lower(text);
    let mut found = Vec::new();
    for s in SYNONYMS {
        if !s.lessons.is_empty() && !s.lessons.iter().any(|l| lesson.starts_with(l)) {
            continue;
        }
        let mut t = text.clone();
        for e in s.except {
            t = t.replace(e, &" ".repeat(e.len()));
        }
        let hit =
            t.match_indices(s.wrong).any(|(at, _)| !t[..at].chars().next_back().is_some_and(char::is_alphanumeric));
        if hit {
            found.push(format!("{} → {}", s.wrong, term(s.instead).map_or(s.instead, |t| t.tr)));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_synonyms_point_at_terms() {
        for (i, t) in TERMS.iter().enumerate() {
            assert!(!TERMS[..i].iter().any(|o| o.key == t.key), "`{}` twice in the glossary", t.key);
        }
        for s in SYNONYMS {
            assert!(term(s.instead).is_some(), "synonym `{}` points at no term `{}`", s.wrong, s.instead);
            assert!(off_glossary(s.wrong, "004").len() == 1, "`{}` is not found by its own rule", s.wrong);
        }
    }

    #[test]
    fn the_scan_finds_mesaj_in_lesson_004_outside_zehirli_mesaj() {
        assert_eq!(off_glossary("6 mesajdan 4 tanesi iki kez işleniyor", "004.4"), ["mesaj → ileti"]);
        assert_eq!(off_glossary("Zehirli Mesaj ve Yeniden Deneme", "004"), Vec::<String>::new());
        assert_eq!(off_glossary("iletiler; zehirli mesajlar", "004"), Vec::<String>::new());
        assert_eq!(off_glossary("Mesaj 3 ölü mektupta", "004.1"), ["mesaj → ileti"]);
        // Only in the lessons that say `ileti`.
        assert!(off_glossary("mesaj", "000.6").is_empty());
    }

    #[test]
    fn system_colours_are_distinct_and_not_yellow() {
        let systems: Vec<&Term> = TERMS.iter().filter(|t| t.key.starts_with("system.")).collect();
        for (i, s) in systems.iter().enumerate() {
            assert_ne!(s.colour, Some(YELLOW), "{} is yellow: unreadable on white", s.key);
            assert!(!systems[..i].iter().any(|o| o.colour == s.colour), "{} shares its colour", s.key);
            for j in ["jitter.none", "jitter.full", "jitter.decorrelated"] {
                assert_ne!(s.colour, term(j).and_then(|t| t.colour), "{} has the colour of {j}", s.key);
            }
        }
    }
}
