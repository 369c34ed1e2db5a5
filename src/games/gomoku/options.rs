//! Reading Gomoku's options: presets, sizes, and the check that a winning line fits.

use super::{MAX_SIDE, MIN_SIDE};
use crate::game::{GameError, Reason};
use crate::options::{OptionKind, OptionSpec, Options};

/// The presets as `(name, width, height, nInRow)`: seed 004's AlphaZero boards and gomoku's.
pub const PRESETS: [(&str, usize, usize, usize); 3] =
    [("6x6", 6, 6, 4), ("8x8", 8, 8, 5), ("15x15", 15, 15, 5)];

/// The preset names, in [`PRESETS`] order.
const PRESET_NAMES: &[&str] = &["6x6", "8x8", "15x15"];

/// The kind of `width`, `height` and `nInRow`: a whole number from 3 to 19.
const SIDE_KIND: OptionKind = OptionKind::Whole {
    min: MIN_SIDE as u64,
    max: MAX_SIDE as u64,
};

/// Gomoku's options, as the catalogue publishes them (the sizes' defaults are the default
/// preset's).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "preset",
        kind: OptionKind::Choice {
            choices: PRESET_NAMES,
        },
        default: "8x8",
        help: "A ready-made board: 6x6 with 4 in a row, 8x8 with 5, or 15x15 with 5 (real gomoku).",
    },
    OptionSpec {
        name: "width",
        kind: SIDE_KIND,
        default: "8",
        help: "How many columns the board has; it replaces the preset's.",
    },
    OptionSpec {
        name: "height",
        kind: SIDE_KIND,
        default: "8",
        help: "How many rows the board has; it replaces the preset's.",
    },
    OptionSpec {
        name: "nInRow",
        kind: SIDE_KIND,
        default: "5",
        help: "How many stones in a line win; the line must fit on the board.",
    },
];

/// Takes `preset`, `width`, `height`, `nInRow` (explicit sizes override the preset) and rejects
/// unknown options; returns `(width, height, nInRow)`.
pub(super) fn read(mut options: Options) -> Result<(usize, usize, usize), GameError> {
    let preset = options.take_choice("preset", "8x8", PRESET_NAMES)?;
    let &(_, pw, ph, pn) = PRESETS
        .iter()
        .find(|p| p.0 == preset)
        .expect("take_choice returns one of the preset names");
    let width = options
        .take_opt_usize("width", MIN_SIDE..=MAX_SIDE)?
        .unwrap_or(pw);
    let height = options
        .take_opt_usize("height", MIN_SIDE..=MAX_SIDE)?
        .unwrap_or(ph);
    let n_in_row = options
        .take_opt_usize("nInRow", MIN_SIDE..=MAX_SIDE)?
        .unwrap_or(pn);
    options.finish("gomoku")?;
    Ok((width, height, n_in_row))
}

/// Checks sides in 3..=19 and a winning line of 3 or more that fits across or down.
pub(super) fn check_size(width: usize, height: usize, n_in_row: usize) -> Result<(), GameError> {
    for (name, side) in [("width", width), ("height", height)] {
        if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return Err(GameError::BadOption {
                option: name.into(),
                reason: Reason::out_of_range(side, MIN_SIDE, MAX_SIDE),
            });
        }
    }
    let longest = width.max(height);
    if n_in_row < MIN_SIDE {
        return Err(GameError::BadOption {
            option: "nInRow".into(),
            reason: Reason::new(
                "tooShort",
                format!("{n_in_row} is too short; use a number from {MIN_SIDE} to {longest}"),
            )
            .with("value", n_in_row)
            .with("min", MIN_SIDE)
            .with("max", longest),
        });
    }
    if n_in_row > longest {
        return Err(GameError::BadOption {
            option: "nInRow".into(),
            reason: Reason::new(
                "rowTooLong",
                format!(
                    "{n_in_row} in a row cannot fit on a board {width} wide and {height} tall, so nobody could win; \
                     use at most {longest} or make the board bigger"
                ),
            )
            .with("n", n_in_row)
            .with("w", width)
            .with("h", height)
            .with("max", longest),
        });
    }
    Ok(())
}
