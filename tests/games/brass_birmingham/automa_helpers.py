"""Helpers for the solo Automa scenarios: positions built with the ``setup`` option (RULES.md, 'The Automa')."""

from __future__ import annotations

from typing import Any

import meeple

# the merchants of the worked examples (spec brass_birmingham_automa.md §16)
MERCHANTS = {"shrewsbury[0]": "all_goods", "oxford[0]": "cotton", "oxford[1]": "blank",
             "gloucester[0]": "manufacturer", "gloucester[1]": "blank"}


def tile(owner: int, industry: str, level: int, **extra: Any) -> dict:
    return {"owner": owner, "industry": industry, "level": level, **extra}


def solo(tiles: dict | None = None, links: dict | None = None, automa: dict | None = None, era: str = "canal",
         rnd: int = 5, seed: int = 1, options: dict | None = None, **setup: Any) -> meeple.State:
    """A solo position (round 5 of the Canal era by default) at the start of the Automa's turn."""
    described = {"era": era, "round": rnd, "merchants": MERCHANTS, "tiles": tiles or {}, "links": links or {},
                 "automa": {"start": "automa_turn", **(automa or {})}, **setup}
    return meeple.new_game("brass_birmingham", players=1, seed=seed,
                           options={"difficulty": "medium", **(options or {}), "setup": described})


def board(s: meeple.State) -> dict:
    return s.view(None)


def automa(s: meeple.State) -> dict:
    return s.view(None)["automa"]


def automa_vp(s: meeple.State) -> int:
    return s.view(None)["players"][1]["vp"]
