//! `pure-mcts`: seed 004's reference player (AlphaZero_Gomoku's pure MCTS), reproduced.
//!
//! A fresh tree every move; `playouts` playouts, each descending by PUCT with `c_puct = 5` and a
//! uniform prior (ties to the first child in action order), expanding every legal move at the
//! leaf, valuing it by a uniformly random playout to the end, and backing the value up for each
//! node's mover. It plays the most visited move (ties to the lowest action).
//!
//! Unlike the reference, the tree stops growing at [`MAX_NODES`] nodes (the reference's tree is
//! unbounded): only very large `playouts` reach it, e.g. about 2,800 on 19x19, 15,000 on 8x8.

use super::rollout::UniformRollouts;
use super::search::{self, Budget, Settings};
use super::tree::{Tree, MAX_NODES};
use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::record::Record;
use crate::rng::Rng;

/// The reference's exploration weight.
pub const PURE_C_PUCT: f64 = 5.0;
/// The default number of playouts per move.
pub const PURE_DEFAULT_PLAYOUTS: usize = 1000;

/// Seed 004's reference UCT player: uniform priors, random rollouts, a fixed playout count.
#[derive(Clone, Debug)]
pub struct PureMcts {
    playouts: usize,
    rng: Rng,
    rollouts: UniformRollouts,
    /// The tree of the last search (kept only for `explain`; every move starts afresh).
    tree: Tree,
}

impl PureMcts {
    /// A player running `playouts` playouts per move, its rollouts fixed by `seed`.
    pub fn new(playouts: usize, seed: u64) -> Self {
        PureMcts {
            playouts: playouts.max(1),
            rng: Rng::new(seed),
            rollouts: UniformRollouts::default(),
            tree: Tree::new(),
        }
    }

    /// Builds from options: `playouts` (1..=1,000,000, default 1000) and `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a value out of range or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let playouts = options.take_usize("playouts", PURE_DEFAULT_PLAYOUTS, 1..=1_000_000)?;
        let seed = options.take_u64("seed", 0)?;
        options.finish("pure-mcts")?;
        Ok(PureMcts::new(playouts, seed))
    }

    /// Searches `game` from a fresh tree and returns the most visited move.
    fn search<G: Game>(&mut self, game: &G) -> Result<Action, GameError> {
        if game.is_terminal() {
            return Err(GameError::GameOver);
        }
        let settings = Settings {
            c_puct: PURE_C_PUCT,
            first_play_value: 0.0,
            max_nodes: MAX_NODES,
        };
        self.tree = Tree::new();
        search::run(
            &mut self.tree,
            game,
            &mut self.rollouts,
            &mut self.rng,
            &settings,
            Budget::Playouts(self.playouts),
        );
        search::most_visited(&self.tree, None).ok_or(GameError::GameOver)
    }
}

impl<G: Game> Agent<G> for PureMcts {
    fn act(&mut self, game: &G) -> Result<Action, GameError> {
        self.search(game)
    }

    /// Runs a search (as `act` would) and reports `visits`, `priors`, `winRate` and `best`.
    fn explain(&mut self, game: &G) -> Result<Option<Record>, GameError> {
        let best = self.search(game)?;
        Ok(Some(search::explain_root(
            &self.tree,
            game.num_actions(),
            best,
        )))
    }
}
