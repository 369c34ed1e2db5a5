use super::*;
use crate::game::Outcome;
use crate::testing::check_random_play;

/// A standard game after playing `columns` in order.
fn played(columns: &[usize]) -> Connect4 {
    let mut g = Connect4::standard();
    for &c in columns {
        g.apply(c).unwrap();
    }
    g
}

/// A game of `cols` x `rows` with `n` in a row after `moves`.
fn sized(cols: usize, rows: usize, n: usize, moves: &[usize]) -> Connect4 {
    let mut g = Connect4::new(cols, rows, n).unwrap();
    for &c in moves {
        g.apply(c).unwrap();
    }
    g
}

/// The option a refusal names.
fn refused(options: &str) -> String {
    match Connect4::from_options(Options::parse(options).unwrap()) {
        Err(GameError::BadOption { option, .. }) => option,
        other => panic!("{options}: {other:?}"),
    }
}

#[test]
fn discs_fall_to_the_bottom_and_stack() {
    let g = played(&[3, 3, 3]);
    let b = g.board();
    // Row 5 is the bottom row (Kaggle's top-row-first layout).
    assert_eq!(b[5 * 7 + 3], FIRST);
    assert_eq!(b[4 * 7 + 3], SECOND);
    assert_eq!(b[3 * 7 + 3], FIRST);
    assert_eq!(b.iter().filter(|&&c| c != 0).count(), 3);
    assert_eq!(g.height(3), 3);
    assert_eq!(g.current_player(), Some(1));
    assert_eq!(g.mark_to_move(), SECOND);
    assert_eq!(g.last_move(), Some(3));
}

#[test]
fn a_full_column_is_illegal_and_leaves_the_state_unchanged() {
    let mut g = played(&[0, 0, 0, 0, 0, 0]);
    assert!(!g.is_legal(0));
    let before = g.clone();
    match g.apply(0) {
        Err(GameError::IllegalAction { action: 0, reason }) => {
            assert_eq!(reason.key(), "columnFull");
            // Counted from 1, as the page's board shows the columns.
            assert_eq!(
                reason.field("col").map(ToString::to_string),
                Some("1".into())
            );
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(g, before);
    assert_eq!(g.legal_actions(), vec![1, 2, 3, 4, 5, 6]);
    assert!(matches!(g.apply(7), Err(GameError::OutOfRange { .. })));
}

#[test]
fn horizontal_wins_at_both_edges() {
    // First player along the bottom row, columns 0..=3; the second stacks on top.
    let g = played(&[0, 0, 1, 1, 2, 2, 3]);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.outcome(), Some(Outcome::Won(0)));
    let g = played(&[6, 6, 5, 5, 4, 4, 3]);
    assert_eq!(g.winner(), Some(0));
    // Filling the middle of the line last also wins.
    let g = played(&[0, 0, 1, 1, 3, 3, 2]);
    assert_eq!(g.winner(), Some(0));
}

#[test]
fn vertical_wins_on_the_edge_columns_up_to_the_top() {
    let g = played(&[0, 1, 0, 1, 0, 1, 0]);
    assert_eq!(g.winner(), Some(0));
    // The second player's four in column 6, above a first-player disc.
    let g = played(&[6, 6, 0, 6, 1, 6, 2, 6]);
    assert_eq!(g.winner(), Some(1));
    assert_eq!(g.returns(), vec![-1.0, 1.0]);
    assert!(g.board()[7 + 6] == SECOND && g.board()[6] == 0);
    // The second player's four in column 0 reaching the top row.
    let g = played(&[0, 1, 0, 0, 1, 0, 2, 0, 3, 0]);
    assert_eq!(g.winner(), Some(1));
    assert_eq!(g.board()[0], SECOND);
}

#[test]
fn rising_and_falling_diagonals_win_at_the_edges() {
    // Rising (bottom-left to top-right) from column 0: X at (5,0), (4,1), (3,2), (2,3).
    let g = played(&[0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3]);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.board()[2 * 7 + 3], FIRST);
    // Falling (top-left to bottom-right) ending in column 6: X at (2,3), (3,4), (4,5), (5,6).
    let g = played(&[6, 5, 5, 4, 4, 3, 4, 3, 3, 0, 3]);
    assert_eq!(g.winner(), Some(0));
    // A diagonal touching the top row: on 4x4 with 4 in a row, (0,3) (1,2) (2,1) (3,0).
    let g = sized(4, 4, 4, &[0, 1, 1, 2, 2, 3, 2, 3, 3, 0, 3]);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.board()[3], FIRST);
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    // Columns 0..=5 by pairs fill bottom-up as XXOOXX / OOXXOO stripes, column 6 alternates:
    // no line of four anywhere.
    let mut g = Connect4::standard();
    let moves: Vec<usize> = vec![
        0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1, // columns 0 and 1
        2, 3, 2, 3, 3, 2, 3, 2, 2, 3, 2, 3, // columns 2 and 3
        4, 5, 4, 5, 5, 4, 5, 4, 4, 5, 4, 5, // columns 4 and 5
        6, 6, 6, 6, 6, 6,
    ];
    for (i, &c) in moves.iter().enumerate() {
        assert!(
            g.winner().is_none(),
            "won early at move {i}:\n{}",
            g.render()
        );
        g.apply(c).unwrap();
    }
    assert_eq!(g.winner(), None, "\n{}", g.render());
    assert!(g.is_terminal());
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(g.returns(), vec![0.0, 0.0]);
    assert!(g.legal_actions().is_empty());
    assert_eq!(g.apply(0), Err(GameError::GameOver));
}

