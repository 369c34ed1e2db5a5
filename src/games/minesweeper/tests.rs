use super::*;
use crate::agents::random::RandomAgent;
use crate::agents::Agent;
use crate::testing::check_random_play;

fn game(rows: usize, cols: usize, mines: usize, policy: FirstClick, seed: u64) -> Minesweeper {
    let mut g = Minesweeper::new(rows, cols, mines, policy).unwrap();
    g.reset(seed);
    g
}

fn opts(text: &str) -> Result<Minesweeper, GameError> {
    Minesweeper::from_options(Options::parse(text).unwrap())
}

/// The mine cells of a game, read through a loss on a clone (tests only: agents cannot do this).
fn mine_cells(g: &Minesweeper) -> Vec<usize> {
    (0..g.key.len()).filter(|&c| g.key[c] == KEY_MINE).collect()
}

/// 4x5 board with a wall of mines down the middle column:
/// ```text
/// 0 2 M 2 0
/// 0 3 M 3 0
/// 0 3 M 3 0
/// 0 2 M 2 0
/// ```
fn wall() -> Minesweeper {
    Minesweeper::from_mine_layout(4, 5, &[2, 7, 12, 17]).unwrap()
}

#[test]
fn random_play_keeps_every_invariant_for_every_policy_and_size() {
    for policy in [
        FirstClick::Seed,
        FirstClick::Safe,
        FirstClick::Opening,
        FirstClick::None,
    ] {
        for (rows, cols, mines, games) in [
            (9, 9, 10, 600),
            (16, 16, 40, 150),
            (16, 30, 99, 60),
            (4, 7, 5, 600),
            (2, 5, 1, 300),
            (3, 4, 9, 300),
        ] {
            let mines = mines.min(policy.max_mines(rows, cols));
            check_random_play(|seed| game(rows, cols, mines, policy, seed), games);
        }
    }
}

#[test]
fn options_presets_overrides_and_errors() {
    let g = opts("").unwrap();
    assert_eq!((g.rows(), g.cols(), g.mines()), (9, 9, 10));
    assert_eq!(g.first_click_policy(), FirstClick::Safe);
    let g = opts("preset=intermediate").unwrap();
    assert_eq!((g.rows(), g.cols(), g.mines()), (16, 16, 40));
    let g = opts("preset=expert,firstClick=opening").unwrap();
    assert_eq!((g.rows(), g.cols(), g.mines()), (16, 30, 99));
    assert_eq!(g.num_actions(), 480);
    assert_eq!(g.first_click_policy(), FirstClick::Opening);
    // Explicit values override the preset one by one.
    let g = opts("preset=expert,rows=20,mines=120").unwrap();
    assert_eq!((g.rows(), g.cols(), g.mines()), (20, 30, 120));
    let g = opts("rows=2,cols=100,mines=199").unwrap();
    assert_eq!(g.num_actions(), 200);

    let err = |text: &str| opts(text).unwrap_err().to_string();
    assert!(err("rows=1").contains("2 to 100"));
    assert!(err("cols=101").contains("2 to 100"));
    assert!(err("preset=huge").contains("beginner, intermediate, expert"));
    assert!(err("firstClick=lucky").contains("safe, opening, seed, none"));
    assert!(err("rows=3,cols=3,mines=9").contains("1 to 8"));
    assert!(err("rows=3,cols=3,mines=8,firstClick=seed").contains("1 to 7"));
    assert!(err("rows=4,cols=4,mines=8,firstClick=opening").contains("1 to 7"));
    assert!(
        err("rows=2,cols=3").contains("1 to 5"),
        "{}",
        err("rows=2,cols=3")
    );
    let e = err("rows=3,cols=3,mines=1,firstClick=opening");
    assert!(e.contains("too small") && e.contains("firstClick"), "{e}");
    let e = err("rows=9,colls=9");
    assert!(e.contains("'colls'") && e.contains("cols"), "{e}");
    assert!(err("mines=0").contains("1 to"));
}

#[test]
fn mine_layout_constructor_rejects_bad_layouts() {
    assert!(Minesweeper::from_mine_layout(3, 3, &[9]).is_err());
    assert!(Minesweeper::from_mine_layout(3, 3, &[1, 1]).is_err());
    assert!(Minesweeper::from_mine_layout(3, 3, &[]).is_err());
    assert!(Minesweeper::from_mine_layout(2, 2, &[0, 1, 2, 3]).is_err());
    let g = Minesweeper::from_mine_layout(3, 3, &[0, 8]).unwrap();
    assert_eq!(mine_cells(&g), vec![0, 8]);
    assert!(!g.is_started());
}

