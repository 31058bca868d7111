//! The pictures and diagrams of every game, drawn from real seeded games: they
//! decode as PNG of the documented size, stay small, are deterministic, and never
//! show a secret.

use parlor_games::checkers::Checkers;
use parlor_games::line::Variant;
use parlor_games::trespass::Phase;
use parlor_games::{acey_ducey, AnyGame};
use parlor_render::Typed;
use parlor_render::{
    acey_ducey as acey_ducey_picture, checkers, crown_anchor, hot_spot, line, number_one, samples, trespass,
};

/// Mid-game pictures must upload fast (DESIGN.md, "render").
const MAX_BYTES: usize = 60 * 1024;

/// The players' names at the sample Crown and Anchor table (other games ignore them).
const NAMES: &[&str] = &samples::CROWN_ANCHOR_NAMES;

fn dimensions(png: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).expect("a valid PNG");
    (img.width(), img.height())
}

#[test]
fn every_picture_decodes_with_its_documented_size() {
    let cases: Vec<(AnyGame, (u32, u32))> = vec![
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
            (acey_ducey_picture::WIDTH, acey_ducey_picture::HEIGHT),
        ),
        (
            AnyGame::from(samples::acey_ducey_mid_game()),
            (acey_ducey_picture::WIDTH, acey_ducey_picture::HEIGHT),
        ),
        (
            AnyGame::from(samples::acey_ducey_game_over()),
            (acey_ducey_picture::WIDTH, acey_ducey_picture::HEIGHT),
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
        (
            AnyGame::from(samples::line_mid_game(Variant::Basic)),
            (line::WIDTH, line::HEIGHT),
        ),
        (
            AnyGame::from(samples::line_mid_game(Variant::Progress)),
            (line::WIDTH, line::HEIGHT),
        ),
        (
            AnyGame::from(samples::line_mid_game(Variant::Scoring)),
            (line::WIDTH, line::HEIGHT),
        ),
    ];
    for (game, size) in cases {
        assert_eq!(
            dimensions(&parlor_render::picture(&game, NAMES)),
            size,
            "{:?}",
            game.kind()
        );
    }
    let rolled = crown_anchor::picture(&samples::crown_anchor_rolled(), NAMES);
    assert_eq!(dimensions(&rolled), (crown_anchor::WIDTH, crown_anchor::HEIGHT));
}

/// Every game's mid-game sample pictures, by name.
fn mid_game_pictures() -> Vec<(&'static str, Vec<u8>)> {
    let mut pictures = vec![
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
        (
            "acey ducey",
            acey_ducey_picture::picture(&samples::acey_ducey_mid_game().view()),
        ),
        (
            "crown and anchor, first round",
            crown_anchor::picture(&samples::crown_anchor_first_round().view(), NAMES),
        ),
        (
            "crown and anchor",
            crown_anchor::picture(&samples::crown_anchor_mid_game().view(), NAMES),
        ),
        (
            "crown and anchor, rolled",
            crown_anchor::picture(&samples::crown_anchor_rolled(), NAMES),
        ),
        ("checkers", checkers::picture(&samples::checkers_mid_game().view())),
    ];
    for (name, variant) in [
        ("line, basic", Variant::Basic),
        ("line, progress", Variant::Progress),
        ("line, scoring", Variant::Scoring),
    ] {
        pictures.push((name, line::picture(&samples::line_mid_game(variant).view())));
    }
    pictures
}

#[test]
fn mid_game_pictures_stay_under_60_kb() {
    for (name, png) in mid_game_pictures() {
        assert!(png.len() <= MAX_BYTES, "{name}: {} bytes", png.len());
    }
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    // Drawn twice, from views built afresh: the samples replay exactly and the
    // pictures depend on nothing else.
    for ((name, first), (_, second)) in mid_game_pictures().into_iter().zip(mid_game_pictures()) {
        assert!(first == second, "{name}");
    }
    let view = samples::trespass_mid_game().view();
    assert_eq!(trespass::picture(&view), trespass::picture(&view));
    let view = samples::checkers_mid_game().view();
    assert_eq!(checkers::picture(&view), checkers::picture(&view));
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
    assert!(diagram.contains("Secret picks: Red picked, Blue waiting"), "{diagram}");
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
        AnyGame::from(samples::trespass_secrets()),
        AnyGame::from(samples::trespass_mid_game()),
        AnyGame::from(samples::trespass_game_over()),
        AnyGame::from(samples::number_one_placement()),
        AnyGame::from(samples::number_one_three_players()),
        AnyGame::from(samples::number_one_game_over()),
        AnyGame::from(samples::acey_ducey_set_up()),
        AnyGame::from(samples::acey_ducey_mid_game()),
        AnyGame::from(samples::acey_ducey_game_over()),
        AnyGame::CrownAndAnchor(samples::crown_anchor_first_round()),
        AnyGame::CrownAndAnchor(samples::crown_anchor_mid_game()),
        AnyGame::from(samples::checkers_mid_game()),
        AnyGame::from(samples::checkers_game_over()),
        AnyGame::from(samples::line_mid_game(Variant::Basic)),
        AnyGame::from(samples::line_mid_game(Variant::Progress)),
        AnyGame::from(samples::line_mid_game(Variant::Scoring)),
    ];
    for game in games {
        let diagram = parlor_render::diagram(&game, NAMES);
        assert!(diagram.is_ascii(), "{diagram}");
    }
    let rolled = crown_anchor::diagram(&samples::crown_anchor_rolled(), NAMES);
    assert!(rolled.is_ascii(), "{rolled}");
}

