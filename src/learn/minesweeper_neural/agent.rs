//! The `neural` Minesweeper agent: opens the cell its net rates safest.

use super::net::SafetyNet;
use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::minesweeper::probability::Engine;
use crate::games::minesweeper::{Minesweeper, HIDDEN};
use crate::options::{Options, TextOrBytes};
use crate::record::{Record, Value};
use crate::rng::Rng;
use crate::shipped;
use crate::weights::{WeightsError, WeightsFile};
use std::sync::Arc;

/// Probabilities closer than this are ties (broken at random).
const TIE: f64 = 1e-6;

/// Plays a [`SafetyNet`]: before anything is revealed a corner (the game's first-click policy
/// makes it safe, and a corner is the likeliest cell to open an area), then always the hidden
/// unflagged cell with the smallest chance of a mine as the net sees it.
#[derive(Clone, Debug)]
pub struct NeuralAgent {
    net: Arc<SafetyNet>,
    rng: Rng,
}

/// What the agent decided and why.
pub(crate) struct Choice {
    /// The net's chance of a mine per cell (revealed cells 0, revealed mines 1).
    pub probabilities: Vec<f64>,
    /// The cell to open.
    pub best: Option<usize>,
    /// One sentence.
    pub why: String,
    /// The features of the board each of the net's passes read (see `SafetyNet::passes`).
    pub boards: Vec<Vec<u8>>,
}

impl NeuralAgent {
    /// Plays `net`, breaking ties with `seed`.
    pub fn new(net: Arc<SafetyNet>, seed: u64) -> Self {
        NeuralAgent {
            net,
            rng: Rng::new(seed),
        }
    }

    /// Builds from options: `weights` (a path natively, bytes from the page; left out: the
    /// shipped net) and `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed, an unknown option, or a weights file that cannot be read or
    /// does not fit (the message says why).
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        let weights = options.take_text_or_bytes("weights");
        options.finish("the neural agent")?;
        let bad = |e: WeightsError| GameError::BadOption {
            option: "weights".into(),
            reason: e.reason(),
        };
        let net = match weights {
            None => {
                SafetyNet::from_bytes(shipped::bytes(shipped::MINESWEEPER_NEURAL)?).map_err(bad)?
            }
            Some(TextOrBytes::Bytes(bytes)) => SafetyNet::from_bytes(&bytes).map_err(bad)?,
            Some(TextOrBytes::Text(path)) => read_path(&path).map_err(bad)?,
        };
        Ok(NeuralAgent::new(Arc::new(net), seed))
    }

    /// Decides a move of `game` with `rng` (tie-breaks).
    pub(crate) fn decide(net: &SafetyNet, game: &Minesweeper, rng: &mut Rng) -> Choice {
        let (rows, cols) = (game.rows(), game.cols());
        let view = game.view();
        let (probabilities, boards) = net.passes(view, rows, cols, game.mines());
        if game.is_terminal() {
            return Choice {
                probabilities,
                best: None,
                why: "The game is over.".into(),
                boards,
            };
        }
        if !game.is_started() {
            let corners: Vec<usize> = [0, cols - 1, (rows - 1) * cols, rows * cols - 1]
                .into_iter()
                .filter(|&c| view[c] == HIDDEN)
                .collect();
            if let Some(&c) = rng.choose(&corners) {
                return Choice {
                    probabilities,
                    best: Some(c),
                    why: format!(
                        "First click: the corner at row {}, column {}. The first click is {} here, and a corner is the likeliest cell to open an area.",
                        c / cols + 1,
                        c % cols + 1,
                        match game.first_click_policy().name() {
                            "none" => "a plain guess",
                            _ => "safe",
                        }
                    ),
                    boards,
                };
            }
        }
        let legal: Vec<usize> = (0..view.len()).filter(|&c| view[c] == HIDDEN).collect();
        let lowest = legal
            .iter()
            .map(|&c| probabilities[c])
            .fold(f64::INFINITY, f64::min);
        let best_cells: Vec<usize> = legal
            .iter()
            .copied()
            .filter(|&c| probabilities[c] <= lowest + TIE)
            .collect();
        let best = rng.choose(&best_cells).copied();
        let why = match best {
            None => "Every hidden cell is flagged: remove a flag so there is a cell to open.".into(),
            Some(c) => format!(
                "The net rates row {}, column {} safest: it reads the {}x{} window around each hidden cell and gives this one a {:.0}% chance of a mine{}.",
                c / cols + 1,
                c % cols + 1,
                net.window().size(),
                net.window().size(),
                probabilities[c] * 100.0,
                if best_cells.len() > 1 {
                    format!(" ({} cells tie; one picked at random)", best_cells.len())
                } else {
                    String::new()
                }
            ),
        };
        Choice {
            probabilities,
            best,
            why,
            boards,
        }
    }
}

