//! The men on the board, single-die moves and complete plays (rulings, "Moving,
//! hitting, the Dog House", "Bearing off", and the must-play rule).
//!
//! Each seat's men are stored in that seat's own numbering, so every rule reads
//! the same for both colours: `men[seat][p]` for points `p` 1–24, with index
//! [`OFF`] (0) for men borne off and [`BAR`] (25) for men in the Dog House. The
//! opponent's men on my point `p` are on his point `25 − p`.

use super::{Step, BAR, MEN, OFF};
use crate::Seat;

/// Men of both colours and the set-up reserves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Board {
    /// `men[seat][p]`: off (0), points 1–24, Dog House (25), in the seat's numbering.
    pub men: [[u8; 26]; 2],
    /// Men each seat still has to enter in set-up.
    pub to_enter: [u8; 2],
}

/// One complete way to play a roll: the steps in the order they were made, the
/// die each used, and the board after it. A roll plays at most two moves, so it
/// lives on the stack: the search makes one per branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PlayOption {
    pub steps: Steps,
    pub dice: Dice2,
    pub board: Board,
}

/// Up to two items in order, without the heap; reads as a slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Two<T> {
    items: [T; 2],
    len: u8,
}

/// The steps of a [`PlayOption`].
pub(super) type Steps = Two<Step>;
/// The dice a [`PlayOption`]'s steps used, in the same order.
pub(super) type Dice2 = Two<u8>;

impl<T: Copy> Two<T> {
    fn empty(filler: T) -> Two<T> {
        Two {
            items: [filler; 2],
            len: 0,
        }
    }

    /// Appends `item`; a roll never makes more than two moves.
    fn push(&mut self, item: T) {
        self.items[self.len as usize] = item;
        self.len += 1;
    }
}

impl<T> std::ops::Deref for Two<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items[..self.len as usize]
    }
}

impl Board {
    /// Everything still to enter: the start of set-up.
    pub fn empty() -> Board {
        Board {
            men: [[0; 26]; 2],
            to_enter: [MEN; 2],
        }
    }

    /// The seat's men on its own point `p` (1–24), or off (0) or in the Dog House (25).
    pub fn own(&self, seat: Seat, p: u8) -> u8 {
        self.men[seat.index()][p as usize]
    }

    /// The opponent's men on the seat's point `p` (1–24).
    pub fn opposing(&self, seat: Seat, p: u8) -> u8 {
        self.men[seat.opponent().index()][25 - p as usize]
    }

    /// Whether the seat may land on its point `p`: not held by two or more
    /// opposing men (rulings, "Moving").
    pub fn open(&self, seat: Seat, p: u8) -> bool {
        self.opposing(seat, p) < 2
    }

    /// Every man of the seat: on the board, in the Dog House, off, or still to enter.
    pub fn count(&self, seat: Seat) -> u32 {
        self.men[seat.index()].iter().map(|&n| n as u32).sum::<u32>() + self.to_enter[seat.index()] as u32
    }

    /// Rulings, "Bearing off": all the seat's men not yet borne off are in its Home
    /// Table (points 6–1). A man in the Dog House or still to enter is not home, so
    /// a man hit while bearing off stops it until he is home again.
    pub fn all_home(&self, seat: Seat) -> bool {
        self.to_enter[seat.index()] == 0 && self.men[seat.index()][7..=25].iter().all(|&n| n == 0)
    }

    /// Puts a man of `seat` on its point `p` (from wherever the caller took him),
    /// sending a single opposing man there to the Dog House. Returns whether a man
    /// was hit.
    pub fn land(&mut self, seat: Seat, p: u8) -> bool {
        let o = seat.opponent().index();
        let theirs = 25 - p as usize;
        let hit = self.men[o][theirs] == 1;
        if hit {
            self.men[o][theirs] = 0;
            self.men[o][BAR as usize] += 1;
        }
        self.men[seat.index()][p as usize] += 1;
        hit
    }

    /// Makes one step for `seat` (assumed legal). Returns whether it hit.
    pub fn step(&mut self, seat: Seat, step: Step) -> bool {
        self.men[seat.index()][step.from as usize] -= 1;
        if step.to == OFF {
            self.men[seat.index()][OFF as usize] += 1;
            false
        } else {
            self.land(seat, step.to)
        }
    }

    /// Every legal single move of one man by `die` (rulings, "Moving", "the Dog
    /// House", "Bearing off"):
    /// - with men in the Dog House, only an entry onto point `25 − die`;
    /// - otherwise any man `die` points forward onto an open point;
    /// - with every man home, a man on point `die` may also be borne off; if that
    ///   point is empty and no man can move `die` inside and none stands higher,
    ///   the man on the highest occupied point below `die` is borne off.
    pub fn single_moves(&self, seat: Seat, die: u8) -> Vec<Step> {
        let mut moves = Vec::new();
        self.each_single_move(seat, die, |step| moves.push(step));
        moves
    }

