//! The table's verbs: options, opening the table and choosing the Banker, joining
//! and leaving, betting and withdrawing, and the round (rulings, "Opening a table
//! and choosing the Banker" and "A round").

use super::dice::{count, design_totals, exposure_of_totals, is_triple, roll_dice};
use super::{
    Banker, Bet, BetPlaced, CrownAndAnchor, Design, Event, Options, PassReason, Roll, RoundResult, RuleError,
    Withdrawn, SEAT_LIMIT, SEAT_NUMBERS, STAKE_LIMIT, TIMER_MAX, TIMER_MIN,
};
use crate::notation::option_words;
use crate::{OptionsError, Rng, Seat};

/// The rules in brief, for `/help crown-and-anchor`.
pub const RULES_SUMMARY: &str = "\
**Crown and Anchor** (Parker Brothers). Any number of players bet chips against one **Banker** \
on six designs: crown, anchor, heart, spade, diamond, club. Three dice each show the six designs.
**The Banker:** in join order each player throws one die until someone throws a crown; that \
player banks. (Option `house`: the server's house banks and never rotates.)
**Betting:** everyone but the Banker bets any number of times: `/bet design:anchor chips:10`. \
Bets on one design add up; bets on several designs are allowed; `/withdraw` takes bets back until \
the roll. Each bet must be between the table minimum and maximum (default 1 and 1,000) and fit \
in your free chips, and the Banker must be able to cover the worst roll for all bets.
**The roll:** the Banker rolls (`/roll`). A design that shows k times pays k × the stake plus the \
stake back; every other bet goes to the Banker.
**Triples:** when all three dice show one design, the Banker pays as usual and the bank passes to \
the next player on the left.
**Odds:** a one-chip bet loses 17/216 of a chip on average (the Banker's edge, 7.87%).";

/// The option words, for the refusal of an unknown one.
const KNOWN_OPTIONS: [&str; 4] = ["house", "min:N", "max:N", "timer:S"];

impl Options {
    /// Parses `/play` options: words separated by spaces or commas, any case —
    /// `house` (the house banks), `min:N` (default 1), `max:N` (default 1,000, at
    /// most 10^15), `timer:S` (seconds, 10 to 3600); `=` may stand for `:`.
    ///
    /// # Errors
    ///
    /// One line naming the problem: an unknown word, a value that is not a whole
    /// number, a zero, a minimum above the maximum, a timer out of range.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut options = Options::default();
        for word in option_words(text) {
            let (key, value) = match word.split_once([':', '=']) {
                Some((key, value)) => (key, Some(value)),
                None => (word, None),
            };
            match (key.to_ascii_lowercase().as_str(), value) {
                ("house", None) => options.house = true,
                ("min", Some(value)) => options.min = chips_option("min", value)?,
                ("max", Some(value)) => options.max = chips_option("max", value)?,
                ("timer", Some(value)) => {
                    let seconds = number_option("timer", value)?;
                    if !(TIMER_MIN as u64..=TIMER_MAX as u64).contains(&seconds) {
                        return Err(OptionsError::SecondsOutOfRange {
                            key: "timer",
                            seconds,
                            min: TIMER_MIN.into(),
                            max: TIMER_MAX.into(),
                        });
                    }
                    options.timer = Some(seconds as u32);
                }
                ("min", None) => return Err(missing("min")),
                ("max", None) => return Err(missing("max")),
                ("timer", None) => return Err(missing("timer")),
                _ => return Err(OptionsError::unknown(word, "crown-and-anchor", &KNOWN_OPTIONS)),
            }
        }
        if options.min > options.max {
            return Err(OptionsError::MinAboveMax {
                min: options.min,
                max: options.max,
            });
        }
        Ok(options)
    }

    /// The options as `/play` words, the inverse of [`Options::parse`]; defaults
    /// are left out ("house min:5 timer:60", or "" for the defaults).
    pub fn words(&self) -> String {
        let mut words = Vec::new();
        if self.house {
            words.push("house".to_owned());
        }
        if self.min != super::DEFAULT_MIN {
            words.push(format!("min:{}", self.min));
        }
        if self.max != super::DEFAULT_MAX {
            words.push(format!("max:{}", self.max));
        }
        if let Some(seconds) = self.timer {
            words.push(format!("timer:{seconds}"));
        }
        words.join(" ")
    }

    /// Checks the options a stored table holds, with the same rules as
    /// [`Options::parse`].
    pub(crate) fn check(&self) -> Result<(), OptionsError> {
        if self.min == 0 || self.max > STAKE_LIMIT || self.min > self.max {
            return Err(OptionsError::LimitsOutOfOrder {
                min: self.min,
                max: self.max,
                limit: STAKE_LIMIT,
            });
        }
        if self.timer.is_some_and(|s| !(TIMER_MIN..=TIMER_MAX).contains(&s)) {
            return Err(OptionsError::TimerOutOfRange {
                min: TIMER_MIN,
                max: TIMER_MAX,
            });
        }
        Ok(())
    }
}

/// `key` given without its number.
fn missing(key: &'static str) -> OptionsError {
    OptionsError::MissingValue {
        key,
        example: example(key),
    }
}

fn example(key: &str) -> &'static str {
    match key {
        "timer" => "60",
        "min" => "5",
        _ => "500",
    }
}

