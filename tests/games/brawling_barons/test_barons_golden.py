"""Seeded Brawling Barons games are unchanged by the performance pass (digests recorded before it).

For each case (variant, players), six seeded random games: every label list offered, every seat's
view, a clone's view, a determinized world's view and the bots' evaluation every few steps, the events,
the record and the result. A deliberate change of behaviour (a rule fix) must update these digests
knowingly.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

import meeple

GOLDEN = {
    'standard 2': '6dbff72c392242786e28',
    'standard 3': '37244aa2de8723b2b879',
    'standard 5': 'a612c8ffa176cbf96340',
    'standard 8': 'b87ef3b892ec9cdd9189',
    'teams 4': '39be4786a34e2f618452',
    'teams 6': '792e15ffb7cf066a3a8a',
    'teams 8': 'b7dbfc199c8985344c4e',
}
CASES = [("standard", 2), ("standard", 3), ("standard", 5), ("standard", 8), ("teams", 4), ("teams", 6),
         ("teams", 8)]


def _dump(value: object) -> bytes:
    return json.dumps(value, sort_keys=True).encode()


def game_digest(variant: str, players: int, seed: int) -> str:
    state = meeple.new_game("brawling_barons", players=players, seed=seed, variant=variant)
    chooser = random.Random(seed)
    h = hashlib.sha256()
    step = 0
    while not state.is_over:
        seat = state.to_move[chooser.randrange(len(state.to_move))]
        legal = state.legal_actions(seat)
        h.update("|".join(map(str, legal)).encode())
        if step % 11 == 0:
            for viewer in [None, *range(players)]:
                h.update(_dump(state.view(viewer)))
            h.update(_dump(state.clone().view(None)))
            h.update(_dump(state.determinize(seat, step).view(None)))
            h.update(repr(state.evaluate()).encode())
        state.apply(legal[chooser.randrange(len(legal))], seat)
        step += 1
    h.update(_dump(state.events))
    h.update(_dump(state.record()))
    result = state.result()
    h.update(_dump([list(result.scores), list(result.ranking), list(result.winners), result.details]))
    return h.hexdigest()[:20]


def case_digest(variant: str, players: int) -> str:
    games = "".join(game_digest(variant, players, seed) for seed in range(6))
    return hashlib.sha256(games.encode()).hexdigest()[:20]


@pytest.mark.parametrize(("variant", "players"), CASES)
def test_seeded_games_are_unchanged(variant: str, players: int) -> None:
    assert case_digest(variant, players) == GOLDEN[f"{variant} {players}"]


if __name__ == "__main__":
    for variant, players in CASES:
        print(f"    '{variant} {players}': {case_digest(variant, players)!r},")
