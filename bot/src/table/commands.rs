//! The commands as they arrive: each request (or button press) is routed to its
//! feature's handler — challenges, lobbies, turns, secrets, stakes, Crown and
//! Anchor tables — which reads the channel's session, builds the next state on a
//! copy, commits it, and answers.

use super::api::{Command, Reply};
use super::base::{Ctx, Slot};
use super::session;
use super::text;
use super::turns::running_crown;
use parlor_games::i18n::{self, Msg};
use parlor_games::{msg, GameKind};

/// `/rules game:<name>`.
pub(super) fn rules(game: &str) -> Reply {
    match GameKind::from_name(game) {
        Some(kind) => Reply::ephemeral(Msg::lines([text::title(kind), rules_summary(kind)])),
        None => Reply::refuse(text::unknown_game(game)),
    }
}

/// A game's rules in brief (`<game>-rules`), or the registry's English summary
/// while the catalog lacks it.
fn rules_summary(kind: GameKind) -> Msg {
    let wanted = i18n::rules(kind.name());
    match wanted.id() {
        Some(id) if i18n::lookup(i18n::Locale::En, id).is_some() => wanted,
        _ => Msg::raw(kind.rules_summary()),
    }
}

impl Ctx<'_> {
    pub fn run(&mut self, slot: &mut Slot) -> Vec<Reply> {
        match self.request.command.clone() {
            Command::Play {
                game,
                opponent,
                options,
            } => self.play(slot, &game, opponent.as_ref(), &options),
            Command::Accept => self.accept(slot),
            Command::Decline => self.decline(slot),
            Command::Move { text } => self.make_move(slot, &text),
            Command::Moves => self.moves(slot),
            Command::Board => self.board(slot),
            Command::Resign => self.resign(slot),
            Command::Draw => self.draw(slot),
            Command::Claim => self.claim(slot),
            Command::End => self.end(slot),
            Command::Button { custom_id } => self.button(slot, &custom_id),
            Command::Join if running_crown(slot) => self.crown_join(slot),
            Command::Leave if running_crown(slot) => self.crown_leave(slot),
            Command::Join => self.join(slot),
            Command::Leave => self.leave(slot),
            Command::Start => self.start(slot),
            Command::AddParlor { level } => self.add_parlor(slot, level.as_deref()),
            Command::RemoveParlor => self.remove_parlor(slot),
            Command::Rematch => self.rematch(slot, None),
            Command::Secret { number } => self.secret_here(slot, number.as_deref()),
            Command::Select { custom_id, values } => self.select(slot, &custom_id, &values),
            Command::Roll => self.roll(slot),
            Command::Bet { design, chips } => self.bet(slot, &design, &chips),
            Command::Withdraw { design } => self.withdraw(slot, design.as_deref()),
            Command::Help
            | Command::Rules { .. }
            | Command::Chips(_)
            | Command::Settings(_)
            | Command::Stats { .. }
            | Command::Leaderboard { .. }
            | Command::History { .. }
            | Command::Replay { .. }
            | Command::Notify { .. } => {
                unreachable!("answered before the session lock")
            }
        }
    }

    fn button(&mut self, slot: &mut Slot, custom_id: &str) -> Vec<Reply> {
        let Some((id, action)) = session::parse_button(custom_id) else {
            return vec![Reply::refuse(msg!("table-button-unknown"))];
        };
        if action == "rematch" {
            // On a game-over message (the game is gone) or on the rematch asked for.
            return self.rematch(slot, Some(id));
        }
        let live = slot.as_ref().filter(|s| s.record.id == id);
        let Some(session) = live else {
            return vec![Reply::refuse(msg!("table-button-ended"))];
        };
        let challenge = session.is_challenge();
        if !challenge && session.table().is_some() {
            return match action.split_once(':') {
                Some(("bet", design)) => self.crown_bet_button(slot, design),
                Some(("chip", size)) => self.crown_chip_size(slot, size),
                _ => match action {
                    "roll" => self.crown_roll(slot),
                    "join" => self.crown_join(slot),
                    "leave" => self.crown_leave(slot),
                    "end" => self.end(slot),
                    _ => vec![Reply::refuse(msg!("table-button-stale"))],
                },
            };
        }
        match (action, challenge) {
            ("roll", false) => self.roll(slot),
            ("accept", true) => self.accept(slot),
            ("join", true) => self.join(slot),
            ("leave", true) => self.leave(slot),
            ("start", true) => self.start(slot),
            ("add-parlor", true) => self.add_parlor(slot, None),
            ("remove-parlor", true) => self.remove_parlor(slot),
            ("join" | "leave" | "start" | "add-parlor" | "remove-parlor", false) => {
                vec![Reply::refuse(msg!("table-game-already-started"))]
            }
            ("decline", true) => self.decline(slot),
            ("draw", false) => self.draw(slot),
            ("end", false) => self.end(slot),
            ("accept" | "decline", false) => vec![Reply::refuse(msg!("table-challenge-answered"))],
            _ => vec![Reply::refuse(msg!("table-button-stale"))],
        }
    }
}
