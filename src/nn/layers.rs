//! The layers: [`Dense`], [`Conv2d`] (3x3 or 1x1, same padding), [`Relu`], [`Tanh`]; the
//! [`Layer`] and [`Parameters`] traits they share.

use super::gemm::sgemm;
use super::init::Init;
use super::tensor::{NnError, Tensor};
use crate::rng::Rng;

/// A learnable tensor and the gradient accumulated for it by `backward`.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// The current value.
    pub value: Tensor,
    /// The sum of gradients since the last [`Parameters::zero_grad`], same shape as `value`.
    pub grad: Tensor,
}

impl Param {
    /// A parameter holding `value`, with a zero gradient.
    pub fn new(value: Tensor) -> Self {
        let grad = Tensor::zeros(value.shape());
        Param { value, grad }
    }
}

/// Something with learnable parameters in a fixed order, each with a fixed name (a layer's own
/// are `weight` and `bias`; containers prefix them, e.g. `trunk.0.weight`).
pub trait Parameters {
    /// The parameters, in their fixed order, with their names (default: none, as activations
    /// have).
    fn params(&self) -> Vec<(String, &Param)> {
        Vec::new()
    }

    /// The parameters, mutably, in the same order (default: none).
    fn params_mut(&mut self) -> Vec<(String, &mut Param)> {
        Vec::new()
    }

    /// Names and values, in order: what a weights file saves.
    fn parameters(&self) -> Vec<(String, &Tensor)> {
        self.params()
            .into_iter()
            .map(|(name, p)| (name, &p.value))
            .collect()
    }

    /// How many learnable numbers.
    fn num_parameters(&self) -> usize {
        self.params().iter().map(|(_, p)| p.value.len()).sum()
    }

    /// Replaces every parameter's value with `values` (as [`Parameters::parameters`] lists
    /// them: same order, names and shapes). Nothing changes when they do not match.
    ///
    /// # Errors
    /// `Parameters` for a different count or name, `Shape` for a different shape.
    fn load_parameters(&mut self, values: &[(String, Tensor)]) -> Result<(), NnError> {
        let mut params = self.params_mut();
        if params.len() != values.len() {
            return Err(NnError::Parameters(format!(
                "the net has {} parameter tensors, {} were given",
                params.len(),
                values.len()
            )));
        }
        for ((name, p), (given, v)) in params.iter().zip(values) {
            if name != given {
                return Err(NnError::Parameters(format!(
                    "expected '{name}', found '{given}'"
                )));
            }
            if p.value.shape() != v.shape() {
                return Err(NnError::Shape {
                    what: format!("parameter '{name}'"),
                    expected: p.value.shape().to_vec(),
                    found: v.shape().to_vec(),
                });
            }
        }
        for ((_, p), (_, v)) in params.iter_mut().zip(values) {
            p.value.data_mut().copy_from_slice(v.data());
        }
        Ok(())
    }

    /// Sets every gradient to 0 (before a new batch's `backward`).
    fn zero_grad(&mut self) {
        for (_, p) in self.params_mut() {
            p.grad.fill_zero();
        }
    }
}

/// One step of a network: `forward` computes the output and keeps what `backward` needs;
/// `backward` takes the gradient of the loss with respect to that output, adds the parameters'
/// gradients into their [`Param::grad`], and returns the gradient with respect to the input.
///
/// The first dimension of every tensor is the batch. `backward` must follow a `forward` (it
/// uses that forward's input); a shape that does not fit the layer is a caller bug and panics
/// with a message naming the layer.
pub trait Layer: Parameters + Send {
    /// The output for input `x`; remembers `x` (or what it needs of it) for `backward`.
    fn forward(&mut self, x: &Tensor) -> Tensor;

    /// The gradient of the input, given `grad` of the output of the last `forward`.
    fn backward(&mut self, grad: &Tensor) -> Tensor;
}

/// Panics with a clear message when `t`'s shape is not `expected` (a caller bug).
fn expect_shape(layer: &str, t: &Tensor, expected: &[usize]) {
    assert!(
        t.shape() == expected,
        "{layer}: expected shape {expected:?}, found {:?}",
        t.shape()
    );
}

