//! What the table remembers of finished games (issue 19): `/stats` and
//! `/history`, read from the ratings and results the store writes with each
//! game's end (`/leaderboard` is `seasons.rs`'s). Read-only: no channel lock,
//! nothing changed.

use super::api::{Audience, Lazy, MemberRef, Picture, Refusal, Reply};
use super::badges;
use super::base::{lock, Ctx};
use super::text;
use crate::badges::Earned;
use crate::name::Name;
use crate::store::{FinishedGame, RatedPlayer, StoreError};
use parlor_games::ai::Level;
use parlor_games::i18n::{self, Arg, Msg};
use parlor_games::{msg, GameKind};

/// Games `/history` lists.
const HISTORY_LINES: u32 = 10;

pub(super) fn internal(e: StoreError) -> Refusal {
    tracing::error!("ratings: {e:#}");
    Refusal::says(text::STORE_FAILED)
}

/// A game named in a command, or the refusal that lists the games.
pub(super) fn game_named(name: &str) -> Result<GameKind, Refusal> {
    GameKind::from_name(name).ok_or_else(|| Refusal::says(text::unknown_game(name)))
}

/// "12 games: 8 wins, 1 draw, 3 losses".
fn record_text(p: &RatedPlayer) -> Msg {
    msg!(
        "social-stats-record",
        games = p.games,
        wins = p.wins,
        draws = p.draws,
        losses = p.losses
    )
}

/// "3 wins in a row", "2 losses in a row", or nothing.
fn streak(streak: i32) -> Option<Msg> {
    match streak {
        s if s >= 2 => Some(msg!("social-stats-streak-wins", n = s)),
        s if s <= -2 => Some(msg!("social-stats-streak-losses", n = -s)),
        _ => None,
    }
}

/// [`streak`] in English.
#[cfg(test)]
fn streak_text(s: i32) -> Option<String> {
    streak(s).map(|m| m.en())
}

/// A level of Parlor as the records name it: "easy", "normal", "hard" (the
/// option's value in English, a word in other languages).
pub(super) fn level_word(level: &str) -> Msg {
    match Level::parse(level) {
        Some(level) => Msg::new(format!("social-level-{}", level.name())),
        None => Msg::raw(level),
    }
}

/// A day as players read it: `2026-11-25` (UTC).
fn date(at: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at).map_or_else(String::new, |d| d.format("%Y-%m-%d").to_string())
}

