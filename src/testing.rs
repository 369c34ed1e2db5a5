//! The generic random-play invariant test every game runs (after OpenSpiel's `RandomSimTest`).
//!
//! [`check_random_play`] plays random games and checks, at every step, the promises the
//! [`Game`] trait makes. It panics with a description of the first broken promise, so a game's
//! test is one call.

use crate::game::{Game, GameError};
use crate::rng::Rng;

/// How many illegal actions to try at each step (a sample keeps big boards fast).
const ILLEGAL_TRIES_PER_STEP: usize = 6;

/// Plays `games` random games made by `make(seed)` and checks every invariant on every step.
///
/// # Panics
/// When an invariant is broken; the message names it, the seed and the step.
pub fn check_random_play<G: Game>(make: impl Fn(u64) -> G, games: u64) {
    for seed in 0..games {
        let trajectory = play_and_check(make(seed), seed);
        // Same seed, same game: a second run reproduces every state and reward.
        let again = play_and_check(make(seed), seed);
        assert_eq!(
            trajectory, again,
            "seed {seed}: the same seed gave a different game"
        );
    }
}

/// One checked random game; returns the (renders, rewards) trajectory for the replay check.
fn play_and_check<G: Game>(mut game: G, seed: u64) -> Vec<(String, f64)> {
    let mut rng = Rng::new(seed ^ 0xA5A5_5A5A);
    let mut trajectory = vec![(game.render(), 0.0)];
    let mut legal = Vec::new();
    let mut steps = 0usize;
    let n = game.num_actions();
    loop {
        check_state(&game, seed, steps);
        game.legal_actions_into(&mut legal);
        if game.is_terminal() {
            check_terminal_rejects_everything(&game, seed);
            break;
        }
        check_illegal_actions_rejected(&mut game, &legal, &mut rng, seed, steps);

        let action = legal[rng.below(legal.len())];
        let before = game.clone();
        let mut stepped = game.clone();
        let reward = game.apply(action).unwrap_or_else(|e| {
            panic!("seed {seed} step {steps}: legal action {action} refused: {e}")
        });
        assert_ne!(
            before, game,
            "seed {seed} step {steps}: apply({action}) changed nothing"
        );
        let step = stepped.step(action).unwrap();
        assert_eq!(
            stepped, game,
            "seed {seed} step {steps}: step() and apply() disagree"
        );
        assert_eq!(step.reward, reward, "seed {seed} step {steps}: step reward");
        assert_eq!(step.terminated || step.truncated, game.is_terminal());
        assert_eq!(step.observation, game.observation());
        assert!(reward.is_finite());

        // Clones are independent: playing on the clone left the copy taken before untouched.
        let mut clone = game.clone();
        if let Some(&a) = clone.legal_actions().first() {
            clone.apply(a).unwrap();
            assert_ne!(
                clone, game,
                "seed {seed}: a clone shares state with its original"
            );
        }
        steps += 1;
        trajectory.push((game.render(), reward));
        if let Some(max) = game.max_game_length() {
            assert!(
                steps <= max,
                "seed {seed}: game longer than its maximum {max}"
            );
        }
        assert!(
            n == game.num_actions(),
            "num_actions changed during the game"
        );
    }
    trajectory
}

/// Invariants of any single state.
fn check_state<G: Game>(game: &G, seed: u64, step: usize) {
    let at = format!("seed {seed} step {step}");
    let legal = game.legal_actions();
    assert!(
        legal.windows(2).all(|w| w[0] < w[1]),
        "{at}: legal actions not strictly ascending"
    );
    assert_eq!(
        legal.is_empty(),
        game.is_terminal(),
        "{at}: legal actions empty <=> terminal"
    );
    assert_eq!(
        game.current_player().is_none(),
        game.is_terminal(),
        "{at}: current player"
    );
    if let Some(p) = game.current_player() {
        assert!(p < game.num_players(), "{at}: current player out of range");
    }
    if game.is_truncated() {
        assert!(game.is_terminal(), "{at}: truncated but not over");
    }
    let mask = game.action_mask();
    assert_eq!(mask.len(), game.num_actions(), "{at}: mask length");
    for (a, &m) in mask.iter().enumerate() {
        assert_eq!(
            m == 1,
            legal.binary_search(&a).is_ok(),
            "{at}: mask disagrees at {a}"
        );
        assert!(m <= 1);
        assert_eq!(game.is_legal(a), m == 1, "{at}: is_legal disagrees at {a}");
    }
    let returns = game.returns();
    assert_eq!(
        returns.len(),
        game.num_players(),
        "{at}: one return per player"
    );
    if let Some((lo, hi)) = game.return_bounds() {
        for r in &returns {
            assert!(
                (lo..=hi).contains(r),
                "{at}: return {r} outside [{lo}, {hi}]"
            );
        }
    }
    assert_eq!(
        game.clone(),
        *game,
        "{at}: a clone is not equal to its original"
    );
    assert!(!game.render().is_empty(), "{at}: empty render");
}

