//! Tests of both MCTS agents on Gomoku: tactics, legality, the tactic suite, and the strength
//! match (ignored: run it with `cargo test --release mcts_strength -- --ignored --nocapture`).

use super::*;
use crate::agents::random::RandomAgent;
use crate::agents::Agent;
use crate::game::{Action, Game};
use crate::games::gomoku::Gomoku;
use crate::rng::Rng;

fn board(w: usize, h: usize, n: usize, moves: &[usize]) -> Gomoku {
    let mut g = Gomoku::new(w, h, n).unwrap();
    for &m in moves {
        g.apply(m).unwrap_or_else(|e| panic!("move {m}: {e}"));
    }
    g
}

/// Plays `a` against `b` (`a` first when `a_first`); returns the winner as 0 = a, 1 = b.
fn duel(
    game: Gomoku,
    a: &mut dyn Agent<Gomoku>,
    b: &mut dyn Agent<Gomoku>,
    a_first: bool,
) -> Option<usize> {
    let game = super::tests::play_out(game, a, b, a_first);
    if std::env::var("MCTS_SHOW").is_ok() && game.winner().is_none_or(|w| (w == 0) != a_first) {
        eprintln!("a first: {a_first}\n{}", game.render());
    }
    game.winner()
        .map(|w| if (w == 0) == a_first { 0 } else { 1 })
}

/// Plays `games` games on `side`x`side`/5 between agents made per game by `make_a` and `make_b`
/// (seeded by the game number), colours alternating; returns `a`'s (wins, draws, losses).
fn series<A: Agent<Gomoku>, B: Agent<Gomoku>>(
    side: usize,
    games: usize,
    mut make_a: impl FnMut(u64) -> A,
    mut make_b: impl FnMut(u64) -> B,
) -> (usize, usize, usize) {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for g in 0..games as u64 {
        let (mut a, mut b) = (make_a(g), make_b(1000 + g));
        let a_first = g % 2 == 0;
        match duel(Gomoku::new(side, side, 5).unwrap(), &mut a, &mut b, a_first) {
            Some(0) => wins += 1,
            Some(_) => {
                losses += 1;
                eprintln!("game {g}: lost (first: {a_first})");
            }
            None => draws += 1,
        }
    }
    (wins, draws, losses)
}

/// Cells where `player` would complete a line now.
fn win_cells(g: &Gomoku, player: usize) -> Vec<Action> {
    (0..g.cells())
        .filter(|&c| g.is_empty(c) && g.would_win(c, player))
        .collect()
}

/// Whether a stone of `player` on `cell`, with an extra stone of `player` on `extra`, makes a
/// line of `nInRow` (brute force over the four directions).
fn wins_with(g: &Gomoku, extra: usize, cell: usize, player: usize) -> bool {
    let (w, h) = (g.width() as isize, g.height() as isize);
    let code = player as u8 + 1;
    let mine = |r: isize, c: isize| {
        (0..h).contains(&r) && (0..w).contains(&c) && {
            let x = (r * w + c) as usize;
            x == extra || x == cell || g.stone(x) == code
        }
    };
    let (r, c) = (cell as isize / w, cell as isize % w);
    [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dr, dc)| {
        let mut run = 1;
        for s in [1, -1] {
            let mut k = 1;
            while mine(r + s * k * dr, c + s * k * dc) {
                run += 1;
                k += 1;
            }
        }
        run >= g.n_in_row() as isize
    })
}

/// Whether `player` has a move that gives two distinct win cells (an open four or double four).
fn has_double_threat(g: &Gomoku, player: usize) -> bool {
    let empty: Vec<usize> = (0..g.cells()).filter(|&c| g.is_empty(c)).collect();
    empty.iter().any(|&m| {
        empty
            .iter()
            .filter(|&&d| d != m && wins_with(g, m, d, player))
            .count()
            >= 2
    })
}

/// One position of the tactic suite and the moves that pass it.
struct Tactic {
    game: Gomoku,
    kind: &'static str,
    good: Vec<Action>,
}

