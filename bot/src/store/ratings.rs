//! Ratings (issue 19), in either backend: written in the transaction that writes a
//! result ([`record`]), read by `/stats`, `/leaderboard` and `/history`, and
//! recomputed from `results` by the audit ([`recompute_ratings`]). The rating
//! model is [`crate::ratings`]'s; who is rated and what counts are here:
//! - **Who**: a member per server and game; Parlor per level and game, one
//!   rating for every server (it is the same program everywhere), so a level's
//!   strength reads as a rating.
//! - **What counts**: a game won (by play, resignation or a timeout claim) or
//!   drawn. A game ended without a result, abandoned, or a challenge never
//!   played moves nothing.
//! - **Ranks**: the winner first and everyone else second (a draw ranks all
//!   first). A Parlor level seated twice in one game is rated once, from its
//!   first seat.

use super::model::{FinishedGame, GameResult, Player, RatedGame, RatedPlayer};
use crate::clock::Millis;
use crate::ratings::{self, Rating};

use super::db::{first, params, Db, Dialect, Row};
use super::error::StoreError;
use std::collections::HashMap;

/// The rated identity of a seat: a member's id, or Parlor's level.
pub(super) fn player_key(player: &Player) -> String {
    match player.parlor {
        Some(level) => format!("parlor:{}", level.name()),
        None => player.id.to_string(),
    }
}

/// The server a seat's rating belongs to: Parlor's levels are rated once for
/// every server (`""`).
pub(super) fn rating_server<'a>(player: &Player, server: &'a str) -> &'a str {
    if player.parlor.is_some() {
        ""
    } else {
        server
    }
}

/// Whether a result moves ratings: won or drawn.
pub(super) fn counts(result: &GameResult) -> bool {
    matches!(result.outcome.as_str(), "won" | "draw")
}

/// Each seat's place: 1 for the winner (every seat in a draw), 2 for the rest.
/// The result's winning seat decides when several seats share the winner's id
/// (Parlor seated twice); older results name only the member.
pub(super) fn ranks(seats: &[Player], result: &GameResult) -> Vec<usize> {
    if result.outcome == "draw" {
        return vec![1; seats.len()];
    }
    let winner = result
        .winner_seat
        .map(usize::from)
        .or_else(|| result.winner.and_then(|w| seats.iter().position(|p| p.id == w)));
    (0..seats.len())
        .map(|i| if Some(i) == winner { 1 } else { 2 })
        .collect()
}

/// What one rated game does to its seats' standings, purely: each seat's
/// standing after it, given each seat's standing before (`None`: their first
/// rated game here). A seat whose key an earlier seat has (a Parlor level
/// seated twice) is rated once, from its first seat: `None` after. Before the
/// game, each seat's deviation grows for the whole days it was idle
/// ([`Rating::as_of`]); `record`, `rebuild`, the audit's `recompute` and a
/// season's replay all rate through here.
pub(crate) fn rate_game(
    game: &str,
    session: i64,
    seats: &[Player],
    result: &GameResult,
    at: Millis,
    before: &[Option<RatedPlayer>],
) -> Vec<Option<RatedPlayer>> {
    let ratings_before: Vec<Rating> = before
        .iter()
        .map(|b| {
            b.as_ref()
                .map_or_else(|| Rating::initial(game), |b| b.rating.as_of(game, b.last_played, at))
        })
        .collect();
    let ranks = ranks(seats, result);
    let after = ratings::rate(game, &ratings_before, &ranks);
    let draw = ranks.iter().all(|&r| r == ranks[0]);
    let mut done: Vec<String> = Vec::new();
    let mut out = Vec::with_capacity(seats.len());
    for (i, player) in seats.iter().enumerate() {
        let key = player_key(player);
        if done.contains(&key) {
            out.push(None);
            continue;
        }
        done.push(key.clone());
        let old = before[i].as_ref();
        let (games, mut wins, mut draws, mut losses, streak, mut best) = old.map_or((0, 0, 0, 0, 0, None), |o| {
            (o.games, o.wins, o.draws, o.losses, o.streak, o.best_win.clone())
        });
        let streak = if draw {
            draws += 1;
            0
        } else if ranks[i] == 1 {
            wins += 1;
            streak.max(0) + 1
        } else {
            losses += 1;
            streak.min(0) - 1
        };
        if !draw && ranks[i] == 1 {
            for (j, other) in seats.iter().enumerate() {
                let shown = ratings_before[j].shown(game).0;
                if ranks[j] > ranks[i] && best.as_ref().is_none_or(|b| shown > b.0) {
                    best = Some((shown, other.name.as_str().to_string(), session));
                }
            }
        }
        out.push(Some(RatedPlayer {
            player: key,
            name: player.name.as_str().to_string(),
            rating: after[i],
            games: games + 1,
            wins,
            draws,
            losses,
            streak,
            best_win: best,
            last_played: at,
        }));
    }
    out
}

