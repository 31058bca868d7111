//! Game review (issue 35, groundwork): how much each move cost its player in
//! winning chance, judged by the searcher from what the player could know then.
//!
//! - **Winning chance** ([`win_chance`]): a seat's chance to win from a position,
//!   a draw counting half, 0 to 1. Every search starts from
//!   [`Game::determinize`]`(seat, …)`, as [`super::choose`] does, so the opponent's
//!   Trespass secret and Hot Spot's face-down values are redrawn from what the
//!   seat may know and never read; dice are chances, sampled by the open-loop
//!   MCTS. MCTS's value is its mean reward (1 won, ½ drawn, 0 lost); a move's,
//!   that of a search whose root offers only that move
//!   ([`mcts::action_value`]). Checkers'
//!   alpha-beta score is mapped by the logistic curve [`logistic`]:
//!   `p = 1 / (1 + exp(−score / CHECKERS_SCALE))` with [`CHECKERS_SCALE`] = 1,500
//!   (one man up in the middlegame, about 2,450 on the search's scale, reads
//!   ≈ 84%; the heuristic's ceiling, 10,000, reads 99.9%; a win in N plies,
//!   1,000,000 − N, reads 1).
//! - **A move's judgement** ([`review_move`]): the searcher picks the best move
//!   at the review budget, then the best move and the played move are each
//!   valued by a search restricted to that one root move, with the same budget
//!   and the same random numbers (common random numbers, so the difference is
//!   the moves' and not the dice's). Alpha-beta values both at the depth the
//!   full search completed. A win on the spot is found first and reads 1.
//! - **Accuracy** ([`move_accuracy`], [`accuracy`]): Lichess's published curve on
//!   the drop in winning chance in percentage points,
//!   `103.1668 · exp(−0.04354 · drop) − 3.1669`, clamped to 0…100, averaged
//!   arithmetically over a player's unforced moves (Lichess blends a
//!   volatility-weighted and a harmonic mean; the plain mean is simpler to
//!   explain and the same for every game).
//! - **Labels** ([`Label`]): by the drop in points, as Lichess's thresholds on
//!   winning chance: inaccuracy ≥ 10, mistake ≥ 20, blunder ≥ 30.
//!
//! Pure and deterministic: a budget is iterations or nodes (no wall-clock cap),
//! so the same seed gives the same review on any machine.

use super::{alphabeta, mcts, tuning, winning_action, Level, Plan};
use crate::acey_ducey::AceyDucey;
use crate::checkers::Checkers;
use crate::game::Game;
use crate::hot_spot::HotSpot;
use crate::line::Line;
use crate::number_one::NumberOne;
use crate::trespass::Trespass;
use crate::{AnyGame, Seat, SeededRng};

/// Alpha-beta's score scale for the logistic curve of [`logistic`]: a score of
/// 1,500 reads ≈ 73%, one man up (≈ 2,450) ≈ 84%.
pub const CHECKERS_SCALE: f64 = 1_500.0;

/// Nodes a review's alpha-beta search may visit (checkers): each move is
/// searched at most twice (all moves, then the played one to the same depth).
pub const REVIEW_NODES: u64 = 60_000;

/// The share of [`Level::Hard`]'s MCTS iterations a review's search runs: each
/// unforced move costs one search of all moves and two of one move each (one
/// when the best was played), so a whole game stays within the 20 s.
pub const REVIEW_ITERATION_SHARE: f64 = 0.5;

/// Lichess's accuracy curve: `a · exp(−b · drop) + c` with these constants
/// (lichess-org/lila, `AccuracyPercent`), drop in percentage points.
pub const ACCURACY_A: f64 = 103.1668;
/// See [`ACCURACY_A`].
pub const ACCURACY_B: f64 = 0.04354;
/// See [`ACCURACY_A`].
pub const ACCURACY_C: f64 = -3.1669;

/// Drop in winning chance (percentage points) from which a move is an
/// [`Label::Inaccuracy`].
pub const INACCURACY_DROP: f64 = 10.0;
/// … a [`Label::Mistake`].
pub const MISTAKE_DROP: f64 = 20.0;
/// … a [`Label::Blunder`].
pub const BLUNDER_DROP: f64 = 30.0;

/// The review budget for game `G`: [`Level::Hard`]'s searcher without its
/// wall-clock cap, with [`REVIEW_NODES`] for alpha-beta and
/// [`REVIEW_ITERATION_SHARE`] of hard's iterations (at least 100) for MCTS.
pub fn review_budget<G: Game>() -> Plan {
    match tuning::<G>(Level::Hard).uncapped().plan {
        Plan::AlphaBeta(mut config) => {
            config.nodes = REVIEW_NODES;
            Plan::AlphaBeta(config)
        }
        Plan::Mcts(mut config) => {
            config.iterations = ((f64::from(config.iterations) * REVIEW_ITERATION_SHARE) as u32).max(100);
            Plan::Mcts(config)
        }
    }
}