/// Tactic positions taken from random games on 8x8/5: the mover can win at once ("win"); the
/// opponent has exactly one win cell and the mover none ("block four"); or nobody has a win cell
/// and the opponent has an open-four point while the mover has none ("block three": a good move
/// leaves the opponent no reply making two win cells, unless the mover then wins first).
fn tactic_suite(per_kind: usize) -> Vec<Tactic> {
    let mut suite = Vec::new();
    let mut counts = [0usize; 3];
    let mut rng = Rng::new(2024);
    let mut seed = 0;
    while counts.iter().any(|&c| c < per_kind) && seed < 20_000 {
        seed += 1;
        let mut g = Gomoku::new(8, 8, 5).unwrap();
        // Random but clustered play, so threats arise often.
        while !g.is_terminal() {
            let me = g.current_player().unwrap();
            let them = 1 - me;
            let mine = win_cells(&g, me);
            let theirs = win_cells(&g, them);
            let kind = if !mine.is_empty() {
                Some((0, "win", mine.clone()))
            } else if theirs.len() == 1 {
                Some((1, "block four", theirs.clone()))
            } else if theirs.is_empty() && g.moves_played() >= 6 && rng.below(3) == 0 {
                three_defences(&g, me).map(|good| (2, "block three", good))
            } else {
                None
            };
            if let Some((k, kind, good)) = kind {
                if counts[k] < per_kind && !good.is_empty() {
                    counts[k] += 1;
                    suite.push(Tactic {
                        game: g.clone(),
                        kind,
                        good,
                    });
                }
            }
            let legal = g.legal_actions();
            let near: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|&c| near_stone(&g, c))
                .collect();
            let pool = if near.is_empty() { &legal } else { &near };
            let m = pool[rng.below(pool.len())];
            g.apply(m).unwrap();
        }
    }
    suite
}

/// Whether `cell` touches a stone.
fn near_stone(g: &Gomoku, cell: usize) -> bool {
    let (w, h) = (g.width() as isize, g.height() as isize);
    let (r, c) = (cell as isize / w, cell as isize % w);
    (-1..=1).any(|dr| {
        (-1..=1).any(|dc| {
            let (nr, nc) = (r + dr, c + dc);
            (0..h).contains(&nr) && (0..w).contains(&nc) && g.stone((nr * w + nc) as usize) != 0
        })
    })
}

/// When the opponent of `me` threatens an open four (and `me` has no own double threat), the
/// moves that stop it; `None` when the position is not such a tactic or every move fails.
fn three_defences(g: &Gomoku, me: usize) -> Option<Vec<Action>> {
    let them = 1 - me;
    if !has_double_threat(g, them) || has_double_threat(g, me) {
        return None;
    }
    let good: Vec<Action> = g
        .legal_actions()
        .into_iter()
        .filter(|&m| {
            let mut after = g.clone();
            after.apply(m).unwrap();
            if after.is_terminal() {
                return true;
            }
            // Every reply must either fail to make two win cells or let `me` win first.
            after.legal_actions().into_iter().all(|r| {
                let mut reply = after.clone();
                reply.apply(r).unwrap();
                reply.is_terminal() && reply.winner() == Some(me)
                    || !win_cells(&reply, me).is_empty()
                    || win_cells(&reply, them).len() < 2
            })
        })
        .collect();
    // A tactic only if a quiet move (one that makes no four of `me`'s own, which would merely
    // delay) defends — two open threes at once cannot be held — and most moves fail.
    let quiet_defence = good.iter().any(|&m| {
        let mut after = g.clone();
        after.apply(m).unwrap();
        win_cells(&after, me).is_empty()
    });
    (quiet_defence && good.len() < g.legal_actions().len() / 2).then_some(good)
}

#[test]
fn both_agents_take_a_one_move_win_on_gomoku() {
    // X has four in row 3 (cells 26..=29 on 8x8, O on 25): only 30 wins, and O's four on
    // 0..=3 would win at 4 next.
    let g = board(8, 8, 5, &[26, 25, 27, 0, 28, 1, 63, 2, 29, 3]);
    for seed in 0..3 {
        assert_eq!(Mcts::with_playouts(100, seed).act(&g).unwrap(), 30);
        assert_eq!(PureMcts::new(1000, seed).act(&g).unwrap(), 30);
    }
}

#[test]
fn mcts_blocks_a_four_on_gomoku() {
    // O (to move) faces X's four 26..=29 with 25 taken by O: it must play 30.
    let g = board(8, 8, 5, &[26, 25, 27, 7, 28, 56, 29]);
    for seed in 0..3 {
        assert_eq!(Mcts::with_playouts(100, seed).act(&g).unwrap(), 30);
    }
}

