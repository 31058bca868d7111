//! Crown and Anchor as a player reads it: names written as the member wrote them
//! (never capitalised), one chip is "1 chip", the timer's roll in one sentence, and
//! every place that says how many players a table seats agrees.

use parlor::store::SqliteStore;
use parlor::table::{
    Actor, Caller, ChannelKey, Command, MemberRef, Millis, Reply, Request, Seeds, Table, TableSettings,
};

const T0: Millis = 1_800_000_000_000;

fn id(name: &str) -> u64 {
    name.bytes().map(u64::from).sum::<u64>() + 1000
}

fn send(table: &Table, who: &str, command: Command, now: Millis) -> Vec<Reply> {
    table.handle(
        Request {
            caller: Caller {
                server: Some("guild".into()),
                channel: ChannelKey("general".into()),
                actor: Actor {
                    id: id(who),
                    name: who.into(),
                    manage_server: false,
                },
                interaction: None,
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command,
        },
        now,
    )
}

fn ok(table: &Table, who: &str, command: Command, now: Millis) -> Reply {
    let replies = send(table, who, command, now);
    assert_eq!(replies.len(), 1, "{replies:#?}");
    assert!(replies[0].ok, "{}", replies[0].text);
    replies.into_iter().next().unwrap()
}

fn refused(table: &Table, who: &str, command: Command, now: Millis) -> String {
    let replies = send(table, who, command, now);
    assert!(!replies[0].ok, "{}", replies[0].text);
    replies[0].text.clone()
}

fn play(opponent: Option<&str>, options: &str) -> Command {
    Command::Play {
        game: "crown-and-anchor".into(),
        opponent: opponent.map(|name| MemberRef {
            id: id(name),
            name: name.into(),
            is_bot: false,
        }),
        options: options.into(),
    }
}

#[test]
fn a_table_reads_well_and_writes_names_as_the_members_wrote_them() {
    let dir = tempfile::tempdir().unwrap();
    let table = Table::open(
        Box::new(SqliteStore::open(&dir.path().join("p.db")).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(5),
    )
    .unwrap();
    let players = ["alice", "bob", "carol"];
    // How many players a table seats, said the same way as the rulings and the lobby.
    assert_eq!(
        refused(&table, "alice", play(Some("bob"), ""), T0),
        "Crown and Anchor seats 2 to 10 players (or 1 with the house option, where the house banks) through a \
         lobby: leave out the opponent, and others press Join."
    );
    let lobby = ok(&table, "alice", play(None, "min:1 max:100 timer:30"), T0);
    assert!(lobby.text.contains(" for 2 to 10 players."), "{}", lobby.text);
    ok(&table, "bob", Command::Join, T0);
    ok(&table, "carol", Command::Join, T0);
    let started = ok(&table, "alice", Command::Start, T0);
    let banker = *players
        .iter()
        .find(|p| started.text.contains(&format!("; {p} is the Banker.")))
        .unwrap_or_else(|| panic!("a Banker in {}", started.text));
    assert!(
        started.text.contains("bets are open (1–100 chips a bet)"),
        "{}",
        started.text
    );
    let labels: Vec<&str> = started.buttons.iter().map(|b| b.label.as_str()).collect();
    assert!(labels.contains(&"1 chip") && labels.contains(&"5 chips"), "{labels:?}");
    let bettors: Vec<&str> = players.iter().copied().filter(|p| *p != banker).collect();

    let bet = Command::Bet {
        design: "heart".into(),
        chips: "1".into(),
    };
    let placed = ok(&table, bettors[0], bet, T0 + 1000);
    assert_eq!(
        placed.text,
        format!(
            "{} bets 1 chip on the heart. On the table: 1 chip. Betting closes and the dice roll in 30 seconds.",
            bettors[0]
        )
    );
    let fired = table.tick(T0 + 31_000);
    assert_eq!(fired.len(), 1);
    let first = fired[0].reply.text.lines().next().unwrap();
    assert!(
        first.starts_with("Time's up for round 1: the dice rolled ") && first.matches(':').count() == 1,
        "{first}"
    );

    // Events that start with a name keep it as written.
    let left = ok(&table, bettors[0], Command::Leave, T0 + 40_000);
    assert_eq!(
        left.text.lines().next().unwrap(),
        format!("{} left the table.", bettors[0])
    );
    let passed = ok(&table, banker, Command::Leave, T0 + 41_000);
    let lines: Vec<&str> = passed.text.lines().collect();
    assert_eq!(lines[0], format!("{banker} left the table."));
    assert_eq!(lines[1], format!("The bank passes from {banker} to {}.", bettors[1]));
    assert_eq!(
        refused(&table, bettors[1], Command::Leave, T0 + 42_000),
        "You are the last player at the table, so nobody could take the bank; close the table with /end instead."
    );
}

#[test]
fn a_table_answers_the_commands_of_turns_with_its_own_verbs() {
    let dir = tempfile::tempdir().unwrap();
    let table = Table::open(
        Box::new(SqliteStore::open(&dir.path().join("p.db")).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(5),
    )
    .unwrap();
    ok(&table, "alice", play(None, "min:1 max:100"), T0);
    ok(&table, "bob", Command::Join, T0);
    ok(&table, "alice", Command::Start, T0);
    let no_turns = "A Crown and Anchor table has no moves or turns: bet with /bet design:anchor chips:10, take bets \
                    back with /withdraw, the Banker rolls with /roll, and /leave leaves the table.";
    let turns = [
        Command::Move { text: "a1-a2".into() },
        Command::Moves,
        Command::Resign,
        Command::Draw,
        Command::Claim,
    ];
    // Players at the table and members who are not get the same answer.
    for who in ["alice", "bob", "carol"] {
        for command in turns.clone() {
            assert_eq!(refused(&table, who, command, T0), no_turns);
        }
    }
    let secret = Command::Secret {
        number: Some("1".into()),
    };
    assert_eq!(
        refused(&table, "alice", secret, T0),
        "Crown and Anchor has no secret picks."
    );
    assert!(table
        .autocomplete_moves(&ChannelKey("general".into()), id("alice"), "")
        .is_empty());
}
