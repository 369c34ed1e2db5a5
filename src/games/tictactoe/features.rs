//! Tic-tac-toe as a net sees it: seed 004's four planes on the 3x3 board.

use super::TicTacToe;

impl TicTacToe {
    /// The cell of the last move, if any.
    pub fn last_move(&self) -> Option<usize> {
        self.last_move.map(usize::from)
    }

    /// Seed 004's four planes, 9 cells each (cell = action): 0 the marks of the player to move,
    /// 1 the opponent's marks, 2 a single 1 on the last move, 3 all ones when X (the first
    /// player) is to move. After the end, "to move" is who would move next.
    pub fn planes(&self) -> Vec<f32> {
        let mut planes = vec![0.0f32; 36];
        let first_to_move = self.board.iter().filter(|&&c| c != 0).count() % 2 == 0;
        let mine = if first_to_move { super::X } else { super::O };
        for (cell, &c) in self.board.iter().enumerate() {
            if c == mine {
                planes[cell] = 1.0;
            } else if c != 0 {
                planes[9 + cell] = 1.0;
            }
        }
        if let Some(last) = self.last_move() {
            planes[18 + last] = 1.0;
        }
        if first_to_move {
            planes[27..].fill(1.0);
        }
        planes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;

    #[test]
    fn planes_follow_the_player_to_move() {
        let mut g = TicTacToe::new();
        let p = g.planes();
        assert!(p[..27].iter().all(|&v| v == 0.0) && p[27..].iter().all(|&v| v == 1.0));
        g.apply(4).unwrap();
        let p = g.planes();
        // O to move: X's mark is the opponent's; the last move is 4; plane 3 is zeros.
        assert_eq!(p[9 + 4], 1.0);
        assert_eq!(p[..9].iter().sum::<f32>(), 0.0);
        assert_eq!(p[18 + 4], 1.0);
        assert!(p[27..].iter().all(|&v| v == 0.0));
        g.apply(0).unwrap();
        let p = g.planes();
        assert_eq!((p[4], p[9], p[18], p[27]), (1.0, 1.0, 1.0, 1.0));
    }
}
