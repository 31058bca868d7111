//! A cache kept in two generations, bounded in bytes: what has been used since
//! the last turn over (`now`), and what was used in the turn before (`before`),
//! which moves back to `now` when used again and is dropped at the next turn
//! over. A turn over happens when `now` would hold more than the limit, so at
//! most twice the limit is kept, and what is used every turn survives it
//! (emptying everything at once would drop that too).
//!
//! The pictures keep their drawing results ([`crate::style`]) and their
//! deflated bands of rows ([`crate::deflate`]) this way.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

/// Values by key in two generations of at most `limit` bytes each, a value's
/// bytes as `size` counts them (roughly: what it holds on the heap).
pub(crate) struct Generations<K, V, S> {
    pub(crate) now: HashMap<K, V, S>,
    pub(crate) before: HashMap<K, V, S>,
    /// What `now` holds, in bytes.
    pub(crate) bytes: usize,
    pub(crate) limit: usize,
    size: fn(&V) -> usize,
}

impl<K: Hash + Eq + Copy, V, S: BuildHasher + Default> Generations<K, V, S> {
    /// An empty cache of generations of `limit` bytes.
    pub(crate) fn new(limit: usize, size: fn(&V) -> usize) -> Self {
        Generations {
            now: HashMap::default(),
            before: HashMap::default(),
            bytes: 0,
            limit,
            size,
        }
    }

    /// The value under `key`, if kept; one of the turn before moves to `now`.
    pub(crate) fn get(&mut self, key: K) -> Option<&V> {
        if !self.now.contains_key(&key) {
            let value = self.before.remove(&key)?;
            self.insert(key, value);
        }
        self.now.get(&key)
    }

    /// Keeps `value` under `key` in `now`, turning the generations over first
    /// if it would not fit.
    pub(crate) fn insert(&mut self, key: K, value: V) {
        let size = (self.size)(&value);
        if self.bytes + size > self.limit {
            self.before = std::mem::take(&mut self.now);
            self.bytes = 0;
        }
        if let Some(old) = self.now.insert(key, value) {
            self.bytes -= (self.size)(&old);
        }
        self.bytes += size;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Cache = Generations<u32, Vec<u8>, std::hash::RandomState>;

    #[test]
    fn what_is_used_survives_a_turn_over_and_the_rest_goes() {
        let mut cache = Cache::new(30, Vec::len);
        cache.insert(1, vec![1; 10]);
        cache.insert(2, vec![2; 10]);
        cache.insert(3, vec![3; 10]);
        // The fourth turns the generations over; 1 is used again, 2 and 3 not.
        cache.insert(4, vec![4; 10]);
        assert_eq!(cache.get(1), Some(&vec![1; 10]));
        assert_eq!(cache.bytes, 20);
        cache.insert(5, vec![5; 15]);
        // And over again: 2 and 3 were never used since, so they are gone.
        assert_eq!(cache.get(2), None);
        assert_eq!(cache.get(3), None);
        assert_eq!(cache.get(1), Some(&vec![1; 10]));
        assert!(cache.now.len() + cache.before.len() <= 4);
    }

    #[test]
    fn a_value_kept_again_under_its_key_is_counted_once() {
        let mut cache = Cache::new(100, Vec::len);
        cache.insert(1, vec![0; 40]);
        cache.insert(1, vec![0; 30]);
        assert_eq!(cache.bytes, 30);
        assert_eq!(cache.now.len(), 1);
    }
}
