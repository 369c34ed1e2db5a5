//! Gomoku / n-in-a-row (seed 004): any board from 3x3 to 19x19, `nInRow` stones in a row win.
//!
//! Cells are `row * width + col` with row 0 at the top. Player 0 ("player 1" in the seed, drawn
//! `X`, stone code 1) moves first; player 1 (`O`, stone code 2) answers; stones alternate. A move
//! that makes `nInRow` or MORE of the mover's stones in a line (across, down, or either diagonal)
//! wins; a full board without such a line is a draw. Wins are found by looking only through the
//! stone just played.
//!
//! The board is two bit sets (one per player, 6 words of 64 bits), so the state is about 100
//! bytes: cloning for search never allocates and listing the legal moves walks set bits.

mod lines;
mod options;
mod view;

pub(crate) mod state;
use crate::game::{Action, Game, GameError, Reason};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::rng::Rng;
use std::fmt;

pub use lines::DIRECTIONS;
pub use options::{OPTIONS, PRESETS};

/// The longest side a board may have.
pub const MAX_SIDE: usize = 19;
/// The smallest side a board may have.
pub const MIN_SIDE: usize = 3;
/// The most cells a board may have (19 x 19).
pub const MAX_CELLS: usize = MAX_SIDE * MAX_SIDE;
/// 64-bit words in each player's bit set.
const WORDS: usize = MAX_CELLS.div_ceil(64);

/// Stone code of the first player (player 0, `X`).
pub const FIRST: u8 = 1;
/// Stone code of the second player (player 1, `O`).
pub const SECOND: u8 = 2;

/// `result` value of a finished game without a winner.
const DRAW: u8 = 2;

/// A Gomoku / n-in-a-row position.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Gomoku {
    width: u8,
    height: u8,
    n_in_row: u8,
    /// `stones[p]` has bit `c % 64` of word `c / 64` set when player `p` has a stone on cell `c`.
    stones: [[u64; WORDS]; 2],
    moves: u16,
    last_move: Option<u16>,
    /// `Some(0 | 1)` a win by that player, `Some(DRAW)` a draw, `None` still playing.
    result: Option<u8>,
}

impl Gomoku {
    /// An empty `width` x `height` board where `n_in_row` in a row wins; the first player moves.
    ///
    /// # Errors
    /// `BadOption` when a side is outside 3..=19, or `n_in_row` is below 3 or longer than both sides.
    pub fn new(width: usize, height: usize, n_in_row: usize) -> Result<Self, GameError> {
        options::check_size(width, height, n_in_row)?;
        let mut game = Gomoku {
            width: width as u8,
            height: height as u8,
            n_in_row: n_in_row as u8,
            stones: [[0; WORDS]; 2],
            moves: 0,
            last_move: None,
            result: None,
        };
        game.clear();
        Ok(game)
    }

    /// Builds from options: `preset` (`6x6` = 6x6/4, `8x8` = 8x8/5 the default, `15x15` = 15x15/5),
    /// then `width`, `height` (3..=19) and `nInRow`, each of which overrides the preset.
    ///
    /// # Errors
    /// `BadOption` for a bad value, a line that cannot fit, or an unknown option.
    pub fn from_options(options: Options) -> Result<Self, GameError> {
        let (width, height, n_in_row) = options::read(options)?;
        Gomoku::new(width, height, n_in_row)
    }

    /// Board width (columns).
    pub fn width(&self) -> usize {
        usize::from(self.width)
    }

    /// Board height (rows).
    pub fn height(&self) -> usize {
        usize::from(self.height)
    }

    /// Stones in a row needed to win.
    pub fn n_in_row(&self) -> usize {
        usize::from(self.n_in_row)
    }

    /// Number of cells, `width * height` (also `num_actions()`).
    pub fn cells(&self) -> usize {
        self.width() * self.height()
    }

    /// The stone on cell `row * width + col`: 0 empty, 1 first player, 2 second player
    /// (0 for a cell off the board).
    #[inline]
    pub fn stone(&self, cell: usize) -> u8 {
        if cell < self.cells() {
            self.code_at(cell)
        } else {
            0
        }
    }

    /// The stone code on an on-board `cell` (no range check beyond the arrays').
    #[inline]
    fn code_at(&self, cell: usize) -> u8 {
        let (w, b) = (cell / 64, cell % 64);
        ((self.stones[0][w] >> b) & 1 | ((self.stones[1][w] >> b) & 1) << 1) as u8
    }

