//! The `neural` Puyo agent: a learned board evaluation (a linear model over board features)
//! inside the chain builder's beam search over the visible pairs (seed 001).
//!
//! Each board the search reaches is described by [`FEATURES`] numbers (the largest chain one or
//! two more puyos would set off, connections, groups, bumpiness, danger, ...); its value is the
//! weighted sum `w · features`. The weights come from the `neural` learner
//! ([`crate::learn::puyo_neural`]), which tunes them by the cross-entropy method over self-play.

use super::chain::eval::potential;
use super::chain::search::{search_with, Plan, SearchConfig};
use super::chain::{plan_widening, MAX_WIDTH, MIN_WIDTH};
use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::puyo::{Board, Pair, Puyo, Rules, COLS};
use crate::options::{OptionKind, OptionSpec, Options, TextOrBytes};
use crate::record::{Record, Value};
use crate::rng::Rng;
use crate::shipped;
use crate::weights::{DType, Tensor, WeightsError, WeightsFile};
use serde_json::json;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The agent and learner id.
pub const ID: &str = "neural";
/// The game these weights are for.
const GAME: &str = "puyo";

/// The board features, in weight order (each roughly 0..10).
pub const FEATURES: &[&str] = &[
    "potentialChain",
    "potentialScore",
    "triggerPuyos",
    "links",
    "groupsOf2",
    "groupsOf3",
    "isolated",
    "bumpiness",
    "danger",
    "puyos",
    "maxHeight",
    "wells",
];
/// How many features.
pub const NUM_FEATURES: usize = 12;

/// The features of `board` (see [`FEATURES`]) and its potential chain.
pub fn features(board: &Board, rules: Rules) -> ([f64; NUM_FEATURES], u32) {
    let pot = potential(board, rules);
    let rows = board.rows();
    let first = rules.first_visible_row();
    let (mut links, mut isolated, mut puyos) = (0u32, 0u32, 0u32);
    let (mut g2, mut g3) = (0u32, 0u32);
    let mut seen = 0u128;
    for r in first..rows {
        for c in 0..COLS {
            let colour = board.get(r, c);
            if colour == 0 {
                continue;
            }
            puyos += 1;
            let right = c + 1 < COLS && board.get(r, c + 1) == colour;
            let down = r + 1 < rows && board.get(r + 1, c) == colour;
            let left = c > 0 && board.get(r, c - 1) == colour;
            let up = r > first && board.get(r - 1, c) == colour;
            links += u32::from(right) + u32::from(down);
            if !(right || down || left || up) {
                isolated += 1;
            }
            let bit = 1u128 << (r * COLS + c);
            if seen & bit == 0 {
                let group = board.group_at(r, c, first);
                seen |= group;
                match group.count_ones() {
                    2 => g2 += 1,
                    3 => g3 += 1,
                    _ => {}
                }
            }
        }
    }
    let heights: [usize; COLS] = std::array::from_fn(|c| board.height(c));
    let bump: usize = heights.windows(2).map(|p| p[0].abs_diff(p[1]).pow(2)).sum();
    let (_, death_col) = rules.death_cell();
    let safe = rows.saturating_sub(first + 4);
    let danger: usize = [death_col, death_col + 1]
        .iter()
        .map(|&c| heights[c].saturating_sub(safe).pow(2))
        .sum();
    // Wells: columns at least 3 below both neighbours (the edges count as walls).
    let wells = (0..COLS)
        .filter(|&c| {
            let left = if c == 0 { rows } else { heights[c - 1] };
            let right = if c + 1 == COLS { rows } else { heights[c + 1] };
            left.min(right) >= heights[c] + 3
        })
        .count();
    let max_height = heights.iter().copied().max().unwrap_or(0);
    let f = [
        f64::from(pot.chain),
        f64::from(pot.score).sqrt() / 30.0,
        if pot.chain > 0 {
            f64::from(pot.needed)
        } else {
            0.0
        },
        f64::from(links) / 10.0,
        f64::from(g2) / 5.0,
        f64::from(g3) / 5.0,
        f64::from(isolated) / 10.0,
        bump as f64 / 10.0,
        danger as f64,
        f64::from(puyos) / 10.0,
        max_height as f64 / 2.0,
        wells as f64,
    ];
    (f, pot.chain)
}

/// A linear board evaluation: `value = weights · features`.
#[derive(Clone, Debug, PartialEq)]
pub struct LinearEval {
    /// One weight per feature.
    pub weights: [f64; NUM_FEATURES],
}

