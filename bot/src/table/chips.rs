//! `/chips`: wallets in the server's chip ledger. Balances, the daily grant, gifts,
//! the leaderboard, history, and the admins' grant, take and house funding.
//!
//! A `/chips` command holds the store for its whole run (read balances, decide,
//! write), so two commands can never spend the same chips; the store also refuses
//! any change that would leave an account below zero. Wallets are read and
//! postings made through the server's [`Bank`].

use super::api::{ChipsCommand, MemberRef, Name, Reply, Request};
use super::api::{Millis, Refusal};
use super::bank::Bank;
use super::base::{lock, millis, Table};
use super::owed::{self, Owed};
use super::text::{self, chips, grouped};
use super::wallets::{key_postings, parse_amount, past_cap, store_refusal, ChipSettings};
use crate::store::{Account, Change, Posting, Reason, Store, StoreError};

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
    settings: &'a ChipSettings,
    /// What the live sessions may still pay each account (held with the store).
    owed: &'a Owed,
    request: &'a Request,
    guild: &'a str,
    now: Millis,
}

impl Table {
    /// Runs a `/chips` command: no channel lock, but the store for the whole command.
    pub(super) fn chips(&self, request: &Request, command: &ChipsCommand, now: Millis) -> Vec<Reply> {
        let Some(guild) = request.server.as_deref() else {
            return vec![Reply::refuse(
                "Chips belong to a server; use /chips in one of its channels.",
            )];
        };
        let settings = self.settings();
        let mut store = lock(&self.store);
        let store: &mut dyn Store = &mut **store;
        let owed = lock(&self.owed);
        if let Some(id) = &request.interaction {
            match store.interaction_seen(id) {
                Ok(true) => return vec![Reply::ephemeral("That was already done.")],
                Ok(false) => {}
                Err(e) => {
                    tracing::error!(interaction = %id, "cannot check interaction: {e:#}");
                    return vec![Reply::refuse(text::STORE_FAILED)];
                }
            }
        }
        let ctx = ChipsCtx {
            settings: &settings.chips,
            owed: &owed,
            request,
            guild,
            now,
        };
        match ctx.run(store, command) {
            Ok(reply) => vec![reply],
            Err(refusal) => vec![refusal.into()],
        }
    }
}

fn internal(e: StoreError) -> Refusal {
    tracing::error!("chip ledger: {e:#}");
    Refusal::says(text::STORE_FAILED)
}

