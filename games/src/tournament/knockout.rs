//! Knockout: a seeded bracket (rulings "Formats"): 1 meets 2 only in the final,
//! 1 and 2 meet 3 and 4 only in the semi-finals; with a field that is not a power
//! of two the top seeds get first-round byes; a drawn game is replayed with
//! colours swapped, and after two draws the higher seed goes through.
//!
//! The seeds are the starting numbers (rating order). The bracket is the next
//! power of two, its slots filled by [`bracket`]; a slot whose seed is beyond the
//! field is empty, so its neighbour — one of the top seeds — has a bye in the
//! first round. Round `k` plays, in each block of `2^k` slots, the one player of
//! each half still in: the rounds keep bracket order, whatever the results.
//!
//! A match is one or more boards of a round between the same two players: the
//! higher seed moves first in its first game (our choice: the rulings and the
//! FIDE Handbook's pairing chapters are silent on it); a draw adds a replay
//! with colours swapped; a forfeit decides the match at once (rulings
//! "Scoring": the absentee scores 0).

use super::{GameResult, Pairing, Recorded, Round, Start, Tournament};

/// The bracket for `size` slots (a power of two), as seeds in slot order: slots
/// `2i` and `2i + 1` meet in round 1, and each round pairs the winners of
/// neighbouring blocks. The standard positions: for 16, `1 16 9 8 5 12 13 4
/// 3 14 11 6 7 10 15 2` (matches 1 v 16, 8 v 9, 5 v 12, 4 v 13, 3 v 14, 6 v 11,
/// 7 v 10, 2 v 15), so that the top two seeds can meet only in the final, the
/// top four only in the semi-finals, and so on (rulings "Formats").
///
/// # Panics
///
/// When `size` is not a power of two.
pub fn bracket(size: usize) -> Vec<Start> {
    assert!(size.is_power_of_two(), "a bracket of {size} slots");
    // The match winners' seeds, as if the favourite always won, doubling each
    // time: seed `s` of a block meets `2k + 1 − s`, the upper half of the field
    // keeping its favourite on top, the lower half mirrored (1 at the top, 2 at
    // the bottom).
    let mut slots: Vec<Start> = vec![1];
    while slots.len() < size {
        let k = slots.len() as Start * 2;
        slots = slots
            .iter()
            .enumerate()
            .flat_map(|(i, &s)| if i % 2 == 0 { [s, k + 1 - s] } else { [k + 1 - s, s] })
            .collect();
    }
    slots
}

/// The bracket's size for a field of `players`: the next power of two (rulings
/// "Formats": the empty slots are the top seeds' first-round byes).
pub fn bracket_size(players: usize) -> usize {
    players.max(1).next_power_of_two()
}

/// How a player's match in one round went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MatchState {
    /// Not in the round at all: out before it (or two withdrawn players' board,
    /// left out).
    Unpaired,
    /// Still being played (a game, or its replay, undecided).
    Pending,
    /// Through to the next round: a bye, a win, or two draws as the higher
    /// seed.
    Won,
    /// Out.
    Lost,
}

/// The state of `player`'s match in round `round` (1-based): the last board of
/// the match decides — a win or a forfeit settles it; a drawn first game waits
/// for its replay; after two draws the higher seed (lower starting number) goes
/// through (rulings "Formats").
pub fn match_state(t: &Tournament, player: Start, round: u32) -> MatchState {
    let Some(boards) = t.played.get((round as usize).wrapping_sub(1)) else {
        return MatchState::Unpaired;
    };
    let games: Vec<&Pairing> = boards.pairings.iter().filter(|p| p.has(player)).collect();
    let Some(last) = games.last() else {
        return MatchState::Unpaired;
    };
    let Some(opponent) = last.opponent_of(player) else {
        return MatchState::Won; // a bye
    };
    let won = |winner: Start| {
        if winner == player {
            MatchState::Won
        } else {
            MatchState::Lost
        }
    };
    match last.result {
        None => MatchState::Pending,
        Some(GameResult::First | GameResult::ForfeitFirst) => won(last.first),
        Some(GameResult::Second | GameResult::ForfeitSecond) => {
            won(if last.first == player { opponent } else { player })
        }
        Some(GameResult::Draw) if games.len() >= 2 => won(player.min(opponent)),
        // A first draw whose replay is not on the board yet.
        Some(GameResult::Draw) => MatchState::Pending,
    }
}

