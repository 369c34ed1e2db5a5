//! Drawing a uniformly random mine layout consistent with a view: what a player who sees only
//! the view must consider possible (the hidden half of a determinized copy).
//!
//! Exact by the chain rule: the exact probability engine gives each undecided frontier cell's
//! mine probability given the view and every decision so far; one cell is drawn with that
//! probability and becomes a known mine or a known safe cell ([`SAFE`]), and the view is analysed
//! again. Cells whose probability is 0 or 1 are decided in the same round. Once no undecided cell
//! touches a number, the remaining mines are spread uniformly over the remaining hidden cells,
//! which is their exact distribution given everything decided. Flags are the player's guesses,
//! not information: flagged cells count as hidden.

use super::probability::{is_hidden, Engine, MINE, SAFE};
use crate::rng::Rng;

/// A probability this close to 0 or 1 is taken as certain (the solver's own threshold).
const CERTAIN: f64 = 1e-9;

/// A uniformly random layout of `mines` mines on a `rows` x `cols` board consistent with `view`
/// (player codes: 0..=8 numbers, -1 revealed mines, anything else hidden), as one flag per cell;
/// `None` when no layout fits the view.
pub fn sample_layout(
    view: &[i8],
    rows: usize,
    cols: usize,
    mines: usize,
    engine: &mut Engine,
    rng: &mut Rng,
) -> Option<Vec<bool>> {
    if view.len() != rows * cols {
        return None;
    }
    let mut work: Vec<i8> = view
        .iter()
        .map(|&c| {
            if is_hidden(c) {
                super::probability::HIDDEN
            } else {
                c
            }
        })
        .collect();
    // The last drawn cell and the work view before that round, to undo a draw that rounding
    // let through although no layout allows it.
    let mut undo: Option<(usize, Vec<i8>)> = None;
    loop {
        let analysis = engine.analyse(&work, rows, cols, mines);
        if !analysis.consistent {
            let (cell, mut before) = undo.take()?;
            before[cell] = if work[cell] == MINE { SAFE } else { MINE };
            work = before;
            continue;
        }
        let frontier = undecided_frontier(&work, rows, cols);
        if frontier.is_empty() {
            break;
        }
        let mut drawn = false;
        let before = work.clone();
        undo = None;
        for &cell in &frontier {
            let p = analysis.probabilities[cell];
            if p <= CERTAIN {
                work[cell] = SAFE;
            } else if p >= 1.0 - CERTAIN {
                work[cell] = MINE;
            } else if !drawn {
                drawn = true;
                work[cell] = if rng.next_f64() < p { MINE } else { SAFE };
                undo = Some((cell, before.clone()));
            }
        }
    }
    let placed = work.iter().filter(|&&c| c == MINE).count();
    let mut rest: Vec<usize> = (0..work.len()).filter(|&c| is_hidden(work[c])).collect();
    let left = mines.checked_sub(placed)?;
    if left > rest.len() {
        return None;
    }
    for i in 0..left {
        let j = i + rng.below(rest.len() - i);
        rest.swap(i, j);
        work[rest[i]] = MINE;
    }
    let layout: Vec<bool> = work.iter().map(|&c| c == MINE).collect();
    fits(view, rows, cols, &layout).then_some(layout)
}

/// The hidden cells of `work` next to a revealed number (a constraint not yet settled).
fn undecided_frontier(work: &[i8], rows: usize, cols: usize) -> Vec<usize> {
    (0..work.len())
        .filter(|&c| {
            is_hidden(work[c])
                && super::probability::neighbours(c, rows, cols).any(|n| (0..=8).contains(&work[n]))
        })
        .collect()
}

/// Whether `layout` shows exactly `view`'s numbers and revealed mines.
pub fn fits(view: &[i8], rows: usize, cols: usize, layout: &[bool]) -> bool {
    (0..view.len()).all(|c| match view[c] {
        MINE => layout[c],
        n @ 0..=8 => {
            !layout[c]
                && super::probability::neighbours(c, rows, cols)
                    .filter(|&x| layout[x])
                    .count()
                    == n as usize
        }
        _ => true,
    })
}
