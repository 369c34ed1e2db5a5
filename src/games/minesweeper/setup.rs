//! Minesweeper's options: presets, custom sizes, the first-click policy and no-guess boards,
//! checked into a [`Setup`].

use super::board::Grid;
use crate::game::{GameError, Reason};
use crate::options::{OptionKind, OptionSpec, Options};

/// What the first reveal of a game is promised (option `firstClick`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FirstClick {
    /// Seed 000's reset: the env itself uncovers one random safe cell (no cascade, no reward).
    Seed,
    /// The first reveal is never a mine. The default.
    Safe,
    /// The first reveal is a zero: its whole 3x3 block is free of mines.
    Opening,
    /// No promise: the first reveal may hit a mine.
    None,
}

impl FirstClick {
    /// The option text: "seed", "safe", "opening" or "none".
    pub fn name(self) -> &'static str {
        match self {
            FirstClick::Seed => "seed",
            FirstClick::Safe => "safe",
            FirstClick::Opening => "opening",
            FirstClick::None => "none",
        }
    }

    /// Parses the option text.
    fn from_name(name: &str) -> FirstClick {
        match name {
            "seed" => FirstClick::Seed,
            "opening" => FirstClick::Opening,
            "none" => FirstClick::None,
            _ => FirstClick::Safe,
        }
    }

    /// The most mines a `rows` x `cols` board can hold while this policy keeps its promise and a
    /// win stays possible (0: the board is too small for the policy).
    ///
    /// `none`/`safe`: all cells but one. `seed`: all cells but two (the env's uncovered cell and one
    /// left for the player). `opening`: all cells outside the largest 3x3 block.
    pub fn max_mines(self, rows: usize, cols: usize) -> usize {
        let grid = Grid { rows, cols };
        let cells = grid.cells();
        match self {
            FirstClick::None | FirstClick::Safe => cells - 1,
            FirstClick::Seed => cells - 2,
            FirstClick::Opening => cells.saturating_sub(grid.largest_block()),
        }
    }
}

/// The most mines a no-guess `rows` x `cols` board may hold: a quarter of the cells (expert has
/// a fifth), and none on boards 2 cells wide, where a lone mine in a column pair can never be
/// told apart from its twin. Measured: every 3..=8 x 3..=8 board at this limit, clicked in a
/// corner and in the centre, found a no-guess board within the budget
/// (`cargo test --release --lib no_guess_small_boards -- --ignored --nocapture`).
pub fn max_no_guess_mines(rows: usize, cols: usize) -> usize {
    if rows < 3 || cols < 3 {
        return 0;
    }
    let cells = rows * cols;
    let free = cells.saturating_sub(Grid { rows, cols }.largest_block());
    free.min(cells / 4)
}

/// The presets: name, rows, cols, mines.
const PRESETS: [(&str, usize, usize, usize); 3] = [
    ("beginner", 9, 9, 10),
    ("intermediate", 16, 16, 40),
    ("expert", 16, 30, 99),
];

/// Smallest and largest number of rows or columns.
pub const SIZE_RANGE: std::ops::RangeInclusive<usize> = 2..=100;

/// The most mines an option may ask for (a 100x100 board full of them; `Setup::new` then checks
/// that they fit the board).
const MAX_MINES: usize = *SIZE_RANGE.end() * *SIZE_RANGE.end();

/// The `rows` and `cols` kind: [`SIZE_RANGE`].
const SIZE_KIND: OptionKind = OptionKind::Whole {
    min: *SIZE_RANGE.start() as u64,
    max: *SIZE_RANGE.end() as u64,
};

/// The preset names, in [`PRESETS`] order.
const PRESET_NAMES: &[&str] = &["beginner", "intermediate", "expert"];

/// The `firstClick` words, the default first.
const FIRST_CLICKS: &[&str] = &["safe", "opening", "seed", "none"];

/// Minesweeper's options, as the catalogue publishes them. `rows`, `cols` and `mines` have no
/// default: left out, the preset decides.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "preset",
        kind: OptionKind::Choice {
            choices: PRESET_NAMES,
        },
        default: "beginner",
        help: "The board: beginner 9x9 with 10 mines, intermediate 16x16 with 40, expert 16x30 with 99.",
    },
    OptionSpec {
        name: "rows",
        kind: SIZE_KIND,
        default: "",
        help: "How many rows the board has; when given, it replaces the preset's.",
    },
    OptionSpec {
        name: "cols",
        kind: SIZE_KIND,
        default: "",
        help: "How many columns the board has; when given, it replaces the preset's.",
    },
    OptionSpec {
        name: "mines",
        kind: OptionKind::Whole {
            min: 1,
            max: MAX_MINES as u64,
        },
        default: "",
        help: "How many mines are hidden (they must leave room to click); when given, it replaces the preset's.",
    },
    OptionSpec {
        name: "firstClick",
        kind: OptionKind::Choice {
            choices: FIRST_CLICKS,
        },
        default: "safe",
        help: "What the first click is promised: safe (never a mine), opening (a 0 that opens an area), seed (the game opens one cell for you) or none.",
    },
    OptionSpec {
        name: "noGuess",
        kind: OptionKind::Bool,
        default: "false",
        help: "When true, every board can be solved from the first click by logic alone, never needing a guess.",
    },
];

