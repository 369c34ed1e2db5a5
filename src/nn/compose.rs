//! Putting layers together: [`Sequential`] chains, [`Residual`] adds a skip connection, and
//! [`PolicyValueNet`] is a trunk shared by a policy head and a value head (seed 004's net).

use super::init::Init;
use super::layers::{Conv2d, Dense, Layer, Param, Parameters, Relu, Tanh};
use super::loss::{mse, softmax_cross_entropy};
use super::tensor::{NnError, Tensor};
use crate::rng::Rng;

/// Layers applied one after another. Parameter names are prefixed with the layer's index
/// (`0.weight`, `0.bias`, `2.weight`, ...).
#[derive(Default)]
pub struct Sequential {
    layers: Vec<Box<dyn Layer>>,
}

impl Sequential {
    /// An empty chain (the identity).
    pub fn new() -> Self {
        Sequential::default()
    }

    /// The chain with `layer` appended.
    pub fn with(mut self, layer: impl Layer + 'static) -> Self {
        self.push(layer);
        self
    }

    /// Appends `layer`.
    pub fn push(&mut self, layer: impl Layer + 'static) {
        self.layers.push(Box::new(layer));
    }

    /// How many layers.
    pub fn len(&self) -> usize {
        self.layers.len()
    }

    /// Whether there are no layers.
    pub fn is_empty(&self) -> bool {
        self.layers.is_empty()
    }
}

/// Prefixes each name with `prefix.`.
fn prefixed<T>(prefix: &str, items: Vec<(String, T)>) -> Vec<(String, T)> {
    items
        .into_iter()
        .map(|(name, p)| (format!("{prefix}.{name}"), p))
        .collect()
}

impl Parameters for Sequential {
    fn params(&self) -> Vec<(String, &Param)> {
        let mut out = Vec::new();
        for (i, layer) in self.layers.iter().enumerate() {
            out.extend(prefixed(&i.to_string(), layer.params()));
        }
        out
    }

    fn params_mut(&mut self) -> Vec<(String, &mut Param)> {
        let mut out = Vec::new();
        for (i, layer) in self.layers.iter_mut().enumerate() {
            out.extend(prefixed(&i.to_string(), layer.params_mut()));
        }
        out
    }
}

impl Layer for Sequential {
    fn forward(&mut self, x: &Tensor) -> Tensor {
        let mut h = x.clone();
        for layer in &mut self.layers {
            h = layer.forward(&h);
        }
        h
    }

    fn backward(&mut self, grad: &Tensor) -> Tensor {
        let mut g = grad.clone();
        for layer in self.layers.iter_mut().rev() {
            g = layer.backward(&g);
        }
        g
    }
}

/// `y = x + inner(x)` (the inner chain must keep the shape); parameter names are the inner
/// chain's.
pub struct Residual {
    inner: Sequential,
}

impl Residual {
    /// A skip connection around `inner`.
    pub fn new(inner: Sequential) -> Self {
        Residual { inner }
    }
}

impl Parameters for Residual {
    fn params(&self) -> Vec<(String, &Param)> {
        self.inner.params()
    }

    fn params_mut(&mut self) -> Vec<(String, &mut Param)> {
        self.inner.params_mut()
    }
}

impl Layer for Residual {
    fn forward(&mut self, x: &Tensor) -> Tensor {
        let mut y = self.inner.forward(x);
        assert!(
            y.shape() == x.shape(),
            "Residual: the inner chain changed the shape {:?} to {:?}",
            x.shape(),
            y.shape()
        );
        for (a, b) in y.data_mut().iter_mut().zip(x.data()) {
            *a += b;
        }
        y
    }

    fn backward(&mut self, grad: &Tensor) -> Tensor {
        let mut g = self.inner.backward(grad);
        for (a, b) in g.data_mut().iter_mut().zip(grad.data()) {
            *a += b;
        }
        g
    }
}

/// A net with two outputs from one trunk: policy logits `[batch, actions]` and a value
/// `[batch, 1]`. Parameter names are `trunk.*`, `policy.*`, `value.*`, in that order.
pub struct PolicyValueNet {
    /// The shared body.
    pub trunk: Sequential,
    /// From the trunk's output to one logit per action.
    pub policy: Sequential,
    /// From the trunk's output to one value in -1..1 (end it with [`Tanh`]).
    pub value: Sequential,
}

/// The losses of one training batch (each averaged over the batch).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PolicyValueLoss {
    /// Cross-entropy between the target probabilities and the policy.
    pub policy: f32,
    /// Mean-squared error between the target values and the value head.
    pub value: f32,
}

