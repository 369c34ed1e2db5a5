//! Puyo's fields for [`crate::state`]: rules, board, the pairs shown, the counters and the
//! random stream of later pairs. The board and pairs go through [`Puyo::set_position`]'s checks.

use super::{Board, Pair, Puyo, Rules, COLS};
use crate::game::GameError;
use crate::games::snapshot::{bad, rng_from};
use serde::{Deserialize, Serialize};

/// Everything a Puyo game holds but the last move's chain animation.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Snapshot {
    rules: String,
    colors: u8,
    max_pairs: Option<usize>,
    board: Vec<u8>,
    pair: [u8; 2],
    next: Vec<[u8; 2]>,
    score: u64,
    pairs: usize,
    max_chain: u32,
    rng: [u64; 4],
}

impl Snapshot {
    /// The fields of `game`.
    pub fn of(game: &Puyo) -> Snapshot {
        let two = |p: &Pair| [p.centre, p.movable];
        Snapshot {
            rules: game.rules.name().into(),
            colors: game.colors,
            max_pairs: game.max_pairs,
            board: game.board.cells().to_vec(),
            pair: two(&game.queue[0]),
            next: game.next_pairs().iter().map(two).collect(),
            score: game.score,
            pairs: game.pairs,
            max_chain: game.max_chain,
            rng: game.rng.state(),
        }
    }

    /// The game, checked.
    ///
    /// # Errors
    /// `BadOption` naming what is wrong.
    pub fn rebuild(self) -> Result<Puyo, GameError> {
        let rules = match self.rules.as_str() {
            "tsu" => Rules::Tsu,
            "seed" => Rules::Seed,
            _ => return Err(bad("rules must be \"tsu\" or \"seed\"")),
        };
        let allowed = match rules {
            Rules::Tsu => 3..=5,
            Rules::Seed => 4..=4,
        };
        if !allowed.contains(&self.colors) {
            return Err(bad(format!(
                "{} rules cannot use {} colours",
                rules.name(),
                self.colors
            )));
        }
        if self.max_pairs == Some(0) {
            return Err(bad("maxPairs must be at least 1"));
        }
        let rows = rules.rows();
        if self.board.len() != rows * COLS {
            return Err(bad(format!(
                "the board has {} cells, but {} rules use {}",
                self.board.len(),
                rules.name(),
                rows * COLS
            )));
        }
        if self.next.len() != rules.visible_next() {
            return Err(bad(format!(
                "{} rules show {} next pairs, the state has {}",
                rules.name(),
                rules.visible_next(),
                self.next.len()
            )));
        }
        if self.max_pairs.is_some_and(|m| self.pairs > m) {
            return Err(bad("more pairs are placed than maxPairs allows"));
        }
        let mut board = Board::empty(rows);
        for (i, &colour) in self.board.iter().enumerate() {
            if colour > self.colors {
                return Err(bad(format!("colours must be 0 (empty) to {}", self.colors)));
            }
            board.set(i / COLS, i % COLS, colour);
        }
        let pair = |p: [u8; 2]| Pair {
            centre: p[0],
            movable: p[1],
        };
        let next: Vec<Pair> = self.next.iter().copied().map(pair).collect();
        let mut game = Puyo::new(rules, self.colors, self.max_pairs, 0);
        game.set_position(board, pair(self.pair), &next)
            .map_err(|e| bad(e.to_string()))?;
        game.score = self.score;
        game.pairs = self.pairs;
        game.max_chain = self.max_chain;
        game.legal = if game.dead || game.limit_reached() {
            0
        } else {
            super::legal_mask(&game.board, rules)
        };
        game.rng = rng_from(self.rng)?;
        Ok(game)
    }
}
