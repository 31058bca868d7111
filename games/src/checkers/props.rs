//! What only checkers keeps, over random seeded playouts (the loop over every
//! game in `tests/playouts` checks what every game keeps): the fast move list
//! agrees with the actions, every listed action is its own resolution, captures
//! are listed exactly when a piece must capture, a near-miss action is refused
//! without a change or resolves to a listed one, piece counts never increase
//! and the mover never loses one, games end within the bound the rules set; and
//! the parser never panics on notation-like or long text.

use super::*;
use crate::{Game, Rng, SeededRng};
use proptest::prelude::*;

crate::testkit::kit!(Checkers);

/// No game can last longer: a man moves at most seven times (24 × 7), there are
/// at most 23 captures, and between two of those at most 80 quiet plies.
const PLY_BOUND: usize = (24 * 7 + 23 + 1) * 81;

/// A perturbed version of a legal action: another square somewhere in it, or the
/// other kind of separator.
fn perturb(action: &Action, noise: u32) -> Action {
    let mut squares = action.squares();
    let i = noise as usize % squares.len();
    squares[i] = Square::new((squares[i].number() as u32 + noise / 7 % 31) as u8 % 32 + 1).unwrap();
    if noise & 1 == 0 {
        Action::Jump(squares)
    } else {
        Action::Step {
            from: squares[0],
            to: *squares.last().unwrap(),
        }
    }
}

fn playout(seed: u64, noise: u32) {
    let mut rng = SeededRng::new(seed);
    let mut game = Checkers::start();
    let mut plies = 0;
    let mut buffer = Vec::new();
    while let Some(seat) = game.to_act() {
        assert!(plies < PLY_BOUND, "the game did not end");
        let actions = legal(&game, seat);
        game.legal_moves(&mut buffer);
        assert_eq!(buffer.len(), actions.len());
        let captures = game.view().must_capture;
        for action in &actions {
            assert_eq!(game.resolve(seat, action).as_ref(), Ok(action));
            assert_eq!(matches!(action, Action::Jump(_)), !captures.is_empty());
            if let Action::Jump(_) = action {
                assert!(captures.contains(&action.from()));
            }
        }
        // A perturbed action either is legal (and then listed) or changes nothing.
        let wrong = perturb(
            &actions[noise as usize % actions.len()],
            noise.rotate_left(plies as u32 % 32),
        );
        let before = game.clone();
        match apply(&mut game.clone(), seat, &wrong) {
            Ok(_) => {
                let full = game.resolve(seat, &wrong).unwrap();
                assert!(actions.contains(&full), "{wrong} resolved to unlisted {full}");
            }
            Err(e) => {
                let message = e.to_string();
                assert!(!message.contains('\n') && message.len() < 200, "{message}");
                assert!(apply(&mut game, seat, &wrong).is_err());
                assert_eq!(game, before);
            }
        }
        let counts = [0, 1].map(|s| game.position().pieces(Seat(s)).count_ones());
        let pick = rng.below(actions.len() as u32) as usize;
        apply(&mut game, seat, &actions[pick]).unwrap();
        let after = [0, 1].map(|s| game.position().pieces(Seat(s)).count_ones());
        assert!(after[0] <= counts[0] && after[1] <= counts[1]);
        assert_eq!(
            counts[seat.index()],
            after[seat.index()],
            "the mover never loses a piece"
        );
        assert!(game.quiet_plies() < QUIET_PLIES_FOR_DRAW || game.outcome() == Outcome::Draw);
        plies += 1;
    }
    assert!(game.outcome().is_over());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_playouts_end_and_keep_the_counts_and_compulsory_captures(seed in any::<u64>(), noise in any::<u32>()) {
        playout(seed, noise);
    }

    #[test]
    fn parsing_notation_like_text_never_panics(text in "[0-9xX×:\\-– ]{0,80}") {
        check_parse(&text);
    }

    #[test]
    fn parsing_long_text_never_panics(unit in ".{1,8}", copies in 1usize..3000) {
        check_parse(&unit.repeat(copies));
    }
}

/// Parsing gives an action that round-trips, or one short line.
fn check_parse(text: &str) {
    match Action::parse(text) {
        Ok(action) => assert_eq!(Action::parse(&action.to_string()), Ok(action)),
        Err(e) => {
            let message = e.to_string();
            assert!(!message.contains('\n') && message.chars().count() < 200, "{message}");
        }
    }
    // Whatever parses is refused or applied cleanly by a game.
    if let Ok(action) = Action::parse(text) {
        let mut game = Checkers::start();
        let before = game.clone();
        if apply(&mut game, Seat::FIRST, &action).is_err() {
            assert_eq!(game, before);
        }
    }
}

#[test]
fn ten_kilobytes_of_digits_and_unicode_are_refused_in_one_line() {
    for text in [
        "9".repeat(10_000),
        "é".repeat(5_000),
        "1x".repeat(5_000),
        "\u{202e}".repeat(3_000),
    ] {
        let message = Action::parse(&text).unwrap_err().to_string();
        assert!(!message.contains('\n') && message.len() < 200, "{message}");
    }
}
