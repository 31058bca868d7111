//! What a picture shows, as data: a [`Scene`].
//!
//! A game's drawing lays its view out once, as usvg lays out a `Tree` that
//! resvg then renders: `scene(view, names, locale) -> Scene` decides every
//! position, colour and word (translated into the room's language, fitted or
//! wrapped to its room), and the painters in [`crate::paint`] turn any scene
//! into pixels (a PNG through imageproc on `image` buffers) or into an SVG
//! document, without knowing which game it is.
//!
//! A scene is:
//!
//! - a [`Layer`] behind everything (`background`): the parts of a board that
//!   never change (paper, frame, squares, their labels, the game's name). It is
//!   built once per language and layout and kept in a static, so a painter
//!   paints it once and keeps the result (the PNG painter also learns the
//!   layer's palette from its [`Layer::palette_samples`]);
//! - its [`Item`]s in painting order: filled and stroked rounded rectangles and
//!   circles, polygons, paths, lines of [`Text`], and uses of a [`Symbol`] — a
//!   composite drawn once and placed many times (a checkers king, a Hot Spot
//!   piece with its spots);
//! - its speech: the sentences of the alt text (what a screen reader speaks),
//!   said by the drawing while it lays out the things they describe, from the
//!   same values it draws ([`Scene::say`], [`Scene::alt_text`]).
//!
//! Each item carries a [`Role`]: what it stands for (a piece of Black's at
//! square 14, a king; the last move's mark; the header's headline), so that
//! tests ask a scene what it shows instead of probing pixels, and the SVG can
//! say it too. Text items keep the whole words they stand for when the words
//! drawn were cut to fit ([`Text::words`]).
//!
//! A scene is built through the drawing vocabulary of [`Surface`] (the same
//! calls a [`crate::style::Sketch`] or a picture's pixels take): a scene
//! records each call as an item under its current role ([`Scene::role`]).
//!
//! # Drawing a new game
//!
//! Checkers (`checkers.rs`) is the model; Hot Spot (`hot_spot.rs`) shows
//! panels and a secret kept out; the Line game (`line/`) and Crown and Anchor
//! (`crown_anchor/`) show a drawing split into files.
//!
//! 1. **Symbols.** Each thing drawn many times (a piece, a chip, a ring) is a
//!    `Symbol`: draw it on `Scene::new(w, h)`, then `Symbol::new("game-thing",
//!    scene)` (a name unique among all symbols: it is the SVG id). Keep them in
//!    one `pub static SYMBOLS: LazyLock<Symbols>`. A symbol's name never holds
//!    a secret.
//! 2. **Background.** What never changes is `fn background(locale) -> Layer`:
//!    draw on `Scene::on_paper(w, h, PAPER)` (`style::wooden_frame`,
//!    `header::draw_title`, …), translating with `words::tr(locale, …)`, then
//!    `Layer::new(name, locale, scene, palette_samples)` with a name unique
//!    among layers (`line-basic-fr`); keep it in a `words::PerLocale<Layer>`
//!    static (one per layout when there are several, as Number One and the
//!    Line game have). `palette_samples` returns a few typical positions as
//!    scenes: the PNG painter learns the layer's palette from them.
//! 3. **Scene.** `pub fn scene(view, names, locale) -> Scene` starts from
//!    `Scene::over(BACKGROUNDS.get(locale))` and places symbols
//!    (`scene.place`, `place_centred`) and draws the rest with the
//!    [`Surface`] calls. Before each thing a reader or a test cares about, set
//!    its role: `scene.role(Role::Piece { … })`; it holds until the next call.
//!    Add the variants the game needs to `Role`'s enums ([`Piece`], [`Mark`],
//!    [`Words`]) and their class names in `paint/vector.rs`. Text cut to its
//!    room goes through `scene.fitted_text` (it keeps the whole words). Pass
//!    `locale` down (a [`crate::words::Table`] carries the names and the
//!    language, with `tr`, `colour`, `label` and `short`): every word through
//!    `words::tr(locale, &msg)`.
//! 4. **Header.** `header::draw(&mut scene, WIDTH, &Headline { seat, chip, … },
//!    &players)` with chips as symbols (`header::chip`); it sets the header's
//!    roles itself.
//! 5. **Alt text.** Say each sentence with `scene.say(…)` where the scene lays
//!    out what it describes, from the strings it draws (no second pass over the
//!    view). Sentences are said in order, so lay the parts out in the order the
//!    alt text speaks of them: parts that do not overlap can be painted in any
//!    order without changing a pixel. A count the picture shows can be counted
//!    on the scene's items (checkers' pieces). Never put a secret in a role, a
//!    symbol's name or a word: a face-down piece is `Piece::FaceDown` whatever
//!    its value.
//! 6. **Registry.** A unit struct implementing [`crate::Drawing`] (`scene` and
//!    `diagram`, the diagram in English), named in `drawing::drawing`.
//! 7. **Tests.** Ask the scene (`scene.shows(&Role::…)`,
//!    `scene.words(&Role::…)`, `scene.texts()`) and pin the alt text of a
//!    sample; `tests/pictures/png.rs` and `tests/pictures/svg.rs` check every
//!    registered game's PNG (size, budget, secrets) and SVG (well-formed, the
//!    same words as the alt text) from `samples`. Look at the samples
//!    (`cargo run --release -p parlor-render --example samples DIR LANG`, PNG
//!    and SVG) and time them (`parlor bench --only render`). When changing a
//!    drawing that should not change its pixels, write the fingerprint before
//!    and after (`--example fingerprint DIR`) and `diff -r` them.

