use super::*;
use crate::games::minesweeper::FirstClick;
use crate::learn::Budget;
use crate::record::Value;
use crate::weights::{WeightsError, WeightsFile};

fn beginner() -> Minesweeper {
    Minesweeper::new(9, 9, 10, FirstClick::Safe).unwrap()
}

fn learner(options: &str) -> MinesweeperNeural {
    MinesweeperNeural::from_options(beginner(), Options::parse(options).unwrap()).unwrap()
}

/// The cells seed 003's rules 1 and 2 prove safe, applied until nothing changes.
fn rules_safe(view: &[i8], rows: usize, cols: usize) -> Vec<bool> {
    let n = rows * cols;
    let (mut mine, mut safe) = (vec![false; n], vec![false; n]);
    let around = |c: usize| {
        let (r, k) = (c / cols, c % cols);
        let mut v = Vec::new();
        for rr in r.saturating_sub(1)..=(r + 1).min(rows - 1) {
            for kk in k.saturating_sub(1)..=(k + 1).min(cols - 1) {
                if rr * cols + kk != c {
                    v.push(rr * cols + kk);
                }
            }
        }
        v
    };
    let mut changed = true;
    while changed {
        changed = false;
        for c in (0..n).filter(|&c| (0..=8).contains(&view[c])) {
            let nb = around(c);
            let unknown: Vec<usize> = nb
                .iter()
                .copied()
                .filter(|&d| view[d] == HIDDEN && !mine[d] && !safe[d])
                .collect();
            let known = nb.iter().filter(|&&d| mine[d]).count() as i8;
            let left = view[c] - known;
            if unknown.is_empty() {
                continue;
            }
            if left == 0 {
                unknown.iter().for_each(|&d| safe[d] = true);
                changed = true;
            } else if left as usize == unknown.len() {
                unknown.iter().for_each(|&d| mine[d] = true);
                changed = true;
            }
        }
    }
    safe
}

