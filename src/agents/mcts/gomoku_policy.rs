//! Gomoku's threat knowledge for the strong MCTS (being written).

use super::hints::ThreatHints;
use crate::games::gomoku::Gomoku;

impl ThreatHints for Gomoku {}
