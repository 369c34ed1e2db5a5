//! Tests of the network module: every gradient against central finite differences, the
//! optimiser, determinism, and a small policy-value net learning a fixed dataset.

use super::*;
use crate::rng::Rng;

/// Uniform values in -1..1, at least `min_abs` away from 0 (to keep ReLU off its kink).
fn random(shape: &[usize], min_abs: f32, rng: &mut Rng) -> Tensor {
    let n = shape.iter().product();
    let data = (0..n)
        .map(|_| {
            let v = (rng.next_f64() * 2.0 - 1.0) as f32;
            if v.abs() < min_abs {
                min_abs.copysign(v)
            } else {
                v
            }
        })
        .collect();
    Tensor::from_vec(shape, data).unwrap()
}

/// `sum(y * r)` in f64: a scalar loss whose gradient with respect to `y` is `r`.
fn dot(y: &Tensor, r: &Tensor) -> f64 {
    y.data()
        .iter()
        .zip(r.data())
        .map(|(&a, &b)| f64::from(a) * f64::from(b))
        .sum()
}

const EPS: f32 = 1e-2;

/// Whether an analytic and a numerical derivative agree (relative 2 %, absolute 2e-3: f32).
fn close(analytic: f64, numeric: f64) -> bool {
    (analytic - numeric).abs() <= 2e-2 * analytic.abs().max(numeric.abs()) + 2e-3
}

/// Checks `model`'s input and parameter gradients, where `loss(model, x)` is a scalar and
/// `grads(model, x)` runs forward and backward of that loss (after zeroing) and returns dx.
fn check_gradients<M: Parameters>(
    what: &str,
    model: &mut M,
    x: &Tensor,
    loss: &mut dyn FnMut(&mut M, &Tensor) -> f64,
    grads: &mut dyn FnMut(&mut M, &Tensor) -> Tensor,
) {
    model.zero_grad();
    let dx = grads(model, x);
    assert_eq!(dx.shape(), x.shape(), "{what}: input gradient shape");
    for i in 0..x.len() {
        let mut xp = x.clone();
        xp.data_mut()[i] += EPS;
        let lp = loss(model, &xp);
        xp.data_mut()[i] -= 2.0 * EPS;
        let lm = loss(model, &xp);
        let numeric = (lp - lm) / (2.0 * f64::from(EPS));
        let analytic = f64::from(dx.data()[i]);
        assert!(
            close(analytic, numeric),
            "{what}: d/dx[{i}] analytic {analytic} numeric {numeric}"
        );
    }
    let analytic: Vec<(String, Vec<f32>)> = model
        .params()
        .into_iter()
        .map(|(n, p)| (n, p.grad.data().to_vec()))
        .collect();
    assert!(!analytic.is_empty() || model.num_parameters() == 0);
    for (k, (name, grad)) in analytic.iter().enumerate() {
        for (j, &g) in grad.iter().enumerate() {
            let bump = |model: &mut M, by: f32| {
                model.params_mut()[k].1.value.data_mut()[j] += by;
            };
            bump(model, EPS);
            let lp = loss(model, x);
            bump(model, -2.0 * EPS);
            let lm = loss(model, x);
            bump(model, EPS);
            let numeric = (lp - lm) / (2.0 * f64::from(EPS));
            assert!(
                close(f64::from(g), numeric),
                "{what}: d/d{name}[{j}] analytic {g} numeric {numeric}"
            );
        }
    }
}

/// Gradient check of one layer under the loss `sum(layer(x) * r)` for a random `r`.
fn check_layer<L: Layer>(what: &str, mut layer: L, x: Tensor, seed: u64) {
    let y = layer.forward(&x);
    let r = random(y.shape(), 0.0, &mut Rng::new(seed));
    check_gradients(
        what,
        &mut layer,
        &x,
        &mut |l: &mut L, x: &Tensor| dot(&l.forward(x), &r),
        &mut |l: &mut L, x: &Tensor| {
            l.forward(x);
            l.backward(&r)
        },
    );
}

fn naive(m: usize, k: usize, n: usize, a: &[f32], ta: bool, b: &[f32], tb: bool) -> Vec<f32> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            for p in 0..k {
                let av = if ta { a[p * m + i] } else { a[i * k + p] };
                let bv = if tb { b[j * k + p] } else { b[p * n + j] };
                c[i * n + j] += av * bv;
            }
        }
    }
    c
}

