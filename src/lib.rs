//! # playground
//!
//! Four seed games — Minesweeper, Puyo Puyo, Tic-tac-toe and Gomoku — behind one [`Game`]
//! trait with Gym-style stepping, agents written once over that trait (random, MCTS) beside
//! strong game-specific ones, a headless `arena`, and a thin WebAssembly door for the browser page.
//!
//! ```
//! use playground::{registry, Game, Options};
//! let mut env = registry::make_game("tictactoe", Options::new()).unwrap();
//! env.reset(42);
//! let step = env.step(4).unwrap();
//! assert_eq!(step.reward, 0.0);
//! assert!(env.step(4).is_err()); // taken: a typed error, and nothing changed
//! ```

#![warn(missing_docs)]
// An engine built with fewer than the four games (one per game for the page) leaves the others'
// code unreached; that is the point, not a warning.
#![cfg_attr(
    not(all(
        feature = "minesweeper",
        feature = "puyo",
        feature = "tictactoe",
        feature = "gomoku",
        feature = "connect4",
        feature = "agents",
        feature = "student-nn"
    )),
    allow(dead_code, unused_imports, unused_variables, unreachable_patterns)
)]

pub mod agents;
pub mod any_game;
pub mod arena;
pub mod cli;
pub mod clock;
pub mod game;
pub mod games;
pub mod learn;
pub mod nn;
pub mod options;
pub mod ordering;
pub mod reason;
pub mod record;
pub mod registry;
pub mod rng;
pub mod shipped;
pub mod state;
pub mod testing;
pub mod weights;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use agents::Agent;
pub use any_game::AnyGame;
pub use game::{Action, Game, GameError, Outcome, Step};
pub use options::Options;
pub use reason::Reason;
pub use record::{Record, Value};
