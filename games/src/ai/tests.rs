//! The computer opponent: legal, deterministic, honest, and it sees the obvious.

use super::*;
use crate::game::Spec;
use crate::{acey_ducey, checkers, hot_spot, line, number_one, trespass, Outcome};
use std::time::Duration;

/// A small tuning with no practical deadline (tests run in debug builds, where the
/// real levels' wall-clock caps would make the answer depend on the machine).
fn small<G: Game>(level: Level, iterations: u32, nodes: u64) -> Tuning {
    let mut tuning = tuning::<G>(level);
    tuning.plan = match tuning.plan {
        Plan::Mcts(mut c) => {
            c.iterations = iterations;
            c.deadline = Duration::from_secs(3600);
            Plan::Mcts(c)
        }
        Plan::AlphaBeta(mut c) => {
            c.nodes = nodes;
            c.deadline = Duration::from_secs(3600);
            Plan::AlphaBeta(c)
        }
    };
    tuning
}

/// Positions along seeded random games of `G`: every `every`-th position of each
/// game, up to `per_game` a game. Secrets, when the game has them, are picked at
/// random first.
fn positions<G: Game>(
    options: &str,
    players: usize,
    seeds: std::ops::Range<u64>,
    every: usize,
    per_game: usize,
) -> Vec<G> {
    let options = G::parse_options(options).expect("valid options");
    let mut found = Vec::new();
    let mut actions = Vec::new();
    for seed in seeds {
        let mut rng = SeededRng::new(seed);
        let mut game = G::new(&options, players, &mut rng);
        if let Some(secrets) = game.secrets_mut().filter(|s| s.waiting_for_secrets()) {
            for i in 0..players {
                let choices = secrets.secret_choices();
                let pick = choices[rng.below(choices.len() as u32) as usize];
                secrets.set_secret(Seat(i as u8), pick).expect("a listed secret");
            }
        }
        let mut taken = 0;
        let mut ply = 0;
        while let Some(seat) = game.to_act() {
            if ply % every == 0 {
                found.push(game.clone());
                taken += 1;
                if taken >= per_game {
                    break;
                }
            }
            actions.clear();
            game.legal_actions(seat, &mut actions);
            let pick = rng.below(actions.len() as u32) as usize;
            game.apply(seat, &actions[pick], &mut rng)
                .unwrap_or_else(|e| panic!("a listed action: {e}"));
            ply += 1;
        }
    }
    found
}

/// Every answer is one of the seat's legal actions, at every level's plan.
fn always_legal<G: Game>(options: &str, players: usize) {
    for (i, game) in positions::<G>(options, players, 0..6, 7, 6).into_iter().enumerate() {
        let seat = game.to_act().expect("positions are taken before the end");
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        for level in Level::ALL {
            let action = choose_with(&game, seat, small::<G>(level, 60, 400), i as u64)
                .unwrap_or_else(|| panic!("{}: no answer with {} legal actions", G::SPEC.name, legal.len()));
            assert!(legal.contains(&action), "{}: {action} is not legal", G::SPEC.name);
        }
        let other = Seat(((seat.index() + 1) % players) as u8);
        if other != seat {
            assert_eq!(choose(&game, other, Level::Easy, 1), None, "not {other}'s turn");
        }
    }
}

#[test]
fn every_answer_is_legal_in_every_game() {
    always_legal::<hot_spot::HotSpot>("", 2);
    always_legal::<hot_spot::HotSpot>("quick", 2);
    always_legal::<trespass::Trespass>("", 2);
    always_legal::<number_one::NumberOne>("", 2);
    always_legal::<number_one::NumberOne>("quick", 3);
    always_legal::<number_one::NumberOne>("quick", 4);
    always_legal::<acey_ducey::AceyDucey>("", 2);
    always_legal::<line::Line>("variant:basic", 2);
    always_legal::<line::Line>("variant:progress", 2);
    always_legal::<line::Line>("variant:scoring target:3", 2);
    always_legal::<checkers::Checkers>("", 2);
}

