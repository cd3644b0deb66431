//! A Turkish lab in Turkish, an English lab in English (issue 37 item 7): every page a
//! student reaches — the landing page, the scenario list, the lessons, every scenario's page
//! at its defaults and with refused parameters, a replay window, a sweep's chart and the
//! panels' refusals — read as a person reads them, without the code (`<code>`, `<pre>`, the
//! CSV tables, the options' values, identifiers such as `peak_ms` or `/csv/004/…`), carries
//! no common English word in the Turkish edition and no Turkish letter or word in the English
//! one.

use jobsim::report::lang::Lang;
use jobsim::report::words::Words;

/// Common English words, none of them a Turkish word of the course ("an", "on", "A" are:
/// an instant, ten, a process's name).
const ENGLISH: &[&str] = &[
    "the",
    "of",
    "and",
    "is",
    "are",
    "must",
    "be",
    "got",
    "to",
    "for",
    "with",
    "was",
    "were",
    "lists",
    "twice",
    "least",
    "value",
    "values",
    "which",
    "whose",
    "when",
    "than",
    "from",
    "by",
    "or",
    "each",
    "every",
    "its",
    "this",
    "that",
    "has",
    "have",
    "can",
    "cannot",
    "only",
    "unknown",
    "required",
    "expected",
    "integer",
    "number",
    "boolean",
    "parameter",
    "parameters",
    "should",
    "would",
    "runs",
    "run",
    "events",
    "event",
    "rows",
    "seeds",
    "seed",
    "mean",
    "average",
    "changes",
    "none",
    "all",
    "time",
    "requests",
    "messages",
    "consumers",
    "retries",
    "not",
    "no",
    "one",
    "sweep",
    "replay",
    "did",
    "you",
    "list",
    "text",
    "write",
    "at",
    "in",
];

/// Turkish letters English never writes, and Turkish words of the lab without one.
const TURKISH_LETTERS: [char; 12] = ['ç', 'ğ', 'ı', 'ö', 'ş', 'ü', 'Ç', 'Ğ', 'İ', 'Ö', 'Ş', 'Ü'];
const TURKISH: &[&str] =
    &["ve", "ile", "bir", "olmalı", "koşu", "ileti", "tohum", "tarama", "verilen", "aralık", "sayfa", "parametre"];

/// Removes the elements named in `tags` (with their content) from `html`.
fn without(html: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(i) = rest.find(open) {
        out.push_str(&rest[..i]);
        match rest[i..].find(close) {
            Some(j) => rest = &rest[i + j + close.len()..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

/// What a person reads of `html`, without its code: the words, tags and entities gone.
fn prose(html: &str) -> String {
    let mut t = html.to_string();
    for (open, close) in [
        ("<script", "</script>"),
        ("<style", "</style>"),
        ("<title>", "</title>"),
        ("<code", "</code>"),
        ("<pre", "</pre>"),
        ("<svg", "</svg>"),
        ("<option", "</option>"),
        ("<details class=\"raw\">", "</details>"),
        ("<div class=\"table\">", "</div>"),
    ] {
        t = without(&t, open, close);
    }
    let mut plain = String::new();
    let mut in_tag = false;
    for c in t.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => {
                in_tag = false;
                plain.push(' ');
            }
            _ if !in_tag => plain.push(c),
            _ => {}
        }
    }
    plain.replace("&quot;", "\"").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")
}

/// The words of `text` outside `` `code` `` and identifiers (a token with `_ / = . -`, a
/// digit or quotes is a name, a path or a value), each without a Turkish suffix after `'`.
fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 {
            continue;
        }
        for token in part.split_whitespace() {
            let token = token.trim_matches(|c: char| !c.is_alphanumeric() && c != '\'');
            if token.is_empty() || token.chars().any(|c| "_/=.-\"".contains(c) || c.is_ascii_digit()) {
                continue;
            }
            let stem = token.split(['\'', '’']).next().unwrap_or(token);
            out.push(stem.to_string());
        }
    }
    out
}

/// The English words in a Turkish text.
fn english_in(text: &str) -> Vec<String> {
    words(text).into_iter().filter(|w| ENGLISH.contains(&w.to_lowercase().as_str())).collect()
}

/// The Turkish in an English text: a word with a Turkish letter, or a Turkish word.
fn turkish_in(text: &str) -> Vec<String> {
    words(text)
        .into_iter()
        .filter(|w| w.chars().any(|c| TURKISH_LETTERS.contains(&c)) || TURKISH.contains(&w.to_lowercase().as_str()))
        .collect()
}

/// The readable text of an answer: an HTML page's prose, a JSON refusal's message, an SVG's
/// text elements.
fn readable(body: &[u8]) -> String {
    let body = String::from_utf8_lossy(body);
    if body.starts_with('{') {
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        return v["error"].as_str().unwrap_or("").to_string();
    }
    if body.starts_with("<?xml") || body.starts_with("<svg") {
        let mut texts = String::new();
        for piece in body.split("<text").skip(1) {
            let inner = piece.split_once('>').map_or("", |x| x.1);
            texts.push_str(inner.split("</text>").next().unwrap_or(""));
            texts.push(' ');
        }
        return prose(&texts);
    }
    prose(&body)
}

