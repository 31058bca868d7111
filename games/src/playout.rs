//! Random play through the bot's own path, for benchmarks and smoke tests.
//!
//! The criterion benches (`cargo bench -p parlor-games --bench engines`) and the
//! bot's `parlor bench` command both measure the engines with this module, so
//! their figures describe the same work: [`AnyGame`]'s text interface, which is
//! what the bot calls for every accepted command — `legal_actions(seat)` listed in
//! canonical notation, then `play(seat, text, rng)` parsing the text, checking it
//! against every rule and wording the events.
//!
//! Every game here follows its own rules' turn order: the seat to act
//! ([`crate::DynGame::to_act`]) picks uniformly among its legal actions. Two games need
//! more than that, and this module stands in for the players and the bot's table
//! flow:
//!
//! - **Trespass** begins with each player's secret pick; [`new_game`] picks each
//!   seat's secret uniformly from [`crate::Secrets::secret_choices`].
//! - **Crown and Anchor** has no turns (the bot drives the table through `/bet` and
//!   `/roll`, which [`AnyGame::play`] refuses). Here a round is bets by the seated
//!   players other than the Banker, then the Banker's roll once every bettor has a
//!   bet on the table (see [`random_action`]). The engine never moves chips — the
//!   chip ledger is the bot's — so the players and the Banker play with deep
//!   pockets ([`DEEP_POCKETS`]): no bet is refused for want of chips.
//!
//! Everything is seeded: the same [`Config`] and seed give the same game, action
//! for action.

use crate::crown_anchor::{CrownAndAnchor, Design};

mod swiss;
use crate::{AnyGame, GameKind, Rng, Seat, SeededRng};
pub use swiss::{play_random_round, random_swiss, swiss_field};

/// The most actions [`playout`] plays before stopping a game that has not ended.
/// Some rules end every game (checkers' 40-move rule and repetitions, the Line
/// game's safeguard, Hot Spot's quiet turns); in the others random play could in
/// principle wander on, and the cap stops it.
pub const PLAYOUT_CAP: usize = 5_000;

/// How many rounds (bets, then the roll) a Crown and Anchor [`playout`] plays: the
/// table never ends by its rules, its players close it.
pub const CROWN_ROUNDS: u32 = 20;

/// Chips each Crown and Anchor bettor has free, and the Banker's funds, in random
/// play: far more than [`CROWN_ROUNDS`] rounds of maximum bets could use, so the
/// engine's chip checks (rulings, "A round" 2) always pass and the Banker can
/// always cover.
pub const DEEP_POCKETS: u64 = 1_000_000_000_000;

/// One benchmarked configuration: a game, its `/play` options and its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// The label the benchmarks print: "number one, 4 players".
    pub name: &'static str,
    /// The game.
    pub kind: GameKind,
    /// The table options, as typed in `/play options:"…"`.
    pub options: &'static str,
    /// The players seated.
    pub players: usize,
    /// How deep into the game the benchmarks take their mid-game position
    /// ([`mid_game_plies`]).
    pub mid_game: usize,
}

/// Every benchmarked configuration, one per game and variant that plays
/// differently.
///
/// Options chosen: Hot Spot and Number One are started `quick` (their rules'
/// random placement, set-up step 4 and "Pieces and set-up"), so the benchmark
/// plays the game rather than the hand placement that precedes it; Number One is
/// measured with 3 and 4 players (its legal actions grow with the pegs on the
/// board); the Line game once per `variant:`; Crown and Anchor at a player-banked
/// table (no `house`) of four, the Banker and three bettors, with the default
/// limits (1 to 1,000 chips a bet). Trespass, checkers and Acey Ducey have no
/// options that change play (Acey Ducey's `stake:N` and `penalty:N` only move
/// chips).
///
/// The mid-game depths ([`Config::mid_game`]): far enough that the pieces have
/// met, early enough that the game is still going, and at a real choice — Acey
/// Ducey's depth leaves a roll waiting for the mover's choice, not the bare
/// `roll` that starts a turn, and checkers' is not a forced capture (Number One:
/// four actions a player).
///
/// Every other game of the registry ([`GameKind::ALL`]) follows with its name,
/// no options, its fewest players (at least two) and a mid-game 4 actions in, so
/// a game added to the registry is measured without a line here.
pub fn configs() -> Vec<Config> {
    let config = |name, kind, options, players, mid_game| Config {
        name,
        kind,
        options,
        players,
        mid_game,
    };
    let mut configs = vec![
        config("hot spot", GameKind::HotSpot, "quick", 2, 30),
        config("trespass", GameKind::Trespass, "", 2, 20),
        config("number one, 3 players", GameKind::NumberOne, "quick", 3, 12),
        config("number one, 4 players", GameKind::NumberOne, "quick", 4, 16),
        config("acey ducey", GameKind::AceyDucey, "", 2, 41),
        config("crown and anchor", GameKind::CrownAndAnchor, "", 4, 10),
        config("checkers", GameKind::Checkers, "", 2, 26),
        config("line basic", GameKind::Line, "variant:basic", 2, 14),
        config("line progress", GameKind::Line, "variant:progress", 2, 14),
        config("line scoring", GameKind::Line, "variant:scoring", 2, 14),
    ];
    for kind in GameKind::ALL {
        if !configs.iter().any(|c| c.kind == kind) {
            configs.push(config(kind.name(), kind, "", (*kind.seats().start()).max(2), 4));
        }
    }
    configs
}

