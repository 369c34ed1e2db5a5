//! The browser door (`src/wasm.rs`) in headless Chromium: `scripts/test_wasm.sh`.
//!
//! Every refusal must be a JavaScript `Error` with a useful message that leaves the env exactly as
//! it was; random games through the door must end the way api.md says; observations must carry
//! typed arrays; the same seeds must give the same games.
#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Float64Array, Int8Array, Object, Reflect, Uint32Array, Uint8Array, JSON};
use playground::registry;
use playground::wasm::nets::provide_net;
use playground::wasm::{agents, games, make, make_agent, Agent, Env};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A JS object `{key: value, ...}`.
fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        Reflect::set(&o, &(*k).into(), v).unwrap();
    }
    o.into()
}

/// The message of the JS `Error` a call failed with (fails the test if it succeeded or threw
/// something that is not an `Error`).
fn error_of<T>(result: Result<T, JsValue>) -> String {
    let Err(e) = result else {
        panic!("expected an Error, but the call succeeded")
    };
    let e: js_sys::Error = e.dyn_into().expect("thrown value is a JS Error");
    e.message().into()
}

/// Everything visible about an env, to check that a refused call changed nothing.
fn snapshot(env: &Env) -> String {
    format!(
        "{}|{:?}|{}|{:?}|{:?}|{}|{}|{}",
        env.render(),
        env.legal_actions().to_vec(),
        env.legal_count(),
        env.action_mask().to_vec(),
        env.returns().to_vec(),
        env.current_player(),
        env.is_terminal(),
        JSON::stringify(&env.observation().unwrap()).unwrap(),
    )
}

/// The listed games whose engines are built in this checkout (stubs answer "has no engine yet").
fn built_games() -> Vec<&'static str> {
    registry::listed_games()
        .into_iter()
        .map(|g| g.id)
        .filter(|id| match make(id, JsValue::UNDEFINED) {
            Ok(_) => true,
            Err(e) => {
                let message = error_of::<()>(Err(e));
                assert!(message.contains("engine yet"), "{id}: {message}");
                false
            }
        })
        .collect()
}

/// A fresh env of `id`, reset with `seed`.
fn env_of(id: &str, seed: f64) -> Env {
    let mut env = make(id, JsValue::UNDEFINED).unwrap();
    env.reset(seed.into()).unwrap();
    env
}

/// Plays `env` to the end with a seeded random agent, checking each step; returns the actions.
fn play_out(env: &mut Env, agent_seed: u32) -> Vec<u32> {
    let mut agent = make_agent(
        &env.game_id(),
        "random",
        object(&[("seed", agent_seed.into())]),
    )
    .unwrap();
    let mut actions = Vec::new();
    for _ in 0..100_000 {
        if env.is_terminal() {
            return actions;
        }
        let before = snapshot(env);
        let action = agent.act(env).unwrap();
        assert_eq!(snapshot(env), before, "act() changed the env");
        assert!(env.legal_actions().to_vec().contains(&action));
        let out = env.step((action as f64).into()).unwrap();
        assert_eq!(out.length(), 5);
        assert_eq!(
            JSON::stringify(&out.get(0)).unwrap(),
            JSON::stringify(&env.observation().unwrap()).unwrap(),
            "step's observation is observation()"
        );
        assert!(out.get(1).as_f64().is_some(), "reward is a number");
        let terminated = out.get(2).as_bool().unwrap();
        let truncated = out.get(3).as_bool().unwrap();
        assert!(out.get(4).is_object(), "info is an object");
        assert_eq!(terminated || truncated, env.is_terminal());
        assert!(!(terminated && truncated));
        actions.push(action);
    }
    panic!("{}: no end after 100000 steps", env.game_id());
}

/// Each field of a record is a number, boolean, string or typed array (never a plain array).
fn assert_flat_typed(record: &JsValue, what: &str) {
    assert!(record.is_object() && !Array::is_array(record), "{what}");
    for pair in Object::entries(record.unchecked_ref()).iter() {
        let pair: Array = pair.unchecked_into();
        let (key, value) = (pair.get(0).as_string().unwrap(), pair.get(1));
        let ok = value.as_f64().is_some()
            || value.as_bool().is_some()
            || value.as_string().is_some()
            || js_sys::ArrayBuffer::is_view(&value);
        assert!(
            ok,
            "{what}.{key} is not a number, boolean, string or typed array"
        );
    }
}

