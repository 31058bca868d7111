//! Idempotency and races through the real table on a real SQLite file: the same
//! interaction delivered twice acts once (moves, bets, gifts, button presses); two
//! members pressing at the same instant, or one member double-clicking, apply
//! exactly one action and the other gets a clear answer; one channel's commands
//! are serialised while many channels run at once.

use crate::support::requests::{balance_line, button_id, crown_and_anchor, member, request};
use parlor::store::SqliteStore;
use parlor::table::{Command, Millis, Reply, Request, Seeds, Table, TableSettings};
use std::path::Path;
use std::sync::{Arc, Barrier};

const T0: Millis = 1_800_000_000_000;

fn open(path: &Path) -> Table {
    Table::open(
        Box::new(SqliteStore::open(path).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(5),
    )
    .unwrap()
}

fn challenge(table: &Table, channel: &str, game: &str, opponent: Option<&str>) -> Reply {
    let replies = table.handle(
        request(
            channel,
            "alice",
            Command::Play {
                game: game.into(),
                opponent: opponent.map(member),
                options: String::new(),
            },
            None,
        ),
        T0,
    );
    assert!(replies[0].ok, "{}", replies[0].text);
    replies.into_iter().next().unwrap()
}

fn first_legal(table: &Table, channel: &str, who: &str) -> String {
    let replies = table.handle(request(channel, who, Command::Moves, None), T0);
    replies[0].moves.as_ref().expect("a list of moves")[0].clone()
}

fn balance(table: &Table, who: &str) -> String {
    balance_line(table, who, T0)
}

#[test]
fn the_same_interaction_twice_acts_once_for_moves_bets_gifts_and_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let twice = |req: Request| {
        let first = table.handle(req.clone(), T0);
        assert!(first.iter().any(|r| r.ok), "{first:?}");
        let second = table.handle(req, T0);
        assert_eq!(second.len(), 1);
        assert_eq!(second[0].text, "That was already done.");
        first
    };

    // A button press: Accept.
    let open = challenge(&table, "c1", "checkers", Some("bob"));
    let accept = Command::Button {
        custom_id: button_id(&open, "Accept"),
    };
    twice(request("c1", "bob", accept, Some("i-accept")));

    // A move.
    let mv = first_legal(&table, "c1", "alice");
    twice(request("c1", "alice", Command::Move { text: mv }, Some("i-move")));
    let log = table.handle(request("c1", "bob", Command::Moves, None), T0);
    assert!(
        log[0].moves.as_ref().is_some_and(|m| !m.is_empty()),
        "bob is to move, once"
    );

    // A gift.
    let give = Command::ChipsGive {
        member: member("bob"),
        amount: "100".into(),
    };
    twice(request("lobby", "alice", give, Some("i-give")));
    assert!(balance(&table, "alice").starts_with("You have 900 chips"));
    assert!(balance(&table, "bob").starts_with("You have 1,100 chips"));

    // A bet at a Crown and Anchor table.
    let bettor = crown_and_anchor(&table, "c2", T0);
    let bet = Command::Bet {
        design: "heart".into(),
        chips: "40".into(),
    };
    twice(request("c2", bettor, bet, Some("i-bet")));
    assert!(balance(&table, bettor).starts_with("You have 960 chips"));
}