impl LinearEval {
    /// All-zero weights (the untrained evaluation: every board is worth the same).
    pub fn zero() -> Self {
        LinearEval {
            weights: [0.0; NUM_FEATURES],
        }
    }

    /// The value of `board` and its potential chain.
    pub fn value(&self, board: &Board, rules: Rules) -> (f64, u32) {
        let (f, chain) = features(board, rules);
        let v = f.iter().zip(&self.weights).map(|(f, w)| f * w).sum();
        (v, chain)
    }

    /// The architecture recorded in (and required of) weights files.
    fn architecture() -> serde_json::Value {
        json!({"model": "linear", "features": FEATURES})
    }

    /// The evaluation as a weights file (f32 weights; no board options: it reads any rules).
    pub fn to_file(&self) -> WeightsFile {
        let w: Vec<f32> = self.weights.iter().map(|&w| w as f32).collect();
        WeightsFile::new(GAME, BTreeMap::new(), ID, Self::architecture())
            .with_tensor(Tensor::float("w", &[NUM_FEATURES], DType::F32, w))
    }

    /// Reads an evaluation from a weights file.
    ///
    /// # Errors
    /// Another game, learner or architecture, a missing tensor or weights that are not numbers.
    pub fn from_file(file: &WeightsFile) -> Result<Self, WeightsError> {
        file.check_for(GAME, &BTreeMap::new(), ID)?;
        file.check_architecture(&Self::architecture())?;
        let w = file.floats("w", Some(&[NUM_FEATURES]))?;
        if w.iter().any(|v| !v.is_finite()) {
            return Err(WeightsError::Mismatch {
                what: "some weights are not numbers (NaN or infinite)".into(),
            });
        }
        let mut weights = [0.0; NUM_FEATURES];
        for (slot, &v) in weights.iter_mut().zip(w.iter()) {
            *slot = f64::from(v);
        }
        Ok(LinearEval { weights })
    }

    /// Reads an evaluation from a weights file's bytes.
    ///
    /// # Errors
    /// As [`WeightsFile::from_bytes`] and [`LinearEval::from_file`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, WeightsError> {
        Self::from_file(&WeightsFile::from_bytes(bytes)?)
    }
}

/// The options of the `neural` agent.
pub const AGENT_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "weights",
        kind: OptionKind::File,
        default: "",
        help: "The learned evaluation to play (left out: the one shipped with the playground).",
    },
    OptionSpec {
        name: "timeMs",
        kind: OptionKind::Real {
            min: 1.0,
            max: 60_000.0,
        },
        default: "50",
        help: "Thinking time per move: the search widens its beam while time allows.",
    },
    OptionSpec {
        name: "beam",
        kind: OptionKind::Whole { min: 1, max: 4096 },
        default: "",
        help: "A fixed beam width (boards kept per pair); when given, the clock is ignored.",
    },
    OptionSpec {
        name: "target",
        kind: OptionKind::Whole { min: 2, max: 19 },
        default: "12",
        help: "A chain this long is fired as soon as the visible pairs can set it off.",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Fixes the sampled pairs searched under seed rules (which show no next pair).",
    },
];

/// Plays by beam search over the visible pairs, judging boards with a [`LinearEval`].
#[derive(Clone, Debug)]
pub struct NeuralAgent {
    eval: Arc<LinearEval>,
    rng: Rng,
    time_ms: f64,
    beam: Option<usize>,
    target: u32,
    crowded: usize,
}

impl NeuralAgent {
    /// Plays `eval`; `beam` fixes the beam width (deterministic), otherwise it widens while
    /// `time_ms` allows.
    pub fn new(eval: Arc<LinearEval>, seed: u64, time_ms: f64, beam: Option<usize>) -> Self {
        NeuralAgent {
            eval,
            rng: Rng::new(seed),
            time_ms,
            beam,
            target: 12,
            crowded: 60,
        }
    }

    /// Sets the chain length fired at once.
    pub fn with_target(mut self, target: u32) -> Self {
        self.target = target;
        self
    }

