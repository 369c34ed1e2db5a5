//! Self-play on several threads (natively): with `--threads T` above 1, the learner plays its
//! games in rounds of T, all with the net as it was when the round began, each on its own
//! thread with its own random stream, and then learns from them one at a time, in order. The
//! weights depend on the seed and T only, never on how the threads happen to run; T = 1 plays
//! each game with the newest net, exactly as before threads existed.

use super::evaluator::NetEvaluator;
use super::features::NetGame;
use super::selfplay::{self, SelfPlayGame, SelfPlaySettings};
use super::{gumbel, net, Params, C_PUCT};
use crate::game::GameError;
use crate::rng::Rng;

/// The most self-play threads: natively 16, in the page 1 (a worker has no threads).
pub const MAX_THREADS: usize = if cfg!(target_arch = "wasm32") { 1 } else { 16 };

/// Plays one self-play game from `start` (already reset) with the search `params` choose.
///
/// # Errors
/// Only for an illegal move (a bug).
pub fn play_game<G: NetGame>(
    start: &G,
    evaluator: &mut NetEvaluator,
    params: &Params,
    rng: &mut Rng,
) -> Result<SelfPlayGame, GameError> {
    if params.gumbel {
        gumbel::play(start, evaluator, params.playouts, params.considered, rng)
    } else {
        let settings = SelfPlaySettings {
            playouts: params.playouts,
            c_puct: C_PUCT,
            sample_moves: params.sample_moves,
        };
        selfplay::play(start, evaluator, &settings, rng)
    }
}

/// Plays `threads` games at once, one per thread, each with a copy of `evaluator` (its net and
/// root noise) and two numbers drawn in order from `rng` (the board's seed, the game's random
/// stream); the games come back in that order.
///
/// # Errors
/// An illegal move (a bug), or a thread that stopped without a game (reported, not a panic).
pub fn play_round<G: NetGame>(
    start: &G,
    arch: &net::Architecture,
    evaluator: &NetEvaluator,
    params: &Params,
    threads: usize,
    rng: &mut Rng,
) -> Result<Vec<SelfPlayGame>, GameError> {
    let seeds: Vec<(u64, u64)> = (0..threads.max(1))
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    let results: Vec<Result<SelfPlayGame, GameError>> = std::thread::scope(|scope| {
        let handles: Vec<_> = seeds
            .iter()
            .map(|&(board, moves)| {
                let copy = net::copy(arch, evaluator.net());
                let mut evaluator = NetEvaluator::new(copy, evaluator.noise());
                let mut game = start.clone();
                scope.spawn(move || {
                    game.reset(board);
                    play_game(&game, &mut evaluator, params, &mut Rng::new(moves))
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join().unwrap_or_else(|_| {
                    Err(GameError::NotSupported {
                        what: "a self-play thread stopped without finishing its game".into(),
                        game: G::ID.into(),
                    })
                })
            })
            .collect()
    });
    results.into_iter().collect()
}
