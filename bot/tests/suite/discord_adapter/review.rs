//! `/review` over the fake Discord (issue 35): registered from its
//! declaration; a review slow enough to be deferred (another connection holds
//! the database, so storing it waits) still reaches the channel as a public
//! follow-up with its pictures attached, every request checked against
//! Discord's OpenAPI description; the second request reads the stored review
//! and answers at once.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_review_reaches_the_channel_with_its_pictures() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let review = registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "review")
        .cloned()
        .expect("/review is registered");
    assert_eq!(review["options"][0]["name"], "id", "{review:#}");
    assert_eq!(review["name_localizations"]["fr"], "analyse", "{review:#}");
    let (alice, bob, carol) = (alice(), bob(), carol());
    fake.interact(checkers_play(fake, &registered, &alice, &bob)).await;
    fake.interact(fake.slash(&bob, "accept", vec![], &[])).await;
    // bob's 17-14 hangs a man: a blunder, drawn with the better move.
    for (member, played) in [(&alice, "9-13"), (&bob, "21-17"), (&alice, "5-9"), (&bob, "17-14")] {
        let (_, callback) = fake
            .interact(fake.slash(member, "move", vec![option("move", played)], &[]))
            .await;
        let answer = response(&callback)["data"].clone();
        assert!(!is_ephemeral(&answer), "{played}: {answer:#}");
    }
    fake.interact(fake.slash(&bob, "resign", vec![], &[])).await;

    // Storing the review waits for another connection's write lock: the
    // adapter defers, then the answer follows.
    let blocker = rusqlite::Connection::open(bot.dir.path().join("parlor.db")).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(&carol, "review", vec![option("id", "1")], &[]))
        .await;
    let deferred = response(&callback);
    assert_eq!(deferred["type"], 5, "deferred while Parlor reviews: {deferred:#}");
    assert!(is_ephemeral(&deferred["data"]), "the thinking is only for carol");
    tokio::time::sleep(Duration::from_millis(500)).await;
    blocker.execute_batch("COMMIT").unwrap();
    let webhook = sent.webhook_path();
    let follow_up = fake
        .wait_for(mark, "the review as a follow-up", |r| {
            r.method == "POST" && r.path == webhook
        })
        .await;
    let message = follow_up.json().unwrap();
    assert!(!is_ephemeral(&message), "a review is public: {message:#}");
    let content = message["content"].as_str().unwrap();
    assert!(
        content.starts_with("**Review of game #1**, Checkers: alice vs Bobby."),
        "{content}"
    );
    assert!(content.contains("Move 4, Bobby: 17-14"), "{content}");
    assert!(content.contains("(blunder)"), "{content}");
    let files = follow_up.files();
    assert!(!files.is_empty(), "the pictures are attached: {follow_up:?}");
    for file in &files {
        assert!(file.data.starts_with(b"\x89PNG"), "{:?}", file.filename);
    }
    let attachments = message["attachments"].as_array().expect("attachments described");
    assert_eq!(attachments.len(), files.len());
    assert!(attachments
        .iter()
        .all(|a| !a["description"].as_str().unwrap_or_default().is_empty()));
    assert!(
        attachments.iter().any(|a| a["filename"] == "review-1-move-4.png"),
        "{attachments:#?}"
    );

    // The stored review: answered at once, the same words.
    let (_, callback) = fake
        .interact(fake.slash(&carol, "review", vec![option("id", "1")], &[]))
        .await;
    let again = response(&callback);
    assert_eq!(again["type"], 4, "answered at once: {again:#}");
    assert_eq!(again["data"]["content"], message["content"]);

    // A game in play is refused privately in one line.
    fake.interact(checkers_play(fake, &registered, &alice, &bob)).await;
    fake.interact(fake.slash(&bob, "accept", vec![], &[])).await;
    let (_, callback) = fake
        .interact(fake.slash(&alice, "review", vec![option("id", "2")], &[]))
        .await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    assert!(
        refused["content"].as_str().unwrap().contains("no live help"),
        "{refused:#}"
    );
}
