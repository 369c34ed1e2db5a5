//! Native speed of the student `nn` library's MLP, the baseline of `scripts/bench_student_nn.mjs`
//! (which trains the same net through JavaScript + wasm and Python + Pyodide): layers
//! `[dense(64, 128), relu, dense(128, 128), relu, dense(128, 10)]`, seed 1, batch 64, softmax
//! cross-entropy against one class per sample, Adam (learning rate 0.001). One training step is
//! zero_grad, forward, loss, backward, Adam step, as a student writes it.
//!
//! `cargo run --release --example nn_mlp_bench [-- REPEATS MS]` (default 7 runs of 500 ms):
//! prints each run's samples per second, then one JSON line
//! `{"samplesPerSecond": [...], "median": ...}`.

use playground::nn::student::{student_adam, student_softmax_cross_entropy, StudentModel};
use playground::rng::Rng;
use std::time::Instant;

/// The benchmark's layer list (the same text the JavaScript and Python runs use).
const LAYERS: &str =
    r#"[{"dense": [64, 128]}, "relu", {"dense": [128, 128]}, "relu", {"dense": [128, 10]}]"#;
/// Samples per training step.
const BATCH: usize = 64;
/// Numbers per sample.
const INPUTS: usize = 64;
/// Classes (the last layer's outputs).
const CLASSES: usize = 10;

fn main() {
    let mut args = std::env::args().skip(1);
    let repeats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(7).max(1);
    let ms: f64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(500.0);

    let mut rng = Rng::new(2);
    let x: Vec<f32> = (0..BATCH * INPUTS)
        .map(|_| rng.next_f64() as f32 * 2.0 - 1.0)
        .collect();
    let mut target = vec![0.0f32; BATCH * CLASSES];
    for row in target.chunks_exact_mut(CLASSES) {
        row[rng.below(CLASSES)] = 1.0;
    }
    let mut model = StudentModel::from_json(LAYERS, 1).expect("a valid layer list");
    let mut adam = student_adam(0.001, 0.0).expect("a valid learning rate");
    let mut step = || -> f32 {
        model.zero_grad();
        let logits = model.forward(&x, BATCH).expect("the right input length");
        let (loss, grad) = student_softmax_cross_entropy(&logits, CLASSES, &target, None)
            .expect("the right target length");
        model.backward(&grad).expect("the right gradient length");
        model.step(&mut adam);
        loss
    };
    let first = step();
    let mut rates = Vec::with_capacity(repeats);
    let mut loss = first;
    for run in 0..repeats {
        let start = Instant::now();
        let mut steps = 0u64;
        while start.elapsed().as_secs_f64() * 1000.0 < ms {
            loss = step();
            steps += 1;
        }
        let rate = (steps as usize * BATCH) as f64 / start.elapsed().as_secs_f64();
        println!("run {run}: {rate:.0} samples/s");
        rates.push(rate);
    }
    let mut sorted = rates.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted[sorted.len() / 2];
    println!("loss {first:.3} -> {loss:.3}; median {median:.0} samples/s");
    println!("{{\"samplesPerSecond\": {rates:?}, \"median\": {median}}}");
}
