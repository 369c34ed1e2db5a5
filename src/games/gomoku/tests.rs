use super::*;
use crate::rng::Rng;
use crate::testing::check_random_play;

fn game(w: usize, h: usize, n: usize) -> Gomoku {
    Gomoku::new(w, h, n).unwrap()
}

fn play(mut g: Gomoku, moves: &[usize]) -> Gomoku {
    for &m in moves {
        g.apply(m)
            .unwrap_or_else(|e| panic!("move {m}: {e}\n{g:?}"));
    }
    g
}

/// The board sizes the tests sweep, as (width, height, nInRow).
const SIZES: [(usize, usize, usize); 12] = [
    (3, 3, 3),
    (4, 4, 3),
    (5, 5, 4),
    (6, 6, 4),
    (8, 8, 5),
    (15, 15, 5),
    (4, 9, 4),
    (9, 4, 4),
    (3, 9, 5),
    (7, 5, 5),
    (19, 19, 5),
    (19, 3, 3),
];

/// Every maximal run of `code` stones of length >= n anywhere on the board, found by scanning
/// every cell and direction with plain coordinates (the reference the engine is checked against).
fn naive_runs(g: &Gomoku, code: u8) -> Vec<Vec<usize>> {
    let (w, h, n) = (g.width() as isize, g.height() as isize, g.n_in_row());
    let at = |r: isize, c: isize| {
        (0..h).contains(&r) && (0..w).contains(&c) && g.stone((r * w + c) as usize) == code
    };
    let mut runs = Vec::new();
    for r in 0..h {
        for c in 0..w {
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                if !at(r, c) || at(r - dr, c - dc) {
                    continue; // not the start of a maximal run
                }
                let mut run = Vec::new();
                let (mut rr, mut cc) = (r, c);
                while at(rr, cc) {
                    run.push((rr * w + cc) as usize);
                    rr += dr;
                    cc += dc;
                }
                if run.len() >= n {
                    runs.push(run);
                }
            }
        }
    }
    runs
}

#[test]
fn gomoku_random_play_keeps_every_invariant_on_many_sizes() {
    for (w, h, n) in SIZES {
        let games = if w * h > 100 { 60 } else { 300 };
        check_random_play(|_| game(w, h, n), games);
    }
}

#[test]
fn gomoku_wins_and_draws_agree_with_a_full_board_scan() {
    // Random games on every size: after each move the engine's verdict must equal a scan of the
    // whole board, and the win line must be exactly the winning runs through the last stone.
    let mut rng = Rng::new(11);
    let (mut wins, mut draws) = (0, 0);
    for (w, h, n) in SIZES {
        for _ in 0..200 {
            let mut g = game(w, h, n);
            while !g.is_terminal() {
                let legal = g.legal_actions();
                let mover = g.current_player().unwrap();
                let reward = g.apply(legal[rng.below(legal.len())]).unwrap();
                let runs = naive_runs(&g, mover as u8 + 1);
                assert!(naive_runs(&g, 2 - mover as u8).is_empty(), "{g:?}");
                assert_eq!(runs.is_empty(), g.winner().is_none(), "{g:?}");
                assert_eq!(reward, if runs.is_empty() { 0.0 } else { 1.0 });
                if !runs.is_empty() {
                    wins += 1;
                    assert_eq!(g.winner(), Some(mover));
                    let mut expected: Vec<usize> = runs.concat();
                    expected.sort_unstable();
                    expected.dedup();
                    assert_eq!(g.win_line(), Some(expected), "{g:?}");
                    let mut returns = vec![-1.0, -1.0];
                    returns[mover] = 1.0;
                    assert_eq!(g.returns(), returns);
                } else if g.moves_played() == w * h {
                    draws += 1;
                    assert!(g.is_terminal() && g.is_draw(), "{g:?}");
                    assert_eq!(g.returns(), vec![0.0, 0.0]);
                    assert_eq!(g.win_line(), None);
                } else {
                    assert!(!g.is_terminal());
                }
            }
            if w == 3 && h == 9 {
                // Only columns are 5 long: every win is vertical.
                if let Some(line) = g.win_line() {
                    assert!(line.iter().all(|c| c % 3 == line[0] % 3), "{g:?}");
                }
            }
        }
    }
    assert!(wins > 1000 && draws > 50, "wins {wins} draws {draws}");
}

/// The `len` cells from (row, col) along direction `dir`.
fn line(w: usize, row: usize, col: usize, dir: usize, len: usize) -> Vec<usize> {
    let (dr, dc) = DIRECTIONS[dir];
    (0..len as isize)
        .map(|i| ((row as isize + i * dr) * w as isize + col as isize + i * dc) as usize)
        .collect()
}

