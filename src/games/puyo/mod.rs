//! Puyo Puyo (seed 001) under two rule sets: `seed`, the learning system exactly (quirks
//! included), and `tsu`, standard Puyo Puyo Tsu (the default).
//!
//! Actions are `rotation * 6 + x` (24 indices): the centre puyo goes to column `x`, the movable
//! one to its right (rotation 0), above (1), left (2) or below (3).
//!
//! # Observation
//! `board` (U8s, `rows * cols`, row-major, row 0 on top, 0 empty, 1..=5 colours; under Tsu rules
//! row 0 is the hidden 13th row, so `rows` is 13 and `hiddenRows` is 1), `rows`, `cols`,
//! `hiddenRows`, `deathCell` (the cell index that ends the game when filled), `pair`
//! (U8s `[centre, movable]`, empty once over), `next` (U8s: next and next-next pairs, 4 values
//! under Tsu, empty under seed rules), `colors`, `score`, `chain` (chain of the last move),
//! `maxChain`, `pairs` (pairs placed), `rules` (text).
//!
//! # Info (after each step)
//! `chain`, `score` (the last move's points), `allClear`, `dead`, and the chain animation:
//! `chainBoards` (U8s, `chain + 1` boards of `rows * cols`: after the pair landed, then after each
//! step's pops and fall), `chainSteps` (I32s: the cells popped in each step, each step's list
//! ended by -1; cells index the board before that step), `chainScores` (I32s, points per step).
//!
//! # Render
//! One line per board row, top first (Tsu: the first line is the hidden row): `.` empty, the
//! colour's digit otherwise; then a line `pair 12 next 34 56` (`next` only under Tsu rules).

mod board;
mod rules;
mod score;

#[cfg(test)]
mod tests;

pub use board::{cell_char, Board, Pops, COLS, MAX_CELLS, MAX_ROWS};
pub use rules::{
    action_index, action_parts, is_legal, legal_mask, place, resolve, simulate, why_illegal,
    ChainLog, Outcome, Pair, Rules, ALL_CLEAR_BONUS, DX, DY, NUM_ACTIONS,
};
pub use score::{seed_step_score, tsu_group_bonus, tsu_step_score};

pub(crate) mod state;
use crate::game::{Action, Game, GameError, Reason};
use crate::options::{OptionKind, OptionSpec, Options};
use crate::record::{Record, Value};
use crate::rng::Rng;

/// The rule sets, the default first.
const RULES: &[&str] = &["tsu", "seed"];

/// The most pairs `maxPairs` may ask for.
const MAX_PAIRS: usize = 10_000_000;

/// Puyo's options, as the catalogue publishes them (`maxPairs` has no default: no limit).
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "rules",
        kind: OptionKind::Choice { choices: RULES },
        default: "tsu",
        help: "Which rules: tsu (standard Puyo Puyo Tsu, with the next pairs shown) or seed (the classroom version: 12 rows, no next pair).",
    },
    OptionSpec {
        name: "maxPairs",
        kind: OptionKind::Whole {
            min: 1,
            max: MAX_PAIRS as u64,
        },
        default: "",
        help: "How many pairs the game lasts at most; leave it empty for no limit.",
    },
    OptionSpec {
        name: "colors",
        kind: OptionKind::Whole { min: 3, max: 5 },
        default: "4",
        help: "How many puyo colours there are; seed rules always use 4.",
    },
];

/// A game of Puyo Puyo: the board, the pairs the player can see, and a private pair stream.
#[derive(Clone, Debug, PartialEq)]
pub struct Puyo {
    rules: Rules,
    colors: u8,
    max_pairs: Option<usize>,
    board: Board,
    /// Current pair, then (Tsu) next and next-next.
    queue: [Pair; 3],
    /// Source of future pairs: private, so agents cannot peek.
    rng: Rng,
    legal: u32,
    score: u64,
    pairs: usize,
    max_chain: u32,
    last: Outcome,
    log: ChainLog,
    dead: bool,
}

