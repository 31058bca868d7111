//! Acey Ducey rules: the table options, the start roll, the choices a roll offers
//! and resolving a written one, and carrying out a turn (roll, then play, send or
//! roll again) with its automatic plays and passes.
//!
//! Decisions where the rulings are silent (see also the module documentation):
//! - The finished player waits: his set-up turns are skipped, the other rolls on,
//!   and play begins with the starter once both are set up.
//! - A man hit in set-up (possible only in restored positions) goes to the Dog
//!   House and is entered on his owner's first turn of play.
//! - A roll with no legal use passes the turn; a roll with exactly one legal use is
//!   played by the engine. Every turn still starts with `roll`, so the engine never
//!   rolls by itself.
//! - Acey-Ducey's "play and roll again" is open even when nothing can be played.
//! - Bearing off the fifteenth man wins at once, even after an Acey-Ducey play.

use super::board::{canonical_order, distinct, multiset, PlayOption};
use super::{
    AceyDucey, Action, Dice, Event, LastRoll, LastTurn, Options, Phase, Reading, RuleError, Step, BAR, MAX_CHIPS, MEN,
    OFF, POINTS,
};
use crate::i18n::Msg;
use crate::msg;
use crate::notation::option_words;
use crate::{Game, OptionsError, Outcome, Rng, Seat};

impl Options {
    /// Parses `/play` options (rulings, "End and stakes"): `stake:N` and
    /// `penalty:N`, N a whole number from 1 to 1,000,000,000, each at most once.
    ///
    /// # Errors
    ///
    /// One line naming the first bad word.
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut options = Options::default();
        for word in option_words(text) {
            let lower = word.to_ascii_lowercase();
            let (name, value) = lower.split_once([':', '=']).unwrap_or((&lower, ""));
            let (key, slot) = match name {
                "stake" => ("stake", &mut options.stake),
                "penalty" => ("penalty", &mut options.penalty),
                _ => {
                    return Err(OptionsError::unknown(
                        word,
                        AceyDucey::SPEC.name,
                        &["stake:N", "penalty:N"],
                    ))
                }
            };
            if slot.is_some() {
                return Err(OptionsError::Repeated { key });
            }
            match value.parse::<u64>() {
                Ok(n) if (1..=MAX_CHIPS).contains(&n) => *slot = Some(n),
                _ => {
                    return Err(OptionsError::ChipsNotInRange {
                        key,
                        value: value.to_owned(),
                        max: MAX_CHIPS,
                    })
                }
            }
        }
        Ok(options)
    }
}

/// The start roll (rulings, "Who starts" 1): each seat rolls both dice, Red
/// first; ties are rolled again.
pub(super) fn start_rolls(rng: &mut dyn Rng) -> Vec<[Dice; 2]> {
    let mut rolls = Vec::new();
    loop {
        let red = Dice::roll(rng);
        let black = Dice::roll(rng);
        rolls.push([red, black]);
        if red.total() != black.total() {
            return rolls;
        }
    }
}

/// The starter decided by the last round of the start roll.
pub(super) fn starter_of(rolls: &[[Dice; 2]]) -> Seat {
    match rolls.last() {
        Some([red, black]) if black.total() > red.total() => Seat::SECOND,
        _ => Seat::FIRST,
    }
}

/// "1, 2, 23 or 24", in the reader's language.
pub(super) fn list_or(items: impl IntoIterator<Item = String>) -> Msg {
    Msg::or_list(items.into_iter().map(Msg::raw))
}

/// The dice being played, larger first unless a double: "5 and 3", "4 and 4".
pub(super) fn dice_words(moves: [u8; 2]) -> Msg {
    msg!(
        "acey-ducey-dice-pair",
        high = moves[0].max(moves[1]),
        low = moves[0].min(moves[1])
    )
}

