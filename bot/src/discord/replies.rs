//! Table replies as Discord messages, and how an interaction is answered with them.
//!
//! The first reply a member can see answers the interaction (ephemeral when the
//! reply is); the rest follow as follow-ups; DMs go to a DM channel. A button press
//! whose command was accepted publicly retires the pressed message's buttons, so a
//! settled challenge never shows live buttons.

use crate::table::{Audience, Button, ButtonStyle, ChannelKey, Reply};
use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;

/// Discord's limit on message content, in characters.
const CONTENT_LIMIT: usize = 2000;
/// Discord's limit on an embed title, in characters.
const TITLE_LIMIT: usize = 256;
/// Discord's limit on a button label, in characters.
const LABEL_LIMIT: usize = 80;
/// Buttons per action row, and action rows per message.
const ROW_WIDTH: usize = 5;
const MAX_ROWS: usize = 5;

/// Cuts `text` to `limit` characters, marking the cut.
fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(limit - 1).collect();
    cut.push('…');
    cut
}

/// A reply's pieces in Discord's vocabulary.
struct Parts {
    content: Option<String>,
    embed: Option<serenity::CreateEmbed>,
    file: Option<serenity::CreateAttachment>,
    rows: Vec<serenity::CreateActionRow>,
}

fn parts(reply: &Reply) -> Parts {
    let content = match (reply.text.trim().is_empty(), &reply.picture) {
        (false, _) => Some(truncate(&reply.text, CONTENT_LIMIT)),
        (true, Some(_)) => None,
        // Discord refuses an empty message.
        (true, None) => Some("…".to_string()),
    };
    let (embed, file) = match &reply.picture {
        Some(picture) => (
            Some(
                serenity::CreateEmbed::new()
                    .title(truncate(&picture.title, TITLE_LIMIT))
                    .image(format!("attachment://{}", picture.file_name)),
            ),
            Some(
                serenity::CreateAttachment::bytes(picture.png.clone(), picture.file_name.clone())
                    .description(truncate(&picture.title, 1024)),
            ),
        ),
        None => (None, None),
    };
    Parts {
        content,
        embed,
        file,
        rows: action_rows(&reply.buttons),
    }
}

/// Buttons laid out five to a row, at most five rows.
fn action_rows(buttons: &[Button]) -> Vec<serenity::CreateActionRow> {
    if buttons.len() > ROW_WIDTH * MAX_ROWS {
        tracing::warn!(
            count = buttons.len(),
            "more buttons than Discord shows; the rest are dropped"
        );
    }
    buttons
        .chunks(ROW_WIDTH)
        .take(MAX_ROWS)
        .map(|row| serenity::CreateActionRow::Buttons(row.iter().map(button).collect()))
        .collect()
}

fn button(button: &Button) -> serenity::CreateButton {
    let style = match button.style {
        ButtonStyle::Primary => serenity::ButtonStyle::Primary,
        ButtonStyle::Secondary => serenity::ButtonStyle::Secondary,
        ButtonStyle::Success => serenity::ButtonStyle::Success,
        ButtonStyle::Danger => serenity::ButtonStyle::Danger,
    };
    serenity::CreateButton::new(button.custom_id.clone())
        .label(truncate(&button.label, LABEL_LIMIT))
        .style(style)
}

fn response_message(reply: &Reply) -> serenity::CreateInteractionResponseMessage {
    let parts = parts(reply);
    let mut message = serenity::CreateInteractionResponseMessage::new().ephemeral(reply.to == Audience::Ephemeral);
    if let Some(content) = parts.content {
        message = message.content(content);
    }
    if let Some(embed) = parts.embed {
        message = message.embed(embed);
    }
    if let Some(file) = parts.file {
        message = message.add_file(file);
    }
    if !parts.rows.is_empty() {
        message = message.components(parts.rows);
    }
    message
}

fn followup(reply: &Reply) -> serenity::CreateInteractionResponseFollowup {
    let parts = parts(reply);
    let mut message = serenity::CreateInteractionResponseFollowup::new().ephemeral(reply.to == Audience::Ephemeral);
    if let Some(content) = parts.content {
        message = message.content(content);
    }
    if let Some(embed) = parts.embed {
        message = message.embed(embed);
    }
    if let Some(file) = parts.file {
        message = message.add_file(file);
    }
    if !parts.rows.is_empty() {
        message = message.components(parts.rows);
    }
    message
}

fn edit(reply: &Reply) -> serenity::EditInteractionResponse {
    let parts = parts(reply);
    let mut message = serenity::EditInteractionResponse::new();
    if let Some(content) = parts.content {
        message = message.content(content);
    }
    if let Some(embed) = parts.embed {
        message = message.embed(embed);
    }
    if let Some(file) = parts.file {
        message = message.new_attachment(file);
    }
    if !parts.rows.is_empty() {
        message = message.components(parts.rows);
    }
    message
}

fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    let parts = parts(reply);
    let mut message = serenity::CreateMessage::new();
    if let Some(content) = parts.content {
        message = message.content(content);
    }
    if let Some(embed) = parts.embed {
        message = message.embed(embed);
    }
    if let Some(file) = parts.file {
        message = message.add_file(file);
    }
    if !parts.rows.is_empty() {
        message = message.components(parts.rows);
    }
    message
}

/// How far an interaction has been answered before the replies are known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Answered {
    /// Not at all: the first visible reply becomes the response.
    No,
    /// A slash command deferred as an ephemeral "thinking…".
    Deferred,
    /// A button press acknowledged without a message (deferred update).
    Acknowledged,
}

