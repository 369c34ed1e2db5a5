// The Learn panel's pure helpers: training pace per speed, curve series, axis scaling and ticks,
// durations, the capped loss history, snapshots in storage (base64), the weights header, the
// "net" catalog source, the agents' worker key for weights bytes, and the settings' words (every
// learner option of src/learn/ labelled and explained in every language).

import { test } from "node:test";
import assert from "node:assert/strict";
import { SPEEDS, DEFAULT_SPEED, paceFor, curveSeries, scaleLinear, niceTicks, formatDuration, appendCapped, extent, mergeCurve, thin, TICK_MS } from "../../www/learn/curve.js";
import { bytesToBase64, base64ToBytes, readHeader, snapshotId, fileNameOf, createSnapshotStore, STORE_KEY } from "../../www/learn/store.js";
import { createNetSource, PREFIX } from "../../www/learn/source.js";
import { createCatalog } from "../../www/catalog.js";
import { bytesAsTag } from "../../www/think.js";
import { optionLabel, optionHelp, choiceLabel, learnerName, learnerAbout } from "../../www/learn/words.js";
import { LANGUAGES, setLanguage } from "../../www/i18n/index.js";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

test("each speed's pace: slower speeds train fewer episodes per slice; full speed is time-limited", () => {
  const slow = paceFor("slow");
  const medium = paceFor("medium");
  const fast = paceFor("fast");
  const full = paceFor("full");
  assert.ok(slow.episodes < medium.episodes && medium.episodes < fast.episodes, JSON.stringify([slow, medium, fast]));
  assert.equal(slow.episodes, Math.round((SPEEDS.slow * TICK_MS) / 1000));
  assert.equal(full.episodes, null);
  assert.equal(full.waitMs(5), 0);
  assert.equal(slow.waitMs(30), TICK_MS - 30);
  assert.equal(slow.waitMs(TICK_MS * 3), 0);
  assert.equal(DEFAULT_SPEED, "full", "training runs at full speed unless a student slows it (issue 34)");
  assert.equal(paceFor("warp").episodes, paceFor(DEFAULT_SPEED).episodes, "an unknown speed is the default");
});

test("curve series: one per opponent, rates from the counts, empty results skipped", () => {
  const curve = [
    { episodes: 0, seconds: 0, results: [{ opponent: "minimax", games: 40, wins: 0, draws: 10, losses: 30, score: 0.125 }, { opponent: "random", games: 40, wins: 20, draws: 4, losses: 16, score: 0.55 }] },
    { episodes: 1000, seconds: 0.1, results: [{ opponent: "minimax", games: 40, wins: 0, draws: 40, losses: 0, score: 0.5 }, { opponent: "random", games: 0, wins: 0, draws: 0, losses: 0, score: 0 }] },
  ];
  const s = curveSeries(curve);
  assert.deepEqual(s.map((x) => x.opponent), ["minimax", "random"]);
  assert.deepEqual(s[0].points[0], { x: 0, win: 0, draw: 0.25, loss: 0.75, score: 0.125 });
  assert.equal(s[0].points[1].draw, 1);
  assert.equal(s[1].points.length, 1, "the point with no games is left out");
  assert.deepEqual(curveSeries(undefined), []);
});

test("scales, ticks and extents", () => {
  const x = scaleLinear([0, 100], [10, 210]);
  assert.equal(x(0), 10);
  assert.equal(x(50), 110);
  assert.equal(x(100), 210);
  const y = scaleLinear([0, 1], [100, 0]);
  assert.equal(y(0.25), 75);
  assert.equal(scaleLinear([5, 5], [3, 9])(5), 3);
  assert.deepEqual(niceTicks(1234, 4), [0, 500, 1000, 1500]);
  assert.deepEqual(niceTicks(100, 4), [0, 50, 100]);
  assert.deepEqual(niceTicks(0.9, 3), [0, 0.5, 1]);
  assert.deepEqual(niceTicks(0), [0, 1]);
  const ticks = niceTicks(98765, 4);
  assert.ok(ticks[ticks.length - 1] >= 98765 && ticks.length <= 6, String(ticks));
  assert.deepEqual(extent([3, 1, NaN, 2]), [1, 3]);
  assert.deepEqual(extent([]), [0, 1]);
  assert.deepEqual(extent([0.5, 0.5]), [0, 0.5]);
  assert.deepEqual(extent([0, 0]), [0, 1]);
  assert.deepEqual(extent([-2, -2]), [-2, 0]);
});

