//! `Env`: one game behind the Python door, Gym-style (`reset`, `step`), the fast path for search
//! (`play`, `clone`), the player copies (`player_copy`, `export_state`) and the fixed-shape numpy
//! views the Gymnasium and PettingZoo wrappers hand to learners. Mirrors the JavaScript `Env`.

use crate::convert::{action, array, record_to_py};
use crate::errors::to_py;
use crate::options::options_from_kwargs;
use crate::views;
use numpy::{PyArray1, PyArrayDyn, PyArrayMethods};
use playground::{registry, state, Action, AnyGame, Game, GameError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use std::hash::{BuildHasher, RandomState};

/// A random 32-bit seed (from the operating system's hash keys) for a reset without one.
pub fn fresh_seed() -> u64 {
    RandomState::new().hash_one(0x5eed_u64) >> 32
}

/// `raw` as an action of `game`: refused after the end, or out of range, with the engine's words.
pub fn checked(game: &AnyGame, raw: i64) -> Result<Action, GameError> {
    if game.is_terminal() {
        return Err(GameError::GameOver);
    }
    match usize::try_from(raw) {
        Ok(a) if a < game.num_actions() => Ok(a),
        _ => Err(GameError::OutOfRange {
            action: raw,
            num_actions: game.num_actions(),
        }),
    }
}

/// One game being played: `reset`/`step` like Gymnasium, plus everything the JavaScript `Env`
/// has, in snake_case.
#[pyclass(module = "playground._core")]
pub struct Env {
    pub(crate) game: AnyGame,
    seed: Option<u64>,
}

impl Env {
    /// Wraps `game`, whose seed is `seed` when known.
    pub fn new(game: AnyGame, seed: Option<u64>) -> Env {
        Env { game, seed }
    }

    /// The action in `value` for `call`, checked against the game.
    fn action(&self, value: &Bound<'_, PyAny>, call: &str) -> PyResult<Action> {
        let raw = action(value, call)?;
        checked(&self.game, raw).map_err(to_py)
    }
}

#[pymethods]
impl Env {
    /// Makes game `id` with keyword options in snake_case or camelCase (`preset="expert"`,
    /// `first_click="safe"`, `n_in_row=4`); reset with seed 0.
    #[new]
    #[pyo3(signature = (id, **options))]
    fn py_new(id: &str, options: Option<&Bound<'_, PyDict>>) -> PyResult<Env> {
        let game = registry::make_game(id, options_from_kwargs(options)?).map_err(to_py)?;
        Ok(Env::new(game, Some(0)))
    }

    /// Starts a new game from `seed` (a random one when None) and returns `(obs, info)`, the
    /// engine's own dicts (numpy arrays for its arrays).
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let seed = match seed {
            Some(s) if !s.is_none() => crate::convert::seed(s, "reset(seed)")?,
            _ => fresh_seed(),
        };
        self.game.reset(seed);
        self.seed = Some(seed);
        PyTuple::new(
            py,
            [
                record_to_py(py, &self.game.observation())?.into_any(),
                record_to_py(py, &self.game.info())?.into_any(),
            ],
        )
    }

    /// Plays `action` and returns `(obs, reward, terminated, truncated, info)`.
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        action: &Bound<'py, PyAny>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let a = self.action(action, "step()")?;
        let s = self.game.step(a).map_err(to_py)?;
        PyTuple::new(
            py,
            [
                record_to_py(py, &s.observation)?.into_any(),
                s.reward.into_pyobject(py)?.into_any(),
                pyo3::types::PyBool::new(py, s.terminated)
                    .to_owned()
                    .into_any(),
                pyo3::types::PyBool::new(py, s.truncated)
                    .to_owned()
                    .into_any(),
                record_to_py(py, &s.info)?.into_any(),
            ],
        )
    }

    /// The fast path for search: plays `action` like `step` but builds no observation; returns
    /// the mover's reward.
    fn play(&mut self, action: &Bound<'_, PyAny>) -> PyResult<f64> {
        let a = self.action(action, "play()")?;
        self.game.apply(a).map_err(to_py)
    }

    /// Every legal action's after-state, in `legal_actions()` order: a list of dicts `{"action",
    /// "board", "reward", "terminal"}`, as `clone()`, `play(action)` and `observation()["board"]`
    /// would give (the page's and the notebook's `env.after_states()`). Hidden parts are the
    /// game's own: call it on a `player_copy` to look ahead on what the player sees.
    fn after_states<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        let mut out = Vec::new();
        for a in self.game.legal_actions() {
            let mut after = self.game.clone();
            let reward = after.apply(a).map_err(to_py)?;
            let state = PyDict::new(py);
            state.set_item("action", a)?;
            let obs = record_to_py(py, &after.observation())?;
            let board = obs
                .get_item("board")?
                .map(|b| b.call_method0("tolist"))
                .transpose()?;
            state.set_item("board", board)?;
            state.set_item("reward", reward)?;
            state.set_item("terminal", after.is_terminal())?;
            out.push(state);
        }
        Ok(out)
    }

    /// Plays `action` and returns every player's reward for it (a tuple, one per player), for
    /// the PettingZoo wrappers.
    fn play_rewards(&mut self, action: &Bound<'_, PyAny>) -> PyResult<Vec<f64>> {
        let a = self.action(action, "step()")?;
        let before = self.game.returns();
        self.game.apply(a).map_err(to_py)?;
        let after = self.game.returns();
        Ok(after.iter().zip(&before).map(|(a, b)| a - b).collect())
    }

    /// How many action indices exist (legal or not).
    #[getter]
    fn num_actions(&self) -> usize {
        self.game.num_actions()
    }

    /// 1 or 2.
    #[getter]
    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    /// The player to move (0 in one-player games), or -1 once the game is over.
    #[getter]
    fn current_player(&self) -> i64 {
        self.game.current_player().map_or(-1, |p| p as i64)
    }

    /// Whether the game has ended (by its rules or by a limit).
    #[getter]
    fn is_terminal(&self) -> bool {
        self.game.is_terminal()
    }

    /// Whether the game was cut short by a limit (Puyo's `max_pairs`), not ended by its rules.
    #[getter]
    fn is_truncated(&self) -> bool {
        self.game.is_truncated()
    }

    /// The game's id ("minesweeper", "puyo", "tictactoe" or "gomoku").
    #[getter]
    fn game_id(&self) -> &'static str {
        self.game.id()
    }

    /// The seed of the current game; None for a player copy or an imported state.
    #[getter]
    fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The legal actions, ascending (int64); empty once the game is over.
    fn legal_actions<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let legal = self.game.legal_actions();
        array(py, legal.into_iter().map(|a| a as i64).collect())
    }

    /// 1 for each legal action, 0 otherwise (int8, `num_actions` long).
    fn action_mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i8>> {
        let mask = self.game.action_mask();
        array(py, mask.into_iter().map(|m| m as i8).collect())
    }

    /// Each player's total reward so far (float64).
    fn returns<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f64>> {
        array(py, self.game.returns())
    }

    /// What the player to move sees: the same dict `reset` and `step` return.
    fn observation<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        record_to_py(py, &self.game.observation())
    }

    /// Facts about the last step: the same dict `step` returns as `info`.
    fn info<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        record_to_py(py, &self.game.info())
    }

    /// The engine's text picture of the board.
    fn render(&self) -> String {
        self.game.render()
    }

    /// The fixed-shape int8 view for learners (see `view_shape`): for two-player games, planes
    /// of `player`'s stones and the opponent's (default: the player to move).
    #[pyo3(signature = (player = None))]
    fn view<'py>(
        &self,
        py: Python<'py>,
        player: Option<usize>,
    ) -> PyResult<Bound<'py, PyArrayDyn<i8>>> {
        let player = player.unwrap_or_else(|| self.game.current_player().unwrap_or(0));
        let mut out = Vec::new();
        views::write(&self.game, player, &mut out);
        array(py, out).reshape(views::shape(&self.game))
    }

    /// The shape of `view()`: Minesweeper `(rows, cols)`, Puyo `(cells + 2 + 2 * next,)`,
    /// Tic-tac-toe and Gomoku `(rows, cols, 2)`.
    #[getter]
    fn view_shape(&self) -> Vec<usize> {
        views::shape(&self.game)
    }

    /// The smallest and largest value `view()` can hold.
    #[getter]
    fn view_bounds(&self) -> (i8, i8) {
        views::bounds(&self.game)
    }

    /// The most actions one episode can take, if the rules bound it.
    #[getter]
    fn max_game_length(&self) -> Option<usize> {
        self.game.max_game_length()
    }

    /// An independent copy (for search and what-if); it holds the hidden parts too: give
    /// your own search `player_copy(seed)` instead.
    fn clone(&self) -> Env {
        Env::new(self.game.clone(), self.seed)
    }

    /// `copy.copy(env)`: the same as `clone()`.
    fn __copy__(&self) -> Env {
        self.clone()
    }

    /// `copy.deepcopy(env)`: the same as `clone()`.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Env {
        self.clone()
    }

    /// A copy that holds nothing the player cannot see: Minesweeper's unseen mines and Puyo's
    /// unseen pairs re-drawn from `seed`, consistently with everything visible. Its seed is None.
    fn player_copy(&self, seed: &Bound<'_, PyAny>) -> PyResult<Env> {
        let seed = crate::convert::seed(seed, "player_copy(seed)")?;
        Ok(Env::new(self.game.determinized(seed), None))
    }

    /// The whole state as JSON text, for `import_state` (hidden parts included: export a
    /// `player_copy` to hand over nothing hidden).
    fn export_state(&self) -> String {
        state::export(&self.game)
    }

    /// Minesweeper only: flags or unflags hidden cell `cell` (not a step).
    fn toggle_flag(&mut self, cell: &Bound<'_, PyAny>) -> PyResult<()> {
        self.game.minesweeper_mut("toggle_flag").map_err(to_py)?;
        let cell = self.action(cell, "toggle_flag()")?;
        let board = self.game.minesweeper_mut("toggle_flag").map_err(to_py)?;
        board.toggle_flag(cell).map_err(to_py)
    }

    /// Minesweeper only: reveals the hidden unflagged neighbours of a satisfied number (not a
    /// step) and returns the reward.
    fn chord(&mut self, cell: &Bound<'_, PyAny>) -> PyResult<f64> {
        self.game.minesweeper_mut("chord").map_err(to_py)?;
        let cell = self.action(cell, "chord()")?;
        let board = self.game.minesweeper_mut("chord").map_err(to_py)?;
        board.chord(cell).map_err(to_py)
    }

    /// A short description: game, seed and player to move.
    fn __repr__(&self) -> String {
        format!(
            "<playground Env {} seed={} player={}>",
            self.game.id(),
            self.seed.map_or("None".into(), |s| s.to_string()),
            self.current_player()
        )
    }
}

/// Rebuilds an env from `export_state()`'s text; a bad or altered text is refused.
#[pyfunction]
pub fn import_state(text: &str) -> PyResult<Env> {
    let game = state::import(text).map_err(to_py)?;
    Ok(Env::new(game, None))
}