use crate::style::{self, RoundRect, Surface, TextStyle};
use image::Rgb;
use parlor_games::i18n::Locale;
use parlor_games::Seat;
use std::fmt;

/// What an item stands for, for tests, readers and the SVG's classes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Paper, frames, squares, shading: nothing a reader looks for.
    Decoration,
    /// The game's name at the right of the header.
    Title,
    /// The header's first line: who is to act or has won (`seat`), or the result.
    Headline {
        /// The seat the line is about, if any.
        seat: Option<Seat>,
    },
    /// After the headline, what they are to do or how the game ended.
    Note,
    /// A player on the header's second line: their chip and label.
    Player {
        /// Their seat.
        seat: Seat,
        /// They are to act.
        to_act: bool,
    },
    /// A name printed on the board: a square's number, a file's letter, a side's name.
    Label {
        /// What it names.
        at: Place,
    },
    /// A piece.
    Piece {
        /// Whose.
        owner: Seat,
        /// Where.
        at: Place,
        /// What kind, as far as the public may see.
        piece: Piece,
    },
    /// A mark on the board or a panel.
    Mark {
        /// What it marks.
        mark: Mark,
        /// Where.
        at: Place,
    },
    /// Chips bet on a square (Crown and Anchor's designs): a seat's bet, its
    /// name and chips; without a seat, what the square holds over every bettor
    /// (its total, or "no bets") or over the bettors not named.
    Stake {
        /// The square.
        at: Place,
        /// Whose bet, if it is one seat's.
        seat: Option<Seat>,
    },
    /// A die of the last roll.
    Die {
        /// The face it shows, by the name players type (`heart`).
        face: String,
    },
    /// A line of words in a panel or the footer.
    Words {
        /// What the line says.
        words: Words,
        /// The seat it is about, if any.
        seat: Option<Seat>,
    },
    /// What a tournament picture shows of one player, by starting number: a
    /// line of the standings, a name in a bracket or at a board.
    Entrant {
        /// The player's starting number.
        start: u32,
        /// Which part of it.
        entry: Entry,
    },
    /// A crosstable's cell: the results of the row player (by starting
    /// number) against the column player.
    Cell {
        /// The row's player.
        row: u32,
        /// The column's player.
        column: u32,
    },
    /// A board of a tournament round (both 1-based): its number, its result,
    /// its bye; a knockout match's box (its first board).
    Board {
        /// The round.
        round: u32,
        /// The board.
        board: u32,
        /// Which part of it.
        entry: Entry,
    },
}

/// A part of a tournament picture's line about a player or a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// The rank, or a board's number.
    Rank,
    /// The player's name.
    Name,
    /// The score.
    Score,
    /// A tiebreak's value.
    Tiebreak(parlor_games::tournament::Tiebreak),
    /// The rating at the start.
    Rating,
    /// The mark of a withdrawn player.
    Withdrawn,
    /// The highlight of a match's (or the tournament's) winner.
    Winner,
    /// The chip of the player who moves first.
    FirstMove,
    /// A bye.
    Bye,
    /// A game's or a match's result.
    Result,
    /// A knockout match's box, or a board's row.
    Box,
}

