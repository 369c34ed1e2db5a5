//! Tests of the solver: probabilities against brute-force enumeration, known patterns, play.

use super::choice::{outcomes, Position};
use super::probability::{analyse, is_hidden, neighbours, Engine, HIDDEN, MINE};

/// View code of a flag (the solver treats it as hidden).
const FLAG: i8 = 10;
use crate::rng::Rng;

/// Counts every mine layout consistent with `view`: (layouts, per-cell mine counts, per-cell
/// per-number counts of layouts where the cell is safe and shows that number).
fn brute_force(
    view: &[i8],
    rows: usize,
    cols: usize,
    mines: usize,
) -> (u64, Vec<u64>, Vec<[u64; 9]>) {
    let hidden: Vec<usize> = (0..view.len()).filter(|&i| is_hidden(view[i])).collect();
    let known = view.iter().filter(|&&c| c == MINE).count();
    let mut layouts = 0u64;
    let mut per_cell = vec![0u64; view.len()];
    let mut values = vec![[0u64; 9]; view.len()];
    let Some(k) = mines.checked_sub(known) else {
        return (0, per_cell, values);
    };
    let mut is_mine: Vec<bool> = view.iter().map(|&c| c == MINE).collect();
    fn rec(
        i: usize,
        k: usize,
        hidden: &[usize],
        is_mine: &mut Vec<bool>,
        f: &mut dyn FnMut(&[bool]),
    ) {
        if k == 0 {
            f(is_mine);
            return;
        }
        if hidden.len() - i < k {
            return;
        }
        is_mine[hidden[i]] = true;
        rec(i + 1, k - 1, hidden, is_mine, f);
        is_mine[hidden[i]] = false;
        rec(i + 1, k, hidden, is_mine, f);
    }
    rec(0, k, &hidden, &mut is_mine, &mut |m: &[bool]| {
        let count = |c: usize| neighbours(c, rows, cols).filter(|&n| m[n]).count();
        let fits = (0..view.len())
            .filter(|&c| (0..=8).contains(&view[c]))
            .all(|c| count(c) == view[c] as usize);
        if fits {
            layouts += 1;
            for &c in &hidden {
                if m[c] {
                    per_cell[c] += 1;
                } else {
                    values[c][count(c)] += 1;
                }
            }
        }
    });
    (layouts, per_cell, values)
}

/// The view of a layout with the cells in `revealed` shown.
fn view_of(mines: &[bool], revealed: &[bool], rows: usize, cols: usize) -> Vec<i8> {
    (0..mines.len())
        .map(|c| {
            if !revealed[c] {
                HIDDEN
            } else if mines[c] {
                MINE
            } else {
                neighbours(c, rows, cols).filter(|&n| mines[n]).count() as i8
            }
        })
        .collect()
}

/// A random small position: layout, partial reveal, a few flags (some wrong).
fn random_position(rng: &mut Rng) -> (Vec<i8>, usize, usize, usize) {
    let rows = rng.range_inclusive(3, 5);
    let cols = rng.range_inclusive(4, 6);
    let n = rows * cols;
    let total = rng.range_inclusive(1, n / 3);
    let mut cells: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut cells);
    let mut mines = vec![false; n];
    for &c in &cells[..total] {
        mines[c] = true;
    }
    let share = rng.range_inclusive(2, 7);
    let mut revealed: Vec<bool> = (0..n).map(|c| !mines[c] && rng.below(10) < share).collect();
    // Sometimes show a mine (as after a loss).
    if rng.below(8) == 0 {
        revealed[cells[0]] = true;
    }
    // Keep brute force cheap.
    let mut hidden: Vec<usize> = (0..n).filter(|&c| !revealed[c]).collect();
    rng.shuffle(&mut hidden);
    for &c in hidden.iter().skip(18) {
        if !mines[c] {
            revealed[c] = true;
        }
    }
    let mut view = view_of(&mines, &revealed, rows, cols);
    for code in view.iter_mut() {
        if *code == HIDDEN && rng.below(10) == 0 {
            *code = FLAG;
        }
    }
    (view, rows, cols, total)
}

