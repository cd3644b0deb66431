//! The lab's sweep panel (issue 21): vary one parameter over a list or a range, over N
//! seeds, through the same code path as `jobsim sweep` ([`crate::sweep::Plan`] and its
//! chart, grouped per configuration, the across-seed band).
//!
//! ```text
//! GET /sweep/004/jitter-wave?key=consumers&values=100..2000&steps=5&seeds=20&index=K   configuration K's rows
//! GET /sweep/004/jitter-wave?…&chart=1                                                the whole sweep's chart
//! ```
//!
//! The page runs one configuration (every seed of one value) per request, so it shows
//! progress, can cancel between requests and the server never holds a long request; the
//! chart request runs the whole plan. A sweep runs at most [`MAX_RUNS`] runs.

use serde_json::{Value, json};

use super::{Answer, Known, lab_sized, page, query};
use crate::args;
use crate::models::Entry;
use crate::output;
use crate::report::words::Words;
use crate::scenario::{Check, Kind, Override, Param};
use crate::sweep::{Plan, SweepError, Vary, chart};

/// Most runs one lab sweep may take (values × seeds).
pub const MAX_RUNS: u64 = 400;
/// Most seeds.
pub const MAX_SEEDS: u64 = 100;

/// The sweep keys of a request (the rest are the lab's parameters).
const SWEEP_KEYS: [&str; 7] = ["key", "values", "steps", "seeds", "metric", "index", "chart"];

/// `A..B` in `steps` evenly spaced values (ends included): whole numbers when both ends
/// are, else real numbers (`0.1..0.5`, a probability, a rate); or the list as given.
fn values(key: &str, text: &str, steps: u64, specs: &[Param], w: &Words) -> Result<String, String> {
    let in_words = |said| crate::scenario::ScenarioError::said_override(&format!("{key}={text}"), said).in_words(w);
    if text.matches("..").count() == 2 {
        // `A..B..STEP`, as `jobsim sweep --vary` takes it: the step is given (units allowed).
        return match crate::sweep::range::values(key, text, specs).map_err(in_words)? {
            Some(values) => Ok(values.iter().map(written).collect::<Vec<_>>().join(",")),
            None => Ok(text.to_string()),
        };
    }
    let Some((a, b)) = text.split_once("..") else { return Ok(text.to_string()) };
    let steps = steps.clamp(2, MAX_RUNS) as i64;
    let bad = || w.get("lab-sweep-bad-values", &args!(got = text));
    // The bounds in the parameter's units (`1s..5s` of a `_ms` key is 1000..5000).
    let read = |t: &str| crate::sweep::range::bound(key, t, specs).map_err(|_| bad());
    match (read(a)?, read(b)?) {
        (toml::Value::Integer(a), toml::Value::Integer(b)) if a <= b => {
            let mut out: Vec<i64> = (0..steps).map(|i| a + (b - a) * i / (steps - 1)).collect();
            out.dedup();
            Ok(out.iter().map(i64::to_string).collect::<Vec<_>>().join(","))
        }
        (toml::Value::Float(a), toml::Value::Float(b)) if a <= b => {
            let mut out: Vec<String> = (0..steps)
                .map(|i| a + (b - a) * i as f64 / (steps - 1) as f64)
                .map(|v| written(&toml::Value::Float(v)))
                .collect();
            out.dedup();
            Ok(out.join(","))
        }
        _ => Err(bad()),
    }
}

/// A swept value as a person would type it: a real to a millionth (0.3, not
/// 0.30000000000000004).
fn written(v: &toml::Value) -> String {
    match v {
        toml::Value::Float(f) => format!("{:?}", (f * 1e6).round() / 1e6),
        other => other.to_string(),
    }
}

fn get<'a>(pairs: &'a [(String, String)], key: &str) -> Option<&'a str> {
    pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
}

fn int(pairs: &[(String, String)], key: &str, default: u64, max: u64, w: &Words) -> Result<u64, String> {
    match get(pairs, key) {
        None => Ok(default),
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|n| *n <= max)
            .ok_or_else(|| w.get("lab-sweep-bad-key", &args!(key = key, max = max.to_string(), got = v))),
    }
}

