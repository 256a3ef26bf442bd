"""The conformance kit at every player count and every variant (and random_characters level 2)."""

from meeple.testing import check_game


def test_conformance_every_player_count_and_variant():
    assert check_game("steam_court", games=1, deep_every=60) == []


def test_conformance_random_characters_level_2():
    assert check_game("steam_court", games=1, deep_every=60, variants=["random_characters"],
                      players=range(3, 8), options={"level": 2}, seed=7) == []
