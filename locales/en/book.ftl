# Handouts (A4) and decks (16:9): src/output/print.rs.
# $code is the lesson's code ("004"), passed as text.

print-lesson = Lesson { $code }
print-course = A course on background jobs
print-handout = handout
print-deck = slides
print-handout-link = handout (A4)
print-notes-link = speaker notes (16:9)
print-deck-link = slides (16:9)
print-handout-subtitle = Handout · { $sections ->
    [one] 1 section
   *[other] { $sections } sections
  } · { $figures ->
    [one] 1 figure
   *[other] { $figures } figures
  }
print-page = { $n } / { $total }
print-section = Section { $n } of { $total }
print-sections = Sections
print-summary = Summary
print-summary-lead = What each section's lesson figures show
print-appendix = Appendix
print-appendix-lead = Beyond the lesson: what if, and real systems
print-notes = Speaker notes
print-slide = Slide { $n }

## A scenario's way into the lab
book-try = try it in the lab: change the parameters
# The lesson page's lead on its panels (HTML).
book-try-start = Each section's <em>try it in the lab</em> panel runs its scenario in this page: jobsim runs inside the browser, with nothing to install and no server, and its results are byte for byte the command line's. The panels work when the page comes from a web server and the book's module is built (<code>web/build</code>, then for example <code>python3 -m http.server</code> in the book's folder); otherwise, and on a page opened as a file, the charts are the course's run.
# The panel's link to the scenario's own page.
book-try-page = this scenario's own page: the event replay and the parameter sweep →

## The lesson pages, the index and the authors' page: src/output/pages.rs.
book-index-title = A course on background jobs — figures and tables
book-course = A course on background jobs
book-index-lead = Each lesson's figures, tables and program output, in the lesson's order. The tables' numbers are those the lessons' programs print; every render draws the same figures.
## $codes: the lessons the book has no page for ("002 and 003"); $count: how many.
book-index-missing = { $count ->
    [one] Lesson { $codes } is
   *[other] Lessons { $codes } are
  } not in this book: no page, handout or slides.
## A lesson card whose lesson has no text yet.
book-card-preview = preview: its text is not written yet
## $link: the next lesson's page, as an HTML link.
book-next = Next lesson: { $link }
book-lesson = Lesson
book-figures = figures
book-index-authors = For authors who want to reproduce the figures and tables
book-index-lab = In every section the <em>try it in the lab</em> link opens that experiment with its parameters. All scenarios in one list: <a href="/senaryolar">scenarios</a>.
book-full-size = full size
book-lesson-lead = The sections follow the lesson, under its headings. Where a section has the lesson's own content, it comes first: <span class="part">The lesson's experiment</span> reruns the lesson's program, <span class="part">The lesson's mechanism, simulated</span> simulates a mechanism the lesson only describes. Parts marked <span class="part">Extension</span> (what if, real systems) are reference material beyond the lesson. Figures marked <span class="badge">lesson figure</span> are in the slide deck. Tap a figure to open it full size.
# $title: the lesson's title (lesson-005).
book-lesson-preview = This lesson is not written yet: this page prepares the next lesson, { $title }. Its sections are the experiments' topics, not the lesson's headings; the experiments marked <span class="part">The lesson's experiment</span> test the questions lesson 004 ends with. Parts marked <span class="part">Extension</span> (what if, real systems) are reference material. Figures marked <span class="badge">lesson figure</span> are in the slide deck. Tap a figure to open it full size.
## A table-only place's caption (it has no chart whose caption would say what the table
## shows): $place: place-<the place's anchor>; an empty caption for a place without one.
book-table-caption = { $place ->
    [place-001-long-job-queries] The client that asked for the report runs in another process: it reads the progress from the job's is_durumu record, by the job's id. Each row is one query; on cancellation the record keeps the stopping point, and the second run resumes from it and marks the job done.
   *[other] {""}
  }
