//! The browser door: the JavaScript API of `/work/shared/design/api.md`, and the only module that
//! knows about `wasm_bindgen`.
//!
//! Everything goes through [`crate::registry`], [`AnyGame`] and the [`Game`] trait; this file only
//! converts between JavaScript values and Rust ones. Every refusal becomes a JavaScript `Error`
//! carrying the [`GameError`]'s message, and nothing here can panic on bad input.

use crate::agents::Agent as RustAgent;
use crate::any_game::AnyGame;
use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::registry::{self, Entry};
use js_sys::{
    Array, Float32Array, Float64Array, Function, Int32Array, Int8Array, Object, Reflect,
    Uint32Array, Uint8Array,
};
use std::fmt::Display;
use wasm_bindgen::prelude::*;

/// The largest seed JavaScript can hold exactly (`Number.MAX_SAFE_INTEGER`).
const MAX_SEED: f64 = 9_007_199_254_740_991.0;

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

/// A JavaScript `Error` with `message`.
fn js_error(message: impl Display) -> JsValue {
    js_sys::Error::new(&message.to_string()).into()
}

/// Sets `object[key] = value`.
fn set(object: &Object, key: &str, value: impl Into<JsValue>) -> Result<(), JsValue> {
    Reflect::set(object, &key.into(), &value.into()).map(|_| ())
}

/// One [`Value`] as a JavaScript number, boolean, string or typed array.
fn value_to_js(value: &Value) -> JsValue {
    match value {
        Value::Int(i) => JsValue::from_f64(*i as f64),
        Value::Float(f) => JsValue::from_f64(*f),
        Value::Bool(b) => JsValue::from_bool(*b),
        Value::Text(t) => JsValue::from_str(t),
        Value::I8s(v) => Int8Array::from(v.as_slice()).into(),
        Value::U8s(v) => Uint8Array::from(v.as_slice()).into(),
        Value::U32s(v) => Uint32Array::from(v.as_slice()).into(),
        Value::I32s(v) => Int32Array::from(v.as_slice()).into(),
        Value::F32s(v) => Float32Array::from(v.as_slice()).into(),
        Value::F64s(v) => Float64Array::from(v.as_slice()).into(),
    }
}

/// A [`Record`] as a plain JavaScript object, fields in order.
fn record_to_js(record: &Record) -> Result<JsValue, JsValue> {
    let object = Object::new();
    for (name, value) in &record.fields {
        set(&object, name, value_to_js(value))?;
    }
    Ok(object.into())
}

/// A default's text as JavaScript would write it: numbers and booleans typed, the rest text.
fn default_to_js(text: &str) -> JsValue {
    match text {
        "true" => JsValue::TRUE,
        "false" => JsValue::FALSE,
        _ => match text.parse::<f64>() {
            Ok(n) if n.is_finite() => JsValue::from_f64(n),
            _ => JsValue::from_str(text),
        },
    }
}

/// Catalogue entries as `[{id, name, description, defaults}]`.
fn entries_to_js(entries: &[Entry]) -> Result<Array, JsValue> {
    let list = Array::new();
    for entry in entries {
        let object = Object::new();
        set(&object, "id", entry.id)?;
        set(&object, "name", entry.name)?;
        set(&object, "description", entry.description)?;
        let defaults = Object::new();
        for (key, value) in entry.defaults {
            set(&defaults, key, default_to_js(value))?;
        }
        set(&object, "defaults", defaults)?;
        list.push(&object);
    }
    Ok(list)
}

/// A JavaScript options object (`undefined`/`null` for none) as [`Options`]: values must be
/// numbers, strings or booleans; `undefined` values count as not given.
fn options_from_js(value: &JsValue) -> Result<Options, JsValue> {
    let mut options = Options::new();
    if value.is_undefined() || value.is_null() {
        return Ok(options);
    }
    if !value.is_object() || Array::is_array(value) {
        return Err(js_error(
            "options must be an object such as { preset: \"expert\" } (or left out)",
        ));
    }
    for pair in Object::entries(value.unchecked_ref()).iter() {
        let pair: Array = pair.unchecked_into();
        let key = pair.get(0).as_string().unwrap_or_default();
        let raw = pair.get(1);
        let text = if let Some(s) = raw.as_string() {
            s
        } else if let Some(n) = raw.as_f64() {
            n.to_string()
        } else if let Some(b) = raw.as_bool() {
            b.to_string()
        } else if raw.is_undefined() {
            continue;
        } else {
            return Err(js_error(GameError::BadOption {
                option: key,
                reason: "give a number, a string or true/false (not an object, array or null)"
                    .into(),
            }));
        };
        options.insert(&key, &text);
    }
    Ok(options)
}