    /// Whether `cell` is on the board and empty.
    #[inline]
    pub fn is_empty(&self, cell: usize) -> bool {
        cell < self.cells() && self.code_at(cell) == 0
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<usize> {
        self.last_move.map(usize::from)
    }

    /// How many stones are on the board.
    pub fn moves_played(&self) -> usize {
        usize::from(self.moves)
    }

    /// The player whose turn it is by the count of stones (0 or 1), also after the end.
    pub fn side_to_move(&self) -> usize {
        usize::from(self.moves % 2)
    }

    /// The winner (0 = first player, 1 = second), if the game was won.
    pub fn winner(&self) -> Option<usize> {
        self.result.filter(|&r| r < DRAW).map(usize::from)
    }

    /// Whether the game ended with a full board and no winner.
    pub fn is_draw(&self) -> bool {
        self.result == Some(DRAW)
    }

    /// Word `word` of the empty-cell bit set: bit `b` is set when cell `64 * word + b` is on the
    /// board and empty. Words run `0..cells().div_ceil(64)`.
    #[inline]
    pub fn empty_word(&self, word: usize) -> u64 {
        let lo = word * 64;
        let cells = self.cells();
        if lo >= cells || word >= WORDS {
            return 0;
        }
        let on_board = if cells - lo >= 64 {
            u64::MAX
        } else {
            (1u64 << (cells - lo)) - 1
        };
        !(self.stones[0][word] | self.stones[1][word]) & on_board
    }

    /// Player `player`'s stones (0 = first, 1 = second) as a bit set: bit `c % 64` of word
    /// `c / 64` is cell `c`.
    pub fn stone_bits(&self, player: usize) -> &[u64] {
        &self.stones[player.min(1)][..self.cells().div_ceil(64)]
    }

    /// Empties the board (sizes kept): the first player to move.
    fn clear(&mut self) {
        self.stones = [[0; WORDS]; 2];
        self.moves = 0;
        self.last_move = None;
        self.result = None;
    }
}

impl fmt::Debug for Gomoku {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Gomoku {}x{}/{} after {} moves, last {:?}, result {:?}\n{}",
            self.width,
            self.height,
            self.n_in_row,
            self.moves,
            self.last_move,
            self.result,
            self.render()
        )
    }
}

impl Game for Gomoku {
    fn num_actions(&self) -> usize {
        self.cells()
    }

    fn num_players(&self) -> usize {
        2
    }

    fn current_player(&self) -> Option<usize> {
        match self.result {
            Some(_) => None,
            None => Some(self.side_to_move()),
        }
    }

    #[inline]
    fn is_legal(&self, action: Action) -> bool {
        self.result.is_none() && action < self.cells() && self.code_at(action) == 0
    }

    fn why_illegal(&self, action: Action) -> Reason {
        let (row, col) = (action / self.width(), action % self.width());
        let who = if self.stone(action) == FIRST {
            "X"
        } else {
            "O"
        };
        Reason::new(
            "stoneThere",
            format!(
                "cell {action} (row {row}, column {col}) already has an {who} stone; pick an empty cell"
            ),
        )
        .with("cell", action)
        .with("row", row)
        .with("col", col)
        .with("stone", who)
    }

    fn apply(&mut self, action: Action) -> Result<f64, GameError> {
        self.check_action(action)?;
        let mover = self.side_to_move();
        self.stones[mover][action / 64] |= 1u64 << (action % 64);
        self.moves += 1;
        self.last_move = Some(action as u16);
        if self.would_win(action, mover) {
            self.result = Some(mover as u8);
            return Ok(1.0);
        }
        if self.moves_played() == self.cells() {
            self.result = Some(DRAW);
        }
        Ok(0.0)
    }

    fn returns(&self) -> Vec<f64> {
        super::two_player_returns(self.winner())
    }

    fn observation(&self) -> Record {
        Record::new()
            .with("planes", Value::F32s(self.planes()))
            .with(
                "board",
                Value::I8s((0..self.cells()).map(|c| self.code_at(c) as i8).collect()),
            )
            .with("rows", Value::Int(self.height() as i64))
            .with("cols", Value::Int(self.width() as i64))
            .with("nInRow", Value::Int(self.n_in_row() as i64))
            .with("lastMove", Value::Int(self.last_move.map_or(-1, i64::from)))
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
            .with("player", Value::Int(self.side_to_move() as i64))
    }

