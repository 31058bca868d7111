//! Tournament pictures (issue 31): the standings and a round's pairings of a
//! [`TournamentView`], as scenes ([`crate::scene`]) painted to PNG, with their
//! alt text. They are not a game's pictures: their size follows the field, so
//! they have no background layer; they share one learned palette ([`png`]).
//!
//! - [`standings_scene`]: a Swiss (or a field too big for the others) gets the
//!   standings table ([`table`]): rank, name, score and the view's tiebreaks,
//!   withdrawn players marked, the top [`TABLE_ROWS`] of a larger field and a
//!   line saying how many more. A round robin of up to [`CROSSTABLE_MAX`]
//!   players gets the crosstable ([`crosstable`]); a knockout of up to
//!   [`BRACKET_MAX`] the bracket ([`bracket`]), a larger one the current
//!   round's boards. Before the start, every format lists the players signed up.
//! - [`pairings_scene`]: one round's boards ([`pairings`]), the top
//!   [`PAIRINGS_ROWS`] of them.
//!
//! Every picture is at most [`MAX_WIDTH`] pixels wide, with no text under
//! [`style::MIN_TEXT`] pixels at full size. Scores are written with halves as
//! `½` (`2½`, `½`), in every language and in the alt text alike: no decimal
//! separator to translate. Names are drawn as written, cut to their room with
//! an ellipsis ([`style::fit`]).

mod bracket;
mod crosstable;
mod pairings;
mod table;
#[cfg(test)]
mod tests;

use crate::encode::Palette;
use crate::header::MARGIN;
use crate::scene::{Entry, Role, Scene, Words};
use crate::style::{self, colour, RoundRect, Surface, TextStyle};
use crate::words::tr;
use image::RgbImage;
use parlor_games::i18n::{Locale, Msg, CATALOG};
use parlor_games::msg;
use parlor_games::tournament::view::{PairingView, RoundView, Status, TournamentView};
use parlor_games::tournament::{Format, GameResult, Points, Start, Tiebreak, TiebreakValue};
use std::sync::LazyLock;

/// The widest picture, in pixels: a phone shows it at about a third.
pub const MAX_WIDTH: u32 = 1200;
/// The standings table's most lines; a larger field shows its top this many
/// and a line saying how many more.
pub const TABLE_ROWS: usize = 50;
/// The largest round robin drawn as a crosstable (a larger one gets the table).
pub const CROSSTABLE_MAX: usize = 16;
/// The largest knockout drawn as a bracket (a larger one gets the current
/// round's boards).
pub const BRACKET_MAX: usize = 32;
/// The pairings picture's most boards; a larger round shows its first this
/// many and a line saying how many more.
pub const PAIRINGS_ROWS: usize = 50;

/// The attachment name of a standings picture.
pub const STANDINGS_FILE: &str = "standings.png";
/// The attachment name of a pairings picture.
pub const PAIRINGS_FILE: &str = "pairings.png";

/// The title line's baseline.
const TITLE_LINE: f32 = (MARGIN + 26) as f32;
/// The second line's baseline.
const SECOND_LINE: f32 = (MARGIN + 54) as f32;
/// Where what is under the two lines starts.
const BODY_TOP: f32 = (MARGIN + 72) as f32;
/// The narrowest picture: the title lines need the room.
const MIN_WIDTH: f32 = 560.0;

/// The standings of `view` as a scene: the table, crosstable or bracket (see
/// the module's docs), every word in `locale`, and the alt text.
pub fn standings_scene(view: &TournamentView, locale: Locale) -> Scene {
    let paired = view.rounds.iter().any(|r| !r.pairings.is_empty());
    if view.status == Status::Open || !paired {
        return table::signed_up(view, locale);
    }
    match view.format {
        Format::RoundRobin if view.players.len() <= CROSSTABLE_MAX => crosstable::scene(view, locale),
        Format::Knockout if view.players.len() <= BRACKET_MAX => bracket::scene(view, locale),
        Format::Knockout => pairings::scene(view, view.round.max(1), locale, true),
        _ => table::scene(view, locale),
    }
}

/// The standings picture of `view` as a PNG ([`standings_scene`] painted).
pub fn standings_picture(view: &TournamentView, locale: Locale) -> Vec<u8> {
    png(&standings_scene(view, locale))
}

/// What a screen reader says for [`standings_picture`]: the tournament, where
/// it stands, the players in rank order with their scores (a knockout: its
/// matches, the latest round first), at most [`crate::ALT_TEXT_LIMIT`]
/// characters, in `locale`.
pub fn standings_alt_text(view: &TournamentView, locale: Locale) -> String {
    standings_scene(view, locale).alt_text()
}

