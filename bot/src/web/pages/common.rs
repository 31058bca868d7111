//! What every page shares: its words ([`Words`]), its head and frame
//! ([`Head`]), the assets' addresses, the small error and home pages, the
//! request's language, dates, names and the bounded path parameters. A leaf:
//! it names nothing else of the web module but the reader's error.

use crate::i18n::tr;
use crate::table::TableSettings;
use crate::web::reader::WebError;
use parlor_games::i18n::{Locale, Msg};
use sha2::{Digest, Sha256};
use std::sync::{Arc, LazyLock};

/// A server with pages, as a request sees it: its settings and the language
/// its pages are written in.
#[derive(Clone)]
pub struct Site {
    /// The members who hid their page: never linked.
    pub hidden: Arc<std::collections::BTreeSet<u64>>,
    /// The server's id.
    pub server: String,
    /// Its settings (the stored ones over the process's defaults).
    pub settings: Arc<TableSettings>,
    /// The pages' language.
    pub locale: Locale,
}

/// The language a request asks for in `Accept-Language` (the first of en, es,
/// fr it names, by preference), else English.
pub fn accepted(header: Option<&str>) -> Locale {
    let Some(header) = header else {
        return Locale::En;
    };
    let mut wanted: Vec<(f32, usize, Locale)> = header
        .split(',')
        .take(16)
        .enumerate()
        .filter_map(|(i, part)| {
            let mut pieces = part.split(';');
            let tag = pieces.next()?.trim();
            let q = pieces
                .find_map(|p| p.trim().strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()))
                .unwrap_or(1.0);
            let locale = if tag.len() <= 16 { Locale::parse(tag) } else { None }?;
            (q > 0.0).then_some((q, i, locale))
        })
        .collect();
    wanted.sort_by(|a, b| {
        b.0.partial_cmp(&a.0)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.1.cmp(&b.1))
    });
    wanted.first().map_or(Locale::En, |w| w.2)
}

/// The pages' words in one language: `{{ t.w("web-page-moves") }}`.
#[derive(Clone, Copy)]
pub struct Words(pub Locale);

impl Words {
    /// The message `id`, without arguments.
    pub fn w(&self, id: &str) -> String {
        tr(self.0, &Msg::new(id.to_string()))
    }

    /// A message with arguments.
    pub fn m(&self, msg: &Msg) -> String {
        tr(self.0, msg)
    }

    /// The language's code, for `<html lang>`.
    pub fn lang(&self) -> &'static str {
        self.0.code()
    }
}

/// A content hash of an asset, for its `?v=` (so it may be kept a year).
fn hash_of(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .take(6)
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The stylesheet.
pub const CSS: &str = include_str!("../../../assets/parlor.css");
/// The replay's script.
pub const JS: &str = include_str!("../../../assets/replay.js");

static CSS_HREF: LazyLock<String> = LazyLock::new(|| format!("/assets/parlor.css?v={}", hash_of(CSS.as_bytes())));
static JS_HREF: LazyLock<String> = LazyLock::new(|| format!("/assets/replay.js?v={}", hash_of(JS.as_bytes())));

/// The stylesheet's address, with its content hash.
pub fn css_href() -> &'static str {
    &CSS_HREF
}

/// The script's address, with its content hash.
pub fn js_href() -> &'static str {
    &JS_HREF
}

/// The Open Graph tags of a page that shows a picture.
pub struct Og {
    /// `og:title`.
    pub title: String,
    /// `og:description`.
    pub description: String,
    /// `og:image`: absolute.
    pub image: String,
    /// `og:url`: absolute.
    pub url: String,
}

/// What every page's head and frame carry.
pub struct Head {
    /// The words.
    pub t: Words,
    /// `<title>`.
    pub title: String,
    /// The server's page (the frame's link home), if the page is a server's.
    pub home: Option<String>,
    /// Whether the replay's script is loaded.
    pub script: bool,
    /// Open Graph tags.
    pub og: Option<Og>,
}

impl Head {
    /// A page's head.
    pub fn new(locale: Locale, title: String, server: Option<&str>) -> Head {
        Head {
            t: Words(locale),
            title,
            home: server.map(|s| format!("/s/{s}/")),
            script: false,
            og: None,
        }
    }

