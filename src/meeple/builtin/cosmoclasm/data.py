"""Cosmoclasm data, read from ``data/cosmoclasm.toml`` into compact tables indexed by int.

Cards are ints 0..84 (TOML order), mats 0..11 (A..L), grid points 0..41 (g01..g42),
forces 0..4 (drone, fighter, mech, missile, stargate), suits 0..3 (sun, moon, star, eclipse).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

_RAW = tomllib.loads((Path(__file__).parent / "data" / "cosmoclasm.toml").read_text(encoding="utf-8"))

FORCES: tuple[str, ...] = tuple(_RAW["forces"]["all"])
FORCE_INDEX = {f: i for i, f in enumerate(FORCES)}
STARGATE = FORCE_INDEX["stargate"]
SUITS: tuple[str, ...] = tuple(_RAW["suits"]["black"]) + tuple(_RAW["suits"]["white"])
SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
ECLIPSE = SUIT_INDEX["eclipse"]
ROUNDS: int = _RAW["game"]["rounds"]
STATIONS: int = _RAW["counts"]["stations_per_faction"]
DEAL: int = _RAW["counts"]["deal_per_player"]
KEEP: int = _RAW["counts"]["keep_per_player"]

# per player count: (market size, planets that end the game, resistance piles)
PLAYERS: dict[int, tuple[int, int, bool]] = {
    int(k): (v["market_size"], v["planets_to_win"], v["resistance_piles"]) for k, v in _RAW["players"].items()
}

FACTIONS: tuple[str, ...] = tuple(f["id"] for f in _RAW["faction"])
FACTION_NAMES: tuple[str, ...] = tuple(f["name"] for f in _RAW["faction"])
ABILITIES: tuple[str, ...] = tuple(f["ability"] for f in _RAW["faction"])
ABILITY_NAMES: tuple[str, ...] = tuple(f["ability_name"] for f in _RAW["faction"])
FACTION_TEXTS: tuple[str, ...] = tuple(f["text"] for f in _RAW["faction"])
CYBORGS, HIVEMINDS, HUMANS, MARTIANS, RADIANTS = (FACTIONS.index(f) for f in
                                                  ("cyborgs", "hiveminds", "humans", "martians", "radiants"))

CARD_IDS: tuple[str, ...] = tuple(c["id"] for c in _RAW["card"])
CARD_INDEX = {c: i for i, c in enumerate(CARD_IDS)}
NCARDS = len(CARD_IDS)
CARD_SUIT: tuple[int, ...] = tuple(SUIT_INDEX[c["suit"]] for c in _RAW["card"])
CARD_BLACK: tuple[bool, ...] = tuple(c["color"] == "black" for c in _RAW["card"])
CARD_FORCES: tuple[tuple[int, ...], ...] = tuple(tuple(FORCE_INDEX[f] for f in c["forces"]) for c in _RAW["card"])
# force counts per card, a 5-tuple
CARD_COUNTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(fs.count(f) for f in range(len(FORCES))) for fs in CARD_FORCES)


def _card_words(c: int) -> str:
    """``sun drone+mech``, ``moon 2 fighters``, ``eclipse stargate``: what a person reads for a card."""
    forces = [FORCES[f] for f in CARD_FORCES[c]]
    shown = f"2 {forces[0]}s" if len(forces) == 2 and forces[0] == forces[1] else "+".join(forces)
    return f"{SUITS[CARD_SUIT[c]]} {shown}"


#: each card in words (two copies of a card read alike)
CARD_WORDS: tuple[str, ...] = tuple(_card_words(c) for c in range(len(CARD_IDS)))
ALL_CARDS = (1 << NCARDS) - 1
BLACK_MASK = sum(1 << c for c in range(NCARDS) if CARD_BLACK[c])
WHITE_MASK = ALL_CARDS & ~BLACK_MASK
SUIT_MASK: tuple[int, ...] = tuple(sum(1 << c for c in range(NCARDS) if CARD_SUIT[c] == s) for s in range(4))

_BOARD = _RAW["board"]
MAT_IDS: tuple[str, ...] = tuple(m["id"] for m in _BOARD["mat"])
MAT_INDEX = {m: i for i, m in enumerate(MAT_IDS)}
POINT_IDS: tuple[str, ...] = tuple(p["id"] for p in _BOARD["grid_point"])
POINT_INDEX = {p: i for i, p in enumerate(POINT_IDS)}
POINT_POS: tuple[tuple[int, int], ...] = tuple(tuple(p["pos"]) for p in _BOARD["grid_point"])
POINT_BORDERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(MAT_INDEX[m] for m in p["borders"]) for p in _BOARD["grid_point"])
POINT_LINKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(POINT_INDEX[q] for q in p["links"]) for p in _BOARD["grid_point"])
GRID_LINES: tuple[tuple[int, int], ...] = tuple((POINT_INDEX[a], POINT_INDEX[b]) for a, b in _BOARD["grid_lines"])
MAT_CENTER: tuple[tuple[int, int], ...] = tuple(tuple(m["center"]) for m in _BOARD["mat"])
MAT_POSITION: tuple[str, ...] = tuple(m["position"] for m in _BOARD["mat"])
MAT_CORNERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(POINT_INDEX[p] for p in m["grid_points"]) for m in _BOARD["mat"])
MAT_ADJ_MATS: tuple[tuple[int, ...], ...] = tuple(
    tuple(MAT_INDEX[a] for a in m["adjacent_mats"]) for m in _BOARD["mat"])
MAT_ADJ_POINTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(POINT_INDEX[p] for p in m["adjacent_points"]) for m in _BOARD["mat"])


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    out = []
    while mask:
        b = mask.bit_length() - 1
        out.append(b)
        mask ^= 1 << b
    out.reverse()
    return out


def ids(mask: int) -> list[str]:
    """Card ids of a card bitmask, in card order."""
    return [CARD_IDS[c] for c in bits(mask)]
