//! What a player notices in the tournament pictures, asked of their scenes.

use super::*;
use crate::samples::{self, tournament, tournament_knockout, tournament_round_robin, tournament_swiss};
use crate::scene::{Shape, Text};
use parlor_games::tournament::view::PlayerView;

/// A small Swiss by hand: four players after round 3 of 5, Cy withdrawn,
/// round 3 with a bye (Dan's) and a game in play.
fn by_hand() -> TournamentView {
    let player = |rank: u32, name: &str, start: Start, halves: u32, withdrawn: bool| PlayerView {
        rank,
        name: name.to_owned(),
        start,
        rating: 1600,
        score: Points(halves),
        tiebreaks: vec![
            (Tiebreak::Buchholz, Points(9).into()),
            (Tiebreak::Wins, Points(4).into()),
        ],
        withdrawn,
        byes: 0,
    };
    let board = |first: (&str, Start), second: Option<(&str, Start)>, result: Option<GameResult>| PairingView {
        first: first.0.to_owned(),
        second: second.map(|s| s.0.to_owned()),
        first_start: first.1,
        second_start: second.map(|s| s.1),
        game: second.map(|_| 12),
        thread: None,
        result,
        bye: second.is_none(),
    };
    TournamentView {
        id: 1,
        name: "Friday Blitz".to_owned(),
        game: "checkers".to_owned(),
        options: String::new(),
        format: Format::Swiss,
        double: false,
        status: Status::Running,
        round: 3,
        players: vec![
            player(1, "Ann", 1, 6, false),
            player(2, "Bob", 2, 5, false),
            player(3, "Cy", 3, 2, true),
            player(4, "Dan", 4, 1, false),
        ],
        rounds: vec![
            RoundView {
                number: 1,
                pairings: vec![
                    board(("Ann", 1), Some(("Cy", 3)), Some(GameResult::First)),
                    board(("Dan", 4), Some(("Bob", 2)), Some(GameResult::Draw)),
                ],
            },
            RoundView {
                number: 2,
                pairings: vec![
                    board(("Bob", 2), Some(("Ann", 1)), Some(GameResult::ForfeitFirst)),
                    board(("Cy", 3), Some(("Dan", 4)), Some(GameResult::Second)),
                ],
            },
            RoundView {
                number: 3,
                pairings: vec![board(("Ann", 1), Some(("Bob", 2)), None), board(("Dan", 4), None, None)],
            },
            RoundView {
                number: 4,
                pairings: vec![],
            },
            RoundView {
                number: 5,
                pairings: vec![],
            },
        ],
        winner: None,
    }
}

fn entrant(start: Start, entry: Entry) -> Role {
    Role::Entrant { start, entry }
}

/// The words of every text with an `Entrant` role of `entry`, in drawing order.
fn entries(scene: &Scene, entry: Entry) -> Vec<String> {
    scene
        .texts()
        .filter(|(role, _)| matches!(role, Role::Entrant { entry: e, .. } if *e == entry))
        .map(|(_, text)| text.words().to_owned())
        .collect()
}

/// Where a line of text starts and ends.
fn extent(text: &Text) -> (f32, f32) {
    let w = text.style.width(&text.text);
    match text.style.align {
        style::Align::Left => (text.x, text.x + w),
        style::Align::Centre => (text.x - w / 2.0, text.x + w / 2.0),
        style::Align::Right => (text.x - w, text.x),
    }
}

