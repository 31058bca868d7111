//! Puzzles (issue 35): `/puzzle new|answer|give-up|daily|stats`, the daily
//! puzzle posted in `puzzle_channel` at 00:00 UTC, and mining this server's
//! finished games for puzzles.
//!
//! A puzzle is the games crate's `Puzzle` stored as JSON (`store/puzzles.rs`).
//! A member has at most one puzzle open per server; an answer is judged by
//! `parlor_games::ai::puzzle::answer` — the stored solution and the searcher,
//! never what the member claims — and the first wrong answer fails it, as on
//! Lichess. Until the member has answered wrongly, given up or solved it, the
//! solution is in no reply, picture, alt text or JSON (`--json` carries a
//! `puzzle` object of `id`, `game`, `to_move`, `goal`, `daily`). Every reply
//! but the stats is ephemeral, so nobody sees another's answer.
//!
//! The daily puzzle of a server and UTC day is chosen once (a conditional
//! insert, so two processes agree): the game turns by the day over the games
//! of turns that have puzzles, and the server's own mined puzzles not yet a
//! daily come before the built-in set. Nothing here searches under a lock:
//! the store is held only to read or write rows.

use super::api::{Audience, Lazy, Msg, Picture, Refusal, Reply};
use super::base::{lock, Ctx, Table};
use super::language;
use super::text;
use crate::clock::Millis;
use crate::i18n::tr;
use crate::name::Name;
use crate::replay::GameRecord;
use crate::store::{Attempt, AttemptState, StoreError};
use parlor_games::ai::puzzle::{self, Answer, Goal, Puzzle, Step};
use parlor_games::i18n::Locale;
use parlor_games::{msg, AnyGame, GameKind, Seat, SeededRng};
use serde_json::json;

/// A UTC day's length.
const DAY: Millis = 86_400_000;

/// The most puzzles `/puzzle new` looks at to pick one.
const CANDIDATES: u32 = 200;

/// The UTC day of `now`: days since 1970-01-01.
pub(super) fn day_of(now: Millis) -> i64 {
    now.div_euclid(DAY)
}

/// A UTC day as a date: `2026-01-02`.
fn date(day: i64) -> String {
    chrono::DateTime::from_timestamp(day * 86_400, 0)
        .map_or_else(|| day.to_string(), |d| d.format("%Y-%m-%d").to_string())
}

/// The games of turns, in the registry's order: the daily's rotation.
fn games_of_turns() -> Vec<GameKind> {
    GameKind::offered().filter(|k| !k.is_table()).collect()
}

fn store_failed(e: StoreError) -> Refusal {
    tracing::error!("puzzles: {e:#}");
    Refusal::says(text::STORE_FAILED)
}

/// A stored puzzle read back, or the line that says it cannot be played.
fn read(json: &str, id: i64) -> Result<Puzzle, Refusal> {
    let puzzle: Puzzle = serde_json::from_str(json).map_err(|e| {
        tracing::error!(puzzle = id, "a stored puzzle does not read: {e}");
        Refusal::says(msg!("puzzle-broken"))
    })?;
    if let Err(e) = puzzle.start() {
        tracing::error!(puzzle = id, "a stored puzzle's position does not restore: {e}");
        return Err(Refusal::says(msg!("puzzle-broken")));
    }
    Ok(puzzle)
}

/// The moves of `steps`, in notation, joined: `c3-d4, b6-c5`.
fn moves_text(steps: &[Step]) -> String {
    steps.iter().map(|s| s.action.as_str()).collect::<Vec<_>>().join(", ")
}

/// A puzzle's position drawn for `locale`: the solver's seat named after the
/// member (or "You" in a channel post), the others "Parlor". The public view
/// only: a hidden state is never drawn while the game goes on.
fn picture(game: &AnyGame, puzzle: &Puzzle, solver: &str, locale: Locale) -> Picture {
    let kind = game.kind();
    let seats = *kind.seats().end();
    let parlor = tr(locale, &msg!("puzzle-parlor"));
    let names: Vec<String> = (0..seats)
        .map(|i| {
            if i == puzzle.seat as usize {
                solver.to_string()
            } else {
                parlor.clone()
            }
        })
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let (png, description) = parlor_render::picture_and_alt_text(game, &refs, locale);
    let drawn = game.clone();
    Picture {
        file_name: parlor_render::picture_file_name(kind),
        png,
        title: tr(locale, &msg!("puzzle-picture-title", game = kind.title_msg())),
        diagram: Lazy::new(move || {
            let refs: Vec<&str> = names.iter().map(String::as_str).collect();
            parlor_render::diagram(&drawn, &refs)
        }),
        description,
    }
}

