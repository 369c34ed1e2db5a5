//! The one search loop both MCTS agents run: select with PUCT, expand a leaf, evaluate it, back up.
//!
//! What differs between the agents — which moves become children and with what priors, and how a
//! leaf is valued — comes from an [`Evaluator`]; the loop itself is written once over [`Game`].

use super::tree::{Tree, MAX_NODES, ROOT};
use crate::agents::Agent;
use crate::clock::now_ms;
use crate::game::{Action, Game, GameError};
use crate::record::{Record, Value};
use crate::rng::Rng;

/// Each player's value at the end of a playout (two-player games; a one-player game uses `[0]`).
pub(crate) type Values = [f64; 2];

/// The game-specific half of a search: which moves to search with what priors, and how good a
/// position is. The rollout evaluators of `pure-mcts` and `mcts` are two; a policy-value net is
/// another.
pub trait Evaluator<G: Game> {
    /// Values position `game` (not terminal) for its player to move, in -1 (lost) ..= +1 (won).
    ///
    /// When `priors` is given (the search is expanding this leaf), also fills it (cleared first)
    /// with the moves to search from `game` and their prior probabilities; it must not be left
    /// empty while the game goes on. Randomness comes only from `rng`, so searches are seeded.
    fn evaluate(&mut self, game: &G, rng: &mut Rng, priors: Option<&mut Vec<(Action, f32)>>)
        -> f64;
}

/// What one search found at its root: everything `explain` shows and self-play records.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchStats {
    /// Visits of each root move, indexed by action (`num_actions` long; 0 for unsearched moves).
    /// A kept tree's visits include earlier searches' playouts.
    pub visits: Vec<u32>,
    /// Mean value of each root move for the player to move at the root, in -1..=1, indexed by
    /// action (0 for unvisited moves).
    pub values: Vec<f32>,
    /// The prior each root move was given, indexed by action.
    pub priors: Vec<f32>,
    /// The root's value for its player to move: the visit-weighted mean of `values`.
    pub root_value: f64,
    /// Playouts (simulations) this search ran; 0 when the move needed no search.
    pub simulations: usize,
    /// The move the agent chose.
    pub best: Action,
}

impl SearchStats {
    /// Stats for a move chosen without searching (an immediate win): one visit on `best`, a
    /// root value of `root_value`.
    pub fn unsearched(num_actions: usize, best: Action, root_value: f64) -> Self {
        let mut visits = vec![0; num_actions];
        let mut values = vec![0.0; num_actions];
        let mut priors = vec![0.0; num_actions];
        if best < num_actions {
            visits[best] = 1;
            values[best] = root_value as f32;
            priors[best] = 1.0;
        }
        SearchStats {
            visits,
            values,
            priors,
            root_value,
            simulations: 0,
            best,
        }
    }

    /// The visits divided by their sum (all zeros when nothing was visited): seed 004's
    /// training target for the policy.
    pub fn visit_probabilities(&self) -> Vec<f32> {
        let total: u64 = self.visits.iter().map(|&v| u64::from(v)).sum();
        self.visits
            .iter()
            .map(|&v| {
                if total > 0 {
                    v as f32 / total as f32
                } else {
                    0.0
                }
            })
            .collect()
    }

    /// The chance of winning for the player to move, `root_value` mapped from -1..1 to 0..1.
    pub fn win_rate(&self) -> f64 {
        ((self.root_value + 1.0) / 2.0).clamp(0.0, 1.0)
    }

    /// The display record `explain` returns: `visits`, `winRate`, `best`, `priors`, `values`
    /// and `playouts`.
    pub fn to_record(&self) -> Record {
        Record::new()
            .with("visits", Value::U32s(self.visits.clone()))
            .with("winRate", Value::Float(self.win_rate()))
            .with("best", Value::Int(self.best as i64))
            .with("priors", Value::F32s(self.priors.clone()))
            .with("values", Value::F32s(self.values.clone()))
            .with("playouts", Value::Int(self.simulations as i64))
    }
}

