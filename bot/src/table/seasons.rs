//! Seasons and leaderboards by period (issue 32).
//!
//! - **Seasons** per server, as its `season` setting says: `monthly` and
//!   `quarterly` seasons run from one 00:00 UTC on the 1st to the next (the
//!   first from the moment the setting was switched on); `manual` ones run
//!   from `/season start` to `/season end`. At most one runs at a time.
//!   [`Table::follow_seasons`] brings a server's seasons in line with its
//!   setting and the clock: a season past its end ends and the next starts, a
//!   running season of another kind ends when the setting changes. Every end
//!   is one store transaction whose conditional end only one change wins
//!   (`Store::turn_season`), and only that change writes the announcement to
//!   the outbox: each game's final top ten and champion, in the server's
//!   `announce_channel`.
//! - **A season's ratings** are a pure replay of its rated results, from the
//!   default rating (`store::season_boards`): nothing of them is stored. A
//!   member is ranked in a season after [`RANKED_AFTER`] rated games in it.
//! - **`/leaderboard`** shows all time, the current season, this month or this
//!   week (computed like a season), or a season by name. Live boards leave off
//!   members idle for `leaderboard_inactive_after`; an ended season's board is
//!   as it ended. Ratings read as of now (idle days widen a deviation).

use super::api::{Audience, ChannelKey, Lazy, Refusal, Reply};
use super::base::{lock, millis, Ctx, Table, TableSettings};
use super::calendar::{self, SeasonKind};
use super::language;
use super::ranks::{RankBands, RANKED_AFTER};
use super::records::{game_named, internal, level_word, title_of};
use super::settings::{channel_ref, SettingKey};
use super::text::{pack, shorten};
use crate::badges::Championship;
use crate::clock::Millis;
use crate::i18n::tr;
use crate::name::Name;
use crate::store::{BadgeAward, NewSeason, OutboxPost, Player, RatedPlayer, Season, SeasonTurn, StoreError};
use parlor_games::ai::Level;
use parlor_games::i18n::{self, Locale, Msg};
use parlor_games::msg;
use serde_json::{json, Value};
use std::collections::BTreeSet;

// The store's champions and the table's boards rank alike.
const _: () = assert!(RANKED_AFTER == crate::store::RANKED_AFTER);

/// Members a leaderboard (and a season's announcement) lists per game.
const BOARD_LINES: usize = 10;
/// The longest name `/season start` takes.
const LONGEST_SEASON_NAME: usize = 40;
/// Season changes one look at a server makes at most (a process down for
/// years catches up over several ticks).
const MOST_TURNS: usize = 64;
/// One day, in the table's milliseconds.
const DAY: Millis = 86_400_000;
/// Season names a refusal lists.
const NAMES_LISTED: usize = 10;

/// The periods `/leaderboard` offers.
pub(super) fn period_names() -> Vec<&'static str> {
    vec!["all", "season", "month", "week"]
}

/// What a board covers.
pub enum Period {
    /// Every rated game: the stored ratings.
    All,
    /// A season's games, running or ended.
    Season(Box<Season>),
    /// This calendar month's games (UTC).
    Month,
    /// This ISO week's games, from Monday 00:00 UTC.
    Week,
}

impl Period {
    /// The period's word in the JSON (`all`, `season`, `month`, `week`).
    pub fn name(&self) -> &'static str {
        match self {
            Period::All => "all",
            Period::Season(_) => "season",
            Period::Month => "month",
            Period::Week => "week",
        }
    }

    /// The games that count, `[from, to)`: up to now (included) for a live
    /// board, to the end for an ended season; ratings are read as of `to`.
    fn span(&self, now: Millis) -> (Millis, Millis) {
        match self {
            Period::All => (Millis::MIN, now + 1),
            // A live board counts the games finished up to now, included.
            Period::Season(s) => (s.started_at, s.ended_at.unwrap_or(now + 1)),
            Period::Month => (calendar::month_start(now), now + 1),
            Period::Week => (calendar::week_start(now), now + 1),
        }
    }

    /// The word the board's heading selects on: [`Period::name`], or `final`
    /// for an ended season.
    fn heading(&self) -> &'static str {
        if self.live() {
            self.name()
        } else {
            "final"
        }
    }

    /// Whether the board is live (idle members are left off).
    pub fn live(&self) -> bool {
        !matches!(self, Period::Season(s) if s.ended_at.is_some())
    }
}

