//! A live session read without changing it: whose turn it is, and for a Crown and
//! Anchor table its accounts, names, buttons, round status and what it holds in
//! escrow. Used by the session's handlers, the escrow and what sessions
//! owe; it uses none of them.

use super::api::{Button, ButtonStyle};
use super::bank::Bank;
use super::session::Session;
use super::text::sentence;
use crate::clock::Millis;
use crate::i18n::tr;
use crate::store::{Account, Posting};
use parlor_games::crown_anchor::{Banker, CrownAndAnchor, Design};
use parlor_games::i18n::{Arg, Locale, Msg};
use parlor_games::{msg, Outcome, Seat};

/// Who is to act and what they are asked to do: "bob (Black), your turn: move a
/// piece or exchange one."
pub(super) fn turn_line(session: &Session) -> Msg {
    if session.table().is_some() {
        return status_line(session);
    }
    let Some(game) = session.turns() else {
        return Msg::raw("");
    };
    match (game.to_act(), game.outcome()) {
        (Some(seat), Outcome::Ongoing) if session.is_parlor(seat) => thinking_line(session, seat),
        (Some(seat), Outcome::Ongoing) => msg!("table-your-turn", player = session.label(seat), prompt = game.prompt()),
        _ => Msg::raw(""),
    }
}

/// What ends the turn line while Parlor is to act, as the channel reads it in
/// `room` (" is thinking."): a message ending so has Parlor's answer still to
/// come.
pub(super) fn thinking(room: Locale) -> String {
    tr(room, &msg!("table-thinking", player = ""))
}

/// "Parlor (White) is thinking.": the turn line while Parlor is to act, until
/// its answer replaces it.
pub(super) fn thinking_line(session: &Session, seat: Seat) -> Msg {
    msg!("table-thinking", player = session.label(seat))
}

/// The Banker's silence after which any player at the table may roll.
pub(super) const BANKER_SILENCE: Millis = 2 * 60 * 1000;

/// Chip sizes offered as buttons, filtered to the table's minimum and maximum.
pub(super) const CHIP_SIZES: [u64; 7] = [1, 5, 10, 25, 100, 500, 1000];

/// The ledger account that banks the table.
pub(super) fn banker_account(session: &Session, banker: Banker) -> Account {
    match banker {
        Banker::House => Account::House,
        Banker::Seat(seat) => Account::Member(session.player(seat).id),
    }
}

/// Names by seat as written, for the picture.
pub(super) fn names(session: &Session) -> Vec<&str> {
    session.record.seats.iter().map(|p| p.name.as_str()).collect()
}

/// Names by seat escaped for chat text, for the engine's event sentences.
pub(super) fn text_names(session: &Session) -> Vec<String> {
    session.record.seats.iter().map(|p| p.name.to_string()).collect()
}

/// Who banks: "the house", or the Banker's name.
pub(super) fn banker_name(session: &Session, banker: Banker) -> Msg {
    match banker {
        Banker::House => msg!("table-the-house"),
        Banker::Seat(seat) => Msg::raw(session.player(seat).name.to_string()),
    }
}

/// The chip size a member's design buttons bet: their choice, else the table
/// minimum raised to 10 when the table allows it.
pub(super) fn chip_size(session: &Session, table: &CrownAndAnchor, member: u64) -> u64 {
    let o = table.options();
    session
        .record
        .chip_sizes
        .get(&member)
        .copied()
        .unwrap_or(10)
        .clamp(o.min, o.max)
}

