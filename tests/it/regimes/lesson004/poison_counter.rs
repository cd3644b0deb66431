//! poison-counter's checker and coincidences.

use jobsim::report::figure::Unit;
use jobsim::report::{Cell, Figure, Table};

use super::super::claims::{Claims, Run, cell};
use super::super::facts;
use super::{field, stated, yes};

/// The killer messages, as the run's parameters list them.
fn killers(r: &Run) -> Vec<i64> {
    let list = r.value("killers").and_then(|v| v.as_array().cloned()).unwrap_or_default();
    list.iter().filter_map(toml::Value::as_integer).collect()
}

/// The lifetimes chart's title (each row's fate, or what validation changes), caption
/// (what kills the process, each row's story) and lane labels (the stuck messages, the
/// first dead letter), from their facts, re-derived from the `positions` table (and its
/// CSV-only `first_dead_id`) and the killer messages.
pub fn poison_counter(r: &Run, c: &mut Claims) {
    let t = r.table("positions");
    let f = r.figure("lifetimes").unwrap();
    let killers = killers(r).len();
    let rows = |validated: &str| -> Vec<&[Cell]> {
        t.rows.iter().map(|x| x.as_slice()).filter(|x| cell(t, x, "validated").to_csv() == validated).collect()
    };
    let (checked, unchecked) = (rows("true"), rows("false"));
    let most = |rows: &[&[Cell]], column: &str| rows.iter().map(|x| field(t, x, column)).fold(0.0, f64::max);
    if checked.is_empty() {
        c.hold(stated(f, "poison-counter-fate") == t.rows.len(), &f.title, "a fate per row");
        for (i, x) in t.rows.iter().enumerate() {
            facts::expect(f, "poison-counter-fate")
                .num("crashes", field(t, x, "crashes"))
                .num("dead", field(t, x, "dead_lettered"))
                .text("id", cell(t, x, "first_dead_id").to_csv())
                .num("stuck", field(t, x, "remaining"))
                .holds_nth(i, c);
        }
    } else {
        let (before, now) = (most(&unchecked, "crashes"), most(&checked, "crashes"));
        let regime = match (unchecked.is_empty(), now == 0.0) {
            (false, true) if before == 0.0 => "none",
            (false, _) => "instead",
            (true, true) => "never",
            (true, false) => "crashes",
        };
        facts::expect(f, "poison-counter-tail").is("regime", regime).num("before", before).num("now", now).holds(c);
        let many = match killers {
            0 => "no",
            1 => "one",
            _ => "many",
        };
        facts::expect(f, "poison-counter-title-validated").is("killers", many).holds(c);
        let dead = checked.iter().all(|x| field(t, x, "dead_lettered") > 0.0);
        c.hold(killers == 0 || dead, &f.title, "validation dead-letters the bad message");
    }
    facts::expect(f, "poison-counter-lead")
        .is("killers", yes(killers > 0))
        .num("threshold", r.int("threshold") as f64)
        .holds(c);
    let both = !checked.is_empty() && !unchecked.is_empty();
    let caption = match (checked.is_empty(), unchecked.is_empty()) {
        (true, _) => "poison-counter-caption",
        (false, true) => "poison-counter-caption-validated",
        (false, false) => "poison-counter-caption-both",
    };
    c.hold(stated(f, caption) == 1, &f.caption, format!("the caption is `{caption}`"));
    if both {
        facts::expect(f, "poison-counter-caption-both")
            .num("crashes", most(&unchecked, "crashes"))
            .num("stuck", most(&unchecked, "remaining"))
            .holds(c);
    }
    stories(t, f, if checked.is_empty() { &unchecked } else { &checked }, c);
    labels(t, f, c);
}

