//! A game's page, its positions' pictures, its downloads, and what a live
//! page is told after each change (see [`super::replayed`] for where the
//! positions come from and what never reaches a page).

use super::common::{day, game_title, player_name, render, server_id, Head, Og, Site, Words};
use super::replayed::{payload, replay, version, Replayed, Stored};
use crate::store::{Status, Store};
use crate::table::{ReviewBody, REVIEW_METHOD};
use crate::web::links;
use crate::web::reader::WebError;
use crate::web::state::Web;
use askama::Template;
use parlor_games::i18n::Locale;
use parlor_games::msg;
use parlor_games::GameKind;
use std::sync::Arc;

/// Reads game `id` of `server`: a game of another server, a direct game, a
/// challenge never accepted or no game at all is [`WebError::NotFound`].
async fn read(web: &Web, server: &str, id: i64) -> Result<Stored, WebError> {
    let server = server.to_string();
    web.reader
        .read(move |store: &mut dyn Store| {
            let record = store.session_record(id)?.ok_or(WebError::NotFound)?;
            if record.server.as_deref() != Some(server.as_str())
                || record.status == Status::Challenge
                || record.state.is_none()
                || GameKind::from_name(&record.game).is_none()
            {
                return Err(WebError::NotFound);
            }
            let log = store.move_log(id)?;
            let result = match record.status {
                Status::Finished => store.result(id)?,
                _ => None,
            };
            Ok(Stored { record, log, result })
        })
        .await
}

/// Game `id` of `site`, replayed in the site's language: kept when finished
/// (and while a live game has not changed).
pub async fn replayed(web: &Web, site: &Site, id: i64) -> Result<Arc<Replayed>, WebError> {
    // Keyed by server too: a hit was read for this server.
    let key = (site.server.clone(), id, site.locale);
    if let Some(kept) = web.pages.games.get(&key) {
        if kept.finished {
            return Ok(kept);
        }
    }
    let stored = read(web, &site.server, id).await?;
    if let Some(kept) = web.pages.games.get(&key) {
        // The record's time, its ply and the log's length: a clock that stands
        // still (local mode's) still changes the last two at a move.
        if kept.version == version(&stored) {
            return Ok(kept);
        }
    }
    let locale = site.locale;
    let replayed = tokio::task::spawn_blocking(move || replay(stored, locale))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))??;
    let replayed = Arc::new(replayed);
    web.pages.games.put(key, replayed.clone());
    Ok(replayed)
}

/// One line of the move list.
pub struct MoveRow {
    /// The position it leads to.
    pub ply: usize,
    /// Its seat's colour or name.
    pub seat: String,
    /// Its notation.
    pub text: String,
    /// The alt text of the position it leads to.
    pub alt: String,
    /// The position's page.
    pub href: String,
    /// Whether it is the position shown.
    pub current: bool,
    /// A new numbered pair starts here (the first seat's move).
    pub number: Option<usize>,
    /// The review's label of the move (issue 35): its class
    /// (`inaccuracy`, `mistake`, `blunder`) and its words.
    pub label: Option<(String, String)>,
    /// The better move the review found, in words, for a labelled move.
    pub better: Option<String>,
}

/// One player's line of a stored review (issue 35).
pub struct AccuracyRow {
    /// The seat's colour or name.
    pub seat: String,
    /// The name.
    pub name: String,
    /// Their accuracy and labelled moves, in words.
    pub summary: String,
}

/// A stored review as the game's page shows it beside the replay (issue 35).
pub struct ReviewView {
    /// Each player's accuracy.
    pub players: Vec<AccuracyRow>,
    /// The chart's address and alt text, when it draws anything.
    pub chart: Option<(String, String)>,
    /// How accuracy and the labels are worked out.
    pub how: String,
}

/// One player.
pub struct PlayerRow {
    /// The seat's colour or name.
    pub seat: String,
    /// The name.
    pub name: String,
    /// Their member page, for a member.
    pub href: Option<String>,
}

