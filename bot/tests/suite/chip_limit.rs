//! The chip limit (`MAX_BALANCE`, 10^15 chips an account) never stops a
//! settlement: a Crown and Anchor roll (by a player or the `timer:S` option) and a
//! game's stakes are always paid. What could leave an account too little room for
//! what the open tables and games may pay it is refused instead, when it is asked
//! for — a bet, a stake, a grant, a gift, the daily chips, funding the house —
//! also after a restart. `parlor audit`'s checks pass after every scenario.

use crate::support::requests::{id, member, request};
use parlor::audit;
use parlor::store::{SqliteStore, MAX_BALANCE};
use parlor::table::{Audience, Command, Millis, Reply, Seeds, Table, TableSettings};
use std::path::{Path, PathBuf};

const T0: Millis = 1_800_000_000_000;
const CAP: &str = "1,000,000,000,000,000 chips";

fn grouped(n: i64) -> String {
    parlor_games::amount::grouped(n.into())
}

struct World {
    path: PathBuf,
    table: Table,
    now: Millis,
}

fn open(path: &Path) -> Table {
    Table::open(
        Box::new(SqliteStore::open(path).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(7),
    )
    .unwrap()
}

impl World {
    fn new(dir: &Path) -> World {
        let path = dir.join("limit.db");
        World {
            table: open(&path),
            path,
            now: T0,
        }
    }

    fn send(&mut self, channel: &str, who: &str, command: Command) -> Vec<Reply> {
        self.now += 1000;
        self.table.handle(request(channel, who, command, None), self.now)
    }

    fn ok(&mut self, channel: &str, who: &str, command: Command) -> String {
        let replies = self.send(channel, who, command);
        assert!(!replies.is_empty() && replies.iter().all(|r| r.ok), "{replies:#?}");
        replies[0].text.clone()
    }

    /// A one-line refusal saying `words`, that moved no chip.
    fn refused(&mut self, channel: &str, who: &str, command: Command, words: &str) -> String {
        let before = self.balances();
        let replies = self.send(channel, who, command);
        assert_eq!(replies.len(), 1, "{replies:#?}");
        let reply = &replies[0];
        assert!(!reply.ok, "expected a refusal: {}", reply.text);
        assert_eq!(reply.to, Audience::Ephemeral);
        assert!(reply.text.contains(words), "{:?} should say {words:?}", reply.text);
        assert!(!reply.text.contains('\n'), "{}", reply.text);
        assert_eq!(self.balances(), before, "a refusal moved chips");
        reply.text.clone()
    }

    fn balances(&self) -> Vec<(String, i64)> {
        let conn = rusqlite::Connection::open(&self.path).unwrap();
        let mut stmt = conn
            .prepare("SELECT account, SUM(amount) FROM ledger_entries GROUP BY account ORDER BY account")
            .unwrap();
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    }

    fn balance(&self, account: &str) -> i64 {
        self.balances()
            .into_iter()
            .find(|(a, _)| a == account)
            .map_or(0, |(_, b)| b)
    }

    fn audit(&self) {
        let conn = rusqlite::Connection::open(&self.path).unwrap();
        let report = audit::audit(&conn).unwrap();
        assert!(report.is_clean(), "{:#?}", report.violations);
    }

    fn grant(&mut self, who: &str, amount: i64) {
        let command = Command::ChipsGrant {
            member: member(who),
            amount: amount.to_string(),
        };
        self.ok("lobby", "root", command);
    }

    fn fund(&mut self, amount: i64) {
        self.ok(
            "lobby",
            "root",
            Command::ChipsHouseFund {
                amount: amount.to_string(),
            },
        );
    }

    /// A house table opened and started by `who` in `channel`.
    fn house_table(&mut self, channel: &str, who: &str, options: &str) {
        self.ok(
            channel,
            who,
            Command::Play {
                game: "crown-and-anchor".into(),
                opponent: None,
                options: format!("house {options}"),
            },
        );
        self.ok(channel, who, Command::Start);
    }
}

fn bet(design: &str, chips: i64) -> Command {
    Command::Bet {
        design: design.into(),
        chips: chips.to_string(),
    }
}

fn member_account(name: &str) -> String {
    format!("member:{}", id(name))
}

/// "…; bet at most 333." → 333.
fn most(text: &str) -> Option<i64> {
    let rest = text.split("bet at most ").nth(1)?;
    rest.trim_end_matches('.').replace(',', "").parse().ok()
}

#[test]
fn a_bet_a_triple_could_pay_past_the_cap_is_refused_and_the_table_keeps_rolling() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    w.fund(1_000_000);
    // alice's wallet: her starting 1,000 plus the grant, 1,000 short of the cap.
    w.grant("alice", MAX_BALANCE - 2_000);
    w.house_table("t", "alice", "max:1000");
    // A triple on 500 pays 2,000: 1,500 more than she bet, past the cap.
    let text = w.refused(
        "t",
        "alice",
        bet("anchor", 500),
        "A triple on that bet could take you past",
    );
    assert_eq!(
        text,
        format!("A triple on that bet could take you past {CAP}, the most a wallet may hold; bet at most 333.")
    );
    // The table is not stuck: bets that fit are taken and every roll settles.
    for round in 0..12 {
        let design = ["anchor", "crown", "heart", "spade", "diamond", "club"][round % 6];
        let replies = w.send("t", "alice", bet(design, 300));
        if !replies[0].ok {
            let text = &replies[0].text;
            assert!(text.contains("could take you past"), "{text}");
            match most(text) {
                Some(n) => assert!(w.send("t", "alice", bet(design, n))[0].ok),
                None => {
                    assert!(text.ends_with("you can't bet more now."), "{text}");
                    break;
                }
            }
        }
        let rolled = w.ok("t", "alice", Command::Roll);
        assert!(rolled.contains("Payouts:"), "{rolled}");
        assert!(w.balance(&member_account("alice")) <= MAX_BALANCE);
        w.audit();
    }
    assert_eq!(w.balance("escrow:1"), 0);
}

