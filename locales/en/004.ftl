## Lesson 004: poison message and retry.

## outage-guards: retry budgets and circuit breakers in an outage. A request failing is its
## message being dead-lettered (the sibling breaker chart's word).
## $regime: only | none-reach | none-fail | more-fail | fewer-fail | same-fail | no-change | no-bare;
## $what: the guards' name (outage-guards-what); $retries, $failed: the guarded rows' span (text);
## $bare_retries, $bare_failed: the unguarded row's counts (numbers).
outage-guards-title = { $regime ->
    [only] Unguarded: { $bare_retries } { $bare_retries ->
        [one] retry
       *[other] retries
      } into the outage, { $bare_failed } { $bare_failed ->
        [one] message dead-lettered
       *[other] messages dead-lettered
      }
    [none-reach] No retry reaches the outage even unguarded; dead-lettered messages: { $failed }
    [none-fail] { $what }, { $retries } retries reach the outage instead of { $bare_retries }, and no message is dead-lettered
    [more-fail] { $what }, { $retries } retries reach the outage instead of { $bare_retries }, but { $failed } messages are dead-lettered instead of { $bare_failed }
    [fewer-fail] { $what }, { $retries } retries reach the outage instead of { $bare_retries }; dead-lettered messages: { $failed } instead of { $bare_failed }
    [no-change] { $what } too, { $bare_retries } { $bare_retries ->
        [one] retry still reaches
       *[other] retries still reach
      } the outage and { $bare_failed } { $bare_failed ->
        [one] message is
       *[other] messages are
      } dead-lettered
    [same-fail] { $what }, { $retries } retries reach the outage instead of { $bare_retries }; dead-lettered messages: still { $bare_failed }
   *[no-bare] Retries into the outage: { $retries }, dead-lettered messages: { $failed }
  }
## $guards: budgets | breakers
outage-guards-what = { $guards ->
    [budgets] With retry budgets
   *[breakers] With breakers
  }
## A panel: $row: the row's name; $retries_n, $failed_n: counts; $tail: the recovery (text).
outage-guards-panel = { $row }: { $retries_n } { $retries_n ->
    [one] retry
   *[other] retries
  } in the outage, { $failed_n } dead-lettered, { $tail }

## retry-budget: the retry budget (threshold) and the time budget (time limit), apart and together.
## $series: count | time | both; $threshold: attempts; $budget: the time limit (text).
budget-series = { $series ->
    [count] only a count limit: { $threshold } { $threshold ->
        [one] attempt
       *[other] attempts
      }
    [time] only a time budget: { $budget } (label: attempts that fit)
   *[both] both (label: the limit reached first, count or time)
  }
## A bar's label with the time budget alone: the attempts that fit.
budget-time-label = { $n }
budget-gave-up-label = { $value }, gave up
budget-unlimited = never stops
## $stop: threshold | time | gave-up
budget-stop = { $stop ->
    [threshold] count
    [time] time
   *[gave-up] gave up
  }
## $regime: capped | never; $slowest: the longest with the threshold alone; $both_max: with both.
budget-title = { $regime ->
    [capped] A limit of { $threshold } { $threshold ->
        [one] attempt
       *[other] attempts
      } alone can take { $slowest }; with a { $budget } time budget at most { $both_max }
   *[never] A limit of { $threshold } { $threshold ->
        [one] attempt
       *[other] attempts
      } stops within { $slowest } at the latest; the { $budget } time budget is never reached
  }
budget-caption-bars = The bars are the time from the first failure to giving up; the axis ends at twice the time limit, a longer or endless retry is a bar broken at the top.
## $names: the schedules, listed.
budget-caption-endless = The time limit alone never stops the retries of { $names } (unlimited).
budget-stops-part = { $stop ->
    [threshold] { $names } at the threshold
    [time] { $names } at the time limit
   *[gave-up] { $names } give up at their own limit
  }
budget-caption-own = With only the limit of { $threshold } { $threshold ->
    [one] attempt
   *[other] attempts
  } too, { $names } give up at their own limit before the threshold.
## $stops: the budget-stops-part items, listed.
budget-caption-stops = With both, whichever is reached first stops it: { $stops }.
budget-caption-same = The { $budget } time limit alone stops every schedule at the same moment as both together, so it has no bar of its own.
## $kind: schedules (the lesson's) | systems (real systems).
budget-x = { $kind ->
    [systems] system
   *[schedules] schedule
  }
budget-y = time until giving up

## visibility-backoff: is the backoff held in the consumer or handed to the queue (lesson 004.4).
## $placement: hold | requeue; $named: yes | no; $policy: the named policy's name.
visibility-backoff-place = { $placement ->
    [hold] held in the consumer
   *[requeue] handed to the queue
  }
## $regime: one-twice | one-dead | one-once | all-twice | some-twice | all-dead | some-dead | all-once;
## $times: twice | several; $total, $twice, $dead: counts; $place, $system: text.
visibility-backoff-title = Backoff { $place }{ $system }: { $regime ->
    [one-twice] the only message is processed { $times ->
        [several] several times
       *[twice] twice
      }
    [one-dead] the only message goes to the dead-letter queue
    [one-once] the only message is processed once
    [all-twice] all { $total } messages are processed { $times ->
        [several] several times
       *[twice] twice
      }
    [some-twice] { $twice } of { $total } messages { $twice ->
        [one] is
       *[other] are
      } processed { $times ->
        [several] several times
       *[twice] twice
      }
    [all-dead] all { $total } messages go to the dead-letter queue
    [some-dead] { $dead } of { $total } messages { $dead ->
        [one] goes
       *[other] go
      } to the dead-letter queue
   *[all-once] each of the { $total } messages is processed once
  }
visibility-backoff-how = { $placement ->
    [hold] The consumer sleeps through { $named ->
        [yes] the { $policy } policy's backoff
       *[no] the backoff
      } holding the message
   *[requeue] The consumer hands the message back to the queue delayed by { $named ->
        [yes] the { $policy } policy's backoff
       *[no] the backoff
      } and goes idle
  }
## $expired: yes | no; $vt: the visibility timeout (text).
visibility-backoff-visibility = { $expired ->
    [yes] ; when the { $vt } visibility timeout runs out, idle consumers take the same message
   *[no] ; no consumer holds a message longer than the { $vt } visibility timeout
  }
## $held: the total time slept holding messages (text) or empty; $sleeps: yes | no.
visibility-backoff-sleep = { $sleeps ->
    [yes] consumers sleep { $held } in all holding messages
   *[no] no consumer sleeps holding a message
  }
## $outage: how long the dependency is down; $how, $visibility, $sleep: the above;
## $limit: the named policy's note; $partial: the first-messages note (either may be empty).
visibility-backoff-caption = The dependency rejects every call for the first { $outage }. { $how }{ $visibility }: { $deliveries } { $deliveries ->
    [one] delivery
   *[other] deliveries
  }, { $duplicates } { $duplicates ->
    [one] duplicate completion
   *[other] duplicate completions
  }, { $sleep }.{ $limit }{ $partial }
