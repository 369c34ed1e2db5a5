//! Negamax with alpha-beta pruning to a fixed depth, over any two-player zero-sum [`Game`]
//! (Kaggle Learn's "N-step lookahead", searched the fast way).
//!
//! Each position is scored for the player to move: a finished game by its result (a win that
//! comes `p` plies from the root scores [`TERMINAL`]` - p`, so quicker wins score more and slower
//! losses less), a running one at the depth limit by the game's [`Heuristic`]. The moves of each
//! position are searched in the order the heuristic gives (Connect Four: from the centre out),
//! which lets alpha-beta prune more. At the root every move's exact score is kept when it ties
//! the best so far, so the choice among equally good moves is a seeded random pick:
//! deterministic for a seed, and the depth alone fixes the scores.

use super::Agent;
use crate::game::{Action, Game, GameError};
use crate::options::Options;
use crate::rng::Rng;

/// The score of a win (minus the plies it takes); heuristic scores must stay well inside it.
pub const TERMINAL: i64 = 1_000_000_000;
/// The deepest search the `depth` option allows (a few seconds on Connect Four in the browser).
pub const MAX_DEPTH: usize = 8;
/// The `depth` option's default.
pub const DEFAULT_DEPTH: usize = 4;
/// Beyond every score (and safe to negate).
const INF: i64 = i64::MAX / 2;

/// How a game's running positions are judged at the search's depth limit, and in what order
/// moves are tried.
pub trait Heuristic<G: Game>: Send {
    /// How good the running position `game` is for `player`: higher is better, a whole number
    /// well inside `±TERMINAL / 2`.
    fn score(&self, game: &G, player: usize) -> i64;

    /// Puts the likeliest best moves of `game` first (alpha-beta prunes more); the default
    /// keeps the legal order.
    fn order(&self, _game: &G, _moves: &mut [Action]) {}
}

/// Plays the move with the best negamax score at a fixed depth.
#[derive(Clone, Debug)]
pub struct Negamax<H> {
    heuristic: H,
    depth: usize,
    rng: Rng,
    /// Positions visited by the last search (for figures and tests).
    pub nodes: u64,
}

impl<H> Negamax<H> {
    /// A search `depth` plies deep (1..=[`MAX_DEPTH`]) judging leaves with `heuristic`, its
    /// choice among equally good moves fixed by `seed`.
    ///
    /// # Errors
    /// `BadOption` naming `depth` when it is outside 1..=[`MAX_DEPTH`].
    pub fn new(heuristic: H, depth: usize, seed: u64) -> Result<Self, GameError> {
        let mut options = Options::new().with("depth", &depth.to_string());
        let depth = options.take_usize("depth", DEFAULT_DEPTH, 1..=MAX_DEPTH)?;
        Ok(Negamax {
            heuristic,
            depth,
            rng: Rng::new(seed),
            nodes: 0,
        })
    }

    /// Builds from options: `depth` (default [`DEFAULT_DEPTH`], 1..=[`MAX_DEPTH`]) and `seed`
    /// (default 0).
    ///
    /// # Errors
    /// `BadOption` naming the bad or unknown option.
    pub fn from_options(heuristic: H, mut options: Options) -> Result<Self, GameError> {
        let depth = options.take_usize("depth", DEFAULT_DEPTH, 1..=MAX_DEPTH)?;
        let seed = options.take_u64("seed", 0)?;
        options.finish("the negamax agent")?;
        Negamax::new(heuristic, depth, seed)
    }

    /// How many plies it searches.
    pub fn depth(&self) -> usize {
        self.depth
    }
}

impl<H> Negamax<H> {
    /// The moves of `game` with the best score at this depth, in search order, and that score
    /// for the player to move (empty once the game is over).
    ///
    /// # Errors
    /// `NotSupported` for a game that is not for two players.
    pub fn best_moves<G: Game>(&mut self, game: &G) -> Result<(Vec<Action>, i64), GameError>
    where
        H: Heuristic<G>,
    {
        if game.num_players() != 2 {
            return Err(GameError::NotSupported {
                what: "negamax search (it plays two-player games)".into(),
                game: format!("a {}-player game", game.num_players()),
            });
        }
        self.nodes = 0;
        let Some(me) = game.current_player() else {
            return Ok((Vec::new(), 0));
        };
        let mut moves = game.legal_actions();
        self.heuristic.order(game, &mut moves);
        let (mut best, mut ties) = (-INF, Vec::new());
        for a in moves {
            // A window just below the best so far: a move that ties it gets its exact score.
            let alpha = if best == -INF { -INF } else { best - 1 };
            let v = self.child_value(game, a, self.depth - 1, 0, alpha, INF, me);
            if v > best {
                best = v;
                ties.clear();
            }
            if v == best {
                ties.push(a);
            }
        }
        Ok((ties, best))
    }

    /// The score for `player` (to move in `game`, `ply` plies from the root) of playing `a`,
    /// searched `depth` more plies within the window (`alpha`, `beta`).
    #[allow(clippy::too_many_arguments)]
    fn child_value<G: Game>(
        &mut self,
        game: &G,
        a: Action,
        depth: usize,
        ply: i64,
        alpha: i64,
        beta: i64,
        player: usize,
    ) -> i64
    where
        H: Heuristic<G>,
    {
        let mut child = game.clone();
        child
            .apply(a)
            .expect("legal_actions lists only legal moves");
        match child.current_player() {
            // The same player moves again (not in Connect Four): no change of side.
            Some(next) if next == player => {
                self.search(&child, depth, ply + 1, alpha, beta, player)
            }
            next => -self.search(
                &child,
                depth,
                ply + 1,
                -beta,
                -alpha,
                next.unwrap_or(1 - player),
            ),
        }
    }

    /// The negamax score of `game` for `player` (the player to move, or who would move once the
    /// game is over), searched `depth` more plies; `ply` plies from the root.
    fn search<G: Game>(
        &mut self,
        game: &G,
        depth: usize,
        ply: i64,
        mut alpha: i64,
        beta: i64,
        player: usize,
    ) -> i64
    where
        H: Heuristic<G>,
    {
        self.nodes += 1;
        if game.is_terminal() {
            let r = game.returns().get(player).copied().unwrap_or(0.0);
            return if r > 0.0 {
                TERMINAL - ply
            } else if r < 0.0 {
                ply - TERMINAL
            } else {
                0
            };
        }
        if depth == 0 {
            return self.heuristic.score(game, player);
        }
        let mut moves = game.legal_actions();
        self.heuristic.order(game, &mut moves);
        let mut best = -INF;
        for a in moves {
            let v = self.child_value(game, a, depth - 1, ply, alpha, beta, player);
            best = best.max(v);
            alpha = alpha.max(v);
            if alpha >= beta {
                break;
            }
        }
        best
    }
}

impl<G: Game, H: Heuristic<G>> Agent<G> for Negamax<H> {
    fn act(&mut self, game: &G) -> Result<Action, GameError> {
        let (best, _) = self.best_moves(game)?;
        if best.is_empty() {
            return Err(GameError::GameOver);
        }
        Ok(best[self.rng.below(best.len())])
    }
}
