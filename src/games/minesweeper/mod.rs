//! Minesweeper as seed 000 plays it (rewards, codes, picture), with the first-click policies of
//! `rules.md`, flags and chords.
//!
//! - Action `row * cols + col` reveals that cell; legal: hidden and unflagged.
//! - A mine loses (-10). A safe reveal scores +1 (a cascade counts once); the reveal that uncovers
//!   the last safe cell scores +10 instead. A zero cascades over its 8 neighbours (seed 000's
//!   `auto_reveal_blocks`); the cascade never opens a flagged cell.
//! - Player codes ([`Minesweeper::view`]): [`HIDDEN`] 9, 0..8 a revealed number, [`MINE`] -1 a
//!   revealed mine, [`FLAG`] 10, [`WRONG_FLAG`] 11. After a loss the view shows every unflagged
//!   mine as -1 (the observation's `exploded` says which one went off) and every flag on a safe
//!   cell as 11; flags on mines stay 10. (After a win no flag can be wrong: every safe cell is
//!   revealed.)
//! - The observation's `minesLeft` is mines minus flags, never below 0 (more flags than mines
//!   show 0); `flags` counts the flags.
//! - Mines are placed from the seeded [`Rng`]: at reset for `firstClick=seed`, otherwise at the
//!   first reveal, uniformly among the cells the policy allows (all cells for `none`, all but the
//!   clicked one for `safe`, all outside its 3x3 block for `opening`).
//! - Options: `preset` (beginner 9x9/10, intermediate 16x16/40, expert 16x30/99; default
//!   beginner); `rows`, `cols` (2..=100) and `mines`, each overriding the preset's value when
//!   given; `firstClick` = seed | safe | opening | none (default safe); `noGuess` = true | false
//!   (default false): boards solvable from the first click without guessing (see `no_guess.rs`);
//!   the first click is then an opening (`firstClick=safe` or `opening`; with `seed` the env's
//!   uncovered cell is that first click), at most [`max_no_guess_mines`] mines.
//!
//! Flags and chords are not steps: [`Minesweeper::toggle_flag`] and [`Minesweeper::chord`].
//! The last hidden unflagged cell cannot be flagged, and a reveal that leaves only flagged hidden
//! cells without winning lifts every flag: legal actions are empty exactly when the game is over.
//! The mines themselves are private: nothing public reads them before they are revealed.

mod board;
pub(crate) mod counting;
mod no_guess;
pub(crate) mod probability;
pub(crate) mod sample;
mod setup;

pub(crate) mod state;
use crate::game::{Action, Game, GameError, Outcome, Reason};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::rng::Rng;
use board::KEY_MINE;
use probability::{Engine, SAFE as SAFE_UNSHOWN};
use sample::sample_layout;
use setup::Setup;
pub use setup::{max_no_guess_mines, FirstClick, OPTIONS};

/// Player code of a hidden cell.
pub const HIDDEN: i8 = 9;
/// Player code of a flagged cell.
pub const FLAG: i8 = 10;
/// Player code of a revealed mine.
pub const MINE: i8 = -1;
/// Player code of a wrong flag (a flag on a safe cell), shown only after a loss.
pub const WRONG_FLAG: i8 = 11;

/// Reward of revealing a mine.
pub const REWARD_MINE: f64 = -10.0;
/// Reward of a safe reveal (a whole cascade counts once).
pub const REWARD_SAFE: f64 = 1.0;
/// Reward of the reveal that wins (instead of [`REWARD_SAFE`]).
pub const REWARD_WIN: f64 = 10.0;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Status {
    Playing,
    Won,
    Lost,
}

/// A Minesweeper game.
#[derive(Clone, Debug, PartialEq)]
pub struct Minesweeper {
    setup: Setup,
    /// The answer key: -1 mine, else the neighbour count. Valid once `placed`.
    key: Vec<i8>,
    /// What the player sees.
    view: Vec<i8>,
    placed: bool,
    /// Whether any cell has been revealed (by the player, or by the env for `firstClick=seed`).
    started: bool,
    status: Status,
    /// Safe cells revealed so far.
    revealed: usize,
    flags: usize,
    exploded: Option<usize>,
    /// Cells opened by the last reveal (step or chord).
    last_opened: usize,
    total: f64,
    rng: Rng,
    /// Flood-fill work list; always empty between calls.
    stack: Vec<u32>,
}

