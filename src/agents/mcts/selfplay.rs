//! Seed 004's self-play record: the training data of its AlphaZero loop, made by our searches.
//!
//! For each move of one game an agent plays against itself: the four observation planes (as
//! [`Gomoku::planes`] gives them), the search's visit probabilities over all actions, and
//! `z` = +1 / -1 / 0 — whether the player to move at that step went on to win, lose or draw.

use super::search::Searcher;
use crate::game::{Game, GameError};
use crate::games::gomoku::Gomoku;
use std::fmt::Write;

/// One training example: a position, what the search thought of it, and how the game ended.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlayStep {
    /// Seed 004's four planes, `4 * height * width` values.
    pub planes: Vec<f32>,
    /// The search's visit counts over all actions, divided by their sum.
    pub probs: Vec<f32>,
    /// The move played.
    pub action: usize,
    /// +1 if the player to move at this step won, -1 if they lost, 0 for a draw.
    pub z: f32,
}

/// A whole self-play game.
#[derive(Clone, Debug, PartialEq)]
pub struct SelfPlayRecord {
    /// Board width.
    pub width: usize,
    /// Board height.
    pub height: usize,
    /// Stones in a row that win.
    pub n_in_row: usize,
    /// The winner (0 first player, 1 second), or `None` for a draw.
    pub winner: Option<usize>,
    /// One example per move, in order.
    pub steps: Vec<SelfPlayStep>,
}

/// Plays `agent` against itself from `start` to the end, recording every move from the
/// [`SearchStats`](super::SearchStats) of its searches.
///
/// # Errors
/// `GameOver` when `start` has ended.
pub fn self_play_record<A: Searcher<Gomoku>>(
    start: &Gomoku,
    agent: &mut A,
) -> Result<SelfPlayRecord, GameError> {
    if start.is_terminal() {
        return Err(GameError::GameOver);
    }
    let mut game = start.clone();
    let mut steps = Vec::new();
    let mut movers = Vec::new();
    while let Some(mover) = game.current_player() {
        let stats = agent.search(&game)?;
        let action = stats.best;
        steps.push(SelfPlayStep {
            planes: game.planes(),
            probs: stats.visit_probabilities(),
            action,
            z: 0.0,
        });
        movers.push(mover);
        game.apply(action)?;
    }
    let winner = game.winner();
    for (step, &mover) in steps.iter_mut().zip(&movers) {
        step.z = match winner {
            Some(w) if w == mover => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        };
    }
    Ok(SelfPlayRecord {
        width: game.width(),
        height: game.height(),
        n_in_row: game.n_in_row(),
        winner,
        steps,
    })
}

impl SelfPlayRecord {
    /// The record as JSON text: `{"width", "height", "nInRow", "winner" (-1 for a draw),
    /// "steps": [{"planes": [...], "probs": [...], "action", "z"}, ...]}`.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        let winner = self.winner.map_or(-1, |w| w as i64);
        let _ = write!(
            out,
            "{{\"width\":{},\"height\":{},\"nInRow\":{},\"winner\":{},\"steps\":[",
            self.width, self.height, self.n_in_row, winner
        );
        for (i, step) in self.steps.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            out.push_str("{\"planes\":");
            push_numbers(&mut out, &step.planes);
            out.push_str(",\"probs\":");
            push_numbers(&mut out, &step.probs);
            let _ = write!(out, ",\"action\":{},\"z\":{}}}", step.action, step.z);
        }
        out.push_str("]}");
        out
    }
}

/// Appends `[a,b,...]` (whole numbers without a fraction, as JSON allows).
fn push_numbers(out: &mut String, values: &[f32]) {
    out.push('[');
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "{v}");
    }
    out.push(']');
}
