//! A finished game as a record anyone can check (issue 19).
//!
//! [`GameRecord`] is what a replay needs: the game, its options and seed, the
//! players, the secret picks (revealed: the game is over), and every logged
//! action. [`GameRecord::to_text`] writes it as a file — PDN for checkers, tags
//! and one numbered line per action (the game's own notation) for the rest —
//! and [`GameRecord::parse`] reads such a file back. [`GameRecord::replay`]
//! plays it from the seed, position by position; the file's `Final` tag is the
//! SHA-256 of the final position the bot stored, so `parlor replay FILE` checks
//! that the moves lead exactly there. [`animation`] draws every position into
//! one animated GIF.

use crate::clock::Millis;
use crate::store::{LogEntry, SessionRecord};
use parlor_games::ai::review::AnyPly;
use parlor_games::i18n::Locale;
use parlor_games::{AnyGame, GameKind, Outcome, Seat, SecretError, SeededRng};
use sha2::{Digest, Sha256};
use std::fmt::Write as _;

/// What a replay of one game needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The session's id (`/replay id:`).
    pub id: i64,
    /// Which game.
    pub kind: GameKind,
    /// The table options as typed.
    pub options: String,
    /// The session seed: the game's dealing and dice come from it.
    pub seed: u64,
    /// The players' names, by seat.
    pub players: Vec<String>,
    /// Secret picks by seat (Trespass), shown because the game is over.
    pub secrets: Vec<(Seat, u8)>,
    /// Every logged action: the seat and its notation (or `resign`, `draw`,
    /// `claim`, `end`).
    pub moves: Vec<(Seat, String)>,
    /// When the game finished.
    pub finished_at: Millis,
    /// Why it ended, in words, as the bot recorded it.
    pub termination: String,
    /// SHA-256 of the final position the bot stored, if known.
    pub final_position: Option<String>,
}

/// Why a game cannot be replayed.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The file is not a game record.
    #[error("line {line}: {why}")]
    Syntax {
        /// The line, from 1.
        line: usize,
        /// What is wrong with it.
        why: String,
    },
    /// The game could not be started from the record.
    #[error("the game does not start from its record: {0}")]
    Start(String),
    /// A logged action is not legal where it stands.
    #[error("action {ply} ({notation}) does not replay: {why}")]
    Action {
        /// Its number, from 1.
        ply: usize,
        /// The notation.
        notation: String,
        /// The game's refusal.
        why: String,
    },
    /// A Crown and Anchor table is no game of moves.
    #[error("{0} has no moves to replay")]
    NotTurns(&'static str),
}

/// The notation of the actions the table logs besides moves.
const META: [&str; 4] = ["resign", "draw", "claim", "end"];

