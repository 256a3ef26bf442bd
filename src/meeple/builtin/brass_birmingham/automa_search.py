"""The Automa's searches over lines and slots (spec brass_birmingham_automa.md §4.2, §6.2, §7.1.3,
§8.2-§8.5) as pure functions of plain ints, lists and tuples, which ``automa.py`` calls with the
board's tables and the state's lists. Compiled with mypyc when the machine can (``setup.py``),
the same in pure Python; they decide nothing themselves: each answers one question of a rule."""

from __future__ import annotations

from collections.abc import Collection
from typing import Final

from mypy_extensions import i64


def empty_lines_touching(lines: int, location_lines: tuple[int, ...], owners: list[int],
                         network: list[bool]) -> list[int]:
    """The lines of ``lines`` (a bit per line) without an owner and with an end in ``network``, in
    increasing order (``location_lines``: per location, a bit per line ending there; on machine
    integers when compiled)."""
    near: i64 = 0
    for location in range(len(network)):
        if network[location]:
            near |= i64(location_lines[location])
    near &= i64(lines)
    out = []
    line = 0
    while near:
        if near & 1 and owners[line] < 0:
            out.append(line)
        near >>= 1
        line += 1
    return out


def touches(ends: tuple[int, ...], component: tuple[int, ...], here: int) -> bool:
    """Whether one of a line's ``ends`` lies in component ``here``."""
    for end in ends:
        if component[end] == here:
            return True
    return False


def reaches(ends: tuple[int, ...], network: list[bool]) -> bool:
    """Whether one of ``ends`` is a location of ``network``."""
    for end in ends:
        if network[end]:
            return True
    return False


def touches_any(ends: tuple[int, ...], component: tuple[int, ...], wanted: Collection[int]) -> bool:
    """Whether one of a line's ``ends`` lies in one of the ``wanted`` components."""
    for end in ends:
        if component[end] in wanted:
            return True
    return False


def joins_merchant_or_coal(ends: tuple[int, ...], component: tuple[int, ...], merchant_components: Collection[int],
                           cubes: dict[int, int]) -> bool:
    """Whether one of a line's ``ends`` lies in a component with a merchant or coal cubes (``cubes``:
    per component)."""
    for end in ends:
        here = component[end]
        if here in merchant_components or cubes.get(here, 0):
            return True
    return False


def lines_joining(lines: list[int], line_ends: tuple[tuple[int, ...], ...], component: tuple[int, ...], here: int,
                  wanted: set[int]) -> list[int]:
    """The ``lines`` with an end in component ``here`` and an end in one of the ``wanted`` components
    (a set: compiled, its membership is asked natively, only for lines near ``here`` and only for
    their ends in other components)."""
    here_wanted = here in wanted
    out = []
    for line in lines:
        ends = line_ends[line]
        near = False
        for end in ends:
            if component[end] == here:
                near = True
                break
        if near:
            for end in ends:
                label = component[end]
                if here_wanted if label == here else label in wanted:
                    out.append(line)
                    break
    return out


def lines_bringing_coal(lines: list[int], line_ends: tuple[tuple[int, ...], ...], component: tuple[int, ...], here: int,
                        cubes: dict[int, int], merchant_components: Collection[int], need: int) -> list[int]:
    """The ``lines`` with an end in component ``here`` whose ends' components together reach a merchant
    or hold at least ``need`` coal cubes (``cubes``: per component)."""
    out = []
    for line in lines:
        ends = line_ends[line]
        if not touches(ends, component, here):
            continue
        joined: list[int] = []  # the ends' components, each once
        total = 0
        for end in ends:
            label = component[end]
            if label in merchant_components:
                total = need
                break
            if label not in joined:
                joined.append(label)
                total += cubes.get(label, 0)
        if total >= need:
            out.append(line)
    return out


def count_taken(owners: list[int], slots: tuple[int, ...]) -> int:
    """How many of ``slots`` hold a tile."""
    taken = 0
    for slot in slots:
        if owners[slot] >= 0:
            taken += 1
    return taken


def free_slots(owners: list[int], single_icon: tuple[int, ...], every: tuple[int, ...]) -> list[int]:
    """The free slots of ``single_icon`` if any, else the free slots of ``every``."""
    out = [slot for slot in single_icon if owners[slot] < 0]
    if out:
        return out
    return [slot for slot in every if owners[slot] < 0]


def has_free_slot(owners: list[int], slots: tuple[int, ...]) -> bool:
    """Whether one of ``slots`` is free (``free_slots`` is not empty then: its single-icon slots are
    some of ``slots``), without building the list."""
    for slot in slots:
        if owners[slot] < 0:
            return True
    return False


def link_tiebreak(candidates: list[int], starts: dict[int, int], beyond: tuple[dict[int, tuple[int, ...]], ...],
                  slots_beyond: tuple[dict[int, tuple[int, ...]], ...], network: list[bool],
                  owners: list[int]) -> tuple[list[int], int]:
    """Link tiebreaks T2-T4 (§8.5) of lines each placed from its start: the lines left and the
    tiebreak that decided (2-4), or 0 when more than one is left after T4. ``beyond`` and
    ``slots_beyond``: per line, per start, the other ends and the build slots there."""
    reaching = [line for line in candidates if reaches(beyond[line][starts[line]], network)]  # T2: its network
    if reaching and len(reaching) < len(candidates):
        candidates = reaching
        if len(candidates) == 1:
            return candidates, 2
    built = [count_taken(owners, slots_beyond[line][starts[line]]) for line in candidates]  # T3
    candidates = [candidates[i] for i in most_at(built)]
    if len(candidates) == 1:
        return candidates, 3
    # T4: the most free slots; the built tiles are equal now, so the most slots beyond
    slots = [len(slots_beyond[line][starts[line]]) for line in candidates]
    candidates = [candidates[i] for i in most_at(slots)]
    return candidates, 4 if len(candidates) == 1 else 0


