//! Headless evaluation: plays a series of games between agents and summarises them.
//!
//! The `arena` binary is a thin command line over [`run`]; the summary's JSON form is
//! [`Report::to_json`], whose field names are the contract in `api.md`.

use crate::agents::Agent;
use crate::any_game::AnyGame;
use crate::clock::now_ms;
use crate::game::{Game, GameError, Outcome, Reason};
use crate::options::Options;
use crate::registry::{make_agent, make_game};
use crate::rng::Rng;
use serde::Serialize;

/// A name with its options, as written on the command line: `id[:k=v,...]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Spec {
    /// The game or agent id.
    pub id: String,
    /// Its options.
    pub options: Options,
    /// The text it was parsed from (reported back unchanged).
    pub text: String,
}

impl Spec {
    /// Parses `id` or `id:k=v,k=v`.
    ///
    /// # Errors
    /// `BadOption` when the options part is malformed.
    pub fn parse(text: &str) -> Result<Self, GameError> {
        let (id, opts) = text.split_once(':').unwrap_or((text, ""));
        Ok(Spec {
            id: id.trim().to_string(),
            options: Options::parse(opts)?,
            text: text.to_string(),
        })
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct Series {
    /// The game and its options.
    pub game: Spec,
    /// The agent being evaluated.
    pub agent: Spec,
    /// Its opponent in two-player games (default: random).
    pub opponent: Option<Spec>,
    /// How many games.
    pub games: usize,
    /// Fixes every game's and (unless an agent's own `seed` option is given) every agent's randomness.
    pub seed: u64,
}

/// The summary of a series. Fields that do not apply are `None` (JSON `null`).
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The game spec as given.
    pub game: String,
    /// The agent spec as given.
    pub agent: String,
    /// The opponent spec (two-player games only).
    pub opponent: Option<String>,
    /// Games played.
    pub games: usize,
    /// Games the agent won (one-player: games won).
    pub wins: Option<usize>,
    /// Drawn games (two-player only).
    pub draws: Option<usize>,
    /// Games the agent lost.
    pub losses: Option<usize>,
    /// `wins / games`.
    pub win_rate: Option<f64>,
    /// 95 % Wilson interval of the win rate.
    pub win_rate_ci95: Option<(f64, f64)>,
    /// Mean total return of the agent.
    pub mean_score: f64,
    /// Mean number of actions per game (all players).
    pub mean_steps: f64,
    /// Largest chain in any game (games that report chains).
    pub max_chain: Option<u32>,
    /// Median over games of each game's largest chain.
    pub median_max_chain: Option<f64>,
    /// Mean milliseconds the agent took to choose a move.
    pub ms_per_move: f64,
    /// Mean wall milliseconds per game.
    pub ms_per_game: f64,
    /// Actions per second over the whole series (agents' thinking included).
    pub steps_per_sec: f64,
    /// Two-player games: the agent's results when it moved first (`[0]`) and second (`[1]`).
    pub by_seat: Option<[SeatTally; 2]>,
}

/// The agent's wins, draws and losses in one seat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SeatTally {
    /// Games won from this seat.
    pub wins: usize,
    /// Games drawn from this seat.
    pub draws: usize,
    /// Games lost from this seat.
    pub losses: usize,
}

