//! Rules tests, each named after the rule it checks, built on the one-line
//! position macro [`pos!`] and scripted dice; then property tests over random
//! seeded playouts and a parser fuzz.

use super::*;
use crate::i18n::testing::assert_translated;
use crate::i18n::{Locale, Localize, Msg};
use crate::{Game, GameKind, Outcome, Rng, ScriptedRng, Seat, SeededRng};

crate::testkit::kit!(AceyDucey);
use proptest::prelude::*;

const RED: Seat = Seat::FIRST;
const BLACK: Seat = Seat::SECOND;

/// A play-phase position from each side's men in its own numbering, `point:men`
/// (point 25 is the Dog House); the rest of each side's fifteen are borne off.
/// Red won the start roll and is to roll.
macro_rules! pos {
    (red $($rp:literal : $rn:literal),* ; black $($bp:literal : $bn:literal),*) => {
        position(setup_of(&[$(($rp, $rn)),*], &[$(($bp, $bn)),*]))
    };
}

fn setup_of(red: &[(u8, u8)], black: &[(u8, u8)]) -> Setup {
    let mut points = [[0u8; 24]; 2];
    let mut dog_house = [0; 2];
    let mut borne_off = [MEN; 2];
    for (s, men) in [red, black].into_iter().enumerate() {
        for &(p, n) in men {
            if p == BAR {
                dog_house[s] += n;
            } else {
                points[s][p as usize - 1] += n;
            }
            borne_off[s] -= n;
        }
    }
    Setup {
        options: Options::default(),
        points,
        dog_house,
        borne_off,
        to_enter: [0, 0],
        phase: Phase::Play,
        start_rolls: vec![[Dice::new(6, 5), Dice::new(3, 1)]],
        to_act: RED,
        dice: None,
        roll_again: false,
        last_roll: None,
        last_turn: None,
        outcome: Outcome::Ongoing,
    }
}

fn position(setup: Setup) -> AceyDucey {
    restore(setup)
}

/// The seat to act rolls `a` and `b`.
fn roll(game: &mut AceyDucey, a: u8, b: u8) -> Vec<Event> {
    let seat = game.to_act().expect("someone to act");
    let mut rng = ScriptedRng::new([a as u32 - 1, b as u32 - 1]);
    let events = game.apply(seat, &Action::Roll, &mut rng).unwrap();
    rng.assert_used_up();
    events
}

/// The seat to act plays `text` (no dice may be rolled).
fn play(game: &mut AceyDucey, text: &str) -> Vec<Event> {
    let seat = game.to_act().expect("someone to act");
    apply(game, seat, &act(text)).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The refusal of `text` for the seat to act.
fn refused(game: &mut AceyDucey, text: &str) -> String {
    let seat = game.to_act().expect("someone to act");
    refusal(game, seat, &act(text))
}

/// The legal actions of the seat to act, in notation.
fn actions(game: &AceyDucey) -> Vec<String> {
    notations(game, game.to_act().unwrap())
}

fn steps(text: &str) -> Vec<Step> {
    match Action::parse(text).unwrap() {
        Action::Play(steps) => steps,
        other => panic!("{other:?}"),
    }
}

fn played(events: &[Event]) -> (Vec<Step>, bool) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Played { steps, forced, .. } => Some((steps.clone(), *forced)),
            _ => None,
        })
        .expect("a play")
}

// --- Reading the dice -----------------------------------------------------------

#[test]
fn the_table_of_rolls_holds_every_roll_with_its_weight() {
    assert_eq!(ALL_ROLLS.iter().map(|&(_, w)| w as u32).sum::<u32>(), 36);
    let weight = |pred: &dyn Fn(Dice) -> bool| ALL_ROLLS.iter().filter(|(d, _)| pred(*d)).map(|&(_, w)| w).sum::<u8>();
    assert_eq!(weight(&|d| d.reading() == Reading::AceyDucey), 2);
    // X and X: the six doublets (1-1 and 2-2 are 1 and 1, 2 and 2) and Acey or
    // Ducey with 3–6 (16 of 36).
    assert_eq!(
        weight(&|d| matches!(d.reading(), Reading::Moves([a, b]) if a == b)),
        6 + 16
    );
    assert_eq!(weight(&|d| matches!(d.reading(), Reading::Moves([6, 6]))), 1 + 2 + 2);
}

#[test]
fn acey_acey_is_just_a_1_and_a_1() {
    let mut game = pos!(red 10:1; black 1:2);
    let events = roll(&mut game, 1, 1);
    assert_eq!(played(&events), (steps("10/9 9/8"), true));
}

#[test]
fn ducey_ducey_is_just_a_2_and_a_2() {
    let mut game = pos!(red 10:1; black 1:2);
    let events = roll(&mut game, 2, 2);
    assert_eq!(played(&events), (steps("10/8 8/6"), true));
}

#[test]
fn acey_with_a_plain_number_plays_that_number_twice() {
    let mut game = pos!(red 20:1; black 1:2);
    let events = roll(&mut game, 1, 6);
    assert_eq!(events[0].to_string(), "Red rolled 6-1 (Acey and 6).");
    assert_eq!(played(&events), (steps("20/14 14/8"), true));
}

#[test]
fn ducey_with_a_plain_number_plays_that_number_twice() {
    let mut game = pos!(red 20:1; black 1:2);
    let events = roll(&mut game, 5, 2);
    assert_eq!(played(&events), (steps("20/15 15/10"), true));
}

#[test]
fn the_view_keeps_every_move_of_the_last_turn_for_the_picture() {
    let mut game = pos!(red 20:2; black 1:2);
    roll(&mut game, 3, 3);
    play(&mut game, "20/17 17/14");
    let turn = game.view().last_turn.expect("a turn was played");
    assert_eq!((turn.seat, turn.steps), (RED, steps("20/17 17/14")));
    // The next player's play (here forced by their roll) replaces it.
    let events = roll(&mut game, 4, 4);
    assert_eq!(game.view().last_turn.expect("kept").seat, BLACK, "{events:?}");
    assert_eq!(played(&events), (game.view().last_turn.expect("kept").steps, true));
}