#[test]
fn the_house_near_the_cap_takes_only_bets_it_could_keep_and_the_timer_always_rolls() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    w.fund(MAX_BALANCE - 500);
    w.house_table("t", "alice", "timer:10");
    // Should the bet lose, the house keeps it: 1,000 more than it may hold.
    let text = w.refused("t", "alice", bet("heart", 1000), "that bet could take the house past");
    assert_eq!(
        text,
        format!(
            "Should every bet lose, that bet could take the house past {CAP}, the most an account may hold; bet at \
             most 500."
        )
    );
    let mut rolls = 0;
    for round in 0..40 {
        let design = ["heart", "club", "anchor"][round % 3];
        let replies = w.send("t", "alice", bet(design, 100));
        if !replies[0].ok {
            let text = replies[0].text.clone();
            match most(&text) {
                Some(n) => {
                    w.ok("t", "alice", bet(design, n));
                }
                None if text.contains("the house past") => {
                    assert!(text.ends_with("the table takes no more bets this round."), "{text}");
                    break;
                }
                // alice lost everything; the house is as full as it gets.
                None => break,
            }
        }
        // Betting closes when the timer runs out, and the roll is always paid.
        w.now += 11_000;
        let fired = w.table.tick(w.now);
        assert_eq!(fired.len(), 1, "the timer's roll in round {round} settled: {fired:#?}");
        assert!(fired[0].reply.ok && fired[0].reply.text.contains("Time's up"));
        rolls += 1;
        assert!(w.balance("house") <= MAX_BALANCE);
        w.audit();
    }
    assert!(rolls > 0);
}

