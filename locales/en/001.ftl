# Lesson 001: long-running jobs.

## chunk-size: progress writes against the worst cancel latency.
## $regime: one | tradeoff | same | no-fewer-writes | no-faster-cancel | mixed
## $small / $big: the smallest and the largest chunk (records, text); *_writes the writes (numbers); *_ms the worst cancel latency (text). $whole: yes | no.

chunk-size-tradeoff-title = { $regime ->
    [one] Chunks of { $small ->
        [one] { $small } record
       *[other] { $small } records
      }: { $small_writes } progress { $small_writes ->
        [one] write
       *[other] writes
      } per run, a cancel waits at most { $small_ms }
    [tradeoff] A small chunk cancels fast, a big one writes little: { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_writes } { $small_writes ->
        [one] write
       *[other] writes
      } and { $small_ms }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_writes } { $big_writes ->
        [one] write
       *[other] writes
      } and { $big_ms }
    [same] { $whole ->
        [yes] Every chunk holds the whole job: all { $sizes } chunk sizes give { $small_writes } { $small_writes ->
            [one] write
           *[other] writes
          } and a cancel latency of at most { $small_ms }
       *[no] All { $sizes } chunk sizes give the same numbers: { $small_writes } { $small_writes ->
            [one] write
           *[other] writes
          } and a cancel latency of at most { $small_ms }
      }
    [no-fewer-writes] A bigger chunk saves no write ({ $small_writes }), it only delays the cancel: { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_ms }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_ms }
    [no-faster-cancel] A smaller chunk cancels no faster (at most { $small_ms }), it only writes more: { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_writes } { $small_writes ->
        [one] write
       *[other] writes
      }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_writes } { $big_writes ->
        [one] write
       *[other] writes
      }
   *[mixed] { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_writes } { $small_writes ->
        [one] write
       *[other] writes
      } and { $small_ms }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_writes } { $big_writes ->
        [one] write
       *[other] writes
      } and { $big_ms }
  }

## $per_write: chunk-size-per-write or nothing (text); $capped: yes | no.
chunk-size-tradeoff-caption = A job of { $total } { $total ->
    [one] record
   *[other] records
  }, one run per chunk size; each point is one chunk size. The { -im } is read only at a chunk boundary: the worst cancel latency is one chunk's time ({ $record_ms } per record{ $per_write }{ $capped ->
    [yes] ; a chunk larger than the job takes the whole job's time
   *[no] {""}
  }), and the number of progress writes is the number of chunks.
## The time a write takes, where it takes any. $write: a duration (text).
chunk-size-per-write = , { $write } per write
chunk-size-x = worst cancel latency
chunk-size-y = progress writes per run
chunk-size-point = { $chunk ->
    [one] { $chunk } record
   *[other] { $chunk } records
  }

## cancel-sources: four cancel sources, one signal (lesson 001).
## $source: user | timeout | shutdown | lease_expiry | all
cancel-source = { $source ->
    [user] user
    [timeout] time limit
    [shutdown] shutdown
    [lease_expiry] lease running out
   *[all] all at once
  }
## $verdict: late | none | some | all; $late: cancel-sources-late (text); $chunk: records per chunk;
## $sources, $rows, $stopped: counts;
## $latency: the largest cancel latency (text).
cancel-sources-title = { $verdict ->
    [late] With chunks of { $chunk } { $chunk ->
        [one] record
       *[other] records
      } cancelling comes late: { $late }
    [none] { $sources } cancel { $sources ->
        [one] source
       *[other] sources
      }, none stops the job: it finishes before the signal comes
    [some] In { $stopped } of { $rows } rows the job stops at a chunk boundary, in this run at most { $latency } after the signal; in the others it finishes before the signal
   *[all] { $sources } cancel { $sources ->
        [one] source
       *[other] sources
      }, one signal: the job stops at a chunk boundary, in this run at most { $latency } after it
  }
