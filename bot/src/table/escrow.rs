//! What a session holds in escrow, and how escrow is settled when it closes.

use super::bank::Bank;
use super::session::Session;
use super::status;
use super::text;
use crate::store::{Account, GameResult, Posting, Reason, SessionRecord, Status};
use parlor_games::i18n::Msg;
use parlor_games::msg;

/// The chips a stored session has on the table right now: what its escrow account
/// must hold. Zero for games without chips and for sessions not in play.
pub fn expected_escrow(record: &SessionRecord) -> Result<i64, String> {
    if record.status != Status::Playing || record.state.is_none() {
        return Ok(0);
    }
    let session = Session::restore(record.clone())?;
    if let Some(table) = session.table() {
        return Ok(status::escrow_held(table) as i64);
    }
    let stake = session.stake().unwrap_or(0);
    Ok(stake as i64 * record.seats.len() as i64)
}

/// The winner of a game played for stakes, and the pot.
fn pot(session: &Session) -> Option<i64> {
    let stake = session.stake()?;
    Some(stake as i64 * session.record.seats.len() as i64)
}

/// The postings that empty a closing session's escrow: a Crown and Anchor table
/// returns every bet and the cover; a game for stakes pays the pot to the winner,
/// or returns each stake when nobody won.
pub(super) fn closing_postings(session: &Session, result: &GameResult) -> Vec<Posting> {
    let Some(guild) = session.record.server.clone() else {
        return Vec::new();
    };
    if session.table().is_some() {
        return status::refunds(session, &guild);
    }
    let (Some(pot), Some(stake)) = (pot(session), session.stake()) else {
        return Vec::new();
    };
    let bank = Bank::new(&guild, session.record.id);
    let posting =
        |reason: Reason, to: u64, amount: i64, note: String| bank.settle(reason, Account::Member(to), amount, note);
    match result.winner {
        Some(winner) => vec![posting(
            Reason::Winnings,
            winner,
            pot,
            format!("won {} #{}", session.kind.title(), session.record.id),
        )],
        None => session
            .record
            .seats
            .iter()
            .map(|p| {
                posting(
                    Reason::Refund,
                    p.id,
                    stake as i64,
                    format!(
                        "stake returned: {} #{} had no winner",
                        session.kind.title(),
                        session.record.id
                    ),
                )
            })
            .collect(),
    }
}

/// What the closing message says about the stakes, in the channel's language.
pub(super) fn closing_line(session: &Session, result: &GameResult) -> Option<String> {
    closing_msg(session, result).map(text::room)
}

/// What the closing message says about the stakes.
pub(super) fn closing_msg(session: &Session, result: &GameResult) -> Option<Msg> {
    let pot = pot(session)?;
    Some(
        match result
            .winner
            .and_then(|w| session.record.seats.iter().find(|p| p.id == w))
        {
            Some(winner) => msg!(
                "chips-stakes-won",
                name = winner.name.to_string(),
                pot = Msg::chips(pot)
            ),
            None => msg!("chips-stakes-returned"),
        },
    )
}
