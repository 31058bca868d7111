//! The token stays out of what `parlor serve` prints: config errors quote no value
//! of the `[discord]` table, and no `RUST_LOG` turns on the websocket's frame
//! logging (which would print the gateway IDENTIFY, token and all).

use std::process::Command;

const SECRET: &str = "MTA5.Gx-hush-hush.zzz";

fn serve_with(config_text: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, config_text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["serve", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .current_dir(dir.path())
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn a_misspelt_or_misplaced_token_is_named_never_quoted() {
    for (text, named) in [
        (format!("[discord]\ntokne = \"{SECRET}\"\n"), "tokne"),
        (format!("[discord]\ndev_guild_id = \"{SECRET}\"\n"), "dev_guild_id"),
        (format!("[discord]\ndev_guild_id = {SECRET}\n"), "dev_guild_id"),
        (format!("[discord]\n\"{SECRET}\"\n"), "line 2"),
        (format!("[discord]\ntokne = \"{SECRET}\n"), "tokne"),
        (
            format!("[discord]\ndev_guild_id = 1\ntoken = \"{SECRET}\"\nprxy = 1\n"),
            "prxy",
        ),
    ] {
        let (code, stderr) = serve_with(&text);
        assert_eq!(code, Some(2), "{text}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
        assert!(
            !stderr.contains("hush") && !stderr.contains("MTA5"),
            "the token shows: {stderr}"
        );
        assert!(stderr.contains(named), "{text}: {stderr}");
    }
}
