//! The PostgreSQL store against a real server: every conformance check
//! (`parlor::store::conformance`), the checks of two processes sharing one
//! database, the migrations, and `parlor audit` on PostgreSQL.
//!
//! The server's URL comes from `PARLOR_TEST_PG` (a superuser's, e.g.
//! `postgres://postgres@127.0.0.1:54329/postgres`): each check gets a database
//! of its own (`parlor_t_…`), dropped afterwards. Without the variable every
//! test here returns at once.

use parlor::audit::audit_url;
use parlor::store::conformance::{self, Check, Harness};
use parlor::store::{PgStore, Store};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The server to test against, if the environment names one.
fn server() -> Option<String> {
    let url = std::env::var("PARLOR_TEST_PG").ok().filter(|u| !u.is_empty());
    if url.is_none() {
        eprintln!("PARLOR_TEST_PG is not set: skipping the PostgreSQL tests");
    }
    url
}

/// `url` naming database `name` instead of the one it names.
fn with_database(url: &str, name: &str) -> String {
    let Some(scheme) = url.find("://") else {
        return format!("{url} dbname={name}");
    };
    let rest = &url[scheme + 3..];
    let (authority, query) = match rest.find('/') {
        Some(slash) => {
            let path = &rest[slash..];
            (&rest[..slash], path.find('?').map_or("", |q| &path[q..]))
        }
        None => match rest.find('?') {
            Some(q) => (&rest[..q], &rest[q..]),
            None => (rest, ""),
        },
    };
    format!("{}{authority}/{name}{query}", &url[..scheme + 3])
}

/// A fresh database on the server for one check, dropped when done.
struct PgHarness {
    admin: String,
    name: String,
    url: String,
}

impl PgHarness {
    fn new(admin: &str) -> PgHarness {
        static COUNT: AtomicU32 = AtomicU32::new(0);
        let nanos = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().subsec_nanos();
        let name = format!(
            "parlor_t_{}_{}_{nanos}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        );
        let mut client = postgres::Client::connect(admin, postgres::NoTls).expect("connect to PARLOR_TEST_PG");
        client.batch_execute(&format!("CREATE DATABASE {name}")).unwrap();
        PgHarness {
            url: with_database(admin, &name),
            admin: admin.to_string(),
            name,
        }
    }

    fn client(&self) -> postgres::Client {
        postgres::Client::connect(&self.url, postgres::NoTls).unwrap()
    }
}

impl Drop for PgHarness {
    fn drop(&mut self) {
        if let Ok(mut client) = postgres::Client::connect(&self.admin, postgres::NoTls) {
            let _ = client.batch_execute(&format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name));
        }
    }
}

impl Harness for PgHarness {
    fn open(&mut self) -> Box<dyn Store> {
        Box::new(PgStore::connect(&self.url).unwrap())
    }

    fn execute(&mut self, sql: &str) -> Result<(), String> {
        self.client().batch_execute(sql).map_err(|e| {
            e.as_db_error()
                .map_or_else(|| e.to_string(), |db| db.message().to_string())
        })
    }
}

fn run_all(checks: &[(&str, Check)]) {
    let Some(admin) = server() else { return };
    for (name, check) in checks {
        let started = Instant::now();
        check(&mut PgHarness::new(&admin));
        eprintln!("{name}: ok in {:?}", started.elapsed());
    }
}

#[test]
fn every_conformance_check_passes_on_postgres() {
    run_all(conformance::CHECKS);
}

#[test]
fn two_processes_sharing_one_database_behave() {
    run_all(conformance::SHARED_CHECKS);
}

#[test]
fn the_url_names_the_database() {
    assert_eq!(
        with_database("postgres://u:p@h:5/postgres?sslmode=disable", "t"),
        "postgres://u:p@h:5/t?sslmode=disable"
    );
    assert_eq!(with_database("postgres://h", "t"), "postgres://h/t");
    assert_eq!(with_database("host=h user=u", "t"), "host=h user=u dbname=t");
}

#[test]
fn two_processes_starting_at_once_migrate_once() {
    let Some(admin) = server() else { return };
    let db = PgHarness::new(&admin);
    let stores: Vec<PgStore> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..4)
            .map(|_| scope.spawn(|| PgStore::connect(&db.url).unwrap()))
            .collect();
        threads.into_iter().map(|t| t.join().unwrap()).collect()
    });
    assert_eq!(stores.len(), 4);
    let applied: i64 = db
        .client()
        .query_one("SELECT COUNT(*) FROM parlor_schema_migrations", &[])
        .unwrap()
        .get(0);
    // 0001 the schema, 0002 per-server settings (issue 21), 0003 tournaments
    // (issue 31), 0004 seasons, 0005 badges and 0006 rank roles (issue 32),
    // 0007 the web companion's (issue 34), 0008 reviews and 0009 puzzles
    // (issue 35), 0010 the sessions' change stamps (issue 36): each once.
    assert_eq!(applied, 10);
    // Opened again, nothing is applied twice.
    drop(PgStore::connect(&db.url).unwrap());
}

