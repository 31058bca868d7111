//! Crown and Anchor tables: joining and leaving, bets, withdrawals and `/roll`
//! (the round's settlement is `round`'s), with every chip moving through the
//! ledger in the same transaction as the table's state.
//!
//! Escrow: a bet moves the stake from the bettor's wallet to the session's escrow
//! account, and the Banker's cover (the worst roll's payout for all bets on the
//! table) moves from the Banker's account to escrow as it grows. The roll pays the
//! winners from escrow and hands the rest to the Banker, leaving escrow at zero. A
//! crash between bet and roll leaves the round open with its bets in escrow; a
//! table that closes refunds them.

use super::api::{Refusal, Reply};
use super::bank::Bank;
use super::base::{lock, Ctx};
use super::owed;
use super::round::settle_round;
use super::session::Session;
use super::status::{banker_account, buttons, chip_size, event_sentence, status_line, text_names, BANKER_SILENCE};
use super::text::{self, sentence};
use super::wallets::{self, duration, on_design, Whom};
use crate::i18n::tr;
use crate::store::{Account, Posting, Reason};
use parlor_games::crown_anchor::{Banker, BetPlaced, CrownAndAnchor, Design, RuleError};
use parlor_games::i18n::{Arg, Locale, Localize, Msg};
use parlor_games::msg;
use parlor_games::Seat;

/// The engine of a session already checked to be a running table ([`Ctx::crown`]).
fn table_mut(session: &mut Session) -> &mut CrownAndAnchor {
    session.table_mut().expect("checked to be a Crown and Anchor table")
}

/// What a bet reads from the ledger before it is placed ([`Ctx::funds`]).
struct Funds {
    /// The bettor's starting grant, when this bet is the first thing to write it.
    welcome: Option<Posting>,
    /// The bettor's wallet, counting that grant.
    wallet: i64,
    /// What the Banker's account holds (a member's wallet counting their grant).
    banker_wallet: i64,
    /// The account that banks the table.
    banker_account: Account,
    /// (room, owed) for the bettor and for the Banker, as [`Ctx::past_cap`]
    /// takes them.
    bettor_room: (i64, i64),
    banker_room: (i64, i64),
}

/// Places the bet on the table in `next`, with the bettor's wallet and the
/// Banker's account (plus the cover already in escrow) behind it; the refusal
/// line if the engine refuses it (for the member: in their language, `member`).
fn place(
    next: &mut Session,
    seat: Seat,
    design: Design,
    amount: u64,
    funds: &Funds,
    banker: Banker,
    member: Locale,
) -> Result<BetPlaced, Msg> {
    let t = table_mut(next);
    let cover = (funds.banker_wallet.max(0) as u64).saturating_add(t.cover());
    t.place_bet(seat, design, amount, funds.wallet.max(0) as u64, cover)
        .map_err(|e| {
            let line = Msg::raw(sentence(&tr(member, &e.msg())));
            if banker == Banker::House && matches!(e, RuleError::CannotCover { .. }) {
                Msg::sentences([line, msg!("chips-crown-house-fund")])
            } else {
                line
            }
        })
}

