//! Tests of both MCTS agents on tic-tac-toe (Gomoku's tactic suite is in `gomoku_tests`).

use super::search::{self, Budget, Settings};
use super::tree::{Tree, ROOT};
use super::*;
use crate::agents::random::RandomAgent;
use crate::agents::Agent;
use crate::game::{Action, Game, GameError};
use crate::games::tictactoe::TicTacToe;
use crate::options::Options;
use crate::record::Value;

fn ttt(moves: &[usize]) -> TicTacToe {
    let mut g = TicTacToe::new();
    for &m in moves {
        g.apply(m).unwrap();
    }
    g
}

/// Plays `a` (first when `a_first`) against `b` to the end; returns the final position.
pub(super) fn play_out<G: Game>(
    mut game: G,
    a: &mut dyn Agent<G>,
    b: &mut dyn Agent<G>,
    a_first: bool,
) -> G {
    while let Some(p) = game.current_player() {
        let a_to_move = (p == 0) == a_first;
        let action = if a_to_move {
            a.act(&game)
        } else {
            b.act(&game)
        }
        .unwrap();
        game.apply(action)
            .unwrap_or_else(|e| panic!("agent chose an illegal move {action}: {e}"));
    }
    game
}

fn visits(record: &crate::record::Record) -> Vec<u32> {
    match record.get("visits") {
        Some(Value::U32s(v)) => v.clone(),
        other => panic!("no visits: {other:?}"),
    }
}

/// X holds 0 and 1, O holds 4 and 7: X to move wins at 2 (and only there).
const X_WINS_AT_2: [usize; 4] = [0, 4, 1, 7];
/// X holds 0 and 8, O holds 4 and 2: O threatens 2-4-6, so X must block at 6.
const X_MUST_BLOCK_6: [usize; 4] = [0, 4, 8, 2];

#[test]
fn pure_mcts_takes_a_one_move_win() {
    for seed in 0..5 {
        let mut agent = PureMcts::new(1000, seed);
        assert_eq!(agent.act(&ttt(&X_WINS_AT_2)).unwrap(), 2, "seed {seed}");
    }
}

#[test]
fn mcts_takes_a_one_move_win_and_blocks_an_immediate_loss() {
    for seed in 0..5 {
        let mut agent = Mcts::with_playouts(50, seed);
        assert_eq!(agent.act(&ttt(&X_WINS_AT_2)).unwrap(), 2, "seed {seed}");
        let mut agent = Mcts::with_playouts(50, seed);
        assert_eq!(agent.act(&ttt(&X_MUST_BLOCK_6)).unwrap(), 6, "seed {seed}");
    }
}

#[test]
fn pure_mcts_blocks_an_immediate_loss_on_tictactoe() {
    for seed in 0..5 {
        let mut agent = PureMcts::new(1000, seed);
        assert_eq!(agent.act(&ttt(&X_MUST_BLOCK_6)).unwrap(), 6, "seed {seed}");
    }
}

#[test]
fn act_leaves_the_game_unchanged_and_refuses_a_finished_game() {
    let game = ttt(&[0, 4]);
    let before = game.clone();
    let mut pure = PureMcts::new(200, 1);
    let mut strong = Mcts::with_playouts(200, 1);
    pure.act(&game).unwrap();
    strong.act(&game).unwrap();
    assert_eq!(game, before);
    let over = ttt(&[0, 3, 1, 4, 2]);
    assert_eq!(pure.act(&over), Err(GameError::GameOver));
    assert_eq!(strong.act(&over), Err(GameError::GameOver));
}

#[test]
fn the_same_seed_gives_the_same_moves() {
    let game = ttt(&[4]);
    let run = |seed| {
        let mut pure = PureMcts::new(300, seed);
        let mut strong = Mcts::with_playouts(300, seed);
        let mut rec = Vec::new();
        for _ in 0..3 {
            rec.push(visits(&pure.explain(&game).unwrap().unwrap()));
            rec.push(visits(&strong.explain(&game).unwrap().unwrap()));
        }
        rec
    };
    assert_eq!(run(7), run(7));
    assert_ne!(run(7), run(8));
}

#[test]
fn pure_mcts_root_visits_follow_the_reference_count() {
    // The first playout only expands the root, so the children hold playouts - 1 visits.
    for playouts in [1usize, 2, 10, 500] {
        let mut agent = PureMcts::new(playouts, 3);
        let record = agent.explain(&TicTacToe::new()).unwrap().unwrap();
        let v = visits(&record);
        assert_eq!(v.len(), 9);
        assert_eq!(v.iter().sum::<u32>() as usize, playouts - 1);
        let best = record.number("best").unwrap() as usize;
        assert_eq!(v[best], *v.iter().max().unwrap());
        // Ties go to the lowest action, as in the reference's max over insertion order.
        assert_eq!(v.iter().position(|&x| x == v[best]), Some(best));
    }
}

#[test]
fn pure_mcts_second_playout_tries_the_first_action() {
    // With every child unvisited the PUCT scores tie, and the reference takes the first.
    let mut agent = PureMcts::new(2, 0);
    let v = visits(&agent.explain(&ttt(&[0])).unwrap().unwrap());
    assert_eq!(v, vec![0, 1, 0, 0, 0, 0, 0, 0, 0]);
}

