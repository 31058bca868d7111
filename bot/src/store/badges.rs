//! Achievements (issue 32), in either backend: each result's seats indexed in
//! `member_results` ([`index_result`]), the badges a change earns written once
//! ([`write_awards`]), the reads the table derives badges from, and the audit's
//! derivation of every badge again from `results` and `tournaments`
//! ([`recompute`]). What earns a badge is [`crate::badges`]'s.

use super::db::{params, Db, Row};
use super::error::StoreError;
use super::model::{BadgeAward, FinishedGame, GameResult, Player, TournamentRecord};
use super::ratings::{
    counts, finished_game_columns_of, finished_game_from, finished_game_on_server, RATED_GAME_COLUMNS,
};
use crate::badges::{self, Badge, Championship, Earned, Finished, Reference, TournamentEnd};
use crate::clock::Millis;
use std::collections::{BTreeMap, BTreeSet};

/// Notes a result's member seats in `member_results` when the game counts for
/// badges (won or drawn), in the caller's transaction.
pub(super) fn index_result(
    tx: &mut dyn Db,
    server: &str,
    session: i64,
    seats: &[Player],
    result: &GameResult,
    at: Millis,
) -> Result<(), StoreError> {
    if !counts(result) {
        return Ok(());
    }
    for seat in seats.iter().filter(|p| p.parlor.is_none()) {
        tx.execute(
            "INSERT INTO member_results (server, member, finished_at, session_id) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT DO NOTHING",
            params![server, seat.id, at, session],
        )?;
    }
    Ok(())
}

/// Writes each badge a change earns unless the member holds it already, and
/// its announcement only when the badge is new, in the caller's transaction:
/// two processes deriving the same badge at once write it, and announce it,
/// once.
pub(super) fn write_awards(tx: &mut dyn Db, awards: &[BadgeAward], at: Millis) -> Result<(), StoreError> {
    for award in awards {
        let e = &award.earned;
        let (session, tournament, season, game) = columns(&e.by);
        let new = tx.execute(
            "INSERT INTO badges (server, member, badge, earned_at, session_id, tournament_id, season, season_game)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT DO NOTHING",
            params![
                award.server,
                award.member,
                e.badge.key(),
                e.at,
                session,
                tournament,
                season,
                game
            ],
        )?;
        if let Some(post) = award.post.as_ref().filter(|_| new == 1) {
            super::outbox::write_posts(tx, std::slice::from_ref(post), at)?;
        }
    }
    Ok(())
}

/// A reference as its four columns: session, tournament, season, season's game.
type Columns<'a> = (Option<i64>, Option<i64>, Option<&'a str>, Option<&'a str>);

fn columns(by: &Reference) -> Columns<'_> {
    match by {
        Reference::Game(session) => (Some(*session), None, None, None),
        Reference::Tournament(id) => (None, Some(*id), None, None),
        Reference::Season { season, game } => (None, None, Some(season), Some(game)),
    }
}

/// A stored badge from `member, badge, earned_at, session_id, tournament_id,
/// season, season_game`; `None` for a key this build does not know.
fn badge_from(r: &Row) -> Result<Option<(u64, Earned)>, StoreError> {
    let key: String = r.get(1)?;
    let Some(badge) = Badge::parse(&key) else {
        return Ok(None);
    };
    let (session, tournament, season, game): (Option<i64>, Option<i64>, Option<String>, Option<String>) =
        (r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?);
    let by = match (session, tournament) {
        (Some(session), _) => Reference::Game(session),
        (None, Some(id)) => Reference::Tournament(id),
        (None, None) => Reference::Season {
            season: season.unwrap_or_default(),
            game: game.unwrap_or_default(),
        },
    };
    Ok(Some((
        r.get(0)?,
        Earned {
            badge,
            at: r.get(2)?,
            by,
        },
    )))
}

const BADGE_COLUMNS: &str = "member, badge, earned_at, session_id, tournament_id, season, season_game";

