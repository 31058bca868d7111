//! [`Game`]: the one trait every turn-based engine implements, and [`Spec`], what
//! a game says about itself before anyone sits down.
//!
//! Modelled on shakmaty's `impl Position for Chess`: every verb a game offers
//! lives on the trait, and each engine's `impl Game` (in `<game>/game.rs`) holds
//! the verbs' bodies, calling the private helpers of its modules for move
//! generation and the rules. The text level ([`crate::DynGame`]) and the
//! registry ([`crate::GameKind`]) are written once over it. Adding a game is one
//! `impl Game` and one registry line.
//!
//! What only some games have (secret picks, stakes, seats that drop out, free
//! actions) are capabilities ([`crate::capability`]), each declared once and
//! asked for through one accessor that answers `None` by default.
//!
//! What a searcher needs is here too: a cheap [`Clone`], [`Game::legal_actions`]
//! into a reused buffer, [`Game::apply`], [`Game::outcome`], [`Game::to_act`], and
//! what each seat may know ([`Game::seat_view`]).

use crate::capability::{FreeActions, SeatsOut, Secrets, Stakes};
use crate::i18n::{Localize, Msg};
use crate::{OptionsError, Outcome, Rng, Seat};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::error::Error;
use std::fmt;

/// What a game says about itself: its name, its seats, and whether it needs dice
/// or secret picks. The registry, `/rules`, Discord's choices and the lobby read
/// it. Its words (title, seat names, rules in brief) are the catalogue's
/// messages `<name>-title`, `<name>-seat-<i>` and `<name>-rules`: English is
/// written once, in `games/locales/en/games.ftl`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The name used in commands, storage and message ids: `hot-spot`,
    /// `number-one`, … Unique across the registry; lower case, words joined by `-`.
    pub name: &'static str,
    /// The fewest players the game seats.
    pub min_seats: usize,
    /// The most players the game seats.
    pub max_seats: usize,
    /// Whether the game is played with dice that `/roll` throws.
    pub dice: bool,
    /// Whether players pick hidden numbers before play (Trespass).
    pub secrets: bool,
}

impl Spec {
    /// The game's title in the reader's language: message `<name>-title`.
    pub fn title_msg(&self) -> Msg {
        crate::i18n::title(self.name)
    }

    /// Seat `index`'s name in the reader's language: message `<name>-seat-<index>`.
    pub fn seat_msg(&self, index: usize) -> Msg {
        crate::i18n::seat(self.name, index)
    }

    /// The rules in brief in the reader's language: message `<name>-rules`.
    pub fn rules_msg(&self) -> Msg {
        crate::i18n::rules(self.name)
    }
}

/// A game's title as players read it, from the English title (or the registry
/// name) the engines' errors carry: the message `<game>-title` of the registry
/// game it names, else the text as it is.
pub fn title_msg(title: &str) -> Msg {
    crate::GameKind::ALL
        .into_iter()
        .find(|kind| kind.title() == title || kind.name() == title)
        .map_or_else(|| Msg::raw(title), |kind| kind.spec().title_msg())
}

/// What [`Game::resolve_and_apply`] gives back: the action in canonical form and
/// the events it caused.
pub type Resolved<G> = (<G as Game>::Action, Vec<<G as Game>::Event>);

