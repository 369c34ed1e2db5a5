//! No-guess boards (option `noGuess`): mines placed so that the whole board can be solved from
//! the first click by certain moves alone, as JSMinesweeper and Simon Tatham's Mines offer.
//!
//! The generator places the mines uniformly outside the first click's 3x3 block (so the first
//! click is an opening), then plays the board with the solver's exact analysis, revealing only
//! cells whose chance of a mine is exactly 0 (the mine total counts, as it does for a player).
//! When that gets stuck it perturbs the mines at the stuck frontier, as Tatham's generator does:
//! an undecided frontier cell holding a mine hands it to a hidden cell away from the frontier, or
//! an undecided safe frontier cell takes one from there. The play goes on from where it stopped
//! (with the changed numbers); once it reveals every safe cell, a fresh play from the first click
//! confirms the board (or gets stuck elsewhere, and perturbing goes on from there). After
//! [`PERTURBATIONS`] perturbations it draws afresh. Everything comes from the
//! game's RNG, so the same seed and first click give the same board.

use super::board::{self, Grid, KEY_MINE};
use super::probability::{Engine, HIDDEN};
use crate::rng::Rng;

/// Perturbations tried on one draw before the mines are drawn afresh.
const PERTURBATIONS: usize = 400;
/// Fresh draws tried before the generator gives up (with the option's density limit it never
/// does in the measured runs; see [`place`]).
const DRAWS: usize = 50;

/// Fills `key` with `mines` mines outside the 3x3 block of `start` such that the board is solved
/// from a click on `start` by certain moves only. Returns false if no such board was found
/// within the budget ([`DRAWS`] draws of [`PERTURBATIONS`] perturbations); `key` then holds the
/// last board tried, which still keeps the opening promise.
pub(crate) fn place(grid: Grid, mines: usize, start: usize, rng: &mut Rng, key: &mut [i8]) -> bool {
    let mut deducer = Deducer::default();
    let (r, c) = (start / grid.cols, start % grid.cols);
    let near = move |x: usize| (x / grid.cols).abs_diff(r) <= 1 && (x % grid.cols).abs_diff(c) <= 1;
    let allowed = grid.cells() - grid.block_size(start);
    for _ in 0..DRAWS {
        board::place_mines(grid, mines, allowed, near, rng, key);
        if deducer.solves(grid, key, mines, start) {
            return true;
        }
        for _ in 0..PERTURBATIONS {
            if !deducer.perturb(grid, key, rng) {
                break;
            }
            // Perturbations may have broken earlier deductions: confirm from the first click.
            if deducer.resume(grid, key, mines) && deducer.solves(grid, key, mines, start) {
                return true;
            }
        }
    }
    deducer.solves(grid, key, mines, start)
}

/// Plays a known board with certain moves only, as a player who never guesses would.
#[derive(Debug, Default)]
pub(crate) struct Deducer {
    engine: Engine,
    /// The player's view where the last play stopped.
    view: Vec<i8>,
    /// Mine probabilities of that view.
    probabilities: Vec<f64>,
    /// Flood-fill work list.
    stack: Vec<usize>,
}

impl Deducer {
    /// Whether the board `key` (`mines` mines) is solved from a click on `start` by revealing
    /// only cells that are certainly safe. The view where it stops is kept for [`Self::perturb`].
    pub fn solves(&mut self, grid: Grid, key: &[i8], mines: usize, start: usize) -> bool {
        let cells = grid.cells();
        self.view.clear();
        self.view.resize(cells, HIDDEN);
        self.probabilities.clear();
        if key[start] == KEY_MINE {
            return false;
        }
        self.open(grid, key, start);
        self.deduce(grid, key, mines)
    }