/// The same seed gives the same answer; the answer does not come from the seed
/// alone (several seeds together make more than one choice somewhere).
fn deterministic<G: Game>(options: &str, players: usize) {
    for (i, game) in positions::<G>(options, players, 10..13, 9, 3).into_iter().enumerate() {
        let seat = game.to_act().expect("ongoing");
        let tuning = small::<G>(Level::Normal, 150, 3_000);
        let first = choose_with(&game, seat, tuning, 40 + i as u64);
        assert_eq!(
            first,
            choose_with(&game, seat, tuning, 40 + i as u64),
            "{}",
            G::SPEC.name
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    deterministic::<hot_spot::HotSpot>("", 2);
    deterministic::<trespass::Trespass>("", 2);
    deterministic::<number_one::NumberOne>("quick", 3);
    deterministic::<acey_ducey::AceyDucey>("", 2);
    deterministic::<line::Line>("variant:scoring", 2);
    deterministic::<checkers::Checkers>("", 2);
}

/// Wherever `G` offers the seat to act a win on the spot, every level takes it.
fn takes_wins_in_one<G: Game>(options: &str, players: usize) -> usize {
    let mut checked = 0;
    for (i, game) in positions::<G>(options, players, 0..40, 1, 400).into_iter().enumerate() {
        let seat = game.to_act().expect("ongoing");
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        let wins = |a: &G::Action| {
            let mut next = game.clone();
            next.apply(seat, a, &mut SeededRng::new(0)).is_ok() && next.outcome() == Outcome::Won(seat)
        };
        if legal.len() < 2 || !legal.iter().any(wins) || legal.iter().all(wins) {
            continue;
        }
        checked += 1;
        for level in Level::ALL {
            let action = choose_with(&game, seat, small::<G>(level, 40, 300), i as u64).expect("an answer");
            assert!(wins(&action), "{}: {action} at {level:?} misses the win", G::SPEC.name);
        }
    }
    checked
}

#[test]
fn every_level_takes_a_win_in_one() {
    assert!(takes_wins_in_one::<checkers::Checkers>("", 2) > 0);
    assert!(takes_wins_in_one::<line::Line>("variant:scoring target:3", 2) > 0);
    // Hot Spot has none: captures happen at the start of the capturer's turn.
    takes_wins_in_one::<number_one::NumberOne>("quick", 2);
}

/// In two-player games without chance: where some of the seat's actions let the
/// opponent win on the spot and others do not, `level` picks a safe one.
fn avoids_losses_in_one<G: Game>(options: &str, tuning: impl Fn() -> Tuning) -> usize {
    let mut checked = 0;
    let mut rng = SeededRng::new(0);
    for (i, game) in positions::<G>(options, 2, 0..30, 1, 400).into_iter().enumerate() {
        let seat = game.to_act().expect("ongoing");
        let mut legal = Vec::new();
        game.legal_actions(seat, &mut legal);
        let loses = |a: &G::Action| {
            let mut next = game.clone();
            next.apply(seat, a, &mut rng.clone())
                .unwrap_or_else(|e| panic!("legal: {e}"));
            let Some(other) = next.to_act().filter(|&s| s != seat) else {
                return false;
            };
            let mut replies = Vec::new();
            next.legal_actions(other, &mut replies);
            replies.iter().any(|r| {
                let mut after = next.clone();
                after.apply(other, r, &mut rng.clone()).is_ok() && after.outcome() == Outcome::Won(other)
            })
        };
        let losing: Vec<bool> = legal.iter().map(loses).collect();
        if !losing.contains(&true) || !losing.contains(&false) {
            continue;
        }
        checked += 1;
        let action = choose_with(&game, seat, tuning(), i as u64).expect("an answer");
        let k = legal.iter().position(|a| *a == action).expect("legal");
        assert!(!losing[k], "{}: {action} lets the opponent win", G::SPEC.name);
        rng = SeededRng::new(i as u64);
    }
    checked
}

#[test]
fn checkers_search_never_walks_into_a_loss_in_one() {
    let checked =
        avoids_losses_in_one::<checkers::Checkers>("", || small::<checkers::Checkers>(Level::Normal, 0, 3_000));
    assert!(checked > 0);
}

#[test]
fn line_search_blocks_a_line_that_would_win() {
    // Scoring to 1: the opponent's next line wins; Parlor must not allow it.
    let checked = avoids_losses_in_one::<line::Line>("variant:scoring target:1", || {
        small::<line::Line>(Level::Normal, 400, 0)
    });
    assert!(checked > 0);
}

/// A checkers position from its FEN (Black to move unless it starts with `W`);
/// the review's and the puzzles' tests use it too.
pub(super) fn checkers(fen: &str) -> checkers::Checkers {
    let p = checkers::Position::from_fen(fen).expect("a FEN");
    let squares = |bits: u32| checkers::Square::in_bits(bits).collect::<Vec<_>>();
    checkers::Checkers::from_setup(checkers::Setup {
        men: [Seat(0), Seat(1)].map(|s| squares(p.pieces(s) & !p.kings())),
        kings: [Seat(0), Seat(1)].map(|s| squares(p.pieces(s) & p.kings())),
        to_move: p.to_move(),
        quiet_plies: 0,
        history: Vec::new(),
        last_move: None,
        outcome: Outcome::Ongoing,
    })
    .expect("a legal position")
}

#[test]
fn checkers_finds_a_two_for_one_shot() {
    // The giveaway shot of the primers: Black gives the man on 14 (14-18), and
    // whichever White man takes it (22x15 or 23x14; the men on 5 and 8 stop the
    // capture from going on) is jumped along with the other (11x18x27 or
    // 9x18x25): two for one, and here the game.
    let game = checkers("B:W22,23:B5,8,9,11,14");
    for level in [Level::Normal, Level::Hard] {
        let action = choose(&game, Seat(0), level, 1).expect("an answer");
        assert_eq!(action.to_string(), "14-18", "{level:?}");
    }
}

#[test]
fn levels_parse_by_name() {
    for level in Level::ALL {
        assert_eq!(Level::parse(&level.name().to_uppercase()), Some(level));
    }
    assert_eq!(Level::parse("grandmaster"), None);
    assert!(Level::Hard.deadline() <= Duration::from_secs(1));
    assert!(Level::Normal.deadline() <= Duration::from_millis(200));
}

#[test]
fn arena_alternates_seats_and_counts_every_game() {
    use arena::{arena, Match, Player};
    let report = arena::<line::Line>(
        &line::Options::default(),
        Match {
            a: Player::Parlor(Level::Easy),
            b: Player::Random,
            players: 2,
            games: 6,
            first: 0,
            uncapped: true,
            opening: 0,
            seed: 3,
        },
    );
    assert_eq!(report.wins + report.draws + report.losses, 6);
    // Played in chunks, uncapped, the match is the same games.
    let chunk = |first, games| {
        arena::<line::Line>(
            &line::Options::default(),
            Match {
                a: Player::Parlor(Level::Easy),
                b: Player::Random,
                players: 2,
                games,
                first,
                uncapped: true,
                opening: 0,
                seed: 3,
            },
        )
    };
    let (early, late) = (chunk(0, 4), chunk(4, 2));
    assert_eq!(
        (
            early.wins + late.wins,
            early.draws + late.draws,
            early.losses + late.losses
        ),
        (report.wins, report.draws, report.losses)
    );
    assert!(report.a_times.moves > 0);
    assert_eq!(report.b_times.moves, 0, "random moves are not timed");
    let r = arena::Rate::wilson(195.0, 200);
    assert!((r.value - 0.975).abs() < 1e-9);
    assert!(r.low > 0.94 && r.low < 0.95 && r.high > 0.98 && r.high < 0.995, "{r}");
}

#[test]
fn a_trespass_secret_is_picked_among_the_choices_and_only_when_due() {
    use crate::Secrets;
    let mut game = trespass::Trespass::new(&trespass::Options::default(), 2, &mut SeededRng::new(5));
    for level in Level::ALL {
        let pick = choose_secret(&game, Seat(0), level, 9).expect("waiting for Red's pick");
        assert!(game.secret_choices().contains(&pick));
    }
    game.set_secret(Seat(0), 4).expect("a pick");
    assert_eq!(choose_secret(&game, Seat(0), Level::Hard, 9), None, "already picked");
    let hot = hot_spot::HotSpot::new(&hot_spot::Options::default(), 2, &mut SeededRng::new(5));
    assert_eq!(choose_secret(&hot, Seat(0), Level::Hard, 9), None, "no secrets");
}

// ---- Honesty -------------------------------------------------------------

/// `G` with its hidden information in plain view: determinising it is the
/// identity, so a search through it reads the true state. A searcher that cheats
/// plays like this.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Peek<G>(G);

impl<G: Game> Game for Peek<G> {
    type Setup = G::Setup;
    type Action = G::Action;
    type Event = G::Event;
    type ParseError = G::ParseError;
    type RuleError = G::RuleError;
    type SetupError = G::SetupError;
    type View = G::View;
    type Options = G::Options;
    const SPEC: Spec = G::SPEC;

    fn parse_options(text: &str) -> Result<Self::Options, crate::OptionsError> {
        G::parse_options(text)
    }
    fn new(options: &Self::Options, players: usize, rng: &mut dyn Rng) -> Self {
        Peek(G::new(options, players, rng))
    }
    fn from_setup(setup: Self::Setup) -> Result<Self, Self::SetupError> {
        G::from_setup(setup).map(Peek)
    }
    fn to_setup(&self) -> Self::Setup {
        self.0.to_setup()
    }
    fn to_act(&self) -> Option<Seat> {
        self.0.to_act()
    }
    fn prompt(&self) -> crate::i18n::Msg {
        self.0.prompt()
    }
    fn legal_actions(&self, seat: Seat, into: &mut Vec<Self::Action>) {
        self.0.legal_actions(seat, into)
    }
    fn parse_action(text: &str) -> Result<Self::Action, Self::ParseError> {
        G::parse_action(text)
    }
    fn apply(&mut self, seat: Seat, action: &Self::Action, rng: &mut dyn Rng) -> Result<Vec<G::Event>, G::RuleError> {
        self.0.apply(seat, action, rng)
    }
    fn outcome(&self) -> Outcome {
        self.0.outcome()
    }
    fn resign(&mut self, seat: Seat) -> Vec<G::Event> {
        self.0.resign(seat)
    }
    fn agree_draw(&mut self) -> Vec<G::Event> {
        self.0.agree_draw()
    }
    fn view(&self) -> G::View {
        self.0.view()
    }
    fn heuristic(&self, seat: Seat) -> Option<f64> {
        self.0.heuristic(seat)
    }
}

/// A Trespass position with Red to move where Blue's secret decides Red's move.
/// Everything on ranks 4–6 is jammed (nothing there can move); Blue's 3 on c2 and
/// 7 on e2 each stand one step from an empty square of their goal row (c1, e1),
/// the other three squares of rank 1 hold Blue's 0, 1 and 2. Red can only move
/// Blue's pieces, and one move can stop only one threat: moving the 3 (which locks
/// it for Blue's next turn) or moving the 7. Knowing Blue's secret, Red would
/// always stop the right one.
fn two_threats(blue_secret: u8) -> trespass::Trespass {
    let sq = |s: &str| trespass::Square::parse(s).expect("a square");
    let red = |n| trespass::Piece {
        owner: Seat(0),
        number: n,
    };
    let blue = |n| trespass::Piece {
        owner: Seat(1),
        number: n,
    };
    let mut board = vec![
        (sq("a1"), blue(0)),
        (sq("b1"), blue(1)),
        (sq("d1"), blue(2)),
        (sq("c2"), blue(3)),
        (sq("e2"), blue(7)),
    ];
    for (i, file) in ["a", "b", "c", "d", "e"].iter().enumerate() {
        board.push((sq(&format!("{file}6")), blue([4, 5, 6, 8, 9][i])));
        board.push((sq(&format!("{file}5")), red(i as u8)));
        board.push((sq(&format!("{file}4")), red(i as u8 + 5)));
    }
    trespass::Trespass::from_setup(trespass::Setup {
        board,
        secrets: [Some(0), Some(blue_secret)],
        phase: trespass::Phase::Play,
        to_act: Seat(0),
        locked: None,
        last_move: None,
        outcome: Outcome::Ongoing,
    })
    .expect("a legal position")
}

#[test]
fn trespass_moves_do_not_depend_on_the_opponents_secret() {
    let mut differ = 0;
    for seed in 0..6 {
        for level in [Level::Normal, Level::Hard] {
            // Rollouts cut short and scored by the heuristic: Red cannot win
            // here, so full random rollouts lose whatever Red does, and every
            // move would look alike to any search.
            let mut tuning = small::<trespass::Trespass>(level, 300, 0);
            if let Plan::Mcts(config) = &mut tuning.plan {
                config.rollout_cutoff = Some(4);
            }
            let honest: Vec<_> = [3, 7]
                .map(|secret| choose_with(&two_threats(secret), Seat(0), tuning, seed))
                .into();
            assert_eq!(honest[0], honest[1], "seed {seed}: the move depends on Blue's secret");
            // The test has teeth: a searcher that read the secret would answer
            // differently for the two secrets.
            let peeked: Vec<_> = [3, 7]
                .map(|secret| choose_with(&Peek(two_threats(secret)), Seat(0), tuning, seed))
                .into();
            if peeked[0] != peeked[1] {
                differ += 1;
            }
        }
    }
    assert!(differ >= 10, "a cheating search differed only {differ} times in 12");
}

#[test]
fn trespass_moves_in_random_positions_ignore_the_opponents_secret() {
    for (i, game) in positions::<trespass::Trespass>("", 2, 20..26, 5, 3)
        .into_iter()
        .enumerate()
    {
        let seat = game.to_act().expect("ongoing");
        let tuning = small::<trespass::Trespass>(Level::Normal, 120, 0);
        let mut answers = Vec::new();
        for secret in 0..10 {
            let mut setup = game.to_setup();
            setup.secrets[seat.opponent().index()] = Some(secret);
            let Ok(variant) = trespass::Trespass::from_setup(setup) else {
                continue;
            };
            if variant.outcome().is_over() || variant.to_act() != Some(seat) {
                continue;
            }
            answers.push(choose_with(&variant, seat, tuning, i as u64));
        }
        assert!(answers.windows(2).all(|w| w[0] == w[1]), "position {i}: {answers:?}");
    }
}

#[test]
fn hot_spot_moves_do_not_depend_on_the_face_down_order() {
    for seed in 0..4 {
        let game = hot_spot::HotSpot::new(&hot_spot::Options::default(), 2, &mut SeededRng::new(seed));
        let mut played = game.clone();
        // Two placements each, so both sides have face-down pieces in a known mix.
        let mut rng = SeededRng::new(seed);
        for _ in 0..4 {
            let seat = played.to_act().expect("placing");
            let mut legal = Vec::new();
            Game::legal_actions(&played, seat, &mut legal);
            let pick = rng.below(legal.len() as u32) as usize;
            Game::apply(&mut played, seat, &legal[pick], &mut rng).expect("legal");
        }
        let seat = played.to_act().expect("placing");
        let setup = played.to_setup();
        let tuning = small::<hot_spot::HotSpot>(Level::Normal, 200, 0);
        let first = choose_with(&played, seat, tuning, seed);
        for turn in 1..4 {
            let mut other = setup.clone();
            for side in 0..2 {
                // Keep the piece the seat to act has revealed; reorder the rest.
                let keep = usize::from(side == seat.index());
                other.to_place[side][keep..].rotate_left(turn);
                other.to_place[side][keep..].reverse();
            }
            let variant = hot_spot::HotSpot::from_setup(other).expect("a reordered game is legal");
            assert_eq!(
                choose_with(&variant, seat, tuning, seed),
                first,
                "seed {seed}, order {turn}"
            );
        }
    }
}

/// Tic-tac-toe after `moves` (alternating, X first).
#[cfg(feature = "test-game")]
fn tic_tac_toe(moves: &[&str]) -> crate::tic_tac_toe::TicTacToe {
    use crate::tic_tac_toe::TicTacToe;
    let mut game = TicTacToe::new(&Default::default(), 2, &mut SeededRng::new(0));
    for (i, m) in moves.iter().enumerate() {
        let action = TicTacToe::parse_action(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        game.apply(Seat((i % 2) as u8), &action, &mut SeededRng::new(0))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

#[cfg(feature = "test-game")]
#[test]
fn tic_tac_toe_takes_the_win_before_blocking() {
    // X: a1 a2, O: b1 b2. X wins on a3 (O threatens b3 too).
    let game = tic_tac_toe(&["a1", "b1", "a2", "b2"]);
    for level in Level::ALL {
        for seed in 0..5 {
            let action = choose(&game, Seat(0), level, seed).expect("an answer");
            assert_eq!(action.to_string(), "a3", "{level:?} seed {seed}");
        }
    }
}

#[cfg(feature = "test-game")]
#[test]
fn tic_tac_toe_blocks_a_loss_in_one() {
    // X: a1 c3, O: b1 b2. X has no win; O threatens b3, which X must take.
    let game = tic_tac_toe(&["a1", "b1", "c3", "b2"]);
    for level in [Level::Normal, Level::Hard] {
        for seed in 0..5 {
            let tuning = small::<crate::tic_tac_toe::TicTacToe>(level, 400, 0);
            let action = choose_with(&game, Seat(0), tuning, seed).expect("an answer");
            assert_eq!(action.to_string(), "b3", "{level:?} seed {seed}");
        }
    }
}

#[cfg(feature = "test-game")]
#[test]
fn tic_tac_toe_search_alone_finds_the_block() {
    // The same block without the anti-decisive filter: the tree search finds it.
    let game = tic_tac_toe(&["a1", "b1", "c3", "b2"]);
    let mut legal = Vec::new();
    game.legal_actions(Seat(0), &mut legal);
    let config = mcts::Config {
        iterations: 2_000,
        exploration: 0.8,
        rollout_cutoff: None,
        deadline: Duration::from_secs(3600),
    };
    let report = mcts::search(&game, Seat(0), &legal, &config, &mut SeededRng::new(1));
    assert_eq!(legal[report.best].to_string(), "b3", "{report:?}");
}

#[test]
fn trespass_determinising_rules_out_wins_the_opponent_passed_up() {
    // As `two_threats`, but Blue has just slid its 7 from d2 to e2. Before that,
    // Blue's 3 could have stepped c2-c1 and its 7 d2-e1, into Blue's goal row:
    // neither can be Blue's secret, or Blue would have won.
    let mut setup = two_threats(4).to_setup();
    let sq = |s: &str| trespass::Square::parse(s).expect("a square");
    setup.locked = Some(sq("e2"));
    setup.last_move = Some(trespass::LastMove {
        seat: Seat(1),
        from: sq("d2"),
        to: sq("e2"),
        path: vec![sq("d2"), sq("e2")],
    });
    let game = trespass::Trespass::from_setup(setup).expect("a legal position");
    let mut rng = SeededRng::new(1);
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..200 {
        let secret = game.determinize(Seat(0), &mut rng).to_setup().secrets;
        assert_eq!(secret[0], Some(0), "Red's own secret is kept");
        seen.insert(secret[1].expect("drawn"));
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), [4, 5, 6, 8, 9]);
}

#[test]
fn the_text_level_entry_plays_every_turn_based_game_to_the_end() {
    use crate::{AnyGame, GameKind};
    for kind in GameKind::ALL.into_iter().filter(|k| !k.is_table()) {
        let players = *kind.seats().start();
        let mut rng = SeededRng::new(2);
        let mut game = AnyGame::new(kind, "", players, &mut rng).expect("a new game");
        for i in 0..players {
            if let Some(pick) = choose_secret_any(&game, Seat(i as u8), Level::Easy, 5) {
                game.turns_mut()
                    .and_then(|g| g.secrets_mut())
                    .expect("a game with secrets")
                    .set_secret(Seat(i as u8), pick)
                    .expect("Parlor's pick is accepted");
            }
        }
        let mut plies = 0;
        while let Some(seat) = game.turns().and_then(|g| g.to_act()) {
            let text = choose_any(&game, seat, Level::Easy, plies).expect("Parlor answers its turn");
            game.play(seat, &text, &mut rng)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", kind.name()));
            plies += 1;
            assert!(plies < 5_000, "{} did not end", kind.name());
        }
    }
    let table = AnyGame::new(GameKind::CrownAndAnchor, "", 2, &mut SeededRng::new(1)).expect("a table");
    assert_eq!(choose_any(&table, Seat(0), Level::Hard, 1), None);
}

/// Three endings from Edward Lasker, *Chess and Checkers: The Way to Mastership*
/// (1918; Project Gutenberg e-book 4913), part II, "Elementary tactics" and "The
/// five fundamental positions": `hard`, on the side Lasker says wins, wins them
/// against `normal`'s defence, within the forty-move rule.
/// - Diagram 88: White's king on 32 against Black's on 26, White to move wins by
///   32-27, taking the opposition (Black's king is driven to the edge and taken).
/// - Diagram 91: Black's kings on 28, 20 and 16 against White's on 32 and 27,
///   Black to move wins by giving two kings for one, leaving Diagram 88's ending.
/// - Diagram 94, the First Position: White's kings on 32 and 18 against Black's
///   king on 24 and man on 12; Black to move loses whatever he plays.
#[test]
fn checkers_wins_laskers_endings_at_hard() {
    use crate::SeededRng;
    for (fen, winner, first) in [
        ("W:WK32:BK26", Seat(1), Some("32-27")),
        ("B:WK32,K27:BK28,K20,K16", Seat(0), None),
        ("B:WK32,K18:BK24,12", Seat(1), None),
    ] {
        let mut game = checkers(fen);
        let mut moves = Vec::new();
        while let Some(seat) = game.to_act() {
            let level = if seat == winner { Level::Hard } else { Level::Normal };
            let action = choose(&game, seat, level, moves.len() as u64).expect("an answer");
            moves.push(action.to_string());
            Game::apply(&mut game, seat, &action, &mut SeededRng::new(1)).expect("a legal move");
        }
        assert_eq!(game.outcome(), Outcome::Won(winner), "{fen}: {}", moves.join(" "));
        if let Some(first) = first {
            assert_eq!(moves[0], first, "{fen}");
        }
    }
}
