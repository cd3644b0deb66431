# Refusals of a scenario's parameters: the CLI prints the English, the lab its page's edition.
# Every argument is a text as printed (numbers, ranges, names, values).

refusal-scenario = scenario `{ $file }`: { $message }
refusal-override = override `{ $text }`: { $message }
refusal-range = `{ $key }` must be in { $min }..={ $max } (got { $got })
# A duration's range and value with units ($min, $max, $got: `1ms`, `1h`, `1w`).
refusal-range-units = `{ $key }` must be in { $min }..{ $max } (got { $got })
refusal-one-of = `{ $key }` must be one of { $list } (got "{ $got }")
refusal-one-of-hint = `{ $key }` must be one of { $list } (got "{ $got }"); did you mean `{ $hint }`?
refusal-empty-list = `{ $key }` must list at least one value
refusal-twice = `{ $key }` lists { $value } twice
refusal-unknown = unknown parameter `{ $key }` (parameters: { $list })
refusal-unknown-hint = unknown parameter `{ $key }` (parameters: { $list }); did you mean `{ $hint }`?
refusal-list-commas = `{ $key }` is a list: write `{ $key }=[{ $items }]` (with `--vary`, `{ $key }={ $text }` runs one value per row and `'{ $key }=[…],[…]'` one list per row)
# $want: integer | integers | duration | number | bool | bools | text | texts | rules | rule; $kind: the value's type.
refusal-type = `{ $key }` must be { $want ->
        [integer] an integer
        [integers] a list of integers
        [duration] an integer of { $unit } or a duration with units ({ $syntax })
        [real-duration] a number of { $unit } or a duration with units ({ $syntax })
        [number] a number
        [bool] true or false
        [bools] a list of booleans
        [texts] a list of texts
        [rules] a list of tables with `name` and `kind`
        [rule] a table with `name` and `kind`
       *[text] a text
    } (got { $kind ->
        [integer] an integer
        [number] a number
        [boolean] a boolean
        [date] a date
        [list] a list
        [table] a table
       *[text] a text
    } `{ $got }`)
refusal-required = `{ $key }` is required
refusal-duration = `{ $key }`: { $message }
refusal-seed-required = `seed` is required: model `{ $model }` draws random numbers
refusal-seed-unused = `seed` is not used: model `{ $model }` draws no random numbers
refusal-lab-keys = a lab request sets at most { $max } parameters
refusal-lab-control = a value cannot hold a line break or other control character
refusal-duration-syntax = `{ $text }` is not a duration; write a whole number of { $unit } or a duration with units ({ $syntax })
refusal-duration-months = `{ $text }`: months and years vary in length; use days (`30d`) or smaller units
refusal-duration-long = `{ $text }` is too long a duration
refusal-duration-syntax-real = `{ $text }` is not a duration; write a number of { $unit } or a duration with units ({ $syntax })
refusal-duration-whole = `{ $text }` is not a whole number of { $unit }

## A model's own checks across parameters
refusal-product = `{ $a }` * `{ $b }` must be at most { $max } (got { $x } * { $y })
refusal-less-than = `{ $a }` must be less than `{ $b }` (got { $x } >= { $y })
refusal-chunks = `total` / `chunk` must give at most { $max } chunks (got { $total } / { $chunk } = { $n })
refusal-at-least = `{ $a }` must be >= `{ $b }` (got { $x } < { $y })
refusal-retries-bound = `horizon_ms` / `retry_ms` must be at most { $max } retries (got { $horizon } / { $retry })
# $base: yes when the wait is the lesson's capped backoff (its `base_ms` matters), else no.
refusal-calls = { $base ->
        [yes] the run could make { $calls } calls, at most { $max }: shorten `outage_ms` or raise `base_ms` or `work_ms`
       *[no] the run could make { $calls } calls, at most { $max }: shorten `outage_ms` or raise `work_ms`
    }