/// Out-of-range and illegal in-range actions are refused with the right error, changing nothing.
fn check_illegal_actions_rejected<G: Game>(
    game: &mut G,
    legal: &[usize],
    rng: &mut Rng,
    seed: u64,
    step: usize,
) {
    let before = game.clone();
    let n = game.num_actions();
    for bad in [n, n + 1, usize::MAX] {
        let err = game.apply(bad).unwrap_err();
        assert!(
            matches!(err, GameError::OutOfRange { .. }),
            "seed {seed} step {step}: {err}"
        );
        assert_eq!(
            *game, before,
            "seed {seed} step {step}: refused action changed the state"
        );
    }
    if legal.len() < n {
        for _ in 0..ILLEGAL_TRIES_PER_STEP {
            let a = rng.below(n);
            if legal.binary_search(&a).is_ok() {
                continue;
            }
            let err = game.apply(a).unwrap_err();
            assert!(
                matches!(err, GameError::IllegalAction { action, .. } if action == a),
                "seed {seed} step {step}: illegal {a} gave {err}"
            );
            assert_eq!(
                *game, before,
                "seed {seed} step {step}: refused action changed the state"
            );
        }
    }
}

/// After the end, every action is refused with `GameOver` and nothing changes.
fn check_terminal_rejects_everything<G: Game>(game: &G, seed: u64) {
    let mut g = game.clone();
    for a in [0, g.num_actions() / 2, g.num_actions() - 1, g.num_actions()] {
        assert_eq!(
            g.apply(a),
            Err(GameError::GameOver),
            "seed {seed}: action after the end"
        );
        assert_eq!(
            g, *game,
            "seed {seed}: refused action after the end changed the state"
        );
    }
}

/// How many Tic-tac-toe games a player loses against every best reply of minimax, as X plus as
/// O: the player's moves in each position are the ones `choose` gives (all of them are followed,
/// so a player with ties lists them all), minimax plays every move of best value.
pub fn tictactoe_lines_lost_to_minimax(
    choose: &mut dyn FnMut(&crate::games::tictactoe::TicTacToe) -> Vec<crate::game::Action>,
) -> usize {
    let mut minimax = crate::agents::minimax::Minimax::new(0);
    (0..2)
        .map(|seat| {
            lines_lost(
                choose,
                &mut minimax,
                &crate::games::tictactoe::TicTacToe::new(),
                seat,
            )
        })
        .sum()
}

/// [`tictactoe_lines_lost_to_minimax`] from `game`, the player on `seat`.
fn lines_lost(
    choose: &mut dyn FnMut(&crate::games::tictactoe::TicTacToe) -> Vec<crate::game::Action>,
    minimax: &mut crate::agents::minimax::Minimax,
    game: &crate::games::tictactoe::TicTacToe,
    seat: usize,
) -> usize {
    match game.current_player() {
        None => usize::from(game.winner().is_some_and(|w| w != seat)),
        Some(p) => {
            let moves = if p == seat {
                choose(game)
            } else {
                let scores = minimax.move_scores(game);
                let best = scores.iter().flatten().max().copied();
                (0..scores.len())
                    .filter(|&a| scores[a].is_some() && scores[a] == best)
                    .collect()
            };
            moves
                .into_iter()
                .map(|a| {
                    let mut next = game.clone();
                    next.apply(a)
                        .expect("a move the player or minimax chose is legal");
                    lines_lost(choose, minimax, &next, seat)
                })
                .sum()
        }
    }
}
