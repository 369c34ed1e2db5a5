//! Tests of the student layer: layer lists, checked forward/backward, losses, Adam settings,
//! save and load, and that every bad input is a readable refusal rather than a panic.

use super::spec::{parse_layers, LayerSpec};
use super::student::{
    student_adam, student_mse, student_softmax, student_softmax_cross_entropy, StudentModel,
};
use super::NnError;
use serde_json::{json, Value};

const XOR_NET: &str = r#"[{"dense": [2, 8]}, "tanh", {"dense": [8, 1]}]"#;

fn message(result: Result<impl std::fmt::Debug, NnError>) -> String {
    match result {
        Err(NnError::Invalid(m)) => m,
        other => panic!("expected an Invalid refusal, got {other:?}"),
    }
}

#[test]
fn a_layer_list_parses_and_says_its_sizes() {
    let layers = parse_layers(&json!([{"dense": [9, 32]}, "relu", {"dense": [32, 9]}])).unwrap();
    assert_eq!(
        layers,
        vec![
            LayerSpec::Dense {
                inputs: 9,
                outputs: 32
            },
            LayerSpec::Relu,
            LayerSpec::Dense {
                inputs: 32,
                outputs: 9
            },
        ]
    );
    let m = StudentModel::new(layers, 1).unwrap();
    assert_eq!((m.inputs(), m.outputs()), (9, 9));
    assert_eq!(m.num_parameters(), 9 * 32 + 32 + 32 * 9 + 9);
}

#[test]
fn bad_layer_lists_are_refused_with_what_to_change() {
    let cases: [(Value, &str); 8] = [
        (json!({"dense": [2, 3]}), "a model is a list of layers"),
        (json!([]), "at least one dense layer"),
        (json!(["relu"]), "at least one dense layer"),
        (
            json!(["sigmoid", {"dense": [2, 3]}]),
            "layer 0 is the text \"sigmoid\"",
        ),
        (
            json!([{"dense": [2, 3]}, {"dense": [4, 1]}]),
            "make it dense(3, 1)",
        ),
        (json!([{"dense": [2.5, 3]}]), "whole numbers from 1 to 4096"),
        (json!([{"dense": [0, 3]}]), "whole numbers from 1 to 4096"),
        (json!([{"dense": [3]}]), "two sizes"),
    ];
    for (value, expected) in cases {
        let m = message(parse_layers(&value));
        assert!(m.contains(expected), "{value}: {m}");
    }
    let huge = json!([{"dense": [4096, 4096]}, {"dense": [4096, 4096]}]);
    assert!(message(parse_layers(&huge)).contains("use smaller layers"));
    assert!(
        message(StudentModel::from_json("[{dense", 0).map(|m| m.inputs()))
            .contains("not valid JSON")
    );
}

#[test]
fn the_same_seed_gives_the_same_weights_and_another_seed_others() {
    let a = StudentModel::from_json(XOR_NET, 7).unwrap().save();
    let b = StudentModel::from_json(XOR_NET, 7).unwrap().save();
    let c = StudentModel::from_json(XOR_NET, 8).unwrap().save();
    assert_eq!(a, b);
    assert_ne!(a["params"][0]["values"], c["params"][0]["values"]);
}

#[test]
fn forward_and_backward_check_their_lengths() {
    let mut m = StudentModel::from_json(XOR_NET, 1).unwrap();
    assert!(message(m.backward(&[0.0])).contains("needs a forward() first"));
    assert!(message(m.forward(&[0.0; 5], 2)).contains("takes 2 numbers per sample"));
    assert!(message(m.forward(&[], 0)).contains("at least one sample"));
    assert!(message(m.forward(&[0.0, f32::NAN], 1)).contains("number 1 is NaN"));
    assert!(message(m.forward(&[f32::NEG_INFINITY, 0.0], 1)).contains("number 0 is -Infinity"));
    let y = m.forward(&[0.0, 1.0, 1.0, 0.0], 2).unwrap();
    assert_eq!(y.len(), 2);
    assert!(message(m.backward(&[1.0])).contains("has 2 numbers; it got 1"));
    assert!(message(m.backward(&[1.0, f32::INFINITY])).contains("not a finite number"));
    m.backward(&[1.0, -1.0]).unwrap();
}

#[test]
fn an_mlp_learns_xor_with_adam() {
    let mut m = StudentModel::from_json(XOR_NET, 3).unwrap();
    let mut adam = student_adam(0.05, 0.0).unwrap();
    let x = [0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0];
    let t = [0.0, 1.0, 1.0, 0.0];
    let mut first = None;
    let mut last = f32::MAX;
    for _ in 0..300 {
        m.zero_grad();
        let y = m.forward(&x, 4).unwrap();
        let (loss, grad) = student_mse(&y, &t).unwrap();
        first.get_or_insert(loss);
        last = loss;
        m.backward(&grad).unwrap();
        m.step(&mut adam);
    }
    assert!(first.unwrap() > 0.1, "{first:?}");
    assert!(last < 0.01, "xor loss after training: {last}");
}

