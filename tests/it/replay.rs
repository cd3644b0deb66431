//! The lab's event replay through the network (issue 21): the end state of every replay
//! equals the run's outcome (the lab's JSON of the same run), and the lessons' sequences
//! show in it (the poison counter's 12 deaths, the GC pause's two holders).

use serde_json::Value;

use crate::lab::Lab;

impl Lab {
    fn json(&self, target: &str) -> Value {
        let (status, body) = self.get(target);
        assert_eq!(status, 200, "{target}: {body}");
        serde_json::from_str(&body).unwrap()
    }

    /// The replay's state at the end of sub-run `scope`.
    fn end(&self, path: &str, query: &str, scope: &str) -> Value {
        let r = self.json(&format!("/replay{path}?{query}&scope={}&from=999999999&n=0", scope.replace('+', "%2B")));
        r["states"][0][scope].clone()
    }
}

fn n(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| v.as_array().map(|a| a.len() as u64).unwrap_or(0))
}

/// For every row of the run's table `table`: the replay of the sub-run the row names
/// ends with the row's numbers (`(column, state key)` pairs; a list counts its items).
fn check(lab: &Lab, path: &str, query: &str, table: &str, scope_of: &dyn Fn(&Value) -> String, same: &[(&str, &str)]) {
    let run = lab.json(&format!("/json{path}?{query}"));
    let rows = run["tables"][table].as_array().unwrap_or_else(|| panic!("{path}: no table {table}"));
    assert!(!rows.is_empty());
    for row in rows {
        let scope = scope_of(row);
        let state = lab.end(path, query, &scope);
        for (column, key) in same {
            assert_eq!(n(&row[*column]), n(&state[*key]), "{path} {scope}: {column} vs replay {key}: {state}");
        }
    }
}

fn field(name: &'static str) -> impl Fn(&Value) -> String {
    move |row| row[name].as_str().unwrap_or_default().to_string()
}

#[test]
fn every_replay_ends_with_the_runs_outcome() {
    let lab = Lab::start("replay");
    let queue = [
        ("starts", "starts"),
        ("crashes", "crashes"),
        ("processed", "processed"),
        ("dead_lettered", "dead_letters"),
        ("remaining", "stuck"),
    ];
    check(&lab, "/004/poison-counter", "", "positions", &field("counter_position"), &queue);
    let validated = |row: &Value| {
        let plus = if row["validated"].as_bool() == Some(true) { "+validate" } else { "" };
        format!("{}{plus}", row["counter_position"].as_str().unwrap_or_default())
    };
    check(&lab, "/004/validation", "", "positions", &validated, &queue);
    let placements = [("completions", "processed"), ("dead_lettered", "dead_letters")];
    check(&lab, "/004/visibility-backoff", "", "placements", &field("placement"), &placements);
    let lease = [("runs", "runs"), ("skipped", "skipped"), ("peak_concurrent_runs", "running_max")];
    check(&lab, "/000/lease-lock", "", "modes", &field("mode"), &lease);
    let source_mode =
        |row: &Value| format!("{}:{}", row["source"].as_str().unwrap_or(""), row["mode"].as_str().unwrap_or(""));
    check(&lab, "/000/overlap-sources", "", "sources", &source_mode, &lease);
    let faults = [
        ("runs", "runs"),
        ("skipped", "skipped"),
        ("peak_concurrent_runs", "running_max"),
        ("stale_writes_accepted", "stale_writes_accepted"),
        ("stale_writes_rejected", "stale_writes_rejected"),
    ];
    check(&lab, "/000/lease-faults", "", "cases", &field("case"), &faults);
    let breaker = [
        ("failed_calls", "failed_calls"),
        ("acked", "processed"),
        ("dead_lettered", "dead_letters"),
        ("times_opened", "opened"),
    ];
    check(&lab, "/004/circuit-breaker", "", "breakers", &field("breaker"), &breaker);
    check(
        &lab,
        "/004/jitter-wave",
        "consumers=20",
        "waves",
        &field("schedule"),
        &[("total_requests", "retries_scheduled")],
    );
    let pool = |row: &Value| format!("c{}/{}", row["workers"], row["service"].as_str().unwrap_or(""));
    check(
        &lab,
        "/005/worker-pool",
        "messages=200&warmup_messages=20",
        "runs",
        &pool,
        &[("queue_max", "queue_length_max")],
    );
    assert_eq!(lab.end("/005/worker-pool", "", "c10/exponential")["finished"], 200, "the replay's small size");
    // The chunked job: its runs, how many were cancelled, and the records at the end.
    let run = lab.json("/json/001/long-job");
    let runs = run["tables"]["runs"].as_array().unwrap();
    let state = lab.end("/001/long-job", "", "");
    assert_eq!(n(&state["runs"]), runs.len() as u64);
    assert_eq!(n(&state["cancelled"]), runs.iter().filter(|r| r["outcome"] == "cancelled").count() as u64);
    assert_eq!(state["processed"], runs.last().unwrap()["processed_records"]);
    let run = lab.json("/json/001/cancel-sources");
    for row in run["tables"]["sources"].as_array().unwrap() {
        let scope = field("source")(row);
        let state = lab.end("/001/cancel-sources", "", &scope);
        assert_eq!(n(&state["cancelled"]) > 0, row["ended"] == "cancelled", "{scope}: {state}");
    }
}

