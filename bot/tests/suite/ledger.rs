//! The chip ledger under random use: grants, gifts, daily grants, bets, withdrawals,
//! rolls, table joins and leaves, duplicated interactions and restarts, all through
//! the real table on a real SQLite file. After every step `parlor audit`'s checks
//! pass, a refused command moves no chip, and a duplicated interaction acts once.

use parlor::audit;
use parlor::store::SqliteStore;
use parlor::table::{
    Actor, Caller, ChannelKey, Command, MemberRef, Millis, Reply, Request, Seeds, Table, TableSettings,
};
use proptest::prelude::*;
use std::collections::BTreeMap;
use std::path::Path;

const MEMBERS: [&str; 5] = ["alice", "bob", "carol", "dave", "root"];
const DESIGNS: [&str; 6] = ["crown", "anchor", "heart", "spade", "diamond", "club"];
const START: Millis = 1_767_225_600_000;

fn id(name: &str) -> u64 {
    MEMBERS.iter().position(|m| *m == name).unwrap() as u64 + 100
}

fn member(name: &str) -> MemberRef {
    MemberRef {
        id: id(name),
        name: name.into(),
        is_bot: false,
    }
}

#[derive(Clone, Debug)]
enum Op {
    Give(usize, usize, i64),
    Grant(usize, i64),
    Take(usize, i64),
    Daily(usize),
    HouseFund(i64),
    Bet(usize, usize, usize, i64),
    Withdraw(usize, usize, Option<usize>),
    Roll(usize, usize),
    Join(usize, usize),
    Leave(usize, usize),
    Advance(u32),
    Duplicate,
    Restart,
}

fn op() -> impl Strategy<Value = Op> {
    ops(prop_oneof![1i64..50, 50i64..600, Just(0i64), Just(-5i64), Just(5_000i64)].boxed())
}

/// Amounts near the cap (10^15 chips an account) as well as small ones.
fn big_op() -> impl Strategy<Value = Op> {
    const MAX: i64 = parlor::store::MAX_BALANCE;
    ops(prop_oneof![
        1i64..600,
        1_000i64..1_000_000,
        Just(MAX / 4),
        Just(MAX / 2),
        Just(MAX - 1),
        MAX / 10..MAX,
    ]
    .boxed())
}

fn ops(amount: BoxedStrategy<i64>) -> impl Strategy<Value = Op> {
    let who = 0..MEMBERS.len();
    prop_oneof![
        1 => (who.clone(), who.clone(), amount.clone()).prop_map(|(a, b, n)| Op::Give(a, b, n)),
        1 => (who.clone(), amount.clone()).prop_map(|(a, n)| Op::Grant(a, n)),
        1 => (who.clone(), amount.clone()).prop_map(|(a, n)| Op::Take(a, n)),
        1 => who.clone().prop_map(Op::Daily),
        1 => amount.clone().prop_map(Op::HouseFund),
        4 => (0..2usize, who.clone(), 0..6usize, amount).prop_map(|(t, a, d, n)| Op::Bet(t, a, d, n)),
        1 => (0..2usize, who.clone(), proptest::option::of(0..6usize)).prop_map(|(t, a, d)| Op::Withdraw(t, a, d)),
        2 => (0..2usize, who.clone()).prop_map(|(t, a)| Op::Roll(t, a)),
        1 => (0..2usize, who.clone()).prop_map(|(t, a)| Op::Join(t, a)),
        1 => (0..2usize, who).prop_map(|(t, a)| Op::Leave(t, a)),
        1 => (0u32..200).prop_map(Op::Advance),
        1 => Just(Op::Duplicate),
        1 => Just(Op::Restart),
    ]
}

struct World {
    path: std::path::PathBuf,
    table: Table,
    now: Millis,
    next_interaction: u64,
    last: Option<Request>,
    /// Whether the last request was accepted (so it was recorded as applied).
    last_ok: bool,
}

fn open(path: &Path) -> Table {
    Table::open(
        Box::new(SqliteStore::open(path).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(11),
    )
    .unwrap()
}

/// Every account's balance, straight from the file.
fn balances(path: &Path) -> BTreeMap<String, i64> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut stmt = conn
        .prepare("SELECT guild || '/' || account, SUM(amount) FROM ledger_entries GROUP BY guild, account")
        .unwrap();
    let rows = stmt
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))
        .unwrap();
    rows.map(Result::unwrap).collect()
}

impl World {
    fn send(&mut self, channel: &str, who: usize, command: Command) -> Vec<Reply> {
        self.next_interaction += 1;
        let name = MEMBERS[who];
        let request = Request {
            caller: Caller {
                channel: ChannelKey(channel.into()),
                server: Some("guild".into()),
                actor: Actor {
                    id: id(name),
                    name: name.into(),
                    manage_server: name == "root",
                },
                interaction: Some(format!("i{}", self.next_interaction)),
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command,
        };
        self.last = Some(request.clone());
        let replies = self.table.handle(request, self.now);
        self.last_ok = replies.iter().any(|r| r.ok);
        replies
    }

    fn check(&self, context: &str) {
        let conn = rusqlite::Connection::open(&self.path).unwrap();
        let report = audit::audit(&conn).unwrap();
        assert!(report.is_clean(), "after {context}: {:#?}", report.violations);
        for (account, balance) in balances(&self.path) {
            if !account.ends_with("/mint") {
                assert!(balance >= 0, "after {context}: {account} holds {balance}");
            }
        }
    }
}

fn table_channel(t: usize) -> &'static str {
    ["t1", "t2"][t]
}

