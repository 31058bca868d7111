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

use crate::ai::{alphabeta, choose_any, mcts, review, tuning, Level, Plan};
use crate::game::Game;
use crate::{AnyGame, GameKind, Outcome, Rng, Seat, SeededRng};
use std::time::Duration;
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
    /// [`verify`]: the searcher no longer finds the stored solution the unique
    /// answer at [`verify_budget`].
    #[error("the puzzle does not verify: {0}")]
    Unverified(String),
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

/// The least winning chance (a draw half, 0 to 1) the solution must keep, in
/// every hidden state and after every roll, for [`Goal::Win`]: a clear win.
pub const WIN_CHANCE: f64 = 0.8;

/// The least chance the solution must keep for [`Goal::Save`] (under
/// [`WIN_CHANCE`]): about a draw, where every other move loses.
pub const SAVE_CHANCE: f64 = 0.45;

/// How far below the solution every other legal move must be (in chance, 0 to
/// 1): the best of the others, searched at the same budget, at least 0.3 worse
/// ("clearly worse": a Lichess blunder's drop).
pub const CLEAR_MARGIN: f64 = 0.3;

/// How much the cheap pre-filter may fall short of [`SAVE_CHANCE`] and
/// [`CLEAR_MARGIN`] and still send a position to verification.
pub const PREFILTER_SLACK: f64 = 0.1;

/// The verification budget as a multiple of [`Level::Hard`]'s: MCTS
/// iterations or alpha-beta nodes, without a wall-clock cap.
pub const VERIFY_FACTOR: u32 = 3;

/// The most solver moves in a line. Lines are searched further only in games
/// of perfect information without dice and with two players; a line ends where
/// the solver's next move is not unique (or wins).
pub const MAX_SOLVER_MOVES: usize = 3;

/// The most hidden states ([`Game::hidden_states`]) a position may have and be
/// mined: each is checked with searches of its own.
pub const MAX_HIDDEN_STATES: usize = 12;

/// The budget a puzzle is verified at: [`Level::Hard`]'s searcher, its
/// iterations (MCTS) or nodes (alpha-beta) times [`VERIFY_FACTOR`], without a
/// wall-clock cap (so a verification replays exactly on any machine).
pub fn verify_budget<G: Game>() -> Plan {
    let forever = Duration::from_secs(3_600);
    match tuning::<G>(Level::Hard).plan {
        Plan::AlphaBeta(mut config) => {
            config.nodes *= u64::from(VERIFY_FACTOR);
            config.deadline = forever;
            Plan::AlphaBeta(config)
        }
        Plan::Mcts(mut config) => {
            config.iterations *= VERIFY_FACTOR;
            config.deadline = forever;
            Plan::Mcts(config)
        }
    }
}

/// Puzzles found in one finished game: `positions` are the game's positions in
/// order (each before an action). Deterministic for `seed`.
///
/// A position is a puzzle when its seat to act has at least two legal moves and
/// exactly one of them keeps a clear win ([`WIN_CHANCE`], [`Goal::Win`]) or
/// the game ([`SAVE_CHANCE`], [`Goal::Save`]) while every other move is at
/// least [`CLEAR_MARGIN`] worse, all judged at [`verify_budget`]:
/// - a cheap pre-filter first (one search at the review budget: the best move's
///   chance near a goal and far above the others'), or a single move that wins
///   on the spot;
/// - then [`verify`]'s check, which the puzzle passes exactly as mined;
/// - two moves that win on the spot make no puzzle.
///
/// Hidden information and dice: every state the solver cannot tell apart
/// ([`Game::hidden_states`]; none mined where there are too many) is checked:
/// the searcher must pick the same move in each, the move must keep the goal in
/// each, and the best other move must be clearly worse in each. After the move,
/// the next roll is enumerated (every roll of two dice) and the goal must hold
/// after each; the other moves are judged over the dice as the search samples
/// them (on average). Such games get one-move puzzles. Number One: two players
/// only.
pub fn mine_any(positions: &[AnyGame], seed: u64) -> Vec<Puzzle> {
    let mut found: Vec<Puzzle> = Vec::new();
    for (i, game) in positions.iter().enumerate() {
        let seed = seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        if let Some(puzzle) = dispatch!(game, g => mine_position(g, seed)).flatten() {
            if !found.iter().any(|p| p.position == puzzle.position) {
                found.push(puzzle);
            }
        }
    }
    found
}

