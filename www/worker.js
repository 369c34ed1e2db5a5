// The agents' Web Worker: loads the engine itself and answers requests from agents.js, so a
// thinking agent never freezes the page. Messages in: {id, type: "think", ...request} or
// {type: "forget"}; messages out: {id, action?, explanation?, error?} and {ready: true}.

import { engineRouter, messageOf } from "./engine.js";
import { createThinker } from "./think.js";

// The engine calls this on a panic (a bug): the page shows it instead of waiting forever.
self.__playgroundPanic = (message) => self.postMessage({ panic: String(message) });

// The engine of each request's game loads with its first request (thinker.prepare).
const ready = Promise.resolve(engineRouter()).then((pg) => {
  self.postMessage({ ready: true });
  return createThinker(pg);
});
ready.catch((err) => self.postMessage({ fatal: messageOf(err) }));

self.onmessage = async (event) => {
  const msg = event.data;
  const thinker = await ready;
  if (msg.type === "forget") {
    thinker.forget();
    return;
  }
  await thinker.prepare(msg);
  self.postMessage({ id: msg.id, ...thinker.handle(msg) });
};
