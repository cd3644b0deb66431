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
  }

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