#[test]
fn flood_fill_opens_a_zero_region_and_its_border_and_counts_once() {
    let mut g = wall();
    assert_eq!(g.apply(0).unwrap(), REWARD_SAFE);
    assert_eq!(g.last_opened(), 8);
    assert_eq!(g.info().number("opened"), Some(8.0));
    assert_eq!(g.revealed(), 8);
    assert_eq!(
        g.render(),
        "0 2 H H H \n0 3 H H H \n0 3 H H H \n0 2 H H H \n"
    );
    assert!(!g.is_terminal());
    // A number opens only itself.
    assert_eq!(g.apply(8).unwrap(), REWARD_SAFE);
    assert_eq!(g.last_opened(), 1);
    // The last region wins: +10 instead of +1.
    assert_eq!(g.apply(4).unwrap(), REWARD_WIN);
    assert_eq!(g.last_opened(), 7);
    assert!(g.is_won() && g.is_terminal());
    assert_eq!(g.returns(), vec![12.0]);
    assert_eq!(g.legal_actions(), Vec::<usize>::new());
    assert_eq!(g.apply(2), Err(GameError::GameOver));
    let obs = g.observation();
    assert_eq!(obs.get("won"), Some(&Value::Bool(true)));
    assert_eq!(obs.number("exploded"), Some(-1.0));
    assert_eq!(obs.number("revealed"), Some(16.0));
}

#[test]
fn flood_fill_matches_a_brute_force_region_on_random_boards() {
    // The cascade must open exactly: the clicked zero's connected zero region (8-neighbourhood)
    // plus every cell next to it.
    for seed in 0..300 {
        let mut g = game(12, 15, 30, FirstClick::Opening, seed);
        let click = (seed as usize * 7) % 180;
        g.apply(click).unwrap();
        let key = g.key.clone();
        let grid = g.setup.grid;
        let mut zero_region = [false; 180];
        let mut todo = vec![click];
        zero_region[click] = true;
        while let Some(z) = todo.pop() {
            grid.for_each_neighbour(z, |n| {
                if key[n] == 0 && !zero_region[n] {
                    zero_region[n] = true;
                    todo.push(n);
                }
            });
        }
        let mut expected = [false; 180];
        for c in (0..180).filter(|&c| zero_region[c]) {
            grid.for_each_in_block(c, |n| expected[n] = true);
        }
        for c in 0..180 {
            assert_eq!(g.view()[c] != HIDDEN, expected[c], "seed {seed} cell {c}");
            if expected[c] {
                assert_eq!(g.view()[c], key[c]);
            }
        }
        assert_eq!(g.last_opened(), expected.iter().filter(|&&e| e).count());
    }
}

#[test]
fn a_mine_loses_minus_ten_and_shows_the_mines() {
    let mut g = wall();
    g.apply(0).unwrap();
    g.toggle_flag(12).unwrap();
    assert_eq!(g.apply(7).unwrap(), REWARD_MINE);
    assert!(g.is_lost() && g.is_terminal());
    assert_eq!(g.exploded(), Some(7));
    assert_eq!(g.returns(), vec![1.0 + REWARD_MINE]);
    // The exploded mine and the other unflagged mines show as M; the flag stays.
    assert_eq!(
        g.render(),
        "0 2 M H H \n0 3 M H H \n0 3 F H H \n0 2 M H H \n"
    );
    let obs = g.observation();
    assert_eq!(obs.number("exploded"), Some(7.0));
    assert_eq!(obs.get("lost"), Some(&Value::Bool(true)));
    assert_eq!(g.toggle_flag(3), Err(GameError::GameOver));
    assert_eq!(g.chord(1), Err(GameError::GameOver));
}

#[test]
fn cascade_skips_flagged_cells() {
    let mut g = wall();
    g.toggle_flag(5).unwrap();
    assert_eq!(g.apply(0).unwrap(), REWARD_SAFE);
    // From 0 the cascade reaches 1 and 6 (numbers) but not the flagged zero at 5, so it stops.
    assert_eq!(g.last_opened(), 3);
    assert_eq!(g.view()[5], FLAG);
    assert_eq!(g.view()[10], HIDDEN);
    let err = g.apply(5).unwrap_err();
    assert!(
        err.to_string()
            .contains("cell 5 is flagged: unflag it first"),
        "{err}"
    );
    g.toggle_flag(5).unwrap();
    g.apply(5).unwrap();
    assert_eq!(g.last_opened(), 5);
    let err = g.apply(5).unwrap_err();
    assert!(
        err.to_string().contains("cell 5 is already revealed"),
        "{err}"
    );
}

