//! The packed matrix product (`playground::nn::packed_gemm`, the one the browser build uses)
//! against the `matrixmultiply` crate, for shapes on every block edge and every transpose. In
//! WebAssembly (headless Chromium, through scripts/test_wasm.sh) the two add the same products
//! in the same order without fused multiply-adds, so they must agree bit for bit: that keeps
//! the browser's training on the weights the native build trains. Natively `matrixmultiply`
//! fuses, so they agree to rounding.

use playground::nn::{matrixmultiply_sgemm, packed_gemm};
use playground::rng::Rng;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn packed_product_agrees_with_matrixmultiply() {
    let mut rng = Rng::new(11);
    let mut random = |len: usize| -> Vec<f32> {
        (0..len)
            .map(|_| rng.next_f64() as f32 * 2.0 - 1.0)
            .collect()
    };
    let shapes = [
        (1, 1, 1),
        (4, 8, 8),
        (7, 13, 29),
        (32, 36, 288),
        (32, 288, 512),
        (65, 600, 70),
        (128, 576, 520),
    ];
    for &(m, k, n) in &shapes {
        for (ta, tb) in [(false, false), (true, false), (false, true), (true, true)] {
            for beta in [0.0, 1.0] {
                let a = random(m * k);
                let b = random(k * n);
                let c0 = random(m * n);
                let mut expected = c0.clone();
                matrixmultiply_sgemm(m, k, n, 1.0, &a, ta, &b, tb, beta, &mut expected);
                let mut c = c0.clone();
                packed_gemm::sgemm(
                    m,
                    k,
                    n,
                    1.0,
                    &a,
                    ta,
                    &b,
                    tb,
                    beta,
                    &mut c,
                    packed_gemm::KERNEL,
                );
                let worst = c
                    .iter()
                    .zip(&expected)
                    .map(|(x, y)| (x - y).abs())
                    .fold(0.0f32, f32::max);
                let allowed = if cfg!(target_arch = "wasm32") {
                    0.0
                } else {
                    1e-4 * k as f32
                };
                assert!(
                    worst <= allowed,
                    "{m}x{k}x{n} ta={ta} tb={tb} beta={beta}: off by {worst}"
                );
            }
        }
    }
}
