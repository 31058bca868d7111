//! Achievements (issue 32): the badges a member earns on a server, derived from
//! the record alone — their finished games (the `results` rows), their finished
//! tournaments and the seasons they won — never from counters, so the audit can
//! derive them again and compare. Pure: no store, no clock, no words; the store
//! keeps what [`derive`] gives (`store/badges.rs`), the table announces it
//! (`table/badges.rs`).
//!
//! What counts, badge by badge (each earned once per server, at the first
//! moment its rule holds):
//! - A game **counts** when it was played to a result: won (over the board, by
//!   resignation, on time, by forfeit or by adjudication) or drawn. A game
//!   ended without a result (`/end`, abandoned, only Parlor left, a cancelled
//!   tournament) or a challenge never played does not count and breaks
//!   nothing. Unrated games count: badges are about playing, and the `rated`
//!   setting is about ratings only. Crown and Anchor tables never end with a
//!   result, so they never count.
//! - [`Badge::FirstWin`]: the first counted game the member won.
//! - [`Badge::FiveInARow`]: five counted games in a row won, in the order they
//!   finished, across every game of the server; a counted game lost or drawn
//!   starts the count again.
//! - [`Badge::BeatParlor`] (one per level): a counted game won with Parlor seated
//!   at that level. Parlor seated twice at one level is one win against that
//!   level; seated at two levels, one win earns both.
//! - [`Badge::EveryGame`]: at least one counted game won in every game of turns
//!   Parlor offers ([`every_game`]: the registry's offered games, not Crown and
//!   Anchor). A game added to the registry later is needed by whoever earns it
//!   afterwards; a badge already stored is kept (the audit names it).
//! - [`Badge::HundredGames`]: the hundredth counted game.
//! - [`Badge::SeasonChampion`]: the first season (of any game) the member ended
//!   as champion ([`Championship`], given by the seasons).
//! - [`Badge::TournamentWinner`]: the first finished tournament the member won:
//!   first in the final standings, or in a knockout the last one left (the
//!   final's winner). A cancelled tournament has no winner.
//! - [`Badge::UnbeatenTournament`]: the first finished tournament in which the
//!   member played at least one game over the board and lost none, and did not
//!   withdraw. A bye and a forfeit win are not games played (the tournament
//!   rules call them unplayed), so they neither earn it nor break it; a forfeit
//!   lost is a game lost. A knockout draw is not a loss (its replay decides).

use crate::clock::Millis;
use parlor_games::ai::Level;
use parlor_games::tournament::{knockout, Format, GameResult as Played, Start, Tournament};
use parlor_games::GameKind;
use std::collections::BTreeSet;

/// Counted games in a row won for [`Badge::FiveInARow`].
pub const IN_A_ROW: usize = 5;
/// Counted games for [`Badge::HundredGames`].
pub const HUNDRED: usize = 100;

/// One badge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Badge {
    /// The first game won.
    FirstWin,
    /// Five games won in a row.
    FiveInARow,
    /// A game won against Parlor at this level.
    BeatParlor(Level),
    /// A game won in every game of turns.
    EveryGame,
    /// A hundred games played to a result.
    HundredGames,
    /// A season ended as its champion.
    SeasonChampion,
    /// A tournament won.
    TournamentWinner,
    /// A tournament played without a loss.
    UnbeatenTournament,
}

/// The badges games earn ([`from_games`]), the first of [`Badge::ALL`]; the
/// others come from tournaments and seasons.
pub const GAME_BADGES: [Badge; 7] = {
    let [a, b, c, d, e, f, g, ..] = Badge::ALL;
    [a, b, c, d, e, f, g]
};

impl Badge {
    /// Every badge, in the order `/stats` would list them undated: the
    /// [`GAME_BADGES`] first.
    pub const ALL: [Badge; 10] = [
        Badge::FirstWin,
        Badge::FiveInARow,
        Badge::BeatParlor(Level::Easy),
        Badge::BeatParlor(Level::Normal),
        Badge::BeatParlor(Level::Hard),
        Badge::EveryGame,
        Badge::HundredGames,
        Badge::SeasonChampion,
        Badge::TournamentWinner,
        Badge::UnbeatenTournament,
    ];