/// [`standings_picture`] and [`standings_alt_text`] from one scene.
pub fn standings_picture_and_alt_text(view: &TournamentView, locale: Locale) -> (Vec<u8>, String) {
    let scene = standings_scene(view, locale);
    (png(&scene), scene.alt_text())
}

/// The boards of round `round` (1-based) of `view` as a scene: each board's
/// number, the player who moves first (with a chip saying so), the second or
/// "bye", and the result when known; a round not yet paired says so.
pub fn pairings_scene(view: &TournamentView, round: u32, locale: Locale) -> Scene {
    pairings::scene(view, round, locale, false)
}

/// The pairings picture of round `round` as a PNG ([`pairings_scene`] painted).
pub fn pairings_picture(view: &TournamentView, round: u32, locale: Locale) -> Vec<u8> {
    png(&pairings_scene(view, round, locale))
}

/// What a screen reader says for [`pairings_picture`]: the round, then each
/// board, who moves first, and its result, at most [`crate::ALT_TEXT_LIMIT`]
/// characters, in `locale`.
pub fn pairings_alt_text(view: &TournamentView, round: u32, locale: Locale) -> String {
    pairings_scene(view, round, locale).alt_text()
}

/// [`pairings_picture`] and [`pairings_alt_text`] from one scene.
pub fn pairings_picture_and_alt_text(view: &TournamentView, round: u32, locale: Locale) -> (Vec<u8>, String) {
    let scene = pairings_scene(view, round, locale);
    (png(&scene), scene.alt_text())
}

/// Draws one standings and one pairings picture in each language (the palette,
/// the text and shapes kept), so the first real one is as quick as the rest.
pub fn warm() {
    let view = crate::samples::tournament_swiss(24, 3);
    for locale in Locale::ALL {
        standings_picture(&view, locale);
        pairings_picture(&view, 3, locale);
    }
}

// --- Painting --------------------------------------------------------------------

/// The PNG of a tournament scene: a palette PNG, the palette learned once from
/// sample pictures (paper, panels, ink and their anti-aliased blends).
pub fn png(scene: &Scene) -> Vec<u8> {
    PALETTE.encode(&crate::paint::canvas(scene))
}

/// The paper the palette is learned over (no picture is its size: each is
/// mapped pixel by pixel).
static PAPER: LazyLock<RgbImage> = LazyLock::new(|| RgbImage::from_pixel(8, 8, colour::PAPER));

static PALETTE: LazyLock<Palette> = LazyLock::new(|| {
    let samples: Vec<RgbImage> = palette_samples().iter().map(crate::paint::canvas).collect();
    Palette::learn(&PAPER, &samples)
});

/// Scenes of every kind of tournament picture, for the palette.
fn palette_samples() -> Vec<Scene> {
    use crate::samples::{tournament_knockout, tournament_round_robin, tournament_swiss};
    let swiss = tournament_swiss(12, 2);
    vec![
        table::scene(&swiss, Locale::En),
        crosstable::scene(&tournament_round_robin(6, true), Locale::En),
        bracket::scene(&tournament_knockout(11), Locale::En),
        pairings::scene(&swiss, 2, Locale::En, false),
    ]
}

// --- Words -------------------------------------------------------------------------