impl Minesweeper {
    /// A game of `rows` x `cols` with `mines` mines and a first-click policy, reset with seed 0.
    ///
    /// # Errors
    /// `BadOption` for a size outside 2..=100 or a mine count the policy cannot fit.
    pub fn new(
        rows: usize,
        cols: usize,
        mines: usize,
        first_click: FirstClick,
    ) -> Result<Self, GameError> {
        Ok(Self::from_setup(Setup::new(
            rows,
            cols,
            mines,
            first_click,
        )?))
    }

    /// Builds from options (`preset`, `rows`, `cols`, `mines`, `firstClick`), reset with seed 0.
    /// Explicit `rows`, `cols` and `mines` override the preset's values.
    ///
    /// # Errors
    /// `BadOption` for a bad or unknown option or a mine count that does not fit.
    pub fn from_options(options: Options) -> Result<Self, GameError> {
        Ok(Self::from_setup(Setup::from_options(options)?))
    }

    /// A game whose mines are exactly `mine_cells` (for puzzles and tests), policy `none`, nothing
    /// revealed. A later [`Game::reset`] places fresh random mines.
    ///
    /// # Errors
    /// `BadOption` for a bad size, a cell out of range, a repeated cell, no mines or no safe cell.
    pub fn from_mine_layout(
        rows: usize,
        cols: usize,
        mine_cells: &[usize],
    ) -> Result<Self, GameError> {
        let cells = rows.saturating_mul(cols);
        let bad = |detail: String| GameError::BadOption {
            option: "mines".into(),
            reason: Reason::bad_position(detail),
        };
        let mut seen = vec![false; cells];
        for &m in mine_cells {
            if m >= cells {
                return Err(bad(format!(
                    "mine cell {m} is not on the board: cells are 0 to {}",
                    cells.saturating_sub(1)
                )));
            }
            if std::mem::replace(&mut seen[m], true) {
                return Err(bad(format!("mine cell {m} is listed twice")));
            }
        }
        let mut game = Self::new(rows, cols, mine_cells.len(), FirstClick::None)?;
        board::key_from_layout(game.setup.grid, mine_cells, &mut game.key);
        game.placed = true;
        Ok(game)
    }

    fn from_setup(setup: Setup) -> Self {
        let cells = setup.grid.cells();
        let mut game = Minesweeper {
            setup,
            key: vec![0; cells],
            view: vec![HIDDEN; cells],
            placed: false,
            started: false,
            status: Status::Playing,
            revealed: 0,
            flags: 0,
            exploded: None,
            last_opened: 0,
            total: 0.0,
            rng: Rng::new(0),
            stack: Vec::new(),
        };
        game.reset(0);
        game
    }

    /// Board height.
    pub fn rows(&self) -> usize {
        self.setup.grid.rows
    }

    /// Board width.
    pub fn cols(&self) -> usize {
        self.setup.grid.cols
    }

    /// Number of mines.
    pub fn mines(&self) -> usize {
        self.setup.mines
    }

    /// Mines minus flags, never below 0 (more flags than mines show 0, as a counter would).
    pub fn mines_left(&self) -> i64 {
        (self.setup.mines as i64 - self.flags as i64).max(0)
    }

    /// How many flags are placed (wrong ones included).
    pub fn flags(&self) -> usize {
        self.flags
    }

    /// What the player sees, one code per cell: [`HIDDEN`] 9, 0..8 a number, [`MINE`] -1,
    /// [`FLAG`] 10, and after a loss [`WRONG_FLAG`] 11.
    pub fn view(&self) -> &[i8] {
        &self.view
    }

