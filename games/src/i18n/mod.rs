//! Every player-facing text, in English, Spanish and French: [`Msg`] (a message
//! id with its arguments) rendered by [Fluent](https://projectfluent.org) from
//! each crate's message files (`<crate>/locales/<lang>/*.ftl`), which every
//! crate hands to one catalogue ([`catalog_files!`](crate::catalog_files),
//! [`CATALOG`]): this crate's are the engines' words.
//!
//! Code never writes a sentence players read: it builds a [`Msg`] (`msg!("id",
//! name = value)`) and renders it with [`tr`] in the language its caller names —
//! the member's own for what only they see, the server's for what the channel
//! sees; nothing here knows who is reading. English is the source: an engine's
//! `Display` renders its message in English (logs and tests), so there is one
//! English text.
//!
//! Rendering is plain Fluent with Unicode isolation marks off (Discord shows
//! them as boxes on some phones). Two helpers Fluent leaves to the program:
//! numbers grouped by thousands the way each language writes them ([`Arg::Grouped`])
//! and lists joined with the language's "and" / "or" ([`Msg::or_list`]).

mod catalog;

pub use catalog::{placeholders, problems, Catalog, Files, CATALOG};
/// The registry [`catalog_files!`](crate::catalog_files) hands a crate's files
/// to (re-exported so the crates that use the macro need not name it).
#[doc(hidden)]
pub use inventory;
use std::borrow::Cow;
use std::fmt;

/// A language Parlor speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Locale {
    /// English, the source of every text.
    #[default]
    En,
    /// Spanish.
    Es,
    /// French.
    Fr,
}

impl Locale {
    /// Every language, English first.
    pub const ALL: [Locale; 3] = [Locale::En, Locale::Es, Locale::Fr];

    /// The short code: `en`, `es`, `fr` (settings, `:locale`, file folders).
    pub fn code(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::Es => "es",
            Locale::Fr => "fr",
        }
    }

    /// The language's name in itself: "English", "Español", "Français".
    pub fn name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::Es => "Español",
            Locale::Fr => "Français",
        }
    }

    /// Discord's locale codes this language answers to, for command
    /// localisations (`es-ES` and `es-419` are both Spanish).
    pub fn discord_codes(self) -> &'static [&'static str] {
        match self {
            Locale::En => &["en-US", "en-GB"],
            Locale::Es => &["es-ES", "es-419"],
            Locale::Fr => &["fr"],
        }
    }

    /// A locale as Discord sends it (`en-US`, `es-419`, `fr`) or as typed (`fr`,
    /// `french`, `Español`): `None` for a language Parlor doesn't speak.
    pub fn parse(text: &str) -> Option<Locale> {
        let lower = text.trim().to_lowercase();
        let primary = lower.split(['-', '_']).next().unwrap_or("");
        match primary {
            "en" | "english" | "inglés" | "anglais" => Some(Locale::En),
            "es" | "spanish" | "español" | "espanol" | "espagnol" => Some(Locale::Es),
            "fr" | "french" | "français" | "francais" | "francés" => Some(Locale::Fr),
            _ => None,
        }
    }

    /// The separator of thousands: "1,000", "1.000", "1 000" (a narrow no-break
    /// space, as French typography has it).
    fn thousands(self) -> char {
        match self {
            Locale::En => ',',
            Locale::Es => '.',
            Locale::Fr => '\u{202f}',
        }
    }
}

