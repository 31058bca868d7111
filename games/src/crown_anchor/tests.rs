//! Rules tests, each named after the rule it checks, built on the one-line table
//! helper [`table`].

use super::*;
use crate::{ScriptedRng, Seat, SeededRng};
use proptest::prelude::*;

use Design::{Anchor, Club, Crown, Diamond, Heart, Spade};

const S0: Seat = Seat(0);
const S1: Seat = Seat(1);
const S2: Seat = Seat(2);
const S3: Seat = Seat(3);

/// Plenty of chips, for wallets and Banker funds that should not matter.
const RICH: u64 = 1_000_000;

/// A table of `players` whose Banker is `banker` (seat 1 = index 0 throws first;
/// the dice are scripted so that `banker` throws the first crown), options from
/// words.
fn table(players: usize, banker: u8, options: &str) -> CrownAndAnchor {
    let options = Options::parse(options).unwrap();
    let mut script: Vec<u32> = (0..banker).map(|_| Heart.index() as u32).collect();
    script.push(Crown.index() as u32);
    let mut rng = ScriptedRng::new(script);
    let game = CrownAndAnchor::new(&options, players, &mut rng);
    rng.assert_used_up();
    assert_eq!(game.banker(), Banker::Seat(Seat(banker)));
    game
}

fn house(players: usize, options: &str) -> CrownAndAnchor {
    let options = Options::parse(&format!("house {options}")).unwrap();
    CrownAndAnchor::new(&options, players, &mut ScriptedRng::new([]))
}

fn bet(game: &mut CrownAndAnchor, seat: Seat, design: Design, chips: u64) -> BetPlaced {
    game.place_bet(seat, design, chips, RICH, RICH)
        .unwrap_or_else(|e| panic!("{seat} {chips} on {design}: {e}"))
}

fn refusal<T: std::fmt::Debug>(
    game: &mut CrownAndAnchor,
    action: impl FnOnce(&mut CrownAndAnchor) -> Result<T, RuleError>,
) -> String {
    let before = game.clone();
    let err = action(game).expect_err("should be refused");
    assert_eq!(*game, before, "a refusal changed the table");
    let text = err.to_string();
    assert!(!text.contains('\n') && text.len() < 200, "{text}");
    text
}

fn b(seat: Seat, design: Design, chips: u64) -> Bet {
    Bet { seat, design, chips }
}

/// Σ net of a one-chip bet on `design` over the 216 rolls, in chips.
fn net(roll: &Roll, design: Design) -> i64 {
    match count(roll, design) {
        0 => -1,
        k => k as i64,
    }
}

// --- Exact odds -------------------------------------------------------------

#[test]
fn the_216_rolls_are_every_ordered_roll_once() {
    let mut seen = std::collections::HashSet::new();
    for roll in ROLLS {
        assert!(seen.insert(roll));
    }
    assert_eq!(seen.len(), ROLL_COUNT as usize);
}

#[test]
fn a_design_shows_three_times_in_1_twice_in_15_once_in_75_never_in_125() {
    for design in Design::ALL {
        let mut by_count = [0u32; 4];
        for roll in &ROLLS {
            by_count[count(roll, design) as usize] += 1;
        }
        assert_eq!(by_count, [125, 75, 15, 1], "{design}");
    }
}

#[test]
fn a_one_chip_bet_returns_minus_17_over_216_exactly() {
    for design in Design::ALL {
        let total: i64 = ROLLS.iter().map(|r| net(r, design)).sum();
        assert_eq!(total, -17, "{design}");
    }
}

#[test]
fn the_56_distinct_rolls_weigh_216_in_all() {
    assert_eq!(DISTINCT_ROLLS.len(), 56);
    let weights: u32 = DISTINCT_ROLLS.iter().map(|&(_, w)| w).sum();
    assert_eq!(weights, ROLL_COUNT);
    let by_weight = |w: u32| DISTINCT_ROLLS.iter().filter(|&&(_, x)| x == w).count();
    assert_eq!((by_weight(1), by_weight(3), by_weight(6)), (6, 30, 20));
    for (roll, weight) in DISTINCT_ROLLS {
        let mut sorted = roll;
        sorted.sort();
        assert_eq!(sorted, roll, "distinct rolls are sorted");
        let ordered = ROLLS
            .iter()
            .filter(|r| {
                let mut s = **r;
                s.sort();
                s == roll
            })
            .count();
        assert_eq!(ordered as u32, weight, "{roll:?}");
    }
    assert_eq!(DISTINCT_ROLLS.iter().filter(|(r, _)| is_triple(r)).count(), 6);
}

#[test]
fn a_seeded_simulation_of_200_000_one_chip_bets_lands_within_3_sigma_of_minus_17_over_216() {
    // The per-bet net: +3 (1/216), +2 (15/216), +1 (75/216), −1 (125/216).
    // E = −17/216; E[x²] = (9 + 60 + 75 + 125)/216 = 269/216.
    let mean = -17.0 / 216.0;
    let variance = 269.0 / 216.0 - mean * mean;
    let n = 200_000u32;
    let mut game = house(1, "");
    let mut rng = SeededRng::new(2024);
    let mut total: i64 = 0;
    for i in 0..n {
        let design = Design::ALL[i as usize % 6];
        game.place_bet(S0, design, 1, 1, RICH).unwrap();
        let result = game.roll(&mut rng).unwrap();
        total += result.returned_to(S0) as i64 - 1;
        assert_eq!(result.paid_out() as i64 - 1, net(&result.roll, design));
    }
    let average = total as f64 / n as f64;
    let sigma = (variance / n as f64).sqrt();
    assert!(
        (average - mean).abs() < 3.0 * sigma,
        "average {average} vs {mean} (σ {sigma})"
    );
    assert_eq!(game.round(), n + 1);
}