    /// The stylesheet's address.
    pub fn css(&self) -> &'static str {
        css_href()
    }

    /// The script's address.
    pub fn js(&self) -> &'static str {
        js_href()
    }
}

/// A date as `2026-11-27` (UTC).
pub fn day(at: crate::clock::Millis) -> String {
    chrono::DateTime::from_timestamp_millis(at)
        .map(|d| d.format("%Y-%m-%d").to_string())
        .unwrap_or_default()
}

/// A player's name as a page shows it (the templates escape it).
pub fn player_name(locale: Locale, p: &crate::store::Player) -> String {
    match p.parlor {
        Some(level) => format!(
            "{} ({})",
            p.name.as_str(),
            tr(
                locale,
                &parlor_games::i18n::Msg::new(format!("social-level-{}", level.name()))
            )
        ),
        None => p.name.as_str().to_string(),
    }
}

/// A game's title in a language ("Checkers").
pub fn game_title(locale: Locale, game: &str) -> String {
    tr(locale, &parlor_games::i18n::title(game))
}

/// Renders a template, a failure being the server's.
pub fn render(template: &impl askama::Template) -> Result<String, WebError> {
    template
        .render()
        .map_err(|e| WebError::Internal(format!("a page did not render: {e}")))
}

/// The plain page of a 404, 400 or 503, in `locale`.
#[derive(askama::Template)]
#[template(path = "web/error.html")]
pub struct ErrorPage {
    /// Head.
    pub head: Head,
    /// What it says.
    pub said: String,
}

/// The page `/` shows: nothing listed.
#[derive(askama::Template)]
#[template(path = "web/home.html")]
pub struct HomePage {
    /// Head.
    pub head: Head,
}

/// The error page for a status, in `locale`.
pub fn error_page(locale: Locale, id: &str) -> String {
    let t = Words(locale);
    let page = ErrorPage {
        head: Head::new(locale, t.w(&format!("{id}-title")), None),
        said: t.w(id),
    };
    askama::Template::render(&page).unwrap_or_else(|_| "Not found".to_string())
}

/// The home page in `locale`.
pub fn home_page(locale: Locale) -> Result<String, WebError> {
    let t = Words(locale);
    render(&HomePage {
        head: Head::new(locale, t.w("web-page-home-title"), None),
    })
}

/// Now, in the table's milliseconds.
pub fn now_millis() -> crate::clock::Millis {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as crate::clock::Millis)
        .unwrap_or(0)
}

/// The language a request's `Accept-Language` header asks for (the live
/// stream's, so its payload speaks as the page does).
pub fn accepted_by(headers: &axum::http::HeaderMap) -> Locale {
    accepted(
        headers
            .get(axum::http::header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

/// A server id as URLs carry it: 1–20 of `[0-9a-z]` (a snowflake, `local`).
pub fn server_id(text: &str) -> Result<&str, WebError> {
    if (1..=20).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit() || b.is_ascii_lowercase()) {
        Ok(text)
    } else {
        Err(WebError::NotFound)
    }
}

/// A link in a list.
pub struct Link {
    /// Its words.
    pub text: String,
    /// Its address.
    pub href: String,
    /// A note after it (a date, a status).
    pub note: String,
}

impl Link {
    /// A finished game in a list: its title, players and number, and its day.
    pub fn finished(locale: Locale, server: &str, g: &crate::store::FinishedGame) -> Link {
        Link {
            text: listed(locale, &g.game, g.session, &g.players),
            href: format!("/s/{server}/g/{}", g.session),
            note: day(g.finished_at),
        }
    }
}

/// A short line naming a game for lists: "Checkers #12 · alice – bob".
pub fn listed(locale: Locale, game: &str, id: i64, players: &[crate::store::Player]) -> String {
    let names: Vec<String> = players.iter().map(|p| player_name(locale, p)).collect();
    let title = tr(
        locale,
        &parlor_games::msg!("web-page-game-title", game = game_title(locale, game), id = id),
    );
    format!("{title} · {}", names.join(" – "))
}
