//! Seed 003's Minesweeper player: three rules of deduction, then its careful guess.
//!
//! 1. A number minus its known mines equals its unknown neighbours: they are all mines.
//! 2. A number equals its known mines: its other unknown neighbours are safe.
//! 3. Subset elimination between numbers within a 5x5 window: if one number's unknown
//!    neighbours contain another's, the difference holds the difference of their counts, so it
//!    is all mines (count = size) or all safe (count 0).
//!
//! Otherwise it guesses: each unknown cell's estimate is the largest of (remaining mines of a
//! neighbouring number / its unknown neighbours) and the global density (mines not yet found /
//! unknown cells); it opens a cell with the smallest estimate, ties to the one with fewest
//! unknown neighbours, then at random (seeded).
//!
//! The agent keeps its own belief of the mines and reads only [`Minesweeper::view`]: player
//! flags count as plain hidden cells. Beliefs are kept between moves of one game and rebuilt
//! whenever the view is not a continuation of the last one (a new game). The seed's rule 3
//! mutates its equations in place in an order fixed by Python's set iteration; here each pair is
//! compared afresh and everything is repeated until no rule applies, which finds every
//! deduction the seed's pairwise eliminations can find.

use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::minesweeper::{Minesweeper, FLAG, HIDDEN};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::rng::Rng;

/// Seed 003's rules-then-guess Minesweeper player.
#[derive(Clone, Debug)]
pub struct SeedHeuristic {
    rng: Rng,
    belief: Belief,
}

impl SeedHeuristic {
    /// A player whose tie-breaks are fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        SeedHeuristic {
            rng: Rng::new(seed),
            belief: Belief::default(),
        }
    }

    /// Builds from options: `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        options.finish("the seed-heuristic agent")?;
        Ok(SeedHeuristic::new(seed))
    }

    /// The cells proven safe and not yet revealed, ascending (after updating from `game`).
    pub fn certain_safe(&mut self, game: &Minesweeper) -> Vec<usize> {
        self.belief.update(game.rows(), game.cols(), game.view());
        self.belief.cells_where(|b, c| b.safe[c])
    }

    /// The cells proven to be mines, ascending (after updating from `game`).
    pub fn certain_mines(&mut self, game: &Minesweeper) -> Vec<usize> {
        self.belief.update(game.rows(), game.cols(), game.view());
        self.belief.cells_where(|b, c| b.mine[c])
    }

    /// Seed 003's guess among the unknown cells a reveal may target (legal ones).
    fn guess(&mut self, game: &Minesweeper) -> Option<Action> {
        let estimates = self.belief.estimates(game.mines());
        let view = game.view();
        let mut best: Vec<Action> = Vec::new();
        let mut best_key = (f64::INFINITY, usize::MAX);
        for c in 0..view.len() {
            if view[c] != HIDDEN || !self.belief.is_unknown(c) {
                continue;
            }
            let key = (estimates[c], self.belief.unknown_neighbours(c));
            if key < best_key {
                best_key = key;
                best.clear();
            }
            if key == best_key {
                best.push(c);
            }
        }
        self.rng.choose(&best).copied()
    }
}

impl Agent<Minesweeper> for SeedHeuristic {
    fn act(&mut self, game: &Minesweeper) -> Result<Action, GameError> {
        if game.is_terminal() {
            return Err(GameError::GameOver);
        }
        self.belief.update(game.rows(), game.cols(), game.view());
        let view = game.view();
        if let Some(c) = (0..view.len()).find(|&c| self.belief.safe[c] && view[c] == HIDDEN) {
            return Ok(c);
        }
        if let Some(c) = self.guess(game) {
            return Ok(c);
        }
        // Every cell the agent could open is flagged by the player: it will not open a proven
        // mine instead, so it asks for the flag to go.
        match (0..view.len()).find(|&c| view[c] == FLAG && !self.belief.mine[c]) {
            Some(c) => Err(GameError::IllegalAction {
                action: c,
                reason: format!(
                    "the agent wants to try cell {c}, but it is flagged and not proven to be a mine: unflag it"
                ),
            }),
            None => game.legal_actions().first().copied().ok_or(GameError::GameOver),
        }
    }

