//! Compiles the course's scenario files into the binary (`jobsim::scenario::builtin`), so
//! `jobsim run 004-jitter-wave` works from any directory.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // The manifest's folder as cargo gives it to this run (not `env!`, which would keep the
    // folder the build script was compiled in: a target folder copied from another checkout
    // would compile that checkout's scenarios).
    let dir = Path::new(&std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR")).join("scenarios");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("scenarios/ is part of the crate")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml"))
        .collect();
    names.sort();
    let mut out = String::from(
        "/// Every scenario file of the course, by file name, in file-name order.\npub static BUILTIN: &[(&str, &str)] = &[\n",
    );
    for n in &names {
        let path = dir.join(n);
        println!("cargo:rerun-if-changed={}", path.display());
        writeln!(out, "    ({n:?}, include_str!({:?})),", path.display().to_string()).unwrap();
    }
    out.push_str("];\n");
    let target = Path::new(&std::env::var("OUT_DIR").unwrap()).join("builtin_scenarios.rs");
    std::fs::write(target, out).unwrap();
}
