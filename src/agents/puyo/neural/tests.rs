//! Tests of the neural Puyo agent.

use super::*;
use crate::registry::make_agent;

fn agent(beam: usize) -> NeuralAgent {
    let eval = LinearEval::from_bytes(crate::shipped::bytes(crate::shipped::PUYO_NEURAL).unwrap())
        .unwrap();
    NeuralAgent::new(Arc::new(eval), 7, 50.0, Some(beam))
}

#[test]
fn shipped_weights_load_and_play_under_both_rules() {
    for rules in ["tsu", "seed"] {
        let options = Options::new().with("rules", rules).with("maxPairs", "30");
        let mut game = Puyo::from_options(options).unwrap();
        game.reset(11);
        let mut a = agent(2);
        while !game.is_terminal() {
            let action = a.act(&game).unwrap();
            game.apply(action).unwrap();
        }
        assert_eq!(game.pairs_placed(), 30, "{rules}");
    }
    assert!(make_agent("puyo", "neural", Options::new()).is_ok());
    assert!(make_agent("puyo", "neural", Options::new().with("beam", "0")).is_err());
    let e = make_agent(
        "puyo",
        "neural",
        Options::new().with("weights", "/no/such.bin"),
    )
    .err()
    .unwrap()
    .to_string();
    assert!(e.contains("weights"), "{e}");
}

#[test]
fn it_sees_only_the_visible_pairs() {
    // Two copies of each position that differ only in the pairs not yet shown.
    for rules in [Rules::Tsu, Rules::Seed] {
        let mut game = Puyo::new(rules, 4, Some(25), 3);
        let mut differed = false;
        while !game.is_terminal() {
            let other = game.determinized(99);
            let mine = agent(4).act(&game).unwrap();
            let theirs = agent(4).act(&other).unwrap();
            assert_eq!(mine, theirs, "{rules:?} pair {}", game.pairs_placed());
            // The copies really do differ later on.
            let (mut g1, mut g2) = (game.clone(), other.clone());
            if let Some(&a) = g1.legal_actions().first() {
                if g2.is_legal(a) {
                    g1.apply(a).unwrap();
                    g2.apply(a).unwrap();
                    differed |= g1.pair() != g2.pair() || g1.next_pairs() != g2.next_pairs();
                }
            }
            game.apply(mine).unwrap();
        }
        assert!(
            differed,
            "{rules:?}: the determinized copies never differed"
        );
    }
}

#[test]
fn explain_shows_the_plan_the_agent_plays_and_the_evaluation() {
    let mut game = Puyo::new(Rules::Tsu, 4, None, 5);
    let mut a = agent(4);
    for _ in 0..6 {
        let rec = a.explain(&game).unwrap().unwrap();
        let planned = match rec.get("plannedAction") {
            Some(Value::Int(x)) => *x as usize,
            other => panic!("plannedAction: {other:?}"),
        };
        assert!(matches!(rec.get("targetBoard"), Some(Value::U8s(c)) if c.len() == 13 * COLS));
        assert!(matches!(rec.get("features"), Some(Value::F64s(f)) if f.len() == NUM_FEATURES));
        let value = match rec.get("evaluation") {
            Some(Value::Float(v)) => *v,
            other => panic!("evaluation: {other:?}"),
        };
        assert_eq!(value, a.eval.value(game.board(), Rules::Tsu).0);
        for key in [
            "expectedChain",
            "firesNow",
            "firesSoon",
            "potentialChain",
            "beamWidth",
        ] {
            assert!(rec.get(key).is_some(), "{key}");
        }
        let action = a.act(&game).unwrap();
        assert_eq!(action, planned);
        game.apply(action).unwrap();
    }
}

#[test]
fn features_count_what_they_say() {
    let board = Board::from_rows(13, &["1.....", "1.....", "122.3."]);
    let (f, chain) = features(&board, Rules::Tsu);
    assert_eq!(f.len(), FEATURES.len());
    // One more red on the three reds pops them: a potential chain of 1 needing one puyo.
    assert_eq!(chain, 1);
    assert_eq!(f[0], 1.0);
    assert_eq!(f[2], 1.0);
    assert_eq!(f[3], 0.3); // links: red-red twice, blue-blue once
    assert_eq!(f[4], 0.2); // one group of 2 (blue)
    assert_eq!(f[5], 0.2); // one group of 3 (red)
    assert_eq!(f[6], 0.1); // one isolated puyo (colour 3)
    assert_eq!(f[9], 0.6); // 6 puyos
    assert_eq!(LinearEval::zero().value(&board, Rules::Tsu), (0.0, 1));
}
