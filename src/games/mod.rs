//! The four seed games, one folder each: rules in `mod.rs`, helpers and tests beside them.

pub mod gomoku;
pub mod minesweeper;
pub mod puyo;
pub mod tictactoe;