    /// Builds from [`AGENT_OPTIONS`].
    ///
    /// # Errors
    /// `BadOption` for a bad value, an unknown option, or a weights file that cannot be read or
    /// does not fit (the message says why).
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        let time_ms = options.take_f64("timeMs", 50.0, 1.0..=60_000.0)?;
        let beam = options.take_opt_usize("beam", 1..=MAX_WIDTH)?;
        let target = options.take_usize("target", 12, 2..=19)?;
        let weights = options.take_text_or_bytes("weights");
        options.finish("the neural agent")?;
        let bad = |e: WeightsError| GameError::BadOption {
            option: "weights".into(),
            reason: e.reason(),
        };
        let eval = match weights {
            None => LinearEval::from_bytes(shipped::bytes(shipped::PUYO_NEURAL)?).map_err(bad)?,
            Some(TextOrBytes::Bytes(bytes)) => LinearEval::from_bytes(&bytes).map_err(bad)?,
            Some(TextOrBytes::Text(path)) => read_path(&path).map_err(bad)?,
        };
        Ok(NeuralAgent::new(Arc::new(eval), seed, time_ms, beam).with_target(target as u32))
    }

    /// The pairs to search: the visible ones; under seed rules (one visible pair) two sampled
    /// pairs from the agent's own stream follow, so it can still plan a little.
    fn pairs(&mut self, game: &Puyo) -> (Vec<Pair>, usize) {
        let mut pairs = vec![game.pair()];
        pairs.extend_from_slice(game.next_pairs());
        let visible = pairs.len();
        let extra = 3_usize.saturating_sub(visible);
        let colours = usize::from(game.colors());
        for _ in 0..extra {
            let centre = 1 + self.rng.below(colours) as u8;
            let movable = 1 + self.rng.below(colours) as u8;
            pairs.push(Pair { centre, movable });
        }
        (pairs, visible)
    }

    /// Plans the move: fixed width, or widening while the time budget allows.
    fn plan(&mut self, game: &Puyo) -> Result<(Plan, usize), GameError> {
        if game.is_terminal() {
            return Err(GameError::GameOver);
        }
        let (pairs, visible) = self.pairs(game);
        let rules = game.rules();
        let mut cfg = SearchConfig {
            width: self.beam.unwrap_or(MIN_WIDTH),
            target_chain: self.target,
            crowded: self.crowded,
            weights: super::chain::eval::Weights {
                chain: self.eval.weights[0],
                ..Default::default()
            },
        };
        let eval = &self.eval;
        let run = |cfg: &SearchConfig| {
            search_with(game.board(), rules, &pairs, visible, cfg, |b: &Board| {
                eval.value(b, rules)
            })
            .ok_or(GameError::GameOver)
        };
        plan_widening(&mut cfg, self.beam.is_some(), self.time_ms, run)
    }
}

/// Reads an evaluation from a file path (natively).
#[cfg(not(target_arch = "wasm32"))]
fn read_path(path: &str) -> Result<LinearEval, WeightsError> {
    LinearEval::from_file(&WeightsFile::read(std::path::Path::new(path))?)
}

/// In the page there are no paths: weights come as bytes.
#[cfg(target_arch = "wasm32")]
fn read_path(path: &str) -> Result<LinearEval, WeightsError> {
    Err(WeightsError::NeedsBytes { path: path.into() })
}

impl Agent<Puyo> for NeuralAgent {
    fn act(&mut self, game: &Puyo) -> Result<Action, GameError> {
        Ok(self.plan(game)?.0.action)
    }

    /// The chain builder's fields (`plannedAction`, `expectedChain`, `firesNow`, `firesSoon`,
    /// `potentialChain`, `targetBoard`, `beamWidth`) plus `evaluation` (the learned value of the
    /// board now) and `features` (its features, in [`FEATURES`] order).
    fn explain(&mut self, game: &Puyo) -> Result<Option<Record>, GameError> {
        let mut copy = self.clone();
        let (plan, width) = copy.plan(game)?;
        let (f, chain) = features(game.board(), game.rules());
        let (value, _) = self.eval.value(game.board(), game.rules());
        Ok(Some(
            Record::new()
                .with("plannedAction", Value::Int(plan.action as i64))
                .with("expectedChain", Value::Int(i64::from(plan.expected_chain)))
                .with("firesNow", Value::Bool(plan.fires_now))
                .with("firesSoon", Value::Bool(plan.fires))
                .with("potentialChain", Value::Int(i64::from(chain)))
                .with("targetBoard", Value::U8s(plan.target.cells().to_vec()))
                .with("beamWidth", Value::Int(width as i64))
                .with("evaluation", Value::Float(value))
                .with("features", Value::F64s(f.to_vec())),
        ))
    }
}

#[cfg(test)]
mod tests;
