//! Puyo agents: greedy one-ply and the chain builder.

mod chain;
mod greedy;

pub use chain::ChainBuilder;
pub use greedy::Greedy;
