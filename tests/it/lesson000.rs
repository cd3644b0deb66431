//! Lesson 000 (scheduled tasks): the lesson's printed lines asserted verbatim (copied from
//! the lesson), other starts checked against what the lesson's own `zamanlama.mjs` prints
//! (run under Node.js 20 with `BASLANGIC` changed), and properties of the schedule and
//! the lease.

use jobsim::lease::LeaseTable;
use jobsim::models::kit::fleet::{self, FleetOutcome, FleetSpec, InstanceSpec, LockMode, StoreOp};
use jobsim::schedule::{DAY_MS, MonthEnd, Rule, civil_from_days, format_minute, next_run, parse_instant};
use proptest::prelude::*;

use crate::run_text;

const RECURRENCE_LESSON: &str = "\
gecikmeBildirimi  2026-02-01 06:00  2026-02-02 06:00  2026-02-03 06:00
stokOzeti         2026-02-01 00:00  2026-02-01 00:15  2026-02-01 00:30
aylikRapor        2026-02-01 02:30  2026-03-01 02:30  2026-04-01 02:30
ayinSonu          2026-03-03 02:30  2026-03-31 02:30  2026-05-01 02:30
";

const LEASE_LESSON: &str = "\
kilitsiz  kosum=2 atlanan=0 es zamanli zirve=2
kilitli   kosum=1 atlanan=1 es zamanli zirve=1
";

#[test]
fn recurrence_prints_the_lesson_lines() {
    assert_eq!(run_text("000-recurrence.toml", &[]), RECURRENCE_LESSON);
}

#[test]
fn lease_lock_prints_the_lesson_lines() {
    assert_eq!(run_text("000-lease-lock.toml", &["modes=[\"unlocked\",\"locked\"]"]), LEASE_LESSON);
    let all = run_text("000-lease-lock.toml", &[]);
    assert!(all.starts_with(LEASE_LESSON));
    assert!(all.ends_with("atomiksiz kosum=2 atlanan=0 es zamanli zirve=2\n"));
}

#[test]
fn lease_lock_for_three_and_five_processes() {
    assert_eq!(
        run_text("000-lease-lock.toml", &["processes=3"]),
        "kilitsiz  kosum=3 atlanan=0 es zamanli zirve=3\n\
         kilitli   kosum=1 atlanan=2 es zamanli zirve=1\n\
         atomiksiz kosum=3 atlanan=0 es zamanli zirve=3\n"
    );
    assert_eq!(
        run_text("000-lease-lock.toml", &["processes=5"]),
        "kilitsiz  kosum=5 atlanan=0 es zamanli zirve=5\n\
         kilitli   kosum=1 atlanan=4 es zamanli zirve=1\n\
         atomiksiz kosum=5 atlanan=0 es zamanli zirve=5\n"
    );
}

/// Output of the lesson's `zamanlama.mjs` under Node.js 20 with `BASLANGIC` set to each
/// start below (nothing else changed).
const JS_OTHER_STARTS: &[(&str, &str)] = &[
    (
        // Leap year: Date.UTC(2028, 1, 31) is 2 March.
        "2028-01-31T23:47:00Z",
        "gecikmeBildirimi  2028-02-01 06:00  2028-02-02 06:00  2028-02-03 06:00
stokOzeti         2028-02-01 00:00  2028-02-01 00:15  2028-02-01 00:30
aylikRapor        2028-02-01 02:30  2028-03-01 02:30  2028-04-01 02:30
ayinSonu          2028-03-02 02:30  2028-03-31 02:30  2028-05-01 02:30
",
    ),
    (
        // December start: month 12 carries into the next year.
        "2026-12-15T10:00:00Z",
        "gecikmeBildirimi  2026-12-16 06:00  2026-12-17 06:00  2026-12-18 06:00
stokOzeti         2026-12-15 10:15  2026-12-15 10:30  2026-12-15 10:45
aylikRapor        2027-01-01 02:30  2027-02-01 02:30  2027-03-01 02:30
ayinSonu          2026-12-31 02:30  2027-01-31 02:30  2027-03-03 02:30
",
    ),
    (
        // Exactly on a run instant (daily 06:00 and the 15-minute grid): strict `>`.
        "2026-02-01T06:00:00Z",
        "gecikmeBildirimi  2026-02-02 06:00  2026-02-03 06:00  2026-02-04 06:00
stokOzeti         2026-02-01 06:15  2026-02-01 06:30  2026-02-01 06:45
aylikRapor        2026-03-01 02:30  2026-04-01 02:30  2026-05-01 02:30
ayinSonu          2026-03-03 02:30  2026-03-31 02:30  2026-05-01 02:30
",
    ),
    (
        // Exactly on the 31st's run instant in a month that has a 31st.
        "2026-03-31T02:30:00Z",
        "gecikmeBildirimi  2026-03-31 06:00  2026-04-01 06:00  2026-04-02 06:00
stokOzeti         2026-03-31 02:45  2026-03-31 03:00  2026-03-31 03:15
aylikRapor        2026-04-01 02:30  2026-05-01 02:30  2026-06-01 02:30
ayinSonu          2026-05-01 02:30  2026-05-31 02:30  2026-07-01 02:30
",
    ),
    (
        // December 31st at the run instant, into a leap year's February.
        "2027-12-31T02:30:00Z",
        "gecikmeBildirimi  2027-12-31 06:00  2028-01-01 06:00  2028-01-02 06:00
stokOzeti         2027-12-31 02:45  2027-12-31 03:00  2027-12-31 03:15
aylikRapor        2028-01-01 02:30  2028-02-01 02:30  2028-03-01 02:30
ayinSonu          2028-01-31 02:30  2028-03-02 02:30  2028-03-31 02:30
",
    ),
];

#[test]
fn recurrence_matches_the_lesson_code_for_other_starts() {
    for (start, expected) in JS_OTHER_STARTS {
        assert_eq!(run_text("000-recurrence.toml", &[&format!("start=\"{start}\"")]), *expected, "start {start}");
    }
}

#[test]
fn overflow_over_eight_runs_matches_the_lesson_code() {
    // zamanlama.mjs with 8 runs instead of 3 (Node.js 20): March fires twice, February never.
    let text = run_text("000-recurrence.toml", &["count=8"]);
    assert_eq!(
        text.lines().last().unwrap(),
        "ayinSonu          2026-03-03 02:30  2026-03-31 02:30  2026-05-01 02:30  2026-05-31 02:30  \
         2026-07-01 02:30  2026-07-31 02:30  2026-08-31 02:30  2026-10-01 02:30"
    );
}

