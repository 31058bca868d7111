//! Crown and Anchor at a house table through the real table: bets (stake into
//! escrow, the house's cover beside it) and rolls (every bet paid out or
//! collected, with the roll's picture), each one durable commit.

use super::driver::{Driver, T0};
use super::report::{human, per_second, quantile, BenchOptions, Row, DB_LEDGER};
use crate::store::SqliteStore;
use crate::table::{Actor, ChannelKey, Command, MemberRef, Seeds, Table, TableSettings};
use parlor_games::{Rng, SeededRng};
use std::path::Path;
use std::time::{Duration, Instant};

/// Players at the table; each bets once a round.
const PLAYERS: usize = 4;
const DESIGNS: [&str; 6] = ["anchor", "crown", "heart", "diamond", "club", "spade"];

fn actor(n: usize) -> Actor {
    Actor {
        id: 2_000_000 + n as u64,
        name: format!("bettor{n}").into(),
        // The last one is the admin who funds the house.
        manage_server: n == PLAYERS,
    }
}

/// Sends a command that must be accepted, as bettor `who`.
fn must(driver: &Driver, channel: &ChannelKey, who: usize, command: Command) -> anyhow::Result<()> {
    driver.must_as(channel, &actor(who), command)
}

/// Bets per second and payouts per second at one house table.
pub fn rows(options: &BenchOptions, dir: &Path) -> anyhow::Result<Vec<Row>> {
    let path = dir.join(DB_LEDGER);
    let _ = std::fs::remove_file(&path);
    let table = Table::open(
        Box::new(SqliteStore::open(&path)?),
        TableSettings::default(),
        Seeds::Fixed(3),
    )?;
    let driver = Driver::new(&table, 0, T0);
    let lobby = ChannelKey("bank".into());
    let channel = ChannelKey("crown".into());
    must(
        &driver,
        &lobby,
        PLAYERS,
        Command::ChipsHouseFund {
            amount: "1000000000000".into(),
        },
    )?;
    for n in 0..PLAYERS {
        let a = actor(n);
        let member = MemberRef {
            id: a.id,
            name: a.name,
            is_bot: false,
        };
        let grant = Command::ChipsGrant {
            member,
            amount: "1000000000".into(),
        };
        must(&driver, &lobby, PLAYERS, grant)?;
    }
    let play = Command::Play {
        game: "crown-and-anchor".into(),
        opponent: None,
        options: "house min:1 max:1000".into(),
    };
    must(&driver, &channel, 0, play)?;
    for n in 1..PLAYERS {
        must(&driver, &channel, n, Command::Join)?;
    }
    must(&driver, &channel, 0, Command::Start)?;

    let rounds = (options.moves / PLAYERS).max(2);
    let mut rng = SeededRng::new(5);
    let (mut bets, mut rolls) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        for n in 0..PLAYERS {
            let bet = Command::Bet {
                design: DESIGNS[rng.below(6) as usize].into(),
                chips: (1 + rng.below(100)).to_string(),
            };
            let start = Instant::now();
            must(&driver, &channel, n, bet)?;
            bets.push(start.elapsed());
        }
        let start = Instant::now();
        must(&driver, &channel, rng.below(PLAYERS as u32) as usize, Command::Roll)?;
        rolls.push(start.elapsed());
    }
    let mean = |samples: &[Duration]| samples.iter().sum::<Duration>().as_secs_f64() / samples.len() as f64;
    let (bet_mean, roll_mean) = (mean(&bets), mean(&rolls));
    bets.sort_unstable();
    rolls.sort_unstable();
    Ok(vec![
        Row::new(
            "ledger",
            format!(
                "Crown and Anchor bets (stake and cover into escrow), one at a time; p50 {}",
                human(quantile(&bets, 0.5))
            ),
            per_second(1.0 / bet_mean),
            "",
        ),
        Row::new(
            "ledger",
            format!(
                "payouts: a roll settling {PLAYERS} bets with its picture; p50 {} a roll",
                human(quantile(&rolls, 0.5))
            ),
            per_second(PLAYERS as f64 / roll_mean),
            "",
        ),
    ])
}
