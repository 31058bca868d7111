//! The proof that a command is declared in one place (issue 30): the tests'
//! build declares `/echo` (feature `test-command`, which this crate's
//! dev-dependencies turn on) in `table/commands.rs` and nowhere else, and local
//! mode types it, `/help` lists it, and a missing or unknown option is refused
//! by local mode's parser as for any command. (Discord's registration of it is
//! checked in `discord_adapter`.)

use crate::pipes::{texts, Local};

#[test]
fn the_test_command_is_typed_in_local_mode_and_listed_by_help() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "30");
    let said = local.ok(r#"alice /echo text:"hello there""#);
    assert_eq!(said.len(), 1, "{said:?}");
    assert_eq!(said[0]["to"], "ephemeral:alice");
    assert_eq!(said[0]["text"], "You said: hello there");

    let help = texts(&local.ok("alice /help"));
    assert!(
        help.contains("\n/echo text:… — say a text back, only to you (a test command)\n"),
        "{help}"
    );
    assert!(help.contains("\n/resign — give up the game\n"), "{help}");

    // In French, the same command answers in the member's language.
    assert!(local.send(":locale bob fr").is_empty());
    let said = local.ok("bob /echo text:salut");
    assert_eq!(said[0]["text"], "Tu as dit : salut");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

#[test]
fn the_test_command_s_options_are_checked_as_declared() {
    for (line, says) in [
        ("alice /echo", "/echo needs text:…"),
        ("alice /echo text:a colour:red", "/echo has no option colour"),
        (
            "alice /chips",
            "/chips needs a subcommand: balance, daily, give, leaderboard, history, grant, take or house",
        ),
        ("alice /notify", "/notify needs a subcommand: on, off or status"),
        ("alice /echoes text:a", "there is no command /echoes; try /help"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let script = dir.path().join("script.txt");
        std::fs::write(&script, format!("{line}\n")).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_parlor"))
            .args(["local", "--json", "--seed", "1", "--images"])
            .arg(dir.path().join("boards"))
            .arg("--script")
            .arg(&script)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{line}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&format!("line 1: {says}")), "{line}: {err}");
    }
}