/// Every URL a student reaches: the pages, each scenario at its defaults and refused
/// (a number past its range, a text where a number goes, a name the list does not hold, an
/// unknown key), a replay window, a sweep's chart and the panels' refusals.
fn urls() -> Vec<String> {
    let mut urls: Vec<String> =
        ["/", "/senaryolar", "/000", "/001", "/004", "/005"].iter().map(|s| s.to_string()).collect();
    for stem in jobsim::lab::stems() {
        let path = jobsim::lab::path_of(stem);
        urls.push(path.clone());
        let file = format!("{stem}.toml");
        let raw = jobsim::scenario::builtin::BUILTIN.iter().find(|(f, _)| *f == file).unwrap();
        let model = raw.1.lines().find_map(|l| l.strip_prefix("model = ")).unwrap().trim_matches('"');
        let entry = jobsim::models::find(model).unwrap();
        for p in entry.params() {
            match p.kind {
                jobsim::scenario::Kind::Int { max, .. } if max < i64::MAX => {
                    urls.push(format!("{path}?{}={}", p.name, max + 1));
                    urls.push(format!("{path}?{}=abc", p.name));
                }
                jobsim::scenario::Kind::Choices(names) => {
                    urls.push(format!("{path}?{}={},zzz", p.name, names[0]));
                    urls.push(format!("{path}?{}={n},{n}", p.name, n = names[0]));
                }
                jobsim::scenario::Kind::Choice(names) => urls.push(format!("{path}?{}={}x", p.name, names[0])),
                _ => {}
            }
        }
        urls.push(format!("{path}?{}x=1", entry.params()[0].name));
    }
    urls.extend(
        [
            "/005/worker-pool?warmup_messages=5000&messages=100",
            "/004/jitter-wave?consumers=1000000&attempts=1000",
            "/004/poison-counter?messages=1000000&max_starts=1000000",
            "/001/chunk-size?total=10000000&chunk=1",
            "/001/chunk-size?chunk=1,1",
            "/004/circuit-breaker?open_ms=soon",
            "/004/circuit-breaker?open_ms=1mo",
            "/replay/000/lease-faults?n=20",
            "/replay/000/lease-faults?n=abc",
            "/replay/000/lease-faults?scope=zzz",
            "/sweep/004/jitter-wave?key=consumers&values=100..300&steps=2&seeds=1&chart=1",
            "/sweep/004/jitter-wave?key=zzz",
            "/sweep/004/jitter-wave?key=consumers&values=3..1",
            "/sweep/004/jitter-wave?key=consumers&values=1..400&steps=300&seeds=100",
            "/sweep/004/jitter-wave?key=consumers&values=0..5",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    urls
}

#[test]
fn the_turkish_lab_carries_no_english_outside_code() {
    let w = Words::of(Lang::Tr);
    let mut found = Vec::new();
    for url in urls() {
        let a = jobsim::lab::answer("GET", &url, w);
        let english = english_in(&readable(&a.body));
        if !english.is_empty() {
            found.push(format!("{url} ({}): {}", a.status, english.join(" ")));
        }
    }
    assert!(found.is_empty(), "English on {} Turkish lab answers:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_english_lab_carries_no_turkish() {
    let w = Words::of(Lang::En);
    let mut found = Vec::new();
    for url in urls() {
        let a = jobsim::lab::answer("GET", &url, w);
        let turkish = turkish_in(&readable(&a.body));
        if !turkish.is_empty() {
            found.push(format!("{url} ({}): {}", a.status, turkish.join(" ")));
        }
    }
    assert!(found.is_empty(), "Turkish on {} English lab answers:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    assert_eq!(english_in("`consumers` must be in 1..=10 (got 0)"), ["must", "be", "in", "got"]);
    assert!(english_in("`consumers` 1..=10 aralığında olmalı (verilen: `0`); jobsim’in seçimi").is_empty());
    assert_eq!(turkish_in("the message (ileti) is held"), ["ileti"]);
    assert_eq!(prose("<p>a <code>the</code> b</p>").split_whitespace().collect::<Vec<_>>(), ["a", "b"]);
}

/// The replay's state panel names every state in the page's language: each family's keys
/// have a name in the answer's `labels`, in Turkish in the Turkish lab.
#[test]
fn the_replays_states_are_named_in_the_pages_language() {
    let w = Words::of(Lang::Tr);
    for path in [
        "/004/poison-counter",
        "/000/lease-faults",
        "/001/long-job",
        "/004/circuit-breaker",
        "/004/jitter-wave",
        "/005/worker-pool",
    ] {
        let a = jobsim::lab::answer("GET", &format!("/replay{path}?n=30&from=10"), w);
        assert_eq!(a.status, 200, "{path}");
        let v: serde_json::Value = serde_json::from_slice(&a.body).unwrap();
        let labels = v["labels"].as_object().unwrap_or_else(|| panic!("{path}: no labels"));
        for state in v["states"].as_array().unwrap() {
            for scope in state.as_object().unwrap().values() {
                for key in scope.as_object().unwrap().keys() {
                    let word = labels
                        .get(key)
                        .and_then(|l| l.as_str())
                        .unwrap_or_else(|| panic!("{path}: `{key}` has no name"));
                    assert!(english_in(word).is_empty(), "{path}: `{key}` is named `{word}`");
                }
            }
        }
    }
}
