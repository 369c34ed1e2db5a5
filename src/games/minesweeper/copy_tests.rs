//! Determinized copies: consistent with the view, exact, re-seeded, and no help to a cheat.

use super::probability::analyse;
use super::sample::fits;
use super::*;
use crate::agents::minesweeper::solver::Solver;
use crate::agents::Agent;
use std::collections::HashMap;

fn mines_of(g: &Minesweeper) -> Vec<bool> {
    g.key.iter().map(|&k| k == KEY_MINE).collect()
}

/// A game of `preset` after the solver's first `moves` moves (fewer if it ends sooner).
fn played(rows: usize, cols: usize, mines: usize, seed: u64, moves: usize) -> Minesweeper {
    let mut g = Minesweeper::new(rows, cols, mines, FirstClick::Safe).unwrap();
    g.reset(seed);
    let mut solver = Solver::new(seed);
    for _ in 0..moves {
        if g.is_terminal() {
            break;
        }
        let a = solver.act(&g).unwrap();
        g.apply(a).unwrap();
    }
    g
}

#[test]
fn copies_show_the_same_board_over_mines_that_fit_it() {
    for (rows, cols, mines) in [(9, 9, 10), (16, 16, 40), (16, 30, 99)] {
        for seed in 0..20 {
            let mut g = played(rows, cols, mines, seed, 3 + seed as usize % 7);
            if seed % 3 == 0 && !g.is_terminal() {
                // Flags are guesses: put one on a hidden cell.
                let hidden = g.view.iter().position(|&v| v == HIDDEN).unwrap();
                let _ = g.toggle_flag(hidden);
            }
            let copy = g.determinized(seed + 100);
            assert_eq!(copy.view, g.view);
            assert_eq!(copy.observation(), g.observation());
            assert_eq!(copy.legal_actions(), g.legal_actions());
            assert_eq!(copy.returns(), g.returns());
            let layout = mines_of(&copy);
            assert_eq!(layout.iter().filter(|&&m| m).count(), mines);
            assert!(
                fits(&g.view, rows, cols, &layout),
                "{rows}x{cols} seed {seed}"
            );
            // The key's numbers are the layout's.
            let mut key = vec![0; rows * cols];
            let cells: Vec<usize> = (0..layout.len()).filter(|&c| layout[c]).collect();
            board::key_from_layout(g.setup.grid, &cells, &mut key);
            assert_eq!(copy.key, key);
            assert_ne!(copy.rng, g.rng, "the copy is re-seeded");
            assert_eq!(copy, g.determinized(seed + 100), "same seed, same copy");
        }
    }
}

#[test]
fn different_seeds_give_different_layouts_and_copies_play_on() {
    let g = (0..)
        .map(|seed| played(16, 30, 99, seed, 5))
        .find(|g| !g.is_terminal())
        .unwrap();
    let layouts: std::collections::HashSet<Vec<bool>> =
        (0..20).map(|s| mines_of(&g.determinized(s))).collect();
    assert!(layouts.len() >= 19, "{} distinct layouts", layouts.len());
    let mut copy = g.determinized(9);
    let mut solver = Solver::new(1);
    while !copy.is_terminal() {
        let a = solver.act(&copy).unwrap();
        copy.apply(a).unwrap();
    }
    assert!(copy.is_won() || copy.is_lost());
}

#[test]
fn before_the_first_reveal_nothing_is_placed_and_the_policy_holds() {
    for policy in [FirstClick::Safe, FirstClick::Opening] {
        let mut g = Minesweeper::new(9, 9, 10, policy).unwrap();
        g.reset(5);
        for seed in 0..50 {
            let mut copy = g.determinized(seed);
            assert!(!copy.placed);
            assert_ne!(copy.apply(40).unwrap(), REWARD_MINE);
            assert!(!copy.is_lost());
            if policy == FirstClick::Opening {
                assert_eq!(copy.view[40], 0);
            }
        }
    }
}

#[test]
fn after_a_loss_the_copy_keeps_every_shown_mine() {
    let mut g = Minesweeper::new(9, 9, 10, FirstClick::None).unwrap();
    g.reset(2);
    g.apply(40).unwrap_or_default(); // placed by the first reveal (it may lose)
    let mut g = if g.is_lost() {
        let mut again = Minesweeper::new(9, 9, 10, FirstClick::Safe).unwrap();
        again.reset(2);
        again.apply(40).unwrap();
        again
    } else {
        g
    };
    let layout = mines_of(&g);
    let mines: Vec<usize> = (0..81).filter(|&c| layout[c]).collect();
    let safe: Vec<usize> = (0..81)
        .filter(|&c| !layout[c] && g.view[c] == HIDDEN)
        .collect();
    g.toggle_flag(mines[0]).unwrap();
    g.toggle_flag(safe[0]).unwrap();
    g.apply(mines[1]).unwrap();
    assert!(g.is_lost());
    for seed in 0..20 {
        let copy = g.determinized(seed);
        assert_eq!(copy.view, g.view);
        assert!(fits(&g.view, 9, 9, &mines_of(&copy)));
        // Unflagged hidden cells are safe (every unflagged mine is shown after a loss).
        for c in 0..81 {
            if g.view[c] == HIDDEN {
                assert_ne!(copy.key[c], KEY_MINE);
            }
        }
    }
}