#[test]
fn month_end_policies_from_the_lesson_start() {
    let text = run_text("000-month-end.toml", &[]);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "tasma     2026-03-03 02:30  2026-03-31 02:30  2026-05-01 02:30");
    assert_eq!(lines[2], "atla      2026-03-31 02:30  2026-05-31 02:30  2026-07-31 02:30");
    assert_eq!(lines[3], "kelepcele 2026-02-28 02:30  2026-03-31 02:30  2026-04-30 02:30");
}

#[test]
fn bad_parameters_are_one_line_errors() {
    let load = |sets: &[&str]| {
        let o: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
        jobsim::load(&crate::scenario_path("000-recurrence.toml"), &o).unwrap_err().to_string()
    };
    assert_eq!(
        load(&["month_end=\"round\""]),
        "scenario `000-recurrence.toml`: `month_end` must be one of \"overflow\", \"skip\", \"clamp\" (got \"round\")"
    );
    assert_eq!(load(&["count=0"]), "scenario `000-recurrence.toml`: `count` must be in 1..=1000 (got 0)");
    assert!(load(&["start=\"yesterday\""]).contains("`start` must be an RFC 3339 instant"));
    assert!(load(&["colour=1"]).contains("unknown parameter `colour`"));
}

fn any_rule() -> impl Strategy<Value = Rule> {
    prop_oneof![
        (1u32..=1440).prop_map(|minutes| Rule::Interval { minutes }),
        (0u8..24, 0u8..60).prop_map(|(hour, minute)| Rule::Daily { hour, minute }),
        (1u8..=31, 0u8..24, 0u8..60).prop_map(|(day, hour, minute)| Rule::Monthly { day, hour, minute }),
    ]
}

fn any_policy() -> impl Strategy<Value = MonthEnd> {
    prop_oneof![Just(MonthEnd::Overflow), Just(MonthEnd::Skip), Just(MonthEnd::Clamp)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn next_run_is_strictly_increasing(rule in any_rule(), policy in any_policy(), start in 0i64..4_000_000_000_000) {
        let mut now = start;
        for _ in 0..24 {
            let next = next_run(rule, policy, now).unwrap();
            prop_assert!(next > now);
            now = next;
        }
    }

    #[test]
    fn clamp_never_leaves_the_month(day in 1u8..=31, hour in 0u8..24, minute in 0u8..60, start in 0i64..4_000_000_000_000) {
        let rule = Rule::Monthly { day, hour, minute };
        let mut now = start;
        let mut months_seen = Vec::new();
        for _ in 0..14 {
            now = next_run(rule, MonthEnd::Clamp, now).unwrap();
            let (y, m, d) = civil_from_days(now.div_euclid(DAY_MS));
            // The run is on the rule's day, or on the last day of a shorter month.
            prop_assert!(u32::from(day) == d || (d < u32::from(day) && d == jobsim::schedule::days_in_month(y, m)));
            months_seen.push((y, m));
        }
        // Exactly one run per month, no month skipped.
        for w in months_seen.windows(2) {
            let (a, b) = (w[0].0 * 12 + i64::from(w[0].1), w[1].0 * 12 + i64::from(w[1].1));
            prop_assert_eq!(b, a + 1, "{}", format_minute(now));
        }
    }

    /// Atomic lease, one shared clock: whoever believes it holds the lease (from its acquire
    /// until its release or `expires_at`) is never two owners at once.
    #[test]
    fn atomic_lease_never_has_two_holders(ops in prop::collection::vec((0u32..4, 0i64..3000, any::<bool>()), 1..60), lease_ms in 1u64..2000) {
        let mut table = LeaseTable::default();
        let mut now = 0i64;
        // Per owner: Some(expires_at) while it believes it holds the lease.
        let mut held: [Option<i64>; 4] = [None; 4];
        for (owner, step, release) in ops {
            now += step;
            if release {
                table.release("job", owner);
                held[owner as usize] = None;
            } else if table.acquire("job", owner, now, lease_ms).is_some() {
                for (other, h) in held.iter().enumerate() {
                    if other != owner as usize && let Some(expires_at) = h {
                        prop_assert!(*expires_at < now, "owner {other} still holds until {expires_at}, {owner} acquired at {now}");
                    }
                }
                held[owner as usize] = Some(now + lease_ms as i64);
            }
        }
    }

    /// On the engine: with an atomic lease, equal clocks and every run plus pause shorter
    /// than the lease, at most one run is ever in progress and nothing is stale.
    #[test]
    fn fleet_locked_peak_is_one(
        instances in prop::collection::vec((0u64..2000, 0u64..400), 2..5),
        run_ms in 1u64..500,
    ) {
        let spec = fleet(&instances.iter().map(|&(at, pause)| (at, pause, 0)).collect::<Vec<_>>(), run_ms, true);
        // run_ms < 500 and pause < 400 keep run + pause below the lease.
        let o = simulate(&spec);
        prop_assert_eq!(o.peak, 1);
        prop_assert_eq!(fencing_oracle(&o.store_log, true)?, 0);
    }

    /// On the engine, with any pauses and clock skews: with fencing, accepted tokens never
    /// decrease, every write by a holder whose lease was taken over is rejected and every
    /// other write accepted (the store's lease log is the oracle). The same inputs without
    /// fencing give the same history with all those writes accepted.
    #[test]
    fn fleet_fencing_rejects_exactly_the_superseded_writes(
        instances in prop::collection::vec((0u64..2000, 0u64..4000, -3000i64..3000), 2..5),
        run_ms in 1u64..500,
    ) {
        let fenced = simulate(&fleet(&instances, run_ms, true));
        let superseded = fencing_oracle(&fenced.store_log, true)?;
        prop_assert_eq!(fenced.stale_writes_rejected, superseded);
        let open = simulate(&fleet(&instances, run_ms, false));
        prop_assert_eq!(fencing_oracle(&open.store_log, false)?, superseded);
        prop_assert_eq!(open.stale_writes_accepted, superseded);
        // Fencing changes answers, not timing: the two histories differ only in `accepted`.
        prop_assert_eq!(open.store_log.len(), fenced.store_log.len());
        for (a, b) in open.store_log.iter().zip(&fenced.store_log) {
            let erase = |op: &StoreOp| match *op {
                StoreOp::Written { time_ms, inst, token, .. } => StoreOp::Written { time_ms, inst, token, accepted: true },
                other => other,
            };
            prop_assert_eq!(erase(a), erase(b));
        }
    }

    /// Liveness of the above: equal clocks, the first holder (instance 0) pauses mid-run for
    /// longer than the lease, and another instance takes over during the pause (its retry at
    /// 1250 ms sees the lease of 5 + 1000 ms expired). Without fencing the holder's write after
    /// the pause is accepted although its lease was taken over; with fencing it is rejected.
    #[test]
    fn fleet_pause_longer_than_the_lease_gives_a_stale_write_without_fencing(
        others in 1usize..4,
        pause_at_ms in 6u64..10,
        pause_ms in 1300u64..4000,
        run_ms in 10u64..500,
    ) {
        let mut instances = vec![(pause_at_ms, pause_ms, 0)];
        instances.extend((0..others).map(|_| (0, 0, 0)));
        let open = simulate(&fleet(&instances, run_ms, false));
        let stale = fencing_oracle(&open.store_log, false)?;
        prop_assert!(stale >= 1, "no write by a superseded holder: {:?}", open.store_log);
        let stale_write = |log: &[StoreOp]| log.iter().copied().find(|op| matches!(op, StoreOp::Written { inst: 0, token: 1, time_ms, .. } if *time_ms >= pause_at_ms + pause_ms));
        let w = stale_write(&open.store_log);
        prop_assert!(matches!(w, Some(StoreOp::Written { accepted: true, .. })), "{:?}", w);
        let fenced = simulate(&fleet(&instances, run_ms, true));
        prop_assert_eq!(fencing_oracle(&fenced.store_log, true)?, stale);
        let w = stale_write(&fenced.store_log);
        prop_assert!(matches!(w, Some(StoreOp::Written { accepted: false, .. })), "{:?}", w);
    }
}

/// Runs a fleet on the engine, untraced, within its own bound of events.
fn simulate(spec: &FleetSpec) -> FleetOutcome {
    let budget = jobsim::sim::Budget::events(spec.max_events());
    fleet::simulate(spec, &jobsim::RunOptions { budget, ..Default::default() }).unwrap()
}

/// A locked fleet with a 1000 ms lease; per instance `(pause_at_ms, pause_ms, clock_skew_ms)`
/// (no pause when `pause_ms` is 0). Every instance fires at 0, 1500 and 3000 ms and retries
/// every 250 ms after a skip until it has run once.
fn fleet(instances: &[(u64, u64, i64)], run_ms: u64, fencing: bool) -> FleetSpec {
    FleetSpec {
        instances: instances
            .iter()
            .enumerate()
            .map(|(i, &(at, pause_ms, clock_skew_ms))| InstanceSpec {
                pause: (pause_ms > 0).then_some((at, pause_ms)),
                clock_skew_ms,
                retry_ms: Some(250),
                ..InstanceSpec::plain(&format!("i{i}"), vec![0, 1500, 3000])
            })
            .collect(),
        mode: LockMode::Locked,
        lease_ms: 1000,
        run_ms,
        store_op_ms: 5,
        fencing,
        horizon_ms: 10_000,
    }
}

/// Replays a fleet's store log against its lease history and returns how many writes came
/// from a holder whose lease had been taken over (a newer token was issued before the
/// write). Checks: tokens are issued in increasing order; with `fencing`, exactly those
/// writes are rejected, all others accepted, and accepted tokens never decrease; without
/// it, every write is accepted.
fn fencing_oracle(log: &[StoreOp], fencing: bool) -> Result<u32, TestCaseError> {
    let (mut newest_issued, mut last_accepted, mut superseded) = (0u64, 0u64, 0u32);
    for op in log {
        match *op {
            StoreOp::LeaseIssued { token, .. } => {
                prop_assert!(token > newest_issued, "token {token} issued after {newest_issued}");
                newest_issued = token;
            }
            StoreOp::Written { time_ms, inst, token, accepted } => {
                let taken_over = token < newest_issued;
                superseded += u32::from(taken_over);
                if fencing {
                    prop_assert_eq!(accepted, !taken_over, "write {:?}, newest lease {}", op, newest_issued);
                    if accepted {
                        prop_assert!(token >= last_accepted, "i{inst} at {time_ms}: {token} < {last_accepted}");
                    }
                } else {
                    prop_assert!(accepted, "without fencing every write is accepted: {op:?}");
                }
                if accepted {
                    last_accepted = last_accepted.max(token);
                }
            }
        }
    }
    Ok(superseded)
}

#[test]
fn lesson_start_parses() {
    assert_eq!(parse_instant("2026-01-31T23:47:00Z"), Some(1_769_903_220_000));
    assert_eq!(parse_instant("2300-01-01T00:00:00Z"), None);
}

/// The rows of a lesson-style text whose first column starts with `prefix`.
fn rows<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.starts_with(prefix)).collect()
}

