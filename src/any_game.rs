//! [`AnyGame`]: one type that holds any of the games, for the arena and the browser door,
//! and [`ForGame`], which lets an agent written for one game type play an `AnyGame`.

use crate::agents::Agent;
use crate::game::{Action, Game, GameError, Outcome};
use crate::games::{
    connect4::Connect4, gomoku::Gomoku, minesweeper::Minesweeper, puyo::Puyo, tictactoe::TicTacToe,
};
use crate::record::Record;
use crate::rng::Rng;
use std::marker::PhantomData;

/// Any one of the games, chosen at run time.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyGame {
    /// Minesweeper.
    #[cfg(feature = "minesweeper")]
    Minesweeper(Minesweeper),
    /// Puyo Puyo.
    #[cfg(feature = "puyo")]
    Puyo(Puyo),
    /// Tic-tac-toe.
    #[cfg(feature = "tictactoe")]
    TicTacToe(TicTacToe),
    /// Gomoku / n-in-a-row.
    #[cfg(feature = "gomoku")]
    Gomoku(Gomoku),
    /// Connect Four (Kaggle's ConnectX).
    #[cfg(feature = "connect4")]
    Connect4(Connect4),
}

/// Runs `$body` with `$g` bound to the game inside `$any`, whichever it is.
macro_rules! with_game {
    ($any:expr, $g:ident => $body:expr) => {
        match $any {
            #[cfg(feature = "minesweeper")]
            AnyGame::Minesweeper($g) => $body,
            #[cfg(feature = "puyo")]
            AnyGame::Puyo($g) => $body,
            #[cfg(feature = "tictactoe")]
            AnyGame::TicTacToe($g) => $body,
            #[cfg(feature = "gomoku")]
            AnyGame::Gomoku($g) => $body,
            #[cfg(feature = "connect4")]
            AnyGame::Connect4($g) => $body,
        }
    };
}

impl AnyGame {
    /// The game's id: "minesweeper", "puyo", "tictactoe", "gomoku" or "connect4".
    pub fn id(&self) -> &'static str {
        match self {
            #[cfg(feature = "minesweeper")]
            AnyGame::Minesweeper(_) => Minesweeper::ID,
            #[cfg(feature = "puyo")]
            AnyGame::Puyo(_) => Puyo::ID,
            #[cfg(feature = "tictactoe")]
            AnyGame::TicTacToe(_) => TicTacToe::ID,
            #[cfg(feature = "gomoku")]
            AnyGame::Gomoku(_) => Gomoku::ID,
            #[cfg(feature = "connect4")]
            AnyGame::Connect4(_) => Connect4::ID,
        }
    }

    /// The Minesweeper inside, or `NotSupported` naming `what` was asked.
    ///
    /// # Errors
    /// `NotSupported` when this is another game.
    pub fn minesweeper_mut(&mut self, what: &str) -> Result<&mut Minesweeper, GameError> {
        match self {
            #[cfg(feature = "minesweeper")]
            AnyGame::Minesweeper(m) => Ok(m),
            #[allow(unreachable_patterns)]
            other => Err(GameError::NotSupported {
                what: format!("{what} (only minesweeper has it)"),
                game: other.id().into(),
            }),
        }
    }
}

impl Game for AnyGame {
    fn num_actions(&self) -> usize {
        with_game!(self, g => g.num_actions())
    }
    fn num_players(&self) -> usize {
        with_game!(self, g => g.num_players())
    }
    fn current_player(&self) -> Option<usize> {
        with_game!(self, g => g.current_player())
    }
    fn is_legal(&self, action: Action) -> bool {
        with_game!(self, g => g.is_legal(action))
    }
    fn apply(&mut self, action: Action) -> Result<f64, GameError> {
        with_game!(self, g => g.apply(action))
    }
    fn returns(&self) -> Vec<f64> {
        with_game!(self, g => g.returns())
    }
    fn observation(&self) -> Record {
        with_game!(self, g => g.observation())
    }
    fn render(&self) -> String {
        with_game!(self, g => g.render())
    }
    fn reset(&mut self, seed: u64) {
        with_game!(self, g => g.reset(seed))
    }
    fn is_terminal(&self) -> bool {
        with_game!(self, g => g.is_terminal())
    }
    fn is_truncated(&self) -> bool {
        with_game!(self, g => g.is_truncated())
    }
    fn info(&self) -> Record {
        with_game!(self, g => g.info())
    }
    fn why_illegal(&self, action: Action) -> crate::game::Reason {
        with_game!(self, g => g.why_illegal(action))
    }
    fn check_action(&self, action: Action) -> Result<(), GameError> {
        with_game!(self, g => g.check_action(action))
    }
    fn legal_actions_into(&self, out: &mut Vec<Action>) {
        with_game!(self, g => g.legal_actions_into(out))
    }
    fn choose_legal(&self, rng: &mut Rng, scratch: &mut Vec<Action>) -> Option<Action> {
        with_game!(self, g => g.choose_legal(rng, scratch))
    }
    fn action_mask(&self) -> Vec<u8> {
        with_game!(self, g => g.action_mask())
    }
    fn determinized(&self, seed: u64) -> Self {
        match self {
            #[cfg(feature = "minesweeper")]
            AnyGame::Minesweeper(g) => AnyGame::Minesweeper(g.determinized(seed)),
            #[cfg(feature = "puyo")]
            AnyGame::Puyo(g) => AnyGame::Puyo(g.determinized(seed)),
            #[cfg(feature = "tictactoe")]
            AnyGame::TicTacToe(g) => AnyGame::TicTacToe(g.determinized(seed)),
            #[cfg(feature = "gomoku")]
            AnyGame::Gomoku(g) => AnyGame::Gomoku(g.determinized(seed)),
            #[cfg(feature = "connect4")]
            AnyGame::Connect4(g) => AnyGame::Connect4(g.determinized(seed)),
        }
    }
    fn max_game_length(&self) -> Option<usize> {
        with_game!(self, g => g.max_game_length())
    }
    fn return_bounds(&self) -> Option<(f64, f64)> {
        with_game!(self, g => g.return_bounds())
    }
    fn outcome(&self) -> Option<Outcome> {
        with_game!(self, g => g.outcome())
    }
}

