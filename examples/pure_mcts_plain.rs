//! The yardstick of issue 15: a plain Rust port of AlphaZero_Gomoku's `mcts_pure.py` on an 8x8,
//! five-in-a-row board, timed against the project's `pure-mcts` on the same positions.
//!
//! `cargo run --release --example pure_mcts_plain [-- RUNS [PLAYOUTS [WHICH]]]` (defaults 21,
//! 1000, `both`; `WHICH` = `plain` or `project` times one side only, e.g. under `perf`).
//!
//! The positions are those after 1..=8 uniformly random moves of three seeded games (24 in all).
//! Each run times both players over every position, the two interleaved (plain first in even
//! runs, the project first in odd ones) so machine load hits both alike, and records the ratio of
//! their CPU times (project / plain). It prints JSON: each side's median ms per move, and the
//! median ratio with a distribution-free 95 % interval (binomial order statistics).
//!
//! The plain port is what an experienced engineer would write in an hour: a board of cells in a
//! `Vec` with the list of empty cells, a win check around the last move, nodes in a `Vec` arena,
//! PUCT with `c_puct = 5` and uniform priors, every legal move expanded at a leaf, a uniformly
//! random rollout to the end, backup with sign flips, and the most visited move.

use playground::game::Game;
use playground::options::Options;
use playground::registry::{make_agent, make_game};
use playground::rng::Rng;
#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
use std::time::Instant;

/// Board side.
const SIDE: usize = 8;
/// Stones in a row that win.
const N_IN_ROW: usize = 5;
/// The reference's exploration weight.
const C_PUCT: f64 = 5.0;
/// The reference's cap on rollout length.
const ROLLOUT_LIMIT: usize = 1000;

/// The port's board: `cells` holds 0 (empty), 1 or 2; `available` lists the empty cells.
#[derive(Clone)]
struct Board {
    cells: Vec<u8>,
    available: Vec<usize>,
    /// The stone code of the player to move (1 or 2).
    current: u8,
    /// `Some(0)` a draw, `Some(1 | 2)` that player won, `None` still playing.
    result: Option<u8>,
}

impl Board {
    fn new() -> Self {
        Board {
            cells: vec![0; SIDE * SIDE],
            available: (0..SIDE * SIDE).collect(),
            current: 1,
            result: None,
        }
    }

    fn do_move(&mut self, m: usize) {
        self.cells[m] = self.current;
        if let Some(i) = self.available.iter().position(|&a| a == m) {
            self.available.swap_remove(i);
        }
        if self.wins_at(m) {
            self.result = Some(self.current);
        } else if self.available.is_empty() {
            self.result = Some(0);
        }
        self.current = 3 - self.current;
    }

    /// Whether the stone on `m` is part of `N_IN_ROW` in a row.
    fn wins_at(&self, m: usize) -> bool {
        let (r, c) = ((m / SIDE) as isize, (m % SIDE) as isize);
        let me = self.cells[m];
        [(0, 1), (1, 0), (1, 1), (1, -1)].iter().any(|&(dr, dc)| {
            let mut count = 1;
            for sign in [1, -1] {
                let (mut rr, mut cc) = (r + sign * dr, c + sign * dc);
                while (0..SIDE as isize).contains(&rr)
                    && (0..SIDE as isize).contains(&cc)
                    && self.cells[(rr * SIDE as isize + cc) as usize] == me
                {
                    count += 1;
                    rr += sign * dr;
                    cc += sign * dc;
                }
            }
            count >= N_IN_ROW
        })
    }
}

/// A tree node; children are `first_child..first_child + num_children` in the arena.
struct Node {
    parent: Option<usize>,
    action: usize,
    first_child: usize,
    num_children: usize,
    visits: u32,
    /// Mean value for the player who moved into this node.
    q: f64,
    prior: f64,
}

/// `mcts_pure.py`'s `MCTS`, its nodes in one arena (node 0 is the root).
struct PlainMcts {
    nodes: Vec<Node>,
    rng: Rng,
    playouts: usize,
}

