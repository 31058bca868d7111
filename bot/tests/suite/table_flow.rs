//! The table's flows a player notices: challenges and their expiry, the turn timer
//! and /claim, draw offers, /end by agreement or by an admin, abandonment, stale
//! buttons, and the same interaction applied once — against a real SQLite file.

use parlor::store::SqliteStore;
use parlor::table::{
    Actor, Audience, Caller, ChannelKey, Command, MemberRef, Millis, Reply, Request, Seeds, Table, TableSettings,
};
use std::path::Path;

const MINUTE: Millis = 60_000;
const HOUR: Millis = 60 * MINUTE;
const T0: Millis = 1_800_000_000_000;

fn open(path: &Path) -> Table {
    Table::open(
        Box::new(SqliteStore::open(path).unwrap()),
        TableSettings::default(),
        Seeds::Fixed(3),
    )
    .unwrap()
}

fn actor(name: &str) -> Actor {
    Actor {
        id: id(name),
        name: name.into(),
        manage_server: false,
    }
}

fn id(name: &str) -> u64 {
    name.bytes().map(u64::from).sum::<u64>() + 1000
}

fn member(name: &str) -> MemberRef {
    MemberRef {
        id: id(name),
        name: name.into(),
        is_bot: false,
    }
}

fn request(channel: &str, who: Actor, command: Command) -> Request {
    Request {
        caller: Caller {
            server: Some("guild".into()),
            channel: ChannelKey(channel.into()),
            actor: who,
            interaction: None,
            locale: None,
            server_locale: None,
            parent: None,
            roles: None,
        },
        command,
    }
}

fn send(table: &Table, who: &str, command: Command, now: Millis) -> Vec<Reply> {
    table.handle(request("general", actor(who), command), now)
}

fn one(replies: Vec<Reply>) -> Reply {
    assert_eq!(replies.len(), 1, "{replies:#?}");
    replies.into_iter().next().unwrap()
}

fn ok(replies: Vec<Reply>) -> Reply {
    let reply = one(replies);
    assert!(reply.ok, "expected acceptance: {}", reply.text);
    reply
}

fn refused(replies: Vec<Reply>, words: &str) {
    let reply = one(replies);
    assert!(!reply.ok, "expected a refusal: {}", reply.text);
    assert_eq!(reply.to, Audience::Ephemeral);
    assert!(reply.text.contains(words), "{:?} should say {words:?}", reply.text);
    assert!(!reply.text.contains('\n'));
}

fn challenge(table: &Table, now: Millis) -> Reply {
    ok(send(
        table,
        "alice",
        Command::Play {
            game: "hot-spot".into(),
            opponent: Some(member("bob")),
            options: "quick".into(),
        },
        now,
    ))
}

/// alice (Green) vs bob (Black), set up at random, Green to move.
fn started(table: &Table) -> Reply {
    challenge(table, T0);
    ok(send(table, "bob", Command::Accept, T0 + MINUTE))
}

fn first_move(table: &Table, who: &str, now: Millis) -> Reply {
    let moves = ok(send(table, who, Command::Moves, now)).moves.unwrap();
    let text = moves.iter().find(|m| m.contains('-')).unwrap().clone();
    ok(send(table, who, Command::Move { text }, now))
}

#[test]
fn a_challenge_expires_after_ten_minutes() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let reply = challenge(&table, T0);
    assert!(reply.text.contains("expires in 10 minutes"), "{}", reply.text);
    assert!(table.tick(T0 + 9 * MINUTE).is_empty());
    let fired = table.tick(T0 + 10 * MINUTE);
    assert_eq!(fired.len(), 1);
    assert!(fired[0].reply.text.contains("expired"), "{}", fired[0].reply.text);
    refused(
        send(&table, "bob", Command::Accept, T0 + 11 * MINUTE),
        "no open challenge",
    );
}

#[test]
fn a_late_accept_finds_the_challenge_expired() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    challenge(&table, T0);
    let replies = send(&table, "bob", Command::Accept, T0 + 20 * MINUTE);
    assert_eq!(replies.len(), 2, "{replies:#?}");
    assert!(replies[0].text.contains("expired") && replies[0].ok);
    assert!(!replies[1].ok);
}