#[test]
fn rate_vs_delay_drifts_or_overlaps() {
    let text = run_text("000-rate-vs-delay.toml", &[]);
    assert_eq!(rows(&text, "sabit hiz ")[0], "sabit hiz         168        24.00        24.00             0      1");
    // 24 h / (60 + 40 min) = 14.4 a day; 101 starts in 7 days; run 100 starts 100 × 40 min late.
    assert_eq!(
        rows(&text, "sabit gecikme ")[0],
        "sabit gecikme     101        14.43        14.40          4000      1"
    );
    let overlap = run_text("000-rate-vs-delay-overlap.toml", &[]);
    assert!(rows(&overlap, "sabit hiz ")[0].ends_with("      2"), "fixed rate overlaps: {overlap}");
    assert!(rows(&overlap, "sabit gecikme ")[0].ends_with("      1"), "fixed delay never overlaps: {overlap}");
}

#[test]
fn time_zones_naive_misses_and_doubles_tz_aware_does_not() {
    let text = run_text("000-time-zones.toml", &[]);
    let row = |zone: &str, strategy: &str| {
        text.lines()
            .find(|l| l.starts_with(&format!("{zone:<18}{strategy:<11}")))
            .unwrap()
            .split_whitespace()
            .skip(2)
            .collect::<Vec<_>>()
            .join(" ")
    };
    // runs, days without a run, days with two, spring-day runs (UTC), fall-day runs (UTC)
    assert_eq!(row("Europe/Berlin", "naive"), "365 1 1 yok 00:30Z 01:30Z");
    assert_eq!(row("Europe/Berlin", "compatible"), "365 0 0 01:30Z 00:30Z");
    assert_eq!(row("Europe/Berlin", "earlier"), "365 0 0 00:30Z 00:30Z");
    assert_eq!(row("Europe/Berlin", "later"), "365 0 0 01:30Z 01:30Z");
    assert_eq!(row("Europe/Berlin", "reject"), "363 2 0 yok yok");
    // New York falls back at 02:00 → 01:00: 02:30 happens once on 2026-11-01.
    assert_eq!(row("America/New_York", "naive"), "364 1 0 yok 07:30Z");
    assert_eq!(row("America/New_York", "earlier"), "365 0 0 06:30Z 07:30Z");
    assert_eq!(row("Europe/Istanbul", "naive"), "365 0 0 - -");
}

