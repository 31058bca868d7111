//! A game played in each language through `parlor local --json`: the server's
//! `language` setting makes the channel's posts (challenge, moves, result,
//! buttons) Spanish or French, `:locale` makes a member's own answers (a refused
//! move, `/moves`, `/stats`, `/history`, `/rules`) theirs, a rematch is offered in the
//! channel's language, and no text anywhere shows a message id
//! that no language has. English is the same game, the reference.

use crate::pipes::Local;
use serde_json::Value;

/// What one language's game showed: every reply, and local mode's log.
struct Played {
    replies: Vec<Value>,
    logs: String,
}

impl Played {
    fn channel_texts(&self) -> String {
        self.replies
            .iter()
            .filter(|r| r["to"] == "channel")
            .map(|r| r["text"].as_str().unwrap_or_default())
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn texts_to(&self, to: &str) -> Vec<String> {
        self.replies
            .iter()
            .filter(|r| r["to"] == to)
            .map(|r| r["text"].as_str().unwrap_or_default().to_string())
            .collect()
    }

    fn buttons(&self) -> Vec<String> {
        self.replies
            .iter()
            .flat_map(|r| r["buttons"].as_array().cloned().unwrap_or_default())
            .map(|b| b.as_str().unwrap().to_string())
            .collect()
    }
}

/// alice (an admin) sets the server's language, bob's Discord is in `lang`,
/// and they play checkers until alice resigns.
fn play(lang: &str) -> Played {
    let dir = tempfile::tempdir().unwrap();
    let mut local = Local::start(dir.path(), "7");
    local.ok(":admin alice");
    local.ok(&format!("alice /settings set key:language value:{lang}"));
    local.ok(&format!(":locale bob {lang}"));
    local.ok("alice /play game:checkers opponent:@bob");
    local.ok("bob /accept");
    local.ok("alice /move move:9-13");
    let refused = local.send("bob /move move:1-2");
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0]["ok"], false, "a move of the opponent's piece is refused");
    local.ok("bob /moves");
    local.ok("bob /move move:22-18");
    local.ok("alice /draw");
    let resigned = local.ok("alice /resign");
    assert!(
        resigned.iter().any(|r| r["image"].is_string()),
        "the final position is drawn: {resigned:#?}"
    );
    local.ok("bob /stats");
    local.ok("bob /history");
    local.ok("bob /rematch");
    local.ok("bob /rules game:checkers");
    let (replies, logs) = local.finish();
    Played { replies, logs }
}

#[test]
fn a_checkers_game_reads_in_english_spanish_and_french() {
    let english = play("en");
    let spanish = play("es");
    let french = play("fr");
    for (lang, game) in [("en", &english), ("es", &spanish), ("fr", &french)] {
        assert!(
            !game.logs.contains("messages Parlor could not write as it should"),
            "{lang}: a text showed a message id no language has:\n{}",
            game.logs
        );
        assert_eq!(game.replies.len(), english.replies.len(), "{lang}: the same replies");
    }

    // Every reply reads differently from its English counterpart: nothing
    // was left in English (each reply's text, in order, same script and seed).
    for (lang, game) in [("es", &spanish), ("fr", &french)] {
        for (theirs, ours) in game.replies.iter().zip(&english.replies) {
            assert_ne!(theirs["text"], ours["text"], "{lang}: this reply is still English");
        }
    }

    // The channel: the game's name, the seats and the flow in the server's language.
    let channel = [english.channel_texts(), spanish.channel_texts(), french.channel_texts()];
    for (text, words) in channel.iter().zip([
        ["Checkers", "Black", "resigned", "wins"],
        ["Damas", "Negras", "abandonó", "gana"],
        ["Dames", "Noir", "a abandonné", "gagne"],
    ]) {
        for word in words {
            assert!(text.contains(word), "{word:?} is not in\n{text}");
        }
    }
    for (lang, text) in [("es", &channel[1]), ("fr", &channel[2])] {
        for english_words in [
            "Checkers",
            " played ",
            "resigned",
            "your turn",
            "Game over",
            " wins",
            " vs ",
        ] {
            assert!(
                !text.contains(english_words),
                "{lang}: English {english_words:?} in\n{text}"
            );
        }
    }
    // Buttons under the channel's posts are in its language too.
    assert!(english.buttons().contains(&"Accept".to_string()));
    assert!(
        spanish.buttons().contains(&"Aceptar".to_string()),
        "{:?}",
        spanish.buttons()
    );
    assert!(
        french.buttons().contains(&"Accepter".to_string()),
        "{:?}",
        french.buttons()
    );

    // bob's own answers: the refusal, /moves and /rules, in his language.
    let bob = [
        english.texts_to("ephemeral:bob"),
        spanish.texts_to("ephemeral:bob"),
        french.texts_to("ephemeral:bob"),
    ];
    assert_eq!(bob[0][0], "The piece on 1 is Black's.");
    assert_eq!(bob[1][0], "La pieza de la casilla 1 es de Negras.");
    assert_eq!(bob[2][0], "La pièce de la case 1 appartient à Noir.");
    let rules = [bob[0].last().unwrap(), bob[1].last().unwrap(), bob[2].last().unwrap()];
    assert!(rules[0].contains("Capturing is compulsory"), "{}", rules[0]);
    assert!(rules[1].starts_with("Damas"), "{}", rules[1]);
    assert!(rules[2].starts_with("Dames"), "{}", rules[2]);
    for (a, b) in bob[0].iter().zip(&bob[1]).chain(bob[0].iter().zip(&bob[2])) {
        assert_ne!(a, b, "bob reads each answer in his language");
    }
}
