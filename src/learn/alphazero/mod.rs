//! AlphaZero by self-play for Tic-tac-toe, Gomoku and Connect Four (seed 004, AlphaZero_Gomoku).
//!
//! A policy-value net ([`net`]) reads seed 004's four planes ([`features`]); as an MCTS
//! [`Evaluator`](crate::agents::mcts::Evaluator) ([`evaluator`]) it gives the search its priors
//! (the policy over legal moves) and leaf values (the value head), in place of random rollouts.
//! Training repeats: play a game against itself with Dirichlet noise at the root and moves drawn
//! in proportion to visits early on ([`selfplay`]); store each position with the search's visit
//! probabilities and the game's result z, in all 8 board symmetries, in a replay buffer; take a
//! few Adam steps on minibatches drawn from it ([`trainer`]). The curve measures the agent
//! against `pure-mcts` (seed 004's yardstick, 1000 playouts) and, on Tic-tac-toe, `minimax`.
//! The `alphazero` agent ([`agent`]) plays a weights file with the same search, noise off.

pub mod agent;
pub mod checkpoint;
pub mod evaluator;
pub mod features;
pub mod gumbel;
pub mod net;
pub mod rounds;
pub mod selfplay;
pub mod trainer;

use self::evaluator::{NetEvaluator, RootNoise};
use self::features::NetGame;
use self::net::Architecture;
use self::selfplay::{augment, SelfPlayGame};
use self::trainer::ReplayBuffer;
use super::bookkeeping::{Episode, Episodic, Loss, Schedule};
use super::{evaluate, EvalPoint, Learner, OpponentMaker, Progress};
use crate::agents::Agent;
use crate::any_game::{AnyGame, ForGame};
use crate::game::GameError;
use crate::nn::{Adam, Parameters, PolicyValueNet};
use crate::options::{OptionKind, OptionSpec, Options};
use crate::rng::Rng;
use serde_json::json;
use std::collections::VecDeque;

pub use agent::AlphaZeroAgent;

/// The learner and agent id.
pub const ID: &str = "alphazero";

/// The self-play searches the option `search` offers.
pub const SEARCHES: [&str; 2] = ["puct", "gumbel"];

/// The learner's options, for the registry and help texts.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "playouts",
        kind: OptionKind::Whole { min: 2, max: 10_000 },
        default: "16",
        help: "Search playouts per self-play move: more plays better games but trains slower.",
    },
    OptionSpec {
        name: "search",
        kind: OptionKind::Choice {
            choices: &SEARCHES,
        },
        default: "gumbel",
        help: "How self-play searches: AlphaZero's PUCT, or Gumbel AlphaZero, which still learns with only a few playouts per move.",
    },
    OptionSpec {
        name: "considered",
        kind: OptionKind::Whole { min: 2, max: 64 },
        default: "16",
        help: "With Gumbel AlphaZero: how many moves each search looks at closely from the start.",
    },
    OptionSpec {
        name: "channels",
        kind: OptionKind::Whole { min: 4, max: 256 },
        default: "32",
        help: "Channels of each convolution layer of the net (its width).",
    },
    OptionSpec {
        name: "layers",
        kind: OptionKind::Whole { min: 1, max: 6 },
        default: "3",
        help: "How many 3x3 convolution layers the net has (its depth).",
    },
    OptionSpec {
        name: "learningRate",
        kind: OptionKind::Real { min: 1e-6, max: 0.1 },
        default: "0.005",
        help: "The step size of the Adam optimiser.",
    },
    OptionSpec {
        name: "warmup",
        kind: OptionKind::Whole { min: 0, max: 100_000 },
        default: "100",
        help: "Training steps over which the step size grows from small to the learning rate, so the first few games cannot freeze the net.",
    },
    OptionSpec {
        name: "batchSize",
        kind: OptionKind::Whole { min: 1, max: 2048 },
        default: "128",
        help: "Positions in each training step.",
    },
    OptionSpec {
        name: "stepsPerGame",
        kind: OptionKind::Whole { min: 0, max: 100 },
        default: "2",
        help: "Training steps after each self-play game.",
    },
    OptionSpec {
        name: "buffer",
        kind: OptionKind::Whole { min: 64, max: 1_000_000 },
        default: "10000",
        help: "How many recent positions (with their rotations and mirrors) training draws from.",
    },
    OptionSpec {
        name: "sampleMoves",
        kind: OptionKind::Whole { min: 0, max: 400 },
        default: "8",
        help: "Self-play draws this many first moves of each game at random, weighted by visits, for variety.",
    },
    OptionSpec {
        name: "noise",
        kind: OptionKind::Real { min: 0.0, max: 1.0 },
        default: "0.25",
        help: "How much Dirichlet noise is mixed into the net's first guesses at each self-play move.",
    },
    OptionSpec {
        name: "evalEvery",
        kind: OptionKind::Whole { min: 1, max: 1_000_000 },
        default: "50",
        help: "Measure the agent after this many self-play games.",
    },
    OptionSpec {
        name: "evalGames",
        kind: OptionKind::Whole { min: 2, max: 1000 },
        default: "10",
        help: "Games against each opponent per measurement (half with each colour).",
    },
    OptionSpec {
        name: "evalPlayouts",
        kind: OptionKind::Whole { min: 1, max: 100_000 },
        default: "200",
        help: "Playouts per move of the measured agent (its opponent, Pure MCTS, plays 1000).",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Fixes every random choice: the same seed learns the same net.",
    },
];

