// The learning curve and training settings kept with a saved student learner (issue 26): Save
// stores them beside what save() returned (code/store.js `learned`), Download writes them into the
// program's file (code/learned_file.js), and choosing the learner again, after a reload or on
// another computer, shows them. Pure; tests/js/saved_curve.test.js.
//
//   packCurve({curve, lines, options, speed, gameOptions}) -> {curve, lines, settings}  (small, JSON)
//   readCurve(value)  -> {curve, lines, settings} | null (none: an older save) ; throws BadCurve

import { thin } from "./curve.js";

/** The most curve points (and points per learn() line) kept: a long run is thinned evenly. */
export const MAX_SAVED_POINTS = 200;

/** The measures a saved result may carry (curve.js MEASURES and the two-player "games"). */
const SAVED_MEASURES = ["games", "won", "score", "chain"];

/** A number kept to 6 significant digits (a saved curve stays small; the picture does not change). */
const short = (v) => Number(Number(v).toPrecision(6));

/** The error readCurve throws on a curve that is not one: `kind` "badCurve", `why` the first fault. */
export class BadCurve extends Error {
  constructor(why) {
    super(`the saved curve is damaged: ${why}`);
    this.kind = "badCurve";
    this.why = why;
  }
}

/** One curve result as saved: the fields the chart and summary read, numbers shortened. */
function packResult(r) {
  const out = { measure: r.measure ?? "games", wins: r.wins, draws: r.draws, losses: r.losses, games: r.games, score: short(r.score) };
  if (r.opponent != null) out.opponent = r.opponent;
  if (Number.isFinite(r.sd)) out.sd = short(r.sd);
  return out;
}

/**
 * What to keep of a run beside its learned data: the curve (at most MAX_SAVED_POINTS points), the
 * lines of learn()'s numbers (as many points each) and the settings it trained with ({options,
 * speed, gameOptions}).
 */
export function packCurve({ curve = [], lines = [], options = {}, speed = null, gameOptions = {} }) {
  return {
    curve: thin(curve, MAX_SAVED_POINTS).map((p) => ({ episodes: p.episodes, results: (p.results ?? []).map(packResult) })),
    lines: lines.map((l) => ({ key: String(l.key), points: thin(l.points, MAX_SAVED_POINTS).map((q) => ({ x: q.x, y: short(q.y) })) })),
    settings: { options: { ...options }, ...(speed ? { speed } : {}), gameOptions: { ...gameOptions } },
  };
}

const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const count = (v) => Number.isInteger(v) && v >= 0;
const plainValue = (v) => ["string", "number", "boolean"].includes(typeof v);

/**
 * The curve, lines and settings of a saved learner `value` (what packCurve gave, read back from
 * storage or a file), checked: null when it has none (a save from before curves were kept);
 * throws BadCurve naming the first fault when it has one that is not a curve.
 */
export function readCurve(value) {
  if (!isObject(value) || (value.curve === undefined && value.lines === undefined && value.settings === undefined)) return null;
  const { curve = [], lines = [], settings = {} } = value;
  if (!Array.isArray(curve)) throw new BadCurve("curve is not a list");
  curve.forEach((p, i) => {
    if (!isObject(p) || !count(p.episodes) || !Array.isArray(p.results)) throw new BadCurve(`point ${i + 1} is not {episodes, results}`);
    if (i && p.episodes < curve[i - 1].episodes) throw new BadCurve(`point ${i + 1} goes back in episodes`);
    for (const r of p.results) {
      if (!isObject(r) || !SAVED_MEASURES.includes(r.measure) || !count(r.games) || ![r.wins, r.draws, r.losses].every(count) || !Number.isFinite(r.score)) {
        throw new BadCurve(`point ${i + 1} has a result that is not a measurement`);
      }
      if (r.sd !== undefined && !(Number.isFinite(r.sd) && r.sd >= 0)) throw new BadCurve(`point ${i + 1} has a bad spread`);
    }
  });
  if (!Array.isArray(lines)) throw new BadCurve("lines is not a list");
  for (const l of lines) {
    if (!isObject(l) || typeof l.key !== "string" || !Array.isArray(l.points) || !l.points.every((q) => isObject(q) && Number.isFinite(q.x) && Number.isFinite(q.y))) {
      throw new BadCurve("a line is not {key, points: [{x, y}]}");
    }
  }
  if (!isObject(settings)) throw new BadCurve("settings is not an object");
  const options = settings.options ?? {};
  const gameOptions = settings.gameOptions ?? {};
  for (const [name, o] of [["options", options], ["gameOptions", gameOptions]]) {
    if (!isObject(o) || !Object.values(o).every(plainValue)) throw new BadCurve(`settings.${name} is not a set of values`);
  }
  if (settings.speed !== undefined && typeof settings.speed !== "string") throw new BadCurve("settings.speed is not a word");
  return {
    curve: curve.map((p) => ({ episodes: p.episodes, results: p.results.map((r) => ({ opponent: null, ...r })) })),
    lines: lines.map((l) => ({ key: l.key, points: l.points.map((q) => ({ x: q.x, y: q.y })) })),
    settings: { options: { ...options }, gameOptions: { ...gameOptions }, ...(settings.speed ? { speed: settings.speed } : {}) },
  };
}