/// Standings replayed from rated games in order, keyed by (rating server,
/// game, player): what the audit compares with the stored ratings, and what a
/// season's or a month's board is (issue 32).
#[derive(Debug, Default)]
pub(crate) struct Replay {
    /// Each player's standing after the games played so far.
    pub(crate) standings: HashMap<(String, String, String), RatedPlayer>,
}

impl Replay {
    /// Rates one more game, if it counts.
    pub(crate) fn play(&mut self, g: &RatedGame) {
        if !counts(&g.result) || g.seats.len() < 2 {
            return;
        }
        let keys: Vec<(String, String, String)> = g
            .seats
            .iter()
            .map(|p| (rating_server(p, &g.server).to_string(), g.game.clone(), player_key(p)))
            .collect();
        let before: Vec<Option<RatedPlayer>> = keys.iter().map(|k| self.standings.get(k).cloned()).collect();
        let after = rate_game(&g.game, g.session, &g.seats, &g.result, g.finished_at, &before);
        for (key, new) in keys.into_iter().zip(after) {
            if let Some(new) = new {
                self.standings.insert(key, new);
            }
        }
    }
}

/// Rates the game `result` ends, if it counts: every seat's rating moves and
/// its record grows, in the caller's transaction.
pub(super) fn record(
    tx: &mut dyn Db,
    server: &str,
    game: &str,
    session: i64,
    seats: &[Player],
    result: &GameResult,
    at: Millis,
) -> Result<(), StoreError> {
    if !counts(result) || seats.len() < 2 {
        return Ok(());
    }
    let before: Vec<Option<RatedPlayer>> = seats
        .iter()
        .map(|p| standing(tx, rating_server(p, server), game, &player_key(p)))
        .collect::<Result<_, _>>()?;
    let after = rate_game(game, session, seats, result, at, &before);
    for (player, new) in seats.iter().zip(after) {
        let Some(new) = new else { continue };
        let rserver = rating_server(player, server);
        let best = new.best_win.as_ref();
        tx.execute(
            "INSERT INTO ratings (server, game, player, name, rating, deviation, volatility, games, wins, draws,
                 losses, streak, best_win_rating, best_win_name, best_win_session, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
             ON CONFLICT (server, game, player) DO UPDATE SET name = excluded.name, rating = excluded.rating,
                 deviation = excluded.deviation, volatility = excluded.volatility, games = excluded.games,
                 wins = excluded.wins, draws = excluded.draws, losses = excluded.losses,
                 streak = excluded.streak, best_win_rating = excluded.best_win_rating,
                 best_win_name = excluded.best_win_name, best_win_session = excluded.best_win_session,
                 updated_at = excluded.updated_at",
            params![
                rserver,
                game,
                new.player,
                new.name,
                new.rating.value,
                new.rating.deviation,
                new.rating.volatility,
                new.games,
                new.wins,
                new.draws,
                new.losses,
                new.streak,
                best.map(|b| b.0),
                best.map(|b| b.1.as_str()),
                best.map(|b| b.2),
                at
            ],
        )?;
        tx.execute(
            "INSERT INTO rating_history (session_id, server, game, player, rating, deviation, at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                session,
                rserver,
                game,
                new.player,
                new.rating.value,
                new.rating.deviation,
                at
            ],
        )?;
    }
    Ok(())
}

