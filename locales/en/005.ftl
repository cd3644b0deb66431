## Lesson 005: worker pools.

## A run's row: $workers, $service (its label), $failing: yes | no;
## $retry: the retry policy's name (shown when attempts fail).
worker-pool-row = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }, { $service }{ $failing ->
    [yes] , { $retry }
   *[no] {""}
  }

## worker-pool: a row whose measured window is no steady state (see steady.rs).
## $regime: growing | unsettled | saturated; $row: the row (workers, service, retry);
## $first, $last: the first and last quarter's mean wait; $warmup: the warm-up's length;
## $relax: the queue's relaxation time; $short: warmup | batch | both (what is shorter than
## it); $batch: a twentieth of the measured window; $because: worker-pool-short-of, worded.
worker-pool-short-of = { $short ->
    [warmup] the warm-up ({ $warmup }) is shorter than the queue's relaxation time (about { $relax })
    [batch] a twentieth of the measured window ({ $batch }) is shorter than the queue's relaxation time (about { $relax })
   *[both] both the warm-up ({ $warmup }) and a twentieth of the measured window ({ $batch }) are shorter than the queue's relaxation time (about { $relax })
  }
worker-pool-settling = { $regime ->
    [growing] { $row }: the queue does not settle, it grows. The mean wait is { $first } in the first quarter of the measured window and { $last } in the last; this row's waits are no steady state and grow with the run's length.
    [saturated] { $row }: the work arriving meets or exceeds the capacity (λ/μ ≥ c), so the queue has no steady state; the mean wait depends on this run's length and is no result.
   *[unsettled] { $row }: the queue has not settled yet: { $because }; the mean wait is not the steady state's.
  }
## The tail chart's title. $agree: yes | no | unsettled | growing; $p, $p_theory: P(wait > 0);
## $wait, $wait_theory: the mean wait; $low, $high: the 95 % interval over $batches batch means.
worker-pool-tail-title = { $agree ->
    [yes] { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
      }, { $rate } messages a second, service { $mean_service }: { $share }% of messages wait, { $wait } on average; Erlang C is close: { $share_theory }%, { $wait_theory }
    [no] { $workers ->
        [one] { $workers } worker
       *[other] { $workers } workers
      }, { $rate } messages a second, service { $mean_service }: { $share }% of messages wait, { $wait } on average; Erlang C gives { $share_theory }%, { $wait_theory }
    [growing] The queue grows, no steady state: the mean wait { $wait } (Erlang C { $wait_theory }) depends on the run's length
   *[unsettled] The queue has not settled yet: mean wait { $wait }, Erlang C { $wait_theory }
  }

## worker-pool figures.rs: the pool's charts. $workers: the pool size; $service: the
## distribution's name; $rate: messages per second; $mean_service: the mean service; $load: λ/μ.
## A distribution's name in charts. $service: exponential | fixed | heavy | lognormal
worker-pool-chart-service = { $service ->
    [exponential] exponential
    [fixed] fixed
    [heavy] heavy-tailed
   *[lognormal] lognormal
  }
## The workers chart. $source: the curve's source (worker-pool-sim or worker-pool-erlang).
worker-pool-sim = simulation
## $crashes: yes | no
worker-pool-erlang = { $crashes ->
    [yes] Erlang C, no crashes
   *[no] Erlang C
  }
worker-pool-mean-wait-of = mean wait ({ $source })
worker-pool-p95-wait-of = p95 wait ({ $source })
## $limit: the capacity limit of the workers that are up.
worker-pool-crash-limit = limit with crashes { $limit }
## $lines: yes | no (Erlang C drawn); $erlang: worker-pool-erlang.
worker-pool-workers-caption = { $rate } messages arrive per second, a message takes { $mean_service } on average ({ $service } service): the load λ/μ = { $load } workers (λ: messages arriving per second, μ: messages one worker finishes per second), the dashed line is this capacity limit. Points are the simulation{ $lines ->
    [yes] , lines { $erlang }
   *[no] {""}
  }.
