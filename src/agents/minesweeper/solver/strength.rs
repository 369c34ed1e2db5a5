//! Strength measurement on a self-contained board (uniform mines, the first reveal safe), so
//! the solver can be measured natively without the engine:
//! `cargo test --release solver_strength -- --ignored --nocapture`.

use super::probability::{neighbours, HIDDEN};
use super::Solver;
use crate::rng::Rng;
use std::time::Instant;

/// A board whose mines are placed at the first reveal, never on it.
pub struct SimBoard {
    rows: usize,
    cols: usize,
    total: usize,
    mines: Vec<bool>,
    view: Vec<i8>,
    placed: bool,
    rng: Rng,
}

impl SimBoard {
    /// An untouched board.
    pub fn new(rows: usize, cols: usize, total: usize, seed: u64) -> Self {
        SimBoard {
            rows,
            cols,
            total,
            mines: vec![false; rows * cols],
            view: vec![HIDDEN; rows * cols],
            placed: false,
            rng: Rng::new(seed),
        }
    }

    /// The player's view.
    pub fn view(&self) -> &[i8] {
        &self.view
    }

    /// Reveals `cell` (flood-filling zeros); false when it was a mine.
    pub fn reveal(&mut self, cell: usize) -> bool {
        if !self.placed {
            let mut free: Vec<usize> = (0..self.mines.len()).filter(|&c| c != cell).collect();
            self.rng.shuffle(&mut free);
            for &c in &free[..self.total] {
                self.mines[c] = true;
            }
            self.placed = true;
        }
        if self.mines[cell] {
            self.view[cell] = -1;
            return false;
        }
        let mut stack = vec![cell];
        while let Some(c) = stack.pop() {
            if self.view[c] != HIDDEN {
                continue;
            }
            let n = neighbours(c, self.rows, self.cols)
                .filter(|&x| self.mines[x])
                .count();
            self.view[c] = n as i8;
            if n == 0 {
                stack.extend(neighbours(c, self.rows, self.cols));
            }
        }
        true
    }

    /// Whether every safe cell is revealed.
    pub fn won(&self) -> bool {
        self.view.iter().filter(|&&c| c == HIDDEN).count() == self.total
    }
}

/// Plays one game; true when won.
pub fn play(solver: &mut Solver, rows: usize, cols: usize, mines: usize, seed: u64) -> bool {
    let mut board = SimBoard::new(rows, cols, mines, seed);
    loop {
        let Some(cell) = solver.choose(board.view(), rows, cols, mines) else {
            return false;
        };
        if !board.reveal(cell) {
            return false;
        }
        if board.won() {
            return true;
        }
    }
}

/// CPU time of this thread in milliseconds (Linux; 0 elsewhere). The machine may be shared, so
/// wall-clock time would count the waits for a core.
pub fn thread_cpu_ms() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e6)
}

/// 95 % Wilson interval of `wins` out of `n`.
pub fn wilson(wins: usize, n: usize) -> (f64, f64) {
    let z = 1.96;
    let n = n as f64;
    let p = wins as f64 / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    (centre - half, centre + half)
}

#[test]
#[ignore = "a benchmark: run with --release --ignored --nocapture"]
fn solver_strength() {
    let games: usize = std::env::var("SOLVER_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let levels: Vec<(&str, usize, usize, usize)> = vec![
        ("beginner", 9, 9, 10),
        ("intermediate", 16, 16, 40),
        ("expert", 16, 30, 99),
    ];
    let only = std::env::var("SOLVER_LEVEL").unwrap_or_default();
    for (name, rows, cols, mines) in levels {
        if !only.is_empty() && only != name {
            continue;
        }
        let mut solver = Solver::new(1);
        let start = Instant::now();
        let cpu = thread_cpu_ms();
        let wins = (0..games)
            .filter(|&g| play(&mut solver, rows, cols, mines, 1_000_000 + g as u64))
            .count();
        let ms = start.elapsed().as_secs_f64() * 1000.0 / games as f64;
        let cpu_ms = (thread_cpu_ms() - cpu) / games as f64;
        let (lo, hi) = wilson(wins, games);
        println!(
            "{name}: {wins}/{games} = {:.2} % (95 % CI {:.2}-{:.2}), {cpu_ms:.2} CPU ms/game ({ms:.2} wall)",
            100.0 * wins as f64 / games as f64,
            100.0 * lo,
            100.0 * hi
        );
    }
}

#[test]
#[ignore = "a diagnostic"]
fn solver_slowest_decisions() {
    use super::choice::{decide, Position};
    use super::probability::Engine;
    let (rows, cols, mines) = (16, 30, 99);
    let mut worst: Vec<(f64, usize, usize)> = Vec::new();
    for g in 0..100u64 {
        let mut board = SimBoard::new(rows, cols, mines, 1_000_000 + g);
        let mut engine = Engine::default();
        let mut rng = Rng::new(1);
        let mut moves = 0;
        loop {
            let view = board.view().to_vec();
            let t = Instant::now();
            let d = decide(
                Position {
                    view: &view,
                    rows,
                    cols,
                    mines,
                },
                &mut engine,
                &mut rng,
            );
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            let frontier = (0..view.len())
                .filter(|&c| {
                    view[c] == HIDDEN
                        && d.analysis.probabilities[c] > 0.0
                        && d.analysis.probabilities[c] < 1.0
                })
                .count();
            worst.push((ms, g as usize, frontier));
            moves += 1;
            let Some(c) = d.best else { break };
            if !board.reveal(c) || board.won() {
                break;
            }
        }
        let _ = moves;
    }
    worst.sort_by(|a, b| b.0.total_cmp(&a.0));
    let total: f64 = worst.iter().map(|w| w.0).sum();
    println!(
        "total {total:.1} ms over 100 games; {} decisions",
        worst.len()
    );
    for w in worst.iter().take(15) {
        println!("{:.2} ms game {} undecided {}", w.0, w.1, w.2);
    }
}
