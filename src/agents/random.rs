//! The random agent: uniform over the legal actions, from its own seeded stream.

use super::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::rng::Rng;

/// Picks uniformly among the legal actions.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Rng,
    legal: Vec<Action>,
}

impl RandomAgent {
    /// A random agent whose choices are fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: Rng::new(seed),
            legal: Vec::new(),
        }
    }

    /// Builds from options: `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        options.finish("the random agent")?;
        Ok(RandomAgent::new(seed))
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn act(&mut self, game: &G) -> Result<Action, GameError> {
        game.legal_actions_into(&mut self.legal);
        self.rng
            .choose(&self.legal)
            .copied()
            .ok_or(GameError::GameOver)
    }
}
