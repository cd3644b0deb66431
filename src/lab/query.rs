//! A lab request's parameters: the query string of a permalink
//! (`/004/jitter-wave?consumers=1000&schedules=full,decorrelated`) read into the same
//! overrides `jobsim run --set` takes, so every value passes the CLI's checks.
//!
//! A list parameter may come as one comma-separated value (a permalink) or as the same key
//! repeated (a form's checkboxes); both become a TOML list. Every other value is read as
//! `--set KEY=VALUE` reads it (a bare word is a string, `5s` a duration where the unit is
//! one).

use crate::scenario::{Kind, Override, Param, Said, ScenarioError, parse_value};

/// Most parameters one request may set.
pub const MAX_KEYS: usize = 64;

/// The query's pairs, in order, with repeated keys joined by commas.
pub fn pairs(query: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (k, v) in form_urlencoded::parse(query.as_bytes()) {
        match out.iter_mut().find(|(key, _)| *key == k) {
            Some((_, joined)) => {
                joined.push(',');
                joined.push_str(&v);
            }
            None => out.push((k.into_owned(), v.into_owned())),
        }
    }
    out
}

fn is_list(kind: &Kind) -> bool {
    matches!(kind, Kind::Ints { .. } | Kind::Bools | Kind::Choices(_) | Kind::Zones)
}

/// The overrides of `pairs` for a model with `params`: a list parameter's comma text
/// becomes a list; a key the model does not declare passes through, so the model's own
/// check names it (with its did-you-mean).
pub fn overrides(pairs: &[(String, String)], params: &[Param]) -> Result<Vec<Override>, ScenarioError> {
    if pairs.len() > MAX_KEYS {
        let said = Said::new("refusal-lab-keys", &[("max", &MAX_KEYS)]);
        return Err(ScenarioError::said_override(&format!("{} parameters", pairs.len()), said));
    }
    pairs
        .iter()
        .map(|(key, value)| {
            // A line break would read as a second TOML line (`5\nchunk=6`): refused, as `--set` does.
            if key.chars().chain(value.chars()).any(char::is_control) {
                let said = Said::new("refusal-lab-control", &[]);
                return Err(ScenarioError::said_override(&format!("{key}={value}").escape_debug().to_string(), said));
            }
            let spec = params.iter().find(|p| p.name == key);
            // An empty box of an optional parameter or of the seed is "none": not set.
            if value.trim().is_empty() && (key == "seed" || spec.is_some_and(|p| p.default.is_empty())) {
                return Ok(None);
            }
            match spec {
                Some(p) if is_list(&p.kind) && !value.trim_start().starts_with('[') => {
                    let items: Result<Vec<toml::Value>, Said> =
                        value.split(',').map(str::trim).filter(|t| !t.is_empty()).map(parse_value).collect();
                    let items = items.map_err(|said| ScenarioError::said_override(&format!("{key}={value}"), said))?;
                    Ok(Some(Override { key: key.clone(), value: toml::Value::Array(items) }))
                }
                _ => Override::parse(&format!("{key}={value}")).map(Some),
            }
        })
        .filter_map(Result::transpose)
        .collect()
}

/// The query string of `pairs` for a permalink (lists stay comma-separated).
pub fn encode(pairs: &[(String, String)]) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Param;

    const PARAMS: &[Param] = &[
        Param::new("consumers", Kind::Int { min: 1, max: 10 }, "2", "", "d"),
        Param::new("schedules", Kind::Choices(&["none", "full"]), "[\"none\"]", "", "d"),
    ];

    #[test]
    fn a_list_comes_from_commas_or_repeated_keys() {
        let one = overrides(&pairs("schedules=none,full"), PARAMS).unwrap();
        let two = overrides(&pairs("schedules=none&schedules=full"), PARAMS).unwrap();
        assert_eq!(one[0].value.to_string(), "[\"none\", \"full\"]");
        assert_eq!(one[0].value, two[0].value);
        let n = overrides(&pairs("consumers=7"), PARAMS).unwrap();
        assert_eq!(n[0].value, toml::Value::Integer(7));
    }

    #[test]
    fn a_newline_or_too_many_keys_is_refused() {
        assert!(overrides(&pairs("consumers=5%0Aconsumers=6"), PARAMS).is_err());
        let many: String = (0..65).map(|i| format!("k{i}=1&")).collect();
        assert!(overrides(&pairs(&many), PARAMS).is_err());
    }
}
