//! Information-set Monte Carlo tree search: open-loop UCT over [`Game`].
//!
//! - **Hidden information**: each iteration starts from a fresh
//!   [`Game::determinize`] of the root for the searching seat (single-observer
//!   ISMCTS, Cowling, Powley and Whitehouse 2012), so the tree's statistics
//!   average over every hidden state the seat cannot tell apart, and nothing the
//!   seat may not know is ever read.
//! - **Chance**: dice are rolled inside [`Game::apply`] from the search's own
//!   generator. The tree is open-loop — a node is a sequence of actions, not a
//!   state — so each visit samples the dice anew; a node's legal actions may
//!   differ from visit to visit, and selection counts each edge's *availability*
//!   (how often it was legal when its node was visited) in place of the parent's
//!   visits.
//! - **Several players**: an iteration's result is a reward per seat (1 for the
//!   winner, 0 for the others, ½ each for a draw), and at each node the seat to act
//!   maximises its own (Number One's three and four players; consecutive actions
//!   of one seat, like Number One's peg moves, need nothing special).
//! - **Rollouts** play uniformly random legal actions to the end, or for
//!   [`Config::rollout_cutoff`] actions after which [`Game::heuristic`] estimates
//!   the result (the games where that measured stronger set it).

use crate::game::Game;
use crate::{Outcome, Rng, Seat, SeededRng};
use std::time::{Duration, Instant};

/// Actions a rollout plays at most before it is scored as it stands.
const ROLLOUT_CAP: u32 = 1_000;

/// One search's budget and knobs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Config {
    /// Iterations (determinise, select, expand one node, roll out, back up).
    pub iterations: u32,
    /// UCB1's exploration constant `c` in `mean + c·√(ln avail / visits)`.
    pub exploration: f64,
    /// Rollout actions after which [`Game::heuristic`] scores the position instead
    /// of playing on; `None` plays every rollout to the end.
    pub rollout_cutoff: Option<u32>,
    /// The wall-clock cap; the search stops early once it has passed.
    pub deadline: Duration,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Index of the chosen root action (most visited) in the actions searched.
    pub best: usize,
    /// Iterations run.
    pub iterations: u32,
    /// Visits of each root action, in the order searched.
    pub visits: Vec<u32>,
    /// The searching seat's mean reward over all iterations, 0 to 1.
    pub value: f64,
    /// Each root action's mean reward for the searching seat (0 to 1; 0 for an
    /// action never tried), in the order searched.
    pub means: Vec<f64>,
}

/// An action out of a node, with its statistics.
struct Edge<A> {
    action: A,
    /// The node reached, once created (0: none yet; the root is never a child).
    child: usize,
    visits: u32,
    /// Times the action was legal when its node was visited.
    avail: u32,
    /// Sum of the acting seat's rewards through this edge.
    reward: f64,
}

struct Node<A> {
    edges: Vec<Edge<A>>,
}

/// The search's state: the tree and reused buffers.
struct Tree<'a, G: Game> {
    root: &'a G,
    seat: Seat,
    config: &'a Config,
    nodes: Vec<Node<G::Action>>,
    actions: Vec<G::Action>,
    available: Vec<usize>,
    seats: usize,
    /// The root offers only the edges it was built with ([`action_value`]).
    root_fixed: bool,
    /// Search the root state as it is, without [`Game::determinize`]
    /// ([`search_as_is`]).
    as_is: bool,
}

/// Searches `game` for `seat`, whose legal actions are `actions` (the real game's,
/// which are public), and returns the most visited.
pub fn search<G: Game>(game: &G, seat: Seat, actions: &[G::Action], config: &Config, rng: &mut SeededRng) -> Report {
    search_with(Tree::new(game, seat, config), actions, rng)
}

/// [`search`] of the state exactly as it is, every hidden thing as stored: no
/// [`Game::determinize`]. Never for choosing a move (that would read what the
/// seat may not know); a puzzle ([`super::puzzle`]) is checked with it against
/// each hidden state the solver cannot tell apart, one at a time.
pub fn search_as_is<G: Game>(
    game: &G,
    seat: Seat,
    actions: &[G::Action],
    config: &Config,
    rng: &mut SeededRng,
) -> Report {
    let mut tree = Tree::new(game, seat, config);
    tree.as_is = true;
    search_with(tree, actions, rng)
}