visibility-backoff-partial = {" "}The chart shows { $messages ->
    [one] the first message
   *[other] the first { $messages } messages
  }.
visibility-backoff-line = { $expired ->
    [yes] visibility timeout { $vt } ran out
   *[no] visibility timeout { $vt }
  }
visibility-backoff-recovered = dependency was down, recovered
visibility-backoff-x = time

## jitter-wave: 200 consumers fail at once and retry (lesson 004.3).
## $schedule: the schedule's name; $peak: requests in its busiest bucket; $has_last: yes | no; $last.
wave-panel = { $schedule }: busiest bucket { $peak } { $peak ->
    [one] request
   *[other] requests
  }{ $has_last ->
    [yes] , last request { $last }
   *[no] {""}
  }
## $rng: chacha | lesson; $consumers, $attempts: counts.
wave-source = { $rng ->
    [chacha] { $consumers } { $consumers ->
        [one] consumer
       *[other] consumers
      } × { $attempts } { $attempts ->
        [one] attempt
       *[other] attempts
      }
   *[lesson] { $consumers } { $consumers ->
        [one] consumer
       *[other] consumers
      }
  }
## $regime: same | two | lowers; $source: wave-source; $bucket: the bucket (a duration, text); $most/$least: the
## schedules with the most and the least pile-up, $most_peak/$least_peak their busiest buckets.
## Another jittered schedule and its busiest bucket.
wave-other = { $schedule } { $peak }
wave-title = { $regime ->
    [same] { $source }: { $most_peak } { $most_peak ->
        [one] request
       *[other] requests
      } in the busiest { $bucket } with every schedule
    [two] { $source }: the busiest { $bucket } has { $most_peak } { $most_peak ->
        [one] request
       *[other] requests
      } with { $most }, { $least_peak } with { $least }
   *[lowers] { $source }: { $least } lowers the busiest { $bucket } from { $most_peak } to { $least_peak } { $least_peak ->
        [one] request
       *[other] requests
      }{ $others }
  }
## $kind: jitter | named (is the most piled-up schedule a jitter schedule or a real system).
wave-caption = { $consumers } { $consumers ->
    [one] consumer fails
   *[other] consumers fail
  } at once and { $consumers ->
    [one] retries
   *[other] retry
  } { $attempts } { $attempts ->
    [one] time
   *[other] times
  }. { $kind ->
    [jitter] With { $most }
   *[named] With { $most }
  } the requests pile into { $buckets } { $buckets ->
    [one] bucket
   *[other] buckets
  } (the busiest { $most_peak } { $most_peak ->
    [one] request
   *[other] requests
  }); with { $least } the busiest bucket has { $least_peak } { $least_peak ->
    [one] request
   *[other] requests
  }.
