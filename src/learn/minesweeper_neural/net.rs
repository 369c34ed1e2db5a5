//! What the Minesweeper net reads and how it scores a cell.
//!
//! For each hidden cell the net reads the window around it (5x5 by default, the cell itself
//! left out). Each square is one of 13 codes (seed 000's numbers 0 to 8, 9 hidden, 10 outside
//! the board, 11 and 12 below), one-hot, and, when it shows a number, two counts a player makes
//! by looking at that number's own neighbours (one-hot 0 to 8 each):
//! - `left`: the number minus the neighbours marked "mine" (the mines still to find there);
//! - `slack`: the unmarked hidden neighbours minus `left` (how many of them are safe).
//!
//! `left` 0 says "every other neighbour is safe", `slack` 0 "every unmarked neighbour is a
//! mine": seed 003's rules 1 and 2 are one input each, and the net learns how much to trust
//! them (and what else matters) from the games it plays. The last input is the mine density
//! (mines / hidden cells). Flags and revealed mines count as hidden: the net sees only what a
//! player sees. A small MLP turns that into one logit; `sigmoid(logit)` is the chance of a mine
//! under the cell. Nothing depends on the board's size.
//!
//! A window cannot see a chain of reasoning that runs further than itself ("this 1 has one
//! hidden neighbour, so that is a mine, so the 1 next to it is satisfied, so..."). So the net
//! reads the board in up to [`PASSES`] passes: after each, the hidden cells it is nearly sure of
//! are marked, 11 "the net says mine" (chance at least the net's `sure`, [`SURE`] for new
//! nets) or 12 "the net says safe" (at most `1 - sure`), and the next pass reads those marks (and
//! the counts they change) too.
//!
//! Files of the first version (one-hot codes only, 3 passes) are refused with a message that
//! says so: their inputs do not fit this net.

use super::ID;
use crate::nn::{Dense, Init, Parameters, Relu, Sequential, Tensor};
use crate::rng::Rng;
use crate::weights::{DType, Tensor as FileTensor, WeightsError, WeightsFile};
use serde_json::json;
use std::collections::{BTreeMap, HashMap};

/// Codes per window square: 0..=8 a number, [`HIDDEN_CODE`], [`OUTSIDE`], [`MINE_MARK`],
/// [`SAFE_MARK`].
pub const CODES: usize = 13;
/// Code of a hidden square an earlier pass was sure is a mine.
pub const MINE_MARK: u8 = 11;
/// Code of a hidden square an earlier pass was sure is safe.
pub const SAFE_MARK: u8 = 12;
/// Passes over the board at most (the first reads no marks; passing stops once no mark
/// changes).
pub const PASSES: usize = 6;
/// How sure a pass must be to mark a cell, in the nets the learner trains (a net's file records
/// the value it plays with). 0.995: on 700 expert games of tuning seeds the shipped net, trained
/// with 0.99, won 180 marking at 0.995 against 156 at 0.99 (a wrong mark misleads every later
/// pass); 0.9, 0.95, 0.997 and 0.999 won fewer.
pub const SURE: f32 = 0.995;
/// The marking thresholds a net's file may record.
const SURE_RANGE: std::ops::RangeInclusive<f64> = 0.9..=0.9999;
/// Values a count (`left`, `slack`) takes as an input: 0 to 8, one-hot.
pub const COUNTS: usize = 9;
/// The count of a square that shows no number (no input set).
pub const NO_COUNT: u8 = COUNTS as u8;
/// Inputs per window square: its code, then `left` and `slack`, each one-hot.
pub const PER_SQUARE: usize = CODES + 2 * COUNTS;
/// Bytes per window square in a sample: code, `left`, `slack`.
pub const FEATURES: usize = 3;
/// Bytes per cell in a board's features: the square's [`FEATURES`], then the cell's own pair
/// counts `pairSafe` and `pairMine`.
pub const CELL_BYTES: usize = FEATURES + 2;
/// The name of the inputs in the architecture (files without it are the first version).
pub const FEATURES_NAME: &str = "codes+left+slack+pairs";
/// Code of a hidden square (flags and revealed mines included).
pub const HIDDEN_CODE: u8 = 9;
/// Code of a square outside the board.
pub const OUTSIDE: u8 = 10;

