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
            "/sweep/004/jitter-wave?key=consumers&values=",
            "/sweep/004/jitter-wave?key=consumers&values=100,100",
            "/sweep/004/jitter-wave?key=consumers&values=100,200&metric=zzz&chart=1",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    urls
}

/// A model's own refusals across its parameters (and the overrides a request can give that
/// no model declares), each with a fragment of its English: the lab must meet that refusal,
/// worded in the page's language.
const MODELS_OWN: &[(&str, &str)] = &[
    ("/000/lease-faults?horizon_ms=86400000&retry_ms=1", "at most 100000 retries"),
    ("/004/visibility-backoff?outage_ms=86400000&work_ms=1&base_ms=1", "calls, at most"),
    ("/001/long-job?job_id=", "must have 1..=64 characters"),
    ("/000/time-zones?zones=Mars/Base", "bundled database"),
    ("/000/time-zones?zones=UTC,utc", "lists \"utc\" twice"),
    ("/001/yielding?total=10000000&record_ms=1000&probe_every_ms=1", "probes (got"),
    ("/004/poison-counter?killers=2,2", "lists message 2 twice"),
    ("/004/occ-contention?cap_ms=1&base_ms=10", "(got 1 < 10)"),
    ("/004/occ-contention?trials=1000000", "trial results"),
    ("/001/chunk-size?chunk=", "must list 1..=64 sizes"),
    ("/000/missed-runs?start=nope", "RFC 3339 instant"),
    ("/000/missed-runs?end=2030-01-01T00:00:00Z", "by at most 400 days"),
    ("/000/missed-runs?skip_at=2020-01-01T00:00:00Z", "must be in ["),
    ("/000/recurrence?rules=[{name=\"a\",kind=\"cron\"}]", "is required for kind \"cron\""),
    ("/000/recurrence?rules=[{name=\"a\",kind=\"daily\",hour=1}]", "is required for kind \"daily\""),
    ("/000/recurrence?rules=[{name=\"a\",kind=\"daily\",hour=1,minute=2,day=3}]", "is not used by kind"),
    ("/000/recurrence?rules=[]", "must list 1..=32 rules"),
    ("/000/recurrence?rules=1", "must be a list of tables with"),
    ("/000/recurrence?rules=[1]", "must be a table with"),
    ("/000/recurrence?rules=[{name=\"a\",kind=\"daily\",hour=\"x\",minute=0}]", "must be an integer (got a text"),
    ("/000/recurrence?rules=[{name=\"a\",kind=\"daily\",hour=1,minute=0,x=1}]", "unknown field"),
    ("/000/recurrence?rules=[{name=\"a\",kind=\"daily\",hours=1,minute=0}]", "did you mean"),
    ("/000/recurrence?rules=[{kind=\"daily\"}]", "is required"),
    ("/000/recurrence?rules=[{name=\"a\"", "not valid TOML"),
    ("/000/missed-runs?jobs=[\"stokOzeti\"]", "must be a table with"),
    ("/000/missed-run-policies?jobs=[{name=\"a\",kind=\"daily\",hour=1,minute=[0]}]", "(got a list"),
    ("/000/recurrence?seed=abc", "must be an integer (got a text"),
    ("/000/recurrence-cron?rules=[{name=\"a\",kind=\"cron\",expr=\"0%200%2032%202%20*\"}]", "outside 1..=31"),
    ("/000/recurrence-cron?rules=[{name=\"a\",kind=\"cron\",expr=\"0%200%2030,31%202%20*\"}]", "day 30 or 31"),
    ("/000/recurrence-cron?rules=[{name=\"a\",kind=\"cron\",expr=\"@sometimes\"}]", "not a cron macro"),
    ("/000/recurrence-cron?rules=[{name=\"a\",kind=\"cron\",expr=\"5/10%20*%20*%20*%20*\"}]", "a step needs"),
    ("/000/recurrence-cron?rules=[{name=\"a\",kind=\"cron\",expr=\"1%202\"}]", "five fields"),
    ("/anchor/retry-storm?backoff=temporal&temporal_maximum_attempts=0", "never gives up"),
    ("/004/jitter-wave?model=x", "cannot be overridden"),
    ("/004/jitter-wave?consumers=99999999999999999999", "whole numbers must be in"),
    ("/004/jitter-wave?a-b=1", "KEY must be a parameter name"),
];