/// The game's page.
#[derive(Template)]
#[template(path = "web/game.html")]
pub struct GamePage {
    /// Head.
    pub head: Head,
    /// `/s/{server}/g/{id}`.
    pub base: String,
    /// The heading.
    pub heading: String,
    /// Positions after the start.
    pub plies: usize,
    /// The position shown.
    pub ply: usize,
    /// The live stream's address, while in play.
    pub live: Option<String>,
    /// The board's alt text.
    pub alt: String,
    /// The start's alt text.
    pub start_alt: String,
    /// The board's size.
    pub width: u32,
    /// The board's size.
    pub height: u32,
    /// The moves.
    pub moves: Vec<MoveRow>,
    /// The state in words.
    pub status: String,
    /// The players.
    pub players: Vec<PlayerRow>,
    /// The options, or none.
    pub options: String,
    /// Downloads (finished games of turns).
    pub downloads: bool,
    /// The game's date (finished).
    pub date: String,
    /// Whether it is a Crown and Anchor table (no moves).
    pub table: bool,
    /// Whether it is over.
    pub finished: bool,
    /// The stored review (issue 35), when there is one.
    pub review: Option<ReviewView>,
    /// For a finished game of turns without a review: how to ask for one.
    pub review_hint: Option<String>,
}

impl GamePage {
    /// Position `k`'s page.
    pub fn at(&self, k: usize) -> String {
        format!("{}/{k}", self.base)
    }

    /// The previous position's number.
    pub fn prev(&self) -> usize {
        self.ply.saturating_sub(1)
    }

    /// The next position's number.
    pub fn next(&self) -> usize {
        (self.ply + 1).min(self.plies)
    }
}

/// Game `id`'s page at position `n` (the last when `None`).
pub async fn page(web: &Web, site: &Site, id: i64, n: Option<u64>) -> Result<(Arc<String>, bool), WebError> {
    let game = replayed(web, site, id).await?;
    let review = if game.finished && !game.kind.is_table() {
        stored_review(web, id).await?
    } else {
        None
    };
    let plies = game.plies();
    let ply = match n {
        None => plies,
        Some(n) if n as usize <= plies && n <= u32::MAX as u64 => n as usize,
        Some(_) => return Err(WebError::NotFound),
    };
    let key = (site.server.clone(), id, ply, site.locale);
    // A finished game's page is kept once its review is stored (until then
    // it asks for one, and a review may come at any time).
    let keep = game.finished && (review.is_some() || game.kind.is_table());
    if keep {
        if let Some(html) = web.pages.html.get(&key) {
            return Ok((html, true));
        }
    }
    let html = Arc::new(page_html(web, site, &game, id, ply, review.as_ref())?);
    if keep {
        web.pages.html.put(key, html.clone());
    }
    Ok((html, game.finished))
}

/// The page of `game` at position `ply`.
fn page_html(
    web: &Web,
    site: &Site,
    game: &Replayed,
    id: i64,
    ply: usize,
    review: Option<&ReviewBody>,
) -> Result<String, WebError> {
    let plies = game.plies();
    let t = Words(site.locale);
    let base = format!("/s/{}/g/{id}", site.server);
    let title = game_title(site.locale, game.kind.name());
    let heading = t.m(&msg!("web-page-game-title", game = title.clone(), id = id));
    let public = &web.options.public_url;
    let players: Vec<PlayerRow> = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| PlayerRow {
            seat: game.seat_word(i as u8),
            name: player_name(site.locale, p),
            // A member has a page once they finished a game here: a game in
            // play may be their first.
            href: (p.parlor.is_none() && game.finished && !site.hidden.contains(&p.id))
                .then(|| format!("/s/{}/m/{}", site.server, p.id)),
        })
        .collect();
    let moves: Vec<MoveRow> = game
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| MoveRow {
            ply: i + 1,
            seat: game.seat_word(m.seat),
            text: m.text.clone(),
            alt: game.alts.get(i + 1).cloned().unwrap_or_default(),
            href: format!("{base}/{}", i + 1),
            current: i + 1 == ply,
            number: None,
            label: None,
            better: None,
        })
        .collect();
    let mut moves = moves;
    if let Some(review) = review {
        // The worst action of each logged move (a Number One turn has several).
        for m in &review.moves {
            let Some(row) = moves.get_mut(m.ply.wrapping_sub(1)) else {
                continue;
            };
            let Some(label) = m.label.as_deref() else {
                continue;
            };
            let worse = match &row.label {
                Some((had, _)) => rank(label) > rank(had),
                None => true,
            };
            if worse {
                row.label = Some((label.to_string(), t.m(&label_msg(label))));
                row.better = Some(t.m(&msg!(
                    "web-review-better",
                    best = m.best.clone(),
                    chance = format!("{:.0}", m.before * 100.0)
                )));
            }
        }
    }
    let (width, height) = game.size(ply);
    let names: Vec<String> = players.iter().map(|p| p.name.clone()).collect();
    let mut head = Head::new(
        site.locale,
        format!("{heading} · {}", names.join(" – ")),
        Some(&site.server),
    );
    head.script = !game.kind.is_table();
    head.og = Some(Og {
        title: heading.clone(),
        description: format!("{} · {}", names.join(" – "), game.status),
        image: format!("{}/png", links::game(public, &site.server, id)),
        url: links::game(public, &site.server, id),
    });
    let page = GamePage {
        head,
        live: (!game.finished).then(|| format!("{base}/live")),
        base,
        heading,
        plies,
        ply,
        alt: game.alts.get(ply).cloned().unwrap_or_default(),
        start_alt: game.alts.first().cloned().unwrap_or_default(),
        width,
        height,
        moves,
        status: game.status.clone(),
        players,
        options: if game.options.trim().is_empty() {
            t.w("web-page-no-options")
        } else {
            game.options.clone()
        },
        downloads: game.finished && !game.kind.is_table(),
        date: game.finished_at.map(day).unwrap_or_default(),
        table: game.kind.is_table(),
        finished: game.finished,
        review: review.map(|r| review_view(site, game, id, r)),
        review_hint: (game.finished && !game.kind.is_table() && review.is_none())
            .then(|| t.m(&msg!("web-review-none", id = id))),
    };
    render(&page)
}