/// The 95 % Wilson score interval for `wins` successes in `n` trials.
pub fn wilson_interval(wins: usize, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n_f = n as f64;
    let p = wins as f64 / n_f;
    let denom = 1.0 + z * z / n_f;
    let centre = (p + z * z / (2.0 * n_f)) / denom;
    let half = z * (p * (1.0 - p) / n_f + z * z / (4.0 * n_f * n_f)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Builds an agent for `spec`, seeding it from `seed` unless the spec sets its own `seed`.
fn build_agent(game: &str, spec: &Spec, seed: u64) -> Result<Box<dyn Agent<AnyGame>>, GameError> {
    let mut options = spec.options.clone();
    if !options.contains("seed") {
        options.insert("seed", &seed.to_string());
    }
    make_agent(game, &spec.id, options)
}

/// Plays the series, calling `progress(done, total)` after each game.
///
/// # Errors
/// Any bad game, agent or option, before the first game starts; `BadOption` for an opponent
/// in a one-player game or zero games.
pub fn run(series: &Series, mut progress: impl FnMut(usize, usize)) -> Result<Report, GameError> {
    if series.games == 0 {
        return Err(GameError::BadOption {
            option: "games".into(),
            reason: Reason::new("noGames", "play at least 1 game"),
        });
    }
    let mut seeds = Rng::new(series.seed);
    let template = make_game(&series.game.id, series.game.options.clone())?;
    let two_player = template.num_players() == 2;
    if !two_player && series.opponent.is_some() {
        return Err(GameError::BadOption {
            option: "opponent".into(),
            reason: Reason::new(
                "onePlayer",
                format!(
                    "{} is a one-player game: leave out --opponent",
                    series.game.id
                ),
            )
            .with("game", &series.game.id),
        });
    }
    let opponent_spec = series
        .opponent
        .clone()
        .unwrap_or_else(|| Spec::parse("random").expect("a plain id always parses"));
    let mut agent = build_agent(&series.game.id, &series.agent, seeds.next_u64())?;
    let mut opponent = if two_player {
        Some(build_agent(
            &series.game.id,
            &opponent_spec,
            seeds.next_u64(),
        )?)
    } else {
        None
    };

    // One-player games count in seat 0; the totals are the two seats' sums.
    let mut by_seat = [SeatTally::default(); 2];
    let mut scores = 0.0;
    let mut steps = 0usize;
    let mut agent_moves = 0usize;
    let mut agent_ms = 0.0;
    let mut max_chains: Vec<u32> = Vec::new();
    let start = now_ms();
    for index in 0..series.games {
        let mut game = template.clone();
        game.reset(seeds.next_u64());
        let agent_seat = if two_player { index % 2 } else { 0 };
        let mut game_max_chain: Option<u32> = None;
        while let Some(player) = game.current_player() {
            let action = if player == agent_seat {
                let t = now_ms();
                let a = agent.act(&game)?;
                agent_ms += now_ms() - t;
                agent_moves += 1;
                a
            } else {
                opponent.as_mut().ok_or(GameError::GameOver)?.act(&game)?
            };
            // apply + info, not step: building the observation every move would dominate the
            // benchmark (e.g. Gomoku's four planes), and the arena never reads it.
            game.apply(action)?;
            steps += 1;
            if let Some(chain) = game.info().number("chain") {
                let c = chain.max(0.0) as u32;
                game_max_chain = Some(game_max_chain.map_or(c, |m| m.max(c)));
            }
        }
        scores += game.returns()[agent_seat];
        let seat = &mut by_seat[agent_seat.min(1)];
        match game.outcome() {
            Some(Outcome::Won(p)) if p == agent_seat => seat.wins += 1,
            Some(Outcome::Won(_)) | Some(Outcome::Lost) => seat.losses += 1,
            Some(Outcome::Draw) => seat.draws += 1,
            Some(Outcome::Ended) | None => {}
        }
        if let Some(c) = game_max_chain {
            max_chains.push(c);
        }
        progress(index + 1, series.games);
    }
    let elapsed_ms = (now_ms() - start).max(1e-9);
    let n = series.games;
    let [first, second] = by_seat;
    let (wins, draws, losses) = (
        first.wins + second.wins,
        first.draws + second.draws,
        first.losses + second.losses,
    );
    let decided = wins + draws + losses > 0;
    Ok(Report {
        game: series.game.text.clone(),
        agent: series.agent.text.clone(),
        opponent: two_player.then(|| opponent_spec.text.clone()),
        games: n,
        wins: decided.then_some(wins),
        draws: two_player.then_some(draws),
        losses: decided.then_some(losses),
        win_rate: decided.then(|| wins as f64 / n as f64),
        win_rate_ci95: decided.then(|| wilson_interval(wins, n)),
        mean_score: scores / n as f64,
        mean_steps: steps as f64 / n as f64,
        max_chain: max_chains.iter().copied().max(),
        median_max_chain: median(&mut max_chains),
        ms_per_move: if agent_moves > 0 {
            agent_ms / agent_moves as f64
        } else {
            0.0
        },
        ms_per_game: elapsed_ms / n as f64,
        steps_per_sec: steps as f64 / (elapsed_ms / 1000.0),
        by_seat: two_player.then_some(by_seat),
    })
}

/// The median of `values` (mean of the middle two for an even count), `None` when empty.
fn median(values: &mut [u32]) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_unstable();
    let mid = values.len() / 2;
    Some(if values.len() % 2 == 1 {
        f64::from(values[mid])
    } else {
        (f64::from(values[mid - 1]) + f64::from(values[mid])) / 2.0
    })
}

impl Report {
    /// The report as one line of JSON, with `api.md`'s field names in order; reals rounded to 6
    /// decimal places, and `null` for what does not apply (or is not finite).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&ReportJson::from(self)).expect("numbers and strings serialise")
    }
}

