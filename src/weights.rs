//! The weights file every learner writes and every learned agent reads: small, versioned, checked.
//!
//! Layout (all integers little-endian):
//!
//! | bytes | what |
//! | --- | --- |
//! | 4 | magic `PGWT` |
//! | 4 | format version, `u32` ([`VERSION`]) |
//! | 4 | header length `n`, `u32` |
//! | n | JSON [`Header`]: game, board options, learner, architecture, tensors, training summary |
//! | … | each tensor's data in header order: `f32`, `f16` or `u32`, little-endian, no padding |
//!
//! Anything wrong — another file, a newer version, cut short, extra bytes, another game or board,
//! another learner, another architecture — is a [`WeightsError`] whose message says what to do.

use crate::reason::Reason;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// The first four bytes of every weights file.
pub const MAGIC: [u8; 4] = *b"PGWT";
/// The format version this build writes and reads.
pub const VERSION: u32 = 1;
/// Headers larger than this are refused (a corrupt length, not a real header).
const MAX_HEADER: usize = 1 << 20;

/// How a tensor's numbers are stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DType {
    /// 32-bit floats.
    F32,
    /// 16-bit floats (half the size; about 3 significant digits).
    F16,
    /// 32-bit unsigned integers (indices, keys).
    U32,
}

impl DType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            DType::F32 | DType::U32 => 4,
            DType::F16 => 2,
        }
    }
}

/// A tensor's name, shape and storage type, as the header lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TensorInfo {
    /// Unique name within the file (e.g. "q", "conv1.weight").
    pub name: String,
    /// Dimensions; the element count is their product.
    pub shape: Vec<usize>,
    /// Storage type.
    pub dtype: DType,
}

impl TensorInfo {
    /// Number of elements (the product of the shape; 1 for a scalar).
    pub fn len(&self) -> Option<usize> {
        self.shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d))
    }

    /// Whether the tensor holds no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == Some(0)
    }
}

/// The JSON header: what the weights are for and how they were made.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Header {
    /// Game id ("tictactoe", "gomoku", ...).
    pub game: String,
    /// The game's board options as `key=value` text (e.g. width, height, nInRow); empty for none.
    #[serde(default)]
    pub game_options: BTreeMap<String, String>,
    /// Learner id ("qlearning", "alphazero", ...), which is also the agent id that plays it.
    pub learner: String,
    /// Architecture and hyper-parameters that must match for the data to be read.
    #[serde(default)]
    pub architecture: serde_json::Value,
    /// The tensors, in data order.
    pub tensors: Vec<TensorInfo>,
    /// How it was trained (episodes, seconds, seed, last evaluation); informative only.
    #[serde(default)]
    pub training: serde_json::Value,
}

/// One named tensor with its values.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// Name, shape and storage type.
    pub info: TensorInfo,
    /// The values.
    pub data: TensorData,
}

/// A tensor's values in memory.
#[derive(Clone, Debug, PartialEq)]
pub enum TensorData {
    /// Real numbers (stored as `f32` or `f16` according to the tensor's dtype).
    Float(Vec<f32>),
    /// Whole numbers (stored as `u32`).
    Int(Vec<u32>),
}

impl Tensor {
    /// A float tensor stored as `dtype` (`F32` or `F16`).
    ///
    /// # Panics
    /// If `values.len()` is not the shape's product or `dtype` is `U32` (caller bugs).
    pub fn float(name: &str, shape: &[usize], dtype: DType, values: Vec<f32>) -> Self {
        assert!(dtype != DType::U32, "use Tensor::int for u32 tensors");
        let info = TensorInfo {
            name: name.into(),
            shape: shape.to_vec(),
            dtype,
        };
        assert_eq!(
            info.len(),
            Some(values.len()),
            "tensor {name}: shape mismatch"
        );
        let values = if dtype == DType::F16 {
            values
                .into_iter()
                .map(|v| half::f16::from_f32(v).to_f32())
                .collect()
        } else {
            values
        };
        Tensor {
            info,
            data: TensorData::Float(values),
        }
    }

