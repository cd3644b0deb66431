//! The course as a book: one declaration of its lessons, their own section headings, and
//! where every scenario goes — which lesson page, under which section, whether it is the
//! lesson's own experiment or an extension ("ya olsaydı", "gerçek sistemler"), its
//! Turkish name, and which of its charts are in the curated core set (the slides). The
//! lesson pages, the handouts and the decks are all read from [`BOOK`]; its order is the
//! order of the pages.

/// What a scenario is in its lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// The lesson's own experiment (its program, its numbers).
    Experiment,
    /// A what-if the lesson does not run: another parameter, another mechanism.
    WhatIf,
    /// What real systems do with the same mechanism.
    RealSystems,
}

impl Part {
    /// The glossary key of the part's label on a page.
    pub fn key(self) -> &'static str {
        match self {
            Part::Experiment => "page.experiment",
            Part::WhatIf => "page.what_if",
            Part::RealSystems => "page.real_systems",
        }
    }
}

/// One lesson: its code, its own title and its own section headings, in its order.
/// Lesson 005 has no text in the course's seeds: its sections are its scenarios' topics.
#[derive(Clone, Copy, Debug)]
pub struct Chapter {
    pub code: &'static str,
    pub title: &'static str,
    pub sections: &'static [&'static str],
}

/// Where one scenario goes in the book.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The scenario's stem (`000-month-end`).
    pub stem: &'static str,
    /// Its heading on the page (Turkish).
    pub name: &'static str,
    /// One of its chapter's [`Chapter::sections`].
    pub section: &'static str,
    pub part: Part,
    /// Its charts in the core set (chart names: `months`); the others are reference.
    pub core: &'static [&'static str],
}

/// The lessons, in course order.
pub const CHAPTERS: &[Chapter] = &[
    Chapter {
        code: "000",
        title: "Zamanlanmış Görevler",
        sections: &[
            "Yineleme Tanımı",
            "Ay Sonu Tuzağı",
            "Saat Dilimi",
            "Sabit Hız ve Sabit Gecikme",
            "Çakışma",
            "Kira Kilidi",
            "Kaçırılan Koşum",
        ],
    },
    Chapter {
        code: "001",
        title: "Uzun Süren İşler",
        sections: &[
            "İşin Parçalara Bölünmesi",
            "İlerleme Bildirimi ve İptal",
            "Yazma Sırası",
            "Parça Boyutu",
            "İptalin Kaynakları",
        ],
    },
    Chapter {
        code: "004",
        title: "Zehirli Mesaj ve Yeniden Deneme",
        sections: &["Zehirli Mesaj", "Bekleme Süresinin Hesabı", "Sarsıntı", "Deneme Bütçesi ve Görünmezlik Süresi"],
    },
    Chapter {
        code: "005",
        title: "İşçi Süreçleri",
        sections: &[
            "İşçi Havuzu ve Bekleme",
            "Aşırı Yük",
            "Hizmet Süresinin Değişkenliği",
            "Ani Yük",
            "Çöken İşçiler",
            "Başarısız İşler",
        ],
    },
];

use Part::*;

const fn e(
    stem: &'static str,
    name: &'static str,
    section: &'static str,
    part: Part,
    core: &'static [&'static str],
) -> Entry {
    Entry { stem, name, section, part, core }
}