impl ChipsCtx<'_> {
    fn run(&self, store: &mut dyn Store, command: &ChipsCommand) -> Result<Reply, Refusal> {
        let admin_only = |what: &str| -> Result<(), Refusal> {
            if self.request.actor.manage_server {
                Ok(())
            } else {
                Err(Refusal::says(format!("Only members with Manage Server can {what}.")))
            }
        };
        match command {
            ChipsCommand::Balance { member } => self.balance(store, member.as_ref()),
            ChipsCommand::Daily => self.daily(store),
            ChipsCommand::Give { member, amount } => self.give(store, member, amount),
            ChipsCommand::Leaderboard => self.leaderboard(store),
            ChipsCommand::History => self.history(store),
            ChipsCommand::Grant { member, amount } => {
                admin_only("grant chips")?;
                self.grant(store, member, amount)
            }
            ChipsCommand::Take { member, amount } => {
                admin_only("take chips")?;
                self.take(store, member, amount)
            }
            ChipsCommand::HouseFund { amount } => {
                admin_only("fund the house")?;
                self.house_fund(store, amount)
            }
            ChipsCommand::HouseBalance => {
                admin_only("see the house balance")?;
                let house = self.bank().balance(store, &Account::House).map_err(internal)?;
                Ok(Reply::ephemeral(format!("The house holds {}.", chips(house))))
            }
        }
    }

    fn actor(&self) -> u64 {
        self.request.actor.id
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
            self.request.interaction.as_deref(),
            &format!("chips:{}", self.actor()),
        );
        let limits = owed::limits(self.owed, None, &all);
        let change = Change {
            session: None,
            interaction: self.request.interaction.as_deref(),
            at: self.now,
            postings: all,
            names,
            limits,
            ..Change::default()
        };
        store.commit(&change).map_err(|e| {
            let refusal = store_refusal(e);
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
            name: self.request.actor.name.clone(),
        }
    }

    fn balance(&self, store: &mut dyn Store, member: Option<&MemberRef>) -> Result<Reply, Refusal> {
        match member.filter(|m| m.id != self.actor()) {
            Some(m) if m.is_bot => Err(Refusal::says(format!("{} is a bot; bots hold no chips.", m.name))),
            Some(m) => {
                let (n, welcome) = self
                    .bank()
                    .wallet_and_welcome(store, self.settings, m.id)
                    .map_err(internal)?;
                let fresh = welcome.is_some();
                let note = if fresh {
                    " (the starting grant, not collected yet)"
                } else {
                    ""
                };
                Ok(Reply::ephemeral(format!("{} has {}{note}.", m.name, chips(n))))
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
                let note = if fresh {
                    format!(" Welcome: every member starts with {}.", chips(self.settings.starting))
                } else {
                    String::new()
                };
                Ok(Reply::ephemeral(format!("You have {}.{note}", chips(n))))
            }
        }
    }

    fn daily(&self, store: &mut dyn Store) -> Result<Reply, Refusal> {
        if self.settings.daily <= 0 {
            return Err(Refusal::says("This server gives no daily chips."));
        }
        let me = Account::Member(self.actor());
        let every = millis(self.settings.daily_every);
        let last = store.last_received(self.guild, &me, Reason::Daily).map_err(internal)?;
        if let Some(last) = last {
            let due = last.saturating_add(every);
            if self.now < due {
                return Err(Refusal::says(format!(
                    "You already collected your daily chips; the next is due in {} ({}).",
                    super::text::member(super::session::human_duration(due - self.now)),
                    utc(due)
                )));
            }
        }
        let bank = self.bank();
        let have = bank.wallet(store, self.settings, self.actor()).map_err(internal)?;
        let (room, owed) = self.room(&me, have);
        if self.settings.daily > room {
            let what = format!("Your daily {}", chips(self.settings.daily));
            return Err(Refusal::says(format!(
                "{}; nothing was collected.",
                past_cap(&what, "you", "you", &me, owed)
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
        Ok(Reply::ephemeral(format!(
            "You collected {}; you now have {}. The next daily is due in {}.",
            chips(self.settings.daily),
            chips(n),
            super::text::member(super::session::human_duration(every))
        )))
    }

    fn give(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.id == self.actor() {
            return Err(Refusal::says("You can't give chips to yourself."));
        }
        if member.is_bot {
            return Err(Refusal::says(format!("{} is a bot; bots hold no chips.", member.name)));
        }
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        if !bank
            .can_spend(store, self.settings, self.actor(), amount)
            .map_err(internal)?
        {
            let have = bank.wallet(store, self.settings, self.actor()).map_err(internal)?;
            return Err(Refusal::says(format!(
                "You have {}; you can't give {}.",
                chips(have),
                grouped(amount)
            )));
        }
        let theirs = bank.wallet(store, self.settings, member.id).map_err(internal)?;
        let account = Account::Member(member.id);
        let (room, owed) = self.room(&account, theirs);
        if amount > room {
            return Err(Refusal::says(format!(
                "{}; {}.",
                past_cap("That", &member.name.to_string(), "them", &account, owed),
                at_most("give", room)
            )));
        }
        let p = bank.transfer(
            Reason::Give,
            Account::Member(self.actor()),
            Account::Member(member.id),
            amount,
            format!("{} gave {}", self.request.actor.name, member.name),
        );
        let them = MemberRefLike {
            id: member.id,
            name: member.name.clone(),
        };
        self.commit(store, &[&self.me(), &them], vec![p])?;
        Ok(Reply::channel(format!(
            "{} gave {} {}.",
            self.request.actor.name,
            member.name,
            chips(amount)
        )))
    }

    fn leaderboard(&self, store: &mut dyn Store) -> Result<Reply, Refusal> {
        let top = store.leaderboard(self.guild, LEADERBOARD_LINES).map_err(internal)?;
        if top.is_empty() {
            return Ok(Reply::channel(
                "Nobody here holds chips yet; /chips daily or a game of Crown and Anchor starts you off.",
            ));
        }
        let mut lines = vec!["Most chips in this server:".to_string()];
        for (i, s) in top.iter().enumerate() {
            let name = if s.name.is_empty() {
                format!("member {}", s.member)
            } else {
                Name::new(s.name.as_str()).to_string()
            };
            lines.push(format!("{}. {name} — {}", i + 1, chips(s.balance)));
        }
        Ok(Reply::channel(lines.join("\n")))
    }

    fn history(&self, store: &mut dyn Store) -> Result<Reply, Refusal> {
        let me = Account::Member(self.actor());
        let rows = store.journal(self.guild, &me, HISTORY_LINES).map_err(internal)?;
        if rows.is_empty() {
            return Ok(Reply::ephemeral(format!(
                "You have no chip history yet; you start with {} the first time you play or use /chips.",
                chips(self.settings.starting)
            )));
        }
        let balance = self.bank().balance(store, &me).map_err(internal)?;
        let mut lines = vec![format!("Your latest chip entries (balance {}):", chips(balance))];
        for r in rows {
            let sign = if r.amount > 0 { "+" } else { "-" };
            let what = if r.note.is_empty() {
                r.reason.as_str().replace('_', " ")
            } else {
                r.note.clone()
            };
            let game = match (r.session, r.round) {
                (Some(s), Some(round)) => format!(" (game #{s}, round {round})"),
                (Some(s), None) => format!(" (game #{s})"),
                _ => String::new(),
            };
            lines.push(format!(
                "{}: {sign}{} — {what}{game}",
                utc(r.at),
                grouped(r.amount.abs())
            ));
        }
        Ok(Reply::ephemeral(lines.join("\n")))
    }

    fn grant(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.is_bot {
            return Err(Refusal::says(format!("{} is a bot; bots hold no chips.", member.name)));
        }
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        let theirs = bank.wallet(store, self.settings, member.id).map_err(internal)?;
        let account = Account::Member(member.id);
        let (room, owed) = self.room(&account, theirs);
        if amount > room {
            return Err(Refusal::says(format!(
                "{}; {}.",
                past_cap("That", &member.name.to_string(), "them", &account, owed),
                at_most("grant", room)
            )));
        }
        let p = bank.transfer(
            Reason::Grant,
            Account::Mint,
            Account::Member(member.id),
            amount,
            format!("granted by {}", self.request.actor.name),
        );
        let them = MemberRefLike {
            id: member.id,
            name: member.name.clone(),
        };
        self.commit(store, &[&them], vec![p])?;
        Ok(Reply::channel(format!(
            "{} (Manage Server) granted {} {}; they now have {}.",
            self.request.actor.name,
            member.name,
            chips(amount),
            chips(theirs + amount)
        )))
    }

    fn take(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.is_bot {
            return Err(Refusal::says(format!("{} is a bot; bots hold no chips.", member.name)));
        }
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        let theirs = bank.wallet(store, self.settings, member.id).map_err(internal)?;
        if amount > theirs {
            return Err(Refusal::says(format!(
                "{} has {}; you can't take {}.",
                member.name,
                chips(theirs),
                grouped(amount)
            )));
        }
        let p = bank.transfer(
            Reason::Take,
            Account::Member(member.id),
            Account::Mint,
            amount,
            format!("taken by {}", self.request.actor.name),
        );
        let them = MemberRefLike {
            id: member.id,
            name: member.name.clone(),
        };
        self.commit(store, &[&them], vec![p])?;
        Ok(Reply::channel(format!(
            "{} (Manage Server) took {} from {}; they now have {}.",
            self.request.actor.name,
            chips(amount),
            member.name,
            chips(theirs - amount)
        )))
    }

    fn house_fund(&self, store: &mut dyn Store, amount: &str) -> Result<Reply, Refusal> {
        let amount = parse_amount(amount).map_err(Refusal::says)?;
        let bank = self.bank();
        let house = bank.balance(store, &Account::House).map_err(internal)?;
        let (room, owed) = self.room(&Account::House, house);
        if amount > room {
            return Err(Refusal::says(format!(
                "{}; {}.",
                past_cap("That", "the house", "it", &Account::House, owed),
                at_most("fund it with", room)
            )));
        }
        let p = bank.transfer(
            Reason::HouseFund,
            Account::Mint,
            Account::House,
            amount,
            format!("house funded by {}", self.request.actor.name),
        );
        self.commit(store, &[], vec![p])?;
        Ok(Reply::channel(format!(
            "{} (Manage Server) put {} in the house; it now holds {}.",
            self.request.actor.name,
            chips(amount),
            chips(house + amount)
        )))
    }
}

/// "give at most 12", or "they can't take any more" when nothing fits.
fn at_most(verb: &str, room: i64) -> String {
    if room > 0 {
        format!("{verb} at most {}", grouped(room))
    } else {
        "nothing more fits".to_string()
    }
}

/// A member named in a chips change, for the starting grant and the names table.
pub(crate) struct MemberRefLike {
    pub id: u64,
    pub name: Name,
}

#[cfg(test)]
mod tests {
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
            let e = parse_amount(typed).unwrap_err();
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
