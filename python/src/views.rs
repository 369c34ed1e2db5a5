//! The fixed-shape numpy views of a game, for learners: what the player to move (or a chosen
//! player) sees, as one `int8` array per game. The engine's own observation (`Env.observation()`)
//! stays the reference; these are the same facts in the shapes Gymnasium and PettingZoo expect.
//!
//! - Minesweeper: the player's view, `(rows, cols)`, codes 9 hidden, 0..8 a number, -1 a mine,
//!   10 a flag, 11 a wrong flag (after a loss).
//! - Puyo: `rows * 6` board cells (0 empty, 1..=colors), then the current pair and the visible
//!   next pairs (centre, movable; 0 once the game is over), flat.
//! - Tic-tac-toe, Gomoku and Connect Four: `(rows, cols, 2)`, PettingZoo's classic planes: 1
//!   where the player has a stone (disc), then 1 where the opponent has one. Connect Four's rows
//!   run top first, as Kaggle's board does. (Connect Four plays natively in Python through `Env`;
//!   `playground.games()` leaves it out until its page part lands: `GameEntry::listed`.)

use playground::games::{connect4::Connect4, gomoku::Gomoku, puyo::Puyo, tictactoe::TicTacToe};
use playground::{AnyGame, Game};

/// The shape of `game`'s view (see the module documentation).
pub fn shape(game: &AnyGame) -> Vec<usize> {
    match game {
        AnyGame::Minesweeper(m) => vec![m.rows(), m.cols()],
        AnyGame::Puyo(p) => vec![puyo_len(p)],
        AnyGame::TicTacToe(_) => vec![3, 3, 2],
        AnyGame::Gomoku(g) => vec![g.height(), g.width(), 2],
        AnyGame::Connect4(c) => vec![c.rows(), c.columns(), 2],
    }
}

/// The (low, high) bounds of every value of `game`'s view.
pub fn bounds(game: &AnyGame) -> (i8, i8) {
    match game {
        AnyGame::Minesweeper(_) => (-1, 11),
        AnyGame::Puyo(p) => (0, p.colors() as i8),
        AnyGame::TicTacToe(_) | AnyGame::Gomoku(_) | AnyGame::Connect4(_) => (0, 1),
    }
}

/// How many values a Puyo view has: the board, the pair and the visible next pairs.
fn puyo_len(p: &Puyo) -> usize {
    p.board().cells().len() + 2 + 2 * p.rules().visible_next()
}

/// Appends the view of `game` for `player` (ignored in one-player games) to `out`.
pub fn write(game: &AnyGame, player: usize, out: &mut Vec<i8>) {
    match game {
        AnyGame::Minesweeper(m) => out.extend_from_slice(m.view()),
        AnyGame::Puyo(p) => write_puyo(p, out),
        AnyGame::TicTacToe(t) => write_tictactoe(t, player, out),
        AnyGame::Gomoku(g) => write_gomoku(g, player, out),
        AnyGame::Connect4(c) => write_connect4(c, player, out),
    }
}

/// Puyo: board, pair, next pairs (zeros once over).
fn write_puyo(p: &Puyo, out: &mut Vec<i8>) {
    out.extend(p.board().cells().iter().map(|&c| c as i8));
    let pairs = 1 + p.rules().visible_next();
    if p.is_terminal() {
        out.extend(std::iter::repeat_n(0, 2 * pairs));
        return;
    }
    let pair = p.pair();
    out.extend([pair.centre as i8, pair.movable as i8]);
    let next = p.next_pairs();
    for i in 0..pairs - 1 {
        match next.get(i) {
            Some(n) => out.extend([n.centre as i8, n.movable as i8]),
            None => out.extend([0, 0]),
        }
    }
}

/// Tic-tac-toe planes for `player` (0 is X, code -1; 1 is O, code 1).
fn write_tictactoe(t: &TicTacToe, player: usize, out: &mut Vec<i8>) {
    use playground::games::tictactoe::{O, X};
    let (mine, theirs) = if player == 0 { (X, O) } else { (O, X) };
    for &c in t.board() {
        out.extend([i8::from(c == mine), i8::from(c == theirs)]);
    }
}

/// Connect Four planes for `player` (0 has Kaggle's mark 1, 1 mark 2).
fn write_connect4(c: &Connect4, player: usize, out: &mut Vec<i8>) {
    let mine = if player == 0 { 1 } else { 2 };
    for cell in c.board() {
        out.extend([i8::from(cell == mine), i8::from(cell != 0 && cell != mine)]);
    }
}

/// Gomoku planes for `player`, read from the engine's stone bit sets.
fn write_gomoku(g: &Gomoku, player: usize, out: &mut Vec<i8>) {
    let cells = g.cells();
    let (mine, theirs) = (g.stone_bits(player), g.stone_bits(1 - player.min(1)));
    let start = out.len();
    out.resize(start + 2 * cells, 0);
    for (word, chunk) in out[start..].chunks_mut(128).enumerate() {
        let (m, t) = (mine[word], theirs[word]);
        for (bit, pair) in chunk.chunks_exact_mut(2).enumerate() {
            pair[0] = ((m >> bit) & 1) as i8;
            pair[1] = ((t >> bit) & 1) as i8;
        }
    }
}

/// Writes 1 for each legal action of `game` into `row` (zeros elsewhere); `scratch` is reused.
pub fn write_mask(game: &AnyGame, row: &mut [i8], scratch: &mut Vec<usize>) {
    row.fill(0);
    if let AnyGame::Gomoku(g) = game {
        if !g.is_terminal() {
            for (word, chunk) in row.chunks_mut(64).enumerate() {
                let bits = g.empty_word(word);
                for (bit, m) in chunk.iter_mut().enumerate() {
                    *m = ((bits >> bit) & 1) as i8;
                }
            }
        }
        return;
    }
    game.legal_actions_into(scratch);
    for &a in scratch.iter() {
        row[a] = 1;
    }
}
