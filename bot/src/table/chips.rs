//! `/chips`: wallets in the server's chip ledger. Balances, the daily grant, gifts,
//! the leaderboard, history, and the admins' grant, take and house funding.
//!
//! A `/chips` command holds the store for its whole run (read balances, decide,
//! write), so two commands can never spend the same chips; the store also refuses
//! any change that would leave an account below zero. Wallets are read and
//! postings made through the server's [`Bank`].

use super::api::{Caller, MemberRef, Name, Reply};
use super::api::{Millis, Refusal};
use super::bank::Bank;
use super::base::{lock, millis, Ctx, Scope};
use super::owed::{self, Owed};
use super::text;
use super::wallets::{duration, key_postings, on_design, parse_amount, past_cap, store_refusal, ChipSettings, Whom};
use crate::store::{Account, Change, JournalRow, Posting, Reason, Store, StoreError};
use parlor_games::i18n::{Arg, Msg};
use parlor_games::msg;

/// How many lines `/chips history` shows.
const HISTORY_LINES: u32 = 10;
/// How many members `/chips leaderboard` shows.
const LEADERBOARD_LINES: u32 = 10;

/// "2026-01-01 09:30 UTC" from epoch milliseconds.
pub(crate) fn utc(at: Millis) -> String {
    let secs = at.div_euclid(1000);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's civil-from-days.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rem / 3600,
        rem % 3600 / 60
    )
}

struct ChipsCtx<'a> {
    /// The request's scope: its readers, for the replies.
    scope: &'a Scope<'a>,
    settings: &'a ChipSettings,
    /// What the live sessions may still pay each account (held with the store).
    owed: &'a Owed,
    caller: &'a Caller,
    guild: &'a str,
    now: Millis,
}

impl Ctx<'_> {
    /// Runs a `/chips` command with `run`: no channel lock, but the store for
    /// the whole command. `admin` names what only members with Manage Server
    /// may do (`grant`, `take`, `fund`, `house`).
    fn with_chips(
        &self,
        admin: Option<&str>,
        run: impl FnOnce(&ChipsCtx<'_>, &mut dyn Store) -> Result<Reply, Refusal>,
    ) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = self.caller.server.as_deref() else {
            return Err(Refusal::says(msg!("chips-server-only")));
        };
        let mut store = lock(&self.table.store);
        let store: &mut dyn Store = &mut **store;
        let owed = lock(&self.table.owed);
        if let Some(id) = self.interaction() {
            match store.interaction_seen(id) {
                Ok(true) => return Ok(vec![self.tell(msg!("chips-already-done"))]),
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(interaction = %id, "cannot check interaction: {e:#}");
                    return Err(Refusal::says(text::STORE_FAILED));
                }
            }
        }
        if let Some(what) = admin.filter(|_| !self.caller.actor.manage_server) {
            return Err(Refusal::says(msg!("chips-admin-only", what = what)));
        }
        let ctx = ChipsCtx {
            scope: &self.at,
            settings: &self.settings.chips,
            owed: &owed,
            caller: self.caller,
            guild,
            now: self.now,
        };
        run(&ctx, store).map(|reply| vec![reply])
    }

    /// `/chips balance [member]`.
    pub(super) fn chips_balance(&mut self, member: Option<MemberRef>) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(None, |c, store| c.balance(store, member.as_ref()))
    }

    /// `/chips daily`.
    pub(super) fn chips_daily(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(None, |c, store| c.daily(store))
    }

    /// `/chips give member amount`.
    pub(super) fn chips_give(&mut self, member: MemberRef, amount: String) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(None, |c, store| c.give(store, &member, &amount))
    }

    /// `/chips leaderboard`.
    pub(super) fn chips_leaderboard(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(None, |c, store| c.leaderboard(store))
    }

    /// `/chips history`.
    pub(super) fn chips_history(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(None, |c, store| c.history(store))
    }

    /// `/chips grant member amount` (Manage Server).
    pub(super) fn chips_grant(&mut self, member: MemberRef, amount: String) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(Some("grant"), |c, store| c.grant(store, &member, &amount))
    }

    /// `/chips take member amount` (Manage Server).
    pub(super) fn chips_take(&mut self, member: MemberRef, amount: String) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(Some("take"), |c, store| c.take(store, &member, &amount))
    }

    /// `/chips house fund amount` (Manage Server).
    pub(super) fn chips_house_fund(&mut self, amount: String) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(Some("fund"), |c, store| c.house_fund(store, &amount))
    }

    /// `/chips house balance` (Manage Server).
    pub(super) fn chips_house_balance(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.with_chips(Some("house"), |c, store| {
            let house = c.bank().balance(store, &Account::House).map_err(internal)?;
            Ok(c.scope.tell(msg!("chips-house-holds", amount = Msg::chips(house))))
        })
    }
}

