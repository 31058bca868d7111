//! [`AnyGame`]: one type over every game, for the bot to store and dispatch on.
//!
//! The bot talks to games in text: actions arrive as notation and leave as
//! canonical notation, events leave as sentences. Each game keeps its typed API for
//! tests and pictures; this module only translates.

use crate::hot_spot::{self, HotSpot};
use crate::{Outcome, Rng, Seat};
use serde_json::Value;

/// The games Parlor knows, by their `/play game:` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Hot Spot (Parker Brothers 1961), `hot-spot`.
    HotSpot,
    /// Trespass (Parker Brothers 1974), `trespass`.
    Trespass,
    /// Number One (Mespi 2004), `number-one`.
    NumberOne,
    /// Acey Ducey (Parker Brothers), `acey-ducey`.
    AceyDucey,
    /// Crown and Anchor (Parker Brothers), `crown-and-anchor`.
    CrownAndAnchor,
    /// The Marx Toys Line game, `line`.
    Line,
    /// English draughts, `checkers`.
    Checkers,
}

impl GameKind {
    /// Every game, in the order the rules index lists them.
    pub const ALL: [GameKind; 7] = [
        GameKind::HotSpot,
        GameKind::Trespass,
        GameKind::NumberOne,
        GameKind::AceyDucey,
        GameKind::CrownAndAnchor,
        GameKind::Line,
        GameKind::Checkers,
    ];

    /// The name used in commands and storage: `hot-spot`, `number-one`, …
    pub fn name(self) -> &'static str {
        match self {
            GameKind::HotSpot => "hot-spot",
            GameKind::Trespass => "trespass",
            GameKind::NumberOne => "number-one",
            GameKind::AceyDucey => "acey-ducey",
            GameKind::CrownAndAnchor => "crown-and-anchor",
            GameKind::Line => "line",
            GameKind::Checkers => "checkers",
        }
    }

    /// The name players read: "Hot Spot", "Crown and Anchor", …
    pub fn title(self) -> &'static str {
        match self {
            GameKind::HotSpot => "Hot Spot",
            GameKind::Trespass => "Trespass",
            GameKind::NumberOne => "Number One",
            GameKind::AceyDucey => "Acey Ducey",
            GameKind::CrownAndAnchor => "Crown and Anchor",
            GameKind::Line => "Line",
            GameKind::Checkers => "Checkers",
        }
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

    /// Whether the game can be played yet.
    pub fn is_playable(self) -> bool {
        matches!(self, GameKind::HotSpot)
    }

    /// The seats' names in seat order, as the rules call them.
    pub fn seat_names(self) -> &'static [&'static str] {
        match self {
            GameKind::HotSpot => &hot_spot::SEAT_NAMES,
            _ => &["Seat 1", "Seat 2"],
        }
    }

    /// A short statement of the rules, for `/rules`.
    pub fn rules_summary(self) -> &'static str {
        match self {
            GameKind::HotSpot => hot_spot::RULES_SUMMARY,
            GameKind::Trespass => "Trespass (Parker Brothers 1974): two players race numbered pieces across a 5×6 board; each secretly picks one of their pieces, and the first secret piece to reach its goal row wins.",
            GameKind::NumberOne => "Number One (Mespi 2004): two to four players move pegs of three sizes across a hexagonal board; the last player standing wins.",
            GameKind::AceyDucey => "Acey Ducey (Parker Brothers): a backgammon race with the Acey-Ducey roll of 1 and 2; first to bear off fifteen men wins.",
            GameKind::CrownAndAnchor => "Crown and Anchor (Parker Brothers): players bet chips on six designs against a rotating Banker who throws three dice.",
            GameKind::Line => "The Marx Toys Line game: place and roll balls on a morris board to call straight lines of three.",
            GameKind::Checkers => "Checkers (English draughts): compulsory captures, complete multi-jumps, kings crowned on the far row.",
        }
    }
}

/// What an accepted action did: its canonical notation and the events it caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The action in canonical notation, as the move log prints it.
    pub notation: String,
    /// The events, each a sentence ("Green captured Black's 2 on c5.").
    pub events: Vec<String>,
}

