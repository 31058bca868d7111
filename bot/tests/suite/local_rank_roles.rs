//! Issue 32's rank roles through `parlor local --json`, on local mode's
//! simulated server (`:role`, `:deny manage-roles`): an admin maps bands to
//! roles; after rated games members get the role of their best band and lose
//! the one Parlor gave when they fall; a role someone else gave is never
//! touched; turning rank roles off takes back what Parlor gave; every bad value
//! is one line that changes nothing; a deleted role stops rank roles (said
//! once, shown by `/settings show`) until `rank_roles` is set again; and
//! `rank_game` and `rank_bands` move roles at once.

use crate::pipes::Local;
use serde_json::Value;

/// The rank role lines among `replies` (`(roles) alice: +@Gold Players`).
fn role_lines(replies: &[Value]) -> Vec<String> {
    replies
        .iter()
        .filter(|r| r["to"] == "roles")
        .map(|r| r["text"].as_str().unwrap().to_string())
        .collect()
}

/// `winner` beats `loser` at checkers (the loser resigns at once); the rank
/// role lines the result makes.
fn beats(local: &mut Local, winner: &str, loser: &str) -> Vec<String> {
    local.ok(&format!("{winner} /play game:checkers opponent:@{loser}"));
    local.ok(&format!("{loser} /accept"));
    role_lines(&local.send(&format!("{loser} /resign")))
}

/// `/settings show`'s text for `admin`.
fn shown(local: &mut Local, admin: &str) -> String {
    let replies = local.ok(&format!("{admin} /settings show"));
    replies[0]["text"].as_str().unwrap().to_string()
}

/// A refusal's one line.
fn refused(local: &mut Local, line: &str) -> String {
    let replies = local.send(line);
    assert_eq!(replies.len(), 1, "{line}: {replies:#?}");
    assert_eq!(replies[0]["ok"], false, "{line}: {replies:#?}");
    let text = replies[0]["text"].as_str().unwrap().to_string();
    assert!(!text.contains('\n'), "one line: {text}");
    text
}

#[test]
fn roles_follow_ranks_and_parlor_takes_back_only_what_it_gave() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "1");
    for line in [
        ":admin boss",
        ":role \"Gold Players\"",
        ":role \"Silver Players\"",
        ":role \"Silver Players\" give alice",
    ] {
        local.ok(line);
    }
    let set = local.ok("boss /settings set key:rank_roles value:\"gold:@Gold Players SILVER:silver players\"");
    assert_eq!(
        set[0]["text"],
        "boss set `rank_roles` to gold:@Gold Players silver:@Silver Players (it was off)."
    );
    assert!(role_lines(&set).is_empty(), "nobody is ranked yet");

    // Ranked after three rated games: alice (about 1,750, Platinum) holds
    // the highest band's role at or below hers; bob (Bronze) none.
    assert!(beats(&mut local, "alice", "bob").is_empty());
    assert!(beats(&mut local, "alice", "bob").is_empty());
    assert_eq!(beats(&mut local, "alice", "bob"), ["(roles) alice: +@Gold Players"]);
    // bob climbs into Silver, and alice stays Gold.
    assert_eq!(beats(&mut local, "bob", "alice"), ["(roles) bob: +@Silver Players"]);
    // alice falls into Silver: Parlor takes back its Gold; she holds Silver
    // already (given by an admin), which Parlor neither gives nor counts as
    // its own. bob rises to Gold and loses the Silver Parlor gave him.
    let fell = beats(&mut local, "bob", "alice");
    assert_eq!(
        fell,
        [
            "(roles) bob: +@Gold Players −@Silver Players",
            "(roles) alice: −@Gold Players"
        ]
    );
    // Back up to Gold: Gold is given again and the admin's Silver stays.
    let mut rose = Vec::new();
    for _ in 0..3 {
        rose.extend(beats(&mut local, "alice", "bob"));
    }
    assert!(rose.contains(&"(roles) alice: +@Gold Players".to_string()), "{rose:?}");
    let alice: Vec<&String> = rose.iter().filter(|line| line.starts_with("(roles) alice")).collect();
    assert!(
        alice.iter().all(|line| !line.contains('−')),
        "the admin's Silver stays: {rose:?}"
    );

    // Off: Parlor takes back every role it gave, and only those.
    let off = local.ok("boss /settings set key:rank_roles value:off");
    let taken = role_lines(&off);
    assert!(
        taken.contains(&"(roles) alice: −@Gold Players".to_string()),
        "{taken:?}"
    );
    assert!(
        taken.iter().all(|line| line.contains(": −")),
        "only taken back: {taken:?}"
    );
    assert!(shown(&mut local, "boss").contains("`rank_roles`: off, set by boss"));
    local.finish();
}

