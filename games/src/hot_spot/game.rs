//! Hot Spot as a [`Game`] (rulings `shared/rules/hot-spot.md`): the verbs'
//! bodies. Checking an action is `legal`'s, the turn's mechanics (captures,
//! passes, the quiet-turn draw) are `rules`', a stored game's checks `setup`'s.

use super::board::{alphabetical, home_rank, Board};
use super::legal::{exchange_combinations, Plan};
use super::rules::reserve_list;
use super::setup::{self, check_seat, SeatRole};
use super::view::LastAction;
use super::{
    Action, Event, HotSpot, Options, ParseError, Phase, Piece, RuleError, Setup, SetupError, Square, View, ViewPiece,
    BOARD_PIECES, MAX_FIRST_TURN_EXCHANGES, SIZE,
};
use crate::game::{Game, Spec};
use crate::i18n::Msg;
use crate::rng::shuffle;
use crate::{msg, Outcome, Rng, Seat};

impl Game for HotSpot {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "hot-spot",
        min_seats: 2,
        max_seats: 2,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    /// Set-up step 1: each side's twelve pieces are shuffled with `rng`; the first
    /// eight are drawn to be placed in that order, the last four are the reserve.
    /// Green places first. With the `quick` option (step 4) the engine places
    /// every piece on a random empty square of its starting row and play begins
    /// at once.
    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> HotSpot {
        let mut reserves = [[0u8; 3]; 2];
        let mut to_place = [Vec::new(), Vec::new()];
        for side in 0..2 {
            let mut pieces = [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
            shuffle(rng, &mut pieces);
            to_place[side] = pieces[..BOARD_PIECES].to_vec();
            for &spots in &pieces[BOARD_PIECES..] {
                reserves[side][spots as usize - 1] += 1;
            }
        }
        let mut game = HotSpot {
            board: Board::empty(),
            reserves,
            to_place,
            phase: Phase::Placement,
            to_act: Seat::FIRST,
            first_turn_done: [false; 2],
            quiet_turns: 0,
            last_action: None,
            last_captures: Vec::new(),
            outcome: Outcome::Ongoing,
        };
        if options.quick {
            let mut empty = Vec::new();
            while game.phase == Phase::Placement {
                let seat = game.to_act;
                empty.clear();
                game.legal_actions(seat, &mut empty);
                let pick = rng.below(empty.len() as u32) as usize;
                game.apply(seat, &empty[pick], rng)
                    .expect("a listed placement is legal");
            }
            game.last_action = None;
        }
        game
    }

    /// Checks a stored game against the rules: twelve pieces a side, four each of
    /// 1, 2 and 3 spots, across board, reserve and pieces still to place; at most
    /// eight on the board and four in reserve; placements on the starting rows in
    /// turn order, Green first; no two pieces on a square; no capture left
    /// untaken at the start of the turn; counters and outcome consistent with the
    /// position. The first broken invariant is the error.
    fn from_setup(setup: Setup) -> Result<HotSpot, SetupError> {
        setup::check_seats(&setup)?;
        let board = setup::board(&setup.board)?;
        let reserves = setup::reserves(&setup)?;
        setup::check_phase(&setup, &board)?;
        setup::check_last_captures(&setup, &board)?;
        let last_action = match setup.last_action {
            Some((seat, text)) => {
                check_seat(seat, SeatRole::LastAction)?;
                Some((seat, Action::parse(&text).map_err(SetupError::LastAction)?))
            }
            None => None,
        };
        Ok(HotSpot {
            board,
            reserves,
            to_place: setup.to_place,
            phase: setup.phase,
            to_act: setup.to_act,
            first_turn_done: setup.first_turn_done,
            quiet_turns: setup.quiet_turns,
            last_action,
            last_captures: setup.last_captures,
            outcome: setup.outcome,
        })
    }

    /// The board in square order, reserves ascending, the last action in notation.
    fn to_setup(&self) -> Setup {
        Setup {
            board: self.board.pieces().collect(),
            reserves: self.reserves.map(|counts| reserve_list(&counts)),
            to_place: self.to_place.clone(),
            phase: self.phase,
            to_act: self.to_act,
            first_turn_done: self.first_turn_done,
            quiet_turns: self.quiet_turns,
            last_action: self
                .last_action
                .as_ref()
                .map(|(seat, action)| (*seat, action.to_string())),
            last_captures: self.last_captures.clone(),
            outcome: self.outcome,
        }
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// Place the revealed piece on the starting row, or move or exchange (up to
    /// four exchanges on the first turn).
    fn prompt(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("hot-spot-game-over");
        }
        let seat = self.to_act;
        match self.phase {
            Phase::Placement => msg!(
                "hot-spot-prompt-place",
                spots = self.to_place[seat.index()].first().copied().unwrap_or_default(),
                rank = home_rank(seat) + 1
            ),
            Phase::Play if !self.first_turn_done[seat.index()] => msg!("hot-spot-prompt-first-turn"),
            Phase::Play => msg!("hot-spot-prompt-play"),
        }
    }

    /// In canonical order: placements by square; moves by from square, then to
    /// square; then exchanges, single ones first, pairs in alphabetical order. On
    /// a first turn every combination of up to four exchanges the reserve allows
    /// is listed.
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.outcome.is_over() || seat != self.to_act {
            return;
        }
        match self.phase {
            Phase::Placement => {
                let rank = home_rank(seat);
                into.extend(
                    (0..SIZE)
                        .filter_map(|file| Square::new(file, rank))
                        .filter(|&square| self.board.get(square).is_none())
                        .map(Action::Place),
                );
            }
            Phase::Play => {
                for (from, piece) in self.board.live(seat) {
                    into.extend(
                        self.board
                            .targets(from, piece.spots)
                            .map(|to| Action::Move { from, to }),
                    );
                }
                let mut live: Vec<(Square, u8)> = self.board.live(seat).map(|(sq, p)| (sq, p.spots)).collect();
                live.sort_by_key(|&(square, _)| alphabetical(square));
                let max = if self.first_turn_done[seat.index()] {
                    1
                } else {
                    MAX_FIRST_TURN_EXCHANGES
                };
                let mut exchanges = Vec::new();
                let mut current = Vec::with_capacity(max);
                exchange_combinations(&live, self.reserves[seat.index()], max, &mut current, &mut exchanges);
                // Depth-first order is alphabetical; list single exchanges first.
                exchanges.sort_by_key(Vec::len);
                into.extend(exchanges.into_iter().map(Action::Exchange));
            }
        }
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    /// Applies `seat`'s action and returns what happened, including the automatic
    /// captures at the start of the next turn, a pass, and the end of the game.
    /// Hot Spot has no dice: `rng` is not used.
    ///
    /// An action is checked against every rule before anything changes: an error
    /// ([`RuleError::GameOver`], [`RuleError::NotYourTurn`],
    /// [`RuleError::WrongPhase`], or the variant naming the broken rule, such as
    /// [`RuleError::Blocked`]: "c1 to c3 is blocked by Black's piece on c2")
    /// leaves the game exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        let plan = self.validate(seat, action)?;
        let mut events = Vec::new();
        self.last_captures.clear();
        match plan {
            Plan::Place { square, spots } => {
                self.to_place[seat.index()].remove(0);
                self.board.set(
                    square,
                    Some(Piece {
                        owner: seat,
                        spots,
                        captured: false,
                    }),
                );
                events.push(Event::Placed { seat, spots, square });
                self.last_action = Some((seat, action.clone()));
                self.to_act = seat.opponent();
                if self.to_place.iter().all(Vec::is_empty) {
                    // Set-up step 3: play begins with Green.
                    self.phase = Phase::Play;
                    self.to_act = Seat::FIRST;
                    events.push(Event::PlayBegins);
                    self.begin_turn(&mut events);
                }
            }
            Plan::Move { from, to, piece } => {
                self.board.set(from, None);
                self.board.set(to, Some(piece));
                events.push(Event::Moved {
                    seat,
                    spots: piece.spots,
                    from,
                    to,
                });
                self.end_turn(seat, action, &mut events);
            }
            Plan::Exchange(pairs) => {
                let reserve = &mut self.reserves[seat.index()];
                for &(square, out, incoming) in &pairs {
                    reserve[incoming as usize - 1] -= 1;
                    reserve[out as usize - 1] += 1;
                    self.board.set(
                        square,
                        Some(Piece {
                            owner: seat,
                            spots: incoming,
                            captured: false,
                        }),
                    );
                    events.push(Event::Exchanged {
                        seat,
                        square,
                        out,
                        incoming,
                    });
                }
                self.end_turn(seat, action, &mut events);
            }
        }
        Ok(events)
    }

