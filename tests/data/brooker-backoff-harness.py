# jobsim's harness around Marc Brooker's backoff simulator (not part of jobsim's build;
# provenance of tests/data/brooker-backoff.csv).
#
# Needs `backoff_simulator_stripped.py` next to it: Brooker's src/backoff_simulator.py
# (aws-samples/aws-arch-backoff-simulator, commit 095a07603079779edc86102ff1d91731a004cd2a)
# with the imports of pandas and bokeh, everything from `backoff_types = ...` to the end
# (the run loop and the plotting) removed, and a class
#     class NullFile:
#         def write(self, s): pass
# added. The simulation classes (Net, the Backoff classes, Stats, msg, OccServer, OccClient,
# run_sim, setup_sim) stay as they are.
#
# Usage: python3 brooker-backoff-harness.py TRIALS CLIENTS[,CLIENTS...] > brooker-backoff.csv
import math
import sys
import time

import backoff_simulator_stripped as b

SCHEDULES = (("none", b.NoBackoff), ("exponential", b.ExpoBackoff), ("full", b.ExpoBackoffFullJitter),
             ("equal", b.ExpoBackoffEqualJitter), ("decorrelated", b.ExpoBackoffDecorr))


def mean_sd(v):
    m = sum(v) / len(v)
    return m, math.sqrt(sum((x - m) ** 2 for x in v) / (len(v) - 1))


def main():
    trials = int(sys.argv[1])
    clients_list = [int(x) for x in sys.argv[2].split(",")]
    print("clients,schedule,trials,calls_mean,calls_sd,time_ms_mean,time_ms_sd,seed", flush=True)
    for clients in clients_list:
        for index, (name, cls) in enumerate(SCHEDULES):
            seed = clients * 1000 + index
            b.random.seed(seed)
            calls, times = [], []
            started = time.time()
            for _ in range(trials):
                stats = b.Stats()
                queue, stats = b.setup_sim(clients, cls, b.NullFile(), stats)
                times.append(b.run_sim(queue))
                calls.append(stats.calls)
            cm, cs = mean_sd(calls)
            tm, ts = mean_sd(times)
            print(f"{clients},{name},{trials},{cm:.4f},{cs:.4f},{tm:.4f},{ts:.4f},{seed}", flush=True)
            print(f"# {clients} {name} {time.time() - started:.1f}s", file=sys.stderr, flush=True)


main()
