// The student `nn` library in real Chromium Web Workers (the sandbox served by
// scripts/serve_dist.py with its Content-Security-Policy headers): a JavaScript and a Python agent
// train a small net with nn at their top level and play with it; a bad call is a readable error.
import test, { before, after } from "node:test";
import assert from "node:assert/strict";
import { devServer, launch, watchedPage } from "./harness.js";

let server, context;

before(async () => {
  server = await devServer();
  context = await launch();
});

after(async () => {
  await context?.close();
  server?.close();
});

const JS = `
const model = nn.sequential([nn.dense(2, 8), nn.tanh(), nn.dense(8, 1)], { seed: 3 });
const opt = nn.adam(model, { learningRate: 0.05 });
const x = [[0, 0], [0, 1], [1, 0], [1, 1]], t = [[0], [1], [1], [0]];
let loss;
for (let i = 0; i < 300; i++) {
  loss = nn.mse(model.forward(x), t);
  model.zeroGrad(); loss.backward(); opt.step();
}
console.log("loss", loss.value < 0.01);
function act(obs, env) {
  try { model.forward([[1, 2, 3]]); } catch (e) { console.log(e.message); }
  return nn.argmax(nn.sequential([nn.dense(9, 9)]).forward([Array.from(obs.board)]), env.actionMask())[0];
}`;

const PY = `
import nn
model = nn.sequential([nn.dense(2, 8), nn.tanh(), nn.dense(8, 1)], seed=3)
opt = nn.adam(model, learning_rate=0.05)
x, t = [[0, 0], [0, 1], [1, 0], [1, 1]], [[0], [1], [1], [0]]
for i in range(300):
    loss = nn.mse(model.forward(x), t)
    model.zero_grad(); loss.backward(); opt.step()
print("loss", loss.value < 0.01)
def act(obs, env):
    try:
        model.forward([[1, 2, 3]])
    except ValueError as e:
        print(e)
    return nn.argmax(nn.sequential([nn.dense(9, 9)]).forward([obs["board"]]), mask=env.action_mask())[0]
`;

test("JavaScript and Python agents train and play with nn in Chromium's sandbox", { timeout: 180000 }, async () => {
  const page = await watchedPage(context);
  await page.goto(`${server.url}code/selfcheck.html`);
  await page.waitForFunction(() => globalThis.__sandboxCheck?.done, null, { timeout: 60000 }).catch(() => {});
  const results = await page.evaluate(
    async ({ agents }) => {
      const { loadEngine } = await import("../engine.js");
      const { createStudentAgent, browserSpawn } = await import("./runner.js");
      const pg = await loadEngine();
      const out = {};
      for (const [language, source] of agents) {
        const env = pg.make("tictactoe", {});
        env.reset(1);
        env.step(4);
        const agent = createStudentAgent({ spawn: browserSpawn, source, language, timeLimitMs: 10000 });
        try {
          const ready = await agent.start();
          out[language] = { ready, move: ready.ok ? await agent.act(env, { move: 2 }) : null };
        } finally {
          agent.close();
          env.free();
        }
      }
      return out;
    },
    { agents: [["js", JS], ["python", PY]] },
  );
  for (const language of ["js", "python"]) {
    const { ready, move } = results[language];
    assert.equal(ready.ok, true, `${language}: ${JSON.stringify(ready)}`);
    assert.deepEqual(ready.logs, [language === "js" ? "loss true" : "loss True"]);
    assert.equal(move.ok, true, `${language}: ${JSON.stringify(move)}`);
    assert.notEqual(move.action, 4);
    assert.deepEqual(move.logs, ["forward(): this model takes 2 numbers per sample; it got 3 numbers for 1 sample"]);
  }
  // (selfcheck.html's own agents try to reach example.com and are refused by the CSP.)
  assert.deepEqual(page.problems.filter((p) => !/Content Security Policy|example\.com/.test(p)), []);
});
