//! Seed 004's evaluator: every legal move is a child with the same prior, and a leaf is valued by
//! a uniformly random playout to the end (at most [`ROLLOUT_LIMIT`] moves, else a draw).

use super::search::{terminal_values, Evaluator, Values};
use crate::game::{Action, Game};
use crate::rng::Rng;

/// The reference's cap on playout length; a playout that reaches it counts as a draw.
pub(crate) const ROLLOUT_LIMIT: usize = 1000;

/// Uniform priors over every legal move and uniformly random playouts, for any game: seed 004's
/// pure MCTS evaluator.
#[derive(Clone, Debug, Default)]
pub struct UniformRollouts {
    legal: Vec<Action>,
}

impl<G: Game> Evaluator<G> for UniformRollouts {
    fn evaluate(
        &mut self,
        game: &G,
        rng: &mut Rng,
        priors: Option<&mut Vec<(Action, f32)>>,
    ) -> f64 {
        if let Some(out) = priors {
            game.legal_actions_into(&mut self.legal);
            let prior = 1.0 / self.legal.len().max(1) as f32;
            out.clear();
            out.extend(self.legal.iter().map(|&a| (a, prior)));
        }
        let mover = game.current_player().unwrap_or(0).min(1);
        random_playout(game.clone(), rng, &mut self.legal)[mover]
    }
}

/// Plays uniformly random legal moves to the end; each player's value is the sign of their
/// return (+1 a win, -1 a loss, 0 a draw), as the reference scores its playouts.
pub(crate) fn random_playout<G: Game>(
    mut game: G,
    rng: &mut Rng,
    legal: &mut Vec<Action>,
) -> Values {
    for _ in 0..ROLLOUT_LIMIT {
        if game.is_terminal() {
            let v = terminal_values(&game);
            return [sign(v[0]), sign(v[1])];
        }
        let Some(action) = game.choose_legal(rng, legal) else {
            break;
        };
        if game.apply(action).is_err() {
            break;
        }
    }
    if game.is_terminal() {
        let v = terminal_values(&game);
        [sign(v[0]), sign(v[1])]
    } else {
        [0.0, 0.0]
    }
}

/// -1, 0 or +1.
fn sign(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        0.0
    }
}