    /// Whether boards are generated to be solvable without guessing (option `noGuess`).
    pub fn is_no_guess(&self) -> bool {
        self.setup.no_guess
    }

    /// The first-click policy this game was made with.
    pub fn first_click_policy(&self) -> FirstClick {
        self.setup.first_click
    }

    /// Whether any cell has been revealed this episode (for `firstClick=seed`, already at reset).
    /// Before that, the policy's promise holds for the next reveal.
    pub fn is_started(&self) -> bool {
        self.started
    }

    /// Whether the game was won (every safe cell revealed).
    pub fn is_won(&self) -> bool {
        self.status == Status::Won
    }

    /// Whether the game was lost (a mine was revealed).
    pub fn is_lost(&self) -> bool {
        self.status == Status::Lost
    }

    /// The mine that went off, after a loss.
    pub fn exploded(&self) -> Option<usize> {
        self.exploded
    }

    /// How many safe cells are revealed.
    pub fn revealed(&self) -> usize {
        self.revealed
    }

    /// How many cells the last reveal (step or chord) opened.
    pub fn last_opened(&self) -> usize {
        self.last_opened
    }

    /// How many cells are safe.
    pub fn safe_cells(&self) -> usize {
        self.setup.grid.cells() - self.setup.mines
    }

    /// The neighbours of `cell` (up to 8), for agents.
    pub fn neighbours(&self, cell: usize) -> impl Iterator<Item = usize> {
        let mut out = [0usize; 8];
        let mut n = 0;
        self.setup.grid.for_each_neighbour(cell, |c| {
            out[n] = c;
            n += 1;
        });
        out.into_iter().take(n)
    }

    /// Checks a cell index for flags and chords.
    fn check_cell(&self, cell: usize) -> Result<(), GameError> {
        if self.status != Status::Playing {
            Err(GameError::GameOver)
        } else if cell >= self.view.len() {
            Err(GameError::OutOfRange {
                action: i64::try_from(cell).unwrap_or(i64::MAX),
                num_actions: self.view.len(),
            })
        } else {
            Ok(())
        }
    }

    /// Flags a hidden cell or unflags a flagged one (not a step: no reward, no turn).
    ///
    /// The last hidden unflagged cell cannot be flagged: while the game is on, at least one cell
    /// stays open to reveal, so the legal actions are empty exactly when the game is over. (For
    /// the same reason, a reveal or chord that opens the last unflagged cell without winning
    /// lifts every flag.)
    ///
    /// # Errors
    /// `GameOver`, `OutOfRange`, or `IllegalAction` for a revealed cell or the last hidden
    /// unflagged cell; nothing changes then.
    pub fn toggle_flag(&mut self, cell: usize) -> Result<(), GameError> {
        self.check_cell(cell)?;
        match self.view[cell] {
            HIDDEN if self.view.len() - self.revealed - self.flags == 1 => {
                return Err(GameError::IllegalAction {
                    action: cell,
                    reason: Reason::new(
                        "lastHidden",
                        format!(
                            "cell {cell} is the last hidden cell without a flag: flagging it would leave nothing to reveal, so unflag a cell you are unsure of"
                        ),
                    )
                    .with("cell", cell),
                });
            }
            HIDDEN => {
                self.view[cell] = FLAG;
                self.flags += 1;
            }
            FLAG => {
                self.view[cell] = HIDDEN;
                self.flags -= 1;
            }
            _ => {
                return Err(GameError::IllegalAction {
                    action: cell,
                    reason: Reason::new(
                        "alreadyOpen",
                        format!(
                            "cell {cell} is already revealed: only hidden cells can be flagged"
                        ),
                    )
                    .with("cell", cell),
                })
            }
        }
        Ok(())
    }

