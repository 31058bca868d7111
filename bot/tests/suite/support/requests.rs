//! Requests to the table as a member in a server makes them, for the tests that
//! drive the table directly (`races.rs`, and `bot/tests/postgres.rs`, which
//! includes this file by path).

use parlor::table::{Actor, Caller, ChannelKey, Command, MemberRef, Millis, Reply, Request, Table};

/// A member's id from their name: the same name, the same member, and names
/// that differ only in the order of their letters (`player_01`, `player_10`)
/// are different members. Kept below 2^53 like Discord's snowflakes today.
pub fn id(name: &str) -> u64 {
    name.bytes()
        .fold(1000u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)))
        & ((1 << 53) - 1)
}

/// `who` types `command` in `channel` of the server "guild", as Discord
/// interaction `interaction` when given. A member named "root" has Manage
/// Server; set `caller.locale` and `caller.server_locale` for another language.
pub fn request(channel: &str, who: &str, command: Command, interaction: Option<&str>) -> Request {
    Request {
        caller: Caller {
            server: Some("guild".into()),
            channel: ChannelKey(channel.into()),
            actor: Actor {
                id: id(who),
                name: who.into(),
                manage_server: who == "root",
            },
            interaction: interaction.map(str::to_string),
            locale: None,
            server_locale: None,
            parent: None,
            roles: None,
        },
        command,
    }
}

/// A member named in an option (`opponent:@bob`).
pub fn member(name: &str) -> MemberRef {
    MemberRef {
        id: id(name),
        name: name.into(),
        is_bot: false,
    }
}

/// The custom id of the button labelled `label` on `reply`.
pub fn button_id(reply: &Reply, label: &str) -> String {
    reply
        .buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| panic!("a {label} button: {reply:?}"))
        .custom_id
        .clone()
}

/// What `/chips balance` answers `who` at `now` ("You have 1,000 chips …").
pub fn balance_line(table: &Table, who: &str, now: Millis) -> String {
    let replies = table.handle(request("lobby", who, Command::ChipsBalance { member: None }, None), now);
    replies[0].text.clone()
}

/// carol opens a Crown and Anchor table in `channel`, dave joins and carol
/// starts it; the one of them who bets (not the Banker).
pub fn crown_and_anchor(table: &Table, channel: &str, now: Millis) -> &'static str {
    for (who, command) in [
        (
            "carol",
            Command::Play {
                game: "crown-and-anchor".into(),
                opponent: None,
                options: String::new(),
            },
        ),
        ("dave", Command::Join),
        ("carol", Command::Start),
    ] {
        assert!(table.handle(request(channel, who, command, None), now)[0].ok);
    }
    let board = table.handle(request(channel, "carol", Command::Board, None), now);
    let banker = board[0].view.as_ref().unwrap()["banker"]["seat"].as_u64().unwrap();
    ["carol", "dave"][1 - banker as usize]
}