/// Any game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    /// A game of Hot Spot.
    HotSpot(HotSpot),
}

impl AnyGame {
    /// Starts a game of `kind` with the table options `options` (space-separated
    /// words as typed in `/play options:"…"`). Refuses games not yet playable and
    /// options the game does not know, with a line that says which.
    pub fn new(kind: GameKind, options: &str, rng: &mut dyn Rng) -> Result<AnyGame, String> {
        match kind {
            GameKind::HotSpot => {
                let options = hot_spot::Options::parse(options)?;
                Ok(AnyGame::HotSpot(HotSpot::new(&options, rng)))
            }
            other => Err(format!(
                "{} is coming soon; for now Parlor plays Hot Spot.",
                other.title()
            )),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::HotSpot(_) => GameKind::HotSpot,
        }
    }

    /// The seat to act, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        match self {
            AnyGame::HotSpot(g) => g.to_act(),
        }
    }

    /// What the seat to act is asked to do, e.g. "place the revealed 3 on rank 1".
    pub fn prompt(&self) -> String {
        match self {
            AnyGame::HotSpot(g) => g.prompt(),
        }
    }

    /// Every legal action for `seat` in canonical notation (empty when it is not
    /// that seat's turn).
    pub fn legal_actions(&self, seat: Seat) -> Vec<String> {
        match self {
            AnyGame::HotSpot(g) => g.legal_actions(seat).iter().map(ToString::to_string).collect(),
        }
    }

    /// Parses `text` and applies it for `seat`. A refusal is one line that says what
    /// is wrong, and leaves the game unchanged.
    pub fn play(&mut self, seat: Seat, text: &str, _rng: &mut dyn Rng) -> Result<Played, String> {
        match self {
            AnyGame::HotSpot(g) => {
                let action = hot_spot::Action::parse(text).map_err(|e| e.to_string())?;
                let events = g.apply(seat, &action).map_err(|e| e.to_string())?;
                Ok(Played {
                    notation: action.to_string(),
                    events: events.iter().map(ToString::to_string).collect(),
                })
            }
        }
    }

    /// `seat` resigns: the other side wins.
    pub fn resign(&mut self, seat: Seat) -> Vec<String> {
        match self {
            AnyGame::HotSpot(g) => g.resign(seat).iter().map(ToString::to_string).collect(),
        }
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> Vec<String> {
        match self {
            AnyGame::HotSpot(g) => g.agree_draw().iter().map(ToString::to_string).collect(),
        }
    }

    /// The outcome so far.
    pub fn outcome(&self) -> Outcome {
        match self {
            AnyGame::HotSpot(g) => g.outcome(),
        }
    }

    /// The public view as JSON: the data the picture is drawn from.
    pub fn public_view(&self) -> Value {
        match self {
            AnyGame::HotSpot(g) => serde_json::to_value(g.view()).expect("views serialise"),
        }
    }

    /// The whole state as JSON, for storage. Holds hidden information: never shown.
    pub fn save(&self) -> Value {
        match self {
            AnyGame::HotSpot(g) => serde_json::to_value(g.to_setup()).expect("setups serialise"),
        }
    }

    /// Restores a stored game through the same validating constructor new games use.
    pub fn restore(kind: GameKind, saved: &Value) -> Result<AnyGame, String> {
        match kind {
            GameKind::HotSpot => {
                let setup: hot_spot::Setup = serde_json::from_value(saved.clone())
                    .map_err(|e| format!("stored Hot Spot game is unreadable: {e}"))?;
                HotSpot::from_setup(setup)
                    .map(AnyGame::HotSpot)
                    .map_err(|e| e.to_string())
            }
            other => Err(format!("{} cannot be restored yet", other.title())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_round_trip_and_accept_spaces() {
        for kind in GameKind::ALL {
            assert_eq!(GameKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(GameKind::from_name(" Hot Spot "), Some(GameKind::HotSpot));
        assert_eq!(GameKind::from_name("chess"), None);
    }

    #[test]
    fn unplayable_games_say_coming_soon() {
        let err = AnyGame::new(GameKind::Checkers, "", &mut crate::SeededRng::new(1)).unwrap_err();
        assert!(err.contains("coming soon"), "{err}");
    }
}
