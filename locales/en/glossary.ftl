# Glossary: the course's terms (one concept, one term) and counted units.
# Terms (-name) are used inside sentences.

-kira = { $case ->
   *[nom] lease
    [acc] lease
    [gen] lease's
    [dat] lease
    [loc] lease
  }
-im = { $form ->
   *[mid] signal
    [start] Signal
    [acc] signal
    [abl] signal
  }

## The glossary's terms (TERMS in src/report/glossary.rs holds each concept's key, colour and
## marker; its word is here, as `term-<key>`).

## Jitter schedules (004.3).
term-jitter-none = no jitter
term-jitter-full = full jitter
term-jitter-equal = equal jitter
term-jitter-decorrelated = decorrelated jitter

## Backoff schedules (004.2).
term-backoff-immediate = immediate
term-backoff-fixed = fixed
term-backoff-exponential = exponential
term-backoff-capped = exponential + cap

## Budgets (004.4).
term-budget-count = attempt limit
term-budget-time = time limit
term-budget-both = both

## Lock modes (000.5, 000.6).
term-lock-none = no lock
term-lock-atomic = lease lock
term-lock-racy = non-atomic
term-store-acquire = writing the lease atomically
term-store-read = reading the lease
term-store-write = writing the lease

## Fixed rate vs fixed delay (000.4).
term-mode-rate = fixed rate
term-mode-delay = fixed delay
term-event-overlap = started while the previous ran

## Month-end policies (000.2).
term-monthend-overflow = overflow
term-monthend-skip = skip
term-monthend-clamp = clamp

## Time-zone strategies (000.3).
term-tz-naive = naive scheduler
term-tz-compatible = zone-aware
term-tz-earlier = earlier
term-tz-later = later
term-tz-reject = reject
term-tz-utc = UTC
term-tz-cronie = cronie (Linux cron)
term-tz-missed = naive scheduler: run missed
term-tz-doubled = naive scheduler: fires twice

## Catch-up policies (000.7).
term-catchup-none = no catch-up
term-catchup-all = full catch-up
term-catchup-capped = capped catch-up

## Crash-point outcomes (001).
term-outcome-exact = correct
term-outcome-rows-twice = rows written twice
term-outcome-progress-back = reported progress went back
term-outcome-lost = lost

## Cancel sources (001).
term-cancel-user = user
term-cancel-timeout = time limit
term-cancel-shutdown = shutdown
term-cancel-lease = lease running out
term-cancel-ignored = ignored
term-job-first = first run
term-job-resumed = resumed run
term-cancel-latency = until the signal is seen
term-cancel-killed = killed
term-lease-overrun = work after the lease ended

## Yielding (001).
term-yield-yes = work that yields to the loop
term-yield-no = loop that never yields

## Counter positions and validation (004.1, 004.4).
term-counter-on-catch = when the error is caught
term-counter-on-delivery = at delivery
term-counter-validated = with validation
term-life-crashed = crashed process
term-life-exited = cleanly exited process
term-event-stuck = stuck messages
term-delivery-processed = processed
term-delivery-crashed = process death
term-delivery-dead = dead letter
term-delivery-rejected = dead letter at validation

## Where the backoff waits (004.4).
term-placement-hold = wait in the consumer
term-placement-requeue = wait in the queue
term-copy-first = in the consumer: first copy
term-copy-second = in the consumer: second copy
term-copy-more = in the consumer: third or later copy
# A chart where no message has a second copy: nothing to number.
term-copy-only = in the consumer
term-copy-queued = waiting in the queue

## Circuit breaker (004.4).
term-breaker-off = no breaker
term-breaker-on = circuit breaker
term-breaker-polly = Polly v8
term-breaker-resilience4j = resilience4j
# Brooker's contention experiment (004.3 what-if): the schedule without any wait.
term-backoff-none = no backoff

## Worker pools (005).
term-pool-mean = mean wait
term-pool-p95 = p95 wait
term-pool-ccdf = share waiting
term-pool-queue = messages in the queue
term-pool-theory = theory
term-service-deterministic = fixed duration
term-service-exponential = exponential duration
term-service-lognormal = heavy-tailed duration

## Retry budgets and breaker variants in an outage (issue 13).
term-guard-retries = retries into the outage
term-guard-failed = dead-lettered messages
term-guard-calls = calls to the dependency

## Timeline roles: what a span or a marker is.
term-run = run
term-run-late = late run
term-run-failed = failed run
term-run-catchup = catch-up run
term-lease = lease
term-pause = pause
term-wait = wait
term-work = work
term-work-duplicate = second copy
term-event-skipped = skipped
term-event-no-run = no run that month
term-event-crashed = crashed
term-event-expired = lease expired
term-event-takeover = takeover
term-event-accepted = stale write accepted
term-event-rejected = stale write rejected
term-event-done = done
term-event-dead = dead letter
term-event-cancel = cancel signal
term-event-alert = alert
term-event-released = lease released
# A third (or later) copy of one run: more than the second.
term-work-extra = extra copy

