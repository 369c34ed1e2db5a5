use super::*;
use crate::agents::minesweeper::solver::strength::thread_cpu_ms;

/// Generation time of no-guess boards, release:
/// `NOGUESS_GAMES=100 cargo test --release --lib no_guess_generation_time -- --ignored --nocapture`
/// (`NOGUESS_BOARD=rows,cols,mines`, default expert 16,30,99; first click at the centre).
#[test]
#[ignore = "a benchmark: run with --release --ignored --nocapture"]
fn no_guess_generation_time() {
    let games: u64 = std::env::var("NOGUESS_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let board: Vec<usize> = std::env::var("NOGUESS_BOARD")
        .unwrap_or_else(|_| "16,30,99".into())
        .split(',')
        .filter_map(|x| x.trim().parse().ok())
        .collect();
    let (rows, cols, mines) = (board[0], board[1], board[2]);
    let grid = Grid { rows, cols };
    let start = (rows / 2) * cols + cols / 2;
    let mut times = Vec::new();
    let mut walls = Vec::new();
    let mut failed = 0;
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut key = vec![0; grid.cells()];
        let (before, wall) = (thread_cpu_ms(), std::time::Instant::now());
        failed += usize::from(!place(grid, mines, start, &mut rng, &mut key));
        times.push(thread_cpu_ms() - before);
        walls.push(wall.elapsed().as_secs_f64() * 1000.0);
    }
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    times.sort_by(f64::total_cmp);
    walls.sort_by(f64::total_cmp);
    // The CPU clock ticks in steps of a few ms: the mean over all boards is the sharper figure.
    println!(
        "{rows}x{cols}/{mines}: {games} boards, {failed} not found; CPU ms mean {mean:.1}, median {:.1}, max {:.1}; wall ms median {:.1}, max {:.1}",
        times[times.len() / 2],
        times[times.len() - 1],
        walls[walls.len() / 2],
        walls[walls.len() - 1]
    );
}

/// Plays a `noGuess` game of `options` reset with `seed` with the solver, checking with the
/// solver's own reasons that its first move is the first click and every later one is certain.
/// Returns whether it won.
fn solver_wins_without_a_guess(options: &str, seed: u64) -> bool {
    use crate::agents::minesweeper::solver::choice::{decide_promised, Params, Position};
    use crate::agents::minesweeper::solver::why::Why;
    use crate::agents::minesweeper::Solver;
    use crate::agents::Agent;
    use crate::game::Game;
    use crate::games::minesweeper::Minesweeper;
    use crate::options::Options;

    let mut game = Minesweeper::from_options(Options::parse(options).expect("options"))
        .expect("a no-guess game");
    game.reset(seed);
    let mut solver = Solver::new(seed.wrapping_add(77));
    let mut engine = Engine::default();
    while !game.is_terminal() {
        let position = Position {
            view: game.view(),
            rows: game.rows(),
            cols: game.cols(),
            mines: game.mines(),
        };
        let why = decide_promised(
            position,
            true,
            &Params::default(),
            &mut engine,
            &mut Rng::new(seed),
        )
        .why;
        let expected = if game.is_started() {
            Why::Certain
        } else {
            Why::FirstOpening
        };
        assert_eq!(why, expected, "{options} seed {seed}:\n{}", game.render());
        let action = solver.act(&game).expect("a move");
        game.apply(action).expect("a legal move");
    }
    game.is_won()
}

#[test]
fn solver_wins_no_guess_boards_without_guessing() {
    for (options, games) in [
        ("preset=beginner,noGuess=true", 200),
        ("preset=intermediate,noGuess=true", 50),
        ("preset=expert,noGuess=true", 20),
        ("preset=expert,noGuess=true,firstClick=opening", 5),
        ("preset=beginner,noGuess=true,firstClick=seed", 50),
        ("rows=5,cols=8,mines=10,noGuess=true", 50),
    ] {
        for seed in 0..games {
            assert!(
                solver_wins_without_a_guess(options, seed),
                "{options} seed {seed}: the solver lost"
            );
        }
    }
}