/// How bad a move was, by its drop in winning chance (Lichess's thresholds:
/// [`INACCURACY_DROP`], [`MISTAKE_DROP`], [`BLUNDER_DROP`] points).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Label {
    /// A drop of at least 10 points.
    Inaccuracy,
    /// At least 20.
    Mistake,
    /// At least 30.
    Blunder,
}

impl Label {
    /// The label for a drop of `drop` percentage points, `None` under 10.
    pub fn for_drop(drop: f64) -> Option<Label> {
        if drop >= BLUNDER_DROP {
            Some(Label::Blunder)
        } else if drop >= MISTAKE_DROP {
            Some(Label::Mistake)
        } else if drop >= INACCURACY_DROP {
            Some(Label::Inaccuracy)
        } else {
            None
        }
    }

    /// The label's name in notation and JSON: `inaccuracy`, `mistake`, `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Label::Inaccuracy => "inaccuracy",
            Label::Mistake => "mistake",
            Label::Blunder => "blunder",
        }
    }
}

/// The verdict on one move, every chance the mover's (0 to 1, a draw half),
/// judged from what the mover could know before it.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveJudgement<A> {
    /// The mover's chance before the move: the best move's value.
    pub before: f64,
    /// The mover's chance after the played move.
    pub after: f64,
    /// The best move found (the played one when it was as good or when it was
    /// the only legal move).
    pub best: A,
    /// The mover's chance after the best move (equal to `before`).
    pub best_after: f64,
    /// The label of the drop, `before − after` in points ([`Label::for_drop`]).
    pub label: Option<Label>,
    /// Whether the move was the only legal one (left out of [`accuracy`]).
    pub forced: bool,
}

impl<A> MoveJudgement<A> {
    /// The drop in winning chance in percentage points, `(before − after) · 100`,
    /// never below 0.
    pub fn drop(&self) -> f64 {
        ((self.before - self.after) * 100.0).max(0.0)
    }

    /// This move's accuracy, [`move_accuracy`] of its [`MoveJudgement::drop`].
    pub fn accuracy(&self) -> f64 {
        move_accuracy(self.drop())
    }
}

/// Lichess's per-move accuracy for a drop of `drop` percentage points in the
/// mover's winning chance: `103.1668 · exp(−0.04354 · drop) − 3.1669`, clamped
/// to 0…100 (a drop of 0 reads 100; 10 points ≈ 63; 30 ≈ 24).
pub fn move_accuracy(drop: f64) -> f64 {
    (ACCURACY_A * (-ACCURACY_B * drop.max(0.0)).exp() + ACCURACY_C).clamp(0.0, 100.0)
}

/// A player's accuracy over a game, 0 to 100: the arithmetic mean of
/// [`move_accuracy`] over their moves that were not forced; `None` when they
/// had none.
pub fn accuracy<'a, A: 'a>(moves: impl IntoIterator<Item = &'a MoveJudgement<A>>) -> Option<f64> {
    let (sum, n) = moves
        .into_iter()
        .filter(|m| !m.forced)
        .fold((0.0, 0u32), |(s, n), m| (s + m.accuracy(), n + 1));
    (n > 0).then(|| sum / f64::from(n))
}

/// The logistic curve for alpha-beta scores: `1 / (1 + exp(−score / 1,500))`
/// ([`CHECKERS_SCALE`]); 0 reads ½ and a forced win (±1,000,000 less the plies)
/// reads 1 or 0.
pub fn logistic(score: i32) -> f64 {
    1.0 / (1.0 + (-f64::from(score) / CHECKERS_SCALE).exp())
}

/// `seat`'s chance to win `game` (a draw half, 0 to 1), whoever is to act,
/// estimated with `budget` from what `seat` may know: every search starts
/// from [`Game::determinize`]`(seat, …)`, and dice are sampled as chances.
///
/// When `seat` is to act it is the best move's value ([`review_move`]'s
/// `before`). Otherwise, MCTS's mean reward for `seat` over a search of the
/// position; alpha-beta (games without secrets only) searches for the seat to
/// act and maps the score through [`logistic`], seen from `seat`.
pub fn win_chance<G: Game>(game: &G, seat: Seat, budget: &Plan, rng: &mut SeededRng) -> f64 {
    if let Some(outcome) = finished(game, seat) {
        return outcome;
    }
    let actor = game.to_act().expect("an ongoing game has a seat to act");
    let mut actions = Vec::new();
    game.legal_actions(actor, &mut actions);
    if actor == seat && !actions.is_empty() {
        return judge(game, seat, &actions, None, budget, rng).before;
    }
    match budget {
        Plan::Mcts(config) => mcts::value(game, seat, config, rng),
        Plan::AlphaBeta(config) => {
            debug_assert!(!G::SPEC.secrets, "alpha-beta searches for the seat to act");
            if actions.is_empty() {
                return 0.5;
            }
            let report = alphabeta::search(game, actor, &actions, config, rng);
            let p = logistic(report.score);
            if actor == seat {
                p
            } else {
                1.0 - p
            }
        }
    }
}