#[test]
fn an_open_challenge_may_be_accepted_by_anyone_but_the_challenger() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    ok(send(
        &table,
        "alice",
        Command::Play {
            game: "hot-spot".into(),
            opponent: None,
            options: String::new(),
        },
        T0,
    ));
    refused(send(&table, "alice", Command::Accept, T0), "your own challenge");
    let start = ok(send(&table, "carol", Command::Accept, T0));
    assert!(start.text.contains("carol (Black)"), "{}", start.text);
    assert!(start.picture.is_some() && start.view.is_some());
}

#[test]
fn bad_challenges_are_refused_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let play = |game: &str, opponent: Option<MemberRef>, options: &str| {
        send(
            &table,
            "alice",
            Command::Play {
                game: game.into(),
                opponent,
                options: options.into(),
            },
            T0,
        )
    };
    refused(play("chess", None, ""), "I don't know the game");
    refused(play("checkers", None, "turbo"), "Unknown option");
    refused(play("hot-spot", Some(member("alice")), ""), "yourself");
    refused(
        play(
            "hot-spot",
            Some(MemberRef {
                is_bot: true,
                ..member("robot")
            }),
            "",
        ),
        "bot",
    );
    refused(play("hot-spot", None, "turbo"), "Unknown option");
    ok(play("hot-spot", None, ""));
    refused(play("hot-spot", None, ""), "already has an open");
    let dm = table.handle(
        Request {
            caller: Caller {
                server: None,
                channel: ChannelKey::dm(id("alice")),
                actor: actor("alice"),
                interaction: None,
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command: Command::Play {
                game: "hot-spot".into(),
                opponent: None,
                options: String::new(),
            },
        },
        T0,
    );
    refused(dm, "server channels");
}

#[test]
fn claim_needs_the_turn_timer_to_have_run_out() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    refused(send(&table, "alice", Command::Claim, T0 + 2 * MINUTE), "your turn");
    refused(send(&table, "bob", Command::Claim, T0 + 2 * MINUTE), "still has");
    let fired = table.tick(T0 + 25 * HOUR);
    assert_eq!(fired.len(), 1, "the channel hears that the timer ran out");
    assert!(fired[0].reply.text.contains("/claim"));
    assert!(table.tick(T0 + 26 * HOUR).is_empty(), "announced once");
    let win = ok(send(&table, "bob", Command::Claim, T0 + 26 * HOUR));
    assert!(win.text.contains("bob (Black) wins"), "{}", win.text);
    refused(send(&table, "bob", Command::Board, T0 + 26 * HOUR), "no game");
}

#[test]
fn a_draw_offer_is_accepted_by_the_opponent_or_lapses_with_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    let offer = ok(send(&table, "alice", Command::Draw, T0 + 2 * MINUTE));
    assert_eq!(offer.buttons.len(), 1);
    refused(send(&table, "alice", Command::Draw, T0 + 2 * MINUTE), "already offered");
    first_move(&table, "alice", T0 + 3 * MINUTE);
    // The offer lapsed with the move, so bob's /draw is a new offer.
    let again = ok(send(&table, "bob", Command::Draw, T0 + 4 * MINUTE));
    assert!(again.text.contains("offers a draw"));
    let agreed = ok(send(&table, "alice", Command::Draw, T0 + 5 * MINUTE));
    assert!(agreed.text.contains("Game over: it's a draw."), "{}", agreed.text);
}

#[test]
fn end_needs_both_players_or_manage_server() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    refused(send(&table, "carol", Command::End, T0 + 2 * MINUTE), "Manage Server");
    ok(send(&table, "alice", Command::End, T0 + 2 * MINUTE));
    refused(send(&table, "alice", Command::End, T0 + 2 * MINUTE), "already asked");
    let ended = ok(send(&table, "bob", Command::End, T0 + 3 * MINUTE));
    assert!(ended.text.contains("agreement"));

    started(&table);
    let admin = Actor {
        manage_server: true,
        ..actor("dora")
    };
    let ended = ok(table.handle(request("general", admin, Command::End), T0 + 3 * MINUTE));
    assert!(ended.text.contains("dora"), "{}", ended.text);
    refused(send(&table, "alice", Command::Board, T0 + 3 * MINUTE), "no game");
}

