//! Every refused option or action carries a keyed [`Reason`] that the page can translate: its key
//! is an `engine.reason.<key>` of the English dictionary (`www/i18n/engine.js`), and each
//! placeholder of that text is one of the reason's fields. (tests/js/i18n.test.js checks that
//! ja, ko and zh have every key with the same placeholders.)
#![cfg(not(target_arch = "wasm32"))]

use playground::games::gomoku::Gomoku;
use playground::games::minesweeper::Minesweeper;
use playground::registry::{self, GAMES, LEARNERS};
use playground::{Game, GameError, Options, Reason};
use std::collections::BTreeMap;

/// The English dictionary's `engine.reason.*` texts, by key.
fn dictionary() -> BTreeMap<String, String> {
    let source = include_str!("../www/i18n/engine.js");
    let start = source.find("  en: {").expect("an en section");
    let end = source[start..].find("\n  },").expect("the end of en") + start;
    let mut out = BTreeMap::new();
    for line in source[start..end].lines() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("\"engine.reason.") else {
            continue;
        };
        let (key, text) = rest.split_once("\": \"").expect("\"key\": \"text\"");
        let text = text.trim_end_matches(',').trim_end_matches('"');
        out.insert(key.to_string(), text.to_string());
    }
    out
}

/// The `{name}` placeholders of `text`.
fn placeholders(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        out.push(rest[open + 1..open + close].to_string());
        rest = &rest[open + close + 1..];
    }
    out
}

/// Asserts `reason` can be translated: a known key whose placeholders are all fields.
fn check(dict: &BTreeMap<String, String>, what: &str, reason: &Reason) {
    assert!(!reason.key().is_empty(), "{what}: a reason without a key");
    let text = dict
        .get(reason.key())
        .unwrap_or_else(|| panic!("{what}: key {} is not in engine.js (en)", reason.key()));
    for name in placeholders(text) {
        assert!(
            reason.field(&name).is_some(),
            "{what}: key {} needs field {name}, but the reason has {:?}",
            reason.key(),
            reason.fields()
        );
    }
}

/// Collects the reason of a refusal (other errors and successes are skipped).
fn collect<T>(seen: &mut Vec<(String, Reason)>, what: String, result: Result<T, GameError>) {
    match result {
        Err(GameError::BadOption { reason, .. }) | Err(GameError::IllegalAction { reason, .. }) => {
            seen.push((what, reason))
        }
        _ => {}
    }
}

const BAD_VALUES: &[&str] = &[
    "abc", "-1", "0", "1", "2.5", "1e30", "99999999", "maybe", "nope",
];

