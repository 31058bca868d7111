//! Rank roles over the fake Discord (issue 32): `/settings set key:rank_roles`
//! is checked against the server's roles (`GET /guilds/{id}/roles`, Parlor's
//! member) and the interaction's `app_permissions`, refusing a role above
//! Parlor's (named) or Parlor without Manage Roles; after rated games members
//! get their band's role with `PUT /guilds/{id}/members/{user}/roles/{role}`
//! and lose the one Parlor gave with `DELETE`; a role someone else gave is
//! never touched; a server error is tried again; a deleted role stops rank
//! roles (logged once, shown by
//! `/settings show`) and nothing more is tried. The fake checks every request
//! against Discord's OpenAPI description.

use super::*;
use support::fake_discord::{Fault, Route, ALL_PERMISSIONS, MANAGE_ROLES, PARLOR_ROLE_POSITION};

/// A member with Manage Server.
fn boss() -> Member {
    Member {
        permissions: Member::new(110, "boss").permissions | MANAGE_GUILD,
        ..Member::new(110, "boss")
    }
}

/// `/settings set key:<key> value:<value>` from `boss`: the answer's content
/// and whether it was private.
async fn set(bot: &Bot, key: &str, value: &str) -> (String, bool) {
    let index = parlor::table::SettingKey::ALL
        .iter()
        .position(|k| k.name() == key)
        .unwrap() as i64;
    let options = sub("set", vec![int_option("key", index), option("value", value)]);
    let (_, callback) = bot
        .fake
        .interact(bot.fake.slash(&boss(), "settings", options, &[]))
        .await;
    let data = response(&callback)["data"].clone();
    (data["content"].as_str().unwrap().to_string(), is_ephemeral(&data))
}

/// `winner` beats `loser` at checkers: a challenge, its acceptance and the
/// loser's resignation, each answered.
async fn beats(bot: &Bot, winner: &Member, loser: &Member) {
    let fake = &bot.fake;
    fake.interact(checkers_challenge(bot, winner, loser)).await;
    fake.interact(fake.slash(loser, "accept", vec![], &[])).await;
    fake.interact(fake.slash(loser, "resign", vec![], &[])).await;
}

/// The path of `member`'s role `role`.
fn role_path(member: &Member, role: u64) -> String {
    format!("/api/v10/guilds/{GUILD_ID}/members/{}/roles/{role}", member.id)
}

/// Waits for `method` on `member`'s role `role` after `mark`; its status.
async fn role_call(fake: &FakeDiscord, mark: usize, method: &str, member: &Member, role: u64) -> u16 {
    let path = role_path(member, role);
    let what = format!("{method} {path}");
    fake.wait_for(mark, &what, |r| r.method == method && r.path == path)
        .await
        .status
}

/// A count from the bot's database.
fn count(bot: &Bot, sql: &str) -> i64 {
    let db = rusqlite::Connection::open(bot.dir.path().join("parlor.db")).unwrap();
    db.query_row(sql, [], |r| r.get(0)).unwrap()
}

/// How many rank role jobs the bot's database holds, done or not.
fn jobs_stored(bot: &Bot) -> i64 {
    count(bot, "SELECT COUNT(*) FROM outbox WHERE channel LIKE 'roles:%'")
}

