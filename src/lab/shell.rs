//! The commands the lab hands out ("komutu kopyala"), quoted word by word for a POSIX
//! shell with `shlex`: a value with a quote, `$()`, a backtick, a space or a `;` stays one
//! argument when the command is pasted into a terminal.

/// `words` as one shell command line, each word quoted where it needs it.
pub fn line<S: AsRef<str>>(words: &[S]) -> String {
    words.iter().map(|w| word(w.as_ref())).collect::<Vec<_>>().join(" ")
}

/// One word for a POSIX shell. A NUL cannot be an argument at all; the lab refuses control
/// characters in every value before a command is built, so the empty word stands for a
/// string that cannot occur.
fn word(s: &str) -> String {
    shlex::try_quote(s).map(|q| q.into_owned()).unwrap_or_else(|_| "''".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `sh` passes as argv for `command` (its first word replaced by a printer).
    fn argv_through_sh(command: &str) -> Vec<String> {
        let rest = command.split_once(' ').map_or("", |(_, r)| r);
        let out =
            std::process::Command::new("sh").arg("-c").arg(format!("printf '%s\\0' {rest}")).output().expect("sh runs");
        assert!(out.status.success(), "{command}");
        let text = String::from_utf8(out.stdout).unwrap();
        std::iter::once("jobsim".to_string())
            .chain(text.split('\0').filter(|s| !s.is_empty()).map(str::to_string))
            .collect()
    }

    #[test]
    fn hostile_values_come_back_from_sh_as_the_same_words() {
        for value in [
            "x';id;'",
            "$(touch /tmp/jobsim-pwned)",
            "`id`",
            "a b  c",
            "a;b",
            "\"q\" 'r'",
            "\\",
            "*",
            "~",
            "#x",
            "!x",
            "",
        ] {
            let words =
                ["jobsim", "run", "001-long-job", "--set", &format!("job_id={value}"), "--set", &format!("x={value}")];
            let command = line(&words);
            let back = argv_through_sh(&command);
            assert_eq!(back, words, "{command}");
        }
        assert!(!std::path::Path::new("/tmp/jobsim-pwned").exists());
    }
}