/// A concrete game type that can be found inside an [`AnyGame`].
pub trait GameKind: Game {
    /// The game's id, as `make()` and the arena take it.
    const ID: &'static str;
    /// The game inside `any`, if it is this kind.
    fn from_any(any: &AnyGame) -> Option<&Self>;
    /// This game as an [`AnyGame`].
    ///
    /// # Errors
    /// `NotSupported` in an engine built without this game (see [`not_built`]).
    fn into_any_game(self) -> Result<AnyGame, GameError>;
}

/// The refusal of an engine built without game `id` (cargo features: the page loads one engine per
/// game, scripts/build.sh).
pub fn not_built(id: &str) -> GameError {
    GameError::NotSupported {
        what: "this game (this engine was built without it: load the engine for it)".into(),
        game: id.into(),
    }
}

macro_rules! game_kind {
    ($ty:ty, $variant:ident, $id:literal) => {
        impl GameKind for $ty {
            const ID: &'static str = $id;
            fn from_any(any: &AnyGame) -> Option<&Self> {
                match any {
                    #[cfg(feature = $id)]
                    AnyGame::$variant(g) => Some(g),
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
            fn into_any_game(self) -> Result<AnyGame, GameError> {
                #[cfg(feature = $id)]
                return Ok(AnyGame::$variant(self));
                #[cfg(not(feature = $id))]
                return Err(not_built($id));
            }
        }
    };
}
game_kind!(Minesweeper, Minesweeper, "minesweeper");
game_kind!(Puyo, Puyo, "puyo");
game_kind!(TicTacToe, TicTacToe, "tictactoe");
game_kind!(Gomoku, Gomoku, "gomoku");
game_kind!(Connect4, Connect4, "connect4");

/// Lets an agent for game type `G` play an [`AnyGame`], refusing envs of other games.
pub struct ForGame<G, A> {
    agent: A,
    game: PhantomData<fn(&G)>,
}

impl<G, A> ForGame<G, A> {
    /// Wraps `agent`.
    pub fn new(agent: A) -> Self {
        ForGame {
            agent,
            game: PhantomData,
        }
    }
}

impl<G: GameKind, A: Agent<G>> ForGame<G, A> {
    fn unwrap<'a>(&self, any: &'a AnyGame) -> Result<&'a G, GameError> {
        G::from_any(any).ok_or_else(|| GameError::WrongGame {
            expected: G::ID.into(),
            found: any.id().into(),
        })
    }
}

impl<G: GameKind, A: Agent<G>> Agent<AnyGame> for ForGame<G, A> {
    fn act(&mut self, game: &AnyGame) -> Result<Action, GameError> {
        let g = self.unwrap(game)?;
        self.agent.act(g)
    }

    fn explain(&mut self, game: &AnyGame) -> Result<Option<Record>, GameError> {
        let g = self.unwrap(game)?;
        self.agent.explain(g)
    }

    fn check(&mut self, game: &AnyGame) -> Result<(), GameError> {
        let g = self.unwrap(game)?;
        self.agent.check(g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_built_in_becomes_an_any_game_and_one_left_out_is_refused_by_name() {
        let any = TicTacToe::new().into_any_game().unwrap();
        assert_eq!(any.id(), "tictactoe");
        assert!(TicTacToe::from_any(&any).is_some());
        assert!(Gomoku::from_any(&any).is_none());
        match not_built("puyo") {
            GameError::NotSupported { what, game } => {
                assert_eq!(game, "puyo");
                assert!(what.contains("built without it"), "{what}");
            }
            other => panic!("{other:?}"),
        }
    }
}
