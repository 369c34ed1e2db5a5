// The code panel's pure parts: the saved agents (store.js), code in links (share.js), the time
// limit typed in seconds, forfeits as results (series.js) and in the end banner (draw.js).

import { test, mock } from "node:test";
import assert from "node:assert/strict";
import { createStore, slugOf, uniqueName, languageOfFile, fileNameOf, nameOfFile, debounce, STORE_PREFIX } from "../../www/code/store.js";
import { encodeCode, decodeCode, toBase64Url, fromBase64Url } from "../../www/code/share.js";
import { limitFromSeconds } from "../../www/code/panel.js";
import { resultOf } from "../../www/play/series.js";
import { endBanner } from "../../www/play/draw.js";
import { replayOf } from "../../www/code/debugger.js";

/** A Storage-like Map; `refuse` makes setItem throw (a full or forbidden storage). */
function fakeStorage(refuse = false) {
  const m = new Map();
  return {
    map: m,
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem(k, v) {
      if (refuse) throw new Error("QuotaExceededError");
      m.set(k, String(v));
    },
  };
}

test("agents are saved per game with unique names and ids, renamed and deleted", () => {
  const storage = fakeStorage();
  const store = createStore(storage);
  const a = store.create("tictactoe", { name: "My bot!", language: "js", source: "function act(){return 0}" });
  const b = store.create("tictactoe", { name: "My bot!", language: "python", source: "def act(o, e): return 0" });
  assert.equal(a.id, "my-bot");
  assert.equal(b.name, "My bot! 2");
  assert.equal(b.id, "my-bot-2");
  assert.deepEqual(store.list("gomoku"), [], "games keep their own agents");
  // A second store over the same storage reads them back (the page reloaded).
  const again = createStore(storage);
  assert.deepEqual(again.list("tictactoe").map((x) => [x.id, x.language]), [["my-bot", "js"], ["my-bot-2", "python"]]);
  assert.equal(again.update("tictactoe", "my-bot", { source: "changed" }), true);
  assert.equal(createStore(storage).get("tictactoe", "my-bot").source, "changed");
  assert.equal(again.rename("tictactoe", "my-bot", "My bot! 2"), "My bot! 2 2", "a rename never takes another agent's name");
  assert.equal(again.get("tictactoe", "my-bot").name, "My bot! 2 2");
  assert.equal(again.rename("tictactoe", "my-bot", "   "), "My bot! 2 2", "an empty name keeps the old one");
  assert.equal(again.remove("tictactoe", "my-bot-2"), true);
  assert.equal(again.remove("tictactoe", "my-bot-2"), false);
  assert.deepEqual(JSON.parse(storage.getItem(STORE_PREFIX + "tictactoe")).map((x) => x.id), ["my-bot"]);
  assert.throws(() => again.create("tictactoe", { name: "x", language: "ruby" }), /js or python/);
});

test("storage that refuses or holds rubbish does not break the store", () => {
  const refusing = createStore(fakeStorage(true));
  const a = refusing.create("puyo", { name: "a", source: "x" });
  assert.equal(refusing.get("puyo", a.id).source, "x", "kept in memory for this visit");
  const bad = fakeStorage();
  bad.setItem(STORE_PREFIX + "puyo", "{not json");
  assert.deepEqual(createStore(bad).list("puyo"), []);
  bad.setItem(STORE_PREFIX + "gomoku", JSON.stringify([{ id: "ok", name: "ok", language: "js", source: "" }, { id: 3 }, null]));
  assert.deepEqual(createStore(bad).list("gomoku").map((x) => x.id), ["ok"]);
  assert.deepEqual(createStore(null).list("gomoku"), []);
});

test("names, ids and file names", () => {
  assert.equal(slugOf("Ada's Bot #1"), "ada-s-bot-1");
  assert.equal(slugOf("!!!"), "agent");
  assert.equal(uniqueName("bot", ["bot", "bot 2"]), "bot 3");
  assert.equal(languageOfFile("ada.PY"), "python");
  assert.equal(languageOfFile("ada.js"), "js");
  assert.equal(fileNameOf({ name: "Ada bot", language: "python" }), "ada-bot.py");
  assert.equal(nameOfFile("C:\\class\\ada_bot.py"), "ada_bot");
});