/// The puzzle at one position, if there is one ([`mine_any`]'s rules).
pub fn mine_position<G: Game>(game: &G, seed: u64) -> Option<Puzzle> {
    let seat = game.to_act()?;
    if game.outcome().is_over() || players(game) > 2 || !promising(game, seat, seed) {
        return None;
    }
    let position = AnyGame::from(game.clone()).save();
    let base = position_seed(&position);
    let (goal, line) = solve(game, seat, base, None)?;
    Some(Puzzle {
        game: G::SPEC.name.to_string(),
        position,
        seat: seat.0,
        goal,
        line,
    })
}

/// Re-checks a stored puzzle: its position restores with the solver to act,
/// its line applies, and at [`verify_budget`] the solution is still the
/// unique answer: each solver move of the line is the one move that keeps the
/// goal where the best other is at least [`CLEAR_MARGIN`] worse (the last may
/// be any move that wins on the spot), with the defence's stored replies in
/// between. The searches use seeds drawn from the position, so a puzzle just
/// mined passes exactly as it was found.
pub fn verify(puzzle: &Puzzle) -> Result<(), PuzzleError> {
    let start = puzzle.start()?;
    puzzle.after(puzzle.line.len())?;
    if start.turns().and_then(|t| t.to_act()) != Some(puzzle.solver()) {
        return Err(PuzzleError::Position(format!("seat {} is not to act", puzzle.seat + 1)));
    }
    if puzzle.line.first().is_none_or(|s| s.seat != puzzle.seat) {
        return Err(PuzzleError::Line(0, "the solution does not start with the solver's move".into()));
    }
    let base = position_seed(&puzzle.position);
    let checked = dispatch!(&start, g => solve(g, puzzle.solver(), base, Some(&puzzle.line)))
        .ok_or_else(|| PuzzleError::Position(format!("no game {} to search", puzzle.game)))?;
    match checked {
        Some((goal, line)) if goal == puzzle.goal && line.len() == puzzle.line.len() => Ok(()),
        Some((goal, line)) => Err(PuzzleError::Unverified(format!(
            "the searcher finds a {} puzzle of {} steps, not a {} puzzle of {}",
            goal.name(),
            line.len(),
            puzzle.goal.name(),
            puzzle.line.len()
        ))),
        None => Err(PuzzleError::Unverified(
            "the first move is no longer the only one that keeps the goal".into(),
        )),
    }
}

/// Calls `$body` with `$g` bound to the typed engine of `$game` (every game of
/// turns Parlor searches); `None` for a game it does not search.
macro_rules! dispatch {
    ($game:expr, $g:ident => $body:expr) => {{
        let game: &AnyGame = $game;
        if let Some($g) = game.downcast_ref::<crate::hot_spot::HotSpot>() {
            Some($body)
        } else if let Some($g) = game.downcast_ref::<crate::trespass::Trespass>() {
            Some($body)
        } else if let Some($g) = game.downcast_ref::<crate::number_one::NumberOne>() {
            Some($body)
        } else if let Some($g) = game.downcast_ref::<crate::acey_ducey::AceyDucey>() {
            Some($body)
        } else if let Some($g) = game.downcast_ref::<crate::line::Line>() {
            Some($body)
        } else if let Some($g) = game.downcast_ref::<crate::checkers::Checkers>() {
            Some($body)
        } else {
            None
        }
    }};
}
use dispatch;

/// Seats still playing (Number One's seats in the game, out or not).
fn players<G: Game>(game: &G) -> usize {
    match game.seats_out() {
        Some(_) => AnyGame::from(game.clone())
            .public_view()
            .get("players")
            .and_then(Value::as_u64)
            .map_or(G::SPEC.max_seats, |n| n as usize),
        None => G::SPEC.max_seats,
    }
}

/// A stable seed from a position's JSON (FNV-1a over its text).
fn position_seed(position: &Value) -> u64 {
    position
        .to_string()
        .bytes()
        .fold(0xCBF2_9CE4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3))
}

/// Whether lines go on past the first move in `G`: perfect information, no
/// dice, two players.
fn lines_go_on<G: Game>() -> bool {
    !G::SPEC.dice && !G::SPEC.secrets && G::SPEC.name != "hot-spot"
}