    /// Eight captures win, fifty quiet turns draw, or a resignation or agreed draw
    /// ended it.
    fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Available in every game: the opponent wins. Does nothing once the game is
    /// over.
    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        vec![Event::Resigned { seat }]
    }

    /// Rulings, "End". Does nothing once the game is over.
    fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        vec![Event::DrawAgreed]
    }

    /// Rulings, "What the picture shows": the whole position, reserves, the last
    /// action and captures, and the danger to the seat to act.
    fn view(&self) -> View {
        let to_act = self.to_act();
        let danger = match to_act {
            Some(seat) => {
                let control = self.board.control(seat.opponent());
                self.board.live_in(seat, control).map(|(sq, _)| sq).collect()
            }
            None => Vec::new(),
        };
        let revealed = match (to_act, self.phase) {
            (Some(seat), Phase::Placement) => self.to_place[seat.index()].first().copied(),
            _ => None,
        };
        View {
            phase: self.phase,
            to_act,
            board: self
                .board
                .pieces()
                .map(|(square, p)| ViewPiece {
                    square,
                    owner: p.owner,
                    spots: p.spots,
                    captured: p.captured,
                })
                .collect(),
            reserves: self.reserves.map(|counts| reserve_list(&counts)),
            face_down: [self.to_place[0].len(), self.to_place[1].len()],
            revealed,
            captured: [
                self.board.captured_count(Seat::FIRST),
                self.board.captured_count(Seat::SECOND),
            ],
            first_turn: self.first_turn_done.map(|done| !done),
            quiet_turns: self.quiet_turns,
            last_action: self.last_action.as_ref().map(|(seat, action)| LastAction {
                seat: *seat,
                notation: action.to_string(),
                squares: match action {
                    Action::Place(square) => vec![*square],
                    Action::Move { from, to } => vec![*from, *to],
                    Action::Exchange(pairs) => pairs.iter().map(|&(square, _)| square).collect(),
                },
            }),
            last_captures: self.last_captures.clone(),
            danger,
            outcome: self.outcome,
        }
    }

    /// Rulings, "Set-up" 1–2: the drawn pieces lie face down until each is
    /// revealed for its placement, so nobody knows their order — the seat's own
    /// included — only which values they are (the reserves are face up). Each
    /// side's face-down pieces are sorted (forgetting the true order) and shuffled
    /// with `rng`; the piece the seat to act has just revealed stays first.
    fn determinize(&self, _seat: Seat, rng: &mut dyn Rng) -> HotSpot {
        let mut game = self.clone();
        for side in 0..2 {
            let revealed = usize::from(self.phase == Phase::Placement && self.to_act.index() == side);
            let hidden = &mut game.to_place[side];
            if hidden.len() > revealed {
                let rest = &mut hidden[revealed..];
                rest.sort_unstable();
                shuffle(rng, rest);
            }
        }
        game
    }

    /// Rulings, "Set-up": the order of each side's face-down pieces still to
    /// place is hidden from both players (the one revealed to the seat placing
    /// is not). One state for each distinct order of both sides' hidden pieces
    /// (the same values, so the same counts), the true one among them; in play
    /// nothing is hidden and the state is the only one. `None` when there are
    /// more than [`MAX_HIDDEN_ORDERS`] orders to check.
    fn hidden_states(&self, _seat: Seat) -> Option<Vec<HotSpot>> {
        let mut states = vec![self.clone()];
        for side in 0..2 {
            let revealed = usize::from(self.phase == Phase::Placement && self.to_act.index() == side);
            let Some(hidden) = self.to_place[side].get(revealed..) else {
                continue;
            };
            let orders = distinct_orders(hidden, MAX_HIDDEN_ORDERS)?;
            let mut next = Vec::with_capacity(states.len() * orders.len());
            for state in &states {
                for order in &orders {
                    let mut game = state.clone();
                    game.to_place[side].truncate(revealed);
                    game.to_place[side].extend_from_slice(order);
                    next.push(game);
                }
            }
            if next.len() > MAX_HIDDEN_ORDERS {
                return None;
            }
            states = next;
        }
        Some(states)
    }

    /// Captures so far (the first to capture eight wins), less the pieces of the
    /// seat to act that stand in the opponent's control beyond the one it can move
    /// away, from `seat`'s side, squashed onto −1…1.
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let them = Seat(1 - me as u8);
        let seat = Seat(me as u8);
        let mut lead = self.board.captured_count(them) as f64 - self.board.captured_count(seat) as f64;
        if self.phase == Phase::Play && !self.outcome.is_over() {
            let mover = self.to_act;
            let threatened = self.board.live_in(mover, self.board.control(mover.opponent())).count();
            let lost = threatened.saturating_sub(1) as f64 * 0.8;
            lead += if mover == seat { -lost } else { lost };
        }
        Some((lead / 3.0).tanh())
    }
}

/// The most hidden states [`Game::hidden_states`] lists before it answers
/// `None` (a puzzle is then not mined there).
pub const MAX_HIDDEN_ORDERS: usize = 24;

/// Every distinct order of `values` (a multiset), in ascending order of the
/// sequences, or `None` when there are more than `limit`.
fn distinct_orders(values: &[u8], limit: usize) -> Option<Vec<Vec<u8>>> {
    let mut current: Vec<u8> = values.to_vec();
    current.sort_unstable();
    let mut orders = vec![current.clone()];
    // The next permutation in lexicographic order, until the last.
    loop {
        let Some(i) = (1..current.len()).rev().find(|&i| current[i - 1] < current[i]) else {
            return Some(orders);
        };
        let j = (i..current.len())
            .rev()
            .find(|&j| current[j] > current[i - 1])
            .expect("one is larger");
        current.swap(i - 1, j);
        current[i..].reverse();
        if orders.len() >= limit {
            return None;
        }
        orders.push(current.clone());
    }
}

/// [`distinct_orders`] for the puzzle tests.
#[cfg(test)]
pub(crate) fn distinct_orders_for_tests(values: &[u8]) -> Vec<Vec<u8>> {
    distinct_orders(values, usize::MAX).expect("no limit")
}
