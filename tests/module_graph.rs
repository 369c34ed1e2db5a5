//! No import circles among the crate's modules: runs `scripts/module_graph.py --rust-only` (see
//! its header for what counts as a circle) and fails with its report if it finds one, or if
//! `python3` cannot be run at all.

use std::process::Command;

#[test]
fn the_modules_import_no_circles() {
    let root = env!("CARGO_MANIFEST_DIR");
    let script = format!("{root}/scripts/module_graph.py");
    let out = Command::new("python3")
        .arg(&script)
        .arg("--rust-only")
        .current_dir(root)
        .output()
        .unwrap_or_else(|e| {
            panic!("python3 is needed to check the module graph ({script}) and could not run: {e}")
        });
    let report = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.status.success(),
        "scripts/module_graph.py --rust-only found import circles (or failed), {}:\n{report}",
        out.status
    );
    assert!(
        report.contains("no cycles"),
        "the checker said nothing about cycles:\n{report}"
    );
}
