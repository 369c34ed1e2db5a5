# One Python program for the three runtimes of `playground` (issue 33, "one Python API"): CPython
# with the native package, Node's Pyodide with the notebook wheel, and the page's sandbox (its
# learn(env, episode) gets the env). Each prints the same lines for the same seeds; the test
# (python/tests/test_one_api.py, with tests/one_api/run_pyodide.mjs) compares them.

GAMES = [
    ["tictactoe", {}],
    ["gomoku", {"preset": "6x6"}],
    ["puyo", {"max_pairs": 12}],
    ["minesweeper", {"preset": "beginner", "first_click": "safe"}],
]


def ints(values):
    return [int(v) for v in values]


def run(env, k):
    """Plays game GAMES[k] on `env` from seed 7 + k with a fixed rule, printing what it sees."""
    game = GAMES[k][0]
    obs, info = env.reset(seed=7 + k)
    print(game, "start", ints(obs["board"]), env.num_actions, env.current_player, env.is_terminal)
    steps, total = 0, 0.0
    while not env.is_terminal and steps < 30:
        legal = ints(env.legal_actions())
        mask = ints(env.action_mask())
        assert sum(mask) == len(legal), (mask, legal)
        after = env.after_states()
        best = max(range(len(after)), key=lambda i: (float(after[i]["reward"]), -i))
        look = env.clone()
        look_reward = float(look.play(after[best]["action"]))
        assert ints(look.observation()["board"]) == ints(after[best]["board"]), game
        action = legal[(steps * 5 + 3) % len(legal)] if look_reward == 0 else after[best]["action"]
        obs, reward, terminated, truncated, info = env.step(action)
        total += float(reward)
        steps += 1
        print(game, steps, action, float(reward), bool(terminated), bool(truncated), len(after), look_reward)
    print(game, "end", steps, total, [float(r) for r in env.returns()], ints(env.observation()["board"]))
