//! A Crown and Anchor round's settlement: the dice, the payouts through the
//! ledger in the same transaction as the table's state, and the message with
//! the settled round's picture. `/roll` (`crown.rs`) and the `timer:S` roll
//! (`tick`) both come here.

use super::api::{ChannelKey, Lazy, Millis, Refusal, Reply};
use super::bank::Bank;
use super::base::{Commit, Scope, Table};
use super::session::Session;
use super::status::{banker_account, buttons, event_sentence, names, status_line, text_names};
use super::wallets::design_name;
use crate::store::{Account, LogEntry, Posting, Reason};
use parlor_games::crown_anchor::{Banker, RoundResult};
use parlor_games::i18n::{Arg, Locale, Msg};
use parlor_games::msg;
use parlor_games::Seat;

/// Rolls the dice for the open round, pays it through the ledger in one
/// transaction, and answers with the picture and the payouts. `roller` is the seat
/// that rolled (`None` for the `timer:S` option), `who` their name as the message
/// writes it. `current` is a running table.
pub(super) fn settle_round(
    scope: &Scope<'_>,
    current: &Session,
    roller: Option<Seat>,
    who: &str,
    interaction: Option<&str>,
) -> Result<(Session, Reply), Refusal> {
    let (host, now, room) = (scope.table, scope.now, scope.readers.room);
    let guild = current
        .record
        .server
        .clone()
        .ok_or_else(|| Refusal::says(msg!("chips-crown-server-only")))?;
    let mut next = current.clone();
    let mut rng = next.rng();
    let result: RoundResult = next
        .table_mut()
        .expect("checked to be a Crown and Anchor table")
        .roll(&mut rng)?;
    next.record.rng_state = rng.state();
    next.record.first_bet_at = None;
    next.record.ply += 1;
    let postings = payouts(current, &guild, &result, roller, interaction);
    let log = vec![roll_entry(current, next.record.ply, &result, roller, now)];
    // The picture shows each wallet after the round: as it stands now, plus
    // what this round pays into it.
    let balances = balances(host, current, &guild, &postings);
    let lines = round_lines(current, &next, &result, roller.map(|_| who), room);
    let mut reply = settled_reply(current, &next, &result, lines, &balances, room);
    let mut change = Commit::at(now, interaction).log(log).postings(postings);
    if interaction.is_none() {
        // The timer's roll answers no one: its post goes to the outbox with it.
        let id = host.new_post_id();
        change = change.post(id, &ChannelKey(current.record.channel.clone()), &reply);
        reply.outbox = Some(id);
    }
    scope.commit(&mut next, change)?;
    Ok((next, reply))
}

/// Each seat's wallet after the round about to be written, by seat, for the
/// picture: its balance now plus what `postings` pay it (`None` where it
/// cannot be read: the picture then shows the payout alone).
fn balances(host: &Table, current: &Session, guild: &str, postings: &[Posting]) -> Vec<Option<i128>> {
    let bank = Bank::server(guild);
    let mut store = super::base::lock(&host.store);
    current
        .record
        .seats
        .iter()
        .map(|p| {
            let account = Account::Member(p.id);
            let paid: i64 = postings
                .iter()
                .flat_map(|posting| &posting.entries)
                .filter(|(a, _)| *a == account)
                .map(|(_, amount)| amount)
                .sum();
            bank.balance(&mut **store, &account)
                .ok()
                .map(|b| i128::from(b) + i128::from(paid))
        })
        .collect()
}

/// The round's postings out of escrow: each winner's return, then the bank's
/// take. Keyed by the interaction, or by the round for the timer's roll, so a
/// round is never paid twice.
fn payouts(
    current: &Session,
    guild: &str,
    result: &RoundResult,
    roller: Option<Seat>,
    interaction: Option<&str>,
) -> Vec<Posting> {
    let banker = banker_account(current, result.banker);
    let bank = Bank::new(guild, current.record.id)
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
    let key = format!("roll:{}:{}", current.record.id, result.round);
    for (i, p) in postings.iter_mut().enumerate() {
        p.key = match interaction {
            Some(id) => format!("{id}#{i}"),
            None => format!("{key}#{i}"),
        };
    }
    postings
}

