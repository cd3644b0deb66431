## The sweep chart (`jobsim sweep … --out`, the lab's sweep panel).
## $metric: the measured column; $x: the first varied key; $samples: values per point;
## $over: the key whose values are samples (`seed`).

## The pooled key `seed`, as the titles and captions say it.
sweep-seed = seed
sweep-title = { $metric } as { $x } varies
sweep-title-spread = { $title } (mean over { $samples } values of { $over }, p5–p95)
## Only the $over key varied: one configuration, its distribution across the samples.
sweep-title-over = { $metric } across { $samples } values of { $over }
## $mean: the samples' mean, as a number.
sweep-mean = mean { $mean }
## $shape: band | whiskers | rows | over | one
sweep-caption = { $shape ->
    [band] Each point is the mean of { $samples } samples (values of { $over }); the band shows the 5th to the 95th percentile.
    [whiskers] Each point is the mean of { $samples } samples (values of { $over }); the whiskers show the 5th to the 95th percentile.
    [rows] Each point is the mean of the same configuration's { $samples } rows.
    [over] Only { $over } varied: each point is one run, one value of { $over }, and the line is their mean.
   *[one] Each point is one run.
  }
## $rows: rows whose value is −1, the model's "never" (no takeover, no run).
sweep-caption-never = { $rows ->
    [one] In { $rows } row { $metric } never happened (−1): that row is not drawn.
   *[other] In { $rows } rows { $metric } never happened (−1): those rows are not drawn.
  }
## $series: the sets of series with the same values, `a = b`, sets joined by `; `.
sweep-caption-coincide = The same values, lines on top of each other: { $series }.
## A series too small to see beside the others: the y axis is logarithmic.
sweep-caption-log = The y axis is logarithmic: a series a hundred times smaller than another stays visible.
