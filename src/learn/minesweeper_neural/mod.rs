//! `neural` for Minesweeper: a small net that scores how safe each hidden cell is, trained by
//! playing seed 000's environment.
//!
//! The net ([`net`]) reads the window around a hidden cell (codes 0..8, hidden, outside, and
//! for each number the counts a player makes: mines still to find, safe cells left; plus what
//! pairs of numbers say about the cell) and the mine density, and gives the chance of a mine
//! there; the agent ([`agent`]) opens the cell with the smallest. Because it only ever sees a
//! window, a net trained on beginner plays any board (`boards=mix` trains on all three).
//!
//! Training, one episode = one game played by the current net (a random legal cell with
//! probability `epsilon`):
//! - `target=revealed` (default): every position of the game is kept with its hidden cells
//!   (those next to a number within the window, and one more at random). Only when the game is
//!   over does the truth come in: after a loss the game shows every mine, after a win every
//!   hidden cell is a mine. Each kept cell is labelled mine or safe from that final board.
//! - `target=reward`: only the cells the net opened are kept, labelled by the reward each opening
//!   got: -10 (a mine) or +1 / +10 (safe).
//! - `target=exact`: the cells `revealed` keeps, each labelled at once with its exact chance of a
//!   mine as the probability engine works it out from the view (a teacher that reads only what the
//!   player sees; the shipped net learned this way).
//!
//! All three are honest: a label is either the finished game's truth or what the view alone
//! implies, and the net never reads a hidden cell. The samples go into a replay buffer; after
//! each game `stepsPerGame` batches of `batch` samples (each turned by a random rotation or
//! reflection: the chance of a mine does not change with it) train the net with Adam on the
//! cross-entropy of `sigmoid(logit)` and the label.

pub mod agent;
pub mod net;

use super::bookkeeping::{Episode, Episodic, Loss, Schedule};
use super::{EvalPoint, EvalResult, Learner, Progress};
use crate::agents::Agent;
use crate::any_game::{AnyGame, ForGame};
use crate::game::{Game, GameError, Outcome, Reason};
use crate::games::minesweeper::probability::Engine;
use crate::games::minesweeper::{Minesweeper, HIDDEN, MINE};
use crate::nn::{Adam, Layer, Parameters, Sequential, Tensor};
use crate::options::{OptionKind, OptionSpec, Options};
use crate::rng::Rng;
pub use agent::NeuralAgent;
use net::{density, shows_number, SafetyNet, Window, HIDDEN_CODE};
use serde_json::json;
use std::sync::Arc;

/// The learner and agent id.
pub const ID: &str = "neural";

/// The names of the `target` choices, in [`Target`]'s order.
const TARGETS: &[&str] = &["revealed", "reward", "exact"];

/// The learner's options, for the registry and help texts.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "target",
        kind: OptionKind::Choice {
            choices: TARGETS,
        },
        default: "revealed",
        help: "What it learns from: every cell a finished game revealed, only the reward of each cell it opened, or a teacher's exact chance of a mine worked out from what the board shows.",
    },
    OptionSpec {
        name: "boards",
        kind: OptionKind::Choice {
            choices: &["game", "mix"],
        },
        default: "game",
        help: "Which boards it trains on: the game's own, or beginner, intermediate and expert in turn (the curve stays on the game's board).",
    },
    OptionSpec {
        name: "window",
        kind: OptionKind::Whole { min: 3, max: 9 },
        default: "5",
        help: "The side of the square the net reads around each hidden cell (odd: 3, 5, 7 or 9).",
    },
    OptionSpec {
        name: "hidden",
        kind: OptionKind::Whole { min: 2, max: 256 },
        default: "24",
        help: "Units in the net's first hidden layer (the second has half as many).",
    },
    OptionSpec {
        name: "learningRate",
        kind: OptionKind::Real { min: 0.0, max: 1.0 },
        default: "0.002",
        help: "Adam's step size: how far each batch moves the weights.",
    },
    OptionSpec {
        name: "batch",
        kind: OptionKind::Whole { min: 1, max: 4096 },
        default: "128",
        help: "Cells per training batch.",
    },
    OptionSpec {
        name: "stepsPerGame",
        kind: OptionKind::Whole { min: 0, max: 1000 },
        default: "4",
        help: "Training batches after each game played.",
    },
    OptionSpec {
        name: "buffer",
        kind: OptionKind::Whole {
            min: 1,
            max: 10_000_000,
        },
        default: "50000",
        help: "How many recent cells are kept to train on (a replay buffer).",
    },
    OptionSpec {
        name: "epsilon",
        kind: OptionKind::Real { min: 0.0, max: 1.0 },
        default: "0.02",
        help: "The chance of opening a random cell instead of the safest one while training.",
    },
    OptionSpec {
        name: "evalEvery",
        kind: OptionKind::Whole {
            min: 1,
            max: 10_000_000,
        },
        default: "1000",
        help: "Measure the win rate after this many games.",
    },
    OptionSpec {
        name: "evalGames",
        kind: OptionKind::Whole {
            min: 1,
            max: 100_000,
        },
        default: "200",
        help: "Games per measurement (always the same boards).",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Fixes every random choice: the same seed learns the same net.",
    },
];