#[test]
fn the_poison_counter_and_the_gc_pause_replay_as_the_lesson_tells() {
    let lab = Lab::start("replay");
    let all = lab.json("/replay/004/poison-counter?scope=on_catch&n=200");
    let rows = all["rows"].as_array().unwrap();
    let count = |event: &str| rows.iter().filter(|r| r["event"] == event).count();
    assert_eq!((count("ConsumerStarted"), count("ConsumerCrashed")), (12, 12));
    let end = &all["states"].as_array().unwrap().last().unwrap()["on_catch"];
    assert_eq!((n(&end["crashes"]), n(&end["stuck"]), n(&end["receives"]["3"])), (12, 3, 12), "{end}");
    // Mid-way the consumer holds message 3, received again after each death.
    let mid = lab.json("/replay/004/poison-counter?scope=on_catch&t=3250&n=0");
    assert_eq!(mid["states"][0]["on_catch"]["holding"]["consumer"]["id"], 3);
    assert!(mid["states"][0]["on_catch"]["stuck"].is_null(), "not stuck before the start limit");
    // During the GC pause A still believes it holds the lease while B holds it.
    let pause = lab.json("/replay/000/lease-faults?scope=gc_pause&t=7000&n=0");
    let s = &pause["states"][0]["gc_pause"];
    assert_eq!(s["believe_they_hold"], serde_json::json!(["A", "B"]), "{s}");
    assert_eq!((s["holder"].as_str(), n(&s["token"])), (Some("B"), 2));
    let fenced = lab.end("/000/lease-faults", "", "gc_pause_fenced");
    assert_eq!(fenced["stale_writes_rejected"], serde_json::json!(["A"]));
    assert_eq!(n(&fenced["stale_writes_accepted"]), 0);
}

#[test]
fn the_replay_is_paged_and_refuses_bad_paging() {
    let lab = Lab::start("replay");
    let r = lab.json("/replay/004/circuit-breaker?from=100&n=50");
    assert_eq!((r["rows"].as_array().unwrap().len(), r["states"].as_array().unwrap().len()), (50, 51));
    assert_eq!(r["rows"][0]["i"], 100);
    assert!(n(&r["total"]) > 2000 && n(&r["time_ms_max"]) > n(&r["time_ms_min"]));
    let generic = lab.json("/replay/001/chunk-size?n=5");
    assert!(generic["states"].is_null() && generic["rows"].as_array().unwrap().len() == 5, "no reducer: rows only");
    for q in ["n=201", "from=-1", "t=abc", "scope=nope", "chunk=0"] {
        let (status, body) = lab.get(&format!("/replay/001/chunk-size?{q}"));
        assert_eq!(status, 400, "{q}: {body}");
        assert!(body.contains("\"error\""), "{q}: {body}");
    }
    assert_eq!(lab.get("/replay/004/nope").0, 404);
    let (status, page) = lab.get("/004/poison-counter");
    assert_eq!(status, 200);
    assert!(page.contains("id=\"replay\"") && page.contains("/assets/replay.js"));
}

