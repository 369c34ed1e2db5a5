//! Same seed, same weights, natively and in WebAssembly: each learner trains a few episodes from a
//! fixed seed and the fingerprint of its saved weights file must be the one written here, on
//! both targets (`cargo test --test same_weights`; in Chromium through scripts/test_wasm.sh).
//! A learner whose training changes on purpose updates its fingerprint here, once for both.

use playground::learn::Budget;
use playground::registry::make_learner;
use playground::weights::{TensorData, WeightsFile};
use playground::Options;

#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

/// FNV-1a over the tensors' values (the header's training summary holds seconds, which vary):
/// a fingerprint that is the same on every target.
fn fingerprint(file: &[u8]) -> u64 {
    let file = WeightsFile::from_bytes(file).unwrap();
    let mut bytes = Vec::new();
    for t in &file.tensors {
        match &t.data {
            TensorData::Float(v) => v
                .iter()
                .for_each(|x| bytes.extend(x.to_bits().to_le_bytes())),
            TensorData::Int(v) => v.iter().for_each(|x| bytes.extend(x.to_le_bytes())),
        }
    }
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// `pairs` as options.
fn options(pairs: &[(&str, &str)]) -> Options {
    let mut o = Options::new();
    for (k, v) in pairs {
        o.insert(k, v);
    }
    o
}

/// The fingerprint of the weights `learner` saves after `episodes` episodes on `game`.
fn trained(
    game: &str,
    board: &[(&str, &str)],
    learner: &str,
    opts: &[(&str, &str)],
    episodes: u64,
) -> u64 {
    let mut l = make_learner(game, options(board), learner, options(opts)).unwrap();
    l.train(Budget::episodes(episodes)).unwrap();
    fingerprint(&l.save())
}

/// The fingerprint of a small AlphaZero trained 6 games on Tic-tac-toe with self-play `search`.
fn alphazero(search: &str) -> u64 {
    let opts = [
        ("seed", "3"),
        ("search", search),
        ("playouts", "12"),
        ("considered", "4"),
        ("channels", "8"),
        ("layers", "2"),
        ("learningRate", "0.002"),
        ("warmup", "4"),
        ("batchSize", "16"),
        ("stepsPerGame", "2"),
        ("buffer", "1000"),
        ("sampleMoves", "4"),
        ("noise", "0.25"),
        ("evalEvery", "1000000"),
        ("evalGames", "2"),
        ("evalPlayouts", "5"),
    ];
    trained("tictactoe", &[], "alphazero", &opts, 6)
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn alphazero_trains_the_same_weights_on_every_target() {
    assert_eq!(alphazero("gumbel"), 6272124411559477887);
    assert_eq!(alphazero("puct"), 4222192725556123697);
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn qlearning_trains_the_same_table_on_every_target() {
    assert_eq!(
        trained(
            "tictactoe",
            &[],
            "qlearning",
            &[("seed", "3"), ("evalEvery", "1000000")],
            300
        ),
        12674285785428860100
    );
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen_test)]
#[cfg_attr(not(target_arch = "wasm32"), test)]
fn puyo_neural_trains_the_same_weights_on_every_target() {
    let opts = [
        ("seed", "3"),
        ("population", "4"),
        ("elite", "0.5"),
        ("gamesPerCandidate", "1"),
        ("trainPairs", "20"),
        ("beam", "1"),
        ("initialStd", "2"),
        ("noise", "0.1"),
        ("evalEvery", "1000000"),
        ("evalGames", "1"),
        ("evalPairs", "10"),
    ];
    assert_eq!(trained("puyo", &[], "neural", &opts, 8), 250695900744877050);
}
