//! Chain builder tests.

use super::*;
use crate::games::puyo::Board;
use crate::record::Value;

/// Plays `games` Tsu games of up to `max_pairs` pairs; returns each game's largest chain and ms/move.
fn play(options: &str, games: u64, max_pairs: usize) -> (Vec<u32>, f64) {
    let mut chains = Vec::new();
    let (mut moves, start) = (0usize, now_ms());
    for seed in 0..games {
        let mut game = Puyo::new(Rules::Tsu, 4, Some(max_pairs), 100 + seed);
        let mut agent =
            ChainBuilder::from_options(Options::parse(&format!("{options},seed={seed}")).unwrap())
                .unwrap();
        while !game.is_terminal() {
            let a = agent.act(&game).unwrap();
            game.apply(a).unwrap();
            moves += 1;
        }
        chains.push(game.max_chain());
    }
    (chains, (now_ms() - start) / moves as f64)
}

fn median(xs: &[u32]) -> u32 {
    let mut v = xs.to_vec();
    v.sort_unstable();
    v[v.len() / 2]
}

/// Measurement: `cargo test --release --lib puyo_chain_builder_measure -- --ignored --nocapture`.
#[test]
#[ignore]
fn puyo_chain_builder_measure() {
    let options = std::env::var("PUYO_CHAIN_OPTIONS").unwrap_or_else(|_| "timeMs=50".into());
    let games = std::env::var("PUYO_CHAIN_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(20);
    let (chains, ms) = play(&options, games, 200);
    eprintln!(
        "chain builder {options}: {games} Tsu games of up to 200 pairs: median largest chain {}, chains {chains:?}, {ms:.1} ms/move",
        median(&chains)
    );
}

/// A 2-chain waiting for a 2: three 2s on three 1s, and a 1 on the left 2 that falls onto the 1s.
fn two_chain_ready() -> Board {
    Board::from_rows(
        13,
        &[
            ".1....", //
            ".222..", //
            ".1113.",
        ],
    )
}

fn agent(options: &str) -> ChainBuilder {
    ChainBuilder::from_options(Options::parse(options).unwrap()).unwrap()
}

#[test]
fn puyo_potential_finds_the_waiting_chain() {
    let pot = potential(&two_chain_ready(), Rules::Tsu);
    assert_eq!((pot.chain, pot.colour, pot.needed), (2, 2, 1));
    assert!((2..=4).contains(&pot.column), "{pot:?}");
    // Nothing to trigger on an empty board or with lone puyos.
    assert_eq!(potential(&Board::empty(13), Rules::Tsu).chain, 0);
    let lone = Board::from_rows(13, &["1.2.3."]);
    assert_eq!(potential(&lone, Rules::Tsu).chain, 0);
    // Two puyos are tried when the group has 2: "11" at the bottom needs two more 1s.
    let pair_of_ones = Board::from_rows(13, &["11...."]);
    let pot = potential(&pair_of_ones, Rules::Tsu);
    assert_eq!((pot.chain, pot.needed), (1, 2));
}

#[test]
fn puyo_chain_builder_fires_a_chain_at_its_target() {
    let mut game = Puyo::new(Rules::Tsu, 4, None, 1);
    let p = |centre, movable| Pair { centre, movable };
    game.set_position(two_chain_ready(), p(2, 3), &[p(4, 4), p(3, 4)])
        .unwrap();
    let mut builder = agent("beam=8,target=2,seed=3");
    let explained = builder.explain(&game).unwrap().unwrap();
    assert_eq!(explained.get("firesNow"), Some(&Value::Bool(true)));
    assert_eq!(explained.number("expectedChain"), Some(2.0));
    let a = builder.act(&game).unwrap();
    assert_eq!(explained.number("plannedAction"), Some(a as f64));
    game.apply(a).unwrap();
    assert_eq!(game.last_outcome().chain, 2);
}

#[test]
fn puyo_chain_builder_sees_only_the_visible_pairs() {
    // Two games that differ only in their hidden future pairs get the same moves.
    let p = |centre, movable| Pair { centre, movable };
    let mut actions = Vec::new();
    for game_seed in [1, 2] {
        let mut game = Puyo::new(Rules::Tsu, 4, None, game_seed);
        game.set_position(two_chain_ready(), p(1, 3), &[p(4, 1), p(3, 3)])
            .unwrap();
        let mut builder = agent("beam=8,seed=5");
        actions.push(builder.act(&game).unwrap());
    }
    assert_eq!(actions[0], actions[1]);
}

#[test]
fn puyo_chain_builder_explain_does_not_change_its_play() {
    let game = Puyo::new(Rules::Tsu, 4, None, 8);
    let mut a = agent("beam=8,seed=2");
    let mut b = agent("beam=8,seed=2");
    a.explain(&game).unwrap();
    assert_eq!(a.act(&game).unwrap(), b.act(&game).unwrap());
    assert!(ChainBuilder::from_options(Options::parse("beam=0").unwrap()).is_err());
    assert!(ChainBuilder::from_options(Options::parse("width=3").unwrap()).is_err());
}

#[test]
fn puyo_chain_builder_builds_chains_far_beyond_greedy() {
    // Even a narrow beam builds real chains: each of 3 games (up to 120 pairs) reaches 6 or more
    // (random play's largest chain over thousands of games is about 9).
    let (chains, _) = play("beam=8", 3, 120);
    assert!(chains.iter().all(|&c| c >= 6), "largest chains {chains:?}");
}

#[test]
fn puyo_chain_builder_plays_seed_rules() {
    let mut game = Puyo::new(Rules::Seed, 4, Some(60), 3);
    let mut builder = agent("beam=8,seed=1");
    while !game.is_terminal() {
        let a = builder.act(&game).unwrap();
        game.apply(a).unwrap();
    }
    assert!(game.is_truncated(), "it survives 60 pairs under seed rules");
    assert!(builder.act(&game).is_err());
}

#[test]
fn puyo_chain_builder_plays_the_plan_it_explained_and_keeps_its_stream() {
    // A timed search run twice may widen differently: the act after an explain on the same
    // position plays the plan shown, and leaves the stream where act alone would have.
    let mut shown = agent("timeMs=1,seed=7");
    let mut game = Puyo::new(Rules::Tsu, 4, Some(12), 5);
    while !game.is_terminal() {
        let explained = shown.explain(&game).unwrap().unwrap();
        let a = shown.act(&game).unwrap();
        assert_eq!(explained.number("plannedAction"), Some(a as f64));
        game.apply(a).unwrap();
    }
    // With a fixed beam (no clock), explain + act and act alone play the same game.
    let play = |explain: bool| {
        let mut builder = agent("beam=4,seed=9");
        let mut game = Puyo::new(Rules::Tsu, 4, Some(12), 6);
        let mut actions = Vec::new();
        while !game.is_terminal() {
            if explain {
                builder.explain(&game).unwrap();
            }
            let a = builder.act(&game).unwrap();
            actions.push(a);
            game.apply(a).unwrap();
        }
        actions
    };
    assert_eq!(play(true), play(false));
}