/// Every course scenario, in page order: a chapter's sections in the lesson's order, and
/// in each section the lesson's experiment first, then its extensions.
pub const BOOK: &[Entry] = &[
    e("000-recurrence", "Sonraki koşum: dersin dört kuralı", "Yineleme Tanımı", Experiment, &["runs"]),
    e("000-recurrence-cron", "Cron ifadeleri", "Yineleme Tanımı", RealSystems, &[]),
    e("000-month-end", "Ayın 31'i: taşma, atlama, kelepçeleme", "Ay Sonu Tuzağı", Experiment, &["months"]),
    e("000-time-zones", "Yerel 02:30 bir yıl boyunca", "Saat Dilimi", Experiment, &["utc_hours"]),
    e("000-rate-vs-delay", "40 dakikalık saatlik iş", "Sabit Hız ve Sabit Gecikme", Experiment, &["drift"]),
    e("000-rate-vs-delay-overlap", "90 dakikalık saatlik iş", "Sabit Hız ve Sabit Gecikme", WhatIf, &[]),
    e("000-overlap-sources", "Çakışmanın üç kaynağı", "Çakışma", Experiment, &["deploy"]),
    e("000-overlap-policies", "Temporal ve Kubernetes çakışma politikaları", "Çakışma", RealSystems, &[]),
    e("000-lease-lock", "Aynı anda başlayan süreçler", "Kira Kilidi", Experiment, &["timeline", "race"]),
    e("000-lease-faults", "Kira kilidinin arızaları ve çit jetonu", "Kira Kilidi", WhatIf, &["gc_pause"]),
    e("000-missed-runs", "32 günlük kesinti", "Kaçırılan Koşum", Experiment, &["recovery-stokOzeti"]),
    e("000-missed-run-policies", "Quartz, systemd, Kubernetes ve Temporal", "Kaçırılan Koşum", RealSystems, &[]),
    // The lesson's first section says a loop that never yields cannot even answer a health
    // probe: the yielding charts are that sentence's experiment.
    e(
        "001-yielding",
        "Tek iş parçacıklı çalışma zamanında sağlık yoklaması",
        "İşin Parçalara Bölünmesi",
        WhatIf,
        &["probes"],
    ),
    e("001-long-job", "Parçalı rapor işi: iptal ve sürdürme", "İlerleme Bildirimi ve İptal", Experiment, &["progress"]),
    e("001-write-order", "Önce durum mu, önce bildirim mi", "Yazma Sırası", Experiment, &["crashes"]),
    e("001-unit-of-work", "Sonuç satırları ve ilerleme tek işlemde", "Yazma Sırası", WhatIf, &[]),
    e("001-chunk-size", "Parça boyutu: yazma sayısı ve iptal gecikmesi", "Parça Boyutu", Experiment, &["tradeoff"]),
    e("001-cancel-sources", "Dört iptal kaynağı, tek im", "İptalin Kaynakları", Experiment, &["runs"]),
    e("001-cancel-sources-big-chunk", "Büyük parçalar", "İptalin Kaynakları", WhatIf, &[]),
    e("004-poison-counter", "Sayaç nerede artıyor", "Zehirli Mesaj", Experiment, &["lifetimes"]),
    e("004-backoff-schedules", "Dört bekleme çizelgesi", "Bekleme Süresinin Hesabı", Experiment, &["waits"]),
    e("004-frameworks", "Gerçek sistemlerin yeniden deneme politikaları", "Bekleme Süresinin Hesabı", RealSystems, &[]),
    e("004-jitter-wave", "200 tüketici aynı anda", "Sarsıntı", Experiment, &["wave"]),
    e("004-jitter-wave-equal", "Eşit sarsıntı", "Sarsıntı", WhatIf, &[]),
    e("004-jitter-wave-chacha", "1000 tüketici, 6 deneme", "Sarsıntı", WhatIf, &[]),
    e("004-occ-contention", "Brooker'ın çekişme deneyi", "Sarsıntı", WhatIf, &["calls"]),
    e("004-jitter-wave-frameworks", "Gerçek sistemlerle dalga", "Sarsıntı", RealSystems, &[]),
    e("004-occ-contention-frameworks", "Gerçek sistemlerle çekişme", "Sarsıntı", RealSystems, &[]),
    e("004-validation", "Gövdeyi önce doğrulamak", "Deneme Bütçesi ve Görünmezlik Süresi", Experiment, &[]),
    e(
        "004-retry-budget",
        "Deneme bütçesi ve zaman bütçesi",
        "Deneme Bütçesi ve Görünmezlik Süresi",
        Experiment,
        &["limits"],
    ),
    e(
        "004-visibility-backoff",
        "Bekleme tüketicide mi, kuyrukta mı",
        "Deneme Bütçesi ve Görünmezlik Süresi",
        Experiment,
        &["hold", "requeue"],
    ),
    e("004-circuit-breaker", "Devre kesici", "Deneme Bütçesi ve Görünmezlik Süresi", Experiment, &["calls"]),
    e(
        "004-retry-budget-frameworks",
        "Gerçek sistemlerin kendi sınırları",
        "Deneme Bütçesi ve Görünmezlik Süresi",
        RealSystems,
        &[],
    ),
    e(
        "004-visibility-backoff-sidekiq",
        "Sidekiq'in beklemeleri",
        "Deneme Bütçesi ve Görünmezlik Süresi",
        RealSystems,
        &[],
    ),
    e("004-retry-budgets", "Gerçek tekrar bütçeleri", "Deneme Bütçesi ve Görünmezlik Süresi", RealSystems, &[]),
    e("004-breaker-variants", "Gerçek devre kesiciler", "Deneme Bütçesi ve Görünmezlik Süresi", RealSystems, &[]),
    e(
        "004-outage-frameworks",
        "Kesintide gerçek yeniden deneme politikaları",
        "Deneme Bütçesi ve Görünmezlik Süresi",
        RealSystems,
        &[],
    ),
    e("005-worker-pool", "On işçilik havuz ve Erlang C", "İşçi Havuzu ve Bekleme", Experiment, &["tail"]),
    e("005-how-many-workers", "Kaç işçi gerekir", "İşçi Havuzu ve Bekleme", Experiment, &["workers"]),
    e("005-overload", "Gelişler kapasiteyi aşınca", "Aşırı Yük", Experiment, &["queue"]),
    e(
        "005-variability",
        "Aynı ortalama, farklı dağılım",
        "Hizmet Süresinin Değişkenliği",
        Experiment,
        &["variability"],
    ),
    e("005-burst", "10.000 ileti bir anda", "Ani Yük", Experiment, &["drain"]),
    e("005-worker-crashes", "İşçiler çökünce", "Çöken İşçiler", WhatIf, &[]),
    e("005-retries", "Gerçek yeniden deneme politikalarıyla havuz", "Başarısız İşler", RealSystems, &[]),
];

