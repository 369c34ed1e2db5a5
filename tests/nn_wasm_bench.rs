//! Speed of the neural-network module in WebAssembly (headless Chromium, SIMD from
//! `.cargo/config.toml`): sgemm GFLOP/s and seed 004's net on 8x8. Not part of
//! `scripts/test_wasm.sh`; run it on purpose:
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --release --target wasm32-unknown-unknown --test nn_wasm_bench`
#![cfg(target_arch = "wasm32")]

use playground::clock::now_ms;
use playground::nn::{sgemm, Adam, PolicyValueNet, Tensor};
use playground::rng::Rng;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Calls `f` until `ms` milliseconds pass; returns calls per second.
fn rate(ms: f64, mut f: impl FnMut()) -> f64 {
    let start = now_ms();
    let mut calls = 0u64;
    while now_ms() - start < ms {
        f();
        calls += 1;
    }
    calls as f64 * 1000.0 / (now_ms() - start)
}

/// The median of `repeats` rates, with the lowest and highest.
fn median(mut xs: Vec<f64>) -> (f64, f64, f64) {
    xs.sort_by(f64::total_cmp);
    (xs[xs.len() / 2], xs[0], xs[xs.len() - 1])
}

#[wasm_bindgen_test]
fn nn_speed_in_the_browser() {
    let mut rng = Rng::new(1);
    let mut random =
        |n: usize| -> Vec<f32> { (0..n).map(|_| rng.next_f64() as f32 - 0.5).collect() };
    for (m, k, n) in [(256, 256, 256), (128, 576, 64)] {
        let a = random(m * k);
        let b = random(k * n);
        let mut c = vec![0.0; m * n];
        sgemm(m, k, n, 1.0, &a, false, &b, false, 0.0, &mut c);
        // One entry against a direct dot product, so the timed product is the right one.
        let direct: f32 = (0..k).map(|p| a[p] * b[p * n]).sum();
        assert!((c[0] - direct).abs() < 1e-3, "{} vs {direct}", c[0]);
        let flops = 2.0 * (m * k * n) as f64;
        let (med, lo, hi) = median(
            (0..9)
                .map(|_| {
                    rate(200.0, || {
                        sgemm(m, k, n, 1.0, &a, false, &b, false, 0.0, &mut c)
                    }) * flops
                        / 1e9
                })
                .collect(),
        );
        console_log!("wasm sgemm {m}x{k}x{n}: {med:.1} GFLOP/s (min {lo:.1}, max {hi:.1}, 9 runs)");
    }
    let mut net = PolicyValueNet::conv(4, 8, 8, &[32, 64, 128], 64, 1);
    let mut adam = Adam::new(2e-3);
    let batch = 64;
    let x = Tensor::from_vec(&[batch, 4, 8, 8], random(batch * 256)).unwrap();
    let mut probs = Tensor::zeros(&[batch, 64]);
    for s in 0..batch {
        probs.data_mut()[s * 64 + s] = 1.0;
    }
    let values = Tensor::zeros(&[batch, 1]);
    let first = net.compute_gradients(&x, &probs, &values, None).unwrap();
    let (med, lo, hi) = median(
        (0..5)
            .map(|_| {
                rate(500.0, || {
                    net.compute_gradients(&x, &probs, &values, None).unwrap();
                    adam.step(&mut net);
                }) * batch as f64
            })
            .collect(),
    );
    let last = net.compute_gradients(&x, &probs, &values, None).unwrap();
    assert!(last.total() < first.total(), "{first:?} -> {last:?}");
    console_log!("wasm seed-004 net 8x8 train batch {batch}: {med:.0} samples/s (min {lo:.0}, max {hi:.0}, 5 runs)");
}
