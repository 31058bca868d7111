//! The Swiss pairing: the FIDE Dutch system (Handbook C.04.3, rules in force
//! since 2017), rulings "Formats" and "Colours".
//!
//! How it pairs (the way bbpPairings, a FIDE-endorsed engine, does, C.04.A):
//! the score brackets are paired top-down (C.04.3 B); each bracket — its
//! resident players and the players moved down to it (MDPs) — is paired by one
//! maximum-weight matching whose edge weight holds the criteria as fields of
//! one number, most significant first:
//!
//! 1. the completion criterion (C4): as many pairs as possible among every
//!    player still to pair, so a bracket never leaves a remainder that cannot
//!    be paired;
//! 2. C5: as many pairs as possible in the bracket;
//! 3. C6: the MDPs with the higher scores paired first (the pairing score
//!    differences);
//! 4. C7: then as many pairs as possible in the next bracket, then the
//!    higher scores paired there (its PSD, C6 in the next bracket: the
//!    one-bracket look-ahead for the choice of downfloaters);
//! 5. the bye assignee's unplayed games (fewest: C.04.3 C9 of the 2026
//!    revision, as bbpPairings applies it) in a bracket whose one downfloater
//!    has the bye — the last, or one above it when nobody below may have
//!    the bye (C2);
//! 6. C8/C9: topscorers (final round, A.7) kept within the colour limits;
//! 7. C10: colour preferences granted; C11: strong colour preferences granted;
//! 8. C12–C15: no repeated downfloat or upfloat of the previous round, then of
//!    two rounds before;
//! 9. C16–C19: the repeated floaters' score differences, by score level, as
//!    bbpPairings weighs them;
//! 10. then the order of C.04.3 D, generated exactly (module `exact`): the
//!     higher ranked MDPs paired first, each MDP meeting the first resident that
//!     keeps the best value of 1.–9., then the remainder's exchanges (fewest,
//!     smallest difference of pairing numbers, lowest of S1 for highest of S2:
//!     D.2), then each S1 player meeting the first S2 player that keeps it
//!     (the transpositions, D.1) — one more matching per choice, the way
//!     bbpPairings does it.
//!
//! The pairs of the bracket are fixed, its unpaired players move down, and the
//! next bracket follows. Each matching is O(n³), so a round of 1,000 players
//! pairs in well under a second: when many players remain, a bracket's
//! matching holds the bracket and the next score group only, and a quick
//! check that the rest can still be paired (C4) falls back to the matching
//! over everyone when it cannot. Above `EXACT_LIMIT` vertices, 10. is
//! approximated by two weight fields of the one matching (the lowest ranked
//! players float, S1's i-th meets S2's i-th). Where the one-number weight
//! would overflow (very large brackets), fields are dropped: C19–C16, then
//! the order's, then the floats.
//!
//! An odd field's pairing-allocated bye is a virtual player below the
//! lowest score group that only bye-eligible players may meet (C2: no player
//! who had a bye or scored a forfeit win; if no pairing keeps that, a player
//! with a forfeit win may have it, never one who had a bye: rulings "Scoring").
//! Its score is not chosen beforehand: the brackets above are paired by
//! C4–C19 and the bye is part of the last bracket's pairing (C.04.3 A.9), so
//! a bracket's pairs and colours outrank a lower-scored bye. bbpPairings
//! first gives the bye to the lowest score possible (C5 of the 2026
//! revision, absent from the 2017 text).

mod exact;
mod matching;
mod player;

use super::{Pairing, Round, Tournament, TournamentError};
use exact::Exact;
use player::{a_moves_first, compatible, Float, Player, Strength};

