use super::*;
use crate::scene::Shape;
use image::RgbImage;
use parlor_games::crown_anchor::Options;
use parlor_games::ScriptedRng;

const NAMES: [&str; 6] = ["Ann", "Bartholomew Fitzwilliam-Smythe", "Cy", "Dora", "Eve", "Fay"];

/// A table of six with seat 0 banking, bets on five designs (none on club),
/// five bettors on the anchor, after one roll (heart, spade, heart).
fn table_of_six() -> CrownAndAnchor {
    let mut game = CrownAndAnchor::new(&Options::default(), 6, &mut ScriptedRng::new([0]));
    game.place_bet(Seat(1), Design::Heart, 25, 1000, 100_000).unwrap();
    game.settle([Design::Heart, Design::Spade, Design::Heart]).unwrap();
    let bets = [
        (1, Design::Crown, 40),
        (2, Design::Crown, 5),
        (1, Design::Anchor, 12),
        (2, Design::Anchor, 7),
        (3, Design::Anchor, 1000),
        (4, Design::Anchor, 3),
        (5, Design::Anchor, 9),
        (3, Design::Heart, 250),
        (4, Design::Spade, 1),
        (5, Design::Diamond, 60),
    ];
    for (seat, design, chips) in bets {
        game.place_bet(Seat(seat), design, chips, 10_000, 1_000_000).unwrap();
    }
    game
}

fn sample() -> View {
    table_of_six().view()
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("a valid PNG")
        .to_rgb8()
}

fn stake(design: Design, seat: Option<u8>) -> Role {
    Role::Stake {
        at: square(design),
        seat: seat.map(Seat),
    }
}

fn shown(design: Design, times: u8) -> Role {
    Role::Mark {
        mark: Mark::Shown(times),
        at: square(design),
    }
}

fn words(words: Words, seat: Option<u8>) -> Role {
    Role::Words {
        words,
        seat: seat.map(Seat),
    }
}

/// The words of every line of text with `role`, in painting order.
fn all_words<'a>(scene: &'a Scene, role: &Role) -> Vec<&'a str> {
    scene
        .texts()
        .filter(|(r, _)| *r == role)
        .map(|(_, text)| text.words())
        .collect()
}

