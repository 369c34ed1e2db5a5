//! Puyo agents: greedy one-ply, the chain builder and the learned `neural` evaluation.

mod chain;
mod greedy;
pub mod neural;

pub use chain::ChainBuilder;
pub use greedy::Greedy;
