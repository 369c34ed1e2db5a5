//! Gomoku's fields for [`crate::state`]: the size, the board and the last move.

use super::Gomoku;
use crate::game::GameError;
use crate::games::snapshot::{bad, replay_board};
use serde::{Deserialize, Serialize};

/// The size, `nInRow`, the board (0 empty, 1 first player, 2 second) and the last move.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Snapshot {
    width: usize,
    height: usize,
    n_in_row: usize,
    board: Vec<u8>,
    last_move: Option<usize>,
}

impl Snapshot {
    /// The fields of `game`.
    pub fn of(game: &Gomoku) -> Snapshot {
        Snapshot {
            width: game.width(),
            height: game.height(),
            n_in_row: game.n_in_row(),
            board: (0..game.cells()).map(|c| game.stone(c)).collect(),
            last_move: game.last_move(),
        }
    }

    /// The game, replayed and checked.
    ///
    /// # Errors
    /// `BadOption` naming what is wrong.
    pub fn rebuild(self) -> Result<Gomoku, GameError> {
        let game = Gomoku::new(self.width, self.height, self.n_in_row)?;
        let owner = self
            .board
            .iter()
            .map(|&c| match c {
                0 => Ok(None),
                1 => Ok(Some(0)),
                2 => Ok(Some(1)),
                other => Err(bad(format!(
                    "board code {other} is not 0 (empty), 1 or 2 (a player's stone)"
                ))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        replay_board(game, &owner, self.last_move)
    }
}
