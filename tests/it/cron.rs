//! Cron expressions on rare dates (issue 23): cronie's instants for dates tied to a
//! weekday, `None` for an expression that never runs, models that stop cleanly, bounded
//! charts, strict field syntax, and the naive wall-clock matcher with an offset in seconds.

use std::process::Command;

use jobsim::schedule::cron::{CYCLE_DAYS, Cron};
use jobsim::schedule::{DAY_MS, MINUTE_MS, MonthEnd, Rule, civil_from_days, format_minute, next_run, parse_instant};
use proptest::prelude::*;

use crate::{root, run_text};

fn jobsim() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_jobsim"));
    c.current_dir(root());
    c
}

fn runs(expr: &str, start: &str, count: usize) -> Vec<String> {
    let rule = Rule::Cron(Cron::parse(expr).unwrap());
    let mut t = parse_instant(start).unwrap();
    (0..count)
        .map(|_| {
            t = next_run(rule, MonthEnd::Skip, t).unwrap();
            format_minute(t)
        })
        .collect()
}

/// The reproducers, with the instants cronie's own matcher gives.
#[test]
fn rare_dates_give_cronies_instants() {
    assert_eq!(
        runs("0 0 25 12 */7", "2026-01-01T00:00:00Z", 5),
        ["2033-12-25 00:00", "2039-12-25 00:00", "2044-12-25 00:00", "2050-12-25 00:00", "2061-12-25 00:00"]
    );
    assert_eq!(
        runs("0 0 29 2 */2", "2023-01-01T00:00:00Z", 5),
        ["2024-02-29 00:00", "2028-02-29 00:00", "2032-02-29 00:00", "2048-02-29 00:00", "2052-02-29 00:00"]
    );
    assert_eq!(
        runs("0 0 */31 1 1", "2023-01-01T00:00:00Z", 5),
        ["2024-01-01 00:00", "2029-01-01 00:00", "2035-01-01 00:00", "2046-01-01 00:00", "2052-01-01 00:00"]
    );
    assert_eq!(runs("0 0 31 1 */7", "2027-02-01T00:00:00Z", 1), ["2038-01-31 00:00"]);
}

fn rule_set(expr: &str) -> String {
    format!("rules=[{{ name = \"nadir\", kind = \"cron\", expr = \"{expr}\" }}]")
}

/// The same through the CLI: `jobsim run` with `--set`, exit 0 and the runs printed.
#[test]
fn rare_dates_through_the_cli() {
    for (expr, start, count, first, last) in [
        ("0 0 25 12 */7", "2026-01-01T00:00:00Z", 5, "2033-12-25 00:00", "2061-12-25 00:00"),
        ("0 0 29 2 */2", "2023-01-01T00:00:00Z", 5, "2024-02-29 00:00", "2052-02-29 00:00"),
        ("0 0 */31 1 1", "2023-01-01T00:00:00Z", 5, "2024-01-01 00:00", "2052-01-01 00:00"),
        ("0 0 31 1 */7", "2027-02-01T00:00:00Z", 1, "2038-01-31 00:00", "2038-01-31 00:00"),
    ] {
        let out = jobsim()
            .args(["run", "scenarios/000-recurrence-cron.toml", "--set", &rule_set(expr)])
            .args(["--set", &format!("start=\"{start}\""), "--set", &format!("count={count}")])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{expr}: {}", String::from_utf8_lossy(&out.stderr));
        let line = text.lines().find(|l| l.starts_with("nadir")).unwrap();
        assert!(line.contains(first) && line.ends_with(last), "{expr}: {line}");
    }
}

/// `missed-run-policies` with a job whose next run is eleven years away: no panic, no run
/// in the span, every policy listed.
#[test]
fn missed_run_policies_with_a_rare_date_runs_nothing_and_does_not_panic() {
    let sets = [
        "jobs=[{ name = \"nadir\", kind = \"cron\", expr = \"0 0 31 1 */7\" }]",
        "start=\"2027-02-01T00:00:00Z\"",
        "end=\"2027-04-10T00:00:00Z\"",
        "outage_start=\"2027-03-01T00:00:00Z\"",
    ];
    let report = jobsim::run(&crate::load("000-missed-run-policies.toml", &sets), &Default::default()).unwrap();
    assert!(!report.text.is_empty());
    let out = jobsim()
        .args(["run", "scenarios/000-missed-run-policies.toml"])
        .args(sets.iter().flat_map(|s| ["--set", s]))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}

