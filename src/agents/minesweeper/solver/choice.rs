//! Which cell to reveal: a certain safe cell when there is one, else the best guess.
//!
//! A guess is scored by a two-step look-ahead: for each candidate cell and each number it could
//! show, the probabilities are recomputed as if it had been revealed; the candidate's score is the
//! chance of surviving it *and* the next move (1 when the number makes some cell certain, else the
//! best safety then on offer). This prefers cells that are safe and informative, and avoids cells
//! whose number would tell nothing new (which lead into forced guesses later).

use super::probability::{is_hidden, neighbours, Analysis, Engine, HIDDEN};
use crate::rng::Rng;

/// Guesses whose mine probability is within this factor of the best one's safety are looked at.
const SAFETY_WINDOW: f64 = 0.9;
/// At most this many frontier cells are looked at per guess (safest first).
const MAX_FRONTIER_CANDIDATES: usize = 10;
/// At most this many cells off the frontier are looked at per guess.
const MAX_OFF_FRONTIER_CANDIDATES: usize = 4;

/// The solver's view of a position and the cell it plays.
#[derive(Clone, Debug)]
pub struct Decision {
    /// The exact probabilities.
    pub analysis: Analysis,
    /// Hidden cells certainly free of mines (flagged ones included).
    pub safe: Vec<usize>,
    /// Hidden cells certainly holding a mine.
    pub mines: Vec<usize>,
    /// The cell to reveal (hidden and not flagged), if any is.
    pub best: Option<usize>,
}

/// A board position: the player's view and its size.
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    /// Player codes, row-major.
    pub view: &'a [i8],
    /// Board height.
    pub rows: usize,
    /// Board width.
    pub cols: usize,
    /// Mines in all.
    pub mines: usize,
}

impl Position<'_> {
    /// Whether nothing has been revealed yet.
    pub fn untouched(&self) -> bool {
        self.view.iter().all(|&c| is_hidden(c))
    }

    /// Cells the player may reveal (hidden, not flagged).
    pub fn playable(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.view.len()).filter(|&i| self.view[i] == HIDDEN)
    }
}

/// Decides the move in `pos`; `rng` breaks exact ties.
pub fn decide(pos: Position<'_>, engine: &mut Engine, rng: &mut Rng) -> Decision {
    if pos.untouched() {
        return first_move(pos, engine, rng);
    }
    let analysis = engine.analyse(pos.view, pos.rows, pos.cols, pos.mines);
    let safe = analysis.safe_cells(pos.view);
    let mines = analysis.mine_cells(pos.view);
    let playable_safe: Vec<usize> = safe
        .iter()
        .copied()
        .filter(|&c| pos.view[c] == HIDDEN)
        .collect();
    let best = if let Some(&c) = playable_safe.first() {
        Some(c)
    } else {
        guess(pos, engine, &analysis, rng)
    };
    Decision {
        analysis,
        safe,
        mines,
        best,
    }
}

/// The first move: a corner (random among the hidden, unflagged corners).
fn first_move(pos: Position<'_>, engine: &mut Engine, rng: &mut Rng) -> Decision {
    let analysis = engine.analyse(pos.view, pos.rows, pos.cols, pos.mines);
    let (r, c) = (pos.rows, pos.cols);
    let mut corners = vec![0, c - 1, (r - 1) * c, r * c - 1];
    corners.sort_unstable();
    corners.dedup();
    corners.retain(|&i| pos.view[i] == HIDDEN);
    let best = rng
        .choose(&corners)
        .copied()
        .or_else(|| pos.playable().next());
    Decision {
        safe: analysis.safe_cells(pos.view),
        mines: analysis.mine_cells(pos.view),
        analysis,
        best,
    }
}

/// Number of hidden neighbours of `cell`.
fn hidden_neighbours(pos: Position<'_>, cell: usize) -> usize {
    neighbours(cell, pos.rows, pos.cols)
        .filter(|&n| is_hidden(pos.view[n]))
        .count()
}

/// Whether `cell` touches a revealed number.
fn on_frontier(pos: Position<'_>, cell: usize) -> bool {
    neighbours(cell, pos.rows, pos.cols).any(|n| (0..=8).contains(&pos.view[n]))
}

