//! The Line game's scenes, pictures and diagram.

use super::*;
use crate::paint;
use parlor_games::line::{seat_name, Action, Options, Setup};
use parlor_games::{Rng, SeededRng};

const NAMES: [&str; 2] = ["Ann", "Bob"];

/// A real game of `variant` after `moves` random placements and rolls.
fn game(variant: Variant, moves: usize, seed: u64) -> Line {
    let options = Options {
        variant,
        ..Options::default()
    };
    let mut rng = SeededRng::new(seed);
    let mut game = Line::new(&options, 2, &mut rng);
    for _ in 0..moves {
        let Some(seat) = game.to_act() else { break };
        let actions: Vec<_> = crate::samples::legal(&game, seat)
            .into_iter()
            .filter(|a| !parlor_games::line::is_free_action(a))
            .collect();
        if actions.is_empty() {
            break;
        }
        let pick = rng.below(actions.len() as u32) as usize;
        game.apply(seat, &actions[pick], &mut rng).unwrap();
    }
    game
}

/// A game from a setup: `board` as "a1:W d1:B", the rest of each side in hand.
fn position(variant: Variant, board: &str, edit: impl FnOnce(&mut Setup)) -> Line {
    let board: Vec<(Spot, Seat)> = board
        .split_whitespace()
        .map(|b| {
            let (spot, owner) = b.split_once(':').unwrap();
            (Spot::parse(spot).unwrap(), if owner == "W" { WHITE } else { BLACK })
        })
        .collect();
    let count = |seat| board.iter().filter(|(_, o)| *o == seat).count() as u8;
    let mut setup = Setup {
        options: Options {
            variant,
            ..Options::default()
        },
        hands: [BALLS_PER_SIDE - count(WHITE), BALLS_PER_SIDE - count(BLACK)],
        board,
        confiscated: [0, 0],
        panels: [vec![], vec![]],
        points: [0, 0],
        to_act: WHITE,
        barred: [None, None],
        passes: 0,
        last_move: None,
        quiet_moves: 0,
        moves: 40,
        outcome: Outcome::Ongoing,
    };
    edit(&mut setup);
    Line::from_setup(setup).unwrap()
}

fn play(game: &mut Line, seat: Seat, action: &str) {
    game.apply(seat, &Action::parse(action).unwrap(), &mut SeededRng::new(0))
        .unwrap();
}

fn decode(png: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
    (img.width(), img.height())
}

fn spot(name: &str) -> Place {
    Place::square(Spot::parse(name).expect("a spot"))
}

fn mark(mark: Mark, at: Place) -> Role {
    Role::Mark { mark, at }
}

fn words(words: Words, seat: Option<Seat>) -> Role {
    Role::Words { words, seat }
}

/// How many items of the scene have the role `role`.
fn count(scene: &Scene, role: &Role) -> usize {
    scene.find(role).count()
}

/// The lines of text of the scene whose role is `role`, in order.
fn texts<'a>(scene: &'a Scene, role: &Role) -> Vec<&'a str> {
    scene
        .texts()
        .filter(|(r, _)| *r == role)
        .map(|(_, text)| text.words())
        .collect()
}

/// The balls the scene shows on the board, by spot and owner.
fn balls_on_board(scene: &Scene) -> Vec<(Place, Seat)> {
    scene
        .all_items()
        .filter_map(|item| match &item.role {
            Role::Piece {
                owner,
                at: at @ Place::Square(_),
                piece: Piece::Ball,
            } => Some((at.clone(), *owner)),
            _ => None,
        })
        .collect()
}

/// White (Ann) has just rolled f2-g1, calling lines 1 and 16 and taking b6
/// and d6 for them.
fn two_lines_called() -> Line {
    let mut game = position(Variant::Basic, "a1:W d1:W f2:W g4:W g7:W b6:B d6:B c5:B", |s| {
        s.hands = [4, 6];
        s.moves = 10;
    });
    play(&mut game, WHITE, "f2-g1 xb6 xd6");
    game
}

#[test]
fn each_variant_paints_a_small_valid_png_in_every_language() {
    for variant in samples::LINE_VARIANTS {
        for moves in [0, 25, 400] {
            let view = game(variant, moves, 7).view();
            for locale in Locale::ALL {
                let scene = scene(&view, &[], locale);
                assert_eq!((scene.width, scene.height), (WIDTH, HEIGHT));
                let png = paint::png(&scene);
                assert_eq!(decode(&png), (WIDTH, HEIGHT));
                assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
                if std::env::var_os("LINE_SAMPLES").is_some() {
                    let name = format!("/tmp/line-{}-{moves}-{}.png", variant.name(), locale.code());
                    std::fs::write(name, &png).unwrap();
                }
            }
        }
    }
}