/// What the solver must do, in words.
fn goal_msg(goal: Goal) -> Msg {
    match goal {
        Goal::Win => msg!("puzzle-goal-win"),
        Goal::Save => msg!("puzzle-goal-save"),
        Goal::Safe => msg!("puzzle-goal-safe"),
    }
}

/// The puzzle's position as the solver is shown it (`steps` of the line
/// done): whose move, what to achieve, Trespass's secret of the solver's own,
/// how to answer. Never the solution.
fn presentation(puzzle: &Puzzle, game: &AnyGame, steps: usize) -> Vec<Msg> {
    let kind = game.kind();
    let mut lines = Vec::new();
    let mut first = vec![msg!("puzzle-to-move", seat = kind.seat_msg(puzzle.seat as usize))];
    first.push(if steps == 0 {
        goal_msg(puzzle.goal)
    } else {
        msg!("puzzle-goal-next")
    });
    lines.push(Msg::sentences(first));
    if let Some(number) = game
        .turns()
        .and_then(|g| g.secrets())
        .and_then(|s| s.secret(puzzle.solver()))
    {
        lines.push(msg!("puzzle-secret", number = number));
    }
    lines
}

/// The `--json` object of a puzzle shown: never its solution.
fn puzzle_json(id: i64, puzzle: &Puzzle, daily: bool) -> (&'static str, serde_json::Value) {
    let kind = puzzle.kind();
    let to_move = kind
        .and_then(|k| k.seat_names().get(puzzle.seat as usize).copied())
        .unwrap_or_default();
    (
        "puzzle",
        json!({
            "id": id,
            "game": puzzle.game,
            "to_move": to_move,
            "goal": puzzle.goal.name(),
            "daily": daily,
        }),
    )
}

/// The daily streaks in `days` (the UTC days whose daily was solved, in any
/// order) as of `today`: the current run (ending today, or yesterday while
/// today's is not solved yet) and the longest.
pub(super) fn streaks(days: &[i64], today: i64) -> (u32, u32) {
    let mut days: Vec<i64> = days.to_vec();
    days.sort_unstable();
    days.dedup();
    let (mut best, mut run, mut last) = (0u32, 0u32, None::<i64>);
    for &d in &days {
        run = if last == Some(d - 1) { run + 1 } else { 1 };
        best = best.max(run);
        last = Some(d);
    }
    let current = match last {
        Some(l) if l == today || l == today - 1 => run,
        _ => 0,
    };
    (current, best)
}