/// Starts a game of `config` with draws from `rng` (Hot Spot's and Number One's
/// quick placement, Acey Ducey's opening throws, the throws for Crown and Anchor's
/// bank), and for Trespass picks each seat's secret uniformly, seat 1 first, so
/// play can begin.
///
/// # Panics
///
/// When the configuration is not a game [`AnyGame::new`] starts (every entry of
/// [`configs`] is).
pub fn new_game(config: &Config, rng: &mut SeededRng) -> AnyGame {
    let mut game = AnyGame::new(config.kind, config.options, config.players, rng)
        .unwrap_or_else(|e| panic!("{}: {e}", config.name));
    let secrets = game.turns_mut().and_then(|g| g.secrets_mut());
    if let Some(secrets) = secrets.filter(|s| s.waiting_for_secrets()) {
        let choices = secrets.secret_choices();
        for seat in 0..config.players {
            let pick = choices[rng.below(choices.len() as u32) as usize];
            secrets
                .set_secret(Seat(seat as u8), pick)
                .expect("a listed secret is accepted");
        }
    }
    game
}

/// Every legal action for `seat` in canonical notation.
///
/// For turn-based games this is [`crate::DynGame::legal_actions`] (empty unless it is
/// that seat's turn; the Line game's scoring variant also lists the seat's
/// reclaims). For Crown and Anchor, whose bets carry any number of chips, it lists
/// one bet per design the seat may bet on, at the table minimum (`bet heart 1`),
/// then `roll` when the seat banks and a bet is on the table; empty for a seat
/// not at the table.
pub fn legal_actions(game: &AnyGame, seat: Seat) -> Vec<String> {
    match game {
        AnyGame::Turns(turns) => turns.game().legal_actions(seat),
        AnyGame::CrownAndAnchor(table) => crown_actions(table, seat),
    }
}

/// Crown and Anchor's listing for [`legal_actions`].
fn crown_actions(table: &CrownAndAnchor, seat: Seat) -> Vec<String> {
    let mut actions = Vec::new();
    if !table.is_present(seat) {
        return actions;
    }
    let min = table.options().min;
    if table.banker().seat() == Some(seat) {
        if table.can_roll().is_ok() {
            actions.push("roll".to_string());
        }
        return actions;
    }
    for design in Design::ALL {
        if table.most_coverable(design, DEEP_POCKETS) >= min {
            actions.push(format!("bet {design} {min}"));
        }
    }
    actions
}

/// Who acts next and a uniformly random legal action for them, in canonical
/// notation; `None` when the game is over (and at a Crown and Anchor table with
/// nobody but the Banker).
///
/// Turn-based games: the seat [`crate::DynGame::to_act`] names (their rules' turn
/// order), and one of its [`crate::DynGame::legal_actions`] chosen uniformly (so the
/// Line game's reclaims are taken only by the seat to act, on its turn).
///
/// Crown and Anchor (no turns; never over): once every bettor (each seated player
/// but the Banker) has a bet on the table, the roll is due and the Banker rolls
/// (`roll`); until then a uniformly random bettor bets a uniformly random number
/// of chips, from the table minimum to the maximum, on a uniformly random design
/// (`bet heart 250`), with [`DEEP_POCKETS`] behind every wallet.
pub fn random_action(game: &AnyGame, rng: &mut SeededRng) -> Option<(Seat, String)> {
    let game = match game {
        AnyGame::Turns(turns) => turns.game(),
        AnyGame::CrownAndAnchor(table) => return crown_action(table, rng),
    };
    let seat = game.to_act()?;
    let mut actions = game.legal_actions(seat);
    if actions.is_empty() {
        return None;
    }
    let pick = rng.below(actions.len() as u32) as usize;
    Some((seat, actions.swap_remove(pick)))
}