test("durations read like a clock", () => {
  assert.equal(formatDuration(0), "0:00");
  assert.equal(formatDuration(5.9), "0:05");
  assert.equal(formatDuration(75.4), "1:15");
  assert.equal(formatDuration(3725), "1:02:05");
  assert.equal(formatDuration(-3), "0:00");
  assert.equal(formatDuration(undefined), "0:00");
});

test("the loss history is thinned past its cap and keeps its newest point", () => {
  const list = [];
  for (let i = 0; i < 1000; i += 1) appendCapped(list, { x: i, loss: 1 / (i + 1) }, 100);
  assert.ok(list.length <= 100, String(list.length));
  assert.ok(list.length >= 50, String(list.length));
  assert.equal(list[list.length - 1].x, 999);
  assert.equal(list[0].x, 0);
  for (let i = 1; i < list.length; i += 1) assert.ok(list[i].x > list[i - 1].x);
});

/** A weights file's first bytes: PGWT, version 1, header length, JSON header, data. */
function fakeWeights(header, data = [1, 2, 3]) {
  const json = new TextEncoder().encode(JSON.stringify(header));
  const out = new Uint8Array(12 + json.length + data.length);
  out.set([0x50, 0x47, 0x57, 0x54]);
  const view = new DataView(out.buffer);
  view.setUint32(4, 1, true);
  view.setUint32(8, json.length, true);
  out.set(json, 12);
  out.set(data, 12 + json.length);
  return out;
}

test("base64 round trip, header reading and file names", () => {
  const bytes = new Uint8Array(70000).map((_, i) => (i * 7) & 255);
  assert.deepEqual(base64ToBytes(bytesToBase64(bytes)), bytes);
  assert.throws(() => base64ToBytes("not base64!"));
  const file = fakeWeights({ game: "tictactoe", learner: "qlearning", training: { episodes: 1200 } });
  assert.deepEqual(readHeader(file), { game: "tictactoe", learner: "qlearning", training: { episodes: 1200 } });
  assert.equal(readHeader(new TextEncoder().encode("junk junk junk")), null);
  assert.equal(readHeader(file.subarray(0, 20)), null, "cut short");
  assert.equal(snapshotId("qlearning", 1200), "qlearning-1200");
  assert.equal(snapshotId("qlearning", 1200, ["qlearning-1200", "qlearning-1200-2"]), "qlearning-1200-3");
  assert.equal(fileNameOf({ game: "tictactoe", id: "qlearning-1200" }), "tictactoe-qlearning-1200.bin");
});

/** A Storage stand-in (a Map); `full` makes setItem throw like a full localStorage. */
function fakeStorage() {
  const m = new Map();
  return { full: false, getItem: (k) => (m.has(k) ? m.get(k) : null), setItem(k, v) { if (this.full) throw new Error("quota"); m.set(k, String(v)); }, map: m };
}

