"""The conformance kit at every variant and player count, with and without custom_reserve.

Random games run to a thousand decisions and more; the kit's deep checks (undo replays the game
from its start) run every few hundred decisions to keep the suite fast.
"""

import pytest

from meeple.testing import check_game

CONFIGS = [("standard", 2), ("standard", 3), ("standard", 4), ("standard", 5), ("solitaire", 1), ("teams", 4),
           ("teams", 6), ("battle", 2), ("battle", 3), ("battle", 4), ("battle", 5), ("battle", 6)]


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_conformance(variant, players):
    assert check_game("brass_empire", games=1, players=[players], variants=[variant], deep_every=301) == []


@pytest.mark.parametrize(("variant", "players"), CONFIGS)
def test_conformance_custom_reserve(variant, players):
    options = {"custom_reserve": 12} if variant == "battle" else {"custom_reserve": True, "pool": 10 * players}
    assert check_game("brass_empire", games=1, players=[players], variants=[variant], deep_every=211,
                      options=options, seed=3) == []


def test_conformance_with_setup_decisions():
    options = {"corporations": "choose", "custom_reserve": 9, "unused_reserve_cards": "shuffle_in"}
    assert check_game("brass_empire", games=1, players=[6], variants=["teams"], deep_every=401, options=options) == []
    options = {"corporations": "choose", "custom_reserve": True, "equal_turns": True}
    assert check_game("brass_empire", games=1, players=[1], variants=["solitaire"], deep_every=11, options=options,
                      seed=5) == []
