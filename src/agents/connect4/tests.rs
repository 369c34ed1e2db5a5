use super::heuristic::{
    self, count_windows, WindowCounts, PLAYABLE_THREAT, THREAT, TWO_SHORT, WIN_NEXT,
};
use super::*;
use crate::agents::negamax::{Heuristic, TERMINAL};
use crate::agents::random::RandomAgent;
use crate::agents::Agent;
use crate::game::Game;
use crate::registry::make_agent;
use crate::rng::Rng;

/// The standard board after `moves` (columns, first player first).
fn played(moves: &[usize]) -> Connect4 {
    played_on(Connect4::standard(), moves)
}

fn played_on(mut g: Connect4, moves: &[usize]) -> Connect4 {
    for &m in moves {
        g.apply(m).unwrap();
    }
    g
}

fn negamax(depth: usize, seed: u64) -> Negamax<WindowHeuristic> {
    Negamax::new(WindowHeuristic, depth, seed).unwrap()
}

#[test]
fn the_heuristic_counts_windows_and_playable_threats() {
    assert_eq!(
        count_windows(&Connect4::standard()),
        WindowCounts::default()
    );
    // 4 columns x 2 rows: the bottom row X X _ _ is two short; the top row's lone O is not counted.
    let g = played_on(Connect4::new(4, 2, 4).unwrap(), &[0, 0, 1]);
    let c = count_windows(&g);
    assert_eq!(c.two_short, [1, 0]);
    assert_eq!((c.threats, c.playable_threats), ([0, 0], [0, 0]));
    // Bottom X X X _ (its empty cell playable), top O O _ _.
    let g = played_on(Connect4::new(4, 2, 4).unwrap(), &[0, 0, 1, 1, 2]);
    let c = count_windows(&g);
    assert_eq!(c.playable_threats, [1, 0]);
    assert_eq!(c.two_short, [0, 1]);
    // O is to move and can block: X's threat weighs PLAYABLE_THREAT, O's two-short window 1.
    assert_eq!(heuristic::score(&g, 0), PLAYABLE_THREAT - 1);
    assert_eq!(heuristic::score(&g, 1), 1 - PLAYABLE_THREAT);
    // Bottom O O _ X, top X X _ _, O to move: O's threat is playable (O wins next move), X's on
    // the top row is not (column 2 is empty), and X's top-right window is two short.
    let g = played_on(Connect4::new(4, 2, 3).unwrap(), &[3, 0, 0, 1, 1]);
    let c = count_windows(&g);
    assert_eq!(
        (c.threats, c.playable_threats, c.two_short),
        ([1, 0], [0, 1], [1, 0])
    );
    assert_eq!(heuristic::score(&g, 1), WIN_NEXT - THREAT - TWO_SHORT);
    assert_eq!(heuristic::score(&g, 0), -heuristic::score(&g, 1));
}

#[test]
fn onestep_takes_a_winning_move() {
    // X has 0, 1, 2 along the bottom and is to move: column 3 wins.
    let g = played(&[0, 0, 1, 1, 2, 6]);
    assert_eq!(OneStep::best_moves(&g), [3]);
    for seed in 0..8 {
        assert_eq!(OneStep::new(seed).act(&g).unwrap(), 3);
    }
    // A vertical win, and a win on a 5 x 4 board with three in a row.
    assert_eq!(OneStep::best_moves(&played(&[4, 0, 4, 1, 4, 6])), [4]);
    let small = played_on(Connect4::new(5, 4, 3).unwrap(), &[0, 0, 1, 1]);
    assert_eq!(OneStep::best_moves(&small), [2]);
}

#[test]
fn onestep_blocks_an_immediate_win() {
    // O to move; X threatens column 3 along the bottom.
    assert_eq!(OneStep::best_moves(&played(&[0, 6, 1, 6, 2])), [3]);
    // O to move; X has three up column 0.
    assert_eq!(OneStep::best_moves(&played(&[0, 1, 0, 1, 0])), [0]);
    // Winning beats blocking: X to move has three up column 5, O three up column 0.
    assert_eq!(OneStep::best_moves(&played(&[5, 0, 5, 0, 5, 0])), [5]);
}

