//! The computer opponent, `@Parlor` (issue 17): a searcher over the [`Game`] trait
//! that plays every turn-based game at three [`Level`]s, honestly.
//!
//! - **Honest by construction.** [`choose`] never searches the true game: every
//!   search iteration starts from [`Game::determinize`]`(seat, …)`, a state
//!   consistent with what the AI's seat may know with the hidden rest (Trespass's
//!   opposing secret, Hot Spot's face-down pieces) drawn afresh. The legal actions
//!   at the root come from the real game, and they are public.
//! - **Searchers.** Information-set Monte Carlo tree search ([`mcts`]: open-loop
//!   UCT, so dice rolled inside [`Game::apply`] are sampled; one determinisation
//!   per iteration; rewards per seat, so Number One's three and four players each
//!   maximise their own) for every game with chance, hidden information or more
//!   than two players; alpha-beta with iterative deepening and a real evaluation
//!   ([`alphabeta`], through [`Game::heuristic`]) for checkers, where it beats
//!   MCTS (see `README.md` in this directory for the measurements).
//! - **Levels** differ in the search budget (iterations or nodes, so a seed replays
//!   the same move) and, at [`Level::Easy`], deliberate noise. A wall-clock cap
//!   ([`Level::deadline`]) bounds the time on slow machines; it is a safety net,
//!   not the budget.
//! - **Measured.** [`arena`] plays matches and reports win rates with a 95%
//!   interval and think times; `examples/arena.rs` runs it per game.

pub mod alphabeta;
pub mod arena;
pub mod mcts;
pub mod puzzle;
pub mod review;
#[cfg(test)]
mod tests;

use crate::acey_ducey::AceyDucey;
use crate::checkers::Checkers;
use crate::game::Game;
use crate::hot_spot::HotSpot;
use crate::line::Line;
use crate::number_one::NumberOne;
use crate::trespass::Trespass;
use crate::{AnyGame, Rng, Seat, SeededRng};
use std::time::Duration;

/// How strongly Parlor plays (`level:easy|normal|hard`, default normal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A small search and, now and then, a random move: for learning the game.
    Easy,
    /// A real search within 0.2 s a move.
    Normal,
    /// The strongest search within 1 s a move.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    /// The level's name as players type it: `easy`, `normal`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    /// Reads a level by name, ignoring case and surrounding spaces.
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
    }

    /// The wall-clock cap on one move's search (issue 17: hard within 1 s,
    /// normal within 0.2 s). The search stops at its budget or at this cap,
    /// whichever comes first; the budgets are set so the cap is rarely reached.
    pub fn deadline(self) -> Duration {
        match self {
            Level::Easy => Duration::from_millis(100),
            Level::Normal => Duration::from_millis(180),
            Level::Hard => Duration::from_millis(900),
        }
    }
}

/// How one game is searched at one level: the plan [`choose`] follows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Plan {
    /// Monte Carlo tree search with this configuration.
    Mcts(mcts::Config),
    /// Alpha-beta with iterative deepening within this configuration.
    AlphaBeta(alphabeta::Config),
}

/// A plan and its noise: the probability of playing a uniformly random legal
/// action instead of the searched one (easy only).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tuning {
    /// The searcher and its budget.
    pub plan: Plan,
    /// Probability of a uniformly random legal action instead (0 for a full-strength
    /// level).
    pub noise: f64,
}

/// The plan for game `G` at `level`: alpha-beta for checkers, MCTS for every other
/// game, with budgets chosen so `hard` answers within 1 s and `normal` within
/// 0.2 s on one core (release build; measured in `README.md`).
pub fn tuning<G: Game>(level: Level) -> Tuning {
    let name = G::SPEC.name;
    if name == "checkers" {
        let (nodes, noise) = match level {
            Level::Easy => (300, 0.15),
            Level::Normal => (6_000, 0.0),
            Level::Hard => (200_000, 0.0),
        };
        return Tuning {
            plan: Plan::AlphaBeta(alphabeta::Config {
                nodes,
                max_depth: 64,
                deadline: level.deadline(),
            }),
            noise,
        };
    }
    // Per game: (iterations at easy, normal, hard) and the rollout cut-off where a
    // heuristic stands in for the rest of the game.
    let (iterations, rollout_cutoff) = match name {
        "acey-ducey" => ([30, 300, 1_500], Some(12)),
        "hot-spot" => ([30, 250, 1_000], Some(8)),
        // Full rollouts: a cut-off scored by the secrets' distance to goal measured
        // weaker (slides cross the board in one move; README, "Tuning").
        "trespass" => ([20, 120, 600], None),
        "number-one" => ([30, 300, 1_500], None),
        "line" => ([30, 250, 1_000], Some(16)),
        _ => ([30, 300, 1_500], None),
    };
    let (n, noise) = match level {
        Level::Easy => (iterations[0], 0.15),
        Level::Normal => (iterations[1], 0.0),
        Level::Hard => (iterations[2], 0.0),
    };
    Tuning {
        plan: Plan::Mcts(mcts::Config {
            iterations: n,
            exploration: 0.8,
            rollout_cutoff,
            deadline: level.deadline(),
        }),
        noise,
    }
}

