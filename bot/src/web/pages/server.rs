//! A server's page: its games in play, its recent finished games, each game
//! of turns' leaderboard (the running season's while seasons are on), and
//! its running and past tournaments. Lists nothing of any other server.

use super::common::{day, game_title, listed, now_millis, render, Head, Link, Site, Words};
use super::leaderboard::{self, Board, SERVER_ROWS};
use crate::store::{Status, Store, TournamentStatus};
use crate::web::reader::WebError;
use crate::web::state::Web;
use askama::Template;
use parlor_games::GameKind;

/// Games in play the page lists at most.
const LIVE: usize = 50;
/// Finished games it lists.
const RECENT: u32 = 30;
/// Tournaments it lists, running and past each.
const TOURNAMENTS: u32 = 20;

/// The server's page.
#[derive(Template)]
#[template(path = "web/server.html")]
pub struct ServerPage {
    /// Head.
    pub head: Head,
    /// Games in play.
    pub live: Vec<Link>,
    /// Finished games.
    pub recent: Vec<Link>,
    /// One board per game of turns with anyone ranked.
    pub boards: Vec<Board>,
    /// Every game of turns' leaderboard page.
    pub board_links: Vec<Link>,
    /// Running tournaments.
    pub running: Vec<Link>,
    /// Past tournaments.
    pub past: Vec<Link>,
}

/// The server's page.
pub async fn page(web: &Web, site: &Site) -> Result<String, WebError> {
    let now = now_millis();
    let copy = site.clone();
    let locale = site.locale;
    let t = Words(locale);
    let (live, recent, boards, running, past) = web
        .reader
        .read(move |store: &mut dyn Store| {
            let server = copy.server.as_str();
            let mut open: Vec<_> = store
                .open_sessions()?
                .into_iter()
                .filter(|r| r.server.as_deref() == Some(server) && r.status == Status::Playing && r.state.is_some())
                .collect();
            open.sort_by_key(|r| std::cmp::Reverse(r.updated_at));
            let live: Vec<Link> = open
                .iter()
                .take(LIVE)
                .map(|r| Link {
                    text: listed(locale, &r.game, r.id, &r.seats),
                    href: format!("/s/{server}/g/{}", r.id),
                    note: String::new(),
                })
                .collect();
            let recent: Vec<Link> = store
                .finished_games(server, None, None, RECENT)?
                .into_iter()
                .map(|g| Link::finished(locale, server, &g))
                .collect();
            let seasons = store.seasons(server)?;
            let period = leaderboard::period(&copy, &seasons, None, None)?;
            let mut boards = Vec::new();
            for kind in GameKind::offered().filter(|k| !k.is_table()) {
                let board = leaderboard::board(store, &copy, kind, &period, now, SERVER_ROWS)?;
                if !board.rows.is_empty() {
                    boards.push(board);
                }
            }
            let tournament_link = |tr: &crate::store::TournamentRecord| Link {
                text: format!("{} · {}", tr.name, game_title(locale, &tr.game)),
                href: format!("/s/{server}/t/{}", tr.id),
                note: day(tr.updated_at),
            };
            let running: Vec<Link> = store
                .tournaments(server, true, TOURNAMENTS)?
                .iter()
                .map(tournament_link)
                .collect();
            let past: Vec<Link> = store
                .tournaments(server, false, TOURNAMENTS * 2)?
                .iter()
                .filter(|t| matches!(t.status, TournamentStatus::Finished | TournamentStatus::Cancelled))
                .take(TOURNAMENTS as usize)
                .map(tournament_link)
                .collect();
            Ok((live, recent, boards, running, past))
        })
        .await?;
    let board_links = GameKind::offered()
        .filter(|k| !k.is_table())
        .map(|k| Link {
            text: game_title(locale, k.name()),
            href: format!("/s/{}/lb/{}", site.server, k.name()),
            note: String::new(),
        })
        .collect();
    render(&ServerPage {
        head: Head::new(locale, t.w("web-page-server-title"), Some(&site.server)),
        live,
        recent,
        boards,
        board_links,
        running,
        past,
    })
}
