//! The order of C.04.3 D generated exactly within one bracket, the way
//! bbpPairings does it: the criteria C1–C19 are the weights of a maximum
//! weight matching, and each choice that FIDE's order of candidates makes
//! (which MDPs are paired, each MDP's opponent, which players are exchanged
//! between S1 and S2, each S1 player's opponent) is fixed in turn by one more
//! matching whose tie-break prefers FIDE's first candidate among those that
//! keep the criteria's best value.

use super::matching::max_weight_matching;

/// One bracket's graph: vertices `0..nb` are the bracket (its MDPs first, then
/// its residents, each by rank, C.04.3 A.2), the rest the players below.
pub(super) struct Exact {
    n: usize,
    /// `(x, y, weight)`, `x < y`; the weights hold every criterion and leave
    /// their low bits (the order fields) free for the tie-breaks.
    edges: Vec<(usize, usize, i128)>,
    /// The current weight of each edge; 0 once the edge is ruled out.
    w: Vec<i128>,
    /// The edges at each vertex.
    inc: Vec<Vec<usize>>,
}

impl Exact {
    pub(super) fn new(n: usize, edges: Vec<(usize, usize, i128)>) -> Exact {
        let mut inc = vec![Vec::new(); n];
        for (e, &(x, y, _)) in edges.iter().enumerate() {
            inc[x].push(e);
            inc[y].push(e);
        }
        let w = edges.iter().map(|e| e.2).collect();
        Exact { n, edges, w, inc }
    }

    fn other(&self, e: usize, v: usize) -> usize {
        let (x, y, _) = self.edges[e];
        if x == v {
            y
        } else {
            x
        }
    }

    /// The heaviest matching under the weights `w`, and its weight.
    fn solve(&self, w: &[i128]) -> (Vec<Option<usize>>, i128) {
        let edges: Vec<(usize, usize, i128)> = self
            .edges
            .iter()
            .zip(w)
            .filter(|(_, &w)| w > 0)
            .map(|(&(x, y, _), &w)| (x, y, w))
            .collect();
        let mate = max_weight_matching(self.n, &edges);
        let total = edges.iter().filter(|&&(x, y, _)| mate[x] == Some(y)).map(|e| e.2).sum();
        (mate, total)
    }

    /// Rules out every edge at `v` to a vertex `keep` rejects.
    fn restrict(&self, w: &mut [i128], v: usize, keep: impl Fn(usize) -> bool) {
        for &e in &self.inc[v] {
            if !keep(self.other(e, v)) {
                w[e] = 0;
            }
        }
    }

    /// Fixes the pair `a`–`b`: every other edge of theirs is ruled out.
    fn finalize(&mut self, a: usize, b: usize) {
        let mut w = std::mem::take(&mut self.w);
        self.restrict(&mut w, a, |u| u == b);
        self.restrict(&mut w, b, |u| u == a);
        self.w = w;
    }

    /// `w` with `add(v, u)` added to each live edge at `v`.
    fn nudged(&self, w: &[i128], v: usize, add: impl Fn(usize) -> i128) -> Vec<i128> {
        let mut t = w.to_vec();
        for &e in &self.inc[v] {
            if t[e] > 0 {
                t[e] += add(self.other(e, v));
            }
        }
        t
    }

