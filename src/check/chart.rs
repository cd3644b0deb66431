//! A committed chart compared with the new [`Figure`]: its title and caption (the SVG
//! keeps them as text, in `<title>` and `<desc>`), then its drawing. The committed SVG
//! keeps no data (its text is outlines, its points pixels), so whether the data changed
//! is decided by drawing the new figure with the committed title and caption: the same
//! bytes mean only the words changed.

use crate::output::figure::render_svg;
use crate::report::Figure;
use crate::report::words::Words;

/// The text of `<tag>…</tag>`, unescaped.
fn element(svg: &str, tag: &str) -> Option<String> {
    let open = format!("<{tag}>");
    let start = svg.find(&open)? + open.len();
    let end = start + svg[start..].find(&format!("</{tag}>"))?;
    let text = &svg[start..end];
    Some(text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&"))
}

/// Words kept on each side of a change.
const CONTEXT_WORDS: usize = 3;

/// `"old" → "new"`, cut to the words that changed and a few around them.
pub fn words(old: &str, new: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (old.split_whitespace().collect(), new.split_whitespace().collect());
    let head = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let tail = a[head..].iter().rev().zip(b[head..].iter().rev()).take_while(|(x, y)| x == y).count();
    let from = head.saturating_sub(CONTEXT_WORDS);
    let cut = |w: &[&str]| {
        let to = (w.len() - tail + CONTEXT_WORDS).min(w.len());
        let dots = |on: bool| if on { "…" } else { "" };
        format!("\"{}{}{}\"", dots(from > 0), w[from..to].join(" "), dots(to < w.len()))
    };
    format!("{} → {}", cut(&a), cut(&b))
}

/// Every difference between the committed SVG and the new figure (drawn as `svg`), one
/// line each.
pub fn diff(old: &[u8], fig: &Figure, svg: &[u8], w: &'static Words) -> Vec<String> {
    let Ok(old) = std::str::from_utf8(old) else {
        return vec!["the committed file is not SVG text".into()];
    };
    let (Some(title), Some(caption)) = (element(old, "title"), element(old, "desc")) else {
        return vec!["the committed file has no title or caption: not a jobsim chart".into()];
    };
    let mut out = Vec::new();
    if title != fig.title {
        out.push(format!("title: {}", words(&title, &fig.title)));
    }
    if caption != fig.caption {
        out.push(format!("caption: {}", words(&caption, &fig.caption)));
    }
    let same_drawing = if out.is_empty() {
        old.as_bytes() == svg
    } else {
        let mut was = fig.clone();
        was.title = title;
        was.caption = caption;
        render_svg(&was, w) == old
    };
    if !same_drawing {
        out.push("drawing changed: its data, axes or style".into());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_show_the_change_with_a_few_words_around_it() {
        assert_eq!(
            words("toplam: taşma 12, atla 7, ay sonuna çek 12.", "toplam: taşma 13, atla 7, ay sonuna çek 12."),
            "\"toplam: taşma 12, atla 7, ay…\" → \"toplam: taşma 13, atla 7, ay…\""
        );
        assert_eq!(words("a b c d e f g h", "a b c d e X g h"), "\"…c d e f g h\" → \"…c d e X g h\"");
    }

    #[test]
    fn title_and_caption_are_read_back_unescaped() {
        let svg = "<svg>\n<title>a &amp; b &lt;c&gt;</title>\n<desc>d</desc>\n";
        assert_eq!(element(svg, "title").as_deref(), Some("a & b <c>"));
        assert_eq!(element(svg, "desc").as_deref(), Some("d"));
    }
}
