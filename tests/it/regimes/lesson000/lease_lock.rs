//! lease-lock's checker and coincidences.

use super::super::claims::{Claims, Run, at, col, nums};
use super::super::facts;

/// The timeline's groups (each mode's runs, skips and peak), its title (the race, the lease
/// lock's runs and skips, or every mode's runs) and the race's title (whether every process
/// read the lease as free first, and how many), from their facts, re-derived from the
/// `modes` table; and what both captions say of the locks (one run in every mode for one
/// process; else the lease lock runs one and skips the rest, and every process runs
/// without atomicity).
pub fn lease_lock(r: &Run, c: &mut Claims) {
    let t = r.table("modes");
    let f = r.figure("timeline").unwrap();
    let mode = |m: &str, column: &str| at(t, "mode", m, column);
    let modes: Vec<String> = col(t, "mode").iter().map(|x| x.to_csv()).collect();
    let groups = facts::every(f).into_iter().filter(|x| x.statement == "lease-lock-summary").count();
    c.hold(groups == modes.len(), &f.title, format!("{groups} groups on the timeline, {} modes", modes.len()));
    for (i, m) in modes.iter().enumerate() {
        let n = |column: &str| mode(m, column).unwrap();
        facts::expect(f, "lease-lock-summary")
            .num("runs_n", n("runs"))
            .num("skipped", n("skipped"))
            .num("peak", n("peak_concurrent_runs"))
            .holds_nth(i, c);
    }
    match (mode("non_atomic", "peak_concurrent_runs"), mode("locked", "runs")) {
        (Some(peak), Some(runs)) if peak > 1.0 => {
            // The lesson's result leads where the unlocked run's peak drops with the lease lock.
            let to = mode("locked", "peak_concurrent_runs").unwrap();
            let from = mode("unlocked", "peak_concurrent_runs").filter(|&from| from > to);
            facts::expect(f, "lease-lock-title-race")
                .is("lead", if from.is_some() { "yes" } else { "no" })
                .num("from", from.unwrap_or(0.0))
                .num("to", to)
                .num("racy", mode("non_atomic", "runs").unwrap())
                .num("runs_n", runs)
                .holds(c);
        }
        (_, Some(runs)) => {
            let skipped = mode("locked", "skipped").unwrap();
            facts::expect(f, "lease-lock-title-locked").num("runs_n", runs).num("skipped", skipped).holds(c);
        }
        _ => facts::expect(f, "lease-lock-title").num("runs_n", nums(t, "runs").iter().sum()).holds(c),
    }
    locks(r, &f.caption, c);
    if let Some(f) = r.figure("race") {
        // Every process read the lease as free before any write landed: as many ran.
        let racy = mode("non_atomic", "runs").unwrap();
        let raced = mode("non_atomic", "peak_concurrent_runs").unwrap() > 1.0 && racy > 1.0;
        facts::expect(f, "lease-lock-race-title")
            .is("raced", if raced { "yes" } else { "no" })
            .num("read_first", racy)
            .holds(c);
        locks(r, &f.caption, c);
    }
}

/// What a caption says of the locks from the processes alone: one process has one run in
/// every mode; more, and the lease lock runs one and skips the others, while every process
/// reads the non-atomic lock's lease as free and runs.
fn locks(r: &Run, caption: &str, c: &mut Claims) {
    let t = r.table("modes");
    let mode = |m: &str, column: &str| at(t, "mode", m, column);
    let processes = r.int("processes") as f64;
    if processes == 1.0 {
        c.hold(nums(t, "runs").iter().all(|&n| n == 1.0), caption, "one run in every mode");
        return;
    }
    if let (Some(runs), Some(skipped)) = (mode("locked", "runs"), mode("locked", "skipped")) {
        c.hold(runs == 1.0 && skipped == processes - 1.0, caption, "the lease lock runs one process, skips the others");
    }
    if let Some(runs) = mode("non_atomic", "runs") {
        c.hold(runs == processes, caption, "every process reads the non-atomic lock's lease as free");
    }
}

/// Where the sentences might break: the lease ending as the run does, or as the acquire
/// lands; a run as short as a store operation; one process more than the lanes shown; the
/// race without the unlocked run to lead with.
pub fn lease_lock_coincide(r: &Run) -> Vec<Vec<String>> {
    let (run, op) = (r.int("run_ms"), r.int("store_op_ms"));
    vec![
        vec![format!("lease_ms={run}")],
        vec![format!("lease_ms={}", op.max(1))],
        vec![format!("run_ms={}", op.max(1))],
        vec!["processes=9".into()],
        vec!["modes=[\"locked\",\"non_atomic\"]".into()],
    ]
}
