//! Tabular Q-learning for Tic-tac-toe by self-play (seed 002's plan).
//!
//! The table holds, for each position and cell, `Q(s, a)`: how good playing `a` in `s` is for
//! the player to move (+1 a win, 0 a draw, -1 a loss, shrunk by `discount` per later move). One
//! table plays both sides, so the update is the negamax form of Q-learning:
//!
//! ```text
//! target = reward                                   if the move ends the game (1 win, 0 draw)
//!        = -discount * max_a' Q(s', a')             otherwise (s' is the opponent's turn)
//! Q(s, a) += learningRate * (target - Q(s, a))
//! ```
//!
//! Moves are epsilon-greedy: with probability `epsilon` a random legal move, else the best one.
//! With `symmetries` on, the eight rotations and reflections of a board share one row (keyed by
//! the smallest base-3 number among them), so the table learns eight times faster.

use super::bookkeeping::{Episode, Episodic, Loss, Schedule};
use super::{evaluate, EvalPoint, Learner, OpponentMaker, Progress};
use crate::agents::Agent;
use crate::any_game::{AnyGame, ForGame, GameKind};
use crate::game::{Action, Game, GameError};
use crate::games::tictactoe::{TicTacToe, O, X};
use crate::options::{OptionKind, OptionSpec, Options, TextOrBytes};
use crate::record::{Record, Value};
use crate::rng::Rng;
use crate::weights::{DType, Tensor, WeightsError, WeightsFile};
use serde_json::json;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The learner and agent id.
pub const ID: &str = "qlearning";
/// Boards as base-3 numbers: 3^9 rows.
const STATES: usize = 19_683;
/// Q-values closer than this are ties (broken at random).
const TIE: f32 = 1e-6;

/// The learner's options, for the registry and help texts.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "learningRate",
        kind: OptionKind::Real { min: 0.0, max: 1.0 },
        default: "0.5",
        help: "How far each Q-value moves toward its new target (alpha).",
    },
    OptionSpec {
        name: "discount",
        kind: OptionKind::Real { min: 0.0, max: 1.0 },
        default: "0.9",
        help: "How much a reward one move later is worth (gamma); below 1 prefers quick wins.",
    },
    OptionSpec {
        name: "epsilon",
        kind: OptionKind::Real { min: 0.0, max: 1.0 },
        default: "0.2",
        help: "The chance of trying a random move instead of the best one while training.",
    },
    OptionSpec {
        name: "symmetries",
        kind: OptionKind::Bool,
        default: "true",
        help: "Treat rotated and mirrored boards as the same position (learns faster).",
    },
    OptionSpec {
        name: "evalEvery",
        kind: OptionKind::Whole {
            min: 1,
            max: 10_000_000,
        },
        default: "1000",
        help: "Measure the agent against minimax and random after this many episodes.",
    },
    OptionSpec {
        name: "evalGames",
        kind: OptionKind::Whole {
            min: 2,
            max: 10_000,
        },
        default: "40",
        help: "Games against each opponent per measurement (half as X, half as O).",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Fixes every random choice: the same seed learns the same table.",
    },
];

/// The options of the `qlearning` agent.
pub const AGENT_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "weights",
        kind: OptionKind::File,
        default: "",
        help: "The Q-table to play (left out: the table shipped with the playground).",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Breaks ties between equally good moves.",
    },
];

/// The 8 symmetries of the 3x3 board: `SYM[s][i]` is the cell of the original board that lands on
/// cell `i` after symmetry `s` (0 is the identity).
fn symmetries() -> [[usize; 9]; 8] {
    let mut out = [[0; 9]; 8];
    for (s, perm) in out.iter_mut().enumerate() {
        for (i, slot) in perm.iter_mut().enumerate() {
            let (mut r, mut c) = (i / 3, i % 3);
            if s >= 4 {
                c = 2 - c;
            }
            for _ in 0..s % 4 {
                (r, c) = (c, 2 - r);
            }
            *slot = 3 * r + c;
        }
    }
    out
}

/// A Q-table over Tic-tac-toe positions.
#[derive(Clone, Debug, PartialEq)]
pub struct QTable {
    /// Whether symmetric boards share a row.
    symmetries: bool,
    /// `SYM` (only the identity is used without symmetries).
    sym: [[usize; 9]; 8],
    /// `INV[s][a]`: where cell `a` goes under symmetry `s`.
    inv: [[usize; 9]; 8],
    /// `STATES * 9` values, row = key, column = cell in the keyed board.
    q: Vec<f32>,
    /// Rows that were ever updated.
    visited: Vec<bool>,
}

