//! Parameters are declared once: every model reads all it declares, `jobsim params` lists
//! exactly what a scenario may set, and `jobsim new` writes a file that loads.

use std::process::Command;

use jobsim::models::MODELS;

use crate::root;

fn jobsim() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_jobsim"));
    c.current_dir(root());
    c
}

fn new_scenario(model: &str, dir: &std::path::Path) -> String {
    let out = jobsim().args(["new", model, "x", "--dir"]).arg(dir).output().unwrap();
    assert!(out.status.success(), "{model}: {}", String::from_utf8_lossy(&out.stderr));
    std::fs::read_to_string(dir.join("x.toml")).unwrap()
}

#[test]
fn jobsim_new_writes_a_scenario_that_loads_and_every_declared_parameter_is_read() {
    let base = std::env::temp_dir().join(format!("jobsim-it-{}-new", std::process::id()));
    for e in MODELS {
        let dir = base.join(e.name());
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let text = new_scenario(e.name(), &dir);
        let checked = jobsim::models::parse_checked("x.toml", &text, &[]);
        let unread = match checked {
            Ok(c) => c.unread,
            Err(err) => panic!("{}: {err}", e.name()),
        };
        assert!(unread.is_empty(), "model `{}` declares but never reads {unread:?}", e.name());
    }
    let _ = std::fs::remove_dir_all(&base);
}

#[test]
fn params_lists_every_accepted_parameter_and_nothing_else() {
    for e in MODELS {
        let out = jobsim().args(["params", e.name()]).output().unwrap();
        assert!(out.status.success(), "{}", e.name());
        let listing = String::from_utf8(out.stdout).unwrap();
        let listed: Vec<&str> =
            listing.lines().skip(1).filter_map(|l| l.split_whitespace().next()).filter(|w| !w.is_empty()).collect();
        let declared: Vec<&str> = e.params().iter().map(|p| p.name).collect();
        for name in &declared {
            assert!(listed.contains(name), "`jobsim params {}` does not list `{name}`:\n{listing}", e.name());
        }
        // Everything listed is accepted: a scenario setting each declared parameter to its
        // default loads; a key not declared is refused with the declared names.
        let mut text = format!("model = \"{}\"\nlesson = \"-\"\ndescription = \"-\"\n", e.name());
        if e.draws() {
            text.push_str("seed = 1\n");
        }
        text.push_str("[params]\n");
        for p in e.params().iter().filter(|p| !p.default.is_empty()) {
            text.push_str(&format!("{} = {}\n", p.name, p.default));
        }
        assert!(jobsim::models::parse("x.toml", &text, &[]).is_ok(), "{}: defaults given explicitly", e.name());
        text.push_str("not_a_parameter = 1\n");
        let err = jobsim::models::parse("x.toml", &text, &[]).unwrap_err().to_string();
        assert!(err.contains("unknown parameter `not_a_parameter`"), "{}: {err}", e.name());
        for name in &declared {
            assert!(err.contains(name), "{}: the error names `{name}`: {err}", e.name());
        }
    }
}