impl Ctx<'_> {
    /// The server a puzzle command is for (every one is declared guild-only).
    fn puzzle_server(&self) -> Result<String, Refusal> {
        self.caller
            .server
            .clone()
            .filter(|s| !s.is_empty())
            .ok_or_else(|| Refusal::says(msg!("puzzle-dm")))
    }

    /// The reply that shows the member the puzzle of `attempt` where it stands.
    fn show_attempt(&self, attempt: &Attempt, lead: Option<Msg>) -> Result<Vec<Reply>, Refusal> {
        let stored = lock(&self.table.store)
            .puzzle(attempt.puzzle)
            .map_err(store_failed)?
            .ok_or_else(|| Refusal::says(msg!("puzzle-broken")))?;
        let puzzle = read(&stored.puzzle, stored.id)?;
        let steps = attempt.steps as usize;
        let game = puzzle.after(steps).map_err(|e| {
            tracing::error!(puzzle = stored.id, "a stored puzzle's line does not apply: {e}");
            Refusal::says(msg!("puzzle-broken"))
        })?;
        let kind = game.kind();
        let heading = match attempt.day {
            Some(day) => msg!("puzzle-daily-heading", date = date(day), game = kind.title_msg()),
            None => match stored.session {
                Some(session) => msg!(
                    "puzzle-heading-mined",
                    id = stored.id,
                    game = kind.title_msg(),
                    session = session
                ),
                None => msg!("puzzle-heading", id = stored.id, game = kind.title_msg()),
            },
        };
        let mut lines: Vec<Msg> = lead.into_iter().collect();
        lines.push(heading);
        lines.extend(presentation(&puzzle, &game, steps));
        lines.push(msg!("puzzle-how"));
        let mut reply = Reply::to(Audience::Ephemeral, self.member(Msg::lines(lines)));
        let name = self.caller.actor.name.as_str().to_string();
        reply.picture = Some(picture(&game, &puzzle, &name, self.readers.member));
        reply.puzzle = Some(puzzle_json(stored.id, &puzzle, attempt.day.is_some()));
        Ok(vec![reply])
    }

    /// `/puzzle new [game:<g>]`: the member's open puzzle again, or one they
    /// have not tried (the server's own first).
    pub(super) fn puzzle_new(&mut self, game: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let server = self.puzzle_server()?;
        let member = self.caller.actor.id;
        let kind = match game.as_deref() {
            Some(name) => {
                let kind = GameKind::from_name(name).ok_or_else(|| Refusal::says(text::unknown_game(name)))?;
                if kind.is_table() {
                    return Err(Refusal::says(msg!("puzzle-not-turns", game = kind.title_msg())));
                }
                Some(kind)
            }
            None => None,
        };
        let open = lock(&self.table.store)
            .open_attempt(&server, member)
            .map_err(store_failed)?;
        if let Some(open) = open {
            return self.show_attempt(&open, Some(msg!("puzzle-still-open")));
        }
        let candidates = lock(&self.table.store)
            .untried_puzzles(&server, member, kind.map(GameKind::name), CANDIDATES)
            .map_err(store_failed)?;
        let candidates: Vec<(i64, String, bool)> = candidates
            .into_iter()
            .filter(|(_, game, _)| GameKind::from_name(game).is_some_and(|k| !k.is_table()))
            .collect();
        // The server's own first (oldest first); else one of the built-in
        // set, spread over members so neighbours don't all get the same.
        let pick = match candidates.iter().find(|(_, _, own)| *own) {
            Some(own) => own.0,
            None if candidates.is_empty() => {
                return Err(Refusal::says(match kind {
                    Some(kind) => msg!("puzzle-none-left-game", game = kind.title_msg()),
                    None => msg!("puzzle-none-left"),
                }));
            }
            None => candidates[(member % candidates.len() as u64) as usize].0,
        };
        let started = lock(&self.table.store)
            .start_attempt(&server, member, pick, None, self.now)
            .map_err(store_failed)?;
        let attempt = lock(&self.table.store)
            .open_attempt(&server, member)
            .map_err(store_failed)?;
        match (started, attempt) {
            (Some(_), Some(attempt)) => self.show_attempt(&attempt, None),
            (None, Some(attempt)) => self.show_attempt(&attempt, Some(msg!("puzzle-still-open"))),
            (_, None) => Err(Refusal::says(msg!("puzzle-answered-meanwhile"))),
        }
    }

    /// `/puzzle daily`: today's puzzle of the server, the same for everyone,
    /// answered once.
    pub(super) fn puzzle_daily(&mut self) -> Result<Vec<Reply>, Refusal> {
        let server = self.puzzle_server()?;
        let member = self.caller.actor.id;
        let today = day_of(self.now);
        let done = lock(&self.table.store)
            .daily_attempt(&server, member, today)
            .map_err(store_failed)?;
        if let Some(attempt) = done {
            return match attempt.state {
                AttemptState::Open => self.show_attempt(&attempt, Some(msg!("puzzle-still-open"))),
                AttemptState::Solved => Ok(vec![self.tell(msg!("puzzle-daily-done-solved"))]),
                _ => Ok(vec![self.tell(msg!("puzzle-daily-done-failed"))]),
            };
        }
        let open = lock(&self.table.store)
            .open_attempt(&server, member)
            .map_err(store_failed)?;
        if open.is_some() {
            return Err(Refusal::says(msg!("puzzle-daily-other-open")));
        }
        let Some(id) = self
            .table
            .daily_puzzle(&server, today, self.now)
            .map_err(store_failed)?
        else {
            return Err(Refusal::says(msg!("puzzle-none-yet")));
        };
        lock(&self.table.store)
            .start_attempt(&server, member, id, Some(today), self.now)
            .map_err(store_failed)?;
        let attempt = lock(&self.table.store)
            .daily_attempt(&server, member, today)
            .map_err(store_failed)?
            .ok_or_else(|| Refusal::says(msg!("puzzle-answered-meanwhile")))?;
        self.show_attempt(&attempt, None)
    }

    /// The member's open try and its puzzle.
    fn open_puzzle(&self, server: &str) -> Result<(Attempt, Puzzle), Refusal> {
        let member = self.caller.actor.id;
        let attempt = lock(&self.table.store)
            .open_attempt(server, member)
            .map_err(store_failed)?
            .ok_or_else(|| Refusal::says(msg!("puzzle-none-open")))?;
        let stored = lock(&self.table.store)
            .puzzle(attempt.puzzle)
            .map_err(store_failed)?
            .ok_or_else(|| Refusal::says(msg!("puzzle-broken")))?;
        let puzzle = read(&stored.puzzle, stored.id)?;
        Ok((attempt, puzzle))
    }

    /// `/puzzle answer move:<notation>`: right (Parlor plays the defence, or
    /// it is solved) or wrong (Parlor's refutation; failed). Text that is no
    /// legal move here is one line and changes nothing.
    pub(super) fn puzzle_answer(&mut self, typed: String) -> Result<Vec<Reply>, Refusal> {
        let server = self.puzzle_server()?;
        let (attempt, puzzle) = self.open_puzzle(&server)?;
        let done = attempt.steps as usize;
        let broken = |e: puzzle::PuzzleError| {
            tracing::error!(puzzle = attempt.puzzle, "a stored puzzle cannot be judged: {e}");
            Refusal::says(msg!("puzzle-broken"))
        };
        let before = puzzle.after(done).map_err(broken)?;
        // The game's own refusal for text that is no legal move of the solver's.
        let mut probe = before.clone();
        if let Some(game) = probe.turns_mut() {
            game.play(puzzle.solver(), &typed, &mut SeededRng::new(0))?;
        }
        let seed = (attempt.id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ done as u64;
        let verdict = puzzle::answer(&puzzle, done, &typed, seed).map_err(broken)?;
        let locale = self.readers.member;
        let name = self.caller.actor.name.as_str().to_string();
        let (steps, state, lines, shown, json) = match verdict {
            Answer::Illegal(_) => {
                // The probe above found it legal; the judge did not (a dice
                // game's roll): still nothing changes.
                return Err(Refusal::says(msg!(
                    "puzzle-not-legal",
                    text = Name::new(&typed).to_string()
                )));
            }
            Answer::Right {
                played,
                replies,
                solved,
                next,
            } => {
                let mut lines = vec![msg!("puzzle-right", played = played.as_str())];
                if !replies.is_empty() {
                    lines.push(msg!("puzzle-replies", moves = moves_text(&replies)));
                }
                let shown = puzzle.after(next).map_err(broken)?;
                let state = if solved {
                    AttemptState::Solved
                } else {
                    AttemptState::Open
                };
                let verdict = if solved { "solved" } else { "right" };
                let mut json = json!({
                    "id": attempt.puzzle,
                    "verdict": verdict,
                    "played": played,
                    "replies": replies.iter().map(|s| s.action.clone()).collect::<Vec<_>>(),
                });
                if solved {
                    lines.push(msg!("puzzle-solved"));
                    json["solution"] = json!(puzzle.line.iter().map(|s| s.action.clone()).collect::<Vec<_>>());
                } else {
                    lines.extend(presentation(&puzzle, &shown, next));
                    lines.push(msg!("puzzle-how"));
                }
                (next, state, lines, shown, json)
            }
            Answer::Wrong { played, refutation } => {
                let mut shown = before.clone();
                let mut rng = SeededRng::new(seed);
                let _ = shown.play(puzzle.solver(), &played, &mut rng);
                for step in &refutation {
                    let _ = shown.play(Seat(step.seat), &step.action, &mut rng);
                }
                let wrong = if refutation.is_empty() {
                    msg!("puzzle-wrong-alone", played = played.as_str())
                } else {
                    msg!(
                        "puzzle-wrong",
                        played = played.as_str(),
                        moves = moves_text(&refutation)
                    )
                };
                let lines = vec![
                    wrong,
                    msg!("puzzle-failed", solution = moves_text(&puzzle.line[done..])),
                ];
                let json = json!({
                    "id": attempt.puzzle,
                    "verdict": "wrong",
                    "played": played,
                    "refutation": refutation.iter().map(|s| s.action.clone()).collect::<Vec<_>>(),
                    "solution": puzzle.line.iter().map(|s| s.action.clone()).collect::<Vec<_>>(),
                });
                (done, AttemptState::Failed, lines, shown, json)
            }
        };
        let moved = lock(&self.table.store)
            .advance_attempt(attempt.id, attempt.steps, steps as u32, state, self.now)
            .map_err(store_failed)?;
        if !moved {
            return Err(Refusal::says(msg!("puzzle-answered-meanwhile")));
        }
        let mut reply = Reply::to(Audience::Ephemeral, self.member(Msg::lines(lines)));
        reply.picture = Some(picture(&shown, &puzzle, &name, locale));
        reply.puzzle = Some(("puzzle_answer", json));
        Ok(vec![reply])
    }

    /// `/puzzle give-up`: the solution, and the puzzle counts as failed.
    pub(super) fn puzzle_give_up(&mut self) -> Result<Vec<Reply>, Refusal> {
        let server = self.puzzle_server()?;
        let (attempt, puzzle) = self.open_puzzle(&server)?;
        let done = attempt.steps as usize;
        let moved = lock(&self.table.store)
            .advance_attempt(attempt.id, attempt.steps, attempt.steps, AttemptState::GaveUp, self.now)
            .map_err(store_failed)?;
        if !moved {
            return Err(Refusal::says(msg!("puzzle-answered-meanwhile")));
        }
        let end = puzzle.after(puzzle.line.len()).map_err(|e| {
            tracing::error!(puzzle = attempt.puzzle, "a stored puzzle's line does not apply: {e}");
            Refusal::says(msg!("puzzle-broken"))
        })?;
        let text = msg!("puzzle-gave-up", solution = moves_text(&puzzle.line[done..]));
        let mut reply = Reply::to(Audience::Ephemeral, self.member(text));
        let name = self.caller.actor.name.as_str().to_string();
        reply.picture = Some(picture(&end, &puzzle, &name, self.readers.member));
        reply.puzzle = Some((
            "puzzle_answer",
            json!({
                "id": attempt.puzzle,
                "verdict": "gave-up",
                "solution": puzzle.line.iter().map(|s| s.action.clone()).collect::<Vec<_>>(),
            }),
        ));
        Ok(vec![reply])
    }

    /// `/puzzle stats [member]`: solved of tried, overall and per game, the
    /// daily streaks and today's daily.
    pub(super) fn puzzle_stats(&mut self, member: Option<super::api::MemberRef>) -> Result<Vec<Reply>, Refusal> {
        let server = self.puzzle_server()?;
        let (id, name) = match member {
            Some(m) => (m.id, m.name),
            None => (self.caller.actor.id, self.caller.actor.name.clone()),
        };
        let attempts = lock(&self.table.store).attempts(&server, id).map_err(store_failed)?;
        let name = name.to_string();
        let tried: Vec<&Attempt> = attempts.iter().filter(|a| a.state != AttemptState::Open).collect();
        if tried.is_empty() && attempts.is_empty() {
            return Ok(vec![self.say(msg!("puzzle-stats-none", name = name))]);
        }
        let solved = |list: &[&Attempt]| list.iter().filter(|a| a.state == AttemptState::Solved).count();
        let mut lines = vec![msg!(
            "puzzle-stats-head",
            name = name,
            solved = solved(&tried),
            tried = tried.len()
        )];
        for kind in games_of_turns() {
            let of: Vec<&Attempt> = tried.iter().copied().filter(|a| a.game == kind.name()).collect();
            if !of.is_empty() {
                lines.push(msg!(
                    "puzzle-stats-game",
                    game = kind.title_msg(),
                    solved = solved(&of),
                    tried = of.len()
                ));
            }
        }
        let today = day_of(self.now);
        let days: Vec<i64> = attempts
            .iter()
            .filter(|a| a.state == AttemptState::Solved)
            .filter_map(|a| a.day)
            .collect();
        let (current, best) = streaks(&days, today);
        lines.push(msg!("puzzle-stats-streak", current = current, best = best));
        lines.push(match attempts.iter().find(|a| a.day == Some(today)).map(|a| a.state) {
            Some(AttemptState::Solved) => msg!("puzzle-stats-today-solved"),
            Some(AttemptState::Open) | None => msg!("puzzle-stats-today-not"),
            Some(_) => msg!("puzzle-stats-today-failed"),
        });
        Ok(vec![self.say(Msg::lines(lines))])
    }
}