/// The outcome for `seat` of a finished game (1 won, ½ drawn, 0 otherwise),
/// `None` while it is on.
fn finished<G: Game>(game: &G, seat: Seat) -> Option<f64> {
    match game.outcome() {
        crate::Outcome::Ongoing if game.to_act().is_some() => None,
        crate::Outcome::Ongoing => Some(0.5),
        crate::Outcome::Won(winner) => Some(if winner == seat { 1.0 } else { 0.0 }),
        crate::Outcome::Draw => Some(0.5),
    }
}

/// Judges `played`, `seat`'s move in `before` (where `seat` is to act), with
/// `budget`: the best move and both chances, from `seat`'s information only.
///
/// # Panics
/// When `seat` is not to act in `before` or `played` is not one of its legal
/// actions (the caller replays a stored game, whose moves were legal).
pub fn review_move<G: Game>(
    before: &G,
    seat: Seat,
    played: &G::Action,
    budget: &Plan,
    rng: &mut SeededRng,
) -> MoveJudgement<G::Action> {
    assert_eq!(before.to_act(), Some(seat), "review_move: {seat:?} is not to act");
    let mut actions = Vec::new();
    before.legal_actions(seat, &mut actions);
    assert!(actions.contains(played), "review_move: {played} is not legal");
    judge(before, seat, &actions, Some(played), budget, rng)
}

/// The best of `actions` for `seat` and its value, and `played`'s (the best's
/// when `None`): [`review_move`]'s work, shared with [`win_chance`].
fn judge<G: Game>(
    game: &G,
    seat: Seat,
    actions: &[G::Action],
    played: Option<&G::Action>,
    budget: &Plan,
    rng: &mut SeededRng,
) -> MoveJudgement<G::Action> {
    // One draw from the caller's generator seeds everything below, so the
    // restricted searches share their random numbers.
    let seed = rng.next_u64();
    let forced = actions.len() == 1;
    let wins = |action: &G::Action| {
        let mut rng = SeededRng::new(seed ^ super::DECISIVE_SEED);
        winning_action(game, seat, std::slice::from_ref(action), &mut rng).is_some()
    };
    let win = if forced {
        None
    } else {
        winning_action(game, seat, actions, &mut SeededRng::new(seed ^ super::DECISIVE_SEED))
    };
    let (best, depth) = match (win, budget) {
        (Some(i), _) => (i, None),
        _ if forced => (0, None),
        (None, Plan::Mcts(config)) => (
            mcts::search(game, seat, actions, config, &mut SeededRng::new(seed)).best,
            None,
        ),
        (None, Plan::AlphaBeta(config)) => {
            let report = alphabeta::search(game, seat, actions, config, &mut SeededRng::new(seed));
            (report.best, Some(report.depth))
        }
    };
    let value = |action: &G::Action| -> f64 {
        if wins(action) {
            return 1.0;
        }
        let mut rng = SeededRng::new(seed.rotate_left(17) ^ 0x5EED);
        match budget {
            Plan::Mcts(config) => mcts::action_value(game, seat, action, config, &mut rng),
            Plan::AlphaBeta(config) => {
                let mut config = *config;
                if let Some(depth) = depth {
                    config.max_depth = depth.max(1);
                }
                logistic(alphabeta::search(game, seat, std::slice::from_ref(action), &config, &mut rng).score)
            }
        }
    };
    let mut best = actions[best].clone();
    let mut best_after = value(&best);
    let played = played.unwrap_or(&best).clone();
    let after = if played == best { best_after } else { value(&played) };
    if after > best_after {
        // Searched alone, the played move came out better: it is the best known.
        best = played;
        best_after = after;
    }
    let drop = ((best_after - after) * 100.0).max(0.0);
    MoveJudgement {
        before: best_after,
        after,
        best,
        best_after,
        label: if forced { None } else { Label::for_drop(drop) },
        forced,
    }
}

/// One move of a game to review: the position before it (the caller replays the
/// move log), who moved and what.
#[derive(Clone, Debug)]
pub struct Ply<G: Game> {
    /// The position before the move, with its true hidden state (the review reads
    /// it only through [`Game::determinize`] for the mover).
    pub before: G,
    /// The seat that moved.
    pub seat: Seat,
    /// The move played.
    pub played: G::Action,
}

