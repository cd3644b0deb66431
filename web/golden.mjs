// The golden test's WebAssembly side (issue 52): every request the native suite recorded
// (`JOBSIM_GOLDEN=DIR cargo test --test snapshots`, see tests/it/golden.rs) runs through
// the live book's module under Node, and its outputs must equal the native run's byte for
// byte: the text, every CSV, the JSON and every SVG. A difference names the scenario, the
// parameters, the edition, the output and its first differing line.
//
//   node web/golden.mjs figures/jobsim.wasm DIR
import { readFileSync, readdirSync } from "node:fs";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

function load(path) {
  const x = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(path)), {}).exports;
  const enc = new TextEncoder(), dec = new TextDecoder();
  return (text) => {
    const b = enc.encode(text);
    const p = x.jobsim_alloc(b.length);
    new Uint8Array(x.memory.buffer, p, b.length).set(b);
    const status = x.jobsim_bundle(p, b.length);
    x.jobsim_free(p, b.length);
    const out = new Uint8Array(x.memory.buffer, x.jobsim_out_ptr(), x.jobsim_out_len()).slice();
    const nl = out.indexOf(10);
    return { status, body: dec.decode(out.slice(nl + 1)) };
  };
}

// The first line where `a` and `b` differ, with both versions.
function firstDifference(a, b) {
  const la = a.split("\n"), lb = b.split("\n");
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (la[i] !== lb[i]) return `line ${i + 1}:\n    native: ${JSON.stringify(la[i])}\n    wasm:   ${JSON.stringify(lb[i])}`;
  }
  return "(same lines)";
}

// What differs between two bundles, output by output.
function compare(native, wasm) {
  const n = JSON.parse(native), w = JSON.parse(wasm);
  const parts = [["text", n.text, w.text], ["json", n.json, w.json]];
  for (const kind of ["csv", "svg"]) {
    const names = new Set([...n[kind].map((p) => p[0]), ...w[kind].map((p) => p[0])]);
    for (const name of names) {
      const a = n[kind].find((p) => p[0] === name), b = w[kind].find((p) => p[0] === name);
      parts.push([`${kind} ${name}`, a ? a[1] : "(missing)", b ? b[1] : "(missing)"]);
    }
  }
  return parts.filter(([, a, b]) => a !== b).map(([what, a, b]) => `  ${what}, ${firstDifference(a, b)}`);
}

function check(wasmPath, cases) {
  const bundle = load(wasmPath);
  const failures = [];
  for (const [request, native] of cases) {
    const got = bundle(request);
    if (got.status !== 200) failures.push(`${request}: the module refused: ${got.body.trim()}`);
    else if (got.body !== native) failures.push(`${request}:\n${compare(native, got.body).join("\n")}`);
  }
  return failures;
}

if (isMainThread) {
  const [wasmPath, dir] = process.argv.slice(2);
  if (!wasmPath || !dir) {
    console.error("usage: node web/golden.mjs MODULE.wasm DIR");
    process.exit(2);
  }
  const cases = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".jsonl")).sort()) {
    const lines = readFileSync(`${dir}/${file}`, "utf8").split("\n");
    for (let i = 0; i + 1 < lines.length; i += 2) cases.push([lines[i], lines[i + 1]]);
  }
  if (cases.length === 0) {
    console.error(`web/golden.mjs: no recorded runs in ${dir}`);
    process.exit(1);
  }
  const n = Math.max(1, Math.min(availableParallelism(), 4));
  const started = performance.now();
  const parts = Array.from({ length: n }, (_, k) => cases.filter((_, i) => i % n === k));
  const results = await Promise.all(parts.map((part) => new Promise((resolve, reject) => {
    const w = new Worker(fileURLToPath(import.meta.url), { workerData: { wasmPath, cases: part } });
    w.once("message", resolve);
    w.once("error", reject);
  })));
  const failures = results.flat();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const scenarios = new Set(cases.map(([r]) => JSON.parse(r).stem)).size;
  if (failures.length > 0) {
    console.error(`golden: ${failures.length} of ${cases.length} runs differ between native and wasm:\n${failures.slice(0, 20).join("\n")}`);
    process.exit(1);
  }
  console.log(`golden: ${cases.length} runs of ${scenarios} scenarios, both editions: wasm bytes equal native (${seconds} s)`);
} else {
  parentPort.postMessage(check(workerData.wasmPath, workerData.cases));
}
