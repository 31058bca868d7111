//! Table replies as Discord messages, and how an interaction is answered with them.
//!
//! The first reply a member can see answers the interaction (ephemeral when the
//! reply is); the rest follow as follow-ups; DMs go to a DM channel, and a DM that
//! cannot be delivered (closed DMs, error 50007) is replaced by the reply's
//! `dm_fallback` in the request's channel; `Audience::Post` replies are posted in the
//! channel they name. A button press whose command was accepted publicly retires the
//! pressed message's buttons, so a settled challenge never shows live buttons.

use super::retry::{self, Target};
use crate::i18n::tr;
use crate::table::{Audience, Button, ButtonStyle, ChannelKey, Mention, Menu, Reply, Table};
use parlor_games::i18n::Locale;
use parlor_games::msg;
use poise::serenity_prelude as serenity;
use serenity::builder::Builder as _;
use std::time::{Duration, Instant};

/// Discord's limit on message content, in characters.
const CONTENT_LIMIT: usize = 2000;
/// Discord's limit on an embed title, in characters.
const TITLE_LIMIT: usize = 256;
/// Discord's limit on a button label, in characters.
const LABEL_LIMIT: usize = 80;
/// Buttons per action row, and action rows per message.
const ROW_WIDTH: usize = 5;
const MAX_ROWS: usize = 5;
/// Discord's limits on a select menu: options, option label and value, placeholder.
const MENU_OPTIONS: usize = 25;
const OPTION_LIMIT: usize = 100;
const PLACEHOLDER_LIMIT: usize = 150;
/// Discord's error code for "Cannot send messages to this user" (closed DMs).
pub(super) const CANNOT_MESSAGE_USER: isize = 50007;

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
    /// The users the content pings, and only they may be.
    pings: Vec<serenity::UserId>,
    embed: Option<serenity::CreateEmbed>,
    /// The picture's file first, then the reply's other files.
    files: Vec<serenity::CreateAttachment>,
    rows: Vec<serenity::CreateActionRow>,
}

