//! Connect Four as Kaggle's ConnectX plays it: `columns` x `rows` (default 7 x 6), a move drops a
//! disc into a column (action = column index `0..columns`) and it falls to the lowest empty cell;
//! `inarow` (default 4) or more of the mover's discs in a line (across, down or either diagonal)
//! win; a full board without such a line is a draw. A full column is illegal.
//!
//! The board is Kaggle's `observation.board`: row-major, the top row first (cell
//! `row * columns + col`, row 0 at the top), 0 empty, 1 the first player's disc (player 0, mark 1,
//! who moves first as Kaggle's first agent does), 2 the second player's. Wins are found through
//! the disc just played only. Sides are 1 to [`MAX_SIDE`] (16), so the state is two fixed bit
//! sets and the columns played (four bits each), about 210 bytes: cloning for search never
//! allocates.

mod options;
pub mod random_games;
pub(crate) mod state;

use crate::game::{Action, Game, GameError, Reason};
use crate::options::Options;
use crate::record::{Record, Value};
use std::fmt;

pub use options::OPTIONS;

/// The longest side a board may have (columns or rows).
pub const MAX_SIDE: usize = 16;
/// The shortest side a board may have (and the smallest `inarow`).
pub const MIN_SIDE: usize = 1;
/// The most cells a board may have (16 x 16).
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// 64-bit words in each player's bit set.
const WORDS: usize = MAX_CELLS / 64;

/// Kaggle's mark of the first player (player 0).
pub const FIRST: u8 = 1;
/// Kaggle's mark of the second player (player 1).
pub const SECOND: u8 = 2;

/// `result` value of a finished game without a winner.
const DRAW: u8 = 2;

/// The four line directions as (row step, column step): across, down, and both diagonals.
pub const DIRECTIONS: [(isize, isize); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// A Connect Four position.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Connect4 {
    columns: u8,
    rows: u8,
    inarow: u8,
    /// `stones[p]` has bit `c % 64` of word `c / 64` set when player `p` has a disc on Kaggle's
    /// cell `c = row * columns + col` (row 0 at the top).
    stones: [[u64; WORDS]; 2],
    /// How many discs each column holds.
    heights: [u8; MAX_SIDE],
    /// The columns played, in order, two to a byte (move `i` in the low nibble of byte `i / 2`
    /// when `i` is even, the high one when odd).
    history: [u8; MAX_CELLS / 2],
    moves: u16,
    /// `Some(0 | 1)` a win by that player, `Some(DRAW)` a draw, `None` still playing.
    result: Option<u8>,
}

impl Connect4 {
    /// An empty board of `columns` x `rows` where `inarow` in a line wins; the first player moves.
    ///
    /// # Errors
    /// `BadOption` naming the field: a side or `inarow` outside 1..=16, or `inarow` longer than
    /// both sides.
    pub fn new(columns: usize, rows: usize, inarow: usize) -> Result<Self, GameError> {
        options::check_size(columns, rows, inarow)?;
        Ok(Connect4 {
            columns: columns as u8,
            rows: rows as u8,
            inarow: inarow as u8,
            stones: [[0; WORDS]; 2],
            heights: [0; MAX_SIDE],
            history: [0; MAX_CELLS / 2],
            moves: 0,
            result: None,
        })
    }

    /// The usual game: 7 columns, 6 rows, four in a row.
    pub fn standard() -> Self {
        Connect4::new(7, 6, 4).expect("7 x 6 with 4 in a row is a valid board")
    }

    /// Builds from options `columns`, `rows`, `inarow` (defaults 7, 6, 4).
    ///
    /// # Errors
    /// `BadOption` naming the bad or unknown option.
    pub fn from_options(options: Options) -> Result<Self, GameError> {
        let (columns, rows, inarow) = options::read(options)?;
        Connect4::new(columns, rows, inarow)
    }

    /// How many columns the board has.
    pub fn columns(&self) -> usize {
        usize::from(self.columns)
    }

    /// How many rows the board has.
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// How many discs in a line win.
    pub fn inarow(&self) -> usize {
        usize::from(self.inarow)
    }

