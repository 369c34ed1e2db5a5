//! The replay buffer and one minibatch step of Adam on seed 004's loss (policy cross-entropy
//! against the visit probabilities plus value MSE against z; L2 as weight decay).

use super::features::PLANES;
use super::selfplay::Sample;
use crate::nn::{Adam, PolicyValueLoss, PolicyValueNet, Tensor};
use crate::rng::Rng;
use std::collections::VecDeque;

/// The most recent samples, oldest dropped first.
#[derive(Clone, Debug, Default)]
pub struct ReplayBuffer {
    samples: VecDeque<Sample>,
    capacity: usize,
}

impl ReplayBuffer {
    /// An empty buffer holding at most `capacity` samples.
    pub fn new(capacity: usize) -> Self {
        ReplayBuffer {
            samples: VecDeque::with_capacity(capacity.min(1 << 16)),
            capacity: capacity.max(1),
        }
    }

    /// Adds `sample`, dropping the oldest when full.
    pub fn push(&mut self, sample: Sample) {
        if self.samples.len() == self.capacity {
            self.samples.pop_front();
        }
        self.samples.push_back(sample);
    }

    /// How many samples it holds.
    pub fn len(&self) -> usize {
        self.samples.len()
    }

    /// The samples held, oldest first.
    pub fn samples(&self) -> impl Iterator<Item = &Sample> {
        self.samples.iter()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.samples.is_empty()
    }

    /// `size` samples drawn uniformly (with replacement) from `rng`.
    pub fn batch(&self, size: usize, rng: &mut Rng) -> Vec<&Sample> {
        if self.samples.is_empty() {
            return Vec::new();
        }
        (0..size)
            .map(|_| &self.samples[rng.below(self.samples.len())])
            .collect()
    }
}

/// One Adam step on `batch` for a `height` x `width` board; returns the batch's losses.
/// Illegal cells (occupied in the planes) are masked out of the policy.
pub fn step(
    net: &mut PolicyValueNet,
    adam: &mut Adam,
    batch: &[&Sample],
    height: usize,
    width: usize,
) -> PolicyValueLoss {
    let cells = height * width;
    let n = batch.len();
    let mut x = Vec::with_capacity(n * PLANES * cells);
    let mut p = Vec::with_capacity(n * cells);
    let mut z = Vec::with_capacity(n);
    let mut mask = Vec::with_capacity(n * cells);
    for s in batch {
        x.extend_from_slice(&s.planes);
        p.extend_from_slice(&s.probs);
        z.push(s.z);
        mask.extend((0..cells).map(|c| s.planes[c] == 0.0 && s.planes[cells + c] == 0.0));
    }
    let x = Tensor::from_vec(&[n, PLANES, height, width], x).expect("planes of the board's size");
    let p = Tensor::from_vec(&[n, cells], p).expect("probabilities of the board's size");
    let z = Tensor::from_vec(&[n, 1], z).expect("one z per sample");
    let loss = net
        .compute_gradients(&x, &p, &z, Some(&mask))
        .expect("targets shaped like the net's outputs");
    adam.step(net);
    loss
}