/// Pairs round `t.round() + 1` of a Swiss tournament by the Dutch system:
/// withdrawn players are left out, an odd field's bye goes to the player the
/// rules pick (never twice to one player), two players meet at most once
/// (forfeits do not count as meetings), and the colours follow C.04.3's colour
/// rules (rulings "Colours").
///
/// Round 1 pairs by starting number, the top half against the bottom half
/// (C.04.3 B, rulings "Formats"), the lowest ranked player of an odd field
/// having the bye; the initial colour is "first" for player 1 (FIDE draws it by
/// lot: C.04.3 E.5). Boards are ordered by the higher score at the board, then
/// the sum of the scores, then the higher ranked player (C.04.2 C.6).
///
/// `Err(NoPairing)` when no pairing keeps the absolute criteria (C1–C3).
pub fn pair(t: &Tournament) -> Result<Round, TournamentError> {
    let all = player::players(t);
    let mut active: Vec<Player> = all
        .into_iter()
        .filter(|p| t.entrants[p.start as usize - 1].withdrawn.is_none())
        .collect();
    // The pairing's indices are into the players by rank (C.04.3 A.2).
    active.sort_by_key(|p| (std::cmp::Reverse(p.score), p.start));
    let round = t.round() + 1;
    if t.played.is_empty() {
        return Ok(first_round(active));
    }
    let last_round = round >= t.rounds;
    // FIDE C.04.3 A.7: over 50% of the maximum possible score, in the final round.
    let top = t.round();
    let topscorer = move |p: &Player| last_round && p.score > top;
    for relaxed in [false, true] {
        if let Some(pairs) = Pairer::new(&active, relaxed, &topscorer, t.round() as usize).run() {
            return Ok(boards(&active, pairs));
        }
    }
    Err(TournamentError::NoPairing(round))
}

/// Round 1 (C.04.3 B, rulings "Formats"): by starting number, S1 the top half
/// against S2 the bottom half, the bye to the last player of an odd field; the
/// higher ranked player of each board moves first when their pairing number is
/// odd (E.5).
fn first_round(mut active: Vec<Player>) -> Round {
    active.sort_by_key(|p| p.start);
    let mut pairings = Vec::new();
    let bye = if active.len() % 2 == 1 { active.pop() } else { None };
    let half = active.len() / 2;
    for i in 0..half {
        let (a, b) = (&active[i], &active[i + half]);
        pairings.push(if a.start % 2 == 1 {
            Pairing::game(a.start, b.start)
        } else {
            Pairing::game(b.start, a.start)
        });
    }
    if let Some(p) = bye {
        pairings.push(Pairing::bye(p.start));
    }
    Round { pairings }
}

/// The boards of a round from its pairs (indices into `active`, `None` for
/// the bye), colours by C.04.3 E, in board order (C.04.2 C.6 style: the
/// higher score, the sum of scores, the higher ranked player), the bye last.
fn boards(active: &[Player], pairs: Vec<(usize, Option<usize>)>) -> Round {
    let rank = |p: &Player| (std::cmp::Reverse(p.score), p.start);
    let mut games = Vec::new();
    let mut bye = None;
    for (i, j) in pairs {
        let Some(j) = j else {
            bye = Some(active[i].start);
            continue;
        };
        let (a, b) = if rank(&active[i]) <= rank(&active[j]) {
            (&active[i], &active[j])
        } else {
            (&active[j], &active[i])
        };
        let key = (
            std::cmp::Reverse(a.score),
            std::cmp::Reverse(a.score + b.score),
            a.start,
        );
        let pairing = if a_moves_first(a, b) {
            Pairing::game(a.start, b.start)
        } else {
            Pairing::game(b.start, a.start)
        };
        games.push((key, pairing));
    }
    games.sort_by_key(|g| g.0);
    let mut pairings: Vec<Pairing> = games.into_iter().map(|g| g.1).collect();
    if let Some(b) = bye {
        pairings.push(Pairing::bye(b));
    }
    Round { pairings }
}

/// Above this many players still to pair, a bracket's matching holds the
/// bracket and the next score group only (with the completion check).
const FULL_LIMIT: usize = 160;
/// The bits a weight may use: the matching's dual variables need the rest.
const WEIGHT_BITS: u32 = 124;
/// The highest score level a moved-down player's C6 bonus distinguishes.
const LEVEL_CAP: u32 = 4;
/// The weight's fields (see `Pairer::pair_bracket`).
const FIELDS: usize = 18;
/// The first of the two order fields, the least significant.
const ORDER: usize = 16;
/// Up to this many vertices in a bracket's matching, C.04.3 D's order is
/// generated exactly (one matching per choice); above it, the order is
/// approximated by the order fields of one matching.
const EXACT_LIMIT: usize = 120;

