# A ConnectX agent written for Kaggle, in the style of Kaggle Learn's "One-Step Lookahead"
# (Intro to Game AI), without NumPy: it uses only observation.board, observation.mark and
# configuration.columns / rows / inarow. It runs unchanged in Kaggle's make("connectx") and in
# the playground (node scripts/arena.mjs --agent file:tests/kaggle/kaggle_one_step.py).
import random


def drop_piece(grid, col, mark, config):
    """The grid after mark's disc falls into column col."""
    next_grid = [row[:] for row in grid]
    for row in range(config.rows - 1, -1, -1):
        if next_grid[row][col] == 0:
            next_grid[row][col] = mark
            break
    return next_grid


def check_window(window, num_discs, piece, config):
    """Whether the window holds num_discs of piece and the rest empty."""
    return window.count(piece) == num_discs and window.count(0) == config.inarow - num_discs


def count_windows(grid, num_discs, piece, config):
    """How many windows of inarow cells (any direction) hold num_discs of piece and no other disc."""
    count = 0
    n = config.inarow
    for row in range(config.rows):
        for col in range(config.columns - (n - 1)):
            if check_window([grid[row][col + i] for i in range(n)], num_discs, piece, config):
                count += 1
    for row in range(config.rows - (n - 1)):
        for col in range(config.columns):
            if check_window([grid[row + i][col] for i in range(n)], num_discs, piece, config):
                count += 1
    for row in range(config.rows - (n - 1)):
        for col in range(config.columns - (n - 1)):
            if check_window([grid[row + i][col + i] for i in range(n)], num_discs, piece, config):
                count += 1
    for row in range(n - 1, config.rows):
        for col in range(config.columns - (n - 1)):
            if check_window([grid[row - i][col + i] for i in range(n)], num_discs, piece, config):
                count += 1
    return count


def get_heuristic(grid, mark, config):
    """Kaggle Learn's heuristic: threes count, the opponent's threes count against, fours win."""
    num_threes = count_windows(grid, 3, mark, config)
    num_fours = count_windows(grid, 4, mark, config)
    num_threes_opp = count_windows(grid, 3, mark % 2 + 1, config)
    return num_threes - 1e2 * num_threes_opp + 1e6 * num_fours


def score_move(grid, col, mark, config):
    """The heuristic one move ahead."""
    return get_heuristic(drop_piece(grid, col, mark, config), mark, config)


def agent(obs, config):
    valid_moves = [c for c in range(config.columns) if obs.board[c] == 0]
    grid = [obs.board[r * config.columns:(r + 1) * config.columns] for r in range(config.rows)]
    scores = {col: score_move(grid, col, obs.mark, config) for col in valid_moves}
    best = [col for col in valid_moves if scores[col] == max(scores.values())]
    return random.choice(best)