#[test]
fn a_models_own_refusals_are_worded_in_the_pages_language() {
    let (tr, en) = (Words::of(Lang::Tr), Words::of(Lang::En));
    let mut found = Vec::new();
    for (url, english) in MODELS_OWN {
        let url =
            url.replace('"', "%22").replace('[', "%5B").replace(']', "%5D").replace('{', "%7B").replace('}', "%7D");
        let a = jobsim::lab::answer("GET", &url, en);
        let said = readable(&a.body);
        assert!(a.status == 400 && said.contains(english), "{url} ({}): not «{english}»: {said}", a.status);
        let a = jobsim::lab::answer("GET", &url, tr);
        let words = english_in(&readable(&a.body));
        if !words.is_empty() {
            found.push(format!("{url}: {}", words.join(" ")));
        }
    }
    assert!(found.is_empty(), "English in {} Turkish refusals:\n{}", found.len(), found.join("\n"));
}

/// A list of rules of the wrong shape (issue 37 item 7): the Turkish lab answers 400 with one
/// Turkish line naming the key path, as the JSON, CSV and chart routes do in plain text.
#[test]
fn a_rules_shape_error_is_refused_in_turkish() {
    let tr = Words::of(Lang::Tr);
    let cases = [
        ("rules=%5B1%5D", "`rules[0]` `name` ve `kind` alanları olan bir tablo olmalı (verilen: bir tam sayı `1`)"),
        (
            "rules=%5B%7Bname%3D%22a%22%2Ckind%3D%22daily%22%2Chour%3D%22x%22%2Cminute%3D0%7D%5D",
            "`rules[0].hour` bir tam sayı olmalı (verilen: bir metin `\"x\"`)",
        ),
        (
            "rules=%5B%7Bname%3D%22a%22%2Ckind%3D%22daily%22%2Cx%3D1%7D%5D",
            "bilinmeyen alan `rules[0].x` (alanlar: `name, label, kind, minutes, day, hour, minute, expr`)",
        ),
        ("rules=%5B%7Bkind%3D%22daily%22%7D%5D", "`rules[0].name` verilmeli"),
        ("rules=%5B%7B", "geçerli bir TOML değil"),
        ("seed=abc", "`seed` bir tam sayı olmalı (verilen: bir metin `\"abc\"`)"),
    ];
    for (query, turkish) in cases {
        let a = jobsim::lab::answer("GET", &format!("/csv/000/recurrence?{query}"), tr);
        let body = String::from_utf8(a.body).unwrap();
        assert_eq!(a.status, 400, "{query}: {body}");
        assert_eq!(body.lines().count(), 1, "{query}: {body}");
        assert!(body.starts_with("senaryo `000-recurrence.toml`: ") && body.contains(turkish), "{query}: {body}");
        let prose = body.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        assert!(english_in(&prose).is_empty(), "{query}: {body}");
    }
}

/// Every message of the lab's and the refusals' Turkish catalog, in every variant, is
/// Turkish outside code (a message the lab has not met yet included).
#[test]
fn the_turkish_refusals_and_lab_words_carry_no_english() {
    use fluent_syntax::ast;
    fn text(p: &ast::Pattern<&str>, out: &mut String) {
        for e in &p.elements {
            match e {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression: ast::Expression::Select { variants, .. } } => {
                    for v in variants {
                        out.push(' ');
                        text(&v.value, out);
                        out.push(' ');
                    }
                }
                ast::PatternElement::Placeable { .. } => out.push_str("x1"),
            }
        }
    }
    let mut found = Vec::new();
    for (part, source, _) in jobsim::report::words::PARTS.iter().filter(|(p, ..)| ["lab", "refusals"].contains(p)) {
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|_| panic!("locales/tr/{part}.ftl"));
        for entry in &resource.body {
            if let ast::Entry::Message(ast::Message { id, value: Some(value), .. }) = entry {
                let mut said = String::new();
                text(value, &mut said);
                let english = english_in(&said);
                if !english.is_empty() {
                    found.push(format!("{} ({part}): {}", id.name, english.join(" ")));
                }
            }
        }
    }
    assert!(found.is_empty(), "English in the Turkish catalog:\n{}", found.join("\n"));
}

