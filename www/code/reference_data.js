// The Reference's content (reference.js shows it in the Code panel): every env call and field,
// each game's observation, the agent and learner contracts, and `nn`, each with a short example
// program in JavaScript and in Python. The words are in www/i18n/reference.js under
// `ref.<id>` (one sentence or two per entry, en/ja/ko/zh) and `ref.section.<section>`.
// tests/js/reference.test.js runs every example in the sandbox and checks every entry has its
// words in all four languages, so this page cannot drift from what the sandbox does.
//
// An entry: {id, section, game, js, python, example: {kind?: "act" | "learn", js, python}}
//   js, python   how the call is written in each language (shown as code)
//   example      a whole program: "act" (default) is run for one move of `game`; "learn" trains
//                two episodes of `game`. Printed lines and numbers only, no words.

/** The sections, in the order they are shown. */
export const SECTIONS = ["agent", "learner", "env", "obs", "nn"];

const act = (body) => `function act(obs, env) {\n${body}\n}`;
const pyAct = (body) => `def act(obs, env):\n${body}\n`;

/** Every entry of the Reference (see the top of this file). */
export const REFERENCE = [
  {
    id: "act",
    section: "agent",
    game: "tictactoe",
    js: "function act(obs, env) { return action; }",
    python: "def act(obs, env): return action",
    example: {
      js: act("  const legal = env.legalActions();\n  return legal[Math.floor(Math.random() * legal.length)];"),
      python: "import random\n" + pyAct("    return random.choice(env.legal_actions())"),
    },
  },
  {
    id: "kaggleAgent",
    section: "agent",
    game: "connect4",
    js: "function agent(observation, configuration) { return column; }",
    python: "def agent(observation, configuration): return column",
    example: {
      js: "function agent(observation, configuration) {\n  const open = [];\n  for (let c = 0; c < configuration.columns; c++) if (observation.board[c] === 0) open.push(c);\n  console.log(observation.mark, observation.step, configuration.inarow);\n  return open[0];\n}",
      python: "def agent(observation, configuration):\n    open_columns = [c for c in range(configuration.columns) if observation.board[c] == 0]\n    print(observation.mark, observation[\"step\"], configuration.inarow)\n    return open_columns[0]\n",
    },
  },
  {
    id: "learn",
    section: "learner",
    game: "tictactoe",
    js: "function learn(env, episode) { return { reward: 1 }; }",
    python: "def learn(env, episode): return {\"reward\": 1}",
    example: {
      kind: "learn",
      js: "function learn(env, episode) {\n  let moves = 0;\n  while (!env.isTerminal) { env.step(env.legalActions()[0]); moves++; }\n  return { moves, reward: env.returns()[0] };\n}\n" + act("  return env.legalActions()[0];"),
      python: "def learn(env, episode):\n    moves = 0\n    while not env.is_terminal:\n        env.step(env.legal_actions()[0])\n        moves += 1\n    return {\"moves\": moves, \"reward\": env.returns()[0]}\n" + pyAct("    return env.legal_actions()[0]"),
    },
  },
  {
    id: "saveLoad",
    section: "learner",
    game: "tictactoe",
    js: "function save() { return data; }  function load(data) { ... }",
    python: "def save(): return data\ndef load(data): ...",
    example: {
      kind: "learn",
      js: "let seen = {};\nfunction learn(env, episode) {\n  const key = String(env.legalActions()[0]);\n  seen[key] = (seen[key] ?? 0) + 1;\n}\n" + act("  return env.legalActions()[0];") + "\nfunction save() { return seen; }\nfunction load(data) { seen = data; }",
      python: "seen = {}\ndef learn(env, episode):\n    key = str(env.legal_actions()[0])\n    seen[key] = seen.get(key, 0) + 1\n" + pyAct("    return env.legal_actions()[0]") + "def save():\n    return seen\ndef load(data):\n    seen.update(data)\n",
    },
  },
  {
    id: "legalActions",
    section: "env",
    game: "tictactoe",
    js: "env.legalActions()",
    python: "env.legal_actions()",
    example: { js: act("  const legal = env.legalActions();\n  console.log(legal.length, legal[0]);\n  return legal[0];"), python: pyAct("    legal = env.legal_actions()\n    print(len(legal), legal[0])\n    return legal[0]") },
  },
  {
    id: "actionMask",
    section: "env",
    game: "tictactoe",
    js: "env.actionMask()",
    python: "env.action_mask()",
    example: { js: act("  const mask = env.actionMask();\n  return mask.indexOf(1);"), python: pyAct("    mask = env.action_mask()\n    return mask.index(1)") },
  },
  {
    id: "observation",
    section: "env",
    game: "tictactoe",
    js: "env.observation()",
    python: "env.observation()",
    example: { js: act("  const o = env.observation();\n  console.log(o.board, o.player);\n  return env.legalActions()[0];"), python: pyAct("    o = env.observation()\n    print(o[\"board\"], o[\"player\"])\n    return env.legal_actions()[0]") },
  },
  {
    id: "status",
    section: "env",
    game: "tictactoe",
    js: "env.isTerminal  env.currentPlayer  env.numActions  env.numPlayers  env.gameId",
    python: "env.is_terminal  env.current_player  env.num_actions  env.num_players  env.game_id",
    example: { js: act("  console.log(env.isTerminal, env.currentPlayer, env.numActions, env.numPlayers, env.gameId);\n  return env.legalActions()[0];"), python: pyAct("    print(env.is_terminal, env.current_player, env.num_actions, env.num_players, env.game_id)\n    return env.legal_actions()[0]") },
  },
  {
    id: "clone",
    section: "env",
    game: "tictactoe",
    js: "env.clone()",
    python: "env.clone()",
    example: {
      js: act("  for (const a of env.legalActions()) {\n    const c = env.clone();\n    c.play(a);\n    if (c.isTerminal && c.returns()[env.currentPlayer] > 0) return a;\n  }\n  return env.legalActions()[0];"),
      python: pyAct("    for a in env.legal_actions():\n        c = env.clone()\n        c.play(a)\n        if c.is_terminal and c.returns()[env.current_player] > 0:\n            return a\n    return env.legal_actions()[0]"),
    },
  },
  {
    id: "step",
    section: "env",
    game: "tictactoe",
    js: "env.step(a) → [obs, reward, terminated, truncated, info]",
    python: "env.step(a) → (obs, reward, terminated, truncated, info)",
    example: { js: act("  const c = env.clone();\n  const [o, reward, terminated, truncated, info] = c.step(env.legalActions()[0]);\n  console.log(o.board, reward, terminated, truncated, info);\n  return env.legalActions()[0];"), python: pyAct("    c = env.clone()\n    o, reward, terminated, truncated, info = c.step(env.legal_actions()[0])\n    print(o[\"board\"], reward, terminated, truncated, info)\n    return env.legal_actions()[0]") },
  },
  {
    id: "play",
    section: "env",
    game: "puyo",
    js: "env.play(a) → reward",
    python: "env.play(a) → reward",
    example: {
      js: act("  let best = env.legalActions()[0], most = -1;\n  for (const a of env.legalActions()) {\n    const points = env.clone().play(a);\n    if (points > most) { most = points; best = a; }\n  }\n  return best;"),
      python: pyAct("    best, most = env.legal_actions()[0], -1\n    for a in env.legal_actions():\n        points = env.clone().play(a)\n        if points > most:\n            best, most = a, points\n    return best"),
    },
  },
  {
    id: "afterStates",
    section: "env",
    game: "puyo",
    js: "env.afterStates() → [{action, board, reward, terminal}]",
    python: "env.after_states() → [{\"action\", \"board\", \"reward\", \"terminal\"}]",
    example: {
      js: act("  let best = null;\n  for (const s of env.afterStates()) {\n    const value = s.reward - (s.terminal ? 1000 : 0) - s.board.filter((v) => v > 0).length;\n    if (best === null || value > best.value) best = { action: s.action, value };\n  }\n  return best.action;"),
      python: pyAct("    best, best_value = None, None\n    for s in env.after_states():\n        value = s[\"reward\"] - (1000 if s[\"terminal\"] else 0) - sum(1 for v in s[\"board\"] if v > 0)\n        if best is None or value > best_value:\n            best, best_value = s[\"action\"], value\n    return best"),
    },
  },
  {
    id: "returns",
    section: "env",
    game: "tictactoe",
    js: "env.returns()",
    python: "env.returns()",
    example: { js: act("  console.log(env.returns());\n  return env.legalActions()[0];"), python: pyAct("    print(env.returns())\n    return env.legal_actions()[0]") },
  },
  {
    id: "budgetLeft",
    section: "env",
    game: "gomoku",
    js: "env.budgetLeft",
    python: "env.budget_left",
    example: {
      js: act("  const legal = env.legalActions();\n  let i = 0;\n  while (env.budgetLeft > 2 && i < legal.length) { env.clone().play(legal[i]); i++; }\n  console.log(i, env.budgetLeft);\n  return legal[0];"),
      python: pyAct("    legal = env.legal_actions()\n    i = 0\n    while env.budget_left > 2 and i < len(legal):\n        env.clone().play(legal[i])\n        i += 1\n    print(i, env.budget_left)\n    return legal[0]"),
    },
  },
  {
    id: "render",
    section: "env",
    game: "minesweeper",
    js: "env.render()",
    python: "env.render()",
    example: { js: act("  console.log(env.render());\n  return env.legalActions()[0];"), python: pyAct("    print(env.render())\n    return env.legal_actions()[0]") },
  },
  {
    id: "reset",
    section: "env",
    game: "puyo",
    js: "env.reset(seed) → [obs, info]",
    python: "env.reset(seed) → (obs, info)",
    example: { js: act("  const c = env.clone();\n  const [o, info] = c.reset(42);\n  console.log(o.pair, o.score);\n  return env.legalActions()[0];"), python: pyAct("    c = env.clone()\n    o, info = c.reset(42)\n    print(o[\"pair\"], o[\"score\"])\n    return env.legal_actions()[0]") },
  },
  {
    id: "cellRowCol",
    section: "env",
    game: "gomoku",
    js: "env.cell(row, col)  env.rowCol(a) → [row, col]",
    python: "env.cell(row, col)  env.row_col(a) → (row, col)",
    example: { js: act("  const [row, col] = env.rowCol(env.legalActions()[0]);\n  const centre = env.cell(Math.floor(env.observation().rows / 2), Math.floor(env.observation().cols / 2));\n  console.log(row, col, centre);\n  return env.actionMask()[centre] ? centre : env.legalActions()[0];"), python: pyAct("    row, col = env.row_col(env.legal_actions()[0])\n    o = env.observation()\n    centre = env.cell(o[\"rows\"] // 2, o[\"cols\"] // 2)\n    print(row, col, centre)\n    return centre if env.action_mask()[centre] else env.legal_actions()[0]") },
  },
  {
    id: "puyoAction",
    section: "env",
    game: "puyo",
    js: "env.puyoAction(x, rotation)  env.puyoParts(a) → [x, rotation]",
    python: "env.puyo_action(x, rotation)  env.puyo_parts(a) → (x, rotation)",
    example: { js: act("  const a = env.puyoAction(2, 1);\n  console.log(env.puyoParts(a));\n  return env.actionMask()[a] ? a : env.legalActions()[0];"), python: pyAct("    a = env.puyo_action(2, 1)\n    print(env.puyo_parts(a))\n    return a if env.action_mask()[a] else env.legal_actions()[0]") },
  },
  {
    id: "flagChord",
    section: "env",
    game: "minesweeper",
    js: "env.toggleFlag(i)  env.chord(i)",
    python: "env.toggle_flag(i)  env.chord(i)",
    example: { js: act("  const c = env.clone();\n  const i = env.legalActions()[0];\n  c.toggleFlag(i);\n  console.log(c.observation().flags);\n  return i;"), python: pyAct("    c = env.clone()\n    i = env.legal_actions()[0]\n    c.toggle_flag(i)\n    print(c.observation()[\"flags\"])\n    return i") },
  },
  {
    id: "free",
    section: "env",
    game: "tictactoe",
    js: "env.free()",
    python: "env.free()",
    example: { js: act("  const c = env.clone();\n  c.free();\n  return env.legalActions()[0];"), python: pyAct("    c = env.clone()\n    c.free()\n    return env.legal_actions()[0]") },
  },
  {
    id: "print",
    section: "env",
    game: "tictactoe",
    js: "console.log(...)",
    python: "print(...)",
    example: { js: act("  console.log(\"legal:\", env.legalActions().length);\n  return env.legalActions()[0];"), python: pyAct("    print(\"legal:\", len(env.legal_actions()))\n    return env.legal_actions()[0]") },
  },
  {
    id: "obs.minesweeper",
    section: "obs",
    game: "minesweeper",
    js: "obs.board  obs.rows  obs.cols  obs.mines  obs.minesLeft  obs.flags  obs.revealed  obs.exploded  obs.won  obs.lost",
    python: "obs[\"board\"]  obs[\"rows\"]  obs[\"cols\"]  obs[\"mines\"]  obs[\"minesLeft\"]  obs[\"flags\"]  obs[\"revealed\"]  obs[\"exploded\"]  obs[\"won\"]  obs[\"lost\"]",
    example: { js: act("  const hidden = obs.board.filter((v) => v === 9).length;\n  console.log(obs.rows, obs.cols, obs.mines, hidden);\n  return env.legalActions()[0];"), python: pyAct("    hidden = obs[\"board\"].count(9)\n    print(obs[\"rows\"], obs[\"cols\"], obs[\"mines\"], hidden)\n    return env.legal_actions()[0]") },
  },
  {
    id: "obs.puyo",
    section: "obs",
    game: "puyo",
    js: "obs.board  obs.rows  obs.cols  obs.hiddenRows  obs.deathCell  obs.pair  obs.next  obs.colors  obs.score  obs.chain  obs.maxChain  obs.pairs  obs.rules",
    python: "obs[\"board\"]  obs[\"rows\"]  obs[\"cols\"]  obs[\"hiddenRows\"]  obs[\"deathCell\"]  obs[\"pair\"]  obs[\"next\"]  obs[\"colors\"]  obs[\"score\"]  obs[\"chain\"]  obs[\"maxChain\"]  obs[\"pairs\"]  obs[\"rules\"]",
    example: { js: act("  console.log(obs.pair, obs.next, obs.score, obs.board[obs.deathCell]);\n  return env.legalActions()[0];"), python: pyAct("    print(obs[\"pair\"], obs[\"next\"], obs[\"score\"], obs[\"board\"][obs[\"deathCell\"]])\n    return env.legal_actions()[0]") },
  },
  {
    id: "obs.tictactoe",
    section: "obs",
    game: "tictactoe",
    js: "obs.board  obs.rows  obs.cols  obs.player  obs.lastMove  obs.winLine",
    python: "obs[\"board\"]  obs[\"rows\"]  obs[\"cols\"]  obs[\"player\"]  obs[\"lastMove\"]  obs[\"winLine\"]",
    example: { js: act("  const mine = obs.board.filter((v) => v === obs.player).length;\n  console.log(obs.player, mine, obs.lastMove);\n  return env.legalActions()[0];"), python: pyAct("    mine = obs[\"board\"].count(obs[\"player\"])\n    print(obs[\"player\"], mine, obs[\"lastMove\"])\n    return env.legal_actions()[0]") },
  },
  {
    id: "obs.gomoku",
    section: "obs",
    game: "gomoku",
    js: "obs.board  obs.planes  obs.rows  obs.cols  obs.nInRow  obs.player  obs.lastMove  obs.winLine",
    python: "obs[\"board\"]  obs[\"planes\"]  obs[\"rows\"]  obs[\"cols\"]  obs[\"nInRow\"]  obs[\"player\"]  obs[\"lastMove\"]  obs[\"winLine\"]",
    example: { js: act("  console.log(obs.rows, obs.cols, obs.nInRow, obs.player, obs.planes.length);\n  return env.legalActions()[0];"), python: pyAct("    print(obs[\"rows\"], obs[\"cols\"], obs[\"nInRow\"], obs[\"player\"], len(obs[\"planes\"]))\n    return env.legal_actions()[0]") },
  },
  {
    id: "obs.connect4",
    section: "obs",
    game: "connect4",
    js: "obs.board  obs.rows  obs.columns  obs.inarow  obs.mark  obs.step  obs.lastMove  obs.winLine",
    python: "obs[\"board\"]  obs[\"rows\"]  obs[\"columns\"]  obs[\"inarow\"]  obs[\"mark\"]  obs[\"step\"]  obs[\"lastMove\"]  obs[\"winLine\"]",
    example: { js: act("  console.log(obs.rows, obs.columns, obs.inarow, obs.mark);\n  return env.legalActions()[0];"), python: pyAct("    print(obs[\"rows\"], obs[\"columns\"], obs[\"inarow\"], obs[\"mark\"])\n    return env.legal_actions()[0]") },
  },
  {
    id: "nn.model",
    section: "nn",
    game: "tictactoe",
    js: "nn.sequential([nn.dense(9, 32), nn.relu(), nn.tanh(), ...], { seed })  model.forward(x)",
    python: "nn.sequential([nn.dense(9, 32), nn.relu(), nn.tanh(), ...], seed=0)  model.forward(x)",
    example: {
      js: "const model = nn.sequential([nn.dense(9, 16), nn.relu(), nn.dense(16, 9)], { seed: 1 });\n" + act("  const scores = model.forward([Array.from(obs.board)]);\n  console.log(scores.shape);\n  return nn.argmax(scores, env.actionMask())[0];"),
      python: "import nn\nmodel = nn.sequential([nn.dense(9, 16), nn.relu(), nn.dense(16, 9)], seed=1)\n" + pyAct("    scores = model.forward([obs[\"board\"]])\n    print(scores.shape)\n    return nn.argmax(scores, mask=env.action_mask())[0]"),
    },
  },
  {
    id: "nn.train",
    section: "nn",
    game: "tictactoe",
    js: "nn.adam(model, { learningRate })  nn.mse(pred, target)  model.zeroGrad()  loss.backward()  opt.step()",
    python: "nn.adam(model, learning_rate=...)  nn.mse(pred, target)  model.zero_grad()  loss.backward()  opt.step()",
    example: {
      js: "const model = nn.sequential([nn.dense(2, 8), nn.tanh(), nn.dense(8, 1)], { seed: 1 });\nconst opt = nn.adam(model, { learningRate: 0.05 });\nfor (let i = 0; i < 200; i++) {\n  const loss = nn.mse(model.forward([[0, 0], [0, 1], [1, 0], [1, 1]]), [[0], [1], [1], [0]]);\n  model.zeroGrad(); loss.backward(); opt.step();\n}\nconsole.log(model.forward([[1, 0]]).toArray());\n" + act("  return env.legalActions()[0];"),
      python: "import nn\nmodel = nn.sequential([nn.dense(2, 8), nn.tanh(), nn.dense(8, 1)], seed=1)\nopt = nn.adam(model, learning_rate=0.05)\nfor i in range(200):\n    loss = nn.mse(model.forward([[0, 0], [0, 1], [1, 0], [1, 1]]), [[0], [1], [1], [0]])\n    model.zero_grad(); loss.backward(); opt.step()\nprint(model.forward([[1, 0]]).tolist())\n" + pyAct("    return env.legal_actions()[0]"),
    },
  },
  {
    id: "nn.softmax",
    section: "nn",
    game: "tictactoe",
    js: "nn.softmaxCrossEntropy(logits, target, mask?)  nn.softmax(t, mask?)  nn.argmax(t, mask?)",
    python: "nn.softmax_cross_entropy(logits, target, mask=None)  nn.softmax(t, mask=None)  nn.argmax(t, mask=None)",
    example: {
      js: "const policy = nn.sequential([nn.dense(9, 9)], { seed: 2 });\n" + act("  const logits = policy.forward([Array.from(obs.board)]);\n  const p = nn.softmax(logits, env.actionMask());\n  const loss = nn.softmaxCrossEntropy(logits, [env.legalActions()[0]], env.actionMask());\n  console.log(p.toArray()[0].length, loss.value > 0);\n  return nn.argmax(logits, env.actionMask())[0];"),
      python: "import nn\npolicy = nn.sequential([nn.dense(9, 9)], seed=2)\n" + pyAct("    logits = policy.forward([obs[\"board\"]])\n    p = nn.softmax(logits, mask=env.action_mask())\n    loss = nn.softmax_cross_entropy(logits, [env.legal_actions()[0]], mask=env.action_mask())\n    print(len(p.tolist()[0]), loss.value > 0)\n    return nn.argmax(logits, mask=env.action_mask())[0]"),
    },
  },
  {
    id: "nn.tensor",
    section: "nn",
    game: "tictactoe",
    js: "nn.tensor(values, shape?)  t.toArray()  t.data  t.shape",
    python: "nn.tensor(values)  t.tolist()  t.shape",
    example: {
      js: "const batch = nn.tensor([[1, 2], [3, 4]]);\nconsole.log(batch.shape, batch.toArray());\n" + act("  return env.legalActions()[0];"),
      python: "import nn\nbatch = nn.tensor([[1, 2], [3, 4]])\nprint(batch.shape, batch.tolist())\n" + pyAct("    return env.legal_actions()[0]"),
    },
  },
  {
    id: "nn.save",
    section: "nn",
    game: "tictactoe",
    js: "model.save()  model.load(data)",
    python: "model.save()  model.load(data)",
    example: {
      kind: "learn",
      js: "const model = nn.sequential([nn.dense(9, 1)], { seed: 3 });\nfunction learn(env, episode) {\n  return { value: model.forward([Array.from(env.observation().board)]).toArray()[0][0] };\n}\n" + act("  return env.legalActions()[0];") + "\nfunction save() { return model.save(); }\nfunction load(data) { model.load(data); }",
      python: "import nn\nmodel = nn.sequential([nn.dense(9, 1)], seed=3)\ndef learn(env, episode):\n    return {\"value\": model.forward([env.observation()[\"board\"]]).tolist()[0][0]}\n" + pyAct("    return env.legal_actions()[0]") + "def save():\n    return model.save()\ndef load(data):\n    model.load(data)\n",
    },
  },
];
