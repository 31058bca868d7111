//! The outbox's one write (issue 20): posts stored with the change that makes
//! them, due at once. Changes, season turns and badges all write through it.

use super::db::{params, Db};
use super::error::StoreError;
use super::model::OutboxPost;
use crate::clock::Millis;

/// Stores `posts` in the outbox, due at once.
pub(super) fn write_posts(tx: &mut dyn Db, posts: &[OutboxPost], at: Millis) -> Result<(), StoreError> {
    for post in posts {
        tx.execute(
            "INSERT INTO outbox (id, channel, post, created_at, next_at) VALUES (?1, ?2, ?3, ?4, ?4)",
            params![post.id, post.channel, post.post, at],
        )?;
    }
    Ok(())
}
