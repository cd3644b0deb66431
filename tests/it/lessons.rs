//! Every table lesson 004 prints, asserted verbatim (copied from the lesson), and the
//! numbers the lesson's programs print for other parameters (obtained by running the
//! lesson's own JavaScript with those parameters under Node.js 20).

use crate::run_text;

const POISON_LESSON: &str = "\
sayac konumu          baslatma  teslim  surec olumu  islenen  olu mektup  kalan
hata yakalaninca            12      14           12        2           0      3
teslim aninda                3       7            2        4           1      0
";

const BACKOFF_LESSON: &str = "\
deneme         aninda     sabit 2 sn          ustel  ustel + tavan
     1              0           2000            500            500
     2              0           2000           1000           1000
     3              0           2000           2000           2000
     4              0           2000           4000           4000
     5              0           2000           8000           8000
     6              0           2000          16000          16000
     7              0           2000          32000          30000
     8              0           2000          64000          30000
toplam              0          16000         127500          91500

cizelge        5 dk icinde sigan deneme  butce dolunca gecen sure
aninda                          sinirsiz                        0 ms
sabit 2 sn                           150                   300000 ms
ustel                                  9                   255500 ms
ustel + tavan                         14                   271500 ms
";

const JITTER_LESSON: &str = "\
cizelge             toplam istek  en yogun 100 ms  dolu kova  son kova
sarsintisiz                  800              200          4        75
tam sarsinti                 800               69         65        67
iliskisiz sarsinti           800               28        163       389
";

#[test]
fn poison_counter_prints_the_lesson_table() {
    assert_eq!(run_text("004-poison-counter.toml", &[]), POISON_LESSON);
}

#[test]
fn backoff_schedules_print_the_lesson_tables() {
    assert_eq!(run_text("004-backoff-schedules.toml", &[]), BACKOFF_LESSON);
}

#[test]
fn jitter_wave_prints_the_lesson_table() {
    assert_eq!(run_text("004-jitter-wave.toml", &[]), JITTER_LESSON);
}

/// The rows of a table text, without its header.
fn body(text: &str) -> Vec<&str> {
    text.lines().skip(1).collect()
}

#[test]
fn jitter_wave_matches_the_lesson_code_for_other_parameters() {
    // (overrides, rows printed by sarsinti.mjs with those constants; equal jitter added to
    // the JS as `Math.round(taban / 2 + rast() * (taban / 2))`)
    let all = "schedules=[\"none\",\"full\",\"equal\",\"decorrelated\"]";
    let cases: &[(&[&str], [&str; 4])] = &[
        (
            &["consumers=1000", "attempts=6", "seed=2024", all],
            [
                "sarsintisiz                 6000             1000          6       315",
                "tam sarsinti                6000              286        273       285",
                "esit sarsinti               6000              418        248       300",
                "iliskisiz sarsinti          6000              129        558      1073",
            ],
        ),
        (
            &["bucket_ms=50", all],
            [
                "sarsintisiz                  800              200          4       150",
                "tam sarsinti                 800               38        118       134",
                "esit sarsinti                800               49        104       142",
                "iliskisiz sarsinti           800               17        253       779",
            ],
        ),
        (
            // cap below base: every ceiling is the cap, as in the lesson's code
            &["cap_ms=300", all],
            [
                "sarsintisiz                  800              200          4        12",
                "tam sarsinti                 800              153         11        10",
                "esit sarsinti                800              139         11        11",
                "iliskisiz sarsinti           800              200          4        12",
            ],
        ),
        (
            &["consumers=50", "attempts=10", "bucket_ms=1000", "base_ms=100", "cap_ms=5000", "seed=7", all],
            [
                "sarsintisiz                  500              150          8        26",
                "tam sarsinti                 500              196         20        20",
                "esit sarsinti                500              163         24        23",
                "iliskisiz sarsinti           500              149         34        36",
            ],
        ),
    ];
    for (sets, expected) in cases {
        let text = run_text("004-jitter-wave.toml", sets);
        assert_eq!(body(&text), expected.to_vec(), "overrides {sets:?}");
    }
}

#[test]
fn poison_counter_matches_the_lesson_code_for_other_parameters() {
    let cases: &[(&[&str], [&str; 2])] = &[
        (
            &["messages=7", "threshold=1", "killers=[2,4]"],
            [
                "hata yakalaninca            12      13           12        1           0      6",
                "teslim aninda                1       7            0        0           7      0",
            ],
        ),
        (
            &["killers=[2,4]"],
            [
                "hata yakalaninca            12      13           12        1           0      4",
                "teslim aninda                5       9            4        3           2      0",
            ],
        ),
        (
            &["threshold=2", "max_starts=3", "killers=[1,5]"],
            [
                "hata yakalaninca             3       3            3        0           0      5",
                "teslim aninda                3       7            2        3           2      0",
            ],
        ),
    ];
    for (sets, expected) in cases {
        let text = run_text("004-poison-counter.toml", sets);
        assert_eq!(body(&text), expected.to_vec(), "overrides {sets:?}");
    }
}

#[test]
fn backoff_schedules_match_the_lesson_code_for_other_parameters() {
    // Cap below base, a fixed wait of 1.5 s, 70 rows (2^69 * 500 prints in JS exponent
    // form), a 1-minute budget and a guard of 50.
    let text = run_text(
        "004-backoff-schedules.toml",
        &["cap_ms=300", "fixed_ms=1500", "rows=70", "budget_ms=60000", "guard_attempts=50"],
    );
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "deneme         aninda   sabit 1.5 sn          ustel  ustel + tavan");
    assert_eq!(lines[1], "     1              0           1500            500            300");
    // From row 67 the exponential wait is wider than its 15 columns: the lesson's JS fuses
    // it with its neighbour (`15003.6893488147419103e+22`), jobsim keeps one space between
    // them (issue 7); the numbers are the JS ones.
    assert_eq!(lines[67], "    67              0           1500 3.6893488147419103e+22            300");
    assert_eq!(lines[70], "    70              0           1500 2.9514790517935283e+23            300");
    assert_eq!(lines[71], "toplam              0         105000 5.9029581035870565e+23          21000");
    assert_eq!(
        &lines[72..],
        &[
            "",
            "cizelge        1 dk icinde sigan deneme  butce dolunca gecen sure",
            "aninda                          sinirsiz                        0 ms",
            "sabit 1.5 sn                          40                    60000 ms",
            "ustel                                  6                    31500 ms",
            "ustel + tavan                   sinirsiz                    15000 ms",
        ]
    );
}
