"""Shared helpers for the package's tests."""

import numpy as np


def random_legal(mask: np.ndarray, rng: np.random.Generator) -> int:
    """A uniformly random legal action from an int8 mask."""
    return int(rng.choice(np.flatnonzero(mask)))
