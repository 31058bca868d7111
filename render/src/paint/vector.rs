//! The SVG painter: a scene as an SVG document, written with quick-xml (which
//! escapes every text and attribute value).
//!
//! The document is the scene's size; its accessible name is the scene's alt
//! text (`aria-label` and `<title>`). Symbols are `<symbol>`s in `<defs>`,
//! placed with `<use>`; the background layer is a group of its own (`<g
//! class="background">`, the same for every picture of a layout, so a page can
//! cache it); each item with a role carries it as its class (`piece king`,
//! `mark last-move`) and its place and seat as `data-at` and `data-seat`. Text
//! is `<text>` in DejaVu Sans, the font the PNGs are drawn in.

use crate::scene::{Entry, Ink, Item, Mark, Piece, Place, Role, Scene, Shape, Text, Words};
use crate::style::Align;
use quick_xml::events::BytesText;
use quick_xml::Writer;
use std::io;

/// The fonts a page should offer, in order: the PNGs' own first.
const FONTS: &str = "DejaVu Sans, Verdana, sans-serif";

/// `scene` as an SVG document.
pub fn svg(scene: &Scene) -> String {
    let alt = clean(&scene.alt_text());
    let mut writer = Writer::new(Vec::with_capacity(32 * 1024));
    let (w, h) = (scene.width.to_string(), scene.height.to_string());
    let view_box = format!("0 0 {w} {h}");
    writer
        .create_element("svg")
        .with_attributes([
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("width", w.as_str()),
            ("height", h.as_str()),
            ("viewBox", view_box.as_str()),
            ("role", "img"),
            ("aria-label", alt.as_str()),
            ("font-family", FONTS),
        ])
        .write_inner_content(|w| {
            w.create_element("title").write_text_content(BytesText::new(&alt))?;
            let symbols = scene.symbols();
            if !symbols.is_empty() {
                w.create_element("defs").write_inner_content(|w| {
                    for symbol in symbols {
                        let size = symbol.scene.width.to_string();
                        let height = symbol.scene.height.to_string();
                        let view_box = format!("0 0 {size} {height}");
                        w.create_element("symbol")
                            .with_attributes([
                                ("id", symbol.name.as_str()),
                                ("viewBox", view_box.as_str()),
                                ("width", size.as_str()),
                                ("height", height.as_str()),
                            ])
                            .write_inner_content(|w| items(w, &symbol.scene.items))?;
                    }
                    Ok(())
                })?;
            }
            if let Some(paper) = scene.paper {
                paper_rect(w, scene.width, scene.height, paper)?;
            }
            if let Some(layer) = scene.background {
                w.create_element("g")
                    .with_attributes([("class", "background"), ("data-layer", layer.name.as_str())])
                    .write_inner_content(|w| {
                        if let Some(paper) = layer.scene.paper {
                            paper_rect(w, layer.scene.width, layer.scene.height, paper)?;
                        }
                        items(w, &layer.scene.items)
                    })?;
            }
            items(w, &scene.items)
        })
        .expect("writing to memory");
    String::from_utf8(writer.into_inner()).expect("quick-xml writes UTF-8")
}

fn paper_rect(w: &mut Writer<Vec<u8>>, width: u32, height: u32, paper: image::Rgb<u8>) -> io::Result<()> {
    let (width, height, fill) = (width.to_string(), height.to_string(), hex(paper));
    w.create_element("rect")
        .with_attributes([
            ("width", width.as_str()),
            ("height", height.as_str()),
            ("fill", fill.as_str()),
        ])
        .write_empty()?;
    Ok(())
}

