//! The student library's checked layer over the network module: [`StudentModel`] (a
//! [`Sequential`] built from a [`LayerSpec`] list, whose `forward`/`backward` check every length
//! instead of panicking), the losses on flat `f32` slices, Adam's settings, and the save format
//! (plain JSON a student's `save()` can return). Every refusal is an [`NnError::Invalid`] whose
//! message says what to change. Nothing here knows any game or JavaScript.

use super::adam::Adam;
use super::compose::Sequential;
use super::layers::{Layer, Parameters};
use super::loss::{mse, softmax, softmax_cross_entropy};
use super::spec::{
    build, check_layers, describe_layers, describe_value, io_sizes, layers_to_json, parse_layers,
    widest, LayerSpec,
};
use super::tensor::{NnError, Tensor};
use serde_json::{json, Value};

/// The most numbers one batch may make a layer hold (batch times the widest layer): 16 million.
pub const MAX_BATCH_VALUES: usize = 1 << 24;

/// What a saved model's `format` field says.
pub const SAVE_FORMAT: &str = "playground-nn";

/// An `Invalid` error with `message`.
fn invalid(message: impl Into<String>) -> NnError {
    NnError::Invalid(message.into())
}

/// The index of the first value that is not a finite number, if any.
fn first_non_finite(values: &[f32]) -> Option<usize> {
    values.iter().position(|v| !v.is_finite())
}

/// A sequential model a student built from a layer list, with checked `forward`/`backward`.
pub struct StudentModel {
    layers: Vec<LayerSpec>,
    net: Sequential,
    inputs: usize,
    outputs: usize,
    /// The batch of the last `forward` (what `backward` expects), `None` before any.
    last_batch: Option<usize>,
}

impl StudentModel {
    /// A model of `layers` with weights drawn from `seed` (see [`build`]).
    ///
    /// # Errors
    /// `Invalid` when the layers do not fit together (see [`check_layers`]).
    pub fn new(layers: Vec<LayerSpec>, seed: u64) -> Result<Self, NnError> {
        check_layers(&layers)?;
        let net = build(&layers, seed);
        let (inputs, outputs) = io_sizes(&layers);
        Ok(StudentModel {
            layers,
            net,
            inputs,
            outputs,
            last_batch: None,
        })
    }

    /// A model from its layer list as JSON text (`[{"dense": [9, 32]}, "relu", ...]`).
    ///
    /// # Errors
    /// `Invalid` for text that is not such a list.
    pub fn from_json(text: &str, seed: u64) -> Result<Self, NnError> {
        let value: Value = serde_json::from_str(text)
            .map_err(|e| invalid(format!("the layer list is not valid JSON: {e}")))?;
        StudentModel::new(parse_layers(&value)?, seed)
    }

    /// The layers.
    pub fn layers(&self) -> &[LayerSpec] {
        &self.layers
    }

    /// Numbers per sample going in (the first dense layer's inputs).
    pub fn inputs(&self) -> usize {
        self.inputs
    }

    /// Numbers per sample coming out (the last dense layer's outputs).
    pub fn outputs(&self) -> usize {
        self.outputs
    }

    /// How many learnable numbers (weights and biases).
    pub fn num_parameters(&self) -> usize {
        self.net.num_parameters()
    }

    /// The outputs (`batch * outputs` numbers, row-major) for `batch` samples `x`
    /// (`batch * inputs` numbers, row-major); remembers what `backward` needs.
    ///
    /// # Errors
    /// `Invalid` when `x` does not hold `batch` samples of the right width, holds a value that
    /// is not a finite number, or the batch is too large.
    pub fn forward(&mut self, x: &[f32], batch: usize) -> Result<Vec<f32>, NnError> {
        let n = self.inputs;
        if batch == 0 {
            return Err(invalid(
                "forward() needs at least one sample (a list with one row per sample)",
            ));
        }
        if batch.saturating_mul(n) != x.len() {
            return Err(invalid(format!(
                "forward(): this model takes {n} numbers per sample; it got {} numbers for {batch} sample{}",
                x.len(),
                if batch == 1 { "" } else { "s" }
            )));
        }
        if batch.saturating_mul(widest(&self.layers)) > MAX_BATCH_VALUES {
            return Err(invalid(format!(
                "forward(): a batch of {batch} samples is too large for this model: split it"
            )));
        }
        if let Some(i) = first_non_finite(x) {
            let what = if x[i].is_nan() {
                "NaN"
            } else if x[i] > 0.0 {
                "Infinity"
            } else {
                "-Infinity"
            };
            return Err(invalid(format!(
                "forward(): sample {}, number {} is {what}: give finite numbers",
                i / n,
                i % n,
            )));
        }
        let input = Tensor::from_vec(&[batch, n], x.to_vec())?;
        let y = self.net.forward(&input);
        self.last_batch = Some(batch);
        Ok(y.into_data())
    }

