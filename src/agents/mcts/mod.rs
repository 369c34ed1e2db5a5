//! Monte Carlo tree search written once over the Game trait: seed 004's pure MCTS and the strong `mcts`.
//!
//! [`search`] holds the one search loop (PUCT selection, expansion, evaluation, backup) over the
//! arena [`tree`]; [`rollout`] is the reference's uniform evaluator, [`hints`] the strong one's
//! tactical knowledge ([`ThreatHints`]); [`selfplay`] records seed 004's training data.

mod gomoku_policy;
mod hints;
mod pure;
mod rollout;
mod search;
pub mod selfplay;
mod strong;
mod tree;

pub use hints::ThreatHints;
pub use pure::PureMcts;
pub use strong::Mcts;

#[cfg(test)]
mod gomoku_tests;
#[cfg(test)]
mod tests;