#[wasm_bindgen_test]
fn catalogue_lists_games_and_agents_with_typed_defaults() {
    let list = games().unwrap();
    let ids: Vec<String> = list
        .iter()
        .map(|g| Reflect::get(&g, &"id".into()).unwrap().as_string().unwrap())
        .collect();
    assert_eq!(
        ids,
        ["minesweeper", "puyo", "tictactoe", "gomoku", "connect4"]
    );
    let gomoku = list.get(3);
    let defaults = Reflect::get(&gomoku, &"defaults".into()).unwrap();
    assert_eq!(
        Reflect::get(&defaults, &"width".into()).unwrap().as_f64(),
        Some(8.0)
    );
    // Every option the game takes, in the learners' shape.
    let options: Array = Reflect::get(&gomoku, &"options".into())
        .unwrap()
        .unchecked_into();
    let field = |o: &JsValue, key: &str| Reflect::get(o, &key.into()).unwrap();
    let names: Vec<String> = options
        .iter()
        .map(|o| field(&o, "name").as_string().unwrap())
        .collect();
    assert_eq!(names, ["preset", "width", "height", "nInRow"]);
    let width = options.get(1);
    assert_eq!(field(&width, "kind").as_string().as_deref(), Some("whole"));
    assert_eq!(field(&width, "min").as_f64(), Some(3.0));
    assert_eq!(field(&width, "max").as_f64(), Some(19.0));
    assert_eq!(field(&width, "default").as_f64(), Some(8.0));
    assert!(field(&width, "help")
        .as_string()
        .is_some_and(|h| !h.is_empty()));
    let preset = options.get(0);
    assert_eq!(
        field(&preset, "kind").as_string().as_deref(),
        Some("choice")
    );
    assert_eq!(Array::from(&field(&preset, "choices")).length(), 3);
    for key in ["name", "description"] {
        assert!(Reflect::get(&gomoku, &key.into())
            .unwrap()
            .as_string()
            .is_some_and(|s| !s.is_empty()));
    }
    let tictactoe_agents: Vec<String> = agents("tictactoe")
        .unwrap()
        .iter()
        .map(|a| Reflect::get(&a, &"id".into()).unwrap().as_string().unwrap())
        .collect();
    assert_eq!(
        tictactoe_agents,
        [
            "random",
            "minimax",
            "pure-mcts",
            "mcts",
            "qlearning",
            "alphazero"
        ]
    );
    let message = error_of(agents("chess"));
    assert!(
        message.contains("'chess'") && message.contains("gomoku"),
        "{message}"
    );
}

/// The page hands the shipped nets over before an agent plays one (www/nets.js); so do the tests
/// that play every agent.
fn provide_shipped_nets() {
    let nets: [(&str, &[u8]); 6] = [
        (
            "tictactoe-qlearning",
            include_bytes!("../weights/tictactoe-qlearning.bin"),
        ),
        (
            "tictactoe-alphazero",
            include_bytes!("../weights/tictactoe-alphazero.bin"),
        ),
        (
            "gomoku-6x6-4-alphazero",
            include_bytes!("../weights/gomoku-6x6-4-alphazero.bin"),
        ),
        (
            "gomoku-8x8-5-alphazero",
            include_bytes!("../weights/gomoku-8x8-5-alphazero.bin"),
        ),
        (
            "minesweeper-neural",
            include_bytes!("../weights/minesweeper-neural.bin"),
        ),
        ("puyo-neural", include_bytes!("../weights/puyo-neural.bin")),
    ];
    for (name, bytes) in nets {
        provide_net(name, bytes.to_vec()).unwrap();
    }
}

#[wasm_bindgen_test]
fn every_built_game_accepts_its_own_defaults() {
    provide_shipped_nets();
    for g in games().unwrap().iter() {
        let id = Reflect::get(&g, &"id".into()).unwrap().as_string().unwrap();
        if !built_games().contains(&id.as_str()) {
            continue;
        }
        let defaults = Reflect::get(&g, &"defaults".into()).unwrap();
        make(&id, defaults).unwrap();
        for a in agents(&id).unwrap().iter() {
            let agent_id = Reflect::get(&a, &"id".into()).unwrap().as_string().unwrap();
            let defaults = Reflect::get(&a, &"defaults".into()).unwrap();
            if let Err(e) = make_agent(&id, &agent_id, defaults) {
                let message = error_of::<()>(Err(e));
                assert!(message.contains(" yet"), "{id}/{agent_id}: {message}");
            }
        }
    }
}

