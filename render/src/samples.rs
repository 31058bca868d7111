//! Example positions, for tests, benchmarks and the sample pictures
//! (`cargo run -p parlor-render --example samples`).
//!
//! Hot Spot positions are restored through [`HotSpot::from_setup`]; Trespass and
//! Number One games are real games from a seeded start, played on with legal
//! actions picked by a seeded RNG. Either way each is a legal position and its
//! view is the engine's own.

use parlor_games::hot_spot::{HotSpot, Phase, Piece, Setup, Square};
use parlor_games::number_one::{self, NumberOne};
use parlor_games::trespass::{self, Trespass};
use parlor_games::{Outcome, Seat, SeededRng};

const GREEN: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

/// The pieces from `(square, owner, spots, captured)` entries.
fn pieces(entries: &[(&str, Seat, u8, bool)]) -> Vec<(Square, Piece)> {
    entries
        .iter()
        .map(|&(square, owner, spots, captured)| {
            (
                Square::parse(square).expect("sample squares are valid"),
                Piece { owner, spots, captured },
            )
        })
        .collect()
}

fn restore(setup: Setup) -> HotSpot {
    HotSpot::from_setup(setup).expect("sample positions are legal")
}

/// During placement: Green has placed four pieces, Black three, and Black has just
/// revealed a 3.
pub fn hot_spot_placement() -> HotSpot {
    restore(Setup {
        board: pieces(&[
            ("b1", GREEN, 2, false),
            ("d1", GREEN, 3, false),
            ("e1", GREEN, 1, false),
            ("g1", GREEN, 2, false),
            ("c8", BLACK, 1, false),
            ("e8", BLACK, 3, false),
            ("h8", BLACK, 2, false),
        ]),
        reserves: [vec![1, 2, 2, 3], vec![1, 1, 2, 3]],
        to_place: [vec![1, 3, 1, 3], vec![3, 2, 1, 2, 3]],
        phase: Phase::Placement,
        to_act: BLACK,
        first_turn_done: [false, false],
        quiet_turns: 0,
        last_action: Some((GREEN, "g1".to_owned())),
        last_captures: vec![],
        outcome: Outcome::Ongoing,
    })
}

/// Mid-game, Green to move: Black has just played c7-c5, Green's start-of-turn
/// capture took d6, and Green's c3 and h4 stand on squares Black controls.
pub fn hot_spot_mid_game() -> HotSpot {
    restore(Setup {
        board: pieces(&[
            ("b2", GREEN, 2, false),
            ("c3", GREEN, 3, false),
            ("d3", GREEN, 3, false),
            ("e1", GREEN, 1, false),
            ("f4", GREEN, 2, false),
            ("h4", GREEN, 1, false),
            ("a3", GREEN, 1, true),
            ("h3", GREEN, 2, true),
            ("b7", BLACK, 3, false),
            ("c5", BLACK, 2, false),
            ("e6", BLACK, 1, false),
            ("f8", BLACK, 2, false),
            ("h7", BLACK, 3, false),
            ("a6", BLACK, 1, true),
            ("d6", BLACK, 2, true),
            ("g7", BLACK, 3, true),
        ]),
        reserves: [vec![1, 2, 3, 3], vec![1, 1, 2, 3]],
        to_place: [vec![], vec![]],
        phase: Phase::Play,
        to_act: GREEN,
        first_turn_done: [true, true],
        quiet_turns: 0,
        last_action: Some((BLACK, "c7-c5".to_owned())),
        last_captures: vec![Square::parse("d6").expect("valid")],
        outcome: Outcome::Ongoing,
    })
}

/// Game over: Green's start-of-turn capture took Black's last piece, on e5.
pub fn hot_spot_game_over() -> HotSpot {
    restore(Setup {
        board: pieces(&[
            ("c3", GREEN, 3, false),
            ("e3", GREEN, 2, false),
            ("f4", GREEN, 1, false),
            ("g2", GREEN, 3, false),
            ("b4", GREEN, 2, false),
            ("a3", GREEN, 1, true),
            ("h3", GREEN, 2, true),
            ("d2", GREEN, 1, true),
            ("a6", BLACK, 1, true),
            ("d6", BLACK, 2, true),
            ("g7", BLACK, 3, true),
            ("b7", BLACK, 3, true),
            ("c6", BLACK, 2, true),
            ("f6", BLACK, 1, true),
            ("h6", BLACK, 3, true),
            ("e5", BLACK, 2, true),
        ]),
        reserves: [vec![1, 2, 3, 3], vec![1, 1, 2, 3]],
        to_place: [vec![], vec![]],
        phase: Phase::Play,
        to_act: GREEN,
        first_turn_done: [true, true],
        quiet_turns: 0,
        last_action: Some((BLACK, "e7-e5".to_owned())),
        last_captures: vec![Square::parse("e5").expect("valid")],
        outcome: Outcome::Won(GREEN),
    })
}

