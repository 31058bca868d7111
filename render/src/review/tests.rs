use super::*;
use crate::samples;
use crate::scene::Piece;
use parlor_games::{Game, Seat};

const NAMES: &[&str] = &["Ann", "Bob", "Cy", "Dora"];

/// `mark` at the square named `square`.
fn at(mark: Mark, square: &str) -> Role {
    Role::Mark {
        mark,
        at: Place::square(square),
    }
}

/// Every place `mark` is drawn at.
fn places(scene: &Scene, mark: Mark) -> Vec<Place> {
    let mut places: Vec<Place> = scene
        .items
        .iter()
        .filter_map(|item| match &item.role {
            Role::Mark { mark: m, at } if *m == mark => Some(at.clone()),
            _ => None,
        })
        .collect();
    places.dedup();
    places
}

fn legal(game: &AnyGame) -> Vec<String> {
    let turns = game.turns().expect("a game of turns");
    turns.legal_actions(turns.to_act().expect("someone to act"))
}

fn decoded(png: &[u8]) -> image::RgbImage {
    image::load_from_memory(png).expect("a PNG").to_rgb8()
}

#[test]
fn checkers_played_and_better_moves_are_marked_at_their_squares_with_arrows() {
    let game = AnyGame::from(samples::checkers_game(7, 20));
    let moves = legal(&game);
    assert!(
        moves.contains(&"2-7".to_owned()) && moves.contains(&"5-9".to_owned()),
        "{moves:?}"
    );
    let scene = moves_scene(&game, "2-7", "5-9", NAMES, Locale::En);
    for square in ["2", "7"] {
        assert!(scene.shows(&at(Mark::Played, square)), "played at {square}");
        assert!(!scene.shows(&at(Mark::Better, square)), "better not at {square}");
    }
    for square in ["5", "9"] {
        assert!(scene.shows(&at(Mark::Better, square)), "better at {square}");
        assert!(!scene.shows(&at(Mark::Played, square)), "played not at {square}");
    }
    // Each move has an arrow across the board: a path and its head.
    for mark in [Mark::Played, Mark::Better] {
        let role = Role::Mark { mark, at: Place::Board };
        assert!(scene.find(&role).any(|i| matches!(i.shape, Shape::Polyline { .. })));
        assert!(scene.find(&role).any(|i| matches!(i.shape, Shape::Polygon { .. })));
    }
    // In two colours, one per move.
    let inks = |mark: Mark| -> Vec<Rgb<u8>> {
        scene
            .items
            .iter()
            .filter(|item| matches!(&item.role, Role::Mark { mark: m, .. } if *m == mark))
            .filter_map(|item| match &item.shape {
                Shape::Polygon { ink, .. } | Shape::Polyline { ink, .. } | Shape::Stroke { ink, .. } => {
                    Some(ink.colour)
                }
                _ => None,
            })
            .collect()
    };
    assert!(inks(Mark::Played).contains(&colour::PLAYED) && !inks(Mark::Played).contains(&colour::BETTER));
    assert!(inks(Mark::Better).contains(&colour::BETTER) && !inks(Mark::Better).contains(&colour::PLAYED));
    // The last move's own path is gone; its squares are still tinted.
    let before = crate::scene(&game, NAMES, Locale::En);
    let path = |scene: &Scene| {
        scene
            .items
            .iter()
            .any(|item| matches!(item.role, Role::Mark { mark: Mark::Path, .. }))
    };
    assert!(path(&before) && !path(&scene));
    assert!(scene.items.iter().any(|item| matches!(
        item.role,
        Role::Mark {
            mark: Mark::LastMove,
            ..
        }
    )));
    // The pieces are the position before: the man still on 2.
    assert!(scene.shows(&Role::Piece {
        owner: Seat::FIRST,
        at: Place::square(2),
        piece: Piece::Man
    }));
}

