//! The catalogue: every crate's message files (`.ftl`, one folder per
//! language) in every language, built into Fluent bundles ([`fluent_bundle`])
//! once. Each crate owns its files and hands them in with [`catalog_files!`]:
//! `games` the engines' words, `render` the pictures', the bot the table's,
//! Discord's and local mode's. A [`Msg`] is written from all of them, so any
//! crate's message may name another's (the bot's messages name the games'
//! titles), and an id two crates define is refused when the catalogue is built.
//!
//! Rendering is plain Fluent with Unicode isolation marks off (Discord shows
//! them as boxes on some phones). What Fluent can't do is noted, never hidden:
//! an id no language has is shown as itself, and a message Fluent can't fill
//! (a placeholder the code doesn't give) is shown as Fluent writes it; both are
//! logged and kept for [`problems`], which local mode prints and the tests
//! check is empty.

use super::{Arg, Locale, Msg};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentMessage, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};
use std::sync::{LazyLock, Mutex, PoisonError};

type Bundle = FluentBundle<FluentResource>;

/// One crate's message files, by language (English, Spanish, French), handed
/// in with [`catalog_files!`].
pub struct Files {
    /// Whose files: the crate (and, for files only a feature has, the feature).
    pub name: &'static str,
    /// Each language's files' text, English first.
    pub sources: [&'static [&'static str]; 3],
}

inventory::collect!(Files);

impl Files {
    /// The files of `locale`.
    pub fn of(&self, locale: Locale) -> &'static [&'static str] {
        self.sources[locale as usize]
    }

    /// Every crate's files this program was built with, each once. (A test
    /// binary may link two builds of one crate, its own and the one its
    /// dev-dependencies name, each handing in the same files.)
    pub fn all() -> impl Iterator<Item = &'static Files> {
        let mut seen: Vec<&str> = Vec::new();
        inventory::iter::<Files>.into_iter().filter(move |files| {
            let new = !seen.contains(&files.name);
            seen.push(files.name);
            new
        })
    }

    /// The files handed in as `name`.
    pub fn named(name: &str) -> Option<&'static Files> {
        Files::all().find(|f| f.name == name)
    }

    /// Every id these files define (in English).
    pub fn ids(&self) -> BTreeSet<String> {
        variables(self.of(Locale::En)).into_keys().collect()
    }

    /// What is wrong with these files: an id missing from a language (or only
    /// in one), or another set of placeholders than English's. Empty when all
    /// is well; each crate's catalogue test asserts so.
    pub fn check(&self) -> Vec<String> {
        let mut problems = Vec::new();
        let english = variables(self.of(Locale::En));
        for locale in [Locale::Es, Locale::Fr] {
            let other = variables(self.of(locale));
            for id in english.keys().filter(|id| !other.contains_key(*id)) {
                problems.push(format!("{}: {locale} lacks {id}", self.name));
            }
            for id in other.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{}: {locale} has {id}, which English hasn't", self.name));
            }
            for (id, vars) in &english {
                if other.get(id).is_some_and(|theirs| theirs != vars) {
                    problems.push(format!(
                        "{}: {locale}'s {id} has other placeholders than English",
                        self.name
                    ));
                }
            }
        }
        problems
    }
}

/// Hands a crate's message files to the catalogue: `catalog_files!("render",
/// ["pictures", "pictures-line"])` reads `locales/<lang>/pictures.ftl` and
/// `…/pictures-line.ftl` of the crate it is written in, for every language.
#[macro_export]
macro_rules! catalog_files {
    ($name:literal, [$($file:literal),* $(,)?]) => {
        $crate::i18n::inventory::submit! {
            $crate::i18n::Files {
                name: $name,
                sources: [
                    &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/", $file, ".ftl"))),*],
                    &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/es/", $file, ".ftl"))),*],
                    &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/", $file, ".ftl"))),*],
                ],
            }
        }
    };
}

crate::catalog_files!(
    "games",
    [
        "common",
        "games",
        "checkers",
        "line",
        "crown-and-anchor",
        "trespass",
        "hot-spot",
        "number-one",
        "acey-ducey",
    ]
);

/// Every crate's messages this program was built with.
pub static CATALOG: LazyLock<Catalog> = LazyLock::new(|| Catalog::new(Files::all()));

/// Messages in every language, from any number of crates' files.
pub struct Catalog {
    bundles: [Bundle; 3],
}