impl AceyDucey {
    /// Whether any man of `seat` could ever be sent to the Dog House by the
    /// opponent's next turn, however long (its Acey-Ducey rolls again
    /// included), before `seat` moves again: a man still to enter, a man on
    /// the opponent's send points (`seat`'s 1, 2, 23, 24), or a single man
    /// with an opposing man behind him (on the board, in the Dog House or
    /// still to enter). `false` is a proof of safety (puzzles, issue 35);
    /// `true` only a possibility.
    pub fn could_be_sent(&self, seat: Seat) -> bool {
        let b = &self.board;
        let them = seat.opponent();
        if b.to_enter[seat.index()] > 0 || [1, 2, 23, 24].iter().any(|&p| b.own(seat, p) > 0) {
            return true;
        }
        let entering = b.to_enter[them.index()] > 0 || b.own(them, BAR) > 0;
        (1..=POINTS).any(|p| b.own(seat, p) == 1 && (entering || ((25 - p + 1)..=POINTS).any(|q| b.own(them, q) > 0)))
    }

    /// The table options the game was started with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Who won the start roll and so sets up first and moves first.
    pub fn starter(&self) -> Seat {
        starter_of(&self.start_rolls)
    }

    /// The phase: set-up or play.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The roll waiting for the player's choice, if any.
    pub fn dice(&self) -> Option<Dice> {
        self.dice
    }

    /// Appends the choices the pending roll offers `self.to_act` to `into`,
    /// canonical.
    pub(super) fn choices(&self, into: &mut Vec<Action>) {
        let Some(dice) = self.dice else {
            return;
        };
        let seat = self.to_act;
        if self.phase == Phase::SettingUp {
            return self.entries(seat, dice, into);
        }
        match dice.reading() {
            Reading::Moves(moves) => self.play_actions(seat, moves, into),
            Reading::AceyDucey => {
                into.extend(self.sends(seat).into_iter().map(Action::Send));
                let before = into.len();
                self.play_actions(seat, [2, 1], into);
                if into.len() == before {
                    into.push(Action::Roll);
                }
            }
        }
    }

    /// [`AceyDucey::choices`] as a list of their own.
    pub(super) fn choice_list(&self) -> Vec<Action> {
        let mut choices = Vec::new();
        self.choices(&mut choices);
        choices
    }

    /// Set-up entries (rulings, set-up step 2): with two or more men left every
    /// die that can enter must (the others are lost), one forced action; with one
    /// man left, one action per die that can enter.
    fn entries(&self, seat: Seat, dice: Dice, into: &mut Vec<Action>) {
        let open: Vec<u8> = dice
            .both()
            .into_iter()
            .filter(|&d| self.board.open(seat, BAR - d))
            .collect();
        match self.board.to_enter[seat.index()] {
            0 => {}
            1 => {
                let before = into.len();
                into.extend(open.iter().map(|&d| Action::Enter(vec![d])));
                if into.len() == before + 2 && into[before] == into[before + 1] {
                    into.pop();
                }
            }
            _ if open.is_empty() => {}
            _ => into.push(Action::Enter(open)),
        }
    }

    /// Acey-Ducey sends (rulings, "Reading the dice"): the mover's points 1, 2, 23
    /// and 24 that hold an opposing man, guarded or not, whatever is in the
    /// mover's Dog House.
    pub(super) fn sends(&self, seat: Seat) -> Vec<u8> {
        [1, 2, 23, 24]
            .into_iter()
            .filter(|&p| self.board.opposing(seat, p) > 0)
            .collect()
    }

    /// Appends the distinct legal plays of `moves`, canonical; none when nothing
    /// moves.
    fn play_actions(&self, seat: Seat, moves: [u8; 2], into: &mut Vec<Action>) {
        let options = self.board.plays(seat, moves);
        into.extend(
            distinct(&options)
                .into_iter()
                .filter(|o| !o.steps.is_empty())
                .map(|o| Action::Play(o.steps.to_vec())),
        );
    }