/// A [`RatedPlayer`] from [`COLUMNS`], starting at column `at`.
fn rated_player_from(r: &Row, at: usize) -> Result<RatedPlayer, StoreError> {
    let best_rating: Option<f64> = r.get(at + 10)?;
    let best_name: Option<String> = r.get(at + 11)?;
    let best_session: Option<i64> = r.get(at + 12)?;
    Ok(RatedPlayer {
        player: r.get(at)?,
        name: r.get(at + 1)?,
        rating: Rating {
            value: r.get(at + 2)?,
            deviation: r.get(at + 3)?,
            volatility: r.get(at + 4)?,
        },
        games: r.get(at + 5)?,
        wins: r.get(at + 6)?,
        draws: r.get(at + 7)?,
        losses: r.get(at + 8)?,
        streak: r.get(at + 9)?,
        best_win: match (best_rating, best_name, best_session) {
            (Some(rating), Some(name), Some(session)) => Some((rating, name, session)),
            _ => None,
        },
        last_played: r.get(at + 13)?,
    })
}

const COLUMNS: &str = "player, name, rating, deviation, volatility, games, wins, draws, losses, streak,
     best_win_rating, best_win_name, best_win_session, updated_at";

/// A player's standing in `game` on `server`, if they have played a rated game.
pub(super) fn standing(
    db: &mut dyn Db,
    server: &str,
    game: &str,
    player: &str,
) -> Result<Option<RatedPlayer>, StoreError> {
    first(
        db,
        &format!("SELECT {COLUMNS} FROM ratings WHERE server = ?1 AND game = ?2 AND player = ?3"),
        params![server, game, player],
    )?
    .map(|r| rated_player_from(&r, 0))
    .transpose()
}

/// Every game `player` has a rating in on `server`, best-known first (most games).
pub(super) fn standings(db: &mut dyn Db, server: &str, player: &str) -> Result<Vec<(String, RatedPlayer)>, StoreError> {
    db.query(
        &format!("SELECT game, {COLUMNS} FROM ratings WHERE server = ?1 AND player = ?2 ORDER BY games DESC, game"),
        params![server, player],
    )?
    .iter()
    .map(|r| Ok((r.get(0)?, rated_player_from(r, 1)?)))
    .collect()
}

/// The members of `server` rated in `game` with at least `min_games`, best first.
pub(super) fn leaders(
    db: &mut dyn Db,
    server: &str,
    game: &str,
    min_games: u32,
) -> Result<Vec<RatedPlayer>, StoreError> {
    db.query(
        &format!(
            "SELECT {COLUMNS} FROM ratings WHERE server = ?1 AND game = ?2 AND games >= ?3
             ORDER BY rating DESC, games DESC, player"
        ),
        params![server, game, min_games],
    )?
    .iter()
    .map(|r| rated_player_from(r, 0))
    .collect()
}

/// A player's rating after each rated game, oldest first (shown scale is the caller's).
pub(super) fn curve(
    db: &mut dyn Db,
    server: &str,
    game: &str,
    player: &str,
) -> Result<Vec<(Millis, f64, f64)>, StoreError> {
    db.query(
        "SELECT at, rating, deviation FROM rating_history WHERE server = ?1 AND game = ?2 AND player = ?3
         ORDER BY at, session_id",
        params![server, game, player],
    )?
    .iter()
    .map(|r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
    .collect()
}

/// Whether the JSON array of seats in column `players` holds member `?N`
/// (`param`), and (with `members_only`) as a member rather than a Parlor seat.
pub(super) fn seated(dialect: Dialect, players: &str, param: u8, members_only: bool) -> String {
    match dialect {
        Dialect::Sqlite => format!(
            "EXISTS (SELECT 1 FROM json_each({players}) WHERE json_extract(value, '$.id') = ?{param}{})",
            if members_only {
                " AND json_extract(value, '$.parlor') IS NULL"
            } else {
                ""
            }
        ),
        Dialect::Postgres => format!(
            "EXISTS (SELECT 1 FROM jsonb_array_elements(CAST({players} AS JSONB)) AS seat
                     WHERE CAST(seat ->> 'id' AS BIGINT) = ?{param}{})",
            if members_only {
                " AND seat ->> 'parlor' IS NULL"
            } else {
                ""
            }
        ),
    }
}

