//! The engine's [`GameError`]s as Python exceptions: every kind is a subclass of
//! `playground.GameError`, itself a `ValueError`, carrying the engine's message unchanged.

use playground::GameError;
use pyo3::create_exception;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;

create_exception!(
    playground,
    PlaygroundError,
    PyValueError,
    "Any refusal by the engine (a ValueError with the engine's message)."
);
create_exception!(
    playground,
    GameOverError,
    PlaygroundError,
    "The game is over: call reset() to start a new one."
);
create_exception!(
    playground,
    IllegalActionError,
    PlaygroundError,
    "The action is in range but not allowed in this position."
);
create_exception!(
    playground,
    OutOfRangeError,
    PlaygroundError,
    "The action is not a whole number from 0 to num_actions - 1."
);
create_exception!(
    playground,
    BadOptionError,
    PlaygroundError,
    "An option has a bad value or is not known."
);
create_exception!(
    playground,
    UnknownError,
    PlaygroundError,
    "No game or agent has this name."
);
create_exception!(
    playground,
    WrongGameError,
    PlaygroundError,
    "An agent was handed an environment of another game."
);
create_exception!(
    playground,
    NotSupportedError,
    PlaygroundError,
    "The call does not exist for this game."
);

/// The engine's message in Python's words: its camelCase names in snake_case
/// (`legalActions()` → `legal_actions()`, `firstClick` → `first_click`).
pub fn pythonic(message: &str) -> String {
    let mut out = String::with_capacity(message.len() + 8);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let camel = word.starts_with(|c: char| c.is_ascii_lowercase())
            && word.chars().any(|c| c.is_ascii_uppercase());
        if camel {
            out.push_str(&crate::names::snake_case(word));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in message.chars() {
        if c.is_ascii_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut out);
            out.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

/// `e` as the Python exception of its kind, with the engine's message (names in snake_case).
pub fn to_py(e: GameError) -> PyErr {
    let message = pythonic(&e.to_string());
    match e {
        GameError::GameOver => GameOverError::new_err(message),
        GameError::IllegalAction { .. } => IllegalActionError::new_err(message),
        GameError::OutOfRange { .. } => OutOfRangeError::new_err(message),
        GameError::BadOption { .. } => BadOptionError::new_err(message),
        GameError::Unknown { .. } => UnknownError::new_err(message),
        GameError::WrongGame { .. } => WrongGameError::new_err(message),
        GameError::NotSupported { .. } => NotSupportedError::new_err(message),
        // Natively every shipped net is compiled in, so this cannot happen here.
        GameError::NetNotLoaded { .. } => NotSupportedError::new_err(message),
    }
}

/// A `TypeError` for `call`, which wanted `wanted` and got `value`.
pub fn type_error(call: &str, wanted: &str, value: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!("{call} takes {wanted}; it got {}", describe(value)))
}

/// What a Python value is, in words a student recognises: `the string '3'`, `None`, `2.5`.
pub fn describe(value: &Bound<'_, PyAny>) -> String {
    let type_name = value
        .get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into());
    let shown = value
        .repr()
        .map(|r| r.to_string())
        .unwrap_or_else(|_| "?".into());
    let shown: String = if shown.chars().count() > 40 {
        shown.chars().take(40).chain(['…']).collect()
    } else {
        shown
    };
    format!("{shown} (a {type_name})")
}

/// Adds the exception classes to module `m`.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("GameError", py.get_type::<PlaygroundError>())?;
    m.add("GameOverError", py.get_type::<GameOverError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("OutOfRangeError", py.get_type::<OutOfRangeError>())?;
    m.add("BadOptionError", py.get_type::<BadOptionError>())?;
    m.add("UnknownError", py.get_type::<UnknownError>())?;
    m.add("WrongGameError", py.get_type::<WrongGameError>())?;
    m.add("NotSupportedError", py.get_type::<NotSupportedError>())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::pythonic;

    #[test]
    fn camel_case_names_become_snake_case_and_the_rest_stays() {
        assert_eq!(
            pythonic("option 'firstClick': (legalActions() lists) makeAgent(\"x\", 8x8) X O"),
            "option 'first_click': (legal_actions() lists) make_agent(\"x\", 8x8) X O"
        );
    }
}
