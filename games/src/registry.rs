//! The registry: the one list of the games Parlor knows. [`GameKind`] names them;
//! each kind's [`Entry`] holds its [`Spec`], how to start one and how to restore
//! one. Discord's choices, `/rules`, `/help`, the store's restore and the bench
//! all take their lists from here.
//!
//! Adding a turn-based game is one `impl Game` and one line in the
//! `registry!` invocation below.

use crate::crown_anchor::{self, CrownAndAnchor};
use crate::game::{title_msg, Game, Spec};
use crate::i18n::{Locale, Localize, Msg};
use crate::msg;
use crate::{AnyGame, OptionsError, Rng};
use serde_json::Value;
use std::error::Error;
use std::ops::RangeInclusive;
use std::sync::OnceLock;

/// Why a new game could not start ([`crate::AnyGame::new`], [`Entry::new`]), one
/// line.
#[derive(Debug)]
pub enum NewGameError {
    /// The game does not seat this many players ([`Spec::min_seats`] to
    /// [`Spec::max_seats`]).
    Seats {
        /// The game's title.
        title: &'static str,
        /// The fewest players it seats.
        min: usize,
        /// The most players it seats.
        max: usize,
        /// The players offered.
        players: usize,
    },
    /// Crown and Anchor rulings, "Opening a table and choosing the Banker": a
    /// table needs a Banker and a bettor, or one player with the `house` option.
    NoBankerAndBettor {
        /// The fewest players the table takes with these options.
        least: usize,
        /// The most players a table seats.
        most: usize,
        /// Whether the house banks.
        house: bool,
    },
    /// The table options were refused.
    Options(OptionsError),
}

impl From<OptionsError> for NewGameError {
    fn from(e: OptionsError) -> NewGameError {
        NewGameError::Options(e)
    }
}

impl Error for NewGameError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            // `#[error(transparent)]` as it was: the options error's own source.
            NewGameError::Options(e) => e.source(),
            _ => None,
        }
    }
}

crate::display_in_english!(NewGameError);

impl Localize for NewGameError {
    fn msg(&self) -> Msg {
        match self {
            NewGameError::Seats {
                title,
                min,
                max,
                players,
            } => msg!(
                "games-seats",
                game = title_msg(title),
                min = *min,
                max = *max,
                players = *players,
            ),
            NewGameError::NoBankerAndBettor { least, most, house } => {
                if *house {
                    msg!("games-no-banker-and-bettor", least = *least, most = *most)
                } else {
                    msg!("games-no-banker-and-bettor-or-house", least = *least, most = *most)
                }
            }
            NewGameError::Options(e) => e.msg(),
        }
    }
}

/// Why a stored game could not be restored ([`crate::AnyGame::restore`],
/// [`Entry::restore`]), one line. Never a player's doing: the store holds what the
/// engines wrote.
#[derive(Debug)]
pub enum RestoreError {
    /// The stored JSON does not read as the game's setup.
    Unreadable {
        /// The game's title.
        title: &'static str,
        /// What the JSON reader said.
        error: serde_json::Error,
    },
    /// The setup reads but is not a legal game: the game's own setup error.
    Invalid(Box<dyn Error + Send + Sync>),
}

impl Error for RestoreError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match self {
            RestoreError::Unreadable { error, .. } => Some(error),
            RestoreError::Invalid(_) => None,
        }
    }
}

crate::display_in_english!(RestoreError);

impl Localize for RestoreError {
    fn msg(&self) -> Msg {
        match self {
            RestoreError::Unreadable { title, error } => msg!(
                "games-restore-unreadable",
                game = title_msg(title),
                error = error.to_string(),
            ),
            // A setup error is for the logs, in English: the store's, never a player's.
            RestoreError::Invalid(e) => Msg::raw(e.to_string()),
        }
    }
}

/// How a session of a kind is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// Seats take turns through [`crate::DynGame`] (every game but one).
    Turns,
    /// A table players join and leave while it runs, with its own verbs (bets, the
    /// roll): Crown and Anchor.
    Table,
}

