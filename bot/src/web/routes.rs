//! The web companion's URL scheme (see [`super::links`]) and its handlers.
//!
//! Every parameter is checked before anything is read: a server id is 1–20
//! of `[0-9a-z]`, a game or tournament id 1–18 digits, a member id 1–20
//! digits (a `u64`), a position at most the game's last, a game one of the
//! registry's. Anything that names nothing (or a server without pages, a
//! direct game, another server's game, a hidden member) is the same plain
//! 404; a bad query value is a 400; a store failure a 503. Finished games'
//! pages and pictures are kept a day by caches (they never change), live
//! ones not at all, the assets a year (linked with their content's hash).

use super::pages::common::{self, server_id, Site};
use super::pages::{self, game};
use super::reader::WebError;
use super::state::Web;
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use parlor_games::i18n::Locale;
use std::sync::Arc;

/// A finished game's things never change.
pub const CACHE_FINISHED: &str = "public, max-age=86400";
/// A live thing changes at any move.
pub const CACHE_LIVE: &str = "no-cache";
/// An asset is linked with its content's hash.
pub const CACHE_ASSET: &str = "public, max-age=31536000, immutable";
/// The longest query string a page reads.
const LONGEST_QUERY: usize = 256;

/// Every route.
pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route("/", get(home))
        .route("/assets/parlor.css", get(css))
        .route("/assets/replay.js", get(js))
        .route("/s/{server}", get(server_page))
        .route("/s/{server}/", get(server_page))
        .route("/s/{server}/g/{id}", get(game_page))
        .route("/s/{server}/g/{id}/{n}", get(game_page_at))
        .route("/s/{server}/g/{id}/svg/{n}", get(game_svg))
        .route("/s/{server}/g/{id}/png", get(game_png))
        .route("/s/{server}/g/{id}/file", get(game_file))
        .route("/s/{server}/g/{id}/gif", get(game_gif))
        .route("/s/{server}/g/{id}/review.svg", get(review_svg))
        .route("/s/{server}/t/{id}", get(tournament_page))
        .route("/s/{server}/m/{member}", get(member_page))
        .route("/s/{server}/lb/{game}", get(leaderboard_page))
        .merge(super::live::routes())
        .fallback(not_found)
        .with_state(web)
}

/// A game or tournament id: 1–18 digits, more than 0.
pub fn record_id(text: &str) -> Result<i64, WebError> {
    if (1..=18).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse::<i64>().ok().filter(|&id| id > 0).ok_or(WebError::NotFound)
    } else {
        Err(WebError::NotFound)
    }
}

/// A member id: 1–20 digits, a `u64` more than 0.
pub fn member_id(text: &str) -> Result<u64, WebError> {
    if (1..=20).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse::<u64>().ok().filter(|&id| id > 0).ok_or(WebError::NotFound)
    } else {
        Err(WebError::NotFound)
    }
}

/// A position: 1–6 digits (the game bounds it further).
pub fn position(text: &str) -> Result<u64, WebError> {
    if (1..=6).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit()) {
        text.parse::<u64>().map_err(|_| WebError::NotFound)
    } else {
        Err(WebError::NotFound)
    }
}

/// The language the request accepts.
fn accepted(headers: &HeaderMap) -> Locale {
    common::accepted(headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()))
}

/// A failure as a visitor sees it: a small page in `locale` (the request's
/// language, never the server's: a 404 says nothing of the server).
fn failure(error: WebError, locale: Locale) -> Response {
    let (status, id) = match &error {
        WebError::NotFound => (StatusCode::NOT_FOUND, "web-page-not-found"),
        WebError::BadRequest(_) => (StatusCode::BAD_REQUEST, "web-page-bad-request"),
        WebError::Store(e) => {
            tracing::error!("a page's store read failed: {e}");
            (StatusCode::SERVICE_UNAVAILABLE, "web-page-unavailable")
        }
        WebError::Internal(e) => {
            tracing::error!("a page failed: {e}");
            (StatusCode::INTERNAL_SERVER_ERROR, "web-page-unavailable")
        }
    };
    let mut response = (status, html_body(common::error_page(locale, id))).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE_LIVE));
    response
}

