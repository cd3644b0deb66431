//! The course's glossary: one declaration of every user-facing term. Each [`Term`] names
//! a concept by a key and gives its Turkish word (taken from the lessons' own words:
//! `ileti`, `zehirli mesaj`, `kelepçelemek`, `kira kilidi`, `çit jetonu`, `tüketici`,
//! `sarsıntı`, `yeniden işleme`, …) and, where a chart draws it, its colour and marker.
//! Charts, captions, table headers and the lesson pages take their words from here.
//!
//! The language is a column: every term has its Turkish and its English word, and
//! [`Term::word`] takes a [`Lang`]. A term without its English word fails a test (no
//! silent fallback to Turkish); names of systems and products stay as they are in both.
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

pub use super::lang::Lang;

/// One user-facing term: its key, its Turkish and English words, and how a chart draws it
/// (charted concepts only; a plain word has neither colour nor marker).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub key: &'static str,
    pub tr: &'static str,
    pub en: &'static str,
    pub colour: Option<&'static str>,
    pub marker: Option<Marker>,
}

impl Term {
    /// The term's word in `lang`.
    pub fn word(&self, lang: Lang) -> &'static str {
        match lang {
            Lang::Tr => self.tr,
            Lang::En => self.en,
        }
    }
}

/// A charted concept.
const fn c(key: &'static str, colour: &'static str, marker: Marker, tr: &'static str, en: &'static str) -> Term {
    Term { key, tr, en, colour: Some(colour), marker: Some(marker) }
}

/// A plain word (pages, captions, table headers).
const fn w(key: &'static str, tr: &'static str, en: &'static str) -> Term {
    Term { key, tr, en, colour: None, marker: None }
}

