//! The binary: exit codes, one-line errors, no partial output, formats.

use std::process::Command;

use crate::{root, scenario_path};

fn jobsim() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_jobsim"));
    c.current_dir(root());
    c
}

fn fresh_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("jobsim-it-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[test]
fn run_prints_the_lesson_table() {
    let out = jobsim().args(["run", "scenarios/004-jitter-wave.toml"]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8(out.stdout).unwrap().starts_with("cizelge             toplam istek"));
}

/// `run --lang en` writes the English edition's charts: its title and its legend alike
/// (the model's words once stayed Turkish beside an English legend).
#[test]
fn run_in_english_words_every_chart_in_english() {
    let dir = fresh_dir("run-en");
    let out = jobsim().args(["run", "001-cancel-sources", "--lang", "en", "--out"]).arg(&dir).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let svg = std::fs::read_to_string(dir.join("001-cancel-sources.runs.svg")).unwrap();
    assert!(svg.contains("<title>4 cancel sources, one signal"), "{}", &svg[..svg.len().min(400)]);
    assert!(!svg.contains("iptal kaynağı"), "Turkish words in the English chart");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn out_of_range_value_is_one_line_exit_2_and_writes_nothing() {
    let dir = fresh_dir("bad-range");
    let trace = dir.join("trace.csv");
    let out = jobsim()
        .args(["run", "scenarios/004-jitter-wave.toml", "--set", "base_ms=-5", "--out"])
        .arg(&dir)
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("004-jitter-wave.toml")
            && err.contains("`base_ms`")
            && err.contains("must be in 0ms..1d (got -5ms)"),
        "{err}"
    );
    assert!(!dir.exists(), "nothing may be written");
    assert!(out.stdout.is_empty());
}

#[test]
fn a_typo_in_a_key_is_one_line_exit_2() {
    let dir = fresh_dir("typo");
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(scenario_path("004-jitter-wave.toml")).unwrap();
    let bad = dir.join("typo.toml");
    std::fs::write(&bad, text.replace("consumers = 200", "consumerz = 200")).unwrap();
    let out = jobsim().arg("run").arg(&bad).arg("--out").arg(dir.join("out")).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("typo.toml") && err.contains("consumerz"), "{err}");
    assert!(!dir.join("out").exists());
}

#[test]
fn malformed_files_and_bad_overrides_never_panic() {
    let dir = fresh_dir("malformed");
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        ("syntax.toml", "model = \"jitter-wave\"\n[params\n"),
        ("nomodel.toml", "lesson = \"x\"\ndescription = \"y\"\n"),
        ("unknown-model.toml", "model = \"nope\"\nlesson = \"x\"\ndescription = \"y\"\n"),
        ("noseed.toml", "model = \"jitter-wave\"\nlesson = \"x\"\ndescription = \"y\"\n[params]\nconsumers = 1\n"),
        ("binary.toml", "\u{0}\u{1}\u{2}"),
    ];
    for (name, text) in cases {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        let out = jobsim().arg("run").arg(&p).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{name}: {err}");
        assert!(err.contains(name), "{name}: {err}");
    }
    for set in [
        "consumers=0",
        "attempts=100000",
        "bucket_ms=0",
        "schedules=[]",
        "schedules=[\"full\",\"full\"]",
        "seed=-1",
        "model=\"x\"",
        "consumers=1000001",
    ] {
        let out = jobsim().args(["run", "scenarios/004-jitter-wave.toml", "--set", set]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{set}");
        assert_eq!(String::from_utf8(out.stderr).unwrap().lines().count(), 1, "{set}");
    }
}

