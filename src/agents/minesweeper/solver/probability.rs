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

use std::collections::HashMap;

/// View code of a hidden cell.
pub const HIDDEN: i8 = 9;
/// View code of a revealed mine.
pub const MINE: i8 = -1;

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

    /// Hidden cells (code 9 or 10) that certainly hold a mine.
    pub fn mine_cells(&self, view: &[i8]) -> Vec<usize> {
        (0..view.len())
            .filter(|&i| {
                is_hidden(view[i]) && self.consistent && self.probabilities[i] >= 1.0 - 1e-9
            })
            .collect()
    }
}

/// Whether a view code is a cell the player has not revealed (hidden or flagged).
#[inline]
pub fn is_hidden(code: i8) -> bool {
    !(MINE..=8).contains(&code)
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

/// Small binomials `C(n, k)` for box sizes (at most 8 cells).
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

/// A group of frontier cells touching exactly the same numbers.
#[derive(Clone, Debug)]
struct Cluster {
    cells: Vec<usize>,
    witnesses: Vec<usize>,
}

/// A revealed number with hidden neighbours: the mines among its clusters.
#[derive(Clone, Debug)]
struct Witness {
    clusters: Vec<usize>,
    value: usize,
}

/// Mine counts of one component: for each total `m`, the number of layouts and, per cluster,
/// the sum over those layouts of the cluster's mines; all scaled by `exp(-ln_scale)`.
#[derive(Clone, Debug)]
struct ComponentCounts {
    clusters: Vec<usize>,
    ways: Vec<f64>,
    mine_sums: Vec<Vec<f64>>,
    ln_scale: f64,
}

/// A partial solution of a component during the dynamic programme.
#[derive(Clone, Debug)]
struct Line {
    mines: usize,
    counts: Vec<u8>,
    ways: f64,
    sums: Vec<f64>,
}

/// The exact mine probabilities of `view` (`rows` x `cols`, `total_mines` mines in all).
pub fn analyse(view: &[i8], rows: usize, cols: usize, total_mines: usize) -> Analysis {
    match analyse_inner(view, rows, cols, total_mines) {
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

fn analyse_inner(view: &[i8], rows: usize, cols: usize, total_mines: usize) -> Option<Analysis> {
    let n = rows * cols;
    if view.len() != n {
        return None;
    }
    let revealed_mines = view.iter().filter(|&&c| c == MINE).count();
    let remaining = total_mines.checked_sub(revealed_mines)?;

    // Witnesses and the numbers each hidden cell touches.
    let mut witnesses: Vec<Witness> = Vec::new();
    let mut touching: Vec<Vec<usize>> = vec![Vec::new(); n];
    for cell in 0..n {
        let code = view[cell];
        if !(0..=8).contains(&code) {
            continue;
        }
        let mut hidden = 0usize;
        let mut mines = 0usize;
        for nb in neighbours(cell, rows, cols) {
            if view[nb] == MINE {
                mines += 1;
            } else if is_hidden(view[nb]) {
                hidden += 1;
            }
        }
        let value = (code as usize).checked_sub(mines)?;
        if value > hidden {
            return None;
        }
        if hidden == 0 {
            continue;
        }
        let id = witnesses.len();
        for nb in neighbours(cell, rows, cols) {
            if is_hidden(view[nb]) {
                touching[nb].push(id);
            }
        }
        witnesses.push(Witness {
            clusters: Vec::new(),
            value,
        });
    }

    // Clusters: frontier cells grouped by the witnesses they touch.
    let mut clusters: Vec<Cluster> = Vec::new();
    let mut by_signature: HashMap<Vec<usize>, usize> = HashMap::new();
    let mut off_frontier = 0usize;
    let mut on_frontier = vec![false; n];
    for cell in 0..n {
        if !is_hidden(view[cell]) {
            continue;
        }
        if touching[cell].is_empty() {
            off_frontier += 1;
            continue;
        }
        on_frontier[cell] = true;
        let sig = std::mem::take(&mut touching[cell]);
        match by_signature.get(&sig) {
            Some(&id) => clusters[id].cells.push(cell),
            None => {
                let id = clusters.len();
                for &w in &sig {
                    witnesses[w].clusters.push(id);
                }
                by_signature.insert(sig.clone(), id);
                clusters.push(Cluster {
                    cells: vec![cell],
                    witnesses: sig,
                });
            }
        }
    }

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

    let counts: Vec<ComponentCounts> = components
        .iter()
        .map(|members| count_component(members, &clusters, &witnesses))
        .collect::<Option<_>>()?;

    // Combine the components with the cells off the frontier.
    let ln_fact = ln_factorials(n.max(1));
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
        for (local, &cluster) in c.clusters.iter().enumerate() {
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

/// The witness order: each next witness shares as many clusters as possible with those already
/// visited, so few clusters are open at once.
fn witness_order(members: &[usize], clusters: &[Cluster], witnesses: &[Witness]) -> Vec<usize> {
    let mut all: Vec<usize> = members
        .iter()
        .flat_map(|&c| clusters[c].witnesses.iter().copied())
        .collect();
    all.sort_unstable();
    all.dedup();
    let mut assigned: HashMap<usize, ()> = HashMap::new();
    let mut done: HashMap<usize, ()> = HashMap::new();
    let mut order = Vec::with_capacity(all.len());
    while order.len() < all.len() {
        let mut best: Option<(usize, (usize, usize))> = None;
        for &w in &all {
            if done.contains_key(&w) {
                continue;
            }
            let new = witnesses[w]
                .clusters
                .iter()
                .filter(|c| !assigned.contains_key(c))
                .count();
            let old = witnesses[w].clusters.len() - new;
            // Prefer witnesses touching open clusters, then the fewest new clusters.
            let key = (usize::from(old == 0 && !order.is_empty()), new);
            if best.is_none_or(|(_, k)| key < k) {
                best = Some((w, key));
            }
        }
        let (w, _) = best.expect("a witness is left");
        done.insert(w, ());
        for &c in &witnesses[w].clusters {
            assigned.insert(c, ());
        }
        order.push(w);
    }
    order
}

/// Counts the layouts of one component by mine total.
fn count_component(
    members: &[usize],
    clusters: &[Cluster],
    witnesses: &[Witness],
) -> Option<ComponentCounts> {
    let local_of: HashMap<usize, usize> =
        members.iter().enumerate().map(|(i, &c)| (c, i)).collect();
    let size: Vec<usize> = members.iter().map(|&c| clusters[c].cells.len()).collect();
    let nb = members.len();
    let order = witness_order(members, clusters, witnesses);
    // Local witness data.
    let wit_clusters: HashMap<usize, Vec<usize>> = order
        .iter()
        .map(|&w| {
            (
                w,
                witnesses[w].clusters.iter().map(|c| local_of[c]).collect(),
            )
        })
        .collect();
    let step_of: HashMap<usize, usize> = order.iter().enumerate().map(|(i, &w)| (w, i)).collect();
    // The step after which each cluster has no unvisited witness.
    let last_step: Vec<usize> = members
        .iter()
        .map(|&c| {
            clusters[c]
                .witnesses
                .iter()
                .map(|w| step_of[w])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut lines = vec![Line {
        mines: 0,
        counts: vec![0; nb],
        ways: 1.0,
        sums: vec![0.0; nb],
    }];
    let mut ln_scale = 0.0;
    let mut assigned = vec![false; nb];
    for (step, &w) in order.iter().enumerate() {
        let w_clusters = &wit_clusters[&w];
        let value = witnesses[w].value;
        let new: Vec<usize> = w_clusters
            .iter()
            .copied()
            .filter(|&c| !assigned[c])
            .collect();
        for &c in &new {
            assigned[c] = true;
        }
        // Witnesses to check after this step: those touching a new cluster.
        let mut checks: Vec<(usize, Vec<usize>)> = Vec::new();
        for &c in &new {
            for &w2 in &clusters[members[c]].witnesses {
                if !checks.iter().any(|(x, _)| *x == w2) {
                    checks.push((w2, wit_clusters[&w2].clone()));
                }
            }
        }
        let mut merged: HashMap<(usize, Vec<u8>), usize> = HashMap::new();
        let mut next: Vec<Line> = Vec::new();
        let mut assignment = vec![0u8; new.len()];
        for line in &lines {
            let have: usize = w_clusters
                .iter()
                .filter(|c| !new.contains(c))
                .map(|&c| line.counts[c] as usize)
                .sum();
            let Some(need) = value.checked_sub(have) else {
                continue;
            };
            distribute(&new, &size, need, 0, &mut assignment, &mut |assignment| {
                let mut counts = line.counts.clone();
                let mut factor = 1.0;
                for (i, &c) in new.iter().enumerate() {
                    counts[c] = assignment[i];
                    factor *= small_binomial(size[c], assignment[i] as usize);
                }
                // Every witness touching a new cluster must still be satisfiable.
                for (w2, cl) in &checks {
                    let mut sum = 0usize;
                    let mut room = 0usize;
                    for &c in cl {
                        if assigned[c] {
                            sum += counts[c] as usize;
                        } else {
                            room += size[c];
                        }
                    }
                    let v = witnesses[*w2].value;
                    if sum > v || v - sum > room {
                        return;
                    }
                }
                let mines = line.mines + new.iter().map(|&c| counts[c] as usize).sum::<usize>();
                let ways = line.ways * factor;
                let mut sums: Vec<f64> = line.sums.iter().map(|s| s * factor).collect();
                // Retire clusters whose witnesses are all visited.
                for c in 0..nb {
                    if assigned[c] && last_step[c] == step {
                        sums[c] = ways * f64::from(counts[c]);
                        counts[c] = 0;
                    }
                }
                match merged.get(&(mines, counts.clone())) {
                    Some(&i) => {
                        let l: &mut Line = &mut next[i];
                        l.ways += ways;
                        for (a, b) in l.sums.iter_mut().zip(&sums) {
                            *a += b;
                        }
                    }
                    None => {
                        merged.insert((mines, counts.clone()), next.len());
                        next.push(Line {
                            mines,
                            counts,
                            ways,
                            sums,
                        });
                    }
                }
            });
        }
        if next.is_empty() {
            return None;
        }
        let max = next.iter().map(|l| l.ways).fold(0.0, f64::max);
        if max > 0.0 && max != 1.0 {
            for l in &mut next {
                l.ways /= max;
                for s in &mut l.sums {
                    *s /= max;
                }
            }
            ln_scale += max.ln();
        }
        lines = next;
    }
    let max_m = lines.iter().map(|l| l.mines).max().unwrap_or(0);
    let mut ways = vec![0.0; max_m + 1];
    let mut mine_sums = vec![vec![0.0; nb]; max_m + 1];
    for l in &lines {
        ways[l.mines] += l.ways;
        for (a, b) in mine_sums[l.mines].iter_mut().zip(&l.sums) {
            *a += b;
        }
    }
    Some(ComponentCounts {
        clusters: members.to_vec(),
        ways,
        mine_sums,
        ln_scale,
    })
}

/// Calls `f` with every way to put `need` mines into the clusters `new` (cluster `c` holds at
/// most `size[c]`).
fn distribute(
    new: &[usize],
    size: &[usize],
    need: usize,
    i: usize,
    assignment: &mut Vec<u8>,
    f: &mut impl FnMut(&[u8]),
) {
    if i == new.len() {
        if need == 0 {
            f(assignment);
        }
        return;
    }
    let room_after: usize = new[i + 1..].iter().map(|&c| size[c]).sum();
    let lo = need.saturating_sub(room_after);
    let hi = need.min(size[new[i]]);
    for k in lo..=hi {
        assignment[i] = k as u8;
        distribute(new, size, need - k, i + 1, assignment, f);
    }
}