def most_at(values: list[int]) -> list[int]:
    """The positions of the highest of ``values`` (not empty), in order: a loop, which compiled code
    runs without calling the interpreted ``max``."""
    most = values[0]
    at = [0]
    for i in range(1, len(values)):
        value = values[i]
        if value > most:
            most = value
            at = [i]
        elif value == most:
            at.append(i)
    return at


def least(values: list[int]) -> int:
    """The lowest of ``values`` (not empty), as ``min`` without calling it."""
    low = values[0]
    for value in values:
        if value < low:
            low = value
    return low


def first_lowest_at(keys: list[tuple[int, ...]]) -> int:
    """The position of the first lowest of ``keys`` (not empty), as ``keys.index(min(keys))``."""
    at = 0
    for i in range(1, len(keys)):
        if keys[i] < keys[at]:
            at = i
    return at


def mines_with_coal(mines: tuple[int, ...], owners: list[int], tiles: list[int], cubes: list[int],
                    tile_industry: tuple[int, ...], coal: int, slot_location: list[int], component: tuple[int, ...],
                    components: Collection[int]) -> list[int]:
    """The coal mine slots of ``mines`` holding a Coal Mine with cubes in one of ``components``."""
    out = []
    for slot in mines:
        if owners[slot] >= 0 and cubes[slot] and tile_industry[tiles[slot]] == coal \
                and component[slot_location[slot]] in components:
            out.append(slot)
    return out


def goods_tiles(slots: tuple[int, ...], owners: list[int], tiles: list[int], flipped: list[int],
                goods_tile: tuple[bool, ...], seat: int, unflipped_only: bool) -> list[int]:
    """The slots of ``slots`` holding a tile of ``seat`` that ``goods_tile`` marks (per tile: of a
    goods industry), with ``unflipped_only``: an unflipped one."""
    out = []
    for slot in slots:
        if owners[slot] == seat and not (unflipped_only and flipped[slot]) and goods_tile[tiles[slot]]:
            out.append(slot)
    return out


#: the building-selection key packs its parts into one int, each in its own bits (an int compares
#: faster than a tuple): B1's link score offset by ``_SCORE_OFFSET`` (a location ends at most 8
#: lines), B2's name rank (27 locations), B3's tiebreak rank (0-9), then the slot number (49 slots)
_SCORE_OFFSET: Final = 16
_NAME_BITS: Final = 5
_RANK_BITS: Final = 4
_SLOT_BITS: Final = 6


def selection_order(slots: list[int], ranks: tuple[int, ...], slot_location: list[int],
                    location_lines: tuple[tuple[int, ...], ...], line_owners: list[int], name_rank: tuple[int, ...],
                    own: int, other: int) -> list[int]:
    """``slots`` in the building-selection order (§9.1): B1 the location's link score (``own`` links
    minus ``other``'s links touching it, highest first), B2 its name, B3 ``ranks`` (the tiebreak
    icon), then the slot number; sorted by one packed int a slot, as the tuple of those four."""
    keys = []
    for slot in slots:
        location = slot_location[slot]
        score = 0
        for line in location_lines[location]:
            if line_owners[line] == own:
                score += 1
            elif line_owners[line] == other:
                score -= 1
        key = ((_SCORE_OFFSET - score) << _NAME_BITS | name_rank[location]) << _RANK_BITS | ranks[slot]
        keys.append(key << _SLOT_BITS | slot)
    keys.sort()
    mask = (1 << _SLOT_BITS) - 1
    return [key & mask for key in keys]


def legal_lines(lines: tuple[int, ...], line_ends: tuple[tuple[int, ...], ...], owners: list[int],
                era_lines: tuple[bool, ...], network: list[bool] | None, component: tuple[int, ...] | None,
                cubes: dict[int, int], merchant_components: Collection[int], second: bool,
                barrel_components: Collection[int], own_barrel: bool) -> list[int]:
    """The ``lines`` on which the Automa may place a link (§4.6, §8.2): empty, of the era, with an
    end in ``network`` (None: anywhere); in the Rail era (``component`` given, paths through
    merchants) joining a merchant or coal cubes (``cubes`` per component), and for a ``second``
    link a barrel: its own (``own_barrel``) or one in ``barrel_components``."""
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


def buyer_labels(industry: int, merchant_tiles: tuple[int, ...], tile_buys: tuple[tuple[int, ...], ...],
                 merchant_location: list[int], component: tuple[int, ...]) -> set[int]:
    """As ``buyer_components`` when paths pass through merchants, where each merchant location lies
    in the one component its label (``component``) names: the labels of the merchant tiles' locations
    that buy ``industry``."""
    out = set()
    for slot in range(len(merchant_tiles)):
        tile = merchant_tiles[slot]
        if tile >= 0:
            for bought in tile_buys[tile]:
                if bought == industry:
                    out.add(component[merchant_location[slot]])
                    break
    return out


def buyer_components(industry: int, merchant_tiles: tuple[int, ...], tile_buys: tuple[tuple[int, ...], ...],
                     merchant_location: list[int], merchants_by_component: dict[int, frozenset[int]]) -> set[int]:
    """The components (keys of ``merchants_by_component``, the merchant locations in each) holding a
    merchant tile that buys ``industry``."""
    where = set()
    for slot in range(len(merchant_tiles)):
        tile = merchant_tiles[slot]
        if tile >= 0 and industry in tile_buys[tile]:
            where.add(merchant_location[slot])
    out = set()
    for component, locations in merchants_by_component.items():
        for location in locations:
            if location in where:
                out.add(component)
                break
    return out
