//! Hot Spot's events and refusals in words: each one message of the catalogue
//! (`games/locales/<lang>/hot-spot.ftl`), the seats named by their colours.

use super::{Event, Occupant, PhaseMismatch, RuleError};
use crate::i18n::{Localize, Msg};
use crate::{msg, Seat};

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
