//! The FIDE Tournament Report File, 2016 format (TRF-16, FIDE Handbook C.04
//! Annex 2), rulings "Export": what any FIDE pairing checker (bbpPairings,
//! JaVaFo, caissify-pairings) reads to re-check the pairings.
//!
//! Columns of a `001` line (1-based, as the TRF-16 text numbers them): 1–3
//! `001`, 5–8 starting number, 10 sex, 11–13 title, 15–47 name, 49–52 rating,
//! 54–56 federation, 58–68 FIDE id, 70–79 birth date, 81–84 points (`4.1`),
//! 86–89 rank, then for round *r* a 10-character block starting at column
//! 90 + 10(*r* − 1): two blanks, the opponent's starting number (`0000` for
//! none), a blank, the colour (`w`, `b`, `-`), a blank and the result:
//! `1` `=` `0` over the board, `+` `-` forfeits (unplayed: rulings
//! "Scoring"), `U` the pairing-allocated bye, `Z` a round the player was not
//! paired in (withdrawn, rulings "Scoring"), blank for a game in play.

use super::{Format, Outcome, Start, Tournament};
use std::fmt::Write;

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
/// The ranks are [`Tournament::standings`]'s; see [`export_with_ranks`].
pub fn export(t: &Tournament, header: &Header) -> String {
    let mut ranks = vec![0; t.len()];
    for s in t.standings() {
        if let Some(r) = ranks.get_mut((s.start as usize).wrapping_sub(1)) {
            *r = s.rank;
        }
    }
    export_with_ranks(t, header, &ranks)
}

/// [`export`] with the ranks given: `ranks[start - 1]` is the player's rank
/// (a missing or zero rank is written as the rank by score, then starting
/// number). The points are the player's score ([`Tournament::score`]).
///
/// Besides the rounds paired, a withdrawn player's rounds still to come are
/// written as `0000 - Z` (known absences), so a pairing program given the file
/// leaves them out of the next round, as TRF-16 readers (bbpPairings, JaVaFo)
/// expect.
pub fn export_with_ranks(t: &Tournament, header: &Header, ranks: &[u32]) -> String {
    let mut out = String::new();
    let line = |out: &mut String, code: &str, text: &str| {
        if !text.trim().is_empty() {
            let _ = writeln!(out, "{code} {}", one_line(text));
        }
    };
    line(&mut out, "012", &header.name);
    line(&mut out, "022", &header.place);
    line(&mut out, "042", &header.start_date);
    line(&mut out, "052", &header.end_date);
    line(&mut out, "062", &t.len().to_string());
    let system = match t.format {
        Format::Swiss => "Swiss Dutch",
        Format::RoundRobin => "Round Robin (Berger)",
        Format::Knockout => "Knockout",
    };
    line(&mut out, "092", system);
    line(&mut out, "XXR", &t.rounds.to_string());
    let scores: Vec<_> = t.starts().map(|p| t.score(p)).collect();
    let mut by_score: Vec<Start> = t.starts().collect();
    by_score.sort_by_key(|&p| (std::cmp::Reverse(scores[p as usize - 1]), p));
    let mut fallback = vec![0u32; t.len()];
    for (i, &p) in by_score.iter().enumerate() {
        fallback[p as usize - 1] = i as u32 + 1;
    }
    for start in t.starts() {
        let e = t.entrant(start);
        let rank = ranks
            .get(start as usize - 1)
            .copied()
            .filter(|&r| r > 0)
            .unwrap_or(fallback[start as usize - 1]);
        let name: String = one_line(&e.name).chars().take(33).collect();
        let score = scores[start as usize - 1];
        let _ = write!(
            out,
            "001 {start:>4} {sex:1}{title:>3} {name:<33} {rating:>4} {fed:<3} {id:>11} {birth:<10} {points:>4} {rank:>4}",
            sex = "",
            title = "",
            rating = e.rating.clamp(0, 9999),
            fed = "",
            id = "",
            birth = "",
            points = format!("{:.1}", score.as_f64()),
        );
        let last = match e.withdrawn {
            Some(_) => t.rounds.max(t.round()),
            None => t.round(),
        };
        for round in 1..=last {
            out.push_str(&block(t, start, round));
        }
        out.push('\n');
    }
    out
}

