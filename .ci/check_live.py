#!/usr/bin/env python3
"""The live book in headless Chromium (issue 52): the published folder served by a plain
static file server (`python3 -m http.server`), no jobsim process running.

- `004.html`: the jitter-wave panel's `consumers` set to 1000 by an input event draws the
  chart whose SVG bytes equal `jobsim run 004-jitter-wave --set consumers=1000 --out …`'s.
- One scenario page per lesson, at 1440 and 390 px: a knob moved by an input event redraws
  the chart, and the command the page then shows gives the same SVG bytes through the CLI;
  a replay is stepped; a small sweep is drawn; screenshots of both widths.
- Every scenario page of the Turkish edition and one per lesson of the English (the golden
  test holds every English run's bytes): its form submitted as it stands (no control moved)
  runs the scenario's defaults (at the lab's sizes): the chart's bytes are the default run's.
- A permalink (`004/jitter-wave.html?consumers=300`) opens with its parameters.
- No console error, no request to any origin but the static server's.

Usage: check_live.py FIGURES_DIR(with jobsim.wasm) JOBSIM_BINARY SCREENSHOT_DIR
"""

import http.server
import json
import os
import shlex
import socketserver
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from check_index import Browser, event_problems, shoot  # noqa: E402

LESSON_PAGES = ["000/lease-lock", "001/chunk-size", "004/jitter-wave", "005/worker-pool"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(folder):
    handler = lambda *a, **k: Quiet(*a, directory=folder, **k)  # noqa: E731
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def js(b, session, expression, timeout=60):
    r = b.call(
        "Runtime.evaluate",
        {"expression": expression, "returnByValue": True, "awaitPromise": True, "timeout": timeout * 1000},
        session=session,
        timeout=timeout + 10,
    )
    if "exceptionDetails" in r:
        raise RuntimeError(f"{expression[:80]}…: {r['exceptionDetails']}")
    return r["result"].get("value")


def wait(b, session, expression, what, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if js(b, session, expression):
            return
        time.sleep(0.05)
    raise TimeoutError(f"waited {timeout} s for {what}")


def open_page(b, url, width, mobile, scripts=True):
    target = b.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = b.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ["Page", "Runtime", "Log", "Network"]:
        b.call(f"{domain}.enable", session=session)
    b.call("Emulation.setScriptExecutionDisabled", {"value": not scripts}, session=session)
    b.call(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 1000, "deviceScaleFactor": 1, "mobile": mobile},
        session=session,
    )
    b.events = [m for m in b.events if m.get("method") != "Page.loadEventFired"]
    b.call("Page.navigate", {"url": url}, session=session)
    b.wait_for("Page.loadEventFired", timeout=120)
    return target, session


READY = "(document.querySelector('.live-status') || {dataset: {}}).dataset.state"


def ready(b, session):
    wait(b, session, READY + " === 'ready' || " + READY + " === 'failed'", "the page's module")
    state = js(b, session, READY)
    if state != "ready":
        raise RuntimeError("the module did not load: " + js(b, session, "document.querySelector('.live-status').textContent"))


def module_svg(b, session, route):
    """The bytes the page's module answers for `route` (the chart the page shows)."""
    return js(b, session, f"window.jobsimRequest({json.dumps(route)}).then(r => r.text())", timeout=120)


def cli_svg(binary, words, figure):
    """The SVG of chart `figure` that the command `words` (`jobsim run … --set …`, as the page
    shows it) writes with `--out`."""
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([binary, *words[1:], "--out", out], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        name = [f for f in os.listdir(out) if f.endswith(f".{figure}.svg")]
        with open(os.path.join(out, name[0]), encoding="utf-8") as f:
            return f.read()


def shown_matches(b, session, scope, svg):
    """The chart in the page under `scope` is the SVG `svg` (its description and drawing)."""
    desc = js(b, session, f"(document.querySelector({json.dumps(scope + ' figure svg desc')}) || {{}}).textContent")
    paths = js(b, session, f"document.querySelectorAll({json.dumps(scope + ' figure:first-of-type svg path')}).length")
    want_desc = svg.split("<desc>", 1)[1].split("</desc>", 1)[0] if "<desc>" in svg else None
    unescape = lambda t: t.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")  # noqa: E731
    return desc is not None and want_desc is not None and desc == unescape(want_desc) and paths == svg.count("<path")


def foreign(b, origin):
    return [
        m["params"]["request"]["url"]
        for m in b.events
        if m.get("method") == "Network.requestWillBeSent"
        and not m["params"]["request"]["url"].startswith((origin, "data:", "blob:"))
    ]


def the_done_when(b, base, binary, problems):
    """`004.html`: jitter-wave's consumers set to 1000."""
    target, session = open_page(b, base + "004.html", 1440, False)
    ready(b, session)
    form = "form.controls[data-path='/004/jitter-wave']"
    js(b, session, f"document.querySelector({json.dumps(form)}).closest('details').open = true")
    js(
        b,
        session,
        f"(() => {{ const i = document.querySelector({json.dumps(form + ' input[name=consumers]')}); i.value = '1000';"
        " i.dispatchEvent(new Event('input', {bubbles: true})); i.dispatchEvent(new Event('change', {bubbles: true})); })()",
    )
    scope = "details.try:has(form.controls[data-path='/004/jitter-wave']) .result"
    wait(b, session, f"document.querySelector({json.dumps(scope + ' figure svg')}) !== null", "the redrawn chart", 120)
    got = module_svg(b, session, "/svg/004/jitter-wave/wave?consumers=1000")
    want = cli_svg(binary, ["jobsim", "run", "004-jitter-wave", "--set", "consumers=1000"], "wave")
    if got != want:
        problems.append("004.html: consumers=1000 does not draw `jobsim run --set consumers=1000`'s SVG")
    elif not shown_matches(b, session, scope, want):
        problems.append("004.html: the chart shown is not the run's")
    else:
        print("004.html: jitter-wave consumers=1000 draws jobsim run's SVG, byte for byte")
    b.call("Target.closeTarget", {"targetId": target})


def permalink(b, base, binary, problems):
    """A permalink's query string on the static page: the page opens with those parameters."""
    target, session = open_page(b, base + "004/jitter-wave.html?consumers=300", 1440, False)
    ready(b, session)
    wait(b, session, "document.querySelector('#result figure svg') !== null", "the permalink's chart", 120)
    command = js(b, session, "document.querySelector('#result .command-line').textContent")
    value = js(b, session, "document.querySelector('#controls input[name=consumers]').value")
    want = cli_svg(binary, ["jobsim", "run", "004-jitter-wave", "--set", "consumers=300"], "wave")
    if "consumers=300" not in command or value != "300" or not shown_matches(b, session, "#result", want):
        problems.append(f"004/jitter-wave.html?consumers=300 does not open at consumers=300 (`{command}`, control {value})")
    else:
        print("004/jitter-wave.html?consumers=300: the permalink opens with its parameters, the CLI's chart")
    b.call("Target.closeTarget", {"targetId": target})


def lesson_page(b, base, page, binary, shots, problems):
    """One scenario page: a knob, the command it shows, a replay step, a small sweep."""
    for width, mobile in [(1440, False), (390, True)]:
        target, session = open_page(b, base + page + ".html", width, mobile)
        ready(b, session)
        knob = js(
            b,
            session,
            "(() => { const i = [...document.querySelectorAll('#controls input[type=number]')].find(i => i.name !== 'seed' && i.value !== '');"
            " if (!i) return null; const v = Math.min(Number(i.max), Number(i.value) + 1); i.value = String(v);"
            " i.dispatchEvent(new Event('input', {bubbles: true})); i.dispatchEvent(new Event('change', {bubbles: true}));"
            " return i.name + '=' + v; })()",
        )
        wait(b, session, "location.search.length > 1 && document.querySelector('#result figure svg') !== null", "the redrawn chart", 120)
        command = js(b, session, "document.querySelector('#result .command-line').textContent")
        figure = js(b, session, "document.querySelector('#result figure').dataset.figure")
        query = js(b, session, "location.search")
        got = module_svg(b, session, "/svg/" + page + "/" + figure + query)
        want = cli_svg(binary, shlex.split(command), figure)
        if got != want or not shown_matches(b, session, "#result", want):
            problems.append(f"{page} ({width} px): {knob} does not draw what `{command}` draws")
        # The replay: a step moves its clock.
        js(b, session, "document.getElementById('replay').scrollIntoView()")
        wait(b, session, "document.querySelector('#replay .replay-clock').textContent !== '0 ms'", "the replay", 60)
        before = js(b, session, "document.querySelector('#replay .replay-clock').textContent")
        js(b, session, "document.querySelector('#replay [data-act=step]').click()")
        wait(b, session, f"document.querySelector('#replay .replay-clock').textContent !== {json.dumps(before)}", "a replay step")
        # A small sweep: two values of the proposed knob, two seeds where it draws.
        js(
            b,
            session,
            "(() => { const f = document.querySelector('#sweep form'); const v = f.elements.values;"
            " const parts = v.value.split(/,|\\.\\./); v.value = parts.slice(0, 2).join(',');"
            " if (f.elements.seeds) f.elements.seeds.value = '2'; f.requestSubmit(); })()",
        )
        wait(b, session, "document.querySelector('#sweep .sweep-chart svg') !== null", "the sweep's chart", 120)
        shoot(b, session, os.path.join(shots, f"live-{page.replace('/', '-')}-{width}.png"), width, False)
        b.call("Target.closeTarget", {"targetId": target})
    print(f"{page}: a knob redraws what its command draws, a replay steps, a sweep draws (1440 and 390 px)")


def as_it_stands(b, base, folder, binary, problems):
    """Every scenario page (the English edition's one per lesson): its form submitted
    unchanged runs the defaults."""
    count, times = 0, []
    for prefix in ["", "en/"]:
        for lesson in sorted(d for d in os.listdir(os.path.join(folder, prefix or ".")) if d.isdigit()):
            for file in sorted(os.listdir(os.path.join(folder, prefix, lesson))):
                page = f"{lesson}/{file[:-5]}"
                # The English edition: a page per lesson (its runs are the golden test's too).
                if prefix and page not in LESSON_PAGES:
                    continue
                target, session = open_page(b, base + prefix + page + ".html", 1440, False)
                ready(b, session)
                # From the page's load event (the HTML, styles and scripts in) to the module
                # ready, then the run's first chart.
                loaded = js(b, session, "performance.now() - performance.getEntriesByType('navigation')[0].loadEventEnd")
                first = js(b, session, redrawn("document.getElementById('controls').requestSubmit()"), 120)
                wait(b, session, "document.querySelector('#result figure svg') !== null", f"{page}'s run", 120)
                figure = js(b, session, "document.querySelector('#result figure svg').closest('figure').dataset.figure")
                got = module_svg(b, session, f"/svg/{page}/{figure}")
                command = shlex.split(js(b, session, "document.querySelector('#result .command-line').textContent"))
                want = cli_svg(binary, command, figure)
                if got != want or not shown_matches(b, session, "#result", want):
                    problems.append(f"{prefix}{page}: the unchanged form does not run the defaults (`{' '.join(command)}`)")
                # A knob's redraw: the first number moved by one, from its change event to
                # the chart replaced.
                move = (
                    "(() => { const i = [...document.querySelectorAll('#controls input[type=number]')]"
                    ".find(i => i.name !== 'seed' && i.value !== '' && !i.disabled);"
                    " if (!i) return; i.value = String(Math.min(Number(i.max), Number(i.value) + 1));"
                    " i.dispatchEvent(new Event('change', {bubbles: true})); })()"
                )
                again = js(b, session, redrawn(move), 120)
                if not prefix:
                    times.append((page, loaded + (first if first is not None else 60000), again))
                count += 1
                b.call("Target.closeTarget", {"targetId": target})
    print(f"{count} scenario pages (every Turkish one, one per lesson in English): the unchanged form runs the defaults")
    print("first chart at the defaults (ms after the page's load: module ready + the run) and a knob's redraw (ms):")
    for page, first, again in times:
        print(f"  {page:32} first {first:6.0f}   redraw {again if again is not None else float('nan'):6.0f}")
    firsts = sorted(t[1] for t in times)
    agains = sorted(t[2] for t in times if t[2] is not None)
    if firsts and agains:
        print(
            f"  median first {firsts[len(firsts) // 2]:.0f} ms, slowest {firsts[-1]:.0f} ms;"
            f" median redraw {agains[len(agains) // 2]:.0f} ms, slowest {agains[-1]:.0f} ms"
        )


def redrawn(action):
    """A script that runs `action` and resolves with the ms until #result holds a new chart
    (null when none comes within 60 s)."""
    return (
        "new Promise((resolve) => { const t = performance.now();"
        " const root = document.getElementById('result').parentNode;"
        " const old = document.getElementById('result');"
        " const done = () => { const r = document.getElementById('result');"
        "   if (r && r !== old && r.querySelector('figure svg')) { obs.disconnect(); resolve(performance.now() - t); } };"
        " const obs = new MutationObserver(done); obs.observe(root, {childList: true, subtree: true});"
        " setTimeout(() => { obs.disconnect(); resolve(null); }, 60000);"
        f" {action}; }})"
    )


def main():
    folder, binary, shots = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), sys.argv[3]
    os.makedirs(shots, exist_ok=True)
    if not os.path.exists(os.path.join(folder, "jobsim.wasm")):
        sys.exit(f"{folder}/jobsim.wasm is missing: run web/build first")
    server, base = serve(folder)
    default = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "chromium"
    problems = []
    started = time.time()
    with tempfile.TemporaryDirectory() as profile:
        b = Browser(os.environ.get("CHROMIUM", default), profile)
        try:
            the_done_when(b, base, binary, problems)
            permalink(b, base, binary, problems)
            for page in LESSON_PAGES:
                lesson_page(b, base, page, binary, shots, problems)
            if os.environ.get("JOBSIM_LIVE_ALL", "1") == "1":
                as_it_stands(b, base, folder, binary, problems)
        finally:
            b.close()
    problems += event_problems(b, "live book", aborted_ok=True)
    problems += [f"a request left the static server: {u}" for u in foreign(b, base)]
    server.shutdown()
    print(f"live book: {time.time() - started:.1f} s")
    if problems:
        for p in problems:
            print("  " + p, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
