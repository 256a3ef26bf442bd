"""The terminal renderer draws every position and puts every choice into words."""

from __future__ import annotations

import io

from rich.console import Console

import meeple
from meeple.builtin.brass_birmingham.present import terminal as R
from meeple.core import Rng


def test_render_and_describe_through_random_games():
    console = Console(width=150, file=io.StringIO())
    for n in (2, 3, 4):
        s = meeple.new_game("brass_birmingham", players=n, seed=n)
        rng = Rng(n)
        worded = total = 0
        while not s.is_over:
            seat = s.to_move[0]
            view = s.view(seat)
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
