//! What-if exploration off the defaults (issue 18): statistics per configuration,
//! durations with units, lists in what-ifs, scenarios by name from any directory,
//! did-you-mean, shell completions and the man page.

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
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

fn other_dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("jobsim-it-{}-whatif-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn stats_group_rows_by_a_list_parameter_expanded_into_rows() {
    let out = ok(&jobsim(&[
        "sweep",
        "scenarios/005-how-many-workers.toml",
        "--set",
        "workers=[14,15]",
        "--vary",
        "seed=1..5",
        "--stats",
        "--metric",
        "wait_mean_ms",
    ]));
    let mut lines = out.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let (w, n) = (header.iter().position(|c| *c == "workers").unwrap(), header.iter().position(|c| *c == "n").unwrap());
    let rows: Vec<Vec<&str>> = lines.map(|l| l.split(',').collect()).collect();
    let groups: Vec<(&str, &str)> = rows.iter().map(|r| (r[w], r[n])).collect();
    assert_eq!(groups, [("14", "5"), ("15", "5")], "{out}");
}

#[test]
fn a_pooled_sweep_chart_says_what_it_pooled_and_an_unpooled_one_says_nothing_of_seeds() {
    let dir = other_dir("chart");
    let d = dir.to_str().unwrap();
    ok(&jobsim(&[
        "sweep",
        "scenarios/005-how-many-workers.toml",
        "--set",
        "workers=[14,15]",
        "--vary",
        "seed=1..3",
        "--metric",
        "wait_mean_ms",
        "--out",
        d,
    ]));
    let svg = std::fs::read_to_string(dir.join("005-how-many-workers.sweep.svg")).unwrap();
    assert!(svg.contains("3 tohum üzerinden"), "the chart names what it pooled");
    assert!(
        svg.contains("işçi değiştikçe"),
        "the pool size (the students' table's word) is the chart's x axis, never pooled"
    );
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    ok(&jobsim(&["sweep", "scenarios/001-chunk-size.toml", "--vary", "total=30000,60000", "--out", d]));
    let svg = std::fs::read_to_string(dir.join("001-chunk-size.sweep.svg")).unwrap();
    assert!(!svg.contains("seed"), "a model without a seed never says seeds");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_duration_with_units_is_the_same_run_as_its_milliseconds() {
    for format in ["csv", "json", "table"] {
        let a = ok(&jobsim(&["run", "scenarios/000-missed-runs.toml", "--set", "outage_ms=3d", "--format", format]));
        let b =
            ok(&jobsim(&["run", "scenarios/000-missed-runs.toml", "--set", "outage_ms=259200000", "--format", format]));
        assert_eq!(a, b, "{format}");
    }
    let a = ok(&jobsim(&["run", "scenarios/004-circuit-breaker.toml", "--set", "open_ms=2s", "--format", "csv"]));
    let b = ok(&jobsim(&["run", "scenarios/004-circuit-breaker.toml", "--set", "open_ms=2000", "--format", "csv"]));
    assert_eq!(a, b);
    let a = ok(&jobsim(&["sweep", "scenarios/004-circuit-breaker.toml", "--vary", "open_ms=1s,2m30s"]));
    let b = ok(&jobsim(&["sweep", "scenarios/004-circuit-breaker.toml", "--vary", "open_ms=1000,150000"]));
    assert_eq!(a, b, "a sweep's columns hold the milliseconds");
}

#[test]
fn a_bad_duration_is_one_line_naming_the_key_and_the_syntax() {
    let err = refused(&jobsim(&["run", "scenarios/004-circuit-breaker.toml", "--set", "open_ms=2 fortnights"]));
    assert!(err.contains("004-circuit-breaker.toml") && err.contains("`open_ms`") && err.contains("\"90s\""), "{err}");
    let err = refused(&jobsim(&["run", "scenarios/004-circuit-breaker.toml", "--set", "open_ms=1mo"]));
    assert!(err.contains("months"), "{err}");
    let err = refused(&jobsim(&["run", "scenarios/004-circuit-breaker.toml", "--set", "open_ms=-1s"]));
    assert!(err.contains("`open_ms` must be in"), "{err}");
    // A duration is no number where the unit is not a time.
    let err = refused(&jobsim(&["run", "scenarios/004-jitter-wave.toml", "--set", "consumers=5s"]));
    assert!(err.contains("`consumers` must be an integer"), "{err}");
}

#[test]
fn list_parameters_take_one_value_and_vary_one_row_per_value() {
    let one = ok(&jobsim(&["run", "scenarios/004-jitter-wave.toml", "--set", "schedules=full", "--format", "csv"]));
    let list =
        ok(&jobsim(&["run", "scenarios/004-jitter-wave.toml", "--set", "schedules=[\"full\"]", "--format", "csv"]));
    assert_eq!(one, list);
    let sweep = |vary: &str| {
        let args = [
            "sweep",
            "scenarios/005-how-many-workers.toml",
            "--set",
            "messages=2000",
            "--set",
            "warmup_messages=200",
            "--vary",
            vary,
        ];
        ok(&jobsim(&args))
    };
    let rows = sweep("workers=12,13");
    let old = sweep("workers=[12],[13]");
    // The same runs, and the leading column shows each value as a number, `12`, never `[12]`.
    assert_eq!(rows, old);
    let lead: Vec<&str> = rows.lines().map(|l| l.split(',').next().unwrap()).collect();
    assert_eq!(lead, ["workers", "12", "13"], "{rows}");
    let err = refused(&jobsim(&["run", "scenarios/005-how-many-workers.toml", "--set", "workers=12,13"]));
    assert!(err.contains("workers=[12,13]"), "the error shows the form that works: {err}");
}

#[test]
fn a_set_value_with_a_newline_is_refused() {
    let err = refused(&jobsim(&["run", "scenarios/001-long-job.toml", "--set", "chunk=5\nchunk=6"]));
    assert!(err.contains("one line"), "{err}");
}

#[test]
fn scenarios_run_by_name_from_any_directory() {
    let dir = other_dir("names");
    let by_name = ok(&jobsim_in(&dir, &["run", "004-jitter-wave", "--format", "csv"]));
    let by_file = ok(&jobsim(&["run", "scenarios/004-jitter-wave.toml", "--format", "csv"]));
    assert_eq!(by_name, by_file);
    let listed = ok(&jobsim_in(&dir, &["list"]));
    assert!(listed.contains("004-jitter-wave.toml") && listed.lines().count() > 40, "{listed}");
    assert!(ok(&jobsim_in(&dir, &["describe", "001-long-job.toml"])).contains("chunk"));
    ok(&jobsim_in(&dir, &["sweep", "004-jitter-wave", "--vary", "seed=1..2"]));
    let err = refused(&jobsim_in(&dir, &["run", "004-jiter-wave"]));
    assert!(err.contains("did you mean `004-jitter-wave`?"), "{err}");
    // A path that exists wins over a built-in name.
    std::fs::write(dir.join("004-jitter-wave"), "model = \"recurrence\"\nbogus = 1\n").unwrap();
    assert!(refused(&jobsim_in(&dir, &["run", "004-jitter-wave"])).contains("004-jitter-wave"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn new_writes_the_path_given_and_a_user_scenario_needs_no_lesson() {
    let dir = other_dir("new");
    ok(&jobsim_in(&dir, &["new", "jitter-wave", "x.toml"]));
    assert!(dir.join("x.toml").exists() && !dir.join("x.toml.toml").exists());
    ok(&jobsim_in(&dir, &["new", "chunk-size", "mine"]));
    assert!(dir.join("mine.toml").exists());
    std::fs::write(dir.join("own.toml"), "model = \"chunk-size\"\ndescription = \"mine\"\n").unwrap();
    assert!(ok(&jobsim_in(&dir, &["run", "own.toml"])).contains("parca"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn misspelt_names_get_a_suggestion() {
    let err = refused(&jobsim(&["params", "jiter-wave"]));
    assert!(err.contains("did you mean `jitter-wave`?"), "{err}");
    let err = refused(&jobsim(&["run", "scenarios/004-jitter-wave.toml", "--set", "consumer=5"]));
    assert!(err.contains("did you mean `consumers`?"), "{err}");
    let err = refused(&jobsim(&["run", "scenarios/004-jitter-wave.toml", "--set", "schedules=[\"ful\"]"]));
    assert!(err.contains("did you mean `full`?"), "{err}");
    // An unknown --metric is an error everywhere, not only with --stats or --out.
    let err = refused(&jobsim(&["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1..2", "--metric", "peak"]));
    assert!(err.contains("--metric") && err.contains("peak_bucket_requests"), "{err}");
    let err = refused(&jobsim(&[
        "sweep",
        "scenarios/004-jitter-wave.toml",
        "--vary",
        "seed=1..2",
        "--metric",
        "total_request",
    ]));
    assert!(err.contains("did you mean `total_requests`?"), "{err}");
    let err = refused(&jobsim(&["sweep", "scenarios/004-jitter-wave.toml", "--vary", "seed=1..2", "--table", "wave"]));
    assert!(err.contains("did you mean"), "{err}");
}

#[test]
fn params_cuts_long_defaults_and_shows_the_duration_syntax() {
    for e in jobsim::models::MODELS {
        let text = ok(&jobsim(&["params", e.name()]));
        let widest = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
        assert!(widest <= 240, "{}: a line of {widest} characters", e.name());
        let json: serde_json::Value =
            serde_json::from_str(&ok(&jobsim(&["params", e.name(), "--format", "json"]))).unwrap();
        assert_eq!(json["params"].as_array().unwrap().len(), e.params().len());
    }
    assert!(ok(&jobsim(&["params", "circuit-breaker"])).contains("\"2m30s\""));
}

#[test]
fn completions_and_the_man_page_come_from_the_clap_definitions() {
    for shell in ["bash", "zsh", "fish"] {
        let s = ok(&jobsim(&["completions", shell]));
        assert!(s.contains("sweep") && s.contains("render"), "{shell}");
    }
    let man = ok(&jobsim(&["man"]));
    assert!(man.starts_with(".ie") || man.contains(".TH"), "roff");
    assert!(man.contains("sweep"));
}

/// Every scenario's first table, swept over two copies of one value of its sample key
/// (`seed`, or for a model without a seed its first integer parameter): every group of
/// the statistics must hold exactly the two copies of one row. A group of more means two
/// configurations (a list parameter expanded into rows, a row key) were pooled.
#[test]
fn stats_never_pool_rows_of_different_configurations() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    use jobsim::scenario::Kind;
    let files = jobsim::scenario::list(&root().join("scenarios")).unwrap();
    let (mut checked, mut skipped) = (0, Vec::new());
    for f in files {
        let name = jobsim::scenario::display_name(&f);
        let text = std::fs::read_to_string(&f).unwrap();
        // Every scenario at its `small` sizes (the rows, and so the configurations, stay
        // the same), a heavy one with fewer trials.
        let mut small: Vec<jobsim::scenario::Override> = jobsim::scenario::read(&f, &[])
            .unwrap()
            .course
            .small
            .iter()
            .map(|o| jobsim::scenario::Override::parse(o).unwrap())
            .collect();
        if text.contains("model = \"occ-contention\"") {
            small.push(jobsim::scenario::Override::parse("trials=2").unwrap());
        }
        let s = jobsim::models::parse(&name, &text, &small).unwrap();
        let entry = jobsim::models::find(s.model).unwrap();
        let (key, value) = match s.seed {
            Some(seed) => ("seed".to_string(), toml::Value::Integer(seed as i64)),
            None => {
                let Some(p) =
                    entry.params().iter().find(|p| matches!(p.kind, Kind::Int { .. }) && !p.default.is_empty())
                else {
                    continue;
                };
                let v = s.raw_params.get(p.name).cloned().or_else(|| p.default_value()).unwrap();
                (p.name.to_string(), v)
            }
        };
        let base: Vec<jobsim::scenario::Override> = small.into_iter().filter(|o| o.key != key).collect();
        let vary = jobsim::sweep::Vary { key: key.clone(), values: vec![value.clone(), value] };
        let table = jobsim::sweep::run(&name, &text, &base, &[vary], &|| {}, w).unwrap();
        let Ok(stats) = jobsim::stats::summarize(&table, std::slice::from_ref(&key), &key, None) else {
            skipped.push(name);
            continue;
        };
        checked += 1;
        let n = stats.columns.iter().position(|c| c == "n").unwrap();
        for row in &stats.rows {
            assert_eq!(row[n].to_csv(), "2", "{name}: a group pools rows of different configurations: {row:?}");
        }
    }
    assert!(checked >= 40 && skipped.is_empty(), "checked {checked}; no statistics for {skipped:?}");
}

#[test]
fn sweep_columns_selects_columns_after_the_varied_keys() {
    let out = ok(&jobsim(&[
        "sweep",
        "scenarios/004-jitter-wave.toml",
        "--vary",
        "seed=1..2",
        "--columns",
        "schedule,peak_bucket_requests",
    ]));
    assert_eq!(out.lines().next(), Some("seed,schedule,peak_bucket_requests"));
    let err = refused(&jobsim(&[
        "sweep",
        "scenarios/004-jitter-wave.toml",
        "--vary",
        "seed=1..2",
        "--columns",
        "peek_bucket_requests",
    ]));
    assert!(err.contains("did you mean `peak_bucket_requests`?"), "{err}");
}

/// Issue 35: `--columns` keeps every configuration column (the pool size expanded into
/// rows, the schedule), so neither the rows nor the statistics pool configurations; a
/// value varied twice is refused before any run.
#[test]
fn columns_never_drop_a_configuration_column() {
    let out = ok(&jobsim(&[
        "sweep",
        "005-worker-crashes",
        "--vary",
        "crash_every_ms=5min,10min",
        "--columns",
        "wait_mean_ms,wait_p95_ms,crashes",
    ]));
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("crash_every_ms,workers,service,wait_mean_ms,wait_p95_ms,crashes"));
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 6, "{out}");
    let out = ok(&jobsim(&[
        "sweep",
        "004-occ-contention",
        "--set",
        "clients=[10,50]",
        "--set",
        "trials=5",
        "--vary",
        "seed=1..3",
        "--columns",
        "calls_mean",
        "--stats",
    ]));
    let mut lines = out.lines();
    assert!(lines.next().unwrap().starts_with("clients,schedule,n,mean,"), "{out}");
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 10, "2 client counts × 5 schedules: {out}");
    assert!(rows.iter().all(|r| r.split(',').nth(2) == Some("3")), "n is the number of seeds: {out}");
    let err = refused(&jobsim(&["sweep", "001-chunk-size", "--vary", "total=30000,30000"]));
    assert!(err.contains("total=30000,30000") && err.contains("given twice"), "{err}");
}

/// Issue 35: a sweep chart draws the model's headline measure by default (chunk-size:
/// progress writes, not the chunk echoed back); a "never" (-1) is no point and the
/// caption says how many rows it left out; series that coincide are named in the caption.
#[test]
fn sweep_charts_draw_a_measure_and_never_a_sentinel() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    use jobsim::report::figure::Plot;
    use jobsim::sweep::{Vary, chart};
    let text = std::fs::read_to_string(root().join("scenarios/001-chunk-size.toml")).unwrap();
    let vary = Vary::parse("chunk=500,3000").unwrap();
    let table = jobsim::sweep::run("001-chunk-size.toml", &text, &[], &[vary], &|| {}, w).unwrap();
    let entry = jobsim::models::find("chunk-size").unwrap();
    let varied = ["chunk".to_string()];
    let spec = chart::Spec { varied: &varied, over: "seed", metric: None, headline: entry.headline() };
    let fig = chart::figure(&table, spec, w).unwrap();
    assert!(
        fig.title.starts_with("ilerleme yazması,"),
        "the headline measure, in the students' table's words: {}",
        fig.title
    );

    let text = std::fs::read_to_string(root().join("scenarios/000-lease-faults.toml")).unwrap();
    let vary = Vary::parse("lease_ms=1000,2000,30000").unwrap();
    let table = jobsim::sweep::run("000-lease-faults.toml", &text, &[], &[vary], &|| {}, w).unwrap();
    let m = table.columns.iter().position(|c| c == "takeover_at_ms").unwrap();
    let nevers = table.rows.iter().filter(|r| r[m].to_csv() == "-1").count();
    assert!(nevers > 0, "some case never takes over at these leases");
    let varied = ["lease_ms".to_string()];
    let spec = chart::Spec { varied: &varied, over: "seed", metric: Some("takeover_at_ms"), headline: &[] };
    let fig = chart::figure(&table, spec, w).unwrap();
    assert!(fig.caption.contains(&format!("{nevers} satırda takeover_at_ms hiç olmadı")), "{}", fig.caption);
    // Series by case alone: `fencing` is decided by the case (issue 56).
    assert!(fig.caption.contains("gc_pause = gc_pause_fenced"), "{}", fig.caption);
    let Plot::Lines(lines) = &fig.plot else { panic!("lines over a numeric key") };
    let top = lines.iter().find(|s| s.name == "gc_pause_fenced").unwrap();
    assert!(top.labels.iter().any(|l| l.1.contains("gc_pause")), "the line on top names those under it");
    let Plot::Lines(series) = &fig.plot else { panic!("lines over a numeric key") };
    assert!(series.iter().flat_map(|s| &s.points).all(|p| p.1 >= 0.0), "a -1 drawn as a time");
}

/// Issue 35: a path that never ends or is no file is refused at once in one line, and the
/// same key set twice names both settings instead of letting the last one win.
#[test]
fn endless_files_and_twice_set_keys_are_one_line() {
    let err = refused(&jobsim(&["run", "/dev/zero"]));
    assert!(err.contains("not a regular file"), "{err}");
    let err = refused(&jobsim(&["merge", "/dev/zero"]));
    assert!(err.contains("not a regular file"), "{err}");
    let dir = other_dir("big");
    let big = dir.join("big.toml");
    std::fs::write(&big, "#".repeat(2 << 20)).unwrap();
    let err = refused(&jobsim(&["run", big.to_str().unwrap()]));
    assert!(err.contains("longer than 1048576 bytes"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
    let err = refused(&jobsim(&["run", "001-chunk-size", "--set", "total=1000", "--set", "total=2000"]));
    assert!(err.contains("`--set total=1000` and `--set total=2000` both set `total`"), "{err}");
}

/// Issue 35: a queue that never settles says so instead of a steady-state figure, and
/// "agrees with Erlang C" needs the batch means' interval to hold the theory's value.
#[test]
fn unsettled_and_growing_queues_say_what_they_are() {
    use jobsim::report::lang::Lang;
    // 30 % of attempts fail and come back: with retries the pool is overloaded.
    let s = crate::load("005-retries.toml", &["fail_probability=0.3"]);
    let r = jobsim::run(&s, &Default::default()).unwrap();
    assert!(r.text.contains("10 işçi, üstel, anında: kuyruk oturmuyor, büyüyor."), "{}", r.text);
    assert!(!r.text.contains("yeniden denemesiz: kuyruk"), "no retries, no growth: {}", r.text);
    // ρ = 0.99: the warm-up is shorter than the relaxation time; no agreement is claimed.
    let s = crate::load("005-worker-pool.toml", &["arrival_rate_per_s=9.9"]);
    for (edition, unsettled, agrees) in
        [(Lang::Tr, "kuyruk henüz oturmadı", "yakın"), (Lang::En, "the queue has not settled yet", "close")]
    {
        let r = jobsim::run(&s, &jobsim::RunOptions { lang: edition, ..Default::default() }).unwrap();
        assert!(r.text.contains(unsettled), "{}", r.text);
        let tail = r.figures.iter().find(|f| f.name == "tail").unwrap();
        assert!(!tail.title.contains(agrees), "{}", tail.title);
    }
    // The lesson's pool (ρ = 0.8) is steady and agrees, over the 20 batches' interval: the
    // title states the setup and the takeaway, then that Erlang C is close.
    let s = crate::load("005-worker-pool.toml", &[]);
    let r = jobsim::run(&s, &Default::default()).unwrap();
    let tail = r.figures.iter().find(|f| f.name == "tail").unwrap();
    assert!(tail.title.starts_with("10 işçi, saniyede 8 ileti, hizmet 1 s: iletilerin yüzde 40"), "{}", tail.title);
    assert!(tail.title.contains("Erlang C de yakın"), "{}", tail.title);
    assert!(!r.text.contains("oturm"), "{}", r.text);
}

/// Issue 35: `describe` marks a value that is not the model's default (`*`) and one a
/// `--set` changed from the scenario file (`(--set)`); a duration with units compares as
/// its milliseconds.
#[test]
fn describe_marks_values_off_the_defaults() {
    let out = ok(&jobsim(&["describe", "004-jitter-wave", "--set", "consumers=500", "--set", "cap_ms=30s"]));
    let line = |name: &str| out.lines().find(|l| l.starts_with(&format!("{name} "))).unwrap().to_string();
    assert!(line("consumers").contains("500 * (--set)"), "{out}");
    assert!(!line("cap_ms").contains('*') && !line("attempts").contains('*'), "{out}");
    assert!(out.contains("* differs from the model's default"), "{out}");
    let out = ok(&jobsim(&["describe", "005-worker-pool"]));
    assert!(!out.contains(" *") && !out.contains("(--set)"), "{out}");
}

/// Issue 35: for every seeded scenario whose table has configuration columns (list
/// parameters expanded into rows, text columns such as `schedule`), `--columns` with one
/// measure still keeps them, so `--stats` over two seeds gives n = 2 in every row.
#[test]
fn columns_and_stats_pool_only_seeds_in_every_seeded_scenario() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    let files = jobsim::scenario::list(&root().join("scenarios")).unwrap();
    let mut checked = 0;
    for f in files {
        let name = jobsim::scenario::display_name(&f);
        let text = std::fs::read_to_string(&f).unwrap();
        let s = jobsim::models::parse(&name, &text, &[]).unwrap();
        let Some(seed) = s.seed else { continue };
        // Heavy scenarios keep their shape with less work.
        let base: Vec<&str> = match s.model {
            "occ-contention" => vec!["trials=2"],
            "worker-pool" => vec!["messages=4000", "warmup_messages=400"],
            _ => Vec::new(),
        };
        let overrides: Vec<jobsim::scenario::Override> =
            base.iter().map(|o| jobsim::scenario::Override::parse(o).unwrap()).collect();
        let seeds = format!("seed={seed},{}", seed + 1);
        let vary = jobsim::sweep::Vary::parse(&seeds).unwrap();
        let table = jobsim::sweep::run(&name, &text, &overrides, &[vary], &|| {}, w).unwrap();
        let config: Vec<usize> = (1..table.columns.len()).filter(|&i| jobsim::stats::configures(&table, i)).collect();
        let Some(measure) = (1..table.columns.len()).find(|&i| !jobsim::stats::configures(&table, i)) else {
            continue;
        };
        if config.is_empty() {
            continue;
        }
        let mut args = vec!["sweep", f.to_str().unwrap(), "--vary", &seeds, "--stats"];
        for b in &base {
            args.extend(["--set", b]);
        }
        args.extend(["--columns", &table.columns[measure]]);
        let out = ok(&jobsim(&args));
        let mut csv = csv::Reader::from_reader(out.as_bytes());
        let header = csv.headers().unwrap().clone();
        for &c in &config {
            assert!(header.iter().any(|h| h == table.columns[c]), "{name}: `{}` dropped: {out}", table.columns[c]);
        }
        let n = header.iter().position(|c| c == "n").unwrap();
        assert!(csv.records().all(|r| &r.unwrap()[n] == "2"), "{name}: a group pools configurations: {out}");
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} seeded scenarios with configuration columns");
}

/// The same for every scenario without a seed: an integer parameter varied over two
/// values is the `--over` key; `--columns` with one measure keeps every configuration
/// column, and `--stats` never holds a value of the over key twice in a group (n ≤ 2).
#[test]
fn columns_and_stats_pool_only_the_over_key_in_every_unseeded_scenario() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    use jobsim::scenario::Kind;
    let files = jobsim::scenario::list(&root().join("scenarios")).unwrap();
    let (mut checked, mut skipped) = (0, Vec::new());
    for f in files {
        let name = jobsim::scenario::display_name(&f);
        let text = std::fs::read_to_string(&f).unwrap();
        let s = jobsim::models::parse(&name, &text, &[]).unwrap();
        if s.seed.is_some() || s.lesson == "anchor" {
            continue;
        }
        let entry = jobsim::models::find(s.model).unwrap();
        let Some((p, v, max)) = entry.params().iter().find_map(|p| match p.kind {
            Kind::Int { max, .. } => {
                let v = s.raw_params.get(p.name).cloned().or_else(|| p.default_value())?.as_integer()?;
                Some((p, v, max))
            }
            _ => None,
        }) else {
            continue;
        };
        let other = if v < max { v + 1 } else { v - 1 };
        let key = format!("{}={v},{other}", p.name);
        let Ok(table) = jobsim::sweep::run(&name, &text, &[], &[jobsim::sweep::Vary::parse(&key).unwrap()], &|| {}, w)
        else {
            skipped.push(name);
            continue;
        };
        let config: Vec<usize> = (1..table.columns.len()).filter(|&i| jobsim::stats::configures(&table, i)).collect();
        let Some(measure) = (1..table.columns.len()).find(|&i| !jobsim::stats::configures(&table, i)) else {
            continue;
        };
        let args = [
            "sweep",
            f.to_str().unwrap(),
            "--vary",
            &key,
            "--over",
            p.name,
            "--stats",
            "--columns",
            &table.columns[measure],
        ];
        let out = ok(&jobsim(&args));
        let mut csv = csv::Reader::from_reader(out.as_bytes());
        let header = csv.headers().unwrap().clone();
        for &c in &config {
            assert!(header.iter().any(|h| h == table.columns[c]), "{name}: `{}` dropped: {out}", table.columns[c]);
        }
        let n = header.iter().position(|c| c == "n").unwrap();
        assert!(
            csv.records().all(|r| r.unwrap()[n].parse::<u32>().is_ok_and(|n| n <= 2)),
            "{name}: a group pools configurations: {out}"
        );
        checked += 1;
    }
    assert!(checked >= 15, "checked {checked}; could not vary {skipped:?}");
}
