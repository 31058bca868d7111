//! Chip-ledger throughput with durable commits: the real table on a real SQLite file
//! (WAL, synchronous=NORMAL), so every accepted command is one committed transaction
//! holding its session change and its balanced postings.
//!
//! Three ledgers:
//! - `empty`: a fresh file (only the set-up: grants, the house fund, the table);
//! - `spread100k`: 100,000 journal rows already there, spread over 1,000 other
//!   members (a busy server's history; the benchmarked accounts stay small);
//! - `hot100k`: 100,000 journal rows already there on the very accounts the
//!   benchmark touches (the four players, the house, the table's escrow), about
//!   16,700 rows each: long-lived wallets and a long-lived table.
//!
//! Cases: `/chips give` (one posting) back and forth between alice and bob (two
//! wallets whose history grows with every give) and round a ring of 100 members
//! (`chips_give_ring100`: wallets that stay small), its duplicate (the same
//! interaction id again, refused as already done), `/chips balance`, a Crown and Anchor bet (stake +
//! cover), its withdrawal (return + cover release), a full round of N bets by four
//! players and the roll, and the roll alone. `render/N` draws the roll's picture
//! alone (no store), the part of a roll's time that is not the ledger.
//!
//! Run: `cargo bench -p parlor --features criterion --bench ledger -- --warm-up-time 1 --measurement-time 5`

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput};
use parlor::store::{Account, Change, Posting, Reason, SqliteStore, Store};
use parlor::table::{
    Actor, Caller, ChannelKey, Command, MemberRef, Millis, Reply, Request, Seeds, Table, TableSettings,
};
use parlor_games::crown_anchor::{roll_dice, CrownAndAnchor, Design, Options};
use parlor_games::{Seat, SeededRng};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const GUILD: &str = "guild";
const NOW: Millis = 1_767_225_600_000;
/// alice, bob, carol and dave play; root is the admin who funds the house.
const MEMBERS: [&str; 5] = ["alice", "bob", "carol", "dave", "root"];
const ROOT: usize = 4;
/// Every player's wallet and the house's fund, so nobody runs dry in a long run.
const WALLET: i64 = 1_000_000_000;
const HOUSE: i64 = 1_000_000_000_000;
/// Bets per round in the round benchmarks.
const ROUND_BETS: [usize; 1] = [8];
/// Members who only give each other chips, round a ring, so each wallet stays small.
const POOL: u64 = 100;
const POOL_FIRST: u64 = 1_000;
/// Journal rows put in the pre-populated ledgers.
const PRELOAD_ROWS: usize = 100_000;

fn member_id(who: usize) -> u64 {
    100 + who as u64
}

fn member(who: usize) -> MemberRef {
    MemberRef {
        id: member_id(who),
        name: MEMBERS[who].into(),
        is_bot: false,
    }
}

#[derive(Clone, Copy, Debug)]
enum Preload {
    Empty,
    Spread,
    Hot,
}

impl Preload {
    fn name(self) -> &'static str {
        match self {
            Preload::Empty => "empty",
            Preload::Spread => "spread100k",
            Preload::Hot => "hot100k",
        }
    }
}

/// A table on its own SQLite file in a temp dir.
struct World {
    _dir: tempfile::TempDir,
    path: PathBuf,
    table: Table,
    next_interaction: u64,
    round: usize,
}

