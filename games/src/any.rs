//! [`AnyGame`]: one type over every game, for the bot to store and dispatch on.
//!
//! The bot talks to games in text: actions arrive as notation and leave as
//! canonical notation, events leave as sentences. Each game keeps its typed API for
//! tests and pictures; this module only translates.

use crate::acey_ducey::{self, AceyDucey};
use crate::checkers::{self, Checkers};
use crate::crown_anchor::{self, CrownAndAnchor};
use crate::hot_spot::{self, HotSpot};
use crate::line::{self, Line};
use crate::number_one::{self, NumberOne};
use crate::trespass::{self, Trespass};
use crate::{Outcome, Rng, Seat};
use serde_json::Value;
use std::ops::RangeInclusive;

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

    /// How many players the game seats (rules index, "players"). Crown and Anchor
    /// seats one player with the `house` option (the house banks), else two.
    pub fn seats(self) -> RangeInclusive<usize> {
        match self {
            GameKind::NumberOne => number_one::MIN_PLAYERS..=number_one::MAX_PLAYERS,
            GameKind::CrownAndAnchor => 1..=crown_anchor::SEAT_LIMIT,
            _ => 2..=2,
        }
    }

    /// How many players the game seats, in words for players: "3 to 6 players";
    /// for Crown and Anchor "2 to 10 players (or 1 with the house option, where
    /// the house banks)", since a table needs a Banker and a bettor (rulings,
    /// "Opening a table": at least one bettor besides the Banker).
    pub fn players_text(self) -> String {
        match self {
            GameKind::CrownAndAnchor => format!(
                "2 to {} players (or 1 with the house option, where the house banks)",
                crown_anchor::SEAT_LIMIT
            ),
            _ => {
                let seats = self.seats();
                if seats.start() == seats.end() {
                    format!("{} players", seats.start())
                } else {
                    format!("{} to {} players", seats.start(), seats.end())
                }
            }
        }
    }

    /// Whether the game is played with dice that `/roll` throws.
    pub fn has_dice(self) -> bool {
        matches!(self, GameKind::AceyDucey | GameKind::CrownAndAnchor)
    }

    /// Whether the game is a table players join and leave while it runs, rather
    /// than a game of turns (Crown and Anchor).
    pub fn is_table(self) -> bool {
        matches!(self, GameKind::CrownAndAnchor)
    }

    /// Whether players pick hidden numbers before play (Trespass).
    pub fn has_secrets(self) -> bool {
        matches!(self, GameKind::Trespass)
    }

    /// The seats' names in seat order, as the rules call them.
    pub fn seat_names(self) -> &'static [&'static str] {
        match self {
            GameKind::HotSpot => &hot_spot::SEAT_NAMES,
            GameKind::Trespass => &trespass::SEAT_NAMES,
            GameKind::NumberOne => &number_one::SEAT_NAMES,
            GameKind::CrownAndAnchor => &[],
            GameKind::AceyDucey => &acey_ducey::SEAT_NAMES,
            GameKind::Checkers => &checkers::SEAT_NAMES,
            GameKind::Line => &line::SEAT_NAMES,
        }
    }

    /// A short statement of the rules, for `/rules`.
    pub fn rules_summary(self) -> &'static str {
        match self {
            GameKind::HotSpot => hot_spot::RULES_SUMMARY,
            GameKind::Trespass => trespass::RULES_SUMMARY,
            GameKind::NumberOne => number_one::RULES_SUMMARY,
            GameKind::AceyDucey => acey_ducey::RULES_SUMMARY,
            GameKind::CrownAndAnchor => crown_anchor::RULES_SUMMARY,
            GameKind::Line => line::RULES_SUMMARY,
            GameKind::Checkers => checkers::RULES_SUMMARY,
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
    /// Seats whose men were sent to the Dog House by the action, once per man
    /// (Acey Ducey's `penalty:N` charges each).
    pub sent_home: Vec<Seat>,
}

impl Played {
    /// An action's canonical notation and its events, nobody sent home.
    fn of<E: ToString>(notation: String, events: Vec<E>) -> Played {
        Played {
            notation,
            events: sentences(events),
            sent_home: Vec::new(),
        }
    }
}

