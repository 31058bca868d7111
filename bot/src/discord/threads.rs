//! Threads mode (issue 21): when the table answers `/play` with a request for
//! a thread, open a public thread off the channel and play the same request
//! there (`Table::play_in_thread`); the table's replies then point the channel
//! to it and post the game in the thread.

use super::data::Data;
use crate::table::{ChannelKey, Reply, Request, ThreadPermission};
use poise::serenity_prelude as serenity;

/// The thread's name the table asks for among `replies`, if any.
pub(super) fn wanted(replies: &[Reply]) -> Option<String> {
    replies.iter().find_map(|r| r.thread.clone())
}

/// What Parlor lacks in the channel to play a game in a thread, by the
/// permissions Discord says it has there (`app_permissions`, sent with every
/// interaction): asked first, so no thread request is made that Discord would
/// refuse.
pub(super) fn missing(permissions: Option<serenity::Permissions>) -> Option<ThreadPermission> {
    let permissions = permissions?;
    if !permissions.contains(serenity::Permissions::CREATE_PUBLIC_THREADS) {
        Some(ThreadPermission::CreatePublicThreads)
    } else if !permissions.contains(serenity::Permissions::SEND_MESSAGES_IN_THREADS) {
        Some(ThreadPermission::SendMessagesInThreads)
    } else {
        None
    }
}

/// The request for a game's thread: public, archived after a week without a
/// message.
pub(super) fn new_thread(name: String) -> serenity::CreateThread<'static> {
    serenity::CreateThread::new(name)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek)
}

/// Opens a public thread named `name` off `channel` and plays `request` in it;
/// if Parlor may not (`permissions`, as the interaction carried them) or
/// Discord refuses the thread, the table's line saying what an admin must
/// grant.
pub(super) async fn play_in_thread(
    http: &serenity::Http,
    data: &Data,
    channel: serenity::ChannelId,
    permissions: Option<serenity::Permissions>,
    name: String,
    request: Request,
) -> Vec<Reply> {
    let table = data.table.clone();
    if let Some(missing) = missing(permissions) {
        tracing::info!(channel = %channel, ?missing, "no thread for a game: Parlor lacks a permission there");
        return tokio::task::spawn_blocking(move || vec![table.thread_refused(&request, missing)])
            .await
            .unwrap_or_default();
    }
    match channel.create_thread(http, new_thread(name)).await {
        Ok(thread) => {
            let now = super::request::now_millis();
            let key = ChannelKey(thread.id.to_string());
            tokio::task::spawn_blocking(move || table.play_in_thread(request, key, now))
                .await
                .unwrap_or_default()
        }
        Err(e) => {
            tracing::warn!(channel = %channel, "cannot open a thread for a game: {e}");
            let missing = ThreadPermission::CreatePublicThreads;
            tokio::task::spawn_blocking(move || vec![table.thread_refused(&request, missing)])
                .await
                .unwrap_or_default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_permission_a_thread_needs_is_named_before_discord_is_asked() {
        use poise::serenity_prelude::Permissions as P;
        assert_eq!(missing(Some(P::all())), None);
        assert_eq!(missing(None), None, "nothing said: Discord's answer decides");
        assert_eq!(
            missing(Some(P::all() - P::CREATE_PUBLIC_THREADS)),
            Some(ThreadPermission::CreatePublicThreads)
        );
        assert_eq!(
            missing(Some(P::all() - P::SEND_MESSAGES_IN_THREADS)),
            Some(ThreadPermission::SendMessagesInThreads)
        );
    }
}
