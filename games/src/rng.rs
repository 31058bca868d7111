//! Randomness from outside the engines.
//!
//! Rules convention (`shared/rules/README.md`, "Randomness"): dice, shuffles and
//! random draws come from the session's own seeded RNG, stored with the session, so
//! any game can be replayed exactly from its seed and move list. Engines never make
//! their own randomness; they take a `&mut dyn Rng`.

/// A source of uniform random numbers for dice, draws and shuffles.
pub trait Rng {
    /// A uniform number in `0..n`. `n` must be at least 1.
    fn below(&mut self, n: u32) -> u32;
}

/// Shuffles `items` in place (Fisher–Yates) with draws from `rng`.
pub fn shuffle<T>(rng: &mut dyn Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

/// The seeded generator used by every session: SplitMix64.
///
/// Its whole state is one `u64`, so the bot stores it after every accepted command
/// and a restored game draws exactly what the uninterrupted one would have. The
/// algorithm is written out here (not taken from a crate) so a stored game replays
/// identically whatever dependency versions a later build uses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeededRng {
    state: u64,
}

impl SeededRng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        SeededRng { state: seed }
    }

    /// Restores a generator from a state returned by [`SeededRng::state`].
    pub fn from_state(state: u64) -> Self {
        SeededRng { state }
    }

    /// The current state, to be stored and later restored.
    pub fn state(&self) -> u64 {
        self.state
    }

    /// The next raw 64-bit output.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl Rng for SeededRng {
    fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "Rng::below needs n >= 1");
        // Lemire's multiply-and-reject: unbiased for every n.
        let n = n as u64;
        let threshold = (u64::MAX - n + 1) % n;
        loop {
            let x = self.next_u64();
            let m = (x as u128) * (n as u128);
            if (m as u64) >= threshold {
                return (m >> 64) as u32;
            }
        }
    }
}

/// A scripted generator for tests: returns the given numbers in order.
///
/// Panics when a scripted number is out of range for the call or the script runs
/// out; [`ScriptedRng::assert_used_up`] checks every scripted number was drawn.
#[derive(Clone, Debug)]
pub struct ScriptedRng {
    script: Vec<u32>,
    next: usize,
}

impl ScriptedRng {
    /// A generator that returns `script` in order.
    pub fn new(script: impl Into<Vec<u32>>) -> Self {
        ScriptedRng {
            script: script.into(),
            next: 0,
        }
    }

    /// Panics unless every scripted number was drawn.
    pub fn assert_used_up(&self) {
        assert_eq!(
            self.next,
            self.script.len(),
            "scripted rng: {} of {} numbers drawn",
            self.next,
            self.script.len()
        );
    }
}

impl Rng for ScriptedRng {
    fn below(&mut self, n: u32) -> u32 {
        let value = *self
            .script
            .get(self.next)
            .unwrap_or_else(|| panic!("scripted rng ran out after {} numbers", self.next));
        assert!(value < n, "scripted value {value} is not below {n}");
        self.next += 1;
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_rng_replays_from_its_stored_state() {
        let mut a = SeededRng::new(42);
        a.below(6);
        let mut b = SeededRng::from_state(a.state());
        assert_eq!(
            (0..20).map(|_| a.below(6)).collect::<Vec<_>>(),
            (0..20).map(|_| b.below(6)).collect::<Vec<_>>()
        );
    }

    #[test]
    fn seeded_rng_draws_every_value_in_range() {
        let mut rng = SeededRng::new(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[rng.below(6) as usize] += 1;
        }
        assert!(seen.iter().all(|&c| c > 800), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = SeededRng::new(1);
        let mut v: Vec<u32> = (0..12).collect();
        shuffle(&mut rng, &mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..12).collect::<Vec<_>>());
    }

    #[test]
    #[should_panic(expected = "ran out")]
    fn scripted_rng_panics_when_exhausted() {
        let mut rng = ScriptedRng::new([1]);
        rng.below(2);
        rng.below(2);
    }
}
