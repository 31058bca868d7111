//! Round-robin pairings: the FIDE Berger tables (Handbook C.05, Annex 1),
//! rulings "Formats".
//!
//! The published tables follow one rule, which [`table`] computes rather than
//! copies (the tests hold the published tables for 3 to 14 players and check it
//! against them). For an even field of `n` (an odd field adds a dummy, `n + 1`):
//! write the other players `1 … n − 1` round a circle; round `r` starts the
//! circle at `(r − 1) · n/2 + 1` (mod `n − 1`). The circle's first player meets
//! `n` (at the first board: `n` has second in odd rounds and first in even ones),
//! and the rest pair off from both ends inwards, the earlier one first.

use super::{GameResult, Pairing, Round, Start, Tournament};

/// The pairings of round `round` (1-based) of the Berger table for `players`
/// players (an odd field plays with a dummy, number `players + 1`, whose
/// opponent has the bye), as (first, second) starting numbers, board order:
/// FIDE C.05 Annex 1, exactly as published (the board of the highest number
/// first).
///
/// # Panics
///
/// With fewer than two players, or a round outside `1..=` the table's rounds
/// (`n − 1` for the even field `n`).
pub fn table(players: usize, round: u32) -> Vec<(Start, Start)> {
    assert!(players >= 2, "a Berger table needs two players");
    let n = (players + players % 2) as Start;
    assert!(
        (1..n).contains(&round),
        "the Berger table for {players} players has rounds 1 to {}, not {round}",
        n - 1
    );
    let half = n / 2;
    // The circle of 1 … n − 1 from where this round starts it.
    let start = (round - 1) * half % (n - 1);
    let circle: Vec<Start> = (0..n - 1).map(|i| (start + i) % (n - 1) + 1).collect();
    let mut boards = Vec::with_capacity(half as usize);
    boards.push(if round % 2 == 1 { (circle[0], n) } else { (n, circle[0]) });
    for board in 1..half as usize {
        boards.push((circle[board], circle[circle.len() - board]));
    }
    boards
}

/// The Berger table's round that the tournament's round `round` (1-based)
/// plays, and whether its colours are swapped. A single round robin plays the
/// table in order. A double one plays it twice, the second cycle with colours
/// swapped (rulings "Formats"), and — FIDE C.05 Annex 1's recommendation for
/// double round robins — with the last two rounds of the first cycle in reverse
/// order, so that nobody has the same colour three times running across the
/// cycles (rulings "Colours").
pub fn table_round(players: usize, double: bool, round: u32) -> (u32, bool) {
    let once = (players + players % 2) as u32 - 1;
    if !double {
        return (round, false);
    }
    if round > once {
        return (round - once, true);
    }
    match round {
        r if once >= 2 && r == once - 1 => (once, false),
        r if once >= 2 && r == once => (once - 1, false),
        r => (r, false),
    }
}

