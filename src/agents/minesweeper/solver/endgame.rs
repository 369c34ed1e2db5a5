//! Exact endgame search: when few mine layouts remain, list them all and find the move with the
//! highest chance of winning the whole game.
//!
//! A position is the set of layouts still possible. Revealing a cell splits it by the number the
//! cell shows (or ends the game on a mine). Cells safe in every remaining layout are revealed for
//! free; otherwise the search tries every informative cell and keeps the best. One layout left
//! means the game is won. Results are memoised per set of layouts, and the search gives up (the
//! caller then uses the heuristic) when it would take too long.

use super::counting::FxMap;
use super::position::Position;
use super::probability::{is_hidden, neighbours, HIDDEN, MINE};
use crate::ordering::{self, Key};

/// The outcome code of a mine in [`Endgame::outcome`].
const BOOM: u8 = u8::MAX;

/// The layouts of an endgame and what each cell shows in each.
struct Endgame {
    /// Cells that are not a mine in every layout (the ones whose reveal can tell something).
    cells: Vec<usize>,
    /// Whether each of `cells` may be revealed by the player (hidden, not flagged).
    playable: Vec<bool>,
    /// `outcome[s * cells.len() + i]`: what cell `i` shows in layout `s` ([`BOOM`] for a mine).
    outcome: Vec<u8>,
    layouts: usize,
    memo: FxMap<Vec<u32>, f64>,
    nodes: usize,
    node_limit: usize,
}

/// Every mine layout of the hidden cells of `pos`, as lists of mine flags, or `None` when
/// there are more than `limit` (or the enumeration takes too many steps).
fn enumerate_layouts(pos: Position<'_>, limit: usize) -> Option<(Vec<usize>, Vec<Vec<bool>>)> {
    let n = pos.view.len();
    let hidden: Vec<usize> = (0..n).filter(|&c| is_hidden(pos.view[c])).collect();
    let known_mines = pos.view.iter().filter(|&&c| c == MINE).count();
    let mines = pos.mines.checked_sub(known_mines)?;
    // Witness state: mines still needed and hidden cells still unassigned.
    let mut need: Vec<i32> = vec![0; n];
    let mut room: Vec<i32> = vec![0; n];
    for c in 0..n {
        if (0..=8).contains(&pos.view[c]) {
            let mut m = 0;
            for nb in neighbours(c, pos.rows, pos.cols) {
                if pos.view[nb] == MINE {
                    m += 1;
                } else if is_hidden(pos.view[nb]) {
                    room[c] += 1;
                }
            }
            need[c] = i32::from(pos.view[c]) - m;
        }
    }
    // Cells next to numbers first, so constraints bite early.
    let mut order: Vec<usize> = hidden.clone();
    ordering::sort_by_key(&mut order, |&c| {
        let touches = neighbours(c, pos.rows, pos.cols).any(|nb| (0..=8).contains(&pos.view[nb]));
        Key {
            rank: u64::from(!touches),
            first: c as f64,
            ..Key::default()
        }
    });
    let witnesses_of: Vec<Vec<usize>> = order
        .iter()
        .map(|&c| {
            neighbours(c, pos.rows, pos.cols)
                .filter(|&nb| (0..=8).contains(&pos.view[nb]))
                .collect()
        })
        .collect();
    struct Search<'a> {
        order: &'a [usize],
        witnesses_of: &'a [Vec<usize>],
        need: Vec<i32>,
        room: Vec<i32>,
        layout: Vec<bool>,
        out: Vec<Vec<bool>>,
        steps: usize,
        limit: usize,
        hidden: &'a [usize],
    }
    impl Search<'_> {
        /// Returns false to abort.
        fn go(&mut self, i: usize, mines_left: usize) -> bool {
            self.steps += 1;
            if self.steps > 200_000 || self.out.len() > self.limit {
                return false;
            }
            if i == self.order.len() {
                if mines_left == 0 {
                    self.out
                        .push(self.hidden.iter().map(|&c| self.layout[c]).collect());
                }
                return true;
            }
            if self.order.len() - i < mines_left {
                return true;
            }
            let cell = self.order[i];
            for mine in [false, true] {
                if mine && mines_left == 0 {
                    continue;
                }
                let ws = &self.witnesses_of[i];
                let ok = ws.iter().all(|&w| {
                    let need = self.need[w] - i32::from(mine);
                    need >= 0 && need < self.room[w]
                });
                if !ok {
                    continue;
                }
                for &w in ws {
                    self.need[w] -= i32::from(mine);
                    self.room[w] -= 1;
                }
                self.layout[cell] = mine;
                let cont = self.go(i + 1, mines_left - usize::from(mine));
                self.layout[cell] = false;
                for &w in &self.witnesses_of[i] {
                    self.need[w] += i32::from(mine);
                    self.room[w] += 1;
                }
                if !cont {
                    return false;
                }
            }
            true
        }
    }
    let mut search = Search {
        order: &order,
        witnesses_of: &witnesses_of,
        need,
        room,
        layout: vec![false; n],
        out: Vec::new(),
        steps: 0,
        limit,
        hidden: &hidden,
    };
    if !search.go(0, mines) {
        return None;
    }
    let out = search.out;
    Some((hidden, out))
}