#[test]
fn a_role_parlor_cannot_manage_or_a_bad_value_is_one_line_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "2");
    for line in [
        ":admin boss",
        ":role \"Gold Players\"",
        ":role Twins",
        ":role twins",
        ":role Boss above",
    ] {
        local.ok(line);
    }
    for (value, says) in [
        (
            "golden:@Gold Players",
            "\"golden\" is not one of this server's bands: Bronze, Silver, Gold, Platinum, Diamond.",
        ),
        ("gold:@Nobody", "There is no role \"Nobody\" on this server"),
        ("gold:<@&999>", "There is no role \"999\" on this server"),
        ("gold:@TWINS", "Several roles are named \"TWINS\""),
        ("gold:@everyone", "`@everyone` can't be a rank role"),
        ("gold:@Parlor", "@Parlor belongs to a bot or an integration"),
        ("gold:@Boss", "@Boss sits at or above Parlor's highest role"),
        ("gold:@Gold Players GOLD:@Boss", "The band Gold is given two roles"),
        ("gold:", "The band gold needs a role after the colon"),
        ("@Gold Players", "Write `rank_roles` as band:role pairs"),
    ] {
        let line = refused(
            &mut local,
            &format!("boss /settings set key:rank_roles value:\"{value}\""),
        );
        assert!(line.contains(says), "{value}: {line}");
    }
    local.ok(":deny manage-roles");
    let line = refused(
        &mut local,
        "boss /settings set key:rank_roles value:\"gold:@Gold Players\"",
    );
    assert!(line.contains("Parlor needs the Manage Roles permission"), "{line}");
    local.ok(":allow manage-roles");
    let line = refused(&mut local, "boss /settings set key:rank_game value:chess");
    assert!(line.starts_with("\"chess\" is not a game"), "{line}");
    let line = refused(
        &mut local,
        "alice /settings set key:rank_roles value:\"gold:@Gold Players\"",
    );
    assert!(line.contains("Manage Server"), "{line}");

    let text = shown(&mut local, "boss");
    assert!(text.contains("`rank_roles`: off (default)"), "{text}");
    assert!(text.contains("`rank_game`: all (default)"), "{text}");
    assert!(!text.contains("Rank roles stopped"), "{text}");
    // The same role by name, mention or id is stored as its mention.
    local.ok("boss /settings set key:rank_roles value:\"diamond:<@&101> gold:101\"");
    assert!(shown(&mut local, "boss").contains("`rank_roles`: diamond:@Gold Players gold:@Gold Players, set by boss"));
    local.finish();
}

#[test]
fn a_deleted_role_stops_rank_roles_until_they_are_set_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "3");
    for line in [":admin boss", ":role \"Gold Players\"", ":role Diamonds"] {
        local.ok(line);
    }
    local.ok("boss /settings set key:rank_roles value:\"gold:@Gold Players diamond:@Diamonds\"");
    beats(&mut local, "alice", "bob");
    beats(&mut local, "alice", "bob");
    assert_eq!(beats(&mut local, "alice", "bob"), ["(roles) alice: +@Gold Players"]);

    // An admin deletes the role; alice's next game finds it gone.
    local.ok(":role \"Gold Players\" delete");
    local.ok("alice /play game:checkers opponent:@carol");
    local.ok("carol /accept");
    let replies = local.send("carol /resign");
    let failed: Vec<&Value> = replies.iter().filter(|r| r["to"] == "roles").collect();
    assert_eq!(failed.len(), 1, "said once: {replies:#?}");
    assert_eq!(failed[0]["ok"], false);
    assert!(
        failed[0]["roles"]["failure"].as_str().unwrap().contains("is gone"),
        "{failed:#?}"
    );
    let text = shown(&mut local, "boss");
    assert!(
        text.contains("Rank roles stopped on 2026-01-01 00:00 UTC: the role @deleted-role-101 is gone."),
        "{text}"
    );
    // Nothing more is tried: more rated games make no role line.
    assert!(beats(&mut local, "alice", "carol").is_empty());
    assert!(beats(&mut local, "alice", "carol").is_empty());
    // Setting rank_roles again starts them over, and /settings show is quiet.
    local.ok(":role Gold");
    let set = local.ok("boss /settings set key:rank_roles value:\"gold:@Gold diamond:@Diamonds\"");
    let lines = role_lines(&set);
    assert!(lines.contains(&"(roles) alice: +@Gold".to_string()), "{lines:?}");
    assert!(!shown(&mut local, "boss").contains("Rank roles stopped"));
    let (_, logs) = local.finish();
    assert_eq!(
        logs.matches("rank roles stop: the role is gone").count(),
        1,
        "logged once"
    );
}

#[test]
fn rank_game_and_rank_bands_move_roles_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "4");
    for line in [":admin boss", ":role Gold", ":role Silver"] {
        local.ok(line);
    }
    local.ok("boss /settings set key:rank_roles value:\"gold:@Gold silver:@Silver\"");
    beats(&mut local, "alice", "bob");
    beats(&mut local, "alice", "bob");
    assert_eq!(beats(&mut local, "alice", "bob"), ["(roles) alice: +@Gold"]);
    // Only Hot Spot decides now: alice is ranked in no Hot Spot.
    let game = local.ok("boss /settings set key:rank_game value:hot-spot");
    assert_eq!(role_lines(&game), ["(roles) alice: −@Gold"]);
    let all = local.ok("boss /settings set key:rank_game value:all");
    assert_eq!(role_lines(&all), ["(roles) alice: +@Gold"]);
    // Bands with low bounds: bob (about 1,250) is Silver at once.
    let bands = local.ok("boss /settings set key:rank_bands value:\"Bronze Silver:1000 Gold:1600\"");
    assert_eq!(role_lines(&bands), ["(roles) bob: +@Silver"]);
    local.finish();
}
