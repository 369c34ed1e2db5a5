//! The trained nets shipped with the playground (docs/learning.md says how each was trained).
//!
//! Natively they are compiled in. In the browser they are not: the wasm stays small, and the page
//! fetches a net's file (`weights/<name>.bin`) the first time an agent needs it and hands the
//! bytes over with [`provide`] (`provideNet` at the door, www/nets.js). An agent asked to play
//! before its net was handed over answers [`GameError::NetNotLoaded`].

use crate::game::GameError;

/// One shipped net: which agent of which game plays it, on which board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShippedNet {
    /// Its name; the file is `weights/<name>.bin`.
    pub name: &'static str,
    /// The game it plays.
    pub game: &'static str,
    /// The agent that plays it by default.
    pub agent: &'static str,
    /// The board options it was trained on, as sorted `k=v` pairs joined by commas ("" for any).
    pub board: &'static str,
}

/// The Tic-tac-toe Q-table.
pub const TICTACTOE_QLEARNING: &str = "tictactoe-qlearning";
/// Minesweeper's cell-safety net.
pub const MINESWEEPER_NEURAL: &str = "minesweeper-neural";
/// Puyo's learned board evaluation.
pub const PUYO_NEURAL: &str = "puyo-neural";

/// Every shipped net.
pub const NETS: &[ShippedNet] = &[
    ShippedNet {
        name: TICTACTOE_QLEARNING,
        game: "tictactoe",
        agent: "qlearning",
        board: "",
    },
    ShippedNet {
        name: "tictactoe-alphazero",
        game: "tictactoe",
        agent: "alphazero",
        board: "",
    },
    ShippedNet {
        name: "gomoku-6x6-4-alphazero",
        game: "gomoku",
        agent: "alphazero",
        board: "height=6,nInRow=4,width=6",
    },
    ShippedNet {
        name: "gomoku-8x8-5-alphazero",
        game: "gomoku",
        agent: "alphazero",
        board: "height=8,nInRow=5,width=8",
    },
    ShippedNet {
        name: MINESWEEPER_NEURAL,
        game: "minesweeper",
        agent: "neural",
        board: "",
    },
    ShippedNet {
        name: PUYO_NEURAL,
        game: "puyo",
        agent: "neural",
        board: "",
    },
];

/// The net `agent` plays on `game`'s board `board` (sorted `k=v` pairs), if one is shipped.
pub fn find(game: &str, agent: &str, board: &str) -> Option<&'static ShippedNet> {
    NETS.iter()
        .find(|n| n.game == game && n.agent == agent && n.board == board)
}

/// The bytes of shipped net `name`.
///
/// # Errors
/// `Unknown` for a name that is not shipped; in the browser, `NetNotLoaded` until the page has
/// handed the net over with [`provide`].
pub fn bytes(name: &str) -> Result<&'static [u8], GameError> {
    let net = named(name)?;
    store::get(net.name).ok_or_else(|| GameError::NetNotLoaded {
        net: net.name.to_string(),
    })
}

/// Hands over the bytes of shipped net `name` (the page's copy of `weights/<name>.bin`); a net
/// already handed over keeps its first bytes. Natively the nets are compiled in and this only
/// checks the name.
///
/// # Errors
/// `Unknown` for a name that is not shipped.
pub fn provide(name: &str, bytes: Vec<u8>) -> Result<(), GameError> {
    let net = named(name)?;
    store::put(net.name, bytes);
    Ok(())
}

/// The shipped net called `name`; `Unknown` naming the shipped nets when there is none.
fn named(name: &str) -> Result<&'static ShippedNet, GameError> {
    NETS.iter()
        .find(|n| n.name == name)
        .ok_or_else(|| GameError::Unknown {
            what: "net",
            name: name.to_string(),
            choices: NETS.iter().map(|n| n.name.to_string()).collect(),
        })
}

/// Whether net `name` can be used now (always natively; in the browser once provided).
pub fn is_loaded(name: &str) -> bool {
    store::get(name).is_some()
}

/// Natively: the files compiled in.
#[cfg(not(target_arch = "wasm32"))]
mod store {
    /// The compiled-in bytes of `name`.
    pub fn get(name: &str) -> Option<&'static [u8]> {
        Some(match name {
            "tictactoe-qlearning" => include_bytes!("../weights/tictactoe-qlearning.bin"),
            "tictactoe-alphazero" => include_bytes!("../weights/tictactoe-alphazero.bin"),
            "gomoku-6x6-4-alphazero" => include_bytes!("../weights/gomoku-6x6-4-alphazero.bin"),
            "gomoku-8x8-5-alphazero" => include_bytes!("../weights/gomoku-8x8-5-alphazero.bin"),
            "minesweeper-neural" => include_bytes!("../weights/minesweeper-neural.bin"),
            "puyo-neural" => include_bytes!("../weights/puyo-neural.bin"),
            _ => return None,
        })
    }

    /// Nothing to keep: the bytes are compiled in.
    pub fn put(_name: &'static str, _bytes: Vec<u8>) {}
}

/// In the browser: what the page handed over, kept for the life of the module.
#[cfg(target_arch = "wasm32")]
mod store {
    use std::cell::RefCell;

    thread_local! {
        static PROVIDED: RefCell<Vec<(&'static str, &'static [u8])>> = const { RefCell::new(Vec::new()) };
    }

    /// The handed-over bytes of `name`, if any.
    pub fn get(name: &str) -> Option<&'static [u8]> {
        PROVIDED.with(|p| p.borrow().iter().find(|(n, _)| *n == name).map(|(_, b)| *b))
    }

    /// Keeps `bytes` for `name` (once: a net is a few tens of KB and lives as long as the page).
    pub fn put(name: &'static str, bytes: Vec<u8>) {
        if get(name).is_none() {
            let kept: &'static [u8] = Box::leak(bytes.into_boxed_slice());
            PROVIDED.with(|p| p.borrow_mut().push((name, kept)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_net_is_compiled_in_natively_and_names_are_unique() {
        for net in NETS {
            assert!(bytes(net.name).is_ok_and(|b| b.len() > 100), "{}", net.name);
            assert_eq!(NETS.iter().filter(|n| n.name == net.name).count(), 1);
        }
    }

    #[test]
    fn unknown_names_are_refused() {
        assert!(matches!(bytes("chess"), Err(GameError::Unknown { .. })));
        assert!(matches!(
            provide("chess", vec![1]),
            Err(GameError::Unknown { .. })
        ));
        assert!(provide(PUYO_NEURAL, vec![1, 2]).is_ok());
        assert!(find("gomoku", "alphazero", "height=6,nInRow=4,width=6").is_some());
        assert!(find("gomoku", "alphazero", "height=7,nInRow=4,width=7").is_none());
    }
}
