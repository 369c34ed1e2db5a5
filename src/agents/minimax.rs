//! Perfect tic-tac-toe play: negamax over a table of every position, filled in lazily.
//!
//! Each position's score is seen from the player to move: a win that ends the game after `m`
//! stones in all scores `10 - m` (so a quicker win scores more), a loss `-(10 - m)` (so a slower
//! loss scores more), a draw 0. Tic-tac-toe has 5,478 positions, so the table (indexed by the
//! board read as a base-3 number) is filled once per agent and every later move is a look-up.
//! Among the moves of the best score, a seeded random choice keeps games varied but replayable.

use super::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::tictactoe::{TicTacToe, O, X};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::rng::Rng;

/// Boards as base-3 numbers: 3^9 entries.
const TABLE_SIZE: usize = 19_683;
/// A table entry not computed yet.
const UNKNOWN: i8 = i8::MIN;

/// Plays tic-tac-toe perfectly: takes the quickest win, else a draw, else the slowest loss.
#[derive(Clone, Debug)]
pub struct Minimax {
    rng: Rng,
    /// Score of each board for the player to move (`UNKNOWN` until searched).
    table: Vec<i8>,
}

impl Minimax {
    /// A perfect player whose choice among equally good moves is fixed by `seed`.
    pub fn new(seed: u64) -> Self {
        Minimax {
            rng: Rng::new(seed),
            table: vec![UNKNOWN; TABLE_SIZE],
        }
    }

    /// Builds from options: `seed` (default 0).
    ///
    /// # Errors
    /// `BadOption` for a bad seed or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        options.finish("the minimax agent")?;
        Ok(Minimax::new(seed))
    }

    /// The score of `game` for the player to move (see the module documentation): positive a
    /// forced win, 0 a draw with best play, negative a forced loss.
    pub fn score(&mut self, game: &TicTacToe) -> i32 {
        i32::from(self.search(game))
    }

    /// For each cell, the score the player to move gets by playing there (`None` for a taken
    /// cell, or every cell once the game is over).
    pub fn move_scores(&mut self, game: &TicTacToe) -> [Option<i32>; 9] {
        let mut scores = [None; 9];
        for a in game.legal_actions() {
            let mut child = game.clone();
            child
                .apply(a)
                .expect("legal_actions lists only legal moves");
            scores[a] = Some(-i32::from(self.search(&child)));
        }
        scores
    }

    /// The cells of the best score, ascending (empty once the game is over).
    fn best_moves(&mut self, game: &TicTacToe) -> Vec<Action> {
        let scores = self.move_scores(game);
        let best = scores.iter().flatten().copied().max();
        (0..9)
            .filter(|&a| scores[a].is_some() && scores[a] == best)
            .collect()
    }

    /// Negamax with memory: the score of `game` for the player to move.
    fn search(&mut self, game: &TicTacToe) -> i8 {
        let key = board_key(game.board());
        if self.table[key] != UNKNOWN {
            return self.table[key];
        }
        let stones = game.board().iter().filter(|&&c| c != 0).count() as i8;
        let score = if game.winner().is_some() {
            // The player who just moved won: the player to move has lost.
            -(10 - stones)
        } else if game.is_terminal() {
            0
        } else {
            let mut best = i8::MIN + 1;
            for a in game.legal_actions() {
                let mut child = game.clone();
                child
                    .apply(a)
                    .expect("legal_actions lists only legal moves");
                best = best.max(-self.search(&child));
            }
            best
        };
        self.table[key] = score;
        score
    }
}

/// The board as a base-3 number: cell `i` is digit `i` (0 empty, 1 X, 2 O).
fn board_key(board: &[i8; 9]) -> usize {
    board.iter().rev().fold(0, |key, &c| {
        key * 3
            + match c {
                X => 1,
                O => 2,
                _ => 0,
            }
    })
}

impl Agent<TicTacToe> for Minimax {
    fn act(&mut self, game: &TicTacToe) -> Result<Action, GameError> {
        let best = self.best_moves(game);
        if best.is_empty() {
            return Err(GameError::GameOver);
        }
        Ok(best[self.rng.below(best.len())])
    }