#[test]
fn solver_probabilities_equal_brute_force_on_random_boards() {
    let mut rng = Rng::new(4);
    let mut checked_cells = 0;
    for _ in 0..400 {
        let (view, rows, cols, total) = random_position(&mut rng);
        let (layouts, per_cell, _) = brute_force(&view, rows, cols, total);
        assert!(layouts > 0, "a real layout fits its own view");
        let a = analyse(&view, rows, cols, total);
        assert!(a.consistent);
        assert!(
            (a.ln_layouts - (layouts as f64).ln()).abs() < 1e-9,
            "layout count {} vs {}",
            a.ln_layouts.exp(),
            layouts
        );
        for c in 0..view.len() {
            let expected = if is_hidden(view[c]) {
                per_cell[c] as f64 / layouts as f64
            } else if view[c] == MINE {
                1.0
            } else {
                0.0
            };
            assert!(
                (a.probabilities[c] - expected).abs() < 1e-9,
                "cell {c}: {} vs {expected} in {view:?} ({rows}x{cols}, {total} mines)",
                a.probabilities[c]
            );
            checked_cells += usize::from(is_hidden(view[c]));
        }
        // Certain cells are exactly the cells brute force finds certain.
        let safe: Vec<usize> = (0..view.len())
            .filter(|&c| is_hidden(view[c]) && per_cell[c] == 0)
            .collect();
        let sure: Vec<usize> = (0..view.len())
            .filter(|&c| is_hidden(view[c]) && per_cell[c] == layouts)
            .collect();
        assert_eq!(a.safe_cells(&view), safe);
        assert_eq!(a.mine_cells(&view), sure);
    }
    assert!(checked_cells > 2000);
}

#[test]
fn solver_number_chances_equal_brute_force() {
    let mut rng = Rng::new(9);
    for _ in 0..60 {
        let (view, rows, cols, total) = random_position(&mut rng);
        let (layouts, per_cell, values) = brute_force(&view, rows, cols, total);
        let a = analyse(&view, rows, cols, total);
        let pos = Position {
            view: &view,
            rows,
            cols,
            mines: total,
        };
        for c in (0..view.len()).filter(|&c| is_hidden(view[c])) {
            let mut got = [0.0; 9];
            for o in outcomes(pos, &mut Engine::default(), &a, c) {
                got[o.value as usize] = o.chance;
            }
            for v in 0..9 {
                let expected = values[c][v] as f64 / layouts as f64;
                assert!((got[v] - expected).abs() < 1e-9, "cell {c} value {v}");
            }
            let safety: f64 = got.iter().sum();
            assert!((safety - (1.0 - per_cell[c] as f64 / layouts as f64)).abs() < 1e-9);
        }
    }
}

fn parse(rows: &[&str]) -> (Vec<i8>, usize, usize) {
    let view: Vec<i8> = rows
        .iter()
        .flat_map(|r| {
            r.split_whitespace().map(|t| match t {
                "H" => HIDDEN,
                "F" => FLAG,
                "M" => MINE,
                d => d.parse().expect("a digit"),
            })
        })
        .collect();
    let cols = view.len() / rows.len();
    (view, rows.len(), cols)
}

#[test]
fn solver_finds_the_one_two_one_pattern() {
    let (view, rows, cols) = parse(&[
        "H H H H H H H H H",
        "H H 1 1 2 1 1 H H",
        "H H 1 0 0 0 1 H H",
        "H H H H H H H H H",
    ]);
    // Four mines are left for the 8 cells of the outer columns: the count alone decides nothing.
    let a = analyse(&view, rows, cols, 8);
    // Above the 1-2-1 (cols 3..=5 of row 1): mines above the 1s, the middle free; the corner
    // 1s below then each force a mine in row 3.
    assert_eq!(a.mine_cells(&view), vec![3, 5, 28, 34]);
    let safe = a.safe_cells(&view);
    for c in [2, 4, 6, 10, 16, 19, 25, 29, 30, 31, 32, 33] {
        assert!(safe.contains(&c), "{c} in {safe:?}");
    }
    assert!((a.probabilities[0] - 0.5).abs() < 1e-12);
}

