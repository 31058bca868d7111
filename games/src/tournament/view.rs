//! The whole tournament as plain data: what `parlor local --json` prints as its
//! `tournament` object (issue 31) and what the pictures draw.

use super::{Format, GameResult, Points, Start, Tiebreak, TiebreakValue, Tournament};
use serde::ser::SerializeMap;
use serde::{Deserialize, Serialize, Serializer};

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Taking sign-ups.
    Open,
    /// Rounds are being played.
    Running,
    /// Over, with a winner.
    Finished,
    /// Ended by its organiser with no winner.
    Cancelled,
}

/// What the bot knows of a tournament besides its pairings.
#[derive(Clone, Debug)]
pub struct Head {
    /// The tournament's number.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// The game's name (`checkers`).
    pub game: String,
    /// The game's options as typed (`""` for none).
    pub options: String,
    /// Where it stands.
    pub status: Status,
}

/// A tournament as the JSON and the pictures see it.
#[derive(Clone, Debug, Serialize)]
pub struct TournamentView {
    /// The tournament's number.
    pub id: u64,
    /// Its name.
    pub name: String,
    /// The game's name.
    pub game: String,
    /// The game's options.
    pub options: String,
    /// The format.
    pub format: Format,
    /// Both cycles of a double round robin.
    pub double: bool,
    /// Where it stands.
    pub status: Status,
    /// The round being played (0 before the start).
    pub round: u32,
    /// The players in rank order (before the start: in sign-up order).
    pub players: Vec<PlayerView>,
    /// Every round it plays, round 1 first; rounds not yet paired have no
    /// pairings.
    pub rounds: Vec<RoundView>,
    /// The winner's name, once finished.
    pub winner: Option<String>,
}

/// One line of the standings.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerView {
    /// The rank (1 for the best).
    pub rank: u32,
    /// The name.
    pub name: String,
    /// The starting number.
    pub start: Start,
    /// The rating at the start.
    pub rating: i32,
    /// The score.
    pub score: Points,
    /// The tiebreaks the format uses, by name, in the order applied.
    #[serde(serialize_with = "named")]
    pub tiebreaks: Vec<(Tiebreak, TiebreakValue)>,
    /// Withdrawn.
    pub withdrawn: bool,
    /// Pairing-allocated byes had.
    pub byes: u32,
}

/// One round.
#[derive(Clone, Debug, Serialize)]
pub struct RoundView {
    /// 1-based.
    pub number: u32,
    /// Its boards.
    pub pairings: Vec<PairingView>,
}

/// One board.
#[derive(Clone, Debug, Serialize)]
pub struct PairingView {
    /// The player who moves first (the bye's owner for a bye).
    pub first: String,
    /// The player who moves second; `None` for a bye.
    pub second: Option<String>,
    /// Their starting numbers.
    pub first_start: Start,
    /// The second's starting number.
    pub second_start: Option<Start>,
    /// The game's id, once started.
    pub game: Option<u64>,
    /// The thread (or channel) it is played in.
    pub thread: Option<String>,
    /// How it ended.
    pub result: Option<GameResult>,
    /// A bye.
    pub bye: bool,
}

fn named<S: Serializer>(tiebreaks: &[(Tiebreak, TiebreakValue)], s: S) -> Result<S::Ok, S::Error> {
    let mut map = s.serialize_map(Some(tiebreaks.len()))?;
    for (tiebreak, points) in tiebreaks {
        map.serialize_entry(tiebreak.name(), points)?;
    }
    map.end()
}

impl Tournament {
    /// The tournament as plain data. `game(round, board)` gives a board's game id
    /// and thread, which the bot keeps. Before the start (`status` open) `self`
    /// holds the sign-ups in order, unpaired.
    pub fn view(&self, head: Head, game: impl Fn(u32, usize) -> (Option<u64>, Option<String>)) -> TournamentView {
        let name = |start: Start| self.entrant(start).name.clone();
        let players: Vec<PlayerView> = if self.played.is_empty() {
            self.starts()
                .map(|start| PlayerView {
                    rank: start,
                    name: name(start),
                    start,
                    rating: self.entrant(start).rating,
                    score: Points::ZERO,
                    tiebreaks: Vec::new(),
                    withdrawn: !self.active(start),
                    byes: 0,
                })
                .collect()
        } else {
            self.standings()
                .into_iter()
                .map(|s| PlayerView {
                    rank: s.rank,
                    name: name(s.start),
                    start: s.start,
                    rating: self.entrant(s.start).rating,
                    score: s.score,
                    tiebreaks: s.tiebreaks,
                    withdrawn: s.withdrawn,
                    byes: s.byes,
                })
                .collect()
        };
        let rounds = (1..=self.rounds.max(self.round()))
            .map(|number| RoundView {
                number,
                pairings: self
                    .played
                    .get(number as usize - 1)
                    .map(|round| {
                        round
                            .pairings
                            .iter()
                            .enumerate()
                            .map(|(board, p)| {
                                let (game, thread) = game(number, board);
                                PairingView {
                                    first: name(p.first),
                                    second: p.second.map(name),
                                    first_start: p.first,
                                    second_start: p.second,
                                    game,
                                    thread,
                                    result: p.result,
                                    bye: p.is_bye(),
                                }
                            })
                            .collect()
                    })
                    .unwrap_or_default(),
            })
            .collect();
        let winner = (head.status == Status::Finished)
            .then(|| players.first().map(|p| p.name.clone()))
            .flatten();
        TournamentView {
            id: head.id,
            name: head.name,
            game: head.game,
            options: head.options,
            format: self.format,
            double: self.double,
            status: head.status,
            round: self.round(),
            players,
            rounds,
            winner,
        }
    }
}