/// The options of the `alphazero` agent.
pub const AGENT_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "weights",
        kind: OptionKind::File,
        default: "",
        help: "The net to play (left out: the net shipped for this board, if there is one).",
    },
    OptionSpec {
        name: "playouts",
        kind: OptionKind::Whole { min: 1, max: 1_000_000 },
        default: "1600",
        help: "Search playouts per move (ignored when timeMs is given).",
    },
    OptionSpec {
        name: "timeMs",
        kind: OptionKind::Real { min: 1.0, max: 600_000.0 },
        default: "",
        help: "Search for about this many milliseconds per move instead of a fixed number of playouts.",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "The search's random choices.",
    },
];

/// The search's exploration weight (seed 004's `c_puct`).
pub const C_PUCT: f64 = 5.0;
/// The Dirichlet concentration of root noise (seed 004).
const NOISE_ALPHA: f64 = 0.3;
/// The opponent every curve point measures against, with its default 1000 playouts.
const YARDSTICK: &str = "pure-mcts";

/// Hyper-parameters of [`AlphaZero`].
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Self-play playouts per move.
    pub playouts: usize,
    /// Gumbel AlphaZero's search in self-play instead of PUCT.
    pub gumbel: bool,
    /// With `gumbel`: the moves considered at the root.
    pub considered: usize,
    /// Channels per trunk layer.
    pub channels: usize,
    /// Trunk layers.
    pub layers: usize,
    /// Adam step size.
    pub learning_rate: f32,
    /// Adam steps of linear learning-rate warm-up.
    pub warmup: usize,
    /// Minibatch size.
    pub batch_size: usize,
    /// Adam steps per self-play game.
    pub steps_per_game: usize,
    /// Replay buffer capacity.
    pub buffer: usize,
    /// Moves drawn by visits at the start of each game.
    pub sample_moves: usize,
    /// Root noise weight.
    pub noise: f32,
    /// Games between curve points.
    pub eval_every: u64,
    /// Games per opponent per curve point.
    pub eval_games: usize,
    /// The measured agent's playouts.
    pub eval_playouts: usize,
    /// Seed of all training randomness (and the net's initial weights).
    pub seed: u64,
}

impl Params {
    /// Reads [`OPTIONS`] (every one optional).
    ///
    /// # Errors
    /// `BadOption` for a value out of range or an unknown option.
    pub fn from_options(mut o: Options) -> Result<Self, GameError> {
        let p = Params {
            playouts: o.take_usize("playouts", 16, 2..=10_000)?,
            gumbel: o.take_choice("search", "gumbel", &SEARCHES)? == "gumbel",
            considered: o.take_usize("considered", 16, 2..=64)?,
            channels: o.take_usize("channels", 32, 4..=256)?,
            layers: o.take_usize("layers", 3, 1..=6)?,
            learning_rate: o.take_f64("learningRate", 0.005, 1e-6..=0.1)? as f32,
            warmup: o.take_usize("warmup", 100, 0..=100_000)?,
            batch_size: o.take_usize("batchSize", 128, 1..=2048)?,
            steps_per_game: o.take_usize("stepsPerGame", 2, 0..=100)?,
            buffer: o.take_usize("buffer", 10_000, 64..=1_000_000)?,
            sample_moves: o.take_usize("sampleMoves", 8, 0..=400)?,
            noise: o.take_f64("noise", 0.25, 0.0..=1.0)? as f32,
            eval_every: o.take_usize("evalEvery", 50, 1..=1_000_000)? as u64,
            eval_games: o.take_usize("evalGames", 10, 2..=1000)?,
            eval_playouts: o.take_usize("evalPlayouts", 200, 1..=100_000)?,
            seed: o.take_u64("seed", 0)?,
        };
        o.finish("the alphazero learner")?;
        Ok(p)
    }
}

