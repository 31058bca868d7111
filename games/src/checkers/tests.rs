//! Rules tests, each named after the rule it checks, built on the one-line
//! position helper [`pos`] (a PDN FEN: `B:W19,27:B15` is Black to move with men on
//! 15 against White's men on 19 and 27; `K` marks a king).

use super::*;
use crate::{Game, GameKind, Outcome, Seat};

crate::testkit::kit!(Checkers);

const BLACK: Seat = Seat::FIRST;
const WHITE: Seat = Seat::SECOND;

fn sq(n: u8) -> Square {
    Square::new(n).unwrap()
}

/// A setup with no history from a FEN.
fn setup(fen: &str) -> Setup {
    let p = Position::from_fen(fen).unwrap_or_else(|| panic!("bad FEN {fen}"));
    let squares = |bits: u32| Square::in_bits(bits).collect::<Vec<_>>();
    Setup {
        men: [0, 1].map(|s| squares(p.sides[s] & !p.kings)),
        kings: [0, 1].map(|s| squares(p.sides[s] & p.kings)),
        to_move: p.to_move(),
        quiet_plies: 0,
        history: Vec::new(),
        last_move: None,
        outcome: Outcome::Ongoing,
    }
}

fn pos(fen: &str) -> Checkers {
    restore(setup(fen))
}

/// The legal actions of the side to move, in notation.
fn actions(game: &Checkers) -> Vec<String> {
    notations(game, game.to_act().expect("the game goes on"))
}

/// The side to move plays `text`; the events as English lines.
fn play(game: &mut Checkers, text: &str) -> Vec<String> {
    let seat = game.to_act().expect("the game goes on");
    let events = apply(game, seat, &act(text)).unwrap_or_else(|e| panic!("{text}: {e}"));
    crate::testkit::sentences(&events)
}

// --- Perft ----------------------------------------------------------------------

#[test]
fn perft_from_the_start_matches_the_known_counts() {
    let game = Checkers::start();
    let expected = [7, 49, 302, 1469, 7361, 36768, 179740];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(game.perft(depth as u32 + 1), nodes, "depth {}", depth + 1);
    }
}

// --- The board ------------------------------------------------------------------

#[test]
fn squares_are_numbered_like_pdn() {
    // Square 1 is b8 in chess terms, 4 is h8, 5 is a7, 29 is a1, 32 is g1.
    assert_eq!((sq(1).row(), sq(1).column()), (0, 1));
    assert_eq!((sq(4).row(), sq(4).column()), (0, 7));
    assert_eq!((sq(5).row(), sq(5).column()), (1, 0));
    assert_eq!((sq(29).row(), sq(29).column()), (7, 0));
    assert_eq!((sq(32).row(), sq(32).column()), (7, 6));
    for square in Square::all() {
        assert_eq!(Square::at(square.row(), square.column()), Some(square));
    }
    assert_eq!(Square::new(0), None);
    assert_eq!(Square::new(33), None);
}

#[test]
fn the_start_has_black_on_1_to_12_moving_first() {
    let game = Checkers::start();
    assert_eq!(game.to_act(), Some(BLACK));
    assert_eq!(
        actions(&game),
        ["9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"]
    );
    assert_eq!(
        game.view().fen,
        "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
    );
    assert_eq!(
        game.prompt(),
        "move a piece, like 9-13 (men move diagonally toward 29–32)"
    );
}

#[test]
fn men_move_diagonally_forward_only() {
    let mut game = pos("B:W27:B18");
    assert_eq!(actions(&game), ["18-22", "18-23"]);
    assert_eq!(
        refusal(&mut game, BLACK, &act("18-14")),
        "18 to 14 goes backward; only kings move backward"
    );
    assert_eq!(
        refusal(&mut game, BLACK, &act("18-19")),
        "18 to 19 is not a move: pieces step one square diagonally"
    );
    assert_eq!(refusal(&mut game, BLACK, &act("17-21")), "there is no piece on 17");
    assert_eq!(refusal(&mut game, BLACK, &act("27-23")), "the piece on 27 is White's");
    assert_eq!(refusal(&mut game, WHITE, &act("27-23")), "it is Black's turn");
    play(&mut game, "18-22");
    // White moves toward 1–4.
    assert_eq!(actions(&game), ["27-23", "27-24"]);
    assert_eq!(
        refusal(&mut game, WHITE, &act("27-31")),
        "27 to 31 goes backward; only kings move backward"
    );
}