#[wasm_bindgen_test]
fn unknown_names_and_bad_options_are_errors() {
    let m = error_of(make("chess", JsValue::UNDEFINED));
    assert!(
        m.contains("no game called 'chess'") && m.contains("tictactoe"),
        "{m}"
    );
    let m = error_of(make_agent("tictactoe", "deep-blue", JsValue::UNDEFINED));
    assert!(
        m.contains("no agent called 'deep-blue'") && m.contains("minimax"),
        "{m}"
    );
    let m = error_of(make("tictactoe", object(&[("size", 4.into())])));
    assert!(
        m.contains("'size'") && m.contains("takes no options"),
        "{m}"
    );
    let m = error_of(make_agent(
        "tictactoe",
        "random",
        object(&[("seed", (-1).into())]),
    ));
    assert!(m.contains("'seed'") && m.contains("-1"), "{m}");
    let m = error_of(make_agent(
        "tictactoe",
        "random",
        object(&[("seed", "soon".into())]),
    ));
    assert!(m.contains("'seed'") && m.contains("soon"), "{m}");
    for nested in [Object::new().into(), Array::new().into(), JsValue::NULL] {
        let m = error_of(make_agent(
            "tictactoe",
            "random",
            object(&[("seed", nested)]),
        ));
        assert!(
            m.contains("'seed'") && m.contains("a number, a string or true/false"),
            "{m}"
        );
    }
    if built_games().contains(&"gomoku") {
        let m = error_of(make("gomoku", object(&[("width", "wide".into())])));
        assert!(m.contains("'width'") && m.contains("'wide'"), "{m}");
        let m = error_of(make("gomoku", object(&[("width", 2.5.into())])));
        assert!(m.contains("'width'") && m.contains("2.5"), "{m}");
        let m = error_of(make("gomoku", object(&[("colour", "black".into())])));
        assert!(m.contains("'colour'") && m.contains("width"), "{m}");
    }
    let m = error_of(make("tictactoe", "preset=expert".into()));
    assert!(m.contains("options must be an object"), "{m}");
    let m = error_of(make("tictactoe", Array::new().into()));
    assert!(m.contains("options must be an object"), "{m}");
    // Numbers, strings and booleans all arrive as text the constructors parse.
    make_agent(
        "tictactoe",
        "random",
        object(&[("seed", "7".into()), ("other", JsValue::UNDEFINED)]),
    )
    .unwrap();
}

/// The values a student's agent might hand the door by mistake, with how the door names them.
fn bad_values() -> Vec<(JsValue, &'static str)> {
    vec![
        (JsValue::from_str("3"), "the string \"3\""),
        (JsValue::NULL, "null"),
        (JsValue::UNDEFINED, "undefined"),
        (JsValue::TRUE, "the boolean true"),
        (Array::of1(&2.into()).into(), "an array"),
        (object(&[("x", 2.into())]), "an object"),
        (f64::NAN.into(), "NaN"),
        (f64::INFINITY.into(), "Infinity"),
        (2.5.into(), "2.5"),
        ((-1.0).into(), "-1"),
        (1e300.into(), "1e+300"),
    ]
}

#[wasm_bindgen_test]
fn bad_actions_are_errors_that_change_nothing() {
    let mut env = env_of("tictactoe", 1.0);
    env.step(4.0.into()).unwrap();
    let before = snapshot(&env);
    let mut cases = bad_values();
    cases.push((9.0.into(), "9"));
    for (value, shown) in cases {
        for (name, result) in [
            ("step()", env.step(value.clone()).map(|_| ())),
            ("play()", env.play(value.clone()).map(|_| ())),
        ] {
            let m = error_of(result);
            let want = format!("{name} takes a whole number from 0 to 8; it got {shown}");
            assert!(m.starts_with(&want), "{name} {value:?}: {m}");
            assert!(m.len() < 120, "short message: {m}");
            assert_eq!(snapshot(&env), before, "{name}({value:?}) changed the env");
        }
    }
    let m = error_of(env.step(4.0.into()));
    assert!(m.contains("action 4 is not allowed now"), "{m}");
    let m = error_of(env.toggle_flag(0.0.into()));
    assert!(m.contains("tictactoe has no toggleFlag"), "{m}");
    let m = error_of(env.chord(0.0.into()));
    assert!(m.contains("tictactoe has no chord"), "{m}");
    assert_eq!(snapshot(&env), before, "refused calls changed the env");
}