impl QTable {
    /// An all-zero table.
    pub fn new(symmetries: bool) -> Self {
        let sym = self::symmetries();
        let mut inv = [[0; 9]; 8];
        for s in 0..8 {
            for i in 0..9 {
                inv[s][sym[s][i]] = i;
            }
        }
        QTable {
            symmetries,
            sym,
            inv,
            q: vec![0.0; STATES * 9],
            visited: vec![false; STATES],
        }
    }

    /// The row key of `board` and the symmetry that maps it there.
    fn locate(&self, board: &[i8; 9]) -> (usize, usize) {
        let digit = |c: i8| match c {
            X => 1,
            O => 2,
            _ => 0,
        };
        let count = if self.symmetries { 8 } else { 1 };
        (0..count)
            .map(|s| {
                let key = (0..9)
                    .rev()
                    .fold(0usize, |k, i| k * 3 + digit(board[self.sym[s][i]]));
                (key, s)
            })
            .min()
            .expect("at least one symmetry")
    }

    /// The index of `(board at (key, sym), cell)` in `q`.
    fn index(&self, (key, s): (usize, usize), cell: Action) -> usize {
        key * 9 + self.inv[s][cell]
    }

    /// Q-values of the legal cells of `game` for the player to move (`None` for taken cells).
    pub fn values(&self, game: &TicTacToe) -> [Option<f32>; 9] {
        let at = self.locate(game.board());
        let mut out = [None; 9];
        for a in game.legal_actions() {
            out[a] = Some(self.q[self.index(at, a)]);
        }
        out
    }

    /// The best Q-value among the legal cells (0 when none).
    fn best_value(&self, game: &TicTacToe) -> f32 {
        self.values(game)
            .iter()
            .flatten()
            .copied()
            .fold(None, |m: Option<f32>, v| Some(m.map_or(v, |m| m.max(v))))
            .unwrap_or(0.0)
    }

    /// The legal cells whose value ties for best, ascending.
    fn best_cells(&self, game: &TicTacToe) -> Vec<Action> {
        let values = self.values(game);
        let best = values
            .iter()
            .flatten()
            .copied()
            .fold(f32::NEG_INFINITY, f32::max);
        (0..9)
            .filter(|&a| values[a].is_some_and(|v| v >= best - TIE))
            .collect()
    }

    /// How many rows were visited.
    pub fn visited_rows(&self) -> usize {
        self.visited.iter().filter(|&&v| v).count()
    }

    /// The architecture recorded in (and required of) weights files.
    fn architecture(&self) -> serde_json::Value {
        json!({"table": "base3-board", "actions": 9, "symmetries": self.symmetries})
    }

    /// The table as a weights file: visited rows only, Q-values in f16.
    pub fn to_file(&self) -> WeightsFile {
        let keys: Vec<u32> = (0..STATES)
            .filter(|&k| self.visited[k])
            .map(|k| k as u32)
            .collect();
        let q: Vec<f32> = keys
            .iter()
            .flat_map(|&k| self.q[k as usize * 9..k as usize * 9 + 9].iter().copied())
            .collect();
        WeightsFile::new(
            <TicTacToe as GameKind>::ID,
            BTreeMap::new(),
            ID,
            self.architecture(),
        )
        .with_tensor(Tensor::int("keys", &[keys.len()], keys.clone()))
        .with_tensor(Tensor::float("q", &[keys.len(), 9], DType::F16, q))
    }

    /// Reads a table from a weights file.
    ///
    /// # Errors
    /// Another game, learner or architecture, missing tensors or a key out of range.
    pub fn from_file(file: &WeightsFile) -> Result<Self, WeightsError> {
        file.check_for(<TicTacToe as GameKind>::ID, &BTreeMap::new(), ID)?;
        let symmetries = file
            .architecture
            .get("symmetries")
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(true);
        let mut table = QTable::new(symmetries);
        file.check_architecture(&table.architecture())?;
        let keys = file.ints("keys", None)?;
        let q = file.floats("q", Some(&[keys.len(), 9]))?;
        if q.iter().any(|v| !v.is_finite()) {
            return Err(WeightsError::Mismatch {
                what: "some Q-values are not numbers (NaN or infinite)".into(),
            });
        }
        for (row, &key) in keys.iter().enumerate() {
            let key = key as usize;
            if key >= STATES {
                return Err(WeightsError::Mismatch {
                    what: format!(
                        "row key {key} is not a board (keys go up to {})",
                        STATES - 1
                    ),
                });
            }
            table.visited[key] = true;
            table.q[key * 9..key * 9 + 9].copy_from_slice(&q[row * 9..row * 9 + 9]);
        }
        Ok(table)
    }

