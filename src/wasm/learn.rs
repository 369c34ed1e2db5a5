//! The browser door for learning: `pg.learners(gameId)` and `pg.makeTrainer(...)`, whose
//! [`Trainer`] trains in slices of time (from a Web Worker), reports progress and hands out its
//! weights; `pg.makeAgent(gameId, learnerId, { weights: Uint8Array })` plays them.
//!
//! Progress objects are the JSON form of [`crate::learn::Progress`] (camelCase), parsed by
//! `JSON.parse`, so their fields are the same here, in the CLI and in tests.

use crate::learn::Learner;
use crate::registry::{self, LearnerEntry};
use crate::wasm::convert::{defaults_to_js, js_error, options_from_js, set, specs_to_js};
use js_sys::{Array, Object, Uint8Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A value as a plain JavaScript object, through JSON.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let text = serde_json::to_string(value).map_err(js_error)?;
    js_sys::JSON::parse(&text)
}

/// One learner as `{id, name, description, defaults, options}` (`options` as
/// [`specs_to_js`] writes them: `[{name, kind, min?, max?, choices?, default, help}]`).
fn learner_to_js(entry: &LearnerEntry) -> Result<Object, JsValue> {
    let object = Object::new();
    set(&object, "id", entry.id)?;
    set(&object, "name", entry.name)?;
    set(&object, "description", entry.description)?;
    set(&object, "defaults", defaults_to_js(&entry.defaults())?)?;
    set(&object, "options", specs_to_js(entry.options)?)?;
    Ok(object)
}

/// The learners of `gameId`: `[{id, name, description, defaults, options}]` (empty when none).
///
/// # Errors
/// An `Error` naming the games when `gameId` is unknown.
#[wasm_bindgen]
pub fn learners(game_id: &str) -> Result<Array, JsValue> {
    let list = Array::new();
    for entry in registry::learner_entries(game_id).map_err(js_error)? {
        list.push(&learner_to_js(entry)?.into());
    }
    Ok(list)
}

/// Makes a trainer of `learnerId` for `gameId` with learner `options` (e.g. `{ epsilon: 0.1,
/// seed: 3 }`) and board `gameOptions` (e.g. `{ width: 6 }`; left out: the default board).
///
/// # Errors
/// An `Error` for an unknown game or learner or a bad or unknown option.
#[wasm_bindgen(js_name = makeTrainer)]
pub fn make_trainer(
    game_id: &str,
    learner_id: &str,
    options: JsValue,
    game_options: JsValue,
) -> Result<Trainer, JsValue> {
    let inner = registry::make_learner(
        game_id,
        options_from_js(&game_options)?,
        learner_id,
        options_from_js(&options)?,
    )
    .map_err(js_error)?;
    Ok(Trainer { inner })
}

/// A learner being trained: call `train(ms)` in slices from a worker.
#[wasm_bindgen]
pub struct Trainer {
    inner: Box<dyn Learner>,
}

#[wasm_bindgen]
impl Trainer {
    /// Trains for about `ms` milliseconds (evaluations included) and returns the progress:
    /// `{episodes, games, samples, seconds, loss, curve: [{episodes, seconds, results: [{opponent,
    /// games, wins, draws, losses, score}]}]}`.
    ///
    /// # Errors
    /// An `Error` when `ms` is not a number from 0 to 60000.
    pub fn train(&mut self, ms: f64) -> Result<JsValue, JsValue> {
        if !(ms.is_finite() && (0.0..=60_000.0).contains(&ms)) {
            return Err(js_error(format!(
                "train({ms}): give the slice in milliseconds, from 0 to 60000 (e.g. 50)"
            )));
        }
        let progress = self
            .inner
            .train(crate::learn::Budget::millis(ms))
            .map_err(js_error)?;
        to_js(&progress)
    }

    /// Trains at most `episodes` episodes and at most about `ms` milliseconds, whichever ends
    /// first, and returns the progress as `train` does. The page's "slow" speeds use it so a
    /// learning curve can be watched growing.
    ///
    /// # Errors
    /// An `Error` when `episodes` is not a whole number from 0 to 1e9 or `ms` not from 0 to 60000.
    #[wasm_bindgen(js_name = trainEpisodes)]
    pub fn train_episodes(&mut self, episodes: f64, ms: f64) -> Result<JsValue, JsValue> {
        if !(episodes.is_finite() && episodes.fract() == 0.0 && (0.0..=1e9).contains(&episodes)) {
            return Err(js_error(format!(
                "trainEpisodes({episodes}, ...): give a whole number of episodes from 0 to 1000000000 (e.g. 50)"
            )));
        }
        if !(ms.is_finite() && (0.0..=60_000.0).contains(&ms)) {
            return Err(js_error(format!(
                "trainEpisodes(..., {ms}): give the slice in milliseconds, from 0 to 60000 (e.g. 50)"
            )));
        }
        let budget = crate::learn::Budget {
            episodes: Some(episodes as u64),
            millis: Some(ms),
        };
        let progress = self.inner.train(budget).map_err(js_error)?;
        to_js(&progress)
    }

    /// Measures the current agent now and returns the progress as `train` does: a curve point at
    /// this episode count (none when the last point is already there). The page asks for its
    /// early points with it (www/learn/schedule.js): the engine's own cadence adds the rest.
    ///
    /// # Errors
    /// Only for a bug in a game or agent.
    pub fn evaluate(&mut self) -> Result<JsValue, JsValue> {
        self.inner.evaluate().map_err(js_error)?;
        to_js(&self.inner.progress())
    }

    /// The progress so far (as `train` returns it), without training.
    ///
    /// # Errors
    /// Never in practice.
    pub fn progress(&self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.progress())
    }

    /// The weights file's bytes (save them, download them, or pass them as `weights`).
    pub fn save(&self) -> Uint8Array {
        Uint8Array::from(self.inner.save().as_slice())
    }

    /// `{ weights: Uint8Array }`: the options that make this snapshot an agent, as in
    /// `pg.makeAgent(trainer.gameId, trainer.learnerId, trainer.agentWeights())`.
    ///
    /// # Errors
    /// Never in practice.
    #[wasm_bindgen(js_name = agentWeights)]
    pub fn agent_weights(&self) -> Result<JsValue, JsValue> {
        let object = Object::new();
        set(&object, "weights", self.save())?;
        Ok(object.into())
    }

    /// The game it learns.
    #[wasm_bindgen(getter, js_name = gameId)]
    pub fn game_id(&self) -> String {
        self.inner.game_id().into()
    }

    /// The learner id (also the id of the agent that plays its weights).
    #[wasm_bindgen(getter, js_name = learnerId)]
    pub fn learner_id(&self) -> String {
        self.inner.id().into()
    }
}