wave-log-axis = The time axis is logarithmic (the request axis is linear: a spike's height is its count); the requests of the first { $bucket } sit at the left edge.
wave-equal = Equal jitter keeps half of the wait fixed: the requests spread over { $buckets } { $buckets ->
    [one] bucket
   *[other] buckets
  }, the busiest { $peak } { $peak ->
    [one] request
   *[other] requests
  }
wave-beside = { $schedule } { $buckets } buckets, the busiest { $peak }
wave-decorrelated = Decorrelated jitter's last request goes out after { $last }.
## $log: yes | no
wave-x = { $log ->
    [yes] time (log)
   *[no] time
  }
wave-y = requests per { $bucket } bucket

## poison-counter: the counter moves in the error handler or at delivery (zehirli-sayac.mjs).
## The table's headings and row names as the lesson's program prints them.
## $column: position | starts | deliveries | crashes | processed | dead | remaining
poison-counter-column = { $column ->
    [position] counter position
    [starts] starts
    [deliveries] deliveries
    [crashes] process deaths
    [processed] processed
    [dead] dead-lettered
   *[remaining] remaining
  }
## $position: on-catch | on-delivery
poison-counter-label = { $position ->
    [on-catch] when the error is caught
   *[on-delivery] at delivery
  }
## $label: the row's name (table)
poison-counter-label-validated = { $label } + validation
## $position: the counter's position (chart)
poison-counter-validated = { $position } + validation
## $many: yes | no; $rest: all but the last, with commas; $last: the last.
poison-counter-messages = { $many ->
    [yes] messages { $rest } and { $last }
   *[no] message { $last }
  }
## A row's fate in the title: $crashes, $dead, $stuck: counts; $id: the first dead-lettered
## message's number (said when it is the only one).
poison-counter-fate = { $crashes ->
    [0] no process death
    [one] { $crashes } process death
   *[other] { $crashes } process deaths
  }{ $dead ->
    [0] {""}
    [1] , message { $id } dead-lettered
   *[other] , { $dead } messages dead-lettered
  }{ $stuck ->
    [0] {""}
    [one] , { $stuck } message stuck
   *[other] , { $stuck } messages stuck
  }
## $row: the row's name; $fate: poison-counter-fate.
poison-counter-row-fate = { $row }: { $fate }
## A row's story in the caption: $starts, $crashes, $processed, $dead, $remaining: counts;
## $catch: yes | no (the counter is in the error handler and the process crashes).
poison-counter-story = the process starts { $starts } { $starts ->
    [one] time
   *[other] times
  }, { $crashes ->
    [0] with no process death
    [one] with { $crashes } process death
   *[other] with { $crashes } process deaths
  }{ $catch ->
    [yes] {" "}(the counter never moves: the error handler never runs)
   *[no] {""}
  }, { $processed } { $processed ->
    [one] message is
   *[other] messages are
  } processed{ $dead ->
    [0] {""}
    [one] , { $dead } message goes to the dead-letter queue
   *[other] , { $dead } messages go to the dead-letter queue
  }{ $remaining ->
    [0] {""}
    [one] , { $remaining } message is left unprocessed
   *[other] , { $remaining } messages are left unprocessed
  }
## $story: every row's same story.
poison-counter-every-row = in every row { $story }
## $row: the row's name; $story: poison-counter-story.
poison-counter-row-story = { $row }: { $story }
## The time chart: $n: merged lifetimes; $id: a message; $total: the dead-lettered messages.
poison-counter-merged = { $n } { $n ->
    [one] lifetime
   *[other] lifetimes
  }
poison-counter-dead-marker = message { $id } dead-lettered{ $more ->
    [yes] {" "}({ $total } in all)
   *[no] {""}
  }
## $starts: starts, $left: the messages stuck.
poison-counter-stuck = { $left } { $left ->
    [one] message
   *[other] messages
  } stuck after { $starts } { $starts ->
    [one] start
   *[other] starts
  }
## The lifetime chart: $first, $last: the lifetimes' places; $times: how many.
poison-counter-life = { $merged ->
    [yes] lifetimes { $first }–{ $last } ({ $times } times)
   *[no] lifetime { $first }
  }
poison-counter-cell = message { $id }, counter { $counter }
## Title: $rows: each row's name and fate.
poison-counter-title = Counter { $rows }
## $regime: none | instead | never | crashes; $before: most crashes unvalidated, $now: validated.
poison-counter-tail = { $regime ->
    [none] no process death in any row
    [instead] { $now } { $now ->
        [one] process death
       *[other] process deaths
      } instead of { $before }
    [never] no process death
   *[crashes] { $now } { $now ->
        [one] process death
       *[other] process deaths
      }
  }
## $killers: no | one | many (the malformed messages); $tail: poison-counter-tail.
poison-counter-title-validated = { $killers ->
    [one] Validation dead-letters the malformed message before the work
    [many] Validation dead-letters the malformed messages before the work
   *[no] No malformed message
  }: { $tail }
## $killers: yes | no; $names: the messages that kill the process (poison-counter-messages); $threshold.
poison-counter-lead = { $killers ->
    [no] No message kills the process
   *[yes] Processing { $names } kills the consumer process (dead-letter threshold: { COUNT($threshold) } { $threshold ->
        [one] delivery
       *[other] deliveries
      })
  }
## $lead: poison-counter-lead; $stories: the rows' stories (no row validates the body).
poison-counter-caption = { $lead }. { CAPITALIZE($stories) }.
## $lead: poison-counter-lead; $stories: the rows' stories.
poison-counter-caption-validated = { $lead }. The body is validated before the work: { $stories }.
## $crashes: most crashes without validation; $stuck: most messages stuck.
poison-counter-caption-both = { $lead }. { $crashes ->
    [0] Without validation there is no process death
    [one] Without validation there is at most { $crashes } process death
   *[other] Without validation there are at most { $crashes } process deaths
  }{ $stuck ->
    [0] {""}
    [one] , { $stuck } message stays stuck
   *[other] , { $stuck } messages stay stuck
  }; with the body validated before the work, { $stories }.
## After the caption, on the lifetime chart.
poison-counter-caption-lives = Each row is one process lifetime (consecutive lifetimes that did the same share a row); the boxes are its deliveries in order: the message and the counter after the delivery.
## $axis: lives-x | lives-y | time | position
poison-counter-axis = { $axis ->
    [lives-x] delivery within the lifetime
    [lives-y] process lifetime
    [time] time
   *[position] counter position
  }

## backoff-schedules: backoff schedules and the retries that fit in a budget (geri-cekilme.mjs).
## The table's headings as the lesson's program prints them.
## $column: attempt | schedule | retries | elapsed; $budget: the budget (text).
backoff-schedules-column = { $column ->
    [attempt] attempt
    [schedule] schedule
    [retries] retries within { $budget }
   *[elapsed] elapsed when the budget is spent
  }
backoff-schedules-unlimited = unlimited
## $retries: the retries (text).
backoff-schedules-gave-up = { $retries } (gave up)
## The wait chart's title, a schedule's last wait: $kind: exponential | capped-held | capped |
## The fixed schedule's name in charts: $name: the schedule; $wait: its wait (text).
backoff-schedules-fixed = { $name } { $wait }
## The wait chart's title: $fragments: the backoff-schedules-fragment items, listed.
backoff-schedules-waits-title = { CAPITALIZE($fragments) }
## One schedule's total wait in the caption: $name: the schedule; $total: the wait (text).
backoff-schedules-total = { $name } { $total }
## fixed | immediate | no-retry | named; $attempt: the attempt (text); $wait: the wait (text); $name: the policy.
backoff-schedules-fragment = { $kind ->
    [exponential] exponential backoff waits { $wait } at attempt { $attempt }
    [capped-held] capped exponential is held to { $wait }
    [capped] capped exponential waits { $wait } at attempt { $attempt }
    [fixed] fixed waits { $wait } every time
    [immediate] immediate never waits
    [no-retry] { $name } never retries
   *[named] { $name } waits { $wait } at attempt { $attempt }
  }
## $immediate: yes | no; $rows: attempts (text); $totals: each schedule's total wait.
backoff-schedules-waits-caption = Each line is one schedule's wait before an attempt{ $immediate ->
    [yes] {" "}(the immediate retry lies at zero: it never waits)
   *[no] {""}
  }. Total wait over { COUNT($rows) } { $rows ->
    [one] attempt
   *[other] attempts
  }: { $totals }.
## $cap: the cap (text).
backoff-schedules-cap = cap { $cap }
backoff-schedules-waits-x = attempt
backoff-schedules-waits-y = wait
## The object of "the budget does not stop …": $kind: immediate | fixed | exponential | capped | named.
backoff-schedules-object = { $kind ->
    [immediate] immediate retries
    [fixed] a fixed wait
    [exponential] exponential backoff
    [capped] capped exponential backoff
   *[named] { $name }'s policy
  }
## A line's end in the budget chart: $end: endless | guard | gave-up | stopped; $names: the schedules
## that never stop; $n: attempts.
backoff-schedules-end = { $end ->
    [endless] { $names }: never stops, the count was cut at { $n } { $n ->
        [one] attempt
       *[other] attempts
      }
    [guard] { $names }: the count was cut at { $n } { $n ->
        [one] attempt
       *[other] attempts
      }
    [gave-up] gave up after { $n } { $n ->
        [one] attempt
       *[other] attempts
      }
   *[stopped] { $n } { $n ->
        [one] attempt
       *[other] attempts
      }
  }
## $budget: the budget; $object: backoff-schedules-object; $elapsed: the time; $n: attempts.
## $regime: endless (every wait is zero: no budget stops it) | guard (the count guard cut it first).
backoff-schedules-title-endless = { $regime ->
    [endless] A { $budget } budget does not stop { $object }: { $n } { $n ->
        [one] attempt
       *[other] attempts
      } in { $elapsed }
   *[guard] In a { $budget } budget the count guard stops { $object }: { $n } { $n ->
        [one] attempt
       *[other] attempts
      } in { $elapsed }
  }
## The lesson's result: $exp_n, $cap_n: attempts that fit for exponential and capped exponential;
## $regime: endless (a schedule no budget stops: $object) | none.
backoff-schedules-title-cap = Capped exponential backoff fits { $cap_n } { $cap_n ->
    [one] attempt
   *[other] attempts
  } instead of { $exp_n } into a { $budget } budget{ $regime ->
    [endless] ; only a count limit can stop { $object }
   *[none] {""}
  }
## $most, $least: the schedules that fit most and fewest attempts; $most_n, $least_n: their counts.
backoff-schedules-title-fits = In a { $budget } budget { $most } fits { $most_n } { $most_n ->
    [one] attempt
   *[other] attempts
  }, { $least } only { $least_n }
