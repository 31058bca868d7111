//! [`OptionsError`]: why the table options typed after `/play options:` were
//! refused, for every game. Each variant names the option and says what it takes,
//! in one line (rules convention "Illegal input").

use crate::game::title_msg;
use crate::i18n::{Localize, Msg};
use crate::msg;
use crate::notation::quote;

/// Why table options were refused ([`crate::Game::parse_options`]), or why the
/// options a stored table holds are not valid. Each message is one line a player
/// understands, naming the option.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// A word the game does not know as an option; the message lists those it does.
    Unknown {
        /// The word as typed.
        word: String,
        /// The game's registry name (`hot-spot`), which the message shows as its
        /// title in the reader's language.
        game: &'static str,
        /// The options the game knows, as written in `/rules` (`stake:N`).
        known: &'static [&'static str],
    },
    /// A value `key` does not take (the Line game's `variant:`).
    UnknownValue {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// The game's registry name (`hot-spot`), which the message shows as its
        /// title in the reader's language.
        game: &'static str,
        /// The values it takes.
        known: &'static [&'static str],
    },
    /// An option given twice (Acey Ducey's `stake:N stake:M`).
    Repeated {
        /// The option.
        key: &'static str,
    },
    /// An option that needs a number, given without one (Crown and Anchor's `min`).
    MissingValue {
        /// The option.
        key: &'static str,
        /// A value it takes, for the example.
        example: &'static str,
    },
    /// A value that is not a whole number.
    NotANumber {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// A value it takes, for the example.
        example: &'static str,
    },
    /// A whole number too large to hold.
    TooLarge {
        /// The option.
        key: &'static str,
        /// A value it takes, for the example.
        example: &'static str,
    },
    /// A value that is not a whole number from `min` to `max` (the Line game's
    /// `target:N`).
    NotInRange {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// The least it takes.
        min: u64,
        /// The most it takes.
        max: u64,
    },
    /// A chip amount that is not a whole number from 1 to `max` (Acey Ducey's
    /// `stake:N` and `penalty:N`).
    ChipsNotInRange {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// The most chips it takes.
        max: u64,
    },
    /// A chip amount of 0 (Crown and Anchor's `min` and `max`).
    NoChips {
        /// The option.
        key: &'static str,
    },
    /// A chip amount above what a table holds (Crown and Anchor's `min` and `max`).
    TooManyChips {
        /// The option.
        key: &'static str,
        /// The most chips it takes.
        max: u64,
    },
    /// A number of seconds out of range (Crown and Anchor's `timer:S`).
    SecondsOutOfRange {
        /// The option.
        key: &'static str,
        /// The seconds given.
        seconds: u64,
        /// The fewest seconds it takes.
        min: u64,
        /// The most seconds it takes.
        max: u64,
    },
    /// Crown and Anchor rulings, "A round" 2: the table minimum is above its
    /// maximum.
    MinAboveMax {
        /// The minimum given.
        min: u64,
        /// The maximum given (or the default).
        max: u64,
    },
    /// An option that belongs to one variant, given without it (the Line game's
    /// `target:N` is for `scoring`).
    NeedsVariant {
        /// The option.
        key: &'static str,
        /// Its value.
        value: u64,
        /// The variant it belongs to.
        variant: &'static str,
    },
    /// A stored Crown and Anchor table whose limits are not `1 ≤ min ≤ max ≤ limit`.
    LimitsOutOfOrder {
        /// The stored minimum.
        min: u64,
        /// The stored maximum.
        max: u64,
        /// The most any table holds.
        limit: u64,
    },
    /// A stored Crown and Anchor table whose timer is out of range.
    TimerOutOfRange {
        /// The fewest seconds a timer takes.
        min: u32,
        /// The most seconds a timer takes.
        max: u32,
    },
}

impl OptionsError {
    /// The refusal of an option `game` does not know, naming the ones it does.
    pub(crate) fn unknown(word: &str, game: &'static str, known: &'static [&'static str]) -> OptionsError {
        OptionsError::Unknown {
            word: word.to_owned(),
            game,
            known,
        }
    }
}

/// At most 20 characters of `text`, escaped onto one line.
fn shown(text: &str) -> String {
    text.chars().flat_map(char::escape_debug).take(20).collect()
}

impl std::error::Error for OptionsError {}

crate::display_in_english!(OptionsError);

impl Localize for OptionsError {
    fn msg(&self) -> Msg {
        match self {
            OptionsError::Unknown { word, game, known } => msg!(
                "games-option-unknown",
                word = shown(word),
                game = title_msg(game),
                known = known_options(known),
            ),
            OptionsError::UnknownValue {
                key,
                value,
                game,
                known,
            } => msg!(
                "games-option-unknown-value",
                key = *key,
                value = quote(value),
                game = title_msg(game),
                known = known.join(", "),
            ),
            OptionsError::Repeated { key } => msg!("games-option-repeated", key = *key),
            OptionsError::MissingValue { key, example } => {
                msg!("games-option-missing-value", key = *key, example = *example)
            }
            OptionsError::NotANumber { key, value, example } => msg!(
                "games-option-not-a-number",
                key = *key,
                value = shown(value),
                example = *example,
            ),
            OptionsError::TooLarge { key, example } => msg!("games-option-too-large", key = *key, example = *example),
            OptionsError::NotInRange { key, value, min, max } => msg!(
                "games-option-not-in-range",
                key = *key,
                value = quote(value),
                min = *min,
                max = *max,
            ),
            OptionsError::ChipsNotInRange { key, value, max } => msg!(
                "games-option-chips-not-in-range",
                key = *key,
                value = quote(value),
                max = *max,
            ),
            OptionsError::NoChips { key } => msg!("games-option-no-chips", key = *key),
            OptionsError::TooManyChips { key, max } => msg!("games-option-too-many-chips", key = *key, max = *max),
            OptionsError::SecondsOutOfRange { key, seconds, min, max } => msg!(
                "games-option-seconds-out-of-range",
                key = *key,
                seconds = *seconds,
                min = *min,
                max = *max,
            ),
            OptionsError::MinAboveMax { min, max } => msg!("games-option-min-above-max", min = *min, max = *max),
            OptionsError::NeedsVariant { key, value, variant } => msg!(
                "games-option-needs-variant",
                key = *key,
                value = *value,
                variant = *variant,
            ),
            OptionsError::LimitsOutOfOrder { min, max, limit } => {
                msg!(
                    "games-option-limits-out-of-order",
                    min = *min,
                    max = *max,
                    limit = *limit
                )
            }
            OptionsError::TimerOutOfRange { min, max } => {
                msg!("games-option-timer-out-of-range", min = *min, max = *max)
            }
        }
    }
}

/// "known options: quick", or "it has no options".
fn known_options(known: &[&str]) -> Msg {
    if known.is_empty() {
        msg!("games-option-none")
    } else {
        msg!("games-option-known", options = known.join(", "))
    }
}
