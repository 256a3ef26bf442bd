"""Digests of seeded games, to prove a refactoring keeps every behaviour bit for bit.

For each game, variant and player count: a random game's offered labels, every seat's view
(every few steps), the events, the record and the result; and the choices of the greedy and
MCTS bots at a few positions. ``python tests/golden/golden_digest.py`` prints the table that
``test_golden.py`` holds; a deliberate change of behaviour updates it knowingly.
"""

from __future__ import annotations

import hashlib
import json
import random

import meeple
from meeple.agents import make_agent, observe

CASES = [
    ("steam_court", "standard", 3), ("steam_court", "standard", 5), ("steam_court", "party", 4),
    ("steam_court", "auction", 4), ("steam_court", "random_characters", 6), ("steam_court", "standard", 10),
    ("cosmoclasm", "base", 2), ("cosmoclasm", "base", 4), ("cosmoclasm", "factions", 3),
    ("cosmoclasm", "factions", 5),
    ("brass_birmingham", "standard", 2), ("brass_birmingham", "standard", 3), ("brass_birmingham", "standard", 4),
    ("brass_empire", "standard", 2), ("brass_empire", "standard", 4), ("brass_empire", "solitaire", 1),
    ("brass_empire", "teams", 4), ("brass_empire", "battle", 3),
]


def _dump(value: object) -> bytes:
    return json.dumps(value, sort_keys=True).encode()


def digest(game: str, variant: str, players: int, seed: int = 5) -> str:
    state = meeple.new_game(game, players=players, seed=seed, variant=variant)
    chooser = random.Random(seed)
    h = hashlib.sha256()
    step = 0
    bots = [make_agent("greedy", seed=1), make_agent("mcts:iterations=30,seconds=60", seed=2)]
    while not state.is_over:
        seat = state.to_move[chooser.randrange(len(state.to_move))]
        legal = state.legal_actions(seat)
        h.update("|".join(map(str, legal)).encode())
        if step % 9 == 0:
            for viewer in [None, *range(state.seats)]:
                h.update(_dump(state.view(viewer)))
        if step % 40 == 0 and step < 200:
            for bot in bots:
                h.update(str(bot.act(observe(state, seat))).encode())
            h.update(_dump(state.determinize(seat, step).view(None)))
        state.apply(legal[chooser.randrange(len(legal))], seat)
        step += 1
    h.update(_dump(state.events))
    h.update(_dump(state.record()))
    result = state.result()
    h.update(_dump([list(result.scores), list(result.ranking), list(result.winners)]))
    return h.hexdigest()[:24]


if __name__ == "__main__":
    for case in CASES:
        print(f"    {case!r}: {digest(*case)!r},")
