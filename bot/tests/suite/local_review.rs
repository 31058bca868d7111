//! Issue 35: `/review id:<n>` through `parlor local --json` on a real database.
//!
//! A finished game is reviewed once (every seat's moves, stored) and every
//! later request reads the stored review: a player sees their own moves, a
//! spectator every player's; the JSON carries accuracy per player and each
//! move's chances and label. Games in play, other servers' games, tables and
//! bad ids are refused in one line, and a review never reads the secret the
//! mover could not know (Trespass's opposing pick).

use crate::pipes::{refused, texts, Local};
use serde_json::Value;

/// The first legal move of `player`, played (a roll when that is all there is).
fn play_first(local: &mut Local, player: &str) {
    let replies = local.ok(&format!("{player} /moves"));
    let first = replies[0]["moves"][0].as_str().expect("a legal move").to_string();
    let line = if first == "roll" {
        format!("{player} /roll")
    } else {
        format!("{player} /move move:\"{first}\"")
    };
    local.ok(&line);
}

/// The one reply of `/review` and its `review` object.
fn review(local: &mut Local, line: &str) -> (Value, Value) {
    let replies = local.ok(line);
    assert_eq!(replies.len(), 1, "{line}: {replies:#?}");
    let reply = replies[0].clone();
    let review = reply["review"].clone();
    assert!(review.is_object(), "{line}: a review object in {reply:#}");
    (reply, review)
}

/// Checks what every review's JSON holds: accuracy per player, each move's
/// fields, labels that follow the drop in winning chance.
fn check_fields(review: &Value, players: &[(&str, &str)]) {
    let accuracy = review["accuracy"].as_array().expect("accuracy per player");
    assert_eq!(accuracy.len(), players.len(), "{review:#}");
    for (entry, (seat, player)) in accuracy.iter().zip(players) {
        assert_eq!(entry["seat"], *seat);
        assert_eq!(entry["player"], *player);
        if let Some(a) = entry["accuracy"].as_f64() {
            assert!((0.0..=100.0).contains(&a), "{entry}");
        }
    }
    let moves = review["moves"].as_array().expect("moves");
    for m in moves {
        for key in ["ply", "seat", "played", "best", "before", "after", "label"] {
            assert!(m.get(key).is_some(), "{key} in {m}");
        }
        let (before, after) = (m["before"].as_f64().unwrap(), m["after"].as_f64().unwrap());
        assert!((0.0..=100.0).contains(&before) && (0.0..=100.0).contains(&after), "{m}");
        let drop = before - after;
        let want = if m["forced"] == true || drop < 9.95 {
            Value::Null
        } else if drop < 19.95 {
            "inaccuracy".into()
        } else if drop < 29.95 {
            "mistake".into()
        } else {
            "blunder".into()
        };
        // Rounding to one decimal may move a drop across a threshold by 0.05.
        if (drop - 10.0).abs() > 0.1 && (drop - 20.0).abs() > 0.1 && (drop - 30.0).abs() > 0.1 {
            assert_eq!(m["label"], want, "{m}");
        }
        if m["label"].is_null() && m["played"] == m["best"] {
            assert!(drop.abs() < 0.05, "the best move played loses nothing: {m}");
        }
    }
}

