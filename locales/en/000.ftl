# Lesson 000: scheduled tasks.

## lease-faults, the holder chart: a failed run and a crashed holder.
## $fail: released | while | never — when B runs in the failed-run case: after A ended /
##   while A still ran (the lease ran out under A) / never.
## $crash: expired | while | released | never — the same for the crashed holder (expired: A crashed
##   while running, B after; released: A's run ended before the crash).
## $sooner: yes | no — B runs sooner after the failed run than after the crash.
## $tx, $ty: B's first run (text); $ta: when A's run fails (text).
lease-faults-holder-title = { $fail ->
    [released] { $crash ->
        [expired] { $sooner ->
            [yes] A failed run gives the lease back, a crashed holder does not: B runs at { $tx } instead of { $ty }
           *[no] B runs at { $tx } after a failed run, at { $ty } after a crashed holder
          }
        [while] B runs at { $tx } after a failed run; the crashing holder's lease runs out before it crashes, and B takes over at { $ty }
        [released] B runs at { $tx } after a failed run, at { $ty } after a crashed holder
       *[never] B runs at { $tx } after a failed run, never after a crashed holder
      }
    [while] The lease runs out while A still runs: B takes over at { $tx }, and when A fails at { $ta } the { -kira } is already B's
   *[never] { $crash ->
        [expired] B never runs after a failed run, and runs at { $ty } after a crashed holder
        [while] B never runs after a failed run, and runs at { $ty } after a crashed holder
        [released] B never runs after a failed run, and runs at { $ty } after a crashed holder
       *[never] B never gets the lease
      }
  }
## $deleted: yes | no — whether the failed run's finally block deleted the lease.
## $crash_end: during | after-run | before-run — whether A crashes during its run, after it, or before it starts.
lease-faults-holder-caption = A takes the lease ({ $lease }) and runs for { $run }; B tries every { $retry }. { $deleted ->
    [yes] The failed run deletes the lease in its finally block;
   *[no] The failed run's finally block cannot delete the lease: it is B's by then;
  } { $crash_end ->
    [during] the crashed holder is gone at { $crash_at }, and its lease stays until it expires.
    [after-run] the crashing holder's run ends before { $crash_at }.
   *[before-run] the crashing holder is gone at { $crash_at }, before its run starts.
  }
lease-faults-released = finally: lease released, { $at }
lease-faults-release-refused = finally: the lease is B's, not deleted, { $at }

## recurrence: the months a cron rule does not run in, with why.
## $why: no-such-day | month-field | no-matching-day
## $days: months the month field picks that lack the day or have no day matching both
## day fields; $picked, $picked_n: the months the field picks and how many;
## $excluded_n: how many skipped months the field leaves out.
recurrence-cron-skip-title = { $why ->
    [no-such-day] In cron, the { $rule } rule skips the months without that day: { $days }
    [month-field] In cron, the { $rule } rule's month field picks only { $picked_n ->
        [one] { $picked }
       *[other] these months: { $picked }
      }
   *[no-matching-day] In cron, the months with no day matching the { $rule } rule are skipped: { $days }
  }{ $why ->
    [month-field] {""}
   *[other] { $excluded_n ->
        [0] {""}
       *[other] ; its month field picks only { $picked_n ->
            [one] { $picked }
           *[other] these months: { $picked }
          }
      }
  }
recurrence-cron-skip-point = { $why ->
    [month-field] In cron, a month the month field does not pick has no run.
    [no-matching-day] In cron, a month with no day matching both day fields has no run (skip).
   *[other] Cron has no month-end policy: in a month without the day it does not run at all (skip).
  }

## missed-runs: catching up after an outage, and the staleness alert (lesson 000.7).
## $kind: interval | daily | monthly | cron; $every: the interval (text); $time; $day: the day (ordinal).
missed-every = { $kind ->
    [interval] every { $every }
    [daily] every day at { $time }
    [monthly] on the { $day } of every month at { $time }
   *[cron] on a cron expression
  }
## The outage in a title, its length as an adjective (`32-day outage`): $n: the length as
## written; $unit: ms | s | min | h | d.
missed-outage = { $n }-{ $unit ->
    [d] day
    [h] hour
    [min] minute
    [s] second
   *[ms] millisecond
  } outage
## The label at the restart's spike: $n catch-up runs.
missed-catchup-burst = { $n } at once
## A panel's title, one line in a third of the chart. $kind: none | catchup | capped-all |
## capped; $policy: the policy's name; $runs: the catch-up runs.
missed-panel-title = { $kind ->
    [none] { $policy }: none run
    [catchup] { $policy }: all at once
    [capped-all] { $policy }: all ran
   *[capped] { $policy }: the last { $runs ->
        [one] slot
       *[other] { $runs }
      }
  }