/// What one pass of mining did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mined {
    /// Finished games mined.
    pub games: usize,
    /// Puzzles newly stored.
    pub puzzles: usize,
}

impl Table {
    /// `server`'s daily puzzle of `day`: the one chosen, or chosen now —
    /// the game by the day over the games of turns with puzzles, the
    /// server's own never used as a daily first, then the built-in set, then
    /// (every one used) any of the game's again.
    pub(super) fn daily_puzzle(&self, server: &str, day: i64, now: Millis) -> Result<Option<i64>, StoreError> {
        if let Some(id) = lock(&self.store).daily_puzzle(server, day)? {
            return Ok(Some(id));
        }
        let games = games_of_turns();
        let count = games.len() as i64;
        for k in 0..count {
            let game = games[(day + k).rem_euclid(count) as usize];
            let fresh = lock(&self.store).daily_candidates(server, game.name())?;
            let pick = match fresh.iter().find(|(_, own)| *own) {
                Some(own) => Some(own.0),
                None => fresh.first().map(|(id, _)| *id),
            };
            let pick = match pick {
                Some(id) => Some(id),
                None => {
                    // Every one was a daily already: any of the game's again.
                    let all = lock(&self.store).untried_puzzles(server, 0, Some(game.name()), CANDIDATES)?;
                    (!all.is_empty()).then(|| all[day.rem_euclid(all.len() as i64) as usize].0)
                }
            };
            if let Some(id) = pick {
                return Ok(Some(lock(&self.store).choose_daily(server, day, id, now)?));
            }
        }
        Ok(None)
    }

