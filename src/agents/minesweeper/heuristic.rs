//! Seed 003's rules (being written: see the issue).

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;

/// Seed 003's rules (being written: see the issue).
#[derive(Clone, Debug)]
pub struct SeedHeuristic {
    _private: (),
}

impl SeedHeuristic {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "agent 'SeedHeuristic' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: Game> Agent<G> for SeedHeuristic {
    fn act(&mut self, _game: &G) -> Result<Action, GameError> {
        unimplemented!()
    }
}
