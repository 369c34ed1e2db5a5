//! Reading Connect Four's options, named as Kaggle's ConnectX names them: `columns`, `rows` and
//! `inarow`, and the check that a winning line fits on the board.

use super::{MAX_SIDE, MIN_SIDE};
use crate::game::{GameError, Reason};
use crate::options::{OptionKind, OptionSpec, Options};

/// The kind of `columns`, `rows` and `inarow`: a whole number from 1 to 16.
const SIDE_KIND: OptionKind = OptionKind::Whole {
    min: MIN_SIDE as u64,
    max: MAX_SIDE as u64,
};

/// Connect Four's options, as the catalogue publishes them (Kaggle ConnectX's defaults).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "columns",
        kind: SIDE_KIND,
        default: "7",
        help: "How many columns the board has; a move drops a disc into one of them.",
    },
    OptionSpec {
        name: "rows",
        kind: SIDE_KIND,
        default: "6",
        help: "How many rows the board has, that is how many discs fit in a column.",
    },
    OptionSpec {
        name: "inarow",
        kind: SIDE_KIND,
        default: "4",
        help: "How many discs in a line win; the line must fit across or down the board.",
    },
];

/// Takes `columns`, `rows` and `inarow` and rejects unknown options; returns them in that order.
pub(super) fn read(mut options: Options) -> Result<(usize, usize, usize), GameError> {
    let columns = options.take_usize("columns", 7, MIN_SIDE..=MAX_SIDE)?;
    let rows = options.take_usize("rows", 6, MIN_SIDE..=MAX_SIDE)?;
    let inarow = options.take_usize("inarow", 4, MIN_SIDE..=MAX_SIDE)?;
    options.finish("connect4")?;
    Ok((columns, rows, inarow))
}

/// Checks both sides in 1..=16 and `inarow` from 1 to the longer side.
pub(super) fn check_size(columns: usize, rows: usize, inarow: usize) -> Result<(), GameError> {
    for (name, value) in [("columns", columns), ("rows", rows), ("inarow", inarow)] {
        if !(MIN_SIDE..=MAX_SIDE).contains(&value) {
            return Err(GameError::BadOption {
                option: name.into(),
                reason: Reason::out_of_range(value, MIN_SIDE, MAX_SIDE),
            });
        }
    }
    let longest = columns.max(rows);
    if inarow > longest {
        return Err(GameError::BadOption {
            option: "inarow".into(),
            reason: Reason::new(
                "rowTooLong",
                format!(
                    "{inarow} in a row cannot fit on a board {columns} wide and {rows} tall, so nobody could win; \
                     use at most {longest} or make the board bigger"
                ),
            )
            .with("n", inarow)
            .with("w", columns)
            .with("h", rows)
            .with("max", longest),
        });
    }
    Ok(())
}
