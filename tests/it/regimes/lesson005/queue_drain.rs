//! queue-drain's checker and coincidences.

use super::super::claims::{Claims, Run};
use super::super::facts;
use super::field;
use super::worker_pool::yes;

/// The drain chart's title (when the queue is empty), caption (the process deaths, the
/// dead letters, the messages processed by the last acknowledgement, the deliveries) and
/// marks (only poison messages left, the queue drained by a dead-lettering), from their
/// facts, re-derived from the `drain` table (and its CSV-only `last_ack_ms`).
pub fn queue_drain(r: &Run, c: &mut Claims) {
    let t = r.table("drain");
    let f = r.figure("drain").unwrap();
    let row = &t.rows[0];
    let v = |column: &str| field(t, row, column);
    let (messages, poison_mod, max) = (r.int("messages"), r.int("poison_mod"), r.int("max_deliveries"));
    let (end, last_ack, dead) = (v("makespan_ms"), v("last_ack_ms"), v("dead_lettered"));
    facts::expect(f, "queue-drain-title")
        .num("messages", messages as f64)
        .num("consumers", r.int("consumers") as f64)
        .num("end", end)
        .holds(c);
    facts::expect(f, "queue-drain-caption")
        .num("poison_mod", poison_mod as f64)
        .num("crashes", v("crashes"))
        .num("max_deliveries", max as f64)
        .num("dead", dead)
        .num("processed", v("processed"))
        .num("last_ack", last_ack)
        .num("deliveries", v("deliveries"))
        .holds(c);
    // Every message numbered (from 0) a multiple of `poison_mod` kills each consumer it is
    // delivered to, `max_deliveries` times, and is then dead-lettered; every other one is
    // processed.
    let poison = ((messages - 1) / poison_mod + 1) as f64;
    c.hold(dead == poison, &f.caption, "the poison messages are the dead letters");
    c.hold(v("crashes") == poison * max as f64, &f.caption, "each poison message kills a consumer per delivery");
    c.hold(v("processed") == messages as f64 - poison, &f.caption, "every other message is processed");
    // The queue is empty at the later of the last acknowledgement and the last dead letter.
    let poison_last = dead > 0.0 && end > last_ack;
    c.hold(end >= last_ack, &f.title, "the queue drains after the last acknowledgement");
    facts::states(f, "queue-drain-poison-left$-", poison_last, c);
    facts::expect(f, "queue-drain-drained").is("dead", yes(poison_last)).num("at", end).holds(c);
}

/// queue-drain's coincidences: every message poison, the first and the last (ids count from
/// 0), only the first, a poison message dead-lettered at its first timer while the others
/// still drain (one consumer, a visibility timeout just past the work), as many consumers as
/// messages, and a restart as long as the visibility timeout.
pub fn queue_drain_coincide(r: &Run) -> Vec<Vec<String>> {
    let (messages, proc_ms, vis_ms) = (r.int("messages"), r.int("proc_ms"), r.int("vis_ms"));
    vec![
        vec!["poison_mod=1".into()],
        vec![format!("poison_mod={}", messages - 1)],
        vec![format!("poison_mod={messages}")],
        vec![
            "consumers=1".into(),
            "max_deliveries=1".into(),
            format!("vis_ms={}", proc_ms + 1),
            format!("poison_mod={}", messages / 2),
        ],
        vec![format!("consumers={messages}")],
        vec![format!("restart_ms={vis_ms}")],
    ]
}
