//! Button presses. Poise dispatches only commands and autocomplete, so component
//! interactions arrive here as raw gateway events.

use super::replies::{Answered, Exchange};
use super::{request, Data, Error};
use crate::table::{Audience, Reply};
use poise::serenity_prelude as serenity;

/// Poise's event handler: a button press becomes `Command::Button`.
pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        if matches!(press.data.kind, serenity::ComponentInteractionDataKind::Button) {
            on_press(&framework.serenity_context.http, framework.user_data, press).await;
        } else {
            tracing::warn!(interaction = %press.id, kind = ?press.data.kind, "a component the table does not use");
        }
    }
    Ok(())
}

async fn on_press(http: &serenity::Http, data: &Data, press: &serenity::ComponentInteraction) {
    let mut pending = request::start(data, request::from_component(press));
    let exchange = Exchange {
        http,
        id: press.id,
        token: &press.token,
        channel: press.channel_id,
    };
    let (replies, answered) = match request::within_deadline(&mut pending).await {
        Some(replies) => (replies, Answered::No),
        None => {
            tracing::warn!(interaction = %press.id, "the table is slow; acknowledging the press");
            exchange.acknowledge().await;
            (pending.await, Answered::Acknowledged)
        }
    };
    let replies = replies.unwrap_or_else(|error| {
        tracing::error!(interaction = %press.id, channel = %press.channel_id, custom_id = %press.data.custom_id, %error, "the table failed on a button press");
        vec![Reply::refuse("Something went wrong on my side; it has been logged. Please try again.")]
    });
    let settled = settles_message(&replies);
    exchange.deliver(replies, answered, settled).await;
}

/// True when the press was accepted and announced to the channel (a challenge
/// accepted or declined, a lobby joined): the pressed message's buttons have done
/// their job, and any still needed come with the new message.
fn settles_message(replies: &[Reply]) -> bool {
    replies.iter().any(|reply| reply.ok && reply.to == Audience::Channel)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_press_leaves_the_buttons_live() {
        let replies = [Reply::refuse("Only bob can accept this challenge.")];
        assert!(!settles_message(&replies));
    }

    #[test]
    fn an_accepted_public_press_settles_the_message() {
        let replies = [Reply::channel("bob accepted. Hot Spot begins.")];
        assert!(settles_message(&replies));
    }

    #[test]
    fn an_ephemeral_answer_leaves_the_buttons_live() {
        let replies = [Reply::ephemeral("Your moves: a1-b2")];
        assert!(!settles_message(&replies));
    }
}
