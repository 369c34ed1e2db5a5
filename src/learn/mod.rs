//! Learning: agents that train by playing, in slices the page can run from a worker.
//!
//! A [`Learner`] trains for a [`Budget`] (episodes and/or milliseconds) and reports its
//! [`Progress`]: counts, time, the latest loss and a learning curve of [`EvalPoint`]s measured by
//! [`evaluate`] against fixed opponents on fixed seeds. At any moment it hands out a playable
//! agent ([`Learner::agent`]) and its weights as a [`weights::WeightsFile`]'s bytes
//! ([`Learner::save`]); the agent with the learner's id and option `weights` plays those bytes.
//! Same seed and same number of episodes give the same weights, however the training was sliced.

use self::bookkeeping::Episodic;
use crate::agents::Agent;
use crate::any_game::AnyGame;
use crate::game::{Game, GameError, Outcome};
use crate::options::Options;
use crate::rng::Rng;
use serde::Serialize;

pub mod alphazero;
pub mod bookkeeping;
pub mod minesweeper_neural;
pub mod puyo_neural;
pub mod qlearning;
/// The weights file (it sits below both learners and agents; kept here under its old path).
pub use crate::weights;

/// How much to train in one call: stops at whichever limit comes first; with no limit at all it
/// trains nothing. Time is checked between episodes, so a slice may run over by one episode (or
/// one evaluation).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Budget {
    /// At most this many episodes (self-play games, or the learner's unit of training).
    pub episodes: Option<u64>,
    /// At most about this many milliseconds of wall time (evaluation included), but at least one
    /// episode when it is positive.
    pub millis: Option<f64>,
}

impl Budget {
    /// A budget of `n` episodes.
    pub fn episodes(n: u64) -> Self {
        Budget {
            episodes: Some(n),
            millis: None,
        }
    }

    /// A budget of `ms` milliseconds.
    pub fn millis(ms: f64) -> Self {
        Budget {
            episodes: None,
            millis: Some(ms),
        }
    }
}

/// One opponent's results at one point of the learning curve.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EvalResult {
    /// What was measured, for the page's curve: "games" (wins, draws and losses against
    /// `opponent`), or for one-player games "won" (games won on fixed seeds), "score" (the mean
    /// score in `score`) or "chain" (the median largest chain in `score`).
    pub measure: &'static str,
    /// The opponent's agent id (e.g. "minimax", "random"), or what was measured in words.
    pub opponent: String,
    /// Games played (half with each side for two-player games).
    pub games: usize,
    /// Games the learner's agent won.
    pub wins: usize,
    /// Drawn games.
    pub draws: usize,
    /// Games it lost.
    pub losses: usize,
    /// `(wins + draws / 2) / games`: 1 always wins, 0.5 always draws or breaks even, 0 always loses.
    pub score: f64,
}

/// A point of the learning curve.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EvalPoint {
    /// Episodes trained when it was measured.
    pub episodes: u64,
    /// Training seconds when it was measured (evaluation time not counted).
    pub seconds: f64,
    /// One result per evaluation opponent.
    pub results: Vec<EvalResult>,
}

/// Where training stands.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// Training episodes so far.
    pub episodes: u64,
    /// Complete games played (self-play games; for Q-learning one per episode).
    pub games: u64,
    /// Training samples consumed (Q-learning: updates; nets: positions in batches).
    pub samples: u64,
    /// Seconds spent training (evaluation excluded).
    pub seconds: f64,
    /// The latest loss, if the learner has one (Q-learning: mean squared TD error of the last slice).
    pub loss: Option<f64>,
    /// The learning curve so far.
    pub curve: Vec<EvalPoint>,
}

/// Something that learns to play a game and can hand out what it has learned.
///
/// `Send` so a worker thread (natively) can own it. Construction takes a seed (option `seed`);
/// the same seed and the same number of episodes give the same weights. It trains episode by
/// episode ([`Episodic`]): `train` and `evaluate` default to [`bookkeeping`]'s.
pub trait Learner: Episodic + Send {
    /// The learner id, which is also the id of the agent that plays its weights.
    fn id(&self) -> &'static str;

    /// The game id it learns.
    fn game_id(&self) -> &'static str;

    /// Trains for `budget` and returns the progress after it (with any new curve points).
    ///
    /// # Errors
    /// Only for a bug in a game or agent (an illegal move); training state stays usable.
    fn train(&mut self, budget: Budget) -> Result<Progress, GameError> {
        bookkeeping::train(self, budget)
    }

    /// The progress so far, without training.
    fn progress(&self) -> Progress;