impl Endgame {
    fn new(pos: Position<'_>, hidden: &[usize], layouts: &[Vec<bool>], node_limit: usize) -> Self {
        let n = pos.view.len();
        let mut index_of = vec![usize::MAX; n];
        for (i, &c) in hidden.iter().enumerate() {
            index_of[c] = i;
        }
        let cells: Vec<usize> = hidden
            .iter()
            .enumerate()
            .filter(|&(i, _)| layouts.iter().any(|l| !l[i]))
            .map(|(_, &c)| c)
            .collect();
        let playable = cells.iter().map(|&c| pos.view[c] == HIDDEN).collect();
        let mut outcome = Vec::with_capacity(layouts.len() * cells.len());
        for l in layouts {
            for &c in &cells {
                if l[index_of[c]] {
                    outcome.push(BOOM);
                } else {
                    let v = neighbours(c, pos.rows, pos.cols)
                        .filter(|&nb| {
                            pos.view[nb] == MINE || (index_of[nb] != usize::MAX && l[index_of[nb]])
                        })
                        .count();
                    outcome.push(v as u8);
                }
            }
        }
        Endgame {
            cells,
            playable,
            outcome,
            layouts: layouts.len(),
            memo: FxMap::default(),
            nodes: 0,
            node_limit,
        }
    }

    fn out(&self, s: u32, i: usize) -> u8 {
        self.outcome[s as usize * self.cells.len() + i]
    }

    /// Splits `set` by what cell `i` shows (mines dropped), in outcome order.
    fn split(&self, set: &[u32], i: usize) -> Vec<Vec<u32>> {
        let mut groups: Vec<(u8, Vec<u32>)> = Vec::new();
        for &s in set {
            let o = self.out(s, i);
            if o == BOOM {
                continue;
            }
            match groups.iter_mut().find(|(v, _)| *v == o) {
                Some((_, g)) => g.push(s),
                None => groups.push((o, vec![s])),
            }
        }
        groups.into_iter().map(|(_, g)| g).collect()
    }

    /// Whether cell `i` shows the same thing in every layout of `set`.
    fn constant(&self, set: &[u32], i: usize) -> bool {
        let first = self.out(set[0], i);
        set.iter().all(|&s| self.out(s, i) == first)
    }

    /// The chance to win from `set` with best play; `None` when the node budget runs out.
    fn win(&mut self, set: &[u32]) -> Option<f64> {
        if set.len() <= 1 {
            return Some(1.0);
        }
        if let Some(&w) = self.memo.get(set) {
            return Some(w);
        }
        self.nodes += 1;
        if self.nodes > self.node_limit {
            return None;
        }
        let total = set.len() as f64;
        // A cell safe in every layout but showing different numbers: reveal it for free.
        for i in 0..self.cells.len() {
            if self.playable[i]
                && set.iter().all(|&s| self.out(s, i) != BOOM)
                && !self.constant(set, i)
            {
                let mut w = 0.0;
                for g in self.split(set, i) {
                    w += g.len() as f64 / total * self.win(&g)?;
                }
                self.memo.insert(set.to_vec(), w);
                return Some(w);
            }
        }
        let (_, w) = self.best_guess(set)?;
        self.memo.insert(set.to_vec(), w);
        Some(w)
    }

