"""The bots' evaluation (evaluation.py): against the Automa it still tells positions apart when the
Automa leads by far; at a table of players it is the logistic of projected VP differences."""

from __future__ import annotations

import meeple
from meeple.builtin.brass_birmingham.evaluation import estimate

from .automa_helpers import solo, tile


def _human_estimate(human_vp: int, automa_vp: int, **setup) -> float:
    state = solo(automa={"vp": automa_vp}, players=[{"vp": human_vp}], era="rail", **setup)
    return estimate(state)[0]


def test_solo_estimate_tells_ten_vp_apart_when_the_automa_leads_by_eighty() -> None:
    # A logistic of 8 VP per unit gives both positions ~0.0001: the bots could not choose between them.
    worse, better = _human_estimate(20, 100), _human_estimate(30, 100)
    assert better - worse > 0.01


def test_solo_estimate_counts_an_unflipped_tile_of_the_human() -> None:
    bare = _human_estimate(20, 100)
    built = _human_estimate(20, 100, tiles={"cannock[1]": tile(0, "coal", 2, coal=3)})
    assert built > bare


def test_solo_estimates_of_the_two_seats_add_up_to_one() -> None:
    state = solo(automa={"vp": 90}, players=[{"vp": 40}], era="rail")
    assert abs(sum(estimate(state)) - 1.0) < 1e-9


def test_table_estimate_is_the_logistic_of_the_projected_difference_at_eight_vp_per_unit() -> None:
    state = meeple.new_game("brass_birmingham", players=2, seed=3)
    state.vp = [18, 10]
    ahead, behind = estimate(state)
    assert abs(ahead - 1 / (1 + 2.718281828 ** -1)) < 1e-9 and abs(ahead + behind - 1) < 1e-9