impl fmt::Display for Locale {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Text shown as it is: a member's (escaped) name, notation, a square.
    Text(String),
    /// A number, which Fluent may also select a plural form by; written without
    /// grouping (use [`Arg::Grouped`] for amounts that reach the thousands).
    Num(i64),
    /// A number written grouped by thousands in the reader's language.
    Grouped(i64),
    /// Another message, rendered in the same language first.
    Msg(Box<Msg>),
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<Msg> for Arg {
    fn from(msg: Msg) -> Arg {
        Arg::Msg(Box::new(msg))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
number_args!(i64, i32, u32, u8, u16, usize, u64, i128);

/// A text to show players, not yet in any language: a message id and its
/// arguments, verbatim text, or pieces joined.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Msg {
    /// A message of the catalog.
    Key {
        /// The message id, as in the `.ftl` files.
        id: Cow<'static, str>,
        /// Its arguments by name.
        args: Vec<(&'static str, Arg)>,
    },
    /// Text that is the same in every language (notation, a diagram, a name).
    Raw(String),
    /// Pieces rendered one by one and joined by `separator`.
    Join(Vec<Msg>, &'static str),
    /// "a, b or c" in the reader's language.
    Or(Vec<Msg>),
    /// "a, b and c" in the reader's language.
    And(Vec<Msg>),
}

impl Msg {
    /// The message `id` with no arguments yet.
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg::Key {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument (builder style).
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        if let Msg::Key { args, .. } = &mut self {
            args.push((name, value.into()));
        }
        self
    }

    /// Text shown as it is in every language.
    pub fn raw(text: impl Into<String>) -> Msg {
        Msg::Raw(text.into())
    }

    /// Lines, one per piece.
    pub fn lines(pieces: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::Join(pieces.into_iter().collect(), "\n")
    }

    /// Sentences, joined by a space.
    pub fn sentences(pieces: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::Join(pieces.into_iter().collect(), " ")
    }

    /// "a, b or c".
    pub fn or_list(pieces: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::Or(pieces.into_iter().collect())
    }

    /// "a, b and c".
    pub fn and_list(pieces: impl IntoIterator<Item = Msg>) -> Msg {
        Msg::And(pieces.into_iter().collect())
    }

    /// "1 chip", "1,000 chips", in the reader's language.
    pub fn chips(n: i64) -> Msg {
        Msg::new("chips").with("n", n).with("shown", Arg::Grouped(n))
    }

    /// The message id, for a message of the catalog.
    pub fn id(&self) -> Option<&str> {
        match self {
            Msg::Key { id, .. } => Some(id),
            _ => None,
        }
    }

    /// This message in `locale`.
    pub fn tr(&self, locale: Locale) -> String {
        CATALOG.tr(locale, self)
    }

    /// This message in English (logs, tests, `Display`).
    pub fn en(&self) -> String {
        CATALOG.tr(Locale::En, self)
    }
}

/// A message equals text when its English reads so (tests compare events this way).
impl PartialEq<&str> for Msg {
    fn eq(&self, other: &&str) -> bool {
        self.en() == *other
    }
}

impl PartialEq<str> for Msg {
    fn eq(&self, other: &str) -> bool {
        self.en() == other
    }
}

impl PartialEq<String> for Msg {
    fn eq(&self, other: &String) -> bool {
        self.en() == *other
    }
}

impl From<String> for Msg {
    fn from(text: String) -> Msg {
        Msg::Raw(text)
    }
}

impl From<&str> for Msg {
    fn from(text: &str) -> Msg {
        Msg::Raw(text.to_string())
    }
}

/// A game's title as players read it: message `<game>-title` (`checkers-title`),
/// `game` being the registry name ([`crate::Spec::name`]).
pub fn title(game: &str) -> Msg {
    Msg::new(format!("{game}-title"))
}

/// A seat's name in a game, as its rules call it: message `<game>-seat-<index>`
/// (`checkers-seat-0` is "Black"), the index from 0 in seat order.
pub fn seat(game: &str, index: usize) -> Msg {
    Msg::new(format!("{game}-seat-{index}"))
}

/// A game's rules in brief, for `/rules`: message `<game>-rules`.
pub fn rules(game: &str) -> Msg {
    Msg::new(format!("{game}-rules"))
}

/// Builds a [`Msg`]: `msg!("game-over")`, `msg!("turn-of", name = seat_name)`.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new($id)$(.with(stringify!($name), $value))*
    };
}

/// Something players can read, in any language: an engine's refusal, an event.
pub trait Localize {
    /// The text as a message, to render in the reader's language.
    fn msg(&self) -> Msg;
}

impl Localize for Msg {
    fn msg(&self) -> Msg {
        self.clone()
    }
}

/// An error a player reads: a [`std::error::Error`] that is also a [`Msg`].
pub trait LocalError: std::error::Error + Localize + Send + Sync {}

impl<T: std::error::Error + Localize + Send + Sync> LocalError for T {}

/// Implements `Display` by rendering the type's [`Localize::msg`] in English.
#[macro_export]
macro_rules! display_in_english {
    ($($t:ty),* $(,)?) => {$(
        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(&$crate::i18n::Localize::msg(self).en())
            }
        }
    )*};
}

