//! The `alphazero` agent: the net's search with no noise, playing the most visited move;
//! `explain` shows the search's visits, values and priors.

use super::evaluator::NetEvaluator;
use super::features::NetGame;
use super::net;
use super::C_PUCT;
use crate::agents::mcts::{search_fresh, search_fresh_timed, SearchStats, Searcher};
use crate::agents::Agent;
use crate::game::{Action, GameError, Reason};
use crate::nn::PolicyValueNet;
use crate::options::{Options, TextOrBytes};
use crate::record::Record;
use crate::rng::Rng;
use crate::weights::{WeightsError, WeightsFile};
use std::collections::BTreeMap;
use std::marker::PhantomData;

/// Playouts per move when neither `playouts` nor `timeMs` is given.
pub const DEFAULT_PLAYOUTS: usize = 1600;

/// The shipped net for `game`'s board (`src/shipped.rs`), if there is one: its bytes, or in
/// the browser `NetNotLoaded` until the page has handed it over.
pub fn shipped<G: NetGame>(game: &G) -> Option<Result<&'static [u8], GameError>> {
    let board: Vec<String> = game
        .board_options()
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    crate::shipped::find(G::ID, super::ID, &board.join(","))
        .map(|net| crate::shipped::bytes(net.name))
}

/// How long each move searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Search {
    /// Exactly this many playouts (reproducible).
    Playouts(usize),
    /// About this many milliseconds.
    TimeMs(f64),
}

/// A net and the board it was trained for.
struct Loaded {
    board: BTreeMap<String, String>,
    evaluator: NetEvaluator,
}

/// Plays a policy-value net through MCTS. Made without `weights`, it loads the shipped net for
/// the board of the first game it is asked about (and again if the board changes).
pub struct AlphaZeroAgent<G> {
    loaded: Option<Loaded>,
    /// Whether the net came from a `weights` option (then another board is an error).
    explicit: bool,
    search: Search,
    rng: Rng,
    game: PhantomData<fn(&G)>,
}

/// The error for weights that do not fit the board.
fn bad(e: WeightsError) -> GameError {
    GameError::BadOption {
        option: "weights".into(),
        reason: e.reason(),
    }
}

impl<G: NetGame> AlphaZeroAgent<G> {
    /// Plays `net`, trained for `game`'s board, with `search` per move; `seed` fixes the
    /// search's random choices.
    pub fn new(game: &G, net: PolicyValueNet, search: Search, seed: u64) -> Self {
        AlphaZeroAgent {
            loaded: Some(Loaded {
                board: game.board_options(),
                evaluator: NetEvaluator::new(net, None),
            }),
            explicit: true,
            search,
            rng: Rng::new(seed),
            game: PhantomData,
        }
    }

    /// Builds from options: `weights` (a path natively, bytes from the page; left out: the
    /// shipped net for the board played), `playouts`, `timeMs` and `seed`.
    ///
    /// # Errors
    /// `BadOption` for a bad value, an unknown option, or a weights file that cannot be read or
    /// is for another game or learner.
    pub fn from_options(mut options: Options) -> Result<Self, GameError> {
        let playouts = options.take_usize("playouts", DEFAULT_PLAYOUTS, 1..=1_000_000)?;
        let time_ms = match options.take_raw("timeMs") {
            None => None,
            Some(raw) => {
                let mut o = Options::new().with("timeMs", &raw);
                Some(o.take_f64("timeMs", 0.0, 1.0..=600_000.0)?)
            }
        };
        let seed = options.take_u64("seed", 0)?;
        let weights = options.take_text_or_bytes("weights");
        options.finish("the alphazero agent")?;
        let file = match weights {
            None => None,
            Some(TextOrBytes::Bytes(bytes)) => Some(WeightsFile::from_bytes(&bytes).map_err(bad)?),
            Some(TextOrBytes::Text(path)) => Some(read_path(&path).map_err(bad)?),
        };
        let loaded = match file {
            None => None,
            Some(file) => {
                let board = G::from_board_options(&file.game_options).map_err(|_| {
                    bad(WeightsError::WrongGame {
                        expected: G::ID.into(),
                        found: WeightsFile::board_name(&file.game, &file.game_options),
                    })
                })?;
                Some(load(&board, &file)?)
            }
        };
        Ok(AlphaZeroAgent {
            explicit: loaded.is_some(),
            loaded,
            search: time_ms.map_or(Search::Playouts(playouts), Search::TimeMs),
            rng: Rng::new(seed),
            game: PhantomData,
        })
    }

