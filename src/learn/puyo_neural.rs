//! The `neural` Puyo learner (seed 001): tunes the weights of a linear board evaluation
//! ([`LinearEval`]) by the cross-entropy method (CEM) over self-play.
//!
//! A student can follow it in four steps, one *generation*:
//!
//! ```text
//! 1. draw `population` weight vectors w ~ Normal(mean, std)          (candidates)
//! 2. each candidate plays `gamesPerCandidate` games (same seeds for all)  -> fitness
//!    fitness = mean over games of the largest chain it fired or had ready at the end
//! 3. keep the best `elite` fraction
//! 4. mean <- their average; std <- their spread (+ `noise`, so it keeps exploring)
//! ```
//!
//! One episode is one candidate's games. The agent handed out plays the current mean.

use super::bookkeeping::{Episode, Episodic, Loss, Schedule};
use super::{EvalPoint, EvalResult, Learner, Progress};
use crate::agents::puyo::neural::{LinearEval, NeuralAgent, ID, NUM_FEATURES};
use crate::agents::Agent;
use crate::any_game::{AnyGame, ForGame, GameKind};
use crate::game::{Game, GameError, Reason};
use crate::games::puyo::{Puyo, Rules};
use crate::options::{OptionKind, OptionSpec, Options};
use crate::ordering::{self, Key};
use crate::rng::Rng;
use crate::weights::WeightsError;
use serde_json::json;
use std::sync::Arc;

/// The learner's options, for the registry and help texts.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "population",
        kind: OptionKind::Whole { min: 4, max: 1000 },
        default: "16",
        help: "How many weight vectors are tried in each generation.",
    },
    OptionSpec {
        name: "elite",
        kind: OptionKind::Real { min: 0.05, max: 0.9 },
        default: "0.25",
        help: "The best fraction of a generation that the next one is drawn around.",
    },
    OptionSpec {
        name: "gamesPerCandidate",
        kind: OptionKind::Whole { min: 1, max: 100 },
        default: "2",
        help: "Games each weight vector plays to measure it (more: fairer but slower).",
    },
    OptionSpec {
        name: "trainPairs",
        kind: OptionKind::Whole { min: 10, max: 1000 },
        default: "60",
        help: "Pairs per training game.",
    },
    OptionSpec {
        name: "beam",
        kind: OptionKind::Whole { min: 1, max: 256 },
        default: "4",
        help: "Boards the search keeps per pair while training and measuring (more: stronger, slower).",
    },
    OptionSpec {
        name: "initialStd",
        kind: OptionKind::Real {
            min: 0.01,
            max: 100.0,
        },
        default: "2",
        help: "How widely the first weights are spread around zero.",
    },
    OptionSpec {
        name: "noise",
        kind: OptionKind::Real { min: 0.0, max: 10.0 },
        default: "0.1",
        help: "Extra spread added each generation so the search never stops exploring.",
    },
    OptionSpec {
        name: "evalEvery",
        kind: OptionKind::Whole {
            min: 1,
            max: 1_000_000,
        },
        default: "5",
        help: "Measure the current weights after this many generations.",
    },
    OptionSpec {
        name: "evalGames",
        kind: OptionKind::Whole { min: 1, max: 1000 },
        default: "8",
        help: "Games (on fixed seeds) per measurement.",
    },
    OptionSpec {
        name: "evalPairs",
        kind: OptionKind::Whole {
            min: 10,
            max: 10_000,
        },
        default: "200",
        help: "Pairs per measurement game.",
    },
    OptionSpec {
        name: "seed",
        kind: OptionKind::Seed,
        default: "0",
        help: "Fixes every random choice: the same seed learns the same weights.",
    },
];

/// Hyper-parameters of [`PuyoNeural`].
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Candidates per generation.
    pub population: usize,
    /// Elite fraction.
    pub elite: f64,
    /// Games per candidate.
    pub games_per_candidate: usize,
    /// Pairs per training game.
    pub train_pairs: usize,
    /// Beam width in training and measuring.
    pub beam: usize,
    /// Spread of the first generation.
    pub initial_std: f64,
    /// Spread added each generation.
    pub noise: f64,
    /// Generations between curve points.
    pub eval_every: u64,
    /// Games per curve point.
    pub eval_games: usize,
    /// Pairs per measurement game.
    pub eval_pairs: usize,
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
            population: options.take_usize("population", 16, 4..=1000)?,
            elite: options.take_f64("elite", 0.25, 0.05..=0.9)?,
            games_per_candidate: options.take_usize("gamesPerCandidate", 2, 1..=100)?,
            train_pairs: options.take_usize("trainPairs", 60, 10..=1000)?,
            beam: options.take_usize("beam", 4, 1..=256)?,
            initial_std: options.take_f64("initialStd", 2.0, 0.01..=100.0)?,
            noise: options.take_f64("noise", 0.1, 0.0..=10.0)?,
            eval_every: options.take_usize("evalEvery", 5, 1..=1_000_000)? as u64,
            eval_games: options.take_usize("evalGames", 8, 1..=1000)?,
            eval_pairs: options.take_usize("evalPairs", 200, 10..=10_000)?,
            seed: options.take_u64("seed", 0)?,
        };
        options.finish("the neural learner")?;
        Ok(p)
    }
}