/// Diagnostic (not a check): trains `NEURAL_EPISODES` games (`NEURAL_WEIGHTS=shipped`: the
/// shipped net instead), then compares the net's picks with the exact probabilities over
/// `NEURAL_GAMES` games of `NEURAL_BOARD` (`rows,cols,mines`, default beginner).
/// `cargo test --release --lib neural_diagnostic -- --ignored --nocapture`
/// `NEURAL_ORACLE=safe` makes the exact engine open a certainly safe cell whenever there is one
/// (the net decides the rest), `NEURAL_ORACLE=guess` also makes every guess one of the least
/// likely cells: bounds on what better reading or better guessing would win.
#[test]
#[ignore]
fn neural_diagnostic() {
    let env = |k: &str| std::env::var(k).ok();
    let episodes: u64 = env("NEURAL_EPISODES")
        .and_then(|v| v.parse().ok())
        .unwrap_or(5000);
    let games: u64 = env("NEURAL_GAMES")
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let board: Vec<usize> = env("NEURAL_BOARD")
        .unwrap_or("9,9,10".into())
        .split(',')
        .map(|v| v.parse().unwrap())
        .collect();
    let (rows, cols, mines) = (board[0], board[1], board[2]);
    let net = if env("NEURAL_WEIGHTS").as_deref() == Some("shipped") {
        SafetyNet::from_bytes(crate::shipped::bytes(crate::shipped::MINESWEEPER_NEURAL).unwrap())
            .unwrap()
    } else if let Some(path) = env("NEURAL_WEIGHTS") {
        SafetyNet::from_file(&WeightsFile::read(std::path::Path::new(&path)).unwrap()).unwrap()
    } else {
        let mut l = learner(&env("NEURAL_OPTIONS").unwrap_or_default());
        l.train(Budget::episodes(episodes)).unwrap();
        l.net().clone()
    };
    let mut engine = crate::games::minesweeper::probability::Engine::default();
    let mut rng = Rng::new(5);
    let (mut moves, mut missed_safe, mut risky, mut wins, mut err, mut errn) =
        (0, 0, 0.0, 0, 0.0, 0);
    let mut missed_rules = 0;
    let (mut certain_mine, mut guesses, mut guess_excess, mut net_sure_wrong) = (0, 0, 0.0, 0);
    let mut first = std::collections::BTreeMap::new();
    for g in 0..games {
        let mut game = Minesweeper::new(rows, cols, mines, FirstClick::Safe).unwrap();
        game.reset(1000 + g);
        while !game.is_terminal() {
            let c = NeuralAgent::decide(&net, &game, &mut rng);
            let mut best = c.best.unwrap();
            if let (Some(oracle), true) = (env("NEURAL_ORACLE"), game.is_started()) {
                best = oracle_move(&mut engine, &game, &c.probabilities, &oracle).unwrap_or(best);
            }
            if game.is_started() {
                let a = engine.analyse(game.view(), rows, cols, mines);
                let hidden: Vec<usize> = (0..rows * cols)
                    .filter(|&i| game.view()[i] == HIDDEN)
                    .collect();
                let any_safe = hidden.iter().any(|&i| a.probabilities[i] == 0.0);
                let lowest = hidden
                    .iter()
                    .map(|&i| a.probabilities[i])
                    .fold(1.0, f64::min);
                moves += 1;
                if any_safe && a.probabilities[best] > 0.0 {
                    missed_safe += 1;
                    if rules_safe(game.view(), rows, cols).iter().any(|&s| s) {
                        missed_rules += 1;
                    }
                    risky += a.probabilities[best];
                }
                if !any_safe {
                    guesses += 1;
                    guess_excess += a.probabilities[best] - lowest;
                }
                if a.probabilities[best] >= 1.0 {
                    certain_mine += 1;
                }
                for &i in &hidden {
                    err += (a.probabilities[i] - c.probabilities[i]).abs();
                    errn += 1;
                    let exact = a.probabilities[i];
                    if (c.probabilities[i] <= 0.03 && exact >= 0.5)
                        || (c.probabilities[i] >= 0.97 && exact <= 0.5)
                    {
                        net_sure_wrong += 1;
                    }
                }
            } else {
                *first.entry(best).or_insert(0) += 1;
            }
            game.apply(best).unwrap();
        }
        wins += usize::from(game.is_won());
    }
    eprintln!(
        "wins {wins}/{games}, moves {moves}, missed safe {missed_safe} (mean exact p {:.3}; rules 1-2 had one in {missed_rules}), \
         opened certain mines {certain_mine}, guesses {guesses} (mean excess over the best {:.4}), \
         net sure but wrong {net_sure_wrong}, mean |net - exact| {:.4}, first clicks {first:?}",
        risky / f64::from(missed_safe.max(1)),
        guess_excess / f64::from(guesses.max(1)),
        err / f64::from(errn)
    );
}

#[test]
fn same_seed_same_weights_and_another_seed_differs() {
    let mut a = learner("seed=3,evalGames=4,evalEvery=5");
    let mut b = learner("seed=3,evalGames=4,evalEvery=5");
    let mut c = learner("seed=4,evalGames=4,evalEvery=5");
    // Sliced differently: 3 + 4 games against 7.
    a.train(Budget::episodes(3)).unwrap();
    a.train(Budget::episodes(4)).unwrap();
    b.train(Budget::episodes(7)).unwrap();
    c.train(Budget::episodes(7)).unwrap();
    assert_eq!(a.net(), b.net());
    let tensors = |l: &MinesweeperNeural| WeightsFile::from_bytes(&l.save()).unwrap().tensors;
    assert_eq!(tensors(&a), tensors(&b));
    assert_ne!(a.net(), c.net());
    assert_eq!(a.progress().episodes, 7);
    assert_eq!(a.progress().curve.len(), 2, "{:?}", a.progress().curve);
}

/// A learner with `options` (300 evaluation games), its wins before and after 1,500 games.
fn wins_before_and_after_training(options: &str) -> (MinesweeperNeural, usize, usize) {
    let mut l = learner(&format!("{options},evalGames=300,evalEvery=100000"));
    let before = l.evaluate().unwrap().results[0].wins;
    l.train(Budget::episodes(1500)).unwrap();
    let after = l.evaluate().unwrap().results[0].wins;
    (l, before, after)
}

#[test]
fn learner_improves_over_its_untrained_self() {
    let (_, before, after) = wins_before_and_after_training("seed=1");
    assert!(after >= before + 30, "wins {before} -> {after} of 300");
}