#[wasm_bindgen_test]
fn bad_seeds_and_cells_are_errors_that_change_nothing() {
    let mut env = env_of("minesweeper", 3.0);
    env.step(40.0.into()).unwrap();
    let before = snapshot(&env);
    let mut cases = bad_values();
    cases.retain(|(v, _)| !v.is_undefined()); // reset() without a seed picks one
    cases.push((9_007_199_254_740_992.0.into(), "9007199254740992"));
    for (value, shown) in &cases {
        let m = error_of(env.reset(value.clone()));
        let want =
            format!("reset(seed) takes a whole number from 0 to 9007199254740991; it got {shown}");
        assert!(m.starts_with(&want), "{m}");
        let m = error_of(env.player_copy(value.clone()));
        assert!(
            m.starts_with("playerCopy(seed) takes a whole number"),
            "{m}"
        );
        assert_eq!(snapshot(&env), before, "reset({value:?}) changed the env");
    }
    let mut cells = bad_values();
    cells.push((81.0.into(), "81"));
    for (value, shown) in cells {
        for (name, result) in [
            ("toggleFlag()", env.toggle_flag(value.clone()).map(|_| ())),
            ("chord()", env.chord(value.clone()).map(|_| ())),
        ] {
            let m = error_of(result);
            let want = format!("{name} takes a whole number from 0 to 80; it got {shown}");
            assert!(m.starts_with(&want), "{m}");
            assert_eq!(snapshot(&env), before, "{name}({value:?}) changed the env");
        }
    }
    for text in [JsValue::NULL, 3.into(), "{}".into(), "not json".into()] {
        let m = error_of(playground::wasm::import_state(text.clone()));
        assert!(
            m.contains("importState() takes the text") || m.contains("not a game state"),
            "{text:?}: {m}"
        );
    }
}

#[wasm_bindgen_test]
fn play_is_step_without_the_observation() {
    for id in built_games() {
        let mut a = env_of(id, 11.0);
        let mut b = a.clone_env();
        let mut agent = make_agent(id, "random", object(&[("seed", 4.into())])).unwrap();
        while !a.is_terminal() {
            let action = agent.act(&a).unwrap();
            let out = a.step((action as f64).into()).unwrap();
            let reward = b.play((action as f64).into()).unwrap();
            assert_eq!(out.get(1).as_f64(), Some(reward), "{id}");
            assert_eq!(snapshot(&a), snapshot(&b), "{id}");
        }
        assert!(error_of(b.play(0.0.into())).contains("the game is over"));
    }
}

#[wasm_bindgen_test]
fn player_copies_travel_as_text_and_carry_no_seed() {
    for id in built_games() {
        let mut env = env_of(id, 21.0);
        for a in [0.0, 1.0] {
            let legal = env.legal_actions().to_vec();
            env.step((legal[a as usize % legal.len()] as f64).into())
                .unwrap();
        }
        let copy = env.player_copy(5.0.into()).unwrap();
        assert_eq!(copy.seed(), None, "{id}");
        assert_eq!(
            copy.render(),
            env.render(),
            "{id}: the copy shows the same board"
        );
        let text = copy.export_state();
        assert!(!text.contains("\"seed\""), "{id}: {text}");
        let back = playground::wasm::import_state(text.clone().into()).unwrap();
        assert_eq!(snapshot(&back), snapshot(&copy), "{id}");
        assert_eq!(back.export_state(), text, "{id}");
        let tampered = text.replacen("[", "[7,", 1);
        error_of(playground::wasm::import_state(tampered.into()));
    }
}

#[wasm_bindgen_test]
fn actions_after_the_end_are_refused() {
    for id in built_games() {
        let mut env = env_of(id, 5.0);
        play_out(&mut env, 5);
        let before = snapshot(&env);
        for action in [0.0, -1.0, 0.5] {
            let m = error_of(env.step(action.into()));
            assert!(m.contains("the game is over: call reset()"), "{id}: {m}");
        }
        let mut agent = make_agent(id, "random", JsValue::UNDEFINED).unwrap();
        assert!(error_of(agent.act(&env)).contains("over"), "{id}");
        assert_eq!(snapshot(&env), before, "{id}");
    }
}