/// A request's sweep: the plan (the lab's parameters fixed, the key varied, then the
/// seeds), the seeds, the metric and the equivalent command.
struct Asked {
    plan: Plan,
    seeds: u64,
    metric: Option<String>,
    command: String,
}

fn asked(k: &Known, entry: &dyn Entry, pairs: &[(String, String)], w: &'static Words) -> Result<Asked, String> {
    let key = get(pairs, "key").filter(|s| !s.is_empty()).ok_or_else(|| w.text("lab-sweep-no-key"))?;
    if !entry.params().iter().any(|p| p.name == key) {
        let names: Vec<&str> = entry.params().iter().map(|p| p.name).collect();
        let list = names.join(", ");
        return Err(w.get("lab-sweep-not-param", &args!(key = key, stem = k.stem, list = list)));
    }
    let list =
        values(key, get(pairs, "values").unwrap_or(""), int(pairs, "steps", 5, MAX_RUNS, w)?, entry.params(), w)?;
    let draws = entry.draws();
    let seeds = if draws { int(pairs, "seeds", 1, MAX_SEEDS, w)?.max(1) } else { 1 };
    let mut varies = vec![Vary::parse(&format!("{key}={list}")).map_err(|e| e.in_words(w))?];
    names_taken(k, entry, &varies[0], w)?;
    if draws && seeds > 1 {
        varies.push(Vary::parse(&format!("seed=1..{seeds}")).map_err(|e| e.in_words(w))?);
    }
    let runs = varies.iter().map(|v| v.values.len() as u64).product::<u64>();
    if runs > MAX_RUNS {
        let values = varies[0].values.len();
        return Err(w.get("lab-sweep-too-many", &args!(runs = runs, values = values, seeds = seeds, max = MAX_RUNS)));
    }
    let lab: Vec<(String, String)> = pairs
        .iter()
        .filter(|(p, _)| !SWEEP_KEYS.contains(&p.as_str()) && p != key && !(p == "seed" && seeds > 1))
        .cloned()
        .collect();
    let mut all = lab_sized(k.stem, &lab);
    all.retain(|(p, _)| p != key);
    all.extend(lab);
    let base: Vec<Override> = query::overrides(&all, entry.params()).map_err(|e| e.in_words(w))?;
    let plan = Plan { file: k.file.into(), text: k.text.into(), base, varies, table: None }
        .with_units_resolved()
        .map_err(|e| sweep_error(&e, w))?;
    plan.check().map_err(|e| sweep_error(&e, w))?;
    let metric = get(pairs, "metric").filter(|m| !m.is_empty()).map(str::to_string);
    let mut words: Vec<String> =
        vec!["jobsim".into(), "sweep".into(), k.stem.into(), "--vary".into(), format!("{key}={list}")];
    if seeds > 1 {
        words.extend(["--vary".into(), format!("seed=1..{seeds}")]);
    }
    for o in &plan.base {
        words.extend(["--set".into(), format!("{}={}", o.key, o.value)]);
    }
    if let Some(m) = &metric {
        words.extend(["--metric".into(), m.clone()]);
    }
    let command = super::shell::line(&words);
    Ok(Asked { plan, seeds, metric, command })
}

/// A swept list of names (`policies=none,zzz`) takes only the names the list takes: a name
/// it does not is refused before any run, in the words a run would refuse it with.
fn names_taken(k: &Known, entry: &dyn Entry, vary: &Vary, w: &Words) -> Result<(), String> {
    let Some(Kind::Choices(names)) = entry.params().iter().find(|p| p.name == vary.key).map(|p| p.kind) else {
        return Ok(());
    };
    let check = Check::new(k.file);
    for v in &vary.values {
        // One name per configuration, or one list per configuration (`["full"],["none"]`).
        let items = match v {
            toml::Value::Array(a) => a.as_slice(),
            one => std::slice::from_ref(one),
        };
        for name in items.iter().filter_map(toml::Value::as_str) {
            check.one_of(&vary.key, name, names).map_err(|e| e.in_words(w))?;
        }
    }
    Ok(())
}

