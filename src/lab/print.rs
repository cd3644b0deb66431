//! The lab's handouts and decks (`/000-ders-notu.pdf`): the PDFs `render --all` writes,
//! made once per language (native only: the PDF writer is the binary's).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::{Job, Refused, known};
use crate::models;
use crate::output;
use crate::report::words::Words;
use crate::sim::Limit;

/// The lesson whose handout or deck is `file` (`000-ders-notu.pdf`, the names the book's
/// pages link).
pub(super) fn print_chapter(file: &str, w: &'static Words) -> Option<&'static output::book::Chapter> {
    output::CHAPTERS.iter().find(|c| output::downloads(c.code, w).iter().any(|(f, _)| f == file))
}

/// The handouts and decks made, by language and file name.
type Printed = BTreeMap<(&'static str, String), Arc<Vec<u8>>>;
static PRINTED: OnceLock<Mutex<Printed>> = OnceLock::new();

/// Whether the PDF `file` is already made in the current language.
pub(super) fn printed(file: &str, w: &'static Words) -> bool {
    PRINTED.get().and_then(|c| c.lock().ok()).is_some_and(|c| c.contains_key(&(w.lang().code(), file.to_string())))
}

/// The lesson's handout or deck `file`, the bytes `render --all` writes into `figures/`:
/// its scenarios run at the course's size (not the lab's), made once per language.
pub(super) fn print_file(file: &str, job: &Job, w: &'static Words) -> Result<Arc<Vec<u8>>, Refused> {
    let cache = PRINTED.get_or_init(Default::default);
    let key = (w.lang().code(), file.to_string());
    if let Some(pdf) = cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
        return Ok(pdf);
    }
    let Some(c) = print_chapter(file, w) else {
        return Err(Refused { status: 404, message: w.text("lab-no-page"), sets: Vec::new() });
    };
    let stems: Vec<&str> =
        output::entries().iter().filter(|e| e.stem.starts_with(c.code)).map(|e| e.stem.as_str()).collect();
    let mut items = Vec::new();
    for k in known().iter().filter(|k| stems.contains(&k.stem)) {
        let refused = |message: String| Refused { status: 422, message, sets: Vec::new() };
        let scenario = models::parse(k.file, k.text, &[]).map_err(|e| refused(e.in_words(w)))?;
        let report = crate::run(&scenario, &job.options()).map_err(|e| match e.cause.limit {
            Limit::Stopped => Refused { status: 503, message: job.stopped("jobsim render --all"), sets: Vec::new() },
            _ => refused(e.in_words(w)),
        })?;
        items.push(output::index_item(&scenario, &report));
    }
    let mut made = None;
    if let Ok(mut c) = cache.lock() {
        for f in output::book_pdfs(&items, w) {
            let pdf = Arc::new(f.bytes);
            if f.name == file {
                made = Some(Arc::clone(&pdf));
            }
            c.insert((w.lang().code(), f.name), pdf);
        }
    }
    made.ok_or_else(|| Refused { status: 404, message: w.text("lab-no-page"), sets: Vec::new() })
}
