//! Speed of the neural-network module in WebAssembly (headless Chromium, SIMD from
//! `.cargo/config.toml`): the packed product against matrixmultiply in GFLOP/s, and the nets of `examples/nn_bench.rs`. Not part of
//! `scripts/test_wasm.sh`; run it on purpose:
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=300 cargo test --release --target wasm32-unknown-unknown --test nn_wasm_bench -- --nocapture`
#![cfg(target_arch = "wasm32")]

use playground::clock::now_ms;
use playground::nn::{matrixmultiply_sgemm, sgemm, Adam, PolicyValueNet, Tensor};
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
fn products_speed_in_the_browser() {
    let mut rng = Rng::new(1);
    let mut random =
        |n: usize| -> Vec<f32> { (0..n).map(|_| rng.next_f64() as f32 - 0.5).collect() };
    // The products of the nets' layers: a square one, seed 004's last conv layer on a group of
    // 8 boards of 8x8 (forward, then backward's two), and the small net's on 6x6.
    for (m, k, n) in [
        (256, 256, 256),
        (128, 576, 512),
        (128, 512, 576),
        (576, 128, 512),
        (32, 288, 504),
    ] {
        let a = random(m * k);
        let b = random(k * n);
        let mut c = vec![0.0; m * n];
        sgemm(m, k, n, 1.0, &a, false, &b, false, 0.0, &mut c);
        // One entry against a direct dot product, so the timed product is the right one.
        let direct: f32 = (0..k).map(|p| a[p] * b[p * n]).sum();
        assert!((c[0] - direct).abs() < 1e-3, "{} vs {direct}", c[0]);
        let flops = 2.0 * (m * k * n) as f64;
        let mut packed = Vec::new();
        let mut crate_rates = Vec::new();
        // The two products take turns, run by run.
        for _ in 0..7 {
            packed.push(
                rate(150.0, || {
                    sgemm(m, k, n, 1.0, &a, false, &b, false, 0.0, &mut c)
                }) * flops
                    / 1e9,
            );
            crate_rates.push(
                rate(150.0, || {
                    matrixmultiply_sgemm(m, k, n, 1.0, &a, false, &b, false, 0.0, &mut c)
                }) * flops
                    / 1e9,
            );
        }
        let (med, lo, hi) = median(packed);
        let (cmed, clo, chi) = median(crate_rates);
        console_log!(
            "wasm sgemm {m}x{k}x{n}: packed {med:.1} GFLOP/s ({lo:.1}-{hi:.1}), matrixmultiply {cmed:.1} ({clo:.1}-{chi:.1}), 7 runs each"
        );
    }
}

/// The nets of examples/nn_bench.rs, measured the same way (compare the two). A test of its
/// own: the runner's driver gives up on a page busy for more than 20 s.
#[wasm_bindgen_test]
fn nets_speed_in_the_browser() {
    let mut rng = Rng::new(2);
    let mut random =
        |n: usize| -> Vec<f32> { (0..n).map(|_| rng.next_f64() as f32 - 0.5).collect() };
    for (name, channels) in [
        ("seed 004 (32/64/128)", vec![32, 64, 128]),
        ("small (32/32/32)", vec![32, 32, 32]),
    ] {
        let mut net = PolicyValueNet::conv(4, 8, 8, &channels, 64, 1);
        let mut adam = Adam::new(2e-3).with_weight_decay(1e-4);
        let batch = 64;
        let x = Tensor::from_vec(&[batch, 4, 8, 8], random(batch * 256)).unwrap();
        let mut probs = Tensor::zeros(&[batch, 64]);
        for s in 0..batch {
            probs.data_mut()[s * 64 + s] = 1.0;
        }
        let values = Tensor::zeros(&[batch, 1]);
        let first = net.compute_gradients(&x, &probs, &values, None).unwrap();
        let (med, lo, hi) = median(
            (0..9)
                .map(|_| {
                    rate(300.0, || {
                        net.compute_gradients(&x, &probs, &values, None).unwrap();
                        adam.step(&mut net);
                    }) * batch as f64
                })
                .collect(),
        );
        let last = net.compute_gradients(&x, &probs, &values, None).unwrap();
        assert!(last.total() < first.total(), "{first:?} -> {last:?}");
        console_log!("wasm {name} 8x8 train batch {batch}: {med:.0} samples/s (min {lo:.0}, max {hi:.0}, 9 runs)");
        let one = Tensor::from_vec(&[1, 4, 8, 8], x.data()[..256].to_vec()).unwrap();
        let (med, lo, hi) = median(
            (0..9)
                .map(|_| {
                    rate(300.0, || {
                        net.forward(&one);
                    })
                })
                .collect(),
        );
        console_log!("wasm {name} 8x8 inference of one position: {med:.0} positions/s (min {lo:.0}, max {hi:.0}, 9 runs)");
    }
}
