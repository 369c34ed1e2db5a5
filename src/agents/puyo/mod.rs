//! Puyo agents: greedy one-ply and the chain builder.

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
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'Greedy' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for Greedy {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}

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
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'ChainBuilder' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for ChainBuilder {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}
