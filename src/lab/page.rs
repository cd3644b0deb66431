//! The lab's HTML: a landing page listing the course's scenarios, and a scenario's page —
//! its controls, generated from the model's parameter declarations (the ones `jobsim params`
//! prints), and its result: each chart as inline SVG (the bytes `jobsim run --out` writes),
//! its title and caption, the tables and the equivalent command. The result is one fragment,
//! the same on a whole page (a permalink works without JavaScript) and in the answer to the
//! page's script when a control moves.

use std::fmt::Write;

use crate::args;
use crate::models::Entry;
pub use crate::output::host::{BOOK_CSP, Host, SCRIPT_WORDS, script_words};
use crate::output::{self, figure};
use crate::report::lang::Lang;
use crate::report::words::Words;
use crate::report::{Report, Table};
use crate::scenario::{Kind, Param};

pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// `text` escaped, its `` `…` `` spans as code (a parameter's help, a refusal, the valid values:
/// names, values and commands are code, the words around them the page's language).
pub fn with_code(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        // An unmatched last backtick leaves its text plain.
        if i % 2 == 1 && text.matches('`').count() > i {
            let _ = write!(out, "<code>{}</code>", esc(part));
        } else {
            if i % 2 == 1 {
                out.push('`');
            }
            out.push_str(&esc(part));
        }
    }
    out
}

/// The page around `body`: embedded style and script only (the CSP forbids anything else).
pub fn page(title: &str, body: &str, w: &'static Words) -> String {
    page_in(title, body, Host::Lab, w)
}

/// [`page`], read at `host`.
pub fn page_in(title: &str, body: &str, host: Host, w: &'static Words) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"{attributes}>\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n\
         {head}</head>\n<body>\n<header><a href=\"{home}\">{home_label}</a></header>\n<main>\n{body}</main>\n</body>\n</html>\n",
        esc(title),
        lang = w.lang().code(),
        attributes = host.attributes(),
        head = host.head(&["lab.css", "controls.css"], w),
        home = host.home(),
        home_label = w.text("lab-home"),
    )
}

/// A scenario page's heading: where the scenario sits in the book (lesson, section, part)
/// and its name; a scenario outside the book (the perf anchors) shows its stem and
/// its file's description.
pub fn heading(stem: &str, description: &str, host: Host, w: &'static Words) -> String {
    match output::book::entry(stem).zip(output::book::chapter(stem)) {
        Some((e, c)) => format!(
            "<p class=\"crumbs\"><a href=\"{page}\">{lesson} {code} — {title}</a> › {section}</p>\n\
             <h1>{name}</h1>\n<p class=\"meta\"><code>{stem}</code></p>\n",
            lesson = w.text("lab-lesson"),
            page = host.lesson(c.code),
            code = c.code,
            title = esc(&output::book::title(w, c)),
            section = esc(&output::book::heading(w, c, e.section)),
            name = esc(&output::book::name(w, stem)),
            stem = esc(stem),
        ),
        None => format!(
            "<h1>{}</h1>\n<p class=\"meta\"><code>{}</code></p>\n",
            esc(&scenario_name(stem, description, w)),
            esc(stem)
        ),
    }
}

/// The scenarios outside the book (the perf anchors) and their names' messages.
const ANCHORS: &[(&str, &str)] =
    &[("anchor-queue-drain", "lab-anchor-queue-drain"), ("anchor-retry-storm", "lab-anchor-retry-storm")];

/// A scenario's name in the page's language: the book's (`scenario-<stem>`), an anchor's
/// (`lab-anchor-…`), else its file's description (a scenario the catalogs do not know).
pub fn scenario_name(stem: &str, description: &str, w: &'static Words) -> String {
    match ANCHORS.iter().find(|(s, _)| *s == stem) {
        Some((_, id)) => w.text(id),
        None if output::book::entry(stem).is_some() => output::book::name(w, stem),
        None => description.to_string(),
    }
}

/// One built-in scenario as the landing page lists it.
pub struct Listed {
    pub stem: String,
    pub path: String,
    pub lesson: String,
    pub description: String,
}

