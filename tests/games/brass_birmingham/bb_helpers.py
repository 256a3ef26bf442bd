"""Helpers for Brass: Birmingham scenario tests: positions are built with the ``setup`` option."""

from __future__ import annotations

import meeple

MERCHANTS_2P = {"shrewsbury[0]": "cotton", "oxford[0]": "manufacturer", "oxford[1]": "blank",
                "gloucester[0]": "all_goods", "gloucester[1]": "blank"}
# a 2-player hand of 8 with no card that names a location used in the scenarios
HAND = ["stafford", "stafford", "cannock", "cannock", "burton_on_trent", "burton_on_trent", "tamworth", "walsall"]


def game(setup: dict, players: int = 2, seed: int = 1, **options) -> meeple.State:
    setup = dict(setup)
    if players == 2:
        setup.setdefault("merchants", MERCHANTS_2P)
        if setup.get("current", 0) == 0 and setup.get("actions_left", 2) == 2 and setup.get("round", 1) > 1:
            setup.setdefault("players", [{"hand": HAND}, {}])
    return meeple.new_game("brass_birmingham", players=players, seed=seed, options={"setup": setup, **options})


def labels(s: meeple.State) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def play(s: meeple.State, *steps: str) -> None:
    for step in steps:
        s.apply(step)


def tiles(s: meeple.State) -> dict:
    return s.view(None)["tiles"]


def player(s: meeple.State, p: int) -> dict:
    return s.view(None)["players"][p]
