"""Speed work must not change games: random games match fingerprints taken before it (same seed, same moves)."""

import hashlib
import json
import random

import pytest

import meeple

# (players, variant, seed): sha256 prefix of every legal-action list, the events, the final view and scores
# (taken again when the events' words changed: players P1..Pn, cards in words; nothing else changed)
FINGERPRINTS = {
    (2, "base", 11): "7c618d6414eeeb2e",
    (3, "factions", 12): "4f03e6cb212695e6",
    (4, "base", 13): "65603e424eee59c7",
    (5, "factions", 14): "e03ae3c8ac01c368",
}


@pytest.mark.parametrize("key", list(FINGERPRINTS))
def test_random_game_matches_its_fingerprint(key):
    players, variant, seed = key
    rnd = random.Random(seed)
    s = meeple.new_game("cosmoclasm", players=players, seed=seed, variant=variant)
    h = hashlib.sha256()
    while not s.is_over:
        seat = s.to_move[rnd.randrange(len(s.to_move))]
        acts = s.legal_actions(seat)
        h.update(" ".join(map(str, acts)).encode())
        s.apply(acts[rnd.randrange(len(acts))], seat)
    h.update(json.dumps([s.events, s.view(None), s.result().scores]).encode())
    assert h.hexdigest()[:16] == FINGERPRINTS[key]
    assert meeple.replay(s.record()).events == s.events