#[test]
fn reward_target_learns_too() {
    let (_, before, after) = wins_before_and_after_training("seed=2,target=reward");
    assert!(after > before + 15, "wins {before} -> {after} of 300");
}

#[test]
fn exact_target_learns_too_from_soft_labels() {
    let (l, before, after) = wins_before_and_after_training("seed=2,target=exact");
    assert!(after >= before + 30, "wins {before} -> {after} of 300");
    // The labels are the teacher's chances, not only 0 and 1: some cells are guesses.
    assert!(l.buffer.iter().all(|s| (0.0..=1.0).contains(&s.mine)));
    assert!(l.buffer.iter().any(|s| s.mine > 0.05 && s.mine < 0.95));
    assert!(l.buffer.iter().any(|s| s.mine == 0.0));
}

/// The oracle's move of the diagnostic (`oracle`: "safe" or "guess"), or `None` to keep the net's.
fn oracle_move(
    engine: &mut crate::games::minesweeper::probability::Engine,
    game: &Minesweeper,
    net: &[f64],
    oracle: &str,
) -> Option<usize> {
    let a = engine.analyse(game.view(), game.rows(), game.cols(), game.mines());
    let hidden: Vec<usize> = (0..a.probabilities.len())
        .filter(|&i| game.view()[i] == HIDDEN)
        .collect();
    if let Some(&safe) = hidden.iter().find(|&&i| a.probabilities[i] == 0.0) {
        return Some(safe);
    }
    if oracle != "guess" {
        return None;
    }
    let lowest = hidden
        .iter()
        .map(|&i| a.probabilities[i])
        .fold(1.0, f64::min);
    // Among the least likely cells, the one the net rates safest.
    hidden
        .into_iter()
        .filter(|&i| a.probabilities[i] <= lowest + 1e-9)
        .min_by(|&x, &y| net[x].total_cmp(&net[y]))
}

/// Two beginner games with the same visible board but mines elsewhere under the hidden cells:
/// a game a few moves in, and a copy with its mines re-drawn among the layouts that fit the view.
fn same_view_other_mines() -> (Minesweeper, Minesweeper) {
    let mut a = beginner();
    a.reset(11);
    a.apply(0).unwrap();
    let b = (0..100)
        .map(|s| a.determinized(s))
        .find(|b| {
            // Some hidden cell is a mine in one game and safe in the other.
            (0..81).filter(|&c| a.view()[c] == HIDDEN).any(|c| {
                let (mut x, mut y) = (a.clone(), b.clone());
                (x.apply(c).unwrap() < 0.0) != (y.apply(c).unwrap() < 0.0)
            })
        })
        .expect("a re-drawn layout that differs");
    (a, b)
}

#[test]
fn the_net_never_sees_hidden_cells() {
    let (a, b) = same_view_other_mines();
    assert_eq!(a.view(), b.view(), "the test needs equal views");
    let net =
        SafetyNet::from_bytes(crate::shipped::bytes(crate::shipped::MINESWEEPER_NEURAL).unwrap())
            .unwrap();
    let pa = net.probabilities(a.view(), 9, 9, 10);
    let pb = net.probabilities(b.view(), 9, 9, 10);
    assert_eq!(pa, pb);
    assert!(pa.iter().any(|&p| p > 0.0 && p < 1.0));
    assert!(
        a.view().iter().filter(|&&v| v == HIDDEN).count() < 80,
        "something was revealed"
    );
    let mut agent_a = NeuralAgent::new(Arc::new(net.clone()), 7);
    let mut agent_b = NeuralAgent::new(Arc::new(net), 7);
    let ea = agent_a.explain(&a).unwrap().unwrap();
    let eb = agent_b.explain(&b).unwrap().unwrap();
    assert_eq!(format!("{ea:?}"), format!("{eb:?}"));
    assert_eq!(agent_a.act(&a).unwrap(), agent_b.act(&b).unwrap());
}