impl Ctx<'_> {
    /// The server the records are kept for ("" outside a server).
    fn records_server(&self) -> String {
        self.caller.server.clone().unwrap_or_default()
    }

    /// `/stats [member] [game]`: ratings and records, with the rating chart.
    pub(super) fn stats(&mut self, member: Option<MemberRef>, game: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let (server, member) = (self.records_server(), member.as_ref());
        let kind = game.as_deref().map(game_named).transpose()?;
        if let Some(kind) = kind.filter(|k| k.is_table()) {
            return Err(Refusal::says(msg!(
                "social-stats-table-game",
                game = i18n::title(kind.name())
            )));
        }
        let (name, players): (String, Vec<(String, String)>) = match member {
            Some(m) if self.table.is_parlor(m) => (
                "Parlor".into(),
                Level::ALL
                    .iter()
                    .map(|l| (String::new(), format!("parlor:{}", l.name())))
                    .collect(),
            ),
            Some(m) if m.is_bot => return Err(Refusal::says(msg!("social-stats-bot", name = m.name.to_string()))),
            Some(m) => (m.name.to_string(), pools(&server, m.id)),
            None => (self.caller.actor.name.to_string(), pools(&server, self.caller.actor.id)),
        };
        let mut store = lock(&self.table.store);
        // (pool, game, rating): this server's first, then the direct games'.
        let mut rows: Vec<(String, String, RatedPlayer)> = Vec::new();
        for (rserver, player) in &players {
            let found = match kind {
                Some(kind) => store
                    .rating(rserver, kind.name(), player)
                    .map_err(internal)?
                    .map(|p| vec![(kind.name().to_string(), p)])
                    .unwrap_or_default(),
                None => store.ratings_of(rserver, player).map_err(internal)?,
            };
            rows.extend(found.into_iter().map(|(game, p)| (rserver.clone(), game, p)));
        }
        // A member's badges (issue 32), whatever game was asked for, and
        // their page on the server's web pages (issue 34) unless they hid it.
        let (held, page) = match member {
            Some(m) if self.table.is_parlor(m) => (Vec::new(), None),
            _ => {
                let id = member.map_or(self.caller.actor.id, |m| m.id);
                let page = match self.web_url(Some(&server)) {
                    Some(url) if !store.web_hidden(&server, id).map_err(internal)? => {
                        Some(crate::web::links::member(url, &server, id))
                    }
                    _ => None,
                };
                (store.badges(&server, id).map_err(internal)?, page)
            }
        };
        drop(store);
        if rows.is_empty() {
            let none = match kind {
                Some(k) => msg!(
                    "social-stats-none-of",
                    name = name.clone(),
                    game = i18n::title(k.name())
                ),
                None => msg!("social-stats-none", name = name.clone()),
            };
            let text = Msg::lines([none].into_iter().chain(badge_section(&held)));
            return Ok(vec![self.say(text)]);
        }
        let mut lines = vec![msg!("social-stats-heading", name = name.clone())];
        let mut direct_said = false;
        for (pool, game, p) in &rows {
            // A member's direct games (outside servers, issue 33) are their
            // own pool, under their own label.
            if pool.is_empty() && !p.player.starts_with("parlor:") && !direct_said {
                lines.push(msg!("social-stats-direct"));
                direct_said = true;
            }
            let what = match p.player.strip_prefix("parlor:") {
                Some(level) => msg!(
                    "social-stats-game-level",
                    game = title_of(game),
                    level = level_word(level)
                ),
                None => title_of(game),
            };
            // The deviation as of now, and a ranked member's band (issue 32).
            let rating = p.rating_at(game, self.now);
            let mut parts = vec![msg!(
                "social-stats-line",
                game = what,
                rating = rating.msg(game),
                record = record_text(p)
            )];
            if !p.player.starts_with("parlor:") {
                if let Some(band) = self.settings.rank_bands.ranked(rating.shown(game).0, p.games) {
                    parts.push(msg!("season-stats-band", band = band.msg()));
                }
            }
            parts.extend(streak(p.streak));
            if let Some((rating, opponent, session)) = &p.best_win {
                parts.push(msg!(
                    "social-stats-best-win",
                    opponent = Name::new(opponent.as_str()).to_string(),
                    rating = Arg::Grouped(rating.round() as i64),
                    session = session.to_string()
                ));
            }
            lines.push(Msg::Join(parts, "; "));
        }
        lines.extend(badge_section(&held));
        if let Some(page) = page {
            lines.push(msg!("social-stats-web", url = super::text::link(page)));
        }
        let mut reply = self.say(Msg::lines(lines));
        // A member's chart: the game asked for, or the one they played most.
        let member_rows = players.iter().all(|(_, player)| !player.starts_with("parlor:"));
        if let (true, Some((pool, game, p))) = (member_rows, rows.first()) {
            reply.picture = self.rating_picture(&name, pool, game, &p.player)?;
        }
        Ok(vec![reply])
    }

    /// The PNG chart of a member's rating over their rated games of `game`.
    fn rating_picture(&self, name: &str, server: &str, game: &str, player: &str) -> Result<Option<Picture>, Refusal> {
        let curve = lock(&self.table.store)
            .rating_curve(server, game, player)
            .map_err(internal)?;
        if curve.is_empty() {
            return Ok(None);
        }
        let points: Vec<parlor_render::chart::Point> = curve
            .iter()
            .map(|&(_, value, deviation)| {
                let (rating, deviation) = crate::ratings::Rating {
                    value,
                    deviation,
                    volatility: 0.0,
                }
                .shown(game);
                parlor_render::chart::Point {
                    rating,
                    deviation: Some(deviation),
                }
            })
            .collect();
        // The chart is posted in the channel: its words in the server's language.
        let title = self.room(msg!(
            "social-chart-title",
            name = name.replace('\\', ""),
            game = title_of(game)
        ));
        let (first, last) = (date(curve[0].0), date(curve[curve.len() - 1].0));
        let png = parlor_render::chart::rating_chart(&title, &points, &first, &last, self.readers.room);
        let summary = self.room(msg!(
            "social-chart-summary",
            title = title.clone(),
            games = points.len(),
            from = (points[0].rating.round() as i64).to_string(),
            first = first.clone(),
            to = (points[points.len() - 1].rating.round() as i64).to_string(),
            last = last.clone()
        ));
        Ok(Some(Picture {
            file_name: "rating.png".into(),
            png,
            title: self.room(msg!("social-chart-caption", title = title.clone())),
            description: summary.clone(),
            diagram: Lazy::new(move || summary),
        }))
    }

    /// `/notify on`.
    pub(super) fn notify_on(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.notify(Some(true))
    }

    /// `/notify off`.
    pub(super) fn notify_off(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.notify(Some(false))
    }

    /// `/notify status`.
    pub(super) fn notify_status(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.notify(None)
    }

    /// A member's turn reminders by direct message: turned on or off, or said.
    fn notify(&self, on: Option<bool>) -> Result<Vec<Reply>, Refusal> {
        let member = self.caller.actor.id;
        let mut store = lock(&self.table.store);
        let on = match on {
            Some(on) => {
                store.set_notify(member, on).map_err(internal)?;
                on
            }
            None => store.notify(member).map_err(internal)?,
        };
        Ok(vec![self.tell(if on {
            msg!("social-notify-on")
        } else {
            msg!("social-notify-off")
        })])
    }

    /// `/history [member] [game]`: the latest finished games in this server.
    pub(super) fn history(&mut self, member: Option<MemberRef>, game: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let server = self.records_server();
        let kind = game.as_deref().map(game_named).transpose()?;
        let member = member.as_ref().filter(|m| !self.table.is_parlor(m));
        let games = lock(&self.table.store)
            .finished_games(&server, member.map(|m| m.id), kind.map(GameKind::name), HISTORY_LINES)
            .map_err(internal)?;
        // Which games are listed: all, one game's, one member's, or both.
        let scope = match (kind, member) {
            (None, None) => "all",
            (Some(_), None) => "game",
            (None, Some(_)) => "member",
            (Some(_), Some(_)) => "both",
        };
        let with_scope = |m: Msg| {
            m.with("scope", scope)
                .with("game", kind.map_or_else(|| Msg::raw(""), |k| i18n::title(k.name())))
                .with("member", member.map(|m| m.name.to_string()).unwrap_or_default())
        };
        if games.is_empty() {
            return Ok(vec![self.say(with_scope(msg!("social-history-none")))]);
        }
        // Each game's number links its page when the server's pages are
        // served (issue 34); ten linked lines of four long names may need a
        // second message.
        let url = self.web_url(Some(&server));
        let mut lines = vec![self.room(with_scope(msg!("social-history-heading")))];
        lines.extend(
            games
                .iter()
                .map(|g| self.room(history_line(g, text::game_number(url, &server, g.session)))),
        );
        Ok(text::pack(lines)
            .into_iter()
            .map(|page| Reply::to(Audience::Channel, page))
            .collect())
    }
}

