//! The browser door for the student `nn` library (`www/code/student_nn.js` wraps it): a model
//! handle built from a layer list ([`NnModel`]), an Adam handle ([`NnAdam`]), and the losses and
//! softmax on `Float32Array`s. All checking lives in [`crate::nn::student`]; here its refusals
//! become JavaScript `Error`s, and numbers from JavaScript are checked before use.

use super::convert::{describe, js_error, seed_from, set, short_number};
use crate::nn::student::{
    student_adam, student_mse, student_softmax, student_softmax_cross_entropy, StudentModel,
};
use crate::nn::{Adam, NnError};
use js_sys::{Float32Array, Object};
use wasm_bindgen::prelude::*;

/// The `Error` for a refusal of the network module.
fn nn_error(e: NnError) -> JsValue {
    js_error(e)
}

/// `value` as a count of at least 1 (a batch, a number of classes), for the call named `call`.
fn count(value: f64, call: &str) -> Result<usize, JsValue> {
    if value.is_finite() && value.fract() == 0.0 && (1.0..=(1u64 << 32) as f64).contains(&value) {
        Ok(value as usize)
    } else {
        Err(js_error(format!(
            "{call} takes a whole number of at least 1; it got {}",
            short_number(value)
        )))
    }
}

/// A mask of 0/1 bytes as flags (`true` = allowed).
fn mask_flags(mask: Option<Vec<u8>>) -> Option<Vec<bool>> {
    mask.map(|m| m.into_iter().map(|b| b != 0).collect())
}

/// `{value, grad}` for a loss.
fn loss_to_js(value: f32, grad: Vec<f32>) -> Result<JsValue, JsValue> {
    let object = Object::new();
    set(&object, "value", f64::from(value))?;
    set(&object, "grad", Float32Array::from(grad.as_slice()))?;
    Ok(object.into())
}

/// A model: layers applied in order, with explicit `forward` and `backward`.
#[wasm_bindgen]
pub struct NnModel {
    inner: StudentModel,
}

/// A model from its layer list as JSON text (`'[{"dense": [9, 32]}, "relu", {"dense": [32, 9]}]'`)
/// and a seed for its weights (a whole number).
///
/// # Errors
/// An `Error` saying what is wrong with the list or the seed.
#[wasm_bindgen(js_name = nnModel)]
pub fn nn_model(layers: JsValue, seed: JsValue) -> Result<NnModel, JsValue> {
    let Some(text) = layers.as_string() else {
        return Err(js_error(format!(
            "nnModel() takes the layer list as JSON text; it got {}",
            describe(&layers)
        )));
    };
    let seed = seed_from(&seed, "nn.sequential(..., { seed })")?;
    let inner = StudentModel::from_json(&text, seed).map_err(nn_error)?;
    Ok(NnModel { inner })
}

#[wasm_bindgen]
impl NnModel {
    /// The outputs (`batch * outputs` numbers, row-major) for `batch` samples `x` (row-major).
    ///
    /// # Errors
    /// An `Error` for a wrong length, a value that is not finite, or a bad batch.
    pub fn forward(&mut self, x: &[f32], batch: f64) -> Result<Vec<f32>, JsValue> {
        let batch = count(batch, "forward()'s batch")?;
        self.inner.forward(x, batch).map_err(nn_error)
    }

    /// Adds the weights' gradients for `grad` (the loss's gradient with respect to the last
    /// `forward`'s outputs).
    ///
    /// # Errors
    /// An `Error` before any `forward` or for a gradient of the wrong length.
    pub fn backward(&mut self, grad: &[f32]) -> Result<(), JsValue> {
        self.inner.backward(grad).map_err(nn_error)
    }

    /// Sets every gradient to 0.
    #[wasm_bindgen(js_name = zeroGrad)]
    pub fn zero_grad(&mut self) {
        self.inner.zero_grad();
    }

    /// Numbers per sample going in.
    #[wasm_bindgen(getter)]
    pub fn inputs(&self) -> usize {
        self.inner.inputs()
    }

    /// Numbers per sample coming out.
    #[wasm_bindgen(getter)]
    pub fn outputs(&self) -> usize {
        self.inner.outputs()
    }

    /// How many weights and biases.
    #[wasm_bindgen(getter, js_name = numParameters)]
    pub fn num_parameters(&self) -> usize {
        self.inner.num_parameters()
    }