/// The puzzle's goal and line from `game` for `seat`, or `None`. With `stored`,
/// the line is checked against it (the defence's replies taken from it) rather
/// than searched: [`verify`].
fn solve<G: Game>(game: &G, seat: Seat, base: u64, stored: Option<&[Step]>) -> Option<(Goal, Vec<Step>)> {
    let plan = verify_budget::<G>();
    let first = decide(game, seat, &plan, base, true)?;
    let goal = if first.chance >= WIN_CHANCE {
        Goal::Win
    } else if first.chance >= SAVE_CHANCE {
        Goal::Save
    } else {
        return None;
    };
    let mut line = vec![Step {
        seat: seat.0,
        action: first.action.to_string(),
    }];
    if let Some(stored) = stored {
        if stored[0].action != line[0].action {
            return None;
        }
    }
    if first.wins_now || goal == Goal::Save || !lines_go_on::<G>() {
        return Some((goal, line));
    }
    let mut state = game.clone();
    let mut rng = SeededRng::new(base);
    state.apply(seat, &first.action, &mut rng).ok()?;
    let mut solver_moves = 1;
    while solver_moves < MAX_SOLVER_MOVES {
        if stored.is_some_and(|stored| stored.len() <= line.len()) {
            break;
        }
        let mut pending = Vec::new();
        while let Some(actor) = state.to_act().filter(|&s| s != seat) {
            let action = match stored {
                Some(stored) => {
                    let step = stored.get(line.len() + pending.len())?;
                    G::parse_action(&step.action).ok()?
                }
                None => {
                    let tuning = super::Tuning { plan, noise: 0.0 };
                    super::choose_with(&state, actor, tuning, base ^ (line.len() + pending.len()) as u64)?
                }
            };
            state.apply(actor, &action, &mut rng).ok()?;
            pending.push(Step {
                seat: actor.0,
                action: action.to_string(),
            });
        }
        if state.outcome().is_over() || state.to_act() != Some(seat) {
            break;
        }
        let step_seed = base ^ (line.len() + pending.len()) as u64;
        let Some(next) = decide(&state, seat, &plan, step_seed, false) else {
            break;
        };
        if next.chance < WIN_CHANCE {
            break;
        }
        let step = Step {
            seat: seat.0,
            action: next.action.to_string(),
        };
        if let Some(stored) = stored {
            if stored.len() <= line.len() + pending.len() {
                break;
            }
            let expected = &stored[line.len() + pending.len()];
            let last = stored.len() == line.len() + pending.len() + 1;
            let accepted = expected.action == step.action || (last && next.wins_now && wins_text(&state, seat, &expected.action));
            if !accepted {
                break;
            }
            line.extend(pending);
            line.push(expected.clone());
        } else {
            line.extend(pending);
            line.push(step);
        }
        state.apply(seat, &next.action, &mut rng).ok()?;
        solver_moves += 1;
        if next.wins_now {
            break;
        }
    }
    Some((goal, line))
}

/// Whether the action written `text` wins on the spot for `seat`.
fn wins_text<G: Game>(game: &G, seat: Seat, text: &str) -> bool {
    G::parse_action(text).is_ok_and(|a| wins(game, seat, &a, 0))
}

/// A solver's move found unique, with the least chance it keeps over the
/// hidden states and rolls, and whether it wins on the spot.
struct Decided<A> {
    action: A,
    chance: f64,
    wins_now: bool,
}

/// `seat`'s legal actions.
fn legal<G: Game>(game: &G, seat: Seat) -> Vec<G::Action> {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
}

/// Whether `action` wins the game for `seat` on the spot.
fn wins<G: Game>(game: &G, seat: Seat, action: &G::Action, seed: u64) -> bool {
    let mut next = game.clone();
    next.apply(seat, action, &mut SeededRng::new(seed)).is_ok() && next.outcome() == Outcome::Won(seat)
}

