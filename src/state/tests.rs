use super::*;
use crate::game::Game;
use crate::options::Options;
use crate::registry::make_game;
use crate::rng::Rng;
use serde_json::{json, Value as Json};

/// Games of every kind and several options.
const SETUPS: [(&str, &str); 11] = [
    ("minesweeper", ""),
    ("minesweeper", "preset=expert,firstClick=opening"),
    ("minesweeper", "rows=5,cols=5,mines=8,firstClick=none"),
    ("minesweeper", "firstClick=seed"),
    ("puyo", ""),
    ("puyo", "rules=seed,maxPairs=30"),
    ("tictactoe", ""),
    ("gomoku", ""),
    ("gomoku", "preset=15x15"),
    ("connect4", ""),
    ("connect4", "columns=5,rows=4,inarow=3"),
];

fn game(id: &str, options: &str, seed: u64) -> AnyGame {
    let mut g = make_game(id, Options::parse(options).unwrap()).unwrap();
    g.reset(seed);
    g
}

/// Plays `g` on with random legal moves, at most `moves` of them.
fn play(g: &mut AnyGame, rng: &mut Rng, moves: usize) {
    for _ in 0..moves {
        let legal = g.legal_actions();
        let Some(&a) = rng.choose(&legal) else { return };
        g.apply(a).unwrap();
    }
}