/// Every term of the course. Charted concepts first (their order is the order a sweep's
/// series look a concept up in), then the plain words.
pub const TERMS: &[Term] = &[
    // Jitter schedules (004.3).
    c("jitter.none", VERMILLION, Circle, "sarsıntısız", "no jitter"),
    c("jitter.full", BLUE, Square, "tam sarsıntı", "full jitter"),
    c("jitter.equal", GREEN, Diamond, "eşit sarsıntı", "equal jitter"),
    c("jitter.decorrelated", PURPLE, Triangle, "ilişkisiz sarsıntı", "decorrelated jitter"),
    // Backoff schedules (004.2).
    c("backoff.immediate", VERMILLION, Cross, "anında", "immediate"),
    c("backoff.fixed", ORANGE, Square, "sabit", "fixed"),
    c("backoff.exponential", SKY, Triangle, "üstel", "exponential"),
    c("backoff.capped", BLUE, Circle, "üstel + tavan", "exponential + cap"),
    // Budgets (004.4).
    c("budget.count", BLUE, Square, "deneme sınırı", "attempt limit"),
    c("budget.time", ORANGE, Triangle, "süre sınırı", "time limit"),
    c("budget.both", GREEN, Circle, "ikisi birden", "both"),
    // Lock modes (000.5, 000.6).
    c("lock.none", VERMILLION, Circle, "kilitsiz", "no lock"),
    c("lock.atomic", BLUE, Square, "kira kilidi", "lease lock"),
    c("lock.racy", ORANGE, Triangle, "atomik olmayan", "non-atomic"),
    c("store.acquire", BLACK, Square, "kirayı tek adımda alma", "acquiring the lease in one step"),
    c("store.read", YELLOW, Square, "kirayı okuma", "reading the lease"),
    // Green, apart from the run's blue it precedes.
    c("store.write", GREEN, Square, "kirayı yazma", "writing the lease"),
    // Fixed rate vs fixed delay (000.4).
    c("mode.rate", BLUE, Circle, "sabit hız", "fixed rate"),
    c("mode.delay", ORANGE, Square, "sabit gecikme", "fixed delay"),
    c("event.overlap", VERMILLION, Triangle, "öncekisi sürerken başladı", "started while the previous ran"),
    // Month-end policies (000.2).
    c("monthend.overflow", VERMILLION, Triangle, "taşma", "overflow"),
    c("monthend.skip", GREY, Cross, "atla", "skip"),
    c("monthend.clamp", BLUE, Circle, "kelepçele", "clamp"),
    // Time-zone strategies (000.3).
    c("tz.naive", VERMILLION, Cross, "yerel saate bakan", "local-clock matcher"),
    c("tz.compatible", BLUE, Circle, "dilim kuralıyla çeviren", "zone-rule converter"),
    c("tz.earlier", SKY, Triangle, "önceki", "earlier"),
    c("tz.later", PURPLE, Diamond, "sonraki", "later"),
    c("tz.reject", GREY, Square, "reddet", "reject"),
    c("tz.utc", BLACK, Circle, "UTC", "UTC"),
    c("tz.cronie", GREEN, Triangle, "cronie (Linux cron)", "cronie (Linux cron)"),
    c("tz.missed", VERMILLION, Cross, "koşum yok", "no run"),
    c("tz.doubled", ORANGE, Diamond, "iki kez koştu", "ran twice"),
    // Catch-up policies (000.7).
    c("catchup.none", GREY, Cross, "telafisiz", "no catch-up"),
    c("catchup.all", VERMILLION, Triangle, "telafili", "catch up on all"),
    c("catchup.capped", BLUE, Circle, "sınırlı telafi", "capped catch-up"),
    // Crash-point outcomes (001).
    c("outcome.exact", BLUE, Circle, "doğru", "correct"),
    c("outcome.duplicate", ORANGE, Triangle, "yeniden işleme", "reprocessing"),
    c("outcome.lost", VERMILLION, Cross, "kayıp", "lost"),
    // Cancel sources (001).
    c("cancel.user", BLUE, Circle, "kullanıcı", "user"),
    // Black, not orange: the lease's end (`event.expired`) is the orange marker of these charts.
    c("cancel.timeout", BLACK, Square, "süre sınırı", "time limit"),
    c("cancel.shutdown", PURPLE, Diamond, "kapanma", "shutdown"),
    c("cancel.lease", VERMILLION, Triangle, "kira doluyor", "lease running out"),
    c("cancel.ignored", GREY, Cross, "yok sayıldı", "ignored"),
    c("job.first", SKY, Square, "ilk koşum", "first run"),
    c("job.resumed", GREEN, Square, "sürdürülen koşum", "resumed run"),
    c("cancel.latency", YELLOW, Square, "im görülene kadar", "until the signal is seen"),
    c("cancel.killed", BLACK, Cross, "öldürüldü", "killed"),
    c("lease.overrun", BLACK, Square, "kira bittikten sonra çalışma", "work after the lease ended"),
    // Yielding (001).
    c("yield.yes", BLUE, Circle, "döngüye dönen iş", "work that yields to the loop"),
    c("yield.no", VERMILLION, Cross, "hiç dönmeyen döngü", "loop that never yields"),
    // Counter positions and validation (004.1, 004.4).
    c("counter.on_catch", VERMILLION, Cross, "hata yakalanınca", "when the error is caught"),
    c("counter.on_delivery", BLUE, Circle, "teslim anında", "at delivery"),
    c("counter.validated", GREEN, Square, "doğrulama ile", "with validation"),
    c("life.crashed", VERMILLION, Square, "çöken süreç", "crashed process"),
    c("life.exited", BLUE, Square, "temiz çıkan süreç", "cleanly exited process"),
    c("event.stuck", GREY, Diamond, "takılı kalan iletiler", "stuck messages"),
    c("delivery.processed", BLUE, Square, "işlendi", "processed"),
    c("delivery.crashed", VERMILLION, Square, "süreç ölümü", "process death"),
    c("delivery.dead", BLACK, Square, "ölü mektup", "dead letter"),
    c("delivery.rejected", GREEN, Square, "doğrulamada ölü mektup", "dead letter at validation"),
    // Where the backoff waits (004.4).
    c("placement.hold", VERMILLION, Triangle, "tüketicide bekle", "wait in the consumer"),
    c("placement.requeue", BLUE, Circle, "kuyrukta bekle", "wait in the queue"),
    c("copy.first", BLUE, Square, "tüketicide: ilk kopya", "in the consumer: first copy"),
    c("copy.second", ORANGE, Square, "tüketicide: ikinci kopya", "in the consumer: second copy"),
    c("copy.more", BLACK, Square, "tüketicide: üçüncü ya da sonraki kopya", "in the consumer: third or later copy"),
    // A chart where no message has a second copy: nothing to number.
    c("copy.only", BLUE, Square, "tüketicide çalışıyor", "in the consumer"),
    c("copy.queued", GREY, Square, "kuyrukta bekliyor", "waiting in the queue"),
    // Circuit breaker (004.4).
    c("breaker.off", VERMILLION, Triangle, "kesicisiz", "no breaker"),
    c("breaker.on", BLUE, Circle, "devre kesici", "circuit breaker"),
    c("breaker.polly", GREEN, Diamond, "Polly v8", "Polly v8"),
    c("breaker.resilience4j", PURPLE, Square, "resilience4j", "resilience4j"),
    // Brooker's contention experiment (004.3 what-if): the schedule without any wait.
    c("backoff.none", BLACK, Cross, "geri çekilmesiz", "no backoff"),
    // Worker pools (005).
    c("pool.mean", BLUE, Circle, "ortalama bekleme", "mean wait"),
    c("pool.p95", ORANGE, Square, "p95 bekleme", "p95 wait"),
    c("pool.ccdf", BLUE, Circle, "bekleyen payı", "share waiting"),
    c("pool.queue", BLUE, Square, "kuyruktaki ileti", "messages in the queue"),
    c("pool.theory", GREY, Cross, "kuram", "theory"),
    c("service.deterministic", GREEN, Diamond, "sabit süre", "fixed duration"),
    c("service.exponential", BLUE, Circle, "üstel süre", "exponential duration"),
    c("service.lognormal", VERMILLION, Triangle, "ağır kuyruklu süre", "heavy-tailed duration"),
    // Retry budgets and breaker variants in an outage (issue 13).
    c("guard.retries", ORANGE, Triangle, "kesintiye giden tekrar", "retries into the outage"),
    c("guard.failed", VERMILLION, Cross, "ölü mektuba düşen ileti", "dead-lettered messages"),
    c("guard.calls", BLUE, Circle, "bağımlılığa giden çağrı", "calls to the dependency"),
    // Timeline roles: what a span or a marker is.
    c("run", BLUE, Square, "koşum", "run"),
    c("run.late", ORANGE, Square, "gecikmeli koşum", "late run"),
    c("run.failed", VERMILLION, Square, "hata veren koşum", "failed run"),
    c("run.catchup", PURPLE, Square, "telafi koşumu", "catch-up run"),
    c("lease", SKY, Square, "kira", "lease"),
    c("pause", GREY, Square, "duraklama", "pause"),
    c("wait", GREY, Square, "bekleme", "wait"),
    c("work", BLUE, Square, "iş", "work"),
    c("work.duplicate", ORANGE, Square, "ikinci kopya", "second copy"),
    c("event.skipped", GREY, Cross, "atlandı", "skipped"),
    c("event.crashed", VERMILLION, Cross, "çöktü", "crashed"),
    c("event.expired", ORANGE, Diamond, "kira bitti", "lease expired"),
    c("event.takeover", PURPLE, Triangle, "devralma", "takeover"),
    c("event.accepted", VERMILLION, Circle, "bayat yazma kabul", "stale write accepted"),
    c("event.rejected", GREEN, Diamond, "bayat yazma ret", "stale write rejected"),
    c("event.done", BLUE, Circle, "bitti", "done"),
    c("event.dead", BLACK, Cross, "ölü mektup", "dead letter"),
    // A black circle: apart from "öncekisi sürerken başladı"'s triangle and the late runs' orange.
    c("event.cancel", BLACK, Circle, "iptal imi", "cancel signal"),
    c("event.alert", BLACK, Diamond, "uyarı", "alert"),
    // Black: the lease given back in `finally` (000.6), apart from its expiry's orange.
    c("event.released", BLACK, Diamond, "kira bırakıldı", "lease released"),
    // A third (or later) copy of one run: more than the second.
    c("work.extra", YELLOW, Square, "fazladan kopya", "extra copy"),
    // Marks on the plot area.
    c("mark.outage", GREY, Square, "kesinti", "outage"),
    c("mark.limit", MUTED, Square, "sınır", "limit"),
    c("mark.event", INK, Square, "olay", "event"),
    c("mark.two_holders", VERMILLION, Square, "iki sahip", "two holders"),
    // Series of a sweep chart with no concept of their own, in palette order.
    c("series.1", BLUE, Circle, "", ""),
    c("series.2", ORANGE, Square, "", ""),
    c("series.3", GREEN, Diamond, "", ""),
    c("series.4", PURPLE, Triangle, "", ""),
    c("series.5", VERMILLION, Cross, "", ""),
    c("series.6", SKY, Circle, "", ""),
    c("series.7", BLACK, Square, "", ""),
    c("series.8", YELLOW, Diamond, "", ""),
    // One plain series.
    c("plain", BLUE, Circle, "", ""),
    // Named retry policies of real systems (004-frameworks): system names stay as they are.
    c("system.sidekiq", WINE, Circle, "Sidekiq", "Sidekiq"),
    c("system.oban", ROSE, Diamond, "Oban", "Oban"),
    c("system.temporal", INDIGO, Square, "Temporal", "Temporal"),
    c("system.bullmq", ORANGE, Triangle, "BullMQ", "BullMQ"),
    c("system.celery", TEAL, Square, "Celery", "Celery"),
    c("system.aws-standard", OLIVE, Diamond, "AWS standard", "AWS standard"),
    c("system.grpc-connect", CYAN, Triangle, "gRPC connect", "gRPC connect"),
    c("system.gcs", GREY, Cross, "GCS", "GCS"),
    c("system.river", BLACK, Triangle, "River", "River"),
    // Worker pools whose jobs fail and are retried (005 + issue 13).
    c("pool.retries", ORANGE, Triangle, "ek deneme", "extra attempts"),
    c("pool.dead", BLACK, Cross, "ölü iş", "dead jobs"),
    // Retry budgets between a failed call and its retry (issue 13).
    c("budget.none", VERMILLION, Triangle, "bütçe yok", "no budget"),
    c("budget.aws", OLIVE, Diamond, "AWS tekrar kotası", "AWS retry quota"),
    c("budget.grpc", CYAN, Triangle, "gRPC kısma", "gRPC throttling"),
    c("budget.envoy", INDIGO, Square, "Envoy", "Envoy"),
    c("budget.finagle", TEAL, Circle, "Finagle", "Finagle"),
    c("budget.token_bucket", WINE, Cross, "jeton kovası", "token bucket"),
    c("pool.sojourn_mean", SKY, Diamond, "sistemde kalma, ort.", "time in system, mean"),
    c("pool.sojourn_p95", VERMILLION, Triangle, "sistemde kalma, p95", "time in system, p95"),
    // Plain words: the lessons' own.
    w("message", "ileti", "message"),
    w("poison_message", "zehirli mesaj", "poison message"),
    w("consumer", "tüketici", "consumer"),
    w("dead_letter", "ölü mektup", "dead letter"),
    w("dead_letter_queue", "ölü mektup kuyruğu", "dead-letter queue"),
    w("visibility_timeout", "görünmezlik süresi", "visibility timeout"),
    w("delivery", "teslim", "delivery"),
    w("clamp", "kelepçelemek", "clamp"),
    w("lease_lock", "kira kilidi", "lease lock"),
    w("fencing_token", "çit jetonu", "fencing token"),
    w("token", "jeton", "token"),
    w("token_bucket", "jeton kovası", "token bucket"),
    w("jitter", "sarsıntı", "jitter"),
    w("reprocessing", "yeniden işleme", "reprocessing"),
    w("retry", "yeniden deneme", "retry"),
    w("backoff", "bekleme süresi", "backoff"),
    w("retry_budget", "deneme bütçesi", "retry budget"),
    w("time_budget", "zaman bütçesi", "time budget"),
    w("interval", "aralık", "slot"),
    w("circuit_breaker", "devre kesici", "circuit breaker"),
    w("chunk", "parça", "chunk"),
    w("word.run", "koşum", "run"),
    w("missed_run", "kaçırılan koşum", "missed run"),
    w("worker", "işçi", "worker"),
    w("run_end", "benzetim sonu", "end of simulation"),
    // Page words.
    w("page.experiment", "dersin deneyi", "the lesson's experiment"),
    w("page.what_if", "ya olsaydı", "what if"),
    w("page.real_systems", "gerçek sistemler", "real systems"),
    w("page.extension", "ek", "extension"),
    w("page.core", "ders şekli", "lesson figure"),
    w("page.reference", "başvuru", "reference"),
    w("page.program_output", "programın çıktısı", "the lesson program's output"),
    w("page.table", "tablo", "table"),
    w("page.data", "veri", "data"),
    w("page.reproduce", "yeniden üret", "reproduce"),
    w("page.lessons", "dersler", "lessons"),
    w("page.contents", "içindekiler", "contents"),
    w("page.others", "diğerleri", "others"),
    w("page.yes", "evet", "yes"),
    w("page.no", "hayır", "no"),
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

/// The word of `key` in `lang`.
///
/// # Example
/// ```
/// use jobsim::report::glossary::{Lang, word};
/// assert_eq!(word("message", Lang::Tr), "ileti");
/// assert_eq!(word("message", Lang::En), "message");
/// ```
pub fn word(key: &str, lang: Lang) -> &'static str {
    term(key).map_or("", |t| t.word(lang))
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
    // Lesson 001 raises and reads an "im" (AbortController's signal), never a "sinyal";
    // no lesson says "sinyal".
    Synonym { wrong: "sinyal", instead: "event.cancel", lessons: &[], except: &[] },
    // Lesson 000 misses and catches up "aralık"s, with "telafili" and "telafisiz" policies;
    // lesson 004's second budget is the "zaman bütçesi"; one killed run is "öldürüldü".
    Synonym { wrong: "slot", instead: "interval", lessons: &[], except: &[] },
    Synonym { wrong: "hepsini telafi", instead: "catchup.all", lessons: &[], except: &[] },
    Synonym { wrong: "süre bütçesi", instead: "time_budget", lessons: &[], except: &[] },
    Synonym { wrong: "sonlandırıldı", instead: "cancel.killed", lessons: &[], except: &[] },
    Synonym { wrong: "yarıda kes", instead: "cancel.killed", lessons: &[], except: &[] },
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
    fn every_term_has_its_english_word_and_it_is_english() {
        for t in TERMS {
            // A word in one language has its word in the other (the unnamed series have neither).
            assert_eq!(t.tr.is_empty(), t.en.is_empty(), "`{}` lacks a word in one language", t.key);
            assert!(
                !t.en.contains(['ğ', 'ı', 'ş', 'Ğ', 'İ', 'Ş', 'ç', 'ö', 'ü']),
                "`{}`: `{}` is not English",
                t.key,
                t.en
            );
            assert_eq!(t.word(Lang::En), t.en);
            assert_eq!(t.word(Lang::Tr), t.tr);
        }
        // Names of systems stay as they are.
        for t in TERMS.iter().filter(|t| t.key.starts_with("system.")) {
            assert_eq!(t.tr, t.en, "{}", t.key);
        }
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
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
