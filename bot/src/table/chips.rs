//! `/chips`: wallets in the server's chip ledger. Balances, the daily grant, gifts,
//! the leaderboard, history, and the admins' grant, take and house funding.
//!
//! A `/chips` command holds the store for its whole run (read balances, decide,
//! write), so two commands can never spend the same chips; the store also refuses
//! any change that would leave an account below zero.

use super::api::{ChipsCommand, MemberRef, Name, Reply, Request};
use super::owed::{self, Owed};
use super::text::{self, chips, grouped};
use super::{lock, Millis, Refusal, Table};
use crate::store::{Account, Change, LedgerError, Posting, Reason, Store, MAX_BALANCE};
use std::time::Duration;

/// Chip settings (config `[chips]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChipSettings {
    /// What a new member starts with.
    pub starting: i64,
    /// What `/chips daily` grants.
    pub daily: i64,
    /// How often `/chips daily` may be collected.
    pub daily_every: Duration,
}

impl Default for ChipSettings {
    fn default() -> Self {
        ChipSettings {
            starting: 1_000,
            daily: 100,
            daily_every: Duration::from_secs(24 * 3600),
        }
    }
}

/// How many lines `/chips history` shows.
const HISTORY_LINES: u32 = 10;
/// How many members `/chips leaderboard` shows.
const LEADERBOARD_LINES: u32 = 10;

/// Reads an amount of chips as typed: a whole number of at least 1 (`1000`,
/// `1,000`, `1_000`). Anything else is one line saying what is wrong.
pub(crate) fn parse_amount(typed: &str) -> Result<i64, String> {
    let text = typed.trim();
    let shown: String = text.chars().take(24).collect();
    let shown = if text.chars().count() > 24 {
        format!("{shown}…")
    } else {
        shown
    };
    if text.is_empty() {
        return Err("Give an amount of chips, a whole number like 50.".into());
    }
    let unsigned = text.strip_prefix('+').unwrap_or(text);
    if let Some(rest) = unsigned.strip_prefix('-') {
        if rest.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '_') && !rest.is_empty() {
            return Err(format!("{shown} is not a positive amount; give at least 1 chip."));
        }
    }
    let digits: String = unsigned.chars().filter(|c| *c != ',' && *c != '_').collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        let looks_fractional = digits.chars().all(|c| c.is_ascii_digit() || c == '.') && digits.contains('.');
        return Err(if looks_fractional {
            format!("{shown} is not a whole number of chips; chips don't split.")
        } else {
            format!("\"{shown}\" is not an amount of chips; give a whole number like 50.")
        });
    }
    match digits.parse::<i64>() {
        Ok(0) => Err("Zero chips moves nothing; give at least 1 chip.".into()),
        Ok(n) if n > MAX_BALANCE => Err(format!(
            "{shown} chips is more than any wallet may hold ({}).",
            grouped(MAX_BALANCE)
        )),
        Ok(n) => Ok(n),
        Err(_) => Err(format!(
            "{shown} chips is more than can exist; a wallet holds at most {}.",
            grouped(MAX_BALANCE)
        )),
    }
}

/// A member's starting grant, written the first time the ledger touches them.
pub(crate) fn welcome_key(guild: &str, member: u64) -> String {
    format!("welcome:{guild}:{member}")
}

/// The starting-grant posting for a member who has none yet (`None` when they
/// already have it, or the grant is zero).
pub(crate) fn welcome(
    store: &mut dyn Store,
    settings: &ChipSettings,
    guild: &str,
    member: u64,
) -> anyhow::Result<Option<Posting>> {
    if settings.starting <= 0 || store.posting_exists(&welcome_key(guild, member))? {
        return Ok(None);
    }
    let mut p = Posting::transfer(
        guild,
        Reason::Welcome,
        Account::Mint,
        Account::Member(member),
        settings.starting,
    );
    p.key = welcome_key(guild, member);
    p.actor = Some(member);
    p.note = "starting grant".into();
    p.once = true;
    Ok(Some(p))
}

