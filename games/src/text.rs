//! [`DynGame`]: any [`Game`] at the text level — notation in, sentences and views
//! out — as one object-safe trait, written once for every game by a blanket
//! impl. The table, the store and Discord speak it through [`crate::AnyGame`].

use crate::capability::{FreeActions, SeatsOut, Secrets, Stakes};
use crate::game::{Game, Spec};
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
    /// The game's name, seats, dice and secrets.
    fn spec(&self) -> &'static Spec;
    /// The seat to act, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;
    /// What the seat to act is asked to do.
    fn prompt(&self) -> Msg;
    /// Every legal action for `seat` in canonical notation (empty when it is not
    /// that seat's turn).
    fn legal_actions(&self, seat: Seat) -> Vec<String>;
    /// Parses `text` (one command: one action, or Number One's several) and
    /// applies it for `seat`, all or nothing.
    ///
    /// # Errors
    ///
    /// One line saying what is wrong; the game is unchanged.
    fn play(&mut self, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<Played, PlayError>;
    /// `seat` resigns; the events as sentences.
    fn resign(&mut self, seat: Seat) -> Vec<Msg>;
    /// All players agreed to a draw; the events as sentences.
    fn agree_draw(&mut self) -> Vec<Msg>;
    /// The outcome so far.
    fn outcome(&self) -> Outcome;
    /// What the game announces as it starts, as sentences.
    fn opening_events(&self) -> Vec<Msg>;
    /// Secret picks before play (Trespass): [`Game::secrets`].
    fn secrets(&self) -> Option<&dyn Secrets>;
    /// Secret picks before play, to record one: [`Game::secrets_mut`].
    fn secrets_mut(&mut self) -> Option<&mut dyn Secrets>;
    /// Chips the game is played for (Acey Ducey): [`Game::stakes`].
    fn stakes(&self) -> Option<&dyn Stakes>;
    /// Seats that drop out while the others play on (Number One): [`Game::seats_out`].
    fn seats_out(&self) -> Option<&dyn SeatsOut>;
    /// Seats that drop out, to remove one: [`Game::seats_out_mut`].
    fn seats_out_mut(&mut self) -> Option<&mut dyn SeatsOut>;
    /// Actions taken out of turn (the Line game's `reclaim N`): [`Game::free_actions`].
    fn free_actions(&self) -> Option<&dyn FreeActions>;
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

/// Events as the sentences players read.
pub(crate) fn sentences<E: Localize>(events: &[E]) -> Vec<Msg> {
    events.iter().map(Localize::msg).collect()
}

/// How many of each seat's men are in the Dog House ([`Stakes::dog_house`]);
/// none for a game without stakes.
fn dog_house<G: Game>(game: &G) -> Vec<u8> {
    Game::stakes(game).map(Stakes::dog_house).unwrap_or_default()
}

/// The seats whose men a command sent home, once per man: by how much each
/// seat's count of men in the Dog House grew.
fn sent_home(before: &[u8], after: &[u8]) -> Vec<Seat> {
    after
        .iter()
        .enumerate()
        .flat_map(|(i, &now)| {
            let grew = now.saturating_sub(before.get(i).copied().unwrap_or(0));
            std::iter::repeat_n(Seat(i as u8), usize::from(grew))
        })
        .collect()
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

    fn play(&mut self, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<Played, PlayError> {
        let actions = G::parse_turn(text).map_err(parse_error)?;
        let before = dog_house(self);
        if let [action] = actions.as_slice() {
            let (canonical, events) = self.resolve_and_apply(seat, action, rng).map_err(rule_error)?;
            return Ok(Played {
                notation: canonical.to_string(),
                sent_home: sent_home(&before, &dog_house(self)),
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
            sent_home: sent_home(&before, &dog_house(self)),
            events: sentences(&played),
        })
    }

    fn resign(&mut self, seat: Seat) -> Vec<Msg> {
        sentences(&Game::resign(self, seat))
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

    fn secrets(&self) -> Option<&dyn Secrets> {
        Game::secrets(self)
    }

    fn secrets_mut(&mut self) -> Option<&mut dyn Secrets> {
        Game::secrets_mut(self)
    }

    fn stakes(&self) -> Option<&dyn Stakes> {
        Game::stakes(self)
    }

    fn seats_out(&self) -> Option<&dyn SeatsOut> {
        Game::seats_out(self)
    }

    fn seats_out_mut(&mut self) -> Option<&mut dyn SeatsOut> {
        Game::seats_out_mut(self)
    }

    fn free_actions(&self) -> Option<&dyn FreeActions> {
        Game::free_actions(self)
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
