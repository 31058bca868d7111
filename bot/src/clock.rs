//! Time as the bot counts it, shared by the table and the store.

/// Milliseconds since the Unix epoch, from the table's clock.
pub type Millis = i64;