#[test]
fn every_refusal_has_a_key_the_dictionary_knows_with_its_fields() {
    let dict = dictionary();
    assert!(dict.len() >= 11, "{dict:?}");
    let mut seen = Vec::new();
    // Every option of every game, as the catalogue publishes them (a new game is covered by
    // registering it).
    for entry in GAMES {
        let game = entry.id;
        for name in entry.options.iter().map(|o| o.name) {
            for value in BAD_VALUES {
                let options = Options::new().with(name, value);
                collect(
                    &mut seen,
                    format!("{game} {name}={value}"),
                    registry::make_game(game, options),
                );
            }
        }
        let options = Options::new().with("bogus", "1");
        collect(
            &mut seen,
            format!("{game} bogus"),
            registry::make_game(game, options),
        );
    }
    // Combinations that only fail together.
    for text in [
        "rows=3,cols=3,firstClick=opening",
        "rows=5,cols=5,mines=30",
        "firstClick=none,noGuess=true",
        "rows=2,cols=9,noGuess=true",
        "rows=9,cols=9,mines=70,noGuess=true",
        "rules=seed,colors=5",
        "width=5,height=5,nInRow=9",
        "nInRow=2",
        "columns=3,rows=3,inarow=5",
    ] {
        let game = if text.contains("inarow") {
            "connect4"
        } else if text.contains("nInRow") {
            "gomoku"
        } else if text.contains("rules") {
            "puyo"
        } else {
            "minesweeper"
        };
        collect(
            &mut seen,
            format!("{game} {text}"),
            registry::make_game(game, Options::parse(text).unwrap()),
        );
    }
    for text in ["novalue", "=3"] {
        collect(&mut seen, format!("parse {text}"), Options::parse(text));
    }
    // Every agent, with bad values for the options agents take and an unknown one.
    for game in GAMES {
        for agent in registry::agent_entries(game.id).unwrap() {
            for name in ["seed", "timeMs", "playouts", "beam", "target", "weights"] {
                for value in BAD_VALUES {
                    let options = Options::new().with(name, value);
                    collect(
                        &mut seen,
                        format!("{} {} {name}={value}", game.id, agent.id),
                        registry::make_agent(game.id, agent.id, options),
                    );
                }
            }
            let mut options = Options::new();
            options.insert_bytes("weights", vec![1, 2, 3]);
            collect(
                &mut seen,
                format!("{} {} weights=bytes", game.id, agent.id),
                registry::make_agent(game.id, agent.id, options),
            );
            let options = Options::new().with("bogus", "1");
            collect(
                &mut seen,
                format!("{} {} bogus", game.id, agent.id),
                registry::make_agent(game.id, agent.id, options),
            );
        }
    }
    // Every learner and its agent, each option out of range.
    for learner in LEARNERS {
        for &game in learner.games {
            for spec in learner.options.iter().chain(learner.agent_options) {
                for value in BAD_VALUES.iter().copied().chain(["100000000000"]) {
                    let options = Options::new().with(spec.name, value);
                    collect(
                        &mut seen,
                        format!("{game} {} {}={value}", learner.id, spec.name),
                        registry::make_learner(game, Options::new(), learner.id, options.clone()),
                    );
                    collect(
                        &mut seen,
                        format!("{game} {} agent {}={value}", learner.id, spec.name),
                        registry::make_agent(game, learner.id, options),
                    );
                }
            }
            let options = Options::new().with("bogus", "1");
            collect(
                &mut seen,
                format!("{game} {} bogus", learner.id),
                registry::make_learner(game, Options::new(), learner.id, options),
            );
        }
    }
    // Illegal actions.
    for game in ["tictactoe", "gomoku"] {
        let mut g = registry::make_game(game, Options::new()).unwrap();
        g.apply(4).unwrap();
        collect(&mut seen, format!("{game} taken cell"), g.apply(4));
    }
    let mut g = registry::make_game("connect4", Options::new()).unwrap();
    for _ in 0..6 {
        g.apply(3).unwrap();
    }
    collect(&mut seen, "connect4 full column".into(), g.apply(3));
    for rules in ["tsu", "seed"] {
        let mut g = registry::make_game("puyo", Options::new().with("rules", rules)).unwrap();
        for _ in 0..40 {
            for a in 0..g.num_actions() {
                collect(&mut seen, format!("puyo {rules} {a}"), g.check_action(a));
            }
            let Some(&a) = g.legal_actions().first() else {
                break;
            };
            g.apply(a).unwrap();
        }
    }
    let mut m = Minesweeper::from_mine_layout(2, 2, &[0]).unwrap();
    m.apply(3).unwrap();
    collect(&mut seen, "chord short of flags".into(), m.chord(3));
    collect(&mut seen, "chord a hidden cell".into(), m.chord(1));
    collect(&mut seen, "flag a revealed cell".into(), m.toggle_flag(3));
    collect(&mut seen, "reveal a revealed cell".into(), m.apply(3));
    m.toggle_flag(1).unwrap();
    collect(&mut seen, "reveal a flagged cell".into(), m.apply(1));
    m.toggle_flag(2).unwrap();
    collect(
        &mut seen,
        "flag the last hidden cell".into(),
        m.toggle_flag(0),
    );
    collect(
        &mut seen,
        "mine layout".into(),
        Minesweeper::from_mine_layout(2, 2, &[9]),
    );
    collect(&mut seen, "gomoku 2 in a row".into(), Gomoku::new(9, 9, 2));
    collect(&mut seen, "gomoku 2 wide".into(), Gomoku::new(2, 9, 3));
    // Saved states that cannot be loaded.
    for text in ["not json", r#"{"format":"x","game":{}}"#] {
        collect(
            &mut seen,
            format!("state {text}"),
            playground::state::import(text),
        );
    }

    for (what, reason) in &seen {
        check(&dict, what, reason);
    }
    let keys: std::collections::BTreeSet<_> = seen.iter().map(|(_, r)| r.key()).collect();
    for key in [
        "outOfRange",
        "notWholeIn",
        "notWhole",
        "notNumberIn",
        "notAllowed",
        "tooShort",
        "rowTooLong",
        "boardTooSmall",
        "tooManyMines",
        "alreadyOpen",
        "lastHidden",
        "unknownOption",
        "noOptions",
        "notBool",
        "noEquals",
        "noName",
        "cellTaken",
        "stoneThere",
        "chordFlags",
        "chordHidden",
        "cellRevealed",
        "cellFlagged",
        "badState",
        "weightsNotOurs",
    ] {
        assert!(keys.contains(key), "no refusal gave {key}; got {keys:?}");
    }
}

/// Every key written in the source (`Reason::new("key", ...)`) is in the English dictionary, so
/// a refusal this test cannot drive (an agent's flagged cell, an arena series) is covered too.
#[test]
fn every_key_in_the_source_is_in_the_dictionary() {
    let dict = dictionary();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("src"), root.join("python/src")];
    let mut keys = Vec::new();
    while let Some(path) = files.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).unwrap() {
                files.push(entry.unwrap().path());
            }
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for (i, _) in text.match_indices("Reason::new(") {
            let rest = text[i + "Reason::new(".len()..].trim_start();
            if let Some(rest) = rest.strip_prefix('"') {
                let key = &rest[..rest.find('"').unwrap()];
                keys.push((path.display().to_string(), key.to_string()));
            }
        }
    }
    assert!(keys.len() > 30, "{keys:?}");
    for (file, key) in keys {
        assert!(
            dict.contains_key(&key),
            "{file}: key {key} is not in engine.js (en)"
        );
    }
}