/// One game's board: the ranked members, best first, with their ratings as
/// read at its time, and how many idle members it left off.
pub struct Board {
    /// The ranked members, best first.
    pub rows: Vec<RatedPlayer>,
    /// How many idle members a live board left off.
    pub idle: usize,
}

/// What a board is computed from, read from the store: the stored ratings
/// (all time) or a period's rated games (replayed by [`board_from`], with
/// the store let go).
pub enum BoardInput {
    /// All time: the stored ratings of the members ranked.
    Leaders(Vec<RatedPlayer>),
    /// A period's rated games of the game.
    Games(Vec<crate::store::RatedGame>),
}

/// Reads what `game`'s board on `server` over `period` needs, as of `now`.
pub fn board_input(
    store: &mut dyn crate::store::Store,
    server: &str,
    game: &str,
    period: &Period,
    now: Millis,
) -> Result<BoardInput, StoreError> {
    let (from, to) = period.span(now);
    Ok(match period {
        Period::All => BoardInput::Leaders(store.rating_leaders(server, game, RANKED_AFTER)?),
        _ => BoardInput::Games(store.rated_games(server, Some(game), from, to)?),
    })
}

/// `game`'s board over `period` as of `now` from what [`board_input`] read:
/// the rows `/leaderboard` and the web's leaderboards list. `inactive_after`
/// is the server's `leaderboard_inactive_after` (applied to live boards).
pub fn board_from(
    input: BoardInput,
    game: &str,
    period: &Period,
    now: Millis,
    inactive_after: Option<Millis>,
) -> Board {
    let (_, to) = period.span(now);
    let idle_after = if period.live() { inactive_after } else { None };
    let board = match input {
        BoardInput::Leaders(leaders) => leaders,
        BoardInput::Games(games) => crate::store::season_boards(&games).remove(game).unwrap_or_default(),
    };
    ranked(board, game, to, idle_after)
}

/// Why a period cannot be had (see [`period_of`]).
#[derive(Debug)]
pub enum PeriodProblem {
    /// A season named with another period.
    Both,
    /// No season of that name (`wanted`, trimmed).
    UnknownSeason(String),
    /// `season` asked while none runs.
    NoRunning,
    /// A period word that is none of [`period_names`].
    BadPeriod(String),
}

/// The period a board asks for (`period`: `all`, `season`, `month`, `week`;
/// `season`: a season's name, any case) among `seasons` (newest first): none
/// given is the running season while seasons are on (`kind`), else all time.
pub fn period_of(
    seasons: &[Season],
    kind: SeasonKind,
    period: Option<&str>,
    season: Option<&str>,
) -> Result<Period, PeriodProblem> {
    let period = period.map(|p| p.trim().to_lowercase()).filter(|p| !p.is_empty());
    let season = season.map(|s| s.trim().to_string()).filter(|s| !s.is_empty());
    let running = || seasons.iter().find(|s| s.ended_at.is_none()).cloned();
    if let Some(wanted) = season {
        if period.as_deref().is_some_and(|p| p != "season") {
            return Err(PeriodProblem::Both);
        }
        return match seasons.iter().find(|s| s.name.to_lowercase() == wanted.to_lowercase()) {
            Some(s) => Ok(Period::Season(Box::new(s.clone()))),
            None => Err(PeriodProblem::UnknownSeason(wanted)),
        };
    }
    match period.as_deref() {
        None => Ok(match running() {
            Some(s) if kind != SeasonKind::Off => Period::Season(Box::new(s)),
            _ => Period::All,
        }),
        Some("all") => Ok(Period::All),
        Some("month") => Ok(Period::Month),
        Some("week") => Ok(Period::Week),
        Some("season") => running()
            .map(|s| Period::Season(Box::new(s)))
            .ok_or(PeriodProblem::NoRunning),
        Some(other) => Err(PeriodProblem::BadPeriod(other.to_string())),
    }
}

/// The ranked members of a period's replayed board, best first: idle ones
/// left off a live board (counted), every rating read as of `at`.
fn ranked(board: Vec<RatedPlayer>, game: &str, at: Millis, idle_after: Option<Millis>) -> Board {
    let mut idle = 0;
    let rows = board
        .into_iter()
        .filter(|p| p.games >= RANKED_AFTER)
        .filter(|p| match idle_after {
            Some(after) if at.saturating_sub(p.last_played) >= after => {
                idle += 1;
                false
            }
            _ => true,
        })
        .map(|mut p| {
            p.rating = p.rating_at(game, at);
            p
        })
        .collect();
    Board { rows, idle }
}