missed-recovery-none = { $label }, { $outage }: no slot is missed, so there is nothing to catch up
missed-recovery-title = { $label }, { $outage }: { $parts }
## $kind: none | catchup | all | other (only the last slots); $n: the runs after recovery;
## $missed: the slots missed. The parts are joined by missed-title-sep. Missing all is said
## in a "with …" clause ("no catch-up runs none" would read as a double negative, "no
## catch-up runs" as "zero catch-up runs"); the burst is "launches" ("full catch-up starts"
## would read as a noun).
missed-title-part = { $kind ->
    [none] { $missed ->
        [one] with { $policy }, the missed slot does not run
        [2] with { $policy }, neither missed slot runs
       *[other] with { $policy }, none of the { $missed } slots run
      }
    [catchup] { $n ->
        [one] { $policy } launches 1 run
       *[other] { $policy } launches { $n } runs at once
      }
    [all] { $n ->
        [one] { $policy } runs the missed slot
        [2] { $policy } runs both missed slots
       *[other] { $policy } runs all { $n }
      }
   *[other] { $n ->
        [one] { $policy } runs the last slot
       *[other] { $policy } runs the last { $n }
      }
  }
## Between two parts of a recovery or restart title.
missed-title-sep = {"; "}
missed-recovery-caption = { $label } runs { $every }; the service is down from { $from } to { $to }, { $missed } { $missed ->
    [one] slot is
   *[other] slots are
  } missed.
missed-alert-caption = The staleness alert fires once { $after } { $after ->
    [one] slot
   *[other] slots
  } in a row go without a run, at { $at }.
## $bucket: hour | day
missed-per-bucket = { $bucket ->
    [hour] runs started per hour
   *[day] runs started per day
  }
missed-alert-line = alert: { $after } { $after ->
    [one] slot
   *[other] slots
  } missed in a row
missed-date-axis = date (UTC)
## $cat: missed | catchup | logged
missed-count-category = { $cat ->
    [missed] missed
    [catchup] caught up
   *[logged] logged
  }
## $next: the next regular run (text) or empty; $has_next: yes | no.
missed-counts-restart = Catch-up runs start when the service comes back at { $at }{ $has_next ->
    [yes] ; the next regular run is at { $next }.
   *[no] .
  }
missed-counts-capped = { $policy } runs at most the last { $cap } { $cap ->
    [one] slot
   *[other] slots
  }.
missed-counts-x = after the outage
missed-counts-y = { -aralik }s
missed-alert-event = alert, { $at }
missed-run-event = run, { $at }
## $alert: yes | no (did the single skip raise the alert).
missed-skipped = { $alert ->
    [no] 1 slot skipped: no alert
   *[yes] 1 slot skipped
  }
## $quiet: yes | no (alerting in the outage, quiet on the single skip).
missed-alerts-title = { $quiet ->
    [yes] The staleness alert fires in the outage ({ $after } { $after ->
        [one] slot
       *[other] slots
      } in a row), not on a single skip
   *[no] The staleness alert fires when { $after } { $after ->
        [one] slot in a row is
       *[other] slots in a row are
      } missed
  }
missed-alerts-caption = In the single skip one slot is skipped because the lock is held elsewhere (the first slot at or after { $at }): it is logged and the runs go on. In the outage the monitor alerts when { $after } { $after ->
    [one] slot in a row has
   *[other] slots in a row have
  } no run.
missed-alerts-y = case

## missed-run-policies: real systems' missed-run policies (lesson 000.7, extension).
## $ups: none | never | restart | one | at-once | back-to-back; $n: catch-up runs;
## $due: the one run's slot; $last: when the last started.
policies-summary = { $ups ->
    [never] never starts (> 100 missed)
    [none] no catch-up
    [restart] 1 run at the restart
    [one] 1 run, the { $due } slot
    [at-once] { $n } at once
   *[back-to-back] { $n } back to back, the last at { $last }
  }
policies-when = { $ups ->
    [never] never starts (> 100 missed)
    [none] no catch-up
    [restart] at the restart
    [one] the { $due } slot
    [at-once] all at once at the restart
   *[back-to-back] back to back, the last at { $last }
  }
## A policy that rebuilds its schedule from the restart: $policy; $next: the first regular run; $old: the old schedule's.
policies-shifted = { $policy } rebuilds its schedule from the restart: the next regular run is at { $next } instead of { $old }.
## $deadline: Kubernetes startingDeadlineSeconds (text) or empty; $has_deadline: yes | no.
policies-caption = The service is down from { $from } to { $to }, { $missed } { $missed ->
    [one] slot is
   *[other] slots are
  } missed; { $read }. Quartz misfireThreshold { $quartz }, Kubernetes startingDeadlineSeconds { $has_deadline ->
    [yes] { $deadline }
   *[no] unset
  }, Temporal catch-up window { $temporal }.

## recurrence: the rules' runs on a date strip (lesson 000.1–000.2).
## $how: overflow | clamp; $at: the run; $day: the rule's day the month lacks.
recurrence-moved = { $how ->
    [overflow] { $at } (no { $day })
   *[clamp] { $at } (for { $day })
  }
## A month's second (or later) run: $at the run; $month the month's name; $nth which run.
recurrence-again = { $at } (run { $nth } in { $month })
recurrence-no-month = no { $month }
## Many runs close together under one label: $first, $last; $n runs.
recurrence-cluster = { $first } … { $last } ({ $n } runs)
## $regime: overflow | clamp | skip | plain; $rule: the rule's name (capitalized);
## $shown: the days moved; $months: the months skipped; $rules, $count: counts.
recurrence-title = { $regime ->
    [overflow] The { $rule } rule's missing days overflow into the next month: { $shown }
    [clamp] The { $rule } rule's missing days are clamped to the month's last day: { $shown }
    [skip] The { $rule } rule skips the months without that day: { $months }
   *[plain] Next-run function: { $rules } { $rules ->
        [one] rule
       *[other] rules
      }, { $count } { $count ->
        [one] run
       *[other] runs
      } each
  }