refusal-bullmq-wait = `bullmq_attempts` = { $attempts } with `bullmq_backoff` = "exponential": the last retry would wait `bullmq_delay_ms` ({ $delay }) × 2^{ $power } ms, more than 30 days ({ $max } ms); lower `bullmq_attempts` or `bullmq_delay_ms`
refusal-seed-backoff = `seed` is required: `backoff` = "{ $name }", whose waits are random
refusal-seed-schedules = `seed` is required: `schedules` lists "{ $name }", whose waits are random
refusal-receives = `messages` * (`max_receives` + 1) must be at most { $max } (got { $messages } * { $receives })
refusal-visibility-work = `visibility_timeout_ms` must be greater than `work_ms` ({ $work }): a message would reappear while its call runs (got { $got })
refusal-chunk-type = `chunk` must be an integer or a list of integers (got { $got })
# $key: the list parameter; $what: what it lists (sizes | zones | the key's own name).
refusal-list-length = `{ $key }` must list 1..={ $max } { $key ->
        [chunk] sizes
        [zones] zones
       *[other] { $key }
    } (got { $n })
# $knobs: which parameters set a lesson-001 run's size.
refusal-work = { $knobs ->
        [runs] `total` / `chunk` and `runs`
        [sources] `total` / `chunk` and `sources`
        [variants] `total` / `chunk` and `variants`
        [sizes] `total` and the sizes in `chunk`
       *[probes] `total` * `record_ms`, the sizes in `chunk` and `probe_every_ms`
    } would need { $events } simulated events, more than the { $max } one run may take
refusal-recurrence-end = `rules[{ $rule }]` "{ $name }": run { $run } of `count` = { $count } would come after { $last }, the last instant jobsim computes (lower `count` to at most { $most })
refusal-span = `end` must be after `start` by at most 400 days (got "{ $start }" .. "{ $end }")
refusal-planned = `jobs[{ $job }].minutes` plans { $count } slots from `start` to `end`, more than { $max } (got every { $minutes } min for { $days } days)
refusal-in-span = `{ $key }` must be in [`start`, `end`) (got "{ $got }")
refusal-queries = `query_at_ms` may list at most { $max } instants (got { $n })
# $got: the text as written, in quotes.
refusal-characters = `{ $key }` must have 1..={ $max } characters (got { $got })
# $guards: one (the lesson's breaker) | several (the named frameworks' breakers too).
refusal-breaker-polls = { $guards ->
        [one] the breaker could open { $openings } times while { $consumers } consumers poll ({ $polls } refused polls, at most { $max }): lower `consumers` or raise `open_ms`
       *[several] a breaker could open { $openings } times while { $consumers } consumers poll ({ $polls } refused polls, at most { $max }): lower `consumers` or raise `open_ms`, `polly_break_ms` or `r4j_wait_open_ms`
    }
refusal-zone = `zones` must name IANA time zones of the bundled database (got "{ $got }")
refusal-zone-hint = `zones` must name IANA time zones of the bundled database (got "{ $got }"); did you mean `{ $hint }`?
refusal-probes = `total` * `record_ms` / `probe_every_ms` must be at most { $max } probes (got { $n })
# $knob: the setting that bounds the policy's tries (temporal | gcs), or none.
refusal-endless-backoff = { $knob ->
        [temporal] `backoff` = "{ $name }" never gives up, so a consumer's tries have no bound: set `temporal_maximum_attempts`
        [gcs] `backoff` = "{ $name }" never gives up, so a consumer's tries have no bound: set `gcs_max_retries`
       *[none] `backoff` = "{ $name }" never gives up, so a consumer's tries have no bound (it has no retry limit)
    }
refusal-tries = `consumers` * the tries of `backoff` = "{ $name }" must be at most { $max } (got { $consumers } * { $tries })
# $retries: yes when several retry policies multiply the runs.
refusal-pool-messages = { $retries ->
        [yes] `messages` * runs must be at most { $max } (got { $messages } * { $runs } runs of `workers` x `services` x `retries`)
       *[no] `messages` * runs must be at most { $max } (got { $messages } * { $runs } runs of `workers` x `services`)
    }
refusal-retry-forever = `fail_probability` = 1 with `retries` listing "{ $name }", which never gives up with these settings, would retry forever: lower `fail_probability` or give the policy a retry limit
refusal-attempts = `fail_probability` is too large for these `retries` and `messages`: about { $n } attempts over all runs, more than { $max }
refusal-crashes = `crash_every_ms` is too small for this run: about { $n } crash events, more than { $max }
refusal-trial-results = `trials` * `clients` * `schedules` must be at most { $max } trial results (got { $n })
refusal-trial-events = `trials` is too many for these `clients`: up to { $n } events, more than { $max }
refusal-killers-twice = `killers` lists message { $id } twice
refusal-rate-runs = `days` * 24 h / `period_ms` must be at most { $max } runs (got { $days } days at { $period } ms)
refusal-bucket-rows = the `buckets` table could have { $rows } rows, at most { $max }: raise `bucket_ms`, or lower `consumers`, `attempts` or `cap_ms`

