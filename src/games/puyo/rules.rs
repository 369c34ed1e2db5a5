//! The two rule sets as pure functions on a [`Board`]: which placements are legal, where a pair
//! lands, and how the chain resolves. Search agents call [`simulate`] directly.

use super::board::{Board, COLS};
use super::score::{seed_step_score, tsu_step_score};
use crate::game::{Action, Reason};

/// How many action indices there are: `rotation * 6 + x`, 4 rotations x 6 columns.
pub const NUM_ACTIONS: usize = 24;
/// Column offset of the movable puyo per rotation (0 right, 1 above, 2 left, 3 below).
pub const DX: [i32; 4] = [1, 0, -1, 0];
/// Row offset of the movable puyo per rotation (row 0 is the top, so "above" is -1).
pub const DY: [i32; 4] = [0, -1, 0, 1];
/// Tsu rules: the bonus for emptying the board.
pub const ALL_CLEAR_BONUS: u32 = 2100;

/// Which rules the game follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rules {
    /// The learning system of seed 001, quirks included (12 rows, no preview).
    Seed,
    /// Puyo Puyo Tsu: 12 visible rows plus a hidden 13th, next and next-next shown.
    Tsu,
}

impl Rules {
    /// The option value naming these rules: "seed" or "tsu".
    pub fn name(self) -> &'static str {
        match self {
            Rules::Seed => "seed",
            Rules::Tsu => "tsu",
        }
    }

    /// Board rows: 12 (seed) or 13 (Tsu, row 0 being the hidden row).
    pub fn rows(self) -> usize {
        match self {
            Rules::Seed => 12,
            Rules::Tsu => 13,
        }
    }

    /// The first row whose puyos pop and connect (Tsu's hidden row 0 does neither).
    pub fn first_visible_row(self) -> usize {
        match self {
            Rules::Seed => 0,
            Rules::Tsu => 1,
        }
    }

    /// The (row, col) that ends the game when filled after a move resolves.
    pub fn death_cell(self) -> (usize, usize) {
        match self {
            Rules::Seed => (2, 0),
            Rules::Tsu => (1, 2),
        }
    }

    /// How many pairs after the current one the player may see.
    pub fn visible_next(self) -> usize {
        match self {
            Rules::Seed => 0,
            Rules::Tsu => 2,
        }
    }
}

/// Two puyos that fall together: the centre (the pivot) and the movable one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pair {
    /// Colour of the centre puyo (1..=5).
    pub centre: u8,
    /// Colour of the movable puyo (1..=5).
    pub movable: u8,
}

/// What one placement did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outcome {
    /// Points scored, all-clear bonus included.
    pub score: u32,
    /// How many chain steps popped (0: nothing popped).
    pub chain: u32,
    /// The board was empty afterwards (Tsu adds [`ALL_CLEAR_BONUS`]).
    pub all_clear: bool,
    /// The death cell is filled: the game is over.
    pub dead: bool,
}

/// A step-by-step record of one chain, flat so a page can animate it without game logic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChainLog {
    /// `chain + 1` boards of `rows * 6` cells: after the pair landed, then after each step's fall.
    pub boards: Vec<u8>,
    /// The cells popped in each step, each step's list ended by -1.
    pub popped: Vec<i32>,
    /// The points of each step.
    pub scores: Vec<i32>,
}

impl ChainLog {
    /// Empties the log, keeping its memory.
    pub fn clear(&mut self) {
        self.boards.clear();
        self.popped.clear();
        self.scores.clear();
    }
}

/// The column `x` and rotation of an action index.
#[inline]
pub fn action_parts(action: Action) -> (usize, usize) {
    (action % COLS, action / COLS)
}

/// The action index of column `x` and `rotation`.
#[inline]
pub fn action_index(x: usize, rotation: usize) -> Action {
    rotation * COLS + x
}

/// The movable puyo's column, if it is on the board.
#[inline]
fn movable_col(x: usize, rotation: usize) -> Option<usize> {
    let col = x as i32 + DX[rotation];
    (0..COLS as i32).contains(&col).then_some(col as usize)
}

/// Whether `action` may be played on `board` (false out of range).
#[inline]
pub fn is_legal(board: &Board, rules: Rules, action: Action) -> bool {
    if action >= NUM_ACTIONS {
        return false;
    }
    let (x, rotation) = action_parts(action);
    let Some(mx) = movable_col(x, rotation) else {
        return false;
    };
    match rules {
        // The seed's check_collision at y = 0.
        Rules::Seed => {
            board.get(0, x) == 0 && (rotation == 1 || board.get(DY[rotation] as usize, mx) == 0)
        }
        Rules::Tsu => {
            let rows = board.rows();
            if mx == x {
                board.height(x) + 2 <= rows
            } else {
                board.height(x) < rows && board.height(mx) < rows
            }
        }
    }
}