    /// Adds the weights' gradients for `grad`, the gradient of the loss with respect to the
    /// last `forward`'s outputs (`batch * outputs` numbers, as a loss returns it).
    ///
    /// # Errors
    /// `Invalid` before any `forward`, for a gradient of another length, or one holding a value
    /// that is not a finite number.
    pub fn backward(&mut self, grad: &[f32]) -> Result<(), NnError> {
        let Some(batch) = self.last_batch else {
            return Err(invalid(
                "backward() needs a forward() first: it follows the last forward pass back",
            ));
        };
        let expected = batch * self.outputs;
        if grad.len() != expected {
            return Err(invalid(format!(
                "backward(): the last forward() gave {batch} x {} outputs, so the gradient has {expected} numbers; it got {}",
                self.outputs,
                grad.len()
            )));
        }
        if first_non_finite(grad).is_some() {
            return Err(invalid(
                "backward(): the gradient holds a value that is not a finite number (did the loss \
                 blow up? try a smaller learning rate)",
            ));
        }
        let g = Tensor::from_vec(&[batch, self.outputs], grad.to_vec())?;
        self.net.backward(&g);
        Ok(())
    }

    /// Sets every weight's gradient to 0 (before a new batch's `backward`).
    pub fn zero_grad(&mut self) {
        self.net.zero_grad();
    }

    /// Updates the weights from their gradients with `adam`.
    pub fn step(&mut self, adam: &mut Adam) {
        adam.step(&mut self.net);
    }

    /// The weights as plain data: `{"format": "playground-nn", "version": 1, "layers": [...],
    /// "params": [{"name": "0.weight", "shape": [32, 9], "values": [...]}, ...]}`. Each value is
    /// written as the shortest decimal that reads back as the same `f32`; a weight that is not
    /// finite is written as `null` (and refused by `load`).
    pub fn save(&self) -> Value {
        let params: Vec<Value> = self
            .net
            .parameters()
            .into_iter()
            .map(|(name, t)| {
                let values: Vec<Value> = t
                    .data()
                    .iter()
                    .map(|v| {
                        // f32's Display is the shortest text that reads back as the same f32.
                        v.to_string()
                            .parse::<f64>()
                            .ok()
                            .and_then(serde_json::Number::from_f64)
                            .map_or(Value::Null, Value::Number)
                    })
                    .collect();
                json!({ "name": name, "shape": t.shape(), "values": values })
            })
            .collect();
        json!({
            "format": SAVE_FORMAT,
            "version": 1,
            "layers": layers_to_json(&self.layers),
            "params": params,
        })
    }

    /// Replaces the weights with those of `data` (what `save` made, for a model of the same
    /// layers). Nothing changes when `data` is refused. Adam's moments are kept.
    ///
    /// # Errors
    /// `Invalid` for data that is not a save, is a save of other layers, or is damaged.
    pub fn load(&mut self, data: &Value) -> Result<(), NnError> {
        let not_a_save = || {
            invalid(format!(
                "load() takes what model.save() returned; it got {}",
                describe_value(data)
            ))
        };
        let Some(object) = data.as_object() else {
            return Err(not_a_save());
        };
        if object.get("format").and_then(Value::as_str) != Some(SAVE_FORMAT) {
            return Err(not_a_save());
        }
        let saved = object
            .get("layers")
            .map(parse_layers)
            .transpose()?
            .ok_or_else(not_a_save)?;
        if saved != self.layers {
            return Err(invalid(format!(
                "load(): this save is a model {}, but this model is {}: build the model with the same layers, then load",
                describe_layers(&saved),
                describe_layers(&self.layers)
            )));
        }
        let Some(params) = object.get("params").and_then(Value::as_array) else {
            return Err(not_a_save());
        };
        let mut values = Vec::with_capacity(params.len());
        for p in params {
            values.push(saved_param(p)?);
        }
        self.net.load_parameters(&values).map_err(|e| {
            invalid(format!(
                "load(): the saved weights do not fit this model ({e}); was the save edited?"
            ))
        })
    }
}

/// One saved parameter: its name and tensor.
fn saved_param(p: &Value) -> Result<(String, Tensor), NnError> {
    let damaged = |what: &str| invalid(format!("load(): the save is damaged ({what})"));
    let name = p
        .get("name")
        .and_then(Value::as_str)
        .ok_or_else(|| damaged("a parameter without a name"))?;
    let shape = p
        .get("shape")
        .and_then(Value::as_array)
        .and_then(|dims| {
            dims.iter()
                .map(|d| d.as_u64().and_then(|d| usize::try_from(d).ok()))
                .collect::<Option<Vec<usize>>>()
        })
        .ok_or_else(|| damaged(&format!("'{name}' has no shape")))?;
    let values = p
        .get("values")
        .and_then(Value::as_array)
        .ok_or_else(|| damaged(&format!("'{name}' has no values")))?;
    let data = values
        .iter()
        .map(|v| v.as_f64().map(|x| x as f32).filter(|x| x.is_finite()))
        .collect::<Option<Vec<f32>>>()
        .ok_or_else(|| {
            damaged(&format!(
                "'{name}' holds a value that is not a finite number"
            ))
        })?;
    let wrong_count = || {
        damaged(&format!(
            "'{name}' has {} values for its shape {shape:?}",
            values.len()
        ))
    };
    // The product is checked: a made-up shape must not overflow.
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d))
        .ok_or_else(wrong_count)?;
    if count != data.len() {
        return Err(wrong_count());
    }
    let t = Tensor::from_vec(&shape, data).map_err(|_| wrong_count())?;
    Ok((name.to_string(), t))
}