backoff-schedules-title = Attempts that fit in a { $budget } budget
## $name: a schedule; $n: attempts.
backoff-schedules-fit = { $n } for { $name }
backoff-schedules-budget-caption = Each line is the number of attempts since the first failure (log scale).
## $fits: the backoff-schedules-fit items, listed.
backoff-schedules-fits = attempts within the { $budget } budget: { $fits }
backoff-schedules-endless = { $name } reaches { $n } { $n ->
    [one] attempt
   *[other] attempts
  } in { $elapsed } before the budget runs out and the count stops there
## The budget caption's second sentence: $notes: backoff-schedules-fits and backoff-schedules-endless, joined by "; ".
backoff-schedules-budget-notes = { CAPITALIZE($notes) }.
backoff-schedules-budget-line = budget { $budget }
backoff-schedules-budget-x = time since the first failure
backoff-schedules-budget-y = attempts made

## outage-guards present.rs: the table's and the charts' other words. $budget: none | aws |
## grpc | token-bucket (ASCII in the text table, as the other lesson 004 tables).
outage-guards-budget-text = { $budget ->
    [none] none
    [aws] AWS quota
    [grpc] gRPC throttling
   *[token-bucket] token bucket
  }
## $breaker: none | consecutive
outage-guards-breaker-text = { $breaker ->
    [none] none
   *[consecutive] consecutive
  }
outage-guards-breaker-consecutive = consecutive-failure breaker
outage-guards-capped-text = exponential + cap
outage-guards-head-backoff = backoff
outage-guards-head-budget = budget
outage-guards-head-breaker = breaker
outage-guards-head-calls = calls
outage-guards-head-outage-calls = outage calls
outage-guards-head-outage-retries = outage retries
outage-guards-head-retries-refused = retries refused
outage-guards-head-dead-letters = dead letters
outage-guards-head-processed = processed
outage-guards-head-opened = opened
outage-guards-head-recovery = recovery ms
outage-guards-head-given-up = given up
## A comparison of backoffs. $name: a row's name; $recovery: its recovery time.
outage-guards-recovers-last-in = { $alone ->
    [yes] { $name } recovers last ({ $recovery })
   *[no] several rows recover last ({ $recovery })
  }
## $gives_up: yes | no; $limit: the worst row's retry limit; $failed: its dead-lettered messages;
## $recovery: outage-guards-recovers-last-in.
outage-guards-backoffs-title = { $name }{ $gives_up ->
    [yes] {" "}gives up after { COUNT($limit) } { $limit ->
        [one] retry
       *[other] retries
      }:
   *[no] :
  } { COUNT($failed) } { $failed ->
    [one] message is dead-lettered
   *[other] messages are dead-lettered
  }
outage-guards-backoffs-title-none = No message is dead-lettered; { $recovery }
## The calls chart's title. $fast, $slow: rows' names; $fast_recovery, $slow_recovery.
outage-guards-calls-same = Every row recovers { $recovery } after the outage
outage-guards-calls-backoff = The backoff decides recovery: { $fast } { $fast_recovery }, { $slow } { $slow_recovery }
## $breaker: a row's name; $lasts: the outage; $open: how long the breaker stays open.
outage-guards-why = { $why ->
    [open-longer] { $breaker } stays open { $open } while the outage lasts { $lasts }
   *[last] { $breaker } recovers last
  }
## $why: outage-guards-why.
outage-guards-calls-breakers = { $why }: recovery { $slow_recovery } ({ $fast }: { $fast_recovery })
## $calls: the calls during the outage (a span).
outage-guards-calls-short = The outage lasts { $lasts }: { $calls } calls reach the dependency during it
## $bare_peak: the unguarded row's busiest second; $peaks: the budgets' (a span).
outage-guards-calls-budgets = At most { $peaks } calls a second in the outage instead of { COUNT($bare_peak) }: budgets cut the load to first attempts{ $more ->
    [yes] , but { $failed } messages are dead-lettered instead of { $bare_failed }
   *[no] {""}
  }
outage-guards-calls-peak = At most { $peaks } calls a second in the outage
## The outcome chart's caption. $from, $until: the outage; $arrivals: messages in it;
## A text table column's width (fits this edition's words): $column: backoff | budget | processed.
outage-guards-width = { $column ->
    [backoff] 19
    [budget] 17
   *[processed] 11
  }
## $consumers; $receives: the most receives of a message.
outage-guards-outcome-caption = The dependency is down from { $from } to { $until }; { COUNT($arrivals) } { $arrivals ->
    [one] message arrives
   *[other] messages arrive
  } meanwhile ({ COUNT($consumers) } { $consumers ->
    [one] consumer
   *[other] consumers
  }, at most { COUNT($receives) } { $receives ->
    [one] receive
   *[other] receives
  } per message).
## $list: rows with their counts (a list).
outage-guards-refused = These retry budgets are not the lesson's retry budget (the most receives per message): they limit the retries of all requests together. A retry the budget refuses fails its request at once, and the message is dead-lettered. Retries refused: { $list }.
outage-guards-given-up = The named systems run with their own backoffs and retry limits; a request that reaches its limit is given up at once. Given up: { $list }.
## $name: a row's name; $times: how often its breaker opened.
outage-guards-opened-times = { $name } { COUNT($times) } { $times ->
    [one] time
   *[other] times
  }
outage-guards-opened = { $untouched ->
    [yes] While a breaker is open, messages wait untouched in the queue.
   *[no] While a breaker is open, the messages wait in the queue; still, rows with a breaker dead-letter some.
  } Opened: { $list }.
## One row of a list: its name and its count (the retries refused, the messages given up).
outage-guards-refused-row = { $name } { COUNT($n) }
outage-guards-given-up-row = { $name } { COUNT($n) }
## One row of the recoveries: its name and its recovery.
outage-guards-recovery-row = { $name } { $recovery }
## A span of counts: $lo and $hi, or one number when they agree ($same: yes | no).
outage-guards-span = { $same ->
    [yes] { COUNT($lo) }
   *[no] { COUNT($lo) }–{ COUNT($hi) }
  }
outage-guards-recoveries = Recovery: { $list }.
outage-guards-outcome-y = retries / messages
## Under each row's name on the outcome chart: its recovery. $regime: none | time.
outage-guards-outcome-recovery = { $regime ->
    [none] none waiting
   *[time] { $recovery }
  }
outage-guards-outcome-x = under each name: its recovery after the outage
## A panel's tail: no message waiting, or the recovery.
outage-guards-tail = { $regime ->
    [none] recovery: none waiting
   *[time] recovery: { $recovery }
  }
outage-guards-calls-caption = Each panel is one row's calls per second to the dependency (grey band: the outage). A call is any request to the dependency, a message's first attempt or a retry; the retries in the titles count the retries only. Recovery is the time from the outage's end ({ $until }) until the last message that had arrived by then is processed or dead-lettered.
outage-guards-calls-ends = A line that stops short is the end of that row's simulation: all its messages have been processed or dead-lettered.
outage-guards-time-x = time
outage-guards-calls-y = calls per second

