// jobsim lab: when a control moves, ask for the result with the new parameters and swap it
// in. The same script serves `jobsim serve`'s pages, whose server runs the model, and the
// live book's static pages, whose module runs it in a Web Worker (live.js sets
// window.jobsimRequest; the routes and the answers are the same). A page holds one panel
// (a scenario's page: the URL stays a permalink of its state) or several (a lesson page:
// one per scenario). Without this script the lab's form still works (its "çalıştır" button
// submits it); the live book's controls stay disabled, its charts the committed ones.
"use strict";
(function () {
  // The page's words: the catalog's `lab-js-…` messages of the page's language are in
  // #lab-words; say(id, {name: value}) fills a message's `{name}`.
  const WORDS = (() => { try { return JSON.parse(document.getElementById("lab-words").textContent); } catch (e) { return {}; } })();
  const say = (id, args) => (WORDS[id] || id).replace(/\{(\w+)\}/g, (m, k) => (args && k in args ? String(args[k]) : m));
  // The lab's server, or the live book's module: the same routes, the same answers.
  const request = (url, key, signal) => (window.jobsimRequest ? window.jobsimRequest(url, key) : fetch(url, { signal }));
  const live = document.documentElement.dataset.live;
  const forms = [...document.querySelectorAll("form.controls")];
  if (!forms.length) return;
  const single = forms.length === 1 && document.getElementById("controls") !== null;

  function human(ms) {
    // The page's language: Turkish writes 2,5 dk, English 2.5 min (as the server does).
    const f = (v, u) => {
      const t = Math.abs(v - Math.round(v)) < 1e-9 ? String(Math.round(v)) : v.toFixed(1);
      return t.replace(".", say("lab-js-decimal")) + " " + u;
    };
    const a = Math.abs(ms);
    if (a < 1000) return ms + " ms";
    if (a < 60000) return f(ms / 1000, "s");
    if (a < 3600000) return f(ms / 60000, say("lab-unit-min"));
    if (a < 86400000) return f(ms / 3600000, say("lab-unit-h"));
    return f(ms / 86400000, say("lab-unit-d"));
  }

  // The live book's links in an answer: a permalink is the static page with the query; a
  // chart or a table is asked of the module when clicked, and opened or saved.
  function relink(root) {
    if (live === undefined) return;
    for (const a of root.querySelectorAll("a[data-route]")) {
      const route = a.dataset.route;
      const [path, query] = route.split("?");
      if (a.classList.contains("permalink")) {
        a.href = live + path.replace(/^\//, "") + ".html" + (query ? "?" + query : "");
        delete a.dataset.route;
        continue;
      }
      a.addEventListener("click", async (e) => {
        e.preventDefault();
        const res = await request(route, "download");
        if (!res.ok) return;
        const type = res.headers.get("Content-Type") || "application/octet-stream";
        const url = URL.createObjectURL(new Blob([await res.text()], { type }));
        const segments = path.split("/").filter(Boolean);
        const kind = segments.shift();
        if (kind === "svg") { window.open(url, "_blank", "noopener"); return; }
        const save = document.createElement("a");
        save.href = url;
        save.download = segments.join("-") + (query ? "." + query.replace(/&/g, ".") : "") + "." + kind;
        document.body.append(save);
        save.click();
        save.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10000);
      });
    }
  }

  function wire(root) {
    const copy = root.querySelector(".copy");
    const cmd = root.querySelector(".command-line");
    if (copy && cmd) copy.addEventListener("click", () => {
      if (navigator.clipboard) navigator.clipboard.writeText(cmd.textContent).catch(() => {});
    });
    relink(root);
  }

  // One scenario's controls and the place its results go.
  function panel(form) {
    const root = form.closest(".lab-panel") || form.closest(".lab") || document.body;
    const path = form.dataset.path;
    let initial = new URLSearchParams(new FormData(form));
    let timer = null, pending = null, seq = 0;

    // The parameters that differ from the form's first state, lists comma-separated, on top
    // of the page's own query (a permalink's) on a scenario's page.
    function changed() {
      const now = new URLSearchParams(new FormData(form));
      const keys = [];
      for (const k of now.keys()) if (!keys.includes(k)) keys.push(k);
      for (const k of initial.keys()) if (!keys.includes(k)) keys.push(k);
      const q = new URLSearchParams(single ? location.search : "");
      for (const k of keys) {
        const a = now.getAll(k).join(","), b = initial.getAll(k).join(",");
        if (a !== b) q.set(k, a); else if (!q.has(k) || q.get(k) === a) q.delete(k);
      }
      return q;
    }

    function schedule() {
      clearTimeout(timer);
      timer = setTimeout(update, 150);
    }

    async function update() {
      const query = changed().toString();
      const mine = ++seq;
      if (pending) pending.abort();
      pending = new AbortController();
      root.classList.add("busy");
      try {
        const res = await request("/api" + path + (query ? "?" + query : ""), path, pending.signal);
        const html = await res.text();
        if (mine !== seq) return;
        const old = root.querySelector(".result");
        const tmp = document.createElement("div");
        tmp.innerHTML = html;
        const fresh = tmp.querySelector(".result");
        if (old && fresh) {
          // A lesson page's panels hold no id: the page's one result is the scenario page's.
          if (old.id) fresh.id = old.id; else fresh.removeAttribute("id");
          for (const e of fresh.querySelectorAll("[id]")) if (!old.id) e.removeAttribute("id");
          old.replaceWith(fresh);
          wire(fresh);
        }
        if (single) {
          const here = live === undefined ? path : location.pathname;
          history.replaceState(null, "", here + (query ? "?" + query : ""));
        }
      } catch (e) {
        if (e.name !== "AbortError") console.warn("jobsim lab:", e);
      } finally {
        if (mine === seq) root.classList.remove("busy");
      }
    }

    // A slider on a log scale holds a position 0..1000 and maps it to the value.
    function setupSlider(box) {
      const slider = box.querySelector("input[type=range]");
      const number = box.querySelector("input[type=number]");
      const out = box.querySelector("output");
      if (!slider || !number) return;
      const min = Number(number.min), max = Number(number.max);
      const log = slider.dataset.log === "true";
      const lo = Math.max(min, 1);
      const toValue = (pos) => (log ? Math.round(Math.exp(Math.log(lo) + (Math.log(max) - Math.log(lo)) * pos / 1000)) : pos);
      const toPos = (v) => (log ? Math.round(1000 * (Math.log(Math.max(v, lo)) - Math.log(lo)) / (Math.log(max) - Math.log(lo))) : v);
      if (log) { slider.min = 0; slider.max = 1000; slider.value = toPos(Number(number.value)); }
      const show = () => { if (out && out.dataset.unit === "ms") out.textContent = number.value === "" ? "" : human(Number(number.value)); };
      slider.addEventListener("input", () => { number.value = toValue(Number(slider.value)); show(); schedule(); });
      number.addEventListener("input", () => { slider.value = toPos(Number(number.value)); show(); });
    }

    // A system's knobs (data-needs="list:system …") show only while a list selects it.
    function gate() {
      for (const box of form.querySelectorAll(".control[data-needs]")) {
        box.hidden = !box.dataset.needs.split(" ").some((pair) => {
          const [list, system] = pair.split(":");
          return [...form.querySelectorAll("input[name=\"" + list + "\"]:checked")].some((x) => x.value === system);
        });
      }
    }

    // A list of whole numbers (chunk sizes, pool sizes) as chips: each value with its remove
    // button, and a number box to add one. The text box stays the form's field (and the whole
    // control without script).
    function setupChips(text) {
      const min = Number(text.dataset.min), max = Number(text.dataset.max);
      const chips = document.createElement("div");
      chips.className = "chips";
      text.after(chips);
      text.hidden = true;
      const values = () => text.value.split(",").map((x) => x.trim()).filter((x) => x !== "");
      const set = (list) => { text.value = list.join(","); draw(); form.dispatchEvent(new Event("change")); };
      const add = document.createElement("input");
      add.type = "number"; add.min = min; add.max = max; add.className = "chip-add";
      add.setAttribute("aria-label", say("lab-js-add") + " (" + text.name + ")");
      const plus = document.createElement("button");
      plus.type = "button"; plus.textContent = "+ " + say("lab-js-add");
      const take = () => {
        const v = add.value.trim();
        if (v === "" || Number(v) < min || Number(v) > max || values().includes(v)) return;
        add.value = "";
        set([...values(), v].sort((a, b) => Number(a) - Number(b)));
      };
      plus.addEventListener("click", take);
      add.addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); e.stopPropagation(); take(); } });
      add.addEventListener("input", (e) => e.stopPropagation());
      add.addEventListener("change", (e) => e.stopPropagation());
      function draw() {
        chips.replaceChildren();
        for (const v of values()) {
          const chip = document.createElement("span");
          chip.className = "chip";
          chip.textContent = v + " ";
          const x = document.createElement("button");
          x.type = "button"; x.textContent = "×";
          x.setAttribute("aria-label", say("lab-js-remove", { value: v }));
          x.disabled = values().length === 1;
          x.addEventListener("click", () => set(values().filter((y) => y !== v)));
          chip.append(x);
          chips.append(chip);
        }
        chips.append(add, plus);
      }
      draw();
    }

    function setup() {
      for (const box of form.querySelectorAll(".control")) setupSlider(box);
      for (const text of form.querySelectorAll("input.ints")) setupChips(text);
      const seed = form.querySelector(".new-seed");
      if (seed) seed.addEventListener("click", () => {
        const box = form.querySelector("input[name=seed]");
        box.value = String((Number(box.value) || 0) + 1);
        schedule();
      });
    }

    form.addEventListener("change", gate);
    // A committed value (a released slider, a number left or entered) redraws at once; a
    // value still moving (a dragged slider, a number being typed) waits for a pause.
    form.addEventListener("change", () => { clearTimeout(timer); update(); });
    form.addEventListener("input", (e) => { if (e.target.type !== "range") schedule(); });
    form.addEventListener("submit", (e) => { e.preventDefault(); update(); });
    form.addEventListener("keydown", (e) => { if (e.key === "Enter" && e.target.tagName === "INPUT") { e.preventDefault(); update(); } });
    setup();
    wire(root);

    // The live book: a permalink's query shows its values in the controls and its run.
    return {
      // The live book's controls were disabled (not in a FormData) until its module was ready.
      enabled() { initial = new URLSearchParams(new FormData(form)); },
      async restore(query) {
        const res = await request("/form" + path + "?" + query, path + "#form");
        if (!res.ok) return;
        const tmp = document.createElement("div");
        tmp.innerHTML = await res.text();
        const fresh = tmp.querySelector("form.controls");
        if (!fresh) return;
        form.replaceChildren(...fresh.childNodes);
        setup();
        gate();
        // `initial` stays the page's own (the defaults): what differs from it is the query.
        update();
      },
    };
  }

  const panels = forms.map(panel);
  // The live book runs nothing until its module is ready (live.js dispatches this event);
  // then a scenario page opened with a query runs it.
  const restore = () => {
    for (const p of panels) p.enabled();
    if (single && location.search.length > 1) panels[0].restore(location.search.slice(1));
  };
  if (window.jobsimLiveReady) restore(); else document.addEventListener("jobsim-live-ready", restore);
})();