#[test]
fn other_sizes_and_line_lengths() {
    // Three in a row on 5 x 4.
    let g = sized(5, 4, 3, &[0, 0, 1, 1, 2]);
    assert_eq!(g.winner(), Some(0));
    // Three vertical on a single column of three rows.
    let g = sized(1, 3, 3, &[0, 0, 0]);
    assert_eq!(g.winner(), None);
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    // Five in a row on 9 x 7: four is not enough.
    let g = sized(9, 7, 5, &[0, 0, 1, 1, 2, 2, 3, 3]);
    assert_eq!(g.winner(), None);
    let mut g = g;
    g.apply(4).unwrap();
    assert_eq!(g.winner(), Some(0));
    // inarow 1: the first disc wins.
    assert_eq!(sized(3, 3, 1, &[1]).winner(), Some(0));
    // A line longer than the columns fits down: 3 wide, 5 tall, 5 in a row.
    let g = sized(3, 5, 5, &[0, 1, 0, 1, 0, 1, 0, 2, 0]);
    assert_eq!(g.winner(), Some(0));
}

#[test]
fn options_are_kaggles_names_with_errors_by_field() {
    let g = Connect4::from_options(Options::new()).unwrap();
    assert_eq!((g.columns(), g.rows(), g.inarow()), (7, 6, 4));
    let g = Connect4::from_options(Options::parse("columns=9,rows=7,inarow=5").unwrap()).unwrap();
    assert_eq!(
        (g.columns(), g.rows(), g.inarow(), g.num_actions()),
        (9, 7, 5, 9)
    );
    assert_eq!(refused("columns=0"), "columns");
    assert_eq!(refused("rows=0"), "rows");
    assert_eq!(refused("inarow=0"), "inarow");
    assert_eq!(refused("columns=17"), "columns");
    assert_eq!(refused("rows=1000000"), "rows");
    assert_eq!(refused("columns=1e30"), "columns");
    assert_eq!(refused("columns=abc"), "columns");
    assert_eq!(refused("inarow=8"), "inarow");
    assert_eq!(refused("columns=3,rows=3,inarow=4"), "inarow");
    assert_eq!(refused("width=7"), "width");
    let e = Connect4::new(4, 5, 6).unwrap_err();
    match e {
        GameError::BadOption { option, reason } => {
            assert_eq!(option, "inarow");
            assert_eq!(reason.key(), "rowTooLong");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_observation_is_kaggles_board_and_the_mark_to_move() {
    let g = played(&[2]);
    let o = g.observation();
    let Some(Value::U8s(board)) = o.get("board") else {
        panic!("{o:?}")
    };
    assert_eq!(board.len(), 42);
    assert_eq!(board[35 + 2], 1);
    assert_eq!(o.get("mark"), Some(&Value::Int(2)));
    assert_eq!(o.get("columns"), Some(&Value::Int(7)));
    assert_eq!(o.get("rows"), Some(&Value::Int(6)));
    assert_eq!(o.get("inarow"), Some(&Value::Int(4)));
    assert_eq!(o.get("lastMove"), Some(&Value::Int(2)));
    assert!(g.render().lines().last().unwrap().contains('6'));
}

#[test]
fn the_win_line_is_the_cells_of_the_four_and_empty_before() {
    let g = played(&[0, 1, 0, 1, 0, 1]);
    assert_eq!(g.win_line(), None);
    assert_eq!(g.last_cell(), Some(3 * 7 + 1));
    assert_eq!(g.observation().get("winLine"), Some(&Value::U32s(vec![])));
    let mut down = g.clone();
    down.apply(0).unwrap();
    assert_eq!(down.win_line(), Some(vec![14, 21, 28, 35]));
    assert_eq!(
        down.observation().get("winLine"),
        Some(&Value::U32s(vec![14, 21, 28, 35]))
    );
    // A disc that fills the gap of a row of five gets the whole run.
    let across = played(&[0, 0, 1, 1, 3, 3, 4, 4, 2]);
    assert_eq!(across.win_line(), Some(vec![35, 36, 37, 38, 39]));
}

#[test]
fn reset_keeps_the_size_and_any_seed_gives_the_same_game() {
    let mut g = sized(5, 4, 3, &[0, 1]);
    g.reset(7);
    assert_eq!(g, Connect4::new(5, 4, 3).unwrap());
    let mut h = g.clone();
    h.reset(123);
    assert_eq!(g, h);
    assert_eq!(g.max_game_length(), Some(20));
}

#[test]
fn a_snapshot_replays_and_a_bad_one_is_refused() {
    let g = played(&[3, 3, 4, 4, 5]);
    let back = state::Snapshot::of(&g).rebuild().unwrap();
    assert_eq!(back, g);
    let text = r#"{"columns":7,"rows":6,"inarow":4,"moves":[0,0,0,0,0,0,0]}"#;
    let s: state::Snapshot = serde_json::from_str(text).unwrap();
    assert!(s.rebuild().is_err());
    let text = r#"{"columns":0,"rows":6,"inarow":4,"moves":[]}"#;
    let s: state::Snapshot = serde_json::from_str(text).unwrap();
    assert!(s.rebuild().is_err());
}

#[test]
fn random_play_keeps_every_promise_of_the_trait() {
    check_random_play(|_| Connect4::standard(), 60);
    check_random_play(|_| Connect4::new(5, 4, 3).unwrap(), 30);
    check_random_play(|_| Connect4::new(1, 5, 2).unwrap(), 10);
    check_random_play(|_| Connect4::new(16, 16, 16).unwrap(), 3);
}

#[test]
fn the_registry_makes_it_and_the_arena_plays_it_with_its_agents() {
    use crate::arena::{run, Series, Spec};
    use crate::registry::{agent_entries, game_entry, make_agent, make_game};
    let entry = game_entry("connect4").unwrap();
    assert!(entry.listed, "on the page: www/connect4/");
    assert!(crate::registry::listed_games()
        .iter()
        .any(|g| g.id == "connect4"));
    let ids: Vec<&str> = agent_entries("connect4")
        .unwrap()
        .iter()
        .map(|e| e.id)
        .collect();
    assert_eq!(
        ids,
        [
            "random",
            "onestep",
            "negamax",
            "pure-mcts",
            "mcts",
            "alphazero"
        ]
    );
    let mut env = make_game(
        "connect4",
        Options::parse("columns=5,rows=4,inarow=3").unwrap(),
    )
    .unwrap();
    assert_eq!(env.id(), "connect4");
    assert_eq!(env.num_actions(), 5);
    // (`alphazero` needs a weights file: no net is shipped for Connect Four.)
    for id in ids.into_iter().filter(|&id| id != "alphazero") {
        let options = match id {
            "pure-mcts" => Options::new().with("playouts", "50"),
            "mcts" => Options::new().with("timeMs", "5"),
            _ => Options::new(),
        };
        let mut agent = make_agent("connect4", id, options).unwrap();
        let a = agent.act(&env).unwrap();
        assert!(env.is_legal(a), "{id}: {a}");
    }
    env.apply(0).unwrap();
    let series = Series {
        game: Spec::parse("connect4").unwrap(),
        agent: Spec::parse("random").unwrap(),
        opponent: Some(Spec::parse("random").unwrap()),
        games: 200,
        seed: 1,
    };
    let r = run(&series, |_, _| {}).unwrap();
    let (w, d, l) = (r.wins.unwrap(), r.draws.unwrap(), r.losses.unwrap());
    assert_eq!(w + d + l, 200);
    assert!(
        r.mean_steps >= 7.0 && r.mean_steps <= 42.0,
        "{}",
        r.mean_steps
    );
    // The first player wins more often at random play (about 55 % against 44 %).
    let [first, second] = r.by_seat.unwrap();
    assert!(first.wins > second.wins, "{first:?} {second:?}");
}

#[test]
fn mcts_takes_a_win_and_blocks_a_loss() {
    use crate::registry::make_agent;
    // X has three along the bottom (0, 1, 2); X to move wins in column 3.
    let g = played(&[0, 0, 1, 1, 2, 6]);
    let any = crate::any_game::AnyGame::Connect4(g);
    let mut mcts = make_agent("connect4", "mcts", Options::new().with("timeMs", "20")).unwrap();
    assert_eq!(mcts.act(&any).unwrap(), 3);
    // O to move must block column 3.
    let g = played(&[0, 6, 1, 6, 2]);
    let any = crate::any_game::AnyGame::Connect4(g);
    assert_eq!(mcts.act(&any).unwrap(), 3);
}
