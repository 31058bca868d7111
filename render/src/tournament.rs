//! TEMPORARY: replaced by the tournament pictures being drawn on branch t-render.
use parlor_games::i18n::Locale;
use parlor_games::tournament::view::TournamentView;

/// Stand-in.
pub fn pairings_picture(_: &TournamentView, _: u32, _: Locale) -> Vec<u8> {
    Vec::new()
}
/// Stand-in.
pub fn pairings_alt_text(_: &TournamentView, _: u32, _: Locale) -> String {
    String::new()
}
/// Stand-in.
pub fn standings_picture(_: &TournamentView, _: Locale) -> Vec<u8> {
    Vec::new()
}
/// Stand-in.
pub fn standings_alt_text(_: &TournamentView, _: Locale) -> String {
    String::new()
}
