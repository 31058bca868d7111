//! [`DynGame`]: any [`Game`] at the text level — notation in, sentences and views
//! out — as one object-safe trait, written once for every game by a blanket
//! impl. The table, the store and Discord speak it through [`crate::AnyGame`].

use crate::game::{Game, SecretError, Spec};
use crate::i18n::{LocalError, Localize, Msg};
use crate::msg;
use crate::{Outcome, Rng, Seat};
use serde_json::value::RawValue;
use serde_json::Value;
use std::any::Any;
use std::error::Error;
use std::fmt;

/// What an accepted action did: its canonical notation and the events it caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The action in canonical notation, as the move log prints it.
    pub notation: String,
    /// The events, each a sentence ("Green captured Black's 2 on c5.").
    pub events: Vec<Msg>,
    /// Seats whose men were sent to the Dog House by the action, once per man
    /// (Acey Ducey's `penalty:N` charges each).
    pub sent_home: Vec<Seat>,
}

/// Why a command was refused at the text level ([`DynGame::play`]), one line; the
/// game is unchanged. The game's own parse and rule errors are kept, typed, behind
/// [`PlayError::Parse`] and [`PlayError::Rule`].
#[derive(Debug)]
pub enum PlayError {
    /// The text is not an action in the game's notation: the game's
    /// [`Game::ParseError`].
    Parse(Box<dyn LocalError>),
    /// The action breaks a rule: the game's [`Game::RuleError`], which
    /// [`PlayError::rule_error`] gives back typed.
    Rule(Box<dyn LocalError>),
    /// A command of several actions (Number One's peg moves) in which the turn
    /// ended before this action, in canonical notation: all or none is applied.
    TurnEnded(String),
    /// Crown and Anchor is a table, not a game of turns: it is played with its
    /// own verbs.
    NotTurns,
}

impl Localize for PlayError {
    fn msg(&self) -> Msg {
        match self {
            PlayError::Parse(e) | PlayError::Rule(e) => e.msg(),
            PlayError::TurnEnded(action) => msg!("games-turn-ended", action = action.as_str()),
            PlayError::NotTurns => msg!("games-not-turns"),
        }
    }
}

crate::display_in_english!(PlayError);

impl Error for PlayError {}

impl PlayError {
    /// The game's typed rule error, when the action broke a rule of a game whose
    /// rule errors are `E`.
    pub fn rule_error<E: Error + 'static>(&self) -> Option<&E> {
        match self {
            PlayError::Rule(e) => (&**e as &dyn Error).downcast_ref(),
            _ => None,
        }
    }
}

/// A turn-based game behind text: every verb of [`Game`] with actions as notation
/// and events as sentences. Object-safe; every [`Game`] is one.
pub trait DynGame: fmt::Debug + Send + Sync {
    /// The game's names, seats and rules summary.
    fn spec(&self) -> &'static Spec;
    /// The seat to act, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// What the seat to act is asked to do.
    fn prompt(&self) -> Msg;
    /// Every legal action for `seat` in canonical notation (empty when it is not
    /// that seat's turn).
    fn legal_actions(&self, seat: Seat) -> Vec<String>;
    /// Whether `text` names an action a seat may take out of turn.
    fn is_free_action(&self, text: &str) -> bool;
    /// Parses `text` (one command: one action, or Number One's several) and
    /// applies it for `seat`, all or nothing.
    ///
    /// # Errors
    ///
    /// One line saying what is wrong; the game is unchanged.
    fn play(&mut self, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<Played, PlayError>;
    /// `seat` resigns; the events as sentences.
    fn resign(&mut self, seat: Seat) -> Vec<Msg>;
    /// `seat` let the turn timer run out; the events as sentences.
    fn time_out(&mut self, seat: Seat) -> Vec<Msg>;
    /// Whether `seat` is out of a game that goes on without it.
    fn is_out(&self, seat: Seat) -> bool;
    /// All players agreed to a draw; the events as sentences.
    fn agree_draw(&mut self) -> Vec<Msg>;
    /// The outcome so far.
    fn outcome(&self) -> Outcome;
    /// What the game announces as it starts, as sentences.
    fn opening_events(&self) -> Vec<Msg>;
    /// The chips each player stakes, if the game is played for a stake.
    fn stake(&self) -> Option<u64>;
    /// The chips paid per man sent home, if the game charges it.
    fn penalty(&self) -> Option<u64>;
    /// True while the game waits for secret picks.
    fn waiting_for_secrets(&self) -> bool;
    /// The numbers a seat may pick as its secret.
    fn secret_choices(&self) -> Vec<u8>;
    /// `seat`'s own secret, if it has picked. Show it only to that seat.
    fn secret(&self, seat: Seat) -> Option<u8>;
    /// Records `seat`'s secret pick; the events as sentences, never naming it.
    ///
    /// # Errors
    ///
    /// Why the pick is refused, one line.
    fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<Msg>, SecretError>;
    /// The public view as JSON. Never holds a secret before the game ends.
    fn public_view(&self) -> Value;
    /// What `seat` may know, as JSON: send it only to that seat.
    fn seat_view(&self, seat: Seat) -> Value;
    /// The whole state (its `Setup`) as JSON, for storage. Holds hidden
    /// information: never shown.
    fn save(&self) -> Value;
    /// [`DynGame::save`] written straight to JSON text, without the `Value` tree.
    fn save_raw(&self) -> Box<RawValue>;
    /// The game as [`Any`], for typed access ([`crate::AnyGame::downcast_ref`]).
    fn as_any(&self) -> &dyn Any;
    /// The game as mutable [`Any`].
    fn as_any_mut(&mut self) -> &mut dyn Any;
    /// A boxed copy.
    fn box_clone(&self) -> Box<dyn DynGame>;
    /// Whether `other` is the same game in the same state.
    fn same_as(&self, other: &dyn DynGame) -> bool;
}

fn parse_error(e: impl LocalError + 'static) -> PlayError {
    PlayError::Parse(Box::new(e))
}

fn rule_error(e: impl LocalError + 'static) -> PlayError {
    PlayError::Rule(Box::new(e))
}

fn sentences<E: Localize>(events: &[E]) -> Vec<Msg> {
    events.iter().map(Localize::msg).collect()
}

impl<G: Game> DynGame for G {
    fn spec(&self) -> &'static Spec {
        &G::SPEC
    }

