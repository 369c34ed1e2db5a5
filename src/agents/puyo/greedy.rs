//! Highest immediate score (being written: see the issue).

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;

/// Highest immediate score (being written: see the issue).
#[derive(Clone, Debug)]
pub struct Greedy {
    _private: (),
}

impl Greedy {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "agent 'Greedy' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: Game> Agent<G> for Greedy {
    fn act(&mut self, _game: &G) -> Result<Action, GameError> {
        unimplemented!()
    }
}
