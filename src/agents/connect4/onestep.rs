//! Kaggle Learn's one-step lookahead: try every column, score the position each leaves with the
//! window [`heuristic`](super::heuristic), play the best. A move that wins scores highest; one
//! that leaves the opponent a win next move scores lowest, so a threat gets blocked. Ties are
//! broken by a seeded random pick.

use super::heuristic;
use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::connect4::Connect4;
use crate::options::Options;
use crate::rng::Rng;

/// Plays the column whose resulting position scores best for it, one move ahead.
#[derive(Clone, Debug)]
pub struct OneStep {
    rng: Rng,
}

impl OneStep {
    /// A one-step agent whose choice among equally scored columns is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        OneStep {
            rng: Rng::new(seed),
        }
    }

    /// Builds from options: `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        options.finish("the onestep agent")?;
        Ok(OneStep::new(seed))
    }

    /// For each column, the score for the player to move of the position after dropping a disc
    /// there (`None` for a full column, or every column once the game is over).
    pub fn move_scores(game: &Connect4) -> Vec<Option<i64>> {
        let Some(me) = game.current_player() else {
            return vec![None; game.columns()];
        };
        (0..game.columns())
            .map(|col| {
                let mut child = game.clone();
                child.apply(col).ok()?;
                Some(heuristic::score(&child, me))
            })
            .collect()
    }

    /// The columns of the best score, ascending (empty once the game is over).
    pub fn best_moves(game: &Connect4) -> Vec<Action> {
        let scores = OneStep::move_scores(game);
        let best = scores.iter().flatten().copied().max();
        (0..scores.len())
            .filter(|&c| scores[c].is_some() && scores[c] == best)
            .collect()
    }
}

impl Agent<Connect4> for OneStep {
    fn act(&mut self, game: &Connect4) -> Result<Action, GameError> {
        let best = OneStep::best_moves(game);
        if best.is_empty() {
            return Err(GameError::GameOver);
        }
        Ok(best[self.rng.below(best.len())])
    }
}
