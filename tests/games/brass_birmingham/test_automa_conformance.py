"""The solo Automa variant passes the conformance kit at every difficulty and both turn orders."""

from __future__ import annotations

import pytest

import meeple
from meeple.testing import check_game


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize("turn_order", ["fixed", "variable"])
def test_conformance(difficulty: str, turn_order: str) -> None:
    options = {"difficulty": difficulty, "turn_order": turn_order}
    assert check_game("brass_birmingham", games=1, variants=["automa"], options=options) == []


def test_one_player_picks_the_automa_variant() -> None:
    s = meeple.new_game("brass_birmingham", players=1, seed=1)
    assert s.variant == "automa" and s.seats == 2 and s.to_move == (0,)
    assert meeple.new_game("brass_birmingham", players=2, seed=1).variant == "standard"


@pytest.mark.parametrize(("options", "words"), [
    ({"difficulty": "brutal"}, "easy, medium, hard"),
    ({"turn_order": "random"}, "fixed, variable"),
    ({"iron_price_rule": "cheap"}, "effective, market"),
])
def test_bad_option_values_name_what_is_allowed(options: dict, words: str) -> None:
    with pytest.raises(meeple.GameError, match=words):
        meeple.new_game("brass_birmingham", players=1, seed=1, options=options)


@pytest.mark.parametrize("name", ["difficulty", "turn_order", "iron_price_rule"])
def test_solo_options_are_refused_in_the_standard_game(name: str) -> None:
    with pytest.raises(meeple.GameError, match="automa"):
        meeple.new_game("brass_birmingham", players=2, seed=1, options={name: "fixed"})


def test_standard_only_options_are_refused_in_the_solo_game() -> None:
    with pytest.raises(meeple.GameError, match="standard"):
        meeple.new_game("brass_birmingham", players=1, seed=1, options={"introductory": True})
