//! What the net sees of a game: seed 004's four planes on the board, the board's size and
//! options (recorded in weights files), and the board symmetries that augment training data.
//!
//! The policy head has one output per cell. A game whose actions are cells (Tic-tac-toe,
//! Gomoku) reads action `a` at cell `a`; Connect Four, whose actions are columns, reads a
//! column at the cell its disc would land on ([`NetGame::policy_cell`]), and only its left-right
//! mirror is a symmetry (gravity rules out the others).

use crate::any_game::{AnyGame, GameKind};
use crate::game::{Action, GameError};
use crate::games::connect4::Connect4;
use crate::games::gomoku::Gomoku;
use crate::games::symmetry::board_symmetries;
use crate::games::tictactoe::TicTacToe;
use crate::options::Options;
use std::collections::BTreeMap;

/// Input planes per position (seed 004: mine, theirs, last move, first player to move).
pub const PLANES: usize = 4;

/// A board game the `alphazero` learner can play: each action is read at one cell of the
/// policy head's `height * width` outputs ([`NetGame::policy_cell`]).
pub trait NetGame: GameKind + Clone + Send + 'static {
    /// `(height, width)` of the board.
    fn board_size(&self) -> (usize, usize);

    /// Seed 004's [`PLANES`] planes, `PLANES * height * width` values (cell = action).
    fn net_planes(&self) -> Vec<f32>;

    /// The board options that a weights file must match (empty for Tic-tac-toe).
    fn board_options(&self) -> BTreeMap<String, String>;

    /// The game as an [`AnyGame`] (to play it against registry agents).
    fn into_any(self) -> AnyGame;

    /// A new game on the board that [`NetGame::board_options`] describes (as a weights file
    /// records it).
    ///
    /// # Errors
    /// `BadOption` for options that make no board.
    fn from_board_options(options: &BTreeMap<String, String>) -> Result<Self, GameError>;

    /// The board's symmetries (see [`board_symmetries`]), the identity first.
    fn symmetries(&self) -> Vec<Vec<usize>> {
        let (h, w) = self.board_size();
        board_symmetries(w, h)
    }

    /// The policy output (cell) that action `action` is read from; the default: the action is
    /// the cell.
    fn policy_cell(&self, action: Action) -> usize {
        action
    }

    /// Move probabilities over the actions (`num_actions()` long) as the policy head's targets:
    /// one value per cell, each action's at its [`NetGame::policy_cell`], 0 elsewhere.
    fn probs_over_cells(&self, per_action: &[f32]) -> Vec<f32> {
        let (h, w) = self.board_size();
        let mut cells = vec![0.0; h * w];
        for (a, &p) in per_action.iter().enumerate() {
            if let Some(slot) = cells.get_mut(self.policy_cell(a)) {
                *slot = p;
            }
        }
        cells
    }
}

#[cfg(feature = "tictactoe")]
impl NetGame for TicTacToe {
    fn board_size(&self) -> (usize, usize) {
        (3, 3)
    }

    fn net_planes(&self) -> Vec<f32> {
        self.planes()
    }

    fn board_options(&self) -> BTreeMap<String, String> {
        BTreeMap::new()
    }

    fn into_any(self) -> AnyGame {
        AnyGame::TicTacToe(self)
    }

    fn from_board_options(options: &BTreeMap<String, String>) -> Result<Self, GameError> {
        TicTacToe::from_options(to_options(options))
    }
}

#[cfg(feature = "gomoku")]
impl NetGame for Gomoku {
    fn board_size(&self) -> (usize, usize) {
        (self.height(), self.width())
    }

    fn net_planes(&self) -> Vec<f32> {
        self.planes()
    }

    fn board_options(&self) -> BTreeMap<String, String> {
        [
            ("width", self.width()),
            ("height", self.height()),
            ("nInRow", self.n_in_row()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
    }

    fn into_any(self) -> AnyGame {
        AnyGame::Gomoku(self)
    }

    fn from_board_options(options: &BTreeMap<String, String>) -> Result<Self, GameError> {
        Gomoku::from_options(to_options(options))
    }
}

#[cfg(feature = "connect4")]
impl NetGame for Connect4 {
    fn board_size(&self) -> (usize, usize) {
        (self.rows(), self.columns())
    }

    /// Seed 004's planes on Kaggle's board (row 0 at the top): the mover's discs, the other
    /// player's, the cell of the last disc, and all ones when the first player is to move.
    fn net_planes(&self) -> Vec<f32> {
        let (rows, cols) = (self.rows(), self.columns());
        let cells = rows * cols;
        let mut planes = vec![0.0f32; 4 * cells];
        let mine = self.mark_to_move();
        for cell in 0..cells {
            match self.mark_at(cell) {
                0 => {}
                m if m == mine => planes[cell] = 1.0,
                _ => planes[cells + cell] = 1.0,
            }
        }
        if let Some(col) = self.last_move() {
            let row = rows - self.height(col);
            planes[2 * cells + row * cols + col] = 1.0;
        }
        if mine == crate::games::connect4::FIRST {
            planes[3 * cells..].fill(1.0);
        }
        planes
    }

    fn board_options(&self) -> BTreeMap<String, String> {
        [
            ("columns", self.columns()),
            ("rows", self.rows()),
            ("inarow", self.inarow()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
    }

    fn into_any(self) -> AnyGame {
        AnyGame::Connect4(self)
    }

    fn from_board_options(options: &BTreeMap<String, String>) -> Result<Self, GameError> {
        Connect4::from_options(to_options(options))
    }

    /// The identity and the left-right mirror.
    fn symmetries(&self) -> Vec<Vec<usize>> {
        let (rows, cols) = (self.rows(), self.columns());
        let identity: Vec<usize> = (0..rows * cols).collect();
        let mirror = (0..rows * cols)
            .map(|cell| cell - cell % cols + (cols - 1 - cell % cols))
            .collect();
        vec![identity, mirror]
    }

    /// The cell a disc dropped in column `action` lands on (the column's top cell when it is
    /// full, which is never legal to play).
    fn policy_cell(&self, action: Action) -> usize {
        let row = self.rows().saturating_sub(self.height(action) + 1);
        row * self.columns() + action
    }
}

/// Board options as game [`Options`].
fn to_options(board: &BTreeMap<String, String>) -> Options {
    let mut o = Options::new();
    for (k, v) in board {
        o.insert(k, v);
    }
    o
}