fn setup(path: &Path) -> World {
    setup_with(path, false)
}

/// The two tables of [`setup`]; `rich`: with no table maximum to speak of, the
/// house funded to 10,000 below the cap, and members granted most of it.
fn setup_with(path: &Path, rich: bool) -> World {
    let mut w = World {
        path: path.to_path_buf(),
        table: open(path),
        now: START,
        next_interaction: 0,
        last: None,
        last_ok: false,
    };
    let max = parlor::store::MAX_BALANCE;
    let fund = if rich { max - 10_000 } else { 3000 };
    let fund = w.send(
        "lobby",
        4,
        Command::ChipsHouseFund {
            amount: fund.to_string(),
        },
    );
    assert!(fund[0].ok, "{}", fund[0].text);
    if rich {
        for (who, amount) in [(0, max / 2), (1, max - 5_000), (3, max / 3)] {
            let grant = w.send(
                "lobby",
                4,
                Command::ChipsGrant {
                    member: member(MEMBERS[who]),
                    amount: amount.to_string(),
                },
            );
            assert!(grant[0].ok, "{}", grant[0].text);
        }
    }
    let (t1, t2) = if rich {
        (format!("max:{max}"), format!("house timer:30 max:{max}"))
    } else {
        ("min:1 max:500".to_string(), "house timer:30 max:200".to_string())
    };
    let play = |options: &str| Command::Play {
        game: "crown-and-anchor".into(),
        opponent: None,
        options: options.into(),
    };
    // t1: alice, bob and carol; the Banker by crown throws. t2: the house banks for dave.
    assert!(w.send("t1", 0, play(&t1))[0].ok);
    assert!(w.send("t1", 1, Command::Join)[0].ok);
    assert!(w.send("t1", 2, Command::Join)[0].ok);
    assert!(w.send("t1", 0, Command::Start)[0].ok);
    assert!(w.send("t2", 3, play(&t2))[0].ok);
    assert!(w.send("t2", 3, Command::Start)[0].ok);
    w.check("set-up");
    w
}

