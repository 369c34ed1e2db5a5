//! Every WebAssembly test as one test binary, run in headless Chromium by `scripts/test_wasm.sh`:
//! the browser door (`wasm_door.rs`), the learning door (`wasm_learn.rs`), the same weights on
//! every target (`same_weights.rs`) and the packed matrix product (`wasm_gemm.rs`). One binary is
//! one link, one wasm-bindgen pass and one browser session instead of four (the suite's CPU time:
//! docs/testing.md). Natively this file is empty: `same_weights.rs` and `wasm_gemm.rs` also run
//! as their own native tests in `cargo test`.
#![cfg(target_arch = "wasm32")]

#[path = "same_weights.rs"]
mod same_weights;
#[path = "wasm_door.rs"]
mod wasm_door;
#[path = "wasm_gemm.rs"]
mod wasm_gemm;
#[path = "wasm_learn.rs"]
mod wasm_learn;