/// The one move of `seat` in `game` that keeps its chance where every other is
/// [`CLEAR_MARGIN`] worse, in every hidden state, at `plan`; `None` when
/// there is none. At the `first` step two moves that win on the spot make no
/// puzzle and a forced move is none either; later, a forced move passes and
/// any move that wins on the spot is accepted (the first is named).
fn decide<G: Game>(game: &G, seat: Seat, plan: &Plan, seed: u64, first: bool) -> Option<Decided<G::Action>> {
    let actions = legal(game, seat);
    if actions.is_empty() || (first && actions.len() == 1) {
        return None;
    }
    if actions.len() == 1 {
        let chance = chance_after(game, seat, &actions[0], plan, seed, false);
        return Some(Decided {
            wins_now: wins(game, seat, &actions[0], seed),
            action: actions[0].clone(),
            chance,
        });
    }
    let states = game.hidden_states(seat)?;
    if states.is_empty() || states.len() > MAX_HIDDEN_STATES {
        return None;
    }
    let as_is = states.len() > 1;
    let winners: Vec<usize> = (0..actions.len())
        .filter(|&i| states.iter().all(|h| wins(h, seat, &actions[i], seed)))
        .collect();
    if winners.len() >= 2 {
        return (!first).then(|| Decided {
            action: actions[winners[0]].clone(),
            chance: 1.0,
            wins_now: true,
        });
    }
    let mut solution = winners.first().copied();
    let wins_now = solution.is_some();
    let mut chance: f64 = 1.0;
    for (k, state) in states.iter().enumerate() {
        let seed = seed ^ (k as u64).wrapping_mul(0xA24B_AED4_963E_E407);
        let (best, mean) = match solution {
            Some(i) => (i, 1.0),
            None => best_of(state, seat, &actions, plan, seed, as_is),
        };
        if solution.is_some_and(|i| i != best) {
            return None;
        }
        solution = Some(best);
        // With dice the goal must hold after every roll that follows.
        let value = match rolls_after(state, seat, &actions[best], seed) {
            Some(outcomes) if !wins_now => outcomes
                .iter()
                .map(|next| chance_of(next, seat, plan, seed, as_is))
                .fold(mean, f64::min),
            _ => mean,
        };
        let rest: Vec<G::Action> = actions
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != best)
            .map(|(_, a)| a.clone())
            .collect();
        let (_, rival) = best_of(state, seat, &rest, plan, seed.rotate_left(7), as_is);
        if std::env::var_os("PUZZLE_DEBUG").is_some() {
            eprintln!("decide {} state {k} value {value:.2} rival {rival:.2} wins_now {wins_now} seed {seed} best {} first {first}", G::SPEC.name, actions[best]);
        }
        if rival > value - CLEAR_MARGIN {
            return None;
        }
        chance = chance.min(value);
    }
    Some(Decided {
        action: actions[solution?].clone(),
        chance,
        wins_now,
    })
}

/// The best of `actions` for `seat` in `state` at `plan` and its chance: a move
/// that wins on the spot reads 1; otherwise MCTS's most visited root action
/// and its mean reward, or alpha-beta's best and its score through
/// [`review::logistic`]. `as_is` searches the state as it is (one hidden
/// state), not a determinisation.
fn best_of<G: Game>(state: &G, seat: Seat, actions: &[G::Action], plan: &Plan, seed: u64, as_is: bool) -> (usize, f64) {
    if let Some(i) = actions.iter().position(|a| wins(state, seat, a, seed)) {
        return (i, 1.0);
    }
    if actions.len() == 1 {
        return (0, chance_after(state, seat, &actions[0], plan, seed, as_is));
    }
    let mut rng = SeededRng::new(seed);
    match plan {
        Plan::Mcts(config) => {
            let report = if as_is {
                mcts::search_as_is(state, seat, actions, config, &mut rng)
            } else {
                mcts::search(state, seat, actions, config, &mut rng)
            };
            (report.best, report.means[report.best])
        }
        Plan::AlphaBeta(config) => {
            let report = alphabeta::search(state, seat, actions, config, &mut rng);
            (report.best, review::logistic(report.score))
        }
    }
}

/// The positions after `seat` plays `action` in `state` and the dice that
/// follow are rolled, one per roll ([`rolls`]); `None` when no roll follows.
fn rolls_after<G: Game>(state: &G, seat: Seat, action: &G::Action, seed: u64) -> Option<Vec<G>> {
    if !G::SPEC.dice {
        return None;
    }
    let mut after = state.clone();
    after.apply(seat, action, &mut SeededRng::new(seed)).ok()?;
    rolls(&after, seed)
}

/// `seat`'s chance after playing `action` in `state`: for each roll of the
/// dice that follows (when the next action is a roll), the least chance over
/// the rolls; otherwise a search of the position after it.
fn chance_after<G: Game>(state: &G, seat: Seat, action: &G::Action, plan: &Plan, seed: u64, as_is: bool) -> f64 {
    let mut after = state.clone();
    if after.apply(seat, action, &mut SeededRng::new(seed)).is_err() {
        return 0.0;
    }
    match rolls(&after, seed) {
        Some(outcomes) => outcomes
            .iter()
            .map(|next| chance_of(next, seat, plan, seed, as_is))
            .fold(1.0, f64::min),
        None => chance_of(&after, seat, plan, seed, as_is),
    }
}