    fn explain(&mut self, game: &Minesweeper) -> Result<Option<Record>, GameError> {
        self.belief.update(game.rows(), game.cols(), game.view());
        let estimates = self.belief.estimates(game.mines());
        let chance: Vec<f32> = (0..game.view().len())
            .map(|c| {
                if self.belief.mine[c] {
                    1.0
                } else if self.belief.safe[c] {
                    0.0
                } else if self.belief.is_unknown(c) {
                    estimates[c] as f32
                } else {
                    -1.0
                }
            })
            .collect();
        let to_u32 = |v: Vec<usize>| Value::U32s(v.into_iter().map(|c| c as u32).collect());
        Ok(Some(
            Record::new()
                .with("safe", to_u32(self.belief.cells_where(|b, c| b.safe[c])))
                .with("mines", to_u32(self.belief.cells_where(|b, c| b.mine[c])))
                .with("mineChance", Value::F32s(chance)),
        ))
    }
}

/// Side of the window (7x7) in which a number and every number within 2 of it have their
/// neighbours; unknown sets are bit masks over it.
const SIDE: isize = 7;

/// What the agent has proven, kept between the moves of one game.
#[derive(Clone, Debug, Default)]
struct Belief {
    rows: usize,
    cols: usize,
    /// The view at the last update, flags read as hidden.
    seen: Vec<i8>,
    /// Proven mines.
    mine: Vec<bool>,
    /// Proven safe cells not yet revealed.
    safe: Vec<bool>,
    /// Numbers to re-examine.
    queue: Vec<usize>,
    queued: Vec<bool>,
}

impl Belief {
    /// Starts over for a `rows` x `cols` board with nothing known.
    fn clear(&mut self, rows: usize, cols: usize) {
        let cells = rows * cols;
        self.rows = rows;
        self.cols = cols;
        self.seen = vec![HIDDEN; cells];
        self.mine = vec![false; cells];
        self.safe = vec![false; cells];
        self.queue.clear();
        self.queued = vec![false; cells];
    }

    /// Brings the belief up to date with `view` and applies the rules until none applies.
    fn update(&mut self, rows: usize, cols: usize, view: &[i8]) {
        let read = |v: i8| if v == FLAG { HIDDEN } else { v };
        let continues = rows == self.rows
            && cols == self.cols
            && self.seen.len() == view.len()
            && self
                .seen
                .iter()
                .zip(view)
                .enumerate()
                .all(|(c, (&old, &new))| {
                    let new = read(new);
                    if old == HIDDEN {
                        new == HIDDEN || !self.mine[c]
                    } else {
                        old == new
                    }
                });
        if !continues {
            self.clear(rows, cols);
        }
        for (c, &v) in view.iter().enumerate() {
            let v = read(v);
            if self.seen[c] == HIDDEN && v != HIDDEN {
                self.seen[c] = v;
                self.safe[c] = false;
                self.enqueue_around(c);
            }
        }
        self.deduce();
    }

    /// The cells where `pred` holds, ascending.
    fn cells_where(&self, pred: impl Fn(&Belief, usize) -> bool) -> Vec<usize> {
        (0..self.seen.len()).filter(|&c| pred(self, c)).collect()
    }

    fn is_number(&self, c: usize) -> bool {
        (0..=8).contains(&self.seen[c])
    }

    /// Hidden and neither proven mine nor proven safe.
    fn is_unknown(&self, c: usize) -> bool {
        self.seen[c] == HIDDEN && !self.mine[c] && !self.safe[c]
    }

