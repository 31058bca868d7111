//! [`OptionsError`]: why the table options typed after `/play options:` were
//! refused, for every game. Each variant names the option and says what it takes,
//! in one line (rules convention "Illegal input").

use crate::notation::quote;

/// Why table options were refused ([`crate::Game::parse_options`]), or why the
/// options a stored table holds are not valid. Each message is one line a player
/// understands, naming the option.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    /// A word the game does not know as an option; the message lists those it does.
    #[error("unknown option '{}' for {game}; {}", shown(word), known_options(known))]
    Unknown {
        /// The word as typed.
        word: String,
        /// The game's title.
        game: &'static str,
        /// The options the game knows, as written in `/rules` (`stake:N`).
        known: &'static [&'static str],
    },
    /// A value `key` does not take (the Line game's `variant:`).
    #[error("unknown {key} {} for {game}; {key}s: {}", quote(value), known.join(", "))]
    UnknownValue {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// The game's title.
        game: &'static str,
        /// The values it takes.
        known: &'static [&'static str],
    },
    /// An option given twice (Acey Ducey's `stake:N stake:M`).
    #[error("{key} is given twice")]
    Repeated {
        /// The option.
        key: &'static str,
    },
    /// An option that needs a number, given without one (Crown and Anchor's `min`).
    #[error("{key} needs a number, like {key}:{example}")]
    MissingValue {
        /// The option.
        key: &'static str,
        /// A value it takes, for the example.
        example: &'static str,
    },
    /// A value that is not a whole number.
    #[error("{key} needs a whole number, like {key}:{example}, not '{}'", shown(value))]
    NotANumber {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// A value it takes, for the example.
        example: &'static str,
    },
    /// A whole number too large to hold.
    #[error("{key} is far too large; try {key}:{example}")]
    TooLarge {
        /// The option.
        key: &'static str,
        /// A value it takes, for the example.
        example: &'static str,
    },
    /// A value that is not a whole number from `min` to `max` (the Line game's
    /// `target:N`).
    #[error("{key} must be a whole number from {min} to {max}, not {}", quote(value))]
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
    #[error(
        "{key} needs a whole number of chips from 1 to {max}, like {key}:10, not {}",
        quote(value)
    )]
    ChipsNotInRange {
        /// The option.
        key: &'static str,
        /// The value as typed.
        value: String,
        /// The most chips it takes.
        max: u64,
    },
    /// A chip amount of 0 (Crown and Anchor's `min` and `max`).
    #[error("{key} must be at least 1 chip")]
    NoChips {
        /// The option.
        key: &'static str,
    },
    /// A chip amount above what a table holds (Crown and Anchor's `min` and `max`).
    #[error("{key} can be at most {max} chips")]
    TooManyChips {
        /// The option.
        key: &'static str,
        /// The most chips it takes.
        max: u64,
    },
    /// A number of seconds out of range (Crown and Anchor's `timer:S`).
    #[error("{key} is in seconds, from {min} to {max}; {seconds} is out of range")]
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
    #[error("the minimum ({min}) is above the maximum ({max}); choose min:N no more than max:N")]
    MinAboveMax {
        /// The minimum given.
        min: u64,
        /// The maximum given (or the default).
        max: u64,
    },
    /// An option that belongs to one variant, given without it (the Line game's
    /// `target:N` is for `scoring`).
    #[error("{key}:{value} is for the {variant} variant; add variant:{variant} or drop the {key}")]
    NeedsVariant {
        /// The option.
        key: &'static str,
        /// Its value.
        value: u64,
        /// The variant it belongs to.
        variant: &'static str,
    },
    /// A stored Crown and Anchor table whose limits are not `1 ≤ min ≤ max ≤ limit`.
    #[error("the table limits min {min} max {max} are not 1 ≤ min ≤ max ≤ {limit}")]
    LimitsOutOfOrder {
        /// The stored minimum.
        min: u64,
        /// The stored maximum.
        max: u64,
        /// The most any table holds.
        limit: u64,
    },
    /// A stored Crown and Anchor table whose timer is out of range.
    #[error("the timer is not {min} to {max} seconds")]
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

/// "known options: quick", or "it has no options".
fn known_options(known: &[&str]) -> String {
    if known.is_empty() {
        "it has no options".to_owned()
    } else {
        format!("known options: {}", known.join(", "))
    }
}

// Until these texts move to the message files, they are English only.
impl crate::i18n::Localize for OptionsError {
    fn msg(&self) -> crate::i18n::Msg {
        crate::i18n::Msg::raw(self.to_string())
    }
}
