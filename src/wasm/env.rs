//! `Env`: one game behind the door, Gym-style (`reset`, `step`) plus the fast path for agents
//! that look ahead (`play`, `clone`) and the sandbox's player copies (`playerCopy`,
//! `exportState`).

use super::convert::{index, js_error, record_to_js, seed_from};
use crate::any_game::AnyGame;
use crate::game::{Action, Game, GameError};
use crate::state;
use js_sys::{Array, Float64Array, Uint8Array};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

/// One game being played: Gym-style `reset`/`step` plus everything the page needs to draw it.
#[wasm_bindgen]
pub struct Env {
    pub(crate) game: AnyGame,
    /// The seed `reset` was given or picked; `None` for a player copy or an imported state.
    pub(crate) seed: Option<f64>,
    /// The legal actions of the current state as `u32`s, listed once and reused by
    /// `legalActions()`, `legalCount` and `legalActionAt(i)` while `legal_fresh` holds.
    legal: RefCell<Vec<u32>>,
    /// Whether `legal` lists the current state's actions (cleared by every change).
    legal_fresh: Cell<bool>,
    /// Reused to list the legal actions without allocating.
    scratch: RefCell<Vec<Action>>,
}

impl Env {
    /// Wraps `game`, whose seed is `seed` when known.
    pub(crate) fn new(game: AnyGame, seed: Option<f64>) -> Env {
        Env {
            game,
            seed,
            legal: RefCell::default(),
            legal_fresh: Cell::new(false),
            scratch: RefCell::default(),
        }
    }

    /// Forgets the listed legal actions: the state changed.
    fn changed(&mut self) {
        self.legal_fresh.set(false);
    }

    /// Runs `f` on the legal actions of the current state, listing them first if needed.
    fn with_legal<T>(&self, f: impl FnOnce(&[u32]) -> T) -> T {
        let mut legal = self.legal.borrow_mut();
        if !self.legal_fresh.get() {
            let mut scratch = self.scratch.borrow_mut();
            self.game.legal_actions_into(&mut scratch);
            legal.clear();
            legal.extend(scratch.iter().map(|&a| a as u32));
            self.legal_fresh.set(true);
        }
        f(&legal)
    }

    /// `value` as an action of this game for the call named `call`, refusing it (with the words
    /// of the strictness rule) unless it is a whole number in range; refuses everything after
    /// the end.
    fn action(&self, value: &JsValue, call: &str) -> Result<Action, JsValue> {
        if self.game.is_terminal() {
            return Err(js_error(GameError::GameOver));
        }
        index(value, call, self.game.num_actions())
    }
}

/// A random seed for a reset without one: 32 bits from the browser's `crypto.getRandomValues`
/// (so it reads back exactly as a JS number and can be written into a link).
fn fresh_seed() -> Result<u64, JsValue> {
    getrandom::u32().map(u64::from).map_err(|e| {
        js_error(format!(
            "no random seed could be drawn ({e}); give reset() a seed"
        ))
    })
}

#[wasm_bindgen]
impl Env {
    /// Starts a new game from `seed` (a random one when left out) and returns `[obs, info]`.
    ///
    /// # Errors
    /// An `Error` (and no change) when `seed` is given but is not a whole number from 0 to
    /// `Number.MAX_SAFE_INTEGER`.
    pub fn reset(&mut self, seed: JsValue) -> Result<Array, JsValue> {
        let seed = if seed.is_undefined() {
            fresh_seed()?
        } else {
            seed_from(&seed, "reset(seed)")?
        };
        self.game.reset(seed);
        self.changed();
        self.seed = Some(seed as f64);
        Ok(Array::of2(
            &record_to_js(&self.game.observation())?,
            &record_to_js(&self.game.info())?,
        ))
    }

    /// Plays `action` and returns `[obs, reward, terminated, truncated, info]`.
    ///
    /// # Errors
    /// An `Error` (and no change) for an action that is not a whole number in range, illegal
    /// now, or played after the end.
    pub fn step(&mut self, action: JsValue) -> Result<Array, JsValue> {
        let action = self.action(&action, "step()")?;
        let step = self.game.step(action).map_err(js_error)?;
        self.changed();
        let out = Array::new();
        out.push(&record_to_js(&step.observation)?);
        out.push(&step.reward.into());
        out.push(&step.terminated.into());
        out.push(&step.truncated.into());
        out.push(&record_to_js(&step.info)?);
        Ok(out)
    }

