//! Games played for chips (Acey Ducey `stake:N` and `penalty:N`): whether a player
//! can put up a stake, the stakes (and a Crown and Anchor table's opening) moved
//! into escrow when the game starts, and the penalties a move pays. The pot's
//! settlement when the game ends is `escrow`'s.

use super::api::{Name, Refusal};
use super::bank::Bank;
use super::base::{lock, Ctx};
use super::owed::{self, Owed};
use super::session::Session;
use super::text;
use super::wallets::{past_cap, ChipSettings, Whom};
use crate::store::{Account, Player, Posting, Reason, Store, StoreError};
use parlor_games::i18n::{Arg, Msg};
use parlor_games::msg;
use parlor_games::Seat;

impl Ctx<'_> {
    /// Whether `player` (the actor when `None`) can put up `stake` in a game of
    /// `players` whose winner takes every stake: a one-line refusal if not.
    pub(super) fn stake_check(
        &self,
        guild: Option<&str>,
        player: Option<&Player>,
        stake: u64,
        players: usize,
    ) -> Result<(), Refusal> {
        let Some(guild) = guild else {
            return Err(Refusal::says(msg!("chips-stakes-server-only")));
        };
        let mut store = lock(&self.table.store);
        let owed = lock(&self.table.owed);
        let (member, name) = match player {
            Some(p) => (p.id, Some(&p.name)),
            None => (self.caller.actor.id, None),
        };
        let pot = stake.saturating_mul(players as u64);
        match stake_refusal(
            &mut **store,
            &self.settings.chips,
            &owed,
            guild,
            member,
            name,
            stake,
            pot,
        ) {
            Ok(None) => Ok(()),
            Ok(Some(line)) => Err(Refusal::says(line)),
            Err(e) => {
                tracing::error!("cannot read the chip ledger: {e:#}");
                Err(Refusal::says(text::STORE_FAILED))
            }
        }
    }

    /// The chips a game moves as it starts: every seated member's starting grant at
    /// a Crown and Anchor table, and each player's stake into escrow for a game
    /// played for chips (Acey Ducey `stake:N`), refused when a player can't cover it
    /// or could hold more than a wallet may by winning the pot (checked again here,
    /// as at `/play`: wallets change while a challenge waits).
    pub(super) fn opening_postings(&self, next: &Session) -> Result<Vec<Posting>, Refusal> {
        let stake = next.stake();
        if !next.kind.is_table() && stake.is_none() {
            return Ok(Vec::new());
        }
        let Some(guild) = next.record.server.as_deref() else {
            return Err(Refusal::says(msg!("chips-stakes-server-only")));
        };
        if let Some(stake) = stake {
            for p in &next.record.seats {
                let you = (p.id == self.caller.actor.id).then_some(());
                self.stake_check(
                    Some(guild),
                    you.map_or(Some(p), |_| None),
                    stake,
                    next.record.seats.len(),
                )?;
            }
        }
        let settings = &self.settings.chips;
        let mut store = lock(&self.table.store);
        let failed = |e: StoreError| {
            tracing::error!("cannot read the chip ledger: {e:#}");
            Refusal::says(text::STORE_FAILED)
        };
        let bank = Bank::new(guild, next.record.id).by(Some(self.caller.actor.id));
        let mut out = Vec::new();
        for p in &next.record.seats {
            out.extend(bank.welcome(&mut **store, settings, p.id).map_err(failed)?);
            if let Some(stake) = stake {
                out.push(bank.escrow(
                    Reason::Stake,
                    Account::Member(p.id),
                    stake as i64,
                    format!("stake on {} #{}", next.kind.title(), next.record.id),
                ));
            }
        }
        Ok(out)
    }

    /// Acey Ducey `penalty:N`: each man sent to the Dog House costs his owner N
    /// chips, paid to the opponent, as far as the owner's wallet goes and as far as
    /// the opponent has room under the chip limit (with what open tables and games
    /// may pay them: see [`super::owed`]), so a move is never refused for a penalty.
    pub(super) fn penalties(&self, next: &Session, sent_home: &[Seat]) -> Result<(Vec<Posting>, Vec<Msg>), Refusal> {
        let penalty = next.turns().and_then(|g| g.stakes()?.penalty());
        let (Some(penalty), Some(guild)) = (penalty, next.record.server.as_deref()) else {
            return Ok((Vec::new(), Vec::new()));
        };
        let settings = &self.settings.chips;
        let bank = Bank::new(guild, next.record.id).by(Some(self.caller.actor.id));
        let mut store = lock(&self.table.store);
        let owed = lock(&self.table.owed);
        let mut paid: std::collections::BTreeMap<Seat, i64> = Default::default();
        let mut received: std::collections::BTreeMap<Seat, i64> = Default::default();
        let (mut postings, mut lines) = (Vec::new(), Vec::new());
        for &owner in sent_home {
            let payer = next.player(owner);
            let payee = next.player(owner.opponent());
            let failed = |e: StoreError| {
                tracing::error!("cannot read the chip ledger: {e:#}");
                Refusal::says(text::STORE_FAILED)
            };
            let wallet = bank.wallet(&mut **store, settings, payer.id).map_err(failed)?;
            let theirs = bank.wallet(&mut **store, settings, payee.id).map_err(failed)?;
            let already = paid.get(&owner).copied().unwrap_or(0);
            let room = super::owed::room(&owed, guild, &Account::Member(payee.id), theirs)
                - received.get(&owner.opponent()).copied().unwrap_or(0);
            if wallet - already > 0 && room <= 0 {
                lines.push(msg!(
                    "chips-penalty-no-room",
                    payee = payee.name.to_string(),
                    payer = payer.name.to_string()
                ));
                continue;
            }
            let amount = (penalty as i64).min(wallet - already).min(room);
            if amount <= 0 {
                lines.push(msg!("chips-penalty-broke", payer = payer.name.to_string()));
                continue;
            }
            *paid.entry(owner).or_default() += amount;
            *received.entry(owner.opponent()).or_default() += amount;
            postings.push(bank.transfer(
                Reason::Penalty,
                Account::Member(payer.id),
                Account::Member(payee.id),
                amount,
                "penalty: a man sent to the Dog House",
            ));
            lines.push(msg!(
                "chips-penalty-paid",
                payer = payer.name.to_string(),
                payee = payee.name.to_string(),
                amount = Msg::chips(amount)
            ));
        }
        Ok((postings, lines))
    }
}

