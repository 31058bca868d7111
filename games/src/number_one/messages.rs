//! Number One's events and refusals in words: each one message of the
//! catalogue (`games/locales/<lang>/number-one.ftl`), the seats named by their
//! colours.

use super::legal::list;
use super::{Event, Hole, PegOwner, PhaseMismatch, RuleError, MAX_PLAYERS};
use crate::i18n::{Localize, Msg};
use crate::{msg, Seat};

/// A seat's colour as players read it ("White", "Black", "Red", "Blue").
fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("number-one", seat.index().min(MAX_PLAYERS - 1))
}

impl Localize for Event {
    /// One sentence with the seats' colours: "White moved the large peg from b3 to e3."
    fn msg(&self) -> Msg {
        match *self {
            Event::Placed {
                seat,
                small,
                medium,
                large,
            } => msg!(
                "number-one-placed",
                seat = seat_msg(seat),
                small = small.to_string(),
                medium = medium.to_string(),
                large = large.to_string()
            ),
            Event::PlayBegins { seat } => msg!("number-one-play-begins", seat = seat_msg(seat)),
            Event::Moved {
                seat,
                size,
                from,
                to,
                flipped,
            } => {
                let moved = if flipped {
                    msg!("number-one-moved-flipped")
                } else {
                    msg!("number-one-moved")
                };
                moved
                    .with("seat", seat_msg(seat))
                    .with("peg", size.peg())
                    .with("from", from.to_string())
                    .with("to", to.to_string())
            }
            Event::Removed { seat, size, hole } => msg!(
                "number-one-removed",
                seat = seat_msg(seat),
                peg = size.peg(),
                hole = hole.to_string()
            ),
            Event::Eliminated { seat } => msg!("number-one-eliminated", seat = seat_msg(seat)),
            Event::Won { seat } => msg!("number-one-won", seat = seat_msg(seat)),
            Event::Resigned { seat } => msg!("number-one-resigned", seat = seat_msg(seat)),
            Event::TimedOut { seat } => msg!("number-one-timed-out", seat = seat_msg(seat)),
            Event::DrawAgreed => msg!("number-one-draw-agreed"),
        }
    }
}

impl Localize for PhaseMismatch {
    fn msg(&self) -> Msg {
        match self {
            PhaseMismatch::StillPlacing { area, example } => msg!(
                "number-one-still-placing",
                area = list(area),
                example = example.to_string()
            ),
            PhaseMismatch::AllPlaced => msg!("number-one-all-placed"),
        }
    }
}

impl Localize for RuleError {
    /// One line a player understands.
    fn msg(&self) -> Msg {
        let route = |id: &'static str, from: &Hole, to: &Hole| {
            Msg::new(id).with("from", from.to_string()).with("to", to.to_string())
        };
        match self {
            RuleError::GameOver => msg!("number-one-game-over"),
            RuleError::NotYourTurn(seat) => msg!("number-one-not-your-turn", seat = seat_msg(*seat)),
            RuleError::WrongPhase(mismatch) => mismatch.msg(),
            RuleError::NotInStartArea { hole, area } => {
                msg!(
                    "number-one-not-in-start-area",
                    hole = hole.to_string(),
                    area = list(area)
                )
            }
            RuleError::NamedTwice(hole) => msg!("number-one-named-twice", hole = hole.to_string()),
            RuleError::NotYourPeg { hole, owner } => msg!(
                "number-one-not-your-peg",
                hole = hole.to_string(),
                owner = seat_msg(*owner)
            ),
            RuleError::NoPegOfYours(hole) => msg!("number-one-no-peg-of-yours", hole = hole.to_string()),
            RuleError::AlreadyMoved(size) => msg!("number-one-already-moved", peg = size.peg()),
            RuleError::OutsideBoard { hole, players } => {
                msg!("number-one-outside-board", hole = hole.to_string(), players = *players)
            }
            RuleError::Taken {
                hole,
                owner: PegOwner::Yours,
                size,
            } => msg!("number-one-taken-yours", hole = hole.to_string(), peg = size.peg()),
            RuleError::Taken {
                hole,
                owner: PegOwner::Theirs(owner),
                size,
            } => msg!(
                "number-one-taken-theirs",
                hole = hole.to_string(),
                owner = seat_msg(*owner),
                peg = size.peg()
            ),
            RuleError::WrongDistance {
                size,
                from,
                to,
                distance,
            } => route("number-one-wrong-distance", from, to)
                .with("peg", size.peg())
                .with("steps", size.steps())
                .with("distance", *distance),
            RuleError::Blocked { from, to, by, at } => route("number-one-blocked", from, to)
                .with("owner", seat_msg(by.owner))
                .with("peg", by.size.peg())
                .with("at", at.to_string()),
            RuleError::RunsOff { from, to, at } => route("number-one-runs-off", from, to).with("at", at.to_string()),
            RuleError::BlockedStraight { from, to } => route("number-one-blocked-straight", from, to),
            RuleError::SmallNeverBends { from, to } => route("number-one-small-never-bends", from, to),
            RuleError::BendNotAllowed { from, to } => route("number-one-bend-not-allowed", from, to),
            RuleError::FlipUsed { hole, size } => {
                msg!("number-one-flip-used", hole = hole.to_string(), peg = size.peg())
            }
        }
    }
}

crate::display_in_english!(Event, PhaseMismatch, RuleError);
