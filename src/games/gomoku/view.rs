//! What Gomoku shows: seed 004's four observation planes and the text picture.
//!
//! Picture: a header of column numbers, then one line per row (row 0 at the top) starting with
//! the row number; each cell is `X` (first player), `O` (second player) or `.` (empty), in
//! columns 3 characters wide so the numbers line up on boards up to 19 wide. A last line says
//! whose turn it is or how the game ended. For example, 4x3/3 after moves 5, 0:
//!
//! ```text
//!     0  1  2  3
//!  0  O  .  .  .
//!  1  .  X  .  .
//!  2  .  .  .  .
//! X to move
//! ```

use super::{Gomoku, FIRST, SECOND};
use std::fmt::Write;

impl Gomoku {
    /// Seed 004's four planes, each `height * width` (row-major, row 0 at the TOP: unlike the
    /// seed we do not flip rows with `[:, ::-1, :]`, so plane cell `row * width + col` is action
    /// `row * width + col`): 0 the stones of the player to move, 1 the opponent's stones,
    /// 2 a single 1 on the last move, 3 all ones when the player to move is the first player.
    /// "The player to move" is [`Gomoku::side_to_move`] (after the end: who would move next).
    pub fn planes(&self) -> Vec<f32> {
        let cells = self.cells();
        let mut planes = vec![0.0f32; 4 * cells];
        let mine = self.side_to_move() as u8 + 1;
        for cell in 0..cells {
            let s = self.stone(cell);
            if s == mine {
                planes[cell] = 1.0;
            } else if s != 0 {
                planes[cells + cell] = 1.0;
            }
        }
        if let Some(last) = self.last_move() {
            planes[2 * cells + last] = 1.0;
        }
        if self.side_to_move() == 0 {
            planes[3 * cells..].fill(1.0);
        }
        planes
    }
}

/// The text picture described in the module documentation.
pub(super) fn render(game: &Gomoku) -> String {
    let (w, h) = (game.width(), game.height());
    let mut out = String::with_capacity((h + 2) * (3 * w + 4));
    out.push_str("  ");
    for col in 0..w {
        let _ = write!(out, " {col:>2}");
    }
    out.push('\n');
    for row in 0..h {
        let _ = write!(out, "{row:>2}");
        for col in 0..w {
            let mark = match game.stone(row * w + col) {
                FIRST => 'X',
                SECOND => 'O',
                _ => '.',
            };
            let _ = write!(out, "  {mark}");
        }
        out.push('\n');
    }
    out.push_str(match (game.winner(), game.is_draw(), game.side_to_move()) {
        (Some(0), _, _) => "X wins\n",
        (Some(_), _, _) => "O wins\n",
        (None, true, _) => "draw\n",
        (None, false, 0) => "X to move\n",
        _ => "O to move\n",
    });
    out
}
