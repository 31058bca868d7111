//! [`Game`]: the one trait every turn-based engine implements, and [`Spec`], what
//! a game says about itself before anyone sits down.
//!
//! Modelled on shakmaty's `trait Position`: every verb a game offers lives on the
//! trait, each engine implements it in its own module (`<game>/game.rs`) by
//! delegating to its typed methods, and the text level
//! ([`crate::DynGame`]) and the registry ([`crate::GameKind`]) are written once
//! over it. Adding a game is one `impl Game` and one registry line.
//!
//! What a searcher needs is here too: a cheap [`Clone`], [`Game::legal_actions`]
//! into a reused buffer, [`Game::apply`], [`Game::outcome`], [`Game::to_act`], and
//! what each seat may know ([`Game::seat_view`]).

use crate::i18n::{Localize, Msg};
use crate::{OptionsError, Outcome, Rng, Seat};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::error::Error;
use std::fmt;

/// What a game says about itself: its names, its seats, its rules in brief, and
/// whether it needs dice or secret picks. The registry, `/rules`, Discord's choices
/// and the lobby read it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Spec {
    /// The name used in commands and storage: `hot-spot`, `number-one`, …
    /// Unique across the registry; lower case, words joined by `-`.
    pub name: &'static str,
    /// The name players read: "Hot Spot".
    pub title: &'static str,
    /// The fewest players the game seats.
    pub min_seats: usize,
    /// The most players the game seats.
    pub max_seats: usize,
    /// The seats' names in seat order, as the rules call them ("Green", "Black").
    pub seat_names: &'static [&'static str],
    /// A short statement of the rules, for `/rules`.
    pub rules_summary: &'static str,
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

    /// The game's names, seats and rules summary.
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

    /// `seat` let the turn timer run out. By default that is a resignation; Number
    /// One removes the seat and plays on.
    fn time_out(&mut self, seat: Seat) -> Vec<Self::Event> {
        self.resign(seat)
    }

    /// Whether `seat` is out of a game that goes on without it (Number One). None
    /// by default.
    fn is_out(&self, _seat: Seat) -> bool {
        false
    }

    /// The public view. Holds no secret before the game is over.
    fn view(&self) -> Self::View;

    /// What `seat` may know: the public view plus that seat's own secrets (Trespass's
    /// own number). Send it only to that seat. By default the public view: a game
    /// without hidden information shows everyone everything.
    fn seat_view(&self, _seat: Seat) -> Self::View {
        self.view()
    }

    /// What the game announces as it starts (Acey Ducey's throws for the first
    /// turn). None by default.
    fn opening_events(&self) -> Vec<Self::Event> {
        Vec::new()
    }

    /// Whether `action` may be taken out of turn without using a turn (the Line
    /// game's `reclaim N`). No by default.
    fn is_free_action(_action: &Self::Action) -> bool {
        false
    }

    /// The seats whose men `events` sent home, once per man (Acey Ducey's Dog
    /// House, which `penalty:N` charges). None by default.
    fn sent_home(_events: &[Self::Event]) -> Vec<Seat> {
        Vec::new()
    }

    /// The chips each player stakes on the game (Acey Ducey `stake:N`). None by
    /// default.
    fn stake(&self) -> Option<u64> {
        None
    }

    /// The chips a player pays for each man sent home (Acey Ducey `penalty:N`).
    /// None by default.
    fn penalty(&self) -> Option<u64> {
        None
    }

    /// True while the game waits for secret picks (Trespass before play). No by
    /// default.
    fn waiting_for_secrets(&self) -> bool {
        false
    }

    /// The numbers a seat may pick as its secret. None by default.
    fn secret_choices(&self) -> Vec<u8> {
        Vec::new()
    }

    /// `seat`'s own secret, if it has picked. Show it only to that seat.
    fn secret(&self, _seat: Seat) -> Option<u8> {
        None
    }

    /// A state consistent with everything `seat` may know, the hidden rest drawn
    /// afresh from `rng`: the computer opponent ([`crate::ai`]) searches such
    /// states, never the true one, so its choice depends only on what its seat may
    /// know. The result must depend only on `seat`'s knowledge and the draws, not on
    /// the hidden truth (sort what is hidden before shuffling it). By default the
    /// game itself: a game without hidden information shows everyone everything.
    fn determinize(&self, _seat: Seat, _rng: &mut dyn Rng) -> Self {
        self.clone()
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

    /// Records `seat`'s secret pick; the events never name the number.
    ///
    /// # Errors
    ///
    /// Why the pick is refused; by default, that the game has no secret picks.
    fn set_secret(&mut self, _seat: Seat, _number: u8) -> Result<Vec<Self::Event>, SecretError> {
        Err(SecretError::NoSecrets(Self::SPEC.title))
    }
}

/// Why a secret pick was refused ([`Game::set_secret`]), one line.
#[derive(Debug)]
pub enum SecretError {
    /// The game (named by its title) has no secret picks: every game but
    /// Trespass, and a Crown and Anchor table.
    NoSecrets(&'static str),
    /// The game refused the pick by its rules (Trespass: a second pick, a number
    /// outside 0–9): the game's own rule error, which
    /// [`SecretError::rule_error`] gives back typed.
    Refused(Box<dyn crate::i18n::LocalError>),
}

impl Error for SecretError {}

crate::display_in_english!(SecretError);

impl SecretError {
    /// The game's typed rule error, when the game refused the pick and its rule
    /// errors are `E`.
    pub fn rule_error<E: Error + 'static>(&self) -> Option<&E> {
        match self {
            SecretError::Refused(e) => (&**e as &dyn Error).downcast_ref(),
            SecretError::NoSecrets(_) => None,
        }
    }
}

impl Localize for SecretError {
    fn msg(&self) -> Msg {
        match self {
            SecretError::Refused(e) => e.msg(),
            SecretError::NoSecrets(title) => crate::msg!("games-no-secrets", game = title_msg(title)),
        }
    }
}
