//! [`Board`]: the Puyo grid (row 0 on top), gravity and the search for groups that pop.
//!
//! Cells are a fixed `[u8; 78]` array (6 columns, up to 13 rows, row-major), so boards are `Copy`
//! and cheap to simulate on; groups are found with per-colour bit masks, without allocation.

/// Columns of every Puyo board.
pub const COLS: usize = 6;
/// Rows of the largest board (Tsu: 12 visible rows plus the hidden 13th row on top).
pub const MAX_ROWS: usize = 13;
/// Cells of the largest board.
pub const MAX_CELLS: usize = COLS * MAX_ROWS;
/// Largest colour code a board holds (colours are 1..=5; 0 is empty).
pub const MAX_COLOR: u8 = 5;

/// Every cell bit of the largest board.
const ALL_CELLS: u128 = (1u128 << MAX_CELLS) - 1;
/// Bits of column 0 (a left shift from column 5 must not wrap into it).
const COL0: u128 = col_mask(0);
/// Bits of column 5.
const COL5: u128 = col_mask(5);

/// The bits of column `col` over all 13 rows.
const fn col_mask(col: usize) -> u128 {
    let mut mask = 0u128;
    let mut row = 0;
    while row < MAX_ROWS {
        mask |= 1u128 << (row * COLS + col);
        row += 1;
    }
    mask
}

/// A Puyo grid: `rows()` x 6 cells, row 0 on top, 0 = empty, 1..=5 = colours.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    cells: [u8; MAX_CELLS],
    rows: u8,
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Board {}x{}", self.rows, COLS)?;
        for row in 0..self.rows() {
            let line: String = (0..COLS).map(|c| cell_char(self.get(row, c))).collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// The text picture of one cell: `.` empty, the colour's digit otherwise.
pub fn cell_char(colour: u8) -> char {
    match colour {
        0 => '.',
        c => char::from(b'0' + c.min(9)),
    }
}

/// The puyos that pop in one chain step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pops {
    /// Bit `row * 6 + col` set for each popping cell.
    pub mask: u128,
    /// How many puyos pop.
    pub count: u32,
    /// Bit `c` set when colour `c` pops.
    pub colours: u8,
    /// Sizes of the popping groups (the first `groups` entries).
    pub sizes: [u8; MAX_CELLS / 4],
    /// How many groups pop.
    pub groups: usize,
}

impl Pops {
    /// How many different colours pop.
    pub fn colour_count(&self) -> u32 {
        self.colours.count_ones()
    }

    /// The sizes of the popping groups.
    pub fn group_sizes(&self) -> &[u8] {
        &self.sizes[..self.groups]
    }
}

impl Board {
    /// An empty board of `rows` rows (1..=13).
    ///
    /// # Panics
    /// If `rows` is 0 or more than 13 (a caller bug, never user input).
    pub fn empty(rows: usize) -> Self {
        assert!((1..=MAX_ROWS).contains(&rows), "Board::empty({rows})");
        Board {
            cells: [0; MAX_CELLS],
            rows: rows as u8,
        }
    }

    /// A board from text lines, top row first: `.` empty, `1`..`5` colours (for tests and tools).
    ///
    /// Short boards are padded with empty rows on top; the board is not made to fall.
    ///
    /// # Panics
    /// On more than `rows` lines, a line that is not 6 characters, or another character.
    pub fn from_rows(rows: usize, lines: &[&str]) -> Self {
        let mut board = Board::empty(rows);
        assert!(lines.len() <= rows, "too many lines");
        let top = rows - lines.len();
        for (i, line) in lines.iter().enumerate() {
            assert_eq!(line.len(), COLS, "line '{line}' is not 6 cells");
            for (col, ch) in line.chars().enumerate() {
                let colour = match ch {
                    '.' => 0,
                    '1'..='5' => ch as u8 - b'0',
                    _ => panic!("bad cell '{ch}'"),
                };
                board.set(top + i, col, colour);
            }
        }
        board
    }

    /// How many rows the board has (12 under seed rules, 13 under Tsu rules).
    #[inline]
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// The colour at (`row`, `col`), 0 when empty.
    #[inline]
    pub fn get(&self, row: usize, col: usize) -> u8 {
        self.cells[row * COLS + col]
    }

