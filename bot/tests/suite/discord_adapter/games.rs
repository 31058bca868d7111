//! Every game over the fake Discord, by the same script: the challenge or lobby
//! through buttons (a stranger's press refused), `/move` by autocomplete and by
//! command with the picture attached, an ephemeral refusal, the end, and a stale
//! button of the finished game answered with an ephemeral note.

use super::*;

/// The ids of a message's buttons with `label`.
fn button_id(message: &Value, label: &str) -> String {
    buttons(message)
        .into_iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("a {label} button: {message:#}"))
        .1
}

/// A recorded message as Discord would show it in the game's channel.
fn shown(fake: &FakeDiscord, message: &Value) -> Value {
    fake.bot_message(
        message["content"].as_str().unwrap_or_default(),
        message["components"].clone(),
    )
}

/// Presses `label` on `message` as `member` and returns the bot's first visible
/// message for the press.
async fn press(bot: &Bot, member: &Member, message: &Value, label: &str) -> Recorded {
    let fake = &bot.fake;
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(member, shown(fake, message), &button_id(message, label)))
        .await;
    first_message(bot, &sent, &callback, mark).await
}

/// A press that must be refused: one ephemeral line, nothing edited.
async fn press_refused(bot: &Bot, member: &Member, message: &Value, label: &str) -> String {
    let fake = &bot.fake;
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.press(member, shown(fake, message), &button_id(message, label)))
        .await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 4, "a refused press is answered: {answer:#}");
    assert!(is_ephemeral(&answer["data"]), "only the presser sees it: {answer:#}");
    let line = answer["data"]["content"].as_str().unwrap_or_default().to_string();
    assert!(!line.trim().is_empty() && !line.contains('\n'), "one line: {line:?}");
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert!(
        !fake
            .requests()
            .iter()
            .skip(mark)
            .any(|r| r.path.starts_with(&sent.webhook_path())),
        "a refused press edits and follows up nothing"
    );
    line
}

/// A slash command that must be refused with one ephemeral line.
async fn slash_refused(bot: &Bot, member: &Member, name: &str, options: Vec<Value>) -> String {
    let (_, callback) = bot.fake.interact(bot.fake.slash(member, name, options, &[])).await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 4, "/{name} is answered: {answer:#}");
    assert!(is_ephemeral(&answer["data"]), "/{name} refused privately: {answer:#}");
    answer["data"]["content"].as_str().unwrap_or_default().to_string()
}

/// The suggestions `/move` autocomplete gives `member`, checked against Discord's
/// limits.
async fn suggestions(bot: &Bot, member: &Member, typed: &str) -> Vec<String> {
    let (_, callback) = bot
        .fake
        .interact(bot.fake.autocomplete(member, "move", "move", typed))
        .await;
    let answer = response(&callback);
    assert_eq!(answer["type"], 8, "autocomplete is answered with choices: {answer:#}");
    let choices = answer["data"]["choices"].as_array().cloned().unwrap_or_default();
    assert!(choices.len() <= 25, "at most 25 suggestions: {}", choices.len());
    choices
        .iter()
        .map(|choice| {
            let name = choice["name"].as_str().unwrap();
            assert!((1..=100).contains(&name.chars().count()), "suggestion {name:?} fits");
            choice["value"].as_str().unwrap().to_string()
        })
        .collect()
}

/// The player with suggestions, and theirs.
async fn mover<'a>(bot: &Bot, players: &[&'a Member]) -> (&'a Member, Vec<String>) {
    for player in players {
        let moves = suggestions(bot, player, "").await;
        if !moves.is_empty() {
            return (player, moves);
        }
    }
    panic!("nobody has a move to suggest");
}

/// A public message with the board picture.
fn assert_public_picture(request: &Recorded) -> Value {
    let message = message_of(request);
    assert!(!is_ephemeral(&message), "public: {message:#}");
    assert_picture(request);
    message
}

/// Plays a turn or two of the game in play: the refusals, autocomplete, a Roll
/// button when the game has dice, `/move` by command. Returns the last board.
async fn play_turns(bot: &Bot, players: &[&Member], stranger: &Member, mut board: Value) -> Value {
    let fake = &bot.fake;
    let (mut player, mut moves) = mover(bot, players).await;
    assert!(
        suggestions(bot, stranger, "").await.is_empty(),
        "a stranger is suggested nothing"
    );
    // Acey Ducey: the first roll by the board's button (the other player's press is
    // refused), the next ones by `/roll` while the men are entered, until a roll
    // leaves a move to make.
    let mut rolls = 0;
    while moves == ["roll"] {
        rolls += 1;
        assert!(rolls <= 60, "60 rolls without a move to make");
        let rolled = if rolls == 1 {
            let other = players.iter().find(|p| p.id != player.id).unwrap();
            press_refused(bot, other, &board, "Roll").await;
            press(bot, player, &board, "Roll").await
        } else {
            let mark = fake.mark();
            let (sent, callback) = fake.interact(fake.slash(player, "roll", vec![], &[])).await;
            first_message(bot, &sent, &callback, mark).await
        };
        let rolled = assert_public_picture(&rolled);
        if !buttons(&rolled).is_empty() {
            board = rolled;
        }
        (player, moves) = mover(bot, players).await;
    }
    slash_refused(bot, player, "move", vec![option("move", "zz99")]).await;
    slash_refused(bot, stranger, "move", vec![option("move", &moves[0])]).await;
    // Suggestions narrow to what is typed.
    let typed: String = moves[0].chars().take(2).collect();
    let narrowed = suggestions(bot, player, &typed).await;
    assert!(
        narrowed.contains(&moves[0]),
        "{typed:?} keeps {:?}: {narrowed:?}",
        moves[0]
    );

    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(player, "move", vec![option("move", &moves[0])], &[]))
        .await;
    let moved = first_message(bot, &sent, &callback, mark).await;
    let moved = assert_public_picture(&moved);
    if buttons(&moved).is_empty() {
        board
    } else {
        moved
    }
}