book-lesson-lab = In the lab a few slow scenarios run at a smaller size (trials or messages); their own page says so and can switch back to the lesson's size.
book-to-print = To print
book-authors-title = Reproduce — for authors
book-authors = Reproduce
book-authors-lead = For authors: every output is made by <code>jobsim</code>. All of them with <code>cargo run --release -- render --all --lang tr,en</code> (the lesson pages, PDF handouts and slides included; this edition is the <code>en</code> one); the print versions of every chart (PDF, 300 dpi PNG) with <code>render --all --print</code>.
book-authors-column = { $column ->
    [scenario] scenario
    [lesson] lesson
    [model] model
   *[command] command
  }
book-authors-anchors = Appendix — performance anchors (not course material)

## The book (src/output/book.rs): its lessons' titles and section headings, in the order of
## CHAPTERS, and its scenarios' names (each file's [course] table places it).
lesson-000 = Scheduled Jobs
section-000-recurrence = Defining Recurrence
section-000-month-end = The Month-End Trap
section-000-time-zones = Time Zones
section-000-rate-vs-delay = Fixed Rate and Fixed Delay
section-000-overlap = Overlap
section-000-lease-lock = The Lease Lock
section-000-measurement = Measuring It
section-000-missed-runs = Missed Runs
lesson-001 = Long-Running Jobs
section-001-chunks = Splitting the Job into Chunks
section-001-progress = Progress Reports and Cancellation
section-001-write-order = Write Order
section-001-chunk-size = Chunk Size
section-001-cancel-sources = Where Cancellation Comes From
section-001-result = Where the Job's Result Goes
lesson-004 = Poison Messages and Retries
section-004-poison = Poison Messages
section-004-backoff = Computing the Backoff
section-004-jitter = Jitter
section-004-budgets = Retry Budgets and the Visibility Timeout
lesson-005 = Worker Processes
section-005-pool = The Worker Pool and Waiting
section-005-overload = Overload
section-005-variability = Variable Service Times
section-005-burst = Bursts
section-005-crashes = Crashing Workers
section-005-failures = Failing Jobs
scenario-000-recurrence = The next run: the lesson's four rules
scenario-000-recurrence-cron = Cron expressions
scenario-000-month-end = The 31st: overflow, skip, clamp
scenario-000-time-zones = Local 02:30 for a year
scenario-000-rate-vs-delay = An hourly job of 40 minutes
scenario-000-rate-vs-delay-overlap = An hourly job of 90 minutes
scenario-000-overlap-sources = Three sources of overlap
scenario-000-overlap-policies = Temporal's and Kubernetes' overlap policies
scenario-000-lease-lock = Processes that start at once
scenario-000-lease-faults = The lease lock's failures and the fencing token
scenario-000-missed-runs = A 32-day outage
scenario-000-missed-run-policies = Quartz, systemd, Kubernetes and Temporal
scenario-001-yielding = Health probes in a single-threaded runtime
scenario-001-long-job = A chunked report job: cancel and resume
scenario-001-long-job-queries = The state record a client reads: the job's is_durumu row, query by query
scenario-001-write-order = State first or report first
scenario-001-unit-of-work = Result rows and progress in one transaction
scenario-001-chunk-size = Chunk size: writes and cancel latency
scenario-001-cancel-sources = Four cancel sources, one signal
scenario-001-cancel-sources-big-chunk = Big chunks
scenario-004-poison-counter = Where the counter goes up
scenario-004-backoff-schedules = Four backoff schedules
scenario-004-frameworks = Real systems' retry policies
scenario-004-jitter-wave = 200 consumers at once
scenario-004-jitter-wave-equal = Equal jitter
scenario-004-jitter-wave-chacha = 1000 consumers, 6 attempts
scenario-004-occ-contention = Brooker's contention experiment
scenario-004-jitter-wave-frameworks = The wave with real systems
scenario-004-occ-contention-frameworks = Contention with real systems
scenario-004-validation = Validating the body first
scenario-004-retry-budget = Attempt budget and time budget
scenario-004-visibility-backoff = Waiting in the consumer or in the queue
scenario-004-circuit-breaker = The circuit breaker
scenario-004-retry-budget-frameworks = Real systems' own limits
scenario-004-visibility-backoff-sidekiq = Sidekiq's waits
scenario-004-retry-budgets = Real retry budgets
scenario-004-breaker-variants = Real circuit breakers
scenario-004-outage-frameworks = Real retry policies in an outage
scenario-005-worker-pool = A pool of ten workers and Erlang C
scenario-005-how-many-workers = How many workers are needed
scenario-005-overload = When arrivals exceed capacity
scenario-005-variability = Same mean, different distribution
scenario-005-burst = 10,000 messages at once
scenario-005-worker-crashes = When workers crash
scenario-005-retries = A pool with real retry policies

