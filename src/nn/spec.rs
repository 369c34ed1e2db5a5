//! A model described as plain data, as student code writes it: a list of layers such as
//! `[{"dense": [9, 32]}, "relu", {"dense": [32, 9]}]`. [`parse_layers`] checks such a list
//! (known layer names, whole sizes in range, each dense layer taking what the one before gives)
//! and [`build`] turns it into a seeded [`Sequential`].

use super::compose::Sequential;
use super::init::Init;
use super::layers::{Dense, Relu, Tanh};
use super::tensor::NnError;
use crate::rng::Rng;
use serde_json::{json, Value};

/// The widest dense layer a student model may have (inputs or outputs).
pub const MAX_FEATURES: usize = 4096;

/// The most layers a student model may have.
pub const MAX_LAYERS: usize = 64;

/// The most learnable numbers a student model may have (4 million: 16 MB of weights, as much
/// again for gradients and twice that for Adam's moments).
pub const MAX_PARAMETERS: usize = 4_000_000;

/// One layer of a student model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LayerSpec {
    /// A fully connected layer from `inputs` to `outputs` features.
    Dense {
        /// Features in.
        inputs: usize,
        /// Features out.
        outputs: usize,
    },
    /// `max(0, x)`.
    Relu,
    /// `tanh(x)`.
    Tanh,
}

impl LayerSpec {
    /// The layer as plain data: `{"dense": [inputs, outputs]}`, `"relu"` or `"tanh"`.
    pub fn to_json(self) -> Value {
        match self {
            LayerSpec::Dense { inputs, outputs } => json!({ "dense": [inputs, outputs] }),
            LayerSpec::Relu => json!("relu"),
            LayerSpec::Tanh => json!("tanh"),
        }
    }

    /// A short name for messages: `dense(9, 32)`, `relu`, `tanh`.
    pub fn describe(self) -> String {
        match self {
            LayerSpec::Dense { inputs, outputs } => format!("dense({inputs}, {outputs})"),
            LayerSpec::Relu => "relu".into(),
            LayerSpec::Tanh => "tanh".into(),
        }
    }
}

/// The whole model's layers in words, e.g. `[dense(9, 32), relu, dense(32, 9)]`.
pub fn describe_layers(layers: &[LayerSpec]) -> String {
    let names: Vec<String> = layers.iter().map(|l| l.describe()).collect();
    format!("[{}]", names.join(", "))
}

/// An `Invalid` error with `message`.
fn invalid(message: impl Into<String>) -> NnError {
    NnError::Invalid(message.into())
}

/// A JSON value in a few words for a message (`the text "x"`, `the number 2.5`, ...).
pub fn describe_value(value: &Value) -> String {
    let mut shown = value.to_string();
    if shown.len() > 40 {
        let cut = (0..=40)
            .rev()
            .find(|&i| shown.is_char_boundary(i))
            .unwrap_or(0);
        shown.truncate(cut);
        shown.push('…');
    }
    match value {
        Value::String(_) => format!("the text {shown}"),
        Value::Number(_) => format!("the number {shown}"),
        Value::Array(_) => format!("the list {shown}"),
        Value::Object(_) => format!("the object {shown}"),
        Value::Bool(_) | Value::Null => shown,
    }
}

/// A layer size: a whole number from 1 to [`MAX_FEATURES`].
fn size(value: &Value, index: usize) -> Result<usize, NnError> {
    match value.as_f64() {
        Some(n) if n.fract() == 0.0 && (1.0..=MAX_FEATURES as f64).contains(&n) => Ok(n as usize),
        _ => Err(invalid(format!(
            "layer {index}: a dense layer's sizes are whole numbers from 1 to {MAX_FEATURES}, \
             as in nn.dense(9, 32); it got {}",
            describe_value(value)
        ))),
    }
}

/// One layer from its plain-data form.
fn parse_layer(value: &Value, index: usize) -> Result<LayerSpec, NnError> {
    let unknown = || {
        invalid(format!(
            "layer {index} is {}: a layer is nn.dense(inputs, outputs), nn.relu() or nn.tanh()",
            describe_value(value)
        ))
    };
    match value {
        Value::String(name) => match name.as_str() {
            "relu" => Ok(LayerSpec::Relu),
            "tanh" => Ok(LayerSpec::Tanh),
            _ => Err(unknown()),
        },
        Value::Object(map) if map.len() == 1 => match map.get("dense") {
            Some(Value::Array(sizes)) if sizes.len() == 2 => Ok(LayerSpec::Dense {
                inputs: size(&sizes[0], index)?,
                outputs: size(&sizes[1], index)?,
            }),
            Some(_) => Err(invalid(format!(
                "layer {index}: a dense layer has two sizes, as in nn.dense(9, 32); it got {}",
                describe_value(value)
            ))),
            None => Err(unknown()),
        },
        _ => Err(unknown()),
    }
}

