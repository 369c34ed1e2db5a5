use super::*;
use std::time::Duration;

/// A learner that only counts: each episode plays `games` games, consumes 10 samples and adds
/// its number (from 1) as two loss terms; `measure` scores the episodes so far.
struct Counter {
    progress: Progress,
    schedule: Schedule,
    games: u64,
    episode_sleep: Duration,
    measure_sleep: Duration,
}

impl Counter {
    fn new(schedule: Schedule) -> Self {
        Counter {
            progress: Progress::default(),
            schedule,
            games: 2,
            episode_sleep: Duration::ZERO,
            measure_sleep: Duration::ZERO,
        }
    }
}

impl Episodic for Counter {
    fn progress_mut(&mut self) -> &mut Progress {
        &mut self.progress
    }

    fn schedule(&self) -> Schedule {
        self.schedule
    }

    fn episode(&mut self, loss: &mut Loss) -> Result<Episode, GameError> {
        std::thread::sleep(self.episode_sleep);
        loss.add(2.0 * (self.progress.episodes + 1) as f64, 2);
        Ok(Episode {
            games: self.games,
            samples: 10,
        })
    }

    fn measure(&self) -> Result<EvalPoint, GameError> {
        std::thread::sleep(self.measure_sleep);
        Ok(self.progress.point(vec![EvalResult {
            measure: "won",
            opponent: "none".into(),
            games: 1,
            wins: 0,
            draws: 0,
            losses: 0,
            score: self.progress.episodes as f64,
        }]))
    }
}

fn curve(p: &Progress) -> Vec<u64> {
    p.curve.iter().map(|c| c.episodes).collect()
}

#[test]
fn counts_episodes_games_samples_and_points_every_eval_every() {
    let mut c = Counter::new(Schedule::every(3));
    let p = train(&mut c, Budget::episodes(7)).unwrap();
    assert_eq!((p.episodes, p.games, p.samples), (7, 14, 70));
    assert_eq!(curve(&p), [0, 3, 6]);
    assert_eq!(p.curve[2].results[0].score, 6.0);
    // The loss is the mean over the slice's terms: (1 + ... + 7) * 2 / 14.
    assert_eq!(p.loss, Some(4.0));
    let p = train(&mut c, Budget::episodes(2)).unwrap();
    assert_eq!(curve(&p), [0, 3, 6, 9]);
    assert_eq!(p.loss, Some(8.5));
}

#[test]
fn an_empty_budget_trains_nothing_and_measures_the_first_point_if_the_schedule_says_so() {
    let mut c = Counter::new(Schedule::every(3));
    let p = train(&mut c, Budget::default()).unwrap();
    assert_eq!((p.episodes, curve(&p), p.loss), (0, vec![0], None));
    let mut c = Counter::new(Schedule {
        first_point_without_budget: false,
        ..Schedule::every(3)
    });
    let p = train(&mut c, Budget::default()).unwrap();
    assert_eq!((p.episodes, curve(&p)), (0, vec![]));
    assert_eq!(curve(&train(&mut c, Budget::episodes(1)).unwrap()), [0]);
}

#[test]
fn a_slice_without_loss_terms_keeps_the_last_loss() {
    let mut c = Counter::new(Schedule::every(100));
    train(&mut c, Budget::episodes(1)).unwrap();
    let p = train(&mut c, Budget::millis(0.0)).unwrap();
    assert_eq!((p.episodes, p.loss), (1, Some(1.0)));
}

#[test]
fn evaluate_reuses_a_point_at_the_current_episodes() {
    let mut c = Counter::new(Schedule::every(100));
    train(&mut c, Budget::episodes(2)).unwrap();
    let a = evaluate(&mut c).unwrap();
    let b = evaluate(&mut c).unwrap();
    assert_eq!((a.episodes, a), (2, b));
    assert_eq!(curve(&c.progress), [0, 2]);
}

#[test]
fn the_clock_is_read_only_every_clock_every_episodes() {
    let mut c = Counter::new(Schedule {
        clock_every: 4,
        ..Schedule::every(100)
    });
    c.episode_sleep = Duration::from_millis(2);
    let p = train(&mut c, Budget::millis(1.0)).unwrap();
    assert!(p.episodes.is_multiple_of(4), "{}", p.episodes);
    // Both limits: whichever comes first.
    let p = train(
        &mut c,
        Budget {
            episodes: Some(3),
            millis: Some(1e9),
        },
    )
    .unwrap();
    assert!((p.episodes - 3).is_multiple_of(4), "{}", p.episodes);
}

#[test]
fn evaluation_time_is_not_training_time() {
    let mut c = Counter::new(Schedule::every(1));
    c.measure_sleep = Duration::from_millis(40);
    let p = train(&mut c, Budget::episodes(3)).unwrap();
    assert_eq!(curve(&p), [0, 1, 2, 3]);
    assert!(p.seconds < 0.04, "{}", p.seconds);
    assert!(p.curve.windows(2).all(|w| w[0].seconds <= w[1].seconds));
}

#[test]
fn summary_adds_seconds_and_the_last_point() {
    let mut c = Counter::new(Schedule::every(2));
    train(&mut c, Budget::episodes(2)).unwrap();
    let s = c.progress.summary(serde_json::json!({"seed": 3}));
    assert_eq!(s["seed"], 3);
    assert_eq!(s["seconds"], c.progress.seconds);
    assert_eq!(s["lastEval"]["episodes"], 2);
    let fresh = Progress::default().summary(serde_json::json!({}));
    assert!(fresh["lastEval"].is_null());
}