#[test]
fn dice_are_thrown_one_face_per_die_in_board_order() {
    let mut rng = ScriptedRng::new([0, 5, 2]);
    assert_eq!(roll_dice(&mut rng), [Crown, Club, Heart]);
    rng.assert_used_up();
    assert_eq!(roll_text(&[Crown, Club, Heart]), "crown, club, heart");
}

// --- Designs and options ------------------------------------------------------

#[test]
fn designs_parse_in_any_case_singular_or_plural_or_as_symbols() {
    for design in Design::ALL {
        assert_eq!(Design::parse(design.name()), Ok(design));
        assert_eq!(Design::parse(&design.name().to_uppercase()), Ok(design));
        assert_eq!(Design::parse(&format!(" {}s ", design.name())), Ok(design));
        assert_eq!(Design::parse(design.emoji()), Ok(design));
        assert_eq!(design.to_string().parse::<Design>(), Ok(design));
    }
    assert_eq!(Design::parse("Hearts"), Ok(Heart));
    assert_eq!(Design::parse("♣"), Ok(Club));
    let err = Design::parse("hearth").unwrap_err().to_string();
    assert_eq!(
        err,
        "'hearth' is not a design; choose crown, anchor, heart, spade, diamond or club"
    );
    assert!(Design::parse("").is_err());
    assert!(Design::parse("s").is_err());
    assert_eq!(Anchor.with_article(), "an anchor");
    assert_eq!(serde_json::to_string(&Diamond).unwrap(), "\"diamond\"");
}

#[test]
fn options_default_to_min_1_max_1000_and_no_house() {
    let options = Options::parse("").unwrap();
    assert_eq!(options, Options::default());
    assert_eq!((options.min, options.max), (DEFAULT_MIN, DEFAULT_MAX));
    assert!(!options.house && options.timer.is_none());
    let options = Options::parse("HOUSE, min:5 max=500 timer:60").unwrap();
    assert_eq!(
        options,
        Options {
            house: true,
            min: 5,
            max: 500,
            timer: Some(60)
        }
    );
    assert_eq!(Options::parse(&options.words()), Ok(options));
    assert_eq!(Options::default().words(), "");
}

#[test]
fn options_refuse_zero_non_numbers_min_above_max_and_unknown_words() {
    for (text, expected) in [
        ("min:0", "min must be at least 1 chip"),
        ("max:0", "max must be at least 1 chip"),
        ("min:ten", "min needs a whole number, like min:5, not 'ten'"),
        ("max:-5", "max needs a whole number, like max:500, not '-5'"),
        ("min", "min needs a number, like min:5"),
        (
            "min:50 max:10",
            "the minimum (50) is above the maximum (10); choose min:N no more than max:N",
        ),
        (
            "min:2000",
            "the minimum (2000) is above the maximum (1000); choose min:N no more than max:N",
        ),
        ("timer:5", "timer is in seconds, from 10 to 3600; 5 is out of range"),
        ("timer:99999999999999999999999", "timer is far too large; try timer:60"),
        ("max:1000000000000001", "max can be at most 1000000000000000 chips"),
        (
            "quick",
            "unknown option 'quick' for Crown and Anchor; known options: house, min:N, max:N, timer:S",
        ),
        (
            "house:yes",
            "unknown option 'house:yes' for Crown and Anchor; known options: house, min:N, max:N, timer:S",
        ),
    ] {
        assert_eq!(Options::parse(text).unwrap_err().to_string(), expected, "{text}");
    }
    assert!(Options::parse("max:1000000000000000").is_ok());
}

// --- Exposure -----------------------------------------------------------------

#[test]
fn exposure_of_10_on_crown_is_30_its_triple() {
    assert_eq!(exposure(&[b(S1, Crown, 10)]), 30);
    assert_eq!(exposure(&[]), 0);
}

#[test]
fn exposure_of_10_on_crown_and_10_on_anchor_is_30() {
    // Triple crown: 3 × 10 = 30; crown, crown, anchor: 2 × 10 + 10 = 30;
    // crown, anchor, other: 20. Losing stakes are not set against it.
    assert_eq!(exposure(&[b(S1, Crown, 10), b(S2, Anchor, 10)]), 30);
    assert_eq!(exposure(&[b(S1, Crown, 10), b(S2, Anchor, 25)]), 75);
}

#[test]
fn exposure_of_bets_on_all_six_designs_is_the_worst_roll() {
    let all_tens: Vec<Bet> = Design::ALL.iter().map(|&d| b(S1, d, 10)).collect();
    assert_eq!(exposure(&all_tens), 30);
    // 10, 20, … 60: triple clubs owes 180; club, diamond, spade 150.
    let rising: Vec<Bet> = Design::ALL
        .iter()
        .enumerate()
        .map(|(i, &d)| b(S1, d, 10 * (i as u64 + 1)))
        .collect();
    assert_eq!(exposure(&rising), 180);
}