/// A whole number option value.
fn number_option(key: &'static str, value: &str) -> Result<u64, OptionsError> {
    if value.is_empty() || !value.bytes().all(|b| b.is_ascii_digit()) {
        return Err(OptionsError::NotANumber {
            key,
            value: value.to_owned(),
            example: example(key),
        });
    }
    value.parse().map_err(|_| OptionsError::TooLarge {
        key,
        example: example(key),
    })
}

/// A table limit: a whole number of chips from 1 to [`STAKE_LIMIT`].
fn chips_option(key: &'static str, value: &str) -> Result<u64, OptionsError> {
    let chips = number_option(key, value)?;
    if chips == 0 {
        return Err(OptionsError::NoChips { key });
    }
    if chips > STAKE_LIMIT {
        return Err(OptionsError::TooManyChips { key, max: STAKE_LIMIT });
    }
    Ok(chips)
}

impl CrownAndAnchor {
    /// Opens a table for `players` seated in join order, seats 0 to `players − 1`
    /// (rulings, "Opening a table and choosing the Banker"). Without the `house`
    /// option the players throw one die each in join order — seat 1, 2, …, round
    /// again — until someone throws a crown; that player is the Banker, and every
    /// throw is kept for [`CrownAndAnchor::opening_events`]. With `house` the
    /// house banks and nobody throws. Betting opens for round 1.
    ///
    /// # Panics
    ///
    /// When `players` is above [`SEAT_LIMIT`], or 0 without `house` (somebody has
    /// to throw for the bank), or the options break their limits (as
    /// [`Options::parse`] refuses).
    pub fn new(options: &Options, players: usize, rng: &mut dyn Rng) -> CrownAndAnchor {
        assert!(
            players <= SEAT_LIMIT,
            "a Crown and Anchor table seats at most {SEAT_LIMIT}"
        );
        assert!(options.house || players > 0, "without the house, a player has to bank");
        if let Err(problem) = options.check() {
            panic!("invalid Crown and Anchor options: {problem}");
        }
        let mut opening = Vec::new();
        let banker = if options.house {
            Banker::House
        } else {
            let mut seat = 0;
            loop {
                let design = Design::from_index(rng.below(6) as usize);
                opening.push((Seat(seat as u8), design));
                if design == Design::Crown {
                    break Banker::Seat(Seat(seat as u8));
                }
                seat = (seat + 1) % players;
            }
        };
        CrownAndAnchor {
            options: *options,
            round: 1,
            banker,
            present: vec![true; players],
            bets: Vec::new(),
            last_roll: None,
            opening,
        }
    }

    /// The throws that chose the Banker, one event each, then who banks (empty
    /// with `house`).
    pub fn opening_events(&self) -> Vec<Event> {
        let mut events: Vec<Event> = self
            .opening
            .iter()
            .map(|&(seat, design)| Event::Threw { seat, design })
            .collect();
        if let Some(&(seat, _)) = self.opening.last() {
            events.push(Event::BankerChosen { seat });
        }
        events
    }

    /// The throws that chose the Banker, in order: (seat, design thrown).
    pub fn opening_throws(&self) -> &[(Seat, Design)] {
        &self.opening
    }

    /// The event in words with the players' names (`names[seat]`), as
    /// [`Event::describe`].
    pub fn describe(&self, event: &Event, names: &[&str]) -> String {
        event.describe(names)
    }

    /// The table options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Who banks.
    pub fn banker(&self) -> Banker {
        self.banker
    }

