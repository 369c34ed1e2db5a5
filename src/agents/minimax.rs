//! Perfect tic-tac-toe play by negamax.

/// Perfect play (being written: see the issue).
#[derive(Clone, Debug)]
pub struct Minimax {
    _private: (),
}

impl Minimax {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'Minimax' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for Minimax {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}