    /// Chords a revealed number whose flagged neighbours equal it: reveals its hidden unflagged
    /// neighbours (with cascades) and returns the reward, which also counts in `returns()`.
    ///
    /// Each neighbour the chord opens scores like a reveal (+1, a cascade once, +10 for the one
    /// that wins). If a flag is wrong, a neighbour is a mine: the game is lost, the chord scores
    /// -10 and opens nothing else. A satisfied number with nothing left to open returns 0.
    /// Not a step.
    ///
    /// # Errors
    /// `GameOver`, `OutOfRange`, or `IllegalAction` for a hidden or flagged cell or a number whose
    /// flag count differs; nothing changes then.
    pub fn chord(&mut self, cell: usize) -> Result<f64, GameError> {
        self.check_cell(cell)?;
        let shown = self.view[cell];
        let refuse = |reason: Reason| {
            Err(GameError::IllegalAction {
                action: cell,
                reason,
            })
        };
        if shown == HIDDEN || shown == FLAG {
            return refuse(
                Reason::new(
                    "chordHidden",
                    format!(
                        "cell {cell} is not revealed: chord a revealed number whose flags are all placed"
                    ),
                )
                .with("cell", cell),
            );
        }
        let grid = self.setup.grid;
        let mut flags = 0;
        let mut targets = [0usize; 8];
        let mut n = 0;
        grid.for_each_neighbour(cell, |c| match self.view[c] {
            FLAG => flags += 1,
            HIDDEN => {
                targets[n] = c;
                n += 1;
            }
            _ => {}
        });
        if flags != shown {
            return refuse(
                Reason::new(
                    "chordFlags",
                    format!(
                        "cell {cell} shows {shown} but has {flags} flag(s) around it: a chord needs exactly {shown}"
                    ),
                )
                .with("cell", cell)
                .with("shown", shown)
                .with("flags", flags),
            );
        }
        let targets = &targets[..n];
        if targets.is_empty() {
            return Ok(0.0);
        }
        if let Some(&mine) = targets.iter().find(|&&c| self.key[c] == KEY_MINE) {
            let reward = self.lose(mine);
            self.last_opened = 1;
            return Ok(reward);
        }
        let mut reward = 0.0;
        let mut opened = 0;
        for &c in targets {
            if self.view[c] == HIDDEN {
                reward += self.open_safe(c);
                opened += self.last_opened;
            }
        }
        self.last_opened = opened;
        self.lift_flags_if_nothing_to_reveal();
        Ok(reward)
    }

    /// While the game goes on some cell must be open to reveal. When a reveal took the last
    /// hidden unflagged cell and safe cells remain, every hidden cell is flagged and some flag
    /// is wrong: all flags come off (which tells the player nothing they could not tell).
    fn lift_flags_if_nothing_to_reveal(&mut self) {
        if self.status == Status::Playing && self.revealed + self.flags == self.view.len() {
            for v in self.view.iter_mut().filter(|v| **v == FLAG) {
                *v = HIDDEN;
            }
            self.flags = 0;
        }
    }

    /// Places the mines for a first reveal at `cell`, as the policy says.
    fn place_for_first_reveal(&mut self, cell: usize) {
        let grid = self.setup.grid;
        let mines = self.setup.mines;
        let cells = grid.cells();
        if self.setup.no_guess {
            // If the budget ran out (never seen within the density limit), the board still
            // keeps the opening promise.
            no_guess::place(grid, mines, cell, &mut self.rng, &mut self.key);
            self.placed = true;
            return;
        }
        match self.setup.first_click {
            FirstClick::Safe => {
                board::place_mines(
                    grid,
                    mines,
                    cells - 1,
                    |c| c == cell,
                    &mut self.rng,
                    &mut self.key,
                );
            }
            FirstClick::Opening => {
                let (r, c) = (cell / grid.cols, cell % grid.cols);
                let near = move |x: usize| {
                    (x / grid.cols).abs_diff(r) <= 1 && (x % grid.cols).abs_diff(c) <= 1
                };
                board::place_mines(
                    grid,
                    mines,
                    cells - grid.block_size(cell),
                    near,
                    &mut self.rng,
                    &mut self.key,
                );
            }
            FirstClick::None | FirstClick::Seed => {
                board::place_mines(grid, mines, cells, |_| false, &mut self.rng, &mut self.key);
            }
        }
        self.placed = true;
    }