/// One round's bracket-by-bracket pairing. Vertices are indices into the
/// players sorted by rank (score, then starting number: C.04.3 A.2), plus the
/// virtual bye player last when the field is odd.
struct Pairer<'a, F: Fn(&Player) -> bool> {
    ps: Vec<&'a Player>,
    /// The virtual bye player's vertex, if the field is odd.
    dummy: Option<usize>,
    /// A player with a forfeit win may have the bye (the fallback).
    relaxed: bool,
    topscorer: &'a F,
    rounds_played: usize,
    /// The score group of each vertex (the bye's is the last).
    group: Vec<usize>,
    /// Compatibility, `n × n`.
    ok: Vec<bool>,
    n: usize,
}

/// Bit length of `x`.
fn bits(x: u128) -> u32 {
    u128::BITS - x.leading_zeros()
}

impl<'a, F: Fn(&Player) -> bool> Pairer<'a, F> {
    fn new(active: &'a [Player], relaxed: bool, topscorer: &'a F, rounds_played: usize) -> Self {
        // `active` is sorted by rank (score, then starting number).
        let ps: Vec<&Player> = active.iter().collect();
        let dummy = (ps.len() % 2 == 1).then_some(ps.len());
        let n = ps.len() + usize::from(dummy.is_some());
        let mut group = Vec::with_capacity(n);
        let mut g = 0;
        for i in 0..ps.len() {
            if i > 0 && ps[i].score != ps[i - 1].score {
                g += 1;
            }
            group.push(g);
        }
        if dummy.is_some() {
            group.push(if ps.is_empty() { 0 } else { g + 1 });
        }
        let mut pairer = Pairer {
            ps,
            dummy,
            relaxed,
            topscorer,
            rounds_played,
            group,
            ok: vec![false; n * n],
            n,
        };
        for i in 0..n {
            for j in i + 1..n {
                let c = pairer.compute_ok(i, j);
                pairer.ok[i * n + j] = c;
                pairer.ok[j * n + i] = c;
            }
        }
        pairer
    }

    fn compute_ok(&self, i: usize, j: usize) -> bool {
        match (Some(i) == self.dummy, Some(j) == self.dummy) {
            (true, true) => false,
            (true, false) => self.bye_ok(j),
            (false, true) => self.bye_ok(i),
            (false, false) => compatible(self.ps[i], self.ps[j], self.topscorer),
        }
    }

    /// C.04.3 C2 (rulings "Scoring"): never a second bye; no bye after a
    /// forfeit win either, unless relaxed.
    fn bye_ok(&self, i: usize) -> bool {
        let p = self.ps[i];
        !p.had_bye && (self.relaxed || !p.forfeit_win)
    }

    fn ok(&self, i: usize, j: usize) -> bool {
        self.ok[i * self.n + j]
    }

