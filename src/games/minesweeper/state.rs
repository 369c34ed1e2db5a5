//! Minesweeper's fields for [`crate::state`], and the checks that make an imported game one the
//! rules could have produced: the numbers shown match the mines, a lost game shows its mines, a
//! game on has a cell left to reveal.

use super::board::{self, KEY_MINE};
use super::{FirstClick, Minesweeper, Status, FLAG, HIDDEN, MINE, WRONG_FLAG};
use crate::game::{Game, GameError};
use crate::games::snapshot::{bad, rng_from};
use serde::{Deserialize, Serialize};

/// Size, policy, the player's view, the mines (`None` before they are placed), the exploded
/// mine, the last reveal's size, the score and the random stream.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Snapshot {
    rows: usize,
    cols: usize,
    mines: usize,
    first_click: String,
    view: Vec<i8>,
    mine_cells: Option<Vec<usize>>,
    exploded: Option<usize>,
    last_opened: usize,
    total: f64,
    rng: [u64; 4],
}

impl Snapshot {
    /// The fields of `game`.
    pub fn of(game: &Minesweeper) -> Snapshot {
        Snapshot {
            rows: game.rows(),
            cols: game.cols(),
            mines: game.mines(),
            first_click: game.first_click_policy().name().into(),
            view: game.view.clone(),
            mine_cells: game.placed.then(|| {
                (0..game.key.len())
                    .filter(|&c| game.key[c] == KEY_MINE)
                    .collect()
            }),
            exploded: game.exploded,
            last_opened: game.last_opened,
            total: game.total,
            rng: game.rng.state(),
        }
    }

    /// The game, checked against the rules.
    ///
    /// # Errors
    /// `BadOption` naming what is wrong.
    pub fn rebuild(self) -> Result<Minesweeper, GameError> {
        let policy = match self.first_click.as_str() {
            "seed" => FirstClick::Seed,
            "safe" => FirstClick::Safe,
            "opening" => FirstClick::Opening,
            "none" => FirstClick::None,
            other => {
                return Err(bad(format!(
                    "firstClick '{}' is not seed, safe, opening or none",
                    other.chars().take(20).collect::<String>()
                )))
            }
        };
        let mut g = Minesweeper::new(self.rows, self.cols, self.mines, policy)?;
        let cells = g.view.len();
        if self.view.len() != cells {
            return Err(bad(format!(
                "the view has {} cells, but a {}x{} board has {cells}",
                self.view.len(),
                self.rows,
                self.cols
            )));
        }
        if let Some(&code) = self
            .view
            .iter()
            .find(|&&c| !(MINE..=8).contains(&c) && c != HIDDEN && c != FLAG && c != WRONG_FLAG)
        {
            return Err(bad(format!(
                "view code {code} is not -1 (mine), 0..8 (a number), 9 (hidden), 10 (flag) or 11 (wrong flag, after a loss)"
            )));
        }
        let count = |f: &dyn Fn(i8) -> bool| self.view.iter().filter(|&&c| f(c)).count();
        let revealed = count(&|c| (0..=8).contains(&c));
        let flags = count(&|c| c == FLAG || c == WRONG_FLAG);
        let shown_mines = count(&|c| c == MINE);
        if shown_mines == 0 && self.view.contains(&WRONG_FLAG) {
            return Err(bad("a wrong flag (11) is shown only after a loss"));
        }
        g.key.fill(0);
        match &self.mine_cells {
            None => {
                if revealed + shown_mines > 0 || policy == FirstClick::Seed {
                    return Err(bad("cells are revealed but no mines are placed"));
                }
                g.placed = false;
            }
            Some(list) => {
                if list.len() != self.mines {
                    return Err(bad(format!(
                        "{} mine cells are listed for {} mines",
                        list.len(),
                        self.mines
                    )));
                }
                let mut seen = vec![false; cells];
                for &m in list {
                    if m >= cells || std::mem::replace(&mut seen[m], true) {
                        return Err(bad(format!(
                            "mine cell {m} is off the board or listed twice"
                        )));
                    }
                }
                if revealed + shown_mines == 0 && policy != FirstClick::None {
                    return Err(bad(format!(
                        "mines are placed before the first reveal, which firstClick={} does not do",
                        policy.name()
                    )));
                }
                board::key_from_layout(g.setup.grid, list, &mut g.key);
                if let Some(c) = (0..cells).find(|&c| match self.view[c] {
                    MINE => g.key[c] != KEY_MINE,
                    WRONG_FLAG => g.key[c] == KEY_MINE,
                    n @ 0..=8 => g.key[c] != n,
                    _ => false,
                }) {
                    return Err(bad(format!(
                        "cell {c} shows {}, which does not match the mines",
                        self.view[c]
                    )));
                }
                g.placed = true;
            }
        }
        g.view = self.view;
        g.revealed = revealed;
        g.flags = flags;
        g.started = revealed + shown_mines > 0;
        g.status = if shown_mines > 0 {
            match self.exploded {
                Some(e) if e < cells && g.view[e] == MINE => {}
                _ => return Err(bad("a lost game needs `exploded`, one of its shown mines")),
            }
            if (0..cells).any(|c| g.key[c] == KEY_MINE && g.view[c] == HIDDEN) {
                return Err(bad("a lost game shows every mine that has no flag"));
            }
            Status::Lost
        } else if self.exploded.is_some() {
            return Err(bad("`exploded` is set but no mine is shown"));
        } else if revealed == g.safe_cells() {
            Status::Won
        } else if !g.view.contains(&HIDDEN) {
            return Err(bad("a game on needs a hidden cell without a flag"));
        } else {
            Status::Playing
        };
        g.exploded = self.exploded;
        if self.last_opened > cells {
            return Err(bad("lastOpened is more than the board has cells"));
        }
        g.last_opened = self.last_opened;
        let (lo, hi) = g.return_bounds().unwrap_or((f64::MIN, f64::MAX));
        if !(lo..=hi).contains(&self.total) {
            return Err(bad(format!(
                "the score {} is outside what this board allows ({lo} to {hi})",
                crate::games::snapshot::short(self.total)
            )));
        }
        g.total = self.total;
        g.rng = rng_from(self.rng)?;
        Ok(g)
    }
}
