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
