// jobsim lab: when a control moves, ask the server for the result with the new
// parameters and swap it in; keep the URL a permalink of the state. Without this script
// the form still works (its "çalıştır" button submits it).
"use strict";
(function () {
  // The page's words: the server puts the catalog's `lab-js-…` messages of the page's
  // language in #lab-words; say(id, {name: value}) fills a message's `{name}`.
  const WORDS = (() => { try { return JSON.parse(document.getElementById("lab-words").textContent); } catch (e) { return {}; } })();
  const say = (id, args) => (WORDS[id] || id).replace(/\{(\w+)\}/g, (m, k) => (args && k in args ? String(args[k]) : m));
  const form = document.getElementById("controls");
  if (!form) return;
  const path = form.getAttribute("action");
  const initial = new URLSearchParams(new FormData(form));
  let timer = null, pending = null, seq = 0;

  // The parameters that differ from the page's first state, lists comma-separated.
  function changed() {
    const now = new URLSearchParams(new FormData(form));
    const keys = [];
    for (const k of now.keys()) if (!keys.includes(k)) keys.push(k);
    for (const k of initial.keys()) if (!keys.includes(k)) keys.push(k);
    const q = new URLSearchParams(location.search);
    for (const k of keys) {
      const a = now.getAll(k).join(","), b = initial.getAll(k).join(",");
      if (a !== b) q.set(k, a); else if (!q.has(k) || q.get(k) === a) q.delete(k);
    }
    return q;
  }

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
    const show = () => { if (out && out.dataset.unit === "ms") out.textContent = human(Number(number.value)); };
    slider.addEventListener("input", () => { number.value = toValue(Number(slider.value)); show(); schedule(); });
    number.addEventListener("input", () => { slider.value = toPos(Number(number.value)); show(); });
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(update, 250);
  }

  async function update() {
    const q = changed();
    const query = q.toString();
    const mine = ++seq;
    if (pending) pending.abort();
    pending = new AbortController();
    document.body.classList.add("busy");
    try {
      const res = await fetch("/api" + path + (query ? "?" + query : ""), { signal: pending.signal });
      const html = await res.text();
      if (mine !== seq) return;
      const old = document.getElementById("result");
      const tmp = document.createElement("div");
      tmp.innerHTML = html;
      const fresh = tmp.querySelector("#result");
      if (old && fresh) old.replaceWith(fresh);
      history.replaceState(null, "", path + (query ? "?" + query : ""));
      wire();
    } catch (e) {
      if (e.name !== "AbortError") console.warn("jobsim lab:", e);
    } finally {
      if (mine === seq) document.body.classList.remove("busy");
    }
  }

  function wire() {
    const copy = document.getElementById("copy");
    const cmd = document.getElementById("command");
    if (copy && cmd) copy.addEventListener("click", () => {
      if (navigator.clipboard) navigator.clipboard.writeText(cmd.textContent).catch(() => {});
    });
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

  for (const box of form.querySelectorAll(".control")) setupSlider(box);
  for (const text of form.querySelectorAll("input.ints")) setupChips(text);
  form.addEventListener("change", gate);
  form.addEventListener("change", schedule);
  form.addEventListener("input", (e) => { if (e.target.type !== "range") schedule(); });
  form.addEventListener("submit", (e) => { e.preventDefault(); update(); });
  const seed = document.getElementById("new-seed");
  if (seed) seed.addEventListener("click", () => {
    const box = document.getElementById("p-seed");
    box.value = String((Number(box.value) || 0) + 1);
    schedule();
  });
  document.addEventListener("keydown", (e) => { if (e.key === "Enter" && e.target.tagName === "INPUT") { e.preventDefault(); update(); } });
  wire();
})();
