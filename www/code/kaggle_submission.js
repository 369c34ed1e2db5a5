// "Download for Kaggle": one self-contained submission.py from a student's Python program, in our
// format (act(obs, env)) or Kaggle's (agent(observation, configuration)). Kaggle has no playground
// package, so the file carries what a program uses of our API in plain Python: a small Connect
// Four Env with the page's Python names (legal_actions, clone, step, play, current_player, ...)
// over Kaggle's board. Used by the Code panel (panel.js) and `node scripts/kaggle.mjs export`.
// Its rules are checked against Kaggle's own ConnectX by scripts/kaggle_submission_check.py.

/** The pure-Python Connect Four env a submission carries (Kaggle's board: row-major, top row first, 0 empty, 1 and 2). */
export const SUBMISSION_ENV = String.raw`
# --- The playground's Connect Four env, in plain Python (Kaggle has no playground package) ---
# The same names as the page's Python env: legal_actions(), clone(), step(a), play(a),
# returns(), observation(), current_player, is_terminal, ... Board cells are row * columns + col,
# the top row first, 0 empty, 1 and 2 the marks (Kaggle's observation.board).

class _PlaygroundEnv:
    """Connect Four as a copy you may change: clone() it to look ahead."""

    game_id = "connect4"
    num_players = 2
    budget_left = 10 ** 9   # no budget of engine calls on Kaggle: its time limit is actTimeout

    def __init__(self, board, columns=7, rows=6, inarow=4, last_move=-1):
        self._board = list(board)
        self._columns, self._rows, self._inarow = int(columns), int(rows), int(inarow)
        self._moves = sum(1 for c in self._board if c != 0)
        self._last = last_move
        self._result = None   # 0 or 1: that player won; 2: a draw
        if self._moves == len(self._board):
            self._result = 2

    @property
    def num_actions(self):
        return self._columns

    @property
    def current_player(self):
        return None if self._result is not None else self._moves % 2

    @property
    def is_terminal(self):
        return self._result is not None

    def _height(self, col):
        return sum(1 for r in range(self._rows) if self._board[r * self._columns + col] != 0)

    def legal_actions(self):
        if self._result is not None:
            return []
        return [c for c in range(self._columns) if self._board[c] == 0]

    def action_mask(self):
        legal = set(self.legal_actions())
        return [1 if c in legal else 0 for c in range(self._columns)]

    def returns(self):
        if self._result == 0:
            return [1, -1]
        if self._result == 1:
            return [-1, 1]
        return [0, 0]

    def observation(self):
        return {
            "board": self._board[:],
            "rows": self._rows,
            "columns": self._columns,
            "inarow": self._inarow,
            "mark": 1 + self._moves % 2,
            "step": self._moves,
            "lastMove": self._last,
        }

    def _info(self):
        return {"winner": self._result if self._result in (0, 1) else -1}

    def render(self):
        marks = {1: "X", 2: "O"}
        lines = []
        for r in range(self._rows):
            row = self._board[r * self._columns:(r + 1) * self._columns]
            lines.append("| " + " | ".join(marks.get(c, " ") for c in row) + " |")
        numbers = " ".join(f"{c % 10:<3}" for c in range(self._columns)).rstrip()
        return "\n".join(lines) + "\n  " + numbers + "\n"

    def clone(self):
        twin = _PlaygroundEnv.__new__(_PlaygroundEnv)
        twin.__dict__.update(self.__dict__)
        twin._board = self._board[:]
        return twin

    def _run(self, row, col, dr, dc, mark):
        count = 0
        r, c = row + dr, col + dc
        while 0 <= r < self._rows and 0 <= c < self._columns and self._board[r * self._columns + c] == mark:
            count += 1
            r, c = r + dr, c + dc
        return count

    def play(self, action):
        """Drops the mover's disc in column action; the mover's reward (1 for a win, else 0)."""
        if self._result is not None:
            raise ValueError("the game is over: no move can be played")
        if isinstance(action, bool) or not isinstance(action, int):
            raise ValueError(f"{action!r} is not a column: use a whole number from 0 to {self._columns - 1}")
        if not 0 <= action < self._columns:
            raise ValueError(f"column {action} is not on the board: use 0 to {self._columns - 1}")
        if self._board[action] != 0:
            raise ValueError(f"column {action} is filled to the top: choose a column with room")
        player = self._moves % 2
        mark = player + 1
        row = self._rows - 1 - self._height(action)
        self._board[row * self._columns + action] = mark
        self._moves += 1
        self._last = action
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            if 1 + self._run(row, action, dr, dc, mark) + self._run(row, action, -dr, -dc, mark) >= self._inarow:
                self._result = player
                return 1
        if self._moves == len(self._board):
            self._result = 2
        return 0

    def step(self, action):
        """(observation, reward, terminated, truncated, info) after the mover plays action."""
        reward = self.play(action)
        return (self.observation(), reward, self._result is not None, False, self._info())

    def after_states(self):
        """Every legal move's after-state: [{"action", "board", "reward", "terminal"}]."""
        out = []
        for a in self.legal_actions():
            twin = self.clone()
            reward = twin.play(a)
            out.append({"action": a, "board": twin._board[:], "reward": reward, "terminal": twin.is_terminal})
        return out

    def cell(self, row, col):
        return row * self._columns + col

    def row_col(self, action):
        return (action // self._columns, action % self._columns)

    def reset(self, seed=None):
        self.__init__([0] * (self._columns * self._rows), self._columns, self._rows, self._inarow)
        return (self.observation(), self._info())

    def free(self):
        """Harmless, as in the page."""


def _playground_field(struct, name, default=None):
    """struct.name or struct[name] (Kaggle hands Structs, which are both)."""
    try:
        return struct[name]
    except (KeyError, TypeError):
        return getattr(struct, name, default)
`;

