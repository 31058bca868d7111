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
    /// Keep every man safe (Acey Ducey): the one play after which no roll lets
    /// the opponent send a man of the solver's to the Dog House, where every
    /// other play leaves one open to it.
    Safe,
}

impl Goal {
    /// The goal's name as stored and shown in `--json`: `win`, `save`, `safe`.
    pub fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Save => "save",
            Goal::Safe => "safe",
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
    puzzle.line.len() as u64 ^ 0x5EED_0F90_221E
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
    match tuning::<G>(Level::Hard).uncapped().plan {
        Plan::AlphaBeta(mut config) => {
            config.nodes *= u64::from(VERIFY_FACTOR);
            Plan::AlphaBeta(config)
        }
        Plan::Mcts(mut config) => {
            config.iterations *= VERIFY_FACTOR;
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
/// - a move that wins on the spot is a puzzle when it is the only one (in
///   every hidden state): the others leave the game open, however well
///   (Lichess's rule for a mate in one);
/// - two moves that win on the spot make no puzzle (moves that differ only in
///   the ball they confiscate, the Line game's `xa1`, count as one: any of
///   them is accepted as the answer).
///
/// Hidden information and dice: every state the solver cannot tell apart
/// ([`Game::hidden_states`]; none mined where there are too many) is checked:
/// the searcher must pick the same move in each, the move must keep the goal in
/// each, and the best other move must be clearly worse in each (in all, not on
/// average). After the move, the next roll is enumerated (every roll of two
/// dice) and the goal must hold after each; the best other move is judged over
/// the dice as the search samples them (on average) and must be
/// [`CLEAR_MARGIN`] below the solution's chance after its worst roll. Such
/// games get one-move puzzles. Number One: two players only.
///
/// Hot Spot and Acey Ducey are judged instead by exhaustive rules, without a
/// searcher or pre-filter (`exhaustive_rule`): a Hot Spot move that forces
/// the win (or the one escape from a forced loss) in every order of the
/// face-down pieces, and the one Acey Ducey play that no roll can punish with
/// a man sent to the Dog House ([`ACEY_EXPOSURE`]).
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

/// The puzzle at one position, if there is one ([`mine_any`]'s rules), at the
/// real budgets: the review budget's pre-filter, then [`verify_budget`].
pub fn mine_position<G: Game>(game: &G, seed: u64) -> Option<Puzzle> {
    mine_position_at(game, seed, &review::review_budget::<G>(), &verify_budget::<G>())
}

/// [`mine_position`] with explicit budgets for the pre-filter and the
/// verification (tests run small ones; [`verify`] checks at [`verify_budget`]).
pub fn mine_position_at<G: Game>(game: &G, seed: u64, prefilter: &Plan, budget: &Plan) -> Option<Puzzle> {
    let seat = game.to_act()?;
    if game.outcome().is_over() || players(game) > 2 {
        return None;
    }
    // The exhaustive rules (Hot Spot, Acey Ducey) are their own pre-filter.
    if exhaustive_rule::<G>().is_none() && !promising(game, seat, prefilter, seed) {
        return None;
    }
    let position = AnyGame::from(game.clone()).save();
    let base = view_seed(game, seat);
    let (goal, line) = solve(game, seat, budget, base, None)?;
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
        return Err(PuzzleError::Line(
            0,
            "the solution does not start with the solver's move".into(),
        ));
    }
    let checked = dispatch!(&start, g => {
        let base = view_seed(g, puzzle.solver());
        solve(g, puzzle.solver(), &verify_budget_of(g), base, Some(&puzzle.line))
    })
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
            dispatch_test_game!(game, $g => $body)
        }
    }};
}
use dispatch;

