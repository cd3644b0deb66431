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