/// A fully connected layer: `y = x W^T + b`, `W` of shape `[outputs, inputs]`. An input
/// `[batch, ...]` is flattened to `[batch, inputs]`; the output is `[batch, outputs]`.
#[derive(Clone, Debug)]
pub struct Dense {
    weight: Param,
    bias: Param,
    input: Tensor,
}

impl Dense {
    /// A layer from `inputs` to `outputs` features, weights drawn by `init` from `rng`.
    pub fn new(inputs: usize, outputs: usize, init: Init, rng: &mut Rng) -> Self {
        let w = init.sample(inputs * outputs, inputs, outputs, rng);
        Dense {
            weight: Param::new(Tensor::from_vec(&[outputs, inputs], w).unwrap_or_default()),
            bias: Param::new(Tensor::zeros(&[outputs])),
            input: Tensor::default(),
        }
    }

    fn sizes(&self) -> (usize, usize) {
        (self.weight.value.shape()[1], self.weight.value.shape()[0])
    }
}

impl Parameters for Dense {
    fn params(&self) -> Vec<(String, &Param)> {
        vec![("weight".into(), &self.weight), ("bias".into(), &self.bias)]
    }

    fn params_mut(&mut self) -> Vec<(String, &mut Param)> {
        vec![
            ("weight".into(), &mut self.weight),
            ("bias".into(), &mut self.bias),
        ]
    }
}

impl Layer for Dense {
    fn forward(&mut self, x: &Tensor) -> Tensor {
        let (inputs, outputs) = self.sizes();
        let n = x.batch();
        assert!(
            x.sample_len() == inputs,
            "Dense: expected {inputs} features per sample, found {:?}",
            x.shape()
        );
        self.input = x.clone();
        let mut y = Tensor::zeros(&[n, outputs]);
        for row in y.data_mut().chunks_exact_mut(outputs) {
            row.copy_from_slice(self.bias.value.data());
        }
        sgemm(
            n,
            inputs,
            outputs,
            1.0,
            x.data(),
            false,
            self.weight.value.data(),
            true,
            1.0,
            y.data_mut(),
        );
        y
    }

    fn backward(&mut self, grad: &Tensor) -> Tensor {
        let (inputs, outputs) = self.sizes();
        let n = self.input.batch();
        expect_shape("Dense backward", grad, &[n, outputs]);
        // dW += grad^T x
        sgemm(
            outputs,
            n,
            inputs,
            1.0,
            grad.data(),
            true,
            self.input.data(),
            false,
            1.0,
            self.weight.grad.data_mut(),
        );
        let db = self.bias.grad.data_mut();
        for row in grad.data().chunks_exact(outputs) {
            for (d, g) in db.iter_mut().zip(row) {
                *d += g;
            }
        }
        // dx = grad W
        let mut dx = Tensor::zeros(self.input.shape());
        sgemm(
            n,
            outputs,
            inputs,
            1.0,
            grad.data(),
            false,
            self.weight.value.data(),
            false,
            0.0,
            dx.data_mut(),
        );
        dx
    }
}

/// A 2-D convolution with a square odd kernel (3x3 or 1x1), stride 1 and "same" zero padding:
/// `[batch, in_channels, height, width]` to `[batch, out_channels, height, width]`. Weights are
/// `[out_channels, in_channels, k, k]`. Computed as im2col and one matrix product per group of
/// samples.
#[derive(Clone, Debug)]
pub struct Conv2d {
    weight: Param,
    bias: Param,
    kernel: usize,
    input: Tensor,
    /// The columns of the last forward, one block `[in_channels * k * k, group * height *
    /// width]` per group of samples, kept for backward when they fit in [`KEPT_COLUMNS`]
    /// values; else one group's, unfolded again in backward.
    cols: Vec<f32>,
    /// Whether `cols` holds every group of the last forward.
    cols_kept: bool,
    /// Scratch: a group's outputs, or output and column gradients.
    dcols: Vec<f32>,
}