#[test]
fn sgemm_matches_a_naive_product_in_every_layout() {
    let mut rng = Rng::new(1);
    let (m, k, n) = (5, 7, 3);
    let a = random(&[m * k], 0.0, &mut rng);
    let b = random(&[k * n], 0.0, &mut rng);
    for ta in [false, true] {
        for tb in [false, true] {
            let want = naive(m, k, n, a.data(), ta, b.data(), tb);
            let mut c = vec![1.0; m * n];
            sgemm(m, k, n, 1.0, a.data(), ta, b.data(), tb, 1.0, &mut c);
            for (x, y) in c.iter().zip(&want) {
                assert!(
                    (x - (y + 1.0)).abs() < 1e-5,
                    "ta {ta} tb {tb}: {x} vs {y}+1"
                );
            }
        }
    }
}

#[test]
fn dense_gradients_match_finite_differences() {
    let mut rng = Rng::new(2);
    let layer = Dense::new(5, 4, Init::Xavier, &mut rng);
    check_layer("dense", layer, random(&[3, 5], 0.0, &mut rng), 3);
    // A [batch, c, h, w] input is flattened.
    let layer = Dense::new(2 * 2 * 3, 3, Init::He, &mut rng);
    check_layer(
        "dense on planes",
        layer,
        random(&[2, 2, 2, 3], 0.0, &mut rng),
        4,
    );
}

#[test]
fn conv3x3_gradients_match_finite_differences() {
    let mut rng = Rng::new(5);
    let mut layer = Conv2d::new3x3(2, 3, Init::He, &mut rng);
    // Non-zero biases, so their gradient is tested away from the initial value.
    for (_, p) in layer.params_mut() {
        p.value.data_mut()[0] += 0.3;
    }
    check_layer("conv3x3", layer, random(&[2, 2, 4, 3], 0.0, &mut rng), 6);
}

#[test]
fn conv1x1_gradients_match_finite_differences() {
    let mut rng = Rng::new(7);
    let layer = Conv2d::new(3, 2, 1, Init::Xavier, &mut rng);
    check_layer("conv1x1", layer, random(&[2, 3, 3, 3], 0.0, &mut rng), 8);
}

/// A direct (loop) 3x3 convolution of `x` (`[n, c, h, w]`) by weights `w` and biases `b`.
fn direct_conv(x: &Tensor, w: &Tensor, b: &Tensor) -> Vec<f32> {
    let [n, c, h, wd] = [0, 1, 2, 3].map(|i| x.shape()[i]);
    let o_n = w.shape()[0];
    let mut out = vec![0.0; n * o_n * h * wd];
    for s in 0..n {
        for o in 0..o_n {
            for yy in 0..h {
                for xx in 0..wd {
                    let mut acc = b.data()[o];
                    for ch in 0..c {
                        for ky in 0..3 {
                            for kx in 0..3 {
                                let (sy, sx) = (yy + ky, xx + kx);
                                if sy >= 1 && sy <= h && sx >= 1 && sx <= wd {
                                    let xi = ((s * c + ch) * h + sy - 1) * wd + sx - 1;
                                    let wi = ((o * c + ch) * 3 + ky) * 3 + kx;
                                    acc += x.data()[xi] * w.data()[wi];
                                }
                            }
                        }
                    }
                    out[((s * o_n + o) * h + yy) * wd + xx] = acc;
                }
            }
        }
    }
    out
}

#[test]
fn conv3x3_matches_a_direct_convolution() {
    let mut rng = Rng::new(9);
    // 3x4 boards fit in one product; 16x16 boards take two samples per product, so a batch of
    // 5 ends with a partial group.
    for (batch, h, w) in [(2, 3, 4), (5, 16, 16)] {
        let mut layer = Conv2d::new3x3(2, 3, Init::He, &mut rng);
        for (_, p) in layer.params_mut() {
            p.value.data_mut()[1] += 0.5;
        }
        let x = random(&[batch, 2, h, w], 0.0, &mut rng);
        let y = layer.forward(&x);
        let params = layer.parameters();
        let want = direct_conv(&x, params[0].1, params[1].1);
        assert_eq!(y.shape(), &[batch, 3, h, w]);
        for (i, (a, b)) in y.data().iter().zip(&want).enumerate() {
            assert!((a - b).abs() < 1e-4, "{batch}x{h}x{w} out {i}: {a} vs {b}");
        }
    }
}

