//! The table speaks each reader's language through `parlor local --json`: a
//! checkers game (challenge, accept, moves, a draw offer, a request to end,
//! resignation) where bob's client is in French (`:locale bob fr`) and carol's
//! in Spanish reads their own refusals and answers in their language, while
//! every post to the channel — and its buttons — stays in the server's
//! language, English by default. Only the table's own messages are asserted
//! word for word (the games' texts are translated elsewhere).

use crate::pipes::{text, Local};

/// A line that is refused with one ephemeral reply to `who`; its text.
fn refused(local: &mut Local, line: &str, who: &str) -> String {
    let replies = local.send(line);
    assert_eq!(replies.len(), 1, "{line}: {replies:#?}");
    assert_eq!(replies[0]["ok"], false, "{line} is refused: {replies:#?}");
    assert_eq!(replies[0]["to"], format!("ephemeral:{who}"), "{line}");
    text(&replies[0]).to_string()
}

/// The one channel post a line makes; its text and buttons.
fn posted(local: &mut Local, line: &str) -> (String, Vec<String>) {
    let replies = local.ok(line);
    let post = replies
        .iter()
        .find(|r| r["to"] == "channel")
        .unwrap_or_else(|| panic!("{line} posts to the channel: {replies:#?}"));
    let buttons = post["buttons"]
        .as_array()
        .map(|b| b.iter().map(|l| l.as_str().unwrap().to_string()).collect())
        .unwrap_or_default();
    (text(post).to_string(), buttons)
}

fn first_move(local: &mut Local, who: &str) -> String {
    let replies = local.ok(&format!("{who} /moves"));
    replies[0]["moves"][0].as_str().expect("a legal move").to_string()
}