#[test]
fn two_members_pressing_accept_at_once_seat_exactly_one() {
    for round in 0..20 {
        let dir = tempfile::tempdir().unwrap();
        let table = Arc::new(open(&dir.path().join("p.db")));
        let open = challenge(&table, "c", "hot-spot", None);
        let accept = button_id(&open, "Accept");
        let barrier = Arc::new(Barrier::new(2));
        let presses: Vec<_> = ["bob", "carol"]
            .into_iter()
            .map(|who| {
                let (table, barrier, accept) = (table.clone(), barrier.clone(), accept.clone());
                std::thread::spawn(move || {
                    let req = request(
                        "c",
                        who,
                        Command::Button { custom_id: accept },
                        Some(&format!("press-{who}-{round}")),
                    );
                    barrier.wait();
                    table.handle(req, T0)
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|h| h.join().unwrap())
            .collect();
        let accepted: Vec<&Vec<Reply>> = presses.iter().filter(|r| r[0].ok).collect();
        assert_eq!(accepted.len(), 1, "exactly one seat taken: {presses:#?}");
        let refused = presses.iter().find(|r| !r[0].ok).unwrap();
        assert_eq!(refused.len(), 1);
        assert!(
            refused[0].text.contains("already started") || refused[0].text.contains("already been answered"),
            "a clear answer: {}",
            refused[0].text
        );
    }
}

#[test]
fn a_double_click_joins_a_lobby_once() {
    let dir = tempfile::tempdir().unwrap();
    let table = Arc::new(open(&dir.path().join("p.db")));
    let lobby = challenge(&table, "c", "number-one", None);
    let join = button_id(&lobby, "Join");
    let barrier = Arc::new(Barrier::new(2));
    let clicks: Vec<Vec<Reply>> = (0..2)
        .map(|n| {
            let (table, barrier, join) = (table.clone(), barrier.clone(), join.clone());
            std::thread::spawn(move || {
                // Two clicks are two interactions with their own ids.
                let req = request(
                    "c",
                    "bob",
                    Command::Button { custom_id: join },
                    Some(&format!("click-{n}")),
                );
                barrier.wait();
                table.handle(req, T0)
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|h| h.join().unwrap())
        .collect();
    assert_eq!(clicks.iter().filter(|r| r[0].ok).count(), 1, "{clicks:#?}");
    let second = clicks.iter().find(|r| !r[0].ok).unwrap();
    assert_eq!(second[0].text, "You are already in this lobby.");
}

#[test]
fn many_channels_at_once_each_see_their_own_moves_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let table = Arc::new(open(&dir.path().join("p.db")));
    let channels: Vec<String> = (0..8).map(|i| format!("c{i}")).collect();
    for channel in &channels {
        challenge(&table, channel, "checkers", Some("bob"));
        assert!(table.handle(request(channel, "bob", Command::Accept, None), T0)[0].ok);
    }
    // Per channel, two threads (one per player) each try every move they can as
    // fast as they can; within a channel only the player to move succeeds.
    let mut handles = Vec::new();
    for channel in &channels {
        for who in ["alice", "bob"] {
            let (table, channel) = (table.clone(), channel.clone());
            handles.push(std::thread::spawn(move || {
                let mut played = 0;
                for _ in 0..200_000 {
                    let moves = table.handle(request(&channel, who, Command::Moves, None), T0);
                    if !moves[0].ok {
                        break; // the game is over
                    }
                    let Some(list) = moves[0].moves.clone().filter(|m| !m.is_empty()) else {
                        std::thread::yield_now();
                        continue;
                    };
                    let replies = table.handle(
                        request(&channel, who, Command::Move { text: list[0].clone() }, None),
                        T0,
                    );
                    if replies[0].ok {
                        played += 1;
                    }
                    if played == 10 {
                        break;
                    }
                }
                played
            }));
        }
    }
    let played: Vec<usize> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert!(played.iter().all(|&p| p > 0), "every player moved: {played:?}");
    drop(table);
    // Each channel's stored game is its move log replayed: no move was applied twice
    // or lost, however the threads interleaved.
    let conn = rusqlite::Connection::open(dir.path().join("p.db")).unwrap();
    for channel in &channels {
        let (session, record): (i64, String) = conn
            .query_row("SELECT id, record FROM sessions WHERE channel = ?1", [channel], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        let record: serde_json::Value = serde_json::from_str(&record).unwrap();
        let mut stmt = conn
            .prepare("SELECT seat, notation FROM moves WHERE session_id = ?1 ORDER BY ply")
            .unwrap();
        let log: Vec<(u8, String)> = stmt
            .query_map([session], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let mut game = parlor_games::AnyGame::new(
            parlor_games::GameKind::Checkers,
            "",
            2,
            &mut parlor_games::SeededRng::new(0),
        )
        .unwrap();
        for (i, (seat, notation)) in log.iter().enumerate() {
            assert_eq!(*seat as usize, i % 2, "{channel}: turns alternate");
            game.play(
                parlor_games::Seat(*seat),
                notation,
                &mut parlor_games::SeededRng::new(0),
            )
            .unwrap();
        }
        let stored = parlor_games::AnyGame::restore(parlor_games::GameKind::Checkers, &record["state"]).unwrap();
        assert_eq!(game, stored, "{channel}");
    }
}
