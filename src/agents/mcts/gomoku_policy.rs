//! Gomoku's threat knowledge for the strong MCTS: windows, fours, open threes, biased playouts.
//!
//! Everything is counted over *windows*: the runs of `nInRow` cells along a line. A window
//! holding `n - 1` stones of one player and no stone of the other has one empty cell, which is a
//! *win cell* for that player (a "four"). A move that makes two distinct win cells at once (an
//! open four, or two fours) wins unless the opponent wins first; a move that would let the
//! opponent do that (the opponent's "open three" point) must be answered.
//!
//! The tree's children are chosen by the rules of threat play, in this order: take a win; block
//! the opponent's win cells; play a move making two win cells; answer the opponent's
//! two-win-cell points (or make a four of one's own); otherwise the cells near stones, with
//! priors from a window score (attack plus defence). Playouts take wins, block fours and
//! otherwise play random moves near the stones.

use super::gomoku_geometry::{Geometry, DEFENCE_WEIGHT, LADDER};
use super::hints::ThreatHints;
use super::search::Values;
use crate::game::{Action, Game};
use crate::games::gomoku::Gomoku;
use crate::rng::Rng;

/// How many samples a playout draws looking for an empty cell next to a stone.
const NEAR_TRIES: usize = 4;
/// How many random cells a playout move compares by window score.
const TOURNAMENT: usize = 3;
/// Chebyshev distance from a stone within which the tree considers moves.
const CANDIDATE_RADIUS: isize = 2;
/// The most children a node gets outside forced positions (the best by score).
const MAX_CHILDREN: usize = 40;

/// Working memory for one search on Gomoku: the window tables and a playable copy of a position.
#[derive(Clone, Debug, Default)]
pub struct GomokuScratch {
    geometry: Geometry,
    /// The position the tables below hold untouched (a playout changes them), if any: lets a
    /// playout start from the leaf just expanded without loading it again.
    loaded: Option<Gomoku>,
    /// 0 empty, else player + 1.
    board: Vec<u8>,
    /// Stones of each player in each window.
    counts: Vec<[u8; 2]>,
    /// The empty cells, in any order, and where each cell sits in that list.
    empties: Vec<u16>,
    slot: Vec<u16>,
    /// Each player's win cells found so far (some may since have been filled).
    win_cells: [Vec<u16>; 2],
    /// How many stones touch each cell (of its up to 8 neighbours).
    touching: Vec<u8>,
    /// Scratch marks for candidate generation.
    near: Vec<bool>,
    scored: Vec<Scored>,
}

/// What one candidate move would do.
#[derive(Clone, Copy, Debug, Default)]
struct Scored {
    cell: u16,
    score: f32,
    /// Distinct win cells the mover would gain (capped at 2).
    my_fours: u8,
    /// Distinct win cells the opponent would gain by playing here (capped at 2).
    their_fours: u8,
}

impl GomokuScratch {
    /// Loads `game`'s stones, window counts, empty cells and win cells.
    fn load(&mut self, game: &Gomoku) {
        let (w, h, n) = (game.width(), game.height(), game.n_in_row());
        if (self.geometry.width, self.geometry.height, self.geometry.n) != (w, h, n) {
            self.geometry = Geometry::new(w, h, n);
        }
        let cells = w * h;
        let windows = self.geometry.window_cells.len() / n;
        self.board.clear();
        self.board.extend((0..cells).map(|c| game.stone(c)));
        self.counts.clear();
        self.counts.resize(windows, [0, 0]);
        self.empties.clear();
        self.slot.clear();
        self.slot.resize(cells, u16::MAX);
        for cell in 0..cells {
            match self.board[cell] {
                0 => {
                    self.slot[cell] = self.empties.len() as u16;
                    self.empties.push(cell as u16);
                }
                code => {
                    let p = usize::from(code - 1);
                    for &win in self.geometry.windows_of(cell) {
                        self.counts[win as usize][p] += 1;
                    }
                }
            }
        }
        self.touching.clear();
        self.touching.resize(cells, 0);
        for cell in 0..cells {
            if self.board[cell] != 0 {
                for &nb in self.geometry.neighbours_of(cell) {
                    self.touching[usize::from(nb)] += 1;
                }
            }
        }
        self.win_cells[0].clear();
        self.win_cells[1].clear();
        for win in 0..windows as u32 {
            let [a, b] = self.counts[win as usize];
            for (p, mine, theirs) in [(0, a, b), (1, b, a)] {
                if usize::from(mine) == n - 1 && theirs == 0 {
                    let empty = self.empty_cell_of(win);
                    self.win_cells[p].push(empty);
                }
            }
        }
    }

    /// The (single) empty cell of a window holding `n - 1` stones.
    #[inline]
    fn empty_cell_of(&self, window: u32) -> u16 {
        self.geometry
            .cells_of(window)
            .iter()
            .copied()
            .find(|&c| self.board[usize::from(c)] == 0)
            .unwrap_or(0)
    }