    /// The mine at `cell` goes off: lost, every unflagged mine shown, every wrong flag marked.
    /// Returns the reward.
    fn lose(&mut self, cell: usize) -> f64 {
        self.status = Status::Lost;
        self.exploded = Some(cell);
        for (v, &k) in self.view.iter_mut().zip(&self.key) {
            match (*v, k == KEY_MINE) {
                (HIDDEN, true) => *v = MINE,
                (FLAG, false) => *v = WRONG_FLAG,
                _ => {}
            }
        }
        self.total += REWARD_MINE;
        REWARD_MINE
    }

    /// Reveals the hidden safe `cell` (with its cascade); returns the reward and sets `last_opened`.
    fn open_safe(&mut self, cell: usize) -> f64 {
        let before = self.revealed;
        self.uncover(cell);
        if self.key[cell] == 0 {
            self.cascade(cell);
        }
        self.last_opened = self.revealed - before;
        let reward = if self.revealed == self.safe_cells() {
            self.status = Status::Won;
            REWARD_WIN
        } else {
            REWARD_SAFE
        };
        self.total += reward;
        reward
    }

    #[inline]
    fn uncover(&mut self, cell: usize) {
        self.view[cell] = self.key[cell];
        self.revealed += 1;
    }

    /// Seed 000's `auto_reveal_blocks`: from the zero at `cell`, opens every hidden (not flagged)
    /// neighbour, and goes on from each zero it opens.
    fn cascade(&mut self, cell: usize) {
        let grid = self.setup.grid;
        let mut stack = std::mem::take(&mut self.stack);
        stack.push(cell as u32);
        while let Some(z) = stack.pop() {
            grid.for_each_neighbour(z as usize, |n| {
                if self.view[n] == HIDDEN {
                    self.view[n] = self.key[n];
                    self.revealed += 1;
                    if self.key[n] == 0 {
                        stack.push(n as u32);
                    }
                }
            });
        }
        self.stack = stack;
    }
}

impl Game for Minesweeper {
    fn num_actions(&self) -> usize {
        self.view.len()
    }

    fn num_players(&self) -> usize {
        1
    }

    fn current_player(&self) -> Option<usize> {
        (self.status == Status::Playing).then_some(0)
    }

    fn is_legal(&self, action: Action) -> bool {
        self.status == Status::Playing && self.view.get(action) == Some(&HIDDEN)
    }

    fn why_illegal(&self, action: Action) -> Reason {
        match self.view.get(action) {
            Some(&FLAG) => Reason::new(
                "cellFlagged",
                format!("cell {action} is flagged: unflag it first"),
            ),
            Some(_) => Reason::new("cellRevealed", format!("cell {action} is already revealed")),
            None => Reason::new("offBoard", format!("cell {action} is not on the board")),
        }
        .with("cell", action)
    }

    fn apply(&mut self, action: Action) -> Result<f64, GameError> {
        self.check_action(action)?;
        if !self.placed {
            self.place_for_first_reveal(action);
        }
        self.started = true;
        if self.key[action] == KEY_MINE {
            self.last_opened = 1;
            Ok(self.lose(action))
        } else {
            let reward = self.open_safe(action);
            self.lift_flags_if_nothing_to_reveal();
            Ok(reward)
        }
    }

    fn returns(&self) -> Vec<f64> {
        vec![self.total]
    }

    fn observation(&self) -> Record {
        Record::new()
            .with("board", Value::I8s(self.view.clone()))
            .with("rows", Value::Int(self.rows() as i64))
            .with("cols", Value::Int(self.cols() as i64))
            .with("mines", Value::Int(self.mines() as i64))
            .with("minesLeft", Value::Int(self.mines_left()))
            .with("flags", Value::Int(self.flags as i64))
            .with("revealed", Value::Int(self.revealed as i64))
            .with(
                "exploded",
                Value::Int(self.exploded.map_or(-1, |c| c as i64)),
            )
            .with("won", Value::Bool(self.is_won()))
            .with("lost", Value::Bool(self.is_lost()))
    }

