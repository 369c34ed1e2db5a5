//! Monte Carlo tree search written once over the Game trait: seed 004's pure MCTS and the strong `mcts`.
//!
//! `search.rs` holds the one search loop (PUCT selection, expansion, evaluation, backup) over the
//! arena of `tree.rs`, the public [`Evaluator`] seam it calls and the [`SearchStats`] a search
//! returns (both `explain` and [`selfplay`] read them); `rollout.rs` is the reference's uniform
//! evaluator, `hints.rs` the strong
//! one's tactical knowledge ([`ThreatHints`], with Gomoku's in `gomoku_policy.rs`);
//! [`selfplay`] records seed 004's training data.

mod gomoku_geometry;
mod gomoku_policy;
mod hints;
mod pure;
mod rollout;
mod search;
pub mod selfplay;
mod strong;
mod tree;

pub use gomoku_policy::GomokuScratch;
pub use hints::{HintedEvaluator, ThreatHints};
pub use pure::PureMcts;
pub use rollout::UniformRollouts;
pub use search::{search_fresh, search_fresh_timed, Evaluator, SearchStats, Searcher};
pub use strong::Mcts;

#[cfg(test)]
mod gomoku_tests;
#[cfg(test)]
mod tests;
