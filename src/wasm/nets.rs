//! The shipped nets at the door: which there are, and the page handing one over
//! (`src/shipped.rs`; the page's side is www/nets.js).

use super::convert::{js_error, set};
use crate::shipped;
use js_sys::{Array, Object};
use wasm_bindgen::prelude::*;

/// The shipped nets: `[{name, game, agent, board, loaded}]` (`board`: sorted `k=v` pairs, "" for
/// any board); the file of each is `weights/<name>.bin`.
///
/// # Errors
/// Never in practice (only if the JavaScript engine refuses to build an object).
#[wasm_bindgen(js_name = shippedNets)]
pub fn shipped_nets() -> Result<Array, JsValue> {
    let out = Array::new();
    for net in shipped::NETS {
        let o = Object::new();
        set(&o, "name", net.name)?;
        set(&o, "game", net.game)?;
        set(&o, "agent", net.agent)?;
        set(&o, "board", net.board)?;
        set(&o, "loaded", shipped::is_loaded(net.name))?;
        out.push(&o);
    }
    Ok(out)
}

/// Hands over shipped net `name`'s file bytes (a net handed over twice keeps its first bytes; the
/// bytes are checked when an agent first loads them).
///
/// # Errors
/// An `Error` naming the shipped nets when `name` is not one of them.
#[wasm_bindgen(js_name = provideNet)]
pub fn provide_net(name: &str, bytes: Vec<u8>) -> Result<(), JsValue> {
    shipped::provide(name, bytes).map_err(js_error)
}