/// `1. alice — 1,623 ± 82, Gold (12 games)`.
fn board_line(rank: usize, p: &RatedPlayer, game: &str, bands: &RankBands) -> Msg {
    msg!(
        "season-board-line",
        rank = rank.to_string(),
        name = Name::new(p.name.as_str()).to_string(),
        rating = p.rating.msg(game),
        band = bands.of(p.rating.shown(game).0).msg(),
        games = p.games
    )
}

/// A season as a message names it: `2026-11`, or a manual one's name escaped.
fn season_label(season: &Season) -> String {
    Name::new(season.name.as_str()).to_string()
}

/// The name a calendar season starting at `from` takes: `2026-11`, or
/// `2026-11 (2)` when the server already had one of that name.
fn free_name(kind: SeasonKind, from: Millis, seasons: &[Season]) -> String {
    let base = kind.season_name(from);
    let taken = |name: &str| seasons.iter().any(|s| s.name.to_lowercase() == name.to_lowercase());
    (1..)
        .map(|n| if n == 1 { base.clone() } else { format!("{base} ({n})") })
        .find(|name| !taken(name))
        .unwrap_or(base)
}

impl Table {
    /// For `tick`: ends every season due at `now` and starts the next, for
    /// the servers this process owns, and brings in line the seasons of the
    /// servers it has not looked at yet (every server with seasons, once
    /// after opening; `seen`, the servers of the sessions the tick visited).
    pub(super) fn roll_seasons(&self, now: Millis, seen: impl IntoIterator<Item = String>) {
        let mut servers: BTreeSet<String> = BTreeSet::new();
        let first = !lock(&self.seasons_checked).0;
        {
            let mut store = lock(&self.store);
            match store.due_seasons(now) {
                Ok(due) => servers.extend(due.into_iter().map(|s| s.server)),
                Err(e) => tracing::error!("cannot read the seasons due: {e:#}"),
            }
            if first {
                match store.season_servers() {
                    Ok(all) => servers.extend(all),
                    Err(e) => tracing::error!("cannot read the servers with seasons: {e:#}"),
                }
            }
        }
        {
            let mut checked = lock(&self.seasons_checked);
            checked.0 = true;
            for server in seen {
                if checked.1.insert(server.clone()) {
                    servers.insert(server);
                }
            }
        }
        for server in servers.iter().filter(|s| self.owns(Some(s))) {
            self.follow_seasons(server, now, None);
        }
    }

    /// Brings `server`'s seasons in line with its `season` setting at `now`:
    /// each season past its end ends (announced) and the next calendar season
    /// starts; a running season of another kind than the setting's ends, and
    /// a calendar one starts. Errors are logged; the next look tries again.
    /// `preferred` is the server's preferred language as the command that asks
    /// carried it (none for a timer): announcements are written in it, and
    /// the seasons that start keep it (else their predecessor's).
    pub(super) fn follow_seasons(&self, server: &str, now: Millis, preferred: Option<Locale>) {
        lock(&self.seasons_checked).1.insert(server.to_string());
        for _ in 0..MOST_TURNS {
            match self.next_season_turn(server, now, preferred) {
                Ok(true) => continue,
                Ok(false) => return,
                Err(e) => {
                    tracing::error!(server, "cannot bring the seasons in line: {e:#}");
                    return;
                }
            }
        }
    }