fn html_body(body: String) -> ([(header::HeaderName, &'static str); 1], String) {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], body)
}

/// A response with its type and caching. Its words may follow the
/// visitor's language (a server on `auto`): caches keep one per language.
fn reply(body: impl IntoResponse, content_type: &'static str, cache: &'static str) -> Response {
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    if cache != CACHE_ASSET {
        headers.insert(header::VARY, HeaderValue::from_static("accept-language"));
    }
    response
}

fn cache_for(finished: bool) -> &'static str {
    if finished {
        CACHE_FINISHED
    } else {
        CACHE_LIVE
    }
}

/// Runs a handler's body, turning its failure into the plain page.
async fn answer<F>(headers: &HeaderMap, body: F) -> Response
where
    F: std::future::Future<Output = Result<Response, WebError>>,
{
    match body.await {
        Ok(response) => response,
        Err(e) => failure(e, accepted(headers)),
    }
}

/// The server a path names, with pages.
async fn site_of(web: &Web, server: &str, headers: &HeaderMap) -> Result<Site, WebError> {
    let server = server_id(server)?;
    pages::site::site(web, server, accepted(headers)).await
}

/// A query string no page takes: refused when huge.
fn no_big_query(query: &Option<String>) -> Result<(), WebError> {
    match query {
        Some(q) if q.len() > LONGEST_QUERY => Err(WebError::BadRequest("query too long")),
        _ => Ok(()),
    }
}

async fn home(headers: HeaderMap) -> Response {
    answer(&headers, async {
        Ok(reply(
            common::home_page(accepted(&headers))?,
            "text/html; charset=utf-8",
            CACHE_LIVE,
        ))
    })
    .await
}

async fn not_found(headers: HeaderMap) -> Response {
    failure(WebError::NotFound, accepted(&headers))
}

async fn css() -> Response {
    reply(common::CSS, "text/css; charset=utf-8", CACHE_ASSET)
}

async fn js() -> Response {
    reply(common::JS, "text/javascript; charset=utf-8", CACHE_ASSET)
}

async fn server_page(
    State(web): State<Arc<Web>>,
    Path(server): Path<String>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        no_big_query(&query)?;
        let site = site_of(&web, &server, &headers).await?;
        let html = pages::server::page(&web, &site).await?;
        Ok(reply(html, "text/html; charset=utf-8", CACHE_LIVE))
    })
    .await
}

async fn game_page(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        no_big_query(&query)?;
        let id = record_id(&id)?;
        let site = site_of(&web, &server, &headers).await?;
        let (html, finished) = game::page(&web, &site, id, None).await?;
        Ok(reply(
            html.as_ref().clone(),
            "text/html; charset=utf-8",
            cache_for(finished),
        ))
    })
    .await
}

async fn game_page_at(
    State(web): State<Arc<Web>>,
    Path((server, id, n)): Path<(String, String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        no_big_query(&query)?;
        let id = record_id(&id)?;
        let n = position(&n)?;
        let site = site_of(&web, &server, &headers).await?;
        let (html, finished) = game::page(&web, &site, id, Some(n)).await?;
        Ok(reply(
            html.as_ref().clone(),
            "text/html; charset=utf-8",
            cache_for(finished),
        ))
    })
    .await
}

async fn game_svg(
    State(web): State<Arc<Web>>,
    Path((server, id, n)): Path<(String, String, String)>,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        let id = record_id(&id)?;
        let n = position(&n)?;
        let site = site_of(&web, &server, &headers).await?;
        let (svg, finished) = game::svg(&web, &site, id, n).await?;
        Ok(reply(svg.as_ref().clone(), "image/svg+xml", cache_for(finished)))
    })
    .await
}

async fn game_png(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        let id = record_id(&id)?;
        let site = site_of(&web, &server, &headers).await?;
        let (png, finished) = game::png(&web, &site, id).await?;
        Ok(reply(png.as_ref().clone(), "image/png", cache_for(finished)))
    })
    .await
}

async fn game_file(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        let id = record_id(&id)?;
        let site = site_of(&web, &server, &headers).await?;
        let (name, text) = game::file(&web, &site, id).await?;
        let content_type = if name.ends_with(".pdn") {
            "application/x-pdn; charset=utf-8"
        } else {
            "text/plain; charset=utf-8"
        };
        let mut response = reply(text, content_type, CACHE_FINISHED);
        // The name is ours (`game-12.pdn`): no quoting needed.
        if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
            response.headers_mut().insert(header::CONTENT_DISPOSITION, value);
        }
        Ok(response)
    })
    .await
}

/// The chart of a finished game's stored review (issue 35).
async fn review_svg(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        let id = record_id(&id)?;
        let site = site_of(&web, &server, &headers).await?;
        let svg = game::review_svg(&web, &site, id).await?;
        Ok(reply(svg, "image/svg+xml", CACHE_FINISHED))
    })
    .await
}

async fn game_gif(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        let id = record_id(&id)?;
        let site = site_of(&web, &server, &headers).await?;
        let gif = game::gif(&web, &site, id).await?;
        let mut response = reply(gif.as_ref().clone(), "image/gif", CACHE_FINISHED);
        if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"game-{id}.gif\"")) {
            response.headers_mut().insert(header::CONTENT_DISPOSITION, value);
        }
        Ok(response)
    })
    .await
}

