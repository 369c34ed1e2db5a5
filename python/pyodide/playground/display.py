"""Boards, replays and curves as a notebook cell's output: SVG in the page's colours, no matplotlib.

``Env._repr_html_`` draws the game; :func:`replay` steps through a finished game (buttons that
need no JavaScript: one radio button per move, CSS shows its board); :func:`plot` draws a
learner's curve. Words follow :func:`playground.set_language`.
"""

import html
import math

# The page's colours (www/style.css).
INK = "#1f2933"
LINE = "#d9dde3"
X_INK = "#005a8c"
O_INK = "#a63c00"
PUYO = {1: "#d55e00", 2: "#0072b2", 3: "#f0e442", 4: "#009e73", 5: "#cc79a7"}
MINE_NUMBER = {1: "#0057b8", 2: "#1a7f37", 3: "#c62828", 4: "#1d1a83", 5: "#7f1d1d", 6: "#00796b", 7: "#111", 8: "#616e7c"}

WORDS = {
    "en": {"move": "Move", "start": "Start", "turn": "{p} to move", "won": "{p} won", "draw": "A draw",
           "over": "Game over", "score": "Score {s}", "chain": "Chain {c}", "mines": "Mines left {m}",
           "episode": "episode", "x": "X", "o": "O", "black": "Black", "white": "White", "empty": "no points yet",
           "await": "Write await before it: await playground.course.check(...)",
           "printed": "What your program printed during the check: {n} lines"},
    "ja": {"move": "手", "start": "開始", "turn": "{p}の番", "won": "{p}の勝ち", "draw": "引き分け",
           "over": "ゲーム終了", "score": "得点 {s}", "chain": "連鎖 {c}", "mines": "残り地雷 {m}",
           "episode": "エピソード", "x": "×", "o": "○", "black": "黒", "white": "白", "empty": "まだ点がありません",
           "await": "前に await を付けてください: await playground.course.check(...)",
           "printed": "チェック中にプログラムが表示したもの: {n} 行"},
    "ko": {"move": "수", "start": "시작", "turn": "{p} 차례", "won": "{p} 승리", "draw": "무승부",
           "over": "게임 끝", "score": "점수 {s}", "chain": "연쇄 {c}", "mines": "남은 지뢰 {m}",
           "episode": "에피소드", "x": "X", "o": "O", "black": "흑", "white": "백", "empty": "아직 점이 없습니다",
           "await": "앞에 await를 붙이세요: await playground.course.check(...)",
           "printed": "검사 중에 프로그램이 출력한 것: {n}줄"},
    "zh": {"move": "步", "start": "开始", "turn": "轮到{p}", "won": "{p}获胜", "draw": "平局",
           "over": "游戏结束", "score": "得分 {s}", "chain": "连锁 {c}", "mines": "剩余地雷 {m}",
           "episode": "回合", "x": "X", "o": "O", "black": "黑", "white": "白", "empty": "还没有点",
           "await": "请在前面加上 await：await playground.course.check(...)",
           "printed": "检查时程序打印的内容：{n} 行"},
}

_language = ["en"]


def set_words_language(code):
    """Which language's words the drawings use (``playground.set_language`` calls this)."""
    _language[0] = code


def word(key, **values):
    """One of WORDS in the current language, filled in."""
    return WORDS[_language[0]][key].format(**values)


