//! Seed 004's self-play: the net's search plays both sides; each position becomes a training
//! sample (planes, visit probabilities, z), and each sample is multiplied by the board's
//! symmetries before it enters the replay buffer.

use super::evaluator::NetEvaluator;
use super::features::NetGame;
use crate::agents::mcts::search_fresh;
use crate::game::GameError;
use crate::games::symmetry::permute_planes;
use crate::rng::Rng;
use serde::Serialize;

/// One training example.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sample {
    /// Seed 004's planes of the position (`4 * height * width`).
    pub planes: Vec<f32>,
    /// The search's visit counts over all cells (each action's at its
    /// [`NetGame::policy_cell`]), divided by their sum.
    #[serde(rename = "probabilities")]
    pub probs: Vec<f32>,
    /// +1 if the player to move here went on to win, -1 if they lost, 0 for a draw.
    pub z: f32,
}

/// How self-play searches and picks its moves.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SelfPlaySettings {
    /// Playouts per move.
    pub playouts: usize,
    /// PUCT exploration weight.
    pub c_puct: f64,
    /// The first this many moves of a game are drawn in proportion to visits (temperature 1);
    /// later ones are the most visited.
    pub sample_moves: usize,
}

/// A finished self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlayGame {
    /// One sample per move, in order (not yet augmented).
    pub samples: Vec<Sample>,
    /// The winner, `None` for a draw.
    pub winner: Option<usize>,
}

/// Plays one game from `start` with `evaluator` on both sides (its root noise, if any, is
/// applied at every move).
///
/// # Errors
/// Only for an illegal move (a bug).
pub fn play<G: NetGame>(
    start: &G,
    evaluator: &mut NetEvaluator,
    settings: &SelfPlaySettings,
    rng: &mut Rng,
) -> Result<SelfPlayGame, GameError> {
    let mut game = start.clone();
    let mut samples = Vec::new();
    let mut movers = Vec::new();
    while let Some(mover) = game.current_player() {
        evaluator.new_search();
        let stats = search_fresh(&game, evaluator, rng, settings.c_puct, settings.playouts)?;
        let probs = stats.visit_probabilities();
        let action = if samples.len() < settings.sample_moves {
            sample_index(&probs, rng).unwrap_or(stats.best)
        } else {
            stats.best
        };
        samples.push(Sample {
            planes: game.net_planes(),
            probs: game.probs_over_cells(&probs),
            z: 0.0,
        });
        movers.push(mover);
        game.apply(action)?;
    }
    Ok(finish(&game, samples, &movers))
}

/// The finished game `game` as a [`SelfPlayGame`]: each sample's `z` set from the winner for
/// the player who moved there (`movers`, one per sample).
pub fn finish<G: NetGame>(game: &G, mut samples: Vec<Sample>, movers: &[usize]) -> SelfPlayGame {
    let winner = game.outcome().and_then(|o| match o {
        crate::game::Outcome::Won(p) => Some(p),
        _ => None,
    });
    for (s, &m) in samples.iter_mut().zip(movers) {
        s.z = match winner {
            Some(w) if w == m => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
    }
    SelfPlayGame { samples, winner }
}

/// An index drawn with probability proportional to `weights` (`None` if they sum to 0).
fn sample_index(weights: &[f32], rng: &mut Rng) -> Option<usize> {
    let total: f64 = weights.iter().map(|&w| f64::from(w.max(0.0))).sum();
    if total <= 0.0 {
        return None;
    }
    let mut x = rng.next_f64() * total;
    for (i, &w) in weights.iter().enumerate() {
        x -= f64::from(w.max(0.0));
        if x < 0.0 && w > 0.0 {
            return Some(i);
        }
    }
    weights.iter().rposition(|&w| w > 0.0)
}

/// `sample` seen through each symmetry in `symmetries` (the identity first gives it back):
/// planes and probabilities are permuted alike.
pub fn augment(sample: &Sample, symmetries: &[Vec<usize>]) -> Vec<Sample> {
    symmetries
        .iter()
        .map(|perm| Sample {
            planes: permute_planes(&sample.planes, perm),
            probs: permute_planes(&sample.probs, perm),
            z: sample.z,
        })
        .collect()
}
