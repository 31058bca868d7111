//! Chips through `parlor local --json`: a Crown and Anchor table of three members
//! played until the bank passes on a triple, with a `:restart` between a bet and
//! its roll, an Acey Ducey game for a stake, a stake refused at `/play`, and
//! `parlor audit` clean on the database afterwards.

use crate::pipes::Local;
use serde_json::Value;
use std::process::Command;

fn view(replies: &[Value]) -> Value {
    replies
        .iter()
        .rev()
        .find(|r| !r["view"].is_null())
        .map(|r| r["view"].clone())
        .expect("a reply with the table's picture")
}

fn banker(view: &Value) -> Option<u64> {
    view["banker"]["seat"].as_u64()
}

fn balance(local: &mut Local, who: &str) -> i64 {
    let reply = local.ok(&format!("{who} /chips balance"));
    let text = reply[0]["text"].as_str().unwrap();
    let number: String = text
        .trim_start_matches("You have ")
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(|c| *c != ',')
        .collect();
    number.parse().unwrap_or_else(|_| panic!("a balance in {text:?}"))
}

fn audit(dir: &std::path::Path) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["audit", "--db"])
        .arg(dir.join("parlor.db"))
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn a_crown_and_anchor_table_of_three_passes_the_bank_and_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "5");
    let players = ["alice", "bob", "carol"];
    local.ok("alice /play game:crown-and-anchor options:\"min:1 max:100\"");
    local.ok("bob [Join]");
    local.ok("carol /join");
    let opened = local.ok("alice [Start]");
    let text = opened[0]["text"].as_str().unwrap();
    assert!(
        text.contains("threw a crown"),
        "the Banker is chosen by crown throws: {text}"
    );
    let mut table = view(&opened);
    let first_banker = banker(&table).expect("a player banks");
    assert_eq!(
        balance(&mut local, "alice"),
        1000,
        "every member starts with 1,000 chips"
    );

    let mut passed = false;
    for round in 1..=200 {
        let banker_seat = banker(&table).unwrap() as usize;
        for (seat, who) in players.iter().enumerate().filter(|(s, _)| *s != banker_seat) {
            let design = ["crown", "anchor", "heart", "spade", "diamond", "club"][(round + seat) % 6];
            local.ok(&format!("{who} /bet design:{design} chips:{}", 1 + (round % 5)));
        }
        if round == 2 {
            // The process goes away between bet and roll; the round is still open.
            let before = view(&local.ok("alice /board"));
            assert!(local.send(":restart").is_empty());
            let after = view(&local.ok("alice /board"));
            assert_eq!(before["bets"], after["bets"], "the bets survive a restart");
            assert_eq!(after["bets"].as_array().unwrap().len(), 2);
        }
        let refused = local.send(&format!("{} /roll", players[(banker_seat + 1) % 3]));
        assert_eq!(refused[0]["ok"], false, "only the Banker rolls at once");
        let rolled = local.ok(&format!("{} [Roll]", players[banker_seat]));
        let text = rolled[0]["text"].as_str().unwrap().to_string();
        assert!(text.contains("Payouts:"), "{text}");
        table = view(&rolled);
        assert_eq!(table["bets"].as_array().unwrap().len(), 0, "a roll settles every bet");
        if text.contains("the bank passes") {
            assert_ne!(banker(&table), Some(banker_seat as u64), "{text}");
            assert_eq!(
                banker(&table),
                Some(((banker_seat + 1) % 3) as u64),
                "to the Banker's left"
            );
            passed = true;
            break;
        }
    }
    assert!(passed, "no triple in 200 rounds");
    assert_ne!(banker(&table), Some(first_banker));
    let total: i64 = players.iter().map(|p| balance(&mut local, p)).sum();
    assert_eq!(total, 3000, "chips only moved between the three players");
    local.ok("alice /end");
    local.ok("bob /end");
    local.ok("carol /end");
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
    let (clean, report) = audit(dir.path());
    assert!(clean, "{report}");
}

#[test]
fn an_acey_ducey_game_for_a_stake_is_played_to_the_end_and_pays_the_winner() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "9");
    let players = ["alice", "bob"];
    local.ok("alice /play game:acey-ducey opponent:@bob options:\"stake:50 penalty:2\"");
    let started = local.ok("bob [Accept]");
    let text = started[0]["text"].as_str().unwrap();
    assert!(text.contains("Each player stakes 50 chips"), "{text}");
    assert_eq!(balance(&mut local, "alice"), 950, "the stake is on the table");
    let mut table = view(&started);
    let mut penalties = 0;
    let mut restarted = false;
    for turn in 0..6000 {
        let Some(seat) = table["to_act"].as_u64() else { break };
        let who = players[seat as usize];
        if turn == 40 && !restarted {
            assert!(local.send(":restart").is_empty());
            restarted = true;
        }
        let moves = local.ok(&format!("{who} /moves"));
        let listed: Vec<String> = moves[0]["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect();
        assert!(!listed.is_empty(), "the player to act has something to do: {table}");
        let replies = if listed == ["roll"] {
            local.ok(&format!("{who} [Roll]"))
        } else {
            let choice = &listed[(turn * 7 + 1) % listed.len()];
            local.ok(&format!("{who} /move move:\"{choice}\""))
        };
        let said = replies[0]["text"].as_str().unwrap();
        penalties += said.matches("for the man sent to the Dog House").count();
        table = view(&replies);
    }
    assert!(restarted);
    let winner = table["outcome"]["seat"].as_u64().expect("a winner") as usize;
    let (alice, bob) = (balance(&mut local, "alice"), balance(&mut local, "bob"));
    assert_eq!(alice + bob, 2000, "chips only moved between the two players");
    let winner_balance = if winner == 0 { alice } else { bob };
    assert!(
        winner_balance >= 1050 - 2 * penalties as i64,
        "the winner took the pot: {alice} / {bob}, {penalties} penalties"
    );
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
    let (clean, report) = audit(dir.path());
    assert!(clean, "{report}");
}

#[test]
fn a_stake_the_challenger_cannot_put_up_is_refused_at_play_with_nothing_stored() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "9");
    let refused = local.send("alice /play game:acey-ducey opponent:@bob options:\"stake:5000\"");
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(refused[0]["ok"], false);
    assert_eq!(
        refused[0]["text"],
        "You have 1,000 chips; the stake is 5,000. Play for less, or without a stake."
    );
    // No challenge for bob, and no chips moved: alice's starting grant isn't even written.
    let accept = local.send("bob /accept");
    assert_eq!(accept[0]["ok"], false);
    assert!(
        accept[0]["text"]
            .as_str()
            .unwrap()
            .contains("There is no open challenge"),
        "{accept:?}"
    );
    let history = local.ok("alice /chips history");
    assert!(
        history[0]["text"].as_str().unwrap().contains("no chip history yet"),
        "{history:?}"
    );
    // A stake alice can put up is posted, and escrowed when bob accepts.
    local.ok("alice /play game:acey-ducey opponent:@bob options:\"stake:1000\"");
    local.ok("bob [Accept]");
    assert_eq!(balance(&mut local, "alice"), 0);
    let (_, logs) = local.finish();
    assert!(!logs.contains("ERROR"), "{logs}");
    let (clean, report) = audit(dir.path());
    assert!(clean, "{report}");
}
