//! AlphaZero's checkpoint: everything training needs to go on exactly where it stopped (the net
//! in f32, Adam's moments and step count, the replay buffer, the random generator, the progress
//! and its curve), as a weights file (`src/weights.rs`) whose `training` header holds the small
//! parts. Resumed with the same options, training continues as if it had never stopped: the same
//! seed gives the same weights after N + M games whether or not it stopped after N.
//!
//! A run may go on with a lower (or higher) learning rate, another replay-buffer size or
//! another number of self-play threads, the usual schedule of a long run: the checkpoint
//! records each such change with the episode it came at (`schedule`), and the weights file
//! written at the end keeps that list. The games of a round of threaded self-play not learned
//! from yet are kept too (`pending`), so a round cut by a checkpoint goes on exactly.

use super::features::{NetGame, PLANES};
use super::net;
use super::selfplay::{Sample, SelfPlayGame};
use super::AlphaZero;
use crate::game::GameError;
use crate::learn::{EvalPoint, EvalResult, Progress};
use crate::reason::Reason;
use crate::rng::Rng;
use crate::weights::{DType, Tensor as FileTensor, WeightsError, WeightsFile};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::VecDeque;

/// The options a resumed run may change: the rest must match for it to go on as the same run.
const MAY_CHANGE: [&str; 2] = ["learningRate", "buffer"];

/// A change a resumed run made: from episode `episodes` on, this learning rate, buffer and
/// number of self-play threads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScheduleChange {
    /// The episode the change came at.
    pub episodes: u64,
    /// Adam's step size from then on.
    #[serde(rename = "learningRate")]
    pub learning_rate: f32,
    /// The replay buffer's size from then on (in positions).
    pub buffer: usize,
    /// Self-play threads from then on.
    #[serde(default = "one")]
    pub threads: usize,
}

/// The threads of a checkpoint that does not say (written before threads existed).
fn one() -> usize {
    1
}

/// The `training.checkpoint.format` this module writes and reads.
const FORMAT: u64 = 1;

/// A refusal of a checkpoint, as an option error on `resume` (the command line shows `why`).
fn bad(why: impl ToString) -> GameError {
    GameError::BadOption {
        option: "resume".into(),
        reason: Reason::new("badCheckpoint", why.to_string()),
    }
}

/// The checkpoint file of `az`.
pub fn write<G: NetGame>(az: &AlphaZero<G>) -> Vec<u8> {
    let mut file = net::to_file_as(&az.start, &az.arch, az.evaluator.net(), DType::F32);
    let (m, v) = az.adam.moments();
    for (i, (m, v)) in m.iter().zip(v).enumerate() {
        file = file
            .with_tensor(FileTensor::float(
                &format!("adam.m.{i}"),
                &[m.len()],
                DType::F32,
                m.clone(),
            ))
            .with_tensor(FileTensor::float(
                &format!("adam.v.{i}"),
                &[v.len()],
                DType::F32,
                v.clone(),
            ));
    }
    let cells = az.arch.height * az.arch.width;
    file = with_samples(file, "buffer", az.buffer.samples(), cells);
    file = with_samples(
        file,
        "pending",
        az.pending.iter().flat_map(|g| &g.samples),
        cells,
    );
    let games: Vec<Value> = az
        .pending
        .iter()
        .map(|g| json!({"moves": g.samples.len(), "winner": g.winner}))
        .collect();
    file.training = json!({
        "checkpoint": {
            "format": FORMAT,
            "params": params_json(az),
            "adamSteps": az.adam.steps(),
            "adamTensors": m.len(),
            "rng": az.rng.state(),
            "progress": az.progress,
            "schedule": az.schedule,
            "threads": az.threads,
            "pending": games,
        }
    });
    file.to_bytes()
}

/// The options that must match for a checkpoint to go on as the same run.
fn params_json<G: NetGame>(az: &AlphaZero<G>) -> Value {
    let p = &az.params;
    json!({
        "seed": p.seed,
        "playouts": p.playouts,
        "gumbel": p.gumbel,
        "considered": p.considered,
        "learningRate": p.learning_rate,
        "batchSize": p.batch_size,
        "stepsPerGame": p.steps_per_game,
        "buffer": p.buffer,
        "channels": p.channels,
        "layers": p.layers,
        "noise": p.noise,
        "sampleMoves": p.sample_moves,
    })
}