recurrence-point = { $regime ->
    [overflow] The overflow policy (the lesson's Date.UTC) moves the missing day to the start of the next month.
    [clamp] The clamp policy clamps the missing day to the last day of the month.
    [skip] The skip policy does not run at all in a month without the day.
   *[plain] {""}
  }
## $count: runs per rule; $start: the start (text).
recurrence-caption = The next { $count } { $count ->
    [one] run
   *[other] runs
  } of each rule from { $start } UTC.
recurrence-either-days = { $rule } rule restricts both day fields: POSIX cron runs on every day that matches either (OR), whatever its weekday.
recurrence-skipped-mark = ✕: a month in which the rule never runs.
recurrence-x = date (UTC)
recurrence-y = rule

## overlap-sources: where overlapping runs come from (lesson 000.5).
## $runs: notifications sent; $skipped: skipped.
ovs-outcome = { $runs } { $runs ->
    [one] notification
   *[other] notifications
  }{ $skipped ->
    [0] {""}
   *[other] , { $skipped } skipped
  }
ovs-more = {" "}(first { $shown } instances)
## A deploy group: $source: its name (overlap-sources-source-chart); $mode: the mode; $outcome:
## its sends (ovs-outcome); $more: the instances shown (ovs-more), or nothing.
ovs-group = { $source }, { $mode }: { $outcome }{ $more }
## $role: old | new; $at: the clock time.
ovs-role = { $role ->
    [old] old · stops { $at }
   *[new] new · up { $at }
  }
## $clock: the trigger's time; $instances; $free, $redeploy: unlocked sends; $locked_one: yes | no;
## $locked: the locked sends ("1 / 2").
ovs-deploy-title = The { $clock } notification: unlocked, { $instances } { $instances ->
    [one] instance
   *[other] instances
  } send it { $free ->
    [1] once
    [2] twice
   *[other] { $free } times
  }, a redeploy { $redeploy ->
    [1] once
    [2] twice
   *[other] { $redeploy } times
  }; with the lease lock { $locked_one ->
    [yes] once
   *[no] { $locked } times
  }
## $new_up, $old_down: when the new instance is up and the old one stops; $store: a store operation;
## $both: yes | no (the old instance fires too: the unlocked redeploy sends twice).
ovs-deploy-caption = Each instance's timer fires at { $clock }. In the redeploy the new instance is up from { $new_up } and the old one shuts down at { $old_down }: { $both ->
    [yes] both fire
   *[no] only the new one fires
  }. In locked mode each trigger first makes a round trip to the store ({ $store }); an instance that cannot get the lease skips.
ovs-deploy-x = after the { $clock } trigger
ovs-deploy-y = instance
## $mode; $peak.
ovs-peak-group = { $mode }: peak { $peak }
ovs-job = job
ovs-locked-group = { $mode }: { $runs } { $runs ->
    [one] run
   *[other] runs
  }, { $skipped } { $skipped ->
    [one] trigger
   *[other] triggers
  } skipped
## $run: the run's length; $period: between triggers; $overlap: yes | no.
ovs-long-title = A { $run } run, triggered every { $period }: { $overlap ->
    [yes] unlocked runs overlap (peak { $peak })
   *[no] unlocked runs do not overlap
  }, { $skipped ->
    [0] the lock skips no trigger
    [one] the lock skips 1 trigger
   *[other] the lock skips { $skipped } triggers
  }
## $ticks: triggers; $lease: the lease's length.
ovs-long-caption = { $ticks } { $ticks ->
    [one] trigger
   *[other] triggers
  }, one every { $period }; the run takes { $run }, the lease { $lease }. { $overlap ->
    [yes] Unlocked, the next trigger comes before the previous run ends
   *[no] Unlocked, each run ends before the next trigger
  }; in locked mode A skips a trigger that comes while its own lease lasts: { $runs } { $runs ->
    [one] run
   *[other] runs
  }.
ovs-skip-label = trigger skipped
ovs-long-x = time
ovs-long-y = mode

## overlap-policies: Temporal's and Kubernetes' overlap policies (lesson 000).
## The table's headings as the lesson's program prints them.
## $column: system | policy | runs | skipped | delayed | cancelled | terminated | peak | late-mean | late-max
overlap-policies-column = { $column ->
    [system] system
    [policy] policy
    [runs] runs
    [skipped] skipped
    [delayed] delayed
    [cancelled] cancelled
    [terminated] terminated
    [peak] peak
    [late-mean] mean delay min
   *[late-max] max delay min
  }
## $lengths: the run lengths (min), with spaces.
overlap-policies-lengths = run lengths (min, in start order): { $lengths }
## A policy's group heading: $policy: its name; $default: yes | no; $runs, $skipped, $delayed,
## $cancelled, $terminated, $peak: counts; $most: the longest delay (text).
overlap-policies-heading = { $policy }{ $default ->
    [yes] {" "}(default)
   *[no] {""}
  }: { $runs } { $runs ->
    [one] run
   *[other] runs
  }{ $skipped ->
    [0] {""}
   *[other] , { $skipped } skipped
  }{ $delayed ->
    [0] {""}
   *[other] , { $delayed } delayed (at most { $most })
  }{ $cancelled ->
    [0] {""}
   *[other] , { $cancelled } cancelled
  }{ $terminated ->
    [0] {""}
   *[other] , { $terminated } terminated
  }, peak { $peak }