/// The best guess when no playable cell is certainly safe.
fn guess(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
    rng: &mut Rng,
) -> Option<usize> {
    let p = &analysis.probabilities;
    let mut playable: Vec<usize> = pos.playable().collect();
    if playable.is_empty() {
        return None;
    }
    rng.shuffle(&mut playable);
    let best_safety = playable.iter().map(|&c| 1.0 - p[c]).fold(0.0, f64::max);
    if best_safety <= 0.0 || !analysis.consistent {
        return playable
            .iter()
            .copied()
            .min_by(|&a, &b| p[a].total_cmp(&p[b]));
    }
    let mut frontier: Vec<usize> = Vec::new();
    let mut off: Vec<usize> = Vec::new();
    for &c in &playable {
        if 1.0 - p[c] >= best_safety * SAFETY_WINDOW {
            if on_frontier(pos, c) {
                frontier.push(c);
            } else {
                off.push(c);
            }
        }
    }
    frontier.sort_by(|&a, &b| p[a].total_cmp(&p[b]));
    frontier.truncate(MAX_FRONTIER_CANDIDATES);
    // Off the frontier every cell has the same probability: look at those with the fewest hidden
    // neighbours (most likely to open an area), and those next to the frontier.
    off.sort_by_key(|&c| hidden_neighbours(pos, c));
    off.truncate(MAX_OFF_FRONTIER_CANDIDATES);
    let mut candidates = frontier;
    candidates.extend(off);

    let mut best: Option<(usize, f64)> = None;
    for &c in &candidates {
        let score = look_ahead(pos, engine, analysis, c);
        let better = match best {
            None => true,
            Some((b, s)) => score > s + 1e-12 || ((score - s).abs() <= 1e-12 && p[c] < p[b]),
        };
        if better {
            best = Some((c, score));
        }
    }
    best.map(|(c, _)| c)
}

/// The chance of surviving a reveal of `cell` and then the best next move (certain when the
/// revealed number makes some cell safe).
pub fn look_ahead(pos: Position<'_>, engine: &mut Engine, analysis: &Analysis, cell: usize) -> f64 {
    outcomes(pos, engine, analysis, cell)
        .iter()
        .map(|o| o.chance * best_next_safety(&o.view, &o.analysis))
        .sum()
}

/// One number a hidden cell could show, with its chance and the position it would leave.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The number shown (read by the tests).
    #[cfg_attr(not(test), allow(dead_code))]
    pub value: u8,
    /// The chance that the cell is safe and shows `value`.
    pub chance: f64,
    /// The view with the cell revealed.
    pub view: Vec<i8>,
    /// The probabilities in that view.
    pub analysis: Analysis,
}

/// Every number `cell` could show, with its chance (the chances sum to the cell's safety).
pub fn outcomes(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
    cell: usize,
) -> Vec<Outcome> {
    let around = neighbours(cell, pos.rows, pos.cols)
        .filter(|&n| is_hidden(pos.view[n]) || pos.view[n] == -1)
        .count();
    let mut out = Vec::new();
    for value in 0..=around {
        let mut view = pos.view.to_vec();
        view[cell] = value as i8;
        let next = engine.analyse(&view, pos.rows, pos.cols, pos.mines);
        if !next.consistent {
            continue;
        }
        let chance = (next.ln_layouts - analysis.ln_layouts).exp();
        if chance <= 0.0 {
            continue;
        }
        out.push(Outcome {
            value: value as u8,
            chance,
            view,
            analysis: next,
        });
    }
    out
}

/// The safety of the best move in a position: 1 when a cell is certain or the game is won.
fn best_next_safety(view: &[i8], analysis: &Analysis) -> f64 {
    let mut best: f64 = 0.0;
    let mut any = false;
    for (i, &code) in view.iter().enumerate() {
        if code == HIDDEN {
            let s = 1.0 - analysis.probabilities[i];
            if s >= 1.0 {
                return 1.0;
            }
            if s > 1e-12 {
                any = true;
            }
            best = best.max(s);
        }
    }
    if any {
        best
    } else {
        // Only mines are left: the game is won.
        1.0
    }
}