    /// Puts a stone of `player` on the empty `cell`, updating counts, empties and win cells.
    fn place(&mut self, cell: usize, player: usize) {
        self.loaded = None;
        self.board[cell] = player as u8 + 1;
        let (a, b) = (
            self.geometry.nstart[cell] as usize,
            self.geometry.nstart[cell + 1] as usize,
        );
        for &nb in &self.geometry.neighbours[a..b] {
            self.touching[usize::from(nb)] += 1;
        }
        let i = usize::from(self.slot[cell]);
        let last = self.empties.len() - 1;
        self.empties.swap(i, last);
        self.slot[usize::from(self.empties[i])] = i as u16;
        self.empties.pop();
        let n = self.geometry.n;
        let (s, e) = (
            self.geometry.start[cell] as usize,
            self.geometry.start[cell + 1] as usize,
        );
        for k in s..e {
            let win = self.geometry.cell_windows[k];
            let c = &mut self.counts[win as usize];
            c[player] += 1;
            if usize::from(c[player]) == n - 1 && c[1 - player] == 0 {
                let empty = self.empty_cell_of(win);
                self.win_cells[player].push(empty);
            }
        }
    }

    /// Up to two distinct empty win cells of `player`, dropping filled ones from the list.
    fn open_win_cells(&mut self, player: usize) -> (Option<u16>, bool) {
        let list = &mut self.win_cells[player];
        let mut i = 0;
        let mut first = None;
        while i < list.len() {
            let c = list[i];
            if self.board[usize::from(c)] != 0 {
                list.swap_remove(i);
                continue;
            }
            match first {
                None => first = Some(c),
                Some(f) if f != c => return (first, true),
                _ => {}
            }
            i += 1;
        }
        (first, false)
    }

    /// Whether `cell` has a stone next to it.
    #[inline]
    fn has_neighbour(&self, cell: usize) -> bool {
        self.touching[cell] > 0
    }

    /// A playout from the loaded position with `mover` to play: wins are taken, single fours
    /// blocked, two open win cells of the opponent end it as a loss, other moves are random
    /// (preferring cells next to a stone).
    fn playout(&mut self, mut mover: usize, rng: &mut Rng) -> Values {
        loop {
            let other = 1 - mover;
            if self.open_win_cells(mover).0.is_some() {
                return won_by(mover);
            }
            let cell = match self.open_win_cells(other) {
                (Some(_), true) => return won_by(other),
                (Some(block), false) => usize::from(block),
                (None, _) => {
                    if self.empties.is_empty() {
                        return [0.0, 0.0];
                    }
                    self.tournament_move(mover, rng)
                }
            };
            self.place(cell, mover);
            mover = other;
        }
    }

    /// A random empty cell, preferring one next to a stone.
    fn random_move(&self, rng: &mut Rng) -> usize {
        let mut cell = 0;
        for _ in 0..NEAR_TRIES {
            cell = usize::from(self.empties[rng.below(self.empties.len())]);
            if self.has_neighbour(cell) {
                break;
            }
        }
        cell
    }

    /// The best by window score of [`TOURNAMENT`] random cells next to stones: playouts that
    /// build and block lines, yet stay cheap and varied.
    fn tournament_move(&self, mover: usize, rng: &mut Rng) -> usize {
        let mut best = self.random_move(rng);
        let mut best_score = self.quick_score(best, mover);
        for _ in 1..TOURNAMENT {
            let cell = self.random_move(rng);
            let score = self.quick_score(cell, mover);
            if score > best_score {
                best = cell;
                best_score = score;
            }
        }
        best
    }

    /// Attack plus weighted defence over the windows through `cell`.
    #[inline]
    fn quick_score(&self, cell: usize, me: usize) -> f32 {
        let stride = self.geometry.n + 1;
        let table = &self.geometry.window_value;
        let mut score = 0.0;
        for &win in self.geometry.windows_of(cell) {
            let c = self.counts[win as usize];
            let i = usize::from(c[me]) * stride + usize::from(c[1 - me]);
            score += table.get(i).copied().unwrap_or(0.0);
        }
        score
    }

    /// Scores `cell` for `me` (see [`Scored`]).
    fn score(&self, cell: usize, me: usize) -> Scored {
        let n = self.geometry.n;
        let them = 1 - me;
        let mut attack = 0.0;
        let mut defence = 0.0;
        let mut mine: [u16; 2] = [u16::MAX; 2];
        let mut theirs: [u16; 2] = [u16::MAX; 2];
        let (mut my_fours, mut their_fours) = (0u8, 0u8);
        for &win in self.geometry.windows_of(cell) {
            let c = self.counts[win as usize];
            let (m, t) = (usize::from(c[me]), usize::from(c[them]));
            if t == 0 {
                attack += LADDER[(n - m - 1).min(LADDER.len() - 1)];
                if m + 2 == n {
                    let other = self.other_empty(win, cell);
                    note_four(&mut mine, &mut my_fours, other);
                }
            }
            if m == 0 {
                defence += LADDER[(n - t - 1).min(LADDER.len() - 1)];
                if t + 2 == n {
                    let other = self.other_empty(win, cell);
                    note_four(&mut theirs, &mut their_fours, other);
                }
            }
        }
        Scored {
            cell: cell as u16,
            score: attack + DEFENCE_WEIGHT * defence,
            my_fours,
            their_fours,
        }
    }

