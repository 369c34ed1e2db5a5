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
use crate::games::{gomoku, minesweeper, puyo, tictactoe};
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
    Minesweeper(minesweeper::state::Snapshot),
    Puyo(puyo::state::Snapshot),
    Tictactoe(tictactoe::state::Snapshot),
    Gomoku(gomoku::state::Snapshot),
}

/// `game`'s whole state as JSON text (hidden parts included: export a determinized copy to
/// hand it to an agent).
pub fn export(game: &AnyGame) -> String {
    let game = match game {
        AnyGame::Minesweeper(g) => Snapshot::Minesweeper(minesweeper::state::Snapshot::of(g)),
        AnyGame::Puyo(g) => Snapshot::Puyo(puyo::state::Snapshot::of(g)),
        AnyGame::TicTacToe(g) => Snapshot::Tictactoe(tictactoe::state::Snapshot::of(g)),
        AnyGame::Gomoku(g) => Snapshot::Gomoku(gomoku::state::Snapshot::of(g)),
    };
    let text = Text {
        format: FORMAT.into(),
        game,
    };
    serde_json::to_string(&text).unwrap_or_default()
}

/// A bad state text.
pub(crate) fn bad(reason: impl Into<String>) -> GameError {
    GameError::BadOption {
        option: "state".into(),
        reason: reason.into(),
    }
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
        Snapshot::Minesweeper(s) => AnyGame::Minesweeper(s.rebuild()?),
        Snapshot::Puyo(s) => AnyGame::Puyo(s.rebuild()?),
        Snapshot::Tictactoe(s) => AnyGame::TicTacToe(s.rebuild()?),
        Snapshot::Gomoku(s) => AnyGame::Gomoku(s.rebuild()?),
    })
}

/// A saved random stream, refusing the all-zero state.
pub(crate) fn rng_from(state: [u64; 4]) -> Result<crate::rng::Rng, GameError> {
    crate::rng::Rng::from_state(state)
        .ok_or_else(|| bad("the random state is all zeros, which no game can have"))
}

/// Rebuilds a two-player board game by playing its stones: `owner[c]` is the player (0 or 1)
/// with a stone on cell `c`, and `last` the cell played last. The other stones go down
/// alternately, first player first, so every rule check and win test of the game runs; a board
/// that cannot arise that way (wrong counts, a line finished before the last move, a stone
/// without a last move) is refused.
pub(crate) fn replay_board<G: crate::game::Game>(
    mut game: G,
    owner: &[Option<usize>],
    last: Option<usize>,
) -> Result<G, GameError> {
    if owner.len() != game.num_actions() {
        return Err(bad(format!(
            "the board has {} cells, but this board size has {}",
            owner.len(),
            game.num_actions()
        )));
    }
    let Some(last) = last else {
        if owner.iter().any(Option::is_some) {
            return Err(bad("the board has stones but no last move"));
        }
        return Ok(game);
    };
    let Some(Some(last_player)) = owner.get(last).copied() else {
        return Err(bad(format!(
            "the last move {last} is not a stone on the board"
        )));
    };
    let mut by: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    for (cell, p) in owner.iter().enumerate() {
        match p {
            Some(p @ 0..=1) if cell != last => by[*p].push(cell),
            _ => {}
        }
    }
    let expected_last = if by[0].len() == by[1].len() {
        0
    } else if by[0].len() == by[1].len() + 1 {
        1
    } else {
        return Err(bad(format!(
            "the first player has {} stones and the second {}: moves alternate, first player first",
            by[0].len() + usize::from(last_player == 0),
            by[1].len() + usize::from(last_player == 1)
        )));
    };
    if expected_last != last_player {
        return Err(bad(format!(
            "the last move {last} is not by the player whose turn it was: moves alternate, first player first"
        )));
    }
    let order = (0..by[0].len().max(by[1].len()))
        .flat_map(|i| [by[0].get(i), by[1].get(i)])
        .flatten();
    for &cell in order {
        if game.is_terminal() {
            break;
        }
        game.apply(cell).map_err(|e| bad(e.to_string()))?;
    }
    if game.is_terminal() {
        return Err(bad(
            "a line is complete before the last move: the game would have ended",
        ));
    }
    game.apply(last).map_err(|e| bad(e.to_string()))?;
    Ok(game)
}

/// A number written short for a message (never hundreds of digits).
pub(crate) fn short(value: f64) -> String {
    if value.is_finite() && value.abs() < 1e15 {
        format!("{value}")
    } else {
        format!("{value:e}")
    }
}

#[cfg(test)]
mod tests;
