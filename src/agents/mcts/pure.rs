//! `pure-mcts`: seed 004's reference player (AlphaZero_Gomoku's pure MCTS), reproduced.
//!
//! A fresh tree every move; `playouts` playouts, each descending by PUCT with `c_puct = 5` and a
//! uniform prior (ties to the first child in action order), expanding every legal move at the
//! leaf, valuing it by a uniformly random playout to the end, and backing the value up for each
//! node's mover. It plays the most visited move (ties to the lowest action).
//!
//! Unlike the reference, the tree stops growing at `MAX_NODES` nodes (the reference's tree is
//! unbounded): only very large `playouts` reach it, e.g. about 2,800 on 19x19, 15,000 on 8x8.

use super::rollout::UniformRollouts;
use super::search::{self, SearchStats, Searcher};
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
}

impl PureMcts {
    /// A player running `playouts` playouts per move, its rollouts fixed by `seed`.
    pub fn new(playouts: usize, seed: u64) -> Self {
        PureMcts {
            playouts: playouts.max(1),
            rng: Rng::new(seed),
            rollouts: UniformRollouts::default(),
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

    /// Searches `game` from a fresh tree; returns the root's statistics, the most visited move
    /// in `best`.
    fn run_search<G: Game>(&mut self, game: &G) -> Result<SearchStats, GameError> {
        search::search_fresh(
            game,
            &mut self.rollouts,
            &mut self.rng,
            PURE_C_PUCT,
            self.playouts,
        )
    }
}

impl<G: Game> Agent<G> for PureMcts {
    fn act(&mut self, game: &G) -> Result<Action, GameError> {
        Ok(self.run_search(game)?.best)
    }

    /// Runs a search (as `act` would) and reports its [`SearchStats::to_record`].
    fn explain(&mut self, game: &G) -> Result<Option<Record>, GameError> {
        Ok(Some(self.run_search(game)?.to_record()))
    }
}

impl<G: Game> Searcher<G> for PureMcts {
    fn search(&mut self, game: &G) -> Result<SearchStats, GameError> {
        self.run_search(game)
    }
}
