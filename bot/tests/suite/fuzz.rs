//! Bad input, fuzzed: arbitrary strings (unicode, huge numbers, empty, 10 kB lines)
//! as local-mode lines and as the text of every command that takes text, in every
//! game. Nothing panics; a refusal is one line under 200 characters and changes
//! nothing.

use crate::support::requests::{self, member};
use parlor::local::parse_line;
use parlor::store::SqliteStore;
use parlor::table::{Command, MemberRef, Millis, Reply, Request, Seeds, Table, TableSettings};
use parlor_games::GameKind;
use proptest::prelude::*;

const T0: Millis = 1_800_000_000_000;

fn nasty() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => any::<String>(),
        2 => "\\PC{0,40}",
        1 => "[0-9]{15,40}",
        1 => "-?[0-9]{1,25}(\\.[0-9]+)?",
        1 => "[a-h][1-8][-x ]?[a-h]?[0-9]{0,2}( x[a-g][1-7])?",
        1 => "(bar|off|send|roll|reclaim|[0-9]{1,2})[/ ]?(bar|off|[0-9]{1,3})?",
        1 => Just(String::new()),
        1 => "[ \\t]{0,5}",
        1 => ".{1,4}".prop_map(|s| s.repeat(2500)),
    ]
}

fn one_clean_line(reply: &Reply) -> Result<(), TestCaseError> {
    prop_assert!(!reply.text.contains('\n'), "a refusal is one line: {:?}", reply.text);
    prop_assert!(reply.text.chars().count() < 200, "a refusal is short: {:?}", reply.text);
    prop_assert!(!reply.text.is_empty());
    Ok(())
}

struct World {
    table: Table,
    _dir: tempfile::TempDir,
}

fn request(channel: &str, who: &str, command: Command) -> Request {
    requests::request(channel, who, command, None)
}

/// Every game started in its own channel, alice against bob (a lobby for Number
/// One and Crown and Anchor).
fn world() -> World {
    let dir = tempfile::tempdir().unwrap();
    let table = Table::open(
        Box::new(SqliteStore::open(&dir.path().join("p.db")).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(9),
    )
    .unwrap();
    for kind in GameKind::ALL {
        let channel = kind.name();
        let lobby = *kind.seats().end() > 2;
        let opponent = (!lobby).then(|| member("bob"));
        let play = Command::Play {
            game: kind.name().into(),
            opponent,
            options: String::new(),
        };
        assert!(table.handle(request(channel, "alice", play), T0)[0].ok);
        if lobby {
            assert!(table.handle(request(channel, "bob", Command::Join), T0)[0].ok);
            assert!(table.handle(request(channel, "alice", Command::Start), T0)[0].ok);
        } else {
            assert!(table.handle(request(channel, "bob", Command::Accept), T0)[0].ok);
        }
        if kind.has_secrets() {
            for who in ["alice", "bob"] {
                let pick = Command::Secret {
                    number: Some("3".into()),
                };
                assert!(table.handle(request(channel, who, pick), T0)[0].ok);
            }
        }
    }
    World { table, _dir: dir }
}

fn board(table: &Table, channel: &str) -> Option<serde_json::Value> {
    table.handle(request(channel, "alice", Command::Board), T0)[0]
        .view
        .as_deref()
        .cloned()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn a_local_line_never_panics_and_an_error_is_one_short_line(line in nasty()) {
        if let Err(e) = parse_line(&line) {
            prop_assert!(!e.contains('\n'), "{e:?}");
            prop_assert!(e.chars().count() < 200, "{e:?}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn any_text_in_any_command_of_any_game_is_answered_cleanly(texts in proptest::collection::vec(nasty(), 6)) {
        let w = world();
        for kind in GameKind::ALL {
            let channel = kind.name();
            let mut before = board(&w.table, channel);
            for who in ["alice", "bob", "zed"] {
                let commands = [
                    Command::Move { text: texts[0].clone() },
                    Command::Bet { design: texts[1].clone(), chips: texts[2].clone() },
                    Command::Withdraw { design: Some(texts[3].clone()) },
                    Command::Secret { number: Some(texts[4].clone()) },
                    Command::Button { custom_id: texts[5].clone() },
                    Command::Select { custom_id: texts[5].clone(), values: vec![texts[0].clone()] },
                    Command::Rules { game: texts[1].clone() },
                    Command::Play { game: texts[2].clone(), opponent: None, options: texts[3].clone() },
                ];
                for command in commands {
                    let replies = w.table.handle(request(channel, who, command.clone()), T0);
                    prop_assert!(!replies.is_empty());
                    for reply in replies.iter().filter(|r| !r.ok) {
                        one_clean_line(reply)?;
                    }
                    let after = board(&w.table, channel);
                    if replies.iter().all(|r| !r.ok) {
                        prop_assert_eq!(&after, &before, "the refused {:?} changed the game", command);
                    }
                    before = after;
                }
            }
        }
        for amount in &texts {
            for command in [
                Command::ChipsGive { member: MemberRef { id: 77, name: "bob".into(), is_bot: false }, amount: amount.clone() },
                Command::ChipsGrant { member: MemberRef { id: 77, name: "bob".into(), is_bot: false }, amount: amount.clone() },
                Command::ChipsTake { member: MemberRef { id: 77, name: "bob".into(), is_bot: false }, amount: amount.clone() },
                Command::ChipsHouseFund { amount: amount.clone() },
            ] {
                for who in ["alice", "root"] {
                    for reply in w.table.handle(request("lobby", who, command.clone()), T0) {
                        if !reply.ok {
                            one_clean_line(&reply)?;
                        }
                    }
                }
            }
        }
    }
}