    /// Kaggle's board, row-major with the top row first: 0 empty, 1 first player, 2 second.
    pub fn board(&self) -> Vec<u8> {
        (0..self.columns() * self.rows())
            .map(|c| self.mark_at(c))
            .collect()
    }

    /// Kaggle's mark on cell `cell` (`row * columns + col`): 0 empty, 1 or 2.
    pub fn mark_at(&self, cell: usize) -> u8 {
        if cell >= MAX_CELLS {
            0
        } else if self.has_disc(0, cell) {
            FIRST
        } else if self.has_disc(1, cell) {
            SECOND
        } else {
            0
        }
    }

    /// Whether `player` has a disc on `cell` (in range).
    fn has_disc(&self, player: usize, cell: usize) -> bool {
        (self.stones[player][cell / 64] >> (cell % 64)) & 1 == 1
    }

    /// The columns played so far, in order.
    pub fn history(&self) -> Vec<usize> {
        (0..usize::from(self.moves))
            .map(|i| usize::from((self.history[i / 2] >> (4 * (i % 2))) & 0xf))
            .collect()
    }

    /// How many discs column `col` holds (0 for a column off the board).
    pub fn height(&self, col: usize) -> usize {
        self.heights.get(col).map_or(0, |&h| usize::from(h))
    }

    /// The column played last, if any.
    pub fn last_move(&self) -> Option<usize> {
        let i = usize::from(self.moves).checked_sub(1)?;
        Some(usize::from((self.history[i / 2] >> (4 * (i % 2))) & 0xf))
    }

    /// The winner (0 = first player, 1 = second), if any.
    pub fn winner(&self) -> Option<usize> {
        self.result.filter(|&r| r < DRAW).map(usize::from)
    }

    /// Kaggle's mark (1 or 2) of the player to move, or of who would move next once over.
    pub fn mark_to_move(&self) -> u8 {
        if self.moves.is_multiple_of(2) {
            FIRST
        } else {
            SECOND
        }
    }

    /// The cell (`row * columns + col`) of the disc played last, if any.
    pub fn last_cell(&self) -> Option<usize> {
        let col = self.last_move()?;
        Some((self.rows() - self.height(col)) * self.columns() + col)
    }

    /// The cells of the winning line(s) once the game is won, ascending: every run of `inarow` or
    /// more through the disc played last (a longer run whole; two lines if one disc made two).
    pub fn win_line(&self) -> Option<Vec<usize>> {
        self.winner()?;
        let last = self.last_cell()?;
        let player = self.winner()?;
        let cols = self.columns();
        let (row, col) = (last / cols, last % cols);
        let mut cells = vec![last];
        for &(dr, dc) in &DIRECTIONS {
            let (ahead, behind) = (
                self.run(row, col, dr, dc, player),
                self.run(row, col, -dr, -dc, player),
            );
            if 1 + ahead + behind < self.inarow() {
                continue;
            }
            for (k, sr, sc) in [(ahead, dr, dc), (behind, -dr, -dc)] {
                cells.extend((1..=k as isize).map(|i| {
                    ((row as isize + i * sr) * cols as isize + col as isize + i * sc) as usize
                }));
            }
        }
        cells.sort_unstable();
        Some(cells)
    }

    /// Whether `player`'s disc on (`row`, `col`) makes `inarow` or more in some line.
    fn makes_line(&self, row: usize, col: usize, player: usize) -> bool {
        let need = self.inarow();
        DIRECTIONS.iter().any(|&(dr, dc)| {
            1 + self.run(row, col, dr, dc, player) + self.run(row, col, -dr, -dc, player) >= need
        })
    }

    /// How many discs of `player` follow (`row`, `col`) in direction (`dr`, `dc`), not counting
    /// it.
    fn run(&self, row: usize, col: usize, dr: isize, dc: isize, player: usize) -> usize {
        let (rows, cols) = (self.rows() as isize, self.columns() as isize);
        let (mut r, mut c) = (row as isize + dr, col as isize + dc);
        let mut count = 0;
        while (0..rows).contains(&r)
            && (0..cols).contains(&c)
            && self.has_disc(player, (r * cols + c) as usize)
        {
            count += 1;
            r += dr;
            c += dc;
        }
        count
    }
}

