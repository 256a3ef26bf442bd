"""The conformance kit at every player count of both variants."""

from meeple.testing import check_game


def test_standard_conforms():
    assert check_game("brawling_barons", games=1, variants=["standard"], deep_every=13) == []


def test_teams_conform():
    assert check_game("brawling_barons", games=1, variants=["teams"], deep_every=13) == []
