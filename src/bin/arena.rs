//! `arena`: plays agents headlessly and prints, as its last line, one JSON summary.
//!
//! ```text
//! arena --game GAME[:k=v,...] --agent AGENT[:k=v,...] [--opponent AGENT[:k=v,...]] [--games N] [--seed S]
//! ```
//! Progress goes to stderr; bad input exits with status 2 and a one-line reason.

use clap::Parser;
use playground::arena::{run, Series, Spec};
use std::io::Write;
use std::process::ExitCode;

const NAME: &str = "arena";

/// Plays a series of games between agents and prints one JSON summary as the last line.
#[derive(Parser, Debug)]
#[command(name = "arena", after_help = playground::cli::catalogue(false))]
struct Args {
    /// The game and its options, e.g. minesweeper:preset=expert.
    #[arg(long, value_name = "GAME[:k=v,...]")]
    game: String,
    /// The agent evaluated, e.g. mcts:timeMs=200 or qlearning:weights=FILE.
    #[arg(long, value_name = "AGENT[:k=v,...]")]
    agent: String,
    /// Its opponent in two-player games (default: random); seats alternate.
    #[arg(long, value_name = "AGENT[:k=v,...]")]
    opponent: Option<String>,
    /// How many games.
    #[arg(long, default_value_t = 100, value_name = "N")]
    games: usize,
    /// Fixes every game and (unless an agent sets its own `seed`) every agent.
    #[arg(long, default_value_t = 0, value_name = "S")]
    seed: u64,
}

/// The command line as a [`Series`].
fn series(args: Args) -> Result<Series, String> {
    let spec = |s: &str| Spec::parse(s).map_err(|e| e.to_string());
    Ok(Series {
        game: spec(&args.game)?,
        agent: spec(&args.agent)?,
        opponent: args.opponent.as_deref().map(spec).transpose()?,
        games: args.games,
        seed: args.seed,
    })
}

fn main() -> ExitCode {
    let args = match playground::cli::parse::<Args>(NAME) {
        Ok(a) => a,
        Err(code) => return code,
    };
    let series = match series(args) {
        Ok(s) => s,
        Err(reason) => return playground::cli::fail(NAME, reason),
    };
    let mut last_report = 0.0;
    let start = playground::clock::now_ms();
    let result = run(&series, |done, total| {
        let now = playground::clock::now_ms();
        if now - last_report > 1000.0 || done == total {
            last_report = now;
            eprintln!(
                "arena: {done}/{total} games ({:.1} s)",
                (now - start) / 1000.0
            );
        }
    });
    match result {
        Ok(report) => {
            let mut out = std::io::stdout().lock();
            // A closed stdout (e.g. piped into `head`) is not worth a panic.
            let _ = writeln!(out, "{}", report.to_json());
            ExitCode::SUCCESS
        }
        Err(e) => playground::cli::fail(NAME, e),
    }
}