/// The latest finished games on `server` that were played (not challenges
/// declined or expired), newest first, optionally only `member`'s or `game`'s.
pub(super) fn finished(
    db: &mut dyn Db,
    server: &str,
    member: Option<u64>,
    game: Option<&str>,
    limit: u32,
) -> Result<Vec<FinishedGame>, StoreError> {
    let sql = format!(
        "SELECT {FINISHED_GAME_COLUMNS} FROM results
         WHERE server = ?1 AND outcome IN ('won', 'draw', 'ended', 'abandoned')
           AND (CAST(?2 AS TEXT) IS NULL OR game = ?2)
           AND (CAST(?3 AS BIGINT) IS NULL OR {})
         ORDER BY finished_at DESC, session_id DESC LIMIT ?4",
        seated(db.dialect(), "results.players", 3, true)
    );
    db.query(&sql, params![server, game, member, limit])?
        .iter()
        .map(finished_game_from)
        .collect()
}

/// Replays every rated result in order through [`crate::ratings`] and compares
/// with the stored ratings: one line per disagreement (none when they match).
pub(crate) fn recompute(db: &mut dyn Db) -> Result<Vec<String>, StoreError> {
    let mut replay = Replay::default();
    for g in rated_results(db)? {
        replay.play(&g);
    }
    let replayed: HashMap<(String, String, String), (Rating, u32)> = replay
        .standings
        .into_iter()
        .map(|(k, p)| (k, (p.rating, p.games)))
        .collect();
    let mut problems = Vec::new();
    let stored = db.query(
        "SELECT server, game, player, rating, deviation, games FROM ratings",
        &[],
    )?;
    let mut seen = 0usize;
    for row in stored {
        let key: (String, String, String) = (row.get(0)?, row.get(1)?, row.get(2)?);
        let (rating, deviation, games): (f64, f64, u32) = (row.get(3)?, row.get(4)?, row.get(5)?);
        seen += 1;
        match replayed.get(&key) {
            Some((r, g))
                if (r.value - rating).abs() < 1e-6 && (r.deviation - deviation).abs() < 1e-6 && *g == games => {}
            Some((r, g)) => problems.push(format!(
                "rating of {} in {} on server '{}': stored {rating:.3} ± {deviation:.3} after {games} games, \
                 recomputed {:.3} ± {:.3} after {g}",
                key.2, key.1, key.0, r.value, r.deviation
            )),
            None => problems.push(format!(
                "rating of {} in {} on server '{}' has no rated result behind it",
                key.2, key.1, key.0
            )),
        }
    }
    if seen < replayed.len() {
        problems.push(format!(
            "{} rated players have results but no stored rating",
            replayed.len() - seen
        ));
    }
    Ok(problems)
}

/// Rates every result from scratch (after the migration that added ratings, on
/// a database with results from before it): clears the ratings and records
/// each counted result again, oldest first.
pub(super) fn rebuild(tx: &mut dyn Db) -> Result<usize, StoreError> {
    tx.execute("DELETE FROM ratings", &[])?;
    tx.execute("DELETE FROM rating_history", &[])?;
    let results = rated_results(tx)?;
    for g in &results {
        record(tx, &g.server, &g.game, g.session, &g.seats, &g.result, g.finished_at)?;
    }
    Ok(results.len())
}

