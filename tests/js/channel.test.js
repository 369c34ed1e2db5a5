// Units for www/workers/channel.js with fake workers (no threads): deadline, cancel, progress,
// respawn, errors and crashes.
import test, { mock } from "node:test";
import assert from "node:assert/strict";
import { createChannel, serve, ChannelError } from "../../www/workers/channel.js";

// A fake port whose worker side is serve(handlers) on a fake scope, delivered asynchronously.
function fakeSpawner(handlers) {
  const made = [];
  const spawn = () => {
    const scope = { onmessage: null, postMessage: (m) => queueMicrotask(() => !port.dead && port.onmessage?.(m)) };
    const port = {
      dead: false,
      terminated: false,
      onmessage: null,
      onerror: null,
      post: (m) => queueMicrotask(() => !port.dead && scope.onmessage({ data: m })),
      terminate() {
        port.dead = true;
        port.terminated = true;
      },
      scope,
    };
    serve(scope, handlers);
    made.push(port);
    return port;
  };
  return { spawn, made };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// Lets every queued message through (the fake ports deliver in microtasks; setImmediate is never faked).
const delivered = () => new Promise((r) => setImmediate(r));

// Runs `f` with setTimeout and Date faked (mock.timers): the deadlines move only when the test ticks,
// so a slow or loaded machine cannot make an answer late.
async function withFakeClock(f) {
  mock.timers.enable({ apis: ["setTimeout", "Date"] });
  try {
    await f();
  } finally {
    mock.timers.reset();
  }
}

test("a request gets its result, and progress messages arrive before it", async () => {
  const { spawn } = fakeSpawner({
    async add({ a, b }, { progress }) {
      progress(1);
      progress(2);
      return a + b;
    },
  });
  const ch = createChannel({ spawn });
  const seen = [];
  const r = await ch.request("add", { a: 2, b: 3 }, { onProgress: (p) => seen.push(p) });
  assert.equal(r, 5);
  assert.deepEqual(seen, [1, 2]);
  assert.equal(ch.spawns, 1);
  assert.equal(ch.busy, false);
});

test("a handler's error rejects with kind error and its message; the worker stays", async () => {
  const { spawn } = fakeSpawner({
    bad() {
      throw new Error("nope");
    },
    ok: () => "fine",
  });
  const ch = createChannel({ spawn });
  await assert.rejects(ch.request("bad"), (e) => e instanceof ChannelError && e.kind === "error" && e.message === "nope");
  assert.equal(await ch.request("ok"), "fine");
  assert.equal(ch.spawns, 1);
});

test("an unknown request type is an error, not a hang", async () => {
  const { spawn } = fakeSpawner({});
  const ch = createChannel({ spawn });
  await assert.rejects(ch.request("nothing"), /unknown request type 'nothing'/);
});

test("a missed deadline ends the worker, rejects with timeout, and the next request gets a fresh one", async () => {
  const { spawn, made } = fakeSpawner({
    slow: () => new Promise(() => {}), // never answers (like an endless loop)
    ok: () => "fresh",
  });
  const ch = createChannel({ spawn });
  await withFakeClock(async () => {
    const outcome = ch.request("slow", {}, { deadlineMs: 50 }).then(() => "answered", (e) => e.kind);
    await delivered();
    mock.timers.tick(49);
    await delivered();
    assert.equal(made[0].terminated, false, "not before the deadline");
    mock.timers.tick(1);
    assert.equal(await outcome, "timeout");
  });
  assert.equal(made[0].terminated, true);
  assert.equal(await ch.request("ok"), "fresh");
  assert.equal(ch.spawns, 2);
  assert.equal(made[1].terminated, false);
});

test("an answer that comes after the deadline is a timeout even before the deadline's timer has run", async () => {
  // A worker served in this thread (the notebook's check) blocks it past the deadline, then answers:
  // the answer is read before the overdue timer, and must not count.
  const { spawn, made } = fakeSpawner({
    busy() {
      const end = Date.now() + 60;
      while (Date.now() < end);
      return "too late";
    },
  });
  const ch = createChannel({ spawn });
  await assert.rejects(ch.request("busy", {}, { deadlineMs: 30 }), (e) => e.kind === "timeout" && /within 30 ms/.test(e.message));
  assert.equal(made[0].terminated, true, "the worker is ended as for any missed deadline");
});

test("an answer in time clears the deadline (the worker is not ended later)", async () => {
  const { spawn, made } = fakeSpawner({ quick: () => 1 });
  const ch = createChannel({ spawn });
  await withFakeClock(async () => {
    assert.equal(await ch.request("quick", {}, { deadlineMs: 30 }), 1);
    mock.timers.tick(60);
    await delivered();
  });
  assert.equal(made[0].terminated, false);
});

test("cancel ends the worker and rejects the pending request with kind cancelled", async () => {
  const { spawn, made } = fakeSpawner({ slow: () => new Promise(() => {}) });
  const ch = createChannel({ spawn });
  const p = ch.request("slow");
  await sleep(5);
  ch.cancel();
  await assert.rejects(p, (e) => e.kind === "cancelled");
  assert.equal(made[0].terminated, true);
});

test("an AbortSignal cancels its request", async () => {
  const { spawn } = fakeSpawner({ slow: () => new Promise(() => {}) });
  const ch = createChannel({ spawn });
  const ac = new AbortController();
  const p = ch.request("slow", {}, { signal: ac.signal });
  setTimeout(() => ac.abort(), 5);
  await assert.rejects(p, (e) => e.kind === "cancelled");
});

test("onSpawn runs before the first request on every fresh worker", async () => {
  const log = [];
  const { spawn } = fakeSpawner({
    init: ({ n }) => log.push(`init ${n}`),
    work: () => log.push("work"),
    hang: () => new Promise(() => {}),
  });
  let n = 0;
  const ch = createChannel({ spawn, onSpawn: (c) => c.request("init", { n: ++n }, { internal: true }) });
  await ch.request("work");
  await assert.rejects(ch.request("hang", {}, { deadlineMs: 20 }));
  await ch.request("work");
  assert.deepEqual(log, ["init 1", "work", "init 2", "work"]);
});

test("a worker that crashes fails its pending requests with kind crashed", async () => {
  const { spawn, made } = fakeSpawner({ slow: () => new Promise(() => {}) });
  const ch = createChannel({ spawn });
  const p = ch.request("slow");
  await sleep(5);
  made[0].onerror("out of memory");
  await assert.rejects(p, (e) => e.kind === "crashed" && /out of memory/.test(e.message));
});

test("a panic message fails pending requests", async () => {
  const { spawn, made } = fakeSpawner({ slow: () => new Promise(() => {}) });
  const ch = createChannel({ spawn });
  const p = ch.request("slow");
  await sleep(5);
  made[0].scope.postMessage({ panic: "index out of bounds" });
  await assert.rejects(p, (e) => e.kind === "crashed" && /index out of bounds/.test(e.message));
});

test("messages from an ended worker are ignored", async () => {
  let late = null;
  const { spawn, made } = fakeSpawner({
    slow: () => new Promise((r) => (late = r)),
    ok: () => "new",
  });
  const ch = createChannel({ spawn });
  await assert.rejects(ch.request("slow", {}, { deadlineMs: 10 }));
  made[0].dead = false; // let the old worker talk again: its answer must not count
  late("old");
  assert.equal(await ch.request("ok"), "new");
});

test("close refuses later requests", async () => {
  const { spawn } = fakeSpawner({ ok: () => 1 });
  const ch = createChannel({ spawn });
  ch.close();
  await assert.rejects(ch.request("ok"), (e) => e.kind === "cancelled");
});
