//! Kaggle Learn's Connect Four heuristic, for any `columns` x `rows` and `inarow`: count the
//! windows of `inarow` cells in a line (across, down, both diagonals) that hold only one
//! player's discs and empty cells, and weigh them by how many discs they hold.
//!
//! A window one disc short of a line is a *threat*; it weighs most when its empty cell is
//! playable now (the cell just above its column's discs). Scores are whole numbers seen from one
//! player: their windows count for them, the opponent's against them. The player to move who has
//! a playable threat will win at once, so that weighs almost as much as a win; the other
//! player's playable threats must be blocked ([`PLAYABLE_THREAT`] each).

use crate::game::Game;
use crate::games::connect4::{Connect4, DIRECTIONS};

/// A finished line (used by the agents for a win; never part of a running position's score).
pub const WIN: i64 = 1_000_000;
/// The player to move has a threat they can complete now: they win next move.
pub const WIN_NEXT: i64 = 100_000;
/// A threat of the player not to move whose empty cell is playable: it must be blocked.
pub const PLAYABLE_THREAT: i64 = 1_000;
/// A threat whose empty cell is not playable yet (a disc must fall below it first).
pub const THREAT: i64 = 10;
/// A window two discs short of a line, the rest empty.
pub const TWO_SHORT: i64 = 1;

/// What the windows of a position hold, for each player (index 0 = first player).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WindowCounts {
    /// Windows one disc short whose empty cell is playable now.
    pub playable_threats: [i64; 2],
    /// Windows one disc short whose empty cell is not playable yet.
    pub threats: [i64; 2],
    /// Windows two discs short, the rest empty.
    pub two_short: [i64; 2],
}

/// Counts the windows of `game` (see [`WindowCounts`]). A window that holds both players' discs,
/// or no disc at all, counts for nobody. For `inarow` 1 and 2 the shorter kinds cannot hold a
/// disc and stay empty.
pub fn count_windows(game: &Connect4) -> WindowCounts {
    let (cols, rows, n) = (
        game.columns() as isize,
        game.rows() as isize,
        game.inarow() as isize,
    );
    let mut counts = WindowCounts::default();
    for &(dr, dc) in &DIRECTIONS {
        for r0 in 0..rows {
            for c0 in 0..cols {
                let (r_end, c_end) = (r0 + dr * (n - 1), c0 + dc * (n - 1));
                if !(0..rows).contains(&r_end) || !(0..cols).contains(&c_end) {
                    continue;
                }
                let mut discs = [0isize; 2];
                let mut empty = None;
                for i in 0..n {
                    let (r, c) = (r0 + dr * i, c0 + dc * i);
                    match game.mark_at((r * cols + c) as usize) {
                        0 => empty = Some((r, c)),
                        mark => discs[usize::from(mark - 1)] += 1,
                    }
                }
                let owner = match discs {
                    [k, 0] if k > 0 => 0,
                    [0, k] if k > 0 => 1,
                    _ => continue,
                };
                let k = discs[owner];
                if k == n - 1 {
                    let (r, c) = empty.expect("a window one disc short has one empty cell");
                    if playable(game, r as usize, c as usize) {
                        counts.playable_threats[owner] += 1;
                    } else {
                        counts.threats[owner] += 1;
                    }
                } else if k == n - 2 {
                    counts.two_short[owner] += 1;
                }
            }
        }
    }
    counts
}

/// Whether a disc dropped into column `col` lands on row `row` now.
fn playable(game: &Connect4, row: usize, col: usize) -> bool {
    game.rows() - game.height(col) == row + 1
}

/// The heuristic score of a running position for `player` (0 or 1): higher is better for them.
/// A finished game scores by its result instead ([`WIN`], `-WIN` or 0).
pub fn score(game: &Connect4, player: usize) -> i64 {
    if let Some(winner) = game.winner() {
        return if winner == player { WIN } else { -WIN };
    }
    if game.is_terminal() {
        return 0;
    }
    let counts = count_windows(game);
    let mover = usize::from(game.mark_to_move() - 1);
    let side = |p: usize| {
        // The mover needs one playable threat to win; the other player's must each be blocked.
        let now = if p == mover {
            if counts.playable_threats[p] > 0 {
                WIN_NEXT
            } else {
                0
            }
        } else {
            PLAYABLE_THREAT * counts.playable_threats[p]
        };
        now + THREAT * counts.threats[p] + TWO_SHORT * counts.two_short[p]
    };
    side(player) - side(1 - player)
}