#[test]
fn solver_finds_the_one_one_edge_pattern() {
    let (view, rows, cols) = parse(&["H H H H H", "1 1 H H H", "0 0 1 H H"]);
    let a = analyse(&view, rows, cols, 4);
    // The 1 at the wall holds its mine in cells 0/1, so the second 1's third cell (2) is free;
    // the 0 below frees cell 7 (right of the second 1).
    let safe = a.safe_cells(&view);
    assert!(safe.contains(&2), "{safe:?}");
    assert!(safe.contains(&7), "{safe:?}");
    assert!((a.probabilities[0] - 0.5).abs() < 1e-12);
    assert!(a.mine_cells(&view).is_empty());
}

#[test]
fn solver_off_frontier_density_uses_the_mine_total() {
    // Nothing revealed: every cell has the plain density.
    let view = vec![HIDDEN; 30];
    let a = analyse(&view, 5, 6, 7);
    for p in &a.probabilities {
        assert!((p - 7.0 / 30.0).abs() < 1e-12);
    }
    assert!((a.ln_layouts - (2_035_800f64).ln()).abs() < 1e-9); // C(30, 7)
}

#[test]
fn solver_reports_an_impossible_view() {
    let (view, rows, cols) = parse(&["H H H", "0 3 H"]);
    let a = analyse(&view, rows, cols, 3);
    assert!(!a.consistent);
}

#[test]
fn solver_handles_expert_sized_counts_without_overflow() {
    // A 16x30 board with one revealed corner number and 99 mines: huge counts.
    let mut view = vec![HIDDEN; 480];
    view[0] = 2;
    let a = analyse(&view, 16, 30, 99);
    assert!(a.consistent && a.ln_layouts.is_finite());
    let p_corner_neighbour = a.probabilities[1];
    assert!((p_corner_neighbour - 2.0 / 3.0).abs() < 1e-12);
    let total: f64 = a.probabilities.iter().sum();
    assert!(
        (total - 99.0).abs() < 1e-6,
        "expected mines sum to the total: {total}"
    );
}

mod play {
    use super::super::Solver;
    use crate::agents::Agent;
    use crate::game::{Game, GameError};
    use crate::games::minesweeper::Minesweeper;
    use crate::options::Options;
    use crate::record::Value;
    use crate::rng::Rng;

    fn game(options: &str, seed: u64) -> Minesweeper {
        let mut g =
            Minesweeper::from_options(Options::parse(options).expect("options")).expect("a game");
        g.reset(seed);
        g
    }

    #[test]
    fn solver_act_is_always_legal_even_with_wrong_flags() {
        let mut rng = Rng::new(3);
        let mut solver = Solver::new(5);
        let boards = [
            "preset=beginner",
            "preset=intermediate",
            "rows=5,cols=7,mines=9,firstClick=none",
            "rows=4,cols=4,mines=6,firstClick=seed",
            "rows=6,cols=6,mines=5,firstClick=opening",
        ];
        let mut moves = 0;
        for (i, options) in boards.iter().cycle().take(60).enumerate() {
            let mut g = game(options, i as u64);
            while !g.is_terminal() {
                // Flag a random hidden cell now and then (often wrongly).
                if rng.below(6) == 0 {
                    let hidden: Vec<usize> =
                        (0..g.view().len()).filter(|&c| g.view()[c] == 9).collect();
                    if let Some(&c) = rng.choose(&hidden) {
                        let _ = g.toggle_flag(c);
                    }
                }
                match solver.act(&g) {
                    Ok(a) => {
                        assert!(g.is_legal(a), "{options}: action {a} is illegal");
                        g.apply(a).expect("a legal action applies");
                        moves += 1;
                    }
                    Err(GameError::NotSupported { .. }) => {
                        assert!(
                            g.view().iter().all(|&c| c != 9),
                            "refused with a hidden cell left"
                        );
                        break;
                    }
                    Err(e) => panic!("unexpected error {e}"),
                }
            }
            if g.is_terminal() {
                assert_eq!(solver.act(&g), Err(GameError::GameOver));
            }
        }
        assert!(moves > 300);
    }

