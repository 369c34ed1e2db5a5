//! [`Options`]: `key=value` settings for games and agents, the same from JavaScript and the command line.
//!
//! Constructors *take* the options they know; [`Options::finish`] then rejects anything left over,
//! so a misspelt option is an error that names the options that do exist.

use crate::game::GameError;
use crate::reason::Reason;
use std::collections::BTreeMap;
use std::ops::RangeInclusive;

/// String-valued options, consumed by the constructor that understands them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    entries: BTreeMap<String, String>,
    /// Options given as raw bytes (a weights file handed over by the page).
    bytes: BTreeMap<String, Vec<u8>>,
    known: Vec<&'static str>,
}

/// An option that may be text or raw bytes, such as `weights` (a file path natively, the file's
/// bytes from JavaScript).
#[derive(Clone, Debug, PartialEq)]
pub enum TextOrBytes {
    /// Given as text (e.g. a path).
    Text(String),
    /// Given as bytes.
    Bytes(Vec<u8>),
}

/// What kind of value an option takes, for catalogues and help texts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OptionKind {
    /// A whole number from `min` to `max`.
    Whole {
        /// Smallest allowed.
        min: u64,
        /// Largest allowed.
        max: u64,
    },
    /// A real number from `min` to `max`.
    Real {
        /// Smallest allowed.
        min: f64,
        /// Largest allowed.
        max: f64,
    },
    /// true or false.
    Bool,
    /// A seed: any whole number of zero or more.
    Seed,
    /// A weights file: a path natively, bytes in the page.
    File,
    /// One of a few words.
    Choice {
        /// The words allowed.
        choices: &'static [&'static str],
    },
}

/// One option of a game, a learner or an agent: its kind, default and a one-sentence help.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OptionSpec {
    /// The option's name (camelCase).
    pub name: &'static str,
    /// What values it takes.
    pub kind: OptionKind,
    /// Its default, as text. "" means the option is optional and unset by default: the owner then
    /// decides (e.g. a Minesweeper size comes from the preset, Puyo's `maxPairs` means no limit).
    pub default: &'static str,
    /// One sentence for students.
    pub help: &'static str,
}

impl OptionSpec {
    /// The kind and range in words, e.g. "a number from 0 to 1".
    pub fn kind_text(&self) -> String {
        match self.kind {
            OptionKind::Whole { min, max } => format!("a whole number from {min} to {max}"),
            OptionKind::Real { min, max } => format!("a number from {min} to {max}"),
            OptionKind::Bool => "true or false".into(),
            OptionKind::Seed => "a whole number (seed)".into(),
            OptionKind::File => "a weights file".into(),
            OptionKind::Choice { choices } => format!("one of {}", choices.join(", ")),
        }
    }
}

/// The options of `specs` that have a default, with it, as text (in the specs' order).
pub fn defaults_of(specs: &[OptionSpec]) -> Vec<(&'static str, &'static str)> {
    specs
        .iter()
        .filter(|o| !o.default.is_empty())
        .map(|o| (o.name, o.default))
        .collect()
}

impl Options {
    /// No options: every setting takes its default.
    pub fn new() -> Self {
        Options::default()
    }

