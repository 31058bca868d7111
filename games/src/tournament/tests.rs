//! The tournament model's own rules (the formats' tests live beside them).

use super::*;

/// `n` players rated in starting order, shared by the formats' tests.
pub(crate) fn field(n: usize) -> Vec<Entrant> {
    (0..n)
        .map(|i| Entrant {
            name: format!("P{}", i + 1),
            rating: 1600 - i as i32 * 10,
            withdrawn: None,
        })
        .collect()
}

#[test]
fn swiss_rounds_default_to_log2_plus_one_and_at_most_players_less_one() {
    assert_eq!(Tournament::new(Format::Swiss, false, None, field(8)).unwrap().rounds, 4);
    assert_eq!(Tournament::new(Format::Swiss, false, None, field(9)).unwrap().rounds, 5);
    assert_eq!(Tournament::new(Format::Swiss, false, None, field(3)).unwrap().rounds, 2);
    assert!(matches!(
        Tournament::new(Format::Swiss, false, Some(3), field(3)),
        Err(TournamentError::RoundsOutOfRange { most: 2, .. })
    ));
}

#[test]
fn round_robin_plays_every_opponent_once_or_twice() {
    assert_eq!(
        Tournament::new(Format::RoundRobin, false, None, field(6))
            .unwrap()
            .rounds,
        5
    );
    assert_eq!(
        Tournament::new(Format::RoundRobin, false, None, field(5))
            .unwrap()
            .rounds,
        5
    );
    assert_eq!(
        Tournament::new(Format::RoundRobin, true, None, field(4))
            .unwrap()
            .rounds,
        6
    );
    assert_eq!(
        Tournament::new(Format::Knockout, false, None, field(5)).unwrap().rounds,
        3
    );
    assert_eq!(
        Tournament::new(Format::Knockout, false, None, field(2)).unwrap().rounds,
        1
    );
}

#[test]
fn too_few_players_and_double_swiss_are_refused() {
    assert!(matches!(
        Tournament::new(Format::Swiss, false, None, field(2)),
        Err(TournamentError::TooFewPlayers { needed: 3, have: 2, .. })
    ));
    assert_eq!(
        Tournament::new(Format::Swiss, true, None, field(4)),
        Err(TournamentError::DoubleNotRoundRobin)
    );
}

#[test]
fn halves_print_and_serialise_exactly() {
    assert_eq!(Points(3).to_string(), "1.5");
    assert_eq!(Points(4).to_string(), "2");
    assert_eq!(serde_json::to_string(&Points(5)).unwrap(), "2.5");
    assert_eq!(serde_json::from_str::<Points>("0.5").unwrap(), Points::HALF);
    assert!(serde_json::from_str::<Points>("0.25").is_err());
}

// --- Helpers for the formats' flows and the hand-worked tiebreaks ---------------

fn played(first: Start, second: Start, result: GameResult) -> Pairing {
    Pairing {
        first,
        second: Some(second),
        result: Some(result),
    }
}

fn round(pairings: Vec<Pairing>) -> Round {
    Round { pairings }
}

/// A Swiss of `n` players over `rounds` rounds with its rounds already paired
/// and played (the Dutch pairing itself is not under test here).
fn swiss(n: usize, rounds: Vec<Round>) -> Tournament {
    let mut t = Tournament::new(Format::Swiss, false, Some(rounds.len() as u32), field(n)).unwrap();
    t.played = rounds;
    t
}

/// Halves as a tiebreak value: `h(9)` is 4.5 (9 halves); quarters spelled out
/// where a Sonneborn–Berger needs them.
fn h(halves: u32) -> TiebreakValue {
    TiebreakValue(halves * 2)
}

fn line(standings: &[Standing], start: Start) -> &Standing {
    standings.iter().find(|s| s.start == start).unwrap()
}

fn tiebreak(standings: &[Standing], start: Start, which: Tiebreak) -> TiebreakValue {
    line(standings, start)
        .tiebreaks
        .iter()
        .find(|(t, _)| *t == which)
        .unwrap()
        .1
}