## $up, $down: a worker's time up and down; $limit: the limit with crashes.
worker-pool-workers-caption-crashes = Each worker runs { $up } on average, then crashes and stays down { $down } (its message goes back to the head of the queue); with the share of workers up, the limit rises to { $limit } workers.
## $unstable: the pool sizes that do not keep up (a list).
worker-pool-workers-caption-unstable = { $unstable } workers are not enough: the queue grows without bound, not drawn.
worker-pool-workers-band = left of this limit the queue grows without bound
worker-pool-workers-band-unstable = { $unstable } workers are not enough: the queue grows without bound
worker-pool-workers-x = workers
worker-pool-wait-y = wait in the queue
## The workers chart's title. $mean, $free, $back_mean: waits in one unit; $back_workers: the
## pool size whose wait is back to the crash-free one; $to_workers, $to_mean: the size whose
## wait is a tenth of the smallest's.
worker-pool-workers-title-crash-harmless = Crashes do not lengthen the wait: with { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } the mean is { $mean } ({ $free } without crashes)
worker-pool-workers-title-crash-back = Crashing workers lengthen the wait: with { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } the mean is { $mean } ({ $free } without crashes), with { $back_workers ->
    [one] { $back_workers } worker
   *[other] { $back_workers } workers
  } { $back_mean } again
worker-pool-workers-title-crash-worse = Crashing workers lengthen the wait: with { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } the mean is { $mean }, { $free } without crashes
worker-pool-workers-title-falls = The wait falls fast just above the capacity limit: with { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } the mean is { $mean }, with { $to_workers ->
    [one] { $to_workers } worker
   *[other] { $to_workers } workers
  } { $to_mean }
## $more: none | each | last (the other stable pools drawn, the largest alone beyond three);
## $others: worker-pool-size-at's, a list.
worker-pool-workers-title-mean = With { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } the mean wait is { $mean }{ $more ->
    [each] , { $others }
    [last] , …, { $others }
   *[none] {""}
  }
worker-pool-workers-title-none = None of these pool sizes keeps up with the arriving work
## The variability chart. $fold: p99's ratio; $low_service, $high_service: worker-pool-chart-service;
## $low, $high: their p99 waits; $utilisation: a percentage; $cv: the coefficient of variation.
worker-pool-variability-series = { $service } duration
worker-pool-variability-title = The same mean service time, a { $fold }-fold difference in the p99 wait: { $low_service } duration { $low }, { $high_service } duration { $high }
worker-pool-variability-title-plain = The same mean service time, different waiting tails
worker-pool-variability-caption = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }, { $rate } messages per second, the mean service time always { $mean_service } (utilisation { $utilisation }%); the heavy-tailed duration is lognormal with coefficient of variation { $cv }. Only the distribution of the durations changes: when a few long messages hold the workers, those behind them wait.
## One of the chart's groups: $stat: mean | p95 | p99.
worker-pool-variability-stat = { $stat ->
    [mean] mean
    [p95] p95
   *[p99] p99
  }
worker-pool-variability-x = wait statistic
## The drain chart. $messages: the burst; $ends: worker-pool-size-at's, a list; $end: when it drained.
worker-pool-size = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }
worker-pool-size-service = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }, { $service }
worker-pool-size-at = { $end } with { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }
## $drains: one | proportional | not
worker-pool-drain-title = { $drains ->
    [one] { $messages ->
        [one] { $messages } message drains
       *[other] { $messages } messages drain
    } in { $ends }
    [proportional] { $messages ->
        [one] { $messages } message drains
       *[other] { $messages } messages drain
    } in proportion to the workers: { $ends }
   *[not] { $messages ->
        [one] { $messages } message does
       *[other] { $messages } messages do
    } not drain in proportion to the workers: { $ends }
  }