#[test]
fn exposure_adds_the_bets_of_every_seat_on_a_design() {
    assert_eq!(exposure(&[b(S1, Heart, 10), b(S2, Heart, 5), b(S3, Spade, 40)]), 120);
    assert_eq!(exposure(&[b(S1, Heart, 10), b(S2, Heart, 50), b(S3, Spade, 40)]), 180);
}

#[test]
fn exposure_of_huge_stakes_does_not_overflow() {
    let bets = [b(S1, Crown, 1_000_000_000_000_000), b(S2, Crown, u64::MAX / 2)];
    assert_eq!(exposure(&bets), u64::MAX);
    assert_eq!(exposure(&[b(S1, Club, 1_000_000_000_000_000)]), 3_000_000_000_000_000);
}

proptest! {
    #[test]
    fn exposure_is_the_worst_of_the_216_rolls_and_three_times_the_largest_design(
        chips in prop::collection::vec(0u64..1000, 6),
    ) {
        let bets: Vec<Bet> = Design::ALL.iter().zip(&chips).filter(|(_, &c)| c > 0).map(|(&d, &c)| b(S1, d, c)).collect();
        let worst = ROLLS
            .iter()
            .map(|roll| bets.iter().map(|bet| count(roll, bet.design) as u64 * bet.chips).sum::<u64>())
            .max()
            .unwrap();
        prop_assert_eq!(exposure(&bets), worst);
        prop_assert_eq!(exposure(&bets), 3 * chips.iter().max().unwrap());
    }
}

// --- Betting ------------------------------------------------------------------

#[test]
fn several_bets_on_one_design_add_up() {
    let mut game = table(3, 0, "");
    let first = bet(&mut game, S1, Anchor, 10);
    assert_eq!(
        first,
        BetPlaced {
            total_on_design: 10,
            cover_before: 0,
            cover_after: 30,
            first_of_round: true,
        }
    );
    let second = bet(&mut game, S1, Anchor, 15);
    assert_eq!(
        second,
        BetPlaced {
            total_on_design: 25,
            cover_before: 30,
            cover_after: 75,
            first_of_round: false,
        }
    );
    bet(&mut game, S2, Anchor, 5);
    bet(&mut game, S1, Heart, 7);
    assert_eq!(game.bets(), [b(S1, Anchor, 25), b(S1, Heart, 7), b(S2, Anchor, 5)]);
    assert_eq!(game.bets_of(S1), 32);
    assert_eq!(game.cover(), 90);
    let view = game.view();
    assert_eq!(view.design(Anchor).total, 30);
    assert_eq!(view.design(Anchor).bettors, [(S1, 25), (S2, 5)]);
    assert_eq!(view.design(Club).total, 0);
    assert_eq!(view.stakes, 37);
}

#[test]
fn the_banker_cannot_bet() {
    let mut game = table(3, 1, "");
    let err = refusal(&mut game, |g| g.place_bet(S1, Crown, 10, RICH, RICH));
    assert_eq!(err, "the Banker doesn't bet; the Banker covers the bets on the table");
    assert_eq!(game.bettors(), [S0, S2]);
}

#[test]
fn a_seat_not_at_the_table_cannot_bet() {
    let mut game = table(2, 0, "");
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S2, Crown, 10, RICH, RICH)),
        "seat 3 is not at the table"
    );
}

#[test]
fn the_minimum_and_maximum_apply_to_each_bet_as_placed() {
    let mut game = table(2, 0, "min:5 max:20");
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S1, Crown, 0, RICH, RICH)),
        "bet a whole number of chips, at least 1"
    );
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S1, Crown, 4, RICH, RICH)),
        "the table minimum is 5 chips a bet"
    );
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S1, Crown, 21, RICH, RICH)),
        "the table maximum is 20 chips a bet"
    );
    bet(&mut game, S1, Crown, 20);
    bet(&mut game, S1, Crown, 20);
    bet(&mut game, S1, Crown, 5);
    assert_eq!(game.bets(), [b(S1, Crown, 45)]);
    // Amounts are grouped by thousands, and one chip is one chip.
    let mut game = table(2, 0, "");
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S1, Crown, 1001, RICH, RICH)),
        "the table maximum is 1,000 chips a bet"
    );
    let mut game = table(2, 0, "max:1");
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S1, Crown, 2, RICH, RICH)),
        "the table maximum is 1 chip a bet"
    );
}

#[test]
fn a_bet_must_fit_in_the_free_chips() {
    let mut game = table(2, 0, "");
    // Wallet 100, of which 60 is already on the table: 40 free.
    game.place_bet(S1, Crown, 60, 100, RICH).unwrap();
    let err = refusal(&mut game, |g| g.place_bet(S1, Heart, 41, 40, RICH));
    assert_eq!(err, "you have 40 chips free; a bet of 41 needs 1 more");
    let err = refusal(&mut game, |g| g.place_bet(S1, Heart, 1000, 1, RICH));
    assert_eq!(err, "you have 1 chip free; a bet of 1,000 needs 999 more");
    game.place_bet(S1, Heart, 40, 40, RICH).unwrap();
    assert_eq!(game.bets_of(S1), 100);
}