// --- Capturing ------------------------------------------------------------------

#[test]
fn compulsory_capture_refuses_a_simple_move() {
    let mut game = pos("B:W19,30:B15,9");
    assert_eq!(actions(&game), ["15x24"]);
    assert_eq!(
        refusal(&mut game, BLACK, &act("9-14")),
        "a capture is compulsory: 15x24 is available"
    );
    assert_eq!(
        refusal(&mut game, BLACK, &act("15-18")),
        "a capture is compulsory: 15x24 is available"
    );
    assert_eq!(game.view().must_capture, [sq(15)]);
    assert_eq!(game.prompt(), "you must capture, with 15x24");
    let events = play(&mut game, "15x24");
    assert_eq!(events[0], "Black captured 15x24, taking White's piece on 19.");
}

#[test]
fn a_capture_written_with_a_dash_is_read_as_the_capture() {
    let mut game = pos("B:W19,30:B15,9");
    play(&mut game, "15-24");
    assert_eq!(game.view().last_move.unwrap().notation(), "15x24");
}

#[test]
fn a_capture_is_refused_when_there_is_none() {
    let mut game = pos("B:W27:B18");
    assert_eq!(
        refusal(&mut game, BLACK, &act("18x25")),
        "18x25: there is no capture this turn; move a piece, like 18-22"
    );
}

#[test]
fn multi_jump_must_be_completed() {
    let mut game = pos("B:W19,27,30:B15");
    assert_eq!(actions(&game), ["15x24x31"]);
    assert_eq!(
        refusal(&mut game, BLACK, &act("15x24")),
        "a capture must be completed: 15x24 goes on to 15x24x31"
    );
    let events = play(&mut game, "15x24x31");
    assert_eq!(
        events,
        [
            "Black captured 15x24x31, taking White's pieces on 19 and 27.",
            "Black's man on 31 is crowned king.",
        ]
    );
}

#[test]
fn any_capture_sequence_may_be_chosen_no_majority_rule() {
    // 11x20 takes one piece, 15x24x31 two: either is legal.
    let game = pos("B:W16,19,27,30:B11,15");
    assert_eq!(actions(&game), ["11x20", "15x24x31"]);
    let mut one = game.clone();
    play(&mut one, "11x20");
    assert_eq!(one.to_act(), Some(WHITE));
    let mut two = game;
    play(&mut two, "15x24x31");
    assert_eq!(two.to_act(), Some(WHITE));
}

#[test]
fn crowning_mid_capture_ends_the_move() {
    // After 15x24x31 the new king could jump 26 backward to 22, but the move ends.
    let mut game = pos("B:W19,26,27:B15");
    assert_eq!(actions(&game), ["15x24x31"]);
    assert_eq!(
        refusal(&mut game, BLACK, &act("15x24x31x22")),
        "15x24x31x22 is not a legal capture; captures available: 15x24x31"
    );
    play(&mut game, "15x24x31");
    let view = game.view();
    assert!(view.board.contains(&ViewPiece {
        square: sq(31),
        owner: BLACK,
        king: true
    }));
    assert!(view.board.iter().any(|p| p.square == sq(26)));
    assert_eq!(game.to_act(), Some(WHITE));
    // A king already crowned carries on through the far row.
    let mut king = pos("B:W19,26,27:BK15");
    assert_eq!(actions(&king), ["15x24x31x22"]);
    play(&mut king, "15x22");
}

#[test]
fn king_moves_and_captures_backwards() {
    let mut game = pos("B:W14,32:BK18");
    assert_eq!(actions(&game), ["18x9"]);
    play(&mut game, "18x9");
    let mut quiet = pos("B:W32:BK18");
    assert_eq!(actions(&quiet), ["18-14", "18-15", "18-22", "18-23"]);
    play(&mut quiet, "18-14");
    // The same square with a man: no capture backward.
    let man = pos("B:W14,32:B18");
    assert_eq!(actions(&man), ["18-22", "18-23"]);
}