impl fmt::Debug for Connect4 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Connect4")
            .field("columns", &self.columns)
            .field("rows", &self.rows)
            .field("inarow", &self.inarow)
            .field("history", &self.history())
            .field("result", &self.result)
            .finish()
    }
}

impl Game for Connect4 {
    fn num_actions(&self) -> usize {
        self.columns()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn current_player(&self) -> Option<usize> {
        match self.result {
            Some(_) => None,
            None => Some(usize::from(self.moves % 2)),
        }
    }

    fn is_legal(&self, action: Action) -> bool {
        self.result.is_none() && action < self.columns() && self.heights[action] < self.rows
    }

    fn why_illegal(&self, action: Action) -> Reason {
        // `col` counts from 1, as the page's board and move names do (the action is the index).
        Reason::new(
            "columnFull",
            format!(
                "column {} (action {action}) is filled to the top: choose a column with room",
                action + 1
            ),
        )
        .with("col", action + 1)
    }

    fn apply(&mut self, action: Action) -> Result<f64, GameError> {
        self.check_action(action)?;
        let player = usize::from(self.moves % 2);
        let row = self.rows() - 1 - usize::from(self.heights[action]);
        let cell = row * self.columns() + action;
        self.stones[player][cell / 64] |= 1 << (cell % 64);
        self.heights[action] += 1;
        let i = usize::from(self.moves);
        self.history[i / 2] |= (action as u8) << (4 * (i % 2));
        self.moves += 1;
        if self.makes_line(row, action, player) {
            self.result = Some(player as u8);
            return Ok(1.0);
        }
        if usize::from(self.moves) == self.columns() * self.rows() {
            self.result = Some(DRAW);
        }
        Ok(0.0)
    }

    fn returns(&self) -> Vec<f64> {
        super::two_player_returns(self.result.filter(|&r| r != DRAW).map(usize::from))
    }

    fn observation(&self) -> Record {
        Record::new()
            .with("board", Value::U8s(self.board()))
            .with("rows", Value::Int(self.rows() as i64))
            .with("columns", Value::Int(self.columns() as i64))
            .with("inarow", Value::Int(self.inarow() as i64))
            .with("mark", Value::Int(i64::from(self.mark_to_move())))
            .with("step", Value::Int(i64::from(self.moves)))
            .with(
                "lastMove",
                Value::Int(self.last_move().map_or(-1, |c| c as i64)),
            )
            .with(
                "winLine",
                Value::U32s(
                    self.win_line()
                        .unwrap_or_default()
                        .into_iter()
                        .map(|c| c as u32)
                        .collect(),
                ),
            )
    }

    fn info(&self) -> Record {
        Record::new().with("winner", Value::Int(self.winner().map_or(-1, |w| w as i64)))
    }

    fn render(&self) -> String {
        let mut out = String::new();
        for row in self.board().chunks(self.columns()) {
            let cells: Vec<&str> = row
                .iter()
                .map(|&c| match c {
                    FIRST => "X",
                    SECOND => "O",
                    _ => " ",
                })
                .collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        let numbers: Vec<String> = (0..self.columns())
            .map(|c| format!("{:<3}", c % 10))
            .collect();
        out.push_str(&format!("  {}\n", numbers.join(" ").trim_end()));
        out
    }

    /// A new empty board of the same size (the game has no randomness: `seed` changes nothing).
    fn reset(&mut self, _seed: u64) {
        let (columns, rows, inarow) = (self.columns, self.rows, self.inarow);
        *self = Connect4 {
            columns,
            rows,
            inarow,
            stones: [[0; WORDS]; 2],
            heights: [0; MAX_SIDE],
            history: [0; MAX_CELLS / 2],
            moves: 0,
            result: None,
        };
    }

    fn max_game_length(&self) -> Option<usize> {
        Some(self.columns() * self.rows())
    }

    fn return_bounds(&self) -> Option<(f64, f64)> {
        Some((-1.0, 1.0))
    }
}

#[cfg(test)]
mod tests;