/// The stored review of game `id` (issue 35), if any. The web never makes one.
async fn stored_review(web: &Web, id: i64) -> Result<Option<ReviewBody>, WebError> {
    web.reader
        .read(move |store: &mut dyn Store| {
            Ok(store
                .review(id, REVIEW_METHOD)?
                .and_then(|stored| ReviewBody::parse(&stored.body)))
        })
        .await
}

/// How bad a label is, to show the worst of a turn's.
fn rank(label: &str) -> u8 {
    match label {
        "blunder" => 3,
        "mistake" => 2,
        _ => 1,
    }
}

/// A label in the page's words.
fn label_msg(label: &str) -> parlor_games::i18n::Msg {
    match label {
        "blunder" => msg!("review-label-blunder"),
        "mistake" => msg!("review-label-mistake"),
        _ => msg!("review-label-inaccuracy"),
    }
}

/// The review's section of the page.
fn review_view(site: &Site, game: &Replayed, id: i64, review: &ReviewBody) -> ReviewView {
    let t = Words(site.locale);
    let players = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let count = |label: &str| {
                review
                    .moves
                    .iter()
                    .filter(|m| usize::from(m.seat) == i && m.label.as_deref() == Some(label))
                    .count()
            };
            let summary = match review.accuracy.get(i).copied().flatten() {
                Some(accuracy) => t.m(&msg!(
                    "web-review-player",
                    accuracy = decimal(accuracy, site.locale),
                    inaccuracies = count("inaccuracy"),
                    mistakes = count("mistake"),
                    blunders = count("blunder")
                )),
                None => t.w("web-review-player-no-moves"),
            };
            AccuracyRow {
                seat: game.seat_word(i as u8),
                name: player_name(site.locale, p),
                summary,
            }
        })
        .collect();
    let chart = (!chart_svg(game, review).is_empty()).then(|| {
        (
            format!("/s/{}/g/{id}/review.svg", site.server),
            t.m(&msg!(
                "review-chart",
                id = id.to_string(),
                game = game_title(site.locale, game.kind.name())
            )),
        )
    });
    ReviewView {
        players,
        chart,
        how: t.w("review-how"),
    }
}

/// An accuracy with one decimal as the language writes decimals.
fn decimal(x: f64, locale: Locale) -> String {
    let shown = format!("{x:.1}");
    match locale {
        Locale::En => shown,
        Locale::Es | Locale::Fr => shown.replace('.', ","),
    }
}

/// The review's chart of the winning chance as SVG ("" when it draws nothing).
fn chart_svg(game: &Replayed, review: &ReviewBody) -> String {
    let marks: Vec<parlor_render::review::ChartMark> = review
        .moves
        .iter()
        .filter_map(|m| {
            let label = m.label.as_deref().filter(|l| *l != "inaccuracy")?;
            Some(parlor_render::review::ChartMark {
                ply: m.ply as u32,
                label: crate::i18n::tr(game.locale, &label_msg(label)),
            })
        })
        .collect();
    parlor_render::review::chance_chart_svg(
        &review.chance_lines(&game.names),
        &marks,
        game.plies() as u32,
        game.locale,
    )
}