impl Puyo {
    /// A new game under `rules` with `colors` colours (Tsu: 3..=5; seed rules always use 4),
    /// ending as truncated after `max_pairs` pairs if given, its pairs fixed by `seed`.
    pub fn new(rules: Rules, colors: u8, max_pairs: Option<usize>, seed: u64) -> Self {
        let colors = match rules {
            Rules::Seed => 4,
            Rules::Tsu => colors.clamp(3, 5),
        };
        let board = Board::empty(rules.rows());
        let mut game = Puyo {
            rules,
            colors,
            max_pairs,
            board,
            queue: [Pair::default(); 3],
            rng: Rng::new(seed),
            legal: 0,
            score: 0,
            pairs: 0,
            max_chain: 0,
            last: Outcome::default(),
            log: ChainLog::default(),
            dead: false,
        };
        game.reset(seed);
        game
    }

    /// Builds from options: `rules` (`tsu` default, or `seed`), `maxPairs` (no limit by default),
    /// and for Tsu `colors` (3..=5, default 4).
    ///
    /// # Errors
    /// `BadOption` for a bad value or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let rules = match options.take_choice("rules", "tsu", RULES)? {
            "seed" => Rules::Seed,
            _ => Rules::Tsu,
        };
        let max_pairs = options.take_opt_usize("maxPairs", 1..=MAX_PAIRS)?;
        let colors = options.take_usize("colors", 4, 3..=5)?;
        if rules == Rules::Seed && colors != 4 {
            return Err(GameError::BadOption {
                option: "colors".into(),
                reason: Reason::new(
                    "seedColors",
                    "seed rules always use 4 colours; choose rules=tsu to change colours",
                ),
            });
        }
        options.finish("puyo")?;
        Ok(Puyo::new(rules, colors as u8, max_pairs, 0))
    }

    /// Puts the game in a chosen position: `board` (settled, `rules().rows()` rows, colours
    /// 1..=colors), the current `pair` and up to `rules().visible_next()` `next` pairs (later
    /// pairs still come from the seeded stream). Score and counters restart. For puzzles and tests.
    ///
    /// # Errors
    /// `BadOption` (option "position") naming what is wrong; the game is then unchanged.
    pub fn set_position(
        &mut self,
        board: Board,
        pair: Pair,
        next: &[Pair],
    ) -> Result<(), GameError> {
        let bad = |detail: String| GameError::BadOption {
            option: "position".into(),
            reason: Reason::bad_position(detail),
        };
        if board.rows() != self.rules.rows() {
            return Err(bad(format!(
                "{} rules use {} rows, the board has {}",
                self.rules.name(),
                self.rules.rows(),
                board.rows()
            )));
        }
        if board.cells().iter().any(|&c| c > self.colors) {
            return Err(bad(format!("colours must be 0 (empty) to {}", self.colors)));
        }
        let mut settled = board;
        settled.fall();
        if settled != board {
            return Err(bad(
                "a puyo floats above an empty cell: let the board fall first".into(),
            ));
        }
        let all = std::iter::once(&pair).chain(next);
        if all.clone().any(|p| {
            !(1..=self.colors).contains(&p.centre) || !(1..=self.colors).contains(&p.movable)
        }) {
            return Err(bad(format!("pair colours must be 1 to {}", self.colors)));
        }
        if next.len() > self.rules.visible_next() {
            return Err(bad(format!(
                "{} rules show {} next pairs, {} were given",
                self.rules.name(),
                self.rules.visible_next(),
                next.len()
            )));
        }
        self.board = board;
        self.queue[0] = pair;
        for (slot, p) in self.queue[1..].iter_mut().zip(next) {
            *slot = *p;
        }
        self.score = 0;
        self.pairs = 0;
        self.max_chain = 0;
        self.last = Outcome::default();
        self.log.clear();
        let (row, col) = self.rules.death_cell();
        self.dead = board.get(row, col) != 0;
        self.legal = if self.dead || self.limit_reached() {
            0
        } else {
            legal_mask(&self.board, self.rules)
        };
        Ok(())
    }

    /// The rule set.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// How many colours pairs are drawn from (colours are 1..=colors).
    pub fn colors(&self) -> u8 {
        self.colors
    }

    /// The board (settled: no puyo floats).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The pair to place now.
    pub fn pair(&self) -> Pair {
        self.queue[0]
    }

    /// The pairs after the current one that the player may see (Tsu: next and next-next; seed: none).
    pub fn next_pairs(&self) -> &[Pair] {
        &self.queue[1..1 + self.rules.visible_next()]
    }

    /// Total points so far.
    pub fn score(&self) -> u64 {
        self.score
    }

    /// Pairs placed so far.
    pub fn pairs_placed(&self) -> usize {
        self.pairs
    }

    /// The pair limit, if any.
    pub fn max_pairs(&self) -> Option<usize> {
        self.max_pairs
    }

    /// The largest chain so far.
    pub fn max_chain(&self) -> u32 {
        self.max_chain
    }

    /// What the last placement did.
    pub fn last_outcome(&self) -> Outcome {
        self.last
    }

    /// The last placement's chain, step by step.
    pub fn chain_log(&self) -> &ChainLog {
        &self.log
    }

    /// Whether the game was lost (the death cell filled).
    pub fn is_dead(&self) -> bool {
        self.dead
    }

    /// Draws one pair from `colours` (colour codes).
    fn draw_pair(rng: &mut Rng, colours: &[u8]) -> Pair {
        let centre = colours[rng.below(colours.len())];
        let movable = colours[rng.below(colours.len())];
        Pair { centre, movable }
    }

    /// Draws the pair that enters the queue next.
    fn draw_next(&mut self) -> Pair {
        let all: [u8; 5] = [1, 2, 3, 4, 5];
        Puyo::draw_pair(&mut self.rng, &all[..usize::from(self.colors)])
    }

    fn limit_reached(&self) -> bool {
        self.max_pairs.is_some_and(|m| self.pairs >= m)
    }
}

