//! Line queries: runs of one player's stones through a cell, the fast win test, the winning line.
//!
//! All of them walk outwards from one cell and never allocate (except [`Gomoku::win_line`],
//! which returns the cells), so search can call them in its inner loops.

use super::{Gomoku, WORDS};

/// The four line directions as `(row step, column step)`: index 0 across (left to right),
/// 1 down, 2 the diagonal down-right, 3 the diagonal down-left.
pub const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

impl Gomoku {
    /// The `(row, column)` of `cell`, as signed numbers for stepping along a line.
    #[inline]
    fn row_col(&self, cell: usize) -> (isize, isize) {
        let w = self.width();
        ((cell / w) as isize, (cell % w) as isize)
    }

    /// Walks from `(row, col)` (not counted) one way along `(dr, dc)` over stones coded `code`;
    /// returns how many it passed and whether the cell just past them is on the board and empty.
    #[inline]
    fn ray(&self, (row, col): (isize, isize), (dr, dc): (isize, isize), code: u8) -> (usize, bool) {
        let (w, h) = (self.width() as isize, self.height() as isize);
        let (mut r, mut c) = (row + dr, col + dc);
        let mut count = 0;
        while r >= 0 && r < h && c >= 0 && c < w {
            let s = self.code_at((r * w + c) as usize);
            if s != code {
                return (count, s == 0);
            }
            count += 1;
            r += dr;
            c += dc;
        }
        (count, false)
    }

    /// The run through `at` along `(dr, dc)` of stones coded `code`, `at` counted as one of them:
    /// `(length, open_ends)` as [`Gomoku::run_through`] returns it.
    #[inline]
    fn run_at(&self, at: (isize, isize), (dr, dc): (isize, isize), code: u8) -> (usize, usize) {
        let (fwd, fwd_open) = self.ray(at, (dr, dc), code);
        let (back, back_open) = self.ray(at, (-dr, -dc), code);
        (
            1 + fwd + back,
            usize::from(fwd_open) + usize::from(back_open),
        )
    }

    /// The run of `player`'s stones (0 = first, 1 = second) through `cell` along direction
    /// `dir` (an index into [`DIRECTIONS`]), counting `cell` itself as `player`'s stone whatever
    /// is on it. Returns `(length, open_ends)`: `open_ends` (0..=2) counts the ends of the run
    /// whose next cell is on the board and empty. E.g. `(4, 2)` is an open four, `(3, 2)` an
    /// open three. Off-board cells or directions give `(0, 0)`.
    #[inline]
    pub fn run_through(&self, cell: usize, dir: usize, player: usize) -> (usize, usize) {
        if cell >= self.cells() || dir >= DIRECTIONS.len() || player > 1 {
            return (0, 0);
        }
        self.run_at(self.row_col(cell), DIRECTIONS[dir], player as u8 + 1)
    }

    /// Whether a stone of `player` (0 or 1) on `cell` would make `nInRow` or more in a row —
    /// asked of a hypothetical stone: the board is not changed and `cell` need not be empty.
    ///
    /// Search calls it after every move, so it works on cell indices: the room to each edge is
    /// found once, then each line is walked by index steps, testing only `player`'s bit set and
    /// stopping once `nInRow - 1` more stones are found.
    #[inline]
    pub fn would_win(&self, cell: usize, player: usize) -> bool {
        if cell >= self.cells() || player > 1 {
            return false;
        }
        let (w, h) = (self.width(), self.height());
        let (r, c) = (cell / w, cell % w);
        let (left, right, up, down) = (c, w - 1 - c, r, h - 1 - r);
        // Each line as (index step, room forwards, room backwards).
        let lines = [
            (1, right, left),
            (w, down, up),
            (w + 1, down.min(right), up.min(left)),
            (w - 1, down.min(left), up.min(right)),
        ];
        let need = self.n_in_row() - 1;
        let mine = &self.stones[player];
        lines.iter().any(|&(step, fwd, back)| {
            let ahead = stones_along(mine, cell, step, fwd.min(need), true);
            ahead + stones_along(mine, cell, step, back.min(need - ahead), false) >= need
        })
    }

    /// The cells of the winning line(s) once the game is won, ascending: every run of `nInRow`
    /// or more through the winning stone (an overline whole; two lines if one stone made two).
    pub fn win_line(&self) -> Option<Vec<usize>> {
        self.winner()?;
        let last = self.last_move()?;
        let player = usize::from(self.code_at(last)) - 1;
        let w = self.width() as isize;
        let mut cells = vec![last];
        for (dir, &(dr, dc)) in DIRECTIONS.iter().enumerate() {
            if self.run_through(last, dir, player).0 < self.n_in_row() {
                continue;
            }
            let code = player as u8 + 1;
            let (r, c) = self.row_col(last);
            for (sr, sc) in [(dr, dc), (-dr, -dc)] {
                let (k, _) = self.ray((r, c), (sr, sc), code);
                cells.extend((1..=k as isize).map(|i| ((r + i * sr) * w + c + i * sc) as usize));
            }
        }
        cells.sort_unstable();
        Some(cells)
    }
}

/// How many cells in a row from `cell` (not counted), `step` apart, forwards (`cell + step`, ...)
/// or backwards, hold a stone of bit set `bits`; looks at most `max` cells.
#[inline]
fn stones_along(
    bits: &[u64; WORDS],
    cell: usize,
    step: usize,
    max: usize,
    forwards: bool,
) -> usize {
    let mut at = cell;
    for count in 0..max {
        at = if forwards { at + step } else { at - step };
        if (bits[at / 64] >> (at % 64)) & 1 == 0 {
            return count;
        }
    }
    max
}