/// A score with halves as `½`: `2½`, `½`, `3`, `0`.
pub fn points(p: Points) -> String {
    match (p.0 / 2, p.0 % 2) {
        (0, 1) => "½".to_owned(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

/// A tiebreak's value with its fraction as a vulgar fraction: `7¾`, `2½`, `¼`, `3`.
pub fn tiebreak_value(v: TiebreakValue) -> String {
    let fraction = match v.0 % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    match (v.0 / 4, fraction) {
        (0, f) if !f.is_empty() => f.to_owned(),
        (n, f) => format!("{n}{f}"),
    }
}

/// What one game gave a player: `1` won, `½` drawn, `0` lost, `+` won by
/// forfeit, `−` lost by forfeit.
pub fn result_mark(result: GameResult, first: bool) -> &'static str {
    match (result, first) {
        (GameResult::Draw, _) => "½",
        (GameResult::First, true) | (GameResult::Second, false) => "1",
        (GameResult::First, false) | (GameResult::Second, true) => "0",
        (GameResult::ForfeitFirst, true) | (GameResult::ForfeitSecond, false) => "+",
        (GameResult::ForfeitFirst, false) | (GameResult::ForfeitSecond, true) => "−",
    }
}

/// A tiebreak's short name, a column's heading: "Buch.", "S-B".
fn tiebreak_short(tiebreak: Tiebreak, locale: Locale) -> String {
    tr(locale, &Msg::new(format!("pictures-tournament-{}", tiebreak.name())))
}

/// A tiebreak's long name, for the legend.
fn tiebreak_long(tiebreak: Tiebreak, locale: Locale) -> String {
    tr(
        locale,
        &Msg::new(format!("pictures-tournament-{}-long", tiebreak.name())),
    )
}

/// The game's title ("Checkers", "Damas"), or its registry name when the
/// catalogue has none.
fn game_title(game: &str, locale: Locale) -> String {
    let id = format!("{game}-title");
    CATALOG
        .lookup(locale, &id)
        .or_else(|| CATALOG.lookup(Locale::En, &id))
        .unwrap_or_else(|| game.to_owned())
}

/// "Swiss", "Double round robin", "Knockout".
fn format_name(view: &TournamentView, locale: Locale) -> String {
    let id = match (view.format, view.double) {
        (Format::Swiss, _) => "pictures-tournament-swiss",
        (Format::RoundRobin, false) => "pictures-tournament-round-robin",
        (Format::RoundRobin, true) => "pictures-tournament-double-round-robin",
        (Format::Knockout, _) => "pictures-tournament-knockout",
    };
    tr(locale, &Msg::new(id))
}

/// The rounds the tournament plays.
fn total_rounds(view: &TournamentView) -> u32 {
    (view.rounds.len() as u32).max(view.round)
}

/// Round `number`'s boards, if it is in the view.
fn round(view: &TournamentView, number: u32) -> Option<&RoundView> {
    view.rounds.iter().find(|r| r.number == number)
}

/// The boards of a round that are games (not byes), and how many are decided.
fn games_done(round: &RoundView) -> (usize, usize) {
    let games = round.pairings.iter().filter(|p| !p.bye);
    let (total, done) = games.fold((0, 0), |(t, d), p| (t + 1, d + usize::from(p.result.is_some())));
    (done, total)
}

/// Where the tournament stands, for the second line: "Standings after round 3
/// of 5", "Round 4 of 5: 2 of 6 games finished", "Final standings after 5 rounds".
fn heading(view: &TournamentView, locale: Locale) -> String {
    let rounds = total_rounds(view);
    let msg = match view.status {
        Status::Open => msg!("pictures-tournament-signed-up", n = view.players.len()),
        Status::Cancelled => msg!("pictures-tournament-cancelled", round = view.round, rounds = rounds),
        Status::Finished => msg!("pictures-tournament-final", rounds = view.round),
        Status::Running => match round(view, view.round).map(games_done) {
            Some((done, games)) if done < games => msg!(
                "pictures-tournament-in-round",
                round = view.round,
                rounds = rounds,
                done = done,
                games = games
            ),
            _ => msg!("pictures-tournament-after-round", round = view.round, rounds = rounds),
        },
    };
    tr(locale, &msg)
}

/// The starting number of the player called `name`, if in the view.
fn player_named(view: &TournamentView, name: &str) -> Option<Start> {
    view.players.iter().find(|p| p.name == name).map(|p| p.start)
}

/// The two lines every tournament picture opens with: the tournament's name
/// (the headline) and its format and game at the right (the title); under
/// them `second` (where it stands, the round) and the winner, if any, at the
/// right. Says the alt text's first sentence.
fn draw_head(scene: &mut Scene, view: &TournamentView, second: &str, locale: Locale) {
    let width = scene.width as f32;
    let right = width - MARGIN as f32;
    let format = format_name(view, locale);
    let title = tr(
        locale,
        &msg!(
            "pictures-tournament-format-game",
            format = format.clone(),
            game = game_title(&view.game, locale)
        ),
    );
    let small = TextStyle::bold(16.0, colour::FADED_INK);
    let title_room = (width * 0.4).min(small.width(&title));
    scene.role(Role::Title);
    scene.fitted_text(small.right(), right, TITLE_LINE - 2.0, &title, title_room);
    let big = TextStyle::bold(24.0, colour::INK);
    scene.role(Role::Headline { seat: None });
    let name_room = width - 2.0 * MARGIN as f32 - title_room - 16.0;
    scene.fitted_text(big, MARGIN as f32, TITLE_LINE, &view.name, name_room);
    scene.say(tr(
        locale,
        &msg!(
            "pictures-tournament-alt-title",
            name = view.name.clone(),
            format = title
        ),
    ));

    let line = TextStyle::regular(17.0, colour::INK);
    let mut room = width - 2.0 * MARGIN as f32;
    if let Some(winner) = &view.winner {
        let text = tr(locale, &msg!("pictures-tournament-winner", who = winner.clone()));
        let bold = TextStyle::bold(17.0, colour::INK);
        let shown = style::fit(bold, &text, room * 0.5);
        let w = bold.width(&shown);
        scene.role(Role::Entrant {
            start: player_named(view, winner).unwrap_or(0),
            entry: Entry::Winner,
        });
        let bar = RoundRect::from_corner(right - w, SECOND_LINE + 4.0, w, 3.0, 1.5);
        scene.fill_round_rect(bar, colour::TURN, 1.0);
        scene.text_for(bold.right(), right, SECOND_LINE, &shown, &text);
        room -= w + 20.0;
    }
    scene.role(Role::Note);
    scene.fitted_text(line, MARGIN as f32, SECOND_LINE, second, room);
    scene.role(Role::Decoration);
}

/// A rule across the picture at `y`, from `x0` to `x1`.
fn rule(scene: &mut Scene, x0: f32, x1: f32, y: f32, thick: f32) {
    let (x0, x1, y) = (x0.round(), x1.round(), y.round());
    scene.fill_polygon(
        &[(x0, y), (x1, y), (x1, y + thick), (x0, y + thick)],
        colour::PANEL_EDGE,
        1.0,
    );
}

/// A flat band (a table's stripe) from (`x0`, `y0`) to (`x1`, `y1`).
fn band(scene: &mut Scene, [x0, y0, x1, y1]: [f32; 4], colour: image::Rgb<u8>) {
    let (x0, y0, x1, y1) = (x0.round(), y0.round(), x1.round(), y1.round());
    scene.fill_polygon(&[(x0, y0), (x1, y0), (x1, y1), (x0, y1)], colour, 1.0);
}

/// The faded line under a table: a legend or how many more there are.
fn footnote(scene: &mut Scene, words: Words, y: f32, text: &str) {
    let style = TextStyle::regular(15.0, colour::FADED_INK);
    let room = scene.width as f32 - 2.0 * MARGIN as f32;
    scene.role(Role::Words { words, seat: None });
    scene.fitted_text(style, MARGIN as f32, y, text, room);
    scene.role(Role::Decoration);
}

/// The widest of `texts` in `style`.
fn widest<'a>(style: TextStyle, texts: impl IntoIterator<Item = &'a str>) -> f32 {
    texts.into_iter().map(|t| style.width(t)).fold(0.0, f32::max)
}

/// The alt text's words for one line of the standings: "1. Ann 3 points",
/// "4. Cy 1½ points (withdrawn)".
fn alt_player(rank: u32, name: &str, score: Points, withdrawn: bool, locale: Locale) -> String {
    let line = tr(
        locale,
        &msg!(
            "pictures-tournament-alt-player",
            rank = rank,
            who = name.to_owned(),
            score = points(score),
            halves = score.0
        ),
    );
    if withdrawn {
        tr(locale, &msg!("pictures-tournament-alt-withdrawn", who = line))
    } else {
        line
    }
}

/// Says the standings in rank order after `heading` (cut with the rest of the
/// alt text to its limit), and the winner.
fn say_standings(scene: &mut Scene, view: &TournamentView, heading: &str, locale: Locale) {
    let list: Vec<String> = view
        .players
        .iter()
        .map(|p| alt_player(p.rank, &p.name, p.score, p.withdrawn, locale))
        .collect();
    say_winner(scene, view, locale);
    scene.say(tr(
        locale,
        &msg!(
            "pictures-tournament-alt-list",
            heading = heading.to_owned(),
            list = list.join(", ")
        ),
    ));
}

fn say_winner(scene: &mut Scene, view: &TournamentView, locale: Locale) {
    if let Some(winner) = &view.winner {
        scene.say(tr(
            locale,
            &msg!("pictures-tournament-alt-winner", who = winner.clone()),
        ));
    }
}

/// The words of a game's result for the alt text: "Ann won", "drawn", "in play".
fn alt_result(pairing: &PairingView, locale: Locale) -> String {
    let second = pairing.second.clone().unwrap_or_default();
    let msg = match pairing.result {
        None if pairing.game.is_some() => msg!("pictures-tournament-in-play"),
        None => msg!("pictures-tournament-not-started"),
        Some(GameResult::Draw) => msg!("pictures-tournament-alt-drawn"),
        Some(GameResult::First) => msg!("pictures-tournament-alt-won", who = pairing.first.clone()),
        Some(GameResult::Second) => msg!("pictures-tournament-alt-won", who = second),
        Some(GameResult::ForfeitFirst) => msg!("pictures-tournament-alt-won-forfeit", who = pairing.first.clone()),
        Some(GameResult::ForfeitSecond) => msg!("pictures-tournament-alt-won-forfeit", who = second),
    };
    tr(locale, &msg)
}
