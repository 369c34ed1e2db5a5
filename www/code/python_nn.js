// The Python `nn` module of student code (`import nn` in the sandbox's Pyodide): the same library
// as JavaScript's `nn` (student_nn.js), snake_case, wrapping it. Numbers cross in one copy per
// tensor: a Python list of rows is packed into float32 bytes (struct.pack, the fastest way in
// Pyodide) and copied into a Float32Array with `assign`; results come back as a memoryview of
// the Float32Array. Engine refusals become
// ValueError with the same sentence (JS names in it written the Python way).
//
// (No line of PYTHON_NN starts with the word import: the single-file bundler reads those.)

/** The module's Python source; `_js` (the JavaScript nn object) is set before it runs. */
export const PYTHON_NN = String.raw`
"""nn: a small neural-network library (the playground's Rust nn, through JavaScript).

    model = nn.sequential([nn.dense(9, 32), nn.relu(), nn.dense(32, 9)], seed=1)
    opt = nn.adam(model, learning_rate=0.01)
    y = model.forward(x)          # x: a list of rows (lists of numbers), one row, or a Tensor
    loss = nn.mse(y, target)      # or nn.softmax_cross_entropy(logits, target, mask=None)
    model.zero_grad(); loss.backward(); opt.step()      # loss.value is a float
    y.tolist(); nn.softmax(y); nn.argmax(y); model.save(); model.load(data)
"""
from itertools import chain as _chain
from struct import error as _StructError, pack as _pack
from json import dumps as _dumps, loads as _loads
from js import Float32Array as _Float32Array, JSON as _JSON
from pyodide.ffi import JsException as _JsException

_PYTHON_NAMES = (
    ("{ seed }", "seed=..."),
    ("{ learningRate }", "learning_rate=..."),
    ("softmaxCrossEntropy", "softmax_cross_entropy"),
    ("zeroGrad", "zero_grad"),
    ("learningRate", "learning_rate"),
    ("weightDecay", "weight_decay"),
)


def _call(f, *args, **kwargs):
    """f(*args), with a JavaScript Error raised again as ValueError with its sentence."""
    try:
        return f(*args, **kwargs)
    except _JsException as err:
        text = str(err)
        if text.startswith("Error: "):
            text = text[len("Error: "):]
        for js, py in _PYTHON_NAMES:
            text = text.replace(js, py)
        raise ValueError(text) from None


def _js_values(x, what):
    """x (a Tensor, a list of numbers or a list of rows) as a JavaScript Tensor."""
    if isinstance(x, Tensor):
        return x._js
    if not isinstance(x, (list, tuple)):
        raise TypeError(f"{what} takes a Tensor, a list of numbers or a list of rows; it got a {type(x).__name__}")
    columns = None
    values = x
    if x and isinstance(x[0], (list, tuple)):
        columns = len(x[0])
        for r, row in enumerate(x):
            if not isinstance(row, (list, tuple)) or len(row) != columns:
                raise ValueError(f"{what}: every row must have {columns} numbers, like the first; row {r} does not")
        values = _chain.from_iterable(x)
    count = len(x) * columns if columns is not None else len(x)
    # struct.pack is the fastest way from Python numbers to float32 bytes in Pyodide.
    try:
        packed = _pack(f"{count}f", *values)
    except _StructError:
        raise TypeError(f"{what}: every value must be a number") from None
    except OverflowError:
        raise ValueError(f"{what}: a value is too large for a 32-bit float") from None
    data = _Float32Array.new(count)
    data.assign(memoryview(packed).cast("f"))
    if columns is None:
        return _call(_js.tensor, data)
    return _call(_js.tensor, data, columns)


def _js_mask(mask, what):
    """A mask (list of True/False or 1/0, or a list of rows) as a Float32Array, or None."""
    if mask is None:
        return None
    return _js_values(mask, what).data


class Tensor:
    """Numbers in rows: shape is (n,) for one row of numbers or (rows, columns)."""

    def __init__(self, js):
        self._js = js

    @property
    def shape(self):
        return tuple(self._js.shape)

    def tolist(self):
        """The values as plain lists: a list of numbers, or a list of rows."""
        values = self._js.data.to_py().tolist()
        shape = self.shape
        if len(shape) == 1:
            return values
        columns = shape[1]
        return [values[r * columns:(r + 1) * columns] for r in range(shape[0])]

    def __repr__(self):
        return f"Tensor(shape={self.shape})"


class Loss:
    """A loss: value (a float), grad (a Tensor); backward() sends grad back through the model."""

    def __init__(self, js):
        self._js = js
        self.value = js.value
        self.grad = Tensor(js.grad)

    def backward(self):
        """Adds every weight's gradient (call model.zero_grad() first, opt.step() after)."""
        _call(self._js.backward)


class Model:
    """Layers applied in order (made by nn.sequential)."""

    def __init__(self, js):
        self._js = js

    def forward(self, x):
        """The outputs for x (a list of rows, one row, or a Tensor): a Tensor (rows, outputs)."""
        return Tensor(_call(self._js.forward, _js_values(x, "model.forward()")))

    __call__ = forward

    def zero_grad(self):
        """Sets every gradient to 0 (before each batch's loss.backward())."""
        self._js.zeroGrad()

    inputs = property(lambda self: self._js.inputs, doc="numbers per sample going in")
    outputs = property(lambda self: self._js.outputs, doc="numbers per sample coming out")
    num_parameters = property(lambda self: self._js.numParameters, doc="weights and biases")

    def save(self):
        """The weights as plain data (return it from your save())."""
        return _loads(_JSON.stringify(_call(self._js.save)))

    def load(self, data):
        """Puts back weights from save() (of a model with the same layers)."""
        try:
            text = _dumps(data)
        except (TypeError, ValueError):
            raise ValueError("load() takes what model.save() returned") from None
        _call(self._js.load, _JSON.parse(text))


class Adam:
    """The Adam optimiser of one model (made by nn.adam)."""

    def __init__(self, js):
        self._js = js

    def step(self):
        """Moves every weight against its gradient (after loss.backward())."""
        self._js.step()

    @property
    def learning_rate(self):
        return self._js.learningRate

    @learning_rate.setter
    def learning_rate(self, value):
        _call(setattr, self._js, "learningRate", value)

    steps = property(lambda self: self._js.steps, doc="steps taken")


def tensor(values):
    """A Tensor from a list of numbers or a list of rows."""
    return Tensor(_js_values(values, "nn.tensor()"))


def dense(inputs, outputs):
    """A fully connected layer from inputs to outputs numbers per sample."""
    return {"dense": [inputs, outputs]}


def relu():
    """max(0, x)."""
    return "relu"


def tanh():
    """tanh(x)."""
    return "tanh"


def sequential(layers, seed=0):
    """A model of layers (nn.dense, nn.relu, nn.tanh), its weights drawn from seed."""
    try:
        text = _dumps(layers)
    except (TypeError, ValueError):
        raise ValueError("nn.sequential() takes a list of layers such as [nn.dense(9, 32), nn.relu(), nn.dense(32, 9)]") from None
    return Model(_call(_js.sequential, text, seed=seed))


def adam(model, learning_rate=0.001, weight_decay=0.0):
    """Adam for model, with learning_rate and (L2) weight_decay."""
    if not isinstance(model, Model):
        raise TypeError("nn.adam(model, learning_rate=...) takes a model made by nn.sequential()")
    return Adam(_call(_js.adam, model._js, learningRate=learning_rate, weightDecay=weight_decay))


def mse(prediction, target):
    """Mean-squared error between a prediction and a target with as many numbers."""
    return Loss(_call(_js.mse, _js_values(prediction, "nn.mse()"), _js_values(target, "nn.mse()")))


def softmax_cross_entropy(logits, target, mask=None):
    """Cross-entropy of the softmax of logits against target: probabilities of the same shape,
    or one class number per row. mask (optional): True/1 for allowed outputs."""
    what = "nn.softmax_cross_entropy()"
    return Loss(_call(_js.softmaxCrossEntropy, _js_values(logits, what), _js_values(target, what), _js_mask(mask, what)))


def softmax(logits, mask=None):
    """The softmax of each row (probabilities summing to 1); masked-out outputs get 0."""
    what = "nn.softmax()"
    return Tensor(_call(_js.softmax, _js_values(logits, what), _js_mask(mask, what)))


def argmax(values, mask=None):
    """The index of the largest value of each row (a number for one row); masked-out ones skipped."""
    what = "nn.argmax()"
    best = _call(_js.argmax, _js_values(values, what), _js_mask(mask, what))
    return best if isinstance(best, int) else list(best)
`;

// Makes `nn` importable: a module object holding PYTHON_NN's names, put in sys.modules.
const INSTALL = String.raw`
def _install_nn(source, js):
    sys, types = __import__("sys"), __import__("types")
    module = types.ModuleType("nn")
    module.__dict__["_js"] = js
    exec(compile(source, "nn.py", "exec"), module.__dict__)
    sys.modules["nn"] = module
_install_nn
`;

/**
 * Makes `import nn` work in Pyodide `py`, wrapping the JavaScript `nn` object `nnJs`
 * (makeStudentNn's).
 */
export function installPythonNn(py, nnJs) {
  const install = py.runPython(INSTALL);
  try {
    install(PYTHON_NN, nnJs);
  } finally {
    install.destroy();
  }
}
