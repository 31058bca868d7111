//! `parlor serve` refuses to start with one clear line when it cannot: no token, a
//! malformed config. (It must never reach Discord in these tests.)

use std::process::Command;

fn serve(config_text: Option<&str>) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    if let Some(text) = config_text {
        std::fs::write(&config, text).unwrap();
    }
    let out = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["serve", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .current_dir(dir.path())
        .output()
        .unwrap();
    (out.status.code(), String::from_utf8(out.stderr).unwrap())
}

fn one_line(stderr: &str) {
    assert_eq!(stderr.trim_end().lines().count(), 1, "one line: {stderr}");
}

#[test]
fn serve_without_a_token_says_where_to_put_it_and_offers_local_mode() {
    let (code, stderr) = serve(None);
    assert_eq!(code, Some(2));
    one_line(&stderr);
    assert!(
        stderr.contains("DISCORD_TOKEN") && stderr.contains("config.toml"),
        "{stderr}"
    );
    assert!(stderr.contains("parlor local"), "{stderr}");
}

#[test]
fn a_malformed_config_names_the_setting() {
    for (text, setting) in [
        ("[discord]\ntokn = \"abc\"\n", "tokn"),
        (
            "[discord]\ntoken = \"abc\"\ndev_guild_id = \"my server\"\n",
            "dev_guild_id",
        ),
        ("[timers]\nturn_timer = \"forever\"\n", "timers.turn_timer"),
        ("[databse]\npath = \"x.db\"\n", "databse"),
    ] {
        let (code, stderr) = serve(Some(text));
        assert_eq!(code, Some(2), "{text}: {stderr}");
        one_line(&stderr);
        assert!(stderr.contains(setting), "{text}: {stderr}");
    }
}

#[test]
fn a_token_in_a_config_never_shows_in_errors() {
    let secret = "MTA5.secret-token-value.xyz";
    let (code, stderr) = serve(Some(&format!(
        "[discord]\ntoken = \"{secret}\"\n[timers]\nabandon_after = \"0\"\n"
    )));
    assert_eq!(code, Some(2));
    assert!(!stderr.contains(secret), "{stderr}");
    // A token line too broken to parse is named, not shown.
    let (code, stderr) = serve(Some(&format!("[discord]\ntoken = \"{secret}\n")));
    assert_eq!(code, Some(2));
    one_line(&stderr);
    assert!(!stderr.contains("secret-token"), "{stderr}");
}

#[test]
fn a_bad_database_path_or_a_wrong_type_names_the_setting() {
    for (text, setting) in [
        (
            "[discord]\ntoken = \"abc\"\n[database]\npath = \"/no/such/dir/parlor.db\"\n",
            "database.path",
        ),
        ("[timers]\nturn_timer = 5\n", "turn_timer"),
        ("[chips]\nstarting = -5\n", "chips.starting"),
        ("[chips]\ndaily = \"lots\"\n", "daily"),
        ("[chips]\ndaily_every = \"often\"\n", "chips.daily_every"),
        ("[discord]\ntoken = \"abc\"\nshard = 2\n", "shard"),
    ] {
        let (code, stderr) = serve(Some(text));
        assert_eq!(code, Some(2), "{text}: {stderr}");
        one_line(&stderr);
        assert!(stderr.contains(setting), "{text}: {stderr}");
    }
}

#[test]
fn the_token_never_reaches_the_logs_even_when_discord_is_unreachable() {
    let secret = "MTA5.never-log-me.xyz";
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    // Port 9 (discard) is closed here: every call to "Discord" fails at once.
    std::fs::write(
        &config,
        format!("[discord]\ntoken = \"{secret}\"\nproxy = \"http://127.0.0.1:9\"\n[database]\npath = \"p.db\"\n"),
    )
    .unwrap();
    // Serenity keeps retrying the gateway, as a bot should: let it try for a
    // while, then stop it and read everything it logged.
    let logs_path = dir.path().join("serve.log");
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlor"))
        .args(["serve", "--config"])
        .arg(&config)
        .env_remove("DISCORD_TOKEN")
        .env("RUST_LOG", "trace")
        .current_dir(dir.path())
        .stdout(std::fs::File::create(dir.path().join("serve.out")).unwrap())
        .stderr(std::fs::File::create(&logs_path).unwrap())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(3));
    let _ = child.kill();
    let _ = child.wait();
    let logs = std::fs::read_to_string(&logs_path).unwrap();
    let out = std::fs::read_to_string(dir.path().join("serve.out")).unwrap();
    assert!(logs.contains("gateway"), "it tried to reach Discord: {logs}");
    assert!(
        !logs.contains(secret) && !logs.contains("never-log-me"),
        "the token leaked into the logs"
    );
    assert!(!out.contains("never-log-me"));
}