test("snapshots are kept per game, newest first, replaced by id, removed; a full storage is an Error", () => {
  const storage = fakeStorage();
  const store = createSnapshotStore(storage);
  store.add({ id: "qlearning-100", game: "tictactoe", learner: "qlearning", name: "Q-learning", games: 100, episodes: 100, saved: 1, bytes: new Uint8Array([1, 2]) });
  store.add({ id: "qlearning-900", game: "tictactoe", learner: "qlearning", name: "Q-learning", games: 900, episodes: 900, saved: 2, bytes: new Uint8Array([3]) });
  store.add({ id: "alphazero-5", game: "gomoku", learner: "alphazero", name: "AlphaZero", games: 5, episodes: 5, saved: 3, bytes: new Uint8Array([4]) });
  assert.deepEqual(store.list("tictactoe").map((s) => s.id), ["qlearning-900", "qlearning-100"]);
  assert.deepEqual(store.get("tictactoe", "qlearning-100").bytes, new Uint8Array([1, 2]));
  assert.equal(store.get("gomoku", "qlearning-100"), null);
  store.add({ id: "qlearning-100", game: "tictactoe", learner: "qlearning", games: 100, saved: 5, bytes: new Uint8Array([9]) });
  assert.equal(store.list("tictactoe").length, 2);
  assert.deepEqual(store.get("tictactoe", "qlearning-100").bytes, new Uint8Array([9]));
  store.remove("tictactoe", "qlearning-100");
  assert.deepEqual(store.list("tictactoe").map((s) => s.id), ["qlearning-900"]);
  storage.full = true;
  assert.throws(() => store.add({ id: "x", game: "tictactoe", learner: "q", bytes: new Uint8Array(1) }), /download it as a file/);
  storage.map.set(STORE_KEY, "{broken");
  assert.deepEqual(createSnapshotStore(storage).list("tictactoe"), [], "unreadable storage lists nothing");
});

test("the net source lists snapshots as trained agents and plays them as the learner's agent with the weights", async () => {
  const store = createSnapshotStore(fakeStorage());
  const sent = [];
  const client = { request: async (req) => (sent.push(req), { action: 4 }) };
  const source = createNetSource({ client, store, agentDefaults: () => ({ weights: "", seed: 0 }), learnerName: () => "Q-learning" });
  const catalog = createCatalog([source]);
  assert.deepEqual(catalog.agents("tictactoe"), []);
  const bytes = new Uint8Array([7, 7, 7]);
  source.keep({ id: "qlearning-1200", game: "tictactoe", learner: "qlearning", name: "Q-learning", games: 1200, episodes: 1200, bytes });
  store.add({ id: "qlearning-50", game: "tictactoe", learner: "qlearning", name: "Q-learning", games: 50, episodes: 50, bytes: new Uint8Array([1]) });
  catalog.changed();
  const list = catalog.agents("tictactoe");
  assert.deepEqual(list.map((a) => a.id), [PREFIX + "qlearning-1200", PREFIX + "qlearning-50"]);
  assert.equal(list[0].name, "Trained: Q-learning after 1,200 games");
  assert.deepEqual(list[0].defaults, [["seed", 0]], "weights is not a seat option");
  assert.deepEqual(source.ids("tictactoe").sort(), ["qlearning-1200", "qlearning-50"]);
  const res = await catalog.request({ game: "tictactoe", agent: "net:qlearning-1200", agentOptions: { seed: "3" }, act: true });
  assert.deepEqual(res, { action: 4 });
  assert.equal(sent[0].agent, "qlearning");
  assert.deepEqual(sent[0].agentOptions, { seed: "3", weights: bytes });
  source.drop("tictactoe", "qlearning-1200");
  assert.match((await source.request({ game: "tictactoe", agent: "net:qlearning-1200" })).error, /not in this browser/);
});

test("weights bytes key the agents' worker cache by a short tag that changes with the bytes", () => {
  const a = JSON.stringify({ weights: new Uint8Array([1, 2, 3]), seed: "1" }, bytesAsTag);
  const b = JSON.stringify({ weights: new Uint8Array([1, 2, 4]), seed: "1" }, bytesAsTag);
  assert.match(a, /"weights":"bytes:3:[0-9a-f]+"/);
  assert.notEqual(a, b);
  assert.equal(a, JSON.stringify({ weights: new Uint8Array([1, 2, 3]), seed: "1" }, bytesAsTag));
  assert.equal(JSON.stringify({ timeMs: 5 }, bytesAsTag), '{"timeMs":5}');
});