#[test]
fn conv3x3_gradients_hold_across_product_groups() {
    let mut rng = Rng::new(19);
    let layer = Conv2d::new3x3(1, 2, Init::Xavier, &mut rng);
    // 16x16: two samples per product, three samples make a full and a partial group.
    check_layer(
        "conv3x3 grouped",
        layer,
        random(&[3, 1, 16, 16], 0.0, &mut rng),
        20,
    );
}

/// Forward keeps its columns for backward up to `KEPT_COLUMNS` values; a bigger batch unfolds
/// them again. Both ways give the same gradients: one batch of 120 (64 channels on 8x8: 4.4
/// million column values, unfolded again) against its two halves of 60 (kept), whose weight
/// gradients add up.
#[test]
fn conv_gradients_agree_whether_columns_are_kept_or_unfolded_again() {
    let mut rng = Rng::new(23);
    let mut whole = Conv2d::new3x3(64, 4, Init::He, &mut rng);
    let mut halves = whole.clone();
    let x = random(&[120, 64, 8, 8], 0.0, &mut rng);
    let g = random(&[120, 4, 8, 8], 0.0, &mut rng);
    let half = |t: &Tensor, k: usize| {
        let n = t.len() / 2;
        let mut shape = t.shape().to_vec();
        shape[0] = 60;
        Tensor::from_vec(&shape, t.data()[k * n..(k + 1) * n].to_vec()).unwrap()
    };
    whole.forward(&x);
    let dx = whole.backward(&g);
    let mut dx_halves = Vec::new();
    for k in 0..2 {
        halves.forward(&half(&x, k));
        dx_halves.extend_from_slice(halves.backward(&half(&g, k)).data());
    }
    for (i, (a, b)) in dx.data().iter().zip(&dx_halves).enumerate() {
        assert!((a - b).abs() < 1e-4, "dx {i}: {a} vs {b}");
    }
    let grads = |l: &Conv2d| -> Vec<f32> {
        l.params()
            .iter()
            .flat_map(|(_, p)| p.grad.data().to_vec())
            .collect()
    };
    let (a, b) = (grads(&whole), grads(&halves));
    assert_eq!(a.len(), b.len());
    for (i, (a, b)) in a.iter().zip(&b).enumerate() {
        assert!(
            (a - b).abs() <= 1e-3 * a.abs().max(1.0),
            "grad {i}: {a} vs {b}"
        );
    }
}

#[test]
fn relu_and_tanh_gradients_match_finite_differences() {
    let mut rng = Rng::new(10);
    check_layer("relu", Relu::new(), random(&[3, 4], 0.05, &mut rng), 11);
    check_layer("tanh", Tanh::new(), random(&[3, 4], 0.0, &mut rng), 12);
    let y = Relu::new().forward(&Tensor::from_vec(&[1, 3], vec![-1.0, 0.0, 2.0]).unwrap());
    assert_eq!(y.data(), &[0.0, 0.0, 2.0]);
}

#[test]
fn sequential_and_residual_gradients_match_finite_differences() {
    let mut rng = Rng::new(13);
    let inner = Sequential::new()
        .with(Conv2d::new3x3(2, 2, Init::Xavier, &mut rng))
        .with(Tanh::new());
    let net = Sequential::new()
        .with(Conv2d::new3x3(1, 2, Init::Xavier, &mut rng))
        .with(Tanh::new())
        .with(Residual::new(inner))
        .with(Dense::new(2 * 3 * 3, 2, Init::Xavier, &mut rng));
    let names: Vec<String> = net.parameters().into_iter().map(|(n, _)| n).collect();
    assert_eq!(
        names,
        [
            "0.weight",
            "0.bias",
            "2.0.weight",
            "2.0.bias",
            "3.weight",
            "3.bias"
        ]
    );
    check_layer("sequential", net, random(&[2, 1, 3, 3], 0.0, &mut rng), 14);
}

/// A small two-headed net with smooth activations (finite differences dislike ReLU's kink).
fn smooth_policy_value_net(rng: &mut Rng) -> PolicyValueNet {
    PolicyValueNet::new(
        Sequential::new()
            .with(Conv2d::new3x3(2, 3, Init::Xavier, rng))
            .with(Tanh::new()),
        Sequential::new()
            .with(Conv2d::new(3, 2, 1, Init::Xavier, rng))
            .with(Tanh::new())
            .with(Dense::new(2 * 9, 9, Init::Xavier, rng)),
        Sequential::new()
            .with(Dense::new(3 * 9, 4, Init::Xavier, rng))
            .with(Tanh::new())
            .with(Dense::new(4, 1, Init::Xavier, rng))
            .with(Tanh::new()),
    )
}