fn ranking(standings: &[Standing]) -> Vec<Start> {
    standings.iter().map(|s| s.start).collect()
}

/// Records every undecided board of the current round from `results`, board
/// order (boards decided in advance — forfeits against withdrawn players — are
/// skipped).
fn play_round(t: &mut Tournament, results: &[GameResult]) {
    let round = t.round();
    let open: Vec<usize> = t.played[round as usize - 1]
        .pairings
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_decided())
        .map(|(i, _)| i)
        .collect();
    assert_eq!(
        open.len(),
        results.len(),
        "round {round}: {:?}",
        t.played[round as usize - 1]
    );
    for (board, &result) in open.into_iter().zip(results) {
        assert_eq!(t.record(round, board, result), Ok(Recorded::Settled));
    }
    assert!(t.round_over());
}

use GameResult::{Draw, First, ForfeitFirst, ForfeitSecond, Second};

// --- Hand-worked tiebreaks (rulings "Tiebreaks") --------------------------------

/// Five players, three rounds, with a bye, a forfeit and a withdrawal:
///
/// | round | boards                              |
/// |-------|-------------------------------------|
/// | 1     | 1-4 1–0, 2-5 ½–½, bye 3             |
/// | 2     | 3-1 ½–½, 4-2 forfeit (2 wins), bye 5|
/// | 3     | 1-2 0–1, 5-3 1–0 (4 withdrawn)      |
///
/// Scores: 1: 1+½+0 = 1½; 2: ½+1+1 = 2½; 3: 1+½+0 = 1½; 4: 0; 5: ½+1+1 = 2½.
///
/// Buchholz terms (an unplayed round is the dummy: the player's own score):
/// - 1: 4 (0), 3 (1½), 2 (2½) → BH 4, cut-1 4 − 0 = 4; SB 0 + ¾ + 0 = ¾; 1 win.
/// - 2: 5 (2½), dummy for the forfeit (2½), 1 (1½) → BH 6½, cut-1 5;
///   SB 1¼ (draw with 5) + 2½ (dummy beaten) + 1½ (1 beaten) = 5¼; 1 win (the
///   forfeit is not one).
/// - 3: dummy for the bye (1½), 1 (1½), 5 (2½) → BH 5½, cut-1 4;
///   SB 1½ + ¾ + 0 = 2¼; no win.
/// - 4: 1 (1½), dummy for the forfeit (0), dummy after withdrawing (0) → BH 1½,
///   cut-1 1½; SB 0. The forfeit adds 2's 2½ to nobody: not to 4, and 4's 0 not
///   to 2.
/// - 5: 2 (2½), dummy for the bye (2½), 3 (1½) → BH 6½, cut-1 5;
///   SB 1¼ + 2½ + 1½ = 5¼; 1 win.
///
/// 2 and 5 tie on everything to wins; they met (a draw): direct encounter ½
/// each; the starting number puts 2 first. 1 and 3 tie on cut-1 (4), and
/// Buchholz puts 3 (5½) before 1 (4).
#[test]
fn swiss_tiebreaks_with_a_bye_a_forfeit_and_a_withdrawal_match_the_hand_worked_example() {
    let mut t = swiss(
        5,
        vec![
            round(vec![played(1, 4, First), played(2, 5, Draw), Pairing::bye(3)]),
            round(vec![played(3, 1, Draw), played(4, 2, ForfeitSecond), Pairing::bye(5)]),
            round(vec![played(1, 2, Second), played(5, 3, First)]),
        ],
    );
    t.entrants[3].withdrawn = Some(2);
    let s = t.standings();
    let scores: Vec<(Start, Points)> = s.iter().map(|l| (l.start, l.score)).collect();
    assert_eq!(
        scores,
        [
            (2, Points(5)),
            (5, Points(5)),
            (3, Points(3)),
            (1, Points(3)),
            (4, Points(0))
        ]
    );
    assert_eq!(s.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    let expect = [
        // start, cut-1, Buchholz, SB (quarters), wins, DE
        (1, h(8), h(8), TiebreakValue(3), 1, h(0)),
        (2, h(10), h(13), TiebreakValue(21), 1, h(1)),
        (3, h(8), h(11), TiebreakValue(9), 0, h(0)),
        (4, h(3), h(3), TiebreakValue(0), 0, h(0)),
        (5, h(10), h(13), TiebreakValue(21), 1, h(1)),
    ];
    for (start, cut1, buchholz, sb, wins, de) in expect {
        let l = line(&s, start);
        assert_eq!(
            l.tiebreaks,
            [
                (Tiebreak::BuchholzCut1, cut1),
                (Tiebreak::Buchholz, buchholz),
                (Tiebreak::SonnebornBerger, sb),
                (Tiebreak::Wins, TiebreakValue(4 * wins)),
                (Tiebreak::DirectEncounter, de),
            ],
            "player {start}"
        );
    }
    assert_eq!(line(&s, 3).byes, 1);
    assert!(line(&s, 4).withdrawn);
    assert!(!t.have_met(2, 4));
}

/// Six players, three rounds, where direct encounter decides:
///
/// | round | boards                          |
/// |-------|---------------------------------|
/// | 1     | 1-2 0–1, 3-4 ½–½, 5-6 ½–½       |
/// | 2     | 3-2 1–0, 1-5 1–0, 4-6 0–1       |
/// | 3     | 4-2 1–0, 6-1 1–0, 3-5 ½–½       |
///
/// Scores: 1: 1, 2: 1, 3: 2, 4: 1½, 5: 1, 6: 2½.
/// - 1: opponents 2 (1), 5 (1), 6 (2½) → BH 4½, cut-1 3½; SB 1 (5 beaten); 1 win.
/// - 2: opponents 1 (1), 3 (2), 4 (1½) → BH 4½, cut-1 3½; SB 1 (1 beaten); 1 win.
/// - 5: opponents 6 (2½), 1 (1), 3 (2) → BH 5½, cut-1 4½: above 1 and 2.
///
/// 1 and 2 tie on score, cut-1, Buchholz, SB and wins; 2 beat 1: direct
/// encounter 1 for 2, 0 for 1, so 2 ranks above 1 despite the starting number.
/// Also 3: 4 (1½), 2 (1), 5 (1) → BH 3½, cut-1 2½, SB ¾ + 1 + ½ = 2¼; 4: 3 (2),
/// 6 (2½), 2 (1) → BH 5½, cut-1 4½, SB 1 + 1 = 2; 6: 5 (1), 4 (1½), 1 (1) →
/// BH 3½, SB ½ + 1½ + 1 = 3, 2 wins.
#[test]
fn direct_encounter_separates_players_tied_on_every_tiebreak_before_it() {
    let t = swiss(
        6,
        vec![
            round(vec![played(1, 2, Second), played(3, 4, Draw), played(5, 6, Draw)]),
            round(vec![played(3, 2, First), played(1, 5, First), played(4, 6, Second)]),
            round(vec![played(4, 2, First), played(6, 1, First), played(3, 5, Draw)]),
        ],
    );
    let s = t.standings();
    assert_eq!(ranking(&s), [6, 3, 4, 5, 2, 1]);
    for p in [1, 2] {
        assert_eq!(tiebreak(&s, p, Tiebreak::BuchholzCut1), h(7));
        assert_eq!(tiebreak(&s, p, Tiebreak::Buchholz), h(9));
        assert_eq!(tiebreak(&s, p, Tiebreak::SonnebornBerger), h(2));
        assert_eq!(tiebreak(&s, p, Tiebreak::Wins), h(2));
    }
    assert_eq!(tiebreak(&s, 2, Tiebreak::DirectEncounter), h(2));
    assert_eq!(tiebreak(&s, 1, Tiebreak::DirectEncounter), h(0));
    // 5 has 1 point too but a higher cut-1: tied with nobody, no encounter.
    assert_eq!(tiebreak(&s, 5, Tiebreak::BuchholzCut1), h(9));
    assert_eq!(tiebreak(&s, 5, Tiebreak::DirectEncounter), h(0));
    assert_eq!(tiebreak(&s, 3, Tiebreak::Buchholz), h(7));
    assert_eq!(tiebreak(&s, 3, Tiebreak::BuchholzCut1), h(5));
    assert_eq!(tiebreak(&s, 3, Tiebreak::SonnebornBerger), TiebreakValue(9));
    assert_eq!(tiebreak(&s, 4, Tiebreak::Buchholz), h(11));
    assert_eq!(tiebreak(&s, 4, Tiebreak::SonnebornBerger), h(4));
    assert_eq!(tiebreak(&s, 6, Tiebreak::SonnebornBerger), h(6));
    assert_eq!(tiebreak(&s, 6, Tiebreak::Wins), h(4));
}

#[test]
fn direct_encounter_is_nil_when_the_tied_players_did_not_all_meet() {
    // 1 and 2 each beat a different player and never met; a forfeit between
    // 3 and 4 is not a meeting either.
    let t = swiss(4, vec![round(vec![played(1, 3, First), played(2, 4, First)])]);
    let s = t.standings();
    assert_eq!(tiebreak(&s, 1, Tiebreak::DirectEncounter), h(0));
    assert_eq!(ranking(&s), [1, 2, 3, 4]);
    let t = swiss(4, vec![round(vec![played(1, 2, Draw), played(3, 4, ForfeitFirst)])]);
    let s = t.standings();
    // 1 and 2: ½ each, BH ½ each, met: DE ½ each. 3: forfeit win, dummy 1.
    assert_eq!(tiebreak(&s, 1, Tiebreak::DirectEncounter), h(1));
    assert_eq!(tiebreak(&s, 3, Tiebreak::Buchholz), h(2));
    assert_eq!(tiebreak(&s, 4, Tiebreak::Buchholz), h(0));
    assert_eq!(tiebreak(&s, 3, Tiebreak::Wins), h(0));
    assert_eq!(ranking(&s), [3, 1, 2, 4]);
}

#[test]
fn tiebreak_values_print_and_serialise_in_exact_quarters() {
    assert_eq!(TiebreakValue(21).to_string(), "5.25");
    assert_eq!(TiebreakValue(3).to_string(), "0.75");
    assert_eq!(TiebreakValue(10).to_string(), "2.5");
    assert_eq!(TiebreakValue::from(Points(3)), TiebreakValue(6));
    assert_eq!(serde_json::to_string(&TiebreakValue(21)).unwrap(), "5.25");
}

// --- Whole tournaments ------------------------------------------------------------

/// Five players, single round robin: five rounds by the Berger table for six,
/// the dummy's opponent with the bye (1 point) each round.
///
/// | round | boards                  | bye |
/// |-------|-------------------------|-----|
/// | 1     | 2-5 1–0, 3-4 ½–½        | 1   |
/// | 2     | 5-3 0–1, 1-2 ½–½        | 4   |
/// | 3     | 3-1 0–1, 4-5 1–0        | 2   |
/// | 4     | 1-4 1–0, 2-3 ½–½        | 5   |
/// | 5     | 4-2 0–1, 5-1 ½–½        | 3   |
///
/// Scores: 1: 4, 2: 4, 3: 3, 4: 2½, 5: 1½.
/// Sonneborn–Berger (the bye is a win over a dummy with the player's own score):
/// - 1: bye 4 + ½·2 (2) + 3 (3) + 2½ (4) + ½·1½ (5) = 12¼
/// - 2: 1½ (5) + ½·4 (1) + bye 4 + ½·3 (3) + 2½ (4) = 11½
/// - 3: ½·2½ + 1½ + 0 + ½·4 + bye 3 = 7¾
/// - 4: ½·3 + bye 2½ + 1½ + 0 + 0 = 5½
/// - 5: 0 + 0 + 0 + bye 1½ + ½·4 = 3½
///
/// Over-the-board wins: 1: 2, 2: 2, 3: 1, 4: 1, 5: 0.
#[test]
fn a_round_robin_of_five_plays_to_the_end_with_a_bye_each_round() {
    let mut t = Tournament::new(Format::RoundRobin, false, None, field(5)).unwrap();
    let results = [
        vec![First, Draw],
        vec![Second, Draw],
        vec![Second, First],
        vec![First, Draw],
        vec![Second, Draw],
    ];
    for (r, results) in results.iter().enumerate() {
        assert!(!t.is_over());
        let paired = t.pair_next().unwrap();
        assert_eq!(paired.pairings.iter().filter(|p| p.is_bye()).count(), 1);
        assert_eq!(paired.pairings.len(), 3);
        assert_eq!(t.round(), r as u32 + 1);
        play_round(&mut t, results);
    }
    assert!(t.is_over());
    assert_eq!(t.pair_next().unwrap_err(), TournamentError::NoRoundsLeft);
    let s = t.standings();
    assert_eq!(ranking(&s), [1, 2, 3, 4, 5]);
    let expect = [
        (1, 8, 49, 2),
        (2, 8, 46, 2),
        (3, 6, 31, 1),
        (4, 5, 22, 1),
        (5, 3, 14, 0),
    ];
    for (start, score, sb, wins) in expect {
        let l = line(&s, start);
        assert_eq!(l.score, Points(score), "player {start}");
        assert_eq!(l.byes, 1);
        assert_eq!(
            l.tiebreaks,
            [
                (Tiebreak::SonnebornBerger, TiebreakValue(sb)),
                (Tiebreak::DirectEncounter, h(0)),
                (Tiebreak::Wins, TiebreakValue(4 * wins)),
            ],
            "player {start}"
        );
    }
    // Everyone met everyone.
    for a in 1..=5 {
        for b in a + 1..=5 {
            assert!(t.have_met(a, b), "{a} and {b}");
        }
    }
}

/// Four players, round robin (1-4 2-3 | 4-3 1-2 | 2-4 3-1): 4 forfeits round
/// 1 and is withdrawn; their later games are forfeits recorded when paired.
///
/// - 1: forfeit win (dummy 2½ × 1), draw with 2 (½·2½), beat 3 (1): 2½, SB 4¾.
/// - 2: beat 3 (1), draw with 1 (1¼), forfeit win (dummy 2½): 2½, SB 4¾.
/// - 3: lost to 2, forfeit win (dummy 1), lost to 1: 1, SB 1.
/// - 4: three forfeit losses: 0, SB 0.
///
/// 1 and 2 tie on score and SB; they met and drew (direct encounter ½ each);
/// one win each over the board; the starting number puts 1 first.
#[test]
fn a_round_robin_with_a_forfeit_and_a_withdrawal_plays_to_the_end() {
    let mut t = Tournament::new(Format::RoundRobin, false, None, field(4)).unwrap();
    t.pair_next().unwrap();
    assert_eq!(t.record(1, 0, ForfeitFirst), Ok(Recorded::Settled));
    assert_eq!(t.record(1, 1, First), Ok(Recorded::Settled));
    t.withdraw(4);
    let r2 = t.pair_next().unwrap().clone();
    assert_eq!(r2.pairings[0], played(4, 3, ForfeitSecond));
    play_round(&mut t, &[Draw]);
    let r3 = t.pair_next().unwrap().clone();
    assert_eq!(r3.pairings[0], played(2, 4, ForfeitFirst));
    play_round(&mut t, &[Second]);
    assert!(t.is_over());
    let s = t.standings();
    assert_eq!(ranking(&s), [1, 2, 3, 4]);
    assert_eq!(line(&s, 1).score, Points(5));
    assert_eq!(line(&s, 2).score, Points(5));
    assert_eq!(line(&s, 3).score, Points(2));
    assert_eq!(
        line(&s, 1).tiebreaks,
        [
            (Tiebreak::SonnebornBerger, TiebreakValue(19)),
            (Tiebreak::DirectEncounter, h(1)),
            (Tiebreak::Wins, h(2)),
        ]
    );
    assert_eq!(line(&s, 2).tiebreaks, line(&s, 1).tiebreaks);
    assert_eq!(tiebreak(&s, 3, Tiebreak::SonnebornBerger), h(2));
    assert_eq!(tiebreak(&s, 4, Tiebreak::SonnebornBerger), h(0));
    assert!(line(&s, 4).withdrawn);
    assert!(!t.have_met(1, 4));
}

#[test]
fn a_double_round_robin_of_three_plays_every_pairing_twice() {
    let mut t = Tournament::new(Format::RoundRobin, true, None, field(3)).unwrap();
    assert_eq!(t.rounds, 6);
    while !t.is_over() {
        t.pair_next().unwrap();
        let open = t
            .played
            .last()
            .unwrap()
            .pairings
            .iter()
            .filter(|p| !p.is_decided())
            .count();
        play_round(&mut t, &vec![First; open]);
    }
    assert_eq!(t.round(), 6);
    for (a, b) in [(1, 2), (1, 3), (2, 3)] {
        let games: Vec<(Start, Start)> = t
            .played
            .iter()
            .flat_map(|r| &r.pairings)
            .filter(|p| p.has(a) && p.opponent_of(a) == Some(b))
            .map(|p| (p.first, p.second.unwrap()))
            .collect();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0], (games[1].1, games[1].0), "colours swapped");
    }
    // Every game won by its first player: each plays first twice, so 2 + 2
    // byes = 4 each; all tied on SB (each beat both others once, 4 + 4, plus two
    // byes against dummies of 4: 16 each) and on direct encounter (2 each).
    let s = t.standings();
    assert!(s.iter().all(|l| l.score == Points(8) && l.byes == 2));
    assert!(s.iter().all(|l| l.tiebreaks[0].1 == h(32) && l.tiebreaks[1].1 == h(4)));
    assert_eq!(ranking(&s), [1, 2, 3]);
}

