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