#[test]
fn negamax_finds_a_forced_win_in_two() {
    // X at 2 and 3 on the bottom, O twice in column 6, X to move: 1 or 4 makes an open three
    // that O cannot block at both ends, and X wins on its next move.
    let g = played(&[2, 6, 3, 6]);
    for depth in 3..=5 {
        let (mut best, score) = negamax(depth, 0).best_moves(&g).unwrap();
        best.sort_unstable();
        assert_eq!(best, [1, 4], "depth {depth}");
        assert_eq!(score, TERMINAL - 3, "depth {depth}: a win on ply 3");
    }
    // Depth 2 sees it through the heuristic (X to move with a playable threat after any block).
    for seed in 0..4 {
        let a = negamax(2, seed).act(&g).unwrap();
        assert!([1, 4].contains(&a), "depth 2 played {a}");
    }
    // And it sees a forced loss coming: O to move after X's open three cannot save the game.
    let lost = played(&[2, 6, 3, 6, 4]);
    assert_eq!(negamax(4, 0).best_moves(&lost).unwrap().1, 2 - TERMINAL);
}

/// Plain negamax with no pruning and no move ordering, for comparison.
fn plain(g: &Connect4, depth: usize, ply: i64, player: usize) -> i64 {
    if let Some(w) = g.winner() {
        return if w == player {
            TERMINAL - ply
        } else {
            ply - TERMINAL
        };
    }
    if g.is_terminal() {
        return 0;
    }
    if depth == 0 {
        return WindowHeuristic.score(g, player);
    }
    g.legal_actions()
        .into_iter()
        .map(|a| {
            let mut c = g.clone();
            c.apply(a).unwrap();
            -plain(&c, depth - 1, ply + 1, 1 - player)
        })
        .max()
        .unwrap()
}

/// A position after `n` random moves (fewer when the game ends first).
fn random_position(mut g: Connect4, n: usize, rng: &mut Rng) -> Connect4 {
    for _ in 0..n {
        let Some(&a) = rng.choose(&g.legal_actions()) else {
            break;
        };
        g.apply(a).unwrap();
    }
    g
}

#[test]
fn alpha_beta_scores_every_move_as_plain_negamax_does() {
    let mut rng = Rng::new(11);
    for i in 0..60 {
        let board = if i % 2 == 0 {
            Connect4::standard()
        } else {
            Connect4::new(5, 4, 3).unwrap()
        };
        let g = random_position(board, rng.below(14), &mut rng);
        let Some(me) = g.current_player() else {
            continue;
        };
        for depth in 1..=3 {
            let scores: Vec<(usize, i64)> = g
                .legal_actions()
                .into_iter()
                .map(|a| {
                    let mut c = g.clone();
                    c.apply(a).unwrap();
                    (a, -plain(&c, depth - 1, 1, 1 - me))
                })
                .collect();
            let top = scores.iter().map(|s| s.1).max().unwrap();
            let mut want: Vec<usize> = scores.iter().filter(|s| s.1 == top).map(|s| s.0).collect();
            let (mut got, score) = negamax(depth, 0).best_moves(&g).unwrap();
            got.sort_unstable();
            want.sort_unstable();
            assert_eq!((got, score), (want, top), "depth {depth}\n{}", g.render());
        }
    }
}

#[test]
fn a_bad_depth_is_a_typed_error_naming_it() {
    for bad in ["0", "9", "-1", "two", "1.5"] {
        let options = Options::parse(&format!("depth={bad}")).unwrap();
        match negamax_from_options(options.clone()) {
            Err(GameError::BadOption { option, .. }) => assert_eq!(option, "depth", "{bad}"),
            other => panic!("depth={bad}: {other:?}"),
        }
        let e = make_agent("connect4", "negamax", options).err().unwrap();
        assert!(e.to_string().contains("'depth'"), "{e}");
    }
    assert!(matches!(
        Negamax::new(WindowHeuristic, 0, 1),
        Err(GameError::BadOption { option, .. }) if option == "depth"
    ));
    let e = make_agent("connect4", "onestep", Options::parse("depth=2").unwrap())
        .err()
        .unwrap();
    assert!(e.to_string().contains("depth"), "{e}");
    assert_eq!(negamax_from_options(Options::new()).unwrap().depth(), 4);
}

