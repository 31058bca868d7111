//! `/review id:<n>` (issue 35): a finished game of this server judged move by
//! move by Parlor's searcher at its review budget
//! (`parlor_games::ai::review`), each move from what its player could know
//! then (every search determinizes from the mover's seat, so secrets revealed
//! at the end never inform a judgement).
//!
//! One review per game serves every asker: it reviews every seat's moves, is
//! stored (`Store::save_review`, its JSON a [`ReviewBody`]) and read back by
//! later requests and by the web page. Read-only for the game: declared
//! without the channel's lock, and the search runs with no lock held, neither
//! a channel's nor the store's. Two requests for one game at once compute it
//! once: the second waits at the game's gate ([`Table::reviewing`]) for the
//! first and then reads what it stored.
//!
//! The answer is public in the channel, as `/replay`'s: the game is over and
//! its moves are already public there. A player sees their own moves, a
//! spectator every player's; each player's accuracy is shown to everyone.

use super::api::{Attachment, Lazy, Refusal, Reply};
use super::base::{lock, Ctx, Table};
use super::rematch::versus;
use super::replay::{StoredGame, Unshown};
use super::text::{self, MESSAGE_LIMIT};
use crate::clock::Millis;
use crate::replay::{fingerprint, GameRecord, ReplayError};
use parlor_games::ai::review::{review_any, Label};
use parlor_games::i18n::{Locale, Msg};
use parlor_games::{msg, AnyGame, GameKind, Seat};
use parlor_render::review::{ChanceLine, ChartMark};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::HashMap;

/// The review method's version: its budget and formulas. A stored review of
/// another method is not read; the game is reviewed again.
pub const METHOD: u32 = 1;

/// How many of the moves that lost most the answer lists.
const WORST_LISTED: usize = 5;

/// How many of them get a picture.
const WORST_DRAWN: usize = 3;

/// A drop in winning chance below this many points is not listed among the
/// moves that lost most (the searcher's noise).
const LISTED_DROP: f64 = 1.0;

/// A stored review: every seat's moves of one game, judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewBody {
    /// The game (its registry name).
    pub game: String,
    /// Every judged move, in the game's order.
    pub moves: Vec<ReviewedMove>,
    /// Accuracy per seat index (0 to 100), `None` for a seat with no unforced
    /// move.
    pub accuracy: Vec<Option<f64>>,
}

/// One judged move of a [`ReviewBody`]. Chances are the mover's, 0 to 1, a
/// draw counting half.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewedMove {
    /// Its number in the game's move log (1 is the first logged action, as in
    /// the replay's move list); the actions of one Number One turn share it.
    pub ply: usize,
    /// The seat that moved.
    pub seat: u8,
    /// The move played, in notation.
    pub played: String,
    /// The best move the searcher found.
    pub best: String,
    /// The mover's winning chance before the move (the best move's).
    pub before: f64,
    /// The mover's winning chance after the played move.
    pub after: f64,
    /// `inaccuracy`, `mistake`, `blunder`, or none.
    pub label: Option<String>,
    /// Whether it was the only legal move (not counted in accuracy).
    pub forced: bool,
}

impl ReviewedMove {
    /// The drop in winning chance, in percentage points.
    pub fn drop(&self) -> f64 {
        ((self.before - self.after) * 100.0).max(0.0)
    }
}

impl ReviewBody {
    /// The stored JSON read back; `None` when it is not a review.
    pub fn parse(body: &str) -> Option<ReviewBody> {
        serde_json::from_str(body).ok()
    }

