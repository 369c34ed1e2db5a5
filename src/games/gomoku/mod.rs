//! Gomoku / n-in-a-row (seed 004). (being written: see the issue).

use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::record::Record;

/// Gomoku / n-in-a-row (seed 004).
#[derive(Clone, Debug, PartialEq)]
pub struct Gomoku {
    _private: (),
}

impl Gomoku {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "engine yet".into(),
            game: "gomoku".into(),
        })
    }

    /// Board width (columns).
    pub fn width(&self) -> usize {
        unimplemented!()
    }
    /// Board height (rows).
    pub fn height(&self) -> usize {
        unimplemented!()
    }
    /// Stones in a row needed to win.
    pub fn n_in_row(&self) -> usize {
        unimplemented!()
    }
    /// The stone on cell `row * width + col`: 0 empty, 1 first player, 2 second player.
    pub fn stone(&self, _cell: usize) -> u8 {
        unimplemented!()
    }
    /// The last move played, if any.
    pub fn last_move(&self) -> Option<usize> {
        unimplemented!()
    }
}

impl Game for Gomoku {
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