/// Regression: transition days used to be found from the offset at UTC midnight, so a
/// change at local midnight was missed (America/Santiago 2026 showed "-" for both days).
/// Chile changes its clocks at local midnight: on Sunday 2026-04-05 00:00 -03 they go back
/// to Saturday 23:00 -04 (Saturday 2026-04-04 lasts 25 h), and on Sunday 2026-09-06 00:00
/// -04 they jump to 01:00 -03 (that Sunday lasts 23 h). The dates are checked below against
/// the offsets of jiff's bundled tz data one second either side of each change (they also
/// agree with `zdump -v -c 2026,2027 America/Santiago` on tzdata 2025b).
#[test]
fn time_zones_finds_transitions_at_local_midnight() {
    let tz = jiff::tz::TimeZoneDatabase::bundled().get("America/Santiago").unwrap();
    let offset_h = |utc: &str| tz.to_offset(utc.parse::<jiff::Timestamp>().unwrap()).seconds() / 3600;
    assert_eq!((offset_h("2026-04-05T02:59:59Z"), offset_h("2026-04-05T03:00:00Z")), (-3, -4));
    assert_eq!((offset_h("2026-09-06T03:59:59Z"), offset_h("2026-09-06T04:00:00Z")), (-4, -3));
    let text = run_text("000-time-zones.toml", &["zones=[\"America/Santiago\"]", "strategies=[\"naive\"]"]);
    assert!(text.ends_with("America/Santiago  2026-09-06  2026-04-04\n"), "{text}");
    // 02:30 exists on both days (the change is at midnight): one run each, at -03.
    assert_eq!(
        rows(&text, "America/Santiago  naive")[0],
        "America/Santiago  naive         365             0               0  05:30Z            05:30Z"
    );
    // Shifts other than an hour count by their sign: Lord Howe moves by 30 minutes
    // (2026-04-05 02:00 → 01:30, 2026-10-04 02:00 → 02:30).
    let s = crate::load("000-time-zones.toml", &["zones=[\"Australia/Lord_Howe\"]", "strategies=[\"utc\"]"]);
    let report = jobsim::run(&s, &Default::default()).unwrap();
    let transitions = report.tables.iter().find(|t| t.name == "transitions").unwrap();
    let row: Vec<String> = transitions.rows[0].iter().map(|c| c.to_csv()).collect();
    assert_eq!(row, ["Australia/Lord_Howe", "2026-10-04", "2026-04-05"]);
}

#[test]
fn overlap_sources_three_instances_redeploy_long_run() {
    let text = run_text("000-overlap-sources.toml", &[]);
    let expected = "\
cok ornek        kilitsiz       3        0      3
cok ornek        kilitli        1        2      1
yeniden dagitim  kilitsiz       2        0      2
yeniden dagitim  kilitli        1        1      1
uzun kosum       kilitsiz       6        0      2
uzun kosum       kilitli        3        3      1
";
    assert_eq!(text.lines().skip(1).map(|l| format!("{l}\n")).collect::<String>(), expected);
}

#[test]
fn lease_faults_expiry_takeover_two_holders_and_fencing() {
    let text = run_text("000-lease-faults.toml", &[]);
    let expected = "\
kosum hata verdi             2        2      1            -          3005            0          0
sahip coktu                  2        5      1         6005          6005            0          0
gc duraklamasi               2        5      2         6005          6005            1          0
gc + cit jetonu              2        5      2         6005          6005            0          1
saat farki                   2        1      2         2005          2005            1          0
saat farki + cit jetonu      2        1      2         2005          2005            0          1
";
    assert_eq!(text.lines().skip(1).map(|l| format!("{l}\n")).collect::<String>(), expected);
    // A pause shorter than the lease: no second holder, nothing stale.
    let short = run_text("000-lease-faults.toml", &["pause_ms=1000"]);
    assert!(
        rows(&short, "gc duraklamasi")[0].contains("      1            -          3005            0          0"),
        "{short}"
    );
    // Equal clocks: no takeover while A runs.
    let agreed = run_text("000-lease-faults.toml", &["clock_skew_ms=0"]);
    assert!(rows(&agreed, "saat farki")[0].contains("      1 "), "{agreed}");
}

#[test]
fn missed_runs_policies_and_staleness_alert() {
    let text = run_text("000-missed-runs.toml", &[]);
    let expected = "\
stokOzeti     kesinti     telafisiz          3073       0    3073      1      1
stokOzeti     kesinti     telafili           3073    3073       0   3073      1
stokOzeti     kesinti     sınırlı telafi     3073       4    3069      4      1
stokOzeti     tek atlama  telafisiz             1       0       1      1      0
aylikRapor    kesinti     telafisiz             2       0       2      0      1
aylikRapor    kesinti     telafili              2       2       0      2      1
aylikRapor    kesinti     sınırlı telafi        2       2       0      2      1
aylikRapor    tek atlama  telafisiz             1       0       1      1      0
";
    assert_eq!(text.lines().skip(1).map(|l| format!("{l}\n")).collect::<String>(), expected);
    // One recovery chart per job, so the monthly report's 0..2 is not flattened by 3073,
    // then the alerts.
    let report = jobsim::run(&crate::load("000-missed-runs.toml", &[]), &Default::default()).unwrap();
    let charts: Vec<&str> = report.figures.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(charts, ["recovery-stokOzeti", "recovery-aylikRapor", "alerts"]);
}

