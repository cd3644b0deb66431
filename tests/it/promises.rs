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
fn a_scenario_file_takes_a_real_duration_with_units() {
    let dir = std::env::temp_dir().join(format!("jobsim-it-{}-promises-file", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let text = std::fs::read_to_string(crate::scenario_path("005-worker-pool.toml")).unwrap();
    assert!(text.contains("service_mean_ms = 1000 "), "the line this test rewrites");
    let write = |name: &str, value: &str| {
        let f = dir.join(name);
        std::fs::write(&f, text.replace("service_mean_ms = 1000 ", &format!("service_mean_ms = {value} "))).unwrap();
        f.to_str().unwrap().to_string()
    };
    let (a, b) = (write("a.toml", "\"1.5s\""), write("b.toml", "1500.0"));
    let small = ["--set", "messages=1500", "--set", "warmup_messages=100", "--format", "csv"];
    let run = |f: &str| ok(&jobsim(&[&["run", f][..], &small[..]].concat()));
    assert!(run(&a) == run(&b), "\"1.5s\" in a file is 1500.0 ms");
    let _ = std::fs::remove_dir_all(&dir);
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
    // The chart says its measure in the students' tables' words, merged as whole (the
    // shards carry the headers), and the varied key by its name.
    let svg = std::fs::read_to_string(b.join("005-worker-pool.sweep.svg")).unwrap();
    assert!(svg.contains("<title>ort. bekleme, workers değiştikçe"), "{}", &svg[..svg.len().min(300)]);
    // A shard of another sweep (another --set) is refused.
    let other = ok(&jobsim(&[sweep, &["--set", "restart_ms=2000", "--shard", "1/4"]].concat()));
    std::fs::write(dir.join("s1.csv"), other).unwrap();
    let err = refused(&jobsim(&[&["merge"], &names[..]].concat()));
    assert!(err.contains("belongs to another sweep"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A sweep chart's default metric is a headline outcome that tells the scenario's rows
/// apart at its defaults: a metric the same in every row (lease-faults' `runs`, 2 in each)
/// would draw flat lines whatever varies.
#[test]
fn every_scenarios_default_sweep_metric_is_not_constant_at_its_defaults() {
    use jobsim::report::lang::Lang;
    let mut constant = Vec::new();
    for f in jobsim::scenario::list(&root().join("scenarios")).unwrap() {
        let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
        let report = crate::english::course_report(&stem, Lang::Tr);
        let s = jobsim::load(&f, &[]).unwrap();
        let model = jobsim::models::find(s.model).unwrap();
        let Some(t) = report.tables.first() else { continue };
        if t.rows.len() < 2 {
            continue; // one row: nothing at the defaults to tell apart
        }
        let m = jobsim::sweep::chart::default_metric(t, 0, model.headline()).unwrap();
        let values: Vec<String> = t.rows.iter().map(|r| r[m].to_csv()).collect();
        if values.iter().all(|v| *v == values[0]) {
            constant.push(format!("{stem}: `{}` is {} in every row", t.columns[m], values[0]));
        }
    }
    assert!(constant.is_empty(), "default sweep metrics constant at the defaults:\n{}", constant.join("\n"));
}

/// A sweep's table and the chart of it, in `lang`, with the model's headline.
fn sweep_chart(
    stem: &str,
    sets: &[&str],
    varies: &[&str],
    lang: jobsim::report::lang::Lang,
) -> (jobsim::report::Table, jobsim::report::Figure) {
    sweep_chart_of(stem, sets, varies, None, lang)
}

fn sweep_chart_of(
    stem: &str,
    sets: &[&str],
    varies: &[&str],
    metric: Option<&str>,
    lang: jobsim::report::lang::Lang,
) -> (jobsim::report::Table, jobsim::report::Figure) {
    use jobsim::sweep::{Vary, chart};
    let w = jobsim::report::words::Words::of(lang);
    let file = format!("{stem}.toml");
    let text = std::fs::read_to_string(root().join("scenarios").join(&file)).unwrap();
    let s = jobsim::scenario::parse(&file, &text, &[]).unwrap();
    let model = jobsim::models::find(&s.model).unwrap();
    let base: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    let varies: Vec<Vary> = varies.iter().map(|v| Vary::parse_in(v, model.params()).unwrap()).collect();
    let table = jobsim::sweep::run(&file, &text, &base, &varies, &|| {}, w).unwrap();
    let varied: Vec<String> = varies.iter().map(|v| v.key.clone()).collect();
    let spec = chart::Spec { varied: &varied, over: "seed", metric, headline: model.headline() };
    let fig = chart::figure(&table, spec, w).unwrap();
    (table, fig)
}

/// Every word a chart draws: its title, caption, axis titles, series names and labels.
fn chart_words(fig: &jobsim::report::Figure) -> String {
    use jobsim::report::figure::{Mark, Plot};
    let mut words = vec![fig.title.clone(), fig.caption.clone(), fig.x.label.clone(), fig.y.label.clone()];
    match &fig.plot {
        Plot::Lines(series) => {
            words.extend(series.iter().map(|s| s.name.clone()));
            words.extend(series.iter().flat_map(|s| s.labels.iter().map(|l| l.1.clone())));
        }
        Plot::Bars { categories, series } => {
            words.extend(categories.iter().cloned());
            words.extend(series.iter().map(|s| s.name.clone()));
        }
        _ => {}
    }
    for m in &fig.marks {
        if let Mark::HLine { label, .. } | Mark::VLine { label, .. } = m {
            words.push(label.clone());
        }
    }
    words.join(" | ")
}

#[test]
fn a_seed_only_sweeps_chart_names_no_other_key() {
    use jobsim::report::lang::Lang;
    for lang in [Lang::Tr, Lang::En] {
        let (table, fig) =
            sweep_chart("005-worker-pool", &["messages=1500", "warmup_messages=100"], &["seed=1..4"], lang);
        let words = chart_words(&fig);
        let keys: Vec<&String> = table
            .columns
            .iter()
            .filter(|c| jobsim::stats::configures(&table, table.columns.iter().position(|x| x == *c).unwrap()))
            .collect();
        assert!(!keys.is_empty(), "the table has configuration columns (workers, service)");
        for key in keys {
            assert!(!words.contains(key.as_str()), "{lang:?}: the chart names `{key}`: {words}");
        }
        let seed = if lang == jobsim::report::lang::Lang::Tr { "tohum" } else { "seed" };
        assert!(words.contains(seed) && words.contains('4'), "{lang:?}: it says it is across 4 seeds: {words}");
        assert_eq!(fig.x.label, seed);
    }
}

#[test]
fn a_list_parameters_values_are_one_series_along_the_axis() {
    use jobsim::report::figure::Plot;
    let (_, fig) = sweep_chart("001-chunk-size", &[], &["chunk=500,1000,3000"], jobsim::report::lang::Lang::En);
    let Plot::Lines(series) = &fig.plot else { panic!("lines over a numeric key") };
    assert_eq!(
        series.len(),
        1,
        "one series joined along chunk: {:?}",
        series.iter().map(|s| &s.name).collect::<Vec<_>>()
    );
    assert_eq!(series[0].points.len(), 3);
    assert!(!chart_words(&fig).contains("chunk_records"), "{}", chart_words(&fig));
    // A column the case decides (lease-faults' `fencing`) names no series either.
    let (_, fig) = sweep_chart("000-lease-faults", &[], &["lease_ms=1s,2s,30s"], jobsim::report::lang::Lang::En);
    let Plot::Lines(series) = &fig.plot else { panic!("lines over a numeric key") };
    assert!(series.iter().all(|s| !s.name.contains("true") && !s.name.contains("false")), "{}", chart_words(&fig));
    // Axis titles and the title in the unit drawn: no `_ms` over an axis in seconds.
    assert!(!fig.title.contains("_ms") && !fig.x.label.contains("_ms"), "{}", chart_words(&fig));
}

#[test]
fn a_series_too_small_to_see_gets_a_log_axis() {
    use jobsim::report::figure::Scale;
    // Utilisation: about 0.8 for 8 workers, under 0.01 for 1000.
    let (_, fig) = sweep_chart_of(
        "005-worker-pool",
        &["messages=1500", "warmup_messages=100", "arrival_rate_per_s=20"],
        &["service_mean_ms=300..400..100", "workers=8,1000"],
        Some("utilisation"),
        jobsim::report::lang::Lang::En,
    );
    let words = chart_words(&fig);
    if fig.y.scale != Scale::Log {
        panic!("a 1000-worker pool's wait beside an 8-worker one's: {words}");
    }
    assert!(fig.caption.contains("logarithmic"), "{}", fig.caption);
    // Series of one size stay on a linear axis.
    let (_, fig) = sweep_chart_of(
        "005-worker-pool",
        &["messages=1500", "warmup_messages=100", "arrival_rate_per_s=20"],
        &["service_mean_ms=300..400..100", "workers=8,9"],
        Some("utilisation"),
        jobsim::report::lang::Lang::En,
    );
    assert_eq!(fig.y.scale, Scale::Linear);
}

/// The widest line of a text, in characters.
fn widest(text: &str) -> usize {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}

#[test]
fn describe_and_list_fit_in_100_columns_and_describe_shows_units() {
    let list = ok(&jobsim(&["list"]));
    assert!(widest(&list) <= 100, "list is {} columns wide", widest(&list));
    assert!(list.lines().any(|l| l.contains("missed-run-policies  ")), "the model column fits its longest name");
    for stem in ["004-circuit-breaker", "000-recurrence-cron", "005-worker-pool", "004-frameworks"] {
        let out = ok(&jobsim(&["describe", stem]));
        assert!(widest(&out) <= 100, "{stem}: describe is {} columns wide", widest(&out));
    }
    let out = ok(&jobsim(&["describe", "004-circuit-breaker", "--set", "open_ms=4s"]));
    let line = out.lines().find(|l| l.starts_with("open_ms ")).unwrap();
    assert!(line.contains("4000 (4s) * (--set)") && line.contains("5000 (5s)"), "{line}");
    assert!(out.contains("valid: 1..=86400000 (1ms..1d)"), "{out}");
    assert!(!out.contains("\"4s\""), "the raw text is shown as the value it is");
    let params = ok(&jobsim(&["params", "circuit-breaker"]));
    assert!(params.contains("1..=86400000 (1ms..1d)"), "{params}");
}

#[test]
fn help_and_the_man_page_give_three_examples() {
    let help = ok(&jobsim(&["--help"]));
    let examples = help.split("Examples:").nth(1).expect("an Examples section");
    assert_eq!(examples.lines().filter(|l| l.trim_start().starts_with("jobsim ")).count(), 3, "{help}");
    let man = ok(&jobsim(&["man"]));
    assert!(man.contains("Examples:") && man.contains("open_ms=1s..5s..1s"), "the man page carries them too");
}

#[test]
fn out_and_trace_create_missing_folders_and_say_so() {
    let root = std::env::temp_dir().join(format!("jobsim-it-{}-promises-out", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let out = jobsim_in(&root, &["run", "001-chunk-size", "--out", "a/b/out", "--trace", "t/u/trace.csv"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(root.join("a/b/out/001-chunk-size.txt").exists() && root.join("t/u/trace.csv").exists());
    assert!(err.lines().any(|l| l == "jobsim: created the folder `t/u` and its missing parents `t`"), "{err}");
    assert!(
        err.lines().any(|l| l == "jobsim: created the folder `a/b/out` and its missing parents `a`, `a/b`"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1 + 1, "one line per created tree, nothing else: {err}");
    // Existing folders: nothing said.
    let out = jobsim_in(&root, &["sweep", "001-chunk-size", "--vary", "chunk=5,6", "--out", "a/b/out"]);
    assert!(out.status.success() && out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    // A refused run creates nothing and says nothing of folders.
    let out = jobsim_in(&root, &["run", "001-chunk-size", "--set", "chunk=0", "--trace", "x/y/t.csv"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!root.join("x").exists(), "the trace's folder is removed with the failed run");
    let _ = std::fs::remove_dir_all(&root);
}
