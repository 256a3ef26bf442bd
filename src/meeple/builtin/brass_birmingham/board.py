"""The board, tiles, cards and tracks, read once from ``data/board.toml`` into flat tables.

Everything is indexed by small ints: industries 0-5, locations 0-26 (towns, then the two farm
breweries, then the five merchant locations), build slots, lines, merchant slots, tile types
and cards. Connectivity and distances over the links on the board are in ``connectivity.py``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Final

_DATA = tomllib.loads((Path(__file__).parent / "data" / "board.toml").read_text())

# ---- industries and tile types -------------------------------------------------------------

INDUSTRIES: Final[tuple[str, ...]] = tuple(i["id"] for i in _DATA["industries"])
IND_NAME: Final[tuple[str, ...]] = tuple(i["name"] for i in _DATA["industries"])
IND_INDEX: Final = {k: i for i, k in enumerate(INDUSTRIES)}
COTTON: Final = 0
MANUFACTURER: Final = 1
POTTERY: Final = 2
COAL: Final = 3
IRON: Final = 4
BREWERY: Final = 5
GOODS: Final = (COTTON, MANUFACTURER, POTTERY)

_tiles = sorted(_DATA["tiles"], key=lambda t: (IND_INDEX[t["industry"]], t["level"]))
T_IND: Final = tuple(IND_INDEX[t["industry"]] for t in _tiles)
T_LEVEL: Final[tuple[int, ...]] = tuple(t["level"] for t in _tiles)
T_COUNT: Final[tuple[int, ...]] = tuple(t["count"] for t in _tiles)
T_COST: Final[tuple[int, ...]] = tuple(t["cost"] for t in _tiles)
T_COAL: Final[tuple[int, ...]] = tuple(t["coal"] for t in _tiles)
T_IRON: Final[tuple[int, ...]] = tuple(t["iron"] for t in _tiles)
T_BEER: Final[tuple[int, ...]] = tuple(t["beer_to_sell"] for t in _tiles)
T_VP: Final[tuple[int, ...]] = tuple(t["vp"] for t in _tiles)
T_LINKVP: Final[tuple[int, ...]] = tuple(t["link_vp"] for t in _tiles)
T_INCOME: Final[tuple[int, ...]] = tuple(t["income"] for t in _tiles)
T_CUBES: Final[tuple[int, ...]] = tuple(t["cubes_on_build"] for t in _tiles)
T_CANAL_ONLY: Final[tuple[bool, ...]] = tuple(t["canal_only"] for t in _tiles)
T_RAIL_ONLY: Final[tuple[bool, ...]] = tuple(t["rail_only"] for t in _tiles)
T_LIGHTBULB: Final[tuple[bool, ...]] = tuple(t["lightbulb"] for t in _tiles)
NTILES: Final = len(_tiles)
IND_TILES: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(t for t in range(NTILES) if T_IND[t] == i) for i in range(6))
TILE_OF: Final = {(T_IND[t], T_LEVEL[t]): t for t in range(NTILES)}
BARRELS_ON_BUILD: Final = (_DATA["brewery_barrels_on_build"]["canal"], _DATA["brewery_barrels_on_build"]["rail"])
ROMAN: Final = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")


#: per tile: its name in events ("Coal Mine II")
TILE_NAMES: Final[tuple[str, ...]] = tuple(f"{IND_NAME[T_IND[t]]} {ROMAN[T_LEVEL[t]]}" for t in range(NTILES))


def tile_name(t: int) -> str:
    return TILE_NAMES[t]


def _short_name(name: str) -> str:
    """A board name without its note: "Farm brewery (north, west of Cannock)" -> "Farm brewery north"."""
    return name.split(" (")[0] + (" " + name.split("(")[1].split(",")[0] if "(" in name else "")


# ---- locations and build slots ---------------------------------------------------------------

_locs = _DATA["locations"]
_merch = _DATA["merchants"]
LOC_IDS: Final[tuple[str, ...]] = tuple(l["id"] for l in _locs) + tuple(m["id"] for m in _merch)
LOC_NAME: Final[tuple[str, ...]] = tuple(l["name"] for l in _locs) + tuple(m["name"] for m in _merch)
LOC_INDEX: Final = {k: i for i, k in enumerate(LOC_IDS)}
NLOCS: Final = len(LOC_IDS)
NBUILD: Final = len(_locs)  # towns and farm breweries
TOWNS: Final[tuple[int, ...]] = tuple(i for i, l in enumerate(_locs) if l["kind"] == "town")
FARMS: Final[tuple[int, ...]] = tuple(i for i, l in enumerate(_locs) if l["kind"] == "farm_brewery")
WILD_OK: Final[tuple[int, ...]] = tuple(i for i, l in enumerate(_locs) if l["wild_location_ok"])
MERCHANT_LOCS: Final[tuple[int, ...]] = tuple(range(NBUILD, NLOCS))
IS_MERCHANT: Final[tuple[bool, ...]] = tuple(i >= NBUILD for i in range(NLOCS))

SLOT_LOC: Final[list[int]] = []
SLOT_IDX: Final[list[int]] = []
SLOT_INDS: Final[list[tuple[int, ...]]] = []
for _li, _l in enumerate(_locs):
    for _si, _icons in enumerate(_l["slots"]):
        SLOT_LOC.append(_li)
        SLOT_IDX.append(_si)
        SLOT_INDS.append(tuple(IND_INDEX[x] for x in _icons))
NSLOTS: Final = len(SLOT_LOC)
LOC_SLOTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(NSLOTS) if SLOT_LOC[s] == l) for l in range(NLOCS))
SLOT_LABEL: Final = tuple(f"{LOC_IDS[SLOT_LOC[s]]}[{SLOT_IDX[s]}]" for s in range(NSLOTS))
SLOT_INDEX: Final = {lab: s for s, lab in enumerate(SLOT_LABEL)}
# slots able to take each industry
IND_SLOTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(s for s in range(NSLOTS) if i in SLOT_INDS[s]) for i in range(6))

# ---- merchants -------------------------------------------------------------------------------

MSLOT_LOC: Final[list[int]] = []
MSLOT_IDX: Final[list[int]] = []
MSLOT_MINP: Final[list[int]] = []
for _mi, _m in enumerate(_merch):
    for _k in range(_m["slots"]):
        MSLOT_LOC.append(NBUILD + _mi)
        MSLOT_IDX.append(_k)
        MSLOT_MINP.append(_m["min_players"])
NMSLOTS: Final = len(MSLOT_LOC)
MSLOT_LABEL: Final = tuple(f"{LOC_IDS[MSLOT_LOC[m]]}[{MSLOT_IDX[m]}]" for m in range(NMSLOTS))
MSLOT_INDEX: Final = {lab: m for m, lab in enumerate(MSLOT_LABEL)}
MERCHANT_LINK_VP: Final[int] = _DATA["scoring"]["merchant_location_link_vp"]
# bonus per location: (kind, amount); kinds: develop, income, vp, money
BONUS: Final = {NBUILD + i: (m["beer_bonus"]["kind"], m["beer_bonus"]["amount"]) for i, m in enumerate(_merch)}

MTILE_IDS: Final[tuple[str, ...]] = tuple(t["id"] for t in _DATA["merchant_tiles"])
MTILE_INDEX: Final = {k: i for i, k in enumerate(MTILE_IDS)}
MTILE_BUYS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(IND_INDEX[x] for x in t["buys"]) for t in _DATA["merchant_tiles"])
BLANK: Final = MTILE_INDEX["blank"]


PLAYER_COUNTS: Final = (2, 3, 4)  # the keys p2 / p3 / p4 of the data's player-count maps
_MTILES: Final[dict[int, tuple[int, ...]]] = {
    n: tuple(i for i, t in enumerate(_DATA["merchant_tiles"]) for _ in range(t["count"][f"p{n}"]))
    for n in PLAYER_COUNTS}


def mtiles_for(n: int) -> list[int]:
    """The merchant tiles in play with ``n`` players, as a sorted list of tile indices (a new list)."""
    return list(_MTILES[n])


def mslots_for(n: int) -> tuple[int, ...]:
    return tuple(m for m in range(NMSLOTS) if MSLOT_MINP[m] <= n)


# ---- lines -----------------------------------------------------------------------------------

LINK_IDS: Final[tuple[str, ...]] = tuple(k["id"] for k in _DATA["links"])
LINK_INDEX: Final = {k: i for i, k in enumerate(LINK_IDS)}
LINK_ENDS: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(LOC_INDEX[e] for e in k["ends"]) for k in _DATA["links"])
LINK_CANAL: Final[tuple[bool, ...]] = tuple(k["canal"] for k in _DATA["links"])
LINK_RAIL: Final[tuple[bool, ...]] = tuple(k["rail"] for k in _DATA["links"])
NLINKS: Final = len(LINK_IDS)


# ---- places in words (events) ------------------------------------------------------------------


PLACE_WORDS: Final[tuple[str, ...]] = tuple(_short_name(name) for name in LOC_NAME)
SLOT_WORDS: Final[tuple[str, ...]] = tuple(PLACE_WORDS[SLOT_LOC[s]] for s in range(NSLOTS))
MSLOT_WORDS: Final[tuple[str, ...]] = tuple(PLACE_WORDS[MSLOT_LOC[m]] for m in range(NMSLOTS))
LINK_WORDS: Final[tuple[str, ...]] = tuple(" – ".join(PLACE_WORDS[e] for e in ends) for ends in LINK_ENDS)
ERA_LINKS: Final = (tuple(k for k in range(NLINKS) if LINK_CANAL[k]), tuple(k for k in range(NLINKS) if LINK_RAIL[k]))
LOC_LINKS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(k for k in range(NLINKS) if l in LINK_ENDS[k]) for l in range(NLOCS))

# ---- cards -----------------------------------------------------------------------------------

_cind = _DATA["cards_industry"]
CARD_IDS: Final[tuple[str, ...]] = (tuple(LOC_IDS[t] for t in TOWNS) + tuple(c["id"] for c in _cind)
                             + ("wild_location", "wild_industry"))
CARD_INDEX: Final = {k: i for i, k in enumerate(CARD_IDS)}
#: a card in events: the town's name, the industry ("Cotton/Manufacturer"), "wild location"
CARD_WORDS: Final[tuple[str, ...]] = (tuple(_short_name(LOC_NAME[t]) for t in TOWNS)
                               + tuple(c["id"].replace("_or_", "/").title() for c in _cind)
                               + ("wild location", "wild industry"))
NCARDS: Final = len(CARD_IDS)
WILD_LOC: Final = CARD_INDEX["wild_location"]
WILD_IND: Final = CARD_INDEX["wild_industry"]
# per card: the town it names (or -1) and the industries it names (empty for location cards)
CARD_LOC: Final = tuple(TOWNS[c] if c < len(TOWNS) else -1 for c in range(NCARDS))
CARD_INDS: Final[tuple[tuple[int, ...], ...]] = (
    tuple(() for _ in TOWNS) + tuple(tuple(IND_INDEX[x] for x in c["industries"]) for c in _cind)
    + ((), tuple(range(6))))
_counts = {LOC_INDEX[c["location"]]: c["count"] for c in _DATA["cards_location"]}
WILDS_EACH: Final[int] = _DATA["cards_wild"]["wild_location"]


_DECKS: Final[dict[int, tuple[int, ...]]] = {
    n: tuple(c for c in range(NCARDS - 2)
             for _ in range(_counts[CARD_LOC[c]][f"p{n}"] if CARD_LOC[c] >= 0
                            else _cind[c - len(TOWNS)]["count"][f"p{n}"]))
    for n in PLAYER_COUNTS}


def deck_for(n: int) -> list[int]:
    """Every card of the ``n``-player draw deck (wild cards excluded), sorted (a new list: the
    setup, the Rail era's redeal and determinization deal from it)."""
    return list(_DECKS[n])


# ---- setup, costs and tracks -----------------------------------------------------------------

SETUP: Final = _DATA["setup"]
COSTS: Final = _DATA["costs"]
HAND: Final[int] = SETUP["hand_size"]
CANAL_LINK: Final[int] = COSTS["canal_link"]
RAIL_LINK: Final[int] = COSTS["rail_link_single"]
RAIL_SECOND: Final[int] = COSTS["rail_link_double"] - COSTS["rail_link_single"]
LOAN: Final[int] = COSTS["loan_amount"]
LOAN_LEVELS: Final = COSTS["loan_income_levels"]
LINKS_EACH: Final[int] = SETUP["link_tiles_per_player"]


def rounds_for(n: int) -> int:
    return SETUP["rounds_per_era"][f"p{n}"]


COAL_PRICES: Final[tuple[int, ...]] = tuple(_DATA["markets"]["coal"]["prices"])
IRON_PRICES: Final[tuple[int, ...]] = tuple(_DATA["markets"]["iron"]["prices"])
COAL_EMPTY: Final[int] = _DATA["markets"]["coal"]["empty_price"]
IRON_EMPTY: Final[int] = _DATA["markets"]["iron"]["empty_price"]
MARKET: Final = ((COAL_PRICES, COAL_EMPTY), (IRON_PRICES, IRON_EMPTY))

_levels = [0] * 100
TOP_OF_LEVEL: Final[dict[int, int]] = {}
for _b in _DATA["income_track"]:
    for _sp in range(_b["first_space"], _b["top"] + 1):
        _levels[_sp] = _b["level"]
    TOP_OF_LEVEL[_b["level"]] = _b["top"]
LEVEL_OF_SPACE: Final = tuple(_levels)
MIN_LEVEL: Final[int] = _DATA["scoring"]["income_level_min"]
LAST_SPACE: Final[int] = _DATA["scoring"]["progress_track_last_space"]


def buy_cost(prices: tuple[int, ...], empty: int, cubes: int, k: int) -> int:
    """£ to buy ``k`` cubes from a market holding ``cubes``: cheapest filled space first."""
    n = len(prices)
    total = 0
    for _ in range(k):
        total += prices[n - cubes] if cubes > 0 else empty
        if cubes > 0:
            cubes -= 1
    return total
