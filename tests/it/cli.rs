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
    assert!(err.contains("004-jitter-wave.toml") && err.contains("`base_ms`") && err.contains("0..=86400000"), "{err}");
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

#[test]
fn render_twice_gives_identical_bytes() {
    let (a, b) = (fresh_dir("render-a"), fresh_dir("render-b"));
    for d in [&a, &b] {
        let out = jobsim().args(["render", "--all", "--out"]).arg(d).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let mut names: Vec<_> = std::fs::read_dir(&a).unwrap().map(|e| e.unwrap().file_name()).collect();
    names.sort();
    assert!(names.iter().any(|n| n.to_string_lossy().ends_with(".png")));
    for n in names {
        assert_eq!(std::fs::read(a.join(&n)).unwrap(), std::fs::read(b.join(&n)).unwrap(), "{n:?}");
    }
    let _ = std::fs::remove_dir_all(&a);
    let _ = std::fs::remove_dir_all(&b);
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
        "jobsim: scenario `000-recurrence.toml`: `rules[0]`: invalid type: integer `1`, \
         expected a table with `name` and `kind`\n"
    );
    assert!(out.stdout.is_empty());
}
