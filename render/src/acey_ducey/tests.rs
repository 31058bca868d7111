//! Acey Ducey's scene: what it shows, where, in which words, and its PNG.

use super::*;
use crate::paint;
use crate::scene::{Item, Shape};
use parlor_games::acey_ducey::Options;
use parlor_games::{Rng, SeededRng};

const NAMES: [&str; 2] = ["Ann", "Bob"];

/// A real game from a seed, played on with random legal actions until it has
/// `actions` actions behind it and (if possible) dice waiting for a choice.
fn mid_game(seed: u64, actions: usize) -> AceyDucey {
    let mut rng = SeededRng::new(seed);
    let options = Options {
        stake: Some(10),
        penalty: Some(2),
    };
    let mut game = AceyDucey::new(&options, 2, &mut rng);
    let mut choose = SeededRng::new(seed + 1);
    for i in 0.. {
        let Some(seat) = game.to_act() else { break };
        if i >= actions && game.dice().is_some() {
            break;
        }
        let legal = crate::samples::legal(&game, seat);
        let action = legal[choose.below(legal.len() as u32) as usize].clone();
        game.apply(seat, &action, &mut rng).unwrap();
    }
    game
}

/// The seeded positions the tests draw: set-up, play and finished games.
const POSITIONS: [(u64, usize); 6] = [(1, 0), (2, 9), (3, 120), (4, 60), (5, 100_000), (6, 200)];

fn man(owner: Seat, at: Place) -> Role {
    Role::Piece {
        owner,
        at,
        piece: Piece::Man,
    }
}

fn words(words: Words, seat: Option<Seat>) -> Role {
    Role::Words { words, seat }
}

/// The symbols placed under `role`, in order.
fn placed<'a>(scene: &'a Scene, role: &'a Role) -> Vec<&'a str> {
    scene
        .find(role)
        .filter_map(|item: &Item| match &item.shape {
            Shape::Use { symbol, .. } => Some(symbol.name.as_str()),
            _ => None,
        })
        .collect()
}

/// The places of the marks `mark` in painting order, each once.
fn marked(scene: &Scene, mark: Mark) -> Vec<Place> {
    let mut places: Vec<Place> = Vec::new();
    for item in scene.all_items() {
        if let Role::Mark { mark: m, at } = &item.role {
            if *m == mark && places.last() != Some(at) {
                places.push(at.clone());
            }
        }
    }
    places
}

#[test]
fn every_point_shows_its_men_five_at_most_with_the_count_on_the_top_one() {
    let mut counted = false;
    for (seed, actions) in POSITIONS {
        let view = mid_game(seed, actions).view();
        let scene = scene(&view, &NAMES, Locale::En);
        for p in 1..=24u8 {
            for owner in [RED, BLACK] {
                let men = view
                    .points
                    .iter()
                    .find(|v| v.red_point == p && v.owner == owner)
                    .map_or(0, |v| v.men);
                let role = man(owner, Place::square(p));
                assert_eq!(placed(&scene, &role).len(), usize::from(men.min(5)), "{p} {view:?}");
                let count = (men > 5).then(|| men.to_string());
                assert_eq!(scene.words(&role).map(str::to_owned), count, "{p}");
                counted |= men > 5;
            }
        }
    }
    assert!(counted, "some stack is higher than five");
}

#[test]
fn the_dog_house_and_the_trays_show_their_men_and_counts() {
    let view = samples::acey_ducey_mid_game().view();
    assert_eq!(view.dog_house, [0, 2]);
    let scene = scene(&view, &NAMES, Locale::En);
    let bar = |owner| man(owner, Place::square("bar"));
    assert_eq!(placed(&scene, &bar(BLACK)), ["acey-ducey-man-1"; 2]);
    assert_eq!(scene.words(&bar(BLACK)), Some("2"));
    assert!(!scene.shows(&bar(RED)));
    assert_eq!(scene.words(&words(Words::Count, Some(RED))), Some("OFF 0"));
    assert_eq!(
        scene.words(&Role::Label {
            at: Place::square("bar")
        }),
        Some("DOG HOUSE")
    );

    let over = samples::acey_ducey_game_over().view();
    assert_eq!(over.borne_off, [3, 15]);
    let scene = super::scene(&over, &NAMES, Locale::En);
    assert_eq!(scene.words(&words(Words::Count, Some(BLACK))), Some("OFF 15"));
    // Each man borne off is a slab of two shapes in his owner's colours.
    let off = |owner| scene.find(&man(owner, Place::square("off"))).count();
    assert_eq!((off(RED), off(BLACK)), (2 * 3, 2 * 15));
}

