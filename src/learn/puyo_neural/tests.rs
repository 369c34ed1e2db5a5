//! Tests of the neural Puyo learner.

use super::*;
use crate::learn::qlearning::QTable;
use crate::learn::Budget;
use crate::registry::{make_agent, make_learner};
use crate::weights::WeightsFile;
use std::collections::BTreeMap;

/// A tiny, fast configuration (debug builds are slow).
fn tiny(seed: u64) -> Options {
    Options::new()
        .with("population", "6")
        .with("gamesPerCandidate", "1")
        .with("trainPairs", "60")
        .with("beam", "2")
        .with("initialStd", "2")
        .with("evalEvery", "1000")
        .with("evalGames", "2")
        .with("evalPairs", "20")
        .with("seed", &seed.to_string())
}

fn learner(seed: u64) -> PuyoNeural {
    let game = make_game_tsu();
    PuyoNeural::from_options(&game, tiny(seed)).unwrap()
}

fn make_game_tsu() -> AnyGame {
    crate::registry::make_game("puyo", Options::new()).unwrap()
}

/// Mean largest chain fired by `eval` in 100-pair games on fixed seeds.
fn strength(eval: &LinearEval) -> f64 {
    let seeds: Vec<u64> = (0..6).map(|i| 500 + i).collect();
    let p = play(eval, Rules::Tsu, 4, 100, 2, &seeds).unwrap();
    p.chains.iter().map(|&c| f64::from(c)).sum::<f64>() / p.chains.len() as f64
}

/// Ten generations lift the mean largest chain, averaged over four seeds (one run of a
/// population of 6 is noisy: single seeds gain from 0 to 5 chains).
#[test]
fn learner_improves_over_its_untrained_self() {
    let (mut before, mut after) = (0.0, 0.0);
    for seed in 0..4 {
        let mut l = learner(seed);
        assert_eq!(l.eval(), LinearEval::zero());
        before += strength(&l.eval()) / 4.0;
        let p = l.train(Budget::episodes(60)).unwrap();
        assert_eq!((p.episodes, p.games, l.generation), (60, 60, 10));
        after += strength(&l.eval()) / 4.0;
    }
    assert!(after >= before + 1.5, "before {before}, after {after}");
}

#[test]
fn same_seed_same_weights_however_sliced() {
    let mut a = learner(5);
    a.train(Budget::episodes(9)).unwrap();
    let mut b = learner(5);
    for _ in 0..3 {
        b.train(Budget::episodes(3)).unwrap();
    }
    assert_eq!(a.eval(), b.eval());
    assert_ne!(a.eval(), LinearEval::zero());
    let mut c = learner(6);
    c.train(Budget::episodes(9)).unwrap();
    assert_ne!(a.eval(), c.eval());
}

#[test]
fn curve_reports_median_chain_and_mean_score() {
    let mut l = learner(1);
    let p = l.train(Budget::episodes(1)).unwrap();
    assert_eq!(p.curve.len(), 1);
    let r = &p.curve[0].results;
    assert_eq!(r[0].opponent, "largest chain (median)");
    assert_eq!(r[0].games, 2);
    assert_eq!(r[1].opponent, "score (mean)");
    assert!(r[1].score >= 0.0);
    assert_eq!(l.train(Budget::default()).unwrap().episodes, 1);
}

#[test]
fn weights_round_trip_through_save_and_the_agent_option() {
    let mut l = learner(2);
    l.train(Budget::episodes(6)).unwrap();
    let bytes = l.save();
    let loaded = load(&bytes).unwrap();
    for (a, b) in loaded.weights.iter().zip(l.eval().weights.iter()) {
        assert_eq!(*a, f64::from(*b as f32));
    }
    let file = WeightsFile::from_bytes(&bytes).unwrap();
    assert_eq!(file.training["generations"], 1);
    let mut options = Options::new().with("beam", "2");
    options.insert_bytes("weights", bytes);
    let mut agent = make_agent("puyo", "neural", options).unwrap();
    let game = make_game_tsu();
    assert!(game.is_legal(agent.act(&game).unwrap()));
}

#[test]
fn a_file_for_another_game_or_learner_is_refused() {
    let ttt = QTable::new(true).to_file().to_bytes();
    let e = load(&ttt).unwrap_err().to_string();
    assert!(e.contains("tictactoe"), "{e}");
    let mines = WeightsFile::new(
        "minesweeper",
        BTreeMap::new(),
        ID,
        serde_json::json!({"model": "linear"}),
    )
    .to_bytes();
    let e = load(&mines).unwrap_err().to_string();
    assert!(e.contains("minesweeper"), "{e}");
    let mut options = Options::new();
    options.insert_bytes("weights", ttt);
    let e = make_agent("puyo", "neural", options)
        .err()
        .unwrap()
        .to_string();
    assert!(e.contains("weights"), "{e}");
    assert!(load(b"not a weights file").is_err());
}

#[test]
fn registry_makes_it_for_puyo_only() {
    assert!(make_learner("puyo", Options::new(), "neural", tiny(0)).is_ok());
    let seed_rules = Options::new().with("rules", "seed");
    let l = make_learner("puyo", seed_rules, "neural", tiny(0)).unwrap();
    assert_eq!(l.game_id(), "puyo");
    assert!(make_learner(
        "puyo",
        Options::new(),
        "neural",
        Options::new().with("elite", "2")
    )
    .is_err());
    assert!(make_learner("tictactoe", Options::new(), "neural", Options::new()).is_err());
}
