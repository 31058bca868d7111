//! Whether a server has pages, and in which language.

use super::common::Site;
use crate::store::Store;
use crate::web::reader::WebError;
use crate::web::state::Web;
use parlor_games::i18n::Locale;
use std::sync::Arc;

/// `server`'s pages, if it has them: its settings (kept a moment), and the
/// language (its `language` setting, else what the request accepts). A
/// server without pages is [`WebError::NotFound`], as one that does not exist.
pub async fn site(web: &Web, server: &str, accept: Locale) -> Result<Site, WebError> {
    let settings = match web.pages.settings_of(server) {
        Some(settings) => settings,
        None => {
            let defaults = web.options.defaults.clone();
            let name = server.to_string();
            let settings = web
                .reader
                .read(move |store: &mut dyn Store| {
                    Ok(crate::table::settings_over(&defaults, &store.server_settings(&name)?))
                })
                .await?;
            let settings = Arc::new(settings);
            web.pages.keep_settings(server, settings.clone());
            settings
        }
    };
    if !settings.web {
        return Err(WebError::NotFound);
    }
    Ok(Site {
        server: server.to_string(),
        locale: settings.language.unwrap_or(accept),
        settings,
    })
}