/// Issue 32: a database from before migration 4, whose ratings counted a game
/// played with `rated` off, has its ratings made again from the rated results
/// when the migration is applied, once.
#[test]
fn migration_4_rates_the_results_again_without_the_unrated_ones() {
    let Some(admin) = server() else { return };
    let db = PgHarness::new(&admin);
    let mut client = db.client();
    client
        .batch_execute(
            "CREATE TABLE parlor_schema_migrations (version BIGINT PRIMARY KEY,
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
        )
        .unwrap();
    for (version, sql) in [
        (1i64, include_str!("../migrations/pg/0001_schema.sql")),
        (2, include_str!("../migrations/pg/0002_server_settings.sql")),
        (3, include_str!("../migrations/pg/0003_tournaments.sql")),
    ] {
        client.batch_execute(sql).unwrap();
        client
            .execute(
                "INSERT INTO parlor_schema_migrations (version) VALUES ($1)",
                &[&version],
            )
            .unwrap();
    }
    client
        .batch_execute(
            r#"INSERT INTO sessions (id, channel, game, status, created_at, updated_at, record)
               VALUES (1, 'a', 'checkers', 'finished', 1, 4, '{"server":"s1"}'),
                      (2, 'b', 'checkers', 'finished', 5, 8, '{"server":"s1","unrated":true}');
               INSERT INTO results (session_id, game, finished_at, outcome, winner, reason, players, server)
               VALUES (1, 'checkers', 4, 'won', 7, 'resignation', '[{"id":7,"name":"alice"},{"id":8,"name":"bob"}]', 's1'),
                      (2, 'checkers', 8, 'won', 8, 'resignation', '[{"id":7,"name":"alice"},{"id":8,"name":"bob"}]', 's1');
               INSERT INTO ratings (server, game, player, name, rating, deviation, volatility, games, wins, draws,
                   losses, streak, updated_at)
               VALUES ('s1', 'checkers', '7', 'alice', 1500, 290, 0.06, 2, 1, 0, 1, -1, 8),
                      ('s1', 'checkers', '8', 'bob', 1500, 290, 0.06, 2, 1, 0, 1, 1, 8);"#,
        )
        .unwrap();
    let mut store = PgStore::connect(&db.url).unwrap();
    let alice = store.rating("s1", "checkers", "7").unwrap().expect("alice is rated");
    assert_eq!((alice.games, alice.wins, alice.losses), (1, 1, 0), "game 2 is unrated");
    assert_eq!(store.rated_games("s1", None, 0, 100).unwrap().len(), 1);
    drop(store);
    // The audit recomputes the same ratings (the sessions' records here are
    // only what the migration reads, which it says too).
    let report = audit_url(&db.url).unwrap();
    assert!(
        !report.violations.iter().any(|v| v.contains("rating")),
        "{:?}",
        report.violations
    );
    let mut store = PgStore::connect(&db.url).unwrap();
    assert_eq!(store.rating("s1", "checkers", "7").unwrap().unwrap().games, 1);
}

#[test]
fn a_database_on_no_server_is_one_clear_line() {
    let e = PgStore::connect("postgres://parlor:secret@127.0.0.1:1/parlor").unwrap_err();
    let text = format!("{e:#}");
    assert!(
        text.starts_with("cannot connect to PostgreSQL at postgres://parlor:***@127.0.0.1:1/parlor"),
        "{text}"
    );
    let e = PgStore::connect("mysql://nope").unwrap_err();
    assert!(format!("{e:#}").contains("is not a PostgreSQL URL"), "{e:#}");
}