impl PolicyValueLoss {
    /// `policy + value`, the loss that is minimised.
    pub fn total(&self) -> f32 {
        self.policy + self.value
    }
}

impl PolicyValueNet {
    /// A net from its three parts.
    pub fn new(trunk: Sequential, policy: Sequential, value: Sequential) -> Self {
        PolicyValueNet {
            trunk,
            policy,
            value,
        }
    }

    /// Seed 004's architecture for `planes` input planes on a `height` x `width` board: a trunk
    /// of 3x3 convolutions with `channels[i]` outputs each followed by ReLU; a policy head of a
    /// 1x1 convolution to 4 planes, ReLU and a dense layer to `height * width` logits; a value
    /// head of a 1x1 convolution to 2 planes, ReLU, dense to `hidden`, ReLU, dense to 1, tanh.
    /// (Seed 004: `channels = [32, 64, 128]`, `hidden = 64`.) Weights are fixed by `seed`.
    pub fn conv(
        planes: usize,
        height: usize,
        width: usize,
        channels: &[usize],
        hidden: usize,
        seed: u64,
    ) -> Self {
        let mut rng = Rng::new(seed);
        let cells = height * width;
        let mut trunk = Sequential::new();
        let mut c = planes;
        for &out in channels {
            trunk.push(Conv2d::new3x3(c, out, Init::He, &mut rng));
            trunk.push(Relu::new());
            c = out;
        }
        let policy = Sequential::new()
            .with(Conv2d::new(c, 4, 1, Init::He, &mut rng))
            .with(Relu::new())
            .with(Dense::new(4 * cells, cells, Init::Xavier, &mut rng));
        let value = Sequential::new()
            .with(Conv2d::new(c, 2, 1, Init::He, &mut rng))
            .with(Relu::new())
            .with(Dense::new(2 * cells, hidden, Init::He, &mut rng))
            .with(Relu::new())
            .with(Dense::new(hidden, 1, Init::Xavier, &mut rng))
            .with(Tanh::new());
        PolicyValueNet::new(trunk, policy, value)
    }

    /// Policy logits `[batch, actions]` and values `[batch, 1]` for input `x`; remembers what
    /// `backward` needs.
    pub fn forward(&mut self, x: &Tensor) -> (Tensor, Tensor) {
        let h = self.trunk.forward(x);
        (self.policy.forward(&h), self.value.forward(&h))
    }

    /// Adds the parameters' gradients given the gradients of both outputs of the last
    /// `forward`; returns the input's gradient.
    pub fn backward(&mut self, d_logits: &Tensor, d_value: &Tensor) -> Tensor {
        let mut g = self.policy.backward(d_logits);
        let gv = self.value.backward(d_value);
        for (a, b) in g.data_mut().iter_mut().zip(gv.data()) {
            *a += b;
        }
        self.trunk.backward(&g)
    }

    /// One batch's losses and gradients (seed 004's loss: policy cross-entropy plus value MSE;
    /// L2 is the optimiser's weight decay): zeroes the gradients, runs forward and backward.
    /// `target_probs` is `[batch, actions]`, `target_values` `[batch, 1]`; `mask` (one flag per
    /// action and sample) limits the policy to legal moves. Follow with `Adam::step`.
    ///
    /// # Errors
    /// `Shape` when the targets or the mask do not match the net's outputs.
    pub fn compute_gradients(
        &mut self,
        x: &Tensor,
        target_probs: &Tensor,
        target_values: &Tensor,
        mask: Option<&[bool]>,
    ) -> Result<PolicyValueLoss, NnError> {
        self.zero_grad();
        let (logits, value) = self.forward(x);
        let (policy_loss, d_logits) = softmax_cross_entropy(&logits, target_probs, mask)?;
        let (value_loss, d_value) = mse(&value, target_values)?;
        self.backward(&d_logits, &d_value);
        Ok(PolicyValueLoss {
            policy: policy_loss,
            value: value_loss,
        })
    }
}

impl Parameters for PolicyValueNet {
    fn params(&self) -> Vec<(String, &Param)> {
        let mut out = prefixed("trunk", self.trunk.params());
        out.extend(prefixed("policy", self.policy.params()));
        out.extend(prefixed("value", self.value.params()));
        out
    }

    fn params_mut(&mut self) -> Vec<(String, &mut Param)> {
        let mut out = prefixed("trunk", self.trunk.params_mut());
        out.extend(prefixed("policy", self.policy.params_mut()));
        out.extend(prefixed("value", self.value.params_mut()));
        out
    }
}
