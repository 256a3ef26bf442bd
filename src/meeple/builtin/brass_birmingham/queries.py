"""The small queries and writes on the board that the rules and the Automa make many times a turn
(spec brass_birmingham.md §5: networks, connected coal, iron and beer, the mats' top tiles), as
functions of the state; the ``Rules`` and ``Effects`` mixins call them from their methods of the
same name. Also the end of an era's scoring loops (``era_scoring``, for ``Rounds``). Compiled with
mypyc when the machine can (``setup.py``), the same in pure Python."""

from __future__ import annotations

from collections.abc import Collection
from typing import Final, Protocol

from .board import (
    BREWERY,
    COAL,
    FARMS,
    IND_SLOTS,
    IRON,
    IS_MERCHANT,
    LINK_ENDS,
    MERCHANT_LOCS,
    MSLOT_LOC,
    MTILE_BUYS,
    NLINKS,
    NLOCS,
    NSLOTS,
    NTILES,
    SLOT_LOC,
    T_BEER,
    T_IND,
    T_LINKVP,
    T_VP,
)
from .connectivity import Labels, Network, distances, network_of

_COAL_MINES: Final = IND_SLOTS[COAL]
_IRON_WORKS: Final = IND_SLOTS[IRON]
_BREWERIES: Final = IND_SLOTS[BREWERY]
#: per link, the locations whose VP icons it scores: every end, or (option ``kw_link_farm_vp`` off)
#: a three-ended link without its farm end (RULES.md, interpretation 2)
_SCORED_ENDS: Final = (LINK_ENDS, tuple(ends if len(ends) == 2 else tuple(e for e in ends if e not in FARMS)
                                        for ends in LINK_ENDS))

#: per seat: (its network, or None without a tile or link; the locations holding its tiles)
Networks = tuple[tuple[list[bool] | None, list[bool]], ...]


class Options(Protocol):
    """The rule options asked here and by the Automa (``rules.RuleOptions``)."""

    link_cap: bool
    merchant_paths: bool


class Board(Protocol):
    """The fields of the state that ``tops``, ``nets`` and ``own_slot_lists`` read and write."""

    n: int
    rule_options: Options
    slot_owner: list[int]
    slot_tile: list[int]
    slot_flipped: list[int]
    slot_cubes: list[int]
    link_owner: list[int]
    mat: list[list[int]]
    _own: bool
    _networks_cache: Networks | None
    _tops_cache: list[tuple[int, ...] | None]


def tops(state: Board, p: int) -> tuple[int, ...]:
    """The top tile of each industry on ``p``'s mat (-1: empty), cached until the mat changes."""
    t = state._tops_cache[p]
    if t is None:
        t = state._tops_cache[p] = mat_tops(state.mat[p])
    return t


def mat_tops(mat: list[int]) -> tuple[int, ...]:
    """The top tile of each industry on ``mat`` (-1: empty): the lowest level left."""
    found = [-1] * 6
    x = NTILES
    while x:  # from the highest level down: the lowest level left of each industry wins
        x -= 1
        if mat[x]:
            found[T_IND[x]] = x
    return tuple(found)


def nets(state: Board) -> Networks:
    """Per seat: (its network or None, the locations holding its tiles); cached until the owners of
    slots or lines change (``_networks_cache`` is reset then, never written in place)."""
    cached = state._networks_cache
    if cached is not None:
        return cached
    n = state.n
    tiles = [[False] * NLOCS for _ in range(n)]
    found = [False] * n
    slot_owner = state.slot_owner
    for s in range(NSLOTS):
        o = slot_owner[s]
        if o >= 0:
            tiles[o][SLOT_LOC[s]] = True
            found[o] = True
    net = [t[:] for t in tiles]
    link_owner = state.link_owner
    for k in range(NLINKS):
        o = link_owner[k]
        if o >= 0:
            found[o] = True
            for e in LINK_ENDS[k]:
                net[o][e] = True
    if not state.rule_options.merchant_paths:
        for p in range(n):
            for m in MERCHANT_LOCS:
                net[p][m] = False
    made = tuple([(net[p] if found[p] else None, tiles[p]) for p in range(n)])
    state._networks_cache = made
    return made