/// An agent that chooses its moves by a search and can say what the search found.
pub trait Searcher<G: Game>: Agent<G> {
    /// Chooses a move for `game` exactly as [`Agent::act`] would, and returns the root's
    /// statistics with the chosen move in `best`.
    ///
    /// # Errors
    /// `GameOver` when `game` has ended.
    fn search(&mut self, game: &G) -> Result<SearchStats, GameError>;
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

/// Searches `game` from a fresh tree with `evaluator`: `playouts` playouts (at least one)
/// selecting by PUCT with exploration weight `c_puct`, unvisited moves valued 0. Returns the
/// root's statistics with the most visited move (ties to the lowest action) in `best`. This is
/// `pure-mcts`'s search with any evaluator, e.g. a policy-value net.
///
/// # Errors
/// `GameOver` when `game` has ended.
pub fn search_fresh<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &mut E,
    rng: &mut Rng,
    c_puct: f64,
    playouts: usize,
) -> Result<SearchStats, GameError> {
    search_fresh_within(
        game,
        evaluator,
        rng,
        c_puct,
        Budget::Playouts(playouts.max(1)),
    )
}

/// As [`search_fresh`], but as many playouts as fit in about `millis` milliseconds (at least
/// one; the clock is read every 8 playouts), so the result depends on the machine's speed.
///
/// # Errors
/// `GameOver` when `game` has ended.
pub fn search_fresh_timed<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &mut E,
    rng: &mut Rng,
    c_puct: f64,
    millis: f64,
) -> Result<SearchStats, GameError> {
    search_fresh_within(
        game,
        evaluator,
        rng,
        c_puct,
        Budget::TimeMs(millis.max(0.0)),
    )
}

/// The search of [`search_fresh`] from a fresh tree, for `budget`.
fn search_fresh_within<G: Game, E: Evaluator<G>>(
    game: &G,
    evaluator: &mut E,
    rng: &mut Rng,
    c_puct: f64,
    budget: Budget,
) -> Result<SearchStats, GameError> {
    if game.is_terminal() {
        return Err(GameError::GameOver);
    }
    let settings = Settings {
        c_puct,
        first_play_value: 0.0,
        max_nodes: MAX_NODES,
    };
    let mut tree = Tree::new();
    let n = run(&mut tree, game, evaluator, rng, &settings, budget);
    let best = most_visited(&tree, None).ok_or(GameError::GameOver)?;
    Ok(root_stats(&tree, game.num_actions(), best, n))
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
        let mover = state.current_player().unwrap_or(0);
        let expand = !tree.node(node).expanded && tree.len() < settings.max_nodes;
        let value = evaluator.evaluate(&state, rng, expand.then_some(&mut *moves));
        if expand {
            tree.expand(node, mover, moves);
        }
        let mut values = [-value, -value];
        values[mover.min(1)] = value;
        values
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

/// The root's statistics after a search that ran `simulations` playouts and chose `best`.
pub(crate) fn root_stats(
    tree: &Tree,
    num_actions: usize,
    best: Action,
    simulations: usize,
) -> SearchStats {
    let mut visits = vec![0u32; num_actions];
    let mut values = vec![0f32; num_actions];
    let mut priors = vec![0f32; num_actions];
    let mut value = 0.0;
    let mut total = 0u32;
    for c in tree.children(ROOT) {
        let child = tree.node(c);
        let a = child.action as usize;
        if a < num_actions {
            visits[a] = child.visits;
            values[a] = child.mean().unwrap_or(0.0) as f32;
            priors[a] = child.prior;
        }
        value += child.value_sum;
        total += child.visits;
    }
    let root_value = if total > 0 {
        value / f64::from(total)
    } else {
        0.0
    };
    SearchStats {
        visits,
        values,
        priors,
        root_value,
        simulations,
        best,
    }
}
