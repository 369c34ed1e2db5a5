// The door student Python's env goes through (python.js's Env class): numbers cross as typed
// arrays copied straight into Python buffers, never as JSON text, and envs cross as whole-number
// handles, never as JavaScript objects Python would have to wrap on every clone().
//
//   const door = createDoor();
//   const h = door.open(env);       // at the start of act() or learn(): the student env (student_env.js)
//   door.clone(h) -> handle         door.play(h, a) -> reward        door.obs(h) -> layout id
//   door.step(h, a) -> layout id of obs (reward, terminated, truncated, info's layout in door.last)
//   door.close()                    // when act() or learn() ends: every handle is forgotten
//
// An observation (any engine record) is written into the Int32Array / Float64Array of its
// layout: one per shape of record (its keys, kinds and lengths), made once and named by a small
// whole number. Python fetches a layout's description (`door.layout(id)`, JSON, once) and its two
// buffers, then copies a record's numbers with `assign_to` and slices them into a dict.
// The door keeps no game rules: every call goes to the student env, which counts the budget.

import { t } from "../i18n/index.js";

/** How many record shapes get their own buffers before records go as JSON text instead. */
const MAX_LAYOUTS = 2048;

const INT_MAX = 0x7fffffff;

/** `value` as JSON text with typed arrays as arrays (the fallback for records of unusual shape). */
function toJson(value) {
  return JSON.stringify(value, (_k, v) => {
    if (ArrayBuffer.isView(v)) return Array.from(v);
    if (v instanceof Map) return Object.fromEntries(v);
    return v;
  });
}

/** Whether typed array `v` holds whole numbers that fit an Int32Array. */
const intArray = (v) => v instanceof Int8Array || v instanceof Uint8Array || v instanceof Int16Array || v instanceof Uint16Array || v instanceof Int32Array || v instanceof Uint8ClampedArray;

/**
 * A record's shape: "key:kind[length]," per field. Kinds: I (whole numbers), F (reals), G (whole
 * numbers too large for 32 bits, carried as reals), i, f, g (one number of each), b (a flag),
 * c (a constant: text or null, written into the shape). Null for anything else.
 */
function shapeOf(o) {
  let sig = "";
  for (const k in o) {
    const v = o[k];
    if (typeof v === "number") sig += Number.isInteger(v) ? (v <= INT_MAX && v >= -INT_MAX ? `${k}:i,` : `${k}:g,`) : `${k}:f,`;
    else if (ArrayBuffer.isView(v)) sig += `${k}:${intArray(v) ? "I" : v instanceof Uint32Array ? "G" : "F"}${v.length},`;
    else if (typeof v === "boolean") sig += `${k}:b,`;
    else if (typeof v === "string" || v === null) sig += `${k}:c${JSON.stringify(v)},`;
    else return null;
  }
  return sig;
}

/** The layout of a record of shape `sig`: where each field goes in the int and real buffers. */
function layoutOf(o, sig, id) {
  const fields = [];
  let ni = 0;
  let nf = 0;
  for (const k in o) {
    const v = o[k];
    if (typeof v === "number") {
      const kind = Number.isInteger(v) ? (v <= INT_MAX && v >= -INT_MAX ? "i" : "g") : "f";
      fields.push([k, kind, kind === "i" ? ni++ : nf++, 1]);
    } else if (ArrayBuffer.isView(v)) {
      const kind = intArray(v) ? "I" : v instanceof Uint32Array ? "G" : "F";
      fields.push([k, kind, kind === "I" ? ni : nf, v.length]);
      if (kind === "I") ni += v.length;
      else nf += v.length;
    } else if (typeof v === "boolean") fields.push([k, "b", ni++, 1]);
    else fields.push([k, "c", 0, 0, v]);
  }
  return { id, sig, fields, ints: new Int32Array(ni), reals: new Float64Array(nf), text: JSON.stringify({ fields, ni, nf }) };
}

