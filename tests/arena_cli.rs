//! The `arena` command line: its last line is one JSON object; bad input exits non-zero with one line.

use std::process::Command;

fn arena(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_arena"))
        .args(args)
        .output()
        .expect("the arena binary runs")
}

#[test]
fn plays_and_prints_json_as_last_line() {
    let out = arena(&[
        "--game",
        "tictactoe",
        "--agent",
        "random:seed=3",
        "--games",
        "20",
        "--seed",
        "5",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let last = stdout.lines().last().unwrap();
    assert!(last.starts_with("{\"game\":\"tictactoe\",\"agent\":\"random:seed=3\",\"opponent\":\"random\",\"games\":20,"), "{last}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("20/20 games"));
}

#[test]
fn same_seed_same_result() {
    let play = || {
        arena(&[
            "--game",
            "tictactoe",
            "--agent",
            "random",
            "--games",
            "30",
            "--seed",
            "9",
        ])
    };
    let (a, b) = (play(), play());
    let wins = |o: &std::process::Output| {
        let s = String::from_utf8_lossy(&o.stdout).to_string();
        let i = s.find("\"wins\"").unwrap();
        s[i..i + 30]
            .split(',')
            .take(3)
            .collect::<Vec<_>>()
            .join(",")
    };
    assert_eq!(wins(&a), wins(&b));
}

#[test]
fn bad_input_exits_non_zero_with_one_line_reason() {
    for args in [
        vec!["--game", "chess", "--agent", "random"],
        vec!["--game", "tictactoe", "--agent", "alphago"],
        vec!["--game", "tictactoe", "--agent", "random:speed=9"],
        vec!["--game", "tictactoe"],
        vec![
            "--game",
            "tictactoe",
            "--agent",
            "random",
            "--games",
            "many",
        ],
        vec!["--bogus"],
    ] {
        let out = arena(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("arena: "), "{err}");
        assert!(out.stdout.is_empty());
    }
}
