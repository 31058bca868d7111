use super::*;
use crate::samples;

fn legal(game: &AnyGame) -> Vec<String> {
    let turns = game.turns().expect("a game of turns");
    turns.legal_actions(turns.to_act().expect("someone to act"))
}

#[test]
fn look() {
    let names = &samples::CROWN_ANCHOR_NAMES[..];
    let games: Vec<(&str, AnyGame)> = vec![
        ("checkers", AnyGame::from(samples::checkers_game(7, 20))),
        ("hot-spot", AnyGame::from(samples::hot_spot_mid_game())),
        ("hot-spot-placement", AnyGame::from(samples::hot_spot_placement())),
        ("trespass", AnyGame::from(samples::trespass_mid_game())),
        ("number-one", AnyGame::from(samples::number_one_game(2, 3, 20))),
        ("number-one-4", AnyGame::from(samples::number_one_four_players())),
        ("acey-ducey", AnyGame::from(samples::acey_ducey_game(5, 21))),
        ("line", AnyGame::from(samples::line_mid_game(samples::LINE_VARIANTS[0]))),
    ];
    for (name, game) in &games {
        let actions = legal(game);
        println!(
            "{name}: {} legal: {:?}",
            actions.len(),
            &actions[..actions.len().min(8)]
        );
        if actions.is_empty() {
            continue;
        }
        let played = &actions[0];
        let best = &actions[actions.len() / 2];
        let png = moves_picture(game, played, best, names, Locale::En);
        println!(
            "  {} bytes; {}",
            png.len(),
            moves_alt_text(game, played, best, names, Locale::En)
        );
        std::fs::write(format!("/tmp/review-{name}.png"), &png).unwrap();
        let full = image::load_from_memory(&png).unwrap().to_rgb8();
        let third = image::imageops::resize(
            &full,
            full.width() / 3,
            full.height() / 3,
            image::imageops::FilterType::Triangle,
        );
        third.save(format!("/tmp/review-{name}-third.png")).unwrap();
        if *name == "line" {
            let crop = image::imageops::crop_imm(&full, 222, 358, 80, 80).to_image();
            image::imageops::resize(&crop, 320, 320, image::imageops::FilterType::Nearest)
                .save("/tmp/review-crop.png")
                .unwrap();
        }
    }
}

#[test]
fn debug_hot_spot() {
    let names = &samples::CROWN_ANCHOR_NAMES[..];
    let game = AnyGame::from(samples::hot_spot_mid_game());
    let before = crate::scene(&game, names, Locale::En);
    for item in before
        .items
        .iter()
        .filter(|i| marks_last_move(&i.role) || matches!(i.role, Role::Mark { .. }))
    {
        println!("B {item:?}");
    }
    let mut after = game.clone();
    let seat = after.turns().unwrap().to_act().unwrap();
    after.play(seat, "e1-d1", &mut SeededRng::new(1)).unwrap();
    let scene = crate::scene(&after, names, Locale::En);
    for item in scene.items.iter().filter(|i| matches!(i.role, Role::Mark { .. })) {
        println!("A {item:?}");
    }
}

#[test]
fn look_chart() {
    for (players, plies, seed) in [(2, 80, 1), (4, 30, 2), (2, 9, 3)] {
        let (lines, marks, plies) = samples::review_chart(players, plies, seed);
        let png = chance_chart(&lines, &marks, plies, Locale::En);
        println!(
            "{players} {plies}: {} bytes; {}",
            png.len(),
            chance_chart_alt_text(&lines, &marks, plies, Locale::En)
        );
        let name = format!("/tmp/review-chart-{players}-{plies}");
        std::fs::write(format!("{name}.png"), &png).unwrap();
        let full = image::load_from_memory(&png).unwrap().to_rgb8();
        let third = image::imageops::resize(
            &full,
            full.width() / 3,
            full.height() / 3,
            image::imageops::FilterType::Triangle,
        );
        third.save(format!("{name}-third.png")).unwrap();
        std::fs::write(
            format!("{name}.svg"),
            chance_chart_svg(&lines, &marks, plies, Locale::En),
        )
        .unwrap();
    }
}