#[test]
fn captured_pieces_cannot_be_jumped_twice_and_block_until_the_move_ends() {
    // A king circling four pieces: it may return to its start square, and both
    // directions round are separate moves.
    let game = pos("B:W10,11,18,19:BK7");
    let list = actions(&game);
    assert!(list.contains(&"7x14x23x16x7".to_string()), "{list:?}");
    assert!(list.contains(&"7x16x23x14x7".to_string()), "{list:?}");
    assert_eq!(list.len(), 2, "{list:?}");
}

#[test]
fn a_short_capture_is_accepted_only_when_unambiguous() {
    let mut game = pos("B:W10,11,18,19:B7");
    assert_eq!(actions(&game), ["7x14x23", "7x16x23"]);
    assert_eq!(
        refusal(&mut game, BLACK, &act("7x23")),
        "7x23 could be 7x14x23 or 7x16x23; write the full path"
    );
    assert_eq!(game.resolve(BLACK, &act("7x14x23")).unwrap().to_string(), "7x14x23");
    let mut single = pos("B:W19,27,30:B15");
    assert_eq!(single.resolve(BLACK, &act("15x31")).unwrap().to_string(), "15x24x31");
    play(&mut single, "15 X 31");
    assert_eq!(single.view().last_move.unwrap().notation(), "15x24x31");
    play(&mut game, "7x16x23");
    assert_eq!(game.view().last_move.unwrap().taken, [sq(11), sq(19)]);
}

// --- End ------------------------------------------------------------------------

#[test]
fn no_legal_move_loses() {
    // White's man on 5 is stuck behind Black's man on 1.
    let mut game = pos("B:W5:B1,K30");
    let events = play(&mut game, "30-26");
    assert_eq!(events[1], "White has no legal move: Black wins.");
    assert_eq!(game.outcome(), Outcome::Won(BLACK));
    assert_eq!(game.to_act(), None);
    assert!(legal(&game, WHITE).is_empty());
    assert_eq!(refusal(&mut game, WHITE, &act("5-1")), "the game is over");
}

#[test]
fn losing_every_piece_loses() {
    let mut game = pos("B:W19:B15");
    let events = play(&mut game, "15x24");
    assert_eq!(events[1], "White has no pieces left: Black wins.");
    assert_eq!(game.outcome(), Outcome::Won(BLACK));
}

#[test]
fn forty_moves_each_without_capture_or_man_moving_is_a_draw() {
    let mut s = setup("B:WK32:BK1");
    s.quiet_plies = 79;
    // 79 earlier positions, sides alternating up to Black's turn now.
    s.history = (0..79)
        .map(|i| {
            let side = if (79 - i) % 2 == 1 { 'W' } else { 'B' };
            format!("{side}:WK32:BK{}", 8 + i % 20)
        })
        .collect();
    let mut game = Checkers::from_setup(s).unwrap();
    assert_eq!(game.view().quiet_plies, 79);
    let events = play(&mut game, "1-6");
    assert_eq!(events[1], "Draw: forty moves each without a capture or a man moving.");
    assert_eq!(game.outcome(), Outcome::Draw);
}

#[test]
fn a_man_moving_or_a_capture_resets_the_forty_move_count() {
    let mut game = pos("B:WK32,21:BK1,9");
    play(&mut game, "1-6");
    play(&mut game, "32-27");
    assert_eq!(game.quiet_plies(), 2);
    assert_eq!(game.view().history.len(), 2);
    play(&mut game, "9-13");
    assert_eq!(game.quiet_plies(), 0);
    assert!(game.view().history.is_empty());
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut game = pos("B:WK32:BK1");
    for (i, text) in ["1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1"]
        .iter()
        .enumerate()
    {
        let events = play(&mut game, text);
        assert_eq!(events.len(), 1, "ply {i}: {events:?}");
    }
    assert_eq!(game.view().repetitions, 2);
    let events = play(&mut game, "27-32");
    assert_eq!(
        events[1],
        "Draw: the same position occurred three times with the same player to move."
    );
    assert_eq!(game.outcome(), Outcome::Draw);
    assert_eq!(game.view().repetitions, 3);
}

#[test]
fn resigning_gives_the_opponent_the_game() {
    let mut game = Checkers::start();
    assert_eq!(game.resign(WHITE)[0].to_string(), "White resigned; Black wins.");
    assert_eq!(game.outcome(), Outcome::Won(BLACK));
    assert!(game.resign(BLACK).is_empty());
    assert!(game.agree_draw().is_empty());
}

