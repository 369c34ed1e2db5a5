// Programs' identity (www/code/store.js): property tests through the store's API. Random sequences
// of creating, renaming, deleting and importing (files and links go through create, as the panel
// does), with names in four scripts, spaces, duplicates and emoji, are checked against a model:
// no two programs share an id, none is lost, each keeps its own source, and a reload (a new store
// over the same storage) gives back the same programs.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createStore, slugOf, uniqueId, STORE_PREFIX, MAX_ID } from "../../www/code/store.js";
import { nameOfFile } from "../../www/code/store.js";

/** A Storage-like Map; `quota` (characters) makes setItem throw past it, as a full browser's does. */
function fakeStorage(quota = Infinity) {
  const m = new Map();
  return {
    map: m,
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem(k, v) {
      const size = [...m].reduce((n, [key, val]) => n + (key === k ? 0 : val.length), 0) + String(v).length;
      if (size > quota) throw new Error("QuotaExceededError");
      m.set(k, String(v));
    },
  };
}

/** A small seeded generator (mulberry32), so a failing sequence can be replayed. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// Names a class would type: the panel's default name in each language, starters' names, duplicates
// after normalising ("My Bot", "my-bot", "MY  BOT"), CJK, Hangul, accents, emoji, spaces, empty.
const NAMES = [
  "bot", "ボット", "봇", "机器人", "My Bot", "my-bot", "MY  BOT", "  my bot  ", "alpha", "beta", "gamma",
  "学習する AI", "학습하는 에이전트", "强化 学习", "José", "jose", "🤖", "🤖🤖", "", "   ", "bot 2", "bot-2",
  "Random", "ランダム", "랜덤", "随机", "a".repeat(60), "がぎぐ", "ｂｏｔ", "Ada's bot #1",
];

function check(store, model, game, where) {
  const list = store.list(game);
  const ids = list.map((a) => a.id);
  assert.equal(new Set(ids).size, ids.length, `${where}: two programs share an id: ${ids}`);
  const names = list.map((a) => a.name);
  assert.equal(new Set(names).size, names.length, `${where}: two programs share a name: ${names}`);
  assert.equal(list.length, model.size, `${where}: ${model.size} programs expected, ${list.length} listed`);
  for (const [id, src] of model) {
    const a = store.get(game, id);
    assert.ok(a, `${where}: program ${id} is lost`);
    assert.equal(a.source, src, `${where}: program ${id} lost its own source`);
  }
  for (const id of ids) assert.match(id, /^[\p{Ll}\p{Lo}\p{N}]+(-[\p{Ll}\p{Lo}\p{N}]+)*$/u, `${where}: id ${id} is not normalised`);
}

for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
  test(`30 programs made, renamed, deleted and imported keep distinct ids and their sources (seed ${seed})`, () => {
    const random = rng(seed);
    const pick = (xs) => xs[Math.floor(random() * xs.length)];
    const storage = fakeStorage();
    let store = createStore(storage);
    const game = "tictactoe";
    const model = new Map(); // id -> source
    let made = 0;
    for (let step = 0; step < 120; step++) {
      const r = random();
      const ids = [...model.keys()];
      if (made < 30 && (r < 0.45 || !ids.length)) {
        // created (New, a starter), imported from a file (its name from the file name) or from a link
        const how = pick(["new", "file", "link"]);
        const name = how === "file" ? nameOfFile(`C:\\class\\${pick(NAMES)}.py`) : pick(NAMES);
        const source = `// program ${made} (${how})\nfunction act(obs, env) { return env.legalActions()[${made % 9}]; }`;
        const a = store.create(game, { name, language: pick(["js", "python"]), source });
        assert.ok(!model.has(a.id), `step ${step}: the new program got the id ${a.id} of another`);
        model.set(a.id, source);
        made++;
      } else if (r < 0.7 && ids.length) {
        const id = pick(ids);
        const got = store.rename(game, id, pick(NAMES));
        assert.equal(typeof got, "string");
        assert.equal(store.get(game, id).name, got, "a rename keeps the id");
      } else if (r < 0.85 && ids.length) {
        const id = pick(ids);
        const source = `// edited at step ${step}\n` + model.get(id);
        assert.equal(store.update(game, id, { source }), true);
        model.set(id, source);
      } else if (ids.length) {
        const id = pick(ids);
        assert.equal(store.remove(game, id), true);
        model.delete(id);
      }
      check(store, model, game, `seed ${seed} step ${step}`);
      if (random() < 0.1) {
        store = createStore(storage); // the page reloaded
        check(store, model, game, `seed ${seed} step ${step} after a reload`);
      }
    }
    check(createStore(storage), model, game, `seed ${seed} at the end, after a reload`);
  });
}

test("the third starter on a Japanese, Korean or Chinese page gets an id of its own", () => {
  for (const name of ["ボット", "봇", "机器人", "🤖"]) {
    const store = createStore(fakeStorage());
    const ids = [1, 2, 3, 4].map((k) => store.create("puyo", { name, source: `s${k}` }).id);
    assert.equal(new Set(ids).size, 4, `${name}: ${ids}`);
    assert.deepEqual(ids.map((id) => store.get("puyo", id).source), ["s1", "s2", "s3", "s4"]);
  }
});

test("New and rename three times in English keep three programs (alpha, beta, gamma)", () => {
  const store = createStore(fakeStorage());
  const made = [];
  for (const name of ["alpha", "beta", "gamma"]) {
    const a = store.create("tictactoe", { name: "bot", source: `// ${name}` });
    store.rename("tictactoe", a.id, name);
    made.push(a.id);
  }
  assert.equal(new Set(made).size, 3, String(made));
  assert.deepEqual(store.list("tictactoe").map((a) => [a.name, a.source]), [["alpha", "// alpha"], ["beta", "// beta"], ["gamma", "// gamma"]]);
});

test("ids: normalised once, in any script, unique after normalising", () => {
  assert.equal(slugOf("태양 봇"), "태양-봇");
  assert.equal(slugOf("がぎ"), "がぎ", "voiced kana keep their marks");
  assert.equal(slugOf("José"), "jose");
  assert.equal(slugOf("ＢＯＴ"), "bot", "full-width letters are the same letters");
  assert.equal(slugOf("🤖"), "agent");
  assert.ok([...slugOf("x".repeat(100))].length <= MAX_ID);
  assert.equal(uniqueId("bot", ["bot", "bot-2"]), "bot-3");
  const store = createStore(fakeStorage());
  const a = store.create("gomoku", { name: "My Bot", source: "a" });
  const b = store.create("gomoku", { name: "my-bot", source: "b" });
  const c = store.create("gomoku", { name: "MY  BOT", source: "c" });
  assert.deepEqual([a.id, b.id, c.id], ["my-bot", "my-bot-2", "my-bot-3"]);
});

test("a storage an older page left with two programs under one id gives each its own id", () => {
  const storage = fakeStorage();
  const twins = [
    { id: "agent-2", name: "ボット 2", language: "js", source: "second" },
    { id: "agent-2", name: "ボット 3", language: "js", source: "third" },
    { id: "agent-2", name: "ボット 3", language: "python", source: "fourth" },
  ];
  storage.setItem(STORE_PREFIX + "puyo", JSON.stringify(twins));
  const store = createStore(storage);
  const list = store.list("puyo");
  assert.deepEqual(list.map((a) => a.source), ["second", "third", "fourth"], "none is lost");
  assert.equal(new Set(list.map((a) => a.id)).size, 3);
  assert.equal(new Set(list.map((a) => a.name)).size, 3);
  assert.equal(store.get("puyo", "agent-2").source, "second", "the first keeps the id its seats name");
});

test("a full storage: the change is kept for this visit, reported, and nothing saved before is lost", () => {
  const storage = fakeStorage(2000);
  const store = createStore(storage);
  const told = [];
  store.onChange((game, { saved }) => told.push(saved));
  const a = store.create("puyo", { name: "small", source: "x".repeat(100) });
  assert.equal(store.saved, true);
  const big = store.create("puyo", { name: "big", source: "y".repeat(5000) });
  assert.equal(store.saved, false, "the store says the storage refused");
  assert.deepEqual(told, [true, false], "listeners are told too (the panel shows how to keep the program)");
  assert.equal(store.get("puyo", big.id).source.length, 5000, "kept in memory for this visit");
  const reloaded = createStore(storage);
  assert.deepEqual(reloaded.list("puyo").map((x) => x.id), [a.id], "what was saved before is still there");
  assert.equal(reloaded.get("puyo", a.id).source, "x".repeat(100));
});