#[test]
fn other_doublets_are_just_two_moves() {
    let mut game = pos!(red 20:1; black 1:2);
    let events = roll(&mut game, 4, 4);
    assert_eq!(played(&events), (steps("20/16 16/12"), true));
    let mut game = pos!(red 20:2; black 1:2);
    roll(&mut game, 3, 3);
    assert_eq!(game.prompt(), "play 3 and 3");
    assert_eq!(actions(&game), ["20/17 20/17", "20/17 17/14"]);
}

#[test]
fn plain_rolls_move_each_die_separately_never_added() {
    let mut game = pos!(red 20:2; black 1:2);
    roll(&mut game, 6, 3);
    assert_eq!(game.prompt(), "play 6 and 3");
    assert_eq!(actions(&game), ["20/17 20/14", "20/14 14/11"]);
    play(&mut game, "20/11");
    assert_eq!(game.view().men_on(RED, 11), 1);
    assert_eq!(game.to_act(), Some(BLACK));
}

// --- Acey-Ducey -----------------------------------------------------------------

#[test]
fn acey_ducey_may_send_a_man_from_1_2_23_or_24_guarded_or_not() {
    // Black's 2 is Red's 23 (two men, guarded); Black's 24 is Red's 1.
    let mut game = pos!(red 13:2; black 2:2, 24:1, 10:1);
    let events = roll(&mut game, 2, 1);
    assert_eq!(events[0].to_string(), "Red rolled 2-1 (Acey-Ducey).");
    assert_eq!(
        game.prompt(),
        "choose: send a man from 1 or 23, or play 1 and 2 and roll again"
    );
    let listed = actions(&game);
    assert!(listed.contains(&"send 1".to_string()) && listed.contains(&"send 23".to_string()));
    assert!(!listed.contains(&"send 2".to_string()) && !listed.contains(&"send 24".to_string()));
    let events = play(&mut game, "send 23");
    assert_eq!(
        events,
        [
            Event::Sent { seat: RED, point: 23 },
            Event::SentToDogHouse { owner: BLACK, point: 2 },
        ]
    );
    assert_eq!(game.view().dog_house, [0, 1]);
    assert_eq!(game.to_act(), Some(BLACK));
}

#[test]
fn acey_ducey_send_is_allowed_with_own_men_in_the_dog_house() {
    let mut game = pos!(red 25:1, 13:1; black 2:1, 3:2);
    roll(&mut game, 1, 2);
    assert!(actions(&game).contains(&"send 23".to_string()));
    play(&mut game, "send 23");
    assert_eq!(game.view().dog_house, [1, 1]);
}

#[test]
fn acey_ducey_send_is_refused_without_an_opposing_man_there() {
    let mut game = pos!(red 13:2; black 6:2);
    roll(&mut game, 2, 1);
    assert!(refused(&mut game, "send 23").contains("no Black man on your point 23"));
    assert!(refused(&mut game, "send 5").contains("only from points 1, 2, 23 and 24"));
    let mut game = pos!(red 13:2; black 6:2, 2:1);
    roll(&mut game, 5, 4);
    assert!(refused(&mut game, "send 23").contains("needs Acey-Ducey"));
}

#[test]
fn acey_ducey_played_as_a_roll_rolls_again_as_long_as_it_comes() {
    let mut game = pos!(red 13:2; black 6:2);
    roll(&mut game, 2, 1);
    assert_eq!(game.prompt(), "play 1 and 2 and roll again");
    let events = play(&mut game, "13/11 13/12");
    assert_eq!(events.last(), Some(&Event::RollsAgain { seat: RED }));
    assert_eq!(
        (game.to_act(), game.prompt().en()),
        (Some(RED), "roll again (Acey-Ducey)".into())
    );
    assert!(game.view().roll_again);
    roll(&mut game, 1, 2);
    play(&mut game, "12/10 11/10");
    assert_eq!(game.to_act(), Some(RED));
    let events = roll(&mut game, 6, 5);
    assert_eq!(played(&events), (steps("10/5 10/4"), true));
    assert_eq!(game.to_act(), Some(BLACK));
    assert!(!game.view().roll_again);
}

#[test]
fn acey_ducey_with_nothing_to_send_or_play_rolls_again_at_once() {
    // Red's 9 and 8 are Black's 16 and 17.
    let mut game = pos!(red 10:1; black 16:2, 17:2);
    let events = roll(&mut game, 2, 1);
    assert_eq!(
        events,
        [
            Event::Rolled {
                seat: RED,
                dice: Dice::new(2, 1)
            },
            Event::RollsAgain { seat: RED }
        ]
    );
    assert_eq!(game.to_act(), Some(RED));
    let mut game = pos!(red 10:1; black 16:2, 17:2, 24:1);
    roll(&mut game, 2, 1);
    assert_eq!(actions(&game), ["send 1", "roll"]);
    assert_eq!(
        game.prompt(),
        "choose: send a man from 1, or roll again (the 1 and 2 cannot be played)"
    );
    assert!(refused(&mut game, "10/9 10/8").contains("neither the 1 nor the 2"));
    play(&mut game, "roll");
    assert_eq!((game.to_act(), game.dice()), (Some(RED), None));
}

// --- Must-play, blocks and hits -------------------------------------------------

#[test]
fn as_many_dice_as_possible_must_be_played() {
    // Black holds Red's 6, 1 and 14 (its 19, 24 and 11).
    let mut game = pos!(red 20:1, 12:1, 7:1; black 19:2, 24:2, 11:2);
    roll(&mut game, 6, 3);
    assert_eq!(actions(&game), ["20/17 17/11", "12/9 9/3"]);
    assert!(refused(&mut game, "20/17").contains("as many dice as you can"));
    assert!(refused(&mut game, "7/4").contains("as many dice as you can"));
}