#[test]
fn an_untouched_game_ends_as_abandoned() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    let fired = table.tick(T0 + 8 * 24 * HOUR);
    assert!(fired.iter().any(|f| f.reply.text.contains("abandoned")), "{fired:#?}");
    assert_eq!(table.live_sessions(), 0);
}

#[test]
fn a_stale_button_and_a_strangers_press_are_answered_privately() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let challenge = challenge(&table, T0);
    let accept = challenge
        .buttons
        .iter()
        .find(|b| b.label == "Accept")
        .unwrap()
        .custom_id
        .clone();
    refused(
        send(
            &table,
            "carol",
            Command::Button {
                custom_id: accept.clone(),
            },
            T0,
        ),
        "Only bob",
    );
    ok(send(
        &table,
        "bob",
        Command::Button {
            custom_id: accept.clone(),
        },
        T0,
    ));
    refused(
        send(
            &table,
            "bob",
            Command::Button {
                custom_id: accept.clone(),
            },
            T0,
        ),
        "already been answered",
    );
    ok(send(&table, "alice", Command::Resign, T0 + MINUTE));
    refused(
        send(&table, "bob", Command::Button { custom_id: accept }, T0 + MINUTE),
        "already ended",
    );
    refused(
        send(
            &table,
            "bob",
            Command::Button {
                custom_id: "nonsense".into(),
            },
            T0,
        ),
        "not one of mine",
    );
}

#[test]
fn the_same_interaction_applied_twice_acts_once() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    let moves = ok(send(&table, "alice", Command::Moves, T0)).moves.unwrap();
    let text = moves.iter().find(|m| m.contains('-')).unwrap().clone();
    let mut req = request("general", actor("alice"), Command::Move { text });
    req.interaction = Some("interaction-1".into());
    let first = ok(table.handle(req.clone(), T0 + 2 * MINUTE));
    assert!(first.picture.is_some());
    let second = one(table.handle(req, T0 + 2 * MINUTE));
    assert!(
        second.text.contains("already done") && second.picture.is_none(),
        "{}",
        second.text
    );
    // Still bob's turn: the move was applied once.
    let bobs = ok(send(&table, "bob", Command::Moves, T0 + 3 * MINUTE));
    assert!(!bobs.moves.unwrap().is_empty());
}

#[test]
fn a_reopened_table_resumes_every_game_and_challenge() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.db");
    let table = open(&path);
    started(&table);
    first_move(&table, "alice", T0 + 2 * MINUTE);
    let before = ok(send(&table, "bob", Command::Board, T0 + 3 * MINUTE));
    table.handle(
        request(
            "other",
            actor("carol"),
            Command::Play {
                game: "hot-spot".into(),
                opponent: None,
                options: String::new(),
            },
        ),
        T0 + 3 * MINUTE,
    );
    drop(table);

    let table = open(&path);
    assert_eq!(table.live_sessions(), 2);
    let after = ok(send(&table, "bob", Command::Board, T0 + 3 * MINUTE));
    assert_eq!(before.view, after.view);
    assert_eq!(before.picture, after.picture);
    ok(table.handle(request("other", actor("dave"), Command::Accept), T0 + 4 * MINUTE));
}

#[test]
fn autocomplete_offers_at_most_25_legal_moves_matching_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    let channel = ChannelKey("general".into());
    let all = table.autocomplete_moves(&channel, id("alice"), "");
    assert_eq!(all.len(), 25, "the first turn has hundreds of actions");
    let legal = ok(send(&table, "alice", Command::Moves, T0)).moves.unwrap();
    assert!(all.iter().all(|m| legal.contains(m)));
    let typed = &legal[0][..2];
    let narrowed = table.autocomplete_moves(&channel, id("alice"), &typed.to_uppercase());
    assert!(
        !narrowed.is_empty() && narrowed.iter().all(|m| m.starts_with(typed)),
        "{narrowed:?}"
    );
    assert!(
        table.autocomplete_moves(&channel, id("bob"), "").is_empty(),
        "not bob's turn"
    );
    assert!(
        table.autocomplete_moves(&channel, id("carol"), "").is_empty(),
        "carol is not seated"
    );
}

