//! The exact-probability Minesweeper solver.
//!
//! It reads only the player's view (flags count as hidden cells: a player's flag can be wrong)
//! and the mine total. [`probability`] computes every hidden cell's exact mine probability
//! (clusters of interchangeable frontier cells, independent components counted by mine total in
//! [`counting`], combined with the binomial weight of the cells off the frontier). The solver
//! plays every certainly safe cell first (one analysis serves a whole batch of them), then
//! guesses as [`choice`] explains, with an exact [`endgame`] search when few layouts remain.
//!
//! Strength (`arena`, first click safe, 10,000 games at each of seeds 1 to 10, so 100,000 per
//! level): beginner 91.75 %, intermediate 78.23 %; expert 40.75 % (seeds 1 to 3: 40.94, 41.03,
//! 40.28 %), about 10 CPU ms per expert game. The paired benchmark (`strength.rs`)
//! agrees: beginner 91.66 % (100,000), intermediate 78.14 % (20,000). First click `opening`
//! (the solver then opens at (3, 3) from a corner): expert 54.75 % over 10,000 arena games
//! (95 % CI 53.77-55.72 %, `--seed 1`).

pub mod choice;
pub mod endgame;
pub mod fifty;
pub mod position;
#[cfg(test)]
pub(crate) mod strength;
#[cfg(test)]
mod tests;
pub mod why;

// The probability engine belongs to the game (its no-guess boards are made with it); the solver
// builds on it, under the paths it always had.
pub(crate) use crate::games::minesweeper::{counting, probability};

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::minesweeper::{FirstClick, Minesweeper};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::rng::Rng;
use choice::{decide_promised, Params, Position};
use probability::Engine;

/// Exact-probability solver: certain moves first, then the safest informative guess.
#[derive(Clone, Debug)]
pub struct Solver {
    rng: Rng,
    params: Params,
    engine: Engine,
    /// The view the pending safe cells were computed for.
    last_view: Vec<i8>,
    /// Safe cells known from the last analysis, not played yet.
    pending_safe: Vec<usize>,
}

impl Solver {
    /// A solver whose tie-breaks are fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Solver {
            rng: Rng::new(seed),
            params: Params::default(),
            engine: Engine::default(),
            last_view: Vec::new(),
            pending_safe: Vec::new(),
        }
    }

    /// Builds from options: `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        options.finish("the solver")?;
        Ok(Solver::new(seed))
    }

    /// The same solver searching guesses with `params` (for tuning).
    pub fn with_params(mut self, params: Params) -> Self {
        self.params = params;
        self
    }

    /// The cell to reveal in a raw view (`rows` x `cols`, `mines` in all), or `None` when every
    /// hidden cell is flagged. Safe cells found by one analysis are played before the next one.
    pub fn choose(&mut self, view: &[i8], rows: usize, cols: usize, mines: usize) -> Option<usize> {
        self.choose_promised(
            Position {
                view,
                rows,
                cols,
                mines,
            },
            false,
        )
    }

    /// The cell to reveal in `pos`, where `opening` says whether the game promises that the
    /// first click is an opening.
    fn choose_promised(&mut self, pos: Position<'_>, opening: bool) -> Option<usize> {
        let view = pos.view;
        if let Some(c) = self.remembered_safe(view) {
            self.last_view = view.to_vec();
            return Some(c);
        }
        let decision = decide_promised(pos, opening, &self.params, &mut self.engine, &mut self.rng);
        self.last_view = view.to_vec();
        self.pending_safe = decision
            .safe
            .iter()
            .copied()
            .filter(|&c| view[c] == probability::HIDDEN && Some(c) != decision.best)
            .rev()
            .collect();
        decision.best
    }

    /// A safe cell remembered from the previous analysis, if `view` only grew from that one.
    fn remembered_safe(&mut self, view: &[i8]) -> Option<usize> {
        let same_game = self.last_view.len() == view.len()
            && self
                .last_view
                .iter()
                .zip(view)
                .all(|(&old, &new)| probability::is_hidden(old) || old == new);
        if !same_game {
            self.pending_safe.clear();
            return None;
        }
        while let Some(c) = self.pending_safe.pop() {
            if view[c] == probability::HIDDEN {
                return Some(c);
            }
        }
        None
    }
}

/// Whether `game` promises that its first click opens an area (`firstClick=opening`, or a
/// no-guess board).
fn promises_opening(game: &Minesweeper) -> bool {
    game.is_no_guess() || game.first_click_policy() == FirstClick::Opening
}

fn position(game: &Minesweeper) -> Position<'_> {
    Position {
        view: game.view(),
        rows: game.rows(),
        cols: game.cols(),
        mines: game.mines(),
    }
}

impl Agent<Minesweeper> for Solver {
    fn act(&mut self, game: &Minesweeper) -> Result<Action, GameError> {
        if game.is_terminal() {
            return Err(GameError::GameOver);
        }
        self.choose_promised(position(game), promises_opening(game))
            .ok_or_else(|| GameError::NotSupported {
                what: "move for the solver: every hidden cell is flagged (remove a flag first)"
                    .into(),
                game: "this minesweeper position".into(),
            })
    }

    /// `probabilities` (F64s: each cell's mine probability; revealed cells 0, revealed mines 1),
    /// `safe` and `mines` (U32s: hidden cells certainly safe / certainly mines, flagged ones
    /// included), `best` (Int: the cell the solver would reveal, -1 when it cannot move), `why`
    /// (Text: the reason for `best`, in plain words).
    fn explain(&mut self, game: &Minesweeper) -> Result<Option<Record>, GameError> {
        // A copy of the random stream: explaining does not change the moves the solver will make.
        let d = decide_promised(
            position(game),
            promises_opening(game),
            &self.params,
            &mut self.engine,
            &mut self.rng.clone(),
        );
        let to_u32 = |v: &[usize]| v.iter().map(|&c| c as u32).collect::<Vec<u32>>();
        let mut record = Record::new()
            .with(
                "probabilities",
                Value::F64s(d.analysis.probabilities.clone()),
            )
            .with("safe", Value::U32s(to_u32(&d.safe)))
            .with("mines", Value::U32s(to_u32(&d.mines)))
            .with("best", Value::Int(d.best.map_or(-1, |c| c as i64)))
            .with("why", Value::Text(d.why.describe()))
            .with("whyKind", Value::Text(d.why.kind().into()));
        for (name, x) in d.why.numbers() {
            record = record.with(name, Value::Float(x));
        }
        Ok(Some(record))
    }
}
