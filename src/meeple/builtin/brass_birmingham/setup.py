"""Setting up a game: the normal setup (spec §3.2-3.3) or a described position (option ``setup``, §3.5).

The normal setup is the described position ``{}``: every key left out takes its default, random
ones drawn from the game's seeded RNG. Compiled with mypyc when the machine can (``setup.py`` at the
project's root): every new game reads its position here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from meeple.core import GameError

from .board import (
    BARRELS_ON_BUILD,
    BLANK,
    CARD_IDS,
    CARD_INDEX,
    COAL_PRICES,
    HAND,
    IND_INDEX,
    IND_TILES,
    INDUSTRIES,
    IRON_PRICES,
    LINK_CANAL,
    LINK_INDEX,
    LINK_RAIL,
    LINKS_EACH,
    MSLOT_INDEX,
    MSLOT_LABEL,
    MTILE_BUYS,
    MTILE_INDEX,
    NLINKS,
    NMSLOTS,
    NSLOTS,
    NTILES,
    SETUP,
    SLOT_INDEX,
    SLOT_INDS,
    SLOT_LOC,
    T_CANAL_ONLY,
    T_COUNT,
    T_CUBES,
    T_IND,
    T_RAIL_ONLY,
    TILE_OF,
    WILD_IND,
    WILD_LOC,
    WILDS_EACH,
    deck_for,
    mslots_for,
    mtiles_for,
    rounds_for,
)

_TOP_KEYS = {"era", "round", "turn_order", "current", "actions_left", "markets", "merchants", "merchant_beer",
             "tiles", "links", "deck", "wild_piles", "players"}
_PLAYER_KEYS = {"money", "vp", "income_space", "spent", "mat", "links_left", "hand", "discard", "face_down"}
_TILE_KEYS = {"owner", "industry", "level", "flipped", "coal", "iron", "beer"}
_RES_KEY = ("", "", "", "coal", "iron", "beer")


def _err(msg: str) -> GameError:
    return GameError(f"setup: {msg}")


def _deal(rest: list[int], count: int, what: str) -> list[int]:
    """The first ``count`` cards of the shuffled ``rest``, taken from it; an error naming ``what``
    when the cards stated in the setup leave too few."""
    if count > len(rest):
        raise _err(f"the stated cards leave too few cards for {what}")
    dealt = rest[:count]
    del rest[:count]
    return dealt


def _int(where: str, v: Any, lo: int | None = None, hi: int | None = None) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise _err(f"{where} must be an integer, not {v!r}")
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise _err(f"{where} must be in {lo}..{hi if hi is not None else ''}, not {v}")
    return v


def _list(where: str, v: Any) -> list:
    if not isinstance(v, list):
        raise _err(f"{where} must be a list, not {v!r}")
    return v


def _dict(where: str, v: Any) -> dict:
    if not isinstance(v, dict):
        raise _err(f"{where} must be an object, not {v!r}")
    return v


def _card(where: str, c: Any) -> int:
    if c not in CARD_INDEX:
        raise _err(f"{where}: unknown card {c!r}")
    return CARD_INDEX[c]


def _keys(where: str, d: dict, allowed: set[str]) -> None:
    bad = sorted(set(d) - allowed)
    if bad:
        raise _err(f"{where}: unknown key {bad[0]!r} (keys: {', '.join(sorted(allowed))})")


def apply_setup(g: Any, S: Any) -> None:
    """Fill the fields of the new state ``g`` from the described position ``S``."""
    n = g.cfg.players
    rng = g.rng
    S = _dict("setup", S)
    _keys("setup", S, _TOP_KEYS)
    R = rounds_for(n)
    g.n = n
    g.rounds = R
    era_name = S.get("era", "canal")
    if era_name not in ("canal", "rail"):
        raise _err(f"era must be 'canal' or 'rail', not {era_name!r}")
    era = g.era = 0 if era_name == "canal" else 1
    g.round_number = _int("round", S.get("round", 1), 1, R)
    if g.intro and era == 1:
        raise _err("the introductory game has no Rail era")

    on_board = read_board(g, S, n, era)

    # turn
    if "turn_order" in S:
        order = _list("turn_order", S["turn_order"])
        if sorted(order) != list(range(n)) or any(isinstance(x, bool) for x in order):
            raise _err(f"turn_order must hold every seat 0..{n - 1} once, not {order!r}")
    else:
        order = rng.shuffled(range(n))
    g.order = list(order)
    cur = S.get("current", order[0])
    if cur not in order or isinstance(cur, bool):
        raise _err(f"current must be a seat in turn_order, not {cur!r}")
    g.current = cur
    g.pos = order.index(cur)
    full = 1 if (era == 0 and g.round_number == 1) else 2
    g.acts = _int("actions_left", S.get("actions_left", full), 1, full)

    # players
    plist = _list("players", S.get("players", [{} for _ in range(n)]))
    if len(plist) != n:
        raise _err(f"players must list {n} player objects")
    pls = [_dict(f"players[{p}]", d) for p, d in enumerate(plist)]
    for p, d in enumerate(pls):
        _keys(f"players[{p}]", d, _PLAYER_KEYS)
    g.money = [_int(f"players[{p}].money", d.get("money", SETUP["starting_money"]), 0) for p, d in enumerate(pls)]
    g.vp = [_int(f"players[{p}].vp", d.get("vp", SETUP["starting_vp"]), 0) for p, d in enumerate(pls)]
    g.income_space = [_int(f"players[{p}].income_space", d.get("income_space", SETUP["starting_income_space"]), 0, 99)
             for p, d in enumerate(pls)]
    g.spent = [_int(f"players[{p}].spent", d.get("spent", 0), 0) for p, d in enumerate(pls)]
    g.mat = [read_mat(f"players[{p}]", d.get("mat", {}), on_board[p]) for p, d in enumerate(pls)]
    g.links_left = []
    for p, d in enumerate(pls):
        mine = sum(1 for o in g.link_owner if o == p)
        left = _int(f"players[{p}].links_left", d.get("links_left", LINKS_EACH - mine), 0)
        if left + mine > LINKS_EACH:
            raise _err(f"players[{p}]: more than {LINKS_EACH} link tiles (board plus links_left)")
        g.links_left.append(left)
    _cards(g, S, pls, full)



def read_board(g: Any, S: dict, n: int, era: int) -> list[list[int]]:
    """Merchants, markets, tiles and links of the described position ``S`` for ``n`` seats; returns
    each seat's tiles on the board as counts per tile type."""
    rng = g.rng
    # merchants
    in_use = mslots_for(n)
    merchant_tiles = [-1] * NMSLOTS
    if "merchants" in S:
        given = _dict("merchants", S["merchants"])
        for lab, tile in given.items():
            if lab not in MSLOT_INDEX or MSLOT_INDEX[lab] not in in_use:
                raise _err(f"merchants: {lab!r} is not a merchant slot in use with {n} players")
            if tile not in MTILE_INDEX:
                raise _err(f"merchants: unknown merchant tile {tile!r}")
            merchant_tiles[MSLOT_INDEX[lab]] = MTILE_INDEX[tile]
        if len(given) != len(in_use):
            names = ", ".join(MSLOT_LABEL[m] for m in in_use)
            raise _err(f"merchants must name a tile for every slot in use: {names}")
        if sorted(t for t in merchant_tiles if t >= 0) != mtiles_for(n):
            raise _err(f"merchants: the tiles must be exactly the {len(in_use)} merchant tiles "
                       f"in play with {n} players")
    else:
        tiles = mtiles_for(n)
        rng.shuffle(tiles)
        for m, t in zip(in_use, tiles, strict=True):
            merchant_tiles[m] = t
    g.merchant_tiles = tuple(merchant_tiles)
    merchant_beer = [1 if (t >= 0 and t != BLANK) else 0 for t in merchant_tiles]
    if "merchant_beer" in S:
        merchant_beer = [0] * NMSLOTS
        for lab in _list("merchant_beer", S["merchant_beer"]):
            if lab not in MSLOT_INDEX or merchant_tiles[MSLOT_INDEX[lab]] < 0:
                raise _err(f"merchant_beer: {lab!r} is not a merchant slot in use")
            if not MTILE_BUYS[merchant_tiles[MSLOT_INDEX[lab]]]:
                raise _err(f"merchant_beer: {lab} holds a blank tile, which never has beer")
            merchant_beer[MSLOT_INDEX[lab]] = 1
    g.merchant_beer = merchant_beer

    markets = _dict("markets", S.get("markets", {}))
    _keys("markets", markets, {"coal", "iron"})
    g.coal = _int("markets.coal", markets.get("coal", SETUP["coal_market_initial_cubes"]), 0, len(COAL_PRICES))
    g.iron = _int("markets.iron", markets.get("iron", SETUP["iron_market_initial_cubes"]), 0, len(IRON_PRICES))

    # tiles on the board
    slot_owner, slot_tile, slot_flipped, slot_cubes = [-1] * NSLOTS, [-1] * NSLOTS, [0] * NSLOTS, [0] * NSLOTS
    on_board = [[0] * NTILES for _ in range(n)]
    for lab, d in _dict("tiles", S.get("tiles", {})).items():
        if lab not in SLOT_INDEX:
            raise _err(f"tiles: unknown build slot {lab!r}")
        s = SLOT_INDEX[lab]
        d = _dict(f"tiles.{lab}", d)
        _keys(f"tiles.{lab}", d, _TILE_KEYS)
        owner = _int(f"tiles.{lab}.owner", d.get("owner"), 0, n - 1)
        ind = d.get("industry")
        if ind not in IND_INDEX:
            raise _err(f"tiles.{lab}: unknown industry {ind!r}")
        i = IND_INDEX[ind]
        if i not in SLOT_INDS[s]:
            raise _err(f"tiles.{lab}: the slot does not show {ind}")
        level: Any = d.get("level")
        if (i, level) not in TILE_OF:
            raise _err(f"tiles.{lab}: {ind} has no level {level!r}")
        t = TILE_OF[(i, level)]
        if era == 1 and T_CANAL_ONLY[t]:
            raise _err(f"tiles.{lab}: {ind} level {level} is canal-only and cannot be on the board in the Rail era")
        if era == 0 and T_RAIL_ONLY[t]:
            raise _err(f"tiles.{lab}: {ind} level {level} is rail-only and cannot be on the board in the Canal era")
        if era == 0 and any(slot_owner[x] == owner and SLOT_LOC[x] == SLOT_LOC[s] for x in range(NSLOTS)):
            raise _err(f"tiles.{lab}: in the Canal era a player has at most one tile per location")
        flipped = d.get("flipped", False)
        if not isinstance(flipped, bool):
            raise _err(f"tiles.{lab}.flipped must be true or false")
        key = _RES_KEY[i]
        for other in ("coal", "iron", "beer"):
            if other in d and other != key:
                raise _err(f"tiles.{lab}: a {ind} tile cannot hold {other}")
        res = _int(f"tiles.{lab}.{key}", d.get(key, 0), 0) if key else 0
        if key:
            if flipped and res:
                raise _err(f"tiles.{lab}: a flipped tile holds no {key}")
            if not flipped and not res:
                raise _err(f"tiles.{lab}: an unflipped {ind} tile must hold {key} (else it would be flipped)")
            cap = T_CUBES[t] if key != "beer" else BARRELS_ON_BUILD[era]
            if res > cap:
                raise _err(f"tiles.{lab}: at most {cap} {key} on this tile")
        slot_owner[s], slot_tile[s], slot_flipped[s], slot_cubes[s] = owner, t, int(flipped), res
        on_board[owner][t] += 1
    g.slot_owner, g.slot_tile, g.slot_flipped, g.slot_cubes = slot_owner, slot_tile, slot_flipped, slot_cubes

    # links
    link_owner = [-1] * NLINKS
    for lab, owner in _dict("links", S.get("links", {})).items():
        if lab not in LINK_INDEX:
            raise _err(f"links: unknown line {lab!r}")
        k = LINK_INDEX[lab]
        if not (LINK_RAIL if era else LINK_CANAL)[k]:
            raise _err(f"links: {lab} takes no {('canal', 'rail')[era]} link")
        link_owner[k] = _int(f"links.{lab}", owner, 0, n - 1)
    g.link_owner = link_owner
    g.link_mask = sum(1 << k for k in range(NLINKS) if link_owner[k] >= 0)
    return on_board