fn apply(w: &mut World, op: &Op) {
    let before = balances(&w.path);
    let replies = match op.clone() {
        Op::Give(a, b, n) => w.send(
            "lobby",
            a,
            Command::ChipsGive {
                member: member(MEMBERS[b]),
                amount: n.to_string(),
            },
        ),
        Op::Grant(a, n) => w.send(
            "lobby",
            4,
            Command::ChipsGrant {
                member: member(MEMBERS[a]),
                amount: n.to_string(),
            },
        ),
        Op::Take(a, n) => w.send(
            "lobby",
            4,
            Command::ChipsTake {
                member: member(MEMBERS[a]),
                amount: n.to_string(),
            },
        ),
        Op::Daily(a) => w.send("lobby", a, Command::ChipsDaily),
        Op::HouseFund(n) => w.send("lobby", 4, Command::ChipsHouseFund { amount: n.to_string() }),
        Op::Bet(t, a, d, n) => w.send(
            table_channel(t),
            a,
            Command::Bet {
                design: DESIGNS[d].into(),
                chips: n.to_string(),
            },
        ),
        Op::Withdraw(t, a, d) => w.send(
            table_channel(t),
            a,
            Command::Withdraw {
                design: d.map(|d| DESIGNS[d].to_string()),
            },
        ),
        Op::Roll(t, a) => w.send(table_channel(t), a, Command::Roll),
        Op::Join(t, a) => w.send(table_channel(t), a, Command::Join),
        Op::Leave(t, a) => w.send(table_channel(t), a, Command::Leave),
        Op::Advance(secs) => {
            w.now += i64::from(secs) * 1000;
            let fired = w.table.tick(w.now);
            assert!(fired.iter().all(|f| f.reply.ok));
            Vec::new()
        }
        Op::Duplicate => match w.last.clone() {
            Some(request) => {
                let replies = w.table.handle(request, w.now);
                // A refused interaction was never applied, so its replay is a fresh
                // attempt (time may have made it legal); an applied one acts once.
                if w.last_ok {
                    assert_eq!(balances(&w.path), before, "a duplicated interaction moved chips");
                    assert!(replies.iter().all(|r| r.text.contains("already done")), "{replies:?}");
                }
                replies
            }
            None => Vec::new(),
        },
        Op::Restart => {
            w.table = open(&w.path);
            assert_eq!(balances(&w.path), before, "a restart moved chips");
            Vec::new()
        }
    };
    if let Op::Roll(..) = op {
        // A roll is refused only for who may roll and when, never for the chips
        // it pays (see table/owed.rs).
        assert!(
            replies.iter().all(|r| r.ok || !r.text.contains("more than")),
            "{replies:?}"
        );
    }
    for reply in &replies {
        assert!(!reply.text.is_empty());
        if !reply.ok {
            assert!(!reply.text.contains('\n'), "a refusal is one line: {}", reply.text);
        }
    }
    if !replies.is_empty() && replies.iter().all(|r| !r.ok) {
        assert_eq!(
            balances(&w.path),
            before,
            "the refused {op:?} moved chips: {}",
            replies[0].text
        );
    }
    w.check(&format!("{op:?}"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_chip_traffic_keeps_every_ledger_invariant(ops in proptest::collection::vec(op(), 1..60)) {
        let dir = tempfile::tempdir().unwrap();
        let mut w = setup(&dir.path().join("ledger.db"));
        for op in &ops {
            apply(&mut w, op);
        }
        // Closing both tables returns every chip still on them.
        w.send("t1", 4, Command::End);
        w.send("t2", 4, Command::End);
        w.check("closing the tables");
        let escrow: i64 = balances(&w.path)
            .iter()
            .filter(|(k, _)| k.contains("/escrow:"))
            .map(|(_, v)| v)
            .sum();
        prop_assert_eq!(escrow, 0);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The same near the cap: whatever is accepted, every account keeps room for
    /// what the open tables may pay it (the audit checks it), so every roll and
    /// every timer's roll is paid.
    #[test]
    fn random_chip_traffic_near_the_cap_keeps_every_ledger_invariant(ops in proptest::collection::vec(big_op(), 1..60)) {
        let dir = tempfile::tempdir().unwrap();
        let mut w = setup_with(&dir.path().join("ledger.db"), true);
        for op in &ops {
            apply(&mut w, op);
        }
        w.send("t1", 4, Command::End);
        w.send("t2", 4, Command::End);
        w.check("closing the tables");
    }
}

#[test]
fn an_interrupted_round_keeps_its_bets_in_escrow_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ledger.db");
    let mut w = setup(&path);
    let bet = |design: &str, chips: &str| Command::Bet {
        design: design.into(),
        chips: chips.into(),
    };
    assert!(w.send("t2", 3, bet("anchor", "40"))[0].ok);
    assert!(w.send("t2", 1, bet("heart", "25"))[0].ok);
    let before = balances(&path);
    assert_eq!(
        before["guild/escrow:2"],
        40 + 25 + 3 * 40,
        "stakes plus the house's cover"
    );
    // The process dies between bet and roll: a new table on the same file.
    w.table = open(&path);
    w.check("the restart");
    assert_eq!(balances(&path), before);
    // The round is still open with its bets: the timer rolls it after 30 s.
    w.now += 31_000;
    let fired = w.table.tick(w.now);
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert!(fired[0].reply.text.contains("Time's up"), "{}", fired[0].reply.text);
    w.check("the timer's roll");
    assert_eq!(balances(&path).get("guild/escrow:2").copied().unwrap_or(0), 0);
}

#[test]
fn the_same_bet_interaction_twice_moves_chips_once() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ledger.db");
    let mut w = setup(&path);
    let first = w.send(
        "t2",
        0,
        Command::Bet {
            design: "club".into(),
            chips: "30".into(),
        },
    );
    assert!(first[0].ok, "{}", first[0].text);
    let after_one = balances(&path);
    let again = w.table.handle(w.last.clone().unwrap(), w.now);
    assert_eq!(again[0].text, "That was already done.");
    assert_eq!(balances(&path), after_one);
    w.check("the duplicate");
}

#[test]
fn the_audit_names_every_broken_invariant_and_exits_non_zero() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ledger.db");
    let mut w = setup(&path);
    let bet = w.send(
        "t2",
        3,
        Command::Bet {
            design: "crown".into(),
            chips: "5".into(),
        },
    );
    assert!(bet[0].ok, "{}", bet[0].text);
    drop(w);
    let (clean, report) = crate::pipes::audit(&path);
    assert!(clean, "{report}");
    // Someone edits the file behind the bot's back.
    let conn = rusqlite::Connection::open(&path).unwrap();
    conn.execute_batch(
        "DROP TRIGGER ledger_entries_append_only_update;
         UPDATE ledger_entries SET amount = amount + 7 WHERE account LIKE 'escrow:%';
         INSERT INTO ledger_txns (key, guild, reason, at) VALUES ('forged', 'guild', 'grant', 0);
         INSERT INTO ledger_entries (txn_id, guild, account, amount)
             VALUES (last_insert_rowid(), 'guild', 'member:101', -5000);",
    )
    .unwrap();
    drop(conn);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["audit", "--db"])
        .arg(&path)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{text}");
    for expected in [
        "append-only triggers are missing",
        "does not balance",
        "has 1 entries",
        "went below zero",
        "but the table has",
        "the journal sums to",
    ] {
        assert!(text.contains(expected), "{expected:?} missing from:\n{text}");
    }
}
