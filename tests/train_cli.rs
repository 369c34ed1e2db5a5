//! The `train` command line: a short run writes a weights file that `arena` plays; bad input
//! exits 2 with one line.

use std::process::{Command, Output};

fn run(bin: &str, args: &[&str]) -> Output {
    Command::new(bin)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn train(args: &[&str]) -> Output {
    run(env!("CARGO_BIN_EXE_train"), args)
}

fn arena(args: &[&str]) -> Output {
    run(env!("CARGO_BIN_EXE_arena"), args)
}

fn last_json(out: &Output) -> serde_json::Value {
    let stdout = String::from_utf8_lossy(&out.stdout);
    let last = stdout.lines().last().expect("a last line");
    serde_json::from_str(last).unwrap_or_else(|e| panic!("{e}: {last}"))
}

fn temp(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("playground-train-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn a_short_run_writes_a_file_arena_can_play() {
    let file = temp("q.bin");
    let path = file.to_str().unwrap();
    let out = train(&[
        "--game",
        "tictactoe",
        "--learner",
        "qlearning:evalEvery=5000",
        "--episodes",
        "20000",
        "--seed",
        "4",
        "--out",
        path,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = last_json(&out);
    let line = String::from_utf8_lossy(&out.stdout)
        .lines()
        .last()
        .unwrap()
        .to_string();
    let mut at = 0;
    for key in [
        "game",
        "learner",
        "episodes",
        "games",
        "seconds",
        "samplesPerSec",
        "eval",
    ] {
        let found = line[at..].find(&format!("\"{key}\":"));
        at += found.unwrap_or_else(|| panic!("{key} missing or out of order in {line}"));
    }
    assert_eq!(json["episodes"], 20_000);
    assert_eq!(json["learner"], "qlearning:evalEvery=5000");
    assert_eq!(json["eval"]["results"][0]["opponent"], "minimax");
    assert!(json["samplesPerSec"].as_f64().unwrap() > 0.0);
    assert!(String::from_utf8_lossy(&out.stderr).contains("20000 episodes"));

    let agent = format!("qlearning:weights={path}");
    let out = arena(&[
        "--game",
        "tictactoe",
        "--agent",
        &agent,
        "--opponent",
        "minimax",
        "--games",
        "50",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = last_json(&out);
    assert_eq!(report["games"], 50);
    assert_eq!(report["losses"], 0, "{report}");

    // Same seed, same table.
    let again = temp("q2.bin");
    let out = train(&[
        "--game",
        "tictactoe",
        "--learner",
        "qlearning:evalEvery=5000",
        "--episodes",
        "20000",
        "--seed",
        "4",
        "--out",
        again.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let (a, b) = (
        std::fs::read(&file).unwrap(),
        std::fs::read(&again).unwrap(),
    );
    // The header records the training time, so compare the data after it.
    let data = |f: &[u8]| {
        let n = u32::from_le_bytes([f[8], f[9], f[10], f[11]]) as usize;
        f[12 + n..].to_vec()
    };
    assert_eq!(data(&a), data(&b));
}

#[test]
fn bad_input_exits_2_with_one_line() {
    let out_file = temp("never.bin");
    let out = out_file.to_str().unwrap();
    let garbage = temp("garbage.bin");
    std::fs::write(&garbage, b"hello").unwrap();
    let garbage_agent = format!("qlearning:weights={}", garbage.to_str().unwrap());
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--bogus"], "--bogus"),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "qlearning",
                "--out",
                out,
            ],
            "--episodes",
        ),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "deep-q",
                "--episodes",
                "1",
                "--out",
                out,
            ],
            "no learner called 'deep-q'",
        ),
        (
            vec![
                "--game",
                "chess",
                "--learner",
                "qlearning",
                "--episodes",
                "1",
                "--out",
                out,
            ],
            "no game called 'chess'",
        ),
        (
            vec![
                "--game",
                "gomoku",
                "--learner",
                "qlearning",
                "--episodes",
                "1",
                "--out",
                out,
            ],
            "no learner called 'qlearning'",
        ),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "qlearning:epsilon=7",
                "--episodes",
                "1",
                "--out",
                out,
            ],
            "epsilon",
        ),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "qlearning",
                "--episodes",
                "x",
                "--out",
                out,
            ],
            "'x'",
        ),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "qlearning",
                "--episodes",
                "1",
                "--seconds",
                "1",
                "--out",
                out,
            ],
            "cannot be used with",
        ),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "qlearning",
                "--episodes",
                "1",
                "--out",
                out,
                "--record",
                out,
            ],
            "not supported",
        ),
        (
            vec![
                "--game",
                "tictactoe",
                "--learner",
                "qlearning",
                "--episodes",
                "1",
                "--out",
                "/no/such/dir/x.bin",
            ],
            "cannot write --out",
        ),
    ];
    for (args, needle) in cases {
        let o = train(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("train: ") && err.contains(needle),
            "{args:?}: {err}"
        );
        assert!(o.stdout.is_empty());
    }
    for agent in [
        garbage_agent.as_str(),
        "qlearning:weights=/no/such/file.bin",
    ] {
        let o = arena(&["--game", "tictactoe", "--agent", agent]);
        assert_eq!(o.status.code(), Some(2), "{agent}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains("option 'weights'"), "{err}");
    }
}

