use super::*;
use crate::registry::{make_agent, make_game};

#[test]
fn minimax_never_loses_and_beats_random_from_both_sides() {
    let game = make_game("tictactoe", Options::new()).unwrap();
    let mut mm = make_agent("tictactoe", "minimax", Options::new()).unwrap();
    let r = evaluate(&game, mm.as_mut(), make_agent, "random", 40, 3).unwrap();
    assert_eq!(r.wins + r.draws + r.losses, 40);
    assert_eq!(r.losses, 0);
    assert!(r.wins > 25, "{r:?}");
    assert!(r.score > 0.7);
    let r = evaluate(&game, mm.as_mut(), make_agent, "minimax", 10, 3).unwrap();
    assert_eq!((r.draws, r.score), (10, 0.5));
    assert!(evaluate(&game, mm.as_mut(), make_agent, "deep-blue", 1, 0).is_err());
}
