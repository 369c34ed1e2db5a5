//! Beam search over a sequence of pairs: each ply places one pair in every legal way, keeps the
//! `width` best boards, and remembers the best path that fires a chain worth firing.

use super::eval::{evaluate, Weights};
use crate::game::Action;
use crate::games::puyo::{is_legal, simulate, Board, Pair, Rules, COLS, NUM_ACTIONS};
use std::collections::HashSet;

/// Value of a path that fires a chain worth firing (above any building value).
const FIRE: f64 = 1e7;
/// Cost of a small chain fired while building (it wastes puyos and shape).
const SMALL_FIRE: f64 = 500.0;

/// How the search decides.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchConfig {
    /// Boards kept per ply.
    pub width: usize,
    /// A chain this long is fired at once.
    pub target_chain: u32,
    /// With this many visible puyos or more, any chain is worth firing.
    pub crowded: usize,
    /// Evaluation weights.
    pub weights: Weights,
}

/// The search's choice and what it expects.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plan {
    /// The placement to play now.
    pub action: Action,
    /// The chain the plan builds toward or fires.
    pub expected_chain: u32,
    /// The plan fires a chain worth firing within the searched pairs.
    pub fires: bool,
    /// It fires with the first placement.
    pub fires_now: bool,
    /// The board at the end of the plan.
    pub target: Board,
    /// The plan's value.
    pub value: f64,
}

#[derive(Clone, Copy, Debug)]
struct Node {
    board: Board,
    first: Action,
    acc: f64,
    value: f64,
    chain: u32,
    fire_depth: usize,
}

/// How many puyos sit in the visible rows.
fn visible_count(board: &Board, rules: Rules) -> usize {
    board.cells()[rules.first_visible_row() * COLS..]
        .iter()
        .filter(|&&c| c != 0)
        .count()
}

/// Searches placements of `pairs` in order from `board`; `None` when nothing is legal.
///
/// The first `visible` pairs are real; later ones are samples. A chain fired with a sampled pair
/// is not a plan (that pair may never come): it only counts like a potential chain of that length.
pub fn search(
    board: &Board,
    rules: Rules,
    pairs: &[Pair],
    visible: usize,
    cfg: &SearchConfig,
) -> Option<Plan> {
    search_with(board, rules, pairs, visible, cfg, |b: &Board| {
        let (value, pot) = evaluate(b, rules, &cfg.weights);
        (value, pot.chain)
    })
}

/// [`search`] judging boards with `eval` (value, potential chain) instead of the hand-set
/// evaluation; `cfg.weights.chain` still prices a chain fired with a sampled pair.
pub fn search_with<E: Fn(&Board) -> (f64, u32)>(
    board: &Board,
    rules: Rules,
    pairs: &[Pair],
    visible: usize,
    cfg: &SearchConfig,
    eval: E,
) -> Option<Plan> {
    let root = Node {
        board: *board,
        first: usize::MAX,
        acc: 0.0,
        value: 0.0,
        chain: 0,
        fire_depth: usize::MAX,
    };
    let mut beam = vec![root];
    let mut best_fire: Option<Node> = None;
    let mut fallback: Option<Action> = None;
    let mut seen = HashSet::new();
    let mut last_beam = Vec::new();
    for (depth, &pair) in pairs.iter().enumerate() {
        let mut children: Vec<Node> = Vec::with_capacity(beam.len() * NUM_ACTIONS);
        seen.clear();
        for node in &beam {
            let crowded = visible_count(&node.board, rules) >= cfg.crowded;
            for a in 0..NUM_ACTIONS {
                if !is_legal(&node.board, rules, a) {
                    continue;
                }
                if depth == 0 && fallback.is_none() {
                    fallback = Some(a);
                }
                let Some((next, out)) = simulate(&node.board, rules, pair, a) else {
                    continue;
                };
                if out.dead {
                    continue;
                }
                let first = if depth == 0 { a } else { node.first };
                let mut acc = node.acc;
                let mut sampled_fire = None;
                if out.chain > 0 {
                    let worth = out.chain >= cfg.target_chain || crowded;
                    if worth && depth >= visible {
                        sampled_fire = Some(
                            acc + cfg.weights.chain * f64::from(out.chain)
                                + f64::from(out.score).sqrt(),
                        );
                    } else if worth {
                        let value = FIRE
                            + 1e5 * f64::from(out.chain)
                            + f64::from(out.score)
                            + node.acc.max(0.0) * 1e-3
                            - depth as f64;
                        if best_fire.is_none_or(|b| value > b.value) {
                            best_fire = Some(Node {
                                board: next,
                                first,
                                acc,
                                value,
                                chain: out.chain,
                                fire_depth: depth,
                            });
                        }
                        continue;
                    } else {
                        acc -= SMALL_FIRE * f64::from(out.chain);
                    }
                }
                if !seen.insert(next) {
                    continue;
                }
                let (value, chain) = match sampled_fire {
                    Some(value) => (value, out.chain),
                    None => {
                        let (value, chain) = eval(&next);
                        (acc + value, chain)
                    }
                };
                children.push(Node {
                    board: next,
                    first,
                    acc,
                    value,
                    chain,
                    fire_depth: usize::MAX,
                });
            }
        }
        if children.is_empty() {
            break;
        }
        if children.len() > cfg.width {
            children.select_nth_unstable_by(cfg.width - 1, |a, b| b.value.total_cmp(&a.value));
            children.truncate(cfg.width);
        }
        beam = children;
        last_beam.clone_from(&beam);
    }
    let best_leaf = last_beam
        .iter()
        .copied()
        .max_by(|a, b| a.value.total_cmp(&b.value));
    let chosen = match (best_fire, best_leaf) {
        (Some(f), _) => f,
        (None, Some(l)) => l,
        (None, None) => {
            // Every placement loses: play the first legal one.
            let action = fallback?;
            return Some(Plan {
                action,
                expected_chain: 0,
                fires: false,
                fires_now: false,
                target: *board,
                value: f64::NEG_INFINITY,
            });
        }
    };
    Some(Plan {
        action: chosen.first,
        expected_chain: chosen.chain,
        fires: chosen.fire_depth != usize::MAX,
        fires_now: chosen.fire_depth == 0,
        target: chosen.board,
        value: chosen.value,
    })
}
