## Lesson 004: poison message and retry.

## outage-guards: retry budgets and circuit breakers in an outage. A request failing is its
## message being dead-lettered (the sibling breaker chart's word).
## $regime: only | none-reach | none-fail | more-fail | fewer-fail | no-bare;
## $what: the guards' name (guards); $retries, $failed: the guarded rows' span (text);
## $bare_retries, $bare_failed: the unguarded row's counts (numbers).
guards-title = { $regime ->
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
   *[no-bare] Retries into the outage: { $retries }, dead-lettered messages: { $failed }
  }
## $guards: budgets | breakers
guards-what = { $guards ->
    [budgets] With retry budgets
   *[breakers] With breakers
  }
## A panel: $row: the row's name; $retries_n, $failed_n: counts; $tail: the recovery (text).
guards-panel = { $row }: { $retries_n } { $retries_n ->
    [one] retry
   *[other] retries
  } in the outage, { $failed_n } { $failed_n ->
    [one] message dead-lettered
   *[other] messages dead-lettered
  }, { $tail }

## retry-budget: the retry budget (threshold) and the time budget (time limit), apart and together.
## $series: count | time | both; $threshold: attempts; $budget: the time limit (text).
budget-series = { $series ->
    [count] only { $threshold } { $threshold ->
        [one] attempt
       *[other] attempts
      }
    [time] only { $budget }
   *[both] both (label: the limit that stopped it)
  }
budget-gave-up-label = { $value }, gave up
budget-unlimited = unlimited
## $stop: threshold | time | gave-up
budget-stop = { $stop ->
    [threshold] threshold
    [time] time
   *[gave-up] gave up
  }
