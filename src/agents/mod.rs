//! Agents: the [`Agent`] trait, the ones written once over [`Game`] (random, MCTS) and the
//! game-specific ones beside them.
//!
//! An agent never changes the game it is shown; it may keep its own state (a random stream, a
//! search tree) between moves. Every agent is seeded through its `seed` option.

use crate::game::{Action, Game, GameError};
use crate::record::Record;

pub mod connect4;
pub mod mcts;
pub mod minesweeper;
pub mod minimax;
pub mod negamax;
pub mod puyo;
pub mod random;

/// Something that chooses moves in a game of type `G`. Agents are `Send`, so a trainer or a
/// worker thread can own them.
pub trait Agent<G: Game>: Send {
    /// The action to play in `game` (which is not changed).
    ///
    /// # Errors
    /// `GameOver` when `game` has ended; `WrongGame` from adapters given another game.
    fn act(&mut self, game: &G) -> Result<Action, GameError>;

    /// What the agent "sees" in `game` (mine probabilities, visit counts, a planned chain), if it
    /// can say. The default says nothing.
    ///
    /// # Errors
    /// As [`Agent::act`].
    fn explain(&mut self, _game: &G) -> Result<Option<Record>, GameError> {
        Ok(None)
    }

    /// Whether it can play `game` at all, said at once without searching: a net trained for
    /// another board cannot. The default plays every position of its game.
    ///
    /// # Errors
    /// What [`Agent::act`] would answer for that reason (a `BadOption` naming both boards);
    /// `WrongGame` from adapters given another game.
    fn check(&mut self, _game: &G) -> Result<(), GameError> {
        Ok(())
    }
}

impl<G: Game> Agent<G> for Box<dyn Agent<G>> {
    fn act(&mut self, game: &G) -> Result<Action, GameError> {
        (**self).act(game)
    }

    fn explain(&mut self, game: &G) -> Result<Option<Record>, GameError> {
        (**self).explain(game)
    }

    fn check(&mut self, game: &G) -> Result<(), GameError> {
        (**self).check(game)
    }
}
