//! Builds chains on purpose (being written: see the issue).

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;

/// Builds chains on purpose (being written: see the issue).
#[derive(Clone, Debug)]
pub struct ChainBuilder {
    _private: (),
}

impl ChainBuilder {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "agent 'ChainBuilder' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: Game> Agent<G> for ChainBuilder {
    fn act(&mut self, _game: &G) -> Result<Action, GameError> {
        unimplemented!()
    }
}