/// The code of a view value (`Minesweeper::view`): numbers as they are, anything else hidden.
pub fn code(v: i8) -> u8 {
    if (0..=8).contains(&v) {
        v as u8
    } else {
        HIDDEN_CODE
    }
}

/// The squares of a `size` x `size` window around a cell, the cell itself left out.
#[derive(Clone, Debug, PartialEq)]
pub struct Window {
    size: usize,
    /// (row, column) offsets, row-major.
    offsets: Vec<(isize, isize)>,
    /// The 8 rotations and reflections: `sym[s][i]` is the square whose code lands on square `i`.
    sym: Vec<Vec<usize>>,
}

impl Window {
    /// A window of odd `size` (3, 5, 7 or 9).
    pub fn new(size: usize) -> Self {
        let r = (size / 2) as isize;
        let offsets: Vec<(isize, isize)> = (-r..=r)
            .flat_map(|dr| (-r..=r).map(move |dc| (dr, dc)))
            .filter(|&o| o != (0, 0))
            .collect();
        let index = |o: (isize, isize)| offsets.iter().position(|&p| p == o).unwrap_or(0);
        let sym = (0..8)
            .map(|s| {
                offsets
                    .iter()
                    .map(|&(mut dr, mut dc)| {
                        if s >= 4 {
                            dc = -dc;
                        }
                        for _ in 0..s % 4 {
                            (dr, dc) = (dc, -dr);
                        }
                        index((dr, dc))
                    })
                    .collect()
            })
            .collect();
        Window { size, offsets, sym }
    }

    /// The window's side.
    pub fn size(&self) -> usize {
        self.size
    }

    /// Squares read per cell.
    pub fn squares(&self) -> usize {
        self.offsets.len()
    }

    /// Inputs of the net: [`PER_SQUARE`] per square, the cell's `pairSafe` and `pairMine`
    /// (one-hot 0 to 8 each), then the density.
    pub fn inputs(&self) -> usize {
        self.squares() * PER_SQUARE + 2 * COUNTS + 1
    }

    /// The features of the window around `cell` ([`FEATURES`] bytes per square: code, `left`,
    /// `slack`; then the cell's `pairSafe` and `pairMine`) from a board's features (see
    /// [`board_features`]), into `out`.
    pub fn codes(&self, features: &[u8], rows: usize, cols: usize, cell: usize, out: &mut Vec<u8>) {
        out.clear();
        let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
        for &(dr, dc) in &self.offsets {
            let (rr, cc) = (r + dr, c + dc);
            if rr < 0 || cc < 0 || rr >= rows as isize || cc >= cols as isize {
                out.extend([OUTSIDE, NO_COUNT, NO_COUNT]);
            } else {
                let at = (rr as usize * cols + cc as usize) * CELL_BYTES;
                out.extend_from_slice(&features[at..at + FEATURES]);
            }
        }
        out.extend_from_slice(&features[cell * CELL_BYTES + FEATURES..][..2]);
    }

    /// A window's features seen through symmetry `s` (0..8; 0 leaves them as they are).
    pub fn transform(&self, codes: &[u8], s: usize, out: &mut Vec<u8>) {
        out.clear();
        for &i in &self.sym[s % 8] {
            out.extend_from_slice(&codes[i * FEATURES..(i + 1) * FEATURES]);
        }
        out.extend_from_slice(&codes[self.squares() * FEATURES..]);
    }

    /// Writes one sample's net input (one-hot codes and counts, density) into `x`.
    pub fn encode(&self, codes: &[u8], density: f32, x: &mut [f32]) {
        x.fill(0.0);
        for j in self.columns(codes) {
            x[j] = 1.0;
        }
        x[self.inputs() - 1] = density;
    }

    /// The inputs a window's features set to 1 (all but the density).
    fn columns<'a>(&'a self, codes: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
        let squares = self.squares();
        let per_square = codes[..squares * FEATURES]
            .chunks_exact(FEATURES)
            .enumerate()
            .flat_map(|(i, square)| input_columns(square).map(move |j| i * PER_SQUARE + j));
        let pairs = codes[squares * FEATURES..]
            .iter()
            .enumerate()
            .filter(|(_, &n)| n < NO_COUNT)
            .map(move |(j, &n)| squares * PER_SQUARE + j * COUNTS + usize::from(n));
        per_square.chain(pairs)
    }
}

