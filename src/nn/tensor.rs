//! [`Tensor`]: an f32 array with a shape, stored row-major; and the module's error type.

use std::fmt;

/// What went wrong in the network module (a shape that does not fit, a parameter list that
/// does not match the net).
#[derive(Clone, Debug, PartialEq)]
pub enum NnError {
    /// A tensor's shape is not the one expected.
    Shape {
        /// What was being done.
        what: String,
        /// The shape expected.
        expected: Vec<usize>,
        /// The shape given.
        found: Vec<usize>,
    },
    /// Parameters being loaded do not match the net's (count or names).
    Parameters(String),
    /// A request that cannot be carried out, with a sentence saying what to change (a layer
    /// list, a learning rate, a saved model of another shape): the student library's refusals.
    Invalid(String),
}

impl fmt::Display for NnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NnError::Shape {
                what,
                expected,
                found,
            } => write!(f, "{what}: expected shape {expected:?}, found {found:?}"),
            NnError::Parameters(msg) => write!(f, "parameters do not match the net: {msg}"),
            NnError::Invalid(msg) => f.write_str(msg),
        }
    }
}

impl std::error::Error for NnError {}

/// An n-dimensional array of f32, row-major (the last index varies fastest). A batch of images
/// is `[batch, channels, height, width]`; a batch of vectors is `[batch, features]`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tensor {
    shape: Vec<usize>,
    data: Vec<f32>,
}

impl Tensor {
    /// A tensor of zeros.
    pub fn zeros(shape: &[usize]) -> Self {
        Tensor {
            shape: shape.to_vec(),
            data: vec![0.0; shape.iter().product()],
        }
    }

    /// A tensor holding `data` in `shape`.
    ///
    /// # Errors
    /// `Shape` when `data.len()` is not the product of `shape`.
    pub fn from_vec(shape: &[usize], data: Vec<f32>) -> Result<Self, NnError> {
        let n: usize = shape.iter().product();
        if n != data.len() {
            return Err(NnError::Shape {
                what: "Tensor::from_vec".into(),
                expected: shape.to_vec(),
                found: vec![data.len()],
            });
        }
        Ok(Tensor {
            shape: shape.to_vec(),
            data,
        })
    }

    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The values, row-major.
    pub fn data(&self) -> &[f32] {
        &self.data
    }

    /// The values, row-major, mutably.
    pub fn data_mut(&mut self) -> &mut [f32] {
        &mut self.data
    }

    /// The values, consuming the tensor.
    pub fn into_data(self) -> Vec<f32> {
        self.data
    }

    /// How many values.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the tensor holds no values.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The first dimension (the batch size), 0 for a shapeless tensor.
    pub fn batch(&self) -> usize {
        self.shape.first().copied().unwrap_or(0)
    }

    /// Values per batch entry (the product of all dimensions but the first).
    pub fn sample_len(&self) -> usize {
        self.shape.iter().skip(1).product()
    }

    /// The same values in another shape.
    ///
    /// # Errors
    /// `Shape` when the sizes differ.
    pub fn reshape(self, shape: &[usize]) -> Result<Self, NnError> {
        Tensor::from_vec(shape, self.data)
    }

    /// Sets every value to 0.
    pub fn fill_zero(&mut self) {
        self.data.iter_mut().for_each(|v| *v = 0.0);
    }
}