#[test]
fn a_capture_marks_the_piece_it_takes_in_the_move_s_colour() {
    // The Line game: rolling f6-g7 and confiscating d3.
    let game = AnyGame::from(samples::line_mid_game(samples::LINE_VARIANTS[0]));
    assert!(legal(&game).contains(&"f6-g7 xd3".to_owned()));
    let scene = moves_scene(&game, "b2-a1", "f6-g7 xd3", NAMES, Locale::En);
    assert_eq!(
        places(&scene, Mark::Played),
        [Place::square("b2"), Place::square("a1"), Place::Board]
    );
    for square in ["f6", "g7", "d3"] {
        assert!(scene.shows(&at(Mark::Better, square)), "better at {square}");
    }
    // Never in a panel (the confiscated ball counted beside the board).
    assert!(!scene.items.iter().any(|item| matches!(
        &item.role,
        Role::Mark {
            mark: Mark::Better | Mark::Played,
            at: Place::Panel(_)
        }
    )));
}

#[test]
fn hot_spot_trespass_number_one_and_acey_ducey_moves_are_marked_where_they_go() {
    // Hot Spot draws no path of its own: an arrow from the first square to the last.
    let game = AnyGame::from(samples::hot_spot_mid_game());
    let scene = moves_scene(&game, "e1-d1", "h4-g3", NAMES, Locale::En);
    for (mark, squares) in [(Mark::Played, ["e1", "d1"]), (Mark::Better, ["h4", "g3"])] {
        for square in squares {
            assert!(scene.shows(&at(mark, square)), "{mark:?} at {square}");
        }
        let role = Role::Mark { mark, at: Place::Board };
        assert!(scene.find(&role).any(|i| matches!(i.shape, Shape::Polygon { .. })));
    }
    // Trespass: a slide and a jump.
    let game = AnyGame::from(samples::trespass_mid_game());
    let scene = moves_scene(&game, "a1-b1", "b3-b5", NAMES, Locale::En);
    for (mark, squares) in [(Mark::Played, ["a1", "b1"]), (Mark::Better, ["b3", "b5"])] {
        for square in squares {
            assert!(scene.shows(&at(mark, square)), "{mark:?} at {square}");
        }
    }
    // Number One: each peg's route, by the hole it reaches.
    let game = AnyGame::from(samples::number_one_four_players());
    assert_eq!(legal(&game), ["e3-e6", "e3-g1"]);
    let scene = moves_scene(&game, "e3-e6", "e3-g1", NAMES, Locale::En);
    assert!(scene.shows(&at(Mark::Played, "e6")) && scene.shows(&at(Mark::Better, "g1")));
    assert!(!scene.shows(&at(Mark::Played, "g1")) && !scene.shows(&at(Mark::Better, "e6")));
    // Acey Ducey: both steps of a turn.
    let game = AnyGame::from(samples::acey_ducey_game(5, 21));
    let scene = moves_scene(&game, "24/18 24/18", "22/16 19/13", NAMES, Locale::En);
    let played = places(&scene, Mark::Played);
    let better = places(&scene, Mark::Better);
    assert!(!played.is_empty() && !better.is_empty());
    assert!(
        played.iter().all(|p| !better.contains(p) || *p == Place::Board),
        "{played:?} {better:?}"
    );
}

