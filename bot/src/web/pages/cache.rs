//! A small bounded map, least recently used out first: what finished games
//! make is kept without growing past a bound.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;

/// A map of at most `bound` entries; a full map forgets its least recently
/// used entry. One lock: its operations are a lookup or an insert.
pub struct Bounded<K, V> {
    bound: usize,
    inner: Mutex<Inner<K, V>>,
}

struct Inner<K, V> {
    tick: u64,
    entries: HashMap<K, (u64, V)>,
}

impl<K: Hash + Eq + Clone, V: Clone> Bounded<K, V> {
    /// An empty map of at most `bound` entries.
    pub fn new(bound: usize) -> Bounded<K, V> {
        Bounded {
            bound: bound.max(1),
            inner: Mutex::new(Inner {
                tick: 0,
                entries: HashMap::new(),
            }),
        }
    }

    /// The value kept for `key`, marked as used.
    pub fn get(&self, key: &K) -> Option<V> {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        inner.tick += 1;
        let tick = inner.tick;
        inner.entries.get_mut(key).map(|(used, v)| {
            *used = tick;
            v.clone()
        })
    }

    /// Keeps `value` for `key`, forgetting the least recently used entry
    /// when full.
    pub fn put(&self, key: K, value: V) {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        inner.tick += 1;
        let tick = inner.tick;
        if !inner.entries.contains_key(&key) && inner.entries.len() >= self.bound {
            if let Some(oldest) = inner
                .entries
                .iter()
                .min_by_key(|(_, (used, _))| *used)
                .map(|(k, _)| k.clone())
            {
                inner.entries.remove(&oldest);
            }
        }
        inner.entries.insert(key, (tick, value));
    }

    /// How many entries it keeps.
    pub fn len(&self) -> usize {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).entries.len()
    }

    /// Whether it keeps nothing.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::Bounded;

    #[test]
    fn a_full_map_forgets_the_least_recently_used() {
        let map = Bounded::new(2);
        map.put(1, "a");
        map.put(2, "b");
        assert_eq!(map.get(&1), Some("a"));
        map.put(3, "c");
        assert_eq!(map.len(), 2);
        assert_eq!(map.get(&2), None, "2 was used least recently");
        assert_eq!(map.get(&1), Some("a"));
        assert_eq!(map.get(&3), Some("c"));
        for i in 0..1000 {
            map.put(i, "x");
        }
        assert_eq!(map.len(), 2);
    }
}
