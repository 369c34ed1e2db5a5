//! Connect Four's own agents, after Kaggle Learn's "Intro to Game AI": a one-step lookahead
//! ([`OneStep`]) and the window-counting [`heuristic`] that it and the generic
//! [`Negamax`] search judge positions by ([`WindowHeuristic`]).
//! Both work for any `columns`, `rows` and `inarow`.

pub mod heuristic;
mod onestep;
#[cfg(test)]
mod tests;

pub use onestep::OneStep;

use crate::agents::negamax::{Heuristic, Negamax};
use crate::game::{Action, GameError};
use crate::games::connect4::Connect4;
use crate::options::Options;

/// [`heuristic::score`] as the negamax search's leaf score, with moves tried from the centre out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WindowHeuristic;

impl Heuristic<Connect4> for WindowHeuristic {
    fn score(&self, game: &Connect4, player: usize) -> i64 {
        heuristic::score(game, player)
    }

    fn order(&self, game: &Connect4, moves: &mut [Action]) {
        centre_first(game.columns(), moves);
    }
}

/// Sorts columns by their distance from the centre of `columns`, the left one first on a tie.
pub fn centre_first(columns: usize, moves: &mut [Action]) {
    moves.sort_by_key(|&c| ((2 * c).abs_diff(columns.saturating_sub(1)), c));
}

/// The `negamax` agent for Connect Four: options `depth` and `seed`.
///
/// # Errors
/// `BadOption` naming the bad or unknown option.
pub fn negamax_from_options(options: Options) -> Result<Negamax<WindowHeuristic>, GameError> {
    Negamax::from_options(WindowHeuristic, options)
}
