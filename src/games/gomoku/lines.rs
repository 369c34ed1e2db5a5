//! Line queries: runs of one player's stones through a cell, the fast win test, the winning line.
//!
//! All of them walk outwards from one cell and never allocate (except [`Gomoku::win_line`],
//! which returns the cells), so search can call them in its inner loops.

use super::Gomoku;

/// The four line directions as `(row step, column step)`: index 0 across (left to right),
/// 1 down, 2 the diagonal down-right, 3 the diagonal down-left.
pub const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

impl Gomoku {
    /// Walks from `cell` (not counted) one way along `(dr, dc)` over stones coded `code`;
    /// returns how many it passed and whether the cell just past them is on the board and empty.
    #[inline]
    fn ray(&self, cell: usize, dr: isize, dc: isize, code: u8) -> (usize, bool) {
        let (w, h) = (self.width() as isize, self.height() as isize);
        let mut r = (cell / self.width()) as isize + dr;
        let mut c = (cell % self.width()) as isize + dc;
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
        let code = player as u8 + 1;
        let (dr, dc) = DIRECTIONS[dir];
        let (fwd, fwd_open) = self.ray(cell, dr, dc, code);
        let (back, back_open) = self.ray(cell, -dr, -dc, code);
        (
            1 + fwd + back,
            usize::from(fwd_open) + usize::from(back_open),
        )
    }

    /// Whether a stone of `player` (0 or 1) on `cell` would make `nInRow` or more in a row —
    /// asked of a hypothetical stone: the board is not changed and `cell` need not be empty.
    #[inline]
    pub fn would_win(&self, cell: usize, player: usize) -> bool {
        (0..DIRECTIONS.len()).any(|dir| self.run_through(cell, dir, player).0 >= self.n_in_row())
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
            for (sr, sc) in [(dr, dc), (-dr, -dc)] {
                let (k, _) = self.ray(last, sr, sc, code);
                let (r, c) = ((last as isize) / w, (last as isize) % w);
                cells.extend((1..=k as isize).map(|i| ((r + i * sr) * w + c + i * sc) as usize));
            }
        }
        cells.sort_unstable();
        Some(cells)
    }
}