/// Regression: a run in progress when the service crashes used to stay counted as running
/// (its `RunFinished` died with the crashed process), so the peak was one too high — 2
/// without catch-up though no two runs overlap, 3073 for 3072 catch-up runs.
#[test]
fn missed_runs_crash_kills_the_run_in_progress() {
    let sets = ["outage_start=\"2026-03-01T00:00:30Z\""];
    let text = run_text("000-missed-runs.toml", &sets);
    assert_eq!(
        rows(&text, "stokOzeti     kesinti     telafisiz")[0],
        "stokOzeti     kesinti     telafisiz          3072       0    3072      1      1"
    );
    assert_eq!(
        rows(&text, "stokOzeti     kesinti     telafili")[0],
        "stokOzeti     kesinti     telafili           3072    3072       0   3072      1"
    );
    assert_eq!(
        rows(&text, "stokOzeti     kesinti     sınırlı telafi")[0],
        "stokOzeti     kesinti     sınırlı telafi     3072       4    3068      4      1"
    );
    // The trace says which run was killed, at the crash instant (30 s after the 00:00 run).
    let (_, trace) = crate::run_traced(&crate::load("000-missed-runs.toml", &sets));
    let killed: Vec<_> = trace
        .iter()
        .filter(|r| r.event == "RunKilled" && r.component.starts_with("stokOzeti:outage:none:"))
        .map(|r| r.time_ms)
        .collect();
    assert_eq!(killed, vec![2 * 86_400_000 + 30_000]);
}

#[test]
fn lesson_000_scenarios_are_deterministic() {
    for name in ["000-lease-faults.toml", "000-missed-runs.toml", "000-overlap-sources.toml"] {
        let s = crate::load(name, &[]);
        assert_eq!(crate::run_traced(&s), crate::run_traced(&s), "{name}");
    }
}

/// The models on the engine trace every sub-run under its own scope, with the components
/// of the mechanism (instances by name, the store, the scheduler).
#[test]
fn lesson_000_engine_models_trace_every_sub_run() {
    let cases: &[(&str, &[&str])] = &[
        ("000-lease-lock.toml", &["unlocked:A", "locked:B", "non_atomic:store"]),
        ("000-overlap-sources.toml", &["instances:unlocked:C", "redeploy:locked:eski", "long_run:locked:A"]),
        ("000-lease-faults.toml", &["holder_crash:A", "holder_crash:instance/0", "gc_pause:store"]),
        ("000-rate-vs-delay.toml", &["fixed_rate:scheduler", "fixed_delay:scheduler"]),
        ("000-missed-runs.toml", &["aylikRapor:single_skip:none:aylikRapor", "stokOzeti:outage:capped:service"]),
    ];
    for (name, components) in cases {
        let (_, trace) = crate::run_traced(&crate::load(name, &[]));
        for c in *components {
            assert!(trace.iter().any(|r| r.component == *c), "{name}: no trace row of `{c}`");
        }
    }
}

/// The one-line error a repository scenario gives with these overrides.
fn load_error(name: &str, sets: &[&str]) -> String {
    let o: Vec<_> = sets.iter().map(|s| jobsim::scenario::Override::parse(s).unwrap()).collect();
    jobsim::load(&crate::scenario_path(name), &o).unwrap_err().to_string()
}

#[test]
fn every_lesson_000_model_rejects_bad_parameters() {
    let cases: &[(&str, &[&str], &str)] = &[
        ("000-lease-lock.toml", &["processes=0"], "`processes` must be in 1..=1000 (got 0)"),
        ("000-lease-lock.toml", &["modes=[\"locked\",\"locked\"]"], "`modes` lists \"locked\" twice"),
        ("000-month-end.toml", &["day=32"], "`day` must be in 1..=31 (got 32)"),
        ("000-time-zones.toml", &["zones=[\"Mars/Olympus\"]"], "`zones` must name IANA time zones"),
        ("000-rate-vs-delay.toml", &["period_ms=10"], "`period_ms` must be in 1s..31d (got 10ms)"),
        ("000-overlap-sources.toml", &["new_up_ms=99999999"], "`new_up_ms` must be in 0ms..6h"),
        ("000-lease-faults.toml", &["clock_skew_ms=99999999"], "`clock_skew_ms` must be in -1h..1h"),
        ("000-missed-runs.toml", &["end=\"2026-01-01T00:00:00Z\""], "`end` must be after `start`"),
        ("000-missed-runs.toml", &["outage_ms=-1"], "`outage_ms` must be in 1ms.."),
        ("000-recurrence.toml", &["rules=[{name=\"x\",kind=\"daily\",hour=6}]"], "`rules[0].minute` is required"),
        (
            "000-recurrence.toml",
            &["rules=[{name=\"x\",kind=\"interval\",minutes=5,day=3}]"],
            "`rules[0].day` is not used",
        ),
        (
            "000-recurrence.toml",
            &["rules=[1]"],
            "`rules[0]` must be a table with `name` and `kind` (got an integer `1`)",
        ),
        (
            "000-missed-runs.toml",
            &["jobs=[\"stokOzeti\"]"],
            "`jobs[0]` must be a table with `name` and `kind` (got a text `\"stokOzeti\"`)",
        ),
    ];
    for (file, sets, expected) in cases {
        let e = load_error(file, sets);
        assert!(e.starts_with(&format!("scenario `{file}`: ")), "{e}");
        assert!(e.contains(expected), "{file} {sets:?}: {e}");
        assert!(!e.contains("Raw"), "an internal type name leaked: {e}");
        assert!(!e.contains('\n'), "{e}");
    }
    for file in [
        "000-lease-faults.toml",
        "000-lease-lock.toml",
        "000-missed-runs.toml",
        "000-month-end.toml",
        "000-overlap-sources.toml",
        "000-rate-vs-delay.toml",
        "000-recurrence.toml",
        "000-time-zones.toml",
    ] {
        assert!(load_error(file, &["typo_ms=1"]).contains("unknown parameter `typo_ms`"), "{file}");
    }
}