/// What one agent did over a set of games.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// Largest chain fired in each game.
    pub chains: Vec<u32>,
    /// Each game's score.
    pub scores: Vec<u64>,
    /// Each game's fitness: the largest chain fired, or the one ready on the board at the end.
    pub fitness: Vec<f64>,
}

/// Plays `eval` (beam `beam`) on `seeds`, `pairs` pairs each, under `rules` with `colors`.
///
/// # Errors
/// Only for a bug (an illegal move).
pub fn play(
    eval: &LinearEval,
    rules: Rules,
    colors: u8,
    pairs: usize,
    beam: usize,
    seeds: &[u64],
) -> Result<Played, GameError> {
    let mut out = Played {
        chains: Vec::new(),
        scores: Vec::new(),
        fitness: Vec::new(),
    };
    let mut agent = NeuralAgent::new(Arc::new(eval.clone()), 0, 1.0, Some(beam));
    for &seed in seeds {
        let mut game = Puyo::new(rules, colors, Some(pairs), seed);
        while !game.is_terminal() {
            let action = agent.act(&game)?;
            game.apply(action)?;
        }
        let ready = if game.is_dead() {
            0
        } else {
            crate::agents::puyo::neural::features(game.board(), rules).1
        };
        out.chains.push(game.max_chain());
        out.scores.push(game.score());
        out.fitness.push(f64::from(game.max_chain().max(ready)));
    }
    Ok(out)
}