#[wasm_bindgen_test]
fn an_agent_refuses_another_games_env() {
    let env = env_of("tictactoe", 2.0);
    let before = snapshot(&env);
    let mut agent: Agent = make_agent("gomoku", "random", JsValue::UNDEFINED).unwrap();
    let m = error_of(agent.act(&env));
    assert!(
        m.contains("this agent plays gomoku") && m.contains("makeAgent(\"tictactoe\""),
        "{m}"
    );
    let m = error_of(agent.explain(&env));
    assert!(m.contains("this agent plays gomoku"), "{m}");
    assert_eq!(snapshot(&env), before);
    assert_eq!(agent.game_id(), "gomoku");
    assert_eq!(agent.agent_id(), "random");
}

#[wasm_bindgen_test]
fn random_games_end_the_way_the_api_says() {
    for id in built_games() {
        for seed in 0..5 {
            let mut env = env_of(id, seed as f64);
            assert_eq!(env.game_id(), id);
            assert_eq!(env.seed(), Some(seed as f64));
            assert_eq!(env.action_mask().length(), env.num_actions());
            let actions = play_out(&mut env, seed);
            assert!(!actions.is_empty(), "{id}");
            assert!(env.is_terminal());
            assert_eq!(env.current_player(), -1, "{id}");
            assert_eq!(env.legal_actions().len(), 0, "{id}");
            assert_eq!(env.legal_count(), 0, "{id}");
            assert!(env.action_mask().to_vec().iter().all(|&m| m == 0), "{id}");
            assert_eq!(env.returns().length(), env.num_players(), "{id}");
            assert_flat_typed(&env.observation().unwrap(), id);
        }
    }
}

#[wasm_bindgen_test]
fn typed_arrays_cross_the_door() {
    let mut env = env_of("tictactoe", 3.0);
    env.step(0.0.into()).unwrap();
    let out = env.step(4.0.into()).unwrap();
    let obs = out.get(0);
    assert_flat_typed(&obs, "tictactoe observation");
    let board: Int8Array = Reflect::get(&obs, &"board".into())
        .unwrap()
        .dyn_into()
        .expect("board is an Int8Array");
    // X (-1) took the corner, O (1) the centre.
    assert_eq!(board.to_vec(), [-1, 0, 0, 0, 1, 0, 0, 0, 0]);
    // What JavaScript receives: call the method on the JS object.
    let js: JsValue = env.clone_env().into();
    let method: js_sys::Function = Reflect::get(&js, &"legalActions".into())
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(method.call0(&js).unwrap().is_instance_of::<Uint32Array>());
    assert_eq!(env.legal_actions().to_vec(), [1, 2, 3, 5, 6, 7, 8]);
    assert_eq!(env.legal_count(), 7);
    let listed: Vec<u32> = (0..7)
        .map(|i| env.legal_action_at(f64::from(i).into()).unwrap())
        .collect();
    assert_eq!(listed, [1, 2, 3, 5, 6, 7, 8]);
    let m = error_of(env.legal_action_at(7.0.into()));
    assert_eq!(
        m,
        "legalActionAt() takes a whole number from 0 to 6; it got 7"
    );
    let m = error_of(env.legal_action_at("0".into()));
    assert!(m.ends_with("it got the string \"0\""), "{m}");
    assert!(env.action_mask().is_instance_of::<Uint8Array>());
    assert_eq!(env.action_mask().to_vec(), [0, 1, 1, 1, 0, 1, 1, 1, 1]);
    assert!(env.returns().is_instance_of::<Float64Array>());
    assert_eq!(env.current_player(), 0);
    assert_eq!((env.num_actions(), env.num_players()), (9, 2));

    if built_games().contains(&"minesweeper") {
        let env = make(
            "minesweeper",
            object(&[("preset", "expert".into()), ("firstClick", "safe".into())]),
        )
        .unwrap();
        let obs = env.observation().unwrap();
        let board: Int8Array = Reflect::get(&obs, &"board".into())
            .unwrap()
            .dyn_into()
            .expect("minesweeper board is an Int8Array");
        let number = |k: &str| Reflect::get(&obs, &k.into()).unwrap().as_f64().unwrap();
        assert_eq!(
            (number("rows"), number("cols"), number("mines")),
            (16.0, 30.0, 99.0)
        );
        assert_eq!(board.length(), 16 * 30);
        assert_eq!(number("minesLeft"), 99.0);
    }
}