/// SHA-256 of a game's whole state (its saved JSON), in hex: equal exactly when
/// two games are.
pub fn fingerprint(game: &AnyGame) -> String {
    let digest = Sha256::digest(game.save().to_string().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

/// A seat's name in `kind` ("Black"), or "Seat 3" where the game has none.
fn seat_name(kind: GameKind, seat: Seat) -> String {
    kind.seat_names()
        .get(seat.index())
        .map_or_else(|| format!("Seat {}", seat.0 + 1), |s| s.to_string())
}

fn seat_named(kind: GameKind, players: usize, name: &str) -> Option<Seat> {
    (0..players as u8)
        .map(Seat)
        .find(|&s| seat_name(kind, s).eq_ignore_ascii_case(name.trim()))
}

/// A tag's value with `"` and `\` escaped.
fn quoted(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"")
}

impl GameRecord {
    /// The record of a stored game: its session and move log. `None` for a
    /// session with no game (a challenge declined or expired).
    pub fn from_store(record: &SessionRecord, log: &[LogEntry], termination: &str) -> Option<GameRecord> {
        let kind = GameKind::from_name(&record.game)?;
        let state = record.state.as_ref()?.value().ok()?;
        let last = AnyGame::restore(kind, &state).ok()?;
        let players = record.seats.len();
        let secrets = last
            .turns()
            .map(|g| {
                (0..players as u8)
                    .filter_map(|s| Some((Seat(s), g.secrets()?.secret(Seat(s))?)))
                    .collect()
            })
            .unwrap_or_default();
        Some(GameRecord {
            id: record.id,
            kind,
            options: record.options.clone(),
            seed: record.seed,
            players: record.seats.iter().map(|p| p.name.as_str().to_string()).collect(),
            secrets,
            moves: log.iter().map(|e| (Seat(e.seat), e.notation.clone())).collect(),
            finished_at: record.updated_at,
            termination: termination.to_string(),
            final_position: Some(fingerprint(&last)),
        })
    }

    /// Plays the record from its seed, calling `each` with the starting position
    /// and the position after every action that changes it; returns the final one.
    pub fn replay(&self, each: impl FnMut(&AnyGame)) -> Result<AnyGame, ReplayError> {
        self.play_through(each, |_, _, _, _| {})
    }

    /// The moves of the record as turns to review (issue 35): each logged move
    /// (meta actions — `resign`, `draw`, `claim`, `end` — are not moves) with the
    /// position before it, as [`GameRecord::replay`] reaches it (the secrets set
    /// at the start; the review reads them only for the mover's own seat), and
    /// the final position. Each ply comes with its move number in the log (1 is
    /// the first logged action, as the move list's file numbers them).
    pub fn plies(&self) -> Result<(Vec<(usize, AnyPly)>, AnyGame), ReplayError> {
        let mut plies = Vec::new();
        let last = self.play_through(
            |_| {},
            |number, before, seat, notation| {
                plies.push((
                    number,
                    AnyPly {
                        before: before.clone(),
                        seat,
                        played: notation.to_string(),
                    },
                ))
            },
        )?;
        Ok((plies, last))
    }

    /// [`GameRecord::replay`], calling `before_move` with the position before
    /// each logged move (not the meta actions), its seat and its notation.
    fn play_through(
        &self,
        mut each: impl FnMut(&AnyGame),
        mut before_move: impl FnMut(usize, &AnyGame, Seat, &str),
    ) -> Result<AnyGame, ReplayError> {
        if self.kind.is_table() {
            return Err(ReplayError::NotTurns(self.kind.title()));
        }
        let mut rng = SeededRng::from_state(self.seed);
        let mut game = AnyGame::new(self.kind, &self.options, self.players.len(), &mut rng)
            .map_err(|e| ReplayError::Start(e.to_string()))?;
        let turns = game.turns_mut().ok_or(ReplayError::NotTurns(self.kind.title()))?;
        for &(seat, number) in &self.secrets {
            (turns.secrets_mut().ok_or(SecretError::NoSecrets(self.kind.title())))
                .and_then(|secrets| secrets.set_secret(seat, number))
                .map_err(|e| ReplayError::Start(e.to_string()))?;
        }
        each(&game);
        for (i, (seat, notation)) in self.moves.iter().enumerate() {
            let turns = game.turns_mut().ok_or(ReplayError::NotTurns(self.kind.title()))?;
            match notation.as_str() {
                "resign" => drop(turns.resign(*seat)),
                "draw" => drop(turns.agree_draw()),
                "claim" => {
                    if let Some(late) = turns.to_act() {
                        drop(match turns.seats_out_mut() {
                            Some(out) => out.time_out(late),
                            None => turns.resign(late),
                        });
                    }
                }
                "end" => continue,
                text => {
                    before_move(i + 1, &game, *seat, text);
                    let turns = game.turns_mut().ok_or(ReplayError::NotTurns(self.kind.title()))?;
                    turns.play(*seat, text, &mut rng).map_err(|e| ReplayError::Action {
                        ply: i + 1,
                        notation: notation.clone(),
                        why: e.to_string(),
                    })?;
                }
            }
            each(&game);
        }
        Ok(game)
    }

    /// The file's name: `game-12.pdn` for checkers, `game-12.txt` otherwise.
    pub fn file_name(&self) -> String {
        let extension = if self.kind == GameKind::Checkers { "pdn" } else { "txt" };
        format!("game-{}.{extension}", self.id)
    }

    /// The record as a file: tags, then the moves. `last` is the final position
    /// (from [`GameRecord::replay`]), for the result.
    pub fn to_text(&self, last: &AnyGame) -> String {
        let checkers = self.kind == GameKind::Checkers;
        let outcome = last.outcome();
        let mut out = String::new();
        let mut tag = |key: &str, value: &str| {
            let _ = writeln!(out, "[{key} \"{}\"]", quoted(value));
        };
        tag("Event", &format!("Parlor game #{}", self.id));
        tag("Site", "Parlor on Discord");
        let date = chrono::DateTime::from_timestamp_millis(self.finished_at)
            .map_or_else(|| "????.??.??".to_string(), |d| d.format("%Y.%m.%d").to_string());
        tag("Date", &date);
        if checkers {
            // PDN's code for English draughts (checkers).
            tag("GameType", "21");
        }
        tag("Game", self.kind.name());
        tag("Players", &self.players.len().to_string());
        for (i, name) in self.players.iter().enumerate() {
            tag(&seat_name(self.kind, Seat(i as u8)), name);
        }
        tag("Options", &self.options);
        tag("Seed", &self.seed.to_string());
        for &(seat, number) in &self.secrets {
            tag("Secret", &format!("{} {number}", seat_name(self.kind, seat)));
        }
        let result = match (checkers, outcome) {
            (true, Outcome::Won(Seat(0))) => "1-0".to_string(),
            (true, Outcome::Won(_)) => "0-1".to_string(),
            (true, Outcome::Draw) => "1/2-1/2".to_string(),
            (_, Outcome::Ongoing) => "*".to_string(),
            (false, Outcome::Won(seat)) => format!("{} wins", seat_name(self.kind, seat)),
            (false, Outcome::Draw) => "draw".to_string(),
        };
        tag("Result", &result);
        if !self.termination.is_empty() {
            tag("Termination", &self.termination);
        }
        if let Some(hash) = &self.final_position {
            tag("Final", hash);
        }
        out.push('\n');
        if checkers {
            out.push_str(&self.pdn_moves(&result));
        } else {
            for (i, (seat, notation)) in self.moves.iter().enumerate() {
                let _ = writeln!(out, "{}. {}: {notation}", i + 1, seat_name(self.kind, *seat));
            }
        }
        out
    }

    /// Checkers' movetext: numbered pairs, the table's other actions as
    /// comments (`{resign White}`), the result last; lines of about 80.
    fn pdn_moves(&self, result: &str) -> String {
        let mut words = Vec::new();
        let mut number = 0;
        for (seat, notation) in &self.moves {
            if META.contains(&notation.as_str()) {
                words.push(format!("{{{notation} {}}}", seat_name(self.kind, *seat)));
            } else if *seat == Seat(0) || number == 0 {
                number += 1;
                let dots = if *seat == Seat(0) { "." } else { "..." };
                words.push(format!("{number}{dots} {notation}"));
            } else {
                words.push(notation.clone());
            }
        }
        words.push(result.to_string());
        let mut out = String::new();
        let mut line = String::new();
        for word in words {
            if !line.is_empty() && line.len() + word.len() >= 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }

    /// Reads a file [`GameRecord::to_text`] wrote.
    pub fn parse(text: &str) -> Result<GameRecord, ReplayError> {
        let mut tags: Vec<(String, String, usize)> = Vec::new();
        let mut body = Vec::new();
        for (i, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if body.is_empty() && trimmed.starts_with('[') {
                tags.push(
                    tag_of(trimmed)
                        .map(|(k, v)| (k, v, i + 1))
                        .ok_or_else(|| ReplayError::Syntax {
                            line: i + 1,
                            why: "a tag is written [Name \"value\"]".into(),
                        })?,
                );
            } else if !trimmed.is_empty() {
                body.push((i + 1, trimmed));
            }
        }
        let find = |key: &str| tags.iter().find(|(k, _, _)| k == key).map(|(_, v, _)| v.as_str());
        let missing = |key: &str| ReplayError::Syntax {
            line: 1,
            why: format!("the [{key} \"…\"] tag is missing"),
        };
        let kind_name = find("Game").ok_or_else(|| missing("Game"))?;
        let kind = GameKind::from_name(kind_name).ok_or_else(|| ReplayError::Syntax {
            line: 1,
            why: format!("no game is called {kind_name}"),
        })?;
        let number = |key: &str| -> Result<u64, ReplayError> {
            let value = find(key).ok_or_else(|| missing(key))?;
            value.parse().map_err(|_| ReplayError::Syntax {
                line: 1,
                why: format!("[{key}] is not a number: {value}"),
            })
        };
        let seed = number("Seed")?;
        let count = number("Players")? as usize;
        let players = (0..count as u8)
            .map(|s| find(&seat_name(kind, Seat(s))).unwrap_or_default().to_string())
            .collect();
        let mut secrets = Vec::new();
        for (key, value, line) in &tags {
            if key == "Secret" {
                let (seat, n) = value
                    .rsplit_once(' ')
                    .and_then(|(seat, n)| Some((seat_named(kind, count, seat)?, n.parse().ok()?)))
                    .ok_or_else(|| ReplayError::Syntax {
                        line: *line,
                        why: format!("a secret is written [Secret \"Blue 3\"], not {value}"),
                    })?;
                secrets.push((seat, n));
            }
        }
        let mut record = GameRecord {
            id: find("Event")
                .and_then(|e| e.rsplit_once('#'))
                .and_then(|(_, n)| n.parse().ok())
                .unwrap_or(0),
            kind,
            options: find("Options").unwrap_or_default().to_string(),
            seed,
            players,
            secrets,
            moves: Vec::new(),
            finished_at: 0,
            termination: find("Termination").unwrap_or_default().to_string(),
            final_position: find("Final").map(str::to_string),
        };
        record.moves = if kind == GameKind::Checkers {
            record.parse_pdn(&body)?
        } else {
            record.parse_lines(&body)?
        };
        Ok(record)
    }

    /// `12. Green: d1-d2` lines.
    fn parse_lines(&self, body: &[(usize, &str)]) -> Result<Vec<(Seat, String)>, ReplayError> {
        body.iter()
            .map(|&(line, text)| {
                let bad = || ReplayError::Syntax {
                    line,
                    why: "an action is written like `12. Green: d1-d2`".into(),
                };
                let (_, rest) = text.split_once(". ").ok_or_else(bad)?;
                let (seat, notation) = rest.split_once(':').ok_or_else(bad)?;
                let seat = seat_named(self.kind, self.players.len(), seat).ok_or_else(bad)?;
                Ok((seat, notation.trim().to_string()))
            })
            .collect()
    }

    /// PDN movetext: the seat of a move is whoever is to move, so the game is
    /// played along as it is read.
    fn parse_pdn(&self, body: &[(usize, &str)]) -> Result<Vec<(Seat, String)>, ReplayError> {
        let mut rng = SeededRng::from_state(self.seed);
        let mut game = AnyGame::new(self.kind, &self.options, self.players.len(), &mut rng)
            .map_err(|e| ReplayError::Start(e.to_string()))?;
        let mut moves = Vec::new();
        for &(line, text) in body {
            let mut rest = text;
            while !rest.is_empty() {
                rest = rest.trim_start();
                if let Some(comment) = rest.strip_prefix('{') {
                    let (inside, after) = comment.split_once('}').ok_or_else(|| ReplayError::Syntax {
                        line,
                        why: "a comment { … } is not closed on its line".into(),
                    })?;
                    let mut words = inside.split_whitespace();
                    if let (Some(meta), Some(seat)) = (words.next(), words.next()) {
                        if let (true, Some(seat)) = (META.contains(&meta), seat_named(self.kind, 2, seat)) {
                            moves.push((seat, meta.to_string()));
                        }
                    }
                    rest = after;
                    continue;
                }
                let (word, after) = rest.split_at(rest.find(char::is_whitespace).unwrap_or(rest.len()));
                rest = after;
                let move_number = word.ends_with('.') && word.trim_end_matches('.').bytes().all(|b| b.is_ascii_digit());
                if move_number || ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
                    continue;
                }
                let seat = game
                    .turns()
                    .and_then(|g| g.to_act())
                    .ok_or_else(|| ReplayError::Syntax {
                        line,
                        why: format!("{word} comes after the game is over"),
                    })?;
                game.play(seat, word, &mut rng).map_err(|e| ReplayError::Action {
                    ply: moves.len() + 1,
                    notation: word.to_string(),
                    why: e.to_string(),
                })?;
                moves.push((seat, word.to_string()));
            }
        }
        Ok(moves)
    }
}

/// `[Name "value"]` as its name and unescaped value.
fn tag_of(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?;
    let (key, value) = inner.split_once(' ')?;
    let value = value.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        out.push(if c == '\\' { chars.next()? } else { c });
    }
    Some((key.to_string(), out))
}

