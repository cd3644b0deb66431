//! overlap-sources' checker and coincidences.

use super::super::claims::{Claims, Run, cell, num};
use super::super::facts;
use super::rows_of;

/// The deploy and long-run charts, from their facts: each deploy group's sends and skips,
/// how many times each source sends with and without the lease lock, the long run's groups
/// (the unlocked peak, the locked runs and skips), whether unlocked runs overlap and how
/// many ticks the lock skips, re-derived from the `sources` table.
pub fn overlap_sources(r: &Run, c: &mut Claims) {
    let t = r.table("sources");
    let row = |source: &str, mode: &str| {
        rows_of(t, "source", source).into_iter().find(|x| cell(t, x, "mode").to_csv() == mode).map(|x| x.as_slice())
    };
    let n = |source: &str, mode: &str, column: &str| num(cell(t, row(source, mode).unwrap(), column)).unwrap();
    if let Some(f) = r.figure("deploy") {
        let mut groups = 0;
        for source in ["instances", "redeploy"] {
            for mode in ["unlocked", "locked"] {
                if row(source, mode).is_some() {
                    facts::expect(f, "ovs-outcome")
                        .num("runs", n(source, mode, "runs"))
                        .num("skipped", n(source, mode, "skipped"))
                        .holds_nth(groups, c);
                    groups += 1;
                }
            }
        }
        let said = facts::every(f).into_iter().filter(|x| x.statement == "ovs-outcome").count();
        c.hold(said == groups, &f.title, format!("{said} deploy groups, the tables {groups}"));
        let locked: Vec<f64> = ["instances", "redeploy"]
            .into_iter()
            .filter(|s| row(s, "locked").is_some())
            .map(|s| n(s, "locked", "runs"))
            .collect();
        let text: Vec<String> = locked.iter().map(|x| x.to_string()).collect();
        facts::expect(f, "ovs-deploy-title")
            .num("instances", n("instances", "unlocked", "instances"))
            .num("free", n("instances", "unlocked", "runs"))
            .num("redeploy", n("redeploy", "unlocked", "runs"))
            .is("locked_one", if locked.iter().all(|&k| k == 1.0) { "yes" } else { "no" })
            .text("locked", text.join(" / "))
            .holds(c);
        // "both fire": the old instance as well as the new one sends unlocked.
        let both = n("redeploy", "unlocked", "runs") == 2.0;
        facts::expect(f, "ovs-deploy-caption").is("both", if both { "yes" } else { "no" }).holds(c);
    }
    if let Some(f) = r.figure("long_run") {
        let peak = n("long_run", "unlocked", "peak_concurrent_runs");
        let overlap = if peak > 1.0 { "yes" } else { "no" };
        let (runs, skipped) = (n("long_run", "locked", "runs"), n("long_run", "locked", "skipped"));
        facts::expect(f, "ovs-peak-group").num("peak", peak).holds(c);
        facts::expect(f, "ovs-locked-group").num("runs", runs).num("skipped", skipped).holds(c);
        facts::expect(f, "ovs-long-title").is("overlap", overlap).num("peak", peak).num("skipped", skipped).holds(c);
        facts::expect(f, "ovs-long-caption").is("overlap", overlap).num("runs", runs).holds(c);
    }
}

/// Where the sentences might break: the new instance up as the timers fire, the old one
/// stopped as they fire, a run as long as the period, the lease as long as the run, one
/// instance more than the lanes shown.
pub fn overlap_sources_coincide(r: &Run) -> Vec<Vec<String>> {
    let (fire, period, long) = (r.int("fire_at_ms"), r.int("period_ms"), r.int("long_run_ms"));
    vec![
        vec![format!("new_up_ms={fire}")],
        vec![format!("old_down_ms={fire}")],
        vec![format!("long_run_ms={period}")],
        vec![format!("lease_ms={long}")],
        vec!["instances=9".into()],
    ]
}
