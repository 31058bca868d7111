//! Fixed texts (help, common refusals) and how every file writes chips and
//! sentences.

use parlor_games::GameKind;

/// `/help`, before the list of games.
const HELP: &str = "\
Parlor seats this channel's members at vintage tabletop games.
/play game:<name> [opponent:@member] [options:\"…\"] — challenge someone (or anyone); 3–4 player games open a lobby
/accept, /decline — answer a challenge (the challenger withdraws with /decline)
/play game:<name> opponent:@Parlor [options:\"level:easy|normal|hard\"] — play the computer at once
/join, /leave, /start — a lobby: join it, leave it, or start it (the host)
/add-parlor [level:…], /remove-parlor — the host seats Parlor, the computer opponent, in the lobby, or takes it back
/move move:<notation> — play (autocomplete lists your legal moves)
/moves — your legal moves, only for you
/secret [number:N] — pick your secret number (Trespass), or see it; works by DM too
/board — show the position
/resign — give up the game
/draw — offer a draw, or accept the offer
/claim — when a player let the turn timer run out: win, or put them out of a larger game
/end — end without a result (all players, or a member with Manage Server)
/roll — roll the dice (Acey Ducey; the Crown and Anchor Banker)
/bet design:<design> chips:<n>, /withdraw [design] — Crown and Anchor bets
/chips balance|daily|give|leaderboard|history — your chips in this server
/rematch — play your last game here again, seats swapped (the Rematch button does the same)
/stats [member] [game], /leaderboard game:<name>, /history [member] [game] — ratings, the best players, the latest games
/replay id:<n> — a finished game as an animation, with its moves as a file
/notify on|off — a direct message when half your turn time has passed
/rules game:<name> — how a game is played
";

/// `/help`: the commands, then the games the registry offers.
pub(super) fn help() -> String {
    format!(
        "{HELP}Games: {}.\nOne game per channel: start a thread for another.",
        offered_names()
    )
}

/// The names of the games players are offered, in registry order.
fn offered_names() -> String {
    GameKind::offered().map(GameKind::name).collect::<Vec<_>>().join(", ")
}

/// A command for a game of turns (a move, `/moves`, `/resign`, `/draw`, `/claim`)
/// at a Crown and Anchor table.
pub(super) const TABLE_HAS_NO_TURNS: &str = "A Crown and Anchor table has no moves or turns: bet with /bet \
     design:anchor chips:10, take bets back with /withdraw, the Banker rolls with /roll, and /leave leaves the table.";

/// Parlor never plays for chips (`stake:`, `penalty:`).
pub(super) const NO_CHIPS: &str =
    "Parlor doesn't play for chips: leave out stake: and penalty: to play it, or challenge a member.";

/// Crown and Anchor is a table of bets, not a game of turns: Parlor doesn't sit.
pub(super) const PARLOR_AT_A_TABLE: &str = "Crown and Anchor isn't a game of turns, so Parlor doesn't sit at \
     it: open a table with /play game:crown-and-anchor and members join.";

/// When the store cannot write.
/// What a member is told when their command met a change another process made
/// at the same moment, every time it was tried (see `shared.rs`).
pub(super) const CHANGED_ELSEWHERE: &str = "That changed while I was answering, so nothing was done; please try again.";

pub(super) const STORE_FAILED: &str = "Something went wrong saving that, so nothing changed; please try again.";

/// A game name nobody knows.
pub(super) fn unknown_game(name: &str) -> String {
    let shown: String = name.chars().take(30).collect();
    format!("I don't know the game \"{shown}\". Games: {}.", offered_names())
}

/// A message as the channel reads it: in the server's language.
pub(crate) fn room(msg: parlor_games::i18n::Msg) -> String {
    msg.tr(parlor_games::i18n::readers().room)
}

/// "1 chip", "1,000 chips".
pub(crate) fn chips(n: i64) -> String {
    parlor_games::amount::chips(n.into())
}

/// 1234567 → "1,234,567".
pub(crate) fn grouped(n: i64) -> String {
    parlor_games::amount::grouped(n.into())
}

/// Makes an engine's message a sentence: a capital first letter (unless it starts
/// with notation such as a square, `d1`) and a full stop.
pub(crate) fn sentence(text: &str) -> String {
    let first_word = text.split_whitespace().next().unwrap_or("");
    let keep_case = first_word.chars().any(|c| c.is_ascii_digit());
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => {
            let mut s: String = if keep_case {
                c.to_string()
            } else {
                c.to_uppercase().collect()
            };
            s.push_str(chars.as_str());
            if !s.ends_with(['.', '!', '?']) {
                s.push('.');
            }
            s
        }
        None => String::new(),
    }
}