    /// Measures the current agent now and adds the point to the curve (unless the last point is
    /// already at this episode count); returns the point.
    ///
    /// # Errors
    /// As [`Learner::train`].
    fn evaluate(&mut self) -> Result<EvalPoint, GameError> {
        bookkeeping::evaluate(self)
    }

    /// A playable agent of what was learned so far (a snapshot; training on does not change it).
    fn agent(&self) -> Box<dyn Agent<AnyGame>>;

    /// The weights file's bytes (see [`weights`]), loadable as the agent's `weights` option.
    fn save(&self) -> Vec<u8>;

    /// The most threads it can use; `set_threads` beyond it is ignored. Default 1.
    fn max_threads(&self) -> usize {
        1
    }

    /// Asks for `n` worker threads (natively); the default learner trains on one.
    fn set_threads(&mut self, _n: usize) {}

    /// Everything needed to go on training later exactly where this stopped (a checkpoint file:
    /// weights, optimiser, replay buffer, random state, progress), for runs longer than a session.
    ///
    /// # Errors
    /// `NotSupported` for learners without checkpoints (the default).
    fn checkpoint(&self) -> Result<Vec<u8>, GameError> {
        Err(GameError::NotSupported {
            what: format!("checkpoints of the {} learner", self.id()),
            game: self.game_id().into(),
        })
    }

    /// Goes on from a [`Learner::checkpoint`] of a learner made with the same game, board and
    /// options; nothing changes when it is refused.
    ///
    /// # Errors
    /// `NotSupported` for learners without checkpoints (the default); `BadOption` (option
    /// "resume") for a file that is not such a checkpoint.
    fn resume(&mut self, _bytes: &[u8]) -> Result<(), GameError> {
        Err(GameError::NotSupported {
            what: format!("checkpoints of the {} learner", self.id()),
            game: self.game_id().into(),
        })
    }

    /// Starts keeping self-play records (JSON lines, seed 004's planes, probabilities and z).
    ///
    /// # Errors
    /// `NotSupported` for learners without records (the default).
    fn record(&mut self) -> Result<(), GameError> {
        Err(GameError::NotSupported {
            what: format!("self-play records from the {} learner", self.id()),
            game: self.game_id().into(),
        })
    }

    /// The records kept since the last call, one JSON object per line (empty when not recording).
    fn take_records(&mut self) -> Vec<String> {
        Vec::new()
    }
}

/// Makes agent `agent_id` for game `game_id` from `options`, as
/// [`crate::registry::make_agent`] does: how a learner gets the fixed opponents its curve is
/// measured against. The registry hands its `make_agent` to the learners it builds, so learning
/// never reaches back into the registry that lists the learners.
pub type OpponentMaker = fn(
    game_id: &str,
    agent_id: &str,
    options: Options,
) -> Result<Box<dyn Agent<AnyGame>>, GameError>;

/// Plays `agent` against the agent `opponent_id` that `make_opponent` makes (seeded by `seed`)
/// for `games` games on copies of `template`, alternating sides in two-player games (the agent
/// is X in even games), and counts results from the agent's side.
///
/// # Errors
/// An unknown opponent or an agent that fails to move.
pub fn evaluate(
    template: &AnyGame,
    agent: &mut dyn Agent<AnyGame>,
    make_opponent: OpponentMaker,
    opponent_id: &str,
    games: usize,
    seed: u64,
) -> Result<EvalResult, GameError> {
    let mut seeds = Rng::new(seed);
    let options = Options::new().with("seed", &seeds.next_u64().to_string());
    let mut opponent = make_opponent(template.id(), opponent_id, options)?;
    let two_player = template.num_players() == 2;
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for index in 0..games {
        let mut game = template.clone();
        game.reset(seeds.next_u64());
        let seat = if two_player { index % 2 } else { 0 };
        while let Some(player) = game.current_player() {
            let action = if player == seat {
                agent.act(&game)?
            } else {
                opponent.act(&game)?
            };
            game.apply(action)?;
        }
        match game.outcome() {
            Some(Outcome::Won(p)) if p == seat => wins += 1,
            Some(Outcome::Won(_)) | Some(Outcome::Lost) => losses += 1,
            Some(Outcome::Draw) => draws += 1,
            Some(Outcome::Ended) | None => {}
        }
    }
    let score = if games == 0 {
        0.0
    } else {
        (wins as f64 + draws as f64 / 2.0) / games as f64
    };
    Ok(EvalResult {
        measure: "games",
        opponent: opponent_id.into(),
        games,
        wins,
        draws,
        losses,
        score,
    })
}

#[cfg(test)]
mod tests;
