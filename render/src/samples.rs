//! Example positions, for tests, benchmarks and the sample pictures
//! (`cargo run -p parlor-render --example samples`).
//!
//! Hot Spot positions are restored through [`HotSpot::from_setup`]; the other
//! games are real games from a seeded start, played on with legal actions picked
//! by a seeded RNG (Crown and Anchor: seeded bets and rolls). Either way each is a
//! legal position and its view is the engine's own.

use parlor_games::acey_ducey::{self, AceyDucey};
use parlor_games::checkers::Checkers;
use parlor_games::crown_anchor::{self, CrownAndAnchor, Design};
use parlor_games::hot_spot::{self, HotSpot, Phase, Piece, Setup, Square};
use parlor_games::line::{self, Line, Variant};
use parlor_games::number_one::{self, NumberOne};
use parlor_games::tournament::view::{Head, Status, TournamentView};
use parlor_games::tournament::{Entrant, Format, GameResult, Start, Tournament};
use parlor_games::trespass::{self, Trespass};
use parlor_games::{AnyGame, Game, Outcome, Seat, Secrets, SeededRng};

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

/// A Hot Spot game from `seed` (which also shuffles the pieces), with the
/// engine's placement (`quick`) or placed by hand, played on with legal actions
/// picked by the same RNG for `actions` actions, fewer if it ends.
pub fn hot_spot_game(seed: u64, quick: bool, actions: usize) -> HotSpot {
    let mut rng = SeededRng::new(seed);
    let mut game = HotSpot::new(&hot_spot::Options { quick }, 2, &mut rng);
    for _ in 0..actions {
        let Some(seat) = game.to_act() else { break };
        let legal = legal(&game, seat);
        if legal.is_empty() {
            break;
        }
        let action = legal[pick(&mut rng, legal.len())].clone();
        game.apply(seat, &action, &mut rng).expect("legal actions apply");
    }
    game
}

/// `seat`'s legal actions in `game`.
pub(crate) fn legal<G: Game>(game: &G, seat: Seat) -> Vec<G::Action> {
    let mut actions = Vec::new();
    game.legal_actions(seat, &mut actions);
    actions
}

/// Picks one of `count` choices with `rng`.
fn pick(rng: &mut SeededRng, count: usize) -> usize {
    (rng.next_u64() % count.max(1) as u64) as usize
}

/// A new Trespass game from seed 3 with the given secret picks (`None`: not yet
/// picked), Red's first.
pub fn trespass_start(red: Option<u8>, blue: Option<u8>) -> Trespass {
    trespass_dealt(3, red, blue)
}

