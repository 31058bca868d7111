//! What each page shows (issue 34), rendered by askama's templates.

/// The pages' caches (finished games never change).
#[derive(Default)]
pub struct Caches {}

/// What a live game's page is told after a change (see the brief's live
/// event): `None` when there is no such game in play on a server with pages.
pub async fn live_payload(
    _web: &super::Web,
    _server: &str,
    _id: i64,
) -> Result<Option<serde_json::Value>, super::WebError> {
    Ok(None)
}