    /// The badge's stored key, also its message ids' stem (`badge-<key>`).
    pub fn key(self) -> &'static str {
        match self {
            Badge::FirstWin => "first-win",
            Badge::FiveInARow => "five-in-a-row",
            Badge::BeatParlor(Level::Easy) => "beat-parlor-easy",
            Badge::BeatParlor(Level::Normal) => "beat-parlor-normal",
            Badge::BeatParlor(Level::Hard) => "beat-parlor-hard",
            Badge::EveryGame => "every-game",
            Badge::HundredGames => "hundred-games",
            Badge::SeasonChampion => "season-champion",
            Badge::TournamentWinner => "tournament-winner",
            Badge::UnbeatenTournament => "unbeaten-tournament",
        }
    }

    /// The badge a stored key names.
    pub fn parse(key: &str) -> Option<Badge> {
        Badge::ALL.into_iter().find(|b| b.key() == key)
    }
}

/// What earned a badge: a game (its session id), a tournament (its id) or a
/// season won in a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reference {
    /// The finished game that earned it.
    Game(i64),
    /// The finished tournament that earned it.
    Tournament(i64),
    /// The season, by name, and the game whose champion the member was.
    Season {
        /// The season's name.
        season: String,
        /// The game's name (`checkers`).
        game: String,
    },
}

/// A badge earned: when, and what earned it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Earned {
    /// The badge.
    pub badge: Badge,
    /// When: the game's or the tournament's end, or the season's.
    pub at: Millis,
    /// What earned it.
    pub by: Reference,
}

/// How a finished game went for the member whose badges are derived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Played to a result, and the member won.
    Won,
    /// Played to a result another seat won.
    Lost,
    /// Drawn.
    Drew,
    /// Ended without a result: it does not count.
    NoResult,
}

impl Finish {
    /// Whether the game counts (played to a result).
    pub fn counts(self) -> bool {
        self != Finish::NoResult
    }
}

/// One finished game as a member's badges read it: a `results` row from that
/// member's seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The session id.
    pub session: i64,
    /// The game's name (`checkers`).
    pub game: String,
    /// When it finished.
    pub at: Millis,
    /// How it went for the member.
    pub finish: Finish,
    /// The levels Parlor was seated at, each once.
    pub parlor: Vec<Level>,
}

impl Finished {
    /// `member`'s view of a stored result: its outcome (`won`, `draw`, …), the
    /// winning member and seat as stored, and the seats as (member id, Parlor's
    /// level). The winning seat decides when it is stored (several Parlor seats
    /// share one id); older results name only the member. `None` when `member`
    /// holds no seat of their own there.
    #[allow(clippy::too_many_arguments)]
    pub fn of(
        member: u64,
        session: i64,
        game: &str,
        at: Millis,
        outcome: &str,
        winner: Option<u64>,
        winner_seat: Option<u8>,
        seats: &[(u64, Option<Level>)],
    ) -> Option<Finished> {
        let mine = seats.iter().position(|&(id, level)| id == member && level.is_none())?;
        let finish = match outcome {
            "won" => {
                let won = match winner_seat {
                    Some(seat) => usize::from(seat) == mine,
                    None => winner == Some(member),
                };
                if won {
                    Finish::Won
                } else {
                    Finish::Lost
                }
            }
            "draw" => Finish::Drew,
            _ => Finish::NoResult,
        };
        let mut parlor: Vec<Level> = seats.iter().filter_map(|&(_, level)| level).collect();
        parlor.sort();
        parlor.dedup();
        Some(Finished {
            session,
            game: game.to_string(),
            at,
            finish,
            parlor,
        })
    }
}

/// The games [`Badge::EveryGame`] asks a win in: every game of turns offered
/// (the registry's, not Crown and Anchor, not the test-only game).
pub fn every_game() -> Vec<&'static str> {
    GameKind::offered()
        .filter(|k| !k.is_table())
        .map(GameKind::name)
        .collect()
}

/// The badges a member's finished games earn, each at the first game whose
/// end makes its rule hold. `games` in any order: they are read in the order
/// they finished (by time, then id).
pub fn from_games(games: &[Finished]) -> Vec<Earned> {
    let mut games: Vec<&Finished> = games.iter().collect();
    games.sort_by_key(|g| (g.at, g.session));
    let wanted = every_game();
    let mut earned: Vec<Earned> = Vec::new();
    let award = |earned: &mut Vec<Earned>, badge: Badge, g: &Finished| {
        if !earned.iter().any(|e| e.badge == badge) {
            earned.push(Earned {
                badge,
                at: g.at,
                by: Reference::Game(g.session),
            });
        }
    };
    let (mut counted, mut row) = (0usize, 0usize);
    let mut won_in: BTreeSet<&str> = BTreeSet::new();
    for g in games {
        if !g.finish.counts() {
            continue;
        }
        counted += 1;
        if g.finish == Finish::Won {
            row += 1;
            award(&mut earned, Badge::FirstWin, g);
            for &level in &g.parlor {
                award(&mut earned, Badge::BeatParlor(level), g);
            }
            won_in.insert(g.game.as_str());
            if wanted.iter().all(|w| won_in.contains(w)) {
                award(&mut earned, Badge::EveryGame, g);
            }
        } else {
            row = 0;
        }
        if row >= IN_A_ROW {
            award(&mut earned, Badge::FiveInARow, g);
        }
        if counted >= HUNDRED {
            award(&mut earned, Badge::HundredGames, g);
        }
    }
    earned
}

