//! What the table remembers of finished games (issue 19): `/stats`,
//! `/leaderboard` and `/history`, read from the ratings and results the store
//! writes with each game's end. Read-only: no channel lock, nothing changed.

use super::api::{Command, Lazy, MemberRef, Picture, Refusal, Reply, Request};
use super::base::{lock, Table};
use super::text;
use crate::name::Name;
use crate::store::{FinishedGame, RatedPlayer, StoreError};
use parlor_games::ai::Level;
use parlor_games::GameKind;

/// Rated games a member needs to be listed on `/leaderboard`.
pub const LEADERBOARD_MIN_GAMES: u32 = 3;
/// Members `/leaderboard` lists.
const LEADERBOARD_LINES: usize = 10;
/// Games `/history` lists.
const HISTORY_LINES: u32 = 10;

pub(super) fn internal(e: StoreError) -> Refusal {
    tracing::error!("ratings: {e:#}");
    Refusal::says(text::STORE_FAILED)
}

/// A game named in a command, or the refusal that lists the games.
fn game_named(name: &str) -> Result<GameKind, Refusal> {
    GameKind::from_name(name).ok_or_else(|| Refusal::says(text::unknown_game(name)))
}

/// "12 games: 8 wins, 1 draw, 3 losses".
fn record_text(p: &RatedPlayer) -> String {
    let plural = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    format!(
        "{}: {}, {}, {}",
        plural(p.games, "game", "games"),
        plural(p.wins, "win", "wins"),
        plural(p.draws, "draw", "draws"),
        plural(p.losses, "loss", "losses")
    )
}

/// "3 wins in a row", "2 losses in a row", or nothing.
fn streak_text(streak: i32) -> Option<String> {
    match streak {
        s if s >= 2 => Some(format!("{s} wins in a row")),
        s if s <= -2 => Some(format!("{} losses in a row", -s)),
        _ => None,
    }
}

/// A day as players read it: `2026-11-25` (UTC).
fn date(at: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at).map_or_else(String::new, |d| d.format("%Y-%m-%d").to_string())
}

impl Table {
    /// `/stats`, `/leaderboard` and `/history`.
    pub(super) fn records(&self, request: &Request) -> Vec<Reply> {
        let server = request.server.clone().unwrap_or_default();
        let answer = match &request.command {
            Command::Stats { member, game } => self.stats(&server, request, member.as_ref(), game.as_deref()),
            Command::Leaderboard { game } => self.rating_leaderboard(&server, request, game),
            Command::History { member, game } => self.history(&server, member.as_ref(), game.as_deref()),
            Command::Replay { id } => self.replay(request, id),
            Command::Notify { on } => self.notify(request, *on),
            _ => return Vec::new(),
        };
        vec![answer.unwrap_or_else(Reply::from)]
    }

