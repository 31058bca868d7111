//! Fixed texts: help and common refusals.

use parlor_games::GameKind;

/// `/help`, before the list of games.
const HELP: &str = "\
Parlor seats this channel's members at vintage tabletop games.
/play game:<name> [opponent:@member] [options:\"…\"] — challenge someone (or anyone); 3–4 player games open a lobby
/accept, /decline — answer a challenge (the challenger withdraws with /decline)
/join, /leave, /start — a lobby: join it, leave it, or start it (the host)
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

/// When the store cannot write.
pub(super) const STORE_FAILED: &str = "Something went wrong saving that, so nothing changed; please try again.";

/// A game name nobody knows.
pub(super) fn unknown_game(name: &str) -> String {
    let shown: String = name.chars().take(30).collect();
    format!("I don't know the game \"{shown}\". Games: {}.", offered_names())
}
