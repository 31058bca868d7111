//! Trespass's events and refusals in words: each one message of the catalogue
//! (`games/locales/<lang>/trespass.ftl`). No event names a secret number before
//! the game is over, and no refusal ever does.

use super::legal::{piece_name, seat_msg};
use super::{Event, RuleError, Square, RANKS};
use crate::i18n::{Localize, Msg};
use crate::{msg, Seat};

impl Localize for Event {
    /// One sentence with the seats' colours: "Red moved Blue's 4 from b5 to b3."
    /// No secret number is named before [`Event::SecretsRevealed`] (and the win,
    /// which ends the game).
    fn msg(&self) -> Msg {
        match *self {
            Event::SecretPicked { seat } => msg!("trespass-secret-picked", seat = seat_msg(seat)),
            Event::PlayBegins => msg!("trespass-play-begins", seat = seat_msg(Seat::FIRST)),
            Event::Moved { seat, piece, from, to } => msg!(
                "trespass-moved",
                seat = seat_msg(seat),
                piece = piece_name(piece),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Passed { seat } => msg!("trespass-passed", seat = seat_msg(seat)),
            Event::Won { seat, number, square } => msg!(
                "trespass-won",
                seat = seat_msg(seat),
                number = number,
                rank = square.rank() + 1
            ),
            Event::NeitherCanMove => msg!("trespass-neither-can-move"),
            Event::Resigned { seat } => msg!(
                "trespass-resigned",
                seat = seat_msg(seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("trespass-draw-agreed"),
            Event::SecretsRevealed { secrets } => {
                let shown = |seat: Seat| match secrets[seat.index()] {
                    Some(number) => msg!("trespass-secret-shown", seat = seat_msg(seat), number = number),
                    None => msg!("trespass-secret-never-picked", seat = seat_msg(seat)),
                };
                msg!(
                    "trespass-secrets-revealed",
                    first = shown(Seat::FIRST),
                    second = shown(Seat::SECOND)
                )
            }
        }
    }
}

impl Localize for RuleError {
    /// One line a player understands; none names a secret number.
    fn msg(&self) -> Msg {
        let squares = |from: &Square, to: &Square| (from.to_string(), to.to_string());
        match self {
            RuleError::GameOver => msg!("trespass-game-over"),
            RuleError::NotYourTurn(seat) => msg!("trespass-not-your-turn", seat = seat_msg(*seat)),
            RuleError::WaitingForSecrets => msg!("trespass-waiting-for-secrets"),
            RuleError::Locked => msg!("trespass-locked"),
            RuleError::SecretAlreadyPicked => msg!("trespass-secret-already-picked"),
            RuleError::NoSuchSeat(_) => msg!("trespass-two-seats"),
            RuleError::PlayBegun => msg!("trespass-play-begun"),
            RuleError::NoSuchNumber(_) => msg!("trespass-no-such-number"),
            RuleError::NoPiece(square) => msg!("trespass-no-piece", square = square.to_string()),
            RuleError::SameSquare { from, to } => {
                let (from, to) = squares(from, to);
                msg!("trespass-same-square", from = from, to = to)
            }
            RuleError::Taken { from, to, by } => {
                let (from, to) = squares(from, to);
                msg!("trespass-taken", from = from, to = to, piece = piece_name(*by))
            }
            RuleError::GoalRowSideways { from, to, piece } => {
                let (from, to) = squares(from, to);
                msg!(
                    "trespass-goal-row-sideways",
                    from = from,
                    to = to,
                    piece = piece_name(*piece)
                )
            }
            RuleError::Backward { from, to, owner } => {
                let (from, to) = squares(from, to);
                msg!(
                    "trespass-backward",
                    from = from,
                    to = to,
                    owner = seat_msg(*owner),
                    rank = if owner.index() == 0 { 1 } else { RANKS }
                )
            }
            RuleError::JumpThenSlide { from, to } => {
                let (from, to) = squares(from, to);
                msg!("trespass-jump-then-slide", from = from, to = to)
            }
            RuleError::NoPath { from, to } => {
                let (from, to) = squares(from, to);
                msg!("trespass-no-path", from = from, to = to)
            }
        }
    }
}

crate::display_in_english!(Event, RuleError);