/// The test-only tic-tac-toe (feature `test-game`) in [`dispatch`], so the
/// bot's tests mine and verify a game small enough to reason about.
#[cfg(feature = "test-game")]
macro_rules! dispatch_test_game {
    ($game:expr, $g:ident => $body:expr) => {
        $game.downcast_ref::<crate::tic_tac_toe::TicTacToe>().map(|$g| $body)
    };
}
#[cfg(not(feature = "test-game"))]
macro_rules! dispatch_test_game {
    ($game:expr, $g:ident => $body:expr) => {
        None
    };
}
use dispatch_test_game;

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

/// The searches' seed for a puzzle at `game`: FNV-1a over the JSON of what
/// `seat` sees ([`Game::seat_view`]), so it never depends on what the solver
/// may not know (the opponent's Trespass secret would otherwise change the
/// random numbers, and so perhaps the verdict).
fn view_seed<G: Game>(game: &G, seat: Seat) -> u64 {
    serde_json::to_string(&game.seat_view(seat))
        .expect("views serialise")
        .bytes()
        .fold(0xCBF2_9CE4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01B3)
        })
}

/// [`verify_budget`] for the game `_game` is of.
fn verify_budget_of<G: Game>(_game: &G) -> Plan {
    verify_budget::<G>()
}

/// Whether lines go on past the first move in `G`: perfect information, no
/// dice, two players.
fn lines_go_on<G: Game>() -> bool {
    !G::SPEC.dice && !G::SPEC.secrets && G::SPEC.name != "hot-spot"
}

/// The puzzle's goal and line from `game` for `seat`, or `None`. With `stored`,
/// the line is checked against it (the defence's replies taken from it) rather
/// than searched: [`verify`].
fn solve<G: Game>(
    game: &G,
    seat: Seat,
    budget: &Plan,
    base: u64,
    stored: Option<&[Step]>,
) -> Option<(Goal, Vec<Step>)> {
    if let Some(rule) = exhaustive_rule::<G>() {
        let (goal, step) = match rule {
            Rule::ForcedCapture => forced_capture(game, seat)?,
            Rule::SafePlay => safe_play(game, seat)?,
        };
        if stored.is_some_and(|stored| stored.len() != 1 || stored[0].action != step.action) {
            return None;
        }
        return Some((goal, vec![step]));
    }
    let plan = *budget;
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
            let accepted =
                expected.action == step.action || (last && next.wins_now && wins_text(&state, seat, &expected.action));
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

/// The exhaustive rules that replace the searcher's verdict in games where its
/// chances swing too little for [`CLEAR_MARGIN`] (see [`exhaustive_rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rule {
    /// Hot Spot: [`forced_capture`].
    ForcedCapture,
    /// Acey Ducey: [`safe_play`].
    SafePlay,
}

/// The exhaustive rule of `G`, if its puzzles come from one: Hot Spot's
/// captures happen at the start of the capturer's turn (no move wins on the
/// spot, and a capture moves the searcher's chance by only ~0.15), and Acey
/// Ducey's dice keep the searcher's chances of two plays close; both are
/// judged instead by enumerating every reply (Hot Spot, in every hidden state)
/// and every roll (Acey Ducey), without a searcher, so a verdict is exact and
/// replays on any machine.
fn exhaustive_rule<G: Game>() -> Option<Rule> {
    match G::SPEC.name {
        "hot-spot" => Some(Rule::ForcedCapture),
        "acey-ducey" => Some(Rule::SafePlay),
        _ => None,
    }
}