impl PlainMcts {
    fn new(playouts: usize, seed: u64) -> Self {
        PlainMcts {
            nodes: Vec::new(),
            rng: Rng::new(seed),
            playouts,
        }
    }

    fn get_move(&mut self, board: &Board) -> usize {
        self.nodes.clear();
        self.nodes.push(Node {
            parent: None,
            action: 0,
            first_child: 0,
            num_children: 0,
            visits: 0,
            q: 0.0,
            prior: 1.0,
        });
        for _ in 0..self.playouts {
            let mut state = board.clone();
            self.playout(&mut state);
        }
        let root = &self.nodes[0];
        let mut best = root.first_child;
        for i in root.first_child..root.first_child + root.num_children {
            if self.nodes[i].visits > self.nodes[best].visits {
                best = i;
            }
        }
        self.nodes[best].action
    }

    fn playout(&mut self, state: &mut Board) {
        let mut node = 0;
        while self.nodes[node].num_children > 0 {
            node = self.select(node);
            state.do_move(self.nodes[node].action);
        }
        if state.result.is_none() {
            self.expand(node, &state.available);
        }
        let leaf_value = self.evaluate_rollout(state);
        self.update_recursive(node, -leaf_value);
    }

    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let sqrt_n = f64::from(n.visits).sqrt();
        let mut best = n.first_child;
        let mut best_score = f64::NEG_INFINITY;
        for i in n.first_child..n.first_child + n.num_children {
            let c = &self.nodes[i];
            let score = c.q + C_PUCT * c.prior * sqrt_n / (1.0 + f64::from(c.visits));
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    fn expand(&mut self, node: usize, moves: &[usize]) {
        let first = self.nodes.len();
        let prior = 1.0 / moves.len() as f64;
        for &m in moves {
            self.nodes.push(Node {
                parent: Some(node),
                action: m,
                first_child: 0,
                num_children: 0,
                visits: 0,
                q: 0.0,
                prior,
            });
        }
        self.nodes[node].first_child = first;
        self.nodes[node].num_children = moves.len();
    }

    /// Plays random moves to the end: +1 if the player to move at the start won, -1 if they
    /// lost, 0 for a draw.
    fn evaluate_rollout(&mut self, state: &mut Board) -> f64 {
        let player = state.current;
        for _ in 0..ROLLOUT_LIMIT {
            if state.result.is_some() {
                break;
            }
            let i = self.rng.below(state.available.len());
            state.do_move(state.available[i]);
        }
        match state.result {
            Some(w) if w == player => 1.0,
            Some(w) if w != 0 => -1.0,
            _ => 0.0,
        }
    }

    fn update_recursive(&mut self, node: usize, leaf_value: f64) {
        let mut value = leaf_value;
        let mut at = Some(node);
        while let Some(i) = at {
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.q += (value - n.q) / f64::from(n.visits);
            value = -value;
            at = n.parent;
        }
    }
}

/// This thread's CPU time in milliseconds (Linux: `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`,
/// exact to the nanosecond, unlike `/proc`'s figures, which move only at scheduler ticks).
#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
fn cpu_ms() -> f64 {
    #[repr(C)]
    struct Timespec {
        secs: i64,
        nanos: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, out: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut t = Timespec { secs: 0, nanos: 0 };
    // SAFETY: `t` is a valid, writable timespec (64-bit Linux layout) for the call's duration.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime(CLOCK_THREAD_CPUTIME_ID) failed");
    t.secs as f64 * 1000.0 + t.nanos as f64 / 1e6
}

/// Wall time since the first call, where no thread CPU clock is wired up.
#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
fn cpu_ms() -> f64 {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// The median and a ~95 % interval for it from samples (binomial order statistics).
fn summary(mut xs: Vec<f64>) -> (f64, f64, f64) {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    let half = 0.98 * (n as f64).sqrt(); // 1.96 * sqrt(n) / 2
    let lo = ((n as f64 / 2.0 - half).floor().max(0.0)) as usize;
    let hi = ((n as f64 / 2.0 + half).ceil() as usize).min(n - 1);
    let median = if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    };
    (median, xs[lo], xs[hi])
}

/// The positions: after 1..=8 uniformly random moves of games seeded 1, 2 and 3.
fn openings() -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let mut board = Board::new();
        let mut moves = Vec::new();
        for _ in 0..8 {
            let mut empty = board.available.clone();
            empty.sort_unstable();
            let m = empty[rng.below(empty.len())];
            board.do_move(m);
            moves.push(m);
            out.push(moves.clone());
        }
    }
    out
}

