// The catalog: one list of agents over several sources, requests routed to the right source,
// seat labels in words.

import { test } from "node:test";
import assert from "node:assert/strict";
import { createCatalog, engineSource, pairs } from "../../www/catalog.js";

/** A fake engine with two tic-tac-toe agents. */
const pg = {
  agents: (game) =>
    game === "tictactoe"
      ? [
          { id: "random", name: "Random", description: "any legal move", defaults: {} },
          { id: "mcts", name: "MCTS", description: "tree search", defaults: new Map([["timeMs", 200], ["seed", 0]]) },
        ]
      : [],
};
const calls = [];
const client = { request: async (req) => (calls.push(["engine", req.agent]), { action: 4 }), forget: () => calls.push(["forget"]) };

test("engine agents carry their source and their defaults as pairs", () => {
  const c = createCatalog([engineSource(pg, client)]);
  const list = c.agents("tictactoe");
  assert.deepEqual(list.map((a) => [a.id, a.source]), [["random", "engine"], ["mcts", "engine"]]);
  assert.deepEqual(list[1].defaults, [["timeMs", 200], ["seed", 0]]);
  assert.equal(c.find("tictactoe", "mcts").name, "MCTS");
  assert.equal(c.find("gomoku", "mcts"), null);
});

test("a second source adds its agents and answers its own requests", async () => {
  const c = createCatalog([engineSource(pg, client)]);
  let heard = 0;
  c.onChange(() => heard++);
  const student = {
    id: "code",
    agents: (game) => (game === "tictactoe" ? [{ id: "code:corner", name: "Corner bot", description: "", defaults: [] }] : []),
    request: async (req) => ({ action: 0, from: req.agent }),
  };
  assert.equal(c.agents("tictactoe").length, 2);
  c.addSource(student);
  assert.equal(heard, 1, "adding a source tells the seat menus");
  assert.deepEqual(c.agents("tictactoe").map((a) => a.id), ["random", "mcts", "code:corner"]);
  assert.deepEqual(await c.request({ game: "tictactoe", agent: "code:corner" }), { action: 0, from: "code:corner" });
  assert.deepEqual(await c.request({ game: "tictactoe", agent: "mcts" }), { action: 4 });
  assert.deepEqual(calls.at(-1), ["engine", "mcts"]);
  assert.match((await c.request({ game: "tictactoe", agent: "nobody" })).error, /no agent 'nobody'/);
  assert.throws(() => c.addSource(student), /already an agent source 'code'/);
});

test("a source that fails to list is skipped, the others still play", () => {
  const broken = { id: "net", agents: () => { throw new Error("no nets yet"); }, request: async () => ({}) };
  const c = createCatalog([engineSource(pg, client), broken]);
  const errors = [];
  assert.equal(c.agents("tictactoe", (e) => errors.push(e.message)).length, 2);
  assert.deepEqual(errors, ["no nets yet"]);
});

test("seat labels name the agent and its changed options, never the seed", () => {
  const c = createCatalog([engineSource(pg, client)]);
  assert.equal(c.label("tictactoe", { kind: "human", options: {} }), "Human");
  assert.equal(c.label("tictactoe", { kind: "agent", id: "mcts", options: { timeMs: "1000", seed: "3" } }), "MCTS (1000 ms per move)");
  assert.equal(c.name("tictactoe", { kind: "agent", id: "ghost", options: {} }), "ghost");
  assert.equal(c.firstOf("tictactoe", ["minimax", "mcts"]).id, "mcts");
  assert.equal(c.firstOf("tictactoe", ["minimax"]), null);
});

test("pairs reads defaults in any shape", () => {
  assert.deepEqual(pairs(new Map([["a", 1]])), [["a", 1]]);
  assert.deepEqual(pairs({ a: 1 }), [["a", 1]]);
  assert.deepEqual(pairs(null), []);
});
