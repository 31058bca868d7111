//! The web companion's URL scheme (see [`super::links`]) and its handlers.

use super::Web;
use axum::Router;
use std::sync::Arc;

/// Every route.
pub fn router(web: Arc<Web>) -> Router {
    Router::new().merge(super::live::routes()).with_state(web)
}
