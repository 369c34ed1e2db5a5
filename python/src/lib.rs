//! The Python door to the playground's engines: `playground._core`, the compiled half of the
//! `playground` package (its Python half holds the Gymnasium and PettingZoo environments).
//!
//! Everything goes through the root crate's `registry`, `AnyGame` and `Game`; these modules only
//! convert between Python values and Rust ones ([`convert`], [`options`], [`views`]), and
//! every refusal becomes a Python exception ([`errors`]), never a crash of the interpreter.

#![warn(missing_docs)]

pub mod agent;
pub mod convert;
pub mod env;
pub mod errors;
pub mod names;
pub mod options;
pub mod vector;
pub mod views;

use playground::rng::Rng;
use pyo3::prelude::*;

/// The seeds `arena --seed SEED` draws, in order: its agent's, its opponent's (two-player games
/// only), then one per game. For checks that Python replays the arena's games exactly.
#[pyfunction]
fn arena_seeds(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| rng.next_u64()).collect()
}

/// The compiled module `playground._core`.
#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The package's version: python/Cargo.toml's, the same as the root Cargo.toml's and the wheel's.
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    m.add_class::<env::Env>()?;
    m.add_class::<agent::Agent>()?;
    m.add_class::<vector::VectorEnv>()?;
    m.add_function(wrap_pyfunction!(env::import_state, m)?)?;
    m.add_function(wrap_pyfunction!(agent::make_agent, m)?)?;
    m.add_function(wrap_pyfunction!(agent::games, m)?)?;
    m.add_function(wrap_pyfunction!(agent::agents, m)?)?;
    m.add_function(wrap_pyfunction!(arena_seeds, m)?)?;
    Ok(())
}
