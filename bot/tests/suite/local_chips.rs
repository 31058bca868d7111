//! Chips through `parlor local --json`: a Crown and Anchor table of three members
//! played until the bank passes on a triple, with a `:restart` between a bet and
//! its roll, an Acey Ducey game for a stake, a stake refused at `/play`, and
//! `parlor audit` clean on the database afterwards.

use crate::pipes::{audit, last_view, Local};
use serde_json::Value;

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
    let mut table = last_view(&opened);
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
            let before = last_view(&local.ok("alice /board"));
            assert!(local.send(":restart").is_empty());
            let after = last_view(&local.ok("alice /board"));
            assert_eq!(before["bets"], after["bets"], "the bets survive a restart");
            assert_eq!(after["bets"].as_array().unwrap().len(), 2);
        }
        let refused = local.send(&format!("{} /roll", players[(banker_seat + 1) % 3]));
        assert_eq!(refused[0]["ok"], false, "only the Banker rolls at once");
        let rolled = local.ok(&format!("{} [Roll]", players[banker_seat]));
        let text = rolled[0]["text"].as_str().unwrap().to_string();
        assert!(text.contains("Payouts:"), "{text}");
        table = last_view(&rolled);
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
    let (clean, report) = audit(&dir.path().join("parlor.db"));
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
    let mut table = last_view(&started);
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
        table = last_view(&replies);
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
    let (clean, report) = audit(&dir.path().join("parlor.db"));
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
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}

/// The text of a reply line that must be refused.
fn refused(local: &mut Local, line: &str) -> String {
    let replies = local.send(line);
    assert_eq!(replies.len(), 1, "{line}: {replies:?}");
    assert_eq!(replies[0]["ok"], false, "{line}: {replies:?}");
    replies[0]["text"].as_str().unwrap().to_string()
}

fn text(replies: &[Value]) -> &str {
    replies[0]["text"].as_str().unwrap()
}

#[test]
fn chips_speak_the_member_s_language_in_spanish_and_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "5");
    local.send(":locale ana es");
    local.send(":locale bob fr");

    // Spanish: a four-digit amount is not grouped, a five-digit one is with a dot.
    assert_eq!(
        text(&local.ok("ana /chips balance")),
        "Tienes 1000 fichas. Te damos la bienvenida: todos los miembros empiezan con 1000 fichas."
    );
    assert_eq!(
        text(&local.ok("ana /chips daily")),
        "Cobraste 100 fichas; ahora tienes 1100 fichas. Las próximas fichas diarias llegan dentro de 1 día."
    );
    assert!(refused(&mut local, "ana /chips daily")
        .starts_with("Ya cobraste tus fichas diarias; las próximas llegan dentro de 1 día ("));
    assert_eq!(
        refused(&mut local, "ana /chips give member:carol amount:12500"),
        "Tienes 1100 fichas; no puedes dar 12.500."
    );
    assert_eq!(
        refused(&mut local, "ana /chips give member:ana amount:5"),
        "No puedes darte fichas a ti mismo."
    );
    assert_eq!(
        refused(&mut local, "ana /chips give member:carol amount:2.5"),
        "2.5 no es un número entero de fichas; las fichas no se parten."
    );
    // The gift is posted to the channel: in the server's language (English here).
    assert_eq!(
        text(&local.ok("ana /chips give member:carol amount:100")),
        "ana gave carol 100 chips."
    );
    assert_eq!(text(&local.ok("ana /chips balance")), "Tienes 1000 fichas.");
    assert_eq!(
        refused(
            &mut local,
            "ana /play game:acey-ducey opponent:@carol options:\"stake:5000\""
        ),
        "Tienes 1000 fichas; la apuesta es de 5000. Juega por menos, o sin apuesta."
    );

    // French: thousands apart by a narrow no-break space, 0 and 1 singular.
    assert_eq!(
        text(&local.ok("bob /chips balance")),
        "Tu as 1\u{202f}000 jetons. Bienvenue : chaque membre commence avec 1\u{202f}000 jetons."
    );
    assert_eq!(
        text(&local.ok("bob /chips daily")),
        "Tu as récupéré 100 jetons ; tu as maintenant 1\u{202f}100 jetons. Les prochains jetons du jour arrivent dans 1 jour."
    );
    assert_eq!(
        refused(&mut local, "bob /chips give member:carol amount:12500"),
        "Tu as 1\u{202f}100 jetons ; tu ne peux pas en donner 12\u{202f}500."
    );
    assert_eq!(
        refused(&mut local, "bob /chips give member:carol amount:0"),
        "Zéro jeton ne déplace rien ; indique au moins 1 jeton."
    );
    assert_eq!(
        text(&local.ok("bob /chips give member:carol amount:1")),
        "bob gave carol 1 chip."
    );
    assert_eq!(
        text(&local.ok("bob /chips balance member:carol")),
        "carol a 1\u{202f}101 jetons."
    );
    assert_eq!(
        refused(
            &mut local,
            "bob /play game:acey-ducey opponent:@carol options:\"stake:5000\""
        ),
        "Tu as 1\u{202f}099 jetons ; la mise est de 5\u{202f}000. Joue pour moins, ou sans mise."
    );
    assert_eq!(
        refused(&mut local, "bob /chips grant member:carol amount:5"),
        "Seuls les membres avec Gérer le serveur peuvent accorder des jetons."
    );
    let history = local.ok("bob /chips history");
    assert_eq!(
        text(&history).lines().next().unwrap(),
        "Tes derniers mouvements de jetons (solde 1\u{202f}099 jetons) :"
    );
    assert!(
        text(&history).contains(" : -1 — don de bob à carol"),
        "{}",
        text(&history)
    );
    assert!(
        text(&history).contains(" : +100 — jetons du jour"),
        "{}",
        text(&history)
    );
    assert!(
        text(&history).contains(" : +1\u{202f}000 — dotation de départ"),
        "{}",
        text(&history)
    );
}