#[test]
fn a_finished_game_is_reviewed_once_stored_and_read_back_for_every_asker() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "35");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    for _ in 0..6 {
        play_first(&mut local, "alice");
        play_first(&mut local, "bob");
    }
    local.ok("bob /resign");

    let (reply, mine) = review(&mut local, "alice /review id:1");
    assert_eq!(reply["to"], "channel", "a review is public, like /replay");
    let text = reply["text"].as_str().unwrap();
    assert!(text.chars().count() <= 2_000, "{text}");
    assert!(
        text.contains("Review of game #1") && text.contains("Your moves"),
        "{text}"
    );
    assert!(
        text.contains("Lichess's formula") && text.contains("10 points"),
        "{text}"
    );
    check_fields(&mine, &[("Black", "alice"), ("White", "bob")]);
    let moves = mine["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 6, "alice's six moves: {mine:#}");
    assert!(moves.iter().all(|m| m["seat"] == "Black" && m["player"] == "alice"));
    let plies: Vec<u64> = moves.iter().map(|m| m["ply"].as_u64().unwrap()).collect();
    assert_eq!(plies, [1, 3, 5, 7, 9, 11], "move numbers as the replay's move list");
    // Each picture drawn is a PNG of a move the text lists.
    for file in reply["files"].as_array().into_iter().flatten() {
        let name = file["name"].as_str().unwrap();
        assert!(name.starts_with("review-1-"), "{name}");
        let bytes = std::fs::read(file["path"].as_str().unwrap()).unwrap();
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "{name}");
        assert!(!file["description"].as_str().unwrap().is_empty());
    }

    // Later requests read the stored review: the same, made at the same time
    // though the clock has moved on.
    local.send(":advance 2h");
    let (again, mine_again) = review(&mut local, "alice /review id:1");
    assert_eq!(mine_again, mine);
    assert_eq!(again["text"], reply["text"]);
    local.send(":restart");
    let (_, after_restart) = review(&mut local, "alice /review id:1");
    assert_eq!(after_restart["created_at"], mine["created_at"], "read from the store");

    // bob sees his moves, a spectator both players', from the same review.
    let (_, bobs) = review(&mut local, "bob /review id:#1");
    assert!(bobs["moves"].as_array().unwrap().iter().all(|m| m["seat"] == "White"));
    assert_eq!(bobs["accuracy"], mine["accuracy"]);
    assert_eq!(bobs["created_at"], mine["created_at"]);
    let (watched, all) = review(&mut local, "carol /review id:1");
    assert!(texts(&[watched]).contains("Every player's moves"));
    let all_moves = all["moves"].as_array().unwrap();
    assert_eq!(all_moves.len(), 12);
    assert!(all_moves.iter().any(|m| m["seat"] == "White") && all_moves.iter().any(|m| m["seat"] == "Black"));
    let alices: Vec<&Value> = all_moves.iter().filter(|m| m["seat"] == "Black").collect();
    assert_eq!(
        alices,
        moves.iter().collect::<Vec<_>>(),
        "one review serves every asker"
    );

    // One row in the store.
    local.finish();
    let db = rusqlite::Connection::open(dir.path().join("parlor.db")).unwrap();
    let (rows, created): (i64, i64) = db
        .query_row(
            "SELECT COUNT(*), MIN(created_at) FROM reviews WHERE session_id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!(rows, 1);
    assert_eq!(Some(created), mine["created_at"].as_i64());
}

#[test]
fn review_refuses_games_in_play_tables_other_servers_and_bad_ids_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "36");
    // 1: a Crown and Anchor table, ended.
    local.send(":channel tables");
    local.ok("alice /play game:crown-and-anchor");
    local.ok("bob [Join]");
    local.ok("alice [Start]");
    local.ok("alice /end");
    local.ok("bob /end");
    // 2: a challenge declined.
    local.send(":channel declined");
    local.ok("alice /play game:checkers opponent:@dave");
    local.ok("dave /decline");
    // 3: a game in play.
    local.send(":channel general");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    // 4: a direct game in a private channel, finished.
    local.send(":private grp");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("bob /resign");
    local.send(":channel general");

    for (line, says) in [
        (
            "carol /review id:1",
            "#1 was a Crown and Anchor table, which has no moves to review.",
        ),
        ("carol /review id:2", "Game #2 never started"),
        (
            "alice /review id:3",
            "Game #3 is still in play, and Parlor gives no live help",
        ),
        ("carol /review id:4", "There is no game #4 in this server"),
        ("carol /review id:99", "There is no game #99 in this server"),
        ("carol /review id:twelve", "\"twelve\" is not a game number"),
        ("carol /review id:0", "\"0\" is not a game number"),
    ] {
        let text = refused(&mut local, line);
        assert!(text.contains(says), "{line}: {text}");
    }
    // This server's finished game asked for from elsewhere.
    local.send(":channel general");
    local.ok("alice /resign");
    local.send(":dm");
    let text = refused(&mut local, "carol /review id:3");
    assert!(text.contains("There is no game #3 in this server"), "{text}");
    local.send(":channel general");
    let (_, reviewed) = review(&mut local, "carol /review id:3");
    assert!(reviewed["moves"].as_array().unwrap().is_empty(), "no move was played");
    local.finish();
}

