//! The live book's static pages, which `render --all` writes beside the lesson pages: each
//! scenario's own page (`004/jitter-wave.html`: its controls, the course's run, the replay
//! and the sweep) and the "try it here" panel each lesson page holds per scenario. They are
//! the lab's pages ([`super::page`]) read at [`Host::Book`]: the controls are disabled until
//! the page's module (`jobsim.wasm`, in a Web Worker: `assets/live.js`, `assets/worker.js`)
//! is ready, then every run is the module's, the same routes `jobsim serve` answers. Without
//! script, or before the module has loaded, a page shows the committed charts.

use super::page::{self, FormAt, Host, Links};
use super::{command, find_stem, form, path_of, replay, size_note};
use crate::models;
use crate::output::IndexItem;
use crate::report::Report;
use crate::report::words::Words;

/// The files every edition's `assets/` folder holds: the pages' style and scripts.
pub const ASSETS: &[(&str, &str)] = &[
    ("book.css", crate::output::BOOK_CSS),
    ("lab.css", super::CSS),
    ("controls.css", super::CONTROLS_CSS),
    ("panels.css", super::PANELS_CSS),
    ("lab.js", super::JS),
    ("replay.js", super::REPLAY_JS),
    ("sweep.js", super::SWEEP_JS),
    ("live.js", LIVE_JS),
    ("worker.js", WORKER_JS),
];

/// The live book's scripts: the page's side (its requests) and the worker's (the module).
pub(crate) const LIVE_JS: &str = include_str!("assets/live.js");
pub(crate) const WORKER_JS: &str = include_str!("assets/worker.js");

/// The file of `stem`'s page in the book, from its edition's folder: `004/jitter-wave.html`.
pub fn page_file(stem: &str) -> String {
    format!("{}.html", path_of(stem).trim_start_matches('/'))
}

/// The note a live page shows before its module is ready, and without script.
fn waiting(w: &'static Words) -> String {
    format!(
        "<p class=\"live-status note\" data-state=\"waiting\">{}</p>\n<noscript><p class=\"note\">{}</p></noscript>\n",
        w.text("lab-live-waiting"),
        w.text("lab-live-noscript")
    )
}

/// `item`'s own page in the live book (the course's run, `top` from the edition's folder
/// to the book's), as (file, HTML); `None` for a scenario that is not built in.
pub fn scenario_page(item: &IndexItem, top: &'static str, w: &'static Words) -> Option<(String, String)> {
    let k = find_stem(&item.stem)?;
    let entry = models::find(&k.raw.model)?;
    let host = Host::Book { up: "../", top };
    let path = path_of(k.stem);
    let file = page_file(k.stem);
    let own = file.rsplit('/').next().unwrap_or(&file).to_string();
    let mut body = page::heading(k.stem, &k.raw.description, host, w);
    body.push_str(&size_note(k.stem, &[], w));
    body.push_str(&waiting(w));
    body.push_str("<div class=\"lab\">\n");
    let sets = super::sets_of(k, entry, &[]);
    body.push_str(&form(k, entry, &sets, FormAt { path: &path, action: &own, prefix: "", live: true }, w));
    let report = Report {
        text: item.text.clone(),
        tables: item.tables.clone(),
        figures: item.figures.clone(),
        said: Vec::new(),
        notes: item.notes.clone(),
    };
    let links = Links::Files { up: "../", stem: k.stem };
    body.push_str(&page::result_with(&report, &command(k.stem, &[], w), &path, "", links, true, w));
    body.push_str("</div>\n");
    body.push_str(&replay::panel_in(k.stem, &path, entry, host, w));
    Some((file, page::page_in(k.stem, &body, host, w)))
}

/// The panel a lesson page holds for `stem` at `host`: its controls (at the lab's sizes),
/// the place its runs go and a link to the scenario's own page (the replay, the sweep).
/// Empty for a scenario that is not built in.
pub fn try_panel(stem: &str, host: Host, w: &'static Words) -> String {
    let Some(k) = find_stem(stem) else { return String::new() };
    let Some(entry) = models::find(&k.raw.model) else { return String::new() };
    let path = path_of(k.stem);
    let (own, live) = match host {
        Host::Lab => (path.clone(), false),
        Host::Book { up, .. } => (format!("{up}{}", page_file(k.stem)), true),
    };
    let prefix = format!("{}-", k.stem);
    let sets = super::sets_of(k, entry, &[]);
    let controls = form(k, entry, &sets, FormAt { path: &path, action: &own, prefix: &prefix, live }, w);
    format!(
        "<details class=\"try lab-panel\">\n<summary>{summary}</summary>\n{note}{waiting}<div class=\"lab\">\n{controls}\
         <div class=\"result\" aria-live=\"polite\"></div>\n</div>\n<p class=\"meta\"><a href=\"{own}\">{more}</a></p>\n</details>\n",
        summary = w.text("book-try"),
        note = size_note(k.stem, &[], w),
        waiting = if live { waiting(w) } else { String::new() },
        own = page::esc(&own),
        more = w.text("book-try-page"),
    )
}
