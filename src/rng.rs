//! The seeded random number generator every game, agent and learner draws from.
//!
//! The generator is `rand_xoshiro`'s xoshiro256** seeded through SplitMix64, used through `rand`'s
//! traits (so `rand_distr`'s distributions sample from it). It is portable: the same seed gives the
//! same numbers natively and in WebAssembly, where `usize` is 32 bits. Whole numbers below `n` are
//! drawn with Lemire's multiply-and-reject and shuffles with Fisher–Yates on top of it, exactly as the
//! crate did before it moved to `rand`, so seeds in links and records made earlier still replay
//! the same games (a test pins the stream).

use rand::{Rng as _, RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;
use serde::{Deserialize, Serialize};

/// A seeded generator: xoshiro256** from `rand_xoshiro`, with the few draws the games need.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    inner: Xoshiro256StarStar,
}

/// The generator's state as `rand_xoshiro` serialises it (`{"s": [u64; 4]}`).
#[derive(Serialize, Deserialize)]
struct XoshiroState {
    s: [u64; 4],
}

impl std::hash::Hash for Rng {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.state().hash(state);
    }
}

impl Rng {
    /// A generator whose whole sequence is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Rng {
            inner: Xoshiro256StarStar::seed_from_u64(seed),
        }
    }

    /// The generator's whole state (to save it; [`Rng::from_state`] restores it).
    pub fn state(&self) -> [u64; 4] {
        // The crate keeps its state private but serialises it; this cannot fail for four numbers.
        serde_json::to_value(&self.inner)
            .ok()
            .and_then(|v| serde_json::from_value::<XoshiroState>(v).ok())
            .map_or([0; 4], |x| x.s)
    }

    /// A generator from a saved [`Rng::state`]; `None` for the all-zero state, which
    /// xoshiro256** can never leave (every later number would be 0).
    pub fn from_state(state: [u64; 4]) -> Option<Rng> {
        if state == [0; 4] {
            return None;
        }
        let mut seed = [0u8; 32];
        for (chunk, word) in seed.chunks_exact_mut(8).zip(state) {
            chunk.copy_from_slice(&word.to_le_bytes());
        }
        Some(Rng {
            inner: Xoshiro256StarStar::from_seed(seed),
        })
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    /// A uniform integer in `0..n` (Lemire's unbiased multiply-and-reject).
    ///
    /// # Panics
    /// If `n` is 0 (a caller bug, never user input).
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        assert!(n > 0, "Rng::below(0)");
        let n = n as u64;
        let mut m = (self.next_u64() as u128) * (n as u128);
        let mut low = m as u64;
        if low < n {
            let threshold = n.wrapping_neg() % n;
            while low < threshold {
                m = (self.next_u64() as u128) * (n as u128);
                low = m as u64;
            }
        }
        (m >> 64) as usize
    }

    /// A uniform integer in `lo..=hi`.
    #[inline]
    pub fn range_inclusive(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// A uniform float in `[0, 1)` (`rand`'s standard 53-bit draw).
    #[inline]
    pub fn next_f64(&mut self) -> f64 {
        self.inner.random::<f64>()
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    #[inline]
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        if items.is_empty() {
            None
        } else {
            Some(&items[self.below(items.len())])
        }
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// A new generator for a sub-task, derived from this one's stream.
    pub fn fork(&mut self) -> Rng {
        Rng::new(self.next_u64())
    }
}

/// `rand`'s core trait, so `rand_distr`'s distributions draw from the crate's generator.
impl RngCore for Rng {
    #[inline]
    fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }

    #[inline]
    fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }

    #[inline]
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        self.inner.fill_bytes(dst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_different_seed_different_stream() {
        let a: Vec<u64> = (0..8)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..8)
            .map({
                let mut r = Rng::new(7);
                move |_| r.next_u64()
            })
            .collect();
        let c: Vec<u64> = (0..8)
            .map({
                let mut r = Rng::new(8);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a, b);
        assert_ne!(a, c);
    }

    #[test]
    fn below_is_in_range_and_roughly_uniform() {
        let mut r = Rng::new(1);
        let mut counts = [0usize; 6];
        for _ in 0..60_000 {
            counts[r.below(6)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "counts {counts:?}");
        }
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut r = Rng::new(3);
        let mut v: Vec<usize> = (0..50).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_ne!(v, sorted);
    }

    #[test]
    fn the_stream_is_the_one_earlier_seeds_were_made_with() {
        // Drawn with the hand-written xoshiro256** this module held before it moved to rand_xoshiro:
        // links and records made then must replay the same games.
        let mut r = Rng::new(7);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(
            first,
            [
                12923355070828475994,
                5142052590334782674,
                15488392906492639638
            ]
        );
        let cells: Vec<usize> = (0..8).map(|_| r.below(81)).collect();
        assert_eq!(cells, [79, 80, 70, 4, 8, 32, 12, 43]);
        assert_eq!(r.next_f64().to_bits(), 4604767212242353747);
        assert_eq!(Rng::new(0).next_u64(), 11091344671253066420);
    }

    #[test]
    fn a_saved_state_restores_the_same_stream() {
        let mut r = Rng::new(11);
        r.next_u64();
        let mut back = Rng::from_state(r.state()).expect("a live state");
        assert_eq!(back, r);
        assert_eq!(back.next_u64(), r.next_u64());
        assert_eq!(Rng::from_state([0; 4]), None);
    }
}