/// Issue 8: a run that ends at t and a run that starts at t do not overlap (runs are
/// half-open, `[start, end)`), in every model that reports a peak, whichever of the two
/// events the engine handles first. In `overlap-sources` the next tick was handled before
/// the run's end (it reported 2), in `rate-vs-delay` after it (it reported 1).
#[test]
fn touching_runs_do_not_overlap_in_any_model() {
    // Hourly ticks of a 90-minute run every 90 minutes: each run ends as the next starts.
    let text = run_text("000-overlap-sources.toml", &["period_ms=5400000"]);
    assert_eq!(
        rows(&text, "uzun kosum"),
        ["uzun kosum       kilitsiz       6        0      1", "uzun kosum       kilitli        6        0      1"]
    );
    let text = run_text("000-rate-vs-delay-overlap.toml", &["run_ms=3600000"]);
    assert_eq!(rows(&text, "sabit hiz ")[0], "sabit hiz         168        24.00        24.00             0      1");
    // A 15-minute job whose runs last 15 minutes: one at a time (it reported 2), except
    // after the outage, where the catch-up burst (00:07..00:22) really overlaps the 00:15
    // run: 3073 + 1 and 4 + 1.
    let text = run_text("000-missed-runs.toml", &["run_ms=900000"]);
    let peaks: Vec<&str> =
        rows(&text, "stokOzeti").iter().map(|l| l.split_whitespace().rev().nth(1).unwrap()).collect();
    assert_eq!(peaks, ["1", "3074", "5", "1"]);
    // On the fleet, two unlocked instances, B firing when A's run ends: B's trigger was
    // queued at the start, before A's end, so the engine handles the start first.
    let spec = FleetSpec {
        instances: vec![InstanceSpec::plain("A", vec![0]), InstanceSpec::plain("B", vec![300])],
        mode: LockMode::Unlocked,
        lease_ms: 5000,
        run_ms: 300,
        store_op_ms: 0,
        fencing: false,
        horizon_ms: 0,
    };
    assert_eq!(simulate(&spec).peak, 1);
    let spec =
        FleetSpec { instances: vec![InstanceSpec::plain("A", vec![0]), InstanceSpec::plain("B", vec![299])], ..spec };
    assert_eq!(simulate(&spec).peak, 2);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The peak helper agrees with a brute-force count of the half-open intervals holding
    /// each instant, in both forms: from the intervals, and fed event by event in time
    /// order with the events of one instant in any order.
    #[test]
    fn overlap_peak_matches_a_brute_force_count(
        intervals in prop::collection::vec((0u64..40, 0u64..12, any::<u32>(), any::<u32>()), 0..30),
    ) {
        use jobsim::overlap::{Concurrency, peak};
        let ranges: Vec<std::ops::Range<u64>> = intervals.iter().map(|&(start, len, ..)| start..start + len).collect();
        let brute = (0..60u64).map(|t| ranges.iter().filter(|r| r.start <= t && t < r.end).count()).max().unwrap_or(0);
        prop_assert_eq!(peak(ranges.iter().cloned()) as usize, brute);
        prop_assert_eq!(peak(ranges.iter().rev().cloned()) as usize, brute);
        // Events: (time, shuffle key, what). An empty interval's start and end go together
        // (its end cannot be handled before its own start).
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
        enum What { Start, End, StartEnd }
        let mut events: Vec<(u64, u32, What)> = Vec::new();
        for &(start, len, k1, k2) in &intervals {
            if len == 0 {
                events.push((start, k1, What::StartEnd));
            } else {
                events.push((start, k1, What::Start));
                events.push((start + len, k2, What::End));
            }
        }
        events.sort();
        let mut c = Concurrency::default();
        let mut running = 0i64;
        for (at, _, what) in events {
            match what {
                What::Start => { c.start(at); running += 1; }
                What::End => { c.end(at); running -= 1; }
                What::StartEnd => { c.start(at); c.end(at); }
            }
            prop_assert_eq!(i64::from(c.running()), running);
        }
        prop_assert_eq!(c.peak() as usize, brute);
    }
}

/// Issue 8: every list parameter of the lesson 000 models rejects a repeat, in the style
/// of `Check::list_of`; zone names repeat case-insensitively.
#[test]
fn lesson_000_lists_reject_repeats() {
    let daily = "{name=\"x\",kind=\"daily\",hour=6,minute=0}";
    let hourly = "{name=\"x\",kind=\"interval\",minutes=60}";
    let cases: &[(&str, String, &str)] = &[
        ("000-time-zones.toml", "zones=[\"UTC\",\"UTC\"]".into(), "`zones` lists \"UTC\" twice"),
        (
            "000-time-zones.toml",
            "zones=[\"Europe/Berlin\",\"europe/berlin\"]".into(),
            "`zones` lists \"europe/berlin\" twice",
        ),
        (
            "000-time-zones.toml",
            "strategies=[\"naive\",\"utc\",\"naive\"]".into(),
            "`strategies` lists \"naive\" twice",
        ),
        ("000-month-end.toml", "policies=[\"skip\",\"skip\"]".into(), "`policies` lists \"skip\" twice"),
        (
            "000-rate-vs-delay.toml",
            "modes=[\"fixed_delay\",\"fixed_delay\"]".into(),
            "`modes` lists \"fixed_delay\" twice",
        ),
        ("000-lease-lock.toml", "modes=[\"locked\",\"locked\"]".into(), "`modes` lists \"locked\" twice"),
        ("000-missed-runs.toml", "policies=[\"none\",\"none\"]".into(), "`policies` lists \"none\" twice"),
        ("000-missed-runs.toml", format!("jobs=[{daily},{hourly}]"), "`jobs` lists \"x\" twice"),
        ("000-recurrence.toml", format!("rules=[{daily},{daily}]"), "`rules` lists \"x\" twice"),
    ];
    for (file, set, expected) in cases {
        assert_eq!(load_error(file, &[set.as_str()]), format!("scenario `{file}`: {expected}"), "{set}");
    }
    // Different zones, and different names for one rule, are fine.
    let text = run_text("000-time-zones.toml", &["zones=[\"UTC\",\"Etc/UTC\"]", "strategies=[\"utc\"]"]);
    assert_eq!(rows(&text, "UTC ").len() + rows(&text, "Etc/UTC ").len(), 4, "{text}");
    run_text("000-recurrence.toml", &[&format!("rules=[{daily},{}]", daily.replace("\"x\"", "\"y\""))]);
}

/// Issue 8's resource guard: a combination that would take too long or too much memory is
/// refused when the scenario loads, naming the knob and the limit.
#[test]
fn lesson_000_refuses_runs_too_big_to_finish() {
    let cases: &[(&str, &[&str], &str)] = &[
        (
            "000-rate-vs-delay.toml",
            &["period_ms=1000", "days=366"],
            "`days` * 24 h / `period_ms` must be at most 1000000 runs (got 366 days at 1000 ms)",
        ),
        (
            "000-missed-runs.toml",
            &["jobs=[{name=\"a\",kind=\"interval\",minutes=1}]", "end=\"2027-04-03T00:00:00Z\""],
            "`jobs[0].minutes` plans 576001 slots from `start` to `end`, more than 120000 (got every 1 min for 400 days)",
        ),
        ("000-missed-runs.toml", &["end=\"2027-04-04T00:00:00Z\""], "`end` must be after `start` by at most 400 days"),
        (
            "000-lease-faults.toml",
            &["retry_ms=1", "horizon_ms=86400000"],
            "`horizon_ms` / `retry_ms` must be at most 100000 retries (got 86400000 / 1)",
        ),
        ("000-overlap-sources.toml", &["instances=101"], "`instances` must be in 1..=100 (got 101)"),
        ("000-overlap-sources.toml", &["ticks=1001"], "`ticks` must be in 1..=1000 (got 1001)"),
        ("000-lease-lock.toml", &["processes=1001"], "`processes` must be in 1..=1000 (got 1001)"),
        ("000-month-end.toml", &["months=121"], "`months` must be in 1..=120 (got 121)"),
        ("000-recurrence.toml", &["count=1001"], "`count` must be in 1..=1000 (got 1001)"),
    ];
    for (file, sets, expected) in cases {
        let e = load_error(file, sets);
        assert!(e.starts_with(&format!("scenario `{file}`: {expected}")), "{sets:?}: {e}");
    }
    // Minute jobs are fine over a shorter span (60,481 slots for the default 42 days).
    run_text("000-missed-runs.toml", &["jobs=[{name=\"a\",kind=\"interval\",minutes=1}]", "policies=[\"none\"]"]);
}