#[test]
fn a_bet_the_banker_cannot_cover_is_refused_with_the_most_that_fits() {
    let mut game = table(3, 0, "");
    // Banker funds 100: 33 on one design owes 99 on its triple.
    game.place_bet(S1, Crown, 30, RICH, 100).unwrap();
    let err = refusal(&mut game, |g| g.place_bet(S1, Crown, 5, RICH, 100));
    assert_eq!(err, "the Banker can't cover that; at most 3 more on the crown");
    // Another design up to 33 fits: the worst roll is still one design's triple.
    let placed = game.place_bet(S2, Heart, 33, RICH, 100).unwrap();
    assert_eq!((placed.cover_before, placed.cover_after), (90, 99));
    game.place_bet(S2, Crown, 3, RICH, 100).unwrap();
    let err = refusal(&mut game, |g| g.place_bet(S2, Crown, 1, RICH, 100));
    assert_eq!(err, "the Banker can't cover any more on the crown");
    let mut game = house(1, "min:10");
    game.place_bet(S0, Club, 30, RICH, 100).unwrap();
    let err = refusal(&mut game, |g| g.place_bet(S0, Club, 10, RICH, 100));
    assert_eq!(
        err, "the house can't cover any more on the club",
        "3 more would be below the minimum"
    );
}

#[test]
fn most_coverable_is_the_largest_bet_that_still_fits() {
    let mut game = table(2, 0, "");
    assert_eq!(game.most_coverable(Spade, 100), 33);
    bet(&mut game, S1, Spade, 10);
    assert_eq!(game.most_coverable(Spade, 100), 23);
    assert_eq!(game.most_coverable(Heart, 100), 33);
    assert_eq!(game.most_coverable(Heart, 20), 0);
    assert_eq!(game.most_coverable(Heart, u64::MAX), u64::MAX / 3);
}

