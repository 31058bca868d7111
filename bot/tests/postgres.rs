//! Several processes on one PostgreSQL database (issue 20): tables on their own
//! connections racing moves, gifts and a timer in the same channels and wallets,
//! and `parlor local --db postgres://…` processes racing gifts with one of them
//! killed (SIGKILL) half-way. Nothing acknowledged is lost, nothing is applied
//! twice, the audit is clean and every game equals its move log.
//!
//! Needs a server: `PARLOR_TEST_PG=postgres://user@host:port/db` (the user may
//! create databases; each check makes its own and drops it). Without it this
//! prints one line saying so and passes: `.ci/run` starts a throwaway server.
//! Its own harness (`harness = false`) so that line is shown by `cargo test`.

use parlor::store::{PgStore, Store};
use parlor::table::{
    Actor, ChannelKey, ChipsCommand, Command, MemberRef, Millis, Reply, Request, Seeds, Table, TableSettings,
};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command as Process, Stdio};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

const T0: Millis = 1_800_000_000_000;

/// A named check, given the URL of a database of its own.
type Check = (&'static str, fn(&str));

fn main() {
    let Ok(server) = std::env::var("PARLOR_TEST_PG") else {
        println!(
            "PostgreSQL tests skipped: no server named. Run them with \
             PARLOR_TEST_PG=postgres://user@host:port/db cargo test -p parlor --test postgres \
             (.ci/run installs and starts a throwaway server)."
        );
        return;
    };
    let checks: [Check; 4] = [
        ("three tables racing moves in four channels", tables_racing_moves),
        (
            "three tables racing gifts and one wallet's last chips",
            tables_racing_chips,
        ),
        ("a timer due while two tables run fires once", a_timer_fires_once),
        (
            "three processes racing gifts, one killed",
            processes_racing_with_one_killed,
        ),
    ];
    let started = Instant::now();
    let mut failed = 0;
    for (name, check) in checks {
        let db = Database::create(&server);
        let t = Instant::now();
        let outcome = std::panic::catch_unwind(|| check(&db.url));
        match outcome {
            Ok(()) => println!("test postgres: {name} ... ok ({:.1} s)", t.elapsed().as_secs_f64()),
            Err(_) => {
                println!("test postgres: {name} ... FAILED");
                failed += 1;
            }
        }
    }
    println!(
        "postgres: {} passed, {failed} failed in {:.1} s",
        4 - failed,
        started.elapsed().as_secs_f64()
    );
    if failed > 0 {
        std::process::exit(1);
    }
}

/// A database of its own for one check, dropped afterwards.
struct Database {
    admin: String,
    name: String,
    url: String,
}

impl Database {
    fn create(server: &str) -> Database {
        let name = format!("parlor_race_{}_{}", std::process::id(), unique());
        let mut client = postgres::Client::connect(server, postgres::NoTls).expect("the PostgreSQL server");
        client.batch_execute(&format!("CREATE DATABASE {name}")).unwrap();
        let url = match server.rsplit_once('/') {
            Some((base, _)) => format!("{base}/{name}"),
            None => panic!("PARLOR_TEST_PG names no database: {server}"),
        };
        Database {
            admin: server.to_string(),
            name,
            url,
        }
    }
}

impl Drop for Database {
    fn drop(&mut self) {
        if let Ok(mut client) = postgres::Client::connect(&self.admin, postgres::NoTls) {
            let _ = client.batch_execute(&format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name));
        }
    }
}

fn unique() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos()
}

fn open(url: &str) -> Table {
    Table::open(
        Box::new(PgStore::connect(url).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(5),
    )
    .unwrap()
}

fn id(name: &str) -> u64 {
    name.bytes().map(u64::from).sum::<u64>() * 7 + 1000
}

fn request(channel: &str, who: &str, command: Command, interaction: Option<String>) -> Request {
    Request {
        server: Some("guild".into()),
        channel: ChannelKey(channel.into()),
        actor: Actor {
            id: id(who),
            name: who.into(),
            manage_server: false,
        },
        command,
        interaction,
    }
}

fn member(name: &str) -> MemberRef {
    MemberRef {
        id: id(name),
        name: name.into(),
        is_bot: false,
    }
}

fn button_id(reply: &Reply, label: &str) -> String {
    reply
        .buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| panic!("a {label} button: {reply:?}"))
        .custom_id
        .clone()
}

fn balance(table: &Table, who: &str) -> i64 {
    let replies = table.handle(
        request(
            "lobby",
            who,
            Command::Chips(ChipsCommand::Balance { member: None }),
            None,
        ),
        T0,
    );
    let text = &replies[0].text;
    let digits: String = text
        .trim_start_matches("You have ")
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or_else(|_| panic!("a balance: {text}"))
}

fn audit_clean(url: &str) {
    let report = parlor::audit::audit_target(&parlor::store::Target::parse(url)).unwrap();
    assert!(report.is_clean(), "audit: {:?}", report.violations);
}

