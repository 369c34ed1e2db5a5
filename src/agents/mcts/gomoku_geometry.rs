//! The geometry Gomoku's threat policy counts over: every line of the board cut into windows of
//! `nInRow` cells, which windows pass through each cell, each cell's neighbours, and what a
//! window is worth to a move. Built once per board size.

use crate::games::gomoku::DIRECTIONS;

/// Window score of a move that brings a window to `k` stones, indexed by `n - k` (0 = a win).
pub(super) const LADDER: [f32; 6] = [4096.0, 512.0, 64.0, 8.0, 2.0, 1.0];
/// How much blocking the opponent's window counts beside building one's own.
pub(super) const DEFENCE_WEIGHT: f32 = 0.8;

/// The board's lines cut into windows, for one board size (rebuilt when the size changes).
#[derive(Clone, Debug, Default)]
pub(super) struct Geometry {
    /// Board width.
    pub(super) width: usize,
    /// Board height.
    pub(super) height: usize,
    /// Stones in a row that win (the window length).
    pub(super) n: usize,
    /// `n` cells per window, window after window.
    pub(super) window_cells: Vec<u16>,
    /// The windows through cell `c` are `cell_windows[start[c]..start[c + 1]]`.
    pub(super) start: Vec<u32>,
    /// Window ids, cell after cell (see `start`).
    pub(super) cell_windows: Vec<u32>,
    /// The up-to-8 neighbours of cell `c` are `neighbours[nstart[c]..nstart[c + 1]]`.
    pub(super) nstart: Vec<u32>,
    /// Neighbour cells, cell after cell (see `nstart`).
    pub(super) neighbours: Vec<u16>,
    /// What a window holding `m` of the mover's stones and `t` of the opponent's adds to a move's
    /// quick score, at `m * (n + 1) + t`: attack (when `t == 0`) plus weighted defence (`m == 0`).
    pub(super) window_value: Vec<f32>,
}

impl Geometry {
    /// The windows, neighbours and window values of a `width` x `height` board, `n` in a row.
    pub(super) fn new(width: usize, height: usize, n: usize) -> Self {
        let cells = width * height;
        let mut window_cells = Vec::new();
        let mut per_cell: Vec<Vec<u32>> = vec![Vec::new(); cells];
        let (w, h, len) = (width as isize, height as isize, n as isize);
        for &(dr, dc) in DIRECTIONS.iter() {
            for r in 0..h {
                for c in 0..w {
                    let (er, ec) = (r + dr * (len - 1), c + dc * (len - 1));
                    if !(0..h).contains(&er) || !(0..w).contains(&ec) {
                        continue;
                    }
                    let id = (window_cells.len() / n) as u32;
                    for i in 0..len {
                        let cell = ((r + dr * i) * w + c + dc * i) as usize;
                        window_cells.push(cell as u16);
                        per_cell[cell].push(id);
                    }
                }
            }
        }
        let mut start = Vec::with_capacity(cells + 1);
        let mut cell_windows = Vec::new();
        for list in &per_cell {
            start.push(cell_windows.len() as u32);
            cell_windows.extend_from_slice(list);
        }
        start.push(cell_windows.len() as u32);
        let mut nstart = Vec::with_capacity(cells + 1);
        let mut neighbours = Vec::new();
        for cell in 0..cells as isize {
            nstart.push(neighbours.len() as u32);
            let (r, c) = (cell / w, cell % w);
            for dr in -1..=1 {
                for dc in -1..=1 {
                    let (nr, nc) = (r + dr, c + dc);
                    if (dr, dc) != (0, 0) && (0..h).contains(&nr) && (0..w).contains(&nc) {
                        neighbours.push((nr * w + nc) as u16);
                    }
                }
            }
        }
        nstart.push(neighbours.len() as u32);
        let ladder = |k: usize| LADDER[(n.saturating_sub(k + 1)).min(LADDER.len() - 1)];
        let mut window_value = vec![0.0f32; (n + 1) * (n + 1)];
        for m in 0..n {
            for t in 0..n {
                let attack = if t == 0 { ladder(m) } else { 0.0 };
                let defence = if m == 0 {
                    DEFENCE_WEIGHT * ladder(t)
                } else {
                    0.0
                };
                window_value[m * (n + 1) + t] = attack + defence;
            }
        }
        Geometry {
            width,
            height,
            n,
            window_cells,
            start,
            cell_windows,
            nstart,
            neighbours,
            window_value,
        }
    }

    /// The windows through `cell`.
    #[inline]
    pub(super) fn windows_of(&self, cell: usize) -> &[u32] {
        &self.cell_windows[self.start[cell] as usize..self.start[cell + 1] as usize]
    }

    /// The `n` cells of `window`.
    #[inline]
    pub(super) fn cells_of(&self, window: u32) -> &[u16] {
        let i = window as usize * self.n;
        &self.window_cells[i..i + self.n]
    }

    /// The up-to-8 cells touching `cell`.
    #[inline]
    pub(super) fn neighbours_of(&self, cell: usize) -> &[u16] {
        &self.neighbours[self.nstart[cell] as usize..self.nstart[cell + 1] as usize]
    }
}