/// The largest x with exposure(bets + x on `design`) ≤ `funds`, by bisection
/// over the 56-roll definition in `u128`: what `most_coverable` computed before
/// it used the closed form.
fn most_coverable_by_bisection(game: &CrownAndAnchor, design: Design, funds: u64) -> u64 {
    let totals = super::dice::design_totals(game.bets());
    let funds = funds as u128;
    let fits = |x: u128| {
        let mut t = totals;
        t[design.index()] += x;
        super::dice::exposure_of_totals(&t) <= funds
    };
    if !fits(0) {
        return 0;
    }
    let (mut lo, mut hi) = (0u128, funds + 1);
    while lo + 1 < hi {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    u64::try_from(lo).unwrap_or(u64::MAX)
}

proptest! {
    #[test]
    fn most_coverable_agrees_with_bisection_over_the_rolls(
        bets in proptest::collection::vec((0usize..6, 1u64..=1000), 0..12),
        funds in prop_oneof![0u64..20_000, Just(u64::MAX), any::<u64>()],
        design in 0usize..6,
    ) {
        let mut game = table(3, 0, "");
        for (i, &(d, chips)) in bets.iter().enumerate() {
            bet(&mut game, if i % 2 == 0 { S1 } else { S2 }, Design::from_index(d), chips);
        }
        let design = Design::from_index(design);
        prop_assert_eq!(game.most_coverable(design, funds), most_coverable_by_bisection(&game, design, funds));
    }
}

#[test]
fn bets_may_be_withdrawn_before_the_roll() {
    let mut game = table(3, 0, "");
    bet(&mut game, S1, Crown, 10);
    bet(&mut game, S1, Heart, 20);
    bet(&mut game, S2, Heart, 5);
    let out = game.withdraw(S1, Some(Heart)).unwrap();
    assert_eq!(
        out,
        Withdrawn {
            returned: 20,
            cover_before: 75,
            cover_after: 30
        }
    );
    assert_eq!(
        refusal(&mut game, |g| g.withdraw(S1, Some(Heart))),
        "you have no bet on the heart to withdraw"
    );
    bet(&mut game, S1, Spade, 4);
    let out = game.withdraw(S1, None).unwrap();
    assert_eq!(
        out,
        Withdrawn {
            returned: 14,
            cover_before: 30,
            cover_after: 15
        }
    );
    assert_eq!(game.bets(), [b(S2, Heart, 5)]);
    assert_eq!(
        refusal(&mut game, |g| g.withdraw(S1, None)),
        "you have no bets on the table to withdraw"
    );
}

#[test]
fn a_round_pays_a_seat_at_most_four_times_its_stakes_and_the_banker_at_most_the_escrow() {
    let mut game = table(3, 0, "");
    bet(&mut game, S1, Crown, 10);
    bet(&mut game, S1, Heart, 20);
    bet(&mut game, S2, Heart, 5);
    assert_eq!(game.most_paid_to(S1), 120);
    assert_eq!(game.most_paid_to(S2), 20);
    assert_eq!(game.most_paid_to(S0), 0, "the Banker has no bets");
    assert_eq!(game.most_to_banker(), 35 + 75);
    // The best roll for seat 2 pays exactly its bound: a triple of hearts.
    let mut rolled = game.clone();
    let result = rolled.settle([Heart; 3]).unwrap();
    assert_eq!(result.returned_to(S2), 20);
    // The Banker's best roll takes every stake and the cover back.
    let result = game.settle([Spade, Club, Diamond]).unwrap();
    assert_eq!(result.to_banker(), 35 + 75);
}

// --- The round ----------------------------------------------------------------

#[test]
fn winners_get_stake_plus_k_times_stake_and_unclaimed_stakes_go_to_the_banker() {
    let mut game = table(4, 0, "");
    bet(&mut game, S1, Heart, 10); // shows twice: 10 + 20
    bet(&mut game, S1, Club, 7); // lost
    bet(&mut game, S2, Spade, 5); // shows once: 5 + 5
    bet(&mut game, S3, Anchor, 8); // lost
    let cover = game.cover();
    let result = game.settle([Heart, Spade, Heart]).unwrap();
    assert_eq!(result.round, 1);
    assert_eq!(result.banker, Banker::Seat(S0));
    assert_eq!(result.returns, [(S1, 30), (S2, 10)]);
    assert_eq!(result.lost, [(S1, 7), (S3, 8)]);
    assert_eq!(result.cover, cover);
    assert_eq!(result.cover, 30);
    assert_eq!(result.stakes(), 30);
    // The escrow of 60 pays 40 and leaves 20: the cover back less 25 paid out, plus 15 lost.
    assert_eq!(result.to_banker(), 20);
    assert_eq!(result.banker_net(), -10);
    assert_eq!(result.bank_passes_to, None);
    assert!(game.bets().is_empty());
    assert_eq!(game.round(), 2);
    assert_eq!(game.last_roll(), Some([Heart, Spade, Heart]));
    assert_eq!(game.banker(), Banker::Seat(S0));
}

#[test]
fn a_design_shown_three_times_pays_three_times_the_stake() {
    let mut game = table(2, 0, "");
    bet(&mut game, S1, Diamond, 10);
    let result = game.settle([Diamond; 3]).unwrap();
    assert_eq!(result.returns, [(S1, 40)]);
    assert_eq!(result.to_banker(), 0);
}

#[test]
fn the_dice_roll_only_for_bets() {
    let mut game = table(2, 0, "");
    assert_eq!(
        refusal(&mut game, |g| g.roll(&mut ScriptedRng::new([]))),
        "there are no bets on the table; nothing to roll for"
    );
    bet(&mut game, S1, Crown, 1);
    assert!(game.can_roll().is_ok());
    let mut rng = ScriptedRng::new([0, 1, 2]);
    let result = game.roll(&mut rng).unwrap();
    rng.assert_used_up();
    assert_eq!(result.roll, [Crown, Anchor, Heart]);
    assert_eq!(
        result.events,
        [Event::Rolled {
            round: 1,
            roll: [Crown, Anchor, Heart]
        }]
    );
}

#[test]
fn on_a_triple_the_bank_passes_to_the_next_present_seat_on_the_left() {
    let mut game = table(4, 1, "");
    game.leave(S2).unwrap();
    bet(&mut game, S3, Crown, 5);
    let result = game.settle([Spade; 3]).unwrap();
    assert_eq!(result.bank_passes_to, Some(S3));
    assert_eq!(result.banker, Banker::Seat(S1));
    assert_eq!(game.banker(), Banker::Seat(S3));
    assert_eq!(
        result.events[1],
        Event::BankPassed {
            from: S1,
            to: S3,
            reason: PassReason::Triple
        }
    );
    // Round the table: from the last seat to the first.
    bet(&mut game, S0, Crown, 5);
    let result = game.settle([Crown; 3]).unwrap();
    assert_eq!(result.bank_passes_to, Some(S0));
    assert_eq!(result.returns, [(S0, 20)]);
    assert_eq!(game.bettors(), [S1, S3]);
}

#[test]
fn the_bank_does_not_pass_on_a_pair() {
    let mut game = table(3, 0, "");
    bet(&mut game, S1, Crown, 5);
    let result = game.settle([Spade, Spade, Club]).unwrap();
    assert_eq!(result.bank_passes_to, None);
    assert_eq!(game.banker(), Banker::Seat(S0));
}

#[test]
fn the_house_never_passes_the_bank() {
    let mut game = house(2, "");
    assert!(game.opening_events().is_empty());
    assert_eq!(game.bettors(), [S0, S1]);
    bet(&mut game, S0, Heart, 5);
    let result = game.settle([Heart; 3]).unwrap();
    assert_eq!(result.bank_passes_to, None);
    assert_eq!(result.banker, Banker::House);
    assert_eq!(game.banker(), Banker::House);
    assert_eq!(result.events.len(), 1);
}

// --- Choosing the Banker --------------------------------------------------------

#[test]
fn the_first_to_throw_a_crown_in_join_order_is_banker() {
    let options = Options::default();
    // Seats 1, 2, 3 throw heart, anchor, club; seat 1 again a spade; seat 2 a crown.
    let mut rng = ScriptedRng::new([2, 1, 5, 3, 0]);
    let game = CrownAndAnchor::new(&options, 3, &mut rng);
    rng.assert_used_up();
    assert_eq!(game.banker(), Banker::Seat(S1));
    assert_eq!(
        game.opening_events(),
        [
            Event::Threw {
                seat: S0,
                design: Heart
            },
            Event::Threw {
                seat: S1,
                design: Anchor
            },
            Event::Threw { seat: S2, design: Club },
            Event::Threw {
                seat: S0,
                design: Spade
            },
            Event::Threw {
                seat: S1,
                design: Crown
            },
            Event::BankerChosen { seat: S1 },
        ]
    );
    let words: Vec<String> = game
        .opening_events()
        .iter()
        .map(|e| game.describe(e, &["alice", "bob", "carol"]))
        .collect();
    assert_eq!(words[0], "alice threw a heart");
    assert_eq!(words[1], "bob threw an anchor");
    assert_eq!(words[5], "bob is the Banker");
    assert_eq!(game.opening_events()[2].to_string(), "seat 3 threw a club");
    assert_eq!(game.round(), 1);
    assert_eq!(game.last_roll(), None);
}

#[test]
fn a_first_throw_of_a_crown_makes_seat_1_banker() {
    let game = CrownAndAnchor::new(&Options::default(), 2, &mut ScriptedRng::new([0]));
    assert_eq!(game.banker(), Banker::Seat(S0));
    assert_eq!(game.opening_events().len(), 2);
}

// --- Joining and leaving --------------------------------------------------------

#[test]
fn joining_takes_a_new_seat_at_the_end_and_may_bet_at_once() {
    let mut game = table(2, 0, "");
    bet(&mut game, S1, Crown, 5);
    let seat = game.join();
    assert_eq!(seat, S2);
    assert_eq!(game.seats(), 3);
    bet(&mut game, S2, Crown, 5);
    assert_eq!(game.bettors(), [S1, S2]);
}

#[test]
fn a_bettor_cannot_leave_with_bets_on_the_table() {
    let mut game = table(3, 0, "");
    bet(&mut game, S1, Crown, 5);
    assert_eq!(
        refusal(&mut game, |g| g.leave(S1)),
        "you have bets on the table; withdraw them or wait for the roll"
    );
    game.withdraw(S1, None).unwrap();
    assert_eq!(game.leave(S1).unwrap(), [Event::Left { seat: S1 }]);
    assert!(!game.is_present(S1));
    assert_eq!(refusal(&mut game, |g| g.leave(S1)), "seat 2 is not at the table");
    assert_eq!(
        refusal(&mut game, |g| g.place_bet(S1, Crown, 5, RICH, RICH)),
        "seat 2 is not at the table"
    );
    // Seats never renumber; coming back takes a new seat.
    assert_eq!(game.join(), S3);
    assert_eq!(game.seats(), 4);
    assert_eq!(game.present_seats(), [S0, S2, S3]);
}

#[test]
fn a_leaving_banker_passes_the_bank_left_but_not_with_bets_on_the_table() {
    let mut game = table(4, 2, "");
    bet(&mut game, S0, Crown, 5);
    assert_eq!(
        refusal(&mut game, |g| g.leave(S2)),
        "the Banker can't leave with bets on the table; roll first"
    );
    game.settle([Heart; 3]).unwrap_or_else(|e| panic!("{e}"));
    // The triple passed the bank from seat 3 to seat 4.
    assert_eq!(game.banker(), Banker::Seat(S3));
    let events = game.leave(S3).unwrap();
    assert_eq!(
        events,
        [
            Event::Left { seat: S3 },
            Event::BankPassed {
                from: S3,
                to: S0,
                reason: PassReason::Left
            }
        ]
    );
    assert_eq!(
        events[1].describe(&["ann", "ben", "cy", "di"]),
        "the bank passes from di to ann"
    );
    assert_eq!(game.banker(), Banker::Seat(S0));
}

#[test]
fn the_last_player_at_the_table_cannot_hand_the_bank_to_nobody() {
    let mut game = table(2, 0, "");
    game.leave(S1).unwrap();
    assert_eq!(
        refusal(&mut game, |g| g.leave(S0)),
        "you are the last player at the table, so nobody could take the bank; close the table with /end instead"
    );
    // At a house table everyone may leave.
    let mut game = house(1, "");
    game.leave(S0).unwrap();
    assert!(game.bettors().is_empty());
}

#[test]
fn a_table_seats_at_most_ten_players() {
    let mut game = table(SEAT_LIMIT, 0, "");
    assert_eq!(refusal(&mut game, |g| g.try_join()), "the table is full (10 players)");
    game.leave(S3).unwrap();
    assert_eq!(game.try_join(), Ok(Seat(SEAT_LIMIT as u8)));
}

// --- Storage --------------------------------------------------------------------

#[test]
fn a_table_round_trips_through_its_setup_and_json() {
    let mut game = table(4, 1, "min:2 max:50 timer:30");
    bet(&mut game, S0, Crown, 5);
    game.settle([Club, Club, Crown]).unwrap();
    game.leave(S2).unwrap();
    game.join();
    bet(&mut game, S3, Anchor, 9);
    bet(&mut game, S0, Anchor, 2);
    let setup = game.to_setup();
    let json = serde_json::to_string(&setup).unwrap();
    let back: Setup = serde_json::from_str(&json).unwrap();
    assert_eq!(CrownAndAnchor::from_setup(back).unwrap(), game);
    let view = serde_json::to_value(game.view()).unwrap();
    assert_eq!(view["banker"], serde_json::json!({"seat": 1}));
    assert_eq!(view["designs"][1]["design"], "anchor");
    assert_eq!(view["designs"][1]["total"], 11);
}

#[test]
fn a_setup_that_breaks_the_rules_is_refused() {
    let mut game = table(3, 0, "");
    bet(&mut game, S1, Crown, 5);
    let good = game.to_setup();
    let broken = |f: &dyn Fn(&mut Setup)| {
        let mut setup = good.clone();
        f(&mut setup);
        CrownAndAnchor::from_setup(setup).unwrap_err().to_string()
    };
    assert!(broken(&|s| s.bets.push(b(S1, Crown, 3))).contains("two bets on crown"));
    assert!(broken(&|s| s.bets.push(b(S0, Heart, 3))).contains("the Banker, seat 1, has a bet"));
    assert!(broken(&|s| s.bets.push(b(Seat(7), Heart, 3))).contains("not present"));
    assert!(broken(&|s| s.bets[0].chips = 0).contains("below the table minimum"));
    assert!(broken(&|s| s.banker = Banker::Seat(Seat(9))).contains("not present"));
    assert!(broken(&|s| s.banker = Banker::House).contains("no house option"));
    assert!(broken(&|s| s.round = 0).contains("from 1"));
    assert!(broken(&|s| s.round = 2).contains("no last roll"));
    assert!(broken(&|s| s.options.min = 0).contains("min"));
    assert!(broken(&|s| s.opening.clear()).contains("nobody threw"));
    assert!(broken(&|s| s.opening = vec![(S1, Crown)]).contains("join order"));
    assert!(broken(&|s| s.bets[0].chips = u64::MAX / 2).contains("chip arithmetic"));
    // Bets in any order are put in order.
    let mut setup = good.clone();
    setup.bets.insert(0, b(S2, Heart, 4));
    let restored = CrownAndAnchor::from_setup(setup).unwrap();
    assert_eq!(restored.bets(), [b(S1, Crown, 5), b(S2, Heart, 4)]);
}

// --- Properties -----------------------------------------------------------------

/// One random step at a table.
#[derive(Clone, Debug)]
enum Step {
    Join,
    Leave(u8),
    Bet {
        seat: u8,
        design: usize,
        chips: u64,
        wallet: u64,
        funds: u64,
    },
    Withdraw {
        seat: u8,
        design: Option<usize>,
    },
    Roll,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        1 => Just(Step::Join),
        1 => (0u8..12).prop_map(Step::Leave),
        6 => (0u8..12, 0usize..6, 0u64..120, 0u64..400, 0u64..2000)
            .prop_map(|(seat, design, chips, wallet, funds)| Step::Bet { seat, design, chips, wallet, funds }),
        1 => (0u8..12, prop::option::of(0usize..6)).prop_map(|(seat, design)| Step::Withdraw { seat, design }),
        2 => Just(Step::Roll),
    ]
}