    /// Options from `key=value` pairs separated by commas, as on the `arena` command line.
    ///
    /// # Errors
    /// `BadOption` for a piece without `=` or an empty key.
    pub fn parse(text: &str) -> Result<Self, GameError> {
        let mut options = Options::new();
        for piece in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (key, value) = piece.split_once('=').ok_or_else(|| GameError::BadOption {
                option: piece.to_string(),
                reason: Reason::new(
                    "noEquals",
                    "write options as key=value, separated by commas",
                ),
            })?;
            if key.trim().is_empty() {
                return Err(GameError::BadOption {
                    option: piece.to_string(),
                    reason: Reason::new("noName", "the option name is missing before '='"),
                });
            }
            options.insert(key.trim(), value.trim());
        }
        Ok(options)
    }

    /// Sets `key` to `value` (a later value replaces an earlier one).
    pub fn insert(&mut self, key: &str, value: &str) {
        self.bytes.remove(key);
        self.entries.insert(key.to_string(), value.to_string());
    }

    /// Builder form of [`Options::insert`].
    pub fn with(mut self, key: &str, value: &str) -> Self {
        self.insert(key, value);
        self
    }

    /// Sets `key` to raw bytes (replacing any text or bytes given for it).
    pub fn insert_bytes(&mut self, key: &str, bytes: Vec<u8>) {
        self.entries.remove(key);
        self.bytes.insert(key.to_string(), bytes);
    }

    /// Whether `key` was given (without taking it).
    pub fn contains(&self, key: &str) -> bool {
        self.entries.contains_key(key) || self.bytes.contains_key(key)
    }

    /// Takes `key` as text or bytes, if given.
    pub fn take_text_or_bytes(&mut self, key: &'static str) -> Option<TextOrBytes> {
        if let Some(text) = self.take_raw(key) {
            return Some(TextOrBytes::Text(text));
        }
        self.bytes.remove(key).map(TextOrBytes::Bytes)
    }

    /// Takes the raw text of `key`, if given.
    pub fn take_raw(&mut self, key: &'static str) -> Option<String> {
        if !self.known.contains(&key) {
            self.known.push(key);
        }
        self.entries.remove(key)
    }

    /// Takes a whole number in `range`, or `default` when absent.
    ///
    /// # Errors
    /// `BadOption` when the value is not a whole number in `range`.
    pub fn take_usize(
        &mut self,
        key: &'static str,
        default: usize,
        range: RangeInclusive<usize>,
    ) -> Result<usize, GameError> {
        Ok(self.take_opt_usize(key, range)?.unwrap_or(default))
    }

    /// Takes an optional whole number in `range`.
    ///
    /// # Errors
    /// `BadOption` when the value is not a whole number in `range`.
    pub fn take_opt_usize(
        &mut self,
        key: &'static str,
        range: RangeInclusive<usize>,
    ) -> Result<Option<usize>, GameError> {
        let Some(raw) = self.take_raw(key) else {
            return Ok(None);
        };
        let out_of_range = |shown: &str| GameError::BadOption {
            option: key.into(),
            reason: Reason::out_of_range(shown, range.start(), range.end()),
        };
        match parse_whole(&raw) {
            Whole::Fits(value) if range.contains(&value) => Ok(Some(value)),
            Whole::Fits(value) => Err(out_of_range(&value.to_string())),
            Whole::TooLarge => Err(out_of_range(&raw)),
            Whole::Not => Err(GameError::BadOption {
                option: key.into(),
                reason: Reason::not_whole_in(&raw, range.start(), range.end()),
            }),
        }
    }

    /// Takes a 64-bit seed, or `default` when absent.
    ///
    /// # Errors
    /// `BadOption` when the value is not a non-negative whole number.
    pub fn take_u64(&mut self, key: &'static str, default: u64) -> Result<u64, GameError> {
        let Some(raw) = self.take_raw(key) else {
            return Ok(default);
        };
        raw.parse::<u64>().map_err(|_| GameError::BadOption {
            option: key.into(),
            reason: Reason::not_whole(&raw),
        })
    }

    /// Takes a real number in `range`, or `default` when absent.
    ///
    /// # Errors
    /// `BadOption` when the value is not a number in `range`.
    pub fn take_f64(
        &mut self,
        key: &'static str,
        default: f64,
        range: RangeInclusive<f64>,
    ) -> Result<f64, GameError> {
        let Some(raw) = self.take_raw(key) else {
            return Ok(default);
        };
        match raw.parse::<f64>() {
            Ok(v) if range.contains(&v) => Ok(v),
            _ => Err(GameError::BadOption {
                option: key.into(),
                reason: Reason::not_number_in(&raw, range.start(), range.end()),
            }),
        }
    }

    /// Takes `true`/`false` (also `1`/`0`, `yes`/`no`), or `default` when absent.
    ///
    /// # Errors
    /// `BadOption` for any other text.
    pub fn take_bool(&mut self, key: &'static str, default: bool) -> Result<bool, GameError> {
        let Some(raw) = self.take_raw(key) else {
            return Ok(default);
        };
        match raw.to_ascii_lowercase().as_str() {
            "true" | "1" | "yes" | "on" => Ok(true),
            "false" | "0" | "no" | "off" => Ok(false),
            _ => Err(GameError::BadOption {
                option: key.into(),
                reason: Reason::not_bool(&raw),
            }),
        }
    }

    /// Takes one of `choices`, or `default` when absent.
    ///
    /// # Errors
    /// `BadOption` naming the choices when the value is not one of them.
    pub fn take_choice(
        &mut self,
        key: &'static str,
        default: &'static str,
        choices: &[&'static str],
    ) -> Result<&'static str, GameError> {
        let Some(raw) = self.take_raw(key) else {
            return Ok(default);
        };
        choices
            .iter()
            .copied()
            .find(|c| *c == raw)
            .ok_or_else(|| GameError::BadOption {
                option: key.into(),
                reason: Reason::not_allowed(&raw, choices),
            })
    }

    /// Rejects any option nobody took.
    ///
    /// # Errors
    /// `BadOption` naming the first unknown option and the options `owner` does take.
    pub fn finish(self, owner: &str) -> Result<(), GameError> {
        match self.entries.keys().chain(self.bytes.keys()).next() {
            None => Ok(()),
            Some(key) => {
                let mut known = self.known.clone();
                known.sort_unstable();
                Err(GameError::BadOption {
                    option: key.clone(),
                    reason: if known.is_empty() {
                        Reason::new("noOptions", format!("{owner} takes no options"))
                            .with("owner", owner)
                    } else {
                        Reason::new(
                            "unknownOption",
                            format!("{owner} has no such option; it takes {}", known.join(", ")),
                        )
                        .with("owner", owner)
                        .with_list("options", known)
                    },
                })
            }
        }
    }
}