/// The buttons under a table message, labelled in `room`: a design row (bet
/// your chip size on it), chip sizes, and Roll / Join / Leave.
pub(super) fn buttons(session: &Session, room: Locale) -> Vec<Button> {
    let Some(table) = session.table() else {
        return Vec::new();
    };
    let mut out: Vec<Button> = Design::ALL
        .iter()
        .map(|d| {
            session.button(
                room,
                title_case(&tr(room, &d.msg())),
                &format!("bet:{}", d.name()),
                ButtonStyle::Primary,
            )
        })
        .collect();
    let o = table.options();
    let sizes: Vec<u64> = CHIP_SIZES
        .iter()
        .copied()
        .filter(|&c| c >= o.min && c <= o.max)
        .collect();
    let sizes: Vec<u64> = if sizes.is_empty() { vec![o.min] } else { sizes };
    for size in sizes.iter().take(4) {
        out.push(session.button(
            room,
            Msg::chips(*size as i64),
            &format!("chip:{size}"),
            ButtonStyle::Secondary,
        ));
    }
    out.push(session.button(room, msg!("table-button-roll"), "roll", ButtonStyle::Success));
    out.push(session.button(room, msg!("table-button-join"), "join", ButtonStyle::Secondary));
    out.push(session.button(room, msg!("table-button-leave"), "leave", ButtonStyle::Secondary));
    out
}

pub(super) fn title_case(word: &str) -> String {
    let mut c = word.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// An engine event as a sentence in `room`: a full stop, and a capital letter
/// unless it starts with a member's name, which is written as the member wrote
/// it ("carol left the table.", "A triple: the bank passes from alice to bob.").
pub(super) fn event_sentence(event: &parlor_games::crown_anchor::Event, names: &[&str], room: Locale) -> String {
    let text = tr(room, &event.describe_msg(names));
    if names.iter().any(|n| !n.is_empty() && text.starts_with(n)) {
        format!("{text}.")
    } else {
        sentence(&text)
    }
}

/// "Round 3: bets are open (1–1,000 chips a bet), bob banks; 45 chips on the
/// table from 2 bettors. Bet with …"
pub(super) fn status_line(session: &Session) -> Msg {
    let Some(table) = session.table() else {
        return Msg::raw("");
    };
    let banker = table.banker();
    let stakes = table.stakes();
    let bettors: std::collections::BTreeSet<Seat> = table.bets().iter().map(|b| b.seat).collect();
    let on_table = if stakes == 0 {
        msg!("table-no-bets-yet")
    } else {
        msg!(
            "table-on-the-table",
            chips = Msg::chips(stakes as i64),
            bettors = bettors.len()
        )
    };
    let roller = match banker {
        Banker::House => msg!("table-any-player-rolls"),
        Banker::Seat(_) => msg!("table-banker-rolls"),
    };
    let timer = match table.options().timer {
        Some(seconds) => msg!("table-dice-timer", seconds = seconds),
        None => Msg::raw(""),
    };
    msg!(
        "table-round-status",
        round = table.round(),
        min = Arg::Grouped(table.options().min as i64),
        max = Arg::Grouped(table.options().max as i64),
        banker = banker_name(session, banker),
        on_table = on_table,
        roller = roller,
        timer = timer
    )
}

/// Everything the session holds in escrow: each seat's stakes and the cover.
pub(super) fn escrow_held(table: &CrownAndAnchor) -> u64 {
    table.stakes() + table.cover()
}

/// The postings that empty a closing table's escrow: every stake back to its
/// bettor, the cover back to the Banker.
pub(super) fn refunds(session: &Session, guild: &str) -> Vec<Posting> {
    let Some(table) = session.table() else {
        return Vec::new();
    };
    let bank = Bank::new(guild, session.record.id).in_round(Some(table.round()));
    let mut out = Vec::new();
    let mut per_seat: std::collections::BTreeMap<Seat, u64> = Default::default();
    for bet in table.bets() {
        *per_seat.entry(bet.seat).or_default() += bet.chips;
    }
    for (seat, stake) in per_seat {
        out.push(bank.refund(
            Account::Member(session.player(seat).id),
            stake as i64,
            "bets returned: the table closed",
        ));
    }
    if table.cover() > 0 {
        out.push(bank.refund(
            banker_account(session, table.banker()),
            table.cover() as i64,
            "cover returned: the table closed",
        ));
    }
    out
}
