//! The catalogs (issue 36): both editions hold the same messages with the same variables,
//! parse without error and are all used; the Turkish catalog speaks the lessons' words;
//! and the facts the catalog's sentences are chosen by agree with the engine's trace at
//! random parameters (the edges included), in both editions.

use std::collections::BTreeSet;

use fluent_syntax::ast;
use jobsim::models::chunk_size;
use jobsim::models::lease_faults::{self, Case, facts};
use jobsim::report::lang::Lang;
use jobsim::report::words::{PARTS, Words};
use jobsim::schedule::cron::{Cron, MonthGap};
use jobsim::schedule::days_in_month;
use jobsim::sim::{RunOptions, TraceRow, Tracer};
use proptest::prelude::*;

/// Each entry of a catalog: `id` (terms as `-id`) and the variables it reads.
fn entries(source: &str, file: &str) -> Vec<(String, BTreeSet<String>)> {
    let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(_, e)| panic!("{file}: {e:?}"));
    let mut out = Vec::new();
    for entry in &resource.body {
        let (id, value, attributes) = match entry {
            ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
            ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
            ast::Entry::Junk { content } => panic!("{file}: junk: {content}"),
            _ => continue,
        };
        let mut vars = BTreeSet::new();
        value.into_iter().chain(attributes.iter().map(|a| &a.value)).for_each(|p| pattern_vars(p, &mut vars));
        out.push((id, vars));
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            variants.iter().for_each(|v| pattern_vars(&v.value, vars));
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference { arguments: Some(arguments), .. } => {
            arguments.positional.iter().for_each(|a| inline_vars(a, vars));
            arguments.named.iter().for_each(|a| inline_vars(&a.value, vars));
        }
        _ => {}
    }
}

#[test]
fn both_catalogs_hold_the_same_messages_with_the_same_variables() {
    for (part, tr, en) in PARTS {
        let tr = entries(tr, &format!("locales/tr/{part}.ftl"));
        let en = entries(en, &format!("locales/en/{part}.ftl"));
        let ids = |v: &[(String, BTreeSet<String>)]| v.iter().map(|e| e.0.clone()).collect::<BTreeSet<_>>();
        assert_eq!(ids(&tr), ids(&en), "locales/{{tr,en}}/{part}.ftl hold different ids");
        for (id, vars) in tr.iter().filter(|e| !e.0.starts_with('-')) {
            let other = &en.iter().find(|e| &e.0 == id).unwrap().1;
            assert_eq!(vars, other, "`{id}` ({part}.ftl) reads different variables in tr and en");
        }
    }
}

#[test]
fn every_message_is_used_and_every_term_is_referenced() {
    let mut sources = String::new();
    let mut stack = vec![std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/src"))];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                sources.push_str(&std::fs::read_to_string(&path).unwrap());
            }
        }
    }
    let catalogs: String = PARTS.iter().flat_map(|(_, tr, en)| [*tr, *en]).collect();
    for (part, tr, _) in PARTS {
        for (id, _) in entries(tr, part) {
            if let Some(term) = id.strip_prefix('-') {
                let used = catalogs.matches(&format!("{{ -{term}")).count() > 0;
                assert!(used, "term `-{term}` ({part}.ftl) is never referenced");
            } else if !id.starts_with("param-") && !book_word(&id) {
                // A parameter's help is looked up by its name (Param::help), the book's words
                // by its lessons' codes and section ids and its scenarios' stems: the tests
                // below check those ids against the declarations instead.
                assert!(sources.contains(&format!("\"{id}\"")), "message `{id}` ({part}.ftl) is never used in src/");
            }
        }
    }
}

/// An id of the book's words (`book.ftl`), built from a lesson's code, a section id or a
/// scenario's stem (`output::book::{title, heading, name}`).
fn book_word(id: &str) -> bool {
    ["lesson-", "section-", "scenario-"].iter().any(|p| id.starts_with(p))
}

