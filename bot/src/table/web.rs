//! The table's side of the web companion (issue 34): `/web show|hide|status`
//! (a member's page on this server's pages), and the links the table's
//! messages carry to the pages (`/history`, `/replay`, a game's end, a
//! tournament's posts) when the server's `web` setting is on and this process
//! serves pages (see `Scope::web_url`; the lines are `text.rs`'s).

use super::api::{Refusal, Reply};
use super::base::{lock, Ctx};
use super::text;
use crate::store::Change;
use crate::web::links;
use parlor_games::i18n::Msg;
use parlor_games::msg;

impl Ctx<'_> {
    /// `/web show`.
    pub(super) fn web_show(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.web_page(Some(false))
    }

    /// `/web hide`.
    pub(super) fn web_hide(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.web_page(Some(true))
    }

    /// `/web status`.
    pub(super) fn web_status(&mut self) -> Result<Vec<Reply>, Refusal> {
        self.web_page(None)
    }

    /// A member's page on this server's pages: hidden, shown again, or said
    /// (once per interaction; hiding twice is hiding), with its link when the
    /// server's pages are served, and a line when they are not.
    fn web_page(&self, hide: Option<bool>) -> Result<Vec<Reply>, Refusal> {
        let Some(server) = self.caller.server.as_deref().filter(|s| !s.is_empty()) else {
            let line = msg!("table-server-feature", command = "/web");
            return Err(Refusal::says(line));
        };
        let member = self.caller.actor.id;
        let failed = |e: crate::store::StoreError| {
            tracing::error!(server, member, "web pages: {e:#}");
            Refusal::says(text::STORE_FAILED)
        };
        let hidden = {
            let mut store = lock(&self.table.store);
            match hide {
                Some(hidden) => {
                    let interaction = self.interaction();
                    if let Some(id) = interaction {
                        if store.interaction_seen(id).map_err(failed)? {
                            return Ok(vec![self.tell(msg!("table-already-done"))]);
                        }
                    }
                    store.set_web_hidden(server, member, hidden, self.now).map_err(failed)?;
                    if interaction.is_some() {
                        // Noted, so the same interaction delivered again is
                        // answered as done.
                        let noted = Change {
                            at: self.now,
                            interaction,
                            ..Default::default()
                        };
                        if let Err(e) = store.commit(&noted) {
                            tracing::warn!(server, "cannot note a /web interaction: {e:#}");
                        }
                    }
                    hidden
                }
                None => store.web_hidden(server, member).map_err(failed)?,
            }
        };
        let url = self.web_url(Some(server));
        let mut lines = vec![match (hidden, url) {
            (false, Some(url)) => msg!("social-web-shown", url = text::link(links::member(url, server, member))),
            (true, Some(url)) => msg!(
                "social-web-hidden",
                url = text::link(links::member(url, server, member))
            ),
            (false, None) => msg!("social-web-shown-later"),
            (true, None) => msg!("social-web-hidden-later"),
        }];
        match url {
            Some(url) if hide.is_none() => {
                lines.push(msg!(
                    "social-web-server-page",
                    url = text::link(links::server(url, server))
                ));
            }
            Some(_) => {}
            None if !self.settings.web => lines.push(msg!("social-web-off")),
            None => lines.push(msg!("social-web-not-served")),
        }
        Ok(vec![self.tell(Msg::lines(lines))])
    }
}
