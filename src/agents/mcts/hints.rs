//! [`ThreatHints`]: what the strong MCTS knows about a game's tactics, and the evaluator built on it.
//!
//! The defaults work for any two-player game from the rules alone (try a move on a copy and see
//! whether it wins); a game with a faster or deeper view (Gomoku's fours and open threes)
//! overrides them. The search itself never changes.

use super::rollout::random_playout;
use super::search::{Evaluator, Values};
use crate::game::{Action, Game};
use crate::games::connect4::Connect4;
use crate::games::tictactoe::TicTacToe;
use crate::rng::Rng;

/// Tactical knowledge for the strong MCTS. Every method has a rules-only default.
pub trait ThreatHints: Game {
    /// Working memory reused across the calls of one search (tables, buffers); `()` if none.
    type Scratch: Default;

    /// The moves that win at once for the player to move, ascending (cleared first).
    fn immediate_wins(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(me) = self.current_player() else {
            return;
        };
        for a in self.legal_actions() {
            if wins_at_once(self, a, me) {
                out.push(a);
            }
        }
    }

    /// The moves worth searching in this position, with priors (cleared first; never empty while
    /// the game goes on). The default keeps only winning moves when there are some, else only
    /// the moves after which the opponent cannot win at once (when some exist), all equally likely.
    fn move_priors(&self, _scratch: &mut Self::Scratch, out: &mut Vec<(Action, f32)>) {
        out.clear();
        let mut wins = Vec::new();
        self.immediate_wins(&mut wins);
        let moves = if wins.is_empty() {
            let legal = self.legal_actions();
            let safe: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|&a| !opponent_wins_after(self, a))
                .collect();
            if safe.is_empty() {
                legal
            } else {
                safe
            }
        } else {
            wins
        };
        let p = 1.0 / moves.len().max(1) as f32;
        out.extend(moves.into_iter().map(|a| (a, p)));
    }

    /// Each player's value (+1 win, -1 loss, 0 draw) at the end of one playout from here.
    /// The default plays uniformly random moves.
    fn playout(&self, _scratch: &mut Self::Scratch, rng: &mut Rng) -> Values {
        random_playout(self.clone(), rng, &mut Vec::new())
    }
}

/// Whether `action` ends the game at once with `player` ahead.
fn wins_at_once<G: Game>(game: &G, action: Action, player: usize) -> bool {
    let mut copy = game.clone();
    if copy.apply(action).is_err() || !copy.is_terminal() {
        return false;
    }
    let r = copy.returns();
    let mine = r.get(player).copied().unwrap_or(0.0);
    r.iter().enumerate().all(|(p, &v)| p == player || v < mine)
}

/// Whether, after `action`, the next player has a move that wins at once.
fn opponent_wins_after<G: Game>(game: &G, action: Action) -> bool {
    let mut copy = game.clone();
    if copy.apply(action).is_err() {
        return false;
    }
    let Some(next) = copy.current_player() else {
        return false;
    };
    copy.legal_actions()
        .into_iter()
        .any(|a| wins_at_once(&copy, a, next))
}

/// Tic-tac-toe is small enough for the rules-only defaults.
impl ThreatHints for TicTacToe {
    type Scratch = ();
}

/// Connect Four takes the rules-only defaults (try each column on a copy).
impl ThreatHints for Connect4 {
    type Scratch = ();
}

/// The strong search's evaluator: children and priors from [`ThreatHints`], in a seeded random
/// order (so equal scores are broken at random), and the game's own playouts.
pub struct HintedEvaluator<G: ThreatHints> {
    scratch: G::Scratch,
}

impl<G: ThreatHints> Default for HintedEvaluator<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: ThreatHints> HintedEvaluator<G> {
    /// An evaluator with fresh working memory.
    pub fn new() -> Self {
        HintedEvaluator {
            scratch: G::Scratch::default(),
        }
    }
}

impl<G: ThreatHints> Evaluator<G> for HintedEvaluator<G> {
    fn evaluate(
        &mut self,
        game: &G,
        rng: &mut Rng,
        priors: Option<&mut Vec<(Action, f32)>>,
    ) -> f64 {
        if let Some(out) = priors {
            game.move_priors(&mut self.scratch, out);
            rng.shuffle(out);
        }
        let mover = game.current_player().unwrap_or(0).min(1);
        game.playout(&mut self.scratch, rng)[mover]
    }
}