#[test]
fn every_ball_stands_on_its_spot_and_the_board_names_every_spot() {
    let view = samples::line_mid_game(Variant::Basic).view();
    let scene = scene(&view, &NAMES, Locale::En);
    let balls: Vec<(Place, Seat)> = view
        .balls
        .iter()
        .map(|ball| (Place::square(ball.spot), ball.owner))
        .collect();
    assert!(!balls.is_empty());
    assert_eq!(balls_on_board(&scene), balls);
    for name in Spot::all() {
        let label = Role::Label {
            at: Place::square(name),
        };
        assert_eq!(scene.words(&label), Some(name.to_string().as_str()));
    }
    // Basic draws no line numbers; the other variants number all sixteen.
    assert!(!scene.shows(&Role::Label { at: Place::Line(1) }));
    let progress = samples::line_mid_game(Variant::Progress).view();
    let progress = super::scene(&progress, &NAMES, Locale::En);
    for line in 1..=LINE_COUNT {
        let label = Role::Label { at: Place::Line(line) };
        assert_eq!(progress.words(&label), Some(line.to_string().as_str()));
    }
}

#[test]
fn a_roll_that_calls_two_lines_is_marked_with_its_arrow_its_lines_and_its_crosses() {
    let game = two_lines_called();
    let scene = scene(&game.view(), &NAMES, Locale::En);
    for line in [1, 16] {
        assert!(scene.shows(&mark(Mark::Called, Place::Line(line))), "line {line}");
    }
    assert!(!scene.shows(&mark(Mark::Called, Place::Line(9))));
    assert!(scene.shows(&mark(Mark::LastMove, spot("f2"))) && scene.shows(&mark(Mark::LastMove, spot("g1"))));
    assert!(scene.shows(&mark(Mark::Path, Place::Board)));
    for taken in ["b6", "d6"] {
        assert!(scene.shows(&mark(Mark::Captured, spot(taken))), "{taken}");
        assert!(
            !balls_on_board(&scene).iter().any(|(at, _)| *at == spot(taken)),
            "{taken}"
        );
    }
    assert!(balls_on_board(&scene).contains(&(spot("g1"), WHITE)));
    assert_eq!(
        texts(&scene, &words(Words::LastMove, Some(WHITE))),
        ["Last: Ann f2-g1 xb6 xd6", "Lines 1 and 16 called!"]
    );
    let text = scene.alt_text();
    assert!(
        text.contains(" Last move: Ann (White) f2-g1 xb6 xd6, calling line 1 and 16. "),
        "{text}"
    );
    assert_eq!(decode(&paint::png(&scene)), (WIDTH, HEIGHT));
}

#[test]
fn the_roll_straight_back_is_barred_on_the_board_and_in_the_panel() {
    let mut game = two_lines_called();
    play(&mut game, BLACK, "e4");
    let view = game.view();
    let scene = scene(&view, &NAMES, Locale::En);
    assert!(scene.shows(&mark(Mark::Barred, spot("f2"))));
    assert_eq!(count(&scene, &mark(Mark::Barred, spot("g1"))), 0);
    assert_eq!(
        scene.words(&words(Words::Legend, Some(WHITE))),
        Some("not g1-f2 (straight back)")
    );
    // A placement is marked where it landed, with no arrow.
    assert!(scene.shows(&mark(Mark::LastMove, spot("e4"))));
    assert!(!scene.shows(&mark(Mark::Path, Place::Board)));
    assert!(diagram(&view).contains("White may not roll g1-f2 (straight back)"));
    let png = paint::png(&scene);
    assert_eq!(decode(&png), (WIDTH, HEIGHT));
    assert!(png.len() <= 60 * 1024);
    if std::env::var_os("LINE_SAMPLES").is_some() {
        std::fs::write("/tmp/line-barred.png", &png).unwrap();
    }
}