#[test]
fn gomoku_every_line_in_every_direction_wins_for_either_player() {
    // Every placement of a winning line (edges and corners included) on square and non-square
    // boards, with the winning stone at each position of the line, for the first and the second
    // player. The other side plays off the line, never completing a line of its own.
    let mut cases = 0;
    for (w, h, n) in [
        (3, 3, 3),
        (5, 5, 4),
        (4, 9, 4),
        (9, 4, 3),
        (3, 9, 5),
        (7, 5, 5),
    ] {
        for (dir, &(dr, dc)) in DIRECTIONS.iter().enumerate() {
            for row in 0..h {
                for col in 0..w {
                    let end_r = row as isize + (n as isize - 1) * dr;
                    let end_c = col as isize + (n as isize - 1) * dc;
                    if end_r >= h as isize || end_c < 0 || end_c >= w as isize {
                        continue;
                    }
                    let cells = line(w, row, col, dir, n);
                    let others: Vec<usize> = (0..w * h).filter(|c| !cells.contains(c)).collect();
                    for last in 0..n {
                        for winner in 0..2 {
                            let mut order = cells.clone();
                            let winning = order.remove(last);
                            order.push(winning);
                            let mut g = game(w, h, n);
                            // The loser's next stone: an empty cell off the line that makes no line.
                            let filler = |g: &Gomoku| {
                                let found = others
                                    .iter()
                                    .rev()
                                    .copied()
                                    .find(|&c| g.is_empty(c) && !g.would_win(c, 1 - winner));
                                found.expect("a harmless cell for the loser")
                            };
                            if winner == 1 {
                                g.apply(filler(&g)).unwrap();
                            }
                            for (i, &cell) in order.iter().enumerate() {
                                assert!(!g.is_terminal(), "won too early\n{g:?}");
                                let reward = g.apply(cell).unwrap();
                                if i + 1 < n {
                                    assert_eq!(reward, 0.0);
                                    g.apply(filler(&g)).unwrap();
                                } else {
                                    assert_eq!(reward, 1.0, "{g:?}");
                                }
                            }
                            let mut sorted = cells.clone();
                            sorted.sort_unstable();
                            assert_eq!(g.winner(), Some(winner), "{g:?}");
                            assert_eq!(g.win_line(), Some(sorted));
                            assert_eq!(g.current_player(), None);
                            assert_eq!(g.last_move(), Some(winning));
                            cases += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(cases > 500, "{cases}");
}

#[test]
fn gomoku_overline_of_six_wins_for_five() {
    // X: row 3 cols 0,1 and 3,4,5; then col 2 makes six in a row.
    let mut g = play(game(8, 8, 5), &[24, 0, 25, 7, 27, 56, 28, 63, 29, 60]);
    assert!(!g.is_terminal());
    assert_eq!(g.apply(26).unwrap(), 1.0);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.win_line(), Some((24..30).collect()));
}

#[test]
fn gomoku_two_lines_at_once_show_both() {
    // 5x5/3: X on 0,1 (across) and 7,12 (down from 2); 2 completes both.
    let g = play(game(5, 5, 3), &[0, 20, 1, 22, 7, 24, 12, 15, 2]);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.win_line(), Some(vec![0, 1, 2, 7, 12]));
}

#[test]
fn gomoku_n_longer_than_one_side_only_vertical_wins() {
    // 3 wide, 9 tall, 5 in a row: a full row and a full diagonal do not win; a column does.
    let g = play(game(3, 9, 5), &[0, 12, 1, 16, 2, 20, 4, 24, 8]);
    assert!(!g.is_terminal(), "{g:?}");
    assert_eq!(
        (g.run_through(0, 0, 0), g.run_through(0, 2, 0)),
        ((3, 0), (3, 0))
    );
    let mut g = play(game(3, 9, 5), &[1, 2, 4, 5, 7, 8, 10, 11]);
    assert_eq!(g.apply(13).unwrap(), 1.0);
    assert_eq!(g.win_line(), Some(vec![1, 4, 7, 10, 13]));
}

#[test]
fn gomoku_full_board_without_line_is_a_draw() {
    let g = play(game(3, 3, 3), &[0, 1, 2, 4, 3, 5, 7, 6, 8]);
    assert!(g.is_terminal() && g.is_draw());
    assert_eq!(g.winner(), None);
    assert_eq!(g.returns(), vec![0.0, 0.0]);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.info().number("winner"), Some(-1.0));
    assert!(g.render().ends_with("draw\n"));
}

#[test]
fn gomoku_run_through_and_would_win_match_a_brute_force_count() {
    let mut rng = Rng::new(5);
    for (w, h, n) in SIZES {
        for _ in 0..40 {
            let mut g = game(w, h, n);
            let stop = rng.below(w * h);
            while !g.is_terminal() && g.moves_played() < stop {
                let legal = g.legal_actions();
                g.apply(legal[rng.below(legal.len())]).unwrap();
            }
            for cell in 0..w * h {
                for player in 0..2 {
                    let code = player as u8 + 1;
                    let mut win = false;
                    for (dir, &(dr, dc)) in DIRECTIONS.iter().enumerate() {
                        let (r0, c0) = ((cell / w) as isize, (cell % w) as isize);
                        let on = |r: isize, c: isize| {
                            (0..h as isize).contains(&r) && (0..w as isize).contains(&c)
                        };
                        let mut len = 1;
                        let mut open = 0;
                        for sign in [1, -1] {
                            let (mut r, mut c) = (r0 + sign * dr, c0 + sign * dc);
                            while on(r, c) && g.stone((r * w as isize + c) as usize) == code {
                                len += 1;
                                r += sign * dr;
                                c += sign * dc;
                            }
                            if on(r, c) && g.stone((r * w as isize + c) as usize) == 0 {
                                open += 1;
                            }
                        }
                        assert_eq!(g.run_through(cell, dir, player), (len, open));
                        win |= len >= n;
                    }
                    assert_eq!(g.would_win(cell, player), win);
                }
            }
        }
    }
    let g = game(5, 5, 4);
    assert_eq!(g.run_through(25, 0, 0), (0, 0));
    assert_eq!(g.run_through(0, 4, 0), (0, 0));
    assert_eq!(g.run_through(12, 0, 0), (1, 2));
    assert_eq!(g.run_through(0, 2, 1), (1, 1));
}

/// `nth_set_bit` finds what counting the set bits one by one finds, on sparse, dense and
/// random words.
#[test]
fn gomoku_nth_set_bit_matches_a_plain_count() {
    let mut rng = Rng::new(5);
    let mut words = vec![1, u64::MAX, 1 << 63, 0x8000_0000_0000_0001, 0xFF00];
    for _ in 0..2000 {
        let (a, b) = (rng.next_u64(), rng.next_u64());
        words.extend([a, a & b, a | b, a & b & rng.next_u64()]);
    }
    for bits in words.into_iter().filter(|&w| w != 0) {
        let set: Vec<usize> = (0..64).filter(|&i| bits >> i & 1 == 1).collect();
        for (n, &i) in set.iter().enumerate() {
            assert_eq!(super::nth_set_bit(bits, n), i, "{bits:#x} bit {n}");
        }
    }
}

/// Gomoku's `choose_legal` (bit counting) picks what the default (list, then `rng.choose`) picks,
/// with the same draws, on every size, from the empty board to the end of the game.
#[test]
fn gomoku_choose_legal_matches_choosing_from_the_legal_list() {
    for (i, &(w, h, n)) in SIZES.iter().enumerate() {
        let mut g = game(w, h, n);
        let (mut fast, mut listed) = (Rng::new(i as u64), Rng::new(i as u64));
        let mut scratch = Vec::new();
        loop {
            let expected = listed.choose(&g.legal_actions()).copied();
            assert_eq!(g.choose_legal(&mut fast, &mut scratch), expected, "{g:?}");
            assert_eq!(fast, listed);
            let Some(a) = expected else { break };
            g.apply(a).unwrap();
        }
        assert!(g.is_terminal());
    }
}

#[test]
fn gomoku_observation_planes_are_exact_on_a_small_position() {
    // 4 wide, 3 tall. X on 5 (row 1, col 1), O on 0, X on 11 (row 2, col 3): O to move.
    let g = play(game(4, 3, 3), &[5, 0]);
    let mut expected = vec![0.0f32; 48];
    expected[5] = 1.0; // plane 0: X, the player to move
    expected[12] = 1.0; // plane 1: O on cell 0
    expected[24] = 1.0; // plane 2: last move, cell 0
    expected[36..48].fill(1.0); // plane 3: the first player is to move
    assert_eq!(g.observation().get("planes"), Some(&Value::F32s(expected)));

    let g = play(g, &[11]);
    let mut expected = vec![0.0f32; 48];
    expected[0] = 1.0; // plane 0: O's stone
    expected[12 + 5] = 1.0; // plane 1: X's stones
    expected[12 + 11] = 1.0;
    expected[24 + 11] = 1.0; // plane 2: last move
    let obs = g.observation();
    assert_eq!(obs.get("planes"), Some(&Value::F32s(expected)));
    let mut board = vec![0i8; 12];
    board[5] = 1;
    board[11] = 1;
    board[0] = 2;
    assert_eq!(obs.get("board"), Some(&Value::I8s(board)));
    assert_eq!(obs.number("rows"), Some(3.0));
    assert_eq!(obs.number("cols"), Some(4.0));
    assert_eq!(obs.number("nInRow"), Some(3.0));
    assert_eq!(obs.number("lastMove"), Some(11.0));
    assert_eq!(obs.number("player"), Some(1.0));
    assert_eq!(obs.get("winLine"), Some(&Value::U32s(vec![])));

    let fresh = game(4, 3, 3).observation();
    assert_eq!(fresh.number("lastMove"), Some(-1.0));
    let mut expected = vec![0.0f32; 48];
    expected[36..].fill(1.0);
    assert_eq!(fresh.get("planes"), Some(&Value::F32s(expected)));

    let won = play(game(4, 3, 3), &[4, 0, 5, 1, 6]);
    assert_eq!(
        won.observation().get("winLine"),
        Some(&Value::U32s(vec![4, 5, 6]))
    );
}

#[test]
fn gomoku_render_matches_the_documented_picture() {
    let g = play(game(4, 3, 3), &[5, 0]);
    assert_eq!(
        g.render(),
        "    0  1  2  3\n 0  O  .  .  .\n 1  .  X  .  .\n 2  .  .  .  .\nX to move\n"
    );
    let wide = game(12, 3, 3).render();
    assert!(wide.starts_with("    0  1  2  3  4  5  6  7  8  9 10 11\n 0  .  ."));
    let won = play(game(4, 3, 3), &[4, 0, 5, 1, 6]);
    assert!(won.render().ends_with("X wins\n"));
    let won = play(game(4, 3, 3), &[4, 0, 5, 1, 11, 2]);
    assert!(won.render().ends_with("O wins\n"));
}

#[test]
fn gomoku_bad_moves_are_typed_errors_that_change_nothing() {
    let mut g = play(game(5, 4, 3), &[7]);
    let before = g.clone();
    match g.apply(7) {
        Err(GameError::IllegalAction { action: 7, reason }) => {
            assert!(reason.text().contains("row 1, column 2"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        g.apply(20),
        Err(GameError::OutOfRange {
            action: 20,
            num_actions: 20
        })
    ));
    assert_eq!(g, before);
    let mut done = play(game(5, 4, 3), &[0, 10, 1, 11, 2]);
    let before = done.clone();
    assert_eq!(done.apply(3), Err(GameError::GameOver));
    assert_eq!(done, before);
    done.reset(9);
    assert_eq!(done, game(5, 4, 3));
}

fn opts(text: &str) -> Result<Gomoku, GameError> {
    Gomoku::from_options(Options::parse(text).unwrap())
}

fn sizes_of(g: &Gomoku) -> (usize, usize, usize) {
    (g.width(), g.height(), g.n_in_row())
}

#[test]
fn gomoku_options_presets_and_overrides() {
    assert_eq!(sizes_of(&opts("").unwrap()), (8, 8, 5));
    assert_eq!(sizes_of(&opts("preset=6x6").unwrap()), (6, 6, 4));
    assert_eq!(sizes_of(&opts("preset=15x15").unwrap()), (15, 15, 5));
    assert_eq!(
        sizes_of(&opts("preset=15x15,width=10,nInRow=4").unwrap()),
        (10, 15, 4)
    );
    assert_eq!(
        sizes_of(&opts("width=3,height=9,nInRow=5").unwrap()),
        (3, 9, 5)
    );
    assert_eq!(
        sizes_of(&opts("width=19,height=19,nInRow=19").unwrap()),
        (19, 19, 19)
    );
    assert_eq!(opts("preset=15x15").unwrap().num_actions(), 225);
}

#[test]
fn gomoku_option_errors_say_what_to_do() {
    let err = |text: &str| opts(text).unwrap_err();
    let message = |text: &str| err(text).to_string();
    for (text, option, hint) in [
        ("width=2", "width", "3 to 19"),
        ("height=20", "height", "3 to 19"),
        ("width=abc", "width", "not a whole number"),
        ("nInRow=2", "nInRow", "3 to 19"),
        ("width=5,height=4,nInRow=6", "nInRow", "use at most 5"),
        ("preset=6x6,nInRow=7", "nInRow", "cannot fit"),
        ("preset=9x9", "preset", "6x6, 8x8, 15x15"),
        ("size=9", "size", "height, nInRow, preset, width"),
    ] {
        match err(text) {
            GameError::BadOption { option: o, .. } => assert_eq!(o, option, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
        let m = message(text);
        assert!(m.contains(hint), "{text}: {m}");
    }
    assert!(Gomoku::new(3, 9, 10).is_err());
    assert!(Gomoku::new(3, 9, 9).is_ok());
}
