//! A tournament's page: its standings with tiebreaks, its crosstable or
//! bracket (the render crate's standings scene, painted as SVG), and every
//! round's pairings, each game linked.

use super::common::{game_title, render, Head, Site, Words};
use crate::store::{Store, TournamentRecord, TournamentStatus};
use crate::web::reader::WebError;
use crate::web::state::Web;
use askama::Template;
use parlor_games::msg;
use parlor_games::tournament::view::TournamentView;
use parlor_games::tournament::{Format, GameResult};

/// One line of the standings.
pub struct StandingRow {
    /// Rank.
    pub rank: u32,
    /// Name.
    pub name: String,
    /// Member page.
    pub href: Option<String>,
    /// Score ("2½").
    pub score: String,
    /// Tiebreak values, in the header's order.
    pub tiebreaks: Vec<String>,
    /// Withdrawn.
    pub withdrawn: bool,
}

/// One board of a round.
pub struct PairingRow {
    /// The first player.
    pub first: String,
    /// The second, or the bye's words.
    pub second: String,
    /// The result ("1–0", "½–½"), or empty while it is played.
    pub result: String,
    /// The game's page.
    pub href: Option<String>,
}

/// One round.
pub struct RoundRows {
    /// Its heading.
    pub heading: String,
    /// Its boards.
    pub boards: Vec<PairingRow>,
}

/// The tournament's page.
#[derive(Template)]
#[template(path = "web/tournament.html")]
pub struct TournamentPage {
    /// Head.
    pub head: Head,
    /// Its name.
    pub name: String,
    /// Game, format and status.
    pub about: String,
    /// The tiebreaks' names.
    pub tiebreaks: Vec<String>,
    /// Standings.
    pub standings: Vec<StandingRow>,
    /// The standings as an SVG (crosstable, bracket or table), escaped by
    /// the render crate's writer.
    pub picture: String,
    /// Rounds, the latest first.
    pub rounds: Vec<RoundRows>,
}

/// A tournament as plain data, as the table's tournament posts draw it, less
/// the Discord threads its games are played in (no business of a page).
pub fn view(t: &TournamentRecord) -> TournamentView {
    let mut view = crate::table::tournament_view(t);
    for pairing in view.rounds.iter_mut().flat_map(|r| r.pairings.iter_mut()) {
        pairing.thread = None;
    }
    view
}

/// Tournament `id`'s page, and whether it is over.
pub async fn page(web: &Web, site: &Site, id: i64) -> Result<(String, bool), WebError> {
    let server = site.server.clone();
    let record = web
        .reader
        .read(move |store: &mut dyn Store| {
            let t = store.tournament(id)?.ok_or(WebError::NotFound)?;
            if t.server != server {
                return Err(WebError::NotFound);
            }
            Ok(t)
        })
        .await?;
    let locale = site.locale;
    let server = site.server.clone();
    let hidden = site.hidden.clone();
    let page = tokio::task::spawn_blocking(move || build(&record, &server, locale, &hidden))
        .await
        .map_err(|e| WebError::Internal(e.to_string()))??;
    Ok(page)
}

fn build(
    t: &TournamentRecord,
    server: &str,
    locale: parlor_games::i18n::Locale,
    hidden: &std::collections::BTreeSet<u64>,
) -> Result<(String, bool), WebError> {
    let words = Words(locale);
    let view = view(t);
    let finished = matches!(t.status, TournamentStatus::Finished | TournamentStatus::Cancelled);
    let member_href = |start: u32| {
        t.member(start)
            .filter(|p| p.parlor.is_none() && !hidden.contains(&p.id))
            .map(|p| format!("/s/{server}/m/{}", p.id))
    };
    let tiebreaks: Vec<String> = view
        .players
        .first()
        .map(|p| p.tiebreaks.iter().map(|(tb, _)| tb.name().to_string()).collect())
        .unwrap_or_default();
    let standings = view
        .players
        .iter()
        .map(|p| StandingRow {
            rank: p.rank,
            name: p.name.clone(),
            href: member_href(p.start),
            score: p.score.to_string(),
            tiebreaks: p.tiebreaks.iter().map(|(_, v)| v.to_string()).collect(),
            withdrawn: p.withdrawn,
        })
        .collect();
    let rounds = view
        .rounds
        .iter()
        .rev()
        .filter(|r| !r.pairings.is_empty())
        .map(|r| RoundRows {
            heading: words.m(&msg!("web-page-round", round = r.number)),
            boards: r
                .pairings
                .iter()
                .map(|p| PairingRow {
                    first: p.first.clone(),
                    second: match (&p.second, p.bye) {
                        (Some(s), _) => s.clone(),
                        (None, _) => words.w("web-page-bye"),
                    },
                    result: match p.result {
                        Some(GameResult::First) => "1–0".into(),
                        Some(GameResult::Second) => "0–1".into(),
                        Some(GameResult::Draw) => "½–½".into(),
                        Some(GameResult::ForfeitFirst) => "1–0 (f)".into(),
                        Some(GameResult::ForfeitSecond) => "0–1 (f)".into(),
                        None if p.bye => "1".into(),
                        None => String::new(),
                    },
                    href: p.game.map(|g| format!("/s/{server}/g/{g}")),
                })
                .collect(),
        })
        .collect();
    let scene = parlor_render::tournament::standings_scene(&view, locale);
    let picture = inline_svg(&parlor_render::paint::svg(&scene));
    let format = match t.format {
        Format::Swiss => words.w("web-page-format-swiss"),
        Format::RoundRobin => words.w("web-page-format-round-robin"),
        Format::Knockout => words.w("web-page-format-knockout"),
    };
    let status = match t.status {
        TournamentStatus::Open => words.w("web-page-tournament-open"),
        TournamentStatus::Running => words.w("web-page-tournament-running"),
        TournamentStatus::Finished => words.w("web-page-tournament-finished"),
        TournamentStatus::Cancelled => words.w("web-page-tournament-cancelled"),
    };
    let about = format!("{} · {format} · {status}", game_title(locale, &t.game));
    let page = TournamentPage {
        head: Head::new(locale, t.name.clone(), Some(server)),
        name: t.name.clone(),
        about,
        tiebreaks,
        standings,
        picture,
        rounds,
    };
    Ok((render(&page)?, finished))
}

/// An SVG document as a page's element: without an XML declaration.
pub fn inline_svg(svg: &str) -> String {
    let body = match svg.strip_prefix("<?xml") {
        Some(rest) => rest.split_once("?>").map_or(rest, |(_, after)| after),
        None => svg,
    };
    body.trim().to_string()
}