#[test]
fn every_game_of_turns_draws_both_moves_and_names_them_under_the_board() {
    for (name, game) in samples::gallery() {
        let Some(turns) = game.turns() else { continue };
        let Some(seat) = turns.to_act() else { continue };
        let moves = turns.legal_actions(seat);
        if moves.len() < 2 {
            continue;
        }
        let (played, best) = (&moves[0], &moves[moves.len() / 2]);
        let scene = moves_scene(&game, played, best, NAMES, Locale::En);
        assert!(
            !places(&scene, Mark::Played).is_empty(),
            "{name}: the played move is drawn"
        );
        assert!(
            !places(&scene, Mark::Better).is_empty(),
            "{name}: the better move is drawn"
        );
        let plain = crate::scene(&game, NAMES, Locale::En);
        assert_eq!(scene.height, plain.height + LEGEND_HEIGHT, "{name}");
        let legend: Vec<&str> = scene
            .texts()
            .filter(|(role, _)| {
                matches!(
                    role,
                    Role::Words {
                        words: Words::Legend,
                        ..
                    }
                )
            })
            .map(|(_, text)| text.words())
            .collect();
        assert!(
            legend.contains(&format!("Played: {played}").as_str()),
            "{name}: {legend:?}"
        );
        assert!(
            legend.contains(&format!("Better: {best}").as_str()),
            "{name}: {legend:?}"
        );
        // The PNG is the scene's size, both colours in it.
        let png = decoded(&crate::paint::png(&scene));
        assert_eq!(png.dimensions(), (scene.width, scene.height), "{name}");
        for ink in [colour::PLAYED, colour::BETTER] {
            assert!(png.pixels().any(|p| *p == ink), "{name}: {ink:?} is drawn");
        }
    }
}

#[test]
fn the_best_move_played_is_drawn_once_and_said_so() {
    let game = AnyGame::from(samples::checkers_game(7, 20));
    let scene = moves_scene(&game, "2-7", "2-7", NAMES, Locale::En);
    assert!(scene.shows(&at(Mark::Played, "7")));
    assert!(places(&scene, Mark::Better).is_empty());
    assert_eq!(
        scene.words(&Role::Words {
            words: Words::Legend,
            seat: None
        }),
        Some("Played: 2-7, the best move")
    );
    assert!(moves_alt_text(&game, "2-7", "2-7", NAMES, Locale::En).contains("Move played: 2-7, the best move"));
}

#[test]
fn a_move_that_cannot_be_played_is_named_but_not_drawn() {
    let game = AnyGame::from(samples::checkers_game(7, 20));
    let scene = moves_scene(&game, "2-7", "31-27", NAMES, Locale::En);
    assert!(scene.shows(&at(Mark::Played, "7")));
    assert!(places(&scene, Mark::Better).is_empty());
    assert!(moves_alt_text(&game, "2-7", "31-27", NAMES, Locale::En).contains("better: 31-27"));
    // A finished game and a table draw no move either, and do not panic.
    let over = AnyGame::from(samples::checkers_game_over());
    assert!(places(&moves_scene(&over, "1-5", "2-6", NAMES, Locale::En), Mark::Played).is_empty());
    let table = AnyGame::CrownAndAnchor(samples::crown_anchor_first_round());
    assert!(!moves_picture(&table, "bet 5 heart", "roll", NAMES, Locale::En).is_empty());
}

#[test]
fn the_alt_text_names_both_moves_second_in_every_language() {
    let game = AnyGame::from(samples::checkers_game(7, 20));
    let expected = [
        (Locale::En, "Move played: 2-7 (red); better: 5-9 (green)."),
        (Locale::Es, "Jugada hecha: 2-7 (rojo); mejor: 5-9 (verde)."),
        (Locale::Fr, "Coup joué : 2-7 (rouge) ; mieux : 5-9 (vert)."),
    ];
    for (locale, sentence) in expected {
        let alt = moves_alt_text(&game, "2-7", "5-9", NAMES, locale);
        let plain = crate::scene(&game, NAMES, locale);
        let first = &plain.speech[0];
        assert!(alt.starts_with(&format!("{first} {sentence}")), "{locale:?}: {alt}");
        assert!(alt.chars().count() <= crate::ALT_TEXT_LIMIT);
        let svg = moves_svg(&game, "2-7", "5-9", NAMES, locale);
        let doc = roxmltree::Document::parse(&svg).expect("well-formed");
        assert_eq!(doc.root_element().attribute("aria-label"), Some(alt.as_str()));
    }
}