/** Where the student's own text starts and ends in the file (a reader can find it). */
const PROGRAM_START = "# --- Your program, as you wrote it in the playground ---";

/** What Kaggle calls: the last function in the file (kaggle_environments takes the last callable). */
function entryPoint(format) {
  if (format === "agent") {
    return String.raw`
# --- Kaggle calls the last function in the file: this one, which calls your agent ---
def _playground_agent(observation, configuration):
    if getattr(getattr(agent, "__code__", None), "co_argcount", 2) == 1:
        return agent(observation)
    return agent(observation, configuration)
`;
  }
  return String.raw`
# --- Kaggle calls the last function in the file: this one, which gives your act(obs, env) the game ---
def _playground_agent(observation, configuration):
    env = _PlaygroundEnv(
        _playground_field(observation, "board"),
        _playground_field(configuration, "columns", 7),
        _playground_field(configuration, "rows", 6),
        _playground_field(configuration, "inarow", 4),
    )
    return act(env.observation(), env)
`;
}

/**
 * The program's format by what it defines at the top level: "act" (ours, first when both), "agent"
 * (Kaggle's) or null. A plain reading, at the start of a line as Python writes it, of `def NAME(`
 * or a lambda assigned to the name (`agent = lambda observation, configuration: ...`).
 */
export function pythonFormat(source) {
  const defines = (name) => new RegExp(`^(?:def\\s+${name}\\s*\\(|${name}\\s*=\\s*lambda\\b)`, "m").test(source);
  if (defines("act")) return "act";
  if (defines("agent")) return "agent";
  return null;
}

/**
 * submission.py for `source` in `language` ("python" or "js"): `{ok: true, text}`, or `{ok: false,
 * reason: {key}}` with key "kaggleJs" (a JavaScript program: Kaggle runs Python only) or
 * "kaggleNoAgent" (no act or agent function), for the page to word (i18n/code.js).
 */
export function kaggleSubmission(source, language) {
  if (language !== "python") return { ok: false, reason: { key: "kaggleJs" } };
  if (typeof source !== "string") throw new Error("source must be a string");
  const format = pythonFormat(source);
  if (!format) return { ok: false, reason: { key: "kaggleNoAgent" } };
  const head = `# submission.py for Kaggle's ConnectX, written by the playground's "Download for Kaggle".\n# Upload it as it is: it needs nothing but Python.\n`;
  const body = source.endsWith("\n") ? source : `${source}\n`;
  return { ok: true, format, text: `${head}${SUBMISSION_ENV}\n${PROGRAM_START}\n${body}${entryPoint(format)}` };
}