#[test]
fn pure_mcts_never_loses_to_random_on_tictactoe() {
    let mut losses = 0;
    for g in 0..20u64 {
        let mut pure = PureMcts::new(1000, g);
        let mut random = RandomAgent::new(100 + g);
        let first = g % 2 == 0;
        let end = play_out(TicTacToe::new(), &mut pure, &mut random, first);
        let me = if first { 0 } else { 1 };
        if end.winner().is_some_and(|w| w != me) {
            losses += 1;
        }
    }
    assert_eq!(losses, 0);
}

#[test]
fn mcts_never_loses_to_pure_mcts_or_random_on_tictactoe() {
    for g in 0..10u64 {
        let first = g % 2 == 0;
        let me = if first { 0 } else { 1 };
        let mut strong = Mcts::with_playouts(1000, g);
        let mut random = RandomAgent::new(200 + g);
        let end = play_out(TicTacToe::new(), &mut strong, &mut random, first);
        assert!(end.winner().is_none_or(|w| w == me), "game {g} vs random");
        let mut strong = Mcts::with_playouts(1000, g);
        let mut pure = PureMcts::new(1000, 300 + g);
        let end = play_out(TicTacToe::new(), &mut strong, &mut pure, first);
        assert!(end.winner().is_none_or(|w| w == me), "game {g} vs pure");
    }
}

#[test]
fn mcts_reuses_its_tree_after_the_moves_played() {
    let mut agent = Mcts::with_playouts(400, 5);
    let mut game = TicTacToe::new();
    let mine = agent.act(&game).unwrap();
    game.apply(mine).unwrap();
    // The opponent answers with the reply the tree searched most.
    let reply = (0..9).find(|&a| game.is_legal(a)).unwrap();
    game.apply(reply).unwrap();
    let record = agent.explain(&game).unwrap().unwrap();
    let total: u32 = visits(&record).iter().sum();
    // A fresh tree would hold at most 399 child visits; the kept one has more.
    assert!(total > 400, "total {total}");
    // An unrelated position gets a fresh tree.
    let other = ttt(&[8, 0]);
    let record = agent.explain(&other).unwrap().unwrap();
    assert!(visits(&record).iter().sum::<u32>() < 400);
}

#[test]
fn explain_reports_a_win_rate_and_the_best_move() {
    let mut agent = Mcts::with_playouts(500, 2);
    let record = agent.explain(&ttt(&X_MUST_BLOCK_6)).unwrap().unwrap();
    assert_eq!(record.number("best"), Some(6.0));
    let win_rate = record.number("winRate").unwrap();
    assert!((0.0..=1.0).contains(&win_rate));
    // After blocking, X is safe (a draw or better): not a lost position.
    assert!(win_rate > 0.3, "winRate {win_rate}");
    let mut winning = Mcts::with_playouts(500, 2);
    let r = winning.explain(&ttt(&X_WINS_AT_2)).unwrap().unwrap();
    assert_eq!(r.number("winRate"), Some(1.0));
}

#[test]
fn options_are_checked() {
    assert!(PureMcts::from_options(Options::parse("playouts=50,seed=3").unwrap()).is_ok());
    assert!(Mcts::from_options(Options::parse("timeMs=20,playouts=50,seed=3").unwrap()).is_ok());
    for bad in ["playouts=0", "playouts=x", "speed=3"] {
        assert!(matches!(
            PureMcts::from_options(Options::parse(bad).unwrap()),
            Err(GameError::BadOption { .. })
        ));
    }
    for bad in ["timeMs=0", "playouts=-1", "depth=2"] {
        assert!(matches!(
            Mcts::from_options(Options::parse(bad).unwrap()),
            Err(GameError::BadOption { .. })
        ));
    }
}

#[test]
fn subtree_keeps_exactly_the_nodes_below_the_new_root() {
    let mut tree = Tree::new();
    tree.expand(ROOT, 0, &[(1, 0.5), (2, 0.5)]);
    let (a, b) = (1u32, 2u32);
    tree.expand(b, 1, &[(3, 1.0), (4, 0.0)]);
    tree.node_mut(b).visits = 7;
    tree.expand(a, 1, &[(5, 1.0)]);
    let fours_child = tree.children(b).last().unwrap();
    tree.expand(fours_child, 0, &[(6, 1.0)]);
    let sub = tree.subtree(b);
    assert_eq!(sub.len(), 4);
    assert_eq!(sub.node(ROOT).visits, 7);
    let kids: Vec<u32> = sub.children(ROOT).map(|c| sub.node(c).action).collect();
    assert_eq!(kids, vec![3, 4]);
    let grandkids: Vec<u32> = sub
        .children(sub.children(ROOT).last().unwrap())
        .map(|c| sub.node(c).action)
        .collect();
    assert_eq!(grandkids, vec![6]);
}