/// Checks a model's layer list: at least one dense layer, each dense layer taking as many
/// inputs as the dense layer before it gives, at most [`MAX_LAYERS`] layers and
/// [`MAX_PARAMETERS`] learnable numbers.
///
/// # Errors
/// `Invalid` with a sentence naming the layer and what to change.
pub fn check_layers(layers: &[LayerSpec]) -> Result<(), NnError> {
    if layers.len() > MAX_LAYERS {
        return Err(invalid(format!(
            "a model has at most {MAX_LAYERS} layers; this one has {}",
            layers.len()
        )));
    }
    let mut width: Option<(usize, usize)> = None; // (features, index of the layer giving them)
    let mut parameters = 0usize;
    for (i, layer) in layers.iter().enumerate() {
        if let LayerSpec::Dense { inputs, outputs } = *layer {
            if let Some((features, from)) = width {
                if features != inputs {
                    return Err(invalid(format!(
                        "layer {i} is dense({inputs}, {outputs}) but layer {from} gives {features} \
                         features: make it dense({features}, {outputs})"
                    )));
                }
            }
            width = Some((outputs, i));
            parameters += inputs * outputs + outputs;
        }
    }
    if width.is_none() {
        return Err(invalid(
            "a model needs at least one dense layer, e.g. nn.sequential([nn.dense(9, 32), nn.relu(), nn.dense(32, 9)])",
        ));
    }
    if parameters > MAX_PARAMETERS {
        return Err(invalid(format!(
            "this model has {parameters} weights; at most {MAX_PARAMETERS} fit: use smaller layers"
        )));
    }
    Ok(())
}

/// A model's layers from their plain-data form (a JSON list), checked by [`check_layers`].
///
/// # Errors
/// `Invalid` when `value` is not a list of known layers that fit together.
pub fn parse_layers(value: &Value) -> Result<Vec<LayerSpec>, NnError> {
    let Value::Array(items) = value else {
        return Err(invalid(format!(
            "a model is a list of layers, e.g. [nn.dense(9, 32), nn.relu(), nn.dense(32, 9)]; it got {}",
            describe_value(value)
        )));
    };
    let layers = items
        .iter()
        .enumerate()
        .map(|(i, v)| parse_layer(v, i))
        .collect::<Result<Vec<_>, _>>()?;
    check_layers(&layers)?;
    Ok(layers)
}

/// The layers as plain data (what [`parse_layers`] reads).
pub fn layers_to_json(layers: &[LayerSpec]) -> Value {
    Value::Array(layers.iter().map(|l| l.to_json()).collect())
}

/// The network for checked `layers`, its weights drawn from `seed`: He initialisation for a
/// dense layer followed by ReLU, Xavier for the others; biases start at 0.
pub fn build(layers: &[LayerSpec], seed: u64) -> Sequential {
    let mut rng = Rng::new(seed);
    let mut net = Sequential::new();
    for (i, layer) in layers.iter().enumerate() {
        match *layer {
            LayerSpec::Dense { inputs, outputs } => {
                let init = if layers.get(i + 1) == Some(&LayerSpec::Relu) {
                    Init::He
                } else {
                    Init::Xavier
                };
                net.push(Dense::new(inputs, outputs, init, &mut rng));
            }
            LayerSpec::Relu => net.push(Relu::new()),
            LayerSpec::Tanh => net.push(Tanh::new()),
        }
    }
    net
}

/// `(inputs, outputs)`: the features the first dense layer takes and the last one gives.
pub fn io_sizes(layers: &[LayerSpec]) -> (usize, usize) {
    let mut dense = layers.iter().filter_map(|l| match *l {
        LayerSpec::Dense { inputs, outputs } => Some((inputs, outputs)),
        _ => None,
    });
    let first = dense.next().unwrap_or((0, 0));
    let last = dense.next_back().unwrap_or(first);
    (first.0, last.1)
}

/// The widest layer (most features in or out), for bounding a batch's memory.
pub fn widest(layers: &[LayerSpec]) -> usize {
    layers
        .iter()
        .map(|l| match *l {
            LayerSpec::Dense { inputs, outputs } => inputs.max(outputs),
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}
