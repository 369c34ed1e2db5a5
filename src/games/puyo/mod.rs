//! Puyo Puyo, seed and Tsu rules (seed 001). (being written: see the issue).

use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::record::Record;

/// Puyo Puyo, seed and Tsu rules (seed 001).
#[derive(Clone, Debug, PartialEq)]
pub struct Puyo {
    _private: (),
}

impl Puyo {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "engine yet".into(),
            game: "puyo".into(),
        })
    }
}

impl Game for Puyo {
    fn num_actions(&self) -> usize {
        unimplemented!()
    }
    fn num_players(&self) -> usize {
        unimplemented!()
    }
    fn current_player(&self) -> Option<usize> {
        unimplemented!()
    }
    fn is_legal(&self, _action: Action) -> bool {
        unimplemented!()
    }
    fn apply(&mut self, _action: Action) -> Result<f64, GameError> {
        unimplemented!()
    }
    fn returns(&self) -> Vec<f64> {
        unimplemented!()
    }
    fn observation(&self) -> Record {
        unimplemented!()
    }
    fn render(&self) -> String {
        unimplemented!()
    }
    fn reset(&mut self, _seed: u64) {
        unimplemented!()
    }
}