/// Hot Spot's puzzles, checked exhaustively in every state the solver cannot
/// tell apart ([`Game::hidden_states`], at most [`MAX_HIDDEN_STATES`]):
/// - **Win**: exactly one move *forces the win*: whatever the opponent replies
///   (every legal move or exchange, after the captures that start its turn),
///   the captures that start the solver's next turn take the opponent's last
///   live pieces. No other move forces it in any hidden state (they leave the
///   game open: the rule of a mate in one, [`Goal::Win`]).
/// - **Save**: no move forces the win, and exactly one move escapes a forced
///   loss: after every other move the opponent has the last captures at the
///   start of its turn or a move that forces its win as above; after the
///   solution it has neither, in every hidden state ([`Goal::Save`]).
///
/// The verdict must be the same in every hidden state; otherwise no puzzle.
fn forced_capture<G: Game>(game: &G, seat: Seat) -> Option<(Goal, Step)> {
    let actions = legal(game, seat);
    if actions.len() < 2 {
        return None;
    }
    let states = game.hidden_states(seat)?;
    if states.is_empty() || states.len() > MAX_HIDDEN_STATES {
        return None;
    }
    // For each action, whether the predicate holds in all states (Some(true)),
    // in none (Some(false)) or only in some (None: the verdict would depend on
    // what the solver cannot see).
    let verdicts = |holds: &dyn Fn(&G, &G::Action) -> bool| -> Option<Vec<bool>> {
        actions
            .iter()
            .map(|a| {
                let n = states.iter().filter(|h| holds(h, a)).count();
                match n {
                    0 => Some(false),
                    n if n == states.len() => Some(true),
                    _ => None,
                }
            })
            .collect()
    };
    let one = |marks: &[bool]| -> Option<usize> {
        let mut hits = marks.iter().enumerate().filter(|(_, &m)| m).map(|(i, _)| i);
        let first = hits.next()?;
        hits.next().is_none().then_some(first)
    };
    let step = |i: usize| Step {
        seat: seat.0,
        action: actions[i].to_string(),
    };
    let forcing = verdicts(&|h, a| forces_win(h, seat, a))?;
    if forcing.iter().any(|&f| f) {
        return one(&forcing).map(|i| (Goal::Win, step(i)));
    }
    let escapes = verdicts(&|h, a| {
        let mut after = h.clone();
        after.apply(seat, a, &mut SeededRng::new(0)).is_ok() && !opponent_forces(&after, seat)
    })?;
    one(&escapes).map(|i| (Goal::Save, step(i)))
}

/// Whether `action` of `seat` in `state` forces the win: it is legal, and
/// after it every reply of the opponent leaves `seat` the winner at once (the
/// captures that start `seat`'s next turn).
fn forces_win<G: Game>(state: &G, seat: Seat, action: &G::Action) -> bool {
    let mut after = state.clone();
    if after.apply(seat, action, &mut SeededRng::new(0)).is_err() {
        return false;
    }
    match after.outcome() {
        Outcome::Won(winner) => return winner == seat,
        Outcome::Draw => return false,
        Outcome::Ongoing => {}
    }
    let Some(actor) = after.to_act().filter(|&s| s != seat) else {
        return false;
    };
    let replies = legal(&after, actor);
    !replies.is_empty()
        && replies.iter().all(|reply| {
            let mut next = after.clone();
            next.apply(actor, reply, &mut SeededRng::new(0)).is_ok() && next.outcome() == Outcome::Won(seat)
        })
}

/// Whether, in `after` (`seat` has just moved), `seat` has lost already or the
/// opponent to act has a move that forces its win ([`forces_win`]).
fn opponent_forces<G: Game>(after: &G, seat: Seat) -> bool {
    match after.outcome() {
        Outcome::Won(winner) => return winner != seat,
        Outcome::Draw => return false,
        Outcome::Ongoing => {}
    }
    let Some(actor) = after.to_act().filter(|&s| s != seat) else {
        return false;
    };
    legal(after, actor).iter().any(|a| forces_win(after, actor, a))
}

/// The least share of the 36 rolls on which every other play must leave a man
/// of the solver's that the opponent can send to the Dog House, for an Acey
/// Ducey puzzle ([`safe_play`]), in 36ths.
pub const ACEY_EXPOSURE: u32 = 11;

/// How many Acey-Ducey (1-2) "play and roll again" turns in a row the safety of
/// an Acey Ducey solution is followed through; a deeper chain counts as a
/// possible hit (so a solution is never called safe unproven).
pub const ACEY_ROLL_AGAIN_DEPTH: u32 = 2;

