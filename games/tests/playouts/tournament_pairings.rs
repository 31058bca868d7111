//! The Dutch system (FIDE C.04.3) over many random Swiss tournaments: round 1
//! pairs the top half against the bottom half; nobody meets twice over the
//! board or has two byes; colours stay within −2…+2 with never three in a row
//! (the final round's topscorers excepted, C.04.3 C3/A.7); withdrawn players
//! are never paired; a 1,000-player round 7 pairs; and, when the Python package
//! `caissify-pairings` is installed (`pip install caissify-pairings==0.5.0`),
//! an independent FIDE Dutch engine pairs every round from Parlor's TRF-16
//! export and the two are compared.

use parlor_games::playout::{play_random_round, random_swiss, swiss_field};
use parlor_games::tournament::trf::{export_with_ranks, Header};
use parlor_games::tournament::{dutch, Format, Outcome, Start, Tournament, TournamentError};
use parlor_games::{Rng, SeededRng};
use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Command;

/// The fields the random tournaments use: small, odd and even, up to 60.
const SIZES: [usize; 16] = [5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 20, 25, 31, 44, 60];

/// A random Swiss played to its end; calls `before_round` with the tournament
/// before each round is paired. 5% forfeits (two withdraw a player), and in
/// one tournament of two a random player leaves after round 2.
fn play(n: usize, seed: u64, mut before_round: impl FnMut(&Tournament)) -> Tournament {
    let (default, most) = Tournament::round_range(Format::Swiss, false, n);
    let rounds = (default + 1).min(most);
    let mut t = Tournament::new(Format::Swiss, false, Some(rounds), swiss_field(n)).unwrap();
    let mut rng = SeededRng::new(seed);
    while t.round() < t.rounds {
        before_round(&t);
        match t.pair_next() {
            Ok(_) => {}
            Err(TournamentError::NoPairing(_)) => break,
            Err(e) => panic!("{e}"),
        }
        play_random_round(&mut t, &mut rng, 5);
        if t.round() == 2 && seed.is_multiple_of(2) {
            let leaver = 1 + rng.below(n as u32);
            t.withdraw(leaver);
        }
    }
    t
}

/// Every property the pairing keeps, round by round.
fn check(t: &Tournament) {
    let mut met = BTreeSet::new();
    let mut byes = BTreeSet::new();
    for (r, round) in t.played.iter().enumerate() {
        let number = r as u32 + 1;
        let mut seen = BTreeSet::new();
        for p in &round.pairings {
            for player in [Some(p.first), p.second].into_iter().flatten() {
                assert!(seen.insert(player), "round {number}: {player} twice");
                let withdrawn = t.entrant(player).withdrawn;
                assert!(
                    withdrawn.is_none_or(|w| w >= number),
                    "round {number}: withdrawn {player} paired"
                );
            }
            match p.second {
                None => assert!(byes.insert(p.first), "round {number}: second bye for {}", p.first),
                Some(s) => {
                    let key = (p.first.min(s), p.first.max(s));
                    assert!(!met.contains(&key), "round {number}: rematch {key:?}");
                }
            }
        }
        for p in &round.pairings {
            if let (Some(s), Some(res)) = (p.second, p.result) {
                if res.played() {
                    met.insert((p.first.min(s), p.first.max(s)));
                }
            }
        }
        // Every active player is paired.
        for player in t.starts() {
            let active = t.entrant(player).withdrawn.is_none_or(|w| w >= number);
            assert_eq!(seen.contains(&player), active, "round {number}: player {player}");
        }
    }
    for player in t.starts() {
        let mut colours = Vec::new();
        let mut score_before = 0;
        for r in 1..=t.round() {
            let outcome = t.outcome(player, r);
            if let Some(c) = outcome.colour() {
                colours.push(c);
                let diff: i32 = colours.iter().map(|&c| if c { 1 } else { -1 }).sum();
                let n = colours.len();
                let three = n >= 3 && colours[n - 1] == colours[n - 2] && colours[n - 2] == colours[n - 3];
                if (diff.abs() > 2 || three) && r < t.rounds {
                    panic!("player {player} round {r}: colours {colours:?}");
                }
                if diff.abs() > 2 || three {
                    // Only topscorers (or their opponents) of the final round.
                    let Outcome::Played { opponent, .. } = outcome else {
                        unreachable!()
                    };
                    let top = |p: Start| (1..r).map(|k| t.outcome(p, k).points().0).sum::<u32>() > r - 1;
                    assert!(top(player) || top(opponent), "player {player} round {r}: {colours:?}");
                }
            }
            score_before += outcome.points().0;
        }
        let _ = score_before;
    }
}

#[test]
fn round_one_pairs_the_top_half_against_the_bottom_half() {
    for n in 3..=40 {
        let t = Tournament::new(Format::Swiss, false, None, swiss_field(n)).unwrap();
        let round = dutch::pair(&t).unwrap();
        let half = n as Start / 2;
        for (i, p) in round.pairings.iter().enumerate() {
            let i = i as Start;
            match p.second {
                Some(s) => {
                    let (top, bottom) = (p.first.min(s), p.first.max(s));
                    assert_eq!((top, bottom), (i + 1, i + 1 + half), "{n} players");
                    // Initial colour "first" to the odd pairing numbers (E.5).
                    assert_eq!(p.first == top, top % 2 == 1);
                }
                None => assert_eq!(p.first, n as Start, "{n} players: the bye"),
            }
        }
    }
}