## The lane of a policy's overlapping runs: $name: the policy; $nth: yes | no (whether the lane's
## place is written); $lane: its place; $more: "+" or empty (later overlaps share this lane).
overlap-policies-lane = { $name }, overlapping{ $nth ->
    [yes] {" "}{ $lane }
   *[no] {""}
  }{ $more }
## A policy's outcome in the title: $regime: skips | behind | buffers | cancels | terminates | peak | none | never;
## $policy: its name; $skipped, $delayed, $ended, $peak: counts; $behind: the longest delay (text).
overlap-policies-takeaway = { $regime ->
    [skips] { $policy } skips { COUNT($skipped) } { $skipped ->
        [one] start
       *[other] starts
      }
    [behind] { $policy } falls { $behind } behind
    [buffers] { $policy } delays { COUNT($delayed) }, skips { COUNT($skipped) }
    [cancels] { $policy } cancels { COUNT($ended) } { $ended ->
        [one] run
       *[other] runs
      }
    [terminates] { $policy } terminates { COUNT($ended) } { $ended ->
        [one] run
       *[other] runs
      }
    [peak] { $policy } runs { COUNT($peak) } at once
    [none] { $policy } starts no run
   *[never] { $policy } never overlaps
  }
## $period, $min, $max, $mean: durations (text); $ticks: the starts; $longer: runs longer than the period.
overlap-policies-caption = Starts every { $period }, { COUNT($ticks) } of them; run lengths are drawn from the seed between { $min } and { $max } (mean { $mean }, { $longer } longer than the period). A bar's label is the scheduled start it stands for.
## $cancel: from the cancel to the close (text).
overlap-policies-cancel = {" "}Under CANCEL_OTHER a run asked to cancel closes { $cancel } later.
## $deadline: yes | no (whether startingDeadlineSeconds is set).
overlap-policies-forbid = { $deadline ->
    [yes] {" "}When the job ends, Forbid starts the latest missed time if it is within startingDeadlineSeconds.
   *[no] {" "}No startingDeadlineSeconds: when the job ends, Forbid starts the latest missed time.
  }
## A short gloss of each policy drawn: $policy its key, $label the system's own name; $list the glosses.
overlap-policies-gloss = { $label } { $policy ->
    [skip] skips a start that comes while the previous run is running
    [buffer_one] holds at most one start back and skips the rest
    [buffer_all] queues every start and starts it when the previous run ends
    [cancel_other] sends the previous run a cancel signal and starts the new one once it has closed
    [terminate_other] kills the previous run and starts the new one at once
    [allow_all] runs them all at once
    [k8s_allow] runs them all at once
    [k8s_forbid] starts no new run while the previous one is running
   *[k8s_replace] kills the previous run and starts the new one in its place
  }
overlap-policies-glosses = {" "}{ $list }.
overlap-policies-x = time
overlap-policies-y = policy

## rate-vs-delay: fixed rate against fixed delay, drift and overlap (lesson 000.4).
## The table's headers and the modes' names are ASCII, as the lesson's program prints them.
## $column: mode | runs | mean | steady | drift | peak | day
rate-vs-delay-column = { $column ->
    [mode] mode
    [runs] runs
    [mean] mean/day
    [steady] steady/day
    [drift] last drift min
    [peak] peak
   *[day] day
  }
## $mode: rate | delay
rate-vs-delay-mode = { $mode ->
    [rate] fixed rate
   *[delay] fixed delay
  }
## $hourly: yes | no; $period: the period (text).
rate-vs-delay-job = { $hourly ->
    [yes] An hourly job
   *[no] A job with a period of { $period }
  }
## $n: minutes (text).
rate-vs-delay-minutes = { $n } min
## $run, $period: durations (text).
rate-vs-delay-head = Run { $run }, period { $period }
## $overlaps: yes | no; $name: the mode; $peak: its peak.
rate-vs-delay-overlaps = { $overlaps ->
    [yes] { $name } overlaps (peak { COUNT($peak) })
   *[no] { $name } never overlaps
  }
## $first: yes | no (the title's first mode); $name: the mode; $daily: runs a day (text).
rate-vs-delay-daily = { $first ->
    [yes] { $name } runs { $daily } { $daily ->
        [one] time
       *[other] times
      } a day
   *[no] { $name } { $daily }
  }
## $starts: fixed delay's first starts; $drift: yes | no (the starts drift off the period's grid).
rate-vs-delay-starts = { $drift ->
    [yes] ; fixed delay's starts drift: { $starts }
   *[no] ; fixed delay starts at { $starts }
  }