## What came late, in the title: $late: killed | overrun | both; $overrun: work after the lease ended (text).
cancel-sources-late = { $late ->
    [killed] at shutdown the job was killed
    [overrun] after its lease ended the job ran { $overrun } longer
   *[both] at shutdown the job was killed, after its lease ended the job ran { $overrun } longer
  }
## $all_row: yes | no (is there an all-at-once row).
cancel-sources-caption = Each row arms only its own source{ $all_row ->
    [yes] , the all-at-once row arms them all in one run
   *[no] {""}
  }; the job reads the { -im(form: "acc") } only at the boundaries of chunks of { $chunk } { $chunk ->
    [one] record
   *[other] records
  }{ $stopped ->
    [0] {""}
   *[other] , at most { $latency } passed until the signal was seen
  }.
## $first: the source that came first (user | timeout | shutdown | lease_expiry); $ignored: the later raises, ignored.
cancel-sources-caption-first = In the all-at-once row { $first ->
        [user] user
        [timeout] time limit
        [shutdown] shutdown
       *[lease_expiry] lease running out
      } came first and is the reason recorded; { $ignored ->
    [0] no later signal came.
    [one] the 1 later signal was ignored.
   *[other] the { $ignored } later signals were ignored.
  }
cancel-sources-caption-killed = The job killed when the drain time ran out resumed from the last state row it wrote.
cancel-sources-caption-overrun = While the job ran on past its lease, a second holder could have started in its place.
cancel-sources-caption-exact = In every row the resumed run finished the job with the full accumulator.
cancel-sources-x = time
cancel-sources-y = cancel source
cancel-sources-ignored-lane = ignored
## $effect: raised | already | over; $who: the source; $at: when (text).
cancel-sources-raise = { $effect ->
    [raised] { $who }: { $at }
    [already] { $who }: { $at }, ignored
   *[over] { $who }: { $at }, the run was over
  }
cancel-sources-no-lease = no lease
## $second: yes | no (did the job run on past its lease); $at: when the lease expired.
cancel-sources-expired = { $second ->
    [yes] lease expired: { $at }, a second holder may start
   *[no] lease expired: { $at }
  }
## $whole: yes | no (the whole chunk wasted); $lost: records processed since the last write, thrown away; $chunk: chunk.
cancel-sources-killed = killed: { $whole ->
    [yes] all { $chunk } records of the chunk
   *[no] { $lost } of the chunk's { $chunk } records
  } wasted
cancel-sources-resumed = resumed from record { $record }

## yielding: a health probe in a single-threaded runtime and returns to the event loop (lesson 001).
## $chunk, $worst_chunk: records per chunk; $at, $worst: the worst latency (text);
## $regime: never-yields | yields.
yield-latency-title = { $regime ->
    [never-yields] A probe waits until the work yields: at most { $at } with chunks of { $chunk } { $chunk ->
        [one] record
       *[other] records
      }, { $worst } in a loop that never yields
   *[yields] A probe waits until the work yields: at most { $at } with chunks of { $chunk } { $chunk ->
        [one] record
       *[other] records
      }, { $worst } with { $worst_chunk }
  }
## $every: the probe interval (text).
yield-latency-caption = In a single-threaded runtime a health probe comes every { $every } and is answered only when the work finishes a chunk and returns to the event loop: the worst latency approaches the time between two returns. A loop that never yields runs the whole job as one chunk.
yield-never-label = loop that never yields: every probe waits for the job's end, the worst { $worst }
yield-timeout-line = probe timeout: { $timeout }
yield-latency-y = worst probe latency
## $missing: yes | no (does a yielding chunk miss the limit); $never: none | all-answered | some-missed.
yield-missed-title = { $missing ->
    [yes] With chunks of { $chunk } { $chunk ->
        [one] record
       *[other] records
      }, probes miss the { $timeout } limit
   *[no] Where the work yields, no probe misses the { $timeout } limit
  }{ $never ->
    [all-answered] ; nor do any of { $probes } probes in the loop that never yields
    [some-missed] ; in the loop that never yields, { $missed } of { $probes } probes miss it
   *[none] {""}
  }