/// The AlphaZero learner for one board.
pub struct AlphaZero<G: NetGame> {
    params: Params,
    start: G,
    arch: Architecture,
    evaluator: NetEvaluator,
    adam: Adam,
    buffer: ReplayBuffer,
    symmetries: Vec<Vec<usize>>,
    rng: Rng,
    /// Episodes are self-play games: `episodes` and `games` count the same.
    progress: Progress,
    recording: bool,
    records: Vec<String>,
    /// Makes the curve's opponents (the yardstick, and minimax on Tic-tac-toe).
    make_opponent: OpponentMaker,
    /// Where a resumed run changed its learning rate, buffer or threads (see [`checkpoint::read`]).
    schedule: Vec<checkpoint::ScheduleChange>,
    /// Self-play threads (`rounds`): 1 plays each game with the newest net.
    threads: usize,
    /// Games of the current round not learned from yet (only with more than one thread).
    pending: VecDeque<SelfPlayGame>,
}

impl<G: NetGame> AlphaZero<G> {
    /// A learner with a fresh net (weights from `params.seed`) for `start`'s board, measured
    /// against the opponents `make_opponent` makes (the registry's `make_agent`).
    pub fn new(start: &G, params: Params, make_opponent: OpponentMaker) -> Self {
        let (height, width) = start.board_size();
        let arch = Architecture {
            height,
            width,
            channels: vec![params.channels; params.layers],
            hidden: params.channels,
        };
        let net = arch.build(params.seed);
        let noise = (params.noise > 0.0).then_some(RootNoise {
            weight: params.noise,
            alpha: NOISE_ALPHA,
        });
        AlphaZero {
            start: start.clone(),
            evaluator: NetEvaluator::new(net, noise),
            adam: Adam::new(params.learning_rate)
                .with_weight_decay(1e-4)
                .with_warmup(params.warmup as i32),
            buffer: ReplayBuffer::new(params.buffer),
            symmetries: start.symmetries(),
            rng: Rng::new(params.seed ^ 0xA1FA_2E20),
            arch,
            params,
            progress: Progress::default(),
            recording: false,
            records: Vec::new(),
            make_opponent,
            schedule: Vec::new(),
            threads: 1,
            pending: VecDeque::new(),
        }
    }

    /// Builds from [`OPTIONS`] for `start`'s board, measured against the opponents
    /// `make_opponent` makes.
    ///
    /// # Errors
    /// As [`Params::from_options`].
    pub fn from_options(
        start: &G,
        options: Options,
        make_opponent: OpponentMaker,
    ) -> Result<Self, GameError> {
        Ok(Self::new(
            start,
            Params::from_options(options)?,
            make_opponent,
        ))
    }

    /// The net being trained.
    pub fn net(&self) -> &PolicyValueNet {
        self.evaluator.net()
    }

    /// The net's shape.
    pub fn architecture(&self) -> &Architecture {
        &self.arch
    }

    /// Positions in the replay buffer.
    pub fn buffer_len(&self) -> usize {
        self.buffer.len()
    }

    fn agent_with(&self, search: agent::Search) -> Box<dyn Agent<AnyGame>> {
        let net = net::copy(&self.arch, self.evaluator.net());
        Box::new(ForGame::<G, _>::new(AlphaZeroAgent::<G>::new(
            &self.start,
            net,
            search,
            self.params.seed,
        )))
    }
}

/// The evaluator's net, mutably (training changes the net the self-play search uses).
fn evaluator_net(e: &mut NetEvaluator) -> &mut PolicyValueNet {
    e.net_mut()
}