/// The options of the `neural` agent.
pub const AGENT_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "weights",
        kind: OptionKind::File,
        default: "",
        help: "The net to play (left out: the net shipped with the playground).",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Picks the first corner and breaks ties between equally safe cells.",
    },
];

/// Where the labels come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Every kept hidden cell, labelled from the finished game's board.
    Revealed,
    /// Only opened cells, labelled by their reward.
    Reward,
    /// Every kept hidden cell, labelled with its exact chance of a mine as the probability
    /// engine works it out from the view alone (a teacher that sees what the player sees).
    Exact,
}

/// Hyper-parameters of [`MinesweeperNeural`].
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Label source.
    pub target: Target,
    /// Train on beginner, intermediate and expert in turn instead of the game's board.
    pub mix: bool,
    /// Window side.
    pub window: usize,
    /// First hidden layer's units.
    pub hidden: usize,
    /// Adam step size.
    pub learning_rate: f32,
    /// Samples per batch.
    pub batch: usize,
    /// Batches after each game.
    pub steps_per_game: usize,
    /// Replay buffer size.
    pub buffer: usize,
    /// Exploration rate.
    pub epsilon: f64,
    /// Games between curve points.
    pub eval_every: u64,
    /// Games per curve point.
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
        let target = match options.take_choice("target", "revealed", TARGETS)? {
            "reward" => Target::Reward,
            "exact" => Target::Exact,
            _ => Target::Revealed,
        };
        let mix = options.take_choice("boards", "game", &["game", "mix"])? == "mix";
        let window = options.take_usize("window", 5, 3..=9)?;
        if window % 2 == 0 {
            return Err(GameError::BadOption {
                option: "window".into(),
                reason: Reason::new(
                    "evenWindow",
                    format!("{window} is even; use an odd side (3, 5, 7 or 9) so the cell sits in the middle"),
                )
                .with("value", window),
            });
        }
        let p = Params {
            target,
            mix,
            window,
            hidden: options.take_usize("hidden", 24, 2..=256)?,
            learning_rate: options.take_f64("learningRate", 0.002, 0.0..=1.0)? as f32,
            batch: options.take_usize("batch", 128, 1..=4096)?,
            steps_per_game: options.take_usize("stepsPerGame", 4, 0..=1000)?,
            buffer: options.take_usize("buffer", 50_000, 1..=10_000_000)?,
            epsilon: options.take_f64("epsilon", 0.02, 0.0..=1.0)?,
            eval_every: options.take_usize("evalEvery", 1000, 1..=10_000_000)? as u64,
            eval_games: options.take_usize("evalGames", 200, 1..=100_000)?,
            seed: options.take_u64("seed", 0)?,
        };
        options.finish("the neural learner")?;
        Ok(p)
    }
}

/// One training sample: a window's codes, the density, and 1 for a mine.
#[derive(Clone, Debug, PartialEq)]
struct Sample {
    codes: Vec<u8>,
    density: f32,
    mine: f32,
}

/// The Minesweeper `neural` learner.
pub struct MinesweeperNeural {
    params: Params,
    template: Minesweeper,
    window: Window,
    model: Sequential,
    adam: Adam,
    /// The net as played (synced with `model` after each game's training).
    net: Arc<SafetyNet>,
    buffer: Vec<Sample>,
    /// The exact probabilities of `target=exact` (reads only the view).
    teacher: Engine,
    /// Where the next sample goes once the buffer is full.
    next: usize,
    rng: Rng,
    /// One game per episode; samples are batch rows, the loss the mean of batches' cross-entropy.
    progress: Progress,
}

impl MinesweeperNeural {
    /// A learner with a fresh net (drawn from the seed) for boards like `template`.
    pub fn new(template: Minesweeper, params: Params) -> Self {
        let mut rng = Rng::new(params.seed);
        let window = Window::new(params.window);
        let model = net::build(&window, params.hidden, &mut rng);
        let net = Arc::new(Self::sync(&window, params.hidden, &model));
        MinesweeperNeural {
            adam: Adam::new(params.learning_rate),
            template,
            window,
            model,
            net,
            buffer: Vec::new(),
            teacher: Engine::default(),
            next: 0,
            rng,
            params,
            progress: Progress::default(),
        }
    }

