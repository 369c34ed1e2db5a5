//! Minesweeper agents: seed 003's heuristic and the exact-probability solver.

mod heuristic;
pub(crate) mod solver;

pub use heuristic::SeedHeuristic;
pub use solver::Solver;