async fn tournament_page(
    State(web): State<Arc<Web>>,
    Path((server, id)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        no_big_query(&query)?;
        let id = record_id(&id)?;
        let site = site_of(&web, &server, &headers).await?;
        let (html, finished) = pages::tournament::page(&web, &site, id).await?;
        Ok(reply(html, "text/html; charset=utf-8", cache_for(finished)))
    })
    .await
}

async fn member_page(
    State(web): State<Arc<Web>>,
    Path((server, member)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        no_big_query(&query)?;
        let member = member_id(&member)?;
        let site = site_of(&web, &server, &headers).await?;
        let html = pages::member::page(&web, &site, member).await?;
        Ok(reply(html, "text/html; charset=utf-8", CACHE_LIVE))
    })
    .await
}

/// `?period=all|season|month|week&season=<name>`: anything else, a repeated
/// key or a value out of bounds is a 400.
pub fn board_query(query: Option<&str>) -> Result<(Option<String>, Option<String>), WebError> {
    let Some(query) = query.filter(|q| !q.is_empty()) else {
        return Ok((None, None));
    };
    if query.len() > LONGEST_QUERY {
        return Err(WebError::BadRequest("query too long"));
    }
    let mut period = None;
    let mut season = None;
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value).ok_or(WebError::BadRequest("a query value is malformed"))?;
        let slot = match key {
            "period" => &mut period,
            "season" => &mut season,
            _ => return Err(WebError::BadRequest("unknown query key")),
        };
        if slot.is_some() {
            return Err(WebError::BadRequest("a query key given twice"));
        }
        *slot = Some(value);
    }
    if let Some(p) = &period {
        if !["all", "season", "month", "week"].contains(&p.as_str()) {
            return Err(WebError::BadRequest("period is all, season, month or week"));
        }
    }
    if let Some(s) = &season {
        if s.chars().count() > 40 || s.chars().any(char::is_control) {
            return Err(WebError::BadRequest("a season's name is at most 40 characters"));
        }
    }
    Ok((period, season))
}

/// A query value percent-decoded (`+` a space); `None` when it is not UTF-8.
fn decode(value: &str) -> Option<String> {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

async fn leaderboard_page(
    State(web): State<Arc<Web>>,
    Path((server, game)): Path<(String, String)>,
    RawQuery(query): RawQuery,
    headers: HeaderMap,
) -> Response {
    answer(&headers, async {
        let server = server_id(&server)?;
        let kind = parlor_games::GameKind::offered()
            .find(|k| k.name() == game && !k.is_table())
            .ok_or(WebError::NotFound)?;
        let (period, season) = board_query(query.as_deref())?;
        let site = pages::site::site(&web, server, accepted(&headers)).await?;
        let html = pages::leaderboard::page(&web, &site, kind, period, season).await?;
        Ok(reply(html, "text/html; charset=utf-8", CACHE_LIVE))
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_bounded_digits_and_servers_bounded_lowercase() {
        assert_eq!(record_id("12").unwrap(), 12);
        assert_eq!(record_id("999999999999999999").unwrap(), 999_999_999_999_999_999);
        for bad in [
            "",
            "0",
            "-1",
            "1e3",
            "+1",
            "9999999999999999999",
            "99999999999999999999999",
            "1 ",
            "１",
        ] {
            assert!(matches!(record_id(bad), Err(WebError::NotFound)), "{bad:?}");
        }
        assert_eq!(member_id("18446744073709551615").unwrap(), u64::MAX);
        assert!(member_id("18446744073709551616").is_err());
        assert!(server_id("local").is_ok());
        assert!(server_id("123456789012345678").is_ok());
        for bad in ["", "..", "Local", "a/b", "a\0", "abcdefghijklmnopqrstu", "é"] {
            assert!(server_id(bad).is_err(), "{bad:?}");
        }
        assert!(position("1000000").is_err());
        assert_eq!(position("0").unwrap(), 0);
    }

    #[test]
    fn a_board_query_takes_a_period_and_a_season_and_refuses_the_rest() {
        assert_eq!(board_query(None).unwrap(), (None, None));
        assert_eq!(
            board_query(Some("period=season&season=2026-11")).unwrap(),
            (Some("season".into()), Some("2026-11".into()))
        );
        assert_eq!(
            board_query(Some("season=Spring+cup%21")).unwrap().1.unwrap(),
            "Spring cup!"
        );
        for bad in [
            "period=year",
            "period=all&period=week",
            "x=1",
            "season=%ff",
            "season=%0",
            "season=a%00b",
            &format!("season={}", "a".repeat(300)),
            &format!("season={}", "a".repeat(41)),
        ] {
            assert!(
                matches!(board_query(Some(bad)), Err(WebError::BadRequest(_))),
                "{bad:?}"
            );
        }
    }
}
