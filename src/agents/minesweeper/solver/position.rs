//! The solver's view of a board: the player's codes and the board's size and mine total, the
//! one input that [`choice`](super::choice), [`endgame`](super::endgame) and
//! [`fifty`](super::fifty) all read.

use super::probability::{is_hidden, HIDDEN};

/// A board position: the player's view and its size.
#[derive(Clone, Copy, Debug)]
pub struct Position<'a> {
    /// Player codes, row-major.
    pub view: &'a [i8],
    /// Board height.
    pub rows: usize,
    /// Board width.
    pub cols: usize,
    /// Mines in all.
    pub mines: usize,
}

impl Position<'_> {
    /// Whether nothing has been revealed yet.
    pub fn untouched(&self) -> bool {
        self.view.iter().all(|&c| is_hidden(c))
    }

    /// Cells the player may reveal (hidden, not flagged).
    pub fn playable(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.view.len()).filter(|&i| self.view[i] == HIDDEN)
    }
}
