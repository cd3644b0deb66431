//! `jobsim serve`: the interactive lab, a local HTTP face beside the CLI over the same
//! library (no model knows about HTTP). Every course scenario has a page whose controls
//! come from its model's parameter declarations; moving one asks the server for the
//! result with the new parameters, which runs the model and answers with the charts
//! (inline SVG, the bytes `jobsim run --out` writes), titles, captions and tables.
//!
//! ```text
//! GET /004/jitter-wave?consumers=1000   the page, whole (a permalink works without script)
//! GET /api/004/jitter-wave?…           the result fragment the page's script swaps in
//! GET /svg/004/jitter-wave/wave?…      one chart's SVG      GET /csv/…?…, /json/…?…  the tables
//! GET /  /assets/lab.css  /assets/lab.js
//! ```
//!
//! HTTP/1.1 by hyper on tokio ([`http`]): the models run on a rayon pool of `--workers`
//! threads, each run with a stop switch thrown when its client hangs up or its `--max-run`
//! time is spent; everything else is answered beside them. Safety: only GET and HEAD; the URL is
//! at most [`MAX_URL`] bytes; scenarios are found only in the built-in list (no path from a
//! request reaches the file system, which the lab never writes); every parameter passes the
//! CLI's checks and a refused one answers 400 with the CLI's one-line message; every answer
//! carries a Content-Security-Policy allowing nothing but the lab's own embedded assets.

pub mod book;
pub mod limits;
pub mod page;
#[cfg(feature = "native")]
mod print;
pub mod query;
pub mod replay;
pub mod shell;
pub mod sweep;

use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use crate::args;
use crate::report::lang::Lang;
use crate::report::words::Words;
use crate::sim::{Limit, Stop};

use crate::models::{self, Entry, Scenario};
use crate::output;
use crate::report::Report;
use crate::scenario::{self, Override, ScenarioFile, builtin};

/// Longest URL the lab answers (a permalink with every parameter set fits easily).
pub const MAX_URL: usize = 8192;

/// What every answer forbids: no script, style, font or request but the lab's own.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                       connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

pub(crate) const CSS: &str = include_str!("assets/lab.css");
pub(crate) const CONTROLS_CSS: &str = include_str!("assets/controls.css");
pub(crate) const JS: &str = include_str!("assets/lab.js");
pub(crate) const REPLAY_JS: &str = include_str!("assets/replay.js");
pub(crate) const PANELS_CSS: &str = include_str!("assets/panels.css");
pub(crate) const SWEEP_JS: &str = include_str!("assets/sweep.js");

/// An answer: status, content type and body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub content_type: &'static str,
    pub body: Vec<u8>,
}

impl Answer {
    fn new(status: u16, content_type: &'static str, body: impl Into<Vec<u8>>) -> Answer {
        Answer { status, content_type, body: body.into() }
    }
    /// An HTML answer.
    pub fn html(status: u16, body: String) -> Answer {
        Answer::new(status, "text/html; charset=utf-8", body)
    }
    fn not_found(what: &str, w: &'static Words) -> Answer {
        Answer::html(
            404,
            page::page(&w.text("lab-not-found"), &format!("<p class=\"error\">{}</p>\n", page::esc(what)), w),
        )
    }
}

/// A built-in scenario as the lab knows it.
pub(crate) struct Known {
    stem: &'static str,
    file: &'static str,
    text: &'static str,
    raw: ScenarioFile,
}

/// Every built-in scenario, read once.
fn known() -> &'static [Known] {
    static KNOWN: OnceLock<Vec<Known>> = OnceLock::new();
    KNOWN.get_or_init(|| {
        builtin::BUILTIN
            .iter()
            .filter_map(|(file, text)| {
                let raw = scenario::parse(file, text, &[]).ok()?;
                Some(Known { stem: file.strip_suffix(".toml").unwrap_or(file), file, text, raw })
            })
            .collect()
    })
}

/// The built-in scenario `stem`.
pub(crate) fn find_stem(stem: &str) -> Option<&'static Known> {
    known().iter().find(|k| k.stem == stem)
}

/// The lab path of a scenario stem: `004-jitter-wave` → `/004/jitter-wave`.
pub fn path_of(stem: &str) -> String {
    output::lab_path(stem)
}