impl Tuning {
    /// The same tuning without its wall-clock cap: the search always spends its
    /// whole budget, so a seed gives the same action however loaded the machine
    /// (the arena's measurements; the table keeps the cap as a safety net).
    pub fn uncapped(mut self) -> Tuning {
        let forever = Duration::from_secs(3_600);
        match &mut self.plan {
            Plan::Mcts(config) => config.deadline = forever,
            Plan::AlphaBeta(config) => config.deadline = forever,
        }
        self
    }
}

/// Parlor's action for `seat` in `game` at `level`, searched with `seed` (the same
/// arguments give the same action, unless the wall-clock cap cuts a search short).
/// `None` when `seat` has no legal action (not its turn, or the game is over).
///
/// Honest: the search sees only [`Game::determinize`]`(seat, …)` states and the
/// real game's legal actions for `seat`, which are public; what `seat` may not
/// know cannot change the answer.
pub fn choose<G: Game>(game: &G, seat: Seat, level: Level, seed: u64) -> Option<G::Action> {
    choose_with(game, seat, tuning::<G>(level), seed)
}

/// [`choose`] with an explicit [`Tuning`], for experiments and the arena.
pub fn choose_with<G: Game>(game: &G, seat: Seat, tuning: Tuning, seed: u64) -> Option<G::Action> {
    if game.to_act() != Some(seat) {
        return None;
    }
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    if actions.len() <= 1 {
        return actions.pop();
    }
    let mut rng = SeededRng::new(seed);
    if let Some(win) = winning_action(game, seat, &actions, &mut SeededRng::new(seed ^ DECISIVE_SEED)) {
        return Some(actions.swap_remove(win));
    }
    if tuning.noise > 0.0 && unit(&mut rng) < tuning.noise {
        let pick = rng.below(actions.len() as u32) as usize;
        return Some(actions.swap_remove(pick));
    }
    if matches!(tuning.plan, Plan::Mcts(_)) && !G::SPEC.secrets && G::SPEC.max_seats == 2 && actions.len() <= 64 {
        drop_losing_actions(game, seat, &mut actions);
    }
    let pick = match tuning.plan {
        Plan::Mcts(config) => mcts::search(game, seat, &actions, &config, &mut rng).best,
        Plan::AlphaBeta(config) => alphabeta::search(game, seat, &actions, &config, &mut rng).best,
    };
    Some(actions.swap_remove(pick))
}

/// [`choose`] for a game the bot holds as an [`AnyGame`]: Parlor's action in
/// canonical notation, ready for [`AnyGame::play`]. `None` when `seat` is not to
/// act, and for Crown and Anchor (a table without turns, where Parlor does not
/// sit). Number One's turn is several peg moves: call it again while the seat is
/// still to act.
pub fn choose_any(game: &AnyGame, seat: Seat, level: Level, seed: u64) -> Option<String> {
    macro_rules! each {
        ($($g:ty),*) => {
            $(
                if let Some(g) = game.downcast_ref::<$g>() {
                    return choose(g, seat, level, seed).map(|a| a.to_string());
                }
            )*
        };
    }
    each!(HotSpot, Trespass, NumberOne, AceyDucey, Line, Checkers);
    #[cfg(feature = "test-game")]
    each!(crate::tic_tac_toe::TicTacToe);
    None
}

/// [`choose_secret`] for a game the bot holds as an [`AnyGame`].
pub fn choose_secret_any(game: &AnyGame, seat: Seat, level: Level, seed: u64) -> Option<u8> {
    let game = game.downcast_ref::<Trespass>()?;
    choose_secret(game, seat, level, seed)
}

