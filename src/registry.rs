//! The catalogue: which games and agents exist, their descriptions and defaults, and how to make
//! them by name — the one place the arena and the browser door look things up.

use crate::agents::connect4::{self as connect4_agents, OneStep};
use crate::agents::mcts::{Mcts, PureMcts};
use crate::agents::minesweeper::{SeedHeuristic, Solver};
use crate::agents::minimax::Minimax;
use crate::agents::puyo::neural::{self as puyo_neural_agent, NeuralAgent};
use crate::agents::puyo::{ChainBuilder, Greedy};
use crate::agents::random::RandomAgent;
use crate::agents::Agent;
use crate::any_game::{not_built, AnyGame, ForGame, GameKind};
use crate::game::{Game, GameError};
use crate::games::{connect4, gomoku, minesweeper, puyo, tictactoe};
use crate::games::{
    connect4::Connect4, gomoku::Gomoku, minesweeper::Minesweeper, puyo::Puyo, tictactoe::TicTacToe,
};
use crate::learn::alphazero::{self, AlphaZero, AlphaZeroAgent};
use crate::learn::minesweeper_neural::{self, MinesweeperNeural, NeuralAgent as MinesNeuralAgent};
use crate::learn::puyo_neural::{self, PuyoNeural};
use crate::learn::qlearning::{self, QAgent, QLearning};
use crate::learn::Learner;
use crate::options::{defaults_of, OptionSpec, Options};

/// A game as the catalogue lists it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameEntry {
    /// The id to pass to `make` and the arena.
    pub id: &'static str,
    /// A short human name.
    pub name: &'static str,
    /// One or two sentences for students.
    pub description: &'static str,
    /// Its options, with kind, range, default and help: exactly the options the game takes.
    pub options: &'static [OptionSpec],
    /// Whether the catalogues students see list it: the browser door's `games()` (so the page,
    /// the notebook wheel and the Node scripts) and Python's `playground.games()`. `false` for a
    /// game that plays natively (arena, train, `make_game`, Python's `Env`) but has no page
    /// module or words yet (an engine may land before its page part: docs/adding-a-game.md). The
    /// browser door does not offer such a game at all ([`offered_games`]).
    pub listed: bool,
}

impl GameEntry {
    /// Options and their default values, as text (options without a default left out).
    pub fn defaults(&self) -> Vec<(&'static str, &'static str)> {
        defaults_of(self.options)
    }
}

/// An agent as the catalogue lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The id to pass to `makeAgent` and the arena.
    pub id: &'static str,
    /// A short human name.
    pub name: &'static str,
    /// One or two sentences for students.
    pub description: &'static str,
    /// Options and their default values, as text.
    pub defaults: &'static [(&'static str, &'static str)],
}

/// Every game, in menu order.
pub const GAMES: &[GameEntry] = &[
    GameEntry {
        id: "minesweeper",
        name: "Minesweeper",
        description: "Reveal every safe cell without touching a mine. Numbers count the mines next to a cell.",
        options: minesweeper::OPTIONS,
        listed: true,
    },
    GameEntry {
        id: "puyo",
        name: "Puyo Puyo",
        description: "Drop pairs of coloured puyos; four or more of one colour touching pop, and what falls can pop again: a chain.",
        options: puyo::OPTIONS,
        listed: true,
    },
    GameEntry {
        id: "tictactoe",
        name: "Tic-tac-toe",
        description: "Two players take turns; three in a row wins. X moves first.",
        options: tictactoe::OPTIONS,
        listed: true,
    },
    GameEntry {
        id: "gomoku",
        name: "Gomoku",
        description: "Two players take turns placing stones; n in a row (across, down or diagonal) wins.",
        options: gomoku::OPTIONS,
        listed: true,
    },
    GameEntry {
        id: "connect4",
        name: "Connect Four",
        description: "Two players drop discs into columns; a disc falls to the lowest empty cell, and four in a row (across, down or diagonal) wins. Kaggle's ConnectX.",
        options: connect4::OPTIONS,
        listed: true,
    },
];