    /// Calls `f` on every cell within Chebyshev distance `radius` of `cell` (itself included).
    fn for_each_near(&self, cell: usize, radius: usize, mut f: impl FnMut(usize)) {
        let (r, c) = (cell / self.cols, cell % self.cols);
        for rr in r.saturating_sub(radius)..=(r + radius).min(self.rows - 1) {
            for cc in c.saturating_sub(radius)..=(c + radius).min(self.cols - 1) {
                f(rr * self.cols + cc);
            }
        }
    }

    fn unknown_neighbours(&self, c: usize) -> usize {
        let mut n = 0;
        self.for_each_near(c, 1, |x| n += usize::from(x != c && self.is_unknown(x)));
        n
    }

    /// Queues `cell` and its numbered neighbours: their equations changed.
    fn enqueue_around(&mut self, cell: usize) {
        let mut near = [0usize; 9];
        let mut n = 0;
        self.for_each_near(cell, 1, |x| {
            near[n] = x;
            n += 1;
        });
        for &x in &near[..n] {
            if self.is_number(x) && !self.queued[x] {
                self.queued[x] = true;
                self.queue.push(x);
            }
        }
    }

    /// The bit of `cell` in the 7x7 window centred on `origin`.
    fn bit(&self, origin: usize, cell: usize) -> u64 {
        let dr = (cell / self.cols) as isize - (origin / self.cols) as isize;
        let dc = (cell % self.cols) as isize - (origin % self.cols) as isize;
        1u64 << ((dr + 3) * SIDE + dc + 3)
    }

    /// The cell of bit `b` in the window centred on `origin`.
    fn cell_of(&self, origin: usize, b: u32) -> usize {
        let r = (origin / self.cols) as isize + b as isize / SIDE - 3;
        let c = (origin % self.cols) as isize + b as isize % SIDE - 3;
        r as usize * self.cols + c as usize
    }

    /// Number `d`'s equation in the window of `origin`: (its unknown neighbours, the mines among them).
    fn equation(&self, d: usize, origin: usize) -> (u64, i32) {
        let mut mask = 0;
        let mut left = i32::from(self.seen[d]);
        self.for_each_near(d, 1, |x| {
            if x != d {
                if self.mine[x] {
                    left -= 1;
                } else if self.is_unknown(x) {
                    mask |= self.bit(origin, x);
                }
            }
        });
        (mask, left)
    }

    /// Marks the cells of `mask` (window of `origin`) as mines or as safe.
    fn mark(&mut self, origin: usize, mask: u64, mines: bool) {
        let mut m = mask;
        while m != 0 {
            let b = m.trailing_zeros();
            m &= m - 1;
            let c = self.cell_of(origin, b);
            if mines {
                self.mine[c] = true;
            } else {
                self.safe[c] = true;
            }
            self.enqueue_around(c);
        }
    }

    /// Rule 1 or 2 on one equation; whether it applied.
    fn settle(&mut self, origin: usize, mask: u64, left: i32) -> bool {
        if mask == 0 {
            false
        } else if left == mask.count_ones() as i32 {
            self.mark(origin, mask, true);
            true
        } else if left == 0 {
            self.mark(origin, mask, false);
            true
        } else {
            false
        }
    }

    /// Applies rules 1-3 to the queued numbers until none applies.
    fn deduce(&mut self) {
        while let Some(c) = self.queue.pop() {
            self.queued[c] = false;
            let (mask_c, left_c) = self.equation(c, c);
            if mask_c == 0 || self.settle(c, mask_c, left_c) {
                continue;
            }
            // Rule 3 against every number within the 5x5 window.
            let mut others = [0usize; 25];
            let mut n = 0;
            self.for_each_near(c, 2, |d| {
                if d != c && self.is_number(d) {
                    others[n] = d;
                    n += 1;
                }
            });
            for &d in &others[..n] {
                let (mask_d, left_d) = self.equation(d, c);
                if mask_d == 0 || mask_d == mask_c {
                    continue;
                }
                let applied = if mask_d & !mask_c == 0 {
                    self.settle(c, mask_c & !mask_d, left_c - left_d)
                } else if mask_c & !mask_d == 0 {
                    self.settle(c, mask_d & !mask_c, left_d - left_c)
                } else {
                    false
                };
                if applied {
                    // c's equation changed and c is queued again by the marks.
                    break;
                }
            }
        }
    }