/// A member's wallet, counting a starting grant not yet written.
pub(crate) fn wallet(store: &mut dyn Store, settings: &ChipSettings, guild: &str, member: u64) -> anyhow::Result<i64> {
    let pending = welcome(store, settings, guild, member)?.map_or(0, |p| p.entries[1].1);
    Ok(store.balance(guild, &Account::Member(member))? + pending)
}

/// Gives every posting without a key one: from the interaction when there is one
/// (so the same interaction can never post twice), else a fresh random key.
pub(crate) fn key_postings(postings: &mut [Posting], interaction: Option<&str>, fallback: &str) {
    if postings.iter().all(|p| !p.key.is_empty()) {
        // Nothing to key (a move moves no chips): no nonce, no system call.
        return;
    }
    let nonce = getrandom::u64().unwrap_or_default();
    for (i, p) in postings.iter_mut().enumerate().filter(|(_, p)| p.key.is_empty()) {
        p.key = match interaction {
            Some(id) => format!("{id}#{i}"),
            None => format!("{fallback}#{nonce:016x}#{i}"),
        };
    }
}

/// A store error as the member sees it: a ledger refusal says whose chips fell
/// short; anything else is the generic storage failure.
pub(crate) fn store_refusal(e: &anyhow::Error) -> Refusal {
    match e.downcast_ref::<LedgerError>() {
        Some(LedgerError::Insufficient { .. }) => {
            Refusal("Those chips are no longer there (another command spent them first); nothing was moved.".into())
        }
        Some(LedgerError::TooLarge { .. }) => Refusal(format!(
            "That would put more than {} in one account; nothing was moved.",
            chips(MAX_BALANCE)
        )),
        Some(LedgerError::NoRoom { .. }) => past_cap_refusal(),
        _ => Refusal(text::STORE_FAILED.to_string()),
    }
}

/// The refusal of a change that would leave an account too little room for what
/// the open tables and games may pay it (see [`super::owed`]), when the command's
/// own check did not catch it first (another command got there in between).
pub(crate) fn past_cap_refusal() -> Refusal {
    Refusal(format!(
        "That could put more than {} in one account once the open tables and games pay out; nothing was moved.",
        chips(MAX_BALANCE)
    ))
}

/// "That could take bob past 1,000,000,000,000,000 chips, the most a wallet may
/// hold", counting what the open tables and games may still pay them when they
/// may pay anything: `what` takes `whom` (`them` as a pronoun) past the cap. The
/// caller adds what to do instead.
pub(crate) fn past_cap(what: &str, whom: &str, them: &str, account: &Account, owed: i64) -> String {
    let counting = if owed > 0 {
        format!(
            ", counting the {} open tables and games may still pay {them}",
            chips(owed)
        )
    } else {
        String::new()
    };
    let holder = match account {
        Account::Member(_) => "a wallet",
        _ => "an account",
    };
    format!(
        "{what} could take {whom} past {}, the most {holder} may hold{counting}",
        chips(MAX_BALANCE)
    )
}

/// Why `member` can't put up `stake` for a game whose winner takes `pot`, if they
/// can't: their wallet is short, or winning the pot could take them past
/// [`MAX_BALANCE`]. `name` is `None` when they are the one asking ("You have …").
#[allow(clippy::too_many_arguments)]
pub(crate) fn stake_refusal(
    store: &mut dyn Store,
    settings: &ChipSettings,
    owed: &Owed,
    guild: &str,
    member: u64,
    name: Option<&Name>,
    stake: u64,
    pot: u64,
) -> anyhow::Result<Option<String>> {
    let wallet = wallet(store, settings, guild, member)?;
    let stake = stake.min(i64::MAX as u64) as i64;
    if wallet < stake {
        let has = match name {
            Some(name) => format!("{name} has"),
            None => "You have".to_string(),
        };
        return Ok(Some(format!(
            "{has} {}; the stake is {}. Play for less, or without a stake.",
            chips(wallet),
            grouped(stake)
        )));
    }
    let account = Account::Member(member);
    let pot = pot.min(i64::MAX as u64) as i64;
    if pot.saturating_sub(stake) > owed::room(owed, guild, &account, wallet) {
        let whom = name.map_or("you".to_string(), ToString::to_string);
        let them = if name.is_some() { "them" } else { "you" };
        let what = format!("Winning the pot of {}", chips(pot));
        return Ok(Some(format!(
            "{}; play for less.",
            past_cap(&what, &whom, them, &account, owed.to(guild, &account))
        )));
    }
    Ok(None)
}

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
            settings: &self.settings.chips,
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

