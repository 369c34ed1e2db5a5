//! Why the solver plays the cell it plays, in words a student can follow (the page shows it
//! with the Hint and the thinking overlay).

/// The reason behind one decision of the solver.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// No cell to play: not a board, or every hidden cell is flagged.
    NoMove,
    /// The first click of the game: a corner.
    FirstClick,
    /// The first click of a game that promises it opens an area: a few cells in from a corner.
    FirstOpening,
    /// The cell is certainly safe.
    Certain,
    /// The numbers contradict each other (a wrong flag cannot do that: a broken view) or only
    /// mines are left to click: the least likely mine.
    LeastBad,
    /// The exact endgame search over every remaining mine layout.
    Endgame {
        /// Mine layouts that fit the view.
        layouts: f64,
        /// The chance of winning the whole game from here with the best play.
        win: f64,
    },
    /// An unavoidable 50/50, guessed now rather than later.
    FiftyFifty,
    /// A guess chosen by the two-step look-ahead.
    LookAhead {
        /// The chance that the cell is safe.
        safety: f64,
    },
}

impl Why {
    /// The reason's kind as a stable name ("noMove", "firstClick", "firstOpening", "certain", "leastBad",
    /// "endgame", "fiftyFifty", "lookAhead"): the page words it in the student's language from
    /// this and [`Why::numbers`], and shows [`Why::describe`] where it has no words for it.
    pub fn kind(&self) -> &'static str {
        match self {
            Why::NoMove => "noMove",
            Why::FirstClick => "firstClick",
            Why::FirstOpening => "firstOpening",
            Why::Certain => "certain",
            Why::LeastBad => "leastBad",
            Why::Endgame { .. } => "endgame",
            Why::FiftyFifty => "fiftyFifty",
            Why::LookAhead { .. } => "lookAhead",
        }
    }

    /// The numbers the reason quotes, by name: `whyLayouts` and `whyWin` (a share, 0..1) for
    /// the endgame, `whySafety` (a share) for a look-ahead guess.
    pub fn numbers(&self) -> Vec<(&'static str, f64)> {
        match *self {
            Why::Endgame { layouts, win } => vec![("whyLayouts", layouts.round()), ("whyWin", win)],
            Why::LookAhead { safety } => vec![("whySafety", safety)],
            _ => Vec::new(),
        }
    }

    /// The reason as one or two plain sentences.
    pub fn describe(&self) -> String {
        let percent = |x: f64| format!("{:.0}%", 100.0 * x);
        match *self {
            Why::NoMove => "No move: every hidden cell is flagged.".into(),
            Why::FirstClick => {
                "First click: a corner, the cell most likely to open a whole area.".into()
            }
            Why::FirstOpening => {
                "First click: this game promises that it opens an area, so \
                 it clicks a few cells in from a corner, where the opening tends to clear the most."
                    .into()
            }
            Why::Certain => {
                "Certainly safe: no way of placing the mines that fits the numbers puts one here."
                    .into()
            }
            Why::LeastBad => "No safe choice is left: the cell least likely to be a mine.".into(),
            Why::Endgame { layouts, win } => format!(
                "Endgame: only {} ways to place the mines are left, so it tried every order of \
                 moves. Best play from here wins {} of the time.",
                layouts.round(),
                percent(win)
            ),
            Why::FiftyFifty => "A forced 50/50: nothing can ever tell these two cells apart, so \
                 it guesses now, while the number it shows can still help."
                .into(),
            Why::LookAhead { safety } => format!(
                "A guess: no cell is certain. This one is {} safe, and it looked one move \
                 ahead for the cell most likely to reveal safe cells next.",
                percent(safety)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_and_numbers_name_each_reason() {
        let end = Why::Endgame {
            layouts: 11.6,
            win: 0.625,
        };
        assert_eq!(end.kind(), "endgame");
        assert_eq!(end.numbers(), vec![("whyLayouts", 12.0), ("whyWin", 0.625)]);
        let guess = Why::LookAhead { safety: 0.8 };
        assert_eq!(guess.kind(), "lookAhead");
        assert_eq!(guess.numbers(), vec![("whySafety", 0.8)]);
        assert_eq!(Why::Certain.kind(), "certain");
        assert!(Why::FiftyFifty.numbers().is_empty());
    }

    #[test]
    fn reasons_carry_their_numbers() {
        let end = Why::Endgame {
            layouts: 12.0,
            win: 0.625,
        }
        .describe();
        assert!(end.contains("only 12 ways") && end.contains("62%"), "{end}");
        let guess = Why::LookAhead { safety: 0.8 }.describe();
        assert!(guess.contains("80% safe"), "{guess}");
    }
}