/** Whether record `o` has exactly the shape of layout `lay` (cheaper than building its shape). */
function matches(lay, o) {
  let count = 0;
  for (const _k in o) count++;
  if (count !== lay.fields.length) return false;
  for (const [k, kind, , n, constant] of lay.fields) {
    const v = o[k];
    if (kind === "I") {
      if (!ArrayBuffer.isView(v) || !intArray(v) || v.length !== n) return false;
    } else if (kind === "i") {
      if (typeof v !== "number" || !Number.isInteger(v) || v > INT_MAX || v < -INT_MAX) return false;
    } else if (kind === "b") {
      if (typeof v !== "boolean") return false;
    } else if (kind === "c") {
      if (v !== constant) return false;
    } else if (kind === "f") {
      if (typeof v !== "number" || Number.isInteger(v)) return false;
    } else if (kind === "g") {
      if (typeof v !== "number" || !Number.isInteger(v) || (v <= INT_MAX && v >= -INT_MAX)) return false;
    } else if (kind === "G") {
      if (!(v instanceof Uint32Array) || v.length !== n) return false;
    } else if (!ArrayBuffer.isView(v) || intArray(v) || v instanceof Uint32Array || v.length !== n) return false;
  }
  return true;
}

/** Writes record `o` into layout `lay`'s buffers. */
function fill(lay, o) {
  const { ints, reals } = lay;
  for (const [k, kind, at, n] of lay.fields) {
    const v = o[k];
    if (kind === "i" || kind === "b") ints[at] = +v;
    else if (kind === "f" || kind === "g") reals[at] = v;
    else if (kind === "I") ints.set(v, at);
    else if (kind === "F" || kind === "G") {
      if (n) reals.set(v, at);
    }
  }
}