#[test]
fn flags_toggle_count_and_refuse_revealed_cells() {
    let mut g = wall();
    g.apply(0).unwrap();
    g.toggle_flag(2).unwrap();
    g.toggle_flag(3).unwrap();
    assert_eq!(g.mines_left(), 2);
    assert_eq!(g.observation().number("minesLeft"), Some(2.0));
    assert!(!g.is_legal(2));
    assert!(!g.legal_actions().contains(&3));
    g.toggle_flag(3).unwrap();
    assert_eq!(g.view()[3], HIDDEN);
    assert_eq!(g.mines_left(), 3);
    // Over-flagging stops the count at 0; the flags are still counted.
    for c in [3, 4, 8, 9, 13] {
        g.toggle_flag(c).unwrap();
    }
    assert_eq!(g.mines_left(), 0);
    assert_eq!(g.flags(), 6);
    assert_eq!(g.observation().number("minesLeft"), Some(0.0));
    assert_eq!(g.observation().number("flags"), Some(6.0));
    let before = g.clone();
    assert!(matches!(
        g.toggle_flag(1),
        Err(GameError::IllegalAction { action: 1, .. })
    ));
    assert!(matches!(
        g.toggle_flag(20),
        Err(GameError::OutOfRange { .. })
    ));
    assert!(matches!(
        g.toggle_flag(usize::MAX),
        Err(GameError::OutOfRange { .. })
    ));
    assert_eq!(g, before);
}

#[test]
fn revealing_the_last_unflagged_cell_never_leaves_a_game_without_moves() {
    // 2x2, the mine at 0. Flags on 0 and the safe 1, then 2 and 3 revealed (both show 1): every
    // hidden cell is flagged, yet the game goes on (1 is still to reveal).
    let mut g = Minesweeper::from_mine_layout(2, 2, &[0]).unwrap();
    g.toggle_flag(0).unwrap();
    g.toggle_flag(1).unwrap();
    g.apply(2).unwrap();
    g.apply(3).unwrap();
    assert!(!g.is_terminal());
    // rules.md: legalActions() is empty exactly when the game is over. Some flag must be wrong,
    // so the flags come off (which tells nothing the player could not tell).
    assert_eq!(g.legal_actions(), vec![0, 1]);
    assert_eq!(g.mines_left(), 1);
    assert_eq!(g.view(), &[HIDDEN, HIDDEN, 1, 1]);
    // The same through a chord: 3x3, the mine at 0; flags on 0 and the safe 8. Chording the 1
    // at cell 1 opens 2..=7 (a cascade that stops at the flag on 8).
    let mut g = Minesweeper::from_mine_layout(3, 3, &[0]).unwrap();
    g.toggle_flag(0).unwrap();
    g.toggle_flag(8).unwrap();
    g.apply(1).unwrap();
    assert_eq!(g.chord(1), Ok(REWARD_SAFE));
    assert!(!g.is_terminal());
    assert_eq!(g.legal_actions(), vec![0, 8]);
    assert_eq!(g.mines_left(), 1);
}

#[test]
fn chord_opens_neighbours_of_a_satisfied_number() {
    let mut g = wall();
    g.apply(0).unwrap();
    g.apply(8).unwrap(); // the 3 at (1,3)
    let before = g.clone();
    // Unsatisfied: no flags yet.
    let e = g.chord(8).unwrap_err();
    assert!(e.to_string().contains("shows 3 but has 0 flag"), "{e}");
    // Hidden cells cannot be chorded.
    assert!(matches!(
        g.chord(9),
        Err(GameError::IllegalAction { action: 9, .. })
    ));
    assert!(matches!(g.chord(99), Err(GameError::OutOfRange { .. })));
    assert_eq!(g, before);
    g.toggle_flag(2).unwrap();
    g.toggle_flag(7).unwrap();
    // The 2 at cell 1 is satisfied with nothing left to open: a harmless no-op.
    let before = g.clone();
    assert_eq!(g.chord(1), Ok(0.0));
    assert_eq!(g, before);
    g.toggle_flag(12).unwrap();
    // Opens 3 (a number: +1), then 4, a zero whose cascade opens the rest of the right side
    // (9, 13, 14, 18, 19) and wins (+10); 9, 13, 14 are then already open.
    assert_eq!(g.chord(8).unwrap(), 1.0 + REWARD_WIN);
    assert_eq!(g.last_opened(), 7);
    assert!(g.is_won());
    assert_eq!(g.returns(), vec![2.0 + 11.0]);
}