    /// Reads a table from a weights file's bytes.
    ///
    /// # Errors
    /// As [`WeightsFile::from_bytes`] and [`QTable::from_file`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, WeightsError> {
        Self::from_file(&WeightsFile::from_bytes(bytes)?)
    }
}

/// Plays greedily on a Q-table; `explain` shows each legal cell's Q-value.
#[derive(Clone, Debug)]
pub struct QAgent {
    table: Arc<QTable>,
    rng: Rng,
}

impl QAgent {
    /// Plays `table`, breaking ties with `seed`.
    pub fn new(table: Arc<QTable>, seed: u64) -> Self {
        QAgent {
            table,
            rng: Rng::new(seed),
        }
    }

    /// Builds from options: `weights` (a path natively, bytes from the page; left out: the shipped
    /// table) and `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed, an unknown option, or a weights file that cannot be read or
    /// does not fit (the message says why).
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        let weights = options.take_text_or_bytes("weights");
        options.finish("the qlearning agent")?;
        let bad = |e: WeightsError| GameError::BadOption {
            option: "weights".into(),
            reason: e.reason(),
        };
        let table = match weights {
            None => QTable::from_bytes(crate::shipped::bytes(crate::shipped::TICTACTOE_QLEARNING)?)
                .map_err(bad)?,
            Some(TextOrBytes::Bytes(bytes)) => QTable::from_bytes(&bytes).map_err(bad)?,
            Some(TextOrBytes::Text(path)) => read_path(&path).map_err(bad)?,
        };
        Ok(QAgent::new(Arc::new(table), seed))
    }
}

/// Reads a table from a file path (natively).
#[cfg(not(target_arch = "wasm32"))]
fn read_path(path: &str) -> Result<QTable, WeightsError> {
    QTable::from_file(&WeightsFile::read(std::path::Path::new(path))?)
}

/// In the page there are no paths: weights come as bytes.
#[cfg(target_arch = "wasm32")]
fn read_path(path: &str) -> Result<QTable, WeightsError> {
    Err(WeightsError::NeedsBytes { path: path.into() })
}

impl Agent<TicTacToe> for QAgent {
    fn act(&mut self, game: &TicTacToe) -> Result<Action, GameError> {
        let best = self.table.best_cells(game);
        self.rng.choose(&best).copied().ok_or(GameError::GameOver)
    }

    /// `values`: each cell's Q-value for the player to move (NaN for a taken cell); `best`: the
    /// cell `act` will play next.
    fn explain(&mut self, game: &TicTacToe) -> Result<Option<Record>, GameError> {
        let best = self.table.best_cells(game);
        let pick = *self.rng.clone().choose(&best).ok_or(GameError::GameOver)?;
        let values = self
            .table
            .values(game)
            .iter()
            .map(|v| v.map_or(f64::NAN, f64::from))
            .collect();
        Ok(Some(
            Record::new()
                .with("values", Value::F64s(values))
                .with("best", Value::Int(pick as i64)),
        ))
    }
}

/// Hyper-parameters of [`QLearning`].
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Step size (alpha).
    pub learning_rate: f32,
    /// Discount per move (gamma).
    pub discount: f32,
    /// Exploration rate.
    pub epsilon: f64,
    /// Whether symmetric boards share a row.
    pub symmetries: bool,
    /// Episodes between curve points.
    pub eval_every: u64,
    /// Games per opponent per curve point.
    pub eval_games: usize,
    /// Seed of all training randomness.
    pub seed: u64,
}

impl Params {
    /// Reads [`OPTIONS`] (every one optional).
    ///
    /// # Errors
    /// `BadOption` for a value out of range or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let p = Params {
            learning_rate: options.take_f64("learningRate", 0.5, 0.0..=1.0)? as f32,
            discount: options.take_f64("discount", 0.9, 0.0..=1.0)? as f32,
            epsilon: options.take_f64("epsilon", 0.2, 0.0..=1.0)?,
            symmetries: options.take_bool("symmetries", true)?,
            eval_every: options.take_usize("evalEvery", 1000, 1..=10_000_000)? as u64,
            eval_games: options.take_usize("evalGames", 40, 2..=10_000)?,
            seed: options.take_u64("seed", 0)?,
        };
        options.finish("the qlearning learner")?;
        Ok(p)
    }
}

