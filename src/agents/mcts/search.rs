//! The one search loop both MCTS agents run: select with PUCT, expand a leaf, evaluate it, back up.
//!
//! What differs between the agents — which moves become children and with what priors, and how a
//! leaf is valued — comes from an [`Evaluator`]; the loop itself is written once over [`Game`].

use super::tree::{Tree, ROOT};
use crate::clock::now_ms;
use crate::game::{Action, Game};
use crate::record::{Record, Value};
use crate::rng::Rng;

/// Each player's value at the end of a playout (two-player games; a one-player game uses `[0]`).
pub(crate) type Values = [f64; 2];

/// The game-specific half of a search: children with priors, and leaf values.
pub(crate) trait Evaluator<G: Game> {
    /// The moves that become children of a node in position `game` (not terminal), with priors.
    fn children(&mut self, game: &G, rng: &mut Rng, out: &mut Vec<(Action, f32)>);

    /// The value of position `game` for each player (usually from a playout to the end).
    fn evaluate(&mut self, game: G, rng: &mut Rng) -> Values;
}

/// How much to search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Budget {
    /// Exactly this many playouts (reproducible).
    Playouts(usize),
    /// As many playouts as fit in this many milliseconds (at least one).
    TimeMs(f64),
}

/// The fixed settings of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Settings {
    /// Exploration weight in `Q + c_puct * P * sqrt(N) / (1 + n)`.
    pub c_puct: f64,
    /// The value assumed for a child not yet visited.
    pub first_play_value: f64,
    /// Stop adding nodes past this many (playouts go on, valued at the leaf).
    pub max_nodes: usize,
}

/// The values a finished position gives each player.
pub(crate) fn terminal_values<G: Game>(game: &G) -> Values {
    let r = game.returns();
    [
        r.first().copied().unwrap_or(0.0),
        r.get(1).copied().unwrap_or(0.0),
    ]
}

/// Runs playouts from `root` (the position of `tree`'s root) until the budget is spent; returns
/// how many were run.
pub(crate) fn run<G: Game, E: Evaluator<G>>(
    tree: &mut Tree,
    root: &G,
    evaluator: &mut E,
    rng: &mut Rng,
    settings: &Settings,
    budget: Budget,
) -> usize {
    let start = now_ms();
    let mut path: Vec<u32> = Vec::with_capacity(64);
    let mut moves: Vec<(Action, f32)> = Vec::new();
    let mut done = 0usize;
    loop {
        match budget {
            Budget::Playouts(n) if done >= n => break,
            // Read the clock every few playouts: it is cheap but not free in the browser.
            Budget::TimeMs(ms) if done > 0 && done.is_multiple_of(8) && now_ms() - start >= ms => {
                break
            }
            _ => {}
        }
        playout(tree, root, evaluator, rng, settings, &mut path, &mut moves);
        done += 1;
    }
    done
}

/// One playout: walk down by PUCT, expand the leaf, value it, add the value along the path.
fn playout<G: Game, E: Evaluator<G>>(
    tree: &mut Tree,
    root: &G,
    evaluator: &mut E,
    rng: &mut Rng,
    settings: &Settings,
    path: &mut Vec<u32>,
    moves: &mut Vec<(Action, f32)>,
) {
    let mut state = root.clone();
    let mut node = ROOT;
    path.clear();
    path.push(node);
    while tree.node(node).expanded && tree.node(node).num_children > 0 {
        let child = select(tree, node, settings);
        if state.apply(tree.node(child).action as usize).is_err() {
            // Cannot happen (children are legal moves of this very position); stop here safely.
            break;
        }
        node = child;
        path.push(node);
    }
    let values = if state.is_terminal() {
        terminal_values(&state)
    } else {
        if !tree.node(node).expanded && tree.len() < settings.max_nodes {
            if let Some(mover) = state.current_player() {
                evaluator.children(&state, rng, moves);
                tree.expand(node, mover, moves);
            }
        }
        evaluator.evaluate(state, rng)
    };
    for &i in path.iter() {
        let n = tree.node_mut(i);
        n.visits += 1;
        n.value_sum += values[usize::from(n.mover).min(1)];
    }
}

/// The child of `node` with the highest PUCT score; ties go to the first child.
fn select(tree: &Tree, node: u32, settings: &Settings) -> u32 {
    let sqrt_n = f64::from(tree.node(node).visits).sqrt();
    let mut best = tree.node(node).first_child;
    let mut best_score = f64::NEG_INFINITY;
    for c in tree.children(node) {
        let child = tree.node(c);
        let q = child.mean().unwrap_or(settings.first_play_value);
        let u = settings.c_puct * f64::from(child.prior) * sqrt_n / (1.0 + f64::from(child.visits));
        let score = q + u;
        if score > best_score {
            best_score = score;
            best = c;
        }
    }
    best
}

/// The root child with the most visits; ties go to the first child, or to a random one of them
/// when `rng` is given.
pub(crate) fn most_visited(tree: &Tree, rng: Option<&mut Rng>) -> Option<Action> {
    let children = tree.children(ROOT);
    let most = children.clone().map(|c| tree.node(c).visits).max()?;
    let tied: Vec<u32> = children.filter(|&c| tree.node(c).visits == most).collect();
    let pick = match rng {
        Some(rng) => tied[rng.below(tied.len())],
        None => tied[0],
    };
    Some(tree.node(pick).action as usize)
}

/// What the root says: visit counts and priors over all actions, the best move, and the
/// estimated chance of winning for the player to move (values in -1..1 mapped to 0..1).
pub(crate) fn explain_root(tree: &Tree, num_actions: usize, best: Action) -> Record {
    let mut visits = vec![0u32; num_actions];
    let mut priors = vec![0f32; num_actions];
    let mut value = 0.0;
    let mut total = 0u32;
    for c in tree.children(ROOT) {
        let child = tree.node(c);
        if let Some(slot) = visits.get_mut(child.action as usize) {
            *slot = child.visits;
            priors[child.action as usize] = child.prior;
        }
        value += child.value_sum;
        total += child.visits;
    }
    let mean = if total > 0 {
        value / f64::from(total)
    } else {
        0.0
    };
    Record::new()
        .with("visits", Value::U32s(visits))
        .with(
            "winRate",
            Value::Float(((mean + 1.0) / 2.0).clamp(0.0, 1.0)),
        )
        .with("best", Value::Int(best as i64))
        .with("priors", Value::F32s(priors))
}