/// One reviewed move: its index in the game and its judgement.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedMove<A> {
    /// The move's index in the game's list (0 is the first move).
    pub ply: usize,
    /// The seat that moved.
    pub seat: Seat,
    /// The move played.
    pub played: A,
    /// The verdict.
    pub judgement: MoveJudgement<A>,
}

/// A game's review: the reviewed moves in order and each reviewed seat's
/// [`accuracy`].
#[derive(Clone, Debug, PartialEq)]
pub struct Review<A> {
    /// The moves of the reviewed seats, in the game's order.
    pub moves: Vec<ReviewedMove<A>>,
    /// Accuracy per seat index (0 to 100), `None` for a seat not reviewed or
    /// without an unforced move.
    pub accuracy: Vec<Option<f64>>,
}

/// Reviews a game's moves for `seats` (one player, or every player for a
/// spectator) with `budget`: each move judged by [`review_move`] with a
/// generator seeded from `seed` and the move's index (so one move's judgement
/// does not depend on which others were reviewed), and each seat's
/// [`accuracy`].
pub fn review_game<G: Game>(plies: &[Ply<G>], seats: &[Seat], budget: &Plan, seed: u64) -> Review<G::Action> {
    let mut moves = Vec::new();
    for (i, ply) in plies.iter().enumerate() {
        if !seats.contains(&ply.seat) {
            continue;
        }
        let mut rng = SeededRng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let judgement = review_move(&ply.before, ply.seat, &ply.played, budget, &mut rng);
        moves.push(ReviewedMove {
            ply: i,
            seat: ply.seat,
            played: ply.played.clone(),
            judgement,
        });
    }
    let accuracy = (0..G::SPEC.max_seats.max(2))
        .map(|s| {
            let seat = Seat(s as u8);
            if seats.contains(&seat) {
                accuracy(moves.iter().filter(|m| m.seat == seat).map(|m| &m.judgement))
            } else {
                None
            }
        })
        .collect();
    Review { moves, accuracy }
}

/// One logged turn of a stored game, as the bot holds it: the position before
/// it (with its true hidden state, read only through [`Game::determinize`] for
/// the mover), who played and what, in the game's notation.
#[derive(Clone, Debug)]
pub struct AnyPly {
    /// The position before the turn.
    pub before: AnyGame,
    /// The seat that played it.
    pub seat: Seat,
    /// The turn in notation, as logged (one action, or several for Number
    /// One's turn of several peg moves).
    pub played: String,
}

/// A move of [`review_any`]: [`ReviewedMove`] in notation, with the turn it
/// belongs to.
#[derive(Clone, Debug, PartialEq)]
pub struct AnyReviewedMove {
    /// The index of its turn in the plies given to [`review_any`] (several
    /// moves share one when a turn is several actions).
    pub turn: usize,
    /// The move, its actions in canonical notation.
    pub reviewed: ReviewedMove<String>,
}

/// [`review_game`] for a game the bot holds as [`AnyGame`]s: every action of
/// `plies` whose seat is in `seats` judged by [`review_move`] at
/// [`review_budget`] for its game, with the generator [`review_game`] seeds
/// for its index among the actions, and each seat's [`accuracy`]. A forced
/// move (the only legal one: Acey Ducey's `roll`, a lone capture) is not
/// searched: it is marked `forced`, left out of accuracy as always, and
/// carries its mover's last known chance (before and after alike). A turn of
/// several actions (Number One, which has no dice) is split into its actions,
/// each judged in the position the earlier ones left. An action taken out of
/// turn (the Line game's `reclaim`), one the seat was not to play, or one that
/// does not read as a legal action of its position is left out, never
/// judged. `None` for Crown and Anchor (no moves) or when the plies are not of
/// one game.
pub fn review_any(plies: &[AnyPly], seats: &[Seat], seed: u64) -> Option<(Vec<AnyReviewedMove>, Vec<Option<f64>>)> {
    let first = plies.first()?;
    macro_rules! each {
        ($($g:ty),*) => {
            $(
                if first.before.downcast_ref::<$g>().is_some() {
                    return review_typed::<$g>(plies, seats, seed);
                }
            )*
        };
    }
    each!(HotSpot, Trespass, NumberOne, AceyDucey, Line, Checkers);
    #[cfg(feature = "test-game")]
    each!(crate::tic_tac_toe::TicTacToe);
    None
}

/// `seat`'s winning chance after the latest judged move: its own after its
/// own move, the rest of the opponent's when two players are reviewed, ½
/// before any.
fn last_chance<A>(moves: &[(usize, Seat, A, MoveJudgement<A>)], seat: Seat, players: usize) -> f64 {
    for (_, mover, _, judgement) in moves.iter().rev() {
        if *mover == seat {
            return judgement.after;
        }
        if players == 2 {
            return 1.0 - judgement.after;
        }
    }
    0.5
}

