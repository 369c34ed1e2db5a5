//! Sorting by keys through one shared sort routine.
//!
//! Every `sort_by` with its own closure makes the compiler emit its own copy of the standard
//! library's sort: 2-20 KB of wasm each, about a tenth of the page's engine. Call sites that are
//! not hot instead turn each item into a [`Key`] and go through [`sort_by_key`], whose one sort
//! routine is shared by all of them.

use std::cmp::Ordering;

/// What an item sorts by: `rank` first, then `first` and `second` (floats in IEEE total order,
/// `f64::total_cmp`: -0 before +0, NaNs at the ends by sign). Negate a float to sort it
/// descending (negation reverses the total order exactly).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Key {
    /// Compared first.
    pub rank: u64,
    /// Compared when the ranks are equal.
    pub first: f64,
    /// Compared when the ranks and the firsts are equal.
    pub second: f64,
}

impl Key {
    /// A key of one float (ascending).
    pub fn of(first: f64) -> Self {
        Key {
            first,
            ..Key::default()
        }
    }

    /// A key of one whole number (ascending).
    pub fn rank(rank: u64) -> Self {
        Key {
            rank,
            ..Key::default()
        }
    }

    fn cmp(&self, other: &Key) -> Ordering {
        self.rank
            .cmp(&other.rank)
            .then(self.first.total_cmp(&other.first))
            .then(self.second.total_cmp(&other.second))
    }
}

/// Sorts `items` by `key` ascending; items with equal keys keep their order (a stable sort,
/// the same order `sort_by_key` of the standard library gives).
pub fn sort_by_key<T: Copy>(items: &mut [T], mut key: impl FnMut(&T) -> Key) {
    let mut order: Vec<(Key, usize)> = items.iter().map(&mut key).zip(0..).collect();
    sort_keyed(&mut order);
    let before = items.to_vec();
    for (slot, &(_, i)) in items.iter_mut().zip(&order) {
        *slot = before[i];
    }
}

/// The one sort: by key, then by the original place (unique, so the unstable sort's result is
/// the stable one).
#[inline(never)]
fn sort_keyed(order: &mut [(Key, usize)]) {
    order.sort_unstable_by(|a, b| a.0.cmp(&b.0).then(a.1.cmp(&b.1)));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn matches_the_standard_stable_sort() {
        let mut rng = Rng::new(3);
        for n in [0, 1, 2, 7, 40, 300] {
            // Few distinct values, so ties are common; some negative zeros.
            let items: Vec<(u64, f64, f64, usize)> = (0..n)
                .map(|i| {
                    let f = (rng.below(5) as f64 - 2.0) * 0.5;
                    let g = if rng.below(2) == 0 { -0.0 } else { f };
                    (rng.below(3) as u64, f, g, i)
                })
                .collect();
            let mut ours = items.clone();
            sort_by_key(&mut ours, |&(r, f, g, _)| Key {
                rank: r,
                first: -f,
                second: g,
            });
            let mut std = items.clone();
            std.sort_by(|a, b| {
                a.0.cmp(&b.0)
                    .then(b.1.total_cmp(&a.1))
                    .then(a.2.total_cmp(&b.2))
            });
            assert_eq!(ours, std, "n = {n}");
            // Equal keys kept their order: the fourth field rises within each run of equal keys.
            for w in ours.windows(2) {
                if (w[0].0, w[0].1.to_bits(), w[0].2.to_bits())
                    == (w[1].0, w[1].1.to_bits(), w[1].2.to_bits())
                {
                    assert!(w[0].3 < w[1].3);
                }
            }
        }
    }

    #[test]
    fn negation_sorts_descending_in_total_order() {
        let mut v = [1.5, f64::NEG_INFINITY, -0.0, 0.0, 3.0, -2.0, f64::INFINITY];
        sort_by_key(&mut v, |&x| Key::of(-x));
        let mut want = v;
        want.sort_by(|a, b| b.total_cmp(a));
        assert_eq!(v.map(f64::to_bits), want.map(f64::to_bits));
        assert_eq!(v[0], f64::INFINITY);
        assert!(v[3] == 0.0 && v[3].is_sign_positive() && v[4].is_sign_negative());
    }
}