/// Checkers in four channels; three tables (as three processes would, each on
/// its own connection and with its own copy of the sessions) each play whoever
/// is to move, at the same time, for 30 plies. Every move is acknowledged to
/// exactly one of them, the move logs hold exactly the acknowledged moves in
/// order, and each game's stored state is its move log replayed.
fn tables_racing_moves(url: &str) {
    let tables: Vec<Arc<Table>> = (0..3).map(|_| Arc::new(open(url))).collect();
    let channels = ["m1", "m2", "m3", "m4"];
    for (i, channel) in channels.iter().enumerate() {
        // Challenges made by different tables: each must learn of the others'.
        let host = &tables[i % 3];
        let play = Command::Play {
            game: "checkers".into(),
            opponent: Some(member("bob")),
            options: String::new(),
        };
        let open = host.handle(request(channel, "alice", play, None), T0);
        assert!(open[0].ok, "{}", open[0].text);
        let accept = Command::Button {
            custom_id: button_id(&open[0], "Accept"),
        };
        let accepted = tables[(i + 1) % 3].handle(request(channel, "bob", accept, None), T0);
        assert!(accepted[0].ok, "{}", accepted[0].text);
    }
    const PLIES: usize = 30;
    let barrier = Arc::new(Barrier::new(3));
    let handles: Vec<_> = tables
        .iter()
        .enumerate()
        .map(|(t, table)| {
            let (table, barrier) = (table.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                let mut acked: Vec<(String, String)> = Vec::new();
                for round in 0..PLIES * 4 {
                    for channel in channels {
                        for who in ["alice", "bob"] {
                            let listed = table.handle(request(channel, who, Command::Moves, None), T0);
                            let Some(mv) = listed[0].moves.as_ref().and_then(|m| m.first().cloned()) else {
                                continue;
                            };
                            let interaction = Some(format!("t{t}-{channel}-{round}-{who}"));
                            let replies = table.handle(
                                request(channel, who, Command::Move { text: mv.clone() }, interaction),
                                T0,
                            );
                            if replies[0].ok {
                                acked.push((channel.to_string(), mv));
                            }
                        }
                    }
                    if acked.len() >= PLIES * 4 {
                        break;
                    }
                }
                acked
            })
        })
        .collect();
    let acked: Vec<(String, String)> = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
    // Read back through a fresh store, as a process started now would.
    let mut store = PgStore::connect(url).unwrap();
    let open = store.open_sessions().unwrap();
    assert_eq!(
        open.len(),
        4,
        "one game in each channel, never forked; finished: {:?}",
        store.finished_games("guild", None, None, 10).unwrap()
    );
    let mut logged = 0;
    for record in &open {
        let log = store.move_log(record.id).unwrap();
        let plies: Vec<u32> = log.iter().map(|e| e.ply).collect();
        assert_eq!(
            plies,
            (1..=log.len() as u32).collect::<Vec<_>>(),
            "plies in order, none twice"
        );
        assert_eq!(record.ply as usize, log.len(), "the record counts its log");
        let mine: Vec<&String> = acked
            .iter()
            .filter(|(c, _)| *c == record.channel)
            .map(|(_, m)| m)
            .collect();
        assert_eq!(
            mine.len(),
            log.len(),
            "{}: each logged move acknowledged once",
            record.channel
        );
        for entry in &log {
            assert!(mine.contains(&&entry.notation), "{} was acknowledged", entry.notation);
        }
        let game = parlor::replay::GameRecord::from_store(record, &log, "").unwrap();
        let checked = parlor::replay::check(game).unwrap();
        assert_eq!(
            checked.matches,
            Some(true),
            "{}: the stored game is its move log replayed",
            record.channel
        );
        logged += log.len();
    }
    assert!(logged >= 40, "the games moved: {logged} plies");
    audit_clean(url);
}

/// Three tables give chips between alice and bob at once, 40 gifts each way
/// each, then all three try to give carol 600 of alice's chips at the same
/// instant: exactly one gift of 600 goes through and no wallet goes below zero.
fn tables_racing_chips(url: &str) {
    let tables: Vec<Arc<Table>> = (0..3).map(|_| Arc::new(open(url))).collect();
    // Welcome grants first, from one table.
    for who in ["alice", "bob", "carol"] {
        assert_eq!(balance(&tables[0], who), 1000);
    }
    let barrier = Arc::new(Barrier::new(3));
    let handles: Vec<_> = tables
        .iter()
        .enumerate()
        .map(|(t, table)| {
            let (table, barrier) = (table.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                let mut acked = 0;
                for i in 0..40 {
                    for (from, to) in [("alice", "bob"), ("bob", "alice")] {
                        let give = Command::Chips(ChipsCommand::Give {
                            member: member(to),
                            amount: "7".into(),
                        });
                        let replies = table.handle(request("lobby", from, give, Some(format!("g{t}-{i}-{from}"))), T0);
                        acked += usize::from(replies[0].ok);
                    }
                }
                barrier.wait();
                let give = Command::Chips(ChipsCommand::Give {
                    member: member("carol"),
                    amount: "600".into(),
                });
                let big = table.handle(request("lobby", "alice", give, Some(format!("big{t}"))), T0);
                (acked, big[0].ok)
            })
        })
        .collect();
    let results: Vec<(usize, bool)> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert_eq!(
        results.iter().map(|r| r.0).sum::<usize>(),
        240,
        "every small gift went through once"
    );
    assert_eq!(results.iter().filter(|r| r.1).count(), 1, "one gift of 600, not two");
    let fresh = open(url);
    assert_eq!(balance(&fresh, "alice"), 400);
    assert_eq!(balance(&fresh, "bob"), 1000);
    assert_eq!(balance(&fresh, "carol"), 1600);
    audit_clean(url);
}

