// Status messages expire with what they describe; events reach their subscribers; keys go where
// they belong.

import { test } from "node:test";
import assert from "node:assert/strict";
import { expiresOn } from "../../www/play/status.js";
import { createEmitter } from "../../www/play/events.js";
import { delayAt, SHORTCUTS } from "../../www/play/controls.js";
import { optionKeyOf } from "../../www/play/setup.js";
import { swappedIn } from "../../www/play/series.js";
import { endBanner } from "../../www/play/draw.js";

test("a message lives until an event of its level or a longer one", () => {
  assert.equal(expiresOn("move", "move"), true);
  assert.equal(expiresOn("game", "move"), false, "'Series finished' outlives a move");
  assert.equal(expiresOn("game", "game"), true);
  assert.equal(expiresOn("setup", "game"), false);
  assert.equal(expiresOn("move", "setup"), true);
});

test("the emitter calls subscribers in order and stops after unsubscribe", () => {
  const e = createEmitter();
  const heard = [];
  const off = e.on("move", (d) => heard.push(["a", d]));
  e.on("move", (d) => heard.push(["b", d]));
  e.emit("move", 1);
  off();
  e.emit("move", 2);
  e.emit("other", 3);
  assert.deepEqual(heard, [["a", 1], ["b", 1], ["b", 2]]);
});

test("speeds, shortcuts, option errors, series sides", () => {
  assert.equal(delayAt(0), 2000);
  assert.equal(delayAt(10), 0);
  assert.equal(delayAt(99), 300);
  assert.deepEqual(SHORTCUTS, { n: "new-game", p: "play", s: "step" });
  assert.equal(optionKeyOf("option 'nInRow': must be at most 7"), "nInRow");
  assert.equal(optionKeyOf("something else"), null);
  assert.deepEqual([0, 1, 2, 3].map((i) => swappedIn(i, 2)), [false, true, false, true]);
  assert.equal(swappedIn(1, 1), false);
});

test("game-over messages say why", () => {
  const mod = { players: ["X", "O"], winReason: () => "Three in a row.", drawReason: () => "The board is full." };
  const name = (k) => ["X (Human)", "O (MCTS)"][k];
  assert.equal(endBanner(mod, {}, { winner: 1 }, name), "O (MCTS) wins! Three in a row.");
  assert.equal(endBanner(mod, {}, { winner: -1 }, name), "Draw! The board is full.");
  const solo = { players: ["Player"], endText: (obs) => (obs.won ? "Cleared!" : "Boom!") };
  assert.equal(endBanner(solo, { won: false }, { score: -1 }, name), "Boom!");
});
