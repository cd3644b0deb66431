//! Titles true off the defaults (issue 18): each claim a title makes is checked against
//! the parameters and the outcome on both sides of its regime's boundary.

use crate::load;

fn titles(name: &str, sets: &[&str]) -> Vec<String> {
    let r = jobsim::run(&load(name, sets), &Default::default()).unwrap();
    r.figures.iter().map(|f| f.title.clone()).collect()
}

#[test]
fn the_gc_pause_title_compares_the_pause_with_the_lease_in_milliseconds() {
    // lease_ms = 5000 in the scenario.
    for (pause, word) in [(4999, "kısa"), (5000, "kira kadar"), (5001, "aşıyor"), (8000, "aşıyor"), (2000, "kısa")]
    {
        let set = format!("pause_ms={pause}");
        let all = titles("000-lease-faults.toml", &[&set]);
        let t = all.iter().find(|t| t.starts_with("GC duraklaması")).unwrap();
        assert!(t.contains(word), "pause {pause}: {t}");
        for other in ["kısa", "kira kadar", "aşıyor"].iter().filter(|w| **w != word) {
            assert!(!t.contains(other), "pause {pause}: {t}");
        }
        // Two durations that differ never read the same.
        if pause != 5000 && pause % 1000 != 0 {
            assert!(t.contains(&format!("{pause} ms")), "pause {pause}: {t}");
        }
    }
}

#[test]
fn the_overload_title_says_grows_only_when_arrivals_exceed_the_capacity() {
    // 12 messages a second, 1 s each: 10 and 11 workers are overloaded, 12 exactly at
    // capacity (the queue wanders, it does not grow at a rate).
    for (workers, grows) in [(10, true), (11, true), (12, false)] {
        let set = format!("workers=[{workers}]");
        let all = titles("005-overload.toml", &[&set, "messages=6000"]);
        let queue = all.iter().find(|t| t.contains("kuyruk")).unwrap_or_else(|| panic!("{workers}: {all:?}"));
        assert_eq!(queue.contains("doğrusal büyüyor"), grows, "{workers} workers: {queue}");
        let wait = all.iter().find(|t| t.contains("bekleme")).unwrap();
        assert_eq!(wait.contains("doğrusal büyüyor"), grows, "{workers} workers: {wait}");
    }
}

#[test]
fn several_overloaded_pool_sizes_keep_the_queue_over_time_chart_a_line_per_size() {
    use jobsim::report::figure::Plot;
    let run = |workers: &str| {
        let set = format!("workers={workers}");
        jobsim::run(&load("005-overload.toml", &[&set, "messages=3000"]), &Default::default()).unwrap().figures
    };
    let names = |f: &[jobsim::report::Figure]| f.iter().map(|f| f.name.clone()).collect::<Vec<_>>();
    let one = run("[10]");
    let three = run("[10, 12, 14]");
    assert_eq!(names(&one), ["queue", "wait"]);
    assert_eq!(names(&three), ["queue", "wait"], "the same charts as with one size, no wait-vs-workers chart");
    for f in &three {
        let Plot::Lines(series) = &f.plot else { panic!("{}: three sizes fit one legend", f.name) };
        let labels: Vec<&str> = series.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(labels, ["10 işçi", "12 işçi", "14 işçi"], "{}", f.name);
    }
    // Beyond a legend's reach: one panel per size, none dropped.
    let six = run("[10, 11, 12, 13, 14, 15]");
    assert_eq!(names(&six), ["queue", "wait"]);
    for f in &six {
        let Plot::Panels(panels) = &f.plot else { panic!("{}: six sizes are small multiples", f.name) };
        assert_eq!(panels.len(), 6, "{}", f.name);
    }
    // A list whose smallest pool keeps up is the wait against the pool size, as before.
    assert_eq!(names(&run("[14, 16]")), ["workers"]);
}
