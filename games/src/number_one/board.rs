//! The board: which holes are in play, which hold a token, where the pegs stand,
//! and the routes a peg can take (rulings, "Board" and "Moving").

use super::hole::{Direction, Hole, FULL_RADIUS, INNER_RADIUS};
use super::{Peg, Size, MAX_PLAYERS};
use crate::Seat;

/// A set of holes as a bit mask, bit [`Hole::index`].
pub(super) type HoleSet = u128;

pub(super) fn bit(hole: Hole) -> HoleSet {
    1 << hole.index()
}

/// A peg's place on the board and whether it is turned over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Standing {
    pub(super) hole: Hole,
    pub(super) used: bool,
}

/// A route a peg can take: where it lands, and where it bends if it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Route {
    pub(super) to: Hole,
    pub(super) bend: Option<Hole>,
}

/// Tokens and pegs on the holes in play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Board {
    /// 2 to 4; 2 and 3 play on the inner 61 holes.
    players: u8,
    tokens: HoleSet,
    /// Indexed by seat, then [`Size::index`].
    pegs: [[Option<Standing>; 3]; MAX_PLAYERS],
}

/// Rulings, "Board": four players use all 91 holes, two or three the inner 61.
pub(super) fn radius(players: u8) -> u8 {
    if players >= 4 {
        FULL_RADIUS
    } else {
        INNER_RADIUS
    }
}

/// The corners of a hexagon of `radius`, clockwise on the picture from the
/// bottom-left: bottom-left, left, top-left, top-right, right, bottom-right.
fn corners(radius: u8) -> [Hole; 6] {
    let n = radius as i8;
    [(0, -n), (-n, 0), (-n, n), (0, n), (n, 0), (n, -n)]
        .map(|(q, r)| Hole::from_axial(q, r).expect("corners lie on the board"))
}

/// Rulings, "Pieces and set-up": a seat's start area is a corner of the playing
/// hexagon and its two neighbours along the edge, in hole order. Seats go
/// clockwise: two players on opposite corners (bottom-left, top-right), three on
/// every second corner (bottom-left, top-left, right), four on the bottom-left,
/// top-left, top-right and bottom-right corners of the full board (two opposite
/// pairs).
pub(super) fn start_area(players: u8, seat: Seat) -> [Hole; 3] {
    let radius = radius(players);
    let which: &[usize] = match players {
        2 => &[0, 3],
        3 => &[0, 2, 4],
        _ => &[0, 2, 3, 5],
    };
    let corner = corners(radius)[which[seat.index() % which.len()]];
    let mut area = [corner; 3];
    let mut found = 1;
    for direction in Direction::ALL {
        if let Some(next) = corner.neighbour(direction).filter(|h| h.ring() == radius) {
            area[found] = next;
            found += 1;
        }
    }
    area.sort();
    area
}

impl Board {
    /// Every hole in play holds a token; no pegs yet.
    pub(super) fn new(players: u8) -> Board {
        let mut board = Board {
            players,
            tokens: 0,
            pegs: [[None; 3]; MAX_PLAYERS],
        };
        board.tokens = board.playing_holes().fold(0, |set, hole| set | bit(hole));
        board
    }

    /// A board with the given tokens and no pegs.
    pub(super) fn with_tokens(players: u8, tokens: HoleSet) -> Board {
        Board {
            players,
            tokens,
            pegs: [[None; 3]; MAX_PLAYERS],
        }
    }

    pub(super) fn players(&self) -> u8 {
        self.players
    }

    /// Whether `hole` is part of the board in play.
    pub(super) fn in_play(&self, hole: Hole) -> bool {
        hole.ring() <= radius(self.players)
    }

    /// The holes in play, in hole order.
    pub(super) fn playing_holes(&self) -> impl Iterator<Item = Hole> {
        let radius = radius(self.players);
        Hole::all().filter(move |h| h.ring() <= radius)
    }

    pub(super) fn has_token(&self, hole: Hole) -> bool {
        self.tokens & bit(hole) != 0
    }

    pub(super) fn take_token(&mut self, hole: Hole) {
        self.tokens &= !bit(hole);
    }