    /// The weights as JSON text (`{"format": "playground-nn", ...}`).
    ///
    /// # Errors
    /// Never in practice.
    #[wasm_bindgen(js_name = saveText)]
    pub fn save_text(&self) -> Result<String, JsValue> {
        serde_json::to_string(&self.inner.save()).map_err(js_error)
    }

    /// Replaces the weights with those of `saveText()`'s text for a model of the same layers.
    ///
    /// # Errors
    /// An `Error` for text that is not such a save; nothing changes then.
    #[wasm_bindgen(js_name = loadText)]
    pub fn load_text(&mut self, text: &str) -> Result<(), JsValue> {
        let value = serde_json::from_str(text).map_err(|_| {
            js_error("load() takes what model.save() returned; this is not such data")
        })?;
        self.inner.load(&value).map_err(nn_error)
    }
}

/// The Adam optimiser (its moments are kept per model parameter).
#[wasm_bindgen]
pub struct NnAdam {
    inner: Adam,
}

/// Adam with `learningRate` (above 0, at most 10) and `weightDecay` (0 to 1, L2).
///
/// # Errors
/// An `Error` naming the setting that is out of range.
#[wasm_bindgen(js_name = nnAdam)]
pub fn nn_adam(learning_rate: f64, weight_decay: f64) -> Result<NnAdam, JsValue> {
    let inner = student_adam(learning_rate, weight_decay).map_err(nn_error)?;
    Ok(NnAdam { inner })
}

#[wasm_bindgen]
impl NnAdam {
    /// Updates `model`'s weights from their gradients.
    pub fn step(&mut self, model: &mut NnModel) {
        model.inner.step(&mut self.inner);
    }

    /// The step size.
    #[wasm_bindgen(getter, js_name = learningRate)]
    pub fn learning_rate(&self) -> f64 {
        f64::from(self.inner.lr)
    }

    /// Changes the step size (e.g. to lower it as training goes on).
    ///
    /// # Errors
    /// An `Error` for a value that is not above 0 and at most 10.
    #[wasm_bindgen(js_name = setLearningRate)]
    pub fn set_learning_rate(&mut self, learning_rate: f64) -> Result<(), JsValue> {
        let checked =
            student_adam(learning_rate, f64::from(self.inner.weight_decay)).map_err(nn_error)?;
        self.inner.lr = checked.lr;
        Ok(())
    }

    /// Steps taken.
    #[wasm_bindgen(getter)]
    pub fn steps(&self) -> i32 {
        self.inner.steps()
    }
}

/// Mean-squared error: `{value, grad}` with `grad` the gradient with respect to `pred`.
///
/// # Errors
/// An `Error` when the counts differ.
#[wasm_bindgen(js_name = nnMse)]
pub fn nn_mse(pred: &[f32], target: &[f32]) -> Result<JsValue, JsValue> {
    let (value, grad) = student_mse(pred, target).map_err(nn_error)?;
    loss_to_js(value, grad)
}

/// Softmax cross-entropy of rows of `classes` logits against target probabilities, with an
/// optional mask (a `Uint8Array`, 1 = allowed): `{value, grad}`.
///
/// # Errors
/// An `Error` when the counts do not match.
#[wasm_bindgen(js_name = nnSoftmaxCrossEntropy)]
pub fn nn_softmax_cross_entropy(
    logits: &[f32],
    classes: f64,
    target: &[f32],
    mask: Option<Vec<u8>>,
) -> Result<JsValue, JsValue> {
    let classes = count(classes, "softmaxCrossEntropy()'s classes")?;
    let mask = mask_flags(mask);
    let (value, grad) = student_softmax_cross_entropy(logits, classes, target, mask.as_deref())
        .map_err(nn_error)?;
    loss_to_js(value, grad)
}

/// The softmax of each row of `classes` logits, with an optional mask (1 = allowed).
///
/// # Errors
/// An `Error` when the counts do not match.
#[wasm_bindgen(js_name = nnSoftmax)]
pub fn nn_softmax(
    logits: &[f32],
    classes: f64,
    mask: Option<Vec<u8>>,
) -> Result<Vec<f32>, JsValue> {
    let classes = count(classes, "softmax()'s classes")?;
    let mask = mask_flags(mask);
    student_softmax(logits, classes, mask.as_deref()).map_err(nn_error)
}