#[test]
fn explain_has_the_solvers_overlay_shape() {
    let (a, _) = same_view_other_mines();
    let mut agent = NeuralAgent::from_options(Options::new()).unwrap();
    let e = agent.explain(&a).unwrap().unwrap();
    let Some(Value::F64s(probs)) = e.get("probabilities") else {
        panic!("no probabilities: {e:?}")
    };
    assert_eq!(probs.len(), 81);
    assert!(probs.iter().any(|&p| p > 0.0 && p < 1.0));
    for (cell, &p) in probs.iter().enumerate() {
        if a.view()[cell] == HIDDEN {
            assert!((0.0..=1.0).contains(&p), "cell {cell}: {p}");
        } else {
            assert_eq!(p, 0.0, "revealed cell {cell}");
        }
    }
    let best = e.number("best").unwrap() as usize;
    assert_eq!(a.view()[best], HIDDEN);
    let Some(Value::Text(why)) = e.get("why") else {
        panic!("no why: {e:?}")
    };
    assert!(why.contains("safest"), "{why}");
    assert_eq!(agent.act(&a).unwrap(), best);
    // The reason's kind and number, for the page's languages.
    assert!(matches!(e.get("whyKind"), Some(Value::Text(k)) if k == "netSafest"));
    assert_eq!(e.number("whySafety"), Some(1.0 - probs[best]));
    // Beside the net's chances, the solver's exact ones for the same view.
    let Some(Value::F64s(exact)) = e.get("exact") else {
        panic!("no exact: {e:?}")
    };
    let solver =
        crate::games::minesweeper::probability::Engine::default().analyse(a.view(), 9, 9, 10);
    assert_eq!(exact, &solver.probabilities);
    assert_ne!(exact, probs, "the net's chances are its own");
}

#[test]
fn weights_round_trip_and_wrong_files_are_refused() {
    let mut l = learner("seed=5,evalGames=2");
    l.train(Budget::episodes(20)).unwrap();
    let bytes = l.save();
    let net = SafetyNet::from_bytes(&bytes).unwrap();
    // f16 on disk: the same net up to rounding, and the same again after another round trip.
    let (game, _) = same_view_other_mines();
    let p_saved = net.probabilities(game.view(), 9, 9, 10);
    let p_live = l.net().probabilities(game.view(), 9, 9, 10);
    for (s, l) in p_saved.iter().zip(&p_live) {
        assert!((s - l).abs() < 0.01, "{s} vs {l}");
    }
    let mut file = WeightsFile::from_bytes(&bytes).unwrap();
    assert_eq!(
        SafetyNet::from_bytes(&file.to_bytes()).unwrap(),
        net,
        "a second round trip changes nothing"
    );
    // Played by the agent through its `weights` option.
    let mut agent = NeuralAgent::from_options(Options::new()).unwrap();
    let _ = agent.act(&game).unwrap();
    let mut opts = Options::new();
    opts.insert_bytes("weights", bytes.clone());
    assert!(NeuralAgent::from_options(opts).is_ok());
    // Another game's file.
    file.game = "tictactoe".into();
    assert!(matches!(
        SafetyNet::from_file(&file),
        Err(WeightsError::WrongGame { .. })
    ));
    let mut opts = Options::new();
    opts.insert_bytes("weights", file.to_bytes());
    let e = NeuralAgent::from_options(opts).unwrap_err().to_string();
    assert!(e.contains("tictactoe"), "{e}");
    // The Q-learning table is refused.
    let mut opts = Options::new();
    opts.insert_bytes(
        "weights",
        crate::shipped::bytes(crate::shipped::TICTACTOE_QLEARNING)
            .unwrap()
            .to_vec(),
    );
    assert!(NeuralAgent::from_options(opts).is_err());
    // Another architecture.
    let mut file = WeightsFile::from_bytes(&bytes).unwrap();
    file.architecture = net::architecture(7, 24, net::SURE);
    assert!(SafetyNet::from_file(&file).is_err());
    // A first-version file (one-hot codes only) says what it is.
    let mut file = WeightsFile::from_bytes(&bytes).unwrap();
    file.architecture = serde_json::json!({"net": "window-mlp", "window": 5, "codes": 13, "hidden": 32, "density": true, "passes": 3, "sure": 0.97});
    let e = SafetyNet::from_file(&file).unwrap_err().to_string();
    assert!(e.contains("first-version"), "{e}");
    // Garbage.
    let mut opts = Options::new();
    opts.insert_bytes("weights", vec![1, 2, 3]);
    assert!(NeuralAgent::from_options(opts).is_err());
}

