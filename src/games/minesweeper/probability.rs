//! Exact mine probabilities for a Minesweeper view.
//!
//! The hidden cells next to revealed numbers (the frontier) are grouped into *boxes*: cells that
//! touch exactly the same numbers are interchangeable, so only how many mines a box holds matters.
//! Boxes linked by shared numbers form independent components. Each component is counted by a
//! dynamic programme that walks its numbers one at a time and merges partial solutions that agree
//! on every box still touched by an unvisited number, so long frontiers stay polynomial. The
//! components are then combined by their mine totals, weighted by the number of ways to put the
//! remaining mines among the hidden cells off the frontier. Weights are kept as `f64` scaled by
//! running logarithms, so no count overflows.
//!
//! It lives with the game, below the agents: the game's no-guess boards (`no_guess.rs`) and its
//! determinized copies ([`sample`](super::sample)) are made with it, and the exact solver
//! (`agents::minesweeper::solver`) builds on it.

use super::counting::{count, Component, Counts, FxMap};
use std::sync::Arc;

/// View code of a hidden cell.
pub const HIDDEN: i8 = 9;
/// View code of a revealed mine.
pub const MINE: i8 = -1;
/// Work code (never in a game's view) of a cell known to be safe whose number is not shown:
/// neither hidden nor a constraint. The layout sampler uses it for the cells it has decided.
pub const SAFE: i8 = 11;

/// What the view says about the mines.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Mine probability of every cell (hidden and flagged cells exactly; revealed cells 0, revealed
    /// mines 1).
    pub probabilities: Vec<f64>,
    /// Natural log of the number of mine layouts consistent with the view
    /// (`f64::NEG_INFINITY` when there is none).
    pub ln_layouts: f64,
    /// Whether any layout fits the view (if not, `probabilities` is the plain mine density).
    pub consistent: bool,
}

impl Analysis {
    /// Hidden cells (code 9 or 10) that are certainly free of mines.
    pub fn safe_cells(&self, view: &[i8]) -> Vec<usize> {
        (0..view.len())
            .filter(|&i| is_hidden(view[i]) && self.consistent && self.probabilities[i] == 0.0)
            .collect()
    }

    /// Hidden cells (code 9 or 10) that certainly hold a mine (probability within 1e-9 of 1; the
    /// brute-force tests find exactly the certain mines).
    pub fn mine_cells(&self, view: &[i8]) -> Vec<usize> {
        (0..view.len())
            .filter(|&i| {
                is_hidden(view[i]) && self.consistent && self.probabilities[i] >= 1.0 - 1e-9
            })
            .collect()
    }
}

/// Whether a view code is a cell the player has not revealed (hidden or flagged; not
/// [`SAFE`]).
#[inline]
pub fn is_hidden(code: i8) -> bool {
    !(MINE..=8).contains(&code) && code != SAFE
}

/// The up-to-8 neighbours of `cell` on a `rows` x `cols` board.
pub fn neighbours(cell: usize, rows: usize, cols: usize) -> impl Iterator<Item = usize> {
    let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
    (-1isize..=1)
        .flat_map(move |dr| (-1isize..=1).map(move |dc| (r + dr, c + dc)))
        .filter(move |&(nr, nc)| {
            (nr, nc) != (r, c) && nr >= 0 && nc >= 0 && nr < rows as isize && nc < cols as isize
        })
        .map(move |(nr, nc)| nr as usize * cols + nc as usize)
}

/// `ln(k!)` for `k` in `0..=n`.
fn ln_factorials(n: usize) -> Vec<f64> {
    let mut out = Vec::with_capacity(n + 1);
    let mut acc = 0.0;
    out.push(0.0);
    for k in 1..=n {
        acc += (k as f64).ln();
        out.push(acc);
    }
    out
}

/// A group of frontier cells touching exactly the same numbers.
#[derive(Clone, Debug)]
struct Cluster {
    cells: Vec<usize>,
    witnesses: Vec<usize>,
}