#[test]
fn chord_with_a_wrong_flag_loses() {
    let mut g = wall();
    g.apply(0).unwrap();
    g.apply(8).unwrap();
    for f in [2, 7, 3] {
        g.toggle_flag(f).unwrap();
    }
    // 8 shows 3, three flags around it, but 3 is safe and 12 (a mine) is unflagged.
    assert_eq!(g.chord(8).unwrap(), REWARD_MINE);
    assert!(g.is_lost());
    assert_eq!(g.exploded(), Some(12));
    assert_eq!(g.returns(), vec![2.0 + REWARD_MINE]);
}

#[test]
fn first_click_policies_keep_their_promises() {
    for seed in 0..2000 {
        let click = (seed as usize * 31) % 81;
        let mut safe = game(9, 9, 30, FirstClick::Safe, seed);
        let r = safe.apply(click).unwrap();
        assert!(r > 0.0 && !safe.is_lost(), "safe seed {seed}");
        assert_eq!(mine_cells(&safe).len(), 30);

        let mut opening = game(9, 9, 30, FirstClick::Opening, seed);
        opening.apply(click).unwrap();
        assert_eq!(opening.view()[click], 0, "opening seed {seed}");
        assert!(opening.last_opened() >= 4);
        assert_eq!(mine_cells(&opening).len(), 30);

        let g = game(9, 9, 30, FirstClick::Seed, seed);
        let shown: Vec<usize> = (0..81).filter(|&c| g.view()[c] != HIDDEN).collect();
        assert_eq!(shown.len(), 1, "seed policy seed {seed}");
        assert!((0..=8).contains(&g.view()[shown[0]]));
        assert_eq!(g.key[shown[0]], g.view()[shown[0]]);
        assert!(g.is_started());
        assert_eq!(g.returns(), vec![0.0]);
        assert_eq!(g.revealed(), 1);
    }
    // Dense opening boards use the shuffle branch: still a zero, on a 4x4 with 7 mines.
    for seed in 0..500 {
        let mut g = game(4, 4, 7, FirstClick::Opening, seed);
        g.apply(5).unwrap();
        assert_eq!(g.view()[5], 0);
        assert!(g.is_won(), "all 9 safe cells are the opening: seed {seed}");
    }
}

#[test]
fn with_no_promise_the_first_click_sometimes_hits_a_mine_at_the_density() {
    let n = 4000;
    let hits = (0..n)
        .filter(|&seed| {
            let mut g = game(9, 9, 27, FirstClick::None, seed);
            g.apply(40).unwrap();
            g.is_lost()
        })
        .count();
    // p = 1/3; 4000 games: standard error 0.75 %.
    let p = hits as f64 / n as f64;
    assert!((p - 1.0 / 3.0).abs() < 0.03, "{p}");
}

#[test]
fn mines_are_uniform_over_the_allowed_cells() {
    // Safe policy, click at 0 on a 3x3 with 2 mines: each of cells 1..9 is a mine with p = 1/4.
    let n = 16_000;
    let mut counts = [0usize; 9];
    for seed in 0..n {
        let mut g = game(3, 3, 2, FirstClick::Safe, seed);
        g.apply(0).unwrap();
        for m in mine_cells(&g) {
            counts[m] += 1;
        }
    }
    assert_eq!(counts[0], 0);
    for &c in &counts[1..] {
        let p = c as f64 / n as f64;
        assert!((p - 0.25).abs() < 0.015, "{counts:?}");
    }
    // Opening policy on 5x5 clicking the centre: mines only on the 16 border cells.
    let mut counts = [0usize; 25];
    for seed in 0..4000 {
        let mut g = game(5, 5, 10, FirstClick::Opening, seed);
        g.apply(12).unwrap();
        for m in mine_cells(&g) {
            counts[m] += 1;
        }
    }
    for (c, &k) in counts.iter().enumerate() {
        let (r, col) = (c / 5, c % 5);
        if (1..=3).contains(&r) && (1..=3).contains(&col) {
            assert_eq!(k, 0);
        } else {
            let p = k as f64 / 4000.0;
            assert!((p - 10.0 / 16.0).abs() < 0.03, "cell {c}: {p}");
        }
    }
}