/// The names of the symbols placed with `role`, in painting order.
fn placed(scene: &Scene, role: &Role) -> Vec<String> {
    scene
        .find(role)
        .filter_map(|item| match &item.shape {
            Shape::Use { symbol, .. } => Some(symbol.name.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn the_picture_is_a_small_valid_png_of_the_documented_size() {
    let view = sample();
    let started = std::time::Instant::now();
    let png = picture(&view, &NAMES, Locale::En);
    let elapsed = started.elapsed();
    let img = decode(&png);
    assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
    assert!(png.len() <= 60 * 1024, "{} bytes", png.len());
    if let Ok(path) = std::env::var("CROWN_ANCHOR_SAMPLE") {
        std::fs::write(path, &png).unwrap();
        eprintln!("{} bytes in {elapsed:?}", png.len());
    }
    let scene = scene(&view, &NAMES, Locale::En);
    assert_eq!((scene.width, scene.height), (WIDTH, HEIGHT));
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    let view = sample();
    assert_eq!(picture(&view, &NAMES, Locale::En), picture(&view, &NAMES, Locale::En));
    let balances = [Some(5), None, Some(-7)];
    let settled = table_of_six().settled_view([Design::Crown; 3]);
    assert_eq!(
        settled_picture(&settled, &NAMES, &balances, Locale::Fr),
        settled_picture(&settled, &NAMES, &balances, Locale::Fr)
    );
}

#[test]
fn a_fresh_table_draws_every_design_with_no_bets() {
    let game = CrownAndAnchor::new(&Options::parse("house min:5").unwrap(), 0, &mut ScriptedRng::new([]));
    let view = game.view();
    let png = picture(&view, &[], Locale::En);
    assert_eq!(decode(&png).dimensions(), (WIDTH, HEIGHT));
    if let Ok(path) = std::env::var("CROWN_ANCHOR_EMPTY") {
        std::fs::write(path, &png).unwrap();
    }
    let scene = scene(&view, &[], Locale::En);
    for design in Design::ALL {
        let label = Role::Label { at: square(design) };
        assert_eq!(placed(&scene, &label), [format!("crown-and-anchor-{}", design.name())]);
        assert_eq!(scene.words(&label), Some(design.name().to_uppercase().as_str()));
        assert_eq!(all_words(&scene, &stake(design, None)), ["no bets"]);
    }
    assert!(!scene
        .all_items()
        .any(|item| matches!(item.role, Role::Mark { .. } | Role::Die { .. })));
    assert_eq!(scene.words(&words(Words::Empty, None)), Some("No roll yet"));
    assert_eq!(
        scene.words(&words(Words::Status, None)),
        Some("Banker: the house · bets of 5–1,000 chips")
    );
    let text = diagram(&view, &[]);
    assert!(text.contains("Banker: the house"), "{text}");
    assert_eq!(text.matches("no bets").count(), 6, "{text}");
    assert!(text.contains("No roll yet."));
}

#[test]
fn a_design_with_no_bets_still_shows_its_design_on_cloth() {
    let view = sample();
    assert_eq!(view.design(Design::Club).total, 0);
    let scene = scene(&view, &NAMES, Locale::En);
    // The club's square: its cloth in the layer, the club at the top centre
    // of it, untinted, and no bettor.
    let rect = cell_rect(Design::Club);
    assert!(scene
        .background
        .expect("a layer")
        .scene
        .items
        .iter()
        .any(|item| matches!(
            item.shape,
            Shape::Fill { rect: r, ink } if r == rect && ink.colour == CLOTH
        )));
    let club = scene
        .find(&Role::Label {
            at: square(Design::Club),
        })
        .find_map(|item| match item.shape {
            Shape::Use { symbol, x, y } => Some((symbol.name.as_str(), x, y)),
            _ => None,
        });
    let (x, y) = cell_origin(Design::Club);
    assert_eq!(
        club,
        Some((
            "crown-and-anchor-club",
            (x + (CELL_W - DESIGN_PX) / 2) as f32,
            (y + 9) as f32
        ))
    );
    assert!(!(1..=3).any(|k| scene.shows(&shown(Design::Club, k))));
    assert_eq!(all_words(&scene, &stake(Design::Club, None)), ["no bets"]);
    assert!(!scene
        .all_items()
        .any(|item| matches!(&item.role, Role::Stake { at, seat: Some(_) } if *at == square(Design::Club))));
}

#[test]
fn every_square_shows_its_total_and_its_bettors_by_name_the_rest_counted() {
    let scene = scene(&sample(), &NAMES, Locale::En);
    assert_eq!(all_words(&scene, &stake(Design::Crown, None)), ["45 chips"]);
    assert_eq!(all_words(&scene, &stake(Design::Crown, Some(2))), ["5", "Cy"]);
    // Five bettors on the anchor: three by name, then the other two.
    assert_eq!(
        all_words(&scene, &stake(Design::Anchor, None)),
        ["1,031 chips", "+2 more", "12"]
    );
    assert_eq!(
        all_words(&scene, &stake(Design::Anchor, Some(1))),
        ["12", "Bartholomew Fitzwilliam-Smythe"]
    );
    let cut = scene
        .texts()
        .find(|(role, text)| **role == stake(Design::Anchor, Some(1)) && text.whole.is_some())
        .map(|(_, text)| text.text.as_str());
    assert!(
        cut.is_some_and(|text| text.starts_with("Bartholomew") && text.ends_with('…')),
        "the long name is cut to its room: {cut:?}"
    );
    assert_eq!(all_words(&scene, &stake(Design::Anchor, Some(3))), ["1,000", "Dora"]);
    for seat in [4, 5] {
        assert!(!scene.shows(&stake(Design::Anchor, Some(seat))), "{seat}");
    }
    assert_eq!(all_words(&scene, &stake(Design::Heart, Some(3))), ["250", "Dora"]);
}

#[test]
fn the_designs_the_last_roll_showed_are_tinted_with_their_count_under_its_dice() {
    let scene = scene(&sample(), &NAMES, Locale::En);
    assert_eq!(scene.words(&shown(Design::Heart, 2)), Some("×2"));
    assert_eq!(scene.words(&shown(Design::Spade, 1)), Some("×1"));
    for design in [Design::Crown, Design::Anchor, Design::Diamond, Design::Club] {
        assert!(!(1..=3).any(|k| scene.shows(&shown(design, k))), "{design:?}");
    }
    let dice: Vec<&Role> = scene
        .items
        .iter()
        .map(|item| &item.role)
        .filter(|role| matches!(role, Role::Die { .. }))
        .collect();
    let die = |face: &str| Role::Die { face: face.to_owned() };
    assert_eq!(dice, [&die("heart"), &die("spade"), &die("heart")]);
    assert_eq!(placed(&scene, &die("spade")), ["crown-and-anchor-die-spade"]);
    assert_eq!(
        all_words(&scene, &words(Words::Heading, None))[..2],
        ["Last roll", "round 1"]
    );
    assert_eq!(scene.words(&words(Words::LastMove, None)), Some("heart ×2, spade ×1"));
}

#[test]
fn the_header_says_the_round_the_banker_the_limits_and_the_cover() {
    let scene = scene(&sample(), &NAMES, Locale::En);
    assert_eq!(
        scene.words(&Role::Headline { seat: None }),
        Some("Round 2: place your bets")
    );
    assert_eq!(scene.words(&Role::Note), Some("Banker: Ann"));
    let line = scene
        .texts()
        .find(|(role, _)| **role == words(Words::Status, None))
        .map(|(_, text)| text.clone())
        .expect("the table's line");
    assert_eq!(
        line.words(),
        "Banker: Ann · bets of 1–1,000 chips · 3,093 put up to cover them"
    );
    assert!((line.baseline - header::SECOND_LINE).abs() < 0.5);
    assert_eq!(scene.words(&Role::Title), Some("CROWN AND ANCHOR"));
}

#[test]
fn the_players_panel_shows_what_each_has_staked() {
    let scene = scene(&sample(), &NAMES, Locale::En);
    assert_eq!(all_words(&scene, &words(Words::Heading, None))[2], "Players");
    assert_eq!(scene.words(&words(Words::Name, Some(0))), Some("Ann (Banker)"));
    assert_eq!(scene.words(&words(Words::Status, Some(0))), Some("banks"));
    assert_eq!(
        scene.words(&words(Words::Name, Some(1))),
        Some("Bartholomew Fitzwilliam-Smythe")
    );
    assert_eq!(scene.words(&words(Words::Status, Some(1))), Some("52 on the board"));
    assert_eq!(scene.words(&words(Words::Status, Some(4))), Some("4 on the board"));
    assert!(!scene.all_items().any(|item| matches!(
        item.role,
        Role::Words {
            words: Words::Payout,
            ..
        }
    )));
}

#[test]
fn a_settled_round_shows_each_payout_and_balance_and_counts_the_players_past_eight() {
    let mut game = CrownAndAnchor::new(
        &Options::parse("house timer:30").unwrap(),
        10,
        &mut ScriptedRng::new([]),
    );
    for seat in 0..10u8 {
        let design = if seat % 2 == 0 { Design::Heart } else { Design::Club };
        game.place_bet(Seat(seat), design, 10 + u64::from(seat), 1000, 100_000)
            .unwrap();
    }
    let view = game.settled_view([Design::Heart, Design::Heart, Design::Anchor]);
    let names = ["Ann", "Bo", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo"];
    let balances: Vec<Option<i128>> = (0..10).map(|s| (s != 3).then_some(100 * s - 150)).collect();
    let scene = settled_scene(&view, &names, &balances, Locale::En);
    assert_eq!(
        scene.words(&Role::Headline { seat: None }),
        Some("Round 1: the dice are thrown")
    );
    assert_eq!(all_words(&scene, &words(Words::Heading, None))[2], "Payouts this round");
    assert_eq!(scene.words(&words(Words::Payout, Some(0))), Some("+20"));
    assert_eq!(scene.words(&words(Words::Status, Some(0))), Some("now −150"));
    assert_eq!(scene.words(&words(Words::Payout, Some(3))), Some("−13"));
    assert_eq!(scene.words(&words(Words::Status, Some(3))), None, "no balance known");
    // Seven players by name, then the other three counted.
    for seat in 0..7 {
        assert_eq!(scene.words(&words(Words::Name, Some(seat))), Some(names[seat as usize]));
    }
    assert!(!scene.shows(&words(Words::Name, Some(7))));
    assert_eq!(scene.words(&words(Words::Count, None)), Some("and 3 more"));
    let text = scene.alt_text();
    assert!(text.contains("Ann wins 20, now −150; Bo loses 11, now −50;"), "{text}");
    assert!(text.ends_with("; Dee loses 13; Eve wins 28, now 250; Flo loses 15, now 350; Gus wins 32, now 450; Hal loses 17, now 550; Ivy wins 36, now 650; Jo loses 19, now 750."), "{text}");
    assert_eq!(text, alt_text(&view, &names, &balances, Locale::En));
    let together = settled_picture_and_alt_text(&view, &names, &balances, Locale::En);
    assert!(together == (settled_picture(&view, &names, &balances, Locale::En), text));
}

#[test]
fn the_alt_text_is_said_in_the_order_it_always_was() {
    let names = &samples::CROWN_ANCHOR_NAMES;
    let balances = [Some(1_250), Some(480), Some(-35), None];
    assert_eq!(
        alt_text(&samples::crown_anchor_rolled(), names, &balances, Locale::En),
        "Crown and Anchor, round 3. Banker: Cy. Bets: crown 350, anchor 10, spade 15, diamond 10, \
         club 10. The roll: crown, crown, anchor. Ann wins 180, now 1,250; Bartholomew Fitzwilliam \
         wins 500, now 480; Cy loses 675, now −35; Dora loses 5."
    );
    let live = scene(&sample(), &NAMES, Locale::En);
    assert_eq!(
        live.alt_text(),
        "Crown and Anchor, round 2. Banker: Ann. Bets: crown 45, anchor 1,031, heart 250, spade 1, \
         diamond 60. Last roll: heart, spade, heart."
    );
}

#[test]
fn the_diagram_lists_every_design_its_bettors_and_the_roll() {
    let text = diagram(&sample(), &NAMES);
    assert!(text.contains("round 2, Banker: Ann"), "{text}");
    assert!(
        text.contains("Bets of 1 to 1,000 chips; the Banker has put up 3,093 to cover them"),
        "{text}"
    );
    assert!(
        text.contains("ANCHOR    1,031: Bartholomew Fitzwilliam-Smythe 12, Cy 7, Dora 1,000"),
        "{text}"
    );
    assert!(text.contains("HEART       250 (x2): Dora 250"), "{text}");
    assert!(text.contains("CLUB          0: no bets"), "{text}");
    assert!(text.contains("Last roll: heart, spade, heart"), "{text}");
    assert!(text.is_ascii() || text.contains("Bartholomew"));
}

#[test]
fn a_table_for_a_french_or_spanish_room_is_drawn_and_described_in_its_language() {
    let rolled = samples::crown_anchor_rolled();
    let names = &samples::CROWN_ANCHOR_NAMES;
    let balances = [Some(1_250), Some(480), Some(-35), None];
    let english = settled_picture(&rolled, names, &balances, Locale::En);
    let french = {
        let text = alt_text(&rolled, names, &balances, Locale::Fr);
        assert!(text.starts_with("Couronne et Ancre, tour 3. Banquier : Cy."), "{text}");
        assert!(text.contains("Le lancer : couronne, couronne, ancre."), "{text}");
        assert!(text.contains("Ann gagne 180, solde 1\u{202f}250"), "{text}");
        assert!(text.contains("Cy perd 675, solde −35"), "{text}");
        let diagram = diagram(&rolled, names);
        assert!(diagram.starts_with("Crown and Anchor - round 3"), "{diagram}");
        let scene = settled_scene(&rolled, names, &balances, Locale::Fr);
        assert_eq!(
            scene.words(&Role::Label {
                at: square(Design::Anchor)
            }),
            Some("ANCRE")
        );
        settled_picture(&rolled, names, &balances, Locale::Fr)
    };
    assert_ne!(english, french);
    let first = samples::crown_anchor_first_round().view();
    let spanish = {
        let text = alt_text(&first, names, &[], Locale::Es);
        assert!(
            text.starts_with("Corona y Ancla, ronda 1. Banca: Cy. Apuestas: ancla 110"),
            "{text}"
        );
        picture(&first, names, Locale::Es)
    };
    assert_ne!(picture(&first, names, Locale::En), spanish);
    assert_eq!(
        settled_picture(&rolled, names, &balances, Locale::En),
        english,
        "the English cache is untouched"
    );
    let missing = i18n::problems();
    assert!(
        !missing.iter().any(|id| id.starts_with("pictures-crown")),
        "{missing:?}"
    );
}

#[test]
fn chip_counts_are_grouped() {
    let english = Table {
        names: &[],
        balances: &[],
        locale: Locale::En,
    };
    assert_eq!(english.chips(1234567), "1,234,567");
    assert_eq!(english.signed(-1234), "−1,234");
    assert_eq!(english.signed_plain(1234), "1,234");
}

#[test]
fn payouts_pay_k_times_the_stake_and_the_banker_the_rest() {
    let mut game = CrownAndAnchor::new(&Options::parse("house").unwrap(), 3, &mut ScriptedRng::new([]));
    game.place_bet(Seat(1), Design::Heart, 10, 1000, 100_000).unwrap();
    game.place_bet(Seat(2), Design::Club, 5, 1000, 100_000).unwrap();
    game.place_bet(Seat(2), Design::Anchor, 3, 1000, 100_000).unwrap();
    let view = game.settled_view([Design::Heart, Design::Heart, Design::Anchor]);
    assert_eq!(payouts(&view), [(Seat(1), 20), (Seat(2), -2)]);
    let mut text = String::new();
    let png = settled_picture(&view, &NAMES, &[None, Some(120), Some(-3)], Locale::En);
    assert_eq!(decode(&png).dimensions(), (WIDTH, HEIGHT));
    text.push_str(&alt_text(&view, &NAMES, &[None, Some(120), Some(-3)], Locale::En));
    assert!(
        text.contains("Bartholomew Fitzwilliam-Smythe wins 20, now 120"),
        "{text}"
    );
    let scene = settled_scene(&view, &NAMES, &[None, Some(120), Some(-3)], Locale::En);
    assert_eq!(scene.words(&words(Words::Payout, Some(1))), Some("+20"));
    assert_eq!(scene.words(&words(Words::Payout, Some(2))), Some("−2"));
}