    /// For `tick`: the day's puzzle posted in `puzzle_channel` on every server
    /// this process owns that has one, once per server and day (the store's
    /// conditional mark, so also with several processes), in the server's
    /// language, with its picture and how to answer.
    pub(super) fn post_daily_puzzles(&self, now: Millis) {
        let servers = match lock(&self.store).puzzle_channel_servers() {
            Ok(servers) => servers,
            Err(e) => {
                tracing::error!("cannot read the servers with a puzzle channel: {e:#}");
                return;
            }
        };
        let day = day_of(now);
        for server in servers.into_iter().filter(|s| self.owns(Some(s))) {
            if lock(&self.puzzle_posts).contains(&(server.clone(), day)) {
                continue;
            }
            match self.post_daily(&server, day, now) {
                Ok(_) => {
                    lock(&self.puzzle_posts).insert((server, day));
                }
                Err(e) => tracing::error!(server, "cannot post the daily puzzle: {e:#}"),
            }
        }
    }

    /// Posts `server`'s puzzle of `day` in its `puzzle_channel`: whether this
    /// call posted it.
    fn post_daily(&self, server: &str, day: i64, now: Millis) -> Result<bool, StoreError> {
        let settings = self.settings_for(Some(server));
        let Some(channel) = settings.puzzle_channel.clone() else {
            return Ok(false);
        };
        let Some(id) = self.daily_puzzle(server, day, now)? else {
            return Ok(false);
        };
        let Some(stored) = lock(&self.store).puzzle(id)? else {
            return Ok(false);
        };
        let Ok(puzzle) = serde_json::from_str::<Puzzle>(&stored.puzzle) else {
            tracing::error!(puzzle = id, "a stored puzzle does not read");
            return Ok(false);
        };
        let Ok(game) = puzzle.start() else {
            tracing::error!(puzzle = id, "a stored puzzle's position does not restore");
            return Ok(false);
        };
        let room = language::server_language(&settings, None);
        let kind = game.kind();
        let text = Msg::lines([
            msg!("puzzle-daily-post", date = date(day), game = kind.title_msg()),
            Msg::sentences([
                msg!("puzzle-to-move", seat = kind.seat_msg(puzzle.seat as usize)),
                goal_msg(puzzle.goal),
            ]),
            msg!("puzzle-daily-post-how"),
        ]);
        let mut reply = Reply::to(Audience::Channel, tr(room, &text));
        let you = tr(room, &msg!("puzzle-you"));
        reply.picture = Some(picture(&game, &puzzle, &you, room));
        let key = super::api::ChannelKey(channel);
        let post = super::post::stored(self.new_post_id(), &key, &reply);
        lock(&self.store).post_daily(server, day, &post, now)
    }

