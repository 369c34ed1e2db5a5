//! Exact-probability solver (being written: see the issue).

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;

/// Exact-probability solver (being written: see the issue).
#[derive(Clone, Debug)]
pub struct Solver {
    _private: (),
}

impl Solver {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "agent 'Solver' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: Game> Agent<G> for Solver {
    fn act(&mut self, _game: &G) -> Result<Action, GameError> {
        unimplemented!()
    }
}
