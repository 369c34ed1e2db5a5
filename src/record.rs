//! [`Record`]: a small, flat bag of named values — observations, step info and agent explanations.
//!
//! Records are what crosses the JavaScript door: the wasm layer turns each one into a plain object
//! whose arrays are typed arrays, so no game needs to know about JavaScript.

/// One named value in a [`Record`].
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A whole number.
    Int(i64),
    /// A real number.
    Float(f64),
    /// A yes/no flag.
    Bool(bool),
    /// A piece of text.
    Text(String),
    /// Small signed integers (board codes); becomes an `Int8Array`.
    I8s(Vec<i8>),
    /// Small unsigned integers (colours, masks); becomes a `Uint8Array`.
    U8s(Vec<u8>),
    /// Counts; becomes a `Uint32Array`.
    U32s(Vec<u32>),
    /// Integers that may be negative or large; becomes an `Int32Array`.
    I32s(Vec<i32>),
    /// Planes and probabilities; becomes a `Float32Array`.
    F32s(Vec<f32>),
    /// Precise reals; becomes a `Float64Array`.
    F64s(Vec<f64>),
}

/// An ordered list of named values (field names are camelCase, as JavaScript expects).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Record {
    /// The fields, in the order they were added.
    pub fields: Vec<(&'static str, Value)>,
}

impl Record {
    /// An empty record.
    pub fn new() -> Self {
        Record::default()
    }

    /// Adds (or replaces) a field and returns the record, for chaining.
    pub fn with(mut self, name: &'static str, value: Value) -> Self {
        self.set(name, value);
        self
    }

    /// Adds a field, replacing any field of the same name.
    pub fn set(&mut self, name: &'static str, value: Value) {
        if let Some(slot) = self.fields.iter_mut().find(|(n, _)| *n == name) {
            slot.1 = value;
        } else {
            self.fields.push((name, value));
        }
    }

    /// The field called `name`, if any.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.fields.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The field called `name` as a number, if it is an `Int` or `Float`.
    pub fn number(&self, name: &str) -> Option<f64> {
        match self.get(name)? {
            Value::Int(i) => Some(*i as f64),
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_replaces_and_get_finds() {
        let mut r = Record::new()
            .with("a", Value::Int(1))
            .with("b", Value::Bool(true));
        r.set("a", Value::Float(2.5));
        assert_eq!(r.fields.len(), 2);
        assert_eq!(r.number("a"), Some(2.5));
        assert_eq!(r.number("b"), None);
        assert_eq!(r.get("c"), None);
    }
}