/// The built-in scenario at `/<lesson>/<name>` (segments of `[a-z0-9-]` only).
fn find(lesson: &str, name: &str) -> Option<&'static Known> {
    let plain = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
    if !plain(lesson) || !plain(name) {
        return None;
    }
    let stem = format!("{lesson}-{name}");
    known().iter().find(|k| k.stem == stem)
}

/// What a request's runs are held to: the switch thrown when its client goes away or its
/// time is up, and that time (named in the refusal).
#[derive(Clone, Debug)]
pub struct Job {
    pub stop: Stop,
    pub max_run: Duration,
    /// The edition the lab serves.
    pub lang: Lang,
    /// Who reads the answers: the lab's pages, or the live book's (its module answers them).
    pub host: page::Host,
}

/// Wall time a request's run or sweep may take in the lab by default (`--max-run`).
pub const DEFAULT_MAX_RUN: Duration = Duration::from_secs(5);

impl Default for Job {
    fn default() -> Job {
        Job { stop: Stop::default(), max_run: DEFAULT_MAX_RUN, lang: Lang::Tr, host: page::Host::Lab }
    }
}

impl Job {
    /// How the answers' charts and downloads link: to the lab's routes, or for the live
    /// book's script.
    pub(crate) fn links(&self) -> page::Links<'static> {
        match self.host {
            page::Host::Lab => page::Links::Lab,
            page::Host::Book { .. } => page::Links::Live,
        }
    }

    /// The run options of a run made for this request.
    pub(crate) fn options(&self) -> crate::RunOptions {
        crate::RunOptions { stop: self.stop.clone(), lang: self.lang, ..Default::default() }
    }

    /// The one-line refusal of a run stopped at its time budget, in the edition's language.
    pub(crate) fn stopped(&self, command: &str) -> String {
        Words::of(self.lang).get("lab-stopped", &args!(seconds = self.max_run.as_secs(), command = command))
    }
}

/// A run for a request: the scenario with the query's overrides, its report, and the
/// overrides as given.
pub(crate) struct Ran {
    scenario: Scenario,
    report: Report,
    sets: Vec<Override>,
}

/// Why a request has no run: the parameters were refused (400) or the run could not
/// finish within its budget (422), with the CLI's one-line message.
struct Refused {
    status: u16,
    message: String,
    sets: Vec<Override>,
}

/// Parameters a scenario's page does not offer, because no value of them changes its outcome,
/// with the catalog message that says why: `(stem, parameter, message)`. A permalink may
/// still set them. `tests/it/lab.rs` runs each at several values and finds the same outcome.
pub const INERT: &[(&str, &str, &str)] = &[
    // Every process fires once at t=0: nobody asks for the lease after it could expire.
    ("000-lease-lock", "lease_ms", "lab-inert-lease-lock"),
];

/// The `[course]` table of the built-in scenario `stem` (empty for an unknown stem).
pub(crate) fn course_of(stem: &str) -> &'static scenario::Course {
    static NONE: scenario::Course =
        scenario::Course { place: None, lab: Vec::new(), replay: Vec::new(), small: Vec::new(), regimes: Vec::new() };
    known().iter().find(|k| k.stem == stem).map_or(&NONE, |k| &k.raw.course)
}

/// Of `sized`, the pairs whose key the request does not set.
pub(crate) fn unset(sized: &[(String, String)], pairs: &[(String, String)]) -> Vec<(String, String)> {
    sized.iter().filter(|(k, _)| !pairs.iter().any(|(key, _)| key == k)).cloned().collect()
}

/// The lab-sized defaults of `stem` that the request does not set: the scenarios whose
/// course run takes over ~100 ms run smaller in the lab (`[course] lab` in their files)
/// unless the request sets the key (the page says so; the command shown includes them, so
/// it gives the same bytes).
fn lab_sized(stem: &str, pairs: &[(String, String)]) -> Vec<(String, String)> {
    unset(&course_of(stem).lab, pairs)
}

/// The runs at the lab's defaults: one per scenario and language (the report's text is the
/// language's).
type Runs = BTreeMap<(&'static str, &'static str), Arc<Ran>>;
static DEFAULTS: OnceLock<Mutex<Runs>> = OnceLock::new();