/// The games the students' catalogues list ([`GameEntry::listed`]), in menu order.
pub fn listed_games() -> Vec<GameEntry> {
    GAMES.iter().filter(|g| g.listed).copied().collect()
}

/// Whether this build offers the games that are not [`GameEntry::listed`]: natively yes (arena,
/// train, Python's `Env`), in the browser door no, so the page, its tests and the notebook wheel
/// meet exactly the games they have modules for (an unlisted one is an unknown game there).
const OFFERS_UNLISTED: bool = !cfg!(target_arch = "wasm32");

/// The games this build offers by name, in menu order (see `OFFERS_UNLISTED`).
pub fn offered_games() -> impl Iterator<Item = &'static GameEntry> {
    GAMES.iter().filter(|g| g.listed || OFFERS_UNLISTED)
}

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
        "Plain tree search: plays many random games from each move, the same number every move.",
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
        name: "Simple rules",
        description:
            "Uses simple rules (all neighbours are mines, all are safe, compare two numbers), then guesses carefully.",
        defaults: &[("seed", "0")],
    },
    Entry {
        id: "solver",
        name: "Solver",
        description: "Computes the exact chance of a mine in every cell and opens the safest one.",
        defaults: &[("seed", "0")],
    },
    Entry {
        id: "neural",
        name: "Neural net",
        description: "A small net that learned, by playing, how safe a hidden cell looks from the numbers around it; opens the safest.",
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
    Entry {
        id: "neural",
        name: "Neural (learned)",
        description: "Plans over the pairs it can see, judging boards with weights it learned by playing (document 001).",
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
    Entry {
        id: "qlearning",
        name: "Q-learning",
        description:
            "Plays the move its table rates best; it filled the table by playing against itself.",
        defaults: &[("seed", "0")],
    },
    ALPHAZERO,
];
const ALPHAZERO: Entry = Entry {
    id: "alphazero",
    name: "AlphaZero",
    description: "Searches guided by a neural net it trained by playing itself (document 004).",
    defaults: &[("playouts", "1600"), ("seed", "0")],
};
const GOMOKU_AGENTS: &[Entry] = &[RANDOM, PURE_MCTS, MCTS, ALPHAZERO];
/// Kaggle Learn's agents (one step, N steps) beside the generic ones.
const CONNECT4_AGENTS: &[Entry] = &[
    RANDOM,
    Entry {
        id: "onestep",
        name: "One step ahead",
        description: "Tries every column and plays the one whose position looks best: it wins when it can and blocks a win it can see.",
        defaults: &[("seed", "0")],
    },
    Entry {
        id: "negamax",
        name: "Negamax",
        description: "Looks depth moves ahead, both players' moves, and judges the positions it reaches by the same rule as One step ahead.",
        defaults: &[("depth", "4"), ("seed", "0")],
    },
    PURE_MCTS,
    MCTS,
    ALPHAZERO,
];

/// The catalogue entry of game `id`.
///
/// # Errors
/// `Unknown` naming the games that exist.
pub fn game_entry(id: &str) -> Result<&'static GameEntry, GameError> {
    offered_games()
        .find(|e| e.id == id)
        .ok_or_else(|| GameError::Unknown {
            what: "game",
            name: id.into(),
            choices: offered_games().map(|e| e.id.to_string()).collect(),
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
        "connect4" => CONNECT4_AGENTS,
        "gomoku" => GOMOKU_AGENTS,
        // A game registered without its agents gets none, and `every_listed_agent_has_a_game`
        // says so (before, it silently got Gomoku's).
        _ => &[],
    })
}

