//! Seasons (issue 32): `/leaderboard game:checkers period:month` over a month
//! of rated games (5,000 by default) among 50 members. A period's ratings are not stored,
//! so the board replays every rated game of the month through the rating
//! model each time it is asked for.

use super::driver::{Driver, T0};
use super::report::{human, quantile, time_each, BenchOptions, Row};
use crate::name::Name;
use crate::store::{Change, GameResult, Player, SessionRecord, SqliteStore, Status, Store};
use crate::table::{Actor, ChannelKey, Command, Seeds, Table, TableSettings};
use std::path::Path;

/// Members who play them.
const MEMBERS: i64 = 50;
/// The month's games are spread over its first 27 days.
const SPREAD: i64 = 27 * 24 * 3_600_000;

/// The row.
pub fn rows(options: &BenchOptions, dir: &Path) -> anyhow::Result<Vec<Row>> {
    let path = dir.join("bench-seasons.db");
    let _ = std::fs::remove_file(&path);
    let mut store = SqliteStore::open(&path)?;
    let games = options.season_games.max(10) as i64;
    let every = SPREAD / games;
    for id in 1..=games {
        let (a, b) = (id % MEMBERS, (id * 7 + 3) % MEMBERS);
        let b = if a == b { (b + 1) % MEMBERS } else { b };
        let member = |m: i64| Player::member(1 + m as u64, Name::new(format!("member{m}")));
        let at = T0 + id * every;
        let mut record = SessionRecord::new(
            id,
            "bench-season",
            "checkers",
            vec![member(a), member(b)],
            "",
            id as u64,
            Some("bench".into()),
            at,
        );
        record.status = Status::Finished;
        store.commit(&Change {
            session: Some(&record),
            result: Some(GameResult {
                outcome: "won".into(),
                winner: Some(1 + a as u64),
                reason: "resignation".into(),
                winner_seat: Some(0),
            }),
            at,
            ..Change::default()
        })?;
    }
    drop(store);
    let table = Table::open(
        Box::new(SqliteStore::open(&path)?),
        TableSettings::default(),
        Seeds::Fixed(7),
    )?;
    let driver = Driver::new(&table, 0, T0 + SPREAD + 60_000);
    let reader = Actor {
        id: 1,
        name: "member0".into(),
        manage_server: false,
    };
    let channel = ChannelKey("bench-season".into());
    let mut ranked = 0;
    let times = time_each(options.samples.clamp(3, 20), || {
        let command = Command::Leaderboard {
            game: "checkers".into(),
            period: Some("month".into()),
            season: None,
        };
        let replies = driver.send(&channel, &reader, command);
        ranked = replies.first().map_or(0, |r| r.text.lines().count().saturating_sub(1));
    });
    anyhow::ensure!(
        ranked >= 10.min(MEMBERS as usize),
        "the month's board listed {ranked} members"
    );
    Ok(vec![Row::new(
        "seasons",
        format!(
            "/leaderboard period:month over {} rated games of {MEMBERS} members (replayed)",
            super::report::thousands(games as u64)
        ),
        format!(
            "median {}, p99 {}",
            human(quantile(&times, 0.5)),
            human(quantile(&times, 0.99))
        ),
        "≤ 1 s",
    )])
}