#[test]
fn members_read_the_table_in_their_language_and_the_channel_in_the_server_s() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "7");
    assert!(local.send(":locale bob fr").is_empty());
    assert!(local.send(":locale carol es").is_empty());

    // The challenge is posted in English, with English buttons.
    let (challenge, buttons) = posted(&mut local, "alice /play game:checkers opponent:@bob");
    assert!(
        challenge.ends_with("bob, press Accept or type /accept. The challenge expires in 10 minutes."),
        "{challenge}"
    );
    assert_eq!(buttons, ["Accept", "Decline"]);
    assert_eq!(
        refused(&mut local, "bob /move move:11-15", "bob"),
        "La partie n'a pas encore commencé : le défi attend un /accept."
    );
    assert_eq!(
        refused(&mut local, "carol /accept", "carol"),
        "Solo bob puede aceptar este reto."
    );
    assert_eq!(
        refused(&mut local, "alice /accept", "alice"),
        "You can't accept your own challenge; /decline withdraws it."
    );

    // bob accepts in French; the game's opening is the channel's, in English.
    let (opening, _) = posted(&mut local, "bob [Accept]");
    assert!(opening.starts_with("bob accepted. "), "{opening}");
    assert!(opening.contains(", your turn: "), "{opening}");
    assert_eq!(
        refused(&mut local, "carol /resign", "carol"),
        "No juegas en esta partida; solo pueden alice y bob. Todos pueden mirar con /board."
    );
    let claim = refused(&mut local, "bob /claim", "bob");
    assert!(claim.starts_with("Il reste 1 jour à alice ("), "{claim}");
    assert!(
        claim.ends_with(") sur son minuteur de tour ; tu pourras réclamer une fois le temps écoulé."),
        "{claim}"
    );

    // A draw offer: posted in English, refused twice in French.
    let (offer, buttons) = posted(&mut local, "bob /draw");
    assert!(
        offer.ends_with(
            " offers a draw. The opponent may press Accept draw or type /draw to agree; playing a move declines it."
        ),
        "{offer}"
    );
    assert_eq!(buttons, ["Accept draw"]);
    assert_eq!(
        refused(&mut local, "bob /draw", "bob"),
        "Tu as déjà proposé la nulle ; la proposition tient jusqu'à ce que les autres répondent ou qu'un coup \
         soit joué."
    );

    // alice moves: the offer lapses, said in English.
    let opening_move = first_move(&mut local, "alice");
    let (moved, _) = posted(&mut local, &format!("alice /move move:{opening_move}"));
    assert!(moved.contains(&format!(" played {opening_move}.\n")), "{moved}");
    assert!(
        moved.contains("\nbob's draw offer lapsed when alice moved.\n"),
        "{moved}"
    );

    // bob's own list of moves is in French; alice reads hers in English.
    let listed = local.ok("bob /moves");
    assert_eq!(listed[0]["to"], "ephemeral:bob");
    assert!(
        text(&listed[0]).starts_with("Tes coups légaux ("),
        "{}",
        text(&listed[0])
    );
    let waiting = local.ok("alice /moves");
    assert!(
        text(&waiting[0]).ends_with("'s turn; you have nothing to play now."),
        "{}",
        text(&waiting[0])
    );

    // A request to end without a result.
    let (asked, buttons) = posted(&mut local, "bob /end");
    assert!(
        asked.ends_with(
            " asks to end the game without a result. The opponent may press End game or type /end to agree."
        ),
        "{asked}"
    );
    assert_eq!(buttons, ["End game"]);
    assert_eq!(
        refused(&mut local, "bob /end", "bob"),
        "Tu as déjà demandé à terminer la partie ; on attend ton adversaire."
    );

    // bob resigns: the channel reads the ending in English, the table's line
    // once (the game's own "resigned" event gives way to it).
    let (ended, buttons) = posted(&mut local, "bob /resign");
    let lines: Vec<&str> = ended.lines().collect();
    assert!(
        lines[0].starts_with("bob (") && lines[0].ends_with(") resigned."),
        "{ended}"
    );
    assert_eq!(ended.matches("resigned").count(), 1, "{ended}");
    assert!(lines.last().unwrap().starts_with("Game over: alice ("), "{ended}");
    assert!(lines.last().unwrap().ends_with(") wins."), "{ended}");
    assert!(!buttons.is_empty(), "the game-over message offers a rematch");

    // Nothing left to play: each reads it in their language.
    assert_eq!(
        refused(&mut local, "bob /resign", "bob"),
        "Il n'y a pas de partie dans ce salon ; lances-en une avec /play."
    );
    assert_eq!(
        refused(&mut local, "carol /resign", "carol"),
        "No hay ninguna partida en este canal; empieza una con /play."
    );
    assert_eq!(
        refused(&mut local, "alice /resign", "alice"),
        "There is no game in this channel; start one with /play."
    );

    // /help in French, the command names as typed (in two messages: French
    // makes it longer than one holds).
    let help = local.ok("bob /help");
    assert!(help.iter().all(|page| text(page).chars().count() <= 2_000), "{help:?}");
    let help = crate::pipes::texts(&help);
    assert!(
        help.starts_with("Parlor fait jouer les membres de ce salon à des jeux de société d'antan.\n"),
        "{help}"
    );
    assert!(help.contains("\n/resign — abandonner la partie\n"), "{help}");
    assert!(
        help.ends_with("\nUne partie par salon : ouvre un fil pour en jouer une autre."),
        "{help}"
    );
    let ayuda = crate::pipes::texts(&local.ok("carol /help"));
    assert!(ayuda.contains("\nJuegos: "), "{ayuda}");
    local.finish();
}

/// With nobody asking, a timer still writes in the right languages: the
/// channel in the server's preferred language as Discord sent it (the
/// `language` setting left at `auto`), the reminder in the language of the
/// member it reaches — both as the game stored them, so after a restart too.
#[test]
fn timers_write_in_the_languages_the_players_last_used_even_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start_with_db(dir.path(), "9");
    assert!(local.send(":guild-locale fr").is_empty());
    assert!(local.send(":locale alice es").is_empty());
    let (challenge, buttons) = posted(&mut local, "alice /play game:checkers opponent:@bob");
    assert!(challenge.contains("/accept"), "{challenge}");
    assert_eq!(buttons, ["Accepter", "Refuser"], "{challenge}");
    local.ok("bob /accept");
    local.ok(":restart");

    // Half the 24-hour turn: alice's reminder, in her Spanish.
    let reminded = local.send(":advance 12h");
    assert_eq!(reminded.len(), 1, "{reminded:?}");
    assert_eq!(reminded[0]["to"], "dm:alice");
    let reminder = text(&reminded[0]);
    assert!(reminder.starts_with("Te toca en la partida de Damas"), "{reminder}");

    // The whole turn: the channel is told in the server's French.
    let ran_out = local.send(":advance 12h");
    let post = ran_out
        .iter()
        .find(|r| r["to"] == "channel")
        .unwrap_or_else(|| panic!("the timer posts to the channel: {ran_out:#?}"));
    assert!(text(post).starts_with("Le minuteur de tour de alice"), "{}", text(post));
    local.finish();
}