fn search_with<G: Game>(mut tree: Tree<'_, G>, actions: &[G::Action], rng: &mut SeededRng) -> Report {
    tree.nodes[0].edges = actions
        .iter()
        .map(|a| Edge {
            action: a.clone(),
            child: 0,
            visits: 0,
            avail: 0,
            reward: 0.0,
        })
        .collect();
    let (iterations, total) = tree.run(rng);
    let root = &tree.nodes[0].edges[..actions.len()];
    let best = (0..root.len())
        .max_by(|&a, &b| {
            let key = |e: &Edge<G::Action>| (e.visits, e.reward);
            key(&root[a]).partial_cmp(&key(&root[b])).expect("rewards are finite")
        })
        .unwrap_or(0);
    Report {
        best,
        iterations,
        visits: root.iter().map(|e| e.visits).collect(),
        value: total / f64::from(iterations.max(1)),
        means: root
            .iter()
            .map(|e| {
                if e.visits == 0 {
                    0.0
                } else {
                    e.reward / f64::from(e.visits)
                }
            })
            .collect(),
    }
}

/// The searching seat's estimated result after playing `action` in `game` (0 lost
/// … 1 won), where the seat is to act: the mean reward of a search whose root
/// offers only `action` (every iteration plays it, then searches on as
/// [`search`] does). A review ([`super::review`]) compares moves with it.
pub fn action_value<G: Game>(game: &G, seat: Seat, action: &G::Action, config: &Config, rng: &mut SeededRng) -> f64 {
    let mut tree = Tree::new(game, seat, config);
    tree.root_fixed = true;
    tree.nodes[0].edges = vec![Edge {
        action: action.clone(),
        child: 0,
        visits: 0,
        avail: 0,
        reward: 0.0,
    }];
    let (iterations, total) = tree.run(rng);
    total / f64::from(iterations.max(1))
}

/// The searching seat's estimated result in `game` (0 lost … 1 won), whoever is to
/// act: the mean reward of a search from it. [`super::choose_secret`] compares
/// secret picks with it.
pub fn value<G: Game>(game: &G, seat: Seat, config: &Config, rng: &mut SeededRng) -> f64 {
    let mut tree = Tree::new(game, seat, config);
    let (iterations, total) = tree.run(rng);
    total / f64::from(iterations.max(1))
}

/// [`value`] of the state exactly as it is, without [`Game::determinize`] (as
/// [`search_as_is`]): for checking a puzzle against one hidden state or roll.
pub fn value_as_is<G: Game>(game: &G, seat: Seat, config: &Config, rng: &mut SeededRng) -> f64 {
    let mut tree = Tree::new(game, seat, config);
    tree.as_is = true;
    let (iterations, total) = tree.run(rng);
    total / f64::from(iterations.max(1))
}

impl<'a, G: Game> Tree<'a, G> {
    fn new(root: &'a G, seat: Seat, config: &'a Config) -> Self {
        Tree {
            root,
            seat,
            config,
            nodes: vec![Node { edges: Vec::new() }],
            actions: Vec::new(),
            available: Vec::new(),
            seats: G::SPEC.max_seats.max(2),
            root_fixed: false,
            as_is: false,
        }
    }

    /// Runs the iterations; returns how many ran and the sum of the searching
    /// seat's rewards.
    fn run(&mut self, rng: &mut SeededRng) -> (u32, f64) {
        let start = Instant::now();
        let mut total = 0.0;
        let mut done = 0;
        let mut rewards = vec![0.0; self.seats];
        let mut path = Vec::new();
        while done < self.config.iterations.max(1) {
            if done > 0 && start.elapsed() > self.config.deadline {
                break;
            }
            self.iterate(rng, &mut path, &mut rewards);
            total += rewards[self.seat.index()];
            done += 1;
        }
        (done, total)
    }

