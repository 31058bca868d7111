//! Threads mode (issue 21): when the table answers `/play` with a request for
//! a thread, open a public thread off the channel and play the same request
//! there (`Table::play_in_thread`); the table's replies then point the channel
//! to it and post the game in the thread.

use super::data::Data;
use crate::table::{ChannelKey, Reply, Request};
use poise::serenity_prelude as serenity;

/// The thread's name the table asks for among `replies`, if any.
pub(super) fn wanted(replies: &[Reply]) -> Option<String> {
    replies.iter().find_map(|r| r.thread.clone())
}

/// Opens a public thread named `name` off `channel` and plays `request` in it;
/// if Discord refuses the thread, the table's line saying so.
pub(super) async fn play_in_thread(
    http: &serenity::Http,
    data: &Data,
    channel: serenity::ChannelId,
    name: String,
    request: Request,
) -> Vec<Reply> {
    let builder = serenity::CreateThread::new(name)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let table = data.table.clone();
    match channel.create_thread(http, builder).await {
        Ok(thread) => {
            let now = super::request::now_millis();
            let key = ChannelKey(thread.id.to_string());
            tokio::task::spawn_blocking(move || table.play_in_thread(request, key, now))
                .await
                .unwrap_or_default()
        }
        Err(e) => {
            tracing::warn!(channel = %channel, "cannot open a thread for a game: {e}");
            tokio::task::spawn_blocking(move || vec![table.thread_failed(&request)])
                .await
                .unwrap_or_default()
        }
    }
}
