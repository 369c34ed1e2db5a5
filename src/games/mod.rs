//! The games (the four seed games and Connect Four), one folder each: rules in `mod.rs`, helpers and tests beside them;
//! [`symmetry`] holds the board symmetries the learners share, `snapshot` the helpers each
//! game's `state.rs` uses to rebuild itself from [`crate::state`]'s text.

pub mod connect4;
pub mod gomoku;
pub mod minesweeper;
pub mod puyo;
pub(crate) mod snapshot;
pub mod symmetry;
pub mod tictactoe;

/// The returns of a two-player zero-sum game: +1 for the `winner` (player 0 or 1) and -1 for the
/// other, 0 each when there is none (a draw, or a game still going on).
pub fn two_player_returns(winner: Option<usize>) -> Vec<f64> {
    match winner {
        Some(0) => vec![1.0, -1.0],
        Some(_) => vec![-1.0, 1.0],
        None => vec![0.0, 0.0],
    }
}