/// The landing page: every course scenario, by lesson.
pub fn landing(items: &[Listed], w: &'static Words) -> String {
    let mut b = format!("<h1>{}</h1>\n<p>{}</p>\n", w.text("lab-home"), w.text("lab-intro"));
    let mut current = String::new();
    for it in items {
        let section =
            output::chapter(&it.lesson).map(|c| output::book::title(w, c)).unwrap_or_else(|| w.text("lab-appendix"));
        if section != current {
            if !current.is_empty() {
                b.push_str("</ul>\n");
            }
            let _ = writeln!(b, "<h2>{}</h2>\n<ul class=\"list\">", esc(&section));
            current = section;
        }
        let _ = writeln!(
            b,
            "<li><a href=\"{}\"><code>{}</code></a> — {}</li>",
            esc(&it.path),
            esc(&it.path),
            esc(&scenario_name(&it.stem, &it.description, w))
        );
    }
    if !current.is_empty() {
        b.push_str("</ul>\n");
    }
    page(&w.text("lab-home"), &b, w)
}

/// `ms` as a person reads it ("5 s", "2,5 dk"; "2.5 min" in English), for a duration
/// control's label (`lab.js` writes the same as the control moves).
fn human_ms(ms: i64, w: &'static Words) -> String {
    let en = w.lang() == Lang::En;
    let f = |v: f64, unit: &str| {
        let t = if (v - v.round()).abs() < 1e-9 { format!("{}", v.round() as i64) } else { format!("{v:.1}") };
        format!("{} {unit}", if en { t } else { t.replace('.', ",") })
    };
    match ms.abs() {
        a if a < 1000 => format!("{ms} ms"),
        a if a < 60_000 => f(ms as f64 / 1000.0, "s"),
        a if a < 3_600_000 => f(ms as f64 / 60_000.0, &w.text("lab-unit-min")),
        a if a < 86_400_000 => f(ms as f64 / 3_600_000.0, &w.text("lab-unit-h")),
        _ => f(ms as f64 / 86_400_000.0, &w.text("lab-unit-d")),
    }
}

/// A value as the form shows it: a TOML list's items comma-separated, strings bare.
fn shown(v: &toml::Value) -> String {
    match v {
        // A list of tables (calendar rules) as the TOML it is: the box takes what it shows.
        toml::Value::Array(items) if items.iter().any(toml::Value::is_table) => v.to_string(),
        toml::Value::String(s) => s.clone(),
        toml::Value::Array(items) => items.iter().map(shown).collect::<Vec<_>>().join(","),
        other => other.to_string(),
    }
}

/// The items of a list value, as text.
fn items(v: &toml::Value) -> Vec<String> {
    match v {
        toml::Value::Array(items) => items.iter().map(shown).collect(),
        other => vec![shown(other)],
    }
}