impl Conv2d {
    /// A convolution from `in_channels` to `out_channels` with a `kernel` x `kernel` window
    /// (`kernel` odd: 1 or 3), weights drawn by `init` from `rng`.
    ///
    /// # Panics
    /// When `kernel` is even (a caller bug).
    pub fn new(
        in_channels: usize,
        out_channels: usize,
        kernel: usize,
        init: Init,
        rng: &mut Rng,
    ) -> Self {
        assert!(kernel % 2 == 1, "Conv2d: the kernel size must be odd");
        let fan_in = in_channels * kernel * kernel;
        let fan_out = out_channels * kernel * kernel;
        let w = init.sample(out_channels * fan_in, fan_in, fan_out, rng);
        let shape = [out_channels, in_channels, kernel, kernel];
        Conv2d {
            weight: Param::new(Tensor::from_vec(&shape, w).unwrap_or_default()),
            bias: Param::new(Tensor::zeros(&[out_channels])),
            kernel,
            input: Tensor::default(),
            cols: Vec::new(),
            cols_kept: false,
            dcols: Vec::new(),
        }
    }

    /// A 3x3 convolution (the trunk's layer).
    pub fn new3x3(in_channels: usize, out_channels: usize, init: Init, rng: &mut Rng) -> Self {
        Conv2d::new(in_channels, out_channels, 3, init, rng)
    }

    /// `(in_channels, out_channels)`.
    fn channels(&self) -> (usize, usize) {
        (self.weight.value.shape()[1], self.weight.value.shape()[0])
    }

    /// The input's `(batch, height, width)`, checking its channels.
    fn dims(&self, x: &Tensor) -> (usize, usize, usize) {
        let (cin, _) = self.channels();
        let s = x.shape();
        assert!(
            s.len() == 4 && s[1] == cin,
            "Conv2d: expected [batch, {cin}, height, width], found {s:?}"
        );
        (s[0], s[2], s[3])
    }
}

/// The shape of one sample: channels, height, width, kernel size.
#[derive(Clone, Copy)]
struct Dims {
    c: usize,
    h: usize,
    w: usize,
    k: usize,
}

/// The output columns `lo..hi` whose source column `x + kx - pad` lies inside `0..w` (empty
/// when none does).
fn valid_span(w: usize, kx: usize, pad: usize) -> (usize, usize) {
    let lo = pad.saturating_sub(kx).min(w);
    let hi = (w + pad).saturating_sub(kx).min(w).max(lo);
    (lo, hi)
}

/// Unfolds one sample `x` (`[c, h, w]`) into columns `[c * k * k, h * w]` (zero outside the
/// board) written into `cols` with rows `stride` apart, starting at column `offset`.
fn im2col(x: &[f32], d: Dims, cols: &mut [f32], stride: usize, offset: usize) {
    let Dims { c, h, w, k } = d;
    let pad = k / 2;
    let hw = h * w;
    for ch in 0..c {
        let plane = &x[ch * hw..(ch + 1) * hw];
        for ky in 0..k {
            for kx in 0..k {
                let row = &mut cols[((ch * k + ky) * k + kx) * stride + offset..][..hw];
                for y in 0..h {
                    let sy = y as isize + ky as isize - pad as isize;
                    let out = &mut row[y * w..(y + 1) * w];
                    if sy < 0 || sy >= h as isize {
                        out.iter_mut().for_each(|v| *v = 0.0);
                        continue;
                    }
                    let src = &plane[sy as usize * w..(sy as usize + 1) * w];
                    // Output x reads source x + kx - pad: copy the part inside the board.
                    let (lo, hi) = valid_span(w, kx, pad);
                    out[..lo].iter_mut().for_each(|v| *v = 0.0);
                    out[hi..].iter_mut().for_each(|v| *v = 0.0);
                    out[lo..hi].copy_from_slice(&src[lo + kx - pad..hi + kx - pad]);
                }
            }
        }
    }
}

/// Adds one sample's columns (laid out as [`im2col`] writes them) back onto its gradient `dx`.
fn col2im(cols: &[f32], d: Dims, stride: usize, offset: usize, dx: &mut [f32]) {
    let Dims { c, h, w, k } = d;
    let pad = k / 2;
    let hw = h * w;
    for ch in 0..c {
        let plane = &mut dx[ch * hw..(ch + 1) * hw];
        for ky in 0..k {
            for kx in 0..k {
                let row = &cols[((ch * k + ky) * k + kx) * stride + offset..][..hw];
                for y in 0..h {
                    let sy = y as isize + ky as isize - pad as isize;
                    if sy < 0 || sy >= h as isize {
                        continue;
                    }
                    let dst = &mut plane[sy as usize * w..(sy as usize + 1) * w];
                    let (lo, hi) = valid_span(w, kx, pad);
                    let src = &row[y * w + lo..y * w + hi];
                    for (d, &g) in dst[lo + kx - pad..hi + kx - pad].iter_mut().zip(src) {
                        *d += g;
                    }
                }
            }
        }
    }
}