/** A door for one Python runtime; see the top of this file. */
export function createDoor() {
  let envs = [];
  let base = 0; // handles are never reused: a handle from an earlier move or episode is refused
  const layouts = [];
  const byShape = new Map();
  const legalBufs = new Map(); // numActions -> Int32Array(numActions + 1)
  let json = "";
  const last = new Float64Array(4); // step/reset: reward, terminated, truncated, info's layout id
  const afterBufs = new Map(); // "numActions,cells" -> {id, ints, reals}
  const afterList = [];

  function get(h) {
    const env = envs[h - base];
    if (env === undefined) throw new Error(t("sandbox.staleEnv")); // in the page's language (the worker is told it)
    return env;
  }
  function add(env) {
    envs.push(env);
    return base + envs.length - 1;
  }
  /** Record `o` into its layout's buffers; returns the layout id (-1: read door.json()). */
  const recent = []; // the layouts used last, tried first
  function encode(o) {
    for (let i = 0; i < recent.length; i++) {
      const lay = recent[i];
      if (matches(lay, o)) {
        if (i > 0) {
          recent.splice(i, 1);
          recent.unshift(lay);
        }
        fill(lay, o);
        return lay.id;
      }
    }
    const sig = shapeOf(o);
    let lay = sig === null ? undefined : byShape.get(sig);
    if (lay === undefined) {
      if (sig === null || layouts.length >= MAX_LAYOUTS) {
        json = toJson(o);
        return -1;
      }
      lay = layoutOf(o, sig, layouts.length);
      layouts.push(lay);
      byShape.set(sig, lay);
    }
    recent.unshift(lay);
    if (recent.length > 6) recent.pop();
    fill(lay, o);
    return lay.id;
  }
  function legalBuf(n) {
    let b = legalBufs.get(n);
    if (!b) legalBufs.set(n, (b = new Int32Array(n + 1)));
    return b;
  }

  return {
    /** Starts a call of act() or learn() on student env `env`; returns its handle. */
    open(env) {
      base += envs.length;
      envs = [];
      return add(env);
    },
    /** Adds student env `env` beside the others (a notebook's envs live until released); its handle. */
    adopt: (env) => add(env),
    /** Forgets handle `h` and frees its engine env with `free(env)` (a notebook's Env was garbage-collected). */
    release(h, free) {
      const env = envs[h - base];
      if (env === undefined) return;
      envs[h - base] = undefined;
      free(env);
    },
    /** The student env of handle `h` (a notebook hands it to a built-in agent). */
    env: get,
    /** Ends it: every handle of the call is forgotten (the sandbox frees the envs). */
    close() {
      base += envs.length;
      envs = [];
    },
    /** Layout `id` as JSON text: {fields: [[key, kind, start, length, constant?]], ni, nf}. */
    layout: (id) => layouts[id].text,
    /** Layout `id`'s whole-number buffer. */
    ints: (id) => layouts[id].ints,
    /** Layout `id`'s real-number buffer. */
    reals: (id) => layouts[id].reals,
    /** The last record that went as JSON text (encode gave -1). */
    json: () => json,
    /** step/reset's other results: [reward, terminated, truncated, info's layout id]. */
    last,
    /** Encodes record `o` (act's observation); its layout id. */
    encode,
    clone: (h) => add(get(h).clone()),
    play: (h, a) => get(h).play(a),
    obs: (h) => encode(get(h).observation()),
    step(h, a) {
      const r = get(h).step(a);
      last[0] = r[1];
      last[1] = r[2] ? 1 : 0;
      last[2] = r[3] ? 1 : 0;
      last[3] = encode(r[4]);
      return encode(r[0]);
    },
    reset(h, seed) {
      const env = get(h);
      const r = seed === undefined || seed === null ? env.reset() : env.reset(seed);
      last[3] = encode(r[1]);
      return encode(r[0]);
    },
    /** The legal actions into legalBuffer(numActions): [count, actions...]; returns the count. */
    legal(h) {
      const env = get(h);
      const l = env.legalActions();
      const b = legalBuf(env.numActions);
      b[0] = l.length;
      b.set(l, 1);
      return l.length;
    },
    /** The action mask into legalBuffer(numActions) after its first number. */
    mask(h) {
      const env = get(h);
      const m = env.actionMask();
      const b = legalBuf(env.numActions);
      b[0] = m.length;
      b.set(m, 1);
      return m.length;
    },
    legalBuffer: legalBuf,
    returns: (h) => Array.from(get(h).returns()),
    /**
     * env.afterStates() packed: ints [count, actions, terminals, boards (count x cells)], reals
     * [rewards] in the buffers of after-layout id (door.afterLayout(id): {cells, ints, reals}).
     */
    after(h) {
      const env = get(h);
      const list = env.afterStates();
      const n = list.length;
      const cells = n ? list[0].board.length : 0;
      const key = `${env.numActions},${cells}`;
      let b = afterBufs.get(key);
      if (!b) {
        b = { id: afterList.length, cells, ints: new Int32Array(1 + env.numActions * (cells + 2)), reals: new Float64Array(Math.max(1, env.numActions)) };
        afterBufs.set(key, b);
        afterList.push(b);
      }
      const { ints, reals } = b;
      ints[0] = n;
      for (let i = 0; i < n; i++) {
        const s = list[i];
        ints[1 + i] = s.action;
        ints[1 + n + i] = s.terminal ? 1 : 0;
        ints.set(s.board, 1 + 2 * n + i * cells);
        reals[i] = s.reward;
      }
      return b.id;
    },
    afterCells: (id) => afterList[id].cells,
    afterInts: (id) => afterList[id].ints,
    afterReals: (id) => afterList[id].reals,
    render: (h) => get(h).render(),
    prop: (h, name) => get(h)[name],
    isTerminal: (h) => get(h).isTerminal,
    currentPlayer: (h) => get(h).currentPlayer,
    cell: (h, r, c) => get(h).cell(r, c),
    rowCol: (h, a) => get(h).rowCol(a).join(","),
    puyoAction: (h, x, r) => get(h).puyoAction(x, r),
    puyoParts: (h, a) => get(h).puyoParts(a).join(","),
    toggleFlag: (h, i) => get(h).toggleFlag(i),
    chord: (h, i) => get(h).chord(i),
  };
}
