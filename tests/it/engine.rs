//! The engine's guarantees: `(time, seq)` order, insertion-order ties, crashes dropping
//! an incarnation's events, cancellation, determinism of the trace.

use jobsim::sim::{EventQueue, LessonLcg, Millis, RunOptions, Sim, Streams, Tracer, UnitDraw};

#[test]
fn ties_pop_in_insertion_order_and_times_in_order() {
    let mut q = EventQueue::new();
    let times = [5u64, 1, 5, 0, 1, 5, 0];
    for (i, &t) in times.iter().enumerate() {
        q.push(Millis(t), i);
    }
    let order: Vec<usize> = std::iter::from_fn(|| q.pop().map(|(_, _, e)| e)).collect();
    assert_eq!(order, vec![3, 6, 1, 4, 0, 2, 5]);
}

#[derive(Debug, PartialEq)]
enum Ev {
    Tick(u32),
    Restarted,
}

#[test]
fn a_crash_drops_the_old_incarnations_events_but_not_world_events() {
    let (tracer, rows) = Tracer::collect();
    let mut sim = Sim::new(&RunOptions { tracer, ..Default::default() });
    let p = sim.spawn("worker");
    sim.send_in(p, 10, Ev::Tick(1));
    sim.schedule_in(20, Ev::Restarted);
    sim.crash(p);
    let mut seen = Vec::new();
    while let Some(ev) = sim.next_event().unwrap() {
        if ev == Ev::Restarted {
            sim.restart(p);
            sim.send_in(p, 5, Ev::Tick(2));
        }
        seen.push((sim.now().as_ms(), ev));
    }
    assert_eq!(seen, vec![(20, Ev::Restarted), (25, Ev::Tick(2))]);
    let trace = rows.take();
    assert_eq!(trace.len(), 1);
    assert_eq!((trace[0].time_ms, trace[0].event.as_str()), (10, "EventDropped"));
    assert_eq!(trace[0].component, "worker/0");
}

#[test]
fn cancelled_events_never_run() {
    let mut sim = Sim::new(&RunOptions::default());
    let a = sim.schedule_in(1, Ev::Tick(1));
    sim.schedule_in(2, Ev::Tick(2));
    sim.cancel(a);
    assert_eq!(sim.next_event(), Ok(Some(Ev::Tick(2))));
    assert_eq!(sim.next_event(), Ok(None));
}

#[test]
fn cancelling_an_event_that_already_ran_does_nothing_and_keeps_nothing() {
    let mut sim = Sim::new(&RunOptions::default());
    let a = sim.schedule_in(1, Ev::Tick(1));
    let b = sim.schedule_in(1, Ev::Tick(2));
    assert_eq!(sim.next_event(), Ok(Some(Ev::Tick(1))));
    sim.cancel(a); // already ran
    assert_eq!(sim.cancelled(), 0);
    sim.cancel(b); // still pending, same millisecond
    sim.cancel(b); // twice is once
    assert_eq!(sim.cancelled(), 1);
    assert_eq!(sim.next_event(), Ok(None));
    assert_eq!(sim.cancelled(), 0, "a cancelled event leaves the set when it comes due");
}

#[test]
fn processes_start_down_stop_and_crash_with_separate_counts() {
    let mut sim = Sim::new(&RunOptions::default());
    let p = sim.spawn_down("consumer");
    assert!(!sim.is_up(p));
    assert_eq!(sim.starts(p), 0);
    sim.start(p);
    sim.send_in(p, 5, Ev::Tick(1));
    sim.stop(p); // a clean exit drops its pending work too
    sim.start(p);
    sim.send_in(p, 7, Ev::Tick(2));
    sim.crash(p);
    sim.start(p);
    sim.send_in(p, 9, Ev::Tick(3));
    let mut seen = Vec::new();
    while let Some(ev) = sim.next_event().unwrap() {
        seen.push(ev);
    }
    assert_eq!(seen, vec![Ev::Tick(3)]);
    assert_eq!((sim.starts(p), sim.stops(p), sim.crashes(p), sim.restarts(p)), (3, 1, 1, 2));
}

#[test]
fn the_budget_stops_a_run_by_events_or_by_virtual_time() {
    use jobsim::sim::{Budget, Limit};
    let spin = |budget: Budget| {
        let mut sim = Sim::new(&RunOptions { budget, ..Default::default() });
        sim.schedule_in(0, Ev::Tick(0));
        loop {
            match sim.next_event() {
                Ok(Some(_)) => {
                    sim.schedule_in(10, Ev::Tick(0));
                }
                Ok(None) => unreachable!("the spinner never drains"),
                Err(e) => return e,
            }
        }
    };
    let e = spin(Budget::events(3));
    assert_eq!((e.limit, e.events, e.at), (Limit::Events(3), 3, Millis(30)));
    let e = spin(Budget::time(Millis(95)));
    assert_eq!((e.limit, e.events), (Limit::Time(Millis(95)), 10));
}