#[test]
fn a_twenty_seed_sweep_of_the_jitter_wave_draws_its_band() {
    let lab = Lab::start("replay");
    let q = "key=consumers&values=100..2000&steps=5&seeds=20&metric=peak_bucket_requests";
    let first = lab.json(&format!("/sweep/004/jitter-wave?{q}&index=0"));
    assert_eq!((first["configurations"].as_u64(), first["runs"].as_u64()), (Some(5), Some(100)));
    assert_eq!(first["rows"].as_array().unwrap().len(), 20 * 3, "20 seeds × 3 schedules of consumers=100");
    assert_eq!(
        first["command"],
        "jobsim sweep 004-jitter-wave --vary 'consumers=100,575,1050,1525,2000' --vary 'seed=1..20' --metric peak_bucket_requests"
    );
    let last = lab.json(&format!("/sweep/004/jitter-wave?{q}&index=4"));
    assert_eq!(last["rows"][0][0], "2000");
    let (status, svg) = lab.get(&format!("/sweep/004/jitter-wave?{q}&chart=1"));
    assert_eq!(status, 200);
    assert!(
        svg.contains("<svg") && svg.contains("20 tohum") && svg.contains("p5–p95"),
        "{}",
        &svg[..svg.len().min(400)]
    );
    for bad in [
        "key=consumers&values=1..100&steps=50&seeds=20",
        "key=nope&values=1,2",
        "key=consumers&values=9..1",
        &format!("{q}&index=5"),
    ] {
        let (status, body) = lab.get(&format!("/sweep/004/jitter-wave?{bad}"));
        assert_eq!(status, 400, "{bad}: {body}");
        assert!(body.contains("\"error\""), "{bad}: {body}");
    }
}

/// A chart drawn over the run's clock says where that clock lies on it (the replay draws
/// the scrubbed instant there); a chart over something else says nothing; the SVG inside
/// keeps the bytes of `/svg/…`.
#[test]
fn charts_over_the_runs_clock_declare_it_for_the_replay() {
    let lab = Lab::start("replay");
    let (status, page) = lab.get("/000/lease-faults");
    assert_eq!(status, 200);
    let declared: Vec<&str> =
        page.split("<figure data-figure=\"").skip(1).filter(|f| f.contains("data-x-min-ms")).collect();
    assert_eq!(declared.len(), 3, "holder, gc_pause and clock_skew are drawn over the clock");
    for f in &declared {
        let attr = |name: &str| -> f64 {
            let at = f.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
            f[at..at + f[at..].find('"').unwrap()].parse().unwrap()
        };
        let (lo, hi, x0, x1) =
            (attr("data-x-min-ms"), attr("data-x-max-ms"), attr("data-plot-x0"), attr("data-plot-x1"));
        assert!(lo <= 0.0 && (6005.0..=20_000.0).contains(&hi), "the clock's range {lo}..{hi} holds the run (6005 ms)");
        assert!(0.0 < x0 && x0 < x1 && x1 <= 960.0, "the plot {x0}..{x1} lies on the 960-unit canvas");
    }
    let (_, counter) = lab.get("/004/poison-counter");
    assert!(!counter.contains("data-x-min-ms"), "the lifetimes chart is drawn per delivery, not over the clock");
    // The inline SVG is the same bytes as the chart's own URL.
    let (_, svg) = lab.get("/svg/000/lease-faults/holder");
    assert!(page.contains(svg.trim_start_matches("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")));
}

/// Every scenario page has a replay with events at its defaults: a run too long to hold is
/// replayed in windows (the run is deterministic, so each page of it is a run that keeps
/// only that page), and the last page of the longest run ends with its last event.
#[test]
fn every_scenario_replays_at_its_defaults() {
    let w = jobsim::report::words::Words::of(jobsim::report::lang::Lang::Tr);
    let mut empty = Vec::new();
    for stem in jobsim::lab::stems() {
        let path = jobsim::lab::path_of(stem);
        let a = jobsim::lab::answer("GET", &format!("/replay{path}?n=5"), w);
        assert_eq!(a.status, 200, "{stem}: {}", String::from_utf8_lossy(&a.body));
        let v: Value = serde_json::from_slice(&a.body).unwrap();
        if v["total"].as_u64() == Some(0) {
            empty.push(stem);
        }
        assert!(v["rows"].as_array().unwrap().len() <= 5, "{stem}");
    }
    assert!(empty.is_empty(), "no events to replay at the defaults of {empty:?}");
}

/// A page whose states are large (a pool of 10,000 workers) is cut at the byte limit, not
/// answered whole (it was 18.9 MB for a request of 100 bytes); its `at` is the rows it holds.
#[test]
fn a_replay_page_of_large_states_is_cut_at_its_byte_limit() {
    let lab = Lab::start("replay");
    let (status, body) =
        lab.get("/replay/005/worker-pool?workers=10000&arrivals=burst&messages=20000&n=200&from=10000");
    assert_eq!(status, 200);
    assert!(body.len() <= 2 * jobsim::lab::replay::MAX_BYTES, "{} bytes", body.len());
    let page: Value = serde_json::from_str(&body).unwrap();
    let rows = page["rows"].as_array().unwrap().len();
    assert!((1..200).contains(&rows), "{rows} rows");
    assert_eq!(page["at"].as_u64(), Some(10_000 + rows as u64));
    assert_eq!(page["states"].as_array().unwrap().len(), rows + 1);
}