impl Parameters for Conv2d {
    fn params(&self) -> Vec<(String, &Param)> {
        vec![("weight".into(), &self.weight), ("bias".into(), &self.bias)]
    }

    fn params_mut(&mut self) -> Vec<(String, &mut Param)> {
        vec![
            ("weight".into(), &mut self.weight),
            ("bias".into(), &mut self.bias),
        ]
    }
}

/// Samples convolved by one matrix product: enough for about [`GROUP_COLUMNS`] columns, so
/// small boards still give the product a wide matrix.
fn group_size(hw: usize, batch: usize) -> usize {
    (GROUP_COLUMNS / hw.max(1)).clamp(1, batch.max(1))
}

/// Target width (board cells times samples) of one convolution product.
const GROUP_COLUMNS: usize = 512;

/// The most column values a convolution keeps from forward for backward (16 MB of f32; seed
/// 004's largest layer on 8x8 in a batch of 64 needs 2.4 million). Larger batches or boards
/// unfold again in backward instead of growing the memory for good (wasm memory never shrinks).
const KEPT_COLUMNS: usize = 4 << 20;

impl Layer for Conv2d {
    /// Per group of samples: im2col side by side, one product `W cols`, then bias.
    fn forward(&mut self, x: &Tensor) -> Tensor {
        let (n, h, w) = self.dims(x);
        let (cin, cout) = self.channels();
        let d = Dims {
            c: cin,
            h,
            w,
            k: self.kernel,
        };
        let (hw, kk) = (h * w, cin * self.kernel * self.kernel);
        let group = group_size(hw, n);
        self.input = x.clone();
        let block = kk * group * hw;
        self.cols_kept = kk * n * hw <= KEPT_COLUMNS;
        self.cols
            .resize(if self.cols_kept { kk * n * hw } else { block }, 0.0);
        self.dcols.resize(cout * group * hw, 0.0);
        let mut y = Tensor::zeros(&[n, cout, h, w]);
        for (gi, (xs, ys)) in x
            .data()
            .chunks(group * cin * hw)
            .zip(y.data_mut().chunks_mut(group * cout * hw))
            .enumerate()
        {
            let g = xs.len() / (cin * hw);
            let width = g * hw;
            let cols = &mut self.cols[if self.cols_kept { gi * block } else { 0 }..][..kk * width];
            for (i, sample) in xs.chunks_exact(cin * hw).enumerate() {
                im2col(sample, d, cols, width, i * hw);
            }
            // out[cout, g * hw] = W[cout, kk] cols[kk, g * hw]
            let out = &mut self.dcols[..cout * width];
            sgemm(
                cout,
                kk,
                width,
                1.0,
                self.weight.value.data(),
                false,
                cols,
                false,
                0.0,
                out,
            );
            for (i, sample) in ys.chunks_exact_mut(cout * hw).enumerate() {
                for (o, (plane, &b)) in sample
                    .chunks_exact_mut(hw)
                    .zip(self.bias.value.data())
                    .enumerate()
                {
                    let src = &out[o * width + i * hw..][..hw];
                    for (v, &s) in plane.iter_mut().zip(src) {
                        *v = s + b;
                    }
                }
            }
        }
        y
    }