#[test]
fn a_draw_may_be_agreed() {
    let mut game = Checkers::start();
    assert_eq!(game.agree_draw(), [Event::DrawAgreed]);
    assert_eq!(game.outcome(), Outcome::Draw);
    assert_eq!(game.prompt(), "the game is over");
    assert!(game.view().must_capture.is_empty());
}

// --- Notation -------------------------------------------------------------------

#[test]
fn notation_round_trips_and_accepts_every_form() {
    for (text, canonical) in [
        ("11-15", "11-15"),
        (" 11 - 15 ", "11-15"),
        ("11 15", "11-15"),
        ("11–15", "11-15"),
        ("15x24", "15x24"),
        ("15X24", "15x24"),
        ("15 x 24 x 31", "15x24x31"),
        ("15×24", "15x24"),
        ("15:24", "15x24"),
        ("07-11", "7-11"),
    ] {
        let action = act(text);
        assert_eq!(action.to_string(), canonical, "{text}");
        assert_eq!(act(canonical), action);
    }
    for from in Square::all() {
        for to in Square::all() {
            let step = Action::Step { from, to };
            assert_eq!(act(&step.to_string()), step);
            let jump = Action::Jump(vec![from, to, from]);
            assert_eq!(act(&jump.to_string()), jump);
        }
    }
}

#[test]
fn notation_refuses_nonsense_in_one_short_line() {
    for (text, wanted) in [
        ("", "type a move"),
        ("11", "not checkers notation"),
        ("11-15-19", "a move names two squares"),
        ("15x24-31", "not both"),
        ("0-4", "'0' is not a square; squares are numbered 1 to 32"),
        ("33-29", "'33' is not a square"),
        ("99999999999999999999x1", "'999999999999…' is not a square"),
        ("-11-15", "a square is missing"),
        ("11--15", "a square is missing"),
        ("15x", "ends with a separator"),
        ("b6-c5", "unexpected 'b'"),
        ("11→15", "unexpected '→'"),
        ("11 15 19", "not checkers notation"),
        ("1x2x3x4x5x6x7x8x9x10x11x12x13x14", "at most twelve"),
    ] {
        let err = Action::parse(text).unwrap_err().to_string();
        assert!(err.contains(wanted), "{text:?}: {err}");
        assert!(!err.contains('\n') && err.len() < 200, "{err}");
    }
    let err = Action::parse(&"1".repeat(10_000)).unwrap_err().to_string();
    assert!(err.contains("too long"), "{err}");
}

#[test]
fn options_are_refused_by_name() {
    assert_eq!(Options::parse(" , "), Ok(Options::default()));
    assert_eq!(
        Options::parse("flying").unwrap_err().to_string(),
        "unknown option 'flying' for Checkers; it has no options"
    );
}

// --- Storage --------------------------------------------------------------------

#[test]
fn stored_games_restore_through_from_setup() {
    let mut game = Checkers::start();
    for text in ["11-15", "22-18", "15x22", "25x18", "8-11", "29-25"] {
        play(&mut game, text);
        let json = serde_json::to_value(game.to_setup()).unwrap();
        assert_eq!(
            Checkers::from_setup(serde_json::from_value(json).unwrap()).unwrap(),
            game
        );
    }
}