/// CPU ms the plain port takes over all `positions`, seeded from `seed`.
fn time_plain(positions: &[Vec<usize>], playouts: usize, seed: u64) -> f64 {
    let boards: Vec<Board> = positions
        .iter()
        .map(|moves| {
            let mut b = Board::new();
            moves.iter().for_each(|&m| b.do_move(m));
            b
        })
        .collect();
    let mut player = PlainMcts::new(playouts, seed);
    let start = cpu_ms();
    for b in &boards {
        std::hint::black_box(player.get_move(b));
    }
    cpu_ms() - start
}

/// CPU ms the project's `pure-mcts` (made through the registry) takes over all `positions`.
fn time_project(positions: &[Vec<usize>], playouts: usize, seed: u64) -> f64 {
    let games: Vec<_> = positions
        .iter()
        .map(|moves| {
            let mut g = make_game("gomoku", Options::new()).expect("gomoku exists");
            moves.iter().for_each(|&m| {
                g.apply(m).expect("opening moves are legal");
            });
            g
        })
        .collect();
    let options = Options::new()
        .with("playouts", &playouts.to_string())
        .with("seed", &seed.to_string());
    let mut agent = make_agent("gomoku", "pure-mcts", options).expect("pure-mcts exists");
    let start = cpu_ms();
    for g in &games {
        std::hint::black_box(agent.act(g).expect("the position goes on"));
    }
    cpu_ms() - start
}

/// Checks the port is a working player: it takes a one-move win (X holds 24..=27, O 8..=11).
fn check_plain_takes_a_win() {
    let mut board = Board::new();
    for m in [24, 8, 25, 9, 26, 10, 27, 11] {
        board.do_move(m);
    }
    let m = PlainMcts::new(1000, 0).get_move(&board);
    assert!(
        m == 28,
        "the plain port missed the win at 28 and played {m}"
    );
}

fn main() {
    check_plain_takes_a_win();
    let args: Vec<String> = std::env::args().collect();
    let runs: usize = args
        .get(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(21)
        .max(1);
    let playouts: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000)
        .max(1);
    let which = args.get(3).map_or("both", String::as_str);
    let positions = openings();
    let per_move = |ms: f64| ms / positions.len() as f64;
    let (mut plain, mut project, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for run in 0..runs {
        let seed = run as u64;
        let (mut a, mut b) = (f64::NAN, f64::NAN);
        if run % 2 == 0 && which != "project" {
            a = time_plain(&positions, playouts, seed);
        }
        if which != "plain" {
            b = time_project(&positions, playouts, seed);
        }
        if run % 2 == 1 && which != "project" {
            a = time_plain(&positions, playouts, seed);
        }
        if which != "project" {
            plain.push(per_move(a));
        }
        if which != "plain" {
            project.push(per_move(b));
        }
        if which == "both" {
            ratios.push(b / a);
        }
    }
    let fmt = |xs: Vec<f64>| {
        if xs.is_empty() {
            return "null".to_string();
        }
        let (m, lo, hi) = summary(xs);
        format!("{{\"median\": {m:.4}, \"lo95\": {lo:.4}, \"hi95\": {hi:.4}}}")
    };
    println!(
        "{{\"board\": \"8x8/5\", \"playouts\": {playouts}, \"positions\": {}, \"runs\": {runs}, \
         \"clock\": \"{}\", \"plain_ms_per_move\": {}, \"project_ms_per_move\": {}, \
         \"ratio_project_over_plain\": {}}}",
        positions.len(),
        if cfg!(all(target_os = "linux", target_pointer_width = "64")) {
            "thread CPU"
        } else {
            "wall"
        },
        fmt(plain),
        fmt(project),
        fmt(ratios)
    );
}
