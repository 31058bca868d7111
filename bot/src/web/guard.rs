//! What every response passes through (issue 34): strict headers (a
//! Content-Security-Policy without inline script, `X-Content-Type-Options`,
//! `Referrer-Policy`), GET (and HEAD) only, a per-client rate limit,
//! compression, and a bound on how long a request may take.
//!
//! From the outside in:
//! 1. the security headers, set on every response (a 404, a 429 and a 405
//!    too); `Cache-Control: no-cache` unless the route chose its own (finished
//!    games and the assets cache longer);
//! 2. the bounds: GET and HEAD only (405 with `Allow`), a URI of at most
//!    [`Limits::uri`] bytes (414), headers of at most [`Limits::headers`] bytes
//!    (431), no body (413);
//! 3. the rate limit per client address (the peer, from `ConnectInfo`): an
//!    average of `requests_per_minute`, a minute's worth at once at most; 429
//!    with `Retry-After` beyond;
//! 4. a short-lived cache of whole responses a route marked `public`
//!    (finished games' pages and pictures, the assets), as sent — compressed
//!    once, not per request — for [`Limits::shared_for`], keyed by the
//!    request's target and its `Accept-Encoding` and `Accept-Language`; a page
//!    many people open at once (a game just shared in a channel) is made once
//!    a few seconds. Anything else passes by;
//! 5. compression (gzip or brotli, as the client asks) of text, SVG and JSON
//!    above 32 bytes — never the live events (`text/event-stream`), which
//!    must leave as they are written;
//! 6. a time limit on producing a response's head (503 beyond): a live
//!    stream's head leaves at once and its body is not timed.
//!
//! The referrer policy is `no-referrer`: the pages link only to themselves
//! and need no referrer, and nothing about who reads a server's page goes
//! to another site.

use super::state::WebOptions;
use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, HeaderName, HeaderValue, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::sync::Arc;
use std::time::Duration;
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::{GovernorError, GovernorLayer};
use tower_http::compression::predicate::{DefaultPredicate, NotForContentType, Predicate};
use tower_http::compression::CompressionLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

/// The pages' Content-Security-Policy: their own scripts, styles and images
/// only (no inline script or style), and nothing may frame them.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Bounds on a request.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Bytes of the request target (path and query) at most.
    pub uri: usize,
    /// Bytes of all headers' names and values at most.
    pub headers: usize,
    /// How long a response's head may take.
    pub timeout: Duration,
    /// How long a `public` response is served again from memory (zero: never).
    pub shared_for: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            uri: 2048,
            headers: 16 * 1024,
            timeout: Duration::from_secs(10),
            shared_for: Duration::from_secs(5),
        }
    }
}

/// `router` behind the guard's layers.
pub fn layers(router: Router, options: &WebOptions) -> Router {
    layers_with(router, options, Limits::default())
}

/// [`layers`] with other bounds (the tests').
pub fn layers_with(router: Router, options: &WebOptions, limits: Limits) -> Router {
    // Innermost first: axum's `layer` wraps what is already there.
    let router = router
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            limits.timeout,
        ))
        .layer(CompressionLayer::new().compress_when(DefaultPredicate::new().and(NotForContentType::SSE)));
    let router = if limits.shared_for.is_zero() {
        router
    } else {
        let shared = Arc::new(Shared::new(limits.shared_for));
        router.layer(middleware::from_fn(move |request: Request, next: Next| {
            shared.clone().serve(request, next)
        }))
    };
    // The rate limit: `requests_per_minute` a minute per client address on
    // average, as many at once at most.
    let per_minute = options.requests_per_minute.max(1);
    let quota = GovernorConfigBuilder::default()
        .period(Duration::from_secs(60) / per_minute)
        .burst_size(per_minute)
        .finish();
    let router = match quota {
        Some(quota) => router.layer(GovernorLayer::new(Arc::new(quota)).error_handler(refused_by_governor)),
        None => router,
    };
    router
        .layer(middleware::from_fn(move |request: Request, next: Next| {
            bounds(limits, request, next)
        }))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        ))
}

/// The rate limit's refusals as plain lines.
fn refused_by_governor(error: GovernorError) -> Response<Body> {
    match error {
        GovernorError::TooManyRequests { wait_time, .. } => {
            let wait = wait_time.max(1);
            let mut response = plain(
                StatusCode::TOO_MANY_REQUESTS,
                format!("Too many requests from your address; try again in {wait} s.\n"),
            );
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(wait));
            response
        }
        // No peer address (a server not made with `ConnectInfo`): a fault of
        // the process, not the visitor's.
        GovernorError::UnableToExtractKey => plain(StatusCode::INTERNAL_SERVER_ERROR, "Internal error.\n".into()),
        GovernorError::Other { code, .. } => plain(code, "Refused.\n".into()),
    }
}