    /// Pairs every bracket; the pairs (`None` for the bye), or `None` when no
    /// complete pairing exists.
    fn run(&self) -> Option<Vec<(usize, Option<usize>)>> {
        let n = self.n;
        let groups = self.group.last().map_or(0, |g| g + 1);
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); groups];
        for v in 0..n {
            members[self.group[v]].push(v);
        }
        let mut remaining = vec![true; n];
        let mut mdps: Vec<usize> = Vec::new();
        let mut pairs = Vec::new();
        for g in 0..groups {
            let mut bracket = std::mem::take(&mut mdps);
            bracket.extend(members[g].iter().copied());
            if bracket.is_empty() {
                continue;
            }
            let next: Vec<usize> = members.get(g + 1).cloned().unwrap_or_default();
            let in_bracket: Vec<bool> = {
                let mut v = vec![false; n];
                for &b in &bracket {
                    v[b] = true;
                }
                v
            };
            let rest: Vec<usize> = (0..n).filter(|&v| remaining[v] && !in_bracket[v]).collect();
            // The bracket's downfloater has the bye when nobody below may
            // have it (C2), the bye itself not being in the bracket.
            let bye_below = self.dummy.is_some_and(|d| !in_bracket[d])
                && rest.iter().all(|&v| Some(v) == self.dummy || !self.bye_ok(v));
            let mut full = rest.len() + bracket.len() <= FULL_LIMIT;
            let mut c9 = false;
            let chosen = loop {
                let others = if full { &rest } else { &next };
                let chosen = self.pair_bracket(&bracket, others, &next, g, c9);
                if !full {
                    // C4 check: the bracket's leftovers and the rest must pair.
                    let mut left: Vec<usize> = rest.clone();
                    left.extend(
                        bracket
                            .iter()
                            .copied()
                            .filter(|v| !chosen.iter().any(|&(a, b)| a == *v || b == *v)),
                    );
                    if !self.can_complete(&left) {
                        full = true;
                        continue;
                    }
                }
                // C9 (the bye assignee's unplayed games) applies when the
                // bracket downfloats one player only, the bye's: the
                // criteria above C9 keep that number, so the bracket is
                // paired again with it.
                if bye_below && !c9 && bracket.len() == 2 * chosen.len() + 1 {
                    c9 = true;
                    continue;
                }
                break chosen;
            };
            for &(a, b) in &chosen {
                remaining[a] = false;
                remaining[b] = false;
                pairs.push((a, b));
            }
            mdps = bracket.into_iter().filter(|&v| remaining[v]).collect();
        }
        if !mdps.is_empty() {
            return None;
        }
        Some(
            pairs
                .into_iter()
                .map(|(a, b)| match self.dummy {
                    Some(d) if a == d => (b, None),
                    Some(d) if b == d => (a, None),
                    _ => (a, Some(b)),
                })
                .collect(),
        )
    }

    /// True when the vertices can all be paired (C4): a quick greedy pass,
    /// fewest partners first, and the exact matching when it fails.
    fn can_complete(&self, set: &[usize]) -> bool {
        if set.len() % 2 == 1 {
            return false;
        }
        let degree = |v: usize| set.iter().filter(|&&u| self.ok(u, v)).count();
        let mut order: Vec<(usize, usize)> = set.iter().map(|&v| (degree(v), v)).collect();
        order.sort_unstable();
        let mut used = vec![false; self.n];
        let mut greedy = true;
        for &(_, v) in &order {
            if used[v] {
                continue;
            }
            match order.iter().find(|&&(_, u)| !used[u] && u != v && self.ok(u, v)) {
                Some(&(_, u)) => {
                    used[u] = true;
                    used[v] = true;
                }
                None => {
                    greedy = false;
                    break;
                }
            }
        }
        if greedy {
            return true;
        }
        let mut edges = Vec::new();
        for (x, &a) in set.iter().enumerate() {
            for (y, &b) in set.iter().enumerate().skip(x + 1) {
                if self.ok(a, b) {
                    edges.push((x, y, 1));
                }
            }
        }
        let mate = matching::max_weight_matching(set.len(), &edges);
        mate.iter().all(Option::is_some)
    }

    /// The pairs the matching fixes in one bracket: `bracket` (MDPs first, then
    /// the residents, by rank) with `others` (the next group, or everyone
    /// left) for the look-ahead and the completion criterion.
    ///
    /// `c9`: the bracket's one downfloater has the pairing-allocated bye, so
    /// the players with the most unplayed games are paired first (C9 of the
    /// 2026 revision, as bbpPairings applies it: the bye assignee's unplayed
    /// games, fewest).
    fn pair_bracket(
        &self,
        bracket: &[usize],
        others: &[usize],
        next: &[usize],
        g: usize,
        c9: bool,
    ) -> Vec<(usize, usize)> {
        let verts: Vec<usize> = bracket.iter().chain(others.iter()).copied().collect();
        let nb = bracket.len();
        let m = nb as u128;
        let in_next = |v: usize| next.contains(&v);
        let is_dummy = |v: usize| Some(v) == self.dummy;
        let residents: Vec<usize> = bracket.iter().copied().filter(|&v| self.group[v] == g).collect();
        let nres = residents.len();
        let nmdp = nb - nres;
        let h = (nres.saturating_sub(nmdp) / 2).max(1);
        let bottom = bracket.iter().map(|&v| self.score(v)).min().unwrap_or(0);
        let level = |v: usize| -> u32 {
            // Distinct score levels above the bracket's own: approximated by
            // the score difference in half points.
            (self.score(v).saturating_sub(bottom)).min(LEVEL_CAP)
        };
        // C7's PSD in the next bracket: the score levels of a next-bracket
        // pair's players above the next score group's.
        let next_score = next.first().map_or(0, |&v| self.score(v));
        let next_level = |v: usize| (self.score(v).saturating_sub(next_score)).min(LEVEL_CAP);
        // Fields, most significant first: (max value per edge, edges counted).
        let half_v = (verts.len() / 2) as u128;
        // C7 holds the next bracket's pairs above their scores: one pair
        // outweighs every pair's score part.
        let c7_pair = (2u128 << LEVEL_CAP) * half_v + 1;
        let half_b = (nb / 2).max(1) as u128;
        let rp = self.rounds_played;
        let spec: [(u128, u128, bool); FIELDS] = [
            (1, half_v, true),                          // 0 C4 completion
            (1, half_b, true),                          // 1 C5 pairs
            (2 << LEVEL_CAP, half_b, true),             // 2 C6 MDPs' scores
            (c7_pair + (2 << LEVEL_CAP), half_v, true), // 3 C7 next bracket: pairs, PSD
            (2 * (rp as u128 + 1) + 64, half_b, true),  // 4 bye: unplayed games, score
            (2, half_b, true),                          // 5 C8/C9 topscorers
            (2, half_b, true),                          // 6 C10 preferences
            (2, half_b, true),                          // 7 C11 strong preferences
            (2, half_b, rp >= 1),                       // 8 C12 downfloat again
            (1, half_b, rp >= 1),                       // 9 C13 upfloat again
            (2, half_b, rp >= 2),                       // 10 C14 downfloat two rounds ago
            (1, half_b, rp >= 2),                       // 11 C15 upfloat two rounds ago
            (2 << LEVEL_CAP, half_b, rp >= 1),          // 12 C16 repeated downfloaters' scores
            (1 << LEVEL_CAP, half_b, rp >= 1),          // 13 C17 repeated upfloaters' opponents
            (2 << LEVEL_CAP, half_b, rp >= 2),          // 14 C18 the same, two rounds ago
            (1 << LEVEL_CAP, half_b, rp >= 2),          // 15 C19
            (2 * m + 2, half_b, true),                  // 16 order: lowest ranked float
            (4 * (m + 2) * (m + 2), half_b, true),      // 17 order: S1[i] meets S2[i]
        ];
        // Shifts from the least significant used field up; fields that do not
        // fit are dropped: C19 to C16 first, then the order, then the floats.
        let mut widths: Vec<Option<u32>> = spec.iter().map(|&(v, e, on)| on.then(|| bits(v * e))).collect();
        for f in [15, 14, 13, 12, 17, 16, 11, 10, 9, 8, 7, 6, 5, 4] {
            if widths.iter().flatten().sum::<u32>() <= WEIGHT_BITS {
                break;
            }
            widths[f] = None;
        }
        let mut shift = [None; FIELDS];
        let mut s = 0;
        for f in (0..FIELDS).rev() {
            if let Some(w) = widths[f] {
                shift[f] = Some(s);
                s += w;
            }
        }
        // The order of C.04.3 D generated exactly (below) needs both order
        // fields: their bits hold the tie-breaks of each step.
        let exact = shift[ORDER].is_some() && shift[ORDER + 1].is_some() && verts.len() <= EXACT_LIMIT;
        let put = |w: &mut (i128, i128), f: usize, value: u128| {
            if let Some(sh) = shift[f] {
                if f >= ORDER {
                    w.1 += (value as i128) << sh;
                } else {
                    w.0 += (value as i128) << sh;
                }
            }
        };
        let pos_in_bracket = |v: usize| bracket.iter().position(|&b| b == v).unwrap_or(0);
        let pos_in_res = |v: usize| residents.iter().position(|&b| b == v);
        let mut edges = Vec::new();
        for x in 0..verts.len() {
            for y in x + 1..verts.len() {
                let (a, b) = (verts[x], verts[y]);
                if !self.ok(a, b) {
                    continue;
                }
                let mut w: (i128, i128) = (0, 0);
                put(&mut w, 0, 1);
                let both_in = x < nb && y < nb;
                if !both_in {
                    // C7: a pair of the next bracket (x < y, so b is not in
                    // this one) — a player of the next score group with one
                    // floated down from this bracket or another of the next
                    // group; not with a player below, that pair lies further
                    // down.
                    // Its PSD: the higher the scores paired there, the
                    // lower (C6 in the next bracket).
                    if in_next(b) && (x < nb || in_next(a)) {
                        put(&mut w, 3, c7_pair + (1u128 << next_level(a)) + (1u128 << next_level(b)));
                    }
                    edges.push((x, y, w));
                    continue;
                }
                put(&mut w, 1, 1);
                if is_dummy(a) || is_dummy(b) {
                    // The bye inside a bracket (the last one): to the lowest
                    // score, then the lowest ranked.
                    let p = if is_dummy(a) { b } else { a };
                    put(&mut w, 4, u128::from(64u32.saturating_sub(self.score(p)).min(64)));
                    put(&mut w, ORDER, pos_in_bracket(p) as u128 + 1);
                    edges.push((x, y, w));
                    continue;
                }
                // a is the higher ranked (x < y within the bracket's order).
                let (pa, pb) = (self.ps[a], self.ps[b]);
                put(&mut w, 2, (1u128 << level(a)) + (1u128 << level(b)));
                if c9 {
                    put(&mut w, 4, u128::from(pa.unplayed + pb.unplayed));
                }
                let a_first = a_moves_first(pa, pb);
                let breaks = u128::from(pa.breaks(a_first)) + u128::from(pb.breaks(!a_first));
                put(&mut w, 5, 2 - breaks);
                let (prefa, sa) = pa.preference();
                let (prefb, sb) = pb.preference();
                let miss = |pref: Option<bool>, got: bool| pref.is_some_and(|p| p != got);
                let missed = u128::from(miss(prefa, a_first)) + u128::from(miss(prefb, !a_first));
                put(&mut w, 6, 2 - missed);
                let strong_missed = u128::from(sa >= Strength::Strong && miss(prefa, a_first))
                    + u128::from(sb >= Strength::Strong && miss(prefb, !a_first));
                put(&mut w, 7, 2 - strong_missed);
                let a_down = pa.score > pb.score;
                for (back, fd, fu) in [(1, 8, 9), (2, 10, 11)] {
                    let mut c = 0;
                    if pb.float_back(back) == Float::Down {
                        c += 1;
                    }
                    if pa.float_back(back) == Float::Down && !a_down {
                        c += 1;
                    }
                    put(&mut w, fd, c);
                    put(&mut w, fu, u128::from(!(pb.float_back(back) == Float::Up && a_down)));
                }
                // C16–C19 as bbpPairings weighs them: the repeated floaters
                // paired here, by their score level.
                let sb = |v: usize| 1u128 << level(v);
                for (back, fd, fu) in [(1, 12, 13), (2, 14, 15)] {
                    let mut c = 0;
                    if pb.float_back(back) == Float::Down {
                        c += sb(b);
                    }
                    if pa.float_back(back) == Float::Down {
                        c += sb(a);
                    }
                    put(&mut w, fd, c);
                    if !(pb.float_back(back) == Float::Up && a_down) {
                        put(&mut w, fu, sb(a));
                    }
                }
                put(&mut w, ORDER, (m - x as u128) + (m - y as u128));
                let distance = match (pos_in_res(a), pos_in_res(b)) {
                    // An exchange (both in S1 or both in S2) after every
                    // transposition (C.04.3 B.3 before B.4).
                    (Some(i), Some(j)) if (i < h) == (j < h) => nb + (j - i).abs_diff(h),
                    (Some(i), Some(j)) => (j - i).abs_diff(h),
                    // The MDPs' opponents are chosen before the remainder's
                    // (C.04.3 B.2: S1 the MDPs, paired with S2 in order).
                    (None, Some(j)) => j.abs_diff(x) * (nb + 1),
                    _ => nb,
                } as u128;
                let top = 4 * (m + 2) * (m + 2);
                put(&mut w, ORDER + 1, top - distance.min(top));
                edges.push((x, y, w));
            }
        }
        let local = if exact {
            let base: Vec<(usize, usize, i128)> = edges.iter().map(|&(x, y, w)| (x, y, w.0)).collect();
            Exact::new(verts.len(), base).pair(nb, nmdp)
        } else {
            let edges: Vec<(usize, usize, i128)> = edges.iter().map(|&(x, y, w)| (x, y, w.0 + w.1)).collect();
            let mate = matching::max_weight_matching(verts.len(), &edges);
            (0..nb)
                .filter_map(|x| mate[x].filter(|&y| x < y && y < nb).map(|y| (x, y)))
                .collect()
        };
        local.into_iter().map(|(x, y)| (verts[x], verts[y])).collect()
    }

    fn score(&self, v: usize) -> u32 {
        self.ps.get(v).map_or(0, |p| p.score)
    }
}

#[cfg(test)]
mod tests;
