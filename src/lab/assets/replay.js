// jobsim lab: the event replay. The server replays the run from the engine's trace (the
// rows `jobsim run --trace` writes) a page at a time, with the reduced state after every
// row of the page; this script steps through it, plays it and scrubs the virtual clock.
"use strict";
(function () {
  // The page's words: the server puts the catalog's `lab-js-…` messages of the page's
  // language in #lab-words; say(id, {name: value}) fills a message's `{name}`.
  const WORDS = (() => { try { return JSON.parse(document.getElementById("lab-words").textContent); } catch (e) { return {}; } })();
  const say = (id, args) => (WORDS[id] || id).replace(/\{(\w+)\}/g, (m, k) => (args && k in args ? String(args[k]) : m));
  const box = document.getElementById("replay");
  if (!box) return;
  const path = box.dataset.path;
  const sized = new URLSearchParams(box.dataset.sized || "");
  const $ = (sel) => box.querySelector(sel);
  const scrub = $(".replay-scrub"), clock = $(".replay-clock"), list = $(".replay-rows"), view = $(".replay-state");
  const playButton = box.querySelector("[data-act=play]"), speed = box.querySelector("[data-act=speed]");
  const scopeBox = box.querySelector("[data-act=scope]");
  // The sub-runs grouped by case: `together:crash3` and `none/n10/trial0` go under
  // `together` and `none/n10` (an <optgroup> each, in order of first appearance).
  const scopeOptions = (scopes) => {
    const split = (s) => { const i = Math.max(s.lastIndexOf(":"), s.lastIndexOf("/")); return i > 0 ? [s.slice(0, i), s.slice(i + 1)] : ["", s]; };
    if (scopes.every((s) => split(s)[0] === "")) return scopes.map((s) => new Option(s || say("lab-js-run"), s));
    const groups = new Map();
    for (const s of scopes) {
      const [g, rest] = split(s);
      if (!groups.has(g)) { const og = document.createElement("optgroup"); og.label = g || say("lab-js-run"); groups.set(g, og); }
      groups.get(g).append(new Option(rest || s, s));
    }
    return [...groups.values()];
  };
  const PAGE = 60;
  let page = null, pos = 0, timer = null, seq = 0, scrubTimer = null;

  // The lab's parameters (the page's URL), with the replay's small sizes where unset.
  function query(extra) {
    const q = new URLSearchParams(location.search);
    for (const [k, v] of sized) if (!q.has(k)) q.set(k, v);
    if (scopeBox.value) q.set("scope", scopeBox.value);
    for (const k of Object.keys(extra)) q.set(k, String(extra[k]));
    return q.toString();
  }

  async function load(extra) {
    const mine = ++seq;
    const res = await (window.jobsimRequest || ((u) => fetch(u)))("/replay" + path + "?" + query(Object.assign({ n: PAGE }, extra)));
    const j = await res.json();
    if (mine !== seq) return null;
    if (!res.ok) {
      // A refused run clears what it replaced: no events of the old run under the refusal.
      page = null;
      list.replaceChildren();
      clock.textContent = "";
      scrub.min = 0; scrub.max = 0; scrub.value = 0;
      for (const l of document.querySelectorAll("line.replay-mark")) l.remove();
      view.textContent = j.error || say("lab-js-replay-refused");
      return null;
    }
    page = j;
    if (scopeBox.options.length !== j.scopes.length) {
      scopeBox.replaceChildren(...scopeOptions(j.scopes));
      scopeBox.value = j.scope;
    }
    scrub.min = j.time_ms_min; scrub.max = j.time_ms_max;
    return j;
  }

  const inPage = (p) => page && p >= page.from && p <= page.from + page.rows.length;

  async function go(p) {
    if (page) p = Math.max(0, Math.min(page.total, p));
    if (!inPage(p)) { if (!(await load({ from: Math.max(0, p - PAGE / 2) }))) return; }
    pos = Math.max(0, Math.min(page.total, p));
    render();
  }

  async function goTime(t) {
    const j = await load({ t: Math.round(t) });
    if (j) { pos = j.at; render(); }
  }

  // A calendar scenario's clock is UTC time (its runs start in the 2000s), the others' the
  // time since the run began.
  const CALENDAR_MS = Date.UTC(2000, 0, 1);
  function ms(t) {
    if (page && page.time_ms_min >= CALENDAR_MS) return new Date(t).toISOString().slice(0, 19).replace("T", " ") + " UTC";
    if (t < 1000) return t + " ms";
    return (t / 1000).toLocaleString(say("lab-js-locale"), { maximumFractionDigits: 3 }) + " s";
  }

  function now() {
    if (!page) return 0;
    if (pos === 0) return page.time_ms_min;
    const row = page.rows[pos - 1 - page.from];
    return row ? row.time_ms : page.time_ms_max;
  }

  // A state's value as the page's language words it: the server's `values` word the values
  // that are words (a breaker's state, yes and no), its `labels` the keys of nested states.
  function shown(v) {
    if (v === null || v === undefined) return "—";
    if (Array.isArray(v)) return v.length ? v.map(shown).join(", ") : "—";
    if (typeof v === "object") {
      const parts = Object.keys(v).map((k) => ((page.labels && page.labels[k]) || k) + ": " + shown(v[k]));
      return parts.length ? parts.join(" · ") : "—";
    }
    const text = String(v);
    return (page.values && page.values[text]) || text;
  }

  function renderState() {
    view.replaceChildren();
    const state = page.states && page.states[pos - page.from];
    if (!state) { view.textContent = page.family ? "" : say("lab-js-no-state"); return; }
    for (const scope of Object.keys(state)) {
      const sec = document.createElement("div");
      sec.className = "replay-scope";
      const h = document.createElement("h3");
      h.textContent = scope || say("lab-js-run");
      const dl = document.createElement("dl");
      for (const [k, v] of Object.entries(state[scope])) {
        const dt = document.createElement("dt"), dd = document.createElement("dd");
        dt.textContent = (page.labels && page.labels[k]) || k; dt.title = k; dd.textContent = shown(v);
        dd.dataset.key = k;
        dl.append(dt, dd);
      }
      sec.append(h, dl);
      view.append(sec);
    }
  }

  function renderRows() {
    list.replaceChildren();
    const lo = Math.max(page.from, pos - 8), hi = Math.min(page.from + page.rows.length, pos + 8);
    for (let i = lo; i < hi; i++) {
      const r = page.rows[i - page.from];
      const li = document.createElement("li");
      // A row is the trace's own (`jobsim run --trace`): code, the states above name things.
      const row = document.createElement("code");
      row.textContent = ms(r.time_ms) + "  " + r.component + "  " + r.event + (r.details ? "  " + r.details : "");
      li.append(row);
      if (i === pos - 1) { li.className = "now"; li.setAttribute("aria-current", "true"); }
      list.append(li);
    }
  }

  // A chart drawn over the run's clock carries that clock's range and where it lies on
  // the canvas (the figure's data-x-min-ms … data-plot-x1); the instant is a line there.
  function mark(t) {
    for (const fig of document.querySelectorAll("#result figure[data-x-min-ms]")) {
      const svg = fig.querySelector("svg");
      if (!svg) continue;
      const lo = Number(fig.dataset.xMinMs), hi = Number(fig.dataset.xMaxMs);
      const x0 = Number(fig.dataset.plotX0), x1 = Number(fig.dataset.plotX1);
      let line = svg.querySelector("line.replay-mark");
      if (!line) {
        line = document.createElementNS("http://www.w3.org/2000/svg", "line");
        line.setAttribute("class", "replay-mark");
        line.setAttribute("y1", "0");
        line.setAttribute("y2", String(svg.height.baseVal.value || 540));
        svg.append(line);
      }
      const x = x0 + (x1 - x0) * (hi > lo ? Math.min(1, Math.max(0, (t - lo) / (hi - lo))) : 0);
      line.setAttribute("x1", x); line.setAttribute("x2", x);
    }
  }

  function render() {
    if (!page) return;
    const t = now();
    clock.textContent = say("lab-js-clock", { time: ms(t), event: pos, total: page.total });
    scrub.value = t;
    renderState();
    renderRows();
    mark(t);
  }

  function stop() { clearInterval(timer); timer = null; playButton.textContent = "▶"; }
  function play() {
    if (timer) { stop(); return; }
    playButton.textContent = "❚❚";
    const perSecond = 2 * Number(speed.value);
    const every = Math.max(50, 1000 / perSecond);
    const step = Math.max(1, Math.round(perSecond * every / 1000));
    timer = setInterval(() => {
      if (page && pos >= page.total) { stop(); return; }
      go(pos + step);
    }, every);
  }

  box.addEventListener("click", (e) => {
    const act = e.target.dataset && e.target.dataset.act;
    if (act === "play") play();
    else if (act === "step") { stop(); go(pos + 1); }
    else if (act === "back") { stop(); go(pos - 1); }
  });
  scopeBox.addEventListener("change", () => { stop(); page = null; go(0); });
  speed.addEventListener("change", () => { if (timer) { stop(); play(); } });
  scrub.addEventListener("input", () => {
    stop();
    clearTimeout(scrubTimer);
    scrubTimer = setTimeout(() => goTime(Number(scrub.value)), 60);
  });
  document.addEventListener("keydown", (e) => {
    const tag = e.target.tagName;
    if (["INPUT", "SELECT", "TEXTAREA", "BUTTON"].includes(tag) && !(box.contains(e.target) && tag === "BUTTON")) return;
    if (e.key === " ") { e.preventDefault(); play(); }
    else if (e.key === "ArrowRight") { e.preventDefault(); stop(); go(pos + 1); }
    else if (e.key === "ArrowLeft") { e.preventDefault(); stop(); go(pos - 1); }
    else if (e.key === "Home") { e.preventDefault(); stop(); go(0); }
    else if (e.key === "End") { e.preventDefault(); stop(); go(page ? page.total : 0); }
  });
  // When the lab redraws the result for new parameters, replay the new run.
  const result = document.querySelector(".lab");
  if (result) new MutationObserver(() => { stop(); page = null; scopeBox.replaceChildren(); go(0); }).observe(result, { childList: true });
  go(0);
})();