/// The book's words: every lesson, section and course scenario has its title, heading or
/// name in both editions (different ones), and every such message is one of theirs.
#[test]
fn the_books_words_are_its_lessons_sections_and_scenarios() {
    use jobsim::output::book::{self, CHAPTERS};
    let mut ids = BTreeSet::new();
    for c in CHAPTERS {
        ids.insert(format!("lesson-{}", c.code));
        ids.extend(c.sections.iter().map(|s| format!("section-{}-{s}", c.code)));
    }
    ids.extend(book::entries().iter().map(|e| format!("scenario-{}", e.anchor())));
    let (tr, en) = (Words::of(Lang::Tr), Words::of(Lang::En));
    for id in &ids {
        assert!(tr.has(id) && en.has(id), "`{id}` is missing from locales/{{tr,en}}/book.ftl");
        assert_ne!(tr.text(id), en.text(id), "`{id}`: the same words in both editions");
    }
    for (part, source, _) in PARTS {
        for (id, _) in entries(source, part).into_iter().filter(|(id, _)| book_word(id)) {
            assert!(ids.contains(&id), "`{id}` ({part}.ftl) is no lesson's, section's or course scenario's");
        }
    }
    // Their callers take the edition explicitly.
    let c = &CHAPTERS[0];
    assert_eq!(book::title(en, c), "Scheduled Jobs");
    assert_eq!(book::heading(tr, c, "overlap"), "Çakışma");
    assert_eq!(book::name(en, "005-burst"), "10,000 messages at once");
}

/// The parameter help (`locales/*/params.ftl`, issue 37 item 7): every declared parameter of
/// every model has its line, each id is the one some declared parameter looks up (so a
/// `param-<model>-<name>` names a parameter of that model), the English line is the
/// declaration's `doc` exactly, and the Turkish one is a translation, not a copy.
#[test]
fn every_parameter_has_its_help_in_both_editions_and_the_english_is_its_doc() {
    let (en, tr) = (Words::of(Lang::En), Words::of(Lang::Tr));
    let mut looked_up = BTreeSet::new();
    for e in jobsim::models::MODELS {
        for p in e.params() {
            let ids = p.help_ids(e.name());
            let id = ids.iter().find(|id| en.has(id)).unwrap_or_else(|| {
                panic!(
                    "{} `{}` has no help line: add `{} = {}` to locales/{{en,tr}}/params.ftl",
                    e.name(),
                    p.name,
                    ids[1],
                    p.doc
                )
            });
            looked_up.insert(id.clone());
            assert_eq!(en.text(id), p.doc, "`{id}` (locales/en/params.ftl) is not {}'s `{}` doc", e.name(), p.name);
            assert_eq!(p.help(e.name(), Words::of(Lang::En)), p.doc);
            let turkish = tr.text(id);
            assert_eq!(p.help(e.name(), Words::of(Lang::Tr)), turkish);
            // Only code and numbers (outside backticks, no letters) may stay as they are.
            let mut prose = String::new();
            for (i, part) in p.doc.split('`').enumerate() {
                if i % 2 == 0 {
                    prose.push_str(part);
                }
            }
            if prose.chars().any(char::is_alphabetic) {
                assert_ne!(turkish, p.doc, "`{id}` (locales/tr/params.ftl) is the English text");
            }
        }
    }
    let (_, tr_source, en_source) = PARTS.iter().find(|(part, ..)| *part == "params").expect("the params part");
    for source in [tr_source, en_source] {
        for (id, _) in entries(source, "params.ftl") {
            assert!(id.starts_with("param-"), "`{id}` in params.ftl: its ids are `param-…`");
            assert!(looked_up.contains(&id), "`{id}` (params.ftl) is no declared parameter's help line");
        }
    }
}

/// Words the lessons do not use for a concept they name (the lesson's own word after →).
const DRIFT: &[(&str, &str)] =
    &[("sinyal", "im"), ("slot", "aralık"), ("süre bütçesi", "zaman bütçesi"), ("hepsini telafi", "telafili")];

#[test]
fn the_turkish_catalog_speaks_the_lessons_words() {
    for (part, tr, _) in PARTS {
        let lower = tr.to_lowercase();
        for (wrong, right) in DRIFT {
            assert!(!lower.contains(wrong), "locales/tr/{part}.ftl says «{wrong}»: the lessons say «{right}»");
        }
        // "mesaj" only in "zehirli mesaj".
        let without = lower.replace("zehirli mesaj", "");
        assert!(
            !without.contains("mesaj"),
            "locales/tr/{part}.ftl says «mesaj» outside «zehirli mesaj»: the lessons say «ileti»"
        );
    }
}