/// Any game in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyGame {
    /// A game of Hot Spot.
    HotSpot(HotSpot),
    /// A game of Trespass.
    Trespass(Trespass),
    /// A game of Number One.
    NumberOne(NumberOne),
    /// A game of Acey Ducey.
    AceyDucey(AceyDucey),
    /// A game of checkers.
    Checkers(Checkers),
    /// A game of the Marx Line game.
    Line(Line),
    /// A Crown and Anchor table. It has no turns: the bot drives it through the
    /// table's own verbs (bets, withdrawals, the roll), and the generic verbs here
    /// answer that there is nothing to move.
    CrownAndAnchor(CrownAndAnchor),
}

/// Every variant's engine, for the methods all engines share by name.
macro_rules! each {
    ($game:expr, $g:ident => $body:expr) => {
        match $game {
            AnyGame::HotSpot($g) => $body,
            AnyGame::Trespass($g) => $body,
            AnyGame::NumberOne($g) => $body,
            AnyGame::AceyDucey($g) => $body,
            AnyGame::Checkers($g) => $body,
            AnyGame::Line($g) => $body,
            AnyGame::CrownAndAnchor(_) => unreachable!("answered before the turn-based games"),
        }
    };
}

fn sentences<E: ToString>(events: Vec<E>) -> Vec<String> {
    events.iter().map(ToString::to_string).collect()
}