#[test]
fn when_only_one_die_can_be_played_it_must_be_the_larger() {
    // The man on 24 is shut in by Black's 7 and 6 (Red's 18 and 19).
    let mut game = pos!(red 24:1, 10:1; black 7:2, 6:2);
    let events = roll(&mut game, 6, 5);
    assert_eq!(played(&events), (steps("10/4"), true));
}

#[test]
fn when_only_the_smaller_die_can_be_played_it_is_played() {
    let mut game = pos!(red 24:1, 10:1; black 7:2, 6:2, 21:2);
    let events = roll(&mut game, 6, 5);
    assert_eq!(played(&events), (steps("10/5"), true));
}

#[test]
fn a_roll_that_cannot_be_played_passes_the_turn() {
    let mut game = pos!(red 24:1; black 7:2, 6:2);
    let events = roll(&mut game, 6, 5);
    assert_eq!(events[1], Event::NoPlay { seat: RED });
    assert_eq!(events[1].to_string(), "Red cannot use the roll; the turn passes.");
    assert_eq!((game.to_act(), game.dice()), (Some(BLACK), None));
}

#[test]
fn a_point_held_by_two_opposing_men_is_closed() {
    // Black's 18 is Red's 7.
    let mut game = pos!(red 20:1, 13:1; black 18:2);
    roll(&mut game, 6, 5);
    assert!(!actions(&game).iter().any(|a| a.contains("/7")));
    assert!(refused(&mut game, "13/7 20/15").contains("your point 7 is held by two or more Black men"));
    assert!(refused(&mut game, "13/9").contains("is a move of 4"));
    assert!(refused(&mut game, "13/15 20/14").contains("only toward home"));
}

#[test]
fn a_man_using_both_dice_stops_on_an_open_point() {
    let mut game = pos!(red 13:1; black 18:2);
    let events = roll(&mut game, 6, 5);
    assert_eq!(played(&events), (steps("13/8 8/2"), true));
}

#[test]
fn landing_on_a_single_opposing_man_sends_him_to_the_dog_house() {
    // Black's 17 is Red's 8; Black's 15 is Red's 10.
    let mut game = pos!(red 13:2; black 17:1, 15:1, 1:2);
    roll(&mut game, 5, 3);
    let events = play(&mut game, "13/8 13/10");
    assert_eq!(
        events[1..],
        [
            Event::SentToDogHouse {
                owner: BLACK,
                point: 15
            },
            Event::SentToDogHouse {
                owner: BLACK,
                point: 17
            },
        ]
    );
    assert_eq!(
        events[1].to_string(),
        "Black's man on Black's 15 point goes to the Dog House."
    );
    assert_eq!(game.view().dog_house, [0, 2]);
}

#[test]
fn a_play_is_accepted_in_any_order_and_with_a_mans_steps_joined() {
    let mut game = pos!(red 13:2; black 1:2);
    roll(&mut game, 5, 3);
    let mut other = game.clone();
    let events = play(&mut game, "8/5 13/8");
    assert_eq!(played(&events).0, steps("13/8 8/5"));
    let events = play(&mut other, "13/5");
    assert_eq!(played(&events).0.len(), 2);
    assert_eq!(game, other);
    // Two ways through that hit different men: the player must say which.
    let mut game = pos!(red 13:2; black 17:1, 15:1);
    roll(&mut game, 5, 3);
    let err = refused(&mut game, "13/5");
    assert!(err.contains("more than one way") && err.contains("13/8 8/5"), "{err}");
}

// --- The Dog House --------------------------------------------------------------

#[test]
fn men_in_the_dog_house_enter_before_anything_else_moves() {
    let mut game = pos!(red 25:1, 13:3; black 24:2);
    roll(&mut game, 6, 3);
    assert_eq!(game.prompt(), "enter from the Dog House and play 6 and 3");
    assert!(actions(&game).iter().all(|a| a.starts_with("bar/")));
    assert!(refused(&mut game, "13/7 13/10").contains("Dog House first"));
    play(&mut game, "bar/22 13/7");
}

#[test]
fn two_men_in_the_dog_house_take_both_dice() {
    let mut game = pos!(red 25:2, 13:1; black 24:2);
    let events = roll(&mut game, 5, 3);
    assert_eq!(played(&events), (steps("bar/22 bar/20"), true));
    assert_eq!(
        played(&events).0.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["bar/22", "bar/20"]
    );
}

#[test]
fn entry_onto_a_closed_point_is_impossible() {
    // Black's 6 and 3 are Red's 19 and 22.
    let mut game = pos!(red 25:1, 13:2; black 6:2, 3:2);
    let events = roll(&mut game, 6, 3);
    assert_eq!(events[1], Event::NoPlay { seat: RED });
}

#[test]
fn entering_on_a_single_opposing_man_hits_him() {
    let mut game = pos!(red 25:1, 13:2; black 6:1, 1:2);
    roll(&mut game, 6, 4);
    let events = play(&mut game, "bar/19 13/9");
    assert!(events.contains(&Event::SentToDogHouse { owner: BLACK, point: 6 }));
}

// --- Start roll and set-up ------------------------------------------------------

#[test]
fn the_higher_start_roll_begins_and_ties_roll_again() {
    // Red 4-3, Black 5-2 (a tie); then Red 5-3, Black 6-4.
    let mut rng = ScriptedRng::new([3, 2, 4, 1, 4, 2, 5, 3]);
    let game = AceyDucey::new(&Options::default(), 2, &mut rng);
    rng.assert_used_up();
    let sentences: Vec<String> = game.opening_events().iter().map(ToString::to_string).collect();
    assert_eq!(
        sentences,
        [
            "Red rolled 4-3, Black rolled 5-2: a tie, so both roll again.",
            "Red rolled 5-3, Black rolled 6-4: Black starts.",
        ]
    );
    assert_eq!(
        (game.to_act(), game.phase(), game.starter()),
        (Some(BLACK), Phase::SettingUp, BLACK)
    );
    assert_eq!(game.prompt(), "roll the dice");
    assert_eq!(legal(&game, BLACK), [Action::Roll]);
    assert!(legal(&game, RED).is_empty());
    assert_eq!(game.view().to_enter, [15, 15]);
}

