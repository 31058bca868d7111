//! Acey Ducey's events and refusals in words: each one message of the catalogue
//! (`games/locales/<lang>/acey-ducey.ftl`), the seats named by their colours and
//! points numbered from the side of the seat named first.

use super::notation::{steps_msg, steps_text};
use super::rules::{dice_words, list_or, starter_of};
use super::{Event, RuleError, BAR};
use crate::i18n::{Localize, Msg};
use crate::{msg, Seat};

/// A seat's colour as players read it ("Red", "Black").
fn seat_msg(seat: Seat) -> Msg {
    crate::i18n::seat("acey-ducey", seat.index().min(1))
}

impl Localize for Event {
    /// One sentence with the seats' colours: "Red played 13/8 8/5."
    fn msg(&self) -> Msg {
        match self {
            Event::StartRoll { red, black } => {
                let tie = red.total() == black.total();
                let roll = if tie {
                    msg!("acey-ducey-start-roll-tie")
                } else {
                    msg!(
                        "acey-ducey-start-roll",
                        starter = seat_msg(starter_of(&[[*red, *black]]))
                    )
                };
                roll.with("first", seat_msg(Seat::FIRST))
                    .with("first_dice", red.to_string())
                    .with("second", seat_msg(Seat::SECOND))
                    .with("second_dice", black.to_string())
            }
            Event::Rolled { seat, dice } => {
                let rolled = match (dice.high(), dice.low()) {
                    (2, 1) => msg!("acey-ducey-rolled-acey-ducey"),
                    (x, 1) if x >= 3 => msg!("acey-ducey-rolled-acey", other = x),
                    (x, 2) if x >= 3 => msg!("acey-ducey-rolled-ducey", other = x),
                    _ => msg!("acey-ducey-rolled"),
                };
                rolled.with("seat", seat_msg(*seat)).with("dice", dice.to_string())
            }
            Event::Entered { seat, points, left } => msg!(
                "acey-ducey-entered",
                seat = seat_msg(*seat),
                count = points.len(),
                points = Msg::and_list(points.iter().map(|p| Msg::raw(p.to_string()))),
                left = *left
            ),
            Event::DieLost { seat, die } => msg!(
                "acey-ducey-die-lost",
                seat = seat_msg(*seat),
                die = *die,
                point = BAR - die,
                opponent = seat_msg(seat.opponent())
            ),
            Event::SetUpDone { seat } => msg!(
                "acey-ducey-set-up-done",
                seat = seat_msg(*seat),
                opponent = seat_msg(seat.opponent())
            ),
            Event::PlayBegins { seat } => msg!("acey-ducey-play-begins", seat = seat_msg(*seat)),
            Event::Played { seat, steps, forced } => {
                let played = if *forced {
                    msg!("acey-ducey-played-forced")
                } else {
                    msg!("acey-ducey-played")
                };
                played.with("seat", seat_msg(*seat)).with("steps", steps_msg(steps))
            }
            Event::Sent { seat, point } => msg!(
                "acey-ducey-sent",
                seat = seat_msg(*seat),
                opponent = seat_msg(seat.opponent()),
                point = *point
            ),
            Event::SentToDogHouse { owner, point } => {
                msg!("acey-ducey-sent-to-dog-house", owner = seat_msg(*owner), point = *point)
            }
            Event::NoPlay { seat } => msg!("acey-ducey-no-play", seat = seat_msg(*seat)),
            Event::RollsAgain { seat } => msg!("acey-ducey-rolls-again", seat = seat_msg(*seat)),
            Event::Won { seat } => msg!("acey-ducey-won", seat = seat_msg(*seat)),
            Event::Resigned { seat } => msg!(
                "acey-ducey-resigned",
                seat = seat_msg(*seat),
                winner = seat_msg(seat.opponent())
            ),
            Event::DrawAgreed => msg!("acey-ducey-draw-agreed"),
        }
    }
}

impl Localize for RuleError {
    /// One line a player understands.
    fn msg(&self) -> Msg {
        match self {
            RuleError::GameOver => msg!("acey-ducey-game-over"),
            RuleError::NotYourTurn(seat) => msg!("acey-ducey-not-your-turn", seat = seat_msg(*seat)),
            RuleError::RollFirst => msg!("acey-ducey-roll-first"),
            RuleError::AlreadyRolled(dice) => msg!("acey-ducey-already-rolled", dice = dice.to_string()),
            RuleError::SetUpOver => msg!("acey-ducey-set-up-over"),
            RuleError::EnterInSetUp(example) => msg!("acey-ducey-enter-in-set-up", example = example.to_string()),
            RuleError::EnterWithDice(dice) => msg!("acey-ducey-enter-with-dice", dice = dice.to_string()),
            RuleError::EntryHeld { point, die, opponent } => msg!(
                "acey-ducey-entry-held",
                point = *point,
                die = *die,
                opponent = seat_msg(*opponent)
            ),
            RuleError::OneManLeft(dice) => msg!("acey-ducey-one-man-left", high = dice.high(), low = dice.low()),
            RuleError::EnterEveryDie(example) => {
                msg!("acey-ducey-enter-every-die", example = example.to_string())
            }
            RuleError::SendNeedsAceyDucey => msg!("acey-ducey-send-needs-acey-ducey"),
            RuleError::SendOnlyFromEnds(_) => msg!("acey-ducey-send-only-from-ends"),
            RuleError::NothingToSend { point, opponent } => msg!(
                "acey-ducey-nothing-to-send",
                point = *point,
                opponent = seat_msg(*opponent)
            ),
            RuleError::NeitherDiePlays => msg!("acey-ducey-neither-die-plays"),
            RuleError::DogHouseEmpty => msg!("acey-ducey-dog-house-empty"),
            RuleError::EnterFirst => msg!("acey-ducey-enter-first"),
            RuleError::NoManOn(point) => msg!("acey-ducey-no-man-on", point = *point),
            RuleError::TowardHome => msg!("acey-ducey-toward-home"),
            RuleError::NotAllHome => msg!("acey-ducey-not-all-home"),
            RuleError::PointHeld { point, opponent } => {
                msg!("acey-ducey-point-held", point = *point, opponent = seat_msg(*opponent))
            }
            RuleError::NotBearingOff { step, moves } => msg!(
                "acey-ducey-not-bearing-off",
                step = step.to_string(),
                dice = dice_words(*moves)
            ),
            RuleError::NeedsBothDice(step) => msg!("acey-ducey-needs-both-dice", step = step.to_string()),
            RuleError::WrongDistance { step, distance, moves } => msg!(
                "acey-ducey-wrong-distance",
                step = step.to_string(),
                distance = *distance,
                dice = dice_words(*moves)
            ),
            RuleError::UseMostDice { most, example } => {
                msg!("acey-ducey-use-most-dice", most = *most, example = steps_msg(example))
            }
            RuleError::LargerDie(die) => msg!("acey-ducey-larger-die", die = *die),
            RuleError::NotALegalPlay { moves, example } => msg!(
                "acey-ducey-not-a-legal-play",
                dice = dice_words(*moves),
                example = steps_msg(example)
            ),
            RuleError::AmbiguousPlay { steps, ways } => msg!(
                "acey-ducey-ambiguous-play",
                steps = steps_msg(steps),
                ways = list_or(ways.iter().map(|way| steps_text(way)))
            ),
        }
    }
}

crate::display_in_english!(Event, RuleError);
