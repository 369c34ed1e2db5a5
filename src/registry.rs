//! The catalogue: which games and agents exist, their descriptions and defaults, and how to make
//! them by name — the one place the arena and the browser door look things up.

use crate::agents::mcts::{Mcts, PureMcts};
use crate::agents::minesweeper::{SeedHeuristic, Solver};
use crate::agents::minimax::Minimax;
use crate::agents::puyo::{ChainBuilder, Greedy};
use crate::agents::random::RandomAgent;
use crate::agents::Agent;
use crate::any_game::{AnyGame, ForGame, GameKind};
use crate::game::{Game, GameError};
use crate::games::{gomoku::Gomoku, minesweeper::Minesweeper, puyo::Puyo, tictactoe::TicTacToe};
use crate::options::Options;

/// A game or agent as the catalogue lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The id to pass to `make`/`makeAgent` and the arena.
    pub id: &'static str,
    /// A short human name.
    pub name: &'static str,
    /// One or two sentences for students.
    pub description: &'static str,
    /// Options and their default values, as text.
    pub defaults: &'static [(&'static str, &'static str)],
}

/// Every game, in menu order.
pub const GAMES: &[Entry] = &[
    Entry {
        id: "minesweeper",
        name: "Minesweeper",
        description: "Reveal every safe cell without touching a mine. Numbers count the mines next to a cell.",
        defaults: &[("preset", "beginner"), ("firstClick", "safe")],
    },
    Entry {
        id: "puyo",
        name: "Puyo Puyo",
        description: "Drop pairs of coloured puyos; four or more of one colour touching pop, and what falls can pop again: a chain.",
        defaults: &[("rules", "tsu")],
    },
    Entry {
        id: "tictactoe",
        name: "Tic-tac-toe",
        description: "Two players take turns; three in a row wins. X moves first.",
        defaults: &[],
    },
    Entry {
        id: "gomoku",
        name: "Gomoku",
        description: "Two players take turns placing stones; n in a row (across, down or diagonal) wins.",
        defaults: &[("width", "8"), ("height", "8"), ("nInRow", "5")],
    },
];

const RANDOM: Entry = Entry {
    id: "random",
    name: "Random",
    description: "Picks any legal move, uniformly at random.",
    defaults: &[("seed", "0")],
};
const PURE_MCTS: Entry = Entry {
    id: "pure-mcts",
    name: "Pure MCTS",
    description:
        "Seed 004's reference player: tree search with random playouts, a fixed number per move.",
    defaults: &[("playouts", "1000"), ("seed", "0")],
};
const MCTS: Entry = Entry {
    id: "mcts",
    name: "MCTS",
    description:
        "Tree search that knows about threats: takes wins, blocks losses, thinks for a time budget.",
    defaults: &[("timeMs", "100"), ("seed", "0")],
};

const MINESWEEPER_AGENTS: &[Entry] = &[
    RANDOM,
    Entry {
        id: "seed-heuristic",
        name: "Seed heuristic",
        description:
            "Seed 003's rules: all-mines, all-safe, subset elimination, then a careful guess.",
        defaults: &[("seed", "0")],
    },
    Entry {
        id: "solver",
        name: "Solver",
        description: "Computes the exact chance of a mine in every cell and opens the safest one.",
        defaults: &[("seed", "0")],
    },
];
const PUYO_AGENTS: &[Entry] = &[
    RANDOM,
    Entry {
        id: "greedy",
        name: "Greedy",
        description: "Takes the placement that scores the most right now.",
        defaults: &[("seed", "0")],
    },
    Entry {
        id: "chain",
        name: "Chain builder",
        description: "Plans ahead to build a big chain, then fires it.",
        defaults: &[("timeMs", "50"), ("seed", "0")],
    },
];
const TICTACTOE_AGENTS: &[Entry] = &[
    RANDOM,
    Entry {
        id: "minimax",
        name: "Minimax",
        description: "Searches every possible game: never loses.",
        defaults: &[("seed", "0")],
    },
    PURE_MCTS,
    MCTS,
];
const GOMOKU_AGENTS: &[Entry] = &[RANDOM, PURE_MCTS, MCTS];

/// The catalogue entry of game `id`.
///
/// # Errors
/// `Unknown` naming the games that exist.
pub fn game_entry(id: &str) -> Result<&'static Entry, GameError> {
    GAMES
        .iter()
        .find(|e| e.id == id)
        .ok_or_else(|| GameError::Unknown {
            what: "game",
            name: id.into(),
            choices: GAMES.iter().map(|e| e.id.to_string()).collect(),
        })
}