/// The badges `member` holds on `server`, in the order they were earned.
pub(super) fn held(db: &mut dyn Db, server: &str, member: u64) -> Result<Vec<Earned>, StoreError> {
    let rows = db.query(
        &format!("SELECT {BADGE_COLUMNS} FROM badges WHERE server = ?1 AND member = ?2 ORDER BY earned_at, badge"),
        params![server, member],
    )?;
    let mut out = Vec::new();
    for r in &rows {
        out.extend(badge_from(r)?.map(|(_, e)| e));
    }
    Ok(out)
}

/// `member`'s games on `server` played to a result, oldest first.
pub(super) fn member_results(db: &mut dyn Db, server: &str, member: u64) -> Result<Vec<FinishedGame>, StoreError> {
    db.query(
        &format!(
            "SELECT {} FROM member_results m JOIN results r ON r.session_id = m.session_id
             WHERE m.server = ?1 AND m.member = ?2 ORDER BY m.finished_at, m.session_id",
            finished_game_columns_of("r")
        ),
        params![server, member],
    )?
    .iter()
    .map(finished_game_from)
    .collect()
}

/// A server's finished tournaments (every server's with `None`), oldest first.
pub(super) fn finished_tournaments(db: &mut dyn Db, server: Option<&str>) -> Result<Vec<TournamentRecord>, StoreError> {
    let rows = db.query(
        "SELECT record FROM tournaments WHERE status = 'finished' AND (CAST(?1 AS TEXT) IS NULL OR server = ?1)
         ORDER BY id",
        params![server],
    )?;
    let mut out = Vec::new();
    for row in rows {
        let text: String = row.get(0)?;
        match serde_json::from_str::<TournamentRecord>(&text) {
            Ok(t) => out.push(t),
            Err(e) => tracing::error!("a stored tournament is unreadable and is left out: {e}"),
        }
    }
    Ok(out)
}

/// `member`'s view of a finished game, if they held a seat.
pub fn finished_for(member: u64, g: &FinishedGame) -> Option<Finished> {
    let seats: Vec<(u64, Option<parlor_games::ai::Level>)> = g.players.iter().map(|p| (p.id, p.parlor)).collect();
    Finished::of(
        member,
        g.session,
        &g.game,
        g.finished_at,
        &g.outcome,
        g.winner,
        g.winner_seat,
        &seats,
    )
}

/// `member`'s end of a finished tournament, if they played in it.
pub fn tournament_end(member: u64, t: &TournamentRecord) -> Option<TournamentEnd<'_>> {
    Some(TournamentEnd {
        id: t.id,
        ended_at: t.updated_at,
        pairings: t.pairings.as_ref()?,
        start: t.start_of(member)?,
    })
}

/// The seasons' champions on every server, for the audit, as the seasons
/// work them out from the seasons and the results.
fn championships(db: &mut dyn Db) -> Result<Vec<(String, Championship)>, StoreError> {
    Ok(super::seasons::champions(db, None, super::model::RANKED_AFTER)?
        .into_iter()
        .map(|c| {
            (
                c.server,
                Championship {
                    season_name: c.season_name,
                    game: c.game,
                    ended_at: c.ended_at,
                    member: c.member,
                },
            )
        })
        .collect())
}

/// Every badge of every member on every server, as the record earns them.
type Derived = BTreeMap<(String, u64, Badge), Earned>;