    /// Mines at most `most` finished games of turns not mined yet (on the
    /// servers this process owns) for puzzles, each once: the store is held
    /// only to read a game and to write what it found; the search runs with
    /// no lock held. Discord's runner calls it in the background, local mode
    /// on `:mine`.
    pub fn mine_puzzles(&self, now: Millis, most: usize) -> Mined {
        let mut mined = Mined::default();
        let pending = match lock(&self.store).unmined_games(100) {
            Ok(pending) => pending,
            Err(e) => {
                tracing::error!("cannot read the games to mine: {e:#}");
                return mined;
            }
        };
        for (session, server, _) in pending.into_iter().filter(|(_, s, _)| self.owns(Some(s))).take(most) {
            match self.mine_game(session, &server, now) {
                Ok(found) => {
                    mined.games += 1;
                    mined.puzzles += found;
                }
                Err(e) => {
                    tracing::error!(session, "cannot mine a finished game: {e:#}");
                    break;
                }
            }
        }
        mined
    }

    /// Mines one finished game and stores what it found (nothing for a game
    /// with no moves or that does not replay): the puzzles newly stored.
    fn mine_game(&self, session: i64, server: &str, now: Millis) -> Result<usize, StoreError> {
        let (record, log, result) = {
            let mut store = lock(&self.store);
            (
                store.session_record(session)?,
                store.move_log(session)?,
                store.result(session)?,
            )
        };
        let reason = result.map(|r| r.reason).unwrap_or_default();
        let mut positions: Vec<AnyGame> = Vec::new();
        if let Some(game) = record.as_ref().and_then(|r| GameRecord::from_store(r, &log, &reason)) {
            if !game.kind.is_table() {
                if let Err(e) = game.replay(|p| positions.push(p.clone())) {
                    tracing::warn!(session, "a finished game does not replay, so it is not mined: {e}");
                    positions.clear();
                }
            }
        }
        // Searched with no lock held.
        let found = if positions.is_empty() {
            Vec::new()
        } else {
            puzzle::mine_any(&positions, session as u64)
        };
        let rows = crate::store::puzzle_rows(Some(server), &found);
        lock(&self.store).add_puzzles(Some(server), Some(session), &rows, now)
    }

