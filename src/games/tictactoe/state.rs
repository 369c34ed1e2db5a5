//! Tic-tac-toe's fields for [`crate::state`]: the board and the last move.

use super::{TicTacToe, O, X};
use crate::game::GameError;
use crate::games::snapshot::{bad, replay_board};
use serde::{Deserialize, Serialize};

/// The board (seed codes: -1 X, 1 O, 0 empty) and the last move.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Snapshot {
    board: Vec<i8>,
    last_move: Option<usize>,
}

impl Snapshot {
    /// The fields of `game`.
    pub fn of(game: &TicTacToe) -> Snapshot {
        Snapshot {
            board: game.board.to_vec(),
            last_move: game.last_move.map(usize::from),
        }
    }

    /// The game, replayed and checked.
    ///
    /// # Errors
    /// `BadOption` naming what is wrong.
    pub fn rebuild(self) -> Result<TicTacToe, GameError> {
        let owner = self
            .board
            .iter()
            .map(|&c| match c {
                X => Ok(Some(0)),
                O => Ok(Some(1)),
                0 => Ok(None),
                other => Err(bad(format!(
                    "board code {other} is not -1 (X), 1 (O) or 0 (empty)"
                ))),
            })
            .collect::<Result<Vec<_>, _>>()?;
        replay_board(TicTacToe::new(), &owner, self.last_move)
    }
}
