//! Test support: a fake Discord for the adapter tests.

pub mod discord_spec;
pub mod fake_discord;
pub mod requests;