/// The run at the lab's defaults, once per scenario for the server's life (the lesson pages
/// and their charts ask for it again and again; the run is deterministic, so a cached one
/// is the same bytes).
fn at_defaults(k: &'static Known, entry: &dyn Entry, job: &Job, w: &'static Words) -> Result<Arc<Ran>, Refused> {
    let cache = DEFAULTS.get_or_init(Default::default);
    let key = (job.lang.code(), k.stem);
    if let Some(r) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Ok(r);
    }
    let r = Arc::new(run_with(k, entry, &[], job, w)?);
    if let Ok(mut c) = cache.lock() {
        c.insert(key, Arc::clone(&r));
    }
    Ok(r)
}

fn compute(
    k: &'static Known,
    entry: &dyn Entry,
    pairs: &[(String, String)],
    job: &Job,
    w: &'static Words,
) -> Result<Arc<Ran>, Refused> {
    if pairs.is_empty() { at_defaults(k, entry, job, w) } else { run_with(k, entry, pairs, job, w).map(Arc::new) }
}

/// Whether the run at the lab's defaults of `stem` is already made in the current language.
fn cached(stem: &str, w: &'static Words) -> bool {
    DEFAULTS.get().and_then(|c| c.lock().ok()).is_some_and(|c| c.contains_key(&(w.lang().code(), stem)))
}

fn run_with(
    k: &Known,
    entry: &dyn Entry,
    pairs: &[(String, String)],
    job: &Job,
    w: &'static Words,
) -> Result<Ran, Refused> {
    let mut all = lab_sized(k.stem, pairs);
    all.extend(pairs.iter().cloned());
    let pairs = &all;
    let sets = query::overrides(pairs, entry.params()).map_err(|e| Refused {
        status: 400,
        message: e.in_words(w),
        sets: Vec::new(),
    })?;
    let scenario = models::parse(k.file, k.text, &sets).map_err(|e| Refused {
        status: 400,
        message: e.in_words(w),
        sets: sets.clone(),
    })?;
    let report = crate::run(&scenario, &job.options()).map_err(|e| Refused {
        status: if e.cause.limit == Limit::Stopped { 503 } else { 422 },
        message: if e.cause.limit == Limit::Stopped { job.stopped(&command(k.stem, &sets, w)) } else { e.in_words(w) },
        sets: sets.clone(),
    })?;
    Ok(Ran { scenario, report, sets })
}

/// The CLI command that gives the same run.
pub fn command(stem: &str, sets: &[Override], w: &'static Words) -> String {
    let mut words = vec!["jobsim".to_string(), "run".into(), stem.into()];
    if w.lang() != crate::report::lang::Lang::Tr {
        words.extend(["--lang".into(), w.lang().code().into()]);
    }
    for o in sets {
        words.extend(["--set".into(), format!("{}={}", o.key, o.value)]);
    }
    shell::line(&words)
}

/// The scenario's form at `sets` (the request's overrides, the lab's sizes among them): every
/// control at its value there, else the scenario file's, else its default.
pub(crate) fn form(k: &Known, entry: &dyn Entry, sets: &[Override], at: page::FormAt<'_>, w: &'static Words) -> String {
    let value_of = |p: &scenario::Param| {
        sets.iter().find(|o| o.key == p.name).map(|o| o.value.clone()).or_else(|| k.raw.params.get(p.name).cloned())
    };
    let seed = sets
        .iter()
        .find(|o| o.key == "seed")
        .and_then(|o| o.value.as_integer())
        .and_then(|s| u64::try_from(s).ok())
        .or_else(|| k.raw.seed.and_then(|s| u64::try_from(s).ok()));
    let inert = INERT.iter().filter(|(stem, _, _)| *stem == k.stem).map(|&(_, p, why)| (p, why)).collect::<Vec<_>>();
    page::controls(at, entry, &value_of, seed, &inert, w)
}

/// The note above a scenario's controls when the lab runs it smaller than the course
/// (`[course] lab`), for the sizes the request does not set; empty otherwise.
pub(crate) fn size_note(stem: &str, pairs: &[(String, String)], w: &'static Words) -> String {
    let sized = lab_sized(stem, pairs);
    if sized.is_empty() {
        return String::new();
    }
    let list: Vec<String> =
        sized.iter().map(|(key, v)| format!("<code>{}={}</code>", page::esc(key), page::esc(v))).collect();
    format!("<p class=\"note\">{}</p>\n", w.get("lab-size", &args!(list = list.join(", "))))
}