impl Ctx<'_> {
    /// The Crown and Anchor table in this channel, or why not.
    fn crown(&self) -> Result<&Session, Refusal> {
        match self.slot.as_ref() {
            Some(s) if s.table().is_some() => Ok(s),
            Some(s) if s.is_challenge() && s.kind == parlor_games::GameKind::CrownAndAnchor => {
                Err(Refusal::says(msg!("chips-crown-not-open")))
            }
            Some(s) => Err(Refusal::says(msg!("chips-crown-other-game", game = s.kind.title_msg()))),
            None => Err(Refusal::says(msg!("chips-crown-none"))),
        }
    }

    fn guild(&self, session: &Session) -> Result<String, Refusal> {
        session
            .record
            .server
            .clone()
            .ok_or_else(|| Refusal::says(msg!("chips-crown-server-only")))
    }

    /// The table's chips for this command: its round, this member.
    fn bank<'g>(&self, session: &Session, guild: &'g str) -> Bank<'g> {
        Bank::new(guild, session.record.id)
            .in_round(session.table().map(|t| t.round()))
            .by(Some(self.caller.actor.id))
    }

    /// Reads balances with the store held briefly. The commit re-checks them.
    fn read<T>(
        &self,
        f: impl FnOnce(&mut dyn crate::store::Store) -> Result<T, crate::store::StoreError>,
    ) -> Result<T, Refusal> {
        let mut store = lock(&self.table.store);
        f(&mut **store).map_err(|e| {
            tracing::error!("cannot read the chip ledger: {e:#}");
            Refusal::says(text::STORE_FAILED)
        })
    }

    /// Seats the actor at a running table (Join, /join, or a first bet).
    fn sit(&self, next: &mut Session) -> Result<(Seat, Vec<Msg>), Refusal> {
        if let Some(seat) = next.seat_of(self.caller.actor.id) {
            let t = table_mut(next);
            if t.is_present(seat) {
                return Ok((seat, Vec::new()));
            }
            return Err(Refusal::says(msg!("chips-crown-left")));
        }
        let seat = table_mut(next).try_join()?;
        debug_assert_eq!(seat.index(), next.record.seats.len());
        next.record.seats.push(self.actor());
        Ok((
            seat,
            vec![msg!("chips-crown-joined", name = self.caller.actor.name.to_string())],
        ))
    }

    /// `/join` or Join at a running table.
    pub(super) fn crown_join(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        if current
            .seat_of(self.caller.actor.id)
            .is_some_and(|s| current.table().is_some_and(|t| t.is_present(s)))
        {
            return Err(Refusal::says(msg!("chips-crown-already")));
        }
        let guild = self.guild(current)?;
        let mut next = current.clone();
        let (_, lines) = self.sit(&mut next)?;
        let bank = self.bank(&next, &guild);
        let welcome = self.read(|s| bank.welcome(s, &self.settings.chips, self.caller.actor.id))?;
        let postings: Vec<Posting> = welcome.into_iter().collect();
        self.commit(&mut next, self.change().postings(postings))?;
        let text = Msg::sentences([Msg::sentences(lines), status_line(&next)]);
        let buttons = buttons(&next, self.readers.room);
        self.keep(next);
        Ok(vec![self.say(text).with_buttons(buttons)])
    }

    /// `/leave` or Leave at a running table.
    pub(super) fn crown_leave(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        let Some(seat) = current
            .seat_of(self.caller.actor.id)
            .filter(|&s| current.table().is_some_and(|t| t.is_present(s)))
        else {
            return Err(Refusal::says(msg!("chips-crown-not-at")));
        };
        let mut next = current.clone();
        let events = table_mut(&mut next).leave(seat)?;
        self.commit(&mut next, self.change())?;
        let names = text_names(&next);
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let room = self.readers.room;
        let mut lines: Vec<String> = events.iter().map(|e| event_sentence(e, &names, room)).collect();
        lines.push(self.room(status_line(&next)));
        let buttons = buttons(&next, room);
        self.keep(next);
        Ok(vec![
            Reply::to(super::api::Audience::Channel, lines.join("\n")).with_buttons(buttons)
        ])
    }

    /// A chip-size button: the amount the member's design buttons bet.
    pub(super) fn crown_chip_size(&mut self, size: &str) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        let Ok(size) = size.parse::<u64>() else {
            return Err(Refusal::says(msg!("chips-crown-bad-button")));
        };
        let mut next = current.clone();
        next.record.chip_sizes.insert(self.caller.actor.id, size);
        self.commit(&mut next, self.change())?;
        self.keep(next);
        Ok(vec![
            self.tell(msg!("chips-crown-chip-size", amount = Msg::chips(size as i64)))
        ])
    }

    /// A design button: bet the member's chip size on it.
    pub(super) fn crown_bet_button(&mut self, design: &str) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        let Some(t) = current.table() else {
            return Ok(Vec::new());
        };
        let size = chip_size(current, t, self.caller.actor.id);
        self.bet(design.to_string(), size.to_string())
    }

    /// `/bet design:<design> chips:<n>`: seats a newcomer, reads the wallets,
    /// places the bet, moves the stake (and the cover it adds) into escrow, and
    /// says so.
    pub(super) fn bet(&mut self, design: String, amount: String) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        let design = Design::parse(&design)?;
        let amount = wallets::parse_amount(&amount).map_err(Refusal::says)? as u64;
        let guild = self.guild(current)?;
        let mut next = current.clone();
        let (seat, mut lines) = self.sit(&mut next)?;
        let bank = self.bank(&next, &guild);
        let banker = table_mut(&mut next).banker();
        let funds = self.funds(&next, &bank, &guild, banker)?;
        let placed =
            place(&mut next, seat, design, amount, &funds, banker, self.readers.member).map_err(Refusal::says)?;
        if let Some(refusal) = self.past_cap(&next, banker, amount, funds.bettor_room, funds.banker_room) {
            return Err(Refusal::says(refusal));
        }
        let mut postings: Vec<Posting> = funds.welcome.into_iter().collect();
        postings.extend(self.bet_postings(&bank, &funds.banker_account, design, amount, &placed));
        let first = next.record.first_bet_at.is_none();
        next.record.first_bet_at.get_or_insert(self.now);
        self.commit(&mut next, self.change().postings(postings))?;
        lines.extend(self.bet_lines(&next, design, amount, &placed, first));
        self.keep(next);
        Ok(vec![self.say(Msg::sentences(lines)).keeping_controls()])
    }

    /// What a bet at `next` reads from the ledger: the bettor's wallet (with the
    /// starting grant the bet will write, if any), the Banker's, and the room
    /// each has, with what the open tables and games may pay them (the store is
    /// held, then the amounts).
    fn funds(&self, next: &Session, bank: &Bank<'_>, guild: &str, banker: Banker) -> Result<Funds, Refusal> {
        let member = self.caller.actor.id;
        let banker_account = banker_account(next, banker);
        let settings = &self.settings.chips;
        self.read(|s| {
            let (wallet, welcome) = bank.wallet_and_welcome(s, settings, member)?;
            let banker_wallet = match &banker_account {
                Account::Member(id) => bank.wallet(s, settings, *id)?,
                other => bank.balance(s, other)?,
            };
            let owed = lock(&self.table.owed);
            let mine = Account::Member(member);
            let bettor_room = (owed::room(&owed, guild, &mine, wallet), owed.to(guild, &mine));
            let banker_room = (
                owed::room(&owed, guild, &banker_account, banker_wallet),
                owed.to(guild, &banker_account),
            );
            Ok(Funds {
                welcome,
                wallet,
                banker_wallet,
                banker_account,
                bettor_room,
                banker_room,
            })
        })
    }

    /// The bet's postings: the stake from the bettor's wallet into escrow, and
    /// the cover it adds from the Banker's account.
    fn bet_postings(
        &self,
        bank: &Bank<'_>,
        banker_account: &Account,
        design: Design,
        amount: u64,
        placed: &BetPlaced,
    ) -> Vec<Posting> {
        let mut postings = vec![bank.escrow(
            Reason::Bet,
            Account::Member(self.caller.actor.id),
            amount as i64,
            format!("bet on the {}", design.name()),
        )];
        if placed.cover_after > placed.cover_before {
            postings.push(bank.escrow(
                Reason::Cover,
                banker_account.clone(),
                (placed.cover_after - placed.cover_before) as i64,
                "put up to cover the bets on the table",
            ));
        }
        postings
    }

    /// "bob bets 10 chips on the heart (25 chips on the heart in all). On the
    /// table: 40 chips.", and when it is the round's first bet at a table with a
    /// timer, when the dice roll.
    fn bet_lines(&self, next: &Session, design: Design, amount: u64, placed: &BetPlaced, first: bool) -> Vec<Msg> {
        let t = next.table().expect("still a table");
        let line = if placed.total_on_design > amount {
            msg!(
                "chips-crown-bet-more",
                total = Msg::chips(placed.total_on_design as i64)
            )
        } else {
            msg!("chips-crown-bet")
        };
        let mut lines = vec![line
            .with("name", self.caller.actor.name.to_string())
            .with("amount", Msg::chips(amount as i64))
            .with("on", on_design(design))
            .with("stakes", Msg::chips(t.stakes() as i64))];
        if first {
            if let Some(s) = t.options().timer {
                lines.push(msg!("chips-crown-timer", seconds = s));
            }
        }
        lines
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
    ) -> Option<Msg> {
        let o = next.table().expect("a table").options();
        let fitting = |most: u64| if most < o.min { 0 } else { most.min(o.max) };
        let at_most = |most: u64, none: &'static str| match most {
            0 => Msg::new(none),
            n => msg!("chips-at-most-bet", n = Arg::Grouped(n as i64)),
        };
        if amount.saturating_mul(3) > bettor_room as u64 {
            let most = fitting(bettor_room as u64 / 3);
            let cap = wallets::past_cap(
                msg!("chips-cap-what-triple"),
                Whom::You,
                &Account::Member(self.caller.actor.id),
                bettor_owed,
            );
            return Some(msg!(
                "chips-cap-instead",
                cap = cap,
                instead = at_most(most, "chips-no-more-you")
            ));
        }
        if amount > banker_room as u64 {
            let most = fitting(banker_room as u64);
            let whom = match banker {
                Banker::House => Whom::House,
                Banker::Seat(seat) => Whom::Banker(&next.player(seat).name),
            };
            let account = banker_account(next, banker);
            let cap = wallets::past_cap(msg!("chips-cap-what-every-bet-loses"), whom, &account, banker_owed);
            return Some(msg!(
                "chips-cap-instead",
                cap = cap,
                instead = at_most(most, "chips-no-more-table")
            ));
        }
        None
    }

    /// `/withdraw [design]`.
    pub(super) fn withdraw(&mut self, design: Option<String>) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        let design = design.as_deref().map(Design::parse).transpose()?;
        let Some(seat) = current.seat_of(self.caller.actor.id) else {
            return Err(Refusal::says(msg!("chips-crown-no-bets")));
        };
        let guild = self.guild(current)?;
        let mut next = current.clone();
        let banker = table_mut(&mut next).banker();
        let done = table_mut(&mut next).withdraw(seat, design)?;
        let bank = self.bank(&next, &guild);
        let back = bank.settle(
            Reason::Withdraw,
            Account::Member(self.caller.actor.id),
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
        if next.table().is_some_and(|t| t.bets().is_empty()) {
            next.record.first_bet_at = None;
        }
        self.commit(&mut next, self.change().postings(postings))?;
        let text = msg!(
            "chips-crown-withdrew",
            name = self.caller.actor.name.to_string(),
            amount = Msg::chips(done.returned as i64)
        );
        self.keep(next);
        Ok(vec![self.say(text).keeping_controls()])
    }

    /// `/roll` or Roll: the Banker throws (any player after the Banker's silence,
    /// or at a house table).
    pub(super) fn crown_roll(&mut self) -> Result<Vec<Reply>, Refusal> {
        let current = self.crown()?;
        let Some(t) = current.table() else {
            return Err(Refusal::says(msg!("chips-crown-none")));
        };
        let Some(seat) = current.seat_of(self.caller.actor.id).filter(|&s| t.is_present(s)) else {
            return Err(Refusal::says(msg!("chips-crown-players-roll")));
        };
        t.can_roll()?;
        if let Banker::Seat(banker) = t.banker() {
            let silent_since = current.record.first_bet_at.unwrap_or(self.now);
            let may_since = silent_since.saturating_add(BANKER_SILENCE);
            if banker != seat && self.now < may_since {
                return Err(Refusal::says(msg!(
                    "chips-crown-banker-rolls",
                    banker = current.player(banker).name.to_string(),
                    wait = duration(may_since - self.now)
                )));
            }
        }
        let who = self.caller.actor.name.to_string();
        let (next, reply) = settle_round(&self.at, current, Some(seat), &who, self.interaction())?;
        self.keep(next);
        Ok(vec![reply])
    }
}