#[test]
fn same_seed_same_mines_different_seed_different_mines() {
    for policy in [FirstClick::None, FirstClick::Seed] {
        let a = game(16, 30, 99, policy, 5);
        let b = game(16, 30, 99, policy, 5);
        assert_eq!(a, b);
        let (mut a, mut b) = (a, b);
        a.apply(a.legal_actions()[0]).unwrap();
        b.apply(b.legal_actions()[0]).unwrap();
        assert_eq!(mine_cells(&a), mine_cells(&b));
        let mut c = game(16, 30, 99, policy, 6);
        c.apply(c.legal_actions()[0]).unwrap();
        assert_ne!(mine_cells(&a), mine_cells(&c));
    }
    let mut a = game(9, 9, 10, FirstClick::Safe, 9);
    let mut b = game(9, 9, 10, FirstClick::Safe, 9);
    a.apply(40).unwrap();
    b.apply(40).unwrap();
    assert_eq!(mine_cells(&a), mine_cells(&b));
    // reset replays the same episode.
    let mut c = game(9, 9, 10, FirstClick::Safe, 3);
    c.reset(9);
    c.apply(40).unwrap();
    assert_eq!(c, a);
}

#[test]
fn numbers_count_neighbouring_mines() {
    for seed in 0..100 {
        let mut g = game(10, 13, 40, FirstClick::Safe, seed);
        g.apply(0).unwrap();
        let mines = mine_cells(&g);
        for c in 0..130 {
            if g.key[c] != KEY_MINE {
                let n = g.neighbours(c).filter(|n| mines.contains(n)).count();
                assert_eq!(g.key[c] as usize, n);
            }
        }
    }
}

#[test]
fn render_and_observation_use_the_seed_codes() {
    let mut g = Minesweeper::from_mine_layout(2, 3, &[0]).unwrap();
    assert_eq!(g.render(), "H H H \nH H H \n");
    g.toggle_flag(0).unwrap();
    g.apply(2).unwrap();
    assert_eq!(g.render(), "F 1 0 \nH 1 0 \n");
    let obs = g.observation();
    assert_eq!(obs.get("board"), Some(&Value::I8s(vec![10, 1, 0, 9, 1, 0])));
    assert_eq!(obs.number("rows"), Some(2.0));
    assert_eq!(obs.number("cols"), Some(3.0));
    assert_eq!(obs.number("mines"), Some(1.0));
    assert_eq!(obs.number("minesLeft"), Some(0.0));
    assert_eq!(g.apply(3).unwrap(), REWARD_WIN);
    assert_eq!(g.render(), "F 1 0 \n1 1 0 \n");
}

#[test]
fn bounds_and_lengths() {
    let g = game(9, 9, 10, FirstClick::Safe, 0);
    assert_eq!(g.max_game_length(), Some(71));
    assert_eq!(g.return_bounds(), Some((-10.0, 80.0)));
    assert_eq!(g.num_players(), 1);
    assert_eq!(g.current_player(), Some(0));
    assert!(!g.is_started());
    // One safe cell at a time: 70 times +1 then +10 reaches the upper bound exactly.
    let mut g = Minesweeper::from_mine_layout(3, 3, &[0, 1, 2, 3, 4, 5, 6]).unwrap();
    assert_eq!(g.apply(7).unwrap(), 1.0);
    assert_eq!(g.apply(8).unwrap(), 10.0);
    assert_eq!(g.returns(), vec![11.0]);
    assert_eq!(g.return_bounds(), Some((-10.0, 11.0)));
}

/// Benchmark (not a test): `cargo test --release minesweeper_speed -- --ignored --nocapture`.
#[test]
#[ignore]
fn minesweeper_speed() {
    use std::time::Instant;
    for (name, rows, cols, mines) in [("beginner", 9, 9, 10), ("expert", 16, 30, 99)] {
        let mut g = Minesweeper::new(rows, cols, mines, FirstClick::Safe).unwrap();
        let mut agent = RandomAgent::new(1);
        let (mut steps, mut games) = (0u64, 0u64);
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < 3.0 {
            for _ in 0..1000 {
                g.reset(games);
                games += 1;
                while !g.is_terminal() {
                    let a = agent.act(&g).unwrap();
                    g.apply(a).unwrap();
                    steps += 1;
                }
            }
        }
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{name}: {:.0} steps/s, {:.0} games/s, {:.2} steps/game",
            steps as f64 / secs,
            games as f64 / secs,
            steps as f64 / games as f64
        );
    }
}