#[test]
fn chips_that_would_leave_no_room_for_what_a_table_may_pay_are_refused_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    w.fund(1_000_000);
    w.house_table("t", "alice", "");
    // A triple on club pays alice 400; the house could keep the 100 and its cover of 300.
    w.ok("t", "alice", bet("club", 100));
    // alice holds 900 and may win 400: room for MAX − 1,300 more.
    let room = MAX_BALANCE - 1_300;
    let text = w.refused(
        "lobby",
        "root",
        Command::ChipsGrant {
            member: member("alice"),
            amount: (room + 50).to_string(),
        },
        "could take alice past",
    );
    assert_eq!(
        text,
        format!(
            "That could take alice past {CAP}, the most a wallet may hold, counting the 400 chips open tables and \
             games may still pay them; grant at most {}.",
            grouped(room)
        )
    );
    w.grant("alice", room);
    // Nothing more fits in alice's wallet while her bet is on the table.
    let give = Command::ChipsGive {
        member: member("alice"),
        amount: "1".into(),
    };
    let text = w.refused("lobby", "bob", give.clone(), "could take alice past");
    assert!(text.ends_with("; nothing more fits."), "{text}");
    let text = w.refused(
        "lobby",
        "alice",
        Command::ChipsDaily,
        "Your daily 100 chips could take you past",
    );
    assert!(text.ends_with("; nothing was collected."), "{text}");
    // The house: 1,000,000 less the cover, and 400 it may take back from the table.
    let house_room = MAX_BALANCE - (1_000_000 - 300) - 400;
    let text = w.refused(
        "lobby",
        "root",
        Command::ChipsHouseFund {
            amount: (house_room + 1).to_string(),
        },
        "could take the house past",
    );
    assert!(
        text.ends_with(&format!(
            "counting the 400 chips open tables and games may still pay it; fund it with at most {}.",
            grouped(house_room)
        )),
        "{text}"
    );
    // The process restarts between the bet and the roll: the room is still kept.
    w.table = open(&w.path);
    w.refused("lobby", "bob", give, "could take alice past");
    w.audit();
    // The roll is paid whatever the dice show.
    let rolled = w.ok("t", "alice", Command::Roll);
    assert!(rolled.contains("Payouts:"), "{rolled}");
    assert!(w.balance(&member_account("alice")) <= MAX_BALANCE);
    assert_eq!(w.balance("escrow:1"), 0);
    w.audit();
}

#[test]
fn a_bet_on_two_tables_counts_what_both_may_pay() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    w.fund(1_000_000);
    w.grant("alice", MAX_BALANCE - 2_000);
    w.house_table("t1", "alice", "");
    w.house_table("t2", "bob", "");
    // 200 at each table: 600 more each could bring her, 1,200 in all, past her room of 1,000.
    w.ok("t1", "alice", bet("spade", 200));
    let text = w.refused(
        "t2",
        "alice",
        bet("spade", 200),
        "A triple on that bet could take you past",
    );
    assert!(
        text.contains("counting the 800 chips open tables and games may still pay you; bet at most 133."),
        "{text}"
    );
    w.ok("t2", "alice", bet("spade", 133));
    assert!(w.ok("t1", "alice", Command::Roll).contains("Payouts:"));
    assert!(w.ok("t2", "bob", Command::Roll).contains("Payouts:"));
    assert!(w.balance(&member_account("alice")) <= MAX_BALANCE);
    w.audit();
}

#[test]
fn a_stake_the_challenger_cannot_put_up_is_refused_at_play_and_checked_again_at_accept() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    let play = |stake: i64| Command::Play {
        game: "acey-ducey".into(),
        opponent: Some(member("bob")),
        options: format!("stake:{stake}"),
    };
    let text = w.refused("g", "alice", play(5000), "You have 1,000 chips");
    assert_eq!(
        text,
        "You have 1,000 chips; the stake is 5,000. Play for less, or without a stake."
    );
    // Nothing was stored: no challenge to accept, not even alice's starting chips.
    w.refused("g", "bob", Command::Accept, "There is no open challenge");
    assert!(w.balances().is_empty(), "{:?}", w.balances());
    // A stake alice can put up is posted; wallets change while it waits.
    w.ok("g", "alice", play(600));
    let give = |to: &str, amount: i64| Command::ChipsGive {
        member: member(to),
        amount: amount.to_string(),
    };
    w.ok("lobby", "alice", give("carol", 500));
    let text = w.refused("g", "bob", Command::Accept, "alice has 500 chips");
    assert_eq!(
        text,
        "alice has 500 chips; the stake is 600. Play for less, or without a stake."
    );
    w.ok("lobby", "carol", give("alice", 500));
    w.ok("lobby", "bob", give("carol", 500));
    let text = w.refused("g", "bob", Command::Accept, "You have 500 chips");
    assert_eq!(
        text,
        "You have 500 chips; the stake is 600. Play for less, or without a stake."
    );
    w.ok("lobby", "carol", give("bob", 500));
    w.ok("g", "bob", Command::Accept);
    assert_eq!(w.balance("escrow:2"), 1200, "both stakes on the table");
    w.audit();
}

