//! Seeded random Connect Four games with their verdicts, as JSON: what
//! `scripts/connect4_vs_kaggle.py` replays through Kaggle's own ConnectX to cross-check the rules.

use super::Connect4;
use crate::game::{Game, Outcome};
use crate::rng::Rng;
use serde_json::{json, Value};

/// The board sizes the cross-check plays, as `(columns, rows, inarow)`: the usual game, small
/// and tall boards, three and five in a row, and a single column.
pub const SIZES: [(usize, usize, usize); 7] = [
    (7, 6, 4),
    (5, 4, 3),
    (9, 7, 5),
    (4, 4, 4),
    (3, 6, 4),
    (8, 3, 3),
    (1, 4, 2),
];

/// `games` random games (uniform legal moves), cycling through [`SIZES`], the `i`-th drawn
/// from seed `seed + i`. Each is `{columns, rows, inarow, moves, winner, length}`: `winner` 0 or
/// 1 (the player), or -1 for a draw; `length` the number of moves, the last of which ended it.
pub fn random_games(games: usize, seed: u64) -> Value {
    let list: Vec<Value> = (0..games)
        .map(|i| {
            let (columns, rows, inarow) = SIZES[i % SIZES.len()];
            let mut game =
                Connect4::new(columns, rows, inarow).expect("the cross-check sizes are valid");
            let mut rng = Rng::new(seed.wrapping_add(i as u64));
            let mut scratch = Vec::new();
            while let Some(action) = game.choose_legal(&mut rng, &mut scratch) {
                game.apply(action).expect("a legal move applies");
            }
            let winner = match game.outcome() {
                Some(Outcome::Won(p)) => p as i64,
                _ => -1,
            };
            json!({
                "columns": columns,
                "rows": rows,
                "inarow": inarow,
                "moves": game.history(),
                "winner": winner,
                "length": game.history().len(),
            })
        })
        .collect();
    Value::Array(list)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_games_are_seeded_and_end_where_they_say() {
        let a = random_games(20, 5);
        assert_eq!(a, random_games(20, 5));
        assert_ne!(a, random_games(20, 6));
        for g in a.as_array().unwrap() {
            assert_eq!(
                g["moves"].as_array().unwrap().len() as u64,
                g["length"].as_u64().unwrap()
            );
        }
    }
}