    fn info(&self) -> Record {
        Record::new().with("winner", Value::Int(self.winner().map_or(-1, |w| w as i64)))
    }

    fn render(&self) -> String {
        view::render(self)
    }

    fn reset(&mut self, _seed: u64) {
        self.clear();
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.result.is_some() {
            return;
        }
        for w in 0..self.cells().div_ceil(64) {
            let mut bits = self.empty_word(w);
            while bits != 0 {
                out.push(w * 64 + bits.trailing_zeros() as usize);
                bits &= bits - 1;
            }
        }
    }

    /// Counts the empty cells (every stone fills one) and finds the chosen one in the bit
    /// sets, without listing them: the same pick and draws as the default.
    fn choose_legal(&self, rng: &mut Rng, _scratch: &mut Vec<Action>) -> Option<Action> {
        if self.result.is_some() {
            return None;
        }
        let empty = self.cells() - self.moves_played();
        if empty == 0 {
            return None;
        }
        let mut k = rng.below(empty);
        let last = self.cells().div_ceil(64) - 1;
        for w in 0..=last {
            let bits = self.empty_word(w);
            // The last word holds all the empty cells not yet passed: no need to count them.
            let here = if w == last {
                usize::MAX
            } else {
                bits.count_ones() as usize
            };
            if k < here {
                return Some(w * 64 + nth_set_bit(bits, k));
            }
            k -= here;
        }
        None
    }

    fn max_game_length(&self) -> Option<usize> {
        Some(self.cells())
    }

    fn return_bounds(&self) -> Option<(f64, f64)> {
        Some((-1.0, 1.0))
    }
}

/// The position of the `n`-th (from 0) set bit of `bits`, counting from bit 0; `n` must be below
/// `bits.count_ones()`.
///
/// Random playouts call this every move, so it has no data-dependent branches (they would be
/// mispredicted half the time): byte-wise bit counts and their running sums side by side in one
/// word (the "broadword" select of Vigna, *Broadword implementation of rank/select queries*,
/// 2008) find the byte holding the bit, then [`SELECT_IN_BYTE`] finds the bit in the byte.
#[inline]
fn nth_set_bit(bits: u64, n: usize) -> usize {
    debug_assert!(n < bits.count_ones() as usize);
    const ONES: u64 = 0x0101_0101_0101_0101;
    const TOPS: u64 = 0x8080_8080_8080_8080;
    let n = n as u64;
    // Byte i of `counts`: the set bits in byte i of `bits`.
    let mut counts = bits - ((bits >> 1) & 0x5555_5555_5555_5555);
    counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
    counts = (counts + (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    // Byte i of `running`: the set bits in bytes 0..=i (at most 64, so no byte overflows).
    let running = counts.wrapping_mul(ONES);
    // Byte i's top bit: whether byte i and those below hold at most `n` set bits (the running
    // sums only grow, so these are the bytes below the one holding the bit); n < 64 keeps
    // every byte's difference positive, so no borrow crosses bytes.
    let below = ((n * ONES) | TOPS).wrapping_sub(running) & TOPS;
    let byte = ((below >> 7).wrapping_mul(ONES) >> 56) as u32;
    // Set bits below that byte: the running sum of the byte before it (0 for byte 0).
    let before = ((running << 8) >> (8 * byte)) & 0xFF;
    let in_byte = ((bits >> (8 * byte)) & 0xFF) as usize;
    8 * byte as usize + usize::from(SELECT_IN_BYTE[in_byte][(n - before) as usize])
}

/// `SELECT_IN_BYTE[b][k]`: the position of the `k`-th (from 0) set bit of byte `b` (0 past the
/// last).
static SELECT_IN_BYTE: [[u8; 8]; 256] = select_in_byte_table();

/// Builds [`SELECT_IN_BYTE`].
const fn select_in_byte_table() -> [[u8; 8]; 256] {
    let mut table = [[0u8; 8]; 256];
    let mut b = 0;
    while b < 256 {
        let (mut bit, mut k) = (0, 0);
        while bit < 8 {
            if b & (1 << bit) != 0 {
                table[b][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        b += 1;
    }
    table
}

#[cfg(test)]
mod tests;