    /// The round being bet on, from 1; it goes up by one at every roll.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// Seats handed out so far, present or not; seat numbers never change.
    pub fn seats(&self) -> usize {
        self.present.len()
    }

    /// Whether the seat is at the table.
    pub fn is_present(&self, seat: Seat) -> bool {
        self.present.get(seat.index()).copied().unwrap_or(false)
    }

    /// The seats at the table, in seat order.
    pub fn present_seats(&self) -> Vec<Seat> {
        (0..self.present.len())
            .filter(|&i| self.present[i])
            .map(|i| Seat(i as u8))
            .collect()
    }

    /// Players at the table now (the Banker included, the house not).
    pub fn players(&self) -> usize {
        self.present.iter().filter(|&&p| p).count()
    }

    /// The present seats that may bet: everyone but the Banker, in seat order.
    pub fn bettors(&self) -> Vec<Seat> {
        self.present_seats()
            .into_iter()
            .filter(|&s| self.banker != Banker::Seat(s))
            .collect()
    }

    /// The bets on the table, one per (seat, design), in seat order then board order.
    pub fn bets(&self) -> &[Bet] {
        &self.bets
    }

    /// The seat's chips on the table this round, over all designs.
    pub fn bets_of(&self, seat: Seat) -> u64 {
        self.bets.iter().filter(|b| b.seat == seat).map(|b| b.chips).sum()
    }

    /// The chips on the table this round, over every seat.
    pub fn stakes(&self) -> u64 {
        self.bets.iter().map(|b| b.chips).sum()
    }

    /// The cover the Banker holds for the bets on the table: their
    /// [`exposure`](super::exposure).
    pub fn cover(&self) -> u64 {
        super::exposure(&self.bets)
    }

    /// A bound on what the round in progress can pay the seat: each of its bets
    /// counted as won on a triple, four times its stake. No roll pays the seat more
    /// (a bet whose design shows k ≤ 3 times returns (k + 1) × its stake), nor does
    /// closing the table (the stakes come back). Withdrawing a bet lowers the bound
    /// by four times what comes back, so the chips a seat has plus this bound never
    /// grow by a withdrawal; a bet of c raises them by 3c (c leaves the wallet).
    pub fn most_paid_to(&self, seat: Seat) -> u64 {
        self.bets_of(seat).saturating_mul(4)
    }

    /// A bound on what the round in progress can pay the Banker: everything held
    /// for it, the stakes plus the cover (what the Banker gets is the escrow less
    /// the winnings). A bet of c raises the Banker's chips plus this bound by c
    /// (the cover it adds leaves the Banker and comes back in the bound); a
    /// withdrawal lowers them by what the bettor takes back.
    pub fn most_to_banker(&self) -> u64 {
        self.stakes().saturating_add(self.cover())
    }

    /// The dice of the last round settled.
    pub fn last_roll(&self) -> Option<Roll> {
        self.last_roll
    }

    /// Whether the dice may be rolled (rulings, "Opening a table": at least one
    /// bettor besides the Banker): at least one bet is on the table. Who may roll,
    /// and when, is the table flow's business.
    ///
    /// # Errors
    ///
    /// [`RuleError::NoBets`] with nothing on the table.
    pub fn can_roll(&self) -> Result<(), RuleError> {
        if self.bets.is_empty() {
            Err(RuleError::NoBets)
        } else {
            Ok(())
        }
    }

    /// Whether a player could join now.
    ///
    /// # Errors
    ///
    /// [`RuleError::TableFull`] with [`SEAT_LIMIT`] players present;
    /// [`RuleError::OutOfSeats`] once [`super::SEAT_NUMBERS`] seats were handed out.
    pub fn can_join(&self) -> Result<(), RuleError> {
        if self.players() >= SEAT_LIMIT {
            Err(RuleError::TableFull)
        } else if self.present.len() >= SEAT_NUMBERS {
            Err(RuleError::OutOfSeats)
        } else {
            Ok(())
        }
    }

    /// Seats a new player at the end of the seat order, as [`CrownAndAnchor::join`].
    ///
    /// # Errors
    ///
    /// As [`CrownAndAnchor::can_join`]; the table is unchanged.
    pub fn try_join(&mut self) -> Result<Seat, RuleError> {
        self.can_join()?;
        self.present.push(true);
        Ok(Seat((self.present.len() - 1) as u8))
    }