#[test]
fn from_setup_refuses_broken_positions() {
    let refuse = |fen: &str, edit: &dyn Fn(&mut Setup), wanted: &str| {
        let mut s = setup(fen);
        edit(&mut s);
        let err = Checkers::from_setup(s).unwrap_err().to_string();
        assert!(err.contains(wanted), "{err} lacks {wanted}");
        assert!(!err.contains('\n'));
    };
    let none = |_: &mut Setup| {};
    refuse("B:W21:B1", &|s| s.men[1].push(sq(1)), "two pieces stand on 1");
    refuse("B:W21:B1,2,3,4,5,6,7,8,9,10,11,12,13", &none, "Black has 13 pieces");
    refuse("B:W21:B30", &none, "Black's man on 30 stands on its crowning row");
    refuse("B:W2:B30", &|s| s.men[0].clear(), "White's man on 2");
    refuse("B:W21:B1", &|s| s.to_move = Seat(3), "two seats");
    refuse(
        "B:W21:B1",
        &|s| s.quiet_plies = 2,
        "2 quiet plies but 0 earlier positions",
    );
    refuse("B:W21:B1", &|s| s.quiet_plies = 81, "past the draw");
    refuse(
        "B:W21:BK1",
        &|s| {
            s.quiet_plies = 1;
            s.history = vec!["W:W22:BK1".to_string()];
        },
        "differs by a capture or a man's move",
    );
    refuse(
        "B:W21:BK1",
        &|s| {
            s.quiet_plies = 1;
            s.history = vec!["B:W21:BK1".to_string()];
        },
        "wrong side to move",
    );
    refuse(
        "B:W21:BK1",
        &|s| {
            s.quiet_plies = 1;
            s.history = vec!["nonsense".to_string()];
        },
        "cannot be read",
    );
    refuse("W:W5:B1", &none, "the game should have ended: White has no legal move");
    refuse(
        "W:W21:B6",
        &|s| {
            s.last_move = Some(LastMove {
                seat: WHITE,
                path: vec![sq(1), sq(6)],
                taken: vec![],
                crowned: false,
            })
        },
        "White moved last but is also to move",
    );
    refuse(
        "W:W21:B6",
        &|s| {
            s.last_move = Some(LastMove {
                seat: BLACK,
                path: vec![sq(1), sq(7)],
                taken: vec![],
                crowned: false,
            })
        },
        "not a diagonal step",
    );
    // A finished game may be stuck.
    let mut over = setup("W:W5:B1");
    over.outcome = Outcome::Won(BLACK);
    assert!(Checkers::from_setup(over).is_ok());
}

#[test]
fn fen_round_trips() {
    let p = Position::from_fen("W:WK3,21,22:B1,K30").unwrap();
    assert_eq!(p.fen(), "W:WK3,21,22:B1,K30");
    assert_eq!(Position::from_fen(&p.fen()), Some(p));
    assert_eq!(Position::from_fen("B:W1:B1"), None);
    assert_eq!(Position::from_fen("B:W40:B1"), None);
    assert_eq!(Position::from_fen("X:W1:B2"), None);
}

// --- Words ----------------------------------------------------------------------

#[test]
fn the_view_shows_the_last_move_and_the_compulsory_captures() {
    let mut game = Checkers::start();
    play(&mut game, "11-15");
    play(&mut game, "24-19");
    let view = game.view();
    assert_eq!(view.to_act, Some(BLACK));
    assert_eq!(view.must_capture, [sq(15)]);
    let last = view.last_move.unwrap();
    assert_eq!((last.seat, last.notation()), (WHITE, "24-19".to_string()));
    assert_eq!(view.board.len(), 24);
    assert!(view.board.windows(2).all(|w| w[0].square < w[1].square));
    let json = serde_json::to_value(game.view()).unwrap();
    assert_eq!(json["must_capture"], serde_json::json!([15]));
    assert_eq!(json["quiet_plies_for_draw"], 80);
}

#[test]
fn the_rules_summary_fits_a_discord_message() {
    assert!(
        GameKind::Checkers.rules_summary().len() < 1500,
        "{}",
        GameKind::Checkers.rules_summary().len()
    );
    for word in [
        "11-15",
        "15x24x31",
        "compulsory",
        "any capturing sequence",
        "40 moves",
        "three",
    ] {
        assert!(GameKind::Checkers.rules_summary().contains(word), "{word}");
    }
}

/// The colour of a seat in `locale`, as the message files name it.
fn colour(index: usize, locale: crate::i18n::Locale) -> String {
    crate::i18n::seat("checkers", index).tr(locale)
}