#[test]
fn every_message_formats_without_error_in_both_editions() {
    // Every selector's default variant with text arguments: a missing term or a broken
    // reference fails here (the real arguments are checked by the tests below).
    for (part, tr, _) in PARTS {
        for (id, vars) in entries(tr, part).into_iter().filter(|e| !e.0.starts_with('-')) {
            let mut args = jobsim::report::words::Args::new();
            for v in &vars {
                args.set(v.clone(), "x");
            }
            for lang in Lang::ALL {
                let text = Words::of(lang).get(&id, &args);
                // A parameter's help may hold literal braces (`jobs = { name, … }`): there a
                // broken reference shows as `{param-…}` or `{-term}`.
                let broken = if id.starts_with("param-") {
                    text.contains("{param-") || text.contains("{-")
                } else {
                    text.contains('{')
                };
                assert!(!text.contains('\u{2068}') && !broken, "`{id}` ({lang:?}): {text}");
            }
        }
    }
}

/// A run's trace rows under `case:`.
fn traced(p: &lease_faults::Params, case: Case) -> (lease_faults::CaseRun, Vec<TraceRow>) {
    let (tracer, buffer) = Tracer::collect();
    let options = RunOptions { tracer, budget: Default::default(), ..Default::default() };
    let run = lease_faults::simulate_case(p, case, &options).unwrap();
    (run, buffer.take())
}

fn first(rows: &[TraceRow], component: &str, event: &str) -> Option<(u64, String)> {
    rows.iter().find(|r| r.component == component && r.event == event).map(|r| (r.time_ms, r.details.clone()))
}

/// The holder facts re-derived from the trace's rows, not from the outcome.
fn check_holder(p: &lease_faults::Params) -> Result<(), TestCaseError> {
    let (fails, t_fail) = traced(p, Case::RunFails);
    let (crash, t_crash) = traced(p, Case::HolderCrash);
    let f = facts::holder(&fails, &crash);
    let b_fail = first(&t_fail, "B", "RunStarted").map(|r| r.0);
    let a_failed = first(&t_fail, "A", "RunFailed").map(|r| r.0);
    let released = first(&t_fail, "A", "LeaseReleased").map(|r| r.1);
    let ctx = format!("{p:?}: {f:?}");
    prop_assert_eq!(f.fail.b_ms(), b_fail, "{}", ctx);
    match f.fail {
        facts::AfterFailure::WhileRan { b_ms, a_end_ms } => {
            prop_assert!(Some(a_end_ms) == a_failed && b_ms < a_end_ms, "{}", ctx);
            // B holds the lease when A's finally runs: it deletes nothing.
            prop_assert!(!f.deleted && released.as_deref() == Some("deleted=false"), "{}", ctx);
        }
        facts::AfterFailure::Released { b_ms } => prop_assert!(a_failed.is_some_and(|a| a <= b_ms), "{}", ctx),
        facts::AfterFailure::Never => prop_assert!(b_fail.is_none(), "{}", ctx),
    }
    prop_assert_eq!(f.deleted, released.as_deref() == Some("deleted=true"), "{}", ctx);
    let b_crash = first(&t_crash, "B", "RunStarted").map(|r| r.0);
    let crashed = first(&t_crash, "A", "InstanceCrashed").map(|r| r.0);
    let a_start = first(&t_crash, "A", "RunStarted").map(|r| r.0);
    let a_done = first(&t_crash, "A", "RunFinished").map(|r| r.0);
    prop_assert_eq!(f.crash.b_ms(), b_crash, "{}", ctx);
    match f.crash_end {
        facts::CrashEnd::During => prop_assert!(a_start.is_some() && a_done.is_none(), "{}", ctx),
        facts::CrashEnd::AfterRun => prop_assert!(a_done.is_some_and(|d| crashed.is_none_or(|c| d <= c)), "{}", ctx),
        facts::CrashEnd::BeforeRun => prop_assert!(a_start.is_none(), "{}", ctx),
    }
    if let facts::AfterCrash::Expired { b_ms } = f.crash {
        // B ran only once A was gone, and not before A's lease could have expired.
        prop_assert!(crashed.is_none_or(|c| c <= b_ms) && a_done.is_none(), "{}", ctx);
    }
    // The sentence in both editions: a takeover while A ran is never said to follow A's end.
    for lang in Lang::ALL {
        let title = {
            let figures = <lease_faults::LeaseFaults as jobsim::models::Model>::figures(
                p,
                &vec![fails.clone(), crash.clone()],
                Words::of(lang),
            );
            figures.into_iter().find(|fig| fig.name == "holder").map(|fig| fig.title).unwrap_or_default()
        };
        if matches!(f.fail, facts::AfterFailure::WhileRan { .. }) {
            prop_assert!(
                !title.contains("Hata veren koşumdan sonra") && !title.contains("after a failed run"),
                "{}: {}",
                ctx,
                title
            );
        }
    }
    Ok(())
}

