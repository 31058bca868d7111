//! The Dutch system's own rules (the cross-check with another engine and the
//! properties over many random tournaments live in `tests/playouts`).

use super::*;
use crate::playout::{play_random_round, random_swiss, swiss_field};
use crate::tournament::Start;
use crate::tournament::{Format, GameResult};
use crate::SeededRng;

fn swiss(n: usize, rounds: u32) -> Tournament {
    Tournament::new(Format::Swiss, false, Some(rounds), swiss_field(n)).unwrap()
}

fn games(round: &Round) -> Vec<(Start, Start)> {
    round
        .pairings
        .iter()
        .filter_map(|p| p.second.map(|s| (p.first, s)))
        .collect()
}

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half() {
    let t = swiss(8, 4);
    let r = pair(&t).unwrap();
    assert_eq!(games(&r), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    let t = swiss(7, 4);
    let r = pair(&t).unwrap();
    assert_eq!(games(&r), vec![(1, 4), (5, 2), (3, 6)]);
    assert_eq!(r.pairings.last(), Some(&Pairing::bye(7)));
}

#[test]
fn round_two_pairs_winners_with_winners_and_alternates_colours() {
    let mut t = swiss(8, 4);
    t.pair_next().unwrap();
    for board in 0..4 {
        // The higher seeds all win.
        let first = t.played[0].pairings[board].first;
        let result = if first <= 4 {
            GameResult::First
        } else {
            GameResult::Second
        };
        t.record(1, board, result).unwrap();
    }
    let r = pair(&t).unwrap();
    let mut got = games(&r);
    got.sort();
    // Winners 1–4: S1 {1, 2} against S2 {3, 4}; 1 had first, 3 had first, so
    // colours alternate by E.1/E.4; losers likewise.
    assert_eq!(got.len(), 4);
    for (a, b) in &got {
        assert_eq!(*a <= 4, *b <= 4, "{got:?}");
        assert!(!t.have_met(*a, *b));
    }
    assert!(
        got.contains(&(4, 1)) || got.contains(&(1, 3)) || got.contains(&(2, 4)),
        "{got:?}"
    );
}

#[test]
fn the_bye_goes_to_the_last_player_first_and_never_twice() {
    let mut t = swiss(5, 4);
    let mut rng = SeededRng::new(3);
    let mut byes = Vec::new();
    for _ in 0..4 {
        let lowest = t.starts().map(|p| t.score(p)).min().unwrap();
        let before: Vec<_> = t.starts().map(|p| t.score(p)).collect();
        let r = t.pair_next().unwrap().clone();
        let bye = r.pairings.iter().find(|p| p.is_bye()).unwrap().first;
        // Round 1's to the last player; later ones to whoever the brackets
        // leave over (not always the lowest score: C4 and C6 decide).
        if t.round() == 1 {
            assert_eq!((bye, before[bye as usize - 1]), (5, lowest));
        }
        assert!(!byes.contains(&bye));
        byes.push(bye);
        play_random_round(&mut t, &mut rng, 0);
    }
}

#[test]
fn withdrawn_players_are_not_paired() {
    let mut t = swiss(6, 5);
    t.withdraw(2);
    let r = t.pair_next().unwrap().clone();
    assert!(r.pairings.iter().all(|p| !p.has(2)));
    assert_eq!(r.pairings.iter().filter(|p| p.is_bye()).count(), 1);
}

#[test]
fn no_pairing_is_an_error_not_a_panic() {
    // Three players, two rounds: after 1–2 and then 1–3, 2–3… round 3 has no
    // pairing left once everyone met and the byes are spent.
    let mut t = swiss(3, 2);
    t.rounds = 5;
    let mut rng = SeededRng::new(1);
    let mut errors = 0;
    for _ in 0..5 {
        match t.pair_next() {
            Ok(_) => play_random_round(&mut t, &mut rng, 0),
            Err(TournamentError::NoPairing(_)) => {
                errors += 1;
                break;
            }
            Err(e) => panic!("{e}"),
        }
    }
    assert_eq!(errors, 1);
}

#[test]
fn bad_boards_are_skipped() {
    let mut t = swiss(4, 3);
    t.played.push(Round {
        pairings: vec![
            Pairing::game(9, 1),
            Pairing::game(0, 2),
            Pairing::game(3, 3),
            Pairing::bye(77),
        ],
    });
    assert!(pair(&t).is_ok());
}

#[test]
fn forfeits_are_not_meetings_and_do_not_count_for_colours() {
    let mut t = swiss(4, 3);
    t.pair_next().unwrap();
    t.record(1, 0, GameResult::ForfeitFirst).unwrap();
    t.record(1, 1, GameResult::ForfeitFirst).unwrap();
    let ps = player::players(&t);
    assert!(ps.iter().all(|p| p.colours.is_empty() && p.opponents.is_empty()));
    assert!(ps[0].forfeit_win);
}

#[test]
fn a_thousand_players_pair_round_seven() {
    let t = random_swiss(1000, 6, 42);
    assert_eq!(t.round(), 6);
    let r = pair(&t).unwrap();
    let active = t.starts().filter(|&p| t.active(p)).count();
    assert_eq!(r.pairings.len(), active.div_ceil(2));
}

/// A round played with the given boards, results recorded.
fn played(boards: &[(Start, Start, GameResult)]) -> Round {
    Round {
        pairings: boards
            .iter()
            .map(|&(a, b, r)| Pairing {
                result: Some(r),
                ..Pairing::game(a, b)
            })
            .collect(),
    }
}

#[test]
fn c7_floats_the_player_who_can_pair_in_the_next_bracket() {
    use GameResult::{Draw, First, ForfeitFirst, Second};
    let mut t = swiss(10, 6);
    t.played = vec![
        played(&[
            (1, 6, First),
            (7, 2, Draw),
            (3, 8, First),
            (9, 4, Second),
            (5, 10, ForfeitFirst),
        ]),
        played(&[
            (4, 1, Second),
            (2, 9, Draw),
            (5, 3, Second),
            (6, 7, Draw),
            (8, 10, Draw),
        ]),
        played(&[
            (1, 3, Second),
            (2, 5, Second),
            (7, 4, Draw),
            (10, 6, First),
            (9, 8, First),
        ]),
    ];
    // 3 (3 points) floats to 1 and 5 (2), whom 3 has met, and on to the
    // 1½ bracket: 3–7, and one of 4, 9 and 10 floats. 9 has met 2, the only
    // player of the next bracket (1 point); 4 has not, so C7 floats 4 (rather
    // than the order's 9) and 4–2 is a pair of the next bracket.
    let mut got: Vec<(Start, Start)> = games(&pair(&t).unwrap())
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect();
    got.sort();
    assert_eq!(got, vec![(1, 5), (2, 4), (3, 7), (6, 8), (9, 10)]);
}