/// Every picture the samples draw, standings and pairings.
fn every_scene(locale: Locale) -> Vec<(&'static str, Scene)> {
    let mut scenes: Vec<(&'static str, Scene)> = samples::tournament_gallery()
        .into_iter()
        .map(|(name, view, round)| {
            let scene = if round == 0 {
                standings_scene(&view, locale)
            } else {
                pairings_scene(&view, round, locale)
            };
            (name, scene)
        })
        .collect();
    scenes.push(("by-hand", standings_scene(&by_hand(), locale)));
    scenes.push(("by-hand-pairings", pairings_scene(&by_hand(), 3, locale)));
    scenes.push(("not-paired", pairings_scene(&by_hand(), 4, locale)));
    scenes
}

#[test]
fn the_names_appear_in_rank_order_with_their_ranks_and_scores() {
    let view = tournament_swiss(12, 3);
    let scene = standings_scene(&view, Locale::En);
    let names: Vec<&str> = view.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(entries(&scene, Entry::Name), names);
    let ranks: Vec<String> = (1..=12).map(|r: u32| r.to_string()).collect();
    assert_eq!(entries(&scene, Entry::Rank), ranks);
    let scores: Vec<String> = view.players.iter().map(|p| points(p.score)).collect();
    assert_eq!(entries(&scene, Entry::Score), scores);
    assert_eq!(scene.words(&Role::Headline { seat: None }), Some("Sunday Swiss"));
    assert_eq!(scene.words(&Role::Title), Some("Swiss · Checkers"));
    assert_eq!(scene.words(&Role::Note), Some("Standings after round 3 of 5"));
}

#[test]
fn halves_print_as_a_half_sign_in_the_picture_and_the_alt_text() {
    assert_eq!(points(Points(5)), "2½");
    assert_eq!(points(Points(1)), "½");
    assert_eq!(points(Points(4)), "2");
    assert_eq!(points(Points(0)), "0");
    let scene = standings_scene(&by_hand(), Locale::En);
    assert_eq!(entries(&scene, Entry::Score), ["3", "2½", "1", "½"]);
    assert_eq!(
        entries(&scene, Entry::Tiebreak(Tiebreak::Buchholz)),
        ["4½", "4½", "4½", "4½"]
    );
    assert_eq!(
        scene.alt_text(),
        "Friday Blitz: Swiss · Checkers. Round 3 of 5: 0 of 1 games finished: 1. Ann 3 points, \
         2. Bob 2½ points, 3. Cy 1 point (withdrawn), 4. Dan ½ point."
    );
}

#[test]
fn the_tiebreak_columns_are_the_view_s_in_order_and_named_in_the_legend() {
    let scene = standings_scene(&tournament_swiss(12, 3), Locale::En);
    let headings: Vec<&str> = scene
        .texts()
        .filter(|(role, _)| {
            matches!(
                role,
                Role::Words {
                    words: Words::Heading,
                    ..
                }
            )
        })
        .map(|(_, t)| t.words())
        .collect();
    assert_eq!(
        headings,
        ["#", "Player", "Points", "Buch. cut 1", "Buch.", "S-B", "Wins", "Direct"]
    );
    let legend = scene
        .words(&Role::Words {
            words: Words::Legend,
            seat: None,
        })
        .unwrap_or_default();
    assert!(
        legend.starts_with("Ties broken by: Buchholz less the lowest, Buchholz"),
        "{legend}"
    );
}

#[test]
fn a_withdrawn_player_is_marked_and_no_one_else() {
    let scene = standings_scene(&by_hand(), Locale::En);
    assert_eq!(scene.words(&entrant(3, Entry::Withdrawn)), Some("withdrawn"));
    for start in [1, 2, 4] {
        assert!(!scene.shows(&entrant(start, Entry::Withdrawn)), "{start}");
    }
    let sample = tournament_swiss(12, 3);
    let gone: Vec<Start> = sample.players.iter().filter(|p| p.withdrawn).map(|p| p.start).collect();
    assert_eq!(gone, [5]);
    assert!(standings_scene(&sample, Locale::En).shows(&entrant(5, Entry::Withdrawn)));
}

#[test]
fn a_bye_is_written_and_the_first_player_has_the_chip() {
    let view = by_hand();
    let scene = pairings_scene(&view, 3, Locale::En);
    let bye = Role::Board {
        round: 3,
        board: 2,
        entry: Entry::Bye,
    };
    assert_eq!(scene.words(&bye), Some("bye"));
    assert_eq!(scene.words(&entrant(1, Entry::FirstMove)), Some("1st"));
    assert!(!scene.shows(&entrant(2, Entry::FirstMove)));
    assert!(!scene.shows(&entrant(4, Entry::FirstMove)), "a bye moves no one first");
    let result = |board| Role::Board {
        round: 3,
        board,
        entry: Entry::Result,
    };
    assert_eq!(scene.words(&result(1)), Some("in play"));
    assert_eq!(scene.words(&Role::Note), Some("Round 3 of 5: pairings"));
    assert_eq!(
        scene.alt_text(),
        "Friday Blitz: Swiss · Checkers. Round 3 of 5: pairings. Board 1: Ann moves first against Bob, \
         in play. Board 2: Dan has a bye."
    );
    let earlier = pairings_scene(&view, 2, Locale::En);
    let result2 = |board| Role::Board {
        round: 2,
        board,
        entry: Entry::Result,
    };
    assert_eq!(earlier.words(&result2(1)), Some("+ – −"));
    assert_eq!(earlier.words(&result2(2)), Some("0 – 1"));
    assert!(
        earlier.alt_text().contains("Bob won by forfeit"),
        "{}",
        earlier.alt_text()
    );
}

#[test]
fn a_round_not_yet_paired_says_so() {
    let scene = pairings_scene(&by_hand(), 4, Locale::En);
    let empty = Role::Words {
        words: Words::Empty,
        seat: None,
    };
    assert_eq!(scene.words(&empty), Some("Round 4 is not paired yet."));
}

#[test]
fn the_knockout_winner_is_highlighted_and_the_runner_up_not_in_the_final() {
    let view = tournament_knockout(11);
    let scene = standings_scene(&view, Locale::En);
    let winner = view.winner.clone().expect("a finished knockout has a winner");
    let champion = view.players[0].start;
    assert_eq!(view.players[0].name, winner);
    let final_round = view.rounds.last().expect("rounds");
    let finalist = final_round.pairings[0]
        .second_start
        .filter(|&s| s != champion)
        .unwrap_or(final_round.pairings[0].first_start);
    // Each match's winner is on a tint; the champion's also under the headline.
    let tints = |start| {
        scene
            .find(&entrant(start, Entry::Winner))
            .filter(|item| matches!(item.shape, Shape::Fill { .. }))
            .count()
    };
    let matches_won = |start: Start| {
        view.rounds
            .iter()
            .filter(|r| {
                r.pairings.iter().any(|p| {
                    p.first_start == start && p.bye
                        || p.result.is_some_and(|res| {
                            let (a, b) = res.points();
                            (p.first_start == start && a > b) || (p.second_start == Some(start) && b > a)
                        })
                })
            })
            .count()
    };
    assert_eq!(tints(champion), matches_won(champion) + 1);
    assert_eq!(tints(finalist), matches_won(finalist));
    assert_eq!(matches_won(champion), 4);
    let head = scene
        .texts()
        .find(|(role, _)| **role == entrant(champion, Entry::Winner))
        .map(|(_, t)| t.words());
    assert_eq!(head, Some(format!("Winner: {winner}").as_str()));
    assert!(scene.alt_text().contains(&format!("Winner: {winner}.")));
    // The byes of the first round are written.
    let byes = scene
        .texts()
        .filter(|(role, _)| {
            matches!(
                role,
                Role::Board {
                    round: 1,
                    entry: Entry::Bye,
                    ..
                }
            )
        })
        .count();
    assert_eq!(byes, 5);
}

#[test]
fn the_crosstable_s_cells_agree_with_the_results() {
    for view in [tournament_round_robin(8, false), tournament_round_robin(6, true)] {
        let scene = standings_scene(&view, Locale::En);
        let cell = |row, column| scene.words(&Role::Cell { row, column }).map(str::to_owned);
        let mut games: Vec<((Start, Start), Vec<&str>)> = Vec::new();
        for p in view.rounds.iter().flat_map(|r| &r.pairings) {
            let (Some(second), Some(result)) = (p.second_start, p.result) else {
                continue;
            };
            for (row, column, first) in [(p.first_start, second, true), (second, p.first_start, false)] {
                let mark = result_mark(result, first);
                match games.iter_mut().find(|(key, _)| *key == (row, column)) {
                    Some((_, marks)) => marks.push(mark),
                    None => games.push(((row, column), vec![mark])),
                }
            }
        }
        assert!(!games.is_empty());
        for ((row, column), marks) in &games {
            assert_eq!(cell(*row, *column), Some(marks.join(" ")), "{row} against {column}");
        }
        for p in &view.players {
            assert_eq!(cell(p.start, p.start), None, "no one plays themselves");
        }
        let cells = scene
            .texts()
            .filter(|(role, _)| matches!(role, Role::Cell { .. }))
            .count();
        assert_eq!(cells, games.len());
    }
    let double = standings_scene(&tournament_round_robin(6, true), Locale::En);
    assert!(double
        .texts()
        .any(|(role, t)| matches!(role, Role::Cell { .. }) && t.text.contains(' ')));
}

#[test]
fn large_fields_get_the_table_or_the_round_and_keep_to_their_limits() {
    let rr = tournament_round_robin(17, false);
    let scene = standings_scene(&rr, Locale::En);
    assert!(!scene.texts().any(|(role, _)| matches!(role, Role::Cell { .. })));
    assert_eq!(entries(&scene, Entry::Name).len(), 17);
    let ko = tournament(Format::Knockout, false, 40, 2, 3);
    let scene = standings_scene(&ko, Locale::En);
    assert!(!scene.shows(&Role::Board {
        round: 1,
        board: 1,
        entry: Entry::Box
    }));
    assert!(scene.shows(&Role::Board {
        round: 2,
        board: 1,
        entry: Entry::Result
    }));
    assert!(scene.alt_text().contains("Board 1: "));
}

#[test]
fn two_hundred_players_show_the_top_fifty_and_stay_inside_the_picture() {
    let view = tournament_swiss(200, 5);
    let scene = standings_scene(&view, Locale::En);
    assert!(
        scene.width <= MAX_WIDTH && scene.height <= 1800,
        "{}x{}",
        scene.width,
        scene.height
    );
    let names = entries(&scene, Entry::Name);
    assert_eq!(names.len(), TABLE_ROWS);
    assert_eq!(names[0], view.players[0].name);
    let count = Role::Words {
        words: Words::Count,
        seat: None,
    };
    assert_eq!(scene.words(&count), Some("… and 150 more players"));
    let alt = scene.alt_text();
    assert!(
        alt.chars().count() <= crate::ALT_TEXT_LIMIT && alt.ends_with('…'),
        "{alt}"
    );
    assert!(alt.starts_with("Sunday Swiss: Swiss · Checkers. Standings after round 5 of 9: 1. "));
}

#[test]
fn every_text_is_readable_and_inside_its_picture() {
    for locale in Locale::ALL {
        for (name, scene) in every_scene(locale) {
            assert!(scene.width <= MAX_WIDTH, "{name}: {} wide", scene.width);
            for (_, text) in scene.texts() {
                assert!(text.style.size >= style::MIN_TEXT, "{name}: {text:?}");
                let (x0, x1) = extent(text);
                assert!(
                    x0 >= 0.0 && x1 <= scene.width as f32 + 0.5,
                    "{name} {locale:?}: {:?} runs from {x0} to {x1} of {}",
                    text.text,
                    scene.width
                );
                assert!(text.baseline <= scene.height as f32, "{name}: {text:?}");
            }
        }
    }
}

#[test]
fn long_names_are_cut_to_their_room_and_keep_their_words() {
    let view = tournament_knockout(11);
    let scene = standings_scene(&view, Locale::En);
    let long = "Maximiliana Wolkenstein-Ebersdor";
    assert_eq!(long.chars().count(), 32);
    let cut: Vec<&Text> = scene
        .texts()
        .filter(|(role, t)| matches!(role, Role::Entrant { entry: Entry::Name, .. }) && t.words() == long)
        .map(|(_, t)| t)
        .collect();
    assert!(!cut.is_empty());
    assert!(cut.iter().all(|t| t.text.ends_with('…') && t.text != long), "{cut:?}");
    // The table has the room for it whole.
    let table = standings_scene(&tournament_swiss(12, 3), Locale::En);
    assert!(table.texts().any(|(_, t)| t.text == long));
}

#[test]
fn every_language_draws_every_picture_with_its_own_words() {
    let english: Vec<String> = every_scene(Locale::En).iter().map(|(_, s)| s.alt_text()).collect();
    for locale in Locale::ALL {
        for (i, (name, scene)) in every_scene(locale).into_iter().enumerate() {
            for (_, text) in scene.texts() {
                assert!(!text.text.contains("pictures-"), "{name} {locale:?}: {}", text.text);
            }
            let alt = scene.alt_text();
            assert!(
                !alt.contains("pictures-") && !alt.is_empty(),
                "{name} {locale:?}: {alt}"
            );
            if locale != Locale::En {
                assert_ne!(alt, english[i], "{name} {locale:?}");
            }
            let png = png(&scene);
            let decoded = image::load_from_memory(&png).expect("a PNG");
            assert_eq!((decoded.width(), decoded.height()), (scene.width, scene.height));
            assert!(png.len() < 120 * 1024, "{name} {locale:?}: {} bytes", png.len());
            let svg = crate::paint::svg(&scene);
            assert!(roxmltree::Document::parse(&svg).is_ok(), "{name} {locale:?}");
        }
    }
    let french = standings_scene(&by_hand(), Locale::Fr);
    assert_eq!(french.words(&entrant(3, Entry::Withdrawn)), Some("retiré"));
    assert!(french
        .alt_text()
        .contains("2. Bob 2½ points, 3. Cy 1 point (retiré), 4. Dan ½ point."));
    let spanish = pairings_scene(&by_hand(), 3, Locale::Es);
    assert!(spanish.alt_text().contains("Mesa 2: Dan queda exento."));
}

#[test]
fn before_the_start_the_players_signed_up_are_listed_with_their_ratings() {
    let view = tournament(Format::Knockout, false, 9, 0, 0);
    assert_eq!(view.status, Status::Open);
    let scene = standings_scene(&view, Locale::En);
    assert_eq!(scene.words(&Role::Note), Some("9 players signed up"));
    assert_eq!(entries(&scene, Entry::Rating).len(), 9);
    assert_eq!(entries(&scene, Entry::Name)[0], "Ann");
}

#[test]
fn the_same_view_gives_the_same_bytes() {
    let view = tournament_swiss(12, 3);
    assert_eq!(
        standings_picture(&view, Locale::En),
        standings_picture(&view, Locale::En)
    );
    let (png, alt) = pairings_picture_and_alt_text(&view, 3, Locale::Es);
    assert_eq!(png, pairings_picture(&view, 3, Locale::Es));
    assert_eq!(alt, pairings_alt_text(&view, 3, Locale::Es));
}