/// `len` values as rows of `columns` (`columns` must divide `len`): `[rows, columns]`.
fn as_rows(what: &str, values: &[f32], columns: usize) -> Result<Tensor, NnError> {
    if columns == 0 || values.is_empty() || !values.len().is_multiple_of(columns) {
        return Err(invalid(format!(
            "{what}: {} numbers do not make rows of {columns}",
            values.len()
        )));
    }
    Tensor::from_vec(&[values.len() / columns, columns], values.to_vec())
}

/// Checks that `target` has as many numbers as the prediction.
fn same_count(what: &str, pred: &[f32], target: &[f32]) -> Result<(), NnError> {
    if pred.len() == target.len() {
        Ok(())
    } else {
        Err(invalid(format!(
            "{what}: the prediction has {} numbers but the target has {}: give one target number per output",
            pred.len(),
            target.len()
        )))
    }
}

/// Mean-squared error between `pred` and `target` (the same number of values) and its
/// gradient with respect to `pred`.
///
/// # Errors
/// `Invalid` when the counts differ or there are no values.
pub fn student_mse(pred: &[f32], target: &[f32]) -> Result<(f32, Vec<f32>), NnError> {
    same_count("mse()", pred, target)?;
    if pred.is_empty() {
        return Err(invalid("mse(): the prediction is empty"));
    }
    let n = pred.len();
    let (loss, grad) = mse(
        &Tensor::from_vec(&[n], pred.to_vec())?,
        &Tensor::from_vec(&[n], target.to_vec())?,
    )?;
    Ok((loss, grad.into_data()))
}

/// Checks a legal-move mask: one flag per logit.
fn check_mask(what: &str, logits: &[f32], mask: Option<&[bool]>) -> Result<(), NnError> {
    match mask {
        Some(m) if m.len() != logits.len() => Err(invalid(format!(
            "{what}: the mask has {} flags but there are {} outputs: give one flag per output (true = allowed)",
            m.len(),
            logits.len()
        ))),
        _ => Ok(()),
    }
}

/// Softmax cross-entropy of `logits` (rows of `classes`) against target probabilities (the
/// same count), averaged over the rows, and its gradient with respect to the logits. With a
/// `mask` (one flag per logit, `true` = allowed) masked-out classes take no part.
///
/// # Errors
/// `Invalid` when the counts do not match.
pub fn student_softmax_cross_entropy(
    logits: &[f32],
    classes: usize,
    target: &[f32],
    mask: Option<&[bool]>,
) -> Result<(f32, Vec<f32>), NnError> {
    const WHAT: &str = "softmaxCrossEntropy()";
    same_count(WHAT, logits, target)?;
    check_mask(WHAT, logits, mask)?;
    let l = as_rows(WHAT, logits, classes)?;
    let t = as_rows(WHAT, target, classes)?;
    let (loss, grad) = softmax_cross_entropy(&l, &t, mask)?;
    Ok((loss, grad.into_data()))
}

/// The softmax of each row of `classes` logits; with a `mask` (one flag per logit) masked-out
/// entries get probability 0.
///
/// # Errors
/// `Invalid` when the counts do not match.
pub fn student_softmax(
    logits: &[f32],
    classes: usize,
    mask: Option<&[bool]>,
) -> Result<Vec<f32>, NnError> {
    check_mask("softmax()", logits, mask)?;
    let l = as_rows("softmax()", logits, classes)?;
    Ok(softmax(&l, mask)?.into_data())
}

/// Adam with a checked learning rate (a finite number above 0, at most 10) and weight decay (a
/// finite number from 0 to 1).
///
/// # Errors
/// `Invalid` naming the setting that is out of range.
pub fn student_adam(learning_rate: f64, weight_decay: f64) -> Result<Adam, NnError> {
    if !(learning_rate.is_finite() && learning_rate > 0.0 && learning_rate <= 10.0) {
        return Err(invalid(format!(
            "adam(): the learning rate is a number above 0 and at most 10 (e.g. 0.01); it got {learning_rate}"
        )));
    }
    if !(weight_decay.is_finite() && (0.0..=1.0).contains(&weight_decay)) {
        return Err(invalid(format!(
            "adam(): the weight decay is a number from 0 to 1 (e.g. 0.0001); it got {weight_decay}"
        )));
    }
    Ok(Adam::new(learning_rate as f32).with_weight_decay(weight_decay as f32))
}