#[test]
fn mcts_answers_an_open_three() {
    // X has an open three 27, 28, 29 in row 3 with 25, 26, 30, 31 empty; O to move must take
    // 26 or 30 (anything else lets X make an open four).
    let g = board(8, 8, 5, &[27, 0, 28, 63, 29]);
    for seed in 0..3 {
        let a = Mcts::with_playouts(300, seed).act(&g).unwrap();
        assert!(a == 26 || a == 30, "seed {seed}: played {a}");
    }
}

#[test]
fn mcts_tactic_suite_all_pass() {
    let suite = tactic_suite(40);
    let kinds = |k: &str| suite.iter().filter(|t| t.kind == k).count();
    assert_eq!(
        (kinds("win"), kinds("block four"), kinds("block three")),
        (40, 40, 40)
    );
    for (i, t) in suite.iter().enumerate() {
        let mut agent = Mcts::with_playouts(300, i as u64);
        let a = agent.act(&t.game).unwrap();
        assert!(
            t.good.contains(&a),
            "{} #{i}: played {a}, good {:?}\n{}",
            t.kind,
            t.good,
            t.game.render()
        );
    }
}

#[test]
#[ignore]
fn pure_mcts_tactic_suite_miss_rate() {
    let suite = tactic_suite(40);
    let mut misses = std::collections::BTreeMap::new();
    for (i, t) in suite.iter().enumerate() {
        let mut agent = PureMcts::new(1000, i as u64);
        let a = agent.act(&t.game).unwrap();
        let e = misses.entry(t.kind).or_insert((0, 0));
        e.1 += 1;
        if !t.good.contains(&a) {
            e.0 += 1;
        }
    }
    println!("pure-mcts 1000 misses (missed, positions) by kind: {misses:?}");
}

#[test]
fn mcts_plays_only_legal_moves_and_beats_random_on_small_boards() {
    for (w, h, n) in [
        (3, 3, 3),
        (4, 4, 3),
        (6, 6, 4),
        (8, 8, 5),
        (7, 5, 4),
        (3, 9, 3),
        (4, 9, 4),
        (3, 9, 5),
        (19, 3, 3),
        (15, 15, 5),
        (19, 19, 5),
    ] {
        for g in 0..2u64 {
            let mut strong = Mcts::with_playouts(200, g);
            let mut random = RandomAgent::new(g);
            let winner = duel(
                Gomoku::new(w, h, n).unwrap(),
                &mut strong,
                &mut random,
                g == 0,
            );
            assert_ne!(winner, Some(1), "{w}x{h}/{n} game {g}");
        }
    }
}

#[test]
fn mcts_answers_on_15x15_and_keeps_the_game_unchanged() {
    let g = board(15, 15, 5, &[112, 113, 97, 127]);
    let before = g.clone();
    let mut agent = Mcts::with_playouts(300, 1);
    let a = agent.act(&g).unwrap();
    assert!(g.is_legal(a));
    assert_eq!(g, before);
}

#[test]
fn mcts_is_deterministic_on_gomoku_with_playouts() {
    let g = board(8, 8, 5, &[27, 36]);
    let moves = |seed| {
        let mut agent = Mcts::with_playouts(300, seed);
        let mut game = g.clone();
        let mut out = Vec::new();
        for _ in 0..6 {
            let a = agent.act(&game).unwrap();
            out.push(a);
            game.apply(a).unwrap();
        }
        out
    };
    assert_eq!(moves(4), moves(4));
}