/// What [`parse_whole`] made of a text.
enum Whole {
    /// A whole number that fits in a `usize`.
    Fits(usize),
    /// A whole number of zero or more too large for a `usize` (e.g. "1e30", or "1e18" in
    /// WebAssembly, where `usize` has 32 bits): out of every range.
    TooLarge,
    /// Not a whole number of zero or more.
    Not,
}

/// Parses "12", "12.0" or "1e2" as a whole number (JavaScript numbers arrive as text like "12").
fn parse_whole(raw: &str) -> Whole {
    if let Ok(v) = raw.parse::<usize>() {
        return Whole::Fits(v);
    }
    match raw.parse::<f64>() {
        Ok(f) if f >= 0.0 && f.fract() == 0.0 && f <= usize::MAX as f64 => Whole::Fits(f as usize),
        Ok(f) if f.is_finite() && f > 0.0 && f.fract() == 0.0 => Whole::TooLarge,
        _ => Whole::Not,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_take() {
        let mut o = Options::parse("rows=5, cols=7,firstClick=safe").unwrap();
        assert_eq!(o.take_usize("rows", 9, 2..=100).unwrap(), 5);
        assert_eq!(o.take_usize("mines", 3, 1..=10).unwrap(), 3);
        assert_eq!(
            o.take_choice("firstClick", "none", &["safe", "none"])
                .unwrap(),
            "safe"
        );
        let err = o.finish("minesweeper").unwrap_err().to_string();
        assert!(err.contains("'cols'"), "{err}");
        assert!(err.contains("firstClick, mines, rows"), "{err}");
    }

    #[test]
    fn bad_values_are_errors_that_say_what_to_do() {
        let mut o = Options::parse("rows=abc,n=500,b=maybe,c=blue").unwrap();
        assert!(o
            .take_usize("rows", 1, 2..=9)
            .unwrap_err()
            .to_string()
            .contains("2 to 9"));
        assert!(o
            .take_usize("n", 1, 2..=9)
            .unwrap_err()
            .to_string()
            .contains("out of range"));
        assert!(o.take_bool("b", true).is_err());
        assert!(o
            .take_choice("c", "red", &["red", "green"])
            .unwrap_err()
            .to_string()
            .contains("red, green"));
        assert!(Options::parse("novalue").is_err());
        assert!(Options::parse("=3").is_err());
    }

    #[test]
    fn bytes_are_taken_like_text_and_unknown_bytes_are_refused() {
        let mut o = Options::new().with("weights", "a.bin");
        o.insert_bytes("weights", vec![1, 2]);
        assert_eq!(
            o.take_text_or_bytes("weights"),
            Some(TextOrBytes::Bytes(vec![1, 2]))
        );
        assert!(o.clone().finish("x").is_ok());
        let mut o = Options::new();
        o.insert_bytes("blob", vec![0]);
        assert!(o.contains("blob"));
        let e = o.finish("the agent").unwrap_err().to_string();
        assert!(e.contains("'blob'"), "{e}");
    }

    #[test]
    fn js_style_numbers_are_accepted() {
        let mut o = Options::new().with("n", "12.0");
        assert_eq!(o.take_usize("n", 0, 0..=20).unwrap(), 12);
        let mut o = Options::new().with("n", "1.5");
        assert!(o.take_usize("n", 0, 0..=20).is_err());
    }

    #[test]
    fn a_whole_number_too_large_for_usize_is_out_of_range() {
        for raw in ["1e30", "18446744073709551616"] {
            let mut o = Options::new().with("n", raw);
            let e = o.take_usize("n", 0, 1..=20).unwrap_err().to_string();
            assert!(
                e.contains("out of range") && e.contains("1 to 20"),
                "{raw}: {e}"
            );
        }
        let mut o = Options::new().with("n", "1e30.5");
        let e = o.take_usize("n", 0, 1..=20).unwrap_err().to_string();
        assert!(e.contains("not a whole number"), "{e}");
    }
}