    /// Builds from [`OPTIONS`] for boards like `template`.
    ///
    /// # Errors
    /// As [`Params::from_options`].
    pub fn from_options(template: Minesweeper, options: Options) -> Result<Self, GameError> {
        Ok(Self::new(template, Params::from_options(options)?))
    }

    fn sync(window: &Window, hidden: usize, model: &Sequential) -> SafetyNet {
        SafetyNet::from_model(window, hidden, model)
            .expect("the model is built with the net's own shape")
    }

    /// The net as it plays now.
    pub fn net(&self) -> &SafetyNet {
        &self.net
    }

    /// Keeps one sample per window in `windows`, each labelled `mine`.
    fn push_all(&mut self, windows: Vec<Vec<u8>>, density: f32, mine: f32) {
        for codes in windows {
            self.push(Sample {
                codes,
                density,
                mine,
            });
        }
    }

    fn push(&mut self, sample: Sample) {
        if self.buffer.len() < self.params.buffer {
            self.buffer.push(sample);
        } else {
            self.buffer[self.next] = sample;
            self.next = (self.next + 1) % self.params.buffer;
        }
    }

    /// Plays one game with the current net and keeps its samples (labelled once it is over).
    fn play(&mut self) -> Result<(), GameError> {
        let mut game = if self.params.mix {
            let (rows, cols, mines) =
                [(9, 9, 10), (16, 16, 40), (16, 30, 99)][(self.progress.episodes % 3) as usize];
            Minesweeper::new(rows, cols, mines, self.template.first_click_policy())?
        } else {
            self.template.clone()
        };
        game.reset(self.rng.next_u64());
        let (rows, cols) = (game.rows(), game.cols());
        // Kept until the end: codes, density, cell.
        let mut pending: Vec<(Vec<u8>, f32, usize)> = Vec::new();
        let mut codes = Vec::new();
        let mut choice_rng = self.rng.fork();
        while !game.is_terminal() {
            let started = game.is_started();
            let choice = agent::NeuralAgent::decide(&self.net, &game, &mut choice_rng);
            let mut action = choice.best.ok_or(GameError::GameOver)?;
            let view = game.view().to_vec();
            if started && self.rng.next_f64() < self.params.epsilon {
                let legal: Vec<usize> = (0..view.len()).filter(|&c| view[c] == HIDDEN).collect();
                action = legal[self.rng.below(legal.len())];
            }
            let d = density(&view, game.mines());
            // The boards each pass of the net read: it learns to read every one of them.
            let boards = if started { choice.boards } else { Vec::new() };
            let exact = if started && self.params.target == Target::Exact {
                Some(
                    self.teacher
                        .analyse(&view, rows, cols, game.mines())
                        .probabilities,
                )
            } else {
                None
            };
            if started && self.params.target != Target::Reward {
                let mut blank = Vec::new();
                for cell in (0..view.len()).filter(|&c| view[c] == HIDDEN) {
                    let mut seen: Vec<Vec<u8>> = Vec::new();
                    for board in &boards {
                        self.window.codes(board, rows, cols, cell, &mut codes);
                        if !seen.contains(&codes) {
                            seen.push(codes.clone());
                        }
                    }
                    if seen.iter().any(|c| shows_number(c)) {
                        match &exact {
                            Some(p) => self.push_all(seen, d, p[cell] as f32),
                            None => pending.extend(seen.into_iter().map(|c| (c, d, cell))),
                        }
                    } else {
                        blank.push(cell);
                    }
                }
                if let Some(&cell) = self.rng.choose(&blank) {
                    self.window.codes(&boards[0], rows, cols, cell, &mut codes);
                    match &exact {
                        Some(p) => self.push_all(vec![codes.clone()], d, p[cell] as f32),
                        None => pending.push((codes.clone(), d, cell)),
                    }
                }
            }
            let reward = game.apply(action)?;
            if started && self.params.target == Target::Reward {
                let mine = if reward < 0.0 { 1.0 } else { 0.0 };
                let mut seen: Vec<Vec<u8>> = Vec::new();
                for board in &boards {
                    self.window.codes(board, rows, cols, action, &mut codes);
                    if !seen.contains(&codes) {
                        seen.push(codes.clone());
                    }
                }
                for codes in seen {
                    self.push(Sample {
                        codes,
                        density: d,
                        mine,
                    });
                }
            }
        }
        // The game is over: its board now tells every kept cell's truth.
        let won = game.outcome() == Some(Outcome::Won(0));
        let end = game.view().to_vec();
        for (codes, density, cell) in pending {
            let mine = end[cell] == MINE || (won && net::code(end[cell]) == HIDDEN_CODE);
            self.push(Sample {
                codes,
                density,
                mine: if mine { 1.0 } else { 0.0 },
            });
        }
        Ok(())
    }