    /// A `u32` tensor.
    ///
    /// # Panics
    /// If `values.len()` is not the shape's product (a caller bug).
    pub fn int(name: &str, shape: &[usize], values: Vec<u32>) -> Self {
        let info = TensorInfo {
            name: name.into(),
            shape: shape.to_vec(),
            dtype: DType::U32,
        };
        assert_eq!(
            info.len(),
            Some(values.len()),
            "tensor {name}: shape mismatch"
        );
        Tensor {
            info,
            data: TensorData::Int(values),
        }
    }
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq)]
pub enum WeightsError {
    /// The file does not start with `PGWT`.
    BadMagic,
    /// The file was written by another format version.
    UnsupportedVersion {
        /// The version in the file.
        found: u32,
    },
    /// The file ends before all of its declared data.
    Truncated {
        /// Bytes the header promises.
        expected: usize,
        /// Bytes present.
        found: usize,
    },
    /// There are bytes after the last tensor.
    TrailingBytes {
        /// How many.
        extra: usize,
    },
    /// The JSON header is not valid.
    BadHeader(String),
    /// The weights are for another game or board.
    WrongGame {
        /// What the agent or learner plays, e.g. "tictactoe".
        expected: String,
        /// What the file is for.
        found: String,
    },
    /// The weights were made by another learner.
    WrongLearner {
        /// The learner that can read it here.
        expected: String,
        /// The learner in the file.
        found: String,
    },
    /// The architecture, a hyper-parameter that fixes the shapes, or a tensor's shape differs.
    Mismatch {
        /// What differs, in words.
        what: String,
    },
    /// A tensor the reader needs is not in the file.
    MissingTensor {
        /// Its name.
        name: String,
    },
    /// The file could not be read or written.
    Io(String),
    /// A path was given where the file's bytes are needed (in the page, which has no files).
    NeedsBytes {
        /// The path given.
        path: String,
    },
}

impl WeightsError {
    /// What is wrong as a keyed [`Reason`] (its English is this error's `Display`).
    pub fn reason(&self) -> Reason {
        let english = self.to_string();
        match self {
            WeightsError::BadMagic => Reason::new("weightsNotOurs", english),
            WeightsError::UnsupportedVersion { found } => Reason::new("weightsVersion", english)
                .with("found", found)
                .with("version", VERSION),
            WeightsError::Truncated { expected, found } => Reason::new("weightsTruncated", english)
                .with("found", found)
                .with("expected", expected),
            WeightsError::TrailingBytes { extra } => {
                Reason::new("weightsTrailing", english).with("extra", extra)
            }
            WeightsError::BadHeader(why) => {
                Reason::new("weightsHeader", english).with("detail", why)
            }
            WeightsError::WrongGame { expected, found } => Reason::new("weightsWrongGame", english)
                .with("expected", expected)
                .with("found", found),
            WeightsError::WrongLearner { expected, found } => {
                Reason::new("weightsWrongLearner", english)
                    .with("expected", expected)
                    .with("found", found)
            }
            WeightsError::Mismatch { what } => {
                Reason::new("weightsMismatch", english).with("detail", what)
            }
            WeightsError::MissingTensor { name } => {
                Reason::new("weightsMissingTensor", english).with("tensor", name)
            }
            WeightsError::Io(why) => Reason::new("weightsUnreadable", english).with("detail", why),
            WeightsError::NeedsBytes { path } => {
                Reason::new("weightsNeedBytes", english).with("path", path)
            }
        }
    }
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::BadMagic => write!(
                f,
                "this is not a playground weights file (it does not start with PGWT): give a file written by `train` or the page's Save"
            ),
            WeightsError::UnsupportedVersion { found } => write!(
                f,
                "this weights file has format version {found}, but this build reads version {VERSION}: train again or use a matching build"
            ),
            WeightsError::Truncated { expected, found } => write!(
                f,
                "this weights file is cut short ({found} of {expected} bytes): download or copy it again"
            ),
            WeightsError::TrailingBytes { extra } => write!(
                f,
                "this weights file has {extra} unexpected bytes at its end: it is damaged; download or copy it again"
            ),
            WeightsError::BadHeader(why) => {
                write!(f, "this weights file's header is damaged ({why})")
            }
            WeightsError::WrongGame { expected, found } => write!(
                f,
                "these weights are for {found}, not {expected}: train on {expected} or load them there"
            ),
            WeightsError::WrongLearner { expected, found } => write!(
                f,
                "these weights were made by the {found} learner, not {expected}: load them with the {found} agent"
            ),
            WeightsError::Mismatch { what } => write!(
                f,
                "these weights do not fit this agent: {what}; train again with these settings"
            ),
            WeightsError::MissingTensor { name } => write!(
                f,
                "this weights file has no tensor '{name}': it is damaged or from another learner"
            ),
            WeightsError::Io(why) => write!(f, "cannot use the weights file: {why}"),
            WeightsError::NeedsBytes { path } => write!(
                f,
                "cannot use the weights file: '{path}' is text, but the page needs the file's bytes: pass a Uint8Array (from Save or a file input)"
            ),
        }
    }
}

