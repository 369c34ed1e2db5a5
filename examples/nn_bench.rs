//! Speed of the neural-network module: the sgemm path in GFLOP/s, and forward+backward
//! training throughput (samples per second) and single-position inference latency of seed 004's
//! policy-value net on 8x8.
//!
//! `cargo run --release --example nn_bench [-- REPEATS]` (default 15). Each figure is the median
//! of REPEATS timed runs with a distribution-free 95 % interval for the median (order statistics).

use playground::nn::{sgemm, Adam, PolicyValueNet, Tensor};
use playground::rng::Rng;
use std::time::Instant;

/// The median and a ~95 % interval for it from sorted samples (binomial order statistics).
fn summary(mut xs: Vec<f64>) -> (f64, f64, f64) {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    let half = 0.98 * (n as f64).sqrt(); // 1.96 * sqrt(n) / 2
    let lo = ((n as f64 / 2.0 - half).floor().max(0.0)) as usize;
    let hi = ((n as f64 / 2.0 + half).ceil() as usize).min(n - 1);
    (xs[n / 2], xs[lo], xs[hi])
}

/// Calls `f` until at least `ms` milliseconds pass; returns calls per second.
fn rate(ms: f64, mut f: impl FnMut()) -> f64 {
    let start = Instant::now();
    let mut calls = 0u64;
    while start.elapsed().as_secs_f64() * 1000.0 < ms {
        f();
        calls += 1;
    }
    calls as f64 / start.elapsed().as_secs_f64()
}

fn random(len: usize, rng: &mut Rng) -> Vec<f32> {
    (0..len).map(|_| rng.next_f64() as f32 - 0.5).collect()
}

fn main() {
    let repeats: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(15)
        .max(3);
    let mut rng = Rng::new(1);
    println!("repeats {repeats}; median [95 % interval]");
    for (m, k, n) in [(64, 64, 64), (256, 256, 256), (128, 576, 64), (64, 288, 64)] {
        let a = random(m * k, &mut rng);
        let b = random(k * n, &mut rng);
        let mut c = vec![0.0; m * n];
        let flops = 2.0 * (m * k * n) as f64;
        let runs: Vec<f64> = (0..repeats)
            .map(|_| {
                rate(100.0, || {
                    sgemm(m, k, n, 1.0, &a, false, &b, false, 0.0, &mut c)
                }) * flops
                    / 1e9
            })
            .collect();
        let (med, lo, hi) = summary(runs);
        println!("sgemm {m}x{k}x{n}: {med:.1} GFLOP/s [{lo:.1}, {hi:.1}]");
    }

    let (planes, side) = (4, 8);
    for (name, channels, hidden) in [
        ("seed 004 (32/64/128)", vec![32, 64, 128], 64),
        ("small (32/32/32)", vec![32, 32, 32], 64),
    ] {
        let mut net = PolicyValueNet::conv(planes, side, side, &channels, hidden, 1);
        let mut adam = Adam::new(2e-3).with_weight_decay(1e-4);
        let batch = 64;
        let x = Tensor::from_vec(
            &[batch, planes, side, side],
            random(batch * planes * side * side, &mut rng),
        )
        .unwrap_or_default();
        let mut probs = Tensor::zeros(&[batch, side * side]);
        for s in 0..batch {
            probs.data_mut()[s * side * side + s % (side * side)] = 1.0;
        }
        let values = Tensor::zeros(&[batch, 1]);
        let runs: Vec<f64> = (0..repeats)
            .map(|_| {
                rate(300.0, || {
                    let _ = net.compute_gradients(&x, &probs, &values, None);
                    adam.step(&mut net);
                }) * batch as f64
            })
            .collect();
        let (med, lo, hi) = summary(runs);
        println!(
            "{name}, {} parameters: train (forward+backward+Adam, batch {batch}) {med:.0} samples/s [{lo:.0}, {hi:.0}]",
            playground::nn::Parameters::num_parameters(&net)
        );
        let one = Tensor::from_vec(
            &[1, planes, side, side],
            x.data()[..planes * side * side].to_vec(),
        )
        .unwrap_or_default();
        let runs: Vec<f64> = (0..repeats)
            .map(|_| {
                rate(100.0, || {
                    let _ = net.forward(&one);
                })
            })
            .collect();
        let (med, lo, hi) = summary(runs);
        println!("{name}: inference (batch 1) {med:.0} positions/s [{lo:.0}, {hi:.0}]");
    }
}
