// The URL hash round-trips a setup: game, options, seats with agent options, seed.

import { test } from "node:test";
import assert from "node:assert/strict";
import { parseHash, formatHash } from "../../www/hash.js";

test("a setup survives formatHash then parseHash", () => {
  const setup = {
    game: "gomoku",
    options: { width: "15", height: "15", nInRow: "5" },
    seats: [
      { kind: "human", options: {} },
      { kind: "agent", id: "mcts", options: { timeMs: "200" } },
    ],
    seed: 7,
    page: {},
  };
  const hash = formatHash(setup);
  assert.equal(hash, "#game=gomoku&width=15&height=15&nInRow=5&seat0=human&seat1=mcts&seat1.timeMs=200&seed=7");
  assert.deepEqual(parseHash(hash), setup);
});

test("a bad seed is dropped, other keys are game options", () => {
  const s = parseHash("#game=minesweeper&seed=-3&rows=6&seat0=solver");
  assert.equal(s.seed, undefined);
  assert.deepEqual(s.options, { rows: "6" });
  assert.deepEqual(s.seats, [{ kind: "agent", id: "solver", options: {} }]);
});

test("agent ids from other sources keep their prefix", () => {
  const s = parseHash("#game=tictactoe&seat1=code%3Amy-bot&seed=1");
  assert.equal(s.seats[1].id, "code:my-bot");
  assert.match(formatHash({ ...s, game: "tictactoe", seed: 1 }), /seat1=code%3Amy-bot/);
});

test("the page's own keys (language, moves, hidden controls) are not game options", () => {
  const s = parseHash("#game=tictactoe&lang=ja&moves=4.0.8&hide=seed&rows=3&seed=2");
  assert.deepEqual(s.page, { lang: "ja", moves: "4.0.8", hide: "seed" });
  assert.deepEqual(s.options, { rows: "3" });
  const again = parseHash(formatHash({ ...s, game: "tictactoe", seed: 2 }));
  assert.deepEqual(again.page, s.page);
});