/// Bit `a` set for each legal action `a`.
pub fn legal_mask(board: &Board, rules: Rules) -> u32 {
    (0..NUM_ACTIONS)
        .filter(|&a| is_legal(board, rules, a))
        .fold(0, |m, a| m | 1 << a)
}

/// Why `action` is not legal on `board`, in words a student can act on.
pub fn why_illegal(board: &Board, rules: Rules, action: Action) -> Reason {
    if action >= NUM_ACTIONS {
        return Reason::new(
            "noSuchAction",
            format!(
                "action {action} does not exist: actions are whole numbers from 0 to {}",
                NUM_ACTIONS - 1
            ),
        )
        .with("action", action)
        .with("max", NUM_ACTIONS - 1);
    }
    let (x, rotation) = action_parts(action);
    if movable_col(x, rotation).is_none() {
        return Reason::new(
            "leavesBoard",
            format!("with rotation {rotation} the second puyo would leave the board at column {x}"),
        )
        .with("rotation", rotation)
        .with("col", x);
    }
    match rules {
        Rules::Seed if board.get(0, x) != 0 => Reason::new(
            "columnFull",
            format!("column {x} is filled to the top: choose a column with room"),
        )
        .with("col", x),
        Rules::Seed => Reason::new(
            "secondCellFilled",
            format!(
                "the second puyo's cell (rotation {rotation}) is already filled: choose another rotation or column"
            ),
        )
        .with("rotation", rotation),
        Rules::Tsu => Reason::new(
            "pairTooHigh",
            format!(
                "the pair does not fit in column {x} with rotation {rotation}: the column is too high"
            ),
        )
        .with("col", x)
        .with("rotation", rotation),
    }
}

/// Puts `pair` on `board` as `action` says, without resolving; false (board unchanged) if illegal.
pub fn place(board: &mut Board, rules: Rules, pair: Pair, action: Action) -> bool {
    if !is_legal(board, rules, action) {
        return false;
    }
    let (x, rotation) = action_parts(action);
    match rules {
        Rules::Seed => {
            // Both written at the top; rotation 1's movable puyo (row -1) is lost, as in the seed.
            board.set(0, x, pair.centre);
            if DY[rotation] >= 0 {
                board.set(
                    DY[rotation] as usize,
                    (x as i32 + DX[rotation]) as usize,
                    pair.movable,
                );
            }
            board.fall();
        }
        Rules::Tsu => {
            let mx = (x as i32 + DX[rotation]) as usize;
            if rotation == 3 {
                board.drop_puyo(mx, pair.movable);
                board.drop_puyo(x, pair.centre);
            } else {
                board.drop_puyo(x, pair.centre);
                board.drop_puyo(mx, pair.movable);
            }
        }
    }
    true
}

/// Resolves a placed board: fall, pop, score, repeat until nothing pops; checks death.
pub fn resolve(board: &mut Board, rules: Rules, mut log: Option<&mut ChainLog>) -> Outcome {
    let first = rules.first_visible_row();
    let mut out = Outcome::default();
    loop {
        board.fall();
        if let Some(log) = log.as_deref_mut() {
            log.boards.extend_from_slice(board.cells());
        }
        let pops = board.find_pops(first);
        if pops.count == 0 {
            break;
        }
        board.erase(pops.mask);
        out.chain += 1;
        let step = match rules {
            Rules::Seed => seed_step_score(out.chain, &pops),
            Rules::Tsu => tsu_step_score(out.chain, &pops),
        };
        out.score += step;
        if let Some(log) = log.as_deref_mut() {
            let mut m = pops.mask;
            while m != 0 {
                log.popped.push(m.trailing_zeros() as i32);
                m &= m - 1;
            }
            log.popped.push(-1);
            log.scores.push(step as i32);
        }
    }
    out.all_clear = board.is_empty();
    if out.all_clear && rules == Rules::Tsu {
        out.score += ALL_CLEAR_BONUS;
    }
    let (row, col) = rules.death_cell();
    out.dead = board.get(row, col) != 0;
    out
}

/// Plays `pair` as `action` on a copy of `board`: the resolved board and what happened, or
/// `None` when the action is illegal. Pure and allocation-free, for search.
pub fn simulate(
    board: &Board,
    rules: Rules,
    pair: Pair,
    action: Action,
) -> Option<(Board, Outcome)> {
    let mut next = *board;
    if !place(&mut next, rules, pair, action) {
        return None;
    }
    let outcome = resolve(&mut next, rules, None);
    Some((next, outcome))
}