## $job: rate-vs-delay-job; $period, $run, $window: durations (text); $rows: each mode's rate-vs-delay-row.
rate-vs-delay-caption = { $job } (period { $period }), each run takes { $run }; the first { $window } shown.{ $rows }
## $period: the period; $more: how much longer than the period a run takes (text).
rate-vs-delay-rate-overlaps = {" "}Fixed rate starts a new run every { $period } while the previous run goes on for { $more } more.
## $daily: runs a day (text).
rate-vs-delay-rate-calendar = {" "}Fixed rate keeps to the calendar: { $daily } { $daily ->
    [one] run
   *[other] runs
  } a day, no overlap.
## $period: the period; $daily: runs a day; $days: the days simulated; $drift: the drift (text).
rate-vs-delay-delay = {" "}Fixed delay waits { $period } after each run ends: { $daily } { $daily ->
    [one] run
   *[other] runs
  } a day, never overlapping; in { $days ->
    [one] { $days } day
   *[other] { $days } days
  } it drifts { $drift } off the calendar.
## $clock: yes | no (the axis is the first day's clock).
rate-vs-delay-x = { $clock ->
    [yes] time of day
   *[no] time
  }
## The title: $head (rate-vs-delay-head) and each mode's rate-vs-delay-overlaps.
rate-vs-delay-title-overlap = { $head }: { $modes }
## The title: $head, each mode's rate-vs-delay-daily, $starts (rate-vs-delay-starts or empty).
rate-vs-delay-title-drift = { $head }: { $modes }{ $starts }
## One mode's story in the caption: one of rate-vs-delay-rate-overlaps, -rate-calendar, -delay.
rate-vs-delay-row = { $overlaps }{ $calendar }{ $delay }
rate-vs-delay-y = mode
## lease-faults: the cases table and the gc-pause and clock-skew charts (lesson 000.4).
## $case: run_fails | holder_crash | gc_pause | gc_pause_fenced | clock_skew | clock_skew_fenced
lease-faults-case = { $case ->
    [run_fails] run failed
    [holder_crash] holder crashed
    [gc_pause] gc pause
    [gc_pause_fenced] gc + fencing token
    [clock_skew] clock skew
   *[clock_skew_fenced] clock skew + fencing token
  }
lease-faults-case-chart = { $case ->
    [run_fails] run failed
    [holder_crash] holder crashed
    [gc_pause] GC pause
    [gc_pause_fenced] GC + fencing token
    [clock_skew] clock skew
   *[clock_skew_fenced] clock skew + fencing token
  }
## The table's headings. $column: case | runs | skipped | peak | takeover | b-started | stale-accepted | stale-rejected
lease-faults-column = { $column ->
    [case] case
    [runs] runs
    [skipped] skipped
    [peak] peak
    [takeover] takeover ms
    [b-started] B started ms
    [stale-accepted] stale accepted
   *[stale-rejected] stale rejected
  }
## A's lease ran out while A still counted on it: $event: the event's name (the glossary's); $at: when.
lease-faults-expired = { $event }, { $at }
## B's lane with its clock off: $skew: the skew with its sign (text).
lease-faults-b-skewed = B (clock { $skew })
## $n: B's skipped tries (text); $count: the same, a number (for the plural).
lease-faults-tries-skipped = { $count ->
    [one] { $n } try skipped
   *[other] { $n } tries skipped
  }
## $at: B's takeover; $skewed: yes | no (B's clock is off); $own: the takeover by B's clock.
lease-faults-took-over = took over, { $at }{ $skewed ->
    [yes] {" "}(by B's clock { $own })
   *[no] {""}
  }
## A case's stale writes: $stale: none | rejected | accepted; $fenced: yes | no (the second
## case of a title, named after the first).
lease-faults-stale = { $fenced ->
    [yes] { $stale ->
        [none] no stale write
        [rejected] rejected
       *[accepted] accepted
      }
   *[no] { $stale ->
        [none] no stale write
        [rejected] stale write rejected
       *[accepted] stale write accepted
      }
  }
## $versus: shorter | equal | longer (the pause against the lease); $takeover: yes | no (B
## takes over); $plain, $fenced: lease-faults-stale of the two cases.
lease-faults-gc-title = { $versus ->
    [shorter] A GC pause ({ $pause }) shorter than the lease ({ $lease })
    [equal] A GC pause as long as the lease ({ $lease })
   *[longer] A GC pause ({ $pause }) longer than the lease ({ $lease })
  }: { $takeover ->
    [yes] without a token { $plain }, with a fencing token { $fenced }
   *[no] the lease does not change hands
  }
## $at: when the pause starts; $pause: its length.
lease-faults-gc-caption = While running, A stops the world at { $at } and freezes for { $pause }; { $takeover ->
    [yes] its lease runs out meanwhile, and B takes the lease and runs. When the pause ends A writes with its old token: without a fencing token the resource accepts this stale write, with one it rejects it.
   *[no] B cannot get the lease; after the pause A goes on under its own lease.
  }
## $skew: B's clock's offset; $dir: ahead | behind; $at: B's takeover.
lease-faults-skew-title-takeover = B's clock { $skew } { $dir ->
    [ahead] ahead
   *[behind] behind
  }: B takes over the lease at { $at } while A runs; without a token { $plain }, with one { $fenced }
lease-faults-skew-title = B's clock { $skew } { $dir ->
    [ahead] ahead
   *[behind] behind
  }: the lease does not change hands while A runs
