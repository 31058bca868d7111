//! What each page shows (issue 34), rendered by askama's templates
//! (`bot/templates/web/`), every word through the Fluent catalogue
//! (`bot/locales/<lang>/web.ftl`) in the server's language.
//!
//! - [`game`]: a game's page at a position, its board SVG, PNG, move file
//!   and GIF, and [`live_payload`] for a game in play. Positions come from
//!   replaying the stored game ([`crate::replay::GameRecord`]); pictures are
//!   the render crate's, which never draw a secret of an unfinished position.
//! - [`server`], [`member`], [`tournament`], [`leaderboard`]: the other pages.
//! - [`cache`]: bounded maps for what finished games make (they never change).
//!
//! Names are written as text into the templates, which escape them.

pub mod cache;
pub mod caches;
pub mod common;
pub mod game;
pub mod leaderboard;
pub mod member;
pub mod replayed;
pub mod server;
pub mod site;
pub mod tournament;

pub use caches::Caches;
pub use game::{live_payload, live_payload_in};

#[cfg(test)]
mod tests;
