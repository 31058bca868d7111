//! Alpha-beta (minimax with cut-offs) with iterative deepening over [`Game`], for
//! two-player games of perfect information with a real [`Game::heuristic`]
//! (checkers).
//!
//! - Scores are from the searching seat's point of view: the seat maximises and
//!   the other seat minimises, whoever is to act (so consecutive actions by one
//!   seat need nothing special). A win scores [`WIN`] less the plies to it, so the
//!   search takes the fastest win and the slowest loss; draws by the game's own
//!   rules (checkers' forty moves and threefold repetition) score 0.
//! - **Quiescence**: at the horizon a position that is not [`Game::is_quiet`]
//!   (checkers: a capture is pending, and captures are compulsory) is searched on
//!   until it is, up to [`QUIESCENCE_PLIES`], so the evaluation never stands in
//!   the middle of an exchange.
//! - **Ordering**: the root actions are re-sorted by the last iteration's scores
//!   (their first order shuffled by the search seed, so equal moves vary from
//!   game to game); inside the tree the transposition table's best action is
//!   tried first, then a killer action per ply.
//! - **Transposition table**, for games with a [`Game::search_key`]: a position
//!   reached again (by another move order, or in the next iteration) reuses its
//!   score when it was searched at least as deep, and its best action otherwise.
//!   Win scores are stored relative to the position, so a win's distance stays
//!   right wherever the position recurs.
//! - **Budget**: nodes, deterministic for a seed; the wall-clock deadline is a cap.
//!   The answer is the best action of the deepest iteration that completed.
//!
//! The state is searched through [`Game::determinize`] like every other search,
//! though the games searched here have nothing hidden.

use crate::game::Game;
use crate::{Outcome, Rng, Seat, SeededRng};
use rustc_hash::FxHashMap;
use std::time::{Duration, Instant};

/// A won position's score, less the plies to reach it.
pub const WIN: i32 = 1_000_000;
/// What [`Game::heuristic`]'s ±1 is worth.
const SCALE: f64 = 10_000.0;
/// Plies searched past the horizon while the position is not quiet.
pub const QUIESCENCE_PLIES: u32 = 24;

/// One search's budget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Nodes (positions visited) at most.
    pub nodes: u64,
    /// The deepest iteration.
    pub max_depth: u32,
    /// The wall-clock cap.
    pub deadline: Duration,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Index of the chosen root action in the actions searched.
    pub best: usize,
    /// The depth of the deepest completed iteration.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// The chosen action's score for the searching seat ([`WIN`] scale; 10,000 is
    /// the heuristic's "won").
    pub score: i32,
}

struct Search<'a, G: Game> {
    seat: Seat,
    config: &'a Config,
    start: Instant,
    nodes: u64,
    aborted: bool,
    killers: Vec<Option<G::Action>>,
    buffers: Vec<Vec<G::Action>>,
    table: FxHashMap<u64, Entry<G::Action>>,
}

/// What the transposition table knows of a position.
struct Entry<A> {
    /// The depth it was searched to.
    depth: u32,
    /// Its score, with wins relative to the position (see [`Search::value`]).
    score: i32,
    /// Whether `score` is exact or only a bound.
    bound: Bound,
    /// The action that scored best (or cut off), tried first next time.
    best: Option<A>,
}

/// How a stored score relates to the position's true value.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    /// The value.
    Exact,
    /// The value is at least this (the search cut off above the window).
    Lower,
    /// The value is at most this (nothing beat the window's lower end).
    Upper,
}

/// The most positions the table holds before it is cleared (about 40 MB).
const TABLE_LIMIT: usize = 1 << 20;

/// Searches `game` for `seat`, whose legal actions are `actions`, deepening one
/// ply at a time until the budget, the deadline or [`Config::max_depth`].
pub fn search<G: Game>(game: &G, seat: Seat, actions: &[G::Action], config: &Config, rng: &mut SeededRng) -> Report {
    let root = game.determinize(seat, rng);
    let mut order: Vec<usize> = (0..actions.len()).collect();
    crate::rng::shuffle(rng, &mut order);
    let mut search = Search::<G> {
        seat,
        config,
        start: Instant::now(),
        nodes: 0,
        aborted: false,
        killers: Vec::new(),
        buffers: Vec::new(),
        table: FxHashMap::default(),
    };
    let mut best = (order[0], 0, 0);
    for depth in 1..=config.max_depth.max(1) {
        let mut scores: Vec<(usize, i32)> = Vec::with_capacity(order.len());
        let mut alpha = -WIN - 1;
        for &i in &order {
            let mut next = root.clone();
            if next.apply(seat, &actions[i], rng).is_err() {
                continue;
            }
            let score = search.value(&next, depth - 1, alpha, WIN + 1, 1, 0);
            if search.aborted {
                break;
            }
            scores.push((i, score));
            alpha = alpha.max(score);
        }
        if search.aborted && depth > 1 {
            break;
        }
        // Re-sort: best first; the ones cut off (scored ≤ alpha) keep their order.
        scores.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        if let Some(&(i, s)) = scores.first() {
            best = (i, depth, s);
        }
        let searched: Vec<usize> = scores.iter().map(|&(i, _)| i).collect();
        order.retain(|i| !searched.contains(i));
        order.splice(0..0, searched);
        if search.aborted || best.2.abs() > WIN / 2 {
            break;
        }
    }
    Report {
        best: best.0,
        depth: best.1,
        nodes: search.nodes,
        score: best.2,
    }
}