/// Ends the game by a member with Manage Server, for all to see.
async fn end_by_moderator(bot: &Bot) {
    let dana = Member {
        permissions: Member::new(0, "").permissions | MANAGE_GUILD,
        ..Member::new(104, "dana")
    };
    let (_, callback) = bot.fake.interact(bot.fake.slash(&dana, "end", vec![], &[])).await;
    let ended = response(&callback);
    assert!(!is_ephemeral(&ended["data"]), "the end is public: {ended:#}");
}

/// A two-player game from challenge to end.
async fn challenge_game(game: &str) {
    let started = std::time::Instant::now();
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob, carol) = (alice(), bob(), carol());
    for member in [&alice, &bob, &carol] {
        fake.add_member(member);
    }
    let kind = choice_value(&registered, "play", "game", game);
    let (_, callback) = fake
        .interact(fake.slash(
            &alice,
            "play",
            vec![int_option("game", kind), user_option("opponent", &bob)],
            &[&bob],
        ))
        .await;
    let challenge = response(&callback)["data"].clone();
    assert!(
        !is_ephemeral(&challenge),
        "{game}: the challenge is public: {challenge:#}"
    );

    // carol was not challenged; alice can't accept her own challenge.
    press_refused(&bot, &carol, &challenge, "Accept").await;
    press_refused(&bot, &alice, &challenge, "Accept").await;
    let start = press(&bot, &bob, &challenge, "Accept").await;
    let mut board = assert_public_picture(&start);

    if game == "trespass" {
        for (player, pick) in [(&alice, 4), (&bob, 6)] {
            let (_, callback) = fake
                .interact(fake.slash(player, "secret", vec![int_option("number", pick)], &[]))
                .await;
            assert!(is_ephemeral(&response(&callback)["data"]), "a pick is private");
        }
    }
    board = play_turns(&bot, &[&alice, &bob], &carol, board).await;

    let mark = fake.mark();
    let (sent, callback) = fake.interact(fake.slash(&alice, "resign", vec![], &[])).await;
    let over = message_of(&first_message(&bot, &sent, &callback, mark).await);
    assert!(!is_ephemeral(&over), "{game}: the end is public: {over:#}");

    // The buttons of the finished game: one ephemeral note each, nothing changes.
    let note = press_refused(&bot, &bob, &challenge, "Accept").await;
    assert!(!note.is_empty());
    if buttons(&board).iter().any(|(label, _)| label == "Roll") {
        press_refused(&bot, &alice, &board, "Roll").await;
    }
    assert_only_known_routes(fake);
    eprintln!("{game} took {:?}", started.elapsed());
}

/// A lobby game (Number One, Crown and Anchor) from lobby to end.
async fn lobby_game(game: &str) {
    let started = std::time::Instant::now();
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let (alice, bob, carol) = (alice(), bob(), carol());
    for member in [&alice, &bob, &carol] {
        fake.add_member(member);
    }
    let kind = choice_value(&registered, "play", "game", game);
    let (_, callback) = fake
        .interact(fake.slash(&alice, "play", vec![int_option("game", kind)], &[]))
        .await;
    let lobby = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&lobby), "{game}: the lobby is public: {lobby:#}");

    let joined = message_of(&press(&bot, &bob, &lobby, "Join").await);
    assert!(!is_ephemeral(&joined), "a join is announced: {joined:#}");
    let lobby = if buttons(&joined).is_empty() { lobby } else { joined };
    // Only the host starts the game.
    press_refused(&bot, &carol, &lobby, "Start").await;
    press_refused(&bot, &bob, &lobby, "Start").await;
    let board = assert_public_picture(&press(&bot, &alice, &lobby, "Start").await);

    if game == "crown-and-anchor" {
        // The table's moves are bets: a bettor's by button, a stranger's roll refused.
        let text = board["content"].as_str().unwrap_or_default().to_string();
        let bettor = if text.contains("alice is the Banker") {
            &bob
        } else {
            &alice
        };
        let bet = message_of(&press(&bot, bettor, &board, "Crown").await);
        assert!(!is_ephemeral(&bet), "{bet:#}");
        press_refused(&bot, &carol, &board, "Roll").await;
        let moves = suggestions(&bot, bettor, "").await;
        assert!(moves.len() <= 25);
        slash_refused(&bot, bettor, "move", vec![option("move", "zz99")]).await;
    } else {
        play_turns(&bot, &[&alice, &bob], &carol, board.clone()).await;
    }

    end_by_moderator(&bot).await;
    press_refused(&bot, &bob, &lobby, "Join").await;
    press_refused(&bot, &alice, &lobby, "Start").await;
    if buttons(&board).iter().any(|(label, _)| label == "Roll") {
        press_refused(&bot, &alice, &board, "Roll").await;
    }
    assert_only_known_routes(fake);
    eprintln!("{game} took {:?}", started.elapsed());
}