test("new curve points are merged where they belong; a long curve is thinned evenly for drawing", () => {
  let curve = mergeCurve([], { curveFrom: 0, curve: [{ episodes: 0 }] });
  curve = mergeCurve(curve, { curveFrom: 1, curve: [{ episodes: 1000 }, { episodes: 2000 }] });
  curve = mergeCurve(curve, { curveFrom: 3, curve: [] });
  assert.deepEqual(curve.map((p) => p.episodes), [0, 1000, 2000]);
  // A worker that started again sends from 0: the old points go.
  assert.deepEqual(mergeCurve(curve, { curveFrom: 0, curve: [{ episodes: 5 }] }), [{ episodes: 5 }]);
  assert.deepEqual(mergeCurve(curve, { curve: [{ episodes: 7 }] }), [{ episodes: 7 }], "no curveFrom: the whole curve");
  const long = Array.from({ length: 10001 }, (_, i) => i);
  const few = thin(long, 101);
  assert.equal(few.length, 101);
  assert.equal(few[0], 0);
  assert.equal(few[100], 10000);
  assert.equal(few[50], 5000);
  assert.equal(thin([1, 2, 3], 10).length, 3);
});

/** The learners' options as the engine defines them (const OPTIONS in src/learn/): name, help, choices. */
function rustOptions(file) {
  const src = readFileSync(path.join(ROOT, file), "utf8");
  const block = src.slice(src.indexOf("pub const OPTIONS"), src.indexOf("\n];", src.indexOf("pub const OPTIONS")));
  return block
    .split("OptionSpec {")
    .slice(1)
    .map((spec) => ({
      name: spec.match(/name: "(\w+)"/)[1],
      help: spec.match(/help: "((?:[^"\\]|\\.)*)"/)[1],
      choices: [...(spec.match(/choices: &\[([^\]]*)\]/)?.[1].matchAll(/"(\w+)"/g) ?? [])].map((m) => m[1]),
    }));
}
/** Each learner's game(s), id and source (src/registry.rs). */
const LEARNERS = [
  { games: ["tictactoe"], id: "qlearning", file: "src/learn/qlearning.rs" },
  { games: ["tictactoe", "gomoku"], id: "alphazero", file: "src/learn/alphazero/mod.rs" },
  { games: ["puyo"], id: "neural", file: "src/learn/puyo_neural.rs" },
  { games: ["minesweeper"], id: "neural", file: "src/learn/minesweeper_neural/mod.rs" },
];

test("every learner option has a label, a help sentence and choice texts in every language", () => {
  try {
    for (const code of Object.keys(LANGUAGES)) {
      setLanguage(code);
      for (const { games, id, file } of LEARNERS) {
        const specs = rustOptions(file);
        assert.ok(specs.length >= 5, `${file}: its OPTIONS were not read`);
        for (const game of games) {
          for (const spec of specs) {
            const where = `${code} ${game} ${id} ${spec.name}`;
            assert.notEqual(optionLabel(game, id, spec), spec.name, `${where}: no label`);
            const help = optionHelp(game, id, { ...spec, help: "(engine)" });
            assert.notEqual(help, "(engine)", `${where}: no help`);
            if (code === "en") assert.equal(help, spec.help, `${where}: the English help is the engine's sentence`);
            for (const choice of spec.choices) assert.notEqual(choiceLabel(spec, choice), choice, `${where}=${choice}: no text`);
          }
        }
      }
    }
  } finally {
    setLanguage("en");
  }
});

test("option words: translated for the language, keyed by game before learner, else the engine's English", () => {
  try {
    setLanguage("ja");
    const playouts = { name: "playouts", kind: "whole", help: "Search playouts per self-play move: more plays better games but trains slower." };
    assert.equal(optionLabel("gomoku", "alphazero", playouts), "1 手の試し打ちの回数");
    assert.match(optionHelp("gomoku", "alphazero", playouts), /^自己対戦の 1 手ごとに/);
    // puyo's and minesweeper's learners are both "neural": the game picks the sentence.
    const evalEvery = { name: "evalEvery", help: "x" };
    assert.match(optionHelp("puyo", "neural", evalEvery), /世代/);
    assert.match(optionHelp("minesweeper", "neural", evalEvery), /勝率/);
    assert.equal(optionLabel("puyo", "neural", evalEvery), "測定の間隔（世代）");
    assert.equal(optionLabel("minesweeper", "neural", evalEvery), "測定の間隔（エピソード）");
    // Q-learning keeps its learner-keyed sentences.
    assert.match(optionHelp("tictactoe", "qlearning", { name: "discount", help: "x" }), /ガンマ/);
    assert.equal(choiceLabel({ name: "boards" }, "mix"), "初級・中級・上級を順番に");
    setLanguage("ko");
    assert.equal(choiceLabel({ name: "target" }, "revealed"), "드러난 모든 칸");
    // Nothing in the dictionary: the engine's own words.
    const unknown = { name: "warpFactor", help: "How warped." };
    assert.equal(optionLabel("puyo", "neural", unknown), "warpFactor");
    assert.equal(optionHelp("puyo", "neural", unknown), "How warped.");
    assert.equal(optionHelp("puyo", "neural", { name: "warpFactor" }), "");
    assert.equal(choiceLabel(unknown, "fast"), "fast");
  } finally {
    setLanguage("en");
  }
});

