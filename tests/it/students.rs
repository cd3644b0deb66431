//! Students' tables you can trust (issue 38 item 2): every cell of every students' table,
//! for every course scenario in both editions, read back against its CSV value. A
//! non-zero value never reads 0; a number, converted back to the CSV's unit, lies within
//! the rounding of the digits it shows and within 5 % of the value (so 50 ms never reads
//! "0,1 s"); a value the program prints as a word (`-` for a takeover that never
//! happened, `sinirsiz`) reads as that word, and an empty CSV cell as `-`.

use jobsim::output::{chapter, has_students_table, spelled, students_cells};
use jobsim::report::glossary::Lang;
use jobsim::report::units::time_units;
use jobsim::report::words::Words;
use jobsim::report::{Cell, Table};

use crate::root;

fn words(lang: Lang) -> &'static Words {
    Words::of(lang)
}

/// `text` as a number of `lang`'s notation, with the number of decimals it shows.
fn parse(text: &str, lang: Lang) -> Option<(f64, i32)> {
    let (thousands, decimal) = match lang {
        Lang::Tr => ('.', ','),
        Lang::En => (',', '.'),
    };
    let plain: String = text.chars().filter(|&c| c != thousands).map(|c| if c == decimal { '.' } else { c }).collect();
    let places = plain.split_once('.').map_or(0, |(_, f)| f.len() as i32);
    plain.parse::<f64>().ok().map(|v| (v, places))
}

/// The milliseconds in one `name` (a unit of the edition), if it is one.
fn unit_ms(name: &str, lang: Lang) -> Option<f64> {
    time_units(lang).iter().find(|u| u.1 == name).map(|u| u.0)
}

/// The unit a header names (`bekleme (s)`: 1000 ms; `kullanım (%)`: a hundredth).
fn head_unit(head: &str, lang: Lang) -> Option<f64> {
    let unit = head.strip_suffix(')').and_then(|h| h.rsplit_once(" (")).map(|(_, unit)| unit)?;
    if unit == "%" { Some(0.01) } else { unit_ms(unit, lang) }
}

/// Checks one cell; `head_unit` is the unit its header names (`bekleme (s)`).
fn check_cell(what: &str, t: &Table, row: usize, col: usize, text: &str, head_unit: Option<f64>, lang: Lang) {
    let cell = &t.rows[row][col];
    let shown = t.shown[row][col].trim();
    let Some(v) = cell.finite_number() else {
        if cell.to_csv().is_empty() {
            assert!(text == "-" || text == spelled(shown, words(lang)), "{what}: an empty CSV cell reads {text:?}");
        }
        return;
    };
    if matches!(cell, Cell::Bool(_)) {
        return;
    }
    // The value without a remark in words (`9 dk (vazgecti)`).
    let value = text.split(" (").next().unwrap_or(text);
    let (number, div) = match value.rsplit_once(' ') {
        Some((n, unit)) if unit_ms(unit, lang).is_some() => (n, unit_ms(unit, lang)),
        _ => (value, head_unit),
    };
    let Some((shown_v, places)) = parse(number, lang) else {
        // A word: only where the program prints one (no digit).
        assert!(
            !shown.chars().any(|c| c.is_ascii_digit()) && text == spelled(shown, words(lang)),
            "{what}: {v} reads {text:?}, the program prints {shown:?}"
        );
        return;
    };
    let div = div.unwrap_or(1.0);
    let back = shown_v * div;
    assert!(v == 0.0 || shown_v != 0.0, "{what}: {v} reads {text:?}");
    let half = 0.5 * 10f64.powi(-places) * div;
    assert!((back - v).abs() <= half * (1.0 + 1e-9) + 1e-9, "{what}: {v} reads {text:?} ({back})");
    assert!((back - v).abs() <= 0.05 * v.abs() + 1e-9, "{what}: {v} reads {text:?} ({back}), more than 5 % off");
}

#[test]
fn every_students_table_cell_reads_its_csv_value() {
    let files = jobsim::scenario::list(&root().join("scenarios")).unwrap();
    let mut cells = 0;
    for f in files {
        let s = jobsim::load(&f, &[]).unwrap();
        if chapter(&s.lesson).is_none() {
            continue;
        }
        for lang in [Lang::Tr, Lang::En] {
            {
                let report = crate::english::course_report(&s.stem, lang);
                for t in report.tables.iter().filter(|t| has_students_table(t)) {
                    let students = students_cells(t, jobsim::report::words::Words::of(lang));
                    // Every shown column is in the table or said once above it.
                    let columns: Vec<usize> = (0..t.columns.len()).filter(|&i| !t.heads[i].is_empty()).collect();
                    let mut seen: Vec<usize> = students.columns.clone();
                    seen.extend(students.common.iter().map(|c| c.0));
                    seen.sort_unstable();
                    assert_eq!(columns, seen, "{} {}", s.file, t.name);
                    let rows = t.rows.len();
                    let table = students.columns.iter().enumerate().map(|(k, &col)| {
                        (col, students.heads[k].clone(), students.rows.iter().map(|r| r[k].0.clone()).collect())
                    });
                    let common =
                        students.common.iter().map(|(col, head, v)| (*col, head.clone(), vec![v.clone(); rows]));
                    for (col, head, texts) in table.chain(common).collect::<Vec<(usize, String, Vec<String>)>>() {
                        let head_unit = head_unit(&head, lang);
                        for (row, text) in texts.iter().enumerate() {
                            let what = format!("{} {:?} {}.{} row {row}", s.file, lang, t.name, t.columns[col]);
                            check_cell(&what, t, row, col, text, head_unit, lang);
                            cells += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(cells > 1000, "only {cells} cells checked");
}