/// The positions after each possible roll when the next action in `game` is a
/// roll of two dice (the only legal action, `roll`, drawing each die as
/// `rng.below(6)`): one per roll, the higher die first (21 rolls); rolls drawn
/// after it (an Acey-Ducey's roll again) come from a generator seeded with
/// `seed`. `None` when the next action is not a roll.
fn rolls<G: Game>(game: &G, seed: u64) -> Option<Vec<G>> {
    if !G::SPEC.dice {
        return None;
    }
    let actor = game.to_act()?;
    let actions = legal(game, actor);
    let [action] = actions.as_slice() else {
        return None;
    };
    if action.to_string() != "roll" {
        return None;
    }
    let mut outcomes = Vec::new();
    for (dice, _) in crate::acey_ducey::ALL_ROLLS {
        let mut next = game.clone();
        let mut rng = Scripted {
            script: vec![u32::from(dice.high()) - 1, u32::from(dice.low()) - 1],
            rest: SeededRng::new(seed),
        };
        next.apply(actor, action, &mut rng).ok()?;
        outcomes.push(next);
    }
    Some(outcomes)
}

/// Draws from `script` first, then from `rest`.
struct Scripted {
    script: Vec<u32>,
    rest: SeededRng,
}

impl Rng for Scripted {
    fn below(&mut self, n: u32) -> u32 {
        if self.script.is_empty() {
            return self.rest.below(n);
        }
        self.script.remove(0).min(n - 1)
    }
}

/// `seat`'s chance in `game` at `plan`, whoever is to act (1 won, ½ drawn, 0
/// lost once it is over).
fn chance_of<G: Game>(game: &G, seat: Seat, plan: &Plan, seed: u64, as_is: bool) -> f64 {
    match game.outcome() {
        Outcome::Won(winner) => return if winner == seat { 1.0 } else { 0.0 },
        Outcome::Draw => return 0.5,
        Outcome::Ongoing => {}
    }
    let Some(actor) = game.to_act() else { return 0.5 };
    let mut rng = SeededRng::new(seed.rotate_left(13));
    match plan {
        Plan::Mcts(config) => {
            if as_is {
                mcts::value_as_is(game, seat, config, &mut rng)
            } else {
                mcts::value(game, seat, config, &mut rng)
            }
        }
        Plan::AlphaBeta(config) => {
            let actions = legal(game, actor);
            if actions.is_empty() {
                return 0.5;
            }
            let p = review::logistic(alphabeta::search(game, actor, &actions, config, &mut rng).score);
            if actor == seat {
                p
            } else {
                1.0 - p
            }
        }
    }
}

/// The cheap pre-filter: a move that wins on the spot, or one search at the
/// review budget whose best move's mean is within [`PREFILTER_SLACK`] of
/// [`SAVE_CHANCE`] and at least [`CLEAR_MARGIN`] − [`PREFILTER_SLACK`] above
/// every other move's that the search tried more than a few times (alpha-beta:
/// a second search without the best move).
fn promising<G: Game>(game: &G, seat: Seat, seed: u64) -> bool {
    let actions = legal(game, seat);
    if actions.len() < 2 {
        return false;
    }
    let mut rng = SeededRng::new(seed);
    let state = game.determinize(seat, &mut rng);
    if actions.iter().any(|a| wins(&state, seat, a, seed)) {
        return true;
    }
    let budget = review::review_budget::<G>();
    match &budget {
        Plan::Mcts(config) => {
            let report = mcts::search(game, seat, &actions, config, &mut rng);
            let best = report.means[report.best];
            let enough = (report.iterations / 50).max(3);
            let rival = (0..actions.len())
                .filter(|&i| i != report.best && report.visits[i] >= enough)
                .map(|i| report.means[i])
                .fold(0.0, f64::max);
            if std::env::var_os("PUZZLE_DEBUG").is_some() {
                eprintln!("prefilter {} best {best:.2} rival {rival:.2}", G::SPEC.name);
            }
            best >= SAVE_CHANCE - PREFILTER_SLACK && best - rival >= CLEAR_MARGIN - PREFILTER_SLACK
        }
        Plan::AlphaBeta(_) => {
            let (best, value) = best_of(game, seat, &actions, &budget, seed, false);
            if value < SAVE_CHANCE - PREFILTER_SLACK {
                return false;
            }
            let mut rest = actions;
            rest.swap_remove(best);
            let (_, rival) = best_of(game, seat, &rest, &budget, seed, false);
            value - rival >= CLEAR_MARGIN - PREFILTER_SLACK
        }
    }
}

/// The built-in set: puzzles Parlor mined from its own arena games, stored in
/// `games/puzzles/built-in.json` (regenerated by `scripts/puzzles`).
pub fn built_in() -> &'static [Puzzle] {
    static SET: std::sync::LazyLock<Vec<Puzzle>> = std::sync::LazyLock::new(|| {
        serde_json::from_str(include_str!("../../puzzles/built-in.json")).expect("the built-in puzzles parse")
    });
    &SET
}
