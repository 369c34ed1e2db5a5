//! Prints seeded random Connect Four games with their verdicts as JSON (see
//! `playground::games::connect4::random_games`), for `scripts/connect4_vs_kaggle.py`:
//! `cargo run --release --example connect4_games -- [GAMES] [SEED]` (defaults 300 and 0).

use playground::games::connect4::random_games::random_games;

fn main() {
    let mut args = std::env::args().skip(1);
    let games = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let seed = args.next().and_then(|a| a.parse().ok()).unwrap_or(0);
    println!("{}", random_games(games, seed));
}