/// `value` as JavaScript prints it (`NaN`, `Infinity`, `1.5`).
fn js_number(value: f64) -> String {
    match value {
        v if v.is_nan() => "NaN".into(),
        v if v.is_infinite() => (if v > 0.0 { "Infinity" } else { "-Infinity" }).into(),
        v => v.to_string(),
    }
}

/// A JavaScript number as a cell/action index of `game`, refusing negative, fractional and
/// non-numbers with the same words as [`GameError::OutOfRange`].
fn index_from_js(game: &AnyGame, value: f64) -> Result<Action, JsValue> {
    let num_actions = game.num_actions();
    if value.is_finite() && value.fract() == 0.0 && value >= 0.0 && value <= u32::MAX as f64 {
        return Ok(value as Action);
    }
    if value.is_finite() && value.fract() == 0.0 && value.abs() < 9.2e18 {
        return Err(js_error(GameError::OutOfRange {
            action: value as i64,
            num_actions,
        }));
    }
    Err(js_error(format!(
        "action {} does not exist: actions are whole numbers from 0 to {}",
        js_number(value),
        num_actions.saturating_sub(1)
    )))
}

/// A JavaScript seed as a `u64`: a whole number from 0 to `Number.MAX_SAFE_INTEGER`.
fn seed_from_js(value: f64) -> Result<u64, JsValue> {
    if value.is_finite() && value.fract() == 0.0 && (0.0..=MAX_SEED).contains(&value) {
        Ok(value as u64)
    } else {
        Err(js_error(format!(
            "seed {} is not allowed: use a whole number from 0 to {MAX_SEED}, or leave it out for a random one",
            js_number(value)
        )))
    }
}

/// The games: `[{id, name, description, defaults}]`, ids "minesweeper", "puyo", "tictactoe", "gomoku".
///
/// # Errors
/// Never in practice (only if the JavaScript engine refuses to build an object).
#[wasm_bindgen]
pub fn games() -> Result<Array, JsValue> {
    entries_to_js(registry::GAMES)
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
    Ok(Env { game, seed: 0.0 })
}

/// Makes agent `agentId` for game `gameId` with `options` (e.g. `{ timeMs: 100, seed: 1 }`).
///
/// # Errors
/// An `Error` for an unknown game or agent or a bad or unknown option.
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

/// One game being played: Gym-style `reset`/`step` plus everything the page needs to draw it.
#[wasm_bindgen]
pub struct Env {
    game: AnyGame,
    seed: f64,
}

#[wasm_bindgen]
impl Env {
    /// Starts a new game from `seed` (a random one when left out) and returns `[obs, info]`.
    ///
    /// # Errors
    /// An `Error` when `seed` is not a whole number from 0 to `Number.MAX_SAFE_INTEGER`.
    pub fn reset(&mut self, seed: Option<f64>) -> Result<Array, JsValue> {
        let seed = match seed {
            Some(s) => seed_from_js(s)?,
            None => (js_sys::Math::random() * 4_294_967_296.0).floor() as u64,
        };
        self.game.reset(seed);
        self.seed = seed as f64;
        Ok(Array::of2(
            &record_to_js(&self.game.observation())?,
            &record_to_js(&self.game.info())?,
        ))
    }