/// A plain one-line answer.
fn plain(status: StatusCode, line: String) -> Response {
    (
        status,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/plain; charset=utf-8"),
        )],
        line,
    )
        .into_response()
}

/// GET and HEAD only, a bounded target and headers, no body.
async fn bounds(limits: Limits, request: Request, next: Next) -> Response {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut refused = plain(
            StatusCode::METHOD_NOT_ALLOWED,
            "Only GET and HEAD are served here.\n".into(),
        );
        refused
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return refused;
    }
    let target = request.uri().path_and_query().map_or(0, |p| p.as_str().len());
    if target > limits.uri {
        return plain(StatusCode::URI_TOO_LONG, "That address is too long.\n".into());
    }
    let headers: usize = request
        .headers()
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len())
        .sum();
    if headers > limits.headers {
        return plain(
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "The request's headers are too large.\n".into(),
        );
    }
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > 0) || request.headers().contains_key(header::TRANSFER_ENCODING) {
        return plain(StatusCode::PAYLOAD_TOO_LARGE, "Requests here carry no body.\n".into());
    }
    next.run(request).await
}

/// Responses kept at most, and the largest body kept.
const SHARED_ENTRIES: usize = 256;
const SHARED_BODY: usize = 1 << 20;

/// What makes two requests get the same response: the target, and the
/// headers the responses may vary by.
type SharedKey = (Method, String, Option<HeaderValue>, Option<HeaderValue>);

/// A response kept, and when it was made.
struct Kept {
    made: std::time::Instant,
    status: StatusCode,
    headers: axum::http::HeaderMap,
    body: axum::body::Bytes,
}

/// The short-lived cache of `public` responses.
struct Shared {
    keep_for: Duration,
    kept: std::sync::Mutex<std::collections::HashMap<SharedKey, Arc<Kept>>>,
}

impl Shared {
    fn new(keep_for: Duration) -> Shared {
        Shared {
            keep_for,
            kept: std::sync::Mutex::new(std::collections::HashMap::new()),
        }
    }

    /// The kept response for `request` if fresh, else the route's (kept
    /// when `public`).
    async fn serve(self: Arc<Self>, request: Request, next: Next) -> Response {
        let headers = request.headers();
        let key: SharedKey = (
            request.method().clone(),
            request
                .uri()
                .path_and_query()
                .map_or_else(String::new, |p| p.as_str().to_string()),
            headers.get(header::ACCEPT_ENCODING).cloned(),
            headers.get(header::ACCEPT_LANGUAGE).cloned(),
        );
        let found = self
            .kept
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&key)
            .filter(|kept| kept.made.elapsed() < self.keep_for)
            .cloned();
        if let Some(kept) = found {
            let mut response = Response::new(Body::from(kept.body.clone()));
            *response.status_mut() = kept.status;
            *response.headers_mut() = kept.headers.clone();
            return response;
        }
        let response = next.run(request).await;
        let public = response.status() == StatusCode::OK
            && !response.headers().contains_key(header::SET_COOKIE)
            && response
                .headers()
                .get(header::CACHE_CONTROL)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.split(',').any(|d| d.trim().eq_ignore_ascii_case("public")));
        if !public {
            return response;
        }
        let (parts, body) = response.into_parts();
        let body = match axum::body::to_bytes(body, usize::MAX).await {
            Ok(body) => body,
            Err(e) => {
                tracing::warn!("a page's body failed: {e}");
                return plain(StatusCode::INTERNAL_SERVER_ERROR, "Internal error.\n".into());
            }
        };
        if body.len() <= SHARED_BODY {
            let kept = Arc::new(Kept {
                made: std::time::Instant::now(),
                status: parts.status,
                headers: parts.headers.clone(),
                body: body.clone(),
            });
            let mut all = self.kept.lock().unwrap_or_else(|p| p.into_inner());
            if all.len() >= SHARED_ENTRIES {
                all.retain(|_, kept| kept.made.elapsed() < self.keep_for);
            }
            if all.len() >= SHARED_ENTRIES {
                if let Some(oldest) = all.iter().min_by_key(|(_, kept)| kept.made).map(|(k, _)| k.clone()) {
                    all.remove(&oldest);
                }
            }
            all.insert(key, kept);
        }
        Response::from_parts(parts, Body::from(body))
    }
}
