//! Issue 32's seasons, leaderboard periods and inactivity through `parlor
//! local --json` (its clock starts at 2026-01-01 00:00 UTC): a server turns
//! monthly seasons on, plays rated games, and `:advance` crosses the 1st of
//! February, where the champions are posted once in the announce channel; the
//! previous season's board stays readable by name while the new one's is
//! empty. Month and week boards; an idle member leaving the all-time board
//! and coming back; a deviation that grows while idle; manual seasons; and
//! every bad input refused in one line. An unrated game moves no rating and
//! the audit agrees.

use crate::pipes::{audit, only, refused, resigned_game, texts, Local};
use serde_json::Value;

/// Replies posted in channel `channel`.
fn posts_in<'a>(replies: &'a [Value], channel: &str) -> Vec<&'a Value> {
    replies.iter().filter(|r| r["channel"] == channel).collect()
}

/// The `leaderboard` object of a `/leaderboard` reply.
fn board(replies: &[Value]) -> &Value {
    &only(replies)["leaderboard"]
}

/// The names of a board's rows, in order.
fn names(board: &Value) -> Vec<&str> {
    board["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect()
}

/// The deviation in the `/stats` line of Checkers: "Checkers: 1,662 ± 290 (…)".
fn deviation(stats: &str) -> i64 {
    let line = stats
        .lines()
        .find(|l| l.starts_with("Checkers:"))
        .unwrap_or_else(|| panic!("a Checkers line in {stats}"));
    let after = line.split(" ± ").nth(1).unwrap();
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().unwrap()
}

#[test]
fn a_month_ends_its_champions_are_posted_once_and_its_board_stays_readable() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");
    local.ok(":admin alice");
    local.ok("alice /settings set key:announce_channel value:#news");
    // Members idle for 30 days would leave the all-time board by February.
    local.ok("alice /settings set key:leaderboard_inactive_after value:60d");
    local.ok("alice /settings set key:season value:monthly");
    let show = texts(&local.ok("bob /season show"));
    assert!(
        show.contains("Season 2026-01: 31 days left, until 2026-02-01 00:00 UTC."),
        "{show}"
    );
    assert!(show.contains("You have no rated game in this season yet"), "{show}");

    for _ in 0..3 {
        resigned_game(&mut local, "bob", "carol", "carol");
    }
    resigned_game(&mut local, "bob", "dave", "dave");
    // The season's board is the default while a season runs.
    let replies = local.ok("dave /leaderboard game:checkers");
    let live = board(&replies);
    assert_eq!(live["period"], "season");
    assert_eq!(live["season"], "2026-01");
    assert_eq!(live["game"], "checkers");
    assert_eq!(names(live), ["bob", "carol"], "dave has one game: not ranked");
    assert_eq!(live["rows"][0]["rank"], 1);
    assert_eq!(live["rows"][0]["games"], 4);
    assert!(live["rows"][0]["rating"].as_i64().unwrap() > 1500);
    assert!(live["rows"][0]["deviation"].as_i64().unwrap() > 0);
    assert_eq!(live["rows"][0]["band"], "Platinum", "{live}");
    assert_eq!(live["rows"][1]["band"], "Bronze", "{live}");
    let text = texts(&replies);
    assert!(
        text.starts_with("Checkers, season 2026-01 (ranked after 3 rated games in it):\n1. bob — "),
        "{text}"
    );
    let show = texts(&local.ok("bob /season show"));
    assert!(show.contains("Checkers: "), "{show}");
    assert!(show.contains(", rank 1, "), "{show}");
    let dave = texts(&local.ok("dave /season show"));
    assert!(dave.contains("2 more rated games to be ranked"), "{dave}");

    // 2026-02-01 00:00: the season ends, its champion posted in #news, once.
    let rolled = local.ok(":advance 31d");
    let news = posts_in(&rolled, "news");
    assert_eq!(news.len(), 2, "the boards, then bob's badge: {rolled:#?}");
    assert_eq!(
        news[1]["text"],
        "🏅 bob earns the badge **Season champion**: champion of a season (season 2026-01, Checkers)."
    );
    let post = news[0]["text"].as_str().unwrap();
    assert!(post.starts_with("Season 2026-01 is over. The final boards:"), "{post}");
    assert!(post.contains("Checkers: champion bob, "), "{post}");
    assert!(post.contains("\n1. bob — ") && post.contains("\n2. carol — "), "{post}");
    assert!(!post.contains("dave"), "dave was not ranked: {post}");
    for later in [":advance 1h", ":advance 2d"] {
        let again = local.ok(later);
        assert!(posts_in(&again, "news").is_empty(), "{again:#?}");
    }
    local.ok(":restart");
    assert!(posts_in(&local.ok(":advance 1h"), "news").is_empty());
    // The champion's badge is listed by /stats and derived again by the audit.
    let stats = texts(&local.ok("bob /stats"));
    assert!(
        stats.contains("🏅 Season champion, 2026-02-01 (season 2026-01, Checkers)"),
        "{stats}"
    );
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");

    // The ended season's board by name; the new season's is empty.
    let old = local.ok("carol /leaderboard game:checkers season:2026-01");
    assert_eq!(board(&old)["season"], "2026-01");
    assert_eq!(names(board(&old)), ["bob", "carol"]);
    assert!(
        texts(&old).starts_with("Checkers, final board of season 2026-01:"),
        "{}",
        texts(&old)
    );
    let new = local.ok("carol /leaderboard game:checkers");
    assert_eq!(board(&new)["season"], "2026-02");
    assert!(names(board(&new)).is_empty());
    assert!(
        texts(&new).contains("Nobody is ranked in Checkers in season 2026-02 yet"),
        "{}",
        texts(&new)
    );
    let show = texts(&local.ok("bob /season show"));
    assert!(show.contains("Season 2026-02: 26 days left"), "{show}");
    // All time still has them.
    let all = local.ok("carol /leaderboard game:checkers period:all");
    assert_eq!(board(&all)["period"], "all");
    assert_eq!(board(&all)["season"], Value::Null);
    assert_eq!(names(board(&all)), ["bob", "carol"]);

    // Seasons off: the running one ends, announced (nobody ranked: one line).
    let off = local.ok("alice /settings set key:season value:off");
    let news = posts_in(&off, "news");
    assert_eq!(news.len(), 1, "{off:#?}");
    assert_eq!(
        news[0]["text"],
        "Season 2026-02 is over; nobody played the 3 rated games it takes to be ranked."
    );
    let now = local.ok("carol /leaderboard game:checkers");
    assert_eq!(board(&now)["period"], "all", "no season runs: all time");
    let show = texts(&local.ok("bob /season show"));
    assert!(show.starts_with("Seasons are off in this server"), "{show}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}

#[test]
fn month_and_week_boards_idle_members_and_a_deviation_that_grows_while_idle() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");
    for _ in 0..3 {
        resigned_game(&mut local, "bob", "carol", "carol");
    }
    // 2026-01-01 is a Thursday: the week began on Monday 2025-12-29.
    let week = local.ok("bob /leaderboard game:checkers period:week");
    assert_eq!(board(&week)["period"], "week");
    assert_eq!(names(board(&week)), ["bob", "carol"]);
    assert!(
        texts(&week).starts_with("Checkers this week, from Monday 2025-12-29"),
        "{}",
        texts(&week)
    );
    let month = local.ok("bob /leaderboard game:checkers period:month");
    assert_eq!(names(board(&month)), ["bob", "carol"]);
    assert!(
        texts(&month).starts_with("Checkers this month, 2026-01"),
        "{}",
        texts(&month)
    );
    let all = local.ok("bob /leaderboard game:checkers");
    assert_eq!(board(&all)["period"], "all", "seasons are off: all time");
    let band = texts(&local.ok("bob /stats"));
    assert!(band.contains("; rank "), "a ranked member's band: {band}");
    let fresh = deviation(&band);

    // Ten days later the week is over (its board is empty), the month is not.
    local.ok(":advance 10d");
    assert!(names(board(&local.ok("bob /leaderboard game:checkers period:week"))).is_empty());
    assert_eq!(
        names(board(&local.ok("bob /leaderboard game:checkers period:month"))),
        ["bob", "carol"]
    );
    let idle = deviation(&texts(&local.ok("bob /stats")));
    assert!(idle > fresh, "idle days widen the deviation: {fresh} → {idle}");
    let listed = local.ok("bob /leaderboard game:checkers period:all");
    assert_eq!(
        board(&listed)["rows"][0]["deviation"].as_i64().unwrap(),
        idle,
        "the board shows it as of now too"
    );

    // Thirty days without a rated game: off the live boards, rating kept.
    local.ok(":advance 21d");
    let gone = local.ok("bob /leaderboard game:checkers period:all");
    assert!(names(board(&gone)).is_empty(), "{gone:#?}");
    assert!(
        texts(&gone).contains("2 members with no rated game for 30 days left off."),
        "{}",
        texts(&gone)
    );
    let kept = texts(&local.ok("bob /stats"));
    assert!(kept.contains("Checkers: "), "{kept}");
    assert!(deviation(&kept) > idle, "{kept}");
    // Back after one more game; carol is still idle.
    resigned_game(&mut local, "bob", "dave", "dave");
    let back = local.ok("bob /leaderboard game:checkers period:all");
    assert_eq!(names(board(&back)), ["bob"]);
    assert!(texts(&back).contains("1 member with no rated game"), "{}", texts(&back));
    // An admin can keep the idle on the boards.
    local.ok(":admin alice");
    local.ok("alice /settings set key:leaderboard_inactive_after value:off");
    assert_eq!(
        names(board(&local.ok("bob /leaderboard game:checkers period:all"))),
        ["bob", "carol"]
    );

    // An unrated game moves no rating, and the audit agrees.
    local.ok("alice /settings set key:rated value:off");
    resigned_game(&mut local, "erin", "frank", "frank");
    let erin = texts(&local.ok("erin /stats"));
    assert!(erin.contains("erin has no rated games"), "{erin}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
    let (clean, report) = audit(&dir.path().join("parlor.db"));
    assert!(clean, "{report}");
}

#[test]
fn manual_seasons_and_every_bad_input_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "32");
    assert_eq!(
        refused(&mut local, "bob /season start name:Spring"),
        "Only members with Manage Server can start or end a season."
    );
    refused(&mut local, "bob /season end");
    local.ok(":admin alice");
    assert_eq!(
        refused(&mut local, "alice /season start name:Spring"),
        "Seasons here are set to off: /season start and /season end work only after /settings set season manual."
    );
    assert_eq!(
        refused(&mut local, "alice /settings set key:season value:weekly"),
        "\"weekly\" is not a way to run seasons: give off, monthly, quarterly or manual."
    );
    refused(&mut local, "bob /settings set key:season value:manual");
    assert_eq!(
        refused(&mut local, "alice /settings set key:announce_channel value:\"#a #b\""),
        "\"#a #b\" is not one channel: give a channel like #general, or none."
    );
    assert_eq!(
        refused(
            &mut local,
            "alice /settings set key:leaderboard_inactive_after value:12h"
        ),
        "\"12h\" is not a time from 1 day to 365 days: give one like 30d, or off."
    );
    refused(
        &mut local,
        "alice /settings set key:leaderboard_inactive_after value:366d",
    );
    assert_eq!(
        refused(&mut local, "bob /leaderboard game:checkers period:season"),
        "This server has had no season yet; try period:all, month or week."
    );
    assert_eq!(
        refused(&mut local, "bob /leaderboard game:checkers season:Spring"),
        "There is no season called Spring: this server has had no season yet."
    );

    local.ok("alice /settings set key:season value:manual");
    assert_eq!(
        refused(&mut local, "alice /season end"),
        "No season is running: start one with /season start."
    );
    let long = "x".repeat(41);
    assert_eq!(
        refused(&mut local, &format!("alice /season start name:{long}")),
        format!("\"{}…\" is not a season name: give 1 to 40 characters.", "x".repeat(40))
    );
    let started = local.ok("alice /season start name:\"Spring Cup\"");
    assert_eq!(started[0]["to"], "channel");
    assert_eq!(
        started[0]["text"],
        "alice started the season Spring Cup: rated games count for it from now on."
    );
    assert_eq!(
        refused(&mut local, "alice /season start name:Summer"),
        "The season Spring Cup is still running: end it with /season end first."
    );
    for _ in 0..3 {
        resigned_game(&mut local, "bob", "carol", "carol");
    }
    local.ok(":advance 3d");
    let show = texts(&local.ok("carol /season show"));
    assert!(
        show.starts_with("Season Spring Cup, running since 2026-01-01."),
        "{show}"
    );
    assert!(show.contains(", rank 2, "), "{show}");
    let live = local.ok("carol /leaderboard game:checkers");
    assert_eq!(board(&live)["season"], "Spring Cup");
    assert_eq!(names(board(&live)), ["bob", "carol"]);
    refused(&mut local, "carol /leaderboard game:checkers period:yearly");
    assert_eq!(
        refused(&mut local, "carol /leaderboard game:checkers season:Autumn"),
        "There is no season called Autumn here; the seasons are Spring Cup."
    );
    assert_eq!(
        refused(
            &mut local,
            "carol /leaderboard game:checkers period:all season:\"Spring Cup\""
        ),
        "Give a period or a season, not both."
    );

    // No announce channel: the end says where the final board is read.
    let ended = local.ok("alice /season end");
    assert_eq!(ended.len(), 1, "nothing posted elsewhere: {ended:#?}");
    assert_eq!(
        ended[0]["text"],
        "alice ended the season Spring Cup. Its final boards stay readable with /leaderboard and season:\"Spring Cup\"."
    );
    assert_eq!(
        refused(&mut local, "alice /season start name:\"spring cup\""),
        "This server already had a season called spring cup: choose another name."
    );
    let final_board = local.ok("carol /leaderboard game:checkers season:\"spring cup\"");
    assert_eq!(names(board(&final_board)), ["bob", "carol"]);
    assert_eq!(
        refused(&mut local, "carol /leaderboard game:checkers period:season"),
        "No season is running now; past seasons: Spring Cup."
    );
    let show = texts(&local.ok("carol /season show"));
    assert!(show.starts_with("No season is running"), "{show}");
    let (_, logs) = local.finish();
    assert!(!logs.contains("panicked"), "{logs}");
}

/// A season's end is announced in the server's preferred language as the
/// command that started it carried it (Discord's community setting, here
/// Spanish), and so is the next one, which the clock started.
#[test]
fn a_season_is_announced_in_the_language_it_started_in() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "32");
    local.ok(":guild-locale es");
    local.ok(":admin alice");
    local.ok("alice /settings set key:announce_channel value:#news");
    local.ok("alice /settings set key:season value:monthly");
    for _ in 0..3 {
        resigned_game(&mut local, "bob", "carol", "carol");
    }
    let rolled = local.ok(":advance 31d");
    let news = posts_in(&rolled, "news");
    let post = news[0]["text"].as_str().unwrap();
    assert!(post.starts_with("La temporada 2026-01 ha terminado."), "{post}");
    let rolled = local.ok(":advance 29d");
    let news = posts_in(&rolled, "news");
    assert_eq!(news.len(), 1, "{rolled:#?}");
    let post = news[0]["text"].as_str().unwrap();
    assert!(
        post.starts_with("La temporada 2026-02"),
        "the clock's season keeps it: {post}"
    );
}
