//! Whether a server has pages, and in which language.

use super::common::Site;
use crate::store::Store;
use crate::web::reader::WebError;
use crate::web::state::Web;
use parlor_games::i18n::Locale;
use std::sync::Arc;

/// `server`'s pages, if it has them: its settings (kept a moment), and the
/// language (its `language` setting, else what the request accepts). A
/// server without pages is [`WebError::NotFound`], as one that does not exist
/// (a server with no setting and no game, finished or in play, is taken for
/// one).
pub async fn site(web: &Web, server: &str, accept: Locale) -> Result<Site, WebError> {
    let (settings, hidden) = match web.pages.settings_of(server) {
        Some(settings) => settings,
        None => {
            let defaults = web.options.defaults.clone();
            let name = server.to_string();
            let settings = web
                .reader
                .read(move |store: &mut dyn Store| {
                    let rows = store.server_settings(&name)?;
                    let mut settings = crate::table::settings_over(&defaults, &rows);
                    // A server Parlor never played or was set up on has no
                    // pages, also when the config turns pages on everywhere:
                    // any id would otherwise show an empty page.
                    if rows.is_empty()
                        && store.finished_games(&name, None, None, 1)?.is_empty()
                        && !store
                            .open_sessions()?
                            .iter()
                            .any(|s| s.server.as_deref() == Some(name.as_str()))
                    {
                        settings.web = false;
                    }
                    let hidden = store.web_hidden_members(&name)?.into_iter().collect();
                    Ok((settings, hidden))
                })
                .await?;
            let kept = (Arc::new(settings.0), Arc::new(settings.1));
            web.pages.keep_settings(server, kept.clone());
            kept
        }
    };
    if !settings.web {
        return Err(WebError::NotFound);
    }
    Ok(Site {
        hidden,
        server: server.to_string(),
        locale: settings.language.unwrap_or(accept),
        settings,
    })
}