    /// Seed 003's mine estimate of every unknown cell (other cells: unspecified).
    fn estimates(&self, mines: usize) -> Vec<f64> {
        let cells = self.seen.len();
        let unknown = (0..cells).filter(|&c| self.is_unknown(c)).count();
        let found = self.mine.iter().filter(|&&m| m).count();
        let global = if unknown == 0 {
            0.0
        } else {
            mines.saturating_sub(found) as f64 / unknown as f64
        };
        let mut est = vec![global; cells];
        for d in (0..cells).filter(|&d| self.is_number(d)) {
            let (mask, left) = self.equation(d, d);
            if mask == 0 {
                continue;
            }
            let p = f64::from(left) / f64::from(mask.count_ones());
            self.for_each_near(d, 1, |x| {
                if self.is_unknown(x) && p > est[x] {
                    est[x] = p;
                }
            });
        }
        est
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::minesweeper::{FirstClick, MINE};

    const H: i8 = HIDDEN;

    /// The belief reached from a hand-written view.
    fn belief(rows: usize, cols: usize, view: &[i8]) -> (Vec<usize>, Vec<usize>) {
        let mut b = Belief::default();
        b.update(rows, cols, view);
        (
            b.cells_where(|b, c| b.mine[c]),
            b.cells_where(|b, c| b.safe[c]),
        )
    }

    #[test]
    fn rule_1_all_mines_and_rule_2_all_safe() {
        // A 1 in the corner with one hidden neighbour: that one is a mine (rule 1); then the 1 at
        // cell 4 has its mine, so its other hidden neighbours are safe (rule 2).
        #[rustfmt::skip]
        let view = [
            H, 1, H,
            1, 1, H,
            H, H, H,
        ];
        // Alone, each 1 is ambiguous, but cell 4's hidden cells contain cell 1's {0, 2, 5} and
        // cell 3's {0, 6, 7} with the same count (rule 3): 6, 7, 8 and 2, 5, 8 are safe; then
        // cell 1 has one hidden cell left, a mine (rule 1).
        assert_eq!(belief(3, 3, &view), (vec![0], vec![2, 5, 6, 7, 8]));
        #[rustfmt::skip]
        let view = [
            H, H, H,
            H, 2, H,
            H, H, H,
        ];
        assert_eq!(belief(3, 3, &view), (vec![], vec![]));
        #[rustfmt::skip]
        let view = [
            H, 1, 0,
            1, 1, 0,
            0, 0, 0,
        ];
        assert_eq!(belief(3, 3, &view), (vec![0], vec![]));
        #[rustfmt::skip]
        let view = [
            H, 1, H,
            1, 2, H,
            0, 1, H,
        ];
        // Cell 6 (0) has nothing hidden; cell 3 (1) sees only 0: a mine. Cell 7 (1) sees only 8
        // hidden... and 3, 4, 6 revealed: 8 is a mine. Then 4 (2) has 0 and 8: 2 and 5 are safe.
        assert_eq!(belief(3, 3, &view), (vec![0, 8], vec![2, 5]));
    }

    #[test]
    fn rule_3_subset_elimination() {
        // 1-2-1 against a wall: the 2 sees the 1's cells plus one more, which is a mine.
        #[rustfmt::skip]
        let view = [
            H, H, H,
            1, 2, 1,
        ];
        assert_eq!(belief(2, 3, &view), (vec![0, 2], vec![1]));
        // 1-1 from a wall: the second 1's extra cells (2 and 5) are safe.
        #[rustfmt::skip]
        let view = [
            H, H, H,
            1, 1, H,
        ];
        assert_eq!(belief(2, 3, &view), (vec![], vec![2, 5]));
        // Numbers two apart (no shared neighbour of the numbers themselves) still compare.
        #[rustfmt::skip]
        let view = [
            H, H, H, H,
            H, 1, H, H,
            H, H, H, H,
            0, 0, 0, 0,
        ];
        assert_eq!(belief(4, 4, &view).0, Vec::<usize>::new());
    }

    /// Every assignment of mines to the hidden cells consistent with the numbers.
    fn consistent_layouts(rows: usize, cols: usize, view: &[i8]) -> Vec<Vec<bool>> {
        let hidden: Vec<usize> = (0..view.len()).filter(|&c| view[c] == H).collect();
        let mut out = Vec::new();
        let mut b = Belief::default();
        b.clear(rows, cols);
        for bits in 0u32..(1 << hidden.len()) {
            let mut mine = vec![false; view.len()];
            for (i, &c) in hidden.iter().enumerate() {
                mine[c] = bits >> i & 1 == 1;
            }
            let ok = (0..view.len()).filter(|&c| view[c] != H).all(|c| {
                let mut n = 0;
                b.for_each_near(c, 1, |x| n += i8::from(x != c && mine[x]));
                n == view[c]
            });
            if ok {
                out.push(mine);
            }
        }
        out
    }

    #[test]
    fn deductions_agree_with_brute_force_on_real_positions() {
        // Positions from real games on 4x5 boards; every proven mine is a mine and every proven
        // safe cell is safe in every layout consistent with the view.
        let mut checked = 0;
        for seed in 0..400 {
            let mut g = Minesweeper::new(4, 5, 5, FirstClick::Safe).unwrap();
            g.reset(seed);
            let mut agent = SeedHeuristic::new(seed);
            while !g.is_terminal() {
                let mines = agent.certain_mines(&g);
                let safe = agent.certain_safe(&g);
                if g.view().iter().filter(|&&v| v == H).count() <= 13 {
                    let layouts = consistent_layouts(4, 5, g.view());
                    assert!(!layouts.is_empty());
                    for m in &mines {
                        assert!(layouts.iter().all(|l| l[*m]), "seed {seed}: {m} not a mine");
                    }
                    for s in &safe {
                        assert!(layouts.iter().all(|l| !l[*s]), "seed {seed}: {s} not safe");
                    }
                    checked += 1;
                }
                let a = agent.act(&g).unwrap();
                if !safe.is_empty() {
                    assert!(
                        safe.contains(&a),
                        "seed {seed}: skipped a certain safe cell"
                    );
                }
                assert!(!mines.contains(&a), "seed {seed}: opened a proven mine");
                g.apply(a).unwrap();
            }
        }
        assert!(checked > 500, "{checked}");
    }

    #[test]
    fn takes_certain_safe_cells_and_never_opens_proven_mines() {
        let mut lost_on_certainty = 0;
        let mut wins = 0;
        for seed in 0..300 {
            let mut g = Minesweeper::new(9, 9, 10, FirstClick::Safe).unwrap();
            g.reset(seed);
            let mut agent = SeedHeuristic::new(seed);
            let mut mines = Vec::new();
            while !g.is_terminal() {
                let safe = agent.certain_safe(&g);
                mines = agent.certain_mines(&g);
                let a = agent.act(&g).unwrap();
                assert!(!mines.contains(&a));
                g.apply(a).unwrap();
                if !safe.is_empty() && g.is_lost() {
                    lost_on_certainty += 1;
                }
            }
            // Proven mines are real: shown as mines after a loss, still hidden after a win.
            for m in mines {
                assert!(g.view()[m] == MINE || (g.is_won() && g.view()[m] == H));
            }
            wins += usize::from(g.is_won());
        }
        assert_eq!(lost_on_certainty, 0);
        // The seed's rules win about 85 % of beginner games: 300 games, far above chance.
        assert!(wins > 200, "{wins}");
    }

    #[test]
    fn the_first_guess_is_a_corner_and_ties_follow_the_seed() {
        let g = Minesweeper::new(9, 9, 10, FirstClick::Safe).unwrap();
        let corners = [0, 8, 72, 80];
        let mut seen = std::collections::HashSet::new();
        for seed in 0..40 {
            let a = SeedHeuristic::new(seed).act(&g).unwrap();
            assert!(corners.contains(&a), "{a}");
            seen.insert(a);
            assert_eq!(SeedHeuristic::new(seed).act(&g).unwrap(), a);
        }
        assert_eq!(seen.len(), 4);
    }

    #[test]
    fn a_new_game_resets_the_belief_and_flags_are_ignored() {
        let mut agent = SeedHeuristic::new(0);
        let mut g = Minesweeper::from_mine_layout(4, 5, &[2, 7, 12, 17]).unwrap();
        g.apply(0).unwrap();
        assert_eq!(agent.certain_mines(&g), vec![2, 7, 12, 17]);
        // A wrong player flag does not change what the agent believes.
        g.toggle_flag(3).unwrap();
        assert_eq!(agent.certain_mines(&g), vec![2, 7, 12, 17]);
        // Cells 3 and 4 are unknown to the agent; 4 is unflagged, so it is what it opens.
        let a = agent.act(&g).unwrap();
        assert!([4, 8, 9, 13, 14, 18, 19].contains(&a), "{a}");
        let mut other = Minesweeper::from_mine_layout(4, 5, &[0]).unwrap();
        other.apply(19).unwrap();
        assert_eq!(agent.certain_mines(&other), vec![0]);
        let rec = agent.explain(&other).unwrap().unwrap();
        assert_eq!(rec.get("mines"), Some(&Value::U32s(vec![0])));
        assert_eq!(rec.get("safe"), Some(&Value::U32s(vec![])));
    }

    #[test]
    fn explain_gives_seed_estimates() {
        let mut g = Minesweeper::from_mine_layout(2, 3, &[0]).unwrap();
        g.apply(2).unwrap();
        // View: H 1 0 / H 1 0. Both 1s see 0 and 3: each 1/2. Global: 1 mine / 2 unknown.
        let rec = SeedHeuristic::new(0).explain(&g).unwrap().unwrap();
        assert_eq!(
            rec.get("mineChance"),
            Some(&Value::F32s(vec![0.5, -1.0, -1.0, 0.5, -1.0, -1.0]))
        );
        assert_eq!(SeedHeuristic::new(0).act(&g.clone()).map(|a| a % 3), Ok(0));
    }

    #[test]
    fn options_and_game_over() {
        assert!(SeedHeuristic::from_options(Options::parse("seed=4").unwrap()).is_ok());
        let e = SeedHeuristic::from_options(Options::parse("depth=2").unwrap()).unwrap_err();
        assert!(e.to_string().contains("seed"), "{e}");
        let mut g = Minesweeper::from_mine_layout(2, 3, &[0]).unwrap();
        g.apply(0).unwrap();
        assert_eq!(SeedHeuristic::new(0).act(&g), Err(GameError::GameOver));
    }

    /// Win rates (not a test): `cargo test --release seed_heuristic_win_rates -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn seed_heuristic_win_rates() {
        let games = 2000;
        for (name, rows, cols, mines) in [
            ("beginner", 9, 9, 10),
            ("intermediate", 16, 16, 40),
            ("expert", 16, 30, 99),
        ] {
            let start = std::time::Instant::now();
            let mut g = Minesweeper::new(rows, cols, mines, FirstClick::Safe).unwrap();
            let mut agent = SeedHeuristic::new(1);
            let mut wins = 0;
            for seed in 0..games {
                g.reset(seed);
                while !g.is_terminal() {
                    let a = agent.act(&g).unwrap();
                    g.apply(a).unwrap();
                }
                wins += u64::from(g.is_won());
            }
            let p = wins as f64 / games as f64;
            println!(
                "{name}: {wins}/{games} won = {:.1} % (+- {:.1} %), {:.2} s",
                100.0 * p,
                100.0 * (p * (1.0 - p) / games as f64).sqrt(),
                start.elapsed().as_secs_f64()
            );
        }
    }
}