    pub(super) fn standing(&self, seat: Seat, size: Size) -> Option<Standing> {
        self.pegs.get(seat.index())?[size.index()]
    }

    pub(super) fn set_standing(&mut self, seat: Seat, size: Size, standing: Option<Standing>) {
        self.pegs[seat.index()][size.index()] = standing;
    }

    /// Every peg in seat order, small first.
    pub(super) fn pegs(&self) -> impl Iterator<Item = (Hole, Peg)> + '_ {
        self.pegs.iter().enumerate().flat_map(|(seat, sizes)| {
            Size::ALL.into_iter().filter_map(move |size| {
                sizes[size.index()].map(|s| {
                    let peg = Peg {
                        owner: Seat(seat as u8),
                        size,
                        used: s.used,
                    };
                    (s.hole, peg)
                })
            })
        })
    }

    /// The peg on `hole`, if any.
    pub(super) fn peg_at(&self, hole: Hole) -> Option<Peg> {
        self.pegs().find(|(h, _)| *h == hole).map(|(_, peg)| peg)
    }

    /// Whether the seat has any peg left.
    pub(super) fn has_pegs(&self, seat: Seat) -> bool {
        self.pegs[seat.index()].iter().any(Option::is_some)
    }

    /// The holes with a peg on them.
    pub(super) fn occupied(&self) -> HoleSet {
        let mut set = 0;
        for standing in self.pegs.iter().flatten().flatten() {
            set |= bit(standing.hole);
        }
        set
    }

    /// The next hole from `hole` in `direction` if it is in play and free of pegs.
    fn step(&self, hole: Hole, direction: Direction, occupied: HoleSet) -> Option<Hole> {
        hole.neighbour(direction)
            .filter(|&next| self.in_play(next) && occupied & bit(next) == 0)
    }

    /// Walks up to `steps` steps from `hole`; returns the last hole reached and how
    /// many steps were made before a peg or the edge stopped it.
    fn walk(&self, hole: Hole, direction: Direction, steps: u8, occupied: HoleSet) -> (Hole, u8) {
        let mut at = hole;
        for made in 0..steps {
            match self.step(at, direction, occupied) {
                Some(next) => at = next,
                None => return (at, made),
            }
        }
        (at, steps)
    }

    /// Every route a peg of `size` on `from` can take (rulings, "Moving"): exactly
    /// its size in steps along one direction, never through or onto a peg and never
    /// off the board in play; a medium or large peg whose straight way on is blocked
    /// by a peg or the edge after at least one step may turn once by 60° and make
    /// its remaining steps in the new direction. Landing rules (tokens, flips) are
    /// not checked here. One route per landing hole, the first found, in the order
    /// of [`Direction::ALL`].
    pub(super) fn routes(&self, from: Hole, size: Size) -> Vec<Route> {
        let occupied = self.occupied();
        let steps = size.steps();
        let mut routes: Vec<Route> = Vec::with_capacity(12);
        let mut add = |route: Route| {
            if routes.iter().all(|r| r.to != route.to) {
                routes.push(route);
            }
        };
        for direction in Direction::ALL {
            let (at, made) = self.walk(from, direction, steps, occupied);
            if made == steps {
                add(Route { to: at, bend: None });
            } else if made >= 1 && size != Size::Small {
                let left = steps - made;
                for turned in [direction.counter_clockwise(), direction.clockwise()] {
                    let (end, more) = self.walk(at, turned, left, occupied);
                    if more == left {
                        add(Route {
                            to: end,
                            bend: Some(at),
                        });
                    }
                }
            }
        }
        routes
    }

    /// The routes the seat's peg of `size` may legally take: onto a token, or onto
    /// an empty hole while the peg is not yet turned over.
    pub(super) fn moves(&self, seat: Seat, size: Size) -> Vec<Route> {
        let Some(standing) = self.standing(seat, size) else {
            return Vec::new();
        };
        let mut routes = self.routes(standing.hole, size);
        routes.retain(|r| !standing.used || self.has_token(r.to));
        routes
    }

    /// Whether the seat's peg of `size` has a legal move.
    pub(super) fn can_move(&self, seat: Seat, size: Size) -> bool {
        !self.moves(seat, size).is_empty()
    }
}