/// The book's own words in English, keyed by their Turkish (the lessons' titles and section
/// headings, the scenarios' names): the English edition's page headings. A test holds every
/// title, section and name of [`CHAPTERS`] and [`BOOK`] to one row here.
pub const ENGLISH: &[(&str, &str)] = &[
    ("Zamanlanmış Görevler", "Scheduled Jobs"),
    ("Yineleme Tanımı", "Defining Recurrence"),
    ("Ay Sonu Tuzağı", "The Month-End Trap"),
    ("Saat Dilimi", "Time Zones"),
    ("Sabit Hız ve Sabit Gecikme", "Fixed Rate and Fixed Delay"),
    ("Çakışma", "Overlap"),
    ("Kira Kilidi", "The Lease Lock"),
    ("Kaçırılan Koşum", "Missed Runs"),
    ("Uzun Süren İşler", "Long-Running Jobs"),
    ("İşin Parçalara Bölünmesi", "Splitting the Job into Chunks"),
    ("İlerleme Bildirimi ve İptal", "Progress Reports and Cancellation"),
    ("Yazma Sırası", "Write Order"),
    ("Parça Boyutu", "Chunk Size"),
    ("İptalin Kaynakları", "Where Cancellation Comes From"),
    ("Zehirli Mesaj ve Yeniden Deneme", "Poison Messages and Retries"),
    ("Zehirli Mesaj", "Poison Messages"),
    ("Bekleme Süresinin Hesabı", "Computing the Backoff"),
    ("Sarsıntı", "Jitter"),
    ("Deneme Bütçesi ve Görünmezlik Süresi", "Retry Budgets and the Visibility Timeout"),
    ("İşçi Süreçleri", "Worker Processes"),
    ("İşçi Havuzu ve Bekleme", "The Worker Pool and Waiting"),
    ("Aşırı Yük", "Overload"),
    ("Hizmet Süresinin Değişkenliği", "Variable Service Times"),
    ("Ani Yük", "Bursts"),
    ("Çöken İşçiler", "Crashing Workers"),
    ("Başarısız İşler", "Failing Jobs"),
    ("Sonraki koşum: dersin dört kuralı", "The next run: the lesson's four rules"),
    ("Cron ifadeleri", "Cron expressions"),
    ("Ayın 31'i: taşma, atlama, kelepçeleme", "The 31st: overflow, skip, clamp"),
    ("Yerel 02:30 bir yıl boyunca", "Local 02:30 for a year"),
    ("40 dakikalık saatlik iş", "An hourly job of 40 minutes"),
    ("90 dakikalık saatlik iş", "An hourly job of 90 minutes"),
    ("Çakışmanın üç kaynağı", "Three sources of overlap"),
    ("Temporal ve Kubernetes çakışma politikaları", "Temporal's and Kubernetes' overlap policies"),
    ("Aynı anda başlayan süreçler", "Processes that start at once"),
    ("Kira kilidinin arızaları ve çit jetonu", "The lease lock's failures and the fencing token"),
    ("32 günlük kesinti", "A 32-day outage"),
    ("Quartz, systemd, Kubernetes ve Temporal", "Quartz, systemd, Kubernetes and Temporal"),
    ("Parçalı rapor işi: iptal ve sürdürme", "A chunked report job: cancel and resume"),
    ("Önce durum mu, önce bildirim mi", "State first or report first"),
    ("Sonuç satırları ve ilerleme tek işlemde", "Result rows and progress in one transaction"),
    ("Parça boyutu: yazma sayısı ve iptal gecikmesi", "Chunk size: writes and cancel latency"),
    ("Tek iş parçacıklı çalışma zamanında sağlık yoklaması", "Health probes in a single-threaded runtime"),
    ("Dört iptal kaynağı, tek im", "Four cancel sources, one signal"),
    ("Büyük parçalar", "Big chunks"),
    ("Sayaç nerede artıyor", "Where the counter goes up"),
    ("Dört bekleme çizelgesi", "Four backoff schedules"),
    ("Gerçek sistemlerin yeniden deneme politikaları", "Real systems' retry policies"),
    ("200 tüketici aynı anda", "200 consumers at once"),
    ("Eşit sarsıntı", "Equal jitter"),
    ("1000 tüketici, 6 deneme", "1000 consumers, 6 attempts"),
    ("Brooker'ın çekişme deneyi", "Brooker's contention experiment"),
    ("Gerçek sistemlerle dalga", "The wave with real systems"),
    ("Gerçek sistemlerle çekişme", "Contention with real systems"),
    ("Gövdeyi önce doğrulamak", "Validating the body first"),
    ("Deneme bütçesi ve zaman bütçesi", "Attempt budget and time budget"),
    ("Bekleme tüketicide mi, kuyrukta mı", "Waiting in the consumer or in the queue"),
    ("Devre kesici", "The circuit breaker"),
    ("Gerçek sistemlerin kendi sınırları", "Real systems' own limits"),
    ("Sidekiq'in beklemeleri", "Sidekiq's waits"),
    ("Gerçek tekrar bütçeleri", "Real retry budgets"),
    ("Gerçek devre kesiciler", "Real circuit breakers"),
    ("Kesintide gerçek yeniden deneme politikaları", "Real retry policies in an outage"),
    ("On işçilik havuz ve Erlang C", "A pool of ten workers and Erlang C"),
    ("Kaç işçi gerekir", "How many workers are needed"),
    ("Gelişler kapasiteyi aşınca", "When arrivals exceed capacity"),
    ("Aynı ortalama, farklı dağılım", "Same mean, different distribution"),
    ("10.000 ileti bir anda", "10,000 messages at once"),
    ("İşçiler çökünce", "When workers crash"),
    ("Gerçek yeniden deneme politikalarıyla havuz", "A pool with real retry policies"),
];

