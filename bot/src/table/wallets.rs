//! Chips as every feature that moves them words them: the settings, amounts as
//! typed, keys for postings, and the refusals a ledger change may meet. Uses the
//! ledger's types; no handler. Wallets and postings are the `Bank`'s.

use super::api::{Name, Refusal};
use super::text;
use crate::i18n::tr;
use crate::store::{Account, LedgerError, Posting, StoreError, MAX_BALANCE};
use parlor_games::crown_anchor::Design;
use parlor_games::i18n::{Arg, Locale, Msg};
use parlor_games::msg;
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

/// Reads an amount of chips as typed: a whole number of at least 1 (`1000`,
/// `1,000`, `1_000`). Anything else is one line saying what is wrong.
pub(crate) fn parse_amount(typed: &str) -> Result<i64, Msg> {
    let text = typed.trim();
    let shown: String = text.chars().take(24).collect();
    let shown = if text.chars().count() > 24 {
        format!("{shown}…")
    } else {
        shown
    };
    if text.is_empty() {
        return Err(msg!("chips-amount-missing"));
    }
    let unsigned = text.strip_prefix('+').unwrap_or(text);
    if let Some(rest) = unsigned.strip_prefix('-') {
        if rest.chars().all(|c| c.is_ascii_digit() || c == ',' || c == '_') && !rest.is_empty() {
            return Err(msg!("chips-amount-negative", shown = shown));
        }
    }
    let digits: String = unsigned.chars().filter(|c| *c != ',' && *c != '_').collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        let looks_fractional = digits.chars().all(|c| c.is_ascii_digit() || c == '.') && digits.contains('.');
        return Err(if looks_fractional {
            msg!("chips-amount-fraction", shown = shown)
        } else {
            msg!("chips-amount-not-number", shown = shown)
        });
    }
    match digits.parse::<i64>() {
        Ok(0) => Err(msg!("chips-amount-zero")),
        Ok(n) if n > MAX_BALANCE => Err(msg!(
            "chips-amount-over-wallet",
            shown = shown,
            max = Arg::Grouped(MAX_BALANCE)
        )),
        Ok(n) => Ok(n),
        Err(_) => Err(msg!(
            "chips-amount-over-all",
            shown = shown,
            max = Arg::Grouped(MAX_BALANCE)
        )),
    }
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
/// short; anything else is the generic storage failure. The line is written in
/// the member's language (a refusal is theirs alone).
pub(crate) fn store_refusal(error: StoreError, member: Locale) -> Refusal {
    let line = match &error {
        StoreError::Ledger(LedgerError::Insufficient { .. }) => msg!("chips-store-spent"),
        StoreError::Ledger(LedgerError::TooLarge { .. }) => {
            msg!("chips-store-too-large", max = Msg::chips(MAX_BALANCE))
        }
        StoreError::Ledger(LedgerError::NoRoom { .. }) => msg!("chips-store-past-cap", max = Msg::chips(MAX_BALANCE)),
        StoreError::Conflict => text::CHANGED_ELSEWHERE,
        _ => text::STORE_FAILED,
    };
    Refusal::Store {
        line: tr(member, &line),
        error,
    }
}

/// Whom a change could take past the most a wallet may hold.
pub(crate) enum Whom<'a> {
    /// The member asking ("you").
    You,
    /// Another member.
    Member(&'a Name),
    /// A member banking a Crown and Anchor table ("the Banker, bob,").
    Banker(&'a Name),
    /// The house.
    House,
}

/// "That could take bob past 1,000,000,000,000,000 chips, the most a wallet may
/// hold", counting what the open tables and games may still pay them when they
/// may pay anything: `what` (a `chips-cap-what-*` message) takes `whom` past the
/// cap. The caller adds what to do instead.
pub(crate) fn past_cap(what: Msg, whom: Whom<'_>, account: &Account, owed: i64) -> Msg {
    let (who, name) = match whom {
        Whom::You => ("you", String::new()),
        Whom::Member(name) => ("member", name.to_string()),
        Whom::Banker(name) => ("banker", name.to_string()),
        Whom::House => ("house", String::new()),
    };
    let holder = match account {
        Account::Member(_) => "wallet",
        _ => "account",
    };
    let cap = if owed > 0 {
        msg!("chips-cap-counting", owed = Msg::chips(owed))
    } else {
        msg!("chips-cap")
    };
    cap.with("what", what)
        .with("who", who)
        .with("name", name)
        .with("holder", holder)
        .with("max", Msg::chips(MAX_BALANCE))
}

/// "10 minutes", "1 day", "1 hour 30 minutes", "less than a minute", in the
/// reader's language (as `session::human_duration` writes it in English).
pub(crate) fn duration(millis: i64) -> Msg {
    let minutes = (millis.max(0) + 59_999) / 60_000;
    let (days, hours, mins) = (minutes / 1440, minutes % 1440 / 60, minutes % 60);
    let parts: Vec<Msg> = [(days, "chips-days"), (hours, "chips-hours"), (mins, "chips-minutes")]
        .into_iter()
        .filter(|(n, _)| *n > 0)
        .map(|(n, id)| Msg::new(id).with("n", n))
        .collect();
    if parts.is_empty() {
        msg!("chips-under-a-minute")
    } else {
        Msg::sentences(parts)
    }
}

/// "on the anchor": where a bet lies, in the reader's language.
pub(super) fn on_design(design: Design) -> Msg {
    msg!("chips-on-design", design = design.name())
}

/// "anchor": a design's name, in the reader's language.
pub(super) fn design_name(design: Design) -> Msg {
    msg!("chips-design", design = design.name())
}
