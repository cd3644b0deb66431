//! The course's glossary: one declaration of every user-facing term. Each [`Term`] names
//! a concept by a key, the catalog message of its word (`locales/*/glossary.ftl`,
//! `term-<key>`, with the lessons' own words in Turkish: `ileti`, `zehirli mesaj`,
//! `kelepçelemek`, `kira kilidi`, `çit jetonu`, `tüketici`, `sarsıntı`, `yeniden işleme`, …)
//! and, where a chart draws it, its colour and marker. Charts, captions, table headers and
//! the lesson pages take their words from here.
//!
//! The language is an argument: every term has its Turkish and its English word, one in
//! each catalog, and [`Term::word`] takes a [`Lang`]. A term without its English word fails
//! a test (no silent fallback to Turkish); names of systems and products stay as they are
//! in both.
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
    /// The retry budgets of real systems that no other system shares (lesson 004's page
    /// draws them beside Temporal, Celery and Sidekiq: one meaning per colour on a page).
    pub const FOREST: &str = "#117733";
    pub const MAGENTA: &str = "#AA4499";
    pub const BROWN: &str = "#8C510A";
    /// A run or a delivery that failed, where the failure sits beside the run's blue, the
    /// processed delivery's blue or the validation's green in one chart (Paul Tol's light
    /// orange): lighter than all three, so a handout printed in greyscale keeps them apart;
    /// vermillion is as dark as blue in greyscale.
    pub const SALMON: &str = "#EE8866";
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

/// One user-facing term: its key, the id of its word in the catalogs
/// (`locales/*/glossary.ftl`, `term-…`), and how a chart draws it (charted concepts only; a
/// plain word has neither colour nor marker). The words are the catalogs'; the concept's
/// colour and marker stay here, keyed by the term.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    pub key: &'static str,
    /// The catalog message of its word; `None` for a series with no word of its own.
    pub id: Option<&'static str>,
    pub colour: Option<&'static str>,
    pub marker: Option<Marker>,
}

impl Term {
    /// The term's word in `lang` (empty for a series with no word of its own).
    ///
    /// # Panics
    /// When the catalog of `lang` lacks the term's message: a bug the catalog tests catch.
    pub fn word(&self, lang: Lang) -> &'static str {
        self.id.map_or("", |id| super::words::Words::of(lang).term(id))
    }
}

/// A charted concept, its word the catalogs' message `id`.
const fn c(key: &'static str, id: &'static str, colour: &'static str, marker: Marker) -> Term {
    Term { key, id: Some(id), colour: Some(colour), marker: Some(marker) }
}

/// A charted series with no word of its own (a sweep's unnamed series).
const fn n(key: &'static str, colour: &'static str, marker: Marker) -> Term {
    Term { key, id: None, colour: Some(colour), marker: Some(marker) }
}

/// A plain word (pages, captions, table headers), the catalogs' message `id`.
const fn w(key: &'static str, id: &'static str) -> Term {
    Term { key, id: Some(id), colour: None, marker: None }
}