/// The text with each mentioned member's name (its first whole-word
/// occurrence) written as a Discord mention, or the mention put first when the
/// text doesn't name them.
fn with_pings(text: &str, mentions: &[Mention]) -> String {
    let mut text = text.to_string();
    for m in mentions {
        let name = m.name.to_string();
        let ping = format!("<@{}>", m.id);
        let whole_word = |at: usize| {
            let before = text[..at].chars().next_back();
            let after = text[at + name.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        };
        match text.match_indices(&name).map(|(at, _)| at).find(|&at| whole_word(at)) {
            Some(at) if !name.is_empty() => text.replace_range(at..at + name.len(), &ping),
            _ => text = format!("{ping} {text}"),
        }
    }
    text
}

fn parts(reply: &Reply) -> Parts {
    let text = with_pings(&reply.text, &reply.mentions);
    // A picture with no bytes (a renderer's stand-in) would be an empty upload
    // under an embed that shows nothing: the message goes without it.
    let picture = reply.picture.as_ref().filter(|picture| {
        let drawn = !picture.png.is_empty();
        if !drawn {
            tracing::warn!(file = %picture.file_name, "a picture with no bytes; sent without it");
        }
        drawn
    });
    let content = match (text.trim().is_empty(), picture) {
        (false, _) => Some(truncate(&text, CONTENT_LIMIT)),
        (true, Some(_)) => None,
        // Discord refuses an empty message.
        (true, None) => Some("…".to_string()),
    };
    let (embed, mut files) = match picture {
        Some(picture) => (
            Some(
                serenity::CreateEmbed::new()
                    .title(truncate(&picture.title, TITLE_LIMIT))
                    .image(format!("attachment://{}", picture.file_name)),
            ),
            vec![
                serenity::CreateAttachment::bytes(picture.png.clone(), picture.file_name.clone())
                    .description(truncate(&picture.description, 1024)),
            ],
        ),
        None => (None, Vec::new()),
    };
    files.extend(reply.files.iter().map(|f| {
        serenity::CreateAttachment::bytes(f.bytes.clone(), f.file_name.clone())
            .description(truncate(&f.description, 1024))
    }));
    Parts {
        content,
        pings: reply.mentions.iter().map(|m| serenity::UserId::new(m.id)).collect(),
        embed,
        files,
        rows: action_rows(&reply.buttons, reply.menu.as_ref()),
    }
}

/// Buttons laid out five to a row, then the menu in a row of its own: at most five
/// rows in all.
fn action_rows(buttons: &[Button], menu: Option<&Menu>) -> Vec<serenity::CreateActionRow> {
    let menu = menu.filter(|menu| {
        let usable = !menu.options.is_empty();
        if !usable {
            tracing::warn!(custom_id = %menu.custom_id, "a select menu without options; not shown");
        }
        usable
    });
    let button_rows = MAX_ROWS - usize::from(menu.is_some());
    if buttons.len() > ROW_WIDTH * button_rows {
        tracing::warn!(
            count = buttons.len(),
            "more buttons than Discord shows; the rest are dropped"
        );
    }
    let mut rows: Vec<serenity::CreateActionRow> = buttons
        .chunks(ROW_WIDTH)
        .take(button_rows)
        .map(|row| serenity::CreateActionRow::Buttons(row.iter().map(button).collect()))
        .collect();
    rows.extend(menu.map(select_menu));
    rows
}

/// A string select menu, at most 25 options.
fn select_menu(menu: &Menu) -> serenity::CreateActionRow {
    if menu.options.len() > MENU_OPTIONS {
        tracing::warn!(
            custom_id = %menu.custom_id,
            count = menu.options.len(),
            "more menu options than Discord shows; the rest are dropped"
        );
    }
    let options = menu
        .options
        .iter()
        .take(MENU_OPTIONS)
        .map(|(label, value)| serenity::CreateSelectMenuOption::new(truncate(label, OPTION_LIMIT), value.clone()))
        .collect();
    let mut select = serenity::CreateSelectMenu::new(
        menu.custom_id.clone(),
        serenity::CreateSelectMenuKind::String { options },
    );
    if !menu.placeholder.trim().is_empty() {
        select = select.placeholder(truncate(&menu.placeholder, PLACEHOLDER_LIMIT));
    }
    serenity::CreateActionRow::SelectMenu(select)
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

/// Fills one of serenity's message builders with a reply's parts. The four builders
/// share their method names but no trait, so this is a macro; `$attach` names the
/// builder's method for a new file.
macro_rules! filled {
    ($builder:expr, $reply:expr, $attach:ident) => {{
        let parts = parts($reply);
        // Table text pings only the members its reply names to ping: names in
        // it are escaped, and no other mention (everyone, roles, other users) is
        // allowed, whatever a text might hold.
        let mut message = $builder.allowed_mentions(serenity::CreateAllowedMentions::new().users(parts.pings));
        if let Some(content) = parts.content {
            message = message.content(content);
        }
        if let Some(embed) = parts.embed {
            message = message.embed(embed);
        }
        for file in parts.files {
            message = message.$attach(file);
        }
        if !parts.rows.is_empty() {
            message = message.components(parts.rows);
        }
        message
    }};
}

fn response_message(reply: &Reply) -> serenity::CreateInteractionResponseMessage {
    let builder = serenity::CreateInteractionResponseMessage::new().ephemeral(reply.to == Audience::Ephemeral);
    filled!(builder, reply, add_file)
}

fn followup(reply: &Reply) -> serenity::CreateInteractionResponseFollowup {
    let builder = serenity::CreateInteractionResponseFollowup::new().ephemeral(reply.to == Audience::Ephemeral);
    filled!(builder, reply, add_file)
}

fn edit(reply: &Reply) -> serenity::EditInteractionResponse {
    filled!(serenity::EditInteractionResponse::new(), reply, new_attachment)
}

pub(super) fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    filled!(serenity::CreateMessage::new(), reply, add_file)
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

/// What came of an interaction response.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Responded {
    /// Discord took it.
    Yes,
    /// Discord said 40060: the interaction was already acknowledged (an earlier
    /// attempt got through though its answer was lost). Follow-ups still work.
    Already,
    /// It failed for good: the interaction's token is of no use.
    Failed,
}

impl Responded {
    /// True when follow-ups and edits can be sent with the interaction's token.
    pub fn acknowledged(self) -> bool {
        self != Responded::Failed
    }
}

/// How long after the interaction its token is used for follow-ups and edits:
/// Discord takes them for 15 minutes.
pub(super) const TOKEN_LIFE: Duration = Duration::from_secs(14 * 60);

/// Discord wants an interaction's first response within 3 s of the interaction;
/// a retry of it that would start later than this is not made.
pub(super) const RESPONSE_DEADLINE: Duration = Duration::from_millis(2900);

/// One interaction to answer: its id and token, and where it came from.
pub(super) struct Exchange<'a> {
    pub http: &'a serenity::Http,
    /// The table, whose outbox takes a public reply the interaction could not
    /// carry (none in tests of the answering alone).
    pub table: Option<&'a Table>,
    pub id: serenity::InteractionId,
    pub token: &'a str,
    pub channel: serenity::ChannelId,
    /// The member, when the interaction came from their DM with the bot: a DM to
    /// them is then simply a reply where they are.
    pub dm_member: Option<u64>,
    /// The table's key of the channel when Parlor is not a member of it (a DM
    /// or group DM between members, issue 33): everything goes through the
    /// interaction, and what it cannot carry goes to the outbox.
    pub private: Option<ChannelKey>,
    /// When the adapter received the interaction (Discord's 3 s run from about then).
    pub received: Instant,
    /// The member's language (their Discord client's), for the notes the
    /// adapter writes itself; the table's replies come rendered.
    pub locale: Locale,
}