/// The old memory bomb (a "never" instant kept as a run, month labels up to year ≈ 292
/// million): rendered charts and all under a 1 GiB address-space limit, with small files.
#[test]
fn the_memory_case_renders_under_a_resource_limit() {
    let dir = std::env::temp_dir().join(format!("jobsim-it-{}-cron-memory", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let out = Command::new("prlimit")
        .arg("--as=1073741824")
        .arg("--")
        .arg(env!("CARGO_BIN_EXE_jobsim"))
        .current_dir(root())
        .args(["run", "scenarios/000-recurrence-cron.toml", "--set", &rule_set("0 0 31 1 */7")])
        .args(["--set", "start=\"2027-02-01T00:00:00Z\"", "--set", "count=1", "--out"])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let meta = entry.unwrap().metadata().unwrap();
        assert!(meta.len() < 2_000_000, "an output of {} bytes", meta.len());
        files += 1;
    }
    assert!(files > 0);
    std::fs::remove_dir_all(&dir).unwrap();
    // A thousand runs of 29 February on a Sunday would pass the year 9999: one line, exit 2.
    let out = jobsim()
        .args(["run", "scenarios/000-recurrence-cron.toml", "--set", &rule_set("0 0 29 2 */7")])
        .args(["--set", "count=1000"])
        .output()
        .unwrap();
    let err = one_line_exit_2(&out);
    assert!(err.contains("`rules[0]` \"nadir\"") && err.contains("9999-12-31T23:59:59Z"), "{err}");
    assert!(err.contains("lower `count` to at most 259"), "{err}");
    // Centuries of runs: the chart's date axis has at most a dozen ticks, and the title
    // names each skipped month of the year once, with the reason decided over every
    // skipped month (a leap-year 29 February that is not a Sunday, so no day matches).
    let s = crate::load("000-recurrence-cron.toml", &[&rule_set("0 0 29 2 */7"), "count=259"]);
    let report = jobsim::run(&s, &Default::default()).unwrap();
    assert_eq!(report.figures.len(), 1);
    let title = &report.figures[0].title;
    assert_eq!(
        title, "Cron'da nadir kuralına uyan günü olmayan aylar atlanıyor: Şubat; ay alanı yalnız Şubat ayını seçiyor",
        "{title}"
    );
}

fn one_line_exit_2(out: &std::process::Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(!err.contains('\u{2028}') && !err.contains('\u{85}'), "{err}");
    err
}

/// Bad expressions: exit 2, one line naming the file, the key and what is wrong.
#[test]
fn bad_expressions_are_one_line_exit_2_never_101() {
    for (expr, says) in [
        ("+5 * * * *", "not a number"),
        ("*/+5 * * * *", "step `+5`, not a number"),
        ("5\u{a0}* * * *", "U+00A0"),
        ("5\u{3000}* * * *", "U+3000"),
        ("5\u{2003}* * * *", "U+2003"),
        ("5\u{85}* * * *", "U+0085"),
        ("5\u{2028}* * * *", "U+2028"),
        ("5\u{b}* * * *", "U+000B"),
        ("5\u{c}* * * *", "U+000C"),
        ("0 0 30 2 *", "it never runs: no month it names (feb) has day 30"),
        ("0 0 31 2,4 */2", "no month it names (feb, apr) has day 31"),
    ] {
        let set = format!("rules=[{{ name = \"x\", kind = \"cron\", expr = {} }}]", toml::Value::from(expr));
        let out = jobsim().args(["run", "scenarios/000-recurrence-cron.toml", "--set", &set]).output().unwrap();
        let err = one_line_exit_2(&out);
        assert!(err.contains("000-recurrence-cron.toml") && err.contains("`rules[0].expr`"), "{err}");
        assert!(err.contains(says), "{expr:?}: {err}");
    }
    // Both day fields restricted: a Monday of April runs, though 31 April never exists.
    assert_eq!(runs("0 0 31 4 mon", "2026-01-01T00:00:00Z", 1), ["2026-04-06 00:00"]);
}

/// Africa/Monrovia was −0:44:30 until 1972-01-07: the naive matcher fires when the clock
/// shows 02:30 (at 02:30:30 local, 03:14:30Z) every day; outputs show the seconds.
#[test]
fn monrovia_1971_naive_runs_every_day_and_outputs_show_seconds() {
    let text = run_text(
        "000-time-zones.toml",
        &["year=1971", "zones=[\"Africa/Monrovia\"]", "strategies=[\"naive\", \"compatible\", \"cronie\"]"],
    );
    for strategy in ["naive      ", "compatible ", "cronie     "] {
        let row = rows_of(&text, &format!("Africa/Monrovia   {strategy}"));
        assert_eq!(row.len(), 1, "{text}");
        assert!(row[0].contains(" 365 "), "{}", row[0]);
    }
    // 1972-01-07 00:44:30Z the clocks jumped from 00:00:00 to 00:44:30: local 00:10 is in
    // the gap, and `compatible` runs it at the earlier offset, 00:54:30Z, seconds shown.
    let text = run_text(
        "000-time-zones.toml",
        &["year=1972", "hour=0", "minute=10", "zones=[\"Africa/Monrovia\"]", "strategies=[\"compatible\"]"],
    );
    let row = rows_of(&text, "Africa/Monrovia   compatible ");
    assert!(row[0].contains(" 00:54:30Z "), "{text}");
}

fn rows_of<'a>(text: &'a str, prefix: &str) -> Vec<&'a str> {
    text.lines().filter(|l| l.starts_with(prefix)).collect()
}

