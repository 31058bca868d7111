//! The header every picture opens with: on the first line the seat whose turn
//! it is (or the winner) by name and colour, what they are to do, and the game's
//! name at the right; on the second, every player by name beside their colour,
//! the one to act in bold.
//!
//! Names come from the table (`names[seat]`); a seat without one is called by
//! its colour alone.

use crate::scene::{Role, Scene, Symbol};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use parlor_games::Seat;

/// The margin around every picture.
pub const MARGIN: i32 = 14;
/// The header's height below the top margin: where the board starts.
pub const HEIGHT: i32 = 66;
/// The first line's baseline.
const HEADLINE: f32 = (MARGIN + 26) as f32;
/// The second line's baseline.
pub const SECOND_LINE: f32 = (MARGIN + 56) as f32;
/// The room the game's name takes at the right of the first line.
const TITLE_ROOM: f32 = 150.0;

/// A seat's name at the table, if it has one worth writing.
pub fn name<'a>(names: &[&'a str], seat: Seat) -> Option<&'a str> {
    names.get(seat.index()).map(|n| n.trim()).filter(|n| !n.is_empty())
}

/// "Ann (Red)", or "Red" for a seat without a name (or named after its colour).
pub fn label(names: &[&str], seat: Seat, colour_name: &str) -> String {
    match name(names, seat) {
        Some(name) if !name.eq_ignore_ascii_case(colour_name) => format!("{name} ({colour_name})"),
        _ => colour_name.to_owned(),
    }
}

/// "Ann", or "Red" for a seat without a name.
pub fn short(names: &[&str], seat: Seat, colour_name: &str) -> String {
    name(names, seat).unwrap_or(colour_name).to_owned()
}

/// One player on the header's second line.
pub struct Player {
    /// Their seat.
    pub seat: Seat,
    /// A small disc or piece in their colour, about 22 px across.
    pub chip: &'static Symbol,
    /// Their label ([`label`]).
    pub label: String,
    /// They are to act: written in bold.
    pub to_act: bool,
}

/// What the first line says.
pub struct Headline {
    /// The seat the line is about, if any.
    pub seat: Option<Seat>,
    /// The piece of the seat the line is about, if any.
    pub chip: Option<&'static Symbol>,
    /// "Ann (Red) to move", "Bob (Black) wins".
    pub text: String,
    /// What they are to do or how it ended, in fainter ink after a dash.
    pub note: String,
}

/// The header of a game of two seats (`chips[0]` the first seat's): the
/// headline about `seat` with its chip, `text` and `note`, and both players
/// by their `labels`, the one `to_act` in bold.
pub fn draw_two(
    scene: &mut Scene,
    width: u32,
    chips: &'static [Symbol; 2],
    (seat, text, note): (Option<Seat>, String, String),
    labels: [String; 2],
    to_act: Option<Seat>,
) {
    let headline = Headline {
        seat,
        chip: seat.map(|s| &chips[s.index().min(1)]),
        text,
        note,
    };
    let players: Vec<Player> = [Seat::FIRST, Seat::SECOND]
        .into_iter()
        .zip(labels)
        .map(|(seat, label)| Player {
            seat,
            chip: &chips[seat.index()],
            label,
            to_act: to_act == Some(seat),
        })
        .collect();
    draw(scene, width, &headline, &players);
}

/// The alt text's first sentence: `opening` (the game, its players and the
/// headline), then the headline's note after a comma, and a full stop.
pub fn sentence(mut opening: String, note: &str) -> String {
    if !note.is_empty() {
        opening.push_str(", ");
        opening.push_str(note);
    }
    opening.push('.');
    opening
}

/// The game's name at the right of the first line: drawn into the background.
pub fn draw_title(surface: &mut impl Surface, width: u32, title: &str) {
    let style = TextStyle::bold(16.0, colour::FADED_INK).right();
    surface.role(Role::Title);
    surface.text(style, (width as i32 - MARGIN) as f32, HEADLINE - 2.0, title);
    surface.role(Role::Decoration);
}

/// Draws the header's two lines on a scene `width` pixels wide.
pub fn draw(surface: &mut Scene, width: u32, headline: &Headline, players: &[Player]) {
    let big = TextStyle::bold(24.0, colour::INK);
    let mut x = MARGIN as f32;
    surface.role(Role::Headline { seat: headline.seat });
    if let Some(chip) = &headline.chip {
        surface.place_centred(chip, x + 13.0, HEADLINE - 8.0);
        x += 32.0;
    }
    let room = width as f32 - MARGIN as f32 - TITLE_ROOM - x;
    let text = style::fit(big, &headline.text, room);
    let end = surface.text_for(big, x, HEADLINE, &text, &headline.text);
    if !headline.note.is_empty() {
        let small = TextStyle::regular(17.0, colour::FADED_INK);
        let note = style::fit(
            small,
            &format!("— {}", headline.note),
            width as f32 - TITLE_ROOM - end - 10.0,
        );
        if note != "…" {
            surface.role(Role::Note);
            surface.text_for(small, end + 10.0, HEADLINE, &note, &headline.note);
        }
    }
    draw_players(surface, width, players);
    surface.role(Role::Decoration);
}

/// The second line: each player's chip and label, shrinking the labels to fit.
fn draw_players(surface: &mut Scene, width: u32, players: &[Player]) {
    if players.is_empty() {
        return;
    }
    let (regular, bold) = (
        TextStyle::regular(17.0, colour::INK),
        TextStyle::bold(17.0, colour::INK),
    );
    let room = (width as f32 - 2.0 * MARGIN as f32) / players.len() as f32 - 34.0;
    let mut x = MARGIN as f32;
    for player in players {
        let style = if player.to_act { bold } else { regular };
        surface.role(Role::Player {
            seat: player.seat,
            to_act: player.to_act,
        });
        surface.place_centred(player.chip, x + 11.0, SECOND_LINE - 6.0);
        let text = style::fit(style, &player.label, room);
        let end = surface.text_for(style, x + 26.0, SECOND_LINE, &text, &player.label);
        if player.to_act {
            let bar = RoundRect::from_corner(x + 26.0, SECOND_LINE + 4.0, end - x - 26.0, 3.0, 1.5);
            surface.fill_round_rect(bar, colour::TURN, 1.0);
        }
        x = end + 26.0;
    }
}

/// The symbol `name`: a plain disc of `face` with a rim of `edge`, `size`
/// pixels across, for the header's chips.
pub fn chip(name: &str, size: u32, face: image::Rgb<u8>, edge: image::Rgb<u8>) -> Symbol {
    let mut scene = Scene::new(size, size);
    let c = size as f32 / 2.0;
    let disc = RoundRect::circle(c, c, c - 1.0);
    scene.fill_round_rect(disc, edge, 1.0);
    scene.fill_round_rect(disc.grow(-2.0), face, 1.0);
    Symbol::new(name, scene)
}
