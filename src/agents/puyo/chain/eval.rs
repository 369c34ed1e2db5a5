//! How promising a board is: the largest chain a puyo or two could set off (potential chain
//! detection), plus shape terms (connections, bumpiness, danger near the death column).

use crate::games::puyo::{resolve, Board, Rules, COLS};

/// The best chain that dropping one or two puyos of one colour into one column would trigger.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Potential {
    /// Chain length (0: nothing can be triggered with two puyos).
    pub chain: u32,
    /// Points that chain would score.
    pub score: u32,
    /// Puyos the trigger needs (1 or 2).
    pub needed: u32,
    /// The trigger's column.
    pub column: usize,
    /// The trigger's colour.
    pub colour: u8,
}

/// Tries every useful trigger: in each column, each colour touching the landing cell, with as
/// many puyos (1 or 2) as its group needs to reach 4; simulates each and keeps the longest chain.
pub fn potential(board: &Board, rules: Rules) -> Potential {
    let rows = board.rows();
    let first = rules.first_visible_row();
    let mut best = Potential::default();
    for col in 0..COLS {
        let h = board.height(col);
        if h >= rows {
            continue;
        }
        let row = rows - 1 - h;
        if row < first {
            continue;
        }
        let mut tried = 0u8;
        let neighbours = [(row, col.wrapping_sub(1)), (row, col + 1), (row + 1, col)];
        for (r, c) in neighbours {
            if c >= COLS || r >= rows {
                continue;
            }
            let colour = board.get(r, c);
            if colour == 0 || tried & (1 << colour) != 0 {
                continue;
            }
            tried |= 1 << colour;
            let mut b = *board;
            b.set(row, col, colour);
            let size = b.group_at(row, col, first).count_ones();
            let needed = match size {
                4.. => 1,
                3 if row > first => {
                    b.set(row - 1, col, colour);
                    2
                }
                _ => continue,
            };
            let out = resolve(&mut b, rules, None);
            if (out.chain, out.score) > (best.chain, best.score) {
                best = Potential {
                    chain: out.chain,
                    score: out.score,
                    needed,
                    column: col,
                    colour,
                };
            }
        }
    }
    best
}

/// Weights of the board evaluation.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Per chain step of the potential chain.
    pub chain: f64,
    /// Per same-colour neighbour link among visible puyos.
    pub link: f64,
    /// Per unit of squared height difference between neighbouring columns.
    pub bump: f64,
    /// Per puyo in the columns next to and on the death column above the safe height.
    pub danger: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            chain: 1000.0,
            link: 30.0,
            bump: 8.0,
            danger: 400.0,
        }
    }
}

/// The board's value for building: potential chain, connections and shape; higher is better.
pub fn evaluate(board: &Board, rules: Rules, w: &Weights) -> (f64, Potential) {
    let pot = potential(board, rules);
    let rows = board.rows();
    let first = rules.first_visible_row();
    let mut links = 0u32;
    for r in first..rows {
        for c in 0..COLS {
            let colour = board.get(r, c);
            if colour == 0 {
                continue;
            }
            if c + 1 < COLS && board.get(r, c + 1) == colour {
                links += 1;
            }
            if r + 1 < rows && board.get(r + 1, c) == colour {
                links += 1;
            }
        }
    }
    let heights: [usize; COLS] = std::array::from_fn(|c| board.height(c));
    let bump: usize = heights.windows(2).map(|p| p[0].abs_diff(p[1]).pow(2)).sum();
    // The death column and its neighbours must keep room to place pairs and to breathe.
    let (_, death_col) = rules.death_cell();
    let safe = rows.saturating_sub(first + 4);
    let danger: usize = [death_col, death_col + 1]
        .iter()
        .map(|&c| heights[c].saturating_sub(safe))
        .map(|d| d * d)
        .sum();
    let value = w.chain * f64::from(pot.chain) + f64::from(pot.score).sqrt()
        - 50.0 * f64::from(pot.needed)
        + w.link * f64::from(links)
        - w.bump * bump as f64
        - w.danger * danger as f64;
    (value, pot)
}