/// A fresh Trespass game whose pieces' numbers are shuffled with a seeded RNG,
/// with the given secret picks made (none for `None`).
pub fn trespass_dealt(seed: u64, red: Option<u8>, blue: Option<u8>) -> Trespass {
    let mut game = Trespass::new(&trespass::Options::default(), 2, &mut SeededRng::new(seed));
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
        let actions = legal(game, seat);
        if actions.is_empty() {
            return;
        }
        let action = actions[pick(&mut rng, actions.len())];
        game.apply(seat, &action, &mut rng).expect("legal actions apply");
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
    let mut game = NumberOne::new(&number_one::Options { quick: true }, players, &mut rng);
    for _ in 0..moves {
        let Some(seat) = game.to_act() else { break };
        let actions = legal(&game, seat);
        if actions.is_empty() {
            break;
        }
        let action = actions[pick(&mut rng, actions.len())];
        game.apply(seat, &action, &mut rng).expect("legal actions apply");
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
    let mut game = NumberOne::new(&number_one::Options { quick: false }, 4, &mut rng);
    if let Some(seat) = game.to_act() {
        if let Some(action) = legal(&game, seat).first().copied() {
            game.apply(seat, &action, &mut rng).expect("legal actions apply");
        }
    }
    game
}

/// An Acey Ducey game with a stake of 10 and a Dog House penalty of 2 from `seed`
/// (which also rolls the dice), played on with legal actions picked by the same
/// RNG until it has `actions` actions behind it and, unless it ended, dice in play
/// waiting for a choice.
pub fn acey_ducey_game(seed: u64, actions: usize) -> AceyDucey {
    let mut rng = SeededRng::new(seed);
    let options = acey_ducey::Options {
        stake: Some(10),
        penalty: Some(2),
    };
    let mut game = AceyDucey::new(&options, 2, &mut rng);
    for done in 0.. {
        let Some(seat) = game.to_act() else { break };
        if done >= actions && game.phase() == acey_ducey::Phase::Play && game.dice().is_some() {
            break;
        }
        let legal = legal(&game, seat);
        if legal.is_empty() {
            break;
        }
        let action = legal[pick(&mut rng, legal.len())].clone();
        game.apply(seat, &action, &mut rng).expect("legal actions apply");
    }
    game
}

/// Acey Ducey in play, 70 actions in: Black has just rolled Acey-Ducey (2-1) and
/// must choose what to do with it, with two of his men in the Dog House.
pub fn acey_ducey_mid_game() -> AceyDucey {
    acey_ducey_game(35, 70)
}

/// Acey Ducey during set-up: both players entering men on their Starting Tables.
pub fn acey_ducey_set_up() -> AceyDucey {
    let mut rng = SeededRng::new(2);
    let mut game = AceyDucey::new(&acey_ducey::Options::default(), 2, &mut rng);
    for _ in 0..9 {
        let Some(seat) = game.to_act() else { break };
        let legal = legal(&game, seat);
        let action = legal[pick(&mut rng, legal.len())].clone();
        game.apply(seat, &action, &mut rng).expect("legal actions apply");
    }
    game
}

/// Acey Ducey played to the end.
pub fn acey_ducey_game_over() -> AceyDucey {
    acey_ducey_game(5, usize::MAX)
}

/// The players' names at the sample Crown and Anchor table, by seat; one is too
/// long for a square and is cut.
pub const CROWN_ANCHOR_NAMES: [&str; 4] = ["Ann", "Bartholomew Fitzwilliam", "Cy", "Dora"];

/// Bets of `bets` random stakes from random seats other than the Banker's.
fn place_bets(table: &mut CrownAndAnchor, bets: usize, rng: &mut SeededRng) {
    const STAKES: [u64; 8] = [5, 10, 10, 20, 25, 50, 100, 250];
    for _ in 0..bets {
        let bettors: Vec<Seat> = table
            .present_seats()
            .into_iter()
            .filter(|&s| table.banker() != crown_anchor::Banker::Seat(s))
            .collect();
        let seat = bettors[pick(rng, bettors.len())];
        let design = Design::ALL[pick(rng, Design::ALL.len())];
        let chips = STAKES[pick(rng, STAKES.len())];
        table
            .place_bet(seat, design, chips, 10_000, 1_000_000)
            .expect("sample bets are within the limits");
    }
}

/// A Crown and Anchor table of four (the Banker chosen by the opening throws)
/// from `seed`, after `rounds` rounds of seeded bets and rolls, with `bets` bets
/// placed on the next round.
pub fn crown_anchor_table(seed: u64, rounds: usize, bets: usize) -> CrownAndAnchor {
    let mut rng = SeededRng::new(seed);
    let mut table = CrownAndAnchor::new(&crown_anchor::Options::default(), CROWN_ANCHOR_NAMES.len(), &mut rng);
    for _ in 0..rounds {
        place_bets(&mut table, 5, &mut rng);
        table.roll(&mut rng).expect("bets are on the table");
    }
    place_bets(&mut table, bets, &mut rng);
    table
}

/// Crown and Anchor, round 1: bets down, no roll yet.
pub fn crown_anchor_first_round() -> CrownAndAnchor {
    crown_anchor_table(CROWN_ANCHOR_SEED, 0, 6)
}

/// Crown and Anchor mid-game: two rounds played, seven bets down on five designs
/// in the third, the last roll shown.
pub fn crown_anchor_mid_game() -> CrownAndAnchor {
    crown_anchor_table(CROWN_ANCHOR_SEED, 2, 7)
}

const CROWN_ANCHOR_SEED: u64 = 0;

/// The picture the table posts as the dice land: the mid-game round's bets under
/// the roll that settles them ([`CrownAndAnchor::settled_view`]).
pub fn crown_anchor_rolled() -> crown_anchor::View {
    let table = crown_anchor_mid_game();
    let mut rolled = table.clone();
    let result = rolled
        .roll(&mut SeededRng::new(CROWN_ANCHOR_SEED + 100))
        .expect("bets are on the table");
    table.settled_view(result.roll)
}

/// A checkers game after `plies` legal moves picked with a seeded RNG (fewer if it
/// ends).
pub fn checkers_game(seed: u64, plies: usize) -> Checkers {
    let mut rng = SeededRng::new(seed);
    let mut game = Checkers::start();
    for _ in 0..plies {
        let Some(seat) = game.to_act() else { break };
        let actions = legal(&game, seat);
        if actions.is_empty() {
            break;
        }
        let action = &actions[pick(&mut rng, actions.len())];
        game.apply(seat, action, &mut rng).expect("legal actions apply");
    }
    game
}

/// Checkers mid-game, 27 plies in: fourteen pieces, two of them kings, a double
/// jump just made and a capture compulsory for the side to move.
pub fn checkers_mid_game() -> Checkers {
    checkers_game(157, 27)
}

/// Checkers played to the end (at most 1000 plies).
pub fn checkers_game_over() -> Checkers {
    checkers_game(8, 1000)
}

/// A Line game of `variant` from `seed`, after `moves` placements and rolls picked
/// with the same RNG (scoring's free reclaims left out), fewer if it ends.
pub fn line_game(variant: Variant, seed: u64, moves: usize) -> Line {
    let options = line::Options {
        variant,
        ..line::Options::default()
    };
    let mut rng = SeededRng::new(seed);
    let mut game = Line::new(&options, 2, &mut rng);
    for _ in 0..moves {
        let Some(seat) = game.to_act() else { break };
        let actions: Vec<_> = legal(&game, seat)
            .into_iter()
            .filter(|a| !line::is_free_action(a))
            .collect();
        if actions.is_empty() {
            break;
        }
        let action = &actions[pick(&mut rng, actions.len())];
        game.apply(seat, action, &mut rng).expect("legal actions apply");
    }
    game
}

/// Line mid-game in each variant, 24 moves in: nearly every ball placed, some
/// confiscated (and lines scored or points won), the last move called a line and
/// the side to move barred from rolling straight back.
pub fn line_mid_game(variant: Variant) -> Line {
    let seed = match variant {
        Variant::Basic => 3,
        Variant::Progress => 5,
        Variant::Scoring => 3,
    };
    line_game(variant, seed, 24)
}

/// The three variants, for looping over Line samples.
pub const LINE_VARIANTS: [Variant; 3] = [Variant::Basic, Variant::Progress, Variant::Scoring];

/// Every fixed sample position of every game (start, mid-game and end where
/// there is one), by the file name the samples example gives its picture.
pub fn gallery() -> Vec<(&'static str, AnyGame)> {
    let mut games = vec![
        ("hot-spot-placement", AnyGame::from(hot_spot_placement())),
        ("hot-spot-mid-game", AnyGame::from(hot_spot_mid_game())),
        ("hot-spot-game-over", AnyGame::from(hot_spot_game_over())),
        ("trespass-secrets", AnyGame::from(trespass_secrets())),
        ("trespass-mid-game", AnyGame::from(trespass_mid_game())),
        ("trespass-game-over", AnyGame::from(trespass_game_over())),
        ("number-one-placement", AnyGame::from(number_one_placement())),
        ("number-one-start", AnyGame::from(number_one_start())),
        ("number-one-3-players", AnyGame::from(number_one_three_players())),
        ("number-one-4-players", AnyGame::from(number_one_four_players())),
        ("number-one-game-over", AnyGame::from(number_one_game_over())),
        ("acey-ducey-set-up", AnyGame::from(acey_ducey_set_up())),
        ("acey-ducey-mid-game", AnyGame::from(acey_ducey_mid_game())),
        ("acey-ducey-game-over", AnyGame::from(acey_ducey_game_over())),
        (
            "crown-and-anchor-first-round",
            AnyGame::CrownAndAnchor(crown_anchor_first_round()),
        ),
        (
            "crown-and-anchor-mid-game",
            AnyGame::CrownAndAnchor(crown_anchor_mid_game()),
        ),
        ("checkers-start", AnyGame::from(Checkers::start())),
        ("checkers-mid-game", AnyGame::from(checkers_mid_game())),
        ("checkers-game-over", AnyGame::from(checkers_game_over())),
    ];
    for (name, variant) in ["line-basic-mid-game", "line-progress-mid-game", "line-scoring-mid-game"]
        .into_iter()
        .zip(LINE_VARIANTS)
    {
        games.push((name, AnyGame::from(line_mid_game(variant))));
    }
    games
}

/// The games the render bench measures, by the names its rows give them, each
/// as `len` successive positions of a game from `seed`: position `k` is the
/// game after `k` moves (Acey Ducey: `k` rolls and moves; Crown and Anchor:
/// rounds of six bets and a roll, bet by bet), or where it ended.
pub fn sequences(seed: u64, len: usize) -> Vec<(&'static str, Vec<AnyGame>)> {
    let positions = |position: &dyn Fn(usize) -> AnyGame| (0..len).map(position).collect::<Vec<_>>();
    let trespass = |k| {
        let mut game = trespass_dealt(seed, Some(2), Some(5));
        trespass_play(&mut game, k, seed);
        AnyGame::from(game)
    };
    let mut games = vec![
        ("Hot Spot", positions(&|k| AnyGame::from(hot_spot_game(seed, false, k)))),
        ("Trespass", positions(&trespass)),
        (
            "Number One, 4 players",
            positions(&|k| AnyGame::from(number_one_game(4, seed, k))),
        ),
        (
            "Number One, 3 players",
            positions(&|k| AnyGame::from(number_one_game(3, seed, k))),
        ),
        (
            "Acey Ducey",
            positions(&|k| AnyGame::from(acey_ducey_game(seed, 2 * k))),
        ),
        (
            "Crown and Anchor",
            positions(&|k| AnyGame::CrownAndAnchor(crown_anchor_table(seed, k / 6, k % 6))),
        ),
        ("Checkers", positions(&|k| AnyGame::from(checkers_game(seed, k)))),
    ];
    for (name, variant) in ["Line, basic", "Line, progress", "Line, scoring"]
        .into_iter()
        .zip(LINE_VARIANTS)
    {
        games.push((name, positions(&|k| AnyGame::from(line_game(variant, seed, k)))));
    }
    games
}

// --- Tournaments -------------------------------------------------------------------

/// Names for sample tournaments: short, long (32 characters), accented, Greek
/// and Cyrillic; past its end players are "Player N".
pub const TOURNAMENT_NAMES: [&str; 20] = [
    "Ann",
    "Maximiliana Wolkenstein-Ebersdor",
    "Chloé",
    "Bob",
    "Dmitri Ivanovich Karamazov",
    "Eve",
    "Grzegorz Brzęczyszczykiewicz",
    "Íñigo",
    "Fatima Al-Sayed",
    "Ξανθίππη",
    "José María",
    "Kwame",
    "Łucja",
    "Mårten",
    "Nguyễn Thị Minh Khai",
    "Olu",
    "Priya",
    "Юлия",
    "Søren",
    "Tomás",
];

/// A seeded result, the better seed a little more likely to win.
fn sample_result(rng: &mut SeededRng, first: Start, second: Start) -> GameResult {
    let edge = if first < second { 8 } else { 0 };
    match rng.next_u64() % 100 {
        r if r < 38 + edge => GameResult::First,
        r if r < 76 => GameResult::Second,
        r if r < 93 => GameResult::Draw,
        r if r < 97 => GameResult::ForfeitFirst,
        _ => GameResult::ForfeitSecond,
    }
}

/// A sample tournament of `players` (starting numbers in rating order) in
/// `format`, paired by the games crate as the bot pairs one and played with
/// seeded results: `played` rounds, the last with its final `in_play` boards
/// undecided. Player 5 withdraws after round 2 of a Swiss of more than 8.
pub fn tournament(format: Format, double: bool, players: usize, played: u32, in_play: usize) -> TournamentView {
    let name = |start: usize| {
        TOURNAMENT_NAMES
            .get(start - 1)
            .map_or_else(|| format!("Player {start}"), |s| (*s).to_owned())
    };
    let entrants = (1..=players)
        .map(|start| Entrant {
            name: name(start),
            rating: 2000 - 7 * start as i32,
            withdrawn: None,
        })
        .collect();
    let (default, most) = Tournament::round_range(format, double, players);
    let rounds = (format == Format::Swiss).then(|| played.max(default).min(most));
    let mut t = Tournament::new(format, double, rounds, entrants).expect("a sample field the format takes");
    let mut rng = SeededRng::new(31 + players as u64);
    for round in 1..=played {
        if t.pair_next().is_err() {
            break;
        }
        let paired = t.played[round as usize - 1].pairings.len();
        let open = if round == played { in_play.min(paired) } else { 0 };
        // Replays of drawn knockout games join the round as it is played.
        let mut board = 0;
        while board < t.played[round as usize - 1].pairings.len() {
            let p = t.played[round as usize - 1].pairings[board].clone();
            let last_open = board + open >= paired && board < paired;
            if let (Some(second), false, false) = (p.second, p.is_decided(), last_open) {
                let _ = t.record(round, board, sample_result(&mut rng, p.first, second));
            }
            board += 1;
        }
        if format == Format::Swiss && players > 8 && round == 2 {
            t.withdraw(5);
        }
    }
    let status = match played {
        0 => Status::Open,
        _ if t.is_over() => Status::Finished,
        _ => Status::Running,
    };
    let title = match format {
        Format::Swiss => "Sunday Swiss",
        Format::RoundRobin => "Club Championship",
        Format::Knockout => "Winter Cup",
    };
    t.view(
        Head {
            id: 7,
            name: title.to_owned(),
            game: "checkers".to_owned(),
            options: String::new(),
            status,
        },
        |round, board| (Some(1000 + u64::from(round) * 100 + board as u64), None),
    )
}

/// A Swiss of `players` after `round` rounds (the last with `in_play` boards
/// undecided).
pub fn tournament_swiss(players: usize, round: u32) -> TournamentView {
    tournament(Format::Swiss, false, players, round, 0)
}

/// A round robin of `players` (`double`: both cycles), one round from the end.
pub fn tournament_round_robin(players: usize, double: bool) -> TournamentView {
    let total = Tournament::round_range(Format::RoundRobin, double, players).0;
    tournament(Format::RoundRobin, double, players, total - 1, 0)
}

/// A knockout of `players`, every round played.
pub fn tournament_knockout(players: usize) -> TournamentView {
    let total = Tournament::round_range(Format::Knockout, false, players).0;
    tournament(Format::Knockout, false, players, total, 0)
}

/// The sample tournament pictures, by file name: (name, view, round) with
/// `round` 0 for standings, else that round's pairings.
pub fn tournament_gallery() -> Vec<(&'static str, TournamentView, u32)> {
    vec![
        ("tournament-signed-up", tournament(Format::Swiss, false, 9, 0, 0), 0),
        (
            "tournament-swiss-standings",
            tournament(Format::Swiss, false, 12, 3, 2),
            0,
        ),
        (
            "tournament-swiss-pairings",
            tournament(Format::Swiss, false, 12, 3, 2),
            3,
        ),
        ("tournament-swiss-200", tournament_swiss(200, 5), 0),
        ("tournament-pairings-8", tournament(Format::Swiss, false, 15, 2, 3), 2),
        ("tournament-round-robin", tournament_round_robin(8, false), 0),
        ("tournament-round-robin-double", tournament_round_robin(6, true), 0),
        ("tournament-round-robin-16", tournament_round_robin(16, false), 0),
        ("tournament-knockout-11", tournament_knockout(11), 0),
        (
            "tournament-knockout-32",
            tournament(Format::Knockout, false, 32, 2, 3),
            0,
        ),
        (
            "tournament-knockout-40",
            tournament(Format::Knockout, false, 40, 2, 3),
            0,
        ),
    ]
}

// --- Reviews -----------------------------------------------------------------------

/// A review's moves picture for every sample position where a seat is to
/// move with two moves or more: its name, the position, the move played (the
/// first legal one) and the better move (one from the middle of the list).
pub fn review_gallery() -> Vec<(String, AnyGame, String, String)> {
    gallery()
        .into_iter()
        .filter_map(|(name, game)| {
            let turns = game.turns()?;
            let moves = turns.legal_actions(turns.to_act()?);
            (moves.len() >= 2).then(|| {
                let (played, best) = (moves[0].clone(), moves[moves.len() / 2].clone());
                (format!("review-{name}"), game, played, best)
            })
        })
        .collect()
}

/// A sample review chart: `players` lines of winning chance over `plies`
/// plies from `seed` (a random walk each seat in turn moves, summing to 1
/// over the lines), with the three largest drops marked.
pub fn review_chart(
    players: usize,
    plies: u32,
    seed: u64,
) -> (Vec<crate::review::ChanceLine>, Vec<crate::review::ChartMark>, u32) {
    let mut rng = SeededRng::new(seed);
    let players = players.clamp(1, 4);
    let mut chances = vec![1.0 / players as f64; players];
    let mut points: Vec<Vec<(u32, f64)>> = chances.iter().map(|&c| vec![(0, c)]).collect();
    let mut drops: Vec<(f64, u32)> = Vec::new();
    for ply in 1..=plies {
        let mover = (ply as usize - 1) % players;
        let swing = (rng.next_u64() % 1000) as f64 / 1000.0;
        // Mostly small moves, now and then a large loss.
        let change = if swing > 0.93 {
            -0.3 * swing
        } else {
            (swing - 0.45) * 0.08
        };
        let now = (chances[mover] + change).clamp(0.02, 0.98);
        let rest: f64 = 1.0 - chances[mover];
        let left = 1.0 - now;
        for (i, chance) in chances.iter_mut().enumerate() {
            if i == mover {
                *chance = now;
            } else if rest > 0.0 {
                *chance *= left / rest;
            }
        }
        let before = points[mover].last().map_or(now, |p| p.1);
        drops.push((before - now, ply));
        for (line, &chance) in points.iter_mut().zip(&chances) {
            line.push((ply, chance));
        }
    }
    drops.sort_by(|a, b| b.0.total_cmp(&a.0));
    let words = ["blunder", "mistake", "inaccuracy"];
    let marks = drops
        .iter()
        .take(3)
        .zip(words)
        .map(|(&(_, ply), label)| crate::review::ChartMark {
            ply,
            label: label.to_owned(),
        })
        .collect();
    let lines = points
        .into_iter()
        .zip(CROWN_ANCHOR_NAMES)
        .map(|(points, name)| crate::review::ChanceLine {
            name: name.to_owned(),
            points,
        })
        .collect();
    (lines, marks, plies)
}