#[test]
fn acey_ducey_sample_is_in_play_with_dice_and_the_dog_house() {
    let view = samples::acey_ducey_mid_game().view();
    assert_eq!(view.phase, acey_ducey::Phase::Play);
    assert!(!view.outcome.is_over());
    assert!(view.dice.is_some(), "dice waiting for a choice");
    assert!(view.dog_house.iter().sum::<u8>() >= 1, "{:?}", view.dog_house);
    let diagram = acey_ducey_picture::diagram(&view);
    assert!(diagram.contains("Dice: 2-1 (Acey-Ducey!)"), "{diagram}");
    assert!(diagram.contains("Dog House: Red 0, Black 2"), "{diagram}");
    let set_up = samples::acey_ducey_set_up().view();
    assert_eq!(set_up.phase, acey_ducey::Phase::SettingUp);
    assert!(samples::acey_ducey_game_over().view().outcome.is_over());
}

#[test]
fn crown_and_anchor_samples_are_a_table_of_four_with_bets() {
    let first = samples::crown_anchor_first_round().view();
    assert_eq!((first.round, first.present.len()), (1, 4));
    assert!(first.bets.len() >= 4 && first.last_roll.is_none() && !first.settled);
    let mid = samples::crown_anchor_mid_game().view();
    assert_eq!((mid.round, mid.present.len()), (3, 4));
    assert!(mid.bets.len() >= 4 && mid.last_roll.is_some() && !mid.settled);
    assert!(mid.designs.iter().filter(|d| d.total > 0).count() >= 4);
    // The roll's picture: the same bets, under the dice that settle them.
    let rolled = samples::crown_anchor_rolled();
    assert!(rolled.settled && rolled.last_roll.is_some());
    assert_eq!((rolled.round, &rolled.bets), (mid.round, &mid.bets));
    let diagram = crown_anchor::diagram(&mid, NAMES);
    assert!(diagram.contains("Banker: Cy"), "{diagram}");
    assert!(diagram.contains("Bartholomew Fitzwilliam"), "{diagram}");
}

#[test]
fn checkers_sample_has_kings_and_a_compulsory_capture() {
    let view = samples::checkers_mid_game().view();
    assert!(!view.outcome.is_over());
    assert!(view.board.iter().filter(|p| p.king).count() >= 2);
    assert!(view.board.len() >= 12, "{} pieces", view.board.len());
    assert!(!view.must_capture.is_empty());
    assert!(view.last_move.as_ref().is_some_and(|m| m.taken.len() >= 2));
    let diagram = checkers::diagram(&view);
    assert!(diagram.contains("must capture"), "{diagram}");
    assert!(samples::checkers_game_over().view().outcome.is_over());
}

#[test]
fn line_samples_are_mid_game_in_each_variant() {
    for variant in samples::LINE_VARIANTS {
        let view = samples::line_mid_game(variant).view();
        assert_eq!(view.variant, variant);
        assert!(!view.outcome.is_over(), "{variant:?}");
        assert!(view.balls.len() >= 10, "{variant:?}: {} balls", view.balls.len());
        assert!(view.confiscated.iter().sum::<u8>() >= 2, "{variant:?}");
        assert!(
            view.last_move.as_ref().is_some_and(|m| !m.lines.is_empty()),
            "{variant:?}: the last move called a line"
        );
        match variant {
            Variant::Progress => assert!(view.panels.iter().all(|p| !p.is_empty())),
            Variant::Scoring => assert!(view.points.iter().all(|&p| p > 0)),
            Variant::Basic => {}
        }
        let diagram = line::diagram(&view);
        assert!(diagram.contains("called"), "{diagram}");
    }
}

