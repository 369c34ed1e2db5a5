//! Seeded weight initialisation: He (for layers followed by ReLU) and Xavier (for the rest), drawn
//! with `rand_distr` (which computes with `libm`: the same seed, the same weights natively and in wasm).

use crate::rng::Rng;
use rand_distr::{Distribution, Normal, Uniform};

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
                let normal = Normal::new(0.0, std).expect("a finite, positive deviation");
                (0..len).map(|_| normal.sample(rng) as f32).collect()
            }
            Init::Xavier => {
                let limit = (6.0 / (fan_in + fan_out).max(1) as f64).sqrt();
                let uniform = Uniform::new(-limit, limit).expect("a finite, positive limit");
                (0..len).map(|_| uniform.sample(rng) as f32).collect()
            }
        }
    }
}
