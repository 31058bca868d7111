//! Crown and Anchor tables: bets, withdrawals, the roll and the payouts, with every
//! chip moving through the ledger in the same transaction as the table's state.
//!
//! Escrow: a bet moves the stake from the bettor's wallet to the session's escrow
//! account, and the Banker's cover (the worst roll's payout for all bets on the
//! table) moves from the Banker's account to escrow as it grows. The roll pays the
//! winners from escrow and hands the rest to the Banker, leaving escrow at zero. A
//! crash between bet and roll leaves the round open with its bets in escrow; a
//! table that closes refunds them.

use super::api::{Lazy, Reply};
use super::api::{Millis, Refusal};
use super::bank::Bank;
use super::base::{lock, Commit, Ctx, Slot, Table};
use super::owed;
use super::session::Session;
use super::status::{
    banker_account, banker_name, buttons, chip_size, event_sentence, names, save, status_line, table, table_mut,
    text_names, BANKER_SILENCE,
};
use super::text::{self, sentence};
use super::wallets;
use crate::store::{Account, LogEntry, Posting, Reason, SavedState};
use parlor_games::crown_anchor::{Banker, Design, RoundResult};
use parlor_games::Seat;

impl Ctx<'_> {
    /// The Crown and Anchor table in this channel, or why not.
    fn crown<'s>(&self, slot: &'s Slot) -> Result<&'s Session, Refusal> {
        match slot.as_ref() {
            Some(s) if table(s).is_some() => Ok(s),
            Some(s) if s.is_challenge() && s.kind == parlor_games::GameKind::CrownAndAnchor => Err(Refusal(
                "The table hasn't opened yet: the host starts it with Start or /start.".into(),
            )),
            Some(s) => Err(Refusal(format!(
                "The game here is {}, not Crown and Anchor.",
                s.kind.title()
            ))),
            None => Err(Refusal(
                "There is no Crown and Anchor table here; open one with /play game:crown-and-anchor.".into(),
            )),
        }
    }

    fn guild(&self, session: &Session) -> Result<String, Refusal> {
        session
            .record
            .server
            .clone()
            .ok_or_else(|| Refusal("Crown and Anchor is played for chips in a server channel.".into()))
    }

    /// The table's chips for this command: its round, this member.
    fn bank<'g>(&self, session: &Session, guild: &'g str) -> Bank<'g> {
        Bank::new(guild, session.record.id)
            .in_round(table(session).map(|t| t.round()))
            .by(Some(self.request.actor.id))
    }

    /// Reads balances with the store held briefly. The commit re-checks them.
    fn read<T>(
        &self,
        f: impl FnOnce(&mut dyn crate::store::Store) -> Result<T, crate::store::StoreError>,
    ) -> Result<T, Refusal> {
        let mut store = lock(&self.table.store);
        f(&mut **store).map_err(|e| {
            tracing::error!("cannot read the chip ledger: {e:#}");
            Refusal(text::STORE_FAILED.into())
        })
    }

    /// Seats the actor at a running table (Join, /join, or a first bet).
    fn sit(&self, next: &mut Session) -> Result<(Seat, Vec<String>), Refusal> {
        if let Some(seat) = next.seat_of(self.request.actor.id) {
            let t = table_mut(next);
            if t.is_present(seat) {
                return Ok((seat, Vec::new()));
            }
            return Err(Refusal(
                "You left this table and can't sit at it again; to play, open a table of your own in another \
                 channel or thread with /play."
                    .into(),
            ));
        }
        let seat = table_mut(next)
            .try_join()
            .map_err(|e| Refusal(sentence(&e.to_string())))?;
        debug_assert_eq!(seat.index(), next.record.seats.len());
        next.record.seats.push(self.actor());
        Ok((seat, vec![format!("{} joined the table.", self.request.actor.name)]))
    }

    /// `/join` or Join at a running table.
    pub(super) fn crown_join(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.crown(slot) {
            Ok(s) => s,
            Err(r) => return vec![r.into()],
        };
        if current
            .seat_of(self.request.actor.id)
            .is_some_and(|s| table(current).is_some_and(|t| t.is_present(s)))
        {
            return vec![Reply::refuse("You are already at this table.")];
        }
        let guild = match self.guild(current) {
            Ok(g) => g,
            Err(r) => return vec![r.into()],
        };
        let mut next = current.clone();
        let lines = match self.sit(&mut next) {
            Ok((_, lines)) => lines,
            Err(r) => return vec![r.into()],
        };
        let welcome =
            match self.read(|s| wallets::welcome(s, &self.table.settings.chips, &guild, self.request.actor.id)) {
                Ok(w) => w,
                Err(r) => return vec![r.into()],
            };
        next.record.updated_at = self.now;
        save(&mut next);
        let postings: Vec<Posting> = welcome.into_iter().collect();
        if let Err(r) = self.table.commit(&next, self.change().postings(postings)) {
            return vec![r.into()];
        }
        let text = format!("{} {}", lines.join(" "), status_line(&next));
        let buttons = buttons(&next);
        *slot = Some(next);
        vec![Reply::channel(text).with_buttons(buttons)]
    }

    /// `/leave` or Leave at a running table.
    pub(super) fn crown_leave(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.crown(slot) {
            Ok(s) => s,
            Err(r) => return vec![r.into()],
        };
        let Some(seat) = current
            .seat_of(self.request.actor.id)
            .filter(|&s| table(current).is_some_and(|t| t.is_present(s)))
        else {
            return vec![Reply::refuse("You are not at this table.")];
        };
        let mut next = current.clone();
        let events = match table_mut(&mut next).leave(seat) {
            Ok(e) => e,
            Err(e) => return vec![Reply::refuse(sentence(&e.to_string()))],
        };
        next.record.updated_at = self.now;
        save(&mut next);
        if let Err(r) = self.table.commit(&next, self.change()) {
            return vec![r.into()];
        }
        let names = text_names(&next);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut lines: Vec<String> = events.iter().map(|e| event_sentence(e, &names)).collect();
        lines.push(status_line(&next));
        let buttons = buttons(&next);
        *slot = Some(next);
        vec![Reply::channel(lines.join("\n")).with_buttons(buttons)]
    }

    /// A chip-size button: the amount the member's design buttons bet.
    pub(super) fn crown_chip_size(&mut self, slot: &mut Slot, size: &str) -> Vec<Reply> {
        let current = match self.crown(slot) {
            Ok(s) => s,
            Err(r) => return vec![r.into()],
        };
        let Ok(size) = size.parse::<u64>() else {
            return vec![Reply::refuse("That button is not one of mine.")];
        };
        let mut next = current.clone();
        next.record.chip_sizes.insert(self.request.actor.id, size);
        if let Err(r) = self.table.commit(&next, self.change()) {
            return vec![r.into()];
        }
        *slot = Some(next);
        vec![Reply::ephemeral(format!(
            "Your design buttons now bet {} each (or type /bet design:anchor chips:N for any amount).",
            text::chips(size as i64)
        ))]
    }

    /// A design button: bet the member's chip size on it.
    pub(super) fn crown_bet_button(&mut self, slot: &mut Slot, design: &str) -> Vec<Reply> {
        let size = match self.crown(slot) {
            Ok(s) => match table(s) {
                Some(t) => chip_size(s, t, self.request.actor.id),
                None => return Vec::new(),
            },
            Err(r) => return vec![r.into()],
        };
        self.bet(slot, design, &size.to_string())
    }

    /// `/bet design:<design> chips:<n>`.
    pub(super) fn bet(&mut self, slot: &mut Slot, design: &str, amount: &str) -> Vec<Reply> {
        let current = match self.crown(slot) {
            Ok(s) => s,
            Err(r) => return vec![r.into()],
        };
        let design = match Design::parse(design) {
            Ok(d) => d,
            Err(e) => return vec![Reply::refuse(sentence(&e.to_string()))],
        };
        let amount = match wallets::parse_amount(amount) {
            Ok(a) => a as u64,
            Err(e) => return vec![Reply::refuse(e)],
        };
        let guild = match self.guild(current) {
            Ok(g) => g,
            Err(r) => return vec![r.into()],
        };
        let mut next = current.clone();
        let (seat, mut lines) = match self.sit(&mut next) {
            Ok(x) => x,
            Err(r) => return vec![r.into()],
        };
        let member = self.request.actor.id;
        let banker = table_mut(&mut next).banker();
        let banker_account = banker_account(&next, banker);
        let settings = &self.table.settings.chips;
        let read = self.read(|s| {
            // The wallet counts the starting grant this bet will write, if any.
            let welcome = wallets::welcome(s, settings, &guild, member)?;
            let pending = welcome.as_ref().map_or(0, |p| p.entries[1].1);
            let wallet = s.balance(&guild, &Account::Member(member))? + pending;
            let banker_wallet = match &banker_account {
                Account::Member(id) => wallets::wallet(s, settings, &guild, *id)?,
                other => s.balance(&guild, other)?,
            };
            // What each may still take in, with what the open tables and games
            // may pay them (the store is held, then the amounts).
            let owed = lock(&self.table.owed);
            let mine = Account::Member(member);
            let rooms = [
                (owed::room(&owed, &guild, &mine, wallet), owed.to(&guild, &mine)),
                (
                    owed::room(&owed, &guild, &banker_account, banker_wallet),
                    owed.to(&guild, &banker_account),
                ),
            ];
            Ok((welcome, wallet, banker_wallet, rooms))
        });
        let (welcome, wallet, banker_wallet, [bettor_room, banker_room]) = match read {
            Ok(x) => x,
            Err(r) => return vec![r.into()],
        };
        let t = table_mut(&mut next);
        let funds = (banker_wallet.max(0) as u64).saturating_add(t.cover());
        let placed = match t.place_bet(seat, design, amount, wallet.max(0) as u64, funds) {
            Ok(p) => p,
            Err(e) => {
                let mut line = sentence(&e.to_string());
                if banker == Banker::House && matches!(e, parlor_games::crown_anchor::RuleError::CannotCover { .. }) {
                    line.push_str(" An admin can add chips with /chips house fund.");
                }
                return vec![Reply::refuse(line)];
            }
        };
        if let Some(refusal) = self.past_cap(&next, banker, amount, bettor_room, banker_room) {
            return vec![Reply::refuse(refusal)];
        }
        let bank = self.bank(&next, &guild);
        let mut postings: Vec<Posting> = welcome.into_iter().collect();
        postings.push(bank.escrow(
            Reason::Bet,
            Account::Member(member),
            amount as i64,
            format!("bet on the {}", design.name()),
        ));
        if placed.cover_after > placed.cover_before {
            postings.push(bank.escrow(
                Reason::Cover,
                banker_account.clone(),
                (placed.cover_after - placed.cover_before) as i64,
                "put up to cover the bets on the table",
            ));
        }
        let first = next.record.first_bet_at.is_none();
        next.record.first_bet_at.get_or_insert(self.now);
        next.record.updated_at = self.now;
        save(&mut next);
        if let Err(r) = self.table.commit(&next, self.change().postings(postings)) {
            return vec![r.into()];
        }
        let t = table(&next).expect("still a table");
        let also = if placed.total_on_design > amount {
            format!(
                " ({} on the {} in all)",
                text::chips(placed.total_on_design as i64),
                design.name()
            )
        } else {
            String::new()
        };
        lines.push(format!(
            "{} bets {} on the {}{also}. On the table: {}.",
            self.request.actor.name,
            text::chips(amount as i64),
            design.name(),
            text::chips(t.stakes() as i64)
        ));
        if first {
            if let Some(s) = t.options().timer {
                lines.push(format!("Betting closes and the dice roll in {s} seconds."));
            }
        }
        *slot = Some(next);
        vec![Reply::channel(lines.join(" "))]
    }

    /// Why a bet of `amount` is refused for the chip limit, if it is: should it
    /// come up a triple it pays 4 × the stake, so the bettor's chips plus what the
    /// open tables may pay them grow by 3 × the stake; should every bet lose the
    /// Banker takes the whole escrow, so the Banker's grow by the stake. Each must
    /// stay within the ledger's cap, or some roll could not be paid. The rooms are
    /// (room, owed) as [`owed::room`] and [`owed::Owed::to`] give them; `next` is
    /// the table with the bet placed.
    fn past_cap(
        &self,
        next: &Session,
        banker: Banker,
        amount: u64,
        (bettor_room, bettor_owed): (i64, i64),
        (banker_room, banker_owed): (i64, i64),
    ) -> Option<String> {
        let o = table(next).expect("a table").options();
        let fitting = |most: u64| if most < o.min { 0 } else { most.min(o.max) };
        let at_most = |most: u64, none: &str| match most {
            0 => none.to_string(),
            n => format!("bet at most {}", text::grouped(n as i64)),
        };
        if amount.saturating_mul(3) > bettor_room as u64 {
            let most = fitting(bettor_room as u64 / 3);
            let text = wallets::past_cap(
                "A triple on that bet",
                "you",
                "you",
                &Account::Member(self.request.actor.id),
                bettor_owed,
            );
            return Some(format!("{text}; {}.", at_most(most, "you can't bet more now")));
        }
        if amount > banker_room as u64 {
            let most = fitting(banker_room as u64);
            let (whom, them) = match banker {
                Banker::House => ("the house".to_string(), "it"),
                Banker::Seat(seat) => (format!("the Banker, {},", next.player(seat).name), "them"),
            };
            let account = banker_account(next, banker);
            let text = wallets::past_cap("Should every bet lose, that bet", &whom, them, &account, banker_owed);
            return Some(format!(
                "{text}; {}.",
                at_most(most, "the table takes no more bets this round")
            ));
        }
        None
    }

    /// `/withdraw [design]`.
    pub(super) fn withdraw(&mut self, slot: &mut Slot, design: Option<&str>) -> Vec<Reply> {
        let current = match self.crown(slot) {
            Ok(s) => s,
            Err(r) => return vec![r.into()],
        };
        let design = match design.map(Design::parse).transpose() {
            Ok(d) => d,
            Err(e) => return vec![Reply::refuse(sentence(&e.to_string()))],
        };
        let Some(seat) = current.seat_of(self.request.actor.id) else {
            return vec![Reply::refuse("You have no bets at this table.")];
        };
        let guild = match self.guild(current) {
            Ok(g) => g,
            Err(r) => return vec![r.into()],
        };
        let mut next = current.clone();
        let banker = table_mut(&mut next).banker();
        let done = match table_mut(&mut next).withdraw(seat, design) {
            Ok(w) => w,
            Err(e) => return vec![Reply::refuse(sentence(&e.to_string()))],
        };
        let bank = self.bank(&next, &guild);
        let back = bank.settle(
            Reason::Withdraw,
            Account::Member(self.request.actor.id),
            done.returned as i64,
            match design {
                Some(d) => format!("bet on the {} withdrawn", d.name()),
                None => "bets withdrawn".into(),
            },
        );
        let mut postings = vec![back];
        if done.cover_before > done.cover_after {
            postings.push(bank.settle(
                Reason::Cover,
                banker_account(&next, banker),
                (done.cover_before - done.cover_after) as i64,
                "cover returned: fewer bets to cover",
            ));
        }
        if table(&next).is_some_and(|t| t.bets().is_empty()) {
            next.record.first_bet_at = None;
        }
        next.record.updated_at = self.now;
        save(&mut next);
        if let Err(r) = self.table.commit(&next, self.change().postings(postings)) {
            return vec![r.into()];
        }
        let text = format!(
            "{} withdrew {} from the table.",
            self.request.actor.name,
            text::chips(done.returned as i64)
        );
        *slot = Some(next);
        vec![Reply::channel(text)]
    }

    /// `/roll` or Roll: the Banker throws (any player after the Banker's silence,
    /// or at a house table).
    pub(super) fn crown_roll(&mut self, slot: &mut Slot) -> Vec<Reply> {
        let current = match self.crown(slot) {
            Ok(s) => s,
            Err(r) => return vec![r.into()],
        };
        let t = table(current).expect("checked");
        let Some(seat) = current.seat_of(self.request.actor.id).filter(|&s| t.is_present(s)) else {
            return vec![Reply::refuse("Only players at the table can roll; /join it first.")];
        };
        if let Err(e) = t.can_roll() {
            return vec![Reply::refuse(sentence(&e.to_string()))];
        }
        if let Banker::Seat(banker) = t.banker() {
            let silent_since = current.record.first_bet_at.unwrap_or(self.now);
            let may_since = silent_since.saturating_add(BANKER_SILENCE);
            if banker != seat && self.now < may_since {
                return vec![Reply::refuse(format!(
                    "Only the Banker ({}) rolls; anyone at the table may roll if the Banker stays silent for {} more.",
                    current.player(banker).name,
                    super::session::human_duration(may_since - self.now)
                ))];
            }
        }
        let who = self.request.actor.name.to_string();
        match settle_round(self.table, current, Some(seat), &who, self.interaction(), self.now) {
            Ok((next, reply)) => {
                *slot = Some(next);
                vec![reply]
            }
            Err(r) => vec![r.into()],
        }
    }
}