fn check_invariants(game: &CrownAndAnchor) {
    assert_eq!(game.cover(), exposure(game.bets()));
    assert_eq!(game.view().cover, game.cover());
    assert_eq!(CrownAndAnchor::from_setup(game.to_setup()).as_ref(), Ok(game));
    if let Banker::Seat(seat) = game.banker() {
        assert!(game.is_present(seat));
    }
    for bet in game.bets() {
        assert!(game.is_present(bet.seat) && Banker::Seat(bet.seat) != game.banker());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_tables_keep_the_escrow_sufficient_and_every_invariant(
        players in 1usize..5,
        house_banks in any::<bool>(),
        seed in any::<u64>(),
        steps in prop::collection::vec(step(), 1..60),
    ) {
        let options = Options { house: house_banks, min: 2, max: 100, timer: None };
        let mut rng = SeededRng::new(seed);
        let mut game = CrownAndAnchor::new(&options, players, &mut rng);
        check_invariants(&game);
        for step in steps {
            let before = game.clone();
            let outcome: Result<(), RuleError> = match step {
                Step::Join => game.try_join().map(|_| ()),
                Step::Leave(seat) => game.leave(Seat(seat)).map(|_| ()),
                Step::Bet { seat, design, chips, wallet, funds } => {
                    let funds = funds + game.cover();
                    game.place_bet(Seat(seat), Design::ALL[design], chips, wallet, funds).map(|placed| {
                        assert_eq!(placed.cover_before, before.cover());
                        assert_eq!(placed.cover_after, game.cover());
                        assert!(placed.cover_after <= funds);
                        // The bounds on what the round pays grow by 4c for the
                        // bettor and by c plus the cover added for the Banker.
                        let seat = Seat(seat);
                        assert_eq!(game.most_paid_to(seat), before.most_paid_to(seat) + 4 * chips);
                        assert_eq!(
                            game.most_to_banker(),
                            before.most_to_banker() + chips + placed.cover_after - placed.cover_before
                        );
                    })
                }
                Step::Withdraw { seat, design } => game.withdraw(Seat(seat), design.map(|d| Design::ALL[d])).map(|out| {
                    assert_eq!(out.returned, before.bets_of(Seat(seat)) - game.bets_of(Seat(seat)));
                    assert_eq!(out.cover_after, game.cover());
                    // What comes back never outgrows what the bounds lose.
                    let seat = Seat(seat);
                    assert_eq!(before.most_paid_to(seat) - game.most_paid_to(seat), 4 * out.returned);
                    assert_eq!(
                        before.most_to_banker() - game.most_to_banker(),
                        out.returned + out.cover_before - out.cover_after
                    );
                }),
                Step::Roll => match game.roll(&mut rng) {
                    Ok(result) => {
                        let stakes: u64 = before.bets().iter().map(|b| b.chips).sum();
                        prop_assert!(result.paid_out() <= stakes + result.cover);
                        prop_assert_eq!(result.cover, before.cover());
                        prop_assert_eq!(result.to_banker() + result.paid_out(), stakes + result.cover);
                        let lost: u64 = result.lost.iter().map(|&(_, c)| c).sum();
                        let won_stakes: u64 = result
                            .bets
                            .iter()
                            .filter(|b| count(&result.roll, b.design) > 0)
                            .map(|b| b.chips)
                            .sum();
                        prop_assert_eq!(lost + won_stakes, stakes);
                        // Nobody is paid more than the bounds the table flow reserves.
                        for &(seat, back) in &result.returns {
                            prop_assert!(back <= before.most_paid_to(seat), "{} got {}", seat, back);
                        }
                        prop_assert!(result.to_banker() <= before.most_to_banker());
                        prop_assert_eq!(result.bank_passes_to.is_some(), is_triple(&result.roll) && !house_banks);
                        prop_assert_eq!(game.round(), before.round() + 1);
                        prop_assert!(game.bets().is_empty());
                        Ok(())
                    }
                    Err(e) => Err(e),
                },
            };
            if outcome.is_err() {
                prop_assert_eq!(&game, &before, "a refused step changed the table");
            }
            check_invariants(&game);
        }
    }

    #[test]
    fn design_parsing_never_panics_and_errors_are_one_short_line(text in ".*") {
        if let Err(err) = Design::parse(&text) {
            let message = err.to_string();
            prop_assert!(!message.contains('\n') && message.chars().count() < 200, "{}", message);
        }
    }

    #[test]
    fn option_parsing_never_panics_and_errors_are_one_short_line(text in ".{0,80}") {
        if let Err(err) = Options::parse(&text) {
            let message = err.to_string();
            prop_assert!(!message.contains('\n') && message.chars().count() < 200, "{}", message);
        }
    }
}

#[test]
fn events_and_refusals_read_in_spanish_and_french() {
    use crate::i18n::{Locale, Localize};
    let threw = Event::Threw {
        seat: S1,
        design: Anchor,
    };
    assert_eq!(threw.describe_msg(&["ana", "bea"]).tr(Locale::Es), "bea sacó un ancla");
    assert_eq!(threw.describe_msg(&[]).tr(Locale::Fr), "place 2 a tiré une ancre");
    assert_eq!(threw.describe(&["ana", "bea"]), "bea threw an anchor");
    let rolled = Event::Rolled {
        round: 3,
        roll: [Crown, Heart, Heart],
    };
    assert_eq!(
        rolled.msg().tr(Locale::Fr),
        "tour 3 : les dés montrent couronne, cœur, cœur"
    );
    let err = RuleError::NotEnoughChips { free: 1, chips: 2500 };
    assert_eq!(
        err.msg().tr(Locale::Es),
        "tienes 1 ficha libres; una apuesta de 2500 necesita 2499 más"
    );
    assert_eq!(Design::parse("Tréboles"), Ok(Club));
    assert_eq!(Design::parse("cœur"), Ok(Heart));
    assert_eq!(Design::parse("rombo"), Ok(Diamond));
    assert_eq!(Design::parse("ancre"), Ok(Anchor));
}

#[test]
fn no_crown_and_anchor_message_falls_back_to_english() {
    use crate::i18n::{Locale, Localize};
    let mut msgs: Vec<crate::i18n::Msg> = [
        RuleError::NotSeated(S2),
        RuleError::BankerCannotBet,
        RuleError::ZeroChips,
        RuleError::BelowMinimum { min: 5 },
        RuleError::AboveMaximum { max: 1000 },
        RuleError::NotEnoughChips { free: 10, chips: 20 },
        RuleError::CannotCover {
            banker: Banker::Seat(S0),
            design: Crown,
            most: 0,
        },
        RuleError::CannotCover {
            banker: Banker::Seat(S0),
            design: Crown,
            most: 5,
        },
        RuleError::CannotCover {
            banker: Banker::House,
            design: Spade,
            most: 0,
        },
        RuleError::CannotCover {
            banker: Banker::House,
            design: Spade,
            most: 5,
        },
        RuleError::TooManyChips,
        RuleError::NothingToWithdraw(Some(Club)),
        RuleError::NothingToWithdraw(None),
        RuleError::NoBets,
        RuleError::HasBets,
        RuleError::BankerHasBets,
        RuleError::LastPlayer,
        RuleError::TableFull,
        RuleError::OutOfSeats,
    ]
    .iter()
    .map(Localize::msg)
    .collect();
    msgs.extend(
        [
            Event::Threw {
                seat: S0,
                design: Heart,
            },
            Event::BankerChosen { seat: S0 },
            Event::Rolled {
                round: 1,
                roll: [Spade, Diamond, Club],
            },
            Event::BankPassed {
                from: S0,
                to: S1,
                reason: PassReason::Triple,
            },
            Event::BankPassed {
                from: S0,
                to: S1,
                reason: PassReason::Left,
            },
            Event::Left { seat: S3 },
        ]
        .iter()
        .map(Localize::msg),
    );
    msgs.push(Design::parse("hearth").unwrap_err().msg());
    for msg in &msgs {
        let en = msg.en();
        assert!(!en.contains("crown-and-anchor-"), "an id shows: {en}");
        for locale in [Locale::Es, Locale::Fr] {
            assert_ne!(msg.tr(locale), en, "{locale} reads as English");
        }
    }
}
