//! A stored game replayed: every position, the moves between them, each
//! position's alt text and the game's state in words.
//!
//! Positions come from replaying the stored game from its seed
//! ([`GameRecord::replay`]): position 0 is the start, position `k` follows
//! the `k`-th logged action that changes the board (the table's `end` does
//! not). Only the render crate's pictures and alt texts of those positions,
//! the logged moves' notation and the players' names reach a page: a game in
//! play is replayed with its secrets (its positions need them) but an
//! unfinished position's picture never shows one, and nothing else of its
//! state (the record's `state`, secrets or final position) is ever written.

use super::common::{player_name, Words};
use crate::replay::GameRecord;
use crate::store::{GameResult, LogEntry, SessionRecord, Status};
use crate::web::reader::WebError;
use parlor_games::i18n::Locale;
use parlor_games::msg;
use parlor_games::{AnyGame, GameKind, Seat};
use serde_json::json;

/// One logged action as the move list shows it.
pub struct Move {
    /// The seat that acted.
    pub seat: u8,
    /// Its notation (`11-15`, `resign`).
    pub text: String,
}

/// A game replayed: every position, the moves between them, and the alt
/// text of each position in one language.
pub struct Replayed {
    /// The game's id.
    pub id: i64,
    /// Which game.
    pub kind: GameKind,
    /// Whether it is over (downloads, long caching).
    pub finished: bool,
    /// Its record's last change, ply, log length and end: a live game's
    /// kept replay is stale once it differs.
    pub version: (crate::clock::Millis, u32, usize, bool),
    /// The players' names by seat (as the pictures write them).
    pub names: Vec<String>,
    /// The players by seat (member ids for links; Parlor's levels).
    pub players: Vec<crate::store::Player>,
    /// The table options as typed.
    pub options: String,
    /// Every position, the start first. Never serialised: a live game's
    /// positions hold its secrets.
    positions: Vec<AnyGame>,
    /// `moves[k - 1]` leads to position `k`.
    pub moves: Vec<Move>,
    /// Each position's alt text.
    pub alts: Vec<String>,
    /// The game's state in words.
    pub status: String,
    /// When it finished (finished games).
    pub finished_at: Option<crate::clock::Millis>,
    /// The record, for the move file and the GIF: finished games only.
    record: Option<GameRecord>,
    /// The language of the alt texts and the status.
    pub locale: Locale,
}

impl Replayed {
    /// Positions shown after the start (the last position's number).
    pub fn plies(&self) -> usize {
        self.positions.len().saturating_sub(1)
    }

    fn names(&self) -> Vec<&str> {
        self.names.iter().map(String::as_str).collect()
    }

    /// Position `n`'s board as an SVG document.
    pub fn svg(&self, n: usize) -> Option<String> {
        self.positions
            .get(n)
            .map(|g| parlor_render::svg(g, &self.names(), self.locale))
    }

    /// The last position's PNG.
    pub fn png(&self) -> Option<Vec<u8>> {
        self.positions
            .last()
            .map(|g| parlor_render::picture(g, &self.names(), self.locale))
    }

    /// The board's size in pixels at position `n`.
    pub fn size(&self, n: usize) -> (u32, u32) {
        self.positions
            .get(n)
            .map(|g| {
                let scene = parlor_render::scene(g, &self.names(), self.locale);
                (scene.width, scene.height)
            })
            .unwrap_or((0, 0))
    }

    /// The move file (finished games only): its name and text.
    pub fn file(&self) -> Option<(String, String)> {
        let record = self.record.as_ref()?;
        let last = self.positions.last()?;
        Some((record.file_name(), record.to_text(last)))
    }

    /// The GIF of every position (finished games of turns only).
    pub fn gif(&self) -> Option<Vec<u8>> {
        let record = self.record.as_ref()?;
        crate::replay::animation(record, self.locale)
            .ok()
            .map(|(gif, _, _)| gif)
    }

    /// A seat's colour or name in the game ("Black").
    pub fn seat_word(&self, seat: u8) -> String {
        crate::i18n::tr(self.locale, &parlor_games::i18n::seat(self.kind.name(), seat as usize))
    }

    /// The seat's player's name.
    fn name_of(&self, seat: u8) -> String {
        self.players
            .get(seat as usize)
            .map(|p| player_name(self.locale, p))
            .unwrap_or_default()
    }
}

/// What a game's page needs from the store.
pub struct Stored {
    /// The session.
    pub record: SessionRecord,
    /// Its move log.
    pub log: Vec<LogEntry>,
    /// Its result, when finished.
    pub result: Option<GameResult>,
}