    /// One iteration: determinise, select down the tree, expand one edge, roll
    /// out, back the rewards up along `path`.
    fn iterate(&mut self, rng: &mut SeededRng, path: &mut Vec<(usize, usize, Seat)>, rewards: &mut [f64]) {
        let mut state = if self.as_is {
            self.root.clone()
        } else {
            self.root.determinize(self.seat, rng)
        };
        path.clear();
        let mut node = 0;
        while let Some(actor) = state.to_act() {
            self.actions.clear();
            state.legal_actions(actor, &mut self.actions);
            if self.actions.is_empty() {
                break;
            }
            self.mark_available(node);
            if self.available.is_empty() {
                break;
            }
            let edges = &self.nodes[node].edges;
            let untried: usize = self.available.iter().filter(|&&i| edges[i].visits == 0).count();
            let (edge, expand) = if untried > 0 {
                let k = rng.below(untried as u32) as usize;
                let i = *self
                    .available
                    .iter()
                    .filter(|&&i| edges[i].visits == 0)
                    .nth(k)
                    .expect("k < untried");
                (i, true)
            } else {
                (self.select(node), false)
            };
            let action = self.nodes[node].edges[edge].action.clone();
            if state.apply(actor, &action, rng).is_err() {
                // A listed action the engine refuses would be an engine bug; score
                // the position as it stands rather than search past it.
                break;
            }
            path.push((node, edge, actor));
            if expand {
                break;
            }
            let child = self.nodes[node].edges[edge].child;
            node = if child == 0 {
                self.nodes.push(Node { edges: Vec::new() });
                let new = self.nodes.len() - 1;
                self.nodes[node].edges[edge].child = new;
                new
            } else {
                child
            };
        }
        self.rollout(&mut state, rng);
        self.score(&state, rewards);
        for &(node, edge, actor) in path.iter() {
            let e = &mut self.nodes[node].edges[edge];
            e.visits += 1;
            e.reward += rewards[actor.index()];
        }
    }

    /// Fills `self.available` with the edges of `node` for the actions in
    /// `self.actions` (adding edges for actions not seen before) and counts their
    /// availability.
    fn mark_available(&mut self, node: usize) {
        self.available.clear();
        let edges = &mut self.nodes[node].edges;
        if node == 0 && self.root_fixed {
            for (i, edge) in edges.iter_mut().enumerate() {
                if self.actions.contains(&edge.action) {
                    edge.avail += 1;
                    self.available.push(i);
                }
            }
            return;
        }
        let same = edges.len() == self.actions.len() && edges.iter().zip(&self.actions).all(|(e, a)| e.action == *a);
        if same {
            self.available.extend(0..edges.len());
        } else {
            for action in &self.actions {
                let i = match edges.iter().position(|e| e.action == *action) {
                    Some(i) => i,
                    None => {
                        edges.push(Edge {
                            action: action.clone(),
                            child: 0,
                            visits: 0,
                            avail: 0,
                            reward: 0.0,
                        });
                        edges.len() - 1
                    }
                };
                self.available.push(i);
            }
        }
        for &i in &self.available {
            edges[i].avail += 1;
        }
    }

    /// UCB1 over the available edges, all visited at least once.
    fn select(&self, node: usize) -> usize {
        let edges = &self.nodes[node].edges;
        let c = self.config.exploration;
        let mut best = self.available[0];
        let mut best_score = f64::NEG_INFINITY;
        for &i in &self.available {
            let e = &edges[i];
            let n = f64::from(e.visits);
            let score = e.reward / n + c * (f64::from(e.avail).ln() / n).sqrt();
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// Plays uniformly random legal actions until the game ends, the cut-off is
    /// reached (when the game has a heuristic), or [`ROLLOUT_CAP`].
    fn rollout(&mut self, state: &mut G, rng: &mut SeededRng) {
        let mut plies = 0;
        while let Some(actor) = state.to_act() {
            if plies >= ROLLOUT_CAP {
                break;
            }
            if let Some(cutoff) = self.config.rollout_cutoff {
                if plies >= cutoff && state.is_quiet() && state.heuristic(actor).is_some() {
                    break;
                }
            }
            self.actions.clear();
            state.legal_actions(actor, &mut self.actions);
            if self.actions.is_empty() {
                break;
            }
            let pick = rng.below(self.actions.len() as u32) as usize;
            if state.apply(actor, &self.actions[pick], rng).is_err() {
                break;
            }
            plies += 1;
        }
    }

    /// Each seat's reward for a finished or cut-off rollout: 1 for the winner, 0
    /// for the others, ½ each for a draw; for an unfinished game the heuristic
    /// mapped from −1…1 onto 0…1 (½ without one).
    fn score(&self, state: &G, rewards: &mut [f64]) {
        match state.outcome() {
            Outcome::Won(winner) => {
                for (i, r) in rewards.iter_mut().enumerate() {
                    *r = if i == winner.index() { 1.0 } else { 0.0 };
                }
            }
            Outcome::Draw => rewards.fill(0.5),
            Outcome::Ongoing => {
                for (i, r) in rewards.iter_mut().enumerate() {
                    let seat = Seat(i as u8);
                    *r = if state.seats_out().is_some_and(|out| out.is_out(seat)) {
                        0.0
                    } else {
                        state.heuristic(seat).map_or(0.5, |h| (h.clamp(-1.0, 1.0) + 1.0) / 2.0)
                    };
                }
            }
        }
    }
}