/// Loads checkpoint `bytes` into `az` (made with the same game, board and options). Nothing
/// changes unless all of it reads.
///
/// # Errors
/// `BadOption` (option "resume") saying what does not fit: not a checkpoint, another game,
/// board or learner, other options, or damaged data.
pub fn read<G: NetGame>(az: &mut AlphaZero<G>, bytes: &[u8]) -> Result<(), GameError> {
    let file = WeightsFile::from_bytes(bytes).map_err(bad)?;
    let c = file
        .training
        .get("checkpoint")
        .filter(|c| c.get("format").and_then(Value::as_u64) == Some(FORMAT))
        .ok_or_else(|| {
            bad("this is a weights file, not a checkpoint (write one with train --checkpoint FILE)")
        })?;
    let (arch, net) = net::from_file(&az.start, &file).map_err(bad)?;
    if arch != az.arch {
        return Err(bad(format!(
            "the checkpoint's net is {}, the options make {}",
            arch.to_json(),
            az.arch.to_json()
        )));
    }
    let ours = params_json(az);
    let theirs = c.get("params").cloned().unwrap_or(Value::Null);
    if without_changeable(&theirs) != without_changeable(&ours) {
        return Err(bad(format!(
            "the checkpoint was trained with {theirs}, these options are {ours}: resume with the same options (only {} may change)",
            MAY_CHANGE.join(" and ")
        )));
    }
    let mut schedule: Vec<ScheduleChange> = match c.get("schedule") {
        None => Vec::new(),
        Some(s) => serde_json::from_value(s.clone()).map_err(|_| bad("a damaged schedule"))?,
    };
    let count = c
        .get("adamTensors")
        .and_then(Value::as_u64)
        .ok_or_else(|| bad("no adamTensors"))? as usize;
    let mut m = Vec::with_capacity(count);
    let mut v = Vec::with_capacity(count);
    for i in 0..count {
        m.push(
            file.floats(&format!("adam.m.{i}"), None)
                .map_err(bad)?
                .to_vec(),
        );
        v.push(
            file.floats(&format!("adam.v.{i}"), None)
                .map_err(bad)?
                .to_vec(),
        );
    }
    let steps = c
        .get("adamSteps")
        .and_then(Value::as_i64)
        .and_then(|s| i32::try_from(s).ok())
        .ok_or_else(|| bad("no adamSteps"))?;
    let cells = arch.height * arch.width;
    let buffer = samples_from(&file, "buffer", cells, "the replay buffer's")?;
    let rng: [u64; 4] = c
        .get("rng")
        .and_then(|r| serde_json::from_value(r.clone()).ok())
        .ok_or_else(|| bad("no random generator state"))?;
    let rng = Rng::from_state(rng).ok_or_else(|| bad("the random generator state is all zero"))?;
    let progress = progress_from(c.get("progress").unwrap_or(&Value::Null))?;
    let threads = match c.get("threads") {
        None => 1,
        Some(t) => t
            .as_u64()
            .filter(|&t| t >= 1)
            .ok_or_else(|| bad("a damaged thread count"))? as usize,
    };
    let pending = pending_from(&file, c.get("pending"), cells)?;

    // Everything read: now change the learner.
    *az.evaluator.net_mut() = net;
    az.adam.restore(steps, m, v);
    az.buffer = super::trainer::ReplayBuffer::new(az.params.buffer);
    for sample in buffer {
        az.buffer.push(sample);
    }
    az.rng = rng;
    if threads != az.threads || MAY_CHANGE.iter().any(|k| theirs.get(k) != ours.get(k)) {
        schedule.push(ScheduleChange {
            episodes: progress.episodes,
            learning_rate: az.params.learning_rate,
            buffer: az.params.buffer,
            threads: az.threads,
        });
    }
    az.pending = pending;
    az.schedule = schedule;
    az.progress = progress;
    Ok(())
}

/// The games of a cut round (`pending`: their lengths and winners; the tensors hold their
/// samples in order). A checkpoint written before threads existed has none.
fn pending_from(
    file: &WeightsFile,
    games: Option<&Value>,
    cells: usize,
) -> Result<VecDeque<SelfPlayGame>, GameError> {
    let Some(games) = games else {
        return Ok(VecDeque::new());
    };
    let games = games
        .as_array()
        .ok_or_else(|| bad("a damaged list of pending games"))?;
    let mut samples = samples_from(file, "pending", cells, "the pending games'")?.into_iter();
    let mut out = VecDeque::new();
    for g in games {
        let moves = g
            .get("moves")
            .and_then(Value::as_u64)
            .ok_or_else(|| bad("a pending game without its length"))? as usize;
        let winner = match g.get("winner") {
            None | Some(Value::Null) => None,
            Some(w) => Some(
                w.as_u64()
                    .ok_or_else(|| bad("a pending game's winner is not a seat"))?
                    as usize,
            ),
        };
        let game: Vec<Sample> = samples.by_ref().take(moves).collect();
        if game.len() < moves {
            return Err(bad("the pending games are longer than their samples"));
        }
        out.push_back(SelfPlayGame {
            samples: game,
            winner,
        });
    }
    if samples.next().is_some() {
        return Err(bad("the pending games are shorter than their samples"));
    }
    Ok(out)
}

