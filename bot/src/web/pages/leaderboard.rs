//! A game's leaderboard: the same rows as `/leaderboard`'s (one function
//! computes both: [`crate::table::board_input`] and
//! [`crate::table::board_from`]), with each member's rank band.

use super::common::{game_title, now_millis, render, Head, Site, Words};
use crate::store::{Season, Store};
use crate::table::{board_from, board_input, period_of, Period, PeriodProblem, RANKED_AFTER};
use crate::web::reader::WebError;
use crate::web::state::Web;
use askama::Template;
use parlor_games::msg;
use parlor_games::GameKind;

/// The most rows a leaderboard page lists.
pub const ROWS: usize = 50;
/// The rows a server page lists per game.
pub const SERVER_ROWS: usize = 10;

/// One member on a board.
pub struct Row {
    /// 1 for the best.
    pub rank: usize,
    /// Their name.
    pub name: String,
    /// Their member page.
    pub href: Option<String>,
    /// The rating as shown.
    pub rating: i64,
    /// Its deviation as shown.
    pub deviation: i64,
    /// Rated games in the period.
    pub games: u32,
    /// The rank band's name in the page's language.
    pub band: String,
    /// The band's key for styling (`gold`), or `custom`.
    pub band_class: String,
}

/// One game's board.
pub struct Board {
    /// The game's name (`checkers`).
    pub game: String,
    /// Its title.
    pub title: String,
    /// The heading's words (period, season).
    pub heading: String,
    /// The rows.
    pub rows: Vec<Row>,
    /// Idle members left off a live board.
    pub idle: usize,
    /// Its leaderboard page.
    pub href: String,
}

/// `game`'s board on the site over `period` as of `now`, at most `limit` rows.
pub fn board(
    store: &mut dyn Store,
    site: &Site,
    kind: GameKind,
    period: &Period,
    now: crate::clock::Millis,
    limit: usize,
) -> Result<Board, WebError> {
    let game = kind.name();
    let input = board_input(store, &site.server, game, period, now)?;
    let inactive = site
        .settings
        .leaderboard_inactive_after
        .map(|d| d.as_millis().min(i64::MAX as u128) as i64);
    let board = board_from(input, game, period, now, inactive);
    let t = Words(site.locale);
    let bands = &site.settings.rank_bands;
    let rows = board
        .rows
        .iter()
        .take(limit)
        .enumerate()
        .map(|(i, p)| {
            let (rating, deviation) = p.rating.shown(game);
            let band = bands.of(rating);
            let key = band.name.to_lowercase();
            let standard = ["bronze", "silver", "gold", "platinum", "diamond"].contains(&key.as_str());
            Row {
                rank: i + 1,
                name: p.name.clone(),
                href: p
                    .player
                    .parse::<u64>()
                    .ok()
                    .filter(|id| !site.hidden.contains(id))
                    .map(|id| format!("/s/{}/m/{id}", site.server)),
                rating: rating.round() as i64,
                deviation: deviation.round() as i64,
                games: p.games,
                band: t.m(&band.msg()),
                band_class: if standard { key } else { "custom".into() },
            }
        })
        .collect();
    let title = game_title(site.locale, game);
    let heading = match period {
        Period::All => t.m(&msg!("web-page-board-all", game = title.clone())),
        Period::Season(s) => t.m(&msg!(
            "web-page-board-season",
            game = title.clone(),
            season = s.name.clone()
        )),
        Period::Month => t.m(&msg!("web-page-board-month", game = title.clone())),
        Period::Week => t.m(&msg!("web-page-board-week", game = title.clone())),
    };
    Ok(Board {
        game: game.to_string(),
        title,
        heading,
        rows,
        idle: board.idle,
        href: format!("/s/{}/lb/{game}", site.server),
    })
}

/// The period a page's query asks for among the server's seasons: a
/// problem is a 400 (a season of no such name is a 404: a page that does
/// not exist).
pub fn period(site: &Site, seasons: &[Season], period: Option<&str>, season: Option<&str>) -> Result<Period, WebError> {
    period_of(seasons, site.settings.season, period, season).map_err(|problem| match problem {
        PeriodProblem::UnknownSeason(_) => WebError::NotFound,
        PeriodProblem::Both => WebError::BadRequest("a season with another period"),
        PeriodProblem::NoRunning => WebError::NotFound,
        PeriodProblem::BadPeriod(_) => WebError::BadRequest("period is all, season, month or week"),
    })
}

/// A link to another period of the board.
pub struct PeriodLink {
    /// Its words.
    pub label: String,
    /// Its address.
    pub href: String,
    /// Whether it is the one shown.
    pub current: bool,
}

/// The leaderboard page.
#[derive(Template)]
#[template(path = "web/leaderboard.html")]
pub struct BoardPage {
    /// Head.
    pub head: Head,
    /// The board.
    pub board: Board,
    /// The periods.
    pub periods: Vec<PeriodLink>,
    /// The ended seasons, newest first (links).
    pub seasons: Vec<PeriodLink>,
    /// The line said when nobody is ranked.
    pub empty: String,
    /// The idle line.
    pub idle: String,
}

/// `kind`'s leaderboard page.
pub async fn page(
    web: &Web,
    site: &Site,
    kind: GameKind,
    period_word: Option<String>,
    season: Option<String>,
) -> Result<String, WebError> {
    let now = now_millis();
    let site_copy = site.clone();
    let (board, seasons, which) = web
        .reader
        .read(move |store: &mut dyn Store| {
            let seasons = store.seasons(&site_copy.server)?;
            let period = period(&site_copy, &seasons, period_word.as_deref(), season.as_deref())?;
            let which = match &period {
                Period::Season(s) => format!("season:{}", s.name),
                other => other.name().to_string(),
            };
            let board = board(store, &site_copy, kind, &period, now, ROWS)?;
            Ok((board, seasons, which))
        })
        .await?;
    let t = Words(site.locale);
    let base = format!("/s/{}/lb/{}", site.server, kind.name());
    let running = seasons.iter().find(|s| s.ended_at.is_none());
    let mut periods = vec![PeriodLink {
        label: t.w("web-page-period-all"),
        href: format!("{base}?period=all"),
        current: which == "all",
    }];
    if running.is_some() {
        periods.push(PeriodLink {
            label: t.w("web-page-period-season"),
            href: format!("{base}?period=season"),
            current: running.is_some_and(|s| which == format!("season:{}", s.name)),
        });
    }
    periods.push(PeriodLink {
        label: t.w("web-page-period-month"),
        href: format!("{base}?period=month"),
        current: which == "month",
    });
    periods.push(PeriodLink {
        label: t.w("web-page-period-week"),
        href: format!("{base}?period=week"),
        current: which == "week",
    });
    let ended = seasons
        .iter()
        .filter(|s| s.ended_at.is_some())
        .take(24)
        .map(|s| PeriodLink {
            label: s.name.clone(),
            href: format!("{base}?season={}", encode(&s.name)),
            current: which == format!("season:{}", s.name),
        })
        .collect();
    let head = Head::new(site.locale, board.heading.clone(), Some(&site.server));
    let idle = if board.idle > 0 {
        t.m(&msg!("web-page-board-idle", count = board.idle))
    } else {
        String::new()
    };
    render(&BoardPage {
        head,
        empty: t.m(&msg!("web-page-board-empty", min = RANKED_AFTER)),
        idle,
        board,
        periods,
        seasons: ended,
    })
}

/// A query value percent-encoded.
pub fn encode(value: &str) -> String {
    value
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
