//! The four seed games, one folder each: rules in `mod.rs`, helpers and tests beside them;
//! [`symmetry`] holds the board symmetries the learners share.

pub mod gomoku;
pub mod minesweeper;
pub mod puyo;
pub mod symmetry;
pub mod tictactoe;