    /// The bracket's pairs (local indices), `nmdp` of its `nb` players being
    /// MDPs, by C.04.3 D:
    ///
    /// 1. the MDPs paired in the bracket: the higher ranked first (the MDPs
    ///    left out are Limbo, B.2/D.3);
    /// 2. each paired MDP, in order, meets the first resident (S2 order) that
    ///    still allows the best pairing (the MDP-pairing's transpositions);
    /// 3. the remainder: S1 its first MaxPairs players, the fewest exchanges
    ///    with S2, then the smallest difference of the pairing numbers
    ///    exchanged, then the lowest of S1 and the highest of S2 exchanged
    ///    (D.2);
    /// 4. each S1 player, in order, meets the first S2 player that still
    ///    allows the best pairing (the transpositions, D.1); the S2 players
    ///    left over float down.
    pub(super) fn pair(mut self, nb: usize, nmdp: usize) -> Vec<(usize, usize)> {
        let resident = |u: usize| u >= nmdp && u < nb;
        let mut done = vec![false; self.n];
        // 1. Which MDPs are paired.
        let (mut mate, best) = self.solve(&self.w);
        let mut paired = Vec::new();
        for i in 0..nmdp {
            let mut t = self.w.clone();
            self.restrict(&mut t, i, resident);
            if mate[i].is_some_and(resident) {
                self.w = t;
                paired.push(i);
                continue;
            }
            if !self.inc[i].iter().any(|&e| t[e] > 0) {
                continue;
            }
            let (m, total) = self.solve(&t);
            if total == best {
                self.w = t;
                mate = m;
                paired.push(i);
            }
        }
        // 2. Their opponents, S2 in order.
        for &i in &paired {
            let t = self.nudged(&self.w, i, |u| if resident(u) { (nb - u) as i128 } else { 0 });
            let (m, _) = self.solve(&t);
            if let Some(u) = m[i] {
                self.finalize(i, u);
                done[i] = true;
                done[u] = true;
            }
        }
        // 3. The remainder's S1 and S2.
        let rem: Vec<usize> = (nmdp..nb).filter(|&u| !done[u]).collect();
        let nr = rem.len();
        if nr >= 2 {
            let mut pos = vec![usize::MAX; self.n];
            for (i, &r) in rem.iter().enumerate() {
                pos[r] = i;
            }
            let (mate, _) = self.solve(&self.w);
            let upper = |m: &[Option<usize>], r: usize| m[r].is_some_and(|u| pos[u] != usize::MAX && pos[u] > pos[r]);
            let pairs = rem.iter().filter(|&&r| upper(&mate, r)).count();
            // The exchanges: as many of S1 paired as the higher player of a
            // pair as can be, then the smallest sum of the pairing numbers of
            // the pairs' higher players.
            let big = ((nr + 1) * (nr + 1)) as i128;
            let mut tx = self.w.clone();
            for (i, &r) in rem.iter().enumerate() {
                let add = if i < pairs { big } else { 0 } + (nr - i) as i128;
                for &e in &self.inc[r] {
                    let u = self.other(e, r);
                    if tx[e] > 0 && pos[u] != usize::MAX && pos[u] > i {
                        tx[e] += add;
                    }
                }
            }
            let (mut mx, bx) = self.solve(&tx);
            let out = (0..pairs).filter(|&i| !upper(&mx, rem[i])).count();
            // The lowest of S1 leave it first…
            let mut left = out;
            for i in (0..pairs).rev() {
                if left == 0 {
                    break;
                }
                let r = rem[i];
                let mut t = tx.clone();
                self.restrict(&mut t, r, |u| pos[u] == usize::MAX || pos[u] < i);
                if !upper(&mx, r) {
                    tx = t;
                    left -= 1;
                    continue;
                }
                let (m, total) = self.solve(&t);
                if total == bx {
                    tx = t;
                    mx = m;
                    left -= 1;
                }
            }
            // …and the highest of S2 join it.
            let mut left = out;
            for (i, &r) in rem.iter().enumerate().skip(pairs) {
                if left == 0 {
                    break;
                }
                let mut t = tx.clone();
                self.restrict(&mut t, r, |u| pos[u] != usize::MAX && pos[u] > i);
                if upper(&mx, r) {
                    tx = t;
                    left -= 1;
                    continue;
                }
                let (m, total) = self.solve(&t);
                if total == bx {
                    tx = t;
                    mx = m;
                    left -= 1;
                }
            }
            let s1: Vec<usize> = rem.iter().copied().filter(|&r| upper(&mx, r)).collect();
            let in_s1 = |u: usize| s1.contains(&u);
            let mut w = std::mem::take(&mut self.w);
            for &r in &rem {
                if in_s1(r) {
                    self.restrict(&mut w, r, |u| pos[u] != usize::MAX && pos[u] > pos[r] && !in_s1(u));
                } else {
                    self.restrict(&mut w, r, |u| pos[u] == usize::MAX || in_s1(u));
                }
            }
            self.w = w;
            // 4. S1's opponents, S2 in order.
            for &r in &s1 {
                let t = self.nudged(
                    &self.w,
                    r,
                    |u| if pos[u] == usize::MAX { 0 } else { (nr - pos[u]) as i128 },
                );
                let (m, _) = self.solve(&t);
                if let Some(u) = m[r] {
                    self.finalize(r, u);
                }
            }
        }
        let (mate, _) = self.solve(&self.w);
        (0..nb)
            .filter_map(|x| mate[x].filter(|&y| x < y && y < nb).map(|y| (x, y)))
            .collect()
    }
}