## frameworks: the named retry policies of real systems side by side (lesson 004.2–004.3).
## $column: system | settings | retries | retry | first-wait | range | gives-up
frameworks-column = { $column ->
    [system] system
    [settings] settings
    [retries] retries
    [retry] retry
    [first-wait] first wait
    [first-wait-range] wait range
    [gives-up-range] gives-up range
    [in-budget-range] retries range
   *[gives-up] gives up
  }
## $budget: the budget (text).
frameworks-column-in-budget = in { $budget }
frameworks-unlimited = unlimited
frameworks-never = never
## $n: the retries made (text).
frameworks-guard-reached = >{ $n } retries
## A system's settings; numbers and durations as text.
frameworks-settings-temporal = initial { $initial }, x{ $coefficient }, at most { $maximum }, attempts { $attempts }
frameworks-settings-aws = max_attempts { $attempts }, cap { $cap }
frameworks-settings-grpc = { $initial } x{ $multiplier }, at most { $maximum }, jitter { $jitter }%
frameworks-settings-gcs = at most { $maximum }, retries { $retries }
## The gives-up chart. $system: a system's name; $after: when it gave up; $n: its retries (text).
frameworks-gave-up-label = { $system }: gave up after { $after }
## A line's name in the legend: $legend: never (never gives up) | hidden (under other lines) | plain.
frameworks-legend = { $legend ->
    [never] { $system } (never gives up)
    [hidden] { $system } (under the others)
   *[plain] { $system }
  }
## $longest, $shortest: the systems giving up last and first; $*_after, $*_n: when, after how many retries.
frameworks-gives-up-title-two = { $longest } gives up only after { $longest_n } { $longest_n ->
    [one] retry
   *[other] retries
  } and { $longest_after }, { $shortest } after { $shortest_after } ({ $shortest_n } { $shortest_n ->
    [one] retry
   *[other] retries
  })
frameworks-gives-up-title-one = { $longest } gives up after { $longest_after }
frameworks-gives-up-title-none = None gives up
frameworks-gives-up-caption = Each line is the number of retries since the first failure (the first call not counted); the time axis is logarithmic.
frameworks-gives-up-time = { $system } { $after } ({ $n } { $n ->
    [one] retry
   *[other] retries
  })
## $times: a list of frameworks-gives-up-time.
frameworks-gives-up-times = Giving up: { $times }.
## $names: a list of systems; $count: how many (the verb's number); $rows: the retries drawn.
frameworks-never-caption = { $count ->
    [one] { $names } never gives up: its first { $rows ->
        [one] retry is
       *[other] { $rows } retries are
    } drawn.
   *[other] { $names } never give up: their first { $rows ->
        [one] retry is
       *[other] { $rows } retries are
    } drawn.
  }
frameworks-no-retry-caption = { $count ->
    [one] { $names } never retries with these settings.
   *[other] { $names } never retry with these settings.
  }
frameworks-draws-caption = For systems with jitter the times are this seed's draws.
frameworks-gives-up-x = time since the first failure
frameworks-gives-up-y = retries made
frameworks-budget-mark = budget { $budget }
## The waits chart. $panel: growing | capped | early; $longest: the panel's longest wait;
## $most: the most retries in the panel (text).
frameworks-panel = { $panel ->
    [growing] Longest wait { $longest }
    [capped] Stay at their cap
   *[early] Give up by retry { $most }
  }
## A jitter range down to 0 ms on the log axis. $names: the systems; $count: how many (English only).
frameworks-jitter-zero = { $count ->
    [one] { $names }: its jitter range reaches down to 0 ms; a log axis cannot show zero, so the shade is cut at the axis' floor.
   *[other] { $names }: their jitter ranges reach down to 0 ms; a log axis cannot show zero, so the shades are cut at the axis' floor.
  }
frameworks-jitter-zero-label = ↓ to 0 ms
frameworks-jitter-range = jitter range
## $system: the system waiting longest; $retry: before which retry (text); $wait: the wait.
frameworks-waits-title = { $system } waits { $wait } before retry { $retry }
frameworks-no-waits = No waits
## $names: a list of the systems staying at their cap; $count: how many.
frameworks-waits-capped = { $count ->
    [one] , { $names } stays at its cap
   *[other] , { $names } stay at their cap
  }
frameworks-waits-caption = Each point is the wait before a retry (with this seed); the shade is the shortest to longest range jitter stays in over every seed. The wait axis is logarithmic.
## $panels: how many panels (text).
frameworks-waits-panels = The systems are in { $panels } panels by the course of their waits, on one wait axis.
frameworks-waits-x = retry
frameworks-waits-y = wait
## The budget chart. $n: the retries in the budget (text).
frameworks-gave-up-bar = { $n }, gave up
frameworks-every-seed = the fewest–most retries the jitter allows
## $regime: none | only | all; $budget; $most, $least: the systems fitting most and fewest
## retries; $most_n, $least_n: their retries (numbers).
frameworks-budget-title = { $regime ->
    [none] In a { $budget } budget { $most } fits { COUNT($most_n) } { $most_n ->
        [one] retry
       *[other] retries
      }, { $least } none
    [only] In a { $budget } budget { $most } fits { COUNT($most_n) } { $most_n ->
        [one] retry
       *[other] retries
      }, { $least } only { COUNT($least_n) }
   *[all] Retries that fit in a { $budget } budget
  }
frameworks-budget-x = system
frameworks-budget-caption = Each bar is the retries made within { $budget } of the first failure (with this seed); a whisker spans the retries that fit at the jitter's longest and shortest waits: every seed stays within it.
## $names: a list of the systems giving up before the budget is spent (capitalized); $count: how many.
frameworks-budget-gave = { $count ->
    [one] { $names } gives up before the budget is spent.
   *[other] { $names } give up before the budget is spent.
  }
frameworks-budget-y = retries within { $budget }

## circuit-breaker: a dependency goes down as a whole; consumers with and without a breaker (lesson 004.4).
## $column: mode | calls | calls-in-outage | failed | processed | dead | opened | drained | given-up
circuit-breaker-column = { $column ->
    [mode] mode
    [calls] calls
    [calls-in-outage] calls in outage
    [failed] failed
    [processed] processed
    [dead] dead letters
    [opened] opened
    [drained] drained ms
   *[given-up] given up
  }
## $breaker: on | off
circuit-breaker-row = { $breaker ->
    [on] circuit breaker
   *[off] no breaker
  }
## $open: how long the breaker stays open.
circuit-breaker-probe = open { $open }, then one trial call
## $n: the messages queued when the drain starts.
circuit-breaker-drain = the { COUNT($n) } queued { $n ->
    [one] message drains
   *[other] messages drain
  }
## $row: the row's name; $n: its dead-lettered messages.
circuit-breaker-dead-series = { $row }: dead-lettered, { COUNT($n) } in all
circuit-breaker-down = dependency down
## $event: opened | closed
circuit-breaker-event = { $event ->
    [opened] breaker opened
   *[closed] breaker closed
  }