    /// One batch of Adam on the replay buffer; returns the mean cross-entropy.
    fn step(&mut self) -> Option<f64> {
        if self.buffer.is_empty() {
            return None;
        }
        let n = self.params.batch;
        let inputs = self.window.inputs();
        let mut x = Tensor::zeros(&[n, inputs]);
        let mut labels = Vec::with_capacity(n);
        let mut turned = Vec::new();
        for row in x.data_mut().chunks_exact_mut(inputs) {
            let s = &self.buffer[self.rng.below(self.buffer.len())];
            self.window
                .transform(&s.codes, self.rng.below(8), &mut turned);
            self.window.encode(&turned, s.density, row);
            labels.push(s.mine);
        }
        self.model.zero_grad();
        let logits = self.model.forward(&x);
        let mut grad = Tensor::zeros(&[n, 1]);
        let mut loss = 0.0f64;
        for ((g, &z), &y) in grad.data_mut().iter_mut().zip(logits.data()).zip(&labels) {
            let p = net::sigmoid(z);
            // Cross-entropy of sigmoid(z) with label y, computed stably.
            loss += f64::from(z.max(0.0) - z * y + (-z.abs()).exp().ln_1p());
            *g = (p - y) / n as f32;
        }
        self.model.backward(&grad);
        self.adam.step(&mut self.model);
        Some(loss / n as f64)
    }
}

impl Episodic for MinesweeperNeural {
    fn progress_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }

    fn schedule(&self) -> Schedule {
        Schedule::every(self.params.eval_every)
    }

    /// Plays one game, then trains `stepsPerGame` batches (each batch's mean loss goes to `loss`).
    fn episode(&mut self, loss: &mut Loss) -> Result<Episode, GameError> {
        self.play()?;
        let mut samples = 0;
        for _ in 0..self.params.steps_per_game {
            if let Some(l) = self.step() {
                loss.add(l, 1);
                samples += self.params.batch as u64;
            }
        }
        self.net = Arc::new(Self::sync(&self.window, self.params.hidden, &self.model));
        Ok(Episode { games: 1, samples })
    }

    /// Measures the current net's win rate on fixed boards.
    fn measure(&self) -> Result<EvalPoint, GameError> {
        let mut agent = NeuralAgent::new(self.net.clone(), self.params.seed);
        let mut seeds = Rng::new(0x5eed_e7a1);
        let mut wins = 0;
        for _ in 0..self.params.eval_games {
            let mut game = self.template.clone();
            game.reset(seeds.next_u64());
            while !game.is_terminal() {
                let a = agent.act(&game)?;
                game.apply(a)?;
            }
            if game.is_won() {
                wins += 1;
            }
        }
        let games = self.params.eval_games;
        Ok(self.progress.point(vec![EvalResult {
            measure: "won",
            opponent: "none".into(),
            games,
            wins,
            draws: 0,
            losses: games - wins,
            score: wins as f64 / games.max(1) as f64,
        }]))
    }
}

impl Learner for MinesweeperNeural {
    fn id(&self) -> &'static str {
        ID
    }

    fn game_id(&self) -> &'static str {
        "minesweeper"
    }

    fn progress(&self) -> Progress {
        self.progress.clone()
    }

    fn agent(&self) -> Box<dyn Agent<AnyGame>> {
        Box::new(ForGame::<Minesweeper, _>::new(NeuralAgent::new(
            self.net.clone(),
            self.params.seed,
        )))
    }

    fn save(&self) -> Vec<u8> {
        let mut file = self.net.to_file(&self.model);
        file.training = self.progress.summary(json!({
            "target": TARGETS[self.params.target as usize],
            "boards": if self.params.mix { "mix" } else { "game" },
            "board": format!("{}x{}/{}", self.template.rows(), self.template.cols(), self.template.mines()),
            "learningRate": self.params.learning_rate,
            "batch": self.params.batch,
            "stepsPerGame": self.params.steps_per_game,
            "epsilon": self.params.epsilon,
            "seed": self.params.seed,
            "episodes": self.progress.episodes,
        }));
        file.to_bytes()
    }
}

#[cfg(test)]
mod tests;