/// One parameter's control: a slider with a number box for integers (a log slider where
/// the range spans decades), a select for one name, checkboxes for a list of names, a text
/// box for the rest. The number box, select, checkboxes and text box carry the name, so a
/// form without script submits them. `needs` is the div's `data-needs` attributes (a system's
/// knob), or empty.
fn control(model: &str, p: &Param, value: &toml::Value, needs: &str, prefix: &str, w: &'static Words) -> String {
    let name = esc(p.name);
    let id = format!("p-{}{name}", esc(prefix));
    let mut c = String::new();
    let unit = if p.unit.is_empty() {
        String::new()
    } else {
        format!(" <span class=\"unit\">[<code>{}</code>]</span>", esc(p.unit))
    };
    let _ = write!(
        c,
        "<div class=\"control\" data-param=\"{name}\"{needs}><label for=\"{id}\"><code>{name}</code>{unit}</label>"
    );
    match &p.kind {
        Kind::Int { min, max } => {
            // An optional parameter left out ("none": no crashes, never cancelled) is an empty
            // box, which the form sends as nothing; the slider rests at the minimum.
            let v = value.as_integer();
            let log = *max / (*min).max(1) >= 1000;
            let human = match v {
                Some(v) if p.unit == "ms" => human_ms(v, w),
                _ => String::new(),
            };
            let (at, v) = (v.unwrap_or(*min), v.map(|v| v.to_string()).unwrap_or_default());
            let _ = write!(
                c,
                "<input type=\"range\" class=\"slider\" min=\"{min}\" max=\"{max}\" value=\"{at}\" data-log=\"{log}\" \
                 aria-label=\"{name}\" tabindex=\"-1\">\
                 <input type=\"number\" id=\"{id}\" name=\"{name}\" min=\"{min}\" max=\"{max}\" value=\"{v}\">\
                 <output class=\"human\" data-unit=\"{}\">{human}</output>",
                esc(p.unit)
            );
        }
        Kind::Choice(names) => {
            let v = shown(value);
            let _ = write!(c, "<select id=\"{id}\" name=\"{name}\">");
            for n in *names {
                let sel = if *n == v { " selected" } else { "" };
                let _ = write!(c, "<option{sel}>{}</option>", esc(n));
            }
            c.push_str("</select>");
        }
        Kind::Bool => {
            let v = value.as_bool().unwrap_or(false);
            let _ = write!(c, "<select id=\"{id}\" name=\"{name}\">");
            for b in [false, true] {
                let sel = if b == v { " selected" } else { "" };
                let _ = write!(c, "<option{sel}>{b}</option>");
            }
            c.push_str("</select>");
        }
        Kind::Choices(names) => {
            let chosen = items(value);
            let _ = write!(c, "<fieldset id=\"{id}\" class=\"choices\">");
            // The chosen names first, in the scenario's order (a form sends its boxes in the
            // page's order, and the order is the rows'), then the others as declared.
            let ordered = chosen
                .iter()
                .filter_map(|x| names.iter().find(|n| *n == x))
                .chain(names.iter().filter(|n| !chosen.iter().any(|x| x == *n)));
            for n in ordered {
                let on = if chosen.iter().any(|x| x == n) { " checked" } else { "" };
                let _ = write!(
                    c,
                    "<label><input type=\"checkbox\" name=\"{name}\" value=\"{n}\"{on}> <code>{n}</code></label>",
                    n = esc(n)
                );
            }
            c.push_str("</fieldset>");
        }
        Kind::Ints { min, max } => {
            // A list of whole numbers: the text box carries its bounds, for lab.js's chips
            // and the sweep panel's proposal.
            let _ = write!(
                c,
                "<input type=\"text\" id=\"{id}\" name=\"{name}\" value=\"{}\" class=\"ints\" \
                 data-min=\"{min}\" data-max=\"{max}\" inputmode=\"numeric\">",
                esc(&shown(value))
            );
        }
        Kind::Float { min, max } => {
            // A real number: a text box (any precision), its bounds for the sweep's proposal.
            let _ = write!(
                c,
                "<input type=\"text\" id=\"{id}\" name=\"{name}\" value=\"{}\" class=\"real\" \
                 data-min=\"{min}\" data-max=\"{max}\" inputmode=\"decimal\">",
                esc(&shown(value))
            );
        }
        _ => {
            let _ = write!(c, "<input type=\"text\" id=\"{id}\" name=\"{name}\" value=\"{}\">", esc(&shown(value)));
        }
    }
    let valid = valid_values(&p.kind, w);
    let _ = writeln!(c, "<small>{} ({})</small></div>", with_code(&p.help(model, w)), with_code(&valid));
    c
}

/// Names as code: `` `a`, `b` ``.
fn quoted(names: &[&str]) -> String {
    names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ")
}

/// A parameter's valid values in the page's language (`jobsim params` keeps
/// [`Kind::describe`]'s English, the CLI's).
fn valid_values(kind: &Kind, w: &'static Words) -> String {
    let (kind, min, max, names) = match kind {
        Kind::Int { min, max } => ("int", min.to_string(), max.to_string(), String::new()),
        Kind::Ints { min, max } => ("ints", min.to_string(), max.to_string(), String::new()),
        Kind::Float { min, max } => ("float", min.to_string(), max.to_string(), String::new()),
        Kind::Bool => ("bool", String::new(), String::new(), String::new()),
        Kind::Bools => ("bools", String::new(), String::new(), String::new()),
        Kind::Choice(c) => ("choice", String::new(), String::new(), quoted(c)),
        Kind::Choices(c) => ("choices", String::new(), String::new(), quoted(c)),
        Kind::Instant => ("instant", String::new(), String::new(), String::new()),
        Kind::Zones => ("zones", String::new(), String::new(), String::new()),
        Kind::Tables => ("tables", String::new(), String::new(), String::new()),
        Kind::Text => ("text", String::new(), String::new(), String::new()),
    };
    w.get("lab-valid", &args!(kind = kind, min = min, max = max, names = names))
}