/// Derives every member's badges from the results, the finished tournaments
/// and the seasons.
fn derive_all(db: &mut dyn Db) -> Result<Derived, StoreError> {
    // Every counted result, by (server, member).
    let rows = db.query(
        &format!(
            "SELECT {RATED_GAME_COLUMNS} FROM results
             WHERE outcome IN ('won', 'draw') ORDER BY finished_at, session_id"
        ),
        &[],
    )?;
    let mut games: BTreeMap<(String, u64), Vec<Finished>> = BTreeMap::new();
    for r in &rows {
        let (server, g) = finished_game_on_server(r)?;
        if server.is_empty() {
            // A direct game (no server, issue 33) earns no badge.
            continue;
        }
        let members: BTreeSet<u64> = g.players.iter().filter(|p| p.parlor.is_none()).map(|p| p.id).collect();
        for member in members {
            if let Some(f) = finished_for(member, &g) {
                games.entry((server.clone(), member)).or_default().push(f);
            }
        }
    }
    let tournaments = finished_tournaments(db, None)?;
    let mut ends: BTreeMap<(String, u64), Vec<TournamentEnd<'_>>> = BTreeMap::new();
    for t in &tournaments {
        for p in &t.members {
            if let Some(end) = tournament_end(p.id, t) {
                ends.entry((t.server.clone(), p.id)).or_default().push(end);
            }
        }
    }
    let mut champions: BTreeMap<(String, u64), Vec<Championship>> = BTreeMap::new();
    for (server, c) in championships(db)? {
        champions.entry((server, c.member)).or_default().push(c);
    }
    let mut derived: BTreeMap<(String, u64, Badge), Earned> = BTreeMap::new();
    let members: BTreeSet<(String, u64)> = games
        .keys()
        .chain(ends.keys())
        .chain(champions.keys())
        .cloned()
        .collect();
    for key in members {
        let none = Vec::new();
        let earned = badges::derive(
            key.1,
            games.get(&key).unwrap_or(&none),
            ends.get(&key).map_or(&[][..], Vec::as_slice),
            champions.get(&key).map_or(&[][..], Vec::as_slice),
        );
        for e in earned {
            derived.insert((key.0.clone(), key.1, e.badge), e);
        }
    }
    Ok(derived)
}

/// Stores every badge the record earned (a database from before badges, when
/// the migration that adds them is applied), announcing none: they were
/// earned before Parlor kept badges. The badges stored.
pub(super) fn rebuild(tx: &mut dyn Db) -> Result<usize, StoreError> {
    let derived = derive_all(tx)?;
    let awards: Vec<BadgeAward> = derived
        .into_iter()
        .map(|((server, member, _), earned)| BadgeAward {
            server,
            member,
            earned,
            post: None,
        })
        .collect();
    write_awards(tx, &awards, 0)?;
    Ok(awards.len())
}

/// Derives every member's badges again from the results, the finished
/// tournaments and the seasons, and compares with the stored ones: one line
/// per difference (none when they agree).
pub(crate) fn recompute(db: &mut dyn Db) -> Result<Vec<String>, StoreError> {
    let mut derived = derive_all(db)?;
    let mut problems = Vec::new();
    let rows = db.query(
        &format!("SELECT {BADGE_COLUMNS}, server FROM badges ORDER BY server, member, badge"),
        &[],
    )?;
    for r in &rows {
        let server: String = r.get(7)?;
        let Some((member, stored)) = badge_from(r)? else {
            let key: String = r.get(1)?;
            problems.push(format!(
                "badge {key} of member {} on server '{server}' is not a badge this version knows",
                r.get::<u64>(0)?
            ));
            continue;
        };
        let name = stored.badge.key();
        match derived.remove(&(server.clone(), member, stored.badge)) {
            Some(d) if d == stored => {}
            Some(d) => problems.push(format!(
                "badge {name} of member {member} on server '{server}': stored as earned {}, derived as earned {}",
                describe(&stored),
                describe(&d)
            )),
            None => problems.push(format!(
                "badge {name} of member {member} on server '{server}' is stored ({}) but not earned by the record",
                describe(&stored)
            )),
        }
    }
    for ((server, member, badge), d) in derived {
        problems.push(format!(
            "badge {} of member {member} on server '{server}' was earned ({}) but is not stored",
            badge.key(),
            describe(&d)
        ));
    }
    Ok(problems)
}

/// "at 1700000000000 by game 12".
fn describe(e: &Earned) -> String {
    let by = match &e.by {
        Reference::Game(id) => format!("game {id}"),
        Reference::Tournament(id) => format!("tournament {id}"),
        Reference::Season { season, game } => format!("season {season:?} in {game}"),
    };
    format!("at {} by {by}", e.at)
}