/// Declares an error that is one message of the catalog (an engine's notation
/// error): the message is its player's line, `Display` its English.
#[macro_export]
macro_rules! message_error {
    ($(#[$attr:meta])* $vis:vis struct $name:ident;) => {
        $(#[$attr])*
        #[derive(Clone, Debug, PartialEq, Eq)]
        $vis struct $name(pub $crate::i18n::Msg);

        impl ::std::error::Error for $name {}

        impl $crate::i18n::Localize for $name {
            fn msg(&self) -> $crate::i18n::Msg {
                self.0.clone()
            }
        }

        $crate::display_in_english!($name);
    };
}

/// `msg` in `locale`, from every crate's messages ([`CATALOG`]).
pub fn tr(locale: Locale, msg: &Msg) -> String {
    CATALOG.tr(locale, msg)
}

/// Message `id` of `locale` alone, without arguments or a fall-back to
/// English (see [`Catalog::lookup`]).
pub fn lookup(locale: Locale, id: &str) -> Option<String> {
    CATALOG.lookup(locale, id)
}

/// Attribute `attribute` of message `id` in `locale`, without a fall-back
/// (see [`Catalog::attribute`]).
pub fn attribute(locale: Locale, id: &str, attribute: &str) -> Option<String> {
    CATALOG.attribute(locale, id, attribute)
}

/// `n` grouped by thousands as `locale` writes it: "12,500", "12.500", "12 500".
/// Spanish leaves four-digit numbers ungrouped ("1000"), as the RAE advises.
pub fn grouped(locale: Locale, n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 4);
    if n < 0 {
        out.push('-');
    }
    let group = !(locale == Locale::Es && digits.len() == 4);
    for (i, c) in digits.chars().enumerate() {
        if group && i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(locale.thousands());
        }
        out.push(c);
    }
    out
}

/// Who reads what a request (or a timer) says, by language: the member who
/// asked, for what only they see, and the room, for what the channel sees.
/// The bot works them out for each request and passes them along with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Readers {
    /// The member's language: ephemeral replies and their direct messages.
    pub member: Locale,
    /// The server's language: posts the channel sees.
    pub room: Locale,
}

/// What the engines' tests share to check their messages are translated.
#[cfg(test)]
pub(crate) mod testing {
    use super::{Locale, Msg};

    /// Every message id in `msg`, its nested arguments included.
    pub(crate) fn message_ids(msg: &Msg, out: &mut Vec<String>) {
        match msg {
            Msg::Key { id, args } => {
                out.push(id.to_string());
                for (_, arg) in args {
                    if let super::Arg::Msg(inner) = arg {
                        message_ids(inner, out);
                    }
                }
            }
            Msg::Raw(_) => {}
            Msg::Join(pieces, _) | Msg::Or(pieces) | Msg::And(pieces) => {
                for piece in pieces {
                    message_ids(piece, out);
                }
            }
        }
    }

