//! What every command and event handler shares: the table they reach, the error
//! type and a slash command's context. The root and every handler use it; it uses
//! none of them.

use crate::table::Table;
use std::sync::Arc;

/// What every command and event handler can reach.
pub struct Data {
    /// The table every request goes to.
    pub table: Arc<Table>,
}

/// The error type of commands and handlers.
pub type Error = anyhow::Error;

/// The context of a slash command.
pub type Context<'a> = poise::ApplicationContext<'a, Data, Error>;