    /// `values`: 9 numbers, one per cell, for the player to move: +1 playing there wins, 0 it
    /// draws, -1 it loses (with perfect play after it); NaN for a taken cell. `best`: the cell
    /// `act` will play next (the agent's random stream is not advanced by explaining).
    fn explain(&mut self, game: &TicTacToe) -> Result<Option<Record>, GameError> {
        let scores = self.move_scores(game);
        let best = self.best_moves(game);
        if best.is_empty() {
            return Err(GameError::GameOver);
        }
        let pick = best[self.rng.clone().below(best.len())];
        let values = scores
            .iter()
            .map(|s| s.map_or(f64::NAN, |v| f64::from(v.signum())))
            .collect();
        Ok(Some(
            Record::new()
                .with("values", Value::F64s(values))
                .with("best", Value::Int(pick as i64)),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Plain negamax with no table and no shared code: (outcome for the mover: +1/0/-1,
    /// stones on the board when the game ends with best play, quick wins and slow losses).
    fn brute(g: &TicTacToe) -> (i32, usize) {
        let stones = g.board().iter().filter(|&&c| c != 0).count();
        if g.winner().is_some() {
            return (-1, stones);
        }
        if g.is_terminal() {
            return (0, stones);
        }
        g.legal_actions()
            .into_iter()
            .map(|a| {
                let mut c = g.clone();
                c.apply(a).unwrap();
                let (v, end) = brute(&c);
                (-v, end)
            })
            .max_by_key(|&(v, end)| (v, if v > 0 { -(end as i64) } else { end as i64 }))
            .unwrap()
    }

    /// Every reachable position, with its brute-force value.
    fn all_positions() -> HashMap<[i8; 9], (TicTacToe, (i32, usize))> {
        fn walk(g: &TicTacToe, out: &mut HashMap<[i8; 9], (TicTacToe, (i32, usize))>) {
            if out.contains_key(g.board()) {
                return;
            }
            out.insert(*g.board(), (g.clone(), brute(g)));
            for a in g.legal_actions() {
                let mut c = g.clone();
                c.apply(a).unwrap();
                walk(&c, out);
            }
        }
        let mut out = HashMap::new();
        walk(&TicTacToe::new(), &mut out);
        out
    }

    /// Plays `agent` as `me` from `g` against every possible reply; returns the outcomes for
    /// `me` of all the games that can result (+1 win, 0 draw, -1 loss).
    fn outcomes(agent: &mut Minimax, g: &TicTacToe, me: usize, out: &mut Vec<i32>) {
        if g.is_terminal() {
            out.push(match g.winner() {
                None => 0,
                Some(w) if w == me => 1,
                Some(_) => -1,
            });
            return;
        }
        let moves = if g.current_player() == Some(me) {
            vec![agent.act(g).unwrap()]
        } else {
            g.legal_actions()
        };
        for a in moves {
            let mut c = g.clone();
            c.apply(a).unwrap();
            outcomes(agent, &c, me, out);
        }
    }

    #[test]
    fn minimax_never_loses_as_x_or_as_o_against_every_reply() {
        for seed in 0..4 {
            let mut agent = Minimax::new(seed);
            for me in 0..2 {
                let mut results = Vec::new();
                outcomes(&mut agent, &TicTacToe::new(), me, &mut results);
                assert!(!results.contains(&-1), "minimax as player {me} lost");
                // It wins somewhere (the opponent blunders) and draws somewhere.
                assert!(results.contains(&1) && results.contains(&0));
            }
        }
    }

    #[test]
    fn minimax_reaches_the_true_value_from_every_reachable_position() {
        let positions = all_positions();
        assert_eq!(positions.len(), 5478);
        let mut agent = Minimax::new(7);
        let mut forced_wins = 0;
        for (g, (value, _)) in positions.values() {
            let Some(me) = g.current_player() else {
                continue;
            };
            let mut results = Vec::new();
            outcomes(&mut agent, g, me, &mut results);
            let worst = *results.iter().min().unwrap();
            assert!(
                worst >= *value,
                "value {value} but got {worst}\n{}",
                g.render()
            );
            if *value == 1 {
                forced_wins += 1;
                assert!(results.iter().all(|&r| r == 1), "{}", g.render());
            }
        }
        assert!(forced_wins > 1000, "{forced_wins}");
    }

    #[test]
    fn minimax_takes_the_quickest_win_and_the_slowest_loss() {
        let positions = all_positions();
        let mut agent = Minimax::new(3);
        for (g, (value, end)) in positions.values() {
            if g.is_terminal() {
                continue;
            }
            let a = agent.act(g).unwrap();
            let mut c = g.clone();
            c.apply(a).unwrap();
            let (child_value, child_end) = positions[c.board()].1;
            assert_eq!((-child_value, child_end), (*value, *end), "{}", g.render());
            // The agent's own score agrees with the brute force.
            let stones = 10 - *end as i32;
            assert_eq!(agent.score(g), value * stones, "{}", g.render());
        }
    }

    #[test]
    fn minimax_explain_gives_the_value_of_every_cell() {
        let positions = all_positions();
        let mut agent = Minimax::new(5);
        for (g, _) in positions.values() {
            if g.is_terminal() {
                assert_eq!(agent.explain(g), Err(GameError::GameOver));
                assert_eq!(agent.act(g), Err(GameError::GameOver));
                continue;
            }
            let record = agent.explain(g).unwrap().unwrap();
            let Some(Value::F64s(values)) = record.get("values") else {
                panic!("no values");
            };
            assert_eq!(values.len(), 9);
            for (cell, &value) in values.iter().enumerate() {
                if g.is_legal(cell) {
                    let mut c = g.clone();
                    c.apply(cell).unwrap();
                    assert_eq!(value, -f64::from(brute(&c).0), "{}", g.render());
                } else {
                    assert!(value.is_nan());
                }
            }
            let best = record.number("best").unwrap() as usize;
            assert_eq!(
                agent.act(g).unwrap(),
                best,
                "explain's best is the next act"
            );
        }
    }

    #[test]
    fn minimax_against_itself_always_draws_and_seeds_vary_the_game() {
        let mut games = std::collections::HashSet::new();
        for seed in 0..200 {
            let play = |seed: u64| {
                let (mut x, mut o) = (Minimax::new(seed), Minimax::new(seed + 1000));
                let mut g = TicTacToe::new();
                let mut moves = Vec::new();
                while let Some(p) = g.current_player() {
                    let a = if p == 0 { x.act(&g) } else { o.act(&g) }.unwrap();
                    g.apply(a).unwrap();
                    moves.push(a);
                }
                (g, moves)
            };
            let (g, moves) = play(seed);
            assert!(g.is_terminal() && g.winner().is_none(), "{}", g.render());
            assert_eq!(play(seed).1, moves, "same seed, same game");
            games.insert(moves);
        }
        assert!(games.len() > 50, "only {} different games", games.len());
    }

    #[test]
    fn minimax_options() {
        assert!(Minimax::from_options(Options::parse("seed=4").unwrap()).is_ok());
        let err = Minimax::from_options(Options::parse("depth=3").unwrap()).unwrap_err();
        assert!(err.to_string().contains("seed"), "{err}");
    }
}
