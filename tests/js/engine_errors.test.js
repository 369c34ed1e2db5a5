// The engine's errors carry their kind and fields beside the English message (src/wasm/convert.rs),
// and the page words them in each language (www/i18n/lookup.js). Runs on the built dist/pkg
// (bash scripts/build.sh); skipped without a build.

import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DIST } from "./dist_helpers.js";
import { setLanguage } from "../../www/i18n/index.js";
import { engineMessage } from "../../www/i18n/lookup.js";

const built = existsSync(path.join(DIST, "pkg/playground_bg.wasm"));

async function engine() {
  const pg = await import(pathToFileURL(path.join(DIST, "pkg/playground.js")).href);
  pg.initSync({ module: readFileSync(path.join(DIST, "pkg/playground_bg.wasm")) });
  return pg;
}

/** The error `fn` throws. */
function thrown(fn) {
  try {
    fn();
  } catch (err) {
    return err;
  }
  assert.fail("expected an error");
}

test("engine errors carry kind and fields, and read in every language", { skip: !built && "no dist/ build" }, async () => {
  const pg = await engine();
  const bad = thrown(() => pg.make("gomoku", { nInRow: 30 }));
  assert.ok(bad instanceof Error);
  assert.equal(bad.kind, "BadOption");
  assert.equal(bad.fields.option, "nInRow");
  assert.match(bad.message, /nInRow/); // the English message is unchanged
  const unknown = thrown(() => pg.make("chess"));
  assert.equal(unknown.kind, "Unknown");
  assert.deepEqual({ ...unknown.fields, choices: [...unknown.fields.choices] }, { what: "game", name: "chess", choices: ["minesweeper", "puyo", "tictactoe", "gomoku", "connect4"] });
  const env = pg.make("tictactoe");
  env.reset(1);
  env.step(4);
  const illegal = thrown(() => env.step(4));
  assert.equal(illegal.kind, "IllegalAction");
  assert.equal(illegal.fields.action, 4);
  assert.equal(typeof illegal.fields.reason, "string");
  const over = pg.make("tictactoe");
  over.reset(1);
  for (const a of [0, 3, 1, 4, 2]) over.step(a); // X wins on the top row
  const ended = thrown(() => over.step(5));
  assert.equal(ended.kind, "GameOver");
  over.free();
  const notHere = thrown(() => env.toggleFlag(0));
  assert.equal(notHere.kind, "NotSupported");
  // The door's whole-number check (a string for an action, a number past the end) has a kind of
  // its own, NotWholeNumber, with the call, the most it takes and what it got written as code.
  const typed = thrown(() => env.step("3"));
  assert.equal(typed.kind, "NotWholeNumber");
  assert.deepEqual({ ...typed.fields }, { call: "step()", max: 8, got: '"3"' });
  assert.equal(typed.message, 'step() takes a whole number from 0 to 8; it got the string "3"', "the English message is unchanged");
  try {
    setLanguage("ja");
    assert.equal(engineMessage(unknown), "「chess」というゲームはありません。次から選んでください: minesweeper, puyo, tictactoe, gomoku, connect4。");
    setLanguage("zh");
    assert.equal(engineMessage(ended), "游戏已结束：按“新游戏”再玩一次。");
    setLanguage("ko");
    assert.match(engineMessage(bad), /^옵션 ‘nInRow’: /);
    assert.equal(engineMessage(typed), 'step()에는 0부터 8까지의 정수를 넘겨야 해요. 받은 값: "3"');
  } finally {
    setLanguage("en");
  }
  env.free();
});