    /// No message of `msgs` falls back to English in Spanish or French: every id
    /// they use (nested ones too) is in both catalogs, and none is raw text.
    pub(crate) fn assert_translated(msgs: &[Msg]) {
        for msg in msgs {
            assert!(msg.id().is_some(), "not a message of the catalog: {msg:?}");
            let mut ids = Vec::new();
            message_ids(msg, &mut ids);
            for id in ids {
                for locale in [Locale::Es, Locale::Fr] {
                    assert!(super::lookup(locale, &id).is_some(), "{locale} lacks {id}");
                }
            }
            assert_ne!(msg.tr(Locale::Es), msg.en(), "{msg:?} reads the same in Spanish");
            assert_ne!(msg.tr(Locale::Fr), msg.en(), "{msg:?} reads the same in French");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_is_in_every_language_with_the_same_placeholders() {
        let games = Files::named("games").expect("the games' files are handed in");
        assert!(games.ids().contains("chips"), "the English files are read");
        let problems = games.check();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn chips_are_grouped_and_plural_in_each_language() {
        assert_eq!(Msg::chips(1).tr(Locale::En), "1 chip");
        assert_eq!(Msg::chips(12_500).tr(Locale::En), "12,500 chips");
        assert_eq!(Msg::chips(1).tr(Locale::Es), "1 ficha");
        assert_eq!(Msg::chips(1000).tr(Locale::Es), "1000 fichas");
        assert_eq!(Msg::chips(12_500).tr(Locale::Es), "12.500 fichas");
        assert_eq!(Msg::chips(0).tr(Locale::Fr), "0 jeton");
        assert_eq!(Msg::chips(12_500).tr(Locale::Fr), "12\u{202f}500 jetons");
    }

    #[test]
    fn lists_join_with_the_language_s_word() {
        let three = || Msg::or_list(["a", "b", "c"].map(Msg::from));
        assert_eq!(three().tr(Locale::En), "a, b or c");
        assert_eq!(three().tr(Locale::Es), "a, b o c");
        assert_eq!(three().tr(Locale::Fr), "a, b ou c");
        assert_eq!(Msg::and_list(["a", "b"].map(Msg::from)).tr(Locale::Fr), "a et b");
        assert_eq!(Msg::or_list([Msg::from("a")]).tr(Locale::En), "a");
    }

    #[test]
    fn an_unknown_id_shows_as_itself_and_is_noted() {
        assert_eq!(Msg::new("no-such-message").tr(Locale::Fr), "no-such-message");
        assert!(problems().contains(&"no language has no-such-message".to_string()));
    }

    #[test]
    fn a_placeholder_the_code_does_not_give_is_noted_not_hidden() {
        let files = Files {
            name: "a test",
            sources: [
                &["hello = Hello, { $name }!"],
                &["hello = ¡Hola, { $name }!"],
                &["hello = Bonjour, { $name } !"],
            ],
        };
        let catalog = Catalog::new([&files]);
        let misspelt = Msg::new("hello").with("nmae", "Ann");
        assert_eq!(catalog.tr(Locale::En, &misspelt), "Hello, {$name}!");
        assert!(
            problems()
                .iter()
                .any(|p| p.starts_with("hello (en)") && p.contains("name")),
            "{:?}",
            problems()
        );
        assert_eq!(
            catalog.tr(Locale::Fr, &Msg::new("hello").with("name", "Ann")),
            "Bonjour, Ann !"
        );
    }

    #[test]
    fn a_catalogue_check_finds_what_a_language_lacks_or_says_differently() {
        let files = Files {
            name: "a test",
            sources: [
                &["a = A { $n }\nb = B"],
                &["a = A { $m }"],
                &["a = A { $n }\nb = B\nc = C"],
            ],
        };
        let problems = files.check();
        assert!(problems.contains(&"a test: es lacks b".to_string()), "{problems:?}");
        assert!(
            problems.iter().any(|p| p.contains("es's a has other placeholders")),
            "{problems:?}"
        );
        assert!(
            problems.contains(&"a test: fr has c, which English hasn't".to_string()),
            "{problems:?}"
        );
    }

    #[test]
    fn locales_parse_from_discord_codes_and_names() {
        assert_eq!(Locale::parse("es-419"), Some(Locale::Es));
        assert_eq!(Locale::parse("en-GB"), Some(Locale::En));
        assert_eq!(Locale::parse("fr"), Some(Locale::Fr));
        assert_eq!(Locale::parse("Français"), Some(Locale::Fr));
        assert_eq!(Locale::parse("de"), None);
    }
}
