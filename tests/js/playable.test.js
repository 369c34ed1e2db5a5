// Agents offered only where they can play: AlphaZero on Gomoku has nets for 6x6/4 and 8x8/5 only.
import test from "node:test";
import assert from "node:assert/strict";
import { canPlay, netFits, playableAgents } from "../../www/playable.js";

const NETS = [
  { name: "gomoku-6x6-4-alphazero", game: "gomoku", agent: "alphazero", board: "height=6,nInRow=4,width=6" },
  { name: "gomoku-8x8-5-alphazero", game: "gomoku", agent: "alphazero", board: "height=8,nInRow=5,width=8" },
  { name: "tictactoe-alphazero", game: "tictactoe", agent: "alphazero", board: "" },
];
const AGENTS = [{ id: "random", source: "engine" }, { id: "mcts", source: "engine" }, { id: "alphazero", source: "engine" }, { id: "net:mine", source: "net" }];

test("an agent with shipped nets plays only the boards it has one for", () => {
  assert.ok(netFits("height=6,nInRow=4,width=6", { width: "6", height: 6, nInRow: "4" }));
  assert.ok(!netFits("height=6,nInRow=4,width=6", { width: "15", height: "15", nInRow: "5" }));
  assert.ok(netFits("", { width: "15" }));
  const big = { width: "15", height: "15", nInRow: "5" };
  assert.deepEqual(playableAgents(AGENTS, "gomoku", big, NETS).map((a) => a.id), ["random", "mcts", "net:mine"]);
  assert.deepEqual(playableAgents(AGENTS, "gomoku", { width: "8", height: "8", nInRow: "5" }, NETS).map((a) => a.id), ["random", "mcts", "alphazero", "net:mine"]);
  assert.ok(canPlay(AGENTS[2], "tictactoe", {}, NETS));
  // No list of nets (an engine without shipped nets): every agent.
  assert.equal(playableAgents(AGENTS, "gomoku", big, []).length, AGENTS.length);
});

test("an agent that plays shipped nets is not offered in a game that ships it none (AlphaZero on Connect Four)", () => {
  const board = { columns: 7, rows: 6, inarow: 4 };
  assert.deepEqual(playableAgents(AGENTS, "connect4", board, NETS).map((a) => a.id), ["random", "mcts", "net:mine"]);
  // A student's own net (source "net") still plays there.
  assert.ok(canPlay({ id: "net:mine", source: "net" }, "connect4", board, NETS));
});
