"""Same seed and same choices give the same game as before the performance pass (digests recorded then).

A digest covers every legal-action list offered, the events and the final spectator view of a
random game; a change of behaviour (a rule fix) must update it knowingly.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import meeple

GOLDEN = {(2, 11): "4349cfd6402d07e65ffb", (3, 12): "0d4792aff064096df8a1", (4, 13): "33d1196b60e53d2ede4c"}


def _digest(players: int, seed: int) -> str:
    s = meeple.new_game("brass_birmingham", players=players, seed=seed)
    rnd = random.Random(seed)
    h = hashlib.sha256()
    while not s.is_over:
        acts = s.legal_actions()
        h.update("|".join(map(str, acts)).encode())
        s.apply(acts[int(rnd.random() * len(acts))])
    h.update(json.dumps(s.events).encode())
    h.update(json.dumps(s.view(None), sort_keys=True).encode())
    return h.hexdigest()[:20]


@pytest.mark.parametrize(("players", "seed"), sorted(GOLDEN))
def test_random_game_is_unchanged(players: int, seed: int) -> None:
    assert _digest(players, seed) == GOLDEN[players, seed]
