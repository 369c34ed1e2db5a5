//! Python keyword arguments as the engine's [`Options`]: snake_case names become the engine's
//! camelCase (`first_click` → `firstClick`), values become the text the command line would give.

use crate::errors::{describe, to_py};
use playground::{GameError, Options};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyString};

/// `name` in camelCase: `n_in_row` → `nInRow`; names already in camelCase are kept.
pub fn camel_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// `name` in snake_case: `nInRow` → `n_in_row` (how Python lists the engine's defaults).
pub fn snake_case(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            out.push('_');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

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

#[cfg(test)]
mod tests {
    use super::{camel_case, snake_case};

    #[test]
    fn snake_case_becomes_camel_case() {
        assert_eq!(camel_case("n_in_row"), "nInRow");
        assert_eq!(camel_case("first_click"), "firstClick");
        assert_eq!(camel_case("time_ms"), "timeMs");
        assert_eq!(camel_case("timeMs"), "timeMs");
        assert_eq!(camel_case("seed"), "seed");
        assert_eq!(snake_case("nInRow"), "n_in_row");
        assert_eq!(camel_case(&snake_case("firstClick")), "firstClick");
    }
}