fn in_channel(table: &Table, channel: &str, who: &str, command: Command, now: Millis) -> Vec<Reply> {
    table.handle(request(channel, actor(who), command), now)
}

fn by_dm(table: &Table, who: &str, command: Command, now: Millis) -> Vec<Reply> {
    table.handle(
        Request {
            caller: Caller {
                server: None,
                channel: ChannelKey::dm(id(who)),
                actor: actor(who),
                interaction: None,
                locale: None,
                server_locale: None,
                parent: None,
                roles: None,
            },
            command,
        },
        now,
    )
}

fn trespass_in(table: &Table, channel: &str, opponent: &str) -> Vec<Reply> {
    let play = Command::Play {
        game: "trespass".into(),
        opponent: Some(member(opponent)),
        options: String::new(),
    };
    ok(in_channel(table, channel, "alice", play, T0));
    in_channel(table, channel, opponent, Command::Accept, T0)
}

#[test]
fn a_timed_out_player_leaves_a_three_player_game_and_the_others_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let play = Command::Play {
        game: "number-one".into(),
        opponent: None,
        options: "quick".into(),
    };
    ok(send(&table, "alice", play, T0));
    ok(send(&table, "bob", Command::Join, T0));
    ok(send(&table, "carol", Command::Join, T0));
    let start = ok(send(&table, "alice", Command::Start, T0));
    assert_eq!(start.view.as_ref().unwrap()["to_act"], 0);
    refused(send(&table, "bob", Command::Claim, T0 + HOUR), "still has");
    let mut replies = send(&table, "bob", Command::Claim, T0 + 25 * HOUR);
    assert_eq!(replies.len(), 2, "the timer's news, then the claim");
    assert!(
        replies[0]
            .text
            .contains("bob or carol may use /claim to put alice out of the game"),
        "{}",
        replies[0].text
    );
    let claim = replies.pop().unwrap();
    assert!(claim.ok && claim.text.contains("alice is out"), "{}", claim.text);
    let view = claim.view.unwrap();
    assert_eq!(view["outcome"]["result"], "ongoing", "bob and carol play on");
    assert_ne!(view["to_act"], 0);
    refused(
        send(&table, "alice", Command::Claim, T0 + 26 * HOUR),
        "out of this game",
    );
    // The next timer asks only the player still in the game to claim, not alice.
    let late = if view["to_act"] == 1 { "bob" } else { "carol" };
    let other = if late == "bob" { "carol" } else { "bob" };
    let news = send(&table, other, Command::Claim, T0 + 50 * HOUR);
    assert!(
        news[0]
            .text
            .contains(&format!("; {other} may /claim the win, or keep waiting.")),
        "{}",
        news[0].text
    );
}

#[test]
fn a_lobby_expires_like_a_challenge_and_number_one_refuses_an_opponent() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let with_opponent = Command::Play {
        game: "number-one".into(),
        opponent: Some(member("bob")),
        options: String::new(),
    };
    refused(send(&table, "alice", with_opponent, T0), "lobby");
    let play = Command::Play {
        game: "number-one".into(),
        opponent: None,
        options: String::new(),
    };
    ok(send(&table, "alice", play, T0));
    refused(send(&table, "bob", Command::Leave, T0), "not in this lobby");
    let fired = table.tick(T0 + 10 * MINUTE);
    assert!(fired[0].reply.text.contains("expired"), "{fired:#?}");
}

