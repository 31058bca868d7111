//! A member's page in a server: their ratings per game with the rank band,
//! their badges with dates, their recent games. A member who hid their page
//! (`/web hide`), or who never played there, has none (404).

use super::common::{day, game_title, now_millis, render, Head, Link, Site, Words};
use crate::badges::Reference;
use crate::store::Store;
use crate::web::reader::WebError;
use crate::web::state::Web;
use askama::Template;
use parlor_games::i18n::Msg;

/// Recent games listed.
const RECENT: u32 = 20;

/// A rating in one game.
pub struct RatingRow {
    /// The game's title.
    pub game: String,
    /// The rating shown.
    pub rating: i64,
    /// Its deviation.
    pub deviation: i64,
    /// Rated games.
    pub games: u32,
    /// Wins, draws, losses.
    pub record: String,
    /// The band's name.
    pub band: String,
    /// The game's leaderboard.
    pub href: String,
}

/// A badge.
pub struct BadgeRow {
    /// Its name.
    pub name: String,
    /// What it is for.
    pub about: String,
    /// When.
    pub date: String,
    /// What earned it, if it has a page.
    pub href: Option<String>,
}

/// The member's page.
#[derive(Template)]
#[template(path = "web/member.html")]
pub struct MemberPage {
    /// Head.
    pub head: Head,
    /// Their name.
    pub name: String,
    /// Ratings.
    pub ratings: Vec<RatingRow>,
    /// Badges.
    pub badges: Vec<BadgeRow>,
    /// Recent games.
    pub recent: Vec<Link>,
}

/// `member`'s page.
pub async fn page(web: &Web, site: &Site, member: u64) -> Result<String, WebError> {
    let server = site.server.clone();
    let locale = site.locale;
    let bands = site.settings.rank_bands.clone();
    let t = Words(locale);
    let now = now_millis();
    let page = web
        .reader
        .read(move |store: &mut dyn Store| {
            if store.web_hidden(&server, member)? {
                return Err(WebError::NotFound);
            }
            let ratings = store.ratings_of(&server, &member.to_string())?;
            let badges = store.badges(&server, member)?;
            let games = store.finished_games(&server, Some(member), None, RECENT)?;
            let name = ratings
                .first()
                .map(|(_, p)| p.name.clone())
                .or_else(|| {
                    games
                        .iter()
                        .flat_map(|g| g.players.iter())
                        .find(|p| p.id == member && p.parlor.is_none())
                        .map(|p| p.name.as_str().to_string())
                })
                .ok_or(WebError::NotFound)?;
            let ratings = ratings
                .into_iter()
                .map(|(game, p)| {
                    let rating = p.rating_at(&game, now);
                    let (shown, deviation) = rating.shown(&game);
                    RatingRow {
                        game: game_title(locale, &game),
                        rating: shown.round() as i64,
                        deviation: deviation.round() as i64,
                        games: p.games,
                        record: format!("{}–{}–{}", p.wins, p.draws, p.losses),
                        band: t.m(&bands.of(shown).msg()),
                        href: format!("/s/{server}/lb/{game}"),
                    }
                })
                .collect();
            let badges = badges
                .into_iter()
                .map(|e| BadgeRow {
                    name: t.m(&Msg::new(format!("badge-{}", e.badge.key()))),
                    about: t.m(&Msg::new(format!("badge-{}-about", e.badge.key()))),
                    date: day(e.at),
                    href: match e.by {
                        Reference::Game(id) => Some(format!("/s/{server}/g/{id}")),
                        Reference::Tournament(id) => Some(format!("/s/{server}/t/{id}")),
                        Reference::Season { game, .. } => Some(format!("/s/{server}/lb/{game}")),
                    },
                })
                .collect();
            let recent = games.into_iter().map(|g| Link::finished(locale, &server, &g)).collect();
            Ok(MemberPage {
                head: Head::new(locale, name.clone(), Some(&server)),
                name,
                ratings,
                badges,
                recent,
            })
        })
        .await?;
    render(&page)
}