    /// One step of [`Table::follow_seasons`]: `Ok(true)` when the seasons
    /// changed (here or in another process), `Ok(false)` when they are in
    /// line.
    fn next_season_turn(&self, server: &str, now: Millis, preferred: Option<Locale>) -> Result<bool, StoreError> {
        let settings = self.settings_for(Some(server));
        let kind = settings.season;
        let (seasons, setting) = {
            let mut store = lock(&self.store);
            let seasons = store.seasons(server)?;
            let setting = store
                .server_settings(server)?
                .into_iter()
                .find(|r| r.key == SettingKey::Season.name());
            (seasons, setting)
        };
        let switched_at = setting.as_ref().map(|r| r.at);
        let switched_by = setting.as_ref().map(|r| (r.by, r.by_name.as_str()));
        let running = seasons.iter().find(|s| s.ended_at.is_none());
        // What ends (the season, when, by whom) and what starts (from when).
        let (end, start) = match running {
            Some(r) if r.kind == kind.name() => match r.ends_at {
                Some(due) if due <= now => (Some((r, due, None)), kind.is_calendar().then_some(due)),
                _ => return Ok(false),
            },
            Some(r) => {
                let switch = switched_at.unwrap_or(now).clamp(r.started_at, now);
                match r.ends_at {
                    Some(due) if due <= switch => (Some((r, due, None)), None),
                    _ => (Some((r, switch, switched_by)), kind.is_calendar().then_some(switch)),
                }
            }
            None if kind.is_calendar() => {
                let after_last = seasons.iter().filter_map(|s| s.ended_at).max().unwrap_or(Millis::MIN);
                let from = switched_at
                    .unwrap_or_else(|| kind.period_start(now))
                    .max(after_last)
                    .min(now);
                (None, Some(from))
            }
            None => return Ok(false),
        };
        let (posts, badges) = match end {
            Some((season, at, _)) => self.season_end(&settings, season, at, preferred)?,
            None => (Vec::new(), Vec::new()),
        };
        let name = start.map(|from| free_name(kind, from, &seasons));
        // The newest season's language, where no command says it now.
        let locale = preferred
            .map(Locale::code)
            .or_else(|| seasons.first().and_then(|s| s.locale.as_deref()));
        let turn = SeasonTurn {
            server,
            end: end.map(|(season, at, by)| (season.id, at, by)),
            start: start.zip(name.as_deref()).map(|(from, name)| NewSeason {
                name,
                kind: kind.name(),
                started_at: from,
                ends_at: Some(kind.next_boundary(from)),
                by: None,
                locale,
            }),
            posts,
            badges,
            interaction: None,
            at: now,
        };
        let won = lock(&self.store).turn_season(&turn)?;
        if won {
            if let Some((season, at, _)) = end {
                tracing::info!(server, season = %season.name, at, "a season ended");
            }
        }
        Ok(true)
    }

    /// What the end of `season` at `end` writes: the posts announcing it in
    /// the server's `announce_channel` (none when it has none), in the
    /// server's language — each game's final top ten and champion, a post per
    /// game where they do not fit one, one short line when nobody was ranked —
    /// and the season champion badges its champions earn (announced there
    /// too; stored unannounced when there is no such channel).
    fn season_end(
        &self,
        settings: &TableSettings,
        season: &Season,
        end: Millis,
        preferred: Option<Locale>,
    ) -> Result<(Vec<OutboxPost>, Vec<BadgeAward>), StoreError> {
        let preferred = preferred.or_else(|| season.locale.as_deref().and_then(Locale::parse));
        let room = language::server_language(settings, preferred);
        let games = lock(&self.store).rated_games(&season.server, None, season.started_at, end)?;
        let mut blocks = Vec::new();
        let mut champions: Vec<(Championship, Player)> = Vec::new();
        for (game, board) in crate::store::season_boards(&games) {
            let board = ranked(board, &game, end, None);
            let Some(champion) = board.rows.first() else {
                continue;
            };
            if let Ok(member) = champion.player.parse::<u64>() {
                let championship = Championship {
                    season_name: season.name.clone(),
                    game: game.clone(),
                    ended_at: end,
                    member,
                };
                champions.push((championship, Player::member(member, Name::new(champion.name.as_str()))));
            }
            let mut lines = vec![msg!(
                "season-ended-game",
                game = title_of(&game),
                name = Name::new(champion.name.as_str()).to_string(),
                rating = champion.rating.msg(&game),
                band = settings.rank_bands.of(champion.rating.shown(&game).0).msg()
            )];
            for (i, p) in board.rows.iter().take(BOARD_LINES).enumerate() {
                lines.push(board_line(i + 1, p, &game, &settings.rank_bands));
            }
            blocks.push(tr(room, &Msg::lines(lines)));
        }
        // The boards first, then the badges (their posts' ids in that order).
        let posts = match settings.announce_channel.clone() {
            None => Vec::new(),
            Some(channel) => {
                let label = season_label(season);
                let texts = if blocks.is_empty() {
                    vec![tr(
                        room,
                        &msg!("season-ended-nobody", season = label, min = RANKED_AFTER),
                    )]
                } else {
                    blocks.insert(0, tr(room, &msg!("season-ended-heading", season = label)));
                    pack(blocks)
                };
                let key = ChannelKey(channel);
                texts
                    .into_iter()
                    .map(|text| super::post::stored(self.new_post_id(), &key, &Reply::to(Audience::Channel, text)))
                    .collect()
            }
        };
        let badges = self.champion_badges(settings, season, champions, room)?;
        Ok((posts, badges))
    }

