//! The proof of issue 16: the test-only tic-tac-toe game, added to `games` by one
//! `impl Game` and one registry line (the `test-game` feature, which this crate's
//! dev-dependencies turn on), is played through `parlor local --json` to a win,
//! with a `:restart` in the middle — challenge, moves, the move list, the
//! stored game restored, the ending — without a line of the bot naming it.

use crate::pipes::{last_view, moves, texts, Local};

#[test]
fn a_registered_test_game_plays_to_a_win_through_local_mode_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "16");
    local.ok("alice /play game:tic-tac-toe opponent:@bob");
    let start = last_view(&local.ok("bob [Accept]"));
    assert_eq!(start["rows"], serde_json::json!(["...", "...", "..."]));
    assert_eq!(start["to_act"], 0, "X, the challenger, moves first");
    assert_eq!(moves(&mut local, "alice").len(), 9);

    local.ok("alice /move move:a1");
    local.ok("bob /move move:a2");
    let before = last_view(&local.ok("alice /move move:b1"));
    let refused = local.send("alice /move move:c1");
    assert_eq!(refused[0]["ok"], false, "not X's turn: {refused:?}");

    assert!(local.send(":restart").is_empty());
    let restored = last_view(&local.ok("alice /board"));
    assert_eq!(restored, before, "the stored game is restored as it was");
    assert_eq!(restored["rows"], serde_json::json!(["...", "O..", "XX."]));
    let listed = moves(&mut local, "bob");
    assert_eq!(listed, ["c1", "b2", "c2", "a3", "b3", "c3"]);

    local.ok("bob /move move:b2");
    let end = local.ok("alice /move move:C1");
    let said = texts(&end);
    assert!(said.contains("X marked c1."), "{said}");
    assert!(said.contains("X has three in a row and wins."), "{said}");
    assert!(said.contains("alice") && said.contains("wins"), "{said}");
    let last = last_view(&end);
    assert_eq!(last["outcome"], serde_json::json!({"result": "won", "seat": 0}));
    assert!(last["to_act"].is_null());

    let help = texts(&local.ok("zed /help"));
    assert!(!help.contains("tic-tac-toe"), "the test game is playable, not offered");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}