test("learners are named and described in the page's language, by game where two share an id", () => {
  const registry = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../../src/registry.rs"), "utf8");
  try {
    for (const lang of Object.keys(LANGUAGES)) {
      setLanguage(lang);
      for (const [game, id] of [["tictactoe", "qlearning"], ["gomoku", "alphazero"], ["minesweeper", "neural"], ["puyo", "neural"]]) {
        const learner = { id, name: "RAW-NAME", description: "RAW-ABOUT" };
        assert.notEqual(learnerName(game, learner), "RAW-NAME", `${lang} ${game} ${id} name`);
        assert.notEqual(learnerAbout(game, learner), "RAW-ABOUT", `${lang} ${game} ${id} description`);
      }
      assert.notEqual(learnerAbout("minesweeper", { id: "neural" }), learnerAbout("puyo", { id: "neural" }));
    }
    setLanguage("en");
    // The English words are the engine's own (src/registry.rs LEARNERS).
    for (const [game, id] of [["gomoku", "alphazero"], ["minesweeper", "neural"], ["puyo", "neural"]]) {
      const about = learnerAbout(game, { id });
      assert.ok(registry.includes(`description: "${about}"`), `${game} ${id}: ${about}`);
    }
    assert.equal(learnerName("chess", { id: "new", name: "New one" }), "New one", "unknown learners keep the engine's name");
  } finally {
    setLanguage("en");
  }
});

test("one-player measures become lines of their own; only games against an opponent become bands", async () => {
  const { measureLines, curveSeries } = await import("../../www/learn/curve.js");
  const curve = [
    { episodes: 0, results: [{ measure: "chain", opponent: "largest chain (median)", games: 4, wins: 0, draws: 0, losses: 0, score: 2 }, { measure: "score", opponent: "score (mean)", games: 4, wins: 0, draws: 0, losses: 0, score: 900 }] },
    { episodes: 50, results: [{ measure: "chain", opponent: "largest chain (median)", games: 4, wins: 0, draws: 0, losses: 0, score: 5 }, { measure: "score", opponent: "score (mean)", games: 4, wins: 0, draws: 0, losses: 0, score: 4000 }] },
  ];
  assert.deepEqual(curveSeries(curve), []);
  assert.deepEqual(measureLines(curve), [
    { measure: "score", percent: false, points: [{ x: 0, y: 900 }, { x: 50, y: 4000 }] },
    { measure: "chain", percent: false, points: [{ x: 0, y: 2 }, { x: 50, y: 5 }] },
  ]);
  const mines = [{ episodes: 10, results: [{ measure: "won", opponent: "none", games: 20, wins: 5, draws: 0, losses: 15, score: 0.25 }] }];
  // A share of games won carries its games' spread (sqrt(p (1 - p)) over n games) for the trend's band.
  assert.deepEqual(measureLines(mines), [{ measure: "won", percent: true, points: [{ x: 10, y: 0.25, sd: Math.sqrt(0.25 * 0.75), n: 20 }] }]);
  const games = [{ episodes: 10, results: [{ measure: "games", opponent: "random", games: 4, wins: 3, draws: 1, losses: 0, score: 0.875 }] }];
  assert.equal(curveSeries(games).length, 1);
  assert.deepEqual(measureLines(games), []);
});