    fn stats(
        &self,
        server: &str,
        request: &Request,
        member: Option<&MemberRef>,
        game: Option<&str>,
    ) -> Result<Reply, Refusal> {
        let kind = game.map(game_named).transpose()?;
        if let Some(kind) = kind.filter(|k| k.is_table()) {
            return Err(Refusal::says(format!(
                "{} has no ratings: it is played for chips (see /chips).",
                kind.title()
            )));
        }
        let (name, players): (String, Vec<(String, String)>) = match member {
            Some(m) if self.is_parlor(m) => (
                "Parlor".into(),
                Level::ALL
                    .iter()
                    .map(|l| (String::new(), format!("parlor:{}", l.name())))
                    .collect(),
            ),
            Some(m) if m.is_bot => return Err(Refusal::says(format!("{} is a bot; bots aren't rated.", m.name))),
            Some(m) => (m.name.to_string(), vec![(server.to_string(), m.id.to_string())]),
            None => (
                request.actor.name.to_string(),
                vec![(server.to_string(), request.actor.id.to_string())],
            ),
        };
        let mut store = lock(&self.store);
        let mut rows: Vec<(String, RatedPlayer)> = Vec::new();
        for (rserver, player) in &players {
            let found = match kind {
                Some(kind) => store
                    .rating(rserver, kind.name(), player)
                    .map_err(internal)?
                    .map(|p| vec![(kind.name().to_string(), p)])
                    .unwrap_or_default(),
                None => store.ratings_of(rserver, player).map_err(internal)?,
            };
            rows.extend(found);
        }
        drop(store);
        if rows.is_empty() {
            let what = kind.map_or_else(|| "any game".to_string(), |k| k.title().to_string());
            return Ok(Reply::channel(format!(
                "{name} has no rated games of {what} yet: a game counts once it is won or drawn."
            )));
        }
        let mut lines = vec![format!("Ratings of {name}:")];
        for (game, p) in &rows {
            let title = title_of(game);
            let who = p
                .player
                .strip_prefix("parlor:")
                .map(|l| format!(" ({l})"))
                .unwrap_or_default();
            let mut line = format!("{title}{who}: {} ({})", p.rating.text(game), record_text(p));
            if let Some(streak) = streak_text(p.streak) {
                line.push_str(&format!("; {streak}"));
            }
            if let Some((rating, opponent, session)) = &p.best_win {
                line.push_str(&format!(
                    "; best win: {} ({}) in game #{session}",
                    Name::new(opponent.as_str()),
                    parlor_games::amount::grouped(rating.round() as i128)
                ));
            }
            lines.push(line);
        }
        let mut reply = Reply::channel(lines.join("\n"));
        // A member's chart: the game asked for, or the one they played most.
        if let ([(server, player)], Some((game, _))) = (players.as_slice(), rows.first()) {
            reply.picture = self.rating_picture(&name, server, game, player)?;
        }
        Ok(reply)
    }

    /// The PNG chart of a member's rating over their rated games of `game`.
    fn rating_picture(&self, name: &str, server: &str, game: &str, player: &str) -> Result<Option<Picture>, Refusal> {
        let curve = lock(&self.store).rating_curve(server, game, player).map_err(internal)?;
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
        let title = format!("{} — {}", name.replace('\\', ""), title_of(game));
        let (first, last) = (date(curve[0].0), date(curve[curve.len() - 1].0));
        let png = parlor_render::chart::rating_chart(&title, &points, &first, &last);
        let summary = format!(
            "{title}: rating over {} rated games, from {} on {first} to {} on {last}.",
            points.len(),
            points[0].rating.round(),
            points[points.len() - 1].rating.round()
        );
        Ok(Some(Picture {
            file_name: "rating.png".into(),
            png,
            title: format!("{title}: rating over time"),
            description: summary.clone(),
            diagram: Lazy::new(move || summary),
        }))
    }

    fn rating_leaderboard(&self, server: &str, request: &Request, game: &str) -> Result<Reply, Refusal> {
        let kind = game_named(game)?;
        if kind.is_table() {
            return Err(Refusal::says(format!(
                "{} has no ratings; /chips leaderboard lists the most chips.",
                kind.title()
            )));
        }
        let mut store = lock(&self.store);
        let leaders = store
            .rating_leaders(server, kind.name(), LEADERBOARD_MIN_GAMES)
            .map_err(internal)?;
        let levels: Vec<(Level, Option<RatedPlayer>)> = Level::ALL
            .into_iter()
            .map(|l| Ok((l, store.rating("", kind.name(), &format!("parlor:{}", l.name()))?)))
            .collect::<Result<_, StoreError>>()
            .map_err(internal)?;
        drop(store);
        let game = kind.name();
        if leaders.is_empty() {
            return Ok(Reply::channel(format!(
                "Nobody here has {LEADERBOARD_MIN_GAMES} rated games of {} yet.",
                kind.title()
            )));
        }
        let mut lines = vec![format!(
            "{} ratings in this server (at least {LEADERBOARD_MIN_GAMES} games):",
            kind.title()
        )];
        let line = |rank: usize, p: &RatedPlayer| {
            format!(
                "{rank}. {} — {} ({} games)",
                Name::new(p.name.as_str()),
                p.rating.text(game),
                p.games
            )
        };
        for (i, p) in leaders.iter().take(LEADERBOARD_LINES).enumerate() {
            lines.push(line(i + 1, p));
        }
        let me = request.actor.id.to_string();
        if let Some(i) = leaders
            .iter()
            .position(|p| p.player == me)
            .filter(|&i| i >= LEADERBOARD_LINES)
        {
            lines.push(format!("You: {}", line(i + 1, &leaders[i])));
        }
        let parlor: Vec<String> = levels
            .iter()
            .filter_map(|(l, p)| p.as_ref().map(|p| format!("{} {}", l.name(), p.rating.text(game))))
            .collect();
        if !parlor.is_empty() {
            lines.push(format!("Parlor, for comparison: {}.", parlor.join(", ")));
        }
        Ok(Reply::channel(lines.join("\n")))
    }

