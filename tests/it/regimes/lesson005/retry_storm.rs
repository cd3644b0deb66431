//! retry-storm's checker and coincidences.

use super::super::claims::{Claims, Run};
use super::super::facts;
use super::field;
use super::worker_pool::yes;

/// The storm chart's title (the busiest bucket) and caption (the buckets over capacity, the
/// successes, the consumers that gave up, the last request), from their facts, re-derived
/// from the `storm` table (and its CSV-only `over_capacity_buckets`, held to the requests
/// rejected).
pub fn retry_storm(r: &Run, c: &mut Claims) {
    let t = r.table("storm");
    let f = r.figure("storm").unwrap();
    let row = &t.rows[0];
    let v = |column: &str| field(t, row, column);
    let (consumers, cap) = (r.int("consumers") as f64, r.int("cap_per_bucket") as f64);
    let (peak, over, successes, gave_ups) =
        (v("peak_bucket_requests"), v("over_capacity_buckets"), v("successes"), v("gave_ups"));
    facts::expect(f, "retry-storm-title")
        .num("consumers", consumers)
        .num("bucket", r.int("bucket_ms") as f64)
        .num("peak", peak)
        .holds(c);
    facts::expect(f, "retry-storm-caption")
        .num("cap", cap)
        .num("over", over)
        .num("successes", successes)
        .num("gave_ups", gave_ups)
        .num("last", v("last_event_ms"))
        .holds(c);
    let backoff = r.value("backoff").and_then(|v| v.as_str().map(String::from)).unwrap_or("capped".into());
    facts::expect_in(f, "retry-storm-caption", "backoff", "retry-storm-backoff")
        .is("named", yes(backoff != "capped"))
        .holds(c);
    // A bucket is over capacity exactly where a request was rejected: at least one there,
    // at most the busiest bucket's excess.
    let rejected = v("total_requests") - successes;
    c.hold((over > 0.0) == (rejected > 0.0), &f.caption, "buckets over capacity where requests were rejected");
    c.hold((over > 0.0) == (peak > cap), &f.caption, "the busiest bucket exceeds the capacity where any does");
    c.hold(over <= rejected && rejected <= over * (peak - cap).max(0.0), &f.caption, "the rejections fit the buckets");
    c.hold(successes + gave_ups == consumers, &f.caption, "every consumer succeeds or gives up");
    c.hold(gave_ups <= rejected, &f.caption, "a consumer that gave up was rejected");
}

/// retry-storm's coincidences: a capacity of every consumer at once and of one fewer, no
/// backoff ceiling (every retry in the bucket it was rejected in), and a ceiling capped from
/// the first retry.
pub fn retry_storm_coincide(r: &Run) -> Vec<Vec<String>> {
    let (consumers, base) = (r.int("consumers"), r.int("base_ms"));
    vec![
        vec![format!("cap_per_bucket={consumers}")],
        vec![format!("cap_per_bucket={}", consumers - 1)],
        vec!["cap_ms=0".into()],
        vec![format!("cap_ms={base}")],
    ]
}
