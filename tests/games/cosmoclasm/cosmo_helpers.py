"""Shared helpers for the Cosmoclasm tests: positions from the spec's setup format (8.5)."""

from __future__ import annotations

import meeple

STD = {m: i + 1 for i, m in enumerate("ABCDEFGHIJKL")}
W1_FACTIONS = ["martians", "humans", "cyborgs"]
W7_FACTIONS = ["martians", "humans", "cyborgs", "hiveminds"]


def game(players: int, setup: dict, factions: list[str] | None = None, variant: str = "base", seed: int = 1):
    opts = {"setup": setup}
    if factions is not None:
        opts["seat_factions"] = factions
    return meeple.new_game("cosmoclasm", players=players, seed=seed, variant=variant, options=opts)


def run(s, *steps: str) -> None:
    """Apply steps written as in the spec: ``"0: play SUN-DR-ME-1 +ECL-ME-1"``."""
    for step in steps:
        seat, label = step.split(": ", 1)
        s.apply(label, int(seat))


def counts(s, seat: int) -> str:
    return "/".join(map(str, s.view(None)["counts"][seat]))


def labels(s, seat: int | None = None) -> set[str]:
    return {str(a) for a in s.legal_actions(seat)}


def hand(s, seat: int) -> list[str]:
    return sorted(s.view(seat)["hand"])


W1 = {
    "hands": [
        ["SUN-DR-ME-1", "ECL-ME-1", "SUN-FI-FI-1", "SUN-MI-SG-1", "MOON-MI-MI-1", "ECL-DR-1"],
        ["MOON-DR-FI-1", "MOON-FI-ME-1", "ECL-FI-1", "STAR-DR-DR-1", "SUN-ME-ME-1", "ECL-MI-2"],
        ["STAR-FI-MI-1", "STAR-DR-SG-1", "MOON-ME-ME-1", "ECL-SG-1", "SUN-DR-MI-1", "ECL-ME-2"],
    ],
    "market": ["SUN-DR-DR-1", "MOON-DR-DR-1", "STAR-ME-ME-1", "ECL-SG-2", "ECL-SG-3", "ECL-MI-1"],
    "deck": ["SUN-FI-ME-1", "SUN-FI-ME-2", "SUN-ME-MI-1", "SUN-ME-MI-2", "SUN-DR-FI-1", "SUN-DR-FI-2"],
}

W7 = {
    "numbers": {"A": 1, "K": 2, "B": 3, "C": 4, "D": 5, "E": 6, "F": 7, "G": 8, "H": 9, "I": 10, "J": 11, "L": 12},
    "hands": [
        ["SUN-DR-ME-1", "ECL-ME-1", "STAR-DR-MI-1", "STAR-MI-MI-1", "MOON-FI-FI-1", "ECL-DR-1"],
        ["MOON-DR-FI-1", "SUN-DR-FI-1", "SUN-FI-MI-1", "ECL-FI-1", "STAR-ME-ME-1", "MOON-FI-ME-1"],
        ["STAR-FI-MI-1", "STAR-DR-FI-1", "MOON-DR-FI-2", "MOON-DR-SG-1", "ECL-DR-2", "SUN-ME-SG-1"],
        ["STAR-FI-MI-2", "ECL-SG-1", "MOON-ME-MI-1", "SUN-DR-FI-2", "ECL-MI-1", "STAR-DR-DR-1"],
    ],
    "market": ["SUN-FI-FI-1", "SUN-ME-MI-1", "MOON-MI-MI-1", "MOON-ME-SG-1", "STAR-FI-ME-1", "STAR-ME-MI-1",
               "ECL-DR-3", "ECL-FI-2"],
    "deck": ["SUN-DR-DR-1", "SUN-MI-SG-1", "MOON-DR-ME-1", "MOON-FI-MI-1", "STAR-DR-ME-1", "STAR-MI-SG-1",
             "ECL-DR-4", "ECL-ME-2"],
}
