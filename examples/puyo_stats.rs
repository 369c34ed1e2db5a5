//! Per-game Puyo figures with 95 % intervals, on the same games and agent seed as `arena`.
//!
//! ```text
//! cargo run --release --example puyo_stats -- GAME[:k=v] AGENT[:k=v] GAMES SEED
//! ```
//! Prints the median largest chain with its order-statistic 95 % interval and the mean score
//! with a normal 95 % interval (mean ± 1.96 standard errors).

use playground::arena::Spec;
use playground::game::Game;
use playground::registry::{make_agent, make_game};
use playground::rng::Rng;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 4 {
        return Err("usage: puyo_stats GAME[:k=v] AGENT[:k=v] GAMES SEED".into());
    }
    let game_spec = Spec::parse(&args[0]).map_err(|e| e.to_string())?;
    let agent_spec = Spec::parse(&args[1]).map_err(|e| e.to_string())?;
    let n: usize = args[2].parse().map_err(|_| "GAMES: a whole number")?;
    let seed: u64 = args[3].parse().map_err(|_| "SEED: a whole number")?;
    let mut seeds = Rng::new(seed);
    let template =
        make_game(&game_spec.id, game_spec.options.clone()).map_err(|e| e.to_string())?;
    let mut options = agent_spec.options.clone();
    let agent_seed = seeds.next_u64();
    if !options.contains("seed") {
        options.insert("seed", &agent_seed.to_string());
    }
    let mut agent =
        make_agent(&game_spec.id, &agent_spec.id, options).map_err(|e| e.to_string())?;
    let (mut chains, mut scores) = (Vec::new(), Vec::new());
    for i in 0..n {
        let mut game = template.clone();
        game.reset(seeds.next_u64());
        let mut best = 0u32;
        while !game.is_terminal() {
            let a = agent.act(&game).map_err(|e| e.to_string())?;
            game.apply(a).map_err(|e| e.to_string())?;
            if let Some(c) = game.info().number("chain") {
                best = best.max(c.max(0.0) as u32);
            }
        }
        chains.push(best);
        scores.push(game.returns()[0]);
        eprintln!(
            "game {}: largest chain {best}, score {}",
            i + 1,
            game.returns()[0]
        );
    }
    chains.sort_unstable();
    let median = if n % 2 == 1 {
        f64::from(chains[n / 2])
    } else {
        f64::from(chains[n / 2 - 1] + chains[n / 2]) / 2.0
    };
    // Ranks (1-based) of the order-statistic interval for the median.
    let half = 0.98 * (n as f64).sqrt();
    let lo = ((n as f64 / 2.0 - half).floor() as usize).max(1);
    let hi = ((n as f64 / 2.0 + 1.0 + half).ceil() as usize).min(n);
    let mean = scores.iter().sum::<f64>() / n as f64;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n.max(2) - 1) as f64;
    let se = (var / n as f64).sqrt();
    println!(
        "{{\"games\":{n},\"medianMaxChain\":{median},\"medianCI95\":[{},{}],\"maxChain\":{},\"meanScore\":{mean:.0},\"meanScoreCI95\":[{:.0},{:.0}]}}",
        chains[lo - 1],
        chains[hi - 1],
        chains[n - 1],
        mean - 1.96 * se,
        mean + 1.96 * se
    );
    Ok(())
}