/// The caption's stories of the rows `told`: one for all when every row's is the same.
fn stories(t: &Table, f: &Figure, told: &[&[Cell]], c: &mut Claims) {
    let story = |x: &[Cell]| {
        let v = |column: &str| field(t, x, column);
        let catch = cell(t, x, "counter_position").to_csv() == "on_catch" && v("crashes") > 0.0;
        let numbers = [v("starts"), v("crashes"), v("processed"), v("dead_lettered"), v("remaining")];
        (catch, numbers)
    };
    let all: Vec<(bool, [f64; 5])> = told.iter().map(|x| story(x)).collect();
    let same = all.len() > 1 && all.iter().all(|s| *s == all[0]);
    c.hold(same == (stated(f, "poison-counter-every-row") == 1), &f.caption, "one story for every row");
    let told = if same { &all[..1] } else { &all[..] };
    c.hold(stated(f, "poison-counter-story") == told.len(), &f.caption, "a story per row");
    for (i, (catch, [starts, crashes, processed, dead, remaining])) in told.iter().enumerate() {
        facts::expect(f, "poison-counter-story")
            .num("starts", *starts)
            .num("crashes", *crashes)
            .is("catch", yes(*catch))
            .num("processed", *processed)
            .num("dead", *dead)
            .num("remaining", *remaining)
            .holds_nth(i, c);
    }
}

/// The lanes' labels: each row's stuck messages after its starts, and (on the time chart)
/// each row's first dead letter and how many in all.
fn labels(t: &Table, f: &Figure, c: &mut Claims) {
    let stuck: Vec<&Vec<Cell>> = t.rows.iter().filter(|x| field(t, x, "remaining") > 0.0).collect();
    c.hold(stated(f, "poison-counter-stuck") == stuck.len(), &f.title, "a stuck label per row with stuck messages");
    for (i, x) in stuck.into_iter().enumerate() {
        facts::expect(f, "poison-counter-stuck")
            .num("starts", field(t, x, "starts"))
            .num("left", field(t, x, "remaining"))
            .holds_nth(i, c);
    }
    let timed = f.x.unit == Unit::Millis;
    let dead: Vec<&Vec<Cell>> = t.rows.iter().filter(|x| timed && field(t, x, "dead_lettered") > 0.0).collect();
    c.hold(stated(f, "poison-counter-dead-marker") == dead.len(), &f.title, "a dead-letter marker per row");
    for (i, x) in dead.into_iter().enumerate() {
        let total = field(t, x, "dead_lettered");
        facts::expect(f, "poison-counter-dead-marker")
            .text("id", cell(t, x, "first_dead_id").to_csv())
            .is("more", yes(total > 1.0))
            .num("total", total)
            .holds_nth(i, c);
    }
}

/// poison-counter's coincidences: a threshold of one delivery, one equal to the starts the
/// supervisor allows (and one more), a single start, every message a killer, the first and
/// the last message a killer, one message that kills, no killer with validation, zero work
/// and restart times, and runs long enough that the lifetimes are drawn on the time axis
/// (the first dead letter's marker) and merged into spans.
pub fn poison_counter_coincide(r: &Run) -> Vec<Vec<String>> {
    let (messages, starts) = (r.int("messages"), r.int("max_starts"));
    let all: Vec<String> = (1..=messages.min(50)).map(|m| m.to_string()).collect();
    vec![
        vec!["threshold=1".into()],
        vec![format!("threshold={starts}")],
        vec![format!("threshold={}", starts + 1)],
        vec![format!("threshold={}", starts - 1)],
        vec!["max_starts=1".into()],
        vec![format!("messages={}", all.len()), format!("killers=[{}]", all.join(","))],
        vec!["killers=[1]".into()],
        vec![format!("killers=[{messages}]")],
        vec!["messages=1".into(), "killers=[1]".into()],
        vec!["killers=[]".into(), "validate=[true]".into()],
        vec!["killers=[]".into(), "validate=[false,true]".into()],
        vec!["validate=[false,true]".into(), "positions=[\"on_catch\"]".into()],
        vec!["work_ms=0".into(), "restart_ms=0".into()],
        vec![format!("killers=[1,{messages}]"), "threshold=2".into()],
        vec!["messages=60".into(), "killers=[30]".into()],
        vec!["max_starts=400".into(), "threshold=1000".into()],
    ]
}
