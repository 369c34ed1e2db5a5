//! `VectorEnv`: the fast path for learners that need millions of steps. It steps N games of one
//! kind with one call — an array of actions in, arrays of views, rewards and flags out — and
//! resets each finished game at once with the next seed of its seeded stream (the view returned
//! for that game is then the new game's first one).

use crate::convert::array;
use crate::env::{checked, fresh_seed};
use crate::errors::to_py;
use crate::options::options_from_kwargs;
use crate::views;
use numpy::{PyArray1, PyArray2, PyArrayDyn, PyArrayMethods, PyReadonlyArray1};
use playground::rng::Rng;
use playground::{registry, AnyGame, Game};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

/// N games of one kind stepped together, each reset automatically when it ends.
#[pyclass(module = "playground._core")]
pub struct VectorEnv {
    games: Vec<AnyGame>,
    /// Where each game's next episode seed comes from.
    seeds: Rng,
    /// The seed each game's current episode started from.
    episode_seeds: Vec<u64>,
    /// Reused to list legal actions.
    scratch: Vec<usize>,
    /// Every game's legal actions, `num_actions` per game, kept current by every change.
    masks: Vec<i8>,
    /// The stream `sample_actions` draws from.
    policy: Rng,
}

/// What the policy stream of a vector seeded with `seed` starts from (apart from its episode seeds).
fn policy_seed(seed: u64) -> u64 {
    seed ^ 0x9e37_79b9_7f4a_7c15
}

impl VectorEnv {
    /// The per-game view shape with the batch dimension in front.
    fn batch_shape(&self) -> Vec<usize> {
        let mut shape = vec![self.games.len()];
        shape.extend(views::shape(&self.games[0]));
        shape
    }

    /// Every game's view from its mover's side, stacked.
    fn views<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArrayDyn<i8>>> {
        let per = views::shape(&self.games[0]).iter().product::<usize>();
        let mut out = Vec::with_capacity(per * self.games.len());
        for g in &self.games {
            views::write(g, g.current_player().unwrap_or(0), &mut out);
        }
        array(py, out).reshape(self.batch_shape())
    }

    /// Starts game `i`'s next episode from the stream's next seed.
    fn restart(&mut self, i: usize) {
        let s = self.seeds.next_u64();
        self.games[i].reset(s);
        self.episode_seeds[i] = s;
    }

    /// Lists game `i`'s legal actions into its row of `masks`.
    fn refresh_mask(&mut self, i: usize) {
        let a = self.games[i].num_actions();
        let row = &mut self.masks[i * a..(i + 1) * a];
        views::write_mask(&self.games[i], row, &mut self.scratch);
    }

    /// Restarts every game and lists the legal actions.
    fn restart_all(&mut self) {
        for i in 0..self.games.len() {
            self.restart(i);
            self.refresh_mask(i);
        }
    }
}

#[pymethods]
impl VectorEnv {
    /// `num_envs` games of `id` with keyword options (as `make`); episode seeds come from one
    /// stream seeded by `seed` (a random one when None).
    #[new]
    #[pyo3(signature = (id, num_envs, seed = None, **options))]
    fn py_new(
        id: &str,
        num_envs: usize,
        seed: Option<&Bound<'_, PyAny>>,
        options: Option<&Bound<'_, PyDict>>,
    ) -> PyResult<VectorEnv> {
        if num_envs == 0 {
            return Err(PyValueError::new_err(
                "num_envs must be at least 1: how many games to step together",
            ));
        }
        let template = registry::make_game(id, options_from_kwargs(options)?).map_err(to_py)?;
        let seed = match seed {
            Some(s) if !s.is_none() => crate::convert::seed(s, "VectorEnv(seed)")?,
            _ => fresh_seed(),
        };
        let actions = template.num_actions();
        let mut v = VectorEnv {
            games: vec![template; num_envs],
            seeds: Rng::new(seed),
            episode_seeds: vec![0; num_envs],
            scratch: Vec::new(),
            masks: vec![0; num_envs * actions],
            policy: Rng::new(policy_seed(seed)),
        };
        v.restart_all();
        Ok(v)
    }

    /// Restarts every game (from `seed`'s stream when given) and returns the stacked views.
    #[pyo3(signature = (seed = None))]
    fn reset<'py>(
        &mut self,
        py: Python<'py>,
        seed: Option<&Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyArrayDyn<i8>>> {
        if let Some(s) = seed.filter(|s| !s.is_none()) {
            let seed = crate::convert::seed(s, "reset(seed)")?;
            self.seeds = Rng::new(seed);
            self.policy = Rng::new(policy_seed(seed));
        }
        self.restart_all();
        self.views(py)
    }