/// The JSON form of a [`Report`].
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ReportJson<'a> {
    game: &'a str,
    agent: &'a str,
    opponent: Option<&'a str>,
    games: usize,
    wins: Option<usize>,
    draws: Option<usize>,
    losses: Option<usize>,
    win_rate: Option<f64>,
    #[serde(rename = "winRateCI95")]
    win_rate_ci95: Option<[Option<f64>; 2]>,
    mean_score: Option<f64>,
    mean_steps: Option<f64>,
    max_chain: Option<u32>,
    median_max_chain: Option<f64>,
    ms_per_move: Option<f64>,
    ms_per_game: Option<f64>,
    steps_per_sec: Option<f64>,
    by_seat: Option<[SeatTally; 2]>,
}

impl<'a> From<&'a Report> for ReportJson<'a> {
    fn from(r: &'a Report) -> Self {
        ReportJson {
            game: &r.game,
            agent: &r.agent,
            opponent: r.opponent.as_deref(),
            games: r.games,
            wins: r.wins,
            draws: r.draws,
            losses: r.losses,
            win_rate: r.win_rate.and_then(json_num),
            win_rate_ci95: r.win_rate_ci95.map(|(lo, hi)| [json_num(lo), json_num(hi)]),
            mean_score: json_num(r.mean_score),
            mean_steps: json_num(r.mean_steps),
            max_chain: r.max_chain,
            median_max_chain: r.median_max_chain.and_then(json_num),
            ms_per_move: json_num(r.ms_per_move),
            ms_per_game: json_num(r.ms_per_game),
            steps_per_sec: json_num(r.steps_per_sec),
            by_seat: r.by_seat,
        }
    }
}

