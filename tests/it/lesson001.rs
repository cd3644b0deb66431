//! Lesson 001 (long-running jobs): the lesson's output verbatim, the lesson's code's output
//! for other parameters, the chunk-size sweep, and properties of crash and resume.

use jobsim::long_job::runner::{self, Outcome, Plan, RaiseEffect, RunEnd};
use jobsim::long_job::{CancelSource, Pipeline, Status, chunk_count, gun_sum};
use proptest::prelude::*;

use crate::run_text;

/// Simulates a plan untraced, with no budget.
fn simulate(plan: &Plan) -> Outcome {
    runner::simulate(plan, &Default::default()).unwrap()
}

/// Copied from the lesson (`uzun-is.mjs` output).
const LESSON: &str = "\
--- ilk kosum: %40'a gelince iptal ediliyor ---
  ilerleme %10  islenen=3000
  ilerleme %20  islenen=6000
  ilerleme %30  islenen=9000
  ilerleme %40  islenen=12000
iptal: kullanici iptal etti  islenen=12000/30000  birikim=174000
--- ikinci kosum: birakilan yerden suruyor ---
  ilerleme %50  islenen=15000
  ilerleme %60  islenen=18000
  ilerleme %70  islenen=21000
  ilerleme %80  islenen=24000
  ilerleme %90  islenen=27000
  ilerleme %100  islenen=30000
bitti: birikim=435000  ortalama gun=14.50
";

#[test]
fn long_job_prints_the_lesson_lines() {
    assert_eq!(run_text("001-long-job.toml", &[]), LESSON);
}

#[test]
fn long_job_matches_the_lesson_code_for_other_parameters() {
    // Printed by the lesson's `uzun-is.mjs` under Node.js 20 with TOPLAM (the loop bound),
    // PARCA and the 40 of the cancel test changed (node:sqlite replaced by an in-memory
    // stand-in for its five statements, since Node 20 lacks it).
    let cases: &[(&[&str], &str)] = &[
        (
            &["cancel_at_percent=0"],
            "\
--- ilk kosum: %0'a gelince iptal ediliyor ---
  ilerleme %10  islenen=3000
iptal: kullanici iptal etti  islenen=3000/30000  birikim=43500
--- ikinci kosum: birakilan yerden suruyor ---
  ilerleme %20  islenen=6000
  ilerleme %30  islenen=9000
  ilerleme %40  islenen=12000
  ilerleme %50  islenen=15000
  ilerleme %60  islenen=18000
  ilerleme %70  islenen=21000
  ilerleme %80  islenen=24000
  ilerleme %90  islenen=27000
  ilerleme %100  islenen=30000
bitti: birikim=435000  ortalama gun=14.50
",
        ),
        (
            // A cancel raised on the last chunk is never seen: the first run ends `bitti`
            // (and prints nothing), the second only writes `bitti` again.
            &["cancel_at_percent=100"],
            "\
--- ilk kosum: %100'a gelince iptal ediliyor ---
  ilerleme %10  islenen=3000
  ilerleme %20  islenen=6000
  ilerleme %30  islenen=9000
  ilerleme %40  islenen=12000
  ilerleme %50  islenen=15000
  ilerleme %60  islenen=18000
  ilerleme %70  islenen=21000
  ilerleme %80  islenen=24000
  ilerleme %90  islenen=27000
  ilerleme %100  islenen=30000
--- ikinci kosum: birakilan yerden suruyor ---
bitti: birikim=435000  ortalama gun=14.50
",
        ),
        (
            &["chunk=10000"],
            "\
--- ilk kosum: %40'a gelince iptal ediliyor ---
  ilerleme %33  islenen=10000
  ilerleme %67  islenen=20000
iptal: kullanici iptal etti  islenen=20000/30000  birikim=289920
--- ikinci kosum: birakilan yerden suruyor ---
  ilerleme %100  islenen=30000
bitti: birikim=435000  ortalama gun=14.50
",
        ),
    ];
    for (sets, expected) in cases {
        assert_eq!(run_text("001-long-job.toml", sets), *expected, "overrides {sets:?}");
    }
    // Chunks of 100 (node, PARCA=100): percent rounds 0.33 down and 1.67 up.
    let text = run_text("001-long-job.toml", &["chunk=100"]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        &lines[1..5],
        &[
            "  ilerleme %0  islenen=100",
            "  ilerleme %1  islenen=200",
            "  ilerleme %1  islenen=300",
            "  ilerleme %1  islenen=400"
        ]
    );
    assert_eq!(lines[5], "  ilerleme %2  islenen=500");
    // node: `%40` first shows at 11900 (39.67 rounds up), so the cancel stops there.
    assert_eq!(lines[119], "  ilerleme %40  islenen=11900");
    assert_eq!(lines[120], "iptal: kullanici iptal etti  islenen=11900/30000  birikim=172470");
    assert_eq!(lines.last(), Some(&"bitti: birikim=435000  ortalama gun=14.50"));
}

