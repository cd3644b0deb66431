# The lab's own words: refusals and notes of `jobsim serve`.

lab-stopped = This run took longer than the lab's time budget of { $seconds } s and was stopped: make the parameters smaller, or run it on the command line: { $command }
lab-too-many-title = too many requests
lab-too-many = Too many requests: at most { $rate } every { $seconds } s from one client; wait a moment and reload.
lab-busy-title = busy
lab-busy = The lab is busy: at most { $runs } runs wait or run for one address at once, and the lab's queue is full or yours is; try again in a moment.
lab-chart-too-large = This chart would draw { $marks } items; the lab draws at most { $max } in one chart. Make the parameters smaller, or draw it on the command line: { $command } --out out

## Pages and controls
lab-home = jobsim lab
lab-intro = Every experiment of the course, with its parameters to change: move a control and the chart, its title and the table are computed again with the new parameters. Every state has a link to share.
lab-lesson = Lesson
lab-appendix = Appendix
lab-unit-min = min
lab-unit-h = h
lab-unit-d = d
lab-new-seed = new seed
lab-seed-help = the seed of the random numbers: same seed, same result
lab-run = run
lab-defaults = back to the defaults
lab-more-rows = { $rows ->
    [one] 1 more row: all of them in the CSV
   *[other] { $rows } more rows: all of them in the CSV
}
lab-csv-columns = CSV columns
lab-copy = copy the command
lab-link = link to this state
# $list: the lab-sized keys as HTML code elements.
## The live book's static pages (src/lab/book.rs): before its module is ready, and without script.
lab-live-waiting = The page's module is loading: the controls open when it is ready. The charts below are the course's run.
lab-live-noscript = The controls work with JavaScript, which is off in this browser. The charts below are the course's run; the command line makes the same run too.
lab-size = Lab size: { $list } (smaller than the lesson's charts, so that an answer stays under a second); change it with its control.

## Refusals
lab-not-found = not found
lab-no-scenario = no built-in scenario at { $path }
lab-no-chart = { $stem } has no chart `{ $chart }`
lab-no-page = no such page
lab-too-long = too long
lab-url-too-long = URL too long: at most { $max } bytes.
lab-not-allowed = not allowed
lab-get-and-head = Only GET and HEAD requests are answered.

## The sweep panel
lab-sweep-seeds = seeds
lab-sweep-title = Sweep: vary one parameter
lab-sweep-param = parameter
lab-sweep-values = values
lab-sweep-placeholder = 100..2000 or 1,2,5
lab-sweep-steps = steps
lab-sweep-metric = metric
lab-sweep-first = (first numeric column)
lab-sweep-start = start the sweep
lab-sweep-stop = stop
lab-sweep-status = At most { $runs } runs (values × seeds).

## The replay panel
# $list: the replay-sized keys as HTML code elements.
lab-replay-small = The replay uses a small run: { $list } (so it can be followed; the parameters above apply too).
lab-replay-aria = event replay
lab-replay-title = Replay the events
lab-replay-back = one event back
lab-replay-play = play / pause
lab-replay-step = one event forward
lab-replay-run = run
lab-replay-speed = speed
lab-replay-clock = virtual clock
# $trace: the command, as HTML code.
lab-replay-help = space: play/pause · ←/→: one event · Home/End: start/end · on a chart with a time axis the red line is that instant · the rows are those of { $trace }

## Parameters a page does not offer
lab-inert-lease-lock = changes nothing in this experiment: every process starts once, at the same instant, so nobody asks for the lease after it could expire.

## A control's valid values, under its help. $kind: int | ints | float | bool | bools | choice |
## choices | instant | zones | tables | text; $min, $max: the range (text); $names: the names.
lab-valid = { $kind ->
    [int] { $min }..={ $max }
    [ints] each { $min }..={ $max }, no repeats
    [float] { $min }..={ $max }
    [bool] `true`, `false`
    [bools] `true`, `false`; no repeats
    [choice] one of { $names }
    [choices] any of { $names }; at least one, no repeats
    [instant] `YYYY-MM-DDTHH:MM:SSZ`
    [zones] IANA names (bundled tz database), no repeats
    [tables] see meaning
   *[text] any
  }

## Refusals of the replay and sweep panels
lab-replay-bad-key = replay: `{ $key }` must be an integer in 0..={ $max } (got `{ $got }`)
lab-replay-no-scope = replay: no sub-run `{ $scope }` (sub-runs: { $scopes })
lab-sweep-no-key = sweep: give the parameter to vary (`key`)
lab-sweep-not-param = sweep: `{ $key }` is not a parameter of { $stem } (parameters: { $list })
lab-sweep-bad-values = sweep: `values` must be `A..B` with A <= B (numbers, or durations with units such as `1s..5s`), `A..B..STEP`, or a list (got `{ $got }`)
lab-sweep-bad-key = sweep: `{ $key }` must be an integer in 0..={ $max } (got `{ $got }`)
lab-sweep-too-many = sweep: { $runs } runs ({ $values } values × { $seeds } seeds); the lab runs at most { $max }: use fewer, or `jobsim sweep`
lab-sweep-no-chart = sweep: { $why }

## The scenarios outside the book: the perf anchors
lab-anchor-queue-drain = Performance anchor: 10,000 messages drained by 200 consumers, a poison message every 97th
lab-anchor-retry-storm = Performance anchor: 1,000 consumers, 50 requests accepted per bucket, full-jitter retries

## The replay's state panel: each state's name (the reducers' keys)
lab-state-arrived = arrived
lab-state-at = at
lab-state-believe-they-hold = believe they hold the lease
lab-state-believe-they-hold-max = most at once believing they hold it
lab-state-breaker = breaker
lab-state-cancel-signals = cancel signals
lab-state-cancelled = cancelled
lab-state-chunks = chunks
lab-state-closed = closed
lab-state-crashed = crashed
lab-state-crashes = crashes
lab-state-dead-letters = dead letters
lab-state-expires-at-ms = lease expires at (ms)
lab-state-failed-calls = failed calls
lab-state-finished = finished
lab-state-first-failures = first failures
lab-state-holder = holder
lab-state-holding = holding
lab-state-lease-expired = lease expired
lab-state-open-until-ms = open until (ms)
lab-state-opened = openings
lab-state-outcome = outcome
lab-state-paused = paused
lab-state-percent = percent
lab-state-probes = probes
lab-state-processed = processed
lab-state-queue-length = queue length
lab-state-queue-length-max = longest queue
lab-state-receives = receives
lab-state-refused-polls = refused polls
lab-state-retries-in-last-second = retries in the last second
lab-state-retries-rejected = retries rejected
lab-state-retries-scheduled = retries scheduled
lab-state-retries-waiting = retries waiting
lab-state-running = running
lab-state-running-max = most running at once
lab-state-runs = runs
lab-state-sigterm = SIGTERM
lab-state-skipped = skipped
lab-state-stale-writes-accepted = stale writes accepted
lab-state-stale-writes-rejected = stale writes rejected
lab-state-starts = starts
lab-state-stored-status = stored status
lab-state-stuck = stuck
lab-state-token = fencing token
lab-state-workers = workers

## The replay's state panel: the states' values that are words (a breaker's state, a job's
## stored status and outcome, yes and no)
lab-state-id = message
lab-value-closed = closed
lab-value-open = open
lab-value-half-open = half-open
lab-value-true = yes
lab-value-false = no
lab-value-completed = completed
lab-value-cancelled = cancelled
lab-value-running = running
lab-value-done = done

## The scripts' words (`src/lab/assets/*.js`): the server gives them to the page as a JSON
## dictionary (`page::script_words`); a `{ $name }` becomes `{name}`, which the script fills.
lab-js-locale = en-US
lab-js-decimal = .
lab-js-run = run
lab-js-replay-refused = replay refused
lab-js-no-state = This scenario has no state view: the list of events.
lab-js-clock = { $time } · event { $event } / { $total }
lab-js-sweep-refused = sweep refused
lab-js-stopped = stopped
lab-js-stopped-at = stopped ({ $done } / { $of })
lab-js-configuration = configuration { $i } / { $of } ({ $runs } runs)
lab-js-drawing = drawing the chart…
lab-js-swept = { $configurations } configurations × { $seeds } seeds = { $runs } runs
## A list control's chips (lab.js): the add button, and a chip's remove button's label.
lab-js-add = add
## The live book (live.js): a run past the page's time budget, a module that did not load.
lab-js-live-stopped = This run went past the page's { $seconds }-second time budget and was stopped: make the parameters smaller, or make the same run on the command line.
lab-js-live-failed = The page's module (jobsim.wasm) could not be loaded; the charts stay the course's run. The module is built with web/build and loads from a web server (for example python3 -m http.server in the book's folder), not from a file opened directly.
lab-js-remove = remove { $value }
