# jobsim's driver for Marc Brooker's backoff simulator: the provenance of
# tests/data/brooker-backoff.csv. Not part of jobsim's build, and no copy of Brooker's
# code: it reads his original file, unchanged, and runs its simulation part.
#
# The original: https://github.com/aws-samples/aws-arch-backoff-simulator,
# src/backoff_simulator.py at commit 095a07603079779edc86102ff1d91731a004cd2a
# (6288 characters, sha256 below). At import, that file builds pandas frames, runs 100
# trials per point and plots with bokeh; this driver compiles only the file's text up to
# `backoff_types = ...` (the classes Net, NoBackoff, ExpoBackoff*, Stats, OccServer,
# OccClient and the functions msg, run_sim, setup_sim), without its three pandas/bokeh
# import lines, and then calls setup_sim and run_sim exactly as his run() does, except
# that every trial gets a fresh Stats() so the spread over trials can be computed too.
# His per-write timestamp file (ts_f) gets a writer that drops its input.
#
# Usage:
#   python3 brooker-backoff-harness.py PATH/TO/backoff_simulator.py TRIALS CLIENTS[,CLIENTS...] > brooker-backoff.csv
# Each (clients, schedule) row seeds Python's `random` once with clients * 1000 + index
# (index: the schedule's position below), so every row can be rerun on its own.
import hashlib
import math
import sys
import time

SHA256 = "ebcf75d2a9f856684e3d87307d48923cd90628645bfa1aa46ee7d8cce0c2e845"
SCHEDULES = (("none", "NoBackoff"), ("exponential", "ExpoBackoff"), ("full", "ExpoBackoffFullJitter"),
             ("equal", "ExpoBackoffEqualJitter"), ("decorrelated", "ExpoBackoffDecorr"))


def load(path):
    """Brooker's simulation classes and functions, from his file's own text."""
    text = open(path, encoding="utf-8").read()
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    if digest != SHA256:
        sys.exit(f"{path}: sha256 {digest}, expected {SHA256} (commit 095a076)")
    head = text[: text.index("\nbackoff_types = ")]
    plotting = ("import pandas", "import bokeh")
    kept = [line for line in head.splitlines() if not line.startswith(plotting)]
    assert len(head.splitlines()) - len(kept) == 3, "exactly the three plotting imports are dropped"
    sim = {"__name__": "backoff_simulator"}
    exec(compile("\n".join(kept) + "\n", path, "exec"), sim)
    return sim


class NullFile:
    def write(self, s):
        pass


def mean_sd(v):
    m = sum(v) / len(v)
    return m, math.sqrt(sum((x - m) ** 2 for x in v) / (len(v) - 1))


def main():
    sim = load(sys.argv[1])
    trials = int(sys.argv[2])
    clients_list = [int(x) for x in sys.argv[3].split(",")]
    print("clients,schedule,trials,calls_mean,calls_sd,time_ms_mean,time_ms_sd,seed", flush=True)
    for clients in clients_list:
        for index, (name, cls) in enumerate(SCHEDULES):
            seed = clients * 1000 + index
            sim["random"].seed(seed)
            calls, times = [], []
            started = time.time()
            for _ in range(trials):
                queue, stats = sim["setup_sim"](clients, sim[cls], NullFile(), sim["Stats"]())
                times.append(sim["run_sim"](queue))
                calls.append(stats.calls)
            cm, cs = mean_sd(calls)
            tm, ts = mean_sd(times)
            print(f"{clients},{name},{trials},{cm:.4f},{cs:.4f},{tm:.4f},{ts:.4f},{seed}", flush=True)
            print(f"# {clients} {name} {time.time() - started:.1f}s", file=sys.stderr, flush=True)


main()