## A students' table (src/output/tables.rs) spells each word of its headers and worded cells
## through this (the Turkish edition's programs print ASCII); English words stay as they are.
## $ascii: one word of letters as the program prints it.
students-word = { $ascii }

## A lesson's own summary (its "Özet"), point by point in the lesson's words, closing its
## page, handout and deck: src/output/recap.rs. Numbers are read from the run's tables.
recap-lead = The lesson's own summary; the numbers are this simulation's results.
recap-sections = What each section's figures show
recap-000-1 = A recurring job's definition comes down to a function "the next run time after now"; taking "now" from outside makes the schedule testable.
recap-000-2 = A rule bound to a day the month does not have overflows into the next month; a policy of skipping or clamping to the month's last day has to be written out.
recap-000-3 = A fixed rate prevents drift but is open to overlap; a fixed delay prevents overlap but shifts the run times.
recap-000-4 = Overlap comes from a long run, from deploying several instances and from redeploying; the cure for all three is a lease lock taken before running.
## $unlocked, $locked: the concurrent-run peak without a lock and with the lease lock
## (the point is left out unless the lock lowers it).
recap-000-5 = The lock is correct because acquiring it is atomic, and robust because it lapses by itself when the lease runs out; the measurement lowered the concurrent-run peak from { $unlocked } to { $locked }.
recap-001-1 = A long job is turned into a loop that processes fixed-size chunks; at the end of each round the state is written and control returns to the event loop.
recap-001-2 = Progress is written not to memory but to a durable state record keyed by the job's id; the record is both progress that can be queried and the point to resume from.
recap-001-3 = Cancellation is cooperative: the outside only raises a flag, and the side doing the work reads it at chunk boundaries and stops at a consistent point.
recap-001-4 = The state is written before the notification; the reverse order makes the same records be processed twice, because of progress that was reported but not saved.
recap-001-5 = The chunk size trades cancellation latency against the number of progress writes; latency matters more in a job a user waits for, the number of writes in a job that runs at night.
recap-004-1 = A poison message is not just a message that fails; it ends the consumer process, so the error-handling code never runs.
## Counted when the error is caught: $starts starts (all ended in a crash), $processed
## processed, $remaining left in the queue; counted at delivery: $starts_delivery starts,
## the poison message isolated at its $delivery-th delivery.
recap-004-2 = With the counter raised when the error is caught, all { $starts } starts ended in process death, { $processed } messages were processed and { $remaining } stayed in the queue; with the counter raised at delivery, { $starts_delivery } starts were enough, the message was isolated at delivery { $delivery } and the queue emptied.
## $attempts: the attempts of the waits table; $exponential_s, $capped_s: their total wait
## in seconds; $budget_min: the time budget in minutes; $exponential_n, $capped_n: the
## attempts that fit in it.
recap-004-3 = Capped exponential backoff cut the total wait over { $attempts } attempts from { $exponential_s } s to { $capped_s } s and fit { $capped_n } attempts instead of { $exponential_n } into the { $budget_min }-minute budget.
## $consumers consumers' $requests retries; without jitter in $buckets buckets, peak $peak;
## full and decorrelated jitter's peaks; $spread_s: when decorrelated jitter's last bucket
## ends, in whole seconds.
recap-004-4 = The { $requests } retries of { $consumers } consumers piled into { $buckets } buckets without jitter, with a peak of { $peak }; full jitter lowered the peak to { $full } requests, decorrelated jitter to { $decorrelated }, and stretched the spread to { $spread_s } seconds.
recap-004-5 = The attempt budget and the time budget are defined together; the backoff must not exceed the visibility timeout, and the wait belongs in the queue's time plane, not in the consumer.
## Above a students' table: the columns that read the same in every row, said once.
## $list: "header: value" pairs.
students-common = The same in every row: { $list }
