//! The [`Game`] trait every engine implements, its typed [`GameError`], and Gym-style [`Step`]s.
//!
//! Actions are dense integers `0..num_actions()`, so one search (MCTS) and one random agent serve
//! every game. `apply` checks the action and leaves the state untouched when it returns an error.

pub use crate::reason::Reason;
use crate::record::Record;
use crate::rng::Rng;
use std::fmt;

/// An action index in `0..num_actions()`.
pub type Action = usize;

/// Why a call was refused. Every message says what went wrong and what to do instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has ended; no more actions are accepted.
    GameOver,
    /// The action is in range but not allowed in this position.
    IllegalAction {
        /// The refused action.
        action: Action,
        /// Why it is not allowed now.
        reason: Reason,
    },
    /// The action is not in `0..num_actions`.
    OutOfRange {
        /// The refused action.
        action: i64,
        /// How many actions the game has.
        num_actions: usize,
    },
    /// An option has a bad value or is not known.
    BadOption {
        /// The option's name.
        option: String,
        /// What is wrong and what would be right.
        reason: Reason,
    },
    /// A game or agent name that does not exist.
    Unknown {
        /// What was looked up: "game" or "agent".
        what: &'static str,
        /// The name given.
        name: String,
        /// The names that do exist.
        choices: Vec<String>,
    },
    /// An agent was handed an env of a different game.
    WrongGame {
        /// The game the agent was made for.
        expected: String,
        /// The game of the env it was given.
        found: String,
    },
    /// The call does not exist for this game (e.g. flags outside Minesweeper).
    NotSupported {
        /// What was asked.
        what: String,
        /// The game it was asked of.
        game: String,
    },
    /// In the browser: the agent's shipped net has not been handed over yet (`src/shipped.rs`).
    NetNotLoaded {
        /// The net's name (its file is `weights/<net>.bin`).
        net: String,
    },
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::GameOver => {
                write!(f, "the game is over: call reset() to start a new game")
            }
            GameError::IllegalAction { action, reason } => write!(
                f,
                "action {action} is not allowed now: {reason} (legalActions() lists the moves you can make)"
            ),
            GameError::OutOfRange {
                action,
                num_actions,
            } => write!(
                f,
                "action {action} does not exist: actions are whole numbers from 0 to {}",
                num_actions.saturating_sub(1)
            ),
            GameError::BadOption { option, reason } => write!(f, "option '{option}': {reason}"),
            GameError::Unknown { what, name, choices } => write!(
                f,
                "there is no {what} called '{name}': choose one of {}",
                choices.join(", ")
            ),
            GameError::WrongGame { expected, found } => write!(
                f,
                "this agent plays {expected}, but it was given a {found} env: make one with makeAgent(\"{found}\", ...)"
            ),
            GameError::NotSupported { what, game } => {
                write!(f, "{game} has no {what}")
            }
            GameError::NetNotLoaded { net } => write!(
                f,
                "the shipped net '{net}' is not loaded yet: load weights/{net}.bin and hand it over with provideNet"
            ),
        }
    }
}

impl std::error::Error for GameError {}

/// What one Gym-style step returns: `(observation, reward, terminated, truncated, info)`.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The state as the next player sees it.
    pub observation: Record,
    /// The reward of the player who moved.
    pub reward: f64,
    /// The game ended by its rules (win, loss, draw).
    pub terminated: bool,
    /// The episode was cut short by a limit (e.g. Puyo's `maxPairs`), not by the rules.
    pub truncated: bool,
    /// Extra facts about the step (e.g. the chain it caused).
    pub info: Record,
}

/// How an episode ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// This player won (in a one-player game, player 0 won the game).
    Won(usize),
    /// Nobody won: a drawn two-player game.
    Draw,
    /// A one-player game was lost.
    Lost,
    /// Ended without a win or loss (a score game, or one cut short by a limit).
    Ended,
}