## The title's dead-letter tail. $dead: none | fewer; $off, $on: the rows' dead letters.
circuit-breaker-title-dead = { $dead ->
    [none] , no message is dead-lettered
   *[fewer] , { COUNT($on) } { $on ->
        [one] dead letter
       *[other] dead letters
      } instead of { COUNT($off) }
  }
## $off, $on: the calls during the outage; $dead: circuit-breaker-title-dead or empty.
circuit-breaker-title-fewer = With a circuit breaker { COUNT($on) } { $on ->
    [one] call
   *[other] calls
  } during the outage instead of { COUNT($off) }{ $dead }
circuit-breaker-title-calls = Calls to the dependency during the outage: { COUNT($off) } without a breaker, { COUNT($on) } with one
## One row. $row: its name (capitalized); $calls, $dead: its counts.
circuit-breaker-title-one = { $row }: { COUNT($calls) } { $calls ->
    [one] call
   *[other] calls
  } during the outage, { COUNT($dead) } { $dead ->
    [one] dead letter
   *[other] dead letters
  }
## $from, $until: the outage; $down: yes | no (no: the outage is empty, its end is its start).
circuit-breaker-caption-outage = { $down ->
    [no] The dependency never goes down: the outage from { $from } to { $until } is empty.
   *[yes] The dependency is down from { $from } to { $until } (grey band).
  }
## $retried: yes | no (whether any message is called more than once); $calls: the calls during
## the outage; $dead: the messages that exceed $receives receives (a named policy's give-ups are
## in circuit-breaker-caption-backoff).
circuit-breaker-caption-off = Without a breaker the consumers { $retried ->
    [yes] retry every message with backoff
   *[no] retry no message
  }: { COUNT($calls) } { $calls ->
    [one] call
   *[other] calls
  } during the outage, { COUNT($dead) } { $dead ->
    [one] message exceeds
   *[other] messages exceed
  } { COUNT($receives) } { $receives ->
    [one] receive
   *[other] receives
  } and { $dead ->
    [one] is
   *[other] are
  } dead-lettered.
## $opens: yes | no; $threshold: consecutive failures (a number); $opened: when it first opens;
## $open: how long it stays open; $untouched: yes | no (whether no message is dead-lettered with
## the breaker); $dead: the messages dead-lettered with it.
circuit-breaker-caption-opens = { $opens ->
    [yes] The circuit breaker opens after { COUNT($threshold) } { $threshold ->
        [one] consecutive failure
       *[other] consecutive failures
      } ({ $opened }); each time it opens it waits { $open } and sends a single trial call{ $untouched ->
        [yes] , while the messages wait untouched in the queue.
       *[no] , while the other messages wait in the queue; still { COUNT($dead) } { $dead ->
            [one] message is
           *[other] messages are
          } dead-lettered.
      }
   *[no] The circuit breaker never opens: the calls never fail { COUNT($threshold) } { $threshold ->
        [one] time
       *[other] times
      } in a row.
  }
## $when: ended | closed (closed: the breaker closes a second or more after the outage ends);
## $closed: when it closes; $after: how long after the outage's end; $backlog: the messages
## neither processed nor dead-lettered then; $speed: full | once (once: fewer of them than
## consumers); $consumers; $peak: the busiest second's calls from then on.
circuit-breaker-caption-drain = { $when ->
    [closed] When the breaker closes, { $after } after the outage ends ({ $closed }),
   *[ended] When the outage ends
  } the { COUNT($backlog) } { $backlog ->
    [one] queued message drains
   *[other] queued messages drain
  } { $speed ->
    [once] at once
   *[full] at the full speed of { COUNT($consumers) } { $consumers ->
        [one] consumer
       *[other] consumers
      }
  }: at most { COUNT($peak) } { $peak ->
    [one] call
   *[other] calls
  } a second.
## $limit: limited | unlimited; $n: the named policy's retry limit (0 when unlimited).
circuit-breaker-limit = { $limit ->
    [unlimited] unlimited
   *[limited] { $n } { $n ->
        [one] retry
       *[other] retries
      }
  }
## One row's give-ups. $breaker: on | off; $n: the messages given up.
circuit-breaker-given-up = { $breaker ->
    [on] { term-breaker-on }
   *[off] { term-breaker-off }
  } { COUNT($n) }
## $system: the named policy; $limit: circuit-breaker-limit; $given_up: a list of circuit-breaker-given-up.
circuit-breaker-caption-backoff = Backoff: { $system }'s policy (retry limit { $limit }); the system gives up on a message that reaches the limit at once and it goes to the dead letters (given up: { $given_up }).
## $width: a step's width.
circuit-breaker-caption-width = Each step shows the busiest second within { $width }.
circuit-breaker-x = time
circuit-breaker-y = calls / dead letters per second

## retry-budget: the table.
## A schedule's name in charts: $kind: immediate | fixed | exponential | capped | named; $name: its
## name; $wait: the fixed schedule's wait (text).
retry-budget-name = { $kind ->
    [immediate] { $name }
    [fixed] { $name } { $wait }
    [exponential] { $name }
    [capped] { $name }
   *[named] { $name }
  }
## $column: schedule | both | time | stopped-by
retry-budget-column = { $column ->
    [schedule] schedule
    [both] both: attempts
    [time] time
   *[stopped-by] stopped by
  }
## $threshold: the threshold (text).
retry-budget-column-threshold = { $threshold } attempts: time
## $budget: the time limit (text).
retry-budget-column-budget = { $budget }: attempts
retry-budget-unlimited = unlimited
## $stop: threshold | time | gave-up
retry-budget-stop = { $stop ->
    [threshold] threshold
    [time] time
   *[gave-up] gave up
  }
## After a number a named policy's own retry limit stopped, after a space.
retry-budget-gave-up-mark = (gave up)
## jitter-wave present.rs: the lesson table's headers (ASCII, as sarsinti.mjs prints them) and
## the titles with equal jitter and with real systems' named policies.
## $column: schedule | total | peak | busy | last; $bucket: the bucket (ms, the lesson program's digits).
jitter-wave-column = { $column ->
    [schedule] schedule
    [total] total requests
    [peak] busiest { $bucket } ms
    [busy] busy buckets
   *[last] last bucket
  }
jitter-wave-lesson-schedule = the lesson's schedule
## $consumers, $bucket: numbers (text); $most, $least: the policies piling up most and least;
## $most_peak, $least_peak: their busiest buckets (text).
jitter-wave-named-title = { $consumers } consumers with real systems' policies: the busiest { $bucket } has { $most_peak } requests with { $most }, { $least_peak } with { $least }
## $names: the policies that never retry (no schedule sends the dependency a request).
jitter-wave-silent-title = { $consumers } consumers: no retry with { $names }, no request goes back to the dependency
## $consumers: a number; $names: the policies that never retry.
jitter-wave-silent-caption = { $consumers } { $consumers ->
    [one] consumer fails
   *[other] consumers fail
  } at once; with { $names } the retry limit is 0, so the buckets stay empty.
