// jobsim live book: the Web Worker that holds the book's module (jobsim.wasm) and answers
// the lab's routes with it, off the page's thread. Its C ABI is web/src/lib.rs's: the
// request "<lang> GET <url>" goes into the module's memory, the answer (its content type,
// a newline, its body) comes out. live.js ends the worker to stop a run.
"use strict";
let x = null;
const enc = new TextEncoder(), dec = new TextDecoder();

async function compile(url) {
  // Streaming needs the `application/wasm` type (python3 -m http.server and GitHub Pages
  // send it); otherwise the bytes are compiled whole.
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch (e) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(url + ": " + res.status);
    return WebAssembly.compile(await res.arrayBuffer());
  }
}

function call(text) {
  const bytes = enc.encode(text);
  const ptr = x.jobsim_alloc(bytes.length);
  new Uint8Array(x.memory.buffer, ptr, bytes.length).set(bytes);
  const status = x.jobsim_answer(ptr, bytes.length);
  x.jobsim_free(ptr, bytes.length);
  const out = new Uint8Array(x.memory.buffer, x.jobsim_out_ptr(), x.jobsim_out_len()).slice();
  const nl = out.indexOf(10);
  return { status, contentType: dec.decode(out.subarray(0, nl)), body: out.slice(nl + 1) };
}

self.onmessage = async (e) => {
  const m = e.data;
  if (m.type === "load") {
    try {
      const module = m.module || (await compile(m.url));
      x = (await WebAssembly.instantiate(module, {})).exports;
      self.postMessage({ type: "ready", module });
    } catch (err) {
      self.postMessage({ type: "failed", message: String(err && err.message ? err.message : err) });
    }
  } else if (m.type === "answer") {
    let r;
    try {
      r = call(m.request);
    } catch (err) {
      // A trap is a bug in jobsim, as the lab's 500.
      r = { status: 500, contentType: "text/plain; charset=utf-8", body: enc.encode("internal error (a bug in jobsim)\n") };
    }
    self.postMessage({ type: "answer", id: m.id, status: r.status, contentType: r.contentType, body: r.body }, [r.body.buffer]);
  }
};
