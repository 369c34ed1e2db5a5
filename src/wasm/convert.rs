//! Conversions between JavaScript values and Rust ones, and the door's strictness rule.
//!
//! Every argument that is an action, a cell or a seed must be a JavaScript number that is a
//! whole number in range: strings, `null`, `undefined`, booleans, arrays, objects, `NaN`,
//! `Infinity`, fractions and out-of-range numbers are refused with an `Error` that says what was
//! given and what is wanted (`step() takes a whole number from 0 to 80; it got the string "3"`).
//! wasm-bindgen would otherwise coerce them (`"3"` to 3, `null` to 0), so every such argument
//! arrives here as a `JsValue`.

use crate::game::GameError;
use crate::options::Options;
use crate::options::{OptionKind, OptionSpec};
use crate::reason::{Reason, ReasonField};
use crate::record::{Record, Value};
use crate::registry::{Entry, GameEntry};
use js_sys::{
    Array, Float32Array, Float64Array, Int32Array, Int8Array, Object, Reflect, Uint32Array,
    Uint8Array,
};
use std::any::Any;
use std::fmt::Display;
use wasm_bindgen::prelude::*;

/// The largest seed JavaScript can hold exactly (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SEED: u64 = 9_007_199_254_740_991;

/// A JavaScript `Error` with `message`. When `message` is a [`GameError`] the Error also carries
/// `kind` (the variant's name: "IllegalAction", "BadOption", ...) and `fields` (the variant's
/// fields in camelCase: `{action, reason}`, `{option, reason}`, `{what, name, choices}`, ...),
/// so a page can word it in its own language while the English `message` stays the one text.
/// A refused action or option also carries its reason's key and fields: `reasonKey` (e.g.
/// "outOfRange") and `reasonFields` (e.g. `{value: "30", min: "3", max: "19"}`, lists as
/// arrays), beside `reason`, the English sentence.
pub fn js_error(message: impl Display + 'static) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    if let Some(e) = (&message as &dyn Any).downcast_ref::<GameError>() {
        let (kind, fields) = kind_and_fields(e);
        let object = Object::new();
        for (name, value) in fields {
            // Setting a property on a fresh plain object cannot fail.
            let _ = Reflect::set(&object, &name.into(), &value);
        }
        let _ = Reflect::set(&error, &"kind".into(), &kind.into());
        let _ = Reflect::set(&error, &"fields".into(), &object);
    }
    error.into()
}

/// A [`GameError`]'s variant name and fields as JavaScript values.
fn kind_and_fields(e: &GameError) -> (&'static str, Vec<(&'static str, JsValue)>) {
    let text = |s: &str| JsValue::from_str(s);
    match e {
        GameError::GameOver => ("GameOver", Vec::new()),
        GameError::IllegalAction { action, reason } => (
            "IllegalAction",
            vec![
                ("action", JsValue::from(*action as f64)),
                ("reason", text(reason.text())),
                ("reasonKey", text(reason.key())),
                ("reasonFields", reason_fields(reason)),
            ],
        ),
        GameError::OutOfRange {
            action,
            num_actions,
        } => (
            "OutOfRange",
            vec![
                ("action", JsValue::from(*action as f64)),
                ("numActions", JsValue::from(*num_actions as f64)),
            ],
        ),
        GameError::BadOption { option, reason } => (
            "BadOption",
            vec![
                ("option", text(option)),
                ("reason", text(reason.text())),
                ("reasonKey", text(reason.key())),
                ("reasonFields", reason_fields(reason)),
            ],
        ),
        GameError::Unknown {
            what,
            name,
            choices,
        } => (
            "Unknown",
            vec![
                ("what", text(what)),
                ("name", text(name)),
                (
                    "choices",
                    choices.iter().map(|c| text(c)).collect::<Array>().into(),
                ),
            ],
        ),
        GameError::WrongGame { expected, found } => (
            "WrongGame",
            vec![("expected", text(expected)), ("found", text(found))],
        ),
        GameError::NotSupported { what, game } => (
            "NotSupported",
            vec![("what", text(what)), ("game", text(game))],
        ),
        GameError::NetNotLoaded { net } => ("NetNotLoaded", vec![("net", text(net))]),
    }
}

/// A [`Reason`]'s fields as a plain object: text as strings, lists as arrays of strings.
fn reason_fields(reason: &Reason) -> JsValue {
    let object = Object::new();
    for (name, value) in reason.fields() {
        let value: JsValue = match value {
            ReasonField::Text(s) => JsValue::from_str(s),
            ReasonField::List(items) => items
                .iter()
                .map(|s| JsValue::from_str(s))
                .collect::<Array>()
                .into(),
        };
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&object, &(*name).into(), &value);
    }
    object.into()
}

