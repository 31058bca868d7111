//! Random Swiss tournaments: for the pairing's tests and `parlor bench`'s
//! timing of the Dutch system (issue 31).

use crate::tournament::{Entrant, Format, GameResult, Tournament};
use crate::{Rng, SeededRng};

/// A field of `players` entrants in starting-number order, ratings falling
/// from 2400 by 5 (so rating order is starting order).
pub fn swiss_field(players: usize) -> Vec<Entrant> {
    (0..players)
        .map(|i| Entrant {
            name: format!("Player {}", i + 1),
            rating: 2400 - (i as i32) * 5,
            withdrawn: None,
        })
        .collect()
}

/// Records a random result at every undecided board of the current round:
/// the higher ranked player (lower starting number) wins a little more
/// often, one game in five is drawn, and about `forfeit_percent` in a hundred
/// are forfeits (rulings "Scoring"). A player who forfeits twice is withdrawn.
pub fn play_random_round(t: &mut Tournament, rng: &mut SeededRng, forfeit_percent: u32) {
    let round = t.round();
    let Some(boards) = t.played.last().map(|r| r.pairings.clone()) else {
        return;
    };
    for (board, pairing) in boards.iter().enumerate() {
        let Some(second) = pairing.second else { continue };
        if pairing.result.is_some() {
            continue;
        }
        let roll = rng.below(100);
        let first_stronger = pairing.first < second;
        let result = if roll < forfeit_percent {
            if rng.below(2) == 0 {
                GameResult::ForfeitFirst
            } else {
                GameResult::ForfeitSecond
            }
        } else if roll < forfeit_percent + 20 {
            GameResult::Draw
        } else if roll.is_multiple_of(2) == first_stronger || rng.below(10) == 0 {
            GameResult::First
        } else {
            GameResult::Second
        };
        let _ = t.record(round, board, result);
        let absentee = match result {
            GameResult::ForfeitFirst => Some(second),
            GameResult::ForfeitSecond => Some(pairing.first),
            _ => None,
        };
        if let Some(p) = absentee {
            let forfeits = (1..=round)
                .filter(
                    |&r| matches!(t.outcome(p, r), crate::tournament::Outcome::Forfeit { points, .. } if points.0 == 0),
                )
                .count();
            if forfeits >= 2 {
                t.withdraw(p);
            }
        }
    }
}

/// A Swiss tournament of `players` (at least 3) with `rounds_played` rounds
/// paired by the Dutch system and played with random results (2% forfeits;
/// one player leaves after round 2), ready to pair the next round: what
/// `parlor bench` times. It plays at least `rounds_played + 1` rounds when the
/// field allows; it stops early if a round cannot be paired.
pub fn random_swiss(players: usize, rounds_played: u32, seed: u64) -> Tournament {
    let players = players.max(3);
    let most = players as u32 - 1;
    let (default, _) = Tournament::round_range(Format::Swiss, false, players);
    let rounds = default.max(rounds_played + 1).min(most);
    let mut t = match Tournament::new(Format::Swiss, false, Some(rounds), swiss_field(players)) {
        Ok(t) => t,
        Err(_) => {
            return Tournament {
                format: Format::Swiss,
                double: false,
                rounds,
                entrants: swiss_field(players),
                played: Vec::new(),
            }
        }
    };
    let mut rng = SeededRng::new(seed);
    for r in 0..rounds_played.min(rounds) {
        if t.pair_next().is_err() {
            break;
        }
        play_random_round(&mut t, &mut rng, 2);
        if r == 1 && players >= 6 {
            let leaver = 1 + rng.below(players as u32);
            t.withdraw(leaver);
        }
    }
    t
}