/// Every term of the course. Charted concepts first (their order is the order a sweep's
/// series look a concept up in), then the plain words.
pub const TERMS: &[Term] = &[
    // Jitter schedules (004.3).
    c("jitter.none", "term-jitter-none", VERMILLION, Circle),
    c("jitter.full", "term-jitter-full", BLUE, Square),
    c("jitter.equal", "term-jitter-equal", GREEN, Diamond),
    c("jitter.decorrelated", "term-jitter-decorrelated", PURPLE, Triangle),
    // Backoff schedules (004.2).
    c("backoff.immediate", "term-backoff-immediate", VERMILLION, Cross),
    c("backoff.fixed", "term-backoff-fixed", ORANGE, Square),
    c("backoff.exponential", "term-backoff-exponential", SKY, Triangle),
    c("backoff.capped", "term-backoff-capped", BLUE, Circle),
    // Budgets (004.4).
    c("budget.count", "term-budget-count", BLUE, Square),
    c("budget.time", "term-budget-time", ORANGE, Triangle),
    c("budget.both", "term-budget-both", GREEN, Circle),
    // Lock modes (000.5, 000.6).
    c("lock.none", "term-lock-none", VERMILLION, Circle),
    c("lock.atomic", "term-lock-atomic", BLUE, Square),
    c("lock.racy", "term-lock-racy", ORANGE, Triangle),
    c("store.acquire", "term-store-acquire", BLACK, Square),
    c("store.read", "term-store-read", YELLOW, Square),
    // Green, apart from the run's blue it precedes.
    c("store.write", "term-store-write", GREEN, Square),
    // Fixed rate vs fixed delay (000.4).
    c("mode.rate", "term-mode-rate", BLUE, Circle),
    c("mode.delay", "term-mode-delay", ORANGE, Square),
    c("event.overlap", "term-event-overlap", VERMILLION, Triangle),
    // Month-end policies (000.2).
    // Orange, the colour of a run doubled (as `tz.doubled`): overflow runs twice in the
    // month after a short one; vermillion sat as dark as the clamp's blue in greyscale.
    c("monthend.overflow", "term-monthend-overflow", ORANGE, Triangle),
    c("monthend.skip", "term-monthend-skip", GREY, Cross),
    c("monthend.clamp", "term-monthend-clamp", BLUE, Circle),
    // Time-zone strategies (000.3).
    c("tz.naive", "term-tz-naive", VERMILLION, Cross),
    c("tz.compatible", "term-tz-compatible", BLUE, Circle),
    c("tz.earlier", "term-tz-earlier", SKY, Triangle),
    c("tz.later", "term-tz-later", PURPLE, Diamond),
    c("tz.reject", "term-tz-reject", GREY, Square),
    c("tz.utc", "term-tz-utc", BLACK, Circle),
    c("tz.cronie", "term-tz-cronie", GREEN, Triangle),
    c("tz.missed", "term-tz-missed", VERMILLION, Cross),
    c("tz.doubled", "term-tz-doubled", ORANGE, Diamond),
    // Catch-up policies (000.7).
    c("catchup.none", "term-catchup-none", GREY, Cross),
    // Orange, apart from the capped blue in greyscale (vermillion is as dark as blue).
    c("catchup.all", "term-catchup-all", ORANGE, Triangle),
    c("catchup.capped", "term-catchup-capped", BLUE, Circle),
    // Crash-point outcomes (001).
    // A correct point is a square; a harmful one a marker (the shapes tell them apart in
    // greyscale, where blue and vermillion are near).
    c("outcome.exact", "term-outcome-exact", BLUE, Square),
    c("outcome.rows-twice", "term-outcome-rows-twice", ORANGE, Triangle),
    c("outcome.progress-back", "term-outcome-progress-back", ORANGE, Diamond),
    c("outcome.lost", "term-outcome-lost", VERMILLION, Cross),
    // Cancel sources (001).
    c("cancel.user", "term-cancel-user", BLUE, Circle),
    // Black, not orange: the lease's end (`event.expired`) is the orange marker of these charts.
    c("cancel.timeout", "term-cancel-timeout", BLACK, Square),
    c("cancel.shutdown", "term-cancel-shutdown", PURPLE, Diamond),
    c("cancel.lease", "term-cancel-lease", VERMILLION, Triangle),
    c("cancel.ignored", "term-cancel-ignored", GREY, Cross),
    c("job.first", "term-job-first", SKY, Square),
    c("job.resumed", "term-job-resumed", GREEN, Square),
    c("cancel.latency", "term-cancel-latency", YELLOW, Square),
    c("cancel.killed", "term-cancel-killed", BLACK, Cross),
    // Blue, the colour of work (a run's bars in lesson 000): the first run working on past
    // its lease. Not black, which is the kill's ✕ beside it (and the timeout's ■).
    c("lease.overrun", "term-lease-overrun", BLUE, Square),
    // Yielding (001).
    c("yield.yes", "term-yield-yes", BLUE, Circle),
    c("yield.no", "term-yield-no", VERMILLION, Cross),
    // Counter positions and validation (004.1, 004.4).
    c("counter.on_catch", "term-counter-on-catch", VERMILLION, Cross),
    c("counter.on_delivery", "term-counter-on-delivery", BLUE, Circle),
    c("counter.validated", "term-counter-validated", GREEN, Square),
    c("life.crashed", "term-life-crashed", VERMILLION, Square),
    c("life.exited", "term-life-exited", BLUE, Square),
    c("event.stuck", "term-event-stuck", GREY, Diamond),
    c("delivery.processed", "term-delivery-processed", BLUE, Square),
    c("delivery.crashed", "term-delivery-crashed", SALMON, Square),
    c("delivery.dead", "term-delivery-dead", BLACK, Square),
    c("delivery.rejected", "term-delivery-rejected", GREEN, Square),
    // Where the backoff waits (004.4).
    c("placement.hold", "term-placement-hold", VERMILLION, Triangle),
    c("placement.requeue", "term-placement-requeue", BLUE, Circle),
    c("copy.first", "term-copy-first", BLUE, Square),
    c("copy.second", "term-copy-second", ORANGE, Square),
    c("copy.more", "term-copy-more", BLACK, Square),
    // A chart where no message has a second copy: nothing to number.
    c("copy.only", "term-copy-only", BLUE, Square),
    c("copy.queued", "term-copy-queued", GREY, Square),
    // Circuit breaker (004.4).
    c("breaker.off", "term-breaker-off", VERMILLION, Triangle),
    c("breaker.on", "term-breaker-on", BLUE, Circle),
    c("breaker.polly", "term-breaker-polly", GREEN, Diamond),
    c("breaker.resilience4j", "term-breaker-resilience4j", PURPLE, Square),
    // Brooker's contention experiment (004.3 what-if): the schedule without any wait.
    c("backoff.none", "term-backoff-none", BLACK, Cross),
    // Worker pools (005).
    c("pool.mean", "term-pool-mean", BLUE, Circle),
    c("pool.p95", "term-pool-p95", ORANGE, Square),
    c("pool.ccdf", "term-pool-ccdf", BLUE, Circle),
    c("pool.queue", "term-pool-queue", BLUE, Square),
    c("pool.theory", "term-pool-theory", GREY, Cross),
    c("service.deterministic", "term-service-deterministic", GREEN, Diamond),
    c("service.exponential", "term-service-exponential", BLUE, Circle),
    // Salmon, a light vermillion: the green and blue bars beside it are as dark as vermillion
    // in greyscale.
    c("service.lognormal", "term-service-lognormal", SALMON, Triangle),
    // Retry budgets and breaker variants in an outage (issue 13).
    c("guard.retries", "term-guard-retries", ORANGE, Triangle),
    c("guard.failed", "term-guard-failed", VERMILLION, Cross),
    c("guard.calls", "term-guard-calls", BLUE, Circle),
    // Timeline roles: what a span or a marker is.
    c("run", "term-run", BLUE, Square),
    c("run.late", "term-run-late", ORANGE, Square),
    c("run.failed", "term-run-failed", SALMON, Square),
    c("run.catchup", "term-run-catchup", PURPLE, Square),
    c("lease", "term-lease", SKY, Square),
    c("pause", "term-pause", GREY, Square),
    c("wait", "term-wait", GREY, Square),
    c("work", "term-work", BLUE, Square),
    // Sky, a lighter copy of the run's blue: the lease's end (`event.expired`) is orange in
    // the same charts (000-lease-faults.gc_pause), one meaning per colour (issue 38).
    c("work.duplicate", "term-work-duplicate", SKY, Square),
    c("event.skipped", "term-event-skipped", GREY, Cross),
    // A month a rule has no run in (cron, or `skip`): nothing was skipped under overflow.
    c("event.no-run", "term-event-no-run", GREY, Cross),
    c("event.crashed", "term-event-crashed", VERMILLION, Cross),
    c("event.expired", "term-event-expired", ORANGE, Diamond),
    c("event.takeover", "term-event-takeover", PURPLE, Triangle),
    c("event.accepted", "term-event-accepted", VERMILLION, Circle),
    c("event.rejected", "term-event-rejected", GREEN, Diamond),
    c("event.done", "term-event-done", BLUE, Circle),
    c("event.dead", "term-event-dead", BLACK, Cross),
    // A black circle: apart from "öncekisi sürerken başladı"'s triangle and the late runs' orange.
    c("event.cancel", "term-event-cancel", BLACK, Circle),
    c("event.alert", "term-event-alert", BLACK, Diamond),
    // Black: the lease given back in `finally` (000.6), apart from its expiry's orange.
    c("event.released", "term-event-released", BLACK, Diamond),
    // A third (or later) copy of one run: more than the second.
    c("work.extra", "term-work-extra", YELLOW, Square),
    // Marks on the plot area.
    c("mark.outage", "term-mark-outage", GREY, Square),
    c("mark.limit", "term-mark-limit", MUTED, Square),
    c("mark.event", "term-mark-event", INK, Square),
    c("mark.two_holders", "term-mark-two-holders", VERMILLION, Square),
    // Series of a sweep chart with no concept of their own, in palette order.
    n("series.1", BLUE, Circle),
    n("series.2", ORANGE, Square),
    n("series.3", GREEN, Diamond),
    n("series.4", PURPLE, Triangle),
    n("series.5", VERMILLION, Cross),
    n("series.6", SKY, Circle),
    n("series.7", BLACK, Square),
    n("series.8", YELLOW, Diamond),
    // One plain series.
    n("plain", BLUE, Circle),
    // Named retry policies of real systems (004-frameworks): system names stay as they are.
    c("system.sidekiq", "term-system-sidekiq", WINE, Circle),
    // A circle, not AWS standard's diamond: rose and olive are alike in greyscale.
    c("system.oban", "term-system-oban", ROSE, Circle),
    c("system.temporal", "term-system-temporal", INDIGO, Square),
    c("system.bullmq", "term-system-bullmq", ORANGE, Triangle),
    c("system.celery", "term-system-celery", TEAL, Square),
    c("system.aws-standard", "term-system-aws-standard", OLIVE, Diamond),
    // A square, not decorrelated jitter's triangle: cyan and purple are alike in greyscale.
    c("system.grpc-connect", "term-system-grpc-connect", CYAN, Square),
    c("system.gcs", "term-system-gcs", GREY, Cross),
    c("system.river", "term-system-river", BLACK, Triangle),
    // Worker pools whose jobs fail and are retried (005 + issue 13).
    c("pool.retries", "term-pool-retries", ORANGE, Triangle),
    c("pool.dead", "term-pool-dead", BLACK, Cross),
    // Retry budgets between a failed call and its retry (issue 13).
    c("budget.none", "term-budget-none", VERMILLION, Triangle),
    c("budget.aws", "term-budget-aws", OLIVE, Diamond),
    // gRPC's square, apart from the vermillion triangle of no budget (alike in greyscale).
    c("budget.grpc", "term-budget-grpc", CYAN, Square),
    c("budget.envoy", "term-budget-envoy", FOREST, Square),
    c("budget.finagle", "term-budget-finagle", MAGENTA, Circle),
    c("budget.token_bucket", "term-budget-token-bucket", BROWN, Cross),
    // Black: sky is as light as the p95 wait's orange beside it in greyscale.
    c("pool.sojourn_mean", "term-pool-sojourn-mean", BLACK, Diamond),
    c("pool.sojourn_p95", "term-pool-sojourn-p95", VERMILLION, Triangle),
    // Plain words: the lessons' own.
    w("message", "term-message"),
    w("poison_message", "term-poison-message"),
    w("consumer", "term-consumer"),
    w("dead_letter", "term-dead-letter"),
    w("dead_letter_queue", "term-dead-letter-queue"),
    w("visibility_timeout", "term-visibility-timeout"),
    w("delivery", "term-delivery"),
    w("clamp", "term-clamp"),
    w("lease_lock", "term-lease-lock"),
    w("fencing_token", "term-fencing-token"),
    w("token", "term-token"),
    w("token_bucket", "term-token-bucket"),
    w("jitter", "term-jitter"),
    w("reprocessing", "term-reprocessing"),
    w("retry", "term-retry"),
    w("backoff", "term-backoff"),
    w("retry_budget", "term-retry-budget"),
    w("time_budget", "term-time-budget"),
    w("interval", "term-interval"),
    w("circuit_breaker", "term-circuit-breaker"),
    w("chunk", "term-chunk"),
    w("word.run", "term-word-run"),
    w("missed_run", "term-missed-run"),
    w("worker", "term-worker"),
    w("run_end", "term-run-end"),
    // Page words.
    w("page.experiment", "term-page-experiment"),
    w("page.mechanism", "term-page-mechanism"),
    w("page.what_if", "term-page-what-if"),
    w("page.real_systems", "term-page-real-systems"),
    w("page.extension", "term-page-extension"),
    w("page.core", "term-page-core"),
    w("page.reference", "term-page-reference"),
    w("page.program_output", "term-page-program-output"),
    w("page.table", "term-page-table"),
    w("page.data", "term-page-data"),
    w("page.reproduce", "term-page-reproduce"),
    w("page.lessons", "term-page-lessons"),
    w("page.contents", "term-page-contents"),
    w("page.others", "term-page-others"),
    w("page.yes", "term-page-yes"),
    w("page.no", "term-page-no"),
];

