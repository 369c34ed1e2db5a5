//! `train`: trains a learner natively and writes its weights file; the last stdout line is JSON.
//!
//! ```text
//! train --game GAME[:k=v,...] --learner LEARNER[:k=v,...] (--episodes N | --seconds S)
//!       [--seed S] [--threads T] --out FILE [--record FILE]
//!       [--checkpoint FILE [--checkpoint-every S]] [--resume FILE]
//! ```
//! A run longer than a session: `--checkpoint FILE` keeps everything training needs (at the end
//! and every `--checkpoint-every` seconds); the next session passes the same game, learner and
//! options with `--resume FILE` and goes on as if it had never stopped (`--episodes` counts
//! from the start of the first run).
//! Progress goes to stderr; bad input exits with status 2 and a one-line reason.

use clap::{ArgGroup, Parser};
use playground::arena::Spec;
use playground::clock::now_ms;
use playground::learn::{Budget, EvalPoint, Learner, Progress};
use playground::registry::make_learner;
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

const NAME: &str = "train";

/// Trains an agent by playing and writes its weights file (load it with `arena --agent LEARNER:weights=FILE`).
#[derive(Parser, Debug)]
#[command(
    name = "train",
    after_help = playground::cli::catalogue(true),
    group(ArgGroup::new("budget").required(true).args(["episodes", "seconds"]))
)]
struct Args {
    /// The game and its board options, e.g. tictactoe or gomoku:width=6,height=6,nInRow=4.
    #[arg(long, value_name = "GAME[:k=v,...]")]
    game: String,
    /// The learner and its options, e.g. qlearning:epsilon=0.1.
    #[arg(long, value_name = "LEARNER[:k=v,...]")]
    learner: String,
    /// Train until this many episodes (counted from the first run when resuming).
    #[arg(long, value_name = "N")]
    episodes: Option<u64>,
    /// Train for this many seconds of wall time.
    #[arg(long, value_name = "S")]
    seconds: Option<f64>,
    /// Seed of the learner (unless its own `seed` option is given): same seed, same weights.
    #[arg(long, default_value_t = 0, value_name = "S")]
    seed: u64,
    /// Worker threads, for learners that use them.
    #[arg(long, default_value_t = 1, value_name = "T")]
    threads: usize,
    /// Where to write the weights file.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    /// Also write self-play records as JSON lines (learners that keep them).
    #[arg(long, value_name = "FILE")]
    record: Option<PathBuf>,
    /// Also keep a checkpoint (weights, optimiser, replay buffer, random state, curve) in FILE.
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<PathBuf>,
    /// Write the checkpoint every S seconds of training too, not only at the end.
    #[arg(
        long,
        default_value_t = 600.0,
        value_name = "S",
        requires = "checkpoint"
    )]
    checkpoint_every: f64,
    /// Go on from a checkpoint written with --checkpoint (same game, learner and options).
    #[arg(long, value_name = "FILE")]
    resume: Option<PathBuf>,
}

/// Writes `learner`'s checkpoint to `path` (through a temporary file, so a stop mid-write
/// leaves the previous checkpoint whole).
fn write_checkpoint(learner: &dyn Learner, path: &std::path::Path) -> Result<(), String> {
    let bytes = learner
        .checkpoint()
        .map_err(|e| format!("--checkpoint is not supported here: {e}"))?;
    let partial = path.with_extension("partial");
    std::fs::write(&partial, bytes)
        .and_then(|()| std::fs::rename(&partial, path))
        .map_err(|e| format!("cannot write --checkpoint {}: {e}", path.display()))
}

/// The last stdout line, fields in this order.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Summary<'a> {
    game: &'a str,
    learner: &'a str,
    episodes: u64,
    games: u64,
    seconds: f64,
    samples_per_sec: f64,
    eval: EvalPoint,
}

/// One stderr progress line.
fn report(p: &Progress) {
    let mut line = format!(
        "{NAME}: {} episodes, {:.1} s, {:.0} samples/s",
        p.episodes,
        p.seconds,
        p.samples as f64 / p.seconds.max(1e-9)
    );
    if let Some(loss) = p.loss {
        line.push_str(&format!(", loss {loss:.4}"));
    }
    if let Some(point) = p.curve.last() {
        for r in &point.results {
            if r.wins + r.draws + r.losses == 0 {
                // One-player measures (Puyo: largest chain, score) have no wins or losses.
                line.push_str(&format!(", {} {:.1}", r.opponent, r.score));
            } else {
                line.push_str(&format!(
                    ", vs {} {}/{}/{} (W/D/L)",
                    r.opponent, r.wins, r.draws, r.losses
                ));
            }
        }
    }
    eprintln!("{line}");
}

