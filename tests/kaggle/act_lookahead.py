# Connect Four in the playground's own format: act(obs, env). Wins now when it can, else keeps to
# the moves after which the opponent cannot win at once, nearest the centre first
# (tests/js/kaggle.test.js exports this file for Kaggle and plays it in kaggle-environments).


def gives_a_win(env, a):
    """Whether after my move a the opponent has a winning move."""
    after = env.clone()
    after.play(a)
    return not after.is_terminal and any(after.clone().play(b) == 1 for b in after.legal_actions())


def act(obs, env):
    legal = env.legal_actions()
    for a in legal:
        if env.clone().play(a) == 1:
            return a
    middle = (obs["columns"] - 1) / 2
    safe = [a for a in legal if not gives_a_win(env, a)] or legal
    return min(safe, key=lambda a: abs(a - middle))
