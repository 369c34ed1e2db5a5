//! Board geometry and the hidden answer key: neighbours, uniform mine placement and the numbers.

use crate::rng::Rng;

/// Answer-key code of a mine (the same as the player's code of a revealed mine).
pub(crate) const KEY_MINE: i8 = -1;

/// A board's size, with neighbour walks that check the edges (no tables to clone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Grid {
    /// Board height.
    pub rows: usize,
    /// Board width.
    pub cols: usize,
}

impl Grid {
    /// How many cells the board has.
    #[inline]
    pub fn cells(self) -> usize {
        self.rows * self.cols
    }

    /// Calls `f` on every cell of the 3x3 block centred on `cell` (the cell itself included),
    /// clipped to the board.
    #[inline]
    pub fn for_each_in_block(self, cell: usize, mut f: impl FnMut(usize)) {
        let (r, c) = (cell / self.cols, cell % self.cols);
        let (r0, r1) = (r.saturating_sub(1), (r + 1).min(self.rows - 1));
        let (c0, c1) = (c.saturating_sub(1), (c + 1).min(self.cols - 1));
        for rr in r0..=r1 {
            for cc in c0..=c1 {
                f(rr * self.cols + cc);
            }
        }
    }

    /// Calls `f` on each of the (up to 8) neighbours of `cell`.
    #[inline]
    pub fn for_each_neighbour(self, cell: usize, mut f: impl FnMut(usize)) {
        self.for_each_in_block(cell, |n| {
            if n != cell {
                f(n)
            }
        });
    }

    /// How many cells the 3x3 block around `cell` has on the board (4, 6 or 9 on big boards).
    pub fn block_size(self, cell: usize) -> usize {
        let mut n = 0;
        self.for_each_in_block(cell, |_| n += 1);
        n
    }

    /// The largest 3x3 block any cell can have on this board.
    pub fn largest_block(self) -> usize {
        self.rows.min(3) * self.cols.min(3)
    }
}

/// Fills `key` with a fresh answer key: `mines` mines placed uniformly among the cells that
/// `excluded` does not exclude (`allowed` of them), every other cell holding its neighbour count.
///
/// Sparse boards sample cells and skip taken or excluded ones; dense boards draw a partial
/// Fisher–Yates shuffle of the allowed cells. Both give every allowed set of mines the same chance.
pub(crate) fn place_mines(
    grid: Grid,
    mines: usize,
    allowed: usize,
    excluded: impl Fn(usize) -> bool,
    rng: &mut Rng,
    key: &mut [i8],
) {
    debug_assert!(mines <= allowed);
    key.fill(0);
    let cells = grid.cells();
    if 2 * mines <= allowed {
        let mut placed = 0;
        while placed < mines {
            let c = rng.below(cells);
            if key[c] != KEY_MINE && !excluded(c) {
                add_mine(grid, key, c);
                placed += 1;
            }
        }
    } else {
        let mut free: Vec<usize> = (0..cells).filter(|&c| !excluded(c)).collect();
        for i in 0..mines {
            let j = i + rng.below(free.len() - i);
            free.swap(i, j);
            add_mine(grid, key, free[i]);
        }
    }
}

/// Fills `key` from a given list of mine cells (in range and distinct: the caller checks).
pub(crate) fn key_from_layout(grid: Grid, mine_cells: &[usize], key: &mut [i8]) {
    key.fill(0);
    for &m in mine_cells {
        add_mine(grid, key, m);
    }
}

/// Puts a mine at the safe cell `cell` of a consistent key and counts it in its safe neighbours.
/// (A neighbour that later becomes a mine is overwritten, so its count does not matter.)
#[inline]
pub(crate) fn add_mine(grid: Grid, key: &mut [i8], cell: usize) {
    key[cell] = KEY_MINE;
    grid.for_each_neighbour(cell, |n| {
        if key[n] != KEY_MINE {
            key[n] += 1;
        }
    });
}

/// Takes the mine off `cell` of a consistent key: the cell gets its neighbour count and its safe
/// neighbours count one mine fewer.
#[inline]
pub(crate) fn remove_mine(grid: Grid, key: &mut [i8], cell: usize) {
    let mut around = 0;
    grid.for_each_neighbour(cell, |n| {
        if key[n] == KEY_MINE {
            around += 1;
        } else {
            key[n] -= 1;
        }
    });
    key[cell] = around;
}