/// An independent matcher: the fields as sets, Vixie cron's day rule, the weekday from
/// the day count.
#[derive(Debug)]
struct Pattern {
    months: Vec<u32>,
    days: Vec<u32>,
    weekdays: Vec<u32>,
    dom_star: bool,
    dow_star: bool,
}

impl Pattern {
    fn expr(&self) -> String {
        let list = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let days = if self.dom_star { "*".to_string() } else { list(&self.days) };
        let weekdays = if self.dow_star { "*".to_string() } else { list(&self.weekdays) };
        format!("0 0 {days} {} {weekdays}", list(&self.months))
    }
    fn matches(&self, day: i64) -> bool {
        let (_, m, d) = civil_from_days(day);
        let weekday = (day + 4).rem_euclid(7) as u32;
        let dom = self.dom_star || self.days.contains(&d);
        let dow = self.dow_star || self.weekdays.contains(&weekday);
        self.months.contains(&m) && if self.dom_star || self.dow_star { dom && dow } else { dom || dow }
    }
}

fn pattern() -> impl Strategy<Value = Pattern> {
    (
        proptest::collection::btree_set(1u32..=12, 1..3),
        proptest::collection::btree_set(prop_oneof![1u32..=31, 28u32..=31], 1..3),
        proptest::collection::btree_set(0u32..=6, 1..3),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(months, days, weekdays, dom_star, dow_star)| Pattern {
            months: months.into_iter().collect(),
            days: days.into_iter().collect(),
            weekdays: weekdays.into_iter().collect(),
            dom_star,
            dow_star,
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// Every run found matches, no matching day is skipped between two runs (checked day
    /// by day), and `None` means no day of a whole Gregorian cycle matches.
    #[test]
    fn rare_patterns_skip_no_run_and_never_means_never(p in pattern(), start_day in 0i64..84_000) {
        let c = Cron::parse(&p.expr()).unwrap();
        let mut now = start_day * DAY_MS + 7 * MINUTE_MS;
        for _ in 0..4 {
            match c.next_after(now) {
                Some(t) => {
                    prop_assert!(t > now && t % DAY_MS == 0 && c.matches(t) && p.matches(t / DAY_MS), "{}", p.expr());
                    for day in now.div_euclid(DAY_MS) + 1..t / DAY_MS {
                        prop_assert!(!p.matches(day), "{}: day {day} skipped", p.expr());
                    }
                    now = t;
                }
                None => {
                    let from = now.div_euclid(DAY_MS);
                    prop_assert!((from..from + CYCLE_DAYS).all(|d| !p.matches(d)), "{}", p.expr());
                    prop_assert!(c.ever_runs().is_err());
                    break;
                }
            }
        }
    }

    /// Any expression and any start: no panic, and the answer is after `now`.
    #[test]
    fn any_expression_and_start_never_panics(
        fields in proptest::collection::vec("[0-9*,/-]{1,6}", 5),
        now in any::<i64>(),
    ) {
        if let Ok(c) = Cron::parse(&fields.join(" ")) {
            if let Some(t) = c.next_after(now) {
                prop_assert!(t > now && c.matches(t));
            }
            let _ = c.ever_runs();
        }
    }
}