/// `value` written short, as JavaScript would print it: `NaN`, `Infinity`, `2.5`, `81`, `1e+300`
/// (never hundreds of digits).
pub fn short_number(value: f64) -> String {
    if value.is_nan() {
        "NaN".into()
    } else if value.is_infinite() {
        (if value > 0.0 { "Infinity" } else { "-Infinity" }).into()
    } else if value == 0.0 {
        "0".into()
    } else if value.abs() >= 1e21 || value.abs() < 1e-6 {
        let text = format!("{value:e}");
        match text.split_once('e') {
            Some((mantissa, exp)) if !exp.starts_with('-') => format!("{mantissa}e+{exp}"),
            _ => text,
        }
    } else {
        format!("{value}")
    }
}

/// What a JavaScript value is, in words a student recognises: `the string "3"`, `null`,
/// `undefined`, `the boolean true`, `an array`, `an object`, `NaN`, `2.5`.
pub fn describe(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return short_number(n);
    }
    if let Some(text) = value.as_string() {
        let mut shown: String = text.chars().take(20).collect();
        if shown.len() < text.len() {
            shown.push('…');
        }
        return format!("the string {shown:?}");
    }
    if value.is_null() {
        return "null".into();
    }
    if value.is_undefined() {
        return "undefined (nothing)".into();
    }
    if let Some(b) = value.as_bool() {
        return format!("the boolean {b}");
    }
    if Array::is_array(value) {
        return "an array".into();
    }
    match value.js_typeof().as_string().as_deref() {
        Some("bigint") => "a BigInt (use a plain number, without the n)".into(),
        Some("function") => "a function".into(),
        Some("symbol") => "a symbol".into(),
        _ => "an object".into(),
    }
}

/// `value` as a whole number from 0 to `max`, for the call named `call` (e.g. `"step()"`).
///
/// # Errors
/// `"{call} takes a whole number from 0 to {max}; it got {what}"` for anything else, an Error of
/// kind `NotWholeNumber` with fields `{call, max, got}` (`got` written as code writes it, in no
/// language: `99`, `"3"`, `null`), so a page words it in its own language.
pub fn whole_number(value: &JsValue, call: &str, max: u64) -> Result<u64, JsValue> {
    if let Some(n) = value.as_f64() {
        if n.is_finite() && n.fract() == 0.0 && n >= 0.0 && n <= max as f64 {
            return Ok(n as u64);
        }
    }
    let error = js_error(format!(
        "{call} takes a whole number from 0 to {max}; it got {}",
        describe(value)
    ));
    let fields = Object::new();
    // Setting properties on a fresh Error and a fresh plain object cannot fail.
    let _ = Reflect::set(&fields, &"call".into(), &call.into());
    let _ = Reflect::set(&fields, &"max".into(), &JsValue::from_f64(max as f64));
    let _ = Reflect::set(&fields, &"got".into(), &literal(value).into());
    let _ = Reflect::set(&error, &"kind".into(), &"NotWholeNumber".into());
    let _ = Reflect::set(&error, &"fields".into(), &fields);
    Err(error)
}

/// `value` written as code writes it, in no language: `2.5`, `"3"`, `null`, `undefined`, `true`,
/// `[…]`, `{…}` (a string cut after 20 characters).
fn literal(value: &JsValue) -> String {
    if let Some(n) = value.as_f64() {
        return short_number(n);
    }
    if let Some(text) = value.as_string() {
        let shown: String = text.chars().take(20).collect();
        let cut = if shown.len() < text.len() { "…" } else { "" };
        return format!("{shown:?}{cut}");
    }
    if value.is_null() {
        return "null".into();
    }
    if value.is_undefined() {
        return "undefined".into();
    }
    if let Some(b) = value.as_bool() {
        return b.to_string();
    }
    if Array::is_array(value) {
        return "[…]".into();
    }
    "{…}".into()
}

/// An action or cell index below `count`, for the call named `call`.
///
/// # Errors
/// As [`whole_number`] (a game always has at least one action).
pub fn index(value: &JsValue, call: &str, count: usize) -> Result<usize, JsValue> {
    whole_number(value, call, count.saturating_sub(1) as u64).map(|i| i as usize)
}

/// A seed: a whole number from 0 to `Number.MAX_SAFE_INTEGER`, for the call named `call`.
///
/// # Errors
/// As [`whole_number`].
pub fn seed_from(value: &JsValue, call: &str) -> Result<u64, JsValue> {
    whole_number(value, call, MAX_SEED)
}

/// Sets `object[key] = value`.
pub fn set(object: &Object, key: &str, value: impl Into<JsValue>) -> Result<(), JsValue> {
    Reflect::set(object, &key.into(), &value.into()).map(|_| ())
}

