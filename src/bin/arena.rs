//! `arena`: plays agents headlessly and prints, as its last line, one JSON summary.
//!
//! ```text
//! arena --game GAME[:k=v,...] --agent AGENT[:k=v,...] [--opponent AGENT[:k=v,...]] [--games N] [--seed S]
//! ```
//! Progress goes to stderr; bad input exits with status 2 and a one-line reason.

use playground::arena::{run, Series, Spec};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "usage: arena --game GAME[:k=v,...] --agent AGENT[:k=v,...] [--opponent AGENT[:k=v,...]] [--games N] [--seed S]";

/// Reads the command line into a [`Series`].
fn parse_args(args: &[String]) -> Result<Series, String> {
    let (mut game, mut agent, mut opponent) = (None, None, None);
    let (mut games, mut seed) = (100usize, 0u64);
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value; {USAGE}"))
        };
        match flag.as_str() {
            "--game" => game = Some(value()?),
            "--agent" => agent = Some(value()?),
            "--opponent" => opponent = Some(value()?),
            "--games" => {
                let v = value()?;
                games = v
                    .parse()
                    .map_err(|_| format!("--games takes a whole number, not '{v}'"))?;
            }
            "--seed" => {
                let v = value()?;
                seed = v
                    .parse()
                    .map_err(|_| format!("--seed takes a whole number, not '{v}'"))?;
            }
            "--help" | "-h" => return Err(USAGE.into()),
            other => return Err(format!("unknown argument '{other}'; {USAGE}")),
        }
    }
    let spec = |s: Option<String>, what: &str| -> Result<Spec, String> {
        let s = s.ok_or_else(|| format!("{what} is required; {USAGE}"))?;
        Spec::parse(&s).map_err(|e| e.to_string())
    };
    Ok(Series {
        game: spec(game, "--game")?,
        agent: spec(agent, "--agent")?,
        opponent: opponent
            .map(|o| Spec::parse(&o).map_err(|e| e.to_string()))
            .transpose()?,
        games,
        seed,
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let series = match parse_args(&args) {
        Ok(s) => s,
        Err(reason) => {
            eprintln!("arena: {reason}");
            return ExitCode::from(2);
        }
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
        Err(e) => {
            eprintln!("arena: {e}");
            ExitCode::from(2)
        }
    }
}
