//! The pages' own checks: their words exist in every language, their
//! colours meet WCAG AA, the request's language is read as browsers send it.

use super::common::*;
use parlor_games::i18n::Locale;

/// Every `web-page-…` id the templates and the code name.
fn ids_used() -> Vec<String> {
    let mut sources: Vec<String> = Vec::new();
    for dir in ["templates/web", "src/web/pages", "src/web"] {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
        for entry in std::fs::read_dir(&path).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                sources.push(std::fs::read_to_string(path).unwrap());
            }
        }
    }
    let mut ids: Vec<String> = Vec::new();
    for source in &sources {
        for (at, _) in source.match_indices("\"web-page-") {
            let rest = &source[at + 1..];
            let end = rest.find('"').unwrap();
            let id = &rest[..end];
            if id.ends_with('-') {
                continue;
            }
            ids.push(id.to_string());
        }
    }
    // The error pages' titles are named `{id}-title`.
    for id in ["web-page-not-found", "web-page-bad-request", "web-page-unavailable"] {
        ids.push(format!("{id}-title"));
    }
    ids.sort();
    ids.dedup();
    ids
}

#[test]
fn every_word_a_page_uses_is_in_every_language() {
    let ids = ids_used();
    assert!(ids.len() > 40, "{ids:?}");
    for locale in Locale::ALL {
        for id in &ids {
            assert!(
                parlor_games::i18n::lookup(locale, id).is_some(),
                "{id} is missing in {locale}"
            );
        }
    }
}

/// `#rrggbb` as relative luminance (WCAG 2.x).
fn luminance(hex: &str) -> f64 {
    let hex = hex.trim_start_matches('#');
    assert_eq!(hex.len(), 6, "{hex}: colours are written #rrggbb");
    let channel = |i: usize| {
        let c = u8::from_str_radix(&hex[i..i + 2], 16).unwrap() as f64 / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

fn contrast(a: &str, b: &str) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// Each rule's text colour and background (the body's where it sets none).
fn colour_pairs(css: &str) -> Vec<(String, String, String)> {
    let body = rule_value(css, "body", "background-color").expect("the body sets a background");
    let mut pairs = Vec::new();
    let mut rest = css;
    while let Some(open) = rest.find('{') {
        let selector = rest[..open].rsplit(['}', '/']).next().unwrap_or("").trim().to_string();
        let close = rest[open..].find('}').map(|c| open + c).unwrap();
        let block = &rest[open + 1..close];
        let get = |name: &str| {
            block.split(';').find_map(|d| {
                let (k, v) = d.split_once(':')?;
                (k.trim() == name).then(|| v.trim().to_string())
            })
        };
        if let Some(color) = get("color") {
            let background = get("background-color").unwrap_or_else(|| body.clone());
            pairs.push((selector, color, background));
        }
        rest = &rest[close + 1..];
    }
    pairs
}

fn rule_value(css: &str, selector: &str, name: &str) -> Option<String> {
    let at = css.find(&format!("\n{selector} {{"))?;
    let block = &css[at..at + css[at..].find('}')?];
    block.split(['{', ';']).find_map(|d| {
        let (k, v) = d.split_once(':')?;
        (k.trim() == name).then(|| v.trim().to_string())
    })
}

#[test]
fn every_text_colour_meets_wcag_aa_on_its_background() {
    let pairs = colour_pairs(CSS);
    assert!(pairs.len() >= 15, "{pairs:?}");
    for (selector, color, background) in &pairs {
        let ratio = contrast(color, background);
        assert!(ratio >= 4.5, "{selector}: {color} on {background} is {ratio:.2}:1");
    }
    // Links and visited links over every background a link sits on.
    let body = rule_value(CSS, "body", "background-color").unwrap();
    for link in ["#0b5394", "#5b2a86"] {
        for background in [body.as_str(), "#e8e6df", "#ffe08a", "#ecebe4"] {
            assert!(contrast(link, background) >= 4.5, "{link} on {background}");
        }
    }
    assert!((contrast("#000000", "#ffffff") - 21.0).abs() < 0.01);
}

#[test]
fn no_inline_style_or_script_in_the_templates() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates/web");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("style="), "{}", path.display());
        assert!(!text.contains("<style"), "{}", path.display());
        assert!(!text.contains("<script>"), "{}", path.display());
        assert!(!text.contains(" on"), "{}: no event handler attributes", path.display());
        // Only the tournament's SVG (written by the render crate's escaping
        // writer) is written unescaped.
        let safe = text.matches("|safe").count();
        let allowed = usize::from(path.ends_with("tournament.html"));
        assert_eq!(safe, allowed, "{}", path.display());
    }
}

#[test]
fn the_language_is_the_first_of_ours_the_request_prefers() {
    assert_eq!(accepted(None), Locale::En);
    assert_eq!(accepted(Some("fr-FR,fr;q=0.9,en;q=0.8")), Locale::Fr);
    assert_eq!(accepted(Some("de-DE, es;q=0.5, en;q=0.4")), Locale::Es);
    assert_eq!(accepted(Some("en;q=0.1, es;q=0.9")), Locale::Es);
    assert_eq!(accepted(Some("de, it")), Locale::En);
    assert_eq!(accepted(Some("fr;q=0")), Locale::En);
    assert_eq!(accepted(Some(&"x,".repeat(10_000))), Locale::En);
}
