// The training worker: loads the engine itself and keeps the page's trainers (one per run), so a
// run trains in slices without ever freezing the page. Requests (channel.js serve):
//   start {run, game, learner, options, gameOptions} -> progress    makes a fresh trainer
//   train {run, episodes, ms} -> progress   one slice: at most `episodes` (null: no cap), about `ms`;
//                                           then an early curve point when schedule.js says one is
//                                           due (the first points sooner, as for students' learners)
//   save {run} -> {bytes: Uint8Array, progress}                     the weights file now (curve left out)
// A progress carries only the curve points the page has not had yet: `curve` holds them and
// `curveFrom` says where they go (a long run's curve is not copied again every slice).
//   reset {run} -> true                                             drops the trainer
// The page drives the slices (panel.js): Pause is simply not asking for the next one.

import { engineRouter } from "../engine.js";
import { serve } from "../workers/channel.js";
import { pointDue } from "./schedule.js";

// A panic inside the engine (a bug) reaches the page instead of a silent stop.
self.__playgroundPanic = (message) => self.postMessage({ panic: String(message) });

const pg = engineRouter(); // each run loads its game's engine (start)
const trainers = new Map(); // run id -> Trainer
const sent = new Map(); // run id -> curve points already sent

/**
 * `progress` after an early curve point when one is due (schedule.js: the first EARLY_POINTS come
 * after a few seconds of training, whatever the engine's evalEvery); the engine's cadence adds the
 * rest. The last point's episodes and training seconds say how long since the last one.
 */
function withEarlyPoint(trainer, progress) {
  const last = progress.curve.at(-1);
  const due = pointDue({
    episodes: progress.episodes,
    nextEval: Number.POSITIVE_INFINITY, // the engine's own cadence measures its points itself
    points: progress.curve.length,
    episodesAtLast: last?.episodes ?? 0,
    secondsSinceLast: progress.seconds - (last?.seconds ?? 0),
    evalEvery: 1,
  });
  return due ? trainer.evaluate() : progress;
}

/** `progress` with only the curve points not sent yet (and `curveFrom`). */
function delta(run, progress) {
  const from = Math.min(sent.get(run) ?? 0, progress.curve.length);
  sent.set(run, progress.curve.length);
  return { ...progress, curveFrom: from, curve: progress.curve.slice(from) };
}

function trainerOf(run) {
  const trainer = trainers.get(run);
  if (!trainer) throw new Error("This training run is gone (the worker was restarted); press Start to train again.");
  return trainer;
}

serve(self, {
  async start({ run, game, learner, options, gameOptions }) {
    await pg.ready(game);
    trainers.get(run)?.free?.();
    trainers.delete(run);
    const trainer = pg.makeTrainer(game, learner, options ?? {}, gameOptions ?? undefined);
    trainers.set(run, trainer);
    sent.set(run, 0);
    return delta(run, trainer.progress());
  },
  async train({ run, episodes, ms }) {
    const trainer = trainerOf(run);
    return delta(run, withEarlyPoint(trainer, episodes == null ? trainer.train(ms) : trainer.trainEpisodes(episodes, ms)));
  },
  async save({ run }) {
    const trainer = trainerOf(run);
    return { bytes: trainer.save(), progress: { ...trainer.progress(), curve: [] } };
  },
  async reset({ run }) {
    trainers.get(run)?.free?.();
    trainers.delete(run);
    sent.delete(run);
    return true;
  },
});