## Marks on the plot area.
term-mark-outage = outage
term-mark-limit = limit
term-mark-event = event
term-mark-two-holders = two holders

## Named retry policies of real systems (004-frameworks): system names stay as they are.
term-system-sidekiq = Sidekiq
term-system-oban = Oban
term-system-temporal = Temporal
term-system-bullmq = BullMQ
term-system-celery = Celery
term-system-aws-standard = AWS standard
term-system-grpc-connect = gRPC connect
term-system-gcs = GCS
term-system-river = River

## Worker pools whose jobs fail and are retried (005 + issue 13).
term-pool-retries = extra attempts
term-pool-dead = dead jobs

## Retry budgets between a failed call and its retry (issue 13).
term-budget-none = no budget
term-budget-aws = AWS retry quota
term-budget-grpc = gRPC throttling
term-budget-envoy = Envoy
term-budget-finagle = Finagle
term-budget-token-bucket = token bucket
term-pool-sojourn-mean = time in system, mean
term-pool-sojourn-p95 = time in system, p95

## Plain words: the lessons' own.
term-message = message
term-poison-message = poison message
term-consumer = consumer
term-dead-letter = dead letter
term-dead-letter-queue = dead-letter queue
term-visibility-timeout = visibility timeout
term-delivery = delivery
term-clamp = clamp
term-lease-lock = lease lock
term-fencing-token = fencing token
term-token = token
term-token-bucket = token bucket
term-jitter = jitter
term-reprocessing = reprocessing
term-retry = retry
term-backoff = backoff
term-retry-budget = retry budget
term-time-budget = time budget
term-interval = slot
term-circuit-breaker = circuit breaker
term-chunk = chunk
term-word-run = run
term-missed-run = missed run
term-worker = worker
term-run-end = end of simulation

## Page words.
term-page-experiment = the lesson's experiment
term-page-mechanism = the lesson's mechanism, simulated
term-page-what-if = what if
term-page-real-systems = real systems
term-page-extension = extension
term-page-core = lesson figure
term-page-reference = reference
term-page-program-output = the lesson program's output
term-page-table = table
term-page-data = data
term-page-reproduce = reproduce
term-page-lessons = lessons
term-page-contents = contents
term-page-others = others
term-page-yes = yes
term-page-no = no

## Counted units: $n is passed as a number (its plural category chooses the word).

unit-writes = { $n ->
    [one] { $n } write
   *[other] { $n } writes
  }
unit-records = { $n ->
    [one] { $n } record
   *[other] { $n } records
  }

## The lesson's interval (000: every missed interval): in English, a slot of the schedule.
-aralik = { $case ->
   *[nom] slot
    [gen] slot's
    [acc] slot
  }

## A list: `a, b and c` ($rest: all but the last, joined by commas; $last: the last).
list-and = { $rest } and { $last }

## This edition's name in its own language (the link to it from the other edition's page).
edition-name = English

## The lanes of overlapping runs in a timeline: $name: the lane's name; $lane: the lane (1 =
## the second); $more: "+" when the last lane holds more.
fleet-overlapping-lane = { $lane ->
    [1] { $name }, overlapping{ $more }
   *[other] { $name }, overlapping { $lane }{ $more }
  }

## A month's short name (on a time axis): $month: 1–12.
month-short = { $month ->
    [1] Jan
    [2] Feb
    [3] Mar
    [4] Apr
    [5] May
    [6] Jun
    [7] Jul
    [8] Aug
    [9] Sep
    [10] Oct
    [11] Nov
   *[12] Dec
  }

## A month's name: $month: 1–12.
month-long = { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
  }
## A weekday's short name: $weekday: 0 (Sunday)–6.
weekday-short = { $weekday ->
    [0] Sun
    [1] Mon
    [2] Tue
    [3] Wed
    [4] Thu
    [5] Fri
   *[6] Sat
  }
## A jitter schedule's label: $schedule: none, full, equal, decorrelated.
jitter-label = { $schedule ->
    [none] no jitter
    [full] full jitter
    [equal] equal jitter
   *[decorrelated] decorrelated jitter
  }
## A lock mode's row label: $mode: unlocked, locked, non_atomic.
lock-label = { $mode ->
    [unlocked] unlocked
    [locked] locked
   *[non_atomic] non-atomic
  }

## The duration units (a number, then one of these), smallest first.
duration-ms = ms
duration-s = s
duration-min = min
duration-h = h
duration-d = d