impl Role {
    /// A short name for the role's kind: the SVG element's class.
    pub fn class(&self) -> &'static str {
        match self {
            Role::Decoration => "",
            Role::Title => "title",
            Role::Headline { .. } => "headline",
            Role::Note => "note",
            Role::Player { .. } => "player",
            Role::Label { .. } => "label",
            Role::Piece { .. } => "piece",
            Role::Mark { .. } => "mark",
            Role::Stake { .. } => "stake",
            Role::Die { .. } => "die",
            Role::Words { .. } => "words",
            Role::Entrant { .. } => "entrant",
            Role::Cell { .. } => "cell",
            Role::Board { .. } => "board",
        }
    }
}

/// Where an item is, in the game's own terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A square (point, hole, spot) by the name players type: `14`, `d6`.
    Square(String),
    /// The board as a whole: a path across it, a name on its frame.
    Board,
    /// A seat's reserve: its pieces off the board.
    Reserve(Seat),
    /// A seat's panel beside the board.
    Panel(Seat),
    /// A numbered line of the board (the Line game's 1–16).
    Line(u8),
}

impl Place {
    /// The square named `name`.
    pub fn square(name: impl fmt::Display) -> Place {
        Place::Square(name.to_string())
    }
}

/// What kind of piece, as far as the public may see.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Piece {
    /// A man (checkers, Acey Ducey).
    Man,
    /// A checkers king.
    King,
    /// A piece showing its spots (Hot Spot's 1–3).
    Spots(u8),
    /// A piece lying face down: its value is not shown.
    FaceDown,
    /// A piece showing its number (Trespass's 0–9, public).
    Number(u8),
    /// A Number One peg: its size (1 small, 2 medium, 3 large: the steps it
    /// moves), and whether it is turned over (its one flip used).
    Peg {
        /// 1 to 3.
        size: u8,
        /// Turned over.
        used: bool,
    },
    /// A ball (the Line game's).
    Ball,
    /// A die showing its face (Acey Ducey's, by the seat that rolled it).
    Die(u8),
}

/// What a mark shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A square the last move (action) left, reached or touched.
    LastMove,
    /// The last move's path across the board.
    Path,
    /// A piece was captured here by the last move (or at the start of this
    /// turn); in a panel, a piece the opponent has taken.
    Captured,
    /// This piece can capture, and capturing is compulsory.
    MustCapture,
    /// This piece of the seat to act stands in danger.
    Danger,
    /// This seat is to act (its panel's highlight).
    Turn,
    /// This piece may not move this turn (Trespass: the one just moved).
    Locked,
    /// A secret piece, revealed once the game is over.
    Secret,
    /// A token lies in this hole (Number One's pegs land on tokens).
    Token,
    /// This peg still moves this turn.
    ToMove,
    /// A seat's start area, marked at its corner hole.
    StartArea,
    /// A peg removed from the game, on its owner's card.
    Removed,
    /// This design showed so many times on the last roll (Crown and Anchor).
    Shown(u8),
    /// A line the last move called (three in a row).
    Called,
    /// Where the seat to act may not go: the spot a roll straight back would reach.
    Barred,
    /// In a seat's panel, a line it has recorded or a point it has won.
    Scored,
    /// A review's picture: the move played from this position, its squares
    /// and its path.
    Played,
    /// A review's picture: the better move the searcher found.
    Better,
}

/// What a line of words says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    /// The last move (action).
    LastMove,
    /// Where the game stands: counters, captures, the result.
    Status,
    /// What a mark means.
    Legend,
    /// A panel's player.
    Name,
    /// A panel's heading.
    Heading,
    /// A count of pieces (to place, lost).
    Count,
    /// Nothing there.
    Empty,
    /// The piece revealed to the seat placing.
    Revealed,
    /// A seat's secret pick: whether it is made, its number once the game is over.
    Secret,
    /// How the game is played and won.
    Rules,
    /// Which piece may not move this turn.
    Locked,
    /// What a settled round paid a seat: won (+) or lost (−).
    Payout,
    /// What the dice mean (Acey Ducey's reading of a roll).
    Dice,
}