#[test]
fn the_agents_play_only_legal_moves_on_random_positions_of_any_board() {
    let boards = [
        (7, 6, 4),
        (5, 4, 3),
        (4, 4, 4),
        (6, 2, 4),
        (1, 1, 1),
        (3, 7, 2),
        (9, 7, 5),
    ];
    let mut rng = Rng::new(5);
    for (cols, rows, n) in boards {
        for _ in 0..25 {
            let board = Connect4::new(cols, rows, n).unwrap();
            let g = random_position(board, rng.below(cols * rows + 1), &mut rng);
            let mut agents: Vec<Box<dyn Agent<Connect4>>> = vec![
                Box::new(OneStep::new(rng.next_u64())),
                Box::new(negamax(1, 3)),
                Box::new(negamax(3, 4)),
            ];
            for agent in &mut agents {
                match agent.act(&g) {
                    Ok(a) => assert!(g.is_legal(a), "{a}\n{}", g.render()),
                    Err(e) => {
                        assert!(g.is_terminal(), "{e}\n{}", g.render());
                        assert_eq!(e, GameError::GameOver);
                    }
                }
            }
        }
    }
}

/// The columns of one game between `first` and `second`.
fn game_moves(first: &mut dyn Agent<Connect4>, second: &mut dyn Agent<Connect4>) -> Vec<usize> {
    let mut g = Connect4::standard();
    let mut moves = Vec::new();
    while let Some(p) = g.current_player() {
        let a = if p == 0 {
            first.act(&g)
        } else {
            second.act(&g)
        }
        .unwrap();
        g.apply(a).unwrap();
        moves.push(a);
    }
    moves
}

#[test]
fn the_same_seed_plays_the_same_moves() {
    let mut games = std::collections::HashSet::new();
    for seed in 0..12 {
        let play = || game_moves(&mut OneStep::new(seed), &mut negamax(2, seed + 100));
        let moves = play();
        assert_eq!(play(), moves, "seed {seed}");
        games.insert(moves);
    }
    assert!(games.len() > 3, "seeds vary the game: {}", games.len());
    // Through the registry, as the arena makes them.
    let play = |id: &str| {
        let options = Options::parse("seed=7").unwrap();
        let mut a = make_agent("connect4", id, options.clone()).unwrap();
        let mut b = make_agent("connect4", "random", options).unwrap();
        let mut g = crate::any_game::AnyGame::Connect4(Connect4::standard());
        let mut moves = Vec::new();
        while let Some(p) = g.current_player() {
            let m = if p == 0 { a.act(&g) } else { b.act(&g) }.unwrap();
            g.apply(m).unwrap();
            moves.push(m);
        }
        moves
    };
    for id in ["onestep", "negamax"] {
        assert_eq!(play(id), play(id), "{id}");
    }
}

#[test]
fn onestep_and_negamax_beat_random_and_negamax_beats_onestep() {
    let mut rng = Rng::new(3);
    let (mut onestep_wins, mut negamax_wins) = (0, 0);
    for i in 0..20 {
        let mut r = RandomAgent::new(rng.next_u64());
        let mut o = OneStep::new(rng.next_u64());
        let moves = if i % 2 == 0 {
            game_moves(&mut o, &mut r)
        } else {
            game_moves(&mut r, &mut o)
        };
        let g = played(&moves);
        onestep_wins += usize::from(g.winner() == Some(i % 2));
        let mut n = negamax(3, rng.next_u64());
        let mut o = OneStep::new(rng.next_u64());
        let moves = if i % 2 == 0 {
            game_moves(&mut n, &mut o)
        } else {
            game_moves(&mut o, &mut n)
        };
        negamax_wins += usize::from(played(&moves).winner() == Some(i % 2));
    }
    assert!(
        onestep_wins >= 18,
        "onestep beat random {onestep_wins} of 20"
    );
    assert!(
        negamax_wins >= 12,
        "negamax 3 beat onestep {negamax_wins} of 20"
    );
}
