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