## $two: yes | no (two holders run at once).
lease-faults-skew-caption = { $two ->
    [yes] B measures the lease's end by its own clock: with it { $skew } { $dir ->
        [ahead] ahead
       *[behind] behind
      }, B counts A's lease as expired early. Two holders run at once; A's next write is stale.
   *[no] B measures the lease's end by its own clock: it is { $skew } { $dir ->
        [ahead] ahead
       *[behind] behind
      }, but A's lease does not expire by B's clock either while A runs; the two holders do not run at once.
  }
lease-faults-x = time
lease-faults-y = instance

## overlap-sources: the sources table and the charts' source names (lesson 000.5).
## $source: instances | redeploy | long_run
overlap-sources-source = { $source ->
    [instances] many instances
    [redeploy] redeploy
   *[long_run] long run
  }
overlap-sources-source-chart = { $source ->
    [instances] many instances
    [redeploy] redeploy
   *[long_run] long run
  }
## The table's headings. $column: source | mode | runs | skipped | peak
overlap-sources-column = { $column ->
    [source] source
    [mode] mode
    [runs] runs
    [skipped] skipped
   *[peak] peak
  }

## missed-runs: the cases table (lesson 000.7).
## $case: outage | single_skip
missed-runs-case = { $case ->
    [outage] outage
   *[single_skip] single skip
  }
## The table's headings. $column: job | case | policy | missed | catch-up | logged | peak | alerts
missed-runs-column = { $column ->
    [job] job
    [case] case
    [policy] policy
    [missed] missed
    [catch-up] catch-up
    [logged] logged
    [peak] peak
   *[alerts] alerts
  }

## missed-run-policies: the cases table, the lane names and the restart charts' titles
## (lesson 000.7, extension).
## A lane name the course words: $policy: the policy's name; $label: the system's spelling.
missed-run-policies-label = { $policy ->
    [k8s_documented] documented (≤ 1.19)
    [k8s_current] current controller
   *[other] { $label }
  }
## Quartz's default misfire instruction (SMART_POLICY) for the trigger: $label: its name.
missed-run-policies-default = { $label } (default)
## The group of the lesson's three policies.
missed-run-policies-lesson = this lesson's policies
## The table's headings. $column: job | policy | missed | catch-up | first | last | next | peak
missed-run-policies-column = { $column ->
    [job] job
    [policy] policy
    [missed] missed
    [catch-up] catch-up
    [first] first catch-up
    [last] last catch-up
    [next] next regular
   *[peak] peak
  }
## A bar of the count chart: $n catch-up runs.
missed-run-policies-runs = { $n } { $n ->
    [one] run
   *[other] runs
  }
## $rest: all names but the last, with commas; $last: the last.
missed-run-policies-and = { $rest } and { $last }
## $n: how many policies (more than three).
missed-run-policies-count = { $n } policies
## $names: the policies with the biggest burst; $count: how many; $top: the burst.
## The runs first, then the policies. ($count selects nothing here; the Turkish reads it too.)
missed-run-policies-burst = { $top } runs start at once with { $count ->
    [one] { $names }
   *[other] { $names }
  }
missed-run-policies-never = Kubernetes by its documented rule never starts one
## $n: policies.
missed-run-policies-single = { $n ->
    [one] { $n } policy catches
   *[other] { $n } policies catch
  } up with a single run
missed-run-policies-nothing = { $n ->
    [one] { $n } policy catches
   *[other] { $n } policies catch
  } up nothing
## A job that runs at most once a day loses what is not made up. $names: the policies that
## make up nothing (the lesson's no catch-up when it is among them); $count: how many;
## $missed: the slots missed; $per: month | day | interval (what one slot is).
missed-run-policies-lost-all = { $count ->
    [one] with { $names }
   *[other] with { $names }
  }, { $per ->
    [month] { $missed ->
        [1] the missed month is lost
        [2] both months are lost
       *[other] all { $missed } months are lost
      }
    [day] { $missed ->
        [1] the missed day is lost
        [2] both days are lost
       *[other] all { $missed } days are lost
      }
   *[interval] { $missed ->
        [1] the missed slot is lost
        [2] both slots are lost
       *[other] all { $missed } slots are lost
      }
  }
## $n: the policies that make up one run; $lost: the slots each loses; $per: month | day | interval.
missed-run-policies-single-lost = { $n ->
    [one] { $n } policy runs one catch-up and loses
   *[other] { $n } policies run one catch-up and lose
  } { $lost } { $per ->
    [month] { $lost ->
        [one] month
       *[other] months
      }
    [day] { $lost ->
        [one] day
       *[other] days
      }
   *[interval] { $lost ->
        [one] slot
       *[other] slots
      }
  }
## Nothing was due while the service was down. $per: month | day | interval.
missed-run-policies-none-missed = no { $per ->
    [month] month
    [day] day
   *[interval] slot
  } is missed, there is nothing to catch up
## The title's start: $job: the job's name; $outage: the outage (missed-outage).
missed-run-policies-title = { $job }, { $outage }:{" "}
## $date: the days the axis covers (`1–2 April 2026`).
missed-run-policies-clock-x = time (UTC), { $date }
missed-run-policies-read-lanes = each lane's name says what happened at the restart
missed-run-policies-read-bars = the bar says how many catch-up runs started at the restart, the lane's name when
missed-run-policies-counts-x = catch-up runs
missed-run-policies-y = policy