#[test]
fn a_game_against_parlor_is_reviewed_in_every_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "37");
    local.ok("alice /play game:checkers opponent:@parlor options:level:easy");
    for _ in 0..5 {
        play_first(&mut local, "alice");
    }
    local.ok("alice /resign");
    let (reply, mine) = review(&mut local, "alice /review id:1");
    check_fields(&mine, &[("Black", "alice"), ("White", "Parlor")]);
    assert_eq!(mine["moves"].as_array().unwrap().len(), 5);
    assert!(texts(&[reply]).contains("Your moves"));
    for (locale, says) in [("fr", "Analyse de la partie #1"), ("es", "Análisis de la partida #1")] {
        local.send(&format!(":guild-locale {locale}"));
        let (reply, again) = review(&mut local, "carol /review id:1");
        assert!(texts(&[reply]).contains(says), "{locale}");
        assert_eq!(again["accuracy"], mine["accuracy"]);
    }
    local.finish();
}

/// A Trespass game: alice picks 4, bob `bobs`; each plays its first listed
/// move for six turns, then bob resigns. alice's review, as she sees it.
fn trespass_review(bobs: u8) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "38");
    local.ok("alice /play game:trespass opponent:@bob");
    local.ok("bob /accept");
    local.ok("alice /secret number:4");
    local.ok(&format!("bob /secret number:{bobs}"));
    for _ in 0..6 {
        play_first(&mut local, "alice");
        play_first(&mut local, "bob");
    }
    local.ok("bob /resign");
    let (reply, review) = review(&mut local, "alice /review id:1");
    let text = texts(&[reply]);
    assert!(!text.contains(&format!("picked {bobs}")), "{text}");
    local.finish();
    review
}

#[test]
fn a_review_never_reads_the_opponents_secret() {
    // bob's pick is revealed at the end, and the review replays the game with
    // it; alice's moves are judged from what she knew, so her review is the
    // same whatever he picked.
    let one = trespass_review(1);
    let other = trespass_review(8);
    assert_eq!(one["moves"].as_array().unwrap().len(), 6, "{one:#}");
    assert_eq!(one["moves"], other["moves"]);
    assert_eq!(one["accuracy"][0], other["accuracy"][0]);
}

/// GETs `path` from the web companion's routes: (status, body).
fn web_get(web: &std::sync::Arc<parlor::web::Web>, path: &str) -> (u16, String) {
    use tower::ServiceExt;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let request = axum::http::Request::builder()
            .uri(path)
            .body(axum::body::Body::empty())
            .unwrap();
        let response = parlor::web::routes::router(web.clone()).oneshot(request).await.unwrap();
        let status = response.status().as_u16();
        let body = axum::body::to_bytes(response.into_body(), 16 << 20).await.unwrap();
        (status, String::from_utf8_lossy(&body).into_owned())
    })
}

#[test]
fn the_game_page_shows_a_stored_review_beside_the_replay_and_never_makes_one() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("parlor.db");
    let mut local = Local::start_with_db(dir.path(), "39");
    local.ok(":admin alice");
    local.ok("alice /settings set key:web value:on");
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    for _ in 0..8 {
        play_first(&mut local, "alice");
        play_first(&mut local, "bob");
    }
    local.ok("alice /resign");
    let options = parlor::web::WebOptions {
        listen: "127.0.0.1:0".parse().unwrap(),
        public_url: "https://parlor.example".into(),
        requests_per_minute: 100_000,
        defaults: parlor::table::TableSettings::default(),
    };
    let reader = parlor::web::Reader::open(&parlor::store::Target::Sqlite(db.clone()), 2).unwrap();
    let web = parlor::web::Web::new(reader, options);

    // No review yet: the page says how to ask for one, and asking the page
    // (or its chart) makes none.
    let (status, page) = web_get(&web, "/s/local/g/1");
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("/review id:1"), "{page}");
    assert!(!page.contains("class=\"accuracy\""));
    assert_eq!(web_get(&web, "/s/local/g/1/review.svg").0, 404);
    let rows: i64 = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("SELECT COUNT(*) FROM reviews", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 0, "the web never reviews");

    // Reviewed: the same web (its caches included) shows it.
    let (_, reviewed) = review(&mut local, "carol /review id:1");
    let (status, page) = web_get(&web, "/s/local/g/1");
    assert_eq!(status, 200);
    assert!(!page.contains("/review id:1"), "{page}");
    assert!(page.contains("class=\"accuracy\""), "{page}");
    for player in reviewed["accuracy"].as_array().unwrap() {
        if let Some(a) = player["accuracy"].as_f64() {
            assert!(page.contains(&format!("accuracy {a:.1} of 100")), "{a} in {page}");
        }
    }
    for m in reviewed["moves"].as_array().unwrap() {
        if let Some(label) = m["label"].as_str() {
            let item = page
                .split(&format!("<li id=\"m{}\"", m["ply"]))
                .nth(1)
                .and_then(|rest| rest.split("</li>").next())
                .unwrap_or_else(|| panic!("move {} listed", m["ply"]));
            assert!(item.contains(&format!("review-label {label}")), "{item}");
            assert!(
                item.contains(&format!("better: {}", m["best"].as_str().unwrap())),
                "{item}"
            );
        }
    }
    assert!(page.contains("Lichess"), "how accuracy is worked out");
    local.finish();
}