    /// Plays one action in every game (an int array, `num_envs` long) and returns `(views,
    /// rewards, terminated, truncated)`: the mover's reward, and for a game that ended, the flags
    /// of its last step and the view of the game that replaced it. Nothing changes when any
    /// action is refused (`IllegalActionError` naming the game).
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let actions = actions.as_slice()?;
        if actions.len() != self.games.len() {
            return Err(PyValueError::new_err(format!(
                "step() takes one action per game: {} actions for {} games",
                actions.len(),
                self.games.len()
            )));
        }
        let per = self.games[0].num_actions();
        let mut checked_actions = Vec::with_capacity(actions.len());
        for (i, (g, &a)) in self.games.iter().zip(actions).enumerate() {
            let legal = usize::try_from(a).is_ok_and(|a| a < per && self.masks[i * per + a] == 1);
            if legal {
                checked_actions.push(a as usize);
                continue;
            }
            // Not legal: the engine says why (out of range, illegal), naming the game.
            let e = checked(g, a)
                .and_then(|a| g.check_action(a))
                .err()
                .unwrap_or(playground::GameError::GameOver);
            let err = to_py(e);
            let message = format!("game {i}: {}", err.value(py));
            return Err(PyErr::from_type(err.get_type(py), message));
        }
        let n = self.games.len();
        let mut rewards = Vec::with_capacity(n);
        let mut terminated = Vec::with_capacity(n);
        let mut truncated = Vec::with_capacity(n);
        for (i, a) in checked_actions.into_iter().enumerate() {
            let r = self.games[i].apply(a).map_err(to_py)?;
            rewards.push(r);
            let over = self.games[i].is_terminal();
            let cut = over && self.games[i].is_truncated();
            terminated.push(over && !cut);
            truncated.push(cut);
            if over {
                self.restart(i);
            }
            self.refresh_mask(i);
        }
        PyTuple::new(
            py,
            [
                self.views(py)?.into_any(),
                array(py, rewards).into_any(),
                array(py, terminated).into_any(),
                array(py, truncated).into_any(),
            ],
        )
    }

    /// Every game's legal actions as a `(num_envs, num_actions)` int8 mask.
    fn action_masks<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArray2<i8>>> {
        let a = self.games[0].num_actions();
        array(py, self.masks.clone()).reshape([self.games.len(), a])
    }

    /// One uniformly random legal action per game (int64), drawn by the engine from this
    /// vector's own seeded stream: the random-play baseline, without a round trip through numpy.
    fn sample_actions<'py>(&mut self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        let a = self.games[0].num_actions();
        let mut out = Vec::with_capacity(self.games.len());
        for row in self.masks.chunks_exact(a) {
            let count = row.iter().filter(|&&m| m == 1).count();
            let mut k = self.policy.below(count.max(1));
            let pick = row.iter().position(|&m| {
                if m == 1 {
                    if k == 0 {
                        return true;
                    }
                    k -= 1;
                }
                false
            });
            out.push(pick.unwrap_or(0) as i64);
        }
        array(py, out)
    }

    /// The stacked views of every game, from each mover's side.
    fn observations<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyArrayDyn<i8>>> {
        self.views(py)
    }

    /// Each game's player to move (int64; games are never over between calls).
    fn current_players<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i64>> {
        array(
            py,
            self.games
                .iter()
                .map(|g| g.current_player().map_or(-1, |p| p as i64))
                .collect(),
        )
    }

    /// The seed each game's current episode started from (uint64).
    fn episode_seeds<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<u64>> {
        array(py, self.episode_seeds.clone())
    }

    /// How many games are stepped together.
    #[getter]
    fn num_envs(&self) -> usize {
        self.games.len()
    }

    /// How many action indices each game has.
    #[getter]
    fn num_actions(&self) -> usize {
        self.games[0].num_actions()
    }

    /// The shape of one game's view (see `Env.view_shape`).
    #[getter]
    fn view_shape(&self) -> Vec<usize> {
        views::shape(&self.games[0])
    }

    /// The text picture of game `i`.
    fn render(&self, i: usize) -> PyResult<String> {
        self.games.get(i).map(Game::render).ok_or_else(|| {
            PyValueError::new_err(format!(
                "there is no game {i}: there are {}",
                self.games.len()
            ))
        })
    }
}