    /// Goes on from the view where the last play stopped, after [`Self::perturb`] changed the
    /// board: the revealed numbers are read again from `key`, then certain moves are played.
    /// Quicker than starting again, but the earlier deductions may no longer hold, so a `true`
    /// must be confirmed by [`Self::solves`].
    pub fn resume(&mut self, grid: Grid, key: &[i8], mines: usize) -> bool {
        for (v, &k) in self.view.iter_mut().zip(key) {
            if *v != HIDDEN {
                *v = k;
            }
        }
        self.deduce(grid, key, mines)
    }

    /// Reveals certainly safe cells, one analysis at a time, until every safe cell is revealed
    /// (true) or none is certain (false).
    fn deduce(&mut self, grid: Grid, key: &[i8], mines: usize) -> bool {
        let cells = grid.cells();
        let safe_total = cells - mines;
        let mut revealed = self.view.iter().filter(|&&v| v != HIDDEN).count();
        while revealed < safe_total {
            let analysis = self.engine.analyse(&self.view, grid.rows, grid.cols, mines);
            if !analysis.consistent {
                return false;
            }
            self.probabilities = analysis.probabilities;
            let mut progress = false;
            for cell in 0..cells {
                if self.view[cell] == HIDDEN && self.probabilities[cell] == 0.0 {
                    if key[cell] == KEY_MINE {
                        // Cannot happen with an exact analysis; never reveal a mine.
                        return false;
                    }
                    revealed += self.open(grid, key, cell);
                    progress = true;
                }
            }
            if !progress {
                return false;
            }
        }
        true
    }

    /// Reveals `cell` in the view, cascading over zeros; returns how many cells it revealed.
    fn open(&mut self, grid: Grid, key: &[i8], cell: usize) -> usize {
        if self.view[cell] != HIDDEN {
            return 0;
        }
        self.view[cell] = key[cell];
        let mut opened = 1;
        if key[cell] == 0 {
            self.stack.push(cell);
        }
        while let Some(z) = self.stack.pop() {
            grid.for_each_neighbour(z, |n| {
                if self.view[n] == HIDDEN {
                    self.view[n] = key[n];
                    opened += 1;
                    if key[n] == 0 {
                        self.stack.push(n);
                    }
                }
            });
        }
        opened
    }

    /// Moves one mine at the frontier where the last [`Self::solves`] got stuck: a random
    /// undecided frontier cell either gives its mine to a hidden cell away from the frontier or
    /// takes one from there. Revealed cells stay safe, so the first click stays an opening.
    /// Returns false when nothing can be moved.
    pub fn perturb(&mut self, grid: Grid, key: &mut [i8], rng: &mut Rng) -> bool {
        if self.probabilities.len() != self.view.len() {
            return false;
        }
        let view = &self.view;
        let touches_number = |cell: usize| {
            let mut any = false;
            grid.for_each_neighbour(cell, |n| any |= view[n] != HIDDEN);
            any
        };
        let mut undecided = Vec::new();
        let mut far = Vec::new();
        for (cell, &p) in self.probabilities.iter().enumerate() {
            if view[cell] != HIDDEN {
                continue;
            }
            if touches_number(cell) {
                if p > 0.0 && p < 1.0 {
                    undecided.push(cell);
                }
            } else {
                far.push(cell);
            }
        }
        let Some(&cell) = rng.choose(&undecided) else {
            return false;
        };
        let is_mine = key[cell] == KEY_MINE;
        // The other end of the move: far from the frontier if possible, else any other hidden cell.
        let mut others: Vec<usize> = far
            .iter()
            .copied()
            .filter(|&c| (key[c] == KEY_MINE) != is_mine)
            .collect();
        if others.is_empty() {
            others = (0..view.len())
                .filter(|&c| c != cell && view[c] == HIDDEN && (key[c] == KEY_MINE) != is_mine)
                .collect();
        }
        let Some(&other) = rng.choose(&others) else {
            return false;
        };
        let (from, to) = if is_mine {
            (cell, other)
        } else {
            (other, cell)
        };
        board::remove_mine(grid, key, from);
        board::add_mine(grid, key, to);
        true
    }
}

#[cfg(test)]
mod tests;
