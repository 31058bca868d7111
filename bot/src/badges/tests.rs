//! Each badge's rule and its edges: draws, games ended without a result,
//! unrated games (they count like any other), Parlor seated twice, abandoned
//! games, forfeits and byes.

use super::*;
use parlor_games::tournament::{Entrant, Pairing, Round};

const ME: u64 = 7;
const BOB: u64 = 8;
const BOT: u64 = 99;

/// A game of `game` finishing at `at` (its session id is `at` too): `finish`
/// for me, against bob, or against Parlor at `parlor` levels.
fn game(at: Millis, game_name: &str, finish: Finish, parlor: &[Level]) -> Finished {
    Finished {
        session: at,
        game: game_name.into(),
        at,
        finish,
        parlor: parlor.to_vec(),
    }
}

fn won(at: Millis) -> Finished {
    game(at, "checkers", Finish::Won, &[])
}

fn badge_at(earned: &[Earned], badge: Badge) -> Option<Millis> {
    earned.iter().find(|e| e.badge == badge).map(|e| e.at)
}

#[test]
fn every_badge_has_a_key_that_reads_back() {
    for badge in Badge::ALL {
        assert_eq!(Badge::parse(badge.key()), Some(badge));
    }
    assert_eq!(Badge::parse("first-loss"), None);
}

#[test]
fn a_stored_result_reads_from_the_members_seat() {
    let seats = [(ME, None), (BOT, Some(Level::Easy)), (BOT, Some(Level::Easy))];
    let view = |outcome: &str, winner: Option<u64>, seat: Option<u8>| {
        Finished::of(ME, 1, "number-one", 5, outcome, winner, seat, &seats).unwrap()
    };
    assert_eq!(view("won", Some(ME), Some(0)).finish, Finish::Won);
    assert_eq!(view("won", Some(BOT), Some(2)).finish, Finish::Lost);
    assert_eq!(
        view("won", Some(ME), None).finish,
        Finish::Won,
        "an older result names the member"
    );
    assert_eq!(view("draw", None, None).finish, Finish::Drew);
    for outcome in ["ended", "abandoned", "declined", "expired"] {
        assert_eq!(view(outcome, None, None).finish, Finish::NoResult, "{outcome}");
    }
    assert_eq!(
        view("won", Some(ME), Some(0)).parlor,
        vec![Level::Easy],
        "Parlor seated twice is one level"
    );
    assert_eq!(
        Finished::of(BOB, 1, "checkers", 5, "won", Some(ME), Some(0), &seats),
        None
    );
    // Parlor's own id is never a member's seat.
    assert_eq!(
        Finished::of(BOT, 1, "checkers", 5, "won", Some(BOT), Some(1), &seats),
        None
    );
}

#[test]
fn the_first_win_is_the_first_game_won_after_draws_losses_and_unplayed_games() {
    let games = [
        game(1, "checkers", Finish::Drew, &[]),
        game(2, "checkers", Finish::Lost, &[]),
        game(3, "checkers", Finish::NoResult, &[]),
        won(4),
        won(5),
    ];
    let earned = from_games(&games);
    assert_eq!(
        earned.iter().find(|e| e.badge == Badge::FirstWin),
        Some(&Earned {
            badge: Badge::FirstWin,
            at: 4,
            by: Reference::Game(4)
        })
    );
    assert!(from_games(&games[..3]).is_empty(), "no win, no badge");
}

#[test]
fn games_are_read_in_the_order_they_finished() {
    let earned = from_games(&[won(9), game(3, "checkers", Finish::Lost, &[]), won(6)]);
    assert_eq!(badge_at(&earned, Badge::FirstWin), Some(6));
}

#[test]
fn five_in_a_row_restarts_at_a_loss_or_a_draw_and_games_without_a_result_break_nothing() {
    let mut games = vec![won(1), won(2), won(3), won(4), game(5, "checkers", Finish::Drew, &[])];
    games.extend([won(6), won(7), game(8, "checkers", Finish::Lost, &[])]);
    games.extend([
        won(10),
        won(11),
        game(12, "hot-spot", Finish::NoResult, &[]),
        won(13),
        won(14),
    ]);
    assert_eq!(
        badge_at(&from_games(&games), Badge::FiveInARow),
        None,
        "four is not five"
    );
    games.push(game(15, "hot-spot", Finish::NoResult, &[]));
    games.push(game(16, "line", Finish::Won, &[]));
    assert_eq!(
        badge_at(&from_games(&games), Badge::FiveInARow),
        Some(16),
        "an abandoned or ended game neither counts nor breaks the row, and every game counts"
    );
}