#[test]
fn a_short_last_chunk_is_counted_by_the_records_it_read() {
    // The lesson's code (node) prints, for TOPLAM=12345, PARCA=1000, cancel at 50%:
    //   … "  ilerleme %97  islenen=12000", "  ilerleme %105  islenen=13000",
    //   "bitti: birikim=178905  ortalama gun=14.49"
    // because it adds a whole chunk to `islenen` (a bug: 13000 records were never
    // there). jobsim counts the 345 records the last chunk read; everything else —
    // including the accumulator — is what node prints.
    let text = run_text("001-long-job.toml", &["total=12345", "chunk=1000", "cancel_at_percent=50"]);
    assert_eq!(
        text,
        "\
--- ilk kosum: %50'a gelince iptal ediliyor ---
  ilerleme %8  islenen=1000
  ilerleme %16  islenen=2000
  ilerleme %24  islenen=3000
  ilerleme %32  islenen=4000
  ilerleme %41  islenen=5000
  ilerleme %49  islenen=6000
  ilerleme %57  islenen=7000
iptal: kullanici iptal etti  islenen=7000/12345  birikim=101410
--- ikinci kosum: birakilan yerden suruyor ---
  ilerleme %65  islenen=8000
  ilerleme %73  islenen=9000
  ilerleme %81  islenen=10000
  ilerleme %89  islenen=11000
  ilerleme %97  islenen=12000
  ilerleme %100  islenen=12345
bitti: birikim=178905  ortalama gun=14.49
"
    );
    // node, TOPLAM=1000, PARCA=300, cancel at 33: the same lines except its last report
    // `%120 islenen=1200`.
    let text = run_text("001-long-job.toml", &["total=1000", "chunk=300", "cancel_at_percent=33"]);
    assert_eq!(
        text,
        "\
--- ilk kosum: %33'a gelince iptal ediliyor ---
  ilerleme %30  islenen=300
  ilerleme %60  islenen=600
iptal: kullanici iptal etti  islenen=600/1000  birikim=8700
--- ikinci kosum: birakilan yerden suruyor ---
  ilerleme %90  islenen=900
  ilerleme %100  islenen=1000
bitti: birikim=14410  ortalama gun=14.41
"
    );
    // node, TOPLAM=7, PARCA=2: `%114 islenen=8` there; the average 28/7 prints "4.00".
    let text = run_text("001-long-job.toml", &["total=7", "chunk=2", "cancel_at_percent=50"]);
    assert!(text.ends_with("  ilerleme %100  islenen=7\nbitti: birikim=28  ortalama gun=4.00\n"), "{text}");
    assert!(text.contains("iptal: kullanici iptal etti  islenen=4/7  birikim=10\n"), "{text}");
}