fn internal(e: StoreError) -> Refusal {
    tracing::error!("chip ledger: {e:#}");
    Refusal::says(text::STORE_FAILED)
}

impl ChipsCtx<'_> {
    fn actor(&self) -> u64 {
        self.caller.actor.id
    }

    /// The server's chips, moved by this member's command.
    fn bank(&self) -> Bank<'_> {
        Bank::server(self.guild).by(Some(self.actor()))
    }

    /// Writes the postings (made by [`ChipsCtx::bank`], with the starting grants
    /// they need first) in one transaction with the interaction id.
    fn commit(
        &self,
        store: &mut dyn Store,
        members: &[&MemberRefLike],
        mut postings: Vec<Posting>,
    ) -> Result<(), Refusal> {
        let mut all = Vec::new();
        let mut names = Vec::new();
        for m in members {
            if let Some(w) = self.bank().welcome(store, self.settings, m.id).map_err(internal)? {
                all.push(w);
            }
            names.push((self.guild.to_string(), m.id, m.name.as_str().to_string()));
        }
        all.append(&mut postings);
        key_postings(
            &mut all,
            self.caller.interaction.as_deref(),
            &format!("chips:{}", self.actor()),
        );
        let limits = owed::limits(self.owed, None, &all);
        let change = Change {
            session: None,
            interaction: self.caller.interaction.as_deref(),
            at: self.now,
            postings: all,
            names,
            limits,
            ..Change::default()
        };
        store.commit(&change).map_err(|e| {
            let refusal = store_refusal(e, self.scope.readers.member);
            if refusal.is_store_failure() {
                tracing::error!("cannot store a chips change: {refusal:?}");
            }
            refusal
        })
    }

    /// What `account` may still take in (see [`owed::room`]), its balance being
    /// `balance`, and what the open tables and games may pay it.
    fn room(&self, account: &Account, balance: i64) -> (i64, i64) {
        (
            owed::room(self.owed, self.guild, account, balance),
            self.owed.to(self.guild, account),
        )
    }

    fn me(&self) -> MemberRefLike {
        MemberRefLike {
            id: self.actor(),
            name: self.caller.actor.name.clone(),
        }
    }

    fn balance(&self, store: &mut dyn Store, member: Option<&MemberRef>) -> Result<Reply, Refusal> {
        match member.filter(|m| m.id != self.actor()) {
            Some(m) if m.is_bot => Err(Refusal::says(msg!("chips-bot", name = m.name.to_string()))),
            Some(m) => {
                let (n, welcome) = self
                    .bank()
                    .wallet_and_welcome(store, self.settings, m.id)
                    .map_err(internal)?;
                let id = if welcome.is_some() {
                    "chips-balance-of-fresh"
                } else {
                    "chips-balance-of"
                };
                Ok(self.scope.tell(
                    Msg::new(id)
                        .with("name", m.name.to_string())
                        .with("amount", Msg::chips(n)),
                ))
            }
            None => {
                let bank = self.bank();
                let fresh = bank
                    .welcome(store, self.settings, self.actor())
                    .map_err(internal)?
                    .is_some();
                if fresh {
                    self.commit(store, &[&self.me()], Vec::new())?;
                }
                let n = bank.balance(store, &Account::Member(self.actor())).map_err(internal)?;
                Ok(self.scope.tell(if fresh {
                    msg!(
                        "chips-balance-welcome",
                        amount = Msg::chips(n),
                        starting = Msg::chips(self.settings.starting)
                    )
                } else {
                    msg!("chips-balance", amount = Msg::chips(n))
                }))
            }
        }
    }

    fn daily(&self, store: &mut dyn Store) -> Result<Reply, Refusal> {
        if self.settings.daily <= 0 {
            return Err(Refusal::says(msg!("chips-no-daily")));
        }
        let me = Account::Member(self.actor());
        let every = millis(self.settings.daily_every);
        let last = store.last_received(self.guild, &me, Reason::Daily).map_err(internal)?;
        if let Some(last) = last {
            let due = last.saturating_add(every);
            if self.now < due {
                return Err(Refusal::says(msg!(
                    "chips-daily-early",
                    wait = duration(due - self.now),
                    at = utc(due)
                )));
            }
        }
        let bank = self.bank();
        let have = bank.wallet(store, self.settings, self.actor()).map_err(internal)?;
        let (room, owed) = self.room(&me, have);
        if self.settings.daily > room {
            let what = msg!("chips-cap-what-daily", amount = Msg::chips(self.settings.daily));
            return Err(Refusal::says(msg!(
                "chips-cap-daily",
                cap = past_cap(what, Whom::You, &me, owed)
            )));
        }
        let p = bank.transfer(
            Reason::Daily,
            Account::Mint,
            me.clone(),
            self.settings.daily,
            "daily grant",
        );
        self.commit(store, &[&self.me()], vec![p])?;
        let n = bank.balance(store, &me).map_err(internal)?;
        Ok(self.scope.tell(msg!(
            "chips-daily",
            amount = Msg::chips(self.settings.daily),
            total = Msg::chips(n),
            every = duration(every)
        )))
    }

    fn give(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.id == self.actor() {
            return Err(Refusal::says(msg!("chips-give-self")));
        }
        if member.is_bot {
            return Err(Refusal::says(msg!("chips-bot", name = member.name.to_string())));
        }
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        if !bank
            .can_spend(store, self.settings, self.actor(), amount)
            .map_err(internal)?
        {
            let have = bank.wallet(store, self.settings, self.actor()).map_err(internal)?;
            return Err(Refusal::says(msg!(
                "chips-give-short",
                have = Msg::chips(have),
                amount = Arg::Grouped(amount)
            )));
        }
        let theirs = bank.wallet(store, self.settings, member.id).map_err(internal)?;
        let account = Account::Member(member.id);
        let (room, owed) = self.room(&account, theirs);
        if amount > room {
            return Err(Refusal::says(msg!(
                "chips-cap-instead",
                cap = past_cap(msg!("chips-cap-what-that"), Whom::Member(&member.name), &account, owed),
                instead = at_most("chips-at-most-give", room)
            )));
        }
        let p = bank.transfer(
            Reason::Give,
            Account::Member(self.actor()),
            Account::Member(member.id),
            amount,
            format!("{} gave {}", self.caller.actor.name, member.name),
        );
        let them = MemberRefLike {
            id: member.id,
            name: member.name.clone(),
        };
        self.commit(store, &[&self.me(), &them], vec![p])?;
        Ok(self.scope.say(msg!(
            "chips-gave",
            giver = self.caller.actor.name.to_string(),
            receiver = member.name.to_string(),
            amount = Msg::chips(amount)
        )))
    }

    fn leaderboard(&self, store: &mut dyn Store) -> Result<Reply, Refusal> {
        let top = store.leaderboard(self.guild, LEADERBOARD_LINES).map_err(internal)?;
        if top.is_empty() {
            return Ok(self.scope.say(msg!("chips-leaderboard-empty")));
        }
        let mut lines = vec![msg!("chips-leaderboard-title")];
        for (i, s) in top.iter().enumerate() {
            let name = if s.name.is_empty() {
                msg!("chips-member-id", id = s.member.to_string())
            } else {
                Msg::raw(Name::new(s.name.as_str()).to_string())
            };
            lines.push(msg!(
                "chips-leaderboard-line",
                rank = i + 1,
                name = name,
                amount = Msg::chips(s.balance)
            ));
        }
        Ok(self.scope.say(Msg::lines(lines)))
    }

    fn history(&self, store: &mut dyn Store) -> Result<Reply, Refusal> {
        let me = Account::Member(self.actor());
        let rows = store.journal(self.guild, &me, HISTORY_LINES).map_err(internal)?;
        if rows.is_empty() {
            return Ok(self.scope.tell(msg!(
                "chips-history-empty",
                starting = Msg::chips(self.settings.starting)
            )));
        }
        let balance = self.bank().balance(store, &me).map_err(internal)?;
        let mut lines = vec![msg!("chips-history-title", balance = Msg::chips(balance))];
        lines.extend(rows.iter().map(history_line));
        Ok(self.scope.tell(Msg::lines(lines)))
    }

    fn grant(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.is_bot {
            return Err(Refusal::says(msg!("chips-bot", name = member.name.to_string())));
        }
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        let theirs = bank.wallet(store, self.settings, member.id).map_err(internal)?;
        let account = Account::Member(member.id);
        let (room, owed) = self.room(&account, theirs);
        if amount > room {
            return Err(Refusal::says(msg!(
                "chips-cap-instead",
                cap = past_cap(msg!("chips-cap-what-that"), Whom::Member(&member.name), &account, owed),
                instead = at_most("chips-at-most-grant", room)
            )));
        }
        let p = bank.transfer(
            Reason::Grant,
            Account::Mint,
            Account::Member(member.id),
            amount,
            format!("granted by {}", self.caller.actor.name),
        );
        let them = MemberRefLike {
            id: member.id,
            name: member.name.clone(),
        };
        self.commit(store, &[&them], vec![p])?;
        Ok(self.scope.say(msg!(
            "chips-granted",
            admin = self.caller.actor.name.to_string(),
            member = member.name.to_string(),
            amount = Msg::chips(amount),
            total = Msg::chips(theirs + amount)
        )))
    }

    fn take(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.is_bot {
            return Err(Refusal::says(msg!("chips-bot", name = member.name.to_string())));
        }
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        let theirs = bank.wallet(store, self.settings, member.id).map_err(internal)?;
        if amount > theirs {
            return Err(Refusal::says(msg!(
                "chips-take-short",
                name = member.name.to_string(),
                have = Msg::chips(theirs),
                amount = Arg::Grouped(amount)
            )));
        }
        let p = bank.transfer(
            Reason::Take,
            Account::Member(member.id),
            Account::Mint,
            amount,
            format!("taken by {}", self.caller.actor.name),
        );
        let them = MemberRefLike {
            id: member.id,
            name: member.name.clone(),
        };
        self.commit(store, &[&them], vec![p])?;
        Ok(self.scope.say(msg!(
            "chips-took",
            admin = self.caller.actor.name.to_string(),
            amount = Msg::chips(amount),
            member = member.name.to_string(),
            total = Msg::chips(theirs - amount)
        )))
    }

    fn house_fund(&self, store: &mut dyn Store, amount: &str) -> Result<Reply, Refusal> {
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        let house = bank.balance(store, &Account::House).map_err(internal)?;
        let (room, owed) = self.room(&Account::House, house);
        if amount > room {
            return Err(Refusal::says(msg!(
                "chips-cap-instead",
                cap = past_cap(msg!("chips-cap-what-that"), Whom::House, &Account::House, owed),
                instead = at_most("chips-at-most-fund", room)
            )));
        }
        let p = bank.transfer(
            Reason::HouseFund,
            Account::Mint,
            Account::House,
            amount,
            format!("house funded by {}", self.caller.actor.name),
        );
        self.commit(store, &[], vec![p])?;
        Ok(self.scope.say(msg!(
            "chips-funded",
            admin = self.caller.actor.name.to_string(),
            amount = Msg::chips(amount),
            total = Msg::chips(house + amount)
        )))
    }
}

