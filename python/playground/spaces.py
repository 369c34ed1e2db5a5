"""``LegalDiscrete``: a Gymnasium ``Discrete`` action space whose ``sample()`` draws a legal action.

Gymnasium's own tools (``check_env``, random rollouts) sample actions with
``env.action_space.sample()``; with this space those samples are moves the engine accepts, while
an illegal action passed to ``step`` still raises ``IllegalActionError``. An explicit ``mask`` or
``probability`` behaves as in ``Discrete``. Copied or pickled (e.g. to another process), it is a
plain ``Discrete``.
"""

from __future__ import annotations

from typing import Callable

import numpy as np
from gymnasium import spaces


class LegalDiscrete(spaces.Discrete):
    """``Discrete(n)`` that samples from ``legal_mask()`` (int8, 1 = legal) unless told otherwise."""

    def __init__(self, n: int, legal_mask: Callable[[], np.ndarray], seed=None):
        """``legal_mask`` returns the current legal actions as an int8 mask of length ``n``."""
        super().__init__(n, seed=seed)
        self._legal_mask = legal_mask

    def sample(self, mask=None, probability=None):
        """A uniformly random legal action (``start`` when nothing is legal)."""
        if mask is None and probability is None:
            mask = self._legal_mask()
        return super().sample(mask=mask, probability=probability)

    def __reduce__(self):
        """Copies and pickles are plain ``Discrete`` spaces (the engine stays here)."""
        return (spaces.Discrete, (int(self.n), int(self.start)))