/// A new game that Red starts (6-5 against 3-1).
fn red_starts() -> AceyDucey {
    AceyDucey::new(&Options::default(), 2, &mut ScriptedRng::new([5, 4, 2, 0]))
}

#[test]
fn set_up_enters_one_man_per_die_on_the_point_it_names() {
    let mut game = red_starts();
    let events = roll(&mut game, 6, 3);
    assert_eq!(
        events[1],
        Event::Entered {
            seat: RED,
            points: vec![19, 22],
            left: 13
        }
    );
    assert_eq!(events[1].to_string(), "Red entered men on 19 and 22; 13 left to enter.");
    assert_eq!(game.to_act(), Some(BLACK));
    roll(&mut game, 5, 5);
    assert_eq!(game.view().men_on(BLACK, 20), 2);
}

#[test]
fn set_up_reads_acey_ducey_literally() {
    let mut game = red_starts();
    let events = roll(&mut game, 1, 2);
    assert_eq!(
        events[1],
        Event::Entered {
            seat: RED,
            points: vec![23, 24],
            left: 13
        }
    );
    assert_eq!(game.to_act(), Some(BLACK));
    roll(&mut game, 1, 5);
    assert_eq!((game.view().men_on(BLACK, 24), game.view().men_on(BLACK, 20)), (1, 1));
}

/// A set-up position: each side's men on the board in its own numbering, and how
/// many each still has to enter; Red to roll.
fn set_up(red: &[(u8, u8)], black: &[(u8, u8)], to_enter: [u8; 2]) -> AceyDucey {
    let mut setup = setup_of(red, black);
    setup.borne_off = [0, 0];
    setup.to_enter = to_enter;
    setup.phase = Phase::SettingUp;
    position(setup)
}

#[test]
fn a_set_up_die_naming_a_closed_point_is_lost() {
    // Only in a restored position: Black holds Red's 19 (its 6).
    let mut game = set_up(&[(24, 13)], &[(6, 2), (24, 8)], [2, 5]);
    let events = roll(&mut game, 6, 3);
    assert_eq!(events[1], Event::DieLost { seat: RED, die: 6 });
    assert_eq!(events[1].to_string(), "Red's 6 is lost: point 19 is held by Black.");
    assert_eq!(
        events[2],
        Event::Entered {
            seat: RED,
            points: vec![22],
            left: 1
        }
    );
}

#[test]
fn a_man_hit_in_set_up_goes_to_the_dog_house_and_enters_first_in_play() {
    // Black's single man on its 3 is Red's 22.
    let mut game = set_up(&[(24, 14)], &[(3, 1), (24, 14)], [1, 0]);
    let events = roll(&mut game, 3, 3);
    assert_eq!(events[2], Event::SentToDogHouse { owner: BLACK, point: 3 });
    assert_eq!(events[3], Event::PlayBegins { seat: RED });
    assert_eq!(game.view().dog_house, [0, 1]);
    roll(&mut game, 6, 5);
    if game.to_act() == Some(RED) {
        let first = legal(&game, RED)[0].clone();
        game.apply(RED, &first, &mut ScriptedRng::new([])).unwrap();
    }
    roll(&mut game, 4, 3);
    assert!(
        actions(&game).iter().all(|a| a.starts_with("bar/")),
        "{:?}",
        actions(&game)
    );
}

#[test]
fn the_last_man_is_entered_with_the_die_the_player_chooses() {
    let mut game = set_up(&[(24, 14)], &[(24, 10)], [1, 5]);
    roll(&mut game, 6, 3);
    assert_eq!(game.prompt(), "enter your last man with the 6 or the 3");
    assert_eq!(actions(&game), ["6", "3"]);
    assert!(refused(&mut game, "6 3").contains("only one man is left"));
    assert!(refused(&mut game, "5").contains("you rolled 6-3"));
    assert!(refused(&mut game, "13/7").contains("in set-up the dice enter men"));
    let events = play(&mut game, "3");
    assert_eq!(events[0].to_string(), "Red entered a man on 22; all 15 are in.");
    assert_eq!(events[1], Event::SetUpDone { seat: RED });
}

#[test]
fn a_player_who_finishes_set_up_first_waits_and_play_begins_with_the_starter() {
    let mut game = set_up(&[(24, 13)], &[(24, 12)], [2, 3]);
    let events = roll(&mut game, 6, 3);
    assert_eq!(events.last(), Some(&Event::SetUpDone { seat: RED }));
    assert_eq!(
        events.last().unwrap().to_string(),
        "Red is set up and waits for Black to finish."
    );
    roll(&mut game, 6, 3);
    assert_eq!(game.to_act(), Some(BLACK), "Red waits");
    roll(&mut game, 5, 4);
    let events = play(&mut game, "5");
    assert_eq!(events.last(), Some(&Event::PlayBegins { seat: RED }));
    assert_eq!((game.phase(), game.to_act()), (Phase::Play, Some(RED)));
}

// --- Bearing off ----------------------------------------------------------------

#[test]
fn a_die_bears_off_a_man_from_its_own_point_and_fifteen_off_wins() {
    let mut game = pos!(red 6:1, 3:1; black 1:2);
    roll(&mut game, 6, 3);
    assert_eq!(actions(&game), ["6/off 3/off", "6/3 3/off"]);
    let events = play(&mut game, "3/off 6/off");
    assert_eq!(events.last(), Some(&Event::Won { seat: RED }));
    assert_eq!(
        events.last().unwrap().to_string(),
        "Red has borne off all 15 men and wins."
    );
    assert_eq!((game.outcome(), game.to_act()), (Outcome::Won(RED), None));
    assert_eq!(game.view().borne_off, [15, 13]);
}