#[test]
fn each_panel_shows_the_balls_in_hand_and_taken_and_the_score() {
    for variant in samples::LINE_VARIANTS {
        let view = samples::line_mid_game(variant).view();
        let scene = scene(&view, &NAMES, Locale::En);
        for seat in [WHITE, BLACK] {
            let i = seat.index();
            let ball = |at| Role::Piece {
                owner: seat,
                at,
                piece: Piece::Ball,
            };
            assert_eq!(count(&scene, &ball(Place::Reserve(seat))), view.hands[i] as usize);
            let taken = view.confiscated[i] as usize;
            assert_eq!(count(&scene, &ball(Place::Panel(seat))), taken);
            assert_eq!(count(&scene, &mark(Mark::Captured, Place::Panel(seat))), taken);
            let counts = texts(&scene, &words(Words::Count, Some(seat)));
            let other = NAMES[seat.opponent().index()];
            assert_eq!(
                counts,
                [
                    format!("In hand: {}", view.hands[i]),
                    format!("Taken by {other}: {taken}")
                ]
            );
            assert_eq!(
                scene.words(&words(Words::Name, Some(seat))),
                Some(format!("{} ({})", NAMES[i], seat_name(seat)).as_str())
            );
            let turn = mark(Mark::Turn, Place::Panel(seat));
            assert_eq!(scene.shows(&turn), view.to_act == Some(seat), "{variant:?} {seat:?}");
            let scored = mark(Mark::Scored, Place::Panel(seat));
            match variant {
                Variant::Basic => assert!(!scene.shows(&scored)),
                Variant::Progress => {
                    let mut recorded = view.panels[i].clone();
                    recorded.sort_unstable();
                    let numbers: Vec<String> = recorded.iter().map(u8::to_string).collect();
                    assert_eq!(texts(&scene, &scored), numbers);
                    assert_eq!(
                        scene.words(&words(Words::Status, Some(seat))),
                        Some(format!("Lines scored: {}", recorded.len()).as_str())
                    );
                }
                Variant::Scoring => {
                    assert_eq!(count(&scene, &scored), view.points[i] as usize);
                    let target = view.target.expect("a target");
                    assert_eq!(
                        scene.words(&words(Words::Status, Some(seat))),
                        Some(format!("Points: {} of {target}", view.points[i]).as_str())
                    );
                }
            }
        }
        // The samples show something in each panel.
        assert!(view.confiscated.iter().any(|&n| n > 0), "{variant:?}");
        match variant {
            Variant::Progress => assert!(view.panels.iter().any(|p| !p.is_empty())),
            Variant::Scoring => assert!(view.points.iter().any(|&p| p > 0)),
            Variant::Basic => {}
        }
    }
}

#[test]
fn the_header_says_who_is_to_move_and_what_they_may_do() {
    let view = samples::line_mid_game(Variant::Progress).view();
    let seat = view.to_act.expect("a seat to move");
    let scene = scene(&view, &NAMES, Locale::En);
    assert_eq!(
        scene.words(&Role::Headline { seat: Some(seat) }),
        Some(format!("{} ({}) to move", NAMES[seat.index()], seat_name(seat)).as_str())
    );
    let note = scene.words(&Role::Note).unwrap_or_default();
    assert!(
        ["place or roll", "roll a ball", "place a ball", "pass or reclaim"].contains(&note),
        "{note}"
    );
    assert_eq!(scene.words(&Role::Title), Some("LINE · PROGRESS"));
    let player = |seat, to_act| Role::Player { seat, to_act };
    assert_eq!(
        scene.words(&player(seat, true)),
        Some(format!("{} ({})", NAMES[seat.index()], seat_name(seat)).as_str())
    );
    assert!(scene.shows(&player(seat.opponent(), false)));
    // The safeguard's count, on two lines when it needs them (as here).
    let status = texts(&scene, &words(Words::Status, None)).join(" ");
    assert!(status.ends_with(" of 100 moves without a new line"), "{status}");
    assert_eq!(
        scene.words(&words(Words::Legend, None)),
        Some("Three in a straight line calls line · dashed diagonals: rolling only")
    );
}

#[test]
fn the_alt_text_is_said_in_the_order_it_always_was() {
    let game = samples::line_game(Variant::Basic, 500, 22);
    let scene = scene(&game.view(), &samples::CROWN_ANCHOR_NAMES, Locale::En);
    assert_eq!(
        scene.alt_text(),
        "Line game, basic variant. Ann (White) against Bartholomew Fitzwilliam (Black). Ann (White) to move, \
         roll a ball. Last move: Bartholomew Fitzwilliam (Black) d5-c5 xf2, calling line 11. Ann has 0 in \
         hand and 3 taken by Bartholomew Fitzwilliam. Bartholomew Fitzwilliam has 2 in hand and 2 taken by Ann."
    );
}