    /// The best informative guess in `set` and its chance to win.
    fn best_guess(&mut self, set: &[u32]) -> Option<(Option<usize>, f64)> {
        let total = set.len() as f64;
        let mut candidates: Vec<(usize, usize)> = (0..self.cells.len())
            .filter(|&i| self.playable[i] && !self.constant(set, i))
            .map(|i| (i, set.iter().filter(|&&s| self.out(s, i) != BOOM).count()))
            .filter(|&(_, safe)| safe > 0)
            .collect();
        ordering::sort_by_key(&mut candidates, |&(_, safe)| Key::of(-(safe as f64)));
        let mut best: (Option<usize>, f64) = (None, 0.0);
        for (i, safe) in candidates {
            if safe as f64 / total <= best.1 {
                break;
            }
            let mut w = 0.0;
            for g in self.split(set, i) {
                w += g.len() as f64 / total * self.win(&g)?;
            }
            if w > best.1 + 1e-12 {
                best = (Some(i), w);
            }
        }
        Some(best)
    }
}

/// The cell with the best chance of winning the game and that chance, when at most `limit`
/// layouts remain and the search fits in `node_limit` positions; else `None`.
pub fn best_move(pos: Position<'_>, limit: usize, node_limit: usize) -> Option<(usize, f64)> {
    let (hidden, layouts) = enumerate_layouts(pos, limit)?;
    if layouts.is_empty() {
        return None;
    }
    let mut game = Endgame::new(pos, &hidden, &layouts, node_limit);
    let all: Vec<u32> = (0..game.layouts as u32).collect();
    let (best, w) = game.best_guess(&all)?;
    best.map(|i| (game.cells[i], w))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(view: &[i8], rows: usize, cols: usize, mines: usize) -> Position<'_> {
        Position {
            view,
            rows,
            cols,
            mines,
        }
    }

    #[test]
    fn endgame_a_plain_fifty_fifty_wins_half_the_time() {
        // Two hidden cells under two 1s, one mine.
        let view = [1, 1, HIDDEN, HIDDEN];
        let (cell, w) = best_move(pos(&view, 2, 2, 1), 100, 1000).expect("small");
        assert!(cell == 2 || cell == 3);
        assert!((w - 0.5).abs() < 1e-12);
    }

    #[test]
    fn endgame_prefers_the_cell_that_resolves_everything() {
        // Three hidden cells in a row under a wall of revealed cells, one mine among them:
        //   1 1 1      (row 0 revealed: each sees the cells below it)
        //   H H H
        // The 1 in the middle sees all three, the corners see two each: the left 1 says the mine
        // is in cells 3/4, the right 1 says 4/5 -> the mine is cell 4: no guess at all.
        let view = [1, 1, 1, HIDDEN, HIDDEN, HIDDEN];
        let layouts = enumerate_layouts(pos(&view, 2, 3, 1), 100)
            .expect("small")
            .1;
        assert_eq!(layouts.len(), 1);
        // With two mines allowed in a 1x4 strip below "1 2 1 H", count layouts exactly.
        let view = [1, 2, 1, 1, HIDDEN, HIDDEN, HIDDEN, HIDDEN];
        let layouts = enumerate_layouts(pos(&view, 2, 4, 2), 100)
            .expect("small")
            .1;
        assert_eq!(layouts.len(), 1, "1-2-1 forces the mines under the 1s");
    }

    #[test]
    fn endgame_win_chance_counts_information_from_the_guess() {
        // One mine among 3 unconstrained cells on a 1x3 strip with nothing revealed except
        // nothing: revealing an end cell shows 0 or 1, and then everything is known.
        //   H H H, 1 mine: end cell safe 2/3, and its number tells where the mine is.
        let view = [HIDDEN, HIDDEN, HIDDEN];
        let (cell, w) = best_move(pos(&view, 1, 3, 1), 100, 1000).expect("small");
        assert!(cell == 0 || cell == 2, "an end cell tells everything");
        assert!((w - 2.0 / 3.0).abs() < 1e-12, "{w}");
        // The middle cell is as safe but its number (always 1) tells nothing: 2/3 * 1/2.
    }
}