#[test]
fn policy_value_net_gradients_match_finite_differences() {
    let mut rng = Rng::new(15);
    let mut net = smooth_policy_value_net(&mut rng);
    let x = random(&[2, 2, 3, 3], 0.0, &mut rng);
    let target_p = {
        let mut t = Tensor::zeros(&[2, 9]);
        t.data_mut()[4] = 0.75;
        t.data_mut()[0] = 0.25;
        t.data_mut()[9 + 8] = 1.0;
        t
    };
    let target_v = Tensor::from_vec(&[2, 1], vec![1.0, -1.0]).unwrap();
    let mut mask = vec![true; 18];
    mask[1] = false;
    mask[9 + 2] = false;
    let mask2 = mask.clone();
    let (tp, tv) = (target_p.clone(), target_v.clone());
    check_gradients(
        "policy-value net",
        &mut net,
        &x,
        &mut |net: &mut PolicyValueNet, x: &Tensor| {
            let (logits, value) = net.forward(x);
            let (lp, _) = softmax_cross_entropy(&logits, &tp, Some(&mask2)).unwrap();
            let (lv, _) = mse(&value, &tv).unwrap();
            f64::from(lp) + f64::from(lv)
        },
        &mut |net: &mut PolicyValueNet, x: &Tensor| {
            let (logits, value) = net.forward(x);
            let (_, dl) = softmax_cross_entropy(&logits, &target_p, Some(&mask)).unwrap();
            let (_, dv) = mse(&value, &target_v).unwrap();
            net.backward(&dl, &dv)
        },
    );
}

/// Checks a loss's gradient with respect to its prediction by finite differences.
fn check_loss(what: &str, pred: &Tensor, f: &dyn Fn(&Tensor) -> (f32, Tensor)) {
    let (_, grad) = f(pred);
    for i in 0..pred.len() {
        let mut p = pred.clone();
        p.data_mut()[i] += EPS;
        let lp = f64::from(f(&p).0);
        p.data_mut()[i] -= 2.0 * EPS;
        let lm = f64::from(f(&p).0);
        let numeric = (lp - lm) / (2.0 * f64::from(EPS));
        let analytic = f64::from(grad.data()[i]);
        assert!(
            close(analytic, numeric),
            "{what}[{i}]: analytic {analytic} numeric {numeric}"
        );
    }
}

#[test]
fn loss_gradients_match_finite_differences() {
    let mut rng = Rng::new(16);
    let logits = random(&[3, 4], 0.0, &mut rng);
    let mut target = Tensor::zeros(&[3, 4]);
    for (i, v) in [0.5, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.1, 0.2, 0.3, 0.4]
        .into_iter()
        .enumerate()
    {
        target.data_mut()[i] = v;
    }
    check_loss("softmax ce", &logits, &|l| {
        softmax_cross_entropy(l, &target, None).unwrap()
    });
    let mask: Vec<bool> = (0..12).map(|i| i % 4 != 2).collect();
    check_loss("masked softmax ce", &logits, &|l| {
        softmax_cross_entropy(l, &target, Some(&mask)).unwrap()
    });
    let (_, g) = softmax_cross_entropy(&logits, &target, Some(&mask)).unwrap();
    assert!((0..12).filter(|i| i % 4 == 2).all(|i| g.data()[i] == 0.0));
    let pv = random(&[4, 1], 0.0, &mut rng);
    let tv = Tensor::from_vec(&[4, 1], vec![1.0, -1.0, 0.0, 1.0]).unwrap();
    check_loss("mse", &pv, &|p| mse(p, &tv).unwrap());
}