/// The columns of `results` that [`finished_game_from`] reads, as a literal
/// (for [`RATED_GAME_COLUMNS`]).
macro_rules! finished_game_columns {
    () => {
        "session_id, game, finished_at, outcome, winner, winner_seat, reason, players"
    };
}

/// The columns of `results` that [`finished_game_from`] reads.
pub(super) const FINISHED_GAME_COLUMNS: &str = finished_game_columns!();

/// The columns [`rated_game_from`] and [`finished_game_on_server`] read: a
/// finished game's, then its server.
pub(super) const RATED_GAME_COLUMNS: &str = concat!(finished_game_columns!(), ", server");

/// [`FINISHED_GAME_COLUMNS`] of the table `alias` in a join (`r.session_id, r.game, …`).
pub(super) fn finished_game_columns_of(alias: &str) -> String {
    FINISHED_GAME_COLUMNS
        .split(", ")
        .map(|column| format!("{alias}.{column}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A [`FinishedGame`] from [`FINISHED_GAME_COLUMNS`] (or a row that starts
/// with them).
pub(super) fn finished_game_from(r: &Row) -> Result<FinishedGame, StoreError> {
    let players: String = r.get(7)?;
    Ok(FinishedGame {
        session: r.get(0)?,
        game: r.get(1)?,
        finished_at: r.get(2)?,
        outcome: r.get(3)?,
        winner: r.get(4)?,
        winner_seat: r.get(5)?,
        reason: r.get(6)?,
        players: serde_json::from_str::<Vec<Player>>(&players).unwrap_or_default(),
    })
}

/// A finished game's server and the game, from [`RATED_GAME_COLUMNS`].
pub(super) fn finished_game_on_server(r: &Row) -> Result<(String, FinishedGame), StoreError> {
    Ok((r.get(8)?, finished_game_from(r)?))
}

/// A [`RatedGame`] from [`RATED_GAME_COLUMNS`].
pub(super) fn rated_game_from(r: &Row) -> Result<RatedGame, StoreError> {
    let (server, g) = finished_game_on_server(r)?;
    Ok(RatedGame {
        session: g.session,
        server,
        game: g.game,
        finished_at: g.finished_at,
        result: GameResult {
            outcome: g.outcome,
            winner: g.winner,
            winner_seat: g.winner_seat,
            reason: g.reason,
        },
        seats: g.players,
    })
}

/// Every result that moves ratings (won or drawn, and rated: not from an
/// unrated game), in the order they were rated.
fn rated_results(db: &mut dyn Db) -> Result<Vec<RatedGame>, StoreError> {
    db.query(
        &format!(
            "SELECT {RATED_GAME_COLUMNS} FROM results
             WHERE outcome IN ('won', 'draw') AND rated ORDER BY finished_at, session_id"
        ),
        &[],
    )?
    .iter()
    .map(rated_game_from)
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::name::Name;
    use parlor_games::ai::Level;

    fn won(winner: u64, seat: Option<u8>) -> GameResult {
        GameResult {
            outcome: "won".into(),
            winner: Some(winner),
            reason: "resignation".into(),
            winner_seat: seat,
        }
    }

    #[test]
    fn the_winning_seat_decides_between_two_parlor_seats() {
        let parlor = |level| Player {
            id: 9,
            name: Name::new("Parlor"),
            parlor: Some(level),
        };
        let seats = [
            Player::member(1, Name::new("alice")),
            parlor(Level::Easy),
            parlor(Level::Hard),
        ];
        assert_eq!(ranks(&seats, &won(9, Some(2))), vec![2, 2, 1]);
        assert_eq!(
            ranks(&seats, &won(1, None)),
            vec![1, 2, 2],
            "an older result names the member"
        );
        assert_eq!(player_key(&seats[2]), "parlor:hard");
        assert_eq!(rating_server(&seats[2], "s1"), "");
        assert_eq!(rating_server(&seats[0], "s1"), "s1");
        let ended = GameResult {
            outcome: "ended".into(),
            ..won(1, None)
        };
        assert!(counts(&won(1, None)) && !counts(&ended));
    }
}