fn internal(e: anyhow::Error) -> Refusal {
    tracing::error!("chip ledger: {e:#}");
    Refusal(text::STORE_FAILED.to_string())
}

impl ChipsCtx<'_> {
    fn run(&self, store: &mut dyn Store, command: &ChipsCommand) -> Result<Reply, Refusal> {
        let admin_only = |what: &str| -> Result<(), Refusal> {
            if self.request.actor.manage_server {
                Ok(())
            } else {
                Err(Refusal(format!("Only members with Manage Server can {what}.")))
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
                let house = store.balance(self.guild, &Account::House).map_err(internal)?;
                Ok(Reply::ephemeral(format!("The house holds {}.", chips(house))))
            }
        }
    }

    fn actor(&self) -> u64 {
        self.request.actor.id
    }

    /// Writes the postings (with the starting grants they need first) in one
    /// transaction with the interaction id.
    fn commit(
        &self,
        store: &mut dyn Store,
        members: &[&MemberRefLike],
        mut postings: Vec<Posting>,
    ) -> Result<(), Refusal> {
        let mut all = Vec::new();
        let mut names = Vec::new();
        for m in members {
            if let Some(w) = welcome(store, self.settings, self.guild, m.id).map_err(internal)? {
                all.push(w);
            }
            names.push((self.guild.to_string(), m.id, m.name.as_str().to_string()));
        }
        for p in &mut postings {
            p.actor = Some(self.actor());
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
            let refusal = store_refusal(&e);
            if refusal.0 == text::STORE_FAILED {
                tracing::error!("cannot store a chips change: {e:#}");
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
            Some(m) if m.is_bot => Err(Refusal(format!("{} is a bot; bots hold no chips.", m.name))),
            Some(m) => {
                let fresh = welcome(store, self.settings, self.guild, m.id)
                    .map_err(internal)?
                    .is_some();
                let n = wallet(store, self.settings, self.guild, m.id).map_err(internal)?;
                let note = if fresh {
                    " (the starting grant, not collected yet)"
                } else {
                    ""
                };
                Ok(Reply::ephemeral(format!("{} has {}{note}.", m.name, chips(n))))
            }
            None => {
                let fresh = welcome(store, self.settings, self.guild, self.actor())
                    .map_err(internal)?
                    .is_some();
                if fresh {
                    self.commit(store, &[&self.me()], Vec::new())?;
                }
                let n = store
                    .balance(self.guild, &Account::Member(self.actor()))
                    .map_err(internal)?;
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
            return Err(Refusal("This server gives no daily chips.".into()));
        }
        let me = Account::Member(self.actor());
        let every = super::millis(self.settings.daily_every);
        let last = store.last_received(self.guild, &me, Reason::Daily).map_err(internal)?;
        if let Some(last) = last {
            let due = last.saturating_add(every);
            if self.now < due {
                return Err(Refusal(format!(
                    "You already collected your daily chips; the next is due in {} ({}).",
                    super::session::human_duration(due - self.now),
                    utc(due)
                )));
            }
        }
        let have = wallet(store, self.settings, self.guild, self.actor()).map_err(internal)?;
        let (room, owed) = self.room(&me, have);
        if self.settings.daily > room {
            let what = format!("Your daily {}", chips(self.settings.daily));
            return Err(Refusal(format!(
                "{}; nothing was collected.",
                past_cap(&what, "you", "you", &me, owed)
            )));
        }
        let mut p = Posting::transfer(
            self.guild,
            Reason::Daily,
            Account::Mint,
            me.clone(),
            self.settings.daily,
        );
        p.note = "daily grant".into();
        self.commit(store, &[&self.me()], vec![p])?;
        let n = store.balance(self.guild, &me).map_err(internal)?;
        Ok(Reply::ephemeral(format!(
            "You collected {}; you now have {}. The next daily is due in {}.",
            chips(self.settings.daily),
            chips(n),
            super::session::human_duration(every)
        )))
    }

    fn give(&self, store: &mut dyn Store, member: &MemberRef, amount: &str) -> Result<Reply, Refusal> {
        if member.id == self.actor() {
            return Err(Refusal("You can't give chips to yourself.".into()));
        }
        if member.is_bot {
            return Err(Refusal(format!("{} is a bot; bots hold no chips.", member.name)));
        }
        let amount = parse_amount(amount).map_err(Refusal)?;
        let have = wallet(store, self.settings, self.guild, self.actor()).map_err(internal)?;
        if amount > have {
            return Err(Refusal(format!(
                "You have {}; you can't give {}.",
                chips(have),
                grouped(amount)
            )));
        }
        let theirs = wallet(store, self.settings, self.guild, member.id).map_err(internal)?;
        let account = Account::Member(member.id);
        let (room, owed) = self.room(&account, theirs);
        if amount > room {
            return Err(Refusal(format!(
                "{}; {}.",
                past_cap("That", &member.name.to_string(), "them", &account, owed),
                at_most("give", room)
            )));
        }
        let mut p = Posting::transfer(
            self.guild,
            Reason::Give,
            Account::Member(self.actor()),
            Account::Member(member.id),
            amount,
        );
        p.note = format!("{} gave {}", self.request.actor.name, member.name);
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
        let balance = store.balance(self.guild, &me).map_err(internal)?;
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
            return Err(Refusal(format!("{} is a bot; bots hold no chips.", member.name)));
        }
        let amount = parse_amount(amount).map_err(Refusal)?;
        let theirs = wallet(store, self.settings, self.guild, member.id).map_err(internal)?;
        let account = Account::Member(member.id);
        let (room, owed) = self.room(&account, theirs);
        if amount > room {
            return Err(Refusal(format!(
                "{}; {}.",
                past_cap("That", &member.name.to_string(), "them", &account, owed),
                at_most("grant", room)
            )));
        }
        let mut p = Posting::transfer(
            self.guild,
            Reason::Grant,
            Account::Mint,
            Account::Member(member.id),
            amount,
        );
        p.note = format!("granted by {}", self.request.actor.name);
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
            return Err(Refusal(format!("{} is a bot; bots hold no chips.", member.name)));
        }
        let amount = parse_amount(amount).map_err(Refusal)?;
        let theirs = wallet(store, self.settings, self.guild, member.id).map_err(internal)?;
        if amount > theirs {
            return Err(Refusal(format!(
                "{} has {}; you can't take {}.",
                member.name,
                chips(theirs),
                grouped(amount)
            )));
        }
        let mut p = Posting::transfer(
            self.guild,
            Reason::Take,
            Account::Member(member.id),
            Account::Mint,
            amount,
        );
        p.note = format!("taken by {}", self.request.actor.name);
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
        let amount = parse_amount(amount).map_err(Refusal)?;
        let house = store.balance(self.guild, &Account::House).map_err(internal)?;
        let (room, owed) = self.room(&Account::House, house);
        if amount > room {
            return Err(Refusal(format!(
                "{}; {}.",
                past_cap("That", "the house", "it", &Account::House, owed),
                at_most("fund it with", room)
            )));
        }
        let mut p = Posting::transfer(self.guild, Reason::HouseFund, Account::Mint, Account::House, amount);
        p.note = format!("house funded by {}", self.request.actor.name);
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
