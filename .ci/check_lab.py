#!/usr/bin/env python3
"""The lab (`jobsim serve`) in headless Chromium, the way a reader uses it.

Starts the server on a free loopback port, then over the DevTools protocol (the `Browser`
of check_index.py, a pipe, nothing beyond Python's standard library):
1. loads the landing page and a lesson page: every chart image loads, no console error;
2. on one page per lesson (the jitter wave's, lease-lock's, chunk-size's, worker-pool's)
   moves a slider by a form event (the `input` event a drag fires), waits for the chart's
   title and the URL to change, and checks the new chart is not the old one; removes a
   chunk size's chip on chunk-size's list control and waits for its chart to follow;
3. opens the jitter wave's URL (the permalink) in a fresh page: the same title, the chart inline,
   rendered by the server whole;
4. writes screenshots at 1440 and 390 px of each step into SCREENSHOT_DIR.
Fails on a console error, an exception, a failed load, an image that does not decode,
a chart that does not change, or a change slower than LIMIT_S.

Usage: check_lab.py PATH/TO/jobsim SCREENSHOT_DIR
"""

import base64
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_index import WIDTHS, Browser, event_problems, shoot  # noqa: E402

# A change must be redrawn in well under a second with a release binary; CI runs the
# debug binary on a loaded machine, so the check allows more and prints what it measured.
LIMIT_S = 5.0


def evaluate(b, session, expression, timeout=60):
    r = b.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True},
               session=session, timeout=timeout)
    if "exceptionDetails" in r:
        raise RuntimeError(f"{expression}: {r['exceptionDetails']}")
    return r["result"].get("value")


def open_page(b, width, mobile):
    target = b.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = b.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ["Page", "Runtime", "Log", "Network"]:
        b.call(f"{domain}.enable", session=session)
    b.call("Emulation.setDeviceMetricsOverride",
           {"width": width, "height": 1000, "deviceScaleFactor": 1, "mobile": mobile}, session=session)
    return target, session


def navigate(b, session, url):
    b.events = [m for m in b.events if m.get("method") != "Page.loadEventFired"]
    b.call("Page.navigate", {"url": url}, session=session)
    b.wait_for("Page.loadEventFired", timeout=120)


def broken_images(b, session):
    return evaluate(b, session, "[...document.images].filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.src)")


TITLE = "(document.querySelector('#result figure .title') || {}).textContent"
CHART = "(document.querySelector('#result figure svg') || {outerHTML: ''}).outerHTML.length + ':' + " \
        "(document.querySelector('#result figure svg desc') || {textContent: ''}).textContent"


# One slider per lesson (issue 37 item 9): (page, parameter, slider position). A log
# slider holds a position 0..1000; the position is chosen to keep the run small and valid.
SLIDERS = [
    ("004/jitter-wave", "consumers", 500),
    ("000/lease-lock", "processes", 600),
    ("001/chunk-size", "total", 600),
    ("005/worker-pool", "messages", 600),
]


def wait_title(b, session, before):
    deadline = time.time() + 30
    while time.time() < deadline and evaluate(b, session, TITLE) == before:
        time.sleep(0.05)
    return evaluate(b, session, TITLE), evaluate(b, session, "(performance.now() - window.__t0) / 1000")


def slider_step(b, session, base, shots, width, page, param, position):
    """Moves one slider of `page`; returns (problems, seconds, (permalink, title))."""
    problems = []
    name = page.split("/")[-1]
    navigate(b, session, base + page)
    before, chart = evaluate(b, session, TITLE), evaluate(b, session, CHART)
    if not before:
        return [f"{page} at {width}: no chart title on the page"], 0, None
    shoot(b, session, os.path.join(shots, f"lab-{name}-{width}.png"), width, False)
    value = evaluate(b, session, """(() => {
        const box = document.querySelector('[data-param=%s]');
        const s = box.querySelector('input[type=range]');
        s.value = %d;
        window.__t0 = performance.now();
        s.dispatchEvent(new Event('input', {bubbles: true}));
        return box.querySelector('input[type=number]').value;
    })()""" % (param, position))
    after, seconds = wait_title(b, session, before)
    # The page waits 250 ms after the last move before it asks (debounce).
    if after == before:
        problems.append(f"{page} at {width}: the title did not change after {param} moved to {value}")
    if evaluate(b, session, CHART) == chart:
        problems.append(f"{page} at {width}: the chart did not change")
    url = evaluate(b, session, "location.href")
    if f"{param}={value}" not in url:
        problems.append(f"{page} at {width}: the URL {url} does not carry {param}={value}")
    if seconds > LIMIT_S:
        problems.append(f"{page} at {width}: the redraw took {seconds:.2f} s")
    shoot(b, session, os.path.join(shots, f"lab-{name}-moved-{width}.png"), width, True)
    if page == "004/jitter-wave":
        # The README's picture: the first screen of the moved page.
        shot = b.call("Page.captureScreenshot", {"format": "png", "clip": {"x": 0, "y": 0, "width": width,
                                                                           "height": 900, "scale": 1}}, session=session)
        with open(os.path.join(shots, f"lab-readme-{width}.png"), "wb") as f:
            f.write(base64.b64decode(shot["data"]))
    return problems, seconds, (url, after)