    /// Plays `action` and returns `[obs, reward, terminated, truncated, info]`.
    ///
    /// # Errors
    /// An `Error` (and no change) for an action that is out of range, not a whole number, illegal
    /// now, or played after the end.
    pub fn step(&mut self, action: f64) -> Result<Array, JsValue> {
        if self.game.is_terminal() {
            return Err(js_error(GameError::GameOver));
        }
        let action = index_from_js(&self.game, action)?;
        let step = self.game.step(action).map_err(js_error)?;
        let out = Array::new();
        out.push(&record_to_js(&step.observation)?);
        out.push(&step.reward.into());
        out.push(&step.terminated.into());
        out.push(&step.truncated.into());
        out.push(&record_to_js(&step.info)?);
        Ok(out)
    }

    /// How many action indices exist (legal or not).
    #[wasm_bindgen(getter, js_name = numActions)]
    pub fn num_actions(&self) -> u32 {
        self.game.num_actions() as u32
    }

    /// 1 or 2.
    #[wasm_bindgen(getter, js_name = numPlayers)]
    pub fn num_players(&self) -> u32 {
        self.game.num_players() as u32
    }

    /// The player to move (0 in one-player games), or -1 once the game is over.
    #[wasm_bindgen(getter, js_name = currentPlayer)]
    pub fn current_player(&self) -> i32 {
        self.game.current_player().map_or(-1, |p| p as i32)
    }

    /// Whether the game has ended (by its rules or by a limit).
    #[wasm_bindgen(getter, js_name = isTerminal)]
    pub fn is_terminal(&self) -> bool {
        self.game.is_terminal()
    }

    /// The game's id ("minesweeper", "puyo", "tictactoe" or "gomoku").
    #[wasm_bindgen(getter, js_name = gameId)]
    pub fn game_id(&self) -> String {
        self.game.id().into()
    }

    /// The seed of the current game (the one `reset` was given or picked).
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> f64 {
        self.seed
    }

    /// The legal actions, ascending; empty once the game is over.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Uint32Array {
        let legal: Vec<u32> = self
            .game
            .legal_actions()
            .into_iter()
            .map(|a| a as u32)
            .collect();
        Uint32Array::from(legal.as_slice())
    }

    /// 1 for each legal action, 0 otherwise; `numActions` long.
    #[wasm_bindgen(js_name = actionMask)]
    pub fn action_mask(&self) -> Uint8Array {
        Uint8Array::from(self.game.action_mask().as_slice())
    }

    /// Each player's total reward so far.
    pub fn returns(&self) -> Float64Array {
        Float64Array::from(self.game.returns().as_slice())
    }

    /// What the player to move sees: the same object `reset` and `step` return.
    ///
    /// # Errors
    /// Never in practice (only if the JavaScript engine refuses to build an object).
    pub fn observation(&self) -> Result<JsValue, JsValue> {
        record_to_js(&self.game.observation())
    }

    /// The seed's text picture of the board.
    pub fn render(&self) -> String {
        self.game.render()
    }

    /// An independent copy (for search and what-if).
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_env(&self) -> Env {
        Env {
            game: self.game.clone(),
            seed: self.seed,
        }
    }

    /// Minesweeper only: flags or unflags hidden cell `cell` (not a step).
    ///
    /// # Errors
    /// An `Error` (and no change) for another game, a bad cell, or a cell that cannot be flagged.
    #[wasm_bindgen(js_name = toggleFlag)]
    pub fn toggle_flag(&mut self, cell: f64) -> Result<(), JsValue> {
        let cell = index_from_js(&self.game, cell)?;
        let board = self.game.minesweeper_mut("toggleFlag").map_err(js_error)?;
        board.toggle_flag(cell).map_err(js_error)
    }

    /// Minesweeper only: reveals the hidden unflagged neighbours of a satisfied number (not a
    /// step) and returns the reward.
    ///
    /// # Errors
    /// An `Error` (and no change) for another game, a bad cell, or a cell that cannot be chorded.
    pub fn chord(&mut self, cell: f64) -> Result<f64, JsValue> {
        let cell = index_from_js(&self.game, cell)?;
        let board = self.game.minesweeper_mut("chord").map_err(js_error)?;
        board.chord(cell).map_err(js_error)
    }
}

/// A player made by `makeAgent`: `act(env)` picks a move without changing `env`.
#[wasm_bindgen]
pub struct Agent {
    inner: Box<dyn RustAgent<AnyGame>>,
    game_id: String,
    agent_id: String,
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