/// Every position of a replay drawn and animated: the GIF's bytes, the final
/// game and how many positions it shows.
pub fn animation(record: &GameRecord, locale: Locale) -> Result<(Vec<u8>, AnyGame, usize), ReplayError> {
    let names: Vec<&str> = record.players.iter().map(String::as_str).collect();
    let mut pictures = Vec::new();
    let last = record.replay(|game| pictures.push(parlor_render::picture(game, &names, locale)))?;
    let gif = parlor_render::animation::animate(&pictures, Default::default())
        .map_err(|e| ReplayError::Start(format!("the animation failed: {e}")))?;
    Ok((gif, last, pictures.len()))
}

/// Reads game `id` from a database file, read-only (a running bot may hold it).
pub fn from_database(path: &std::path::Path, id: i64) -> anyhow::Result<GameRecord> {
    use anyhow::Context as _;
    use rusqlite::{Connection, OpenFlags, OptionalExtension};
    if !path.is_file() {
        anyhow::bail!("no database at {}", path.display());
    }
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .with_context(|| format!("cannot open {}", path.display()))?;
    let json: Option<String> = conn
        .query_row("SELECT record FROM sessions WHERE id = ?1", [id], |r| r.get(0))
        .optional()?;
    let record: SessionRecord =
        serde_json::from_str(&json.with_context(|| format!("there is no game #{id} in {}", path.display()))?)?;
    if record.status != crate::store::Status::Finished {
        anyhow::bail!("game #{id} is not over yet; its moves stay private until it is");
    }
    let log = crate::store::read_move_log(&conn, id)?;
    let reason: Option<String> = conn
        .query_row("SELECT reason FROM results WHERE session_id = ?1", [id], |r| r.get(0))
        .optional()?;
    GameRecord::from_store(&record, &log, &reason.unwrap_or_default())
        .with_context(|| format!("game #{id} never started, so it has no moves"))
}

/// What `parlor replay` found.
#[derive(Debug)]
pub struct Checked {
    /// The record replayed.
    pub record: GameRecord,
    /// The final position reached.
    pub last: AnyGame,
    /// Whether it is the final position the record names (`None`: it names none).
    pub matches: Option<bool>,
}

/// Replays a record and compares its end with the record's `Final` tag.
pub fn check(record: GameRecord) -> Result<Checked, ReplayError> {
    let last = record.replay(|_| {})?;
    let matches = record.final_position.as_ref().map(|want| *want == fingerprint(&last));
    Ok(Checked { record, last, matches })
}