/// An open challenge made on one table expires while two others run their
/// timers at the same moment: one of them announces it, once.
fn a_timer_fires_once(url: &str) {
    let (a, b, c) = (open(url), Arc::new(open(url)), Arc::new(open(url)));
    let play = Command::Play {
        game: "checkers".into(),
        opponent: None,
        options: String::new(),
    };
    assert!(a.handle(request("t1", "alice", play, None), T0)[0].ok);
    let later = T0 + 11 * 60 * 1000;
    let barrier = Arc::new(Barrier::new(2));
    let fired: usize = [b, c]
        .into_iter()
        .map(|table| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                table.tick(later).len()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|h| h.join().unwrap())
        .sum();
    assert_eq!(fired, 1, "the expiry is announced once");
    let mut store = PgStore::connect(url).unwrap();
    assert!(store.open_sessions().unwrap().is_empty(), "the challenge is over");
    assert_eq!(
        store.outbox_due(later + 60_000, 10).unwrap().len(),
        1,
        "one announcement waits in the outbox"
    );
}

/// Three `parlor local --json` processes on one database give chips between
/// alice and bob, line by line at the same time; the second is killed with
/// SIGKILL half-way. Every gift a process printed as done is in the ledger
/// (at most the killed process's one gift in flight beyond), the balances
/// still sum to what was granted, and the audit is clean.
fn processes_racing_with_one_killed(url: &str) {
    let exe = env!("CARGO_BIN_EXE_parlor");
    let images = tempfile::tempdir().unwrap();
    // The welcome grants, once, before the race.
    let setup = Process::new(exe)
        .args(["local", "--json", "--db", url, "--images"])
        .arg(images.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut setup_in = setup.stdin.as_ref().unwrap();
    writeln!(setup_in, "alice /chips balance\nbob /chips balance").unwrap();
    let out = setup.wait_with_output().unwrap();
    assert!(out.status.success());

    const GIFTS: usize = 60;
    let mut children = Vec::new();
    for p in 0..3 {
        let mut child = Process::new(exe)
            .args(["local", "--json", "--db", url, "--images"])
            .arg(images.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let writer = std::thread::spawn(move || {
            let mut stdin = stdin;
            for i in 0..GIFTS {
                let (from, to) = if (i + p) % 2 == 0 {
                    ("alice", "bob")
                } else {
                    ("bob", "alice")
                };
                if writeln!(stdin, "{from} /chips give member:@{to} amount:3").is_err() {
                    break; // killed
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        children.push((child, stdout, writer));
    }
    let mut acked = 0usize;
    let mut readers = Vec::new();
    for (p, (child, stdout, writer)) in children.into_iter().enumerate() {
        readers.push(std::thread::spawn(move || {
            let mut child = child;
            let mut acked = 0usize;
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                let reply: serde_json::Value = serde_json::from_str(&line).unwrap();
                if reply["ok"] == true && reply["text"].as_str().is_some_and(|t| t.contains("gave")) {
                    acked += 1;
                }
                if p == 1 && acked == GIFTS / 2 {
                    child.kill().unwrap(); // SIGKILL
                    break;
                }
            }
            writer.join().unwrap();
            let _ = child.wait();
            acked
        }));
    }
    for reader in readers {
        acked += reader.join().unwrap();
    }
    let mut store = PgStore::connect(url).unwrap();
    let alice = store
        .balance("local", &parlor::store::Account::Member(id_local("alice")))
        .unwrap();
    let bob = store
        .balance("local", &parlor::store::Account::Member(id_local("bob")))
        .unwrap();
    assert_eq!(alice + bob, 2000, "no chip made or lost");
    let stored = gifts_stored(&mut store);
    assert!(
        stored >= acked && stored <= acked + 1,
        "{acked} gifts acknowledged, {stored} stored"
    );
    assert!(acked >= 2 * GIFTS + GIFTS / 2, "the processes ran: {acked}");
    audit_clean(url);
}

fn id_local(name: &str) -> u64 {
    parlor::local::member_id(name)
}

fn gifts_stored(store: &mut PgStore) -> usize {
    let alice = store
        .journal("local", &parlor::store::Account::Member(id_local("alice")), 10_000)
        .unwrap();
    alice
        .iter()
        .filter(|row| row.reason == parlor::store::Reason::Give)
        .count()
}
