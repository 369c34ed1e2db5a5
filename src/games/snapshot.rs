//! The helpers every game's `state.rs` shares to rebuild itself from a snapshot: the error a bad
//! state text gives, a saved random stream, a two-player board replayed stone by stone, and a
//! number written short for a message.
//!
//! They sit below the format: [`crate::state`] (the text, its version and the dispatch on the
//! game's id) imports each game's `state.rs`, and the games import only these helpers, never the
//! format.

use crate::game::{Game, GameError, Reason};
use crate::rng::Rng;

/// A bad state text.
pub(crate) fn bad(reason: impl Into<String>) -> GameError {
    GameError::BadOption {
        option: "state".into(),
        reason: Reason::bad_state(reason),
    }
}

/// A saved random stream, refusing the all-zero state.
pub(crate) fn rng_from(state: [u64; 4]) -> Result<Rng, GameError> {
    Rng::from_state(state)
        .ok_or_else(|| bad("the random state is all zeros, which no game can have"))
}

/// Rebuilds a two-player board game by playing its stones: `owner[c]` is the player (0 or 1)
/// with a stone on cell `c`, and `last` the cell played last. The other stones go down
/// alternately, first player first, so every rule check and win test of the game runs; a board
/// that cannot arise that way (wrong counts, a line finished before the last move, a stone
/// without a last move) is refused.
pub(crate) fn replay_board<G: Game>(
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
