//! Slash commands in the member's language: Discord shows a command's, an
//! option's and a choice's localised name and description to a member whose
//! client speaks that language, and sends the interaction with the English
//! (default) names, so nothing else changes.
//!
//! The texts are messages of `games/locales/<lang>/commands.ftl` (the
//! convention is written at the top of that file): a command, subcommand or
//! option is `cmd-` and its path joined by `-` (`cmd-play`, `cmd-chips-give`,
//! `cmd-chips-give-member`), its value the localised name and its attribute
//! `.description` the localised description; a choice is
//! `cmd-choice-<option>-<choice>`, except the choices of a `game` option, which
//! are the games' titles (`<game>-title`). The ids come from each command's
//! declaration (its path and options); the English name is the declared one,
//! and the English description is the catalog's too, so English is written
//! once. A language that lacks a message sends no localisation for it (Discord
//! then shows the English).

use super::data::{Data, Error};
use parlor_games::i18n::{self, Locale};
use std::borrow::Cow;

/// The languages commands are localised into (English is the default).
const LOCALISED: [Locale; 2] = [Locale::Es, Locale::Fr];

/// The message id of a command's (or an option's) path: `cmd-chips-give`.
pub(super) fn command_id(path: &[&str]) -> String {
    format!("cmd-{}", path.join("-"))
}

/// The message id of a choice's localised name: `cmd-choice-design-crown`, or
/// the game's title for the choices of a `game` option (`checkers-title`).
pub(super) fn choice_id(option: &str, choice: &str) -> String {
    if option == "game" {
        format!("{choice}-title")
    } else {
        format!("cmd-choice-{option}-{choice}")
    }
}

/// `(Discord locale, text)` pairs for every language that has the text.
fn localisations(text: impl Fn(Locale) -> Option<String>) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    let mut out = Vec::new();
    for locale in LOCALISED {
        if let Some(text) = text(locale).filter(|text| !text.trim().is_empty()) {
            for code in locale.discord_codes() {
                out.push((Cow::Borrowed(*code), Cow::Owned(text.clone())));
            }
        }
    }
    out
}

/// Fills the localised names and descriptions of `commands` (and their
/// subcommands, options and choices) from the catalog.
pub(super) fn localise(commands: &mut [poise::Command<Data, Error>]) {
    for command in commands {
        localise_command(command, &[]);
    }
}

fn localise_command(command: &mut poise::Command<Data, Error>, parent: &[&str]) {
    let name = command.name.to_string();
    let mut path = parent.to_vec();
    path.push(&name);
    let id = command_id(&path);
    command.description = i18n::attribute(Locale::En, &id, "description").map(Cow::Owned);
    command.name_localizations = localisations(|locale| i18n::lookup(locale, &id)).into();
    command.description_localizations = localisations(|locale| i18n::attribute(locale, &id, "description")).into();
    for parameter in &mut command.parameters {
        let option = parameter.name.to_string();
        let mut option_path = path.clone();
        option_path.push(&option);
        let id = command_id(&option_path);
        parameter.description = i18n::attribute(Locale::En, &id, "description").map(Cow::Owned);
        parameter.name_localizations = localisations(|locale| i18n::lookup(locale, &id)).into();
        parameter.description_localizations =
            localisations(|locale| i18n::attribute(locale, &id, "description")).into();
        for choice in parameter.choices.to_mut() {
            let id = choice_id(&option, &choice.name);
            choice.localizations = localisations(|locale| i18n::lookup(locale, &id)).into();
        }
    }
    for sub in &mut command.subcommands {
        localise_command(sub, &path);
    }
}