#[test]
fn help_lists_games_agents_learners_and_options() {
    for bin in [env!("CARGO_BIN_EXE_train"), env!("CARGO_BIN_EXE_arena")] {
        let o = run(bin, &["--help"]);
        assert!(o.status.success());
        let help = String::from_utf8_lossy(&o.stdout);
        for needle in ["tictactoe", "gomoku", "minimax", "qlearning", "weights"] {
            assert!(help.contains(needle), "{bin}: {needle} missing in {help}");
        }
    }
    let help = String::from_utf8_lossy(&train(&["--help"]).stdout).to_string();
    assert!(
        help.contains("epsilon=0.2") && help.contains("learningRate"),
        "{help}"
    );
}

#[test]
fn puyo_neural_trains_and_arena_plays_its_file() {
    let file = temp("puyo.bin");
    let path = file.to_str().unwrap();
    let learner =
        "neural:population=4,gamesPerCandidate=1,trainPairs=20,beam=1,evalGames=1,evalPairs=20";
    let out = train(&[
        "--game",
        "puyo",
        "--learner",
        learner,
        "--episodes",
        "8",
        "--seed",
        "2",
        "--out",
        path,
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let json = last_json(&out);
    assert_eq!(json["episodes"], 8);
    assert_eq!(
        json["eval"]["results"][0]["opponent"],
        "largest chain (median)"
    );
    let agent = format!("neural:weights={path},beam=2");
    let out = arena(&[
        "--game",
        "puyo:maxPairs=20",
        "--agent",
        &agent,
        "--games",
        "1",
        "--seed",
        "1",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(last_json(&out)["meanSteps"], 20.0);
}

#[test]
fn alphazero_records_self_play_as_json_lines_and_arena_plays_its_net() {
    let (file, records) = (temp("az.bin"), temp("az.jsonl"));
    let out = train(&[
        "--game",
        "tictactoe",
        "--learner",
        "alphazero:playouts=10,channels=8,batchSize=16,evalEvery=1000,evalGames=2,evalPlayouts=5",
        "--episodes",
        "3",
        "--out",
        file.to_str().unwrap(),
        "--record",
        records.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(last_json(&out)["games"], 3);
    let text = std::fs::read_to_string(&records).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 3 * 5, "three games of five moves or more");
    for line in lines {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["planes"].as_array().unwrap().len(), 36);
        let probs = v["probabilities"].as_array().unwrap();
        assert_eq!(probs.len(), 9);
        let sum: f64 = probs.iter().map(|p| p.as_f64().unwrap()).sum();
        assert!((sum - 1.0).abs() < 1e-4, "{line}");
        assert!([-1.0, 0.0, 1.0].contains(&v["z"].as_f64().unwrap()));
    }
    let agent = format!("alphazero:weights={},playouts=20", file.to_str().unwrap());
    let out = arena(&[
        "--game",
        "tictactoe",
        "--agent",
        &agent,
        "--opponent",
        "random",
        "--games",
        "2",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(last_json(&out)["games"], 2);
    // The net is for Tic-tac-toe: Gomoku refuses it with exit 2 and a reason.
    let out = arena(&["--game", "gomoku", "--agent", &agent, "--games", "1"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("tictactoe"));
}

/// `--threads 2` with `alphazero`: taken (not lowered), and the same command twice writes the
/// same weights, which differ from one thread's (rounds of two games share a net).
#[test]
fn alphazero_self_play_on_two_threads_is_reproducible() {
    let learner = "alphazero:playouts=10,channels=8,batchSize=16,evalEvery=1000000,evalGames=2,evalPlayouts=5";
    let files = [temp("az-t2a.bin"), temp("az-t2b.bin"), temp("az-t1.bin")];
    let p = |f: &std::path::PathBuf| f.to_str().unwrap().to_string();
    for (file, threads) in files.iter().zip(["2", "2", "1"]) {
        let out = train(&[
            "--game",
            "tictactoe",
            "--learner",
            learner,
            "--seed",
            "4",
            "--episodes",
            "5",
            "--threads",
            threads,
            "--out",
            &p(file),
        ]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(!String::from_utf8_lossy(&out.stderr).contains("lowered"));
    }
    let tensors =
        |f: &std::path::PathBuf| playground::weights::WeightsFile::read(f).unwrap().tensors;
    assert!(
        tensors(&files[0]) == tensors(&files[1]),
        "two threads, other weights"
    );
    assert!(tensors(&files[0]) != tensors(&files[2]));
}

/// `--checkpoint` then `--resume` in a second run: the second run starts where the first
/// stopped and its weights equal those of one run of the same length.
#[test]
fn a_run_resumed_from_its_checkpoint_ends_as_one_long_run() {
    let learner = "alphazero:playouts=10,channels=8,batchSize=16,evalEvery=1000000,evalGames=2,evalPlayouts=5";
    let (check, first, second, whole) = (
        temp("az.ckpt"),
        temp("az1.bin"),
        temp("az2.bin"),
        temp("az-whole.bin"),
    );
    let p = |f: &std::path::PathBuf| f.to_str().unwrap().to_string();
    let base = ["--game", "tictactoe", "--learner", learner, "--seed", "3"];
    let args = |extra: &[&str]| {
        base.iter()
            .copied()
            .chain(extra.iter().copied())
            .map(String::from)
            .collect::<Vec<_>>()
    };
    let go = |a: Vec<String>| train(&a.iter().map(String::as_str).collect::<Vec<_>>());
    let out = go(args(&[
        "--episodes",
        "3",
        "--out",
        &p(&first),
        "--checkpoint",
        &p(&check),
    ]));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = go(args(&[
        "--episodes",
        "6",
        "--out",
        &p(&second),
        "--resume",
        &p(&check),
    ]));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stderr).contains("resumed from"));
    assert_eq!(last_json(&out)["episodes"], 6);
    let out = go(args(&["--episodes", "6", "--out", &p(&whole)]));
    assert!(out.status.success());
    let tensors =
        |f: &std::path::PathBuf| playground::weights::WeightsFile::read(f).unwrap().tensors;
    assert!(
        tensors(&second) == tensors(&whole),
        "the resumed run's weights differ"
    );
    // Another learner's options cannot go on from it: exit 2 and one line.
    let other = "alphazero:playouts=12,channels=8,batchSize=16,evalEvery=1000000,evalGames=2,evalPlayouts=5";
    let out = train(&[
        "--game",
        "tictactoe",
        "--learner",
        other,
        "--seed",
        "3",
        "--episodes",
        "4",
        "--out",
        &p(&second),
        "--resume",
        &p(&check),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("same options"));
    // A learner without checkpoints says so before training.
    let out = train(&[
        "--game",
        "tictactoe",
        "--learner",
        "qlearning",
        "--episodes",
        "4",
        "--out",
        &p(&second),
        "--checkpoint",
        &p(&check),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not supported"));
}