def _svg(width, height, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" role="img" style="font-family:sans-serif">{body}</svg>')


def _grid_board(obs, cell, draw_cell, background="#fff"):
    rows, cols = obs["rows"], obs["cols"]
    body = [f'<rect width="{cols * cell}" height="{rows * cell}" fill="{background}"/>']
    for r in range(rows):
        for c in range(cols):
            body.append(draw_cell(r, c, obs["board"][r * cols + c], c * cell, r * cell))
    return _svg(cols * cell, rows * cell, "".join(body))


def _tictactoe(obs):
    cell = 48
    marks = {-1: ("x", X_INK), 1: ("o", O_INK)}
    win = set(obs.get("winLine") or [])

    def draw(r, c, v, x, y):
        i = r * 3 + c
        fill = "#f0e442" if i in win else "#fff"
        out = f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{fill}" stroke="{LINE}" stroke-width="2"/>'
        if v in marks:
            out += (f'<text x="{x + cell / 2}" y="{y + cell * 0.7}" font-size="{cell * 0.6}" text-anchor="middle" '
                    f'font-weight="bold" fill="{marks[v][1]}">{word(marks[v][0])}</text>')
        return out

    return _grid_board(obs, cell, draw)


def _gomoku(obs):
    cell = 26
    win = set(obs.get("winLine") or [])

    def draw(r, c, v, x, y):
        h = cell / 2
        out = (f'<line x1="{x}" y1="{y + h}" x2="{x + cell}" y2="{y + h}" stroke="#8a6d3b"/>'
               f'<line x1="{x + h}" y1="{y}" x2="{x + h}" y2="{y + cell}" stroke="#8a6d3b"/>')
        if v in (1, 2):
            fill, edge = ("#111", "#111") if v == 1 else ("#fff", "#111")
            ring = ' stroke-width="3" stroke="#e69f00"' if r * obs["cols"] + c in win else f' stroke="{edge}"'
            out += f'<circle cx="{x + h}" cy="{y + h}" r="{h - 2}" fill="{fill}"{ring}/>'
        if obs.get("lastMove") == r * obs["cols"] + c:
            out += f'<circle cx="{x + h}" cy="{y + h}" r="3" fill="#d55e00"/>'
        return out

    return _grid_board(obs, cell, draw, background="#e8c98a")


def _puyo(obs):
    cell = 26
    hidden = obs.get("hiddenRows", 0)

    def draw(r, c, v, x, y):
        shade = "#eef0f3" if r < hidden else "#fff"
        out = f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{shade}" stroke="{LINE}"/>'
        if v:
            out += f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{cell / 2 - 2}" fill="{PUYO.get(v, INK)}" stroke="#000" stroke-width="0.5"/>'
        return out

    board = _grid_board(obs, cell, draw)
    pair = obs.get("pair") or []
    coming = "".join(f'<span style="display:inline-block;width:12px;height:12px;border-radius:6px;margin:1px;background:{PUYO.get(v, INK)}"></span>' for v in pair)
    return board + f'<div>{coming} · {html.escape(word("score", s=obs.get("score", 0)))} · {html.escape(word("chain", c=obs.get("maxChain", 0)))}</div>'


def _minesweeper(obs):
    cell = 22

    def draw(r, c, v, x, y):
        if v == 9:
            return f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#616e7c" stroke="#4a5562"/>'
        if v in (10, 11):
            return (f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="#111"/>'
                    f'<text x="{x + cell / 2}" y="{y + cell * 0.75}" font-size="{cell * 0.6}" text-anchor="middle" fill="#ff9b6b">⚑</text>')
        back = "#b33c00" if v == -1 and obs.get("exploded") == r * obs["cols"] + c else "#f5f7fa"
        out = f'<rect x="{x}" y="{y}" width="{cell}" height="{cell}" fill="{back}" stroke="{LINE}"/>'
        if v == -1:
            out += f'<circle cx="{x + cell / 2}" cy="{y + cell / 2}" r="{cell / 4}" fill="#111"/>'
        elif v > 0:
            out += (f'<text x="{x + cell / 2}" y="{y + cell * 0.75}" font-size="{cell * 0.65}" text-anchor="middle" '
                    f'font-weight="bold" fill="{MINE_NUMBER.get(v, INK)}">{v}</text>')
        return out

    return _grid_board(obs, cell, draw, background="#3e4c59") + f'<div>{html.escape(word("mines", m=obs.get("minesLeft", "")))}</div>'


def _connect4(obs):
    """The page's Connect Four: a blue frame with round holes, red discs (1) and yellow (2)."""
    cell = 34
    win = set(obs.get("winLine") or [])
    grid = dict(obs, cols=obs["columns"])
    discs = {1: ("#c4221a", "#7a1510"), 2: ("#e0b800", "#7a6200")}
    cols, last = obs["columns"], obs.get("lastMove", -1)
    # lastMove is a column: its disc is the highest one there.
    top = next((r * cols + last for r in range(obs["rows"]) if last is not None and last >= 0 and obs["board"][r * cols + last]), None)

    def draw(r, c, v, x, y):
        h = cell / 2
        fill, edge = discs.get(v, ("#f5f7fa", "#1f4f99"))
        ring = ' stroke-width="4" stroke="#fff"' if r * obs["columns"] + c in win else f' stroke="{edge}" stroke-width="2"'
        out = f'<circle cx="{x + h}" cy="{y + h}" r="{h - 4}" fill="{fill}"{ring}/>'
        if r * cols + c == top:
            out += f'<circle cx="{x + h}" cy="{y + h}" r="4" fill="#fff" stroke="{INK}"/>'
        return out

    return _grid_board(grid, cell, draw, background="#1f4f99")


DRAW = {"tictactoe": _tictactoe, "gomoku": _gomoku, "puyo": _puyo, "minesweeper": _minesweeper, "connect4": _connect4}


def status(game_id, obs, is_terminal, returns):
    """One line under the board: whose move it is, or how the game ended."""
    if game_id in ("tictactoe", "gomoku"):
        names = ("x", "o") if game_id == "tictactoe" else ("black", "white")
        if is_terminal:
            if returns and returns[0] != returns[1]:
                return word("won", p=word(names[0] if returns[0] > returns[1] else names[1]))
            return word("draw")
        return ""
    return word("over") if is_terminal else ""


def board_html(game_id, obs, is_terminal=False, returns=None):
    """The board of observation `obs` of game `game_id` as HTML (an SVG and a line of text)."""
    draw = DRAW.get(game_id)
    if draw is None:
        return f"<pre>{html.escape(str(obs))}</pre>"
    line = status(game_id, obs, is_terminal, returns)
    return f'<div class="playground-board">{draw(obs)}<div>{html.escape(line)}</div></div>'


_replays = [0]


def replay_html(game_id, frames):
    """Boards `frames` (a list of (observation, is_terminal, returns)) with one radio button per
    move: choosing a move shows its board (CSS only, so it works in any notebook, trusted or not)."""
    _replays[0] += 1
    name = f"pgreplay{_replays[0]}"
    styles = [f"#{name} .f{{display:none}}"]
    radios, boards = [], []
    for k, (obs, terminal, returns) in enumerate(frames):
        checked = " checked" if k == len(frames) - 1 else ""
        label = word("start") if k == 0 else str(k)
        radios.append(f'<label style="margin-right:4px"><input type="radio" name="{name}" id="{name}-{k}" class="r{k}"{checked}>{label}</label>')
        boards.append(f'<div class="f f{k}">{board_html(game_id, obs, terminal, returns)}</div>')
        styles.append(f"#{name}:has(.r{k}:checked) .f{k}{{display:block}}")
    title = html.escape(word("move"))
    return (f'<div id="{name}"><style>{"".join(styles)}</style><div>{title}: {"".join(radios)}</div>'
            f'{"".join(boards)}</div>')


# Compact units from 10,000 on, largest first: the page's axis labels write the same (Intl's compact).
COMPACT = {"en": [(1e9, "B"), (1e6, "M"), (1e3, "K")], "ja": [(1e8, "億"), (1e4, "万")],
           "ko": [(1e8, "억"), (1e4, "만")], "zh": [(1e8, "亿"), (1e4, "万")]}


def number(v):
    """`v` as an axis label: at most 3 significant digits, grouped below 10,000 (1,160), in the
    language's compact form from 10,000 (13.8K, 1.38万, 1.38만): never "1.47e+04"."""
    v = float(v)
    if not math.isfinite(v):
        return str(v)
    sign, a = ("-" if v < 0 else ""), abs(v)
    if a >= 10_000:
        for size, unit in COMPACT[_language[0]]:
            if a >= size:
                return sign + _significant(a / size) + unit
    return sign + _significant(a)


def _significant(a):
    """A non-negative number rounded to 3 significant digits, grouped by thousands, no exponent."""
    if a == 0:
        return "0"
    digits = max(0, 2 - math.floor(math.log10(a)))
    text = f"{round(a, digits):,.{digits}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def plot_svg(values, label="", width=420, height=190):
    """A line chart of `values` (numbers, one per episode or point) as SVG: the y axis labelled
    with readable numbers (lowest, middle, highest), the x axis with the point numbers (1, the
    middle, the last) and what they count (episodes)."""
    points = [float(v) for v in values if v is not None]
    if not points:
        return f"<div>{html.escape(word('empty'))}</div>"
    lo, hi = min(points), max(points)
    if hi == lo:
        hi = lo + 1
    ticks = [hi, (lo + hi) / 2, lo]
    labels = [number(v) for v in ticks]
    # Room for the widest label (11 px type: about 7 px a character, 8 px for a wide CJK one).
    left = max(44, 10 + max(sum(8 if ord(ch) > 0x2E80 else 7 for ch in text) for text in labels))
    top, bottom = 10, 36
    w, h = width - left - 12, height - bottom - top
    n = len(points)
    xy = [(left + (w * k / max(1, n - 1)), top + h - h * (v - lo) / (hi - lo)) for k, v in enumerate(points)]
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in xy)
    body = [f'<rect width="{width}" height="{height}" fill="#fff"/>',
            f'<line x1="{left}" y1="{top + h}" x2="{left + w}" y2="{top + h}" stroke="{LINE}"/>',
            f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + h}" stroke="{LINE}"/>']
    for v, text in zip(ticks, labels):
        y = top + h - h * (v - lo) / (hi - lo)
        body.append(f'<text x="{left - 4}" y="{y + 4:.1f}" font-size="11" text-anchor="end">{html.escape(text)}</text>')
    for k, anchor in sorted({0: "start", (n - 1) // 2: "middle", n - 1: "end"}.items()):
        x = left + (w * k / max(1, n - 1))
        body.append(f'<text x="{x:.1f}" y="{top + h + 14}" font-size="11" text-anchor="{anchor}">{number(k + 1)}</text>')
    body.append(f'<text x="{left + w}" y="{height - 4}" font-size="11" text-anchor="end">{html.escape(word("episode"))}</text>')
    body.append(f'<text x="{left}" y="{height - 4}" font-size="11">{html.escape(label)}</text>')
    body.append(f'<polyline points="{path}" fill="none" stroke="#0072b2" stroke-width="2"/>')
    return _svg(width, height, "".join(body))