/// Each engine model's `max_events` (the estimate its budget doubles) really bounds one
/// engine's events, at the largest parameters in range: the runs finish within it.
#[test]
fn lesson_000_event_estimates_bound_the_runs() {
    fn within<M: jobsim::Model>(file: &str, sets: &[&str], max_events: fn(&M::Params) -> u64) {
        let s = crate::load(file, sets);
        let p = s.params::<M>().unwrap();
        let budget = jobsim::sim::Budget::events(max_events(p));
        let options = jobsim::RunOptions { budget, ..Default::default() };
        if let Err(e) = jobsim::models::run_tables(&s, &options) {
            panic!("{file} {sets:?}: {e}");
        }
    }
    use jobsim::models::{lease_faults, lease_lock, missed_runs, overlap_sources, rate_vs_delay};
    within::<rate_vs_delay::RateVsDelay>(
        "000-rate-vs-delay.toml",
        &["period_ms=1000", "days=11", "run_ms=3600000"],
        rate_vs_delay::max_events,
    );
    within::<missed_runs::MissedRuns>(
        "000-missed-runs.toml",
        &[
            "jobs=[{name=\"a\",kind=\"interval\",minutes=5},{name=\"b\",kind=\"daily\",hour=0,minute=0}]",
            "end=\"2027-04-03T00:00:00Z\"",
            "outage_ms=20000000000",
            "policies=[\"catch_up\"]",
            "run_ms=86400000",
        ],
        missed_runs::max_events,
    );
    within::<lease_lock::LeaseLock>("000-lease-lock.toml", &["processes=1000"], lease_lock::max_events);
    within::<overlap_sources::OverlapSources>(
        "000-overlap-sources.toml",
        &["instances=100", "ticks=1000", "period_ms=1000", "long_run_ms=86400000", "lease_ms=1000"],
        overlap_sources::max_events,
    );
    within::<lease_faults::LeaseFaults>(
        "000-lease-faults.toml",
        &["retry_ms=864", "horizon_ms=86400000", "lease_ms=3600000", "run_ms=3600000", "clock_skew_ms=-3600000"],
        lease_faults::max_events,
    );
}

/// A daily job's recovery chart is bars of slots missed, made up and logged per policy
/// (one unit: slots), and its words follow the run: a 10-day outage with a cap of 3.
#[test]
fn missed_runs_daily_job_counts_chart_follows_the_outcome() {
    let sets = [
        "jobs=[{ name = \"gunluk\", label = \"günlük döküm\", kind = \"daily\", hour = 6, minute = 0 }]",
        "outage_ms=10d",
        "cap_intervals=3",
    ];
    let report = jobsim::run(&crate::load("000-missed-runs.toml", &sets), &Default::default()).unwrap();
    let f = report.figures.iter().find(|f| f.name == "recovery-gunluk").unwrap();
    assert_eq!(
        f.title,
        "Günlük döküm, 10 gün kesinti: telafisiz 10 aralığın hiçbirini koşmuyor, telafili 10 koşumu aynı anda başlatıyor, sınırlı telafi son 3 aralığı koşuyor"
    );
    let jobsim::report::figure::Plot::Bars { categories, series } = &f.plot else { panic!("bars: {:?}", f.plot) };
    assert_eq!(categories, &["kaçan", "telafi edilen", "kütüğe yazılan"]);
    assert_eq!(f.y.label, "aralık");
    let values: Vec<Vec<Option<f64>>> = series.iter().map(|s| s.values.clone()).collect();
    assert_eq!(
        values,
        [[Some(10.0), Some(0.0), Some(10.0)], [Some(10.0), Some(10.0), Some(0.0)], [Some(10.0), Some(3.0), Some(7.0)]]
    );
    assert!(f.caption.contains("sonraki düzenli koşum") && f.caption.contains("en çok son 3 aralığı"), "{}", f.caption);
}

/// The restart chart of missed-run-policies writes how many catch-up runs start at one
/// instant beside the marker (`×N`), from the outcome: a 2-day outage of the 15-minute job.
#[test]
fn missed_run_policies_burst_marker_carries_its_count() {
    let report =
        jobsim::run(&crate::load("000-missed-run-policies.toml", &["outage_ms=2d"]), &Default::default()).unwrap();
    let f = report.figures.iter().find(|f| f.name == "restart-stokOzeti").unwrap();
    let jobsim::report::figure::Plot::Timeline(lanes) = &f.plot else { panic!("timeline") };
    let label = |prefix: &str| {
        let lane = lanes.iter().find(|l| l.name.starts_with(prefix)).unwrap();
        lane.events.iter().map(|e| e.label.clone()).collect::<Vec<_>>()
    };
    let t = &report.tables[0];
    let (policy, runs) = (col_index(t, "policy"), col_index(t, "catch_up_runs"));
    let catch_up = t.rows.iter().find(|r| r[policy].to_csv() == "catch_up").unwrap()[runs].to_csv();
    assert_eq!(label("telafili"), [format!("×{catch_up}")]);
    assert_eq!(label("sınırlı telafi"), ["×4"]);
    // One run at the restart: no count.
    assert_eq!(label("Persistent=true"), [""]);
}

fn col_index(t: &jobsim::report::Table, name: &str) -> usize {
    t.columns.iter().position(|c| c == name).unwrap()
}

