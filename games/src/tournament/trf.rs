//! The FIDE Tournament Report File, 2016 format (TRF-16), rulings "Export".

use super::Tournament;

/// What the file says about the event besides the players and rounds.
#[derive(Clone, Debug, Default)]
pub struct Header {
    /// The tournament's name (`012`).
    pub name: String,
    /// Where it is played (`022`), e.g. the server's name.
    pub place: String,
    /// The first and last day, `YYYY/MM/DD` (`042`, `052`).
    pub start_date: String,
    /// The last day.
    pub end_date: String,
}

/// The tournament as a TRF-16 file: the header lines, `XXR` (the rounds), one
/// `001` line per player (starting number, name, rating, points, rank, and one
/// result block per round: opponent, colour `w`/`b`, result `1 0 = + - U …`).
pub fn export(t: &Tournament, header: &Header) -> String {
    let _ = (t, header);
    todo!("helper: TRF")
}
