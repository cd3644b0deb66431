# The lab's own words: refusals and notes of `jobsim serve`.

lab-stopped = This run took longer than the lab's time budget of { $seconds } s and was stopped: make the parameters smaller, or run it on the command line: { $command }
lab-too-many-title = too many requests
lab-too-many = Too many requests: at most { $rate } every { $seconds } s from one client; wait a moment and reload.
lab-chart-too-large = This chart would draw { $marks } items; the lab draws at most { $max } in one chart. Make the parameters smaller, or draw it on the command line: { $command } --out out
