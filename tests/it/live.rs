//! The controls show what runs (issue 52, item 7): every scenario's page, submitted as it
//! stands — as a browser submits a form without script: each named field's value, checked
//! boxes, selected options — runs the scenario's defaults (at the lab's sizes), on the
//! lab's pages and on the live book's. A "none" is shown as none and sent as nothing; a box
//! takes what it shows. The browser checks (`.ci/check_live.py`) do the same in Chromium.

use jobsim::lab;
use jobsim::report::lang::Lang;
use jobsim::report::words::Words;

/// The value of attribute `name` in the tag `tag` (`<input … name="x" …>`).
fn attribute(tag: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    let at = tag.find(&key)? + key.len();
    let end = tag[at..].find('"')? + at;
    Some(tag[at..end].replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"))
}

fn has(tag: &str, flag: &str) -> bool {
    tag.split([' ', '>']).any(|w| w == flag)
}

/// The pairs a browser submits for the form in `html` (the first `<form class="controls"`).
pub fn submitted(html: &str) -> Vec<(String, String)> {
    let start = html.find("<form").expect("a form");
    let end = html[start..].find("</form>").map_or(html.len(), |e| start + e);
    let form = &html[start..end];
    let mut pairs = Vec::new();
    let mut rest = form;
    while let Some(open) = rest.find('<') {
        rest = &rest[open..];
        let close = rest.find('>').map_or(rest.len(), |c| c + 1);
        let tag = &rest[..close];
        if tag.starts_with("<input") {
            let kind = attribute(tag, "type").unwrap_or_else(|| "text".into());
            if let Some(name) = attribute(tag, "name").filter(|_| !has(tag, "disabled")) {
                let value = attribute(tag, "value").unwrap_or_default();
                match kind.as_str() {
                    "checkbox" | "radio" if has(tag, "checked") => pairs.push((name, value)),
                    "checkbox" | "radio" | "range" | "button" | "submit" => {}
                    _ => pairs.push((name, value)),
                }
            }
        } else if tag.starts_with("<select") {
            let body_end = rest.find("</select>").expect("a closed select");
            let body = &rest[close..body_end];
            let options: Vec<(String, bool)> = body
                .split("<option")
                .skip(1)
                .map(|o| {
                    let (head, text) = o.split_once('>').unwrap_or((o, ""));
                    let text = text.split("</option>").next().unwrap_or("").to_string();
                    let value = attribute(&format!("<option{head}>"), "value").unwrap_or(text);
                    (value, has(&format!("<option{head}>"), "selected"))
                })
                .collect();
            if let Some(name) = attribute(tag, "name") {
                let chosen = options.iter().find(|(_, s)| *s).or(options.first()).map(|(v, _)| v.clone());
                pairs.push((name, chosen.unwrap_or_default()));
            }
            rest = &rest[body_end..];
            continue;
        }
        rest = &rest[close.min(rest.len())..];
        if rest.is_empty() {
            break;
        }
    }
    pairs
}

/// `pairs` as a URL's query string.
fn query(pairs: &[(String, String)]) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

/// The result's tables and text (`/json` and `/api` without their links): what a run shows.
fn outcome(path: &str, query: &str, w: &'static Words) -> (u16, String) {
    let q = if query.is_empty() { String::new() } else { format!("?{query}") };
    let a = lab::answer("GET", &format!("/json{path}{q}"), w);
    let json = String::from_utf8(a.body).unwrap();
    // The JSON echoes the parameters as set: compare the tables, which are the run.
    let tables = json.find("\"tables\"").map_or(json.clone(), |i| json[i..].to_string());
    (a.status, tables)
}

#[test]
fn every_page_submitted_as_it_stands_runs_its_defaults() {
    let w = Words::of(Lang::Tr);
    let mut failures = Vec::new();
    for stem in lab::stems() {
        let path = lab::path_of(stem);
        let page = String::from_utf8(lab::answer("GET", &path, w).body).unwrap();
        let pairs = submitted(&page);
        let (status, got) = outcome(&path, &query(&pairs), w);
        let (_, want) = outcome(&path, "", w);
        if status != 200 {
            failures.push(format!("{stem}: the unchanged form answers {status}: {}", &got[..got.len().min(300)]));
        } else if got != want {
            failures.push(format!("{stem}: the unchanged form runs another experiment ({})", query(&pairs)));
        }
    }
    assert!(failures.is_empty(), "{} of {} pages:\n{}", failures.len(), lab::stems().len(), failures.join("\n"));
}

#[test]
fn the_form_reader_reads_what_a_browser_submits() {
    let html = "<form class=\"controls\"><input type=\"range\" value=\"3\"><input type=\"number\" name=\"n\" value=\"3\">\
                <select name=\"s\"><option>a</option><option selected>b</option></select>\
                <input type=\"checkbox\" name=\"c\" value=\"x\" checked><input type=\"checkbox\" name=\"c\" value=\"y\">\
                <input type=\"text\" name=\"t\" value=\"\"></form>";
    let got = submitted(html);
    let want: Vec<(String, String)> =
        [("n", "3"), ("s", "b"), ("c", "x"), ("t", "")].iter().map(|(a, b)| (a.to_string(), b.to_string())).collect();
    assert_eq!(got, want);
}