/// A sweep's refusal in the page's language.
fn sweep_error(e: &SweepError, w: &Words) -> String {
    match e {
        SweepError::Scenario(e) => e.in_words(w),
        SweepError::Run(e) => e.in_words(w),
    }
}

/// A sweep that did not finish: stopped at the lab's time budget (503), or a run over its
/// event budget (422).
fn failed(e: &SweepError, a: &Asked, job: &super::Job, w: &Words) -> Answer {
    match e {
        SweepError::Run(r) if r.cause.limit == crate::sim::Limit::Stopped => {
            Answer::new(503, "application/json", json!({ "error": job.stopped(&a.command) }).to_string())
        }
        _ => Answer::new(422, "application/json", json!({ "error": sweep_error(e, w) }).to_string()),
    }
}

fn refused(message: &str) -> Answer {
    Answer::new(400, "application/json", json!({ "error": message }).to_string())
}

/// `GET /sweep/<lesson>/<name>?…`: one configuration's rows, or the whole sweep's chart.
pub(super) fn answer(
    k: &Known,
    entry: &dyn Entry,
    pairs: &[(String, String)],
    job: &super::Job,
    w: &'static Words,
) -> Answer {
    let a = match asked(k, entry, pairs, w) {
        Ok(a) => a,
        Err(e) => return refused(&e),
    };
    let configs = a.plan.varies[0].values.len() as u64;
    let keys = a.plan.keys();
    if get(pairs, "chart").is_some() {
        let table = match a.plan.run_until(0..configs * a.seeds, false, &|| {}, &job.stop, w) {
            Ok(t) => t,
            Err(e) => return failed(&e, &a, job, w),
        };
        let spec = chart::Spec { varied: &keys, over: "seed", metric: a.metric.as_deref(), headline: entry.headline() };
        return match chart::figure(&table, spec, w) {
            Ok(fig) => Answer::new(200, "image/svg+xml", output::figure::render_svg(&fig, w)),
            Err(e) => refused(&w.get("lab-sweep-no-chart", &args!(why = e.in_words(w)))),
        };
    }
    let index = match int(pairs, "index", 0, configs.saturating_sub(1), w) {
        Ok(i) => i,
        Err(e) => return refused(&e),
    };
    let range = index * a.seeds..(index + 1) * a.seeds;
    let table = match a.plan.run_until(range, false, &|| {}, &job.stop, w) {
        Ok(t) => t,
        Err(e) => return failed(&e, &a, job, w),
    };
    let rows: Vec<Value> = table.rows.iter().map(|r| json!(r.iter().map(|c| c.to_csv()).collect::<Vec<_>>())).collect();
    let body = json!({
        "index": index,
        "configurations": configs,
        "seeds": a.seeds,
        "runs": configs * a.seeds,
        "columns": table.columns,
        "rows": rows,
        "command": a.command,
    });
    Answer::new(200, "application/json", body.to_string())
}

