//! The training bookkeeping the learners share: the loop that spends a [`Budget`] one episode
//! at a time ([`train`]), counting into the learner's [`Progress`] and measuring every so often
//! while keeping evaluation time out of its seconds, and the curve's reuse of a point that is
//! still current ([`evaluate`]).
//!
//! A learner implements [`Episodic`] (play one episode, measure the agent, say its
//! [`Schedule`]); [`Learner::train`](super::Learner::train) and
//! [`Learner::evaluate`](super::Learner::evaluate) call [`train`] and [`evaluate`].

use super::{Budget, EvalPoint, EvalResult, Progress};
use crate::clock::now_ms;
use crate::game::GameError;
use serde_json::Value;

impl Progress {
    /// A curve point with `results`, at the episodes and seconds so far.
    pub fn point(&self, results: Vec<EvalResult>) -> EvalPoint {
        EvalPoint {
            episodes: self.episodes,
            seconds: self.seconds,
            results,
        }
    }

    /// A weights file's training summary: the object `fields` with the training seconds
    /// (`seconds`) and the last curve point (`lastEval`) added.
    pub fn summary(&self, mut fields: Value) -> Value {
        if let Value::Object(map) = &mut fields {
            map.insert("seconds".into(), self.seconds.into());
            map.insert("lastEval".into(), serde_json::json!(self.curve.last()));
        }
        fields
    }
}

/// What one episode adds to the counts besides itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Episode {
    /// Complete games it played.
    pub games: u64,
    /// Training samples it consumed.
    pub samples: u64,
}

/// A slice's loss, summed as it comes; its mean becomes [`Progress::loss`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Loss {
    sum: f64,
    terms: u64,
}

impl Loss {
    /// Adds `sum`, the total of `terms` loss terms.
    pub fn add(&mut self, sum: f64, terms: u64) {
        self.sum += sum;
        self.terms += terms;
    }

    /// The mean per term (`None` with no terms).
    pub fn mean(&self) -> Option<f64> {
        (self.terms > 0).then(|| self.sum / self.terms as f64)
    }
}

/// How [`train`] runs a learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Schedule {
    /// A curve point after every this many episodes.
    pub eval_every: u64,
    /// A time budget is checked before every this many episodes of a slice (1: before each).
    pub clock_every: u64,
    /// Whether a slice with no budget at all still measures the empty curve's first point.
    pub first_point_without_budget: bool,
}

impl Schedule {
    /// A point every `eval_every`, the clock checked before each episode, the first point always.
    pub fn every(eval_every: u64) -> Self {
        Schedule {
            eval_every,
            clock_every: 1,
            first_point_without_budget: true,
        }
    }
}

/// A learner that trains one episode at a time, for [`train`] and [`evaluate`].
pub trait Episodic {
    /// Its progress, for [`train`] and [`evaluate`] to count into.
    fn progress_mut(&mut self) -> &mut Progress;

    /// How its training loop runs.
    fn schedule(&self) -> Schedule;

    /// Plays and learns one episode (before [`Progress::episodes`] counts it), adding its loss
    /// terms to `loss`.
    ///
    /// # Errors
    /// Only for a bug in a game or agent (an illegal move).
    fn episode(&mut self, loss: &mut Loss) -> Result<Episode, GameError>;

    /// Measures the current agent: a curve point at [`Progress::point`].
    ///
    /// # Errors
    /// As [`Episodic::episode`].
    fn measure(&self) -> Result<EvalPoint, GameError>;
}

/// Trains `learner` for `budget` (see [`Budget`]) and returns its progress: first measures the
/// empty curve's first point, then runs episodes, measuring as [`Schedule`] says; evaluation
/// time is not counted in [`Progress::seconds`]. A positive time budget always trains at least
/// one episode (a zero one none).
///
/// # Errors
/// As [`Episodic::episode`]; the counts keep the episodes done before it.
pub fn train<T: Episodic + ?Sized>(learner: &mut T, budget: Budget) -> Result<Progress, GameError> {
    let schedule = learner.schedule();
    let start = now_ms();
    let base_seconds = learner.progress_mut().seconds;
    let seconds = |eval_ms: f64| base_seconds + (now_ms() - start - eval_ms) / 1000.0;
    let idle = budget == Budget::default();
    let mut eval_ms = 0.0;
    if learner.progress_mut().curve.is_empty() && (schedule.first_point_without_budget || !idle) {
        let t = now_ms();
        evaluate(learner)?;
        eval_ms += now_ms() - t;
    }
    let (mut done, mut loss) = (0u64, Loss::default());
    loop {
        if budget.episodes.is_some_and(|n| done >= n) || idle {
            break;
        }
        if let Some(ms) = budget.millis {
            // A positive time budget trains at least one episode: the first point's evaluation
            // alone may use a short slice on a slow machine, which would otherwise train nothing.
            let first = done == 0 && ms > 0.0;
            if !first && done.is_multiple_of(schedule.clock_every) && now_ms() - start >= ms {
                break;
            }
        }
        let episode = learner.episode(&mut loss)?;
        done += 1;
        let progress = learner.progress_mut();
        progress.episodes += 1;
        progress.games += episode.games;
        progress.samples += episode.samples;
        if progress.episodes.is_multiple_of(schedule.eval_every) {
            progress.seconds = seconds(eval_ms);
            let t = now_ms();
            let point = learner.measure()?;
            learner.progress_mut().curve.push(point);
            eval_ms += now_ms() - t;
        }
    }
    let progress = learner.progress_mut();
    progress.seconds = seconds(eval_ms);
    if let Some(mean) = loss.mean() {
        progress.loss = Some(mean);
    }
    Ok(progress.clone())
}

/// Measures `learner` now and adds the point to the curve, unless the last point is already at
/// this episode count (then returns that one).
///
/// # Errors
/// As [`Episodic::measure`].
pub fn evaluate<T: Episodic + ?Sized>(learner: &mut T) -> Result<EvalPoint, GameError> {
    let progress = learner.progress_mut();
    if let Some(last) = progress.curve.last() {
        if last.episodes == progress.episodes {
            return Ok(last.clone());
        }
    }
    let point = learner.measure()?;
    learner.progress_mut().curve.push(point.clone());
    Ok(point)
}

#[cfg(test)]
mod tests;
