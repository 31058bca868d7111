//! The tournament model's own rules (the formats' tests live beside them).

use super::*;

fn field(n: usize) -> Vec<Entrant> {
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
