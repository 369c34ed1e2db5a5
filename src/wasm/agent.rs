//! `Agent`: a built-in player made by `makeAgent`.

use super::convert::{js_error, record_to_js};
use super::env::Env;
use crate::agents::Agent as RustAgent;
use crate::any_game::AnyGame;
use wasm_bindgen::prelude::*;

/// A player made by `makeAgent`: `act(env)` picks a move without changing `env`.
#[wasm_bindgen]
pub struct Agent {
    pub(crate) inner: Box<dyn RustAgent<AnyGame>>,
    pub(crate) game_id: String,
    pub(crate) agent_id: String,
}

#[wasm_bindgen]
impl Agent {
    /// The action this agent plays in `env` (which is not changed).
    ///
    /// # Errors
    /// An `Error` when `env` is over or belongs to another game.
    pub fn act(&mut self, env: &Env) -> Result<u32, JsValue> {
        self.inner
            .act(&env.game)
            .map(|a| a as u32)
            .map_err(js_error)
    }

    /// What the agent "sees" in `env` (mine probabilities, visit counts, a planned chain), or
    /// `undefined` when it has nothing to say.
    ///
    /// # Errors
    /// An `Error` when `env` is over or belongs to another game.
    pub fn explain(&mut self, env: &Env) -> Result<JsValue, JsValue> {
        match self.inner.explain(&env.game).map_err(js_error)? {
            Some(record) => record_to_js(&record),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// Whether this agent can play `env`'s game at all (a net trained for another board
    /// cannot), said at once without searching.
    ///
    /// # Errors
    /// An `Error` that says why not.
    pub fn check(&mut self, env: &Env) -> Result<(), JsValue> {
        self.inner.check(&env.game).map_err(js_error)
    }

    /// The game this agent plays.
    #[wasm_bindgen(getter, js_name = gameId)]
    pub fn game_id(&self) -> String {
        self.game_id.clone()
    }

    /// The agent's id, as `agents()` lists it.
    #[wasm_bindgen(getter, js_name = agentId)]
    pub fn agent_id(&self) -> String {
        self.agent_id.clone()
    }
}