#[test]
fn no_run_is_started_after_the_job_is_done() {
    // Regression: `runs=4` used to start runs 3 and 4 after run 2 had finished, printing
    // two empty headers, and the `bitti` line was printed by run 4.
    assert_eq!(run_text("001-long-job.toml", &["runs=4"]), LESSON);
    let mut plan = Plan::new(30_000, 3000, 1);
    plan.cancel.user_at_percent = Some(40);
    plan.runs = 4;
    let o = simulate(&plan);
    let ends: Vec<_> = o.runs.iter().map(|r| r.how).collect();
    assert_eq!(o.runs.len(), 2, "{ends:?}");
    assert_eq!(o.runs[1].how, RunEnd::Done);
    assert_eq!(o.store.writes_with(Status::Done), 1);
    // A job that finishes in its first run is not resumed …
    let mut plan = Plan::new(30_000, 3000, 1);
    plan.runs = 3;
    assert_eq!(simulate(&plan).runs.len(), 1);
    // … except by the lesson's unconditional second call (and only that one).
    let text = run_text("001-long-job.toml", &["runs=4", "cancel_at_percent=100"]);
    assert!(
        text.ends_with(
            "  ilerleme %100  islenen=30000\n--- ikinci kosum: birakilan yerden suruyor ---\n\
             bitti: birikim=435000  ortalama gun=14.50\n"
        ),
        "{text}"
    );
    assert!(!text.contains("3. kosum"), "{text}");
}

#[test]
fn the_chunk_size_table_gives_the_lesson_numbers() {
    let text = run_text("001-chunk-size.toml", &[]);
    assert_eq!(
        text,
        "\
parca boyutu  ilerleme yazmasi  iptal gecikmesi (en cok)
         100               300  100 kayit (100 ms)
         500                60  500 kayit (500 ms)
        3000                10  3000 kayit (3000 ms)
       10000                 3  10000 kayit (10000 ms)
"
    );
}

#[test]
fn the_chunk_size_sweep_gives_the_table() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_jobsim"))
        .current_dir(crate::root())
        .args(["sweep", "scenarios/001-chunk-size.toml", "--vary", "chunk=100,500,3000,10000"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "\
chunk,chunk_records,progress_writes,final_writes,cancel_latency_records,cancel_latency_ms,run_ms
100,100,300,1,100,100,30000
500,500,60,1,500,500,30000
3000,3000,10,1,3000,3000,30000
10000,10000,3,1,10000,10000,30000
"
    );
}

