//! How a command is declared: its [`Spec`] (the path players type, its options,
//! where it may be used, whether it runs on the channel's session, the `/help`
//! line it is listed on) and the kinds of its options ([`Kind`]). The
//! declarations themselves are one [`declare_commands!`] invocation in
//! `commands.rs`; Discord's registration, local mode's parser, `/help` and the
//! localisation ids (`cmd-<path>`, `help-<line>`) are all read from the specs it
//! makes, so a command is added in one place.

use super::api::MemberRef;

/// One command's declaration, as Discord registers it, local mode parses it and
/// `/help` lists it.
#[derive(Clone, Copy, Debug)]
pub struct Spec {
    /// What players type after the slash, subcommands joined by spaces
    /// (`chips give`); empty for a control (a button or a menu), which is no
    /// slash command.
    pub path: &'static str,
    /// Its options, in the order Discord shows them.
    pub options: &'static [Opt],
    /// Run on the channel's session, under its lock; otherwise answered without
    /// it (records, chips, settings, help).
    pub locked: bool,
    /// Only in a server (Discord's `Guild` context): chips and settings.
    pub guild_only: bool,
    /// For members with Manage Server: Discord shows it only to them
    /// (`default_member_permissions`), and the table checks again.
    pub admin: bool,
    /// Also in a direct message with Parlor (Discord's `BotDm` context): `/secret`.
    pub in_dms: bool,
    /// The `/help` line it is listed on (message `help-<line>`), if any.
    pub help: Option<&'static str>,
}

/// A slash command typed as `/path`.
pub const fn slash(path: &'static str) -> Spec {
    Spec {
        path,
        options: &[],
        locked: false,
        guild_only: false,
        admin: false,
        in_dms: false,
        help: None,
    }
}

/// A control: a button press or a menu choice, which carries the custom id of
/// the message's control and is not typed.
pub const fn control() -> Spec {
    slash("")
}

impl Spec {
    /// Runs on the channel's session.
    pub const fn locked(self) -> Spec {
        Spec { locked: true, ..self }
    }

    /// Only in a server.
    pub const fn guild_only(self) -> Spec {
        Spec {
            guild_only: true,
            ..self
        }
    }

    /// For members with Manage Server.
    pub const fn admin(self) -> Spec {
        Spec { admin: true, ..self }
    }

    /// Also in a direct message with Parlor.
    pub const fn in_dms(self) -> Spec {
        Spec { in_dms: true, ..self }
    }

    /// Listed on `/help`'s line `line`.
    pub const fn help(self, line: &'static str) -> Spec {
        Spec {
            help: Some(line),
            ..self
        }
    }

    /// A button or menu, not a slash command.
    pub fn is_control(&self) -> bool {
        self.path.is_empty()
    }

    /// The message id of its name and description: `cmd-chips-give`.
    pub fn message_id(&self) -> String {
        format!("cmd-{}", self.path.replace(' ', "-"))
    }

    /// The option named `name`.
    pub fn option(&self, name: &str) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.name == name)
    }
}

/// One option of a command.
#[derive(Clone, Copy, Debug)]
pub struct Opt {
    /// Its name, as typed (`opponent:`).
    pub name: &'static str,
    /// What it holds.
    pub kind: OptionKind,
    /// Whether it must be given.
    pub required: bool,
}

/// What an option holds, and so how Discord offers it.
#[derive(Clone, Copy, Debug)]
pub enum OptionKind {
    /// Free text.
    Text,
    /// A member (`@bob`).
    Member,
    /// One of the games players are offered (Discord: a choice, shown by title).
    Game,
    /// A whole number, at least 1 (an amount of chips).
    Count,
    /// A digit, 0 to 9 (a secret number).
    Digit,
    /// One of a fixed list of words (Discord: a choice).
    Choice(fn() -> Vec<&'static str>),
    /// Text with suggestions as it is typed (Discord's autocomplete).
    Suggest(Suggest),
    /// The values a menu choice carries (controls only).
    Values,
}

/// Which suggestions an option's autocomplete offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Suggest {
    /// The member's legal moves in the channel's game.
    Moves,
    /// Parlor's levels: easy, normal, hard.
    Levels,
    /// The server's seasons, newest first (issue 32).
    Seasons,
    /// The legal moves of the position the member's open puzzle stands at
    /// (issue 35).
    PuzzleMoves,
}

/// An option's value as a front end read it: text as typed (numbers and choices
/// too), or a member named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Given {
    /// Text as typed.
    Text(String),
    /// A member.
    Member(MemberRef),
}

