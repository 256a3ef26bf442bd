"""Shared helpers for the Brass Empire tests: positions from the spec's setup format (RULES.md)."""

from __future__ import annotations

from typing import Any

import meeple


def game(setup: dict[str, Any], players: int = 2, variant: str = "standard", seed: int = 1, **options: Any):
    return meeple.new_game("brass_empire", players=players, seed=seed, variant=variant,
                           options={"setup": setup, **options})


def labels(state, seat=None) -> list[str]:
    return [str(a) for a in state.legal_actions(seat)]


def player(state, seat: int, viewer: int | None = None) -> dict[str, Any]:
    return state.view(viewer)["table"][seat]


def in_play(state, seat: int, card: str) -> dict[str, Any] | None:
    for entry in player(state, seat)["in_play"]:
        if entry["card"] == card:
            return entry
    return None