    /// The legal moves of the position `member`'s open puzzle on `server`
    /// stands at (for `/puzzle answer` autocomplete); none without one.
    pub(super) fn puzzle_moves(&self, server: &str, member: u64) -> Vec<String> {
        let attempt = lock(&self.store).open_attempt(server, member).ok().flatten();
        let Some(attempt) = attempt else {
            return Vec::new();
        };
        let stored = lock(&self.store).puzzle(attempt.puzzle).ok().flatten();
        let Some(puzzle) = stored.and_then(|s| serde_json::from_str::<Puzzle>(&s.puzzle).ok()) else {
            return Vec::new();
        };
        let Ok(game) = puzzle.after(attempt.steps as usize) else {
            return Vec::new();
        };
        game.turns()
            .map(|g| g.legal_actions(puzzle.solver()))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_streak_runs_over_consecutive_days_and_lives_until_a_day_is_missed() {
        assert_eq!(streaks(&[], 10), (0, 0));
        assert_eq!(streaks(&[8, 9, 10], 10), (3, 3));
        assert_eq!(streaks(&[8, 9], 10), (2, 2), "today's not solved yet: still running");
        assert_eq!(streaks(&[7, 8], 10), (0, 2), "yesterday missed: over");
        assert_eq!(streaks(&[1, 2, 3, 4, 9, 10], 10), (2, 4));
    }

    #[test]
    fn days_are_utc_days() {
        assert_eq!(day_of(0), 0);
        assert_eq!(day_of(DAY - 1), 0);
        assert_eq!(day_of(DAY), 1);
        assert_eq!(date(day_of(1_767_225_600_000)), "2026-01-01");
    }
}