#[test]
fn bearing_off_is_a_choice_when_a_man_can_move_inside() {
    let mut game = pos!(red 6:1, 3:1; black 1:2);
    roll(&mut game, 6, 3);
    play(&mut game, "6/3 3/off");
    assert_eq!((game.view().men_on(RED, 3), game.view().borne_off[0]), (1, 14));
}

#[test]
fn an_empty_point_means_moving_inside_when_possible() {
    let mut game = pos!(red 5:1, 2:1; black 1:2);
    let events = roll(&mut game, 3, 3);
    assert_eq!(played(&events), (steps("5/2 2/off"), true));
}

#[test]
fn a_higher_die_bears_off_from_the_highest_point_below_when_nothing_can_move() {
    // The sheet's example: men on 2 and 1 only, a 5 and a 3.
    let mut game = pos!(red 2:2, 1:3; black 1:2);
    let events = roll(&mut game, 5, 3);
    assert_eq!(played(&events), (steps("2/off 2/off"), true));
    let mut game = pos!(red 2:1, 1:3; black 1:2);
    let events = roll(&mut game, 5, 3);
    assert_eq!(played(&events), (steps("2/off 1/off"), true));
}

#[test]
fn no_bearing_off_while_a_man_is_outside_the_home_table() {
    let mut game = pos!(red 7:1, 3:2; black 1:2);
    roll(&mut game, 6, 4);
    assert!(refused(&mut game, "3/off 3/off").contains("all your men are in your Home Table"));
    assert_eq!(actions(&game), ["7/1 3/off", "7/3 3/off"]);
}

#[test]
fn a_man_hit_while_bearing_off_stops_it_until_he_is_home_again() {
    // Red's blot on 4 is Black's 21.
    let mut setup = setup_of(&[(6, 2), (4, 1)], &[(24, 1), (1, 2)]);
    setup.to_act = BLACK;
    let mut game = position(setup);
    roll(&mut game, 4, 3);
    let events = play(&mut game, "24/21 21/17");
    assert!(events.contains(&Event::SentToDogHouse { owner: RED, point: 4 }));
    roll(&mut game, 6, 5);
    let listed = actions(&game);
    assert!(!listed.is_empty() && listed.iter().all(|a| a.starts_with("bar/") && !a.contains("off")));
}

// --- Turns ----------------------------------------------------------------------

#[test]
fn every_turn_starts_with_a_roll_by_the_seat_to_act() {
    let mut game = pos!(red 13:2; black 1:2);
    assert_eq!(game.prompt(), "roll the dice");
    assert_eq!(refused(&mut game, "13/8 13/10"), "roll the dice first (type roll)");
    let before = game.clone();
    assert_eq!(
        game.apply(BLACK, &Action::Roll, &mut ScriptedRng::new([])),
        Err(RuleError::NotYourTurn(RED))
    );
    assert_eq!(game, before);
    roll(&mut game, 5, 3);
    assert_eq!(refused(&mut game, "roll"), "you have already rolled 5-3; play it");
}

#[test]
fn resigning_and_agreeing_a_draw_end_the_game() {
    let mut game = pos!(red 13:2; black 1:2);
    assert_eq!(game.resign(BLACK)[0].to_string(), "Black resigned; Red wins.");
    assert_eq!((game.outcome(), game.to_act()), (Outcome::Won(RED), None));
    assert!(game.resign(RED).is_empty());
    let mut game = pos!(red 13:2; black 1:2);
    assert_eq!(game.agree_draw(), [Event::DrawAgreed]);
    assert_eq!(game.outcome(), Outcome::Draw);
    assert_eq!(
        game.apply(RED, &Action::Roll, &mut ScriptedRng::new([])),
        Err(RuleError::GameOver)
    );
}

// --- Options, notation, storage -------------------------------------------------

#[test]
fn options_are_stake_and_penalty_in_whole_chips() {
    assert_eq!(Options::parse("").unwrap(), Options::default());
    assert_eq!(
        Options::parse("stake:10, Penalty:2").unwrap(),
        Options {
            stake: Some(10),
            penalty: Some(2)
        }
    );
    for (text, wanted) in [
        ("stake:0", "from 1 to 1000000000"),
        ("stake:1000000001", "from 1 to 1000000000"),
        ("penalty:-3", "whole number"),
        ("stake", "whole number"),
        ("stake:5 stake:6", "given twice"),
        (
            "colour:red",
            "unknown option 'colour:red' for Acey Ducey; known options: stake:N, penalty:N",
        ),
    ] {
        let err = Options::parse(text).unwrap_err().to_string();
        assert!(
            err.contains(wanted) && !err.contains('\n') && err.len() < 200,
            "{text}: {err}"
        );
    }
    assert_eq!(
        Options::parse(&format!("stake:{MAX_CHIPS}")).unwrap().stake,
        Some(MAX_CHIPS)
    );
}

#[test]
fn notation_round_trips_and_accepts_every_form() {
    for (text, canonical) in [
        ("roll", "roll"),
        (" ROLL ", "roll"),
        ("13/8 8/5", "13/8 8/5"),
        ("13/8*, 8/5", "13/8 8/5"),
        ("13/8/5", "13/8 8/5"),
        ("13/7(2)", "13/7 13/7"),
        ("BAR/22", "bar/22"),
        ("4/OFF", "4/off"),
        ("send 23", "send 23"),
        ("Send23", "send 23"),
        ("6 3", "6 3"),
        ("6,3", "6 3"),
        ("4", "4"),
    ] {
        let action = Action::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(action.to_string(), canonical, "{text}");
        assert_eq!(Action::parse(canonical).unwrap(), action);
    }
}

