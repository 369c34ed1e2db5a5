// The `nn` library student code sees (a global in the sandbox; Python's `nn` module wraps it, see
// python_nn.js): a small neural-network toolkit in the spirit of DeZero, computed by the engine's
// Rust `src/nn` (through the door in src/wasm/student_nn.rs).
//
//   const model = nn.sequential([nn.dense(9, 32), nn.relu(), nn.dense(32, 9)], { seed: 1 });
//   const opt = nn.adam(model, { learningRate: 0.01 });
//   const y = model.forward(x);          // x: a list of rows (or one row, or a Tensor) -> Tensor
//   const loss = nn.mse(y, target);      // or nn.softmaxCrossEntropy(logits, target, mask)
//   model.zeroGrad(); loss.backward(); opt.step();     // loss.value is a number
//   y.toArray(); nn.softmax(y, mask); nn.argmax(y, mask); model.save(); model.load(data);
//
// Tensors live in JavaScript ({data: Float32Array, shape}); models and optimisers are engine
// objects kept out of the student's reach (private fields), and every engine error is thrown
// again as a plain Error with the same message (its stack would show the engine copy's address,
// see engine.js). No call here counts against the per-move budget of engine calls.

/** Why `x` cannot be a tensor, in the words of the call `what`. */
function notATensor(what, x) {
  let got = typeof x;
  if (x === null) got = "null";
  else if (Array.isArray(x)) got = "a list holding something that is not a number";
  else if (typeof x === "string") got = `the text ${JSON.stringify(x.slice(0, 20))}`;
  return new Error(`${what} takes a Tensor, a list of numbers or a list of rows (lists of numbers); it got ${got}`);
}

/** `f()`, with an engine error thrown again as a plain Error with the same message. */
function engine(f) {
  try {
    return f();
  } catch (err) {
    throw new Error(String(err?.message ?? err));
  }
}

/** Numbers in a row-major block: a tensor's values. */
export class Tensor {
  /**
   * @param {Float32Array} data the values, row-major
   * @param {number[]} shape `[n]` (one row of numbers) or `[rows, columns]`
   */
  constructor(data, shape) {
    this.data = data;
    this.shape = shape;
  }

  /** Rows (1 for a one-dimensional tensor). */
  get rows() {
    return this.shape.length === 1 ? 1 : this.shape[0];
  }

  /** Numbers per row. */
  get columns() {
    return this.shape.at(-1);
  }

  /** The values as plain lists: a list of numbers, or a list of rows. */
  toArray() {
    if (this.shape.length === 1) return Array.from(this.data);
    const out = [];
    for (let r = 0; r < this.shape[0]; r++) out.push(Array.from(this.data.subarray(r * this.columns, (r + 1) * this.columns)));
    return out;
  }
}

/** `x` as a Tensor: a Tensor, a typed array or list of numbers (`[n]`), or a list of rows. */
export function toTensor(x, what = "nn.tensor()") {
  if (x instanceof Tensor) return x;
  if (ArrayBuffer.isView(x) && !(x instanceof DataView)) return new Tensor(Float32Array.from(x), [x.length]);
  if (!Array.isArray(x)) throw notATensor(what, x);
  if (x.length > 0 && (Array.isArray(x[0]) || ArrayBuffer.isView(x[0]))) {
    const columns = x[0].length;
    const data = new Float32Array(x.length * columns);
    for (let r = 0; r < x.length; r++) {
      const row = x[r];
      if (!(Array.isArray(row) || ArrayBuffer.isView(row)) || row.length !== columns) {
        throw new Error(`${what}: every row must have ${columns} numbers, like the first; row ${r} ${row?.length != null ? `has ${row.length}` : "is not a list"}`);
      }
      for (let c = 0; c < columns; c++) {
        const v = row[c];
        if (typeof v !== "number") throw new Error(`${what}: row ${r}, column ${c} is ${v === null ? "null" : typeof v}, not a number`);
        data[r * columns + c] = v;
      }
    }
    return new Tensor(data, [x.length, columns]);
  }
  const data = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) {
    if (typeof x[i] !== "number") throw new Error(`${what}: number ${i} is ${x[i] === null ? "null" : typeof x[i]}, not a number`);
    data[i] = x[i];
  }
  return new Tensor(data, [x.length]);
}

/** `value` if it is a number (range checks are the engine's); otherwise an Error naming `what`. */
function number(what, value) {
  if (typeof value === "number") return value;
  const got = typeof value === "string" ? `the text ${JSON.stringify(value.slice(0, 20))}` : value === null ? "null" : typeof value;
  throw new Error(`${what} is a number such as 0.01; it got ${got}`);
}