    /// The canonical form of `action` for `seat`, checked against every rule
    /// without changing anything: a play written in any order or with one man's two
    /// steps joined (`13/5`) becomes the listed play it denotes.
    ///
    /// # Errors
    ///
    /// As [`Game::apply`].
    pub fn resolve(&self, seat: Seat, action: &Action) -> Result<Action, RuleError> {
        if self.outcome.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat != self.to_act {
            return Err(RuleError::NotYourTurn(self.to_act));
        }
        let Some(dice) = self.dice else {
            return match action {
                Action::Roll => Ok(Action::Roll),
                _ => Err(RuleError::RollFirst),
            };
        };
        // Listed lazily: a play is matched by `resolve_play`, which needs no list.
        let choices = || self.choice_list();
        match action {
            Action::Roll if choices().contains(&Action::Roll) => Ok(Action::Roll),
            Action::Roll => Err(RuleError::AlreadyRolled(dice)),
            Action::Enter(_) if self.phase == Phase::Play => Err(RuleError::SetUpOver),
            Action::Enter(entered) => {
                let mut wanted = entered.clone();
                wanted.sort_by(|a, b| b.cmp(a));
                let wanted = Action::Enter(wanted);
                if choices().contains(&wanted) {
                    return Ok(wanted);
                }
                Err(self.entry_refusal(entered, dice))
            }
            Action::Send(_) | Action::Play(_) if self.phase == Phase::SettingUp => {
                Err(RuleError::EnterInSetUp(choices()[0].clone()))
            }
            Action::Send(_) if dice.reading() != Reading::AceyDucey => Err(RuleError::SendNeedsAceyDucey),
            Action::Send(p) if !matches!(p, 1 | 2 | 23 | 24) => Err(RuleError::SendOnlyFromEnds(*p)),
            Action::Send(p) if choices().contains(&Action::Send(*p)) => Ok(Action::Send(*p)),
            Action::Send(p) => Err(RuleError::NothingToSend {
                point: *p,
                opponent: seat.opponent(),
            }),
            Action::Play(steps) => self.resolve_play(seat, dice, steps),
        }
    }

    /// Why set-up entries were refused.
    fn entry_refusal(&self, entered: &[u8], dice: Dice) -> RuleError {
        let seat = self.to_act;
        let mut left = dice.both().to_vec();
        for &d in entered {
            match left.iter().position(|&x| x == d) {
                Some(i) => {
                    left.remove(i);
                }
                None => return RuleError::EnterWithDice(dice),
            }
            if !self.board.open(seat, BAR - d) {
                return RuleError::EntryHeld {
                    point: BAR - d,
                    die: d,
                    opponent: seat.opponent(),
                };
            }
        }
        if self.board.to_enter[seat.index()] == 1 {
            RuleError::OneManLeft(dice)
        } else {
            RuleError::EnterEveryDie(self.choice_list()[0].clone())
        }
    }

    /// Matches a written play against the legal plays, in any order, a man's two
    /// steps possibly joined.
    fn resolve_play(&self, seat: Seat, dice: Dice, steps: &[Step]) -> Result<Action, RuleError> {
        let moves = match dice.reading() {
            Reading::Moves(moves) => moves,
            Reading::AceyDucey => [2, 1],
        };
        let options = self.board.plays(seat, moves);
        if options[0].steps.is_empty() {
            return Err(RuleError::NeitherDiePlays);
        }
        let wanted = multiset(steps);
        let matches: Vec<&PlayOption> = options
            .iter()
            .filter(|o| {
                multiset(&o.steps) == wanted
                    || (o.steps.len() == 2
                        && o.steps[0].to == o.steps[1].from
                        && o.steps[0].to != OFF
                        && multiset(&[Step {
                            from: o.steps[0].from,
                            to: o.steps[1].to,
                        }]) == wanted)
            })
            .collect();
        let listed = distinct(&options);
        let mut found: Vec<&PlayOption> = Vec::new();
        for m in matches {
            if !found.iter().any(|f| f.board == m.board) {
                found.push(listed.iter().find(|o| o.board == m.board).copied().unwrap_or(m));
            }
        }
        match found.as_slice() {
            [one] => Ok(Action::Play(one.steps.to_vec())),
            [] => Err(self.play_refusal(seat, moves, steps, &options)),
            several => Err(RuleError::AmbiguousPlay {
                steps: steps.to_vec(),
                ways: several.iter().map(|o| o.steps.to_vec()).collect(),
            }),
        }
    }