/// The term of `key`, if it is in the glossary.
pub fn term(key: &str) -> Option<&'static Term> {
    TERMS.iter().find(|t| t.key == key)
}

/// The Turkish word of `key`; a key not in the glossary is a bug (a test holds every
/// key the pages use to [`TERMS`]).
pub fn tr(key: &str) -> &'static str {
    term(key).map_or("", |t| t.word(Lang::Tr))
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
// recogniser: words looked for in rendered Turkish text, each named with its glossary term.
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
            found.push(format!("{} → {}", s.wrong, term(s.instead).map_or(s.instead, |t| t.word(Lang::Tr))));
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
            let (tr, en) = (t.word(Lang::Tr), t.word(Lang::En));
            // A word in one language has its word in the other (the unnamed series have neither).
            assert_eq!(tr.is_empty(), en.is_empty(), "`{}` lacks a word in one language", t.key);
            assert_eq!(t.id.is_none(), tr.is_empty(), "`{}`: a term with a message has a word", t.key);
            assert!(!en.contains(['ğ', 'ı', 'ş', 'Ğ', 'İ', 'Ş', 'ç', 'ö', 'ü']), "`{}`: `{en}` is not English", t.key);
        }
        // Names of systems stay as they are.
        for t in TERMS.iter().filter(|t| t.key.starts_with("system.")) {
            assert_eq!(t.word(Lang::Tr), t.word(Lang::En), "{}", t.key);
        }
        // Each term's message is named after its key (`jitter.none` → `term-jitter-none`).
        for t in TERMS {
            if let Some(id) = t.id {
                assert_eq!(id, format!("term-{}", t.key.replace(['.', '_'], "-")), "`{}`", t.key);
            }
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