def nets_grown(cached: Networks, p: int, locs: tuple[int, ...], tile: bool, through: bool) -> Networks:
    """The ``nets`` cache after ``p`` takes a free slot at ``locs[0]`` (``tile``) or an empty line
    ending at ``locs`` (``through``: merchant locations are in networks), without rebuilding it (new
    lists, never written in place; a list that gains nothing is kept, and the cache itself when
    neither does, as for a link between two locations of the network)."""
    net, tiles = cached[p]
    grown_net = net if net is not None else tiles[:]
    for loc in locs:
        if not grown_net[loc] and (through or not IS_MERCHANT[loc]):
            if grown_net is net:
                grown_net = grown_net[:]
            grown_net[loc] = True
    grown_tiles = tiles
    if tile and not tiles[locs[0]]:
        grown_tiles = tiles[:]
        grown_tiles[locs[0]] = True
    if grown_net is net and grown_tiles is tiles:
        return cached
    grown = list(cached)
    grown[p] = (grown_net, grown_tiles)
    return tuple(grown)


def mines(anchors: tuple[int, ...], mask: int, through: bool, owners: list[int], tiles: list[int],
          cubes: list[int]) -> tuple[list[tuple[int, int]], bool]:
    """Connected coal mines with cubes as (distance, slot), and whether a merchant is connected: over
    the links in ``mask`` (``through``: paths pass merchant locations), with the state's slot lists
    (``owners``, ``tiles``, ``cubes``: its ``slot_owner``, ``slot_tile``, ``slot_cubes``), as are the queries below."""
    net = network_of(mask, through)
    comp = net[0]
    comps = {comp[a] for a in anchors}
    out = []
    rows: list[list[int]] | None = None
    for s in _COAL_MINES:
        if cubes[s] and owners[s] >= 0 and T_IND[tiles[s]] == COAL and comp[SLOT_LOC[s]] in comps:
            if rows is None:
                rows = [distances(net, a) for a in anchors]
            loc = SLOT_LOC[s]
            nearest = -1  # the fewest links from an anchor (a loop: no call of the interpreted ``min``)
            for row in rows:
                if row[loc] >= 0 and (nearest < 0 or row[loc] < nearest):
                    nearest = row[loc]
            out.append((nearest, s))
    with_merchant = net[3]
    for c in comps:  # a merchant connected
        if with_merchant >> c & 1:
            return out, True
    return out, False


def coal_index(net: Network, owners: list[int], tiles: list[int],
               cubes: list[int]) -> tuple[Labels, list[int], int]:
    """Component labels of the links of network ``net``, coal cubes per component (a list indexed by
    label: labels are location numbers), merchant components (a bit per label)."""
    comp = net[0]
    per_component = [0] * NLOCS
    for s in _COAL_MINES:
        here = cubes[s]  # first: most slots hold none
        if here and owners[s] >= 0 and T_IND[tiles[s]] == COAL:
            label = comp[SLOT_LOC[s]]
            per_component[label] = per_component[label] + here  # compiled, ``+=`` would add generically
    return comp, per_component, net[3]


def works(owners: list[int], tiles: list[int], cubes: list[int]) -> list[int]:
    """The Iron Works holding iron."""
    out = []
    for s in _IRON_WORKS:  # a loop: compiled, a comprehension's ``and`` chain is asked as an object's truth
        if cubes[s] and owners[s] >= 0 and T_IND[tiles[s]] == IRON:  # cubes first: most slots hold none
            out.append(s)
    return out


def barrels(p: int, anchor_locs: tuple[int, ...], mask: int, through: bool, owners: list[int], tiles: list[int],
            cubes: list[int]) -> list[int]:
    """Breweries with a barrel that ``p`` may drink from: own anywhere, others' if connected."""
    comp: Labels | None = None
    comps: set[int] = set()
    out = []
    for s in _BREWERIES:
        if not cubes[s]:  # first: most slots hold none
            continue
        o = owners[s]
        if o >= 0 and T_IND[tiles[s]] == BREWERY:
            if o != p:
                if comp is None:
                    comp = network_of(mask, through)[0]
                    comps = {comp[a] for a in anchor_locs}
                if comp[SLOT_LOC[s]] not in comps:
                    continue
            out.append(s)
    return out