impl World {
    fn new(preload: Preload) -> World {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("ledger.db");
        populate(&path, preload);
        let table = Table::open(
            Box::new(SqliteStore::open(&path).expect("store")),
            TableSettings::default(),
            Seeds::Fixed(1),
        )
        .expect("table");
        let mut w = World {
            _dir: dir,
            path,
            table,
            next_interaction: 0,
            round: 0,
        };
        w.must(
            "lobby",
            ROOT,
            Command::ChipsHouseFund {
                amount: HOUSE.to_string(),
            },
        );
        for who in 0..4 {
            let grant = Command::ChipsGrant {
                member: member(who),
                amount: WALLET.to_string(),
            };
            w.must("lobby", ROOT, grant);
        }
        if !matches!(preload, Preload::Hot) {
            for id in POOL_FIRST..POOL_FIRST + POOL {
                let grant = Command::ChipsGrant {
                    member: pool_member(id),
                    amount: WALLET.to_string(),
                };
                w.must("lobby", ROOT, grant);
            }
        }
        // A house table: the house banks, any seated player rolls.
        let play = Command::Play {
            game: "crown-and-anchor".into(),
            opponent: None,
            options: "house min:1 max:1000".into(),
        };
        w.must("table", 0, play);
        for who in 1..4 {
            w.must("table", who, Command::Join);
        }
        w.must("table", 0, Command::Start);
        w
    }

