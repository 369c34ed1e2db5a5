// The student `nn` library (www/code/student_nn.js, python_nn.js, the Rust door
// src/wasm/student_nn.rs) through the real sandbox worker from dist/: a JavaScript and a Python
// program each train an MLP on XOR with nn and play with it; the same seed gives the same weights;
// bad input is a readable Error (a forfeit with its message and line, or caught by the student).
import test from "node:test";
import assert from "node:assert/strict";
import { missingBuild, loadDist, tracked } from "./dist_helpers.js";

const skip = missingBuild() || false;
const dist = skip ? null : await loadDist();

/** Starts `source` in a sandbox and plays one tic-tac-toe move; returns {ready, move}. */
async function run(source, { language = "js", seed = 0 } = {}) {
  const t = tracked(dist.pg, "tictactoe", {}, 7, [4]);
  const agent = dist.runner.createStudentAgent({ spawn: dist.spawn, source, language, seed, replayOf: t.replayOf, timeLimitMs: 10000 });
  try {
    const ready = await agent.start();
    if (!ready.ok) return { ready };
    return { ready, move: await agent.act(t.env, { move: 2 }) };
  } finally {
    agent.close();
  }
}

/** The numbers printed after `label` in `logs`. */
function printed(logs, label) {
  const line = logs.find((l) => l.startsWith(label + " "));
  assert.ok(line, `no "${label}" line in ${JSON.stringify(logs)}`);
  return line.slice(label.length + 1);
}

/**
 * Python lines that call each function of the Python list `calls` and print the error it raises
 * ("ValueError the sentence"), or "no error"; then an act() that plays the first legal move.
 */
const printsEachError = (calls) => [
  `for f in ${calls}:`,
  "    try:",
  "        f()",
  "        print('no error')",
  "    except (ValueError, TypeError) as e:",
  "        print(type(e).__name__, e)",
  "def act(obs, env):",
  "    return env.legal_actions()[0]",
];

const JS_XOR = `
const model = nn.sequential([nn.dense(2, 8), nn.tanh(), nn.dense(8, 1)], { seed: SEED });
console.log("weights", JSON.stringify(model.save().params[0].values.slice(0, 6)));
const opt = nn.adam(model, { learningRate: 0.05 });
const x = [[0, 0], [0, 1], [1, 0], [1, 1]];
const t = [[0], [1], [1], [0]];
const losses = [];
for (let i = 0; i < 300; i++) {
  const y = model.forward(x);
  const loss = nn.mse(y, t);
  model.zeroGrad(); loss.backward(); opt.step();
  losses.push(loss.value);
}
console.log("loss", losses[0], losses.at(-1));
console.log("xor", JSON.stringify(model.forward(x).toArray().map((r) => Math.round(r[0]))));
const policy = nn.sequential([nn.dense(9, 16), nn.relu(), nn.dense(16, 9)], { seed: 1 });
function act(obs, env) {
  const logits = policy.forward([Array.from(obs.board)]);
  return nn.argmax(logits, env.actionMask())[0];
}
`;

const PY_XOR = `
import nn
model = nn.sequential([nn.dense(2, 8), nn.tanh(), nn.dense(8, 1)], seed=SEED)
print("weights", model.save()["params"][0]["values"][:6])
opt = nn.adam(model, learning_rate=0.05)
x = [[0, 0], [0, 1], [1, 0], [1, 1]]
t = [[0], [1], [1], [0]]
losses = []
for i in range(300):
    y = model.forward(x)
    loss = nn.mse(y, t)
    model.zero_grad(); loss.backward(); opt.step()
    losses.append(loss.value)
print("loss", losses[0], losses[-1])
print("xor", [round(r[0]) for r in model.forward(x).tolist()])
policy = nn.sequential([nn.dense(9, 16), nn.relu(), nn.dense(16, 9)], seed=1)
def act(obs, env):
    logits = policy.forward([obs["board"]])
    return nn.argmax(logits, mask=env.action_mask())[0]
`;