/// A checked game setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Setup {
    /// Board size.
    pub grid: Grid,
    /// Number of mines.
    pub mines: usize,
    /// The first-click policy.
    pub first_click: FirstClick,
    /// Whether boards are generated to be solvable without guessing (option `noGuess`).
    pub no_guess: bool,
}

impl Setup {
    /// Checks a size, mine count and policy.
    ///
    /// # Errors
    /// `BadOption` naming `rows`, `cols` or `mines` with the allowed range.
    pub fn new(
        rows: usize,
        cols: usize,
        mines: usize,
        first_click: FirstClick,
    ) -> Result<Setup, GameError> {
        for (option, v) in [("rows", rows), ("cols", cols)] {
            if !SIZE_RANGE.contains(&v) {
                return Err(GameError::BadOption {
                    option: option.into(),
                    reason: Reason::out_of_range(v, SIZE_RANGE.start(), SIZE_RANGE.end()),
                });
            }
        }
        let grid = Grid { rows, cols };
        let max = first_click.max_mines(rows, cols);
        let policy = first_click.name();
        if max == 0 {
            return Err(GameError::BadOption {
                option: "firstClick".into(),
                reason: Reason::new(
                    "boardTooSmall",
                    format!(
                        "a {rows}x{cols} board is too small for firstClick={policy}: it needs room for a mine-free 3x3 block plus at least one mine; use a bigger board or firstClick=safe"
                    ),
                )
                .with("rows", rows)
                .with("cols", cols)
                .with("policy", policy),
            });
        }
        if !(1..=max).contains(&mines) {
            return Err(GameError::BadOption {
                option: "mines".into(),
                reason: Reason::new(
                    "tooManyMines",
                    format!(
                        "{mines} mines do not fit on a {rows}x{cols} board with firstClick={policy}; use a number from 1 to {max}"
                    ),
                )
                .with("mines", mines)
                .with("rows", rows)
                .with("cols", cols)
                .with("policy", policy)
                .with("max", max),
            });
        }
        Ok(Setup {
            grid,
            mines,
            first_click,
            no_guess: false,
        })
    }

    /// The same setup with no-guess boards (option `noGuess=true`): the first click is an
    /// opening and the board is solvable from it without guessing.
    ///
    /// # Errors
    /// `BadOption` naming `noGuess` with `firstClick=none` (which promises nothing about the first
    /// click), or `mines` when there are more mines than [`max_no_guess_mines`] allows.
    pub fn with_no_guess(self) -> Result<Setup, GameError> {
        let Grid { rows, cols } = self.grid;
        if self.first_click == FirstClick::None {
            return Err(GameError::BadOption {
                option: "noGuess".into(),
                reason: Reason::new(
                    "noGuessFirstClick",
                    "noGuess=true makes the first click an opening, but firstClick=none promises nothing about it; use firstClick=safe or opening with noGuess",
                ),
            });
        }
        let max = max_no_guess_mines(rows, cols);
        if max == 0 {
            return Err(GameError::BadOption {
                option: "noGuess".into(),
                reason: Reason::new(
                    "noGuessTooNarrow",
                    format!(
                        "a {rows}x{cols} board is too narrow for noGuess=true: use at least 3 rows and 3 columns, or noGuess=false"
                    ),
                )
                .with("rows", rows)
                .with("cols", cols),
            });
        }
        if self.mines > max {
            return Err(GameError::BadOption {
                option: "mines".into(),
                reason: Reason::new(
                    "noGuessTooManyMines",
                    format!(
                        "{} mines are too many for a no-guess {rows}x{cols} board; use a number from 1 to {max}, or noGuess=false",
                        self.mines
                    ),
                )
                .with("mines", self.mines)
                .with("rows", rows)
                .with("cols", cols)
                .with("max", max),
            });
        }
        Ok(Setup {
            no_guess: true,
            ..self
        })
    }

    /// Reads `preset`, `rows`, `cols`, `mines`, `firstClick` and `noGuess`; rejects unknown options.
    ///
    /// The preset (default beginner) gives the size and mine count; `rows`, `cols` and `mines`,
    /// when given, override the preset's values one by one.
    ///
    /// # Errors
    /// `BadOption` for a bad value, a mine count that does not fit, or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Setup, GameError> {
        let preset = options.take_choice("preset", "beginner", PRESET_NAMES)?;
        let (_, rows, cols, mines) = PRESETS
            .iter()
            .copied()
            .find(|p| p.0 == preset)
            .unwrap_or(PRESETS[0]);
        let rows = options.take_opt_usize("rows", SIZE_RANGE)?.unwrap_or(rows);
        let cols = options.take_opt_usize("cols", SIZE_RANGE)?.unwrap_or(cols);
        let mines = options
            .take_opt_usize("mines", 1..=MAX_MINES)?
            .unwrap_or(mines);
        let first_click =
            FirstClick::from_name(options.take_choice("firstClick", "safe", FIRST_CLICKS)?);
        let no_guess = options.take_bool("noGuess", false)?;
        options.finish("minesweeper")?;
        let setup = Setup::new(rows, cols, mines, first_click)?;
        if no_guess {
            setup.with_no_guess()
        } else {
            Ok(setup)
        }
    }
}
