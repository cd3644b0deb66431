# Refusals of a scenario's parameters: the CLI prints the English, the lab its page's edition.
# Every argument is a text as printed (numbers, ranges, names, values).

refusal-scenario = scenario `{ $file }`: { $message }
refusal-override = override `{ $text }`: { $message }
refusal-range = `{ $key }` must be in { $min }..={ $max } (got { $got })
refusal-one-of = `{ $key }` must be one of { $list } (got "{ $got }")
refusal-one-of-hint = `{ $key }` must be one of { $list } (got "{ $got }"); did you mean `{ $hint }`?
refusal-empty-list = `{ $key }` must list at least one value
refusal-twice = `{ $key }` lists { $value } twice
refusal-unknown = unknown parameter `{ $key }` (parameters: { $list })
refusal-unknown-hint = unknown parameter `{ $key }` (parameters: { $list }); did you mean `{ $hint }`?
refusal-list-commas = `{ $key }` is a list: write `{ $key }=[{ $items }]` (with `--vary`, `{ $key }={ $text }` runs one value per row and `'{ $key }=[…],[…]'` one list per row)
# $want: integer | integers | duration | number | bool | bools | text | texts; $kind: the value's type.
refusal-type = `{ $key }` must be { $want ->
        [integer] an integer
        [integers] a list of integers
        [duration] an integer of { $unit } or a duration with units ({ $syntax })
        [number] a number
        [bool] true or false
        [bools] a list of booleans
        [texts] a list of texts
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
refusal-duration-whole = `{ $text }` is not a whole number of { $unit }

## A model's own checks across parameters
refusal-product = `{ $a }` * `{ $b }` must be at most { $max } (got { $x } * { $y })
refusal-less-than = `{ $a }` must be less than `{ $b }` (got { $x } >= { $y })
refusal-chunks = `total` / `chunk` must give at most { $max } chunks (got { $total } / { $chunk } = { $n })