def read_mat(where: str, given: Any, board: list[int], supply: tuple[int, ...] = T_COUNT) -> list[int]:
    """A mat from its described counts; ``supply``: the tiles of each type the seat has in all."""
    given = _dict(f"{where}.mat", given)
    mat = [supply[t] - board[t] for t in range(NTILES)]
    for ind, v in given.items():
        if ind not in IND_INDEX:
            raise _err(f"{where}.mat: unknown industry {ind!r}")
        tiles = IND_TILES[IND_INDEX[ind]]
        if isinstance(v, list):
            if len(v) != len(tiles):
                raise _err(f"{where}.mat.{ind} must list {len(tiles)} counts (one per level)")
            for t, c in zip(tiles, v, strict=True):
                mat[t] = _int(f"{where}.mat.{ind}", c, 0)
        else:
            lvl = _int(f"{where}.mat.{ind}", v, 1, len(tiles))
            for t in tiles[:lvl - 1]:
                mat[t] = 0
    for t in range(NTILES):
        if mat[t] < 0 or mat[t] + board[t] > supply[t]:
            raise _err(f"{where}: more {INDUSTRIES[T_IND[t]]} tiles of one level (mat plus board) "
                       "than its mat holds")
    return mat


def _cards(g: Any, S: dict, pls: list[dict], full: int) -> None:
    """Hands, deck, discard piles, face-down cards and wild piles, by the card arithmetic of §3.5."""
    n, era, R, rng = g.n, g.era, g.rounds, g.rng
    order, pos = g.order, g.pos
    done = full - g.acts  # actions the current seat has taken this turn
    sizes = []
    left_total = 0
    for p in range(n):
        i = order.index(p)
        left = g.acts if i == pos else (full if i > pos else 0)
        left += 2 * (R - g.round_number)
        k = done if i == pos else 0
        sizes.append(min(HAND, left + k) - k)
        left_total += left
    deck_size = left_total - sum(sizes)
    pool = Counter(deck_for(n))

    def take(where: str, c: int) -> None:
        if pool[c] <= 0:
            raise _err(f"{where}: more {CARD_IDS[c]} cards than the {n}-player deck holds")
        pool[c] -= 1

    hands: list[list[int]] = []
    wild_held = [0, 0]
    for p, d in enumerate(pls):
        h = [_card(f"players[{p}].hand", c) for c in _list(f"players[{p}].hand", d.get("hand", []))]
        if len(h) > sizes[p]:
            raise _err(f"players[{p}].hand holds {len(h)} cards; the position allows {sizes[p]}")
        for c in h:
            if c == WILD_LOC or c == WILD_IND:
                wild_held[c == WILD_IND] += 1
            else:
                take(f"players[{p}].hand", c)
        hands.append(h)
    deck = [_card("deck", c) for c in _list("deck", S.get("deck", []))]
    if len(deck) > deck_size:
        raise _err(f"deck holds {len(deck)} cards; the position allows {deck_size}")
    discards: list[list[int] | None] = []
    fds: list[int | None] = []
    for c in deck:
        if c in (WILD_LOC, WILD_IND):
            raise _err("deck: wild cards lie only in hands and wild piles")
        take("deck", c)
    for p, d in enumerate(pls):
        if "discard" in d:
            pile = [_card(f"players[{p}].discard", c) for c in _list(f"players[{p}].discard", d["discard"])]
            for c in pile:
                if c in (WILD_LOC, WILD_IND):
                    raise _err(f"players[{p}].discard: wild cards lie only in hands and wild piles")
                take(f"players[{p}].discard", c)
            discards.append(pile)
        else:
            discards.append(None)
        if "face_down" in d:
            if era == 1:
                raise _err(f"players[{p}].face_down: there is no face-down card in the Rail era")
            c = _card(f"players[{p}].face_down", d["face_down"])
            take(f"players[{p}].face_down", c)
            fds.append(c)
        else:
            fds.append(None)
    rest = sorted(pool.elements())
    rng.shuffle(rest)
    for p in range(n):
        hands[p] += _deal(rest, sizes[p] - len(hands[p]), f"players[{p}].hand")
    deck += _deal(rest, deck_size - len(deck), "the deck")
    for p in range(n):
        if fds[p] is None and era == 0:
            fds[p] = _deal(rest, 1, f"players[{p}].face_down")[0]
    open_piles = [p for p in range(n) if discards[p] is None]
    discard_piles = [pile if pile is not None else [] for pile in discards]
    if rest and not open_piles:
        raise _err(f"the stated discard piles leave {len(rest)} cards of the deck unplaced")
    for i, c in enumerate(rest):
        discard_piles[open_piles[i % len(open_piles)]].append(c)
    piles = _dict("wild_piles", S.get("wild_piles", {}))
    _keys("wild_piles", piles, {"wild_location", "wild_industry"})
    wl = _int("wild_piles.wild_location", piles.get("wild_location", WILDS_EACH - wild_held[0]), 0)
    wi = _int("wild_piles.wild_industry", piles.get("wild_industry", WILDS_EACH - wild_held[1]), 0)
    if wl + wild_held[0] != WILDS_EACH or wi + wild_held[1] != WILDS_EACH:
        raise _err(f"wild cards must add up to {WILDS_EACH} of each kind (hands plus piles)")
    g.wild = [wl, wi]
    g.hands = [tuple(h) for h in hands]
    g.deck = tuple(deck)
    g.discards = [tuple(pile) for pile in discard_piles]
    g.face_down = [c if c is not None else -1 for c in fds]