/// One round's 10-character block for `player`.
fn block(t: &Tournament, player: Start, round: u32) -> String {
    let colour = |first: bool| if first { 'w' } else { 'b' };
    match t.outcome(player, round) {
        Outcome::Played {
            opponent,
            first,
            points,
        } => {
            let result = match points.map(|p| p.0) {
                None => ' ',
                Some(2) => '1',
                Some(1) => '=',
                Some(_) => '0',
            };
            format!("  {opponent:>4} {} {result}", colour(first))
        }
        Outcome::Forfeit {
            opponent,
            first,
            points,
        } => {
            let result = if points.0 > 0 { '+' } else { '-' };
            format!("  {opponent:>4} {} {result}", colour(first))
        }
        Outcome::Bye => "  0000 - U".to_string(),
        Outcome::Absent => "  0000 - Z".to_string(),
    }
}

/// The text on one line: line breaks and tabs as blanks.
fn one_line(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Entrant, GameResult};

    fn four() -> Tournament {
        let entrants = ["Ann", "Bob", "Cy", "Di"]
            .iter()
            .enumerate()
            .map(|(i, n)| Entrant {
                name: n.to_string(),
                rating: 1800 - 100 * i as i32,
                withdrawn: None,
            })
            .collect();
        Tournament::new(Format::Swiss, false, Some(3), entrants).unwrap()
    }

    fn header() -> Header {
        Header {
            name: "Parlor Open".into(),
            place: "Guild\nHall".into(),
            start_date: "2026/01/02".into(),
            end_date: "2026/01/03".into(),
        }
    }

    #[test]
    fn header_lines_and_fixed_columns() {
        let mut t = four();
        t.pair_next().unwrap();
        t.record(1, 0, GameResult::First).unwrap();
        t.record(1, 1, GameResult::Draw).unwrap();
        let text = export_with_ranks(&t, &header(), &[1, 2, 3, 4]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            &lines[..6],
            &[
                "012 Parlor Open",
                "022 Guild Hall",
                "042 2026/01/02",
                "052 2026/01/03",
                "062 4",
                "092 Swiss Dutch"
            ]
        );
        assert_eq!(lines[6], "XXR 3");
        let ann = lines[7];
        assert_eq!(&ann[0..8], "001    1");
        assert_eq!(&ann[14..17], "Ann");
        assert_eq!(&ann[48..52], "1800");
        assert_eq!(&ann[80..84], " 1.0");
        assert_eq!(&ann[85..89], "   1");
        // Round 1: 1 (first) beat 3.
        assert_eq!(&ann[89..99], "     3 w 1");
        assert_eq!(ann.len(), 99);
        let cy = lines[9];
        assert_eq!(&cy[89..99], "     1 b 0");
        // 4 (first on board 2) drew with 2.
        let di = lines[10];
        assert_eq!(&di[80..84], " 0.5");
        assert_eq!(&di[89..99], "     2 w =");
    }

    #[test]
    fn byes_forfeits_and_withdrawals() {
        let mut t = four();
        t.entrants.push(Entrant {
            name: "Ed, a very long name that goes past the thirty-three columns".into(),
            rating: -5,
            withdrawn: None,
        });
        t.pair_next().unwrap();
        t.record(1, 0, GameResult::ForfeitSecond).unwrap();
        t.record(1, 1, GameResult::Second).unwrap();
        t.withdraw(1);
        let text = export_with_ranks(&t, &header(), &[]);
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("001")).collect();
        // 1 forfeited to 3, then withdrew: Z for the rounds to come.
        assert_eq!(&lines[0][89..], "     3 w -  0000 - Z  0000 - Z");
        assert_eq!(&lines[2][89..99], "     1 b +");
        // 5 had the bye.
        assert_eq!(&lines[4][89..99], "  0000 - U");
        assert_eq!(&lines[4][14..47], "Ed, a very long name that goes pa");
        assert_eq!(&lines[4][48..52], "   0");
        // Ranks by score then starting number when none are given.
        assert_eq!((&lines[1][85..89], &lines[2][85..89]), ("   1", "   2"));
    }
}
