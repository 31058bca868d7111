//! Seasons (issue 32), in either backend: a server's seasons, the one
//! transaction that ends and starts them ([`turn_season`]), the rated games of
//! a period, and what a season's board is — a pure replay of the period's
//! rated results ([`boards`]), from which its champions follow
//! ([`champions`]). Nothing of a season's ratings is stored: they are computed
//! when asked for, so they stay a pure function of the results.

use super::db::{first, params, Db, Row};
use super::error::StoreError;
use super::model::{RatedGame, RatedPlayer, Season, SeasonChampion, SeasonTurn};
use super::ratings::{rated_game_from, Replay, RATED_GAME_COLUMNS};
use crate::clock::Millis;
use std::collections::BTreeMap;

const COLUMNS: &str = "id, server, name, kind, started_at, ends_at, ended_at, started_by, started_by_name, ended_by,
     ended_by_name, locale";

/// A [`Season`] from [`COLUMNS`].
fn season_from(r: &Row) -> Result<Season, StoreError> {
    let who = |id: Option<u64>, name: Option<String>| id.map(|id| (id, name.unwrap_or_default()));
    Ok(Season {
        id: r.get(0)?,
        server: r.get(1)?,
        name: r.get(2)?,
        kind: r.get(3)?,
        started_at: r.get(4)?,
        ends_at: r.get(5)?,
        ended_at: r.get(6)?,
        started_by: who(r.get(7)?, r.get(8)?),
        ended_by: who(r.get(9)?, r.get(10)?),
        locale: r.get(11)?,
    })
}

/// A server's seasons, newest first.
pub(super) fn seasons(db: &mut dyn Db, server: &str) -> Result<Vec<Season>, StoreError> {
    db.query(
        &format!("SELECT {COLUMNS} FROM seasons WHERE server = ?1 ORDER BY started_at DESC, id DESC"),
        params![server],
    )?
    .iter()
    .map(season_from)
    .collect()
}

/// Running seasons planned to end by `now`, oldest end first.
pub(super) fn due_seasons(db: &mut dyn Db, now: Millis) -> Result<Vec<Season>, StoreError> {
    db.query(
        &format!("SELECT {COLUMNS} FROM seasons WHERE ended_at IS NULL AND ends_at <= ?1 ORDER BY ends_at, id"),
        params![now],
    )?
    .iter()
    .map(season_from)
    .collect()
}

/// Servers with a running season or a `season` setting of their own.
pub(super) fn season_servers(db: &mut dyn Db) -> Result<Vec<String>, StoreError> {
    db.query(
        "SELECT server FROM seasons WHERE ended_at IS NULL
         UNION SELECT server FROM server_settings WHERE setting = 'season'
         ORDER BY 1",
        &[],
    )?
    .iter()
    .map(|r| r.get(0))
    .collect()
}

/// One change of a server's seasons inside the caller's transaction:
/// `Ok(false)` when another change got there first (the season already
/// ended, one already running, the name taken), and then the caller rolls
/// back.
pub(super) fn turn_season(tx: &mut dyn Db, turn: &SeasonTurn<'_>) -> Result<bool, StoreError> {
    if let Some(id) = turn.interaction {
        if first(tx, "SELECT 1 FROM interactions WHERE id = ?1", params![id])?.is_some() {
            return Ok(false);
        }
        tx.execute(
            "INSERT INTO interactions (id, session_id, at) VALUES (?1, NULL, ?2)",
            params![id, turn.at],
        )?;
    }
    if let Some((id, at, by)) = turn.end {
        let ended = tx.execute(
            "UPDATE seasons SET ended_at = ?2, ended_by = ?3, ended_by_name = ?4
             WHERE id = ?1 AND server = ?5 AND ended_at IS NULL",
            params![id, at, by.map(|b| b.0), by.map(|b| b.1), turn.server],
        )?;
        if ended == 0 {
            return Ok(false);
        }
    }
    if let Some(start) = &turn.start {
        let running = first(
            tx,
            "SELECT 1 FROM seasons WHERE server = ?1 AND ended_at IS NULL",
            params![turn.server],
        )?;
        let taken = first(
            tx,
            "SELECT 1 FROM seasons WHERE server = ?1 AND lower(name) = lower(?2)",
            params![turn.server, start.name],
        )?;
        if running.is_some() || taken.is_some() {
            return Ok(false);
        }
        tx.execute(
            "INSERT INTO seasons (server, name, kind, started_at, ends_at, started_by, started_by_name, locale)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                turn.server,
                start.name,
                start.kind,
                start.started_at,
                start.ends_at,
                start.by.map(|b| b.0),
                start.by.map(|b| b.1),
                start.locale
            ],
        )?;
    }
    super::outbox::write_posts(tx, &turn.posts, turn.at)?;
    Ok(true)
}