#[test]
fn the_moves_svg_is_well_formed_and_classes_each_move_s_marks() {
    let game = AnyGame::from(samples::trespass_mid_game());
    let svg = moves_svg(&game, "a1-b1", "b3-b5", &["Ann & <Bo>", "\"Zed\""], Locale::Fr);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed");
    let root = doc.root_element();
    let scene = moves_scene(&game, "a1-b1", "b3-b5", NAMES, Locale::Fr);
    assert_eq!(root.attribute("height"), Some(scene.height.to_string().as_str()));
    for (class, square) in [("mark played", "a1"), ("mark better", "b5")] {
        assert!(
            root.descendants()
                .any(|n| n.attribute("class") == Some(class) && n.attribute("data-at") == Some(square)),
            "{class} at {square}"
        );
    }
    let texts: Vec<&str> = root.descendants().filter_map(|n| n.text()).collect();
    assert!(
        texts.contains(&"Joué : a1-b1") && texts.contains(&"Mieux : b3-b5"),
        "{texts:?}"
    );
}

/// Everything a moves picture shows: its items, alt text, PNG and SVG.
fn everything(game: &AnyGame, played: &str, best: &str, locale: Locale) -> (String, String, Vec<u8>, String) {
    let scene = moves_scene(game, played, best, NAMES, locale);
    (
        format!("{:?}", scene.items),
        scene.alt_text(),
        crate::paint::png(&scene),
        crate::paint::svg(&scene),
    )
}

#[test]
fn trespass_moves_pictures_are_the_same_whatever_the_secrets_even_a_move_that_wins() {
    // Two games that differ only in Red's secret: every move picture of every
    // position is the same, including one whose better move would bring Red's
    // secret piece home with one secret and not with the other.
    let mut found_win = false;
    for seed in 1..40 {
        let mut games =
            [(7, 3), (2, 3)].map(|(red, blue)| AnyGame::from(samples::trespass_dealt(seed, Some(red), Some(blue))));
        let mut rng = SeededRng::new(seed);
        for _ in 0..160 {
            if games.iter().any(|g| g.outcome().is_over()) {
                break;
            }
            let moves = legal(&games[0]);
            assert_eq!(moves, legal(&games[1]));
            let winning = moves.iter().find(|m| {
                let mut copy = games[0].clone();
                let seat = copy.turns().and_then(|t| t.to_act()).expect("someone to act");
                copy.play(seat, m, &mut SeededRng::new(1)).is_ok() && copy.outcome().is_over()
            });
            if let Some(win) = winning {
                let other = moves.iter().find(|m| *m != win).expect("another move");
                for locale in Locale::ALL {
                    let [a, b] = [&games[0], &games[1]].map(|g| everything(g, other, win, locale));
                    assert_eq!(a.0, b.0, "seed {seed}: the scene items differ");
                    assert_eq!(a.1, b.1);
                    assert!(a.2 == b.2, "the PNGs differ");
                    assert_eq!(a.3, b.3);
                }
                found_win = true;
            }
            let pick = moves[(rng.next_u64() % moves.len() as u64) as usize].clone();
            for game in &mut games {
                let seat = game.turns().and_then(|t| t.to_act()).expect("someone to act");
                game.play(seat, &pick, &mut SeededRng::new(2)).expect("a legal move");
            }
        }
        if found_win {
            break;
        }
    }
    assert!(found_win, "some position offers a winning move");
    // And mid-game, an ordinary pair of moves.
    let [a, b] = [(7, 3), (2, 9)].map(|(red, blue)| AnyGame::from(samples::trespass_mid_game_with(red, blue)));
    let moves = legal(&a);
    let (played, best) = (&moves[0], &moves[moves.len() / 2]);
    assert_eq!(
        everything(&a, played, best, Locale::En).0,
        everything(&b, played, best, Locale::En).0
    );
    let alt = moves_alt_text(&a, played, best, NAMES, Locale::En);
    assert!(!alt.contains("secret number was"), "{alt}");
}