/// [`review_any`] for the game `G` every ply holds.
fn review_typed<G: Game>(
    plies: &[AnyPly],
    seats: &[Seat],
    seed: u64,
) -> Option<(Vec<AnyReviewedMove>, Vec<Option<f64>>)> {
    let budget = review_budget::<G>();
    let mut moves = Vec::new();
    let mut index = 0usize;
    let mut legal = Vec::new();
    for (turn, ply) in plies.iter().enumerate() {
        let mut game = ply.before.downcast_ref::<G>()?.clone();
        let Ok(actions) = G::parse_turn(&ply.played) else {
            continue;
        };
        for action in actions {
            let i = index;
            index += 1;
            if game.to_act() != Some(ply.seat) {
                break;
            }
            legal.clear();
            game.legal_actions(ply.seat, &mut legal);
            // The logged notation is canonical; read it as the legal action it names.
            let Some(played) = legal
                .iter()
                .find(|a| **a == action)
                .or_else(|| legal.iter().find(|a| a.to_string() == action.to_string()))
                .cloned()
            else {
                break;
            };
            if seats.contains(&ply.seat) {
                let judgement = if legal.len() == 1 {
                    // A forced move (a roll, a lone capture) is not searched: it
                    // costs nothing, and its chances are the mover's last known.
                    let chance = last_chance(&moves, ply.seat, seats.len());
                    MoveJudgement {
                        before: chance,
                        after: chance,
                        best: played.clone(),
                        best_after: chance,
                        label: None,
                        forced: true,
                    }
                } else {
                    let mut rng = SeededRng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                    review_move(&game, ply.seat, &played, &budget, &mut rng)
                };
                moves.push((turn, ply.seat, played.clone(), judgement));
            }
            // Number One's later peg moves: no dice, so the generator is unused.
            if game.apply(ply.seat, &played, &mut SeededRng::new(seed)).is_err() {
                break;
            }
        }
    }
    let accuracy = (0..G::SPEC.max_seats.max(2))
        .map(|s| {
            let seat = Seat(s as u8);
            if seats.contains(&seat) {
                accuracy(moves.iter().filter(|m| m.1 == seat).map(|m| &m.3))
            } else {
                None
            }
        })
        .collect();
    let moves = moves
        .into_iter()
        .map(|(turn, seat, played, j)| AnyReviewedMove {
            turn,
            reviewed: ReviewedMove {
                ply: turn,
                seat,
                played: played.to_string(),
                judgement: MoveJudgement {
                    before: j.before,
                    after: j.after,
                    best: j.best.to_string(),
                    best_after: j.best_after,
                    label: j.label,
                    forced: j.forced,
                },
            },
        })
        .collect();
    Some((moves, accuracy))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{checkers, hot_spot, trespass, Rng};
    use std::time::Instant;

    /// A review budget small enough for debug builds (the real one is for release).
    fn small<G: Game>(iterations: u32, nodes: u64) -> Plan {
        match review_budget::<G>() {
            Plan::Mcts(mut c) => {
                c.iterations = iterations;
                Plan::Mcts(c)
            }
            Plan::AlphaBeta(mut c) => {
                c.nodes = nodes;
                Plan::AlphaBeta(c)
            }
        }
    }

    use crate::ai::tests::checkers;

    fn action<G: Game>(game: &G, notation: &str) -> G::Action {
        let seat = game.to_act().expect("ongoing");
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        legal
            .into_iter()
            .find(|a| a.to_string() == notation)
            .unwrap_or_else(|| panic!("{notation} is not legal"))
    }

    #[test]
    fn the_formulas_read_as_documented() {
        assert!((move_accuracy(0.0) - 100.0).abs() < 0.01);
        assert!((move_accuracy(10.0) - 63.0).abs() < 1.0);
        assert_eq!(move_accuracy(100.0), 0.0);
        assert_eq!(Label::for_drop(9.9), None);
        assert_eq!(Label::for_drop(10.0), Some(Label::Inaccuracy));
        assert_eq!(Label::for_drop(20.0), Some(Label::Mistake));
        assert_eq!(Label::for_drop(30.0), Some(Label::Blunder));
        assert_eq!(logistic(0), 0.5);
        assert!(logistic(alphabeta::WIN - 40) > 0.999_999);
        assert!(logistic(-alphabeta::WIN + 40) < 0.000_001);
        let one_man = logistic(2_450);
        assert!((0.8..0.88).contains(&one_man), "{one_man}");
    }

    #[test]
    fn a_checkers_move_that_hangs_a_man_is_a_blunder() {
        // Black (1, 2, 15) against White (22, 30, 31), level material. 15-18
        // walks into 22x15 with nothing to take back; every other move is safe.
        let game = checkers("B:W22,30,31:B1,2,15");
        let budget = small::<checkers::Checkers>(0, 20_000);
        let hang = action(&game, "15-18");
        let judgement = review_move(&game, Seat(0), &hang, &budget, &mut SeededRng::new(7));
        assert_eq!(judgement.label, Some(Label::Blunder), "{judgement:?}");
        assert_ne!(judgement.best, hang);
        assert!(judgement.drop() >= BLUNDER_DROP);
        // The best move, played, costs nothing.
        let best = judgement.best.clone();
        let good = review_move(&game, Seat(0), &best, &budget, &mut SeededRng::new(7));
        assert_eq!(good.drop(), 0.0);
        assert_eq!(good.label, None);
        assert_eq!(good.best, best);
    }

    #[test]
    fn a_win_on_the_spot_reads_one() {
        // The primers' shot (ai::tests): 14-18 wins; the review knows a win in
        // one reads 1.
        let game = checkers("B:W22,23:B5,8,9,11,14");
        let budget = small::<checkers::Checkers>(0, 20_000);
        let shot = review_move(&game, Seat(0), &action(&game, "14-18"), &budget, &mut SeededRng::new(3));
        assert_eq!(shot.best.to_string(), "14-18");
        assert!(shot.before > 0.99, "{shot:?}");
        assert_eq!(shot.label, None);
    }

    /// A seeded random Trespass game with both secrets picked, and the positions
    /// along it before `limit` plies.
    fn trespass_positions(seed: u64, limit: usize) -> Vec<(trespass::Trespass, trespass::Action)> {
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
            if out.len() >= limit {
                break;
            }
            legal.clear();
            game.legal_actions(seat, &mut legal);
            let pick = legal[rng.below(legal.len() as u32) as usize];
            out.push((game.clone(), pick));
            game.apply(seat, &pick, &mut rng).expect("a listed action");
        }
        out
    }

    #[test]
    fn trespass_judgements_ignore_the_opponents_secret() {
        let budget = small::<trespass::Trespass>(60, 0);
        let mut compared = 0;
        for (i, (game, played)) in trespass_positions(5, 24).into_iter().enumerate().step_by(4) {
            let seat = game.to_act().expect("ongoing");
            let mut judgements = Vec::new();
            for secret in 0..10 {
                let mut setup = game.to_setup();
                setup.secrets[seat.opponent().index()] = Some(secret);
                let Ok(variant) = trespass::Trespass::from_setup(setup) else {
                    continue;
                };
                if variant.outcome().is_over() || variant.to_act() != Some(seat) {
                    continue;
                }
                judgements.push(review_move(
                    &variant,
                    seat,
                    &played,
                    &budget,
                    &mut SeededRng::new(i as u64),
                ));
            }
            assert!(judgements.len() >= 2, "position {i}: too few variants");
            assert!(
                judgements.windows(2).all(|w| w[0] == w[1]),
                "position {i}: {judgements:?}"
            );
            // and win_chance, for the seat that moves and for the one waiting
            compared += judgements.len();
        }
        assert!(compared >= 10);
    }

    #[test]
    fn trespass_win_chance_ignores_the_opponents_secret() {
        let budget = small::<trespass::Trespass>(60, 0);
        for (i, (game, _)) in trespass_positions(9, 12).into_iter().enumerate().step_by(3) {
            let mover = game.to_act().expect("ongoing");
            for seat in [mover, mover.opponent()] {
                let chances: Vec<f64> = (0..10)
                    .filter_map(|secret| {
                        let mut setup = game.to_setup();
                        setup.secrets[seat.opponent().index()] = Some(secret);
                        let variant = trespass::Trespass::from_setup(setup).ok()?;
                        (!variant.outcome().is_over())
                            .then(|| win_chance(&variant, seat, &budget, &mut SeededRng::new(i as u64)))
                    })
                    .collect();
                assert!(chances.len() >= 2);
                assert!(
                    chances.windows(2).all(|w| w[0] == w[1]),
                    "position {i}, {seat:?}: {chances:?}"
                );
            }
        }
    }

    #[test]
    fn hot_spot_judgements_ignore_the_face_down_values() {
        let budget = small::<hot_spot::HotSpot>(80, 0);
        for seed in 0..3 {
            let mut game = hot_spot::HotSpot::new(&hot_spot::Options::default(), 2, &mut SeededRng::new(seed));
            let mut rng = SeededRng::new(seed);
            let mut legal = Vec::new();
            // Two placements each, so both sides have face-down pieces in a known mix.
            for _ in 0..4 {
                let seat = game.to_act().expect("placing");
                legal.clear();
                Game::legal_actions(&game, seat, &mut legal);
                let pick = rng.below(legal.len() as u32) as usize;
                Game::apply(&mut game, seat, &legal[pick], &mut rng).expect("legal");
            }
            let seat = game.to_act().expect("placing");
            legal.clear();
            Game::legal_actions(&game, seat, &mut legal);
            let played = legal[rng.below(legal.len() as u32) as usize].clone();
            let first = review_move(&game, seat, &played, &budget, &mut SeededRng::new(seed));
            let setup = game.to_setup();
            for turn in 1..4 {
                let mut other = setup.clone();
                for side in 0..2 {
                    // Keep the piece the seat to act has revealed; reorder the rest.
                    let keep = usize::from(side == seat.index());
                    other.to_place[side][keep..].rotate_left(turn);
                    other.to_place[side][keep..].reverse();
                }
                let variant = hot_spot::HotSpot::from_setup(other).expect("a reordered game is legal");
                assert_eq!(
                    review_move(&variant, seat, &played, &budget, &mut SeededRng::new(seed)),
                    first,
                    "seed {seed}, order {turn}"
                );
            }
        }
    }

    /// A new two-player game of `G`, each secret (if any) picked by Parlor at
    /// `level`.
    fn two_player_game<G: Game>(rng: &mut SeededRng, level: Level, seed: u64) -> G {
        let options = G::parse_options("").expect("defaults");
        let mut game = G::new(&options, 2, rng);
        for seat in [Seat(0), Seat(1)] {
            if let Some(pick) = super::super::choose_secret(&game, seat, level, seed) {
                game.secrets_mut()
                    .expect("secrets")
                    .set_secret(seat, pick)
                    .expect("a listed secret");
            }
        }
        game
    }

    /// Plays `G` from a new game with seat 0 playing the review's own best move
    /// (its judgement at `budget` with the seed `review_game` uses for the ply)
    /// and seat 1 uniformly random moves, for at most `limit` plies.
    fn best_against_random<G: Game>(budget: &Plan, seed: u64, limit: usize) -> Vec<Ply<G>> {
        let mut rng = SeededRng::new(seed);
        let mut game = two_player_game::<G>(&mut rng, Level::Easy, seed);
        let mut plies = Vec::new();
        let mut legal = Vec::new();
        while let Some(seat) = game.to_act() {
            if plies.len() >= limit {
                break;
            }
            legal.clear();
            game.legal_actions(seat, &mut legal);
            let played = if seat == Seat(0) {
                let i = plies.len();
                let mut judge_rng = SeededRng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                review_move(&game, seat, &legal[0], budget, &mut judge_rng).best
            } else {
                legal[rng.below(legal.len() as u32) as usize].clone()
            };
            plies.push(Ply {
                before: game.clone(),
                seat,
                played: played.clone(),
            });
            game.apply(seat, &played, &mut rng).expect("a legal move");
        }
        plies
    }

    fn best_beats_random<G: Game>(budget: Plan, limit: usize) {
        let plies = best_against_random::<G>(&budget, 11, limit);
        let review = review_game(&plies, &[Seat(0), Seat(1)], &budget, 11);
        let (best, random) = (review.accuracy[0].expect("moves"), review.accuracy[1].expect("moves"));
        assert!(
            best >= 90.0,
            "{}: the searcher's own moves scored {best:.1}",
            G::SPEC.name
        );
        assert!(random < best, "{}: random {random:.1} ≥ best {best:.1}", G::SPEC.name);
        println!(
            "{}: {} plies, accuracy best {best:.1}, random {random:.1}",
            G::SPEC.name,
            plies.len()
        );
    }

    #[test]
    fn the_searchers_moves_are_accurate_and_random_ones_less() {
        best_beats_random::<checkers::Checkers>(small::<checkers::Checkers>(0, 5_000), 30);
        best_beats_random::<trespass::Trespass>(small::<trespass::Trespass>(60, 0), 30);
        best_beats_random::<hot_spot::HotSpot>(small::<hot_spot::HotSpot>(60, 0), 30);
    }

    /// A game of `G` played by Parlor at normal against itself, as plies to review.
    fn normal_game<G: Game>(seed: u64, limit: usize) -> Vec<Ply<G>> {
        let mut rng = SeededRng::new(seed);
        let mut game = two_player_game::<G>(&mut rng, Level::Normal, seed);
        let tuning = tuning::<G>(Level::Normal).uncapped();
        let mut plies = Vec::new();
        while let Some(seat) = game.to_act() {
            if plies.len() >= limit {
                break;
            }
            let played = super::super::choose_with(&game, seat, tuning, seed + plies.len() as u64).expect("a move");
            plies.push(Ply {
                before: game.clone(),
                seat,
                played: played.clone(),
            });
            game.apply(seat, &played, &mut rng).expect("a legal move");
        }
        plies
    }

    /// Reviews 100 moves of `G` (games of Parlor at normal against itself, as
    /// many as it takes) at the review budget and prints the time and the verdicts.
    fn time_review<G: Game>(seed: u64) {
        let budget = review_budget::<G>();
        let (mut moves, mut games, mut elapsed) = (Vec::new(), 0, 0.0);
        let mut slowest = 0.0f64;
        while moves.len() < 100 {
            let plies = normal_game::<G>(seed + games, 100 - moves.len());
            games += 1;
            for (i, ply) in plies.iter().enumerate() {
                let start = Instant::now();
                let mut rng = SeededRng::new(seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let judgement = review_move(&ply.before, ply.seat, &ply.played, &budget, &mut rng);
                let took = start.elapsed().as_secs_f64();
                slowest = slowest.max(took);
                elapsed += took;
                moves.push((ply.seat, judgement));
            }
        }
        let labels = |l| moves.iter().filter(|(_, j)| j.label == Some(l)).count();
        let forced = moves.iter().filter(|(_, j)| j.forced).count();
        let unforced: Vec<_> = moves.iter().filter(|(_, j)| !j.forced).collect();
        let mean_drop = unforced.iter().map(|(_, j)| j.drop()).sum::<f64>() / unforced.len().max(1) as f64;
        let seat_accuracy = |s| accuracy(moves.iter().filter(|(seat, _)| *seat == s).map(|(_, j)| j));
        println!(
            "{}: {} moves ({} games, {forced} forced) reviewed in {elapsed:.2} s (slowest move {slowest:.2} s); \
             accuracy {:.1?} / {:.1?}; mean drop {mean_drop:.2} points; inaccuracies {}, mistakes {}, blunders {}",
            G::SPEC.name,
            moves.len(),
            games,
            seat_accuracy(Seat(0)),
            seat_accuracy(Seat(1)),
            labels(Label::Inaccuracy),
            labels(Label::Mistake),
            labels(Label::Blunder),
        );
    }

    #[test]
    fn review_any_judges_logged_turns_and_leaves_forced_and_unreadable_moves_unsearched() {
        // Checkers from the start: 11-15, 22-18, then Black's 15x22 is forced.
        let mut rng = SeededRng::new(1);
        let mut game = AnyGame::new(crate::GameKind::Checkers, "", 2, &mut rng).expect("checkers starts");
        let mut plies = Vec::new();
        for (seat, played) in [(0, "11-15"), (1, "22-18"), (0, "15x22"), (1, "zz99")] {
            plies.push(AnyPly {
                before: game.clone(),
                seat: Seat(seat),
                played: played.to_string(),
            });
            let _ = game.play(Seat(seat), played, &mut rng);
        }
        let (moves, accuracy) = review_any(&plies, &[Seat(0), Seat(1)], 7).expect("a game of turns");
        let seen: Vec<(usize, &str, bool)> = moves
            .iter()
            .map(|m| (m.turn, m.reviewed.played.as_str(), m.reviewed.judgement.forced))
            .collect();
        assert_eq!(seen, [(0, "11-15", false), (1, "22-18", false), (2, "15x22", true)]);
        let forced = &moves[2].reviewed.judgement;
        assert_eq!((forced.label, forced.best.as_str()), (None, "15x22"));
        assert_eq!(forced.before, forced.after);
        assert_eq!(
            forced.before,
            1.0 - moves[1].reviewed.judgement.after,
            "the mover's last known chance"
        );
        assert_eq!(accuracy.len(), 2);
        assert!(accuracy.iter().all(Option::is_some));
        // Only the seats asked for are judged.
        let (black, accuracy) = review_any(&plies, &[Seat(0)], 7).expect("a game of turns");
        assert!(black.iter().all(|m| m.reviewed.seat == Seat(0)));
        assert_eq!(accuracy[1], None);
        assert_eq!(review_any(&[], &[Seat(0)], 7), None);
    }

    /// Timings at the review budget (release: `cargo test --release -p
    /// parlor-games review -- --ignored --nocapture`); no assertion on time.
    #[test]
    #[ignore = "a timing run at the full review budget, for release builds"]
    fn review_timings() {
        time_review::<checkers::Checkers>(1);
        time_review::<trespass::Trespass>(2);
        time_review::<hot_spot::HotSpot>(3);
        time_review::<crate::acey_ducey::AceyDucey>(4);
        time_review::<crate::line::Line>(5);
        time_review::<crate::number_one::NumberOne>(6);
    }
}