    /// Why a written play was refused: the first step that breaks a rule, or the
    /// must-play rule.
    fn play_refusal(&self, seat: Seat, moves: [u8; 2], steps: &[Step], options: &[PlayOption]) -> RuleError {
        let mut board = self.board;
        let mut left = moves.to_vec();
        for &step in steps {
            let Step { from, to } = step;
            if from == BAR && board.own(seat, BAR) == 0 {
                return RuleError::DogHouseEmpty;
            }
            if from != BAR && board.own(seat, BAR) > 0 {
                return RuleError::EnterFirst;
            }
            if from != BAR && board.own(seat, from) == 0 {
                return RuleError::NoManOn(from);
            }
            if to != OFF && to >= from {
                return RuleError::TowardHome;
            }
            if to == OFF && !board.all_home(seat) {
                return RuleError::NotAllHome;
            }
            let usable = left.iter().position(|&d| board.single_moves(seat, d).contains(&step));
            let Some(i) = usable else {
                if to != OFF && !board.open(seat, to) {
                    return RuleError::PointHeld {
                        point: to,
                        opponent: seat.opponent(),
                    };
                }
                if to == OFF {
                    return RuleError::NotBearingOff { step, moves };
                }
                let distance = from - to;
                if left.len() == 2 && distance == left[0] + left[1] {
                    return RuleError::NeedsBothDice(step);
                }
                return RuleError::WrongDistance { step, distance, moves };
            };
            left.remove(i);
            board.step(seat, step);
        }
        let most = options[0].steps.len();
        if steps.len() < most {
            return RuleError::UseMostDice {
                most,
                example: options[0].steps.to_vec(),
            };
        }
        if most == 1 && moves[0] != moves[1] && options[0].dice[0] == moves[0].max(moves[1]) {
            return RuleError::LargerDie(moves[0].max(moves[1]));
        }
        RuleError::NotALegalPlay {
            moves,
            example: canonical_order(&options[0].steps),
        }
    }

    /// Carries out a resolved, canonical action for `self.to_act`: `roll` throws
    /// the dice from `rng` (at the start of a turn), anything else is the choice
    /// the dice wait for.
    pub(super) fn carry_out(&mut self, action: &Action, rng: &mut dyn Rng) -> Vec<Event> {
        if self.dice.is_none() {
            return self.roll(rng);
        }
        self.execute(action, false)
    }

    /// Rolls for `self.to_act` and plays a roll that leaves no choice.
    fn roll(&mut self, rng: &mut dyn Rng) -> Vec<Event> {
        let seat = self.to_act;
        let dice = Dice::roll(rng);
        self.dice = Some(dice);
        self.last_roll = Some(LastRoll { seat, dice });
        let mut events = vec![Event::Rolled { seat, dice }];
        if self.phase == Phase::SettingUp {
            for die in dice.both() {
                if !self.board.open(seat, BAR - die) {
                    events.push(Event::DieLost { seat, die });
                }
            }
        }
        let choices = self.choice_list();
        match choices.as_slice() {
            [] => {
                events.push(Event::NoPlay { seat });
                self.end_turn(&mut events);
            }
            [only] => {
                let only = only.clone();
                events.extend(self.execute(&only, true));
            }
            _ => {}
        }
        events
    }

