//! Acey Ducey as a [`Game`] (rulings `shared/rules/acey-ducey.md`): the verbs'
//! bodies. The start roll, resolving a written play and carrying out a turn are
//! `rules`', single-die moves and complete plays `board`'s, a stored game's
//! checks `setup`'s; the chips the game is played for are the [`Stakes`]
//! capability.

use super::board::Board;
use super::rules::{list_or, start_rolls, starter_of};
use super::setup::{self, check_seat, SeatRole};
use super::{
    AceyDucey, Action, Event, Options, ParseError, Phase, Reading, RuleError, Setup, SetupError, View, ViewPoint, BAR,
    MAX_CHIPS, MEN, OFF,
};
use crate::capability::Stakes;
use crate::game::{Game, Resolved, Spec};
use crate::i18n::Msg;
use crate::{msg, Outcome, Rng, Seat};

impl Game for AceyDucey {
    type Setup = Setup;
    type Action = Action;
    type Event = Event;
    type ParseError = ParseError;
    type RuleError = RuleError;
    type SetupError = SetupError;
    type View = View;
    type Options = Options;

    const SPEC: Spec = Spec {
        name: "acey-ducey",
        min_seats: 2,
        max_seats: 2,
        dice: true,
        secrets: false,
    };

    fn parse_options(text: &str) -> Result<Options, crate::OptionsError> {
        Options::parse(text)
    }

    /// The start roll (rulings, "Who starts" 1, ties rolled again) from `rng`,
    /// then set-up begins with the starter, who is to roll.
    fn new(options: &Options, _players: usize, rng: &mut dyn Rng) -> AceyDucey {
        let start_rolls = start_rolls(rng);
        AceyDucey {
            options: options.clone(),
            board: Board::empty(),
            phase: Phase::SettingUp,
            to_act: starter_of(&start_rolls),
            start_rolls,
            dice: None,
            roll_again: false,
            last_roll: None,
            last_turn: None,
            outcome: Outcome::Ongoing,
        }
    }

    /// Checks a stored game against the rules: fifteen men a side accounted for
    /// (on points, in the Dog House, borne off or still to enter); no point holding
    /// both colours; a start roll that ends in a decision after ties only; in
    /// set-up, nobody borne off and the seat to act with men to enter; in play,
    /// nobody with men to enter; a winner by bearing off recorded as such; options
    /// in range; and dice waiting for a choice only when the roll offers two or
    /// more (a roll with one use or none is played at once). The first broken
    /// invariant is the error.
    fn from_setup(setup: Setup) -> Result<AceyDucey, SetupError> {
        check_seat(setup.to_act, SeatRole::ToAct)?;
        if let Outcome::Won(seat) = setup.outcome {
            check_seat(seat, SeatRole::Winner)?;
        }
        if let Some(last) = setup.last_roll {
            check_seat(last.seat, SeatRole::LastRoller)?;
        }
        for (option, value) in [("stake", setup.options.stake), ("penalty", setup.options.penalty)] {
            if value.is_some_and(|n| !(1..=MAX_CHIPS).contains(&n)) {
                return Err(SetupError::ChipsOutOfRange { option, max: MAX_CHIPS });
            }
        }
        setup::check_start_rolls(&setup.start_rolls)?;
        let board = setup::board(&setup)?;
        let game = AceyDucey {
            options: setup.options,
            board,
            phase: setup.phase,
            start_rolls: setup.start_rolls,
            to_act: setup.to_act,
            dice: setup.dice,
            roll_again: setup.roll_again,
            last_roll: setup.last_roll,
            last_turn: setup.last_turn,
            outcome: setup.outcome,
        };
        setup::check_phase(&game)?;
        for seat in [Seat::FIRST, Seat::SECOND] {
            if game.board.own(seat, OFF) == MEN && game.outcome != Outcome::Won(seat) {
                return Err(SetupError::BorneOffNotWon(seat));
            }
        }
        if game.outcome.is_over() {
            if game.dice.is_some() || game.roll_again {
                return Err(SetupError::DiceAfterTheEnd);
            }
        } else if game.dice.is_some() && game.choice_list().len() < 2 {
            return Err(SetupError::NoChoiceWaiting);
        }
        Ok(game)
    }