#[test]
fn every_move_of_the_last_turn_is_marked_from_where_he_stood_in_order() {
    let scene = scene(&samples::acey_ducey_mid_game().view(), &NAMES, Locale::En);
    assert_eq!(
        scene.words(&words(Words::LastMove, Some(RED))),
        Some("Last turn: Ann (Red) played 19/17 15/14 24/23 7/6")
    );
    let squares = |points: &[u8]| points.iter().map(|&p| Place::square(p)).collect::<Vec<_>>();
    assert_eq!(marked(&scene, Mark::LastMove), squares(&[19, 15, 24, 7]));
    assert_eq!(marked(&scene, Mark::Path), squares(&[17, 14, 23, 6]));
    for (n, p) in [(1, 17), (4, 6)] {
        let path = Role::Mark {
            mark: Mark::Path,
            at: Place::square(p),
        };
        assert_eq!(placed(&scene, &path), [format!("acey-ducey-order-{n}")]);
    }

    // Black's steps are named in Red's numbering: Black's 1 is Red's 24.
    let over = samples::acey_ducey_game_over().view();
    let turn = over.last_turn.as_ref().expect("a last turn");
    assert_eq!((turn.seat, turn.steps[0].from, turn.steps[0].to), (BLACK, 1, OFF));
    let scene = super::scene(&over, &NAMES, Locale::En);
    assert_eq!(marked(&scene, Mark::LastMove), [Place::square(24)]);
    assert_eq!(marked(&scene, Mark::Path), [Place::square("off")]);
}

#[test]
fn the_header_says_who_is_to_play_and_what_to_choose() {
    let scene = scene(&samples::acey_ducey_mid_game().view(), &NAMES, Locale::En);
    assert_eq!(
        scene.words(&Role::Headline { seat: Some(BLACK) }),
        Some("Bob (Black) to play")
    );
    assert_eq!(
        scene.words(&Role::Note),
        Some("choose: send a man from 1 or 2, or play 1 and 2 and roll again")
    );
    let player = |seat, to_act| Role::Player { seat, to_act };
    assert_eq!(scene.words(&player(RED, false)), Some("Ann (Red)"));
    assert_eq!(scene.words(&player(BLACK, true)), Some("Bob (Black)"));
    assert_eq!(scene.words(&Role::Title), Some("ACEY DUCEY"));
}

#[test]
fn the_dice_waiting_and_the_last_roll_are_shown_with_what_they_mean() {
    let die = |owner, n| Role::Piece {
        owner,
        at: Place::Board,
        piece: Piece::Die(n),
    };
    let scene = scene(&samples::acey_ducey_mid_game().view(), &NAMES, Locale::En);
    assert!(scene.shows(&die(BLACK, 2)) && scene.shows(&die(BLACK, 1)));
    assert_eq!(scene.words(&words(Words::Heading, Some(BLACK))), Some("Bob rolled"));
    assert_eq!(scene.words(&words(Words::Dice, Some(BLACK))), Some("Acey-Ducey!"));
    assert_eq!(
        scene.words(&words(Words::Status, None)),
        Some("Dog House: Red 0, Black 2 · Off: Red 0, Black 0")
    );

    // In set-up, with nothing rolled yet this turn: the last roll, faded.
    let view = samples::acey_ducey_set_up().view();
    let last = view.last_roll.expect("a roll");
    assert!(view.dice.is_none());
    let scene = super::scene(&view, &NAMES, Locale::En);
    assert!(scene.shows(&die(last.seat, last.dice.high())));
    assert_eq!(
        scene.words(&words(Words::Heading, Some(last.seat))),
        Some("last roll, Bob")
    );
    assert_eq!(
        scene.words(&words(Words::Count, None)),
        Some("To enter: Red 7, Black 5")
    );
}