    /// Carries out a resolved, canonical choice for `self.to_act`.
    fn execute(&mut self, action: &Action, forced: bool) -> Vec<Event> {
        let seat = self.to_act;
        let them = seat.opponent();
        let mut events = Vec::new();
        self.note_turn(seat, action);
        match action {
            Action::Enter(dice) => {
                let mut points = Vec::new();
                let mut hits = Vec::new();
                for &die in dice {
                    let point = BAR - die;
                    self.board.to_enter[seat.index()] -= 1;
                    if self.board.land(seat, point) {
                        hits.push(Event::SentToDogHouse {
                            owner: them,
                            point: die,
                        });
                    }
                    points.push(point);
                }
                let left = self.board.to_enter[seat.index()];
                events.push(Event::Entered { seat, points, left });
                events.extend(hits);
                if left == 0 && self.board.to_enter[them.index()] > 0 {
                    events.push(Event::SetUpDone { seat });
                }
                self.end_turn(&mut events);
            }
            Action::Play(steps) => {
                let mut hits = Vec::new();
                for &step in steps {
                    if self.board.step(seat, step) {
                        hits.push(Event::SentToDogHouse {
                            owner: them,
                            point: BAR - step.to,
                        });
                    }
                }
                events.push(Event::Played {
                    seat,
                    steps: steps.clone(),
                    forced,
                });
                events.extend(hits);
                if self.board.own(seat, OFF) == MEN {
                    self.outcome = Outcome::Won(seat);
                    self.dice = None;
                    self.roll_again = false;
                    events.push(Event::Won { seat });
                } else if self.dice.map(Dice::reading) == Some(Reading::AceyDucey) {
                    self.roll_again(&mut events);
                } else {
                    self.end_turn(&mut events);
                }
            }
            Action::Send(point) => {
                let theirs = BAR - point;
                self.board.men[them.index()][theirs as usize] -= 1;
                self.board.men[them.index()][BAR as usize] += 1;
                events.push(Event::Sent { seat, point: *point });
                events.push(Event::SentToDogHouse {
                    owner: them,
                    point: theirs,
                });
                self.end_turn(&mut events);
            }
            Action::Roll => self.roll_again(&mut events),
        }
        events
    }

    /// Keeps the moves of the turn being played for the view: a play after an
    /// Acey-Ducey's extra throw adds to the turn's, anything else starts anew.
    fn note_turn(&mut self, seat: Seat, action: &Action) {
        let steps: Vec<Step> = match action {
            Action::Enter(dice) => dice
                .iter()
                .map(|&die| Step {
                    from: BAR,
                    to: BAR - die,
                })
                .collect(),
            Action::Play(steps) => steps.clone(),
            Action::Send(_) | Action::Roll => Vec::new(),
        };
        let sent = match action {
            Action::Send(point) => Some(*point),
            _ => None,
        };
        if matches!(action, Action::Roll) {
            return;
        }
        match &mut self.last_turn {
            Some(turn) if self.roll_again && turn.seat == seat => {
                turn.steps.extend(steps);
                turn.sent = turn.sent.or(sent);
            }
            _ => self.last_turn = Some(LastTurn { seat, steps, sent }),
        }
    }

    /// Acey-Ducey played as a normal roll: the same seat rolls again.
    fn roll_again(&mut self, events: &mut Vec<Event>) {
        self.dice = None;
        self.roll_again = true;
        events.push(Event::RollsAgain { seat: self.to_act });
    }

    /// The turn is over: in set-up the next seat with men to enter rolls (a seat
    /// that has finished waits) and play begins with the starter when both are
    /// set up; in play the opponent rolls.
    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.dice = None;
        self.roll_again = false;
        let seat = self.to_act;
        match self.phase {
            Phase::SettingUp => {
                let left = self.board.to_enter;
                if left == [0, 0] {
                    self.phase = Phase::Play;
                    self.to_act = self.starter();
                    events.push(Event::PlayBegins { seat: self.to_act });
                } else if left[seat.opponent().index()] > 0 {
                    self.to_act = seat.opponent();
                }
            }
            Phase::Play => self.to_act = seat.opponent(),
        }
    }
}