#[test]
fn secret_by_dm_asks_which_game_when_there_are_two() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let first = trespass_in(&table, "one", "bob");
    trespass_in(&table, "two", "carol");
    let menu = first
        .iter()
        .find(|r| r.to == Audience::Dm(id("alice")))
        .unwrap()
        .menu
        .clone()
        .unwrap();
    refused(
        by_dm(
            &table,
            "alice",
            Command::Secret {
                number: Some("5".into()),
            },
            T0,
        ),
        "Which game?",
    );
    // The menu names its game, so it is never ambiguous.
    let picked = by_dm(
        &table,
        "alice",
        Command::Select {
            custom_id: menu.custom_id.clone(),
            values: vec!["5".into()],
        },
        T0,
    );
    assert_eq!(picked.len(), 2, "{picked:#?}");
    assert_eq!(picked[0].to, Audience::Channel, "the confirmation stays in the DM");
    assert!(picked[0].text.contains("is 5"));
    assert_eq!(
        picked[1].to,
        Audience::Post(ChannelKey("one".into())),
        "the game's channel hears that alice picked"
    );
    assert!(!picked[1].text.contains('5'), "{}", picked[1].text);
    // Now only game two waits for alice's pick, so a plain /secret in the DM finds it.
    let second = by_dm(
        &table,
        "alice",
        Command::Secret {
            number: Some("6".into()),
        },
        T0,
    );
    assert!(second[0].ok && second[0].text.contains("#two"), "{:#?}", second);
    refused(
        by_dm(
            &table,
            "alice",
            Command::Secret {
                number: Some("4".into()),
            },
            T0,
        ),
        "already picked",
    );
}

#[test]
fn picks_are_checked_and_private() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    trespass_in(&table, "general", "bob");
    refused(
        send(
            &table,
            "alice",
            Command::Secret {
                number: Some("12".into()),
            },
            T0,
        ),
        "from 0 to 9",
    );
    refused(
        send(
            &table,
            "carol",
            Command::Secret {
                number: Some("1".into()),
            },
            T0,
        ),
        "not playing",
    );
    let mine = send(
        &table,
        "alice",
        Command::Secret {
            number: Some("1".into()),
        },
        T0,
    );
    assert_eq!(mine[0].to, Audience::Ephemeral);
    assert_eq!(mine[1].to, Audience::Channel);
    let shown = one(send(&table, "alice", Command::Secret { number: None }, T0));
    assert!(shown.ok && shown.to == Audience::Ephemeral && shown.text.contains("is 1"));
    let done = send(
        &table,
        "bob",
        Command::Secret {
            number: Some("2".into()),
        },
        T0,
    );
    let post = done.iter().find(|r| r.to == Audience::Channel).unwrap();
    assert!(post.text.contains("Commitments") && post.picture.is_some());
    assert_eq!(post.view.as_ref().unwrap()["secrets"], serde_json::json!([null, null]));

    let dir = tempfile::tempdir().unwrap();
    let hot = open(&dir.path().join("h.db"));
    started(&hot);
    refused(
        send(
            &hot,
            "alice",
            Command::Secret {
                number: Some("1".into()),
            },
            T0,
        ),
        "no secret picks",
    );
    let stale = Command::Select {
        custom_id: "s999:secret".into(),
        values: vec!["1".into()],
    };
    refused(send(&hot, "alice", stale, T0), "already ended");
}

#[test]
fn every_timer_fires_on_time_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.db");
    // A challenge waiting in one channel, a game in another.
    let table = open(&path);
    started(&table);
    ok(table.handle(
        request(
            "other",
            actor("carol"),
            Command::Play {
                game: "checkers".into(),
                opponent: Some(member("dave")),
                options: String::new(),
            },
        ),
        T0,
    ));
    drop(table);

    // The process restarts: the challenge expires on time.
    let table = open(&path);
    assert!(table.tick(T0 + 9 * MINUTE).is_empty());
    let fired = table.tick(T0 + 10 * MINUTE);
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert!(
        fired[0].reply.text.contains("challenge from carol expired"),
        "{}",
        fired[0].reply.text
    );
    drop(table);

    // Again: at half time the player to move gets one reminder by DM, and the
    // turn timer of the game runs out on time, once.
    let table = open(&path);
    assert!(table.tick(T0 + 11 * HOUR).is_empty());
    let reminded = table.tick(T0 + MINUTE + 12 * HOUR);
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert!(matches!(reminded[0].reply.to, Audience::Dm(_)), "{reminded:?}");
    drop(table);
    let table = open(&path);
    assert!(
        table.tick(T0 + 23 * HOUR).is_empty(),
        "reminded once, even across a restart"
    );
    let fired = table.tick(T0 + MINUTE + 24 * HOUR);
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert!(
        fired[0].reply.text.contains("turn timer ran out"),
        "{}",
        fired[0].reply.text
    );
    drop(table);
    let table = open(&path);
    assert!(
        table.tick(T0 + 25 * HOUR).is_empty(),
        "announced once, even across a restart"
    );
    drop(table);

    // And again: the untouched game is abandoned after seven days.
    let table = open(&path);
    let fired = table.tick(T0 + MINUTE + 7 * 24 * HOUR);
    assert_eq!(fired.len(), 1, "{fired:?}");
    assert!(fired[0].reply.text.contains("abandoned"), "{}", fired[0].reply.text);
    refused(send(&table, "alice", Command::Board, T0 + 8 * 24 * HOUR), "no game");
}

