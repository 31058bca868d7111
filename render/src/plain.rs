//! The plain picture and diagram of a game that has no drawing of its own (the
//! test-only game): its public view as indented JSON, written on paper. A new
//! game is playable before it is drawn.

use crate::encode::encode_rgb;
use crate::style::{colour, Surface, TextStyle};
use image::RgbImage;
use parlor_games::AnyGame;

/// Text size and line height, in pixels.
const SIZE: f32 = 16.0;
const LINE: f32 = 22.0;
/// Margin around the text, in pixels.
const MARGIN: f32 = 16.0;

/// The public view as indented JSON.
pub fn diagram(game: &AnyGame) -> String {
    serde_json::to_string_pretty(&game.public_view()).expect("views serialise")
}

/// [`diagram`] drawn as a PNG.
pub fn picture(game: &AnyGame) -> Vec<u8> {
    let text = diagram(game);
    let style = TextStyle::regular(SIZE, colour::INK);
    let widest = text.lines().map(|l| style.width(l)).fold(0.0, f32::max);
    let width = (widest + 2.0 * MARGIN).ceil() as u32;
    let height = (text.lines().count() as f32 * LINE + 2.0 * MARGIN).ceil() as u32;
    let mut canvas = RgbImage::from_pixel(width, height, colour::PAPER);
    for (i, line) in text.lines().enumerate() {
        canvas.text(style, MARGIN, MARGIN + SIZE + i as f32 * LINE, line);
    }
    encode_rgb(&canvas)
}

/// What a screen reader says for the plain picture: the game and its view.
pub fn alt_text(game: &AnyGame) -> String {
    let view = serde_json::to_string(&game.public_view()).expect("views serialise");
    format!("{}: {view}", crate::header::tr(&game.kind().title_msg()))
}
