//! The regimes each scenario is run in: its defaults and parameter sets that cross the
//! boundaries its titles speak of. Every file of `scenarios/` has a row (a test holds
//! the table to the directory).

/// One scenario's runs: `small` is applied to every run (sizes cut down so the dev
/// profile runs it in moments; empty where the defaults are small), then each set in turn;
/// the first run is `small` alone, the scenario's defaults.
pub struct Row {
    pub file: &'static str,
    pub small: &'static [&'static str],
    pub sets: &'static [&'static [&'static str]],
}

const fn row(file: &'static str, small: &'static [&'static str], sets: &'static [&'static [&'static str]]) -> Row {
    Row { file, small, sets }
}

pub const ROWS: &[Row] = &[
    // Lesson 000.
    row(
        "000-lease-faults.toml",
        &[],
        &[
            &["pause_ms=2000"],
            &["pause_ms=5000"],
            &["pause_ms=5001", "clock_skew_ms=500"],
            &["crash_at_ms=2900", "clock_skew_ms=6000"],
            &["run_ms=8000"],
        ],
    ),
    row("000-lease-lock.toml", &[], &[&["processes=1"], &["processes=5"], &["run_ms=10000"], &["modes=[\"locked\"]"]]),
    row(
        "000-missed-run-policies.toml",
        &[],
        &[&["outage_ms=60000"], &["outage_ms=16m"], &["outage_ms=1d", "cap_intervals=1"], &["policies=[\"none\"]"]],
    ),
    row(
        "000-missed-runs.toml",
        &[],
        &[
            &["outage_ms=60000"],
            &["outage_ms=16m"],
            &["cap_intervals=1", "alert_after_missed=1"],
            &["policies=[\"capped\"]"],
        ],
    ),
    row("000-month-end.toml", &[], &[&["day=28"], &["day=30"], &["day=29", "months=2"], &["policies=[\"clamp\"]"]]),
    row(
        "000-overlap-policies.toml",
        &[],
        &[
            &["run_ms_max=1800000"],
            &["run_ms_min=3600000", "run_ms_max=3600000"],
            &["ticks=2"],
            &["policies=[\"skip\"]"],
            &["run_ms_min=5h", "run_ms_max=6h"],
        ],
    ),
    row(
        "000-overlap-sources.toml",
        &[],
        &[&["instances=1"], &["long_run_ms=1800000"], &["lease_ms=3600000"], &["instances=5"]],
    ),
    row(
        "000-rate-vs-delay-overlap.toml",
        &[],
        &[&["run_ms=3600000"], &["run_ms=60000"], &["days=1"], &["modes=[\"fixed_rate\"]"]],
    ),
    row("000-rate-vs-delay.toml", &[], &[&["run_ms=3600000"], &["run_ms=1"], &["days=1", "run_ms=7200000"]]),
    row(
        "000-recurrence-cron.toml",
        &[],
        &[&["count=1"], &["start=\"2026-02-27T00:00:00Z\""], &["month_end=\"clamp\""]],
    ),
    row(
        "000-recurrence.toml",
        &[],
        &[&["month_end=\"skip\""], &["month_end=\"clamp\""], &["count=1"], &["start=\"2026-03-01T00:00:00Z\""]],
    ),
    row(
        "000-time-zones.toml",
        &[],
        &[&["zones=[\"Asia/Tokyo\"]"], &["hour=12"], &["zones=[\"Europe/Istanbul\"]"], &["strategies=[\"naive\"]"]],
    ),
    // Lesson 001.
    row(
        "001-cancel-sources-big-chunk.toml",
        &[],
        &[&["chunk=3000"], &["chunk=30000"], &["drain_ms=20000"], &["sources=[\"shutdown\"]"]],
    ),
    row(
        "001-cancel-sources.toml",
        &[],
        &[
            &["chunk=30000"],
            &["chunk=7000"],
            &["sources=[\"user\"]"],
            &["all_row=false"],
            &["sources=[\"user\"]", "cancel_at_ms=40000"],
        ],
    ),
    row("001-chunk-size.toml", &[], &[&["chunk=[7000]"], &["total=1000"], &["chunk=[100,30000]"], &["write_ms=5"]]),
    row(
        "001-long-job.toml",
        &[],
        &[&["chunk=7000"], &["runs=1"], &["cancel_at_percent=1"], &["cancel_at_percent=100"]],
    ),
    row("001-unit-of-work.toml", &[], &[&["chunk=7000"], &["chunk=30000"], &["variants=[\"together\"]"]]),
    row("001-write-order.toml", &[], &[&["chunk=7000"], &["chunk=30000"], &["variants=[\"report_then_state\"]"]]),
    row(
        "001-yielding.toml",
        &[],
        &[&["chunk=[100]"], &["probe_timeout_ms=100000"], &["chunk=[7000]", "never_yield_row=false"], &["total=1000"]],
    ),
    // Lesson 004.
    row(
        "004-backoff-schedules.toml",
        &[],
        &[
            &["cap_ms=500"],
            &["rows=3"],
            &["budget_ms=1000"],
            &["schedules=[\"fixed\"]"],
            &["guard_attempts=10"],
            &["guard_attempts=5", "schedules=[\"fixed\",\"exponential\"]"],
            &["budget_ms=0", "cap_ms=1000000"],
        ],
    ),
    row(
        "004-breaker-variants.toml",
        &[],
        &[&["outage_until_ms=10400"], &["messages=100"], &["breakers=[\"polly\"]"], &["max_receives=100"]],
    ),
    row(
        "004-circuit-breaker.toml",
        &[],
        &[&["outage_until_ms=10400"], &["failure_threshold=1000"], &["max_receives=100"], &["breakers=[\"on\"]"]],
    ),
    row(
        "004-frameworks.toml",
        &[],
        &[&["systems=[\"sidekiq\"]"], &["budget_ms=1000"], &["rows=3"], &["systems=[\"temporal\", \"gcs\"]"]],
    ),
    row(
        "004-jitter-wave-chacha.toml",
        &[],
        &[
            &["consumers=10"],
            &["schedules=[\"none\"]"],
            &["attempts=1"],
            &["consumers=50", "schedules=[\"full\", \"decorrelated\"]"],
        ],
    ),
    row(
        "004-jitter-wave-equal.toml",
        &[],
        &[&["consumers=1"], &["schedules=[\"equal\"]"], &["attempts=1"], &["bucket_ms=10000"]],
    ),
    row(
        "004-jitter-wave-frameworks.toml",
        &[],
        &[&["consumers=50"], &["schedules=[\"full\"]"], &["schedules=[\"temporal\"]"], &["attempts=1"]],
    ),
    row(
        "004-jitter-wave.toml",
        &[],
        &[&["consumers=1"], &["schedules=[\"none\"]"], &["schedules=[\"full\"]"], &["bucket_ms=10000"]],
    ),
    row(
        "004-occ-contention-frameworks.toml",
        &["trials=2", "clients=[10, 40]"],
        &[&["clients=[2]"], &["schedules=[\"none\", \"sidekiq\"]"], &["schedules=[\"celery\"]"]],
    ),
    row(
        "004-occ-contention.toml",
        &["trials=3", "clients=[10, 40]"],
        &[&["clients=[2]"], &["schedules=[\"none\", \"full\"]"], &["schedules=[\"exponential\"]"]],
    ),
    row(
        "004-outage-frameworks.toml",
        &[],
        &[
            &["outage_until_ms=10400"],
            &["backoffs=[\"capped\"]"],
            &["backoffs=[\"aws-standard\"]", "messages=100"],
            &["max_receives=2"],
        ],
    ),
    row(
        "004-poison-counter.toml",
        &[],
        &[&["killers=[]"], &["killers=[1, 2]"], &["threshold=1"], &["max_starts=1"], &["positions=[\"on_delivery\"]"]],
    ),
    row(
        "004-retry-budget-frameworks.toml",
        &[],
        &[&["threshold=1"], &["time_budget_ms=1000"], &["schedules=[\"capped\"]"], &["threshold=30"]],
    ),
    row(
        "004-retry-budget.toml",
        &[],
        &[
            &["threshold=1"],
            &["time_budget_ms=1000"],
            &["schedules=[\"immediate\"]"],
            &["threshold=30", "time_budget_ms=10d"],
        ],
    ),
    row(
        "004-retry-budgets.toml",
        &[],
        &[
            &["outage_until_ms=10400"],
            &["budgets=[\"none\"]"],
            &["outage_fails_with=\"timeout\""],
            &["max_receives=100"],
        ],
    ),
    row(
        "004-validation.toml",
        &[],
        &[&["killers=[]"], &["killers=[1, 2, 3, 4, 5]"], &["validate=[true]"], &["threshold=1"]],
    ),
    row(
        "004-visibility-backoff-sidekiq.toml",
        &[],
        &[&["outage_ms=1000"], &["visibility_timeout_ms=10m"], &["placements=[\"hold\"]"], &["messages=1"]],
    ),
    row(
        "004-visibility-backoff.toml",
        &[],
        &[
            &["outage_ms=100"],
            &["visibility_timeout_ms=100000"],
            &["messages=1", "consumers=1"],
            &["placements=[\"requeue\"]"],
        ],
    ),
    // Lesson 005.
    row(
        "005-burst.toml",
        &["messages=1000"],
        &[&["workers=[10]"], &["workers=[1, 2]", "messages=200"], &["messages=100", "workers=[200]"]],
    ),
    row(
        "005-how-many-workers.toml",
        &["messages=4000", "warmup_messages=400"],
        &[&["workers=[7, 8]"], &["workers=[20]"], &["workers=[9, 30]"]],
    ),
    row(
        "005-overload.toml",
        &["messages=3000"],
        &[&["workers=[12]", "messages=6000"], &["workers=[11]"], &["workers=[20]"], &["workers=[10, 12, 14]"]],
    ),
    row(
        "005-retries.toml",
        &["messages=3000", "warmup_messages=300"],
        &[
            &["fail_probability=0"],
            &["retries=[\"none\", \"sidekiq\"]", "fail_probability=0.5"],
            &["retries=[\"immediate\"]"],
        ],
    ),
    row(
        "005-variability.toml",
        &["messages=5000", "warmup_messages=500"],
        &[&["service_cv=0.5"], &["services=[\"exponential\"]"], &["workers=[8]"]],
    ),
    row(
        "005-worker-crashes.toml",
        &["messages=5000", "warmup_messages=500"],
        &[&["crash_every_ms=1h"], &["restart_ms=1"], &["workers=[20]"]],
    ),
    row(
        "005-worker-pool.toml",
        &["messages=5000", "warmup_messages=500"],
        &[&["workers=[8]"], &["services=[\"lognormal\"]"], &["arrivals=\"deterministic\""]],
    ),
    // Performance anchors.
    row(
        "anchor-queue-drain.toml",
        &["messages=1000"],
        &[&["poison_mod=1000000"], &["poison_mod=1", "messages=100"], &["consumers=1", "messages=100"]],
    ),
    row(
        "anchor-retry-storm.toml",
        &[],
        &[&["consumers=10"], &["cap_per_bucket=100000"], &["attempts=1"], &["consumers=100"]],
    ),
];