/// Each picture against the canvas it was encoded from: every pixel of a named
/// colour comes back exactly, and the rest (anti-aliased edges mapped to the game's
/// learned palette) stays close, for positions the palettes were not learned from.
#[test]
fn every_picture_shows_its_canvas_faithfully() {
    use parlor_render::style::colour;
    let line_views = |seed| {
        samples::LINE_VARIANTS.map(|v| {
            let view = samples::line_game(v, seed, 40).view();
            (line::canvas(&view), line::picture(&view))
        })
    };
    let mut cases = vec![
        ("hot spot", {
            let v = samples::hot_spot_mid_game().view();
            (hot_spot::canvas(&v), hot_spot::picture(&v))
        }),
        ("trespass", {
            let v = samples::trespass_mid_game_with(4, 2).view();
            (trespass::canvas(&v), trespass::picture(&v))
        }),
        ("number one", {
            let v = samples::number_one_game(4, 9, 30).view();
            (number_one::canvas(&v), number_one::picture(&v))
        }),
        ("acey ducey", {
            let v = samples::acey_ducey_game(9, 80).view();
            (acey_ducey_picture::canvas(&v), acey_ducey_picture::picture(&v))
        }),
        ("crown and anchor", {
            let v = samples::crown_anchor_table(9, 2, 5).view();
            (crown_anchor::canvas(&v, NAMES), crown_anchor::picture(&v, NAMES))
        }),
        ("checkers", {
            let v = samples::checkers_game(9, 33).view();
            (checkers::canvas(&v), checkers::picture(&v))
        }),
    ];
    for (i, pair) in line_views(9).into_iter().enumerate() {
        cases.push((["line basic", "line progress", "line scoring"][i], pair));
    }
    for (name, (canvas, png)) in cases {
        assert!(png.len() <= MAX_BYTES, "{name}: {} bytes", png.len());
        let back = image::load_from_memory(&png).expect("a valid PNG").to_rgb8();
        assert_eq!(back.dimensions(), canvas.dimensions());
        let (mut far, mut total) = (0usize, 0u64);
        for (p, q) in canvas.pixels().zip(back.pixels()) {
            if colour::ALL.contains(p) {
                assert_eq!(p, q, "{name}: a named colour changed");
            }
            let d = (0..3).map(|k| p.0[k].abs_diff(q.0[k])).max().unwrap_or(0);
            total += u64::from(d);
            far += usize::from(d > 24);
        }
        let pixels = (canvas.width() * canvas.height()) as usize;
        assert!(far * 1000 <= pixels, "{name}: {far} pixels far off");
        assert!(
            total as f64 / (pixels as f64) < 4.0,
            "{name}: mean error {}",
            total as f64 / pixels as f64
        );
    }
}

/// One position's picture made both ways: as `picture` makes it (on a working
/// canvas, copying what its palette keeps of what was drawn before), and the
/// plain way (the background copied, drawn on, encoded whole with the palette).
type BothWays = Box<dyn Fn() -> (Vec<u8>, Vec<u8>) + Send>;

/// Both ways for a view of a game, by its module's `picture`, `palette` and
/// `canvas`.
macro_rules! both_ways {
    ($module:ident, $view:expr, $palette:expr $(, $names:expr)?) => {{
        let view = $view;
        Box::new(move || {
            let fast = $module::picture(&view $(, $names)?);
            let plain = $palette(&view).encode(&$module::canvas(&view $(, $names)?));
            (fast, plain)
        }) as BothWays
    }};
}

