use super::*;
use crate::clock::fake;

/// A learner that only counts: each episode plays `games` games, consumes 10 samples and adds
/// its number (from 1) as two loss terms; `measure` scores the episodes so far. Each moves a held
/// clock ([`fake::hold`]) on by its milliseconds, so the time budgets do not depend on the machine.
struct Counter {
    progress: Progress,
    schedule: Schedule,
    games: u64,
    episode_ms: f64,
    measure_ms: f64,
}

impl Counter {
    fn new(schedule: Schedule) -> Self {
        Counter {
            progress: Progress::default(),
            schedule,
            games: 2,
            episode_ms: 0.0,
            measure_ms: 0.0,
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
        fake::advance(self.episode_ms);
        loss.add(2.0 * (self.progress.episodes + 1) as f64, 2);
        Ok(Episode {
            games: self.games,
            samples: 10,
        })
    }

    fn measure(&self) -> Result<EvalPoint, GameError> {
        fake::advance(self.measure_ms);
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
    let _clock = fake::hold();
    let mut c = Counter::new(Schedule {
        clock_every: 4,
        ..Schedule::every(100)
    });
    c.episode_ms = 2.0;
    // Over 1 ms after the first episode, but read only after the fourth.
    let p = train(&mut c, Budget::millis(1.0)).unwrap();
    assert_eq!(p.episodes, 4);
    // 10 ms: read after 4 (8 ms) and 8 episodes (16 ms).
    let p = train(&mut c, Budget::millis(10.0)).unwrap();
    assert_eq!(p.episodes, 12);
    // Both limits: whichever comes first.
    let p = train(
        &mut c,
        Budget {
            episodes: Some(3),
            millis: Some(1e9),
        },
    )
    .unwrap();
    assert_eq!(p.episodes, 15);
    let p = train(
        &mut c,
        Budget {
            episodes: Some(100),
            millis: Some(5.0),
        },
    )
    .unwrap();
    assert_eq!(p.episodes, 19);
}

#[test]
fn a_positive_time_budget_trains_an_episode_even_after_a_long_first_point() {
    let _clock = fake::hold();
    let mut c = Counter::new(Schedule::every(100));
    // The first point alone uses the whole budget (a slow machine): one episode still runs.
    c.measure_ms = 50.0;
    c.episode_ms = 1.0;
    let p = train(&mut c, Budget::millis(30.0)).unwrap();
    assert_eq!((p.episodes, curve(&p)), (1, vec![0]));
    assert_eq!(p.seconds, 0.001);
    // Without the long point: 30 episodes of 1 ms.
    let p = train(&mut c, Budget::millis(30.0)).unwrap();
    assert_eq!(p.episodes, 31);
    // A zero budget trains nothing.
    assert_eq!(train(&mut c, Budget::millis(0.0)).unwrap().episodes, 31);
}

#[test]
fn evaluation_time_is_not_training_time() {
    let _clock = fake::hold();
    let mut c = Counter::new(Schedule::every(1));
    c.measure_ms = 40.0;
    c.episode_ms = 1.0;
    let p = train(&mut c, Budget::episodes(3)).unwrap();
    assert_eq!(curve(&p), [0, 1, 2, 3]);
    assert_eq!(p.seconds, 0.003);
    let seconds: Vec<f64> = p.curve.iter().map(|c| c.seconds).collect();
    assert_eq!(seconds, [0.0, 0.001, 0.002, 0.003]);
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