/// A run over its budget is refused in the page's language; its English is the CLI's.
#[test]
fn a_run_over_its_budget_is_refused_in_the_pages_language() {
    use jobsim::sim::{Exhausted, Limit, Millis};
    for limit in [Limit::Events(1000), Limit::Time(Millis(5000)), Limit::Stopped] {
        let e = jobsim::models::RunError {
            file: "x.toml".into(),
            cause: Exhausted { limit, events: 1000, at: Millis(42) },
        };
        assert_eq!(e.in_words(Words::of(Lang::En)), e.to_string());
        let tr = e.in_words(Words::of(Lang::Tr));
        assert!(english_in(&tr).is_empty(), "{tr}");
    }
}

/// No model words a refusal in code: every check of `src/models` and `src/schedule` is a
/// catalog message (`check.said`, the cron parser's `refusal-cron-…` too), but the scenario
/// file's `model` key (no lab request can set it).
#[test]
fn a_models_refusals_come_from_the_catalogs() {
    fn walk(dir: &std::path::Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for (i, line) in text.lines().enumerate() {
                    let exempt = ["`model` must"];
                    if line.contains(".error(") && !exempt.iter().any(|e| line.contains(e)) {
                        out.push(format!("{}:{}: {}", path.display(), i + 1, line.trim()));
                    }
                }
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    walk(&root.join("src/models"), &mut found);
    walk(&root.join("src/schedule"), &mut found);
    assert!(
        found.is_empty(),
        "English-only refusals (use `check.said` and locales/*/refusals.ftl):\n{}",
        found.join("\n")
    );
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

/// Values of the replay's states that are English words unless the answer's `values` word
/// them (a breaker's state, a job's outcome and cancel sources, yes and no).
const ENGLISH_VALUES: &[&str] =
    &["open", "closed", "half-open", "true", "false", "completed", "cancelled", "user", "timeout", "shutdown"];

/// A state's value as the page shows it (`replay.js`'s `shown`): nested keys named by
/// `labels`, values that are words by `values`; the English words in it, with where.
fn unworded(v: &serde_json::Value, labels: &serde_json::Value, values: &serde_json::Value, at: &str) -> Vec<String> {
    use serde_json::Value;
    let word = |text: &str| values[text].as_str().unwrap_or(text).to_string();
    match v {
        Value::Object(m) => m
            .iter()
            .flat_map(|(k, v)| {
                let name = labels[k.as_str()].as_str().unwrap_or(k).to_string();
                let mut out: Vec<String> = english_in(&name).into_iter().map(|e| format!("{at}.{k}: {e}")).collect();
                out.extend(unworded(v, labels, values, &format!("{at}.{k}")));
                out
            })
            .collect(),
        Value::Array(a) => a.iter().flat_map(|v| unworded(v, labels, values, at)).collect(),
        Value::String(_) | Value::Bool(_) => {
            let text = v.as_str().map_or_else(|| v.to_string(), str::to_string);
            let shown = word(&text);
            let mut out: Vec<String> = english_in(&shown).into_iter().map(|e| format!("{at}: {e}")).collect();
            if ENGLISH_VALUES.contains(&shown.as_str()) {
                out.push(format!("{at}: {shown}"));
            }
            out
        }
        _ => Vec::new(),
    }
}

/// The replay's state panel names every state in the page's language: each family's keys
/// have a name in the answer's `labels`, in Turkish in the Turkish lab, and the states'
/// values that are words (nested ones included) are worded by its `values`.
#[test]
fn the_replays_states_are_named_in_the_pages_language() {
    let w = Words::of(Lang::Tr);
    for path in [
        "/004/poison-counter",
        "/000/lease-faults",
        "/001/long-job",
        "/001/cancel-sources",
        "/004/circuit-breaker",
        "/004/jitter-wave",
        "/005/worker-pool",
    ] {
        let first = jobsim::lab::answer("GET", &format!("/replay{path}?n=200"), w);
        assert_eq!(first.status, 200, "{path}");
        let v: serde_json::Value = serde_json::from_slice(&first.body).unwrap();
        let total = v["total"].as_u64().unwrap();
        let last = jobsim::lab::answer("GET", &format!("/replay{path}?n=200&from={}", total.saturating_sub(200)), w);
        let mut found = Vec::new();
        for answer in [&v, &serde_json::from_slice(&last.body).unwrap()] {
            let labels = &answer["labels"];
            assert!(labels.is_object(), "{path}: no labels");
            for state in answer["states"].as_array().unwrap() {
                for scope in state.as_object().unwrap().values() {
                    for key in scope.as_object().unwrap().keys() {
                        assert!(labels[key.as_str()].is_string(), "{path}: `{key}` has no name");
                    }
                    found.extend(unworded(scope, labels, &answer["values"], path));
                }
            }
        }
        found.dedup();
        assert!(found.is_empty(), "{path}: English in the states:\n{}", found.join("\n"));
    }
}

/// The words of the page's `#lab-words` dictionary (the scripts' words), as JSON.
fn script_words(html: &str) -> serde_json::Value {
    let open = "<script type=\"application/json\" id=\"lab-words\">";
    let start = html.find(open).expect("the page carries the scripts' words") + open.len();
    let end = start + html[start..].find("</script>").expect("the dictionary's end");
    serde_json::from_str(&html[start..end]).expect("the dictionary is JSON")
}

/// The lab's scripts hold no words: every message they show is one of the page's
/// `lab-js-…` (and unit) messages, which the server gives in the page's language.
#[test]
fn the_scripts_hold_no_words_and_read_the_pages() {
    let ids: Vec<&str> = jobsim::lab::page::SCRIPT_WORDS.iter().map(|(id, _)| *id).collect();
    for asset in ["lab.js", "replay.js", "sweep.js"] {
        let a = jobsim::lab::answer("GET", &format!("/assets/{asset}"), Words::of(Lang::Tr));
        let js = String::from_utf8(a.body).unwrap();
        let code: String = js.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        assert!(!code.chars().any(|c| TURKISH_LETTERS.contains(&c)), "{asset} holds Turkish words");
        assert!(!code.contains("lang === \"en\""), "{asset} picks words by the page's language itself");
        for call in code.split("say(").skip(1) {
            let arg = call.split([',', ')']).next().unwrap().trim();
            if arg == "id" {
                continue; // the helper's own definition
            }
            let id = arg.trim_matches('"');
            assert!(arg.starts_with('"') && ids.contains(&id), "{asset}: say({arg}) is no message of SCRIPT_WORDS");
        }
    }
    for (lang, foreign) in [(Lang::Tr, english_in as fn(&str) -> Vec<String>), (Lang::En, turkish_in)] {
        let a = jobsim::lab::answer("GET", "/004/jitter-wave", Words::of(lang));
        let words = script_words(&String::from_utf8_lossy(&a.body));
        let words = words.as_object().unwrap();
        assert_eq!(
            words.keys().map(String::as_str).collect::<std::collections::BTreeSet<_>>(),
            ids.iter().copied().collect()
        );
        for (id, text) in words {
            // `{name}` is an argument the script fills, not a word.
            let text = text.as_str().unwrap();
            let words: String = text.split('{').map(|p| p.split_once('}').map_or(p, |x| x.1)).collect();
            assert!(foreign(&words).is_empty(), "{id} in the {lang:?} lab: {text}");
        }
    }
}
