//! Which cell to reveal: a certain safe cell when there is one, else the best guess.
//!
//! - First move: a corner (the likeliest cell to be a 0 and open an area). Measured with the
//!   first click safe, 100,000 paired beginner games: corner 91.66 %, edge next to a corner
//!   89.52 %, one in diagonally 88.12 %, two in 87.03 %.
//! - First move when the game promises an opening (`firstClick=opening`, no-guess boards):
//!   [`OPENING_OFFSET`] (3, 3) from a random corner, where the guaranteed zero opens the most
//!   without wasting area on the edge. Paired expert games (2,000 each, `SOLVER_FIRST_CLICK=opening
//!   SOLVER_OPENING=R,C`): (0, 0) 48.55 %, (1, 1) 51.55 %, (2, 2) 52.85 %, (3, 3) 52.85 %,
//!   (2, 3) 52.65 %, (4, 4) 51.80 %, the centre 51.85 %; (3, 3) against the corner gains 204
//!   games and loses 118. (JSMinesweeper opens at (3, 3) under the same rule too.)
//! - Few mine layouts left (at most [`Params::endgame_layouts`]): the exact [`endgame`] search
//!   picks the cell with the best chance of winning the whole game.
//! - An unavoidable 50/50 (see [`fifty`]) is guessed as soon as it is seen: it costs the same
//!   whenever it is taken, and its number may spare a riskier guess. Paired games: expert +0.08
//!   points (10,000 games, 14 gained, 6 lost), intermediate +0.01 (20,000, 2 gained, 0 lost),
//!   beginner no game changed (100,000: there the exact endgame already meets them).
//! - Otherwise a two-step look-ahead scores the candidates (frontier cells within
//!   [`Params::window`] of the best safety, and the off-frontier cells with the fewest hidden
//!   neighbours): for each number a candidate could show, the probabilities are recomputed as if
//!   it had been revealed; its score is the chance of surviving it *and* the next move (1 when
//!   the number makes some cell certain, else the best safety then on offer). This breaks
//!   near-ties toward cells whose number unlocks safe cells. Dead candidates (only one number
//!   possible, so revealing them tells nothing) come last: later information may still clear
//!   them.
//!
//! Measured and dropped (same paired 2,000 expert games): a three-step look-ahead for the best
//! few (42.9 % against 43.0 %, at 2.4 times the time), a bonus per cell a number clears,
//! blending in the second-best safety,
//! weighting the immediate safety more or less, wider windows, more candidates, and preferring
//! off-frontier cells two steps from a number (41.5 %).
//!
//! The endgame limits (5,000 layouts, 30,000 search nodes; were 300 and 3,000) measured with
//! independent solver seeds, paired games: expert +0.11 points (20,000 games, 51 gained, 29
//! lost) and +0.03 on a second seed range (12,000 games, 28 gained, 25 lost), intermediate +0.01
//! (40,000), beginner +0.00 (100,000); about 1.5 CPU ms more per expert game, slowest single
//! move about 100 CPU ms natively (was about 25). Larger still (30,000 layouts, 200,000 nodes):
//! intermediate +0.01 (20,000 paired games, 4 gained, 3 lost).
//!
//! Measured and dropped with independent solver seeds (paired games, first click safe): adding up
//! to 4 off-frontier cells next to the frontier as candidates (intermediate 77.30 % against
//! 78.08 %, 40,000 games; expert -0.6 points, 6,000 games); letting dead candidates compete at
//! 0.9 or 0.97 of their score (no game changed among 100,000 beginner and 40,000 intermediate);
//! windows 0.8 and 0.97, 10 off-frontier or 25 frontier candidates (beginner within 0.01 points).
//! A bonus per unit of chance that a guess shows a 0 (an opening), 20,000 paired intermediate
//! games: +0.05 gives -0.03 points (285 gained, 291 lost), -0.05 gives -0.15, +0.2 gives -0.74.
//!
//! The second click, when the first corner shows a number (`solver_second_click`, paired
//! games): the solver's choice (another corner, at random) wins as often as any fixed
//! alternative tried. Beginner (`SOLVER_GAMES=30000`, 10,015 such games): solver 82.53 %, the
//! corner along the top 82.29 %, the opposite one 82.49 %, (0, 2) 80.36 %, (0, 3) 80.89 %,
//! (2, 2) 77.55 %, the centre 77.98 %. Intermediate (16,000, 6,324 such games): solver 67.13 %,
//! the corners 68.34 / 67.30 / 67.60 % (the first two are mirror images: a 1-point gap is noise),
//! (0, 2) 65.84 %, (2, 2) 63.20 %, the centre 62.24 %.

