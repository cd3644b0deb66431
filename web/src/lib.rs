//! The live book's module: jobsim's I/O-free core built for `wasm32-unknown-unknown`, with a
//! plain C ABI that `figures/assets/worker.js` calls from a Web Worker (no wasm-bindgen, no
//! generated glue). A string goes in, bytes come out:
//!
//! ```text
//! jobsim_alloc(n) → ptr                 the page writes its request there (UTF-8)
//! jobsim_answer(ptr, n) → status        "tr GET /api/004/jitter-wave?consumers=1000": the lab's
//!                                       routes, answered by the same code `jobsim serve` runs
//! jobsim_bundle(ptr, n) → status        a run's text, CSV, JSON and SVG as one JSON object
//!                                       (the golden test's side of the comparison)
//! jobsim_out_ptr(), jobsim_out_len()    the answer: its content type, a newline, its body
//! jobsim_free(ptr, n)                   the request's buffer, once answered
//! ```
//!
//! The module keeps no state between calls but the lab's caches of default runs (the same
//! bytes every time: runs are deterministic). A call cannot be interrupted from outside: the
//! page ends the worker when a run passes its time budget.

use std::cell::RefCell;

use jobsim::lab;
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;

thread_local! {
    /// The last answer, until the next call.
    static OUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the caller to write its request into.
#[unsafe(no_mangle)]
pub extern "C" fn jobsim_alloc(len: usize) -> *mut u8 {
    let mut buffer = vec![0u8; len];
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Frees a buffer [`jobsim_alloc`] gave.
///
/// # Safety
/// `ptr` and `len` are exactly what `jobsim_alloc` gave and took, and the buffer is freed
/// once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jobsim_free(ptr: *mut u8, len: usize) {
    // SAFETY: the caller hands back a buffer of `len` bytes made by `jobsim_alloc`.
    drop(unsafe { Vec::from_raw_parts(ptr, len, len) });
}

/// The last answer's bytes.
#[unsafe(no_mangle)]
pub extern "C" fn jobsim_out_ptr() -> *const u8 {
    OUT.with(|o| o.borrow().as_ptr())
}

/// The last answer's length.
#[unsafe(no_mangle)]
pub extern "C" fn jobsim_out_len() -> usize {
    OUT.with(|o| o.borrow().len())
}

/// The request's text, or `None` when it is not UTF-8.
///
/// # Safety
/// `ptr` points at `len` initialised bytes.
unsafe fn request<'a>(ptr: *const u8, len: usize) -> Option<&'a str> {
    // SAFETY: the caller wrote `len` bytes at `ptr` (a `jobsim_alloc` buffer).
    std::str::from_utf8(unsafe { std::slice::from_raw_parts(ptr, len) }).ok()
}

fn answered(status: u16, content_type: &str, body: &[u8]) -> u32 {
    OUT.with(|o| {
        let mut o = o.borrow_mut();
        o.clear();
        o.extend_from_slice(content_type.as_bytes());
        o.push(b'\n');
        o.extend_from_slice(body);
    });
    u32::from(status)
}

/// Answers `"<lang> <method> <url>"` as the lab would: see [`answer`].
///
/// # Safety
/// `ptr` points at `len` initialised bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jobsim_answer(ptr: *const u8, len: usize) -> u32 {
    // SAFETY: as this function's contract.
    let Some(text) = (unsafe { request(ptr, len) }) else {
        return answered(400, "text/plain; charset=utf-8", b"the request is not UTF-8\n");
    };
    let a = answer(text);
    answered(a.status, a.content_type, &a.body)
}

/// The answer to `"<lang> <method> <url>"` (a missing or unknown language is Turkish, the
/// lessons' own).
pub fn answer(text: &str) -> lab::Answer {
    let mut parts = text.splitn(3, ' ');
    let (lang, method, url) = (parts.next().unwrap_or(""), parts.next().unwrap_or("GET"), parts.next().unwrap_or("/"));
    let lang = Lang::from_code(lang).unwrap_or(Lang::Tr);
    let w = Words::of(lang);
    // The live book's pages read the answers: their links are for its script.
    let job = lab::Job { lang, host: lab::page::Host::Book { up: "", top: "" }, ..lab::Job::default() };
    lab::answer_for(method, url, &job, w)
}

/// A run's outputs as one JSON object, for the golden test: see
/// [`jobsim::output::bundle`].
///
/// # Safety
/// `ptr` points at `len` initialised bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn jobsim_bundle(ptr: *const u8, len: usize) -> u32 {
    // SAFETY: as this function's contract.
    let Some(text) = (unsafe { request(ptr, len) }) else {
        return answered(400, "text/plain; charset=utf-8", b"the request is not UTF-8\n");
    };
    match jobsim::output::bundle::from_request(text) {
        Ok(json) => answered(200, "application/json", json.as_bytes()),
        Err(message) => answered(422, "text/plain; charset=utf-8", message.as_bytes()),
    }
}