/// Replies addressed by DM to the member who is already writing from that DM become
/// replies in place (no second DM channel lookup, and they answer the interaction).
pub(super) fn in_place(replies: Vec<Reply>, dm_member: Option<u64>) -> Vec<Reply> {
    replies
        .into_iter()
        .map(|reply| match reply.to {
            Audience::Dm(member) if Some(member) == dm_member => Reply {
                to: Audience::Channel,
                ..reply
            },
            _ => reply,
        })
        .collect()
}

impl Exchange<'_> {
    fn target(&self) -> Target {
        Target {
            interaction: Some(self.id),
            channel: self.channel.to_string(),
        }
    }

    fn log_failure(&self, what: &str, error: &serenity::Error) {
        tracing::warn!(
            interaction = %self.id,
            channel = %self.channel,
            status = retry::status(error),
            code = discord_code(error),
            %error,
            "could not {what}"
        );
    }

    /// Makes the interaction's first response, retrying within Discord's deadline.
    async fn respond(&self, response: serenity::CreateInteractionResponse, what: &str) -> Responded {
        let deadline = Some(self.received + RESPONSE_DEADLINE);
        let sent = retry::send(&self.target(), what, deadline, || {
            response.clone().execute(self.http, (self.id, self.token))
        })
        .await;
        match sent {
            Ok(()) => Responded::Yes,
            Err(error) if discord_code(&error) == Some(retry::ALREADY_ACKNOWLEDGED) => {
                tracing::info!(interaction = %self.id, channel = %self.channel, "already acknowledged: {what}");
                Responded::Already
            }
            Err(error) => {
                self.log_failure(what, &error);
                Responded::Failed
            }
        }
    }

    /// An ephemeral "thinking…" for a slash command whose table call is slow.
    pub async fn defer_ephemeral(&self) -> Responded {
        let thinking = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        self.respond(serenity::CreateInteractionResponse::Defer(thinking), "defer")
            .await
    }

    /// Acknowledges a button press without a message yet.
    pub async fn acknowledge(&self) -> Responded {
        self.respond(serenity::CreateInteractionResponse::Acknowledge, "acknowledge")
            .await
    }

    /// Answers with `replies`, given how far the interaction was already answered.
    /// With `retire_buttons`, the message whose button was pressed loses its buttons.
    ///
    /// Nothing public is lost to Discord's errors: a first response refused with
    /// 40060 is sent as a follow-up, and when the interaction could not be answered
    /// at all, the public replies are posted in the channel instead (only ephemeral
    /// ones, which can't be posted, are lost — and logged).
    pub async fn deliver(&self, replies: Vec<Reply>, answered: Answered, retire_buttons: bool) {
        self.deliver_after(replies, answered, Responded::Yes, retire_buttons)
            .await;
    }

    /// [`Self::deliver`], knowing what came of an earlier defer or acknowledgement.
    pub async fn deliver_after(
        &self,
        replies: Vec<Reply>,
        answered: Answered,
        earlier: Responded,
        retire_buttons: bool,
    ) {
        let mut dms = Vec::new();
        let mut posts = Vec::new();
        // Each visible reply with the id of the held post it shows, if any.
        let mut visible: Vec<(Reply, Option<i64>)> = self.held().await;
        for reply in in_place(replies, self.dm_member) {
            match &reply.to {
                Audience::Dm(_) => dms.push(reply),
                Audience::Post(_) => posts.push(reply),
                Audience::Channel | Audience::Ephemeral => visible.push((reply, None)),
            }
        }
        let placeholder = || {
            let note = if dms.is_empty() {
                msg!("discord-done")
            } else {
                msg!("discord-sent-dm")
            };
            (Reply::to(Audience::Ephemeral, tr(self.locale, &note)), None)
        };
        let mut visible = visible.into_iter().peekable();

        let mut usable = earlier.acknowledged() && self.token_alive();
        match answered {
            Answered::No if !retire_buttons => {
                let (first, held) = visible.next().unwrap_or_else(placeholder);
                let response = serenity::CreateInteractionResponse::Message(response_message(&first));
                match self.respond(response, "answer the interaction").await {
                    Responded::Yes => self.shown(held).await,
                    Responded::Already => {
                        if self.follow_up(&first).await {
                            self.shown(held).await;
                        }
                    }
                    Responded::Failed => {
                        usable = false;
                        if held.is_none() {
                            self.post_instead(&first).await;
                        }
                    }
                }
            }
            Answered::No => {
                usable = self.acknowledge().await.acknowledged();
                if usable {
                    self.strip_buttons().await;
                }
            }
            Answered::Deferred if usable => {
                // The "thinking…" is ephemeral: it takes the first ephemeral reply,
                // or a short note while the public replies follow.
                let first = match visible.peek() {
                    Some((reply, _)) if reply.to == Audience::Ephemeral => visible.next(),
                    _ => None,
                };
                let (first, _) = first.unwrap_or_else(placeholder);
                let message = edit(&first);
                let edited = retry::send(&self.target(), "edit the deferred response", None, || {
                    message.clone().execute(self.http, self.token)
                })
                .await;
                if let Err(error) = edited {
                    self.log_failure("edit the deferred response", &error);
                }
            }
            Answered::Deferred => {}
            Answered::Acknowledged => {
                if retire_buttons && usable {
                    self.strip_buttons().await;
                }
            }
        }

        for (reply, held) in visible {
            // A token is never used past its 15 minutes (a slow table).
            usable &= self.token_alive();
            if usable {
                if self.follow_up(&reply).await {
                    self.shown(held).await;
                }
            } else if held.is_none() {
                // A held post not shown stays held for the next answer.
                self.post_instead(&reply).await;
            }
        }
        for reply in posts {
            if let Audience::Post(key) = &reply.to {
                post_to_channel(self.http, self.table, key, &reply).await;
            }
        }
        for reply in dms {
            if let Audience::Dm(member) = reply.to {
                self.dm_or_fallback(member, &reply, usable && self.token_alive()).await;
            }
        }
    }

    /// True while the interaction's token may still be used: Discord takes
    /// follow-ups and edits for 15 minutes (a minute is kept in hand).
    fn token_alive(&self) -> bool {
        self.received.elapsed() < TOKEN_LIFE
    }

    /// The posts held for this private channel (issue 33), shown at the top of
    /// the answer, each with its outbox id.
    async fn held(&self) -> Vec<(Reply, Option<i64>)> {
        let (Some(table), Some(key)) = (self.table, self.private.as_ref()) else {
            return Vec::new();
        };
        table
            .held_posts(key)
            .into_iter()
            .map(|post| {
                let reply = Reply {
                    to: Audience::Channel,
                    ..post.reply
                };
                (reply, Some(post.id))
            })
            .collect()
    }

    /// A held post reached Discord in this answer: it is not shown again.
    async fn shown(&self, held: Option<i64>) {
        if let (Some(table), Some(id)) = (self.table, held) {
            table.outbox_sent(id, super::request::now_millis());
        }
    }

    /// A reply of an interaction that could not be answered: a public one goes
    /// to the outbox as a channel post (sent until Discord takes it), an
    /// ephemeral one is logged as lost.
    async fn post_instead(&self, reply: &Reply) {
        if reply.to == Audience::Ephemeral {
            tracing::warn!(interaction = %self.id, channel = %self.channel, "an ephemeral reply was lost with its interaction");
            return;
        }
        if let Some(table) = self.table {
            let key = self
                .private
                .clone()
                .unwrap_or_else(|| ChannelKey(self.channel.get().to_string()));
            let mut post = reply.clone();
            post.to = Audience::Channel;
            if let Some(id) = table.enqueue(&key, &post, super::request::now_millis()) {
                tracing::info!(interaction = %self.id, channel = %self.channel, post = id, "a reply of an unanswered interaction goes to the outbox");
                return;
            }
        }
        if self.private.is_some() {
            // Parlor may not post in this channel.
            tracing::error!(interaction = %self.id, channel = %self.channel, "a reply could not be stored for a private channel and is lost");
            return;
        }
        let message = channel_message(reply);
        let posted = retry::send(&self.target(), "post a reply in the channel", None, || {
            self.channel.send_message(self.http, message.clone())
        })
        .await;
        match posted {
            Ok(_) => {
                tracing::info!(interaction = %self.id, channel = %self.channel, "posted a reply of an unanswered interaction in its channel")
            }
            Err(error) => self.log_failure("post a reply in the channel", &error),
        }
    }

    async fn follow_up(&self, reply: &Reply) -> bool {
        let message = followup(reply);
        let sent = retry::send(&self.target(), "send a follow-up", None, || {
            message.clone().execute(self.http, (None, self.token))
        })
        .await;
        match sent {
            Ok(_) => true,
            Err(error) => {
                self.log_failure("send a follow-up", &error);
                false
            }
        }
    }

    /// Sends a DM; when that fails (closed DMs: 50007, or anything else), posts the
    /// reply's fallback text in the request's channel for everyone to see. The
    /// fallback never holds a secret; the DM's own text is never posted.
    async fn dm_or_fallback(&self, member: u64, reply: &Reply, usable: bool) {
        let Err(error) = send_dm(self.http, &self.target(), member, reply).await else {
            return;
        };
        let code = discord_code(&error);
        tracing::warn!(
            interaction = %self.id,
            channel = %self.channel,
            member,
            code,
            closed_dms = code == Some(CANNOT_MESSAGE_USER),
            %error,
            "could not send a DM"
        );
        match &reply.dm_fallback {
            Some(fallback) => {
                let fallback = Reply::to(Audience::Channel, fallback.clone());
                let delivered = if usable {
                    self.follow_up(&fallback).await
                } else {
                    self.post_instead(&fallback).await;
                    true
                };
                if delivered {
                    tracing::info!(interaction = %self.id, channel = %self.channel, member, "posted the DM's fallback in the channel");
                }
            }
            None => {
                tracing::warn!(interaction = %self.id, channel = %self.channel, member, "the undelivered DM has no fallback")
            }
        }
    }

    /// Removes the buttons of the message a pressed button was on.
    async fn strip_buttons(&self) {
        let edit = serenity::EditInteractionResponse::new().components(Vec::new());
        let edited = retry::send(&self.target(), "remove the pressed message's buttons", None, || {
            edit.clone().execute(self.http, self.token)
        })
        .await;
        if let Err(error) = edited {
            self.log_failure("remove the pressed message's buttons", &error);
        }
    }
}