#[test]
fn a_win_against_parlor_earns_each_level_seated_once() {
    let games = [
        game(1, "checkers", Finish::Lost, &[Level::Hard]),
        game(2, "number-one", Finish::Won, &[Level::Easy]),
        game(3, "number-one", Finish::Won, &[Level::Easy, Level::Normal]),
        game(4, "checkers", Finish::Drew, &[Level::Hard]),
        game(5, "checkers", Finish::NoResult, &[Level::Hard]),
    ];
    let earned = from_games(&games);
    assert_eq!(badge_at(&earned, Badge::BeatParlor(Level::Easy)), Some(2));
    assert_eq!(badge_at(&earned, Badge::BeatParlor(Level::Normal)), Some(3));
    assert_eq!(
        badge_at(&earned, Badge::BeatParlor(Level::Hard)),
        None,
        "a loss, a draw or a game ended without a result against hard earns nothing"
    );
    assert_eq!(
        earned
            .iter()
            .filter(|e| e.badge == Badge::BeatParlor(Level::Easy))
            .count(),
        1
    );
}

#[test]
fn every_game_needs_a_win_in_each_game_of_turns_and_not_crown_and_anchor() {
    let all = every_game();
    assert!(!all.contains(&"crown-and-anchor") && !all.contains(&"tic-tac-toe"));
    assert_eq!(all.len(), 6, "{all:?}");
    let mut games: Vec<Finished> = Vec::new();
    for (i, name) in all.iter().enumerate() {
        let at = 10 * (i as Millis + 1);
        games.push(game(at, name, Finish::Won, &[]));
        games.push(game(at + 1, name, Finish::Won, &[]));
    }
    // The last game's wins replaced by a draw and a loss: not yet.
    let last = all.len() * 2;
    games[last - 2].finish = Finish::Drew;
    games[last - 1].finish = Finish::Lost;
    assert_eq!(badge_at(&from_games(&games), Badge::EveryGame), None);
    games.push(game(1_000, all[all.len() - 1], Finish::Won, &[]));
    assert_eq!(badge_at(&from_games(&games), Badge::EveryGame), Some(1_000));
}

#[test]
fn a_hundred_games_counts_games_played_to_a_result() {
    let mut games: Vec<Finished> = (1..=99)
        .map(|i| {
            let finish = [Finish::Won, Finish::Lost, Finish::Drew][i as usize % 3];
            game(i, "checkers", finish, &[])
        })
        .collect();
    games.push(game(100, "checkers", Finish::NoResult, &[]));
    games.push(game(101, "checkers", Finish::NoResult, &[]));
    assert_eq!(
        badge_at(&from_games(&games), Badge::HundredGames),
        None,
        "unplayed games do not count"
    );
    games.push(game(102, "line", Finish::Lost, &[]));
    games.push(game(103, "line", Finish::Won, &[]));
    assert_eq!(badge_at(&from_games(&games), Badge::HundredGames), Some(102));
}

fn entrants(n: usize) -> Vec<Entrant> {
    (0..n)
        .map(|i| Entrant {
            name: format!("P{}", i + 1),
            rating: 1500,
            withdrawn: None,
        })
        .collect()
}

fn board(first: Start, second: Start, result: Played) -> Pairing {
    Pairing {
        first,
        second: Some(second),
        result: Some(result),
    }
}

fn rounds(rounds: Vec<Vec<Pairing>>) -> Vec<Round> {
    rounds.into_iter().map(|pairings| Round { pairings }).collect()
}

/// A round robin of three, each with a bye: 2–3 drawn, 1 beats 3, 1–2 drawn.
fn round_robin() -> Tournament {
    Tournament {
        format: Format::RoundRobin,
        double: false,
        rounds: 3,
        entrants: entrants(3),
        played: rounds(vec![
            vec![board(2, 3, Played::Draw), Pairing::bye(1)],
            vec![board(1, 3, Played::First), Pairing::bye(2)],
            vec![board(1, 2, Played::Draw), Pairing::bye(3)],
        ]),
    }
}

fn end(id: i64, pairings: &Tournament, start: Start) -> TournamentEnd<'_> {
    TournamentEnd {
        id,
        ended_at: id * 100,
        pairings,
        start,
    }
}

#[test]
fn the_winner_of_a_round_robin_is_first_in_the_standings_and_draws_are_not_losses() {
    let t = round_robin();
    assert_eq!(winner(&t), Some(1));
    let first = from_tournaments(&[end(4, &t, 1)]);
    assert_eq!(badge_at(&first, Badge::TournamentWinner), Some(400));
    assert_eq!(badge_at(&first, Badge::UnbeatenTournament), Some(400));
    let second = from_tournaments(&[end(4, &t, 2)]);
    assert_eq!(badge_at(&second, Badge::TournamentWinner), None);
    assert_eq!(
        badge_at(&second, Badge::UnbeatenTournament),
        Some(400),
        "two draws, no loss"
    );
    assert!(from_tournaments(&[end(4, &t, 3)]).is_empty(), "a loss");
}