impl Game for Puyo {
    fn num_actions(&self) -> usize {
        NUM_ACTIONS
    }

    fn num_players(&self) -> usize {
        1
    }

    fn current_player(&self) -> Option<usize> {
        (self.legal != 0).then_some(0)
    }

    fn is_legal(&self, action: Action) -> bool {
        action < NUM_ACTIONS && self.legal & (1 << action) != 0
    }

    fn why_illegal(&self, action: Action) -> Reason {
        why_illegal(&self.board, self.rules, action)
    }

    fn apply(&mut self, action: Action) -> Result<f64, GameError> {
        self.check_action(action)?;
        let pair = self.queue[0];
        place(&mut self.board, self.rules, pair, action);
        self.log.clear();
        let outcome = resolve(&mut self.board, self.rules, Some(&mut self.log));
        self.last = outcome;
        self.score += u64::from(outcome.score);
        self.max_chain = self.max_chain.max(outcome.chain);
        self.pairs += 1;
        self.dead = outcome.dead;
        match self.rules {
            Rules::Seed => self.queue[0] = self.draw_next(),
            Rules::Tsu => {
                let next = self.draw_next();
                self.queue = [self.queue[1], self.queue[2], next];
            }
        }
        self.legal = if self.dead || self.limit_reached() {
            0
        } else {
            legal_mask(&self.board, self.rules)
        };
        Ok(f64::from(outcome.score))
    }

    fn returns(&self) -> Vec<f64> {
        vec![self.score as f64]
    }