#[test]
fn notation_refuses_nonsense_in_one_short_line() {
    for (text, wanted) in [
        ("", "type roll, a play"),
        ("13/", "is not a point"),
        ("13", "is not a die"),
        ("25/1", "is not a point"),
        ("off/3", "is not a point"),
        ("3/bar", "is not a point"),
        ("send", "is not a point to send from"),
        ("send 30", "is not a point to send from"),
        ("send 1 2", "name one point"),
        ("6 3 1", "one or two dice"),
        ("7 8", "is not a die"),
        ("13/8 8/5 5/3 3/1 1/off", "more steps"),
        ("pass", "passes for you"),
        ("13→8", "unexpected '→'"),
        ("roll roll", "'roll' is not a move"),
    ] {
        let err = Action::parse(text).unwrap_err().to_string();
        assert!(err.contains(wanted), "{text:?}: {err}");
        assert!(!err.contains('\n') && err.len() < 200, "{err}");
    }
    let err = Action::parse(&"x".repeat(10_000)).unwrap_err().to_string();
    assert!(err.len() < 200 && err.contains("too long"), "{err}");
}

#[test]
fn events_read_as_sentences() {
    for (event, text) in [
        (
            Event::PlayBegins { seat: BLACK },
            "Both sides are set up: play begins with Black.",
        ),
        (Event::RollsAgain { seat: RED }, "Acey-Ducey: Red rolls again."),
        (
            Event::Played {
                seat: BLACK,
                steps: steps("bar/22 13/8"),
                forced: false,
            },
            "Black played bar/22 13/8.",
        ),
        (
            Event::Sent { seat: RED, point: 23 },
            "Red takes Acey-Ducey and sends Black's man from point 23.",
        ),
        (Event::DrawAgreed, "Draw agreed."),
    ] {
        assert_eq!(event.to_string(), text);
    }
}

#[test]
fn the_rules_summary_fits_a_discord_message() {
    assert!(
        GameKind::AceyDucey.rules_summary().len() < 2000,
        "{}",
        GameKind::AceyDucey.rules_summary().len()
    );
    for word in [
        "Dog House",
        "send 23",
        "13/8 8/5",
        "bar/22",
        "4/off",
        "stake:N",
        "penalty:N",
    ] {
        assert!(GameKind::AceyDucey.rules_summary().contains(word), "{word}");
    }
}

#[test]
fn from_setup_refuses_broken_positions() {
    let good = setup_of(&[(13, 2)], &[(1, 2)]);
    assert!(AceyDucey::from_setup(good.clone()).is_ok());
    let refuse = |change: &dyn Fn(&mut Setup), wanted: &str| {
        let mut setup = good.clone();
        change(&mut setup);
        let err = AceyDucey::from_setup(setup).unwrap_err().to_string();
        assert!(err.contains(wanted), "{wanted}: {err}");
    };
    refuse(&|s| s.points[0][12] = 3, "Red has 16 men");
    refuse(&|s| s.dog_house[1] = 1, "Black has 16 men");
    refuse(
        &|s| {
            s.points[1][11] = 1; // Black's 12 is Red's 13
            s.borne_off[1] -= 1;
        },
        "Red's point 13 holds men of both colours",
    );
    refuse(&|s| s.start_rolls = vec![], "start roll is missing");
    refuse(
        &|s| s.start_rolls = vec![[Dice::new(4, 3), Dice::new(5, 2)]],
        "decision",
    );
    refuse(&|s| s.to_act = Seat(2), "two seats");
    refuse(
        &|s| {
            s.to_enter = [1, 0];
            s.borne_off[0] -= 1;
        },
        "still to enter",
    );
    refuse(&|s| s.phase = Phase::SettingUp, "borne off during set-up");
    refuse(&|s| s.options.stake = Some(0), "stake");
    refuse(
        &|s| {
            s.points[0][12] = 0;
            s.borne_off[0] = 15;
        },
        "has not won",
    );
    refuse(
        &|s| {
            s.outcome = Outcome::Draw;
            s.dice = Some(Dice::new(6, 5));
        },
        "game is over",
    );
    let mut shut_in = setup_of(&[(24, 1)], &[(7, 2), (6, 2)]);
    shut_in.dice = Some(Dice::new(6, 5));
    let err = AceyDucey::from_setup(shut_in).unwrap_err().to_string();
    assert!(err.contains("leaves none"), "{err}");
    let mut waiting = setup_of(&[(24, 14)], &[(24, 10)]);
    (waiting.borne_off, waiting.to_enter, waiting.phase) = ([0, 0], [1, 5], Phase::SettingUp);
    waiting.to_act = RED;
    assert!(AceyDucey::from_setup(waiting.clone()).is_ok());
    waiting.to_enter = [0, 5];
    waiting.points[0][23] = 15;
    let err = AceyDucey::from_setup(waiting).unwrap_err().to_string();
    assert!(err.contains("waits, but is to roll"), "{err}");
}

#[test]
fn the_view_is_a_complete_position() {
    let mut game = pos!(red 25:1, 13:3, 6:2; black 1:2, 11:3);
    roll(&mut game, 6, 3);
    let view = game.view();
    assert_eq!(view.dice, Some(Dice::new(6, 3)));
    assert_eq!(view.dog_house, [1, 0]);
    assert_eq!(view.borne_off, [9, 10]);
    assert_eq!(
        view.last_roll,
        Some(LastRoll {
            seat: RED,
            dice: Dice::new(6, 3)
        })
    );
    assert_eq!(view.men_on(BLACK, 11), 3);
    assert_eq!(view.men_on(RED, 13), 3);
    assert!(view.points.windows(2).all(|w| w[0].red_point > w[1].red_point));
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(json["dice"], serde_json::json!([6, 3]));
    assert_eq!(
        json["points"][0],
        serde_json::json!({"red_point": 24, "black_point": 1, "owner": 1, "men": 2})
    );
}