    /// Seats a new player at the end of the seat order (a player who left and
    /// comes back gets a new seat). They may bet from their next bet on, in the
    /// round in progress.
    ///
    /// # Panics
    ///
    /// When the table is full; check [`CrownAndAnchor::can_join`] first or use
    /// [`CrownAndAnchor::try_join`].
    pub fn join(&mut self) -> Seat {
        self.try_join().unwrap_or_else(|e| panic!("{e}"))
    }

    /// The seat leaves the table. A bettor may not leave with bets on the table. A
    /// leaving Banker passes the bank to the next present seat on the left, which
    /// is refused while any bet is on the table, and refused to the last player at
    /// the table (there is nobody to take the bank; the table flow closes it).
    ///
    /// # Errors
    ///
    /// [`RuleError::NotSeated`], [`RuleError::HasBets`],
    /// [`RuleError::BankerHasBets`] or [`RuleError::LastPlayer`]; the table is
    /// unchanged.
    pub fn leave(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        if !self.is_present(seat) {
            return Err(RuleError::NotSeated(seat));
        }
        let mut events = Vec::new();
        if self.banker == Banker::Seat(seat) {
            if !self.bets.is_empty() {
                return Err(RuleError::BankerHasBets);
            }
            let next = self.next_on_left(seat).ok_or(RuleError::LastPlayer)?;
            self.banker = Banker::Seat(next);
            events.push(Event::Left { seat });
            events.push(Event::BankPassed {
                from: seat,
                to: next,
                reason: PassReason::Left,
            });
        } else {
            if self.bets_of(seat) > 0 {
                return Err(RuleError::HasBets);
            }
            events.push(Event::Left { seat });
        }
        self.present[seat.index()] = false;
        Ok(events)
    }

    /// The next present seat after `seat` in seat order, round the table ("to his
    /// left"); `None` when nobody else is present.
    pub fn next_on_left(&self, seat: Seat) -> Option<Seat> {
        let n = self.present.len();
        (1..n)
            .map(|step| (seat.index() + step) % n)
            .find(|&i| self.present[i])
            .map(|i| Seat(i as u8))
    }

    /// The most chips that could still be added on `design` with `banker_funds`
    /// to cover the bets: the largest x with exposure(bets + x on design) ≤ funds.
    pub fn most_coverable(&self, design: Design, banker_funds: u64) -> u64 {
        let totals = design_totals(&self.bets);
        let funds = banker_funds as u128;
        if exposure_of_totals(&totals) > funds {
            return 0;
        }
        // The exposure is three times the largest total on one design (see
        // [`exposure`](super::exposure)), and the others already fit, so x fits
        // exactly while that design's triple does: 3 × (total + x) ≤ funds.
        // (This was a bisection over x, forty-odd exposures at large funds; the
        // tests check the two agree.)
        let most = funds / 3 - totals[design.index()];
        u64::try_from(most).unwrap_or(u64::MAX)
    }

    /// Places a bet (rulings, "A round" 1–2): `chips` on `design` for `seat`, added
    /// to any bet the seat already has on that design. `wallet` is what the bettor
    /// has free now (chips not already on the table); `banker_funds` is the
    /// Banker's wallet plus the cover already held for this round.
    ///
    /// Refused, in this order: a seat not at the table, the Banker, 0 chips, below
    /// the table minimum, above the maximum (each bet as placed), more than the
    /// wallet, more than a table can hold, and a bet the Banker could not cover —
    /// the exposure of all bets with this one above `banker_funds`.
    ///
    /// # Errors
    ///
    /// A [`RuleError`] with one line; the table is unchanged.
    pub fn place_bet(
        &mut self,
        seat: Seat,
        design: Design,
        chips: u64,
        wallet: u64,
        banker_funds: u64,
    ) -> Result<BetPlaced, RuleError> {
        if !self.is_present(seat) {
            return Err(RuleError::NotSeated(seat));
        }
        if self.banker == Banker::Seat(seat) {
            return Err(RuleError::BankerCannotBet);
        }
        if chips == 0 {
            return Err(RuleError::ZeroChips);
        }
        if chips < self.options.min {
            return Err(RuleError::BelowMinimum { min: self.options.min });
        }
        if chips > self.options.max {
            return Err(RuleError::AboveMaximum { max: self.options.max });
        }
        if chips > wallet {
            return Err(RuleError::NotEnoughChips { free: wallet, chips });
        }
        let first_of_round = self.bets.is_empty();
        let mut totals = design_totals(&self.bets);
        let cover_before = exposure_of_totals(&totals);
        totals[design.index()] += chips as u128;
        let cover_after = exposure_of_totals(&totals);
        let stakes = self.stakes() as u128 + chips as u128;
        if stakes + cover_after > u64::MAX as u128 {
            return Err(RuleError::TooManyChips);
        }
        if cover_after > banker_funds as u128 {
            // The most this seat could bet instead, as a bet the table accepts.
            let most = self.most_coverable(design, banker_funds).min(self.options.max);
            return Err(RuleError::CannotCover {
                banker: self.banker,
                design,
                most: if most < self.options.min { 0 } else { most },
            });
        }
        let total_on_design = match self.bets.binary_search_by_key(&(seat, design), |b| (b.seat, b.design)) {
            Ok(i) => {
                self.bets[i].chips += chips;
                self.bets[i].chips
            }
            Err(i) => {
                self.bets.insert(i, Bet { seat, design, chips });
                chips
            }
        };
        Ok(BetPlaced {
            total_on_design,
            cover_before: cover_before as u64,
            cover_after: cover_after as u64,
            first_of_round,
        })
    }

