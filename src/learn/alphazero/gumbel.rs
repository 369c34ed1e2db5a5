//! Gumbel AlphaZero's self-play search (Danihelka et al., ICLR 2022, "Policy improvement by
//! planning with Gumbel"; google-deepmind/mctx `gumbel_muzero_policy`), for the learner option
//! `search=gumbel`.
//!
//! At the root: Gumbel-top-k picks `considered` moves by `g(a) + logit(a)` (g a Gumbel sample),
//! then sequential halving spends the simulations on them in rounds, keeping the better half by
//! `g + logit + sigma(q)` each round; the move played is the last one standing. Below the root a
//! move is chosen deterministically: the one whose improved-policy probability most exceeds its
//! share of visits. The training target is the improved policy `softmax(logit + sigma(completed
//! q))`, where an unvisited move's q is the mixed value estimate. Unlike PUCT with visit counts,
//! this improves the policy even with a handful of simulations.

use super::evaluator::NetEvaluator;
use super::features::NetGame;
use super::selfplay::{self, Sample, SelfPlayGame};
use crate::game::{Action, GameError, Outcome};
use crate::ordering::{self, Key};
use crate::rng::Rng;

/// mctx's `maxvisit_init`: sigma's offset on the visit count.
const C_VISIT: f64 = 50.0;
/// mctx's `value_scale`: sigma's slope on q (values rescaled to 0..1).
const C_SCALE: f64 = 0.1;

/// One node of the search tree: the move that leads to it and what was learned below it.
#[derive(Clone, Debug)]
struct Node {
    /// The move from the parent.
    action: Action,
    /// The parent's policy probability of that move, and its log.
    prior: f64,
    logit: f64,
    /// Simulations through this node.
    visits: u32,
    /// Sum of their values for the parent's player to move.
    value_sum: f64,
    /// The net's value for this node's player to move (set when expanded).
    raw_value: f64,
    /// Children (indices into the arena), empty until expanded.
    children: Vec<usize>,
    expanded: bool,
}

impl Node {
    fn new(action: Action, prior: f64) -> Self {
        Node {
            action,
            prior,
            logit: prior.max(1e-30).ln(),
            visits: 0,
            value_sum: 0.0,
            raw_value: 0.0,
            children: Vec::new(),
            expanded: false,
        }
    }

    fn q(&self) -> Option<f64> {
        (self.visits > 0).then(|| self.value_sum / f64::from(self.visits))
    }
}

/// A search tree over one position.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    /// Expands `index` for `game` (not over) with the net's policy; returns the net's value for
    /// `game`'s player to move.
    fn expand<G: NetGame>(&mut self, index: usize, game: &G, net: &mut NetEvaluator) -> f64 {
        let (policy, value) = net.policy_value(game);
        let first = self.nodes.len();
        self.nodes
            .extend(policy.iter().map(|&(a, p)| Node::new(a, f64::from(p))));
        let node = &mut self.nodes[index];
        node.children = (first..first + policy.len()).collect();
        node.expanded = true;
        node.raw_value = value;
        value
    }

    /// The completed q of each child of `index` (the mixed value for unvisited ones), rescaled
    /// to 0..1 by their range, then sigma: `(C_VISIT + max visits) * C_SCALE * q`.
    fn sigma_q(&self, index: usize) -> Vec<f64> {
        let node = &self.nodes[index];
        let children: Vec<&Node> = node.children.iter().map(|&c| &self.nodes[c]).collect();
        let total: f64 = children.iter().map(|c| f64::from(c.visits)).sum();
        let visited_prior: f64 = children
            .iter()
            .filter(|c| c.visits > 0)
            .map(|c| c.prior)
            .sum();
        let weighted_q: f64 = children
            .iter()
            .filter_map(|c| c.q().map(|q| c.prior * q))
            .sum();
        let mixed = if visited_prior > 0.0 {
            (node.raw_value + total / visited_prior * weighted_q) / (1.0 + total)
        } else {
            node.raw_value
        };
        let completed: Vec<f64> = children.iter().map(|c| c.q().unwrap_or(mixed)).collect();
        let (lo, hi) = completed
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &q| {
                (lo.min(q), hi.max(q))
            });
        let max_visits = children.iter().map(|c| c.visits).max().unwrap_or(0);
        let scale = (C_VISIT + f64::from(max_visits)) * C_SCALE;
        completed
            .iter()
            .map(|&q| scale * if hi > lo { (q - lo) / (hi - lo) } else { 0.5 })
            .collect()
    }

    /// The improved policy at `index`: `softmax(logit + sigma(completed q))` over its children.
    fn improved_policy(&self, index: usize) -> Vec<f64> {
        let sigma = self.sigma_q(index);
        let scores: Vec<f64> = self.nodes[index]
            .children
            .iter()
            .zip(&sigma)
            .map(|(&c, s)| self.nodes[c].logit + s)
            .collect();
        softmax(&scores)
    }

    /// Below the root: the child whose improved-policy probability most exceeds its share of
    /// the visits (ties to the first).
    fn select_inner(&self, index: usize) -> usize {
        let policy = self.improved_policy(index);
        let children = &self.nodes[index].children;
        let total: f64 = children
            .iter()
            .map(|&c| f64::from(self.nodes[c].visits))
            .sum();
        let mut best = (children[0], f64::NEG_INFINITY);
        for (&c, p) in children.iter().zip(&policy) {
            let score = p - f64::from(self.nodes[c].visits) / (1.0 + total);
            if score > best.1 {
                best = (c, score);
            }
        }
        best.0
    }

    /// One simulation from `index` (position `game`, reached by `mover`'s move): returns its
    /// value for `mover` and adds it to the node.
    fn simulate<G: NetGame>(
        &mut self,
        index: usize,
        game: &mut G,
        mover: usize,
        net: &mut NetEvaluator,
    ) -> Result<f64, GameError> {
        let value = match game.current_player() {
            None => match game.outcome() {
                Some(Outcome::Won(p)) if p == mover => 1.0,
                Some(Outcome::Won(_)) => -1.0,
                _ => 0.0,
            },
            Some(to_move) => {
                let for_to_move = if self.nodes[index].expanded {
                    let child = self.select_inner(index);
                    game.apply(self.nodes[child].action)?;
                    self.simulate(child, game, to_move, net)?
                } else {
                    self.expand(index, game, net)
                };
                if to_move == mover {
                    for_to_move
                } else {
                    -for_to_move
                }
            }
        };
        let node = &mut self.nodes[index];
        node.visits += 1;
        node.value_sum += value;
        Ok(value)
    }
}