/// A finite number rounded to 6 decimal places (numbers too large to scale are kept whole), or
/// `None` (JSON `null`).
fn json_num(x: f64) -> Option<f64> {
    if !x.is_finite() {
        return None;
    }
    let rounded = (x * 1e6).round() / 1e6;
    Some(if rounded.is_finite() {
        rounded
    } else {
        x.round()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_numbers_are_rounded_to_six_decimals_and_always_valid_json() {
        assert_eq!(json_num(0.123_456_789), Some(0.123457));
        assert_eq!(json_num(2.0), Some(2.0));
        assert_eq!(json_num(f64::NAN), None);
        // Past 1.8e302, x * 1e6 overflows: the number must stay itself, not become infinite.
        assert_eq!(json_num(1e303), Some(1e303));
        let mut r = run(&series("tictactoe", "random", None, 2), |_, _| {}).unwrap();
        r.mean_score = f64::INFINITY;
        r.game = "a \"quoted\" game".into();
        let v: serde_json::Value = serde_json::from_str(&r.to_json()).unwrap();
        assert!(v["meanScore"].is_null());
        assert_eq!(v["game"], "a \"quoted\" game");
    }

    fn series(game: &str, agent: &str, opponent: Option<&str>, games: usize) -> Series {
        Series {
            game: Spec::parse(game).unwrap(),
            agent: Spec::parse(agent).unwrap(),
            opponent: opponent.map(|o| Spec::parse(o).unwrap()),
            games,
            seed: 1,
        }
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        let (lo, hi) = wilson_interval(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson_interval(0, 10);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3);
    }

    #[test]
    fn random_tictactoe_series_counts_add_up_and_alternate_seats() {
        let r = run(&series("tictactoe", "random", None, 400), |_, _| {}).unwrap();
        let (w, d, l) = (r.wins.unwrap(), r.draws.unwrap(), r.losses.unwrap());
        assert_eq!(w + d + l, 400);
        // Seats alternate, so random vs random is even: X's 58 % edge is shared out.
        assert!((w as f64 - l as f64).abs() < 80.0, "{w} {d} {l}");
        assert!(r.mean_steps >= 5.0 && r.mean_steps <= 9.0);
        assert_eq!(r.opponent.as_deref(), Some("random"));
        assert!(r.max_chain.is_none());
        // Per seat: 200 games each, adding up to the totals; X (first) wins more than O.
        let [first, second] = r.by_seat.unwrap();
        for s in [first, second] {
            assert_eq!(s.wins + s.draws + s.losses, 200);
        }
        assert_eq!(first.wins + second.wins, w);
        assert_eq!(first.losses + second.losses, l);
        assert!(first.wins > second.wins + 30, "{first:?} {second:?}");
    }

    #[test]
    fn same_seed_same_report_figures() {
        let a = run(
            &series("tictactoe", "random", Some("random"), 50),
            |_, _| {},
        )
        .unwrap();
        let b = run(
            &series("tictactoe", "random", Some("random"), 50),
            |_, _| {},
        )
        .unwrap();
        assert_eq!(
            (a.wins, a.draws, a.mean_steps),
            (b.wins, b.draws, b.mean_steps)
        );
    }

    #[test]
    fn bad_input_is_refused_before_playing() {
        assert!(run(&series("chess", "random", None, 1), |_, _| {}).is_err());
        assert!(run(&series("tictactoe", "alphago", None, 1), |_, _| {}).is_err());
        assert!(run(&series("tictactoe", "random:depth=3", None, 1), |_, _| {}).is_err());
        assert!(run(&series("tictactoe", "random", None, 0), |_, _| {}).is_err());
    }

    #[test]
    fn json_has_every_contract_field_in_order() {
        let r = run(&series("tictactoe", "random", None, 4), |_, _| {}).unwrap();
        let json = r.to_json();
        let fields = [
            "game",
            "agent",
            "opponent",
            "games",
            "wins",
            "draws",
            "losses",
            "winRate",
            "winRateCI95",
            "meanScore",
            "meanSteps",
            "maxChain",
            "medianMaxChain",
            "msPerMove",
            "msPerGame",
            "stepsPerSec",
            "bySeat",
        ];
        let mut at = 0;
        for f in fields {
            let key = format!("\"{f}\":");
            let pos = json[at..]
                .find(&key)
                .unwrap_or_else(|| panic!("{f} missing in {json}"));
            at += pos + key.len();
        }
        assert!(json.contains("\"maxChain\":null"));
        assert!(json.contains("\"bySeat\":[{\"wins\":"), "{json}");
        let solo = run(&series("minesweeper", "random", None, 2), |_, _| {}).unwrap();
        assert!(
            solo.to_json().contains("\"bySeat\":null"),
            "one player: no seats"
        );
        assert!(json.starts_with('{') && json.ends_with('}'));
    }

    #[test]
    fn median_of_even_and_odd() {
        assert_eq!(median(&mut [3, 1, 2]), Some(2.0));
        assert_eq!(median(&mut [4, 1, 2, 3]), Some(2.5));
        assert_eq!(median(&mut []), None);
    }
}
