//! Connect Four's rules against Kaggle's own ConnectX: 100 seeded random games our engine played
//! are replayed through kaggle-environments by `scripts/connect4_vs_kaggle.py`, which must agree
//! on every game's end (the move and the winner). Skips, saying so, when the venv
//! `target/kaggle-venv` (or `$KAGGLE_PYTHON`) is missing; make it with
//! `bash -c 'source scripts/lib.sh && ensure_kaggle_venv'` (what the suite runs).
#![cfg(not(target_arch = "wasm32"))]

use playground::games::connect4::random_games::random_games;
use std::path::PathBuf;
use std::process::Command;

#[test]
fn random_games_end_as_kaggles_connectx_says() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let python = std::env::var_os("KAGGLE_PYTHON")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target/kaggle-venv/bin/python"));
    if !python.exists() {
        eprintln!(
            "skipped: no kaggle-environments venv at {} (see this test's doc)",
            python.display()
        );
        return;
    }
    let file = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("connect4-games.json");
    std::fs::write(&file, random_games(100, 2026).to_string()).unwrap();
    let out = Command::new(&python)
        .arg(root.join("scripts/connect4_vs_kaggle.py"))
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    eprintln!("{said}{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{said}");
    assert!(said.contains("100/100 games agree"), "{said}");
}