/// The inputs (within a square's [`PER_SQUARE`]) that a square's features set to 1.
fn input_columns(square: &[u8]) -> impl Iterator<Item = usize> + '_ {
    let code = std::iter::once(usize::from(square[0]));
    let counts = square[1..]
        .iter()
        .enumerate()
        .filter(|(_, &n)| n < NO_COUNT)
        .map(|(j, &n)| CODES + j * COUNTS + usize::from(n));
    code.chain(counts)
}

/// Whether a window's features show a number somewhere.
pub fn shows_number(codes: &[u8]) -> bool {
    codes.chunks_exact(FEATURES).any(|f| f[0] < HIDDEN_CODE)
}

/// The 8 neighbours of `cell` on the board.
fn neighbours(cell: usize, rows: usize, cols: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (cell / cols, cell % cols);
    (r.saturating_sub(1)..=(r + 1).min(rows - 1))
        .flat_map(move |rr| {
            (c.saturating_sub(1)..=(c + 1).min(cols - 1)).map(move |cc| rr * cols + cc)
        })
        .filter(move |&d| d != cell)
}

/// The features of every cell of a board of codes (marks included): [`CELL_BYTES`] per cell.
///
/// - The code, then for a number its `left` (the number minus neighbours marked mine) and
///   `slack` (unmarked hidden neighbours minus `left`), else [`NO_COUNT`] twice.
/// - For an unmarked hidden cell, what pairs of numbers say about it. Take two numbers A and B
///   whose unmarked hidden neighbours (`U_A`, `U_B`) overlap. At least `left_A - |U_A - U_B|`
///   of A's mines are in the overlap, so at most `left_B` minus that lie in `U_B - U_A`:
///   `pairSafe` is the smallest such bound over the pairs with the cell in `U_B - U_A` (0: the
///   cell is safe). At most `min(left_B, |overlap|)` of A's mines are in the overlap, so
///   `U_A - U_B` holds at least `left_A` minus that: `pairMine` is the smallest
///   `|U_A - U_B|` minus that bound over the pairs with the cell in `U_A - U_B` (0: a mine).
///   [`NO_COUNT`] when no pair touches the cell.
///
/// Every count is clamped to 0..=8.
pub fn board_features(board: &[u8], rows: usize, cols: usize) -> Vec<u8> {
    let clamp = |v: i32| v.clamp(0, 8) as u8;
    let mut out = Vec::with_capacity(board.len() * CELL_BYTES);
    // Each number's `left` and unmarked hidden neighbours (empty for other cells).
    let mut left = vec![0i32; board.len()];
    let mut unknown: Vec<Vec<usize>> = vec![Vec::new(); board.len()];
    for (cell, &k) in board.iter().enumerate() {
        if k > 8 {
            out.extend([k, NO_COUNT, NO_COUNT, NO_COUNT, NO_COUNT]);
            continue;
        }
        let mut marked = 0i32;
        for d in neighbours(cell, rows, cols) {
            match board[d] {
                MINE_MARK => marked += 1,
                HIDDEN_CODE => unknown[cell].push(d),
                _ => {}
            }
        }
        left[cell] = i32::from(k) - marked;
        let n = unknown[cell].len() as i32;
        out.extend([
            k,
            clamp(left[cell]),
            clamp(n - left[cell]),
            NO_COUNT,
            NO_COUNT,
        ]);
    }
    let (mut pair_safe, mut pair_mine) = (vec![i32::MAX; board.len()], vec![i32::MAX; board.len()]);
    let (rows_i, cols_i) = (rows as isize, cols as isize);
    for b in (0..board.len()).filter(|&b| !unknown[b].is_empty()) {
        let (br, bc) = ((b / cols) as isize, (b % cols) as isize);
        for dr in -2..=2isize {
            for dc in -2..=2isize {
                let (ar, ac) = (br + dr, bc + dc);
                if (dr, dc) == (0, 0) || ar < 0 || ac < 0 || ar >= rows_i || ac >= cols_i {
                    continue;
                }
                let a = ar as usize * cols + ac as usize;
                if unknown[a].is_empty() {
                    continue;
                }
                let (ua, ub) = (&unknown[a], &unknown[b]);
                let shared = ua.iter().filter(|x| ub.contains(x)).count() as i32;
                if shared == 0 {
                    continue;
                }
                let a_only = ua.len() as i32 - shared;
                let b_only = ub.len() as i32 - shared;
                // Mines B can still have outside A.
                let safe_bound = left[b] - (left[a] - a_only).max(0);
                if b_only > 0 {
                    for &x in ub.iter().filter(|x| !ua.contains(x)) {
                        pair_safe[x] = pair_safe[x].min(safe_bound);
                    }
                }
                // Free cells A has outside B.
                let mine_bound = a_only - (left[a] - left[b].min(shared));
                if a_only > 0 {
                    for &x in ua.iter().filter(|x| !ub.contains(x)) {
                        pair_mine[x] = pair_mine[x].min(mine_bound);
                    }
                }
            }
        }
    }
    for cell in 0..board.len() {
        if pair_safe[cell] != i32::MAX {
            out[cell * CELL_BYTES + FEATURES] = clamp(pair_safe[cell]);
        }
        if pair_mine[cell] != i32::MAX {
            out[cell * CELL_BYTES + FEATURES + 1] = clamp(pair_mine[cell]);
        }
    }
    out
}