/// The 64-digit hex words of a text, in order (the commitments of a post).
fn hex_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
        .map(str::to_string)
        .collect()
}

/// Every "picked N (salt S)" of a reveal, in order.
fn revealed(text: &str) -> Vec<(String, String)> {
    text.split("picked ")
        .skip(1)
        .map(|rest| {
            let (number, rest) = rest.split_once(" (salt ").expect("a salt after the number");
            let salt = rest.split(')').next().unwrap();
            (number.to_string(), salt.to_string())
        })
        .collect()
}

/// A Trespass game in #general, alice (picked 1) vs bob (picked 2), and the
/// commitments the channel saw when both picks were in.
fn trespass_picked(table: &Table) -> Vec<String> {
    trespass_in(table, "general", "bob");
    let pick = |who: &str, n: &str| send(table, who, Command::Secret { number: Some(n.into()) }, T0);
    pick("alice", "1");
    let done = pick("bob", "2");
    let post = done.iter().find(|r| r.to == Audience::Channel).unwrap();
    let commitments = hex_words(&post.text);
    assert_eq!(commitments.len(), 2, "{}", post.text);
    commitments
}

/// One way to end a game, returning the message that ends it.
type Ending = Box<dyn Fn(&Table) -> Reply>;

#[test]
fn every_ending_of_a_trespass_game_reveals_the_secrets_once_and_they_match_the_commitments() {
    use sha2::{Digest, Sha256};
    let admin = Actor {
        manage_server: true,
        ..actor("dora")
    };
    let endings: Vec<(&str, Ending)> = vec![
        (
            "agreed end",
            Box::new(|t| {
                ok(send(t, "alice", Command::End, T0 + MINUTE));
                ok(send(t, "bob", Command::End, T0 + 2 * MINUTE))
            }),
        ),
        (
            "admin end",
            Box::new(move |t| ok(t.handle(request("general", admin.clone(), Command::End), T0 + MINUTE))),
        ),
        (
            "abandonment",
            Box::new(|t| {
                let mut fired = t.tick(T0 + 8 * 24 * HOUR);
                assert_eq!(fired.len(), 1, "{fired:#?}");
                fired.pop().unwrap().reply
            }),
        ),
        (
            "resignation",
            Box::new(|t| ok(send(t, "alice", Command::Resign, T0 + MINUTE))),
        ),
        (
            "timeout claim",
            Box::new(|t| send(t, "bob", Command::Claim, T0 + 25 * HOUR).pop().unwrap()),
        ),
        (
            "agreed draw",
            Box::new(|t| {
                ok(send(t, "alice", Command::Draw, T0 + MINUTE));
                ok(send(t, "bob", Command::Draw, T0 + 2 * MINUTE))
            }),
        ),
    ];
    for (how, end) in endings {
        let dir = tempfile::tempdir().unwrap();
        let table = open(&dir.path().join("p.db"));
        let commitments = trespass_picked(&table);
        let last = end(&table);
        assert!(last.ok && last.to == Audience::Channel, "{how}: {last:#?}");
        assert_eq!(table.live_sessions(), 0, "{how}: the game ended");
        assert_eq!(
            last.text.matches("Secrets revealed").count(),
            1,
            "{how}: the secrets are revealed once: {}",
            last.text
        );
        let picks = revealed(&last.text);
        assert_eq!(
            picks.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(),
            ["1", "2"],
            "{how}: {}",
            last.text
        );
        for ((number, salt), commitment) in picks.iter().zip(&commitments) {
            let digest: String = Sha256::digest(format!("{number}:{salt}").as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            assert_eq!(&digest, commitment, "{how}: the reveal checks against the commitment");
        }
    }
}

#[test]
fn moves_before_the_secret_picks_says_to_pick_or_whose_pick_play_waits_for() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    trespass_in(&table, "general", "bob");
    for who in ["alice", "bob"] {
        let reply = ok(send(&table, who, Command::Moves, T0));
        assert_eq!(reply.to, Audience::Ephemeral);
        assert!(
            reply.text.contains("pick your secret number") && reply.text.contains("/secret number:N"),
            "{who}: {}",
            reply.text
        );
        assert!(!reply.text.contains("turn"), "{who}: nobody's turn yet: {}", reply.text);
        assert!(reply.menu.is_some(), "{who} can pick from the reply");
    }
    send(
        &table,
        "alice",
        Command::Secret {
            number: Some("4".into()),
        },
        T0,
    );
    let alice = ok(send(&table, "alice", Command::Moves, T0));
    assert!(
        alice.text.contains("you have picked") && alice.text.contains("once bob"),
        "{}",
        alice.text
    );
    assert!(!alice.text.contains('4'), "{}", alice.text);
    assert!(alice.menu.is_none());
    let bob = ok(send(&table, "bob", Command::Moves, T0));
    assert!(bob.text.contains("/secret number:N"), "{}", bob.text);
}