    /// The season champion badges `champions` earn as `season` ends (those
    /// who hold none yet), announced after the season's boards in the
    /// server's `announce_channel` if it has one.
    fn champion_badges(
        &self,
        settings: &TableSettings,
        season: &Season,
        champions: Vec<(Championship, Player)>,
        room: Locale,
    ) -> Result<Vec<BadgeAward>, StoreError> {
        if champions.is_empty() {
            return Ok(Vec::new());
        }
        let server = season.server.as_str();
        // Without an announce channel the badges are stored unannounced: the
        // channel named here is never posted to.
        let channel = ChannelKey(settings.announce_channel.clone().unwrap_or_default());
        let candidates = {
            let mut store = lock(&self.store);
            let mut all: Vec<Championship> = store
                .season_champions(Some(server))?
                .into_iter()
                .map(|c| Championship {
                    season_name: c.season_name,
                    game: c.game,
                    ended_at: c.ended_at,
                    member: c.member,
                })
                .collect();
            all.extend(champions.iter().map(|(c, _)| c.clone()));
            let members: Vec<Player> = champions.into_iter().map(|(_, p)| p).collect();
            super::badges::for_seasons(&mut **store, server, &all, &members, &channel)?
        };
        let mut awards = super::badges::announce(candidates, room, || self.new_post_id());
        if settings.announce_channel.is_none() {
            for award in &mut awards {
                award.post = None;
            }
        }
        Ok(awards)
    }

    /// A server's season names that start like `typed` (any case), newest
    /// first, at most 25: `/leaderboard season:` autocomplete.
    pub fn autocomplete_seasons(&self, server: &str, typed: &str) -> Vec<String> {
        let typed = typed.trim().to_lowercase();
        let seasons = lock(&self.store).seasons(server).unwrap_or_else(|e| {
            tracing::error!(server, "cannot read the seasons: {e:#}");
            Vec::new()
        });
        seasons
            .into_iter()
            .map(|s| s.name)
            .filter(|name| name.to_lowercase().starts_with(&typed) || name.to_lowercase().contains(&typed))
            .take(25)
            .collect()
    }
}