/// Layouts of a small view drawn by the sampler come out uniformly: every consistent layout
/// (found by brute force) about equally often.
#[test]
fn the_sampler_draws_every_consistent_layout_equally_often() {
    let (rows, cols, mines) = (4, 4, 4);
    // Find a game whose view leaves a few dozen layouts.
    let mut chosen = None;
    for seed in 0..200 {
        let g = played(rows, cols, mines, seed, 1);
        if g.is_terminal() {
            continue;
        }
        let count = (0u32..1 << 16)
            .filter(|m| m.count_ones() as usize == mines)
            .filter(|m| {
                let layout: Vec<bool> = (0..16).map(|c| m >> c & 1 == 1).collect();
                fits(&g.view, rows, cols, &layout)
            })
            .count();
        if (10..=60).contains(&count) && g.view.iter().any(|&v| (1..=8).contains(&v)) {
            chosen = Some((g, count));
            break;
        }
    }
    let (g, count) = chosen.expect("a view with a few dozen layouts");
    let draws = 400 * count;
    let mut seen: HashMap<Vec<bool>, usize> = HashMap::new();
    for seed in 0..draws as u64 {
        *seen.entry(mines_of(&g.determinized(seed))).or_default() += 1;
    }
    assert_eq!(seen.len(), count, "every consistent layout appears");
    let expected = draws as f64 / count as f64;
    for (layout, &n) in &seen {
        assert!(fits(&g.view, rows, cols, layout));
        // Binomial(draws, 1/count): 5 standard deviations.
        let sd = (draws as f64 * (1.0 / count as f64) * (1.0 - 1.0 / count as f64)).sqrt();
        assert!(
            (n as f64 - expected).abs() < 5.0 * sd,
            "{n} draws of one layout, expected {expected:.0} ± {sd:.0}"
        );
    }
}

/// What an agent learns about cell `c` by stepping a clone of the copy it is given.
fn copy_says_mine(copy: &Minesweeper, c: usize) -> bool {
    let mut probe = copy.clone();
    probe.apply(c).unwrap() == REWARD_MINE
}

/// Over many games, one uncertain frontier cell each: z-scores of "the probe says mine" minus
/// the solver's probability, among real mines and among real safe cells. With an honest copy
/// the probe is independent of the real mine given the view, so both stay near 0.
fn probe_scores(copy_of: impl Fn(&Minesweeper, u64) -> Minesweeper) -> (f64, f64, usize) {
    let mut sums = [(0.0f64, 0.0f64); 2]; // (sum of probe - p, sum of p(1-p)) for safe, mine
    let mut n = 0;
    for seed in 0..1500u64 {
        let g = played(9, 9, 10, seed, 1 + seed as usize % 6);
        if g.is_terminal() {
            continue;
        }
        let a = analyse(&g.view, 9, 9, 10);
        let uncertain: Vec<usize> = (0..81)
            .filter(|&c| g.view[c] == HIDDEN && a.probabilities[c] > 0.01)
            .filter(|&c| a.probabilities[c] < 0.99)
            .collect();
        let Some(&c) = uncertain.get(seed as usize % uncertain.len().max(1)) else {
            continue;
        };
        let p = a.probabilities[c];
        let probe = copy_says_mine(&copy_of(&g, seed ^ 0xdead), c);
        let real = g.key[c] == KEY_MINE;
        let s = &mut sums[usize::from(real)];
        s.0 += f64::from(u8::from(probe)) - p;
        s.1 += p * (1.0 - p);
        n += 1;
    }
    let z = |s: (f64, f64)| s.0 / s.1.sqrt();
    (z(sums[0]), z(sums[1]), n)
}

#[test]
fn probing_a_player_copy_tells_a_mine_from_a_safe_cell_no_better_than_the_odds() {
    let (z_safe, z_mine, n) = probe_scores(|g, seed| g.determinized(seed));
    eprintln!("player copy: {n} probes, z among safe cells {z_safe:.2}, among mines {z_mine:.2}");
    assert!(n > 1000, "{n} probes");
    assert!(
        z_safe.abs() < 4.0 && z_mine.abs() < 4.0,
        "z {z_safe:.2} {z_mine:.2}"
    );
    // The same test catches a copy that peeks (a plain clone).
    let (z_safe, z_mine, _) = probe_scores(|g, _| g.clone());
    eprintln!("peeking clone: z among safe cells {z_safe:.2}, among mines {z_mine:.2}");
    assert!(
        z_safe < -10.0 && z_mine > 10.0,
        "peeking z {z_safe:.2} {z_mine:.2}"
    );
}