#[test]
fn json_output_gives_the_lesson_code_numbers_for_other_parameters() {
    let out = jobsim()
        .args(["run", "scenarios/004-jitter-wave.toml", "--set", "consumers=1000", "--set", "attempts=6"])
        .args(["--set", "seed=2024", "--format", "json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let rows = v["tables"]["waves"].as_array().unwrap();
    let got: Vec<(String, i64, i64, i64, i64)> = rows
        .iter()
        .map(|r| {
            (
                r["schedule"].as_str().unwrap().to_string(),
                r["total_requests"].as_i64().unwrap(),
                r["peak_bucket_requests"].as_i64().unwrap(),
                r["busy_buckets"].as_i64().unwrap(),
                r["last_bucket"].as_i64().unwrap(),
            )
        })
        .collect();
    // sarsinti.mjs with TUKETICI=1000, DENEME=6, tohum=2024 under Node.js 20.
    assert_eq!(
        got,
        vec![
            ("none".into(), 6000, 1000, 6, 315),
            ("full".into(), 6000, 286, 273, 285),
            ("decorrelated".into(), 6000, 129, 558, 1073),
        ]
    );
    assert_eq!(v["seed"], 2024);
}

#[test]
fn run_out_writes_text_csv_and_charts_and_trace() {
    let dir = fresh_dir("out");
    let trace = std::env::temp_dir().join(format!("jobsim-it-{}-trace.csv", std::process::id()));
    let out = jobsim()
        .args(["run", "scenarios/004-poison-counter.toml", "--out"])
        .arg(&dir)
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for f in [
        "004-poison-counter.txt",
        "004-poison-counter.positions.csv",
        "004-poison-counter.lifetimes.svg",
        "004-poison-counter.lifetimes.png",
    ] {
        assert!(dir.join(f).exists(), "{f}");
    }
    let t = std::fs::read_to_string(&trace).unwrap();
    assert!(t.starts_with("time_ms,component,event,details\n"));
    assert!(t.contains("ConsumerCrashed") && t.contains("MessageDeadLettered"));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&trace);
}

/// Rendering is deterministic: one scenario rendered here (debug build) gives the bytes of
/// the committed `figures/` (release build), charts included. `.ci/run` renders the whole
/// course once and compares it the same way; rendering it twice here would only repeat it.
#[test]
fn a_render_gives_the_committed_figures_bytes() {
    let dir = fresh_dir("render");
    let out = jobsim().args(["render", "scenarios/004-poison-counter.toml", "--out"]).arg(&dir).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    let svgs = names.iter().filter(|n| n.to_string_lossy().ends_with(".svg")).count();
    assert!(svgs > 0 && names.iter().any(|n| n.to_string_lossy().ends_with(".png")), "{names:?}");
    for n in names.iter().filter(|n| n.to_string_lossy().starts_with("004-poison-counter.")) {
        let committed = std::fs::read(root().join("figures").join(n)).unwrap();
        assert!(std::fs::read(dir.join(n)).unwrap() == committed, "{n:?} differs from figures/");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sweep_gives_one_block_per_combination() {
    let out = jobsim()
        .args(["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1..3", "--set", "schedules=[\"full\"]"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "seed,schedule,total_requests,peak_bucket_requests,busy_buckets,last_bucket");
    assert_eq!(lines.len(), 4);
    assert!(lines[1].starts_with("1,full,800,"));
}

#[test]
fn a_rule_that_is_not_a_table_says_what_is_expected() {
    let out = jobsim().args(["run", "scenarios/000-recurrence.toml", "--set", "rules=[1]"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "jobsim: scenario `000-recurrence.toml`: `rules[0]` must be a table with `name` and `kind` (got an integer `1`)\n"
    );
    assert!(out.stdout.is_empty());
}

/// Every shape error of a list of rules (issue 37 item 7) is one line naming the key path,
/// what it must be and what was given, exit code 2, no serde wording.
#[test]
fn a_rules_shape_error_is_one_line_naming_the_key_path() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "000-recurrence.toml",
            "rules=1",
            "`rules` must be a list of tables with `name` and `kind` (got an integer `1`)",
        ),
        (
            "000-recurrence.toml",
            "rules={name=\"a\"}",
            "`rules` must be a list of tables with `name` and `kind` (got a table `{ name = \"a\" }`)",
        ),
        (
            "000-recurrence.toml",
            "rules=[{name=\"a\",kind=\"daily\",hour=\"x\",minute=0}]",
            "`rules[0].hour` must be an integer (got a text `\"x\"`)",
        ),
        (
            "000-recurrence.toml",
            "rules=[{name=1,kind=\"daily\"}]",
            "`rules[0].name` must be a text (got an integer `1`)",
        ),
        (
            "000-recurrence.toml",
            "rules=[{name=\"a\",kind=\"daily\",hour=1,minute=0,x=1}]",
            "unknown field `rules[0].x` (fields: name, label, kind, minutes, day, hour, minute, expr)",
        ),
        ("000-recurrence.toml", "rules=[{name=\"a\",kind=\"daily\",hours=1,minute=0}]", "did you mean `hour`?"),
        ("000-recurrence.toml", "rules=[{kind=\"daily\"}]", "`rules[0].name` is required"),
        ("000-recurrence.toml", "rules=[{name=\"a\"}]", "`rules[0].kind` is required"),
        (
            "000-recurrence.toml",
            "rules=[{name=\"a\"",
            "`rules` must be a TOML list of tables, such as `[{ name = \"daily\", kind = \"daily\", hour = 6, minute = 0 }]` (got `\"[{name=\\\"a\\\"\"`, not valid TOML)",
        ),
        (
            "000-missed-runs.toml",
            "jobs=[{name=\"a\",kind=\"interval\",minutes=[5]}]",
            "`jobs[0].minutes` must be an integer (got a list `[5]`)",
        ),
        (
            "000-missed-run-policies.toml",
            "jobs=[[1]]",
            "`jobs[0]` must be a table with `name` and `kind` (got a list `[1]`)",
        ),
        ("000-recurrence.toml", "seed=abc", "`seed` must be an integer (got a text `\"abc\"`)"),
    ];
    for (file, set, expected) in cases {
        let out = jobsim().args(["run", &format!("scenarios/{file}"), "--set", set]).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{set}");
        let err = stderr_line(&out);
        assert!(err.starts_with(&format!("jobsim: scenario `{file}`: ")), "{err}");
        assert!(err.contains(expected), "{set}: {err}");
        for serde in ["invalid type", "expected", "missing field", "sequence", "i64"] {
            assert!(!err.contains(serde), "{set}: serde's words: {err}");
        }
        assert!(out.stdout.is_empty());
    }
}

fn stderr_line(out: &std::process::Output) -> String {
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "one line expected: {err}");
    err
}

#[test]
fn usage_errors_are_one_line_exit_2() {
    for args in [&["--bogus"][..], &["run"][..], &["sweep", "scenarios/004-jitter-wave.toml"][..], &["nope"][..]] {
        let out = jobsim().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr_line(&out).contains("jobsim --help"), "{args:?}");
    }
    // A missing argument is named on that one line.
    let out = jobsim().args(["sweep", "scenarios/004-jitter-wave.toml"]).output().unwrap();
    assert!(stderr_line(&out).contains("not provided: --vary <KEY=VALUES>"), "{}", stderr_line(&out));
}