pub use super::position::Position;
use super::probability::{is_hidden, neighbours, Analysis, Engine, HIDDEN};
use super::why::Why;
use super::{endgame, fifty};
use crate::ordering::{self, Key};
use crate::rng::Rng;

/// The first click when it is promised to open an area, (rows, columns) in from a random corner
/// (see [`Params::opening_offset`] and the measurements above).
pub const OPENING_OFFSET: (usize, usize) = (3, 3);

/// How widely guesses are searched.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Guesses whose safety is at least this share of the best safety are looked at.
    pub window: f64,
    /// At most this many frontier cells are looked at per guess (safest first).
    pub max_frontier: usize,
    /// At most this many cells off the frontier are looked at per guess.
    pub max_off: usize,
    /// The exact endgame search runs when at most this many mine layouts remain (0: never).
    pub endgame_layouts: usize,
    /// Positions the endgame search may visit before it gives up.
    pub endgame_nodes: usize,
    /// The first click: this many (rows, columns) in from a random corner (clamped to the board).
    pub first_offset: (usize, usize),
    /// The first click when it is promised to be an opening (`firstClick=opening`, or a
    /// no-guess board): this many (rows, columns) in from a random corner.
    pub opening_offset: (usize, usize),
    /// Guess an unavoidable 50/50 as soon as one is seen (see [`fifty`]).
    pub fifty_first: bool,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            window: 0.9,
            max_frontier: 10,
            max_off: 4,
            endgame_layouts: 5000,
            endgame_nodes: 30_000,
            first_offset: (0, 0),
            opening_offset: OPENING_OFFSET,
            fifty_first: true,
        }
    }
}

/// The solver's view of a position and the cell it plays.
#[derive(Clone, Debug)]
pub struct Decision {
    /// The exact probabilities.
    pub analysis: Analysis,
    /// Hidden cells certainly free of mines (flagged ones included).
    pub safe: Vec<usize>,
    /// Hidden cells certainly holding a mine.
    pub mines: Vec<usize>,
    /// The cell to reveal (hidden and not flagged), if any is.
    pub best: Option<usize>,
    /// Why that cell.
    pub why: Why,
}

/// Decides the move in `pos`; `rng` breaks exact ties. The first click is not promised to be an
/// opening (see [`decide_promised`]).
#[cfg(test)]
pub fn decide(pos: Position<'_>, params: &Params, engine: &mut Engine, rng: &mut Rng) -> Decision {
    decide_promised(pos, false, params, engine, rng)
}

/// Decides the move in `pos`, where `opening` says whether the game promises that the first
/// click is a zero (an opening); `rng` breaks exact ties.
pub fn decide_promised(
    pos: Position<'_>,
    opening: bool,
    params: &Params,
    engine: &mut Engine,
    rng: &mut Rng,
) -> Decision {
    if pos.view.is_empty() || pos.view.len() != pos.rows * pos.cols {
        // Not a board: nothing to analyse or play.
        return Decision {
            analysis: engine.analyse(pos.view, pos.rows, pos.cols, pos.mines),
            safe: Vec::new(),
            mines: Vec::new(),
            best: None,
            why: Why::NoMove,
        };
    }
    if pos.untouched() {
        let offset = if opening {
            params.opening_offset
        } else {
            params.first_offset
        };
        let mut decision = first_move(pos, offset, engine, rng);
        if opening && decision.why == Why::FirstClick {
            decision.why = Why::FirstOpening;
        }
        return decision;
    }
    let analysis = engine.analyse(pos.view, pos.rows, pos.cols, pos.mines);
    let safe = analysis.safe_cells(pos.view);
    let mines = analysis.mine_cells(pos.view);
    let playable_safe: Vec<usize> = safe
        .iter()
        .copied()
        .filter(|&c| pos.view[c] == HIDDEN)
        .collect();
    let (best, why) = match playable_safe.first() {
        Some(&c) => (Some(c), Why::Certain),
        None => guess(pos, params, engine, &analysis, rng)
            .map_or((None, Why::NoMove), |(c, why)| (Some(c), why)),
    };
    Decision {
        analysis,
        safe,
        mines,
        best,
        why,
    }
}