#[test]
fn the_last_unflagged_hidden_cell_cannot_be_flagged() {
    let mut g = Minesweeper::from_mine_layout(2, 2, &[0]).unwrap();
    g.toggle_flag(0).unwrap();
    g.toggle_flag(1).unwrap();
    g.toggle_flag(2).unwrap();
    let before = g.clone();
    let e = g.toggle_flag(3).unwrap_err();
    assert!(
        e.to_string().contains("last hidden cell without a flag"),
        "{e}"
    );
    assert_eq!(g, before);
    assert_eq!(g.legal_actions(), vec![3]);
}

#[test]
fn random_flags_chords_and_reveals_keep_the_books_straight() {
    let mut rng = Rng::new(77);
    let mut chords_that_opened = 0;
    for seed in 0..400 {
        let policy = [FirstClick::Seed, FirstClick::Safe, FirstClick::Opening][seed as usize % 3];
        let mut g = game(6, 7, 8, policy, seed);
        let mut sum = 0.0;
        for _ in 0..200 {
            let before = g.clone();
            let cell = rng.below(45); // a few out of range
            let result = match rng.below(3) {
                0 => g.toggle_flag(cell).map(|_| 0.0),
                1 => g
                    .chord(cell)
                    .inspect(|&r| chords_that_opened += usize::from(r != 0.0)),
                _ => g.apply(cell),
            };
            match result {
                Ok(r) => sum += r,
                Err(_) => assert_eq!(g, before, "seed {seed}: an error changed the state"),
            }
            let v = g.view();
            let flags = v.iter().filter(|&&c| c == FLAG || c == WRONG_FLAG).count();
            let numbers = v.iter().filter(|&&c| (0..=8).contains(&c)).count();
            assert_eq!(g.mines_left(), (8 - flags as i64).max(0));
            assert_eq!(g.flags(), flags);
            assert!(g.is_lost() || !v.contains(&WRONG_FLAG));
            assert_eq!(g.revealed(), numbers);
            assert_eq!(g.returns(), vec![sum]);
            assert_eq!(g.legal_actions().is_empty(), g.is_terminal());
            assert_eq!(g.is_won(), numbers == 42 - 8);
            let (lo, hi) = g.return_bounds().unwrap();
            assert!((lo..=hi).contains(&sum));
            if g.is_terminal() {
                break;
            }
        }
    }
    assert!(chords_that_opened > 20, "{chords_that_opened}");
}

#[test]
fn a_loss_marks_wrong_flags_and_keeps_right_ones() {
    // The wall: mines at 2, 7, 12, 17. Flags on the mine 7 and on the safe 3 and 8.
    let mut g = wall();
    for c in [7, 3, 8] {
        g.toggle_flag(c).unwrap();
    }
    g.apply(0).unwrap();
    assert!(
        !g.view().contains(&WRONG_FLAG),
        "no wrong flag shows while playing"
    );
    g.apply(2).unwrap();
    assert!(g.is_lost());
    let v = g.view();
    assert_eq!((v[7], v[3], v[8]), (FLAG, WRONG_FLAG, WRONG_FLAG));
    assert_eq!((v[2], v[12], v[17]), (MINE, MINE, MINE));
    assert_eq!(g.flags(), 3);
    assert!(g.render().starts_with("0 2 M X H"), "{}", g.render());
}

#[test]
fn outcome_says_won_or_lost() {
    use crate::game::Outcome;
    let mut g = Minesweeper::from_mine_layout(2, 2, &[0]).unwrap();
    assert_eq!(g.outcome(), None);
    let mut lost = g.clone();
    lost.apply(0).unwrap();
    assert_eq!(lost.outcome(), Some(Outcome::Lost));
    for cell in [1, 2, 3] {
        g.apply(cell).unwrap();
    }
    assert_eq!(g.outcome(), Some(Outcome::Won(0)));
}

#[test]
fn random_play_keeps_every_invariant_on_no_guess_boards() {
    for (text, games) in [
        ("preset=beginner,noGuess=true", 200),
        ("preset=expert,noGuess=true,firstClick=opening", 10),
        ("rows=4,cols=7,mines=7,noGuess=true,firstClick=seed", 200),
    ] {
        check_random_play(
            |seed| {
                let mut g = opts(text).unwrap();
                g.reset(seed);
                g
            },
            games,
        );
    }
}