/// Rolls the dice for the open round, pays it through the ledger in one
/// transaction, and answers with the picture and the payouts. `roller` is the seat
/// that rolled (`None` for the `timer:S` option).
pub(super) fn settle_round(
    host: &Table,
    current: &Session,
    roller: Option<Seat>,
    who: &str,
    interaction: Option<&str>,
    now: Millis,
) -> Result<(Session, Reply), Refusal> {
    let guild = current
        .record
        .server
        .clone()
        .ok_or_else(|| Refusal("Crown and Anchor is played for chips in a server channel.".into()))?;
    let mut next = current.clone();
    let mut rng = next.rng();
    let result: RoundResult = table_mut(&mut next)
        .roll(&mut rng)
        .map_err(|e| Refusal(sentence(&e.to_string())))?;
    next.record.rng_state = rng.state();
    next.record.first_bet_at = None;
    next.record.ply += 1;
    next.record.updated_at = now;
    next.record.state = next.game.as_ref().map(SavedState::of);
    let banker = banker_account(current, result.banker);
    let bank = Bank::new(&guild, next.record.id)
        .in_round(Some(result.round))
        .by(roller.map(|s| current.player(s).id));
    let mut postings = Vec::new();
    let mut push = |reason: Reason, to: Account, amount: u64, note: String| {
        if amount > 0 {
            postings.push(bank.settle(reason, to, amount as i64, note));
        }
    };
    for &(seat, amount) in &result.returns {
        push(
            Reason::Payout,
            Account::Member(current.player(seat).id),
            amount,
            format!("won in round {}", result.round),
        );
    }
    push(
        Reason::Bank,
        banker,
        result.to_banker(),
        format!("the bank's take of round {}", result.round),
    );
    let log = vec![LogEntry {
        ply: next.record.ply,
        seat: roller.map_or(u8::MAX, |s| s.0),
        member: roller.map_or(0, |s| current.player(s).id),
        notation: format!(
            "roll {}",
            result.roll.iter().map(|d| d.name()).collect::<Vec<_>>().join(" ")
        ),
        at: now,
    }];
    let key = format!("roll:{}:{}", next.record.id, result.round);
    for (i, p) in postings.iter_mut().enumerate() {
        p.key = match interaction {
            Some(id) => format!("{id}#{i}"),
            None => format!("{key}#{i}"),
        };
    }
    host.commit(&next, Commit::at(now, interaction).log(log).postings(postings))?;

    let names = text_names(current);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut lines = Vec::new();
    let dice: Vec<&str> = result.roll.iter().map(|d| d.name()).collect();
    lines.push(match roller {
        Some(_) => format!("Round {}: {who} rolled {}.", result.round, dice.join(", ")),
        None => format!(
            "Time's up for round {}: the dice rolled {}.",
            result.round,
            dice.join(", ")
        ),
    });
    let mut seats: Vec<Seat> = result.bets.iter().map(|b| b.seat).collect();
    seats.dedup();
    let mut payouts = Vec::new();
    for seat in seats {
        let staked: u64 = result.bets.iter().filter(|b| b.seat == seat).map(|b| b.chips).sum();
        let back = result.returned_to(seat);
        let net = back as i128 - staked as i128;
        let name = names.get(seat.index()).copied().unwrap_or("?");
        payouts.push(if net >= 0 {
            format!("{name} +{}", text::grouped(net as i64))
        } else {
            format!("{name} −{}", text::grouped((-net) as i64))
        });
    }
    let banker_net = result.banker_net();
    let banker_words = banker_name(current, result.banker);
    payouts.push(format!(
        "{banker_words} (Banker) {}{}",
        if banker_net >= 0 { "+" } else { "−" },
        text::grouped(banker_net.unsigned_abs() as i64)
    ));
    lines.push(format!("Payouts: {}.", payouts.join(", ")));
    for event in result.events.iter().skip(1) {
        lines.push(event_sentence(event, &names));
    }
    lines.push(status_line(&next));
    // The picture shows the round just settled: its bets under the dice that
    // settled them. The JSON view stays the table as it is now.
    let settled = table(current).expect("checked").settled_view(result.roll);
    let png = parlor_render::crown_anchor::picture(&settled, &self::names(current));
    let seat_names = current.seat_names();
    let diagram = Lazy::new(move || {
        let names: Vec<&str> = seat_names.iter().map(String::as_str).collect();
        parlor_render::crown_anchor::diagram(&settled, &names)
    });
    let reply = next
        .board_reply_drawn(lines.join("\n"), png, diagram)
        .with_buttons(buttons(&next));
    Ok((next, reply))
}
