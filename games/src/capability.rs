//! Capabilities: what only some games have, each declared once as an
//! object-safe trait at the text level the table speaks (sentences as [`Msg`]),
//! and asked for through one accessor on [`crate::Game`] (answering `None` by
//! default) and the same accessor on [`crate::DynGame`].
//!
//! - [`Secrets`]: hidden numbers picked before play (Trespass).
//! - [`Stakes`]: chips staked on the game and paid per man sent home (Acey Ducey).
//! - [`SeatsOut`]: seats that drop out while the others play on (Number One).
//! - [`FreeActions`]: actions taken out of turn without using a turn (the Line
//!   game's `reclaim N`).

use crate::game::title_msg;
use crate::i18n::{LocalError, Localize, Msg};
use crate::Seat;
use std::error::Error;

/// Secret picks (Trespass, set-up step 2): each seat picks a hidden number before
/// play, which no channel message, picture, log or error names before the game
/// ends.
pub trait Secrets {
    /// True while the game waits for secret picks.
    fn waiting_for_secrets(&self) -> bool;

    /// The numbers a seat may pick as its secret, ascending.
    fn secret_choices(&self) -> Vec<u8>;

    /// `seat`'s own secret, if it has picked. Show it only to that seat.
    fn secret(&self, seat: Seat) -> Option<u8>;

    /// Records `seat`'s secret pick; the events as sentences, which never name
    /// the number.
    ///
    /// # Errors
    ///
    /// Why the pick is refused by the rules (a second pick, a number not among
    /// [`Secrets::secret_choices`]); the game is then unchanged.
    fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<Msg>, SecretError>;
}

/// Chips a game is played for (Acey Ducey rulings, "End and stakes"): what each
/// player stakes, what a man sent home costs his owner, and how many men wait to
/// come home, from which the table counts the men each command sent home.
pub trait Stakes {
    /// The chips each player stakes on the game (`stake:N`), if any.
    fn stake(&self) -> Option<u64>;

    /// The chips a player pays the opponent for each of his men sent home
    /// (`penalty:N`), if any.
    fn penalty(&self) -> Option<u64>;

    /// How many of each seat's men are in the Dog House now, by seat: sent home
    /// and not yet back. A man leaves it only on his owner's turn, so the men a
    /// command sent home are those by which an opponent's count grew
    /// ([`crate::Played::sent_home`]).
    fn dog_house(&self) -> Vec<u8>;
}

/// Seats that drop out while the others play on (Number One, "A player who is
/// out"): a seat out of the game is skipped, and a seat whose timer runs out
/// leaves rather than loses.
pub trait SeatsOut {
    /// Whether `seat` is out of the game.
    fn is_out(&self, seat: Seat) -> bool;

    /// `seat` let the turn timer run out and leaves the game; the others play on.
    /// The events as sentences.
    fn time_out(&mut self, seat: Seat) -> Vec<Msg>;
}

/// Actions a seat may take out of turn without using a turn (the Line game's
/// scoring variant: `reclaim N`).
pub trait FreeActions {
    /// Whether `text` names such an action.
    fn is_free_action(&self, text: &str) -> bool;
}

/// Why a secret pick was refused ([`Secrets::set_secret`]), one line.
#[derive(Debug)]
pub enum SecretError {
    /// The game (named by its title or registry name) has no secret picks: every
    /// game but Trespass, and a Crown and Anchor table.
    NoSecrets(&'static str),
    /// The game refused the pick by its rules (Trespass: a second pick, a number
    /// outside 0–9): the game's own rule error, which
    /// [`SecretError::rule_error`] gives back typed.
    Refused(Box<dyn LocalError>),
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