/// A number from the environment, for the strength match's settings.
fn env(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
#[ignore]
fn mcts_strength_vs_pure_mcts() {
    // MCTS_GAMES games, colours alternating; mcts thinks MCTS_TIME_MS ms per move, or exactly
    // MCTS_PLAYOUTS playouts when that is set; pure-mcts runs PURE_PLAYOUTS playouts.
    // MCTS_SIDE=15 plays on 15x15/5 instead of 8x8/5. MCTS_SHOW=1 prints the final board of every game mcts did not win.
    let games = env("MCTS_GAMES", 20);
    let time_ms = env("MCTS_TIME_MS", 100);
    let playouts = env("MCTS_PLAYOUTS", 0);
    let pure_playouts = env("PURE_PLAYOUTS", 1000);
    let side = env("MCTS_SIDE", 8);
    let start = crate::clock::now_ms();
    let (wins, draws, losses) = series(
        side,
        games,
        |g| {
            if playouts > 0 {
                Mcts::with_playouts(playouts, g)
            } else {
                Mcts::with_time(time_ms, g)
            }
        },
        |g| PureMcts::new(pure_playouts, g),
    );
    println!(
        "mcts ({}) vs pure-mcts {pure_playouts} on {side}x{side}/5: {games} games, {wins} wins, {draws} draws, {losses} losses, win rate {:.3}, {:.1} s",
        if playouts > 0 { format!("{playouts} playouts") } else { format!("{time_ms} ms") },
        wins as f64 / games as f64,
        (crate::clock::now_ms() - start) / 1000.0
    );
}
#[test]
#[ignore]
fn mcts_budget_on_15x15() {
    // Two `mcts` (timeMs, default 100) play MOVES moves on 15x15/5; prints each act's wall time
    // and playouts (median, max). Timing is printed, never asserted.
    let time_ms = env("MCTS_TIME_MS", 100);
    let moves = env("MOVES", 40);
    let mut agents = [Mcts::with_time(time_ms, 1), Mcts::with_time(time_ms, 2)];
    let mut game = Gomoku::new(15, 15, 5).unwrap();
    let (mut times, mut playouts) = (Vec::new(), Vec::new());
    for i in 0..moves {
        if game.is_terminal() {
            break;
        }
        let agent = &mut agents[i % 2];
        let t = crate::clock::now_ms();
        let a = agent.act(&game).unwrap();
        times.push(crate::clock::now_ms() - t);
        playouts.push(agent.last_playouts());
        if std::env::var("MCTS_SHOW").is_ok() {
            eprintln!(
                "move {i}: {:.1} ms, {} playouts",
                times[times.len() - 1],
                playouts[playouts.len() - 1]
            );
        }
        game.apply(a).unwrap();
    }
    times.sort_by(f64::total_cmp);
    playouts.sort_unstable();
    println!(
        "15x15, timeMs {time_ms}: {} moves, act ms median {:.1} max {:.1}; playouts median {} min {}",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1],
        playouts[playouts.len() / 2],
        playouts[0]
    );
}