/// "give at most 12" (message `id`), or "nothing more fits" when nothing does.
fn at_most(id: &'static str, room: i64) -> Msg {
    if room > 0 {
        Msg::new(id).with("n", Arg::Grouped(room))
    } else {
        msg!("chips-nothing-fits")
    }
}

/// One line of `/chips history`: when, how many chips in or out, what for, and
/// the game and round it belongs to.
fn history_line(r: &JournalRow) -> Msg {
    let id = match (r.session, r.round) {
        (Some(_), Some(_)) => "chips-history-line-round",
        (Some(_), None) => "chips-history-line-game",
        _ => "chips-history-line",
    };
    let mut line = Msg::new(id)
        .with("at", utc(r.at))
        .with("sign", if r.amount > 0 { "+" } else { "-" })
        .with("amount", Arg::Grouped(r.amount.abs()))
        .with("what", note(r.reason, &r.note));
    if let Some(s) = r.session {
        line = line.with("game", s.to_string());
    }
    if let Some(round) = r.round {
        line = line.with("round", round);
    }
    line
}

/// A ledger entry's note as the reader's language says it: the notes the
/// table writes (in English, in the ledger) read back as messages, anything
/// else as written; no note, the entry's reason.
fn note(reason: Reason, note: &str) -> Msg {
    if note.is_empty() {
        return msg!("chips-reason", reason = reason.as_str());
    }
    let fixed = match note {
        "starting grant" => Some("chips-note-welcome"),
        "daily grant" => Some("chips-note-daily"),
        "put up to cover the bets on the table" => Some("chips-note-cover"),
        "cover returned: fewer bets to cover" => Some("chips-note-cover-fewer"),
        "cover returned: the table closed" => Some("chips-note-cover-closed"),
        "bets returned: the table closed" => Some("chips-note-bets-closed"),
        "bets withdrawn" => Some("chips-note-withdrawn-all"),
        "penalty: a man sent to the Dog House" => Some("chips-note-penalty"),
        _ => None,
    };
    if let Some(id) = fixed {
        return Msg::new(id);
    }
    let design = |name: &str| {
        parlor_games::crown_anchor::Design::ALL
            .into_iter()
            .find(|d| d.name() == name)
            .map(on_design)
    };
    let round = |n: &str| n.parse::<u32>().ok();
    let read = match reason {
        Reason::Give => note
            .split_once(" gave ")
            .map(|(giver, receiver)| msg!("chips-note-gave", giver = giver, receiver = receiver)),
        Reason::Grant => note
            .strip_prefix("granted by ")
            .map(|name| msg!("chips-note-granted", name = name)),
        Reason::Take => note
            .strip_prefix("taken by ")
            .map(|name| msg!("chips-note-taken", name = name)),
        Reason::HouseFund => note
            .strip_prefix("house funded by ")
            .map(|name| msg!("chips-note-funded", name = name)),
        Reason::Bet => note
            .strip_prefix("bet on the ")
            .and_then(design)
            .map(|on| msg!("chips-note-bet", on = on)),
        Reason::Withdraw => note
            .strip_prefix("bet on the ")
            .and_then(|rest| rest.strip_suffix(" withdrawn"))
            .and_then(design)
            .map(|on| msg!("chips-note-withdrawn", on = on)),
        Reason::Payout => note
            .strip_prefix("won in round ")
            .and_then(round)
            .map(|n| msg!("chips-note-won-round", round = n)),
        Reason::Bank => note
            .strip_prefix("the bank's take of round ")
            .and_then(round)
            .map(|n| msg!("chips-note-bank-take", round = n)),
        Reason::Stake => note
            .strip_prefix("stake on ")
            .and_then(game_and_id)
            .map(|(game, id)| msg!("chips-note-stake", game = game, id = id)),
        Reason::Winnings => note
            .strip_prefix("won ")
            .and_then(game_and_id)
            .map(|(game, id)| msg!("chips-note-won-game", game = game, id = id)),
        Reason::Refund => note
            .strip_prefix("stake returned: ")
            .and_then(|rest| rest.strip_suffix(" had no winner"))
            .and_then(game_and_id)
            .map(|(game, id)| msg!("chips-note-stake-returned", game = game, id = id)),
        _ => None,
    };
    read.unwrap_or_else(|| Msg::raw(note))
}

