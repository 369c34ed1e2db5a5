//! Shared pieces of the command lines (`arena`, `train`): one-line errors and the catalogue that
//! `--help` lists (games, agents, learners and their options, read from [`crate::registry`]).

use crate::registry::{agent_entries, learner_entries, GAMES, LEARNERS};
use clap::Parser;
use std::fmt::Write;
use std::process::ExitCode;

/// Parses the command line into `T`. `--help` and `--version` print and exit 0 (as `Err(0)`); any
/// other problem prints one line `NAME: reason` on stderr and gives exit status 2.
///
/// # Errors
/// The exit code to return when the program should stop here.
pub fn parse<T: Parser>(name: &str) -> Result<T, ExitCode> {
    match T::try_parse() {
        Ok(args) => Ok(args),
        Err(e) => match e.kind() {
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                let _ = e.print();
                Err(ExitCode::SUCCESS)
            }
            _ => {
                let text = e.render().to_string();
                // clap's message up to its first blank line, on one line.
                let line: Vec<&str> = text
                    .lines()
                    .map(str::trim)
                    .skip_while(|l| l.is_empty())
                    .take_while(|l| !l.is_empty())
                    .collect();
                let line = line.join(" ");
                let line = line.trim_start_matches("error: ");
                Err(fail(name, format!("{line} (try --help)")))
            }
        },
    }
}

/// Prints `NAME: reason` (one line) on stderr and returns exit status 2.
pub fn fail(name: &str, reason: impl std::fmt::Display) -> ExitCode {
    let reason = reason.to_string().replace('\n', " ");
    eprintln!("{name}: {reason}");
    ExitCode::from(2)
}

/// Options with their defaults as ` [k=v,...]` ("" when none).
fn defaults(pairs: &[(&str, &str)]) -> String {
    if pairs.is_empty() {
        String::new()
    } else {
        let d: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        format!(" [{}]", d.join(","))
    }
}

/// The games with their agents (and options with defaults), then, when `learners` is set, every
/// learner with each option's kind, default and help.
pub fn catalogue(learners: bool) -> String {
    let mut out = String::from("Games and their agents (options with defaults):\n");
    for game in GAMES {
        let _ = writeln!(
            out,
            "  {}{}: {}",
            game.id,
            defaults(&game.defaults()),
            game.description
        );
        for agent in agent_entries(game.id).unwrap_or(&[]) {
            let _ = writeln!(
                out,
                "      agent {}{}: {}",
                agent.id,
                defaults(agent.defaults),
                agent.description
            );
        }
        if let Ok(ls) = learner_entries(game.id) {
            for l in ls {
                let _ = writeln!(out, "      learner {}", l.id);
            }
        }
    }
    if learners {
        out.push_str("\nLearners and their options (LEARNER:k=v,...):\n");
        for l in LEARNERS {
            let _ = writeln!(
                out,
                "  {} ({}): {}",
                l.id,
                l.games.join(", "),
                l.description
            );
            for o in l.options {
                let _ = writeln!(
                    out,
                    "      {}={} ({}): {}",
                    o.name,
                    o.default,
                    o.kind_text(),
                    o.help
                );
            }
        }
    }
    out.push_str("\nLearned agents (agent id = learner id) take:\n");
    for l in LEARNERS {
        for o in l.agent_options {
            let _ = writeln!(out, "  {} {} ({}): {}", l.id, o.name, o.kind_text(), o.help);
        }
    }
    out
}