#[test]
fn hot_spot_moves_pictures_never_show_the_face_down_values() {
    // The mid-game, and the same with the captured (face-down) pieces' values
    // swapped among each owner's: the same pictures for every move pair.
    let shown = samples::hot_spot_mid_game();
    let mut setup = shown.to_setup();
    for owner in [Seat::FIRST, Seat::SECOND] {
        let captured: Vec<usize> = (0..setup.board.len())
            .filter(|&i| setup.board[i].1.captured && setup.board[i].1.owner == owner)
            .collect();
        let spots: Vec<u8> = captured.iter().map(|&i| setup.board[i].1.spots).collect();
        for (k, &i) in captured.iter().enumerate() {
            setup.board[i].1.spots = spots[(k + 1) % spots.len()];
        }
    }
    let swapped = parlor_games::hot_spot::HotSpot::from_setup(setup).expect("the same pieces face down");
    assert_ne!(shown.view().board, swapped.view().board);
    let games = [AnyGame::from(shown), AnyGame::from(swapped)];
    let moves = legal(&games[0]);
    for pair in moves.chunks(2).filter(|pair| pair.len() == 2) {
        let [a, b] = [&games[0], &games[1]].map(|g| everything(g, &pair[0], &pair[1], Locale::En));
        assert_eq!(a.0, b.0, "{pair:?}: the scene items differ");
        assert_eq!(a.1, b.1);
        assert!(a.2 == b.2, "{pair:?}: the PNGs differ");
        assert_eq!(a.3, b.3);
    }
    // Placement: where a piece would go, never its value.
    let placing = AnyGame::from(samples::hot_spot_placement());
    let scene = moves_scene(&placing, "a8", "d8", NAMES, Locale::En);
    assert!(scene.shows(&at(Mark::Played, "a8")) && scene.shows(&at(Mark::Better, "d8")));
    assert!(!scene.items.iter().any(|item| matches!(item.role, Role::Piece { ref at, .. } if *at == Place::square("a8") || *at == Place::square("d8"))));
}

// --- The chart -------------------------------------------------------------------

fn sample_chart() -> (Vec<ChanceLine>, Vec<ChartMark>, u32) {
    samples::review_chart(2, 60, 1)
}

