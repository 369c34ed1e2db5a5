import init, { games, make } from "./pkg/playground.js";
import Joiner, {
  greeting,
  counter,
  bump,
  loud,
} from "./lib/text.js";
import * as lib from "./lib/index.js";

const out = document.getElementById("out");
const results = [];
const check = (name, ok) => results.push(`${ok ? "ok" : "FAIL"} ${name}`);

await init();
check("wasm on the main thread", games().some((g) => g.id === "tictactoe") && make("tictactoe", {}).numActions === 9);
check("named and default imports", greeting === "hello" && new Joiner().join(["a", "b"]) === "a b");
bump();
check("live binding through a namespace", lib.counter === 1 && counter <= 1);
check("export * and re-exported default", lib.loud("x") === "X</script>" && typeof lib.Joiner === "function");
const dynamic = await import("./lib/text.js");
check("dynamic import shares the module", dynamic.counter === 1);
check("stylesheet inlined", getComputedStyle(out).color === "rgb(1, 2, 3)");

const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
const reply = await new Promise((resolve) => {
  worker.onmessage = (e) => {
    if (e.data.ready) worker.postMessage({ seed: 7 });
    else resolve(e.data);
  };
  worker.onerror = (e) => resolve({ error: e.message || "worker failed to start" });
});
check("worker with wasm", typeof reply.render === "string" && reply.returns.length === 2);
out.textContent = results.join("\n") + "\n" + (reply.error ?? "") + "\nDONE";