#[test]
fn an_offer_that_a_move_lets_lapse_is_named_in_the_moves_reply() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    ok(send(&table, "alice", Command::End, T0 + 2 * MINUTE));
    let moved = first_move(&table, "alice", T0 + 3 * MINUTE);
    assert!(
        moved
            .text
            .contains("alice's offer to end the game lapsed when alice moved."),
        "{}",
        moved.text
    );
    ok(send(&table, "alice", Command::Draw, T0 + 4 * MINUTE));
    let moved = first_move(&table, "bob", T0 + 5 * MINUTE);
    assert!(
        moved.text.contains("alice's draw offer lapsed when bob moved."),
        "{}",
        moved.text
    );
    assert!(
        !moved.text.contains("end the game"),
        "only the standing offer: {}",
        moved.text
    );
    let moved = first_move(&table, "alice", T0 + 6 * MINUTE);
    assert!(!moved.text.contains("lapsed"), "no offer stood: {}", moved.text);
}

#[test]
fn a_lapsed_offer_names_the_players_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    let sly = Actor {
        id: id("alice"),
        name: "**alice**".into(),
        manage_server: false,
    };
    ok(table.handle(
        request(
            "general",
            sly.clone(),
            Command::Play {
                game: "hot-spot".into(),
                opponent: Some(member("bob")),
                options: "quick".into(),
            },
        ),
        T0,
    ));
    ok(send(&table, "bob", Command::Accept, T0));
    ok(send(&table, "bob", Command::Draw, T0 + MINUTE));
    let moves = ok(table.handle(request("general", sly.clone(), Command::Moves), T0))
        .moves
        .unwrap();
    let text = moves.iter().find(|m| m.contains('-')).unwrap().clone();
    let moved = ok(table.handle(request("general", sly, Command::Move { text }), T0 + 2 * MINUTE));
    assert!(
        moved
            .text
            .contains(r"bob's draw offer lapsed when \*\*alice\*\* moved."),
        "{}",
        moved.text
    );
}

