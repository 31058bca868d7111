//! What each page shows (issue 34), rendered by askama's templates.

/// The pages' caches (finished games never change).
#[derive(Default)]
pub struct Caches {}
