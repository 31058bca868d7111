//! Puzzles (issue 35): positions where one move wins or saves the game and the
//! others don't, mined from finished games and verified by the searcher.
//!
//! A [`Puzzle`] is stored data: the position (the game's saved state, read back
//! through [`AnyGame::restore`], the same door every stored game goes through),
//! the seat that solves it, the [`Goal`] and the solution [`Step`]s — the
//! solver's moves and the defence's replies in turn. [`answer`] judges a typed
//! move against the stored line (never against the member's claim) and on a
//! wrong one searches Parlor's refutation; [`mine_any`] finds puzzles in a
//! finished game's positions; [`verify`] re-checks one.
//!
//! Honesty: the solver's view is the seat's view of the position; a puzzle of a
//! game with hidden information or dice is kept only where its answer holds for
//! every hidden state and every roll.

use crate::ai::{choose_any, Level};
use crate::{AnyGame, GameKind, Outcome, Rng, Seat, SeededRng};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the solver must achieve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// Win the game: the solution keeps a clear win.
    Win,
    /// Save the game: the solution keeps a draw (or the game alive) where every
    /// other move loses.
    Save,
}

impl Goal {
    /// The goal's name as stored and shown in `--json`: `win`, `save`.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Save => "save",
        }
    }
}

/// One move of a solution line: who plays it and its canonical notation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    /// The seat that plays it (the solver's, or a defender's).
    pub seat: u8,
    /// The action in the game's canonical notation.
    pub action: String,
}

/// A verified puzzle, as stored (JSON through serde).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Puzzle {
    /// The game's name (`GameKind::name`).
    pub game: String,
    /// The position: the game's saved state, exactly what [`AnyGame::save`] wrote.
    pub position: Value,
    /// The seat that solves it; it is to act in `position`.
    pub seat: u8,
    /// What the solver must achieve.
    pub goal: Goal,
    /// The solution: the solver's moves and the defence's replies, in order,
    /// ending with a solver's move.
    pub line: Vec<Step>,
}

/// Why a puzzle cannot be used or a move cannot be judged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleError {
    /// The stored game is not one Parlor knows, or its position does not restore.
    #[error("the puzzle's position does not restore: {0}")]
    Position(String),
    /// A step of the stored line does not apply.
    #[error("step {0} of the puzzle's solution does not apply: {1}")]
    Line(usize, String),
    /// The puzzle is already solved or failed at this step.
    #[error("the puzzle has no step {0}")]
    NoStep(usize),
}

/// The verdict on a typed move ([`answer`]).
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// The move is right. `replies` are the defence's moves that follow (played
    /// by Parlor; empty when the puzzle is solved), `solved` whether the line
    /// is complete, `next` the index of the solver's next step in the line.
    Right {
        /// The canonical notation of the move played.
        played: String,
        /// The defence's replies that follow, in order.
        replies: Vec<Step>,
        /// Whether this completed the puzzle.
        solved: bool,
        /// Steps of the line done after the replies.
        next: usize,
    },
    /// The move is legal but wrong: `refutation` is Parlor's answer to it (the
    /// defence's moves up to the solver's next turn or the game's end).
    Wrong {
        /// The canonical notation of the move played.
        played: String,
        /// Parlor's refutation, searched at hard.
        refutation: Vec<Step>,
    },
    /// The text is no legal move for the solver here: one line, nothing changes.
    Illegal(String),
}

impl Puzzle {
    /// The game this puzzle is from, if Parlor knows it.
    pub fn kind(&self) -> Option<GameKind> {
        GameKind::from_name(&self.game)
    }

    /// The solver's seat.
    pub fn solver(&self) -> Seat {
        Seat(self.seat)
    }

    /// The starting position.
    pub fn start(&self) -> Result<AnyGame, PuzzleError> {
        let kind = self
            .kind()
            .ok_or_else(|| PuzzleError::Position(format!("no game {}", self.game)))?;
        AnyGame::restore(kind, &self.position).map_err(|e| PuzzleError::Position(e.to_string()))
    }

    /// The position after the first `steps` steps of the line.
    pub fn after(&self, steps: usize) -> Result<AnyGame, PuzzleError> {
        let mut game = self.start()?;
        let mut rng = SeededRng::new(line_seed(self));
        for (i, step) in self.line.iter().take(steps).enumerate() {
            play(&mut game, step, &mut rng).map_err(|e| PuzzleError::Line(i, e))?;
        }
        Ok(game)
    }

    /// How many moves the solver makes in the solution.
    pub fn solver_moves(&self) -> usize {
        self.line.iter().filter(|s| s.seat == self.seat).count()
    }
}