    /// Sets the colour at (`row`, `col`).
    #[inline]
    pub fn set(&mut self, row: usize, col: usize, colour: u8) {
        self.cells[row * COLS + col] = colour;
    }

    /// The cells in use, row-major, row 0 on top.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.rows() * COLS]
    }

    /// How many puyos stand in column `col` (the board is settled: no gaps).
    #[inline]
    pub fn height(&self, col: usize) -> usize {
        let rows = self.rows();
        (0..rows)
            .find(|&r| self.cells[r * COLS + col] != 0)
            .map_or(0, |r| rows - r)
    }

    /// Whether no cell holds a puyo.
    pub fn is_empty(&self) -> bool {
        self.cells.iter().all(|&c| c == 0)
    }

    /// How many puyos are on the board.
    pub fn count(&self) -> usize {
        self.cells.iter().filter(|&&c| c != 0).count()
    }

    /// Drops one puyo of `colour` into column `col`; `None` when the column is full.
    pub fn drop_puyo(&mut self, col: usize, colour: u8) -> Option<usize> {
        let h = self.height(col);
        if h >= self.rows() {
            return None;
        }
        let row = self.rows() - 1 - h;
        self.set(row, col, colour);
        Some(row)
    }

    /// Gravity: every puyo falls straight down until it rests on the floor or another puyo.
    pub fn fall(&mut self) {
        let rows = self.rows();
        for col in 0..COLS {
            let mut target = rows;
            for row in (0..rows).rev() {
                let c = self.cells[row * COLS + col];
                if c != 0 {
                    target -= 1;
                    if target != row {
                        self.cells[target * COLS + col] = c;
                        self.cells[row * COLS + col] = 0;
                    }
                }
            }
        }
    }

    /// The groups of 4 or more same-coloured, 4-connected puyos among rows `first_row..`.
    ///
    /// Rows above `first_row` (Tsu's hidden row) neither pop nor connect.
    pub fn find_pops(&self, first_row: usize) -> Pops {
        let mut masks = [0u128; MAX_COLOR as usize + 1];
        for i in first_row * COLS..self.rows() * COLS {
            let c = self.cells[i];
            if c != 0 {
                masks[usize::from(c.min(MAX_COLOR))] |= 1u128 << i;
            }
        }
        let mut pops = Pops::default();
        for (colour, &all) in masks.iter().enumerate().skip(1) {
            if all.count_ones() < 4 {
                continue;
            }
            let mut rest = all;
            while rest != 0 {
                let group = grow(rest & rest.wrapping_neg(), all);
                rest &= !group;
                let size = group.count_ones();
                if size >= 4 {
                    pops.mask |= group;
                    pops.count += size;
                    pops.colours |= 1 << colour;
                    pops.sizes[pops.groups] = size as u8;
                    pops.groups += 1;
                }
            }
        }
        pops
    }

    /// The cells (bit `row * 6 + col`) of the same-coloured group holding (`row`, `col`),
    /// counting only rows `first_row..`; 0 when the cell is empty or above `first_row`.
    pub fn group_at(&self, row: usize, col: usize, first_row: usize) -> u128 {
        let colour = self.get(row, col);
        if colour == 0 || row < first_row {
            return 0;
        }
        let mut same = 0u128;
        for i in first_row * COLS..self.rows() * COLS {
            if self.cells[i] == colour {
                same |= 1u128 << i;
            }
        }
        grow(1u128 << (row * COLS + col), same)
    }

    /// Empties every cell whose bit is set in `mask`.
    pub fn erase(&mut self, mask: u128) {
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            self.cells[i] = 0;
            m &= m - 1;
        }
    }
}

/// The 4-connected component of `seed` within `within`.
#[inline]
fn grow(seed: u128, within: u128) -> u128 {
    let mut group = seed;
    loop {
        let next = (group
            | (group << COLS)
            | (group >> COLS)
            | ((group & !COL5) << 1)
            | ((group & !COL0) >> 1))
            & within
            & ALL_CELLS;
        if next == group {
            return group;
        }
        group = next;
    }
}
