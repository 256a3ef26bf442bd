"""Helpers for Brawling Barons tests: positions from the setup option, actions by label."""

from __future__ import annotations

from typing import Any

import meeple
from meeple.builtin.brawling_barons.data import CARDS


def game(players: int = 2, variant: str | None = None, seed: int = 1, decks: int | None = None,
         **setup: Any) -> Any:
    options: dict[str, Any] = {"setup": setup}
    if decks is not None:
        options["decks"] = decks
    return meeple.new_game("brawling_barons", players=players, seed=seed, variant=variant, options=options)


def play(s: Any, *labels: str) -> None:
    for label in labels:
        s.apply(label)


def labels(s: Any, seat: int | None = None) -> list[str]:
    return [str(a) for a in s.legal_actions(seat)]


def cid(name: str) -> int:
    return CARDS.name_index[name]


def names(cards: list[int]) -> list[str]:
    return [CARDS.names[c] for c in cards]


def town(s: Any, seat: int) -> list[str]:
    return [f"{u['card']}[{u['side']}]" for u in s.view(None)["players"][seat]["town"]]


def zone(s: Any, seat: int, key: str) -> list[str]:
    return [f"{u['card']}[{u['side']}]" for u in s.view(None)["players"][seat][key]]
