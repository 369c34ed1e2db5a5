// Every starter agent (www/code/starters.js) in the real sandbox: the JavaScript ones through
// scripts/arena.mjs are in arena.test.js; here every Python starter plays a whole game of its
// game in one Pyodide worker (loaded once), in English and, for a few moves, in the page's other
// languages (their code is the same: starter_words.test.js), and the listing itself is checked.
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { missingBuild, loadDist, DIST } from "./dist_helpers.js";
import { starters, STARTER_GAMES } from "../../www/code/starters.js";
import { STARTER_LANGUAGES } from "../../www/i18n/starters.js";

const skip = missingBuild() || false;

test("every game has a random starter in both languages and its own starter", () => {
  assert.deepEqual(STARTER_GAMES.sort(), ["connect4", "gomoku", "minesweeper", "puyo", "tictactoe"]);
  for (const game of STARTER_GAMES) {
    const list = starters(game);
    for (const language of ["js", "python"]) {
      const mine = list.filter((s) => s.language === language);
      assert.ok(mine.some((s) => s.id === "random"), `${game} ${language} random`);
      assert.ok(mine.some((s) => s.id !== "random"), `${game} ${language} own starter`);
      for (const s of mine) assert.match(s.source, language === "js" ? /function act\(obs, env\)/ : /def act\(obs, env\):/);
    }
  }
  assert.deepEqual(starters("chess"), []);
});

test("every Python starter plays a whole game without a forfeit (in English; a few moves in the other languages)", { skip, timeout: 300000 }, async () => {
  const { pg, spawn } = await loadDist();
  const { createChannel } = await import(pathToFileURL(path.join(DIST, "workers/channel.js")).href);
  const { exportForPlayer } = await import(pathToFileURL(path.join(DIST, "code/state.js")).href);
  const ch = createChannel({ spawn });
  try {
    await ch.request("load", { language: "python" }, { deadlineMs: 120000 });
    for (const words of STARTER_LANGUAGES) {
      for (const game of STARTER_GAMES) {
        for (const s of starters(game, words).filter((x) => x.language === "python")) {
          const compiled = await ch.request("compile", { source: s.source, seed: 1 }, { deadlineMs: 10000 });
          assert.equal(compiled.ok, true, `${words} ${game} ${s.id}: ${JSON.stringify(compiled)}`);
          const env = pg.make(game, {});
          env.reset(11);
          let moves = 0;
          const seen = new Set();
          while (!env.isTerminal && moves < (words === "en" ? 400 : 3)) {
            const state = exportForPlayer(env, moves + 1, null);
            const r = await ch.request("act", { state, move: moves + 1 }, { deadlineMs: 10000 });
            assert.equal(r.ok, true, `${words} ${game} ${s.id} move ${moves + 1}: ${JSON.stringify(r)}`);
            seen.add(r.action);
            // two-player games: the starter plays both sides
            env.step(r.action);
            moves += 1;
          }
          assert.ok(moves > 0 && seen.size > 0);
          if (game !== "puyo" && words === "en") assert.equal(env.isTerminal, true, `${game} ${s.id} finished`);
          env.free();
        }
      }
    }
  } finally {
    ch.close();
  }
});