/// A revealed number with hidden neighbours: the mines among its clusters.
#[derive(Clone, Debug)]
struct Witness {
    cell: usize,
    clusters: Vec<usize>,
    value: usize,
}

/// The exact mine probabilities of `view` (`rows` x `cols`, `total_mines` mines in all), with a
/// fresh [`Engine`].
#[cfg(test)]
pub fn analyse(view: &[i8], rows: usize, cols: usize, total_mines: usize) -> Analysis {
    Engine::default().analyse(view, rows, cols, total_mines)
}

/// Reusable state for many analyses: log-factorials and the counts of components already seen
/// (a look-ahead changes one component and reuses the others).
#[derive(Clone, Debug, Default)]
pub struct Engine {
    ln_fact: Vec<f64>,
    /// Board size the neighbour table is for.
    shape: (usize, usize),
    /// Neighbours of each cell, 8 slots per cell (`u32::MAX` past the last).
    adjacent: Vec<u32>,
    cache: FxMap<Vec<u32>, Arc<Counts>>,
}

/// Components cached at most (the cache is emptied when it grows past this).
const CACHE_LIMIT: usize = 20_000;

impl Engine {
    /// The exact mine probabilities of `view` (`rows` x `cols`, `total_mines` mines in all).
    pub fn analyse(
        &mut self,
        view: &[i8],
        rows: usize,
        cols: usize,
        total_mines: usize,
    ) -> Analysis {
        if self.ln_fact.len() < view.len() + 1 {
            self.ln_fact = ln_factorials(view.len());
        }
        if self.cache.len() > CACHE_LIMIT {
            self.cache.clear();
        }
        if self.shape != (rows, cols) || self.adjacent.len() != 8 * rows * cols {
            self.shape = (rows, cols);
            self.adjacent = vec![u32::MAX; 8 * rows * cols];
            for cell in 0..rows * cols {
                for (i, nb) in neighbours(cell, rows, cols).enumerate() {
                    self.adjacent[8 * cell + i] = nb as u32;
                }
            }
        }
        match self.analyse_inner(view, rows, cols, total_mines) {
            Some(a) => a,
            None => {
                let hidden = view.iter().filter(|&&c| is_hidden(c)).count();
                let revealed_mines = view.iter().filter(|&&c| c == MINE).count();
                let left = total_mines.saturating_sub(revealed_mines) as f64;
                let density = if hidden == 0 {
                    0.0
                } else {
                    (left / hidden as f64).min(1.0)
                };
                Analysis {
                    probabilities: view
                        .iter()
                        .map(|&c| match c {
                            MINE => 1.0,
                            c if is_hidden(c) => density,
                            _ => 0.0,
                        })
                        .collect(),
                    ln_layouts: f64::NEG_INFINITY,
                    consistent: false,
                }
            }
        }
    }

    /// The counts of one component, from the cache when the same numbers and cells were seen.
    fn component_counts(
        &mut self,
        members: &[usize],
        clusters: &[Cluster],
        witnesses: &[Witness],
    ) -> Option<Arc<Counts>> {
        let mut local = FxMap::default();
        for (i, &c) in members.iter().enumerate() {
            local.insert(c, i);
        }
        let mut wits: Vec<usize> = members
            .iter()
            .flat_map(|&c| clusters[c].witnesses.iter().copied())
            .collect();
        wits.sort_unstable();
        wits.dedup();
        let mut key: Vec<u32> = Vec::new();
        for &c in members {
            key.extend(clusters[c].cells.iter().map(|&x| x as u32));
            key.push(u32::MAX);
        }
        for &w in &wits {
            key.push((witnesses[w].cell as u32) << 4 | witnesses[w].value as u32);
        }
        if let Some(hit) = self.cache.get(&key) {
            return Some(hit.clone());
        }
        let comp = Component {
            sizes: members.iter().map(|&c| clusters[c].cells.len()).collect(),
            witnesses: wits
                .iter()
                .map(|&w| {
                    (
                        witnesses[w].clusters.iter().map(|c| local[c]).collect(),
                        witnesses[w].value,
                    )
                })
                .collect(),
        };
        let counts = Arc::new(count(&comp)?);
        self.cache.insert(key, counts.clone());
        Some(counts)
    }