impl AnyGame {
    /// Starts a game of `kind` for `players` players with the table options
    /// `options` (space-separated words as typed in `/play options:"…"`). Refuses
    /// games not yet playable, a player count the game does not seat, and options
    /// the game does not know, with a line that says which.
    pub fn new(kind: GameKind, options: &str, players: usize, rng: &mut dyn Rng) -> Result<AnyGame, String> {
        if kind == GameKind::CrownAndAnchor {
            let options = crown_anchor::Options::parse(options)?;
            let least = if options.house { 1 } else { 2 };
            if !(least..=crown_anchor::SEAT_LIMIT).contains(&players) {
                return Err(format!(
                    "Crown and Anchor needs a Banker and a bettor: {}",
                    if options.house {
                        format!("{least} to {} players", crown_anchor::SEAT_LIMIT)
                    } else {
                        kind.players_text()
                    }
                ));
            }
            return Ok(AnyGame::CrownAndAnchor(CrownAndAnchor::new(&options, players, rng)));
        }
        if !kind.seats().contains(&players) {
            let seats = kind.seats();
            return Err(format!(
                "{} seats {} to {} players, not {players}",
                kind.title(),
                seats.start(),
                seats.end()
            ));
        }
        match kind {
            GameKind::HotSpot => {
                let options = hot_spot::Options::parse(options)?;
                Ok(AnyGame::HotSpot(HotSpot::new(&options, rng)))
            }
            GameKind::Trespass => {
                let options = trespass::Options::parse(options)?;
                Ok(AnyGame::Trespass(Trespass::new(&options, rng)))
            }
            GameKind::NumberOne => {
                let options = number_one::Options::parse(options)?;
                Ok(AnyGame::NumberOne(NumberOne::new(players, &options, rng)))
            }
            GameKind::AceyDucey => {
                let options = acey_ducey::Options::parse(options)?;
                Ok(AnyGame::AceyDucey(AceyDucey::new(&options, rng)))
            }
            GameKind::Checkers => {
                let options = checkers::Options::parse(options)?;
                Ok(AnyGame::Checkers(Checkers::new(&options)))
            }
            GameKind::Line => {
                let options = line::Options::parse(options)?;
                Ok(AnyGame::Line(Line::new(&options, rng)))
            }
            GameKind::CrownAndAnchor => unreachable!("tables are built above"),
        }
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnyGame::HotSpot(_) => GameKind::HotSpot,
            AnyGame::Trespass(_) => GameKind::Trespass,
            AnyGame::NumberOne(_) => GameKind::NumberOne,
            AnyGame::CrownAndAnchor(_) => GameKind::CrownAndAnchor,
            AnyGame::AceyDucey(_) => GameKind::AceyDucey,
            AnyGame::Checkers(_) => GameKind::Checkers,
            AnyGame::Line(_) => GameKind::Line,
        }
    }

    /// Whether `text` names an action a seat may take out of turn without using a
    /// turn (the Line game's `reclaim N`).
    pub fn is_free_action(&self, text: &str) -> bool {
        match self {
            AnyGame::Line(_) => line::Action::parse(text).is_ok_and(|a| line::is_free_action(&a)),
            _ => false,
        }
    }

    /// The chips each player stakes on the game (Acey Ducey `stake:N`); the winner
    /// takes both.
    pub fn stake(&self) -> Option<u64> {
        match self {
            AnyGame::AceyDucey(g) => g.options().stake,
            _ => None,
        }
    }

    /// The chips a player pays the opponent for each man sent to the Dog House
    /// (Acey Ducey `penalty:N`).
    pub fn penalty(&self) -> Option<u64> {
        match self {
            AnyGame::AceyDucey(g) => g.options().penalty,
            _ => None,
        }
    }

    /// What the game announces as it starts (the throws that chose the Banker).
    pub fn opening_events(&self, names: &[&str]) -> Vec<String> {
        match self {
            AnyGame::CrownAndAnchor(t) => t.opening_events().iter().map(|e| e.describe(names)).collect(),
            AnyGame::AceyDucey(g) => sentences(g.opening_events()),
            _ => Vec::new(),
        }
    }

    /// The seat to act, or `None` once the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        match self {
            AnyGame::CrownAndAnchor(_) => None,
            other => each!(other, g => g.to_act()),
        }
    }

    /// What the seat to act is asked to do, e.g. "place the revealed 3 on rank 1".
    pub fn prompt(&self) -> String {
        match self {
            AnyGame::CrownAndAnchor(_) => "place bets; the Banker rolls".to_string(),
            other => each!(other, g => g.prompt()),
        }
    }

    /// Every legal action for `seat` in canonical notation (empty when it is not
    /// that seat's turn).
    pub fn legal_actions(&self, seat: Seat) -> Vec<String> {
        match self {
            AnyGame::CrownAndAnchor(_) => Vec::new(),
            other => each!(other, g => g.legal_actions(seat).iter().map(ToString::to_string).collect()),
        }
    }

    /// Parses `text` and applies it for `seat`. A refusal is one line that says what
    /// is wrong, and leaves the game unchanged. Number One takes one to three peg
    /// moves in one command, applied in order, all or none.
    pub fn play(&mut self, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<Played, String> {
        match self {
            AnyGame::HotSpot(g) => {
                let action = hot_spot::Action::parse(text).map_err(|e| e.to_string())?;
                let events = g.apply(seat, &action).map_err(|e| e.to_string())?;
                Ok(Played::of(action.to_string(), events))
            }
            AnyGame::Trespass(g) => {
                let action = trespass::Action::parse(text).map_err(|e| e.to_string())?;
                let events = g.apply(seat, &action).map_err(|e| e.to_string())?;
                Ok(Played::of(action.to_string(), events))
            }
            AnyGame::NumberOne(g) => {
                let actions = number_one::Action::parse_turn(text).map_err(|e| e.to_string())?;
                let mut next = g.clone();
                let mut events = Vec::new();
                for action in &actions {
                    if next.to_act() != Some(seat) && !events.is_empty() {
                        return Err(format!("your turn ended before {action}"));
                    }
                    events.extend(sentences(next.apply(seat, action).map_err(|e| e.to_string())?));
                }
                *g = next;
                let notation = actions.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
                Ok(Played {
                    notation,
                    events,
                    sent_home: Vec::new(),
                })
            }
            AnyGame::AceyDucey(g) => {
                let action = acey_ducey::Action::parse(text).map_err(|e| e.to_string())?;
                let (canonical, events) = g.resolve_and_apply(seat, &action, rng).map_err(|e| e.to_string())?;
                let sent_home = events
                    .iter()
                    .filter_map(|e| match e {
                        acey_ducey::Event::SentToDogHouse { owner, .. } => Some(*owner),
                        _ => None,
                    })
                    .collect();
                Ok(Played {
                    notation: canonical.to_string(),
                    events: sentences(events),
                    sent_home,
                })
            }
            AnyGame::Line(g) => {
                let action = line::Action::parse(text).map_err(|e| e.to_string())?;
                let events = g.apply(seat, &action).map_err(|e| e.to_string())?;
                Ok(Played::of(action.to_string(), events))
            }
            AnyGame::Checkers(g) => {
                let action = checkers::Action::parse(text).map_err(|e| e.to_string())?;
                let (canonical, events) = g.resolve_and_apply(seat, &action).map_err(|e| e.to_string())?;
                Ok(Played::of(canonical.to_string(), events))
            }
            AnyGame::CrownAndAnchor(_) => {
                Err("at a Crown and Anchor table, bet with /bet and the Banker rolls with /roll".to_string())
            }
        }
    }

    /// `seat` resigns. In a two-player game the other side wins; in a larger game
    /// the seat is out and the others play on.
    pub fn resign(&mut self, seat: Seat) -> Vec<String> {
        match self {
            AnyGame::CrownAndAnchor(_) => Vec::new(),
            other => each!(other, g => sentences(g.resign(seat))),
        }
    }

    /// `seat` let the turn timer run out and is removed: in a two-player game the
    /// other side wins; in a larger game the others play on.
    pub fn time_out(&mut self, seat: Seat) -> Vec<String> {
        match self {
            AnyGame::NumberOne(g) => sentences(g.remove_seat(seat)),
            other => other.resign(seat),
        }
    }

    /// Whether `seat` is out of a game that goes on without it.
    pub fn is_out(&self, seat: Seat) -> bool {
        match self {
            AnyGame::NumberOne(g) => g.is_out(seat),
            AnyGame::CrownAndAnchor(t) => !t.is_present(seat),
            _ => false,
        }
    }

    /// All players agreed to a draw.
    pub fn agree_draw(&mut self) -> Vec<String> {
        match self {
            AnyGame::CrownAndAnchor(_) => Vec::new(),
            other => each!(other, g => sentences(g.agree_draw())),
        }
    }

    /// The outcome so far. A Crown and Anchor table never ends by its rules; it
    /// closes when its players end it.
    pub fn outcome(&self) -> Outcome {
        match self {
            AnyGame::CrownAndAnchor(_) => Outcome::Ongoing,
            other => each!(other, g => g.outcome()),
        }
    }

    /// True while the game waits for secret picks (Trespass before play).
    pub fn waiting_for_secrets(&self) -> bool {
        match self {
            AnyGame::Trespass(g) => g.phase() == trespass::Phase::Secrets && !g.outcome().is_over(),
            _ => false,
        }
    }

    /// The numbers a seat may pick as its secret (Trespass: its ten pieces, 0–9).
    pub fn secret_choices(&self) -> Vec<u8> {
        match self {
            AnyGame::Trespass(_) => (0..trespass::PIECES_PER_SIDE).collect(),
            _ => Vec::new(),
        }
    }

    /// `seat`'s own secret, if it has picked. Show it only to that seat.
    pub fn secret(&self, seat: Seat) -> Option<u8> {
        match self {
            AnyGame::Trespass(g) => g.secret(seat),
            _ => None,
        }
    }

    /// Records `seat`'s secret pick. The events never name the number.
    pub fn set_secret(&mut self, seat: Seat, number: u8) -> Result<Vec<String>, String> {
        match self {
            AnyGame::Trespass(g) => g.set_secret(seat, number).map(sentences).map_err(|e| e.to_string()),
            other => Err(format!("{} has no secret picks", other.kind().title())),
        }
    }

    /// The public view as JSON: the data the picture is drawn from. Never holds a
    /// secret before the game ends.
    pub fn public_view(&self) -> Value {
        match self {
            AnyGame::CrownAndAnchor(t) => serde_json::to_value(t.view()).expect("views serialise"),
            other => each!(other, g => serde_json::to_value(g.view()).expect("views serialise")),
        }
    }

    /// The whole state as JSON, for storage. Holds hidden information: never shown.
    pub fn save(&self) -> Value {
        match self {
            AnyGame::CrownAndAnchor(t) => serde_json::to_value(t.to_setup()).expect("setups serialise"),
            other => each!(other, g => serde_json::to_value(g.to_setup()).expect("setups serialise")),
        }
    }

    /// Restores a stored game through the same validating constructor new games use.
    pub fn restore(kind: GameKind, saved: &Value) -> Result<AnyGame, String> {
        match kind {
            GameKind::HotSpot => from_saved(kind, saved, HotSpot::from_setup, AnyGame::HotSpot),
            GameKind::Trespass => from_saved(kind, saved, Trespass::from_setup, AnyGame::Trespass),
            GameKind::NumberOne => from_saved(kind, saved, NumberOne::from_setup, AnyGame::NumberOne),
            GameKind::AceyDucey => from_saved(kind, saved, AceyDucey::from_setup, AnyGame::AceyDucey),
            GameKind::Checkers => from_saved(kind, saved, Checkers::from_setup, AnyGame::Checkers),
            GameKind::Line => from_saved(kind, saved, Line::from_setup, AnyGame::Line),
            GameKind::CrownAndAnchor => from_saved(kind, saved, CrownAndAnchor::from_setup, AnyGame::CrownAndAnchor),
        }
    }
}

