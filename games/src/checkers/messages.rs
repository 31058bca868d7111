//! Checkers' events and refusals in words: each one message of the catalogue
//! (`games/locales/<lang>/checkers.ftl`), the seats named by their colours.

use super::rules::{action_list, seat_msg};
use super::square::Square;
use super::{Action, Event, RuleError};
use crate::i18n::{Localize, Msg};
use crate::msg;

impl Localize for Event {
    /// One sentence with the seats' colours: "Black captured 15x24, taking White's
    /// piece on 19."
    fn msg(&self) -> Msg {
        match self {
            Event::Moved { seat, from, to } => msg!(
                "checkers-moved",
                seat = seat_msg(*seat),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Captured { seat, path, taken } => msg!(
                "checkers-captured",
                seat = seat_msg(*seat),
                action = Action::Jump(path.clone()).to_string(),
                opponent = seat_msg(seat.opponent()),
                count = taken.len(),
                squares = Msg::and_list(taken.iter().map(|s| Msg::raw(s.to_string())))
            ),
            Event::Crowned { seat, square } => {
                msg!("checkers-crowned", seat = seat_msg(*seat), square = square.to_string())
            }
            Event::NoLegalMove { seat, pieces_left } => {
                let id = if *pieces_left {
                    "checkers-no-legal-move"
                } else {
                    "checkers-no-pieces-left"
                };
                Msg::new(id)
                    .with("seat", seat_msg(*seat))
                    .with("winner", seat_msg(seat.opponent()))
            }
            Event::DrawnByFortyMoves => msg!("checkers-drawn-forty-moves"),
            Event::DrawnByRepetition => msg!("checkers-drawn-repetition"),
            Event::Resigned { seat } => msg!(
                "checkers-resigned",
                seat = seat_msg(*seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("checkers-draw-agreed"),
        }
    }
}

impl Localize for RuleError {
    fn msg(&self) -> Msg {
        let text = |square: &Square| square.to_string();
        match self {
            RuleError::GameOver => msg!("checkers-game-over"),
            RuleError::NotYourTurn(seat) => msg!("checkers-not-your-turn", seat = seat_msg(*seat)),
            RuleError::CaptureCompulsory(captures) => {
                msg!("checkers-capture-compulsory", captures = action_list(captures, 4))
            }
            RuleError::Ambiguous { action, fits } => msg!(
                "checkers-ambiguous",
                action = action.to_string(),
                fits = action_list(fits, 3)
            ),
            RuleError::NoPiece(square) => msg!("checkers-no-piece", square = text(square)),
            RuleError::NotYourPiece { square, owner } => msg!(
                "checkers-not-your-piece",
                square = text(square),
                owner = seat_msg(*owner)
            ),
            RuleError::NoCapture { action, example } => msg!(
                "checkers-no-capture",
                action = action.to_string(),
                example = example.to_string()
            ),
            RuleError::NotACapture { action, available } => msg!(
                "checkers-not-a-capture",
                action = action.to_string(),
                available = action_list(available, 4)
            ),
            RuleError::Incomplete { action, continues } => msg!(
                "checkers-incomplete",
                action = action.to_string(),
                continues = action_list(continues, 3)
            ),
            RuleError::StandsStill { from, to } => msg!("checkers-stands-still", from = text(from), to = text(to)),
            RuleError::NothingToJump { from, to, opponent } => msg!(
                "checkers-nothing-to-jump",
                from = text(from),
                to = text(to),
                opponent = seat_msg(*opponent)
            ),
            RuleError::NotAStep { from, to } => msg!("checkers-not-a-step", from = text(from), to = text(to)),
            RuleError::Backward { from, to } => msg!("checkers-backward", from = text(from), to = text(to)),
            RuleError::Occupied { to, owner } => {
                msg!("checkers-occupied", to = text(to), owner = seat_msg(*owner))
            }
            RuleError::NotLegal { from, to } => msg!("checkers-not-legal", from = text(from), to = text(to)),
        }
    }
}

impl std::error::Error for RuleError {}

crate::display_in_english!(Event, RuleError);