// --- Properties -----------------------------------------------------------------

/// Actions after which a random game must have ended.
const ACTION_CAP: usize = 4000;

fn check_invariants(game: &AceyDucey) {
    let setup = game.to_setup();
    for s in 0..2 {
        let on_board: u32 = setup.points[s].iter().map(|&n| n as u32).sum();
        let total = on_board + (setup.dog_house[s] + setup.borne_off[s] + setup.to_enter[s]) as u32;
        assert_eq!(total, 15, "{setup:?}");
    }
}

/// Plays a random game from `seed`, checking on the way what only Acey Ducey
/// keeps (the loop over every game in `tests/playouts` checks the rest): fifteen
/// men a side, near-miss notation (`noise`) refused without a change, and every
/// man sent to the Dog House counted once for the penalty at the text level.
/// Returns the number of actions.
fn playout(seed: u64, noise: &[String]) -> usize {
    let mut rng = SeededRng::new(seed);
    let mut game = AceyDucey::new(&Options::default(), 2, &mut rng);
    let mut choose = SeededRng::new(seed ^ 0xace);
    check_invariants(&game);
    for turn in 0..ACTION_CAP {
        let Some(seat) = game.to_act() else {
            return turn;
        };
        let actions = legal(&game, seat);
        let before = game.clone();
        if let Some(text) = noise.get(turn % noise.len().max(1)) {
            if let Ok(action) = Action::parse(text) {
                let mut probe = game.clone();
                if let Err(e) = probe.apply(seat, &action, &mut rng.clone()) {
                    assert_eq!(probe, before, "{text} refused ('{e}') but changed the game");
                    assert!(!actions.contains(&action));
                }
            }
        }
        let action = &actions[choose.below(actions.len() as u32) as usize];
        let mut text_level = game.clone();
        let played = crate::DynGame::play(&mut text_level, seat, &action.to_string(), &mut rng.clone()).unwrap();
        let events = game.apply(seat, action, &mut rng).unwrap();
        let hit: Vec<Seat> = events
            .iter()
            .filter_map(|e| match e {
                Event::SentToDogHouse { owner, .. } => Some(*owner),
                _ => None,
            })
            .collect();
        assert_eq!(played.sent_home, hit, "{action}: {events:?}");
        check_invariants(&game);
    }
    panic!("seed {seed}: no winner after {ACTION_CAP} actions");
}

