//! The pictures and diagrams of every game, drawn from real seeded games: they
//! decode as PNG of the documented size, stay small, are deterministic, and never
//! show a secret.

use parlor_games::trespass::Phase;
use parlor_games::AnyGame;
use parlor_render::{hot_spot, number_one, samples, trespass};

/// Mid-game pictures must upload fast (DESIGN.md, "render").
const MAX_BYTES: usize = 60 * 1024;

fn dimensions(png: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
    (img.width(), img.height())
}

#[test]
fn every_picture_decodes_with_its_documented_size() {
    let cases: Vec<(AnyGame, (u32, u32))> = vec![
        (
            AnyGame::HotSpot(samples::hot_spot_placement()),
            (hot_spot::WIDTH, hot_spot::HEIGHT),
        ),
        (
            AnyGame::HotSpot(samples::hot_spot_mid_game()),
            (hot_spot::WIDTH, hot_spot::HEIGHT),
        ),
        (
            AnyGame::HotSpot(samples::hot_spot_game_over()),
            (hot_spot::WIDTH, hot_spot::HEIGHT),
        ),
        (
            AnyGame::Trespass(samples::trespass_secrets()),
            (trespass::WIDTH, trespass::HEIGHT),
        ),
        (
            AnyGame::Trespass(samples::trespass_mid_game()),
            (trespass::WIDTH, trespass::HEIGHT),
        ),
        (
            AnyGame::Trespass(samples::trespass_game_over()),
            (trespass::WIDTH, trespass::HEIGHT),
        ),
        (
            AnyGame::NumberOne(samples::number_one_start()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::NumberOne(samples::number_one_three_players()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::NumberOne(samples::number_one_four_players()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::NumberOne(samples::number_one_game_over()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
    ];
    for (game, size) in cases {
        assert_eq!(
            dimensions(&parlor_render::picture(&game, &[])),
            size,
            "{:?}",
            game.kind()
        );
    }
}

#[test]
fn mid_game_pictures_stay_under_60_kb() {
    let pictures = [
        ("hot spot", hot_spot::picture(&samples::hot_spot_mid_game().view())),
        ("trespass", trespass::picture(&samples::trespass_mid_game().view())),
        (
            "number one, 3 players",
            number_one::picture(&samples::number_one_three_players().view()),
        ),
        (
            "number one, 4 players",
            number_one::picture(&samples::number_one_four_players().view()),
        ),
        (
            "number one, start",
            number_one::picture(&samples::number_one_start().view()),
        ),
    ];
    for (name, png) in pictures {
        assert!(png.len() <= MAX_BYTES, "{name}: {} bytes", png.len());
    }
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    let view = samples::trespass_mid_game().view();
    assert_eq!(trespass::picture(&view), trespass::picture(&view));
    let view = samples::number_one_four_players().view();
    assert_eq!(number_one::picture(&view), number_one::picture(&view));
    let view = samples::hot_spot_mid_game().view();
    assert_eq!(hot_spot::picture(&view), hot_spot::picture(&view));
}

#[test]
fn trespass_secret_picks_never_show_before_the_end() {
    // Two games that differ only in their secret picks look the same, at every
    // stage before the end: the picks, play, and the diagram.
    let picks = [(7, 3), (2, 9)];
    let during_picks: Vec<_> = picks
        .iter()
        .map(|&(red, _)| samples::trespass_start(Some(red), None).view())
        .collect();
    assert_eq!(trespass::picture(&during_picks[0]), trespass::picture(&during_picks[1]));
    assert_eq!(trespass::diagram(&during_picks[0]), trespass::diagram(&during_picks[1]));
    let mid: Vec<_> = picks
        .iter()
        .map(|&(red, blue)| samples::trespass_mid_game_with(red, blue))
        .collect();
    assert!(mid.iter().all(|g| !g.outcome().is_over() && g.phase() == Phase::Play));
    let views: Vec<_> = mid.iter().map(|g| g.view()).collect();
    assert_eq!(trespass::picture(&views[0]), trespass::picture(&views[1]));
    assert_eq!(trespass::diagram(&views[0]), trespass::diagram(&views[1]));
    assert!(!trespass::diagram(&views[0]).contains("Secret numbers"));
}

#[test]
fn trespass_own_view_draws_no_secret_before_the_end() {
    // A seat's own view holds its secret; drawn by mistake, it still shows none.
    let game = samples::trespass_mid_game();
    let public = game.view();
    let own = game.view_for(parlor_games::Seat::FIRST);
    assert_ne!(own.secrets, public.secrets);
    assert_eq!(trespass::picture(&own), trespass::picture(&public));
    assert_eq!(trespass::diagram(&own), trespass::diagram(&public));
}

#[test]
fn trespass_secrets_show_after_the_end() {
    let game = samples::trespass_game_over();
    let diagram = trespass::diagram(&game.view());
    assert!(diagram.contains("Secret numbers: Red 7, Blue 3"), "{diagram}");
    assert!(diagram.contains("R7!") && diagram.contains("B3!"), "{diagram}");
}

#[test]
fn trespass_diagram_shows_the_board_locked_piece_and_last_move() {
    let game = samples::trespass_mid_game();
    let view = game.view();
    let diagram = trespass::diagram(&view);
    let lines: Vec<&str> = diagram.lines().collect();
    assert!(lines[0].starts_with("Trespass - Red to move"), "{diagram}");
    assert!(lines[2].starts_with("6  B2  B3  B5  B6  B8"), "{diagram}");
    assert!(lines[7].starts_with("1  R5  ..  R2  .."), "{diagram}");
    let locked = view.locked.expect("a piece is locked mid-game");
    assert!(diagram.contains(&format!("Locked: {locked}")), "{diagram}");
    let last = view.last_move.expect("a move was made");
    assert!(
        diagram.contains(&format!("Last: Blue {}", last.notation())),
        "{diagram}"
    );
}

#[test]
fn trespass_diagram_during_the_picks_says_who_has_picked() {
    let diagram = trespass::diagram(&samples::trespass_secrets().view());
    assert!(diagram.contains("Secret picks: Red picked Blue waiting"), "{diagram}");
    assert!(
        diagram
            .lines()
            .nth(7)
            .is_some_and(|l| l.starts_with("1  R5  R7  R2  R8  R3")),
        "{diagram}"
    );
}

#[test]
fn number_one_diagram_shows_holes_tokens_and_pegs() {
    let view = samples::number_one_start().view();
    let diagram = number_one::diagram(&view);
    let lines: Vec<&str> = diagram.lines().collect();
    // Two players: the inner 61 holes, rows j down to b.
    assert_eq!(lines.len(), 1 + 9 + 1, "{diagram}");
    assert!(lines[1].starts_with("j2 ") && lines[1].ends_with(" j6"), "{diagram}");
    assert!(lines[9].starts_with("b2 ") && lines[9].ends_with(" b6"), "{diagram}");
    // Every peg appears once with its colour and size; the centre row has 9 cells.
    for peg in &view.pegs {
        let letter = ["W", "B", "R", "U"][peg.owner.index()];
        assert!(diagram.contains(&format!("{letter}{}", peg.size.steps())), "{diagram}");
    }
    assert_eq!(lines[5].split_whitespace().count(), 2 + 9, "{diagram}");
}

#[test]
fn number_one_diagram_marks_used_pegs_and_players_out() {
    let view = samples::number_one_game_over().view();
    let diagram = number_one::diagram(&view);
    assert!(view.pegs.iter().any(|p| p.used));
    assert!(diagram.contains('*'), "{diagram}");
    assert!(diagram.contains("wins"), "{diagram}");
    assert!(diagram.contains("Out: White, Red"), "{diagram}");
    let placement = number_one::diagram(&samples::number_one_placement().view());
    assert!(
        placement.contains("Start areas: White a1 a2 b1, Black j1 k1 k2"),
        "{placement}"
    );
    let four = number_one::diagram(&samples::number_one_four_players().view());
    assert_eq!(
        four.lines()
            .filter(|l| l.len() > 2 && l.as_bytes()[1].is_ascii_digit())
            .count(),
        11,
        "{four}"
    );
}

#[test]
fn diagrams_are_plain_ascii() {
    let games = [
        AnyGame::Trespass(samples::trespass_secrets()),
        AnyGame::Trespass(samples::trespass_mid_game()),
        AnyGame::Trespass(samples::trespass_game_over()),
        AnyGame::NumberOne(samples::number_one_placement()),
        AnyGame::NumberOne(samples::number_one_three_players()),
        AnyGame::NumberOne(samples::number_one_game_over()),
    ];
    for game in games {
        let diagram = parlor_render::diagram(&game, &[]);
        assert!(diagram.is_ascii(), "{diagram}");
    }
}