/// The first move: `offset` (rows, columns) in from a random corner, else any hidden cell.
fn first_move(
    pos: Position<'_>,
    offset: (usize, usize),
    engine: &mut Engine,
    rng: &mut Rng,
) -> Decision {
    let analysis = engine.analyse(pos.view, pos.rows, pos.cols, pos.mines);
    let (r, c) = (pos.rows, pos.cols);
    let (dr, dc) = (offset.0.min(r - 1), offset.1.min(c - 1));
    let mut corners = vec![
        dr * c + dc,
        dr * c + (c - 1 - dc),
        (r - 1 - dr) * c + dc,
        (r - 1 - dr) * c + (c - 1 - dc),
    ];
    corners.sort_unstable();
    corners.dedup();
    corners.retain(|&i| pos.view[i] == HIDDEN);
    let best = rng
        .choose(&corners)
        .copied()
        .or_else(|| pos.playable().next());
    Decision {
        safe: analysis.safe_cells(pos.view),
        mines: analysis.mine_cells(pos.view),
        analysis,
        why: if best.is_some() {
            Why::FirstClick
        } else {
            Why::NoMove
        },
        best,
    }
}

/// Number of hidden neighbours of `cell`.
fn hidden_neighbours(pos: Position<'_>, cell: usize) -> usize {
    neighbours(cell, pos.rows, pos.cols)
        .filter(|&n| is_hidden(pos.view[n]))
        .count()
}

/// Whether `cell` touches a revealed number.
fn on_frontier(pos: Position<'_>, cell: usize) -> bool {
    neighbours(cell, pos.rows, pos.cols).any(|n| (0..=8).contains(&pos.view[n]))
}

/// The best guess when no playable cell is certainly safe, and why.
fn guess(
    pos: Position<'_>,
    params: &Params,
    engine: &mut Engine,
    analysis: &Analysis,
    rng: &mut Rng,
) -> Option<(usize, Why)> {
    let p = &analysis.probabilities;
    let mut playable: Vec<usize> = pos.playable().collect();
    if playable.is_empty() {
        return None;
    }
    rng.shuffle(&mut playable);
    if playable.iter().all(|&c| p[c] >= 1.0) || !analysis.consistent {
        return playable
            .iter()
            .copied()
            .min_by(|&a, &b| p[a].total_cmp(&p[b]))
            .map(|c| (c, Why::LeastBad));
    }
    if params.endgame_layouts > 0 && analysis.ln_layouts <= (params.endgame_layouts as f64).ln() {
        if let Some((cell, win)) =
            endgame::best_move(pos, params.endgame_layouts, params.endgame_nodes)
        {
            let layouts = analysis.ln_layouts.exp();
            return Some((cell, Why::Endgame { layouts, win }));
        }
    }
    if params.fifty_first {
        if let Some(cell) = fifty::unavoidable_fifty_fifty(pos, engine, analysis) {
            return Some((cell, Why::FiftyFifty));
        }
    }
    let candidates = candidate_cells(
        pos,
        analysis,
        &playable,
        params.window,
        params.max_frontier,
        params.max_off,
    );
    let scored = score_candidates(pos, engine, analysis, &candidates);
    scored.first().map(|s| {
        let safety = 1.0 - p[s.cell];
        (s.cell, Why::LookAhead { safety })
    })
}

/// A candidate's two-step score.
#[derive(Clone, Copy, Debug)]
struct Scored {
    cell: usize,
    /// Only one number possible: revealing it tells nothing.
    dead: bool,
    score: f64,
}

/// The guesses worth scoring in `pos`: frontier cells within `window` of the best safety
/// (safest first, at most `max_frontier`) and up to `max_off` cells off the frontier.
fn candidate_cells(
    pos: Position<'_>,
    analysis: &Analysis,
    playable: &[usize],
    window: f64,
    max_frontier: usize,
    max_off: usize,
) -> Vec<usize> {
    let p = &analysis.probabilities;
    let best_safety = playable.iter().map(|&c| 1.0 - p[c]).fold(0.0, f64::max);
    let mut frontier: Vec<usize> = Vec::new();
    let mut off: Vec<usize> = Vec::new();
    for &c in playable {
        if 1.0 - p[c] >= best_safety * window {
            if on_frontier(pos, c) {
                frontier.push(c);
            } else {
                off.push(c);
            }
        }
    }
    ordering::sort_by_key(&mut frontier, |&c| Key::of(p[c]));
    frontier.truncate(max_frontier);
    let mut candidates = frontier;
    candidates.extend(off_frontier_candidates(pos, off, max_off));
    // Safest first, so that the score bound (a score never exceeds the safety) prunes early.
    ordering::sort_by_key(&mut candidates, |&c| Key::of(p[c]));
    candidates
}