    /// The winning chance of each player over the game, for the chart: each
    /// mover's chance after each of their moves (with two players, the
    /// other's too: a draw counts half, so theirs is the rest), starting from
    /// the first move's chance before it. `names` by seat.
    pub fn chance_lines(&self, names: &[String]) -> Vec<ChanceLine> {
        let two = names.len() == 2;
        let mut lines: Vec<ChanceLine> = names
            .iter()
            .map(|name| ChanceLine {
                name: name.clone(),
                points: Vec::new(),
            })
            .collect();
        let mut point = |seat: usize, ply: usize, chance: f64| {
            if let Some(line) = lines.get_mut(seat) {
                line.points.push((ply as u32, chance.clamp(0.0, 1.0)));
            }
        };
        if let Some(first) = self.moves.first() {
            point(usize::from(first.seat), 0, first.before);
            if two {
                point(1 - usize::from(first.seat).min(1), 0, 1.0 - first.before);
            }
        }
        for m in &self.moves {
            point(usize::from(m.seat), m.ply, m.after);
            if two {
                point(1 - usize::from(m.seat).min(1), m.ply, 1.0 - m.after);
            }
        }
        for line in &mut lines {
            // One point per ply (a Number One turn's actions share their ply).
            line.points.dedup_by(|later, earlier| {
                if later.0 == earlier.0 {
                    earlier.1 = later.1;
                    true
                } else {
                    false
                }
            });
        }
        lines
    }
}

/// Reviews a finished game (issue 35): every seat's moves, at the review
/// budget, seeded from the session's seed. Pure and deterministic; it takes
/// from seconds to about twenty for a game of a hundred moves, so it runs
/// with no lock held.
pub fn review_record(game: &GameRecord) -> Result<ReviewBody, ReplayError> {
    let (plies, _) = game.plies()?;
    let numbers: Vec<usize> = plies.iter().map(|(n, _)| *n).collect();
    let plies: Vec<_> = plies.into_iter().map(|(_, p)| p).collect();
    let seats: Vec<Seat> = (0..game.players.len() as u8).map(Seat).collect();
    let (moves, accuracy) = review_any(&plies, &seats, review_seed(game.seed)).unwrap_or_default();
    Ok(ReviewBody {
        game: game.kind.name().to_string(),
        moves: moves
            .into_iter()
            .map(|m| {
                let j = m.reviewed.judgement;
                ReviewedMove {
                    ply: numbers.get(m.turn).copied().unwrap_or(m.turn + 1),
                    seat: m.reviewed.seat.0,
                    played: m.reviewed.played,
                    best: j.best,
                    before: round(j.before, 4),
                    after: round(j.after, 4),
                    label: j.label.map(|l| l.name().to_string()),
                    forced: j.forced,
                }
            })
            .collect(),
        accuracy: accuracy.into_iter().map(|a| a.map(|a| round(a, 1))).collect(),
    })
}

/// The review's seed: the session's, mixed so the searches do not replay the
/// game's own dice.
fn review_seed(session_seed: u64) -> u64 {
    session_seed ^ 0x5245_5649_4557_0035
}