## lease-lock: the modes the lesson's driver prints (surucu.mjs) and the timeline of every
## process (lesson 000.3). A count is passed twice: as written ($runs, no digit groups) and
## as a number ($runs_n) for the English plural.
## The table's headings (also `kosum=3`'s key). $column: mode | runs | skipped | peak
lease-lock-column = { $column ->
    [mode] mode
    [runs] runs
    [skipped] skipped
   *[peak] peak concurrency
  }
## $shown: the processes shown.
lease-lock-more = {" "}(first { COUNT($shown) } processes)
## A mode's group: $runs, $skipped, $peak.
lease-lock-summary = { $runs_n ->
    [one] { COUNT($runs_n) } run
   *[other] { COUNT($runs_n) } runs
  }{ $skipped ->
    [0] , peak { COUNT($peak) }
   *[other] , { COUNT($skipped) } skipped
  }
## A mode's group on the timeline: $mode: its name; $summary: its runs (lease-lock-summary);
## $more: the processes shown, when not every one (lease-lock-more, or empty).
lease-lock-group = { $mode }: { $summary }{ $more }
## $racy: the non-atomic lock's runs; $runs: the lease lock's; $lead: yes | no (the title leads with
## the lesson's result: the peak concurrency $from without a lock, $to with the lease lock).
lease-lock-title-race = { $lead ->
    [yes] The lease lock cuts peak concurrency from { COUNT($from) } to { COUNT($to) }; with the non-atomic lock { $racy ->
        [2] both processes read
       *[other] all { COUNT($racy) } processes read
      } the lease as free and run
   *[no] Non-atomic lock races: { $racy ->
        [2] both processes read
       *[other] all { COUNT($racy) } processes read
      } the lease as free and run; the lease lock gives { $runs_n ->
        [one] { COUNT($runs_n) } run
       *[other] { COUNT($runs_n) } runs
      }
  }
## $processes: the processes; $runs, $skipped: the lease lock's.
lease-lock-title-locked = { $processes_n ->
    [one] One process starts: with the lease lock, { $runs_n ->
        [one] { COUNT($runs_n) } run
       *[other] { COUNT($runs_n) } runs
      }; no other process races it
   *[other] { COUNT($processes_n) } processes start at once: with the lease lock, { $runs_n ->
        [one] { COUNT($runs_n) } run
       *[other] { COUNT($runs_n) } runs
      }, { COUNT($skipped) } skipped
  }
## $runs: every mode's runs.
lease-lock-title = { $processes_n ->
    [one] One process starts: { $runs_n ->
        [one] { COUNT($runs_n) } run
       *[other] { COUNT($runs_n) } runs
      }; no other process races it
   *[other] { COUNT($processes_n) } processes start at once: { $runs_n ->
        [one] { COUNT($runs_n) } run
       *[other] { COUNT($runs_n) } runs
      }
  }
## $run: the job's run; $op: one store operation.
lease-lock-caption = { $processes_n ->
    [one] One process starts; the job takes { $run }. The lease lock is taken in one store operation ({ $op }); the non-atomic lock reads first, then writes ({ $op } + { $op }). With no other process to race it, every mode has one run.
    [2] { COUNT($processes_n) } processes start at the same instant; the job takes { $run }. The lease lock is taken in one store operation ({ $op }): one process gets the lease, the other skips. The non-atomic lock reads first, then writes ({ $op } + { $op }): both read the lease as free before either write completes.
   *[other] { COUNT($processes_n) } processes start at the same instant; the job takes { $run }. The lease lock is taken in one store operation ({ $op }): one process gets the lease, the others skip. The non-atomic lock reads first, then writes ({ $op } + { $op }): all { COUNT($processes_n) } processes read the lease as free before the first write completes.
  }
lease-lock-x = time
lease-lock-y = process
## The race close up. $raced: yes | no (every process read the lease as free before a write);
## $first: the range shown; $read_first: the processes that read first.
lease-lock-race-title = { $raced ->
    [yes] The non-atomic race, first { $first }: { $read_first ->
        [2] both processes read the lease as free, then both write and run
       *[other] all { COUNT($read_first) } processes read the lease as free, then all write and run
      }
   *[no] The non-atomic lock, first { $first }: reading the lease, then writing it
  }
## $first: the range shown; $op: one store operation; $processes_n: the processes.
lease-lock-race-caption = The first { $first } up close. { $processes_n ->
    [one] In the non-atomic lock the process reads the lease first ({ $op }) and writes it when it finds it free ({ $op }). The lease lock is taken in one operation.
    [2] In the non-atomic lock each process reads the lease first ({ $op }) and writes it when it finds it free ({ $op }); both reads finish before either write, so both processes see the lease free. The lease lock is taken in one operation: one process gets it, the other skips.
   *[other] In the non-atomic lock each process reads the lease first ({ $op }) and writes it when it finds it free ({ $op }); the reads all finish before the writes, so every process sees the lease free. The lease lock is taken in one operation: one process gets it, the others skip.
  }

## month-end: a monthly rule on a day some months lack, under the three month-end policies
## (lesson 000.2). The text's headings (the lesson's ASCII): $n: the first runs shown.
month-end-first-runs = first { $n } runs
month-end-policy = policy
## The policy's name in the text: $policy: overflow | skip | clamp.
month-end-policy-name = { $policy ->
    [overflow] overflow
    [skip] skip
   *[clamp] clamp
  }