for (const [language, program] of [
  ["js", JS_XOR],
  ["python", PY_XOR],
]) {
  test(`${language}: an MLP learns XOR with nn, and act plays with a net`, { skip, timeout: 120000 }, async () => {
    const { ready, move } = await run(program.replace("SEED", "3"), { language });
    assert.equal(ready.ok, true, JSON.stringify(ready));
    const [first, last] = printed(ready.logs, "loss").split(" ").map(Number);
    assert.ok(first > 0.1, `the untrained loss ${first} is large`);
    assert.ok(last < 0.01, `the trained loss ${last} is below 0.01`);
    assert.equal(printed(ready.logs, "xor").replace(/ /g, ""), "[0,1,1,0]");
    assert.equal(move.ok, true, JSON.stringify(move));
    assert.notEqual(move.action, 4, "the net's move is legal (4 is taken)");
    assert.equal(move.calls, 0, "nn calls spend no engine calls");
  });

  test(`${language}: the same seed gives the same weights, another seed others`, { skip, timeout: 120000 }, async () => {
    const weights = [];
    for (const seed of ["5", "5", "6"]) {
      const { ready } = await run(program.replace("SEED", seed), { language });
      assert.equal(ready.ok, true, JSON.stringify(ready));
      weights.push(printed(ready.logs, "weights").replace(/ /g, ""));
    }
    assert.equal(weights[0], weights[1]);
    assert.notEqual(weights[0], weights[2]);
  });
}

test("js and python draw the same weights for the same seed", { skip, timeout: 120000 }, async () => {
  const js = await run(JS_XOR.replace("SEED", "9"));
  const py = await run(PY_XOR.replace("SEED", "9"), { language: "python" });
  const numbers = (r) => JSON.parse(printed(r.ready.logs, "weights"));
  assert.deepEqual(numbers(py), numbers(js));
});

test("js: bad input is a readable Error, with the student's line, never a crash", { skip, timeout: 60000 }, async () => {
  // Thrown in act: an error forfeit naming the problem and the line.
  const wrong = await run(`const model = nn.sequential([nn.dense(9, 4), nn.relu(), nn.dense(4, 9)]);
function act(obs, env) {
  const y = model.forward([[1, 2]]);
  return 0;
}`);
  assert.equal(wrong.move.forfeit, "error");
  assert.equal(wrong.move.message, "Error: forward(): this model takes 9 numbers per sample; it got 2 numbers for 1 sample");
  assert.equal(wrong.move.line, 3);

  // At the top level: the code does not start, with the reason.
  const layers = await run(`const model = nn.sequential([nn.dense(9, 4), nn.dense(5, 9)]);\nfunction act() { return 0; }`);
  assert.equal(layers.ready.ok, false);
  assert.match(layers.ready.message, /layer 1 is dense\(5, 9\) but layer 0 gives 4 features: make it dense\(4, 9\)/);
  assert.equal(layers.ready.line, 1);

  // Caught by the student: plain Errors with a message, the sandbox goes on.
  const caught = await run(`const m = nn.sequential([nn.dense(2, 2)], { seed: 1 });
const other = nn.sequential([nn.dense(3, 2)]);
for (const f of [
  () => nn.adam(m, { learningRate: NaN }),
  () => nn.sequential([nn.dense(2, 2), "sigmoid"]),
  () => other.load(m.save()),
  () => other.load({ weights: [1, 2] }),
  () => nn.mse(m.forward([1, 2]), [1, 2, 3]),
  () => nn.softmaxCrossEntropy(m.forward([1, 2]), [5]),
  () => nn.argmax([1, 2], [true]),
  () => nn.mse([1, 2], [1, 2]).backward(),
  () => m.forward([[1, "2"]]),
]) {
  try { f(); console.log("no error"); } catch (e) { console.log(e instanceof Error, e.message); }
}
function act(obs, env) { return env.legalActions()[0]; }`);
  assert.equal(caught.ready.ok, true, JSON.stringify(caught.ready));
  const lines = caught.ready.logs;
  assert.equal(lines.length, 9, JSON.stringify(lines));
  for (const l of lines) assert.ok(l.startsWith("true "), l);
  const expected = [
    /learning rate is a number above 0/,
    /layer 1 is the text "sigmoid"/,
    /this save is a model \[dense\(2, 2\)\], but this model is \[dense\(3, 2\)\]/,
    /load\(\) takes what model.save\(\) returned/,
    /the prediction has 2 numbers but the target has 3/,
    /the target of row 0 is 5; a class number goes from 0 to 1/,
    /the mask has 1 flags but there are 2 outputs/,
    /the prediction did not come from model.forward\(\)/,
    /row 0, column 1 is string, not a number/,
  ];
  expected.forEach((re, i) => assert.match(lines[i], re));
  assert.equal(caught.move.ok, true);
});