#[test]
fn no_guess_boards_repeat_with_their_seed_and_click() {
    use crate::game::Game;
    use crate::games::minesweeper::Minesweeper;
    use crate::options::Options;
    let make = |seed: u64, click: usize| {
        let mut g = Minesweeper::from_options(
            Options::parse("preset=expert,noGuess=true").expect("options"),
        )
        .expect("a no-guess game");
        g.reset(seed);
        g.apply(click).expect("the first click");
        g.key.clone()
    };
    for seed in 0..5 {
        let a = make(seed, 100);
        assert_eq!(a, make(seed, 100), "seed {seed} gave two boards");
        assert_ne!(
            a,
            make(seed + 100, 100),
            "seeds {seed} and {} agree",
            seed + 100
        );
        // The first click is an opening: its 3x3 block is free of mines.
        let grid = Grid { rows: 16, cols: 30 };
        grid.for_each_in_block(100, |c| assert_ne!(a[c], KEY_MINE));
        assert_eq!(a.iter().filter(|&&k| k == KEY_MINE).count(), 99);
    }
}

#[test]
fn deducer_stops_at_a_fifty_fifty_and_solves_a_counted_corner() {
    // 2x4, click (0,0): columns 0-1 open, and (0,2), (1,2) show 1 each.
    let grid = Grid { rows: 2, cols: 4 };
    let mut key = vec![0; grid.cells()];
    let mut deducer = Deducer::default();
    // One mine at (0,3): (0,3) and (1,3) can never be told apart.
    board::key_from_layout(grid, &[3], &mut key);
    assert!(!deducer.solves(grid, &key, 1, 0));
    // Stuck with exactly those two undecided: a perturbation swaps the mine between them.
    let mut rng = Rng::new(1);
    assert!(deducer.perturb(grid, &mut key, &mut rng));
    assert_eq!(key.iter().filter(|&&k| k == KEY_MINE).count(), 1);
    assert!(key[3] == KEY_MINE || key[7] == KEY_MINE);
    // Two mines at (0,3) and (1,3): the 2s beside them say so.
    board::key_from_layout(grid, &[3, 7], &mut key);
    assert!(deducer.solves(grid, &key, 2, 0));
}

/// Small boards at the no-guess mine limit: which sizes, mine counts and first clicks find no
/// board within the budget. `cargo test --release --lib no_guess_small_boards -- --ignored --nocapture`
#[test]
#[ignore = "a diagnostic: run with --release --ignored --nocapture"]
fn no_guess_small_boards() {
    let mut failures = 0;
    let mut tried = 0;
    for rows in 2..=8 {
        for cols in 2..=8 {
            let grid = Grid { rows, cols };
            for mines in 1..=super::super::max_no_guess_mines(rows, cols) {
                for start in [0, (rows / 2) * cols + cols / 2] {
                    for seed in 0..3 {
                        tried += 1;
                        let mut key = vec![0; grid.cells()];
                        if !place(grid, mines, start, &mut Rng::new(seed), &mut key) {
                            failures += 1;
                            println!("{rows}x{cols}/{mines} click {start} seed {seed}: none found");
                        }
                    }
                }
            }
        }
    }
    println!("{failures} of {tried} not found");
}

#[test]
fn no_guess_options_refuse_what_cannot_be_promised() {
    use crate::game::GameError;
    use crate::games::minesweeper::Minesweeper;
    use crate::options::Options;
    let make = |text: &str| Minesweeper::from_options(Options::parse(text).expect("options"));
    let refused = |text: &str, option: &str, words: &str| match make(text) {
        Err(GameError::BadOption { option: o, reason }) => {
            assert_eq!(o, option, "{text}: {reason}");
            assert!(reason.text().contains(words), "{text}: {reason}");
        }
        other => panic!("{text}: expected a BadOption, got {other:?}"),
    };
    refused(
        "noGuess=true,firstClick=none",
        "noGuess",
        "firstClick=safe or opening",
    );
    refused(
        "rows=2,cols=9,mines=2,noGuess=true",
        "noGuess",
        "at least 3 rows",
    );
    refused(
        "rows=9,cols=9,mines=21,noGuess=true",
        "mines",
        "from 1 to 20",
    );
    refused("noGuess=maybe", "noGuess", "not true or false");
    assert!(make("rows=9,cols=9,mines=20,noGuess=true")
        .expect("fits")
        .is_no_guess());
    assert!(!make("preset=expert").expect("the default").is_no_guess());
    assert!(!make("noGuess=false,firstClick=none")
        .expect("fine")
        .is_no_guess());
}