## $count: how many schedules have no jitter.
jitter-wave-names-more = { $count } schedules
## $names: the schedules without jitter; $fixed_peak: their busiest bucket (text).
jitter-wave-fixed-title = { $consumers } consumers: without jitter { $names } pile { $fixed_peak } requests into the same { $bucket }{ $rounds ->
    [every] {" "}every round
   *[all] {""}
  }; with { $least } the busiest bucket has { $least_peak }
## $regime: between | beside | alone; $shown: equal jitter's busiest bucket; $full,
## $decorrelated: full and decorrelated jitter's (text, in beside).
jitter-wave-equal-title = { $regime ->
    [between] Equal jitter, between full and decorrelated: { $shown } requests in the busiest { $bucket }
    [beside] Equal jitter has { $shown } requests in the busiest { $bucket }: full jitter { $full }, decorrelated jitter { $decorrelated }
   *[alone] Equal jitter: { $shown } requests in the busiest { $bucket }
  }
## $name: the policy; $retries: its retry limit (text).
jitter-wave-gives-up-after = { $name } after { $retries }
## $early: one | other | no (a policy gives up early; the last one's count); $list: the
## jitter-wave-gives-up-after's.
jitter-wave-real-systems = {" "}Real systems' consumers wait with that system's backoff formula and jitter{ $early ->
    [one] ; these give up early: { $list } retry.
    [other] ; these give up early: { $list } retries.
   *[no] {"."}
  }

## retry-storm: a benchmark, a storm of consumers' retries (not lesson content).
## The table's headers are ASCII.
## $column: requests | successes | gave-ups | peak | last | checksum | generator
retry-storm-column = { $column ->
    [requests] requests
    [successes] successes
    [gave-ups] gave up
    [peak] busiest bucket
    [last] last event ms
    [checksum] checksum
   *[generator] generator
  }
## $named: yes | no; $policy: the named policy.
retry-storm-backoff = { $named ->
    [yes] { $policy }'s backoff
   *[no] exponential backoff with full jitter
  }
## $consumers: consumers; $system: " (policy)" or empty; $bucket: the bucket (a duration, text); $peak: the busiest bucket (text).
retry-storm-title = Benchmark: a storm of { $consumers } { $consumers ->
    [one] consumer
   *[other] consumers
  }{ $system }, { $peak } { $peak ->
    [one] request
   *[other] requests
  } in the busiest { $bucket }
## $cap: capacity per bucket; $backoff: retry-storm-backoff; $tries: the try limit; $over: buckets
## over capacity; $successes, $gave_ups: counts (numbers); $last: the last request's instant (text).
retry-storm-caption = A benchmark, not lesson content. Every { $bucket } the dependency accepts the first { $cap } { $cap ->
    [one] request
   *[other] requests
  } and rejects the rest; a rejected consumer tries at most { $tries } { $tries ->
    [one] time
   *[other] times
  } with { $backoff }. In { $over } { $over ->
    [one] bucket
   *[other] buckets
  } the requests exceed the capacity; { $successes } { $successes ->
    [one] success
   *[other] successes
  }, { $gave_ups } gave up, the last request at { $last }.
retry-storm-x = time
## $bucket: the bucket (a duration, text).
retry-storm-y = requests per { $bucket } bucket
## $cap: capacity per bucket (text).
retry-storm-capacity = capacity per bucket: { $cap }

## occ-contention: Brooker's optimistic-concurrency contention experiment, calls and finish against N.
## The program's text: $mean, $sd: network delay; $base, $cap: base and cap; $trials: trials (a number).
occ-contention-intro = Marc Brooker's contention experiment (AWS Architecture Blog, “Exponential Backoff And Jitter”, 2015): each client updates one row once (optimistic concurrency). Network delay per message |Normal({ $mean }, { $sd })| ms, base { $base } ms, cap { $cap } ms; each point is the mean of { $trials } { $trials ->
    [one] trial
   *[other] trials
  }.
occ-contention-named-note = The base and cap are for Brooker's schedules; real systems wait with their own defaults, and a client whose last retry is rejected too gives up (Brooker's never give up).
occ-contention-calls-heading = Total calls (writes the server handled), mean:
## $named: yes | no (a named policy is listed).
occ-contention-time-heading = { $named ->
    [yes] Last client's finish (its success or giving up), mean:
   *[no] Last client's success time, mean:
  }
occ-contention-gave-up-heading = Clients that gave up (last retry rejected too, row left un-updated), mean:
occ-contention-exponential = exponential, no jitter
occ-contention-clients-column = clients
## $mean, $sd, $base, $cap: text.
occ-contention-network = network delay |Normal({ $mean }, { $sd })| ms, base { $base } ms, cap { $cap } ms
## $network: occ-contention-network (capitalized); $trials: occ-contention-trials.
occ-contention-calls-caption = N clients each update one row once; every rejected write means one more call. { $network } ({ $trials }). Jitter spreads the clients out in time, cutting collisions and wasted calls.
occ-contention-time-caption = When the last client succeeds ({ $trials }). With exponential backoff and no jitter, clients rejected together wait together and collide again; time on a log axis.
## $end: success | finish
occ-contention-time-y = { $end ->
    [success] last client's success time (mean)
   *[finish] last client's finish (mean)
  }
occ-contention-clients-x = number of clients N
## $trials: the trials (a number).
occ-contention-trials = each point the mean of { $trials } { $trials ->
    [one] trial
   *[other] trials
  }, band p5–p95
## $regime: alone | same | less; $n: clients; $best: the fewest calls; $calls: its calls;
## $worst, $worst_calls: the most calls and its calls; $ratio: the ratio (text).
occ-contention-calls-title = { $regime ->
    [same] At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } { $best } and { $worst } do the same work: { $calls } { $calls ->
        [one] call
       *[other] calls
      }
    [less] At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } { $best } finishes in { $calls } { $calls ->
        [one] call
       *[other] calls
      }, { $worst } in { $worst_calls }: { $ratio }× less work
   *[alone] At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } { $best } finishes in { $calls } { $calls ->
        [one] call
       *[other] calls
      }
  }
## $n: clients; $each: the schedules and their times; $done: succeeds | finishes
occ-contention-time-title = At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } the last one { $done ->
    [succeeds] succeeds
   *[finishes] finishes
  } after { $each }
## The time chart's takeaway, the caption's first sentence: where $frugal (the fewest
## calls) comes in time; $regime: fastest | slowest | between | none; $done: succeeds | finishes.
occ-contention-time-lead = { $regime ->
    [fastest] { $frugal }, with the fewest calls, also { $done ->
        [succeeds] succeeds
       *[finishes] finishes
      } first.{" "}
    [slowest] { $frugal }, with the fewest calls, { $done ->
        [succeeds] succeeds
       *[finishes] finishes
      } last: less work, a later end.{" "}
    [between] { $frugal }, with the fewest calls, does not { $done ->
        [succeeds] succeed
       *[finishes] finish
      } first: less work does not always mean an earlier end.{" "}
   *[none] {""}
  }
