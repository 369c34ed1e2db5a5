//! The chain builder: plans placements to build a big chain on purpose, then fires it.
//!
//! Beam search ([`search`]) over the pairs it can see (Tsu: current, next, next-next) plus a few
//! sampled future pairs, judging boards by the largest chain one or two more puyos would set off
//! ([`eval::potential`]) and by their shape. It fires when a chain reaches the target length or
//! the board is crowded.

pub mod eval;
pub mod search;

use crate::agents::Agent;
use crate::clock::now_ms;
use crate::game::{Action, Game, GameError};
use crate::games::puyo::{Pair, Puyo, Rules};
use crate::options::Options;
use crate::record::{Record, Value};
use crate::rng::Rng;
use eval::{potential, Weights};
use search::{search, Plan, SearchConfig};

/// Narrowest beam tried when the width follows the time budget.
pub(crate) const MIN_WIDTH: usize = 8;
/// Widest beam ever used.
pub(crate) const MAX_WIDTH: usize = 4096;

/// Plans with `run` at `cfg`'s width, then, unless the width is `fixed`, doubles the width while
/// the next run (about twice the last one's time) still fits in `time_ms` (at most
/// [`MAX_WIDTH`]). Returns the last plan and the width that made it.
pub(crate) fn plan_widening<P>(
    cfg: &mut SearchConfig,
    fixed: bool,
    time_ms: f64,
    run: impl Fn(&SearchConfig) -> Result<P, GameError>,
) -> Result<(P, usize), GameError> {
    let start = now_ms();
    let mut plan = run(cfg)?;
    if fixed {
        return Ok((plan, cfg.width));
    }
    let mut width = cfg.width;
    let mut last_run = now_ms() - start;
    loop {
        let spent = now_ms() - start;
        // The next width doubles the work: about twice the time of the last run.
        if cfg.width >= MAX_WIDTH || spent + 2.0 * last_run > time_ms {
            break;
        }
        cfg.width *= 2;
        let run_start = now_ms();
        plan = run(cfg)?;
        last_run = now_ms() - run_start;
        width = cfg.width;
    }
    Ok((plan, width))
}

/// Builds chains on purpose.
#[derive(Clone, Debug)]
pub struct ChainBuilder {
    rng: Rng,
    time_ms: f64,
    beam: Option<usize>,
    target: u32,
    lookahead: Option<usize>,
    crowded: usize,
    /// The last `explain`'s position, the agent's stream after that plan, and its move: an `act`
    /// on the same position plays that move and moves the stream on as that plan did (a timed
    /// search run a second time may widen differently, and the thinking shown must be the move).
    explained: Option<(Puyo, Rng, Action)>,
}

impl ChainBuilder {
    /// A chain builder: `seed` fixes its sampled pairs; `beam` (if given) fixes the beam width and
    /// makes it ignore the clock; otherwise it widens the beam while `time_ms` allows.
    pub fn new(seed: u64, time_ms: f64, beam: Option<usize>) -> Self {
        ChainBuilder {
            rng: Rng::new(seed),
            time_ms,
            beam,
            target: 12,
            lookahead: None,
            crowded: 60,
            explained: None,
        }
    }

    /// Builds from options: `seed` (0), `timeMs` (50), `beam` (beam width; when given the search
    /// is deterministic and ignores `timeMs`), `target` (chain length fired at once, 12),
    /// `lookahead` (sampled pairs after the visible ones: Tsu 1, seed rules 2), `crowded`
    /// (visible puyos from which any chain is fired, 60).
    ///
    /// # Errors
    /// `BadOption` for a bad value or an unknown option.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let seed = options.take_u64("seed", 0)?;
        let time_ms = options.take_f64("timeMs", 50.0, 1.0..=60_000.0)?;
        let beam = options.take_opt_usize("beam", 1..=MAX_WIDTH)?;
        let target = options.take_usize("target", 12, 2..=19)?;
        let lookahead = options.take_opt_usize("lookahead", 0..=4)?;
        let crowded = options.take_usize("crowded", 60, 20..=72)?;
        options.finish("the chain builder")?;
        let mut agent = ChainBuilder::new(seed, time_ms, beam);
        agent.target = target as u32;
        agent.lookahead = lookahead;
        agent.crowded = crowded;
        Ok(agent)
    }

    /// The pairs to search: the visible ones, then sampled ones from the agent's own stream.
    fn pairs(&mut self, game: &Puyo) -> Vec<Pair> {
        let mut pairs = vec![game.pair()];
        pairs.extend_from_slice(game.next_pairs());
        let extra = self.lookahead.unwrap_or(match game.rules() {
            Rules::Tsu => 1,
            Rules::Seed => 2,
        });
        let colours = usize::from(game.colors());
        for _ in 0..extra {
            let centre = 1 + self.rng.below(colours) as u8;
            let movable = 1 + self.rng.below(colours) as u8;
            pairs.push(Pair { centre, movable });
        }
        pairs
    }

    /// Plans the move for `game`: fixed width, or widening while the time budget allows.
    fn plan(&mut self, game: &Puyo) -> Result<(Plan, usize), GameError> {
        if game.is_terminal() {
            return Err(GameError::GameOver);
        }
        let pairs = self.pairs(game);
        let visible = 1 + game.next_pairs().len();
        let mut cfg = SearchConfig {
            width: self.beam.unwrap_or(MIN_WIDTH),
            target_chain: self.target,
            crowded: self.crowded,
            weights: Weights::default(),
        };
        let run = |cfg: &SearchConfig| {
            search(game.board(), game.rules(), &pairs, visible, cfg).ok_or(GameError::GameOver)
        };
        plan_widening(&mut cfg, self.beam.is_some(), self.time_ms, run)
    }
}

impl Agent<Puyo> for ChainBuilder {
    fn act(&mut self, game: &Puyo) -> Result<Action, GameError> {
        if let Some((position, rng, action)) = self.explained.take() {
            if position == *game {
                self.rng = rng;
                return Ok(action);
            }
        }
        Ok(self.plan(game)?.0.action)
    }

    fn explain(&mut self, game: &Puyo) -> Result<Option<Record>, GameError> {
        // Explaining must not change what the agent does next: plan with a copy of its stream,
        // kept for an `act` on this position (which then plays exactly the plan shown).
        let mut copy = self.clone();
        copy.explained = None;
        let (plan, width) = copy.plan(game)?;
        self.explained = Some((game.clone(), copy.rng.clone(), plan.action));
        let now = potential(game.board(), game.rules());
        Ok(Some(
            Record::new()
                .with("plannedAction", Value::Int(plan.action as i64))
                .with("expectedChain", Value::Int(i64::from(plan.expected_chain)))
                .with("firesNow", Value::Bool(plan.fires_now))
                .with("firesSoon", Value::Bool(plan.fires))
                .with("potentialChain", Value::Int(i64::from(now.chain)))
                .with("targetBoard", Value::U8s(plan.target.cells().to_vec()))
                .with("beamWidth", Value::Int(width as i64)),
        ))
    }
}

#[cfg(test)]
mod tests;
