## Lesson 005: worker pools.

## A run's row: $workers, $service (its label), $failing: yes | no;
## $retry: the retry policy's name (shown when attempts fail).
pool-row = { $workers ->
    [one] { $workers } worker
   *[other] { $workers } workers
  }, { $service }{ $failing ->
    [yes] , { $retry }
   *[no] {""}
  }

## worker-pool: a row whose measured window is no steady state (see steady.rs).
## $regime: growing | unsettled; $row: the row (workers, service, retry);
## $first, $last: the first and last quarter's mean wait; $warmup: the warm-up's length;
## $relax: the queue's relaxation time; $short: warmup | batch | both (what is shorter than
## it); $batch: a twentieth of the measured window; $because: pool-short-of, worded.
pool-short-of = { $short ->
    [warmup] the warm-up ({ $warmup }) is shorter than the queue's relaxation time (about { $relax })
    [batch] a twentieth of the measured window ({ $batch }) is shorter than the queue's relaxation time (about { $relax })
   *[both] both the warm-up ({ $warmup }) and a twentieth of the measured window ({ $batch }) are shorter than the queue's relaxation time (about { $relax })
  }
pool-settling = { $regime ->
    [growing] { $row }: the queue does not settle, it grows. The mean wait is { $first } in the first quarter of the measured window and { $last } in the last; this row's waits are no steady state and grow with the run's length.
   *[unsettled] { $row }: the queue has not settled yet: { $because }; the mean wait is not the steady state's.
  }
## The tail chart's title. $agree: yes | no | unsettled | growing; $p, $p_theory: P(wait > 0);
## $wait, $wait_theory: the mean wait; $low, $high: the 95 % interval over $batches batch means.
pool-tail-title = { $agree ->
    [yes] The simulation agrees with Erlang C: P(wait > 0) { $p } (theory { $p_theory }), mean wait { $wait } (theory { $wait_theory }; 95% interval over { $batches } batches { $low }–{ $high })
    [no] Simulation and Erlang C: P(wait > 0) { $p } (theory { $p_theory }), mean wait { $wait } (theory { $wait_theory }; 95% interval over { $batches } batches { $low }–{ $high })
    [growing] The queue grows, no steady state: the mean wait { $wait } (Erlang C { $wait_theory }) depends on the run's length
   *[unsettled] The queue has not settled yet: mean wait { $wait }, Erlang C { $wait_theory }; { $because }
  }
