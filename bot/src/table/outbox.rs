//! The outbox (issue 20): a post the table makes outside an interaction reply
//! (a timer's notice, the timer's Crown and Anchor roll, a turn reminder, an
//! interaction reply that missed its deadline) is stored with the change it
//! reports (`Commit::post`) and sent by the front end until Discord takes it:
//! [`Table::outbox_due`] lists what is due, and the front end marks each post
//! sent, dropped or to retry.

use super::api::{Audience, ChannelKey, Reply};
use super::base::{lock, Table};
use super::post::{decode, stored};
use crate::clock::Millis;
use crate::store::Change;

/// A post waiting in the outbox, ready to send.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The post's id: mark it with [`Table::outbox_sent`] and the like, and send
    /// it with this as the message nonce.
    pub id: i64,
    /// Where it goes (`dm:<member>` for a DM).
    pub channel: ChannelKey,
    /// What to post.
    pub reply: Reply,
    /// Sends tried so far.
    pub attempts: u32,
}

impl Table {
    /// The posts due at `now`, oldest first, at most `limit`. A post that can't
    /// be read back is dropped with a log line.
    pub fn outbox_due(&self, now: Millis, limit: u32) -> Vec<Pending> {
        let rows = match lock(&self.store).outbox_due(now, limit) {
            Ok(rows) => rows,
            Err(e) => {
                tracing::error!("cannot read the outbox: {e:#}");
                return Vec::new();
            }
        };
        rows.into_iter()
            .filter_map(|row| {
                let channel = ChannelKey(row.post.channel.clone());
                let to = match channel.0.strip_prefix("dm:").and_then(|m| m.parse().ok()) {
                    Some(member) => Audience::Dm(member),
                    None => Audience::Channel,
                };
                match decode(&row.post.post, to) {
                    Ok(mut reply) => {
                        reply.outbox = Some(row.post.id);
                        Some(Pending {
                            id: row.post.id,
                            channel,
                            reply,
                            attempts: row.attempts,
                        })
                    }
                    Err(why) => {
                        tracing::error!(post = row.post.id, "an outbox post is unreadable and is dropped: {why}");
                        self.outbox_done(row.post.id, now, "unreadable");
                        None
                    }
                }
            })
            .collect()
    }

    /// Post `id` reached Discord (or the terminal): it is not sent again.
    pub fn outbox_sent(&self, id: i64, now: Millis) {
        self.outbox_done(id, now, "sent");
    }

    /// Post `id` can never be delivered (its channel is gone, the bot may not
    /// post there, the member's DMs are closed): dropped, with `why` kept.
    pub fn outbox_dropped(&self, id: i64, now: Millis, why: &str) {
        self.outbox_done(id, now, &format!("dropped: {why}"));
    }

    /// Post `id` failed for now; it is tried again at `next_at`.
    pub fn outbox_retry(&self, id: i64, next_at: Millis) {
        if let Err(e) = lock(&self.store).outbox_retry(id, next_at) {
            tracing::error!(post = id, "cannot reschedule an outbox post: {e:#}");
        }
    }

    /// Stores `reply` as a post to `channel` on its own (an interaction reply
    /// that could not be delivered before its deadline), to be sent like any
    /// other; its id, or `None` when it could not be stored.
    pub fn enqueue(&self, channel: &ChannelKey, reply: &Reply, now: Millis) -> Option<i64> {
        let id = self.new_post_id();
        let change = Change {
            at: now,
            posts: vec![stored(id, channel, reply)],
            ..Change::default()
        };
        match lock(&self.store).commit(&change) {
            Ok(()) => Some(id),
            Err(e) => {
                tracing::error!(channel = %channel.0, "cannot store a post in the outbox: {e:#}");
                None
            }
        }
    }

    fn outbox_done(&self, id: i64, now: Millis, outcome: &str) {
        if let Err(e) = lock(&self.store).outbox_done(id, now, outcome) {
            tracing::error!(post = id, "cannot mark an outbox post {outcome}: {e:#}");
        }
    }
}