#[test]
fn the_words_are_a_players_not_jargon() {
    // The safeguard's end, said as what happened.
    let mut game = position(Variant::Basic, "a1:W g7:B", |s| s.quiet_moves = SAFEGUARD_MOVES - 1);
    play(&mut game, WHITE, "d6");
    let text = diagram(&game.view());
    assert!(
        text.starts_with("Line (basic) - Draw (100 moves without a line)\n"),
        "{text}"
    );
    assert!(text.contains("\nMoves without a line: 100 of 100\n"), "{text}");
    let drawn = scene(&game.view(), &NAMES, Locale::En);
    assert_eq!(drawn.words(&Role::Note), Some("100 moves without a line"));
    let mut game = position(Variant::Progress, "a1:W g7:B", |s| {
        s.quiet_moves = SAFEGUARD_MOVES - 1;
        s.panels = [vec![1], vec![2, 3]];
    });
    play(&mut game, WHITE, "d6");
    let text = diagram(&game.view());
    assert!(
        text.starts_with("Line (progress) - Black wins (more lines after 100 moves without a new line)"),
        "{text}"
    );
    assert!(!text.contains("safeguard") && !text.contains("Quiet"), "{text}");
    // A scorer with no placement or roll is asked to pass or reclaim.
    let mut game = position(Variant::Scoring, "d1:W a4:W a1:B", |s| {
        s.hands[1] = 0;
        s.confiscated[1] = 8;
        s.points[1] = 2;
    });
    play(&mut game, WHITE, "b2");
    assert!(diagram(&game.view()).starts_with("Line (scoring) - Black to move (pass or reclaim)"));
    let scene = scene(&game.view(), &[], Locale::En);
    assert_eq!(scene.words(&Role::Note), Some("pass or reclaim"));
    let png = paint::png(&scene);
    assert_eq!(decode(&png), (WIDTH, HEIGHT));
    if std::env::var_os("LINE_SAMPLES").is_some() {
        std::fs::write("/tmp/line-pass-or-reclaim.png", &png).unwrap();
    }
}

#[test]
fn a_board_for_a_french_or_spanish_room_is_drawn_and_described_in_its_language() {
    for variant in samples::LINE_VARIANTS {
        let view = samples::line_mid_game(variant).view();
        let english = paint::png(&scene(&view, &NAMES, Locale::En));
        let french = scene(&view, &NAMES, Locale::Fr);
        let text = french.alt_text();
        let wanted = format!("Line, variante {}. Ann (Blanc) contre Bob (Noir).", variant.name());
        assert!(text.starts_with(&wanted), "{text}");
        assert!(text.contains("Ann a ") && text.contains(" en main et "), "{text}");
        assert!(diagram(&view).starts_with("Line ("), "the diagram stays English");
        let spanish = scene(&view, &NAMES, Locale::Es);
        let text = spanish.alt_text();
        assert!(text.contains("Bob tiene "), "{text}");
        for english in [" against ", " has ", " in hand", "Last move", "taken by"] {
            assert!(!text.contains(english), "{english} in {text}");
        }
        let legend = spanish.words(&words(Words::Legend, None)).unwrap_or_default();
        assert!(!legend.is_empty() && !legend.contains("rolling"), "{legend}");
        let [french, spanish] = [&french, &spanish].map(paint::png);
        assert_ne!(english, french);
        assert_ne!(english, spanish);
        assert_eq!(
            paint::png(&scene(&view, &NAMES, Locale::En)),
            english,
            "the English cache is untouched"
        );
    }
    let missing = parlor_games::i18n::problems();
    assert!(!missing.iter().any(|id| id.starts_with("pictures-line")), "{missing:?}");
}

#[test]
fn pictures_are_deterministic() {
    let view = game(Variant::Scoring, 30, 3).view();
    let _ = paint::png(&scene(&view, &[], Locale::En));
    let started = std::time::Instant::now();
    let png = paint::png(&scene(&view, &[], Locale::En));
    if std::env::var_os("LINE_SAMPLES").is_some() {
        eprintln!("line picture: {:?}, {} bytes", started.elapsed(), png.len());
    }
    assert_eq!(png, paint::png(&scene(&view, &[], Locale::En)));
}

#[test]
fn the_diagram_shows_the_board_and_both_players() {
    let view = game(Variant::Progress, 12, 5).view();
    let text = diagram(&view);
    assert!(text.is_ascii(), "{text}");
    assert!(text.starts_with("Line (progress)"), "{text}");
    assert!(
        text.contains("7  ") && text.contains("   a   b   c   d   e   f   g"),
        "{text}"
    );
    assert!(text.contains("White (W):") && text.contains("Black (B):"), "{text}");
    let balls = text
        .lines()
        .skip(1)
        .take(13)
        .flat_map(str::chars)
        .filter(|&c| c == 'W' || c == 'B')
        .count();
    assert_eq!(balls, view.balls.len());
}