/// `file` with `samples` as three tensors: `PREFIX.planes`, `PREFIX.probs` and `PREFIX.z`.
fn with_samples<'a>(
    file: WeightsFile,
    prefix: &str,
    samples: impl Iterator<Item = &'a Sample>,
    cells: usize,
) -> WeightsFile {
    let (mut planes, mut probs, mut z) = (Vec::new(), Vec::new(), Vec::new());
    for s in samples {
        planes.extend_from_slice(&s.planes);
        probs.extend_from_slice(&s.probs);
        z.push(s.z);
    }
    let n = z.len();
    file.with_tensor(FileTensor::float(
        &format!("{prefix}.planes"),
        &[n, PLANES * cells],
        DType::F32,
        planes,
    ))
    .with_tensor(FileTensor::float(
        &format!("{prefix}.probs"),
        &[n, cells],
        DType::F32,
        probs,
    ))
    .with_tensor(FileTensor::float(
        &format!("{prefix}.z"),
        &[n],
        DType::F32,
        z,
    ))
}

/// The samples [`with_samples`] wrote under `prefix`; `whose` names them in the refusal of
/// tensors that do not agree in size.
fn samples_from(
    file: &WeightsFile,
    prefix: &str,
    cells: usize,
    whose: &str,
) -> Result<Vec<Sample>, GameError> {
    let planes = file
        .floats(&format!("{prefix}.planes"), None)
        .map_err(bad)?;
    let probs = file.floats(&format!("{prefix}.probs"), None).map_err(bad)?;
    let z = file.floats(&format!("{prefix}.z"), None).map_err(bad)?;
    let n = z.len();
    if planes.len() != n * PLANES * cells || probs.len() != n * cells {
        return Err(bad(WeightsError::Mismatch {
            what: format!("{whose} tensors do not agree in size"),
        }));
    }
    Ok((0..n)
        .map(|i| Sample {
            planes: planes[i * PLANES * cells..(i + 1) * PLANES * cells].to_vec(),
            probs: probs[i * cells..(i + 1) * cells].to_vec(),
            z: z[i],
        })
        .collect())
}

/// `params` without the options a resumed run may change.
fn without_changeable(params: &Value) -> Value {
    let mut params = params.clone();
    if let Some(map) = params.as_object_mut() {
        for k in MAY_CHANGE {
            map.remove(k);
        }
    }
    params
}

/// [`Progress`] from its JSON (as it serialises).
fn progress_from(v: &Value) -> Result<Progress, GameError> {
    let u = |v: &Value, k: &str| {
        v.get(k)
            .and_then(Value::as_u64)
            .ok_or_else(|| bad(format!("progress has no '{k}'")))
    };
    let f = |v: &Value, k: &str| {
        v.get(k)
            .and_then(Value::as_f64)
            .ok_or_else(|| bad(format!("progress has no '{k}'")))
    };
    let mut curve = Vec::new();
    for point in v
        .get("curve")
        .and_then(Value::as_array)
        .ok_or_else(|| bad("progress has no curve"))?
    {
        let mut results = Vec::new();
        for r in point
            .get("results")
            .and_then(Value::as_array)
            .ok_or_else(|| bad("a curve point has no results"))?
        {
            let measure = match r.get("measure").and_then(Value::as_str) {
                Some("games") => "games",
                Some("won") => "won",
                Some("score") => "score",
                Some("chain") => "chain",
                _ => return Err(bad("a curve point has an unknown measure")),
            };
            results.push(EvalResult {
                measure,
                opponent: r
                    .get("opponent")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .to_string(),
                games: u(r, "games")? as usize,
                wins: u(r, "wins")? as usize,
                draws: u(r, "draws")? as usize,
                losses: u(r, "losses")? as usize,
                score: f(r, "score")?,
            });
        }
        curve.push(EvalPoint {
            episodes: u(point, "episodes")?,
            seconds: f(point, "seconds")?,
            results,
        });
    }
    Ok(Progress {
        episodes: u(v, "episodes")?,
        games: u(v, "games")?,
        samples: u(v, "samples")?,
        seconds: f(v, "seconds")?,
        loss: v.get("loss").and_then(Value::as_f64),
        curve,
    })
}
