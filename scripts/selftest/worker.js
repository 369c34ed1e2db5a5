// A worker that imports the wasm package: in the single file it must run as a classic script.
import init, * as pg from "./pkg/playground.js";

await init();
self.onmessage = (e) => {
  const env = pg.make("tictactoe", {});
  env.reset(e.data.seed);
  const agent = pg.makeAgent("tictactoe", "random", { seed: e.data.seed });
  while (!env.isTerminal) env.step(agent.act(env));
  self.postMessage({ render: env.render(), returns: Array.from(env.returns()) });
};
self.postMessage({ ready: true });
