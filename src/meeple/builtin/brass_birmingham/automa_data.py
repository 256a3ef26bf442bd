"""The Automa's data, read once from ``data/automa.toml`` (spec brass_birmingham_automa.md §1, §8.7, §9):
its 22 cards as front slots and rear values, the difficulty mats, the tiebreak grid and the
clockwise link order, all as small ints indexed like ``board.py``."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Final

from .board import (
    IND_INDEX,
    IND_TILES,
    LINK_INDEX,
    LOC_IDS,
    LOC_INDEX,
    LOC_NAME,
    NLOCS,
    NSLOTS,
    NTILES,
    SLOT_IDX,
    SLOT_LOC,
)

_DATA = tomllib.loads((Path(__file__).parent / "data" / "automa.toml").read_text())

AUTOMA: Final = 1  # the Automa's seat; the human is seat 0
HUMAN: Final = 0
_A = _DATA["automa"]
PASS_VP: Final[int] = _A["pass_vp"]
DEVELOP_VP: Final[int] = _A["develop_vp"]
DEVELOP_MAX_IRON: Final[int] = _A["develop_max_iron"]
FIRST_DEVELOP_IRON: Final[int] = _A["first_turn_develop_iron"]
FIRST_DEVELOP_VP: Final[int] = _A["first_turn_develop_vp"]
_H = _DATA["human"]
ERA_DECK: Final = (_H["canal_deck"], _H["rail_deck"])  # the human's draw deck per era (of 40 cards)
HUMAN_CARDS: Final[int] = _H["cards_in_play"]
DIFFICULTIES: Final[tuple[str, ...]] = tuple(_DATA["options"]["difficulty"])
TURN_ORDERS: Final[tuple[str, ...]] = tuple(_DATA["options"]["turn_order"])
IRON_PRICE_RULES: Final[tuple[str, ...]] = tuple(_DATA["options"]["iron_price_rule"])

# ---- slot kinds of a card's front ------------------------------------------------------------
BUILD: Final = 0
COAL_MINE_NETWORK: Final = 1
FARM_BREWERY: Final = 2
NETWORK: Final = 3
_KIND = {"build": BUILD, "coal_mine_network": COAL_MINE_NETWORK, "farm_brewery": FARM_BREWERY, "network": NETWORK}
KIND_WORD: Final = ("build", "coal mine and network", "farm brewery", "network")
CELLS: Final[tuple[str, ...]] = tuple(_DATA["tiebreak_grid"]["cells"])
CELL_INDEX: Final = {c: i for i, c in enumerate(CELLS)}
GROUPS: Final = ("A", "B", "C")

NCARDS: Final = len(_DATA["cards"])
CARD_NUMBERS: Final[tuple[int, ...]] = tuple(sorted(c["id"] for c in _DATA["cards"]))
_by_id = {c["id"]: c for c in _DATA["cards"]}
#: per card number (index 0 unused): group index 0-2
CARD_GROUP: Final[tuple[int, ...]] = (-1,) + tuple(GROUPS.index(_by_id[i]["group"]) for i in CARD_NUMBERS)
#: per card number: front slots as (kind, industry or -1, locations, iron_min, coal_link)
FRONT: Final[tuple[tuple[tuple[int, int, tuple[int, ...], int, bool], ...], ...]] = ((),) + tuple(
    tuple((_KIND[x["kind"]], IND_INDEX[x["industry"]] if "industry" in x else -1,
           tuple(LOC_INDEX[c] for c in x.get("cities", x.get("farms", ()))),
           x.get("iron_min", 0), bool(x.get("coal_link", False)))
          for x in _by_id[i]["front"]) for i in CARD_NUMBERS)
_rear = [_by_id[i]["rear"] for i in CARD_NUMBERS]
REAR_DEVELOP_FIRST: Final[tuple[bool, ...]] = (False,) + tuple(r["first_turn"] == "develop" for r in _rear)
REAR_BREWERY_TOWN: Final[tuple[int, ...]] = (-1,) + tuple(LOC_INDEX[r["sell_brewery_city"]] for r in _rear)
REAR_DEVELOP_MAX: Final[tuple[int, ...]] = (-1,) + tuple(r["develop_iron_max"] for r in _rear)
REAR_CELL: Final[tuple[int, ...]] = (0,) + tuple(CELL_INDEX[r["tiebreak_cell"]] for r in _rear)
REAR_ACTIONS: Final[tuple[tuple[str, ...], ...]] = ((),) + tuple(tuple(r["actions"]) for r in _rear)
DECK_EMPTY_CELL: Final = CELL_INDEX[_DATA["tiebreak_grid"]["deck_empty_cell"]]

#: deck preparation (§2.3): group counts per layer in draw order; None = every card left
LAYERS: Final[tuple[tuple[int, int, int] | None, ...]] = tuple(
    None if layer.get("rest") else tuple(layer.get(g, 0) for g in GROUPS)
    for layer in _DATA["deck"]["layers_in_draw_order"])
#: draw positions (0 = first drawn) at which each layer starts, and the deck size
LAYER_STARTS: Final[tuple[int, ...]] = tuple(sum(sum(x) for x in LAYERS[:i] if x is not None)
                                             for i in range(len(LAYERS)))
DECK_SIZE: Final[int] = _DATA["deck"]["size"]


def layer_of(position: int) -> int:
    """The layer of a draw position of a freshly prepared deck (0 = the first card drawn)."""
    out = 0
    for i, start in enumerate(LAYER_STARTS):
        if position >= start:
            out = i
    return out


def _mat(counts: dict) -> tuple[int, ...]:
    mat = [0] * NTILES
    for ind, per_level in counts.items():
        for t, c in zip(IND_TILES[IND_INDEX[ind]], per_level, strict=True):
            mat[t] = c
    return tuple(mat)


#: the Automa's mat per difficulty (and the standard one), counts per tile type
MATS: Final[dict[str, tuple[int, ...]]] = {name: _mat(m) for name, m in _DATA["mats"].items()}
STANDARD_MAT: Final = MATS["standard"]

# ---- the tiebreak grid (§9.3) -------------------------------------------------------------
_cells = _DATA["tiebreak_grid"]["slot_cells"]
#: per marked cell, per build slot: the slot's place in the scan from that cell (9: owns no cell)
CELL_RANK: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(min([(CELL_INDEX[c] - start) % 4 for c in _cells[LOC_IDS[SLOT_LOC[s]]][SLOT_IDX[s]]], default=9)
          for s in range(NSLOTS)) for start in range(4))

# ---- the clockwise link order (§8.7) and alphabetical order (§9.2) ---------------------------
#: per location, per line touching it: the line's place clockwise from 12 o'clock
CLOCKWISE: Final[tuple[dict[int, int], ...]] = tuple(
    {LINK_INDEX[k]: i for i, k in enumerate(_DATA["link_order"].get(LOC_IDS[loc], ()))} for loc in range(NLOCS))
#: per location: its rank in the alphabetical order of the board names
NAME_RANK: Final[tuple[int, ...]] = tuple(sorted(range(NLOCS), key=lambda loc: LOC_NAME[loc].casefold()).index(loc)
                                   for loc in range(NLOCS))