## $tenfold: yes | no; $slowest: the slowest pool's size; $last_wait: its last message's wait.
worker-pool-drain-caption = All messages arrive at once; a message takes { $mean_service } on average.{ $tenfold ->
    [yes] {" "}Ten times the workers drain it in a tenth of the time;
   *[no] {""}
  } With { $slowest ->
    [one] { $slowest } worker
   *[other] { $slowest } workers
  } the last message waits { $last_wait }.
worker-pool-time-x = time
worker-pool-queue-y = messages waiting in the queue
## The tail chart. $share: the share that waits, %; $wait: mean wait; $served: messages;
## $longest: the longest wait.
worker-pool-tail-title-no-theory = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }: { $share }% of messages wait, mean wait { $wait }
worker-pool-tail-caption = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }, { $rate } messages per second, mean service { $mean_service }: the share of messages that wait longer than t, down to one in a thousand. On a log axis an exponential tail is a straight line; of { $served ->
    [one] { $served } message
   *[other] { $served } messages
  } the longest wait was { $longest }.
## Why the tail chart's window is no steady state. $because: worker-pool-short-of, worded.
worker-pool-tail-unsettled = Its mean wait is not the steady state's: { $because }.
worker-pool-tail-x = wait t
worker-pool-tail-y = share waiting longer than t

## worker-pool present.rs: the pool's tables and its setup. $service: exponential | fixed |
## lognormal; $cv: the lognormal's coefficient of variation.
worker-pool-service = { $service ->
    [exponential] exponential
    [fixed] fixed
   *[lognormal] lognormal (CV { $cv })
  }
worker-pool-head-workers = workers
worker-pool-head-service = service
worker-pool-head-retry = retry
worker-pool-head-dead = dead
worker-pool-head-attempts-per-message = attempts/message
worker-pool-head-rejected = rejected
worker-pool-head-utilisation = utilisation
worker-pool-head-throughput = messages/s
worker-pool-head-p-wait = P(wait)
worker-pool-head-mean-wait = mean wait
worker-pool-head-p95-wait = p95 wait
worker-pool-head-p99-wait = p99 wait
worker-pool-head-mean-sojourn = mean in system
worker-pool-head-p95-sojourn = p95 in system
worker-pool-head-p99-sojourn = p99 in system
worker-pool-head-mean-queue = mean queue
worker-pool-head-max-queue = max queue
worker-pool-head-p-sim = P sim
worker-pool-head-wq-sim = Wq sim
worker-pool-head-p95-sim = p95 sim
worker-pool-head-p95-theory = p95 theory
worker-pool-head-l-sim = L sim
worker-pool-head-l-theory = L theory
## $value: a percentage.
worker-pool-percent = { $value }%
## The setup. $arrivals: poisson | regular | burst; $rate: messages per second.
worker-pool-arrivals = { $arrivals ->
    [poisson] Poisson arrivals, { $rate } messages a second
    [regular] regular arrivals, { $rate } messages a second
   *[burst] all at t=0 (a burst)
  }
## $warmup: the messages that warm up.
worker-pool-warmup = { $warmup ->
    [0] no warm-up
   *[other] the first { $warmup } messages warm up (not counted)
  }
## $messages: the messages; $arrivals: worker-pool-arrivals; $mean_service; $warmup: worker-pool-warmup.
worker-pool-setup = { $messages ->
    [one] { $messages } message
   *[other] { $messages } messages
  }, { $arrivals }; mean service time { $mean_service }; { $warmup }.