    /// Calls `found` with each of [`Board::single_moves`], in the same order,
    /// without collecting them (the play search calls this at every node).
    pub fn each_single_move(&self, seat: Seat, die: u8, mut found: impl FnMut(Step)) {
        if self.own(seat, BAR) > 0 {
            let to = BAR - die;
            if self.open(seat, to) {
                found(Step { from: BAR, to });
            }
            return;
        }
        let mut any = false;
        for from in (die + 1..=24).rev() {
            if self.own(seat, from) > 0 && self.open(seat, from - die) {
                found(Step { from, to: from - die });
                any = true;
            }
        }
        if self.all_home(seat) {
            if self.own(seat, die) > 0 {
                found(Step { from: die, to: OFF });
            } else if !any && (die + 1..=6).all(|p| self.own(seat, p) == 0) {
                if let Some(from) = (1..die).rev().find(|&p| self.own(seat, p) > 0) {
                    found(Step { from, to: OFF });
                }
            }
        }
    }

    /// Every legal complete play of two moves (`[6, 3]`, or `[6, 6]` for doublets
    /// and Acey or Ducey with a 6), in the order the men move, after the must-play
    /// rule (rulings, "Reading the dice"): only plays using as many moves as
    /// possible, and if only one move is possible and either die could make it,
    /// only plays of the larger. With nothing playable the one option is empty.
    pub fn plays(&self, seat: Seat, dice: [u8; 2]) -> Vec<PlayOption> {
        let mut out = Vec::new();
        let start = PlayOption {
            steps: Two::empty(Step { from: OFF, to: OFF }),
            dice: Two::empty(0),
            board: *self,
        };
        extend(seat, &dice, start, &mut out);
        let most = out.iter().map(|p| p.steps.len()).max().unwrap_or(0);
        out.retain(|p| p.steps.len() == most);
        let larger = dice[0].max(dice[1]);
        if most == 1 && dice[0] != dice[1] && out.iter().any(|p| p.dice[0] == larger) {
            out.retain(|p| p.dice[0] == larger);
        }
        out
    }
}

/// Depth-first: every order of the remaining dice, every single move of each.
fn extend(seat: Seat, remaining: &[u8], prefix: PlayOption, out: &mut Vec<PlayOption>) {
    let mut moved = false;
    for (i, &die) in remaining.iter().enumerate() {
        if i > 0 && remaining[..i].contains(&die) {
            continue;
        }
        // The dice left after this one (a roll has two, so at most one).
        let mut rest = [0u8; 2];
        let mut left = 0;
        for (j, &d) in remaining.iter().enumerate() {
            if j != i {
                rest[left] = d;
                left += 1;
            }
        }
        prefix.board.each_single_move(seat, die, |step| {
            let mut next = prefix;
            next.board.step(seat, step);
            next.steps.push(step);
            next.dice.push(die);
            extend(seat, &rest[..left], next, out);
            moved = true;
        });
    }
    if !moved {
        out.push(prefix);
    }
}

/// Steps in canonical order: from the highest starting point down (`bar` first),
/// equal starts by the higher destination (`off` last).
pub(super) fn canonical_order(steps: &[Step]) -> Vec<Step> {
    let mut sorted = steps.to_vec();
    sorted.sort_by(|a, b| b.cmp(a));
    sorted
}

/// The same steps as a multiset, for comparing plays however they are ordered.
pub(super) fn multiset(steps: &[Step]) -> Vec<Step> {
    let mut sorted = steps.to_vec();
    sorted.sort();
    sorted
}

/// The plays distinct by resulting position, in the order first found, each in
/// canonical form: the canonical order when some legal sequence makes the steps in
/// that order, otherwise the order of the first sequence found.
pub(super) fn distinct(options: &[PlayOption]) -> Vec<&PlayOption> {
    // The plays of one roll are a few hundred boards built by the engine (no
    // adversary picks them), so SipHash's flood resistance buys nothing and cost a
    // third of a playout: rustc's Fx hash instead.
    let mut index: rustc_hash::FxHashMap<Board, usize> = rustc_hash::FxHashMap::default();
    let mut out: Vec<&PlayOption> = Vec::new();
    for option in options {
        let canonical = is_canonical(&option.steps);
        match index.get(&option.board) {
            Some(&i) => {
                if canonical && !is_canonical(&out[i].steps) {
                    out[i] = option;
                }
            }
            None => {
                index.insert(option.board, out.len());
                out.push(option);
            }
        }
    }
    out
}

/// Whether `steps` are in canonical order already (what [`canonical_order`]
/// would leave unchanged): from the highest starting point down.
fn is_canonical(steps: &[Step]) -> bool {
    steps.windows(2).all(|pair| pair[0] >= pair[1])
}
