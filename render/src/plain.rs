//! The plain scene and diagram of a game that has no drawing of its own (the
//! test-only game): its public view as indented JSON, written on paper. A new
//! game is playable before it is drawn.

use crate::drawing::Drawing;
use crate::scene::{Role, Scene, Words};
use crate::style::{colour, Surface, TextStyle};
use crate::words::tr;
use parlor_games::i18n::Locale;
use parlor_games::AnyGame;

/// Text size and line height, in pixels.
const SIZE: f32 = 16.0;
const LINE: f32 = 22.0;
/// Margin around the text, in pixels.
const MARGIN: f32 = 16.0;

/// The drawing of any game without one of its own.
pub struct PlainDrawing;

impl Drawing for PlainDrawing {
    fn scene(&self, game: &AnyGame, _names: &[&str], locale: Locale) -> Scene {
        scene(game, locale)
    }

    fn diagram(&self, game: &AnyGame, _names: &[&str]) -> String {
        diagram(game)
    }
}

/// The public view as indented JSON.
pub fn diagram(game: &AnyGame) -> String {
    serde_json::to_string_pretty(&game.public_view()).expect("views serialise")
}

/// [`diagram`] written on paper, one line of text a line; its alt text is the
/// game's name and its view.
pub fn scene(game: &AnyGame, locale: Locale) -> Scene {
    let text = diagram(game);
    let style = TextStyle::regular(SIZE, colour::INK);
    let widest = text.lines().map(|l| style.width(l)).fold(0.0, f32::max);
    let width = (widest + 2.0 * MARGIN).ceil() as u32;
    let height = (text.lines().count() as f32 * LINE + 2.0 * MARGIN).ceil() as u32;
    let mut scene = Scene::on_paper(width, height, colour::PAPER);
    scene.role(Role::Words {
        words: Words::Status,
        seat: None,
    });
    for (i, line) in text.lines().enumerate() {
        scene.text(style, MARGIN, MARGIN + SIZE + i as f32 * LINE, line);
    }
    let view = serde_json::to_string(&game.public_view()).expect("views serialise");
    scene.say(format!("{}: {view}", tr(locale, &game.kind().title_msg())));
    scene
}
