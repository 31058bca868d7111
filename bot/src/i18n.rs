//! The bot's words: the table's, Discord's and local mode's messages
//! (`bot/locales/<lang>/*.ftl`), handed to the one catalogue every crate
//! writes from (`parlor_games::i18n`), and the one function that renders them.

use parlor_games::i18n::{Locale, Msg};

parlor_games::catalog_files!(
    "bot",
    [
        "table",
        "social",
        "chips",
        "settings",
        "commands",
        "tournament",
        "ranks",
        "seasons",
        "badges",
        "web",
        "puzzle",
        "review"
    ]
);

// `/echo`'s words, only in the build that declares it (the tests').
#[cfg(feature = "test-command")]
parlor_games::catalog_files!("bot test command", ["test-command"]);

/// `msg` in `locale`.
pub fn tr(locale: Locale, msg: &Msg) -> String {
    parlor_games::i18n::tr(locale, msg)
}

#[cfg(test)]
mod tests {
    use parlor_games::i18n::Files;

    #[test]
    fn every_message_of_the_bot_is_in_every_language_with_the_same_placeholders() {
        for name in ["bot", "bot test command"] {
            let files = Files::named(name).unwrap_or_else(|| panic!("the {name} files are handed in"));
            assert!(!files.ids().is_empty(), "{name}: the English files are read");
            let problems = files.check();
            assert!(problems.is_empty(), "{problems:#?}");
        }
        // Every crate's files make one catalogue: no id is defined twice.
        let everything = parlor_games::i18n::Catalog::new(Files::all());
        assert!(everything
            .lookup(parlor_games::i18n::Locale::Es, "table-no-game")
            .is_some());
    }
}
