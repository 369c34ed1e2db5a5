//! Monte Carlo tree search written once over the Game trait: seed 004's pure MCTS and the strong `mcts`.

mod pure;
mod strong;

pub use pure::PureMcts;
pub use strong::Mcts;
