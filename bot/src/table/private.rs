//! Private channels (issue 33): a DM between members or a group DM, where
//! Parlor is not a member and can only answer interactions. What the table
//! says there unasked (a timer's notice) is sent by DM to the members the
//! session concerns ([`Table::private_recipients`]); when none can be reached
//! the post is held ([`Table::outbox_hold`]) and shown at the top of the next
//! answer in that channel ([`Table::held_posts`]).

use super::api::{Audience, ChannelKey};
use super::base::{lock, Table};
use super::commands::Request;
use super::outbox::Pending;
use super::post::decode;
use crate::clock::Millis;
use crate::store::SessionRecord;

impl Table {
    /// The members (not Parlor) seated in, or challenged by, the session in
    /// the private channel `channel` (the latest one there, when it is over),
    /// who should get by DM what the table says there unasked.
    pub fn private_recipients(&self, channel: &ChannelKey) -> Vec<u64> {
        let live = lock(&self.slot(channel)).as_ref().map(|s| s.record.clone());
        let record = match live {
            Some(record) => Some(record),
            None => lock(&self.store).last_session_in(&channel.0).unwrap_or_else(|e| {
                tracing::error!(channel = %channel.0, "cannot read a private channel's session: {e:#}");
                None
            }),
        };
        record.map(|r| members_of(&r)).unwrap_or_default()
    }

    /// Outbox post `id` (to a private channel) could not be DM'ed to anyone:
    /// it stays in the outbox, no longer due, until it is shown.
    pub fn outbox_hold(&self, id: i64, now: Millis) {
        if let Err(e) = lock(&self.store).outbox_hold(id) {
            tracing::error!(post = id, at = now, "cannot hold an outbox post: {e:#}");
        }
    }

    /// The posts held for `channel`, oldest first; mark each with
    /// [`Table::outbox_sent`] once shown.
    pub fn held_posts(&self, channel: &ChannelKey) -> Vec<Pending> {
        let rows = match lock(&self.store).outbox_held(&channel.0) {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!(channel = %channel.0, "cannot read the posts held for a channel: {e:#}");
                return Vec::new();
            }
        };
        rows.into_iter()
            .filter_map(|row| match decode(&row.post.post, Audience::Channel) {
                Ok(mut reply) => {
                    reply.outbox = Some(row.post.id);
                    Some(Pending {
                        id: row.post.id,
                        channel: channel.clone(),
                        reply,
                        attempts: row.attempts,
                    })
                }
                Err(why) => {
                    tracing::error!(post = row.post.id, "a held post is unreadable and is dropped: {why}");
                    self.outbox_dropped(row.post.id, 0, "unreadable");
                    None
                }
            })
            .collect()
    }
}

/// A private channel has no server: its room reads the language of the
/// member who speaks there (Discord's `locale`), so what the table says there
/// unasked later is in the language its players last used.
pub(super) fn room_language(mut request: Request) -> Request {
    if request.caller.channel.is_private() && request.caller.server_locale.is_none() {
        request.caller.server_locale = request.caller.locale;
    }
    request
}

/// The members a session concerns: its seats and the member challenged,
/// Parlor's seats left out, each once.
fn members_of(record: &SessionRecord) -> Vec<u64> {
    let mut members = Vec::new();
    for player in record.seats.iter().chain(record.challenged.iter()) {
        if player.parlor.is_none() && !members.contains(&player.id) {
            members.push(player.id);
        }
    }
    members
}