    /// The empty cell of `window` other than `cell`, for a window with two empty cells.
    fn other_empty(&self, window: u32, cell: usize) -> u16 {
        self.geometry
            .cells_of(window)
            .iter()
            .copied()
            .find(|&c| usize::from(c) != cell && self.board[usize::from(c)] == 0)
            .unwrap_or(u16::MAX)
    }

    /// The moves the tree should consider for `me`, with priors (see the module notes).
    fn candidates(&mut self, me: usize, out: &mut Vec<(Action, f32)>) {
        out.clear();
        let them = 1 - me;
        let mut wins = self.distinct_open(me);
        if wins.is_empty() {
            wins = self.distinct_open(them);
        }
        if !wins.is_empty() {
            let p = 1.0 / wins.len() as f32;
            out.extend(wins.into_iter().map(|c| (usize::from(c), p)));
            return;
        }
        self.mark_near();
        let mut scored = std::mem::take(&mut self.scored);
        scored.clear();
        for &cell in &self.empties {
            if self.near[usize::from(cell)] {
                scored.push(self.score(usize::from(cell), me));
            }
        }
        if scored.iter().any(|s| s.my_fours >= 2) {
            scored.retain(|s| s.my_fours >= 2);
        } else if scored.iter().any(|s| s.their_fours >= 2) {
            scored.retain(|s| s.their_fours >= 2 || s.my_fours >= 1);
        }
        scored.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.cell.cmp(&b.cell)));
        scored.truncate(MAX_CHILDREN);
        let total: f32 = scored
            .iter()
            .map(|s| s.score)
            .sum::<f32>()
            .max(f32::MIN_POSITIVE);
        out.extend(
            scored
                .iter()
                .map(|s| (usize::from(s.cell), s.score / total)),
        );
        self.scored = scored;
    }

    /// `player`'s distinct empty win cells.
    fn distinct_open(&self, player: usize) -> Vec<u16> {
        let mut cells: Vec<u16> = self.win_cells[player]
            .iter()
            .copied()
            .filter(|&c| self.board[usize::from(c)] == 0)
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// Marks the empty cells within [`CANDIDATE_RADIUS`] of a stone (of the centre on an empty
    /// board).
    fn mark_near(&mut self) {
        let (w, h) = (self.geometry.width as isize, self.geometry.height as isize);
        self.near.clear();
        self.near.resize(self.board.len(), false);
        let mut centres: Vec<usize> = (0..self.board.len())
            .filter(|&c| self.board[c] != 0)
            .collect();
        if centres.is_empty() {
            centres.push(((h / 2) * w + w / 2) as usize);
        }
        for c in centres {
            let (r, col) = (c as isize / w, c as isize % w);
            for dr in -CANDIDATE_RADIUS..=CANDIDATE_RADIUS {
                for dc in -CANDIDATE_RADIUS..=CANDIDATE_RADIUS {
                    let (nr, nc) = (r + dr, col + dc);
                    if (0..h).contains(&nr) && (0..w).contains(&nc) {
                        let cell = (nr * w + nc) as usize;
                        self.near[cell] = self.board[cell] == 0;
                    }
                }
            }
        }
    }
}

/// Records `cell` as a new win cell, counting distinct ones (up to two).
#[inline]
fn note_four(seen: &mut [u16; 2], count: &mut u8, cell: u16) {
    if cell == u16::MAX || seen.contains(&cell) {
        return;
    }
    if *count < 2 {
        seen[usize::from(*count)] = cell;
        *count += 1;
    }
}

/// The values when `player` wins.
#[inline]
fn won_by(player: usize) -> Values {
    if player == 0 {
        [1.0, -1.0]
    } else {
        [-1.0, 1.0]
    }
}

impl ThreatHints for Gomoku {
    type Scratch = GomokuScratch;

    fn immediate_wins(&self, out: &mut Vec<Action>) {
        out.clear();
        if let Some(me) = self.current_player() {
            out.extend((0..self.cells()).filter(|&c| self.is_empty(c) && self.would_win(c, me)));
        }
    }

    fn move_priors(&self, scratch: &mut GomokuScratch, out: &mut Vec<(Action, f32)>) {
        out.clear();
        let Some(me) = self.current_player() else {
            return;
        };
        if scratch.loaded.as_ref() != Some(self) {
            scratch.load(self);
            scratch.loaded = Some(self.clone());
        }
        scratch.candidates(me, out);
        if out.is_empty() {
            // Cannot happen while the game goes on (some empty cell is near a stone or the
            // centre), but never leave a live node childless.
            let legal = self.legal_actions();
            let p = 1.0 / legal.len().max(1) as f32;
            out.extend(legal.into_iter().map(|a| (a, p)));
        }
    }

    fn playout(&self, scratch: &mut GomokuScratch, rng: &mut Rng) -> Values {
        match self.current_player() {
            Some(mover) => {
                if scratch.loaded.as_ref() != Some(self) {
                    scratch.load(self);
                }
                scratch.playout(mover, rng)
            }
            None => super::search::terminal_values(self),
        }
    }
}