fn round(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

/// A percentage as the language writes it: "62%", "62 %".
fn percent(chance: f64, locale: Locale) -> String {
    let n = (chance * 100.0).round() as i64;
    match locale {
        Locale::Fr => format!("{n}\u{a0}%"),
        Locale::En | Locale::Es => format!("{n}%"),
    }
}

/// An accuracy with one decimal as the language writes decimals.
fn decimal(x: f64, locale: Locale) -> String {
    let shown = format!("{x:.1}");
    match locale {
        Locale::En => shown,
        Locale::Es | Locale::Fr => shown.replace('.', ","),
    }
}

/// A label in the reader's words.
fn label_msg(label: &str) -> Msg {
    match label {
        "blunder" => msg!("review-label-blunder"),
        "mistake" => msg!("review-label-mistake"),
        _ => msg!("review-label-inaccuracy"),
    }
}

impl Table {
    /// How many game reviews this table has made since it opened (searched,
    /// not read back from the store): what shows that a stored review is read.
    pub fn reviews_made(&self) -> u64 {
        self.reviews_made.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The stored review of `game` (id `id`), or a new one made and stored at
    /// `now`: (the review, when it was made). No channel lock is held; the
    /// store is held only to read and to write. Two requests for one game at
    /// once: the second waits at the game's gate for the first, then reads
    /// what it stored.
    fn review_of(&self, id: i64, game: &GameRecord, now: Millis) -> Result<(ReviewBody, Millis), Refusal> {
        if let Some(found) = self.stored_review(id)? {
            return Ok(found);
        }
        let gate = lock(&self.reviewing).entry(id).or_default().clone();
        let _turn = lock(&gate);
        // Another request may have stored it while this one waited.
        let made = match self.stored_review(id)? {
            Some(found) => Ok(found),
            None => self.make_review(id, game, now),
        };
        lock(&self.reviewing).remove(&id);
        made
    }

    /// Reviews `game` and stores it; when another process stored one first,
    /// that one.
    fn make_review(&self, id: i64, game: &GameRecord, now: Millis) -> Result<(ReviewBody, Millis), Refusal> {
        let started = std::time::Instant::now();
        self.reviews_made.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let body = review_record(game).map_err(|e| {
            tracing::error!(session = id, "a stored game does not replay for its review: {e}");
            Refusal::says(msg!("review-broken", id = id.to_string(), why = e.to_string()))
        })?;
        let json = serde_json::to_string(&body).map_err(|e| {
            tracing::error!(session = id, "a review does not serialise: {e}");
            Refusal::says(text::STORE_FAILED)
        })?;
        tracing::info!(
            session = id,
            moves = body.moves.len(),
            seconds = started.elapsed().as_secs_f64(),
            "game reviewed"
        );
        let written = lock(&self.store)
            .save_review(id, METHOD, now, &json)
            .map_err(super::records::internal)?;
        if written {
            return Ok((body, now));
        }
        self.stored_review(id)?.ok_or_else(|| Refusal::says(text::STORE_FAILED))
    }

    /// The review of game `id` stored by this method, if any.
    fn stored_review(&self, id: i64) -> Result<Option<(ReviewBody, Millis)>, Refusal> {
        let stored = lock(&self.store).review(id, METHOD).map_err(super::records::internal)?;
        let Some(stored) = stored else {
            return Ok(None);
        };
        match ReviewBody::parse(&stored.body) {
            Some(body) => Ok(Some((body, stored.created_at))),
            None => {
                tracing::error!(session = id, "a stored review does not read back");
                Err(Refusal::says(text::STORE_FAILED))
            }
        }
    }
}

impl Ctx<'_> {
    /// `/review id:<n>`.
    pub(super) fn review(&mut self, id: String) -> Result<Vec<Reply>, Refusal> {
        let StoredGame {
            id,
            record,
            logged,
            title,
            game,
            ..
        } = self.stored_game(&id).map_err(|why| match why {
            Unshown::NotANumber(text) => Refusal::says(msg!("review-not-a-number", text = text)),
            Unshown::Elsewhere(id) => Refusal::says(msg!("review-elsewhere", id = id)),
            Unshown::InPlay(id) => Refusal::says(msg!("review-in-play", id = id)),
            Unshown::Table(id, game) => Refusal::says(msg!("review-table", id = id, game = game)),
            Unshown::NeverStarted(id) => Refusal::says(msg!("review-never-started", id = id)),
            Unshown::Store(refusal) => refusal,
        })?;
        let number = id.to_string();
        let broken = |e: ReplayError| {
            tracing::error!(session = id, "a stored game does not replay: {e}");
            Refusal::says(msg!("review-broken", id = number.clone(), why = e.to_string()))
        };
        // The positions (for the pictures), and the stored game's check.
        let (plies, last) = game.plies().map_err(broken)?;
        if game.final_position.as_deref() != Some(fingerprint(&last).as_str()) {
            tracing::error!(session = id, "a stored game's moves do not lead to its stored position");
            return Err(Refusal::says(msg!("review-mismatch", id = number)));
        }
        let (body, made) = self.table.review_of(id, &game, self.now)?;
        let names: Vec<String> = record.seats.iter().map(|p| p.name.as_str().to_string()).collect();
        // A player sees their own moves; a spectator every player's.
        let own: Vec<u8> = record
            .seats
            .iter()
            .enumerate()
            .filter(|(_, p)| p.parlor.is_none() && p.id == self.caller.actor.id)
            .map(|(i, _)| i as u8)
            .collect();
        let shown: Vec<&ReviewedMove> = body
            .moves
            .iter()
            .filter(|m| own.is_empty() || own.contains(&m.seat))
            .collect();
        let room = self.readers.room;
        let kind = game.kind;
        let seat_word =
            |seat: u8| text::seat(kind, usize::from(seat)).unwrap_or_else(|| Msg::raw(format!("{}", seat + 1)));
        let escaped = |seat: u8| {
            record
                .seats
                .get(usize::from(seat))
                .map_or_else(String::new, |p| p.name.to_string())
        };

        let mut worst: Vec<&ReviewedMove> = shown
            .iter()
            .copied()
            .filter(|m| m.drop() >= LISTED_DROP && m.best != m.played)
            .collect();
        worst.sort_by(|a, b| b.drop().total_cmp(&a.drop()).then(a.ply.cmp(&b.ply)));
        worst.truncate(WORST_LISTED);

        let mut head = vec![
            msg!(
                "review-heading",
                id = number.clone(),
                game = title.clone(),
                players = versus(record.seats.iter().map(|p| Msg::raw(p.name.to_string())))
            ),
            if own.is_empty() {
                msg!("review-whose-all")
            } else {
                msg!("review-whose-mine")
            },
        ];
        for (seat, player) in record.seats.iter().enumerate() {
            let seat = seat as u8;
            let count = |label: &str| {
                body.moves
                    .iter()
                    .filter(|m| m.seat == seat && m.label.as_deref() == Some(label))
                    .count()
            };
            head.push(match body.accuracy.get(usize::from(seat)).copied().flatten() {
                Some(accuracy) => msg!(
                    "review-player",
                    name = player.name.to_string(),
                    seat = seat_word(seat),
                    accuracy = decimal(accuracy, room),
                    inaccuracies = count(Label::Inaccuracy.name()),
                    mistakes = count(Label::Mistake.name()),
                    blunders = count(Label::Blunder.name())
                ),
                None => msg!(
                    "review-player-no-moves",
                    name = player.name.to_string(),
                    seat = seat_word(seat)
                ),
            });
        }
        let mut lines_of_worst = Vec::new();
        for m in &worst {
            let mut line = msg!(
                "review-worst",
                number = m.ply,
                name = escaped(m.seat),
                played = m.played.clone(),
                before = percent(m.before, room),
                after = percent(m.after, room),
                best = m.best.clone(),
                best_after = percent(m.before, room)
            );
            if let Some(label) = &m.label {
                line = msg!("review-worst-labelled", line = line, label = label_msg(label));
            }
            lines_of_worst.push(line);
        }
        let mut tail = vec![msg!("review-how")];
        if let Some(url) = self.web_url(record.server.as_deref()) {
            tail.push(text::game_line(url, record.server.as_deref().unwrap_or_default(), id));
        }
        // Within one message: the moves listed are cut from the end if need be.
        let text = loop {
            let mut lines = head.clone();
            if lines_of_worst.is_empty() {
                lines.push(msg!("review-no-losses"));
            } else {
                lines.push(msg!("review-worst-heading"));
                lines.extend(lines_of_worst.iter().cloned());
            }
            lines.extend(tail.iter().cloned());
            let text = self.room(Msg::lines(lines));
            if text.chars().count() <= MESSAGE_LIMIT || lines_of_worst.is_empty() {
                break text.chars().take(MESSAGE_LIMIT).collect::<String>();
            }
            lines_of_worst.pop();
        };

        // Pictures of the worst moves, both moves drawn, then the chart.
        let name_refs: Vec<&str> = names.iter().map(String::as_str).collect();
        // The position before each logged turn; a move is drawn there when it
        // is the turn's first action (a Number One turn's later peg moves are not).
        let before_of: HashMap<usize, (&str, &AnyGame)> = plies
            .iter()
            .map(|(n, p)| (*n, (p.played.as_str(), &p.before)))
            .collect();
        let mut files = Vec::new();
        for m in worst.iter().take(WORST_DRAWN) {
            let Some(before) = before_of
                .get(&m.ply)
                .filter(|(logged, _)| *logged == m.played || logged.starts_with(&format!("{} ", m.played)))
                .map(|(_, before)| *before)
            else {
                continue;
            };
            let picture = parlor_render::review::moves_picture(before, &m.played, &m.best, &name_refs, room);
            if picture.is_empty() {
                continue;
            }
            let alt = parlor_render::review::moves_alt_text(before, &m.played, &m.best, &name_refs, room);
            files.push(Attachment {
                file_name: format!("review-{id}-move-{}.png", m.ply),
                description: alt.chars().take(1_024).collect(),
                bytes: picture,
            });
        }
        let marks: Vec<ChartMark> = worst
            .iter()
            .filter_map(|m| {
                Some(ChartMark {
                    ply: m.ply as u32,
                    label: self.room(label_msg(m.label.as_deref()?)),
                })
            })
            .collect();
        let lines = body.chance_lines(&names);
        let chart = parlor_render::review::chance_chart(&lines, &marks, logged as u32, room);
        // An empty chart (nothing drawn) is not attached.
        if !chart.is_empty() {
            files.push(Attachment {
                file_name: format!("review-{id}-chart.png"),
                description: self.room(msg!("review-chart", id = number.clone(), game = title)),
                bytes: chart,
            });
        }

        let data = review_json(id, kind, &names, &body, &shown, made);
        let mut reply = self.say(Msg::raw(text));
        reply.files = files;
        reply.review = Some(Lazy::new(move || data));
        Ok(vec![reply])
    }
}

/// The review as local mode's `--json` prints it: accuracy per player, and
/// the moves shown with their chances in percent (0 to 100) and their label
/// (`null` for a good move).
fn review_json(
    id: i64,
    kind: GameKind,
    names: &[String],
    body: &ReviewBody,
    shown: &[&ReviewedMove],
    made: Millis,
) -> Value {
    let seat_name = |seat: u8| {
        kind.seat_names()
            .get(usize::from(seat))
            .map_or_else(|| format!("Seat {}", seat + 1), |s| s.to_string())
    };
    json!({
        "id": id,
        "game": kind.name(),
        "method": METHOD,
        "created_at": made,
        "accuracy": names.iter().enumerate().map(|(i, name)| json!({
            "seat": seat_name(i as u8),
            "player": name,
            "accuracy": body.accuracy.get(i).copied().flatten(),
        })).collect::<Vec<_>>(),
        "moves": shown.iter().map(|m| json!({
            "ply": m.ply,
            "seat": seat_name(m.seat),
            "player": names.get(usize::from(m.seat)),
            "played": m.played,
            "best": m.best,
            "before": round(m.before * 100.0, 1),
            "after": round(m.after * 100.0, 1),
            "label": m.label,
            "forced": m.forced,
        })).collect::<Vec<_>>(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reviewed(ply: usize, seat: u8, before: f64, after: f64) -> ReviewedMove {
        ReviewedMove {
            ply,
            seat,
            played: "a".into(),
            best: "b".into(),
            before,
            after,
            label: None,
            forced: false,
        }
    }

    #[test]
    fn two_players_chances_are_each_others_rest() {
        let body = ReviewBody {
            game: "checkers".into(),
            moves: vec![reviewed(1, 0, 0.5, 0.5), reviewed(2, 1, 0.5, 0.2)],
            accuracy: vec![Some(100.0), Some(50.0)],
        };
        let lines = body.chance_lines(&["a".into(), "b".into()]);
        assert_eq!(lines[0].points, vec![(0, 0.5), (1, 0.5), (2, 0.8)]);
        assert_eq!(lines[1].points, vec![(0, 0.5), (1, 0.5), (2, 0.2)]);
    }

    #[test]
    fn percentages_and_decimals_are_written_the_languages_way() {
        assert_eq!(percent(0.624, Locale::En), "62%");
        assert_eq!(percent(0.624, Locale::Fr), "62\u{a0}%");
        assert_eq!(decimal(87.25, Locale::Es), "87,2");
    }
}
