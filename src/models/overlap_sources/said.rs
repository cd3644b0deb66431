//! What overlap-sources says: the sources' names, the lanes' groups and names, the deploy
//! and long-run charts' titles, captions and axes, each a declared statement.

use super::simulate::Source;
use crate::report::figure::Regime;

impl Regime for Source {
    const KEYS: &'static [&'static str] = &["instances", "redeploy", "long_run"];
    fn key(self) -> &'static str {
        self.name()
    }
}

crate::regime! {
    /// A redeploy's instance by its role.
    pub(crate) enum Role { Old = "old", New = "new" }
}

crate::statement! {
    /// A source's name in the table (ASCII, as the lesson's program prints).
    pub(crate) struct SourceLabel = "overlap-sources-source" { input select source: Source }
}
crate::statement! {
    /// A source's name on a chart.
    pub(crate) struct SourceChart = "overlap-sources-source-chart" { input select source: Source }
}
crate::statement! {
    /// A group's sends and skips (`3 bildirim, 2 atlandı`).
    pub(crate) struct Outcome = "ovs-outcome" { claim count runs: usize, claim count skipped: u32 }
}
crate::statement! {
    /// ` (ilk 8 örnek)`: the instances shown when more run.
    pub(crate) struct More = "ovs-more" { input count shown: usize }
}
crate::statement! {
    /// A deploy group: its source, its mode, its outcome and the instances shown.
    pub(crate) struct Group = "ovs-group" {
        say source: SourceChart,
        input text mode: &'static str,
        say outcome: Outcome,
        say more: Option<More>,
    }
}
crate::statement! {
    /// A redeploy's instance lane: its role and when it is up from or until.
    pub(crate) struct RoleLane = "ovs-role" { input select role: Role, input text at: String }
}
crate::statement! {
    /// The deploy chart's title: how many times the instances and the redeploy send
    /// unlocked, and the lease lock's sends (`locked`: each source's, `1 / 2`).
    pub(crate) struct DeployTitle = "ovs-deploy-title" {
        input text clock: String,
        claim count instances: usize,
        claim count free: usize,
        claim count redeploy: usize,
        claim select locked_one: bool,
        claim text locked: String,
    }
}
crate::statement! {
    /// The deploy chart's caption: the trigger, the redeploy's instances and whether both
    /// fire (the old one may be down by then), a store operation.
    pub(crate) struct DeployCaption = "ovs-deploy-caption" {
        input text clock: String,
        input text new_up: String,
        input text old_down: String,
        claim select both: bool,
        input ms store: u64,
    }
}
crate::statement! {
    /// The deploy chart's time axis, from the trigger.
    pub(crate) struct DeployX = "ovs-deploy-x" { input text clock: String }
}
crate::statement! {
    /// The long run's unlocked group: its peak.
    pub(crate) struct PeakGroup = "ovs-peak-group" { input text mode: &'static str, claim count peak: u32 }
}
crate::statement! {
    /// The long run's locked group: its runs and skipped triggers.
    pub(crate) struct LockedGroup = "ovs-locked-group" {
        input text mode: &'static str,
        claim count runs: usize,
        claim count skipped: u32,
    }
}
crate::statement! {
    /// The long run's title: whether unlocked runs overlap (their peak), the lock's skips.
    pub(crate) struct LongTitle = "ovs-long-title" {
        input ms run: u64,
        input ms period: u64,
        claim select overlap: bool,
        claim count peak: u32,
        claim count skipped: u32,
    }
}
crate::statement! {
    /// The long run's caption: the triggers, the run, the lease, whether unlocked runs
    /// overlap, the locked runs.
    pub(crate) struct LongCaption = "ovs-long-caption" {
        input count ticks: u32,
        input ms period: u64,
        input ms run: u64,
        input ms lease: u64,
        claim select overlap: bool,
        claim count runs: usize,
    }
}
