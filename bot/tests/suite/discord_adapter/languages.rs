//! Languages over the fake Discord: the commands registered with their Spanish
//! and French names and descriptions, and the adapter's own lines in the
//! member's language (their client's `locale`).

use super::*;

/// Discord's locale codes Parlor localises commands into.
const CODES: [&str; 3] = ["es-ES", "es-419", "fr"];

/// The registered command named `name`.
fn command<'a>(registered: &'a Value, name: &str) -> &'a Value {
    registered
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("/{name} is registered"))
}

/// The localisation of `field` (`name_localizations`, …) of `item` in `code`.
fn local<'a>(item: &'a Value, field: &str, code: &str) -> &'a str {
    item[field][code]
        .as_str()
        .unwrap_or_else(|| panic!("{field} has {code}: {item:#}"))
}

/// Every localised name and description of a command, its subcommands and
/// options, checked against Discord's rules; the problems found.
fn check_localisations(path: &str, item: &Value, problems: &mut Vec<String>) {
    let valid_name = |name: &str| {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && name.to_lowercase() == name
    };
    for code in CODES {
        match item["name_localizations"][code].as_str() {
            Some(name) if valid_name(name) => {}
            other => problems.push(format!("{path}: {code} name {other:?}")),
        }
        match item["description_localizations"][code].as_str() {
            Some(text) if (1..=100).contains(&text.chars().count()) => {}
            other => problems.push(format!("{path}: {code} description {other:?}")),
        }
    }
    for option in item["options"].as_array().into_iter().flatten() {
        let name = option["name"].as_str().unwrap_or_default();
        check_localisations(&format!("{path} {name}"), option, problems);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_with_spanish_and_french_names_and_descriptions() {
    let bot = connect(None).await;
    let registered = bot.registered.json().unwrap();

    let play = command(&registered, "play");
    assert_eq!(play["name"], "play", "English stays the default name");
    for (code, name) in [("es-ES", "jugar"), ("es-419", "jugar"), ("fr", "jouer")] {
        assert_eq!(local(play, "name_localizations", code), name);
    }
    assert!(
        play["name_localizations"]["en-US"].is_null(),
        "English is the default: {play:#}"
    );
    assert_eq!(
        local(play, "description_localizations", "fr"),
        "Défie un membre (ou n'importe qui) à une partie dans ce salon."
    );
    let options: Vec<(&str, &str, &str)> = play["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| {
            (
                o["name"].as_str().unwrap(),
                local(o, "name_localizations", "es-419"),
                local(o, "name_localizations", "fr"),
            )
        })
        .collect();
    assert_eq!(
        options,
        [
            ("game", "juego", "jeu"),
            ("opponent", "rival", "adversaire"),
            ("options", "opciones", "options")
        ]
    );
    for option in play["options"].as_array().unwrap() {
        for code in CODES {
            assert!(
                !local(option, "description_localizations", code).is_empty(),
                "{code} describes {option:#}"
            );
        }
    }

    // Choices carry their localised names; their values stay the indexes.
    let design = &command(&registered, "bet")["options"][0];
    let crown = &design["choices"][0];
    assert_eq!(
        (crown["name"].as_str(), crown["value"].as_i64()),
        (Some("crown"), Some(0))
    );
    assert_eq!(local(crown, "name_localizations", "es-ES"), "corona");
    assert_eq!(local(crown, "name_localizations", "fr"), "couronne");

    // Subcommands and groups too: /chips house fund amount.
    let chips = command(&registered, "chips");
    assert_eq!(local(chips, "name_localizations", "fr"), "jetons");
    let house = chips["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "house")
        .unwrap();
    assert_eq!(local(house, "name_localizations", "es-ES"), "banca");
    let fund = &house["options"][0];
    assert_eq!(fund["name"], "fund");
    assert_eq!(local(&fund["options"][0], "name_localizations", "fr"), "montant");

    let mut problems = Vec::new();
    for command in registered.as_array().unwrap() {
        let name = command["name"].as_str().unwrap_or_default();
        check_localisations(&format!("/{name}"), command, &mut problems);
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// `payload` as sent by a member whose Discord speaks `locale`.
fn in_locale(mut payload: Value, locale: &str) -> Value {
    payload["locale"] = serde_json::json!(locale);
    payload
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn level_suggestions_show_in_the_members_language_and_send_the_english_word() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let alice = alice();
    fake.add_member(&alice);
    let suggestions = |answer: &Value| -> Vec<(String, String)> {
        assert_eq!(answer["type"], 8, "autocomplete is answered with choices: {answer:#}");
        answer["data"]["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                (
                    c["name"].as_str().unwrap().to_string(),
                    c["value"].as_str().unwrap().to_string(),
                )
            })
            .collect()
    };
    let (_, callback) = fake
        .interact(in_locale(fake.autocomplete(&alice, "add-parlor", "level", ""), "es-ES"))
        .await;
    assert_eq!(
        suggestions(&response(&callback)),
        [
            ("fácil (easy)".to_string(), "easy".to_string()),
            ("normal".to_string(), "normal".to_string()),
            ("difícil (hard)".to_string(), "hard".to_string())
        ]
    );
    let (_, callback) = fake
        .interact(in_locale(
            fake.autocomplete(&alice, "add-parlor", "level", "diff"),
            "fr",
        ))
        .await;
    assert_eq!(
        suggestions(&response(&callback)),
        [("difficile (hard)".to_string(), "hard".to_string())],
        "the French word is matched too"
    );
    let (_, callback) = fake
        .interact(fake.autocomplete(&alice, "add-parlor", "level", "ha"))
        .await;
    assert_eq!(
        suggestions(&response(&callback)),
        [("hard".to_string(), "hard".to_string())],
        "English as before"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_adapters_own_line_is_in_the_members_language() {
    let bot = connect(None).await;
    let fake = &bot.fake;
    let alice = alice();
    fake.add_member(&alice);
    // A user select menu: a control the table never sends.
    let foreign = |locale: &str| {
        let message = fake.bot_message("A menu.", serde_json::json!([]));
        let mut payload = fake.select(&alice, message, "someone-else", &[]);
        payload["data"] = serde_json::json!({"custom_id": "someone-else", "component_type": 5, "values": ["101"]});
        in_locale(payload, locale)
    };
    for (locale, line) in [
        ("fr", "Ce bouton ou ce menu ne vient pas de moi."),
        ("es-419", "Ese botón o menú no es mío."),
        ("en-US", "That control is not one of mine."),
        ("de", "That control is not one of mine."),
    ] {
        let (_, callback) = fake.interact(foreign(locale)).await;
        let note = response(&callback);
        assert!(is_ephemeral(&note["data"]), "{note:#}");
        assert_eq!(note["data"]["content"], line, "in {locale}");
    }
}
