"""Bad input raises a Python exception a student can act on, never a crash: engine refusals are
`playground.GameError`s (ValueErrors) with the engine's words, wrong types are TypeErrors."""

import numpy as np
import pytest

import playground


def test_engine_errors_are_value_errors_of_their_kind():
    for kind in [
        playground.IllegalActionError,
        playground.OutOfRangeError,
        playground.GameOverError,
        playground.BadOptionError,
        playground.UnknownError,
        playground.WrongGameError,
        playground.NotSupportedError,
    ]:
        assert issubclass(kind, playground.GameError)
    assert issubclass(playground.GameError, ValueError)


def test_actions_must_be_whole_numbers_in_range():
    env = playground.make("tictactoe")
    env.reset(seed=0)
    for bad in ["3", 2.0, True, None, [1]]:
        with pytest.raises(TypeError, match="takes a whole number"):
            env.step(bad)
    with pytest.raises(playground.OutOfRangeError, match="from 0 to 8"):
        env.step(-1)
    with pytest.raises(playground.OutOfRangeError):
        env.step(9)
    env.step(np.int64(4))  # numpy integers are whole numbers
    with pytest.raises(playground.IllegalActionError, match="cell 4 is already taken"):
        env.step(4)
    assert env.legal_actions().tolist() == [0, 1, 2, 3, 5, 6, 7, 8]


def test_nothing_is_accepted_after_the_end():
    env = playground.make("tictactoe")
    env.reset(seed=0)
    for cell in [0, 3, 1, 4, 2]:
        env.play(cell)
    assert env.is_terminal and env.current_player == -1
    with pytest.raises(playground.GameOverError, match="reset"):
        env.step(5)


def test_options_are_checked_by_the_engine():
    with pytest.raises(playground.BadOptionError, match="first_click"):
        playground.make("minesweeper", first_click="sometimes")
    with pytest.raises(playground.BadOptionError, match="has no such option; it takes"):
        playground.make("minesweeper", presets="expert")
    with pytest.raises(playground.BadOptionError, match="out of range"):
        playground.make("minesweeper", rows=1000)
    with pytest.raises(TypeError, match="option 'rows'"):
        playground.make("minesweeper", rows=[9])
    with pytest.raises(playground.UnknownError, match="minesweeper, puyo, tictactoe, gomoku"):
        playground.make("chess")
    with pytest.raises(ValueError, match="render_mode"):
        import gymnasium as gym

        gym.make("playground/Puyo-v0", render_mode="human")


def test_seeds_are_checked():
    env = playground.make("puyo")
    with pytest.raises(ValueError, match="reset"):
        env.reset(-1)
    with pytest.raises(TypeError, match="reset"):
        env.reset("7")
    with pytest.raises(playground.NotSupportedError, match="only minesweeper"):
        env.toggle_flag(0)
