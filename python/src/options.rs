//! Python keyword arguments as the engine's [`Options`]: snake_case names become the engine's
//! camelCase (`first_click` → `firstClick`), values become the text the command line would give.

use crate::errors::{describe, to_py};
use crate::names::camel_case;
use playground::{GameError, Options};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyString};

/// One option value as text (or bytes for a weights file); `None` for a value that counts as
/// not given (Python's `None`).
///
/// # Errors
/// A `TypeError` naming the option for anything but a number, a string, a bool or bytes.
fn value_of(key: &str, value: &Bound<'_, PyAny>) -> PyResult<Option<Result<String, Vec<u8>>>> {
    if value.is_none() {
        return Ok(None);
    }
    if value.is_instance_of::<PyBool>() {
        return Ok(Some(Ok(value.extract::<bool>()?.to_string())));
    }
    if let Ok(s) = value.cast::<PyString>() {
        return Ok(Some(Ok(s.extract::<String>()?)));
    }
    if let Ok(b) = value.cast::<PyBytes>() {
        return Ok(Some(Err(b.as_bytes().to_vec())));
    }
    if let Ok(b) = value.cast::<PyByteArray>() {
        return Ok(Some(Err(b.to_vec())));
    }
    if value.is_instance_of::<PyFloat>() {
        let f: f64 = value.extract()?;
        return Ok(Some(Ok(
            if f.is_finite() && f.fract() == 0.0 && f.abs() < 9.0e15 {
                format!("{}", f as i64)
            } else {
                format!("{f}")
            },
        )));
    }
    if value.hasattr("__index__")? {
        // Python ints of any size (and numpy integers): their decimal text.
        return Ok(Some(Ok(value
            .call_method0("__index__")?
            .str()?
            .to_string())));
    }
    if value.hasattr("__fspath__")? {
        let path = value.call_method0("__fspath__")?;
        if let Ok(s) = path.cast::<PyString>() {
            return Ok(Some(Ok(s.extract::<String>()?)));
        }
    }
    Err(pyo3::exceptions::PyTypeError::new_err(
        GameError::BadOption {
            option: key.into(),
            reason: playground::Reason::bad_value_type(
                "a number, a string, True/False or bytes",
                describe(value),
            ),
        }
        .to_string(),
    ))
}

/// Keyword arguments (`None` for none) as [`Options`], names converted to camelCase.
///
/// # Errors
/// A `TypeError` for a value of the wrong type; `BadOptionError` when two names (`time_ms` and
/// `timeMs`) give the same option.
pub fn options_from_kwargs(kwargs: Option<&Bound<'_, PyDict>>) -> PyResult<Options> {
    let mut options = Options::new();
    let Some(kwargs) = kwargs else {
        return Ok(options);
    };
    for (key, value) in kwargs.iter() {
        let key: String = key.extract()?;
        let name = camel_case(&key);
        let Some(value) = value_of(&key, &value)? else {
            continue;
        };
        if options.contains(&name) {
            return Err(to_py(GameError::BadOption {
                option: key,
                reason: playground::Reason::new(
                    "givenTwice",
                    format!("'{name}' is given twice (once in snake_case): give it once"),
                )
                .with("name", &name),
            }));
        }
        match value {
            Ok(text) => options.insert(&name, &text),
            Err(bytes) => options.insert_bytes(&name, bytes),
        }
    }
    Ok(options)
}