test("python: bad input is a ValueError with the sentence and the student's line", { skip, timeout: 60000 }, async () => {
  const wrong = await run(
    ["import nn", "model = nn.sequential([nn.dense(9, 4), nn.relu(), nn.dense(4, 9)])", "def act(obs, env):", "    y = model.forward([[1, 2]])", "    return 0"].join("\n"),
    { language: "python" },
  );
  assert.equal(wrong.move.forfeit, "error");
  assert.equal(wrong.move.message, "ValueError: forward(): this model takes 9 numbers per sample; it got 2 numbers for 1 sample");
  assert.equal(wrong.move.line, 4);

  const caught = await run(
    [
      "import nn",
      "m = nn.sequential([nn.dense(2, 2)], seed=1)",
      ...printsEachError("[lambda: nn.adam(m, learning_rate=0), lambda: nn.softmax_cross_entropy([[1, 2]], [[1, 0, 0]]), lambda: nn.sequential([nn.dense(2, 2)], seed=1.5), lambda: m.forward('ab')]"),
    ].join("\n"),
    { language: "python" },
  );
  assert.equal(caught.ready.ok, true, JSON.stringify(caught.ready));
  assert.deepEqual(caught.ready.logs, [
    "ValueError adam(): the learning rate is a number above 0 and at most 10 (e.g. 0.01); it got 0",
    "ValueError softmax_cross_entropy(): the prediction has 2 numbers but the target has 3: give one target number per output",
    "ValueError nn.sequential(..., seed=...) takes a whole number from 0 to 9007199254740991; it got 1.5",
    "TypeError model.forward() takes a Tensor, a list of numbers or a list of rows; it got a str",
  ]);
});

test("python: rows as lists, tuples, whole numbers and booleans give JavaScript's outputs; a wrong row is named", { skip, timeout: 60000 }, async () => {
  const model = (lang) => (lang === "js" ? "nn.sequential([nn.dense(3, 2)], { seed: 4 })" : "nn.sequential([nn.dense(3, 2)], seed=4)");
  const js = await run(
    [
      `const m = ${model("js")};`,
      'console.log("out", JSON.stringify(m.forward([[1, 0, 0.5], [0, 1, 1], [2, 3, 1]]).toArray()));',
      'console.log("one", JSON.stringify(m.forward([1, 0, 0.5]).toArray()));',
      "function act(obs, env) { return env.legalActions()[0]; }",
    ].join("\n"),
  );
  const py = await run(
    [
      "import nn",
      `m = ${model("python")}`,
      'print("out", m.forward([[1, 0, 0.5], (0, True, 1.0), [2, 3, 1]]).tolist())',
      'print("one", m.forward((1, False, 0.5)).tolist())',
      ...printsEachError("[lambda bad=bad: m.forward(bad) for bad in ([[1, 2, 3], [4, 5]], [[1, 2, 3], 'abc'], [[1, 2, 3], 7], [[1, 'a', 3]], [[1e39, 0, 0]], [[1, [2], 3]])]"),
    ].join("\n"),
    { language: "python" },
  );
  assert.equal(js.ready.ok, true, JSON.stringify(js.ready));
  assert.equal(py.ready.ok, true, JSON.stringify(py.ready));
  const numbers = (r, label) => JSON.parse(printed(r.ready.logs, label).replace(/ /g, ""));
  assert.deepEqual(numbers(py, "out"), numbers(js, "out"));
  assert.deepEqual(numbers(py, "one"), numbers(js, "one"));
  assert.deepEqual(py.ready.logs.slice(2), [
    "ValueError model.forward(): every row must have 3 numbers, like the first; row 1 does not",
    "ValueError model.forward(): every row must have 3 numbers, like the first; row 1 does not",
    "ValueError model.forward(): every row must have 3 numbers, like the first; row 1 does not",
    "TypeError model.forward(): every value must be a number",
    "ValueError forward(): sample 0, number 0 is Infinity: give finite numbers",
    "TypeError model.forward(): every value must be a number",
  ]);
});

test("the examples of www/code/README.md run in the sandbox", { skip, timeout: 120000 }, async () => {
  const { readFileSync } = await import("node:fs");
  const { ROOT } = await import("./dist_helpers.js");
  const readme = readFileSync(`${ROOT}/www/code/README.md`, "utf8");
  const section = readme.slice(readme.indexOf("## The `nn` library"));
  for (const language of ["js", "python"]) {
    const source = section.match(new RegExp("```" + language + "\\n([\\s\\S]*?)```"))[1];
    const { ready, move } = await run(source, { language });
    assert.equal(ready.ok, true, `${language}: ${JSON.stringify(ready)}`);
    assert.equal(move.ok, true, `${language}: ${JSON.stringify(move)}`);
  }
});