## $regime: capped | never; $slowest: the longest with the threshold alone; $both_max: with both.
budget-title = { $regime ->
    [capped] A limit of { $threshold } { $threshold ->
        [one] attempt
       *[other] attempts
      } alone can take { $slowest }; with a { $budget } time limit at most { $both_max }
   *[never] A limit of { $threshold } { $threshold ->
        [one] attempt
       *[other] attempts
      } stops within { $slowest } at the latest; the { $budget } time limit is never reached
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
budget-x = schedule
budget-y = time until giving up

## visibility-backoff: is the backoff held in the consumer or handed to the queue (lesson 004.4).
## $placement: hold | requeue; $named: yes | no; $policy: the named policy's name.
vis-place = { $placement ->
    [hold] held in the consumer
   *[requeue] handed to the queue
  }
## $regime: one-twice | one-dead | one-once | all-twice | some-twice | all-dead | some-dead | all-once;
## $times: twice | several; $total, $twice, $dead: counts; $place, $system: text.
vis-title = Backoff { $place }{ $system }: { $regime ->
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
vis-how = { $placement ->
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
vis-visibility = { $expired ->
    [yes] ; when the { $vt } visibility timeout runs out, idle consumers take the same message
   *[no] ; no consumer holds a message longer than the { $vt } visibility timeout
  }
## $held: the total time slept holding messages (text) or empty; $sleeps: yes | no.
vis-sleep = { $sleeps ->
    [yes] consumers sleep { $held } in all holding messages
   *[no] no consumer sleeps holding a message
  }
## $outage: how long the dependency is down; $how, $visibility, $sleep: the above;
## $limit: the named policy's note; $partial: the first-messages note (either may be empty).
vis-caption = The dependency rejects every call for the first { $outage }. { $how }{ $visibility }: { $deliveries } { $deliveries ->
    [one] delivery
   *[other] deliveries
  }, { $duplicates } { $duplicates ->
    [one] duplicate completion
   *[other] duplicate completions
  }, { $sleep }.{ $limit }{ $partial }
vis-partial = The chart shows the first { $messages } messages.
vis-line = { $expired ->
    [yes] visibility timeout { $vt } ran out
   *[no] visibility timeout { $vt }
  }
vis-recovered = dependency was down, recovered
vis-x = time

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
## $regime: same | two | lowers; $source: wave-source; $bucket: the bucket (ms); $most/$least: the
## schedules with the most and the least pile-up, $most_peak/$least_peak their busiest buckets.
wave-title = { $regime ->
    [same] { $source }: { $most_peak } requests in the busiest { $bucket } ms with every schedule
    [two] { $source }: the busiest { $bucket } ms has { $most_peak } requests with { $most }, { $least_peak } with { $least }
   *[lowers] { $source }: jitter lowers the busiest { $bucket } ms from { $most_peak } to { $least_peak } requests
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
  } (the busiest { $most_peak } requests); with { $least } the busiest bucket has { $least_peak } requests.
wave-log-axis = The time axis is logarithmic (the request axis is linear: a spike's height is its count); the requests of the first { $bucket } ms sit at the left edge.
wave-equal = Equal jitter keeps half of the wait fixed: the requests spread over { $buckets } buckets, the busiest { $peak } requests
wave-beside = { $schedule } { $buckets } buckets, the busiest { $peak }
wave-decorrelated = Decorrelated jitter's last request goes out after { $last }.
## $log: yes | no
wave-x = { $log ->
    [yes] time (log)
   *[no] time
  }
wave-y = requests per { $bucket } ms bucket

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
## A row's fate in the title: $crashes, $stuck: counts.
poison-counter-fate-crashes = { $crashes ->
    [0] no process death
    [one] { $crashes } process death
   *[other] { $crashes } process deaths
  }
poison-counter-fate-stuck = { $stuck } { $stuck ->
    [one] message
   *[other] messages
  } stuck
## A row's story in the caption: $starts, $crashes, $processed, $dead, $remaining: counts;
## $catch: yes | no (the counter is in the error handler and the process crashes).
poison-counter-story = the process starts { $starts } { $starts ->
    [one] time
   *[other] times
  }, { $crashes ->
    [0] never crashes
    [one] crashes { $crashes } time
   *[other] crashes { $crashes } times
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
## The time chart: $n: merged lifetimes; $id: a message; $total: the dead-lettered messages.
poison-counter-merged = { $n } lifetimes
poison-counter-dead-marker = message { $id } dead-lettered{ $more ->
    [yes] {" "}({ $total } in all)
   *[no] {""}
  }
## $starts: starts, $left: the messages stuck.
poison-counter-stuck = { $left } { $left ->
    [one] message
   *[other] messages
  } stuck after { $starts } starts
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
    [none] no crash in any row
    [instead] { $now } { $now ->
        [one] crash
       *[other] crashes
      } instead of { $before }
    [never] the process never crashes
   *[crashes] { $now } { $now ->
        [one] crash
       *[other] crashes
      }
  }
## $killers: yes | no (is there a malformed message); $tail: poison-counter-tail.
poison-counter-title-validated = { $killers ->
    [yes] Validation dead-letters the malformed message before the work
   *[no] No malformed message
  }: { $tail }
## $killers: yes | no; $names: the messages that kill the process (poison-counter-messages); $threshold.
poison-counter-lead = { $killers ->
    [no] No message kills the process
   *[yes] Processing { CAPITALIZE($names) } kills the consumer process (dead-letter threshold: { $threshold } { $threshold ->
        [one] delivery
       *[other] deliveries
      })
  }
## $lead: poison-counter-lead; $stories: the rows' stories.
poison-counter-caption-validated = { $lead }. The body is validated before the work: { $stories }.
## $crashes: most crashes without validation; $stuck: most messages stuck.
poison-counter-caption-both = { $lead }. Without validation the process crashes at most { $crashes } { $crashes ->
    [one] time
   *[other] times
  }{ $stuck ->
    [0] {""}
    [one] , { $stuck } message stays stuck
   *[other] , { $stuck } messages stay stuck
  }; with the body validated before the work, { $stories }.
## $caption: the caption above.
poison-counter-caption-lives = { $caption } Each row is one process lifetime (consecutive lifetimes that did the same share a row); the boxes are its deliveries in order: the message and the counter after the delivery.
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
## fixed | immediate | named; $attempt: the attempt (text); $wait: the wait (text); $name: the policy.
backoff-schedules-fragment = { $kind ->
    [exponential] exponential backoff waits { $wait } at attempt { $attempt }
    [capped-held] capped exponential is held to { $wait }
    [capped] capped exponential waits { $wait } at attempt { $attempt }
    [fixed] fixed waits { $wait } every time
    [immediate] immediate never waits
   *[named] { $name } waits { $wait } at attempt { $attempt }
  }
## $immediate: yes | no; $rows: attempts (text); $totals: each schedule's total wait.
backoff-schedules-waits-caption = Each line is one schedule's wait before an attempt{ $immediate ->
    [yes] {" "}(the immediate retry lies at zero: it never waits)
   *[no] {""}
  }. Total wait over { $rows } attempts: { $totals }.
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
## A line's end in the budget chart: $end: endless | gave-up | stopped; $names: the schedules
## that never stop; $n: attempts.
backoff-schedules-end = { $end ->
    [endless] { $names }: never stops, the count was cut at { $n } attempts
    [gave-up] gave up after { $n } attempts
   *[stopped] { $n } attempts
  }
## $budget: the budget; $object: backoff-schedules-object; $elapsed: the time; $n: attempts.
backoff-schedules-title-endless = A { $budget } budget does not stop { $object }: { $n } attempts in { $elapsed }
## $most, $least: the schedules that fit most and fewest attempts; $most_n, $least_n: their counts.
backoff-schedules-title-fits = In a { $budget } budget { $most } fits { $most_n } attempts, { $least } only { $least_n }
backoff-schedules-title = Attempts that fit in a { $budget } budget
## $name: a schedule; $n: attempts.
backoff-schedules-fit = { $n } for { $name }
backoff-schedules-budget-caption = Each line is the number of attempts since the first failure (log scale).
## $fits: the backoff-schedules-fit items, listed.
backoff-schedules-fits = attempts within the { $budget } budget: { $fits }
backoff-schedules-endless = { $name } reaches { $n } attempts in { $elapsed } before the budget runs out and the count stops there
backoff-schedules-budget-line = budget { $budget }
backoff-schedules-budget-x = time since the first failure
backoff-schedules-budget-y = attempts made

## outage-guards present.rs: the table's and the charts' other words. $budget: none | aws |
## grpc | token-bucket (ASCII in the text table, as the other lesson 004 tables).
guards-budget-text = { $budget ->
    [none] none
    [aws] AWS quota
    [grpc] gRPC throttling
   *[token-bucket] token bucket
  }
## $breaker: none | consecutive
guards-breaker-text = { $breaker ->
    [none] none
   *[consecutive] consecutive
  }
guards-breaker-consecutive = consecutive-failure breaker
guards-capped-text = exponential + cap
guards-head-backoff = backoff
guards-head-budget = budget
guards-head-breaker = breaker
guards-head-calls = calls
guards-head-outage-calls = outage calls
guards-head-outage-retries = outage retries
guards-head-retries-refused = retries refused
guards-head-dead-letters = dead letters
guards-head-processed = processed
guards-head-opened = opened
guards-head-recovery = recovery ms
guards-head-given-up = given up
## A comparison of backoffs. $name: a row's name; $recovery: its recovery time.
guards-recovers-last-in = { $name } recovers last ({ $recovery })
## $gives_up: yes | no; $limit: the worst row's retry limit; $failed: its dead-lettered messages;
## $recovery: guards-recovers-last-in.
guards-backoffs-title = { $name }{ $gives_up ->
    [yes] {" "}gives up after { $limit } { $limit ->
        [one] retry
       *[other] retries
      }:
   *[no] :
  } { $failed } { $failed ->
    [one] message is dead-lettered
   *[other] messages are dead-lettered
  }; { $recovery }
guards-backoffs-title-none = No message is dead-lettered; { $recovery }
## The calls chart's title. $fast, $slow: rows' names; $fast_recovery, $slow_recovery.
guards-calls-same = Every row recovers { $recovery } after the outage
guards-calls-backoff = The backoff decides recovery: { $fast } { $fast_recovery }, { $slow } { $slow_recovery }
## $breaker: a row's name; $lasts: the outage; $open: how long the breaker stays open.
guards-open-longer = { $breaker } stays open { $open } while the outage lasts { $lasts }
guards-recovers-last = { $name } recovers last
## $why: guards-open-longer or guards-recovers-last.
guards-calls-breakers = { $why }: recovery { $slow_recovery } ({ $fast }: { $fast_recovery })
## $calls: the calls during the outage (a span).
guards-calls-short = The outage lasts { $lasts }: { $calls } calls reach the dependency during it
## $bare_peak: the unguarded row's busiest second; $peaks: the budgets' (a span).
guards-calls-budgets = At most { $peaks } calls a second in the outage instead of { $bare_peak }: budgets cut the load to first attempts
guards-calls-peak = At most { $peaks } calls a second in the outage
## The outcome chart's caption. $from, $until: the outage; $arrivals: messages in it;
## $consumers; $receives: the most receives of a message.
guards-outcome-caption = The dependency is down from { $from } to { $until }; { $arrivals } messages arrive meanwhile ({ $consumers } consumers, at most { $receives } receives per message).
## $list: rows with their counts (a list).
guards-refused = A retry the budget refuses fails its request at once, and the message is dead-lettered. Retries refused: { $list }.
guards-given-up = The named systems run with their own backoffs and retry limits; a request that reaches its limit is given up at once. Given up: { $list }.
## $name: a row's name; $times: how often its breaker opened.
guards-opened-times = { $name } { $times } { $times ->
    [one] time
   *[other] times
  }
guards-opened = While a breaker is open, messages wait untouched in the queue. Opened: { $list }.
guards-recoveries = Recovery: { $list }.
guards-outcome-y = retries / requests
## A panel's tail: no message waiting, or the recovery.
guards-tail-none = queue empty after the outage
guards-tail-recovery = recovery { $recovery }
guards-calls-caption = Each panel is one row's calls per second to the dependency (grey band: the outage). Recovery is the time from the outage's end ({ $until }) until the last message that had arrived by then is processed or dead-lettered.
guards-time-x = time
guards-calls-y = calls per second

## visibility-backoff: the placements table and the timeline's rows.
## $column: placement | deliveries | calls | completions | duplicates | peak | holding | makespan | dead
vis-column = { $column ->
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
vis-placement-label = { $placement ->
    [hold] wait in consumer
   *[requeue] wait in queue
  }
## $n: the message's number (text).
vis-message-lane = message { $n }
## $n: the copy's number (text).
vis-copy-lane = copy { $n }
## $c: the consumer (text).
vis-consumer = consumer { $c }
## A named policy's waits and limit (caption, with its leading space). $policy: the policy's name;
## $first, $second: the waits before the first and second retry; $limit: one | other | unlimited;
## $max: the retry limit (text); $gave_up: none | once | more; $times: messages given up (text);
## $dead: dead letters (text); $messages: one | other. The last words are the glossary's dead_letter_queue.
vis-limit = {" "}{ $policy } waits { $first } before the first retry and { $second } before the second{ $limit ->
    [unlimited] , and never stops retrying
    [one] , and retries at most { $max } time
   *[other] , and retries at most { $max } times
  }{ $gave_up ->
    [none] {""}
    [once] ; once the last retry failed too and the consumer gave the message up
   *[more] ; { $times } times the last retry failed too and the consumer gave the message up
  }; { $dead } { $messages ->
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
queue-drain-title = Benchmark: { $messages } messages drain with { $consumers } consumers in { $end }
## Counts as text: $poison_mod, $crashes, $max_deliveries, $dead, $processed, $deliveries; $last_ack: the last ack.
queue-drain-caption = A benchmark, not lesson content. Every message number divisible by { $poison_mod } kills its consumer: { $crashes } process deaths; poison messages go to the dead letters after { $max_deliveries } deliveries ({ $dead } dead letters). { $processed } messages processed (in { $last_ack }), { $deliveries } deliveries made.
queue-drain-x = time
queue-drain-y = messages processed (total)