    /// `/notify [on|off]`: a member's turn reminders by direct message.
    fn notify(&self, request: &Request, on: Option<bool>) -> Result<Reply, Refusal> {
        let member = request.actor.id;
        let mut store = lock(&self.store);
        let on = match on {
            Some(on) => {
                store.set_notify(member, on).map_err(internal)?;
                on
            }
            None => store.notify(member).map_err(internal)?,
        };
        Ok(Reply::ephemeral(if on {
            "Turn reminders are on: when half your turn time has passed, I send you a direct message (once a turn). /notify off stops them."
        } else {
            "Turn reminders are off: no direct messages about your turns. /notify on brings them back."
        }))
    }

    fn history(&self, server: &str, member: Option<&MemberRef>, game: Option<&str>) -> Result<Reply, Refusal> {
        let kind = game.map(game_named).transpose()?;
        let member = member.filter(|m| !self.is_parlor(m));
        let games = lock(&self.store)
            .finished_games(server, member.map(|m| m.id), kind.map(GameKind::name), HISTORY_LINES)
            .map_err(internal)?;
        let whose = member.map(|m| format!(" of {}", m.name)).unwrap_or_default();
        let what = kind.map_or_else(|| "games".to_string(), |k| format!("{} games", k.title()));
        if games.is_empty() {
            return Ok(Reply::channel(format!("No finished {what}{whose} in this server yet.")));
        }
        let mut lines = vec![format!("The latest finished {what}{whose} (/replay id:N shows one):")];
        lines.extend(games.iter().map(history_line));
        Ok(Reply::channel(lines.join("\n")))
    }
}

/// "#42 Checkers, 2026-11-25: alice beat bob (resignation)."
fn history_line(g: &FinishedGame) -> String {
    let title = title_of(&g.game);
    let names: Vec<String> = g.players.iter().map(|p| p.name.to_string()).collect();
    let all = join_names(&names);
    let result = match g.outcome.as_str() {
        "won" => {
            let winner = g
                .winner_seat
                .map(usize::from)
                .or_else(|| g.winner.and_then(|w| g.players.iter().position(|p| p.id == w)));
            match winner {
                Some(w) => {
                    let others: Vec<String> = names
                        .iter()
                        .enumerate()
                        .filter(|&(i, _)| i != w)
                        .map(|(_, n)| n.clone())
                        .collect();
                    format!("{} beat {} ({})", names[w], join_names(&others), g.reason)
                }
                None => format!("{all}: won ({})", g.reason),
            }
        }
        "draw" => format!("{all} drew ({})", g.reason),
        "abandoned" => format!("{all}: abandoned"),
        _ => format!("{all}: ended without a result"),
    };
    format!("#{} {title}, {}: {result}.", g.session, date(g.finished_at))
}

/// A stored game name's title ("Checkers"), or the name itself.
fn title_of(game: &str) -> String {
    GameKind::from_name(game).map_or_else(|| game.to_string(), |k| k.title().to_string())
}

/// "alice", "alice and bob", "alice, bob and carol".
fn join_names(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Whether a request is one of these (read-only, answered without a lock).
pub(super) fn is_record_command(command: &Command) -> bool {
    matches!(
        command,
        Command::Stats { .. }
            | Command::Leaderboard { .. }
            | Command::History { .. }
            | Command::Replay { .. }
            | Command::Notify { .. }
    )
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
