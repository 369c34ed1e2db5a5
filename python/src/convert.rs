//! Conversions between Python values and the engine's: records as dicts of numpy arrays, and
//! the strictness rule for actions and seeds (whole numbers only: a bool, a float or a string is
//! a `TypeError` that says what was given).

use crate::errors::type_error;
use numpy::{IntoPyArray, PyArray1};
use playground::{Record, Value};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt};

/// One [`Value`] as a Python int, float, bool, str or 1-D numpy array.
pub fn value_to_py<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Int(i) => i.into_pyobject(py)?.into_any(),
        Value::Float(f) => f.into_pyobject(py)?.into_any(),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        Value::Text(t) => t.into_pyobject(py)?.into_any(),
        Value::I8s(v) => v.clone().into_pyarray(py).into_any(),
        Value::U8s(v) => v.clone().into_pyarray(py).into_any(),
        Value::U32s(v) => v.clone().into_pyarray(py).into_any(),
        Value::I32s(v) => v.clone().into_pyarray(py).into_any(),
        Value::F32s(v) => v.clone().into_pyarray(py).into_any(),
        Value::F64s(v) => v.clone().into_pyarray(py).into_any(),
    })
}

/// A [`Record`] as a dict, fields in order, names as the engine gives them (camelCase).
pub fn record_to_py<'py>(py: Python<'py>, record: &Record) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for (name, value) in &record.fields {
        dict.set_item(name, value_to_py(py, value)?)?;
    }
    Ok(dict)
}

/// `value` as a whole number (a Python int or a numpy integer, never a bool), for `call`.
///
/// # Errors
/// A `TypeError` for anything else.
pub fn whole(value: &Bound<'_, PyAny>, call: &str) -> PyResult<i128> {
    // The common case first: a plain Python int that fits in 64 bits.
    if value.is_exact_instance_of::<PyInt>() {
        if let Ok(i) = value.extract::<i64>() {
            return Ok(i128::from(i));
        }
    }
    if value.is_instance_of::<PyBool>() || value.is_instance_of::<PyFloat>() {
        return Err(type_error(call, "a whole number (an int)", value));
    }
    // Larger ints, numpy integers and other objects with `__index__`.
    if let Ok(i) = value.extract::<i128>() {
        return Ok(i);
    }
    if !value.hasattr("__index__")? {
        return Err(type_error(call, "a whole number (an int)", value));
    }
    // A whole number beyond 128 bits: out of every range (clamped).
    let big = value.call_method0("__index__")?;
    Ok(if big.lt(0)? { i128::MIN } else { i128::MAX })
}

/// `value` as an action index for `call` (`OutOfRangeError` is the engine's to raise: the
/// number is passed on, negative ones as an impossible index).
///
/// # Errors
/// A `TypeError` for anything but a whole number.
pub fn action(value: &Bound<'_, PyAny>, call: &str) -> PyResult<i64> {
    Ok(whole(value, call)?.clamp(i64::MIN as i128, i64::MAX as i128) as i64)
}

/// `value` as a seed: a whole number from 0 to 2^64 - 1.
///
/// # Errors
/// A `TypeError` for anything but a whole number, a `ValueError` for one out of range.
pub fn seed(value: &Bound<'_, PyAny>, call: &str) -> PyResult<u64> {
    let n = whole(value, call)?;
    u64::try_from(n).map_err(|_| {
        PyValueError::new_err(format!(
            "{call} takes a whole number from 0 to {}; it got {n}",
            u64::MAX
        ))
    })
}

/// A 1-D numpy array holding `v`.
pub fn array<'py, T: numpy::Element>(py: Python<'py>, v: Vec<T>) -> Bound<'py, PyArray1<T>> {
    v.into_pyarray(py)
}