/// Parlor's secret pick (Trespass), or `None` when `game` is not waiting for
/// `seat`'s pick (no secrets, or already picked).
///
/// Each number is tried with a share of the level's search (the AI's own secret
/// set to it, the opponent's drawn by [`Game::determinize`]), and the pick is
/// drawn uniformly among the numbers whose value is within a small margin of the
/// best: a fixed "best" pick would be guessable by anyone who read this code.
/// Easy picks uniformly at random.
pub fn choose_secret<G: Game>(game: &G, seat: Seat, level: Level, seed: u64) -> Option<u8> {
    choose_secret_with(game, seat, level, tuning::<G>(level), seed)
}

/// [`choose_secret`] with an explicit tuning for the search that values each
/// number (the arena lifts the wall-clock cap with it); `level` decides only
/// whether the pick is uniform (easy).
pub fn choose_secret_with<G: Game>(game: &G, seat: Seat, level: Level, tuning: Tuning, seed: u64) -> Option<u8> {
    let secrets = game.secrets()?;
    if !secrets.waiting_for_secrets() || secrets.secret(seat).is_some() {
        return None;
    }
    let choices = secrets.secret_choices();
    if choices.is_empty() {
        return None;
    }
    let mut rng = SeededRng::new(seed);
    if level == Level::Easy {
        return Some(choices[rng.below(choices.len() as u32) as usize]);
    }
    let Plan::Mcts(mut config) = tuning.plan else {
        return Some(choices[rng.below(choices.len() as u32) as usize]);
    };
    config.iterations = (config.iterations / choices.len() as u32).max(20);
    let mut values = Vec::with_capacity(choices.len());
    for &number in &choices {
        let mut trial = game.clone();
        if trial.secrets_mut().is_none_or(|s| s.set_secret(seat, number).is_err()) {
            values.push(f64::NEG_INFINITY);
            continue;
        }
        values.push(mcts::value(&trial, seat, &config, &mut rng));
    }
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let near: Vec<u8> = choices
        .iter()
        .zip(&values)
        .filter(|(_, &v)| v >= best - SECRET_MARGIN)
        .map(|(&n, _)| n)
        .collect();
    Some(near[rng.below(near.len() as u32) as usize])
}

/// Salt for the generator of [`winning_action`]'s determinisation, so the check
/// leaves the search's own draws as they were.
const DECISIVE_SEED: u64 = 0x005E_ED0F_DEC1_5105;

/// An action that wins on the spot, if there is one (decisive moves: every level
/// takes a win in one). Tried on one determinisation of `game` for `seat`: a win
/// by `seat`'s own pieces does not depend on what `seat` cannot see.
fn winning_action<G: Game>(game: &G, seat: Seat, actions: &[G::Action], rng: &mut SeededRng) -> Option<usize> {
    let state = game.determinize(seat, rng);
    actions.iter().position(|action| {
        let mut next = state.clone();
        next.apply(seat, action, rng).is_ok() && next.outcome() == crate::Outcome::Won(seat)
    })
}

/// Removes from `actions` those after which the opponent can win on the spot, as
/// long as one action remains that does not (anti-decisive moves: MCTS with few
/// iterations can miss a single losing reply among many). For two-player games
/// without secrets, and at most 64 actions (the check costs actions × replies); an opponent's win that depends on the dice is not looked for
/// (the opponent's next action there is a roll).
fn drop_losing_actions<G: Game>(game: &G, seat: Seat, actions: &mut Vec<G::Action>) {
    let mut rng = SeededRng::new(0);
    let state = game.determinize(seat, &mut rng);
    let mut replies = Vec::new();
    let safe: Vec<bool> = actions
        .iter()
        .map(|action| {
            let mut next = state.clone();
            if next.apply(seat, action, &mut rng).is_err() {
                return true;
            }
            let Some(other) = next.to_act().filter(|&s| s != seat) else {
                return true;
            };
            replies.clear();
            next.legal_actions(other, &mut replies);
            !replies.iter().any(|reply| {
                let mut after = next.clone();
                after.apply(other, reply, &mut rng).is_ok() && after.outcome() == crate::Outcome::Won(other)
            })
        })
        .collect();
    if safe.contains(&true) {
        let mut keep = safe.iter();
        actions.retain(|_| *keep.next().expect("one flag per action"));
    }
}

/// How far below the best a secret's estimated value may be and still be picked
/// ([`choose_secret`]): about one game in twenty.
const SECRET_MARGIN: f64 = 0.05;

/// A uniform number in `[0, 1)`.
pub(crate) fn unit(rng: &mut SeededRng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}
