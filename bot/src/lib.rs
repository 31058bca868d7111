//! Parlor, the bot: sessions, storage, the Discord adapter and local mode.
//!
//! `table` is the heart and knows nothing of Discord; `store` keeps everything in
//! SQLite; `discord` and `local` both translate to and from table requests, so tests,
//! local play and Discord go down one path.

pub mod arena;
pub mod audit;
pub mod backup;
pub mod badges;
/// `parlor bench`: scaffolding that measures the product, compiled only with the
/// `bench` feature (the tests turn it on), never into the product by default.
#[cfg(feature = "bench")]
pub mod bench;
pub mod clock;
pub mod config;
pub mod discord;
pub mod health;
pub mod i18n;
pub mod local;
pub mod logs;
pub mod name;
pub mod ratings;
pub mod replay;
pub mod store;
pub mod table;
pub mod telemetry;
pub mod web;
