// The sandbox: a worker that runs one student's agent (JavaScript or Python). It loads the engine
// itself, takes the student's code once, then answers one move at a time from an exported player
// copy of the game. Owner side: runner.js; wire protocol: ../workers/channel.js.
//
// Requests (channel.request(type, payload)):
//   "load"    {language: "js"|"python"}  loads the engine (and Pyodide); progress
//             {phase: "python", percent, text}; result {ok: true, language, ms}
//   "compile" {source, seed?, logCaps?} runs the student's top level; result {ok: true} or
//             {ok: false, forfeit: "error", kind: "syntax"|"noact"|"error", message, line, logs}
//   "act"     {state, move, budget?} result {ok: true, action, calls, budget, ms, logs, logsCut}
//             or {ok: false, forfeit: "error"|"illegal", message, line?, got?, calls, budget, ms,
//             logs, logsCut}; progress {calls, budget, logs: [new lines]} (at most every 50 ms)
//   "newGame" {}                        the total print cap starts again; result {ok: true}
// A learner (a program that also defines learn; api.md "Your own learner"):
//   "learn"   {game, gameOptions, runSeed, first, count, ms, limitMs} plays up to `count`
//             episodes (numbered from `first`), each on a fresh game reset to
//             episodeSeed(runSeed, episode), stopping early after `ms`; progress {episode} as each
//             starts; result {ok: true, done, values: [object|null per episode], logs} or
//             {ok: false, done, values, stop: {kind: "error"|"badReturn"|"timeout"|"nolearn",
//             episode, message, line?, got?}, logs}
//   "saveLearned" {} -> {ok: true, text} or {ok: false, stop: {kind: "nosave"|"saveError"|"unsaveable", ...}}
//   "loadLearned" {text} -> {ok: true} or {ok: false, stop: {kind: "noload"|"loadError", message, line?}}
// compile's result also says which of learn, save and load the program has: {ok, has}.
// The time limit is the owner's: it ends this worker (channel deadline).

import { serve } from "../workers/channel.js";
import { loadEngine, messageOf } from "../engine.js";
import { lockDown } from "./lockdown.js";
import { createSandboxHandlers } from "./sandbox_handlers.js";

const handlers = createSandboxHandlers({
  loadEngine: () => loadEngine({ unlisted: true }),
  loadPython: async (progress, print) => (await import("./python.js")).loadPython(progress, print),
  lockDown: () => lockDown(globalThis),
});

// The engine reports a panic (a bug) through this hook: the owner sees it instead of waiting.
globalThis.__playgroundPanic = (message) => globalThis.postMessage({ panic: String(message) });

serve(globalThis, handlers, (err) => ({ message: messageOf(err) }));