/// One registry line: what a kind is and how to start or restore one.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The game's name, seats, dice and secrets.
    pub spec: Spec,
    /// Turns or a table.
    pub play: Play,
    /// Whether players are offered the game (Discord's choices, `/help`). The
    /// test-only game is playable by name but not offered.
    pub offered: bool,
    /// Starts a game: `(options, players, rng)`. The seat count is checked before.
    pub new: fn(&str, usize, &mut dyn Rng) -> Result<AnyGame, NewGameError>,
    /// Restores a stored `Setup` through the game's validating constructor.
    pub restore: fn(&Value) -> Result<AnyGame, RestoreError>,
}

impl Entry {
    /// The entry of a turn-based [`Game`].
    pub const fn turns<G: Game>() -> Entry {
        Entry {
            spec: G::SPEC,
            play: Play::Turns,
            offered: true,
            new: new_turns::<G>,
            restore: restore_turns::<G>,
        }
    }

    /// The same entry, not offered to players (playable by name only).
    pub const fn unoffered(self) -> Entry {
        Entry { offered: false, ..self }
    }
}

fn new_turns<G: Game>(options: &str, players: usize, rng: &mut dyn Rng) -> Result<AnyGame, NewGameError> {
    let options = G::parse_options(options)?;
    Ok(AnyGame::from(G::new(&options, players, rng)))
}

fn restore_turns<G: Game>(saved: &Value) -> Result<AnyGame, RestoreError> {
    let setup = serde_json::from_value(saved.clone()).map_err(|error| RestoreError::Unreadable {
        title: GameKind::of::<G>().title(),
        error,
    })?;
    G::from_setup(setup)
        .map(AnyGame::from)
        .map_err(|e| RestoreError::Invalid(Box::new(e)))
}

/// Crown and Anchor's [`Spec`]: a table of one to [`crown_anchor::SEAT_LIMIT`]
/// (one with the `house` option, where the house banks).
const CROWN_AND_ANCHOR: Spec = Spec {
    name: "crown-and-anchor",
    min_seats: 1,
    max_seats: crown_anchor::SEAT_LIMIT,
    dice: true,
    secrets: false,
};

/// Crown and Anchor's registry line: a table, not a game of turns.
const CROWN_AND_ANCHOR_TABLE: Entry = Entry {
    spec: CROWN_AND_ANCHOR,
    play: Play::Table,
    offered: true,
    new: new_table,
    restore: restore_table,
};

/// A Crown and Anchor table needs a Banker and a bettor (rulings, "Players"): two
/// players, or one with the `house` option.
fn new_table(options: &str, players: usize, rng: &mut dyn Rng) -> Result<AnyGame, NewGameError> {
    let options = crown_anchor::Options::parse(options)?;
    let least = if options.house { 1 } else { 2 };
    if !(least..=crown_anchor::SEAT_LIMIT).contains(&players) {
        return Err(NewGameError::NoBankerAndBettor {
            least,
            most: crown_anchor::SEAT_LIMIT,
            house: options.house,
        });
    }
    Ok(AnyGame::CrownAndAnchor(CrownAndAnchor::new(&options, players, rng)))
}

fn restore_table(saved: &Value) -> Result<AnyGame, RestoreError> {
    let setup = serde_json::from_value(saved.clone()).map_err(|error| RestoreError::Unreadable {
        title: GameKind::CrownAndAnchor.title(),
        error,
    })?;
    CrownAndAnchor::from_setup(setup)
        .map(AnyGame::CrownAndAnchor)
        .map_err(|e| RestoreError::Invalid(Box::new(e)))
}