#[test]
fn losses_have_known_values_and_refuse_mismatched_shapes() {
    let logits = Tensor::from_vec(&[1, 2], vec![0.0, 0.0]).unwrap();
    let target = Tensor::from_vec(&[1, 2], vec![1.0, 0.0]).unwrap();
    let (loss, _) = softmax_cross_entropy(&logits, &target, None).unwrap();
    assert!((loss - std::f32::consts::LN_2).abs() < 1e-6);
    let p = softmax(&logits, Some(&[false, true])).unwrap();
    assert_eq!(p.data(), &[0.0, 1.0]);
    let (loss, _) = mse(&logits, &target).unwrap();
    assert!((loss - 0.5).abs() < 1e-6);
    assert!(mse(&logits, &Tensor::zeros(&[2, 1])).is_err());
    assert!(softmax_cross_entropy(&logits, &target, Some(&[true])).is_err());
    assert!(Tensor::from_vec(&[2, 2], vec![0.0; 3]).is_err());
}

/// Trains a small tanh net to fit `y = sin(2x)` on 16 points; returns the losses, first and last.
fn fit_regression(seed: u64, steps: usize) -> (f32, f32, Sequential) {
    let mut rng = Rng::new(seed);
    let mut net = Sequential::new()
        .with(Dense::new(1, 16, Init::Xavier, &mut rng))
        .with(Tanh::new())
        .with(Dense::new(16, 1, Init::Xavier, &mut rng));
    let xs: Vec<f32> = (0..16).map(|i| i as f32 / 8.0 - 1.0).collect();
    let x = Tensor::from_vec(&[16, 1], xs.clone()).unwrap();
    let y = Tensor::from_vec(&[16, 1], xs.iter().map(|v| (2.0 * v).sin()).collect()).unwrap();
    let mut adam = Adam::new(0.02).with_weight_decay(1e-4);
    let mut first = None;
    let mut last = 0.0;
    for _ in 0..steps {
        net.zero_grad();
        let (loss, g) = mse(&net.forward(&x), &y).unwrap();
        net.backward(&g);
        adam.step(&mut net);
        first.get_or_insert(loss);
        last = loss;
    }
    (first.unwrap_or(0.0), last, net)
}

#[test]
fn adam_fits_a_tiny_regression() {
    let (first, last, _) = fit_regression(17, 300);
    assert!(first > 0.05, "first loss {first}");
    assert!(last < first * 0.05, "loss {first} -> {last}");
}

#[test]
fn the_same_seed_gives_bit_identical_trained_weights() {
    let bits = |net: &Sequential| -> Vec<u32> {
        net.parameters()
            .iter()
            .flat_map(|(_, t)| t.data().iter().map(|v| v.to_bits()))
            .collect()
    };
    let a = fit_regression(21, 50).2;
    let b = fit_regression(21, 50).2;
    let c = fit_regression(22, 50).2;
    assert_eq!(bits(&a), bits(&b));
    assert_ne!(bits(&a), bits(&c));
    let n1 = PolicyValueNet::conv(4, 3, 3, &[8], 8, 5);
    let n2 = PolicyValueNet::conv(4, 3, 3, &[8], 8, 5);
    assert_eq!(n1.parameters(), n2.parameters());
}

/// A fixed dataset on a 3x3 board: 2 planes, a one-hot target move and a value per position
/// (all positions different).
fn dataset() -> (Tensor, Tensor, Tensor, Vec<bool>) {
    let mut rng = Rng::new(31);
    let n = 12;
    let mut x = Tensor::zeros(&[n, 2, 3, 3]);
    let mut p = Tensor::zeros(&[n, 9]);
    let mut v = Tensor::zeros(&[n, 1]);
    let mut mask = vec![true; n * 9];
    // Stones at cells[0], cells[2] (plane 0) and cells[1], cells[3] (plane 1).
    let key = |c: &[usize]| {
        (
            c[0].min(c[2]),
            c[0].max(c[2]),
            c[1].min(c[3]),
            c[1].max(c[3]),
        )
    };
    let mut seen = Vec::new();
    for s in 0..n {
        let mut cells: Vec<usize> = (0..9).collect();
        rng.shuffle(&mut cells);
        while seen.contains(&key(&cells)) {
            rng.shuffle(&mut cells);
        }
        seen.push(key(&cells));
        // Two stones of each plane; the target is one of the empty cells.
        for (i, &c) in cells[..4].iter().enumerate() {
            x.data_mut()[s * 18 + (i % 2) * 9 + c] = 1.0;
            mask[s * 9 + c] = false;
        }
        p.data_mut()[s * 9 + cells[4 + s % 5]] = 1.0;
        v.data_mut()[s] = if s % 3 == 0 { -1.0 } else { 1.0 };
    }
    (x, p, v, mask)
}