## $limit: the queue's limit.
worker-pool-queue-limit = Queue limit { $limit } messages.
## $up: a worker's mean time up; $down: its time down.
worker-pool-crashes = Each worker crashes after { $up } of work on average and restarts { $down } later.
## $percent: an attempt's chance to fail.
worker-pool-failures = Each attempt fails with probability { $percent }%; a failed job goes back to the end of the queue after the policy's wait, one over the limit is dead-lettered. Wait is per attempt (from entering the queue to a worker), time in system per job (from arrival to success or dead-lettering, backoff included).
worker-pool-failures-no-theory = No Erlang C: failed attempts come back, so arrivals are no longer Poisson and the theory does not apply.
worker-pool-theory-legend = With Erlang C (M/M/c): P = P(wait > 0), Wq = mean wait, L = mean messages in the system, λW = Little's law (arrival rate × mean time in system).

## worker-pool overload.rs: an overloaded pool's queue and wait over time. $rate: the
## queue's growth, messages a second; $most: the most that waited; $last: the last wait.
worker-pool-arrivals-ended = arrivals ended
worker-pool-theory-queue = theory: (λ − cμ)·t
worker-pool-theory-wait = theory: t·(λ − cμ)/(cμ)
worker-pool-arrival-x = arrival time
## $regime: at-end (the queue is largest when arrivals end) | most | wanders (at the capacity).
worker-pool-overload-queue-title = { $regime ->
    [at-end] When the work exceeds capacity the queue grows linearly: { $rate } messages pile up per second, { $most } wait when arrivals end
    [most] When the work exceeds capacity the queue grows linearly: { $rate } messages pile up per second, at most { $most } wait
   *[wanders] The work equals capacity: the queue does not grow linearly, it fluctuates at random; at most { $most } wait
  }
## $arrivals: messages a second; $capacity: what the pool finishes a second.
worker-pool-overload-queue-caption = { $arrivals } messages arrive per second, { $workers ->
    [one] { $workers } worker finishes
   *[other] { $workers } workers finish
  } at most { $capacity } per second. The difference piles up in the queue; when arrivals stop the queue drains at the same capacity. In the theory line λ is the messages arriving per second, c the number of workers, μ the messages one worker finishes per second and t the time elapsed.
## $grows: yes | no; $minute: how much longer a message a minute later waits.
worker-pool-overload-wait-title = { $grows ->
    [yes] Under overload the wait grows linearly too: a message arriving a minute later waits { $minute } longer, the last one { $last }
   *[no] At the capacity limit the wait does not grow linearly: the last one waited { $last }
  }
worker-pool-overload-wait-caption = Mean wait by arrival time. Every message in the queue drains at the speed of { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }; theory: wait = t·(λ − cμ)/(cμ), where λ is the messages arriving per second, c the number of workers, μ the messages one worker finishes per second and t the arrival time.
## Several pool sizes. $kind: grows | wanders | short.
worker-pool-overload-part = { $kind ->
    [grows] { $rate }/s
    [wanders] fluctuating
   *[short] no queue
  } with { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } (at most { $most })
## $parts: worker-pool-overload-part's, a list.
worker-pool-overload-queue-title-several = { $grows ->
    [yes] When the work exceeds capacity the queue grows linearly
   *[no] The work does not exceed capacity: the queue does not grow linearly
  }: { $parts }
worker-pool-overload-capacity = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  } { $capacity }
## $capacities: worker-pool-overload-capacity's, a list.
worker-pool-overload-queue-caption-several = { $arrivals } messages arrive per second; the most finished per second: { $capacities }. As the work exceeds capacity the difference piles up in the queue; when arrivals stop the queue drains at the same capacity.
## $waits: worker-pool-size-at's, a list.
worker-pool-overload-wait-title-several = { $grows ->
    [yes] Under overload the wait grows linearly too
   *[no] The wait does not grow linearly
  }: the last message waits { $waits }
worker-pool-overload-wait-caption-several = Mean wait by arrival time, one line per pool size. In a pool over capacity the wait grows at t·(λ − cμ)/(cμ), where λ is the messages arriving per second, c the number of workers, μ the messages one worker finishes per second and t the arrival time.