/// Crown and Anchor's move for [`random_action`]; `None` at a table with
/// nobody to bet.
fn crown_action(table: &CrownAndAnchor, rng: &mut SeededRng) -> Option<(Seat, String)> {
    let bettors = table.bettors();
    if bettors.is_empty() {
        return None;
    }
    if bettors.iter().all(|&s| table.bets_of(s) > 0) {
        // At a house table the first bettor throws for the house.
        let roller = table.banker().seat().unwrap_or(bettors[0]);
        return Some((roller, "roll".to_string()));
    }
    let seat = bettors[rng.below(bettors.len() as u32) as usize];
    let design = Design::from_index(rng.below(6) as usize);
    let (min, max) = (table.options().min, table.options().max);
    let span = (max - min).min(u32::MAX as u64 - 1) as u32 + 1;
    let chips = min + rng.below(span) as u64;
    Some((seat, format!("bet {design} {chips}")))
}

/// Applies `text` for `seat` the way the bot does: [`AnyGame::play`] for the
/// turn-based games (parse, check every rule, word the events); for Crown and
/// Anchor, `bet <design> <chips>` places a bet ([`DEEP_POCKETS`] behind the
/// wallet and the bank) and `roll` throws the dice and settles the round.
///
/// # Errors
///
/// The game's one-line refusal; the game is unchanged.
pub fn apply(game: &mut AnyGame, seat: Seat, text: &str, rng: &mut dyn Rng) -> Result<(), String> {
    let AnyGame::CrownAndAnchor(table) = game else {
        return game.play(seat, text, rng).map(drop).map_err(|e| e.to_string());
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["roll"] => table.roll(rng).map(drop).map_err(|e| e.to_string()),
        ["bet", design, chips] => {
            let design = Design::parse(design).map_err(|e| e.to_string())?;
            let chips: u64 = chips
                .parse()
                .map_err(|_| format!("bet a whole number of chips, not {chips}"))?;
            let funds = DEEP_POCKETS + table.cover();
            table
                .place_bet(seat, design, chips, DEEP_POCKETS, funds)
                .map(drop)
                .map_err(|e| e.to_string())
        }
        _ => Err(format!(
            "{text:?} is not a Crown and Anchor action: bet <design> <chips>, or roll"
        )),
    }
}

/// A seeded game of `config` after `plies` random legal actions chosen by
/// [`random_action`] (Trespass's secrets picked first; for Crown and Anchor,
/// rounds of bets and rolls). Stops early if the game ends.
pub fn mid_game(config: &Config, plies: usize, seed: u64) -> AnyGame {
    let mut rng = SeededRng::new(seed);
    let mut game = new_game(config, &mut rng);
    for _ in 0..plies {
        if !step(&mut game, &mut rng) {
            break;
        }
    }
    game
}

/// Plays one random action; false when the game is over.
fn step(game: &mut AnyGame, rng: &mut SeededRng) -> bool {
    let Some((seat, action)) = random_action(game, rng) else {
        return false;
    };
    if let Err(e) = apply(game, seat, &action, rng) {
        panic!("{seat}'s listed action {action:?} was refused: {e}");
    }
    true
}

/// How deep into a game the benchmarks take their mid-game position for
/// `config` (with [`MID_GAME_SEED`]): its [`Config::mid_game`], chosen in
/// [`configs`].
pub fn mid_game_plies(config: &Config) -> usize {
    config.mid_game
}

/// The seed of the benchmarks' mid-game positions ([`mid_game_plies`]).
pub const MID_GAME_SEED: u64 = 7;