/// Reads a stored `Setup` and passes it through the engine's validating
/// constructor; either failure is one line naming the game.
fn from_saved<S, G, E>(
    kind: GameKind,
    saved: &Value,
    from_setup: fn(S) -> Result<G, E>,
    wrap: fn(G) -> AnyGame,
) -> Result<AnyGame, String>
where
    S: serde::de::DeserializeOwned,
    E: ToString,
{
    let setup = serde_json::from_value(saved.clone())
        .map_err(|e| format!("stored {} game is unreadable: {e}", kind.title()))?;
    from_setup(setup).map(wrap).map_err(|e| e.to_string())
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
    fn player_counts_outside_the_game_are_refused() {
        let mut rng = crate::SeededRng::new(1);
        assert!(AnyGame::new(GameKind::NumberOne, "", 5, &mut rng)
            .unwrap_err()
            .contains("2 to 4"));
        assert!(AnyGame::new(GameKind::HotSpot, "", 3, &mut rng).is_err());
        assert!(AnyGame::new(GameKind::NumberOne, "quick", 3, &mut rng).is_ok());
    }

    #[test]
    fn stored_games_of_every_kind_restore() {
        let mut rng = crate::SeededRng::new(9);
        for kind in [
            GameKind::HotSpot,
            GameKind::Trespass,
            GameKind::NumberOne,
            GameKind::AceyDucey,
            GameKind::Checkers,
            GameKind::CrownAndAnchor,
        ] {
            let game = AnyGame::new(kind, "", 2, &mut rng).unwrap();
            assert_eq!(AnyGame::restore(kind, &game.save()).unwrap(), game);
        }
    }

    #[test]
    fn text_that_names_no_action_is_refused_by_every_game() {
        let mut rng = crate::SeededRng::new(5);
        for kind in [
            GameKind::HotSpot,
            GameKind::Trespass,
            GameKind::NumberOne,
            GameKind::AceyDucey,
            GameKind::Checkers,
        ] {
            let mut game = AnyGame::new(kind, "quick", 2, &mut rng)
                .or_else(|_| AnyGame::new(kind, "", 2, &mut rng))
                .unwrap();
            if game.waiting_for_secrets() {
                game.set_secret(Seat(0), 1).unwrap();
                game.set_secret(Seat(1), 2).unwrap();
            }
            let seat = game.to_act().unwrap();
            let before = game.clone();
            for text in ["", " ", ",", "-", "=", "–", ",,-", "x"] {
                assert!(game.play(seat, text, &mut rng).is_err(), "{}: {text:?}", kind.name());
                assert_eq!(game, before);
            }
        }
    }

    #[test]
    fn every_game_starts_and_shows_a_view() {
        let mut rng = crate::SeededRng::new(3);
        for kind in GameKind::ALL {
            let players = (*kind.seats().start()).max(2);
            let game = AnyGame::new(kind, "", players, &mut rng).unwrap();
            assert_eq!(game.kind(), kind);
            assert!(game.public_view().is_object());
        }
    }
}
