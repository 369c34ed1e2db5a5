//! The learning door (`src/wasm/learn.rs`) in headless Chromium: `learners`, a trainer that trains
//! in slices and reports a growing curve, and its saved bytes played through `makeAgent`.
//! Run with `cargo test --target wasm32-unknown-unknown --test wasm_learn` (see scripts/test_wasm.sh).
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect, Uint8Array};
use playground::wasm::learn::{learners, make_trainer};
use playground::wasm::{make, make_agent};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).unwrap()
}

fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        Reflect::set(&o, &(*k).into(), v).unwrap();
    }
    o.into()
}

fn message(e: JsValue) -> String {
    e.dyn_into::<js_sys::Error>().unwrap().message().into()
}

#[wasm_bindgen_test]
fn learners_lists_qlearning_with_its_options() {
    let list = learners("tictactoe").unwrap();
    assert_eq!(list.length(), 2);
    assert_eq!(get(&list.get(1), "id").as_string().unwrap(), "alphazero");
    let q = list.get(0);
    assert_eq!(get(&q, "id").as_string().unwrap(), "qlearning");
    assert_eq!(get(&get(&q, "defaults"), "epsilon").as_f64(), Some(0.2));
    let options: Array = get(&q, "options").unchecked_into();
    let eps = options
        .iter()
        .find(|o| get(o, "name").as_string().as_deref() == Some("epsilon"))
        .unwrap();
    assert_eq!(get(&eps, "kind").as_string().unwrap(), "real");
    assert_eq!(get(&eps, "max").as_f64(), Some(1.0));
    assert!(!get(&eps, "help").as_string().unwrap().is_empty());
    assert_eq!(learners("gomoku").unwrap().length(), 1);
    assert!(message(learners("chess").unwrap_err()).contains("chess"));
}

#[wasm_bindgen_test]
fn train_save_and_play_the_bytes() {
    let options = object(&[("seed", 3.into()), ("evalEvery", 2000.into())]);
    let mut trainer = make_trainer("tictactoe", "qlearning", options, JsValue::UNDEFINED).unwrap();
    // A time slice trains at least one episode, however slow the machine; the rest is counted
    // in episodes (30,000 in 50 ms slices took longer than the test waited on a loaded machine).
    let p = trainer.train(50.0).unwrap();
    let mut last = get(&p, "episodes").as_f64().unwrap();
    assert!(last >= 1.0, "{last}");
    while last < 30_000.0 {
        let p = trainer.train_episodes(3_000.0, 60_000.0).unwrap();
        last = get(&p, "episodes").as_f64().unwrap();
    }
    assert!(last >= 30_000.0, "{last}");
    let p = trainer.progress().unwrap();
    let curve: Array = get(&p, "curve").unchecked_into();
    assert!(curve.length() >= 15, "{}", curve.length());
    let point = curve.get(curve.length() - 1);
    let vs_minimax = Array::from(&get(&point, "results")).get(0);
    assert_eq!(get(&vs_minimax, "opponent").as_string().unwrap(), "minimax");
    assert_eq!(get(&vs_minimax, "losses").as_f64(), Some(0.0));

    let bytes: Uint8Array = trainer.save();
    assert!(bytes.length() > 100);
    let mut agent = make_agent("tictactoe", "qlearning", trainer.agent_weights().unwrap()).unwrap();
    let mut env = make("tictactoe", JsValue::UNDEFINED).unwrap();
    env.reset(0.into()).unwrap();
    let explained = agent.explain(&env).unwrap();
    let best = get(&explained, "best").as_f64().unwrap();
    assert_eq!(agent.act(&env).unwrap() as f64, best);
    let again = make_agent(
        "tictactoe",
        "qlearning",
        object(&[("weights", bytes.into())]),
    );
    assert!(again.is_ok());

    let bad = object(&[("weights", Uint8Array::from(&b"junk"[..]).into())]);
    let e = message(make_agent("tictactoe", "qlearning", bad).err().unwrap());
    assert!(e.contains("weights") && e.contains("PGWT"), "{e}");
    let path = object(&[("weights", "q.bin".into())]);
    let e = message(make_agent("tictactoe", "qlearning", path).err().unwrap());
    assert!(e.contains("Uint8Array"), "{e}");
    assert!(message(trainer.train(f64::NAN).unwrap_err()).contains("milliseconds"));
    assert!(make_trainer(
        "tictactoe",
        "qlearning",
        object(&[("epsilon", 5.into())]),
        JsValue::UNDEFINED
    )
    .is_err());
}