/// The sweep panel appended to a scenario page: the model's headline metrics first.
pub fn panel(path: &str, entry: &dyn Entry, host: page::Host, w: &'static Words) -> String {
    // Lists of whole numbers first (chunk sizes, pool sizes: the knob a lesson talks about),
    // each swept one value at a time; then the whole numbers; then the lists of names
    // (`schedules`, `policies`), one name per configuration, as `--vary schedules=full,none`.
    let order = |p: &crate::scenario::Param| match p.kind {
        Kind::Ints { .. } => Some(0),
        Kind::Int { .. } | Kind::Float { .. } => Some(1),
        Kind::Choices(_) => Some(2),
        _ => None,
    };
    let params: String = (0..3)
        .flat_map(|rank| entry.params().iter().filter(move |p| order(p) == Some(rank)))
        .map(|p| format!("<option>{}</option>", page::esc(p.name)))
        .collect();
    // The model's headline metric is proposed first; "the first numeric column" comes after.
    let metrics: String = entry
        .headline()
        .iter()
        .enumerate()
        .map(|(i, m)| format!("<option{}>{}</option>", if i == 0 { " selected" } else { "" }, page::esc(m)))
        .collect();
    let seeds = if entry.draws() {
        format!(
            "<label>{} <input type=\"number\" name=\"seeds\" min=\"1\" max=\"{MAX_SEEDS}\" value=\"5\"></label>",
            w.text("lab-sweep-seeds")
        )
    } else {
        String::new()
    };
    format!(
        "<section id=\"sweep\" class=\"panel\" data-path=\"{p}\">\n<h2>{title}</h2>\n\
         <form class=\"sweep-form\"><label>{param} <select name=\"key\">{params}</select></label>\
         <label>{values} <input type=\"text\" name=\"values\" value=\"\" placeholder=\"{placeholder}\"></label>\
         <label>{steps} <input type=\"number\" name=\"steps\" min=\"2\" max=\"50\" value=\"5\"></label>{seeds}\
         <label>{metric} <select name=\"metric\">{metrics}<option value=\"\">{first}</option></select></label>\
         <button type=\"submit\">{start}</button> <button type=\"button\" data-act=\"cancel\" disabled>{stop}</button></form>\n\
         <progress class=\"sweep-progress\" value=\"0\" max=\"1\"></progress>\n\
         <p class=\"sweep-status\" aria-live=\"polite\">{status}</p>\n\
         <div class=\"sweep-chart\"></div>\n<p class=\"command\"><code class=\"sweep-command\"></code></p>\n\
         </section>\n<script src=\"{js}\" defer></script>\n",
        js = host.asset("sweep.js"),
        p = page::esc(path),
        title = w.text("lab-sweep-title"),
        param = w.text("lab-sweep-param"),
        values = w.text("lab-sweep-values"),
        placeholder = w.text("lab-sweep-placeholder"),
        steps = w.text("lab-sweep-steps"),
        metric = w.text("lab-sweep-metric"),
        first = w.text("lab-sweep-first"),
        start = w.text("lab-sweep-start"),
        stop = w.text("lab-sweep-stop"),
        status = w.get("lab-sweep-status", &args!(runs = MAX_RUNS)),
    )
}

#[cfg(test)]
mod tests {
    use super::values;
    use crate::report::lang::Lang;
    use crate::report::words::Words;

    #[test]
    fn a_range_of_whole_or_real_numbers_is_spaced_evenly_in_the_parameters_units() {
        let w = Words::of(Lang::En);
        let pool = crate::models::find("worker-pool").unwrap().params();
        let breaker = crate::models::find("circuit-breaker").unwrap().params();
        let v = |key: &str, text: &str, steps: u64| values(key, text, steps, pool, w);
        assert_eq!(v("seed", "100..500", 5).unwrap(), "100,200,300,400,500");
        assert_eq!(v("fail_probability", "0.1..0.5", 5).unwrap(), "0.1,0.2,0.3,0.4,0.5");
        assert_eq!(v("service_mean_ms", "8..12.5", 2).unwrap(), "8.0,12.5");
        assert_eq!(v("service_mean_ms", "1s..2s", 3).unwrap(), "1000.0,1500.0,2000.0", "units, as --vary takes them");
        assert_eq!(v("service_mean_ms", "1s..2s..250ms", 99).unwrap(), "1000.0,1250.0,1500.0,1750.0,2000.0");
        assert_eq!(values("open_ms", "1s..5s", 5, breaker, w).unwrap(), "1000,2000,3000,4000,5000");
        assert_eq!(values("open_ms", "1s..5s..2s", 5, breaker, w).unwrap(), "1000,3000,5000");
        assert_eq!(v("policies", "a,b", 5).unwrap(), "a,b");
        assert!(v("seed", "5..1", 5).is_err() && v("fail_probability", "0.5..x", 5).is_err());
        assert!(values("open_ms", "1x..2x", 5, breaker, w).is_err());
    }
}