impl Catalog {
    /// The catalogue of `files`.
    ///
    /// # Panics
    ///
    /// When a file does not parse, or a message is defined twice (in one
    /// crate's files or in two crates'): the files ship with the crates, and
    /// every crate's catalogue test builds the catalogue.
    pub fn new<'a>(files: impl IntoIterator<Item = &'a Files>) -> Catalog {
        let files: Vec<&Files> = files.into_iter().collect();
        let bundles = Locale::ALL.map(|locale| bundle(locale, &files));
        Catalog { bundles }
    }

    /// `msg` in `locale`. A message missing from a language falls back to
    /// English, and one missing everywhere shows its id (noted in [`problems`]).
    pub fn tr(&self, locale: Locale, msg: &Msg) -> String {
        let mut out = String::new();
        self.write(locale, msg, &mut out);
        out
    }

    /// Message `id` of `locale` alone, without arguments or a fall-back to
    /// English: `None` when that language lacks it (slash-command localisations,
    /// which Discord must not be sent in English under another language's code).
    pub fn lookup(&self, locale: Locale, id: &str) -> Option<String> {
        let (bundle, message) = self.find(locale, id)?;
        let mut errors = Vec::new();
        Some(bundle.format_pattern(message.value()?, None, &mut errors).into_owned())
    }

    /// Attribute `attribute` of message `id` in `locale` (`cmd-play`
    /// `.description`), without a fall-back: `None` when that language lacks it.
    pub fn attribute(&self, locale: Locale, id: &str, attribute: &str) -> Option<String> {
        let (bundle, message) = self.find(locale, id)?;
        let pattern = message.get_attribute(attribute)?.value();
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, None, &mut errors).into_owned())
    }

    /// The message `id` in `locale`, and the bundle that holds it.
    fn find(&self, locale: Locale, id: &str) -> Option<(&Bundle, FluentMessage<'_>)> {
        let bundle = &self.bundles[locale as usize];
        Some((bundle, bundle.get_message(id)?))
    }

    fn write(&self, locale: Locale, msg: &Msg, out: &mut String) {
        match msg {
            Msg::Raw(text) => out.push_str(text),
            Msg::Join(pieces, separator) => {
                for (i, piece) in pieces.iter().enumerate() {
                    if i > 0 {
                        out.push_str(separator);
                    }
                    self.write(locale, piece, out);
                }
            }
            Msg::Or(pieces) => self.list(locale, pieces, "list-or", out),
            Msg::And(pieces) => self.list(locale, pieces, "list-and", out),
            Msg::Key { id, args } => out.push_str(&self.message(locale, id, args)),
        }
    }

    /// "a", "a or b", "a, b or c": the last two joined by the language's word.
    fn list(&self, locale: Locale, pieces: &[Msg], id: &str, out: &mut String) {
        match pieces {
            [] => {}
            [one] => self.write(locale, one, out),
            [rest @ .., last] => {
                let head: Vec<String> = rest.iter().map(|piece| self.tr(locale, piece)).collect();
                let joined = self.message(
                    locale,
                    id,
                    &[
                        ("first", Arg::Text(head.join(", "))),
                        ("last", Arg::Text(self.tr(locale, last))),
                    ],
                );
                out.push_str(&joined);
            }
        }
    }

    fn message(&self, locale: Locale, id: &str, args: &[(&'static str, Arg)]) -> String {
        let found = [locale, Locale::En]
            .into_iter()
            .find_map(|l| Some((l, self.find(l, id)?)))
            .and_then(|(l, (bundle, message))| Some((l, bundle, message.value()?)));
        let Some((used, bundle, pattern)) = found else {
            note(&MISSING, id.to_string());
            return id.to_string();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            let value = match value {
                Arg::Text(text) => FluentValue::from(text.as_str()),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Grouped(n) => FluentValue::from(super::grouped(used, *n)),
                Arg::Msg(inner) => FluentValue::from(self.tr(used, inner)),
            };
            fluent_args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned();
        if !errors.is_empty() {
            let problem = format!("{id} ({used}): {errors:?}");
            tracing::warn!("a message could not be written as it should: {problem}");
            note(&UNFORMATTED, problem);
        }
        text
    }
}

fn bundle(locale: Locale, files: &[&Files]) -> Bundle {
    let langid: unic_langid::LanguageIdentifier = locale.code().parse().expect("a language code");
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(false);
    for files in files {
        for source in files.of(locale) {
            let resource = FluentResource::try_new((*source).to_string()).unwrap_or_else(|(_, errors)| {
                panic!(
                    "a message file of {} in {locale} does not parse: {errors:?}",
                    files.name
                )
            });
            bundle.add_resource(resource).unwrap_or_else(|errors| {
                panic!("a message of {} in {locale} is defined twice: {errors:?}", files.name)
            });
        }
    }
    bundle
}

/// Every message id of `sources` with the variables it uses.
fn variables(sources: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let mut out = BTreeMap::new();
    for source in sources {
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|(resource, _)| resource);
        for entry in resource.body {
            if let ast::Entry::Message(message) = entry {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_vars(value, &mut vars);
                }
                for attribute in &message.attributes {
                    pattern_vars(&attribute.value, &mut vars);
                }
                out.insert(message.id.name.to_string(), vars);
            }
        }
    }
    out
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
        }
        _ => {}
    }
}

/// The placeholders message `id` uses in English (its value, variants and
/// attributes), in whichever crate's files define it: `None` for an id none
/// has.
pub fn placeholders(id: &str) -> Option<BTreeSet<String>> {
    Files::all().find_map(|files| variables(files.of(Locale::En)).remove(id))
}

/// Ids asked for that no language has (a typo, or a game's `<game>-title`
/// never written), as they were shown.
static MISSING: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Messages Fluent could not fill as written (a placeholder the code didn't
/// give), with Fluent's errors.
static UNFORMATTED: Mutex<Vec<String>> = Mutex::new(Vec::new());

fn note(list: &Mutex<Vec<String>>, problem: String) {
    let mut list = list.lock().unwrap_or_else(PoisonError::into_inner);
    if !list.contains(&problem) {
        list.push(problem);
    }
}

/// Everything this process could not write as it should so far: ids no
/// language has, and messages Fluent could not fill. Local mode prints them
/// when it ends, and the tests that play in every language check there are
/// none.
pub fn problems() -> Vec<String> {
    let missing = MISSING.lock().unwrap_or_else(PoisonError::into_inner);
    let unformatted = UNFORMATTED.lock().unwrap_or_else(PoisonError::into_inner);
    missing
        .iter()
        .map(|id| format!("no language has {id}"))
        .chain(unformatted.iter().cloned())
        .collect()
}
