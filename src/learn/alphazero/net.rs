//! The policy-value net of a board ([`PolicyValueNet::conv`] over [`PLANES`] planes) and its
//! weights file: architecture in the header, every parameter tensor in f16.

use super::features::{NetGame, PLANES};
use super::ID;
use crate::nn::{Parameters, PolicyValueNet, Tensor};
use crate::weights::{DType, Tensor as FileTensor, WeightsError, WeightsFile};
use serde_json::json;

/// The shape of a net: board size, trunk channels and the value head's hidden width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Architecture {
    /// Board rows.
    pub height: usize,
    /// Board columns.
    pub width: usize,
    /// Output channels of each 3x3 convolution of the trunk.
    pub channels: Vec<usize>,
    /// Hidden units of the value head.
    pub hidden: usize,
}

impl Architecture {
    /// As a weights file's header records it.
    pub fn to_json(&self) -> serde_json::Value {
        json!({
            "net": "conv-policy-value",
            "planes": PLANES,
            "height": self.height,
            "width": self.width,
            "channels": self.channels,
            "hidden": self.hidden,
        })
    }

    /// Reads it back from a header (sizes within reason: 1..=512 channels, at most 8 layers).
    ///
    /// # Errors
    /// `Mismatch` naming the field that is missing or out of range.
    pub fn from_json(v: &serde_json::Value) -> Result<Self, WeightsError> {
        let bad = |what: &str| WeightsError::Mismatch {
            what: format!("the architecture's '{what}' is missing or out of range"),
        };
        let whole = |k: &str, max: u64| {
            v.get(k)
                .and_then(serde_json::Value::as_u64)
                .filter(|&n| (1..=max).contains(&n))
                .map(|n| n as usize)
                .ok_or_else(|| bad(k))
        };
        let channels: Vec<usize> = v
            .get("channels")
            .and_then(serde_json::Value::as_array)
            .filter(|a| !a.is_empty() && a.len() <= 8)
            .ok_or_else(|| bad("channels"))?
            .iter()
            .map(|c| {
                c.as_u64()
                    .filter(|&n| (1..=512).contains(&n))
                    .map(|n| n as usize)
                    .ok_or_else(|| bad("channels"))
            })
            .collect::<Result<_, _>>()?;
        let arch = Architecture {
            height: whole("height", 19)?,
            width: whole("width", 19)?,
            channels,
            hidden: whole("hidden", 4096)?,
        };
        arch.check_json(v)?;
        Ok(arch)
    }

    /// Refuses a header whose fields differ from this architecture's.
    fn check_json(&self, v: &serde_json::Value) -> Result<(), WeightsError> {
        let file = WeightsFile::new("", Default::default(), "", v.clone());
        file.check_architecture(&self.to_json())
    }

    /// A fresh net of this shape, weights drawn from `seed`.
    pub fn build(&self, seed: u64) -> PolicyValueNet {
        PolicyValueNet::conv(
            PLANES,
            self.height,
            self.width,
            &self.channels,
            self.hidden,
            seed,
        )
    }
}

/// The weights file of `net` (shape `arch`) for `game`'s board, every parameter in f16.
pub fn to_file<G: NetGame>(game: &G, arch: &Architecture, net: &PolicyValueNet) -> WeightsFile {
    to_file_as(game, arch, net, DType::F16)
}

/// The weights file of `net` with every parameter stored as `dtype` (a checkpoint keeps f32, so
/// training goes on from exactly the same numbers).
pub fn to_file_as<G: NetGame>(
    game: &G,
    arch: &Architecture,
    net: &PolicyValueNet,
    dtype: DType,
) -> WeightsFile {
    let mut file = WeightsFile::new(G::ID, game.board_options(), ID, arch.to_json());
    for (name, t) in net.parameters() {
        file = file.with_tensor(FileTensor::float(
            &name,
            t.shape(),
            dtype,
            t.data().to_vec(),
        ));
    }
    file
}

/// The net in `file`, which must be an `alphazero` file for `game`'s board.
///
/// # Errors
/// Another game, board or learner; an architecture that does not fit the board; missing or
/// misshapen tensors; values that are not finite.
pub fn from_file<G: NetGame>(
    game: &G,
    file: &WeightsFile,
) -> Result<(Architecture, PolicyValueNet), WeightsError> {
    file.check_for(G::ID, &game.board_options(), ID)?;
    let arch = Architecture::from_json(&file.architecture)?;
    if (arch.height, arch.width) != game.board_size() {
        return Err(WeightsError::Mismatch {
            what: format!(
                "the net is for a {}x{} board, the game's is {}x{}",
                arch.width,
                arch.height,
                game.board_size().1,
                game.board_size().0
            ),
        });
    }
    let mut net = arch.build(0);
    let mut values = Vec::new();
    for (name, t) in net.parameters() {
        let data = file.floats(&name, Some(t.shape()))?;
        if data.iter().any(|v| !v.is_finite()) {
            return Err(WeightsError::Mismatch {
                what: format!("tensor '{name}' holds values that are not numbers"),
            });
        }
        let tensor =
            Tensor::from_vec(t.shape(), data.to_vec()).map_err(|e| WeightsError::Mismatch {
                what: e.to_string(),
            })?;
        values.push((name, tensor));
    }
    net.load_parameters(&values)
        .map_err(|e| WeightsError::Mismatch {
            what: e.to_string(),
        })?;
    Ok((arch, net))
}

/// A copy of `net` (shape `arch`): same parameters, fresh caches.
pub fn copy(arch: &Architecture, net: &PolicyValueNet) -> PolicyValueNet {
    let mut out = arch.build(0);
    let values: Vec<(String, Tensor)> = net
        .parameters()
        .into_iter()
        .map(|(n, t)| (n, t.clone()))
        .collect();
    out.load_parameters(&values)
        .expect("a net of the same architecture has the same parameters");
    out
}