    /// Per group of samples: `dW += grad cols^T`, `dcols = W^T grad`, then col2im.
    fn backward(&mut self, grad: &Tensor) -> Tensor {
        let input = std::mem::take(&mut self.input);
        let (n, h, w) = self.dims(&input);
        let (cin, cout) = self.channels();
        expect_shape("Conv2d backward", grad, &[n, cout, h, w]);
        let d = Dims {
            c: cin,
            h,
            w,
            k: self.kernel,
        };
        let (hw, kk) = (h * w, cin * self.kernel * self.kernel);
        let group = group_size(hw, n);
        let block = kk * group * hw;
        // Kept from forward only if forward saw this batch's shape (else unfold again).
        let kept = self.cols_kept && self.cols.len() == kk * n * hw;
        if !kept {
            self.cols.resize(block, 0.0);
        }
        // dcols holds the group's output gradient [cout, g * hw] and then its column gradient.
        self.dcols.resize((cout + kk) * group * hw, 0.0);
        let mut dx = Tensor::zeros(input.shape());
        for (gi, ((xs, gs), dxs)) in input
            .data()
            .chunks(group * cin * hw)
            .zip(grad.data().chunks(group * cout * hw))
            .zip(dx.data_mut().chunks_mut(group * cin * hw))
            .enumerate()
        {
            let g = xs.len() / (cin * hw);
            let width = g * hw;
            let (gout, gcols) = self.dcols.split_at_mut(cout * group * hw);
            let gout = &mut gout[..cout * width];
            for (i, sample) in gs.chunks_exact(cout * hw).enumerate() {
                for (o, (plane, db)) in sample
                    .chunks_exact(hw)
                    .zip(self.bias.grad.data_mut())
                    .enumerate()
                {
                    gout[o * width + i * hw..][..hw].copy_from_slice(plane);
                    *db += plane.iter().sum::<f32>();
                }
            }
            let cols = &mut self.cols[if kept { gi * block } else { 0 }..][..kk * width];
            if !kept {
                for (i, sample) in xs.chunks_exact(cin * hw).enumerate() {
                    im2col(sample, d, cols, width, i * hw);
                }
            }
            sgemm(
                cout,
                width,
                kk,
                1.0,
                gout,
                false,
                cols,
                true,
                1.0,
                self.weight.grad.data_mut(),
            );
            let gcols = &mut gcols[..kk * width];
            sgemm(
                kk,
                cout,
                width,
                1.0,
                self.weight.value.data(),
                true,
                gout,
                false,
                0.0,
                gcols,
            );
            for (i, sample) in dxs.chunks_exact_mut(cin * hw).enumerate() {
                col2im(gcols, d, width, i * hw, sample);
            }
        }
        self.input = input;
        dx
    }
}

/// `max(0, x)`, elementwise.
#[derive(Clone, Debug, Default)]
pub struct Relu {
    output: Tensor,
}

impl Relu {
    /// A ReLU.
    pub fn new() -> Self {
        Relu::default()
    }
}

/// No parameters.
impl Parameters for Relu {}

impl Layer for Relu {
    fn forward(&mut self, x: &Tensor) -> Tensor {
        elementwise_forward(x, &mut self.output, |v| v.max(0.0))
    }

    fn backward(&mut self, grad: &Tensor) -> Tensor {
        elementwise_backward("Relu backward", grad, &self.output, |d, y| {
            if y <= 0.0 {
                0.0
            } else {
                d
            }
        })
    }
}

/// `tanh(x)`, elementwise.
#[derive(Clone, Debug, Default)]
pub struct Tanh {
    output: Tensor,
}

impl Tanh {
    /// A tanh.
    pub fn new() -> Self {
        Tanh::default()
    }
}

/// No parameters.
impl Parameters for Tanh {}

impl Layer for Tanh {
    fn forward(&mut self, x: &Tensor) -> Tensor {
        elementwise_forward(x, &mut self.output, f32::tanh)
    }

    fn backward(&mut self, grad: &Tensor) -> Tensor {
        elementwise_backward("Tanh backward", grad, &self.output, |d, y| {
            d * (1.0 - y * y)
        })
    }
}

/// An elementwise activation's forward pass: `f` of each value, kept in `output` for the
/// backward pass.
fn elementwise_forward(x: &Tensor, output: &mut Tensor, f: impl Fn(f32) -> f32) -> Tensor {
    let mut y = x.clone();
    y.data_mut().iter_mut().for_each(|v| *v = f(*v));
    *output = y.clone();
    y
}

/// An elementwise activation's backward pass: each gradient `d` becomes `chain(d, y)`, where `y`
/// is the forward pass's output at that place.
fn elementwise_backward(
    what: &str,
    grad: &Tensor,
    output: &Tensor,
    chain: impl Fn(f32, f32) -> f32,
) -> Tensor {
    expect_shape(what, grad, output.shape());
    let mut dx = grad.clone();
    for (d, &y) in dx.data_mut().iter_mut().zip(output.data()) {
        *d = chain(*d, y);
    }
    dx
}
