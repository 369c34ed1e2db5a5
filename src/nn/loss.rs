//! The losses: softmax cross-entropy (for a policy) and mean-squared error (for a value). Each
//! returns the loss, averaged over the batch, and its gradient with respect to the prediction.

use super::tensor::{NnError, Tensor};

/// Checks that `b` has `a`'s shape.
fn same_shape(what: &str, a: &Tensor, b: &Tensor) -> Result<(), NnError> {
    if a.shape() == b.shape() {
        Ok(())
    } else {
        Err(NnError::Shape {
            what: what.into(),
            expected: a.shape().to_vec(),
            found: b.shape().to_vec(),
        })
    }
}

/// Checks that a mask has one entry per logit.
fn check_mask(logits: &Tensor, mask: Option<&[bool]>) -> Result<(), NnError> {
    match mask {
        Some(m) if m.len() != logits.len() => Err(NnError::Shape {
            what: "legal-move mask".into(),
            expected: logits.shape().to_vec(),
            found: vec![m.len()],
        }),
        _ => Ok(()),
    }
}

/// The softmax of each row of `logits` (`[batch, classes]`). With a `mask` (one flag per
/// logit, `true` = allowed), masked-out entries get probability 0; a row with nothing allowed
/// is all zeros.
///
/// # Errors
/// `Shape` when the mask's length differs from the logits'.
pub fn softmax(logits: &Tensor, mask: Option<&[bool]>) -> Result<Tensor, NnError> {
    check_mask(logits, mask)?;
    let classes = logits.sample_len().max(1);
    let mut out = Tensor::zeros(logits.shape());
    for (r, (row, o)) in logits
        .data()
        .chunks_exact(classes)
        .zip(out.data_mut().chunks_exact_mut(classes))
        .enumerate()
    {
        let allowed = |j: usize| mask.is_none_or(|m| m[r * classes + j]);
        let max = (0..classes)
            .filter(|&j| allowed(j))
            .map(|j| row[j])
            .fold(f32::NEG_INFINITY, f32::max);
        if max == f32::NEG_INFINITY {
            continue;
        }
        let mut sum = 0.0f32;
        for j in 0..classes {
            if allowed(j) {
                o[j] = (row[j] - max).exp();
                sum += o[j];
            }
        }
        o.iter_mut().for_each(|v| *v /= sum);
    }
    Ok(out)
}

/// Cross-entropy between `target` probabilities and the softmax of `logits` (both
/// `[batch, classes]`), averaged over the batch: `-mean_b sum_j target_bj log p_bj`, and its
/// gradient `(p_bj * sum_j target_bj - target_bj) / batch`. With a `mask`, masked-out classes
/// take no part (their target is ignored and their gradient is 0).
///
/// # Errors
/// `Shape` when `target` or the mask do not match `logits`.
pub fn softmax_cross_entropy(
    logits: &Tensor,
    target: &Tensor,
    mask: Option<&[bool]>,
) -> Result<(f32, Tensor), NnError> {
    same_shape("softmax_cross_entropy target", logits, target)?;
    let p = softmax(logits, mask)?;
    let classes = logits.sample_len().max(1);
    let batch = logits.batch().max(1) as f32;
    let mut grad = Tensor::zeros(logits.shape());
    let mut loss = 0.0f64;
    for (r, ((pr, tr), gr)) in p
        .data()
        .chunks_exact(classes)
        .zip(target.data().chunks_exact(classes))
        .zip(grad.data_mut().chunks_exact_mut(classes))
        .enumerate()
    {
        let allowed = |j: usize| mask.is_none_or(|m| m[r * classes + j]);
        let mass: f32 = (0..classes).filter(|&j| allowed(j)).map(|j| tr[j]).sum();
        for j in (0..classes).filter(|&j| allowed(j)) {
            if tr[j] != 0.0 {
                loss -= f64::from(tr[j]) * f64::from(pr[j].max(1e-30).ln());
            }
            gr[j] = (pr[j] * mass - tr[j]) / batch;
        }
    }
    Ok(((loss / f64::from(batch)) as f32, grad))
}

/// Mean-squared error over all entries, `mean (pred - target)^2`, and its gradient
/// `2 (pred - target) / count`.
///
/// # Errors
/// `Shape` when `target` does not match `pred`.
pub fn mse(pred: &Tensor, target: &Tensor) -> Result<(f32, Tensor), NnError> {
    same_shape("mse target", pred, target)?;
    let n = pred.len().max(1) as f32;
    let mut grad = Tensor::zeros(pred.shape());
    let mut loss = 0.0f64;
    for ((g, &p), &t) in grad
        .data_mut()
        .iter_mut()
        .zip(pred.data())
        .zip(target.data())
    {
        let d = p - t;
        loss += f64::from(d) * f64::from(d);
        *g = 2.0 * d / n;
    }
    Ok(((loss / f64::from(n)) as f32, grad))
}