fn assert_only_known_routes(fake: &FakeDiscord) {
    for request in fake.requests() {
        assert_ne!(request.status, 404, "only routes Discord has: {}", request.summary());
        assert!(
            request.status < 300,
            "no request failed: {} {}",
            request.summary(),
            request.status
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hot_spot_from_challenge_to_a_stale_button() {
    challenge_game("hot-spot").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trespass_from_challenge_to_a_stale_button() {
    challenge_game("trespass").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acey_ducey_from_challenge_to_a_stale_button() {
    challenge_game("acey-ducey").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn line_from_challenge_to_a_stale_button() {
    challenge_game("line").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn checkers_from_challenge_to_a_stale_button() {
    challenge_game("checkers").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn number_one_from_lobby_to_a_stale_button() {
    lobby_game("number-one").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn crown_and_anchor_from_lobby_to_a_stale_button() {
    lobby_game("crown-and-anchor").await;
}

/// Issue 17 over Discord: `/play opponent:` naming the bot itself seats Parlor
/// and starts at once; the reply to a member's move holds Parlor's answer; any
/// other bot is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_itself_is_parlor_and_answers_in_the_reply_to_a_move() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let registered = bot.registered.json().unwrap();
    let alice = alice();
    fake.add_member(&alice);
    let parlor = Member {
        bot: true,
        ..Member::new(APPLICATION_ID, "Parlor")
    };
    let other = Member {
        bot: true,
        ..Member::new(105, "dicebot")
    };
    let (_, callback) = fake.interact(checkers_play(fake, &registered, &alice, &other)).await;
    let refused = response(&callback)["data"].clone();
    assert!(is_ephemeral(&refused), "{refused:#}");
    assert!(words_of(&refused).contains("dicebot is a bot"), "{refused:#}");

    let checkers = choice_value(&registered, "play", "game", "checkers");
    let (_, callback) = fake
        .interact(fake.slash(
            &alice,
            "play",
            vec![
                int_option("game", checkers),
                user_option("opponent", &parlor),
                option("options", "level:easy"),
            ],
            &[&parlor],
        ))
        .await;
    let started = response(&callback)["data"].clone();
    assert!(!is_ephemeral(&started), "{started:#}");
    assert!(
        words_of(&started).contains("alice plays Parlor at easy."),
        "{started:#}"
    );

    let (_, callback) = fake
        .interact(fake.slash(&alice, "move", vec![option("move", "11-15")], &[]))
        .await;
    let answered = response(&callback)["data"].clone();
    let words = words_of(&answered);
    assert!(!is_ephemeral(&answered), "{answered:#}");
    assert!(words.contains("alice (Black) played 11-15."), "{words}");
    assert!(words.contains("Parlor (White) played "), "{words}");
    assert!(words.contains("alice (Black), your turn"), "{words}");

    // A slow answer: another connection holds the database, so the table (the
    // member's move, then Parlor's) finishes only after the adapter deferred;
    // the follow-up still brings both moves together.
    let parlors = words.split("Parlor (White) played ").nth(1).unwrap();
    let parlors = &parlors[..parlors.find('.').unwrap()];
    let mut rng = parlor_games::SeededRng::new(1);
    let mut game = parlor_games::AnyGame::new(parlor_games::GameKind::Checkers, "", 2, &mut rng).unwrap();
    game.play(parlor_games::Seat(0), "11-15", &mut rng).unwrap();
    game.play(parlor_games::Seat(1), parlors, &mut rng).unwrap();
    let second = parlor_games::playout::legal_actions(&game, parlor_games::Seat(0))[0].clone();
    let blocker = rusqlite::Connection::open(bot.dir.path().join("parlor.db")).unwrap();
    blocker.execute_batch("BEGIN IMMEDIATE").unwrap();
    let mark = fake.mark();
    let (sent, callback) = fake
        .interact(fake.slash(&alice, "move", vec![option("move", &second)], &[]))
        .await;
    assert_eq!(response(&callback)["type"], 5, "deferred while the table works");
    blocker.execute_batch("COMMIT").unwrap();
    let webhook = sent.webhook_path();
    let follow_up = fake
        .wait_for(mark, "the answer as a follow-up", |r| {
            r.method == "POST" && r.path == webhook
        })
        .await;
    let words = words_of(&follow_up.json().unwrap());
    assert!(words.contains(&format!("alice (Black) played {second}.")), "{words}");
    assert!(words.contains("Parlor (White) played "), "{words}");
    assert_only_known_routes(fake);
}
