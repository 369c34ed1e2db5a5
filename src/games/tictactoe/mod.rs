//! Tic-tac-toe as seed 002 plays it: X (player 0) moves first, cells `3 * row + col`,
//! board codes 0 empty, 1 O, -1 X, and the seed's `| X | O |   |` picture.

mod features;
pub(crate) mod state;
use crate::game::{Action, Game, GameError, Reason};
use crate::options::{OptionSpec, Options};
use crate::record::{Record, Value};

/// Tic-tac-toe's options, as the catalogue publishes them: none.
pub const OPTIONS: &[OptionSpec] = &[];

/// The 8 lines of three.
pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// Seed code of an X stone (player 0, moves first).
pub const X: i8 = -1;
/// Seed code of an O stone (player 1).
pub const O: i8 = 1;

/// A tic-tac-toe position.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TicTacToe {
    board: [i8; 9],
    moves: u8,
    last_move: Option<u8>,
    /// `Some(0 | 1)` a win, `Some(2)` a draw, `None` still playing.
    result: Option<u8>,
    win_line: Option<[usize; 3]>,
}

impl TicTacToe {
    /// An empty board, X to move.
    pub fn new() -> Self {
        TicTacToe::default()
    }

    /// Builds from options (tic-tac-toe takes none).
    ///
    /// # Errors
    /// `BadOption` for any option given.
    pub fn from_options(options: Options) -> Result<Self, GameError> {
        options.finish("tictactoe")?;
        Ok(TicTacToe::new())
    }

    /// The nine cells in seed codes (0 empty, 1 O, -1 X).
    pub fn board(&self) -> &[i8; 9] {
        &self.board
    }

    /// The winner (0 = X, 1 = O), if any.
    pub fn winner(&self) -> Option<usize> {
        self.result.filter(|&r| r < 2).map(usize::from)
    }

    /// The cells of the winning line, if any.
    pub fn win_line(&self) -> Option<[usize; 3]> {
        self.win_line
    }

    /// The code of the player to move (X = -1, O = 1).
    fn mover_code(&self) -> i8 {
        if self.moves.is_multiple_of(2) {
            X
        } else {
            O
        }
    }
}

impl Game for TicTacToe {
    fn num_actions(&self) -> usize {
        9
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
        self.result.is_none() && action < 9 && self.board[action] == 0
    }

    fn why_illegal(&self, action: Action) -> Reason {
        Reason::new("cellTaken", format!("cell {action} is already taken")).with("cell", action)
    }

    fn apply(&mut self, action: Action) -> Result<f64, GameError> {
        self.check_action(action)?;
        let me = self.mover_code();
        self.board[action] = me;
        self.moves += 1;
        self.last_move = Some(action as u8);
        if let Some(line) = LINES
            .iter()
            .find(|l| l.contains(&action) && l.iter().all(|&c| self.board[c] == me))
        {
            self.win_line = Some(*line);
            self.result = Some(if me == X { 0 } else { 1 });
            return Ok(1.0);
        }
        if self.moves == 9 {
            self.result = Some(2);
        }
        Ok(0.0)
    }

    fn returns(&self) -> Vec<f64> {
        // (result 2 is a draw)
        super::two_player_returns(self.result.filter(|&r| r < 2).map(usize::from))
    }

    fn observation(&self) -> Record {
        Record::new()
            .with("board", Value::I8s(self.board.to_vec()))
            .with("rows", Value::Int(3))
            .with("cols", Value::Int(3))
            .with("player", Value::Int(i64::from(self.mover_code())))
            .with("lastMove", Value::Int(self.last_move.map_or(-1, i64::from)))
            .with(
                "winLine",
                Value::U32s(
                    self.win_line
                        .map_or(Vec::new(), |l| l.iter().map(|&c| c as u32).collect()),
                ),
            )
    }

    fn info(&self) -> Record {
        Record::new().with("winner", Value::Int(self.winner().map_or(-1, |w| w as i64)))
    }

    fn render(&self) -> String {
        let mut out = String::new();
        for row in self.board.chunks(3) {
            let cells: Vec<&str> = row
                .iter()
                .map(|&c| match c {
                    X => "X",
                    O => "O",
                    _ => " ",
                })
                .collect();
            out.push_str(&format!("| {} |\n", cells.join(" | ")));
        }
        out
    }

    fn reset(&mut self, _seed: u64) {
        *self = TicTacToe::new();
    }

    fn max_game_length(&self) -> Option<usize> {
        Some(9)
    }

    fn return_bounds(&self) -> Option<(f64, f64)> {
        Some((-1.0, 1.0))
    }
}

#[cfg(test)]
mod tests;