/// Plays a whole seeded game of `config` by [`random_action`] and returns the
/// number of actions applied: to the end of the game, at most [`PLAYOUT_CAP`];
/// for Crown and Anchor, [`CROWN_ROUNDS`] rounds of bets and rolls.
///
/// # Panics
///
/// When an engine refuses an action it listed as legal (a bug).
pub fn playout(config: &Config, seed: u64) -> usize {
    let mut rng = SeededRng::new(seed);
    let mut game = new_game(config, &mut rng);
    let mut actions = 0;
    while actions < PLAYOUT_CAP {
        if let AnyGame::CrownAndAnchor(table) = &game {
            if table.round() > CROWN_ROUNDS {
                break;
            }
        }
        if !step(&mut game, &mut rng) {
            break;
        }
        actions += 1;
    }
    actions
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(name: &str) -> Config {
        configs().into_iter().find(|c| c.name == name).unwrap()
    }

    #[test]
    fn every_game_has_a_configuration() {
        let configs = configs();
        for kind in GameKind::ALL {
            assert!(configs.iter().any(|c| c.kind == kind), "{}", kind.name());
        }
    }

    #[test]
    fn playouts_are_deterministic_for_a_seed() {
        for config in configs() {
            assert_eq!(playout(&config, 3), playout(&config, 3), "{}", config.name);
            assert_eq!(mid_game(&config, 25, 4), mid_game(&config, 25, 4), "{}", config.name);
        }
    }

    #[test]
    fn every_configuration_ends_and_every_listed_action_applies() {
        for config in configs() {
            for seed in 0..8 {
                let mut rng = SeededRng::new(seed);
                let mut game = new_game(&config, &mut rng);
                let mut actions = 0;
                while let Some((seat, action)) = random_action(&game, &mut rng) {
                    match &game {
                        AnyGame::CrownAndAnchor(table) => {
                            if table.round() > CROWN_ROUNDS {
                                break;
                            }
                        }
                        AnyGame::Turns(turns) => {
                            let game = turns.game();
                            assert!(game.legal_actions(seat).contains(&action), "{}", config.name);
                        }
                    }
                    apply(&mut game, seat, &action, &mut rng)
                        .unwrap_or_else(|e| panic!("{} seed {seed}: {action}: {e}", config.name));
                    actions += 1;
                    assert!(actions < PLAYOUT_CAP, "{} seed {seed} did not end", config.name);
                }
                if config.kind != GameKind::CrownAndAnchor {
                    assert!(game.outcome().is_over(), "{} seed {seed}", config.name);
                }
                assert_eq!(playout(&config, seed), actions, "{} seed {seed}", config.name);
            }
        }
    }

    #[test]
    fn benchmark_positions_are_mid_game_with_actions_to_choose() {
        for config in configs() {
            let game = mid_game(&config, mid_game_plies(&config), MID_GAME_SEED);
            assert!(!game.outcome().is_over(), "{}", config.name);
            let (seat, _) = random_action(&game, &mut SeededRng::new(1)).unwrap();
            assert!(legal_actions(&game, seat).len() > 1, "{}", config.name);
        }
    }

    #[test]
    fn crown_and_anchor_rounds_are_bets_then_the_bankers_roll() {
        let config = config("crown and anchor");
        let mut rng = SeededRng::new(5);
        let mut game = new_game(&config, &mut rng);
        for _ in 0..200 {
            let AnyGame::CrownAndAnchor(table) = &game else {
                unreachable!()
            };
            let bettors = table.bettors();
            let round = table.round();
            let (seat, action) = random_action(&game, &mut rng).unwrap();
            if bettors.iter().all(|&s| table.bets_of(s) > 0) {
                assert_eq!((Some(seat), action.as_str()), (table.banker().seat(), "roll"));
                assert!(legal_actions(&game, seat).contains(&action));
            } else {
                assert!(bettors.contains(&seat) && action.starts_with("bet "), "{action}");
            }
            apply(&mut game, seat, &action, &mut rng).unwrap();
            let AnyGame::CrownAndAnchor(table) = &game else {
                unreachable!()
            };
            assert_eq!(table.round(), round + u32::from(action == "roll"));
        }
        let AnyGame::CrownAndAnchor(table) = &game else {
            unreachable!()
        };
        let banker = table.banker().seat().unwrap();
        assert!(
            apply(&mut game, banker, "bet heart 5", &mut rng).is_err(),
            "the Banker doesn't bet"
        );
    }

    #[test]
    fn trespass_starts_with_both_secrets_picked() {
        let game = new_game(&config("trespass"), &mut SeededRng::new(2));
        let secrets = game.turns().and_then(|g| g.secrets()).expect("Trespass has secrets");
        assert!(!secrets.waiting_for_secrets());
        assert!(secrets.secret(Seat(0)).is_some() && secrets.secret(Seat(1)).is_some());
    }
}