    /// The fast path for agents that look ahead: plays `action` like `step` but builds no
    /// observation, and returns only the mover's reward (read `isTerminal`, `currentPlayer`,
    /// `returns()` as needed).
    ///
    /// # Errors
    /// As `step`: an `Error` (and no change) for a bad, illegal or late action.
    pub fn play(&mut self, action: JsValue) -> Result<f64, JsValue> {
        let action = self.action(&action, "play()")?;
        let reward = self.game.apply(action).map_err(js_error)?;
        self.changed();
        Ok(reward)
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

    /// The seed of the current game (the one `reset` was given or picked); `undefined` for a
    /// player copy or an imported state, which carry no seed.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> Option<f64> {
        self.seed
    }

    /// The legal actions, ascending; empty once the game is over.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Vec<u32> {
        self.with_legal(<[u32]>::to_vec)
    }

    /// How many legal actions there are (0 once the game is over): with `legalActionAt(i)`, a
    /// way to pick a move without building an array.
    #[wasm_bindgen(getter, js_name = legalCount)]
    pub fn legal_count(&self) -> u32 {
        self.with_legal(|l| l.len() as u32)
    }

    /// The `i`-th legal action (ascending), `i` from 0 to `legalCount - 1`.
    ///
    /// # Errors
    /// An `Error` when `i` is not a whole number in that range (or nothing is legal).
    #[wasm_bindgen(js_name = legalActionAt)]
    pub fn legal_action_at(&self, i: JsValue) -> Result<u32, JsValue> {
        self.with_legal(|l| {
            if l.is_empty() {
                return Err(js_error(GameError::GameOver));
            }
            let i = index(&i, "legalActionAt()", l.len())?;
            Ok(l[i])
        })
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

    /// An independent copy (for search and what-if). It holds the real game, hidden parts
    /// included: give an agent `playerCopy(seed)` instead.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_env(&self) -> Env {
        Env::new(self.game.clone(), self.seed)
    }

    /// A copy that holds nothing the player cannot see: Minesweeper's unseen mines and Puyo's
    /// unseen pairs re-drawn from `seed`, consistently with everything visible (the same seed
    /// gives the same copy). Its `seed` is `undefined`.
    ///
    /// # Errors
    /// An `Error` when `seed` is not a whole number from 0 to `Number.MAX_SAFE_INTEGER`.
    #[wasm_bindgen(js_name = playerCopy)]
    pub fn player_copy(&self, seed: JsValue) -> Result<Env, JsValue> {
        let seed = seed_from(&seed, "playerCopy(seed)")?;
        Ok(Env::new(self.game.determinized(seed), None))
    }

    /// The whole state as JSON text, for `importState` (e.g. in a worker). Export a
    /// `playerCopy` to hand an agent nothing hidden.
    #[wasm_bindgen(js_name = exportState)]
    pub fn export_state(&self) -> String {
        state::export(&self.game)
    }

    /// Minesweeper only: flags or unflags hidden cell `cell` (not a step).
    ///
    /// # Errors
    /// An `Error` (and no change) for another game, a bad cell, or a cell that cannot be flagged.
    #[wasm_bindgen(js_name = toggleFlag)]
    pub fn toggle_flag(&mut self, cell: JsValue) -> Result<(), JsValue> {
        let cell = self.cell(&cell, "toggleFlag()")?;
        let board = self.game.minesweeper_mut("toggleFlag").map_err(js_error)?;
        board.toggle_flag(cell).map_err(js_error)?;
        self.changed();
        Ok(())
    }

    /// Minesweeper only: reveals the hidden unflagged neighbours of a satisfied number (not a
    /// step) and returns the reward.
    ///
    /// # Errors
    /// An `Error` (and no change) for another game, a bad cell, or a cell that cannot be chorded.
    pub fn chord(&mut self, cell: JsValue) -> Result<f64, JsValue> {
        let cell = self.cell(&cell, "chord()")?;
        let board = self.game.minesweeper_mut("chord").map_err(js_error)?;
        let reward = board.chord(cell).map_err(js_error)?;
        self.changed();
        Ok(reward)
    }
}

impl Env {
    /// `value` as a cell for `toggleFlag`/`chord`: the game must be Minesweeper and on, and the
    /// cell a whole number in range.
    fn cell(&mut self, value: &JsValue, call: &str) -> Result<usize, JsValue> {
        let name = call.trim_end_matches("()");
        self.game.minesweeper_mut(name).map_err(js_error)?;
        self.action(value, call)
    }
}
