"""The conformance kit at every variant and player count, with and without custom_reserve."""

import pytest

from meeple.testing import check_game

CONFIGS = [("standard", 2), ("standard", 3), ("standard", 4), ("standard", 5), ("solitaire", 1), ("teams", 4),
           ("teams", 6), ("battle", 2), ("battle", 3), ("battle", 4), ("battle", 5), ("battle", 6)]


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_conformance(variant, players):
    assert check_game("brass_empire", games=1, players=[players], variants=[variant], deep_every=41) == []


@pytest.mark.parametrize(("variant", "players"), [("standard", 3), ("solitaire", 1), ("teams", 6), ("battle", 4)])
def test_conformance_custom_reserve(variant, players):
    assert check_game("brass_empire", games=1, players=[players], variants=[variant], deep_every=41,
                      options={"custom_reserve": True}, seed=3) == []
