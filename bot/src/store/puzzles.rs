//! Puzzles (issue 35): the puzzles a server may be given (the built-in set and
//! those mined from its own finished games), the members' tries, each
//! server's daily puzzle and whether it was posted. Written once over [`Db`];
//! the two writes that need a transaction (a mined game's puzzles, a daily
//! post) are run in one by each store.
//!
//! A puzzle's JSON holds its solution: only the table reads it, to judge an
//! answer or show the solution once the member gave up or finished.

use super::db::{first, params, scalar, Db, Row};
use super::error::StoreError;
use super::model::{Attempt, AttemptState, NewPuzzle, OutboxPost, Store, StoredPuzzle};
use crate::clock::Millis;

const ATTEMPT: &str =
    "SELECT a.id, a.server, a.member, a.puzzle_id, p.game, a.day, a.steps, a.state, a.started_at, a.ended_at
     FROM puzzle_attempts a JOIN puzzles p ON p.id = a.puzzle_id";

fn attempt(row: &Row) -> Result<Attempt, StoreError> {
    let state: String = row.get(7)?;
    Ok(Attempt {
        id: row.get(0)?,
        server: row.get(1)?,
        member: row.get(2)?,
        puzzle: row.get(3)?,
        game: row.get(4)?,
        day: row.get(5)?,
        steps: row.get(6)?,
        state: AttemptState::parse(&state)
            .ok_or_else(|| super::db::corrupt(format!("a puzzle try's state is {state:?}")))?,
        started_at: row.get(8)?,
        ended_at: row.get(9)?,
    })
}

/// Stores `puzzles` (each once, by its key) for `server` (`None`: the
/// built-in set); with `session`, the game they were mined from, marked as
/// mined in the same transaction — and when it already was (another process
/// mined it first), nothing is written. The puzzles newly stored.
pub(super) fn add(
    tx: &mut dyn Db,
    server: Option<&str>,
    session: Option<i64>,
    puzzles: &[NewPuzzle],
    at: Millis,
) -> Result<usize, StoreError> {
    if let Some(session) = session {
        let marked = tx.execute(
            "INSERT INTO puzzle_mined (session_id, server, found, at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (session_id) DO NOTHING",
            params![session, server.unwrap_or_default(), puzzles.len() as i64, at],
        )?;
        if marked == 0 {
            return Ok(0);
        }
    }
    let mut added = 0;
    for p in puzzles {
        added += tx.execute(
            "INSERT INTO puzzles (key, server, game, puzzle, session_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
             ON CONFLICT (key) DO NOTHING",
            params![p.key, server, p.game, p.puzzle, session, at],
        )? as usize;
    }
    Ok(added)
}