    fn info(&self) -> Record {
        Record::new()
            .with("opened", Value::Int(self.last_opened as i64))
            .with("won", Value::Bool(self.is_won()))
            .with("lost", Value::Bool(self.is_lost()))
    }

    fn render(&self) -> String {
        let mut out = String::with_capacity(self.view.len() * 2 + self.rows());
        for row in self.view.chunks(self.cols()) {
            for &v in row {
                match v {
                    HIDDEN => out.push('H'),
                    MINE => out.push('M'),
                    FLAG => out.push('F'),
                    WRONG_FLAG => out.push('X'),
                    d => out.push(char::from(b'0' + d as u8)),
                }
                out.push(' ');
            }
            out.push('\n');
        }
        out
    }

    fn reset(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
        self.view.fill(HIDDEN);
        self.placed = false;
        self.started = false;
        self.status = Status::Playing;
        self.revealed = 0;
        self.flags = 0;
        self.exploded = None;
        self.last_opened = 0;
        self.total = 0.0;
        if self.setup.first_click == FirstClick::Seed && self.setup.no_guess {
            // The env's cell is the first click of a no-guess board: a zero, uncovered alone.
            let start = self.rng.below(self.view.len());
            self.place_for_first_reveal(start);
            self.uncover(start);
            self.started = true;
        } else if self.setup.first_click == FirstClick::Seed {
            self.place_for_first_reveal(0);
            // Seed 000: uncover one uniformly random safe cell, without cascade or reward.
            let cells = self.view.len();
            let start = loop {
                let c = self.rng.below(cells);
                if self.key[c] != KEY_MINE {
                    break c;
                }
            };
            self.uncover(start);
            self.started = true;
        }
    }

    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.status == Status::Playing {
            out.extend(
                self.view
                    .iter()
                    .enumerate()
                    .filter(|(_, &v)| v == HIDDEN)
                    .map(|(i, _)| i),
            );
        }
    }

    /// The same view, flags, score and counters over mines re-drawn uniformly among the layouts
    /// that fit what the player sees (the revealed numbers and mines, the mine total; after a
    /// loss also that every unflagged mine is shown). Before the first reveal nothing is placed
    /// and the first-click policy still holds. The copy's random stream is `Rng::new(seed)`.
    fn determinized(&self, seed: u64) -> Self {
        let mut copy = self.clone();
        copy.rng = Rng::new(seed);
        if !self.placed {
            return copy;
        }
        let mut seen = self.view.clone();
        if self.status == Status::Lost {
            // Every unflagged mine is shown after a loss: the unflagged hidden cells are safe.
            for v in seen.iter_mut().filter(|v| **v == HIDDEN) {
                *v = SAFE_UNSHOWN;
            }
        }
        let mut engine = Engine::default();
        let grid = self.setup.grid;
        match sample_layout(
            &seen,
            grid.rows,
            grid.cols,
            self.setup.mines,
            &mut engine,
            &mut copy.rng,
        ) {
            Some(layout) => {
                let cells: Vec<usize> = (0..layout.len()).filter(|&c| layout[c]).collect();
                board::key_from_layout(grid, &cells, &mut copy.key);
            }
            // Unreachable for a view the game made (the real layout fits it); keeping the real
            // mines is consistent, and the tests check that sampling never fails.
            None => debug_assert!(false, "no layout fits a game's own view"),
        }
        copy
    }

    fn max_game_length(&self) -> Option<usize> {
        Some(self.safe_cells())
    }

    fn return_bounds(&self) -> Option<(f64, f64)> {
        // Every +1 opens at least one new safe cell and the win replaces the last +1 by +10;
        // a loss ends the game, so no return goes below one mine's -10.
        Some((
            REWARD_MINE,
            (self.safe_cells() - 1) as f64 * REWARD_SAFE + REWARD_WIN,
        ))
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.is_won() {
            Some(Outcome::Won(0))
        } else if self.is_lost() {
            Some(Outcome::Lost)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod copy_tests;
#[cfg(test)]
mod tests;