test("typing is saved once it pauses, flush saves now", () => {
  const calls = [];
  mock.timers.enable({ apis: ["setTimeout"] });
  let save;
  try {
    save = debounce((x) => calls.push(x), 20);
    save(1);
    mock.timers.tick(15);
    save(2);
    mock.timers.tick(15);
    save(3);
    mock.timers.tick(19);
    assert.deepEqual(calls, [], "no pause of 20 ms yet");
    mock.timers.tick(1);
    assert.deepEqual(calls, [3]);
  } finally {
    mock.timers.reset();
  }
  save(4);
  save.flush();
  assert.deepEqual(calls, [3, 4]);
  save.flush();
  assert.deepEqual(calls, [3, 4], "nothing pending: flush does nothing");
});

test("code travels in a link compressed, or plain where there is no CompressionStream", async () => {
  const code = "function act(obs, env) {\n  // élève: 学生 🙂\n  return env.legalActions()[0];\n}\n".repeat(20);
  const z = await encodeCode(code);
  assert.match(z, /^z[A-Za-z0-9_-]+$/);
  assert.ok(z.length < code.length / 3, `compressed: ${z.length} < ${code.length}`);
  assert.equal(await decodeCode(z), code);
  const b = await encodeCode(code, { compress: false });
  assert.match(b, /^b[A-Za-z0-9_-]+$/);
  assert.equal(await decodeCode(b), code);
  await assert.rejects(decodeCode("z!!"), /damaged/);
  await assert.rejects(decodeCode("zAAAA"), /damaged/);
  await assert.rejects(decodeCode("qAAAA"), /unknown kind/);
  const bytes = new Uint8Array([0, 250, 251, 252, 253, 254, 255]);
  assert.deepEqual(fromBase64Url(toBase64Url(bytes)), bytes);
});

test("the time limit is typed in seconds, 0.1 to 10", () => {
  assert.equal(limitFromSeconds("1"), 1000);
  assert.equal(limitFromSeconds("1,5"), 1500);
  assert.equal(limitFromSeconds("10"), 10000);
  assert.equal(limitFromSeconds("10.5"), null);
  assert.equal(limitFromSeconds("0.05"), null);
  assert.equal(limitFromSeconds("soon"), null);
});

test("a forfeit loses the game for the agent that forfeited, and the banner says why", () => {
  const session = (forfeited, returns = [0, 0]) => ({ returns: () => returns, forfeited, info: { winner: -1 }, obs: {} });
  const f = { by: 0, kind: "timeout", message: "your agent took longer than 1 s on move 12" };
  assert.deepEqual(resultOf(session(f), 2).winner, 1);
  assert.deepEqual(resultOf(session({ ...f, by: 1 }), 2).winner, 0);
  const one = resultOf(session(f, [40]), 1);
  assert.equal(one.won, false);
  assert.equal(one.score, 40);
  assert.equal(resultOf(session(null), 2).winner, -1, "no forfeit: the engine's result");
  const mod = { players: ["X", "O"] };
  const name = (k) => ["X (My agent: bot)", "O (Random)"][k];
  assert.equal(endBanner(mod, {}, resultOf(session(f), 2), name), "O (Random) wins: X (My agent: bot) forfeits (your agent took longer than 1 s on move 12).");
  assert.equal(endBanner({ players: ["You"] }, {}, one, () => "My agent: bot"), "My agent: bot forfeits: your agent took longer than 1 s on move 12.");
});

test("a replay file holds every recorded move", () => {
  const rec = { setup: { game: "tictactoe", options: {}, seed: 3 }, move: 1, seat: 0, name: "bot", picture: "...", legal: [0, 1], logs: ["hi"], calls: 2, budget: 10, ms: 1, answer: 1 };
  const r = replayOf([rec, { ...rec, move: 3, answer: undefined, forfeit: { kind: "illegal", message: "no" } }]);
  assert.equal(r.game, "tictactoe");
  assert.equal(r.seed, 3);
  assert.deepEqual(r.moves.map((m) => [m.move, m.answer, m.forfeit?.kind ?? null]), [[1, 1, null], [3, null, "illegal"]]);
});