/// A finished tournament as one member's badges read it.
#[derive(Clone, Copy, Debug)]
pub struct TournamentEnd<'a> {
    /// The tournament's id.
    pub id: i64,
    /// When it finished.
    pub ended_at: Millis,
    /// Its pairings and results.
    pub pairings: &'a Tournament,
    /// The member's starting number in it.
    pub start: Start,
}

/// The winner of a finished tournament: the last one left in a knockout (the
/// final's winner), else the first of the final standings.
pub fn winner(t: &Tournament) -> Option<Start> {
    if t.format == Format::Knockout {
        let left = knockout::survivors(t);
        return (left.len() == 1).then(|| left[0]);
    }
    t.standings().first().map(|s| s.start)
}

/// Whether `start` played at least one game of `t` over the board, lost none
/// (over the board or by forfeit) and did not withdraw.
pub fn unbeaten(t: &Tournament, start: Start) -> bool {
    if t.entrants
        .get((start as usize).wrapping_sub(1))
        .is_none_or(|e| e.withdrawn.is_some())
    {
        return false;
    }
    let mut played = 0;
    for p in t.played.iter().flat_map(|round| &round.pairings) {
        let (Some(second), Some(result)) = (p.second, p.result) else {
            continue;
        };
        let first = if p.first == start {
            true
        } else if second == start {
            false
        } else {
            continue;
        };
        let lost = match result {
            Played::First | Played::ForfeitFirst => !first,
            Played::Second | Played::ForfeitSecond => first,
            Played::Draw => false,
        };
        if lost {
            return false;
        }
        if result.played() {
            played += 1;
        }
    }
    played > 0
}

/// The badges a member's finished tournaments earn (in any order: read in the
/// order they ended).
pub fn from_tournaments(tournaments: &[TournamentEnd<'_>]) -> Vec<Earned> {
    let mut ends: Vec<&TournamentEnd<'_>> = tournaments.iter().collect();
    ends.sort_by_key(|t| (t.ended_at, t.id));
    let mut earned: Vec<Earned> = Vec::new();
    for t in ends {
        let mut award = |badge: Badge| {
            if !earned.iter().any(|e| e.badge == badge) {
                earned.push(Earned {
                    badge,
                    at: t.ended_at,
                    by: Reference::Tournament(t.id),
                });
            }
        };
        if winner(t.pairings) == Some(t.start) {
            award(Badge::TournamentWinner);
        }
        if unbeaten(t.pairings, t.start) {
            award(Badge::UnbeatenTournament);
        }
    }
    earned
}

/// A season's champion in one game, as the seasons give it (issue 32: the
/// season's best rated member of that game when it ended).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Championship {
    /// The season's name.
    pub season_name: String,
    /// The game's name (`checkers`).
    pub game: String,
    /// When the season ended.
    pub ended_at: Millis,
    /// The champion.
    pub member: u64,
}

/// The badge `member`'s championships earn: the first one (by end, then
/// season and game).
pub fn from_championships(member: u64, championships: &[Championship]) -> Vec<Earned> {
    championships
        .iter()
        .filter(|c| c.member == member)
        .min_by(|a, b| (a.ended_at, &a.season_name, &a.game).cmp(&(b.ended_at, &b.season_name, &b.game)))
        .map(|c| Earned {
            badge: Badge::SeasonChampion,
            at: c.ended_at,
            by: Reference::Season {
                season: c.season_name.clone(),
                game: c.game.clone(),
            },
        })
        .into_iter()
        .collect()
}

/// Every badge a member has earned on a server: from their finished games,
/// finished tournaments and championships, in the order of [`Badge::ALL`].
pub fn derive(
    member: u64,
    games: &[Finished],
    tournaments: &[TournamentEnd<'_>],
    championships: &[Championship],
) -> Vec<Earned> {
    let mut all = from_games(games);
    all.extend(from_tournaments(tournaments));
    all.extend(from_championships(member, championships));
    all.sort_by_key(|e| e.badge);
    all
}

#[cfg(test)]
mod tests;