#[test]
fn save_and_load_round_trip_and_refuse_another_shape() {
    let mut a = StudentModel::from_json(XOR_NET, 1).unwrap();
    let mut b = StudentModel::from_json(XOR_NET, 2).unwrap();
    let x = [0.3, -0.7];
    let ya = a.forward(&x, 1).unwrap();
    assert_ne!(b.forward(&x, 1).unwrap(), ya);
    let saved = a.save();
    // Through text, as a student's save() travels.
    let text = serde_json::to_string(&saved).unwrap();
    b.load(&serde_json::from_str(&text).unwrap()).unwrap();
    assert_eq!(
        b.forward(&x, 1).unwrap(),
        ya,
        "the same outputs, bit for bit"
    );

    let mut other =
        StudentModel::from_json(r#"[{"dense": [2, 4]}, "tanh", {"dense": [4, 1]}]"#, 1).unwrap();
    let m = message(other.load(&saved));
    assert!(m.contains("[dense(2, 8), tanh, dense(8, 1)]"), "{m}");
    assert!(m.contains("[dense(2, 4), tanh, dense(4, 1)]"), "{m}");
    assert!(message(other.load(&json!({"Q": 1}))).contains("what model.save() returned"));
    assert!(message(other.load(&json!(3))).contains("the number 3"));

    let mut damaged = saved.clone();
    damaged["params"][1]["values"] = json!([1.0, 2.0]);
    assert!(message(b.load(&damaged)).contains("'0.bias' has 2 values"));
    damaged = saved.clone();
    damaged["params"][0]["values"][0] = Value::Null;
    assert!(message(b.load(&damaged)).contains("not a finite number"));
    damaged = saved.clone();
    damaged["params"][0]["shape"] = json!([1u64 << 40, 1u64 << 40]);
    assert!(message(b.load(&damaged)).contains("'0.weight' has 16 values"));
    damaged = saved.clone();
    damaged["params"][0]["name"] = json!("x");
    assert!(message(b.load(&damaged)).contains("was the save edited"));
    // A refused load changed nothing.
    assert_eq!(b.forward(&x, 1).unwrap(), ya);
}

#[test]
fn saved_values_are_short_decimals_that_read_back_exactly() {
    let m = StudentModel::from_json(XOR_NET, 5).unwrap();
    let text = serde_json::to_string(&m.save()).unwrap();
    assert!(!text.contains("0000000"), "{}", &text[..200]);
}

#[test]
fn losses_check_counts_and_masks() {
    assert!(message(student_mse(&[1.0, 2.0], &[1.0])).contains("target has 1"));
    let (loss, grad) = student_mse(&[1.0, 3.0], &[1.0, 1.0]).unwrap();
    assert_eq!((loss, grad), (2.0, vec![0.0, 2.0]));
    let logits = [1.0, 2.0, 3.0, 0.0, 0.0, 0.0];
    let target = [0.0, 0.0, 1.0, 1.0, 0.0, 0.0];
    let (loss, grad) = student_softmax_cross_entropy(&logits, 3, &target, None).unwrap();
    assert!(loss > 0.0 && grad.len() == 6);
    let mask = [true, false, true, true, true, false];
    let (masked, g) = student_softmax_cross_entropy(&logits, 3, &target, Some(&mask)).unwrap();
    assert!(
        masked < loss,
        "fewer rivals, smaller loss: {masked} vs {loss}"
    );
    assert_eq!((g[1], g[5]), (0.0, 0.0));
    assert!(message(student_softmax_cross_entropy(
        &logits,
        3,
        &target,
        Some(&mask[..4])
    ))
    .contains("mask has 4 flags"));
    assert!(
        message(student_softmax_cross_entropy(&logits, 4, &[0.0; 6], None)).contains("rows of 4")
    );
    let p = student_softmax(&logits, 3, Some(&mask)).unwrap();
    assert_eq!(p[1], 0.0);
    assert!((p[0] + p[2] - 1.0).abs() < 1e-6);
}

#[test]
fn adam_settings_are_checked() {
    for lr in [f64::NAN, 0.0, -1.0, 11.0, f64::INFINITY] {
        assert!(
            message(student_adam(lr, 0.0)).contains("learning rate"),
            "{lr}"
        );
    }
    assert!(message(student_adam(0.1, -0.1)).contains("weight decay"));
    assert_eq!(student_adam(0.01, 1e-4).unwrap().weight_decay, 1e-4);
}