#[test]
#[should_panic(expected = "scheduled into the past")]
fn scheduling_into_the_past_is_a_bug() {
    let mut sim = Sim::new(&RunOptions::default());
    sim.schedule_in(10, Ev::Tick(1));
    let _ = sim.next_event();
    sim.schedule_at(Millis(5), Ev::Tick(2));
}

#[test]
fn lesson_lcg_follows_javascript_double_arithmetic() {
    // First draws of `uretec(20250720)` in Node.js 20.
    let mut g = LessonLcg::new(20250720);
    let first: Vec<f64> = (0..3).map(|_| g.next_unit()).collect();
    assert_eq!(first, vec![0.6557189337909222, 0.8734339475631714, 0.6364959478378296]);
    // Exact u64 arithmetic would differ: the double product is rounded.
    let exact = (20250720u64 * 1103515245 + 12345) % 2147483648;
    let mut g = LessonLcg::new(20250720);
    g.next_unit();
    assert_ne!(g.state(), exact as f64);
}

#[test]
fn named_streams_are_independent_of_fork_order() {
    let s = Streams::new(7);
    let mut a1 = s.fork("a");
    let _b = s.fork("b");
    let mut a2 = Streams::new(7).fork("a");
    assert_eq!(a1.next_unit(), a2.next_unit());
    assert_ne!(s.fork("a").next_u64(), s.fork("b").next_u64());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Interleaved pushes and pops come out exactly in `(time, seq)` order, as a sort of
    /// everything pushed would give.
    #[test]
    fn the_queue_pops_in_time_then_insertion_order(
        ops in proptest::collection::vec((0u64..40, proptest::prelude::any::<bool>()), 1..300),
    ) {
        let mut q = EventQueue::new();
        let mut now = 0u64;
        let mut pending: Vec<(u64, u64)> = Vec::new();
        let mut popped = Vec::new();
        for (i, (delay, pop)) in ops.iter().enumerate() {
            if *pop && !q.is_empty() {
                let (t, id, e) = q.pop().unwrap();
                now = t.as_ms();
                popped.push((t.as_ms(), id.seq(), e));
            } else {
                q.push(Millis(now + delay), i);
                pending.push((now + delay, i as u64));
            }
        }
        while let Some((t, id, e)) = q.pop() {
            popped.push((t.as_ms(), id.seq(), e));
        }
        // Times never decrease, ties pop by id, and every push pops exactly once.
        for w in popped.windows(2) {
            proptest::prop_assert!((w[0].0, w[0].1) < (w[1].0, w[1].1));
        }
        let mut ids: Vec<u64> = popped.iter().map(|p| p.1).collect();
        ids.sort_unstable();
        proptest::prop_assert_eq!(ids, (0..pending.len() as u64).collect::<Vec<_>>());
    }
}

/// Where a push lands: near the current time, around the edge of the wheel's window
/// (16,384 ms), or on one of a few absolute far instants that later pushes reach again
/// from nearer (so far and near pushes share a millisecond).
#[derive(Clone, Copy, Debug)]
enum Target {
    Near(u64),
    Edge(u64),
    Far(u64),
}

impl Target {
    fn at(self, now: u64) -> u64 {
        match self {
            Target::Near(d) => now + d,
            Target::Edge(d) => now + 16_380 + d,
            Target::Far(k) => now.max(20_000 * k),
        }
    }
}