    fn analyse_inner(
        &mut self,
        view: &[i8],
        rows: usize,
        cols: usize,
        total_mines: usize,
    ) -> Option<Analysis> {
        let n = rows * cols;
        if view.len() != n {
            return None;
        }
        let revealed_mines = view.iter().filter(|&&c| c == MINE).count();
        let remaining = total_mines.checked_sub(revealed_mines)?;

        let adjacent = std::mem::take(&mut self.adjacent);
        let around = |cell: usize| {
            adjacent[8 * cell..8 * cell + 8]
                .iter()
                .take_while(|&&x| x != u32::MAX)
                .map(|&x| x as usize)
        };
        // Witnesses: revealed numbers with hidden neighbours.
        let mut witnesses: Vec<Witness> = Vec::new();
        let mut witness_at = vec![u32::MAX; n];
        for cell in 0..n {
            let code = view[cell];
            if !(0..=8).contains(&code) {
                continue;
            }
            let mut hidden = 0usize;
            let mut mines = 0usize;
            for nb in around(cell) {
                if view[nb] == MINE {
                    mines += 1;
                } else if is_hidden(view[nb]) {
                    hidden += 1;
                }
            }
            let Some(value) = (code as usize).checked_sub(mines) else {
                self.adjacent = adjacent;
                return None;
            };
            if value > hidden {
                self.adjacent = adjacent;
                return None;
            }
            if hidden == 0 {
                continue;
            }
            witness_at[cell] = witnesses.len() as u32;
            witnesses.push(Witness {
                cell,
                clusters: Vec::new(),
                value,
            });
        }

        // Clusters: frontier cells grouped by the witnesses they touch.
        let mut clusters: Vec<Cluster> = Vec::new();
        let mut by_signature: FxMap<[u32; 8], usize> = FxMap::default();
        let mut off_frontier = 0usize;
        let mut on_frontier = vec![false; n];
        for cell in 0..n {
            if !is_hidden(view[cell]) {
                continue;
            }
            let mut sig = [u32::MAX; 8];
            let mut len = 0;
            for nb in around(cell) {
                if witness_at[nb] != u32::MAX {
                    sig[len] = witness_at[nb];
                    len += 1;
                }
            }
            if len == 0 {
                off_frontier += 1;
                continue;
            }
            on_frontier[cell] = true;
            match by_signature.get(&sig) {
                Some(&id) => clusters[id].cells.push(cell),
                None => {
                    let id = clusters.len();
                    let ws: Vec<usize> = sig[..len].iter().map(|&w| w as usize).collect();
                    for &w in &ws {
                        witnesses[w].clusters.push(id);
                    }
                    by_signature.insert(sig, id);
                    clusters.push(Cluster {
                        cells: vec![cell],
                        witnesses: ws,
                    });
                }
            }
        }
        self.adjacent = adjacent;

        // Components: clusters linked through witnesses.
        let mut component_of = vec![usize::MAX; clusters.len()];
        let mut components: Vec<Vec<usize>> = Vec::new();
        for start in 0..clusters.len() {
            if component_of[start] != usize::MAX {
                continue;
            }
            let id = components.len();
            let mut members = vec![start];
            component_of[start] = id;
            let mut i = 0;
            while i < members.len() {
                let c = members[i];
                i += 1;
                for &w in &clusters[c].witnesses {
                    for &other in &witnesses[w].clusters {
                        if component_of[other] == usize::MAX {
                            component_of[other] = id;
                            members.push(other);
                        }
                    }
                }
            }
            components.push(members);
        }

        let mut counts: Vec<Arc<Counts>> = Vec::with_capacity(components.len());
        for members in &mut components {
            members.sort_unstable();
            counts.push(self.component_counts(members, &clusters, &witnesses)?);
        }

        // Combine the components with the cells off the frontier.
        let ln_fact = &self.ln_fact;
        let ln_choose = |m: usize, k: usize| ln_fact[m] - ln_fact[k] - ln_fact[m - k];
        // rest[t] = C(off_frontier, remaining - t) / exp(ln_base), for t frontier mines.
        let max_t = remaining;
        let valid = |t: usize| t <= remaining && remaining - t <= off_frontier;
        let ln_base = (0..=max_t)
            .filter(|&t| valid(t))
            .map(|t| ln_choose(off_frontier, remaining - t))
            .fold(f64::NEG_INFINITY, f64::max);
        if ln_base == f64::NEG_INFINITY {
            return None;
        }
        let rest: Vec<f64> = (0..=max_t)
            .map(|t| {
                if valid(t) {
                    (ln_choose(off_frontier, remaining - t) - ln_base).exp()
                } else {
                    0.0
                }
            })
            .collect();

        let k = counts.len();
        let mut prefix: Vec<Vec<f64>> = vec![vec![1.0]];
        for c in &counts {
            let next = convolve(prefix.last().expect("non-empty"), &c.ways, max_t);
            prefix.push(next);
        }
        let mut suffix: Vec<Vec<f64>> = vec![vec![1.0]; k + 1];
        for i in (0..k).rev() {
            suffix[i] = convolve(&suffix[i + 1], &counts[i].ways, max_t);
        }
        let all = &prefix[k];
        let total: f64 = all.iter().enumerate().map(|(t, &w)| w * rest[t]).sum();
        if total <= 0.0 || !total.is_finite() {
            return None;
        }
        let ln_scale_sum: f64 = counts.iter().map(|c| c.ln_scale).sum();
        let ln_layouts = total.ln() + ln_base + ln_scale_sum;

        let mut probabilities: Vec<f64> = view
            .iter()
            .map(|&c| if c == MINE { 1.0 } else { 0.0 })
            .collect();

        // Off-frontier cells.
        if off_frontier > 0 {
            let expected: f64 = all
                .iter()
                .enumerate()
                .filter(|&(t, _)| valid(t))
                .map(|(t, &w)| w * rest[t] * (remaining - t) as f64)
                .sum::<f64>()
                / total;
            let p = expected / off_frontier as f64;
            for cell in 0..n {
                if is_hidden(view[cell]) && !on_frontier[cell] {
                    probabilities[cell] = p;
                }
            }
        }

        // Frontier cells, component by component.
        for (i, c) in counts.iter().enumerate() {
            let others = convolve(&prefix[i], &suffix[i + 1], max_t);
            // weight_rest[m] = sum_t others[t] * rest[m + t]
            let weight_rest: Vec<f64> = (0..c.ways.len())
                .map(|m| {
                    others
                        .iter()
                        .enumerate()
                        .filter(|&(t, _)| m + t <= max_t)
                        .map(|(t, &w)| w * rest[m + t])
                        .sum()
                })
                .collect();
            for (local, &cluster) in components[i].iter().enumerate() {
                let expected: f64 = (0..c.ways.len())
                    .map(|m| c.mine_sums[m][local] * weight_rest[m])
                    .sum::<f64>()
                    / total;
                let cells = &clusters[cluster].cells;
                let p = (expected / cells.len() as f64).clamp(0.0, 1.0);
                for &cell in cells {
                    probabilities[cell] = p;
                }
            }
        }

        Some(Analysis {
            probabilities,
            ln_layouts,
            consistent: true,
        })
    }
}

/// `a * b` as polynomials, truncated after degree `max_degree`.
fn convolve(a: &[f64], b: &[f64], max_degree: usize) -> Vec<f64> {
    let len = (a.len() + b.len() - 1).min(max_degree + 1);
    let mut out = vec![0.0; len];
    for (i, &x) in a.iter().enumerate() {
        if x == 0.0 {
            continue;
        }
        for (j, &y) in b.iter().enumerate() {
            if i + j < len {
                out[i + j] += x * y;
            }
        }
    }
    out
}
