"""The facts the Automa's faster paths rely on, checked over random positions (``automa.py``)."""

from __future__ import annotations

import random

import pytest

import meeple
from meeple.builtin.brass_birmingham.board import LINK_ENDS, NLINKS


@pytest.mark.parametrize("merchant_paths", [True, False])
def test_nearest_mines_to_a_lines_ends_do_not_depend_on_the_line(merchant_paths: bool) -> None:
    """Link tiebreak T5 reads the mines nearest a line's ends on the board's network: the link on that
    line would only join its ends, from which the distances are measured."""
    checked = 0
    for seed in range(6):
        for players in (1, 2, 3):
            s = meeple.new_game("brass_birmingham", players=players, seed=seed,
                                options={"merchant_paths": merchant_paths})
            chooser = random.Random(seed)
            step = 0
            while not s.is_over:
                seat = s.to_move[0]
                legal = s.legal_actions(seat)
                s.apply(legal[chooser.randrange(len(legal))], seat)
                step += 1
                if step % 15:
                    continue
                for k in range(NLINKS):
                    if s.lo[k] < 0:
                        with_link, _ = s._mines(LINK_ENDS[k], s.lmask | 1 << k)
                        without, _ = s._mines(LINK_ENDS[k], s.lmask)
                        assert sorted(with_link) == sorted(without), (seed, players, k)
                        checked += bool(without)
    assert checked > 100  # positions with connected mines were met