    fn observation(&self) -> Record {
        let over = self.is_terminal();
        let pair = if over {
            Vec::new()
        } else {
            vec![self.queue[0].centre, self.queue[0].movable]
        };
        let next: Vec<u8> = if over {
            Vec::new()
        } else {
            self.next_pairs()
                .iter()
                .flat_map(|p| [p.centre, p.movable])
                .collect()
        };
        let (death_row, death_col) = self.rules.death_cell();
        Record::new()
            .with("board", Value::U8s(self.board.cells().to_vec()))
            .with("rows", Value::Int(self.board.rows() as i64))
            .with("cols", Value::Int(COLS as i64))
            .with(
                "hiddenRows",
                Value::Int(self.rules.first_visible_row() as i64),
            )
            .with(
                "deathCell",
                Value::Int((death_row * COLS + death_col) as i64),
            )
            .with("pair", Value::U8s(pair))
            .with("next", Value::U8s(next))
            .with("colors", Value::Int(i64::from(self.colors)))
            .with("score", Value::Int(self.score as i64))
            .with("chain", Value::Int(i64::from(self.last.chain)))
            .with("maxChain", Value::Int(i64::from(self.max_chain)))
            .with("pairs", Value::Int(self.pairs as i64))
            .with("rules", Value::Text(self.rules.name().into()))
    }

    fn info(&self) -> Record {
        Record::new()
            .with("chain", Value::Int(i64::from(self.last.chain)))
            .with("score", Value::Int(i64::from(self.last.score)))
            .with("allClear", Value::Bool(self.last.all_clear))
            .with("dead", Value::Bool(self.dead))
            .with("chainBoards", Value::U8s(self.log.boards.clone()))
            .with("chainSteps", Value::I32s(self.log.popped.clone()))
            .with("chainScores", Value::I32s(self.log.scores.clone()))
    }

    fn render(&self) -> String {
        let mut out = String::new();
        for row in 0..self.board.rows() {
            out.extend((0..COLS).map(|c| cell_char(self.board.get(row, c))));
            out.push('\n');
        }
        let show = |p: &Pair| format!("{}{}", cell_char(p.centre), cell_char(p.movable));
        if self.is_terminal() {
            out.push_str(if self.dead {
                "game over\n"
            } else {
                "pair limit reached\n"
            });
        } else {
            out.push_str(&format!("pair {}", show(&self.queue[0])));
            if !self.next_pairs().is_empty() {
                let next: Vec<String> = self.next_pairs().iter().map(show).collect();
                out.push_str(&format!(" next {}", next.join(" ")));
            }
            out.push('\n');
        }
        out
    }

    fn reset(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
        self.board = Board::empty(self.rules.rows());
        match self.rules {
            Rules::Seed => {
                let first = self.draw_next();
                self.queue = [first, Pair::default(), Pair::default()];
            }
            Rules::Tsu => {
                // The first two pairs use at most 3 of the colours, as in the real game.
                let mut palette: Vec<u8> = (1..=self.colors).collect();
                self.rng.shuffle(&mut palette);
                let first = Puyo::draw_pair(&mut self.rng, &palette[..3]);
                let second = Puyo::draw_pair(&mut self.rng, &palette[..3]);
                let third = self.draw_next();
                self.queue = [first, second, third];
            }
        }
        self.score = 0;
        self.pairs = 0;
        self.max_chain = 0;
        self.last = Outcome::default();
        self.log.clear();
        self.dead = false;
        self.legal = if self.limit_reached() {
            0
        } else {
            legal_mask(&self.board, self.rules)
        };
    }

    fn is_truncated(&self) -> bool {
        !self.dead && self.limit_reached()
    }

    /// The same visible state (board, the pairs shown, score, counters) whose later pairs come
    /// from `seed` instead: what a search may play on without peeking at the real pairs to come.
    /// Under seed rules only the current pair is shown; under Tsu the next two as well, and the
    /// queue holds nothing else.
    fn determinized(&self, seed: u64) -> Puyo {
        let mut copy = self.clone();
        copy.rng = Rng::new(seed);
        copy
    }

    fn max_game_length(&self) -> Option<usize> {
        // Each pair adds two puyos and the board holds 78: without pops a game is short, but pops
        // let it run on, so only a pair limit bounds it.
        self.max_pairs
    }

    fn return_bounds(&self) -> Option<(f64, f64)> {
        Some((0.0, f64::MAX))
    }
}
