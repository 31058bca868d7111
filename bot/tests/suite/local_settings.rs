//! Issue 21's per-server settings through `parlor local --json`: `/settings
//! show|set|reset` for an admin (`:admin`), the refusals (not an admin, a timer
//! out of bounds, an unknown key or game), a game started after a timer change
//! taking the new timer while a running game keeps its own, a game turned off,
//! the channel list (a thread counting as its channel), Crown and Anchor's
//! defaults, threads mode with two games at once from one channel, and the
//! language setting making channel posts French.

use crate::pipes::{only, refused, text, texts, Local};
use serde_json::Value;

/// The text of a line's one reply.
fn one(replies: &[Value]) -> &str {
    text(only(replies))
}

#[test]
fn settings_are_shown_set_and_reset_by_admins_and_bad_values_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "1");
    let not_admin = refused(&mut local, "bob /settings show");
    assert_eq!(
        not_admin,
        "Only a member with Manage Server can see or change this server's settings."
    );
    refused(&mut local, "bob /settings set key:turn_timer value:2h");
    local.ok(":admin alice");

    let shown = local.ok("alice /settings show");
    assert_eq!(shown[0]["to"], "ephemeral:alice");
    let text = one(&shown);
    assert!(text.contains("`turn_timer`: 24h (default)"), "{text}");
    assert!(text.contains("`threads`: off (default)"), "{text}");
    assert!(text.contains("`language`: auto (default)"), "{text}");

    for (line, says) in [
        (
            "alice /settings set key:turn_timer value:30s",
            "`turn_timer` must be from 1 minute to 30 days; 30s is outside that.",
        ),
        (
            "alice /settings set key:turn_timer value:31d",
            "`turn_timer` must be from 1 minute to 30 days; 31d is outside that.",
        ),
        (
            "alice /settings set key:turn_timer value:soon",
            "\"soon\" is not a duration: write it like 90s, 10m, 2h or 7d.",
        ),
        (
            "alice /settings set key:colour value:red",
            "There is no setting \"colour\". The settings are: challenge_expiry, turn_timer, abandon_after, \
             starting_chips, daily_chips, daily_every, table_min, table_max, house_banks, games, channels, \
             threads, language, rated, rank_bands, season, announce_channel, leaderboard_inactive_after, rank_roles, rank_game, web, puzzle_channel.",
        ),
        (
            "alice /settings set key:games value:\"checkers chess\"",
            "\"chess\" is not a game; the games are hot-spot, trespass, number-one, acey-ducey, \
             crown-and-anchor, line, checkers (or all).",
        ),
        (
            "alice /settings set key:threads value:maybe",
            "`threads` is on or off, not \"maybe\".",
        ),
        (
            "alice /settings set key:table_min value:5000",
            "The table minimum (5,000) can't be above the table maximum (1,000); change the other one first.",
        ),
    ] {
        assert_eq!(refused(&mut local, line), says, "{line}");
    }
    let text = one(&local.ok("alice /settings show")).to_string();
    assert!(!text.contains("set by"), "refusals changed nothing: {text}");

    let set = local.ok("alice /settings set key:turn_timer value:120m");
    assert_eq!(set[0]["to"], "channel", "a change is announced: {set:#?}");
    assert_eq!(
        one(&set),
        "alice set `turn_timer` to 2h (it was 24h). Games already running keep their timers."
    );
    let text = one(&local.ok("alice /settings show")).to_string();
    assert!(
        text.contains("`turn_timer`: 2h, set by alice on 2026-01-01 00:00 UTC"),
        "{text}"
    );
    local.ok(":advance 1h");
    let reset = local.ok("alice /settings reset key:turn_timer");
    assert_eq!(
        one(&reset),
        "alice reset `turn_timer` to its default, 24h. Games already running keep their timers."
    );
    let text = one(&local.ok("alice /settings show")).to_string();
    assert!(
        text.contains("`turn_timer`: 24h (default; reset by alice on 2026-01-01 01:00 UTC)"),
        "{text}"
    );
    local.finish();
}

#[test]
fn a_running_game_keeps_its_turn_timer_and_a_game_started_after_the_change_takes_the_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "2");
    local.ok(":admin boss");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("boss /settings set key:turn_timer value:1h");
    local.ok(":channel other");
    local.ok("carol /play game:checkers opponent:@dave");
    local.ok("dave /accept");
    let fired = local.ok(":advance 2h");
    let said = texts(&fired);
    assert!(
        said.contains("carol (Black)'s turn timer ran out; dave may /claim the win"),
        "the new game's 1h timer ran out: {said}"
    );
    assert!(
        fired.iter().all(|r| r["channel"] != "general"),
        "the running game keeps its 24h: {fired:#?}"
    );
    let claimed = local.ok("dave /claim");
    assert!(texts(&claimed).contains("dave"), "{claimed:#?}");
    local.ok(":channel general");
    let early = refused(&mut local, "bob /claim");
    assert!(early.contains("still has"), "{early}");
    local.finish();
}