/// The rated games of `server` (of `game` only, if given) finished in
/// `[from, to)`, in the order they were rated.
pub(super) fn rated_games(
    db: &mut dyn Db,
    server: &str,
    game: Option<&str>,
    from: Millis,
    to: Millis,
) -> Result<Vec<RatedGame>, StoreError> {
    db.query(
        &format!(
            "SELECT {RATED_GAME_COLUMNS} FROM results
             WHERE server = ?1 AND (CAST(?2 AS TEXT) IS NULL OR game = ?2)
               AND finished_at >= ?3 AND finished_at < ?4 AND outcome IN ('won', 'draw') AND rated
             ORDER BY finished_at, session_id"
        ),
        params![server, game, from, to],
    )?
    .iter()
    .map(rated_game_from)
    .collect()
}

/// Each game's board from a period's rated games, replayed from the default
/// rating (Parlor's levels rated as their own players in the replay, and left
/// off the boards): the members, best first (rating, then more games, then
/// id). Who is ranked (enough games) is the caller's to say.
pub fn boards(games: &[RatedGame]) -> BTreeMap<String, Vec<RatedPlayer>> {
    let mut replay = Replay::default();
    for g in games {
        replay.play(g);
    }
    let mut boards: BTreeMap<String, Vec<RatedPlayer>> = BTreeMap::new();
    for ((_, game, player), standing) in replay.standings {
        if !player.starts_with("parlor:") {
            boards.entry(game).or_default().push(standing);
        }
    }
    for board in boards.values_mut() {
        board.sort_by(|a, b| {
            b.rating
                .value
                .total_cmp(&a.rating.value)
                .then(b.games.cmp(&a.games))
                .then(a.player.cmp(&b.player))
        });
    }
    boards
}

/// Every ended season's champion per game: the first of each game's board
/// among the members with at least `ranked_after` rated games in it.
pub(super) fn champions(
    db: &mut dyn Db,
    server: Option<&str>,
    ranked_after: u32,
) -> Result<Vec<SeasonChampion>, StoreError> {
    let ended: Vec<Season> = db
        .query(
            &format!(
                "SELECT {COLUMNS} FROM seasons WHERE ended_at IS NOT NULL AND (CAST(?1 AS TEXT) IS NULL OR server = ?1)
                 ORDER BY ended_at, id"
            ),
            params![server],
        )?
        .iter()
        .map(season_from)
        .collect::<Result<_, _>>()?;
    let mut out = Vec::new();
    for season in ended {
        let end = season.until(season.started_at);
        let games = rated_games(db, &season.server, None, season.started_at, end)?;
        for (game, board) in boards(&games) {
            let Some(best) = board.iter().find(|p| p.games >= ranked_after) else {
                continue;
            };
            let Ok(member) = best.player.parse::<u64>() else {
                continue;
            };
            out.push(SeasonChampion {
                server: season.server.clone(),
                season: season.id,
                season_name: season.name.clone(),
                game,
                member,
                name: best.name.clone(),
                ended_at: end,
            });
        }
    }
    Ok(out)
}
