//! Counting the mine layouts of one frontier component, by mine total.
//!
//! The component's numbers (witnesses) are visited one at a time; visiting a witness assigns a
//! mine count to each of its clusters not yet assigned. Partial solutions (lines) that agree on
//! the total so far and on every cluster still touched by an unvisited witness are merged, so a
//! long frontier costs about (its length) x (the partial solutions of a short stretch) instead
//! of the product of all its choices.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// One frontier component in local terms.
#[derive(Clone, Debug)]
pub struct Component {
    /// Cells in each cluster (at most 8).
    pub sizes: Vec<usize>,
    /// Each witness: the clusters it touches and the mines among them.
    pub witnesses: Vec<(Vec<usize>, usize)>,
}

/// The layouts of a component by mine total `m`: `ways[m]` layouts and, per cluster, the sum over
/// them of the cluster's mines; both scaled by `exp(-ln_scale)`.
#[derive(Clone, Debug)]
pub struct Counts {
    /// Scaled number of layouts with `m` mines.
    pub ways: Vec<f64>,
    /// `mine_sums[m][c]`: scaled sum over those layouts of cluster `c`'s mines.
    pub mine_sums: Vec<Vec<f64>>,
    /// Natural log of the scale.
    pub ln_scale: f64,
}

/// `C(n, k)` for `n <= 8`.
fn small_binomial(n: usize, k: usize) -> f64 {
    const TABLE: [[f64; 9]; 9] = {
        let mut t = [[0.0; 9]; 9];
        let mut n = 0;
        while n < 9 {
            t[n][0] = 1.0;
            let mut k = 1;
            while k <= n {
                t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0.0 };
                k += 1;
            }
            n += 1;
        }
        t
    };
    TABLE[n][k]
}

/// A fast hasher for small integer keys (FxHash's multiply-rotate).
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }
    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A hash map with the fast hasher.
pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// What one visiting step does, fixed for every line.
struct Step {
    witness: usize,
    /// Clusters of the witness assigned earlier.
    old: Vec<usize>,
    /// Clusters first assigned now.
    new: Vec<usize>,
    /// Witnesses to check after assigning `new`.
    checks: Vec<usize>,
    /// Clusters with no unvisited witness after this step.
    retire: Vec<usize>,
    /// Clusters assigned and not retired after this step (the merge key).
    open: Vec<usize>,
}

/// Visiting order: each next witness shares as many clusters as possible with those visited.
fn witness_order(comp: &Component, of_cluster: &[Vec<usize>]) -> Vec<usize> {
    let nw = comp.witnesses.len();
    let mut assigned = vec![false; comp.sizes.len()];
    let mut done = vec![false; nw];
    // new[w]: unassigned clusters of w; touched[w]: whether w shares an assigned cluster.
    let mut new: Vec<usize> = comp.witnesses.iter().map(|(c, _)| c.len()).collect();
    let mut touched = vec![false; nw];
    let mut order = Vec::with_capacity(nw);
    for _ in 0..nw {
        let mut best: Option<(usize, (bool, usize))> = None;
        for w in 0..nw {
            if done[w] {
                continue;
            }
            let key = (!touched[w] && !order.is_empty(), new[w]);
            if best.is_none_or(|(_, k)| key < k) {
                best = Some((w, key));
            }
        }
        let (w, _) = best.expect("a witness is left");
        done[w] = true;
        for &c in &comp.witnesses[w].0 {
            if !assigned[c] {
                assigned[c] = true;
                for &w2 in &of_cluster[c] {
                    new[w2] -= 1;
                    touched[w2] = true;
                }
            }
        }
        order.push(w);
    }
    order
}

fn plan(comp: &Component) -> Vec<Step> {
    let nb = comp.sizes.len();
    let mut of_cluster: Vec<Vec<usize>> = vec![Vec::new(); nb];
    for (w, (cl, _)) in comp.witnesses.iter().enumerate() {
        for &c in cl {
            of_cluster[c].push(w);
        }
    }
    let order = witness_order(comp, &of_cluster);
    let mut step_of = vec![0; comp.witnesses.len()];
    for (i, &w) in order.iter().enumerate() {
        step_of[w] = i;
    }
    let last: Vec<usize> = of_cluster
        .iter()
        .map(|ws| ws.iter().map(|&w| step_of[w]).max().unwrap_or(0))
        .collect();
    let mut assigned = vec![false; nb];
    let mut retired = vec![false; nb];
    let mut steps = Vec::with_capacity(order.len());
    for (i, &w) in order.iter().enumerate() {
        let cl = &comp.witnesses[w].0;
        let old: Vec<usize> = cl.iter().copied().filter(|&c| assigned[c]).collect();
        let new: Vec<usize> = cl.iter().copied().filter(|&c| !assigned[c]).collect();
        for &c in &new {
            assigned[c] = true;
        }
        let mut checks: Vec<usize> = new
            .iter()
            .flat_map(|&c| of_cluster[c].iter().copied())
            .filter(|&w2| w2 != w)
            .collect();
        checks.sort_unstable();
        checks.dedup();
        let retire: Vec<usize> = (0..nb)
            .filter(|&c| assigned[c] && !retired[c] && last[c] == i)
            .collect();
        for &c in &retire {
            retired[c] = true;
        }
        let open: Vec<usize> = (0..nb).filter(|&c| assigned[c] && !retired[c]).collect();
        steps.push(Step {
            witness: w,
            old,
            new,
            checks,
            retire,
            open,
        });
    }
    steps
}