/// Acey Ducey's puzzles ([`Goal::Safe`]: keep your men safe): exactly one play
/// (of distinct resulting positions) leaves no man of the solver's that the
/// opponent can send to the Dog House (a hit or an Acey-Ducey send) on any of
/// the 21 rolls that follow, each enumerated, with every play of the opponent
/// and its rolls again after an Acey-Ducey (to [`ACEY_ROLL_AGAIN_DEPTH`]);
/// every other play leaves a man it can send there on at least
/// [`ACEY_EXPOSURE`] of the 36 rolls (the first roll only: a count that can
/// only fall short). No puzzle where a play ends the game or lets the solver
/// roll again, or where the solver has men in its Dog House already.
fn safe_play<G: Game>(game: &G, seat: Seat) -> Option<(Goal, Step)> {
    let actions = legal(game, seat);
    if actions.len() < 2 || housed(game, seat) != 0 {
        return None;
    }
    let mut outcomes: Vec<(usize, G)> = Vec::new();
    for (i, action) in actions.iter().enumerate() {
        let mut after = game.clone();
        after.apply(seat, action, &mut SeededRng::new(0)).ok()?;
        if after.outcome().is_over() || after.to_act() == Some(seat) {
            return None;
        }
        if !outcomes.iter().any(|(_, o)| *o == after) {
            outcomes.push((i, after));
        }
    }
    if outcomes.len() < 2 {
        return None;
    }
    let mut safe = None;
    for (i, after) in &outcomes {
        let exposure = exposure(after, seat)?;
        if exposure == 0 {
            if safe.is_some() {
                return None;
            }
            safe = Some((*i, after));
        } else if exposure < ACEY_EXPOSURE {
            return None;
        }
    }
    let (i, after) = safe?;
    // The solution again, through every roll-again chain.
    if can_send(after, seat, 0) {
        return None;
    }
    Some((
        Goal::Safe,
        Step {
            seat: seat.0,
            action: actions[i].to_string(),
        },
    ))
}

/// `seat`'s men in its Dog House.
fn housed<G: Game>(game: &G, seat: Seat) -> u8 {
    game.stakes()
        .and_then(|s| s.dog_house().get(seat.index()).copied())
        .unwrap_or(0)
}

/// On how many of the 36 rolls the opponent, to roll in `after`, has a play
/// that sends a man of `seat`'s to the Dog House (that roll's play only).
/// `None` when the next action is not the opponent's roll.
fn exposure<G: Game>(after: &G, seat: Seat) -> Option<u32> {
    let outcomes = rolls(after, 0)?;
    let before = housed(after, seat);
    let mut count = 0;
    for (rolled, (_, weight)) in outcomes.iter().zip(crate::acey_ducey::ALL_ROLLS) {
        let actor = rolled.to_act()?;
        let hits = legal(rolled, actor).iter().any(|a| {
            let mut next = rolled.clone();
            next.apply(actor, a, &mut SeededRng::new(0)).is_ok() && housed(&next, seat) > before
        });
        if hits {
            count += u32::from(weight);
        }
    }
    Some(count)
}

/// Whether the opponent, to roll in `after`, can send a man of `seat`'s to
/// the Dog House on some roll, following its rolls again after an Acey-Ducey
/// play; no roll can where no man could ever be sent
/// ([`crate::acey_ducey::AceyDucey::could_be_sent`]: no blot with an opposing
/// man behind it, none on the send points); past [`ACEY_ROLL_AGAIN_DEPTH`]
/// such rolls, or where the position is not the opponent's roll, it counts as
/// possible.
fn can_send<G: Game>(after: &G, seat: Seat, depth: u32) -> bool {
    if after.outcome().is_over() {
        return after.outcome() != Outcome::Won(seat);
    }
    let structurally_safe = AnyGame::from(after.clone())
        .downcast_ref::<crate::acey_ducey::AceyDucey>()
        .is_some_and(|g| !g.could_be_sent(seat));
    if structurally_safe {
        return false;
    }
    if depth > ACEY_ROLL_AGAIN_DEPTH {
        return true;
    }
    let Some(outcomes) = rolls(after, 0) else {
        return true;
    };
    let before = housed(after, seat);
    outcomes.iter().any(|rolled| {
        let Some(actor) = rolled.to_act() else {
            return false;
        };
        if actor == seat {
            return false;
        }
        legal(rolled, actor).iter().any(|a| {
            let mut next = rolled.clone();
            if next.apply(actor, a, &mut SeededRng::new(0)).is_err() {
                return true;
            }
            if housed(&next, seat) > before {
                return true;
            }
            next.outcome() == Outcome::Ongoing && next.to_act() == Some(actor) && can_send(&next, seat, depth + 1)
        })
    })
}