impl Ctx<'_> {
    /// `/settings set key value`, then, when the key is `season`, the seasons
    /// follow it at once: the running one ends (announced), and a monthly or
    /// quarterly one starts.
    pub(super) fn set_setting(&mut self, key: String, value: String) -> Result<Vec<Reply>, Refusal> {
        let season = SettingKey::parse(&key) == Some(SettingKey::Season);
        let replies = self.settings_set(key, value)?;
        self.after_setting(season);
        Ok(replies)
    }

    /// `/settings reset key`, then seasons follow as for [`Ctx::set_setting`].
    pub(super) fn reset_setting(&mut self, key: String) -> Result<Vec<Reply>, Refusal> {
        let season = SettingKey::parse(&key) == Some(SettingKey::Season);
        let replies = self.settings_reset(key)?;
        self.after_setting(season);
        Ok(replies)
    }

    /// After a setting changed: the seasons follow a change of `season`.
    fn after_setting(&self, season: bool) {
        if let Some(server) = self.caller.server.as_deref().filter(|_| season) {
            self.table.follow_seasons(server, self.now, self.caller.server_locale);
        }
    }

    /// The server a season command is for, its seasons brought in line first.
    fn season_server(&self) -> Result<String, Refusal> {
        let server = self
            .caller
            .server
            .clone()
            .ok_or_else(|| Refusal::says(msg!("season-dm")))?;
        self.table.follow_seasons(&server, self.now, self.caller.server_locale);
        Ok(server)
    }

    /// A server's seasons, newest first.
    fn seasons_of(&self, server: &str) -> Result<Vec<Season>, Refusal> {
        lock(&self.table.store).seasons(server).map_err(internal)
    }

    /// Refuses a member without Manage Server, and seasons that are not manual.
    fn manual_seasons(&self, server: &str) -> Result<(), Refusal> {
        if !self.caller.actor.manage_server {
            return Err(Refusal::says(msg!("season-admin-only")));
        }
        let kind = self.table.settings_for(Some(server)).season;
        if kind != SeasonKind::Manual {
            return Err(Refusal::says(msg!("season-not-manual", setting = kind.name())));
        }
        Ok(())
    }

    /// `/season start name:"<text>"` (Manage Server, `season` = manual).
    pub(super) fn season_start(&mut self, name: String) -> Result<Vec<Reply>, Refusal> {
        let server = self.season_server()?;
        self.manual_seasons(&server)?;
        let name = name.trim();
        let length = name.chars().count();
        if length == 0 || length > LONGEST_SEASON_NAME || name.chars().any(char::is_control) {
            return Err(Refusal::says(msg!(
                "season-bad-name",
                value = shorten(name),
                most = LONGEST_SEASON_NAME
            )));
        }
        let seasons = self.seasons_of(&server)?;
        if let Some(running) = seasons.iter().find(|s| s.ended_at.is_none()) {
            return Err(Refusal::says(msg!("season-running", season = season_label(running))));
        }
        if seasons.iter().any(|s| s.name.to_lowercase() == name.to_lowercase()) {
            return Err(Refusal::says(msg!(
                "season-name-taken",
                season = Name::new(name).to_string()
            )));
        }
        let actor = &self.caller.actor;
        let turn = SeasonTurn {
            server: &server,
            end: None,
            start: Some(NewSeason {
                name,
                kind: SeasonKind::Manual.name(),
                started_at: self.now,
                ends_at: None,
                by: Some((actor.id, actor.name.as_str())),
                locale: self.caller.server_locale.map(Locale::code),
            }),
            posts: Vec::new(),
            badges: Vec::new(),
            interaction: self.interaction(),
            at: self.now,
        };
        if !lock(&self.table.store).turn_season(&turn).map_err(internal)? {
            return Err(Refusal::says(msg!("season-changed-meanwhile")));
        }
        Ok(vec![self.say(msg!(
            "season-started",
            name = actor.name.to_string(),
            season = Name::new(name).to_string()
        ))])
    }

    /// `/season end` (Manage Server, `season` = manual): its final boards go
    /// to the announce channel.
    pub(super) fn season_end(&mut self) -> Result<Vec<Reply>, Refusal> {
        let server = self.season_server()?;
        self.manual_seasons(&server)?;
        let seasons = self.seasons_of(&server)?;
        let Some(running) = seasons.iter().find(|s| s.ended_at.is_none()) else {
            return Err(Refusal::says(msg!("season-none-running")));
        };
        let settings = self.table.settings_for(Some(&server));
        let (posts, badges) = self
            .table
            .season_end(&settings, running, self.now, self.caller.server_locale)
            .map_err(internal)?;
        let actor = &self.caller.actor;
        let turn = SeasonTurn {
            server: &server,
            end: Some((running.id, self.now, Some((actor.id, actor.name.as_str())))),
            start: None,
            posts,
            badges,
            interaction: self.interaction(),
            at: self.now,
        };
        if !lock(&self.table.store).turn_season(&turn).map_err(internal)? {
            return Err(Refusal::says(msg!("season-changed-meanwhile")));
        }
        let season = season_label(running);
        let whereto = match &settings.announce_channel {
            Some(channel) => msg!("season-ended-posted", channel = channel_ref(channel)),
            None => msg!("season-ended-read", season = running.name.clone()),
        };
        Ok(vec![self.say(Msg::sentences([
            msg!("season-ended-by", name = actor.name.to_string(), season = season),
            whereto,
        ]))])
    }

    /// `/season show`: the running season, how long it has left (or since
    /// when it runs), and the caller's standing in each game they played in it.
    pub(super) fn season_show(&mut self) -> Result<Vec<Reply>, Refusal> {
        let server = self.season_server()?;
        let settings = self.table.settings_for(Some(&server));
        let seasons = self.seasons_of(&server)?;
        let Some(season) = seasons.into_iter().find(|s| s.ended_at.is_none()) else {
            return Ok(vec![self.tell(match settings.season {
                SeasonKind::Off => msg!("season-show-off"),
                _ => msg!("season-show-none"),
            })]);
        };
        let now = self.now;
        let label = season_label(&season);
        let mut lines = vec![match season.ends_at {
            Some(end) => msg!(
                "season-show-calendar",
                season = label,
                days = (end.saturating_sub(now) + DAY - 1) / DAY,
                date = calendar::day_text(end)
            ),
            None => msg!(
                "season-show-manual",
                season = label,
                date = calendar::day_text(season.started_at)
            ),
        }];
        let games = lock(&self.table.store)
            .rated_games(&server, None, season.started_at, now + 1)
            .map_err(internal)?;
        let me = self.caller.actor.id.to_string();
        let idle_after = settings.leaderboard_inactive_after.map(millis);
        let mut mine = Vec::new();
        for (game, board) in crate::store::season_boards(&games) {
            let Some(own) = board.iter().find(|p| p.player == me).cloned() else {
                continue;
            };
            let rating = own.rating_at(&game, now);
            let shown = rating.shown(&game).0;
            let line = if own.games >= RANKED_AFTER {
                let others = ranked(board, &game, now, idle_after);
                let rank = match others.rows.iter().position(|p| p.player == me) {
                    Some(i) => i + 1,
                    None => 1 + others.rows.iter().filter(|p| p.rating.value > own.rating.value).count(),
                };
                msg!(
                    "season-show-ranked",
                    game = title_of(&game),
                    rating = rating.msg(&game),
                    rank = rank,
                    band = settings.rank_bands.of(shown).msg()
                )
            } else {
                msg!(
                    "season-show-unranked",
                    game = title_of(&game),
                    rating = rating.msg(&game),
                    more = RANKED_AFTER - own.games
                )
            };
            mine.push(line);
        }
        if mine.is_empty() {
            lines.push(msg!("season-show-no-games", min = RANKED_AFTER));
        } else {
            lines.extend(mine);
        }
        Ok(vec![self.tell(Msg::lines(lines))])
    }

    /// `/leaderboard game:<g> [period] [season]`: the server's best rated in
    /// a game over all time, the current season (the default while one
    /// runs), this month, this week, or a season by name.
    pub(super) fn leaderboard(
        &mut self,
        game: String,
        period: Option<String>,
        season: Option<String>,
    ) -> Result<Vec<Reply>, Refusal> {
        let server = self.caller.server.clone().unwrap_or_default();
        let kind = game_named(&game)?;
        if kind.is_table() {
            return Err(Refusal::says(msg!(
                "social-leaderboard-table-game",
                game = i18n::title(kind.name())
            )));
        }
        if self.caller.server.is_some() {
            self.table.follow_seasons(&server, self.now, self.caller.server_locale);
        }
        let period = self.period(&server, period, season)?;
        let game = kind.name();
        let now = self.now;
        let (from, _) = period.span(now);
        let idle_after = if period.live() {
            self.settings.leaderboard_inactive_after.map(millis)
        } else {
            None
        };
        let mut store = lock(&self.table.store);
        // All time reads the stored ratings; a period's board is replayed from
        // its games, with the store let go first.
        let input = board_input(&mut **store, &server, game, &period, now).map_err(internal)?;
        let levels: Vec<(Level, Option<RatedPlayer>)> = match period {
            Period::All => Level::ALL
                .into_iter()
                .map(|l| Ok((l, store.rating("", game, &format!("parlor:{}", l.name()))?)))
                .collect::<Result<_, StoreError>>()
                .map_err(internal)?,
            _ => Vec::new(),
        };
        drop(store);
        let board = board_from(input, game, &period, now, idle_after);
        let bands = &self.settings.rank_bands;
        let title = i18n::title(game);
        let season_name = match &period {
            Period::Season(s) => Some(s.name.clone()),
            _ => None,
        };
        let what = |m: Msg| {
            m.with("period", period.heading())
                .with("season", period_season_label(&period))
                .with("game", title.clone())
                .with("min", RANKED_AFTER)
                .with("date", calendar::day_text(from.max(0)))
                .with("month", calendar::day_text(from.max(0))[..7].to_string())
        };
        let mut lines = vec![what(if board.rows.is_empty() {
            msg!("season-board-empty")
        } else {
            msg!("season-board-heading")
        })];
        for (i, p) in board.rows.iter().take(BOARD_LINES).enumerate() {
            lines.push(board_line(i + 1, p, game, bands));
        }
        let me = self.caller.actor.id.to_string();
        if let Some(i) = board
            .rows
            .iter()
            .position(|p| p.player == me)
            .filter(|&i| i >= BOARD_LINES)
        {
            lines.push(msg!(
                "social-leaderboard-you",
                line = board_line(i + 1, &board.rows[i], game, bands)
            ));
        }
        if board.idle > 0 {
            if let Some(after) = idle_after {
                lines.push(msg!("season-board-idle", count = board.idle, days = after / DAY));
            }
        }
        let parlor: Vec<Msg> = levels
            .iter()
            .filter_map(|(l, p)| {
                p.as_ref()
                    .map(|p| Msg::sentences([level_word(l.name()), p.rating_at(game, now).msg(game)]))
            })
            .collect();
        if !parlor.is_empty() {
            lines.push(msg!("social-leaderboard-parlor", levels = Msg::Join(parlor, ", ")));
        }
        // The board's page, when the server's pages are served (a past
        // season's board is one of that page's choices, not linked here).
        if let Some(url) = self.web_url(Some(&server)).filter(|_| period.live()) {
            let page = crate::web::links::leaderboard(url, &server, game);
            let page = format!("{page}?period={}", period.name());
            lines.push(msg!("social-leaderboard-web", url = super::text::link(page)));
        }
        let rows: Vec<Value> = board
            .rows
            .iter()
            .take(BOARD_LINES)
            .enumerate()
            .map(|(i, p)| {
                let (rating, deviation) = p.rating.shown(game);
                json!({
                    "rank": i + 1,
                    "name": p.name,
                    "rating": rating.round() as i64,
                    "deviation": deviation.round() as i64,
                    "games": p.games,
                    "band": bands.of(rating).name,
                })
            })
            .collect();
        let data = json!({
            "period": period.name(),
            "season": season_name,
            "game": game,
            "rows": rows,
        });
        let mut reply = self.say(Msg::lines(lines));
        reply.leaderboard = Some(Lazy::new(move || data));
        Ok(vec![reply])
    }

    /// The period a `/leaderboard` asks for, or the one line naming what exists.
    fn period(&self, server: &str, period: Option<String>, season: Option<String>) -> Result<Period, Refusal> {
        let seasons = if self.caller.server.is_some() {
            self.seasons_of(server)?
        } else {
            Vec::new()
        };
        let names = || {
            let mut listed: Vec<String> = seasons.iter().take(NAMES_LISTED).map(season_label).collect();
            if seasons.len() > NAMES_LISTED {
                listed.push(tr(
                    Locale::En,
                    &msg!("season-names-more", more = seasons.len() - NAMES_LISTED),
                ));
            }
            listed.join(", ")
        };
        period_of(&seasons, self.settings.season, period.as_deref(), season.as_deref()).map_err(|problem| {
            Refusal::says(match problem {
                PeriodProblem::Both => msg!("season-board-both"),
                PeriodProblem::UnknownSeason(wanted) if seasons.is_empty() => {
                    msg!("season-unknown-none", season = Name::new(shorten(&wanted)).to_string())
                }
                PeriodProblem::UnknownSeason(wanted) => msg!(
                    "season-unknown",
                    season = Name::new(shorten(&wanted)).to_string(),
                    seasons = names()
                ),
                PeriodProblem::NoRunning if seasons.is_empty() => msg!("season-board-no-season"),
                PeriodProblem::NoRunning => msg!("season-board-no-running", seasons = names()),
                PeriodProblem::BadPeriod(other) => msg!(
                    "season-bad-period",
                    value = shorten(&other),
                    periods = period_names().join(", ")
                ),
            })
        })
    }
}