#[test]
fn moves_on_a_first_hot_spot_turn_are_grouped_by_piece_and_fit_one_message() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    let reply = ok(send(&table, "alice", Command::Moves, T0 + MINUTE));
    let all = reply.moves.clone().unwrap();
    assert!(all.len() > 200, "a first turn has hundreds of actions: {}", all.len());
    let text = &reply.text;
    assert!(text.chars().count() <= 2000, "{} characters", text.chars().count());
    assert!(
        text.starts_with(&format!("Your legal actions ({}), grouped:", all.len())),
        "{text}"
    );
    assert!(!text.contains("more"), "nothing is cut off: {text}");
    for action in all.iter().filter(|m| m.contains('-')) {
        let (from, to) = action.split_once('-').unwrap();
        let line = text
            .lines()
            .find(|l| l.starts_with(&format!("From {from}:")))
            .unwrap_or_else(|| panic!("no line for the piece on {from}: {text}"));
        assert!(
            line.contains(&format!(" {to},")) || line.contains(&format!(" {to}.")),
            "{action} in {line:?}"
        );
    }
    let single = all.iter().find(|m| m.contains('=') && !m.contains(' ')).unwrap();
    let (square, _) = single.split_once('=').unwrap();
    assert!(
        text.contains("Exchange one piece:") && text.contains(&format!(" {square}=")),
        "{text}"
    );
    assert!(text.contains("several at once"), "{text}");

    // A short list stays a plain list.
    ok(in_channel(
        &table,
        "draughts",
        "carol",
        Command::Play {
            game: "checkers".into(),
            opponent: Some(member("dave")),
            options: String::new(),
        },
        T0,
    ));
    ok(in_channel(&table, "draughts", "dave", Command::Accept, T0));
    let short = ok(in_channel(&table, "draughts", "carol", Command::Moves, T0));
    let list = short.moves.unwrap();
    assert_eq!(
        short.text,
        format!("Your legal actions ({}): {}", list.len(), list.join(", "))
    );
}

#[test]
fn endings_and_timer_news_are_worded_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let table = open(&dir.path().join("p.db"));
    started(&table);
    let asked = ok(send(&table, "alice", Command::End, T0 + 2 * MINUTE));
    assert_eq!(
        asked.text,
        "alice (Green) asks to end the game without a result. The opponent may press End game or type /end to agree."
    );
    let agreed = ok(send(&table, "bob", Command::End, T0 + 3 * MINUTE));
    assert_eq!(agreed.text, "Hot Spot ended by agreement. No result is recorded.");

    started(&table);
    let admin = Actor {
        manage_server: true,
        ..actor("dora")
    };
    let ended = ok(table.handle(request("general", admin, Command::End), T0 + 3 * MINUTE));
    assert_eq!(
        ended.text,
        "dora (Manage Server) ended the Hot Spot game between alice and bob without a result."
    );

    started(&table);
    let fired = table.tick(T0 + 25 * HOUR);
    assert_eq!(fired.len(), 1);
    assert_eq!(
        fired[0].reply.text,
        "alice (Green)'s turn timer ran out; bob may /claim the win, or keep waiting."
    );
    let fired = table.tick(T0 + 8 * 24 * HOUR);
    assert_eq!(fired.len(), 1);
    assert_eq!(
        fired[0].reply.text,
        "The Hot Spot game between alice and bob was untouched for 7 days and ends as abandoned."
    );
}

#[test]
fn a_timers_post_is_stored_with_its_change_and_waits_across_a_restart_until_sent() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("p.db");
    let table = open(&path);
    started(&table);
    let fired = table.tick(T0 + 25 * HOUR);
    assert_eq!(fired.len(), 1);
    let id = fired[0].reply.outbox.expect("the timeout notice is an outbox post");
    drop(table);

    // The process stops before the post was sent: the next one finds it due.
    let table = open(&path);
    let due = table.outbox_due(T0 + 25 * HOUR, 10);
    assert_eq!(due.len(), 1, "{due:?}");
    assert_eq!(due[0].id, id);
    assert_eq!(due[0].reply.text, fired[0].reply.text);
    assert!(
        table.tick(T0 + 26 * HOUR).is_empty(),
        "the change was stored with it: announced once"
    );

    // A failed attempt waits; a sent post is never due again.
    table.outbox_retry(id, T0 + 27 * HOUR);
    assert!(table.outbox_due(T0 + 26 * HOUR, 10).is_empty());
    assert_eq!(table.outbox_due(T0 + 27 * HOUR, 10)[0].attempts, 1);
    table.outbox_sent(id, T0 + 27 * HOUR);
    assert!(table.outbox_due(T0 + 30 * HOUR, 10).is_empty());
}