/// A colour and an opacity.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ink {
    /// The colour.
    pub colour: Rgb<u8>,
    /// Opacity, 0 to 1.
    pub alpha: f32,
}

/// A line of text.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    /// Font, size, colour and alignment.
    pub style: TextStyle,
    /// Where it is anchored (see [`TextStyle::align`]).
    pub x: f32,
    /// Its baseline.
    pub baseline: f32,
    /// The words drawn.
    pub text: String,
    /// The whole words the line stands for when they are not the words drawn
    /// (cut to fit, or dressed with a dash): what a reader would say.
    pub whole: Option<String>,
}

impl Text {
    /// The words the line stands for: [`Text::whole`], else the words drawn.
    pub fn words(&self) -> &str {
        self.whole.as_deref().unwrap_or(&self.text)
    }
}

/// How an item is drawn.
#[derive(Clone)]
pub enum Shape {
    /// A filled rounded rectangle or disc.
    Fill {
        /// The shape.
        rect: RoundRect,
        /// Its ink.
        ink: Ink,
    },
    /// The outline of a rounded rectangle or circle, a line `width` wide centred on it.
    Stroke {
        /// The shape.
        rect: RoundRect,
        /// The line's width.
        width: f32,
        /// Its ink.
        ink: Ink,
    },
    /// A filled polygon.
    Polygon {
        /// Its corners.
        points: Vec<(f32, f32)>,
        /// Its ink.
        ink: Ink,
    },
    /// A path through `points`, `width` wide, with round joins and ends.
    Polyline {
        /// The points it passes through.
        points: Vec<(f32, f32)>,
        /// The line's width.
        width: f32,
        /// Its ink.
        ink: Ink,
    },
    /// A line of text.
    Text(Text),
    /// A symbol with its top-left corner at (`x`, `y`).
    Use {
        /// The symbol, defined once.
        symbol: &'static Symbol,
        /// Left.
        x: f32,
        /// Top.
        y: f32,
    },
}

impl fmt::Debug for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shape::Fill { rect, ink } => write!(f, "Fill({rect:?}, {ink:?})"),
            Shape::Stroke { rect, width, ink } => write!(f, "Stroke({rect:?}, {width}, {ink:?})"),
            Shape::Polygon { points, ink } => write!(f, "Polygon({points:?}, {ink:?})"),
            Shape::Polyline { points, width, ink } => write!(f, "Polyline({points:?}, {width}, {ink:?})"),
            Shape::Text(text) => write!(f, "{text:?}"),
            Shape::Use { symbol, x, y } => write!(f, "Use({}, {x}, {y})", symbol.name),
        }
    }
}

/// One thing a scene draws, and what it stands for.
#[derive(Clone, Debug)]
pub struct Item {
    /// What it stands for.
    pub role: Role,
    /// How it is drawn.
    pub shape: Shape,
}

/// A composite drawn once and placed many times: a piece, a chip, a mark.
pub struct Symbol {
    /// Unique among every symbol of every game: the SVG id (`checkers-king-0`).
    pub name: String,
    /// Its items, on a transparent scene of its size.
    pub scene: Scene,
}

impl Symbol {
    /// The symbol `name` drawn as `scene`.
    pub fn new(name: impl Into<String>, scene: Scene) -> Symbol {
        Symbol {
            name: name.into(),
            scene,
        }
    }
}

impl fmt::Debug for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Symbol({})", self.name)
    }
}

/// The part of a picture that never changes for one layout in one language,
/// behind every scene drawn over it.
pub struct Layer {
    /// Unique among layers (`checkers-fr`): painters key what they keep by it.
    pub name: String,
    /// The language of its words.
    pub locale: Locale,
    /// Its items, on paper.
    pub scene: Scene,
    /// Scenes over this layer, unlike the ones it will mostly serve, from which
    /// the PNG painter learns the layer's palette (`encode::Palette`).
    pub palette_samples: fn(Locale) -> Vec<Scene>,
}