/// Why a front end's options do not make a command; local mode says it in one
/// line, Discord never sends such options.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unparsed {
    /// No command has this path.
    #[error("there is no command /{0}; try /help")]
    NoSuchCommand(String),
    /// A required option is missing.
    #[error("/{command} needs {option}:…")]
    Missing {
        /// The command's path.
        command: &'static str,
        /// The option.
        option: &'static str,
    },
    /// An option was given the wrong kind of value (text where a member is wanted).
    #[error("/{command} {option}: names a member")]
    NotAMember {
        /// The command's path.
        command: &'static str,
        /// The option.
        option: &'static str,
    },
    /// An option the command doesn't have.
    #[error("/{command} has no option {option}")]
    Unknown {
        /// The command's path.
        command: &'static str,
        /// The option as given.
        option: String,
    },
}

/// The kind of an option as the declaration writes it (`game: Game`,
/// `opponent: Option<Member>`): the value the command carries, how Discord
/// offers it, and how a given value reads.
pub trait Kind {
    /// What the command holds.
    type Value;
    /// How Discord offers it.
    const OPTION: OptionKind;
    /// Whether it must be given.
    const REQUIRED: bool = true;
    /// The value from what was given (`None`: nothing).
    ///
    /// # Errors
    ///
    /// Nothing given for a required option, or a member where text is wanted
    /// (or text where a member is).
    fn read(given: Option<Given>, command: &'static str, option: &'static str) -> Result<Self::Value, Unparsed>;
}