/// A game state: the rules of one game, driven by dense integer actions.
///
/// Implementations keep hidden information (mines, future pairs) private; agents read only
/// what a player could see. `Clone` gives an independent copy for search.
pub trait Game: Clone + PartialEq + fmt::Debug + Send + 'static {
    /// How many action indices exist (legal or not).
    fn num_actions(&self) -> usize;

    /// 1 or 2.
    fn num_players(&self) -> usize;

    /// The player to move, or `None` once the episode has ended.
    fn current_player(&self) -> Option<usize>;

    /// Whether `action` may be applied now (false out of range or after the end).
    fn is_legal(&self, action: Action) -> bool;

    /// Applies a legal action and returns the mover's reward.
    ///
    /// # Errors
    /// `GameOver`, `OutOfRange` or `IllegalAction`; the state is then unchanged.
    fn apply(&mut self, action: Action) -> Result<f64, GameError>;

    /// Each player's total reward so far.
    fn returns(&self) -> Vec<f64>;

    /// What the player to move sees, as named flat arrays.
    fn observation(&self) -> Record;

    /// The seed's text picture of the board.
    fn render(&self) -> String;

    /// Starts a new episode whose randomness is fixed by `seed`.
    fn reset(&mut self, seed: u64);

    /// Whether the episode has ended (by the rules or by a limit).
    fn is_terminal(&self) -> bool {
        self.current_player().is_none()
    }

    /// Whether the episode ended by a limit rather than by the rules.
    fn is_truncated(&self) -> bool {
        false
    }

    /// Facts about the last step, returned as Gym's `info`.
    fn info(&self) -> Record {
        Record::new()
    }

    /// Why `action` is illegal now (used in error messages; games may say more).
    fn why_illegal(&self, _action: Action) -> Reason {
        Reason::new(
            "notLegal",
            "it is not one of the legal actions in this position",
        )
    }

    /// `Ok` when `action` may be applied, else the error `apply` would return.
    ///
    /// # Errors
    /// `GameOver`, `OutOfRange` or `IllegalAction`.
    fn check_action(&self, action: Action) -> Result<(), GameError> {
        if self.is_terminal() {
            Err(GameError::GameOver)
        } else if action >= self.num_actions() {
            Err(GameError::OutOfRange {
                action: action as i64,
                num_actions: self.num_actions(),
            })
        } else if !self.is_legal(action) {
            Err(GameError::IllegalAction {
                action,
                reason: self.why_illegal(action),
            })
        } else {
            Ok(())
        }
    }

    /// Writes the legal actions, ascending, into `out` (cleared first). Empty exactly when over.
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if !self.is_terminal() {
            out.extend((0..self.num_actions()).filter(|&a| self.is_legal(a)));
        }
    }

    /// A uniformly random legal action, or `None` once over: exactly what
    /// `rng.choose(&legal_actions())` picks, with the same draws from `rng`, so seeded playouts
    /// replay alike whichever way a game computes it. `scratch` is working memory (the default
    /// lists the legal actions into it); a game that can count and index its legal actions
    /// without listing them overrides this (random playouts call it every move).
    fn choose_legal(&self, rng: &mut Rng, scratch: &mut Vec<Action>) -> Option<Action> {
        self.legal_actions_into(scratch);
        rng.choose(scratch).copied()
    }

    /// The legal actions, ascending.
    fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// 1 for each legal action, 0 otherwise; `num_actions()` long.
    fn action_mask(&self) -> Vec<u8> {
        let mut mask = vec![0u8; self.num_actions()];
        for a in self.legal_actions() {
            mask[a] = 1;
        }
        mask
    }

    /// A copy that holds nothing the player to move cannot see: hidden parts (Minesweeper's
    /// mines, Puyo's pairs beyond those shown) re-drawn from `seed`, uniformly among those
    /// consistent with everything visible, and the copy's own randomness re-seeded from `seed`
    /// (so it does not carry the real game's seed). What an agent may search on without peeking.
    /// The same seed gives the same copy. The default, for games with nothing hidden and no
    /// randomness, is a plain clone.
    fn determinized(&self, _seed: u64) -> Self {
        self.clone()
    }

    /// An upper bound on the number of actions in one episode, if the rules give one.
    fn max_game_length(&self) -> Option<usize> {
        None
    }

    /// Bounds every player's total return lies within, if the rules give them.
    fn return_bounds(&self) -> Option<(f64, f64)> {
        None
    }

    /// How the episode ended, or `None` while it goes on. The default reads two-player returns
    /// (higher wins) and calls one-player episodes `Ended`; games with a win condition override it.
    fn outcome(&self) -> Option<Outcome> {
        if !self.is_terminal() {
            return None;
        }
        if self.is_truncated() || self.num_players() == 1 {
            return Some(Outcome::Ended);
        }
        let r = self.returns();
        Some(if r[0] > r[1] {
            Outcome::Won(0)
        } else if r[1] > r[0] {
            Outcome::Won(1)
        } else {
            Outcome::Draw
        })
    }

    /// Gym-style step: applies `action` and reports what happened.
    ///
    /// # Errors
    /// As [`Game::apply`]; the state is then unchanged.
    fn step(&mut self, action: Action) -> Result<Step, GameError> {
        let reward = self.apply(action)?;
        let truncated = self.is_truncated();
        Ok(Step {
            observation: self.observation(),
            reward,
            terminated: self.is_terminal() && !truncated,
            truncated,
            info: self.info(),
        })
    }
}