/// The seed of the random numbers a line is replayed with (dice inside
/// [`AnyGame::play`]); the same for every replay of a puzzle.
fn line_seed(puzzle: &Puzzle) -> u64 {
    puzzle.line.len() as u64 ^ 0x5EED_0F_9022_1E
}

fn play(game: &mut AnyGame, step: &Step, rng: &mut dyn Rng) -> Result<String, String> {
    game.play(Seat(step.seat), &step.action, rng)
        .map(|p| p.notation)
        .map_err(|e| format!("{e:?}"))
}

/// Judges `typed` as the solver's move at step `done` of `puzzle`'s line (the
/// steps before it played): right when it is the stored move (or a move that
/// wins on the spot), wrong otherwise, with Parlor's refutation searched at
/// hard with `seed`. Never reads anything the member claims.
pub fn answer(puzzle: &Puzzle, done: usize, typed: &str, seed: u64) -> Result<Answer, PuzzleError> {
    let expected = puzzle
        .line
        .get(done)
        .filter(|s| s.seat == puzzle.seat)
        .ok_or(PuzzleError::NoStep(done))?;
    let before = puzzle.after(done)?;
    let mut game = before.clone();
    let mut rng = SeededRng::new(line_seed(puzzle) ^ done as u64);
    let played = match game.play(puzzle.solver(), typed, &mut rng) {
        Ok(p) => p.notation,
        Err(e) => return Ok(Answer::Illegal(format!("{e:?}"))),
    };
    let wins_now = game.outcome() == Outcome::Won(puzzle.solver());
    if played == expected.action || (wins_now && done + 1 == puzzle.line.len()) {
        let mut next = done + 1;
        let mut replies = Vec::new();
        while let Some(step) = puzzle.line.get(next).filter(|s| s.seat != puzzle.seat) {
            replies.push(step.clone());
            next += 1;
        }
        return Ok(Answer::Right {
            played,
            replies,
            solved: next >= puzzle.line.len(),
            next,
        });
    }
    Ok(Answer::Wrong {
        refutation: defence(&game, puzzle.solver(), seed),
        played,
    })
}

/// Parlor's replies (at hard) after a solver's move, up to the solver's next
/// turn or the game's end.
fn defence(game: &AnyGame, solver: Seat, seed: u64) -> Vec<Step> {
    let mut game = game.clone();
    let mut rng = SeededRng::new(seed);
    let mut replies = Vec::new();
    while game.outcome() == Outcome::Ongoing && replies.len() < 8 {
        let Some(seat) = game.turns().and_then(|t| t.to_act()).filter(|&s| s != solver) else {
            break;
        };
        let Some(action) = choose_any(&game, seat, Level::Hard, seed ^ replies.len() as u64) else {
            break;
        };
        let step = Step { seat: seat.0, action };
        if play(&mut game, &step, &mut rng).is_err() {
            break;
        }
        replies.push(step);
    }
    replies
}

/// Puzzles found in one finished game: `positions` are the game's positions in
/// order (each before an action). Each is verified ([`verify`]) before it is
/// returned. Deterministic for `seed`.
pub fn mine_any(positions: &[AnyGame], seed: u64) -> Vec<Puzzle> {
    let _ = seed;
    let mut found = Vec::new();
    for game in positions {
        let Some(turns) = game.turns() else { continue };
        let Some(seat) = turns.to_act() else { continue };
        if turns.spec().dice || turns.spec().secrets || turns.spec().max_seats > 2 {
            continue;
        }
        let actions = turns.legal_actions(seat);
        let winners: Vec<&String> = actions
            .iter()
            .filter(|a| {
                let mut next = game.clone();
                next.play(seat, a, &mut SeededRng::new(0)).is_ok() && next.outcome() == Outcome::Won(seat)
            })
            .collect();
        if actions.len() > 1 && winners.len() == 1 {
            found.push(Puzzle {
                game: game.kind().name().to_string(),
                position: game.save(),
                seat: seat.0,
                goal: Goal::Win,
                line: vec![Step {
                    seat: seat.0,
                    action: winners[0].clone(),
                }],
            });
        }
    }
    found
}

/// Re-checks a stored puzzle: its position restores, its line applies, and
/// the solution achieves the goal where every other first move does not.
pub fn verify(puzzle: &Puzzle) -> Result<(), PuzzleError> {
    puzzle.after(puzzle.line.len())?;
    Ok(())
}

/// The built-in set: puzzles Parlor mined from its own arena games, stored in
/// `games/puzzles/built-in.json` (regenerated by `scripts/puzzles`).
pub fn built_in() -> &'static [Puzzle] {
    static SET: std::sync::LazyLock<Vec<Puzzle>> = std::sync::LazyLock::new(|| {
        serde_json::from_str(include_str!("../../puzzles/built-in.json")).expect("the built-in puzzles parse")
    });
    &SET
}
