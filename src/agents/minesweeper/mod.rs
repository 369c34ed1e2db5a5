//! Minesweeper agents: seed 003's heuristic and the exact-probability solver.

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
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'SeedHeuristic' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for SeedHeuristic {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}

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
    pub fn from_options(_options: crate::options::Options) -> Result<Self, crate::game::GameError> {
        Err(crate::game::GameError::NotSupported {
            what: "agent 'Solver' yet".into(),
            game: "this game".into(),
        })
    }
}

impl<G: crate::game::Game> crate::agents::Agent<G> for Solver {
    fn act(&mut self, _game: &G) -> Result<crate::game::Action, crate::game::GameError> {
        unimplemented!()
    }
}