/// The overrides a request's pairs give (the lab's sizes first), or none when refused.
pub(crate) fn sets_of(k: &Known, entry: &dyn Entry, pairs: &[(String, String)]) -> Vec<Override> {
    let mut all = lab_sized(k.stem, pairs);
    all.extend(pairs.iter().cloned());
    query::overrides(&all, entry.params()).unwrap_or_default()
}

/// The scenario page: controls at the request's values, then the result or the refusal.
fn scenario_page(
    k: &'static Known,
    entry: &dyn Entry,
    pairs: &[(String, String)],
    query: &str,
    job: &Job,
    w: &'static Words,
) -> Answer {
    let path = path_of(k.stem);
    let outcome = compute(k, entry, pairs, job, w);
    let sets: &[Override] = match &outcome {
        Ok(r) => &r.sets,
        Err(r) => &r.sets,
    };
    let mut body = page::heading(k.stem, &k.raw.description, page::Host::Lab, w);
    // The lab-size note goes above the grid of controls and result, not into its first column.
    body.push_str(&size_note(k.stem, pairs, w));
    body.push_str("<div class=\"lab\">\n");
    body.push_str(&form(k, entry, sets, page::FormAt::lab(&path), w));
    let status = match &outcome {
        Ok(r) => {
            body.push_str(&page::result(&r.report, &command(k.stem, &r.sets, w), &path, query, Words::of(job.lang)));
            200
        }
        Err(r) => {
            body.push_str(&page::refused(&r.message));
            r.status
        }
    };
    body.push_str("</div>\n");
    body.push_str(&replay::panel(k.stem, &path, entry, w));
    Answer::html(status, page::page(k.stem, &body, w))
}

/// Answers one request (the whole routing, without the network: tests call it directly).
pub fn answer(method: &str, url: &str, w: &'static Words) -> Answer {
    answer_for(method, url, &Job { lang: w.lang(), ..Job::default() }, w)
}

/// Whether answering `url` runs a model: a scenario's route with parameters, or at its
/// defaults before that run is made, a sweep, a replay, or a lesson page before the course is
/// warm. Everything else (assets, the scenario list, refusals, pages already made) is
/// answered beside the runs.
pub fn runs_a_model(method: &str, url: &str, w: &'static Words) -> bool {
    if url.len() > MAX_URL || method != "GET" && method != "HEAD" {
        return false;
    }
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    let segments: Vec<&str> = path.strip_prefix('/').unwrap_or(path).split('/').collect();
    let pairs = query::pairs(query);
    // A scenario whose parameters pass the checks (a refused one is answered at once).
    let scenario = |lesson: &str, name: &str| {
        let k = find(lesson, name)?;
        let entry = models::find(&k.raw.model)?;
        let mut all = lab_sized(k.stem, &pairs);
        all.extend(pairs.iter().cloned());
        let sets = query::overrides(&all, entry.params()).ok()?;
        models::parse(k.file, k.text, &sets).ok().map(|_| k.stem)
    };
    let plain = |stem: Option<&str>| stem.is_some_and(|stem| !pairs.is_empty() || !cached(stem, w));
    match segments.as_slice() {
        [""] => !warm_in(w.lang()),
        [code] if output::CHAPTERS.iter().any(|c| c.code == *code) => !warm_in(w.lang()),
        #[cfg(feature = "native")]
        [file] if print::print_chapter(file, w).is_some() => !print::printed(file, w),
        [_] => false,
        ["assets", _] => false,
        // Their paging and sweep keys are not the model's: any sweep or replay of a scenario
        // waits for a worker.
        ["sweep" | "replay", lesson, name] => find(lesson, name).is_some(),
        ["api" | "csv" | "json", lesson, name] | ["svg", lesson, name, _] | [lesson, name] => {
            plain(scenario(lesson, name))
        }
        _ => false,
    }
}