/// A title, section heading or scenario name of the book in the report's language (its
/// Turkish when the language is Turkish or the text is not the book's).
pub fn in_lang(tr: &'static str) -> &'static str {
    match crate::report::lang::current() {
        crate::report::glossary::Lang::Tr => tr,
        crate::report::glossary::Lang::En => ENGLISH.iter().find(|(t, _)| *t == tr).map_or(tr, |(_, en)| en),
    }
}

/// The entry of a scenario, if it is course material.
pub fn entry(stem: &str) -> Option<&'static Entry> {
    BOOK.iter().find(|e| e.stem == stem)
}

/// The chapter of a lesson code (`004.3` → 004), if any.
pub fn chapter(lesson: &str) -> Option<&'static Chapter> {
    CHAPTERS.iter().find(|c| lesson.get(..3) == Some(c.code))
}

/// The course's lessons, in order, as `(code, "000 — Zamanlanmış Görevler")`: a scenario's
/// `lesson` (`004.3`, `004.4 + issue 13`) starts with one of these codes. A new lesson is
/// one [`Chapter`]; a test holds every course scenario to a lesson listed.
pub fn lesson_of(lesson: &str) -> Option<(&'static str, &'static str)> {
    chapter(lesson).map(|c| (c.code, c.title))
}

/// The lesson page of a chapter (`000.html`).
pub fn page_of(code: &str) -> String {
    format!("{code}.html")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_is_in_its_chapters_sections_in_order() {
        for c in CHAPTERS {
            let entries: Vec<&Entry> = BOOK.iter().filter(|e| e.stem.starts_with(c.code)).collect();
            let mut last = (0, Experiment);
            for e in entries {
                let at = c.sections.iter().position(|s| *s == e.section);
                let at =
                    at.unwrap_or_else(|| panic!("{}: `{}` is not a section of lesson {}", e.stem, e.section, c.code));
                assert!((at, e.part) >= last, "{} comes before an earlier section or part", e.stem);
                last = (at, e.part);
            }
        }
        // Every word of the book has its English (the English edition's headings).
        let words = CHAPTERS
            .iter()
            .flat_map(|c| std::iter::once(c.title).chain(c.sections.iter().copied()))
            .chain(BOOK.iter().map(|e| e.name));
        for w in words {
            assert!(ENGLISH.iter().any(|(tr, _)| *tr == w), "the book's `{w}` has no English");
        }
        for (_, en) in ENGLISH {
            assert!(!en.contains(['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'İ', 'Ç', 'Ş']), "`{en}` is not English");
        }
        let core: usize = BOOK.iter().map(|e| e.core.len()).sum();
        assert!((20..=30).contains(&core), "the core set has {core} charts, not about 25");
    }
}