/// A board's season as its heading names it ("" when it covers no season).
fn period_season_label(period: &Period) -> String {
    match period {
        Period::Season(s) => season_label(s),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::text::MESSAGE_LIMIT;

    fn season(name: &str) -> Season {
        Season {
            id: 1,
            server: "s".into(),
            name: name.into(),
            kind: "monthly".into(),
            started_at: 0,
            ends_at: None,
            ended_at: Some(1),
            started_by: None,
            ended_by: None,
            locale: None,
        }
    }

    #[test]
    fn a_second_calendar_season_of_a_month_takes_a_number() {
        let jan = 1_767_225_600_000;
        assert_eq!(free_name(SeasonKind::Monthly, jan, &[]), "2026-01");
        assert_eq!(free_name(SeasonKind::Monthly, jan, &[season("2026-01")]), "2026-01 (2)");
        assert_eq!(
            free_name(SeasonKind::Quarterly, jan, &[season("2026-q1"), season("2026-Q1 (2)")]),
            "2026-Q1 (3)"
        );
    }

    #[test]
    fn announcements_are_packed_into_messages_discord_takes() {
        let block = "x".repeat(900);
        let posts = pack(vec!["head".into(), block.clone(), block.clone(), block.clone()]);
        assert_eq!(
            posts.len(),
            2,
            "{:?}",
            posts.iter().map(String::len).collect::<Vec<_>>()
        );
        assert!(posts.iter().all(|p| p.chars().count() <= MESSAGE_LIMIT));
        assert!(posts[0].starts_with("head\n"));
    }
}