    fn to_setup(&self) -> Setup {
        let men = &self.board.men;
        Setup {
            options: self.options.clone(),
            points: std::array::from_fn(|s| std::array::from_fn(|i| men[s][i + 1])),
            dog_house: [men[0][BAR as usize], men[1][BAR as usize]],
            borne_off: [men[0][OFF as usize], men[1][OFF as usize]],
            to_enter: self.board.to_enter,
            phase: self.phase,
            start_rolls: self.start_rolls.clone(),
            to_act: self.to_act,
            dice: self.dice,
            roll_again: self.roll_again,
            last_roll: self.last_roll,
            last_turn: self.last_turn.clone(),
            outcome: self.outcome,
        }
    }

    fn to_act(&self) -> Option<Seat> {
        (!self.outcome.is_over()).then_some(self.to_act)
    }

    /// "Roll the dice", "play 6 and 6", "enter 6 and 3", "choose: send a man from
    /// 1 or 23, or play 1 and 2 and roll again", "enter your last man with the 6
    /// or the 3".
    fn prompt(&self) -> Msg {
        if self.outcome.is_over() {
            return msg!("acey-ducey-game-over");
        }
        let Some(dice) = self.dice else {
            return if self.roll_again {
                msg!("acey-ducey-prompt-roll-again")
            } else {
                msg!("acey-ducey-prompt-roll")
            };
        };
        let seat = self.to_act;
        if self.phase == Phase::SettingUp {
            return msg!("acey-ducey-prompt-enter-last", high = dice.high(), low = dice.low());
        }
        match dice.reading() {
            Reading::Moves([a, b]) if self.board.own(seat, BAR) >= 2 => msg!("acey-ducey-prompt-enter", a = a, b = b),
            Reading::Moves([a, b]) if self.board.own(seat, BAR) == 1 => {
                msg!("acey-ducey-prompt-enter-and-play", a = a, b = b)
            }
            Reading::Moves([a, b]) => msg!("acey-ducey-prompt-play", a = a, b = b),
            Reading::AceyDucey => {
                let sends = self.sends(seat);
                let can_play = !self.board.plays(seat, [2, 1])[0].steps.is_empty();
                let play = if can_play {
                    msg!("acey-ducey-prompt-play-and-roll")
                } else {
                    msg!("acey-ducey-prompt-roll-again-stuck")
                };
                if sends.is_empty() {
                    play
                } else {
                    msg!(
                        "acey-ducey-prompt-choose",
                        points = list_or(sends.iter().map(ToString::to_string)),
                        play = play
                    )
                }
            }
        }
    }

