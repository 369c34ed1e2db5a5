//! Monte Carlo tree search written once over the Game trait: seed 004's pure MCTS and the strong `mcts`.

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
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'PureMcts' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for PureMcts {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}

/// The strong MCTS (being written: see the issue).
#[derive(Clone, Debug)]
pub struct Mcts {
    _private: (),
}

impl Mcts {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'Mcts' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for Mcts {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}
