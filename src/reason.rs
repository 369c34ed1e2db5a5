//! [`Reason`]: why an option or an action was refused, as a stable key, named fields and the
//! English sentence.
//!
//! The English sentence is what the command line and Python show (it is the reason's
//! `Display`). The page words the reason in its own language from the key and the fields
//! (`engine.reason.<key>` in `www/i18n/engine.js`, whose placeholders are named as the fields),
//! so no translation ever depends on the English text.

use std::fmt;

/// One named value of a [`Reason`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReasonField {
    /// A single value, as text (a number, a cell, an option's value or name).
    Text(String),
    /// Several values, such as the choices an option allows.
    List(Vec<String>),
}

impl fmt::Display for ReasonField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReasonField::Text(text) => f.write_str(text),
            ReasonField::List(items) => f.write_str(&items.join(", ")),
        }
    }
}

/// Why an option or an action was refused: a stable `key` (e.g. `"outOfRange"`), named fields
/// (e.g. `value`, `min`, `max`) and the English sentence that `Display` writes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reason {
    key: &'static str,
    fields: Vec<(&'static str, ReasonField)>,
    english: String,
}

impl Reason {
    /// A reason with `key` and its English sentence; add fields with [`Reason::with`].
    pub fn new(key: &'static str, english: impl Into<String>) -> Self {
        Reason {
            key,
            fields: Vec::new(),
            english: english.into(),
        }
    }

    /// The same reason with field `name` set to `value` (written as text).
    pub fn with(mut self, name: &'static str, value: impl fmt::Display) -> Self {
        self.fields
            .push((name, ReasonField::Text(value.to_string())));
        self
    }

    /// The same reason with field `name` set to a list of values.
    pub fn with_list<T: fmt::Display>(
        mut self,
        name: &'static str,
        values: impl IntoIterator<Item = T>,
    ) -> Self {
        let list = values.into_iter().map(|v| v.to_string()).collect();
        self.fields.push((name, ReasonField::List(list)));
        self
    }

    /// The stable key, e.g. `"outOfRange"`.
    pub fn key(&self) -> &'static str {
        self.key
    }

    /// The named fields, in the order they were added.
    pub fn fields(&self) -> &[(&'static str, ReasonField)] {
        &self.fields
    }

    /// The field called `name`, if the reason has one.
    pub fn field(&self, name: &str) -> Option<&ReasonField> {
        self.fields.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The English sentence (the same text `Display` writes).
    pub fn text(&self) -> &str {
        &self.english
    }

    /// `value` is a whole number outside `min..=max`.
    pub fn out_of_range(
        value: impl fmt::Display,
        min: impl fmt::Display,
        max: impl fmt::Display,
    ) -> Self {
        Reason::new(
            "outOfRange",
            format!("{value} is out of range; use a number from {min} to {max}"),
        )
        .with("value", value)
        .with("min", min)
        .with("max", max)
    }

    /// `value` is not a whole number; one from `min` to `max` is wanted.
    pub fn not_whole_in(
        value: impl fmt::Display,
        min: impl fmt::Display,
        max: impl fmt::Display,
    ) -> Self {
        Reason::new(
            "notWholeIn",
            format!("'{value}' is not a whole number; use a number from {min} to {max}"),
        )
        .with("value", value)
        .with("min", min)
        .with("max", max)
    }

    /// `value` is not a whole number of zero or more (a seed).
    pub fn not_whole(value: impl fmt::Display) -> Self {
        Reason::new(
            "notWhole",
            format!("'{value}' is not a whole number of zero or more"),
        )
        .with("value", value)
    }

    /// `value` is not a number from `min` to `max`.
    pub fn not_number_in(
        value: impl fmt::Display,
        min: impl fmt::Display,
        max: impl fmt::Display,
    ) -> Self {
        Reason::new(
            "notNumberIn",
            format!("'{value}' is not a number from {min} to {max}"),
        )
        .with("value", value)
        .with("min", min)
        .with("max", max)
    }

    /// `value` is not one of `choices`.
    pub fn not_allowed(value: impl fmt::Display, choices: &[&str]) -> Self {
        Reason::new(
            "notAllowed",
            format!(
                "'{value}' is not allowed; choose one of {}",
                choices.join(", ")
            ),
        )
        .with("value", value)
        .with_list("choices", choices.iter())
    }

    /// `value` is not true or false.
    pub fn not_bool(value: impl fmt::Display) -> Self {
        Reason::new("notBool", format!("'{value}' is not true or false")).with("value", value)
    }

    /// A value of a type options cannot take (an array, an object, `null`); `given` says what
    /// it was and `accepted` what is accepted, both in English.
    pub fn bad_value_type(accepted: &str, given: impl fmt::Display) -> Self {
        Reason::new("badValueType", format!("give {accepted}; it got {given}")).with("given", given)
    }

    /// A state text that cannot be loaded; `detail` says why, in English.
    pub fn bad_state(detail: impl Into<String>) -> Self {
        let detail = detail.into();
        Reason::new("badState", detail.clone()).with("detail", detail)
    }

    /// A position or layout (for puzzles and tests) that cannot be set up; `detail` says why.
    pub fn bad_position(detail: impl Into<String>) -> Self {
        let detail = detail.into();
        Reason::new("badPosition", detail.clone()).with("detail", detail)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_shows_its_english_and_keeps_key_and_fields() {
        let r = Reason::out_of_range(30, 3, 19);
        assert_eq!(
            r.to_string(),
            "30 is out of range; use a number from 3 to 19"
        );
        assert_eq!(r.key(), "outOfRange");
        assert_eq!(r.field("max"), Some(&ReasonField::Text("19".into())));
        let r = Reason::not_allowed("blue", &["red", "green"]);
        assert_eq!(
            r.field("choices"),
            Some(&ReasonField::List(vec!["red".into(), "green".into()]))
        );
        assert_eq!(r.field("choices").unwrap().to_string(), "red, green");
    }
}