## $received: probes received; $why: late (a chunk misses the limit) | shorter (every chunk
## takes less than the timeout) | longer (a chunk is not shorter than the timeout, yet no
## probe waited past it); $chunk, $chunk_ms: the first missing or the longest chunk, its time.
yield-missed-caption = Of the { $received } { $received ->
    [one] probe
   *[other] probes
  } that come during the run, those not answered within { $timeout }: the orchestrator counts them as failures and restarts a healthy process. { $why ->
    [late] A chunk of { $chunk } { $chunk ->
        [one] record
       *[other] records
      } takes { $chunk_ms }, longer than the timeout.
    [longer] The longest chunk ({ $chunk } { $chunk ->
        [one] record
       *[other] records
      }) takes { $chunk_ms }; still, no probe waited past the { $timeout } limit.
   *[shorter] Every chunk takes less than the probe timeout.
  }
yield-received-line = probes received: { $received }
yield-missed-y = probes that miss the timeout

## crash-points: the write orders, the process killed at every step boundary (lesson 001).
## The table's headings as the lesson's program prints them.
## $column: order | points | duplicating | duplicated | losing | lost
crash-points-column = { $column ->
    [order] order
    [points] crash points
    [duplicating] points counting twice
    [duplicated] records counted twice
    [losing] points losing
   *[lost] records lost
  }
## The students' table names the duplicating columns by the one harm the orders did.
## $harm: rows | progress; $column: points | records
crash-points-students-column = { $harm ->
    [rows] { $column ->
        [points] points writing rows twice
       *[records] records written twice
      }
   *[progress] { $column ->
        [points] points where progress went back
       *[records] records reported, then redone
      }
  }
## The chart's rows: the step that finished just before the crash.
## $step: started | chunk | state | rows | together | report | done
crash-points-step = { $step ->
    [started] run started
    [chunk] chunk processed
    [state] state written
    [rows] rows written
    [together] rows and state written
    [report] progress reported
   *[done] done written
  }
## $variant: state_then_report | report_then_state | together | rows_then_state | state_then_rows
crash-points-variant = { $variant ->
    [state_then_report] state first, then report
    [report_then_state] report first, then state
    [together] rows and state in one transaction
    [rows_then_state] rows first, then state
   *[state_then_rows] state first, then rows
  }
## "When the steps run in this order", to open a sentence.
crash-points-when = { $variant ->
    [state_then_report] With the state written first and reported after,
    [report_then_state] With progress reported first and the state written after,
    [together] With rows and state written in one transaction,
    [rows_then_state] With the rows written first and the state after,
   *[state_then_rows] With the state written first and the rows after,
  }
## Why an order's bad crash points are bad (caption).
crash-points-why = { $variant ->
    [report_then_state] after a crash after the report, the reported progress goes back: the chunk was reported before it was saved, and the resume processes it again
    [rows_then_state] after a crash after the rows, that chunk's rows are written twice: the resume writes them a second time
    [state_then_rows] a crash after the state means that chunk's rows are never written
   *[other] a crash does damage
  }
## What one point costs: $lo, $hi: records (least, most).
crash-points-each = { $range ->
    [yes] { $lo }–{ $hi } records each
   *[no] { $hi } { $hi ->
        [one] record
       *[other] records
      } each
  }
## An order's verdict (group heading): $points: how many points; $each: crash-points-each;
## $harm: rows (rows written twice) | progress (reported progress went back).
crash-points-duplicate = { $harm ->
    [rows] { term-outcome-rows-twice } at { $points } { $points ->
        [one] point
       *[other] points
      } ({ $each })
   *[progress] { term-outcome-progress-back } at { $points } { $points ->
        [one] point
       *[other] points
      } ({ $each })
  }
