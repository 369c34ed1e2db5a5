//! A game's whole state as JSON text and back: the transport that hands a sandboxed agent its
//! copy of the game (`env.playerCopy(seed).exportState()` on the page, `importState(text)` in the
//! worker).
//!
//! Import trusts nothing: the text is parsed into plain fields and each game rebuilds its state
//! through its own rules and checks it (Minesweeper's numbers must match its mines, a Gomoku
//! board must be reachable by alternate moves, a Puyo board must have settled), so a bad or
//! altered text is a [`GameError`] naming what is wrong, never a panic and never an inconsistent
//! game.

use crate::any_game::AnyGame;
use crate::game::GameError;
use crate::games::snapshot::bad;
use crate::games::{connect4, gomoku, minesweeper, puyo, tictactoe};
use serde::{Deserialize, Serialize};

/// The format's name and version, written into every text.
pub const FORMAT: &str = "playground-state/1";

/// The text's top level: `{"format": ..., "game": id, "state": {...}}`.
#[derive(Serialize, Deserialize)]
struct Text {
    format: String,
    #[serde(flatten)]
    game: Snapshot,
}

/// One game's fields, tagged by its id.
#[derive(Serialize, Deserialize)]
#[serde(tag = "game", content = "state", rename_all = "lowercase")]
enum Snapshot {
    #[cfg(feature = "minesweeper")]
    Minesweeper(minesweeper::state::Snapshot),
    #[cfg(feature = "puyo")]
    Puyo(puyo::state::Snapshot),
    #[cfg(feature = "tictactoe")]
    Tictactoe(tictactoe::state::Snapshot),
    #[cfg(feature = "gomoku")]
    Gomoku(gomoku::state::Snapshot),
    #[cfg(feature = "connect4")]
    Connect4(connect4::state::Snapshot),
}

/// `game`'s whole state as JSON text (hidden parts included: export a determinized copy to
/// hand it to an agent).
pub fn export(game: &AnyGame) -> String {
    let game = match game {
        #[cfg(feature = "minesweeper")]
        AnyGame::Minesweeper(g) => Snapshot::Minesweeper(minesweeper::state::Snapshot::of(g)),
        #[cfg(feature = "puyo")]
        AnyGame::Puyo(g) => Snapshot::Puyo(puyo::state::Snapshot::of(g)),
        #[cfg(feature = "tictactoe")]
        AnyGame::TicTacToe(g) => Snapshot::Tictactoe(tictactoe::state::Snapshot::of(g)),
        #[cfg(feature = "gomoku")]
        AnyGame::Gomoku(g) => Snapshot::Gomoku(gomoku::state::Snapshot::of(g)),
        #[cfg(feature = "connect4")]
        AnyGame::Connect4(g) => Snapshot::Connect4(connect4::state::Snapshot::of(g)),
    };
    let text = Text {
        format: FORMAT.into(),
        game,
    };
    serde_json::to_string(&text).unwrap_or_default()
}

/// The game `text` (from [`export`]) describes, checked.
///
/// # Errors
/// `BadOption` (option "state") saying what is wrong: not JSON of this format, or a state the
/// game's rules cannot reach.
pub fn import(text: &str) -> Result<AnyGame, GameError> {
    let parsed: Text = serde_json::from_str(text).map_err(|e| {
        bad(format!(
            "this is not a game state made by exportState() ({e})"
        ))
    })?;
    if parsed.format != FORMAT {
        return Err(bad(format!(
            "the format is '{}', but this playground reads '{FORMAT}'",
            parsed.format.chars().take(40).collect::<String>()
        )));
    }
    Ok(match parsed.game {
        #[cfg(feature = "minesweeper")]
        Snapshot::Minesweeper(s) => AnyGame::Minesweeper(s.rebuild()?),
        #[cfg(feature = "puyo")]
        Snapshot::Puyo(s) => AnyGame::Puyo(s.rebuild()?),
        #[cfg(feature = "tictactoe")]
        Snapshot::Tictactoe(s) => AnyGame::TicTacToe(s.rebuild()?),
        #[cfg(feature = "gomoku")]
        Snapshot::Gomoku(s) => AnyGame::Gomoku(s.rebuild()?),
        #[cfg(feature = "connect4")]
        Snapshot::Connect4(s) => AnyGame::Connect4(s.rebuild()?),
    })
}

#[cfg(test)]
mod tests;
