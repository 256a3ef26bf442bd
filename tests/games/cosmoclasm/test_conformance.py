"""The conformance kit at 2-5 players in both variants."""

import pytest

from meeple.testing import check_game


@pytest.mark.parametrize("variant", ["base", "factions"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_conformance(variant, players):
    assert check_game("cosmoclasm", games=2, players=[players], variants=[variant]) == []