def chip_step(b, session, base, shots, width):
    """Removes a chunk size's chip on 001/chunk-size (a list control): the chart follows."""
    navigate(b, session, base + "001/chunk-size")
    before = evaluate(b, session, TITLE)
    chips = evaluate(b, session, "document.querySelectorAll('[data-param=chunk] .chip').length")
    if not chips or chips < 2:
        return [f"001/chunk-size at {width}: the chunk list shows {chips} chips"]
    evaluate(b, session, """(() => { window.__t0 = performance.now();
        document.querySelector('[data-param=chunk] .chip button').click(); })()""")
    after, _ = wait_title(b, session, before)
    problems = []
    if after == before:
        problems.append(f"001/chunk-size at {width}: the title did not change after a chip was removed")
    if "chunk=" not in evaluate(b, session, "location.href"):
        problems.append(f"001/chunk-size at {width}: the URL does not carry the chunk list")
    shoot(b, session, os.path.join(shots, f"lab-chunk-chips-{width}.png"), width, False)
    return problems


def main():
    binary, shots = sys.argv[1], sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        if not line.startswith("jobsim lab: "):
            sys.exit(f"jobsim serve printed {line!r}, not its URL")
        base = line.split(": ", 1)[1].strip()
        default = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "chromium"
        problems = []
        for width, mobile in WIDTHS:
            with tempfile.TemporaryDirectory() as profile:
                b = Browser(os.environ.get("CHROMIUM", default), profile)
                try:
                    problems += one_width(b, base, shots, width, mobile)
                finally:
                    b.close()
        if problems:
            for p in problems:
                print("  " + p, file=sys.stderr)
            sys.exit(1)
    finally:
        server.terminate()
        server.wait(timeout=30)


def one_width(b, base, shots, width, mobile):
    problems = []
    target, session = open_page(b, width, mobile)
    for page, shot in [("", "lab-index"), ("004", "lab-004")]:
        navigate(b, session, base + page)
        problems += [f"/{page} at {width}: image does not load: {src}" for src in broken_images(b, session)]
        shoot(b, session, os.path.join(shots, f"{shot}-{width}.png"), width, False)
    link = None
    for page, param, position in SLIDERS:
        moved, seconds, moved_link = slider_step(b, session, base, shots, width, page, param, position)
        problems += moved
        link = link or moved_link
        print(f"lab {page} at {width} px: {param} moved, chart redrawn in {seconds:.2f} s (debounce included)")
    problems += chip_step(b, session, base, shots, width)
    b.call("Target.closeTarget", {"targetId": target})
    if link:
        url, title = link
        target, session = open_page(b, width, mobile)
        # The permalink without script: the server renders the whole state.
        b.call("Emulation.setScriptExecutionDisabled", {"value": True}, session=session)
        navigate(b, session, url)
        b.call("Emulation.setScriptExecutionDisabled", {"value": False}, session=session)
        if evaluate(b, session, TITLE) != title:
            problems.append(f"permalink {url} at {width}: its title is not the moved chart's")
        shoot(b, session, os.path.join(shots, f"lab-permalink-{width}.png"), width, False)
        b.call("Target.closeTarget", {"targetId": target})
    return problems + event_problems(b, f"lab at {width}", aborted_ok=True)


if __name__ == "__main__":
    main()