#[test]
fn refusals_and_events_read_in_spanish_and_french() {
    use crate::i18n::{Locale, Localize};
    let mut game = Checkers::start();
    let err = apply(&mut game, WHITE, &act("21-17")).unwrap_err();
    assert_eq!(err.msg().tr(Locale::Es), format!("le toca a {}", colour(0, Locale::Es)));
    assert_eq!(
        err.msg().tr(Locale::Fr),
        format!("c'est au tour de {}", colour(0, Locale::Fr))
    );
    let err = apply(&mut game, BLACK, &act("9-22")).unwrap_err();
    assert_eq!(
        err.msg().tr(Locale::Es),
        "de 9 a 22 no es un movimiento: las piezas avanzan una casilla en diagonal"
    );
    let err = Action::parse("40-44").unwrap_err();
    assert_eq!(
        err.msg().tr(Locale::Fr),
        "'40' n'est pas une case ; les cases sont numérotées de 1 à 32"
    );
    let mut game = pos("B:W19,27:B15");
    let events = apply(&mut game, BLACK, &act("15x24x31")).unwrap();
    assert_eq!(
        events[0].msg().tr(Locale::Fr),
        format!(
            "Rafle de {} : 15x24x31, les pièces de {} en 19 et 27 sont prises.",
            colour(0, Locale::Fr),
            colour(1, Locale::Fr)
        )
    );
    assert_eq!(
        events[0].msg().tr(Locale::Es),
        format!(
            "Captura de {}: 15x24x31, caen las piezas de {} en 19 y 27.",
            colour(0, Locale::Es),
            colour(1, Locale::Es)
        )
    );
}

#[test]
fn no_checkers_message_falls_back_to_english() {
    use crate::i18n::{Locale, Localize};
    let step = |from: u8, to: u8| Action::Step {
        from: Square::new(from).unwrap(),
        to: Square::new(to).unwrap(),
    };
    let sq = |n: u8| Square::new(n).unwrap();
    let jump = Action::Jump(vec![sq(15), sq(24)]);
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn(BLACK),
        RuleError::CaptureCompulsory(vec![jump.clone()]),
        RuleError::Ambiguous {
            action: jump.clone(),
            fits: vec![jump.clone(), jump.clone()],
        },
        RuleError::NoPiece(sq(5)),
        RuleError::NotYourPiece {
            square: sq(5),
            owner: WHITE,
        },
        RuleError::NoCapture {
            action: jump.clone(),
            example: step(9, 13),
        },
        RuleError::NotACapture {
            action: jump.clone(),
            available: vec![jump.clone()],
        },
        RuleError::Incomplete {
            action: jump.clone(),
            continues: vec![jump.clone()],
        },
        RuleError::StandsStill { from: sq(9), to: sq(9) },
        RuleError::NothingToJump {
            from: sq(9),
            to: sq(18),
            opponent: WHITE,
        },
        RuleError::NotAStep {
            from: sq(9),
            to: sq(22),
        },
        RuleError::Backward {
            from: sq(14),
            to: sq(9),
        },
        RuleError::Occupied {
            to: sq(14),
            owner: WHITE,
        },
        RuleError::NotLegal {
            from: sq(9),
            to: sq(14),
        },
    ];
    let events = [
        Event::Moved {
            seat: BLACK,
            from: sq(9),
            to: sq(13),
        },
        Event::Captured {
            seat: BLACK,
            path: vec![sq(15), sq(24)],
            taken: vec![sq(19)],
        },
        Event::Crowned {
            seat: BLACK,
            square: sq(31),
        },
        Event::NoLegalMove {
            seat: WHITE,
            pieces_left: true,
        },
        Event::NoLegalMove {
            seat: WHITE,
            pieces_left: false,
        },
        Event::DrawnByFortyMoves,
        Event::DrawnByRepetition,
        Event::Resigned { seat: WHITE },
        Event::DrawAgreed,
    ];
    let parse = [
        "",
        &"1".repeat(200),
        "11?15",
        "-15",
        "11-x15",
        "33-1",
        "1x2x3x4x5x6x7x8x9x10x11x12x13x14",
        "11-",
        "11-15-19",
        "11",
    ]
    .map(|text| Action::parse(text).unwrap_err().msg());
    let mut msgs: Vec<crate::i18n::Msg> = errors.iter().map(Localize::msg).collect();
    msgs.extend(events.iter().map(Localize::msg));
    msgs.extend(parse);
    msgs.push(Checkers::start().prompt());
    msgs.push(pos("B:W19:B15").prompt());
    for msg in &msgs {
        let en = msg.en();
        assert!(!en.contains("checkers-"), "an id shows: {en}");
        for locale in [Locale::Es, Locale::Fr] {
            assert_ne!(msg.tr(locale), en, "{locale} reads as English");
        }
    }
}