/// Finished games with a server not mined yet, oldest first, at most
/// `limit`: (session, server, game).
pub(super) fn unmined(db: &mut dyn Db, limit: u32) -> Result<Vec<(i64, String, String)>, StoreError> {
    db.query(
        "SELECT r.session_id, r.server, r.game FROM results r
         WHERE r.server <> '' AND NOT EXISTS (SELECT 1 FROM puzzle_mined m WHERE m.session_id = r.session_id)
         ORDER BY r.session_id LIMIT ?1",
        params![limit],
    )?
    .iter()
    .map(|r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
    .collect()
}

/// One stored puzzle.
pub(super) fn puzzle(db: &mut dyn Db, id: i64) -> Result<Option<StoredPuzzle>, StoreError> {
    first(
        db,
        "SELECT id, server, game, puzzle, session_id FROM puzzles WHERE id = ?1",
        params![id],
    )?
    .map(|r| {
        Ok(StoredPuzzle {
            id: r.get(0)?,
            server: r.get(1)?,
            game: r.get(2)?,
            puzzle: r.get(3)?,
            session: r.get(4)?,
        })
    })
    .transpose()
}

/// The puzzles `server` may give (its own and the built-in set), of `game`
/// only if given, that `member` has not tried there: (id, game, whether it is
/// the server's own), the server's own first, then by id; at most `limit`.
pub(super) fn untried(
    db: &mut dyn Db,
    server: &str,
    member: u64,
    game: Option<&str>,
    limit: u32,
) -> Result<Vec<(i64, String, bool)>, StoreError> {
    let tried = "NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                             WHERE a.server = ?1 AND a.member = ?2 AND a.puzzle_id = p.id)";
    let rows = match game {
        Some(game) => db.query(
            &format!(
                "SELECT p.id, p.game, p.server FROM puzzles p
                 WHERE (p.server = ?1 OR p.server IS NULL) AND p.game = ?3 AND {tried}
                 ORDER BY CASE WHEN p.server IS NULL THEN 1 ELSE 0 END, p.id LIMIT ?4"
            ),
            params![server, member, game, limit],
        )?,
        None => db.query(
            &format!(
                "SELECT p.id, p.game, p.server FROM puzzles p
                 WHERE (p.server = ?1 OR p.server IS NULL) AND {tried}
                 ORDER BY CASE WHEN p.server IS NULL THEN 1 ELSE 0 END, p.id LIMIT ?3"
            ),
            params![server, member, limit],
        )?,
    };
    rows.iter()
        .map(|r| Ok((r.get(0)?, r.get(1)?, r.get::<Option<String>>(2)?.is_some())))
        .collect()
}

/// The puzzles of `game` `server` may give that were never its daily puzzle:
/// (id, whether it is the server's own), by id.
pub(super) fn daily_candidates(db: &mut dyn Db, server: &str, game: &str) -> Result<Vec<(i64, bool)>, StoreError> {
    db.query(
        "SELECT p.id, p.server FROM puzzles p
         WHERE (p.server = ?1 OR p.server IS NULL) AND p.game = ?2
           AND NOT EXISTS (SELECT 1 FROM puzzle_dailies d WHERE d.server = ?1 AND d.puzzle_id = p.id)
         ORDER BY p.id",
        params![server, game],
    )?
    .iter()
    .map(|r| Ok((r.get(0)?, r.get::<Option<String>>(1)?.is_some())))
    .collect()
}

/// The daily puzzle of `server` on `day`, if chosen.
pub(super) fn daily(db: &mut dyn Db, server: &str, day: i64) -> Result<Option<i64>, StoreError> {
    scalar(
        db,
        "SELECT puzzle_id FROM puzzle_dailies WHERE server = ?1 AND day = ?2",
        params![server, day],
    )
}

/// Makes `puzzle` the daily puzzle of `server` on `day` unless one was
/// chosen already (by another process too): the one that stands.
pub(super) fn choose_daily(
    db: &mut dyn Db,
    server: &str,
    day: i64,
    puzzle: i64,
    at: Millis,
) -> Result<i64, StoreError> {
    db.execute(
        "INSERT INTO puzzle_dailies (server, day, puzzle_id, chosen_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (server, day) DO NOTHING",
        params![server, day, puzzle, at],
    )?;
    Ok(daily(db, server, day)?.unwrap_or(puzzle))
}

/// Marks `server`'s daily puzzle of `day` posted and stores its post, in the
/// caller's transaction: `false` (nothing written) when it was posted already.
pub(super) fn post_daily(
    tx: &mut dyn Db,
    server: &str,
    day: i64,
    post: &OutboxPost,
    at: Millis,
) -> Result<bool, StoreError> {
    let marked = tx.execute(
        "UPDATE puzzle_dailies SET posted_at = ?3 WHERE server = ?1 AND day = ?2 AND posted_at IS NULL",
        params![server, day, at],
    )?;
    if marked == 0 {
        return Ok(false);
    }
    super::outbox::write_posts(tx, std::slice::from_ref(post), at)?;
    Ok(true)
}

/// Gives `member` `puzzle` on `server` (a daily of `day`, if given): the
/// try's id, or `None` when they have one open already or tried that day's
/// daily (the unique indexes say so, also across processes).
pub(super) fn start(
    db: &mut dyn Db,
    server: &str,
    member: u64,
    puzzle: i64,
    day: Option<i64>,
    at: Millis,
) -> Result<Option<i64>, StoreError> {
    let row = first(
        db,
        "INSERT INTO puzzle_attempts (server, member, puzzle_id, day, steps, state, started_at)
         VALUES (?1, ?2, ?3, ?4, 0, 'open', ?5)
         ON CONFLICT DO NOTHING RETURNING id",
        params![server, member, puzzle, day, at],
    )?;
    row.map(|r| r.get(0)).transpose()
}

/// `member`'s open try on `server`, if any.
pub(super) fn open(db: &mut dyn Db, server: &str, member: u64) -> Result<Option<Attempt>, StoreError> {
    first(
        db,
        &format!("{ATTEMPT} WHERE a.server = ?1 AND a.member = ?2 AND a.state = 'open'"),
        params![server, member],
    )?
    .as_ref()
    .map(attempt)
    .transpose()
}

/// `member`'s try at `server`'s daily puzzle of `day`, if any.
pub(super) fn daily_attempt(
    db: &mut dyn Db,
    server: &str,
    member: u64,
    day: i64,
) -> Result<Option<Attempt>, StoreError> {
    first(
        db,
        &format!("{ATTEMPT} WHERE a.server = ?1 AND a.member = ?2 AND a.day = ?3"),
        params![server, member, day],
    )?
    .as_ref()
    .map(attempt)
    .transpose()
}

/// Every try of `member` on `server`, oldest first.
pub(super) fn attempts(db: &mut dyn Db, server: &str, member: u64) -> Result<Vec<Attempt>, StoreError> {
    db.query(
        &format!("{ATTEMPT} WHERE a.server = ?1 AND a.member = ?2 ORDER BY a.id"),
        params![server, member],
    )?
    .iter()
    .map(attempt)
    .collect()
}

/// Moves an open try on from `done` steps to `steps` in `state`: `false`
/// when it is no longer open at `done` (an answer already counted).
pub(super) fn advance(
    db: &mut dyn Db,
    id: i64,
    done: u32,
    steps: u32,
    state: AttemptState,
    at: Millis,
) -> Result<bool, StoreError> {
    let ended = (state != AttemptState::Open).then_some(at);
    Ok(db.execute(
        "UPDATE puzzle_attempts SET steps = ?3, state = ?4, ended_at = ?5
         WHERE id = ?1 AND steps = ?2 AND state = 'open'",
        params![id, done, steps, state.as_str(), ended],
    )? == 1)
}

/// The servers whose `puzzle_channel` setting names a channel.
pub(super) fn channel_servers(db: &mut dyn Db) -> Result<Vec<String>, StoreError> {
    db.query(
        "SELECT server FROM server_settings WHERE setting = 'puzzle_channel' AND value IS NOT NULL
         ORDER BY server",
        params![],
    )?
    .iter()
    .map(|r| r.get(0))
    .collect()
}

/// The store's puzzle methods that need no transaction of their own, the same
/// in both stores (`Store` impls invoke it).
macro_rules! puzzle_reads {
    () => {
        fn unmined_games(&mut self, limit: u32) -> Result<Vec<(i64, String, String)>, StoreError> {
            puzzles::unmined(&mut self.db(), limit)
        }

        fn puzzle(&mut self, id: i64) -> Result<Option<StoredPuzzle>, StoreError> {
            puzzles::puzzle(&mut self.db(), id)
        }

        fn untried_puzzles(
            &mut self,
            server: &str,
            member: u64,
            game: Option<&str>,
            limit: u32,
        ) -> Result<Vec<(i64, String, bool)>, StoreError> {
            puzzles::untried(&mut self.db(), server, member, game, limit)
        }

        fn daily_candidates(&mut self, server: &str, game: &str) -> Result<Vec<(i64, bool)>, StoreError> {
            puzzles::daily_candidates(&mut self.db(), server, game)
        }

        fn daily_puzzle(&mut self, server: &str, day: i64) -> Result<Option<i64>, StoreError> {
            puzzles::daily(&mut self.db(), server, day)
        }

        fn choose_daily(&mut self, server: &str, day: i64, puzzle: i64, at: Millis) -> Result<i64, StoreError> {
            puzzles::choose_daily(&mut self.db(), server, day, puzzle, at)
        }

        fn start_attempt(
            &mut self,
            server: &str,
            member: u64,
            puzzle: i64,
            day: Option<i64>,
            at: Millis,
        ) -> Result<Option<i64>, StoreError> {
            puzzles::start(&mut self.db(), server, member, puzzle, day, at)
        }

        fn open_attempt(&mut self, server: &str, member: u64) -> Result<Option<Attempt>, StoreError> {
            puzzles::open(&mut self.db(), server, member)
        }

        fn daily_attempt(&mut self, server: &str, member: u64, day: i64) -> Result<Option<Attempt>, StoreError> {
            puzzles::daily_attempt(&mut self.db(), server, member, day)
        }

        fn attempts(&mut self, server: &str, member: u64) -> Result<Vec<Attempt>, StoreError> {
            puzzles::attempts(&mut self.db(), server, member)
        }

        fn advance_attempt(
            &mut self,
            id: i64,
            done: u32,
            steps: u32,
            state: AttemptState,
            at: Millis,
        ) -> Result<bool, StoreError> {
            puzzles::advance(&mut self.db(), id, done, steps, state, at)
        }

        fn puzzle_channel_servers(&mut self) -> Result<Vec<String>, StoreError> {
            puzzles::channel_servers(&mut self.db())
        }
    };
}

pub(super) use puzzle_reads;

/// A puzzle's content key: the SHA-256 of the server it belongs to (none for
/// the built-in set) and its JSON, so a position mined twice on a server is
/// stored once, and each server keeps its own.
pub fn content_key(server: Option<&str>, json: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(server.unwrap_or("built-in").as_bytes());
    hash.update(b"\n");
    hash.update(json.as_bytes());
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// `puzzles` (mined for `server`, or the built-in set with `None`) as rows
/// to store.
pub fn rows_of(server: Option<&str>, puzzles: &[parlor_games::ai::puzzle::Puzzle]) -> Vec<NewPuzzle> {
    puzzles
        .iter()
        .filter_map(|p| {
            let json = serde_json::to_string(p).ok()?;
            Some(NewPuzzle {
                key: content_key(server, &json),
                game: p.game.clone(),
                puzzle: json,
            })
        })
        .collect()
}

/// Stores the built-in set (`games/puzzles/built-in.json`) once: a puzzle
/// already stored is left as it is, so every start may call it.
pub fn load_built_in(store: &mut dyn Store) -> Result<usize, StoreError> {
    let rows = rows_of(None, parlor_games::ai::puzzle::built_in());
    if rows.is_empty() {
        return Ok(0);
    }
    store.add_puzzles(None, None, &rows, 0)
}