#[test]
fn random_games_end_with_a_winner() {
    for seed in 0..10 {
        let length = playout(seed, &[]);
        assert!(length > 30, "{length}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_fifteen_men_and_count_every_man_sent_home(
        seed in any::<u64>(),
        noise in prop::collection::vec("(roll|send [0-9]{1,2}|[0-9]{1,2}( [0-9])?|(bar|[0-9]{1,2})/([0-9]{1,2}|off)( [0-9]{1,2}/([0-9]{1,2}|off))?)", 1..16),
    ) {
        playout(seed, &noise);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn parsing_notation_like_text_never_panics(text in "[0-9barofsendl/*(), ]{0,40}") {
        check_parse(&text);
    }

    #[test]
    fn parsing_huge_lines_never_panics(unit in "\\PC{1,8}", repeat in 1usize..2000) {
        check_parse(&unit.repeat(repeat));
        check_parse(&format!("13/{}", "9".repeat(repeat)));
        check_parse(&format!("send {}", "9".repeat(repeat)));
        check_parse(&"1/2 ".repeat(repeat));
    }

    #[test]
    fn options_parsing_never_panics(text in "\\PC{0,60}", n in any::<u64>()) {
        for t in [text.clone(), format!("stake:{n}"), format!("penalty:{n}{text}")] {
            if let Err(e) = Options::parse(&t).map_err(|e| e.to_string()) {
                prop_assert!(!e.contains('\n') && e.chars().count() < 200, "{}", e);
            }
        }
    }
}

fn check_parse(text: &str) {
    match Action::parse(text) {
        Ok(action) => assert_eq!(Action::parse(&action.to_string()).unwrap(), action),
        Err(e) => {
            let message = e.to_string();
            assert!(!message.contains('\n') && !message.contains('\r'), "{message:?}");
            assert!(message.chars().count() < 200, "{message}");
        }
    }
}

// Localisation: every text of the engine in Spanish and French.

fn tr_all<T: Localize>(items: &[T]) -> Vec<Msg> {
    items.iter().map(Localize::msg).collect()
}

#[test]
fn every_text_is_translated_into_spanish_and_french() {
    let step = Step { from: 13, to: 8 };
    let events = [
        Event::StartRoll {
            red: Dice::new(5, 3),
            black: Dice::new(6, 4),
        },
        Event::StartRoll {
            red: Dice::new(5, 3),
            black: Dice::new(6, 2),
        },
        Event::Rolled {
            seat: RED,
            dice: Dice::new(6, 4),
        },
        Event::Rolled {
            seat: RED,
            dice: Dice::new(2, 1),
        },
        Event::Rolled {
            seat: BLACK,
            dice: Dice::new(5, 1),
        },
        Event::Rolled {
            seat: BLACK,
            dice: Dice::new(5, 2),
        },
        Event::Entered {
            seat: RED,
            points: vec![19],
            left: 0,
        },
        Event::Entered {
            seat: RED,
            points: vec![19, 22],
            left: 1,
        },
        Event::Entered {
            seat: BLACK,
            points: vec![19, 22],
            left: 9,
        },
        Event::DieLost { seat: RED, die: 3 },
        Event::SetUpDone { seat: BLACK },
        Event::PlayBegins { seat: RED },
        Event::Played {
            seat: RED,
            steps: steps("13/8 8/5"),
            forced: false,
        },
        Event::Played {
            seat: BLACK,
            steps: steps("6/off"),
            forced: true,
        },
        Event::Sent { seat: RED, point: 23 },
        Event::SentToDogHouse { owner: BLACK, point: 2 },
        Event::NoPlay { seat: BLACK },
        Event::RollsAgain { seat: RED },
        Event::Won { seat: BLACK },
        Event::Resigned { seat: RED },
        Event::DrawAgreed,
    ];
    let errors = [
        RuleError::GameOver,
        RuleError::NotYourTurn(BLACK),
        RuleError::RollFirst,
        RuleError::AlreadyRolled(Dice::new(6, 4)),
        RuleError::SetUpOver,
        RuleError::EnterInSetUp(Action::Enter(vec![6, 3])),
        RuleError::EnterWithDice(Dice::new(6, 3)),
        RuleError::EntryHeld {
            point: 19,
            die: 6,
            opponent: BLACK,
        },
        RuleError::OneManLeft(Dice::new(6, 3)),
        RuleError::EnterEveryDie(Action::Enter(vec![6, 3])),
        RuleError::SendNeedsAceyDucey,
        RuleError::SendOnlyFromEnds(5),
        RuleError::NothingToSend {
            point: 23,
            opponent: BLACK,
        },
        RuleError::NeitherDiePlays,
        RuleError::DogHouseEmpty,
        RuleError::EnterFirst,
        RuleError::NoManOn(13),
        RuleError::TowardHome,
        RuleError::NotAllHome,
        RuleError::PointHeld {
            point: 8,
            opponent: RED,
        },
        RuleError::NotBearingOff {
            step: Step { from: 4, to: OFF },
            moves: [3, 5],
        },
        RuleError::NeedsBothDice(step),
        RuleError::WrongDistance {
            step,
            distance: 5,
            moves: [3, 4],
        },
        RuleError::UseMostDice {
            most: 2,
            example: steps("13/8 8/5"),
        },
        RuleError::LargerDie(5),
        RuleError::NotALegalPlay {
            moves: [5, 3],
            example: steps("13/8 8/5"),
        },
        RuleError::AmbiguousPlay {
            steps: steps("13/5"),
            ways: vec![steps("13/8 8/5"), steps("13/10 10/5")],
        },
    ];
    let long = "roll ".repeat(20);
    let parse: Vec<ParseError> = [
        "",
        long.as_str(),
        "13-8",
        "pass",
        "send 1 2",
        "13/8 8/5 5/3 3/2 2/1",
        "send 30",
        "6 3 2",
        "6 9",
        "13",
        "roll 13/8",
        "13/30",
    ]
    .iter()
    .map(|text| Action::parse(text).unwrap_err())
    .collect();
    let mut prompts = Vec::new();
    let mut game = pos!(red 13:2; black 6:2);
    prompts.push(game.prompt());
    roll(&mut game, 6, 4);
    prompts.push(game.prompt());
    let mut game = pos!(red 13:2; black 6:2, 2:1);
    roll(&mut game, 2, 1);
    prompts.push(game.prompt());
    let mut game = pos!(red 13:2; black 6:2);
    roll(&mut game, 2, 1);
    prompts.push(game.prompt());
    play(&mut game, "13/11 13/12");
    prompts.push(game.prompt());
    let mut game = pos!(red 25:1, 13:1; black 6:2);
    roll(&mut game, 6, 4);
    prompts.push(game.prompt());
    let mut game = pos!(red 25:2; black 6:2);
    roll(&mut game, 6, 4);
    prompts.push(game.prompt());
    game.resign(RED);
    prompts.push(game.prompt());
    for msgs in [tr_all(&events), tr_all(&errors), tr_all(&parse), prompts] {
        assert_translated(&msgs);
    }
}

#[test]
fn refusals_and_events_read_in_spanish_and_french() {
    let sent = Event::SentToDogHouse { owner: BLACK, point: 2 }.msg();
    assert_eq!(sent.en(), "Black's man on Black's 2 point goes to the Dog House.");
    assert_eq!(
        sent.tr(Locale::Es),
        "La ficha de Negro en su punta 2 va a la Caseta del Perro."
    );
    assert_eq!(sent.tr(Locale::Fr), "La dame de Noir sur sa flèche 2 part à la Niche.");
    let entered = Event::Entered {
        seat: RED,
        points: vec![19, 22],
        left: 1,
    }
    .msg();
    assert_eq!(entered.en(), "Red entered men on 19 and 22; 1 left to enter.");
    assert_eq!(
        entered.tr(Locale::Es),
        "Rojo ha entrado fichas en las puntas 19 y 22; queda 1 por entrar."
    );
    assert_eq!(
        entered.tr(Locale::Fr),
        "Rouge a fait entrer des dames sur les flèches 19 et 22 ; il en reste 1 à entrer."
    );
    let rolled = Event::Rolled {
        seat: BLACK,
        dice: Dice::new(5, 1),
    }
    .msg();
    assert_eq!(rolled.tr(Locale::Es), "Negro ha sacado 5-1 (Acey y 5).");
    let wrong = RuleError::WrongDistance {
        step: Step { from: 13, to: 8 },
        distance: 5,
        moves: [3, 4],
    }
    .msg();
    assert_eq!(wrong.en(), "13/8 is a move of 5; you are playing 4 and 3");
    assert_eq!(wrong.tr(Locale::Es), "13/8 es un movimiento de 5; estás jugando 4 y 3");
    assert_eq!(wrong.tr(Locale::Fr), "13/8 est un déplacement de 5 ; tu joues 4 et 3");
    assert_eq!(
        RuleError::RollFirst.msg().tr(Locale::Fr),
        "lance d'abord les dés (tape roll)"
    );
    let mut game = pos!(red 13:2; black 6:2, 2:1, 23:1);
    roll(&mut game, 2, 1);
    assert_eq!(
        game.prompt().tr(Locale::Es),
        "elige: manda una ficha desde 2 o 23, o juega el 1 y el 2 y vuelve a tirar"
    );
}