/// A view (`Minesweeper::view`) as codes, without marks.
pub fn board_codes(view: &[i8]) -> Vec<u8> {
    view.iter().map(|&v| code(v)).collect()
}

/// Whether a board code is a hidden square (marked or not).
pub fn is_hidden_code(k: u8) -> bool {
    k == HIDDEN_CODE || k == MINE_MARK || k == SAFE_MARK
}

/// The mine density a position shows: mines over hidden (or flagged) cells.
pub fn density(view: &[i8], mines: usize) -> f32 {
    let hidden = view.iter().filter(|&&v| code(v) == HIDDEN_CODE).count();
    if hidden == 0 {
        0.0
    } else {
        (mines as f32 / hidden as f32).min(1.0)
    }
}

/// The trainable net: `Dense(inputs, hidden) - ReLU - Dense(hidden, hidden / 2) - ReLU - Dense(_, 1)`.
pub fn build(window: &Window, hidden: usize, rng: &mut Rng) -> Sequential {
    let h2 = (hidden / 2).max(1);
    Sequential::new()
        .with(Dense::new(window.inputs(), hidden, Init::He, rng))
        .with(Relu::new())
        .with(Dense::new(hidden, h2, Init::He, rng))
        .with(Relu::new())
        .with(Dense::new(h2, 1, Init::Xavier, rng))
}

/// The architecture a weights file records (and must match): `sure` is the net's marking
/// threshold.
pub fn architecture(window: usize, hidden: usize, sure: f32) -> serde_json::Value {
    json!({"net": "window-mlp", "inputs": FEATURES_NAME, "window": window, "codes": CODES, "counts": COUNTS, "hidden": hidden, "density": true, "passes": PASSES, "sure": sure})
}

/// The net's weights in a form that is quick to play with (the first layer column-wise, so a
/// one-hot input is a sum of columns).
#[derive(Clone, Debug, PartialEq)]
pub struct SafetyNet {
    window: Window,
    hidden: usize,
    /// First layer, `[inputs][hidden]`.
    w1t: Vec<f32>,
    b1: Vec<f32>,
    /// Second layer, `[h2][hidden]`.
    w2: Vec<f32>,
    b2: Vec<f32>,
    w3: Vec<f32>,
    b3: f32,
    /// How sure a pass must be to mark a cell ([`SURE`] for the learner's nets; a file's own).
    sure: f32,
}

impl SafetyNet {
    /// Copies the weights of a net made by [`build`].
    ///
    /// # Errors
    /// `Mismatch` when the net does not have [`build`]'s shape.
    pub fn from_model(
        window: &Window,
        hidden: usize,
        model: &dyn Parameters,
    ) -> Result<Self, WeightsError> {
        let values: Vec<(String, Vec<f32>)> = model
            .parameters()
            .into_iter()
            .map(|(n, t)| (n, t.data().to_vec()))
            .collect();
        Self::from_values(window.clone(), hidden, SURE, &values)
    }

