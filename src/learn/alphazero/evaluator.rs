//! The net as an MCTS [`Evaluator`]: priors are the policy's softmax over the legal moves, the
//! value is the value head's output for the player to move. With root noise on (self-play),
//! the first expansion of a search (its root) mixes Dirichlet noise into the priors, as
//! AlphaZero does to keep exploring.

use super::features::{NetGame, PLANES};
use crate::agents::mcts::Evaluator;
use crate::game::Action;
use crate::nn::{PolicyValueNet, Tensor};
use crate::rng::Rng;
use rand_distr::Distribution;

/// Dirichlet noise at the root: `prior = (1 - weight) * prior + weight * noise`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RootNoise {
    /// How much of the root's prior is noise (AlphaZero: 0.25).
    pub weight: f32,
    /// The Dirichlet concentration (seed 004: 0.3).
    pub alpha: f64,
}

/// A policy-value net that values positions for a search.
pub struct NetEvaluator {
    net: PolicyValueNet,
    noise: Option<RootNoise>,
    /// Whether the next expansion is a search's root (set by [`NetEvaluator::new_search`]).
    at_root: bool,
    legal: Vec<Action>,
    /// Positions evaluated so far.
    pub evaluations: u64,
}

impl NetEvaluator {
    /// Evaluates with `net`, adding `noise` at each search's root when given.
    pub fn new(net: PolicyValueNet, noise: Option<RootNoise>) -> Self {
        NetEvaluator {
            net,
            noise,
            at_root: true,
            legal: Vec::new(),
            evaluations: 0,
        }
    }

    /// The root noise it adds, if any.
    pub fn noise(&self) -> Option<RootNoise> {
        self.noise
    }

    /// Call before each search: its first expansion gets the root noise.
    pub fn new_search(&mut self) {
        self.at_root = true;
    }

    /// The net.
    pub fn net(&self) -> &PolicyValueNet {
        &self.net
    }

    /// The net, mutably (to train it).
    pub fn net_mut(&mut self) -> &mut PolicyValueNet {
        &mut self.net
    }

    /// The policy over the legal moves of `game` (summing to 1) and the value for its player
    /// to move.
    pub fn policy_value<G: NetGame>(&mut self, game: &G) -> (Vec<(Action, f32)>, f64) {
        let (h, w) = game.board_size();
        let x = Tensor::from_vec(&[1, PLANES, h, w], game.net_planes())
            .expect("a game's planes have the board's size");
        let (logits, value) = self.net.forward(&x);
        self.evaluations += 1;
        game.legal_actions_into(&mut self.legal);
        let logits = logits.data();
        let max = self
            .legal
            .iter()
            .map(|&a| logits.get(game.policy_cell(a)).copied().unwrap_or(0.0))
            .fold(f32::NEG_INFINITY, f32::max);
        let mut policy: Vec<(Action, f32)> = self
            .legal
            .iter()
            .map(|&a| {
                let logit = logits.get(game.policy_cell(a)).copied().unwrap_or(0.0);
                (a, (logit - max).exp())
            })
            .collect();
        let sum: f32 = policy.iter().map(|p| p.1).sum();
        let uniform = 1.0 / policy.len().max(1) as f32;
        for p in &mut policy {
            p.1 = if sum > 0.0 && sum.is_finite() {
                p.1 / sum
            } else {
                uniform
            };
        }
        let v = f64::from(value.data().first().copied().unwrap_or(0.0));
        (policy, if v.is_finite() { v } else { 0.0 })
    }
}

impl<G: NetGame> Evaluator<G> for NetEvaluator {
    fn evaluate(
        &mut self,
        game: &G,
        rng: &mut Rng,
        priors: Option<&mut Vec<(Action, f32)>>,
    ) -> f64 {
        let (mut policy, value) = self.policy_value(game);
        if let Some(out) = priors {
            if let (true, Some(noise)) = (self.at_root, self.noise) {
                let d = dirichlet(rng, noise.alpha, policy.len());
                for (p, n) in policy.iter_mut().zip(d) {
                    p.1 = (1.0 - noise.weight) * p.1 + noise.weight * n as f32;
                }
            }
            self.at_root = false;
            out.clear();
            out.extend(policy);
        }
        value
    }
}

/// A sample of the symmetric Dirichlet distribution with concentration `alpha` over `n`
/// outcomes: `n` draws of `rand_distr`'s Gamma(`alpha`, 1), normalised. (`rand_distr` computes
/// with `libm`, so the same seed gives the same noise natively and in wasm.) A concentration that
/// is not positive gives the uniform distribution.
pub fn dirichlet(rng: &mut Rng, alpha: f64, n: usize) -> Vec<f64> {
    let Ok(gamma) = rand_distr::Gamma::new(alpha, 1.0) else {
        return vec![1.0 / n as f64; n];
    };
    let mut g: Vec<f64> = (0..n).map(|_| gamma.sample(rng)).collect();
    let sum: f64 = g.iter().sum();
    for v in &mut g {
        *v = if sum > 0.0 { *v / sum } else { 1.0 / n as f64 };
    }
    g
}
