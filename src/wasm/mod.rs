//! The browser door: the JavaScript API of `/work/shared/design/api.md`, and the only module that
//! knows about `wasm_bindgen`.
//!
//! Everything goes through [`crate::registry`], [`AnyGame`](crate::AnyGame) and the
//! [`Game`](crate::Game) trait; these files only convert between JavaScript values and Rust ones
//! ([`convert`], which also holds the strictness rule for numbers), the game ([`env`]) and the
//! built-in players ([`agent`]), learning ([`learn`]: learners, trainers), the shipped nets the page hands over
//! ([`nets`]), and the student `nn`
//! library ([`student_nn`]: models, Adam, losses). Every refusal becomes a JavaScript `Error` carrying a message a
//! student can act on, and nothing here can panic on bad input.
//!
//! Cargo features choose what a build's door holds (scripts/build.sh): the games, `agents` (the
//! built-in players, learners and shipped nets) and `student-nn`. The page's engines hold one game
//! and `agents`; the student sandbox's holds the four games and `student-nn` (students' code
//! never makes built-in agents); the whole engine holds everything.

#[cfg(feature = "agents")]
pub mod agent;
pub mod convert;
pub mod env;
#[cfg(feature = "agents")]
pub mod learn;
#[cfg(feature = "agents")]
pub mod nets;
#[cfg(feature = "student-nn")]
pub mod student_nn;

#[cfg(feature = "agents")]
pub use agent::Agent;
pub use env::Env;

use crate::registry;
use crate::state;
use convert::{entries_to_js, games_to_js, js_error, options_from_js};
use js_sys::{Array, Function, Reflect};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `console.error`.
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

/// Installs the panic hook when the module starts: a panic (always a bug, never bad input) is
/// logged with `console.error` and handed to `globalThis.__playgroundPanic(message)` if the page
/// or worker defined it, so it can show the message instead of freezing.
#[wasm_bindgen(start)]
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        let message = format!("playground bug (please report it): {info}");
        console_error(&message);
        if let Ok(hook) = Reflect::get(&js_sys::global(), &"__playgroundPanic".into()) {
            if let Some(hook) = hook.dyn_ref::<Function>() {
                let _ = hook.call1(&JsValue::UNDEFINED, &message.into());
            }
        }
    }));
}

/// The games the page shows (`registry::listed_games`): `[{id, name, description, defaults,
/// options}]`, ids "minesweeper", "puyo", "tictactoe", "gomoku"; `options` lists every option the game takes, in the learners' shape
/// `[{name, kind, min?, max?, choices?, default, help}]` (see `convert::specs_to_js`).
///
/// # Errors
/// Never in practice (only if the JavaScript engine refuses to build an object).
#[wasm_bindgen]
pub fn games() -> Result<Array, JsValue> {
    games_to_js(&registry::listed_games())
}

/// The agents that play `gameId`: `[{id, name, description, defaults}]`.
///
/// # Errors
/// An `Error` naming the games when `gameId` is unknown.
#[wasm_bindgen]
pub fn agents(game_id: &str) -> Result<Array, JsValue> {
    entries_to_js(registry::agent_entries(game_id).map_err(js_error)?)
}

/// Makes game `id` with `options` (like `gymnasium.make`); reset with seed 0.
///
/// # Errors
/// An `Error` for an unknown game or a bad or unknown option.
#[wasm_bindgen]
pub fn make(id: &str, options: JsValue) -> Result<Env, JsValue> {
    let game = registry::make_game(id, options_from_js(&options)?).map_err(js_error)?;
    Ok(Env::new(game, Some(0.0)))
}

/// Rebuilds an env from `env.exportState()`'s text (e.g. in a worker). The text is checked: a
/// bad or altered one is refused, never half-loaded. The env has no `seed`.
///
/// # Errors
/// An `Error` saying what is wrong with the text.
#[wasm_bindgen(js_name = importState)]
pub fn import_state(text: JsValue) -> Result<Env, JsValue> {
    let Some(text) = text.as_string() else {
        return Err(js_error(format!(
            "importState() takes the text exportState() made; it got {}",
            convert::describe(&text)
        )));
    };
    let game = state::import(&text).map_err(js_error)?;
    Ok(Env::new(game, None))
}

/// Makes agent `agentId` for game `gameId` with `options` (e.g. `{ timeMs: 100, seed: 1 }`).
///
/// # Errors
/// An `Error` for an unknown game or agent or a bad or unknown option.
#[cfg(feature = "agents")]
#[wasm_bindgen(js_name = makeAgent)]
pub fn make_agent(game_id: &str, agent_id: &str, options: JsValue) -> Result<Agent, JsValue> {
    let inner =
        registry::make_agent(game_id, agent_id, options_from_js(&options)?).map_err(js_error)?;
    Ok(Agent {
        inner,
        game_id: game_id.into(),
        agent_id: agent_id.into(),
    })
}