/// A turn-based game: a validated state with every verb the bot and a searcher
/// need, over typed actions, events and errors.
///
/// Conventions every implementation keeps (from `shared/rules/README.md`):
/// - An action that [`Game::apply`] refuses leaves the state untouched.
/// - [`Game::view`] is the public view: it never holds a secret before the game is
///   over. [`Game::seat_view`] may add what that one seat knows.
/// - Randomness comes only from the `rng` passed in, so a game replays from its
///   seed.
pub trait Game: Clone + fmt::Debug + Eq + Send + Sync + 'static {
    /// The raw, not necessarily legal contents of a game: what is stored.
    type Setup: Serialize + DeserializeOwned;
    /// One action in the game's notation; `Display` writes the canonical notation.
    type Action: Clone + fmt::Debug + fmt::Display + PartialEq;
    /// Something an action caused; `Display` writes it as a sentence.
    type Event: fmt::Debug + fmt::Display + Localize;
    /// Why text is not an action at all (a syntax error), one line.
    type ParseError: Error + Localize + Send + Sync + 'static;
    /// Why an action breaks a rule, one line.
    type RuleError: Error + Localize + Send + Sync + 'static;
    /// Why a stored setup is not a legal game, one line.
    type SetupError: Error + Send + Sync + 'static;
    /// The public view, the data pictures are drawn from.
    type View: Serialize;
    /// The table options (`/play options:"…"`).
    type Options;

    /// The game's name, seats, dice and secrets (its words are the catalogue's).
    const SPEC: Spec;

    /// Reads the table options as typed after `/play options:`; an unknown word is
    /// refused with a line that names it.
    ///
    /// # Errors
    ///
    /// A line saying which option is not known or not valid.
    fn parse_options(text: &str) -> Result<Self::Options, OptionsError>;

    /// A new game for `players` seats (within [`Spec::min_seats`] to
    /// [`Spec::max_seats`], checked by the caller), drawing any set-up chance
    /// (quick placements, opening throws) from `rng`.
    fn new(options: &Self::Options, players: usize, rng: &mut dyn Rng) -> Self;

    /// Validates a raw setup: the one door new and restored games go through.
    ///
    /// # Errors
    ///
    /// What makes the setup illegal.
    fn from_setup(setup: Self::Setup) -> Result<Self, Self::SetupError>;

    /// The whole state as a raw setup, hidden information included: for storage.
    fn to_setup(&self) -> Self::Setup;

    /// The seat to act, or `None` once the game is over.
    fn to_act(&self) -> Option<Seat>;

    /// What the seat to act is asked to do, in the second person ("move a piece").
    fn prompt(&self) -> Msg;

    /// Appends every legal action for `seat` to `into` (nothing when it is not that
    /// seat's turn). The caller clears and reuses the buffer, so a search allocates
    /// once.
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Self::Action>);

    /// Parses one action from its notation. This checks the syntax only; the rules
    /// are checked by [`Game::apply`].
    ///
    /// # Errors
    ///
    /// A syntax error fit for a player.
    fn parse_action(text: &str) -> Result<Self::Action, Self::ParseError>;

    /// Parses a whole command: the actions one `/move` takes, applied in order.
    /// One action by default; Number One takes one to three peg moves.
    ///
    /// # Errors
    ///
    /// As [`Game::parse_action`].
    fn parse_turn(text: &str) -> Result<Vec<Self::Action>, Self::ParseError> {
        Self::parse_action(text).map(|action| vec![action])
    }

    /// Applies `action` for `seat` and returns the events it caused, rolling any
    /// dice the action throws from `rng`.
    ///
    /// # Errors
    ///
    /// The rule the action breaks; the state is then unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        rng: &mut dyn Rng,
    ) -> Result<Vec<Self::Event>, Self::RuleError>;

    /// [`Game::apply`] that also returns the action in canonical form, for the
    /// move log: the same action unless the notation allows shorthands (checkers'
    /// `11-15` for a capture, Acey Ducey's moves in any order).
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    fn resolve_and_apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        rng: &mut dyn Rng,
    ) -> Result<Resolved<Self>, Self::RuleError> {
        self.apply(seat, action, rng).map(|events| (action.clone(), events))
    }

    /// How the game stands by its rules (and by resignations and agreed draws).
    fn outcome(&self) -> Outcome;

    /// `seat` resigns: in a two-player game the other seat wins; in a larger game
    /// the seat is out and the others play on. Every engine decides who wins, so
    /// there is no default.
    fn resign(&mut self, seat: Seat) -> Vec<Self::Event>;

    /// All players agreed to a draw.
    fn agree_draw(&mut self) -> Vec<Self::Event>;

    /// The public view. Holds no secret before the game is over.
    fn view(&self) -> Self::View;

    /// What `seat` may know: the public view plus that seat's own secrets (Trespass's
    /// own number). Send it only to that seat. By default the public view: a game
    /// without hidden information shows everyone everything.
    fn seat_view(&self, _seat: Seat) -> Self::View {
        self.view()
    }

    /// What the game announces as it starts (Acey Ducey's start roll). None by
    /// default.
    fn opening_events(&self) -> Vec<Self::Event> {
        Vec::new()
    }

    // The searcher's hooks: what the computer opponent ([`crate::ai`]) asks of a
    // game beyond its rules. Every game is searched, so they live here with
    // defaults rather than behind a capability (and `determinize` returns `Self`).

    /// A state consistent with everything `seat` may know, the hidden rest drawn
    /// afresh from `rng`: the computer opponent ([`crate::ai`]) searches such
    /// states, never the true one, so its choice depends only on what its seat may
    /// know. The result must depend only on `seat`'s knowledge and the draws, not on
    /// the hidden truth (sort what is hidden before shuffling it). By default the
    /// game itself: a game without hidden information shows everyone everything.
    fn determinize(&self, _seat: Seat, _rng: &mut dyn Rng) -> Self {
        self.clone()
    }

    /// Every state `seat` cannot tell apart from this one: the true state and
    /// each other assignment of what `seat` may not know (Trespass's opposing
    /// secret, Hot Spot's face-down pieces still to place), each once. A puzzle
    /// ([`crate::ai::puzzle`]) is kept only where its answer holds in all of
    /// them. `None` when there are too many to check one by one (then no puzzle
    /// is mined there). The order depends only on `seat`'s knowledge. By default
    /// the game itself: a game without hidden information shows everyone
    /// everything.
    fn hidden_states(&self, _seat: Seat) -> Option<Vec<Self>> {
        Some(vec![self.clone()])
    }

    /// A static estimate of how the game stands for `seat`, from −1 (lost) through
    /// 0 (even) to 1 (won), for the computer opponent's search ([`crate::ai`]) to
    /// stop at instead of playing on to the end. It reads only public state (it is
    /// called on determinised games). `None` by default: no estimate, play on.
    fn heuristic(&self, _seat: Seat) -> Option<f64> {
        None
    }

    /// Whether the position is quiet enough for [`Game::heuristic`] to be trusted:
    /// a searcher looks further while it is not (checkers with a capture pending).
    /// Yes by default.
    fn is_quiet(&self) -> bool {
        true
    }

    /// A key for the computer opponent's transposition table ([`crate::ai::alphabeta`]):
    /// equal for two states whose play from here is the same (the pieces and who is
    /// to move; a draw by repetition, which depends on the history, is the one thing
    /// the key may not tell apart). `None` by default: no table.
    fn search_key(&self) -> Option<u64> {
        None
    }

    // What only some games have: each a capability (`crate::capability`), asked
    // for once. `None` by default.

    /// Secret picks before play (Trespass).
    fn secrets(&self) -> Option<&dyn Secrets> {
        None
    }

    /// Secret picks before play, to record one (Trespass).
    fn secrets_mut(&mut self) -> Option<&mut dyn Secrets> {
        None
    }

    /// Chips the game is played for (Acey Ducey's `stake:N` and `penalty:N`).
    fn stakes(&self) -> Option<&dyn Stakes> {
        None
    }

    /// Seats that drop out while the others play on (Number One).
    fn seats_out(&self) -> Option<&dyn SeatsOut> {
        None
    }

    /// Seats that drop out while the others play on, to remove one (Number One).
    fn seats_out_mut(&mut self) -> Option<&mut dyn SeatsOut> {
        None
    }

    /// Actions taken out of turn without using a turn (the Line game's `reclaim N`).
    fn free_actions(&self) -> Option<&dyn FreeActions> {
        None
    }
}
