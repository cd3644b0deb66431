// jobsim live book: the page's own lab. It starts a Web Worker (worker.js) that loads the
// book's module (jobsim.wasm: jobsim's simulation, words, tables and charts, the same code
// `jobsim serve` runs), and answers the lab's routes (/api/…, /svg/…, /replay/…, /sweep/…)
// through it: window.jobsimRequest(url) gives what fetch(url) gives in the lab. One run at
// a time; a newer request from the same control supersedes the one in flight; a run past
// the lab's time budget is stopped by ending the worker (a module call cannot be
// interrupted), and a fresh worker takes the next request. Nothing leaves the page.
"use strict";
(function () {
  const root = document.documentElement;
  if (root.dataset.wasm === undefined) return;
  const WORDS = (() => { try { return JSON.parse(document.getElementById("lab-words").textContent); } catch (e) { return {}; } })();
  const say = (id, args) => (WORDS[id] || id).replace(/\{(\w+)\}/g, (m, k) => (args && k in args ? String(args[k]) : m));
  // The lab's budget for one request's run (`jobsim serve --max-run`'s default).
  const MAX_RUN_MS = 5000;
  const lang = root.lang || "tr";
  const base = new URL(root.dataset.live || "", location.href);
  const wasmUrl = new URL(root.dataset.wasm, location.href).href;
  const workerUrl = new URL("assets/worker.js", base).href;
  let worker = null, module = null, current = null, ready = null, nextId = 0;
  const queue = [];

  // An answer as fetch gives it: status, ok, headers' Content-Type, text() and json().
  function answer(status, type, bytes) {
    const text = () => Promise.resolve(new TextDecoder().decode(bytes));
    return {
      status, ok: status >= 200 && status < 300,
      headers: { get: (name) => (name.toLowerCase() === "content-type" ? type : null) },
      text, json: () => text().then(JSON.parse),
    };
  }
  const refusal = (status, message) => answer(status, "text/plain; charset=utf-8", new TextEncoder().encode(message + "\n"));

  function start() {
    worker = new Worker(workerUrl);
    ready = new Promise((resolve, reject) => {
      worker.onmessage = (e) => {
        const m = e.data;
        if (m.type === "ready") { module = m.module; resolve(); }
        else if (m.type === "failed") reject(new Error(m.message));
        else if (m.type === "answer" && current && current.id === m.id) finish(answer(m.status, m.contentType, m.body));
      };
      worker.onerror = (e) => reject(new Error(e.message || "worker"));
    });
    worker.postMessage({ type: "load", url: wasmUrl, module });
    return ready;
  }

  function finish(result) {
    clearTimeout(current.timer);
    const done = current;
    current = null;
    done.resolve(result);
    pump();
  }

  // The worker's run is abandoned: it is ended, and the next request gets a fresh one.
  function restart() {
    worker.terminate();
    start().catch(() => {});
  }

  function pump() {
    if (current || queue.length === 0) return;
    current = queue.shift();
    const job = current;
    ready.then(() => {
      if (current !== job) return;
      job.timer = setTimeout(() => {
        if (current !== job) return;
        restart();
        finish(refusal(503, say("lab-js-live-stopped", { seconds: MAX_RUN_MS / 1000 })));
      }, MAX_RUN_MS);
      worker.postMessage({ type: "answer", id: job.id, request: lang + " GET " + job.url });
    }, (e) => {
      if (current === job) finish(refusal(503, say("lab-js-live-failed") + " (" + e.message + ")"));
    });
  }

  window.jobsimRequest = (url, key) => new Promise((resolve, reject) => {
    // A newer request from the same control: the waiting one is dropped, the running one ended.
    for (let i = queue.length - 1; i >= 0; i--) {
      if (key && queue[i].key === key) queue.splice(i, 1)[0].reject(new DOMException("superseded", "AbortError"));
    }
    if (key && current && current.key === key) {
      clearTimeout(current.timer);
      current.reject(new DOMException("superseded", "AbortError"));
      current = null;
      restart();
    }
    queue.push({ id: ++nextId, url, key, resolve, reject });
    pump();
  });

  const status = () => document.querySelectorAll(".live-status");
  const failed = (e) => {
    for (const s of status()) { s.dataset.state = "failed"; s.textContent = say("lab-js-live-failed") + (e ? " (" + e.message + ")" : ""); }
  };
  // A page opened as a file cannot start a worker: it stays the course's run, and says so.
  if (location.protocol === "file:") { failed(null); return; }
  let started;
  try { started = start(); } catch (e) { failed(e); return; }
  started.then(() => {
    for (const f of document.querySelectorAll("fieldset.live-controls")) f.disabled = false;
    for (const s of status()) { s.dataset.state = "ready"; s.hidden = true; }
    window.jobsimLiveReady = true;
    document.dispatchEvent(new Event("jobsim-live-ready"));
  }, failed);
})();