/// [`answer`] for a request whose runs are held to `job`.
pub fn answer_for(method: &str, url: &str, job: &Job, w: &'static Words) -> Answer {
    if url.len() > MAX_URL {
        let text = w.get("lab-url-too-long", &args!(max = MAX_URL));
        return Answer::html(414, page::page(&w.text("lab-too-long"), &format!("<p class=\"error\">{text}</p>\n"), w));
    }
    if method != "GET" && method != "HEAD" {
        return Answer::html(
            405,
            page::page(
                &w.text("lab-not-allowed"),
                &format!("<p class=\"error\">{}</p>\n", w.text("lab-get-and-head")),
                w,
            ),
        );
    }
    let (path, query) = url.split_once('?').unwrap_or((url, ""));
    let segments: Vec<&str> = path.strip_prefix('/').unwrap_or(path).split('/').collect();
    let pairs = query::pairs(query);
    let with =
        |lesson: &str, name: &str, f: &dyn Fn(&'static Known, &'static dyn Entry) -> Answer| match find(lesson, name)
            .and_then(|k| models::find(&k.raw.model).map(|e| (k, e)))
        {
            Some((k, e)) => f(k, e),
            None => Answer::not_found(&w.get("lab-no-scenario", &args!(path = format!("/{lesson}/{name}"))), w),
        };
    match segments.as_slice() {
        [""] => Answer::html(200, output::index_html(&book_items(|_| true, job, w), output::Site::Lab, w)),
        ["senaryolar"] => Answer::html(200, page::landing(&listing(), w)),
        [code] if output::CHAPTERS.iter().any(|c| c.code == *code) => {
            let c = output::CHAPTERS.iter().find(|c| c.code == *code).unwrap_or(&output::CHAPTERS[0]);
            let items = book_items(|stem| stem.starts_with(c.code), job, w);
            Answer::html(
                200,
                output::lesson_html(
                    c,
                    &items,
                    &output::downloads(c.code, w),
                    output::Site::Lab,
                    &|stem| book::try_panel(stem, page::Host::Lab, w),
                    w,
                ),
            )
        }
        #[cfg(feature = "native")]
        [file] if print::print_chapter(file, w).is_some() => match print::print_file(file, job, w) {
            Ok(pdf) => Answer::new(200, "application/pdf", pdf.as_slice()),
            Err(r) => Answer::html(r.status, page::page(file, &page::refused(&r.message), w)),
        },
        ["assets", "book.css"] => Answer::new(200, "text/css; charset=utf-8", output::BOOK_CSS),
        ["assets", "lab.css"] => Answer::new(200, "text/css; charset=utf-8", CSS),
        ["assets", "controls.css"] => Answer::new(200, "text/css; charset=utf-8", CONTROLS_CSS),
        ["assets", "live.js"] => Answer::new(200, "text/javascript; charset=utf-8", book::LIVE_JS),
        ["assets", "worker.js"] => Answer::new(200, "text/javascript; charset=utf-8", book::WORKER_JS),
        ["assets", "lab.js"] => Answer::new(200, "text/javascript; charset=utf-8", JS),
        ["assets", "replay.js"] => Answer::new(200, "text/javascript; charset=utf-8", REPLAY_JS),
        ["assets", "panels.css"] => Answer::new(200, "text/css; charset=utf-8", PANELS_CSS),
        ["assets", "sweep.js"] => Answer::new(200, "text/javascript; charset=utf-8", SWEEP_JS),
        ["sweep", lesson, name] => with(lesson, name, &|k, e| sweep::answer(k, e, &pairs, job, Words::of(job.lang))),
        ["replay", lesson, name] => with(lesson, name, &|k, e| replay::answer(k, e, &pairs, job, w)),
        ["api", lesson, name] => with(lesson, name, &|k, e| match compute(k, e, &pairs, job, w) {
            Ok(r) => Answer::html(
                200,
                page::result_with(
                    &r.report,
                    &command(k.stem, &r.sets, w),
                    &path_of(k.stem),
                    query,
                    job.links(),
                    true,
                    Words::of(job.lang),
                ),
            ),
            Err(r) => Answer::html(r.status, page::refused(&r.message)),
        }),
        // A scenario's form at the query's values: the live book's static page shows a
        // permalink's values with it.
        ["form", lesson, name] => with(lesson, name, &|k, e| {
            let path = path_of(k.stem);
            let at = page::FormAt { path: &path, action: &path, prefix: "", live: false };
            Answer::html(200, form(k, e, &sets_of(k, e, &pairs), at, w))
        }),
        ["svg", lesson, name, figure] => with(lesson, name, &|k, e| match compute(k, e, &pairs, job, w) {
            Ok(r) => match r.report.figures.iter().find(|f| f.name == *figure) {
                Some(f) if f.size() > page::MAX_MARKS => Answer::new(
                    422,
                    "text/plain; charset=utf-8",
                    page::too_large(f, &command(k.stem, &r.sets, w), w) + "\n",
                ),
                Some(f) => Answer::new(200, "image/svg+xml", output::figure::render_svg(f, Words::of(job.lang))),
                None => Answer::not_found(&w.get("lab-no-chart", &args!(stem = k.stem, chart = *figure)), w),
            },
            Err(r) => Answer::new(r.status, "text/plain; charset=utf-8", r.message + "\n"),
        }),
        ["csv", lesson, name] => with(lesson, name, &|k, e| match compute(k, e, &pairs, job, w) {
            Ok(r) => Answer::new(200, "text/csv; charset=utf-8", output::report_csv(&r.report)),
            Err(r) => Answer::new(r.status, "text/plain; charset=utf-8", r.message + "\n"),
        }),
        ["json", lesson, name] => with(lesson, name, &|k, e| match compute(k, e, &pairs, job, w) {
            Ok(r) => Answer::new(200, "application/json", output::report_json(&r.scenario, &r.report)),
            Err(r) => Answer::new(r.status, "text/plain; charset=utf-8", r.message + "\n"),
        }),
        [lesson, name] => with(lesson, name, &|k, e| scenario_page(k, e, &pairs, query, job, w)),
        _ => Answer::not_found(&w.text("lab-no-page"), w),
    }
}

