#!/usr/bin/env python3
"""The lab's replay and sweep panels in headless Chromium (issue 21).

Starts `jobsim serve --port 0` (the binary in $JOBSIM, else target/debug/jobsim), loads
/004/poison-counter, steps the replay with key events (arrows, space) and checks that the
state panel follows (the consumer's first death after 7 rows), then checks that the sweep
panel proposes a list of names' names (`schedules`) and runs a small sweep on
/004/jitter-wave and waits for its chart; fails on any console error or failed load, and
writes screenshots at 1440 px and 390 px to the folder given as argument.

Usage: check_replay.py SCREENSHOT_DIR
"""

import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_index import WIDTHS, Browser, page_problems, shoot  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def start_lab():
    binary = os.environ.get("JOBSIM", os.path.join(ROOT, "target", "debug", "jobsim"))
    proc = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    line = proc.stdout.readline().strip()
    if not line.startswith("jobsim lab: "):
        proc.kill()
        sys.exit(f"no URL from jobsim serve: {line!r}")
    return proc, line[len("jobsim lab: "):].rstrip("/")


def js(b, session, expression):
    r = b.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True}, session=session)
    return r["result"].get("value")


def wait(b, session, expression, what, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if js(b, session, expression):
            return
        time.sleep(0.1)
    raise TimeoutError(f"waited {timeout} s for {what}")


def key(b, session, name, code, vk, text=None):
    for kind in ("keyDown", "keyUp"):
        p = {"type": kind, "key": name, "code": code, "windowsVirtualKeyCode": vk}
        if text and kind == "keyDown":
            p["text"] = text
        b.call("Input.dispatchKeyEvent", p, session=session)


def state(b, session, k):
    return js(b, session, f"(document.querySelector('#replay dd[data-key={k}]') || {{}}).textContent")


def load(b, session, url, width, mobile):
    b.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": 1000, "deviceScaleFactor": 1, "mobile": mobile}, session=session)
    b.events = [m for m in b.events if m.get("method") != "Page.loadEventFired"]
    b.call("Page.navigate", {"url": url}, session=session)
    b.wait_for("Page.loadEventFired", timeout=60)


def replay_steps(b, session, problems):
    wait(b, session, "document.querySelector('#replay dd[data-key=crashes]') !== null", "the replay's state")
    js(b, session, "document.activeElement && document.activeElement.blur()")
    before = state(b, session, "crashes")
    for _ in range(7):
        key(b, session, "ArrowRight", "ArrowRight", 39)
    wait(b, session, "document.querySelector('#replay .replay-clock').textContent.includes('olay 7 ')", "7 steps")
    after = state(b, session, "crashes")
    if (before, after) != ("0", "1"):
        problems.append(f"replay: crashes {before!r} → {after!r} after 7 steps (expected 0 → 1)")
    key(b, session, "ArrowLeft", "ArrowLeft", 37)
    wait(b, session, "document.querySelector('#replay .replay-clock').textContent.includes('olay 6 ')", "a step back")
    if state(b, session, "crashes") != "0":
        problems.append("replay: a step back does not undo the death")
    key(b, session, " ", "Space", 32, " ")
    time.sleep(1.5)
    key(b, session, " ", "Space", 32, " ")
    clock = js(b, session, "document.querySelector('#replay .replay-clock').textContent")
    if "olay 6 " in clock:
        problems.append(f"replay: space did not play ({clock})")
    print(f"replay: crashes {before} → {after} in 7 steps, played to {clock}")


MARK_X = "(() => { const l = document.querySelector('#result figure[data-x-min-ms] line.replay-mark'); return l ? l.getAttribute('x1') : null; })()"


def clock_mark(b, session, problems):
    """On a chart drawn over the run's clock, the replay draws the scrubbed instant, and it moves."""
    wait(b, session, "document.querySelector('#replay dd[data-key]') !== null", "the replay's state")
    charts = js(b, session, "document.querySelectorAll('#result figure[data-x-min-ms]').length")
    if not charts:
        problems.append("replay: no chart of 000-lease-faults declares the run's clock")
        return
    js(b, session, "document.activeElement && document.activeElement.blur()")
    key(b, session, "End", "End", 35)
    wait(b, session, MARK_X + " !== null", "the instant's line on the chart")
    at_end = js(b, session, MARK_X)
    key(b, session, "Home", "Home", 36)
    wait(b, session, f"{MARK_X} !== '{at_end}'", "the line to move back", timeout=10)
    first, last = float(js(b, session, MARK_X)), float(at_end)
    if not first < last:
        problems.append(f"replay: the instant's line does not move with the clock ({first} → {last})")
    # The screenshot shows the line at the end of the run.
    key(b, session, "End", "End", 35)
    wait(b, session, f"{MARK_X} === '{at_end}'", "the line back at the end", timeout=10)
    print(f"replay: the instant's line on {charts} charts moves from x={first:.0f} to x={last:.0f}")


def names_proposed(b, session, problems):
    """Choosing a list of names (`schedules`) proposes its names, one per configuration."""
    got = js(b, session, """(() => { const f = document.querySelector('#sweep form');
        delete f.elements.values.dataset.touched; f.elements.key.value = 'schedules';
        f.elements.key.dispatchEvent(new Event('change'));
        const names = [...document.querySelectorAll('#controls .choices input[name=schedules]')].map((x) => x.value);
        return [f.elements.values.value, names]; })()""")
    proposed = got[0].split(",") if got and got[0] else []
    if len(proposed) < 2 or any(n not in got[1] for n in proposed):
        problems.append(f"sweep: choosing `schedules` proposed {got!r}")
    else:
        print(f"sweep: `schedules` proposes {got[0]}")


def small_sweep(b, session, problems):
    names_proposed(b, session, problems)
    js(b, session, """(() => { const f = document.querySelector('#sweep form');
        f.elements.key.value = 'consumers'; f.elements.values.value = '100..2000'; f.elements.values.dataset.touched = '1';
        f.elements.steps.value = '3'; if (f.elements.seeds) f.elements.seeds.value = '3'; f.requestSubmit(); })()""")
    wait(b, session, "document.querySelector('#sweep .sweep-chart svg') !== null", "the sweep's chart", timeout=60)
    command = js(b, session, "document.querySelector('#sweep .sweep-command').textContent")
    if not command.startswith("jobsim sweep 004-jitter-wave --vary 'consumers=100,1050,2000'"):
        problems.append(f"sweep: command {command!r}")
    print(f"sweep: chart drawn; {command}")


def main():
    shots = sys.argv[1]
    os.makedirs(shots, exist_ok=True)
    default = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "chromium"
    lab, url = start_lab()
    problems = []
    try:
        with tempfile.TemporaryDirectory() as profile:
            b = Browser(os.environ.get("CHROMIUM", default), profile)
            try:
                target = b.call("Target.createTarget", {"url": "about:blank"})["targetId"]
                session = b.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
                for domain in ["Page", "Runtime", "Log", "Network"]:
                    b.call(f"{domain}.enable", session=session)
                for width, mobile in WIDTHS:
                    load(b, session, url + "/004/poison-counter", width, mobile)
                    replay_steps(b, session, problems)
                    shoot(b, session, os.path.join(shots, f"replay-poison-counter-{width}.png"), width, True)
                    load(b, session, url + "/000/lease-faults", width, mobile)
                    clock_mark(b, session, problems)
                    shoot(b, session, os.path.join(shots, f"replay-lease-faults-{width}.png"), width, False)
                    load(b, session, url + "/004/jitter-wave", width, mobile)
                    small_sweep(b, session, problems)
                    shoot(b, session, os.path.join(shots, f"sweep-jitter-wave-{width}.png"), width, True)
            finally:
                b.close()
        problems += page_problems(b, "lab", [], [])
    finally:
        lab.kill()
        lab.wait()
    if problems:
        for p in problems:
            print("  " + p, file=sys.stderr)
        sys.exit(1)
    print(f"replay and sweep checked; screenshots in {shots}")


if __name__ == "__main__":
    main()