occ-contention-calls-y = total calls (mean)
## With named policies: $trials: occ-contention-trials; $base, $cap: text.
occ-contention-named-calls-caption = N clients each update one row once; every rejected write means one more call ({ $trials }). Real systems run with their own default backoffs and jitter; Brooker's schedules use base { $base } ms, cap { $cap } ms.
## $n: clients; $list: Brooker's schedules and their values.
occ-contention-brooker-calls = {" "}With Brooker's schedules at { $n } { $n ->
    [one] client
   *[other] clients
  }: { $list }.
## $list: the named policies without jitter.
occ-contention-steady = {" "}{ $list } without jitter: clients rejected together wait together and collide again.
## $list: the policies whose clients give up.
occ-contention-quitters-calls = {" "}With { $list } the call count does not mean the work is done: some clients give up after the last retry and never update the row.
## $named: a named policy; $brooker: the Brooker schedule making the same calls.
occ-contention-twins = {" "}{ $named } and { $brooker } make the same calls in every trial (the lines overlap): neither has jitter, so the same clients collide on the same network; only the waits' lengths differ.
## $name: the policy; $quit: clients that gave up (text).
occ-contention-quit-legend = { $name } ({ $quit } clients give up)
occ-contention-named-time-caption = The last client's finish: its success or giving up ({ $trials }). Nobody gives up under Brooker's schedules; for them this is the last client's success time, as Brooker defines it.
occ-contention-brooker-times = {" "}With Brooker's millisecond schedules at { $n } { $n ->
    [one] client
   *[other] clients
  }: { $list }.
occ-contention-quitters-time = {" "}{ $list } finish early, at the quitters' last rejection.
occ-contention-log-axis = {" "}Time on a log axis.
## $name: the policy; $quit: clients that gave up (text).
occ-contention-quit-under = { $quit } under { $name }
## $regime: nobody | all | some; $n: clients; $some: the occ-contention-quit-under's; $none: those where nobody gives up.
occ-contention-gave-up-title = { $regime ->
    [all] At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } { $some } give up
    [some] At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } { $some } give up; none under { $none }
   *[nobody] At { COUNT($n) } { $n ->
        [one] client
       *[other] clients
      } no client gives up
  }
## $limits: the policies and their retry limits; $trials: occ-contention-trials.
occ-contention-gave-up-caption = A client whose last retry is rejected too gives up, leaving the row un-updated: after { $limits } retries ({ $trials }).
## $others: yes | no (a named policy never gives up); $never: those.
occ-contention-never-give-up = {" "}{ $others ->
    [yes] { $never } and Brooker's schedules never give up.
   *[no] Brooker's schedules never give up.
  }
occ-contention-gave-up-y = clients that gave up (mean)
## schedules: the lesson's backoff schedules' column labels and budgets (kit/schedules.rs;
## geri-cekilme.mjs prints them in ASCII). $kind: immediate | fixed | exponential | capped;
## $fixed: the fixed wait in seconds (text).
schedules-label = { $kind ->
    [immediate] immediate
    [fixed] fixed { $fixed } s
    [exponential] exponential
   *[capped] exponential + cap
  }
## $unit: min | s | ms; $n: the budget in that unit (text).
schedules-budget = { $unit ->
    [min] { $n } min
    [s] { $n } s
   *[ms] { $n } ms
  }
## visibility-backoff: the placements table and the timeline's rows.
## $column: placement | deliveries | calls | completions | duplicates | peak | holding | makespan | dead
visibility-backoff-column = { $column ->
    [placement] placement
    [deliveries] deliveries
    [calls] calls
    [completions] completions
    [duplicates] duplicates
    [peak] peak copies
    [holding] holding ms
    [makespan] makespan ms
   *[dead] dead-lettered
  }
## $placement: hold | requeue
visibility-backoff-placement-label = { $placement ->
    [hold] wait in consumer
   *[requeue] wait in queue
  }
## $n: the message's number.
visibility-backoff-message-lane = message { $n }
## $n: the copy's number.
visibility-backoff-copy-lane = copy { $n }
## $c: the consumer's number.
visibility-backoff-consumer = consumer { $c }
## A named policy's waits and limit (caption, with its leading space). $policy: the policy's name;
## $first, $second: the waits before the first and second retry; $limit: limited | unlimited;
## $max: the retry limit (a number, 0 when unlimited); $times: messages given up when their last
## retry failed too (a number); $dead: messages in the dead-letter queue (a number). The last words
## are the glossary's dead_letter_queue.
visibility-backoff-limit = {" "}{ $policy } waits { $first } before the first retry and { $second } before the second{ $limit ->
    [unlimited] , and never stops retrying
   *[limited] , and retries at most { $max } { $max ->
        [one] time
       *[other] times
      }
  }{ $times ->
    [0] {""}
    [one] ; once the last retry failed too and the consumer gave the message up
   *[other] ; { $times } times the last retry failed too and the consumer gave the message up
  }; { $dead } { $dead ->
    [one] message
   *[other] messages
  } in the dead-letter queue.

## queue-drain: a benchmark (not lesson content): the table and the drain chart.
## $column: processed | dead | deliveries | crashes | makespan | last-event | checksum | events
queue-drain-column = { $column ->
    [processed] processed
    [dead] dead letters
    [deliveries] deliveries
    [crashes] crashes
    [makespan] makespan ms
    [last-event] last event ms
    [checksum] checksum
   *[events] events
  }
## $deliveries: the most deliveries (text).
queue-drain-poison-left = only poison messages are left: each goes to the dead letters after delivery { $deliveries }
## $dead: yes | no; $at: when the queue drained.
queue-drain-drained = { $dead ->
    [yes] queue drained, the last poison message dead-lettered: { $at }
   *[no] queue drained: { $at }
  }
## $messages, $consumers: counts (text); $end: the drain time.
queue-drain-title = Benchmark: { $messages } { $messages ->
    [one] message drains
   *[other] messages drain
  } with { COUNT($consumers) } { $consumers ->
    [one] consumer
   *[other] consumers
  } in { $end }
## Counts (numbers): $poison_mod, $crashes, $max_deliveries, $dead, $processed, $deliveries; $last_ack: the last ack.
queue-drain-caption = A benchmark, not lesson content. Every message number divisible by { COUNT($poison_mod) } kills its consumer: { $crashes } { $crashes ->
    [one] process death
   *[other] process deaths
  }; poison messages go to the dead letters after { COUNT($max_deliveries) } { $max_deliveries ->
    [one] delivery
   *[other] deliveries
  } ({ $dead } { $dead ->
    [one] dead letter
   *[other] dead letters
  }). { $processed } { $processed ->
    [one] message
   *[other] messages
  } processed (in { $last_ack }), { $deliveries } { $deliveries ->
    [one] delivery
   *[other] deliveries
  } made.
queue-drain-x = time
queue-drain-y = messages processed (total)
