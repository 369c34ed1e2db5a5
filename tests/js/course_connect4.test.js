// The Connect Four course (www/course/steps/connect4/, Kaggle Learn's "Intro to Game AI" arc) on
// the built page (dist/): every step's whole check passes its JavaScript solution and refuses
// random play (a random learner too, one that reports its numbers); the set positions are what
// they say (a win at once, the only block) and a wrong answer on one is told in four languages;
// a program in Kaggle's format, agent(observation, configuration), passes step 2 in JavaScript
// and in Python. Every step × human language × programming language of the texts, hints,
// starters and notebooks is in the table-driven course tests (course.test.js, course_honesty,
// course_api_words, course_notebooks), which iterate every game's steps.
import test from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { execFileSync, spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { missingBuild, loadDist, DIST, ROOT } from "./dist_helpers.js";
import agentWords from "../../www/i18n/agents.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();
const course = skip ? null : await import(pathToFileURL(path.join(DIST, "course/course.js")).href);
const { runCheck } = skip ? {} : await import(pathToFileURL(path.join(DIST, "course/check.js")).href);
const check = (step, source, language = "js", lang = "en") => runCheck({ step, source, language, pg: dist.pg, spawn: dist.spawn, lang });

const RANDOM_JS = `function act(obs, env) {
  const legal = env.legalActions();
  return legal[Math.floor(Math.random() * legal.length)];
}
`;
// A random player that trains "properly" for the learner step: learn() plays a random game and
// reports the number the step asks for, so only its play can fail it.
const RANDOM_LEARNER_JS = `${RANDOM_JS}
function learn(env, episode) {
  while (!env.isTerminal) { const legal = env.legalActions(); env.step(legal[Math.floor(Math.random() * legal.length)]); }
  return { error: 1 };
}
`;

// Step 2 in Kaggle's format: no env, the board read and dropped into by hand, as on Kaggle.
const KAGGLE_JS = `function agent(observation, configuration) {
  const { columns, rows, inarow } = configuration;
  const board = Array.from(observation.board);
  const me = observation.mark, them = 3 - me;
  const open = [];
  for (let c = 0; c < columns; c++) if (board[c] === 0) open.push(c);
  function drop(c, mark) {
    const b = board.slice();
    let r = rows - 1;
    while (b[r * columns + c] !== 0) r--;
    b[r * columns + c] = mark;
    return b;
  }
  function wins(b, mark) {
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]])
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < columns; c++) {
          let k = 0;
          while (k < inarow && r + dr * k >= 0 && r + dr * k < rows && c + dc * k >= 0 && c + dc * k < columns && b[(r + dr * k) * columns + c + dc * k] === mark) k++;
          if (k === inarow) return true;
        }
    return false;
  }
  for (const c of open) if (wins(drop(c, me), me)) return c;
  for (const c of open) if (wins(drop(c, them), them)) return c;
  const middle = (columns - 1) / 2;
  return open.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
}
`;
const KAGGLE_PY = `def agent(observation, configuration):
    columns, rows, inarow = configuration.columns, configuration.rows, configuration.inarow
    board = list(observation.board)
    me = observation.mark
    them = 3 - me
    open_columns = [c for c in range(columns) if board[c] == 0]

    def drop(c, mark):
        b = list(board)
        r = rows - 1
        while b[r * columns + c] != 0:
            r -= 1
        b[r * columns + c] = mark
        return b

    def wins(b, mark):
        for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
            for r in range(rows):
                for c in range(columns):
                    k = 0
                    while k < inarow and 0 <= r + dr * k < rows and 0 <= c + dc * k < columns and b[(r + dr * k) * columns + c + dc * k] == mark:
                        k += 1
                    if k == inarow:
                        return True
        return False

    for c in open_columns:
        if wins(drop(c, me), me):
            return c
    for c in open_columns:
        if wins(drop(c, them), them):
            return c
    return min(open_columns, key=lambda c: abs(c - (columns - 1) / 2))
`;

test("the Connect Four course has the four steps of Kaggle Learn's arc, each asking for more than random play", { skip }, () => {
  assert.deepEqual(course.stepsOf("connect4").map((s) => s.id), ["connect4-env", "connect4-onestep", "connect4-minimax", "connect4-selfplay"]);
  assert.ok(course.courseGames().includes("connect4"));
  for (const step of course.stepsOf("connect4")) assert.equal(course.asksAboveRandom(step), true, step.id);
  assert.equal(course.findStep("connect4-minimax").check.opponent, "onestep");
  assert.ok(course.findStep("connect4-selfplay").check.learn.episodes >= 100);
});

test("the steps against One step ahead name it as the page's agent list does, in four languages", { skip }, () => {
  for (const step of course.stepsOf("connect4").filter((s) => s.check.opponent === "onestep")) {
    for (const lang of ["en", "ja", "ko", "zh"]) {
      const name = agentWords[lang]["agent.onestep.name"];
      assert.ok(name, `${lang} has a name for onestep`);
      assert.ok(step.texts[lang].includes(name), `${step.id} ${lang} names "${name}"`);
    }
  }
});

test("each Connect Four check passes its JavaScript solution and refuses random play", { skip, timeout: 240_000 }, async () => {
  for (const step of course.stepsOf("connect4")) {
    const ok = await check(step, course.solutionOf(step, "js"));
    assert.equal(ok.passed, true, `${step.id} solution: ${ok.message}`);
    assert.equal(ok.figures.games, step.check.games, `${step.id}: ${JSON.stringify(ok.figures)}`);
    const random = await check(step, step.check.learn ? RANDOM_LEARNER_JS : RANDOM_JS);
    assert.equal(random.passed, false, `${step.id} random: ${random.message}`);
    if (step.check.positions) assert.ok(random.figures.position >= 1, `${step.id}: random fails on a set position: ${random.message}`);
    else assert.ok(random.figures.value < random.figures.need, `${step.id}: random is below the bar: ${JSON.stringify(random.figures)}`);
  }
});

test("one step ahead is not enough for the later steps: step 2's solution fails step 3, and step 4 with a learn() that does not learn", { skip, timeout: 120_000 }, async () => {
  const oneStep = course.solutionOf(course.findStep("connect4-onestep"), "js");
  const minimax = await check(course.findStep("connect4-minimax"), oneStep);
  assert.equal(minimax.passed, false, minimax.message);
  assert.ok(minimax.figures.value < 0, JSON.stringify(minimax.figures));
  const idle = "\nfunction learn(env, episode) {\n  while (!env.isTerminal) env.step(env.legalActions()[0]);\n  return { error: 1 };\n}\n";
  const selfplay = await check(course.findStep("connect4-selfplay"), oneStep + idle);
  assert.equal(selfplay.passed, false, selfplay.message);
  assert.ok(selfplay.figures.value < 0.4, JSON.stringify(selfplay.figures));
});

test("step 4 asks that the training made the difference: step 3's minimax with a learn() that does not learn fails, told its figure before training; the solution gains on its untrained self", { skip, timeout: 240_000 }, async () => {
  const step = course.findStep("connect4-selfplay");
  assert.ok(step.check.require.overUntrained >= 0.2, JSON.stringify(step.check.require));
  // Step 3's solution beats One step ahead on its own; learn() only plays a game and reports an error.
  const minimax = course.solutionOf(course.findStep("connect4-minimax"), "js");
  const idle = "\nfunction learn(env, episode) {\n  while (!env.isTerminal) env.step(env.legalActions()[0]);\n  return { error: 1 };\n}\n";
  const strong = await check(step, minimax + idle, "js", "ja");
  assert.equal(strong.passed, false, strong.message);
  assert.ok(strong.figures.value >= step.check.require.atLeast, `minimax alone reaches the bar: ${JSON.stringify(strong.figures)}`);
  assert.equal(strong.figures.untrained, strong.figures.value, `an act that learned nothing plays the same games the same: ${JSON.stringify(strong.figures)}`);
  assert.match(strong.message, /学習前/, strong.message);
  assert.equal(strong.figures.episodes, step.check.learn.episodes);
  const solved = await check(step, course.solutionOf(step, "js"));
  assert.equal(solved.passed, true, solved.message);
  assert.ok(solved.figures.value >= solved.figures.untrained + step.check.require.overUntrained, JSON.stringify(solved.figures));
  // The starter (no update) learns nothing and fails.
  const starter = await check(step, course.starterOf(step, "js"));
  assert.equal(starter.passed, false, starter.message);
});

test("the set positions are what their reason says: a win at once, the only block, the middle or the first column", { skip }, () => {
  for (const step of course.stepsOf("connect4")) {
    for (const p of step.check.positions ?? []) {
      const env = dist.pg.make("connect4", step.check.gameOptions ?? {});
      env.reset(0);
      for (const m of p.moves) env.step(m);
      assert.equal(env.isTerminal, false, `${step.id} ${p.moves}`);
      const me = env.currentPlayer;
      const legal = Array.from(env.legalActions());
      const winsNow = legal.filter((c) => {
        const k = env.clone();
        k.step(c);
        return k.isTerminal && k.returns()[me] === 1;
      });
      // A move after which the opponent cannot win at once.
      const safe = legal.filter((c) => {
        const k = env.clone();
        k.step(c);
        return k.isTerminal || !Array.from(k.legalActions()).some((d) => {
          const q = k.clone();
          q.step(d);
          return q.isTerminal && q.returns()[me] === -1;
        });
      });
      const board = Array.from(env.observation().board);
      const label = `${step.id} ${JSON.stringify(p)}`;
      if (p.why === "win") assert.deepEqual(winsNow, p.expect, label);
      else if (p.why === "block") {
        assert.deepEqual(winsNow, [], label);
        assert.deepEqual(safe, p.expect, label);
      } else if (p.why === "middle") assert.deepEqual([board[3] === 0 ? 3 : -1], p.expect, label);
      else if (p.why === "first") assert.deepEqual([board[3] !== 0 ? legal[0] : -1], p.expect, label);
      else assert.fail(`${label}: unknown reason`);
      env.free();
    }
  }
});

test("a wrong column on a set position is told with the position and the column asked for, in four languages", { skip }, async () => {
  const step = course.findStep("connect4-onestep");
  const first = "function act(obs, env) {\n  return env.legalActions()[0];\n}\n";
  const said = { en: /set position 1 of 4 you can win at once, and your program returned 0; this step asks for 3\./, ja: /4 個のうち 1 個目ではすぐに勝てるのに、あなたのプログラムは 0 を返しました。このステップが求めるのは 3 です/, ko: /4개 중 1번째에서는 바로 이길 수 있는데, 내 프로그램은 0을\(를\) 돌려줬어요\. 이 단계가 요구하는 수: 3\./, zh: /4 个固定局面中的第 1 个，你马上就能赢，你的程序却返回了 0；这一步要求的是 3。/ };
  for (const [lang, re] of Object.entries(said)) {
    const r = await check(step, first, "js", lang);
    assert.equal(r.passed, false);
    assert.match(r.message, re, `${lang}: ${r.message}`);
    assert.deepEqual([r.figures.position, r.figures.got], [1, 0]);
  }
  // A program that stops on a set position says so, with the runtime's words.
  const throws = await check(course.findStep("connect4-env"), "function act(obs, env) { throw new Error(\"boom\"); }\n", "js", "ko");
  assert.equal(throws.passed, false);
  assert.match(throws.message, /정해진 국면 1번째: .*boom/, throws.message);
});

test("step 2 takes a program in Kaggle's format, agent(observation, configuration), in JavaScript and in Python", { skip, timeout: 180_000 }, async () => {
  const step = course.findStep("connect4-onestep");
  for (const [language, source] of [["js", KAGGLE_JS], ["python", KAGGLE_PY]]) {
    const r = await check(step, source, language, "zh");
    assert.equal(r.passed, true, `${language}: ${r.message}`);
    assert.equal(r.figures.positions, 4, JSON.stringify(r.figures));
    assert.ok(r.figures.value >= 0.95, JSON.stringify(r.figures));
  }
  // Kaggle's format with a move that is no column is a forfeit with its reason, as in the page.
  const bad = await check(step, "function agent(observation, configuration) {\n  return 9;\n}\n", "js", "en");
  assert.equal(bad.passed, false);
  assert.match(bad.message, /Set position 1: .*9/, bad.message);
});

test("course.mjs --list --game connect4 lists its steps; --check runs one; a game without steps exits 2 with one line", { skip, timeout: 120_000 }, () => {
  const CLI = path.join(ROOT, "scripts/course.mjs");
  const list = JSON.parse(execFileSync("node", [CLI, "--list", "--game", "connect4", "--lang", "ko"], { encoding: "utf8" }));
  assert.deepEqual(list.map((s) => s.id), course.stepsOf("connect4").map((s) => s.id));
  assert.ok(list.every((s) => s.game === "connect4" && s.aboveRandom && /env\.legal_actions\(\)|def act/.test(s.starters.python)), JSON.stringify(list.map((s) => s.id)));
  const r = JSON.parse(execFileSync("node", [CLI, "--check", "connect4-minimax", "--solution", "--lang", "ja"], { encoding: "utf8" }));
  assert.equal(r.passed, true, r.message);
  assert.equal(r.figures.measure, "score");
  assert.ok(r.figures.value >= 0 && r.figures.games === 60, JSON.stringify(r.figures));
  for (const args of [["--list", "--game", "chess"], ["--check", "connect4-env", "--solution", "--game", "connect4"], ["--list", "--game"]]) {
    const bad = spawnSync("node", [CLI, ...args], { encoding: "utf8" });
    assert.equal(bad.status, 2, `${args.join(" ")}: ${bad.stderr}`);
    assert.equal(bad.stderr.trim().split("\n").length, 1, bad.stderr);
    assert.equal(bad.stdout, "");
  }
});