/// Five players' knockout: bracket of 8 (1 8 5 4 3 6 7 2), so 1, 3 and 2 have
/// byes in round 1 and 4 meets 5. 4-5 is drawn twice: 4, the higher seed,
/// goes through. Semi-finals 1-4 (1 wins) and 2-3 (2 absent: 3 wins by
/// forfeit). Final 1-3 drawn, replayed 3-1 and won by 3.
#[test]
fn a_knockout_plays_to_the_end_with_draws_replayed_and_a_forfeit() {
    let mut t = Tournament::new(Format::Knockout, false, None, field(5)).unwrap();
    assert_eq!(t.rounds, 3);
    let r1 = t.pair_next().unwrap().clone();
    assert_eq!(
        r1.pairings,
        [Pairing::bye(1), Pairing::game(4, 5), Pairing::bye(3), Pairing::bye(2)]
    );
    assert_eq!(t.record(1, 1, Draw), Ok(Recorded::Replay(4)));
    assert_eq!(t.played[0].pairings[4], Pairing::game(5, 4));
    assert!(!t.round_over());
    assert_eq!(t.pair_next().unwrap_err(), TournamentError::RoundNotOver(1));
    assert_eq!(t.record(1, 4, Draw), Ok(Recorded::Settled));
    assert!(t.round_over());
    assert_eq!(knockout::survivors(&t), [1, 4, 3, 2]);

    let r2 = t.pair_next().unwrap().clone();
    assert_eq!(r2.pairings, [Pairing::game(1, 4), Pairing::game(2, 3)]);
    t.record(2, 0, First).unwrap();
    t.record(2, 1, ForfeitSecond).unwrap();
    assert_eq!(knockout::survivors(&t), [1, 3]);
    assert!(!t.is_over());

    let r3 = t.pair_next().unwrap().clone();
    assert_eq!(r3.pairings, [Pairing::game(1, 3)]);
    assert_eq!(t.record(3, 0, Draw), Ok(Recorded::Replay(1)));
    assert_eq!(t.record(3, 1, First), Ok(Recorded::Settled));
    assert!(t.is_over());
    assert_eq!(t.pair_next().unwrap_err(), TournamentError::NoRoundsLeft);

    let s = t.standings();
    // Winner 3, finalist 1, semi-final losers by seed (2, 4), then 5.
    assert_eq!(ranking(&s), [3, 1, 2, 4, 5]);
    assert_eq!(s.iter().map(|l| l.rank).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    assert!(s.iter().all(|l| l.tiebreaks.is_empty()));
}

#[test]
fn a_knockout_of_eight_ranks_by_the_round_each_player_went_out_in() {
    let mut t = Tournament::new(Format::Knockout, false, None, field(8)).unwrap();
    // Round 1 (1-8 4-5 3-6 2-7): the lower seed wins 4-5 and 2-7.
    t.pair_next().unwrap();
    play_round(&mut t, &[First, Second, First, Second]);
    assert_eq!(knockout::survivors(&t), [1, 5, 3, 7]);
    // Semi-finals 1-5 and 3-7: 5 and 3 win.
    let semis = t.pair_next().unwrap().clone();
    assert_eq!(semis.pairings, [Pairing::game(1, 5), Pairing::game(3, 7)]);
    play_round(&mut t, &[Second, First]);
    // Final 3-5: 5 wins as second.
    let last = t.pair_next().unwrap().clone();
    assert_eq!(last.pairings, [Pairing::game(3, 5)]);
    play_round(&mut t, &[Second]);
    assert!(t.is_over());
    assert_eq!(ranking(&t.standings()), [5, 3, 1, 7, 2, 4, 6, 8]);
}

#[test]
fn a_knockout_withdrawal_gives_the_opponent_a_forfeit_win_and_can_end_it_early() {
    let mut t = Tournament::new(Format::Knockout, false, None, field(4)).unwrap();
    t.pair_next().unwrap(); // 1-4, 2-3
    play_round(&mut t, &[First, Second]);
    // 3 withdraws before the final is paired: 1 is the last one in, and the
    // final is never paired; 3 still ranks second, out in the final.
    t.withdraw(3);
    assert_eq!(knockout::survivors(&t), [1]);
    assert!(t.is_over());
    assert_eq!(t.pair_next().unwrap_err(), TournamentError::NoRoundsLeft);
    assert_eq!(ranking(&t.standings()), [1, 3, 2, 4]);

    // Before round 1 the match is paired and forfeited at once.
    let mut t = Tournament::new(Format::Knockout, false, None, field(2)).unwrap();
    t.withdraw(2);
    t.pair_next().unwrap();
    assert_eq!(t.played[0].pairings, [played(1, 2, ForfeitFirst)]);
    assert!(t.is_over());
    assert_eq!(ranking(&t.standings()), [1, 2]);
}

#[test]
fn the_view_names_each_tiebreak_with_its_exact_value() {
    // The direct-encounter example: 2 (rank 5) has SB 1, DE 1; 3 has SB 2¼.
    let t = swiss(
        6,
        vec![
            round(vec![played(1, 2, Second), played(3, 4, Draw), played(5, 6, Draw)]),
            round(vec![played(3, 2, First), played(1, 5, First), played(4, 6, Second)]),
            round(vec![played(4, 2, First), played(6, 1, First), played(3, 5, Draw)]),
        ],
    );
    let head = view::Head {
        id: 1,
        name: "Spring".into(),
        game: "checkers".into(),
        options: String::new(),
        status: view::Status::Finished,
    };
    let json = serde_json::to_value(t.view(head, |_, _| (None, None))).unwrap();
    assert_eq!(json["winner"], "P6");
    let third = &json["players"][1];
    assert_eq!(third["start"], 3);
    assert_eq!(third["tiebreaks"]["sonneborn-berger"], 2.25);
    assert_eq!(third["tiebreaks"]["buchholz-cut-1"], 2.5);
    let fifth = &json["players"][4];
    assert_eq!(fifth["start"], 2);
    assert_eq!(fifth["tiebreaks"]["direct-encounter"], 1.0);
    assert_eq!(fifth["tiebreaks"]["wins"], 1.0);
}