/// Picks one of `count` choices with `rng`.
fn pick(rng: &mut SeededRng, count: usize) -> usize {
    (rng.next_u64() % count.max(1) as u64) as usize
}

/// A new Trespass game from seed 3 with the given secret picks (`None`: not yet
/// picked), Red's first.
pub fn trespass_start(red: Option<u8>, blue: Option<u8>) -> Trespass {
    let mut game = Trespass::new(&trespass::Options::default(), &mut SeededRng::new(3));
    for (seat, number) in [(Seat::FIRST, red), (Seat::SECOND, blue)] {
        if let Some(n) = number {
            game.set_secret(seat, n).expect("a fresh game accepts a pick");
        }
    }
    game
}

/// Plays up to `moves` legal Trespass moves picked with a seeded RNG, stopping
/// early if the game ends.
pub fn trespass_play(game: &mut Trespass, moves: usize, seed: u64) {
    let mut rng = SeededRng::new(seed);
    for _ in 0..moves {
        let Some(seat) = game.to_act() else { return };
        let actions = game.legal_actions(seat);
        if actions.is_empty() {
            return;
        }
        let action = actions[pick(&mut rng, actions.len())];
        game.apply(seat, &action).expect("legal actions apply");
    }
}

/// Trespass during the secret picks: Red has picked, Blue has not.
pub fn trespass_secrets() -> Trespass {
    trespass_start(Some(7), None)
}

/// Trespass mid-game: both secrets picked (Red 7, Blue 3), twelve moves played.
pub fn trespass_mid_game() -> Trespass {
    trespass_mid_game_with(7, 3)
}

/// The same mid-game as [`trespass_mid_game`] with other secret picks, which the
/// public picture must not reveal.
pub fn trespass_mid_game_with(red: u8, blue: u8) -> Trespass {
    let mut game = trespass_start(Some(red), Some(blue));
    trespass_play(&mut game, 12, 11);
    game
}

/// Trespass after the end: played on from the same start until a secret piece
/// reached its goal row (or Blue resigned after 600 moves).
pub fn trespass_game_over() -> Trespass {
    let mut game = trespass_start(Some(7), Some(3));
    trespass_play(&mut game, 600, 11);
    if !game.outcome().is_over() {
        game.resign(Seat::SECOND);
    }
    game
}

/// A Number One game for `players` with quick placement from `seed`, played on
/// for `moves` legal actions picked by a seeded RNG.
pub fn number_one_game(players: usize, seed: u64, moves: usize) -> NumberOne {
    let mut rng = SeededRng::new(seed);
    let mut game = NumberOne::new(players, &number_one::Options { quick: true }, &mut rng);
    for _ in 0..moves {
        let Some(seat) = game.to_act() else { break };
        let actions = game.legal_actions(seat);
        if actions.is_empty() {
            break;
        }
        let action = actions[pick(&mut rng, actions.len())];
        game.apply(seat, &action).expect("legal actions apply");
    }
    game
}

/// Number One for four players on the full 91-hole board, mid-game.
pub fn number_one_four_players() -> NumberOne {
    number_one_game(4, 5, 40)
}

/// Number One for three players on the inner 61 holes, mid-game.
pub fn number_one_three_players() -> NumberOne {
    number_one_game(3, 7, 25)
}

/// Number One for two players, just after quick placement.
pub fn number_one_start() -> NumberOne {
    number_one_game(2, 9, 0)
}

/// Number One played to the end (at most 2000 actions).
pub fn number_one_game_over() -> NumberOne {
    number_one_game(3, 13, 2000)
}

/// Number One for four players during placement: White has placed, Black is next.
pub fn number_one_placement() -> NumberOne {
    let mut rng = SeededRng::new(21);
    let mut game = NumberOne::new(4, &number_one::Options { quick: false }, &mut rng);
    if let Some(seat) = game.to_act() {
        if let Some(action) = game.legal_actions(seat).first().copied() {
            game.apply(seat, &action).expect("legal actions apply");
        }
    }
    game
}
