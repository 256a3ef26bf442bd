"""Seeded games, views, events, records and bot choices are the same as when the digests were made."""

from __future__ import annotations

import pytest
from golden_digest import CASES, digest, stored

GOLDEN = stored()


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case[0]}-{case[1]}-{case[2]}")
def test_game_is_unchanged(case: tuple) -> None:
    assert set(CASES) == set(GOLDEN)
    rules, bots = digest(*case)
    assert rules == GOLDEN[case][0], "the rules, views, events or records changed"
    assert bots == GOLDEN[case][1], "the greedy or MCTS bots chose differently"
