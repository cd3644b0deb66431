//! The what-if tool keeps the README's promises (issue 56): values in the units the user
//! writes, names forgiven, shards identical in every format, sweep charts about what
//! varied, one edition per output, and the CLI's habits.

use std::process::{Command, Output};

use crate::root;

fn jobsim_in(dir: &std::path::Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_jobsim")).current_dir(dir).args(args).output().unwrap()
}

fn jobsim(args: &[&str]) -> Output {
    jobsim_in(root(), args)
}

fn ok(out: &Output) -> String {
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// The one line a refused command prints (exit 2, nothing on stdout).
fn refused(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(out.stdout.is_empty(), "no partial output");
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

#[test]
fn a_real_number_of_milliseconds_takes_units_too() {
    let a = ok(&jobsim(&[
        "run",
        "005-worker-pool",
        "--set",
        "service_mean_ms=1.5s",
        "--set",
        "messages=2000",
        "--set",
        "warmup_messages=100",
        "--format",
        "json",
    ]));
    let b = ok(&jobsim(&[
        "run",
        "005-worker-pool",
        "--set",
        "service_mean_ms=1500.0",
        "--set",
        "messages=2000",
        "--set",
        "warmup_messages=100",
        "--format",
        "json",
    ]));
    assert!(a == b, "1.5s is the run of 1500.0 ms, byte for byte (the JSON records the number)");
    let c = ok(&jobsim(&[
        "run",
        "005-worker-pool",
        "--set",
        "service_mean_ms=1s",
        "--set",
        "messages=2000",
        "--set",
        "warmup_messages=100",
        "--format",
        "json",
    ]));
    assert!(a != c, "the value is read, not ignored");
    let err = refused(&jobsim(&["run", "005-worker-pool", "--set", "service_mean_ms=fast"]));
    assert!(err.contains("`service_mean_ms`") && err.contains("a number of ms or a duration"), "{err}");
}

#[test]
fn ranges_and_steps_take_units() {
    let out = ok(&jobsim(&["sweep", "004-circuit-breaker", "--vary", "open_ms=1s..5s..1s", "--format", "json"]));
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["varied"][0]["values"], serde_json::json!([1000, 2000, 3000, 4000, 5000]), "five configurations");
    let same = ok(&jobsim(&[
        "sweep",
        "004-circuit-breaker",
        "--vary",
        "open_ms=1000,2000,3000,4000,5000",
        "--format",
        "json",
    ]));
    assert_eq!(out, same);
    let chunks = ok(&jobsim(&["sweep", "001-chunk-size", "--vary", "chunk=500..3000..500"]));
    let first: Vec<&str> = chunks.lines().skip(1).map(|l| l.split(',').next().unwrap()).collect();
    assert_eq!(first, ["500", "1000", "1500", "2000", "2500", "3000"]);
    let err = refused(&jobsim(&["sweep", "004-circuit-breaker", "--vary", "open_ms=1s..5s..0s"]));
    assert!(err.contains("`open_ms=1s..5s..0s`") && err.contains("STEP"), "{err}");
}

#[test]
fn range_errors_speak_the_parameters_units() {
    let err = refused(&jobsim(&["run", "000-lease-faults", "--set", "lease_ms=1w"]));
    assert!(err.contains("`lease_ms` must be in 1ms..1h (got 1w)"), "{err}");
    let err = refused(&jobsim(&["run", "000-lease-faults", "--set", "lease_ms=7200000"]));
    assert!(err.contains("must be in 1ms..1h (got 2h)"), "{err}");
    let err = refused(&jobsim(&["run", "005-worker-pool", "--set", "service_mean_ms=2w"]));
    assert!(err.contains("`service_mean_ms` must be in") && err.contains("(got 2w)"), "{err}");
    // Not a duration: the range as before.
    let err = refused(&jobsim(&["run", "004-jitter-wave", "--set", "consumers=0"]));
    assert!(err.contains("`consumers` must be in 1..=1000000 (got 0)"), "{err}");
}

#[test]
fn every_name_a_user_types_gets_a_suggestion() {
    let err = refused(&jobsim(&["run", "000-lease-faults", "--set", "lease=3s"]));
    assert!(err.contains("unknown parameter `lease`") && err.ends_with("did you mean `lease_ms`?\n"), "{err}");
    let err = refused(&jobsim(&["sweep", "000-lease-faults", "--vary", "lease=1s,2s"]));
    assert!(err.contains("did you mean `lease_ms`?"), "{err}");
    let err = refused(&jobsim(&["run", "001-chunk-size", "--set", "chunk_size=3"]));
    assert!(err.contains("did you mean `chunk`?"), "{err}");
    let err = refused(&jobsim(&["run", "000-time-zones", "--set", "zones=[\"Europe/Istambul\"]"]));
    assert!(err.contains("did you mean `Europe/Istanbul`?"), "{err}");
    let err = refused(&jobsim(&["run", "000-time-zones", "--set", "zones=[\"Mars/Olympus\"]"]));
    assert!(!err.contains("did you mean"), "no suggestion when nothing is close: {err}");
    // A `scenarios/…` path outside the checkout names the built-in scenario.
    let dir = std::env::temp_dir().join(format!("jobsim-it-{}-promises-names", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let err = refused(&jobsim_in(&dir, &["run", "scenarios/004-jitter-wave.toml"]));
    assert!(err.contains("did you mean `004-jitter-wave`?"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `sweep` whole and in `n` shards (given to `merge` in a shuffled order); returns the
/// shard files.
fn shards(dir: &std::path::Path, sweep: &[&str], n: u64) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for k in (1..=n).rev() {
        let shard = format!("{k}/{n}");
        let out = ok(&jobsim(&[sweep, &["--shard", &shard]].concat()));
        let f = dir.join(format!("s{k}.csv"));
        std::fs::write(&f, out).unwrap();
        files.push(f);
    }
    files
}

#[test]
fn merged_shards_equal_the_whole_sweep_in_every_format() {
    let dir = std::env::temp_dir().join(format!("jobsim-it-{}-promises-shards", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // Real numbers that are whole (0.0), texts, a fixed --set and a list varied.
    let sweep: &[&str] = &[
        "sweep",
        "005-worker-pool",
        "--set",
        "messages=300",
        "--set",
        "warmup_messages=20",
        "--vary",
        "workers=9,12",
        "--vary",
        "seed=1..3",
    ];
    let files = shards(&dir, sweep, 4);
    let names: Vec<&str> = files.iter().map(|f| f.to_str().unwrap()).collect();
    for format in ["csv", "json", "table"] {
        for stats in [&[][..], &["--stats"][..]] {
            let whole = ok(&jobsim(&[sweep, &["--format", format], stats].concat()));
            let merged = ok(&jobsim(&[&["merge"], &names[..], &["--format", format], stats].concat()));
            assert!(whole == merged, "{format} {stats:?}: the merged output differs from the whole sweep's");
        }
    }
    let json: serde_json::Value =
        serde_json::from_str(&ok(&jobsim(&[&["merge"], &names[..], &["--format", "json"]].concat()))).unwrap();
    assert_eq!(json["scenario"], "005-worker-pool.toml");
    assert_eq!(json["set"]["messages"], 300);
    assert_eq!(json["varied"][0]["values"], serde_json::json!([9, 12]));
    // `--out`: the sweep's own file names, the same bytes.
    let (a, b) = (dir.join("whole"), dir.join("merged"));
    ok(&jobsim(&[sweep, &["--out", a.to_str().unwrap()]].concat()));
    ok(&jobsim(&[&["merge"], &names[..], &["--out", b.to_str().unwrap()]].concat()));
    let list = |d: &std::path::Path| {
        let mut v: Vec<String> =
            std::fs::read_dir(d).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        v.sort();
        v
    };
    assert_eq!(list(&a), list(&b));
    assert!(list(&b).contains(&"005-worker-pool.sweep.json".to_string()), "{:?}", list(&b));
    for f in list(&a) {
        assert!(std::fs::read(a.join(&f)).unwrap() == std::fs::read(b.join(&f)).unwrap(), "{f} differs");
    }
    // A shard of another sweep (another --set) is refused.
    let other = ok(&jobsim(&[sweep, &["--set", "restart_ms=2000", "--shard", "1/4"]].concat()));
    std::fs::write(dir.join("s1.csv"), other).unwrap();
    let err = refused(&jobsim(&[&["merge"], &names[..]].concat()));
    assert!(err.contains("belongs to another sweep"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
