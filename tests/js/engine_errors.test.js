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
  assert.deepEqual({ ...unknown.fields, choices: [...unknown.fields.choices] }, { what: "game", name: "chess", choices: ["minesweeper", "puyo", "tictactoe", "gomoku"] });
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
  // A door error that is not a GameError (a string for an action, a number past the end) has no
  // kind: its English stays.
  const typed = thrown(() => env.step("3"));
  assert.equal(typed.kind, undefined);
  try {
    setLanguage("ja");
    assert.equal(engineMessage(unknown), "「chess」というゲームはありません。次から選んでください: minesweeper, puyo, tictactoe, gomoku。");
    setLanguage("zh");
    assert.equal(engineMessage(ended), "游戏已结束：按“新游戏”再玩一次。");
    setLanguage("ko");
    assert.match(engineMessage(bad), /^옵션 ‘nInRow’: /);
    assert.equal(engineMessage(typed), typed.message);
  } finally {
    setLanguage("en");
  }
  env.free();
});
