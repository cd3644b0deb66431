#!/usr/bin/env python3
"""Loads figures/index.html in headless Chromium, the way a reader opens it, and checks it.

Chromium is driven over the DevTools protocol on a pipe (`--remote-debugging-pipe`, file
descriptors 3 and 4), so nothing beyond Python's standard library is needed. The check
fails when the page logs a console error or an exception, when any resource fails to load,
when an image does not decode, or when a link points at a file that does not exist; it
writes a full-page screenshot to the folder given as the second argument.

Usage: check_index.py PATH/TO/index.html SCREENSHOT_DIR
"""

import base64
import json
import os
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


def main():
    page, shots = os.path.abspath(sys.argv[1]), sys.argv[2]
    os.makedirs(shots, exist_ok=True)
    # Debian's /usr/bin/chromium is a shell wrapper; the browser itself keeps the pipe.
    default = "/usr/lib/chromium/chromium" if os.path.exists("/usr/lib/chromium/chromium") else "chromium"
    binary = os.environ.get("CHROMIUM", default)
    problems = []
    with tempfile.TemporaryDirectory() as profile:
        b = Browser(binary, profile)
        try:
            target = b.call("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = b.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            for domain in ["Page", "Runtime", "Log", "Network"]:
                b.call(f"{domain}.enable", session=session)
            b.call(
                "Emulation.setDeviceMetricsOverride",
                {"width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": False},
                session=session,
            )
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
            metrics = b.call("Page.getLayoutMetrics", session=session)["cssContentSize"]
            shot = b.call(
                "Page.captureScreenshot",
                {
                    "format": "png",
                    "captureBeyondViewport": True,
                    "clip": {"x": 0, "y": 0, "width": metrics["width"], "height": metrics["height"], "scale": 1},
                },
                session=session,
                timeout=120,
            )
            with open(os.path.join(shots, "index.png"), "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            top = b.call(
                "Page.captureScreenshot",
                {
                    "format": "png",
                    "captureBeyondViewport": True,
                    "clip": {"x": 0, "y": 0, "width": 1400, "height": 1600, "scale": 1},
                },
                session=session,
            )
            with open(os.path.join(shots, "index-top.png"), "wb") as f:
                f.write(base64.b64decode(top["data"]))
        finally:
            b.close()
    for m in b.events:
        method, p = m.get("method"), m.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append(f"exception: {p['exceptionDetails'].get('text')}")
        elif method == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
            problems.append(f"console error: {p.get('args')}")
        elif method == "Log.entryAdded" and p["entry"].get("level") == "error":
            problems.append(f"log error: {p['entry'].get('text')} {p['entry'].get('url', '')}")
        elif method == "Network.loadingFailed":
            problems.append(f"load failed: {p.get('errorText')} ({p.get('type')})")
    for src, ok in images:
        if not ok:
            problems.append(f"image does not load: {src}")
    base = os.path.dirname(page)
    for href in links:
        if href.startswith("#"):
            continue
        if "://" in href:
            problems.append(f"link leaves the page's folder: {href}")
        elif not os.path.exists(os.path.join(base, urllib.parse.unquote(href))):
            problems.append(f"link to a missing file: {href}")
    print(f"index.html: {len(images)} images, {len(links)} links, screenshot {os.path.join(shots, 'index.png')}")
    if problems:
        for p in problems:
            print("  " + p, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