    /// Takes back the seat's bet on `design`, or all its bets with `None`
    /// (rulings, "A round" 1: bets may be withdrawn until the roll).
    ///
    /// # Errors
    ///
    /// [`RuleError::NothingToWithdraw`] when there is no such bet; the table is
    /// unchanged.
    pub fn withdraw(&mut self, seat: Seat, design: Option<Design>) -> Result<Withdrawn, RuleError> {
        let cover_before = self.cover();
        let taken = |b: &Bet| b.seat == seat && design.is_none_or(|d| b.design == d);
        let returned: u64 = self.bets.iter().filter(|b| taken(b)).map(|b| b.chips).sum();
        if returned == 0 {
            return Err(RuleError::NothingToWithdraw(design));
        }
        self.bets.retain(|b| !taken(b));
        Ok(Withdrawn {
            returned,
            cover_before,
            cover_after: self.cover(),
        })
    }

    /// Rolls the three dice and settles the round, as [`CrownAndAnchor::settle`].
    ///
    /// # Errors
    ///
    /// [`RuleError::NoBets`] with nothing on the table (no die is thrown).
    pub fn roll(&mut self, rng: &mut dyn Rng) -> Result<RoundResult, RuleError> {
        self.can_roll()?;
        let roll = roll_dice(rng);
        self.settle(roll)
    }

    /// Settles the round on the given dice (rulings, "A round" 3–4): each bet whose
    /// design shows k times returns its stake plus k × stake; every other stake goes
    /// to the Banker. The bets are cleared, the round number goes up, the roll is
    /// kept, and on a triple the bank passes to the next present seat on the
    /// Banker's left (never for the house).
    ///
    /// # Errors
    ///
    /// [`RuleError::NoBets`] with nothing on the table; the table is unchanged.
    pub fn settle(&mut self, roll: Roll) -> Result<RoundResult, RuleError> {
        self.can_roll()?;
        let cover = self.cover();
        let mut returns: Vec<(Seat, u64)> = Vec::new();
        let mut lost: Vec<(Seat, u64)> = Vec::new();
        for bet in &self.bets {
            let k = count(&roll, bet.design) as u64;
            // Bets are in seat order, so each seat's entries are adjacent.
            let (list, chips) = if k == 0 {
                (&mut lost, bet.chips)
            } else {
                (&mut returns, bet.chips * (k + 1))
            };
            match list.last_mut() {
                Some((s, total)) if *s == bet.seat => *total += chips,
                _ => list.push((bet.seat, chips)),
            }
        }
        let round = self.round;
        let banker = self.banker;
        let mut events = vec![Event::Rolled { round, roll }];
        let mut bank_passes_to = None;
        if let (Banker::Seat(from), true) = (banker, is_triple(&roll)) {
            if let Some(to) = self.next_on_left(from) {
                bank_passes_to = Some(to);
                self.banker = Banker::Seat(to);
                events.push(Event::BankPassed {
                    from,
                    to,
                    reason: PassReason::Triple,
                });
            }
        }
        let bets = std::mem::take(&mut self.bets);
        self.round = self.round.saturating_add(1);
        self.last_roll = Some(roll);
        Ok(RoundResult {
            round,
            roll,
            banker,
            bets,
            returns,
            lost,
            cover,
            bank_passes_to,
            events,
        })
    }
}