fn lease_params() -> impl Strategy<Value = lease_faults::Params> {
    let ms = prop_oneof![Just(1u64), 1u64..20_000, Just(3_600_000u64)];
    (ms.clone(), ms.clone(), 0u64..50, 1u64..5_000, 0u64..20_000).prop_map(
        |(lease_ms, run_ms, store_op_ms, retry_ms, crash_at_ms)| lease_faults::Params {
            lease_ms,
            run_ms,
            store_op_ms,
            retry_ms,
            crash_at_ms,
            pause_at_ms: 1000,
            pause_ms: 8000,
            clock_skew_ms: 4000,
            horizon_ms: 20_000,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, rng_seed: proptest::test_runner::RngSeed::Fixed(36), ..ProptestConfig::default() })]

    #[test]
    fn the_holder_chart_states_what_the_trace_shows(p in lease_params()) {
        check_holder(&p)?;
    }

    #[test]
    fn the_chunk_size_title_claims_a_trade_off_only_where_there_is_one(
        total in prop_oneof![Just(1u64), 1u64..50_000],
        chunks in proptest::collection::vec(prop_oneof![Just(1u64), 1u64..60_000, Just(10_000_000u64)], 1..5),
        record_ms in prop_oneof![Just(0u64), 0u64..3],
        write_ms in prop_oneof![Just(0u64), 0u64..3],
    ) {
        let p = chunk_size::Params { total, chunks, record_ms, write_ms };
        let rows = chunk_size::simulate(&p, &RunOptions::default()).unwrap();
        let mut sorted: Vec<&chunk_size::Row> = rows.iter().collect();
        sorted.sort_by_key(|r| r.chunk);
        let f = chunk_size::facts::tradeoff(&sorted);
        let (small, big) = (sorted[0], sorted[sorted.len() - 1]);
        let all_same = rows.iter().all(|r| r.progress_writes == small.progress_writes && r.cancel_latency_ms == small.cancel_latency_ms);
        use chunk_size::facts::Tradeoff::*;
        match f {
            One => prop_assert_eq!(rows.len(), 1),
            Same => prop_assert!(rows.len() > 1 && all_same),
            Exists => prop_assert!(small.cancel_latency_ms < big.cancel_latency_ms && big.progress_writes < small.progress_writes),
            NoFewerWrites => prop_assert!(small.progress_writes == big.progress_writes && small.cancel_latency_ms < big.cancel_latency_ms),
            NoFasterCancel => prop_assert!(small.cancel_latency_ms == big.cancel_latency_ms && big.progress_writes < small.progress_writes),
            Mixed => prop_assert!(!all_same),
        }
        // Every chunk at least the job: one write each, whatever the sizes.
        if sorted.iter().all(|r| r.chunk >= total) && rows.len() > 1 {
            prop_assert_eq!(f, Same);
        }
        for lang in Lang::ALL {
            let figures = <chunk_size::ChunkSize as jobsim::models::Model>::figures(&p, &rows, Words::of(lang));
            let title = &figures[0].title;
            if f != Exists {
                prop_assert!(!title.contains("Küçük parça çabuk") && !title.contains("A small chunk cancels fast"), "{:?}: {}", f, title);
            }
            prop_assert!(!title.contains(" 1 writes") && !title.contains(" 1 records"), "{}", title);
        }
    }

    #[test]
    fn the_cancel_sources_title_states_what_the_rows_show(
        total in prop_oneof![Just(1u64), 1u64..40_000],
        chunk in prop_oneof![Just(1u64), 1u64..20_000, Just(100_000u64)],
        cancel_at_ms in 0u64..30_000,
        timeout_ms in 1u64..40_000,
        shutdown_at_ms in 0u64..30_000,
        drain_ms in 0u64..10_000,
        lease_expires_at_ms in 1u64..40_000,
        lease_margin_ms in 0u64..5_000,
        all_row in any::<bool>(),
    ) {
        let sets = [
            format!("total={total}"), format!("chunk={chunk}"), format!("cancel_at_ms={cancel_at_ms}"),
            format!("timeout_ms={timeout_ms}"), format!("shutdown_at_ms={shutdown_at_ms}"), format!("drain_ms={drain_ms}"),
            format!("lease_expires_at_ms={lease_expires_at_ms}"), format!("lease_margin_ms={lease_margin_ms}"),
            format!("all_row={all_row}"),
        ];
        let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
        let Ok(s) = jobsim::load(&crate::scenario_path("001-cancel-sources.toml"), &overrides) else {
            return Ok(()); // a combination the scenario refuses (one line, tested elsewhere)
        };
        // The facts re-derived from the `sources` table, not from the words.
        let r = jobsim::run(&s, &RunOptions::default()).unwrap();
        let t = &r.tables[0];
        let col = |name: &str| t.columns.iter().position(|c| c == name).unwrap();
        let ended: Vec<String> = t.rows.iter().map(|row| row[col("ended")].to_csv()).collect();
        let killed = ended.iter().any(|e| e == "killed");
        let overrun = t.rows.iter().any(|row| row[col("lease_overrun")].to_csv() == "true");
        let stopped = ended.iter().filter(|e| *e != "done").count();
        let (tr, en) = match (killed || overrun, stopped) {
            (true, _) => ("geç kalıyor", "comes late"),
            (false, 0) => ("hiçbiri işi durdurmuyor", "none stops the job"),
            (false, n) if n < t.rows.len() => ("satırdan", "rows the job stops"),
            (false, _) => ("tek im", "one signal"),
        };
        for (lang, phrase) in [(Lang::Tr, tr), (Lang::En, en)] {
            let report = jobsim::run(&s, &RunOptions { lang, ..RunOptions::default() }).unwrap();
            let f = &report.figures[0];
            prop_assert!(f.title.contains(phrase), "{:?} {:?}: {}", sets, lang, f.title);
            prop_assert!(killed == (f.title.contains("öldürüldü") || f.title.contains("was killed")), "{}", f.title);
            for wrong in [" 1 records", " 1 cancel sources", "the 1 later signals", "sonraki 0 "] {
                prop_assert!(!f.title.contains(wrong) && !f.caption.contains(wrong), "{}\n{}", f.title, f.caption);
            }
        }
    }

    #[test]
    fn a_monthly_rule_under_skip_names_each_month_it_skips_once(
        day in 28u32..=31,
        year in 2020i64..2030,
        month in 1u32..=12,
        count in 1u32..40,
    ) {
        let rule = format!("rules=[{{ name = \"r\", label = \"rapor\", kind = \"monthly\", day = {day}, hour = 2, minute = 30 }}]");
        let start = format!("start=\"{year}-{month:02}-01T00:00:00Z\"");
        let s = crate::load("000-recurrence.toml", &[&rule, &start, &format!("count={count}"), "month_end=\"skip\""]);
        for (lang, phrase) in [(Lang::Tr, "olmayan ayları atlıyor: "), (Lang::En, "skips the months without that day: ")] {
            let report = jobsim::run(&s, &RunOptions { lang, ..RunOptions::default() }).unwrap();
            let title = &report.figures[0].title;
            // The runs' months, from the table; a month between them without a run is skipped.
            let t = &report.tables[0];
            let at = t.columns.iter().position(|c| c == "run_at_utc").unwrap();
            let months: Vec<(i64, u32)> = t.rows.iter().map(|r| {
                let v = r[at].to_csv();
                (v[..4].parse().unwrap(), v[5..7].parse().unwrap())
            }).collect();
            let index = |(y, m): (i64, u32)| y * 12 + i64::from(m) - 1;
            let mut skipped: Vec<u32> = Vec::new();
            let mut prev = index((year, month)) - 1;
            for &ym in &months {
                for k in prev + 1..index(ym) {
                    let (y, m) = (k.div_euclid(12), k.rem_euclid(12) as u32 + 1);
                    prop_assert!(days_in_month(y, m) < day, "{}-{} has day {} but no run", y, m, day);
                    skipped.push(m);
                }
                prev = index(ym);
            }
            skipped.sort_unstable();
            skipped.dedup();
            match title.split_once(phrase) {
                Some((_, listed)) => {
                    let names: Vec<&str> = listed.split(", ").collect();
                    prop_assert_eq!(names.len(), skipped.len(), "{}", title);
                    let mut dedup = names.clone();
                    dedup.dedup();
                    prop_assert_eq!(dedup.len(), names.len(), "a month named twice: {}", title);
                }
                None => prop_assert!(skipped.is_empty(), "skipped {:?} but the title says: {}", skipped, title),
            }
        }
    }

    #[test]
    fn a_cron_month_gap_is_what_the_fields_say(
        month_bits in 1u32..4096,
        dom in prop_oneof![Just(None), (1u32..=31).prop_map(Some)],
        dow in prop_oneof![Just(None), (0u32..7).prop_map(Some)],
        year in 2024i64..2032,
        month in 1u32..=12,
    ) {
        let months: Vec<String> = (1..=12).filter(|m| month_bits & (1 << (m - 1)) != 0).map(|m| m.to_string()).collect();
        let expr = format!(
            "0 0 {} {} {}",
            dom.map_or("*".to_string(), |d| d.to_string()),
            months.join(","),
            dow.map_or("*".to_string(), |d| d.to_string())
        );
        let cron = Cron::parse(&expr).unwrap();
        let runs_some_day = (1..=days_in_month(year, month)).any(|d| cron.matches_date(year, month, d));
        let gap = cron.month_gap(year, month);
        let in_field = month_bits & (1 << (month - 1)) != 0;
        match gap {
            None => prop_assert!(runs_some_day, "{}", expr),
            Some(MonthGap::MonthField) => prop_assert!(!in_field, "{}", expr),
            Some(MonthGap::NoSuchDay) => prop_assert!(in_field && dom.is_some_and(|d| d > days_in_month(year, month)), "{}", expr),
            Some(MonthGap::NoMatchingDay) => prop_assert!(in_field && !runs_some_day && dom.is_none_or(|d| d <= days_in_month(year, month)), "{}", expr),
        }
    }
}

#[test]
fn the_february_29th_rule_names_the_month_field() {
    let s = jobsim::models::parse(
        "feb29.toml",
        "model = \"recurrence\"\nlesson = \"000.1\"\ndescription = \"d\"\n[params]\nstart = \"2026-03-31T23:47:00Z\"\ncount = 2\n\
         [[params.rules]]\nname = \"s\"\nlabel = \"29 Şubat\"\nkind = \"cron\"\nexpr = \"0 0 29 2 *\"\n",
        &[],
    )
    .unwrap();
    for (lang, lacking, excluded) in [
        (Lang::Tr, "atlıyor: Şubat;", "ay alanı yalnız Şubat ayını seçiyor"),
        (Lang::En, "day: February;", "its month field picks only February"),
    ] {
        let report = jobsim::models::run(&s, &RunOptions { lang, ..RunOptions::default() }).unwrap();
        let title = &report.figures[0].title;
        assert!(title.contains(lacking) && title.contains(excluded), "{title}");
        assert!(!title.contains("Mart, Nisan") && !title.contains("March, April"), "{title}");
    }
}
