//! Connect Four's fields for [`crate::state`]: the size and the columns played, in order.

use super::Connect4;
use crate::game::{Game, GameError};
use crate::games::snapshot::bad;
use serde::{Deserialize, Serialize};

/// The size, `inarow` and the columns played (replayed through the rules on import, so gravity,
/// full columns and an early win are all checked).
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Snapshot {
    columns: usize,
    rows: usize,
    inarow: usize,
    moves: Vec<usize>,
}

impl Snapshot {
    /// The fields of `game`.
    pub fn of(game: &Connect4) -> Snapshot {
        Snapshot {
            columns: game.columns(),
            rows: game.rows(),
            inarow: game.inarow(),
            moves: game.history(),
        }
    }

    /// The game, replayed and checked.
    ///
    /// # Errors
    /// `BadOption` naming what is wrong.
    pub fn rebuild(self) -> Result<Connect4, GameError> {
        let mut game = Connect4::new(self.columns, self.rows, self.inarow)?;
        for (i, &col) in self.moves.iter().enumerate() {
            game.apply(col)
                .map_err(|e| bad(format!("move {i} (column {col}) cannot be played: {e}")))?;
        }
        Ok(game)
    }
}