/// Writes each item as an element.
fn items(w: &mut Writer<Vec<u8>>, items: &[Item]) -> io::Result<()> {
    for item in items {
        let mut attributes = role_attributes(&item.role);
        let name = match &item.shape {
            Shape::Fill { rect, ink } | Shape::Stroke { rect, ink, .. } => {
                let r = rect.radius.min(rect.hw).min(rect.hh).max(0.0);
                let name = if r >= rect.hw && rect.hw == rect.hh {
                    attributes.extend([("cx", num(rect.cx)), ("cy", num(rect.cy)), ("r", num(r))]);
                    "circle"
                } else {
                    let [x0, y0, ..] = rect.bounds();
                    attributes.extend([
                        ("x", num(x0)),
                        ("y", num(y0)),
                        ("width", num(2.0 * rect.hw)),
                        ("height", num(2.0 * rect.hh)),
                    ]);
                    if r > 0.0 {
                        attributes.push(("rx", num(r)));
                    }
                    "rect"
                };
                match &item.shape {
                    Shape::Stroke { width, .. } => stroke(&mut attributes, *ink, *width),
                    _ => fill(&mut attributes, *ink),
                }
                name
            }
            Shape::Polygon { points, ink } => {
                attributes.push(("points", point_list(points)));
                fill(&mut attributes, *ink);
                "polygon"
            }
            Shape::Polyline { points, width, ink } => {
                attributes.push(("points", point_list(points)));
                stroke(&mut attributes, *ink, *width);
                attributes.extend([
                    ("stroke-linecap", "round".to_owned()),
                    ("stroke-linejoin", "round".to_owned()),
                ]);
                "polyline"
            }
            Shape::Text(text) => {
                write_text(w, attributes, text)?;
                continue;
            }
            Shape::Use { symbol, x, y } => {
                attributes.extend([
                    ("href", format!("#{}", symbol.name)),
                    ("x", num(*x)),
                    ("y", num(*y)),
                    ("width", symbol.scene.width.to_string()),
                    ("height", symbol.scene.height.to_string()),
                ]);
                "use"
            }
        };
        w.create_element(name)
            .with_attributes(attributes.iter().map(|(k, v)| (*k, v.as_str())))
            .write_empty()?;
    }
    Ok(())
}

fn write_text(w: &mut Writer<Vec<u8>>, mut attributes: Vec<(&'static str, String)>, text: &Text) -> io::Result<()> {
    let style = text.style;
    attributes.extend([
        ("x", num(text.x)),
        ("y", num(text.baseline)),
        ("font-size", num(style.em_size())),
        ("fill", hex(style.colour)),
        ("xml:space", "preserve".to_owned()),
    ]);
    if style.is_bold() {
        attributes.push(("font-weight", "bold".to_owned()));
    }
    match style.align {
        Align::Left => {}
        Align::Centre => attributes.push(("text-anchor", "middle".to_owned())),
        Align::Right => attributes.push(("text-anchor", "end".to_owned())),
    }
    w.create_element("text")
        .with_attributes(attributes.iter().map(|(k, v)| (*k, v.as_str())))
        .write_text_content(BytesText::new(&clean(&text.text)))?;
    Ok(())
}

/// The class and data attributes of an item with a role.
fn role_attributes(role: &Role) -> Vec<(&'static str, String)> {
    let mut attributes = Vec::with_capacity(12);
    let detail = match role {
        Role::Piece { piece, .. } => match piece {
            Piece::Man => "man".to_owned(),
            Piece::King => "king".to_owned(),
            Piece::Spots(n) => format!("spots-{n}"),
            Piece::FaceDown => "face-down".to_owned(),
            Piece::Number(n) => format!("number-{n}"),
            Piece::Peg { size, used: false } => format!("peg-{size}"),
            Piece::Peg { size, used: true } => format!("peg-{size} used"),
            Piece::Ball => "ball".to_owned(),
            Piece::Die(n) => format!("die-{n}"),
        },
        Role::Mark { mark, .. } => match mark {
            Mark::LastMove => "last-move",
            Mark::Path => "path",
            Mark::Captured => "captured",
            Mark::MustCapture => "must-capture",
            Mark::Danger => "danger",
            Mark::Turn => "turn",
            Mark::Locked => "locked",
            Mark::Secret => "secret",
            Mark::Token => "token",
            Mark::ToMove => "to-move",
            Mark::StartArea => "start-area",
            Mark::Removed => "removed",
            Mark::Shown(_) => "shown",
            Mark::Called => "called",
            Mark::Barred => "barred",
            Mark::Scored => "scored",
            Mark::Played => "played",
            Mark::Better => "better",
        }
        .to_owned(),
        Role::Words { words, .. } => match words {
            Words::LastMove => "last-move",
            Words::Status => "status",
            Words::Legend => "legend",
            Words::Name => "name",
            Words::Heading => "heading",
            Words::Count => "count",
            Words::Empty => "empty",
            Words::Revealed => "revealed",
            Words::Secret => "secret",
            Words::Rules => "rules",
            Words::Locked => "locked",
            Words::Payout => "payout",
            Words::Dice => "dice",
        }
        .to_owned(),
        Role::Entrant { entry, .. } | Role::Board { entry, .. } => entry_class(*entry).to_owned(),
        _ => String::new(),
    };
    match (role.class(), detail.is_empty()) {
        ("", _) => {}
        (class, true) => attributes.push(("class", class.to_owned())),
        (class, false) => attributes.push(("class", format!("{class} {detail}"))),
    }
    let (seat, at) = match role {
        Role::Headline { seat } | Role::Words { seat, .. } => (*seat, None),
        Role::Stake { at, seat } => (*seat, Some(at)),
        Role::Player { seat, .. } => (Some(*seat), None),
        Role::Piece { owner, at, .. } => (Some(*owner), Some(at)),
        Role::Label { at } | Role::Mark { at, .. } => (None, Some(at)),
        _ => (None, None),
    };
    if let Some(seat) = seat {
        attributes.push(("data-seat", seat.index().to_string()));
    }
    match role {
        Role::Die { face } => attributes.push(("data-face", face.clone())),
        Role::Entrant { start, .. } => attributes.push(("data-start", start.to_string())),
        Role::Cell { row, column } => {
            attributes.push(("data-row", row.to_string()));
            attributes.push(("data-column", column.to_string()));
        }
        Role::Board { round, board, .. } => {
            attributes.push(("data-round", round.to_string()));
            attributes.push(("data-board", board.to_string()));
        }
        Role::Mark {
            mark: Mark::Shown(times),
            ..
        } => attributes.push(("data-times", times.to_string())),
        _ => {}
    }
    match at {
        Some(Place::Square(name)) => attributes.push(("data-at", name.clone())),
        Some(Place::Reserve(seat)) => attributes.push(("data-at", format!("reserve-{}", seat.index()))),
        Some(Place::Panel(seat)) => attributes.push(("data-at", format!("panel-{}", seat.index()))),
        Some(Place::Line(n)) => attributes.push(("data-at", format!("line-{n}"))),
        Some(Place::Board) | None => {}
    }
    attributes
}

/// The class detail of a tournament picture's part.
fn entry_class(entry: Entry) -> &'static str {
    match entry {
        Entry::Rank => "rank",
        Entry::Name => "name",
        Entry::Score => "score",
        Entry::Tiebreak(tiebreak) => tiebreak.name(),
        Entry::Rating => "rating",
        Entry::Withdrawn => "withdrawn",
        Entry::Winner => "winner",
        Entry::FirstMove => "first-move",
        Entry::Bye => "bye",
        Entry::Result => "result",
        Entry::Box => "box",
    }
}