## Calendar rules and instants
refusal-instant = `{ $key }` must be an RFC 3339 instant between 1970-01-01T00:00:00Z and 2200-01-01T00:00:00Z (got "{ $got }")
refusal-rule-field-required = `{ $field }` is required for kind "{ $kind }"
refusal-rule-field-unused = `{ $field }` is not used by kind "{ $kind }"
refusal-cron-required = `{ $field }` is required for kind "cron" (e.g. "30 2 * * *")
# $key: the field's path (`rules[2].hours`); $list: a rule table's fields.
refusal-field-unknown = unknown field `{ $key }` (fields: { $list })
refusal-field-unknown-hint = unknown field `{ $key }` (fields: { $list }); did you mean `{ $hint }`?
# $got: the text given, quoted (a lab field or `--set` value that did not read as TOML); $example: such a list.
refusal-rules-syntax = `{ $key }` must be a TOML list of tables, such as `{ $example }` (got `{ $got }`, not valid TOML)

## Overrides a lab request or `--set` gives
refusal-not-overridable = `{ $key }` cannot be overridden; only `seed` and parameters can
refusal-key-name = KEY must be a parameter name
refusal-whole-range = { $text } is out of range: whole numbers must be in { $min }..={ $max }

## A sweep's values (`--vary`, the lab's sweep panel) and its chart
refusal-vary-syntax = expected KEY=V1,V2,…, KEY=A..B or KEY=A..B..STEP
refusal-vary-backwards = a range A..B needs A <= B
refusal-vary-step = a range's STEP in A..B..STEP must be greater than 0
refusal-vary-real-step = a range of real numbers needs its step: A..B..STEP (`0.1..0.5..0.1`)
refusal-vary-bound = `{ $text }` is not a whole number
refusal-vary-range = a range may hold at most { $max } values
refusal-vary-empty = no values given
refusal-vary-twice = the value { $value } is given twice; give each value once
refusal-vary-repeated = the key is varied twice; give one --vary per key
refusal-vary-and-set = the key is both varied and set with --set; give one of them
refusal-combinations = more than { $max } combinations
refusal-sweep-no-rows = the sweep produced no rows
refusal-sweep-no-metric = no numeric column `{ $name }` to draw (columns: { $columns })
refusal-sweep-no-number = no numeric column

## A run that did not finish within its budget
refusal-budget-events = the run exceeded its budget of { $max } events (stopped at virtual time { $at } ms); it does not finish with these parameters
refusal-budget-time = the run exceeded its budget of { $max } ms of virtual time (after { $events } events); it does not finish with these parameters
refusal-budget-stopped = the run was stopped after { $events } events (virtual time { $at } ms): its result was no longer wanted

# A cron expression's refusals (`rules[…].expr`): $field is the rule's key, $text the
# expression as written (quoted), $why one of the messages below.
refusal-cron = `{ $field }` { $text }: { $why }
refusal-cron-field-minute = minute
refusal-cron-field-hour = hour
refusal-cron-field-day-of-month = day-of-month
refusal-cron-field-month = month
refusal-cron-field-day-of-week = day-of-week
refusal-cron-not-number = the { $field } field has `{ $got }`, not a number in { $min }..={ $max }
refusal-cron-outside = the { $field } field has { $got }, outside { $min }..={ $max }
refusal-cron-step-not-number = the { $field } field has step `{ $got }`, not a number
refusal-cron-step-outside = the { $field } field has step { $got }, outside 1..={ $max }
refusal-cron-backwards = the { $field } field has the range { $a }-{ $b }, which runs backwards
refusal-cron-step-alone = the { $field } field has `{ $part }`: a step needs `*` or a range before it
## $code: the character's code point, four hex digits.
refusal-cron-separator = fields are separated by spaces or tabs only, not U+{ $code } (a cron expression is ASCII)
refusal-cron-macro = `{ $text }` is not a cron macro
refusal-cron-fields = a cron expression has five fields (minute hour day month weekday), got { $got }
## $months: the month names the expression lists (cron's own, `feb`); $days: refusal-cron-or or refusal-cron-days.
refusal-cron-never = it never runs: no month it names ({ $months }) has day { $days }, in any year
refusal-cron-or = { $rest } or { $last }
refusal-cron-days = { $days }
