//! The Line game's events and refusals in words: each one message of the
//! catalogue (`games/locales/<lang>/line.ftl`), the seats named by their colours.

use super::legal::lines_msg;
use super::rules::seat_msg;
use super::{Event, RuleError, Target, SAFEGUARD_MOVES};
use crate::i18n::{Localize, Msg};
use crate::{msg, Outcome};

impl Localize for Event {
    /// One sentence with the seats' colours: "White calls line 3 (c3 d3 e3)."
    fn msg(&self) -> Msg {
        match *self {
            Event::Placed { seat, spot } => msg!("line-placed", seat = seat_msg(seat), spot = spot.to_string()),
            Event::Rolled { seat, from, to } => msg!(
                "line-rolled",
                seat = seat_msg(seat),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::LineCalled { seat, line } => {
                let spots = super::line_spots(line).map(|s| s.to_string()).join(" ");
                msg!("line-called", seat = seat_msg(seat), line = line, spots = spots)
            }
            Event::LineRecorded { seat, line } => msg!("line-recorded", seat = seat_msg(seat), line = line),
            Event::LineAlreadyRecorded { seat, line } => {
                msg!("line-already-recorded", seat = seat_msg(seat), line = line)
            }
            Event::Scored { seat, points, total } => {
                msg!("line-scored", seat = seat_msg(seat), points = points, total = total)
            }
            Event::Confiscated { seat, target } => match target {
                Target::Spot(spot) => msg!(
                    "line-confiscated",
                    seat = seat_msg(seat),
                    opponent = seat_msg(seat.opponent()),
                    spot = spot.to_string()
                ),
                Target::Hand => msg!(
                    "line-confiscated-from-hand",
                    seat = seat_msg(seat),
                    opponent = seat_msg(seat.opponent())
                ),
            },
            Event::NothingToConfiscate { seat } => {
                msg!("line-nothing-to-confiscate", opponent = seat_msg(seat.opponent()))
            }
            Event::Reclaimed { seat, balls, total } => {
                msg!("line-reclaimed", seat = seat_msg(seat), balls = balls, total = total)
            }
            Event::Passed { seat } => msg!(
                "line-passed",
                seat = seat_msg(seat),
                opponent = seat_msg(seat.opponent())
            ),
            Event::NeitherCanMove => msg!("line-neither-can-move"),
            Event::AllConfiscated { seat } => msg!(
                "line-all-confiscated",
                seat = seat_msg(seat),
                opponent = seat_msg(seat.opponent())
            ),
            Event::TargetReached { seat, score } => msg!("line-target-reached", seat = seat_msg(seat), score = score),
            Event::Safeguard { outcome } => match outcome {
                Outcome::Won(seat) => msg!("line-safeguard-won", moves = SAFEGUARD_MOVES, winner = seat_msg(seat)),
                _ => msg!("line-safeguard-drawn", moves = SAFEGUARD_MOVES),
            },
            Event::Resigned { seat } => msg!(
                "line-resigned",
                seat = seat_msg(seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("line-draw-agreed"),
        }
    }
}

impl Localize for RuleError {
    fn msg(&self) -> Msg {
        match self {
            RuleError::GameOver => msg!("line-game-over"),
            RuleError::NotYourTurn(seat) => msg!("line-not-your-turn", seat = seat_msg(*seat)),
            RuleError::NoSuchSeat(_) => msg!("line-no-such-seat"),
            RuleError::CannotPass { example } => msg!(
                "line-cannot-pass",
                example = example.as_ref().map(ToString::to_string).unwrap_or_default()
            ),
            RuleError::ReclaimScoringOnly => msg!("line-reclaim-scoring-only"),
            RuleError::NothingConfiscated => msg!("line-nothing-confiscated"),
            RuleError::ReclaimTooMany { confiscated } => msg!("line-reclaim-too-many", confiscated = *confiscated),
            RuleError::ReclaimCost { balls, points } => msg!("line-reclaim-cost", balls = *balls, points = *points),
            RuleError::NotAMove => msg!("line-not-a-move"),
            RuleError::TakenByYours(spot) => msg!("line-taken-by-yours", spot = spot.to_string()),
            RuleError::Taken { spot, owner } => msg!("line-taken", spot = spot.to_string(), owner = seat_msg(*owner)),
            RuleError::NoBallInHand => msg!("line-no-ball-in-hand"),
            RuleError::NoBallOfYours(spot) => msg!("line-no-ball-of-yours", spot = spot.to_string()),
            RuleError::NotAdjacent { from, to } => {
                msg!("line-not-adjacent", from = from.to_string(), to = to.to_string())
            }
            RuleError::StraightBack { from, to } => {
                msg!("line-straight-back", from = from.to_string(), to = to.to_string())
            }
            RuleError::MustConfiscate {
                to,
                lines,
                count,
                opponent,
                example,
            } => msg!(
                "line-must-confiscate",
                to = to.to_string(),
                lines = lines_msg(lines),
                count = *count,
                opponent = seat_msg(*opponent),
                example = example.to_string()
            ),
            RuleError::NoLineCalled(spot) => msg!("line-no-line-called", spot = spot.to_string()),
            RuleError::AlreadyInPanel(lines) => {
                msg!("line-already-in-panel", lines = lines_msg(lines), count = lines.len())
            }
            RuleError::FewLeft { opponent, left } => {
                msg!("line-few-left", opponent = seat_msg(*opponent), left = *left)
            }
            RuleError::ScoresAPoint(lines) => {
                msg!("line-scores-a-point", lines = lines_msg(lines), count = lines.len())
            }
            RuleError::TooManyConfiscations { to, lines, most } => msg!(
                "line-too-many-confiscations",
                to = to.to_string(),
                lines = lines_msg(lines),
                most = *most
            ),
            RuleError::ConfiscatedTwice(spot) => msg!("line-confiscated-twice", spot = spot.to_string()),
            RuleError::OwnBall { spot, opponent } => {
                msg!("line-own-ball", spot = spot.to_string(), opponent = seat_msg(*opponent))
            }
            RuleError::NoBallThere(spot) => msg!("line-no-ball-there", spot = spot.to_string()),
            RuleError::BoardFirst(opponent) => msg!("line-board-first", opponent = seat_msg(*opponent)),
        }
    }
}

impl std::error::Error for RuleError {}

crate::display_in_english!(Event, RuleError);