fn fill(attributes: &mut Vec<(&'static str, String)>, ink: Ink) {
    attributes.push(("fill", hex(ink.colour)));
    if ink.alpha < 1.0 {
        attributes.push(("fill-opacity", num(ink.alpha)));
    }
}

fn stroke(attributes: &mut Vec<(&'static str, String)>, ink: Ink, width: f32) {
    attributes.extend([
        ("fill", "none".to_owned()),
        ("stroke", hex(ink.colour)),
        ("stroke-width", num(width)),
    ]);
    if ink.alpha < 1.0 {
        attributes.push(("stroke-opacity", num(ink.alpha)));
    }
}

/// `#rrggbb`.
fn hex(colour: image::Rgb<u8>) -> String {
    let [r, g, b] = colour.0;
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// A coordinate with at most two decimals, without trailing zeros.
fn num(value: f32) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    if text == "-0" {
        "0".to_owned()
    } else {
        text.to_owned()
    }
}

fn point_list(points: &[(f32, f32)]) -> String {
    points
        .iter()
        .map(|&(x, y)| format!("{},{}", num(x), num(y)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` without the characters XML 1.0 forbids (control characters a
/// player's name might hold).
fn clean(text: &str) -> String {
    text.chars()
        .filter(|&c| matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::style::{colour, RoundRect, Surface, TextStyle};

    #[test]
    fn numbers_are_short_and_never_negative_zero() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.5), "12.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
    }

    #[test]
    fn text_and_attributes_are_escaped_and_control_characters_dropped() {
        let mut scene = Scene::on_paper(100, 40, colour::PAPER);
        scene.text(TextStyle::bold(14.0, colour::INK), 4.0, 20.0, "Bob \"<&>\" O'Neil\u{7}");
        scene.fill_round_rect(RoundRect::circle(50.0, 20.0, 5.0), colour::CAPTURE, 0.5);
        scene.say("Ann & \"Bob\" <3\u{1}.");
        let svg = svg(&scene);
        let doc = roxmltree::Document::parse(&svg).expect("well-formed");
        let root = doc.root_element();
        assert_eq!(root.attribute("aria-label"), Some("Ann & \"Bob\" <3."));
        let text = root.descendants().find(|n| n.has_tag_name("text")).expect("a text");
        assert_eq!(text.text(), Some("Bob \"<&>\" O'Neil"));
        assert_eq!(text.attribute("font-weight"), Some("bold"));
        // ab_glyph's 14 px is DejaVu's descent to ascent: 12.03 px of em.
        assert_eq!(text.attribute("font-size"), Some("12.03"));
        let circle = root.descendants().find(|n| n.has_tag_name("circle")).expect("a disc");
        assert_eq!(circle.attribute("fill-opacity"), Some("0.5"));
    }
}
