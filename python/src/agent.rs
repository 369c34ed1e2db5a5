//! `Agent`: a built-in player made by `make_agent`, and the catalogue functions (`games`,
//! `agents`). Like the JavaScript door, an agent is handed the engine's game itself: the built-in
//! agents read only what the player to move can see (the engine's own guarantee), and `act` never
//! changes the environment.

use crate::env::Env;
use crate::errors::{to_py, type_error};
use crate::options::options_from_kwargs;
use playground::agents::Agent as RustAgent;
use playground::registry::{self, Entry};
use playground::AnyGame;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use std::sync::{Mutex, MutexGuard};

/// A player made by `make_agent`: `act(env)` picks a move without changing `env`.
#[pyclass(module = "playground._core")]
pub struct Agent {
    /// Locked while it thinks, so any Python thread may use it.
    inner: Mutex<Box<dyn RustAgent<AnyGame>>>,
    game_id: String,
    agent_id: String,
}

/// The engine env behind `env`: an `Env`, or any wrapper whose `unwrapped.engine` (or
/// `engine`) is one (the Gymnasium and PettingZoo environments of this package).
pub fn engine_of<'py>(env: &Bound<'py, PyAny>, call: &str) -> PyResult<PyRef<'py, Env>> {
    if let Ok(e) = env.cast::<Env>() {
        return Ok(e.borrow());
    }
    for path in [&["unwrapped", "engine"][..], &["engine"][..]] {
        let mut value = env.clone();
        let mut found = true;
        for name in path {
            match value.getattr(*name) {
                Ok(v) => value = v,
                Err(_) => {
                    found = false;
                    break;
                }
            }
        }
        if found {
            if let Ok(e) = value.cast::<Env>() {
                return Ok(e.borrow());
            }
        }
    }
    Err(type_error(
        call,
        "an environment of this package (playground.make(...), gym.make(\"playground/...\") or playground.pettingzoo)",
        env,
    ))
}

impl Agent {
    /// The engine's agent (a panic while it thought cannot poison it for good: it is taken anyway).
    fn inner(&self) -> MutexGuard<'_, Box<dyn RustAgent<AnyGame>>> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[pymethods]
impl Agent {
    /// The action this agent plays in `env` (which is not changed).
    fn act(&self, env: &Bound<'_, PyAny>) -> PyResult<usize> {
        let env = engine_of(env, "act(env)")?;
        self.inner().act(&env.game).map_err(to_py)
    }

    /// What the agent "sees" in `env` (mine probabilities, visit counts, a planned chain), or
    /// None when it has nothing to say.
    fn explain<'py>(
        &self,
        py: Python<'py>,
        env: &Bound<'py, PyAny>,
    ) -> PyResult<Option<Bound<'py, PyDict>>> {
        let env = engine_of(env, "explain(env)")?;
        match self.inner().explain(&env.game).map_err(to_py)? {
            Some(record) => Ok(Some(crate::convert::record_to_py(py, &record)?)),
            None => Ok(None),
        }
    }

    /// Raises when this agent cannot play `env`'s game at all (a net trained for another board).
    fn check(&self, env: &Bound<'_, PyAny>) -> PyResult<()> {
        let env = engine_of(env, "check(env)")?;
        self.inner().check(&env.game).map_err(to_py)
    }

    /// The game this agent plays.
    #[getter]
    fn game_id(&self) -> &str {
        &self.game_id
    }

    /// The agent's id, as `agents()` lists it.
    #[getter]
    fn agent_id(&self) -> &str {
        &self.agent_id
    }

    /// A short description: game and agent.
    fn __repr__(&self) -> String {
        format!("<playground Agent {} for {}>", self.agent_id, self.game_id)
    }
}

/// Makes agent `agent_id` for game `game_id`, options as keywords in snake_case
/// (`time_ms=100, seed=1`).
#[pyfunction]
#[pyo3(signature = (game_id, agent_id, **options))]
pub fn make_agent(
    game_id: &str,
    agent_id: &str,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Agent> {
    let inner =
        registry::make_agent(game_id, agent_id, options_from_kwargs(options)?).map_err(to_py)?;
    Ok(Agent {
        inner: Mutex::new(inner),
        game_id: game_id.into(),
        agent_id: agent_id.into(),
    })
}

/// Agent entries as a list of dicts `{id, name, description, defaults}`.
fn entries<'py>(py: Python<'py>, list: &[Entry]) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    for e in list {
        out.append(entry(py, e.id, e.name, e.description, e.defaults)?)?;
    }
    Ok(out)
}

/// One catalogue entry as a dict `{id, name, description, defaults}` (option names in snake_case).
fn entry<'py>(
    py: Python<'py>,
    id: &str,
    name: &str,
    description: &str,
    pairs: &[(&str, &str)],
) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("id", id)?;
    d.set_item("name", name)?;
    d.set_item("description", description)?;
    let defaults = PyDict::new(py);
    for (k, v) in pairs {
        defaults.set_item(crate::names::snake_case(k), default_value(py, v)?)?;
    }
    d.set_item("defaults", defaults)?;
    Ok(d)
}

/// A default's text as Python would write it: ints, floats and bools typed, the rest text.
fn default_value<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    Ok(match text {
        "true" => true.into_pyobject(py)?.to_owned().into_any(),
        "false" => false.into_pyobject(py)?.to_owned().into_any(),
        _ => match (text.parse::<i64>(), text.parse::<f64>()) {
            (Ok(i), _) => i.into_pyobject(py)?.into_any(),
            (_, Ok(f)) if f.is_finite() => f.into_pyobject(py)?.into_any(),
            _ => text.into_pyobject(py)?.into_any(),
        },
    })
}

/// The games students see listed (`GameEntry::listed`): a list of `{id, name, description, defaults}`.
#[pyfunction]
pub fn games(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let out = PyList::empty(py);
    for g in registry::GAMES.iter().filter(|g| g.listed) {
        out.append(entry(py, g.id, g.name, g.description, &g.defaults())?)?;
    }
    Ok(out)
}

/// The agents that play `game_id`: a list of `{id, name, description, defaults}`.
#[pyfunction]
pub fn agents<'py>(py: Python<'py>, game_id: &str) -> PyResult<Bound<'py, PyList>> {
    entries(py, registry::agent_entries(game_id).map_err(to_py)?)
}
