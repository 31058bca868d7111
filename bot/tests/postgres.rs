//! Several processes on one PostgreSQL database (issue 20): tables on their own
//! connections racing moves, gifts and a timer in the same channels and wallets,
//! tournament games ending at once on different tables (issue 31),
//! and `parlor local --db postgres://…` processes racing moves, bets and gifts
//! in the same channels and wallets with one of them killed (SIGKILL) half-way. Nothing acknowledged is lost, nothing is applied
//! twice, the audit is clean and every game equals its move log.
//!
//! Needs a server: `PARLOR_TEST_PG=postgres://user@host:port/db` (the user may
//! create databases; each check makes its own and drops it). Without it this
//! prints one line saying so and passes: `.ci/run` starts a throwaway server.
//! Its own harness (`harness = false`) so that line is shown by `cargo test`.

use parlor::store::{PgStore, Store};
use parlor::table::{ChannelKey, Command, Millis, Seeds, Table, TableSettings};
use std::io::{BufRead, BufReader, Write};

#[path = "suite/support/requests.rs"]
mod requests;
use requests::{balance_line, button_id, crown_and_anchor, member, request};
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
    let checks: [Check; 11] = [
        ("three tables racing moves in four channels", tables_racing_moves),
        (
            "three tables racing gifts and one wallet's last chips",
            tables_racing_chips,
        ),
        ("a timer due while two tables run fires once", a_timer_fires_once),
        (
            "three processes racing moves, bets and gifts, one killed",
            processes_racing_with_one_killed,
        ),
        (
            "a setting changed by one table is obeyed by another at once",
            a_setting_changed_elsewhere_is_obeyed,
        ),
        (
            "a tournament round's games ending at once on different tables pair the next round once",
            tournament_games_ending_at_once,
        ),
        (
            "a season due while two tables run ends and is announced once",
            a_season_rolls_over_once,
        ),
        (
            "a table holding an old position plays every command on the stored one",
            a_table_holding_an_old_position_plays_on_the_stored_one,
        ),
        (
            "a language set through one table is spoken at a game another holds",
            a_language_set_elsewhere_is_spoken_at_a_game_held_here,
        ),
        (
            "a bet applied through one table is applied once when another gets it again",
            an_interaction_applied_elsewhere_acts_once,
        ),
        (
            "Parlor's answer joined to a move speaks a language set through another table",
            parlor_s_answer_speaks_a_language_set_elsewhere,
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
        checks.len() - failed,
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

fn balance(table: &Table, who: &str) -> i64 {
    let line = balance_line(table, who, T0);
    let text = &line;
    let digits: String = text
        .trim_start_matches("You have ")
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or_else(|_| panic!("a balance: {text}"))
}

/// alice challenges bob to checkers in `channel` through `host`, and bob
/// accepts through `guest` (the same table, or another process's).
pub fn checkers_between(host: &Table, guest: &Table, channel: &str, now: Millis) {
    let play = Command::Play {
        game: "checkers".into(),
        opponent: Some(member("bob")),
        options: String::new(),
    };
    let opened = host.handle(request(channel, "alice", play, None), now);
    assert!(opened[0].ok, "{}", opened[0].text);
    let accept = Command::Button {
        custom_id: button_id(&opened[0], "Accept"),
    };
    let accepted = guest.handle(request(channel, "bob", accept, None), now);
    assert!(accepted[0].ok, "{}", accepted[0].text);
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
        checkers_between(&tables[i % 3], &tables[(i + 1) % 3], channel, T0);
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
                            let interaction = format!("t{t}-{channel}-{round}-{who}");
                            let replies = table.handle(
                                request(channel, who, Command::Move { text: mv.clone() }, Some(&interaction)),
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
    // A game may have ended (first-legal-move play repeats positions, a draw
    // by the rules): finished or not, each channel has had exactly one game.
    let mut records = store.open_sessions().unwrap();
    for finished in store.finished_games("guild", None, None, 10).unwrap() {
        records.push(store.session_record(finished.session).unwrap().unwrap());
    }
    let mut seen: Vec<&str> = records.iter().map(|r| r.channel.as_str()).collect();
    seen.sort_unstable();
    assert_eq!(seen, channels, "one game in each channel, never forked");
    let open = records;
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
                        let give = Command::ChipsGive {
                            member: member(to),
                            amount: "7".into(),
                        };
                        let replies = table.handle(
                            request("lobby", from, give, Some(format!("g{t}-{i}-{from}").as_str())),
                            T0,
                        );
                        acked += usize::from(replies[0].ok);
                    }
                }
                barrier.wait();
                let give = Command::ChipsGive {
                    member: member("carol"),
                    amount: "600".into(),
                };
                let big = table.handle(request("lobby", "alice", give, Some(format!("big{t}").as_str())), T0);
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

/// Issue 32: a monthly season with a champion, due while two tables (two
/// processes) tick at the same instant: one ends it, posts its final board and
/// starts the next season; the other writes nothing.
fn a_season_rolls_over_once(url: &str) {
    let a = open(url);
    for (key, value) in [("announce_channel", "#news"), ("season", "monthly")] {
        let set = Command::SettingsSet {
            key: key.into(),
            value: value.into(),
        };
        assert!(a.handle(request("s", "root", set, None), T0)[0].ok);
    }
    for _ in 0..3 {
        let play = Command::Play {
            game: "checkers".into(),
            opponent: Some(member("bob")),
            options: String::new(),
        };
        assert!(a.handle(request("g", "alice", play, None), T0)[0].ok);
        assert!(a.handle(request("g", "bob", Command::Accept, None), T0)[0].ok);
        assert!(a.handle(request("g", "alice", Command::Resign, None), T0)[0].ok);
    }
    // T0 is 2027-01-15: the season ends at 2027-02-01 00:00 UTC.
    let later = 1_801_440_000_000 + 60_000;
    let (b, c) = (Arc::new(open(url)), Arc::new(open(url)));
    let barrier = Arc::new(Barrier::new(2));
    let handles: Vec<_> = [b, c]
        .into_iter()
        .map(|table| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                table.tick(later);
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
    let mut store = PgStore::connect(url).unwrap();
    let posts: Vec<_> = store
        .outbox_due(later + 60_000, 100)
        .unwrap()
        .into_iter()
        .filter(|r| r.post.channel == "news")
        .collect();
    // The boards, then bob's season champion badge: each once.
    assert_eq!(posts.len(), 2, "announced once: {posts:?}");
    assert!(posts[0].post.post.contains("champion bob"), "{}", posts[0].post.post);
    assert!(
        posts[1].post.post.contains("bob earns the badge **Season champion**"),
        "{}",
        posts[1].post.post
    );
    let seasons = store.seasons("guild").unwrap();
    assert_eq!(
        seasons
            .iter()
            .map(|s| (s.name.as_str(), s.ended_at.is_some()))
            .collect::<Vec<_>>(),
        [("2027-02", false), ("2027-01", true)]
    );
    audit_clean(url);
}

/// Issue 21: a server's settings are read from the shared store per request,
/// so an admin's change made through one table (process) holds on another
/// at once: a game turned off is refused there, and turned on again, played.
fn a_setting_changed_elsewhere_is_obeyed(url: &str) {
    let (a, b) = (open(url), open(url));
    let play = || Command::Play {
        game: "line".into(),
        opponent: Some(member("bob")),
        options: String::new(),
    };
    let set = |value: &str| {
        let mut admin = request(
            "s",
            "boss",
            Command::SettingsSet {
                key: "games".into(),
                value: value.into(),
            },
            None,
        );
        admin.actor.manage_server = true;
        admin
    };
    // b has read the settings once (and would have cached them were it alone).
    assert!(b.handle(request("s1", "alice", play(), None), T0)[0].ok);
    assert!(a.handle(set("checkers"), T0)[0].ok);
    let refused = &b.handle(request("s2", "alice", play(), None), T0)[0];
    assert!(!refused.ok, "{refused:?}");
    assert!(refused.text.contains("turned off"), "{}", refused.text);
    assert!(a.handle(set("all"), T0)[0].ok);
    assert!(b.handle(request("s2", "alice", play(), None), T0)[0].ok);
}

/// Checkers on two tables: `a` starts the game, `b` seats bob, so `a` holds
/// the game as it was before bob came in (issue 36: a table runs a command
/// on the game it holds without reading it first, and its commit checks that
/// it was the stored one). A listing, a move, a move from a position one ply
/// old and a move the stored position forbids are each answered on the
/// stored game; the log holds exactly the moves acknowledged.
fn a_table_holding_an_old_position_plays_on_the_stored_one(url: &str) {
    let (a, b) = (open(url), open(url));
    checkers_between(&a, &b, "h", T0);
    // `a` still holds the challenge: its answers come from the game as stored.
    let listed = a.handle(request("h", "alice", Command::Moves, None), T0);
    let first = listed[0].moves.as_ref().expect("alice's moves, listed on a")[0].clone();
    let moved = a.handle(
        request("h", "alice", Command::Move { text: first.clone() }, Some("h-1")),
        T0,
    );
    assert!(
        moved[0].ok,
        "a plays alice's move on the game b started: {}",
        moved[0].text
    );
    // `b` holds the game before alice's move: bob's move is played there.
    let listed = a.handle(request("h", "bob", Command::Moves, None), T0);
    let bobs = listed[0].moves.clone().expect("bob's moves");
    let reply = b.handle(
        request("h", "bob", Command::Move { text: bobs[0].clone() }, Some("h-2")),
        T0,
    );
    assert!(reply[0].ok, "b plays bob's move after alice's: {}", reply[0].text);
    // `a` holds the game before bob's move: another move of bob's, legal there,
    // is refused, as the stored game has alice to move.
    let again = a.handle(
        request("h", "bob", Command::Move { text: bobs[1].clone() }, Some("h-3")),
        T0,
    );
    assert!(!again[0].ok, "bob cannot move twice: {}", again[0].text);
    assert!(again[0].text.contains("turn"), "{}", again[0].text);
    let mut store = PgStore::connect(url).unwrap();
    let session = store.open_sessions().unwrap().remove(0);
    let log: Vec<String> = store
        .move_log(session.id)
        .unwrap()
        .into_iter()
        .map(|e| e.notation)
        .collect();
    assert_eq!(log, [first, bobs[0].clone()]);
    audit_clean(url);
}

/// Issue 36: a table answers a move at a game it holds without reading the
/// server's settings first; its commit checks they were not changed, so a
/// language an admin sets through another table is the one its answer
/// speaks at once.
fn a_language_set_elsewhere_is_spoken_at_a_game_held_here(url: &str) {
    let (a, b) = (open(url), open(url));
    checkers_between(&a, &a, "l", T0);
    let alice = first_legal(&a, "l", "alice");
    let english = a.handle(request("l", "alice", Command::Move { text: alice }, Some("l-1")), T0);
    assert!(
        english[0].ok && english[0].text.contains("your turn:"),
        "{}",
        english[0].text
    );
    set_french(&b, "l-set");
    // Listed by `b`: `a` is told nothing before the move.
    let bob = first_legal(&b, "l", "bob");
    let french = a.handle(request("l", "bob", Command::Move { text: bob }, Some("l-2")), T0);
    assert!(french[0].ok, "{}", french[0].text);
    assert!(
        !french[0].text.contains("your turn:"),
        "answered in English: {}",
        french[0].text
    );
    assert!(french[0].text.contains("à toi de jouer"), "{}", french[0].text);
}

/// Parlor's answer is joined to the member's move, in place of the line
/// saying Parlor is thinking. With the server's language changed through
/// another table since the last command, the move is answered in French
/// and the joined answer finds the French "thinking" line to replace: none
/// is left before Parlor's move.
fn parlor_s_answer_speaks_a_language_set_elsewhere(url: &str) {
    let (a, b) = (open(url), open(url));
    a.know_parlor(99);
    let parlor = parlor::table::MemberRef {
        id: 99,
        name: "Parlor".into(),
        is_bot: true,
    };
    let play = Command::Play {
        game: "checkers".into(),
        opponent: Some(parlor),
        options: "level:easy".into(),
    };
    assert!(a.respond(request("p", "alice", play, None), T0)[0].ok);
    let mv = first_legal(&a, "p", "alice");
    let english = a.respond(request("p", "alice", Command::Move { text: mv }, Some("p-1")), T0);
    let text = &english[0].text;
    assert!(
        text.contains("Parlor (White) played") && !text.contains("thinking"),
        "{text}"
    );
    set_french(&b, "p-set");
    let mv = first_legal(&b, "p", "alice");
    let french = a.respond(request("p", "alice", Command::Move { text: mv }, Some("p-2")), T0);
    let text = &french[0].text;
    assert!(text.contains("Parlor (Blanc) a joué"), "{text}");
    assert!(!text.contains("réfléchit"), "the thinking line is left: {text}");
}

/// An admin sets the server's language to French through `table`.
fn set_french(table: &Table, interaction: &str) {
    let set = Command::SettingsSet {
        key: "language".into(),
        value: "fr".into(),
    };
    assert!(table.handle(request("lobby", "root", set, Some(interaction)), T0)[0].ok);
}

fn first_legal(table: &Table, channel: &str, who: &str) -> String {
    let listed = table.handle(request(channel, who, Command::Moves, None), T0);
    listed[0].moves.as_ref().expect("a list of moves")[0].clone()
}

/// Issue 36: a Discord interaction delivered twice, once to each of two
/// tables that both hold the game as stored, acts once: the second table
/// takes the bet for new without reading, and its commit finds the
/// interaction applied, so it answers "already done" and the chips are
/// taken once.
fn an_interaction_applied_elsewhere_acts_once(url: &str) {
    let (a, b) = (open(url), open(url));
    let bettor = crown_and_anchor(&a, "ca", T0);
    let bet = || Command::Bet {
        design: "heart".into(),
        chips: "40".into(),
    };
    assert!(a.handle(request("ca", bettor, bet(), Some("ca-bet")), T0)[0].ok);
    // `b` reads the game with the bet on it.
    let seen = b.handle(request("ca", "carol", Command::Board, None), T0);
    assert!(seen[0].ok, "{}", seen[0].text);
    let again = b.handle(request("ca", bettor, bet(), Some("ca-bet")), T0);
    assert_eq!(again.len(), 1, "{again:?}");
    assert_eq!(again[0].text, "That was already done.");
    assert!(
        balance(&b, bettor) == 960,
        "one bet of 40 taken: {}",
        balance(&b, bettor)
    );
    audit_clean(url);
}

/// Issue 31: six tournaments of checkers (Swiss and round-robin, of four, six
/// and eight players) in channels of their own on one database, each made,
/// joined and started through three tables. Every round-1 board's game is
/// started in its thread as a front end does (from the outbox, by alternating
/// tables); then the second player of every round-1 game resigns at the same
/// instant, the games spread over the three tables (threads released by a
/// barrier), so the tournament's commits meet each other's changes. Every
/// resignation is accepted and every result recorded, round 2 is paired
/// exactly once (the stored tournament has two rounds; the outbox holds one
/// round-2 announcement and one thread request per round-2 board), and no
/// thread panicked.
fn tournament_games_ending_at_once(url: &str) {
    let tables: Vec<Arc<Table>> = (0..3).map(|_| Arc::new(open(url))).collect();
    let mut store = PgStore::connect(url).unwrap();
    let mut threads = 0;
    for k in 0..6 {
        let now = T0 + k as Millis * 60_000;
        let cup = format!("cup-{k}");
        let (format, rounds) = if k % 2 == 0 {
            ("swiss", Some("3".to_string()))
        } else {
            ("round-robin", None)
        };
        let players: Vec<String> = (0..4 + 2 * (k / 2)).map(|i| format!("c{k}p{i}")).collect();
        let create = Command::TournamentCreate {
            game: "checkers".into(),
            format: format.into(),
            rounds,
            turn_time: None,
            options: None,
            name: Some(format!("Cup {k}")),
            max_players: None,
            double: None,
            rated: None,
        };
        let created = tables[0].handle(request(&cup, "organiser", create, None), now);
        assert!(created[0].ok, "{}", created[0].text);
        for (i, who) in players.iter().enumerate() {
            let joined = tables[i % 3].handle(request(&cup, who, Command::TournamentJoin, None), now);
            assert!(joined[0].ok, "{who}: {}", joined[0].text);
        }
        let started = tables[0].handle(request(&cup, "organiser", Command::TournamentStart, None), now);
        assert!(started[0].ok, "{}", started[0].text);
        let id = store.channel_tournament(&cup).unwrap().expect("the tournament").id;

        // The front end: a thread for every round-1 board, its game started
        // there by alternating tables.
        let mut opened = 0;
        for post in tables[0].outbox_due(now, 100) {
            if let Some(board) = post.reply.board {
                assert_eq!((board.tournament, board.round), (id, 1), "{cup}: a round-1 board");
                let thread = ChannelKey(format!("t-{threads}"));
                let table = &tables[threads % 2];
                threads += 1;
                assert!(table.board_waiting(board), "{cup}: board {} waits", board.board);
                let first = table.start_board(board, thread, now);
                assert!(
                    !first.is_empty() && first[0].ok,
                    "{cup}: board {} starts: {first:?}",
                    board.board
                );
                opened += 1;
            }
            tables[0].outbox_sent(post.id, now);
        }
        let t = store.tournament(id).unwrap().expect("the tournament");
        let round1 = &t.pairings.as_ref().expect("paired").played[0].pairings;
        let games: Vec<(String, String)> = round1
            .iter()
            .enumerate()
            .filter_map(|(b, p)| {
                let second = t.member(p.second?)?.name.to_string();
                let game = t.board(1, b).unwrap_or_else(|| panic!("{cup}: board {b} has its game"));
                Some((game.thread.clone(), second))
            })
            .collect();
        assert_eq!(games.len(), players.len() / 2, "{cup}: round 1's games");
        assert_eq!(opened, games.len(), "{cup}: one thread asked for each game");

        // Every round-1 game ends at the same instant, each from its own table.
        let barrier = Arc::new(Barrier::new(games.len()));
        let handles: Vec<_> = games
            .iter()
            .cloned()
            .enumerate()
            .map(|(g, (thread, second))| {
                let table = tables[(g + k) % 3].clone();
                let (barrier, cup) = (barrier.clone(), cup.clone());
                std::thread::spawn(move || {
                    let mut resign = request(&thread, &second, Command::Resign, None);
                    resign.caller.parent = Some(ChannelKey(cup));
                    barrier.wait();
                    table.handle(resign, now + 1_000)
                })
            })
            .collect();
        for (handle, (thread, second)) in handles.into_iter().zip(&games) {
            let replies = handle.join().expect("no panic");
            assert!(
                replies[0].ok,
                "{cup}: {second} resigns in {thread}: {}",
                replies[0].text
            );
        }

        // Read back as a process started now would.
        let t = store.tournament(id).unwrap().expect("the tournament");
        let pairings = t.pairings.as_ref().expect("paired");
        assert!(
            pairings.played[0].pairings.iter().all(|p| p.is_decided()),
            "{cup}: every round-1 result is recorded"
        );
        for (b, p) in pairings.played[0].pairings.iter().enumerate() {
            if !p.is_bye() {
                let game = t.board(1, b).unwrap();
                assert!(
                    store.result(game.session).unwrap().is_some(),
                    "{cup}: board {b}'s game ended"
                );
            }
        }
        assert_eq!(pairings.played.len(), 2, "{cup}: round 2 paired, once");
        let round2_games = pairings.played[1].pairings.iter().filter(|p| !p.is_bye()).count();
        let fresh = open(url);
        let due = fresh.outbox_due(now + 2_000, 100);
        let (boards, announcements): (Vec<_>, Vec<_>) = due
            .iter()
            .filter(|post| post.channel.0 == cup)
            .partition(|post| post.reply.board.is_some());
        assert_eq!(
            announcements.len(),
            1,
            "{cup}: one round-2 announcement: {announcements:?}"
        );
        assert!(
            announcements[0].reply.text.contains("round 2 of"),
            "{cup}: {}",
            announcements[0].reply.text
        );
        let mut asked: Vec<usize> = boards
            .iter()
            .map(|post| {
                let board = post.reply.board.unwrap();
                assert_eq!((board.tournament, board.round), (id, 2), "{cup}: a round-2 board");
                board.board
            })
            .collect();
        asked.sort_unstable();
        let expected: Vec<usize> = (0..pairings.played[1].pairings.len())
            .filter(|&b| !pairings.played[1].pairings[b].is_bye())
            .collect();
        assert_eq!(asked, expected, "{cup}: one thread request per round-2 board");
        assert_eq!(asked.len(), round2_games);
        for post in &due {
            fresh.outbox_sent(post.id, now + 2_000);
        }
    }
    audit_clean(url);
}

/// A checkers game, each side's first legal move every turn, for `plies`
/// plies: the moves the processes below race to play.
fn checkers_line(plies: usize) -> Vec<(&'static str, String)> {
    let dir = tempfile::tempdir().unwrap();
    let table = Table::open(
        Box::new(parlor::store::SqliteStore::open(&dir.path().join("line.db")).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(1),
    )
    .unwrap();
    let play = Command::Play {
        game: "checkers".into(),
        opponent: Some(member("bob")),
        options: String::new(),
    };
    let open = table.handle(request("c", "alice", play, None), T0);
    let accept = Command::Button {
        custom_id: button_id(&open[0], "Accept"),
    };
    assert!(table.handle(request("c", "bob", accept, None), T0)[0].ok);
    let mut line = Vec::new();
    for ply in 0..plies {
        let who = ["alice", "bob"][ply % 2];
        let listed = table.handle(request("c", who, Command::Moves, None), T0);
        let mv = listed[0].moves.as_ref().expect("a list of moves")[0].clone();
        assert!(table.handle(request("c", who, Command::Move { text: mv.clone() }, None), T0)[0].ok);
        line.push((who, mv));
    }
    line
}

/// Runs `parlor local --json` on `url` with `lines` as its input, to the end.
fn local_script(url: &str, images: &std::path::Path, lines: &str) {
    let mut setup = Process::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--json", "--db", url, "--images"])
        .arg(images)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    setup.stdin.take().unwrap().write_all(lines.as_bytes()).unwrap();
    let out = setup.wait_with_output().unwrap();
    assert!(out.status.success());
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let reply: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(reply["ok"], true, "set-up: {reply}");
    }
}

/// What one racing process was told: the input lines (by number) that got an
/// accepting answer, by kind.
#[derive(Default)]
struct Acked {
    moves: usize,
    bets: usize,
    gifts: usize,
}

/// Three `parlor local --json` processes on one database play the same
/// checkers game (each sends every move; whichever gets there first plays it),
/// bet at one Crown and Anchor table and give chips between two wallets, line
/// by line at the same time; the second is killed with SIGKILL half-way.
/// Every move, bet and gift a process printed as accepted is stored (at most
/// the killed process's one command in flight beyond), none twice; the game
/// equals its move log; the chips sum to what was granted; the audit is clean.
fn processes_racing_with_one_killed(url: &str) {
    let exe = env!("CARGO_BIN_EXE_parlor");
    let images = tempfile::tempdir().unwrap();
    const ROUNDS: usize = 40;
    let line = checkers_line(ROUNDS);
    local_script(
        url,
        images.path(),
        ":channel game\nalice /play game:checkers opponent:@bob\nbob [Accept]\n\
         :channel bank\ncarol /play game:crown-and-anchor\ndave /join\ncarol /start\n\
         :channel general\nalice /chips balance\nbob /chips balance\n",
    );

    // Each process's script, and what each of its lines is.
    #[derive(Clone, Copy, PartialEq)]
    enum Kind {
        Directive,
        Move,
        Bet,
        Gift,
    }
    let script = |p: usize| {
        let mut lines = Vec::new();
        for (i, (who, mv)) in line.iter().enumerate() {
            lines.push((Kind::Directive, ":channel game".to_string()));
            lines.push((Kind::Move, format!("{who} /move move:\"{mv}\"")));
            lines.push((Kind::Directive, ":channel bank".to_string()));
            lines.push((Kind::Bet, "dave /bet design:heart chips:1".to_string()));
            lines.push((Kind::Bet, "carol /bet design:crown chips:1".to_string()));
            lines.push((Kind::Directive, ":channel general".to_string()));
            let (from, to) = if (i + p).is_multiple_of(2) {
                ("alice", "bob")
            } else {
                ("bob", "alice")
            };
            lines.push((Kind::Gift, format!("{from} /chips give member:@{to} amount:3")));
        }
        lines
    };

    let mut readers = Vec::new();
    for p in 0..3 {
        let lines = script(p);
        let kinds: Vec<Kind> = lines.iter().map(|(k, _)| *k).collect();
        let mut child = Process::new(exe)
            .args(["local", "--json", "--db", url, "--images"])
            .arg(images.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let stdout = BufReader::new(child.stdout.take().unwrap());
        let writer = std::thread::spawn(move || {
            for (_, text) in &lines {
                if writeln!(stdin, "{text}").is_err() {
                    break; // killed
                }
                std::thread::sleep(Duration::from_millis(2));
            }
        });
        readers.push(std::thread::spawn(move || {
            let mut child = child;
            let mut acked = Acked::default();
            let mut seen = std::collections::HashSet::new();
            for out in stdout.lines() {
                let Ok(out) = out else { break };
                let reply: serde_json::Value = serde_json::from_str(&out).unwrap();
                let number = reply["line"].as_u64().unwrap() as usize;
                if reply["ok"] != true || !seen.insert(number) {
                    continue;
                }
                match kinds[number - 1] {
                    Kind::Move => acked.moves += 1,
                    Kind::Bet => acked.bets += 1,
                    Kind::Gift => acked.gifts += 1,
                    Kind::Directive => {}
                }
                if p == 1 && seen.len() == 40 {
                    child.kill().unwrap(); // SIGKILL, whatever it is doing
                    break;
                }
            }
            writer.join().unwrap();
            let _ = child.wait();
            acked
        }));
    }
    let acked: Vec<Acked> = readers.into_iter().map(|r| r.join().unwrap()).collect();
    let total = |f: fn(&Acked) -> usize| acked.iter().map(f).sum::<usize>();
    let (moves, bets, gifts) = (total(|a| a.moves), total(|a| a.bets), total(|a| a.gifts));

    let mut store = PgStore::connect(url).unwrap();
    let member = |name: &str| parlor::store::Account::Member(parlor::local::member_id(name));
    // Gifts: every one acknowledged is stored, none twice, no chip made or lost.
    let alice = store.balance("local", &member("alice")).unwrap();
    let bob = store.balance("local", &member("bob")).unwrap();
    assert_eq!(alice + bob, 2000, "no chip made or lost");
    let stored_gifts = count(&mut store, &member("alice"), parlor::store::Reason::Give);
    assert!(
        (gifts..=gifts + 1).contains(&stored_gifts),
        "{gifts} gifts acknowledged, {stored_gifts} stored"
    );
    assert!(gifts >= 2 * ROUNDS, "the processes ran: {gifts} gifts");
    // Bets: the banker is one of carol and dave, the other bets.
    let stored_bets = count(&mut store, &member("carol"), parlor::store::Reason::Bet)
        + count(&mut store, &member("dave"), parlor::store::Reason::Bet);
    assert!(
        (bets..=bets + 1).contains(&stored_bets),
        "{bets} bets acknowledged, {stored_bets} stored"
    );
    assert!(bets >= ROUNDS, "the bets went in: {bets}");
    // The game: every acknowledged move once, and the stored game is its log.
    let open = store.open_sessions().unwrap();
    let game = open.iter().find(|r| r.game == "checkers").expect("the game is on");
    let log = store.move_log(game.id).unwrap();
    assert!(
        (moves..=moves + 1).contains(&log.len()),
        "{moves} moves acknowledged, {} logged",
        log.len()
    );
    // A process that is behind may find one of its stale moves legal again
    // later and play it (the game then leaves the line), so not every move of
    // the line need be played.
    assert!(log.len() >= ROUNDS / 2, "the game moved: {} plies", log.len());
    let record = parlor::replay::GameRecord::from_store(game, &log, "").unwrap();
    assert_eq!(parlor::replay::check(record).unwrap().matches, Some(true));
    audit_clean(url);
}

/// Journal rows of `account` in local mode's server for `reason`.
fn count(store: &mut PgStore, account: &parlor::store::Account, reason: parlor::store::Reason) -> usize {
    store
        .journal("local", account, 100_000)
        .unwrap()
        .iter()
        .filter(|row| row.reason == reason)
        .count()
}