/// Calls `f` with every way to put `need` mines into the clusters `new`.
fn distribute(
    new: &[usize],
    sizes: &[usize],
    need: usize,
    i: usize,
    out: &mut [u8],
    f: &mut impl FnMut(&[u8]),
) {
    if i == new.len() {
        if need == 0 {
            f(out);
        }
        return;
    }
    let room_after: usize = new[i + 1..].iter().map(|&c| sizes[c]).sum();
    let lo = need.saturating_sub(room_after);
    let hi = need.min(sizes[new[i]]);
    for k in lo..=hi {
        out[i] = k as u8;
        distribute(new, sizes, need - k, i + 1, out, f);
    }
}

/// The merge key of a line: its mine total and the counts of the open clusters.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Key {
    Packed(usize, u128),
    Long(usize, Vec<u8>),
}

fn key_of(mines: usize, counts: &[u8], open: &[usize]) -> Key {
    if open.len() <= 32 {
        let mut packed = 0u128;
        for &c in open {
            packed = (packed << 4) | u128::from(counts[c]);
        }
        Key::Packed(mines, packed)
    } else {
        Key::Long(mines, open.iter().map(|&c| counts[c]).collect())
    }
}

/// Partial solutions stored flat: line `i` owns `counts[i*nb..]` and `expected[i*nb..]`.
#[derive(Default)]
struct Lines {
    mines: Vec<usize>,
    ways: Vec<f64>,
    /// Mines of assigned, unretired clusters (0 elsewhere).
    counts: Vec<u8>,
    /// Expected mines of each retired cluster given the line (0 elsewhere).
    expected: Vec<f64>,
}

impl Lines {
    fn clear(&mut self) {
        self.mines.clear();
        self.ways.clear();
        self.counts.clear();
        self.expected.clear();
    }
    fn len(&self) -> usize {
        self.mines.len()
    }
}

/// Counts the layouts of `comp` by mine total; `None` when there is none.
pub fn count(comp: &Component) -> Option<Counts> {
    let nb = comp.sizes.len();
    let steps = plan(comp);
    let mut lines = Lines::default();
    lines.mines.push(0);
    lines.ways.push(1.0);
    lines.counts.resize(nb, 0);
    lines.expected.resize(nb, 0.0);
    let mut next = Lines::default();
    let mut index: FxMap<Key, usize> = FxMap::default();
    let mut ln_scale = 0.0;
    let mut assigned = vec![false; nb];
    let mut counts_buf = vec![0u8; nb];
    for step in &steps {
        for &c in &step.new {
            assigned[c] = true;
        }
        let value = comp.witnesses[step.witness].1;
        index.clear();
        next.clear();
        let mut assignment = vec![0u8; step.new.len()];
        for li in 0..lines.len() {
            let line_counts = &lines.counts[li * nb..(li + 1) * nb];
            let line_expected = &lines.expected[li * nb..(li + 1) * nb];
            let (line_mines, line_ways) = (lines.mines[li], lines.ways[li]);
            let have: usize = step.old.iter().map(|&c| line_counts[c] as usize).sum();
            let Some(need) = value.checked_sub(have) else {
                continue;
            };
            distribute(&step.new, &comp.sizes, need, 0, &mut assignment, &mut |a| {
                counts_buf.copy_from_slice(line_counts);
                let mut factor = 1.0;
                let mut added = 0;
                for (i, &c) in step.new.iter().enumerate() {
                    counts_buf[c] = a[i];
                    added += a[i] as usize;
                    factor *= small_binomial(comp.sizes[c], a[i] as usize);
                }
                for &w2 in &step.checks {
                    let (cl, v) = &comp.witnesses[w2];
                    let mut sum = 0usize;
                    let mut room = 0usize;
                    for &c in cl {
                        if assigned[c] {
                            sum += counts_buf[c] as usize;
                        } else {
                            room += comp.sizes[c];
                        }
                    }
                    if sum > *v || v - sum > room {
                        return;
                    }
                }
                let mines = line_mines + added;
                let ways = line_ways * factor;
                let key = key_of(mines, &counts_buf, &step.open);
                match index.get(&key) {
                    Some(&i) => {
                        let total = next.ways[i] + ways;
                        let (wa, wb) = (next.ways[i] / total, ways / total);
                        let e = &mut next.expected[i * nb..(i + 1) * nb];
                        for (x, y) in e.iter_mut().zip(line_expected) {
                            *x = *x * wa + y * wb;
                        }
                        for &c in &step.retire {
                            e[c] += f64::from(counts_buf[c]) * wb;
                        }
                        next.ways[i] = total;
                    }
                    None => {
                        let i = next.len();
                        index.insert(key, i);
                        next.mines.push(mines);
                        next.ways.push(ways);
                        next.expected.extend_from_slice(line_expected);
                        for &c in &step.retire {
                            next.expected[i * nb + c] = f64::from(counts_buf[c]);
                            counts_buf[c] = 0;
                        }
                        next.counts.extend_from_slice(&counts_buf);
                    }
                }
            });
        }
        if next.len() == 0 {
            return None;
        }
        let max = next.ways.iter().copied().fold(0.0, f64::max);
        if max > 0.0 && max != 1.0 {
            for w in &mut next.ways {
                *w /= max;
            }
            ln_scale += max.ln();
        }
        std::mem::swap(&mut lines, &mut next);
    }
    let max_m = lines.mines.iter().copied().max().unwrap_or(0);
    let mut ways = vec![0.0; max_m + 1];
    let mut mine_sums = vec![vec![0.0; nb]; max_m + 1];
    for li in 0..lines.len() {
        let m = lines.mines[li];
        ways[m] += lines.ways[li];
        for (a, b) in mine_sums[m]
            .iter_mut()
            .zip(&lines.expected[li * nb..(li + 1) * nb])
        {
            *a += b * lines.ways[li];
        }
    }
    Some(Counts {
        ways,
        mine_sums,
        ln_scale,
    })
}