    /// `roll` at the start of a turn, otherwise every choice the roll offers in
    /// canonical form: one play per distinct resulting position, sends by point,
    /// set-up entries by die.
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Action>) {
        if self.to_act() != Some(seat) {
            return;
        }
        match self.dice {
            None => into.push(Action::Roll),
            Some(_) => self.choices(into),
        }
    }

    fn parse_action(text: &str) -> Result<Action, ParseError> {
        Action::parse(text)
    }

    /// Applies `seat`'s action and returns what happened. `roll` rolls both dice
    /// with `rng` (`rng.below(6) + 1` each); if the roll cannot be used the turn
    /// passes ([`Event::NoPlay`]), and if it has exactly one use the engine makes
    /// it ([`Event::Played`] with `forced`, or [`Event::Entered`]). A choice (a
    /// play in any order, set-up dice, `send P`) is checked against every rule
    /// first: an error ([`RuleError::GameOver`], [`RuleError::NotYourTurn`],
    /// [`RuleError::RollFirst`] for a choice before the roll,
    /// [`RuleError::AlreadyRolled`] for `roll` while the dice wait, or the variant
    /// naming the broken rule) leaves the game exactly as it was.
    fn apply(&mut self, seat: Seat, action: &Action, rng: &mut dyn Rng) -> Result<Vec<Event>, RuleError> {
        let action = self.resolve(seat, action)?;
        Ok(self.carry_out(&action, rng))
    }

    /// Moves may be written in any order and by shorthand (a man's two steps
    /// joined, `13/5`); the move log keeps the canonical form. The action is
    /// checked once: the bot needs both, and each check lists the roll's plays.
    fn resolve_and_apply(
        &mut self,
        seat: Seat,
        action: &Action,
        rng: &mut dyn Rng,
    ) -> Result<Resolved<Self>, RuleError> {
        let action = self.resolve(seat, action)?;
        let events = self.carry_out(&action, rng);
        Ok((action, events))
    }

    /// Bearing off all fifteen men wins; a resignation or an agreed draw also ends
    /// the game.
    fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// Possible at any time: the opponent wins. Does nothing once the game is over
    /// or for a seat not at the table.
    fn resign(&mut self, seat: Seat) -> Vec<Event> {
        if self.outcome.is_over() || seat.index() > 1 {
            return Vec::new();
        }
        self.outcome = Outcome::Won(seat.opponent());
        self.dice = None;
        self.roll_again = false;
        vec![Event::Resigned { seat }]
    }

    /// Does nothing once the game is over.
    fn agree_draw(&mut self) -> Vec<Event> {
        if self.outcome.is_over() {
            return Vec::new();
        }
        self.outcome = Outcome::Draw;
        self.dice = None;
        self.roll_again = false;
        vec![Event::DrawAgreed]
    }

    /// The whole position (every point, the Dog House, men borne off and still to
    /// enter), whose turn and in what phase, the dice waiting for a choice, the
    /// roll-again state, the start rolls and the last roll.
    fn view(&self) -> View {
        let red = &self.board.men[0];
        let black = &self.board.men[1];
        let points = (1..=24u8)
            .rev()
            .filter_map(|p| {
                let (owner, men) = match (red[p as usize], black[25 - p as usize]) {
                    (0, 0) => return None,
                    (0, n) => (Seat::SECOND, n),
                    (n, _) => (Seat::FIRST, n),
                };
                Some(ViewPoint {
                    red_point: p,
                    black_point: 25 - p,
                    owner,
                    men,
                })
            })
            .collect();
        let prompt_msg = self.prompt();
        View {
            phase: self.phase,
            to_act: self.to_act(),
            prompt: prompt_msg.en(),
            prompt_msg,
            starter: self.starter(),
            start_rolls: self.start_rolls.clone(),
            points,
            dog_house: [red[BAR as usize], black[BAR as usize]],
            borne_off: [red[OFF as usize], black[OFF as usize]],
            to_enter: self.board.to_enter,
            dice: self.dice,
            roll_again: self.roll_again,
            last_roll: self.last_roll,
            last_turn: self.last_turn.clone(),
            outcome: self.outcome,
            options: self.options.clone(),
        }
    }

    /// The start roll that chose who sets up and moves first, one event per round:
    /// "Red rolled 5-3, Black rolled 6-4: Black starts."
    fn opening_events(&self) -> Vec<Event> {
        self.start_rolls
            .iter()
            .map(|&[red, black]| Event::StartRoll { red, black })
            .collect()
    }

    /// The race: how many points (pips) each side's men still have to travel,
    /// a man in the Dog House or still to enter counting 25, from `seat`'s side,
    /// squashed onto −1…1 (a lead of 40 pips is worth about 0.76).
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        let me = seat.index().min(1);
        let lead = f64::from(pips(&self.board, 1 - me)) - f64::from(pips(&self.board, me));
        Some((lead / 40.0).tanh())
    }

    fn stakes(&self) -> Option<&dyn Stakes> {
        Some(self)
    }
}

impl Stakes for AceyDucey {
    /// Rulings, "End and stakes": `stake:N`, the winner takes both stakes.
    fn stake(&self) -> Option<u64> {
        self.options.stake
    }

    /// Rulings, "End and stakes": `penalty:N` per man sent to the Dog House.
    fn penalty(&self) -> Option<u64> {
        self.options.penalty
    }

    /// The men in each seat's Dog House ([`Event::SentToDogHouse`] puts one
    /// there; he leaves only on his owner's turn).
    fn dog_house(&self) -> Vec<u8> {
        vec![self.board.men[0][BAR as usize], self.board.men[1][BAR as usize]]
    }
}

/// The pips `side` still has to travel (rulings, "Board and numbering": points 24
/// to 1 in the mover's numbering, the Dog House 25, men to enter 25 each).
fn pips(board: &super::board::Board, side: usize) -> u32 {
    let on_board: u32 = board.men[side]
        .iter()
        .enumerate()
        .map(|(point, &men)| point as u32 * u32::from(men))
        .sum();
    on_board + 25 * u32::from(board.to_enter[side])
}