/// True when `player` is still in after round `round` (0: before round 1,
/// everyone is): they won every match up to it (a bye counts as won).
fn through(t: &Tournament, player: Start, round: u32) -> bool {
    (1..=round).all(|r| match_state(t, player, r) == MatchState::Won)
}

/// The players still in: every player who has not lost a match (nor withdrawn)
/// — in the round being played, those whose match is undecided too; in bracket
/// order.
pub fn survivors(t: &Tournament) -> Vec<Start> {
    let slots = bracket(bracket_size(t.len()));
    slots
        .into_iter()
        .filter(|&p| (p as usize) <= t.len() && t.active(p))
        .filter(|&p| (1..=t.round()).all(|r| matches!(match_state(t, p, r), MatchState::Won | MatchState::Pending)))
        .collect()
}

/// The next round's matches between the survivors, in bracket order: in each
/// block of `2^k` slots for round `k`, the player of each half still in. The
/// higher seed moves first. A player alone in their block has a bye; a
/// withdrawn player's opponent wins by forfeit, recorded at once; a withdrawn
/// player alone, or two withdrawn players, are left out (rulings "Scoring").
pub fn next_round(t: &Tournament) -> Round {
    let k = t.round() + 1;
    let slots = bracket(bracket_size(t.len()));
    let block = 1usize << k;
    let mut pairings = Vec::new();
    for chunk in slots.chunks(block) {
        let (upper, lower) = chunk.split_at(chunk.len() / 2);
        let still_in = |half: &[Start]| {
            half.iter()
                .copied()
                .find(|&p| (p as usize) <= t.len() && through(t, p, k - 1))
        };
        let gone = |p: Start| !t.active(p);
        match (still_in(upper), still_in(lower)) {
            (Some(a), Some(b)) => {
                let (higher, lower) = (a.min(b), a.max(b));
                let mut pairing = Pairing::game(higher, lower);
                pairing.result = match (gone(higher), gone(lower)) {
                    (true, true) => continue,
                    (false, true) => Some(GameResult::ForfeitFirst),
                    (true, false) => Some(GameResult::ForfeitSecond),
                    (false, false) => None,
                };
                pairings.push(pairing);
            }
            (Some(p), None) | (None, Some(p)) if !gone(p) => pairings.push(Pairing::bye(p)),
            _ => {}
        }
    }
    Round { pairings }
}

/// After a result at `board` of `round`: a draw adds the replay (colours
/// swapped) unless it was already the replay — after two draws the higher seed
/// goes through (rulings "Formats"); anything else settles the match.
pub fn after_result(t: &mut Tournament, round: u32, board: usize) -> Recorded {
    let Some(boards) = t.played.get_mut((round as usize).wrapping_sub(1)) else {
        return Recorded::Settled;
    };
    let Some(pairing) = boards.pairings.get(board) else {
        return Recorded::Settled;
    };
    let (first, Some(second), Some(GameResult::Draw)) = (pairing.first, pairing.second, pairing.result) else {
        return Recorded::Settled;
    };
    let games = boards.pairings.iter().filter(|p| p.has(first) && p.has(second)).count();
    if games >= 2 {
        return Recorded::Settled;
    }
    boards.pairings.push(Pairing::game(second, first));
    Recorded::Replay(boards.pairings.len() - 1)
}