#[test]
fn integers_beyond_toml_say_their_range() {
    let out =
        jobsim().args(["run", "scenarios/004-jitter-wave.toml", "--set", "seed=9223372036854775808"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("-9223372036854775808..=9223372036854775807"));
    let out = jobsim().args(["run", "scenarios/004-jitter-wave.toml", "--set", "seed=-1"]).output().unwrap();
    assert!(stderr_line(&out).contains("`seed` must be in 0..=9223372036854775807 (got -1)"));
}

#[test]
fn a_key_varied_twice_or_varied_and_set_is_refused() {
    let twice = ["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1,2", "--vary", "seed=3,4"];
    let out = jobsim().args(twice).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("varied twice"));
    let both = ["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1,2", "--set", "seed=3"];
    let out = jobsim().args(both).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("both varied and set"));
}

#[test]
fn an_output_that_is_an_input_is_refused_and_nothing_is_written() {
    let dir = fresh_dir("input-output");
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("x.toml");
    let text = std::fs::read_to_string(scenario_path("004-jitter-wave.toml")).unwrap();
    std::fs::write(&input, &text).unwrap();
    let out = jobsim().arg("run").arg(&input).arg("--trace").arg(&input).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("is an input"));
    assert_eq!(std::fs::read_to_string(&input).unwrap(), text, "the scenario file is untouched");
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "no temporary file is left");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn outputs_are_all_or_nothing() {
    let dir = fresh_dir("all-or-nothing");
    let out = jobsim()
        .args(["run", "scenarios/004-jitter-wave.toml", "--out"])
        .arg(&dir)
        .args(["--trace", "/proc/nope/t.csv"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    stderr_line(&out);
    assert!(!dir.exists(), "no --out file may be written when the trace cannot be");
    // The same command with a trace path that works writes both.
    let trace = std::env::temp_dir().join(format!("jobsim-it-{}-budget.csv", std::process::id()));
    let out = jobsim()
        .args(["run", "scenarios/004-jitter-wave.toml", "--out"])
        .arg(&dir)
        .arg("--trace")
        .arg(&trace)
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(trace.exists() && dir.exists());
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&trace);
}

#[test]
fn two_scenarios_with_one_name_are_refused_by_render() {
    let (a, b, d) = (fresh_dir("stem-a"), fresh_dir("stem-b"), fresh_dir("stem-d"));
    for x in [&a, &b] {
        std::fs::create_dir_all(x).unwrap();
        std::fs::copy(scenario_path("004-jitter-wave.toml"), x.join("x.toml")).unwrap();
    }
    let out = jobsim().arg("render").arg(a.join("x.toml")).arg(b.join("x.toml")).arg("--out").arg(&d).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("the same name"));
    assert!(!d.exists());
    for x in [&a, &b] {
        let _ = std::fs::remove_dir_all(x);
    }
}