/// Reads a net from a file path (natively).
#[cfg(not(target_arch = "wasm32"))]
fn read_path(path: &str) -> Result<SafetyNet, WeightsError> {
    SafetyNet::from_file(&WeightsFile::read(std::path::Path::new(path))?)
}

/// In the page there are no paths: weights come as bytes.
#[cfg(target_arch = "wasm32")]
fn read_path(path: &str) -> Result<SafetyNet, WeightsError> {
    let _ = WeightsFile::from_bytes;
    Err(WeightsError::NeedsBytes { path: path.into() })
}

impl Agent<Minesweeper> for NeuralAgent {
    fn act(&mut self, game: &Minesweeper) -> Result<Action, GameError> {
        if game.is_terminal() {
            return Err(GameError::GameOver);
        }
        Self::decide(&self.net, game, &mut self.rng)
            .best
            .ok_or_else(|| GameError::NotSupported {
                what:
                    "move for the neural agent: every hidden cell is flagged (remove a flag first)"
                        .into(),
                game: "this minesweeper position".into(),
            })
    }

    /// `probabilities` (F64s: the net's chance of a mine per cell, as the solver's overlay;
    /// revealed cells 0, revealed mines 1), `safety` (F64s: 1 minus that for hidden cells, NaN
    /// for revealed ones), `best` (Int: the cell `act` opens next, -1 when none), `why` (with
    /// `whyKind` netCorner / netSafest / noMove and `whySafety` for the page's languages), and
    /// `exact` (F64s: the solver's exact chances from the same view, shown beside the net's so a
    /// class sees what it got right and wrong; never used to choose a move).
    fn explain(&mut self, game: &Minesweeper) -> Result<Option<Record>, GameError> {
        let choice = Self::decide(&self.net, game, &mut self.rng.clone());
        let safety = game
            .view()
            .iter()
            .zip(&choice.probabilities)
            .map(|(&v, &p)| {
                if v == HIDDEN || v == crate::games::minesweeper::FLAG {
                    1.0 - p
                } else {
                    f64::NAN
                }
            })
            .collect();
        // The kind of reason (and its number) lets the page say it in the student's language.
        let (kind, chance_safe) = match choice.best {
            None => ("noMove", None),
            Some(_) if !game.is_started() => ("netCorner", None),
            Some(c) => ("netSafest", Some(1.0 - choice.probabilities[c])),
        };
        let mut record = Record::new()
            .with("probabilities", Value::F64s(choice.probabilities))
            .with("safety", Value::F64s(safety))
            .with("best", Value::Int(choice.best.map_or(-1, |c| c as i64)))
            .with("why", Value::Text(choice.why))
            .with("whyKind", Value::Text(kind.into()))
            .with("exact", Value::F64s(exact_probabilities(game)));
        if let Some(x) = chance_safe {
            record = record.with("whySafety", Value::Float(x));
        }
        Ok(Some(record))
    }
}

/// The exact mine probabilities of what `game` shows (the solver's analysis of the view alone).
fn exact_probabilities(game: &Minesweeper) -> Vec<f64> {
    Engine::default()
        .analyse(game.view(), game.rows(), game.cols(), game.mines())
        .probabilities
}