#[wasm_bindgen_test]
fn train_episodes_stops_at_the_episode_count() {
    let options = object(&[("seed", 1.into()), ("evalEvery", 100.into())]);
    let mut trainer = make_trainer("tictactoe", "qlearning", options, JsValue::UNDEFINED).unwrap();
    let p = trainer.train_episodes(30.0, 10_000.0).unwrap();
    assert_eq!(get(&p, "episodes").as_f64(), Some(30.0));
    let p = trainer.train_episodes(75.0, 10_000.0).unwrap();
    assert_eq!(get(&p, "episodes").as_f64(), Some(105.0));
    let curve: Array = get(&p, "curve").unchecked_into();
    assert_eq!(curve.length(), 2, "the start and episode 100");
    assert!(message(trainer.train_episodes(1.5, 10.0).unwrap_err()).contains("whole number"));
    assert!(message(trainer.train_episodes(1.0, -1.0).unwrap_err()).contains("milliseconds"));
}

#[wasm_bindgen_test]
fn evaluate_adds_a_point_now_once_per_episode_count() {
    let options = object(&[("seed", 1.into()), ("evalEvery", 1000.into())]);
    let mut trainer = make_trainer("tictactoe", "qlearning", options, JsValue::UNDEFINED).unwrap();
    trainer.train_episodes(30.0, 10_000.0).unwrap();
    let p = trainer.evaluate().unwrap();
    let curve: Array = get(&p, "curve").unchecked_into();
    assert_eq!(
        curve.length(),
        2,
        "the start and a point at episode 30, before the cadence's 1000"
    );
    assert_eq!(get(&curve.get(1), "episodes").as_f64(), Some(30.0));
    let again: Array = get(&trainer.evaluate().unwrap(), "curve").unchecked_into();
    assert_eq!(
        again.length(),
        2,
        "no second point at the same episode count"
    );
}

#[wasm_bindgen_test]
fn alphazero_trains_on_a_small_gomoku_and_its_bytes_play() {
    let options = object(&[
        ("seed", 1.into()),
        ("playouts", 10.into()),
        ("channels", 8.into()),
        ("batchSize", 16.into()),
        ("evalEvery", 1_000_000.into()),
        ("evalGames", 2.into()),
        ("evalPlayouts", 5.into()),
    ]);
    let board = object(&[
        ("width", 5.into()),
        ("height", 5.into()),
        ("nInRow", 4.into()),
    ]);
    let mut trainer = make_trainer("gomoku", "alphazero", options, board.clone()).unwrap();
    // Each positive time slice plays at least one self-play game, however slow the machine.
    for _ in 0..2 {
        trainer.train(100.0).unwrap();
    }
    let games = get(&trainer.progress().unwrap(), "games").as_f64().unwrap();
    assert!(games >= 2.0, "{games}");
    let p = trainer.progress().unwrap();
    assert!(get(&p, "loss").as_f64().is_some_and(f64::is_finite));
    let bytes: Uint8Array = trainer.save();
    let mut agent = make_agent(
        "gomoku",
        "alphazero",
        object(&[("weights", bytes.into()), ("playouts", 20.into())]),
    )
    .unwrap();
    let mut env = make("gomoku", board).unwrap();
    env.reset(0.into()).unwrap();
    let explained = agent.explain(&env).unwrap();
    let visits: Array = get(&explained, "visits").unchecked_into();
    assert_eq!(visits.length(), 25);
    assert!(agent.act(&env).unwrap() < 25);
}
