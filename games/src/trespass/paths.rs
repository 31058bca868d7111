//! The search for a legal path (rulings, "A turn"). Only the start and end squares
//! of a move are named, so the engine accepts a move when some path joins them:
//!
//! - a **slide** steps forward or sideways into empty squares, any number of times,
//!   turning as often as it likes, never backward;
//! - a **jump** goes over an adjacent piece (forward or sideways) to the empty
//!   square just beyond; jumps chain and may change direction;
//! - a move may slide and then jump, never jump and then slide.
//!
//! The search is a breadth-first walk over states (square, whether the piece has
//! jumped yet). The moving piece's own starting square counts as empty once it
//! leaves, so a path may cross it, though a move may not end there.

use super::board::{forward, index, square_at, Board, SQUARES};
use super::Square;
use crate::Seat;

/// Which paths a search follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Paths {
    /// The rules: slides, then jumps.
    Legal,
    /// Also slides after jumps. Never legal; used only to explain a refusal
    /// ("jumping then sliding is not allowed").
    JumpThenSlide,
}

/// Two states per square: still sliding (0), or jumped at least once (1).
const STATES: usize = SQUARES * 2;

/// Everything one search from a square found: which states it reached, how far
/// away, and from where.
pub(super) struct Search {
    from: Square,
    reached: [bool; STATES],
    distance: [u8; STATES],
    parent: [u8; STATES],
}

/// The three directions a piece of `owner` may step or jump: forward, then toward
/// file a, then toward file e.
fn directions(owner: Seat) -> [(i8, i8); 3] {
    [(0, forward(owner)), (-1, 0), (1, 0)]
}

/// Searches every path for a piece of `owner` leaving `from` on `board`.
pub(super) fn search(board: &Board, from: Square, owner: Seat, paths: Paths) -> Search {
    let mut found = Search {
        from,
        reached: [false; STATES],
        distance: [0; STATES],
        parent: [0; STATES],
    };
    // The moving piece has left its square: it is empty for the rest of the path.
    let empty = |square: Square| square == from || board.get(square).is_none();
    let mut queue = [0u8; STATES];
    let (mut head, mut tail) = (0, 0);
    let start = index(from) * 2;
    found.reached[start] = true;
    queue[tail] = start as u8;
    tail += 1;
    while head < tail {
        let state = queue[head] as usize;
        head += 1;
        let (square, jumped) = (square_at(state / 2), state % 2 == 1);
        let mut visit = |next: usize| {
            if !found.reached[next] {
                found.reached[next] = true;
                found.distance[next] = found.distance[state] + 1;
                found.parent[next] = state as u8;
                queue[tail] = next as u8;
                tail += 1;
            }
        };
        for (df, dr) in directions(owner) {
            let Some(step) = square.offset(df, dr, 1) else { continue };
            if empty(step) {
                if !jumped || paths == Paths::JumpThenSlide {
                    visit(index(step) * 2 + usize::from(jumped));
                }
            } else if let Some(landing) = square.offset(df, dr, 2).filter(|&l| empty(l)) {
                visit(index(landing) * 2 + 1);
            }
        }
    }
    found
}

impl Search {
    /// The cheaper of the two states reached on `to`, if any.
    fn best_state(&self, to: Square) -> Option<usize> {
        let (slid, jumped) = (index(to) * 2, index(to) * 2 + 1);
        match (self.reached[slid], self.reached[jumped]) {
            (true, true) if self.distance[jumped] < self.distance[slid] => Some(jumped),
            (true, _) => Some(slid),
            (false, true) => Some(jumped),
            (false, false) => None,
        }
    }

    /// Whether a move may end on `to`: a path reaches it, and it is not the square
    /// the piece started on (rulings: a move must end on a different square).
    pub(super) fn reaches(&self, to: Square) -> bool {
        to != self.from && self.best_state(to).is_some()
    }

    /// Every square a move may end on, in square order.
    pub(super) fn destinations(&self) -> impl Iterator<Item = Square> + '_ {
        Square::all().filter(|&to| self.reaches(to))
    }

    /// A shortest path to `to`, from the start square to `to` inclusive: every
    /// square the piece stops on, one per slide step or jump.
    pub(super) fn path(&self, to: Square) -> Option<Vec<Square>> {
        if !self.reaches(to) {
            return None;
        }
        let mut state = self.best_state(to)?;
        let mut path = vec![square_at(state / 2)];
        while self.distance[state] > 0 {
            state = self.parent[state] as usize;
            path.push(square_at(state / 2));
        }
        path.reverse();
        Some(path)
    }
}