fn run(args: Args) -> Result<(), String> {
    if let Some(s) = args.seconds {
        if !(s.is_finite() && s > 0.0) {
            return Err(format!("--seconds takes a positive number, not {s}"));
        }
    }
    if args.threads == 0 {
        return Err("--threads takes a whole number of 1 or more".into());
    }
    let game = Spec::parse(&args.game).map_err(|e| e.to_string())?;
    let spec = Spec::parse(&args.learner).map_err(|e| e.to_string())?;
    let mut options = spec.options.clone();
    if !options.contains("seed") {
        options.insert("seed", &args.seed.to_string());
    }
    let mut learner: Box<dyn Learner> =
        make_learner(&game.id, game.options.clone(), &spec.id, options)
            .map_err(|e| e.to_string())?;
    if args.threads > learner.max_threads() {
        eprintln!(
            "{NAME}: the {} learner uses at most {} thread(s); --threads {} is lowered",
            learner.id(),
            learner.max_threads(),
            args.threads
        );
    }
    learner.set_threads(args.threads.min(learner.max_threads()));
    if let Some(path) = &args.resume {
        let bytes = std::fs::read(path)
            .map_err(|e| format!("cannot read --resume {}: {e}", path.display()))?;
        learner
            .resume(&bytes)
            .map_err(|e| format!("cannot resume from {}: {e}", path.display()))?;
        eprintln!(
            "{NAME}: resumed from {} at episode {}",
            path.display(),
            learner.progress().episodes
        );
    }
    if let Some(path) = &args.checkpoint {
        if !(args.checkpoint_every.is_finite() && args.checkpoint_every > 0.0) {
            return Err("--checkpoint-every takes a positive number of seconds".into());
        }
        // Fail before training when the learner has none or the file cannot be written.
        write_checkpoint(learner.as_ref(), path)?;
    }
    let mut records = match &args.record {
        Some(path) => {
            learner
                .record()
                .map_err(|e| format!("--record is not supported here: {e}"))?;
            Some(
                std::fs::File::create(path)
                    .map_err(|e| format!("cannot write --record {}: {e}", path.display()))?,
            )
        }
        None => None,
    };
    // Fail before training, not after, when the output cannot be written.
    std::fs::File::create(&args.out)
        .map_err(|e| format!("cannot write --out {}: {e}", args.out.display()))?;

    let start = now_ms();
    let mut last_print = 0.0;
    let mut last_checkpoint = start;
    loop {
        let progress = learner.progress();
        let elapsed = (now_ms() - start) / 1000.0;
        let episodes_left = args.episodes.map(|n| n.saturating_sub(progress.episodes));
        let seconds_left = args.seconds.map(|s| s - elapsed);
        if episodes_left == Some(0) || seconds_left.is_some_and(|s| s <= 0.0) {
            break;
        }
        let slice_ms = seconds_left.map_or(1000.0, |s| (s * 1000.0).min(1000.0));
        let p = learner
            .train(Budget {
                episodes: episodes_left,
                millis: Some(slice_ms),
            })
            .map_err(|e| e.to_string())?;
        if let Some(file) = records.as_mut() {
            for line in learner.take_records() {
                writeln!(file, "{line}").map_err(|e| format!("cannot write --record: {e}"))?;
            }
        }
        if let Some(path) = &args.checkpoint {
            if now_ms() - last_checkpoint > args.checkpoint_every * 1000.0 {
                last_checkpoint = now_ms();
                write_checkpoint(learner.as_ref(), path)?;
            }
        }
        if now_ms() - last_print > 1000.0 {
            last_print = now_ms();
            report(&p);
        }
    }
    let eval = learner.evaluate().map_err(|e| e.to_string())?;
    let p = learner.progress();
    report(&p);
    std::fs::write(&args.out, learner.save())
        .map_err(|e| format!("cannot write --out {}: {e}", args.out.display()))?;
    eprintln!("{NAME}: wrote {}", args.out.display());
    if let Some(path) = &args.checkpoint {
        write_checkpoint(learner.as_ref(), path)?;
        eprintln!("{NAME}: wrote the checkpoint {}", path.display());
    }
    let summary = Summary {
        game: &game.text,
        learner: &spec.text,
        episodes: p.episodes,
        games: p.games,
        seconds: p.seconds,
        samples_per_sec: p.samples as f64 / p.seconds.max(1e-9),
        eval,
    };
    let json = serde_json::to_string(&summary).map_err(|e| e.to_string())?;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{json}");
    Ok(())
}

fn main() -> ExitCode {
    let args = match playground::cli::parse::<Args>(NAME) {
        Ok(a) => a,
        Err(code) => return code,
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(reason) => playground::cli::fail(NAME, reason),
    }
}