#[test]
fn the_audit_finds_a_clean_database_clean_and_a_forged_balance() {
    let Some(admin) = server() else { return };
    let mut db = PgHarness::new(&admin);
    // Before the schema exists.
    let report = audit_url(&db.url).unwrap();
    assert!(report.violations[0].contains("no chip ledger"), "{report:?}");
    conformance::the_ledger_reads_back(&mut db);
    conformance::a_finished_game_has_its_result_and_ratings(&mut db);
    let report = audit_url(&db.url).unwrap();
    assert!(report.is_clean(), "{report:?}");
    assert_eq!((report.postings, report.entries), (4, 8));

    // A balance written around the ledger (by a superuser) is found.
    db.execute("UPDATE balances SET balance = balance + 5 WHERE account = 'member:7'")
        .unwrap();
    let report = audit_url(&db.url).unwrap();
    assert_eq!(
        report.violations,
        ["member:7 in server g: the running balance says 175, the journal sums to 170"]
    );
    db.execute("UPDATE balances SET balance = balance - 5 WHERE account = 'member:7'")
        .unwrap();

    // So is a ledger no longer append-only.
    db.execute("ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only_update")
        .unwrap();
    let report = audit_url(&db.url).unwrap();
    assert_eq!(
        report.violations,
        ["the ledger's append-only triggers are missing (5 of 6 present)"]
    );
    db.execute("UPDATE ledger_entries SET amount = amount * 2 WHERE account = 'member:8'")
        .unwrap();
    let report = audit_url(&db.url).unwrap();
    assert!(
        report.violations.iter().any(|v| v.contains("does not balance")),
        "{report:?}"
    );
}

#[test]
fn a_lost_connection_is_made_again() {
    let Some(admin) = server() else { return };
    let mut db = PgHarness::new(&admin);
    let mut store = db.open();
    store
        .commit(&parlor::store::Change {
            postings: vec![conformance::grant("k1", 7, 100)],
            ..Default::default()
        })
        .unwrap();
    // The server ends every session of the database (as a restart would).
    let mut client = postgres::Client::connect(&admin, postgres::NoTls).unwrap();
    client
        .execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
            &[&db.name],
        )
        .unwrap();
    // The call that finds the connection gone fails; a later one connects again.
    let balance = (0..3).find_map(|_| store.balance("g", &parlor::store::Account::Member(7)).ok());
    assert_eq!(balance, Some(100));
    assert!(store.commit(&parlor::store::Change::default()).is_ok());
}

/// Issue 34: `parlor web` on PostgreSQL. A game played by local mode on the
/// server (web pages on), then two web processes' worth of applications over
/// the same database answer its pages: the server page lists it, its page
/// shows the moves, and another server is the same 404 as anywhere.
#[test]
fn the_web_pages_read_a_postgresql_database() {
    use std::io::{Read, Write};
    let Some(admin) = server() else { return };
    let db = PgHarness::new(&admin);
    let script = std::env::temp_dir().join(format!("parlor-pg-web-{}.txt", std::process::id()));
    std::fs::write(
        &script,
        ":admin alice\n\
         alice /settings set key:web value:on\n\
         alice /play game:checkers opponent:@bob\n\
         bob [Accept]\n\
         alice /move move:9-14\n\
         bob /move move:22-17\n\
         alice /resign\n",
    )
    .unwrap();
    let images = tempfile::tempdir().unwrap();
    let played = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["local", "--seed", "7", "--db", &db.url, "--script"])
        .arg(&script)
        .arg("--images")
        .arg(images.path())
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&script);
    assert!(played.status.success(), "{}", String::from_utf8_lossy(&played.stderr));

    let runtime = tokio::runtime::Runtime::new().unwrap();
    let mut addresses = Vec::new();
    for _ in 0..2 {
        let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0")).unwrap();
        let address = listener.local_addr().unwrap();
        let options = parlor::web::WebOptions {
            listen: address,
            public_url: format!("http://{address}"),
            requests_per_minute: 600,
            defaults: parlor::table::TableSettings::default(),
        };
        let target = parlor::store::Target::parse(&db.url);
        runtime.spawn(async move { parlor::web::serve_on(listener, target, options).await });
        addresses.push(address);
    }
    let get = |address: std::net::SocketAddr, path: &str| -> (u16, String) {
        let deadline = Instant::now() + std::time::Duration::from_secs(10);
        let mut stream = loop {
            match std::net::TcpStream::connect(address) {
                Ok(s) => break s,
                Err(e) if Instant::now() < deadline => {
                    let _ = e;
                    std::thread::sleep(std::time::Duration::from_millis(50));
                }
                Err(e) => panic!("connect {address}: {e}"),
            }
        };
        write!(
            stream,
            "GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).unwrap();
        let status = answer[9..12].parse().unwrap();
        (status, answer)
    };
    for address in addresses {
        let (status, page) = get(address, "/s/local/");
        assert_eq!(status, 200, "{page}");
        assert!(page.contains("/s/local/g/1"), "the server page lists the game: {page}");
        let (status, page) = get(address, "/s/local/g/1");
        assert_eq!(status, 200, "{page}");
        assert!(
            page.contains("9-14") && page.contains("22-17"),
            "the game's moves: {page}"
        );
        assert_eq!(get(address, "/s/other/g/1").0, 404);
        assert_eq!(get(address, "/s/local/g/2").0, 404);
    }
    drop(runtime);
}

