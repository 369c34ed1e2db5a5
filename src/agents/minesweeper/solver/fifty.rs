//! Unavoidable 50/50s: two hidden cells that share one mine and that no future reveal can ever
//! tell apart. Such a guess must be made some time, and at even odds whenever it is made, so it
//! is best made at once: if it survives, the number it shows may clear its neighbours and spare
//! a riskier guess elsewhere (the technique JSMinesweeper's solver describes).
//!
//! Cells `a` and `b` (neighbours) form one when, in every layout, exactly one of them is a mine,
//! and every other cell next to exactly one of them is certainly a mine. Then swapping the mine
//! between `a` and `b` maps every layout to another one that shows the same number on every
//! other cell, so nothing revealed later can change their even odds.

use super::position::Position;
use super::probability::{is_hidden, neighbours, Analysis, Engine, HIDDEN, MINE};

/// Tolerance for "exactly one half" and "certainly a mine".
const EPS: f64 = 1e-9;

/// A playable cell of an unavoidable 50/50 in `pos`, if there is one (the lowest such cell).
pub fn unavoidable_fifty_fifty(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
) -> Option<usize> {
    let p = &analysis.probabilities;
    let even = |c: usize| is_hidden(pos.view[c]) && (p[c] - 0.5).abs() < EPS;
    for a in (0..pos.view.len()).filter(|&a| pos.view[a] == HIDDEN && even(a)) {
        for b in neighbours(a, pos.rows, pos.cols).filter(|&b| even(b)) {
            if only_certain_mines_tell_apart(pos, analysis, a, b)
                && exactly_one_mine(pos, engine, a, b)
            {
                return Some(a);
            }
        }
    }
    None
}

/// Whether every cell next to exactly one of `a` and `b` is certainly a mine.
fn only_certain_mines_tell_apart(
    pos: Position<'_>,
    analysis: &Analysis,
    a: usize,
    b: usize,
) -> bool {
    let near = |x: usize, y: usize| neighbours(x, pos.rows, pos.cols).any(|n| n == y);
    neighbours(a, pos.rows, pos.cols)
        .chain(neighbours(b, pos.rows, pos.cols))
        .filter(|&x| x != a && x != b && near(x, a) != near(x, b))
        .all(|x| is_hidden(pos.view[x]) && analysis.probabilities[x] >= 1.0 - EPS)
}

/// Whether no layout has mines on both `a` and `b` (with both at even odds, every layout then
/// has exactly one of them).
fn exactly_one_mine(pos: Position<'_>, engine: &mut Engine, a: usize, b: usize) -> bool {
    let mut view = pos.view.to_vec();
    view[a] = MINE;
    let given_a = engine.analyse(&view, pos.rows, pos.cols, pos.mines);
    given_a.consistent && given_a.probabilities[b] <= EPS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A view from text rows: `.` hidden, digits revealed numbers.
    fn view_of(rows: &[&str]) -> (Vec<i8>, usize, usize) {
        let view = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|ch| ch.to_digit(10).map_or(HIDDEN, |d| d as i8))
            .collect();
        (view, rows.len(), rows[0].len())
    }

    fn find(rows: &[&str], mines: usize) -> Option<usize> {
        let (view, rows, cols) = view_of(rows);
        let pos = Position {
            view: &view,
            rows,
            cols,
            mines,
        };
        let mut engine = Engine::default();
        let analysis = engine.analyse(&view, rows, cols, mines);
        unavoidable_fifty_fifty(pos, &mut engine, &analysis)
    }

    #[test]
    fn a_walled_pair_sharing_one_mine_is_found() {
        // The two hidden cells touch the same numbers and nothing else: forever even odds.
        assert_eq!(find(&[".10", ".10"], 1), Some(0));
        // Certain mines next to only one of them (bottom left) do not tell them apart.
        assert_eq!(find(&[".10", ".31", "..1", "221"], 3), Some(0));
    }

    #[test]
    fn a_pair_a_safe_cell_could_tell_apart_is_not() {
        // Even odds now, but the bottom-left cell is safe and would count only the middle one.
        assert_eq!(find(&[".10", ".10", "..."], 1), None);
        // Even odds everywhere, but two mines in four cells: a pair may hold both or neither.
        assert_eq!(find(&["..", ".."], 2), None);
        // One mine in two cells with nothing around: a true 50/50.
        assert_eq!(find(&[".."], 1), Some(0));
    }
}