/// Declares a kind whose value is text as typed.
macro_rules! text_kinds {
    ($($(#[$doc:meta])* $name:ident => $option:expr;)*) => {$(
        $(#[$doc])*
        #[derive(Debug)]
        pub enum $name {}

        impl $crate::table::declare::Kind for $name {
            type Value = String;
            const OPTION: $crate::table::declare::OptionKind = $option;

            fn read(
                given: Option<$crate::table::declare::Given>,
                command: &'static str,
                option: &'static str,
            ) -> Result<String, $crate::table::declare::Unparsed> {
                use $crate::table::declare::{Given, Unparsed};
                match given {
                    Some(Given::Text(text)) => Ok(text),
                    Some(Given::Member(member)) => Ok(member.name.as_str().to_string()),
                    None => Err(Unparsed::Missing { command, option }),
                }
            }
        }
    )*};
}

pub(super) use text_kinds;

text_kinds! {
    /// Free text.
    Text => OptionKind::Text;
    /// A game's name (`checkers`).
    Game => OptionKind::Game;
    /// A whole number of at least 1, as typed (the table reads it).
    Count => OptionKind::Count;
    /// A digit, as typed (the table reads it).
    Digit => OptionKind::Digit;
    /// A move in the game's notation, with the member's legal moves suggested.
    Moves => OptionKind::Suggest(Suggest::Moves);
    /// Parlor's level, with the levels suggested.
    Level => OptionKind::Suggest(Suggest::Levels);
    /// A season's name, with the server's seasons suggested (issue 32).
    SeasonName => OptionKind::Suggest(Suggest::Seasons);
    /// A move answering the member's open puzzle, its legal moves suggested
    /// (issue 35).
    PuzzleMove => OptionKind::Suggest(Suggest::PuzzleMoves);
}

/// A member named in an option.
#[derive(Debug)]
pub enum Member {}

impl Kind for Member {
    type Value = MemberRef;
    const OPTION: OptionKind = OptionKind::Member;

    fn read(given: Option<Given>, command: &'static str, option: &'static str) -> Result<MemberRef, Unparsed> {
        match given {
            Some(Given::Member(member)) => Ok(member),
            Some(Given::Text(_)) => Err(Unparsed::NotAMember { command, option }),
            None => Err(Unparsed::Missing { command, option }),
        }
    }
}

/// The values a menu choice carries (a control's, never typed).
#[derive(Debug)]
pub enum Values {}

impl Kind for Values {
    type Value = Vec<String>;
    const OPTION: OptionKind = OptionKind::Values;

    fn read(given: Option<Given>, _: &'static str, _: &'static str) -> Result<Vec<String>, Unparsed> {
        Ok(match given {
            Some(Given::Text(text)) => vec![text],
            _ => Vec::new(),
        })
    }
}

impl<K: Kind> Kind for Option<K> {
    type Value = Option<K::Value>;
    const OPTION: OptionKind = K::OPTION;
    const REQUIRED: bool = false;

    fn read(given: Option<Given>, command: &'static str, option: &'static str) -> Result<Self::Value, Unparsed> {
        given.map(|g| K::read(Some(g), command, option)).transpose()
    }
}

/// An optional text option that reads as empty when not given (`options:`).
#[derive(Debug)]
pub struct OrEmpty<K>(std::marker::PhantomData<K>);

impl<K: Kind<Value = String>> Kind for OrEmpty<K> {
    type Value = String;
    const OPTION: OptionKind = K::OPTION;
    const REQUIRED: bool = false;

    fn read(given: Option<Given>, command: &'static str, option: &'static str) -> Result<String, Unparsed> {
        Ok(<Option<K>>::read(given, command, option)?.unwrap_or_default())
    }
}

/// The options given with a command: `(name, value)` in any order.
pub type Options = Vec<(String, Given)>;

/// Takes the option `name` out of `options`.
pub fn take(options: &mut Options, name: &str) -> Option<Given> {
    let i = options.iter().position(|(n, _)| n == name)?;
    Some(options.remove(i).1)
}

/// The name of an option as declared: its field's name, or the name given
/// with `as` (`text as "move"`).
macro_rules! option_name {
    ($field:ident) => {
        stringify!($field)
    };
    ($field:ident $name:literal) => {
        $name
    };
}

pub(super) use option_name;

/// Declares every command at once: the `Command` enum (one variant each, its
/// fields the options' values), each command's [`Spec`], reading a command from
/// a front end's options (`Command::parse`), and the router that runs each on
/// its handler (`route`). An entry is
///
/// ```text
/// /// Doc.
/// Variant { field: Kind, other as "name": Option<Kind> } = slash("path").locked().help("line") => handler;
/// ```
///
/// where `handler` is a method of `Ctx` taking the fields in order and
/// answering `Result<Vec<Reply>, Refusal>`.
macro_rules! declare_commands {
    (
        $(
            $(#[doc = $doc:literal])*
            $(#[cfg($cfg:meta)])?
            $variant:ident $({ $($field:ident $(as $name:literal)? : $kind:ty),* $(,)? })? = $spec:expr => $handler:ident;
        )*
    ) => {
        /// One command, as typed or as a button press or menu choice: one variant
        /// per declaration, its fields the values of its options.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Command {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                $variant $({ $(
                    #[doc = concat!("Option `", $crate::table::declare::option_name!($field $($name)?), "`.")]
                    $field: <$kind as $crate::table::declare::Kind>::Value
                ),* })?,
            )*
        }

        /// Each command's spec, in a module of its own named after its variant.
        #[allow(non_snake_case)]
        mod specs {
            $(
                $(#[cfg($cfg)])?
                pub(super) mod $variant {
                    use super::super::*;
                    pub(in super::super) static SPEC: $crate::table::declare::Spec = $crate::table::declare::Spec {
                        options: &[$($(
                            $crate::table::declare::Opt {
                                name: $crate::table::declare::option_name!($field $($name)?),
                                kind: <$kind as $crate::table::declare::Kind>::OPTION,
                                required: <$kind as $crate::table::declare::Kind>::REQUIRED,
                            },
                        )*)?],
                        ..$spec
                    };
                }
            )*
        }

        impl Command {
            /// Every command's spec, in declaration order (the order `/help`
            /// lists them and Discord registers them). Pushed one by one, as a
            /// declaration may be left out by its `cfg`.
            #[allow(clippy::vec_init_then_push)]
            pub fn specs() -> Vec<&'static $crate::table::declare::Spec> {
                #[allow(unused_mut)]
                let mut all = Vec::new();
                $(
                    $(#[cfg($cfg)])?
                    all.push(&specs::$variant::SPEC);
                )*
                all
            }

            /// This command's spec.
            pub fn spec(&self) -> &'static $crate::table::declare::Spec {
                match self {
                    $(
                        $(#[cfg($cfg)])?
                        Command::$variant { .. } => &specs::$variant::SPEC,
                    )*
                }
            }

            /// The command typed as `/path` with `options`.
            ///
            /// # Errors
            ///
            /// No such command, a required option missing, a value of the
            /// wrong kind, or an option the command doesn't have.
            pub fn parse(path: &str, mut options: $crate::table::declare::Options) -> Result<Command, $crate::table::declare::Unparsed> {
                $(
                    $(#[cfg($cfg)])?
                    if !specs::$variant::SPEC.is_control() && specs::$variant::SPEC.path == path {
                        #[allow(unused_variables)]
                        let at = specs::$variant::SPEC.path;
                        let command = Command::$variant $({ $(
                            $field: <$kind as $crate::table::declare::Kind>::read(
                                $crate::table::declare::take(&mut options, $crate::table::declare::option_name!($field $($name)?)),
                                at,
                                $crate::table::declare::option_name!($field $($name)?),
                            )?,
                        )* })?;
                        return match options.into_iter().next() {
                            Some((option, _)) => Err($crate::table::declare::Unparsed::Unknown { command: at, option }),
                            None => Ok(command),
                        };
                    }
                )*
                Err($crate::table::declare::Unparsed::NoSuchCommand(path.to_string()))
            }
        }

        /// Runs `command` on its handler.
        fn route(ctx: &mut Ctx<'_>, command: Command) -> Result<Vec<Reply>, Refusal> {
            match command {
                $(
                    $(#[cfg($cfg)])?
                    Command::$variant $({ $($field),* })? => ctx.$handler($($($field),*)?),
                )*
            }
        }
    };
}

pub(super) use declare_commands;