    /// The evaluator for `game`'s board: the loaded net, or the shipped one for this board.
    fn evaluator_for(&mut self, game: &G) -> Result<&mut NetEvaluator, GameError> {
        let board = game.board_options();
        let fits = self.loaded.as_ref().is_some_and(|l| l.board == board);
        if !fits {
            if self.explicit {
                let net_board = self
                    .loaded
                    .as_ref()
                    .map(|l| l.board.clone())
                    .unwrap_or_default();
                return Err(bad(WeightsError::WrongGame {
                    expected: WeightsFile::board_name(G::ID, &board),
                    found: WeightsFile::board_name(G::ID, &net_board),
                }));
            }
            let bytes = shipped(game).ok_or_else(|| GameError::BadOption {
                option: "weights".into(),
                reason: {
                    let name = WeightsFile::board_name(G::ID, &board);
                    Reason::new(
                        "noShippedNet",
                        format!(
                            "no net is shipped for {name}; train one (train --learner alphazero) and pass its file"
                        ),
                    )
                    .with("board", name)
                },
            })??;
            let file = WeightsFile::from_bytes(bytes).map_err(bad)?;
            self.loaded = Some(load(game, &file)?);
        }
        match self.loaded.as_mut() {
            Some(l) => Ok(&mut l.evaluator),
            None => Err(GameError::GameOver),
        }
    }
}

/// The net of `file` for `game`'s board.
fn load<G: NetGame>(game: &G, file: &WeightsFile) -> Result<Loaded, GameError> {
    let (_, net) = net::from_file(game, file).map_err(bad)?;
    Ok(Loaded {
        board: game.board_options(),
        evaluator: NetEvaluator::new(net, None),
    })
}

/// Reads a weights file from a path (natively).
#[cfg(not(target_arch = "wasm32"))]
fn read_path(path: &str) -> Result<WeightsFile, WeightsError> {
    WeightsFile::read(std::path::Path::new(path))
}

/// In the page there are no paths: weights come as bytes.
#[cfg(target_arch = "wasm32")]
fn read_path(path: &str) -> Result<WeightsFile, WeightsError> {
    Err(WeightsError::NeedsBytes { path: path.into() })
}

impl<G: NetGame> Searcher<G> for AlphaZeroAgent<G> {
    fn search(&mut self, game: &G) -> Result<SearchStats, GameError> {
        let search = self.search;
        let mut rng = self.rng.clone();
        let evaluator = self.evaluator_for(game)?;
        evaluator.new_search();
        let stats = match search {
            Search::Playouts(n) => search_fresh(game, evaluator, &mut rng, C_PUCT, n),
            Search::TimeMs(ms) => search_fresh_timed(game, evaluator, &mut rng, C_PUCT, ms),
        };
        self.rng = rng;
        stats
    }
}

impl<G: NetGame> Agent<G> for AlphaZeroAgent<G> {
    fn act(&mut self, game: &G) -> Result<Action, GameError> {
        Ok(self.search(game)?.best)
    }

    /// The search's [`SearchStats::to_record`]: visits, values, priors (the net's policy) and
    /// the win rate.
    fn explain(&mut self, game: &G) -> Result<Option<Record>, GameError> {
        Ok(Some(self.search(game)?.to_record()))
    }

    /// A net for another board, or no net shipped for this one, is refused with the reason.
    fn check(&mut self, game: &G) -> Result<(), GameError> {
        self.evaluator_for(game).map(|_| ())
    }
}
