//! The lab's routes, answered in memory.

use super::*;

#[test]
fn traversal_and_unknown_paths_are_404() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    for url in [
        "/../Cargo.toml",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/004/..%2fCargo.toml",
        "/etc/passwd",
        "/004/JITTER-wave",
        "/a/b/c/d/e",
    ] {
        assert_eq!(answer("GET", url, w).status, 404, "{url}");
    }
    assert_eq!(answer("POST", "/", w).status, 405);
    assert_eq!(answer("GET", &format!("/?{}", "a".repeat(MAX_URL)), w).status, 414);
}

#[test]
fn the_copied_command_carries_a_hostile_value_as_one_word() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let sets = query::overrides(&query::pairs("job_id=x%27%3Bid%3B%27"), &[]).unwrap();
    let command = command("001-long-job", &sets, w);
    assert_eq!(
        shlex::split(&command).unwrap(),
        ["jobsim", "run", "001-long-job", "--set", "job_id=\"x';id;'\""],
        "{command}"
    );
}

#[test]
fn a_refused_parameter_is_400_with_the_cli_message() {
    let w = crate::report::words::Words::of(crate::report::lang::Lang::Tr);
    let a = answer("GET", "/api/001/chunk-size?chunk=0", w);
    assert_eq!(a.status, 400);
    let body = String::from_utf8(a.body).unwrap();
    assert!(body.contains("chunk"), "{body}");
    assert_eq!(answer("GET", "/api/001/chunk-size?chunkk=5", w).status, 400);
}