/// What tells a stored game's changes apart.
pub fn version(stored: &Stored) -> (crate::clock::Millis, u32, usize, bool) {
    (
        stored.record.updated_at,
        stored.record.ply,
        stored.log.len(),
        stored.record.status == Status::Finished,
    )
}

/// Replays a stored game (on a blocking thread).
pub fn replay(stored: Stored, locale: Locale) -> Result<Replayed, WebError> {
    let version = version(&stored);
    let Stored { record, log, result } = stored;
    let kind = GameKind::from_name(&record.game).ok_or(WebError::NotFound)?;
    let finished = record.status == Status::Finished;
    let names: Vec<String> = record.seats.iter().map(|p| p.name.as_str().to_string()).collect();
    let termination = result.as_ref().map(|r| r.reason.clone()).unwrap_or_default();
    let saved = record
        .state
        .as_ref()
        .and_then(|s| s.value().ok())
        .ok_or(WebError::NotFound)?;
    let current = AnyGame::restore(kind, &saved).map_err(|_| WebError::NotFound)?;
    let mut positions = Vec::new();
    let mut moves = Vec::new();
    let mut kept_record = None;
    if kind.is_table() {
        // A Crown and Anchor table has no moves: its table as it stands.
        positions.push(current);
    } else {
        let game_record = GameRecord::from_store(&record, &log, &termination).ok_or(WebError::NotFound)?;
        let replayed = game_record.replay(|g| positions.push(g.clone()));
        match replayed {
            Ok(_) => {
                moves = log
                    .iter()
                    .filter(|e| e.notation != "end")
                    .map(|e| Move {
                        seat: e.seat,
                        text: e.notation.clone(),
                    })
                    .collect();
            }
            Err(e) => {
                // A game that does not replay shows where it stands.
                tracing::warn!(id = record.id, "game does not replay for its page: {e}");
                positions = vec![current];
            }
        }
        if finished {
            kept_record = Some(game_record);
        }
    }
    let borrowed: Vec<&str> = names.iter().map(String::as_str).collect();
    let alts = positions
        .iter()
        .map(|g| parlor_render::alt_text(g, &borrowed, locale))
        .collect();
    let mut replayed = Replayed {
        id: record.id,
        kind,
        finished,
        version,
        names,
        players: record.seats.clone(),
        options: record.options.clone(),
        positions,
        moves,
        alts,
        status: String::new(),
        finished_at: finished.then_some(record.updated_at),
        record: kept_record,
        locale,
    };
    replayed.status = status(&replayed, result.as_ref());
    Ok(replayed)
}

/// The game's state in words: whose turn, or how it ended.
fn status(game: &Replayed, result: Option<&GameResult>) -> String {
    let t = Words(game.locale);
    let seat_msg = |seat: u8| (game.name_of(seat), game.seat_word(seat));
    if game.finished {
        // The store keeps the winner's member id; the seat is the last
        // position's winner, else the seat that member held.
        let winner_seat = match game.positions.last().map(AnyGame::outcome) {
            Some(parlor_games::Outcome::Won(Seat(seat))) => Some(seat),
            _ => result.and_then(|r| {
                r.winner_seat.or_else(|| {
                    let winner = r.winner?;
                    game.players.iter().position(|p| p.id == winner).map(|i| i as u8)
                })
            }),
        };
        return match result {
            Some(r) if r.outcome == "won" => match winner_seat {
                Some(seat) => {
                    let (name, seat) = seat_msg(seat);
                    t.m(&msg!("web-page-status-won", name = name, seat = seat))
                }
                None => t.w("web-page-status-ended"),
            },
            Some(r) if r.outcome == "draw" => t.w("web-page-status-draw"),
            _ => t.w("web-page-status-ended"),
        };
    }
    match game.positions.last().and_then(|g| g.turns()).and_then(|g| g.to_act()) {
        Some(Seat(seat)) => {
            let (name, seat) = seat_msg(seat);
            t.m(&msg!("web-page-status-turn", name = name, seat = seat))
        }
        None => t.w("web-page-status-live"),
    }
}

/// The live event's data for a replayed game.
pub fn payload(game: &Replayed) -> serde_json::Value {
    let moves: Vec<serde_json::Value> = game
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            json!({
                "ply": i + 1,
                "seat": game.seat_word(m.seat),
                "text": m.text,
                "alt": game.alts.get(i + 1).cloned().unwrap_or_default(),
            })
        })
        .collect();
    json!({
        "plies": game.plies(),
        "moves": moves,
        "status": game.status,
        "over": game.finished,
    })
}