/** Every refusal the engine gives for bad inputs of each kind: games, agents, learners, moves. */
function refusals(pg) {
  const out = [];
  const keep = (what, fn) => {
    try {
      const made = fn();
      made?.free?.();
    } catch (err) {
      if (err?.kind === "BadOption" || err?.kind === "IllegalAction") out.push({ what, err });
    }
  };
  const BAD = ["abc", -1, 0, 2.5, 1e30, 99999999, "maybe", [1, 2]];
  const gameOptions = {
    minesweeper: ["preset", "rows", "cols", "mines", "firstClick", "noGuess"],
    puyo: ["rules", "maxPairs", "colors"],
    tictactoe: [],
    gomoku: ["width", "height", "nInRow"],
    connect4: ["columns", "rows", "inarow"],
  };
  for (const game of pg.games()) {
    for (const name of gameOptions[game.id] ?? Object.keys(game.defaults ?? {})) {
      for (const value of BAD) keep(`${game.id} ${name}=${value}`, () => pg.make(game.id, { [name]: value }));
    }
    keep(`${game.id} bogus`, () => pg.make(game.id, { bogus: 1 }));
    for (const agent of pg.agents(game.id)) {
      for (const name of ["seed", "timeMs", "playouts", "beam", "target", "weights"]) {
        for (const value of BAD) keep(`${game.id} ${agent.id} ${name}=${value}`, () => pg.makeAgent(game.id, agent.id, { [name]: value }));
      }
      keep(`${game.id} ${agent.id} weights`, () => pg.makeAgent(game.id, agent.id, { weights: new Uint8Array([1, 2, 3]) }));
      keep(`${game.id} ${agent.id} bogus`, () => pg.makeAgent(game.id, agent.id, { bogus: 1 }));
    }
    for (const learner of pg.learners(game.id)) {
      for (const spec of learner.options) {
        const values = [...BAD, spec.max != null ? spec.max + 1 : "x", spec.min != null ? spec.min - 1 : "x"];
        for (const value of values) keep(`${game.id} ${learner.id} ${spec.name}=${value}`, () => pg.makeTrainer(game.id, learner.id, { [spec.name]: value }));
      }
      keep(`${game.id} ${learner.id} bogus`, () => pg.makeTrainer(game.id, learner.id, { bogus: 1 }));
    }
  }
  keep("gomoku combination", () => pg.make("gomoku", { width: 5, height: 5, nInRow: 9 }));
  keep("minesweeper combination", () => pg.make("minesweeper", { rows: 3, cols: 3, firstClick: "opening" }));
  keep("minesweeper mines", () => pg.make("minesweeper", { rows: 5, cols: 5, mines: 30 }));
  keep("no guess", () => pg.make("minesweeper", { firstClick: "none", noGuess: true }));
  keep("seed colours", () => pg.make("puyo", { rules: "seed", colors: 5 }));
  keep("state", () => pg.importState("not json"));
  for (const game of ["tictactoe", "gomoku"]) {
    const env = pg.make(game);
    env.reset(1);
    env.step(4);
    keep(`${game} taken`, () => env.step(4));
    env.free();
  }
  const mines = pg.make("minesweeper", { preset: "beginner" });
  mines.reset(3);
  mines.step(40);
  const board = [...mines.observation().board]; // 0..8 revealed numbers, 9 hidden, 10 flagged
  const open = board.findIndex((v) => v <= 8);
  const hidden = board.findIndex((v) => v === 9);
  if (open >= 0) {
    keep("flag an open cell", () => mines.toggleFlag(open));
    keep("reveal an open cell", () => mines.step(open));
  }
  if (hidden >= 0) {
    keep("chord a hidden cell", () => mines.chord(hidden));
    mines.toggleFlag(hidden);
    keep("reveal a flagged cell", () => mines.step(hidden));
  }
  mines.free();
  return out;
}

/** `text` without the values and option names the error carries (they may be English words). */
function withoutValues(text, err) {
  const values = [err.fields.option, ...Object.values(err.fields.reasonFields ?? {}).flat()].filter((v) => v != null).map(String);
  let out = text;
  for (const v of values.sort((a, b) => b.length - a.length)) if (v) out = out.split(v).join(" ");
  return out;
}

test("every refusal carries a reason key, and reads without English in ja, ko and zh", { skip: !built && "no dist/ build" }, async () => {
  const pg = await engine();
  const seen = refusals(pg);
  assert.ok(seen.length > 100, `only ${seen.length} refusals`);
  const keys = new Set();
  for (const { what, err } of seen) {
    assert.equal(typeof err.fields.reasonKey, "string", what);
    assert.ok(err.fields.reasonKey, what);
    assert.equal(typeof err.fields.reasonFields, "object", what);
    assert.equal(typeof err.fields.reason, "string", what);
    keys.add(err.fields.reasonKey);
  }
  for (const key of ["outOfRange", "notWholeIn", "notNumberIn", "notAllowed", "notBool", "unknownOption", "rowTooLong", "boardTooSmall", "tooManyMines", "cellTaken", "stoneThere", "alreadyOpen", "badState", "badValueType", "weightsNotOurs"]) {
    assert.ok(keys.has(key), `no refusal gave ${key}: ${[...keys].join(", ")}`);
  }
  const English = /[A-Za-z]+(?:[\s,'’-]+[A-Za-z]+){2,}/;
  try {
    for (const code of ["ja", "ko", "zh"]) {
      setLanguage(code);
      for (const { what, err } of seen) {
        const game = what.split(" ")[0];
        for (const context of [{}, { game }]) {
          const text = engineMessage(err, context);
          assert.notEqual(text, err.message, `${code} ${what}: untranslated`);
          const run = English.exec(withoutValues(text, err));
          assert.equal(run, null, `${code} ${what}: English words “${run?.[0]}” in ${text}`);
        }
      }
    }
  } finally {
    setLanguage("en");
  }
});

test("a call before its engine has loaded is a worded error in every language, not a crash", async () => {
  const { engineRouter } = await import("../../www/engine.js");
  const engine = engineRouter(); // nothing loaded yet
  for (const call of [() => engine.make("gomoku"), () => engine.agents("tictactoe")]) {
    const err = thrown(call);
    assert.ok(err instanceof Error);
    assert.equal(err.kind, "EngineLoading");
    assert.match(engineMessage(err), /still loading/);
    try {
      for (const [code, word] of [["ja", /読みこみ中/], ["ko", /불러오는 중/], ["zh", /加载/]]) {
        setLanguage(code);
        assert.match(engineMessage(err), word, code);
      }
    } finally {
      setLanguage("en");
    }
  }
});