## worker-pool retries.rs: a retry policy's name (a system's own name stays as it is).
## $retry: none | immediate
worker-pool-retry = { $retry ->
    [none] no retries
   *[immediate] immediate
  }

## worker-pool retry_figures.rs: what failing jobs cost, one bar group per retry policy.
## $dead: dead jobs; $extra: the extra work, %; $list: policies with their dead jobs (a list).
## What the dead-job list leaves out: nothing lost at all, or the others none.
worker-pool-retry-rest = { $rest ->
    [none-lost] none loses a job
   *[others] , the others 0
  }
## One policy of a list: its name and a count (its dead jobs, the theory's, its p95).
worker-pool-dead-row = { $policy } { $dead }
worker-pool-theory-row = { $policy } { $dead }
worker-pool-p95-row = { $policy } { $p95 }
## A span: $lo and $hi, or one when they agree ($same: yes | no).
worker-pool-percent-span = { $same ->
    [yes] { $lo }
   *[no] { $lo }–{ $hi }
  }
worker-pool-ms-span = { $same ->
    [yes] { $lo }
   *[no] { $lo }–{ $hi }
  }
## $regime: no-failures | not-retried | beside-none | limit
worker-pool-retry-work-title = { $regime ->
    [no-failures] No attempt fails: retrying adds no work and no job is lost
    [not-retried] Every failed job that is not retried is lost: { $dead } { $dead ->
        [one] job
       *[other] jobs
      }
    [beside-none] Retrying adds { $extra }% extra work; dead jobs instead of { $dead }: { $list }{ $rest }
   *[limit] Retrying adds { $extra }% extra work; the retry limit sets the dead jobs: { $list }{ $rest }
  }
## $rate: jobs per second; $percent: an attempt's chance to fail; $counted: the jobs
## counted; $theory: the expected dead jobs per policy (a list).
worker-pool-retry-work-caption = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }, { $rate } jobs per second, each attempt fails with probability { $percent }%; { $counted ->
    [one] { $counted } job
   *[other] { $counted } jobs
  } counted, the same jobs fail in every row. As the failures are independent, the share of extra attempts does not depend on the backoff policy: theory 1/(1 − p) − 1 = { $extra }%. The share of dead jobs is p^(limit + 1); theory: { $theory }.
## $policies: the unlimited policies (a list).
worker-pool-retry-unlimited = The unlimited policies ({ $policies }) lose no job.
worker-pool-retry-work-y = jobs or attempts
## $regime: no-retries | no-failures | no-backoff | no-delay | delays; $p95s: policies with their p95 (a list).
worker-pool-retry-times-title = { $regime ->
    [no-retries] No retries: a failed job leaves the system at once
    [no-failures] No attempt fails, there is nothing to retry; p95 time in the system: { $p95s }
    [no-backoff] Immediate retries go back to the queue without a wait; p95 time in the system: { $p95s }
    [no-delay] Backoff does not delay the work noticeably; p95 time in the system: { $p95s }
   *[delays] Independent failures: backoff does not cut the workers' load, it delays the work; p95 in the system: { $p95s }
  }
## $utilisation: a percentage; $waits: the p95 queue wait (a range).
worker-pool-retry-times-caption = The wait in the queue is per attempt (from entering the queue until a worker takes it), the time in the system per job (from arrival to success or dead-lettering, backoff waits included). In every policy that retries utilisation is about { $utilisation }% and the p95 wait in the queue { $waits }{ $none }: extra attempts lengthen the queue alike; what sets the time in the system apart is how long the policy waits before a retry.
## The row that does not retry, beside the others: its utilisation and p95 wait.
worker-pool-retry-times-none = {" "}(without retries { $utilisation }% and { $wait })
## $free: Erlang C's p95 wait without failures.
worker-pool-retry-times-free = Without failures Erlang C would give a p95 wait of { $free }; with failures the theory does not hold, so it is not drawn.
worker-pool-retry-times-y = duration