/// Where a scenario's form stands: the scenario's lab path (`/004/jitter-wave`, what its
/// script asks the model for), where it submits, the prefix of its elements' ids (empty on
/// a scenario's own page; a lesson page holds several forms) and whether it waits for the
/// live book's module (then its controls are disabled until the module is ready: without
/// it, a static page has nothing to run them).
#[derive(Clone, Copy, Debug)]
pub struct FormAt<'a> {
    pub path: &'a str,
    pub action: &'a str,
    pub prefix: &'a str,
    pub live: bool,
}

impl<'a> FormAt<'a> {
    /// The lab's form on a scenario's page: it submits to the page itself.
    pub fn lab(path: &'a str) -> FormAt<'a> {
        FormAt { path, action: path, prefix: "", live: false }
    }
}

/// The controls of a scenario: every declared parameter at the value the request gives,
/// else the scenario file's, else the declared default; the seed when the model takes one.
pub fn controls(
    at: FormAt<'_>,
    entry: &dyn Entry,
    value_of: &dyn Fn(&Param) -> Option<toml::Value>,
    seed: Option<u64>,
    inert: &[(&str, &str)],
    w: &'static Words,
) -> String {
    let id = if at.prefix.is_empty() { " id=\"controls\"" } else { "" };
    let mut f = format!(
        "<form{id} class=\"controls\" method=\"get\" action=\"{}\" data-path=\"{}\">\n",
        esc(at.action),
        esc(at.path)
    );
    if at.live {
        // Enabled by the live book's script once its module is ready.
        let _ = writeln!(f, "<fieldset class=\"live-controls\" disabled>");
    }
    let prefix = esc(at.prefix);
    if entry.draws() || entry.seed_optional() {
        let s = seed.map(|s| s.to_string()).unwrap_or_default();
        let _ = writeln!(
            f,
            "<div class=\"control\" data-param=\"seed\"><label for=\"p-{prefix}seed\"><code>seed</code></label>\
             <input type=\"number\" id=\"p-{prefix}seed\" name=\"seed\" min=\"0\" value=\"{s}\">\
             <button type=\"button\" class=\"new-seed\"{new}>{}</button><small>{}</small></div>",
            w.text("lab-new-seed"),
            w.text("lab-seed-help"),
            new = if at.prefix.is_empty() { " id=\"new-seed\"" } else { "" },
        );
    }
    for p in entry.params() {
        if let Some((_, why)) = inert.iter().find(|(name, _)| *name == p.name) {
            // Not offered: no value of it changes this scenario's outcome; the form says why.
            let _ = writeln!(f, "<p class=\"note\"><code>{}</code>: {}</p>", esc(p.name), esc(&w.text(why)));
            continue;
        }
        let v = value_of(p).or_else(|| p.default_value()).unwrap_or(toml::Value::String(String::new()));
        let systems = systems_of(p, entry.params());
        let mut needs = String::new();
        if !systems.is_empty() {
            // A system's knob shows only while a list selects its system (lab.js follows the
            // checkboxes; a form without script shows what the request selected).
            let on = systems.iter().any(|(list, system)| {
                let chosen = entry.params().iter().find(|q| q.name == *list);
                chosen
                    .and_then(|q| value_of(q).or_else(|| q.default_value()))
                    .is_some_and(|v| items(&v).contains(system))
            });
            let pairs: Vec<String> = systems.iter().map(|(l, s)| format!("{}:{}", esc(l), esc(s))).collect();
            let hidden = if on { "" } else { " hidden" };
            needs = format!(" data-needs=\"{}\"{hidden}", pairs.join(" "));
        }
        f.push_str(&control(entry.name(), p, &v, &needs, at.prefix, w));
    }
    let _ = writeln!(
        f,
        "<div class=\"buttons\"><button type=\"submit\">{}</button> <a href=\"{}\" class=\"reset\">{}</a></div>",
        w.text("lab-run"),
        esc(at.action),
        w.text("lab-defaults")
    );
    if at.live {
        f.push_str("</fieldset>\n");
    }
    f.push_str("</form>\n");
    f
}

/// The list parameters and systems a knob belongs to: `sidekiq_max_retries` to `sidekiq`,
/// `grpc_multiplier` to `grpc-connect`, wherever a list parameter (`schedules`, `systems`,
/// `budgets` …) offers such a system (the part of its name before a `-`). Empty for a knob
/// of no system.
fn systems_of(p: &Param, params: &[Param]) -> Vec<(&'static str, String)> {
    let mut found = Vec::new();
    for q in params {
        let Kind::Choices(names) = &q.kind else { continue };
        for n in *names {
            let stem = n.split('-').next().unwrap_or(n);
            if p.name.strip_prefix(stem).is_some_and(|rest| rest.len() > 1 && rest.starts_with('_')) {
                found.push((q.name, (*n).to_string()));
            }
        }
    }
    found
}

/// Most rows a table shows on the page (the CSV download has them all).
pub const MAX_ROWS: usize = 40;

fn table_html(t: &Table, w: &'static Words) -> String {
    let mut h = format!("<div class=\"table\"><table data-table=\"{}\">\n<tr>", esc(&t.name));
    for c in &t.columns {
        let _ = write!(h, "<th>{}</th>", esc(c));
    }
    h.push_str("</tr>\n");
    for r in t.rows.iter().take(MAX_ROWS) {
        h.push_str("<tr>");
        for c in r {
            let _ = write!(h, "<td>{}</td>", esc(&c.to_csv()));
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</table>");
    if t.rows.len() > MAX_ROWS {
        let more = t.rows.len() - MAX_ROWS;
        let _ = write!(h, "<p class=\"more\">… {}</p>", w.get("lab-more-rows", &args!(rows = more)));
    }
    h.push_str("</div>\n");
    h
}

/// Most things (points, bars, spans, events, marks) the lab draws in one chart: eight times
/// the largest course chart, and a drawing of well under a second. A what-if past it gets
/// the chart's title and a note instead (`jobsim run --out` draws any size).
pub const MAX_MARKS: usize = 10_000;

/// The note standing for a chart too large for the lab, in the edition's language.
pub fn too_large(f: &crate::report::Figure, command: &str, w: &'static Words) -> String {
    w.get("lab-chart-too-large", &args!(marks = f.size(), max = MAX_MARKS, command = command))
}

/// Where a result's charts and downloads lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Links<'a> {
    /// The lab's routes (`/svg/004/jitter-wave/wave?…`): the server answers them.
    Lab,
    /// The same routes as `data-route`, for the live book's script: its module answers them
    /// (a chart opens, a table downloads) and a permalink is the static page with the query.
    Live,
    /// The committed files of the course's run, `up` from the page to the edition's folder:
    /// a static page before its module has run anything (the charts as images).
    Files { up: &'a str, stem: &'a str },
}

impl Links<'_> {
    /// A link to the lab route `route`: `href` in the lab, `data-route` in the live book.
    fn to(self, route: &str) -> String {
        match self {
            Links::Lab => format!("href=\"{}\"", esc(route)),
            _ => format!("href=\"#\" data-route=\"{}\"", esc(route)),
        }
    }
}

/// The result of a run: charts (inline SVG, the bytes `jobsim run --out` writes), titles,
/// captions, tables, the lesson-style text, the command and the downloads.
pub fn result(report: &Report, command: &str, path: &str, query: &str, w: &'static Words) -> String {
    result_with(report, command, path, query, Links::Lab, true, w)
}

/// [`result`] with its links `links`; `whole` marks the page's one result (`id="result"`;
/// a lesson page holds several).
pub fn result_with(
    report: &Report,
    command: &str,
    path: &str,
    query: &str,
    links: Links<'_>,
    whole: bool,
    w: &'static Words,
) -> String {
    let q = if query.is_empty() { String::new() } else { format!("?{query}") };
    let id = if whole { " id=\"result\"" } else { "" };
    let mut r = format!("<div{id} class=\"result\" aria-live=\"polite\">\n");
    for f in &report.figures {
        if let Links::Files { up, stem } = links {
            // The committed chart of the course's run, as the lesson page shows it.
            let file = esc(&format!("{up}{stem}.{}.svg", f.name));
            let _ = write!(
                r,
                "<figure data-figure=\"{name}\"><h2 class=\"title\">{title}</h2>\n<a class=\"svg\" href=\"{file}\">\
                 <img src=\"{file}\" alt=\"{title}\" width=\"960\" height=\"540\"></a>\n<figcaption>{caption}</figcaption></figure>\n",
                name = esc(&f.name),
                title = esc(&f.title),
                caption = esc(&f.caption),
            );
            continue;
        }
        if f.size() > MAX_MARKS {
            let _ = write!(
                r,
                "<figure data-figure=\"{name}\"><h2 class=\"title shown\">{title}</h2>\n<p class=\"note\">{note}</p></figure>\n",
                name = esc(&f.name),
                title = esc(&f.title),
                note = esc(&too_large(f, command, w)),
            );
            continue;
        }
        let svg = figure::render_svg(f, w);
        let svg = svg.strip_prefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n").unwrap_or(&svg);
        // A chart drawn over the run's clock says where that clock lies on it: the replay
        // marks the scrubbed instant there (the SVG's bytes stay those of `jobsim run`).
        let clock = figure::clock_axis(f, w).map_or(String::new(), |c| {
            format!(
                " data-x-min-ms=\"{}\" data-x-max-ms=\"{}\" data-plot-x0=\"{:.2}\" data-plot-x1=\"{:.2}\"",
                c.lo_ms, c.hi_ms, c.left, c.right
            )
        });
        let _ = write!(
            r,
            "<figure data-figure=\"{name}\"{clock}><h2 class=\"title\">{title}</h2>\n<a class=\"svg\" {link}>{svg}</a>\n\
             <figcaption>{caption}</figcaption></figure>\n",
            name = esc(&f.name),
            title = esc(&f.title),
            caption = esc(&f.caption),
            link = links.to(&format!("/svg{path}/{}{q}", f.name)),
        );
    }
    for t in &report.tables {
        // The students' table of the lesson pages (human units) where the table has one;
        // every table's columns as the CSV has them, in `table_html`.
        if output::has_students_table(t) {
            let _ = writeln!(r, "<figure class=\"students\">{}</figure>", output::students_table(t, w));
            let _ = writeln!(
                r,
                "<details class=\"raw\"><summary>{}: {}</summary>",
                w.text("lab-csv-columns"),
                esc(&t.name)
            );
            r.push_str(&table_html(t, w));
            r.push_str("</details>\n");
        } else {
            r.push_str(&table_html(t, w));
        }
    }
    let ids = if whole { (" id=\"command\"", " id=\"copy\"", " id=\"permalink\"") } else { ("", "", "") };
    let downloads = match links {
        Links::Files { up, stem } => report
            .tables
            .iter()
            .map(|t| format!("<a href=\"{}\">{}</a>", esc(&format!("{up}{stem}.{}.csv", t.name)), esc(&t.name)))
            .collect::<Vec<_>>()
            .join(" · "),
        _ => format!(
            "<a {}>CSV</a> · <a {}>JSON</a> · <a class=\"permalink\" {}{}>{}</a>",
            links.to(&format!("/csv{path}{q}")),
            links.to(&format!("/json{path}{q}")),
            links.to(&format!("{path}{q}")),
            ids.2,
            w.text("lab-link"),
        ),
    };
    let _ = write!(
        r,
        "<details><summary>{output}</summary><pre>{}</pre></details>\n\
         <p class=\"command\"><code class=\"command-line\"{}>{}</code> <button type=\"button\" class=\"copy\"{}>{copy}</button></p>\n\
         <p class=\"downloads\">{downloads}</p>\n</div>\n",
        esc(&report.text),
        ids.0,
        esc(command),
        ids.1,
        output = crate::report::glossary::word("page.program_output", w.lang()),
        copy = w.text("lab-copy"),
    );
    r
}

/// The result when the parameters are refused or the run cannot finish: the one-line
/// message, as the CLI prints it.
pub fn refused(message: &str) -> String {
    format!(
        "<div id=\"result\" class=\"result\" aria-live=\"polite\"><p class=\"error\" role=\"alert\">{}</p></div>\n",
        with_code(message)
    )
}