    fn from_values(
        window: Window,
        hidden: usize,
        sure: f32,
        values: &[(String, Vec<f32>)],
    ) -> Result<Self, WeightsError> {
        let h2 = (hidden / 2).max(1);
        let inputs = window.inputs();
        let expected = [inputs * hidden, hidden, hidden * h2, h2, h2, 1];
        if values.len() != expected.len()
            || values.iter().zip(expected).any(|((_, v), n)| v.len() != n)
        {
            return Err(WeightsError::Mismatch {
                what: format!("the net's layers do not have the sizes of a {}x{} window and {hidden} hidden units", window.size(), window.size()),
            });
        }
        if values.iter().any(|(_, v)| v.iter().any(|x| !x.is_finite())) {
            return Err(WeightsError::Mismatch {
                what: "some weights are not numbers (NaN or infinite)".into(),
            });
        }
        let w1 = &values[0].1;
        let mut w1t = vec![0.0; inputs * hidden];
        for o in 0..hidden {
            for i in 0..inputs {
                w1t[i * hidden + o] = w1[o * inputs + i];
            }
        }
        Ok(SafetyNet {
            window,
            hidden,
            w1t,
            b1: values[1].1.clone(),
            w2: values[2].1.clone(),
            b2: values[3].1.clone(),
            w3: values[4].1.clone(),
            b3: values[5].1[0],
            sure,
        })
    }

    /// The window it reads.
    pub fn window(&self) -> &Window {
        &self.window
    }

    /// How sure a pass must be to mark a cell.
    pub fn sure(&self) -> f32 {
        self.sure
    }

    /// The same net marking at `sure` (0.9 to 0.9999; others are clamped into that range).
    pub fn with_sure(mut self, sure: f32) -> Self {
        self.sure = sure.clamp(*SURE_RANGE.start() as f32, *SURE_RANGE.end() as f32);
        self
    }

    /// The logit of a mine under a cell whose window shows `codes`, at mine density `density`.
    pub fn logit(&self, codes: &[u8], density: f32) -> f32 {
        let h = self.hidden;
        let mut a = self.b1.clone();
        for j in self.window.columns(codes) {
            let col = &self.w1t[j * h..][..h];
            a.iter_mut().zip(col).for_each(|(a, w)| *a += w);
        }
        let col = &self.w1t[(self.window.inputs() - 1) * h..][..h];
        a.iter_mut().zip(col).for_each(|(a, w)| *a += w * density);
        a.iter_mut().for_each(|v| *v = v.max(0.0));
        let mut out = self.b3;
        for (j, (&b, &w3)) in self.b2.iter().zip(&self.w3).enumerate() {
            let row = &self.w2[j * h..][..h];
            let z = b + row.iter().zip(&a).map(|(w, x)| w * x).sum::<f32>();
            out += w3 * z.max(0.0);
        }
        out
    }

    /// Each cell's chance of a mine as the net sees it after its last pass: hidden (and
    /// flagged) cells get the net's value, revealed numbers 0, revealed mines 1. Reads only
    /// `view` and the mine total.
    pub fn probabilities(&self, view: &[i8], rows: usize, cols: usize, mines: usize) -> Vec<f64> {
        self.passes(view, rows, cols, mines).0
    }

    /// The last pass's probabilities (as [`SafetyNet::probabilities`]) and the features (see
    /// [`board_features`]) of the board each pass read (the first has no marks; a pass that
    /// would change no mark is not run).
    pub fn passes(
        &self,
        view: &[i8],
        rows: usize,
        cols: usize,
        mines: usize,
    ) -> (Vec<f64>, Vec<Vec<u8>>) {
        let d = density(view, mines);
        let mut board = board_codes(view);
        let mut boards = vec![board_features(&board, rows, cols)];
        let mut codes = Vec::with_capacity(self.window.squares() * FEATURES + 2);
        let mut cache: HashMap<Vec<u8>, f32> = HashMap::new();
        loop {
            let features = boards.last().map_or(&[][..], Vec::as_slice);
            let logits: Vec<Option<f32>> = (0..view.len())
                .map(|cell| {
                    if !is_hidden_code(board[cell]) {
                        return None;
                    }
                    self.window.codes(features, rows, cols, cell, &mut codes);
                    if let Some(&z) = cache.get(&codes) {
                        return Some(z);
                    }
                    let z = self.logit(&codes, d);
                    cache.insert(codes.clone(), z);
                    Some(z)
                })
                .collect();
            let probs: Vec<f64> = view
                .iter()
                .zip(&logits)
                .map(|(&v, z)| match z {
                    Some(z) => f64::from(sigmoid(*z)),
                    None if v == -1 => 1.0,
                    None => 0.0,
                })
                .collect();
            let next: Vec<u8> = board
                .iter()
                .zip(&probs)
                .map(|(&k, &p)| match k {
                    k if !is_hidden_code(k) => k,
                    _ if p >= f64::from(self.sure) => MINE_MARK,
                    _ if p <= f64::from(1.0 - self.sure) => SAFE_MARK,
                    _ => HIDDEN_CODE,
                })
                .collect();
            if boards.len() >= PASSES || next == board {
                return (probs, boards);
            }
            boards.push(board_features(&next, rows, cols));
            board = next;
        }
    }