#[wasm_bindgen_test]
fn same_seeds_same_games_different_seeds_different_games() {
    for id in built_games() {
        let play = |game_seed: f64, agent_seed: u32| {
            let mut env = env_of(id, game_seed);
            let actions = play_out(&mut env, agent_seed);
            (actions, env.render(), env.returns().to_vec())
        };
        assert_eq!(play(11.0, 3), play(11.0, 3), "{id}");
        let distinct: std::collections::HashSet<Vec<u32>> =
            (0..6).map(|s| play(s as f64, s).0).collect();
        assert!(distinct.len() >= 2, "{id}: six seeds gave one game");
    }
}

#[wasm_bindgen_test]
fn reset_without_a_seed_picks_one_that_replays() {
    for id in built_games() {
        let mut env = make(id, JsValue::UNDEFINED).unwrap();
        let first = env.reset(JsValue::UNDEFINED).unwrap();
        let seed = env.seed().unwrap();
        assert!(seed >= 0.0 && seed.fract() == 0.0, "{id}: seed {seed}");
        let mut again = make(id, JsValue::UNDEFINED).unwrap();
        let replay = again.reset(seed.into()).unwrap();
        assert_eq!(
            JSON::stringify(&first).unwrap(),
            JSON::stringify(&replay).unwrap(),
            "{id}"
        );
        assert_eq!(snapshot(&env), snapshot(&again), "{id}");
    }
}

#[wasm_bindgen_test]
fn clones_are_independent() {
    for id in built_games() {
        let env = env_of(id, 9.0);
        let before = snapshot(&env);
        let mut copy = env.clone_env();
        assert_eq!(snapshot(&copy), before);
        play_out(&mut copy, 9);
        assert_eq!(
            snapshot(&env),
            before,
            "{id}: playing the clone changed the original"
        );
        assert_eq!(copy.seed(), env.seed());
    }
}

#[wasm_bindgen_test]
fn explain_is_an_object_or_undefined_and_changes_nothing() {
    provide_shipped_nets();
    for id in built_games() {
        let env = env_of(id, 4.0);
        let before = snapshot(&env);
        for a in agents(id).unwrap().iter() {
            let agent_id = Reflect::get(&a, &"id".into()).unwrap().as_string().unwrap();
            // The defaults, with small budgets so the test stays quick.
            let options = Reflect::get(&a, &"defaults".into()).unwrap();
            for (key, small) in [("timeMs", 5), ("playouts", 50)] {
                if Reflect::has(&options, &key.into()).unwrap() {
                    Reflect::set(&options, &key.into(), &small.into()).unwrap();
                }
            }
            if plays_no_shipped_net_here(id, &agent_id) {
                continue; // it plays only a net a student trains and passes (the page does not offer it)
            }
            let Ok(mut agent) = make_agent(id, &agent_id, options) else {
                continue; // agent still a stub in this checkout
            };
            let explanation = agent.explain(&env).unwrap();
            assert!(
                explanation.is_undefined() || explanation.is_object(),
                "{id}/{agent_id}"
            );
            if explanation.is_object() {
                assert_flat_typed(&explanation, &format!("{id}/{agent_id} explain"));
            }
            assert_eq!(snapshot(&env), before, "{id}/{agent_id}");
        }
    }
}

/// Whether `agent_id` plays shipped nets (in some game) but none is shipped for `game_id`, as
/// AlphaZero on Connect Four: the page's `playable.js` does not offer it there.
fn plays_no_shipped_net_here(game_id: &str, agent_id: &str) -> bool {
    let nets = playground::shipped::NETS;
    nets.iter().any(|n| n.agent == agent_id)
        && !nets
            .iter()
            .any(|n| n.agent == agent_id && n.game == game_id)
}

/// The Minesweeper board codes in `env`'s observation (9 hidden, 10 flag, 0..8 numbers).
fn mine_board(env: &Env) -> Vec<i8> {
    let obs = env.observation().unwrap();
    let board: Int8Array = Reflect::get(&obs, &"board".into())
        .unwrap()
        .dyn_into()
        .expect("board is an Int8Array");
    board.to_vec()
}