/// Successive positions of a seeded game of every kind, and the mid-game
/// samples, as (game, position, both ways).
fn positions(seed: u64, count: usize) -> Vec<Vec<(&'static str, usize, BothWays)>> {
    let mut games: Vec<Vec<(&'static str, usize, BothWays)>> = Vec::new();
    let mut game = |name: &'static str, make: &dyn Fn(usize) -> BothWays| {
        games.push((0..count).map(|k| (name, k, make(k))).collect());
    };
    game("hot spot", &|k| {
        both_ways!(
            hot_spot,
            samples::hot_spot_game(seed, k % 2 == 0, 3 * k).view(),
            |_: &_| { hot_spot::palette() }
        )
    });
    game("trespass", &|k| {
        let mut game = samples::trespass_start(Some(1 + k as u8 % 9), Some(4));
        samples::trespass_play(&mut game, 2 * k, seed);
        both_ways!(trespass, game.view(), |_: &_| trespass::palette())
    });
    for players in 2..=4 {
        game("number one", &move |k| {
            let view = samples::number_one_game(players, seed, 3 * k).view();
            both_ways!(number_one, view, |v: &parlor_games::number_one::View| {
                number_one::palette(v.players)
            })
        });
    }
    game("acey ducey", &|k| {
        both_ways!(
            acey_ducey_picture,
            samples::acey_ducey_game(seed, 5 * k).view(),
            |_: &_| { acey_ducey_picture::palette() }
        )
    });
    game("crown and anchor", &|k| {
        let view = samples::crown_anchor_table(seed, k / 3, 2 * (k % 3)).view();
        both_ways!(crown_anchor, view, |_: &_| crown_anchor::palette(), NAMES)
    });
    game("checkers", &|k| {
        both_ways!(checkers, samples::checkers_game(seed, 4 * k).view(), |_: &_| {
            checkers::palette()
        })
    });
    for variant in samples::LINE_VARIANTS {
        game("line", &move |k| {
            both_ways!(
                line,
                samples::line_game(variant, seed, 5 * k).view(),
                |v: &parlor_games::line::View| { line::palette(v.variant) }
            )
        });
    }
    game("samples", &|k| match k {
        0 => both_ways!(
            hot_spot,
            samples::hot_spot_mid_game().view(),
            |_: &_| hot_spot::palette()
        ),
        1 => both_ways!(
            trespass,
            samples::trespass_mid_game().view(),
            |_: &_| trespass::palette()
        ),
        2 => both_ways!(
            checkers,
            samples::checkers_mid_game().view(),
            |_: &_| checkers::palette()
        ),
        3 => both_ways!(
            crown_anchor,
            samples::crown_anchor_rolled(),
            |_: &_| crown_anchor::palette(),
            NAMES
        ),
        4 => both_ways!(acey_ducey_picture, samples::acey_ducey_mid_game().view(), |_: &_| {
            acey_ducey_picture::palette()
        }),
        _ => both_ways!(
            number_one,
            samples::number_one_four_players().view(),
            |v: &parlor_games::number_one::View| number_one::palette(v.players)
        ),
    });
    games
}

/// The pictures are byte for byte those of the plain way, for many positions of
/// every game: drawn game after game, position after position (so that each
/// working canvas serves pictures of other positions before, and anything it
/// failed to put back would show), and all of it three times over (so that the
/// palettes keep, and then copy, what the positions draw).
#[test]
fn pictures_are_those_of_the_plain_way() {
    let games = positions(77, 12);
    let longest = games.iter().map(Vec::len).max().unwrap_or(0);
    for round in 0..3 {
        for k in 0..longest {
            for (name, position, both) in games.iter().filter_map(|g| g.get(k)) {
                let (fast, plain) = both();
                assert!(fast == plain, "{name}, position {position}, round {round}");
            }
        }
    }
    // And in another order, on another thread.
    std::thread::spawn(move || {
        for (name, position, both) in games.iter().rev().flatten() {
            let (fast, plain) = both();
            assert!(fast == plain, "{name}, position {position}, backwards");
        }
    })
    .join()
    .expect("the pictures match on another thread too");
}

/// Every position of seeded games (not those the palettes were learned from)
/// fits its game's palette, so its picture takes the fast path: a flat colour a
/// palette lacks sends the picture to the adaptive quantiser, several times
/// slower. Hot Spot's danger ring over a piece's edge once did so in one
/// position in forty.
#[test]
fn positions_of_seeded_games_fit_their_palettes() {
    let fits = |game: &AnyGame| match parlor_render::typed(game) {
        Typed::HotSpot(g) => hot_spot::palette().indices(&hot_spot::canvas(&g.view())).is_some(),
        Typed::Trespass(g) => trespass::palette().indices(&trespass::canvas(&g.view())).is_some(),
        Typed::NumberOne(g) => {
            let view = g.view();
            number_one::palette(view.players)
                .indices(&number_one::canvas(&view))
                .is_some()
        }
        Typed::CrownAndAnchor(t) => crown_anchor::palette()
            .indices(&crown_anchor::canvas(&t.view(), NAMES))
            .is_some(),
        Typed::AceyDucey(g) => acey_ducey_picture::palette()
            .indices(&acey_ducey_picture::canvas(&g.view()))
            .is_some(),
        Typed::Checkers(g) => checkers::palette().indices(&checkers::canvas(&g.view())).is_some(),
        Typed::Line(g) => {
            let view = g.view();
            line::palette(view.variant).indices(&line::canvas(&view)).is_some()
        }
        Typed::Plain(_) => true,
    };
    for seed in 600..604 {
        let mut games = samples::sequences(seed, 40);
        games.push((
            "Hot Spot, quick",
            (0..40)
                .map(|k| AnyGame::from(samples::hot_spot_game(seed, true, k)))
                .collect(),
        ));
        for (name, positions) in games {
            for (k, game) in positions.iter().enumerate() {
                assert!(
                    fits(game),
                    "{name}, seed {seed}, position {k}: a flat colour its palette lacks"
                );
            }
        }
    }
}
