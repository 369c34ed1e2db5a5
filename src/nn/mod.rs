//! A small neural-network library a student can read, in the spirit of DeZero: f32 tensors,
//! layers with explicit `forward` / `backward`, two losses, Adam, seeded initialisation.
//!
//! There is no autograd graph. Each [`Layer`] keeps what its backward pass needs from its last
//! `forward` (a cache), and `backward(grad_of_output)` adds the gradients of its parameters into
//! their [`Param::grad`] and returns the gradient of its input. [`Sequential`] chains layers,
//! [`Residual`] adds a skip connection, and [`PolicyValueNet`] is seed 004's two-headed net
//! (a convolutional trunk, a policy head and a value head). Every parameter has a fixed name and
//! order ([`Parameters::parameters`]), so a weights file can save and load it.
//!
//! Matrix products ([`sgemm`]) go through the `matrixmultiply` crate natively and through
//! [`packed_gemm`], a product whose micro-kernel fits WebAssembly's registers, in the browser;
//! convolutions are im2col followed by one product per group of samples. Nothing here knows any game.
//!
//! Student code reaches a checked layer of it ([`student`]): models described as plain layer
//! lists ([`spec`]), `forward`/`backward` on flat slices that refuse wrong lengths instead of
//! panicking, the losses, Adam's settings and a JSON save format.

mod adam;
mod compose;
mod gemm;
mod init;
mod layers;
mod loss;
pub mod packed_gemm;
pub mod spec;
pub mod student;
mod tensor;

pub use adam::Adam;
pub use compose::{PolicyValueLoss, PolicyValueNet, Residual, Sequential};
pub use gemm::{matrixmultiply_sgemm, sgemm};
pub use init::Init;
pub use layers::{Conv2d, Dense, Layer, Param, Parameters, Relu, Tanh};
pub use loss::{mse, softmax, softmax_cross_entropy};
pub use tensor::{NnError, Tensor};

#[cfg(test)]
mod student_tests;
#[cfg(test)]
mod tests;
