//! The same numbers on every target (issue 52): no float function whose rounding a C
//! library may change is called through `std` in `src/`. They go through the `libm` crate
//! (a port of musl's, the same bits natively on any libc and in WebAssembly); `sqrt` is
//! exactly rounded by IEEE 754 and `powi` is repeated multiplication on every target. The
//! golden test (`tests/it/golden.rs`) compares the bytes themselves.

use crate::root;

/// `std`'s float functions that call the platform's libm: `x.powf(y)` and `x.log(b)` take an
/// argument, the others none (an axis' `.log()` is a builder, not a logarithm).
const WITH_ARGUMENT: &[&str] = &["powf", "log", "atan2", "hypot"];
const WITHOUT: &[&str] = &[
    "exp", "exp2", "exp_m1", "ln", "ln_1p", "log10", "log2", "sin", "cos", "tan", "asin", "acos", "atan", "sinh",
    "cosh", "tanh", "asinh", "acosh", "atanh", "cbrt", "sin_cos",
];

/// The calls of `text` to those functions, as `line: call`, comments left out.
fn platform_calls(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for name in WITH_ARGUMENT {
            let call = format!(".{name}(");
            if let Some(i) = code.find(&call)
                && !code[i + call.len()..].starts_with(')')
            {
                found.push(format!("{}: {}", n + 1, code.trim()));
            }
        }
        for name in WITHOUT {
            if code.contains(&format!(".{name}()")) {
                found.push(format!("{}: {}", n + 1, code.trim()));
            }
        }
    }
    found
}

#[test]
fn float_functions_go_through_libm() {
    let mut stack = vec![root().join("src")];
    let mut found = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                found.extend(platform_calls(&text).into_iter().map(|c| format!("{}:{c}", path.display())));
            }
        }
    }
    assert!(found.is_empty(), "float functions through std (use libm::…):\n{}", found.join("\n"));
}

#[test]
fn the_scan_finds_what_it_forbids() {
    assert_eq!(platform_calls("let p = 10f64.powf(x.log10().floor());").len(), 2);
    assert_eq!(platform_calls("let r = a.ln() + b.log(1.5);").len(), 2);
    assert!(platform_calls("x = x.log(); // y.ln()").is_empty());
    assert!(platform_calls("let s = libm::pow(10.0, libm::log10(v));").is_empty());
}