/// Waits (at most `PATIENCE`) until the bot has stored that rank roles
/// stopped: it does once Discord's answer is in.
async fn stopped(bot: &Bot) {
    let waited = tokio::time::timeout(PATIENCE, async {
        while count(bot, "SELECT COUNT(*) FROM rank_roles_problems") == 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "rank roles were not stopped within {PATIENCE:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rank_roles_follow_ranks_with_the_member_role_calls_and_stop_when_a_role_is_deleted() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let (alice, bob, boss) = (alice(), bob(), boss());
    for member in [&alice, &bob, &boss] {
        fake.add_member(member);
    }
    let silver = fake.add_role("Silver Players", 2);
    let gold = fake.add_role("Gold Players", 3);
    let moderators = fake.add_role("Moderators", PARLOR_ROLE_POSITION + 1);
    // An admin gave alice Silver: Parlor never takes it.
    fake.give_role(alice.id, silver);

    // A role above Parlor's is refused, named, and nothing is stored.
    let mark = fake.mark();
    let (said, private) = set(&bot, "rank_roles", &format!("gold:<@&{moderators}>")).await;
    assert!(private, "{said}");
    assert_eq!(
        said,
        format!(
            "<@&{moderators}> sits at or above Parlor's highest role, so Parlor can't give it: \
             drag Parlor's role above it in Server Settings → Roles."
        )
    );
    let read: Vec<String> = fake.requests().iter().skip(mark).map(Recorded::summary).collect();
    assert!(
        read.contains(&format!("GET /api/v10/guilds/{GUILD_ID}/roles")),
        "{read:?}"
    );
    assert!(
        read.contains(&format!("GET /api/v10/guilds/{GUILD_ID}/members/{APPLICATION_ID}")),
        "Parlor's own roles are read: {read:?}"
    );
    // Without Manage Roles (the interaction's app_permissions say so).
    fake.set_bot_permissions(CHANNEL_ID, ALL_PERMISSIONS & !MANAGE_ROLES);
    let (said, private) = set(&bot, "rank_roles", "gold:@Gold Players").await;
    assert!(
        private && said.contains("Parlor needs the Manage Roles permission"),
        "{said}"
    );
    fake.set_bot_permissions(CHANNEL_ID, ALL_PERMISSIONS);

    // By name: stored as the roles' mentions and announced.
    let (said, private) = set(&bot, "rank_roles", "gold:@Gold Players silver:@Silver Players").await;
    assert!(!private);
    assert_eq!(
        said,
        format!("boss set `rank_roles` to gold:<@&{gold}> silver:<@&{silver}> (it was off).")
    );

    // Three wins rank alice (Platinum, about 1,750): she gets Gold. Discord
    // fails the first try (500); the job is tried again, like any post.
    fake.fail_next(Route::MemberRole, 1, Fault::ServerError);
    let mark = fake.mark();
    for _ in 0..3 {
        beats(&bot, &alice, &bob).await;
    }
    assert_eq!(role_call(fake, mark, "PUT", &alice, gold).await, 500);
    let path = role_path(&alice, gold);
    fake.wait_for(mark, "the role given on a second try", |r| {
        r.method == "PUT" && r.path == path && r.status == 204
    })
    .await;
    assert!(fake.roles_of(alice.id).contains(&gold));
    // bob wins twice: Silver, then Gold; alice falls to Silver and loses the
    // Gold Parlor gave her, while the admin's Silver stays.
    let mark = fake.mark();
    beats(&bot, &bob, &alice).await;
    assert_eq!(role_call(fake, mark, "PUT", &bob, silver).await, 204);
    let mark = fake.mark();
    beats(&bot, &bob, &alice).await;
    assert_eq!(role_call(fake, mark, "DELETE", &alice, gold).await, 204);
    assert_eq!(role_call(fake, mark, "PUT", &bob, gold).await, 204);
    assert_eq!(role_call(fake, mark, "DELETE", &bob, silver).await, 204);
    assert_eq!(fake.roles_of(alice.id), vec![silver], "the admin's Silver stays");
    assert_eq!(fake.roles_of(bob.id), vec![gold]);
    let never = role_path(&alice, silver);
    assert!(
        !fake.requests().iter().any(|r| r.path == never),
        "Parlor never gave or took alice's Silver"
    );

    // An admin deletes Gold. bob's next win wants it: Discord answers 10011,
    // rank roles stop on the server, and /settings show says so.
    fake.delete_role(gold);
    let mark = fake.mark();
    beats(&bot, &bob, &alice).await;
    assert_eq!(role_call(fake, mark, "PUT", &bob, gold).await, 404);
    stopped(&bot).await;
    let (_, callback) = fake
        .interact(fake.slash(&boss, "settings", sub("show", vec![]), &[]))
        .await;
    let shown = response(&callback)["data"]["content"].as_str().unwrap().to_string();
    let stopped = format!("the role <@&{gold}> is gone. Set `rank_roles` again to restart them.");
    assert!(shown.contains(&stopped), "{shown}");
    // Nothing more is tried: another rated game stores no job and asks
    // Discord nothing about roles.
    let stored = jobs_stored(&bot);
    let mark = fake.mark();
    beats(&bot, &alice, &bob).await;
    assert_eq!(
        jobs_stored(&bot),
        stored,
        "no job is stored while rank roles are stopped"
    );
    let asked: Vec<String> = fake
        .requests()
        .iter()
        .skip(mark)
        .filter(|r| r.path.contains("/members/"))
        .map(Recorded::summary)
        .collect();
    assert!(asked.is_empty(), "{asked:?}");
    let stops: Vec<String> = logged("rank roles stop:")
        .into_iter()
        .filter(|line| line.contains(&GUILD_ID.to_string()))
        .collect();
    assert_eq!(stops.len(), 1, "logged once: {stops:#?}");

    // Set again (Gold made anew): started over, and bob gets it.
    let gold = fake.add_role("Gold Players", 3);
    let mark = fake.mark();
    let (said, _) = set(&bot, "rank_roles", "gold:@Gold Players silver:@Silver Players").await;
    assert!(said.starts_with("boss set `rank_roles`"), "{said}");
    assert_eq!(role_call(fake, mark, "PUT", &bob, gold).await, 204);
    let (_, callback) = fake
        .interact(fake.slash(&boss, "settings", sub("show", vec![]), &[]))
        .await;
    let shown = response(&callback)["data"]["content"].as_str().unwrap().to_string();
    assert!(!shown.contains("Rank roles stopped"), "{shown}");
}