/// `/stats`'s badges (issue 32): a heading and each badge with the day it was
/// earned and what earned it, oldest first; nothing without a badge.
/// The rating pools `/stats` reads for a member: in a server, that server's
/// then the direct games' (`""`, issue 33); outside servers, the direct ones.
fn pools(server: &str, member: u64) -> Vec<(String, String)> {
    let mut pools = vec![(server.to_string(), member.to_string())];
    if !server.is_empty() {
        pools.push((String::new(), member.to_string()));
    }
    pools
}

fn badge_section(held: &[Earned]) -> Option<Msg> {
    if held.is_empty() {
        return None;
    }
    let mut lines = vec![msg!("badges-heading")];
    lines.extend(held.iter().map(|e| {
        msg!(
            "badges-line",
            badge = badges::name(e.badge),
            date = date(e.at),
            by = badges::reference(&e.by)
        )
    }));
    Some(Msg::lines(lines))
}

/// "#42 Checkers, 2026-11-25: alice beat bob (resignation)." (`number`:
/// "#42", or its page's masked link). The reason is the stored record's, as
/// it was written.
fn history_line(g: &FinishedGame, number: String) -> Msg {
    let names: Vec<String> = g.players.iter().map(|p| p.name.to_string()).collect();
    let all = join_names(&names);
    let reason = g.reason.clone();
    let result = match g.outcome.as_str() {
        "won" => {
            let winner = g
                .winner_seat
                .map(usize::from)
                .or_else(|| g.winner.and_then(|w| g.players.iter().position(|p| p.id == w)));
            match winner.filter(|&w| w < names.len()) {
                Some(w) => {
                    let others: Vec<String> = names
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != w)
                        .map(|(_, n)| n.clone())
                        .collect();
                    msg!(
                        "social-history-beat",
                        winner = names[w].clone(),
                        losers = join_names(&others),
                        reason = reason
                    )
                }
                None => msg!("social-history-won", players = all, reason = reason),
            }
        }
        "draw" => msg!("social-history-drew", players = all, reason = reason),
        "abandoned" => msg!("social-history-abandoned", players = all),
        _ => msg!("social-history-no-result", players = all),
    };
    msg!(
        "social-history-line",
        number = number,
        game = title_of(&g.game),
        date = date(g.finished_at),
        result = result
    )
}

/// A stored game name's title ("Checkers"), or the name itself.
pub(super) fn title_of(game: &str) -> Msg {
    GameKind::from_name(game).map_or_else(|| Msg::raw(game), |k| i18n::title(k.name()))
}

/// "alice", "alice and bob", "alice, bob and carol".
fn join_names(names: &[String]) -> Msg {
    Msg::and_list(names.iter().map(Msg::raw))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_and_records_read_as_words() {
        assert_eq!(streak_text(3).as_deref(), Some("3 wins in a row"));
        assert_eq!(streak_text(-2).as_deref(), Some("2 losses in a row"));
        assert_eq!(streak_text(1), None);
        assert_eq!(join_names(&["a".into(), "b".into(), "c".into()]), "a, b and c");
        assert_eq!(date(0), "1970-01-01");
    }
}