#[test]
fn the_lesson_write_order_shows_zero_and_the_reverse_does_not() {
    let text = run_text("001-write-order.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "once durum, sonra bildirim               32                 0                   0               0            0"
    );
    assert_eq!(
        lines[2],
        "once bildirim, sonra durum               32                10               30000               0            0"
    );
    let text = run_text("001-unit-of-work.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].ends_with("0                   0               0            0"), "{}", lines[1]);
    assert!(lines[2].ends_with("10               30000               0            0"), "{}", lines[2]);
    assert!(lines[3].ends_with("0                   0              10        30000"), "{}", lines[3]);
}

#[test]
fn bad_parameters_are_one_line_errors() {
    use jobsim::load;
    use jobsim::scenario::Override;
    let cases: &[(&str, &str, &str)] = &[
        ("001-long-job.toml", "chunk=0", "`chunk` must be in 1..=10000000 (got 0)"),
        ("001-long-job.toml", "total=10000001", "`total` must be in 1..=10000000 (got 10000001)"),
        ("001-long-job.toml", "cancel_at_percent=101", "`cancel_at_percent` must be in 0..=100 (got 101)"),
        ("001-long-job.toml", "chunkz=5", "unknown parameter `chunkz` (parameters: total, chunk, "),
        ("001-long-job.toml", "record_ms=-1", "`record_ms` must be in 0ms..1s (got -1ms)"),
        ("001-chunk-size.toml", "chunk=[1,0]", "`chunk` must be in 1..=10000000 (got 0)"),
        ("001-chunk-size.toml", "chunk=\"x\"", "`chunk` must be an integer or a list of integers"),
        ("001-write-order.toml", "chunk=1", "at most 1000 chunks"),
        ("001-write-order.toml", "variants=[\"sideways\"]", "`variants` must be one of"),
        ("001-cancel-sources.toml", "sources=[\"user\",\"user\"]", "lists \"user\" twice"),
        ("001-yielding.toml", "probe_every_ms=0", "`probe_every_ms` must be in 1ms..1d (got 0ms)"),
    ];
    for (file, set, want) in cases {
        let err = load(&crate::scenario_path(file), &[Override::parse(set).unwrap()]).unwrap_err().to_string();
        assert!(err.contains(want) && err.contains(file), "{file} {set}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    // Every parameter has a default: a source's instant left out takes it.
    let text = std::fs::read_to_string(crate::scenario_path("001-cancel-sources.toml")).unwrap();
    let text = text.replace("timeout_ms = 20000", "");
    let s = jobsim::models::parse("x.toml", &text, &[]).unwrap();
    let text = jobsim::run(&s, &Default::default()).unwrap().text;
    assert!(text.contains("\nsure siniri            20000 ms    21000 ms"), "{text}");
}

/// Loads a repository scenario with overrides; the one-line error when it is refused.
fn refused(file: &str, sets: &[&str]) -> String {
    let overrides: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    let err = jobsim::load(&crate::scenario_path(file), &overrides).unwrap_err().to_string();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains(file), "{err}");
    err
}

/// `[a, a+1, …, b]` as a TOML list.
fn sizes(a: u64, b: u64) -> String {
    format!("chunk=[{}]", (a..=b).map(|c| c.to_string()).collect::<Vec<_>>().join(","))
}

#[test]
fn what_ifs_past_the_resource_limits_are_refused_at_parse_time() {
    // Chunks per run: every model runs the job chunk by chunk (a million at most; a
    // thousand for the crash enumeration, which runs the job once per step boundary).
    for file in ["001-long-job.toml", "001-chunk-size.toml", "001-yielding.toml", "001-cancel-sources.toml"] {
        let err = refused(file, &["total=10000000", "chunk=9"]);
        assert!(
            err.contains("`total` / `chunk` must give at most 1000000 chunks (got 10000000 / 9 = 1111112)"),
            "{err}"
        );
    }
    let err = refused("001-unit-of-work.toml", &["total=10000000", "chunk=9999"]);
    assert!(err.contains("must give at most 1000 chunks (got 10000000 / 9999 = 1001)"), "{err}");
    // Sizes per scenario, queries per run.
    let err = refused("001-chunk-size.toml", &[&sizes(100, 164)]);
    assert!(err.contains("`chunk` must list 1..=64 sizes (got 65)"), "{err}");
    let queries = format!("query_at_ms=[{}]", (0..1001).map(|c| c.to_string()).collect::<Vec<_>>().join(","));
    let err = refused("001-long-job.toml", &[&queries]);
    assert!(err.contains("`query_at_ms` may list at most 1000 instants (got 1001)"), "{err}");
    // Probes per run.
    let err = refused("001-yielding.toml", &["total=10000000", "probe_every_ms=9"]);
    assert!(err.contains("must be at most 1000000 probes (got 1111111)"), "{err}");
    // Events in all: every size's run with a probe every 10 ms over 10,000 s of work.
    let err = refused("001-yielding.toml", &["total=10000000", "probe_every_ms=10", &sizes(10, 73)]);
    assert!(
        err.contains("`total` * `record_ms`, the sizes in `chunk` and `probe_every_ms` would need ")
            && err.ends_with("simulated events, more than the 100000000 one run may take"),
        "{err}"
    );
    // Just inside the limits the run is accepted, and its budget lets it finish.
    let s = crate::load("001-chunk-size.toml", &["total=1000000", &sizes(10, 12)]);
    let report = jobsim::run(&s, &Default::default()).unwrap();
    assert!(report.text.lines().nth(1).unwrap().ends_with("10 kayit (10 ms)"), "{}", report.text);
}

#[test]
fn four_sources_in_one_signal_the_earliest_wins_and_is_the_stored_reason() {
    // All four armed in one run, all raised during the chunk 6000..9000: user 6.5 s,
    // timeout 7 s, SIGTERM 7.5 s, lease warning 8 s (expiry 10 s). The user wins; the
    // later raises are ignored and the stored reason stays `user`.
    let mut plan = Plan::new(30_000, 3000, 1);
    plan.runs = 2;
    plan.cancel.user_at_ms = Some(6500);
    plan.cancel.timeout_ms = Some(7000);
    plan.cancel.shutdown_at_ms = Some(7500);
    plan.cancel.drain_ms = 5000;
    plan.cancel.lease_expires_at_ms = Some(10_000);
    plan.cancel.lease_margin_ms = 2000;
    plan.query_at_ms = vec![9000, 12_000];
    let o = simulate(&plan);
    let raises: Vec<_> = o.raises.iter().map(|a| (a.source, a.at.as_ms(), a.effect)).collect();
    assert_eq!(
        raises,
        vec![
            (CancelSource::User, 6500, RaiseEffect::Raised),
            (CancelSource::Timeout, 7000, RaiseEffect::AlreadyRaised),
            (CancelSource::Shutdown, 7500, RaiseEffect::AlreadyRaised),
            (CancelSource::LeaseExpiry, 8000, RaiseEffect::AlreadyRaised),
        ]
    );
    let RunEnd::Cancelled(c) = o.runs[0].how else { panic!("{:?}", o.runs[0]) };
    assert_eq!(
        (c.raised.source, c.raised.at.as_ms(), c.stopped_at.as_ms(), c.processed),
        (CancelSource::User, 6500, 9000, 9000)
    );
    // The one `iptal` write carries the winner; no write ever carries a later source.
    let reasons: Vec<_> = o.store.history().iter().filter_map(|(_, _, s)| s.reason).collect();
    assert_eq!(reasons, vec![CancelSource::User]);
    assert_eq!(o.runs[0].stored.unwrap().reason, Some(CancelSource::User));
    // A client querying by id sees the winner; the drain deadline (12.5 s) kills nothing.
    let seen: Vec<_> = o.queries.iter().map(|(_, v)| v.map(|v| (v.status, v.reason))).collect();
    assert_eq!(seen[1], Some((Status::Cancelled, Some(CancelSource::User))));
    assert_eq!(o.lease_overrun, Some(false));
    assert_eq!(o.runs[1].how, RunEnd::Done);
    assert_eq!(o.final_state(&plan).unwrap().accumulator, gun_sum(0, 30_000));

    // The same through the scenario's `hepsi` row, in the text table and the CSV.
    let sets = ["cancel_at_ms=6500", "timeout_ms=7000", "shutdown_at_ms=7500", "lease_expires_at_ms=10000"];
    let text = run_text("001-cancel-sources.toml", &sets);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[5],
        "hepsi                   6500 ms     9000 ms   2500 ms      9000/30000  iptal (kullanici)      tamam     hayir"
    );
    assert_eq!(
        &lines[7..],
        &[
            "hepsi: ilk kalkan kazanir, sonrakiler yok sayilir",
            "   6500 ms  kullanici    imi kaldirdi (ilk gelen)",
            "   7000 ms  sure siniri  yok sayildi: im zaten kalkmisti",
            "   7500 ms  kapanma      yok sayildi: im zaten kalkmisti",
            "   8000 ms  kira doluyor yok sayildi: im zaten kalkmisti",
        ]
    );
    let s = crate::load("001-cancel-sources.toml", &sets);
    let report = jobsim::run(&s, &Default::default()).unwrap();
    let csv = jobsim::output::table_csv(&report.tables[0]);
    assert!(csv.lines().any(|l| l == "all,6500,cancelled,9000,9000,2500,3000,cancelled,user,true,false,3,0"), "{csv}");
    // The default scenario: the user (7.5 s) fires first; the others come after the stop.
    let text = run_text("001-cancel-sources.toml", &[]);
    assert!(
        text.contains("\nhepsi                   7500 ms     9000 ms   1500 ms      9000/30000  iptal (kullanici)"),
        "{text}"
    );
}

#[test]
fn the_big_chunk_table_shows_the_lease_overrun() {
    // The lease expires at 16 s while the 10,000-record chunk runs to 20 s: a second holder
    // could have started. The text table says so, not only the CSV.
    let text = run_text("001-cancel-sources-big-chunk.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].ends_with("surdurme  kira asimi"), "{text}");
    assert!(lines[1].starts_with("kapanma ") && lines[1].ends_with("calisiyor (olduruldu)  tamam     -"), "{text}");
    assert!(
        lines[2].starts_with("kira doluyor ") && lines[2].ends_with("iptal (kira doluyor)   tamam     evet"),
        "{text}"
    );
}

#[test]
fn a_stop_in_the_millisecond_the_lease_expires_is_no_overrun() {
    // Issue 53: with 8,000-record chunks the lease row's job stops at 16 s, the very
    // millisecond its lease expires. A lease is held through its expiry instant, so no
    // second holder could have run beside it: no overrun in the table, the title or the
    // labels, in either edition.
    let sets = ["chunk=8000", "shutdown_at_ms=10.5s"];
    let text = run_text("001-cancel-sources.toml", &sets);
    let lease = text.lines().find(|l| l.starts_with("kira doluyor ")).unwrap();
    assert!(lease.contains("16000 ms") && lease.ends_with("hayir"), "{text}");
    for lang in [jobsim::report::lang::Lang::Tr, jobsim::report::lang::Lang::En] {
        let s = crate::load("001-cancel-sources.toml", &sets);
        let report = jobsim::run(&s, &jobsim::RunOptions { lang, ..Default::default() }).unwrap();
        let f = &report.figures[0];
        for said in [&f.title, &f.caption] {
            for overrun in ["kira bittiğinde", "ikinci bir sahip", "after its lease ended", "second holder"] {
                assert!(!said.contains(overrun), "{lang:?}: «{said}»");
            }
        }
    }
}

#[test]
fn the_job_state_is_queryable_by_id_at_any_instant() {
    let mut plan = Plan::new(30_000, 3000, 1);
    plan.cancel.user_at_percent = Some(40);
    plan.runs = 2;
    plan.resume_after_ms = 5000;
    plan.query_at_ms = vec![0, 3000, 12_001, 16_000, 40_000];
    let o = simulate(&plan);
    let views: Vec<_> =
        o.queries.iter().map(|(t, v)| (t.as_ms(), v.map(|v| (v.status, v.processed, v.percent)))).collect();
    assert_eq!(
        views,
        vec![
            (0, None),
            // Same instant as the first commit: the query was scheduled first, so it sees
            // the state before the commit (ties run in insertion order).
            (3000, None),
            (12_001, Some((Status::Cancelled, 12_000, 40.0))),
            (16_000, Some((Status::Cancelled, 12_000, 40.0))),
            (40_000, Some((Status::Done, 30_000, 100.0))),
        ]
    );
}

#[test]
fn runs_are_deterministic() {
    for f in ["001-long-job.toml", "001-cancel-sources-big-chunk.toml", "001-yielding.toml"] {
        let s = crate::load(f, &[]);
        let a = crate::run_traced(&s);
        let b = crate::run_traced(&s);
        assert_eq!(a, b, "{f}");
        assert!(!a.0.text.is_empty());
    }
}

#[test]
fn the_models_that_ran_untraced_now_trace_deterministically() {
    // chunk-size, yielding and crash-points run on the engine; their traces are scoped per
    // row (`chunk100:`, `chunk100_no_yield:`) or per variant and crash point, and a run
    // traced twice gives the same rows (crash points run in parallel, replayed in order).
    let cases = [
        ("001-chunk-size.toml", &["chunk100:", "chunk500:", "chunk3000:", "chunk10000:"][..]),
        ("001-yielding.toml", &["chunk100:", "chunk10000:", "chunk100_no_yield:"][..]),
        (
            "001-write-order.toml",
            &["state_then_report:clean:", "state_then_report:crash0:", "report_then_state:crash31:"][..],
        ),
    ];
    for (f, scopes) in cases {
        let s = crate::load(f, &[]);
        let (report, a) = crate::run_traced(&s);
        let (_, b) = crate::run_traced(&s);
        assert!(!a.is_empty(), "{f}: no trace");
        assert_eq!(a, b, "{f}: the trace differs between two runs");
        assert_eq!(report.text, run_text(f, &[]), "{f}: tracing changed the text");
        for scope in scopes {
            assert!(a.iter().any(|r| r.component.starts_with(scope)), "{f}: nothing under {scope}");
        }
    }
    // Probes are in the yielding trace: every answer has its latency.
    let (_, rows) = crate::run_traced(&crate::load("001-yielding.toml", &[]));
    assert!(rows.iter().any(|r| r.event == "ProbeAnswered" && r.details.starts_with("latency_ms=")));
    // Crash points are replayed in order: the clean run, then crash 0, 1, … of each variant.
    let (_, rows) = crate::run_traced(&crate::load("001-write-order.toml", &[]));
    let mut scopes: Vec<String> = Vec::new();
    for r in &rows {
        let scope = r.component.rsplit_once(':').map(|(s, _)| s.to_string()).unwrap_or_default();
        if scopes.last() != Some(&scope) {
            scopes.push(scope);
        }
    }
    let expected: Vec<String> = ["state_then_report", "report_then_state"]
        .iter()
        .flat_map(|v| std::iter::once(format!("{v}:clean")).chain((0..32).map(move |k| format!("{v}:crash{k}"))))
        .collect();
    assert_eq!(scopes, expected);
    // Each crash point's rows end where its first run crashed, then resume.
    let crash5: Vec<_> = rows.iter().filter(|r| r.component.starts_with("state_then_report:crash5:")).collect();
    assert!(crash5.iter().any(|r| r.event == "ProcessCrashed" && r.details == "boundary=5"), "{crash5:?}");
    assert!(crash5.iter().any(|r| r.event == "RunStarted" && r.details.starts_with("run=2")), "{crash5:?}");
}

fn crash_plan(total: u64, chunk: u64, pipeline: Pipeline, k: Option<u64>) -> Plan {
    let mut plan = Plan::new(total, chunk, 1);
    plan.pipeline = pipeline;
    plan.runs = 2;
    plan.crash_at_boundary = k;
    plan
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// With the lesson's order, after a crash at any step boundary and one resume, the
    /// accumulator holds every record exactly once, nothing reported is redone, processed
    /// never goes backwards, and no chunk committed before the crash is processed again.
    #[test]
    fn any_crash_point_then_resume_counts_every_record_once(
        total in 1u64..300, chunk in 1u64..60, pick in any::<u64>(),
    ) {
        let clean = simulate(&crash_plan(total, chunk, Pipeline::StateThenReport, None));
        let k = pick % clean.boundaries.len() as u64;
        let plan = crash_plan(total, chunk, Pipeline::StateThenReport, Some(k));
        let o = simulate(&plan);
        prop_assert_eq!(o.runs.len(), 2);
        let crashed = matches!(o.runs[0].how, RunEnd::Crashed { .. });
        prop_assert!(crashed, "run 1 must crash");
        prop_assert_eq!(o.runs[1].how, RunEnd::Done);
        let last = o.final_state(&plan).unwrap();
        prop_assert_eq!(last.accumulator, gun_sum(0, total));
        prop_assert_eq!(last.processed, total);
        prop_assert_eq!(o.ledger.double_reported_records, 0);
        let history = o.store.history();
        for w in history.windows(2) {
            prop_assert!(w[1].2.processed >= w[0].2.processed, "processed went backwards: {:?}", w);
            prop_assert!(w[1].0 >= w[0].0);
        }
        // Chunks committed before the crash are never processed again.
        let committed = o.runs[0].stored.map(|s| s.processed).unwrap_or(0);
        let committed_chunks = committed.div_ceil(chunk) as usize;
        prop_assert!(committed_chunks <= chunk_count(total, chunk) as usize);
        for i in 0..committed_chunks {
            prop_assert_eq!(o.ledger.processed_times[i], 1, "committed chunk {} was reprocessed", i);
        }
        // The resumed run started exactly where the store said.
        prop_assert_eq!(o.runs[1].start_processed, committed);
        // The client is never ahead of the store.
        for r in &o.reports {
            let stored = history.iter().filter(|h| h.0 <= r.at).map(|h| h.2.processed).max().unwrap_or(0);
            prop_assert!(r.processed <= stored, "report {:?} ahead of the store ({})", r, stored);
        }
    }

    /// The reverse order redoes reported records at exactly one crash point per chunk.
    #[test]
    fn report_then_state_double_counts_once_per_chunk(total in 1u64..200, chunk in 1u64..40) {
        let clean = simulate(&crash_plan(total, chunk, Pipeline::ReportThenState, None));
        let mut bad = 0;
        for k in 0..clean.boundaries.len() as u64 {
            let plan = crash_plan(total, chunk, Pipeline::ReportThenState, Some(k));
            let o = simulate(&plan);
            prop_assert_eq!(o.final_state(&plan).unwrap().accumulator, gun_sum(0, total));
            bad += u64::from(o.ledger.double_reported_records > 0);
        }
        prop_assert_eq!(bad, chunk_count(total, chunk));
    }

    /// Reports never go past 100% and processed never decreases across a cancel and resume.
    #[test]
    fn cancel_and_resume_never_exceed_the_total(total in 1u64..5000, chunk in 1u64..700, at in 0u64..=100) {
        let mut plan = Plan::new(total, chunk, 1);
        plan.cancel.user_at_percent = Some(at);
        plan.runs = 2;
        let o = simulate(&plan);
        let mut last = 0;
        for r in &o.reports {
            prop_assert!(r.processed >= last && r.processed <= total && r.percent <= 100.0);
            last = r.processed;
        }
        prop_assert_eq!(o.final_state(&plan).unwrap().accumulator, gun_sum(0, total));
        if let RunEnd::Cancelled(c) = o.runs[0].how {
            prop_assert_eq!(c.latency_records(), 0); // raised in the callback, seen at once
            prop_assert!(c.processed < total);
        } else {
            // Only a cancel raised on the last chunk (or never) lets run 1 finish.
            prop_assert_eq!(o.runs[0].how, RunEnd::Done);
        }
    }
}

#[test]
fn the_lesson_001_figures_have_unique_titles_and_sparse_series() {
    // Known concepts and captions: every scenario's charts, in the snapshots binary.
    use jobsim::report::figure::Plot;
    let files = [
        "001-long-job.toml",
        "001-chunk-size.toml",
        "001-write-order.toml",
        "001-unit-of-work.toml",
        "001-yielding.toml",
        "001-cancel-sources.toml",
        "001-cancel-sources-big-chunk.toml",
    ];
    let mut titles = Vec::new();
    for f in files {
        let s = crate::load(f, &[]);
        let figures = jobsim::run(&s, &Default::default()).unwrap().figures;
        assert!(!figures.is_empty(), "{f}");
        for fig in &figures {
            titles.push(fig.title.clone());
        }
    }
    let mut unique = titles.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), titles.len(), "{titles:#?}");
    // A what-if with a hundred thousand reports draws a bounded line; a thousand-chunk
    // crash enumeration merges its squares into a few bars per step.
    let s = crate::load("001-long-job.toml", &["total=1000000", "chunk=10"]);
    let fig = &jobsim::run(&s, &Default::default()).unwrap().figures[0];
    let Plot::Lines(series) = &fig.plot else { panic!() };
    assert!(
        series.iter().all(|s| s.points.len() <= 1002),
        "{:?}",
        series.iter().map(|s| s.points.len()).collect::<Vec<_>>()
    );
    let s = crate::load("001-unit-of-work.toml", &["chunk=300"]);
    let fig = &jobsim::run(&s, &Default::default()).unwrap().figures[0];
    let Plot::Timeline(lanes) = &fig.plot else { panic!() };
    assert!(lanes.iter().all(|l| l.spans.len() <= 2), "{lanes:?}");
}