impl<G: NetGame> Episodic for AlphaZero<G> {
    fn progress_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }

    fn schedule(&self) -> Schedule {
        Schedule::every(self.params.eval_every)
    }

    /// One self-play game and its training steps (their summed loss goes to `loss`). With more
    /// than one thread the game comes from the current round (`rounds`).
    fn episode(&mut self, loss: &mut Loss) -> Result<Episode, GameError> {
        let game = if self.threads <= 1 && self.pending.is_empty() {
            let mut start = self.start.clone();
            start.reset(self.rng.next_u64());
            rounds::play_game(&start, &mut self.evaluator, &self.params, &mut self.rng)?
        } else {
            if self.pending.is_empty() {
                let round = rounds::play_round(
                    &self.start,
                    &self.arch,
                    &self.evaluator,
                    &self.params,
                    self.threads,
                    &mut self.rng,
                )?;
                self.pending.extend(round);
            }
            self.pending.pop_front().ok_or(GameError::GameOver)?
        };
        for s in &game.samples {
            if self.recording {
                if let Ok(line) = serde_json::to_string(s) {
                    self.records.push(line);
                }
            }
            for a in augment(s, &self.symmetries) {
                self.buffer.push(a);
            }
        }
        let (h, w) = self.start.board_size();
        let (mut total, mut steps, mut samples) = (0.0, 0, 0);
        if self.buffer.len() >= self.params.batch_size.min(self.params.buffer) {
            for _ in 0..self.params.steps_per_game {
                let batch = self.buffer.batch(self.params.batch_size, &mut self.rng);
                let net = evaluator_net(&mut self.evaluator);
                let step = trainer::step(net, &mut self.adam, &batch, h, w);
                total += f64::from(step.total());
                steps += 1;
                samples += batch.len() as u64;
            }
        }
        loss.add(total, steps);
        Ok(Episode { games: 1, samples })
    }

    /// Measures the current agent against the yardstick (and minimax on Tic-tac-toe).
    fn measure(&self) -> Result<EvalPoint, GameError> {
        let template = self.start.clone().into_any();
        let mut agent = self.agent_with(agent::Search::Playouts(self.params.eval_playouts));
        let games = self.params.eval_games;
        let mut results = vec![evaluate(
            &template,
            agent.as_mut(),
            self.make_opponent,
            YARDSTICK,
            games,
            11,
        )?];
        if G::ID == "tictactoe" {
            results.insert(
                0,
                evaluate(
                    &template,
                    agent.as_mut(),
                    self.make_opponent,
                    "minimax",
                    games,
                    12,
                )?,
            );
        }
        Ok(self.progress.point(results))
    }
}

impl<G: NetGame> Learner for AlphaZero<G> {
    fn id(&self) -> &'static str {
        ID
    }

    fn game_id(&self) -> &'static str {
        G::ID
    }

    fn progress(&self) -> Progress {
        self.progress.clone()
    }

    fn agent(&self) -> Box<dyn Agent<AnyGame>> {
        self.agent_with(agent::Search::Playouts(agent::DEFAULT_PLAYOUTS))
    }

    fn save(&self) -> Vec<u8> {
        let mut file = net::to_file(&self.start, &self.arch, self.evaluator.net());
        file.training = self.progress.summary(json!({
            "playouts": self.params.playouts,
            "learningRate": self.params.learning_rate,
            "batchSize": self.params.batch_size,
            "stepsPerGame": self.params.steps_per_game,
            "seed": self.params.seed,
            "games": self.progress.games,
            "samples": self.progress.samples,
            "parameters": self.evaluator.net().num_parameters(),
            "schedule": self.schedule,
        }));
        file.to_bytes()
    }

    fn max_threads(&self) -> usize {
        rounds::MAX_THREADS
    }

    /// Self-play on `n` threads, in rounds of `n` games (see `rounds`).
    fn set_threads(&mut self, n: usize) {
        self.threads = n.clamp(1, rounds::MAX_THREADS);
    }

    fn checkpoint(&self) -> Result<Vec<u8>, GameError> {
        Ok(checkpoint::write(self))
    }

    fn resume(&mut self, bytes: &[u8]) -> Result<(), GameError> {
        checkpoint::read(self, bytes)
    }

    fn record(&mut self) -> Result<(), GameError> {
        self.recording = true;
        Ok(())
    }

    fn take_records(&mut self) -> Vec<String> {
        std::mem::take(&mut self.records)
    }
}

#[cfg(test)]
mod tests;