#[test]
fn the_chart_png_has_its_size_and_changes_with_a_line() {
    let (lines, marks, plies) = sample_chart();
    let png = chance_chart(&lines, &marks, plies, Locale::En);
    let image = decoded(&png);
    assert_eq!(image.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
    // Each line's colour is on it.
    for ink in &LINE_COLOURS[..2] {
        assert!(image.pixels().any(|p| p == ink), "{ink:?}");
    }
    let mut changed = lines.clone();
    changed[0].points[30].1 = 1.0 - changed[0].points[30].1;
    let other = decoded(&chance_chart(&changed, &marks, plies, Locale::En));
    assert!(image != other, "a changed line changes the picture");
    // The same chart gives the same bytes.
    assert!(png == chance_chart(&lines, &marks, plies, Locale::En));
}

#[test]
fn a_rising_chance_climbs_and_the_guide_sits_at_half_height() {
    let lines = vec![ChanceLine {
        name: "Ann".into(),
        points: (0..=20).map(|ply| (ply, f64::from(ply) / 20.0)).collect(),
    }];
    let scene = chart_scene(&lines, &[], 20, Locale::En);
    let path = scene
        .items
        .iter()
        .find_map(|item| match (&item.role, &item.shape) {
            (Role::Mark { mark: Mark::Path, .. }, Shape::Polyline { points, .. }) => Some(points.clone()),
            _ => None,
        })
        .expect("the line");
    assert_eq!(path.len(), 21);
    assert_eq!(path[0], (PLOT_LEFT, PLOT_BOTTOM));
    assert_eq!(path[20], (PLOT_RIGHT, PLOT_TOP));
    let image = decoded(&crate::paint::png(&scene));
    let guide = y_of(0.5).round() as u32;
    assert_eq!(image.get_pixel(PLOT_LEFT as u32 + 3, guide), &GUIDE);
}

#[test]
fn marks_are_labelled_at_their_moves_on_the_line_that_lost() {
    let lines = vec![
        ChanceLine {
            name: "Ann".into(),
            points: vec![(0, 0.5), (1, 0.55), (2, 0.2), (3, 0.25)],
        },
        ChanceLine {
            name: "Bob".into(),
            points: vec![(0, 0.5), (1, 0.45), (2, 0.8), (3, 0.75)],
        },
    ];
    let marks = [ChartMark {
        ply: 2,
        label: "blunder".into(),
    }];
    let scene = chart_scene(&lines, &marks, 3, Locale::En);
    let label = scene
        .texts()
        .find(|(role, _)| {
            matches!(
                role,
                Role::Words {
                    words: Words::Status,
                    ..
                }
            )
        })
        .map(|(_, text)| text.words().to_owned());
    assert_eq!(label.as_deref(), Some("blunder (2)"));
    // The dot is on Ann's line (she dropped 35 points), in her colour.
    let x = PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * 2.0 / 3.0;
    assert!(scene.items.iter().any(|item| matches!(&item.shape,
        Shape::Fill { rect, ink } if rect.cx == x && rect.cy == y_of(0.2) && ink.colour == LINE_COLOURS[0])));
    assert_eq!(
        scene.alt_text(),
        "Chart of the winning chance over 3 moves. \
         Ann: 50% at the start, 25% at the end, lowest 20% after move 2. \
         Bob: 50% at the start, 75% at the end, lowest 45% after move 1. \
         Blunder at move 2."
    );
}

#[test]
fn the_chart_svg_is_well_formed_in_every_language_and_an_empty_chart_says_so() {
    let (lines, marks, plies) = sample_chart();
    for locale in Locale::ALL {
        let svg = chance_chart_svg(&lines, &marks, plies, locale);
        let doc = roxmltree::Document::parse(&svg).expect("well-formed");
        let root = doc.root_element();
        assert_eq!(root.attribute("width"), Some(CHART_WIDTH.to_string().as_str()));
        assert_eq!(root.attribute("height"), Some(CHART_HEIGHT.to_string().as_str()));
        let alt = chance_chart_alt_text(&lines, &marks, plies, locale);
        assert_eq!(root.attribute("aria-label"), Some(alt.as_str()));
        let texts: Vec<&str> = root.descendants().filter_map(|n| n.text()).collect();
        let half = if locale == Locale::En { "50%" } else { "50 %" };
        assert!(texts.contains(&half), "{locale:?}: {texts:?}");
        assert!(texts.contains(&"Ann"), "{texts:?}");
    }
    let empty = chart_scene(&[], &[], 0, Locale::Fr);
    assert!(empty.alt_text().contains("Aucun coup à montrer."));
    assert_eq!(
        decoded(&chance_chart(&[], &[], 0, Locale::Fr)).dimensions(),
        (CHART_WIDTH, CHART_HEIGHT)
    );
    // Points out of range do not panic or stray off the plot.
    let odd = [ChanceLine {
        name: "Ann".into(),
        points: vec![(0, f64::NAN), (5, 2.0), (900, 0.5)],
    }];
    let scene = chart_scene(
        &odd,
        &[ChartMark {
            ply: 99,
            label: "x".into(),
        }],
        10,
        Locale::En,
    );
    for item in &scene.items {
        if let Shape::Fill { rect, .. } = &item.shape {
            assert!(rect.cy >= PLOT_TOP - 10.0 && rect.cy <= CHART_HEIGHT as f32, "{item:?}");
        }
    }
}