#[test]
fn the_alt_text_says_the_header_the_dice_the_last_turn_and_the_counts() {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let scene = scene(&samples::acey_ducey_mid_game().view(), names, Locale::En);
    assert_eq!(
        scene.alt_text(),
        "Acey Ducey. Ann (Red) against Bartholomew Fitzwilliam (Black). Bartholomew Fitzwilliam (Black) \
         to play: choose: send a man from 1 or 2, or play 1 and 2 and roll again. Dice: 2-1 (Acey-Ducey!). \
         Last turn: Ann (Red) played 19/17 15/14 24/23 7/6. Dog House: Red 0, Black 2. Borne off: Red 0, Black 0."
    );
    let scene = super::scene(&samples::acey_ducey_set_up().view(), names, Locale::En);
    assert_eq!(
        scene.alt_text(),
        "Acey Ducey. Ann (Red) against Bartholomew Fitzwilliam (Black). Ann (Red) setting up: roll the dice. \
         Last turn: Bartholomew Fitzwilliam (Black) played bar/19 bar/22. Dog House: Red 0, Black 0. \
         Borne off: Red 0, Black 0. Men to enter: Red 7, Black 5."
    );
}

#[test]
fn a_mid_game_picture_is_a_small_deterministic_png() {
    let view = mid_game(3, 120).view();
    let png = paint::png(&scene(&view, &[], Locale::En));
    assert_eq!(&png[1..4], b"PNG");
    assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
    assert_eq!(paint::png(&scene(&view, &[], Locale::En)), png);
    let decoded = image::load_from_memory(&png).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (WIDTH, HEIGHT));
    if let Ok(path) = std::env::var("ACEY_DUCEY_PNG") {
        std::fs::write(path, &png).unwrap();
    }
}

#[test]
fn set_up_and_finished_games_draw_too() {
    for (seed, actions) in [(1, 0), (2, 9), (5, 100_000)] {
        let view = mid_game(seed, actions).view();
        let png = paint::png(&scene(&view, &[], Locale::En));
        assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
        if let Ok(dir) = std::env::var("ACEY_DUCEY_DIR") {
            std::fs::write(format!("{dir}/acey-ducey-{seed}.png"), &png).unwrap();
        }
    }
}

#[test]
fn the_diagram_is_plain_ascii_in_reds_numbering() {
    let view = mid_game(3, 120).view();
    let text = diagram(&view);
    assert!(text.is_ascii(), "{text}");
    assert!(text.contains(" 13 14 15 16 17 18 | 19 20 21 22 23 24"), "{text}");
    assert!(text.contains("Points numbered for"), "{text}");
    let men: u32 = view.points.iter().map(|p| p.men as u32).sum();
    let cells: u32 = text
        .lines()
        .skip(2)
        .take(2)
        .flat_map(|l| l.split_whitespace())
        .filter_map(|c| c.get(1..).and_then(|n| n.parse::<u32>().ok()))
        .sum();
    assert_eq!(cells, men, "{text}");
}

#[test]
fn a_board_for_a_french_room_is_drawn_and_described_in_french() {
    let view = samples::acey_ducey_mid_game().view();
    let names = &samples::CROWN_ANCHOR_NAMES;
    let english = paint::png(&scene(&view, names, Locale::En));
    let french = scene(&view, names, Locale::Fr);
    let png = paint::png(&french);
    if let Ok(path) = std::env::var("PARLOR_SAVE_FRENCH") {
        std::fs::write(path, &png).unwrap();
    }
    let text = french.alt_text();
    assert!(
        text.contains("(Noir) joue : choisis : envoie une dame depuis 1 ou 2"),
        "{text}"
    );
    assert!(text.contains("Niche : Rouge 0, Noir 2."), "{text}");
    assert_eq!(french.words(&Role::Title), Some("ACEY DUCEY"));
    assert_eq!(french.words(&words(Words::Count, Some(RED))), Some("SORTIES 0"));
    // The terminal diagram stays in English.
    assert!(diagram(&view).contains("Black to play: choose"));
    assert_ne!(english, png);
    assert_eq!(
        paint::png(&scene(&view, names, Locale::En)),
        english,
        "the English cache is untouched"
    );
}

#[test]
fn every_position_draws_in_spanish_and_french_without_a_missing_message() {
    let names = &samples::CROWN_ANCHOR_NAMES;
    for locale in [Locale::Es, Locale::Fr] {
        for (seed, actions) in POSITIONS {
            let scene = scene(&mid_game(seed, actions).view(), names, locale);
            paint::png(&scene);
            let text = scene.alt_text();
            assert!(!text.contains(" against "), "{text}");
        }
    }
    let spanish = scene(&samples::acey_ducey_set_up().view(), names, Locale::Es).alt_text();
    assert!(spanish.contains("Ann (Rojo) coloca: tira los dados."), "{spanish}");
    let missing: Vec<String> = i18n::problems()
        .into_iter()
        .filter(|id| id.contains("acey-ducey"))
        .collect();
    assert!(missing.is_empty(), "{missing:?}");
}
