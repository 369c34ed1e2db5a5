//! Seed 004's reference UCT player (being written: see the issue).

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;

/// Seed 004's reference UCT player (being written: see the issue).
#[derive(Clone, Debug)]
pub struct PureMcts {
    _private: (),
}

impl PureMcts {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "agent 'PureMcts' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: Game> Agent<G> for PureMcts {
    fn act(&mut self, _game: &G) -> Result<Action, GameError> {
        unimplemented!()
    }
}