crash-points-loss = loss at { $points } { $points ->
    [one] point
   *[other] points
  } ({ $each })
crash-points-no-damage = { $points ->
    [one] no damage at its one point
   *[other] no damage at any of the { $points } points
  }
## Title: $when: crash-points-when; $points, $total, $damaged: points;
## $others: how many other orders; $many: yes | no (more than one other order).
crash-points-title-clean = { $when } { $points ->
    [one] its one crash point does no damage
   *[other] none of { $points } crash points does damage
  }
crash-points-title-all-clean = In none of these orders does a crash do damage: { $total ->
    [one] the one point is correct
   *[other] all { $total } points are correct
  }
crash-points-title-contrast = { $when } none of { $points } crash points does damage; of the other { $many ->
    [yes] { $others } orders' { $other_points } points,
   *[no] order's { $other_points } points,
  } { $damaged ->
    [one] { $damaged } does
   *[other] { $damaged } do
  }
crash-points-title-one-bad = { $when } { $damaged ->
    [one] { $damaged } of the crash points does damage
   *[other] { $damaged } of the crash points do damage
  }
crash-points-title-none-clean = No order survives every crash: { $damaged } crash { $damaged ->
    [one] point does
   *[other] points do
  } damage
## Caption: $records: records; $chunks: chunks.
crash-points-caption = The process was killed once at every step boundary and resumed from the state row ({ $records } { $records ->
    [one] record
   *[other] records
  }, { $chunks } { $chunks ->
    [one] chunk
   *[other] chunks
  }); each square or marker is one crash point, the row name the step that finished just before the crash. A crash in the “chunk processed” row also makes the chunk be processed again, but that chunk had been neither written nor reported yet: no damage.
## The lesson's remedy, after the orders' harms.
crash-points-caption-remedy = {" "}The lesson's remedy is a unit of work: the chunk's write and the progress update commit together, in one transaction.
## $variant: the order's name (crash-points-variant); $why: crash-points-why.
crash-points-caption-bad = {" "}In “{ $variant }”, { $why }.
crash-points-x = chunk of the crash
crash-points-y = step finished just before the crash

## long-job: the long job's shared words (src/long_job/mod.rs) and the long-job model's progress chart (uzun-is.mjs).
## A cancel source in the text tables. $source: user | timeout | shutdown | lease_expiry
long-job-source-label = { $source ->
    [user] user
    [timeout] time limit
    [shutdown] shutdown
   *[lease_expiry] lease running out
  }
## What happened, in a chart's annotation (the run's caught error). $source: as above.
long-job-source-message = { $source ->
    [user] the user cancelled
    [timeout] the time limit ran out
    [shutdown] the service is shutting down
   *[lease_expiry] the lease is running out
  }
## A write order in the text tables. $pipeline: state_then_report | report_then_state | together | rows_then_state | state_then_rows
long-job-pipeline = { $pipeline ->
    [state_then_report] state, then report
    [report_then_state] report, then state
    [together] rows + state in one transaction
    [rows_then_state] rows, then state
   *[state_then_rows] state, then rows
  }
## A percentage: $n (a JavaScript number, text).
long-job-percent = { $n }%
## How a run ended. $how: cancelled | killed | crashed | done; $message: long-job-source-message; $pct: long-job-percent.
long-job-ending = { $how ->
    [cancelled] { $message }, { $pct }
    [killed] the drain time ran out, killed: { $pct }
    [crashed] crashed: { $pct }
   *[done] done: { $pct }
  }
## $after: the time between; $run: the run's number; $pct: long-job-percent.
long-job-resumed = { $after } later run { $run } resumed where it stopped: { $pct }
long-job-run = run { $run }
## How a stopped run stopped ("the job cancelled"). $how: cancelled | killed | crashed | done
long-job-stopped = { $how ->
    [cancelled] cancelled
    [killed] killed
    [crashed] that crashed
   *[done] finished
  }
