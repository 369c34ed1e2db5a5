// The Python `nn` module of student code (`import nn` in the sandbox's Pyodide): the same library
// as JavaScript's `nn` (student_nn.js), snake_case, wrapping it. Numbers cross in one copy per
// tensor: a Python list of rows is packed into float32 bytes row by row (one struct.Struct per
// row width, made once: the fastest way in Pyodide, 1.7x `struct.pack` over the flattened
// rows) and copied into a Float32Array with `assign`, which becomes the JavaScript Tensor's own
// data (no second copy); results come back as a memoryview of the Float32Array. Engine refusals become
// ValueError with the same sentence (JS names in it written the Python way).
//
// (No line of PYTHON_NN starts with the word import: the single-file bundler reads those.)

/**
 * The module's Python source; `_js` (the JavaScript nn object) and `_tensor_of` (see
 * installPythonNn) are set before it runs.
 */
export const PYTHON_NN = String.raw`
"""nn: a small neural-network library (the playground's Rust nn, through JavaScript).

    model = nn.sequential([nn.dense(9, 32), nn.relu(), nn.dense(32, 9)], seed=1)
    opt = nn.adam(model, learning_rate=0.01)
    y = model.forward(x)          # x: a list of rows (lists of numbers), one row, or a Tensor
    loss = nn.mse(y, target)      # or nn.softmax_cross_entropy(logits, target, mask=None)
    model.zero_grad(); loss.backward(); opt.step()      # loss.value is a float
    y.tolist(); nn.softmax(y); nn.argmax(y); model.save(); model.load(data)
"""
from struct import Struct as _Struct, error as _StructError, pack as _pack
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


_ROW_TYPES = {list, tuple}
_ROW_PACKERS = {}


def _row_packer(columns):
    """The function packing one row of that many numbers as float32 bytes (made once per width)."""
    pack = _ROW_PACKERS.get(columns)
    if pack is None:
        pack = _ROW_PACKERS[columns] = _Struct(f"{columns}f").pack
    return pack


def _js_values(x, what):
    """x (a Tensor, a list of numbers or a list of rows) as a JavaScript Tensor."""
    if isinstance(x, Tensor):
        return x._js
    if not isinstance(x, (list, tuple)):
        raise TypeError(f"{what} takes a Tensor, a list of numbers or a list of rows; it got a {type(x).__name__}")
    rows = len(x)
    columns = None
    try:
        if x and isinstance(x[0], (list, tuple)):
            columns = len(x[0])
            # The usual case is checked at C speed; the loop names the first row that is wrong.
            if not set(map(type, x)) <= _ROW_TYPES or set(map(len, x)) != {columns}:
                for r, row in enumerate(x):
                    if not isinstance(row, (list, tuple)) or len(row) != columns:
                        raise ValueError(f"{what}: every row must have {columns} numbers, like the first; row {r} does not")
            pack = _row_packer(columns)
            packed = b"".join([pack(*row) for row in x])
        else:
            packed = _pack(f"{rows}f", *x)
    except _StructError:
        raise TypeError(f"{what}: every value must be a number") from None
    except OverflowError:
        raise ValueError(f"{what}: a value is too large for a 32-bit float") from None
    data = _Float32Array.new(len(packed) // 4)
    data.assign(memoryview(packed).cast("f"))
    return _tensor_of(data, rows, columns)


def _js_mask(mask, what):
    """A mask (list of True/False or 1/0, or a list of rows) as a Float32Array, or None."""
    if mask is None:
        return None
    return _js_values(mask, what).data


class Tensor:
    """Numbers in rows: shape is (n,) for one row of numbers or (rows, columns)."""

    def __init__(self, js):
        self._js = js
        self._shape = None

    @property
    def shape(self):
        if self._shape is None:
            self._shape = tuple(self._js.shape)
        return self._shape

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

    @property
    def grad(self):
        """The loss's gradient with respect to the prediction, a Tensor of the prediction's shape."""
        return Tensor(self._js.grad)

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
def _install_nn(source, js, tensor_of):
    sys, types = __import__("sys"), __import__("types")
    module = types.ModuleType("nn")
    module.__dict__["_js"] = js
    module.__dict__["_tensor_of"] = tensor_of
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
    // A Tensor around the Float32Array Python just filled: rows of columns numbers (or one row
    // of numbers when columns is None); the engine checks sizes when the tensor is used.
    const tensorOf = (data, rows, columns) => new nnJs.Tensor(data, columns == null ? [rows] : [rows, columns]);
    install(PYTHON_NN, nnJs, tensorOf);
  } finally {
    install.destroy();
  }
}