/// One [`Value`] as a JavaScript number, boolean, string or typed array.
pub fn value_to_js(value: &Value) -> JsValue {
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
pub fn record_to_js(record: &Record) -> Result<JsValue, JsValue> {
    let object = Object::new();
    for (name, value) in &record.fields {
        set(&object, name, value_to_js(value))?;
    }
    Ok(object.into())
}

/// A default's text as JavaScript would write it: numbers and booleans typed, the rest text.
pub fn default_to_js(text: &str) -> JsValue {
    match text {
        "true" => JsValue::TRUE,
        "false" => JsValue::FALSE,
        _ => match text.parse::<f64>() {
            Ok(n) if n.is_finite() => JsValue::from_f64(n),
            _ => JsValue::from_str(text),
        },
    }
}

/// Agent entries as `[{id, name, description, defaults}]`.
pub fn entries_to_js(entries: &[Entry]) -> Result<Array, JsValue> {
    let list = Array::new();
    for entry in entries {
        let object = entry_object(entry.id, entry.name, entry.description, entry.defaults)?;
        list.push(&object);
    }
    Ok(list)
}

/// `{id, name, description, defaults}` of one catalogue entry.
fn entry_object(
    id: &str,
    name: &str,
    description: &str,
    defaults: &[(&str, &str)],
) -> Result<Object, JsValue> {
    let object = Object::new();
    set(&object, "id", id)?;
    set(&object, "name", name)?;
    set(&object, "description", description)?;
    set(&object, "defaults", defaults_to_js(defaults)?)?;
    Ok(object)
}

/// Games as `[{id, name, description, defaults, options}]`, `options` as [`specs_to_js`] writes
/// them (the same shape as the learners' options).
pub fn games_to_js(entries: &[GameEntry]) -> Result<Array, JsValue> {
    let list = Array::new();
    for entry in entries {
        let object = entry_object(entry.id, entry.name, entry.description, &entry.defaults())?;
        set(&object, "options", specs_to_js(entry.options)?)?;
        list.push(&object);
    }
    Ok(list)
}

/// Default pairs as an object `{key: value}`, values typed by [`default_to_js`].
pub fn defaults_to_js(pairs: &[(&str, &str)]) -> Result<Object, JsValue> {
    let defaults = Object::new();
    for (key, value) in pairs {
        set(&defaults, key, default_to_js(value))?;
    }
    Ok(defaults)
}

/// Option specs as `[{name, kind, min?, max?, choices?, default, help}]`: `kind` is whole, real,
/// bool, seed, file or choice; whole and real give `min` and `max`, a choice lists its words in
/// `choices`; `default` is typed as [`default_to_js`] types it ("" for an option unset by
/// default).
pub fn specs_to_js(specs: &[OptionSpec]) -> Result<Array, JsValue> {
    let options = Array::new();
    for spec in specs {
        let o = Object::new();
        set(&o, "name", spec.name)?;
        let kind = match spec.kind {
            OptionKind::Whole { min, max } => {
                set(&o, "min", min as f64)?;
                set(&o, "max", max as f64)?;
                "whole"
            }
            OptionKind::Real { min, max } => {
                set(&o, "min", min)?;
                set(&o, "max", max)?;
                "real"
            }
            OptionKind::Bool => "bool",
            OptionKind::Seed => "seed",
            OptionKind::File => "file",
            OptionKind::Choice { choices } => {
                let list = Array::new();
                for c in choices {
                    list.push(&JsValue::from_str(c));
                }
                set(&o, "choices", list)?;
                "choice"
            }
        };
        set(&o, "kind", kind)?;
        set(&o, "default", default_to_js(spec.default))?;
        set(&o, "help", spec.help)?;
        options.push(&o);
    }
    Ok(options)
}

/// A number option as text: whole numbers in full (below 2^53), anything else short, so a
/// refusal never quotes hundreds of digits.
fn option_number(n: f64) -> String {
    if n.is_finite() && n.fract() == 0.0 && n.abs() <= MAX_SEED as f64 {
        format!("{}", n as i64)
    } else {
        short_number(n)
    }
}

/// A JavaScript options object (`undefined`/`null` for none) as [`Options`]: values must be
/// numbers, strings, booleans or (for files such as `weights`) a `Uint8Array`; `undefined` values
/// count as not given.
pub fn options_from_js(value: &JsValue) -> Result<Options, JsValue> {
    let mut options = Options::new();
    if value.is_undefined() || value.is_null() {
        return Ok(options);
    }
    if !value.is_object() || Array::is_array(value) {
        return Err(js_error(format!(
            "options must be an object such as {{ preset: \"expert\" }} (or left out); it got {}",
            describe(value)
        )));
    }
    for pair in Object::entries(value.unchecked_ref()).iter() {
        let pair: Array = pair.unchecked_into();
        let key = pair.get(0).as_string().unwrap_or_default();
        let raw = pair.get(1);
        let text = if let Some(s) = raw.as_string() {
            s
        } else if let Some(n) = raw.as_f64() {
            option_number(n)
        } else if let Some(b) = raw.as_bool() {
            b.to_string()
        } else if raw.is_undefined() {
            continue;
        } else if let Some(bytes) = raw.dyn_ref::<Uint8Array>() {
            options.insert_bytes(&key, bytes.to_vec());
            continue;
        } else {
            return Err(js_error(crate::game::GameError::BadOption {
                option: key,
                reason: crate::reason::Reason::bad_value_type(
                    "a number, a string or true/false",
                    describe(&raw),
                ),
            }));
        };
        options.insert(&key, &text);
    }
    Ok(options)
}