#[test]
fn a_policy_value_net_learns_a_fixed_3x3_dataset() {
    let (x, p, v, mask) = dataset();
    let mut net = PolicyValueNet::conv(2, 3, 3, &[16, 16], 16, 3);
    let mut adam = Adam::new(0.01).with_weight_decay(1e-4);
    let first = net.compute_gradients(&x, &p, &v, Some(&mask)).unwrap();
    adam.step(&mut net);
    let mut last = first;
    for _ in 0..300 {
        last = net.compute_gradients(&x, &p, &v, Some(&mask)).unwrap();
        adam.step(&mut net);
    }
    assert!(
        last.total() < first.total() * 0.1,
        "loss {first:?} -> {last:?}"
    );
    let (logits, value) = net.forward(&x);
    let probs = softmax(&logits, Some(&mask)).unwrap();
    for s in 0..12 {
        let row = &probs.data()[s * 9..(s + 1) * 9];
        let best = (0..9).max_by(|&a, &b| row[a].total_cmp(&row[b])).unwrap();
        assert_eq!(p.data()[s * 9 + best], 1.0, "sample {s}: {row:?}");
        assert!(value.data()[s] * v.data()[s] > 0.5, "sample {s} value");
    }
}

#[test]
fn parameters_load_back_and_a_mismatch_is_refused() {
    let a = PolicyValueNet::conv(4, 3, 3, &[4, 8], 8, 1);
    let mut b = PolicyValueNet::conv(4, 3, 3, &[4, 8], 8, 2);
    assert_ne!(a.parameters(), b.parameters());
    let saved: Vec<(String, Tensor)> = a
        .parameters()
        .into_iter()
        .map(|(n, t)| (n, t.clone()))
        .collect();
    assert_eq!(saved[0].0, "trunk.0.weight");
    assert_eq!(saved[0].1.shape(), &[4, 4, 3, 3]);
    assert_eq!(saved.last().unwrap().0, "value.4.bias");
    b.load_parameters(&saved).unwrap();
    assert_eq!(a.parameters(), b.parameters());
    assert_eq!(a.num_parameters(), b.num_parameters());

    let mut c = PolicyValueNet::conv(4, 3, 3, &[4, 8], 8, 3);
    let before: Vec<Tensor> = c.parameters().into_iter().map(|(_, t)| t.clone()).collect();
    let mut renamed = saved.clone();
    renamed[1].0 = "trunk.0.bogus".into();
    assert!(matches!(
        c.load_parameters(&renamed),
        Err(NnError::Parameters(_))
    ));
    let mut reshaped = saved.clone();
    reshaped[0].1 = Tensor::zeros(&[4, 4, 1, 1]);
    assert!(matches!(
        c.load_parameters(&reshaped),
        Err(NnError::Shape { .. })
    ));
    assert!(c.load_parameters(&saved[1..]).is_err());
    let after: Vec<Tensor> = c.parameters().into_iter().map(|(_, t)| t.clone()).collect();
    assert_eq!(before, after, "a refused load changes nothing");
}

#[test]
fn adam_warm_up_rises_linearly_to_the_step_size() {
    let adam = Adam::new(0.01).with_warmup(4);
    let sizes: Vec<f32> = (1..=6).map(|t| adam.step_size(t)).collect();
    assert_eq!(sizes, [0.0025, 0.005, 0.0075, 0.01, 0.01, 0.01]);
    assert_eq!(Adam::new(0.01).step_size(1), 0.01, "no warm-up by default");
    // A warm-up moves the first step's weights a quarter as far.
    let step_of = |adam: Adam| {
        let mut d = Dense::new(2, 1, Init::Xavier, &mut Rng::new(1));
        let before = d.params()[0].1.value.data().to_vec();
        let x = Tensor::from_vec(&[1, 2], vec![1.0, -1.0]).unwrap();
        d.forward(&x);
        d.backward(&Tensor::from_vec(&[1, 1], vec![1.0]).unwrap());
        let mut adam = adam;
        adam.step(&mut d);
        let after = d.params()[0].1.value.data().to_vec();
        (before[0] - after[0]).abs()
    };
    let plain = step_of(Adam::new(0.01));
    let warm = step_of(Adam::new(0.01).with_warmup(4));
    assert!((warm / plain - 0.25).abs() < 1e-3, "{warm} vs {plain}");
}