    #[test]
    fn solver_is_deterministic_for_a_seed() {
        let run = |seed: u64| {
            let mut solver = Solver::new(seed);
            let mut actions = Vec::new();
            for s in 0..15 {
                let mut g = game("preset=intermediate", s);
                while !g.is_terminal() {
                    let a = solver.act(&g).expect("a move");
                    actions.push(a);
                    g.apply(a).expect("legal");
                }
            }
            actions
        };
        assert_eq!(run(7), run(7));
        assert!(run(7).len() > 100);
    }

    #[test]
    fn solver_wins_nearly_every_easy_board() {
        // With 3 mines on 8x8 nearly every game is decided by logic alone.
        let mut solver = Solver::new(0);
        let mut wins = 0;
        for s in 0..100 {
            let mut g = game("rows=8,cols=8,mines=3", s);
            while !g.is_terminal() {
                let a = solver.act(&g).expect("a move");
                g.apply(a).expect("legal");
            }
            wins += usize::from(g.is_won());
        }
        assert!(wins >= 95, "won {wins} of 100");
    }

    #[test]
    fn solver_explains_probabilities_certain_cells_and_its_move() {
        let mut solver = Solver::new(0);
        let mut g = game("preset=beginner", 11);
        let first = solver.act(&g).expect("a move");
        assert!(
            [0, 8, 72, 80].contains(&first),
            "the first click is a corner"
        );
        g.apply(first).expect("legal");
        let record = solver.explain(&g).expect("explains").expect("a record");
        let Some(Value::F64s(p)) = record.get("probabilities") else {
            panic!("no probabilities");
        };
        assert_eq!(p.len(), 81);
        let hidden: f64 = (0..81).filter(|&c| g.view()[c] == 9).map(|c| p[c]).sum();
        assert!(
            (hidden - 10.0).abs() < 1e-9,
            "mine probabilities sum to the mines"
        );
        for (c, &code) in g.view().iter().enumerate() {
            if code != 9 {
                assert_eq!(p[c], 0.0);
            }
        }
        let Some(Value::U32s(safe)) = record.get("safe") else {
            panic!("no safe list");
        };
        for &c in safe {
            assert_eq!(p[c as usize], 0.0);
        }
        let Some(Value::Int(best)) = record.get("best") else {
            panic!("no best");
        };
        assert!(g.is_legal(*best as usize));
        // The reason in words matches the move: a certain cell is called certain.
        let Some(Value::Text(why)) = record.get("why") else {
            panic!("no reason");
        };
        let certain = safe.contains(&(*best as u32));
        assert_eq!(why.starts_with("Certainly safe"), certain, "{why}");
        // Explaining does not change what the solver then plays.
        let mut twin = solver.clone();
        assert_eq!(solver.act(&g), twin.act(&g));
    }

    #[test]
    fn solver_rejects_unknown_options() {
        assert!(Solver::from_options(Options::parse("seed=3").expect("ok")).is_ok());
        let err = Solver::from_options(Options::parse("depth=3").expect("ok")).unwrap_err();
        assert!(err.to_string().contains("depth"), "{err}");
    }
}

mod choices {
    use super::super::choice::{decide, Params, Position};
    use super::super::probability::{Engine, HIDDEN};
    use crate::game::Game;
    use crate::games::minesweeper::Minesweeper;
    use crate::options::Options;
    use crate::rng::Rng;

