"""Seeded solo games against the Automa are unchanged by the performance pass (digests recorded before it).

For each difficulty, ten random games: every label list offered, every seat's view (and a determinized
world's spectator view) every few steps, the events, the record and the result. A deliberate change of
behaviour (a rule fix) must update these digests knowingly.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import meeple

GOLDEN = {'easy': '0ab80462c0279c3297fb', 'medium': '6ddcf7cabe40cac71aa4', 'hard': '308ccd31d16b621d1d45'}


def _dump(value: object) -> bytes:
    return json.dumps(value, sort_keys=True).encode()


def solo_digest(difficulty: str, seed: int) -> str:
    state = meeple.new_game("brass_birmingham", players=1, seed=seed, options={"difficulty": difficulty})
    chooser = random.Random(seed)
    h = hashlib.sha256()
    step = 0
    while not state.is_over:
        legal = state.legal_actions(0)
        h.update("|".join(map(str, legal)).encode())
        if step % 7 == 0:
            for viewer in (None, 0, 1):
                h.update(_dump(state.view(viewer)))
            h.update(_dump(state.determinize(0, step).view(0)))
        state.apply(legal[chooser.randrange(len(legal))], 0)
        step += 1
    h.update(_dump(state.events))
    h.update(_dump(state.record()))
    result = state.result()
    h.update(_dump([list(result.scores), list(result.ranking), list(result.winners)]))
    return h.hexdigest()[:20]


def difficulty_digest(difficulty: str) -> str:
    return hashlib.sha256("".join(solo_digest(difficulty, seed) for seed in range(10)).encode()).hexdigest()[:20]


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
def test_seeded_solo_games_are_unchanged(difficulty: str) -> None:
    assert difficulty_digest(difficulty) == GOLDEN[difficulty]


if __name__ == "__main__":
    for level in ("easy", "medium", "hard"):
        print(f"    {level!r}: {difficulty_digest(level)!r},")