/// Whether the action written `text` wins on the spot for `seat`.
fn wins_text<G: Game>(game: &G, seat: Seat, text: &str) -> bool {
    G::parse_action(text).is_ok_and(|a| wins(game, seat, &a, 0))
}

/// An action's notation without the words that name confiscations (the Line
/// game's `xa1`): winning actions with the same key are one move played with
/// a free choice of the ball taken, and the puzzle names the first.
fn move_key<A: std::fmt::Display>(action: &A) -> String {
    action
        .to_string()
        .split(' ')
        .filter(|w| !w.starts_with('x'))
        .collect::<Vec<_>>()
        .join(" ")
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
    // Moves that differ only in what they confiscate (the Line game's `xa1`
    // after the move) count as one move.
    let one_move = winners
        .windows(2)
        .all(|w| move_key(&actions[w[0]]) == move_key(&actions[w[1]]));
    if winners.len() >= 2 && !one_move {
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
        let key = move_key(&actions[best]);
        let rest: Vec<G::Action> = actions
            .iter()
            .enumerate()
            .filter(|&(i, a)| i != best && !(wins_now && move_key(a) == key))
            .map(|(_, a)| a.clone())
            .collect();
        // A win on the spot is a puzzle when no other move wins on the spot
        // (Lichess's rule for a mate in one): the others leave the game open.
        if rest.is_empty() || wins_now {
            break;
        }
        let (_, rival) = best_of(state, seat, &rest, plan, seed.rotate_left(7), as_is);
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
fn promising<G: Game>(game: &G, seat: Seat, budget: &Plan, seed: u64) -> bool {
    let actions = legal(game, seat);
    if actions.len() < 2 {
        return false;
    }
    let mut rng = SeededRng::new(seed);
    let state = game.determinize(seat, &mut rng);
    if actions.iter().any(|a| wins(&state, seat, a, seed)) {
        return true;
    }
    match budget {
        Plan::Mcts(config) => {
            let report = mcts::search(game, seat, &actions, config, &mut rng);
            let best = report.means[report.best];
            let enough = (report.iterations / 50).max(3);
            let rival = (0..actions.len())
                .filter(|&i| i != report.best && report.visits[i] >= enough)
                .map(|i| report.means[i])
                .fold(0.0, f64::max);
            best >= SAVE_CHANCE - PREFILTER_SLACK && best - rival >= CLEAR_MARGIN - PREFILTER_SLACK
        }
        Plan::AlphaBeta(_) => {
            let (best, value) = best_of(game, seat, &actions, budget, seed, false);
            if value < SAVE_CHANCE - PREFILTER_SLACK {
                return false;
            }
            let mut rest = actions;
            rest.swap_remove(best);
            let (_, rival) = best_of(game, seat, &rest, budget, seed, false);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{checkers, trespass};

    use crate::ai::tests::checkers;

    /// Budgets small enough for debug builds: (pre-filter, verification).
    fn small<G: Game>(iterations: u32, nodes: u64) -> (Plan, Plan) {
        let plan = match verify_budget::<G>() {
            Plan::Mcts(mut c) => {
                c.iterations = iterations;
                Plan::Mcts(c)
            }
            Plan::AlphaBeta(mut c) => {
                c.nodes = nodes;
                Plan::AlphaBeta(c)
            }
        };
        (plan, plan)
    }

    /// The hand-made shot: Black's king on 6 steps to 1 and White's last man,
    /// on 5, has no move left: Black wins. Every other king move lets the man
    /// crown (a king each: even).
    fn shot() -> Puzzle {
        let game = checkers("B:W5:BK6");
        let (pre, budget) = small::<checkers::Checkers>(0, 20_000);
        mine_position_at(&game, 1, &pre, &budget).expect("the shot is a puzzle")
    }

    #[test]
    fn mining_finds_the_shot_and_nothing_where_two_moves_win() {
        let puzzle = shot();
        assert_eq!(puzzle.goal, Goal::Win);
        assert_eq!(puzzle.solver(), Seat(0));
        assert_eq!(
            puzzle.line,
            vec![Step {
                seat: 0,
                action: "6-1".into()
            }]
        );
        // Both 14x23 and 15x22 take White's last man: no puzzle.
        let two = checkers("B:W18:B14,15");
        let (pre, budget) = small::<checkers::Checkers>(0, 20_000);
        assert_eq!(mine_position_at(&two, 1, &pre, &budget), None);
        // A quiet opening position is no puzzle either.
        let opening = checkers::Checkers::new(&Default::default(), 2, &mut SeededRng::new(1));
        assert_eq!(mine_position_at(&opening, 1, &pre, &budget), None);
    }

    #[test]
    fn answers_judge_the_stored_move_and_refute_the_others() {
        let puzzle = shot();
        let kept = puzzle.clone();
        match answer(&puzzle, 0, "6-1", 3).expect("a step") {
            Answer::Right {
                played,
                replies,
                solved,
                next,
            } => {
                assert_eq!(played, "6-1");
                assert!(replies.is_empty());
                assert!(solved);
                assert_eq!(next, 1);
            }
            other => panic!("{other:?}"),
        }
        match answer(&puzzle, 0, "6-2", 3).expect("a step") {
            Answer::Wrong { played, refutation } => {
                assert_eq!(played, "6-2");
                // White crowns its man at once.
                assert_eq!(refutation.first().map(|s| s.action.as_str()), Some("5-1"));
                assert!(refutation.iter().all(|s| s.seat == 1));
            }
            other => panic!("{other:?}"),
        }
        for nonsense in ["zz", "6-7", "", "5-1"] {
            assert!(
                matches!(answer(&puzzle, 0, nonsense, 3), Ok(Answer::Illegal(_))),
                "{nonsense}"
            );
        }
        assert_eq!(answer(&puzzle, 1, "6-1", 3), Err(PuzzleError::NoStep(1)));
        assert_eq!(puzzle, kept);
        // The stored puzzle verifies, and a doctored one does not.
        verify(&puzzle).expect("the shot verifies");
        let mut wrong = puzzle.clone();
        wrong.line[0].action = "6-2".into();
        assert!(verify(&wrong).is_err());
        let mut broken = puzzle;
        broken.line[0].action = "6-7".into();
        assert!(matches!(verify(&broken), Err(PuzzleError::Line(0, _))));
    }

    /// Positions of a seeded random Trespass game with both secrets picked.
    fn trespass_positions(seed: u64) -> Vec<trespass::Trespass> {
        let mut rng = SeededRng::new(seed);
        let options = trespass::Trespass::parse_options("").expect("defaults");
        let mut game = trespass::Trespass::new(&options, 2, &mut rng);
        for seat in [Seat(0), Seat(1)] {
            let secrets = game.secrets_mut().expect("Trespass has secrets");
            let choices = secrets.secret_choices();
            let pick = choices[rng.below(choices.len() as u32) as usize];
            secrets.set_secret(seat, pick).expect("a listed secret");
        }
        let mut out = Vec::new();
        let mut legal = Vec::new();
        while let Some(seat) = game.to_act() {
            legal.clear();
            game.legal_actions(seat, &mut legal);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            out.push(game.clone());
            game.apply(seat, &pick, &mut rng).expect("a listed action");
        }
        out
    }

    #[test]
    fn trespass_verdicts_ignore_the_opponents_secret() {
        let (pre, budget) = small::<trespass::Trespass>(40, 0);
        let mut compared = 0;
        let mut found = 0;
        for seed in 1..4 {
            let positions = trespass_positions(seed);
            // The last positions, where secret pieces near their goal rows.
            for game in positions.iter().rev().take(4) {
                let seat = game.to_act().expect("ongoing");
                let states = game.hidden_states(seat).expect("in play");
                assert!(states.contains(game), "the true state is among the hidden states");
                let verdicts: Vec<Option<(Goal, Vec<Step>)>> = states
                    .iter()
                    .map(|variant| mine_position_at(variant, 5, &pre, &budget).map(|p| (p.goal, p.line)))
                    .collect();
                assert!(verdicts.windows(2).all(|w| w[0] == w[1]), "{verdicts:?}");
                compared += verdicts.len();
                found += usize::from(verdicts[0].is_some());
            }
        }
        assert!(compared >= 12);
        assert!(found >= 1, "no puzzle among the positions compared");
        println!("trespass: {compared} variants compared, {found} positions with a puzzle");
    }

    #[test]
    fn a_roll_is_enumerated_after_an_acey_ducey_play() {
        use crate::acey_ducey::AceyDucey;
        let mut rng = SeededRng::new(4);
        let mut game = AceyDucey::new(&Default::default(), 2, &mut rng);
        let mut legal = Vec::new();
        // Play on until a seat chooses among several plays in play.
        let checked = loop {
            let seat = game.to_act().expect("a long game");
            legal.clear();
            game.legal_actions(seat, &mut legal);
            if legal.len() > 1 {
                if let Some(outcomes) = rolls_after(&game, seat, &legal[0], 9) {
                    break outcomes;
                }
            }
            let pick = legal[rng.below(legal.len() as u32) as usize].clone();
            game.apply(seat, &pick, &mut rng).expect("legal");
        };
        assert_eq!(checked.len(), 21, "every roll of two dice, once");
        for (a, b) in checked.iter().zip(&checked[1..]) {
            assert_ne!(a, b, "two rolls gave the same position");
        }
    }

    /// The built-in puzzles of `G`, restored.
    fn built_in_of<G: Game>() -> Vec<(Puzzle, G)> {
        built_in()
            .iter()
            .filter(|p| p.game == G::SPEC.name)
            .map(|p| {
                let start = p.start().expect("restores");
                let game = start.downcast_ref::<G>().expect("its game").clone();
                (p.clone(), game)
            })
            .collect()
    }

    #[test]
    fn hot_spot_verdicts_are_the_same_for_every_order_of_the_face_down_pieces() {
        use crate::hot_spot::HotSpot;
        let set = built_in_of::<HotSpot>();
        assert!(set.len() >= 10, "{} Hot Spot puzzles", set.len());
        for (puzzle, game) in &set {
            let seat = puzzle.solver();
            let states = game.hidden_states(seat).expect("few enough orders");
            assert!(states.contains(game), "the true state is among the hidden states");
            let action = HotSpot::parse_action(&puzzle.line[0].action).expect("parses");
            for state in &states {
                // The same verdict, mined from each order as if it were the real one.
                let (goal, step) = forced_capture(state, seat).expect("a puzzle in every order");
                assert_eq!((goal, &step), (puzzle.goal, &puzzle.line[0]));
                let mut after = state.clone();
                after.apply(seat, &action, &mut SeededRng::new(0)).expect("legal");
                match goal {
                    // Every reply loses at the start of the solver's next turn.
                    Goal::Win => assert!(forces_win(state, seat, &action)),
                    // No reply forces the opponent's win.
                    Goal::Save => assert!(!opponent_forces(&after, seat)),
                    Goal::Safe => panic!("Hot Spot has no safety puzzles"),
                }
                // And every other move fails in this order too.
                for other in legal(state, seat).iter().filter(|a| a.to_string() != step.action) {
                    match goal {
                        Goal::Win => assert!(!forces_win(state, seat, other), "{other}"),
                        Goal::Save => {
                            let mut next = state.clone();
                            next.apply(seat, other, &mut SeededRng::new(0)).expect("legal");
                            assert!(opponent_forces(&next, seat), "{other}");
                        }
                        Goal::Safe => unreachable!("checked above"),
                    }
                }
            }
        }
    }

    #[test]
    fn an_acey_ducey_solution_is_safe_after_every_one_of_the_21_rolls() {
        use crate::acey_ducey::AceyDucey;
        let set = built_in_of::<AceyDucey>();
        assert!(!set.is_empty(), "no Acey Ducey puzzles");
        for (puzzle, game) in set.iter().take(5) {
            assert_eq!(puzzle.goal, Goal::Safe, "Acey Ducey's puzzles keep the men safe");
            let seat = puzzle.solver();
            let action = AceyDucey::parse_action(&puzzle.line[0].action).expect("parses");
            let mut after = game.clone();
            after.apply(seat, &action, &mut SeededRng::new(0)).expect("legal");
            let outcomes = rolls(&after, 0).expect("the opponent rolls next");
            assert_eq!(outcomes.len(), 21);
            for rolled in &outcomes {
                let actor = rolled.to_act().expect("ongoing");
                for reply in legal(rolled, actor) {
                    let mut next = rolled.clone();
                    next.apply(actor, &reply, &mut SeededRng::new(0)).expect("legal");
                    assert_eq!(housed(&next, seat), 0, "{reply} sends a man home");
                }
            }
            assert!(!can_send(&after, seat, 0));
            assert_eq!(exposure(&after, seat), Some(0));
            assert_eq!(safe_play(game, seat).map(|(_, s)| s), Some(puzzle.line[0].clone()));
        }
    }

    #[test]
    fn hot_spot_lists_every_order_of_the_face_down_pieces() {
        let game = crate::hot_spot::HotSpot::new(&Default::default(), 2, &mut SeededRng::new(2));
        // Before the first placement too many orders: not mined.
        assert_eq!(game.hidden_states(Seat(0)), None);
        let values = [1, 1, 2, 3];
        assert_eq!(crate::hot_spot::distinct_orders_for_tests(&values).len(), 12);
    }

    #[test]
    fn every_built_in_puzzle_restores_and_its_line_applies() {
        let set = built_in();
        for (i, puzzle) in set.iter().enumerate() {
            let start = puzzle.start().unwrap_or_else(|e| panic!("puzzle {i}: {e}"));
            assert_eq!(
                start.turns().and_then(|t| t.to_act()),
                Some(puzzle.solver()),
                "puzzle {i}: the solver is to act"
            );
            assert!(puzzle.kind().is_some_and(|k| !k.is_table()));
            assert_eq!(puzzle.line.first().map(|s| s.seat), Some(puzzle.seat), "puzzle {i}");
            assert_eq!(puzzle.line.last().map(|s| s.seat), Some(puzzle.seat), "puzzle {i}");
            puzzle
                .after(puzzle.line.len())
                .unwrap_or_else(|e| panic!("puzzle {i}: {e}"));
        }
    }

    /// The whole built-in set re-verified at the verification budget (release:
    /// `cargo test --release -p parlor-games --lib puzzle -- --ignored`).
    #[test]
    #[ignore = "re-verifies every built-in puzzle at 3× hard; for release builds"]
    fn every_built_in_puzzle_verifies() {
        let start = std::time::Instant::now();
        for (i, puzzle) in built_in().iter().enumerate() {
            verify(puzzle).unwrap_or_else(|e| panic!("puzzle {i} ({}): {e}", puzzle.game));
        }
        println!("{} puzzles verified in {:.1?}", built_in().len(), start.elapsed());
    }
}
