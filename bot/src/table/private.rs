//! Channels where Parlor is not a member (issue 33): a DM between members or a
//! group DM, reached only through interactions.
//!
//! STAND-IN (DISCORD branch): just enough for the adapter to compile and be
//! tested; the TABLE branch's file replaces this one at the merge.

use super::api::ChannelKey;
use super::base::{lock, Table};
use super::outbox::Pending;
use crate::clock::Millis;

/// When a held post would be due: never, in practice.
const HELD: Millis = Millis::MAX / 2;

impl ChannelKey {
    /// A channel where Parlor is not a member, by its Discord id.
    pub fn private(channel_id: u64) -> ChannelKey {
        ChannelKey(format!("pc:{channel_id}"))
    }

    /// True for a channel where Parlor is not a member.
    pub fn is_private(&self) -> bool {
        self.private_id().is_some()
    }

    /// The Discord id of a channel where Parlor is not a member.
    pub fn private_id(&self) -> Option<u64> {
        self.0.strip_prefix("pc:")?.parse().ok()
    }
}

impl Table {
    /// The members (not Parlor) seated in, or challenged by, the session in
    /// `channel`.
    pub fn private_recipients(&self, channel: &ChannelKey) -> Vec<u64> {
        let slot = self.slot(channel);
        let session = lock(&slot);
        let Some(session) = session.as_ref() else {
            return Vec::new();
        };
        let mut members: Vec<u64> = session
            .record
            .seats
            .iter()
            .chain(session.record.challenged.iter())
            .filter(|p| p.parlor.is_none() && p.id != self.parlor_id() && p.id != 0)
            .map(|p| p.id)
            .collect();
        members.dedup();
        members
    }

    /// Outbox post `id` could not be DM'ed to anyone: kept, no longer due.
    pub fn outbox_hold(&self, id: i64, _now: Millis) {
        self.outbox_retry(id, HELD);
    }

    /// The posts held for `channel`, oldest first.
    pub fn held_posts(&self, channel: &ChannelKey) -> Vec<Pending> {
        self.outbox_due(Millis::MAX, 1000)
            .into_iter()
            .filter(|post| &post.channel == channel)
            .collect()
    }
}