/// rate-vs-delay's timeline follows the parameters: a 20-minute run every 30 minutes gives
/// 48 against 28,8 runs a day and fixed delay's starts 00:00 → 00:50 → 01:40, on a clock
/// axis with the wait labelled by the period.
#[test]
fn rate_vs_delay_timeline_titles_follow_the_parameters() {
    let report = jobsim::run(
        &crate::load("000-rate-vs-delay.toml", &["run_ms=1200000", "period_ms=1800000"]),
        &Default::default(),
    )
    .unwrap();
    let f = &report.figures[0];
    assert_eq!(f.name, "drift");
    assert_eq!(
        f.title,
        "Koşum 20 dk, aralık 30 dk: sabit hız günde 48 koşum, sabit gecikme günde 28,8; sabit gecikmede başlangıçlar kayıyor: 00:00 → 00:50 → 01:40"
    );
    assert_eq!(f.x.unit, jobsim::report::figure::Unit::ClockMinutes);
    let jobsim::report::figure::Plot::Timeline(lanes) = &f.plot else { panic!("timeline") };
    let waits: Vec<&str> =
        lanes.iter().flat_map(|l| &l.spans).filter(|s| s.key.0 == "wait").map(|s| s.label.as_str()).collect();
    assert_eq!(waits.first(), Some(&"30 dk"));
    // A run longer than the period: the overlap chart, no fragment title.
    let report =
        jobsim::run(&crate::load("000-rate-vs-delay-overlap.toml", &["run_ms=7200000"]), &Default::default()).unwrap();
    assert_eq!(
        report.figures[0].title,
        "Koşum 120 dk, aralık 60 dk: sabit hız üst üste biniyor (zirve 2), sabit gecikme hiç binmiyor"
    );
}

/// The recurrence strip marks each month a monthly or cron rule never runs in (`Şub yok`)
/// and says the cron OR rule where both day fields are restricted, from the runs: the
/// cron scenario from 31 January (February, April and June skipped) and the lesson's.
#[test]
fn recurrence_marks_months_without_a_run() {
    let skipped = |report: &jobsim::report::Report, lane: &str| -> Vec<String> {
        let jobsim::report::figure::Plot::Timeline(lanes) = &report.figures[0].plot else { panic!("timeline") };
        let lane = lanes.iter().find(|l| l.name == lane).unwrap();
        lane.events.iter().filter(|e| e.key.0 == "event.no-run").map(|e| e.label.clone()).collect()
    };
    let cron =
        jobsim::run(&crate::load("000-recurrence-cron.toml", &["start=\"2026-01-31T23:47:00Z\""]), &Default::default())
            .unwrap();
    assert_eq!(skipped(&cron, "ayın 31'i 02:30"), ["Şub yok", "Nis yok", "Haz yok"]);
    assert!(skipped(&cron, "hafta içi 09:00").is_empty());
    assert!(
        cron.figures[0].caption.contains("13'ü veya cuma kuralında iki gün alanı da kısıtlı"),
        "{}",
        cron.figures[0].caption
    );
    let lesson = jobsim::run(&crate::load("000-recurrence.toml", &[]), &Default::default()).unwrap();
    assert_eq!(skipped(&lesson, "ay sonu"), ["Şub yok", "Nis yok"]);
    assert!(skipped(&lesson, "aylık rapor").is_empty());
    assert!(!lesson.figures[0].caption.contains("VEYA"));
}

/// The time-zones chart keeps a missed run (✕) and a doubled one (◆) apart, draws the
/// lesson's UTC trigger as one line at its UTC time, and says when a zone's runs fall on
/// the previous UTC day: at local 01:30, Berlin's runs are at 00:30Z / 23:30Z.
#[test]
fn time_zones_chart_marks_missed_and_doubled_apart_and_draws_utc() {
    let report =
        jobsim::run(&crate::load("000-time-zones.toml", &["hour=1", "minute=30"]), &Default::default()).unwrap();
    let f = &report.figures[0];
    let jobsim::report::figure::Plot::Lines(series) = &f.plot else { panic!("lines") };
    let keys: Vec<&str> = series.iter().map(|s| s.key.0).collect();
    let utc = series.iter().find(|s| s.key.0 == "tz.utc").unwrap();
    assert!(utc.points.iter().all(|&(_, m)| m == 90.0), "{:?}", utc.points);
    assert_eq!(utc.labels[0].1, "UTC'de saklanan tetik: her gün 01:30Z, yerel saati kayıyor");
    // 01:30 is not in Berlin's or New York's gaps or folds (02:00–03:00 and 01:00–02:00 / 02:00–03:00).
    let slipped = keys.contains(&"tz.missed") || keys.contains(&"tz.doubled");
    assert_eq!(slipped, f.title.contains("koşum kaçar") || f.title.contains("iki kez tetiklenir"), "{}", f.title);
    let berlin = series.iter().find(|s| s.labels.iter().any(|l| l.1.starts_with("Europe/Berlin"))).unwrap();
    assert!(berlin.labels[0].1.ends_with("UTC'de önceki gün"), "{:?}", berlin.labels);
    assert!(f.caption.contains("bir önceki UTC gününe"), "{}", f.caption);
}

/// month-end's bars start at the first month any policy runs in: from 31 January 23:47
/// (the 31st's run already past) at February, from 15 January at January.
#[test]
fn month_end_chart_starts_at_the_first_month_with_a_run() {
    let first = |sets: &[&str]| {
        let report = jobsim::run(&crate::load("000-month-end.toml", sets), &Default::default()).unwrap();
        let jobsim::report::figure::Plot::Bars { categories, .. } = &report.figures[0].plot else { panic!("bars") };
        categories[0].clone()
    };
    assert_eq!(first(&[]), "Şub 2026");
    assert_eq!(first(&["start=\"2026-01-15T00:00:00Z\""]), "Oca 2026");
}

/// The redeploy's lanes say when the new instance came up and the old one stops, from the
/// parameters: their overlap lies far outside the chart's window of one run.
#[test]
fn the_redeploy_lanes_carry_the_instances_up_and_down_times() {
    for (sets, up, down) in
        [(&[][..], "05:59", "06:01"), (&["new_up_ms=21000000", "old_down_ms=23400000"][..], "05:50", "06:30")]
    {
        let s = crate::load("000-overlap-sources.toml", sets);
        let r = jobsim::run(&s, &Default::default()).unwrap();
        let fig = r.figures.iter().find(|f| f.name == "deploy").expect("the deploy chart");
        let jobsim::report::figure::Plot::Timeline(lanes) = &fig.plot else { panic!("a timeline") };
        let names: Vec<&str> = lanes.iter().map(|l| l.name.as_str()).collect();
        assert!(names.contains(&format!("yeni · açılış {up}").as_str()), "{sets:?}: {names:?}");
        assert!(names.contains(&format!("eski · kapanış {down}").as_str()), "{sets:?}: {names:?}");
    }
}