    /// The weights as a weights file (f16): for Minesweeper on any board.
    pub fn to_file(&self, model: &dyn Parameters) -> WeightsFile {
        let mut file = WeightsFile::new(
            "minesweeper",
            BTreeMap::new(),
            ID,
            architecture(self.window.size(), self.hidden, self.sure),
        );
        for (name, t) in model.parameters() {
            file = file.with_tensor(FileTensor::float(
                &name,
                t.shape(),
                DType::F16,
                t.data().to_vec(),
            ));
        }
        file
    }

    /// Reads a net from a weights file.
    ///
    /// # Errors
    /// Another game or learner, an unknown architecture, missing tensors or bad values.
    pub fn from_file(file: &WeightsFile) -> Result<Self, WeightsError> {
        file.check_for("minesweeper", &BTreeMap::new(), ID)?;
        if file
            .architecture
            .get("net")
            .and_then(serde_json::Value::as_str)
            == Some("window-mlp")
            && file.architecture.get("inputs").is_none()
        {
            return Err(WeightsError::Mismatch {
                what: "this is a first-version Minesweeper window net (one-hot codes only, without the number counts `left` and `slack`): its inputs do not fit this playground's net; train a new one".into(),
            });
        }
        let get = |k: &str| file.architecture.get(k).and_then(serde_json::Value::as_u64);
        let (window, hidden) = match (get("window"), get("hidden")) {
            (Some(w), Some(h)) if [3, 5, 7, 9].contains(&w) && (1..=256).contains(&h) => {
                (w as usize, h as usize)
            }
            _ => {
                return Err(WeightsError::Mismatch {
                    what: format!(
                        "the architecture {} is not a window net this playground knows",
                        file.architecture
                    ),
                })
            }
        };
        // `sure`, the net's own marking threshold, is read; the rest must match exactly.
        let sure = match file
            .architecture
            .get("sure")
            .and_then(serde_json::Value::as_f64)
        {
            Some(sure) if SURE_RANGE.contains(&sure) => sure,
            _ => {
                return Err(WeightsError::Mismatch {
                    what: format!(
                        "the architecture's `sure` (how sure a pass must be to mark a cell) must be a number from {} to {}",
                        SURE_RANGE.start(),
                        SURE_RANGE.end()
                    ),
                })
            }
        };
        let mut expected = architecture(window, hidden, sure as f32);
        expected["sure"] = file.architecture["sure"].clone();
        file.check_architecture(&expected)?;
        let window = Window::new(window);
        let mut rng = Rng::new(0);
        let model = build(&window, hidden, &mut rng);
        let mut values = Vec::new();
        for (name, t) in model.parameters() {
            values.push((name.clone(), file.floats(&name, Some(t.shape()))?.to_vec()));
        }
        Self::from_values(window, hidden, sure as f32, &values)
    }

    /// Reads a net from a weights file's bytes.
    ///
    /// # Errors
    /// As [`WeightsFile::from_bytes`] and [`SafetyNet::from_file`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, WeightsError> {
        Self::from_file(&WeightsFile::from_bytes(bytes)?)
    }

    /// Loads a weights file into a trainable net made by [`build`] (to go on training).
    ///
    /// # Errors
    /// As [`SafetyNet::from_file`], or a net of another shape.
    pub fn load_into(file: &WeightsFile, model: &mut Sequential) -> Result<(), WeightsError> {
        let mut values = Vec::new();
        for (name, t) in model.parameters() {
            let data = file.floats(&name, Some(t.shape()))?.to_vec();
            let tensor = Tensor::from_vec(t.shape(), data).map_err(|e| WeightsError::Mismatch {
                what: e.to_string(),
            })?;
            values.push((name, tensor));
        }
        model
            .load_parameters(&values)
            .map_err(|e| WeightsError::Mismatch {
                what: e.to_string(),
            })
    }
}

/// The logistic function.
pub fn sigmoid(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}