/// Two-step scores of `candidates`, best first. Dead cells rank after living ones: they are
/// guessed only when every candidate is dead (later information may still clear them).
/// Candidates that cannot beat the best living score are dropped early.
fn score_candidates(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
    candidates: &[usize],
) -> Vec<Scored> {
    let p = &analysis.probabilities;
    let mut out: Vec<Scored> = Vec::new();
    let mut floor = 0.0;
    for &c in candidates {
        let Some((score, dead)) = look_ahead_bounded(pos, engine, analysis, c, floor) else {
            continue;
        };
        if !dead && score > floor {
            floor = score;
        }
        out.push(Scored {
            cell: c,
            dead,
            score,
        });
    }
    ordering::sort_by_key(&mut out, |s| Key {
        rank: u64::from(s.dead),
        first: -s.score,
        second: p[s.cell],
    });
    out
}

/// Cells off the frontier worth a look (they all share one probability): those with the fewest
/// hidden neighbours, which are the likeliest to show a 0 and open an area; at most `max`.
/// (Preferring cells two steps from a number instead measured worse: 41.5 % against 43.0 % on
/// the same 2,000 expert games.)
fn off_frontier_candidates(pos: Position<'_>, mut off: Vec<usize>, max: usize) -> Vec<usize> {
    ordering::sort_by_key(&mut off, |&c| Key::rank(hidden_neighbours(pos, c) as u64));
    off.truncate(max);
    off
}

/// The two-step score of `cell` (the chance of surviving its reveal and then the best next
/// move, certain when the number makes some cell safe) and whether the cell is dead (only one
/// number possible); `None` as soon as the score cannot reach `floor`.
fn look_ahead_bounded(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
    cell: usize,
    floor: f64,
) -> Option<(f64, bool)> {
    let mut left = 1.0 - analysis.probabilities[cell];
    if left < floor {
        return None;
    }
    let mut score = 0.0;
    let mut values = 0;
    let finished = for_each_number(pos, engine, analysis, cell, |_, chance, view, next| {
        values += 1;
        score += chance * best_next_safety(view, next);
        left -= chance;
        score + left.max(0.0) >= floor
    });
    finished.then_some((score, values == 1))
}

/// Calls `visit(value, chance, view, analysis)` for every number `cell` could show (in
/// ascending order), with the chance that the cell is safe and shows it, the view with that
/// number revealed and the probabilities recomputed for it. Stops early, returning false, as
/// soon as `visit` returns false; true when every number was visited.
fn for_each_number(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
    cell: usize,
    mut visit: impl FnMut(u8, f64, &[i8], &Analysis) -> bool,
) -> bool {
    let around = neighbours(cell, pos.rows, pos.cols)
        .filter(|&n| is_hidden(pos.view[n]) || pos.view[n] == -1)
        .count();
    let mut view = pos.view.to_vec();
    for value in 0..=around {
        view[cell] = value as i8;
        let next = engine.analyse(&view, pos.rows, pos.cols, pos.mines);
        if !next.consistent {
            continue;
        }
        let chance = (next.ln_layouts - analysis.ln_layouts).exp();
        if chance <= 0.0 {
            continue;
        }
        if !visit(value as u8, chance, &view, &next) {
            return false;
        }
    }
    true
}

/// One number a hidden cell could show, with its chance.
#[cfg(test)]
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The number shown.
    pub value: u8,
    /// The chance that the cell is safe and shows `value`.
    pub chance: f64,
}

/// Every number `cell` could show, with its chance (the chances sum to the cell's safety).
#[cfg(test)]
pub fn outcomes(
    pos: Position<'_>,
    engine: &mut Engine,
    analysis: &Analysis,
    cell: usize,
) -> Vec<Outcome> {
    let mut out = Vec::new();
    for_each_number(pos, engine, analysis, cell, |value, chance, _, _| {
        out.push(Outcome { value, chance });
        true
    });
    out
}

/// The safety of the best move in a position: 1 when a cell is certain or the game is won.
fn best_next_safety(view: &[i8], analysis: &Analysis) -> f64 {
    let mut best: f64 = 0.0;
    let mut any = false;
    for (i, &code) in view.iter().enumerate() {
        if code == HIDDEN {
            let s = 1.0 - analysis.probabilities[i];
            if s >= 1.0 {
                return 1.0;
            }
            if s > 1e-12 {
                any = true;
            }
            best = best.max(s);
        }
    }
    if any {
        best
    } else {
        // Only mines are left: the game is won.
        1.0
    }
}