#[test]
fn two_requests_for_one_game_at_once_review_it_once() {
    use crate::support::requests::{member, request};
    use parlor::table::{Command, Seeds, Table, TableSettings};
    let dir = tempfile::tempdir().unwrap();
    let store = parlor::store::SqliteStore::open(&dir.path().join("parlor.db")).unwrap();
    let table = Table::open(Box::new(store), TableSettings::default(), Seeds::Fixed(35)).unwrap();
    let say = |who: &str, command: Command, now: i64| {
        let replies = table.handle(request("general", who, command, None), now);
        assert!(replies.iter().all(|r| r.ok), "{replies:#?}");
        replies
    };
    say(
        "alice",
        Command::Play {
            game: "checkers".into(),
            opponent: Some(member("bob")),
            options: String::new(),
        },
        1_000,
    );
    say("bob", Command::Accept, 2_000);
    for (who, played) in [("alice", "9-13"), ("bob", "21-17"), ("alice", "5-9"), ("bob", "17-14")] {
        say(who, Command::Move { text: played.into() }, 3_000);
    }
    say("bob", Command::Resign, 4_000);
    let review = |who: &'static str, now: i64| {
        let replies = table.handle(request("general", who, Command::Review { id: "1".into() }, None), now);
        assert_eq!(replies.len(), 1, "{replies:#?}");
        let data = replies[0].review.as_ref().expect("a review").clone();
        serde_json::Value::clone(&data)
    };
    let (first, second) = std::thread::scope(|s| {
        let first = s.spawn(|| review("carol", 10_000));
        let second = s.spawn(|| review("dave", 20_000));
        (first.join().unwrap(), second.join().unwrap())
    });
    assert_eq!(table.reviews_made(), 1, "computed once");
    assert_eq!(first, second, "both read the one review");
    assert!(
        first["created_at"] == 10_000 || first["created_at"] == 20_000,
        "{first}"
    );
    review("erin", 30_000);
    assert_eq!(table.reviews_made(), 1, "later requests read it");
}

#[test]
fn every_game_of_turns_can_be_reviewed() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "40");
    let mut id = 0;
    for kind in parlor_games::GameKind::offered().filter(|k| !k.is_table()) {
        let name = kind.name();
        local.send(&format!(":channel r-{name}"));
        let asked = local.send(&format!("alice /play game:{name} opponent:@bob"));
        if asked.iter().any(|r| r["ok"] != true) {
            // A game of a lobby (Number One).
            local.ok(&format!("alice /play game:{name}"));
            local.ok("bob [Join]");
            local.ok("alice [Start]");
        } else {
            local.ok("bob [Accept]");
        }
        id += 1;
        if kind.has_secrets() {
            local.send(":dm");
            local.ok("alice /secret number:7");
            local.ok("bob /secret number:3");
            local.send(&format!(":channel r-{name}"));
        }
        // Three turns each, whoever is to act (a roll when that is all).
        let mut played = 0;
        for _ in 0..12 {
            for player in ["alice", "bob"] {
                let listed = local.send(&format!("{player} /moves"));
                if listed[0]["ok"] == true && listed[0]["moves"].as_array().is_some_and(|m| !m.is_empty()) {
                    play_first(&mut local, player);
                    played += 1;
                }
            }
            if played >= 6 {
                break;
            }
        }
        local.ok("bob /resign");
        let (reply, review) = review(&mut local, &format!("carol /review id:{id}"));
        assert_eq!(review["game"], name, "{review:#}");
        let moves = review["moves"].as_array().unwrap();
        assert!(!moves.is_empty(), "{name}: moves judged in {review:#}");
        assert!(text_of(&reply).contains(&format!("Review of game #{id}")), "{name}");
        let seats: Vec<String> = (0..2).map(|i| kind.seat_names()[i].to_string()).collect();
        let players = [(seats[0].as_str(), "alice"), (seats[1].as_str(), "bob")];
        check_fields(&review, &players);
    }
    local.finish();
}

fn text_of(reply: &Value) -> String {
    reply["text"].as_str().unwrap_or_default().to_string()
}