    /// A view from text rows: `.` hidden, digits revealed numbers.
    fn text_view(rows: &[&str]) -> (Vec<i8>, usize, usize) {
        let view = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|ch| ch.to_digit(10).map_or(HIDDEN, |d| d as i8))
            .collect();
        (view, rows.len(), rows[0].len())
    }

    #[test]
    fn the_solver_takes_an_unavoidable_fifty_fifty_before_a_safer_guess() {
        // Two rows: the left pair and the pair in column 3 each hold one mine, and 8 more mines
        // hide among the 32 cells to the right (too many layouts for the exact endgame). Those
        // are 75 % safe, the pairs 50 %; but each pair must be guessed some day at even odds.
        let top = format!(".11{}", ".".repeat(17));
        let (view, rows, cols) = text_view(&[&top, &top]);
        let pos = Position {
            view: &view,
            rows,
            cols,
            mines: 10,
        };
        let mut engine = Engine::default();
        let with = decide(pos, &Params::default(), &mut engine, &mut Rng::new(1));
        assert_eq!(with.best, Some(0));
        assert_eq!(with.why, super::super::why::Why::FiftyFifty);
        let without = Params {
            fifty_first: false,
            ..Params::default()
        };
        let plain = decide(pos, &without, &mut engine, &mut Rng::new(1)).best;
        assert!(
            plain.is_some_and(|c| c % cols >= 4),
            "without the rule the safer cells on the right come first: {plain:?}"
        );
    }

    #[test]
    fn solver_plays_certain_cells_first_and_guesses_near_the_safest() {
        let params = Params::default();
        let mut engine = Engine::default();
        let mut rng = Rng::new(1);
        let (mut certain, mut guesses) = (0, 0);
        for seed in 0..40 {
            let mut g = Minesweeper::from_options(Options::new().with("preset", "intermediate"))
                .expect("a game");
            g.reset(seed);
            while !g.is_terminal() {
                let view = g.view().to_vec();
                let pos = Position {
                    view: &view,
                    rows: 16,
                    cols: 16,
                    mines: 40,
                };
                let d = decide(pos, &params, &mut engine, &mut rng);
                let best = d.best.expect("a move");
                assert_eq!(view[best], HIDDEN);
                let p = &d.analysis.probabilities;
                let playable_safe = d.safe.iter().any(|&c| view[c] == HIDDEN);
                if playable_safe {
                    assert_eq!(
                        p[best], 0.0,
                        "a certain cell exists, so the move is certain"
                    );
                    certain += 1;
                } else if !pos.untouched() {
                    guesses += 1;
                    assert!(!d.mines.contains(&best), "never a certain mine");
                    let safest = (0..view.len())
                        .filter(|&c| view[c] == HIDDEN)
                        .map(|c| 1.0 - p[c])
                        .fold(0.0, f64::max);
                    // The look-ahead only considers guesses within the window of the safest;
                    // the exact endgame search (few layouts) may trade safety for the win.
                    if d.analysis.ln_layouts > (params.endgame_layouts as f64).ln() {
                        assert!(1.0 - p[best] >= params.window * safest - 1e-12);
                    }
                }
                g.apply(best).expect("legal");
            }
        }
        assert!(
            certain > 500 && guesses > 20,
            "{certain} certain, {guesses} guesses"
        );
    }
}

#[test]
fn solver_can_move_between_threads() {
    fn is_send<T: Send>() {}
    is_send::<super::Solver>();
}

#[test]
fn solver_refuses_a_view_that_is_not_a_board() {
    let mut solver = super::Solver::new(0);
    assert_eq!(solver.choose(&[], 0, 0, 0), None);
    assert_eq!(solver.choose(&[HIDDEN; 5], 2, 3, 1), None);
    // A real 2x3 board still gets a corner.
    assert!([0, 2, 3, 5].contains(&solver.choose(&[HIDDEN; 6], 2, 3, 1).expect("a move")));
}
