//! HotSpot as a [`Game`]: Hot Spot (rulings `shared/rules/hot-spot.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::{
    Action, Event, HotSpot, Options, ParseError, Phase, RuleError, Setup, SetupError, View, RULES_SUMMARY, SEAT_NAMES,
};
use super::{Occupant, PhaseMismatch};
use crate::game::{Game, Spec};
use crate::i18n::{Localize, Msg};
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
        title: "Hot Spot",
        min_seats: 2,
        max_seats: 2,
        seat_names: &SEAT_NAMES,
        rules_summary: RULES_SUMMARY,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> HotSpot {
        HotSpot::new(options, rng)
    }

    fn from_setup(setup: Setup) -> Result<HotSpot, SetupError> {
        HotSpot::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        HotSpot::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        HotSpot::to_act(self)
    }

    fn prompt(&self) -> Msg {
        HotSpot::prompt_msg(self)
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(HotSpot::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        HotSpot::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        HotSpot::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        HotSpot::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        HotSpot::agree_draw(self)
    }

    fn view(&self) -> View {
        HotSpot::view(self)
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

/// A seat's colour as players read it ("Green", "Black").
fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("hot-spot", seat.index().min(1))
}

impl Localize for Event {
    /// One sentence with the seats' colours: "Green captured Black's 2 on c5."
    fn msg(&self) -> Msg {
        match *self {
            Event::Placed { seat, spots, square } => msg!(
                "hot-spot-placed",
                seat = seat_msg(seat),
                spots = spots,
                square = square.to_string()
            ),
            Event::Moved { seat, spots, from, to } => msg!(
                "hot-spot-moved",
                seat = seat_msg(seat),
                spots = spots,
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Exchanged {
                seat,
                square,
                out,
                incoming,
            } => msg!(
                "hot-spot-exchanged",
                seat = seat_msg(seat),
                out = out,
                square = square.to_string(),
                incoming = incoming
            ),
            Event::Captured { by, square, spots } => msg!(
                "hot-spot-captured",
                seat = seat_msg(by),
                owner = seat_msg(by.opponent()),
                spots = spots,
                square = square.to_string()
            ),
            Event::Passed { seat } => msg!("hot-spot-passed", seat = seat_msg(seat)),
            Event::PlayBegins => msg!("hot-spot-play-begins", seat = seat_msg(Seat::FIRST)),
            Event::Won { seat } => msg!("hot-spot-won", seat = seat_msg(seat), loser = seat_msg(seat.opponent())),
            Event::DrawnByQuietTurns => msg!("hot-spot-drawn-by-quiet-turns"),
            Event::Resigned { seat } => msg!(
                "hot-spot-resigned",
                seat = seat_msg(seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("hot-spot-draw-agreed"),
        }
    }
}

impl Localize for Occupant {
    /// "a captured piece", "your piece", "Black's piece".
    fn msg(&self) -> Msg {
        match self {
            Occupant::Captured => msg!("hot-spot-occupant-captured"),
            Occupant::Yours => msg!("hot-spot-occupant-yours"),
            Occupant::Theirs(owner) => msg!("hot-spot-occupant-theirs", owner = seat_msg(*owner)),
        }
    }
}

impl Localize for PhaseMismatch {
    fn msg(&self) -> Msg {
        match *self {
            PhaseMismatch::StillPlacing { rank, spots } => {
                msg!("hot-spot-still-placing", rank = rank, spots = spots)
            }
            PhaseMismatch::AllPlaced => msg!("hot-spot-all-placed"),
        }
    }
}

impl Localize for RuleError {
    /// One line a player understands.
    fn msg(&self) -> Msg {
        match self {
            RuleError::GameOver => msg!("hot-spot-game-over"),
            RuleError::NotYourTurn(seat) => msg!("hot-spot-not-your-turn", seat = seat_msg(*seat)),
            RuleError::WrongPhase(mismatch) => mismatch.msg(),
            RuleError::NotStartingRow { square, rank } => {
                msg!("hot-spot-not-starting-row", square = square.to_string(), rank = *rank)
            }
            RuleError::SquareTaken(square) => msg!("hot-spot-square-taken", square = square.to_string()),
            RuleError::NothingToPlace => msg!("hot-spot-nothing-to-place"),
            RuleError::Captured { square, verb } => {
                msg!("hot-spot-piece-captured", square = square.to_string(), verb = *verb)
            }
            RuleError::NotYourPiece { square, owner } => msg!(
                "hot-spot-not-your-piece",
                square = square.to_string(),
                owner = seat_msg(*owner)
            ),
            RuleError::NoPieceOfYours(square) => msg!("hot-spot-no-piece-of-yours", square = square.to_string()),
            RuleError::MustLeave(square) => msg!("hot-spot-must-leave", square = square.to_string()),
            RuleError::NotStraight { from, to } => {
                msg!("hot-spot-not-straight", from = from.to_string(), to = to.to_string())
            }
            RuleError::WrongDistance { from, spots } => {
                msg!("hot-spot-wrong-distance", from = from.to_string(), spots = *spots)
            }
            RuleError::Blocked { from, to, by, at } => msg!(
                "hot-spot-blocked",
                from = from.to_string(),
                to = to.to_string(),
                by = by.msg(),
                at = at.to_string()
            ),
            RuleError::Occupied { to, by } => msg!("hot-spot-occupied", to = to.to_string(), by = by.msg()),
            RuleError::EmptyExchange => msg!("hot-spot-empty-exchange"),
            RuleError::OneExchangeOnly => msg!("hot-spot-one-exchange-only"),
            RuleError::TooManyExchanges => msg!("hot-spot-too-many-exchanges"),
            RuleError::NamedTwice(square) => msg!("hot-spot-named-twice", square = square.to_string()),
            RuleError::NoSuchValue(spots) => msg!("hot-spot-no-such-value", spots = *spots),
            RuleError::SameValue { square, spots } => {
                msg!("hot-spot-same-value", square = square.to_string(), spots = *spots)
            }
            RuleError::ReserveShort { spots, have } => {
                msg!("hot-spot-reserve-short", spots = *spots, have = (*have).min(4))
            }
        }
    }
}

crate::display_in_english!(Event, Occupant, PhaseMismatch, RuleError);
