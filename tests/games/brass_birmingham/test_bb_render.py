"""The terminal renderer draws every position and puts every choice into words."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import meeple
from meeple.builtin.brass_birmingham.present import terminal as R
from meeple.core import Rng


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_render_and_describe_through_random_games(n: int) -> None:
    console = Console(width=150, file=io.StringIO())
    s = meeple.new_game("brass_birmingham", players=n, seed=n)
    rng = Rng(n)
    worded = total = steps = 0
    while not s.is_over:
        seat = s.to_move[0]
        view = s.view(seat)
        steps += 1
        if steps % 9 == 1:  # drawing is slow: every ninth position
            console.print(R.render(view, seat))
        legal = s.legal_actions()
        for a in legal:
            words = R.describe(str(a), view)
            assert isinstance(words, str) and words
            total += 1
            worded += words != str(a)
        s.apply(rng.choice(legal))
    console.print(R.render(s.view(None), None))
    assert worded == total


def test_the_board_lists_tiles_with_owner_flip_and_resources():
    s = meeple.new_game("brass_birmingham", players=2, seed=1, options={"setup": {
        "tiles": {"dudley[0]": {"owner": 1, "industry": "coal", "level": 2, "coal": 2},
                  "worcester[0]": {"owner": 0, "industry": "cotton", "level": 1, "flipped": True}},
        "links": {"birmingham--dudley": 1}}})
    console = Console(width=160, record=True, file=io.StringIO())
    console.print(R.render(s.view(0), 0))
    text = console.export_text()
    assert "P1 Coal II 2 coal" in text and "P0 Cotton I ✓" in text
    assert "Canal links: Birmingham – Dudley P1" in text and "your hand:" in text


def test_the_solo_panel_shows_the_automa_mat_top_rear_and_last_turn():
    s = meeple.new_game("brass_birmingham", players=1, seed=1, options={"difficulty": "hard", "setup": {
        "round": 5, "automa": {"start": "automa_turn", "deck": [8, 12]}}})
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(R.render(s.view(0), 0))
    text = console.export_text()
    assert "Automa (hard" in text and "Manuf II×1 VI×1 VII×1 VIII×2" in text
    assert "top card 12 (group B), rear side up" in text and "tiebreak icon bottom right" in text
    assert "its last turn:" in text and "draws card 8" in text
    assert "21 set aside" in text
