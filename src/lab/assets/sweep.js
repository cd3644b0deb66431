// jobsim lab: the sweep panel. One request per configuration (every seed of one value),
// so the page shows progress and can stop between requests; when all are done it asks
// for the chart (the `jobsim sweep` chart, with the across-seed band).
"use strict";
(function () {
  // The page's words: the server puts the catalog's `lab-js-…` messages of the page's
  // language in #lab-words; say(id, {name: value}) fills a message's `{name}`.
  const WORDS = (() => { try { return JSON.parse(document.getElementById("lab-words").textContent); } catch (e) { return {}; } })();
  const say = (id, args) => (WORDS[id] || id).replace(/\{(\w+)\}/g, (m, k) => (args && k in args ? String(args[k]) : m));
  const box = document.getElementById("sweep");
  if (!box) return;
  const path = box.dataset.path;
  const form = box.querySelector("form"), bar = box.querySelector("progress");
  const status = box.querySelector(".sweep-status"), chart = box.querySelector(".sweep-chart");
  const command = box.querySelector(".sweep-command"), cancel = box.querySelector("[data-act=cancel]");
  const metric = form.elements.metric;
  let run = 0;

  // The lab's parameters (the page's URL) and the sweep's fields.
  function query(extra) {
    const q = new URLSearchParams(location.search);
    for (const [k, v] of new FormData(form)) if (v !== "") q.set(k, v);
    for (const k of Object.keys(extra)) q.set(k, String(extra[k]));
    return q.toString();
  }

  // A default range around the control's current value, half to twice it within the
  // control's bounds: the other parameters were valid with that value, and a range down to
  // the minimum broke their constraints (a warm-up longer than the run on every 005 page).
  // A list parameter (chunk sizes, pool sizes) proposes its own values, one run each, or
  // the range around its one value; a list of names (schedules, policies) its checked names,
  // one per configuration, or all its names when fewer than two are checked.
  function propose() {
    if (form.elements.values.dataset.touched) return;
    const key = form.elements.key.value;
    const number = document.querySelector("#controls input[type=number][name='" + key + "']");
    const list = document.querySelector("#controls input.ints[name='" + key + "']");
    const names = [...document.querySelectorAll("#controls .choices input[type=checkbox][name='" + key + "']")];
    const real = document.querySelector("#controls input.real[name='" + key + "']");
    let min, max, v;
    if (names.length) {
      const on = names.filter((n) => n.checked);
      form.elements.values.value = (on.length > 1 ? on : names).map((n) => n.value).join(",");
      return;
    } else if (number) {
      min = Number(number.min); max = Number(number.max); v = Number(number.value);
    } else if (list) {
      const items = [...new Set(list.value.split(",").map((x) => x.trim()).filter((x) => x !== "" && !isNaN(Number(x))))];
      if (items.length > 1) { form.elements.values.value = items.join(","); return; }
      min = Number(list.dataset.min); max = Number(list.dataset.max); v = Number(items[0] || min);
    } else if (real) {
      // A real number: half to twice it within its bounds (a probability of 0: up to a tenth).
      min = Number(real.dataset.min); max = Number(real.dataset.max); v = Number(real.value);
      const lo = Math.max(min, v / 2), hi = Math.min(max, v > 0 ? v * 2 : min + (max - min) / 10);
      form.elements.values.value = Number(lo.toPrecision(6)) + ".." + Number(hi.toPrecision(6));
      return;
    } else {
      return;
    }
    const lo = Math.max(min, Math.ceil(v / 2));
    const hi = Math.min(max, Math.max(lo + 4, v * 2));
    form.elements.values.value = lo + ".." + hi;
  }

  async function get(extra) {
    const res = await (window.jobsimRequest || ((u) => fetch(u)))("/sweep" + path + "?" + query(extra));
    if (!res.ok) {
      let msg = say("lab-js-sweep-refused");
      try { msg = (await res.json()).error || msg; } catch (e) { /* not JSON */ }
      throw new Error(msg);
    }
    return res;
  }

  function offerColumns(j) {
    const have = new Set([...metric.options].map((o) => o.value));
    j.columns.forEach((c, i) => {
      if (!have.has(c) && j.rows.length && j.rows[0][i] !== "" && !isNaN(Number(j.rows[0][i]))) metric.append(new Option(c, c));
    });
  }

  async function start() {
    const mine = ++run;
    cancel.disabled = false;
    chart.replaceChildren();
    try {
      let j = await (await get({ index: 0 })).json();
      command.textContent = j.command;
      offerColumns(j);
      bar.max = j.configurations; bar.value = 1;
      for (let i = 1; i < j.configurations; i++) {
        if (mine !== run) { status.textContent = say("lab-js-stopped-at", { done: i, of: j.configurations }); return; }
        status.textContent = say("lab-js-configuration", { i: i + 1, of: j.configurations, runs: j.runs });
        await get({ index: i });
        bar.value = i + 1;
      }
      if (mine !== run) return;
      status.textContent = say("lab-js-drawing");
      const svg = await (await get({ chart: 1 })).text();
      if (mine !== run) return;
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      chart.replaceChildren(document.importNode(doc.documentElement, true));
      status.textContent = say("lab-js-swept", { configurations: j.configurations, seeds: j.seeds, runs: j.runs });
    } catch (e) {
      if (mine === run) status.textContent = e.message;
    } finally {
      if (mine === run) cancel.disabled = true;
    }
  }

  form.addEventListener("submit", (e) => { e.preventDefault(); start(); });
  form.elements.key.addEventListener("change", () => { delete form.elements.values.dataset.touched; propose(); });
  form.elements.values.addEventListener("input", () => { form.elements.values.dataset.touched = "1"; });
  cancel.addEventListener("click", () => { run++; cancel.disabled = true; status.textContent = say("lab-js-stopped"); });
  propose();
})();