/// Issue 36: sessions 1 and 2 open in channels of their own, committed by a
/// store other than the one returned, which has looked at every session.
fn watched(db: &PgHarness, open: i64) -> PgStore {
    let mut writer = PgStore::connect(&db.url).unwrap();
    for id in 1..=open {
        let record = parlor::store::SessionRecord {
            channel: format!("c{id}"),
            ..conformance::record(id, parlor::store::Status::Playing)
        };
        writer.commit(&session_change(&record)).unwrap();
    }
    let mut watcher = PgStore::connect(&db.url).unwrap();
    assert_eq!(watcher.open_sessions().unwrap().len(), open as usize);
    watcher
}

fn session_change(record: &parlor::store::SessionRecord) -> parlor::store::Change<'_> {
    parlor::store::Change {
        session: Some(record),
        at: record.updated_at,
        ..Default::default()
    }
}

/// Scans until one reads nothing: every write this database had is behind the
/// scan's horizon (other tests' transactions on the server can hold it back
/// for a moment).
fn settle(watcher: &mut PgStore) {
    for _ in 0..200 {
        watcher.changed_sessions().unwrap();
        if watcher.last_scan_rows() == 0 {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the scan kept reading rows with nothing written");
}

/// Runs `slow` in a transaction on `first` and leaves it open while a later
/// transaction on `second` moves session 2 on and commits: the slow change
/// began first and will commit last (the caller commits it).
fn overtaken<'a>(
    first: &'a mut postgres::Client,
    second: &mut postgres::Client,
    slow: &str,
) -> postgres::Transaction<'a> {
    let mut began = first.transaction().unwrap();
    began.execute(slow, &[]).unwrap();
    let mut quick = second.transaction().unwrap();
    quick
        .execute("UPDATE sessions SET version = version + 1 WHERE id = 2", &[])
        .unwrap();
    quick.commit().unwrap();
    began
}

/// Issue 36: a change whose transaction began first but committed after a
/// later one (as a counter taken in each would be committed out of order) is
/// still found by the scan after it commits.
#[test]
fn the_scan_finds_a_change_committed_after_a_later_one() {
    let Some(admin) = server() else { return };
    let db = PgHarness::new(&admin);
    let mut watcher = watched(&db, 2);
    settle(&mut watcher);
    let (mut first, mut second) = (db.client(), db.client());
    let slow = overtaken(
        &mut first,
        &mut second,
        "UPDATE sessions SET version = version + 1 WHERE id = 1",
    );
    let (changed, gone) = watcher.changed_sessions().unwrap();
    assert_eq!(changed.iter().map(|s| s.id).collect::<Vec<_>>(), [2]);
    assert!(gone.is_empty());
    slow.commit().unwrap();
    let (changed, _) = watcher.changed_sessions().unwrap();
    assert_eq!(
        changed.iter().map(|s| s.id).collect::<Vec<_>>(),
        [1],
        "the older change"
    );
    // And a finish committed out of order is found too.
    let slow = overtaken(
        &mut first,
        &mut second,
        "UPDATE sessions SET status = 'finished' WHERE id = 1",
    );
    assert_eq!(watcher.changed_sessions().unwrap().1, Vec::<i64>::new());
    slow.commit().unwrap();
    assert_eq!(watcher.changed_sessions().unwrap().1, [1]);
}

/// Issue 36: the timers' scan reads the rows written since the scan before,
/// as many with 400 games open as with 40.
#[test]
fn the_scan_reads_what_changed_not_every_open_game() {
    let Some(admin) = server() else { return };
    for open in [40, 400] {
        let db = PgHarness::new(&admin);
        let mut watcher = watched(&db, open);
        settle(&mut watcher);
        let mut writer = PgStore::connect(&db.url).unwrap();
        let mut moved = Vec::new();
        for id in [3, 17, 29] {
            let mut record = writer.session_record(id).unwrap().unwrap();
            writer.refresh(&record.channel, None).unwrap();
            record.ply += 1;
            writer.commit(&session_change(&record)).unwrap();
            moved.push(record);
        }
        let (changed, _) = watcher.changed_sessions().unwrap();
        assert_eq!(changed, moved, "{open} open");
        assert_eq!(watcher.last_scan_rows(), 3, "{open} open: only the rows written since");
    }
}