/// The Q-learning learner.
#[derive(Clone, Debug)]
pub struct QLearning {
    params: Params,
    table: QTable,
    rng: Rng,
    /// One game per episode; samples are table updates, the loss their mean squared TD error.
    progress: Progress,
    /// Makes the curve's opponents (minimax and random).
    make_opponent: OpponentMaker,
}

impl QLearning {
    /// A learner with an all-zero table, measured against the opponents `make_opponent` makes
    /// (the registry's `make_agent`).
    pub fn new(params: Params, make_opponent: OpponentMaker) -> Self {
        QLearning {
            table: QTable::new(params.symmetries),
            rng: Rng::new(params.seed),
            params,
            progress: Progress::default(),
            make_opponent,
        }
    }

    /// Builds from [`OPTIONS`], measured against the opponents `make_opponent` makes.
    ///
    /// # Errors
    /// As [`Params::from_options`].
    pub fn from_options(options: Options, make_opponent: OpponentMaker) -> Result<Self, GameError> {
        Ok(Self::new(Params::from_options(options)?, make_opponent))
    }

    /// The table learned so far.
    pub fn table(&self) -> &QTable {
        &self.table
    }
}

impl Episodic for QLearning {
    fn progress_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }

    /// The clock is read only every 16 episodes (an episode takes microseconds).
    fn schedule(&self) -> Schedule {
        Schedule {
            clock_every: 16,
            ..Schedule::every(self.params.eval_every)
        }
    }

    /// Plays one self-play episode, updating the table; its squared TD errors go to `loss`.
    fn episode(&mut self, loss: &mut Loss) -> Result<Episode, GameError> {
        let mut game = TicTacToe::new();
        let (mut updates, mut sq_err) = (0u64, 0.0f64);
        let mut legal = Vec::with_capacity(9);
        while !game.is_terminal() {
            game.legal_actions_into(&mut legal);
            let action = if self.rng.next_f64() < self.params.epsilon {
                legal[self.rng.below(legal.len())]
            } else {
                let best = self.table.best_cells(&game);
                best[self.rng.below(best.len())]
            };
            let at = self.table.locate(game.board());
            let reward = game.apply(action)?;
            let target = if game.is_terminal() {
                reward as f32
            } else {
                -self.params.discount * self.table.best_value(&game)
            };
            let i = self.table.index(at, action);
            let err = target - self.table.q[i];
            self.table.q[i] += self.params.learning_rate * err;
            self.table.visited[at.0] = true;
            updates += 1;
            sq_err += f64::from(err * err);
        }
        loss.add(sq_err, updates);
        Ok(Episode {
            games: 1,
            samples: updates,
        })
    }

    /// Measures the greedy agent against minimax and random on fixed seeds.
    fn measure(&self) -> Result<EvalPoint, GameError> {
        let template = TicTacToe::new().into_any_game()?;
        let mut agent = self.agent();
        let games = self.params.eval_games;
        let results = vec![
            evaluate(
                &template,
                agent.as_mut(),
                self.make_opponent,
                "minimax",
                games,
                1,
            )?,
            evaluate(
                &template,
                agent.as_mut(),
                self.make_opponent,
                "random",
                games,
                2,
            )?,
        ];
        Ok(self.progress.point(results))
    }
}

impl Learner for QLearning {
    fn id(&self) -> &'static str {
        ID
    }

    fn game_id(&self) -> &'static str {
        <TicTacToe as GameKind>::ID
    }

    fn progress(&self) -> Progress {
        self.progress.clone()
    }

    fn agent(&self) -> Box<dyn Agent<AnyGame>> {
        Box::new(ForGame::<TicTacToe, _>::new(QAgent::new(
            Arc::new(self.table.clone()),
            self.params.seed,
        )))
    }

    fn save(&self) -> Vec<u8> {
        let mut file = self.table.to_file();
        file.training = self.progress.summary(json!({
            "learningRate": self.params.learning_rate,
            "discount": self.params.discount,
            "epsilon": self.params.epsilon,
            "seed": self.params.seed,
            "episodes": self.progress.episodes,
        }));
        file.to_bytes()
    }
}

#[cfg(test)]
mod tests;
