# Lesson 001: long-running jobs.

## chunk-size: progress writes against the worst cancel latency.
## $regime: one | tradeoff | same | no-fewer-writes | no-faster-cancel | mixed
## $small / $big: the smallest and the largest chunk (records, text); *_writes the writes (numbers); *_ms the worst cancel latency (text). $whole: yes | no.

chunk-size-tradeoff-title = { $regime ->
    [one] Chunks of { $small ->
        [one] { $small } record
       *[other] { $small } records
      }: { $small_writes } progress { $small_writes ->
        [one] write
       *[other] writes
      } per run, a cancel waits at most { $small_ms }
    [tradeoff] A small chunk cancels fast, a big one writes little: { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_writes } { $small_writes ->
        [one] write
       *[other] writes
      } and { $small_ms }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_writes } { $big_writes ->
        [one] write
       *[other] writes
      } and { $big_ms }
    [same] { $whole ->
        [yes] Every chunk holds the whole job: all { $sizes } chunk sizes give { $small_writes } { $small_writes ->
            [one] write
           *[other] writes
          } and a cancel latency of at most { $small_ms }
       *[no] All { $sizes } chunk sizes give the same numbers: { $small_writes } { $small_writes ->
            [one] write
           *[other] writes
          } and a cancel latency of at most { $small_ms }
      }
    [no-fewer-writes] A bigger chunk saves no write ({ $small_writes }), it only delays the cancel: { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_ms }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_ms }
    [no-faster-cancel] A smaller chunk cancels no faster (at most { $small_ms }), it only writes more: { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_writes } { $small_writes ->
        [one] write
       *[other] writes
      }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_writes } { $big_writes ->
        [one] write
       *[other] writes
      }
   *[mixed] { $small ->
        [one] { $small } record
       *[other] { $small } records
      }, { $small_writes } { $small_writes ->
        [one] write
       *[other] writes
      } and { $small_ms }; { $big ->
        [one] { $big } record
       *[other] { $big } records
      }, { $big_writes } { $big_writes ->
        [one] write
       *[other] writes
      } and { $big_ms }
  }

## $per_write: the time of one write (text) or none; $capped: yes | no.
chunk-size-tradeoff-caption = A job of { $total } records, one run per chunk size; each point is one chunk size. The { -im } is read only at a chunk boundary: the worst cancel latency is one chunk's time ({ $record_ms } per record{ $per_write ->
    [none] {""}
   *[other] , { $per_write } per write
  }{ $capped ->
    [yes] ; a chunk larger than the job takes the whole job's time
   *[no] {""}
  }), and the number of progress writes is the number of chunks.
chunk-size-x = worst cancel latency
chunk-size-y = progress writes per run
chunk-size-point = { $chunk ->
    [one] { $chunk } record
   *[other] { $chunk } records
  }