#[test]
fn a_stake_whose_pot_could_take_a_wallet_past_the_cap_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    w.grant("erin", MAX_BALANCE - 1_010);
    let text = w.refused(
        "g",
        "erin",
        Command::Play {
            game: "acey-ducey".into(),
            opponent: Some(member("bob")),
            options: "stake:20".into(),
        },
        "Winning the pot",
    );
    assert_eq!(
        text,
        format!("Winning the pot of 40 chips could take you past {CAP}, the most a wallet may hold; play for less.")
    );
    // bob's challenge to erin is posted, and refused when erin accepts.
    w.ok(
        "h",
        "bob",
        Command::Play {
            game: "acey-ducey".into(),
            opponent: Some(member("erin")),
            options: "stake:20".into(),
        },
    );
    w.refused(
        "h",
        "erin",
        Command::Accept,
        "Winning the pot of 40 chips could take you past",
    );
    w.ok(
        "i",
        "bob",
        Command::Play {
            game: "acey-ducey".into(),
            opponent: Some(member("erin")),
            options: "stake:10".into(),
        },
    );
    w.ok("i", "erin", Command::Accept);
    w.audit();
}

#[test]
fn with_balances_near_the_cap_every_roll_settles() {
    let dir = tempfile::tempdir().unwrap();
    let mut w = World::new(dir.path());
    let players = ["alice", "bob", "carol"];
    for (i, who) in players.iter().enumerate() {
        w.grant(who, MAX_BALANCE / 4 + i as i64 * (MAX_BALANCE / 5));
    }
    w.fund(MAX_BALANCE - 2_000_000);
    // A players' table, its Banker chosen by crown throws, and a house table on a timer.
    w.ok(
        "p",
        "alice",
        Command::Play {
            game: "crown-and-anchor".into(),
            opponent: None,
            options: format!("max:{MAX_BALANCE}"),
        },
    );
    w.ok("p", "bob", Command::Join);
    w.ok("p", "carol", Command::Join);
    w.ok("p", "alice", Command::Start);
    w.house_table("h", "carol", "timer:10 max:1000000");
    let designs = ["crown", "anchor", "heart", "spade", "diamond", "club"];
    let mut rolls = 0;
    for round in 0..30usize {
        // Everyone bets big, taking the most the table allows when refused.
        let mut on_table = false;
        for (i, who) in players.iter().enumerate() {
            let design = designs[(round * 7 + i * 3) % 6];
            let amount = (MAX_BALANCE / 8) >> (round % 4);
            let replies = w.send("p", who, bet(design, amount));
            let accepted =
                replies[0].ok || most(&replies[0].text).is_some_and(|n| w.send("p", who, bet(design, n))[0].ok);
            on_table |= accepted;
            let replies = w.send("h", who, bet(design, 1_000_000));
            if !replies[0].ok {
                if let Some(n) = most(&replies[0].text) {
                    w.send("h", who, bet(design, n));
                }
            }
        }
        // The timer rolls the house table whenever it has bets.
        w.now += 11_000;
        for fired in w.table.tick(w.now) {
            assert!(
                fired.reply.ok && fired.reply.text.contains("Time's up"),
                "{}",
                fired.reply.text
            );
        }
        assert!(
            w.send("h", "carol", Command::Roll)[0].text.contains("no bets"),
            "the timer settled round {round} at the house table"
        );
        if on_table {
            // Only the Banker rolls at once; one of the three is the Banker.
            let settled = players.iter().any(|who| {
                let replies = w.send("p", who, Command::Roll);
                assert!(!replies[0].text.contains("more than"), "{}", replies[0].text);
                replies[0].ok
            });
            assert!(settled, "the roll of round {round} settled");
            rolls += 1;
        }
        for account in ["house".to_string()]
            .into_iter()
            .chain(players.iter().map(|p| member_account(p)))
        {
            assert!(w.balance(&account) <= MAX_BALANCE, "{account}");
        }
        w.audit();
    }
    assert!(rolls >= 10, "{rolls} rolls");
}