/// One interaction to answer: its id and token, and where it came from (for logs).
pub(super) struct Exchange<'a> {
    pub http: &'a serenity::Http,
    pub id: serenity::InteractionId,
    pub token: &'a str,
    pub channel: serenity::ChannelId,
}

impl Exchange<'_> {
    fn log_failure(&self, what: &str, error: &serenity::Error) {
        tracing::warn!(interaction = %self.id, channel = %self.channel, %error, "could not {what}");
    }

    async fn respond(&self, response: serenity::CreateInteractionResponse, what: &str) -> bool {
        match response.execute(self.http, (self.id, self.token)).await {
            Ok(()) => true,
            Err(error) => {
                self.log_failure(what, &error);
                false
            }
        }
    }

    /// An ephemeral "thinking…" for a slash command whose table call is slow.
    pub async fn defer_ephemeral(&self) -> bool {
        let thinking = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        self.respond(serenity::CreateInteractionResponse::Defer(thinking), "defer")
            .await
    }

    /// Acknowledges a button press without a message yet.
    pub async fn acknowledge(&self) -> bool {
        self.respond(serenity::CreateInteractionResponse::Acknowledge, "acknowledge")
            .await
    }

    /// Answers with `replies`, given how far the interaction was already answered.
    /// With `retire_buttons`, the message whose button was pressed loses its buttons.
    pub async fn deliver(&self, replies: Vec<Reply>, answered: Answered, retire_buttons: bool) {
        let (dms, visible): (Vec<Reply>, Vec<Reply>) = replies
            .into_iter()
            .partition(|reply| matches!(reply.to, Audience::Dm(_)));
        let placeholder = || {
            Reply::ephemeral(if dms.is_empty() {
                "Done."
            } else {
                "I sent you a direct message."
            })
        };
        let mut visible = visible.into_iter().peekable();

        match answered {
            Answered::No if !retire_buttons => {
                let first = visible.next().unwrap_or_else(placeholder);
                let response = serenity::CreateInteractionResponse::Message(response_message(&first));
                self.respond(response, "answer the interaction").await;
            }
            Answered::No => {
                self.acknowledge().await;
                self.strip_buttons().await;
            }
            Answered::Deferred => {
                // The "thinking…" is ephemeral: it takes the first ephemeral reply,
                // or a short note while the public replies follow.
                let first = match visible.peek() {
                    Some(reply) if reply.to == Audience::Ephemeral => visible.next(),
                    _ => None,
                };
                let first = first.unwrap_or_else(placeholder);
                if let Err(error) = edit(&first).execute(self.http, self.token).await {
                    self.log_failure("edit the deferred response", &error);
                }
            }
            Answered::Acknowledged => {
                if retire_buttons {
                    self.strip_buttons().await;
                }
            }
        }

        for reply in visible {
            if let Err(error) = followup(&reply).execute(self.http, (None, self.token)).await {
                self.log_failure("send a follow-up", &error);
            }
        }
        for reply in dms {
            if let Audience::Dm(member) = reply.to {
                send_dm(self.http, member, &reply).await;
            }
        }
    }

    /// Removes the buttons of the message a pressed button was on.
    async fn strip_buttons(&self) {
        let edit = serenity::EditInteractionResponse::new().components(Vec::new());
        if let Err(error) = edit.execute(self.http, self.token).await {
            self.log_failure("remove the pressed message's buttons", &error);
        }
    }
}

/// Sends `reply` to `member` in a DM.
pub(super) async fn send_dm(http: &serenity::Http, member: u64, reply: &Reply) {
    let user = serenity::UserId::new(member);
    let channel = match user.create_dm_channel(http).await {
        Ok(channel) => channel,
        Err(error) => {
            tracing::warn!(%user, %error, "could not open a DM channel");
            return;
        }
    };
    if let Err(error) = channel.id.send_message(http, channel_message(reply)).await {
        tracing::warn!(%user, channel = %channel.id, %error, "could not send a DM");
    }
}

/// Posts `reply` in the channel a table key names (a timer's reply, say).
pub(super) async fn post_to_channel(http: &serenity::Http, key: &ChannelKey, reply: &Reply) {
    if let Some(member) = key.0.strip_prefix("dm:") {
        match member.parse::<u64>() {
            Ok(member) if member != 0 => send_dm(http, member, reply).await,
            _ => tracing::warn!(channel = %key.0, "a DM channel key without a member id"),
        }
        return;
    }
    let channel = match key.0.parse::<u64>() {
        Ok(id) if id != 0 => serenity::ChannelId::new(id),
        _ => {
            tracing::warn!(channel = %key.0, "not a Discord channel id; reply dropped");
            return;
        }
    };
    if let Err(error) = channel.send_message(http, channel_message(reply)).await {
        tracing::warn!(%channel, %error, "could not post to the channel");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_cut_to_discords_limit() {
        let text = "x".repeat(2500);
        let cut = truncate(&text, CONTENT_LIMIT);
        assert_eq!(cut.chars().count(), CONTENT_LIMIT);
        assert!(cut.ends_with('…'));
        assert_eq!(truncate("short", CONTENT_LIMIT), "short");
    }

    #[test]
    fn buttons_fill_rows_of_five_and_at_most_five_rows() {
        let buttons: Vec<Button> = (0..27)
            .map(|i| Button {
                label: format!("b{i}"),
                custom_id: format!("id{i}"),
                style: ButtonStyle::Secondary,
            })
            .collect();
        assert_eq!(action_rows(&buttons[..7]).len(), 2);
        assert_eq!(action_rows(&buttons).len(), MAX_ROWS);
    }
}