impl std::error::Error for WeightsError {}

/// A weights file in memory: header plus tensors.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightsFile {
    /// Game id.
    pub game: String,
    /// The game's board options.
    pub game_options: BTreeMap<String, String>,
    /// Learner id.
    pub learner: String,
    /// Architecture and shape-fixing hyper-parameters.
    pub architecture: serde_json::Value,
    /// Training summary (informative).
    pub training: serde_json::Value,
    /// The tensors, in file order.
    pub tensors: Vec<Tensor>,
}

impl WeightsFile {
    /// An empty file for `learner`'s weights on `game` with `game_options`.
    pub fn new(
        game: &str,
        game_options: BTreeMap<String, String>,
        learner: &str,
        architecture: serde_json::Value,
    ) -> Self {
        WeightsFile {
            game: game.into(),
            game_options,
            learner: learner.into(),
            architecture,
            training: serde_json::Value::Null,
            tensors: Vec::new(),
        }
    }

    /// Adds a tensor (builder form).
    pub fn with_tensor(mut self, tensor: Tensor) -> Self {
        self.tensors.push(tensor);
        self
    }

    /// The game and board as one phrase: "tictactoe" or "gomoku (height=6, nInRow=4, width=6)".
    pub fn board_name(game: &str, options: &BTreeMap<String, String>) -> String {
        if options.is_empty() {
            game.into()
        } else {
            let opts: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            format!("{game} ({})", opts.join(", "))
        }
    }

    /// Refuses weights for another game, board or learner.
    ///
    /// # Errors
    /// `WrongGame` or `WrongLearner`.
    pub fn check_for(
        &self,
        game: &str,
        game_options: &BTreeMap<String, String>,
        learner: &str,
    ) -> Result<(), WeightsError> {
        if self.game != game || &self.game_options != game_options {
            return Err(WeightsError::WrongGame {
                expected: Self::board_name(game, game_options),
                found: Self::board_name(&self.game, &self.game_options),
            });
        }
        if self.learner != learner {
            return Err(WeightsError::WrongLearner {
                expected: learner.into(),
                found: self.learner.clone(),
            });
        }
        Ok(())
    }

    /// Refuses weights whose architecture differs from `expected` (compared field by field).
    ///
    /// # Errors
    /// `Mismatch` naming the first field that differs.
    pub fn check_architecture(&self, expected: &serde_json::Value) -> Result<(), WeightsError> {
        if &self.architecture == expected {
            return Ok(());
        }
        let what = match (expected, &self.architecture) {
            (serde_json::Value::Object(want), serde_json::Value::Object(have)) => want
                .iter()
                .find(|(k, v)| have.get(*k) != Some(*v))
                .map(|(k, v)| {
                    let found = have.get(k).map_or("nothing".into(), |h| h.to_string());
                    format!("'{k}' is {found} in the file but {v} here")
                })
                .unwrap_or_else(|| "the file's architecture has extra fields".into()),
            _ => format!(
                "the architecture is {} in the file but {expected} here",
                self.architecture
            ),
        };
        Err(WeightsError::Mismatch { what })
    }