impl Layer {
    /// The layer `name` in `locale`, drawn as `scene`.
    pub fn new(
        name: impl Into<String>,
        locale: Locale,
        scene: Scene,
        palette_samples: fn(Locale) -> Vec<Scene>,
    ) -> Layer {
        Layer {
            name: name.into(),
            locale,
            scene,
            palette_samples,
        }
    }
}

/// What a picture shows: its background layer, its items in painting order,
/// and the sentences of its alt text.
pub struct Scene {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// The colour under everything, if the scene is not transparent.
    pub paper: Option<Rgb<u8>>,
    /// The layer behind the items.
    pub background: Option<&'static Layer>,
    /// What the scene draws, in order.
    pub items: Vec<Item>,
    /// The alt text's sentences, in order.
    pub speech: Vec<String>,
    /// The role of the items recorded next.
    role: Role,
}

impl Scene {
    /// A transparent scene of `width` × `height` pixels (a symbol's).
    pub fn new(width: u32, height: u32) -> Scene {
        Scene {
            width,
            height,
            paper: None,
            background: None,
            items: Vec::new(),
            speech: Vec::new(),
            role: Role::Decoration,
        }
    }

    /// A scene of `width` × `height` pixels on `paper` (a layer's).
    pub fn on_paper(width: u32, height: u32, paper: Rgb<u8>) -> Scene {
        Scene {
            paper: Some(paper),
            ..Scene::new(width, height)
        }
    }

    /// A scene over `layer`, of its size.
    pub fn over(layer: &'static Layer) -> Scene {
        Scene {
            background: Some(layer),
            items: Vec::with_capacity(96),
            ..Scene::new(layer.scene.width, layer.scene.height)
        }
    }

    /// Sets what the items recorded from now on stand for, until the next call.
    pub fn role(&mut self, role: Role) -> &mut Scene {
        self.role = role;
        self
    }

    fn push(&mut self, shape: Shape) {
        self.items.push(Item {
            role: self.role.clone(),
            shape,
        });
    }

    /// Places `symbol` with its top-left corner at (`x`, `y`).
    pub fn place(&mut self, symbol: &'static Symbol, x: f32, y: f32) {
        self.push(Shape::Use { symbol, x, y });
    }

    /// Places `symbol` centred on (`x`, `y`).
    pub fn place_centred(&mut self, symbol: &'static Symbol, x: f32, y: f32) {
        let (w, h) = (symbol.scene.width as f32, symbol.scene.height as f32);
        self.place(symbol, x - w / 2.0, y - h / 2.0);
    }

    /// One line of `words` in `style`, cut with an ellipsis to `room` pixels
    /// ([`style::fit`]); returns the x where it ends.
    pub fn fitted_text(&mut self, style: TextStyle, x: f32, baseline: f32, words: &str, room: f32) -> f32 {
        let shown = style::fit(style, words, room);
        self.text_for(style, x, baseline, &shown, words)
    }

    /// Adds a sentence to the alt text.
    pub fn say(&mut self, sentence: impl Into<String>) {
        self.speech.push(sentence.into());
    }

    /// The words a screen reader speaks for the picture: its sentences, at most
    /// [`crate::ALT_TEXT_LIMIT`] characters.
    pub fn alt_text(&self) -> String {
        crate::limit_alt_text(self.speech.join(" "))
    }

    /// The background's items, then the scene's.
    pub fn all_items(&self) -> impl Iterator<Item = &Item> {
        self.background
            .into_iter()
            .flat_map(|layer| layer.scene.items.iter())
            .chain(&self.items)
    }

