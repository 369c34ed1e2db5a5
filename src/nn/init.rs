//! Seeded weight initialisation: He (for layers followed by ReLU) and Xavier (for the rest).

use crate::rng::Rng;

/// How a layer's weights are drawn (biases start at 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Init {
    /// He (Kaiming) normal: mean 0, standard deviation `sqrt(2 / fan_in)`; suits ReLU.
    He,
    /// Xavier (Glorot) uniform in `±sqrt(6 / (fan_in + fan_out))`; suits tanh and linear outputs.
    Xavier,
}

impl Init {
    /// `len` weights for a layer with `fan_in` inputs and `fan_out` outputs per weight, drawn
    /// from `rng`.
    pub(crate) fn sample(
        self,
        len: usize,
        fan_in: usize,
        fan_out: usize,
        rng: &mut Rng,
    ) -> Vec<f32> {
        match self {
            Init::He => {
                let std = (2.0 / fan_in.max(1) as f64).sqrt();
                (0..len).map(|_| (normal(rng) * std) as f32).collect()
            }
            Init::Xavier => {
                let limit = (6.0 / (fan_in + fan_out).max(1) as f64).sqrt();
                (0..len)
                    .map(|_| ((rng.next_f64() * 2.0 - 1.0) * limit) as f32)
                    .collect()
            }
        }
    }
}

/// A standard normal sample (Box–Muller).
fn normal(rng: &mut Rng) -> f64 {
    let u1 = 1.0 - rng.next_f64(); // in (0, 1]
    let u2 = rng.next_f64();
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}
