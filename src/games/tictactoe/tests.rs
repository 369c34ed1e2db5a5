use super::*;
use std::collections::HashSet;

fn play(moves: &[usize]) -> TicTacToe {
    let mut g = TicTacToe::new();
    for &m in moves {
        g.apply(m).unwrap();
    }
    g
}

#[test]
fn every_line_wins_for_x_and_for_o() {
    for line in LINES {
        // X takes the line; O plays elsewhere, never completing one of its own first.
        let others: Vec<usize> = (0..9).filter(|c| !line.contains(c)).collect();
        let mut g = TicTacToe::new();
        let mut o_moves = others.iter();
        for (i, &cell) in line.iter().enumerate() {
            g.apply(cell).unwrap();
            if i < 2 {
                g.apply(*o_moves.next().unwrap()).unwrap();
            }
        }
        assert_eq!(g.winner(), Some(0), "line {line:?}\n{}", g.render());
        assert_eq!(g.win_line(), Some(line));
        assert_eq!(g.returns(), vec![1.0, -1.0]);
        assert!(g.is_terminal());
        assert_eq!(g.current_player(), None);

        // O takes the line: X opens on a cell off the line.
        let mut g = TicTacToe::new();
        let mut x_moves = others.iter().rev();
        for &cell in line.iter() {
            g.apply(*x_moves.next().unwrap()).unwrap();
            if g.is_terminal() {
                break;
            }
            g.apply(cell).unwrap();
        }
        if g.winner() == Some(1) {
            assert_eq!(g.returns(), vec![-1.0, 1.0]);
        }
    }
}

#[test]
fn full_board_without_line_is_a_draw() {
    let g = play(&[0, 1, 2, 4, 3, 5, 7, 6, 8]);
    assert!(g.is_terminal());
    assert_eq!(g.winner(), None);
    assert_eq!(g.returns(), vec![0.0, 0.0]);
    assert!(g.legal_actions().is_empty());
}

#[test]
fn render_matches_the_seed_picture() {
    let g = play(&[2, 4, 0, 8, 1]);
    assert_eq!(g.render(), "| X | X | X |\n|   | O |   |\n|   |   | O |\n");
}

#[test]
fn taken_cell_and_out_of_range_are_typed_errors() {
    let mut g = play(&[4]);
    let before = g.clone();
    assert!(matches!(
        g.apply(4),
        Err(GameError::IllegalAction { action: 4, .. })
    ));
    assert!(matches!(g.apply(9), Err(GameError::OutOfRange { .. })));
    assert_eq!(g, before);
}

fn count_positions(g: &TicTacToe, seen: &mut HashSet<[i8; 9]>) -> usize {
    // Returns the number of complete games from here; records every reachable position.
    seen.insert(g.board);
    if g.is_terminal() {
        return 1;
    }
    g.legal_actions()
        .into_iter()
        .map(|a| {
            let mut next = g.clone();
            next.apply(a).unwrap();
            count_positions(&next, seen)
        })
        .sum()
}

#[test]
fn enumeration_finds_5478_positions_and_255168_games() {
    let mut seen = HashSet::new();
    let games = count_positions(&TicTacToe::new(), &mut seen);
    assert_eq!(seen.len(), 5478);
    assert_eq!(games, 255_168);
}

#[test]
fn random_play_matches_the_known_58_29_13_split() {
    use crate::rng::Rng;
    let mut rng = Rng::new(2024);
    let (mut x, mut o, mut d) = (0, 0, 0);
    let n = 20_000;
    for _ in 0..n {
        let mut g = TicTacToe::new();
        while !g.is_terminal() {
            let legal = g.legal_actions();
            g.apply(legal[rng.below(legal.len())]).unwrap();
        }
        match g.winner() {
            Some(0) => x += 1,
            Some(_) => o += 1,
            None => d += 1,
        }
    }
    let pct = |k: usize| 100.0 * k as f64 / n as f64;
    // Exact values: X 58.49 %, O 28.80 %, draw 12.70 %; 20,000 games give a standard error under 0.4 %.
    assert!((pct(x) - 58.5).abs() < 1.5, "X {}", pct(x));
    assert!((pct(o) - 28.8).abs() < 1.5, "O {}", pct(o));
    assert!((pct(d) - 12.7).abs() < 1.5, "draws {}", pct(d));
}

#[test]
fn random_play_keeps_every_invariant() {
    crate::testing::check_random_play(|_| TicTacToe::new(), 3000);
}
