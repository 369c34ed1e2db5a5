//! [`Adam`]: the optimiser seed 004 trains with, including its L2 weight decay.

use super::layers::Parameters;

/// Adam (Kingma & Ba) with coupled L2 weight decay as in PyTorch's `Adam(weight_decay=...)`:
/// each gradient gets `weight_decay * w` added before the moment updates.
#[derive(Clone, Debug, PartialEq)]
pub struct Adam {
    /// Step size.
    pub lr: f32,
    /// Decay of the first moment (mean of gradients).
    pub beta1: f32,
    /// Decay of the second moment (mean of squared gradients).
    pub beta2: f32,
    /// Added to the root of the second moment to avoid dividing by 0.
    pub eps: f32,
    /// L2 penalty coefficient (seed 004 uses 1e-4).
    pub weight_decay: f32,
    /// Steps over which the step size rises linearly from `lr / warmup` to `lr` (0: none).
    /// Early Adam steps move every weight by about `lr` at once, which can saturate a tanh or
    /// kill a ReLU on the first few batches; a warm-up keeps them small.
    pub warmup: i32,
    /// Steps taken.
    t: i32,
    /// First and second moments, one vector per parameter tensor in order.
    m: Vec<Vec<f32>>,
    v: Vec<Vec<f32>>,
}

impl Adam {
    /// Adam with step size `lr`, betas 0.9 and 0.999, eps 1e-8, no weight decay.
    pub fn new(lr: f32) -> Self {
        Adam {
            lr,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay: 0.0,
            warmup: 0,
            t: 0,
            m: Vec::new(),
            v: Vec::new(),
        }
    }

    /// The same optimiser with L2 weight decay `weight_decay`.
    pub fn with_weight_decay(mut self, weight_decay: f32) -> Self {
        self.weight_decay = weight_decay;
        self
    }

    /// The same optimiser with a linear warm-up of the step size over `steps` steps.
    pub fn with_warmup(mut self, steps: i32) -> Self {
        self.warmup = steps.max(0);
        self
    }

    /// The step size of step `t` (counted from 1): `lr`, scaled down during the warm-up.
    pub fn step_size(&self, t: i32) -> f32 {
        if t < self.warmup {
            self.lr * t.max(1) as f32 / self.warmup as f32
        } else {
            self.lr
        }
    }

    /// Steps taken so far.
    pub fn steps(&self) -> i32 {
        self.t
    }

    /// The first and second moments, one vector per parameter tensor (to save a checkpoint).
    pub fn moments(&self) -> (&[Vec<f32>], &[Vec<f32>]) {
        (&self.m, &self.v)
    }

    /// Goes on from a saved state: `steps` taken and the moments `m` and `v` (one vector per
    /// parameter tensor; the next [`Adam::step`] restarts them if they do not fit the model).
    pub fn restore(&mut self, steps: i32, m: Vec<Vec<f32>>, v: Vec<Vec<f32>>) {
        self.t = steps;
        self.m = m;
        self.v = v;
    }

    /// Updates every parameter of `model` from its accumulated gradient (call `zero_grad`,
    /// `forward`, `backward` first). The moments are kept per parameter in order; a model whose
    /// parameter sizes changed restarts them.
    pub fn step(&mut self, model: &mut dyn Parameters) {
        let mut params = model.params_mut();
        let fits = self.m.len() == params.len()
            && self
                .m
                .iter()
                .zip(&params)
                .all(|(m, (_, p))| m.len() == p.value.len());
        if !fits {
            self.m = params
                .iter()
                .map(|(_, p)| vec![0.0; p.value.len()])
                .collect();
            self.v = self.m.clone();
            self.t = 0;
        }
        self.t += 1;
        let c1 = 1.0 - self.beta1.powi(self.t);
        let c2 = 1.0 - self.beta2.powi(self.t);
        let lr = self.step_size(self.t);
        for ((_, p), (m, v)) in params
            .iter_mut()
            .zip(self.m.iter_mut().zip(self.v.iter_mut()))
        {
            let super::Param { value, grad } = &mut **p;
            for (((w, &g), m), v) in value
                .data_mut()
                .iter_mut()
                .zip(grad.data())
                .zip(m.iter_mut())
                .zip(v.iter_mut())
            {
                let g = g + self.weight_decay * *w;
                *m = self.beta1 * *m + (1.0 - self.beta1) * g;
                *v = self.beta2 * *v + (1.0 - self.beta2) * g * g;
                let m_hat = *m / c1;
                let v_hat = *v / c2;
                *w -= lr * m_hat / (v_hat.sqrt() + self.eps);
            }
        }
    }
}