/// The book's scenarios that `wanted` picks, run at the lab's defaults, as the lesson pages
/// show them (the same pages as `figures/`, with the lab's links).
fn book_items(wanted: impl Fn(&str) -> bool, job: &Job, w: &'static Words) -> Vec<output::IndexItem> {
    output::entries()
        .iter()
        .filter(|e| e.only.is_none() && wanted(&e.stem))
        .filter_map(|e| {
            let k = known().iter().find(|k| k.stem == e.stem)?;
            let entry = models::find(&k.raw.model)?;
            let r = at_defaults(k, entry, job, w).ok()?;
            Some(output::index_item(&r.scenario, &r.report))
        })
        .collect()
}

/// The stems of every built-in scenario the lab serves.
pub fn stems() -> Vec<&'static str> {
    known().iter().map(|k| k.stem).collect()
}

/// What the server does for a control's move, without the cache: run `stem` at the lab's
/// defaults and build the result fragment (charts as SVG, tables, text). For the lab's
/// benchmark (`benches/lab.rs`); `None` for an unknown stem.
pub fn default_fragment(stem: &str) -> Option<String> {
    let k = known().iter().find(|k| k.stem == stem)?;
    let entry = models::find(&k.raw.model)?;
    let path = path_of(k.stem);
    let job = Job::default();
    let w = Words::of(job.lang);
    Some(match run_with(k, entry, &[], &job, w) {
        Ok(r) => page::result(&r.report, &command(k.stem, &r.sets, w), &path, "", w),
        Err(r) => page::refused(&r.message),
    })
}

/// The languages whose course runs at the lab's defaults are all made.
static WARM: OnceLock<Mutex<Vec<&'static str>>> = OnceLock::new();

fn warm_in(lang: Lang) -> bool {
    WARM.get().and_then(|l| l.lock().ok()).is_some_and(|l| l.contains(&lang.code()))
}

/// Runs every course scenario at the lab's defaults once in `lang`, so the pages answer
/// at once.
pub fn warm(lang: Lang) {
    let w = Words::of(lang);
    let _ = book_items(|_| true, &Job { lang, ..Job::default() }, w);
    if let Ok(mut langs) = WARM.get_or_init(Default::default).lock() {
        langs.push(lang.code());
    }
}

fn listing() -> Vec<page::Listed> {
    known()
        .iter()
        .map(|k| page::Listed {
            stem: k.stem.to_string(),
            path: path_of(k.stem),
            lesson: k.raw.lesson.clone(),
            description: k.raw.description.clone(),
        })
        .collect()
}

/// [`answer_for`], with a panic (a bug) turned into a 500 rather than a dropped connection.
pub fn answer_guarded(method: &str, url: &str, job: &Job, w: &'static Words) -> Answer {
    catch_unwind(AssertUnwindSafe(|| answer_for(method, url, job, w)))
        .unwrap_or_else(|_| Answer::new(500, "text/plain; charset=utf-8", "internal error (a bug in jobsim)\n"))
}

#[cfg(test)]
mod tests;