#[test]
fn a_game_turned_off_and_a_channel_not_listed_are_refused_at_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "3");
    local.ok(":admin boss");
    local.ok("boss /settings set key:games value:\"checkers, crown-and-anchor\"");
    assert_eq!(
        refused(&mut local, "alice /play game:line opponent:@bob"),
        "Line is turned off on this server. The games here: checkers, crown-and-anchor."
    );
    let listed = local.ok("boss /settings set key:channels value:\"#games #cards\"");
    assert_eq!(one(&listed), "boss set `channels` to #games, #cards (it was all).");
    assert_eq!(
        refused(&mut local, "alice /play game:checkers opponent:@bob"),
        "On this server Parlor plays in #games or #cards; start your game there."
    );
    local.ok(":channel games/7");
    local.ok("alice /play game:checkers opponent:@bob");
    // Crown and Anchor's defaults from the settings, unless /play names them.
    local.ok(":channel cards");
    local.ok("boss /settings set key:house_banks value:on");
    local.ok("boss /settings set key:table_max value:500");
    let opened = local.ok("alice /play game:crown-and-anchor");
    assert!(texts(&opened).contains("(options: house max:500)"), "{opened:#?}");
    local.ok("alice /decline");
    let opened = local.ok("alice /play game:crown-and-anchor options:\"rotate max:50\"");
    assert!(texts(&opened).contains("(options: max:50)"), "{opened:#?}");
    local.finish();
}

#[test]
fn threads_mode_plays_each_game_in_a_thread_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "4");
    local.ok(":admin boss");
    local.ok("alice /play game:checkers opponent:@bob");
    let second = refused(&mut local, "carol /play game:checkers opponent:@dave");
    assert!(second.contains("This channel already has"), "{second}");
    local.ok("alice /decline");
    local.ok("boss /settings set key:threads value:on");
    // A /play refused opens no thread.
    let yourself = refused(&mut local, "alice /play game:checkers opponent:@alice");
    assert!(yourself.contains("can't challenge yourself"), "{yourself}");
    refused(&mut local, "alice /play game:checkers opponent:@bob options:nonsense");

    let first = local.ok("alice /play game:checkers opponent:@bob");
    assert_eq!(first[0]["channel"], "general");
    assert_eq!(first[0]["to"], "channel");
    assert_eq!(one(&first[..1]), "alice started Checkers in #general/1.");
    assert_eq!(first[1]["channel"], "general/1");
    assert!(
        first[1]["text"]
            .as_str()
            .unwrap()
            .starts_with("alice challenges bob to Checkers."),
        "{first:#?}"
    );
    let second = local.ok("carol /play game:checkers opponent:@dave");
    assert_eq!(one(&second[..1]), "carol started Checkers in #general/2.");
    assert_eq!(second[1]["channel"], "general/2");

    // Both games are played at once, each in its thread.
    local.ok(":channel general/1");
    let accepted = local.ok("bob [Accept]");
    assert!(texts(&accepted).contains("bob accepted."), "{accepted:#?}");
    local.ok(":channel general/2");
    let accepted = local.ok("dave /accept");
    assert!(texts(&accepted).contains("dave accepted."), "{accepted:#?}");
    let moved = local.ok("carol /move move:11-15");
    assert_eq!(moved[0]["channel"], "general/2");
    local.ok(":channel general/1");
    let moved = local.ok("alice /move move:9-13");
    assert_eq!(moved[0]["channel"], "general/1");

    // /play inside a thread plays there; a third game from the channel gets a
    // third thread.
    local.ok(":channel general/9");
    let here = local.ok("erin /play game:checkers");
    assert_eq!(here.len(), 1, "{here:#?}");
    assert_eq!(here[0]["channel"], "general/9");
    local.ok(":channel general");
    let third = local.ok("frank /play game:checkers");
    assert_eq!(one(&third[..1]), "frank started Checkers in #general/3.");
    local.finish();
}

#[test]
fn the_language_setting_writes_channel_posts_in_that_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "5");
    local.ok(":admin boss");
    local.ok(":locale boss en");
    let set = local.ok("boss /settings set key:language value:fr");
    assert_eq!(one(&set), "boss a réglé `language` sur fr (avant : auto).");
    // boss reads what only they see in their own language.
    let shown = local.ok("boss /settings show");
    assert!(one(&shown).contains("`language`: fr, set by boss"), "{shown:#?}");
    // Everyone else reads the server's.
    local.ok(":admin carol");
    let shown = local.ok("carol /settings show");
    assert!(one(&shown).contains("`language` : fr, changé par boss"), "{shown:#?}");
    let set = local.ok("boss /settings set key:threads value:on");
    assert_eq!(one(&set), "boss a réglé `threads` sur on (avant : off).");
    let opened = local.ok("alice /play game:checkers opponent:@bob");
    assert_eq!(one(&opened[..1]), "alice a lancé une partie de Dames dans #general/1.");
    local.ok("boss /settings set key:language value:es");
    let refused_es = refused(&mut local, "dave /settings show");
    assert_eq!(
        refused_es,
        "Solo un miembro con el permiso Gestionar servidor puede ver o cambiar los ajustes de este servidor."
    );
    let reset = local.ok("boss /settings reset key:language");
    assert_eq!(one(&reset), "boss reset `language` to its default, auto.");
    local.finish();
}