impl<G: Game> Search<'_, G> {
    /// The minimax value of `state` for the searching seat, `depth` plies deep,
    /// within the window `alpha`..`beta`.
    fn value(&mut self, state: &G, depth: u32, mut alpha: i32, mut beta: i32, ply: usize, quiescence: u32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.config.nodes
            || (self.nodes.is_multiple_of(1024) && self.start.elapsed() > self.config.deadline)
        {
            self.aborted = true;
            return 0;
        }
        let Some(actor) = state.to_act() else {
            return match state.outcome() {
                Outcome::Won(winner) if winner == self.seat => WIN - ply as i32,
                Outcome::Won(_) => -WIN + ply as i32,
                _ => 0,
            };
        };
        let noisy = !state.is_quiet();
        if depth == 0 && (!noisy || quiescence >= QUIESCENCE_PLIES) {
            return self.evaluate(state);
        }
        // The table: only for positions searched to a depth (not quiescence).
        let key = if depth > 0 { state.search_key() } else { None };
        let mut hint = None;
        if let Some(entry) = key.and_then(|k| self.table.get(&k)) {
            if entry.depth >= depth {
                let score = from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    return score;
                }
            }
            hint = entry.best.clone();
        }
        let (alpha_in, beta_in, searched_depth) = (alpha, beta, depth);
        let (depth, quiescence) = if depth == 0 {
            (0, quiescence + 1)
        } else {
            (depth - 1, quiescence)
        };
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
            self.killers.resize(ply + 1, None);
        }
        let mut actions = std::mem::take(&mut self.buffers[ply]);
        actions.clear();
        state.legal_actions(actor, &mut actions);
        if let Some(killer) = &self.killers[ply] {
            if let Some(k) = actions.iter().position(|a| a == killer) {
                actions.swap(0, k);
            }
        }
        if let Some(hint) = &hint {
            if let Some(k) = actions.iter().position(|a| a == hint) {
                // The table's action first, the killer second.
                actions[..=k].rotate_right(1);
            }
        }
        let maximising = actor == self.seat;
        let mut best = if maximising { -WIN - 1 } else { WIN + 1 };
        let mut best_action = None;
        let mut rng = NoDice;
        for action in &actions {
            let mut next = state.clone();
            if next.apply(actor, action, &mut rng).is_err() {
                continue;
            }
            let score = self.value(&next, depth, alpha, beta, ply + 1, quiescence);
            if self.aborted {
                break;
            }
            let improved = if maximising { score > best } else { score < best };
            if improved {
                best = score;
                best_action = Some(action.clone());
            }
            if maximising {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                self.killers[ply] = Some(action.clone());
                break;
            }
        }
        self.buffers[ply] = actions;
        if best.abs() == WIN + 1 {
            // Nothing applied: score the position as it stands.
            return self.evaluate(state);
        }
        if let (Some(key), false) = (key, self.aborted) {
            let bound = if best <= alpha_in {
                Bound::Upper
            } else if best >= beta_in {
                Bound::Lower
            } else {
                Bound::Exact
            };
            if self.table.len() >= TABLE_LIMIT {
                self.table.clear();
            }
            self.table.insert(
                key,
                Entry {
                    depth: searched_depth,
                    score: to_table(best, ply),
                    bound,
                    best: best_action,
                },
            );
        }
        best
    }

    fn evaluate(&self, state: &G) -> i32 {
        state
            .heuristic(self.seat)
            .map_or(0, |h| (h.clamp(-1.0, 1.0) * SCALE) as i32)
    }
}

/// A score as the table keeps it: a win or loss counted in plies from the position
/// stored, not from the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN / 2 {
        score + ply as i32
    } else if score < -WIN / 2 {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score seen from `ply` plies below the root: the inverse of [`to_table`].
fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN / 2 {
        score - ply as i32
    } else if score < -WIN / 2 {
        score + ply as i32
    } else {
        score
    }
}

/// The generator inside the tree: the games searched here roll no dice, so a draw
/// from it is a bug in the plan, not a move.
struct NoDice;

impl Rng for NoDice {
    fn below(&mut self, _n: u32) -> u32 {
        0
    }
}