month-end-month = month
month-end-total = total
## A policy's months: $name: the policy; $twice, $none: months with two runs, with none.
month-end-spread = { $twice ->
    [0] { $none ->
        [0] { $name } once every month
       *[other] { $name } none in { $none } { $none ->
            [one] month
           *[other] months
          }
      }
   *[other] { $none ->
        [0] { $name } twice in { $twice } { $twice ->
            [one] month
           *[other] months
          }
       *[other] { $name } twice in { $twice } { $twice ->
            [one] month
           *[other] months
          }, none in { $none }
      }
  }
## $day: the rule's day (ordinal); $once: yes | no (every policy runs once a month);
## $parts: month-end-spread of each policy, with semicolons.
month-end-title = The { $day } of each month: { $once ->
    [yes] every policy runs once a month
   *[no] { $parts }
  }
## $time: the run's time; $from, $to: the first and last month; $totals: each policy's runs
## (month-end-caption-total, with commas); $moved: month-end-moved, or nothing.
month-end-caption = Runs at { $time } UTC from { $from } to { $to }; totals: { $totals }.{ $moved }
## A policy's runs in the caption: $name: the policy; $runs: its runs.
month-end-caption-total = { $name } { $runs }
## $policy: the overflow policy's name (capitalized); $missing: the day the month lacks;
## $moved: where the run went.
month-end-moved = {" "}{ $policy } pushes the missing day into the next month ({ $missing } → { $moved }).
month-end-x = month
month-end-y = runs

## time-zones: a daily local run through a year of DST shifts, per zone and strategy
## (lesson 000.6). The text's headings (the lesson's ASCII).
## $column: zone | strategy | runs | without | two | spring-day | fall-day | spring-forward | fall-back
time-zones-column = { $column ->
    [zone] zone
    [strategy] strategy
    [runs] runs
    [without] days without a run
    [two] days with two runs
    [spring-day] spring day (UTC)
    [fall-day] fall day (UTC)
    [spring-forward] spring forward
   *[fall-back] fall back
  }
## A transition day without a run, in the text.
time-zones-none = none
## A zone's line label: $zone; $no_dst: yes | no (the zone has no DST); $before: yes | no
## (the run falls on the UTC day before).
time-zones-line = { $zone }{ $no_dst ->
    [yes] {" "}(no DST)
   *[no] {""}
  }{ $before ->
    [yes] , the day before in UTC
   *[no] {""}
  }
## $day: the local day.
time-zones-missed = { $day }: run missed
## $n: the runs that day; $at: their times.
time-zones-doubled = { $day }: fires { $n } times ({ $at })
## $local: the local time; $naive: the naive matcher's name; $missing, $doubling: zones with
## a day without a run, with two; $which: both | missing | doubling (the nonzero ones).
time-zones-title-slipped = { $local } local with a { $naive }: { $which ->
    [missing] a day without a run in { $missing } { $missing ->
        [one] zone
       *[other] zones
      }
    [doubling] a day with two runs in { $doubling } { $doubling ->
        [one] zone
       *[other] zones
      }
   *[both] a day without a run in { $missing } { $missing ->
        [one] zone
       *[other] zones
      }, a day with two runs in { $doubling } { $doubling ->
        [one] zone
       *[other] zones
      }
  }
## $year: the year.
time-zones-title = The UTC time of the { $local } local run through { $year }
## $base: the line's strategy; $slipped: yes | no (the naive matcher missed or doubled a run);
## $regular: yes | no (the line runs exactly once every day).
time-zones-caption = The UTC time of the { $local } local run in each zone through { $year } ({ $base } strategy).{ $slipped ->
    [yes] {" "}{ $which ->
        [missing] Crosses are the runs the { $naive } missed
        [doubling] Diamonds are the runs the { $naive } made twice
       *[both] Crosses are the runs the { $naive } missed, diamonds the runs it made twice
      }{ $regular ->
        [yes] ; the { $base } strategy runs exactly once every day.
       *[no] .
      }
   *[no] {""}
  }
time-zones-cronie = {" "}Triangles are cronie's (Linux cron) runs: in the DST gap the skipped hour's job runs the moment the clock jumps; in the fold it does not run a second time in the repeated hour.
## $at: the trigger's UTC time.
time-zones-utc-line = trigger stored in UTC: { $at }Z every day, its local time shifts
time-zones-before-midnight = {" "}Times below 00:00 fall on the UTC day before the local day.
time-zones-advice = {" "}The lesson's advice: store the trigger instants in UTC (the black line); no run is missed or made twice.
time-zones-x = date
time-zones-y = UTC time of the run

## The rules' names (recurrence, missed-runs, missed-run-policies charts): the lesson's job
## names as the scenarios write them (Turkish), and their English.
rule-label-overdue-notice = overdue notice
rule-label-stock-summary = stock summary
rule-label-monthly-report = monthly report
rule-label-month-end = month end
rule-label-every-quarter-hour = every quarter hour
rule-label-weekdays = weekdays 09:00
rule-label-31st = 31st at 02:30
rule-label-13th-or-friday = 13th or Friday