    fn request(&mut self, channel: &str, who: usize, command: Command) -> Request {
        self.next_interaction += 1;
        Request {
            caller: Caller {
                channel: ChannelKey(channel.into()),
                server: Some(GUILD.into()),
                actor: Actor {
                    id: member_id(who),
                    name: MEMBERS[who].into(),
                    manage_server: who == ROOT,
                },
                interaction: Some(format!("bench-{}", self.next_interaction)),
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command,
        }
    }

    fn send(&mut self, channel: &str, who: usize, command: Command) -> Vec<Reply> {
        let request = self.request(channel, who, command);
        self.table.handle(request, NOW)
    }

    /// Sends a command that must be accepted.
    fn must(&mut self, channel: &str, who: usize, command: Command) {
        let replies = self.send(channel, who, command);
        assert!(replies.iter().any(|r| r.ok), "refused: {replies:?}");
    }

    /// alice and bob give each other a chip, back and forth: two wallets whose
    /// history grows with every give.
    fn give(&mut self, i: u64) {
        let (from, to) = if i.is_multiple_of(2) { (0, 1) } else { (1, 0) };
        let give = Command::ChipsGive {
            member: member(to),
            amount: "1".into(),
        };
        self.must("lobby", from, give);
    }

    /// A chip passed round a ring of `POOL` members: each wallet's history grows
    /// `POOL` times slower.
    fn give_in_pool(&mut self, i: u64) {
        let from = pool_member(POOL_FIRST + i % POOL);
        let give = Command::ChipsGive {
            member: pool_member(POOL_FIRST + (i + 1) % POOL),
            amount: "1".into(),
        };
        self.next_interaction += 1;
        let request = Request {
            caller: Caller {
                channel: ChannelKey("lobby".into()),
                server: Some(GUILD.into()),
                actor: Actor {
                    id: from.id,
                    name: from.name,
                    manage_server: false,
                },
                interaction: Some(format!("bench-{}", self.next_interaction)),
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command: give,
        };
        let replies = self.table.handle(request, NOW);
        assert!(replies.iter().any(|r| r.ok), "refused: {replies:?}");
    }

    fn bet(&mut self, who: usize, design: Design, amount: u64) {
        let bet = Command::Bet {
            design: design.name().into(),
            chips: amount.to_string(),
        };
        self.must("table", who, bet);
    }

    fn withdraw(&mut self, who: usize) {
        self.must("table", who, Command::Withdraw { design: None });
    }

    /// N bets by the four players over the designs, varying from round to round.
    fn place_round(&mut self, n: usize) {
        self.round += 1;
        for j in 0..n {
            let design = Design::ALL[(j + self.round) % Design::ALL.len()];
            self.bet(j % 4, design, 1 + (j as u64 * 7 + self.round as u64) % 10);
        }
    }

    fn roll(&mut self) {
        self.must("table", (self.round) % 4, Command::Roll);
    }

    fn ledger_txns(&self) -> i64 {
        let conn = rusqlite::Connection::open(&self.path).expect("open");
        conn.query_row("SELECT COUNT(*) FROM ledger_txns", [], |r| r.get(0))
            .expect("count")
    }

    /// Journal rows in all, on alice's wallet and on the table's escrow.
    fn journal_rows(&self) -> String {
        let conn = rusqlite::Connection::open(&self.path).expect("open");
        let count = |filter: &str| -> i64 {
            conn.query_row(&format!("SELECT COUNT(*) FROM ledger_entries{filter}"), [], |r| {
                r.get(0)
            })
            .expect("count")
        };
        format!(
            "{} journal rows ({} on alice, {} on the table's escrow)",
            count(""),
            count(" WHERE account = 'member:100'"),
            count(" WHERE account = 'escrow:1'")
        )
    }
}

fn pool_member(id: u64) -> MemberRef {
    MemberRef {
        id,
        name: format!("m{id}").into(),
        is_bot: false,
    }
}

fn transfer(key: String, from: Account, to: Account, amount: i64) -> Posting {
    let mut p = Posting::transfer(GUILD, Reason::Grant, from, to, amount);
    p.key = key;
    p.note = "pre-populated".into();
    p
}

/// Writes `PRELOAD_ROWS` journal rows through the store's commit, 1,000 postings
/// (2,000 rows) a transaction.
fn populate(path: &Path, preload: Preload) {
    let postings: Vec<Posting> = match preload {
        Preload::Empty => return,
        // Grants of one chip to 1,000 members who never play here.
        Preload::Spread => (0..PRELOAD_ROWS / 2)
            .map(|i| {
                let to = Account::Member(10_000 + (i % 1000) as u64);
                transfer(format!("pre:{i}"), Account::Mint, to, 1)
            })
            .collect(),
        // One chip round and round the accounts the benchmark uses. The table is
        // opened next, so its session (and escrow account) is number 1.
        Preload::Hot => {
            let mut ring: Vec<Account> = vec![Account::House, Account::Escrow(1)];
            ring.extend((0..4).map(|who| Account::Member(member_id(who))));
            let mut out = vec![transfer("pre:fund".into(), Account::Mint, Account::House, 1)];
            out.extend((1..PRELOAD_ROWS / 2).map(|i| {
                let from = ring[(i - 1) % ring.len()].clone();
                let to = ring[i % ring.len()].clone();
                transfer(format!("pre:{i}"), from, to, 1)
            }));
            out
        }
    };
    let mut store = SqliteStore::open(path).expect("store");
    for batch in postings.chunks(1000) {
        store
            .commit(&Change {
                at: NOW,
                postings: batch.to_vec(),
                ..Change::default()
            })
            .expect("pre-populate");
    }
}

/// Times `timed` over `iters` iterations, with `before` and `after` run untimed
/// around each (to set the table up for it and put it back).
fn timed(
    w: &mut World,
    iters: u64,
    mut before: impl FnMut(&mut World),
    mut timed: impl FnMut(&mut World),
    mut after: impl FnMut(&mut World),
) -> Duration {
    let mut total = Duration::ZERO;
    for _ in 0..iters {
        before(w);
        let start = Instant::now();
        timed(w);
        total += start.elapsed();
        after(w);
    }
    total
}

fn ledger(c: &mut Criterion) {
    for preload in [Preload::Empty, Preload::Spread, Preload::Hot] {
        let setup = Instant::now();
        let mut w = World::new(preload);
        // Postings per command, counted on a sample of rounds before measuring.
        let mut stats = Vec::new();
        for &n in &ROUND_BETS {
            let (mut bets, mut rolls) = (0, 0);
            for _ in 0..20 {
                let start = w.ledger_txns();
                w.place_round(n);
                let placed = w.ledger_txns();
                w.roll();
                bets += placed - start;
                rolls += w.ledger_txns() - placed;
            }
            stats.push(format!(
                "{n} bets: {:.2} postings per bet, {:.2} per roll",
                bets as f64 / (20 * n) as f64,
                rolls as f64 / 20.0
            ));
        }
        eprintln!(
            "ledger/{}: {} after set-up ({:.1} s); {}",
            preload.name(),
            w.journal_rows(),
            setup.elapsed().as_secs_f64(),
            stats.join("; ")
        );

        let mut group = c.benchmark_group(format!("ledger/{}", preload.name()));
        group.throughput(Throughput::Elements(1));
        let mut gives = 0;
        group.bench_function("chips_give", |b| {
            b.iter(|| {
                gives += 1;
                w.give(gives)
            })
        });
        if !matches!(preload, Preload::Hot) {
            group.bench_function("chips_give_ring100", |b| {
                b.iter(|| {
                    gives += 1;
                    w.give_in_pool(gives)
                })
            });
        }
        if let Preload::Empty = preload {
            let done = w.request(
                "lobby",
                0,
                Command::ChipsGive {
                    member: member(1),
                    amount: "1".into(),
                },
            );
            assert!(w.table.handle(done.clone(), NOW)[0].ok);
            group.bench_function("chips_give_duplicate", |b| {
                b.iter(|| {
                    let replies = w.table.handle(done.clone(), NOW);
                    assert_eq!(replies[0].text, "That was already done.");
                })
            });
        }
        group.bench_function("chips_balance", |b| {
            b.iter(|| black_box(w.send("lobby", 2, Command::ChipsBalance { member: None })))
        });
        group.bench_function("crown_bet", |b| {
            b.iter_custom(|iters| {
                timed(
                    &mut w,
                    iters,
                    |_| {},
                    |w| w.bet(0, Design::Anchor, 5),
                    |w| w.withdraw(0),
                )
            })
        });
        // Skipped over the spread ledger: its rows elsewhere change nothing for it.
        if !matches!(preload, Preload::Spread) {
            group.bench_function("crown_withdraw", |b| {
                b.iter_custom(|iters| {
                    timed(
                        &mut w,
                        iters,
                        |w| w.bet(0, Design::Anchor, 5),
                        |w| w.withdraw(0),
                        |_| {},
                    )
                })
            });
        }
        group.sample_size(10).sampling_mode(SamplingMode::Flat);
        for &n in &ROUND_BETS {
            group.throughput(Throughput::Elements(n as u64 + 1));
            group.bench_function(BenchmarkId::new("crown_round", n), |b| {
                b.iter(|| {
                    w.place_round(n);
                    w.roll();
                })
            });
            group.throughput(Throughput::Elements(1));
            group.bench_function(BenchmarkId::new("crown_roll", n), |b| {
                b.iter_custom(|iters| timed(&mut w, iters, |w| w.place_round(n), |w| w.roll(), |_| {}))
            });
        }
        group.finish();
        eprintln!("ledger/{}: {} after the run", preload.name(), w.journal_rows());
    }
}

/// The roll's picture and diagram alone: part of every roll's time, no store.
fn render(c: &mut Criterion) {
    let mut group = c.benchmark_group("ledger/reference");
    for &n in &ROUND_BETS {
        let options = Options::parse("house min:1 max:1000").expect("options");
        let mut rng = SeededRng::new(1);
        let mut table = CrownAndAnchor::new(&options, 4, &mut rng);
        for j in 0..n {
            let design = Design::ALL[(j + 1) % Design::ALL.len()];
            table
                .place_bet(Seat((j % 4) as u8), design, 1 + j as u64 % 10, 1_000_000, 1_000_000_000)
                .expect("bet");
        }
        let view = table.settled_view(roll_dice(&mut rng));
        let names = ["alice", "bob", "carol", "dave"];
        group.bench_function(BenchmarkId::new("roll_picture", n), |b| {
            b.iter(|| {
                black_box(parlor_render::crown_anchor::picture(
                    &view,
                    &names,
                    parlor_games::i18n::Locale::En,
                ));
                black_box(parlor_render::crown_anchor::diagram(&view, &names));
            })
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    targets = ledger, render
}
criterion_main!(benches);