/// Why `member` can't put up `stake` for a game whose winner takes `pot`, if they
/// can't: their wallet is short, or winning the pot could take them past
/// [`MAX_BALANCE`](crate::store::MAX_BALANCE). `name` is `None` when they are the one asking ("You have …").
#[allow(clippy::too_many_arguments)]
fn stake_refusal(
    store: &mut dyn Store,
    settings: &ChipSettings,
    owed: &Owed,
    guild: &str,
    member: u64,
    name: Option<&Name>,
    stake: u64,
    pot: u64,
) -> Result<Option<Msg>, StoreError> {
    let wallet = Bank::server(guild).wallet(store, settings, member)?;
    let stake = stake.min(i64::MAX as u64) as i64;
    if wallet < stake {
        let line = match name {
            Some(name) => msg!("chips-stake-short-of", name = name.to_string()),
            None => msg!("chips-stake-short"),
        };
        return Ok(Some(
            line.with("have", Msg::chips(wallet)).with("stake", Arg::Grouped(stake)),
        ));
    }
    let account = Account::Member(member);
    let pot = pot.min(i64::MAX as u64) as i64;
    if pot.saturating_sub(stake) > owed::room(owed, guild, &account, wallet) {
        let whom = name.map_or(Whom::You, Whom::Member);
        let what = msg!("chips-cap-what-pot", pot = Msg::chips(pot));
        return Ok(Some(msg!(
            "chips-cap-stake",
            cap = past_cap(what, whom, &account, owed.to(guild, &account))
        )));
    }
    Ok(None)
}
