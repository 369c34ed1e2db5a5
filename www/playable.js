// Which agents can play the board on screen: an engine agent that plays a shipped net (AlphaZero
// on Gomoku) plays only the boards it has a net for (the engine lists each net's board:
// `shippedNets()`, src/wasm/nets.rs). The seat menus offer only those (play/setup.js), and a seat
// whose agent cannot play a new board falls back to the game's usual agent, with a note.

/** Whether a net's `board` ("height=6,nInRow=4,width=6"; "" for any board) is the board of `values`. */
export function netFits(board, values) {
  if (!board) return true;
  return board.split(",").every((pair) => {
    const [k, v] = pair.split("=");
    return values[k] !== undefined && String(values[k]) === v;
  });
}

/**
 * Whether agent `agent` (a catalog entry) can play game `gameId` with option values `values` (all of
 * them, defaults filled in), given the engine's shipped `nets`: an agent that plays no shipped net
 * in any game (a search) can; one that plays shipped nets (AlphaZero, Q-learning, the neural
 * agents) needs one for this game whose board fits (Connect Four ships no AlphaZero net, so its
 * AlphaZero plays only the weights a student trains, from the Learn panel).
 */
export function canPlay(agent, gameId, values, nets = []) {
  if ((agent.source ?? "engine") !== "engine") return true;
  if (!nets.some((n) => n.agent === agent.id)) return true;
  return nets.some((n) => n.game === gameId && n.agent === agent.id && netFits(n.board, values));
}

/** The agents of `agents` that can play (canPlay). */
export function playableAgents(agents, gameId, values, nets = []) {
  return agents.filter((a) => canPlay(a, gameId, values, nets));
}
