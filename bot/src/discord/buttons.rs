//! Component interactions: button presses and select menu choices. Poise dispatches
//! only commands and autocomplete, so components arrive here as raw gateway events.

use super::data::{Data, Error};
use super::replies::{self, Answered, Exchange, Responded};
use super::request;
use crate::i18n::tr;
use crate::table::{control_name, Audience, ChannelKey, Command, Reply};
use crate::telemetry::{self, Kind, Outcome};
use parlor_games::msg;
use poise::serenity_prelude as serenity;

/// Poise's event handler: a button press becomes `Command::Button`, a string select
/// choice `Command::Select`.
pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        let http = &framework.serenity_context.http;
        match request::component_command(&press.data) {
            Some(command) => on_press(http, framework.user_data, press, command).await,
            None => {
                // Never log the chosen values: a menu's choice may be a secret.
                tracing::warn!(interaction = %press.id, custom_id = %press.data.custom_id, "a component the table does not use");
                let locale = request::member_locale(&press.locale);
                let reply = Reply::refusal(tr(locale, &msg!("discord-unknown-control")));
                let exchange = exchange(http, framework.user_data, press);
                exchange.deliver(vec![reply], Answered::No, false).await;
                let elapsed = exchange.received.elapsed();
                telemetry::interaction("menu:other", Kind::Menu, Outcome::Refused, elapsed);
            }
        }
    }
    Ok(())
}

fn exchange<'a>(http: &'a serenity::Http, data: &'a Data, press: &'a serenity::ComponentInteraction) -> Exchange<'a> {
    Exchange {
        http,
        table: Some(&data.table),
        id: press.id,
        token: &press.token,
        channel: press.channel_id,
        // Parlor's own DM with the member (not a DM between members).
        dm_member: (press.guild_id.is_none() && !request::Origin::of_component(press).private())
            .then(|| press.user.id.get()),
        private: Some(request::Origin::of_component(press).key()).filter(ChannelKey::is_private),
        received: std::time::Instant::now(),
        locale: request::member_locale(&press.locale),
    }
}

async fn on_press(http: &serenity::Http, data: &Data, press: &serenity::ComponentInteraction, command: Command) {
    let exchange = exchange(http, data, press);
    let menu = matches!(command, Command::Select { .. });
    let mut pending = request::start(data, request::from_component(press, command));
    let (replies, answered, acknowledged) = match request::within_deadline(&mut pending).await {
        Some(replies) => (replies, Answered::No, Responded::Yes),
        None => {
            tracing::warn!(interaction = %press.id, "the table is slow; acknowledging the press");
            let acknowledged = exchange.acknowledge().await;
            (pending.await, Answered::Acknowledged, acknowledged)
        }
    };
    let (replies, outcome) = match replies {
        Ok(replies) => {
            let outcome = super::run::outcome_of(&replies);
            (replies, outcome)
        }
        Err(error) => {
            tracing::error!(interaction = %press.id, channel = %press.channel_id, custom_id = %press.data.custom_id, %error, "the table failed on a component interaction");
            let our_fault = Reply::refusal(tr(exchange.locale, &msg!("discord-our-fault")));
            (vec![our_fault], Outcome::Failed)
        }
    };
    let replies = replies::in_place(replies, exchange.dm_member);
    let settled = settles_message(&replies);
    exchange.deliver_after(replies, answered, acknowledged, settled).await;
    let (name, kind) = match menu {
        true => (control_name(&press.data.custom_id, true), Kind::Menu),
        false => (control_name(&press.data.custom_id, false), Kind::Button),
    };
    telemetry::interaction(name, kind, outcome, exchange.received.elapsed());
}

/// True when the press was accepted and announced to the channel (a challenge
/// accepted or declined, a lobby joined, a secret picked in a DM): the pressed
/// message's components have done their job, and any still needed come with the
/// new message. A reply that keeps the controls (a Crown and Anchor bet: the
/// round's buttons serve every bettor until the roll) leaves them.
fn settles_message(replies: &[Reply]) -> bool {
    replies
        .iter()
        .any(|reply| reply.ok && reply.to == Audience::Channel && !reply.keeps_controls)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_press_leaves_the_buttons_live() {
        let replies = [Reply::refusal("Only bob can accept this challenge.")];
        assert!(!settles_message(&replies));
    }

    #[test]
    fn an_accepted_public_press_settles_the_message() {
        let replies = [Reply::to(Audience::Channel, "bob accepted. Hot Spot begins.")];
        assert!(settles_message(&replies));
    }

    #[test]
    fn an_ephemeral_answer_leaves_the_buttons_live() {
        let replies = [Reply::to(Audience::Ephemeral, "Your moves: a1-b2")];
        assert!(!settles_message(&replies));
    }

    #[test]
    fn a_bet_by_a_round_button_leaves_the_buttons_for_the_other_bettors() {
        let bet = Reply::to(Audience::Channel, "bob bets 10 chips on the heart.").keeping_controls();
        assert!(!settles_message(&[bet]));
    }

    #[test]
    fn a_post_elsewhere_alone_does_not_settle_the_message() {
        let post = Reply {
            to: Audience::Post(crate::table::ChannelKey("42".to_string())),
            ..Reply::to(Audience::Channel, "Both players have picked.")
        };
        assert!(!settles_message(&[post]));
    }
}