/// A number field of `env`'s observation.
fn obs_number(env: &Env, key: &str) -> f64 {
    let obs = env.observation().unwrap();
    Reflect::get(&obs, &key.into()).unwrap().as_f64().unwrap()
}

#[wasm_bindgen_test]
fn minesweeper_flags_and_chords_through_the_door() {
    if !built_games().contains(&"minesweeper") {
        return; // engine not in this checkout yet
    }
    let mut env = make(
        "minesweeper",
        object(&[("preset", "beginner".into()), ("firstClick", "safe".into())]),
    )
    .unwrap();
    env.reset(3.0.into()).unwrap();
    let cells = mine_board(&env).len();
    assert_eq!(
        cells as f64,
        obs_number(&env, "rows") * obs_number(&env, "cols")
    );
    assert!(mine_board(&env).iter().all(|&c| c == 9), "all hidden");
    let mines = obs_number(&env, "mines");

    env.toggle_flag(0.0.into()).unwrap();
    assert_eq!(mine_board(&env)[0], 10);
    assert_eq!(obs_number(&env, "minesLeft"), mines - 1.0);
    assert!(
        !env.legal_actions().to_vec().contains(&0),
        "a flagged cell is not a move"
    );
    let flagged = snapshot(&env);
    let m = error_of(env.step(0.0.into()));
    assert!(m.contains("action 0 is not allowed now"), "{m}");
    assert_eq!(snapshot(&env), flagged);
    env.toggle_flag(0.0.into()).unwrap();
    assert_eq!(mine_board(&env)[0], 9);
    assert_eq!(obs_number(&env, "minesLeft"), mines);

    let hidden = snapshot(&env);
    for (cell, expected) in [
        (cells as f64, format!("it got {cells}")),
        (-1.0, "it got -1".to_string()),
        (0.5, "it got 0.5".to_string()),
    ] {
        let last = cells - 1;
        let m = error_of(env.toggle_flag(cell.into()));
        let want = format!("toggleFlag() takes a whole number from 0 to {last}; {expected}");
        assert_eq!(m, want);
        let m = error_of(env.chord(cell.into()));
        assert_eq!(
            m,
            format!("chord() takes a whole number from 0 to {last}; {expected}")
        );
        assert_eq!(snapshot(&env), hidden, "cell {cell}");
    }
    error_of(env.chord(5.0.into())); // chording a hidden cell is refused ...
    assert_eq!(snapshot(&env), hidden); // ... and changes nothing

    let centre = (cells / 2) as f64;
    env.step(centre.into()).unwrap();
    assert!(
        mine_board(&env)[cells / 2] <= 8,
        "the safe first click opened a number"
    );
    let opened = snapshot(&env);
    error_of(env.toggle_flag(centre.into())); // an open cell cannot be flagged
    assert_eq!(snapshot(&env), opened);
    // Chording an open number: refused (unchanged) or done (a reward), never a panic.
    if env.chord(centre.into()).is_err() {
        assert_eq!(snapshot(&env), opened);
    }
}

#[wasm_bindgen_test]
fn a_reset_without_a_seed_draws_a_whole_32_bit_seed_from_crypto() {
    let mut env = make("tictactoe", JsValue::UNDEFINED).unwrap();
    let mut seeds = Vec::new();
    for _ in 0..8 {
        env.reset(JsValue::UNDEFINED).unwrap();
        let seed = env.seed().expect("a drawn seed is a number");
        assert!(
            seed.fract() == 0.0 && (0.0..4_294_967_296.0).contains(&seed),
            "{seed}"
        );
        seeds.push(seed as u64);
    }
    seeds.sort_unstable();
    seeds.dedup();
    assert!(
        seeds.len() >= 7,
        "8 draws gave only {} different seeds",
        seeds.len()
    );
}

#[wasm_bindgen_test]
fn the_shipped_nets_are_listed_and_an_unknown_one_is_refused() {
    let nets = playground::wasm::nets::shipped_nets().unwrap();
    let names: Vec<String> = nets
        .iter()
        .map(|n| {
            Reflect::get(&n, &"name".into())
                .unwrap()
                .as_string()
                .unwrap()
        })
        .collect();
    assert!(
        names.contains(&"gomoku-8x8-5-alphazero".to_string()),
        "{names:?}"
    );
    let m = error_of(provide_net("chess-net", vec![1, 2, 3]));
    assert!(m.contains("chess-net"), "{m}");
}
