"""Small helpers for Steam Court scenario tests."""

from __future__ import annotations

import pytest

import meeple
from meeple.builtin.steam_court import cards

ROYAL5 = {"queen": 0, "general": 1, "duke": 2, "alchemist": 3, "tea_boy": 4}


def game(players: int = 5, seed: int = 1, variant: str | None = None, **setup):
    return meeple.new_game("steam_court", players=players, seed=seed, variant=variant,
                           options={"setup": setup})


def royal5(hands: dict, **setup):
    """A 5-player Royal Table game in trick play with P1 Queen ... P5 Tea Boy."""
    return game(5, seats=ROYAL5, hands=hands, **setup)


def legal(s, seat=None) -> list[str]:
    return [str(a) for a in s.legal_actions(seat)]


def run(s, *labels: str) -> None:
    for label in labels:
        s.apply(label)


def hand(s, p: int) -> str:
    return cards.cardlist(s.hand[p])


def rejected(s, label: str, *words: str) -> str:
    """Assert ``label`` is illegal now, the state unchanged, and the message names ``words``."""
    before = (s.view(None), list(s.hand), s.to_move)
    with pytest.raises(meeple.IllegalAction) as e:
        s.apply(label)
    assert (s.view(None), list(s.hand), s.to_move) == before
    for w in words:
        assert w in str(e.value), str(e.value)
    return str(e.value)