/// `softmax(xs)`.
fn softmax(xs: &[f64]) -> Vec<f64> {
    let max = xs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let exps: Vec<f64> = xs.iter().map(|x| (x - max).exp()).collect();
    let sum: f64 = exps.iter().sum();
    exps.iter().map(|e| e / sum).collect()
}

/// A Gumbel(0, 1) sample.
fn gumbel(rng: &mut Rng) -> f64 {
    let u = rng.next_f64().clamp(1e-12, 1.0 - 1e-12);
    -(-u.ln()).ln()
}

/// What one Gumbel search decided: the move to play and the improved policy over every cell.
#[derive(Clone, Debug, PartialEq)]
pub struct GumbelChoice {
    /// The move sequential halving kept.
    pub action: Action,
    /// The improved policy at the root, indexed by action (0 for illegal ones); sums to 1.
    pub policy: Vec<f32>,
}

/// Searches `game` (not over) with `simulations` simulations spread over `considered` root
/// moves by sequential halving.
///
/// # Errors
/// Only for an illegal move (a bug).
pub fn search<G: NetGame>(
    game: &G,
    net: &mut NetEvaluator,
    simulations: usize,
    considered: usize,
    rng: &mut Rng,
) -> Result<GumbelChoice, GameError> {
    let mover = game.current_player().ok_or(GameError::GameOver)?;
    let mut tree = Tree {
        nodes: vec![Node::new(0, 1.0)],
    };
    tree.expand(0, game, net);
    let children = tree.nodes[0].children.clone();
    let g: Vec<f64> = children.iter().map(|_| gumbel(rng)).collect();
    // Gumbel-top-k: the `considered` children with the highest g + logit.
    let mut remaining: Vec<usize> = (0..children.len()).collect();
    let score =
        |tree: &Tree, i: usize, sigma: &[f64]| g[i] + tree.nodes[children[i]].logit + sigma[i];
    let none = vec![0.0; children.len()];
    ordering::sort_by_key(&mut remaining, |&i| Key::of(-score(&tree, i, &none)));
    remaining.truncate(considered.max(1).min(children.len()));
    let phases = (remaining.len() as f64).log2().ceil().max(1.0) as usize;
    let mut left = simulations;
    while remaining.len() > 1 && left > 0 {
        let per = (simulations / (phases * remaining.len())).max(1);
        for &i in &remaining {
            for _ in 0..per.min(left) {
                let mut copy = game.clone();
                copy.apply(tree.nodes[children[i]].action)?;
                let value = tree.simulate(children[i], &mut copy, mover, net)?;
                tree.nodes[0].visits += 1;
                tree.nodes[0].value_sum += value;
                left -= 1;
            }
        }
        let sigma = tree.sigma_q(0);
        ordering::sort_by_key(&mut remaining, |&i| Key::of(-score(&tree, i, &sigma)));
        remaining.truncate(remaining.len().div_ceil(2));
    }
    let sigma = tree.sigma_q(0);
    let best = remaining
        .iter()
        .copied()
        .max_by(|&a, &b| score(&tree, a, &sigma).total_cmp(&score(&tree, b, &sigma)))
        .unwrap_or(0);
    let mut policy = vec![0.0f32; game.num_actions()];
    for (&c, p) in children.iter().zip(tree.improved_policy(0)) {
        if let Some(slot) = policy.get_mut(tree.nodes[c].action) {
            *slot = p as f32;
        }
    }
    Ok(GumbelChoice {
        action: tree.nodes[children[best]].action,
        policy,
    })
}

/// Plays one self-play game from `start` with Gumbel searches on both sides; each position's
/// target is the search's improved policy.
///
/// # Errors
/// Only for an illegal move (a bug).
pub fn play<G: NetGame>(
    start: &G,
    net: &mut NetEvaluator,
    simulations: usize,
    considered: usize,
    rng: &mut Rng,
) -> Result<SelfPlayGame, GameError> {
    let mut game = start.clone();
    let mut samples = Vec::new();
    let mut movers = Vec::new();
    while let Some(mover) = game.current_player() {
        let choice = search(&game, net, simulations, considered, rng)?;
        samples.push(Sample {
            planes: game.net_planes(),
            probs: game.probs_over_cells(&choice.policy),
            z: 0.0,
        });
        movers.push(mover);
        game.apply(choice.action)?;
    }
    Ok(selfplay::finish(&game, samples, &movers))
}
