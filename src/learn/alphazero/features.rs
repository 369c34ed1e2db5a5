//! What the net sees of a game: seed 004's four planes on the board, the board's size and
//! options (recorded in weights files), and the board symmetries that augment training data.

use crate::any_game::{AnyGame, GameKind};
use crate::game::GameError;
use crate::games::gomoku::Gomoku;
use crate::games::symmetry::board_symmetries;
use crate::games::tictactoe::TicTacToe;
use crate::options::Options;
use std::collections::BTreeMap;

/// Input planes per position (seed 004: mine, theirs, last move, first player to move).
pub const PLANES: usize = 4;

/// A board game the `alphazero` learner can play: actions are cells, `height * width` of them.
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

/// Board options as game [`Options`].
fn to_options(board: &BTreeMap<String, String>) -> Options {
    let mut o = Options::new();
    for (k, v) in board {
        o.insert(k, v);
    }
    o
}