/// Makes game `id` with `options` (a fresh game, reset with seed 0).
///
/// # Errors
/// `Unknown` for a game that does not exist, `BadOption` for a bad or unknown option.
pub fn make_game(id: &str, options: Options) -> Result<AnyGame, GameError> {
    let mut game = match game_entry(id)?.id {
        #[cfg(feature = "minesweeper")]
        "minesweeper" => AnyGame::Minesweeper(Minesweeper::from_options(options)?),
        #[cfg(feature = "puyo")]
        "puyo" => AnyGame::Puyo(Puyo::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        "tictactoe" => AnyGame::TicTacToe(TicTacToe::from_options(options)?),
        #[cfg(feature = "gomoku")]
        "gomoku" => AnyGame::Gomoku(Gomoku::from_options(options)?),
        #[cfg(feature = "connect4")]
        "connect4" => AnyGame::Connect4(Connect4::from_options(options)?),
        other => return Err(not_built(other)),
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
        #[cfg(feature = "minesweeper")]
        ("minesweeper", "random") => boxed::<Minesweeper, _>(RandomAgent::from_options(options)?),
        #[cfg(feature = "minesweeper")]
        ("minesweeper", "seed-heuristic") => {
            boxed::<Minesweeper, _>(SeedHeuristic::from_options(options)?)
        }
        #[cfg(feature = "minesweeper")]
        ("minesweeper", "solver") => boxed::<Minesweeper, _>(Solver::from_options(options)?),
        #[cfg(feature = "minesweeper")]
        ("minesweeper", "neural") => {
            boxed::<Minesweeper, _>(MinesNeuralAgent::from_options(options)?)
        }
        #[cfg(feature = "puyo")]
        ("puyo", "random") => boxed::<Puyo, _>(RandomAgent::from_options(options)?),
        #[cfg(feature = "puyo")]
        ("puyo", "greedy") => boxed::<Puyo, _>(Greedy::from_options(options)?),
        #[cfg(feature = "puyo")]
        ("puyo", "chain") => boxed::<Puyo, _>(ChainBuilder::from_options(options)?),
        #[cfg(feature = "puyo")]
        ("puyo", "neural") => boxed::<Puyo, _>(NeuralAgent::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        ("tictactoe", "random") => boxed::<TicTacToe, _>(RandomAgent::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        ("tictactoe", "minimax") => boxed::<TicTacToe, _>(Minimax::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        ("tictactoe", "pure-mcts") => boxed::<TicTacToe, _>(PureMcts::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        ("tictactoe", "mcts") => boxed::<TicTacToe, _>(Mcts::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        ("tictactoe", "qlearning") => boxed::<TicTacToe, _>(QAgent::from_options(options)?),
        #[cfg(feature = "gomoku")]
        ("gomoku", "random") => boxed::<Gomoku, _>(RandomAgent::from_options(options)?),
        #[cfg(feature = "gomoku")]
        ("gomoku", "pure-mcts") => boxed::<Gomoku, _>(PureMcts::from_options(options)?),
        #[cfg(feature = "gomoku")]
        ("gomoku", "mcts") => boxed::<Gomoku, _>(Mcts::from_options(options)?),
        #[cfg(feature = "connect4")]
        ("connect4", "random") => boxed::<Connect4, _>(RandomAgent::from_options(options)?),
        #[cfg(feature = "connect4")]
        ("connect4", "onestep") => boxed::<Connect4, _>(OneStep::from_options(options)?),
        #[cfg(feature = "connect4")]
        ("connect4", "negamax") => {
            boxed::<Connect4, _>(connect4_agents::negamax_from_options(options)?)
        }
        #[cfg(feature = "connect4")]
        ("connect4", "pure-mcts") => boxed::<Connect4, _>(PureMcts::from_options(options)?),
        #[cfg(feature = "connect4")]
        ("connect4", "mcts") => boxed::<Connect4, _>(Mcts::from_options(options)?),
        #[cfg(feature = "tictactoe")]
        ("tictactoe", "alphazero") => boxed::<TicTacToe, _>(AlphaZeroAgent::from_options(options)?),
        #[cfg(feature = "gomoku")]
        ("gomoku", "alphazero") => boxed::<Gomoku, _>(AlphaZeroAgent::from_options(options)?),
        #[cfg(feature = "connect4")]
        ("connect4", "alphazero") => boxed::<Connect4, _>(AlphaZeroAgent::from_options(options)?),
        _ => return Err(unknown()),
    })
}

/// A learner as the catalogue lists it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LearnerEntry {
    /// The learner id, which is also the id of the agent that plays what it learned.
    pub id: &'static str,
    /// The games it learns.
    pub games: &'static [&'static str],
    /// A short human name.
    pub name: &'static str,
    /// One sentence for students.
    pub description: &'static str,
    /// Its options, with kind, range, default and help.
    pub options: &'static [OptionSpec],
    /// The options of the agent that plays its weights.
    pub agent_options: &'static [OptionSpec],
}

impl LearnerEntry {
    /// Options and their default values, as text (options without a default left out).
    pub fn defaults(&self) -> Vec<(&'static str, &'static str)> {
        defaults_of(self.options)
    }
}

/// Every learner.
pub const LEARNERS: &[LearnerEntry] = &[
    LearnerEntry {
        id: qlearning::ID,
        games: &["tictactoe"],
        name: "Q-learning",
        description: "Learns a table of how good each move is in each position by playing against itself (document 002).",
        options: qlearning::OPTIONS,
        agent_options: qlearning::AGENT_OPTIONS,
    },
    LearnerEntry {
        id: minesweeper_neural::ID,
        games: &["minesweeper"],
        name: "Neural net",
        description: "Plays document 000's environment and learns, from the finished games, how safe each hidden cell looks from the 5x5 around it.",
        options: minesweeper_neural::OPTIONS,
        agent_options: minesweeper_neural::AGENT_OPTIONS,
    },
    LearnerEntry {
        id: puyo_neural_agent::ID,
        games: &["puyo"],
        name: "Neural (cross-entropy)",
        description: "Learns how to judge Puyo boards (chain potential, connections, shape) by trying weight sets in self-play and keeping the best (document 001).",
        options: puyo_neural::OPTIONS,
        agent_options: puyo_neural_agent::AGENT_OPTIONS,
    },
    LearnerEntry {
        id: alphazero::ID,
        games: &["tictactoe", "gomoku", "connect4"],
        name: "AlphaZero",
        description: "Trains a neural net that guides a tree search, by playing against itself (document 004).",
        options: alphazero::OPTIONS,
        agent_options: alphazero::AGENT_OPTIONS,
    },
];

/// The learners for game `game_id`.
///
/// # Errors
/// `Unknown` for a game that does not exist.
pub fn learner_entries(game_id: &str) -> Result<Vec<&'static LearnerEntry>, GameError> {
    let game = game_entry(game_id)?.id;
    Ok(LEARNERS
        .iter()
        .filter(|l| l.games.contains(&game))
        .collect())
}

/// Makes learner `learner_id` for game `game_id` (with board `game_options`), configured by
/// `options` (its seed is the option `seed`).
///
/// # Errors
/// `Unknown` for a game or learner that does not exist (naming those that do), `BadOption` for a
/// bad or unknown option.
pub fn make_learner(
    game_id: &str,
    game_options: Options,
    learner_id: &str,
    options: Options,
) -> Result<Box<dyn Learner>, GameError> {
    let entries = learner_entries(game_id)?;
    let game = make_game(game_id, game_options)?;
    #[cfg(feature = "minesweeper")]
    if let (AnyGame::Minesweeper(template), minesweeper_neural::ID) = (&game, learner_id) {
        return Ok(Box::new(MinesweeperNeural::from_options(
            template.clone(),
            options,
        )?));
    }
    match (&game, learner_id) {
        #[cfg(feature = "tictactoe")]
        (AnyGame::TicTacToe(_), "qlearning") => {
            Ok(Box::new(QLearning::from_options(options, make_agent)?))
        }
        #[cfg(feature = "tictactoe")]
        (AnyGame::TicTacToe(g), "alphazero") => {
            Ok(Box::new(AlphaZero::from_options(g, options, make_agent)?))
        }
        #[cfg(feature = "gomoku")]
        (AnyGame::Gomoku(g), "alphazero") => {
            Ok(Box::new(AlphaZero::from_options(g, options, make_agent)?))
        }
        #[cfg(feature = "connect4")]
        (AnyGame::Connect4(g), "alphazero") => {
            Ok(Box::new(AlphaZero::from_options(g, options, make_agent)?))
        }
        #[cfg(feature = "puyo")]
        (AnyGame::Puyo(_), "neural") => Ok(Box::new(PuyoNeural::from_options(&game, options)?)),
        _ => Err(GameError::Unknown {
            what: "learner",
            name: learner_id.into(),
            choices: if entries.is_empty() {
                vec![format!("(none yet for {game_id})")]
            } else {
                entries.iter().map(|e| e.id.to_string()).collect()
            },
        }),
    }
}

/// The one sentence of help of option `option` of game `game_id` (`None` for a game or option
/// that does not exist).
pub fn option_help(game_id: &str, option: &str) -> Option<&'static str> {
    let entry = offered_games().find(|e| e.id == game_id)?;
    entry
        .options
        .iter()
        .find(|o| o.name == option)
        .map(|o| o.help)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::OptionKind;

    #[test]
    fn every_game_option_has_one_sentence_of_help() {
        for game in GAMES {
            for o in game.options {
                assert!(
                    o.help.ends_with('.') && !o.help.contains(". "),
                    "{}/{}: '{}'",
                    game.id,
                    o.name,
                    o.help
                );
            }
        }
        assert!(option_help("minesweeper", "noGuess").is_some_and(|h| h.contains("guess")));
        assert_eq!(option_help("gomoku", "noGuess"), None);
        assert_eq!(option_help("chess", "width"), None);
    }

    /// The option a `make_game` refusal names (panics when `make_game` accepts).
    fn refused(game: &str, options: Options) -> String {
        match make_game(game, options) {
            Err(GameError::BadOption { option, .. }) => option,
            Err(e) => panic!("{game}: not a BadOption: {e}"),
            Ok(_) => panic!("{game}: accepted"),
        }
    }

    #[test]
    fn every_game_accepts_its_specs_defaults_and_refuses_values_outside_them() {
        for game in GAMES {
            let id = game.id;
            let mut all = Options::new();
            for (key, value) in game.defaults() {
                all.insert(key, value);
                let one = Options::new().with(key, value);
                assert!(make_game(id, one).is_ok(), "{id}: {key}={value}");
            }
            assert!(make_game(id, all).is_ok(), "{id}: all defaults");
            for spec in game.options {
                let name = spec.name;
                let accepted = |value: &str| {
                    let made = make_game(id, Options::new().with(name, value));
                    assert!(made.is_ok(), "{id}: {name}={value}: {:?}", made.err());
                };
                let outside: Vec<String> = match spec.kind {
                    OptionKind::Whole { min, max } => {
                        let mut v = vec![(max + 1).to_string(), "1.5".into()];
                        if min > 0 {
                            v.push((min - 1).to_string());
                        }
                        v
                    }
                    OptionKind::Choice { choices } => {
                        choices.iter().for_each(|c| accepted(c));
                        vec!["nonsense".into()]
                    }
                    OptionKind::Bool => {
                        ["true", "false"].into_iter().for_each(accepted);
                        vec!["maybe".into()]
                    }
                    OptionKind::Real { .. } | OptionKind::Seed | OptionKind::File => vec![],
                };
                for value in outside {
                    let options = Options::new().with(name, &value);
                    assert_eq!(refused(id, options), name, "{id}: {name}={value}");
                }
            }
        }
    }

    #[test]
    fn the_specs_name_exactly_the_options_each_game_takes() {
        for game in GAMES {
            let options = Options::new().with("noSuchOption", "1");
            assert_eq!(refused(game.id, options.clone()), "noSuchOption");
            let said = make_game(game.id, options).err().unwrap().to_string();
            let mut names: Vec<&str> = game.options.iter().map(|o| o.name).collect();
            names.sort_unstable();
            if names.is_empty() {
                assert!(said.contains("takes no options"), "{said}");
            } else {
                assert!(
                    said.ends_with(&format!("it takes {}", names.join(", "))),
                    "{said}"
                );
            }
        }
    }

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
        assert!(
            e.contains("random, minimax, pure-mcts, mcts, qlearning"),
            "{e}"
        );
        let e = make_learner("tictactoe", Options::new(), "deep-q", Options::new())
            .err()
            .unwrap()
            .to_string();
        assert!(
            e.contains("no learner called 'deep-q'") && e.contains("qlearning"),
            "{e}"
        );
        assert!(make_learner("puyo", Options::new(), "qlearning", Options::new()).is_err());
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