/// How far each player got, for the standings: the round they went out in, or
/// (for those still in) one more than the rounds played; a withdrawn player not
/// yet beaten counts as out in the next round. Higher is better.
pub fn reached(t: &Tournament, player: Start) -> u32 {
    for r in 1..=t.round() {
        match match_state(t, player, r) {
            MatchState::Lost | MatchState::Unpaired => return r,
            MatchState::Won | MatchState::Pending => {}
        }
    }
    if t.active(player) {
        t.round() + 2
    } else {
        t.round() + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Entrant, Format};

    fn knockout(n: usize) -> Tournament {
        let field = (0..n)
            .map(|i| Entrant {
                name: format!("P{}", i + 1),
                rating: 1600 - i as i32 * 10,
                withdrawn: None,
            })
            .collect();
        Tournament::new(Format::Knockout, false, None, field).unwrap()
    }

    fn matches(round: &Round) -> Vec<(Start, Option<Start>)> {
        round.pairings.iter().map(|p| (p.first, p.second)).collect()
    }

    #[test]
    fn sixteen_seeds_take_the_standard_bracket_positions() {
        let t = knockout(16);
        let games: Vec<(Start, Start)> = next_round(&t)
            .pairings
            .iter()
            .map(|p| (p.first, p.second.unwrap()))
            .collect();
        assert_eq!(
            games,
            [(1, 16), (8, 9), (5, 12), (4, 13), (3, 14), (6, 11), (7, 10), (2, 15)]
        );
    }

    #[test]
    fn the_top_seeds_meet_only_late() {
        for size in [2, 4, 8, 16, 32, 64] {
            let slots = bracket(size);
            let mut sorted = slots.clone();
            sorted.sort();
            assert_eq!(sorted, (1..=size as Start).collect::<Vec<_>>());
            // The round two seeds can meet in: the smallest block holding both.
            let meet = |a: Start, b: Start| {
                let (i, j) = (
                    slots.iter().position(|&s| s == a).unwrap(),
                    slots.iter().position(|&s| s == b).unwrap(),
                );
                (usize::BITS - (i ^ j).leading_zeros()) as usize
            };
            let rounds = size.trailing_zeros() as usize;
            // Seeds 1..2^m are in different blocks until the last m rounds:
            // 1 and 2 meet only in the final, the top four only from the semis.
            for m in 1..=rounds {
                let top = 1 << m;
                for a in 1..=top as Start {
                    for b in a + 1..=top as Start {
                        assert!(meet(a, b) > rounds - m, "{size}: {a} and {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_field_of_six_gives_the_top_two_seeds_byes() {
        let t = knockout(6);
        assert_eq!(
            matches(&next_round(&t)),
            [(1, None), (4, Some(5)), (3, Some(6)), (2, None)]
        );
    }

    #[test]
    fn a_draw_is_replayed_with_colours_swapped_then_the_higher_seed_goes_through() {
        let mut t = knockout(2);
        t.pair_next().unwrap();
        assert_eq!(t.record(1, 0, GameResult::Draw), Ok(Recorded::Replay(1)));
        assert_eq!(t.played[0].pairings[1], Pairing::game(2, 1));
        assert_eq!(survivors(&t), [1, 2]);
        assert!(!t.is_over());
        assert_eq!(t.record(1, 1, GameResult::Draw), Ok(Recorded::Settled));
        assert_eq!(t.played[0].pairings.len(), 2);
        assert_eq!(survivors(&t), [1]);
        assert!(t.is_over());
    }

    #[test]
    fn a_replay_won_by_the_lower_seed_puts_them_through() {
        let mut t = knockout(2);
        t.pair_next().unwrap();
        t.record(1, 0, GameResult::Draw).unwrap();
        // The replay's first is seed 2.
        assert_eq!(t.record(1, 1, GameResult::First), Ok(Recorded::Settled));
        assert_eq!(survivors(&t), [2]);
    }

    #[test]
    fn a_forfeit_decides_a_match_without_replay() {
        let mut t = knockout(4);
        t.pair_next().unwrap();
        assert_eq!(t.record(1, 0, GameResult::ForfeitSecond), Ok(Recorded::Settled));
        assert_eq!(match_state(&t, 4, 1), MatchState::Won);
        assert_eq!(match_state(&t, 1, 1), MatchState::Lost);
    }

    #[test]
    fn a_withdrawn_players_opponent_wins_by_forfeit_and_a_lone_withdrawn_seed_sits_out() {
        let mut t = knockout(6);
        t.entrants[4].withdrawn = Some(0); // seed 5
        t.entrants[0].withdrawn = Some(0); // seed 1, who had the bye
        let r1 = next_round(&t);
        assert_eq!(
            r1.pairings,
            [
                Pairing {
                    first: 4,
                    second: Some(5),
                    result: Some(GameResult::ForfeitFirst)
                },
                Pairing::game(3, 6),
                Pairing::bye(2),
            ]
        );
        t.played.push(r1);
        t.record(1, 1, GameResult::Second).unwrap();
        // Seed 4's half of the top block had no one left beside: 4 has a bye.
        assert_eq!(matches(&next_round(&t)), [(4, None), (2, Some(6))]);
    }
}