/// The roll in the move log, as ply `ply`: "roll crown anchor heart" (seat 255
/// and member 0 for the timer's roll).
fn roll_entry(current: &Session, ply: u32, result: &RoundResult, roller: Option<Seat>, now: Millis) -> LogEntry {
    LogEntry {
        ply,
        seat: roller.map_or(u8::MAX, |s| s.0),
        member: roller.map_or(0, |s| current.player(s).id),
        notation: format!(
            "roll {}",
            result.roll.iter().map(|d| d.name()).collect::<Vec<_>>().join(" ")
        ),
        at: now,
    }
}

/// The round in words: who rolled what (`who` is `None` for the timer), the
/// payouts, what else happened (the bank passing), and the next round's status.
fn round_lines(current: &Session, next: &Session, result: &RoundResult, who: Option<&str>, room: Locale) -> Vec<Msg> {
    let names = text_names(current);
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let dice = Msg::Join(result.roll.iter().map(|&d| design_name(d)).collect(), ", ");
    let mut lines = vec![match who {
        Some(who) => msg!("chips-round-rolled", round = result.round, name = who, dice = dice),
        None => msg!("chips-round-timer", round = result.round, dice = dice),
    }];
    lines.push(payouts_line(current, result, &names));
    for event in result.events.iter().skip(1) {
        lines.push(Msg::raw(event_sentence(event, &names, room)));
    }
    lines.push(status_line(next));
    lines
}

/// "Payouts: bob +20, carol −10, alice (Banker) −10.": each bettor's net, then
/// the Banker's.
fn payouts_line(current: &Session, result: &RoundResult, names: &[&str]) -> Msg {
    let mut seats: Vec<Seat> = result.bets.iter().map(|b| b.seat).collect();
    seats.dedup();
    let sign = |net: i128| if net >= 0 { "+" } else { "−" };
    let amount = |net: i128| Arg::Grouped(net.unsigned_abs().min(i64::MAX as u128) as i64);
    let mut payouts = Vec::new();
    for seat in seats {
        let staked: u64 = result.bets.iter().filter(|b| b.seat == seat).map(|b| b.chips).sum();
        let back = result.returned_to(seat);
        let net = back as i128 - staked as i128;
        let name = names.get(seat.index()).copied().unwrap_or("?");
        payouts.push(msg!(
            "chips-payout",
            name = name,
            sign = sign(net),
            amount = amount(net)
        ));
    }
    let banker_net = result.banker_net();
    let banker = match result.banker {
        Banker::House => msg!("chips-payout-house"),
        Banker::Seat(seat) => msg!("chips-payout-banker", name = current.player(seat).name.to_string()),
    };
    payouts.push(banker.with("sign", sign(banker_net)).with("amount", amount(banker_net)));
    msg!("chips-payouts", list = Msg::Join(payouts, ", "))
}

/// The channel message: `lines` under a picture of the round just settled (its
/// bets under the dice that settled them, each player's payout and balance),
/// while the JSON view and the buttons are the table as it is now.
fn settled_reply(
    current: &Session,
    next: &Session,
    result: &RoundResult,
    lines: Vec<Msg>,
    balances: &[Option<i128>],
    room: Locale,
) -> Reply {
    let settled = current.table().expect("checked").settled_view(result.roll);
    let (png, description) =
        parlor_render::crown_anchor::settled_picture_and_alt_text(&settled, &names(current), balances, room);
    let seat_names = current.seat_names();
    let diagram = Lazy::new(move || {
        let names: Vec<&str> = seat_names.iter().map(String::as_str).collect();
        parlor_render::crown_anchor::diagram(&settled, &names)
    });
    next.board_reply_drawn(room, Msg::lines(lines), png, description, diagram)
        .with_buttons(buttons(next, room))
}
