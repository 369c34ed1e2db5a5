// An agent's planned move, shown on the board before it is played (Puyo: the pair where it will
// land and the puyos that will pop). The engine plays the move on a copy of the game
// (session.peek); nothing here knows the rules: it reads the step's observation and info.

/**
 * The planned move `action` as {action, landed, pops}: `landed` the board right after the move
 * (before any chain: the step's first `chainBoards` board, else the new observation's board),
 * `pops` the cells of that board popped by the chain's first step (from `chainSteps`, lists
 * ended by -1). Null when the engine refuses the move or the board sizes do not match.
 */
export function planFrom(action, now, peeked) {
  if (!peeked || !now?.board) return null;
  const n = now.board.length;
  const boards = peeked.info?.chainBoards;
  const landed = boards && boards.length >= n ? Array.from(boards).slice(0, n) : Array.from(peeked.obs?.board ?? []);
  if (landed.length !== n) return null;
  const pops = new Set();
  for (const c of peeked.info?.chainSteps ?? []) {
    if (c < 0) break;
    pops.add(c);
  }
  return { action, landed, pops };
}

/** Makes a cache of plans: `get(session, action)` peeks once per position and action. */
export function createPlans() {
  let key = "";
  let plan = null;
  return {
    get(session, action) {
      const k = `${session.gen}:${session.history.length}:${action}`;
      if (k !== key) {
        key = k;
        plan = planFrom(action, session.obs, session.peek(action));
      }
      return plan;
    },
  };
}
