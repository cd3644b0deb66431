//! The course's scenario files, compiled into the binary by `build.rs`: `jobsim list`,
//! `run`, `describe` and `sweep` find them by name from any directory (a path that exists
//! still wins).
//!
//! # Example
//! ```
//! use jobsim::scenario::builtin;
//! let (file, text) = builtin::find("004-jitter-wave").unwrap();
//! assert_eq!(file, "004-jitter-wave.toml");
//! assert!(text.contains("model = \"jitter-wave\""));
//! assert_eq!(builtin::find("004-jitter-wave.toml").unwrap().0, file);
//! ```

include!(concat!(env!("OUT_DIR"), "/builtin_scenarios.rs"));

/// A built-in scenario by name, with or without `.toml`: its file name and text.
pub fn find(name: &str) -> Option<(&'static str, &'static str)> {
    let name = name.strip_suffix(".toml").unwrap_or(name);
    BUILTIN.iter().copied().find(|(file, _)| file.strip_suffix(".toml") == Some(name))
}

/// The names of every built-in scenario, without `.toml`.
pub fn names() -> Vec<&'static str> {
    BUILTIN.iter().map(|(file, _)| file.strip_suffix(".toml").unwrap_or(file)).collect()
}
