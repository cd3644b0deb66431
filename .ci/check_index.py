#!/usr/bin/env python3
"""Loads every page of figures/ in headless Chromium, the way a reader opens it, and checks it.

Chromium is driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`, file
descriptors 3 and 4), so nothing beyond Python's standard library is needed. The check
fails when the page logs a console error or an exception, when any resource fails to load,
when an image does not decode, or when a link points at a file (or an anchor of a page)
that does not exist; it writes screenshots of each page at 1440 px and at 390 px (a phone),
the whole page and its top, to the folder given as the second argument.

Usage: check_index.py PATH/TO/figures-or-page.html SCREENSHOT_DIR
"""

import base64
import json
import os
import re
import select
import subprocess
import sys
import tempfile
import time
import urllib.parse

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--remote-debugging-pipe",
]


class Browser:
    def __init__(self, binary, profile):
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()
        os.set_inheritable(to_chrome_r, True)
        os.set_inheritable(from_chrome_w, True)

        def plumbing():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.proc = subprocess.Popen(
            [binary, *FLAGS, f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=plumbing,
            # The pipe must reach Chromium as descriptors 3 and 4: nothing is closed.
            close_fds=False,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.out = os.fdopen(to_chrome_w, "wb", buffering=0)
        self.inp = os.fdopen(from_chrome_r, "rb", buffering=0)
        self.buffer = b""
        self.next_id = 0
        self.events = []

    def _read(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.time()
            if left <= 0 or not select.select([self.inp], [], [], left)[0]:
                raise TimeoutError("Chromium did not answer in time")
            chunk = self.inp.read(65536)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=None, timeout=60):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        self.out.write(json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            m = self._read(deadline)
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def wait_for(self, method, timeout=60):
        deadline = time.time() + timeout
        while True:
            for m in self.events:
                if m.get("method") == method:
                    return m
            self.events.append(self._read(deadline))

    def close(self):
        try:
            self.call("Browser.close", timeout=10)
        except Exception:
            pass
        self.proc.wait(timeout=30)


WIDTHS = [(1440, False), (390, True)]


def shoot(b, session, path, width, full):
    """A screenshot of the page as laid out at `width`: the whole page, or its top."""
    metrics = b.call("Page.getLayoutMetrics", session=session)["cssContentSize"]
    height = metrics["height"] if full else min(metrics["height"], 2400)
    shot = b.call(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": {"x": 0, "y": 0, "width": width, "height": min(height, 30000), "scale": 1},
        },
        session=session,
        timeout=180,
    )
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot["data"]))


def check_page(b, page, shots):
    """Loads one page at each width; returns (images, links) as the page reports them."""
    name = os.path.splitext(os.path.basename(page))[0]
    target = b.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = b.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ["Page", "Runtime", "Log", "Network"]:
        b.call(f"{domain}.enable", session=session)
    images = links = None
    for width, mobile in WIDTHS:
        b.call(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": 1000, "deviceScaleFactor": 1, "mobile": mobile},
            session=session,
        )
        b.events = [m for m in b.events if m.get("method") != "Page.loadEventFired"]
        b.call("Page.navigate", {"url": "file://" + urllib.parse.quote(page)}, session=session)
        b.wait_for("Page.loadEventFired", timeout=120)
        images = b.call(
            "Runtime.evaluate",
            {
                "expression": "[...document.images].map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0])",
                "returnByValue": True,
            },
            session=session,
        )["result"]["value"]
        links = b.call(
            "Runtime.evaluate",
            {"expression": "[...document.links].map(a => a.getAttribute('href'))", "returnByValue": True},
            session=session,
        )["result"]["value"]
        shoot(b, session, os.path.join(shots, f"{name}-{width}.png"), width, True)
        shoot(b, session, os.path.join(shots, f"{name}-{width}-top.png"), width, False)
    b.call("Target.closeTarget", {"targetId": target})
    return images, links


def main():
    where, shots = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    if os.path.isdir(where):
        pages = sorted(os.path.join(where, f) for f in os.listdir(where) if f.endswith(".html"))
    else:
        pages = [where]
    # Debian's /usr/bin/chromium is a shell wrapper; the browser itself keeps the pipe.
    default = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "chromium"
    binary = os.environ.get("CHROMIUM", default)
    problems = []
    for page in pages:
        with tempfile.TemporaryDirectory() as profile:
            b = Browser(binary, profile)
            try:
                images, links = check_page(b, page, shots)
            finally:
                b.close()
        problems += page_problems(b, page, images, links)
        print(f"{os.path.basename(page)}: {len(images)} images, {len(links)} links, screenshots in {shots}")
    if problems:
        for p in problems:
            print("  " + p, file=sys.stderr)
        sys.exit(1)


def event_problems(b, name, aborted_ok=False):
    """Console errors, exceptions and failed loads the browser reported (`aborted_ok`: a
    request the page itself cancelled, as a slider's superseded fetch, is not a failure)."""
    problems = []
    for m in b.events:
        method, p = m.get("method"), m.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append(f"{name}: exception: {p['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            problems.append(f"{name}: console error: {p.get('args')}")
        elif method == "Log.entryAdded" and p["entry"].get("level") == "error":
            problems.append(f"{name}: log error: {p['entry'].get('text')} {p['entry'].get('url', '')}")
        elif method == "Network.loadingFailed" and not (aborted_ok and p.get("errorText") == "net::ERR_ABORTED"):
            problems.append(f"{name}: load failed: {p.get('errorText')} ({p.get('type')})")
    return problems


def page_problems(b, page, images, links):
    """What went wrong loading one page: console errors, failed loads, broken images and links."""
    name = os.path.basename(page)
    problems = event_problems(b, name)
    for src, ok in images:
        if not ok:
            problems.append(f"{name}: image does not load: {src}")
    base = os.path.dirname(page)
    for href in links:
        path, _, anchor = href.partition("#")
        if "://" in href:
            problems.append(f"{name}: link leaves the page's folder: {href}")
            continue
        target = os.path.join(base, urllib.parse.unquote(path)) if path else page
        if not os.path.exists(target):
            problems.append(f"{name}: link to a missing file: {href}")
        elif anchor and target.endswith(".html") and f'id="{anchor}"' not in open(target, encoding="utf-8").read():
            problems.append(f"{name}: link to a missing anchor: {href}")
    return problems


if __name__ == "__main__":
    main()