#[test]
fn self_play_record_holds_planes_probabilities_and_outcomes() {
    use super::selfplay::self_play_record;
    let start = Gomoku::new(6, 6, 4).unwrap();
    let mut agent = Mcts::with_playouts(200, 9);
    let rec = self_play_record(&start, &mut agent).unwrap();
    assert_eq!((rec.width, rec.height, rec.n_in_row), (6, 6, 4));
    // Replaying the actions reproduces the recorded result.
    let mut g = start.clone();
    for (i, step) in rec.steps.iter().enumerate() {
        assert_eq!(step.planes, g.planes(), "step {i}");
        assert_eq!(step.planes.len(), 4 * 36);
        assert_eq!(step.probs.len(), 36);
        let sum: f32 = step.probs.iter().sum();
        assert!(
            (sum - 1.0).abs() < 1e-4,
            "step {i}: probabilities sum to {sum}"
        );
        assert!(step.probs[step.action] > 0.0);
        let mover = g.current_player().unwrap();
        g.apply(step.action).unwrap();
        let expected = match rec.winner {
            Some(w) if w == mover => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
        assert_eq!(step.z, expected, "step {i}");
    }
    assert!(g.is_terminal());
    assert_eq!(g.winner(), rec.winner);
    let json = rec.to_json();
    assert!(json.starts_with("{\"width\":6,\"height\":6,\"nInRow\":4,\"winner\":"));
    assert_eq!(json.matches("\"planes\":[").count(), rec.steps.len());
    assert_eq!(json.matches('[').count(), json.matches(']').count());
    // A finished game cannot be recorded.
    assert!(self_play_record(&g, &mut agent).is_err());
}

#[test]
fn mcts_with_a_time_budget_answers_legally() {
    let g = board(8, 8, 5, &[27, 36, 28]);
    let mut agent =
        Mcts::from_options(crate::options::Options::parse("timeMs=10,seed=2").unwrap()).unwrap();
    let a = agent.act(&g).unwrap();
    assert!(g.is_legal(a));
    assert!(agent.last_playouts() >= 1);
}

#[test]
#[ignore]
fn pure_mcts_strength_by_playouts_on_8x8() {
    // The reference yardstick: pure-mcts STRONG_PLAYOUTS (5000) against pure-mcts PURE_PLAYOUTS
    // (1000), MCTS_GAMES games with colours alternating.
    let games = env("MCTS_GAMES", 20);
    let strong_playouts = env("STRONG_PLAYOUTS", 5000);
    let pure_playouts = env("PURE_PLAYOUTS", 1000);
    let (wins, draws, _) = series(
        8,
        games,
        |g| PureMcts::new(strong_playouts, g),
        |g| PureMcts::new(pure_playouts, g),
    );
    println!(
        "pure-mcts {strong_playouts} vs pure-mcts {pure_playouts} on 8x8/5: {games} games, {wins} wins, {draws} draws, {} losses",
        games - wins - draws
    );
}

#[test]
#[ignore]
fn mcts_playout_rate_on_8x8() {
    // Playouts per second of `mcts` with a fixed count (60,000) on an 8x8/5 opening.
    let g = board(8, 8, 5, &[27, 36, 28, 35]);
    let mut agent = Mcts::with_playouts(60_000, 1);
    let t = crate::clock::now_ms();
    agent.act(&g).unwrap();
    let ms = crate::clock::now_ms() - t;
    println!(
        "60000 playouts in {ms:.0} ms: {:.0} playouts/s",
        60_000.0 / ms * 1000.0
    );
}

#[test]
#[ignore]
fn mcts_strength_scales_with_playouts() {
    // mcts STRONG_PLAYOUTS (3000) against mcts WEAK_PLAYOUTS (300) on 8x8/5, MCTS_GAMES games.
    let games = env("MCTS_GAMES", 20);
    let (hi, lo) = (env("STRONG_PLAYOUTS", 3000), env("WEAK_PLAYOUTS", 300));
    let (wins, draws, _) = series(
        8,
        games,
        |g| Mcts::with_playouts(hi, g),
        |g| Mcts::with_playouts(lo, g),
    );
    println!(
        "mcts {hi} vs mcts {lo} playouts on 8x8/5: {games} games, {wins} wins, {draws} draws, {} losses",
        games - wins - draws
    );
}

/// The [`fingerprint`] of a `pure-mcts` search.
fn pure_fingerprint(g: &Gomoku, playouts: usize, seed: u64) -> (Action, u32, u64) {
    fingerprint(&PureMcts::new(playouts, seed).search(g).unwrap())
}

/// The move, its visits, and `sum((action + 1) * visits)` over the root of `stats`.
fn fingerprint(stats: &SearchStats) -> (Action, u32, u64) {
    let sum = stats
        .visits
        .iter()
        .enumerate()
        .map(|(a, &v)| (a as u64 + 1) * u64::from(v))
        .sum();
    (stats.best, stats.visits[stats.best], sum)
}

/// Seeded `pure-mcts` (and `mcts`) searches keep finding exactly what they found before the
/// search was made faster (issue 15): the same rollouts, the same visits, the same moves.
#[test]
fn pure_mcts_seeded_searches_are_pinned() {
    let cases: [(Gomoku, usize, u64); 5] = [
        (board(8, 8, 5, &[]), 1000, 0),
        (board(8, 8, 5, &[27, 36]), 1000, 7),
        (board(8, 8, 5, &[27, 36, 28, 35, 29]), 1000, 3),
        (board(6, 6, 4, &[14, 21]), 500, 1),
        (board(15, 15, 5, &[112, 113, 97]), 300, 2),
    ];
    let found: Vec<_> = cases
        .iter()
        .map(|(g, playouts, seed)| pure_fingerprint(g, *playouts, *seed))
        .collect();
    assert_eq!(
        found,
        [
            (10, 159, 32085),
            (19, 196, 33289),
            (63, 110, 35914),
            (20, 107, 9993),
            (13, 27, 10206)
        ]
    );
    let strong: Vec<_> = cases
        .iter()
        .map(|(g, _, seed)| fingerprint(&Mcts::with_playouts(200, *seed).search(g).unwrap()))
        .collect();
    assert_eq!(
        strong,
        [
            (29, 18, 7095),
            (20, 33, 5856),
            (26, 108, 5737),
            (20, 36, 3511),
            (127, 36, 22216)
        ]
    );
}