/// A suggestion of the `level` option (`easy`, `normal`, `hard`) as `locale`
/// shows it: the word itself in English, "difícil (hard)" in Spanish (the
/// value sent, and typed in `level:` options, stays the English word).
pub(super) fn level_label(locale: Locale, level: &str) -> String {
    i18n::lookup(locale, &choice_id("level", level)).unwrap_or_else(|| level.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Discord's rule for a command or option name (developer docs): 1–32
    /// characters, lowercase, letters (any script), digits, `-` and `_` (`'`
    /// too, which Parlor doesn't use).
    fn valid_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name.chars().all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && name.to_lowercase() == name
    }

    fn valid_description(text: &str) -> bool {
        (1..=100).contains(&text.chars().count()) && text.trim() == text
    }

    fn get<'a>(pairs: &'a [(Cow<'static, str>, Cow<'static, str>)], code: &str) -> Option<&'a str> {
        pairs.iter().find(|(c, _)| c == code).map(|(_, text)| text.as_ref())
    }

    /// Every problem with one level of siblings (top-level commands, a
    /// command's subcommands, or its options).
    struct Check {
        problems: Vec<String>,
    }

    impl Check {
        /// One name and description, with its localisations.
        fn item(
            &mut self,
            path: &str,
            name: &str,
            description: Option<&str>,
            names: &[(Cow<'static, str>, Cow<'static, str>)],
            descriptions: &[(Cow<'static, str>, Cow<'static, str>)],
        ) {
            if !valid_name(name) {
                self.problems
                    .push(format!("{path}: the English name {name:?} breaks Discord's rule"));
            }
            if !description.is_some_and(valid_description) {
                self.problems.push(format!(
                    "{path}: the English description {description:?} is not 1–100 characters"
                ));
            }
            for locale in LOCALISED {
                for code in locale.discord_codes() {
                    match get(names, code) {
                        Some(name) if valid_name(name) => {}
                        Some(name) => self
                            .problems
                            .push(format!("{path}: the {code} name {name:?} breaks Discord's rule")),
                        None => self.problems.push(format!("{path}: no {code} name")),
                    }
                    match get(descriptions, code) {
                        Some(text) if valid_description(text) => {}
                        Some(text) => self.problems.push(format!(
                            "{path}: the {code} description is not 1–100 characters ({}): {text:?}",
                            text.chars().count()
                        )),
                        None => self.problems.push(format!("{path}: no {code} description")),
                    }
                }
            }
        }

        /// Names must be unique among siblings in every language.
        fn unique<'a>(
            &mut self,
            path: &str,
            siblings: impl Iterator<Item = (&'a str, &'a [(Cow<'static, str>, Cow<'static, str>)])> + Clone,
        ) {
            let mut codes = vec![None];
            codes.extend(LOCALISED.iter().flat_map(|l| l.discord_codes()).map(|c| Some(*c)));
            for code in codes {
                let mut seen = BTreeSet::new();
                for (name, names) in siblings.clone() {
                    let shown = match code {
                        None => name,
                        Some(code) => get(names, code).unwrap_or(name),
                    };
                    if !seen.insert(shown.to_string()) {
                        self.problems.push(format!(
                            "{path}: two siblings are named {shown:?} in {}",
                            code.unwrap_or("English")
                        ));
                    }
                }
            }
        }

        fn command(&mut self, command: &poise::Command<Data, Error>, parent: &str) {
            let path = if parent.is_empty() {
                format!("/{}", command.name)
            } else {
                format!("{parent} {}", command.name)
            };
            self.item(
                &path,
                &command.name,
                command.description.as_deref(),
                &command.name_localizations,
                &command.description_localizations,
            );
            self.unique(
                &path,
                command
                    .parameters
                    .iter()
                    .map(|p| (p.name.as_ref(), p.name_localizations.as_ref())),
            );
            self.unique(
                &path,
                command
                    .subcommands
                    .iter()
                    .map(|c| (c.name.as_ref(), c.name_localizations.as_ref())),
            );
            for parameter in &command.parameters {
                let option = format!("{path} {}", parameter.name);
                self.item(
                    &option,
                    &parameter.name,
                    parameter.description.as_deref(),
                    &parameter.name_localizations,
                    &parameter.description_localizations,
                );
                for choice in parameter.choices.iter() {
                    // A game's title comes from games.ftl: checked once it is there.
                    let id = choice_id(&parameter.name, &choice.name);
                    if i18n::lookup(Locale::En, &id).is_none() && parameter.name == "game" {
                        continue;
                    }
                    for locale in LOCALISED {
                        for code in locale.discord_codes() {
                            match get(&choice.localizations, code) {
                                Some(name) if (1..=100).contains(&name.chars().count()) => {}
                                other => self.problems.push(format!(
                                    "{option}: the choice {} has no good {code} name: {other:?}",
                                    choice.name
                                )),
                            }
                        }
                    }
                }
            }
            for sub in &command.subcommands {
                self.command(sub, &path);
            }
        }
    }

    #[test]
    fn every_command_option_and_choice_is_localised_within_discords_rules() {
        let commands = super::super::commands::all();
        let mut check = Check { problems: Vec::new() };
        check.unique(
            "the commands",
            commands
                .iter()
                .map(|c| (c.name.as_ref(), c.name_localizations.as_ref())),
        );
        for command in &commands {
            check.command(command, "");
        }
        assert!(check.problems.is_empty(), "{:#?}", check.problems);
    }

    /// The English catalog holds the names and descriptions the code
    /// registers, so every language of commands.ftl is checked alike.
    #[test]
    fn the_english_catalog_is_what_the_code_registers() {
        fn walk(command: &poise::Command<Data, Error>, parent: &[&str], problems: &mut Vec<String>) {
            let mut path = parent.to_vec();
            path.push(&command.name);
            let id = command_id(&path);
            fn compare(id: &str, name: &str, description: Option<&str>, problems: &mut Vec<String>) {
                let english = i18n::lookup(Locale::En, id);
                if english.as_deref() != Some(name) {
                    problems.push(format!("{id}: the catalog says {english:?}, the code {name:?}"));
                }
                let english = i18n::attribute(Locale::En, id, "description");
                if english.as_deref() != description {
                    problems.push(format!(
                        "{id}.description: the catalog says {english:?}, the code {description:?}"
                    ));
                }
            }
            compare(&id, &command.name, command.description.as_deref(), problems);
            for parameter in &command.parameters {
                let mut option = path.clone();
                option.push(&parameter.name);
                compare(
                    &command_id(&option),
                    &parameter.name,
                    parameter.description.as_deref(),
                    problems,
                );
                for choice in parameter.choices.iter() {
                    if parameter.name == "game" {
                        continue;
                    }
                    let id = choice_id(&parameter.name, &choice.name);
                    let english = i18n::lookup(Locale::En, &id);
                    if english.as_deref() != Some(choice.name.as_ref()) {
                        problems.push(format!(
                            "{id}: the catalog says {english:?}, the code {:?}",
                            choice.name
                        ));
                    }
                }
            }
            for sub in &command.subcommands {
                walk(sub, &path, problems);
            }
        }
        let mut problems = Vec::new();
        for command in &super::super::commands::all() {
            walk(command, &[], &mut problems);
        }
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn play_is_jugar_and_jouer_with_its_options() {
        let commands = super::super::commands::all();
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        assert_eq!(get(&play.name_localizations, "es-ES"), Some("jugar"));
        assert_eq!(get(&play.name_localizations, "es-419"), Some("jugar"));
        assert_eq!(get(&play.name_localizations, "fr"), Some("jouer"));
        assert_eq!(get(&play.name_localizations, "en-US"), None, "English is the default");
        let game = &play.parameters[0];
        assert_eq!(get(&game.name_localizations, "fr"), Some("jeu"));
        let bet = commands.iter().find(|c| c.name == "bet").unwrap();
        let crown = &bet.parameters[0].choices[0];
        assert_eq!(crown.name, "crown");
        assert_eq!(get(&crown.localizations, "es-419"), Some("corona"));
        assert_eq!(get(&crown.localizations, "fr"), Some("couronne"));
    }

    #[test]
    fn levels_show_in_the_members_language_with_the_word_to_type() {
        assert_eq!(level_label(Locale::En, "hard"), "hard");
        assert_eq!(level_label(Locale::Es, "hard"), "difícil (hard)");
        assert_eq!(level_label(Locale::Fr, "easy"), "facile (easy)");
        assert_eq!(level_label(Locale::Fr, "normal"), "normal");
    }
}