/// Discord's JSON error code of a failed request, e.g. 50007.
pub(super) fn discord_code(error: &serenity::Error) -> Option<isize> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => Some(response.error.code),
        _ => None,
    }
}

/// Sends `reply` to `member` in a DM: opens (or finds) the DM channel, then posts.
pub(super) async fn send_dm(
    http: &serenity::Http,
    target: &Target,
    member: u64,
    reply: &Reply,
) -> Result<(), serenity::Error> {
    if member == 0 {
        return Err(serenity::Error::Other("a DM to member id 0"));
    }
    let user = serenity::UserId::new(member);
    let channel = retry::send(target, "open a DM channel", None, || user.create_dm_channel(http)).await?;
    let message = channel_message(reply);
    retry::send(target, "send a DM", None, || {
        channel.id.send_message(http, message.clone())
    })
    .await?;
    Ok(())
}

/// Posts `reply` in the channel a table key names (a timer's reply, say). A
/// channel where Parlor is not a member (`pc:`) is never posted in: the reply
/// goes to the outbox, which DMs it to the players or holds it for the
/// channel's next interaction.
pub(super) async fn post_to_channel(http: &serenity::Http, table: Option<&Table>, key: &ChannelKey, reply: &Reply) {
    let target = Target {
        interaction: None,
        channel: key.0.clone(),
    };
    if key.is_private() {
        let stored = table.and_then(|table| {
            let post = Reply {
                to: Audience::Channel,
                ..reply.clone()
            };
            table.enqueue(key, &post, super::request::now_millis())
        });
        match stored {
            Some(id) => tracing::info!(channel = %key.0, post = id, "a post to a private channel goes to the outbox"),
            None => tracing::error!(channel = %key.0, "a post to a private channel could not be stored and is lost"),
        }
        return;
    }
    if let Some(member) = key.0.strip_prefix("dm:") {
        match member.parse::<u64>() {
            Ok(member) if member != 0 => {
                if let Err(error) = send_dm(http, &target, member, reply).await {
                    let code = discord_code(&error);
                    tracing::warn!(channel = %key.0, code, %error, "could not send a DM");
                }
            }
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
    let message = channel_message(reply);
    let posted = retry::send(&target, "post to the channel", None, || {
        channel.send_message(http, message.clone())
    })
    .await;
    if let Err(error) = posted {
        let code = discord_code(&error);
        tracing::warn!(%channel, code, status = retry::status(&error), %error, "could not post to the channel");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ping_takes_the_place_of_the_whole_name_or_goes_first() {
        let bob = Mention {
            id: 7,
            name: crate::name::Name::new("bo"),
        };
        assert_eq!(
            with_pings("bob and bo (White), your turn", std::slice::from_ref(&bob)),
            "bob and <@7> (White), your turn",
            "the whole word, not inside another name"
        );
        assert_eq!(with_pings("Your turn.", &[bob]), "<@7> Your turn.");
    }

    #[test]
    fn a_picture_with_no_bytes_is_left_out_and_the_text_still_goes() {
        let blank = |png: Vec<u8>| Reply {
            picture: Some(crate::table::Picture {
                file_name: "tournament-1-round-1.png".to_string(),
                png,
                title: "Autumn cup".to_string(),
                diagram: crate::table::Lazy::new(String::new),
                description: String::new(),
            }),
            ..Reply::to(Audience::Channel, "round 1")
        };
        let left_out = parts(&blank(Vec::new()));
        assert!(left_out.embed.is_none() && left_out.files.is_empty());
        assert_eq!(left_out.content.as_deref(), Some("round 1"));
        let drawn = parts(&blank(b"\x89PNG".to_vec()));
        assert!(drawn.embed.is_some() && drawn.files.len() == 1);
    }

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
        assert_eq!(action_rows(&buttons[..7], None).len(), 2);
        assert_eq!(action_rows(&buttons, None).len(), MAX_ROWS);
    }

    fn digits_menu(count: usize) -> Menu {
        Menu {
            custom_id: "s12:secret".to_string(),
            placeholder: "Pick your secret number".to_string(),
            options: (0..count).map(|i| (i.to_string(), i.to_string())).collect(),
        }
    }

    fn json(rows: &[serenity::CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    #[test]
    fn a_menu_is_a_string_select_in_its_own_row_after_the_buttons() {
        let buttons = [Button {
            label: "Resign".to_string(),
            custom_id: "s12:resign".to_string(),
            style: ButtonStyle::Danger,
        }];
        let rows = json(&action_rows(&buttons, Some(&digits_menu(10))));
        assert_eq!(rows.as_array().unwrap().len(), 2);
        let select = &rows[1]["components"][0];
        assert_eq!(select["type"], 3, "a string select: {select:#}");
        assert_eq!(select["custom_id"], "s12:secret");
        assert_eq!(select["placeholder"], "Pick your secret number");
        assert_eq!(select["options"].as_array().unwrap().len(), 10);
        assert_eq!(select["options"][7]["value"], "7");
    }

    #[test]
    fn a_menu_keeps_its_row_when_buttons_overflow_and_shows_at_most_25_options() {
        let buttons: Vec<Button> = (0..30)
            .map(|i| Button {
                label: format!("b{i}"),
                custom_id: format!("id{i}"),
                style: ButtonStyle::Secondary,
            })
            .collect();
        let rows = json(&action_rows(&buttons, Some(&digits_menu(40))));
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), MAX_ROWS);
        assert_eq!(
            rows[MAX_ROWS - 1]["components"][0]["options"].as_array().unwrap().len(),
            MENU_OPTIONS
        );
        assert!(
            action_rows(&[], Some(&digits_menu(0))).is_empty(),
            "an empty menu is not sent"
        );
    }

    #[test]
    fn a_dm_to_the_member_writing_from_that_dm_is_a_reply_in_place() {
        let dm = Reply {
            to: Audience::Dm(7),
            ..Reply::to(Audience::Ephemeral, "You picked a number.")
        };
        let other = Reply {
            to: Audience::Dm(8),
            ..Reply::to(Audience::Ephemeral, "Pick yours.")
        };
        let placed = in_place(vec![dm.clone(), other.clone()], Some(7));
        assert_eq!(placed[0].to, Audience::Channel);
        assert_eq!(placed[1].to, Audience::Dm(8));
        assert_eq!(in_place(vec![dm.clone()], None)[0].to, Audience::Dm(7));
    }
}