/// Checks that `g` survives a trip through text, and that the copy plays on exactly alike.
fn assert_round_trip(g: &AnyGame, rng: &mut Rng) {
    let text = export(g);
    let back = import(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(export(&back), text);
    assert_eq!(back.render(), g.render());
    assert_eq!(back.legal_actions(), g.legal_actions());
    assert_eq!(back.returns(), g.returns());
    assert_eq!(back.current_player(), g.current_player());
    assert_eq!(back.outcome(), g.outcome());
    if !matches!(g, AnyGame::Puyo(_)) {
        // Puyo leaves out only the last move's chain animation.
        assert_eq!(&back, g);
    }
    let (mut a, mut b) = (g.clone(), back);
    for _ in 0..200 {
        let legal = a.legal_actions();
        let Some(&m) = rng.choose(&legal) else { break };
        assert_eq!(a.apply(m), b.apply(m));
        assert_eq!(a.render(), b.render());
    }
}

#[test]
fn every_game_round_trips_through_text_at_every_stage() {
    let mut rng = Rng::new(1);
    for (id, options) in SETUPS {
        for seed in 0..6 {
            let mut g = game(id, options, seed);
            for _ in 0..12 {
                assert_round_trip(&g, &mut rng);
                assert_round_trip(&g.determinized(seed + 50), &mut rng);
                if g.is_terminal() {
                    break;
                }
                play(&mut g, &mut rng, 1 + seed as usize);
            }
        }
    }
}

#[test]
fn flagged_and_lost_minesweeper_games_round_trip() {
    let mut rng = Rng::new(2);
    for seed in 0..20 {
        let mut g = game("minesweeper", "rows=6,cols=6,mines=9,firstClick=none", seed);
        if let AnyGame::Minesweeper(m) = &mut g {
            m.toggle_flag(seed as usize % 36).unwrap();
        }
        while !g.is_terminal() {
            assert_round_trip(&g, &mut rng);
            play(&mut g, &mut rng, 1);
        }
        assert_round_trip(&g, &mut rng);
    }
}

/// A valid text of `id`, parsed, after a few moves.
fn parsed(id: &str, options: &str, moves: usize) -> Json {
    let mut g = game(id, options, 3);
    play(&mut g, &mut Rng::new(3), moves);
    serde_json::from_str(&export(&g)).unwrap()
}

/// `text` changed by `edit`, which must be refused with a message containing `words`.
fn assert_refused(mut text: Json, edit: impl FnOnce(&mut Json), words: &str) {
    edit(&mut text);
    let text = text.to_string();
    match import(&text) {
        Ok(_) => panic!("accepted: {text}"),
        Err(e) => assert!(e.to_string().contains(words), "{e} (wanted '{words}')"),
    }
}

#[test]
fn altered_minesweeper_texts_are_refused() {
    let t = parsed("minesweeper", "", 3);
    let view = |t: &Json| -> Vec<i64> {
        t["state"]["view"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_i64().unwrap())
            .collect()
    };
    let v = view(&t);
    let number = v.iter().position(|&c| (1..=8).contains(&c)).unwrap();
    let mine0 = t["state"]["mineCells"][0].as_u64().unwrap();
    let s = |t: &mut Json| t["state"].take();
    let _ = s;
    assert_refused(
        t.clone(),
        |t| t["state"]["view"][number] = json!((v[number] % 8) + 1),
        "does not match the mines",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["mineCells"][0] = t["state"]["mineCells"][1].clone(),
        "listed twice",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["mineCells"][0] = json!(5000),
        "off the board",
    );
    assert_refused(
        t.clone(),
        |t| {
            t["state"]["mineCells"].as_array_mut().unwrap().pop();
        },
        "mine cells are listed",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["view"][mine0 as usize] = json!(-1),
        "exploded",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["view"][0] = json!(12),
        "view code 12",
    );
    assert_refused(
        t.clone(),
        |t| {
            t["state"]["view"].as_array_mut().unwrap().pop();
        },
        "the view has 80 cells",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["exploded"] = json!(0),
        "no mine is shown",
    );
    assert_refused(t.clone(), |t| t["state"]["total"] = json!(1e300), "score");
    assert_refused(
        t.clone(),
        |t| t["state"]["rng"] = json!([0, 0, 0, 0]),
        "all zeros",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["firstClick"] = json!("peek"),
        "firstClick",
    );
    assert_refused(t.clone(), |t| t["state"]["rows"] = json!(1000), "rows");
    assert_refused(
        t.clone(),
        |t| t["state"]["cheat"] = json!(1),
        "not a game state",
    );
    assert_refused(t.clone(), |t| t["format"] = json!("other/9"), "format");
    assert_refused(
        t.clone(),
        |t| t["game"] = json!("chess"),
        "not a game state",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["mineCells"] = Json::Null,
        "no mines are placed",
    );
    let fresh = parsed("minesweeper", "", 0);
    assert_refused(
        fresh,
        |t| t["state"]["mineCells"] = json!([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
        "before the first reveal",
    );
}

#[test]
fn altered_board_game_texts_are_refused() {
    let t = parsed("tictactoe", "", 3);
    let empty = (0..9)
        .find(|&c| t["state"]["board"][c] == json!(0))
        .unwrap();
    assert_refused(
        t.clone(),
        |t| t["state"]["board"][empty] = json!(-1),
        "alternate",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["board"][empty] = json!(5),
        "board code 5",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["lastMove"] = json!(empty),
        "not a stone",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["lastMove"] = Json::Null,
        "no last move",
    );
    // X completes the top row, but the last move is elsewhere: the game would have ended.
    let early = json!({"format": FORMAT, "game": "tictactoe",
        "state": {"board": [-1, -1, -1, 1, 1, 0, 0, 1, -1], "lastMove": 8}});
    assert_refused(early, |_| {}, "before the last move");

    let g = parsed("gomoku", "", 6);
    assert_refused(g.clone(), |t| t["state"]["width"] = json!(40), "width");
    assert_refused(
        g.clone(),
        |t| {
            t["state"]["board"].as_array_mut().unwrap().pop();
        },
        "cells",
    );
    assert_refused(g.clone(), |t| t["state"]["nInRow"] = json!(2), "nInRow");
    let empty = (0..64)
        .find(|&c| g["state"]["board"][c] == json!(0))
        .unwrap();
    assert_refused(g, |t| t["state"]["board"][empty] = json!(2), "alternate");
}

#[test]
fn altered_puyo_texts_are_refused() {
    let t = parsed("puyo", "", 4);
    let rows = 13;
    let bottom = (rows - 1) * 6;
    let empty_low = (0..6).find(|&c| t["state"]["board"][bottom + c] == json!(0));
    if let Some(c) = empty_low {
        // A puyo floating above an empty bottom cell.
        assert_refused(
            t.clone(),
            |t| t["state"]["board"][bottom - 6 + c] = json!(1),
            "floats",
        );
    }
    assert_refused(
        t.clone(),
        |t| t["state"]["board"][bottom] = json!(7),
        "colours",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["pair"] = json!([0, 1]),
        "pair colours",
    );
    assert_refused(
        t.clone(),
        |t| t["state"]["next"] = json!([[1, 1]]),
        "next pairs",
    );
    assert_refused(t.clone(), |t| t["state"]["colors"] = json!(9), "colours");
    assert_refused(
        t.clone(),
        |t| t["state"]["rules"] = json!("tetris"),
        "rules",
    );
    assert_refused(t.clone(), |t| t["state"]["maxPairs"] = json!(1), "maxPairs");
    assert_refused(t, |t| t["state"]["rng"] = json!([0, 0, 0, 0]), "all zeros");
}

#[test]
fn texts_that_are_not_states_are_refused() {
    for text in [
        "",
        "{",
        "null",
        "[]",
        "3",
        "\"x\"",
        "{\"format\": 1}",
        &"[".repeat(10_000),
    ] {
        let e = import(text).unwrap_err().to_string();
        assert!(
            e.contains("not a game state") || e.contains("format"),
            "{e}"
        );
        assert!(e.len() < 300, "{e}");
    }
}

/// Random edits of valid texts never panic, and whatever is accepted is a state the game
/// stands by: it exports to a text that imports to the same state.
#[test]
fn randomly_altered_texts_never_panic_and_accepted_ones_are_stable() {
    let mut rng = Rng::new(9);
    let mut accepted = 0;
    for (id, options) in SETUPS {
        let mut g = game(id, options, 4);
        play(&mut g, &mut rng, 5);
        let text = export(&g);
        for _ in 0..300 {
            let mut bytes = text.clone().into_bytes();
            for _ in 0..1 + rng.below(3) {
                let i = rng.below(bytes.len());
                bytes[i] = b"0123456789-,[]{}\"e."[rng.below(19)];
            }
            let Ok(altered) = String::from_utf8(bytes) else {
                continue;
            };
            if let Ok(back) = import(&altered) {
                accepted += 1;
                let again = export(&back);
                assert_eq!(export(&import(&again).unwrap()), again);
                if let AnyGame::Minesweeper(m) = &back {
                    let layout =
                        serde_json::from_str::<Json>(&again).unwrap()["state"]["mineCells"].clone();
                    if let Some(list) = layout.as_array() {
                        let mut mines = vec![false; m.view().len()];
                        for c in list {
                            mines[c.as_u64().unwrap() as usize] = true;
                        }
                        assert!(crate::games::minesweeper::sample::fits(
                            m.view(),
                            m.rows(),
                            m.cols(),
                            &mines
                        ));
                    }
                }
            }
        }
    }
    assert!(
        accepted > 0,
        "some edits (e.g. of the random state) are harmless"
    );
}

#[test]
fn player_copies_show_the_same_and_repeat_with_their_seed() {
    let mut rng = Rng::new(5);
    for (id, options) in SETUPS {
        let mut g = game(id, options, 8);
        play(&mut g, &mut rng, 4);
        let copy = g.determinized(77);
        assert_eq!(copy, g.determinized(77), "{id}: same seed, same copy");
        assert_eq!(copy.observation(), g.observation(), "{id}");
        assert_eq!(copy.legal_actions(), g.legal_actions(), "{id}");
        let hides = matches!(g, AnyGame::Puyo(_) | AnyGame::Minesweeper(_));
        assert_eq!(
            export(&copy) != export(&g),
            hides,
            "{id}: {}",
            export(&copy)
        );
    }
}

/// The first pair a Puyo player has not seen yet, drawn by `game` after one placement.
fn first_unseen_pair(game: &AnyGame) -> Vec<u8> {
    let mut g = game.clone();
    let a = g.legal_actions()[0];
    g.apply(a).unwrap();
    let AnyGame::Puyo(p) = &g else { unreachable!() };
    let last = p.next_pairs().last().unwrap();
    vec![last.centre, last.movable]
}

/// A player copy's future Puyo pairs match the real ones only as often as chance says
/// (1 in 16 with 4 colours); a peeking copy (a plain clone) always matches.
#[test]
fn puyo_copies_do_not_know_the_real_pairs_to_come() {
    let games = 4000;
    let (mut honest, mut peeking) = (0, 0);
    for seed in 0..games {
        let g = game("puyo", "", seed);
        let real = first_unseen_pair(&g);
        honest += usize::from(first_unseen_pair(&g.determinized(seed + 1_000_000)) == real);
        peeking += usize::from(first_unseen_pair(&g.clone()) == real);
    }
    let expected = games as f64 / 16.0;
    let sd = (games as f64 / 16.0 * 15.0 / 16.0).sqrt();
    assert!(
        (honest as f64 - expected).abs() < 5.0 * sd,
        "{honest} matches, expected {expected}"
    );
    assert_eq!(peeking, games as usize);
}