/// Round `round` (1-based) of a round robin: the Berger table's pairings
/// ([`table_round`] says which, and the second cycle of a double round robin
/// swaps colours); the dummy's opponent gets the bye (rulings "Formats": it
/// scores 1). A withdrawn player (rulings "Scoring") is not paired: a game
/// against one is a forfeit win for the active opponent, recorded at once; a
/// board of two withdrawn players, or a withdrawn player's bye, is left out.
pub fn round(t: &Tournament, round: u32) -> Round {
    let players = t.len();
    let dummy = players as Start + 1;
    let (table_round, swapped) = table_round(players, t.double, round);
    let gone = |p: Start| t.entrant(p).withdrawn.is_some_and(|last| last < round);
    let mut pairings = Vec::new();
    for (a, b) in table(players, table_round) {
        let (first, second) = if swapped { (b, a) } else { (a, b) };
        if first == dummy || second == dummy {
            let player = if first == dummy { second } else { first };
            if !gone(player) {
                pairings.push(Pairing::bye(player));
            }
            continue;
        }
        let mut pairing = Pairing::game(first, second);
        pairing.result = match (gone(first), gone(second)) {
            (true, true) => continue,
            (false, true) => Some(GameResult::ForfeitFirst),
            (true, false) => Some(GameResult::ForfeitSecond),
            (false, false) => None,
        };
        pairings.push(pairing);
    }
    Round { pairings }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Format;

    /// FIDE C.05 Annex 1, as published: one line per round, boards "a-b" with
    /// `a` first (white).
    const PUBLISHED: [(usize, &str); 6] = [
        (4, "1-4 2-3 | 4-3 1-2 | 2-4 3-1"),
        (6, "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1"),
        (
            8,
            "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | \
             3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1",
        ),
        (
            10,
            "1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | \
             10-7 8-6 9-5 1-4 2-3 | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | \
             4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5 | 5-10 6-4 7-3 8-2 9-1",
        ),
        (
            12,
            "1-12 2-11 3-10 4-9 5-8 6-7 | 12-7 8-6 9-5 10-4 11-3 1-2 | \
             2-12 3-1 4-11 5-10 6-9 7-8 | 12-8 9-7 10-6 11-5 1-4 2-3 | \
             3-12 4-2 5-1 6-11 7-10 8-9 | 12-9 10-8 11-7 1-6 2-5 3-4 | \
             4-12 5-3 6-2 7-1 8-11 9-10 | 12-10 11-9 1-8 2-7 3-6 4-5 | \
             5-12 6-4 7-3 8-2 9-1 10-11 | 12-11 1-10 2-9 3-8 4-7 5-6 | \
             6-12 7-5 8-4 9-3 10-2 11-1",
        ),
        (
            14,
            "1-14 2-13 3-12 4-11 5-10 6-9 7-8 | 14-8 9-7 10-6 11-5 12-4 13-3 1-2 | \
             2-14 3-1 4-13 5-12 6-11 7-10 8-9 | 14-9 10-8 11-7 12-6 13-5 1-4 2-3 | \
             3-14 4-2 5-1 6-13 7-12 8-11 9-10 | 14-10 11-9 12-8 13-7 1-6 2-5 3-4 | \
             4-14 5-3 6-2 7-1 8-13 9-12 10-11 | 14-11 12-10 13-9 1-8 2-7 3-6 4-5 | \
             5-14 6-4 7-3 8-2 9-1 10-13 11-12 | 14-12 13-11 1-10 2-9 3-8 4-7 5-6 | \
             6-14 7-5 8-4 9-3 10-2 11-1 12-13 | 14-13 1-12 2-11 3-10 4-9 5-8 6-7 | \
             7-14 8-6 9-5 10-4 11-3 12-2 13-1",
        ),
    ];

    fn parse(rounds: &str) -> Vec<Vec<(Start, Start)>> {
        rounds
            .split('|')
            .map(|round| {
                round
                    .split_whitespace()
                    .map(|board| {
                        let (a, b) = board.split_once('-').unwrap();
                        (a.parse().unwrap(), b.parse().unwrap())
                    })
                    .collect()
            })
            .collect()
    }

    use crate::tournament::tests::field;

    #[test]
    fn six_players_play_the_published_fide_table_literally() {
        assert_eq!(table(6, 1), [(1, 6), (2, 5), (3, 4)]);
        assert_eq!(table(6, 2), [(6, 4), (5, 3), (1, 2)]);
        assert_eq!(table(6, 3), [(2, 6), (3, 1), (4, 5)]);
        assert_eq!(table(6, 4), [(6, 5), (1, 4), (2, 3)]);
        assert_eq!(table(6, 5), [(3, 6), (4, 2), (5, 1)]);
    }

    #[test]
    fn every_published_fide_table_from_3_to_14_players_is_reproduced() {
        for (n, published) in PUBLISHED {
            let rounds = parse(published);
            assert_eq!(rounds.len(), n - 1);
            for (r, boards) in rounds.iter().enumerate() {
                let r = r as u32 + 1;
                assert_eq!(&table(n, r), boards, "{n} players, round {r}");
                // The odd field one smaller plays the same table with a dummy.
                assert_eq!(&table(n - 1, r), boards, "{} players, round {r}", n - 1);
            }
        }
    }

    #[test]
    fn every_table_up_to_24_players_meets_everyone_once_with_balanced_colours() {
        for n in (2..=24).step_by(2) {
            let mut met = vec![vec![false; n + 1]; n + 1];
            let mut firsts = vec![0i32; n + 1];
            for r in 1..n as u32 {
                let boards = table(n, r);
                assert_eq!(boards.len(), n / 2);
                for (a, b) in boards {
                    assert!(!met[a as usize][b as usize], "{n}: {a}-{b} twice");
                    met[a as usize][b as usize] = true;
                    met[b as usize][a as usize] = true;
                    firsts[a as usize] += 1;
                }
            }
            // n − 1 games each: firsts and seconds differ by one at most.
            for (p, &first) in firsts.iter().enumerate().skip(1) {
                let seconds = n as i32 - 1 - first;
                assert!((first - seconds).abs() <= 1, "{n}: player {p}");
            }
        }
    }

    #[test]
    fn a_double_round_robin_swaps_colours_and_never_gives_three_in_a_row() {
        for n in 3..=16 {
            let t = Tournament::new(Format::RoundRobin, true, None, field(n)).unwrap();
            let once = t.rounds / 2;
            let rounds: Vec<Round> = (1..=t.rounds).map(|r| round(&t, r)).collect();
            // Every pairing of the first cycle comes back in the second, swapped.
            let games = |cycle: &[Round]| {
                let mut games: Vec<(Start, Option<Start>)> = cycle
                    .iter()
                    .flat_map(|r| r.pairings.iter().map(|p| (p.first, p.second)))
                    .collect();
                games.sort();
                games
            };
            let mut swapped: Vec<_> = games(&rounds[once as usize..])
                .into_iter()
                .map(|(a, b)| match b {
                    Some(b) => (b, Some(a)),
                    None => (a, None),
                })
                .collect();
            swapped.sort();
            assert_eq!(games(&rounds[..once as usize]), swapped, "{n} players");
            for p in 1..=n as Start {
                let colours: Vec<Option<bool>> = rounds
                    .iter()
                    .map(|r| {
                        r.pairings
                            .iter()
                            .find(|b| b.has(p) && !b.is_bye())
                            .map(|b| b.first == p)
                    })
                    .collect();
                for three in colours.windows(3) {
                    let same = three[0].is_some() && three.iter().all(|c| *c == three[0]);
                    assert!(!same, "{n} players: player {p} has {colours:?}");
                }
            }
        }
    }

    #[test]
    fn an_odd_field_gives_the_dummys_opponent_the_bye() {
        let t = Tournament::new(Format::RoundRobin, false, None, field(5)).unwrap();
        let r1 = round(&t, 1);
        assert_eq!(r1.pairings, [Pairing::bye(1), Pairing::game(2, 5), Pairing::game(3, 4)]);
        let byes: Vec<Start> = (1..=5)
            .flat_map(|r| {
                round(&t, r)
                    .pairings
                    .into_iter()
                    .filter(Pairing::is_bye)
                    .map(|p| p.first)
            })
            .collect();
        // Each player once: the dummy meets everyone.
        assert_eq!(byes, [1, 4, 2, 5, 3]);
    }

    #[test]
    fn a_withdrawn_players_games_are_forfeit_wins_and_two_withdrawn_sit_out() {
        let mut t = Tournament::new(Format::RoundRobin, false, None, field(6)).unwrap();
        t.entrants[4].withdrawn = Some(1); // 5 played round 1 only
        t.entrants[2].withdrawn = Some(1); // so did 3
                                           // Round 2 is 6-4 5-3 1-2: 5-3 is left out.
        let r2 = round(&t, 2);
        assert_eq!(r2.pairings, [Pairing::game(6, 4), Pairing::game(1, 2)]);
        // Round 3 is 2-6 3-1 4-5: 1 wins by forfeit as second, 4 as first.
        let r3 = round(&t, 3);
        assert_eq!(r3.pairings[1].result, Some(GameResult::ForfeitSecond));
        assert_eq!(r3.pairings[2].result, Some(GameResult::ForfeitFirst));
        assert_eq!(r3.pairings[0].result, None);
        // Round 1 itself (already paired when they withdrew) is unaffected.
        assert!(round(&t, 1).pairings.iter().all(|p| p.result.is_none()));
    }

    #[test]
    fn a_withdrawn_players_bye_is_left_out() {
        let mut t = Tournament::new(Format::RoundRobin, false, None, field(5)).unwrap();
        t.entrants[0].withdrawn = Some(0);
        assert_eq!(round(&t, 1).pairings, [Pairing::game(2, 5), Pairing::game(3, 4)]);
    }
}