/// The review's chart of finished game `id` (issue 35); not found without a
/// stored review or when the chart draws nothing.
pub async fn review_svg(web: &Web, site: &Site, id: i64) -> Result<String, WebError> {
    let game = replayed(web, site, id).await?;
    if !game.finished || game.kind.is_table() {
        return Err(WebError::NotFound);
    }
    let review = stored_review(web, id).await?.ok_or(WebError::NotFound)?;
    let svg = tokio::task::spawn_blocking(move || chart_svg(&game, &review))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?;
    if svg.is_empty() {
        return Err(WebError::NotFound);
    }
    Ok(svg)
}

/// Position `n`'s board SVG, and whether the game is over (kept a day).
pub async fn svg(web: &Web, site: &Site, id: i64, n: u64) -> Result<(Arc<String>, bool), WebError> {
    let game = replayed(web, site, id).await?;
    if n as usize > game.plies() || n > u32::MAX as u64 {
        return Err(WebError::NotFound);
    }
    let n = n as usize;
    let key = (site.server.clone(), id, n, site.locale);
    if game.finished {
        if let Some(svg) = web.pages.svgs.get(&key) {
            return Ok((svg, true));
        }
    }
    let finished = game.finished;
    let svg = tokio::task::spawn_blocking(move || game.svg(n))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?
        .ok_or(WebError::NotFound)?;
    let svg = Arc::new(svg);
    if finished {
        web.pages.svgs.put(key, svg.clone());
    }
    Ok((svg, finished))
}

/// The last position's PNG, and whether the game is over.
pub async fn png(web: &Web, site: &Site, id: i64) -> Result<(Arc<Vec<u8>>, bool), WebError> {
    let game = replayed(web, site, id).await?;
    let key = (site.server.clone(), id, site.locale);
    if game.finished {
        if let Some(png) = web.pages.pngs.get(&key) {
            return Ok((png, true));
        }
    }
    let finished = game.finished;
    let png = tokio::task::spawn_blocking(move || game.png())
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?
        .ok_or(WebError::NotFound)?;
    let png = Arc::new(png);
    if finished {
        web.pages.pngs.put(key, png.clone());
    }
    Ok((png, finished))
}

/// The move file of a finished game: its name and text.
pub async fn file(web: &Web, site: &Site, id: i64) -> Result<(String, String), WebError> {
    let game = replayed(web, site, id).await?;
    if !game.finished {
        return Err(WebError::NotFound);
    }
    game.file().ok_or(WebError::NotFound)
}

/// The GIF of a finished game.
pub async fn gif(web: &Web, site: &Site, id: i64) -> Result<Arc<Vec<u8>>, WebError> {
    let game = replayed(web, site, id).await?;
    if !game.finished || game.kind.is_table() {
        return Err(WebError::NotFound);
    }
    let key = (site.server.clone(), id, site.locale);
    if let Some(gif) = web.pages.gifs.get(&key) {
        return Ok(gif);
    }
    let gif = tokio::task::spawn_blocking(move || game.gif())
        .await
        .map_err(|e| WebError::Internal(e.to_string()))?
        .ok_or(WebError::NotFound)?;
    let gif = Arc::new(gif);
    web.pages.gifs.put(key, gif.clone());
    Ok(gif)
}

/// What a live game's page is told after a change (the brief's live event):
/// `{"plies", "moves": [{"ply", "seat", "text", "alt"}…], "status", "over"}`.
/// `None` when there is no such game on a server with pages (or it is a
/// direct game, or not a game in play or just finished).
pub async fn live_payload(web: &Web, server: &str, id: i64) -> Result<Option<serde_json::Value>, WebError> {
    live_payload_in(web, server, id, Locale::En).await
}

/// [`live_payload`] in the page's language when the server's `language` is
/// auto (`accept`: what the page's request accepted), as the page is.
pub async fn live_payload_in(
    web: &Web,
    server: &str,
    id: i64,
    accept: Locale,
) -> Result<Option<serde_json::Value>, WebError> {
    if server_id(server).is_err() {
        return Ok(None);
    }
    let site = match super::site::site(web, server, accept).await {
        Ok(site) => site,
        Err(WebError::NotFound) => return Ok(None),
        Err(e) => return Err(e),
    };
    let game = match replayed(web, &site, id).await {
        Ok(game) => game,
        Err(WebError::NotFound) => return Ok(None),
        Err(e) => return Err(e),
    };
    Ok(Some(payload(&game)))
}