#[test]
fn the_first_tournament_won_earns_the_badge_whatever_order_they_come_in() {
    let t = round_robin();
    let earned = from_tournaments(&[end(9, &t, 1), end(5, &t, 1)]);
    assert_eq!(
        earned
            .iter()
            .find(|e| e.badge == Badge::TournamentWinner)
            .map(|e| &e.by),
        Some(&Reference::Tournament(5))
    );
}

#[test]
fn a_knockout_is_won_by_the_finals_winner_after_a_replayed_draw() {
    let t = Tournament {
        format: Format::Knockout,
        double: false,
        rounds: 1,
        entrants: entrants(2),
        played: rounds(vec![vec![board(1, 2, Played::Draw), board(2, 1, Played::First)]]),
    };
    assert!(t.is_over());
    assert_eq!(winner(&t), Some(2));
    assert_eq!(t.standings()[0].start, 2, "the standings agree");
    let two = from_tournaments(&[end(1, &t, 2)]);
    assert!(two.iter().any(|e| e.badge == Badge::TournamentWinner));
    assert!(
        two.iter().any(|e| e.badge == Badge::UnbeatenTournament),
        "the draw was replayed"
    );
    assert!(from_tournaments(&[end(1, &t, 1)]).is_empty());
}

#[test]
fn byes_and_forfeit_wins_are_not_games_played_and_a_forfeit_lost_is_a_loss() {
    let t = Tournament {
        format: Format::Swiss,
        double: false,
        rounds: 2,
        entrants: entrants(3),
        played: rounds(vec![
            vec![board(1, 2, Played::ForfeitFirst), Pairing::bye(3)],
            vec![board(3, 1, Played::ForfeitSecond), Pairing::bye(2)],
        ]),
    };
    assert!(!unbeaten(&t, 1), "a bye and forfeit wins: no game played");
    assert!(!unbeaten(&t, 2), "a forfeit lost");
    assert!(!unbeaten(&t, 3), "a forfeit lost");
    assert_eq!(winner(&t), Some(1), "forfeit wins still score");
}

#[test]
fn a_withdrawn_player_is_not_unbeaten() {
    let mut t = round_robin();
    assert!(unbeaten(&t, 2));
    t.entrants[1].withdrawn = Some(3);
    assert!(!unbeaten(&t, 2));
    assert!(!unbeaten(&t, 9), "not a player");
}

#[test]
fn the_first_championship_earns_the_season_badge() {
    let champ = |season: &str, game: &str, ended_at, member| Championship {
        season_name: season.into(),
        game: game.into(),
        ended_at,
        member,
    };
    let seasons = [
        champ("March", "checkers", 300, ME),
        champ("February", "line", 200, BOB),
        champ("January", "line", 100, ME),
    ];
    assert_eq!(
        from_championships(ME, &seasons),
        vec![Earned {
            badge: Badge::SeasonChampion,
            at: 100,
            by: Reference::Season {
                season: "January".into(),
                game: "line".into()
            }
        }]
    );
    assert!(from_championships(42, &seasons).is_empty());
}

#[test]
fn derive_gathers_every_source_in_badge_order() {
    let t = round_robin();
    let champions = [Championship {
        season_name: "Spring".into(),
        game: "checkers".into(),
        ended_at: 50,
        member: ME,
    }];
    let all = derive(ME, &[won(1)], &[end(2, &t, 1)], &champions);
    let badges: Vec<Badge> = all.iter().map(|e| e.badge).collect();
    assert_eq!(
        badges,
        [
            Badge::FirstWin,
            Badge::SeasonChampion,
            Badge::TournamentWinner,
            Badge::UnbeatenTournament
        ]
    );
}

#[test]
fn games_earn_only_game_badges_and_can_earn_every_one() {
    let mut games: Vec<Finished> = every_game()
        .iter()
        .enumerate()
        .map(|(i, name)| game(i as Millis, name, Finish::Won, &Level::ALL))
        .collect();
    games.extend((100..200).map(|at| game(at, "checkers", Finish::Lost, &[])));
    let mut earned: Vec<Badge> = from_games(&games).iter().map(|e| e.badge).collect();
    earned.sort();
    assert_eq!(earned, GAME_BADGES);
}