## The title. $end: first | unresumed | exact | short; $stop: long-job-percent; $stopped: long-job-stopped.
long-job-title = { $end ->
    [first] The job finished in its first run: no cancel signal was seen
    [unresumed] The job { $stopped } at { $stop } was not resumed
    [exact] The job { $stopped } at { $stop } resumed where it stopped and counted every record once
   *[short] The job { $stopped } at { $stop } was resumed, but its accumulator is short
  }
## $total, $chunk: records (numbers).
long-job-caption = { $total } { $total ->
    [one] record is
   *[other] records are
  } processed in chunks of { $chunk }; after each chunk the state row is written and progress reported.
## $at: when the first run stopped; $processed: the records it stored; $resumed: yes | no (a later run).
long-job-caption-stopped = The first run stopped at { $at } after { $processed } { $processed ->
    [one] record
   *[other] records
  }{ $resumed ->
    [yes] ; the next run read the state row and resumed from there
   *[no] {""}
  }
## $at: when the job finished; $accumulator: the accumulator.
long-job-caption-finished = and finished at { $at }: accumulator { $accumulator }, nothing lost or reprocessed.
long-job-x = time
## The students' table of what a client querying the job's state read (no program prints
## it). $column: time | status | reason | processed | percent
long-job-queries-column = { $column ->
    [time] query at
    [status] status
    [reason] cancelled by
    [processed] records processed
   *[percent] progress %
  }
## The record's status as the table stores it (Turkish): yok | calisiyor | bitti | iptal.
long-job-queries-status = { $status ->
    [yok] none yet
    [calisiyor] running
    [bitti] done
   *[iptal] cancelled
  }
long-job-y = progress

## cancel-sources: the sources table and the raise lines under it.
## $column: source | fired | stopped | latency | records | state | resume | overrun
cancel-sources-column = { $column ->
    [source] source
    [fired] fired at
    [stopped] stopped at
    [latency] latency
    [records] records done
    [state] state left
    [resume] resume
   *[overrun] lease overrun
  }
## The all-at-once row's name.
cancel-sources-all = all
## $status: cancel-sources-status.
cancel-sources-killed-state = { $status } (killed)
## The state row's status. $status: calisiyor | bitti | iptal | yok
cancel-sources-status = { $status ->
    [calisiyor] running
    [bitti] done
    [iptal] cancelled
   *[yok] none
  }
## $exact: yes | no
cancel-sources-resume = { $exact ->
    [yes] exact
   *[no] short
  }
## $overrun: yes | no
cancel-sources-overrun = { $overrun ->
    [yes] yes
   *[no] no
  }
## What a raise did. $effect: raised | already | over
cancel-sources-effect = { $effect ->
    [raised] raised the signal (the first)
    [already] ignored: the signal was already raised
   *[over] ignored: the run was over
  }
## $row: the row's name.
cancel-sources-first-wins = { $row }: the first raise wins, the later ones are ignored

## yielding: the probe table and the charts' other words.
## $column: chunk | yields | probes | worst | mean | over; $timeout: the probe timeout (ms, text).
yield-column = { $column ->
    [chunk] chunk
    [yields] yields
    [probes] probes
    [worst] worst latency
    [mean] mean latency
   *[over] over { $timeout } ms
  }
## $yields: yes | no
yield-yields = { $yields ->
    [yes] yes
   *[no] no
  }
## $unit: millis | records
yield-gap-x = { $unit ->
    [millis] time between returns to the event loop
   *[records] records between returns to the event loop
  }
## $chunk: the chunk (records, a number).
yield-chunk-label = { $chunk } { $chunk ->
    [one] record
   *[other] records
  }

## chunk-size: the chunk-size table.
## $column: chunk | writes | latency
chunk-size-column = { $column ->
    [chunk] chunk size
    [writes] progress writes
   *[latency] cancel latency (worst)
  }
## $records: records; $ms: milliseconds (text).
chunk-size-latency = { $records } records ({ $ms } ms)