    fn to_act(&self) -> Option<Seat> {
        Game::to_act(self)
    }

    fn prompt(&self) -> Msg {
        Game::prompt(self)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<String> {
        let mut actions = Vec::new();
        Game::legal_actions(self, seat, &mut actions);
        actions.iter().map(ToString::to_string).collect()
    }

    fn is_free_action(&self, text: &str) -> bool {
        G::parse_action(text).is_ok_and(|action| G::is_free_action(&action))
    }

    fn play(&mut self, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<Played, PlayError> {
        let actions = G::parse_turn(text).map_err(parse_error)?;
        if let [action] = actions.as_slice() {
            let (canonical, events) = self.resolve_and_apply(seat, action, rng).map_err(rule_error)?;
            return Ok(Played {
                notation: canonical.to_string(),
                sent_home: G::sent_home(&events),
                events: sentences(&events),
            });
        }
        // Several actions in one command: all on a copy, kept only if all apply.
        let mut next = self.clone();
        let mut notation = Vec::new();
        let mut played = Vec::new();
        for action in &actions {
            if !notation.is_empty() && Game::to_act(&next) != Some(seat) {
                return Err(PlayError::TurnEnded(action.to_string()));
            }
            let (canonical, events) = next.resolve_and_apply(seat, action, rng).map_err(rule_error)?;
            notation.push(canonical.to_string());
            played.extend(events);
        }
        *self = next;
        Ok(Played {
            notation: notation.join(" "),
            sent_home: G::sent_home(&played),
            events: sentences(&played),
        })
    }

    fn resign(&mut self, seat: Seat) -> Vec<Msg> {
        sentences(&Game::resign(self, seat))
    }

    fn time_out(&mut self, seat: Seat) -> Vec<Msg> {
        sentences(&Game::time_out(self, seat))
    }

    fn is_out(&self, seat: Seat) -> bool {
        Game::is_out(self, seat)
    }

    fn agree_draw(&mut self) -> Vec<Msg> {
        sentences(&Game::agree_draw(self))
    }

    fn outcome(&self) -> Outcome {
        Game::outcome(self)
    }

    fn opening_events(&self) -> Vec<Msg> {
        sentences(&Game::opening_events(self))
    }

    fn stake(&self) -> Option<u64> {
        Game::stake(self)
    }

    fn penalty(&self) -> Option<u64> {
        Game::penalty(self)
    }

    fn waiting_for_secrets(&self) -> bool {
        Game::waiting_for_secrets(self)
    }

    fn secret_choices(&self) -> Vec<u8> {
        Game::secret_choices(self)
    }

    fn secret(&self, seat: Seat) -> Option<u8> {
        Game::secret(self, seat)
    }

    fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<Msg>, SecretError> {
        Game::set_secret(self, seat, number).map(|events| sentences(&events))
    }

    fn public_view(&self) -> Value {
        serde_json::to_value(Game::view(self)).expect("views serialise")
    }

    fn seat_view(&self, seat: Seat) -> Value {
        serde_json::to_value(Game::seat_view(self, seat)).expect("views serialise")
    }

    fn save(&self) -> Value {
        serde_json::to_value(Game::to_setup(self)).expect("setups serialise")
    }

    fn save_raw(&self) -> Box<RawValue> {
        serde_json::value::to_raw_value(&Game::to_setup(self)).expect("setups serialise")
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }

    fn box_clone(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }

    fn same_as(&self, other: &dyn DynGame) -> bool {
        other.as_any().downcast_ref::<G>() == Some(self)
    }
}