def beer_index(p: int, net: Network, owners: list[int], tiles: list[int],
               cubes: list[int]) -> tuple[set[int], bool]:
    """Components (of network ``net``) holding another player's barrel, and whether ``p`` has a barrel
    of their own."""
    comp = net[0]
    comps = set()
    own = False
    for s in _BREWERIES:
        if not cubes[s]:  # first: most slots hold none
            continue
        o = owners[s]
        if o >= 0 and T_IND[tiles[s]] == BREWERY:
            if o == p:
                own = True
            else:
                comps.add(comp[SLOT_LOC[s]])
    return comps, own


def reaches(ends: tuple[int, ...], network: list[bool]) -> bool:
    """Whether one of ``ends`` is a location of ``network``."""
    for end in ends:
        if network[end]:
            return True
    return False


def touches_any(ends: tuple[int, ...], component: Labels, wanted: Collection[int]) -> bool:
    """Whether one of a line's ``ends`` lies in one of the ``wanted`` components."""
    for end in ends:
        if component[end] in wanted:
            return True
    return False


def joins_merchant_or_coal(ends: tuple[int, ...], component: Labels, merchant_components: int,
                           cubes: list[int]) -> bool:
    """Whether one of a line's ``ends`` lies in a component with a merchant (``merchant_components``: a
    bit per label) or coal cubes (``cubes``: per component label)."""
    for end in ends:
        here = component[end]
        if merchant_components >> here & 1 or cubes[here]:
            return True
    return False


#: for ``legal_lines``: no components (no barrel to reach), and the cubes per component handed over
#: in the Canal era, where none are read (never written)
NO_COMPONENTS: Final[frozenset[int]] = frozenset()
NO_CUBES: Final[list[int]] = []


def legal_lines(lines: tuple[int, ...], line_ends: tuple[tuple[int, ...], ...], owners: list[int],
                era_lines: tuple[bool, ...], network: list[bool] | None, component: Labels | None,
                cubes: list[int], merchant_components: int, second: bool,
                barrel_components: Collection[int], own_barrel: bool) -> list[int]:
    """The ``lines`` on which a player may place a link (base game §6.2; the Automa, automa spec §4.6,
    §8.2): empty, of the era (``era_lines``), with an end in ``network`` (None: anywhere); in the
    Rail era (``component`` given) joining coal cubes (``cubes`` per component label) or a merchant
    (``merchant_components``, a bit per label: none when the player cannot pay the market's coal),
    and for a ``second`` link a barrel: the player's own (``own_barrel``) or one in
    ``barrel_components``."""
    out = []
    for line in lines:
        if owners[line] >= 0 or not era_lines[line]:
            continue
        ends = line_ends[line]
        if network is not None and not reaches(ends, network):
            continue
        if component is not None:
            if not joins_merchant_or_coal(ends, component, merchant_components, cubes):
                continue
            if second and not own_barrel and not touches_any(ends, component, barrel_components):
                continue
        out.append(line)
    return out

def sale_merchants(p: int, s: int, net: Network, owners: list[int], tiles: list[int], cubes: list[int],
                   merchant_tiles: tuple[int, ...], merchant_beer: list[int]) -> list[int]:
    """Merchant slots that could buy ``p``'s tile on slot ``s`` now (links of network ``net``), beer
    included."""
    t = tiles[s]
    ind = T_IND[t]
    need = T_BEER[t]
    loc = SLOT_LOC[s]
    reach = net[4].get(net[0][loc], 0)  # a bit per merchant location
    have = -1
    out = []
    for m in range(len(merchant_tiles)):
        tile = merchant_tiles[m]
        if tile < 0 or not _buys(tile, ind) or not reach >> MSLOT_LOC[m] & 1:  # the cheaper test first
            continue
        if need:
            if have < 0:
                have = 0
                for b in barrels(p, (loc,), net[2], net[5], owners, tiles, cubes):  # no interpreted ``sum``
                    have += cubes[b]
            if have + (1 if merchant_beer[m] else 0) < need:
                continue
        out.append(m)
    return out