    /// Every item (background first) whose role is `role`.
    pub fn find<'a>(&'a self, role: &'a Role) -> impl Iterator<Item = &'a Item> + 'a {
        self.all_items().filter(move |item| &item.role == role)
    }

    /// Whether some item's role is `role`.
    pub fn shows(&self, role: &Role) -> bool {
        self.find(role).next().is_some()
    }

    /// Every line of text (background first), with its role.
    pub fn texts(&self) -> impl Iterator<Item = (&Role, &Text)> {
        self.all_items().filter_map(|item| match &item.shape {
            Shape::Text(text) => Some((&item.role, text)),
            _ => None,
        })
    }

    /// The words of the first line of text whose role is `role`.
    pub fn words(&self, role: &Role) -> Option<&str> {
        self.texts().find(|(r, _)| *r == role).map(|(_, text)| text.words())
    }

    /// Every symbol the scene (and its background) places, each once, in
    /// order of first use, those placed inside symbols first.
    pub fn symbols(&self) -> Vec<&'static Symbol> {
        let mut found: Vec<&'static Symbol> = Vec::new();
        fn walk(items: &[Item], found: &mut Vec<&'static Symbol>) {
            for item in items {
                if let Shape::Use { symbol, .. } = item.shape {
                    if !found.iter().any(|s| std::ptr::eq(*s, symbol)) {
                        walk(&symbol.scene.items, found);
                        found.push(symbol);
                    }
                }
            }
        }
        if let Some(layer) = self.background {
            walk(&layer.scene.items, &mut found);
        }
        walk(&self.items, &mut found);
        found
    }
}

/// A scene records the drawing vocabulary's calls as items under its current role.
impl Surface for Scene {
    fn fill_round_rect(&mut self, rect: RoundRect, colour: Rgb<u8>, alpha: f32) {
        self.push(Shape::Fill {
            rect,
            ink: Ink { colour, alpha },
        });
    }

    fn stroke_round_rect(&mut self, rect: RoundRect, width: f32, colour: Rgb<u8>, alpha: f32) {
        self.push(Shape::Stroke {
            rect,
            width,
            ink: Ink { colour, alpha },
        });
    }

    fn fill_polygon(&mut self, points: &[(f32, f32)], colour: Rgb<u8>, alpha: f32) {
        self.push(Shape::Polygon {
            points: points.to_vec(),
            ink: Ink { colour, alpha },
        });
    }

    fn stroke_polyline(&mut self, points: &[(f32, f32)], width: f32, colour: Rgb<u8>, alpha: f32) {
        self.push(Shape::Polyline {
            points: points.to_vec(),
            width,
            ink: Ink { colour, alpha },
        });
    }

    fn text(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str) -> f32 {
        self.text_for(style, x, baseline, text, text)
    }

    fn role(&mut self, role: Role) {
        self.role = role;
    }

    fn text_for(&mut self, style: TextStyle, x: f32, baseline: f32, text: &str, words: &str) -> f32 {
        self.push(Shape::Text(Text {
            style,
            x,
            baseline,
            text: text.to_owned(),
            whole: (words != text).then(|| words.to_owned()),
        }));
        style.end(x, text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::style::colour;

    #[test]
    fn a_scene_records_each_call_under_the_role_set_before_it() {
        let mut scene = Scene::new(100, 50);
        scene.fill_round_rect(RoundRect::circle(10.0, 10.0, 5.0), colour::INK, 1.0);
        let seat = Seat::FIRST;
        scene.role(Role::Piece {
            owner: seat,
            at: Place::square(14),
            piece: Piece::King,
        });
        scene.stroke_round_rect(RoundRect::circle(10.0, 10.0, 5.0), 2.0, colour::INK, 1.0);
        assert_eq!(scene.items[0].role, Role::Decoration);
        assert_eq!(
            scene.items[1].role,
            Role::Piece {
                owner: seat,
                at: Place::Square("14".into()),
                piece: Piece::King
            }
        );
    }

    #[test]
    fn fitted_text_keeps_the_whole_words_it_cut() {
        let mut scene = Scene::new(100, 50);
        let style = TextStyle::regular(14.0, colour::INK);
        scene.fitted_text(style, 0.0, 20.0, "Bartholomew Fitzwilliam-Smythe", 80.0);
        scene.fitted_text(style, 0.0, 40.0, "Ann", 80.0);
        let texts: Vec<&Text> = scene.texts().map(|(_, t)| t).collect();
        assert!(texts[0].text.ends_with('…'));
        assert_eq!(texts[0].words(), "Bartholomew Fitzwilliam-Smythe");
        assert_eq!((texts[1].text.as_str(), texts[1].whole.as_deref()), ("Ann", None));
    }

    #[test]
    fn the_alt_text_is_the_scene_s_sentences_in_order() {
        let mut scene = Scene::new(10, 10);
        scene.say("Checkers.");
        scene.say("Black has 12 pieces.");
        assert_eq!(scene.alt_text(), "Checkers. Black has 12 pieces.");
    }
}
