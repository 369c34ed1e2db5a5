//! Chain builder tests.

use super::*;
use crate::games::puyo::Board;

/// Plays `games` Tsu games of up to `max_pairs` pairs; returns each game's largest chain and ms/move.
fn play(options: &str, games: u64, max_pairs: usize) -> (Vec<u32>, f64) {
    let mut chains = Vec::new();
    let (mut moves, start) = (0usize, now_ms());
    for seed in 0..games {
        let mut game = Puyo::new(Rules::Tsu, 4, Some(max_pairs), 100 + seed);
        let mut agent =
            ChainBuilder::from_options(Options::parse(&format!("{options},seed={seed}")).unwrap())
                .unwrap();
        while !game.is_terminal() {
            let a = agent.act(&game).unwrap();
            game.apply(a).unwrap();
            moves += 1;
        }
        chains.push(game.max_chain());
    }
    (chains, (now_ms() - start) / moves as f64)
}

fn median(xs: &[u32]) -> u32 {
    let mut v = xs.to_vec();
    v.sort_unstable();
    v[v.len() / 2]
}

/// Measurement: `cargo test --release --lib puyo_chain_builder_measure -- --ignored --nocapture`.
#[test]
#[ignore]
fn puyo_chain_builder_measure() {
    let options = std::env::var("PUYO_CHAIN_OPTIONS").unwrap_or_else(|_| "timeMs=50".into());
    let games = std::env::var("PUYO_CHAIN_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20);
    let (chains, ms) = play(&options, games, 200);
    eprintln!(
        "chain builder {options}: {games} Tsu games of up to 200 pairs: median largest chain {}, chains {chains:?}, {ms:.1} ms/move",
        median(&chains)
    );
}