/// Writes [`GameKind`], [`GameKind::ALL`] and [`GameKind::entry`] from one list.
macro_rules! registry {
    ($(
        $(#[doc = $doc:literal])*
        $(#[cfg($cfg:meta)])?
        $kind:ident => $entry:expr,
    )*) => {
        /// The games Parlor knows, by their `/play game:` names.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $(
                $(#[doc = $doc])*
                $(#[cfg($cfg)])?
                $kind,
            )*
        }

        /// Every kind in registry order, as a slice ([`GameKind::ALL`] as an array).
        const KINDS: &[GameKind] = &[$($(#[cfg($cfg)])? GameKind::$kind,)*];

        impl GameKind {
            /// The kind's registry line.
            pub fn entry(self) -> &'static Entry {
                match self {
                    $(
                        $(#[cfg($cfg)])?
                        GameKind::$kind => {
                            const ENTRY: Entry = $entry;
                            &ENTRY
                        }
                    )*
                }
            }
        }
    };
}

registry! {
    /// Hot Spot (Parker Brothers 1961), `hot-spot`.
    HotSpot => Entry::turns::<crate::hot_spot::HotSpot>(),
    /// Trespass (Parker Brothers 1974), `trespass`.
    Trespass => Entry::turns::<crate::trespass::Trespass>(),
    /// Number One (Mespi 2004), `number-one`.
    NumberOne => Entry::turns::<crate::number_one::NumberOne>(),
    /// Acey Ducey (Parker Brothers), `acey-ducey`.
    AceyDucey => Entry::turns::<crate::acey_ducey::AceyDucey>(),
    /// Crown and Anchor (Parker Brothers), `crown-and-anchor`.
    CrownAndAnchor => CROWN_AND_ANCHOR_TABLE,
    /// The Marx Toys Line game, `line`.
    Line => Entry::turns::<crate::line::Line>(),
    /// English draughts, `checkers`.
    Checkers => Entry::turns::<crate::checkers::Checkers>(),
    /// Tic-tac-toe, `tic-tac-toe`: compiled only for tests, the proof that a game
    /// is one impl and this one line. Playable by name, never offered.
    #[cfg(feature = "test-game")]
    TicTacToe => Entry::turns::<crate::tic_tac_toe::TicTacToe>().unoffered(),
}

/// [`KINDS`] as an array, for `for kind in GameKind::ALL`.
const fn all_kinds<const N: usize>() -> [GameKind; N] {
    let mut all = [GameKind::HotSpot; N];
    let mut i = 0;
    while i < N {
        all[i] = KINDS[i];
        i += 1;
    }
    all
}

impl GameKind {
    /// Every game, in the order the rules index lists them.
    pub const ALL: [GameKind; KINDS.len()] = all_kinds();

    /// The kind whose [`Spec`] is `G`'s.
    ///
    /// # Panics
    ///
    /// When `G` has no registry line: every [`Game`] the crate builds has one.
    pub fn of<G: Game>() -> GameKind {
        GameKind::from_name(G::SPEC.name).unwrap_or_else(|| panic!("{} is not in the registry", G::SPEC.name))
    }

    /// The games offered to players (Discord's choices, `/help`), in order.
    pub fn offered() -> impl Iterator<Item = GameKind> {
        GameKind::ALL.into_iter().filter(|k| k.entry().offered)
    }

    /// The kind's [`Spec`].
    pub fn spec(self) -> &'static Spec {
        &self.entry().spec
    }

    /// The name used in commands and storage: `hot-spot`, `number-one`, …
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The name players read, in English: "Hot Spot", "Crown and Anchor", … The
    /// catalogue's `<name>-title`, for what is stored in English (ledger notes,
    /// logs); players read [`GameKind::title_msg`] in their language.
    pub fn title(self) -> &'static str {
        self.english().title
    }

    /// Finds a game by its command name, ignoring case, spaces and underscores
    /// (`Hot Spot`, `hot_spot` and `hot-spot` all name Hot Spot).
    pub fn from_name(text: &str) -> Option<GameKind> {
        let wanted: String = text
            .trim()
            .chars()
            .map(|c| match c {
                ' ' | '_' => '-',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        GameKind::ALL.into_iter().find(|k| k.name() == wanted)
    }

    /// How many players the game seats (rules index, "players"). Crown and Anchor
    /// seats one player with the `house` option (the house banks), else two.
    pub fn seats(self) -> RangeInclusive<usize> {
        let spec = self.spec();
        spec.min_seats..=spec.max_seats
    }

    /// How many players the game seats, in words for players: "2 to 4 players";
    /// for Crown and Anchor "2 to 10 players (or 1 with the house option, where
    /// the house banks)", since a table needs a Banker and a bettor (rulings,
    /// "Opening a table": at least one bettor besides the Banker).
    pub fn players_text(self) -> String {
        self.players().en()
    }

    /// [`GameKind::players_text`] as a message, for the reader's language.
    pub fn players(self) -> Msg {
        let seats = self.seats();
        if self.is_table() {
            msg!("games-players-table", max = *seats.end())
        } else if seats.start() == seats.end() {
            msg!("games-players-exact", n = *seats.start())
        } else {
            msg!("games-players-range", min = *seats.start(), max = *seats.end())
        }
    }

    /// The name players read, in their language: message `<name>-title`.
    pub fn title_msg(self) -> Msg {
        self.spec().title_msg()
    }

    /// Seat `index`'s name in the reader's language.
    pub fn seat_msg(self, index: usize) -> Msg {
        self.spec().seat_msg(index)
    }

    /// The rules in brief in the reader's language, for `/rules`.
    pub fn rules_msg(self) -> Msg {
        self.spec().rules_msg()
    }

    /// Whether the game is played with dice that `/roll` throws.
    pub fn has_dice(self) -> bool {
        self.spec().dice
    }

    /// Whether the game is a table players join and leave while it runs, rather
    /// than a game of turns (Crown and Anchor).
    pub fn is_table(self) -> bool {
        self.entry().play == Play::Table
    }

    /// Whether players pick hidden numbers before play (Trespass).
    pub fn has_secrets(self) -> bool {
        self.spec().secrets
    }

    /// The seats' names in seat order as the rules call them, in English: the
    /// catalogue's `<name>-seat-<i>` (none for Crown and Anchor, whose seats are
    /// the players' own).
    pub fn seat_names(self) -> &'static [&'static str] {
        self.english().seat_names
    }

    /// A short statement of the rules in English: the catalogue's `<name>-rules`.
    pub fn rules_summary(self) -> &'static str {
        self.english().rules
    }

    /// The kind's words in English, rendered from the catalogue once per process.
    fn english(self) -> &'static English {
        static ENGLISH: OnceLock<Vec<English>> = OnceLock::new();
        let all = ENGLISH.get_or_init(|| GameKind::ALL.into_iter().map(English::of).collect());
        let index = KINDS.iter().position(|&k| k == self).expect("every kind is listed");
        &all[index]
    }
}

/// A game's title, seat names and rules summary in English, rendered from the
/// catalogue ([`GameKind::title`], [`GameKind::seat_names`],
/// [`GameKind::rules_summary`]).
struct English {
    title: &'static str,
    seat_names: &'static [&'static str],
    rules: &'static str,
}

impl English {
    /// Renders `kind`'s messages once; they live for the process, as the
    /// catalogue does.
    fn of(kind: GameKind) -> English {
        let english = |msg: Msg| -> &'static str { msg.tr(Locale::En).leak() };
        let spec = kind.spec();
        let seat_names: Vec<&'static str> = (0..spec.max_seats)
            .take_while(|&i| crate::i18n::lookup(Locale::En, &format!("{}-seat-{i}", spec.name)).is_some())
            .map(|i| english(spec.seat_msg(i)))
            .collect();
        English {
            title: english(spec.title_msg()),
            seat_names: seat_names.leak(),
            rules: english(spec.rules_msg()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn game_names_round_trip_and_accept_spaces() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(GameKind::from_name(" Hot Spot "), Some(GameKind::HotSpot));
        assert_eq!(GameKind::from_name("chess"), None);
    }

    #[test]
    fn registry_names_and_titles_are_unique() {
        let names: HashSet<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
        let titles: HashSet<&str> = GameKind::ALL.iter().map(|k| k.title()).collect();
        assert_eq!(names.len(), GameKind::ALL.len());
        assert_eq!(titles.len(), GameKind::ALL.len());
        for kind in GameKind::ALL {
            let name = kind.name();
            assert!(
                name.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{name} is lower case words joined by -"
            );
            assert!(kind.seats().start() <= kind.seats().end(), "{name}");
        }
    }

    #[test]
    fn every_turn_based_entry_names_its_seats() {
        for kind in GameKind::ALL.into_iter().filter(|k| !k.is_table()) {
            assert_eq!(kind.seat_names().len(), *kind.seats().end(), "{}", kind.name());
        }
    }

    /// A game's title, seat names and rules summary are written once, in the
    /// catalogue; the English conveniences render them from it.
    #[test]
    fn every_game_s_title_seats_and_rules_are_messages_and_the_english_is_the_catalogue_s() {
        use crate::i18n::{lookup, Locale};
        for kind in GameKind::ALL {
            let spec = kind.spec();
            let name = spec.name;
            assert_eq!(kind.title_msg(), kind.title(), "{name}-title");
            assert_eq!(kind.rules_msg(), kind.rules_summary(), "{name}-rules");
            for (i, seat) in kind.seat_names().iter().enumerate() {
                assert_eq!(kind.seat_msg(i), *seat, "{name}-seat-{i}");
            }
            assert!(
                lookup(Locale::En, &format!("{name}-seat-{}", kind.seat_names().len())).is_none(),
                "{name} has a seat message past its seats"
            );
            for locale in Locale::ALL {
                for id in [format!("{name}-title"), format!("{name}-rules")]
                    .into_iter()
                    .chain((0..kind.seat_names().len()).map(|i| format!("{name}-seat-{i}")))
                {
                    let text = lookup(locale, &id).unwrap_or_else(|| panic!("{locale} lacks {id}"));
                    assert!(!text.trim().is_empty(), "{locale}: {id} is empty");
                }
            }
            assert_eq!(kind.players(), kind.players_text().as_str());
        }
        assert_eq!(GameKind::CrownAndAnchor.title_msg().tr(Locale::Es), "Corona y Ancla");
        assert_eq!(GameKind::Checkers.title_msg().tr(Locale::Fr), "Dames");
    }

    #[test]
    fn shared_refusals_read_in_each_language() {
        use crate::i18n::{Locale, Localize};
        let seats = NewGameError::Seats {
            title: "Number One",
            min: 2,
            max: 4,
            players: 5,
        };
        assert_eq!(seats.to_string(), "Number One seats 2 to 4 players, not 5");
        assert_eq!(seats.msg().tr(Locale::Es), "Number One es para 2 a 4 jugadores, no 5");
        let unknown = NewGameError::from(OptionsError::unknown("q", "Crown and Anchor", &["house"]));
        assert_eq!(
            unknown.to_string(),
            "unknown option 'q' for Crown and Anchor; known options: house"
        );
        assert_eq!(
            unknown.msg().tr(Locale::Fr),
            "option inconnue 'q' pour Couronne et Ancre ; options connues : house"
        );
        let table = NewGameError::NoBankerAndBettor {
            least: 2,
            most: 10,
            house: false,
        };
        assert_eq!(
            table.to_string(),
            "Crown and Anchor needs a Banker and a bettor: 2 to 10 players (or 1 with the house option, where the house banks)"
        );
        assert_eq!(
            crate::PlayError::NotTurns.to_string(),
            "at a Crown and Anchor table, bet with /bet and the Banker rolls with /roll"
        );
        assert_eq!(
            crate::SecretError::NoSecrets("Checkers").msg().tr(Locale::Es),
            "Damas no tiene números secretos"
        );
    }

    #[test]
    fn the_offered_games_are_the_seven_of_the_rules_index() {
        let offered: Vec<&str> = GameKind::offered().map(GameKind::name).collect();
        assert_eq!(
            offered,
            [
                "hot-spot",
                "trespass",
                "number-one",
                "acey-ducey",
                "crown-and-anchor",
                "line",
                "checkers"
            ]
        );
    }
}
