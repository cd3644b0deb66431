//! Where a page of the book or the lab is read, and what its `<head>` loads: the lab's
//! pages are served by `jobsim serve` (absolute routes; its server runs the models), the
//! live book's are static files (relative links; their module runs the models in the page).

use std::fmt::Write;

use crate::report::words::Words;

/// Where a page is read: served by `jobsim serve`, whose server runs the models, or as a
/// static file of the live book, whose module runs them in the page (`web/`). The same
/// pages and scripts either way; only their links differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Host {
    /// `jobsim serve`: absolute routes (`/assets/lab.js`, `/004`).
    Lab,
    /// A file of the live book: `up` leads from the page to its edition's folder (`""` for
    /// a lesson page, `"../"` for a scenario page), `top` from there to the book's folder,
    /// where the module is (`""`, or `"../"` for a second edition in `en/`).
    Book { up: &'static str, top: &'static str },
}

/// What every static page of the live book allows: its own files, and compiling its own
/// module (`'wasm-unsafe-eval'`); nothing from another origin, no inline script or style.
pub const BOOK_CSP: &str = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; \
                            connect-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'";

impl Host {
    /// The URL of the asset `name` (`lab.css`).
    pub fn asset(self, name: &str) -> String {
        match self {
            Host::Lab => format!("/assets/{name}"),
            Host::Book { up, .. } => format!("{up}assets/{name}"),
        }
    }
    /// The URL of the lesson page `code`.
    pub fn lesson(self, code: &str) -> String {
        match self {
            Host::Lab => format!("/{code}"),
            Host::Book { up, .. } => format!("{up}{code}.html"),
        }
    }
    /// The URL of the landing page.
    pub fn home(self) -> String {
        match self {
            Host::Lab => "/".into(),
            Host::Book { up, .. } => format!("{up}index.html"),
        }
    }
    /// The `<html>` element's attributes: the live book's, for its script (the edition's
    /// folder and the module, from this page).
    pub fn attributes(self) -> String {
        match self {
            Host::Lab => String::new(),
            Host::Book { up, top } => format!(" data-live=\"{up}\" data-wasm=\"{up}{top}jobsim.wasm\""),
        }
    }
    /// The `<head>` lines that load the pages' stylesheets `styles` and scripts.
    pub fn head(self, styles: &[&str], w: &Words) -> String {
        let mut h = String::new();
        if self != Host::Lab {
            let _ = writeln!(h, "<meta http-equiv=\"Content-Security-Policy\" content=\"{BOOK_CSP}\">");
        }
        // No icon to fetch: a browser would ask a static host for /favicon.ico (a 404).
        h.push_str("<link rel=\"icon\" href=\"data:,\">\n");
        for css in styles {
            let _ = writeln!(h, "<link rel=\"stylesheet\" href=\"{}\">", self.asset(css));
        }
        let _ = writeln!(h, "<script type=\"application/json\" id=\"lab-words\">{}</script>", script_words(w));
        if self != Host::Lab {
            let _ = writeln!(h, "<script src=\"{}\" defer></script>", self.asset("live.js"));
        }
        let _ = writeln!(h, "<script src=\"{}\" defer></script>", self.asset("lab.js"));
        h
    }
}

/// The messages the lab's scripts show (`src/lab/assets/*.js`) and their arguments: the
/// scripts hold no words, they read these from the page.
pub const SCRIPT_WORDS: &[(&str, &[&str])] = &[
    ("lab-js-locale", &[]),
    ("lab-js-decimal", &[]),
    ("lab-js-run", &[]),
    ("lab-js-replay-refused", &[]),
    ("lab-js-no-state", &[]),
    ("lab-js-clock", &["time", "event", "total"]),
    ("lab-js-sweep-refused", &[]),
    ("lab-js-stopped", &[]),
    ("lab-js-stopped-at", &["done", "of"]),
    ("lab-js-configuration", &["i", "of", "runs"]),
    ("lab-js-drawing", &[]),
    ("lab-js-swept", &["configurations", "seeds", "runs"]),
    ("lab-js-add", &[]),
    ("lab-js-live-stopped", &["seconds"]),
    ("lab-js-live-failed", &[]),
    ("lab-js-remove", &["value"]),
    ("lab-unit-min", &[]),
    ("lab-unit-h", &[]),
    ("lab-unit-d", &[]),
];

/// [`SCRIPT_WORDS`] in `w`'s edition as a JSON object for a `<script type="application/json">`
/// (an argument `{ $time }` is written `{time}`, which the script fills; `<` is escaped, so the
/// text cannot close the element).
pub fn script_words(w: &Words) -> String {
    let words: serde_json::Map<String, serde_json::Value> = SCRIPT_WORDS
        .iter()
        .map(|(id, names)| {
            let mut args = crate::report::words::Args::new();
            for name in *names {
                args.set(*name, format!("{{{name}}}"));
            }
            (id.to_string(), serde_json::Value::String(w.get(id, &args)))
        })
        .collect();
    serde_json::Value::Object(words).to_string().replace('<', "\\u003c")
}
