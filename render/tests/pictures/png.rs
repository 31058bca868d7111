//! The pictures and alt text of every game, drawn from real seeded games: each
//! decodes as a PNG of the documented size, stays under 60 KB, is deterministic,
//! names the players in its header, and never shows a secret.

use image::RgbImage;
use parlor_games::checkers::Checkers;
use parlor_games::i18n::Locale;
use parlor_games::trespass::{Phase, View as TrespassView};
use parlor_games::{AnyGame, Game, GameKind, Seat};
use parlor_render::header::SECOND_LINE;
use parlor_render::scene::{Mark, Piece, Place, Role, Shape, Words};
use parlor_render::{acey_ducey, checkers, crown_anchor, hot_spot, line, number_one, samples, trespass};

/// Pictures must upload fast (DESIGN.md, "render").
const MAX_BYTES: usize = 60 * 1024;

/// Two tables' names for the same seats.
const NAMES: &[&str] = &["Ann", "Bartholomew", "Cy", "Dora"];
const OTHER_NAMES: &[&str] = &["Wilhelmina", "Zed", "Quentin", "Pip"];

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a valid PNG")
        .to_rgb8()
}

/// A fixed position of every game (start, mid-game and end where there is one),
/// with the picture's documented size.
fn positions() -> Vec<(AnyGame, (u32, u32))> {
    let mut cases = vec![
        (
            AnyGame::from(samples::hot_spot_placement()),
            (hot_spot::WIDTH, hot_spot::HEIGHT),
        ),
        (
            AnyGame::from(samples::hot_spot_mid_game()),
            (hot_spot::WIDTH, hot_spot::HEIGHT),
        ),
        (
            AnyGame::from(samples::hot_spot_game_over()),
            (hot_spot::WIDTH, hot_spot::HEIGHT),
        ),
        (
            AnyGame::from(samples::trespass_secrets()),
            (trespass::WIDTH, trespass::HEIGHT),
        ),
        (
            AnyGame::from(samples::trespass_mid_game()),
            (trespass::WIDTH, trespass::HEIGHT),
        ),
        (
            AnyGame::from(samples::trespass_game_over()),
            (trespass::WIDTH, trespass::HEIGHT),
        ),
        (
            AnyGame::from(samples::number_one_placement()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::from(samples::number_one_start()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::from(samples::number_one_three_players()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::from(samples::number_one_four_players()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::from(samples::number_one_game_over()),
            (number_one::WIDTH, number_one::HEIGHT),
        ),
        (
            AnyGame::from(samples::acey_ducey_set_up()),
            (acey_ducey::WIDTH, acey_ducey::HEIGHT),
        ),
        (
            AnyGame::from(samples::acey_ducey_mid_game()),
            (acey_ducey::WIDTH, acey_ducey::HEIGHT),
        ),
        (
            AnyGame::from(samples::acey_ducey_game_over()),
            (acey_ducey::WIDTH, acey_ducey::HEIGHT),
        ),
        (
            AnyGame::CrownAndAnchor(samples::crown_anchor_first_round()),
            (crown_anchor::WIDTH, crown_anchor::HEIGHT),
        ),
        (
            AnyGame::CrownAndAnchor(samples::crown_anchor_mid_game()),
            (crown_anchor::WIDTH, crown_anchor::HEIGHT),
        ),
        (AnyGame::from(Checkers::start()), (checkers::WIDTH, checkers::HEIGHT)),
        (
            AnyGame::from(samples::checkers_mid_game()),
            (checkers::WIDTH, checkers::HEIGHT),
        ),
        (
            AnyGame::from(samples::checkers_game_over()),
            (checkers::WIDTH, checkers::HEIGHT),
        ),
    ];
    for variant in samples::LINE_VARIANTS {
        cases.push((
            AnyGame::from(samples::line_mid_game(variant)),
            (line::WIDTH, line::HEIGHT),
        ));
    }
    cases
}

#[test]
fn every_picture_decodes_with_its_documented_size_and_stays_under_60_kb() {
    for locale in Locale::ALL {
        for (game, size) in positions() {
            let png = parlor_render::picture(&game, NAMES, locale);
            assert_eq!(decode(&png).dimensions(), size, "{:?} {locale:?}", game.kind());
            assert!(
                png.len() <= MAX_BYTES,
                "{:?} {locale:?}: {} bytes",
                game.kind(),
                png.len()
            );
        }
    }
    let rolled = crown_anchor::settled_picture(&samples::crown_anchor_rolled(), NAMES, &[Some(10), None], Locale::En);
    assert_eq!(
        decode(&rolled).dimensions(),
        (crown_anchor::WIDTH, crown_anchor::HEIGHT)
    );
    assert!(rolled.len() <= MAX_BYTES);
}

#[test]
fn every_header_names_the_players_where_their_names_go() {
    for (game, _) in positions() {
        let kind = game.kind();
        for names in [NAMES, OTHER_NAMES] {
            let scene = parlor_render::scene(&game, names, Locale::En);
            if let Some(table) = game.table() {
                // Crown and Anchor's second line is the table's: it names the
                // Banker; the players' panel names every player.
                let banker = table.banker().seat().expect("a player banks");
                let status = Role::Words {
                    words: Words::Status,
                    seat: None,
                };
                let line = scene
                    .texts()
                    .find(|(role, _)| **role == status)
                    .map(|(_, text)| text.clone())
                    .expect("the table's line");
                assert!(line.words().contains(names[banker.index()]), "{line:?}");
                assert!((line.baseline - SECOND_LINE).abs() < 0.5, "{line:?}");
                for seat in table.present_seats() {
                    let name = scene.words(&Role::Words {
                        words: Words::Name,
                        seat: Some(seat),
                    });
                    assert!(name.is_some_and(|n| n.starts_with(names[seat.index()])), "{name:?}");
                }
                continue;
            }
            for (seat, name) in names.iter().take(2).enumerate() {
                // The player's label, on the header's second line.
                let text = scene
                    .texts()
                    .find(|(role, _)| matches!(role, Role::Player { seat: s, .. } if s.index() == seat))
                    .map(|(_, text)| text.clone())
                    .expect("a label");
                assert!(text.words().starts_with(name), "{kind:?}: {text:?} for {name}");
                assert!((text.baseline - SECOND_LINE).abs() < 0.5, "{kind:?}: {text:?}");
            }
        }
        let [first, other] = [NAMES, OTHER_NAMES].map(|n| parlor_render::picture(&game, n, Locale::En));
        assert_ne!(first, other, "{kind:?}: the names change nothing");
    }
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    for (game, _) in positions() {
        let png = parlor_render::picture(&game, NAMES, Locale::En);
        assert!(
            png == parlor_render::picture(&game, NAMES, Locale::En),
            "{:?}",
            game.kind()
        );
        // A reply's picture and alt text come from one scene, the same.
        let (together, text) = parlor_render::picture_and_alt_text(&game, NAMES, Locale::En);
        assert!(together == png, "{:?}", game.kind());
        assert_eq!(text, parlor_render::alt_text(&game, NAMES, Locale::En));
    }
}

#[test]
fn alt_text_names_the_game_the_players_and_the_turn_within_1024_characters() {
    for (game, _) in positions() {
        let text = parlor_render::alt_text(&game, NAMES, Locale::En);
        let kind = game.kind();
        assert!(
            text.chars().count() <= parlor_render::ALT_TEXT_LIMIT,
            "{kind:?}: {text}"
        );
        assert!(
            text.starts_with(kind.title()) || text.starts_with("Line game"),
            "{kind:?}: {text}"
        );
        if kind == GameKind::CrownAndAnchor {
            assert!(text.contains("Banker:"), "{text}");
            continue;
        }
        assert!(text.contains("Ann") && text.contains("Bartholomew"), "{kind:?}: {text}");
        let turn = [
            "to move",
            "to place",
            "to play",
            "setting up",
            "wins",
            "Draw",
            "to pick",
        ];
        assert!(turn.iter().any(|t| text.contains(t)), "{kind:?}: {text}");
    }
    let settled = crown_anchor::alt_text(&samples::crown_anchor_rolled(), NAMES, &[Some(7), None], Locale::En);
    assert!(
        settled.contains("The roll:") && (settled.contains("wins") || settled.contains("loses")),
        "{settled}"
    );
}

/// Trespass's scene of `view` in `locale` and what it paints: its items, alt
/// text, PNG and SVG, to compare with another view's.
fn trespass_everything(view: &TrespassView, locale: Locale) -> (String, String, Vec<u8>, String) {
    let scene = trespass::scene(view, NAMES, locale);
    (
        format!("{:?}", scene.items),
        scene.alt_text(),
        parlor_render::paint::png(&scene),
        parlor_render::paint::svg(&scene),
    )
}

/// Asserts two Trespass views give the same scene items, alt text, PNG, SVG
/// (in every language) and diagram.
fn assert_trespass_looks_the_same(a: &TrespassView, b: &TrespassView, what: &str) {
    for locale in Locale::ALL {
        let (items_a, alt_a, png_a, svg_a) = trespass_everything(a, locale);
        let (items_b, alt_b, png_b, svg_b) = trespass_everything(b, locale);
        assert_eq!(items_a, items_b, "{what} {locale:?}: the scene items differ");
        assert_eq!(alt_a, alt_b, "{what} {locale:?}");
        assert!(png_a == png_b, "{what} {locale:?}: the PNGs differ");
        assert_eq!(svg_a, svg_b, "{what} {locale:?}");
    }
    assert_eq!(trespass::diagram(a), trespass::diagram(b), "{what}");
}

#[test]
fn trespass_secret_numbers_are_in_no_scene_item_alt_text_picture_or_svg_before_the_end() {
    // Two games that differ only in their secret picks look the same, at every
    // stage before the end: the picks, play, the diagram and the alt text.
    let picks = [(7, 3), (2, 9)];
    let started = picks.map(|(red, _)| samples::trespass_start(Some(red), None));
    assert_ne!(
        started[0].seat_view(Seat::FIRST).secrets,
        started[1].seat_view(Seat::FIRST).secrets
    );
    let during_picks = started.map(|g| g.view());
    assert_trespass_looks_the_same(&during_picks[0], &during_picks[1], "during the picks");
    let mid = picks.map(|(red, blue)| samples::trespass_mid_game_with(red, blue));
    assert!(mid.iter().all(|g| !g.outcome().is_over() && g.phase() == Phase::Play));
    assert_ne!(
        mid[0].seat_view(Seat::FIRST).secrets,
        mid[1].seat_view(Seat::FIRST).secrets
    );
    let views = mid.map(|g| g.view());
    assert_trespass_looks_the_same(&views[0], &views[1], "during play");
    // The scene marks no secret piece and says no number after a seat's name.
    let scene = trespass::scene(&views[0], NAMES, Locale::En);
    assert!(!scene
        .all_items()
        .any(|item| matches!(item.role, Role::Mark { mark: Mark::Secret, .. })));
    let picked: Vec<&str> = scene
        .texts()
        .filter(|(role, _)| {
            matches!(
                role,
                Role::Words {
                    words: Words::Secret,
                    ..
                }
            )
        })
        .map(|(_, text)| text.words())
        .collect();
    assert_eq!(picked, ["Ann: picked", "Bartholomew: picked"]);
}

#[test]
fn trespass_own_view_draws_no_secret_before_the_end() {
    // A seat's own view holds its secret; drawn by mistake, it still shows none.
    let game = samples::trespass_mid_game();
    let public = game.view();
    for seat in [Seat::FIRST, Seat::SECOND] {
        let own = game.seat_view(seat);
        assert_ne!(own.secrets, public.secrets);
        assert_trespass_looks_the_same(&own, &public, "a seat's own view");
    }
}

#[test]
fn trespass_secret_numbers_show_once_the_game_is_over() {
    // After the end the revealed secrets are the picture's to show: other
    // picks, another picture.
    let over = samples::trespass_game_over();
    assert!(over.outcome().is_over());
    let scene = trespass::scene(&over.view(), NAMES, Locale::En);
    let text = scene.alt_text();
    assert!(
        text.contains("Red's secret number was 7. Blue's secret number was 3."),
        "{text}"
    );
    assert!(scene
        .all_items()
        .any(|item| matches!(item.role, Role::Mark { mark: Mark::Secret, .. })));
}

#[test]
fn acey_ducey_keeps_one_orientation_whoever_is_to_move() {
    // Red's 24-point is at the top right in every picture, and a man on Red's
    // point p stands in the column of p's number, on its half of the board,
    // whichever seat is to act.
    let games = [samples::acey_ducey_game(35, 70), samples::acey_ducey_game(35, 71)];
    let to_act: Vec<Option<Seat>> = games.iter().map(|g| g.to_act()).collect();
    assert_eq!(to_act, [Some(Seat::SECOND), Some(Seat::FIRST)]);
    for game in games {
        let scene = parlor_render::scene(&AnyGame::from(game), NAMES, Locale::En);
        // Red's number of a point is the label that reads p.
        let number = |p: u8| {
            let at = Place::square(p);
            scene
                .texts()
                .find(|(role, text)| **role == Role::Label { at: at.clone() } && text.text == p.to_string())
                .map(|(_, text)| (text.x, text.baseline))
                .expect("a number")
        };
        let middle = acey_ducey::HEIGHT as f32 / 2.0;
        // 13–24 along the top from left to right, 12–1 along the bottom.
        let [(x1, y1), (x12, y12), (x13, y13), (x24, y24)] = [1, 12, 13, 24].map(number);
        assert!(x13 < x24 && x12 == x13 && x1 == x24);
        assert!(y13 < middle && y24 < middle && y12 > middle && y1 > middle);
        let mut men = 0;
        for item in scene.all_items() {
            let (
                Role::Piece {
                    at: Place::Square(name),
                    ..
                },
                Shape::Use { symbol, x, y },
            ) = (&item.role, &item.shape)
            else {
                continue;
            };
            let Ok(p) = name.parse::<u8>() else { continue };
            let (cx, cy) = (
                x + symbol.scene.width as f32 / 2.0,
                y + symbol.scene.height as f32 / 2.0,
            );
            let (nx, ny) = number(p);
            assert_eq!(cx, nx, "a man on {p}");
            assert_eq!(cy < middle, ny < middle, "a man on {p}");
            men += 1;
        }
        assert!(men > 10, "{men} men on the points");
    }
    assert!(samples::acey_ducey_mid_game().view().last_turn.is_some());
}

/// The Hot Spot mid-game with the values of the captured (face-down) pieces
/// swapped among each owner's: what the public may not see.
fn hot_spot_with_captured_swapped() -> parlor_games::hot_spot::HotSpot {
    let mut setup = samples::hot_spot_mid_game().to_setup();
    for owner in [Seat::FIRST, Seat::SECOND] {
        let captured: Vec<usize> = (0..setup.board.len())
            .filter(|&i| setup.board[i].1.captured && setup.board[i].1.owner == owner)
            .collect();
        let spots: Vec<u8> = captured.iter().map(|&i| setup.board[i].1.spots).collect();
        for (k, &i) in captured.iter().enumerate() {
            setup.board[i].1.spots = spots[(k + 1) % spots.len()];
        }
    }
    parlor_games::hot_spot::HotSpot::from_setup(setup).expect("the same pieces, shuffled face down")
}

#[test]
fn hot_spot_face_down_values_are_in_no_scene_item_picture_or_svg() {
    let shown = samples::hot_spot_mid_game();
    let swapped = hot_spot_with_captured_swapped();
    let (a, b) = (shown.view(), swapped.view());
    assert_ne!(a.board, b.board, "the captured pieces' values differ");
    for locale in Locale::ALL {
        let [scene_a, scene_b] = [&a, &b].map(|view| hot_spot::scene(view, NAMES, locale));
        assert_eq!(format!("{:?}", scene_a.items), format!("{:?}", scene_b.items));
        assert_eq!(scene_a.alt_text(), scene_b.alt_text());
        let [png_a, png_b] = [&scene_a, &scene_b].map(parlor_render::paint::png);
        assert!(png_a == png_b, "{locale:?}: the PNGs differ");
        assert_eq!(parlor_render::paint::svg(&scene_a), parlor_render::paint::svg(&scene_b));
        // Every captured piece is face down in the scene, its value unsaid.
        for piece in a.board.iter().filter(|p| p.captured) {
            let at = Place::square(piece.square);
            let roles: Vec<&Role> = scene_a
                .all_items()
                .map(|item| &item.role)
                .filter(|role| matches!(role, Role::Piece { at: there, .. } if *there == at))
                .collect();
            assert_eq!(
                roles,
                [&Role::Piece {
                    owner: piece.owner,
                    at: at.clone(),
                    piece: Piece::FaceDown
                }]
            );
        }
        assert!(scene_a
            .all_items()
            .all(|item| !matches!(&item.shape, Shape::Use { symbol, .. } if symbol.name.contains("spots") && matches!(item.role, Role::Piece { piece: Piece::FaceDown, .. }))));
    }
}