#[test]
fn list_has_a_header_and_names_a_broken_file_without_hiding_the_others() {
    let dir = fresh_dir("list");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(scenario_path("004-jitter-wave.toml"), dir.join("a.toml")).unwrap();
    std::fs::write(dir.join("b.toml"), "model = [").unwrap();
    let out = jobsim().arg("list").arg("--dir").arg(&dir).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout.clone()).unwrap();
    assert!(text.starts_with("file "), "{text}");
    assert!(text.contains("a.toml") && text.contains("jitter-wave"), "{text}");
    assert!(text.contains("b.toml") && text.contains("BROKEN"), "{text}");
    assert!(stderr_line(&out).contains("b.toml"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn huge_sweeps_and_thread_counts_are_bounded_before_any_work() {
    let t = std::time::Instant::now();
    let out = jobsim()
        .args(["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1..100000", "--vary", "consumers=1..100000"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("more than 1000000 combinations"));
    let out = jobsim()
        .args(["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1,2", "--threads", "100000"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(t.elapsed().as_secs() < 30, "bounded in time as well");
}

fn sweep_args() -> Vec<&'static str> {
    vec!["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1..6", "--vary", "schedules=[\"none\"],[\"full\"]"]
}

#[test]
fn four_shards_merged_equal_the_whole_sweep_byte_for_byte() {
    let dir = fresh_dir("shards");
    std::fs::create_dir_all(&dir).unwrap();
    let whole = jobsim().args(sweep_args()).output().unwrap();
    assert!(whole.status.success());
    let mut files = Vec::new();
    for k in [3, 1, 4, 2] {
        let out = jobsim().args(sweep_args()).args(["--shard", &format!("{k}/4")]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let f = dir.join(format!("s{k}.csv"));
        std::fs::write(&f, &out.stdout).unwrap();
        files.push(f);
    }
    let merged = jobsim().arg("merge").args(&files).output().unwrap();
    assert!(merged.status.success(), "{}", String::from_utf8_lossy(&merged.stderr));
    assert_eq!(merged.stdout, whole.stdout);
    // Statistics work on the merged rows as on the whole sweep.
    let stats_whole = jobsim().args(sweep_args()).arg("--stats").output().unwrap();
    let stats_merged = jobsim().arg("merge").args(&files).arg("--stats").output().unwrap();
    assert_eq!(stats_merged.stdout, stats_whole.stdout);
    // A missing shard is an error.
    let out = jobsim().arg("merge").args(&files[..3]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr_line(&out).contains("shards missing"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sweep_statistics_group_by_schedule_and_do_not_depend_on_threads() {
    let run = |threads: &str| {
        let out = jobsim()
            .args(sweep_args())
            .args(["--stats", "--metric", "peak_bucket_requests", "--threads", threads])
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let one = run("1");
    assert_eq!(one, run("2"));
    let lines: Vec<&str> = one.lines().collect();
    assert_eq!(lines[0], "schedules,schedule,n,mean,sd,min,p50,p95,max,ci95_low,ci95_high");
    assert_eq!(lines.len(), 3);
    assert!(lines[1].starts_with("none,none,6,200,0,200,200,200,200,"), "{}", lines[1]);
}

#[test]
fn sweep_out_writes_rows_statistics_and_a_chart() {
    let dir = fresh_dir("sweep-out");
    let out = jobsim().args(sweep_args()).arg("--out").arg(&dir).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    for f in ["sweep.csv", "sweep.json", "stats.csv", "sweep.svg", "sweep.png"] {
        assert!(dir.join(format!("004-jitter-wave.{f}")).exists(), "{f}");
    }
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("004-jitter-wave.sweep.json")).unwrap()).unwrap();
    assert_eq!(json["scenario"], "004-jitter-wave.toml");
    assert_eq!(json["varied"][0]["key"], "seed");
    assert_eq!(json["rows"].as_array().unwrap().len(), 12);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn run_out_names_a_what_if_by_its_overrides() {
    let dir = fresh_dir("what-if");
    let out = jobsim()
        .args(["run", "scenarios/004-jitter-wave.toml", "--set", "consumers=50", "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = std::fs::read_to_string(dir.join("004-jitter-wave.consumers=50.txt")).unwrap();
    assert!(text.starts_with("# jobsim run scenarios/004-jitter-wave.toml --set 'consumers=50'\ncizelge"), "{text}");
    let json: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("004-jitter-wave.consumers=50.json")).unwrap()).unwrap();
    assert_eq!(json["params"]["consumers"], 50);
    assert_eq!(json["seed"], 20250720);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_run_too_big_for_memory_is_refused_naming_its_knobs_and_writes_nothing() {
    let dir = fresh_dir("bomb");
    let out = jobsim()
        .args(["run", "scenarios/004-jitter-wave.toml", "--set", "attempts=100", "--set", "cap_ms=86400000"])
        .args(["--set", "consumers=20000", "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = stderr_line(&out);
    assert!(
        err.contains("004-jitter-wave.toml") && err.contains("`bucket_ms`") && err.contains("at most 2000000"),
        "{err}"
    );
    assert!(!dir.exists(), "nothing is written");
}
