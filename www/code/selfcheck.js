// The sandbox self-check page: runs a few student agents through runner.js in real Web Workers
// and publishes what happened as window.__sandboxCheck (tests/e2e/sandbox.test.js reads it).
// Query: ?outside=URL (an address the agents try to reach), ?python=1 (include Python).

import { loadEngine } from "../engine.js";
import { createStudentAgent, browserSpawn } from "./runner.js";
import { webWorkerPort } from "../workers/channel.js";

const params = new URLSearchParams(location.search);
const outside = params.get("outside") ?? "http://example.com/";
const out = document.getElementById("log");
const results = {};

function show() {
  out.textContent = JSON.stringify(results, null, 2);
}

async function oneMove(name, source, language = "js", opts = {}) {
  const moves = opts.moves ?? 1;
  const pg = await loadEngine({ game: "tictactoe" });
  const env = pg.make("tictactoe", {});
  env.reset(1);
  const agent = createStudentAgent({ spawn: browserSpawn, source, language, timeLimitMs: opts.timeLimitMs ?? 1000 });
  const progress = [];
  const t = performance.now();
  try {
    const ready = await agent.start((p) => progress.push(p.text));
    results[name] = ready;
    for (let move = 1; ready.ok && move <= moves; move++) {
      // (a later move sees what the worker's event loop did in between)
      if (move > 1) await new Promise((r) => setTimeout(r, 300));
      results[name] = await agent.act(env, { move });
    }
    results[name].wallMs = Math.round(performance.now() - t);
    if (progress.length) results[name].progress = progress;
  } catch (err) {
    results[name] = { crashed: String(err?.message ?? err) };
  } finally {
    agent.close();
    env.free();
  }
  show();
}

/** ?probe=URL: only the policy probe (workers/policy_probe.js, no lockdown) against URL. */
async function probe(url) {
  const port = webWorkerPort(new URL("../workers/policy_probe.js", import.meta.url), { type: "module" });
  results.probe = await new Promise((resolve) => {
    port.onmessage = resolve;
    port.onerror = (message) => resolve({ error: message });
    port.post(url);
  });
  port.terminate();
}

/** The sandbox's own checks: student agents through runner.js. */
async function sandboxChecks() {
  const U = JSON.stringify(outside);
  await oneMove("first", "function act(obs, env) { console.log('hello'); return env.legalActions()[0]; }");
  await oneMove("syntax", "function act(obs, env) {\n  return 1 +;\n}\n");
  await oneMove("loop", "function act() { while (true) {} }", "js", { timeLimitMs: 500 });
  await oneMove(
    "network",
    `function act(obs, env) {
      const tries = { fetch: () => fetch(${U}), importScripts: () => importScripts(${U}),
        XMLHttpRequest: () => new XMLHttpRequest(), WebSocket: () => new WebSocket(${U}.replace("http", "ws")),
        EventSource: () => new EventSource(${U}), indexedDB: () => indexedDB.open("x"), caches: () => caches.open("x") };
      for (const [name, f] of Object.entries(tries)) {
        try { f(); console.log(name + ": no error"); } catch (e) { console.log(name + ": " + e.message); }
      }
      console.log("document: " + typeof document + ", window: " + typeof window);
      return 0;
    }`,
  );
  await oneMove(
    "dynamicImport",
    `let outcome = null;
    function act(obs, env) {
      if (outcome === null) {
        outcome = "pending";
        import(/* external */ ${U}).then(() => (outcome = "loaded"), (e) => (outcome = "refused: " + e.message));
      }
      console.log(outcome);
      return 0;
    }`,
    "js",
    { moves: 2 },
  );
  // No engine error's stack and no timing entry gives the address of the sandbox's engine copy away
  // (the student's own code cannot import it: any import is refused, dynamicImport above).
  await oneMove(
    "engineImport",
    `function act(obs, env) {
      let stack = "no error";
      try { env.step(99); } catch (e) { stack = /playground\\.js|copy=/.test(String(e.stack)) ? "gives the address" : "clean"; }
      const timings = typeof performance.getEntriesByType === "function" && performance.getEntriesByType("resource").some((t) => /copy=/.test(t.name)) ? "listed" : "not listed";
      console.log("stack " + stack + " | timing " + timings);
      return env.legalActions()[0];
    }`,
  );
  if (params.get("python")) {
    await oneMove("python", "def act(obs, env):\n    print('py', env.legal_actions()[:3])\n    return env.cell(1, 1)\n", "python", { timeLimitMs: 5000 });
  }
}

if (params.get("probe")) await probe(params.get("probe"));
else await sandboxChecks();
results.done = true;
show();
globalThis.__sandboxCheck = results;
