//! NumberOne as a [`Game`]: Number One (rulings `shared/rules/number-one.md`) through the trait every game
//! shares. Each verb delegates to the engine's own typed method.

use super::legal::list;
use super::{
    Action, Event, NumberOne, Options, ParseError, RuleError, Setup, SetupError, View, MAX_PLAYERS, MIN_PLAYERS,
    RULES_SUMMARY, SEAT_NAMES,
};
use super::{Hole, PegOwner, PhaseMismatch};
use crate::game::{Game, Spec};
use crate::i18n::{Localize, Msg};
use crate::{msg, Outcome, Rng, Seat};

impl Game for NumberOne {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "number-one",
        title: "Number One",
        min_seats: MIN_PLAYERS,
        max_seats: MAX_PLAYERS,
        seat_names: &SEAT_NAMES,
        rules_summary: RULES_SUMMARY,
        dice: false,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    fn new(options: &Options, players: usize, rng: &mut dyn Rng) -> NumberOne {
        NumberOne::new(players, options, rng)
    }

    fn from_setup(setup: Setup) -> Result<NumberOne, SetupError> {
        NumberOne::from_setup(setup)
    }

    fn to_setup(&self) -> Setup {
        NumberOne::to_setup(self)
    }

    fn to_act(&self) -> Option<Seat> {
        NumberOne::to_act(self)
    }

    fn prompt(&self) -> Msg {
        NumberOne::prompt_msg(self)
    }

    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        into.extend(NumberOne::legal_actions(self, seat));
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    fn apply(&mut self, seat: Seat, action: &Action, _rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        NumberOne::apply(self, seat, action)
    }

    fn outcome(&self) -> Outcome {
        NumberOne::outcome(self)
    }

    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        NumberOne::resign(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Event> {
        NumberOne::agree_draw(self)
    }

    fn view(&self) -> View {
        NumberOne::view(self)
    }

    /// A turn is one to three peg moves ("A turn"), written in one command.
    fn parse_turn(text: &str) -> Result<Vec<Action>, ParseError> {
        Action::parse_turn(text)
    }

    /// A player who lets the timer run out leaves; the others play on.
    fn time_out(&mut self, seat: Seat) -> Vec<Event> {
        self.remove_seat(seat)
    }

    fn is_out(&self, seat: Seat) -> bool {
        NumberOne::is_out(self, seat)
    }
}

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