def _buys(tile: int, ind: int) -> bool:
    """Whether merchant tile ``tile`` buys industry ``ind`` (a loop over ``MTILE_BUYS``, not ``in``
    on a tuple, which compiled code asks generically)."""
    for bought in MTILE_BUYS[tile]:
        if bought == ind:
            return True
    return False


def own_slot_lists(state: Board) -> None:
    """Own the slot lists before writing them (a clone shares them until one side writes)."""
    if not state._own:
        state.slot_owner, state.slot_tile = state.slot_owner[:], state.slot_tile[:]
        state.slot_flipped, state.slot_cubes = state.slot_flipped[:], state.slot_cubes[:]
        state._own = True


def tile_used(mats: list[list[int]], tops_cache: list[tuple[int, ...] | None], p: int,
              t: int) -> tuple[list[list[int]], list[tuple[int, ...] | None]]:
    """The mats and the ``tops`` cache after tile ``t`` leaves ``p``'s mat: new lists (mats are shared
    between clones until written); the cache itself when its known entry does not change (another
    level's tile left: the entry is right for the clones sharing the cache too). An unknown entry is
    copied: it is filled in place when asked, which a clone with the tile still on its mat must not
    see."""
    mat = mats[p][:]
    mat[t] -= 1
    mats = mats[:]
    mats[p] = mat
    top = tops_cache[p]
    if top is None:
        tops_cache = tops_cache[:]
    else:
        after = tops_after(top, mat, t)
        if after is not top:
            tops_cache = tops_cache[:]
            tops_cache[p] = after
    return mats, tops_cache


def tops_after(top: tuple[int, ...], mat: list[int], t: int) -> tuple[int, ...]:
    """The known ``tops`` of a mat after tile ``t`` left it (``mat``, already without it): ``top``
    itself unless ``t`` was its industry's top and none of it is left; then the next level of that
    industry left, if any (-1: none)."""
    ind = T_IND[t]
    if top[ind] != t or mat[t]:
        return top
    above = t + 1
    while above < NTILES and T_IND[above] == ind and not mat[above]:
        above += 1
    found = list(top)
    found[ind] = above if above < NTILES and T_IND[above] == ind else -1
    return tuple(found)


def era_scoring(n: int, slot_owner: list[int], slot_tile: list[int], slot_flipped: list[int], link_owner: list[int],
                links_left: list[int], unflipped_link_vp: bool, kw_link_farm_vp: bool,
                link_cap: bool) -> tuple[list[int], list[int]]:
    """End-of-era scoring in one pass over the slots and one over the lines: per seat, the VP of its
    links (each scores the link VP of the tiles at its ends, flipped ones only unless
    ``unflipped_link_vp``, and 2 per merchant end) and of its flipped tiles. The links leave the
    board (``link_owner`` cleared in place), each back to its owner under ``link_cap`` (``links_left`` in
    place): the caller passes copies of lists shared with clones."""
    loc_vp = [0] * NLOCS
    for m in MERCHANT_LOCS:
        loc_vp[m] += 2
    tiles_vp = [0] * n
    for s in range(NSLOTS):
        o = slot_owner[s]
        if o >= 0:
            if slot_flipped[s]:
                loc_vp[SLOT_LOC[s]] += T_LINKVP[slot_tile[s]]
                tiles_vp[o] += T_VP[slot_tile[s]]
            elif unflipped_link_vp:
                loc_vp[SLOT_LOC[s]] += T_LINKVP[slot_tile[s]]
    scored_ends = _SCORED_ENDS[0 if kw_link_farm_vp else 1]
    links_vp = [0] * n
    for k in range(NLINKS):
        o = link_owner[k]
        if o >= 0:
            for e in scored_ends[k]:
                links_vp[o] += loc_vp[e]
            link_owner[k] = -1
            if link_cap:
                links_left[o] += 1
    return links_vp, tiles_vp