    /// The tensor called `name`, checked to have `shape`.
    ///
    /// # Errors
    /// `MissingTensor`, or `Mismatch` for another shape.
    pub fn tensor(&self, name: &str, shape: Option<&[usize]>) -> Result<&Tensor, WeightsError> {
        let t = self
            .tensors
            .iter()
            .find(|t| t.info.name == name)
            .ok_or_else(|| WeightsError::MissingTensor { name: name.into() })?;
        if let Some(shape) = shape {
            if t.info.shape != shape {
                return Err(WeightsError::Mismatch {
                    what: format!(
                        "tensor '{name}' has shape {:?} in the file but {:?} here",
                        t.info.shape, shape
                    ),
                });
            }
        }
        Ok(t)
    }

    /// The float values of tensor `name` (see [`WeightsFile::tensor`]).
    ///
    /// # Errors
    /// As [`WeightsFile::tensor`], or `Mismatch` when it holds whole numbers.
    pub fn floats(&self, name: &str, shape: Option<&[usize]>) -> Result<&[f32], WeightsError> {
        match &self.tensor(name, shape)?.data {
            TensorData::Float(v) => Ok(v),
            TensorData::Int(_) => Err(WeightsError::Mismatch {
                what: format!("tensor '{name}' holds whole numbers, not reals"),
            }),
        }
    }

    /// The whole-number values of tensor `name` (see [`WeightsFile::tensor`]).
    ///
    /// # Errors
    /// As [`WeightsFile::tensor`], or `Mismatch` when it holds reals.
    pub fn ints(&self, name: &str, shape: Option<&[usize]>) -> Result<&[u32], WeightsError> {
        match &self.tensor(name, shape)?.data {
            TensorData::Int(v) => Ok(v),
            TensorData::Float(_) => Err(WeightsError::Mismatch {
                what: format!("tensor '{name}' holds reals, not whole numbers"),
            }),
        }
    }

    /// The header as written into the file.
    pub fn header(&self) -> Header {
        Header {
            game: self.game.clone(),
            game_options: self.game_options.clone(),
            learner: self.learner.clone(),
            architecture: self.architecture.clone(),
            tensors: self.tensors.iter().map(|t| t.info.clone()).collect(),
            training: self.training.clone(),
        }
    }

    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let header =
            serde_json::to_vec(&self.header()).expect("a header of strings and numbers serialises");
        let mut out = Vec::with_capacity(12 + header.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.extend_from_slice(&(header.len() as u32).to_le_bytes());
        out.extend_from_slice(&header);
        for t in &self.tensors {
            match (&t.data, t.info.dtype) {
                (TensorData::Float(v), DType::F16) => {
                    for x in v {
                        out.extend_from_slice(&half::f16::from_f32(*x).to_le_bytes());
                    }
                }
                (TensorData::Float(v), _) => {
                    for x in v {
                        out.extend_from_slice(&x.to_le_bytes());
                    }
                }
                (TensorData::Int(v), _) => {
                    for x in v {
                        out.extend_from_slice(&x.to_le_bytes());
                    }
                }
            }
        }
        out
    }