/// "Acey Ducey #12" as a game's title (in the reader's language when the
/// catalog has it) and its number.
fn game_and_id(text: &str) -> Option<(Msg, String)> {
    let (title, id) = text.rsplit_once(" #")?;
    if id.is_empty() || !id.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let kind = parlor_games::GameKind::offered().find(|k| k.title() == title);
    let title = match kind {
        Some(kind) => kind.title_msg(),
        None => Msg::raw(title),
    };
    Some((title, id.to_string()))
}

/// A member named in a chips change, for the starting grant and the names table.
pub(crate) struct MemberRefLike {
    pub id: u64,
    pub name: Name,
}

#[cfg(test)]
mod tests {
    use super::super::text::{chips, grouped};
    use super::*;

    #[test]
    fn amounts_are_whole_positive_numbers() {
        assert_eq!(parse_amount("50"), Ok(50));
        assert_eq!(parse_amount(" 1,000 "), Ok(1000));
        assert_eq!(parse_amount("+1_000"), Ok(1000));
        for (typed, says) in [
            ("0", "Zero"),
            ("-5", "not a positive"),
            ("2.5", "whole number"),
            ("ten", "not an amount"),
            ("", "Give an amount"),
            ("99999999999999999999999", "more than can exist"),
            ("9223372036854775807", "more than any wallet"),
        ] {
            let e = parse_amount(typed).unwrap_err().en();
            assert!(e.contains(says), "{typed:?}: {e}");
            assert!(!e.contains('\n') && e.len() < 200);
        }
    }

    #[test]
    fn numbers_are_grouped_by_thousands() {
        assert_eq!(chips(1), "1 chip");
        assert_eq!(chips(1_234_567), "1,234,567 chips");
        assert_eq!(grouped(-1000), "-1,000");
    }

    #[test]
    fn times_print_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(
            utc(1_767_225_600_000 + 3_600_000 * 9 + 60_000 * 30),
            "2026-01-01 09:30 UTC"
        );
    }
}