/** A mask (list or typed array of booleans or 0/1, or a list of rows) as 0/1 bytes for `count` values. */
function maskBytes(mask, count, columns, what) {
  if (mask == null) return undefined;
  const flat = Array.isArray(mask) && mask.length > 0 && (Array.isArray(mask[0]) || ArrayBuffer.isView(mask[0])) ? mask.flatMap((row) => Array.from(row)) : mask;
  if (!(Array.isArray(flat) || ArrayBuffer.isView(flat))) throw new Error(`${what}: the mask is a list of true/false (or 1/0), one per output`);
  const bytes = new Uint8Array(count);
  // One row's mask serves every row.
  const n = flat.length === columns && count !== columns ? columns : flat.length;
  if (n !== count && n !== columns) {
    throw new Error(`${what}: the mask has ${flat.length} flags but there are ${count} outputs: give one flag per output (true = allowed)`);
  }
  for (let i = 0; i < count; i++) bytes[i] = flat[i % n] ? 1 : 0;
  return bytes;
}

/**
 * The `nn` object for student code, computed by the engine `pg` (the module of pkg/playground.js).
 * @param {object} pg
 */
export function makeStudentNn(pg) {
  // Which model made a tensor, and on which forward pass (so loss.backward() follows it back).
  const origin = new WeakMap();
  // Each Model's engine handle and forward-pass count, out of the student's reach.
  const inside = new WeakMap();

  /** A model: layers applied in order (see nn.sequential). */
  class Model {
    constructor(handle) {
      inside.set(this, { handle, passes: 0 });
    }

    /** The outputs for `x` (a list of rows, one row, or a Tensor): a Tensor `[rows, outputs]`. */
    forward(x) {
      const me = inside.get(this);
      const t = toTensor(x, "model.forward()");
      const batch = t.shape.length === 1 ? 1 : t.shape[0];
      const y = engine(() => me.handle.forward(t.data, batch));
      const out = new Tensor(y, [batch, me.handle.outputs]);
      me.passes += 1;
      origin.set(out, { model: this, pass: me.passes });
      return out;
    }

    /** Sets every gradient to 0 (before each batch's loss.backward()). */
    zeroGrad() {
      inside.get(this).handle.zeroGrad();
    }

    /** Numbers per sample going in. */
    get inputs() {
      return inside.get(this).handle.inputs;
    }

    /** Numbers per sample coming out. */
    get outputs() {
      return inside.get(this).handle.outputs;
    }

    /** How many weights and biases it learns. */
    get numParameters() {
      return inside.get(this).handle.numParameters;
    }

    /** The weights as plain data (return it from your save()). */
    save() {
      const { handle } = inside.get(this);
      return JSON.parse(engine(() => handle.saveText()));
    }

    /** Puts back weights from save() (of a model with the same layers). */
    load(data) {
      let text;
      try {
        text = JSON.stringify(data);
      } catch {
        text = undefined;
      }
      if (typeof text !== "string") throw new Error("load() takes what model.save() returned");
      const { handle } = inside.get(this);
      engine(() => handle.loadText(text));
    }
  }

  /** A loss value and its gradient; backward() sends the gradient back through the model. */
  class Loss {
    #prediction;

    constructor(value, grad, prediction) {
      /** The loss, a number (averaged over the batch). */
      this.value = value;
      /** Its gradient with respect to the prediction, a Tensor of the prediction's shape. */
      this.grad = grad;
      this.#prediction = prediction;
    }

    /** Adds every weight's gradient (call model.zeroGrad() first, opt.step() after). */
    backward() {
      const from = origin.get(this.#prediction);
      if (!from) throw new Error("loss.backward(): the prediction did not come from model.forward(), so there is nothing to follow back");
      const me = inside.get(from.model);
      if (from.pass !== me.passes) {
        throw new Error("loss.backward(): the model ran forward() again since this prediction: call backward() before the next forward()");
      }
      engine(() => me.handle.backward(this.grad.data));
    }
  }

  /** The Adam optimiser for one model. */
  class Adam {
    #handle;
    #model;

    constructor(handle, model) {
      this.#handle = handle;
      this.#model = model;
    }

    /** Moves every weight against its gradient (after loss.backward()). */
    step() {
      this.#handle.step(inside.get(this.#model).handle);
    }

    /** The step size; may be changed (e.g. opt.learningRate = 0.001). */
    get learningRate() {
      return this.#handle.learningRate;
    }

    set learningRate(value) {
      engine(() => this.#handle.setLearningRate(number("the learning rate", value)));
    }

    /** Steps taken. */
    get steps() {
      return this.#handle.steps;
    }
  }

  /** Checks an options object against the names it may have. */
  function options(what, given, names) {
    if (given == null) return {};
    if (typeof given !== "object") throw new Error(`${what}: the options are an object such as { ${names[0]}: ... }`);
    for (const key of Object.keys(given)) {
      if (!names.includes(key)) throw new Error(`${what}: unknown option ${JSON.stringify(key)}; the options are ${names.join(", ")}`);
    }
    return given;
  }

  /** The prediction as a Tensor with rows (a one-row tensor for `[n]`). */
  function rowsOf(t) {
    return t.shape.length === 1 ? new Tensor(t.data, [1, t.shape[0]]) : t;
  }

  const nn = {
    Tensor,

    /**
     * A Tensor from a list of numbers, a list of rows, or a typed array; `shape` (optional):
     * `[rows, columns]`, or the number of columns.
     */
    tensor(values, shape) {
      const t = toTensor(values);
      if (shape == null) return t;
      const n = t.data.length;
      const dims = typeof shape === "number" ? [n / shape, shape] : Array.from(shape);
      if (!dims.every((d) => Number.isInteger(d) && d >= 1) || dims.length > 2 || dims.reduce((a, b) => a * b, 1) !== n) {
        throw new Error(`nn.tensor(): the shape ${JSON.stringify(shape)} does not hold ${n} numbers`);
      }
      return new Tensor(t.data, dims);
    },

    /** A fully connected layer from `inputs` to `outputs` numbers per sample. */
    dense: (inputs, outputs) => ({ dense: [inputs, outputs] }),
    /** max(0, x). */
    relu: () => "relu",
    /** tanh(x). */
    tanh: () => "tanh",

    /** A model of `layers` (nn.dense, nn.relu, nn.tanh), its weights drawn from `seed` (default 0). */
    sequential(layers, opts) {
      const { seed = 0 } = options("nn.sequential()", opts, ["seed"]);
      const text = typeof layers === "string" ? layers : JSON.stringify(layers ?? null);
      return new Model(engine(() => pg.nnModel(text, seed)));
    },

    /** Adam for `model`: `{ learningRate = 0.001, weightDecay = 0 }`. */
    adam(model, opts) {
      if (!(model instanceof Model)) throw new Error("nn.adam(model, { learningRate }) takes a model made by nn.sequential()");
      const { learningRate = 0.001, weightDecay = 0 } = options("nn.adam()", opts, ["learningRate", "weightDecay"]);
      return new Adam(engine(() => pg.nnAdam(number("adam(): the learning rate", learningRate), number("adam(): the weight decay", weightDecay))), model);
    },

    /** Mean-squared error between a prediction and a target with as many numbers. */
    mse(prediction, target) {
      const p = toTensor(prediction, "nn.mse()");
      const t = toTensor(target, "nn.mse()");
      const out = engine(() => pg.nnMse(p.data, t.data));
      return new Loss(out.value, new Tensor(out.grad, p.shape), p);
    },

    /**
     * Softmax cross-entropy of `logits` (rows of scores) against `target`: probabilities of the
     * same shape, or one class number per row. `mask` (optional): true/1 for allowed outputs.
     */
    softmaxCrossEntropy(logits, target, mask) {
      const what = "nn.softmaxCrossEntropy()";
      const given = toTensor(logits, what);
      if (given.data.length === 0) throw new Error(`${what}: the logits are empty`);
      const l = rowsOf(given);
      const [rows, classes] = l.shape;
      let t = toTensor(target, what);
      if (t.data.length !== l.data.length && t.data.length === rows) {
        const probs = new Float32Array(rows * classes);
        t.data.forEach((c, r) => {
          if (!Number.isInteger(c) || c < 0 || c >= classes) throw new Error(`${what}: the target of row ${r} is ${c}; a class number goes from 0 to ${classes - 1}`);
          probs[r * classes + c] = 1;
        });
        t = new Tensor(probs, l.shape);
      }
      const m = maskBytes(mask, l.data.length, classes, what);
      const out = engine(() => pg.nnSoftmaxCrossEntropy(l.data, classes, t.data, m));
      return new Loss(out.value, new Tensor(out.grad, given.shape), given);
    },

    /** The softmax of each row (probabilities summing to 1); masked-out outputs get 0. */
    softmax(logits, mask) {
      const t = toTensor(logits, "nn.softmax()");
      const classes = t.columns;
      const m = maskBytes(mask, t.data.length, classes, "nn.softmax()");
      return new Tensor(engine(() => pg.nnSoftmax(t.data, classes, m)), t.shape);
    },

    /**
     * The index of the largest value of each row (a number for one row of numbers); masked-out
     * ones are skipped (-1 for a row with nothing allowed).
     */
    argmax(values, mask) {
      const t = toTensor(values, "nn.argmax()");
      const columns = t.columns;
      const m = maskBytes(mask, t.data.length, columns, "nn.argmax()");
      const best = [];
      for (let r = 0; r < t.rows; r++) {
        let arg = -1;
        for (let c = 0; c < columns; c++) {
          const i = r * columns + c;
          if ((!m || m[i]) && (arg < 0 || t.data[i] > t.data[r * columns + arg])) arg = c;
        }
        best.push(arg);
      }
      return t.shape.length === 1 ? best[0] : best;
    },
  };
  return Object.freeze(nn);
}