#[test]
fn plays_every_size_and_options_are_checked() {
    let mut agent = NeuralAgent::from_options(Options::new().with("seed", "3")).unwrap();
    for (rows, cols, mines) in [(16, 16, 40), (16, 30, 99), (2, 3, 1)] {
        let mut game = Minesweeper::new(rows, cols, mines, FirstClick::Safe).unwrap();
        game.reset(9);
        let mut moves = 0;
        while !game.is_terminal() {
            let a = agent.act(&game).unwrap();
            game.apply(a).unwrap();
            moves += 1;
        }
        assert!(moves >= 1);
        assert!(agent.act(&game).is_err(), "no move once the game is over");
    }
    assert!(Params::from_options(Options::parse("window=4").unwrap()).is_err());
    assert!(Params::from_options(Options::parse("target=peek").unwrap()).is_err());
    assert!(Params::from_options(Options::parse("colour=red").unwrap()).is_err());
    assert!(NeuralAgent::from_options(Options::parse("weights=/no/such/file").unwrap()).is_err());
}

#[test]
fn counts_and_pairs_read_the_board_as_a_player_does() {
    use net::{board_features, CELL_BYTES, HIDDEN_CODE as H, MINE_MARK as M, NO_COUNT as N};
    // 3 x 4, hidden top row; below it a 1 and a 1 against the left wall, then a 2 and a 0:
    //   H H H H
    //   1 1 2 0   (the features come from the codes alone, consistent or not)
    //   0 0 0 0
    let board = [H, H, H, H, 1, 1, 2, 0, 0, 0, 0, 0];
    let f = board_features(&board, 3, 4);
    let at = |cell: usize| &f[cell * CELL_BYTES..][..CELL_BYTES];
    // The left 1: left 1, 2 hidden neighbours so slack 1; it is a number: no pair counts.
    assert_eq!(at(4), [1, 1, 1, N, N]);
    // The middle 1 sees 3 hidden cells: slack 2.
    assert_eq!(at(5), [1, 1, 2, N, N]);
    // The 1-1 against the wall: the third hidden cell is safe (pairSafe 0).
    assert_eq!(at(2)[3], 0);
    // A hidden cell is its code and no counts; the 2 next to a marked mine has 1 left.
    assert_eq!(at(0)[..3], [H, N, N]);
    let marked = [M, H, H, H, 1, 1, 2, 0, 0, 0, 0, 0];
    let f = board_features(&marked, 3, 4);
    assert_eq!(
        f[4 * CELL_BYTES + 1],
        0,
        "the marked mine satisfies the left 1"
    );
}

#[test]
fn a_net_marks_at_the_threshold_its_file_records() {
    let mut l = learner("seed=3,evalGames=2");
    l.train(Budget::episodes(10)).unwrap();
    let bytes = l.save();
    assert_eq!(SafetyNet::from_bytes(&bytes).unwrap().sure(), net::SURE);
    // A file written with another threshold (the nets before 0.995 marked at 0.99) plays at its own.
    let mut file = WeightsFile::from_bytes(&bytes).unwrap();
    file.architecture["sure"] = serde_json::json!(0.99f32);
    let older = SafetyNet::from_file(&file).unwrap();
    assert!((older.sure() - 0.99).abs() < 1e-6);
    let (game, _) = same_view_other_mines();
    // Marking at a lower threshold marks at least as much, so it never runs fewer passes.
    let eager = older.clone().with_sure(0.9);
    let strict = older.with_sure(0.9999);
    let marks = |net: &SafetyNet| net.passes(game.view(), 9, 9, 10).1.len();
    assert!(marks(&eager) >= marks(&strict));
    assert_eq!(strict.sure(), 0.9999);
    // A threshold out of range is refused with a message that names it.
    for bad in [serde_json::json!(0.5), serde_json::json!("high")] {
        file.architecture["sure"] = bad;
        let e = SafetyNet::from_file(&file).unwrap_err().to_string();
        assert!(e.contains("`sure`"), "{e}");
    }
}