/// The median of `v` (0 for none).
fn median(v: &[u32]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let mut s = v.to_vec();
    s.sort_unstable();
    let n = s.len();
    if n % 2 == 1 {
        f64::from(s[n / 2])
    } else {
        f64::from(s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

/// The cross-entropy-method learner of a linear Puyo evaluation.
#[derive(Clone, Debug)]
pub struct PuyoNeural {
    params: Params,
    rules: Rules,
    colors: u8,
    mean: [f64; NUM_FEATURES],
    std: [f64; NUM_FEATURES],
    rng: Rng,
    generation: u64,
    candidates: Vec<[f64; NUM_FEATURES]>,
    fitness: Vec<f64>,
    /// An episode is one candidate's games; samples are their pairs. CEM has no loss: `loss` is
    /// the best fitness of the last generation, negated, so that lower is better like a loss.
    progress: Progress,
}

impl PuyoNeural {
    /// A learner for `rules` with `colors` colours, its mean at zero (the untrained evaluation).
    pub fn new(params: Params, rules: Rules, colors: u8) -> Self {
        PuyoNeural {
            rules,
            colors,
            mean: [0.0; NUM_FEATURES],
            std: [params.initial_std; NUM_FEATURES],
            rng: Rng::new(params.seed),
            params,
            generation: 0,
            candidates: Vec::new(),
            fitness: Vec::new(),
            progress: Progress::default(),
        }
    }

    /// Builds for `game` (its rules and colours) from [`OPTIONS`].
    ///
    /// # Errors
    /// As [`Params::from_options`]; `BadOption` when `game` is not Puyo.
    pub fn from_options(game: &AnyGame, options: Options) -> Result<Self, GameError> {
        let Some(puyo) = Puyo::from_any(game) else {
            return Err(GameError::BadOption {
                option: "game".into(),
                reason: Reason::new("learnsOnly", "the Puyo neural learner learns Puyo only")
                    .with("game", "puyo"),
            });
        };
        Ok(Self::new(
            Params::from_options(options)?,
            puyo.rules(),
            puyo.colors(),
        ))
    }

    /// The evaluation the agent plays now (the mean of the search distribution).
    pub fn eval(&self) -> LinearEval {
        LinearEval { weights: self.mean }
    }

    /// A standard normal number (`rand_distr`'s, computed with `libm`: portable).
    fn normal(&mut self) -> f64 {
        rand_distr::Distribution::sample(&rand_distr::StandardNormal, &mut self.rng)
    }

    /// Draws a new generation's candidates.
    fn draw(&mut self) {
        self.candidates.clear();
        self.fitness.clear();
        for _ in 0..self.params.population {
            let mut w = [0.0; NUM_FEATURES];
            for (i, slot) in w.iter_mut().enumerate() {
                *slot = self.mean[i] + self.std[i] * self.normal();
            }
            self.candidates.push(w);
        }
    }

    /// The game seeds of the current generation (shared by all its candidates).
    fn generation_seeds(&self) -> Vec<u64> {
        let mut rng = Rng::new(
            self.params
                .seed
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(self.generation + 1),
        );
        (0..self.params.games_per_candidate)
            .map(|_| rng.next_u64())
            .collect()
    }

    /// Refits the distribution to the elite and starts the next generation.
    fn refit(&mut self) {
        let mut order: Vec<usize> = (0..self.fitness.len()).collect();
        ordering::sort_by_key(&mut order, |&k| Key::of(-self.fitness[k]));
        let n = ((self.fitness.len() as f64 * self.params.elite).round() as usize)
            .clamp(2, self.fitness.len());
        let elite = &order[..n];
        for i in 0..NUM_FEATURES {
            let m = elite.iter().map(|&k| self.candidates[k][i]).sum::<f64>() / n as f64;
            let var = elite
                .iter()
                .map(|&k| (self.candidates[k][i] - m).powi(2))
                .sum::<f64>()
                / n as f64;
            self.mean[i] = m;
            self.std[i] = (var + self.params.noise * self.params.noise).sqrt();
        }
        self.progress.loss = Some(-self.fitness[order[0]]);
        self.generation += 1;
        self.candidates.clear();
        self.fitness.clear();
    }
}

impl Episodic for PuyoNeural {
    fn progress_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }

    /// A point every `evalEvery` generations: a generation is `population` episodes. An empty
    /// budget measures nothing.
    fn schedule(&self) -> Schedule {
        Schedule {
            first_point_without_budget: false,
            ..Schedule::every(self.params.eval_every * self.params.population as u64)
        }
    }

    /// Evaluates the next candidate (one episode).
    fn episode(&mut self, _loss: &mut Loss) -> Result<Episode, GameError> {
        if self.candidates.is_empty() {
            self.draw();
        }
        let k = self.fitness.len();
        let eval = LinearEval {
            weights: self.candidates[k],
        };
        let seeds = self.generation_seeds();
        let played = play(
            &eval,
            self.rules,
            self.colors,
            self.params.train_pairs,
            self.params.beam,
            &seeds,
        )?;
        let fitness = played.fitness.iter().sum::<f64>() / played.fitness.len() as f64;
        self.fitness.push(fitness);
        if self.fitness.len() == self.candidates.len() {
            self.refit();
        }
        let games = seeds.len() as u64;
        Ok(Episode {
            games,
            samples: games * self.params.train_pairs as u64,
        })
    }

    /// Measures the mean weights on fixed seeds.
    fn measure(&self) -> Result<EvalPoint, GameError> {
        let seeds: Vec<u64> = (0..self.params.eval_games as u64)
            .map(|i| 1_000_003 + i)
            .collect();
        let played = play(
            &self.eval(),
            self.rules,
            self.colors,
            self.params.eval_pairs,
            self.params.beam,
            &seeds,
        )?;
        let games = seeds.len();
        let mean_score = played.scores.iter().sum::<u64>() as f64 / games as f64;
        let result = |measure: &'static str, opponent: &str, score: f64| EvalResult {
            measure,
            opponent: opponent.into(),
            games,
            wins: 0,
            draws: 0,
            losses: 0,
            score,
        };
        Ok(self.progress.point(vec![
            result("chain", "largest chain (median)", median(&played.chains)),
            result("score", "score (mean)", mean_score),
        ]))
    }
}

impl Learner for PuyoNeural {
    fn id(&self) -> &'static str {
        ID
    }

    fn game_id(&self) -> &'static str {
        <Puyo as GameKind>::ID
    }

    fn progress(&self) -> Progress {
        self.progress.clone()
    }

    fn agent(&self) -> Box<dyn Agent<AnyGame>> {
        Box::new(ForGame::<Puyo, _>::new(NeuralAgent::new(
            Arc::new(self.eval()),
            self.params.seed,
            50.0,
            None,
        )))
    }

    fn save(&self) -> Vec<u8> {
        let mut file = self.eval().to_file();
        file.training = self.progress.summary(json!({
            "method": "cross-entropy",
            "rules": self.rules.name(),
            "population": self.params.population,
            "elite": self.params.elite,
            "gamesPerCandidate": self.params.games_per_candidate,
            "trainPairs": self.params.train_pairs,
            "beam": self.params.beam,
            "initialStd": self.params.initial_std,
            "noise": self.params.noise,
            "seed": self.params.seed,
            "generations": self.generation,
            "episodes": self.progress.episodes,
            "std": self.std,
        }));
        file.to_bytes()
    }
}

/// Reads a learned evaluation from a weights file's bytes (for tests and tools).
///
/// # Errors
/// As [`LinearEval::from_bytes`].
pub fn load(bytes: &[u8]) -> Result<LinearEval, WeightsError> {
    LinearEval::from_bytes(bytes)
}

#[cfg(test)]
mod tests;