/// The agents that can play game `game_id`.
///
/// # Errors
/// `Unknown` for a game that does not exist.
pub fn agent_entries(game_id: &str) -> Result<&'static [Entry], GameError> {
    Ok(match game_entry(game_id)?.id {
        "minesweeper" => MINESWEEPER_AGENTS,
        "puyo" => PUYO_AGENTS,
        "tictactoe" => TICTACTOE_AGENTS,
        _ => GOMOKU_AGENTS,
    })
}

/// Makes game `id` with `options` (a fresh game, reset with seed 0).
///
/// # Errors
/// `Unknown` for a game that does not exist, `BadOption` for a bad or unknown option.
pub fn make_game(id: &str, options: Options) -> Result<AnyGame, GameError> {
    let mut game = match game_entry(id)?.id {
        "minesweeper" => AnyGame::Minesweeper(Minesweeper::from_options(options)?),
        "puyo" => AnyGame::Puyo(Puyo::from_options(options)?),
        "tictactoe" => AnyGame::TicTacToe(TicTacToe::from_options(options)?),
        _ => AnyGame::Gomoku(Gomoku::from_options(options)?),
    };
    game.reset(0);
    Ok(game)
}

/// Boxes `agent` as a player of `G` inside an [`AnyGame`].
fn boxed<G: GameKind, A: Agent<G> + 'static>(agent: A) -> Box<dyn Agent<AnyGame>> {
    Box::new(ForGame::<G, A>::new(agent))
}

/// Makes agent `agent_id` for game `game_id`, configured by `options`.
///
/// # Errors
/// `Unknown` for a game or agent that does not exist (naming those that do), `BadOption` for a
/// bad or unknown option.
pub fn make_agent(
    game_id: &str,
    agent_id: &str,
    options: Options,
) -> Result<Box<dyn Agent<AnyGame>>, GameError> {
    let entries = agent_entries(game_id)?;
    let unknown = || GameError::Unknown {
        what: "agent",
        name: agent_id.into(),
        choices: entries.iter().map(|e| e.id.to_string()).collect(),
    };
    let agent_id = entries
        .iter()
        .find(|e| e.id == agent_id)
        .ok_or_else(unknown)?
        .id;
    Ok(match (game_entry(game_id)?.id, agent_id) {
        ("minesweeper", "random") => boxed::<Minesweeper, _>(RandomAgent::from_options(options)?),
        ("minesweeper", "seed-heuristic") => {
            boxed::<Minesweeper, _>(SeedHeuristic::from_options(options)?)
        }
        ("minesweeper", "solver") => boxed::<Minesweeper, _>(Solver::from_options(options)?),
        ("puyo", "random") => boxed::<Puyo, _>(RandomAgent::from_options(options)?),
        ("puyo", "greedy") => boxed::<Puyo, _>(Greedy::from_options(options)?),
        ("puyo", "chain") => boxed::<Puyo, _>(ChainBuilder::from_options(options)?),
        ("tictactoe", "random") => boxed::<TicTacToe, _>(RandomAgent::from_options(options)?),
        ("tictactoe", "minimax") => boxed::<TicTacToe, _>(Minimax::from_options(options)?),
        ("tictactoe", "pure-mcts") => boxed::<TicTacToe, _>(PureMcts::from_options(options)?),
        ("tictactoe", "mcts") => boxed::<TicTacToe, _>(Mcts::from_options(options)?),
        ("gomoku", "random") => boxed::<Gomoku, _>(RandomAgent::from_options(options)?),
        ("gomoku", "pure-mcts") => boxed::<Gomoku, _>(PureMcts::from_options(options)?),
        ("gomoku", "mcts") => boxed::<Gomoku, _>(Mcts::from_options(options)?),
        _ => return Err(unknown()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_names_list_the_choices() {
        let e = make_game("chess", Options::new()).unwrap_err().to_string();
        assert!(
            e.contains("'chess'") && e.contains("minesweeper, puyo, tictactoe, gomoku"),
            "{e}"
        );
        let e = make_agent("tictactoe", "deep-blue", Options::new())
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("random, minimax, pure-mcts, mcts"), "{e}");
    }

    #[test]
    fn an_agent_refuses_another_games_env() {
        let mut agent = make_agent("gomoku", "random", Options::new()).unwrap();
        let env = make_game("tictactoe", Options::new()).unwrap();
        let e = agent.act(&env).unwrap_err();
        assert!(matches!(e, GameError::WrongGame { .. }));
        assert!(e.to_string().contains("makeAgent(\"tictactoe\""), "{e}");
    }

    #[test]
    fn every_listed_agent_has_a_game() {
        for g in GAMES {
            assert!(!agent_entries(g.id).unwrap().is_empty());
        }
    }
}
