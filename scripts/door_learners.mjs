// The small Puyo learners scripts/bench_python_door.mjs and tests/e2e/bench_door_page.mjs time in
// JavaScript and in Python (the same play in both languages; no randomness): {name: {js, python}},
// each learn() returning {score} per episode.

const COMMON_JS = `
function act(obs, env) { return env.legalActions()[0]; }
`;
const COMMON_PY = `
def act(obs, env):
    return env.legal_actions()[0]
`;

/** The learners: {name: {js, python}}. Each returns {score} per episode. */
export const LEARNERS = {
  // A hidden learner's bare loop: legal moves and a step, nothing else (issue 33's "hidden-style loop").
  loop: {
    js: `function learn(env, episode) {
  let total = 0, k = 0;
  while (!env.isTerminal) {
    const legal = env.legalActions();
    total += env.step(legal[(k++ * 7) % legal.length])[1];
  }
  return { score: total };
}` + COMMON_JS,
    python: `def learn(env, episode):
    total, k = 0, 0
    while not env.is_terminal:
        legal = env.legal_actions()
        total += env.step(legal[(k * 7) % len(legal)])[1]
        k += 1
    return {"score": total}
` + COMMON_PY,
  },
  "copy-play": {
    js: `function learn(env, episode) {
  let total = 0;
  while (!env.isTerminal) {
    const obs = env.observation();
    let best = -1, bestValue = -Infinity;
    for (const a of env.legalActions()) {
      const c = env.clone();
      const r = c.play(a);
      const after = c.observation();
      let filled = 0;
      for (let i = 0; i < 4 * obs.cols; i++) if (after.board[i]) filled++;
      const value = r + (c.isTerminal ? -1000 : 0) - filled - after.board[obs.deathCell];
      if (value > bestValue) { bestValue = value; best = a; }
    }
    total += env.step(best)[1];
  }
  return { score: total };
}` + COMMON_JS,
    python: `def learn(env, episode):
    total = 0
    while not env.is_terminal:
        obs = env.observation()
        top = 4 * obs["cols"]
        best, best_value = -1, float("-inf")
        for a in env.legal_actions():
            c = env.clone()
            r = c.play(a)
            after = c.observation()
            board = after["board"]
            filled = top - board[:top].count(0)
            value = r + (-1000 if c.is_terminal else 0) - filled - board[obs["deathCell"]]
            if value > best_value:
                best_value, best = value, a
        total += env.step(best)[1]
    return {"score": total}
` + COMMON_PY,
  },
  features: {
    js: `const w = [0.5, -1, -2, 1];
function features(board, rows, cols) {
  let top = 0, holes = 0, pairs = 0, heights = 0;
  for (let c = 0; c < cols; c++) {
    let h = 0, seen = false;
    for (let r = 0; r < rows; r++) {
      const v = board[r * cols + c];
      if (v) { if (!seen) { h = rows - r; seen = true; } }
      else if (seen) holes++;
      if (v && c + 1 < cols && board[r * cols + c + 1] === v) pairs++;
      if (v && r + 1 < rows && board[(r + 1) * cols + c] === v) pairs++;
    }
    heights += h;
    if (h > top) top = h;
  }
  return [pairs, top, holes, heights / cols];
}
function learn(env, episode) {
  let total = 0;
  const u = w;
  while (!env.isTerminal) {
    let best = -1, bestValue = -Infinity;
    for (const a of env.legalActions()) {
      const c = env.clone();
      const r = c.play(a);
      const o = c.observation();
      const f = features(o.board, o.rows, o.cols);
      let value = r * 0.01 + (c.isTerminal ? -1000 : 0);
      for (let i = 0; i < 4; i++) value += u[i] * f[i];
      if (value > bestValue) { bestValue = value; best = a; }
    }
    total += env.step(best)[1];
  }
  for (let i = 0; i < 4; i++) w[i] += (total > 1000 ? 0.01 : -0.01) * (i + 1);
  return { score: total };
}` + COMMON_JS,
    python: `w = [0.5, -1, -2, 1]
def features(board, rows, cols):
    top = holes = pairs = heights = 0
    for c in range(cols):
        h, seen = 0, False
        for r in range(rows):
            v = board[r * cols + c]
            if v:
                if not seen:
                    h, seen = rows - r, True
            elif seen:
                holes += 1
            if v and c + 1 < cols and board[r * cols + c + 1] == v:
                pairs += 1
            if v and r + 1 < rows and board[(r + 1) * cols + c] == v:
                pairs += 1
        heights += h
        if h > top:
            top = h
    return [pairs, top, holes, heights / cols]
def learn(env, episode):
    total = 0
    u = w
    while not env.is_terminal:
        best, best_value = -1, float("-inf")
        for a in env.legal_actions():
            c = env.clone()
            r = c.play(a)
            o = c.observation()
            f = features(o["board"], o["rows"], o["cols"])
            value = r * 0.01 + (-1000 if c.is_terminal else 0)
            for i in range(4):
                value += u[i] * f[i]
            if value > best_value:
                best_value, best = value, a
        total += env.step(best)[1]
    for i in range(4):
        w[i] += (0.01 if total > 1000 else -0.01) * (i + 1)
    return {"score": total}
` + COMMON_PY,
  },
  batch: {
    js: `function learn(env, episode) {
  let total = 0;
  while (!env.isTerminal) {
    const obs = env.observation();
    let best = -1, bestValue = -Infinity;
    for (const s of env.afterStates()) {
      let filled = 0;
      for (let i = 0; i < 4 * obs.cols; i++) if (s.board[i]) filled++;
      const value = s.reward + (s.terminal ? -1000 : 0) - filled - s.board[obs.deathCell];
      if (value > bestValue) { bestValue = value; best = s.action; }
    }
    total += env.step(best)[1];
  }
  return { score: total };
}` + COMMON_JS,
    python: `def learn(env, episode):
    total = 0
    while not env.is_terminal:
        obs = env.observation()
        top = 4 * obs["cols"]
        best, best_value = -1, float("-inf")
        for s in env.after_states():
            board = s["board"]
            filled = top - board[:top].count(0)
            value = s["reward"] + (-1000 if s["terminal"] else 0) - filled - board[obs["deathCell"]]
            if value > best_value:
                best_value, best = value, s["action"]
        total += env.step(best)[1]
    return {"score": total}
` + COMMON_PY,
  },
};