    /// Reads a file from its bytes.
    ///
    /// # Errors
    /// `BadMagic`, `UnsupportedVersion`, `Truncated`, `TrailingBytes` or `BadHeader`.
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, WeightsError> {
        if bytes.len() < 4 || bytes[..4] != MAGIC {
            return Err(WeightsError::BadMagic);
        }
        let word = |at: usize| -> Result<u32, WeightsError> {
            bytes
                .get(at..at + 4)
                .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
                .ok_or(WeightsError::Truncated {
                    expected: at + 4,
                    found: bytes.len(),
                })
        };
        let version = word(4)?;
        if version != VERSION {
            return Err(WeightsError::UnsupportedVersion { found: version });
        }
        let header_len = word(8)? as usize;
        if header_len > MAX_HEADER {
            return Err(WeightsError::BadHeader(format!(
                "a header of {header_len} bytes is too large"
            )));
        }
        let header_end = 12 + header_len;
        let header_bytes = bytes.get(12..header_end).ok_or(WeightsError::Truncated {
            expected: header_end,
            found: bytes.len(),
        })?;
        let header: Header = serde_json::from_slice(header_bytes)
            .map_err(|e| WeightsError::BadHeader(e.to_string()))?;
        let mut at = header_end;
        let mut sizes = Vec::with_capacity(header.tensors.len());
        for info in &header.tensors {
            let size = info
                .len()
                .and_then(|n| n.checked_mul(info.dtype.size()))
                .filter(|&s| s <= bytes.len())
                .ok_or_else(|| {
                    WeightsError::BadHeader(format!("tensor '{}' is impossibly large", info.name))
                })?;
            sizes.push(size);
            at += size;
        }
        if bytes.len() < at {
            return Err(WeightsError::Truncated {
                expected: at,
                found: bytes.len(),
            });
        }
        if bytes.len() > at {
            return Err(WeightsError::TrailingBytes {
                extra: bytes.len() - at,
            });
        }
        let mut at = header_end;
        let mut tensors = Vec::with_capacity(header.tensors.len());
        for (info, size) in header.tensors.iter().zip(sizes) {
            let raw = &bytes[at..at + size];
            at += size;
            let data = match info.dtype {
                DType::F32 => TensorData::Float(
                    raw.chunks_exact(4)
                        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect(),
                ),
                DType::F16 => TensorData::Float(
                    raw.chunks_exact(2)
                        .map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f32())
                        .collect(),
                ),
                DType::U32 => TensorData::Int(
                    raw.chunks_exact(4)
                        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect(),
                ),
            };
            tensors.push(Tensor {
                info: info.clone(),
                data,
            });
        }
        Ok(WeightsFile {
            game: header.game,
            game_options: header.game_options,
            learner: header.learner,
            architecture: header.architecture,
            training: header.training,
            tensors,
        })
    }

    /// Reads the file at `path` (native only).
    ///
    /// # Errors
    /// `Io` naming the path when it cannot be read, else as [`WeightsFile::from_bytes`].
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read(path: &std::path::Path) -> Result<Self, WeightsError> {
        let bytes = std::fs::read(path)
            .map_err(|e| WeightsError::Io(format!("{}: {e}", path.display())))?;
        Self::from_bytes(&bytes)
    }

    /// Writes the file to `path` (native only).
    ///
    /// # Errors
    /// `Io` naming the path when it cannot be written.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn write(&self, path: &std::path::Path) -> Result<(), WeightsError> {
        std::fs::write(path, self.to_bytes())
            .map_err(|e| WeightsError::Io(format!("{}: {e}", path.display())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sample() -> WeightsFile {
        let mut board = BTreeMap::new();
        board.insert("width".to_string(), "6".to_string());
        let mut f = WeightsFile::new("gomoku", board, "alphazero", json!({"blocks": 2}))
            .with_tensor(Tensor::float(
                "w",
                &[2, 3],
                DType::F32,
                vec![0.5, -1.25, 3.0, 1e-7, -0.0, 7.5],
            ))
            .with_tensor(Tensor::float(
                "b",
                &[3],
                DType::F16,
                vec![0.1, 2.0, -65504.0],
            ))
            .with_tensor(Tensor::int("keys", &[2], vec![7, 19_682]));
        f.training = json!({"episodes": 10});
        f
    }

    #[test]
    fn round_trip_keeps_everything() {
        let f = sample();
        let bytes = f.to_bytes();
        assert_eq!(&bytes[..4], b"PGWT");
        let g = WeightsFile::from_bytes(&bytes).unwrap();
        assert_eq!(g, f);
        assert_eq!(g.floats("w", Some(&[2, 3])).unwrap()[1], -1.25);
        // f16 keeps about three digits.
        let b = g.floats("b", None).unwrap();
        assert!((b[0] - 0.1).abs() < 1e-4 && b[0] != 0.1, "{b:?}");
        assert_eq!(g.ints("keys", None).unwrap(), &[7, 19_682]);
        assert_eq!(g.to_bytes(), bytes);
    }

    #[test]
    fn each_corruption_is_refused_with_its_own_error() {
        let bytes = sample().to_bytes();
        let mut bad = bytes.clone();
        bad[0] = b'X';
        assert_eq!(WeightsFile::from_bytes(&bad), Err(WeightsError::BadMagic));
        assert_eq!(WeightsFile::from_bytes(b"PG"), Err(WeightsError::BadMagic));
        let mut bad = bytes.clone();
        bad[4] = 9;
        assert_eq!(
            WeightsFile::from_bytes(&bad),
            Err(WeightsError::UnsupportedVersion { found: 9 })
        );
        for cut in [6, 11, 20, bytes.len() - 1] {
            let e = WeightsFile::from_bytes(&bytes[..cut]).unwrap_err();
            assert!(
                matches!(e, WeightsError::Truncated { .. }),
                "cut at {cut}: {e:?}"
            );
            assert!(e.to_string().contains("cut short"), "{e}");
        }
        let mut long = bytes.clone();
        long.push(0);
        assert_eq!(
            WeightsFile::from_bytes(&long),
            Err(WeightsError::TrailingBytes { extra: 1 })
        );
        let mut bad = bytes.clone();
        bad[12] = b'[';
        assert!(matches!(
            WeightsFile::from_bytes(&bad),
            Err(WeightsError::BadHeader(_))
        ));
        let mut huge = bytes.clone();
        huge[8..12].copy_from_slice(&u32::MAX.to_le_bytes());
        assert!(matches!(
            WeightsFile::from_bytes(&huge),
            Err(WeightsError::BadHeader(_))
        ));
    }

    #[test]
    fn wrong_game_board_learner_or_architecture_is_refused() {
        let f = WeightsFile::from_bytes(&sample().to_bytes()).unwrap();
        let mut board = BTreeMap::new();
        board.insert("width".to_string(), "6".to_string());
        assert!(f.check_for("gomoku", &board, "alphazero").is_ok());
        let e = f
            .check_for("tictactoe", &BTreeMap::new(), "alphazero")
            .unwrap_err();
        assert!(
            e.to_string().contains("gomoku (width=6), not tictactoe"),
            "{e}"
        );
        board.insert("width".to_string(), "8".to_string());
        assert!(matches!(
            f.check_for("gomoku", &board, "alphazero"),
            Err(WeightsError::WrongGame { .. })
        ));
        board.insert("width".to_string(), "6".to_string());
        let e = f.check_for("gomoku", &board, "qlearning").unwrap_err();
        assert!(matches!(e, WeightsError::WrongLearner { .. }), "{e:?}");
        let e = f.check_architecture(&json!({"blocks": 3})).unwrap_err();
        assert!(
            e.to_string()
                .contains("'blocks' is 2 in the file but 3 here"),
            "{e}"
        );
        assert!(f.check_architecture(&json!({"blocks": 2})).is_ok());
        assert!(matches!(
            f.tensor("w", Some(&[3, 2])),
            Err(WeightsError::Mismatch { .. })
        ));
        assert!(matches!(
            f.tensor("nope", None),
            Err(WeightsError::MissingTensor { .. })
        ));
        assert!(f.ints("w", None).is_err() && f.floats("keys", None).is_err());
    }
}