#[test]
fn random_tournaments_keep_every_absolute_rule() {
    let mut tournaments = 0;
    for seed in 0..12u64 {
        for n in SIZES {
            let t = play(n, seed * 1000 + n as u64, |_| {});
            check(&t);
            tournaments += 1;
        }
    }
    for seed in 0..40u64 {
        let n = 3 + (seed as usize * 7) % 30;
        check(&play(n, seed, |_| {}));
        tournaments += 1;
    }
    println!("{tournaments} random Swiss tournaments keep the absolute rules");
}

#[test]
fn a_thousand_players_pair_round_seven() {
    let t = random_swiss(1000, 6, 7);
    assert_eq!(t.round(), 6);
    let round = dutch::pair(&t).unwrap();
    let active = t.starts().filter(|&p| t.active(p)).count();
    assert_eq!(round.pairings.len(), active.div_ceil(2));
    let mut t = t;
    t.played.push(round);
    check(&t);
}

/// One round to compare: the file of the rounds before, Parlor's boards, a label.
type Case = (PathBuf, BTreeSet<(Start, Start)>, String);

/// The boards as (first, second) with the bye as (player, 0).
fn boards_of(t: &Tournament) -> BTreeSet<(Start, Start)> {
    t.played
        .last()
        .map(|r| r.pairings.iter().map(|p| (p.first, p.second.unwrap_or(0))).collect())
        .unwrap_or_default()
}

fn unordered(boards: &BTreeSet<(Start, Start)>) -> BTreeSet<(Start, Start)> {
    boards
        .iter()
        .map(|&(a, b)| if b == 0 { (a, 0) } else { (a.min(b), a.max(b)) })
        .collect()
}

#[test]
fn pairings_agree_with_caissify_pairings() {
    let python = Command::new("python3")
        .args(["-c", "import caissify_pairings"])
        .output();
    if !python.is_ok_and(|o| o.status.success()) {
        println!(
            "skipped the cross-check with caissify-pairings: the Python package is missing \
             (pip install caissify-pairings==0.5.0)"
        );
        return;
    }
    let dir = std::env::temp_dir().join(format!("parlor-trf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let header = Header {
        name: "Parlor cross-check".into(),
        ..Header::default()
    };
    // Parlor pairs every round; the file of the rounds before each goes to the
    // other engine, with Parlor's pairing kept beside it.
    let mut files: Vec<Case> = Vec::new();
    for seed in 0..4u64 {
        for n in SIZES {
            let mut rounds = Vec::new();
            play(n, seed * 7919 + n as u64, |t| rounds.push(t.clone()));
            for (i, before) in rounds.iter().enumerate() {
                let path = dir.join(format!("s{seed}-n{n}-r{}.trf", i + 1));
                std::fs::write(&path, export_with_ranks(before, &header, &[])).unwrap();
                let mut paired = before.clone();
                if paired.pair_next().is_ok() {
                    let label = format!("{n} players, seed {seed}, round {}", i + 1);
                    files.push((path, boards_of(&paired), label));
                }
            }
        }
    }
    let mut command = Command::new("python3");
    command.arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fide/pair_next.py"));
    command.args(files.iter().map(|f| &f.0));
    let output = command.output().expect("python3 runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8_lossy(&output.stdout);
    let mut theirs: Vec<BTreeSet<(Start, Start)>> = Vec::new();
    for line in text.lines() {
        if line.starts_with("# ") {
            theirs.push(BTreeSet::new());
        } else if let Some(set) = theirs.last_mut() {
            let mut it = line.split_whitespace().map(|x| x.parse::<Start>());
            if let (Some(Ok(a)), Some(Ok(b))) = (it.next(), it.next()) {
                set.insert((a, b));
            }
        }
    }
    assert_eq!(theirs.len(), files.len());
    let (mut exact, mut loose) = (0, 0);
    let show = std::env::var_os("PARLOR_SHOW_DIFF").is_some();
    for ((path, ours, label), theirs) in files.iter().zip(&theirs) {
        if ours == theirs {
            exact += 1;
        }
        let same_pairs = unordered(ours) == unordered(theirs);
        if same_pairs {
            loose += 1;
        }
        if show && ours != theirs {
            let what = if same_pairs { "colours" } else { "pairs" };
            println!(
                "{label} ({what}): parlor {ours:?}\n    caissify {theirs:?}\n    {}",
                path.display()
            );
        }
    }
    let total = files.len();
    println!("caissify-pairings agrees on {exact}/{total} rounds exactly, {loose}/{total} ignoring colours");
    if !show {
        let _ = std::fs::remove_dir_all(&dir);
    }
    // Measured 322/388 exactly and 382/388 ignoring colours (83% and 98%):
    // the thresholds sit a little under, so a regression shows. Every
    // colour-only disagreement is caissify's E.4/E.5, which takes "higher
    // ranked" as the lower pairing number where FIDE (C.04.3 A.2) and
    // bbpPairings rank by score first. Every other one is the bye's score
    // group: caissify, like bbpPairings, first gives the bye to the lowest
    // score it can (C5 of the 2026 revision) and lets that outrank the
    // pairs and colours of the brackets above; the 2017 text pairs those
    // brackets first (C5–C19) and assigns the bye in the last bracket (A.9).
    assert!(
        loose * 100 >= total * 98,
        "{loose}/{total} rounds agree ignoring colours"
    );
    assert!(exact * 100 >= total * 82, "{exact}/{total} rounds agree exactly");
}
