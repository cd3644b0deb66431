//! `figures/index.html`: the course index, one self-contained static page (no network, no
//! scripts, no web fonts). Lessons in order; for each scenario its description, its
//! charts with their captions, the lesson-style table, links to its CSVs and the command
//! that regenerates it. The perf anchors are not course material: they go in an appendix.

use std::fmt::Write;

/// What the index shows of one rendered scenario.
#[derive(Clone, Debug)]
pub struct IndexItem {
    /// The scenario file (`004-jitter-wave.toml`).
    pub file: String,
    pub stem: String,
    pub lesson: String,
    pub description: String,
    pub model: String,
    /// The lesson-style text.
    pub text: String,
    /// CSV file names, in table order.
    pub csvs: Vec<String>,
    /// Charts: (file stem without extension, title, caption).
    pub charts: Vec<(String, String, String)>,
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The course's lessons, in order: a scenario's `lesson` (`004.3`, `004.4 + issue 13`)
/// starts with one of these codes, and its section of the index is that lesson's. A new
/// lesson is one line here; a test holds every course scenario to a lesson listed.
pub const LESSONS: &[(&str, &str)] = &[
    ("000", "000 — Zamanlanmış görevler"),
    ("001", "001 — Uzun süren işler"),
    ("004", "004 — Zehirli mesaj ve yeniden deneme"),
    ("005", "005 — İşçi süreçleri"),
];

/// The section of scenarios that are not course material (`lesson = "anchor"`).
const APPENDIX: &str = "Ek — Başarım ölçütleri (ders içeriği değil)";

/// The lesson of [`LESSONS`] a lesson code belongs to, if any.
pub fn lesson_of(lesson: &str) -> Option<(&'static str, &'static str)> {
    LESSONS.iter().copied().find(|(code, _)| lesson.get(..3) == Some(*code))
}

/// The section a lesson code belongs to, in course order (its number is the anchor id).
fn section(lesson: &str) -> (u8, &'static str) {
    match lesson_of(lesson) {
        Some((code, title)) => (code.parse().unwrap_or(254), title),
        None => (255, APPENDIX),
    }
}

const STYLE: &str = "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;\
margin:0 auto;max-width:1100px;padding:24px;color:#222;line-height:1.5}\
h1{font-size:28px}h2{margin-top:48px;border-bottom:2px solid #0072B2;padding-bottom:4px}\
h3{margin-top:32px}section.scenario{margin-bottom:40px}figure{margin:16px 0}\
figure img{width:100%;height:auto;border:1px solid #ddd}figcaption{color:#444;font-size:15px}\
pre{background:#f6f6f6;padding:12px;overflow-x:auto;font-size:13px}code{background:#f0f0f0;padding:1px 4px}\
nav a{margin-right:12px}.meta{color:#555;font-size:14px}";

/// The page, with links relative to the folder it is written into.
pub fn index_html(items: &[IndexItem]) -> String {
    let mut sorted: Vec<&IndexItem> = items.iter().collect();
    sorted.sort_by(|a, b| (section(&a.lesson).0, &a.lesson, &a.file).cmp(&(section(&b.lesson).0, &b.lesson, &b.file)));
    let mut h = String::new();
    h.push_str("<!DOCTYPE html>\n<html lang=\"tr\">\n<head>\n<meta charset=\"utf-8\">\n");
    h.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    h.push_str("<title>jobsim — arka plan işleri dersinin şekilleri</title>\n");
    let _ = writeln!(h, "<style>{STYLE}</style>\n</head>\n<body>");
    h.push_str("<h1>jobsim — arka plan işleri dersinin şekilleri</h1>\n");
    h.push_str(
        "<p>Her senaryo <code>jobsim</code> ile üretildi: sayılar derslerin programlarıyla birebir aynı, \
grafikler her çalıştırmada aynı baytlar. Bir şekli yeniden üretmek için altındaki komutu çalıştırın.</p>\n",
    );
    let mut sections: Vec<(u8, &str)> = sorted.iter().map(|i| section(&i.lesson)).collect();
    sections.dedup();
    h.push_str("<nav>");
    for (n, title) in &sections {
        let _ = write!(h, "<a href=\"#s{n}\">{}</a>", esc(title));
    }
    h.push_str("</nav>\n");
    let mut current = None;
    for item in sorted {
        let (n, title) = section(&item.lesson);
        if current != Some(n) {
            let _ = writeln!(h, "<h2 id=\"s{n}\">{}</h2>", esc(title));
            current = Some(n);
        }
        let _ = writeln!(h, "<section class=\"scenario\" id=\"{}\">", esc(&item.stem));
        let _ = writeln!(h, "<h3>{} <span class=\"meta\">({})</span></h3>", esc(&item.stem), esc(&item.lesson));
        let _ = writeln!(h, "<p>{}</p>", esc(&item.description));
        for (file, title, caption) in &item.charts {
            let _ = writeln!(
                h,
                "<figure><a href=\"{f}.svg\"><img src=\"{f}.svg\" alt=\"{t}\"></a>\
<figcaption><strong>{t}.</strong> {c} <a href=\"{f}.png\">PNG</a></figcaption></figure>",
                f = esc(file),
                t = esc(title),
                c = esc(caption)
            );
        }
        let _ = writeln!(h, "<pre>{}</pre>", esc(&item.text));
        if !item.csvs.is_empty() {
            h.push_str("<p class=\"meta\">Veri: ");
            let links: Vec<String> = item.csvs.iter().map(|c| format!("<a href=\"{0}\">{0}</a>", esc(c))).collect();
            h.push_str(&links.join(", "));
            h.push_str("</p>\n");
        }
        let _ = writeln!(
            h,
            "<p class=\"meta\">Yeniden üretmek için: <code>cargo run --release -- render scenarios/{}</code> \
(model <code>{}</code>)</p>\n</section>",
            esc(&item.file),
            esc(&item.model)
        );
    }
    h.push_str("</body>\n</html>\n");
    h
}