fn target() -> impl proptest::strategy::Strategy<Value = Target> {
    use proptest::prelude::*;
    prop_oneof![
        (0u64..40).prop_map(Target::Near),
        (0u64..8).prop_map(Target::Edge),
        (1u64..5).prop_map(Target::Far),
        (0u64..3_000_000).prop_map(Target::Near),
    ]
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(128))]

    /// Far-future events (beyond the wheel's window, in its overflow calendar) interleaved
    /// with near ones: every pop is the smallest `(time, seq)` still pending.
    #[test]
    fn far_and_near_events_pop_in_time_then_insertion_order(
        ops in proptest::collection::vec((target(), proptest::prelude::any::<bool>()), 1..400),
    ) {
        let mut q = EventQueue::new();
        let mut now = 0u64;
        let mut pending = std::collections::BTreeSet::new();
        let pop = |q: &mut EventQueue<u64>, now: &mut u64, pending: &mut std::collections::BTreeSet<(u64, u64)>| {
            let (t, id, e) = q.pop().unwrap();
            *now = t.as_ms();
            let want = pending.pop_first().unwrap();
            assert_eq!((t.as_ms(), id.seq()), want);
            assert_eq!(e, want.1);
        };
        for (target, pops) in ops {
            if pops && !q.is_empty() {
                pop(&mut q, &mut now, &mut pending);
            } else {
                let at = target.at(now);
                let id = q.push(Millis(at), q.pushed());
                pending.insert((at, id.seq()));
            }
            proptest::prop_assert_eq!(q.len(), pending.len());
        }
        while !q.is_empty() {
            pop(&mut q, &mut now, &mut pending);
        }
        proptest::prop_assert!(pending.is_empty());
    }

    /// Cancelling events near and far, pending or already run: the rest run in order,
    /// cancelled ones never do, and nothing is kept for events that already ran.
    #[test]
    fn cancelled_events_near_and_far_never_run_and_leave_nothing_behind(
        ops in proptest::collection::vec((target(), 0u8..3, proptest::prelude::any::<proptest::sample::Index>()), 1..300),
    ) {
        let mut sim = Sim::new(&RunOptions::default());
        let mut ids = Vec::new();
        let mut pending = std::collections::BTreeMap::new();
        let mut cancelled = std::collections::BTreeSet::new();
        let step = |sim: &mut Sim<u64>, pending: &mut std::collections::BTreeMap<(u64, u64), u64>, cancelled: &mut std::collections::BTreeSet<(u64, u64)>| {
            let got = sim.next_event().unwrap();
            let want = pending.pop_first();
            assert_eq!(got, want.map(|(_, e)| e));
            if let Some((key, _)) = want {
                assert_eq!(sim.now().as_ms(), key.0);
                cancelled.retain(|&c| c > key);
            } else {
                cancelled.clear();
            }
            assert_eq!(sim.cancelled(), cancelled.len());
        };
        for (target, op, pick) in ops {
            match op {
                0 => {
                    let at = target.at(sim.now().as_ms());
                    let n = ids.len() as u64;
                    let id = sim.schedule_at(Millis(at), n);
                    ids.push(id);
                    pending.insert((at, id.seq()), n);
                }
                1 if !ids.is_empty() => {
                    let id = ids[pick.index(ids.len())];
                    sim.cancel(id);
                    if pending.remove(&(id.at().as_ms(), id.seq())).is_some() {
                        cancelled.insert((id.at().as_ms(), id.seq()));
                    }
                    proptest::prop_assert_eq!(sim.cancelled(), cancelled.len());
                }
                _ => step(&mut sim, &mut pending, &mut cancelled),
            }
            proptest::prop_assert_eq!(sim.pending(), pending.len() + cancelled.len());
        }
        while !pending.is_empty() {
            step(&mut sim, &mut pending, &mut cancelled);
        }
        step(&mut sim, &mut pending, &mut cancelled);
        proptest::prop_assert_eq!((sim.pending(), sim.cancelled()), (0, 0));
    }
}

/// A run that reschedules itself forever, until `stop` after `flip` events; the events it handled.
fn ticks_until_stopped(options: &RunOptions, flip: u64) -> Result<u64, jobsim::sim::Exhausted> {
    let mut sim = Sim::new(options);
    sim.schedule_in(1, Ev::Tick(0));
    let mut n = 0u64;
    while let Some(Ev::Tick(i)) = sim.next_event()? {
        n += 1;
        if n == flip {
            options.stop.stop();
        }
        if n == 1_000_000 {
            return Ok(n);
        }
        sim.schedule_in(1, Ev::Tick(i + 1));
    }
    Ok(n)
}

#[test]
fn a_thrown_stop_switch_ends_a_run_within_a_few_thousand_events_and_an_unthrown_one_changes_nothing() {
    use jobsim::sim::{Budget, Limit, Stop};
    let stopped = RunOptions { stop: Stop::new(), ..Default::default() };
    let e = ticks_until_stopped(&stopped, 10_000).unwrap_err();
    assert_eq!(e.limit, Limit::Stopped);
    assert!((10_000..=10_000 + Stop::EVERY + 1).contains(&e.events), "{e}");
    // Thrown before the run starts: it ends at its first event.
    let before = RunOptions { stop: Stop::new(), ..Default::default() };
    before.stop.stop();
    assert!(ticks_until_stopped(&before, 0).unwrap_err().events <= 1);
    // Never thrown: the same events as no switch at all, and the event budget still holds.
    assert_eq!(ticks_until_stopped(&RunOptions { stop: Stop::new(), ..Default::default() }, 0), Ok(1_000_000));
    for stop in [Stop::default(), Stop::new()] {
        let e = ticks_until_stopped(&RunOptions { budget: Budget::events(5000), stop, ..Default::default() }, 0)
            .unwrap_err();
        assert_eq!((e.limit, e.events), (Limit::Events(5000), 5000));
    }
}
