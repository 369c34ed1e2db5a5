//! Minesweeper (seeds 000 and 003). (being written: see the issue).

use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::record::Record;

/// Minesweeper (seeds 000 and 003).
#[derive(Clone, Debug, PartialEq)]
pub struct Minesweeper {
    _private: (),
}

impl Minesweeper {
    /// Builds from options.
    ///
    /// # Errors
    /// Not written yet.
    pub fn from_options(_options: Options) -> Result<Self, GameError> {
        Err(GameError::NotSupported {
            what: "engine yet".into(),
            game: "minesweeper".into(),
        })
    }

    /// Board height.
    pub fn rows(&self) -> usize {
        unimplemented!()
    }
    /// Board width.
    pub fn cols(&self) -> usize {
        unimplemented!()
    }
    /// Number of mines.
    pub fn mines(&self) -> usize {
        unimplemented!()
    }
    /// What the player sees, one code per cell (9 hidden, 0..8 number, -1 mine, 10 flag).
    pub fn view(&self) -> &[i8] {
        unimplemented!()
    }
    /// Flags or unflags a hidden cell (not a step).
    ///
    /// # Errors
    /// Not written yet.
    pub fn toggle_flag(&mut self, _cell: usize) -> Result<(), GameError> {
        unimplemented!()
    }
    /// Reveals the hidden unflagged neighbours of a satisfied number (not a step); returns the reward.
    ///
    /// # Errors
    /// Not written yet.
    pub fn chord(&mut self, _cell: usize) -> Result<f64, GameError> {
        unimplemented!()
    }
}

impl Game for Minesweeper {
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