#[test]
fn search_values_are_kept_for_each_nodes_mover() {
    // X to move can win at 2: the child 2 (made by X, player 0) must end with a mean of +1.
    let game = ttt(&X_WINS_AT_2);
    let mut tree = Tree::new();
    let settings = Settings {
        c_puct: 5.0,
        first_play_value: 0.0,
        max_nodes: 100_000,
    };
    let mut rng = crate::rng::Rng::new(1);
    search::run(
        &mut tree,
        &game,
        &mut super::rollout::UniformRollouts::default(),
        &mut rng,
        &settings,
        Budget::Playouts(300),
    );
    let win: Action = 2;
    let child = tree
        .children(ROOT)
        .find(|&c| tree.node(c).action as usize == win)
        .unwrap();
    assert_eq!(tree.node(child).mover, 0);
    assert_eq!(tree.node(child).mean(), Some(1.0));
}

#[test]
fn search_stats_agree_with_explain_and_act() {
    let game = ttt(&X_MUST_BLOCK_6);
    let stats = Searcher::search(&mut PureMcts::new(500, 3), &game).unwrap();
    let record = PureMcts::new(500, 3).explain(&game).unwrap().unwrap();
    assert_eq!(stats.best, PureMcts::new(500, 3).act(&game).unwrap());
    assert_eq!(visits(&record), stats.visits);
    assert_eq!(record.number("best"), Some(stats.best as f64));
    assert_eq!(stats.simulations, 500);
    // The first playout expands the root without entering a child.
    assert_eq!(stats.visits.iter().sum::<u32>(), 499);
    let probs = stats.visit_probabilities();
    assert!((probs.iter().sum::<f32>() - 1.0).abs() < 1e-5);
    assert!(stats.values.iter().all(|v| (-1.0..=1.0).contains(v)));
    // Blocking at 6 is the only move that does not lose: its mean is the best one.
    let best_value = stats.values[6];
    for (a, &v) in stats.values.iter().enumerate() {
        if stats.visits[a] > 0 && a != 6 {
            assert!(v < best_value, "move {a} value {v} >= {best_value}");
        }
    }
    let strong = Searcher::search(&mut Mcts::with_playouts(300, 1), &game).unwrap();
    assert_eq!(strong.best, 6);
    assert_eq!(strong.simulations, 300);
    let win = Searcher::search(&mut Mcts::with_playouts(300, 1), &ttt(&X_WINS_AT_2)).unwrap();
    assert_eq!((win.best, win.simulations, win.win_rate()), (2, 0, 1.0));
}

/// An evaluator that knows nothing but a favourite move: all prior on it, every position a draw.
struct Favourite(Action);

impl Evaluator<TicTacToe> for Favourite {
    fn evaluate(
        &mut self,
        game: &TicTacToe,
        _rng: &mut crate::rng::Rng,
        priors: Option<&mut Vec<(Action, f32)>>,
    ) -> f64 {
        if let Some(out) = priors {
            out.clear();
            out.extend(
                game.legal_actions()
                    .into_iter()
                    .map(|a| (a, if a == self.0 { 1.0 } else { 0.0 })),
            );
        }
        0.0
    }
}

#[test]
fn a_custom_evaluator_steers_the_search() {
    let settings = Settings {
        c_puct: 5.0,
        first_play_value: 0.0,
        max_nodes: 100_000,
    };
    let mut tree = Tree::new();
    let mut rng = crate::rng::Rng::new(1);
    let n = search::run(
        &mut tree,
        &TicTacToe::new(),
        &mut Favourite(7),
        &mut rng,
        &settings,
        Budget::Playouts(50),
    );
    let stats = search::root_stats(&tree, 9, 7, n);
    assert_eq!(search::most_visited(&tree, None), Some(7));
    assert!(stats.visits[7] >= 40, "{:?}", stats.visits);
    assert_eq!(stats.priors[7], 1.0);
    let weighted: f64 = (0..9)
        .map(|a| f64::from(stats.values[a]) * f64::from(stats.visits[a]))
        .sum::<f64>()
        / f64::from(stats.visits.iter().sum::<u32>());
    assert!((stats.root_value - weighted).abs() < 1e-6);
}

#[test]
fn agents_are_send() {
    fn is_send<T: Send>(_: &T) {}
    is_send(&Mcts::with_time(10, 0));
    is_send(&PureMcts::new(10, 0));
    let boxed: Box<dyn Agent<TicTacToe>> = Box::new(Mcts::with_playouts(10, 0));
    is_send(&boxed);
}

#[test]
fn search_fresh_with_uniform_rollouts_is_pure_mcts() {
    let game = ttt(&[4]);
    let mut rng = crate::rng::Rng::new(9);
    let stats = search_fresh(
        &game,
        &mut UniformRollouts::default(),
        &mut rng,
        pure::PURE_C_PUCT,
        400,
    )
    .unwrap();
    let pure = Searcher::search(&mut PureMcts::new(400, 9), &game).unwrap();
    assert_eq!(stats, pure);
    let over = ttt(&[0, 3, 1, 4, 2]);
    assert!(search_fresh(&over, &mut UniformRollouts::default(), &mut rng, 5.0, 10).is_err());
}
